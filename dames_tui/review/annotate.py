"""A reviewed game as PDN, and the review read back from it.

:func:`annotated_pdn` writes the game as strict PDN 3.0 that other draughts
programs read: each marked move carries its move-strength sign (``?!``,
``?``, ``??``) and every reviewed move a comment with its score::

    1. 32-28 {+0.05} 1... 18-23 {+0.10} 2. 37-32?? {-2.10 ; 33-29 meilleur +0.05 (33-29 23x34 39x30)}

- the first number is the score after the move played;
- when the engine prefers another move: ``; MOVE WORD SCORE (LINE)``, the
  engine's move, the translator's word for "better" (``review.better``:
  ``meilleur``, ``better``), its score and the engine's line from the
  position before the move (it starts with that move).

Scores are from the point of view of the side PDN calls White (as the
result and the PDN sites are), in men with two decimals, ``#N`` for a win
of White in N moves and ``#-N`` for one of Black's. A comment the game had
at that move is kept after ours. The ``Annotator`` tag says the comments are
ours and the budget: ``dames review, depth 8`` or ``dames review, 1 s``.

:func:`review_from_pdn` reads the review back from a game replayed from such
a file (:func:`dames_tui.game.pdn.replay_pdn` keeps its tags and comments),
so that reopening a reviewed game does not redo the work. The marks, the
drops and the accuracy are computed again from the scores (the signs in the
file are not read), forced moves from the game's legal moves. What is not
stored: the engine's line after a move that was its own choice, and the
depth each search reached (``depth`` is 0). A forced win read back keeps
its number of moves, not its exact ply.

>>> from dames_tui.engine.score import WIN
>>> score_text(-120), score_text(WIN - 3), score_text(-(WIN - 4))
('-1.20', '#2', '#-2')
>>> parse_score("#-2") == -(WIN - 3)
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from dames_tui.core import Color, DraughtsError, Move, Position
from dames_tui.engine.score import WIN, format_men, is_win_score, mate_in
from dames_tui.game import Game
from dames_tui.i18n import Translator
from dames_tui.notation import format_move_short, parse_move, read_pdn, write_pdn

from .marks import chance_drop, mark_for
from .model import Budget, GameReview, PlyReview

__all__ = [
    "ANNOTATOR",
    "annotated_pdn",
    "annotator_tag",
    "line_texts",
    "parse_score",
    "review_comment",
    "review_from_pdn",
    "score_text",
    "strip_review",
]

ANNOTATOR = "dames review"
_SCORE = r"(?:[+-]\d{1,3}\.\d\d|0\.00|#-?[1-9]\d?)"  # men below 1000, wins within 99 moves
_COMMENT_RE = re.compile(rf"({_SCORE})(?: ; (\S+) (\S+) ({_SCORE}) \(([^()]*)\))?(?=\s|$)")
_ANNOTATOR_RE = re.compile(rf"{ANNOTATOR}(?:, depth (\d+)|, (\d+(?:\.\d+)?) s)?")


def score_text(score: int) -> str:
    """A score (White's view) as the comments write it: ``+0.15``, ``#3``, ``#-3``."""
    if is_win_score(score):
        moves = mate_in(score)
        return f"#{moves}"
    return format_men(score)


def parse_score(text: str) -> int:
    """The score of :func:`score_text`'s text (a forced win at the first ply
    of its last move)."""
    if text.startswith("#"):
        moves = int(text[1:])
        score = WIN - (2 * abs(moves) - 1)
        return score if moves > 0 else -score
    whole, _, part = text.lstrip("+-").partition(".")
    centi = int(whole) * 100 + int(part)
    return -centi if text.startswith("-") else centi


def annotator_tag(budget: Budget) -> str:
    """The ``Annotator`` tag's value for a review with ``budget``."""
    if budget.depth is not None:
        return f"{ANNOTATOR}, depth {budget.depth}"
    if budget.time is not None:
        return f"{ANNOTATOR}, {budget.time:g} s"
    return ANNOTATOR


def review_comment(ply: PlyReview, before: Position, better_word: str) -> str:
    """Our comment for one reviewed move (see the module docstring);
    ``before`` is the position the move was played in."""
    rules = before.rules
    after = score_text(ply.white_view(rules))
    if ply.engine_move or ply.forced:
        return after
    best = format_move_short(before, ply.best)
    line = " ".join(line_texts(before, ply.line))
    before_score = score_text(ply.white_view(rules, after=False))
    return f"{after} ; {best} {better_word} {before_score} ({line})"


def strip_review(comment: str | None) -> str:
    """``comment`` without the review comment it starts with (if it does)."""
    if not comment:
        return ""
    found = _COMMENT_RE.match(comment)
    return comment[found.end() :].strip() if found is not None else comment


def annotated_pdn(
    game: Game, review: GameReview, tr: Translator, tags: Mapping[str, str] | None = None
) -> str:
    """``game`` as PDN text with ``review``'s signs and comments (the
    ``tags`` given added to the game's, as :meth:`Game.to_pdn` takes them).
    A review made before, if the game carries one, is replaced."""
    [pdn_game] = read_pdn(game.to_pdn(tags))
    ours = _is_ours(game.tags)
    comments: dict[int, str] = {}
    for ply, text in game.comments.items():
        kept = strip_review(text) if ours and ply >= 0 else text
        if kept:
            comments[ply] = kept
    positions = game.positions
    word = tr("review.better")
    for reviewed in review.plies:
        index = reviewed.ply
        comment = review_comment(reviewed, positions[index], word)
        theirs = comments.get(index)
        comments[index] = f"{comment} {theirs}" if theirs else comment
        if reviewed.mark is not None:
            pdn_game.moves[index] += reviewed.mark.sign
    pdn_game.comments = comments
    pdn_game.tags["Annotator"] = annotator_tag(review.budget)
    return write_pdn([pdn_game])


def review_from_pdn(game: Game) -> GameReview | None:
    """The review stored in ``game``'s comments (a game replayed from a file
    :func:`annotated_pdn` wrote), or None when its ``Annotator`` tag is not
    ours. The review stops at the first move without a readable comment of
    ours (``complete`` then False)."""
    budget = _budget(game.tags)
    if budget is None:
        return None
    walker = Game(game.rules, game.start)
    plies: list[PlyReview] = []
    for index, move in enumerate(game.moves):
        if walker.is_over:  # played on past an unclaimed ending
            walker = Game(game.rules, walker.position)
        reviewed = _read_ply(walker, index, move, game.comments.get(index))
        if reviewed is None:
            break
        plies.append(reviewed)
        walker.play(move)
    complete = len(plies) == len(game.moves)
    return GameReview(game.rules, tuple(plies), complete=complete, budget=budget)


def _read_ply(walker: Game, index: int, move: Move, comment: str | None) -> PlyReview | None:
    found = _COMMENT_RE.match(comment or "")
    if found is None:
        return None
    before = walker.position
    rules = before.rules
    mover = walker.turn
    forced = len(walker.legal_moves()) == 1
    white_is_mover = rules.pdn_colour(mover) is Color.WHITE
    sign = 1 if white_is_mover else -1
    after = sign * parse_score(found.group(1))
    played = move
    if found.group(2) is None:
        return PlyReview(index, played, mover, played, (played,), after, after, 0.0, None, forced)
    try:
        best = parse_move(before, found.group(2))
        line = _parse_line(before, found.group(5).split())
    except DraughtsError:
        return None
    best_score = sign * parse_score(found.group(4))
    engine_move = best == played
    drop = 0.0 if engine_move or forced else chance_drop(best_score, after)
    mark = mark_for(best_score, after, engine_move=engine_move, forced=forced)
    return PlyReview(
        index, played, mover, best, line or (best,), best_score, after, drop, mark, forced
    )


def line_texts(position: Position, line: tuple[Move, ...]) -> list[str]:
    """The moves of ``line``, played from ``position``, as PDN texts."""
    texts = []
    for move in line:
        texts.append(format_move_short(position, move))
        position = position.play(move)
    return texts


def _parse_line(position: Position, texts: list[str]) -> tuple[Move, ...]:
    moves = []
    for text in texts:
        move = parse_move(position, text)
        moves.append(move)
        position = position.play(move)
    return tuple(moves)


def _is_ours(tags: Mapping[str, str]) -> bool:
    return _budget(tags) is not None


def _budget(tags: Mapping[str, str]) -> Budget | None:
    """The budget the ``Annotator`` tag names, or None when it is not ours."""
    found = _ANNOTATOR_RE.fullmatch(tags.get("Annotator", "").strip())
    if found is None:
        return None
    depth, seconds = found.group(1), found.group(2)
    return Budget(
        depth=int(depth) if depth is not None else None,
        time=float(seconds) if seconds is not None else None,
    )
