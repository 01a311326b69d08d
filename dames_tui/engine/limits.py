"""Search limits and the share of a game clock given to one move."""

from __future__ import annotations

from dataclasses import dataclass

SOFT_TIME_FRACTION = 0.6  # of a clock share: no new iteration past it (time saved for later)
CLOCK_MOVES = 30  # moves the remaining clock time is shared among


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
