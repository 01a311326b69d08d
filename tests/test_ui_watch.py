"""Watch mode: the computer against itself, from the game screen's position,
with pause, step, speed, saving and the way back to the game."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_helpers import FirstMovePlayer, check_settings_then_language, make_app
from textual.widgets import Input, Select

from dames_tui.core import ENGLISH, Color
from dames_tui.flow.watch import DELAYS, WatchSession
from dames_tui.game import Game
from dames_tui.notation.pdn import read_pdn
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.watch import WatchScreen, WatchSetupScreen
from dames_tui.ui.widgets.status_bar import StatusBar

SIZE = (100, 30)


class LevelRecorder(FirstMovePlayer):
    """Plays the first legal move and records the level asked for each side."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[Color, int]] = []

    def choose_move(self, game, level, stop, on_info):  # type: ignore[no-untyped-def]
        self.asked.append((game.turn, level))
        return super().choose_move(game, level, stop, on_info)


async def open_watch(pilot, white: int, black: int) -> WatchScreen:  # type: ignore[no-untyped-def]
    await pilot.press("m")
    await pilot.pause()
    setup = pilot.app.screen
    assert isinstance(setup, WatchSetupScreen)
    setup.query_one("#level-white", Select).value = white
    setup.query_one("#level-black", Select).value = black
    await pilot.click("#start")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, WatchScreen)
    return screen


async def test_the_computer_plays_both_sides_at_their_levels() -> None:
    player = LevelRecorder()
    app = make_app(human=Color.BLACK, player=player)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        screen = await open_watch(pilot, 1, 4)
        screen.session.speed = len(DELAYS) - 1  # no pause between moves
        await pilot.press("space", "space")  # pause and resume: the next move is asked
        for _ in range(50):
            if screen.game.ply >= 6:
                break
            await pilot.pause(0.02)
        assert screen.game.ply >= 6
        levels = {color: {lvl for c, lvl in player.asked if c is color} for color in Color}
        assert levels == {Color.WHITE: {1}, Color.BLACK: {4}}
        assert game_screen.game.ply == 0  # the player's game is untouched
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game_screen


async def test_pause_and_step_play_one_move_at_a_time() -> None:
    app = make_app(human=Color.BLACK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_watch(pilot, 2, 2)
        await pilot.press("space")  # paused before or after the first move
        await pilot.pause(0.1)
        plies = screen.game.ply
        assert screen.session.paused
        assert "pause" in screen.query_one(StatusBar).text.lower()
        await pilot.press("full_stop")
        for _ in range(30):
            if screen.game.ply > plies:
                break
            await pilot.pause(0.02)
        await pilot.pause(0.2)
        assert screen.game.ply == plies + 1  # one move, then it waits again
        await pilot.press("right")
        for _ in range(30):
            if screen.game.ply > plies + 1:
                break
            await pilot.pause(0.02)
        assert screen.game.ply == plies + 2


async def test_step_asks_for_a_pause_first_and_speed_changes() -> None:
    app = make_app(human=Color.BLACK, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_watch(pilot, 1, 1)
        await pilot.press("full_stop")
        assert "Pause first" in screen.query_one(StatusBar).text
        speed = screen.session.speed
        await pilot.press("minus")
        assert screen.session.speed == speed - 1
        await pilot.press("plus", "plus")
        assert screen.session.speed == speed + 1


async def test_escape_goes_back_and_the_computer_resumes_its_own_turn() -> None:
    app = make_app(human=Color.WHITE)  # Black, the computer, moves first in English
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        await pilot.pause(0.2)
        if game_screen.game.ply:  # it already moved: take it back to its turn again
            game_screen.session.undo()
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("escape")  # cancelled the set-up
        await pilot.pause(0.2)
        assert app.screen is game_screen
        assert game_screen.game.ply == 1  # the computer played its move after all


async def test_a_watched_game_is_saved_as_pdn(tmp_path: Path) -> None:
    app = make_app(human=Color.BLACK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_watch(pilot, 3, 5)
        screen.session.speed = len(DELAYS) - 1
        for _ in range(50):
            if screen.game.ply >= 4:
                break
            await pilot.pause(0.02)
        await pilot.press("space")
        target = tmp_path / "watched.pdn"
        await pilot.press("w")
        await pilot.pause()
        app.screen.query_one(Input).value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        text = target.read_text(encoding="utf-8")
        assert "niveau 3" in text and "niveau 5" in text
        replayed = Game.from_pdn(read_pdn(text)[0])
        assert replayed.moves == screen.game.moves[: len(replayed.moves)]
        assert len(replayed.moves) >= 4


def test_a_finished_position_cannot_be_watched() -> None:
    session = WatchSession(Game(ENGLISH), {Color.WHITE: 1, Color.BLACK: 1})
    session.game.resign(Color.BLACK)
    assert not session.wants_move() and not session.step()


@pytest.mark.parametrize("stale_first", [True, False])
def test_a_stale_answer_is_not_played(stale_first: bool) -> None:
    session = WatchSession(Game(ENGLISH), {Color.WHITE: 1, Color.BLACK: 1})
    move = session.game.legal_moves()[0]
    old = session.jobs.start("move")
    if stale_first:
        session.restart_from(0)
        assert not session.take_move(old, move) and session.game.ply == 0
    else:
        assert session.take_move(old, move) and session.game.ply == 1


async def test_the_study_keys_of_the_game_screen() -> None:
    """v reviews the game, e edits its position, x opens the puzzles, and
    each comes back to the game."""
    from dames_tui.ui.screens.editor import EditorScreen
    from dames_tui.ui.screens.review import ReviewScreen

    app = make_app(human=Color.BLACK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        game_screen.engine.cancel()
        for key, kind in (("v", ReviewScreen), ("e", EditorScreen)):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, kind), key
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is game_screen, key


async def test_the_end_of_a_game_offers_its_review() -> None:
    from dames_tui.ui.screens.end_game import EndGameScreen
    from dames_tui.ui.screens.review import ReviewScreen

    app = make_app(human=Color.BLACK)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.engine.cancel()
        screen.play_human(screen.game.legal_moves()[0])
        screen.engine.cancel()
        screen.session.resign()
        screen._show_end()
        await pilot.pause()
        assert isinstance(app.screen, EndGameScreen)
        await pilot.click("#analyse")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)


def test_watch_mode_gives_the_evaluation_for_white() -> None:
    from dames_tui.flow.players import ThinkingInfo
    from dames_tui.i18n import Translator
    from dames_tui.ui.texts import engine_lines

    tr = Translator("fr")
    info = ThinkingInfo(depth=6, score=40, nodes=1000, line="11-15")
    by_black = engine_lines(tr, "move", info, mover=Color.BLACK)
    by_white = engine_lines(tr, "move", info, mover=Color.WHITE)
    assert "Évaluation : -0,4 pour les Blancs" in by_black
    assert "Évaluation : +0,4 pour les Blancs" in by_white
    assert not any("vous" in line for line in by_black + by_white)
    mate = ThinkingInfo(depth=9, score=9990, nodes=10, line="", mate_in=3)
    lines = Translator("en")
    assert "Evaluation: Black wins in 3 moves" in engine_lines(lines, None, mate, mover=Color.BLACK)


async def test_a_setting_redraws_the_view_and_a_language_the_titles_and_footer() -> None:
    """The footer is rebuilt for a new language only (a rebuild repaints the
    whole screen); the titles follow the language."""
    app = make_app(human=Color.BLACK, player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_watch(pilot, 1, 4)
        await pilot.press("space")  # paused: no move changes the screen meanwhile
        await pilot.pause()
        titles = ("L'ordinateur contre lui-même", "The computer against itself")
        await check_settings_then_language(pilot, screen, titles)
