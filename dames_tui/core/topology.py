"""The board's geometry: squares, their numbers and the directions between them.

A board is a grid of ``size`` × ``size`` cells seen from White's side (row 0
at the top, column 0 on file a). Its playable squares are the dark ones:
a1 is dark on most boards, light on the mirrored 8×8 board of the Italian,
Spanish and Portuguese games (:attr:`Topology.a1_playable`). The squares are
numbered 1..size²/2 from the corner the variant's numbering starts at
(:class:`~dames_tui.core.rules.Numbering`).

Each playable square is one bit of a bitboard. The bits follow a *canonical*
layout with ghost bits: the squares in reading order of the a1-dark board
(the mirrored board is read right to left), and after each pair of rows one
padding bit left unused. So a step in any direction is one constant shift
(:class:`Direction`): with ``H = size // 2``, a diagonal step is ``<< H`` or
``<< (H + 1)`` down and ``>> H`` or ``>> (H + 1)`` up, and it lands on a ghost
bit or outside the board when it leaves the board. Orthogonal steps (two
columns along a row, two rows along a column, the next square of the same
colour) are constant shifts too, but wrap around a row's end: their
:attr:`Direction.edge` mask must be applied. The rules are left-right
symmetric, so nothing but the numbers and the drawing depends on the mirror.
White moves up (towards row 0), Black down.

On a board where every square is playable (Turkish), the squares are
numbered 1..size² and a row of bits is followed by one ghost bit: the
orthogonal steps are then to the next cell (one bit along a row, ``size + 1``
along a column), and every step off the board lands on a ghost bit or
outside it.

>>> t = topology(10)
>>> t.square_of_bit(t.bit_of_square(46))
46
>>> t.bit_of_square(6) == t.bit_of_square(1) << 5
True
>>> italian = topology(8, a1_playable=False)
>>> italian.name_of(1), italian.name_of(32), topology(8).name_of(1)
('a8', 'h1', 'b8')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import TypeAlias, assert_never

from .rules import Numbering, Rules

Bitboard: TypeAlias = int

# The diagonal directions, in the order of every table below, in the
# canonical layout's terms (on the mirrored board UP_LEFT points up-right).
UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT = range(4)
DIRECTIONS = (UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT)
UP_DIRECTIONS = (UP_LEFT, UP_RIGHT)
DOWN_DIRECTIONS = (DOWN_LEFT, DOWN_RIGHT)
# The orthogonal directions (captures of the next issue's games), after them.
UP, DOWN, LEFT, RIGHT = range(4, 8)
ORTHOGONAL_DIRECTIONS = (UP, DOWN, LEFT, RIGHT)
_ALL_SQUARES_STEPS = {
    UP_LEFT: (-1, -1),
    UP_RIGHT: (-1, 1),
    DOWN_LEFT: (1, -1),
    DOWN_RIGHT: (1, 1),
    UP: (-1, 0),
    DOWN: (1, 0),
    LEFT: (0, -1),
    RIGHT: (0, 1),
}
_STEPS = {
    UP_LEFT: (-1, -1),
    UP_RIGHT: (-1, 1),
    DOWN_LEFT: (1, -1),
    DOWN_RIGHT: (1, 1),
    UP: (-2, 0),
    DOWN: (2, 0),
    LEFT: (0, -2),
    RIGHT: (0, 2),
}


def iter_bits(bb: Bitboard) -> list[Bitboard]:
    """The single-bit boards of ``bb``, lowest first."""
    out = []
    while bb:
        low = bb & -bb
        out.append(low)
        bb ^= low
    return out


@dataclass(frozen=True, slots=True)
class Direction:
    """One step on the board: ``rows`` and ``cols`` in the canonical layout,
    the bit ``shift`` it is (positive: ``<<``, towards Black's side), and the
    ``edge`` mask of the squares a step leaves from without leaving the board.

    ``step(bb)`` is ``(bb & edge) << shift`` (or ``>> -shift``); where
    :attr:`needs_edge` is false the mask may be left out, since every step off
    the board lands on a ghost bit or past the last square.
    """

    index: int
    rows: int
    cols: int
    shift: int
    edge: Bitboard
    needs_edge: bool

    def step(self, bb: Bitboard) -> Bitboard:
        bb &= self.edge
        return bb << self.shift if self.shift > 0 else bb >> -self.shift


@dataclass(frozen=True, slots=True)
class Topology:
    """Masks and per-square tables of one board (see the module docstring)."""

    size: int
    a1_playable: bool
    numbering: Numbering
    all_squares: bool
    squares: int
    shift_left: int  # H: the down-left / up-right shift
    shift_right: int  # H + 1: the down-right / up-left shift
    board: Bitboard  # every playable square
    rows: tuple[Bitboard, ...]  # rows[r]: the squares of row r, 0 = top (White's crowning row)
    square_bits: tuple[Bitboard, ...]  # square_bits[s] for s in 1..squares (index 0 unused)
    bit_squares: dict[int, int]  # bit index -> square number
    cells: dict[int, tuple[int, int]]  # square number -> (row, col) as the player sees it
    cell_squares: dict[tuple[int, int], int]  # the reverse of cells
    directions: tuple[Direction, ...]  # indexed by UP_LEFT .. RIGHT
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
        """The square numbers set in ``bb``, in increasing order of bits."""
        return [self.bit_squares[b.bit_length() - 1] for b in iter_bits(bb)]

    def mask_of(self, squares: Iterable[int]) -> Bitboard:
        mask = 0
        for square in squares:
            mask |= self.square_bits[square]
        return mask

    def row_col(self, square: int) -> tuple[int, int]:
        """Row (0 = top, Black's side) and column (0 = file a) of a square
        number, as the player sees the board from White's side."""
        return self.cells[square]

    def square_at(self, row: int, col: int) -> int | None:
        """The square number at ``row``, ``col``, or None for a square that is
        not playable or a cell off the board."""
        return self.cell_squares.get((row, col))

    def name_of(self, square: int) -> str:
        """The square's algebraic name, file then rank from White's side (``c3``)."""
        row, col = self.cells[square]
        return f"{chr(ord('a') + col)}{self.size - row}"

    def square_named(self, name: str) -> int | None:
        """The square number of an algebraic name (``c3``), or None if there is
        no such playable square."""
        name = name.strip().lower()
        if len(name) < 2 or not "a" <= name[0] <= "z" or not name[1:].isdigit():
            return None
        if len(name) > 3:
            return None
        col = ord(name[0]) - ord("a")
        row = self.size - int(name[1:])
        return self.square_at(row, col)


def topology_for(rules: Rules) -> Topology:
    """The (cached) board of ``rules``."""
    return topology(
        rules.board_size,
        a1_playable=rules.a1_playable,
        numbering=rules.numbering,
        all_squares=rules.all_squares,
    )


@cache
def topology(
    size: int,
    *,
    a1_playable: bool = True,
    numbering: Numbering = Numbering.FROM_TOP_LEFT,
    all_squares: bool = False,
) -> Topology:
    """The board of ``size``×``size`` (size even, at least 4), with a1 playable
    or not (or every square playable), numbered from ``numbering``'s corner."""
    if size < 4 or size % 2:
        raise ValueError(f"board size must be even and at least 4, not {size}")
    half = size // 2
    squares = size * size if all_squares else size * half
    # The playable cells in reading order (top to bottom, left to right).
    dark = 1 if a1_playable else 0  # (row + col) % 2 of a playable cell
    reading = [
        (r, c) for r in range(size) for c in range(size) if all_squares or (r + c) % 2 == dark
    ]
    match numbering:
        case Numbering.FROM_TOP_LEFT:
            numbered = reading
        case Numbering.FROM_BOTTOM_RIGHT:
            numbered = reading[::-1]
        case _:
            assert_never(numbering)
    cells = {n: cell for n, cell in enumerate(numbered, 1)}

    def canonical(cell: tuple[int, int]) -> tuple[int, int]:
        row, col = cell
        return (row, col) if a1_playable or all_squares else (row, size - 1 - col)

    def bit_index(row: int, col: int) -> int:
        """The canonical cell's bit: its reading-order index plus one ghost
        bit per pair of rows above it (per row when every square plays)."""
        if all_squares:
            return row * (size + 1) + col
        k = row * half + col // 2
        return k + k // size

    index_of_cell: dict[tuple[int, int], int] = {}  # canonical cell -> bit index
    square_bits = [0] * (squares + 1)
    bit_squares: dict[int, int] = {}
    for square, cell in cells.items():
        row, col = canonical(cell)
        index = bit_index(row, col)
        index_of_cell[(row, col)] = index
        square_bits[square] = 1 << index
        bit_squares[index] = square
    board = sum(square_bits[1:])
    rows = tuple(
        sum(1 << index for (r, _), index in index_of_cell.items() if r == row)
        for row in range(size)
    )
    top = max(index_of_cell.values()) + 1

    directions = []
    neighbour: list[tuple[int, ...]] = []
    ray: list[tuple[tuple[int, ...], ...]] = []
    ray_mask: list[tuple[int, ...]] = []
    for d, (dr, dc) in sorted((_ALL_SQUARES_STEPS if all_squares else _STEPS).items()):
        near = [0] * top
        rays: list[tuple[int, ...]] = [()] * top
        masks = [0] * top
        shifts = set()
        edge = 0
        for (row, col), index in index_of_cell.items():
            bits = []
            r, c = row + dr, col + dc
            while (r, c) in index_of_cell:
                bits.append(1 << index_of_cell[(r, c)])
                r, c = r + dr, c + dc
            rays[index] = tuple(bits)
            masks[index] = sum(bits)
            if bits:
                near[index] = bits[0]
                edge |= 1 << index
                shifts.add(index_of_cell[(row + dr, col + dc)] - index)
        (shift,) = shifts  # the layout makes every step one shift
        off = board & ~edge
        landed = off << shift if shift > 0 else off >> -shift
        directions.append(
            Direction(
                index=d, rows=dr, cols=dc, shift=shift, edge=edge, needs_edge=bool(landed & board)
            )
        )
        neighbour.append(tuple(near))
        ray.append(tuple(rays))
        ray_mask.append(tuple(masks))
    return Topology(
        size=size,
        a1_playable=a1_playable,
        numbering=numbering,
        all_squares=all_squares,
        squares=squares,
        shift_left=size if all_squares else half,
        shift_right=size + 2 if all_squares else half + 1,
        board=board,
        rows=rows,
        square_bits=tuple(square_bits),
        bit_squares=bit_squares,
        cells=cells,
        cell_squares={cell: square for square, cell in cells.items()},
        directions=tuple(directions),
        neighbour=tuple(neighbour),
        ray=tuple(ray),
        ray_mask=tuple(ray_mask),
    )
