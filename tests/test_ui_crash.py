"""An unexpected error: the game saved, a crash report in the data directory,
one line saying where it is, and a non-zero exit status."""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

import pytest
from test_ui_helpers import FirstMovePlayer, make_app
from textual import events
from textual.pilot import Pilot

from dames_tui import cli, storage
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.game import GameScreen


def reports() -> list[Path]:
    return sorted(storage.data_dir().glob("crash-*.txt"))


def press_without_waiting(app: DamesApp, key: str) -> None:
    app.post_message(events.Key(key, key))


def boom(*args: object) -> None:
    raise RuntimeError("a bug for the test")


async def test_a_crash_in_the_app_saves_reports_and_exits_non_zero(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(GameScreen, "action_flip", boom)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*"11-15", "enter")
        await pilot.pause()
        press_without_waiting(app, "f")  # Pilot's press would wait for an app that has gone
        await asyncio.sleep(0.5)
    assert app.return_code == 1
    [report] = reports()
    text = report.read_text()
    assert "RuntimeError: a bug for the test" in text and "version:" in text and "python:" in text
    saved = storage.load_autosave().value
    assert saved is not None and saved.game.ply == 2  # the game is kept


async def test_a_failing_search_is_reported_and_the_game_goes_on() -> None:
    class Broken(FirstMovePlayer):
        def choose_move(self, *args: object) -> None:
            raise RuntimeError("the engine broke")

    app = make_app(player=Broken())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*"11-15", "enter")
        await pilot.pause(0.3)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.busy is None
        assert str(screen.query_one("#status").render()).startswith(
            "L'ordinateur a rencontré une erreur (rapport : "
        )
        await pilot.press("u")  # the player takes the move back and plays on
        await pilot.pause()
        assert screen.game.ply == 0
    assert app.return_code in (0, None)
    assert "the engine broke" in reports()[0].read_text()


def test_dames_play_exits_non_zero_after_a_crash(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    original = DamesApp.run

    async def crash(pilot: Pilot) -> None:  # type: ignore[type-arg]
        await pilot.pause()
        monkeypatch.setattr(GameScreen, "action_flip", boom)
        press_without_waiting(pilot.app, "f")
        await asyncio.sleep(0.5)

    def headless(self: DamesApp, *args: object, **kwargs: object) -> None:
        self.player = FirstMovePlayer()
        original(self, headless=True, auto_pilot=crash)

    monkeypatch.setattr(DamesApp, "run", headless)
    assert cli.main(["play", "--variant", "english", "--level", "1"]) == 1
    assert len(reports()) == 1


def test_a_bug_in_a_command_is_one_line_and_a_report(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from dames_tui.commands import perft

    def broken(args: argparse.Namespace, tr: object) -> int:
        raise RuntimeError("perft broke")

    monkeypatch.setattr(perft, "run", broken)
    assert cli.main(["perft", "--variant", "english", "--depth", "1"]) == 1
    err = capsys.readouterr().err
    [report] = reports()
    assert err == f"dames : erreur interne ; le rapport est dans {report}.\n"
    assert "perft broke" in report.read_text()
