"""Pieces drawn as letters use the letters of the interface's language:
Blancs b/B and Noirs n/N in French, White w/W and Black b/B in English."""

from __future__ import annotations

import pytest
from test_ui_board_helpers import app_with, cell_text

from dames_tui.ui import terminal
from dames_tui.ui.terminal import TerminalCaps
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.pieces import PieceLetters

#: a man and a king of each side; Black (the human) to move
POSITION = "B:W15,K30:B12,K4"
WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING = 15, 30, 12, 4
LETTERS = {"fr": ("b", "B", "n", "N"), "en": ("w", "W", "b", "B")}


def letters_on_board(board: BoardView) -> tuple[str, ...]:
    board.place_cursor(32)  # away from the pieces
    found = []
    for square in (WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING):
        letters = {c for c in "".join(cell_text(board, square)) if c.isalpha()}
        assert len(letters) == 1, f"square {square} shows {letters}"
        found.append(letters.pop())
    return tuple(found)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize(
    "size", [(64, 14), (80, 24), (120, 40)], ids=["1-line", "2-line", "4-line"]
)
async def test_the_contrast_theme_writes_the_language_letters(
    language: str, size: tuple[int, int]
) -> None:
    app = app_with(POSITION, theme="contrast", language=language)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        board = app.screen.query_one(BoardView)
        assert board.state is not None
        assert board.state.letters == PieceLetters(*LETTERS[language])
        assert letters_on_board(board) == LETTERS[language]


@pytest.mark.parametrize("language", ["fr", "en"])
async def test_a_16_colour_terminal_writes_the_language_letters(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    caps = TerminalCaps(colours=16, blocks=False, symbols=False)
    monkeypatch.setattr(terminal, "current", lambda *, headless=False: caps)
    app = app_with(POSITION, theme="classic", language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert letters_on_board(app.screen.query_one(BoardView)) == LETTERS[language]


async def test_the_letters_follow_a_change_of_language() -> None:
    app = app_with(POSITION, theme="contrast", language="fr")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(BoardView)
        assert letters_on_board(board) == LETTERS["fr"]
        app.update_settings(language="en")
        await pilot.pause()
        assert letters_on_board(board) == LETTERS["en"]


def test_letters_from_the_names_of_the_sides() -> None:
    assert PieceLetters.from_names("Blancs", "Noirs") == PieceLetters("b", "B", "n", "N")
    assert PieceLetters.from_names("White", "Black") == PieceLetters("w", "W", "b", "B")
    assert PieceLetters.from_names("Weiß", "Schwarz") == PieceLetters("w", "W", "s", "S")
    assert PieceLetters.from_names("Bianchi", "Blu") == PieceLetters()  # the same initial
    assert PieceLetters.from_names("", "Noirs") == PieceLetters()
