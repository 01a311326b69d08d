"""Nodes per second and completed depth at a fixed time per move, for two
installations of the game in the same run.

    python benchmarks/depth_at_time.py --against /path/to/other/venv/bin/python
    python benchmarks/depth_at_time.py --against OTHER --time 1 --variant english

Each of ``dames bench``'s positions (:mod:`dames_tui.engine.bench_positions`)
is searched for ``--time`` seconds by this interpreter's ``dames_tui`` and by
the other's, in turn, position by position, so that both see the same load.
Each search runs in a fresh child process with a fresh engine (its own
transposition table, and the endgame tables where that version has them,
loaded by a short search first, as a game's process has them loaded).
Prints, per variant, the mean completed depth and the nodes per second of
each, and their ratios.

Run it from outside the repository (``cd /tmp``) so that each interpreter
imports its own installed package, compiled or not, rather than the
repository's source.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from dataclasses import dataclass


@dataclass
class Totals:
    nodes: int = 0
    seconds: float = 0.0
    depths: int = 0
    searches: int = 0

    def add(self, nodes: int, depth: int, seconds: float) -> None:
        self.nodes += nodes
        self.seconds += seconds
        self.depths += depth
        self.searches += 1

    @property
    def speed(self) -> float:
        return self.nodes / self.seconds if self.seconds else 0.0

    @property
    def depth(self) -> float:
        return self.depths / self.searches if self.searches else 0.0


def one(variant: str, index: int, seconds: float) -> None:
    """Child mode: search one bench position, print nodes, depth and time."""
    import time

    from dames_tui.core import find_rules
    from dames_tui.engine import Engine, Limits
    from dames_tui.engine.bench_positions import BENCH_POSITIONS
    from dames_tui.notation import parse_fen

    rules = find_rules(variant)
    position = parse_fen(BENCH_POSITIONS[rules.name][index], rules)
    # A first short search loads what a game's process has loaded by then
    # (the endgame tables, once per process); the measured one starts afresh.
    Engine().search(position, (), Limits(time=0.05))
    engine = Engine()
    started = time.perf_counter()
    result = engine.search(position, (), Limits(time=seconds))
    elapsed = time.perf_counter() - started
    print(json.dumps({"nodes": result.nodes, "depth": result.depth, "seconds": elapsed}))


def count(python: str, variant: str) -> int:
    code = (
        "from dames_tui.core import find_rules\n"
        "from dames_tui.engine.bench_positions import BENCH_POSITIONS\n"
        f"print(len(BENCH_POSITIONS[find_rules({variant!r}).name]))"
    )
    return int(
        subprocess.run([python, "-c", code], capture_output=True, text=True, check=True).stdout
    )


def run(python: str, variant: str, index: int, seconds: float) -> tuple[int, int, float]:
    argv = [python, __file__, "--one", variant, str(index), "--time", str(seconds)]
    out = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    data = json.loads(out.strip().splitlines()[-1])
    return int(data["nodes"]), int(data["depth"]), float(data["seconds"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--against", required=False, help="the other installation's python")
    parser.add_argument("--time", type=float, default=1.0, help="seconds per search (default 1)")
    parser.add_argument("--variant", action="append", help="english, international (default both)")
    parser.add_argument("--one", nargs=2, metavar=("VARIANT", "INDEX"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        one(args.one[0], int(args.one[1]), args.time)
        return 0
    if not args.against:
        parser.error("--against PYTHON is needed")
    pythons = {"this": sys.executable, "other": args.against}
    for variant in args.variant or ["english", "international"]:
        positions = count(sys.executable, variant)
        totals = {name: Totals() for name in pythons}
        for index in range(positions):
            for name, python in pythons.items():
                totals[name].add(*run(python, variant, index, args.time))
        print(f"{variant}: {positions} positions, {args.time:g} s each")
        for name, python in pythons.items():
            t = totals[name]
            print(
                f"  {name:<5} {python}: mean depth {t.depth:.2f}, "
                f"{t.nodes:,} nodes, {t.speed:,.0f} nodes/s"
            )
        this, other = totals["this"], totals["other"]
        if other.speed:
            print(
                f"  this/other: nodes/s {this.speed / other.speed:.2f}x, "
                f"depth {this.depth - other.depth:+.2f} plies"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
