"""Every screen in French shows no English word of Textual's own (binding
descriptions, the command palette's texts): each is in our words."""

from __future__ import annotations

import html
import importlib
import inspect
import re
from pathlib import Path

import pytest
from test_ui_helpers import FirstMovePlayer
from textual.binding import Binding
from textual.command import CommandPalette
from textual.pilot import Pilot
from textual.widgets import Select

from dames_tui import storage
from dames_tui.core import ENGLISH, Color
from dames_tui.game import Game
from dames_tui.ui.app import DamesApp

SIZE = (100, 32)


def textual_phrases() -> set[str]:
    """The descriptions of every binding of Textual's widgets, and the
    palette's own texts."""
    widgets = importlib.import_module("textual.widgets")
    classes = [getattr(widgets, name) for name in widgets.__all__]
    classes += [CommandPalette, importlib.import_module("textual.widgets._select").SelectOverlay]
    phrases = {"No matches found", "Search for commands", "^p palette", "Dismiss menu"}
    for cls in classes:
        if not inspect.isclass(cls):
            continue
        for klass in cls.__mro__:
            for binding in getattr(klass, "BINDINGS", []) or []:
                if isinstance(binding, Binding) and binding.description:
                    phrases.add(binding.description)
                elif isinstance(binding, tuple) and len(binding) > 2:
                    phrases.add(binding[2])
    phrases.discard("palette")  # the default footer's word for ctrl+p is French too
    return {phrase for phrase in phrases if len(phrase) > 2}


PHRASES = textual_phrases()


def screen_text(app: DamesApp) -> str:
    svg = app.export_screenshot()
    texts = re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.DOTALL)
    return html.unescape(" ".join(texts)).replace("\xa0", " ")


def english_in(text: str) -> list[str]:
    return sorted(p for p in PHRASES if re.search(rf"(?<![\w]){re.escape(p)}(?![\w])", text))


async def look(pilot: Pilot, app: DamesApp, where: str, seen: dict[str, str]) -> None:  # type: ignore[type-arg]
    await pilot.pause()
    await pilot.pause(0.2)
    seen[where] = screen_text(app)


def test_the_phrases_are_found() -> None:
    assert {"Dismiss menu", "Search for commands"} <= PHRASES
    assert english_in("esc Dismiss menu") == ["Dismiss menu"]


async def test_every_screen_in_french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(ENGLISH)
    game.play_text("11-15")
    storage.autosave(game, Color.BLACK, 2)
    (tmp_path / "club.pdn").write_text('[Event "Club"]\n1. 11-15 23-19 *\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    seen: dict[str, str] = {}
    app = DamesApp(player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await look(pilot, app, "resume", seen)
        await pilot.press("n")
        await look(pilot, app, "new game", seen)
        app.screen.query_one("#level", Select).focus()
        await pilot.press("enter")  # the level menu open: its footer key too
        await look(pilot, app, "new game, menu open", seen)
        await pilot.press("escape")
        await pilot.click("#start")
        await look(pilot, app, "game", seen)
        for key, where in (("k", "keys"), ("question_mark", "help"), ("t", "statistics")):
            await pilot.press(key)
            await look(pilot, app, where, seen)
            await pilot.press("escape")
        await pilot.press("s")
        await look(pilot, app, "settings", seen)
        app.screen.query_one("#theme", Select).focus()
        await pilot.press("enter")
        await look(pilot, app, "settings, menu open", seen)
        await pilot.press("escape", "escape")
        await pilot.press("ctrl+p")
        await look(pilot, app, "palette", seen)
        await pilot.press(*"zzzq")
        await pilot.pause(0.8)  # the palette says "nothing found" after a while
        await look(pilot, app, "palette, no match", seen)
        await pilot.press("escape")
        await pilot.press("w")
        await look(pilot, app, "save", seen)
        await pilot.press("escape", "o")
        await look(pilot, app, "open", seen)
        await pilot.press("escape", "d")
        await look(pilot, app, "draw offer", seen)
        await pilot.press("y")
        await look(pilot, app, "end of game", seen)
    found = {where: english_in(text) for where, text in seen.items()}
    assert {where: words for where, words in found.items() if words} == {}
    assert "Fermer le menu" in seen["new game, menu open"]
    assert "Aucune commande ne correspond" in seen["palette, no match"]
    assert "hercher une commande" in seen["palette"]  # the cursor is on its first letter
