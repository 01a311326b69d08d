"""Nodes per second and completed depth of our engine against py-draughts'
TurboEngine, from the international start position, in the same run.

    /tmp/venv/bin/python benchmarks/engine_vs_turbo.py [seconds] [depth]

Both engines search the same position for the same wall time (and, separately,
to the same fixed depth); the machine is shared, so compare the ratios.
"""

from __future__ import annotations

import sys
import time

from dames_tui.core import Position, find_rules
from dames_tui.engine import Engine, Limits


def ours(rules_name: str, seconds: float | None, depth: int | None) -> tuple[int, int, float]:
    position = Position.initial(find_rules(rules_name))
    start = time.perf_counter()
    result = Engine().search(position, limits=Limits(time=seconds, depth=depth))
    elapsed = time.perf_counter() - start
    return result.depth, result.nodes, elapsed


def turbo(seconds: float | None, depth: int | None) -> tuple[int, int, float]:
    from draughts import StandardBoard
    from draughts.engines import TurboEngine

    engine = TurboEngine(depth_limit=depth or 64, time_limit=seconds)
    start = time.perf_counter()
    engine.get_best_move(StandardBoard())
    elapsed = time.perf_counter() - start
    return engine.completed_depth, engine.nodes, elapsed


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    rows = []
    for label, run in (
        ("turbo   international", lambda s, d: turbo(s, d)),
        ("dames   international", lambda s, d: ours("international", s, d)),
        ("dames   english", lambda s, d: ours("english", s, d)),
    ):
        d1, n1, t1 = run(None, depth)
        d2, n2, t2 = run(seconds, None)
        rows.append((label, d1, n1, t1, d2, n2, t2))
    print(f"{'engine':24} {'fixed depth':>30} | {'fixed time':>34}")
    for label, d1, n1, t1, d2, n2, t2 in rows:
        print(
            f"{label:24} d{d1:<3} {n1:>9} nodes {t1:6.2f}s {n1 / t1:8.0f} n/s"
            f" | d{d2:<3} {n2:>9} nodes {t2:6.2f}s {n2 / t2:8.0f} n/s"
        )


if __name__ == "__main__":
    main()
