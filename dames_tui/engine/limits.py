"""Search limits and the share of a game clock given to one move.

A limit is refused (:class:`ValueError`) when it is not a finite number, is
negative or is past all reason: more than :data:`MAX_SECONDS` of time, more
than :data:`MAX_NODES` nodes, more than :data:`MAX_MOVES_TO_GO` moves to the
next time control. The commands check the same bounds and say so in their
own words (the deepest iteration is the search's ``MAX_DEPTH``).

>>> Limits(time=float("inf"))
Traceback (most recent call last):
...
ValueError: time must be a finite number of seconds, not inf

Clock management (:func:`time_budget`, :func:`extended_soft`): the remaining
time less :data:`CLOCK_RESERVE` is shared among the moves to the next time
control (``moves_to_go``) or :data:`CLOCK_MOVES` moves, plus most of the
increment. Iterative deepening stops past the soft limit, which grows when the
position is critical (the best move changed, the score fell); the hard limit
interrupts the search and never reaches into the reserve. A forced move is
answered at once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SOFT_TIME_FRACTION = 0.6  # of a clock share: no new iteration past it (time saved for later)
CLOCK_MOVES = 30  # moves the remaining clock time is shared among
INCREMENT_SHARE = 0.8  # of the increment, spent on the move it is given for
HARD_SHARES = 2.5  # the hard limit, in clock shares ...
HARD_FRACTION = 0.4  # ... and at most this part of the usable time
# Seconds never planned: the search sees its deadline only every 2048 nodes,
# the move is made and shown, and the machine may be loaded.
CLOCK_RESERVE = 0.1
MIN_SOFT, MIN_HARD = 0.001, 0.002  # out of time: a depth-one answer, at once
MOVE_CHANGE_FACTOR = 1.7  # soft limit when the last iteration changed the best move
SCORE_DROP_MARGIN = 30  # centi-men lost from one iteration to the next that make it critical
SCORE_DROP_FACTOR = 1.5  # soft limit after such a drop (both: the product)
MAX_SECONDS = 86_400.0  # a day: any time limit or clock beyond it is a mistake
MAX_NODES = 10**12  # weeks of search at our speed
MAX_MOVES_TO_GO = 1000  # moves to the next time control: more is no time control


@dataclass(frozen=True, slots=True)
class Limits:
    """When to stop. Several limits may be given; the first one reached stops.

    ``clock`` is the remaining game time of the side to move, ``increment``
    its Fischer increment and ``moves_to_go`` the moves it has to play before
    its next time control adds time (None: the rest of the game); the searcher
    gives itself a share of the clock. With no limit at all, the search runs
    until ``stop_event`` (or one second if there is none). ``analysis``
    searches even when only one move is legal.
    """

    depth: int | None = None
    nodes: int | None = None
    time: float | None = None
    clock: float | None = None
    increment: float = 0.0
    analysis: bool = False
    moves_to_go: int | None = None

    def __post_init__(self) -> None:
        for name in ("time", "clock", "increment"):
            value = getattr(self, name)
            if value is None:
                continue
            if not math.isfinite(value):
                raise ValueError(f"{name} must be a finite number of seconds, not {value}")
            if not 0 <= value <= MAX_SECONDS:
                raise ValueError(f"{name} must be between 0 and {MAX_SECONDS:g} seconds")
        if self.depth is not None and self.depth < 1:
            raise ValueError(f"depth must be at least 1, not {self.depth}")
        if self.nodes is not None and not 1 <= self.nodes <= MAX_NODES:
            raise ValueError(f"nodes must be between 1 and {MAX_NODES}, not {self.nodes}")
        if self.moves_to_go is not None and not 1 <= self.moves_to_go <= MAX_MOVES_TO_GO:
            raise ValueError(
                f"moves_to_go must be between 1 and {MAX_MOVES_TO_GO}, not {self.moves_to_go}"
            )


def time_budget(
    limits: Limits, *, legal_moves: int | None = None
) -> tuple[float | None, float | None]:
    """(soft, hard) seconds for one move: the soft one ends iterative deepening,
    the hard one interrupts the search. (None, None) when no time limits it.

    ``legal_moves`` is the number of moves to choose from: with one, the
    answer is at once, (0, 0), unless ``limits.analysis``.

    >>> time_budget(Limits(time=2.0))
    (2.0, 2.0)
    >>> time_budget(Limits(clock=60.0), legal_moves=1)
    (0.0, 0.0)
    >>> soft, hard = time_budget(Limits(clock=60.0, increment=1.0))
    >>> round(soft, 3), round(hard, 3)
    (1.678, 6.992)
    >>> time_budget(Limits(clock=0.05, increment=0.1))  # inside the reserve
    (0.001, 0.002)
    """
    if legal_moves == 1 and not limits.analysis:
        return 0.0, 0.0
    budgets = []
    if limits.time is not None:
        # A fixed time per move: time not used is lost, so iterate until the
        # end; an unfinished iteration still gives its confirmed improvement.
        budgets.append((limits.time, limits.time))
    if limits.clock is not None:
        budgets.append(_clock_budget(limits.clock, limits.increment, limits.moves_to_go))
    if not budgets:
        return None, None
    return min(b[0] for b in budgets), min(b[1] for b in budgets)


def _clock_budget(clock: float, increment: float, moves_to_go: int | None) -> tuple[float, float]:
    usable = clock - CLOCK_RESERVE
    if usable <= MIN_HARD:
        return MIN_SOFT, MIN_HARD
    # With the next control a few moves away, its time is shared among them
    # (one more kept in hand: the last move of the period is not the last of
    # the game); further away, or with none, the usual horizon.
    horizon = CLOCK_MOVES if moves_to_go is None else min(moves_to_go + 1, CLOCK_MOVES)
    share = min(usable / horizon + INCREMENT_SHARE * increment, usable)
    hard = min(HARD_SHARES * share, HARD_FRACTION * usable)
    soft = min(share, hard) * SOFT_TIME_FRACTION
    return max(MIN_SOFT, soft), max(MIN_HARD, hard)


def extended_soft(soft: float, hard: float, *, move_changed: bool, score_drop: int) -> float:
    """The soft limit after an iteration, from the planned ``soft``: longer
    when the iteration changed the best move or lost ``score_drop`` centi-men
    (at least :data:`SCORE_DROP_MARGIN`) against the one before; never past
    ``hard``.

    >>> extended_soft(1.0, 3.0, move_changed=True, score_drop=0)
    1.7
    >>> extended_soft(1.0, 3.0, move_changed=False, score_drop=10)
    1.0
    >>> extended_soft(2.0, 3.0, move_changed=True, score_drop=50)
    3.0
    """
    factor = 1.0
    if move_changed:
        factor *= MOVE_CHANGE_FACTOR
    if score_drop >= SCORE_DROP_MARGIN:
        factor *= SCORE_DROP_FACTOR
    return min(soft * factor, max(soft, hard))
