"""A rafle entered square by square: the board shows the piece on its way and
the pieces it has jumped so far, crossed out."""

from __future__ import annotations

import pytest
from test_ui_board_helpers import SIZES_BY_CELL_HEIGHT, app_with, cell_segments, cell_text
from test_ui_helpers import square_offset

from dames_tui.ui.widgets.board import BoardView

#: Black to move; 10 takes 15 then 23 (10x19x26) or 14 then 22 (10x17x26)
RAFLES = "B:W14,15,22,23,30:B10"


async def click_square(pilot, square: int) -> None:  # type: ignore[no-untyped-def]
    board = pilot.app.screen.query_one(BoardView)
    await pilot.click(BoardView, offset=square_offset(board, square))
    await pilot.pause()


async def test_the_board_state_holds_the_piece_on_its_way() -> None:
    app = app_with(RAFLES)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.screen.query_one(BoardView)
        await click_square(pilot, 10)
        assert board.state is not None
        assert board.state.moving is None and board.state.taken == frozenset()
        await click_square(pilot, 19)
        state = board.state
        assert state.selected == 10 and state.path == (19,)
        assert state.moving == (10, 19)
        assert state.taken == {15}
        await pilot.press("escape")
        assert board.state.moving is None and board.state.taken == frozenset()


@pytest.mark.parametrize("theme", ["classic", "green", "contrast"])
@pytest.mark.parametrize("cell_height", sorted(SIZES_BY_CELL_HEIGHT))
async def test_the_strips_show_the_piece_on_its_way(cell_height: int, theme: str) -> None:
    app = app_with(RAFLES, theme=theme)
    async with app.run_test(size=SIZES_BY_CELL_HEIGHT[cell_height]) as pilot:
        board = app.screen.query_one(BoardView)
        assert board.layout_now is not None and board.layout_now.cell_height == cell_height
        await click_square(pilot, 10)
        await click_square(pilot, 19)
        black = board.get_component_rich_style("board--black-piece", partial=True).color
        white = board.get_component_rich_style("board--white-piece", partial=True).color
        captured = board.get_component_rich_style("board--captured", partial=True)
        selected = board.get_component_rich_style("board--selected", partial=True).bgcolor

        def colours(square: int) -> set[object]:
            found = set()
            for segment in cell_segments(board, square):
                style = segment.style
                assert style is not None
                if segment.text.strip():
                    found.add(style.color)
                found.add(style.bgcolor)
            return found

        # the start is empty but still the selection; the piece is on 19
        assert black not in colours(10) and selected in colours(10)
        assert "".join(cell_text(board, 10)).strip() == ""
        assert black in colours(19) and selected in colours(19)
        # 15 is taken: still a white piece, crossed out on the colour of captures
        assert "×" in "".join(cell_text(board, 15))
        assert captured.bgcolor in colours(15)
        crosses = [s for s in cell_segments(board, 15) if "×" in s.text]
        assert all(s.style is not None and s.style.bgcolor == captured.bgcolor for s in crosses)
        if cell_height > 1:
            assert white in colours(15)  # the disc is still drawn around the ×
        # 23, to be taken next, and 14, on the other path, are plain pieces
        for square in (14, 23):
            assert "×" not in "".join(cell_text(board, square))
            assert captured.bgcolor not in colours(square)
