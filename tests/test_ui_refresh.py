"""What a key redraws: only what changed, without a new layout, and the
settings file written after the screen shows the change (issue 17's latency)."""

from __future__ import annotations

import gc
from typing import Any

from test_ui_helpers import make_app
from textual.geometry import Region
from textual.screen import Screen
from textual.widget import Widget

from dames_tui import storage
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.engine_panel import EnginePanel
from dames_tui.ui.widgets.status_bar import StatusBar

SIZE = (100, 30)


def count_layouts(widgets: list[Widget]) -> list[str]:
    """Record each ``refresh(layout=True)`` of ``widgets`` (their ids)."""
    asked: list[str] = []
    for widget in widgets:
        original = widget.refresh

        def refresh(*regions: Any, _widget: Widget = widget, _original: Any = original,
                    **options: Any) -> Any:  # fmt: skip
            if options.get("layout"):
                asked.append(str(_widget.id))
            return _original(*regions, **options)

        widget.refresh = refresh  # type: ignore[method-assign]
    return asked


async def test_numbers_and_flip_redraw_without_a_layout() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        asked = count_layouts(list(screen.query("*")))
        for key in ("n", "f", "n", "f"):
            await pilot.press(key)
            await pilot.pause()
        assert asked == []
        assert app.settings.show_numbers is False and screen.turned is False  # both pressed twice


async def test_textual_default_screen_is_not_told_of_settings() -> None:
    """A message to the plain screen under ours would repaint all the screen."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        bottom = app.screen_stack[0]
        assert type(bottom) is Screen
        told: list[object] = []
        original = bottom.post_message

        def post(message: Any) -> bool:
            told.append(message)
            return original(message)

        bottom.post_message = post  # type: ignore[method-assign]
        app.update_settings(show_numbers=True)
        await pilot.pause()
        bottom.post_message = original  # type: ignore[method-assign]
        assert not [m for m in told if isinstance(m, DamesApp.SettingsChanged)]


async def test_the_spinner_turns_without_a_layout() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        panel = app.screen.query_one(EnginePanel)
        panel.show(["L'ordinateur réfléchit", "profondeur 4"], thinking=True)
        await pilot.pause()
        asked = count_layouts([panel])
        before = str(panel.render())
        panel._spin()
        panel._spin()
        await pilot.pause()
        assert asked == [] and str(panel.render()) != before
        panel.show(["L'ordinateur réfléchit", "profondeur 5"], thinking=True)
        assert asked == []  # as many lines, as short
        panel.show(["L'ordinateur réfléchit"], thinking=True)
        assert asked == ["engine"]


async def test_the_status_bar_lays_out_only_for_a_change_of_height() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        status = app.screen.query_one(StatusBar)
        asked = count_layouts([status])
        status.show("un")
        status.show("deux")
        assert asked == []
        status.show("long " * 40)  # two rows
        status.show("court")  # one again
        assert asked == ["status", "status"]
        await pilot.pause()
        assert status.size.height == 1


async def test_settings_are_written_after_the_refresh_once_for_changes_together() -> None:
    app = make_app()
    written: list[storage.Settings] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.keeper.save_settings = written.append  # type: ignore[method-assign,assignment]
        app.update_settings(show_numbers=True)
        app.update_settings(theme="green")
        assert written == []  # not while the key is answered
        await pilot.pause()
        assert [(s.show_numbers, s.theme) for s in written] == [(True, "green")]
        app.update_settings(show_numbers=False)
    assert [s.show_numbers for s in written] == [True, False]  # the last one at the end


async def test_the_heap_of_the_start_is_frozen_while_the_app_runs() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0


async def test_the_board_repaints_the_lines_that_change_and_they_are_right() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", "n")  # the board drawn once
        await pilot.pause()
        board = app.screen.query_one(BoardView)
        whole = Region(0, 0, *board.size)
        repainted: list[tuple[Region, ...]] = []
        original = board.refresh

        def refresh(*regions: Region, **options: Any) -> Any:
            repainted.append(regions)
            return original(*regions, **options)

        board.refresh = refresh  # type: ignore[method-assign]
        typed = ["1", "1", "-", "1", "5", "enter"]  # the focus goes and comes back: all
        for keys in (["n"], ["right"], ["down"], ["f"], typed, ["left"], ["n"]):
            repainted.clear()
            await pilot.press(*keys)
            await pilot.pause()
            if keys is not typed:
                assert repainted and all(repainted), keys  # some lines, not the whole board
            shown = board.render_lines(whole)  # as cached where not repainted
            board._forget()
            board._styles_cache.clear()
            assert board.render_lines(whole) == shown, keys
        repainted.clear()
        await pilot.press("n")
        await pilot.pause()
        lines = {y for regions in repainted for region in regions for y in region.line_range}
        assert 0 < len(lines) < board.size.height // 2  # the numbers' rows of each cell


async def test_a_screen_under_another_is_told_of_the_settings_when_shown_again() -> None:
    """Textual repaints the whole screen on top for a change of the one under it."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        told: list[object] = []
        original = game.post_message

        def post(message: Any) -> bool:
            if isinstance(message, DamesApp.SettingsChanged):
                told.append(message)
            return original(message)

        game.post_message = post  # type: ignore[method-assign]
        app.open_analysis(game.game)
        await pilot.pause()
        footer_keys = list(app.screen.query("FooterKey"))
        app.update_settings(show_numbers=True)
        await pilot.pause()
        assert told == []  # the analysis board hides it
        assert app.screen.query_one(BoardView).state.show_numbers  # type: ignore[union-attr]
        assert list(app.screen.query("FooterKey")) == footer_keys  # not built again
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game and len(told) == 1
        assert game.query_one(BoardView).state.show_numbers  # type: ignore[union-attr]
