"""Perft's cost per leaf in instructions, Frisian against international.

    python benchmarks/perft_instructions.py [--depth 8] [--variants frisian international]

Each variant's perft from the start position runs under valgrind's
cachegrind (``--cache-sim=no``: instruction counts only), once at ``depth``
and once at depth 1; the difference (the interpreter's start-up, the imports
and the counters' compiling cancel out) divided by the leaves at ``depth``
less those at depth 1 is the cost per leaf. Instruction counts do not depend
on the machine's load, so two runs on a busy machine compare. The ratio is
the first variant's cost per leaf over the second's.

Needs valgrind on the PATH; runs the Python that runs this script (the
checkout's package: a pure build measures the interpreted counters).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PERFT = (
    "import sys; sys.path.insert(0, {root!r})\n"
    "from dames_tui.core import Position, find_rules\n"
    "from dames_tui.perft import perft\n"
    "print(perft(Position.initial(find_rules({variant!r})), {depth}))\n"
)


def instructions(variant: str, depth: int) -> tuple[int, int]:
    """``(leaves, instructions)`` of one perft run under cachegrind."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "cachegrind.out")
        run = subprocess.run(
            [
                "valgrind",
                "--tool=cachegrind",
                "--cache-sim=no",
                f"--cachegrind-out-file={out}",
                sys.executable,
                "-c",
                PERFT.format(root=str(ROOT), variant=variant, depth=depth),
            ],
            capture_output=True,
            text=True,
            check=True,
            stdin=subprocess.DEVNULL,
        )
    found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if found is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{run.stderr}")
    return int(run.stdout.split()[-1]), int(found.group(1).replace(",", ""))


def per_leaf(variant: str, depth: int) -> float:
    leaves, total = instructions(variant, depth)
    base_leaves, base = instructions(variant, 1)
    cost = (total - base) / (leaves - base_leaves)
    print(
        f"{variant:>14} depth {depth}: {leaves:>11,} leaves, "
        f"{total - base:>16,} instructions, {cost:8,.0f} per leaf",
        flush=True,
    )
    return cost


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=8)
    parser.add_argument("--variants", nargs=2, default=["frisian", "international"])
    args = parser.parse_args()
    first, second = (per_leaf(variant, args.depth) for variant in args.variants)
    print(f"ratio {args.variants[0]}/{args.variants[1]}: {first / second:.3f}")


if __name__ == "__main__":
    main()
