"""The engine in child processes (dames_tui.flow.engine_process): calls,
reports, stops, errors, a child that dies, and the real jobs crossing."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from dames_tui.core import ENGLISH, Color
from dames_tui.engine import AnalysisLine, Limits
from dames_tui.flow.analysis import AnalysisSession
from dames_tui.flow.engine_process import LocalRunner, ProcessRunner, kept_engine
from dames_tui.flow.players import DrawAnswer, EnginePlayer, ThinkingInfo
from dames_tui.flow.reviewing import ReviewProgress, review_job
from dames_tui.game import Game
from dames_tui.game.tree import GameTree
from dames_tui.notation import parse_fen
from dames_tui.review import Budget

pytestmark = pytest.mark.skipif(os.name != "posix", reason="child processes need POSIX pipes")


@pytest.fixture(scope="module")
def runner() -> Iterator[ProcessRunner]:
    shared = ProcessRunner()
    yield shared
    shared.close()


# The functions the child runs: module functions, found by name there.


def echo(stop: threading.Event, report: Callable[[Any], None], values: list[int]) -> int:
    for value in values:
        report(value)
    return sum(values)


def pid(stop: threading.Event, report: Callable[[Any], None]) -> int:
    return os.getpid()


def spin(stop: threading.Event, report: Callable[[Any], None]) -> str:
    report("started")
    deadline = time.monotonic() + 30
    while not stop.is_set():
        if time.monotonic() > deadline:
            return "never stopped"
        time.sleep(0.002)
    return "stopped"


def fail(stop: threading.Event, report: Callable[[Any], None]) -> None:
    raise ValueError("no such square")


def die_in_child(stop: threading.Event, report: Callable[[Any], None], parent: int) -> str:
    if os.getpid() != parent:
        os._exit(3)
    return "played here"


def apply(stop: threading.Event, report: Callable[[Any], None], function: Any) -> object:
    return function(2)


def stop_when(
    wanted: Callable[[Any], bool], seen: list[Any]
) -> tuple[threading.Event, Callable[[Any], None]]:
    """A stop event set by the report that satisfies ``wanted``."""
    stop = threading.Event()

    def report(info: Any) -> None:
        seen.append(info)
        if wanted(info):
            stop.set()

    return stop, report


# ------------------------------------------------------------------ the runner


def test_a_call_runs_in_a_child_and_its_reports_come_back_in_order(
    runner: ProcessRunner,
) -> None:
    seen: list[int] = []
    before = runner.child_calls
    assert runner.call(echo, [3, 1, 4], stop=threading.Event(), report=seen.append) == 8
    assert seen == [3, 1, 4]
    assert runner.child_calls == before + 1
    assert runner.call(pid, stop=threading.Event(), report=seen.append) != os.getpid()


def test_a_stop_reaches_the_child(runner: ProcessRunner) -> None:
    seen: list[str] = []
    stop, report = stop_when(lambda info: info == "started", seen)
    local, children = runner.local_calls, runner.child_calls
    assert runner.call(spin, stop=stop, report=report) == "stopped"
    assert seen == ["started"]
    assert (runner.local_calls, runner.child_calls) == (local, children + 1)


def test_the_childs_exception_is_raised_with_its_traceback(runner: ProcessRunner) -> None:
    with pytest.raises(ValueError, match="no such square") as raised:
        runner.call(fail, stop=threading.Event(), report=print)
    notes = getattr(raised.value, "__notes__", [])
    assert any("In the engine process" in note and "in fail" in note for note in notes)
    # the child that raised still serves
    assert runner.call(echo, [1], stop=threading.Event(), report=lambda _: None) == 1


def test_a_child_that_dies_during_a_call_leaves_the_call_to_this_process(
    runner: ProcessRunner,
) -> None:
    local = runner.local_calls
    result = runner.call(die_in_child, os.getpid(), stop=threading.Event(), report=print)
    assert result == "played here"
    assert runner.local_calls == local + 1
    # a new child serves the next call
    children = runner.child_calls
    assert runner.call(pid, stop=threading.Event(), report=print) != os.getpid()
    assert runner.child_calls == children + 1


def test_what_cannot_be_pickled_runs_in_the_calling_thread(runner: ProcessRunner) -> None:
    local = runner.local_calls
    assert runner.call(apply, lambda x: x * 21, stop=threading.Event(), report=print) == 42
    assert runner.local_calls == local + 1


def test_two_calls_at_once_run_side_by_side(runner: ProcessRunner) -> None:
    seen: list[str] = []
    started = threading.Event()
    stop = threading.Event()
    results: list[str] = []

    def report(info: str) -> None:
        seen.append(info)
        started.set()

    spinner = threading.Thread(
        target=lambda: results.append(runner.call(spin, stop=stop, report=report))
    )
    spinner.start()
    try:
        assert started.wait(30)
        # the spin holds one child; another one answers meanwhile
        assert runner.call(echo, [5], stop=threading.Event(), report=lambda _: None) == 5
        assert not results
    finally:
        stop.set()
        spinner.join(30)
    assert results == ["stopped"]


def test_the_local_runner_calls_in_the_calling_thread() -> None:
    assert LocalRunner().call(pid, stop=threading.Event(), report=print) == os.getpid()


def test_a_kept_engine_is_the_same_for_its_key_and_only_the_last_keys_are_kept() -> None:
    first, lock = kept_engine("test-a")
    assert kept_engine("test-a") == (first, lock)
    kept_engine("test-b")
    kept_engine("test-c")
    assert kept_engine("test-a")[0] is not first


# ------------------------------------------------------------ the real jobs

ENDING = "W:W27,K30:B5,K1"  # few pieces: ten plies come at once


def test_the_computers_move_is_the_same_from_a_child(runner: ProcessRunner) -> None:
    game = Game(ENGLISH, parse_fen(ENDING, ENGLISH))
    found = []
    for player in (EnginePlayer(LocalRunner()), EnginePlayer(runner)):
        infos: list[ThinkingInfo] = []
        move = player.choose_move(game, 15, threading.Event(), infos.append, Limits(depth=10))
        assert infos and all(isinstance(info, ThinkingInfo) for info in infos)
        found.append((move, infos[-1].depth, infos[-1].score, infos[-1].line))
    assert found[0] == found[1]
    assert found[0][0] in game.legal_moves() and found[0][1] == 10
    assert game.ply == 0  # the game itself is untouched


def test_the_clocks_limits_reach_the_child(runner: ProcessRunner) -> None:
    game = Game(ENGLISH)
    infos: list[ThinkingInfo] = []
    move = EnginePlayer(runner).choose_move(
        game, 16, threading.Event(), infos.append, Limits(depth=3, clock=300.0, increment=3.0)
    )
    assert move in game.legal_moves() and infos[-1].depth == 3


def test_a_hint_and_a_draw_answer_come_from_a_child(runner: ProcessRunner) -> None:
    game = Game(ENGLISH)
    player = EnginePlayer(runner)
    before = runner.child_calls
    assert player.hint(game, threading.Event()) in game.legal_moves()
    answer = player.decide_draw(game, threading.Event())
    assert isinstance(answer, DrawAnswer) and answer.accept
    assert runner.child_calls == before + 2


def test_the_analysis_board_analyses_in_a_child(runner: ProcessRunner) -> None:
    session = AnalysisSession(GameTree(ENGLISH), runner=runner)
    seen: list[list[AnalysisLine]] = []
    stop, report = stop_when(lambda lines: lines[0].depth >= 4, seen)
    before = runner.child_calls
    lines = session.job()(stop, report)
    assert runner.child_calls == before + 1
    assert len(lines) == 3 and lines[0].depth >= 4
    legal = session.tree.legal_moves()
    assert all(line.move in legal and line.pv[0] == line.move for line in lines)
    assert [line.score for line in lines] == sorted((line.score for line in lines), reverse=True)


def test_a_review_from_a_child_is_the_one_made_here(runner: ProcessRunner) -> None:
    game = Game(ENGLISH)
    for _ in range(4):
        game.play(game.legal_moves()[0])
    budget = Budget(depth=3)
    here = review_job(game, budget, runner=LocalRunner())(threading.Event(), lambda _: None)
    reports: list[ReviewProgress] = []
    there = review_job(game, budget, runner=runner)(threading.Event(), reports.append)
    assert there == here and there.complete
    assert [report.done for report in reports] == list(range(5))


def test_a_stopped_review_in_a_child_is_incomplete(runner: ProcessRunner) -> None:
    game = Game(ENGLISH)
    for _ in range(12):
        game.play(game.legal_moves()[-1])
    seen: list[ReviewProgress] = []
    stop, report = stop_when(lambda progress: progress.done >= 1, seen)
    review = review_job(game, Budget(depth=9), runner=runner)(stop, report)
    assert not review.complete
    assert 1 <= len(review.plies) < 12
    assert review.plies[0].mover is Color.BLACK


def test_a_child_ends_when_its_parent_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "parent.py"
    script.write_text(
        textwrap.dedent(
            """
            import sys, threading
            sys.path.insert(0, sys.argv[1])
            from dames_tui.flow.engine_process import ProcessRunner
            from test_flow_engine_process import pid, spin
            runner = ProcessRunner(max_children=1)
            print(runner.call(pid, stop=threading.Event(), report=print), flush=True)
            runner.call(spin, stop=threading.Event(), report=print)  # until killed
            """
        ),
        encoding="utf-8",
    )
    parent = subprocess.Popen(
        [sys.executable, str(script), str(Path(__file__).parent)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert parent.stdout is not None
        child = int(parent.stdout.readline())
        assert parent.stdout.readline().strip() == "started"  # the child spins
        os.kill(child, 0)  # alive
    finally:
        parent.kill()
        parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if ended(child):
            break
        time.sleep(0.02)
    else:
        os.kill(child, 9)
        pytest.fail("the child outlived its parent")


def ended(pid: int) -> bool:
    """Whether process ``pid`` is gone (or a zombie nobody reaped yet)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[-1].split()[0] == "Z"


def spin_pid(stop: threading.Event, report: Callable[[Any], None]) -> int:
    report("started")
    deadline = time.monotonic() + 30
    while not stop.is_set() and time.monotonic() < deadline:
        time.sleep(0.002)
    time.sleep(0.05)  # a search takes a moment to stop
    return os.getpid()


def test_a_call_waits_for_the_child_that_served_its_key(runner: ProcessRunner) -> None:
    """The move after a ponder goes to the child whose engine pondered,
    even while that child is still stopping."""
    for _ in range(2):  # another idle child is there to be taken
        runner.call(pid, stop=threading.Event(), report=print)
    stop = threading.Event()
    first: list[int] = []
    started = threading.Event()
    spinner = threading.Thread(
        target=lambda: first.append(
            runner.call(spin_pid, stop=stop, report=lambda _: started.set(), affinity="key-a")
        )
    )
    spinner.start()
    assert started.wait(30)
    stop.set()  # as a new job cancels the ponder, and at once asks for the move
    second = runner.call(pid, stop=threading.Event(), report=print, affinity="key-a")
    spinner.join(30)
    assert first == [second]


def test_pondering_fills_the_table_of_the_engine_that_moves_next() -> None:
    player = EnginePlayer(LocalRunner())
    game = Game(ENGLISH)
    game.play(game.legal_moves()[0])
    stop = threading.Event()
    threading.Timer(0.3, stop.set).start()
    player.ponder(game, stop)  # returns once stopped
    engine, _ = kept_engine(player.engine_key)
    pondered = len(engine.tt)
    assert pondered > 1000
    # the hint asks the same engine: its table grows with the new position
    later = Game(ENGLISH)
    for move in (*game.moves, game.legal_moves()[0]):
        later.play(move)
    assert player.hint(later, threading.Event()) in later.legal_moves()
    assert len(engine.tt) > pondered
    infos: list[ThinkingInfo] = []
    move = player.choose_move(game, 16, threading.Event(), infos.append, Limits(depth=6))
    assert move in game.legal_moves() and kept_engine(player.engine_key)[0] is engine
    fresh: list[ThinkingInfo] = []
    EnginePlayer(LocalRunner()).choose_move(
        game, 16, threading.Event(), fresh.append, Limits(depth=6)
    )
    assert infos[-1].depth == fresh[-1].depth == 6
    assert infos[-1].nodes < fresh[-1].nodes  # the pondered table answers at once
