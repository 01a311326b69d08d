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
  the FEN tag and the moves (and a board large enough for their algebraic
  squares, ``c3``), smallest board first, the first one that replays
  the game (so a game with only squares up to 32 is English checkers). Among
  boards of one size, the variants whose players write squares as the game
  does (numbers, or names like ``c3-d4``) come first, and among those the
  ones that write captures with the game's separator (``c3:e5`` is Russian
  draughts' notation). The PDN standard names 20 as the default GameType;
  files without the tag are mostly English checkers, hence the inference.
  When a square number rules the smaller boards out and no larger board
  replays the game either, the error says which board the game was read on
  and why.
- Moves are read in the variant's numbering or as algebraic names, whatever
  the variant (:mod:`dames_tui.notation.movetext`); they are written in the
  variant's own notation (``c3-d4`` for Russian draughts), and the FEN tag
  with square numbers, as PDN's FEN and the Russian collections write it
  (:mod:`dames_tui.notation.fen`).
- The GameType (or the override) decides: a FEN tag that is no position of
  its variant (a square beyond its board, a man on its crowning row) is a
  :class:`PdnError` naming the variant, the GameType and the FEN.
- A FEN tag whose side to move is ``?`` (PDN 3.0 allows it): the side is the
  one given as ``side=``, else the one :func:`infer_side` finds, else the
  side that moves first in the rules, and :func:`replay_pdn` says that it is
  a guess (``side_known`` False): the interface then asks the player and
  replays with ``side=``.
- A move that breaks the rules raises :class:`PdnError` naming its number,
  side and text, then the reason: ``move 12 (White): 32-28 is not legal
  here (no legal move from 32 to 28: ...)``.
- The players may play on after a rule-based ending (a repetition nobody
  claimed): replaying ignores endings before the last move, and the game's
  outcome is that of its final position. With ``apply_result=True`` a
  recorded decisive result or draw that the rules do not explain becomes a
  resignation or an agreement, or a loss on time when the ``Termination``
  tag says so (``time forfeit``, as PGN writes it: :data:`TIME_FORFEIT`).
- Variations: a :class:`~dames_tui.game.Game` has none (its replay reads
  the main line); :func:`tree_from_pdn` builds a
  :class:`~dames_tui.game.GameTree` with them and :func:`tree_to_pdn`
  writes one. A variation that breaks the rules (or that the reader could
  not read) is left out with one warning (code ``pdn.variation_dropped``),
  the rest of the game kept; a variation whose first move is the move it
  replaces goes on from that move, and one that would go on past the end
  of the main line is left out (it would change the game).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
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

from .outcome import Outcome, Termination

if TYPE_CHECKING:
    from dames_tui.core import Position
    from dames_tui.notation import FenReading, PdnGame, PdnVariation

    from .game import Game
    from .tree import GameTree, Node

# A result is written with the score of the side that moves first first: "2-0"
# is a win of White in international draughts, "1-0" a win of Black in
# English checkers, as the English collections write them (Tinsley's games,
# the OCA's: the "1-0" games end on a move of the side that moved first).
_FIRST_WINS = frozenset({"2-0", "1-0"})
_SECOND_WINS = frozenset({"0-2", "0-1"})
_DRAWS = frozenset({"1-1", "1/2-1/2", "½-½", "0.5-0.5"})
_COMPUTED_TAGS = ("Result", "GameType", "FEN")
#: the Termination tag of a game lost on time, as PGN writes it; and the
#: values read as one (lidraughts writes "Time forfeit")
TIME_FORFEIT = "time forfeit"
TIME_FORFEITS = frozenset({"time forfeit", "time"})
_ROSTER = ("Event", "Site", "Date", "Round", "White", "Black")


def result_text(rules: Rules, outcome: Outcome | None) -> str:
    """The PDN result of ``outcome`` in the style of ``rules``, the score of
    the side that moves first first.

    >>> from dames_tui.core import ENGLISH, INTERNATIONAL
    >>> from dames_tui.game import Termination
    >>> result_text(INTERNATIONAL, Outcome(Termination.NO_MOVES, Color.WHITE))
    '2-0'
    >>> result_text(ENGLISH, Outcome(Termination.NO_MOVES, Color.BLACK))
    '1-0'
    >>> result_text(ENGLISH, Outcome(Termination.AGREEMENT, None))
    '1/2-1/2'
    """
    if outcome is None:
        return "*"
    points = rules.pdn_results_in_points
    if outcome.winner is None:
        return "1-1" if points else "1/2-1/2"
    if outcome.winner is rules.first_to_move:
        return "2-0" if points else "1-0"
    return "0-2" if points else "0-1"


def result_winner(text: str, rules: Rules) -> tuple[bool, Color | None]:
    """``(finished, winner)`` for a PDN result of a game of ``rules`` in
    either style (the first score the first mover's); ``*`` and unknown
    text are unfinished.

    >>> from dames_tui.core import ENGLISH, INTERNATIONAL
    >>> result_winner("1-0", ENGLISH), result_winner("0-2", INTERNATIONAL)
    ((True, <Color.BLACK: 'B'>), (True, <Color.BLACK: 'B'>))
    """
    text = text.strip()
    if text in _FIRST_WINS:
        return True, rules.first_to_move
    if text in _SECOND_WINS:
        return True, rules.first_to_move.opponent
    if text in _DRAWS:
        return True, None
    return False, None


def side_tag(rules: Rules, color: Color) -> str:
    """The roster tag that names the player of ``color``: ``White`` or
    ``Black`` in PDN's colours (the other way round in Thai).

    >>> from dames_tui.core import ENGLISH, find_rules
    >>> side_tag(ENGLISH, Color.WHITE), side_tag(find_rules("thai"), Color.WHITE)
    ('White', 'Black')
    """
    return rules.pdn_colour(color).name.capitalize()


def game_to_pdn(game: Game, tags: Mapping[str, str] | None = None) -> str:
    """PDN text of ``game``: the seven-tag roster (``?`` when unknown) from
    ``game.tags`` and ``tags`` (which win), then GameType, FEN when the game
    does not start from the initial position, and the Result of its outcome.
    Result, GameType and FEN are computed; values given for them are ignored.
    A game lost on time gets ``[Termination "time forfeit"]``."""
    from dames_tui.notation import PdnGame, write_pdn

    result = result_text(game.rules, game.outcome)
    merged = {**game.tags, **(tags or {})}
    outcome = game.outcome
    if outcome is not None and outcome.termination is Termination.TIME:
        merged["Termination"] = TIME_FORFEIT
    elif merged.get("Termination", "").strip().lower() in TIME_FORFEITS:
        del merged["Termination"]  # the flag of an ending taken back
    out = _tags_to_write(game.rules, game.start, merged, result)
    texts = game.move_texts()
    comments = {ply: text for ply, text in game.comments.items() if ply < len(texts)}
    return write_pdn([PdnGame(tags=out, moves=texts, comments=comments, result=result)])


def _tags_to_write(
    rules: Rules, start: Position, merged: Mapping[str, str], result: str
) -> dict[str, str]:
    """The roster, Result, GameType, FEN (when the start is not the initial
    position), then the other tags of ``merged``."""
    from dames_tui.core import Position
    from dames_tui.notation import format_fen

    out: dict[str, str] = {name: merged.get(name, "?") for name in _ROSTER}
    out["Result"] = result
    out["GameType"] = str(rules.pdn_gametype)
    if start != Position.initial(rules):
        out["FEN"] = format_fen(start)
    for name, value in merged.items():
        if name not in out and name not in _COMPUTED_TAGS:
            out[name] = value
    return out


@dataclass(frozen=True)
class PdnReplay:
    """A game replayed from PDN: ``game``, and ``side_known``, False when
    the FEN tag's side to move is ``?`` and neither the moves nor the
    position tell it (the game then starts with the side that moves first
    in its rules: ask the player, and replay with ``side=``)."""

    game: Game
    side_known: bool = True


def game_from_pdn(
    pdn_game: PdnGame,
    *,
    rules: Rules | None = None,
    apply_result: bool = False,
    side: Color | None = None,
) -> Game:
    """Replay ``pdn_game`` (see the module docstring for the choices made)."""
    return replay_pdn(pdn_game, rules=rules, apply_result=apply_result, side=side).game


def replay_pdn(
    pdn_game: PdnGame,
    *,
    rules: Rules | None = None,
    apply_result: bool = False,
    side: Color | None = None,
) -> PdnReplay:
    """Replay ``pdn_game`` and say whether its side to move is known.

    ``side``: the side to move when the FEN tag says ``?`` (it is ignored
    for a FEN that names its side).

    >>> from dames_tui.notation import read_pdn
    >>> [pdn_game] = read_pdn('[GameType "21"][FEN "?:W18:B14"] *')
    >>> replay = replay_pdn(pdn_game)
    >>> replay.side_known, replay.game.turn.name
    (False, 'BLACK')
    >>> replay_pdn(pdn_game, side=Color.WHITE).game.turn.name
    'WHITE'
    """
    if rules is not None:
        return _replay(pdn_game, rules, apply_result, side, declared=str(rules.pdn_gametype))
    gametype = _tag(pdn_game, "GameType")
    if gametype is not None:
        declared = _rules_of_gametype(gametype)
        return _replay(pdn_game, declared, apply_result, side, declared=gametype)
    candidates, square = _candidates(pdn_game)
    if not candidates:
        raise PdnError("no variant has enough squares for this game", code="pdn.no_variant_fits")
    # when none replays it, the error of the one that replays it furthest
    # (the first of them on a tie)
    best: tuple[int, Rules, PdnError] | None = None
    for candidate in candidates:
        progress = [-1]
        try:
            return _replay(pdn_game, candidate, apply_result, side, progress=progress)
        except PdnError as fault:
            if best is None or progress[0] > best[0]:
                best = (progress[0], candidate, fault)
    assert best is not None
    _, furthest, error = best
    smaller = [r for r in variants() if r.squares < candidates[0].squares]
    if square is not None and smaller:
        raise PdnError(
            f"read as {furthest.title('en')} for its square {square} (no GameType tag): {error}",
            code="pdn.read_as_larger_board",
            params={"rules": furthest, "square": square, "error": error},
        ) from error
    if furthest is not candidates[0]:
        raise PdnError(
            f"read as {furthest.title('en')}, which replays it furthest (no GameType tag): {error}",
            code="pdn.read_as_furthest",
            params={"rules": furthest, "error": error},
        ) from error
    raise error


def infer_side(reading: FenReading, moves: Sequence[str] = ()) -> Color | None:
    """The side to move of a FEN as read: the one it names; for a ``?``, the
    only side whose pieces can play the first of ``moves``, or, without
    moves, the only side that has a legal move; None when both could (or
    neither can).

    >>> from dames_tui.core import ENGLISH
    >>> from dames_tui.notation import read_fen
    >>> reading = read_fen("?:W18:B1", ENGLISH)
    >>> infer_side(reading), infer_side(reading, ["18-14"]).name
    (None, 'WHITE')
    >>> infer_side(read_fen("?:W5:B1", ENGLISH)).name  # White's man on 5 is blocked
    'BLACK'
    """
    if reading.side_known:
        return reading.position.turn
    if moves:
        fits = [s for s in reading.sides if _can_play(reading.for_side(s), moves[0])]
    else:
        fits = [s for s in reading.sides if reading.for_side(s).legal_moves()]
    return fits[0] if len(fits) == 1 else None


def _can_play(position: Position, text: str) -> bool:
    from dames_tui.notation import parse_move

    try:
        parse_move(position, text)
    except DraughtsError:
        return False
    return True


def _tag(pdn_game: PdnGame, name: str) -> str | None:
    for key, value in pdn_game.tags.items():
        if key.lower() == name.lower() and value.strip() not in ("", "?"):
            return value.strip()
    return None


def _rules_of_gametype(value: str) -> Rules:
    from dames_tui.notation.text import excerpt, read_int

    head = value.split(",", 1)[0].strip()
    number = read_int(head) if head.isascii() and head.isdigit() else None
    found: Rules | None = None
    if number is not None:
        try:
            found = rules_for_gametype(number)
        except UnknownVariantError:
            found = None
    if found is None:
        shown = excerpt(value)
        raise PdnError(
            f"unknown GameType {shown!r}", code="pdn.unknown_gametype", params={"value": shown}
        )
    return found


_NUMBER_RE = re.compile(r"(?<![A-Za-z\d])\d+")
_NAME_RE = re.compile(r"(?<![A-Za-z\d])([a-lA-L])(\d+)")


def _candidates(pdn_game: PdnGame) -> tuple[list[Rules], int | None]:
    """The variants whose board has every square of the game, smallest first
    (see the module docstring for the order), and the largest square number
    if it rules a variant out."""
    from dames_tui.notation.squares import capture_separator, uses_algebraic
    from dames_tui.notation.text import read_int

    texts = list(pdn_game.moves)
    fen = _tag(pdn_game, "FEN")
    if fen is not None:
        # the squares of the piece lists, without the colour letters and the K
        for part in fen.split(":")[1:]:
            texts.extend(re.sub(r"^\s*[Kk](?=\s*[a-lA-L]?\d)", "", e) for e in part[1:].split(","))
    numbers = [read_int(n) for text in texts for n in _NUMBER_RE.findall(text)]
    names = [(file, read_int(rank)) for text in texts for file, rank in _NAME_RE.findall(text)]
    if None in numbers or any(rank is None for _, rank in names):
        return [], None
    largest = max((n for n in numbers if n is not None), default=0)
    size = max((max(ord(f.lower()) - ord("a") + 1, r or 0) for f, r in names), default=0)
    algebraic = any(_NAME_RE.match(move) for move in pdn_game.moves)
    colon = any(":" in move for move in pdn_game.moves)

    def order(rules: Rules) -> tuple[int, bool, bool]:
        notation_differs = uses_algebraic(rules) is not algebraic
        return rules.squares, notation_differs, (capture_separator(rules) == ":") is not colon

    fitting = sorted(
        (r for r in variants() if r.squares >= largest and r.board_size >= size), key=order
    )
    ruled_out = any(r.squares < largest for r in variants())
    return fitting, largest if ruled_out else None


def _replay(
    pdn_game: PdnGame,
    rules: Rules,
    apply_result: bool,
    side: Color | None,
    *,
    declared: str | None = None,
    progress: list[int] | None = None,
) -> PdnReplay:
    """Replay on ``rules``; ``declared`` is the GameType that chose them, if
    one did (the FEN tag must then be a position of theirs). ``progress[0]``
    is kept to the number of moves played (-1 until the FEN tag is read)."""
    from dames_tui.notation import parse_move, read_fen
    from dames_tui.notation.text import excerpt

    from .game import Game

    fen = _tag(pdn_game, "FEN")
    start = None
    side_known = True
    if fen is not None:
        try:
            reading = read_fen(fen, rules)
        except DraughtsError as error:
            if declared is None:
                raise PdnError(
                    f"FEN tag: {error}", code="pdn.fen_tag", params={"error": error}
                ) from error
            shown, gametype = excerpt(fen), excerpt(declared)
            raise PdnError(
                f"FEN tag {shown!r} is no position of {rules.title('en')}"
                f" (GameType {gametype}): {error}",
                code="pdn.fen_not_of_variant",
                params={"fen": shown, "rules": rules, "gametype": gametype, "error": error},
            ) from error
        chosen = reading.position.turn if reading.side_known else side
        if chosen is None:
            chosen = infer_side(reading, pdn_game.moves)
            side_known = chosen is not None
        start = reading.for_side(chosen if chosen is not None else rules.first_to_move)
    tags = {k: v for k, v in pdn_game.tags.items() if k not in _COMPUTED_TAGS}
    game = Game(rules, start, tags=tags)
    game.comments = dict(pdn_game.comments)
    for ply, text in enumerate(pdn_game.moves):
        if progress is not None:
            progress[0] = ply
        try:
            move = parse_move(game.position, text)
            game._push(move)  # plays on past an unclaimed rule-based ending
        except IllegalMoveError as error:
            raise _move_fault(game.move_number(ply), game.turn, text, error) from error
    recorded = pdn_game.result or pdn_game.tags.get("Result")
    if apply_result and recorded and not game.is_over:
        finished, winner = result_winner(recorded, rules)
        termination = pdn_game.tags.get("Termination", "").strip().lower()
        if finished and winner is None:
            game.agree_draw()
        elif finished and winner is not None and termination in TIME_FORFEITS:
            game.lose_on_time(winner.opponent)
        elif finished and winner is not None:
            game.resign(winner.opponent)
    return PdnReplay(game, side_known)


def _move_fault(number: int, side: Color, text: str, error: IllegalMoveError) -> PdnError:
    """The error of a move text that names no legal move (or several)."""
    where = f"move {number} ({side.name.capitalize()}): {text}"
    params = {"number": number, "side": side, "text": text, "error": error}
    if isinstance(error, AmbiguousMoveError):
        return PdnError(
            f"{where} is ambiguous here ({error})", code="pdn.move_ambiguous", params=params
        )
    return PdnError(f"{where} is not legal here ({error})", code="pdn.move_illegal", params=params)


# ------------------------------------------------------------ trees of variations


@dataclass(frozen=True)
class TreeReplay:
    """A game with its variations read from PDN: ``tree`` (cursor at the
    start), ``side_known`` as in :class:`PdnReplay`, and ``warnings``: one
    :class:`PdnError` (code ``pdn.variation_dropped``, the reason as its
    ``error`` parameter) per variation left out."""

    tree: GameTree
    side_known: bool = True
    warnings: tuple[PdnError, ...] = field(default=())


def tree_from_pdn(
    pdn_game: PdnGame, *, rules: Rules | None = None, side: Color | None = None
) -> TreeReplay:
    """The game tree of ``pdn_game``: its main line replayed as
    :func:`replay_pdn` does (same rules, same errors: a main line that
    breaks the rules is a :class:`PdnError`), then its variations, nested,
    with their comments; a recorded result that the rules do not give at
    the end of the main line is kept as the tree's
    :attr:`~dames_tui.game.GameTree.result`.

    >>> from dames_tui.notation import read_pdn
    >>> [pdn_game] = read_pdn("1. 11-15 (1. 9-14 22-18) (1. 9-99) 23-19 *")
    >>> replay = tree_from_pdn(pdn_game)
    >>> [[n.text for n in v.onward()] for v in replay.tree.root.variations]
    [['9-14', '22-18']]
    >>> print(replay.warnings[0])
    variation dropped: move 1 (Black): 9-99 is not legal here (square 99 is not on the board (1-32))
    """
    from dames_tui.notation.pdn import RESULTS

    from .tree import GameTree

    replay = replay_pdn(pdn_game, rules=rules, side=side)
    tree = GameTree.from_game(replay.game)
    recorded = (pdn_game.result or pdn_game.tags.get("Result") or "").strip()
    tree.keep_result(recorded if recorded in RESULTS else None)
    warnings = [_dropped(fault) for fault in pdn_game.dropped]
    main = tree.main_line()
    for ply, alternatives in sorted(pdn_game.variations.items()):
        if 0 <= ply < len(main):
            for variation in alternatives:
                _graft(tree, main[ply], variation, warnings, 1)
    tree.go_first()
    return TreeReplay(tree, replay.side_known, tuple(warnings))


def tree_to_pdn(tree: GameTree, tags: Mapping[str, str] | None = None) -> str:
    """PDN text of ``tree``, its variations in parentheses (see
    :func:`game_to_pdn` for the tags). The Result is the tree's recorded
    :attr:`~dames_tui.game.GameTree.result`, else that of the end of the
    main line."""
    from dames_tui.notation import write_pdn

    return write_pdn([tree_to_pdn_game(tree, tags)])


def tree_to_pdn_game(tree: GameTree, tags: Mapping[str, str] | None = None) -> PdnGame:
    """The :class:`~dames_tui.notation.PdnGame` that :func:`tree_to_pdn` writes."""
    from dames_tui.notation import PdnGame

    main = tree.main_line()
    result = tree.result
    if result is None:
        result = result_text(tree.rules, tree.to_game(main[-1] if main else tree.root).outcome)
    out = _tags_to_write(tree.rules, tree.start, {**tree.tags, **(tags or {})}, result)
    moves, comments, variations = _pdn_line(tree.root.next, main_line=True)
    if tree.root.comment:
        comments[-1] = tree.root.comment
    return PdnGame(out, moves, comments, result, variations=variations)


def _pdn_line(
    first: Node | None, *, main_line: bool
) -> tuple[list[str], dict[int, str], dict[int, list[PdnVariation]]]:
    """The moves, comments and variations of the line that starts with
    ``first`` and follows main continuations. The variations of its first
    move belong to the line around it, unless it is the main line."""
    from dames_tui.notation import PdnVariation

    moves: list[str] = []
    comments: dict[int, str] = {}
    variations: dict[int, list[PdnVariation]] = {}
    node = first
    while node is not None:
        ply = len(moves)
        moves.append(node.text)
        if node.comment:
            comments[ply] = node.comment
        assert node.parent is not None
        if (ply or main_line) and len(node.parent.children) > 1:
            variations[ply] = []
            for start in node.parent.children[1:]:
                inner_moves, inner_comments, inner_variations = _pdn_line(start, main_line=False)
                if start.starting_comment:
                    inner_comments[-1] = start.starting_comment
                variations[ply].append(PdnVariation(inner_moves, inner_comments, inner_variations))
        node = node.next
    return moves, comments, variations


def _dropped(reason: PdnError) -> PdnError:
    return PdnError(
        f"variation dropped: {reason}", code="pdn.variation_dropped", params={"error": reason}
    )


def _graft(
    tree: GameTree, replaced: Node, variation: PdnVariation, warnings: list[PdnError], depth: int
) -> None:
    """Add ``variation``, played instead of ``replaced``, and the variations
    nested in it; when one of its moves breaks the rules, leave out the
    nodes it added (and what it holds) with a warning."""
    from dames_tui.notation import parse_move
    from dames_tui.notation.pdn import MAX_VARIATION_DEPTH

    if depth > MAX_VARIATION_DEPTH:
        reason = PdnError(
            f"variations nested more than {MAX_VARIATION_DEPTH} deep",
            code="pdn.variations_too_deep",
            params={"depth": MAX_VARIATION_DEPTH},
        )
        warnings.append(_dropped(reason))
        return
    parent = replaced.parent
    assert parent is not None
    tree.go_to(parent)
    line: list[Node] = []
    added: Node | None = None  # the first node the variation adds: the rest is below it
    for text in variation.moves:
        here = tree.cursor
        number, turn = tree._game.move_number(here.ply), here.position.turn
        try:
            move = parse_move(here.position, text)
            if not here.children and here.is_main_line:
                raise PdnError(
                    f"move {number} ({turn.name.capitalize()}): {text} would go on past"
                    " the end of the main line",
                    code="pdn.variation_past_main_line",
                    params={"number": number, "side": turn, "text": text},
                )
            count = len(here.children)
            node = tree.play(move)
        except PdnError as error:
            reason = error
        except IllegalMoveError as error:
            reason = _move_fault(number, turn, text, error)
        else:
            if added is None and len(here.children) > count:
                added = node
            line.append(node)
            continue
        if added is not None:
            tree._remove(added)
        warnings.append(_dropped(reason))
        return
    for ply, text in variation.comments.items():
        if ply == -1:
            line[0].starting_comment = _joined(line[0].starting_comment, text)
        elif 0 <= ply < len(line):
            line[ply].comment = _joined(line[ply].comment, text)
    for ply, alternatives in sorted(variation.variations.items()):
        if 0 <= ply < len(line):
            for inner in alternatives:
                _graft(tree, line[ply], inner, warnings, depth + 1)


def _joined(old: str | None, new: str) -> str:
    """A comment added to a node's own (kept once when the same)."""
    return new if not old or old == new else f"{old} {new}"
