"""FEN: canonical output and liberal input."""

import pytest

from dames_tui.core import Color, InvalidFenError, Piece, Position, find_rules
from dames_tui.notation import format_fen, parse_fen, read_fen

ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")


def test_initial_positions() -> None:
    english = format_fen(Position.initial(ENGLISH))
    assert english == "B:W" + ",".join(map(str, range(21, 33))) + ":B" + ",".join(
        map(str, range(1, 13))
    )
    international = Position.initial(INTERNATIONAL)
    assert format_fen(international).startswith("W:W31,32,")
    assert parse_fen("B:W21-32:B1-12", ENGLISH) == Position.initial(ENGLISH)
    assert parse_fen("W:W31-50:B1-20", INTERNATIONAL) == international


def test_kings_are_prefixed_and_squares_sorted() -> None:
    position = parse_fen("W:W18,24,K10:B12,K22", INTERNATIONAL)
    assert position.piece_at(10) is Piece.WHITE_KING
    assert position.piece_at(22) is Piece.BLACK_KING
    assert position.piece_at(18) is Piece.WHITE_MAN
    assert position.turn is Color.WHITE
    assert format_fen(position) == "W:WK10,18,24:B12,K22"


def test_empty_side_is_written_as_its_letter() -> None:
    position = parse_fen("B:W31:B", INTERNATIONAL)
    assert format_fen(position) == "B:W31:B"
    assert position.count(Color.BLACK) == 0


@pytest.mark.parametrize(
    "text",
    [
        "W:W18,24,K10:B12,K22",
        "w:w18,24,k10:b12,k22",
        "  W : W18, 24, K10 : B12, K22  ",
        "W:W18,24,K10:B12,K22.",
        '"W:W18,24,K10:B12,K22"',
        "[W:W18,24,K10:B12,K22]",
        '[FEN "W:W18,24,K10:B12,K22"]',
        '"W:W18,24,K10:B12,K22".',
        "W:B12,K22:W18,24,K10",
        "W:W18,,24,K10,:B12,K22",
    ],
)
def test_liberal_input(text: str) -> None:
    assert format_fen(parse_fen(text, INTERNATIONAL)) == "W:WK10,18,24:B12,K22"


def test_ranges_for_men_and_kings() -> None:
    position = parse_fen("B:WK1-3,K5-K6,30-32:B20 - 22", ENGLISH)
    assert format_fen(position) == "B:WK1,K2,K3,K5,K6,30,31,32:B20,21,22"


def test_missing_side_list_is_empty() -> None:
    assert format_fen(parse_fen("W:W31", INTERNATIONAL)) == "W:W31:B"
    assert format_fen(parse_fen("B:B5", ENGLISH)) == "B:W:B5"


def test_board_size_comes_from_the_rules() -> None:
    assert parse_fen("W:W32:B1", ENGLISH).rules is ENGLISH
    assert parse_fen("W:W50:B1", INTERNATIONAL).rules is INTERNATIONAL


# ------------------------------------------------- "?" as the side to move


def test_a_question_mark_is_an_unknown_side() -> None:
    reading = read_fen("?:W18,22:B10,11", ENGLISH)
    assert not reading.side_known
    assert reading.position.turn is ENGLISH.first_to_move
    assert reading.sides == (Color.BLACK, Color.WHITE)
    assert reading.for_side(Color.WHITE).turn is Color.WHITE
    assert reading.for_side(Color.WHITE).pieces() == reading.position.pieces()
    assert read_fen('[FEN "?:W31-35:B"]', INTERNATIONAL).sides == (Color.WHITE, Color.BLACK)


def test_a_named_side_is_known() -> None:
    reading = read_fen("W:W18:B10", ENGLISH)
    assert reading.side_known and reading.sides == (Color.WHITE,)


def test_parse_fen_needs_the_side_for_a_question_mark() -> None:
    with pytest.raises(InvalidFenError) as caught:
        parse_fen("?:W18:B10", ENGLISH)
    assert caught.value.code == "fen.side_unknown"
    position = parse_fen("?:W18:B10", ENGLISH, unknown_side=Color.WHITE)
    assert format_fen(position) == "W:W18:B10"
    assert parse_fen("B:W18:B10", ENGLISH, unknown_side=Color.WHITE).turn is Color.BLACK


def test_a_question_mark_glued_to_the_lists_is_named() -> None:
    with pytest.raises(InvalidFenError) as caught:
        read_fen("?W18:B10", ENGLISH)
    assert caught.value.code == "fen.missing_colon_after_side"


@pytest.mark.parametrize("name", ["canadian", "russian", "brazilian", "turkish", "czech"])
def test_a_fen_with_square_names_reads_back(name: str) -> None:
    """Every fifth piece crowned, written with square names and read back
    (the k file of the 12×12 board is a square, not a king's K)."""
    rules = find_rules(name)
    start = Position.initial(rules)
    names = start.topology.name_of
    crowned = set(sorted(start.pieces())[::5])

    def entries(color: Color) -> str:
        own = sorted(s for s, piece in start.pieces().items() if piece.color is color)
        return ",".join(f"K{names(s)}" if s in crowned else names(s) for s in own)

    position = parse_fen(f"W:W{entries(Color.WHITE)}:B{entries(Color.BLACK)}", rules)
    kings = {
        s for s, piece in position.pieces().items() if piece in (Piece.WHITE_KING, Piece.BLACK_KING)
    }
    assert kings == crowned
    assert parse_fen(format_fen(position, names=True), rules) == position
    assert parse_fen(format_fen(start, names=True), rules) == start


def test_on_the_12x12_board_k5_is_a_square_and_k5_in_capitals_a_king() -> None:
    rules = find_rules("canadian")
    named = parse_fen("W:Wk5:B1", rules)
    numbered = parse_fen("W:WK5:B1", rules)
    [(square, piece)] = [(s, p) for s, p in named.pieces().items() if p.color is Color.WHITE]
    assert named.topology.name_of(square) == "k5" and piece is Piece.WHITE_MAN
    assert numbered.pieces()[5] is Piece.WHITE_KING
    king = parse_fen("W:WKk5:B1", rules)
    assert king.pieces()[square] is Piece.WHITE_KING
