"""Frisian draughts and Frysk!: one hand-checked position per rule that
RULES.md gives them (FRR, the official rules; DCTL, lidraughts, py-draughts).

Squares are algebraic, as in test_rules_family.py; the board is the
international one (a1 dark), its dark squares numbered 1-50. Along a row or
a column the next dark square is two cells away: a man on c5 takes e5 and
lands on g5, one on e3 takes e5 and lands on e7.

    . b10 . d10 . f10 . h10 . j10        .  1  .  2  .  3  .  4  .  5
    a9 . c9 . e9 . g9 . i9 .             6  .  7  .  8  .  9  . 10  .
    . b8 . d8 . f8 . h8 . j8             . 11  . 12  . 13  . 14  . 15
    a7 . c7 . e7 . g7 . i7 .            16  . 17  . 18  . 19  . 20  .
    . b6 . d6 . f6 . h6 . j6             . 21  . 22  . 23  . 24  . 25
    a5 . c5 . e5 . g5 . i5 .            26  . 27  . 28  . 29  . 30  .
    . b4 . d4 . f4 . h4 . j4             . 31  . 32  . 33  . 34  . 35
    a3 . c3 . e3 . g3 . i3 .            36  . 37  . 38  . 39  . 40  .
    . b2 . d2 . f2 . h2 . j2             . 41  . 42  . 43  . 44  . 45
    a1 . c1 . e1 . g1 . i1 .            46  . 47  . 48  . 49  . 50  .

Each test asserts the exact legal moves: path, squares taken, crowning.
"""

from __future__ import annotations

import dataclasses

import pytest
from rules_scenarios import (
    Spelled,
    after,
    exact,
    names,
    numbers,
    piece_on,
    pos,
    spelled,
    start_squares,
)

from dames_tui.core import Color, Piece, Position, Precedence, Rules, find_rules
from dames_tui.core.rules import Lines

WHITE, BLACK = Color.WHITE, Color.BLACK
FRISIAN = find_rules("frisian")
# the same game with free choice of capture: every complete capture
FREE = dataclasses.replace(FRISIAN, capture_precedence=())


# ===================================================================== the board


def test_frisian_board_men_and_first_move() -> None:
    start = Position.initial(FRISIAN)
    assert (FRISIAN.board_size, FRISIAN.a1_playable, start.turn) == (10, True, WHITE)
    assert start_squares(start, WHITE) == list(range(31, 51))
    assert start_squares(start, BLACK) == list(range(1, 21))
    assert numbers("frisian", [1, 5, 6, 46, 50]) == ["b10", "j10", "a9", "a1", "i1"]
    assert len(start.legal_moves()) == 9


def test_frysk_five_men_each_on_the_back_rows() -> None:
    start = Position.initial(find_rules("frysk"))
    assert start.turn is WHITE
    assert start_squares(start, WHITE) == [46, 47, 48, 49, 50]
    assert start_squares(start, BLACK) == [1, 2, 3, 4, 5]
    assert len(start.legal_moves()) == 9


def test_frysk_plays_by_the_frisian_rules() -> None:
    frysk = find_rules("frysk")
    fields = ("capture_lines", "move_lines", "capture_precedence", "same_king_moves")
    assert all(getattr(frysk, name) == getattr(FRISIAN, name) for name in fields)
    sides = {"w": "a1 e1", "b": "b2 d4 f6 h8", "bk": "g1 i3"}
    assert exact(pos("frysk", WHITE, **sides)) == exact(pos("frisian", WHITE, **sides))


def test_frisian_rules_as_data() -> None:
    assert (FRISIAN.move_lines, FRISIAN.capture_lines) == (Lines.DIAGONAL, Lines.BOTH)
    assert FRISIAN.capture_precedence == (Precedence.MOST_VALUE, Precedence.WITH_KING)
    # FRR art. 17: with kings and men, one king makes at most three quiet
    # moves in a row. It depends on the game's history: a position holds none.
    assert FRISIAN.same_king_moves == 3
    assert (FRISIAN.pdn_gametype, FRISIAN.hub_name) == (40, "frisian")


# ===================================================================== plain moves


def test_frisian_plain_moves_are_diagonal_only() -> None:
    # a man: forward diagonally, not along its row or column
    assert exact(pos("frisian", WHITE, w="e5", b="j10")) == {
        spelled("e5-d6"),
        spelled("e5-f6"),
    }
    # a king flies along the diagonals only (j10 blocks the last square of one)
    assert exact(pos("frisian", WHITE, wk="e5", b="j10")) == {
        spelled(f"e5-{s}") for s in names("d6 c7 b8 a9 f6 g7 h8 i9 d4 c3 b2 a1 f4 g3 h2 i1")
    }


# ===================================================================== men capture in eight directions

MAN_CAPTURES = [
    pytest.param("e7", "e5xe9", id="up-the-column"),
    pytest.param("e3", "e5xe1", id="down-the-column"),
    pytest.param("c5", "e5xa5", id="left-along-the-row"),
    pytest.param("g5", "e5xi5", id="right-along-the-row"),
    pytest.param("d6", "e5xc7", id="up-left"),
    pytest.param("f6", "e5xg7", id="up-right"),
    pytest.param("d4", "e5xc3", id="down-left"),
    pytest.param("f4", "e5xg3", id="down-right"),
]


@pytest.mark.parametrize(("black", "path"), MAN_CAPTURES)
def test_frisian_man_captures_in_eight_directions(black: str, path: str) -> None:
    # along a row or a column the man jumps the next dark square, two cells away
    assert exact(pos("frisian", WHITE, w="e5", b=black)) == {spelled(path, black)}


def test_frisian_man_takes_along_a_row_then_a_column() -> None:
    # c5 takes e5 (landing on g5, two columns on), then g7 (landing on g9)
    p = pos("frisian", WHITE, w="c5", b="e5 g7")
    assert exact(p) == {spelled("c5xg5xg9", "e5 g7")}
    done = after(p, "c5xg5xg9")
    assert piece_on(done, "g9") is Piece.WHITE_MAN and done.count(BLACK) == 0


def test_frisian_man_does_not_take_from_afar() -> None:
    # e9 is two dark squares up the column: only a king could take it
    assert exact(pos("frisian", WHITE, w="e5", b="e9")) == {spelled("e5-d6"), spelled("e5-f6")}
    assert exact(pos("frisian", WHITE, w="a5", b="e5")) == {spelled("a5-b6")}


# ===================================================================== kings capture in eight directions

KING_CAPTURES = [
    # the king two squares from the man on e5: it takes from afar and lands
    # on any empty square beyond
    pytest.param("e1", "e7 e9", id="up-the-column"),
    pytest.param("e9", "e3 e1", id="down-the-column"),
    pytest.param("i5", "c5 a5", id="left-along-the-row"),
    pytest.param("a5", "g5 i5", id="right-along-the-row"),
    pytest.param("g3", "d6 c7 b8 a9", id="up-left"),
    pytest.param("c3", "f6 g7 h8 i9 j10", id="up-right"),
    pytest.param("g7", "d4 c3 b2 a1", id="down-left"),
    pytest.param("c7", "f4 g3 h2 i1", id="down-right"),
]


@pytest.mark.parametrize(("king", "landings"), KING_CAPTURES)
def test_frisian_king_captures_from_afar_in_eight_directions(king: str, landings: str) -> None:
    p = pos("frisian", WHITE, wk=king, b="e5")
    assert exact(p) == {spelled(f"{king}x{land}", "e5") for land in names(landings)}


def test_frisian_king_rafle_mixes_the_lines_and_crosses_a_square_twice() -> None:
    # a1 takes f6 along the long diagonal (crossing e5), lands on g7, takes f8
    # up-left, lands on e9, and takes e3 down the column, crossing e5 again
    # (an empty square may be crossed more than once, FRR art. 14). From h8
    # instead it would take f8 along row 8, then nothing more: two pieces
    # against three. The king lands where it can go on: g7 or h8, then e9
    # (from d10 it could not go on); the man e3 is taken last, landing on e1.
    sides = {"wk": "a1", "b": "f6 f8 e3"}
    assert exact(pos(FREE, WHITE, **sides)) == {
        spelled("a1xg7xe9xe1", "f6 f8 e3"),
        spelled("a1xh8xd8", "f6 f8"),
        spelled("a1xh8xb8", "f6 f8"),
    }
    assert exact(pos("frisian", WHITE, **sides)) == {spelled("a1xg7xe9xe1", "f6 f8 e3")}


def test_frisian_pieces_taken_stay_till_the_end() -> None:
    # c3 takes b2 (landing on a1) or e5 (landing on f6..j10). After e5 the man
    # b2 is behind it on the same diagonal: e5, taken but still there, blocks
    # the way back (were it gone at once, c3xf6xa1 would take both).
    assert exact(pos("frisian", WHITE, wk="c3", b="b2 e5")) == {
        spelled("c3xa1", "b2"),
        *(spelled(f"c3x{s}", "e5") for s in names("f6 g7 h8 i9 j10")),
    }


# ===================================================================== precedence by value

# Two rafles for White, apart on the board: the man a1 takes ``men`` men of
# b2 d4 f6 h8 g9 in turn (a1xc3xe5xg7xi9xe9), the man e1 takes ``kings``
# kings of g1 i3 h4 in turn (e1xi1xi5xg3).
MEN_RAFLE = ("b2", "d4", "f6", "h8", "g9")
MEN_PATH = ("a1", "c3", "e5", "g7", "i9", "e9")
KINGS_RAFLE = ("g1", "i3", "h4")
KINGS_PATH = ("e1", "i1", "i5", "g3")


def men_against_kings(rules: Rules, men: int, kings: int) -> Position:
    return pos(
        rules,
        WHITE,
        w="a1 e1",
        b=" ".join(MEN_RAFLE[:men]),
        bk=" ".join(KINGS_RAFLE[:kings]),
    )


def men_capture(men: int) -> Spelled:
    return spelled("x".join(MEN_PATH[: men + 1]), " ".join(MEN_RAFLE[:men]))


def kings_capture(kings: int) -> Spelled:
    return spelled("x".join(KINGS_PATH[: kings + 1]), " ".join(KINGS_RAFLE[:kings]))


@pytest.mark.parametrize(
    ("men", "kings", "winner"),
    [
        pytest.param(2, 1, "men", id="two-men-beat-one-king"),
        pytest.param(1, 1, "kings", id="one-king-beats-one-man"),
        pytest.param(3, 2, "kings", id="two-kings-beat-three-men"),
        pytest.param(4, 2, "men", id="four-men-beat-two-kings"),
        pytest.param(5, 3, "kings", id="three-kings-beat-five-men"),
        pytest.param(5, 2, "men", id="five-men-beat-two-kings"),
        pytest.param(3, 1, "men", id="three-men-beat-one-king"),
        pytest.param(1, 3, "kings", id="three-kings-beat-one-man"),
    ],
)
def test_frisian_precedence_by_value(men: int, kings: int, winner: str) -> None:
    # FRR art. 11: a king is worth more than one man and less than two; k
    # kings less than 2k men and more than 2k-1 (py-draughts' 1.501 men a
    # king would give five men three kings)
    both = {men_capture(men), kings_capture(kings)}
    assert exact(men_against_kings(FREE, men, kings)) == both
    best = men_capture(men) if winner == "men" else kings_capture(kings)
    assert exact(men_against_kings(FRISIAN, men, kings)) == {best}


def test_frisian_precedence_by_value_on_every_pair() -> None:
    for men in range(1, len(MEN_RAFLE) + 1):
        for kings in range(1, len(KINGS_RAFLE) + 1):
            best = kings_capture(kings) if men <= 2 * kings - 1 else men_capture(men)
            assert exact(men_against_kings(FRISIAN, men, kings)) == {best}, (men, kings)


def test_frisian_at_equal_value_the_king_must_capture() -> None:
    # FRR art. 12: the man a1 and the king i1 can each take one man
    sides = {"w": "a1", "wk": "i1", "b": "b2 i5"}
    assert exact(pos(FREE, WHITE, **sides)) == {
        spelled("a1xc3", "b2"),
        spelled("i1xi7", "i5"),
        spelled("i1xi9", "i5"),
    }
    assert exact(pos("frisian", WHITE, **sides)) == {spelled("i1xi7", "i5"), spelled("i1xi9", "i5")}


def test_frisian_value_comes_before_the_king() -> None:
    # the man a5 takes two men, the king i1 one: the man's capture
    sides = {"w": "a5", "wk": "i1", "b": "b6 d8 i5"}
    assert exact(pos(FREE, WHITE, **sides)) == {
        spelled("a5xc7xe9", "b6 d8"),
        spelled("i1xi7", "i5"),
        spelled("i1xi9", "i5"),
    }
    assert exact(pos("frisian", WHITE, **sides)) == {spelled("a5xc7xe9", "b6 d8")}


# ===================================================================== crowning


def test_frisian_man_passing_the_king_row_is_not_crowned() -> None:
    # FRR art. 8: d8 takes e9 onto f10, the king row, and goes on over g9
    p = pos("frisian", WHITE, w="d8", b="e9 g9")
    assert exact(p) == {spelled("d8xf10xh8", "e9 g9")}
    assert piece_on(after(p, "d8xf10xh8"), "h8") is Piece.WHITE_MAN


def test_frisian_man_ending_on_the_king_row_is_crowned() -> None:
    # on f10 it goes on along the king row over h10 and ends there, on j10
    p = pos("frisian", WHITE, w="d8", b="e9 h10")
    assert exact(p) == {spelled("d8xf10xj10", "e9 h10", crowns=True)}
    assert piece_on(after(p, "d8xf10xj10"), "j10") is Piece.WHITE_KING
    # on d10 only a king could take h10 from afar: the man ends there, crowned
    q = pos("frisian", WHITE, w="b8", b="c9 h10")
    assert exact(q) == {spelled("b8xd10", "c9", crowns=True)}
