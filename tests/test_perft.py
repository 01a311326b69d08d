"""Perft from published positions: the rules' exactness check."""

import pytest

from dames_tui.core import Color, Piece, Position, find_rules, perft

ENGLISH = [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564]
INTERNATIONAL = [9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423]
WOLDOUBY = [6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88050, 377436]
WOLDOUBY_BLACK = (12, 13, 14, 16, 18, 19, 21, 23, 24, 26)
WOLDOUBY_WHITE = (25, 27, 28, 30, 32, 33, 34, 35, 37, 38)


def woldouby() -> Position:
    pieces = {s: Piece.BLACK_MAN for s in WOLDOUBY_BLACK}
    pieces.update({s: Piece.WHITE_MAN for s in WOLDOUBY_WHITE})
    return Position.from_pieces(find_rules("international"), pieces, Color.WHITE)


@pytest.mark.parametrize("depth", range(1, 8))
def test_english_perft(depth: int) -> None:
    assert perft(Position.initial(find_rules("english")), depth) == ENGLISH[depth - 1]


@pytest.mark.parametrize("depth", range(1, 7))
def test_international_perft(depth: int) -> None:
    assert perft(Position.initial(find_rules("international")), depth) == INTERNATIONAL[depth - 1]


@pytest.mark.parametrize("depth", range(1, 8))
def test_woldouby_perft(depth: int) -> None:
    assert perft(woldouby(), depth) == WOLDOUBY[depth - 1]


@pytest.mark.slow
@pytest.mark.parametrize("depth", [8, 9, 10])
def test_english_perft_deep(depth: int) -> None:
    assert perft(Position.initial(find_rules("english")), depth) == ENGLISH[depth - 1]


@pytest.mark.slow
@pytest.mark.parametrize("depth", [7, 8, 9])
def test_international_perft_deep(depth: int) -> None:
    assert perft(Position.initial(find_rules("international")), depth) == INTERNATIONAL[depth - 1]


@pytest.mark.slow
@pytest.mark.parametrize("depth", [8, 9, 10, 11])
def test_woldouby_perft_deep(depth: int) -> None:
    assert perft(woldouby(), depth) == WOLDOUBY[depth - 1]
