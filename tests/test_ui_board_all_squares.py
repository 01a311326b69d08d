"""The board of 64 squares (Turkish draughts): every cell is a square, for
the pieces, the cursor, the clicks and the highlights; its edges are
lettered a-h and 1-8, its squares numbered 1-64 (PERFT.md: 1 = a8, 8 = h8,
57 = a1, 64 = h1) when the numbers are shown."""

from __future__ import annotations

import pytest
from test_ui_board_helpers import cell_segments, cell_text
from test_ui_helpers import make_app, square_offset
from textual.geometry import Offset

from dames_tui.core import Color, find_rules
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.status_bar import StatusBar

TURKISH = find_rules("turkish")
STEPS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_every_cell_is_a_square_of_its_own(size: tuple[int, int]) -> None:
    app = make_app(rules=TURKISH, human=Color.WHITE)
    async with app.run_test(size=size):
        board = app.screen.query_one(BoardView)
        squares = [board.square_at_display(row, col) for row in range(8) for col in range(8)]
        assert squares == list(range(1, 65))  # reading order from a8, as PERFT.md numbers
        for square in range(1, 65):
            assert board.square_at_offset(Offset(*_offset(board, square))) == (True, square)


async def test_the_cursor_steps_one_cell_at_a_time() -> None:
    app = make_app(rules=TURKISH, human=Color.WHITE)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.screen.query_one(BoardView)
        for square in range(1, 65):
            for rows, cols in STEPS.values():
                board.place_cursor(square)
                row, col = board.cursor
                board.action_cursor(rows, cols)
                assert board.cursor == ((row + rows) % 8, (col + cols) % 8)
        board.place_cursor(57)  # a1
        await pilot.press("up", "up", "right")  # a3, then b3
        assert board.square_at_display(*board.cursor) == 42


async def test_a_man_on_a_light_coloured_cell_moves_by_clicks_and_keys() -> None:
    """b3 (42) is a light square on a damier: here it holds a man like any other."""
    app = make_app(rules=TURKISH, human=Color.WHITE)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = screen.query_one(BoardView)
        await pilot.click(BoardView, offset=_offset(board, 42))
        await pilot.pause()
        assert board.state is not None
        assert board.state.selected == 42 and board.state.targets == {34}  # b4
        await pilot.click(BoardView, offset=_offset(board, 34))
        await pilot.pause()
        assert screen.game.move_texts()[0] == "b3-b4"
        board.place_cursor(43)  # c3, by the keys
        await pilot.press("enter", "up", "enter")
        await pilot.pause()
        assert screen.game.move_texts()[2] == "c3-c4"


async def test_every_other_cell_takes_the_alternate_shade() -> None:
    app = make_app(rules=TURKISH, human=Color.WHITE)
    async with app.run_test(size=(120, 40)):
        board = app.screen.query_one(BoardView)
        shade = {square: cell_segments(board, square)[0].style for square in (25, 26, 33, 34)}
        assert shade[25] != shade[26] and shade[25] == shade[34] and shade[26] == shade[33]
        a5 = shade[25]
        assert (
            a5 is not None and a5.bgcolor == board.get_component_rich_style("board--dark").bgcolor
        )


@pytest.mark.parametrize("language", ["fr", "en"])
async def test_the_numbers_key_shows_the_coordinates_and_the_numbers(language: str) -> None:
    app = make_app(rules=TURKISH, human=Color.WHITE, language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.screen.query_one(BoardView)
        assert board.state is not None
        assert not board.state.coordinates and not board.state.show_numbers
        await pilot.press("n")
        await pilot.pause()
        assert board.state.coordinates and board.state.show_numbers
        assert cell_text(board, 1)[0].startswith("1")
        assert cell_text(board, 64)[0].startswith("64")
        status = app.screen.query_one(StatusBar).text
        assert "1 à 64" in status if language == "fr" else "1 to 64" in status
        layout = board.layout_now
        assert layout is not None
        # the ranks on the left, on the line under the numbers; the files below
        rank_8 = board.render_line(layout.top + 2).text
        assert rank_8[layout.left] == "8" and rank_8[layout.left + 1] != "1"
        files = board.render_line(layout.top + layout.height - 1).text.split()
        assert files == list("abcdefgh")
        await pilot.press("n")
        await pilot.pause()
        assert not board.state.coordinates and not board.state.show_numbers


async def test_the_russian_board_still_letters_its_edges_only() -> None:
    app = make_app(rules=find_rules("russian"), human=Color.WHITE, numbers=True)
    async with app.run_test(size=(80, 24)):
        board = app.screen.query_one(BoardView)
        assert board.state is not None
        assert board.state.coordinates and not board.state.show_numbers


def _offset(board: BoardView, square: int) -> tuple[int, int]:
    layout = board.layout_now
    assert layout is not None
    x, y = square_offset(board, square)
    return x + layout.frame_x - 1, y  # square_offset counts a frame of one column
