"""Bitboards with ghost bits: every diagonal step is one constant shift.

The dark squares are numbered 1..N²/2 row by row from the top-left (square 1
is on the top row, which starts with a light square). Two rows hold N squares;
after each pair of rows one padding ("ghost") bit is left unused, so with
``H = N // 2``:

- a step down-left is ``<< H`` and down-right is ``<< (H + 1)``;
- a step up-left is ``>> (H + 1)`` and up-right is ``>> H``;

and a step off the board lands on a ghost bit or outside the board mask.
White moves up (towards square 1), Black moves down.

>>> g = geometry(10)
>>> g.square_of_bit(g.bit_of_square(46))
46
>>> g.bit_of_square(6) == g.bit_of_square(1) << 5
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import TypeAlias

Bitboard: TypeAlias = int

# Directions, in the order used by every table below.
UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT = range(4)
DIRECTIONS = (UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT)
UP_DIRECTIONS = (UP_LEFT, UP_RIGHT)
DOWN_DIRECTIONS = (DOWN_LEFT, DOWN_RIGHT)


def iter_bits(bb: Bitboard) -> list[Bitboard]:
    """The single-bit boards of ``bb``, lowest first."""
    out = []
    while bb:
        low = bb & -bb
        out.append(low)
        bb ^= low
    return out


@dataclass(frozen=True, slots=True)
class Geometry:
    """Masks and per-square tables of an N×N board."""

    size: int
    squares: int
    shift_left: int  # H: the down-left / up-right shift
    shift_right: int  # H + 1: the down-right / up-left shift
    board: Bitboard  # every playable square
    rows: tuple[Bitboard, ...]  # rows[r]: the squares of row r, 0 = top
    square_bits: tuple[Bitboard, ...]  # square_bits[s] for s in 1..squares (index 0 unused)
    bit_squares: dict[int, int]  # bit index -> square number
    # neighbour[d][i]: the bit one step from bit index i in direction d, or 0
    neighbour: tuple[tuple[Bitboard, ...], ...]
    # ray[d][i]: the bits from bit index i in direction d up to the edge, nearest first
    ray: tuple[tuple[tuple[Bitboard, ...], ...], ...]
    # ray_mask[d][i]: the union of ray[d][i]
    ray_mask: tuple[tuple[Bitboard, ...], ...]

    def bit_of_square(self, square: int) -> Bitboard:
        return self.square_bits[square]

    def square_of_bit(self, bit: Bitboard) -> int:
        return self.bit_squares[bit.bit_length() - 1]

    def squares_of(self, bb: Bitboard) -> list[int]:
        """The square numbers set in ``bb``, in increasing order."""
        return [self.bit_squares[b.bit_length() - 1] for b in iter_bits(bb)]

    def mask_of(self, squares: Iterable[int]) -> Bitboard:
        mask = 0
        for square in squares:
            mask |= self.square_bits[square]
        return mask

    def row_col(self, square: int) -> tuple[int, int]:
        """Row (0 = top) and column (0 = left) of a square number."""
        half = self.size // 2
        row, k = divmod(square - 1, half)
        col = 2 * k + (1 if row % 2 == 0 else 0)
        return row, col

    def square_at(self, row: int, col: int) -> int | None:
        """The square number at ``row``, ``col``, or None for a light square."""
        if not (0 <= row < self.size and 0 <= col < self.size):
            return None
        if (row + col) % 2 == 0:
            return None
        return row * (self.size // 2) + col // 2 + 1


@cache
def geometry(size: int) -> Geometry:
    """The geometry of a ``size``×``size`` board (size even, at least 4)."""
    if size < 4 or size % 2:
        raise ValueError(f"board size must be even and at least 4, not {size}")
    half = size // 2
    squares = size * half
    square_bits = [0] * (squares + 1)
    bit_squares: dict[int, int] = {}
    index_of_rc: dict[tuple[int, int], int] = {}
    for s in range(1, squares + 1):
        index = (s - 1) + (s - 1) // size
        square_bits[s] = 1 << index
        bit_squares[index] = s
        row, k = divmod(s - 1, half)
        col = 2 * k + (1 if row % 2 == 0 else 0)
        index_of_rc[(row, col)] = index
    board = 0
    for bit in square_bits[1:]:
        board |= bit
    rows = tuple(sum(square_bits[r * half + k + 1] for k in range(half)) for r in range(size))

    steps = {UP_LEFT: (-1, -1), UP_RIGHT: (-1, 1), DOWN_LEFT: (1, -1), DOWN_RIGHT: (1, 1)}
    top = max(index_of_rc.values()) + 1
    neighbour: list[list[int]] = [[0] * top for _ in DIRECTIONS]
    ray: list[list[tuple[int, ...]]] = [[()] * top for _ in DIRECTIONS]
    ray_mask: list[list[int]] = [[0] * top for _ in DIRECTIONS]
    for (row, col), index in index_of_rc.items():
        for d, (dr, dc) in steps.items():
            bits = []
            r, c = row + dr, col + dc
            while (r, c) in index_of_rc:
                bits.append(1 << index_of_rc[(r, c)])
                r, c = r + dr, c + dc
            ray[d][index] = tuple(bits)
            ray_mask[d][index] = sum(bits)
            neighbour[d][index] = bits[0] if bits else 0
    return Geometry(
        size=size,
        squares=squares,
        shift_left=half,
        shift_right=half + 1,
        board=board,
        rows=rows,
        square_bits=tuple(square_bits),
        bit_squares=bit_squares,
        neighbour=tuple(tuple(n) for n in neighbour),
        ray=tuple(tuple(r) for r in ray),
        ray_mask=tuple(tuple(m) for m in ray_mask),
    )
