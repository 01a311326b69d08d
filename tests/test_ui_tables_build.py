"""The background build of the endgame tables, as the player sees it: a game
that needs them starts it (and says so once), the settings show how far it
is, the setting turns it off. The builder is a stand-in that only holds the
build's lock: nothing is solved here."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_ui_helpers import FirstMovePlayer
from textual.widgets import Label, Switch

from dames_tui.core import ENGLISH, INTERNATIONAL, Rules
from dames_tui.engine import tables
from dames_tui.engine.tables import background
from dames_tui.engine.tables.background import Watch
from dames_tui.i18n import Translator
from dames_tui.ui.app import DamesApp
from dames_tui.ui.settings import GameSetup, Settings

SIZE = (110, 44)
tr = Translator("fr")


class Builder:
    """Stands in for the builder's process: holds the lock it is given."""

    def __init__(self) -> None:
        self.commands: list[list[str]] = []
        self.locks: list[int] = []

    def __call__(self, command: list[str], lock: int, log: object) -> None:
        self.commands.append(command)
        self.locks.append(os.dup(lock))

    def end(self) -> None:
        for lock in self.locks:
            os.close(lock)
        self.locks.clear()


@pytest.fixture
def builder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Builder]:
    monkeypatch.delenv(tables.ENV_VARIABLE, raising=False)
    stand_in = Builder()
    yield stand_in
    stand_in.end()


def app_on(rules: Rules, level: int, builder: Builder, **settings: object) -> DamesApp:
    setup = GameSetup(rules, None, level)
    return DamesApp(
        setup,
        settings=Settings(**settings),  # type: ignore[arg-type]
        player=FirstMovePlayer(),
        table_builds=Watch(launch=builder),
    )


def told(app: DamesApp, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **options: said.append(message))
    return said


def progress(app: DamesApp) -> str:
    return str(app.screen.query_one("#tables-progress", Label).render())


async def test_an_english_game_at_a_level_with_tables_starts_the_build(
    builder: Builder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_on(ENGLISH, 16, builder)
    said = told(app, monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert len(builder.commands) == 1
        assert builder.commands[0][-4:-1] == ["english", "5", str(tables.default_dir())]
        started = tr("tables.build.started", pieces=5)
        assert said == [started]
        # the analysis board needs them too: it is building already, nothing more is said
        app.tables_needed(ENGLISH, None)
        assert len(builder.commands) == 1 and len(said) == 1


@pytest.mark.parametrize(
    ("rules", "level", "settings"),
    [
        (ENGLISH, 4, {}),  # the lower levels play without the tables
        (INTERNATIONAL, 16, {}),  # no background build for it
        (ENGLISH, 16, {"tables_build": False}),  # the setting is off
    ],
)
async def test_no_build_when_the_game_does_not_need_it(
    builder: Builder, rules: Rules, level: int, settings: dict[str, object]
) -> None:
    app = app_on(rules, level, builder, **settings)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert builder.commands == []


async def test_no_build_when_the_tables_are_off(
    builder: Builder, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(tables.ENV_VARIABLE, "off")
    app = app_on(ENGLISH, 16, builder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert builder.commands == []


async def test_the_settings_show_how_far_the_build_is(builder: Builder) -> None:
    app = app_on(ENGLISH, 16, builder, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        partial = background.partial_dir(tables.default_dir(), ENGLISH, 5)
        status = {"done": 37, "total": 100, "discarded": 0}
        (partial / background.STATUS_FILE).write_text(json.dumps(status))
        app.show_settings()
        await pilot.pause()
        assert progress(app) == "5-piece endgame tables: 37 %"
        builder.end()  # the builder stops (the player quit it from elsewhere)
        app.screen._show_tables()  # type: ignore[attr-defined]
        assert progress(app) == "5-piece endgame tables: 37 %, paused"


async def test_a_finished_build_is_announced_once(
    builder: Builder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_on(ENGLISH, 16, builder)
    said = told(app, monkeypatch)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        builder.end()
        tables.table_path(tables.default_dir(), ENGLISH, 5).write_bytes(b"a table")
        app._poll_tables()
        app._poll_tables()
        assert said[1:] == [tr("tables.build.ready", pieces=5)]
        app.show_settings()
        await pilot.pause()
        assert progress(app) == "Bases de finales à 5 pièces : prêtes"


async def test_turning_the_setting_off_stops_following(builder: Builder) -> None:
    app = app_on(ENGLISH, 16, builder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.table_builds is not None and app.table_builds.following
        app.show_settings()
        await pilot.pause()
        switch = app.screen.query_one("#tables-build", Switch)
        assert switch.value
        await pilot.click("#tables-build")
        await pilot.pause()
        assert not app.settings.tables_build and not app.stored_settings.tables_build
        assert not app.table_builds.following
        builder.end()
        await pilot.click("#tables-build")  # on again: the game on screen needs them
        await pilot.pause()
        assert len(builder.commands) == 2


async def test_a_headless_run_builds_nothing_unless_asked() -> None:
    app = DamesApp(GameSetup(ENGLISH, None, 16), settings=Settings(), player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.table_builds is None
        assert not Path(background.partial_dir(tables.default_dir(), ENGLISH, 5)).exists()


def test_the_damaged_parts_dropped_are_counted_in_the_singular_or_the_plural() -> None:
    from dames_tui.engine.tables.background import BuildState, BuildStatus
    from dames_tui.ui.texts import tables_discarded_text

    def text(language: str, count: int) -> str:
        status = BuildStatus("english", 5, BuildState.BUILDING, discarded=count)
        return tables_discarded_text(Translator(language), status)

    assert "1 morceau abîmé écarté, il sera" in text("fr", 1)
    assert "3 morceaux abîmés écartés, ils seront" in text("fr", 3)
    assert "1 damaged part dropped" in text("en", 1)
    assert "2 damaged parts dropped" in text("en", 2)
