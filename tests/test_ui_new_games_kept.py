"""What lasts of the new games (Frisian, Frysk!, Turkish, Breakthrough):
their results in the statistics and the side and level last chosen in each,
under their registry names."""

from __future__ import annotations

import pytest
from test_ui_helpers import FirstMovePlayer, choose_variant, make_app
from textual.widgets import Label, Select

from dames_tui import storage
from dames_tui.core import Color, find_rules
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.end_game import EndGameScreen
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.new_game import NewGameScreen
from dames_tui.ui.screens.stats import StatsScreen, stats_lines
from dames_tui.ui.settings import Settings

NEW_GAMES = ("frisian", "frysk", "turkish", "breakthrough")
LABELS = {
    "fr": ["Dames frisonnes (10×10)", "Frysk! (10×10)", "Dames turques (dama) (8×8)"],
    "en": ["Frisian draughts (10×10)", "Frysk! (10×10)", "Turkish draughts (dama) (8×8)"],
}


@pytest.mark.parametrize("language", ["fr", "en"])
async def test_the_statistics_name_the_new_games(language: str) -> None:
    for number, name in enumerate(NEW_GAMES):
        storage.record_game(f"n{number}", name, Color.WHITE, 2, "start", "win")
    app = make_app(new_game=True, language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        labels = [row[0] for row in stats_lines(app.translator, screen.stats)]
        for label in LABELS[language]:
            assert label in labels
        assert (
            "Dames percée (10×10)" if language == "fr" else "Breakthrough draughts (10×10)"
        ) in (labels)


async def test_a_breakthrough_won_by_crowning_is_counted() -> None:
    """White's man on 6 crowns on 1: the first crowning wins the game."""
    breakthrough = find_rules("breakthrough")
    app = make_app("W:W6,45:B26,36", rules=breakthrough, human=Color.WHITE)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.play_human(next(m for m in screen.game.legal_moves() if m.end == 1))
        await pilot.pause()
        end = app.screen
        assert isinstance(end, EndGameScreen)
        reason = str(end.query_one("#result-reason", Label).render())
        assert reason == "Les Blancs ont mené un pion à dame les premiers."
    stats = storage.load_stats().value
    assert stats.tally(variant="breakthrough", apart=True).wins == 1  # from a set-up position


async def test_each_new_game_keeps_its_side_and_level() -> None:
    settings = Settings(language="fr").remembering("frysk", Color.BLACK, 4)
    app = DamesApp(settings=settings, player=FirstMovePlayer())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await choose_variant(pilot, "frysk")
        assert screen.chosen_side() is Color.BLACK
        assert screen.query_one("#level", Select).value == 4
        await choose_variant(pilot, "turkish")  # never played: White moves first
        assert screen.chosen_side() is Color.WHITE
        await pilot.click("#side-black")
        screen.query_one("#level", Select).value = 1
        await pilot.click("#start")
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen) and game.game.rules.name == "turkish"
    saved = storage.load_settings().value
    assert saved.choice_for("turkish") == (Color.BLACK, 1)
    assert saved.choice_for("frysk") == (Color.BLACK, 4)
    assert saved.variant == "turkish"
