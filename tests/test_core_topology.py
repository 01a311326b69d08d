"""The board layer: every direction is one shift plus an edge mask, on every
board the family plays on (8×8, 10×10, 12×12, the mirrored 8×8 board, the
numbering from h1), diagonal and orthogonal alike."""

from __future__ import annotations

import pytest

from dames_tui.core import Numbering, topology
from dames_tui.core.topology import (
    DIRECTIONS,
    DOWN,
    LEFT,
    ORTHOGONAL_DIRECTIONS,
    RIGHT,
    UP,
)

BOARDS = [
    (8, True, Numbering.FROM_TOP_LEFT),
    (10, True, Numbering.FROM_TOP_LEFT),
    (12, True, Numbering.FROM_TOP_LEFT),
    (8, False, Numbering.FROM_TOP_LEFT),
    (8, False, Numbering.FROM_BOTTOM_RIGHT),
]


@pytest.mark.parametrize(("size", "a1", "numbering"), BOARDS)
def test_a_step_is_the_square_next_to_it_or_nothing(
    size: int, a1: bool, numbering: Numbering
) -> None:
    t = topology(size, a1_playable=a1, numbering=numbering)
    for d in (*DIRECTIONS, *ORTHOGONAL_DIRECTIONS):
        direction = t.directions[d]
        # the canonical layout reads the mirrored board right to left
        cols = direction.cols if a1 else -direction.cols
        for square in range(1, t.squares + 1):
            row, col = t.row_col(square)
            target = t.square_at(row + direction.rows, col + cols)
            expected = t.bit_of_square(target) if target is not None else 0
            assert direction.step(t.bit_of_square(square)) == expected, (d, square)
            assert t.neighbour[d][t.bit_of_square(square).bit_length() - 1] == expected


@pytest.mark.parametrize(("size", "a1", "numbering"), BOARDS)
def test_only_the_steps_along_a_row_need_their_edge_mask(
    size: int, a1: bool, numbering: Numbering
) -> None:
    t = topology(size, a1_playable=a1, numbering=numbering)
    needs = {d for d in (*DIRECTIONS, *ORTHOGONAL_DIRECTIONS) if t.directions[d].needs_edge}
    assert needs == {LEFT, RIGHT}
    for d in DIRECTIONS + (UP, DOWN):  # off the board, a shift lands on no square
        direction = t.directions[d]
        off = t.board & ~direction.edge
        landed = off << direction.shift if direction.shift > 0 else off >> -direction.shift
        assert not landed & t.board


def test_the_numberings_start_from_their_corner() -> None:
    assert topology(8).name_of(1) == "b8" and topology(8).name_of(32) == "g1"
    italian = topology(8, a1_playable=False)
    assert (italian.name_of(1), italian.name_of(4), italian.name_of(32)) == ("a8", "g8", "h1")
    spanish = topology(8, a1_playable=False, numbering=Numbering.FROM_BOTTOM_RIGHT)
    assert [spanish.name_of(n) for n in (1, 4, 5, 32)] == ["h1", "b1", "g2", "a8"]
    assert topology(12).name_of(6) == "l12" and topology(12).name_of(72) == "k1"
    assert spanish.square_named("H1") == 1 and spanish.square_named("a1") is None
