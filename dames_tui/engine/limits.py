"""Search limits and the share of a game clock given to one move.

A limit is refused (:class:`ValueError`) when it is not a finite number, is
negative or is past all reason: more than :data:`MAX_SECONDS` of time, more
than :data:`MAX_NODES` nodes. The commands check the same bounds and say so
in their own words (the deepest iteration is the search's ``MAX_DEPTH``).

>>> Limits(time=float("inf"))
Traceback (most recent call last):
...
ValueError: time must be a finite number of seconds, not inf
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SOFT_TIME_FRACTION = 0.6  # of a clock share: no new iteration past it (time saved for later)
CLOCK_MOVES = 30  # moves the remaining clock time is shared among
MAX_SECONDS = 86_400.0  # a day: any time limit or clock beyond it is a mistake
MAX_NODES = 10**12  # weeks of search at our speed


@dataclass(frozen=True, slots=True)
class Limits:
    """When to stop. Several limits may be given; the first one reached stops.

    ``clock`` is the remaining game time of the side to move and ``increment``
    its Fischer increment; the searcher gives itself a share of it. With no
    limit at all, the search runs until ``stop_event`` (or one second if there
    is none). ``analysis`` searches even when only one move is legal.
    """

    depth: int | None = None
    nodes: int | None = None
    time: float | None = None
    clock: float | None = None
    increment: float = 0.0
    analysis: bool = False

    def __post_init__(self) -> None:
        for name in ("time", "clock", "increment"):
            value = getattr(self, name)
            if value is None:
                continue
            if not math.isfinite(value):
                raise ValueError(f"{name} must be a finite number of seconds, not {value}")
            if not 0 <= value <= MAX_SECONDS:
                raise ValueError(f"{name} must be between 0 and {MAX_SECONDS:g} seconds")
        if self.depth is not None and self.depth < 1:
            raise ValueError(f"depth must be at least 1, not {self.depth}")
        if self.nodes is not None and not 1 <= self.nodes <= MAX_NODES:
            raise ValueError(f"nodes must be between 1 and {MAX_NODES}, not {self.nodes}")


def time_budget(limits: Limits) -> tuple[float | None, float | None]:
    """(soft, hard) seconds for one move: the soft one ends iterative deepening,
    the hard one interrupts the search."""
    budgets = []
    if limits.time is not None:
        # A fixed time per move: time not used is lost, so iterate until the
        # end; an unfinished iteration still gives its confirmed improvement.
        budgets.append((limits.time, limits.time))
    if limits.clock is not None:
        remaining = max(0.0, limits.clock)
        share = remaining / CLOCK_MOVES + 0.8 * limits.increment
        hard = min(2.5 * share, 0.4 * remaining)
        soft = min(share, hard) * SOFT_TIME_FRACTION
        budgets.append((max(0.001, soft), max(0.002, hard)))
    if not budgets:
        return None, None
    return min(b[0] for b in budgets), min(b[1] for b in budgets)
