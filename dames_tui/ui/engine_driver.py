"""The one way a screen runs the engine: thread workers and their messages.

A screen owns an :class:`EngineDriver` (composition, not a base class) and
gives it jobs: a function of the worker's stop event and a progress
callback, run in a thread worker of the screen's (group ``engine``, one at a
time). The worker never touches widgets; it reports by ``post_message``:
:class:`EngineDriver.Progress` while it runs (a newer one replaces an older
one still queued) and :class:`EngineDriver.Done` with its result. Each
carries its job's kind and number from :class:`~dames_tui.flow.EngineJobs`,
so the screen keeps a result only while ``driver.jobs`` still waits for it.

A job that raises leaves a crash report; :meth:`EngineDriver.failed` tells
the screen where, and the job counts as cancelled.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.message import Message
from textual.screen import Screen
from textual.worker import Worker, WorkerState, get_current_worker

from dames_tui.flow.jobs import EngineJobs
from dames_tui.storage.crash import write_crash_report

Report = Callable[[Any], None]
Job = Callable[[threading.Event, Report], Any]
GROUP = "engine"


class EngineDriver:
    """Runs one engine job at a time for ``screen``."""

    class Progress(Message):
        """A job's progress report (what its callback was given)."""

        def __init__(self, request: int, kind: str, info: Any) -> None:
            super().__init__()
            self.request = request
            self.kind = kind
            self.info = info

        def can_replace(self, message: Message) -> bool:
            return isinstance(message, EngineDriver.Progress) and message.kind == self.kind

    class Done(Message):
        """A job's result."""

        def __init__(self, request: int, kind: str, result: Any) -> None:
            super().__init__()
            self.request = request
            self.kind = kind
            self.result = result

    def __init__(self, screen: Screen[Any], jobs: EngineJobs | None = None) -> None:
        self.screen = screen
        self.jobs = jobs if jobs is not None else EngineJobs()

    @property
    def busy(self) -> str | None:
        return self.jobs.busy

    def start(self, kind: str, job: Job) -> int:
        """Run ``job`` in a thread worker (stopping the one before); its number."""
        self.screen.workers.cancel_group(self.screen, GROUP)
        request = self.jobs.start(kind)
        screen = self.screen

        def body() -> None:
            worker = get_current_worker()
            stop = worker.cancelled_event

            def progress(info: Any) -> None:
                if not stop.is_set():
                    screen.post_message(EngineDriver.Progress(request, kind, info))

            result = job(stop, progress)
            if not worker.is_cancelled:
                screen.post_message(EngineDriver.Done(request, kind, result))

        screen.run_worker(body, thread=True, exclusive=True, group=GROUP, exit_on_error=False)
        return request

    def cancel(self) -> None:
        """Stop any job; a late result will not be taken."""
        self.screen.workers.cancel_group(self.screen, GROUP)
        self.jobs.cancel()

    def wanted(self, message: Progress | Done) -> bool:
        """Whether ``message`` belongs to the job still waited for."""
        return self.jobs.is_current(message.request, message.kind)

    def take(self, message: Done) -> bool:
        """Take ``message``'s result: True if it is the job waited for (then
        no job runs any more), False for a stale one."""
        return self.jobs.finish(message.request, message.kind)

    def failed(self, event: Worker.StateChanged) -> Path | None | bool:
        """For a worker's change of state: False if it is not a job of ours
        that failed; else the job is dropped and the crash report written
        (its path, None if it could not be written)."""
        if event.state is not WorkerState.ERROR or event.worker.group != GROUP:
            return False
        if event.worker.node is not self.screen:
            return False
        error = event.worker.error
        self.jobs.cancel()
        return write_crash_report(error) if isinstance(error, BaseException) else None
