"""The computer's panel at 80x24: what it is doing fits on its one line, in
both languages (a wrapped line pushes the panel's last line out of sight)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from dames_tui.core import ENGLISH, Color
from dames_tui.engine.levels import TOP_LEVEL as TOP
from dames_tui.i18n import Translator
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.settings import GameSetup, Settings
from dames_tui.ui.texts import engine_lines

BUSY = (None, "move", "hint", "draw", "ponder")


@pytest.mark.parametrize("language", ["fr", "en"])
async def test_every_state_of_the_computer_fits_its_line_at_80_columns(language: str) -> None:
    app = DamesApp(
        GameSetup(ENGLISH, Color.BLACK, TOP), settings=Settings(level=TOP, language=language)
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        width = screen.query_one("#engine").content_region.width
        assert width > 20
        tr = Translator(language)
        too_long = {
            busy: head for busy in BUSY if cell_len(head := engine_lines(tr, busy, None)[0]) > width
        }
        assert not too_long, f"wider than {width} cells: {too_long}"
