"""Winning chances, marks and accuracy: the arithmetic of a review, without the engine.

A search score (centi-men for the side to move, :mod:`dames_tui.engine.score`)
becomes an expected result with a logistic curve on the score in men, and
the expected result a *winning chance* on a scale from -1 (lost) through 0
(even) to +1 (won)::

    expected(score) = 1 / (1 + exp(-men / LOGISTIC_SCALE))     # 1 win, 1/2 draw, 0 loss
    chances(score)  = 2 * expected(score) - 1 = tanh(men / (2 * LOGISTIC_SCALE))

A forced win (or loss) found by the search is +1 (or -1).

The scale was fitted by maximum likelihood on the engine's own self-play
games (see :data:`LOGISTIC_SCALE`), so "a man up" means what it means when
this engine plays itself: not a fixed rule of thumb.

With :data:`LOGISTIC_SCALE` at 0.95 men, a move that gives away 0.15 of a
man from an even position is an inaccuracy, 0.29 a mistake, 0.59 a blunder.

A move is judged by the winning chances it gives away: the chances of the
engine's best move minus those of the move played, both from the mover's
point of view (:func:`chance_drop`, never below 0). Past
:data:`INACCURACY`, :data:`MISTAKE` and :data:`BLUNDER` (0.075, 0.15, 0.3 of
the -1..1 scale, lidraughts' thresholds) the move is an inaccuracy (``?!``),
a mistake (``?``) or a blunder (``??``). A move the engine would also play
and a forced move (the only legal one, such as a single capture) are never
marked (:func:`mark_for`).

Accuracy, per move and per side, follows lichess's formula on the winning
percentage (``50 + 50 * chances``)::

    move accuracy = 103.1668 * exp(-0.04354 * 50 * drop) - 3.1669     (clamped to 0..100)

so a move that loses nothing scores 100, a drop of 0.1 about 80, one of 0.3
about 50, one of 1 (an even game turned into a lost one) under 9 and one of
1.6 or more 0. A side's
accuracy is the plain mean over its moves that had a choice; forced moves
are left out, since they say nothing of the player.

>>> round(chances(0), 3), round(chances(100), 3), chances(30_000 - 5)
(0.0, 0.483, 1.0)
>>> mark_for(120, -60, engine_move=False, forced=False)
<Mark.BLUNDER: '??'>
>>> mark_for(120, -60, engine_move=False, forced=True) is None
True
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable

from dames_tui.engine.score import WIN_BOUND

__all__ = [
    "BLUNDER",
    "INACCURACY",
    "LOGISTIC_SCALE",
    "MISTAKE",
    "Mark",
    "chance_drop",
    "chances",
    "expected_result",
    "mark_for",
    "move_accuracy",
    "side_accuracy",
]

#: Men per unit of the logistic's argument: ``expected = 1 / (1 + exp(-men /
#: LOGISTIC_SCALE))``. Fitted by maximum likelihood with
#: ``nice -n 10 python benchmarks/calibrate_marks.py --save pairs.txt`` (its
#: defaults: 150 self-play games each of English and international draughts,
#: 3000 nodes a move, after an opening ballot and random early plies; about
#: 12 minutes of one core): 300 games, 27,673 positions without a capture,
#: 35 % of them from drawn games.
#: English alone gave 1.009 men (k = 0.991 per man, bootstrap 95 % interval
#: over games 0.834-1.278), international alone 0.880 (k = 1.137,
#: 0.845-1.561), both together 0.952 (k = 1.050, 0.921-1.290). The two
#: boards' intervals overlap, so one scale serves every variant: 0.95 men,
#: rounded from the pooled fit. With it a man up expects 0.74 of a point.
LOGISTIC_SCALE = 0.95

INACCURACY = 0.075
MISTAKE = 0.15
BLUNDER = 0.3


class Mark(enum.Enum):
    """How bad a move is; the value is its PDN move-strength sign."""

    INACCURACY = "?!"
    MISTAKE = "?"
    BLUNDER = "??"

    @property
    def sign(self) -> str:
        """The PDN sign written after the move (``?!``, ``?``, ``??``)."""
        return self.value

    @property
    def nag(self) -> int:
        """The numeric annotation glyph of the same meaning ($6, $2, $4)."""
        return _NAGS[self]

    @property
    def threshold(self) -> float:
        """The smallest drop in winning chances that earns the mark."""
        return _THRESHOLDS[self]


_NAGS = {Mark.INACCURACY: 6, Mark.MISTAKE: 2, Mark.BLUNDER: 4}
_THRESHOLDS = {Mark.INACCURACY: INACCURACY, Mark.MISTAKE: MISTAKE, Mark.BLUNDER: BLUNDER}


def expected_result(score: int, scale: float = LOGISTIC_SCALE) -> float:
    """The expected result (1 win, 0.5 draw, 0 loss) for the side to move.

    >>> expected_result(0)
    0.5
    """
    return (1.0 + chances(score, scale)) / 2


def chances(score: int, scale: float = LOGISTIC_SCALE) -> float:
    """Winning chances of the side to move, from -1 (lost) to +1 (won)."""
    if score >= WIN_BOUND:
        return 1.0
    if score <= -WIN_BOUND:
        return -1.0
    return math.tanh(score / 100 / (2 * scale))


def chance_drop(best: int, played: int, scale: float = LOGISTIC_SCALE) -> float:
    """The winning chances the move played gives away: those of the engine's
    best move (score ``best``) minus those of the move played (``played``),
    both from the mover's point of view; 0 when the move played is as good
    or better.

    >>> chance_drop(50, 80)
    0.0
    """
    return max(0.0, chances(best, scale) - chances(played, scale))


def mark_for(
    best: int,
    played: int,
    *,
    engine_move: bool,
    forced: bool,
    scale: float = LOGISTIC_SCALE,
) -> Mark | None:
    """The mark of a move whose best alternative scores ``best`` and which
    scores ``played`` itself (centi-men, the mover's view). ``engine_move``:
    it is the move the engine would play; ``forced``: it was the only legal
    move. Neither kind is ever marked."""
    if engine_move or forced:
        return None
    drop = chance_drop(best, played, scale)
    for mark in (Mark.BLUNDER, Mark.MISTAKE, Mark.INACCURACY):
        if drop >= mark.threshold:
            return mark
    return None


def move_accuracy(drop: float) -> float:
    """Accuracy of one move, 0 to 100, from its drop in winning chances.

    >>> round(move_accuracy(0.0), 1), round(move_accuracy(0.3), 1)
    (100.0, 50.5)
    """
    value = 103.1668 * math.exp(-0.04354 * 50 * drop) - 3.1669
    return min(100.0, max(0.0, value))


def side_accuracy(drops: Iterable[float]) -> float | None:
    """The mean accuracy of the moves with these drops (a side's moves that
    had a choice); None when there are none.

    >>> side_accuracy([]) is None
    True
    """
    values = [move_accuracy(drop) for drop in drops]
    if not values:
        return None
    return sum(values) / len(values)
