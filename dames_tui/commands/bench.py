"""`dames bench`: search fixed positions to a fixed depth.

The total node count is a deterministic signature of the search (same code,
same number: every position starts with a fresh table); time and nodes/s
measure speed. The first line says which build runs (the engine compiled
with mypyc, or pure Python: see setup.py).
"""

from __future__ import annotations

import argparse
import time

from ..cli_text import positive_int, variant_names
from ..core import variants
from ..i18n import Translator
from .analyse import rules_named

DEFAULT_DEPTH = 8


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.add_argument(
        "--depth",
        type=positive_int(tr),
        default=DEFAULT_DEPTH,
        metavar=tr("cli.metavar.depth"),
        help=tr("cli.bench.depth", depth=DEFAULT_DEPTH),
    )
    parser.add_argument(
        "--variant",
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.bench.variant", names=variant_names()),
    )
    parser.add_argument("--verbose", "-v", action="store_true", help=tr("cli.bench.verbose"))


def run(args: argparse.Namespace, tr: Translator) -> int:
    from ..core import Position
    from ..engine import Limits, search
    from ..engine.bench_positions import BENCH_POSITIONS
    from ..notation import format_fen, format_move, parse_fen

    # the variants with bench positions: the signature is theirs
    chosen = [rules_named(args.variant)] if args.variant else list(variants())
    chosen = [rules for rules in chosen if rules.name in BENCH_POSITIONS] or chosen
    print(build_line(tr), flush=True)
    total_nodes, total_time = 0, 0.0
    for rules in chosen:
        nodes, elapsed = 0, 0.0
        fens = BENCH_POSITIONS.get(rules.name) or (format_fen(Position.initial(rules)),)
        for number, fen in enumerate(fens, start=1):
            position = parse_fen(fen, rules)
            start = time.perf_counter()
            result = search(position, (), Limits(depth=args.depth))
            spent = time.perf_counter() - start
            nodes += result.nodes
            elapsed += spent
            if args.verbose:
                move = format_move(result.move, rules) if result.move is not None else "none"
                print(
                    f"  {rules.name} {number:2d}: nodes {result.nodes:>9d}  "
                    f"time {spent:6.2f} s  best {move}  score {result.score / 100:+.2f}",
                    flush=True,
                )
        print(
            f"{rules.name:<14} depth {args.depth}  positions "
            f"{len(fens):2d}  nodes {nodes:>10d}  "
            f"time {elapsed:7.2f} s  {_rate(nodes, elapsed):>9,.0f} nodes/s",
            flush=True,
        )
        total_nodes += nodes
        total_time += elapsed
    print(
        f"{'total':<14} depth {args.depth}  nodes {total_nodes:>10d}  "
        f"time {total_time:7.2f} s  {_rate(total_nodes, total_time):>9,.0f} nodes/s",
        flush=True,
    )
    return 0


def build_line(tr: Translator) -> str:
    """Which build runs: the engine compiled with mypyc or pure Python (its
    node signature is the same; its nodes/s are not)."""
    from ..build_info import COMPILED_MODULES, build_kind, compiled_modules, pure_reason

    kind = build_kind()
    if kind == "mixed":
        return tr(
            "cli.bench.build_mixed", count=len(compiled_modules()), total=len(COMPILED_MODULES)
        )
    reason = pure_reason() if kind == "pure" else None
    if reason is not None:
        why = tr(f"cli.bench.pure.{reason.code}", message=reason.message)
        return tr("cli.bench.build_pure_because", reason=why)
    return tr(f"cli.bench.build_{kind}")


def _rate(nodes: int, seconds: float) -> float:
    return nodes / seconds if seconds > 0 else 0.0
