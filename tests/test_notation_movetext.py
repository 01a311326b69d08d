"""Move text: formatting, parsing, liberal reading, ambiguity."""

import pytest

from dames_tui.core import (
    AmbiguousMoveError,
    IllegalMoveError,
    Move,
    Position,
    find_rules,
)
from dames_tui.notation import (
    format_move,
    format_move_hub,
    format_move_short,
    parse_fen,
    parse_move,
)

ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")

# Two English captures from 18 to 2: over 14 and 6, or over 15 and 7.
ENGLISH_TWO_WAYS = "W:W18,21,22,23,24,25,28,30,32:B1,4,5,6,7,12,13,14,15"
# A flying king with two rafles 29 -> 25 that take different pieces.
KING_TWO_WAYS = "W:W6,K29,30,35,36,40,42,44,46:B5,8,13,15,20,23"


def test_format_quiet_capture_and_rafle() -> None:
    assert format_move(Move(11, (15,))) == "11-15"
    assert format_move(Move(15, (24,), frozenset({19}))) == "15x24"
    assert format_move(Move(10, (19, 26), frozenset({15, 23}))) == "10x19x26"


def test_format_hub_sorts_captured_squares() -> None:
    move = Move(10, (19, 26), frozenset({23, 15}))
    assert format_move_hub(move) == "10x26x15x23"
    assert format_move_hub(Move(32, (28,))) == "32-28"


def test_parse_every_opening_move() -> None:
    for rules in (ENGLISH, INTERNATIONAL):
        position = Position.initial(rules)
        for move in position.legal_moves():
            assert parse_move(position, f"{move.start}-{move.end}") == move


@pytest.mark.parametrize(
    "text", ["32-28", " 32-28 ", "32 - 28", "32x28", "32X28", "32:28", "32-28!", "32-28 ?!"]
)
def test_liberal_spellings_of_a_quiet_move(text: str) -> None:
    position = Position.initial(INTERNATIONAL)
    assert parse_move(position, text) == Move(32, (28,))


def test_dash_accepted_for_a_unique_capture() -> None:
    position = parse_fen("W:W28:B23", INTERNATIONAL)
    expected = Move(28, (19,), frozenset({23}))
    assert parse_move(position, "28-19") == expected
    assert parse_move(position, "28x19") == expected
    assert parse_move(position, "28x19x23") == expected  # Hub form


def test_rafle_by_ends_full_path_and_hub_form() -> None:
    # An English man from 10 takes 15 and 23 (Black moves down).
    position = parse_fen("B:W15,23,30:B10", ENGLISH)
    move = parse_move(position, "10x26")
    assert move.captured == frozenset({15, 23})
    assert parse_move(position, "10x19x26") == move
    assert parse_move(position, "10x26x23x15") == move
    assert parse_move(position, "10x26x15x23") == move


def test_ambiguous_from_to_lists_the_full_paths() -> None:
    position = parse_fen(ENGLISH_TWO_WAYS, ENGLISH)
    with pytest.raises(AmbiguousMoveError, match="18x9x2, 18x11x2") as info:
        parse_move(position, "18x2")
    assert info.value.candidates == ("18x9x2", "18x11x2")
    assert parse_move(position, "18x9x2").captured == frozenset({14, 6})
    assert parse_move(position, "18x11x2").captured == frozenset({15, 7})


def test_short_form_uses_the_full_path_only_when_needed() -> None:
    position = parse_fen(ENGLISH_TWO_WAYS, ENGLISH)
    shorts = {format_move_short(position, m) for m in position.legal_moves()}
    assert {"18x9x2", "18x11x2"} <= shorts
    single = parse_fen("W:W28:B23", INTERNATIONAL)
    assert format_move_short(single, single.legal_moves()[0]) == "28x19"
    rafle = parse_fen("B:W15,23,30:B10", ENGLISH)
    assert format_move_short(rafle, rafle.legal_moves()[0]) == "10x26"


def test_flying_king_rafles_with_the_same_ends() -> None:
    position = parse_fen(KING_TWO_WAYS, INTERNATIONAL)
    with pytest.raises(AmbiguousMoveError) as info:
        parse_move(position, "29x25")
    assert set(info.value.candidates) == {"29x12x3x25", "29x18x9x25"}
    assert parse_move(position, "29x12x3x25").captured == frozenset({23, 8, 20})


def test_any_real_path_of_a_rafle_is_accepted() -> None:
    # The king on 46 takes 37, may stop on 32, 28 or 23, then takes 19 and
    # ends on 14, 10 or 5: the generator keeps one path per move, and every
    # spelling must be read as that move.
    position = parse_fen("W:WK46:B37,19", INTERNATIONAL)
    moves = position.legal_moves()
    assert {m.end for m in moves} == {14, 10, 5}
    for move in moves:
        for middle in (32, 28, 23):
            assert parse_move(position, f"46x{middle}x{move.end}") == move
        assert parse_move(position, format_move(move)) == move


def test_a_path_through_a_taken_piece_is_refused() -> None:
    # 37 would be jumped twice.
    position = parse_fen("W:WK46:B37,19", INTERNATIONAL)
    with pytest.raises(IllegalMoveError, match="no legal move 46x28x41x14"):
        parse_move(position, "46x28x41x14")


def test_a_man_cannot_take_from_afar_in_a_path() -> None:
    position = parse_fen("B:W15,23,30:B10", ENGLISH)
    with pytest.raises(IllegalMoveError, match="no legal move"):
        parse_move(position, "10x26x19")


def test_compulsory_capture_message_names_the_capturers() -> None:
    position = parse_fen("W:W28,31:B23", INTERNATIONAL)
    with pytest.raises(IllegalMoveError, match=r"a capture is compulsory \(with the piece on 28\)"):
        parse_move(position, "31-27")


@pytest.mark.parametrize("text", ["32 x 21", "32x 21", "32 -21", " 32 : 21 ", "32\tx\t21"])
def test_typed_moves_with_spaces_inside(text: str) -> None:
    position = parse_fen("W:W32:B27", INTERNATIONAL)
    assert format_move(parse_move(position, text)) == "32x21"


def test_a_long_run_of_spaces_is_read_at_once() -> None:
    # the annotation used to be found by a regex that rescanned every space
    text = "32-28" + " " * 200_000 + "x"
    with pytest.raises(IllegalMoveError):
        parse_move(Position.initial(INTERNATIONAL), text)
    assert parse_move(Position.initial(INTERNATIONAL), "32-28" + " " * 200_000 + "!?").end == 28


def test_two_squares_name_the_single_capture_when_a_rafle_ends_there_too() -> None:
    """Thai (free choice): 15x6 in one jump, or 15x22x31x24x6 round the board;
    the text 15x6 is the whole path of the first."""
    from dames_tui.core import find_rules
    from dames_tui.notation import format_move, parse_fen, parse_move

    # (Thai FEN letters are PDN's: W is the side this program calls Black)
    position = parse_fen("W:W3,9,14,K15,K25,K28,K30:B10,13,K18,K23,26,K27", find_rules("thai"))
    ends = [m for m in position.legal_moves() if m.start == 15 and m.end == 6]
    assert len(ends) == 2
    single = parse_move(position, "15x6")
    assert single.path == (6,) and format_move(single) == "15x6"
    rafle = next(m for m in ends if m is not single and m != single)
    assert parse_move(position, format_move(rafle)) == rafle
