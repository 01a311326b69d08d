"""Nodes per second and completed depth of our engine against py-draughts'
TurboEngine, on the same international positions, in the same run.

    /tmp/venv/bin/python benchmarks/engine_vs_turbo.py [seconds] [depth]

For each position (the start and the international bench positions with men
on both sides) both engines search with a fresh table, first to the same fixed
depth, then for the same wall time. Prints nodes, time, nodes/s and completed
depth per position, then the totals and the ratios ours / Turbo. The machine
is shared, so quote the ratios; node counts are each engine's own.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import players

from dames_tui.core import Position, find_rules
from dames_tui.engine import Engine, Limits
from dames_tui.engine.bench_positions import BENCH_POSITIONS
from dames_tui.notation import parse_fen

# bench positions without kings (Turbo's own test ground), the start first
SAMPLE = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)


def ours(position: Position, seconds: float | None, depth: int | None) -> tuple[int, int, float]:
    start = time.perf_counter()
    result = Engine().search(position, limits=Limits(time=seconds, depth=depth))
    return result.depth, result.nodes, time.perf_counter() - start


def turbo(position: Position, seconds: float | None, depth: int | None) -> tuple[int, int, float]:
    draughts = players.import_draughts()
    engine = draughts.TurboEngine(depth_limit=depth or 64, time_limit=seconds)
    board = players.to_board(position)
    start = time.perf_counter()
    engine.get_best_move(board)
    return int(engine.completed_depth), int(engine.nodes), time.perf_counter() - start


def main() -> int:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    try:
        players.import_draughts()
    except players.MissingPyDraughts as exc:
        print(f"engine_vs_turbo: {exc}", file=sys.stderr)
        return 2
    rules = find_rules("international")
    fens = BENCH_POSITIONS[rules.name]
    positions = [(f"bench {i + 1}", parse_fen(fens[i], rules)) for i in SAMPLE if i < len(fens)]
    print(f"international: fixed depth {depth}, then {seconds:g} s per position")
    print(
        f"{'position':<9} {'engine':<6} {'d':>3} {'nodes':>9} {'time':>7} {'n/s':>8}"
        f" | {'d':>3} {'nodes':>9} {'time':>7} {'n/s':>8}"
    )
    totals = {"dames": [0, 0.0, 0, 0.0, 0], "turbo": [0, 0.0, 0, 0.0, 0]}
    for label, position in positions:
        for name, run in (("turbo", turbo), ("dames", ours)):
            d1, n1, t1 = run(position, None, depth)
            d2, n2, t2 = run(position, seconds, None)
            total = totals[name]
            total[0] += n1
            total[1] += t1
            total[2] += n2
            total[3] += t2
            total[4] += d2
            print(
                f"{label:<9} {name:<6} {d1:>3} {n1:>9} {t1:>6.2f}s {n1 / t1:>8.0f}"
                f" | {d2:>3} {n2:>9} {t2:>6.2f}s {n2 / t2:>8.0f}",
                flush=True,
            )
    count = len(positions)
    dames, theirs = totals["dames"], totals["turbo"]
    print()
    print(
        f"fixed depth {depth}: dames {dames[0]} nodes in {dames[1]:.2f}s, "
        f"turbo {theirs[0]} nodes in {theirs[1]:.2f}s (time ratio {dames[1] / theirs[1]:.2f})"
    )
    nps_ours, nps_theirs = dames[2] / dames[3], theirs[2] / theirs[3]
    print(
        f"fixed time {seconds:g}s: nodes/s dames {nps_ours:.0f}, turbo {nps_theirs:.0f} "
        f"(ratio {nps_ours / nps_theirs:.2f}); mean completed depth dames "
        f"{dames[4] / count:.1f}, turbo {theirs[4] / count:.1f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
