"""The core's small facts: the variant registry, board numbering, value types,
errors, and the layering rules (no variant names in the generator, no Textual)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from dames_tui.core import (
    ENGLISH,
    INTERNATIONAL,
    AmbiguousMoveError,
    Color,
    DraughtsError,
    IllegalMoveError,
    InvalidFenError,
    InvalidPositionError,
    Move,
    PdnError,
    Piece,
    Position,
    UnknownVariantError,
    find_rules,
    movegen,
    rules_for_gametype,
    topology,
    variants,
)

# ------------------------------------------------------------------ registry


@pytest.mark.parametrize(
    "name", ["english", "american", "checkers", "8x8", "English", " CHECKERS "]
)
def test_english_aliases(name: str) -> None:
    assert find_rules(name) is ENGLISH


@pytest.mark.parametrize("name", ["international", "intl", "10x10", "INTL"])
def test_international_aliases(name: str) -> None:
    assert find_rules(name) is INTERNATIONAL


@pytest.mark.parametrize("name", ["chess", "", "english-checkers", "14x14"])
def test_unknown_variant(name: str) -> None:
    with pytest.raises(UnknownVariantError) as info:
        find_rules(name)
    assert isinstance(info.value, ValueError)
    assert "english" in str(info.value)  # the message lists the known names


def test_pdn_gametypes() -> None:
    assert rules_for_gametype(21) is ENGLISH
    assert rules_for_gametype(20) is INTERNATIONAL
    assert rules_for_gametype(25).name == "russian"
    with pytest.raises(UnknownVariantError):
        rules_for_gametype(77)


def test_variants_are_listed_once() -> None:
    listed = variants()
    assert listed[:2] == (ENGLISH, INTERNATIONAL)
    assert len({rules.name for rules in listed}) == len(listed) == 18


def test_rules_as_data() -> None:
    assert (ENGLISH.board_size, ENGLISH.rows_of_men, ENGLISH.squares) == (8, 3, 32)
    assert (INTERNATIONAL.board_size, INTERNATIONAL.rows_of_men, INTERNATIONAL.squares) == (
        10,
        4,
        50,
    )
    assert not ENGLISH.men_capture_backward and INTERNATIONAL.men_capture_backward
    assert not ENGLISH.flying_kings and INTERNATIONAL.flying_kings
    assert ENGLISH.first_to_move is Color.BLACK
    assert INTERNATIONAL.first_to_move is Color.WHITE
    assert hash(ENGLISH) != hash(INTERNATIONAL)


# ------------------------------------------------------------------ geometry


def test_english_numbering() -> None:
    g = topology(8)
    assert g.row_col(1) == (0, 1)  # b8
    assert g.row_col(4) == (0, 7)  # h8
    assert g.row_col(29) == (7, 0)  # a1
    assert g.row_col(32) == (7, 6)  # g1
    assert g.squares == 32


def test_international_numbering() -> None:
    g = topology(10)
    assert g.row_col(1) == (0, 1)
    assert g.row_col(5) == (0, 9)
    assert g.row_col(46) == (9, 0)
    assert g.row_col(50) == (9, 8)
    assert g.squares == 50


@pytest.mark.parametrize("size", [8, 10])
def test_square_numbers_and_bits_round_trip(size: int) -> None:
    g = topology(size)
    seen_bits = set()
    for square in range(1, g.squares + 1):
        row, col = g.row_col(square)
        assert (row + col) % 2 == 1  # dark squares only
        assert g.square_at(row, col) == square
        bit = g.bit_of_square(square)
        assert bit.bit_count() == 1 and bit & g.board
        assert g.square_of_bit(bit) == square
        seen_bits.add(bit)
    assert len(seen_bits) == g.squares
    assert g.board.bit_count() == g.squares
    assert g.squares_of(g.board) == list(range(1, g.squares + 1))
    assert sum(g.rows) == g.board
    for r in range(size):
        assert g.squares_of(g.rows[r]) == list(range(r * size // 2 + 1, (r + 1) * size // 2 + 1))
    assert g.square_at(0, 0) is None
    assert g.square_at(-1, 1) is None
    assert g.square_at(size, 1) is None


@pytest.mark.parametrize("size", [8, 10])
def test_neighbours_are_diagonal_steps(size: int) -> None:
    g = topology(size)
    steps = ((-1, -1), (-1, 1), (1, -1), (1, 1))  # the order of the direction tables
    for square in range(1, g.squares + 1):
        row, col = g.row_col(square)
        index = g.bit_of_square(square).bit_length() - 1
        for d, (dr, dc) in enumerate(steps):
            expected = g.square_at(row + dr, col + dc)
            got = g.neighbour[d][index]
            assert (g.square_of_bit(got) if got else None) == expected
            ray = [g.square_of_bit(b) for b in g.ray[d][index]]
            k, walk = 1, []
            while (s := g.square_at(row + k * dr, col + k * dc)) is not None:
                walk.append(s)
                k += 1
            assert ray == walk


def test_bad_board_size() -> None:
    with pytest.raises(ValueError):
        topology(7)


# ------------------------------------------------------------------ value types


def test_move_equality_ignores_the_path() -> None:
    a = Move(13, (22, 33, 24, 13), frozenset({18, 19, 28, 29}))
    b = Move(13, (24, 33, 22, 13), frozenset({29, 28, 19, 18}))
    assert a == b and hash(a) == hash(b)
    assert a.path != b.path
    assert Move(9, (13,)) != Move(9, (14,))
    assert Move(10, (19,), frozenset({15})) != Move(10, (19,), frozenset({14}))
    assert a.end == 13 and a.is_capture
    assert not Move(9, (13,)).is_capture
    assert repr(Move(11, (15,))) == "Move(11-15)"
    assert repr(Move(10, (19, 26), frozenset({15, 23}))) == "Move(10x19x26)"


def test_piece_and_colour() -> None:
    assert Color.WHITE.opponent is Color.BLACK and Color.BLACK.opponent is Color.WHITE
    assert (Color.WHITE.value, Color.BLACK.value) == ("W", "B")
    for piece in Piece:
        assert Piece.of(piece.color, piece.is_king) is piece
    assert Piece.BLACK_KING.is_king and Piece.BLACK_KING.color is Color.BLACK
    assert not Piece.WHITE_MAN.is_king and Piece.WHITE_MAN.color is Color.WHITE


def test_errors_are_value_errors() -> None:
    for error in (IllegalMoveError, InvalidFenError, InvalidPositionError, PdnError):
        assert issubclass(error, DraughtsError)
    assert issubclass(DraughtsError, ValueError)
    assert issubclass(AmbiguousMoveError, IllegalMoveError)
    assert AmbiguousMoveError("two moves", ("1x10", "1x12")).candidates == ("1x10", "1x12")


# ------------------------------------------------------------------ positions


def test_initial_positions() -> None:
    english = Position.initial(ENGLISH)
    assert english.count(Color.WHITE) == english.count(Color.BLACK) == 12
    assert english.count(Color.WHITE, kings=True) == 0
    international = Position.initial(INTERNATIONAL)
    assert international.count(Color.WHITE, kings=False) == 20
    assert international.count(Color.BLACK) == 20


def test_illegal_moves_are_refused() -> None:
    start = Position.initial(ENGLISH)
    with pytest.raises(IllegalMoveError):
        start.play(Move(21, (17,)))  # White's man, Black to move
    with pytest.raises(IllegalMoveError):
        start.play(Move(9, (18,)))
    with pytest.raises(IllegalMoveError):
        start.raw_from_move(Move(12, (17,)))
    raw = start.raw_from_move(Move(9, (13,)))
    assert start.move_from_raw(raw) == Move(9, (13,))
    assert start.play(raw) == start.play(Move(9, (13,)))


@pytest.mark.parametrize("square", [0, 33, -1])
def test_square_off_the_board_is_rejected(square: int) -> None:
    with pytest.raises(InvalidPositionError):
        Position.from_pieces(ENGLISH, {square: Piece.BLACK_KING}, Color.BLACK)


def test_two_pieces_on_one_square_are_rejected() -> None:
    bit = topology(8).bit_of_square(14)
    with pytest.raises(InvalidPositionError):
        Position(ENGLISH, bit, bit, 0, Color.BLACK).validate()


def test_pieces_and_piece_at_agree() -> None:
    pieces = {1: Piece.WHITE_KING, 14: Piece.BLACK_MAN, 23: Piece.WHITE_MAN, 32: Piece.BLACK_KING}
    p = Position.from_pieces(ENGLISH, pieces, Color.WHITE)
    assert p.pieces() == pieces
    assert p.piece_at(2) is None
    assert p.count(Color.WHITE) == 2 and p.count(Color.BLACK, kings=True) == 1


# ------------------------------------------------------------------ layering


def test_generator_never_names_a_variant() -> None:
    # the file, not inspect.getsource: a compiled build (mypyc) has no source to give
    source = (Path(movegen.__file__).parent / "movegen.py").read_text(encoding="utf-8")
    for name in ("english", "international", "american", "checkers", "intl"):
        assert f'"{name}"' not in source.lower()
        assert f"'{name}'" not in source.lower()
    assert "rules.name" not in source


def test_headless_modules_do_not_load_textual() -> None:
    modules = ["dames_tui", "dames_tui.core"]
    for name in (
        "dames_tui.notation",
        "dames_tui.game",
        "dames_tui.engine",
        "dames_tui.storage",
        "dames_tui.flow",
    ):
        if importlib.util.find_spec(name) is not None:
            modules.append(name)
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "loaded = sorted(m for m in sys.modules if m == 'textual' or m.startswith('textual.'))\n"
        "print(','.join(loaded))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"textual loaded by {modules}: {result.stdout}"
