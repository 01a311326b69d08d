"""The statistics screen's table by opening: the ballots the player's games
began from, the most played first, in both languages, at 80×24."""

from __future__ import annotations

import os
from pathlib import Path

from test_ui_helpers import make_app

from dames_tui import storage
from dames_tui.core import ENGLISH, Color, find_rules
from dames_tui.flow import PlayedGame
from dames_tui.flow.keeper import Keeper
from dames_tui.game.openings import Ballot, ballot_game, deck, find_ballot
from dames_tui.storage import LoadWarning, StorageError
from dames_tui.ui.screens.stats import StatsScreen, opening_lines

SIZE = (80, 24)
W, B = Color.WHITE, Color.BLACK


def ballot(key: int | str, variant: str = "english") -> Ballot:
    found = find_ballot(find_rules(variant), key)
    assert found is not None
    return found


def finish(key: int | str, game_id: str, loser: Color, variant: str = "english") -> None:
    """Play a game from the ballot, the player Black, and end it by a resignation."""

    def fail(kind: str, error: StorageError) -> None:
        raise AssertionError((kind, error))

    def warn(warning: LoadWarning) -> None:
        raise AssertionError(warning)

    rules = find_rules(variant)
    game = ballot_game(rules, ballot(key, variant))
    game.resign(loser)
    assert Keeper(fail, warn).keep(PlayedGame(game, B, 2, game_id), {})


def screenshot(app: object, name: str) -> None:
    """Keep what the screen shows, for a look (DAMES_SCREENSHOTS=dir)."""
    where = os.environ.get("DAMES_SCREENSHOTS")
    if where:
        app.save_screenshot(name, str(Path(where)))  # type: ignore[attr-defined]


async def test_the_table_by_opening_in_english() -> None:
    finish(5, "a", W)  # ACF #5: a win, a loss, a win
    finish(5, "b", B)
    finish(5, "c", W)
    finish(8, "d", B)  # ACF #8: a loss
    storage.record_game("e", "english", B, 2, "start", "draw")  # a free game: no row
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        assert screen.query_one("#stats-by-variant").display
        assert not screen.query_one("#stats-openings-table").display
        await pilot.press("o")
        await pilot.pause()
        assert screen.by_opening and screen.variant == "english"
        assert not screen.query_one("#stats-by-variant").display
        assert screen.query_one("#stats-openings-table").display
        assert opening_lines(app.translator, screen.stats, "english") == [
            ("ACF #5 Dreaded Edinburgh", "3", "2", "0", "1", "67 %"),
            ("ACF #8 Edinburgh Single", "1", "0", "0", "1", "0 %"),
        ]
        shown = str(screen.query_one("#stats-openings-table").render())
        heading = str(screen.query_one("#stats-counted").render())
        assert heading.startswith("English checkers (8×8) by opening")
        assert "Press v" not in heading  # one variant only
        assert str(screen.query_one("#openings").render()).strip() == "By variant"
        screenshot(app, "openings-en.svg")
        # what the table shows, in the screen's own words
        table = screen._openings_table(app.translator, "english")
        headers = [str(column.header) for column in table.columns]
        assert headers == ["Opening", "Games", "Wins", "Draws", "Losses", "Score"]
        assert shown  # rendered
        await pilot.press("o")  # back
        await pilot.pause()
        assert screen.query_one("#stats-by-variant").display
        assert str(screen.query_one("#openings").render()).strip() == "By opening"
        await pilot.click("#openings")  # the button does it too
        await pilot.pause()
        assert screen.by_opening
        close = screen.query_one("#close")
        assert close.region.bottom <= SIZE[1]
        await pilot.press("escape")
        assert not isinstance(app.screen, StatsScreen)


async def test_in_french_with_several_variants_and_a_long_table() -> None:
    english = deck(ENGLISH)
    for number, drawn in enumerate(english[:30]):  # 30 ballots once, #1 four times more
        finish(drawn.code, f"e{number}", W if number % 3 else B)
    for number in range(4):
        finish(english[0].code, f"again{number}", W)
    finish("16-VI", "r1", W, "russian")  # a relocation: from its own start position
    app = make_app(language="fr")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await pilot.press("o")
        await pilot.pause()
        lines = opening_lines(app.translator, screen.stats, "english")
        assert len(lines) == 30
        assert lines[0] == (english[0].label, "5", "4", "0", "1", "80 %")  # the most played
        assert [line[1] for line in lines[1:]] == ["1"] * 29
        heading = str(screen.query_one("#stats-counted").render())
        assert heading.startswith("Dames anglaises (8×8), par ouverture")
        assert "Touche v : autre variante (1/2)." in heading
        scroll = screen.query_one("#stats-tables")
        assert scroll.max_scroll_y > 0  # longer than the screen: it scrolls
        assert screen.query_one("#close").region.bottom <= SIZE[1]
        screenshot(app, "openings-fr.svg")
        await pilot.press("end")
        await pilot.pause()
        assert scroll.scroll_y == scroll.max_scroll_y
        await pilot.press("v")
        await pilot.pause()
        assert screen.variant == "russian" and scroll.scroll_y == 0
        assert opening_lines(app.translator, screen.stats, "russian") == [
            ("FMJD 16-VI", "1", "1", "0", "0", "100 %")
        ]
        heading = str(screen.query_one("#stats-counted").render())
        assert heading.startswith("Dames russes") and "(2/2)" in heading
        screenshot(app, "openings-fr-russian.svg")
        await pilot.press("v")
        await pilot.pause()
        assert screen.variant == "english"


async def test_without_a_game_from_a_ballot() -> None:
    storage.record_game("free", "english", B, 2, "start", "win")
    app = make_app(language="fr")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "o")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        assert screen.variant is None
        assert screen.query_one("#stats-openings-none").display
        assert not screen.query_one("#stats-openings-table").display
        said = str(screen.query_one("#stats-openings-none").render())
        assert said == "Aucune partie commencée par une ouverture tirée au sort pour l'instant."
        await pilot.press("v")  # nothing to go to
        assert screen.variant is None
        screenshot(app, "openings-none-fr.svg")


async def test_the_settings_variant_is_shown_first() -> None:
    finish(5, "a", W)
    finish("16-VI", "r", B, "russian")
    app = make_app(language="en", rules=find_rules("russian"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "o")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        assert screen.variant == "russian"
