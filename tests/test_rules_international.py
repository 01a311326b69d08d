"""International draughts (FMJD / FFJD): one concrete position for each rule.

Squares 1..50, five a row from the top (Black's side): 1 is on the top row,
46 is White's bottom-left corner. Black men move down (towards 50), White men
up. Every test asserts the exact set of legal moves, with their paths.

    .  1  .  2  .  3  .  4  .  5
    6  .  7  .  8  .  9  . 10  .
    . 11  . 12  . 13  . 14  . 15
   16  . 17  . 18  . 19  . 20  .
    . 21  . 22  . 23  . 24  . 25
   26  . 27  . 28  . 29  . 30  .
    . 31  . 32  . 33  . 34  . 35
   36  . 37  . 38  . 39  . 40  .
    . 41  . 42  . 43  . 44  . 45
   46  . 47  . 48  . 49  . 50  .
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial

import pytest
from rules_scenarios import assert_moves, build, jump, quiet

from dames_tui.core import (
    Color,
    EndgameRule,
    InvalidPositionError,
    Move,
    Piece,
    Position,
    find_rules,
    topology,
)

RULES = find_rules("international")
WHITE, BLACK = Color.WHITE, Color.BLACK


position = partial(build, RULES)  # position(turn, w=[...], b=[...], wk=[...], bk=[...])


def play(p: Position, start: int, *path: int, taken: Iterable[int] = ()) -> Position:
    return p.play(Move(start, tuple(path), frozenset(taken)))


# ---------------------------------------------------------------- geometry


def test_numbering_of_the_corners() -> None:
    g = topology(10)
    assert g.row_col(1) == (0, 1)
    assert g.row_col(5) == (0, 9)
    assert g.row_col(6) == (1, 0)
    assert g.row_col(46) == (9, 0)  # White's bottom-left corner is dark
    assert g.row_col(50) == (9, 8)
    assert g.square_at(9, 9) is None  # the bottom-right corner is light
    assert g.square_at(9, 0) == 46


# ---------------------------------------------------------------- opening


def test_white_moves_first() -> None:
    assert RULES.first_to_move is WHITE
    start = Position.initial(RULES)
    assert start.turn is WHITE
    assert start.topology.squares_of(start.black) == list(range(1, 21))
    assert start.topology.squares_of(start.white) == list(range(31, 51))


def test_nine_opening_moves_of_white() -> None:
    expected = {
        quiet(31, 26),
        quiet(31, 27),
        quiet(32, 27),
        quiet(32, 28),
        quiet(33, 28),
        quiet(33, 29),
        quiet(34, 29),
        quiet(34, 30),
        quiet(35, 30),
    }
    assert_moves(Position.initial(RULES), expected)


def test_nine_replies_of_black_after_32_28() -> None:
    after = play(Position.initial(RULES), 32, 28)
    assert after.turn is BLACK
    expected = {
        quiet(16, 21),
        quiet(17, 21),
        quiet(17, 22),
        quiet(18, 22),
        quiet(18, 23),
        quiet(19, 23),
        quiet(19, 24),
        quiet(20, 24),
        quiet(20, 25),
    }
    assert_moves(after, expected)


# ---------------------------------------------------------------- men


def test_white_man_cannot_move_backward() -> None:
    p = position(WHITE, w=[28], b=[1])
    assert_moves(p, {quiet(28, 22), quiet(28, 23)})


def test_black_man_cannot_move_backward() -> None:
    p = position(BLACK, b=[23], w=[50])
    assert_moves(p, {quiet(23, 28), quiet(23, 29)})


def test_white_man_captures_backward() -> None:
    p = position(WHITE, w=[28], b=[33])
    assert_moves(p, {jump(28, 39, taken=[33])})


def test_black_man_captures_backward() -> None:
    p = position(BLACK, b=[33], w=[28])
    assert_moves(p, {jump(33, 22, taken=[28])})


def test_man_does_not_capture_from_afar() -> None:
    # 37 is empty between the man on 41 and the black man on 32
    p = position(WHITE, w=[41], b=[32])
    assert not p.must_capture()
    assert_moves(p, {quiet(41, 36), quiet(41, 37)})


def test_capture_is_compulsory() -> None:
    p = position(WHITE, w=[31, 35], b=[27])
    assert p.capturing_squares() == [31]
    assert_moves(p, {jump(31, 22, taken=[27])})


def test_man_rafle_must_take_the_most_pieces() -> None:
    # 32x21 takes one; 32x23x14x3 takes three (and crowns on 3)
    p = position(WHITE, w=[32], b=[9, 19, 27, 28])
    assert_moves(p, {jump(32, 23, 14, 3, taken=[9, 19, 28])})
    after = play(p, 32, 23, 14, 3, taken=[9, 19, 28])
    assert after.piece_at(3) is Piece.WHITE_KING
    assert after.pieces() == {3: Piece.WHITE_KING, 27: Piece.BLACK_MAN}


# ---------------------------------------------------------------- majority


def test_majority_man_rafle_beats_a_king_single_capture() -> None:
    # the king on 46 can take 41 (landing on 37 only); the man on 32 takes two
    p = position(WHITE, wk=[46], w=[32], b=[19, 28, 41])
    assert_moves(p, {jump(32, 23, 14, taken=[19, 28])})


def test_majority_king_rafle_beats_a_man_single_capture() -> None:
    p = position(WHITE, wk=[46], w=[36], b=[24, 28, 31])
    assert_moves(p, {jump(46, 19, 30, taken=[24, 28]), jump(46, 19, 35, taken=[24, 28])})


def test_majority_a_king_counts_as_one_piece() -> None:
    # 36x27 takes a king, 32x23x14 takes two men: the two men must be taken
    p = position(WHITE, w=[32, 36], b=[19, 28], bk=[31])
    assert_moves(p, {jump(32, 23, 14, taken=[19, 28])})


def test_equal_majority_free_choice_two_kings_or_two_men() -> None:
    p = position(WHITE, w=[32, 36], b=[19, 28], bk=[22, 31])
    expected = {
        jump(32, 23, 14, taken=[19, 28]),
        jump(36, 27, 18, taken=[22, 31]),
    }
    assert_moves(p, expected)


def test_equal_majority_free_choice_king_or_man() -> None:
    p = position(WHITE, wk=[46], w=[32], b=[28, 41])
    assert_moves(p, {jump(46, 37, taken=[41]), jump(32, 23, taken=[28])})


# ---------------------------------------------------------------- flying kings


def test_flying_king_moves_along_whole_diagonals() -> None:
    # the own man on 19 stops the up-right diagonal at 23
    p = position(WHITE, wk=[28], w=[19], b=[1])
    king = {quiet(28, s) for s in (22, 17, 11, 6, 23, 32, 37, 41, 46, 33, 39, 44, 50)}
    assert_moves(p, king | {quiet(19, 13), quiet(19, 14)})


def test_flying_king_in_the_corner_sees_the_long_diagonal() -> None:
    p = position(WHITE, wk=[46], b=[6])
    assert_moves(p, {quiet(46, s) for s in (41, 37, 32, 28, 23, 19, 14, 10, 5)})


def test_flying_king_captures_from_afar_and_lands_anywhere_beyond() -> None:
    p = position(WHITE, wk=[46], b=[28])
    assert_moves(p, {jump(46, s, taken=[28]) for s in (23, 19, 14, 10, 5)})


def test_black_flying_king_captures_from_afar() -> None:
    p = position(BLACK, bk=[5], w=[23])
    assert_moves(p, {jump(5, s, taken=[23]) for s in (28, 32, 37, 41, 46)})


def test_king_must_land_where_the_rafle_goes_on() -> None:
    # after taking 28, only a landing on 19 lets the king take 24 as well
    p = position(WHITE, wk=[46], b=[24, 28])
    assert_moves(p, {jump(46, 19, 30, taken=[24, 28]), jump(46, 19, 35, taken=[24, 28])})


def test_king_cannot_jump_two_pieces_in_a_row() -> None:
    p = position(WHITE, wk=[46], b=[32, 37])
    assert not p.must_capture()
    assert_moves(p, {quiet(46, 41)})


def test_king_cannot_jump_its_own_piece() -> None:
    p = position(WHITE, wk=[46], w=[37], b=[1])
    assert_moves(p, {quiet(46, 41), quiet(37, 31), quiet(37, 32)})


def test_piece_on_the_edge_cannot_be_taken() -> None:
    # nothing beyond 5 on the long diagonal
    p = position(WHITE, wk=[46], b=[5])
    assert not p.must_capture()
    assert_moves(p, {quiet(46, s) for s in (41, 37, 32, 28, 23, 19, 14, 10)})


def test_king_cannot_jump_a_taken_piece_twice() -> None:
    # with one piece to take, every landing ends the move: no jumping back over 37
    p = position(WHITE, wk=[46], b=[37])
    assert_moves(p, {jump(46, s, taken=[37]) for s in (32, 28, 23, 19, 14, 10, 5)})


def test_turkish_strike_taken_pieces_block_the_king() -> None:
    # 46x28x17x26 takes 37, 22 and 21. From 26 the king would take 42 (landing
    # on 48) if 37, already taken, had left the board: it has not, it blocks.
    p = position(WHITE, wk=[46], b=[21, 22, 37, 42])
    assert_moves(p, {jump(46, 28, 17, 26, taken=[21, 22, 37])})
    after = play(p, 46, 28, 17, 26, taken=[21, 22, 37])
    assert after.pieces() == {26: Piece.WHITE_KING, 42: Piece.BLACK_MAN}


# ---------------------------------------------------------------- crowning


def test_man_passing_the_last_row_in_a_rafle_stays_a_man() -> None:
    # 13x2 reaches the last row, then 2x11 goes on backward: it ends a man
    p = position(WHITE, w=[13], b=[7, 8])
    assert_moves(p, {jump(13, 2, 11, taken=[7, 8])})
    after = play(p, 13, 2, 11, taken=[7, 8])
    assert after.piece_at(11) is Piece.WHITE_MAN
    assert after.piece_at(2) is None
    assert after.count(WHITE, kings=True) == 0


def test_man_on_the_last_row_in_a_rafle_goes_on_as_a_man() -> None:
    # on 2 a king could take 11 from afar (2x16), the man cannot: it ends on 2, crowned
    p = position(WHITE, w=[13], b=[8, 11])
    assert_moves(p, {jump(13, 2, taken=[8])})
    after = play(p, 13, 2, taken=[8])
    assert after.piece_at(2) is Piece.WHITE_KING
    assert after.piece_at(11) is Piece.BLACK_MAN


def test_man_ending_a_capture_on_the_last_row_is_crowned() -> None:
    p = position(BLACK, b=[38], w=[43])
    assert_moves(p, {jump(38, 49, taken=[43])})
    assert play(p, 38, 49, taken=[43]).piece_at(49) is Piece.BLACK_KING


def test_promotion_by_a_quiet_move() -> None:
    p = position(WHITE, w=[7], b=[44])
    assert_moves(p, {quiet(7, 1), quiet(7, 2)})
    after = play(p, 7, 1)
    assert after.piece_at(1) is Piece.WHITE_KING
    assert_moves(after, {quiet(44, 49), quiet(44, 50)})
    assert play(after, 44, 50).piece_at(50) is Piece.BLACK_KING


@pytest.mark.parametrize(
    ("square", "piece"),
    [(46, Piece.BLACK_MAN), (50, Piece.BLACK_MAN), (1, Piece.WHITE_MAN), (5, Piece.WHITE_MAN)],
)
def test_man_on_its_crowning_row_is_rejected(square: int, piece: Piece) -> None:
    other = Piece.WHITE_MAN if piece.color is BLACK else Piece.BLACK_MAN
    with pytest.raises(InvalidPositionError):
        Position.from_pieces(RULES, {square: piece, 28: other}, WHITE)


# ---------------------------------------------------------------- rafles round a square


def test_man_rafle_round_a_square_is_one_move_back_on_its_start() -> None:
    # 13x22x33x24x13 and 13x24x33x22x13: same start, end and captures
    p = position(WHITE, w=[13], b=[18, 19, 28, 29])
    moves = p.legal_moves()
    assert moves == [Move(13, (13,), frozenset({18, 19, 28, 29}))]
    assert moves[0].path in {(22, 33, 24, 13), (24, 33, 22, 13)}
    assert Move(13, (22, 33, 24, 13), frozenset({18, 19, 28, 29})) == Move(
        13, (24, 33, 22, 13), frozenset({18, 19, 28, 29})
    )
    after = p.play(moves[0])
    assert after.pieces() == {13: Piece.WHITE_MAN}


def test_king_rafle_round_a_square_counts_each_end_once() -> None:
    # six rafles take the four men; the two ending on the start square are one move
    p = position(WHITE, wk=[13], b=[18, 19, 28, 29])
    taken = frozenset({18, 19, 28, 29})
    moves = p.legal_moves()
    assert len(moves) == 5
    assert set(moves) == {Move(13, (end,), taken) for end in (13, 8, 2, 9, 4)}
    paths = {m.end: m.path for m in moves}
    assert paths[8] == (22, 33, 24, 8)
    assert paths[2] == (22, 33, 24, 2)
    assert paths[9] == (24, 33, 22, 9)
    assert paths[4] == (24, 33, 22, 4)
    assert paths[13] in {(22, 33, 24, 13), (24, 33, 22, 13)}


# ---------------------------------------------------------------- no move


def test_blocked_side_has_no_legal_move() -> None:
    # the white man on 36 faces the black man on 31, backed by 27
    p = position(WHITE, w=[36], b=[27, 31])
    assert p.legal_moves() == []


# ---------------------------------------------------------------- draws (position facts)


def test_draw_rules_as_data() -> None:
    assert RULES.repetition_count == 3
    assert RULES.reversible_limit == 50  # 25 moves each with only kings, no capture
    assert RULES.endgame_rules == (
        EndgameRule(strong_pieces=3, min_strong_kings=1, moves=16),
        EndgameRule(strong_pieces=2, min_strong_kings=1, moves=5),
        EndgameRule(strong_pieces=1, min_strong_kings=1, moves=5),
    )


def test_king_shuffle_repeats_the_same_position() -> None:
    p = position(WHITE, wk=[46], bk=[1])
    q = p
    for start, end in ((46, 41), (1, 7), (41, 46), (7, 1)):
        move = Move(start, (end,))
        assert not q.is_man_move(move) and not move.is_capture
        q = q.play(move)
    assert q == p and hash(q) == hash(p)
