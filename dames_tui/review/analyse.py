"""Analyse a whole game: search every position, compare each move with the engine's.

:func:`analyse_game` walks the game from its start, searches each position
before a move with the same budget (a depth or a time per position), and
gives a :class:`~dames_tui.review.model.GameReview`. One
:class:`~dames_tui.engine.Engine` serves the whole game, so its
transposition table carries from one position to the next. The search is
given what the game knows and a position does not: the positions since the
last irreversible move (repetitions, the move-limit count) and Frisian's
same-king runs, exactly as the levels and the Hub pass them.

How the moves are scored, and why. The search of the position before the
move gives the engine's move ``best``, its line and its depth *d* (the
deepest completed iteration). When the move played is ``best``, or the only
legal move, its score is that search's score and nothing is marked.
Otherwise both moves are scored by the same procedure: the position after
``best`` and the position after the move played are each searched to the
fixed depth *d - 1* (one ply less, since the move itself is the first ply)
and the scores negated. The two numbers compared then come from trees of the
same depth built the same way, so a difference between them is a difference
between the moves. Comparing the root search's own score for ``best`` with
a re-search of the move played does not: the root searches with other
windows, another extension limit and another state of the table, and its
score differs from a re-search of the same move by a few centi-men, which is
enough to mark a move the engine rates as equal (we saw it on a game of
equal moves). Searching the next position with the same budget as the
others (one search per position, as some sites do) would be worse: a
depth-*d* score against a depth-*d + 1* one, and draughts' scores swing with
the parity of the depth. Full-window root scores of every move
(:meth:`~dames_tui.engine.Engine.score_moves`) would be the same tree for
both, but cost three to five times as much and cannot be stopped. The two
re-searches cost little: one ply less, and the table holds most of their
trees. A move that ends the game by the rules (a repetition, a move limit,
an endgame rule, no move left to the opponent) is scored by that ending.
``score_before`` is therefore the re-searched score of ``best`` when the
move played differs, and may even be below the move played's (no mark then).

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
from dames_tui.engine.score import WIN, WIN_BOUND
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
) -> GameReview:
    """The review of every move of ``game`` (see the module docstring).

    ``on_progress(done, total)`` is called before the first search and after
    each move reviewed; ``on_ply`` with each move's review as it is made.
    When ``stop_event`` is set, the move being reviewed is dropped and the
    review returned holds the ones before it (``complete`` False).
    ``game`` itself is not changed.
    """
    limits = limits_of(budget)
    engine = engine if engine is not None else Engine()
    moves = game.moves
    total = len(moves)
    walker = Game(game.rules, game.start)
    plies: list[PlyReview] = []
    if on_progress is not None:
        on_progress(0, total)
    for index, move in enumerate(moves):
        if walker.is_over:  # played on past an unclaimed ending
            walker = Game(game.rules, walker.position)
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
    forced = len(walker.legal_moves()) == 1
    result = engine.search(
        position, walker.repetition_history(), limits, stop_event, king_runs=walker.king_runs
    )
    if _stopped(stop_event):
        return None
    best = result.move if result.move is not None else move
    line = result.pv if result.pv else (best,)
    if forced or best == move:
        walker.play(move)
        before = after = result.score
    else:
        depth = max(1, result.depth - 1)
        best_score = _score_after(walker, best, mover, depth, limits, engine, stop_event)
        walker.undo()
        after_score = _score_after(walker, move, mover, depth, limits, engine, stop_event)
        if best_score is None or after_score is None:
            return None
        before, after = best_score, after_score
    played = walker.moves[-1]  # the game's own path for a capture
    engine_move = forced or best == played
    return PlyReview(
        ply=index,
        move=played,
        mover=mover,
        best=best,
        line=line,
        score_before=before,
        score_after=after,
        drop=0.0 if engine_move else chance_drop(before, after),
        mark=mark_for(before, after, engine_move=best == played, forced=forced),
        forced=forced,
        depth=result.depth,
    )


def _score_after(
    walker: Game,
    move: Move,
    mover: Color,
    depth: int,
    limits: Limits,
    engine: Engine,
    stop_event: threading.Event | None,
) -> int | None:
    """Play ``move`` on the walker and score it for ``mover``: the ending it
    makes, or a search of the position after it to ``depth``; None when stopped."""
    walker.play(move)
    if walker.outcome is not None:
        return _ending_score(walker.outcome, mover)
    child = engine.search(
        walker.position,
        walker.repetition_history(),
        Limits(depth=depth, time=limits.time, analysis=True),
        stop_event,
        king_runs=walker.king_runs,
    )
    if _stopped(stop_event):
        return None
    return _negate_one_ply(child.score)


def _stopped(stop_event: threading.Event | None) -> bool:
    return stop_event is not None and stop_event.is_set()


def _ending_score(outcome: Outcome, mover: Color) -> int:
    """The score, for the side that just moved, of a game its move ended."""
    if outcome.winner is None:
        return 0
    return WIN - 1 if outcome.winner is mover else -(WIN - 1)


def _negate_one_ply(score: int) -> int:
    """A score of the position after a move, seen from the side that made
    it: negated, and a forced win or loss one ply further away."""
    if score >= WIN_BOUND:
        return -(score - 1)
    if score <= -WIN_BOUND:
        return -(score + 1)
    return -score
