"""Interface latency while the engine searches.

Runs the app headless (``run_test``), starts a real engine search of about
five seconds in its thread worker, and meanwhile posts key presses (number
toggle and board flip) straight onto the app's queue. For each press it
stamps the time when the key is posted and again in a ``call_after_refresh``
callback queued by the action the key triggers, i.e. once the screen has been
updated. ``pilot.press`` is not used: it waits for the app to go idle, which a
busy engine thread delays.

A third run does the same on the analysis board, whose engine analyses the
position continuously (three lines, multi-PV) while the keys are pressed.

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
from typing import Any

from textual import events

from dames_tui.core import ENGLISH, Move
from dames_tui.engine import Limits, search
from dames_tui.flow.players import DrawAnswer, InfoCallback, ThinkingInfo
from dames_tui.game import Game
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.analysis import AnalysisScreen
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.settings import GameSetup


class FiveSecondEngine:
    """The real search with a five-second budget (and the stop event)."""

    def __init__(self, idle: bool = False) -> None:
        self.started = threading.Event()
        self.idle = idle

    def choose_move(
        self, game: Game, level: int, stop: threading.Event, on_info: InfoCallback | None
    ) -> Move | None:
        self.started.set()
        if self.idle:  # the reference run: "thinking" without using the CPU
            stop.wait(5.0)
            return None

        def report(info: Any) -> None:
            if on_info is not None:
                on_info(ThinkingInfo(info.depth, info.score, info.nodes, ""))

        result = search(game.position, game.repetition_history(), Limits(time=5.0), stop, report)
        return result.move

    def hint(self, game: Game, stop: threading.Event) -> Move | None:
        return None

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer:
        return DrawAnswer(False, "ahead")


class KeyTimer:
    """Times a key from the moment it is posted to the refresh that shows
    it: the screen's number toggle (n) and flip (f) get a stamp queued
    after the refresh they cause."""

    def __init__(self, app: DamesApp, screen: Any) -> None:
        self.app = app
        self.done = asyncio.Event()
        self.posted = 0.0
        self.latency = 0.0
        for name in ("action_numbers", "action_flip"):
            setattr(screen, name, self._stamped(screen, getattr(screen, name)))

    def _stamped(self, screen: Any, action: Any) -> Any:
        def run() -> None:
            action()
            screen.call_after_refresh(self._stamp)

        return run

    def _stamp(self) -> None:
        self.latency = time.perf_counter() - self.posted
        self.done.set()

    async def press(self, key: str) -> float:
        """Post ``key`` and wait for its refresh: the seconds it took."""
        self.done.clear()
        self.posted = time.perf_counter()
        self.app.post_message(events.Key(key, key))
        await asyncio.wait_for(self.done.wait(), timeout=5)
        return self.latency


async def measure(presses: int, idle: bool = False) -> list[float]:
    engine = FiveSecondEngine(idle)
    # a fresh scratch home for each run: the player's own settings, saves and
    # statistics stay out of the measurement, and no saved game is offered
    scratch = tempfile.mkdtemp(prefix="dames-latency-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(scratch, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(scratch, "data")
    app = DamesApp(GameSetup(ENGLISH), player=engine)
    latencies: list[float] = []
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.submit_text("11-15")  # the engine now thinks for ~5 s
        await asyncio.get_running_loop().run_in_executor(None, engine.started.wait, 5)
        screen.query_one("#board").focus()
        keys = KeyTimer(app, screen)
        started = time.perf_counter()
        for index in range(presses):
            if time.perf_counter() - started > 4.5 or screen.busy != "move":
                break
            latencies.append(await keys.press("n" if index % 2 == 0 else "f"))
            await asyncio.sleep(0.03)  # a quick typist: about 30 keys a second
        thinking = screen.busy == "move"
        screen.cancel_engine()
        await pilot.pause()
    if not thinking and len(latencies) < presses // 2:
        print("warning: the search ended early", file=sys.stderr)
    return latencies


async def measure_analysis(presses: int) -> list[float]:
    """Key-to-screen latencies on the analysis board while it analyses."""
    scratch = tempfile.mkdtemp(prefix="dames-latency-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(scratch, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(scratch, "data")
    game = Game(ENGLISH)
    for text in ("11-15", "23-19", "8-11", "22-17", "9-13", "17-14"):
        game.play_text(text)
    app = DamesApp(GameSetup(ENGLISH), player=FiveSecondEngine(idle=True))
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
    return latencies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=60)
    parser.add_argument("--switch", type=float, default=0.002, help="sys.setswitchinterval")
    args = parser.parse_args()
    sys.setswitchinterval(args.switch)
    print(f"switch interval {args.switch * 1000:.1f} ms")
    runs = (
        ("reference, engine idle", lambda: measure(args.presses, True)),
        ("engine searching", lambda: measure(args.presses, False)),
        ("analysis board", lambda: measure_analysis(args.presses)),
    )
    for label, run in runs:
        ms = sorted(x * 1000 for x in asyncio.run(run()))
        p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
        print(
            f"{label:>24}: {len(ms)} presses, median {statistics.median(ms):.1f} ms, "
            f"p95 {p95:.1f} ms, max {ms[-1]:.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
