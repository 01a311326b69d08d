"""The settings screen names the levels its engine switches apply to, from
the ladder itself (they said "levels 4 and 5" long after the ladder of eight)."""

from __future__ import annotations

import pytest
from test_ui_helpers import make_app
from textual.widgets import Label

from dames_tui.flow.players import PONDER_LEVEL, book_levels
from dames_tui.ui.screens.settings import SettingsScreen


@pytest.mark.parametrize(
    ("language", "ponder", "book"),
    [
        (
            "fr",
            "Réfléchir pendant votre temps (dès le niveau {})",
            "Livre d'ouvertures (dès le niveau {})",
        ),
        ("en", "Think on your time (from level {})", "Opening book (from level {})"),
    ],
)
async def test_the_engine_switches_name_their_first_level(
    language: str, ponder: str, book: str
) -> None:
    app = make_app(language=language)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.show_settings()
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        labels = [str(label.render()) for label in app.screen.query(Label)]
        assert ponder.format(PONDER_LEVEL) in labels
        assert book.format(book_levels()[0]) in labels
