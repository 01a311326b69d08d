"""A game to and from PDN 3.0, on top of :mod:`dames_tui.notation`.

Choices made here:

- Results are always from White's point of view, in both styles: ``2-0`` /
  ``1-0`` White wins, ``0-2`` / ``0-1`` Black wins, ``1-1`` / ``1/2-1/2`` a
  draw, ``*`` a game not over. The FMJD style with points (``2-0``) is written
  when the rules say so (``Rules.pdn_results_in_points``: international), the
  ``1-0`` style otherwise (English). Both styles are read.
- Reading: the rules come from the ``rules=`` override, else the GameType tag
  (its first number: ``20,W,10,10,N2,0`` is 20), else they are inferred: the
  variants with at least as many squares as the largest square number in
  the FEN tag and the moves, smallest board first, the first one that replays
  the game (so a game with only squares up to 32 is English checkers). The
  PDN standard names 20 as the default GameType; files without the tag are
  mostly English checkers, hence the inference.
- A move that breaks the rules raises :class:`PdnError` naming its number,
  side and text, then the reason: ``move 12 (White): 32-28 is not legal
  here (no legal move from 32 to 28: ...)``.
- The players may play on after a rule-based ending (a repetition nobody
  claimed): replaying ignores endings before the last move, and the game's
  outcome is that of its final position. With ``apply_result=True`` a
  recorded decisive result or draw that the rules do not explain becomes a
  resignation or an agreement.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from dames_tui.core import (
    AmbiguousMoveError,
    Color,
    DraughtsError,
    IllegalMoveError,
    PdnError,
    Rules,
    UnknownVariantError,
    rules_for_gametype,
    variants,
)

from .outcome import Outcome

if TYPE_CHECKING:
    from dames_tui.notation import PdnGame

    from .game import Game

_WHITE_WINS = frozenset({"2-0", "1-0"})
_BLACK_WINS = frozenset({"0-2", "0-1"})
_DRAWS = frozenset({"1-1", "1/2-1/2", "½-½", "0.5-0.5"})
_COMPUTED_TAGS = ("Result", "GameType", "FEN")
_ROSTER = ("Event", "Site", "Date", "Round", "White", "Black")


def result_text(rules: Rules, outcome: Outcome | None) -> str:
    """The PDN result of ``outcome`` in the style of ``rules`` (White's view).

    >>> from dames_tui.core import ENGLISH, INTERNATIONAL
    >>> from dames_tui.game import Termination
    >>> result_text(INTERNATIONAL, Outcome(Termination.NO_MOVES, Color.WHITE))
    '2-0'
    >>> result_text(ENGLISH, Outcome(Termination.AGREEMENT, None))
    '1/2-1/2'
    """
    if outcome is None:
        return "*"
    points = rules.pdn_results_in_points
    if outcome.winner is None:
        return "1-1" if points else "1/2-1/2"
    if outcome.winner is Color.WHITE:
        return "2-0" if points else "1-0"
    return "0-2" if points else "0-1"


def result_winner(text: str) -> tuple[bool, Color | None]:
    """``(finished, winner)`` for a PDN result in either style; ``*`` and
    unknown text are unfinished."""
    text = text.strip()
    if text in _WHITE_WINS:
        return True, Color.WHITE
    if text in _BLACK_WINS:
        return True, Color.BLACK
    if text in _DRAWS:
        return True, None
    return False, None


def game_to_pdn(game: Game, tags: Mapping[str, str] | None = None) -> str:
    """PDN text of ``game``: the seven-tag roster (``?`` when unknown) from
    ``game.tags`` and ``tags`` (which win), then GameType, FEN when the game
    does not start from the initial position, and the Result of its outcome.
    Result, GameType and FEN are computed; values given for them are ignored."""
    from dames_tui.core import Position
    from dames_tui.notation import PdnGame, format_fen, write_pdn

    merged = {**game.tags, **(tags or {})}
    out: dict[str, str] = {name: merged.get(name, "?") for name in _ROSTER}
    result = result_text(game.rules, game.outcome)
    out["Result"] = result
    out["GameType"] = str(game.rules.pdn_gametype)
    if game.start != Position.initial(game.rules):
        out["FEN"] = format_fen(game.start)
    for name, value in merged.items():
        if name not in out and name not in _COMPUTED_TAGS:
            out[name] = value
    texts = game.move_texts()
    comments = {ply: text for ply, text in game.comments.items() if ply < len(texts)}
    return write_pdn([PdnGame(tags=out, moves=texts, comments=comments, result=result)])


def game_from_pdn(
    pdn_game: PdnGame, *, rules: Rules | None = None, apply_result: bool = False
) -> Game:
    """Replay ``pdn_game`` (see the module docstring for the choices made)."""
    if rules is not None:
        return _replay(pdn_game, rules, apply_result)
    gametype = _tag(pdn_game, "GameType")
    if gametype is not None:
        return _replay(pdn_game, _rules_of_gametype(gametype), apply_result)
    candidates = _candidates(pdn_game)
    if not candidates:
        raise PdnError("no variant has enough squares for this game", code="pdn.no_variant_fits")
    first_error: PdnError | None = None
    for candidate in candidates:
        try:
            return _replay(pdn_game, candidate, apply_result)
        except PdnError as error:
            first_error = first_error or error
    assert first_error is not None
    raise first_error


def _tag(pdn_game: PdnGame, name: str) -> str | None:
    for key, value in pdn_game.tags.items():
        if key.lower() == name.lower() and value.strip() not in ("", "?"):
            return value.strip()
    return None


def _rules_of_gametype(value: str) -> Rules:
    head = value.split(",", 1)[0].strip()
    try:
        return rules_for_gametype(int(head))
    except (ValueError, UnknownVariantError):
        raise PdnError(
            f"unknown GameType {value!r}", code="pdn.unknown_gametype", params={"value": value}
        ) from None


def _candidates(pdn_game: PdnGame) -> list[Rules]:
    texts = list(pdn_game.moves)
    fen = _tag(pdn_game, "FEN")
    if fen is not None:
        texts.append(fen)
    numbers = [int(n) for text in texts for n in re.findall(r"\d+", text)]
    largest = max(numbers, default=0)
    fitting = [r for r in variants() if r.squares >= largest]
    return sorted(fitting, key=lambda r: r.squares)


def _replay(pdn_game: PdnGame, rules: Rules, apply_result: bool) -> Game:
    from dames_tui.notation import parse_fen, parse_move

    from .game import Game

    fen = _tag(pdn_game, "FEN")
    start = None
    if fen is not None:
        try:
            start = parse_fen(fen, rules)
        except DraughtsError as error:
            raise PdnError(
                f"FEN tag: {error}", code="pdn.fen_tag", params={"error": error}
            ) from error
    tags = {k: v for k, v in pdn_game.tags.items() if k not in _COMPUTED_TAGS}
    game = Game(rules, start, tags=tags)
    game.comments = dict(pdn_game.comments)
    for ply, text in enumerate(pdn_game.moves):
        side = game.turn.name.capitalize()
        where = f"move {game.move_number(ply)} ({side}): {text}"
        try:
            move = parse_move(game.position, text)
            game._push(move)  # plays on past an unclaimed rule-based ending
        except AmbiguousMoveError as error:
            raise PdnError(
                f"{where} is ambiguous here ({error})",
                code="pdn.move_ambiguous",
                params={
                    "number": game.move_number(ply),
                    "side": game.turn,
                    "text": text,
                    "error": error,
                },
            ) from error
        except IllegalMoveError as error:
            raise PdnError(
                f"{where} is not legal here ({error})",
                code="pdn.move_illegal",
                params={
                    "number": game.move_number(ply),
                    "side": game.turn,
                    "text": text,
                    "error": error,
                },
            ) from error
    recorded = pdn_game.result or pdn_game.tags.get("Result")
    if apply_result and recorded and not game.is_over:
        finished, winner = result_winner(recorded)
        if finished and winner is None:
            game.agree_draw()
        elif finished and winner is not None:
            game.resign(winner.opponent)
    return game
