"""The Hub client (dames_tui.engine.hub_client) and HubPlayer, against the
scripted engine of tests/hub_scripted.py and against `dames hub` run as a
process. The timeouts are small, passed as parameters; nothing is timed."""

from __future__ import annotations

import pickle
import sys
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, Move, Piece, Position, Rules, find_rules
from dames_tui.engine.hub import LevelSpec, parse_line
from dames_tui.engine.hub_client import (
    HubEngine,
    HubEngineError,
    HubFailure,
    HubInfo,
    HubTimeouts,
    command_argv,
    format_level,
    sanitise,
)
from dames_tui.engine.limits import Limits
from dames_tui.flow.hub_player import HubPlayer, start_hub_player, thinking_info
from dames_tui.flow.players import DrawAnswer, ThinkingInfo
from dames_tui.game import Game

SCRIPT = str(Path(__file__).with_name("hub_scripted.py"))
# Generous waits for what must come (a loaded machine is slow), short ones
# where a hang is the point of the test.
FAST = HubTimeouts(handshake=30.0, init=30.0, reply=10.0, search_margin=30.0, stop=10.0, quit=0.2)
SHORT = replace(FAST, search_margin=0.3, stop=0.3)
QUICK = LevelSpec(move_time=0.05)


def scripted(mode: str, timeouts: HubTimeouts = FAST) -> HubEngine:
    return HubEngine([sys.executable, SCRIPT, mode], timeouts=timeouts)


@pytest.fixture
def engines() -> Iterator[list[HubEngine]]:
    """Engines a test starts; all closed (and killed) at its end."""
    started: list[HubEngine] = []
    yield started
    for engine in started:
        engine.close()


def start(engines: list[HubEngine], mode: str, timeouts: HubTimeouts = FAST) -> HubEngine:
    engine = scripted(mode, timeouts)
    engines.append(engine)
    engine.start()
    return engine


def player(
    engines: list[HubEngine], mode: str, move_time: float = 0.05, timeouts: HubTimeouts = FAST
) -> HubPlayer:
    return HubPlayer(start(engines, mode, timeouts), move_time=move_time)


def snapshot(game: Game) -> tuple[tuple[Move, ...], Position, int]:
    return game.moves, game.position, game.reversible_plies


# ------------------------------------------------------------------ pure helpers


@pytest.mark.parametrize(
    "spec",
    [
        LevelSpec(move_time=0.25),
        LevelSpec(move_time=2.0),
        LevelSpec(clock=300.0, increment=3.0),
        LevelSpec(clock=12.5, moves_to_go=40),
        LevelSpec(clock=1.75, moves_to_go=10, increment=0.5, move_time=1.0),
        LevelSpec(depth=6, nodes=100000),
        LevelSpec(infinite=True),
    ],
)
def test_format_level_reads_back(spec: LevelSpec) -> None:
    command, args = parse_line(format_level(spec))
    assert command == "level"
    assert LevelSpec.parse(args) == spec


def test_sanitise_leaves_no_control_character() -> None:
    raw = "a\x1b[2J\x1b]0;title\x07b\x9b1mc\r\nd\u202ee\x00" + "z" * 500
    shown = sanitise(raw)
    assert all(c.isprintable() for c in shown)
    assert "\x1b" not in shown and "title" not in shown
    assert len(shown) <= 200 and shown.endswith("…")
    assert shown.startswith("a")


def test_the_error_pickles() -> None:
    error = HubEngineError(HubFailure.HUNG, "scan\x1b[2J", "no 'done'")
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.kind, copy.engine, copy.detail, str(copy)) == (
        error.kind,
        error.engine,
        error.detail,
        str(error),
    )
    assert "\x1b" not in str(copy)


def test_command_argv() -> None:
    assert command_argv("scan hub") == ["scan", "hub"]
    assert command_argv(["a b", "c"]) == ["a b", "c"]
    for bad in ("", "   ", 'scan "unterminated', []):
        with pytest.raises(HubEngineError) as caught:
            command_argv(bad)
        assert caught.value.kind is HubFailure.CANNOT_START


def test_info_fields_read_leniently() -> None:
    args = parse_line('info depth=7 score=-1.25 nodes=42 time=0.5 nps=0.084 pv="32-28 19-23"')[1]
    assert HubInfo.parse(args) == HubInfo(7, -1.25, 42, 0.5, 0.084, ("32-28", "19-23"))
    bad = {"depth": "\x1b5", "score": "nan", "nodes": "-4", "time": "inf", "nps": "1e999"}
    assert HubInfo.parse(bad) == HubInfo()
    assert HubInfo.parse({"score": "--1"}).score is None
    assert HubInfo.parse({"score": "+0.5"}).score == 0.5


def test_thinking_info_scores_and_line() -> None:
    position = Position.initial(ENGLISH)
    ours = thinking_info(position, HubInfo(depth=9, score=299.97, nodes=5, pv=("9-13",)))
    assert (ours.score, ours.mate_in, ours.line) == (29997, 2, "9-13")
    huge = thinking_info(position, HubInfo(depth=9, score=-5000.0))
    assert huge.mate_in is None and -30000 < huge.score < -29000
    cut = thinking_info(position, HubInfo(depth=2, pv=("9-13", "9-14", "22-18")))
    assert cut.line == "9-13" and cut.score == 0


def test_level_spec_from_the_time_control() -> None:
    hub_player = HubPlayer(HubEngine(["unused"]))
    assert hub_player.level_spec(1) == LevelSpec(move_time=0.2)  # level 1's time per move
    hub_player.move_time = 2.5
    assert hub_player.level_spec(1) == LevelSpec(move_time=2.5)
    hub_player.move_time = None
    fischer = Limits(depth=64, clock=61.5, increment=2.0)
    assert hub_player.level_spec(5, fischer) == LevelSpec(clock=61.5, increment=2.0)
    periods = Limits(clock=0.0, moves_to_go=12)
    assert hub_player.level_spec(5, periods) == LevelSpec(clock=0.0, moves_to_go=12)
    per_move = Limits(time=3.0)
    assert hub_player.level_spec(5, per_move) == LevelSpec(move_time=3.0)
    assert hub_player.level_spec(16) == LevelSpec(move_time=4.0)  # no clock: the level's
    with pytest.raises(ValueError):
        hub_player.move_time = float("nan")


# ------------------------------------------------------------------ start-up


def test_a_missing_program_cannot_start() -> None:
    with pytest.raises(HubEngineError) as caught:
        start_hub_player("/nonexistent/scan-engine hub")
    error = caught.value
    assert error.kind is HubFailure.CANNOT_START
    assert error.engine == "scan-engine" and error.code == "hub_engine.cannot_start"
    assert "scan-engine could not be started" in str(error)


def test_no_handshake_from_a_silent_engine(engines: list[HubEngine]) -> None:
    with pytest.raises(HubEngineError) as caught:
        start(engines, "silent", replace(FAST, handshake=0.3))
    assert caught.value.kind is HubFailure.NO_HANDSHAKE
    assert not engines[0].running  # killed


def test_no_handshake_from_an_engine_that_exits(engines: list[HubEngine]) -> None:
    with pytest.raises(HubEngineError) as caught:
        start(engines, "exit")
    assert caught.value.kind is HubFailure.NO_HANDSHAKE
    assert "exited with code 2" in caught.value.detail


def test_start_hub_player_checks_the_variant() -> None:
    command = [sys.executable, SCRIPT, "english-only"]
    with pytest.raises(HubEngineError) as caught:
        start_hub_player(command, INTERNATIONAL, timeouts=FAST)
    assert caught.value.kind is HubFailure.UNSUPPORTED_VARIANT
    assert "'normal'" in caught.value.detail
    hub_player = start_hub_player(command, ENGLISH, timeouts=FAST, move_time=0.05)
    try:
        assert hub_player.name == "scripted"
        assert hub_player.engine.variants == ("english",)
    finally:
        hub_player.close()


def test_an_engine_without_variants_plays_only_normal(engines: list[HubEngine]) -> None:
    engine = start(engines, "no-variant")
    assert engine.variants is None
    with pytest.raises(HubEngineError) as caught:
        engine.prepare(ENGLISH)
    assert caught.value.kind is HubFailure.UNSUPPORTED_VARIANT
    engine.prepare(INTERNATIONAL)  # still usable
    start_position = Position.initial(INTERNATIONAL)
    answer = engine.search(start_position, (), QUICK)
    assert answer.move == start_position.legal_moves()[0]
    engine.ping()


# ------------------------------------------------------------------ games


@pytest.mark.parametrize("rules", [ENGLISH, INTERNATIONAL])
def test_a_game_of_several_moves(engines: list[HubEngine], rules: Rules) -> None:
    hub_player = player(engines, "normal")
    game = Game(rules)
    infos: list[ThinkingInfo] = []
    for _ in range(4):  # the engine and a stand-in take turns
        expected = game.position.legal_moves()[0]
        move = hub_player.choose_move(game, 3, threading.Event(), infos.append)
        assert move == expected
        game.play(move)
        game.play(game.legal_moves()[-1])
    assert game.ply == 8
    assert [(info.depth, info.score, info.nodes) for info in infos] == [(1, 10, 0)] * 4
    assert infos[0].line == (
        "9-13" if rules is ENGLISH else "31-26"
    )  # the first legal move, in notation


def test_the_moves_since_the_last_irreversible_one_are_sent(engines: list[HubEngine]) -> None:
    pieces = {1: Piece.BLACK_KING, 32: Piece.WHITE_KING, 5: Piece.BLACK_MAN}
    game = Game(ENGLISH, Position.from_pieces(ENGLISH, pieces, Color.WHITE))
    for text in ("32-27", "1-6", "27-23", "6-10"):
        game.play_text(text)
    assert game.reversible_plies == 4
    hub_player = player(engines, "normal")
    infos: list[ThinkingInfo] = []
    move = hub_player.choose_move(game, 3, threading.Event(), infos.append)
    assert move == game.position.legal_moves()[0]
    assert infos[0].nodes == 4  # the four king moves, after the start position
    game.play(move)
    game.play_text("5-9")  # a man move: nothing before it can repeat
    move = hub_player.choose_move(game, 3, threading.Event(), infos.append)
    assert move == game.position.legal_moves()[0] and infos[1].nodes == 0


def test_the_whole_game_is_sent_under_the_same_king_rule(engines: list[HubEngine]) -> None:
    frisian = find_rules("frisian")
    assert frisian.same_king_moves
    hub_player = player(engines, "normal")
    game = Game(frisian)
    infos: list[ThinkingInfo] = []
    for _ in range(2):
        game.play(game.legal_moves()[0])  # man moves: nothing before them can repeat
        move = hub_player.choose_move(game, 3, threading.Event(), infos.append)
        assert move == game.position.legal_moves()[0]
        game.play(move)
    assert [info.nodes for info in infos] == [1, 3]  # yet every move is sent


def test_our_own_engine_as_an_outside_process() -> None:
    command = [sys.executable, "-m", "dames_tui", "hub"]
    timeouts = HubTimeouts(handshake=60.0, init=60.0, search_margin=30.0)
    for rules in (ENGLISH, INTERNATIONAL):
        hub_player = start_hub_player(command, rules, timeouts=timeouts, move_time=0.05)
        try:
            assert hub_player.name == "dames_tui"
            game = Game(rules)
            infos: list[ThinkingInfo] = []
            for _ in range(4):
                move = hub_player.choose_move(game, 1, threading.Event(), infos.append)
                assert move is not None and move in game.legal_moves()
                game.play(move)
            assert infos and all(info.line for info in infos)
            hub_player.engine.ping()
        finally:
            hub_player.close()
        assert not hub_player.engine.running


def test_hint_and_draw_come_from_the_builtin_engine() -> None:
    class Builtin:
        def choose_move(self, *args: object) -> Move | None:
            raise AssertionError("not asked")

        def hint(self, game: Game, stop: threading.Event) -> Move | None:
            return game.legal_moves()[0]

        def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer:
            return DrawAnswer(True, "balanced")

    hub_player = HubPlayer(HubEngine(["never-started"]), builtin=Builtin())
    game = Game(ENGLISH)
    assert hub_player.hint(game, threading.Event()) == game.legal_moves()[0]
    assert hub_player.decide_draw(game, threading.Event()) == DrawAnswer(True, "balanced")


# ------------------------------------------------------------------ failures


def test_a_crash_keeps_the_game(engines: list[HubEngine]) -> None:
    hub_player = player(engines, "crash")
    game = Game(INTERNATIONAL)
    game.play(game.legal_moves()[0])
    before = snapshot(game)
    with pytest.raises(HubEngineError) as caught:
        hub_player.choose_move(game, 3, threading.Event(), None)
    error = caught.value
    assert error.kind is HubFailure.CRASHED and error.engine == "scripted"
    assert "exited with code 3" in error.detail
    assert "in search" in error.detail and "\x1b" not in str(error)  # its error output, sanitised
    assert snapshot(game) == before
    assert not hub_player.engine.running
    with pytest.raises(HubEngineError) as again:  # the same error from then on
        hub_player.choose_move(game, 3, threading.Event(), None)
    assert again.value is error
    game.play(game.legal_moves()[0])  # the game goes on


def test_a_hang_is_detected(engines: list[HubEngine]) -> None:
    hub_player = player(engines, "hang", timeouts=SHORT)
    game = Game(ENGLISH)
    before = snapshot(game)
    with pytest.raises(HubEngineError) as caught:
        hub_player.choose_move(game, 3, threading.Event(), None)
    assert caught.value.kind is HubFailure.HUNG
    assert "'done'" in caught.value.detail
    assert snapshot(game) == before
    assert not hub_player.engine.running  # killed, though it ignores quit


def test_an_illegal_move_is_refused(engines: list[HubEngine]) -> None:
    hub_player = player(engines, "illegal")
    game = Game(ENGLISH)
    before = snapshot(game)
    with pytest.raises(HubEngineError) as caught:
        hub_player.choose_move(game, 3, threading.Event(), None)
    assert caught.value.kind is HubFailure.ILLEGAL_MOVE
    assert caught.value.detail.startswith("13-9: no legal move")
    assert snapshot(game) == before


def test_a_move_the_game_refuses_is_illegal(engines: list[HubEngine]) -> None:
    engine = start(engines, "normal")
    position = Position.initial(ENGLISH)
    others = position.legal_moves()[1:]
    with pytest.raises(HubEngineError) as caught:
        engine.search(position, (), QUICK, allowed=others)
    assert caught.value.kind is HubFailure.ILLEGAL_MOVE
    assert "not allowed" in caught.value.detail


def test_garbage_is_sanitised_and_never_printed(
    engines: list[HubEngine], capfd: pytest.CaptureFixture[str]
) -> None:
    hub_player = player(engines, "garbage")
    assert hub_player.name.startswith("scripted") and "engine" in hub_player.name
    assert all(c.isprintable() for c in hub_player.name) and "title" not in hub_player.name
    game = Game(ENGLISH)
    infos: list[ThinkingInfo] = []
    move = hub_player.choose_move(game, 3, threading.Event(), infos.append)
    assert move == game.position.legal_moves()[0]
    assert [info.line for info in infos] == ["", "9-13"]  # the bad line: no move, no numbers
    assert infos[0].depth == 0 and infos[0].nodes == 0
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_stop_during_a_search(engines: list[HubEngine]) -> None:
    hub_player = player(engines, "until-stop", move_time=600.0)
    game = Game(ENGLISH)
    stop = threading.Event()
    move = hub_player.choose_move(game, 3, stop, lambda info: stop.set())
    assert move == game.position.legal_moves()[0]  # the answer that followed stop
    assert not hub_player.choose_move(game, 3, stop, None)  # stopped before asking: no move


def test_stop_unanswered_is_a_hang(engines: list[HubEngine]) -> None:
    engine = start(engines, "hang", SHORT)
    stop = threading.Event()
    stop.set()
    with pytest.raises(HubEngineError) as caught:
        engine.search(Position.initial(INTERNATIONAL), (), LevelSpec(move_time=600.0), stop=stop)
    assert caught.value.kind is HubFailure.HUNG
    assert "'stop'" in caught.value.detail


def test_a_search_left_early_is_finished_before_the_next(engines: list[HubEngine]) -> None:
    engine = start(engines, "until-stop")
    position = Position.initial(ENGLISH)

    def leave(info: HubInfo) -> None:
        raise KeyError("the caller gave up")

    with pytest.raises(KeyError):
        engine.search(position, (), LevelSpec(move_time=600.0), on_info=leave)
    stop = threading.Event()
    answer = engine.search(
        position, (), LevelSpec(move_time=600.0), stop=stop, on_info=lambda i: stop.set()
    )
    assert answer.move == position.legal_moves()[0] and answer.stopped


def test_close_kills_the_process(engines: list[HubEngine]) -> None:
    hub_player = player(engines, "hang")  # it ignores quit and the end of its input
    process = hub_player.engine._process
    assert process is not None and process.poll() is None
    hub_player.close()
    assert process.poll() is not None
    with pytest.raises(HubEngineError) as caught:
        hub_player.choose_move(Game(ENGLISH), 3, threading.Event(), None)
    assert caught.value.kind is HubFailure.CLOSED


def test_close_during_a_search(engines: list[HubEngine]) -> None:
    hub_player = player(engines, "until-stop", move_time=600.0)
    searching = threading.Event()
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            hub_player.choose_move(
                Game(ENGLISH), 3, threading.Event(), lambda info: searching.set()
            )
        except HubEngineError as exc:
            errors.append(exc)

    thread = threading.Thread(target=worker)
    thread.start()
    assert searching.wait(20.0)
    hub_player.close()
    thread.join(20.0)
    assert not thread.is_alive()
    assert [getattr(e, "kind", None) for e in errors] == [HubFailure.CLOSED]
    assert not hub_player.engine.running
