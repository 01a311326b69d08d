"""Interface latency while the engine searches, with the engine in a thread
of the interface's process and in its child process, in the same run.

Runs the app headless (``run_test``), lets the real engine think about a
move (level 16: about four seconds) and meanwhile posts key presses (number
toggle and board flip) straight onto the app's queue. For each press it
stamps the time when the key is posted and again in a ``call_after_refresh``
callback queued by the action the key triggers, i.e. once the screen has been
updated. ``pilot.press`` is not used: it waits for the app to go idle, which a
busy engine thread delays.

A run with pondering does the same on the player's turn, while the
computer (level 16, pondering on) thinks on the player's time: its move
comes at once, so that the keys fall in the ponder.

Another run does the same on the analysis board, whose engine analyses the
position continuously (three lines, multi-PV) while the keys are pressed.
The reference run presses the keys while the computer waits without
searching. Each search run is made twice: with the engine in a thread
(:class:`~dames_tui.flow.engine_process.LocalRunner`, as before the child
process) and in the child process (the default); the engine's nodes per
second during the run are printed too.

Each press's CPU time in the interface's main thread (where Textual runs)
is printed beside its wall time: on a machine loaded by other work the wall
times grow, the CPU times much less, so they compare two versions of the
interface there.

    python benchmarks/ui_latency.py [--presses 60] [--switch 0.002]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

from textual import events

from dames_tui.core import ENGLISH, Color, Move
from dames_tui.engine.limits import Limits
from dames_tui.flow.engine_process import (
    LocalRunner,
    ProcessRunner,
    Runner,
    default_runner,
    set_default_runner,
)
from dames_tui.flow.players import EnginePlayer, InfoCallback, ThinkingInfo
from dames_tui.game import Game
from dames_tui.storage import Settings
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.analysis import AnalysisScreen
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.settings import GameSetup

LEVEL = 16  # the champion: a search of about four seconds


class TimedPlayer(EnginePlayer):
    """The real player, which says when it starts and counts the nodes it
    reports (or, ``idle``, waits without searching: the reference)."""

    def __init__(self, runner: Runner, idle: bool = False) -> None:
        super().__init__(runner)
        self.started = threading.Event()
        self.idle = idle
        self.nodes = 0
        self.seconds = 0.0

    def choose_move(
        self, game: Game, level: int, stop: threading.Event, on_info: InfoCallback | None
    ) -> Move | None:
        self.started.set()
        if self.idle:
            stop.wait(5.0)
            return None
        begun = time.perf_counter()

        def counted(info: ThinkingInfo) -> None:
            self.nodes, self.seconds = info.nodes, time.perf_counter() - begun
            if on_info is not None:
                on_info(info)

        return super().choose_move(game, LEVEL, stop, counted)


class PonderingPlayer(EnginePlayer):
    """Answers at once with its first legal move, then ponders for real on
    the player's time (:meth:`EnginePlayer.ponder`, the engine's own)."""

    def __init__(self, runner: Runner) -> None:
        super().__init__(runner)
        self.started = threading.Event()

    def choose_move(
        self,
        game: Game,
        level: int,
        stop: threading.Event,
        on_info: InfoCallback | None,
        limits: Limits | None = None,
    ) -> Move | None:
        return game.legal_moves()[0]

    def ponder(self, game: Game, stop: threading.Event) -> None:
        self.started.set()
        super().ponder(game, stop)


class KeyTimer:
    """Times a key from the moment it is posted to the refresh that shows
    it: the screen's number toggle (n) and flip (f) get a stamp queued
    after the refresh they cause."""

    def __init__(self, app: DamesApp, screen: Any) -> None:
        self.app = app
        self.done = asyncio.Event()
        self.posted = 0.0
        self.posted_cpu = 0.0
        self.latency = 0.0
        self.cpu: list[float] = []  # the main thread's CPU seconds of each press
        for name in ("action_numbers", "action_flip"):
            setattr(screen, name, self._stamped(screen, getattr(screen, name)))

    def _stamped(self, screen: Any, action: Any) -> Any:
        def run() -> None:
            action()
            screen.call_after_refresh(self._stamp)

        return run

    def _stamp(self) -> None:
        self.latency = time.perf_counter() - self.posted
        self.cpu.append(time.thread_time() - self.posted_cpu)
        self.done.set()

    async def press(self, key: str) -> float:
        """Post ``key`` and wait for its refresh: the seconds it took."""
        self.done.clear()
        self.posted = time.perf_counter()
        self.posted_cpu = time.thread_time()
        self.app.post_message(events.Key(key, key))
        await asyncio.wait_for(self.done.wait(), timeout=5)
        return self.latency


def scratch_home() -> None:
    """A fresh scratch home for each run: the player's own settings, saves
    and statistics stay out of the measurement, and no saved game is offered."""
    scratch = tempfile.mkdtemp(prefix="dames-latency-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(scratch, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(scratch, "data")


#: a run's key-to-screen seconds, main-thread CPU seconds and the engine's nodes/s
Measured = tuple[list[float], list[float], int]


async def measure(presses: int, runner: Runner, idle: bool = False) -> Measured:
    """Latencies on the game screen while the computer thinks, and its nodes/s."""
    scratch_home()
    player = TimedPlayer(runner, idle)
    app = DamesApp(GameSetup(ENGLISH), player=player)
    latencies: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.submit_text("11-15")  # the engine now thinks for ~4 s
        await asyncio.get_running_loop().run_in_executor(None, player.started.wait, 5)
        screen.query_one("#board").focus()
        keys = KeyTimer(app, screen)
        started = time.perf_counter()
        for index in range(presses):
            if time.perf_counter() - started > 3.5 or screen.busy != "move":
                break
            latencies.append(await keys.press("n" if index % 2 == 0 else "f"))
            await asyncio.sleep(0.03)  # a quick typist: about 30 keys a second
        thinking = screen.busy == "move"
        screen.cancel_engine()
        await pilot.pause()
    if not thinking and len(latencies) < presses // 2:
        print("warning: the search ended early", file=sys.stderr)
    return latencies, keys.cpu, round(player.nodes / player.seconds) if player.seconds else 0


async def measure_pondering(presses: int, runner: Runner) -> Measured:
    """Latencies on the game screen on the player's turn while the computer
    ponders (level 16, the setting on)."""
    scratch_home()
    player = PonderingPlayer(runner)
    settings = Settings(level=LEVEL, ponder=True)
    app = DamesApp(GameSetup(ENGLISH, Color.WHITE, LEVEL), settings=settings, player=player)
    latencies: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        pondered = await asyncio.get_running_loop().run_in_executor(None, player.started.wait, 10)
        if not pondered:
            print("warning: the computer did not ponder", file=sys.stderr)
        await asyncio.sleep(0.3)  # the child has the position and searches
        screen.query_one("#board").focus()
        keys = KeyTimer(app, screen)
        for index in range(presses):
            latencies.append(await keys.press("n" if index % 2 == 0 else "f"))
            await asyncio.sleep(0.03)
        screen.cancel_engine()
        await pilot.pause()
    return latencies, keys.cpu, 0


async def measure_analysis(presses: int, runner: Runner) -> Measured:
    """Key-to-screen latencies on the analysis board while it analyses, and
    the analysis's nodes/s (0: not reported)."""
    scratch_home()
    previous = default_runner()
    set_default_runner(runner)
    game = Game(ENGLISH)
    for text in ("11-15", "23-19", "8-11", "22-17", "9-13", "17-14"):
        game.play_text(text)
    app = DamesApp(GameSetup(ENGLISH), player=TimedPlayer(runner, idle=True))
    latencies: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_analysis(game, at=4)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        for _ in range(100):  # until the first lines are in: the search runs
            if screen.session.lines:
                break
            await asyncio.sleep(0.05)
        keys = KeyTimer(app, screen)
        for index in range(presses):
            if screen.session.jobs.busy != "analyse":
                print("warning: the analysis ended early", file=sys.stderr)
                break
            latencies.append(await keys.press("n" if index % 2 == 0 else "f"))
            await asyncio.sleep(0.03)
        screen.engine.cancel()
        await pilot.pause()
    set_default_runner(previous)
    return latencies, keys.cpu, 0


def percentile_95(ms: list[float]) -> float:
    ordered = sorted(ms)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=60)
    parser.add_argument("--switch", type=float, default=0.002, help="sys.setswitchinterval")
    args = parser.parse_args()
    sys.setswitchinterval(args.switch)
    print(f"switch interval {args.switch * 1000:.1f} ms")
    thread, child = LocalRunner(), ProcessRunner()
    child.warm()
    Run = Callable[[], Awaitable[Measured]]
    runs: tuple[tuple[str, Run], ...] = (
        ("reference, engine idle", lambda: measure(args.presses, thread, idle=True)),
        ("searching, thread", lambda: measure(args.presses, thread)),
        ("searching, process", lambda: measure(args.presses, child)),
        ("pondering, thread", lambda: measure_pondering(args.presses, thread)),
        ("pondering, process", lambda: measure_pondering(args.presses, child)),
        ("analysis board, thread", lambda: measure_analysis(args.presses, thread)),
        ("analysis board, process", lambda: measure_analysis(args.presses, child)),
    )
    p95s: dict[str, float] = {}
    for label, run in runs:
        latencies, cpu_times, nps = asyncio.run(run())
        ms = sorted(x * 1000 for x in latencies)
        cpu = sorted(x * 1000 for x in cpu_times)
        p95s[label] = percentile_95(ms)
        speed = f", engine {nps / 1000:.1f} k nodes/s" if nps else ""
        print(
            f"{label:>24}: {len(ms)} presses, median {statistics.median(ms):.1f} ms, "
            f"p95 {p95s[label]:.1f} ms, max {ms[-1]:.1f} ms{speed}"
        )
        print(
            f"{'':>24}  main-thread CPU: median {statistics.median(cpu):.1f} ms, "
            f"p95 {percentile_95(cpu):.1f} ms"
        )
    for what in ("searching", "pondering", "analysis board"):
        ratio = p95s[f"{what}, process"] / p95s[f"{what}, thread"]
        print(f"{what}: p95 with the child process / in a thread = {ratio:.2f}")
    child.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
