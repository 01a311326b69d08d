"""Speed of our engine against py-draughts' TurboEngine, same positions, same run.

    python benchmarks/engine_speed.py [--time 2] [--variant international]

For each position both engines think ``--time`` seconds; prints nodes, nodes/s
and the completed depth of each, then the ratios. International draughts is
compared with TurboEngine (10x10 only); English with SimpleEngine. Quote the
ratios, not the absolute figures: the machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import players

from dames_tui.core import Position, find_rules
from dames_tui.engine import Limits, search
from dames_tui.engine.bench_positions import BENCH_POSITIONS
from dames_tui.notation import parse_fen

# Bench positions measured besides the start (indices into BENCH_POSITIONS).
SAMPLE = (2, 5, 8, 9)


def ours(position: Position, seconds: float) -> tuple[int, int, float]:
    start = time.perf_counter()
    result = search(position, (), Limits(time=seconds))
    return result.nodes, result.depth, time.perf_counter() - start


def theirs(kind: str, position: Position, seconds: float) -> tuple[int, int, float]:
    draughts = players.import_draughts()
    engine_class = draughts.TurboEngine if kind == "turbo" else draughts.SimpleEngine
    engine = engine_class(depth_limit=64, time_limit=seconds)
    board = players.to_board(position)
    start = time.perf_counter()
    engine.get_best_move(board)
    elapsed = time.perf_counter() - start
    return int(engine.nodes), int(getattr(engine, "completed_depth", 0)), elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--time", type=float, default=2.0, help="seconds per position")
    parser.add_argument("--variant", default="international")
    args = parser.parse_args(argv)
    rules = find_rules(args.variant)
    kind = "turbo" if rules.board_size == 10 else "simple"
    try:
        players.import_draughts()
    except players.MissingPyDraughts as exc:
        print(f"engine_speed: {exc}", file=sys.stderr)
        return 2
    fens = BENCH_POSITIONS[rules.name]
    positions = [("start", Position.initial(rules))]
    positions += [(f"bench {i + 1}", parse_fen(fens[i], rules)) for i in SAMPLE if i < len(fens)]
    name = "TurboEngine" if kind == "turbo" else "SimpleEngine"
    print(f"{rules.name}, {args.time:g} s per position: dames_tui vs py-draughts {name}")
    print(
        f"{'position':<9} {'ours nodes':>10} {'n/s':>8} {'depth':>5}   "
        f"{'their nodes':>11} {'n/s':>8} {'depth':>5}"
    )
    total = [0, 0.0, 0, 0.0]
    depths = [0, 0]
    for label, position in positions:
        n1, d1, t1 = ours(position, args.time)
        n2, d2, t2 = theirs(kind, position, args.time)
        total[0] += n1
        total[1] += t1
        total[2] += n2
        total[3] += t2
        depths[0] += d1
        depths[1] += d2
        print(
            f"{label:<9} {n1:>10d} {n1 / t1:>8.0f} {d1:>5d}   {n2:>11d} {n2 / t2:>8.0f} "
            f"{d2 if d2 else '-':>5}",
            flush=True,
        )
    ours_nps, their_nps = total[0] / total[1], total[2] / total[3]
    count = len(positions)
    print(
        f"\nnodes/s: dames_tui {ours_nps:.0f}, {name} {their_nps:.0f} "
        f"(ratio {ours_nps / their_nps:.2f})"
    )
    print(
        f"mean completed depth: dames_tui {depths[0] / count:.1f}, "
        f"{name} {depths[1] / count:.1f}" + ("" if kind == "turbo" else " (not reported)")
    )
    print("(node counts are not comparable one to one: each engine counts its own way)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
