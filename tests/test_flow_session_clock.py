"""A game against the computer on a clock (PlaySession with a GameClock),
on an injected time source: presses, %clk comments, the flag, pause,
take-backs, the engine's time and the autosave's clock."""

from __future__ import annotations

import json

import pytest

from dames_tui.core import ENGLISH, Color
from dames_tui.flow import PlayedGame, PlaySession
from dames_tui.flow.clock import ClockState, GameClock, TimeControl, read_clk
from dames_tui.game import Game, Termination
from dames_tui.game.pdn import TIME_FORFEIT
from dames_tui.notation import read_pdn
from dames_tui.storage.autosave import CLOCK_TAG


class Seconds:
    """A time source the test moves on."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def clocked(text: str = "5+3", **options: bool) -> tuple[PlaySession, Seconds]:
    seconds = Seconds()
    game = Game(ENGLISH)
    clock = GameClock(TimeControl.parse(text), to_move=game.turn, time_source=seconds)
    session = PlaySession(PlayedGame(game, Color.BLACK, level=1), clock=clock, **options)
    session.start_clock()
    return session, seconds


def test_each_move_presses_the_clock_and_writes_the_time_left() -> None:
    session, seconds = clocked()
    game = session.game
    assert game.tags["TimeControl"] == "300+3"
    seconds.now = 4.0
    assert session.play(game.legal_moves()[0])  # Black: 300 - 4 + 3
    assert session.clock is not None and session.clock.to_move is Color.WHITE
    assert read_clk(game.comments[0]) == 299.0
    seconds.now = 14.0
    session.play(game.legal_moves()[0])  # White: 300 - 10 + 3
    assert read_clk(game.comments[1]) == 293.0
    [pdn] = read_pdn(game.to_pdn())
    assert pdn.tags["TimeControl"] == "300+3" and "%clk 0:04:59" in pdn.comments[0]


def test_the_engine_is_given_the_clock_of_the_side_to_move() -> None:
    session, seconds = clocked("1+0.5")
    seconds.now = 10.0
    limits = session.engine_limits()
    assert limits is not None
    assert (limits.clock, limits.increment, limits.moves_to_go) == (50.0, 0.5, None)
    per_move, _ = clocked("m2")
    limits = per_move.engine_limits()
    assert limits is not None and limits.time == 2.0 and limits.clock is None


def test_a_fallen_flag_ends_the_game_on_time_and_in_its_pdn() -> None:
    session, seconds = clocked("1+0")
    game = session.game
    session.play(game.legal_moves()[0])  # Black moves at once; White thinks
    seconds.now = 59.9
    assert session.check_flag() is None
    seconds.now = 60.0  # exactly nothing left is out of time
    assert session.check_flag() is Color.WHITE
    outcome = game.outcome
    assert outcome is not None and outcome.termination is Termination.TIME
    assert outcome.winner is Color.BLACK
    assert session.clock is not None and session.clock.state is ClockState.FLAGGED
    text = game.to_pdn()
    [pdn] = read_pdn(text)
    assert pdn.tags["Termination"] == TIME_FORFEIT and pdn.result == "1-0"  # Black, first
    again = Game.from_pdn(pdn, apply_result=True)
    assert again.outcome is not None and again.outcome.termination is Termination.TIME
    assert again.outcome.winner is Color.BLACK


def test_a_move_after_the_flag_is_not_played() -> None:
    session, seconds = clocked("1+0")
    seconds.now = 61.0
    move = session.game.legal_moves()[0]
    assert not session.play(move)
    assert session.game.ply == 0 and session.game.outcome is not None
    assert session.game.outcome.termination is Termination.TIME


def test_a_pause_stops_the_time_and_the_players_moves() -> None:
    session, seconds = clocked("1+0")
    seconds.now = 10.0
    assert session.pause() and session.paused
    assert not session.human_to_move  # Black to move, but paused
    seconds.now = 500.0
    assert session.check_flag() is None
    assert session.clock is not None and session.clock.remaining(Color.BLACK) == 50.0
    assert session.resume() and session.human_to_move
    seconds.now = 505.0
    assert session.clock.remaining(Color.BLACK) == 45.0
    assert not session.resume()  # not paused any more


def test_a_move_during_a_pause_ends_it() -> None:
    session, seconds = clocked("1+0")
    session.pause()
    seconds.now = 100.0
    session.play(session.game.legal_moves()[0])
    assert session.clock is not None and session.clock.state is ClockState.RUNNING
    assert session.clock.remaining(Color.BLACK) == 60.0


def test_no_take_backs_with_a_clock_unless_the_setting_allows_them() -> None:
    session, seconds = clocked()
    game = session.game
    for _ in range(2):
        session.play(game.legal_moves()[0])
    assert not session.may_undo and not session.undo() and game.ply == 2
    allowed, seconds = clocked("40/30", undo_with_clock=True)
    game = allowed.game
    for _ in range(4):
        seconds.now += 5.0
        allowed.play(game.legal_moves()[0])
    clock = allowed.clock
    assert clock is not None and clock.moves_to_go(Color.BLACK) == 38
    assert allowed.undo() and game.ply == 2 and clock.to_move is Color.BLACK
    # the time is not given back, the periods follow the moves kept
    assert clock.remaining(Color.BLACK) == 1800.0 - 10.0
    assert clock.moves_to_go(Color.BLACK) == 39
    assert clock.running


def test_a_resignation_stops_the_clock() -> None:
    session, seconds = clocked()
    session.resign()
    seconds.now = 1000.0
    assert session.clock is not None and session.clock.state is ClockState.STOPPED
    assert session.check_flag() is None


def test_the_autosave_keeps_the_clock() -> None:
    from dames_tui.ui.settings import GameSetup

    session, seconds = clocked("5+3")
    seconds.now = 20.0
    session.play(session.game.legal_moves()[0])
    seconds.now = 50.0
    tags = session.autosave_tags()
    back = GameSetup(ENGLISH, saved_clock=tags[CLOCK_TAG]).clock(session.game)
    assert back is not None and back.state is ClockState.PAUSED  # resumed when shown
    assert back.remaining(Color.BLACK) == 283.0 and back.remaining(Color.WHITE) == 270.0
    damaged = GameSetup(ENGLISH, saved_clock=json.dumps({"control": "5+3"}))
    assert damaged.clock(session.game) is None  # the game goes on without a clock
    assert GameSetup(ENGLISH, saved_clock="{not json").clock(session.game) is None


@pytest.mark.parametrize("text", ["none", "-"])
def test_no_time_control_is_no_clock(text: str) -> None:
    from dames_tui.ui.settings import GameSetup

    setup = GameSetup(ENGLISH, time_control=TimeControl.parse(text))
    assert setup.clock(Game(ENGLISH)) is None


def test_the_clock_goes_through_the_autosave_file() -> None:
    from dames_tui.storage import autosave, load_autosave

    session, seconds = clocked("15+10")
    seconds.now = 30.0
    session.play(session.game.legal_moves()[0])
    autosave(session.game, Color.BLACK, 1, tags=session.autosave_tags())
    saved = load_autosave().value
    assert saved is not None and saved.clock is not None
    assert CLOCK_TAG not in saved.game.tags  # ours: not in the game's own tags
    assert saved.game.tags["TimeControl"] == "900+10"
    clock = GameClock.from_dict(json.loads(saved.clock))
    assert clock.remaining(Color.BLACK) == 880.0 and clock.to_move is Color.WHITE
