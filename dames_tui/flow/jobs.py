"""Which engine job a screen waits for, without Textual.

Every screen that asks the engine something (a move, a hint, a draw offer,
an analysis) numbers its requests: a result carries the number of the
request it answers, and is used only if that request is still the one
waited for. Anything that changes the game (a move, an undo, a new game)
cancels the job, so a late answer about an older position is dropped.

>>> jobs = EngineJobs()
>>> first = jobs.start("move")
>>> jobs.busy
'move'
>>> jobs.cancel()
>>> jobs.finish(first, "move")  # stale: the game changed meanwhile
False
>>> second = jobs.start("hint")
>>> jobs.is_current(second, "move"), jobs.finish(second, "hint"), jobs.busy
(False, True, None)
"""

from __future__ import annotations


class EngineJobs:
    """The one job a screen waits for: its kind (``busy``) and number."""

    def __init__(self) -> None:
        self.busy: str | None = None  # the kind of job running, e.g. "move" or "hint"
        self.request = 0  # the number of the result waited for

    def start(self, kind: str) -> int:
        """A new job of ``kind``: its number (any earlier one is stale)."""
        self.request += 1
        self.busy = kind
        return self.request

    def is_current(self, request: int, kind: str) -> bool:
        """Whether a report of job ``request`` of ``kind`` is still wanted."""
        return request == self.request and self.busy == kind

    def finish(self, request: int, kind: str) -> bool:
        """Take the result of job ``request``: True (and no job running any
        more) if it is the one waited for, False for a stale result."""
        if not self.is_current(request, kind):
            return False
        self.busy = None
        return True

    def cancel(self) -> None:
        """Wait for nothing: any result on its way is stale."""
        self.request += 1
        self.busy = None
