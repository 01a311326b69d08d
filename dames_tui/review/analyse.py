"""Analyse a whole game: search every position, compare each move with the engine's.

:func:`analyse_game` walks the game from its start, searches each position
before a move with the same budget (a depth or a time per position), and
gives a :class:`~dames_tui.review.model.GameReview`. The search is given
what the game knows and a position does not: the positions since the last
irreversible move (repetitions, the move-limit count) and Frisian's
same-king runs, exactly as the levels and the Hub pass them.

One :class:`~dames_tui.engine.Engine` serves the whole game, and its table
is cleared before each position: the searches of one position (the first
one, then the scores of every move) share it, but a move's verdict does not
depend on the moves before it. So a review stopped and taken up again
(``resume=``), or one move analysed again, gives what the whole review
gave (at a fixed depth). Keeping the table from one position to the next
(``share_table=True``) saves 8 to 20 % of the time (measured at depth 6 and
8 on a master game of each board), but a shallow search's scores move by
20 centi-men or more with the table's state, and so would the marks.

How the moves are scored, and why. The search of the position before the
move gives the engine's move ``best``, its line and the depth *d* of its
last completed iteration. When the move played is ``best``, or the only
legal move, its score is that search's score and nothing is marked.
Otherwise the position is scored once more at the root, every legal move by
a full-window search to depth *d* (:meth:`~dames_tui.engine.Engine.score_moves`),
and the scores of ``best`` and of the move played are taken from there: one
tree, one depth, one window, so a move the engine rates as good as its own
loses nothing and is not marked. Searching the position after each move
separately (to depth *d - 1*, negated) was tried first and rejected: on
games made only of moves that the root rates equal to the best, those
separate searches differed by 10 to 20 centi-men at depths 4 to 6 (another
extension horizon, a forced reply counted as a ply at a search's root but
not inside the tree, another state of the table), enough to mark moves as
inaccuracies. Searching the next position with the same budget as the
others (one search per position, as some sites do) is worse still: a
depth-*d* score against a depth-*d + 1* one, and draughts' scores swing with
the parity of the depth. The price is time: on the moves that differ from
the engine's, the full-window scores cost two to four times the first
search, and the stop event is looked at after them (the engine's
``score_moves`` takes none). A move that ends the game by the rules (a
repetition, a move limit, an endgame rule) is scored by that ending, which
the tree does not always see.

Walking the game, a position where the game had already ended by a rule
nobody claimed (players who played on, in a PDN file) is searched as a
fresh start: its repetition history and same-king runs are forgotten.

Use, from a worker thread (Textual's ``cancelled_event`` fits as
``stop_event``)::

    review = analyse_game(game, Budget(time=1.0), stop_event=stop,
                          on_progress=lambda done, total: ...,
                          on_ply=lambda ply_review: ...)
    if not review.complete:   # stopped: the moves reviewed so far
        ...

Nothing here prints or touches Textual; the callbacks run in the caller's
thread (the one that called :func:`analyse_game`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from dames_tui.core import Color, Move
from dames_tui.engine import Engine, Limits
from dames_tui.engine.score import WIN
from dames_tui.game import Game, Outcome

from .marks import chance_drop, mark_for
from .model import Budget, GameReview, PlyReview

__all__ = ["PlyCallback", "ProgressCallback", "analyse_game", "limits_of"]

ProgressCallback = Callable[[int, int], None]  # (moves reviewed, moves in the game)
PlyCallback = Callable[[PlyReview], None]


def limits_of(budget: Budget) -> Limits:
    """The search limits of a budget (a search even when only one move is
    legal, so that forced moves get a score too). Raises ValueError for a
    budget without a depth or a time, which would search for ever under a
    stop event."""
    if budget.depth is None and budget.time is None:
        raise ValueError("a review needs a depth or a time per position")
    return Limits(depth=budget.depth, time=budget.time, analysis=True)


def analyse_game(
    game: Game,
    budget: Budget,
    *,
    engine: Engine | None = None,
    stop_event: threading.Event | None = None,
    on_progress: ProgressCallback | None = None,
    on_ply: PlyCallback | None = None,
    share_table: bool = False,
    resume: GameReview | None = None,
) -> GameReview:
    """The review of every move of ``game`` (see the module docstring).

    ``on_progress(done, total)`` is called before the first search and after
    each move reviewed; ``on_ply`` with each move's review as it is made.
    When ``stop_event`` is set, the move being reviewed is dropped and the
    review returned holds the ones before it (``complete`` False).
    ``resume``: a review of the first moves of this game (one stopped, or
    read back incomplete from a file); its moves are kept, not searched
    again, and the review goes on from there. ``game`` itself is not
    changed. ``engine`` (a new one by default) is
    cleared before each position unless ``share_table`` (see the module
    docstring).
    """
    limits = limits_of(budget)
    engine = engine if engine is not None else Engine()
    moves = game.moves
    total = len(moves)
    walker = Game(game.rules, game.start)
    plies = list(_kept(resume, moves))
    if on_progress is not None:
        on_progress(len(plies), total)
    for index, move in enumerate(moves):
        if walker.is_over:  # played on past an unclaimed ending
            walker = Game(game.rules, walker.position)
        if index < len(plies):
            walker.play(move)
            continue
        if not share_table:
            engine.clear()
        reviewed = _review_ply(walker, index, move, limits, engine, stop_event)
        if reviewed is None:
            return GameReview(game.rules, tuple(plies), complete=False, budget=budget)
        plies.append(reviewed)
        if on_ply is not None:
            on_ply(reviewed)
        if on_progress is not None:
            on_progress(index + 1, total)
    return GameReview(game.rules, tuple(plies), complete=True, budget=budget)


def _review_ply(
    walker: Game,
    index: int,
    move: Move,
    limits: Limits,
    engine: Engine,
    stop_event: threading.Event | None,
) -> PlyReview | None:
    """Review ``move`` in the walker's position, then play it on the walker;
    None when stopped."""
    position = walker.position
    mover = walker.turn
    history = walker.repetition_history()
    runs = walker.king_runs
    forced = len(walker.legal_moves()) == 1
    result = engine.search(position, history, limits, stop_event, king_runs=runs)
    if _stopped(stop_event):
        return None
    best = result.move if result.move is not None else move
    line = result.pv if result.pv else (best,)
    before = after = result.score
    if not forced and best != move:
        # every root move's full-window score at the depth the search completed
        scores = dict(engine.score_moves(position, history, max(1, result.depth), king_runs=runs))
        if _stopped(stop_event):
            return None
        before = scores.get(best, result.score)
        after = scores.get(move, before)
    walker.play(move)
    played = walker.moves[-1]  # the game's own path for a capture
    if played != best and walker.outcome is not None:
        after = _ending_score(walker.outcome, mover)  # an ending the tree may not see
    return PlyReview(
        ply=index,
        move=played,
        mover=mover,
        best=best,
        line=line,
        score_before=before,
        score_after=after,
        drop=0.0 if forced or best == played else chance_drop(before, after),
        mark=mark_for(before, after, engine_move=best == played, forced=forced),
        forced=forced,
        depth=result.depth,
    )


def _kept(resume: GameReview | None, moves: tuple[Move, ...]) -> list[PlyReview]:
    """The moves of ``resume`` that are the game's first moves, in order."""
    kept: list[PlyReview] = []
    for index, ply in enumerate(resume.plies if resume is not None else ()):
        if index >= len(moves) or ply.ply != index or ply.move != moves[index]:
            break
        kept.append(ply)
    return kept


def _stopped(stop_event: threading.Event | None) -> bool:
    return stop_event is not None and stop_event.is_set()


def _ending_score(outcome: Outcome, mover: Color) -> int:
    """The score, for the side that just moved, of a game its move ended."""
    if outcome.winner is None:
        return 0
    return WIN - 1 if outcome.winner is mover else -(WIN - 1)
