"""The game runs under NO_COLOR (Textual then draws every colour in grey)."""

from __future__ import annotations

import pytest
from test_ui_helpers import make_app

from dames_tui.ui.widgets.board import BoardView


async def test_no_color_does_not_stop_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Textual's NO_COLOR filter needs a style on every segment."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app("B:W15,27:B1,2,11,12")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(BoardView)
        assert board.state is not None
        assert all(segment.style is not None for segment in board.render_line(3))
