"""English checkers: one concrete position for each rule that must hold.

Squares 1..32, four a row from the top (Black's side): square 1 is b8 seen from
White, 4 is h8, 29 is a1. Black men move down (towards 32), White men up.
Every test asserts the exact set of legal moves, with their paths.

    .  1  .  2  .  3  .  4
    5  .  6  .  7  .  8  .
    .  9  . 10  . 11  . 12
   13  . 14  . 15  . 16  .
    . 17  . 18  . 19  . 20
   21  . 22  . 23  . 24  .
    . 25  . 26  . 27  . 28
   29  . 30  . 31  . 32  .
"""

from __future__ import annotations

from functools import partial

import pytest
from rules_scenarios import assert_moves, build, jump, quiet

from dames_tui.core import (
    Color,
    InvalidPositionError,
    Move,
    Piece,
    Position,
    find_rules,
    topology,
)

RULES = find_rules("english")
WHITE, BLACK = Color.WHITE, Color.BLACK


position = partial(build, RULES)  # position(turn, w=[...], b=[...], wk=[...], bk=[...])


# ---------------------------------------------------------------- geometry


def test_numbering_of_the_corners() -> None:
    g = topology(8)
    assert g.row_col(1) == (0, 1)  # b8
    assert g.row_col(4) == (0, 7)  # h8
    assert g.row_col(5) == (1, 0)  # a7
    assert g.row_col(29) == (7, 0)  # a1
    assert g.row_col(32) == (7, 6)  # g1
    assert g.square_at(7, 0) == 29
    assert g.square_at(0, 0) is None  # a8 is a light square


# ---------------------------------------------------------------- opening


def test_black_moves_first() -> None:
    assert RULES.first_to_move is BLACK
    start = Position.initial(RULES)
    assert start.turn is BLACK
    assert start.count(BLACK) == 12 and start.count(WHITE) == 12
    assert start.topology.squares_of(start.black) == list(range(1, 13))
    assert start.topology.squares_of(start.white) == list(range(21, 33))


def test_seven_opening_moves_of_black() -> None:
    expected = {
        quiet(9, 13),
        quiet(9, 14),
        quiet(10, 14),
        quiet(10, 15),
        quiet(11, 15),
        quiet(11, 16),
        quiet(12, 16),
    }
    assert_moves(Position.initial(RULES), expected)


def test_seven_replies_of_white_after_11_15() -> None:
    start = Position.initial(RULES)
    after = start.play(Move(11, (15,)))
    assert after.turn is WHITE
    expected = {
        quiet(21, 17),
        quiet(22, 17),
        quiet(22, 18),
        quiet(23, 18),
        quiet(23, 19),
        quiet(24, 19),
        quiet(24, 20),
    }
    assert_moves(after, expected)


# ---------------------------------------------------------------- men


def test_black_man_moves_forward_only() -> None:
    p = position(BLACK, b=[14], w=[31])
    assert_moves(p, {quiet(14, 17), quiet(14, 18)})


def test_white_man_moves_forward_only() -> None:
    p = position(WHITE, w=[23], b=[2])
    assert_moves(p, {quiet(23, 18), quiet(23, 19)})


def test_man_on_the_edge_has_one_move() -> None:
    p = position(BLACK, b=[13], w=[31])
    assert_moves(p, {quiet(13, 17)})


def test_black_man_cannot_capture_backward() -> None:
    # white man on 14 behind the black man on 18, and 9 beyond it is empty
    p = position(BLACK, b=[18], w=[14])
    assert not p.must_capture()
    assert_moves(p, {quiet(18, 22), quiet(18, 23)})


def test_white_man_cannot_capture_backward() -> None:
    # black man on 18 behind the white man on 14, and 23 beyond it is empty
    p = position(WHITE, w=[14], b=[18])
    assert not p.must_capture()
    assert_moves(p, {quiet(14, 9), quiet(14, 10)})


def test_white_man_captures_forward() -> None:
    p = position(WHITE, w=[22], b=[18])
    assert_moves(p, {jump(22, 15, taken=[18])})


def test_man_cannot_continue_a_rafle_backward() -> None:
    # 10x19 takes 15; from 19 only a king could go on over 16 to 12
    p = position(BLACK, b=[10], w=[15, 16])
    assert_moves(p, {jump(10, 19, taken=[15])})


# ---------------------------------------------------------------- captures


def test_capture_is_compulsory() -> None:
    # the man on 1 and the man on 10 could move quietly, but 10x19 exists
    p = position(BLACK, b=[1, 10], w=[15, 30])
    assert p.must_capture()
    assert p.capturing_squares() == [10]
    assert_moves(p, {jump(10, 19, taken=[15])})


def test_capture_is_compulsory_for_a_king_too() -> None:
    p = position(WHITE, wk=[27], w=[29], b=[23])
    assert_moves(p, {jump(27, 18, taken=[23])})


def test_free_choice_among_captures() -> None:
    # 12x19 takes one piece while 11x18x25 takes two: both are legal, and so is 11x20
    p = position(BLACK, b=[11, 12], w=[15, 16, 22])
    expected = {
        jump(12, 19, taken=[16]),
        jump(11, 18, 25, taken=[15, 22]),
        jump(11, 20, taken=[16]),
    }
    assert_moves(p, expected)


def test_multiple_capture_must_be_completed() -> None:
    p = position(BLACK, b=[11], w=[15, 22])
    moves = p.legal_moves()
    assert Move(11, (18,), frozenset({15})) not in moves
    assert_moves(p, {jump(11, 18, 25, taken=[15, 22])})


def test_rafle_changes_direction() -> None:
    # 1x10 goes down-right over 6, then 10x17 down-left over 14
    p = position(BLACK, b=[1], w=[6, 14])
    assert_moves(p, {jump(1, 10, 17, taken=[6, 14])})


def test_rafle_branches_are_separate_moves() -> None:
    # after 1x10, two ways on: over 14 to 17 or over 15 to 19
    p = position(BLACK, b=[1], w=[6, 14, 15])
    expected = {
        jump(1, 10, 17, taken=[6, 14]),
        jump(1, 10, 19, taken=[6, 15]),
    }
    assert_moves(p, expected)


def test_pieces_cannot_jump_their_own_pieces() -> None:
    p = position(BLACK, b=[10, 15], w=[32])
    assert not p.must_capture()
    assert_moves(p, {quiet(10, 14), quiet(15, 18), quiet(15, 19)})


def test_cannot_jump_two_pieces_in_a_row() -> None:
    # 6 and 10 stand one behind the other on the diagonal of the king on 1
    p = position(BLACK, bk=[1], w=[6, 10])
    assert not p.must_capture()
    assert_moves(p, {quiet(1, 5)})


def test_cannot_jump_onto_an_occupied_square() -> None:
    p = position(WHITE, w=[22, 15], b=[18])
    assert not p.must_capture()
    assert_moves(p, {quiet(22, 17), quiet(15, 10), quiet(15, 11)})


# ---------------------------------------------------------------- kings


def test_king_moves_one_square_in_four_directions() -> None:
    p = position(BLACK, bk=[15], w=[32])
    assert_moves(p, {quiet(15, 10), quiet(15, 11), quiet(15, 18), quiet(15, 19)})


def test_white_king_moves_backward() -> None:
    p = position(WHITE, wk=[1], b=[27])
    assert_moves(p, {quiet(1, 5), quiet(1, 6)})


def test_king_does_not_fly() -> None:
    # an empty diagonal 1-6-10-15: the king still steps one square and cannot
    # take the man on 15 from afar
    p = position(BLACK, bk=[1], w=[15])
    assert not p.must_capture()
    assert_moves(p, {quiet(1, 5), quiet(1, 6)})


def test_king_captures_backward() -> None:
    p = position(BLACK, bk=[18], w=[14])
    assert_moves(p, {jump(18, 9, taken=[14])})


def test_king_rafle_forward_then_backward() -> None:
    # down-right over 15 to 19, then up-right over 16 to 12
    p = position(BLACK, bk=[10], w=[15, 16])
    assert_moves(p, {jump(10, 19, 12, taken=[15, 16])})


def test_king_rafle_round_a_square_returns_to_its_start() -> None:
    # 7x14x23x16x7 and 7x16x23x14x7 take the same four men: one move
    p = position(BLACK, bk=[7], w=[10, 11, 18, 19])
    moves = p.legal_moves()
    assert moves == [Move(7, (7,), frozenset({10, 11, 18, 19}))]
    assert moves[0].path in {(14, 23, 16, 7), (16, 23, 14, 7)}
    after = p.play(moves[0])
    assert after.pieces() == {7: Piece.BLACK_KING}


def test_king_cannot_jump_a_taken_piece_again() -> None:
    # after 18x11 (taking 15) the king could only go on by jumping 15 again
    p = position(WHITE, wk=[18], b=[15])
    assert_moves(p, {jump(18, 11, taken=[15])})


# ---------------------------------------------------------------- crowning


def test_promotion_by_a_quiet_move() -> None:
    p = position(BLACK, b=[27], w=[5])
    assert_moves(p, {quiet(27, 31), quiet(27, 32)})
    after = p.play(Move(27, (31,)))
    assert after.piece_at(31) is Piece.BLACK_KING
    assert after.turn is WHITE
    crowned = after.play(Move(5, (1,)))
    assert crowned.piece_at(1) is Piece.WHITE_KING


def test_promotion_by_a_capture() -> None:
    p = position(WHITE, w=[9], b=[6, 26])
    assert_moves(p, {jump(9, 2, taken=[6])})
    assert p.play(Move(9, (2,), frozenset({6}))).piece_at(2) is Piece.WHITE_KING


def test_crowning_stops_the_rafle() -> None:
    # 22x31 crowns; the new king could take 27 (31x24) but the move ends
    p = position(BLACK, b=[22], w=[26, 27])
    assert_moves(p, {jump(22, 31, taken=[26])})
    after = p.play(Move(22, (31,), frozenset({26})))
    assert after.piece_at(31) is Piece.BLACK_KING
    assert after.piece_at(27) is Piece.WHITE_MAN
    assert after.turn is WHITE


def test_crowning_stops_the_rafle_for_white() -> None:
    # 9x2 crowns; the new king could go on 2x11 over 7
    p = position(WHITE, w=[9], b=[6, 7])
    assert_moves(p, {jump(9, 2, taken=[6])})
    after = p.play(Move(9, (2,), frozenset({6})))
    assert after.piece_at(2) is Piece.WHITE_KING
    assert after.piece_at(7) is Piece.BLACK_MAN


def test_a_king_on_the_crowning_row_goes_on_capturing() -> None:
    # a piece already crowned keeps jumping through the last row
    p = position(BLACK, bk=[22], w=[26, 27])
    assert_moves(p, {jump(22, 31, 24, taken=[26, 27])})


@pytest.mark.parametrize(
    ("square", "piece"),
    [(29, Piece.BLACK_MAN), (32, Piece.BLACK_MAN), (1, Piece.WHITE_MAN), (4, Piece.WHITE_MAN)],
)
def test_man_on_its_crowning_row_is_rejected(square: int, piece: Piece) -> None:
    other = Piece.WHITE_MAN if piece.color is BLACK else Piece.BLACK_MAN
    with pytest.raises(InvalidPositionError):
        Position.from_pieces(RULES, {square: piece, 14: other}, BLACK)


def test_king_on_the_crowning_row_is_accepted() -> None:
    p = position(BLACK, bk=[29], wk=[1])
    assert p.piece_at(29) is Piece.BLACK_KING


# ---------------------------------------------------------------- no move


def test_blocked_side_has_no_legal_move() -> None:
    # the black man on 28 faces the white man on 32 against the edge
    p = position(BLACK, b=[28], w=[32])
    assert p.legal_moves() == []
    assert not p.must_capture()
    assert_moves(p.with_turn(WHITE), {quiet(32, 27)})


def test_side_without_pieces_has_no_legal_move() -> None:
    p = position(WHITE, b=[5])
    assert p.legal_moves() == []


# ---------------------------------------------------------------- draws (position facts)


def test_draw_rules_as_data() -> None:
    assert RULES.repetition_count == 3
    assert RULES.reversible_limit == 80  # 40 moves each without capture nor man move
    assert RULES.endgame_rules == ()


def test_king_shuffle_repeats_the_same_position() -> None:
    p = position(BLACK, bk=[1], wk=[32])
    seq = [Move(1, (6,)), Move(32, (27,)), Move(6, (1,)), Move(27, (32,))]
    q = p
    for move in seq:
        assert not q.is_man_move(move) and not move.is_capture
        q = q.play(move)
    assert q == p and hash(q) == hash(p)
    man = position(BLACK, b=[9], wk=[32])
    assert man.is_man_move(Move(9, (13,)))
