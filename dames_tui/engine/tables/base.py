"""What every part of the endgame tables shares: the stored byte, the results
and the error.

One byte holds a position's value for the side to move: 0 no position (an
index whose pieces overlap), 1 a draw, ``2 + distance`` a win or a loss. The
distance is the number of plies to the end of the game when the winner plays
the fastest win and the loser the longest defence; a side that cannot move
has lost (distance 0), so a distance is odd for a win and even for a loss.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TypeAlias

from ...core.errors import DraughtsError

FORMAT_VERSION = 1
MAX_DISTANCE = 253  # 2 + distance fits in a byte
DRAW_BYTE = 1
SliceKey: TypeAlias = tuple[int, int, int, int]  # own men, own kings, other men, other kings
Raw: TypeAlias = tuple[int, int, int]  # own, other, kings (own to move, seen as White)
Progress: TypeAlias = Callable[[int, int, int], None]  # (pieces, groups done, groups)


class TableResult(enum.Enum):
    """The value of a position for the side to move."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


class TableError(DraughtsError):
    """A table file that is damaged, foreign or of another format, or a
    variant the solver does not take."""


def decode_byte(value: int) -> tuple[TableResult, int] | None:
    """``(result, distance)`` of a stored byte, None for 0 (no position)."""
    if value == 0:
        return None
    if value == DRAW_BYTE:
        return TableResult.DRAW, 0
    distance = value - 2
    return (TableResult.WIN if distance & 1 else TableResult.LOSS), distance
