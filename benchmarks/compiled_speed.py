"""What a mypyc build of the same source gives: ``dames bench`` pure and compiled, same run.

    python benchmarks/compiled_speed.py [--runs 3] [--depth 8] [--set hot|wide]
                                        [--perft-depth 8] [--perft-variant international]
                                        [--compiled DIR]

Copies the package (this checkout's working tree, without caches or built
files) twice into a temporary directory, compiles the chosen modules of one
copy with mypyc there (``--set hot``, the default: the modules that
``pip install .`` compiles, ``COMPILED_MODULES`` of dames_tui/build_info.py,
the search, its tables and the rules core it calls; ``--set wide``: those,
all of the core, the draw and king rules the evaluation and search use, and
the perft counters), then runs ``dames bench`` (``dames_tui.commands.bench``)
in each copy, alternated pure, compiled, pure, compiled..., each run in a
fresh process, and the perft of the start position the same way. Prints every
run, then per copy the node signature, the median nodes/s by the bench's own
clock and by the process's CPU time, and the ratios. Exits 1 if the two
copies' signatures differ (a compiled build that searches another tree is a
bug) or if the compiled copy runs no compiled module, 0 otherwise; 0 with
"no compiler" when mypyc or a C compiler is missing. The build takes a
minute or two.

``--compiled DIR`` takes DIR, a copy of the checkout already built in place
(``python setup.py build_ext --inplace``, as CI does), as the compiled copy
instead of building one; DIR is only read. Nothing in the repository is
written; the temporary directory is removed at the end.

Quote the ratios, not the absolute figures: the machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE = "dames_tui"


def listed_modules() -> tuple[str, ...]:
    """COMPILED_MODULES of dames_tui/build_info.py (what setup.py compiles),
    read as setup.py reads it: without importing the package."""
    source = (REPO / PACKAGE / "build_info.py").read_text(encoding="utf-8")
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "COMPILED_MODULES"
            for target in node.targets
        ):
            modules: tuple[str, ...] = tuple(ast.literal_eval(node.value))
            return modules
    raise SystemExit("compiled_speed: no COMPILED_MODULES in dames_tui/build_info.py")


# The search's hot path (profile: tree's pvs/qsearch, eval's white_score, the
# kernel's capture generators and tests, quickgen's quiet moves).
HOT_MODULES = listed_modules()
WIDE_MODULES = (
    *HOT_MODULES,
    "core/__init__.py",
    "core/errors.py",
    "core/variants.py",
    "engine/trained.py",
    "game/king_rule.py",
    "game/draw_rules.py",
    "perft/__init__.py",
    "perft/compiled.py",
    "perft/fast.py",
    "perft/leafcount.py",
    "perft/linecount.py",
    "perft/linemoves.py",
    "perft/lineply.py",
    "perft/rafles.py",
    "perft/reference.py",
)

# Run in a copy's directory: one bench or one perft, a JSON line at the end.
CHILD = """
import argparse, contextlib, io, json, re, sys, time
import dames_tui
from pathlib import Path
here = Path.cwd().resolve()
if Path(dames_tui.__file__).resolve().parent.parent != here:
    sys.exit(f"imported {dames_tui.__file__}, not the copy in {here}")
kind, depth, variant = sys.argv[1], int(sys.argv[2]), sys.argv[3]
cpu = time.process_time()
if kind == "bench":
    from dames_tui.commands import bench
    from dames_tui.i18n import Translator
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        bench.run(argparse.Namespace(depth=depth, variant=None, verbose=False), Translator())
    cpu = time.process_time() - cpu
    total = [line for line in out.getvalue().splitlines() if line.startswith("total")][-1]
    found = re.search(r"nodes\\s+(\\d+)\\s+time\\s+([\\d.]+) s", total)
    count, wall = int(found[1]), float(found[2])
else:
    from dames_tui.core import Position, find_rules
    from dames_tui.perft import perft
    start = time.perf_counter()
    count = perft(Position.initial(find_rules(variant)), depth)
    wall = time.perf_counter() - start
    cpu = time.process_time() - cpu
compiled = sorted(
    name for name, module in sys.modules.items()
    if name.startswith("dames_tui") and str(getattr(module, "__file__", "")).endswith(".so")
)
print(json.dumps({"count": count, "wall": wall, "cpu": cpu, "compiled": len(compiled)}))
"""


def missing_tools() -> str | None:
    """Why a mypyc build cannot be made here, or None."""
    if importlib.util.find_spec("mypyc") is None:
        return "mypyc is not installed (pip install mypy)"
    names = dict.fromkeys(((sysconfig.get_config_var("CC") or "cc").split()[0], "gcc", "cc"))
    if not any(shutil.which(name) for name in names):
        return f"no C compiler ({', '.join(names)}) on PATH"
    include = sysconfig.get_paths()["include"]
    if not (Path(include) / "Python.h").exists():
        return f"no Python headers in {include}"
    return None


def copy_package(target: Path) -> None:
    target.mkdir(parents=True)
    shutil.copytree(
        REPO / PACKAGE,
        target / PACKAGE,
        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "*.c"),
    )


def compile_copy(target: Path, modules: tuple[str, ...]) -> None:
    paths = [f"{PACKAGE}/{module}" for module in modules]
    print(f"compiling {len(paths)} modules with mypyc ...", flush=True)
    done = subprocess.run(
        [sys.executable, "-m", "mypyc", *paths],
        cwd=target,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        print(done.stdout[-4000:], done.stderr[-4000:], sep="\n", file=sys.stderr)
        raise SystemExit(f"compiled_speed: mypyc failed (status {done.returncode})")
    notes = [line for line in done.stdout.splitlines() if ": warning:" in line]
    for line in notes:
        print(f"  mypyc {line}")


def run_child(copy: Path, kind: str, depth: int, variant: str) -> dict[str, float]:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONSAFEPATH"}
    env["PYTHONPATH"] = str(copy)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, kind, str(depth), variant],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        stdin=subprocess.DEVNULL,
    )
    if done.returncode != 0:
        print(done.stdout[-2000:], done.stderr[-4000:], sep="\n", file=sys.stderr)
        raise SystemExit(f"compiled_speed: the {kind} run in {copy.name} failed")
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def compare(
    copies: dict[str, Path], kind: str, depth: int, variant: str, runs: int, unit: str
) -> bool:
    """Alternated runs of both copies; prints them and the summary. True if
    the counts agree."""
    results: dict[str, list[dict[str, float]]] = {name: [] for name in copies}
    for run in range(1, runs + 1):
        for name, copy in copies.items():
            result = run_child(copy, kind, depth, variant)
            results[name].append(result)
            print(
                f"  {kind} run {run} {name:<8} {unit} {int(result['count']):>10d}  "
                f"time {result['wall']:6.2f} s  cpu {result['cpu']:6.2f} s  "
                f"{result['count'] / result['wall']:>10,.0f} {unit}/s  "
                f"({int(result['compiled'])} compiled modules)",
                flush=True,
            )
    medians: dict[str, tuple[float, float]] = {}
    counts: dict[str, set[int]] = {}
    for name, rows in results.items():
        counts[name] = {int(row["count"]) for row in rows}
        medians[name] = (
            statistics.median(row["count"] / row["wall"] for row in rows),
            statistics.median(row["count"] / row["cpu"] for row in rows),
        )
        print(
            f"{kind} {name:<8} signature {sorted(counts[name])}  median "
            f"{medians[name][0]:>10,.0f} {unit}/s (clock)  {medians[name][1]:>10,.0f} {unit}/s (cpu)"
        )
    pure, compiled = medians["pure"], medians["compiled"]
    print(
        f"{kind} ratio compiled/pure: {compiled[0] / pure[0]:.2f}x (clock), "
        f"{compiled[1] / pure[1]:.2f}x (cpu)"
    )
    same = len(counts["pure"]) == 1 and counts["pure"] == counts["compiled"]
    if not same:
        print(f"{kind}: THE SIGNATURES DIFFER: {counts}", file=sys.stderr)
    if any(row["compiled"] for row in results["pure"]) or not all(
        row["compiled"] for row in results["compiled"]
    ):
        print(
            f"{kind}: the pure copy runs compiled code, or the compiled one none", file=sys.stderr
        )
        same = False
    return same


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each copy (alternated)")
    parser.add_argument("--depth", type=int, default=8, help="dames bench depth")
    parser.add_argument("--set", choices=("hot", "wide"), default="hot", help="modules compiled")
    parser.add_argument("--perft-depth", type=int, default=8, help="0: no perft")
    parser.add_argument("--perft-variant", default="international")
    parser.add_argument(
        "--compiled",
        type=Path,
        metavar="DIR",
        help="a copy of the checkout built in place: measured instead of a new build",
    )
    args = parser.parse_args(argv)
    if args.compiled is None:
        why = missing_tools()
        if why is not None:
            print(f"compiled_speed: no compiler: {why}; nothing measured")
            return 0
    elif not (args.compiled / PACKAGE / "__init__.py").is_file():
        parser.error(f"--compiled {args.compiled}: no {PACKAGE} package there")
    modules = WIDE_MODULES if args.set == "wide" else HOT_MODULES
    with tempfile.TemporaryDirectory(prefix="dames-compiled-") as scratch:
        copies = {"pure": Path(scratch) / "pure", "compiled": Path(scratch) / "compiled"}
        copy_package(copies["pure"])
        if args.compiled is None:
            copy_package(copies["compiled"])
            compile_copy(copies["compiled"], modules)
        else:
            copies["compiled"] = args.compiled.resolve()
        same = compare(copies, "bench", args.depth, "", args.runs, "nodes")
        if args.perft_depth > 0:
            same &= compare(
                copies, "perft", args.perft_depth, args.perft_variant, args.runs, "leaves"
            )
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
