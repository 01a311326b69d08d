"""Match conditions in the app: the clock on the game screen (its panel, a
fallen flag, the pause, no take-backs), the computer given its clock's
time, a game from a ballot, an outside engine that fails, and the
conditions dialog of the new-game screen."""

from __future__ import annotations

import sys
import threading

import pytest
from test_ui_helpers import FirstMovePlayer
from textual.pilot import Pilot
from textual.widgets import Input, Select

from dames_tui.core import ENGLISH, Color, Move
from dames_tui.engine.levels import TOP_LEVEL as TOP
from dames_tui.engine.limits import Limits
from dames_tui.flow.clock import ClockState, GameClock, TimeControl
from dames_tui.flow.conditions import Conditions
from dames_tui.flow.outside import OutsidePlayer
from dames_tui.flow.players import InfoCallback
from dames_tui.game import Game, Termination
from dames_tui.game.openings import find_ballot
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.conditions import ConditionsScreen
from dames_tui.ui.screens.end_game import EndGameScreen
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.new_game import NewGameScreen
from dames_tui.ui.settings import GameSetup, Settings
from dames_tui.ui.widgets.clock_panel import ClockPanel
from dames_tui.ui.widgets.game_info import GameInfo
from dames_tui.ui.widgets.move_list import MoveList
from dames_tui.ui.widgets.status_bar import StatusBar

SIZE = (100, 34)


class Seconds:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class LimitsPlayer(FirstMovePlayer):
    """Plays the first move and keeps the limits it was given."""

    def __init__(self) -> None:
        super().__init__()
        self.limits: list[Limits | None] = []

    def choose_move(
        self,
        game: Game,
        level: int,
        stop: threading.Event,
        on_info: InfoCallback | None,
        limits: Limits | None = None,
    ) -> Move | None:
        self.limits.append(limits)
        return super().choose_move(game, level, stop, on_info)


def clocked_app(
    text: str = "1+0", player: FirstMovePlayer | None = None, **settings: object
) -> DamesApp:
    setup = GameSetup(ENGLISH, Color.BLACK, 2, time_control=TimeControl.parse(text))
    return DamesApp(setup, settings=Settings(**settings), player=player or FirstMovePlayer())  # type: ignore[arg-type]


async def answered(pilot: Pilot[object], screen: GameScreen, plies: int) -> None:
    """Until the game has ``plies`` moves (the computer's answer in)."""
    for _ in range(100):
        if screen.game.ply >= plies:
            return
        await pilot.pause(0.02)


def fake_clock(screen: GameScreen, seconds: Seconds) -> GameClock:
    """The screen's clock on a time source the test moves on."""
    assert screen.session.clock is not None
    clock = GameClock(screen.session.clock.control, to_move=screen.game.turn, time_source=seconds)
    screen.session.clock = clock
    screen.session.start_clock()
    return clock


async def test_the_clock_panel_shows_both_clocks_and_the_flag_ends_the_game() -> None:
    app = clocked_app("1+0")
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        seconds = Seconds()
        fake_clock(screen, seconds)
        seconds.now = 50.5
        await pilot.pause(0.25)  # a tick or two
        panel = screen.query_one(ClockPanel)
        assert panel.display
        lines = panel.text.splitlines()
        assert lines[0] == "Pendule 1+0"
        assert "Ordinateur (Blancs)" in lines[1] and "1:00" in lines[1]
        assert lines[2].startswith("▶ Vous (Noirs)") and lines[2].endswith("0:09.5")
        seconds.now = 60.0
        await pilot.pause(0.25)
        outcome = screen.game.outcome
        assert outcome is not None and outcome.termination is Termination.TIME
        assert outcome.winner is Color.WHITE
        assert "Votre temps est écoulé" in screen.query_one(StatusBar).text
        assert screen.game.tags["TimeControl"] == "60+0"
        end = app.screen  # the end-of-game dialog, with its reason
        assert isinstance(end, EndGameScreen)
        assert str(end.query_one("#result-title").render()) == "Vous avez perdu."
        assert "le drapeau est tombé" in str(end.query_one("#result-reason").render())
        assert '[Termination "time forfeit"]' in screen.game.to_pdn()


async def test_a_game_without_a_clock_has_no_clock_panel() -> None:
    app = DamesApp(GameSetup(ENGLISH, Color.BLACK, 2), player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.screen.query_one(ClockPanel).display


async def test_g_pauses_and_goes_on_and_take_backs_are_refused() -> None:
    app = clocked_app("5+3")
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        seconds = Seconds()
        clock = fake_clock(screen, seconds)
        screen.submit_text("11-15")
        await answered(pilot, screen, 2)
        await pilot.press("g")
        assert clock.state is ClockState.PAUSED
        assert "Partie en pause" in screen.query_one(StatusBar).text
        assert "en pause" in screen.query_one(ClockPanel).text
        await pilot.press("u")
        assert screen.game.ply == 2
        assert "Pas de reprise de coup avec la pendule" in screen.query_one(StatusBar).text
        await pilot.press("g")
        assert clock.state is ClockState.RUNNING
        assert "La partie continue" in screen.query_one(StatusBar).text


async def test_take_backs_with_a_clock_when_the_settings_allow_them() -> None:
    app = clocked_app("5+3", undo_with_clock=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.submit_text("11-15")
        await answered(pilot, screen, 2)
        await pilot.press("u")
        assert screen.game.ply == 0
        assert screen.session.clock is not None and screen.session.clock.to_move is Color.BLACK


async def test_the_computer_is_given_the_time_its_clock_leaves_it() -> None:
    player = LimitsPlayer()
    app = clocked_app("15+10", player)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.submit_text("11-15")
        await answered(pilot, screen, 2)
        [limits] = player.limits
        assert limits is not None and limits.increment == 10.0
        assert limits.clock is not None and 895.0 <= limits.clock <= 900.0
        assert "%clk" in screen.game.comments[0]


async def test_a_game_from_a_ballot_names_it_and_marks_its_end() -> None:
    ballot = find_ballot(ENGLISH, 9)
    assert ballot is not None
    app = DamesApp(GameSetup(ENGLISH, Color.WHITE, 2, ballot=ballot), player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.move_texts()[:3] == list(ballot.moves)
        info = screen.query_one(GameInfo).text
        assert f"Ouverture : {ballot.label}" in info
        listed = screen.query_one(MoveList).text
        assert f"{ballot.moves[2]} |" in listed
        assert screen.game.tags["Event"] == "ACF #9"


async def test_an_outside_engine_that_fails_leaves_the_game_to_the_built_in_one() -> None:
    builtin = FirstMovePlayer()
    command = f"{sys.executable} -c 'import sys; sys.exit(3)'"
    setup = GameSetup(ENGLISH, Color.WHITE, 2, engine=command, engine_name="broken")
    app = DamesApp(setup, player=builtin)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        player = screen.player
        assert isinstance(player, OutsidePlayer)
        await answered(pilot, screen, 1)
        assert screen.game.ply == 1 and builtin.moves_asked == 1
        assert player.failed
        status = screen.query_one(StatusBar).text
        assert "La partie continue avec le moteur intégré" in status
        assert "2 – Novice" in screen.query_one(GameInfo).text  # the engine's name is gone


async def test_the_conditions_dialog_sets_the_next_game() -> None:
    settings = Settings(engines=(("scan", "scan hub"),))
    app = DamesApp(settings=settings, player=FirstMovePlayer())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("c")
        dialog = app.screen
        assert isinstance(dialog, ConditionsScreen)
        dialog.query_one("#clock", Select).value = "custom"
        await pilot.pause()
        typed = dialog.query_one("#clock-text", Input)
        assert not typed.disabled
        typed.value = "5+zz"
        dialog.query_one("#deck", Select).value = "three-move"
        await pilot.pause()
        dialog.query_one("#ballot", Input).value = "9"
        dialog.action_ok()
        await pilot.pause()
        assert app.screen is dialog  # refused, and said why
        assert "Cadence illisible" in str(dialog.query_one("#conditions-problem").render())
        typed.value = "10+5"
        dialog.action_ok()
        await pilot.pause()
        new_game = app.screen
        assert isinstance(new_game, NewGameScreen)
        assert new_game.conditions == Conditions("10+5", "three-move", "9", "")
        summary = str(new_game.query_one("#conditions-summary").render())
        assert "10 min + 5 s par coup" in summary and "n° 9" in summary
        new_game.action_start()
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        assert game_screen.session.clock is not None
        assert str(game_screen.session.clock.control) == "10+5"
        assert game_screen.game.tags["Event"] == "ACF #9"
        assert app.stored_settings.clock == "10+5" and app.stored_settings.deck == "three-move"


async def test_a_clocked_game_resumes_with_its_times() -> None:
    from dames_tui.storage import load_autosave

    app = clocked_app("5+3")
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        seconds = Seconds()
        fake_clock(screen, seconds)
        seconds.now = 42.0
        screen.submit_text("11-15")  # Black: 300 - 42 + 3
        await answered(pilot, screen, 2)
    saved = load_autosave().value
    assert saved is not None and saved.clock is not None
    again = DamesApp(GameSetup.resumed(saved), player=FirstMovePlayer())
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, GameScreen)
        clock = screen.session.clock
        assert clock is not None and clock.state is ClockState.RUNNING
        assert clock.to_move is Color.BLACK and 260.0 < clock.remaining(Color.BLACK) <= 261.0
        assert screen.game.tags["TimeControl"] == "300+3"
        face = screen.query_one(ClockPanel).text
        assert "4:20" in face or "4:21" in face


class PonderingPlayer(FirstMovePlayer):
    """Plays the first move; thinks on the player's time until stopped."""

    def __init__(self) -> None:
        super().__init__()
        self.pondering = threading.Event()
        self.stopped = threading.Event()
        self.ponders = 0

    def ponder(self, game: Game, stop: threading.Event) -> None:
        self.ponders += 1
        self.pondering.set()
        stop.wait(30)
        self.stopped.set()


async def test_the_computer_thinks_on_the_players_time_at_the_top_levels() -> None:
    player = PonderingPlayer()
    app = DamesApp(
        GameSetup(ENGLISH, Color.WHITE, TOP), settings=Settings(level=TOP), player=player
    )
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await answered(pilot, screen, 1)  # Black (the computer) opened
        await pilot.pause()
        assert player.pondering.is_set() and screen.busy is None  # no job the player waits for
        assert "Réfléchit en attendant" in str(screen.query_one("#engine").render())
        screen.play_human(screen.game.legal_moves()[0])
        await answered(pilot, screen, 3)
        assert player.stopped.is_set() and player.moves_asked == 2
        for _ in range(50):
            if player.ponders == 2:
                break
            await pilot.pause(0.02)
        assert player.ponders == 2  # again on the player's next turn


@pytest.mark.parametrize(("level", "ponder"), [(5, True), (8, False)])
async def test_no_thinking_on_the_players_time_below_the_top_levels_or_when_turned_off(
    level: int, ponder: bool
) -> None:
    player = PonderingPlayer()
    settings = Settings(level=level, ponder=ponder)
    app = DamesApp(GameSetup(ENGLISH, Color.WHITE, level), settings=settings, player=player)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await answered(pilot, screen, 1)
        await pilot.pause()
        assert player.moves_asked == 1 and player.ponders == 0
