"""Turkish draughts (dama): one hand-checked position per rule that RULES.md
gives it (WIKI-TR, KISH, DGH-TR, PYD).

Every one of the 64 squares plays; squares are algebraic (a1 bottom left,
White's side), numbered 1-64 from a8, left to right and top down. Men go one
square forward or sideways and take the same three ways; kings go like
rooks, any distance, and take from afar.

     1  2  3  4  5  6  7  8      a8 .. h8
     9 10 11 12 13 14 15 16      a7 .. h7
    ..
    57 58 59 60 61 62 63 64      a1 .. h1

Where the sources disagree (crowning in the middle of a capture) the test
follows our choice and says so. Each test asserts the exact legal moves:
path, squares taken, crowning.
"""

from __future__ import annotations

import dataclasses

from rules_scenarios import (
    after,
    exact,
    names,
    numbers,
    piece_on,
    pos,
    spelled,
    start_squares,
)

from dames_tui.core import Color, CrowningInCapture, Piece, Position, Removal, find_rules
from dames_tui.core.rules import Lines

WHITE, BLACK = Color.WHITE, Color.BLACK
TURKISH = find_rules("turkish")


# ===================================================================== the board


def test_turkish_board_men_and_first_move() -> None:
    start = Position.initial(TURKISH)
    assert (TURKISH.board_size, TURKISH.all_squares, TURKISH.squares) == (8, True, 64)
    assert start.turn is WHITE
    # ranks 2-3 and 6-7: each side leaves its back row empty
    assert start_squares(start, WHITE) == list(range(41, 57))
    assert start_squares(start, BLACK) == list(range(9, 25))
    assert numbers("turkish", [1, 8, 9, 57, 64]) == ["a8", "h8", "a7", "a1", "h1"]
    # only the men of rank 3 can move, each one square forward
    assert exact(start) == {spelled(f"{f}3-{f}4") for f in "abcdefgh"}


def test_turkish_rules_as_data() -> None:
    assert (TURKISH.move_lines, TURKISH.capture_lines) == (Lines.ORTHOGONAL, Lines.ORTHOGONAL)
    assert (TURKISH.removal, TURKISH.king_turns_back) == (Removal.AT_ONCE, False)


# ===================================================================== men


def test_turkish_men_go_forward_and_sideways() -> None:
    # never backward, never diagonally
    assert exact(pos("turkish", WHITE, w="d4", b="h8")) == {
        spelled("d4-d5"),
        spelled("d4-c4"),
        spelled("d4-e4"),
    }
    assert exact(pos("turkish", BLACK, b="e5", w="a1")) == {
        spelled("e5-e4"),
        spelled("e5-d5"),
        spelled("e5-f5"),
    }
    # a man on the edge has one side
    assert exact(pos("turkish", WHITE, w="a4", b="h8")) == {spelled("a4-a5"), spelled("a4-b4")}


def test_turkish_men_take_forward_and_sideways() -> None:
    for black, path in (("d5", "d4xd6"), ("c4", "d4xb4"), ("e4", "d4xf4")):
        assert exact(pos("turkish", WHITE, w="d4", b=black)) == {spelled(path, black)}
    assert exact(pos("turkish", BLACK, b="e5", w="e4")) == {spelled("e5xe3", "e4")}


def test_turkish_men_never_take_backward_nor_diagonally() -> None:
    quiet = {spelled("d4-d5"), spelled("d4-c4"), spelled("d4-e4")}
    assert exact(pos("turkish", WHITE, w="d4", b="d3")) == quiet
    assert exact(pos("turkish", WHITE, w="d4", b="e5")) == quiet


def test_turkish_man_does_not_take_from_afar() -> None:
    # d6 is two squares up: no capture; d5 is free
    assert exact(pos("turkish", WHITE, w="d4", b="d6")) == {
        spelled("d4-d5"),
        spelled("d4-c4"),
        spelled("d4-e4"),
    }


def test_turkish_man_crowned_by_a_plain_move() -> None:
    p = pos("turkish", WHITE, w="d7", b="h2")
    assert exact(p) == {spelled("d7-d8", crowns=True), spelled("d7-c7"), spelled("d7-e7")}
    assert piece_on(after(p, "d7-d8"), "d8") is Piece.WHITE_KING


# ===================================================================== kings


def test_turkish_kings_go_like_rooks_and_are_blocked() -> None:
    # d4 along its rank and file, any distance, no diagonal; its own man d6
    # stops it after d5 (the man moves too)
    p = pos("turkish", WHITE, wk="d4", w="d6", b="h8")
    king = {f"d4-{s}" for s in names("d5 d3 d2 d1 c4 b4 a4 e4 f4 g4 h4")}
    assert exact(p) == {spelled(path) for path in king | {"d6-d7", "d6-c6", "d6-e6"}}
    # two black men in a row: it can take neither, nor pass them
    q = pos("turkish", WHITE, wk="d4", b="d6 d7")
    assert exact(q) == {spelled(path) for path in king}


def test_turkish_king_takes_from_afar_and_lands_anywhere_beyond() -> None:
    p = pos("turkish", WHITE, wk="a1", b="a4")
    assert exact(p) == {spelled(f"a1x{s}", "a4") for s in names("a5 a6 a7 a8")}


def test_turkish_king_lands_where_it_can_go_on() -> None:
    # after a4 only from a6 can it take c6, then landing anywhere beyond
    p = pos("turkish", WHITE, wk="a1", b="a4 c6")
    assert exact(p) == {spelled(f"a1xa6x{s}", "a4 c6") for s in names("d6 e6 f6 g6 h6")}


def test_turkish_pieces_go_at_once_and_a_square_is_crossed_again() -> None:
    # d1 takes d3 (up), g5 (right), h4 (down), then b3 along rank 3, crossing
    # d3's square, empty since d3 was taken (WIKI-TR, KISH §6.4). Each landing
    # is the one square it can go on from: d5, h5, h3.
    sides = {"wk": "d1", "b": "d3 g5 h4 b3"}
    assert exact(pos("turkish", WHITE, **sides)) == {spelled("d1xd5xh5xh3xa3", "d3 g5 h4 b3")}
    # were the pieces taken to stay till the end, d3 would block the last leg
    staying = dataclasses.replace(TURKISH, removal=Removal.AT_END)
    assert exact(pos(staying, WHITE, **sides)) == {
        spelled(f"d1xd5xh5x{s}", "d3 g5 h4") for s in names("h3 h2 h1")
    }


def test_turkish_king_never_turns_back() -> None:
    # d4 takes f4 and may not come back over f4's square (empty at once) and
    # its own to take b4; nor the other way round (WIKI-TR, KISH §6.7)
    sides = {"wk": "d4", "b": "b4 f4"}
    assert exact(pos("turkish", WHITE, **sides)) == {
        spelled("d4xa4", "b4"),
        spelled("d4xg4", "f4"),
        spelled("d4xh4", "f4"),
    }
    # with the 180° turn allowed (as in Thai) it takes both men, ending on
    # g4, h4, or a4 (by g4 or by h4: one move)
    turning = pos(dataclasses.replace(TURKISH, king_turns_back=True), WHITE, **sides)
    g = turning.topology
    ends = [(g.name_of(m.end), {g.name_of(s) for s in m.captured}) for m in turning.legal_moves()]
    assert sorted(ends) == [("a4", {"b4", "f4"}), ("g4", {"b4", "f4"}), ("h4", {"b4", "f4"})]


# ===================================================================== precedence


def test_turkish_majority_men_and_kings_count_the_same() -> None:
    # the man a2 takes two men, the king h1 one king: the two men
    sides = {"w": "a2", "wk": "h1", "b": "a3 a5", "bk": "h4"}
    assert exact(pos("turkish", WHITE, **sides)) == {spelled("a2xa4xa6", "a3 a5")}
    # one man or one king: free choice, and no rule for the king capturing
    one_each = pos("turkish", WHITE, w="a2", wk="h1", b="a3", bk="h4")
    assert exact(one_each) == {
        spelled("a2xa4", "a3"),
        *(spelled(f"h1x{s}", "h4") for s in names("h5 h6 h7 h8")),
    }


# ===================================================================== crowning in a capture


def test_turkish_man_crowned_in_a_capture_goes_on_as_a_king() -> None:
    # RULES.md's position (W:W18:B10,4): b6 takes b7 onto b8, the last row,
    # and is a king at once: it takes d8 from afar along the row. DISAGREE:
    # KISH's code and PYD make it go on as a man (only b6xb8, 18x2); KISH's
    # rules text and DGH-TR say a king, and so do we.
    p = pos("turkish", WHITE, w="b6", b="b7 d8")
    assert exact(p) == {spelled(f"b6xb8x{s}", "b7 d8", crowns=True) for s in names("e8 f8 g8 h8")}
    assert piece_on(after(p, "b6xb8xf8"), "f8") is Piece.WHITE_KING
    as_a_man = dataclasses.replace(TURKISH, crowning_in_capture=CrowningInCapture.CONTINUE_AS_MAN)
    assert exact(pos(as_a_man, WHITE, w="b6", b="b7 d8")) == {spelled("b6xb8", "b7", crowns=True)}


def test_turkish_man_crowned_in_a_capture_does_not_turn_back() -> None:
    # on b8, a king now, it may not go back down the b-file to take b3
    p = pos("turkish", WHITE, w="b6", b="b7 b3")
    assert exact(p) == {spelled("b6xb8", "b7", crowns=True)}
