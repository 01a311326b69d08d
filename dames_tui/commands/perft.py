"""`dames perft`: leaf counts of the move tree, the rules' exactness check."""

from __future__ import annotations

import argparse
import time

from ..core import Position, divide, find_rules, perft


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", default="english", help="english or international")
    parser.add_argument("--fen", help="start from this position (PDN FEN)")
    parser.add_argument("--depth", type=positive_int, required=True, help="count to this depth")
    parser.add_argument(
        "--divide", action="store_true", help="also print the count below each first move"
    )


def run(args: argparse.Namespace) -> int:
    from ..notation import format_move, parse_fen

    rules = find_rules(args.variant)
    position = parse_fen(args.fen, rules) if args.fen else Position.initial(rules)
    if args.divide:
        for move, count in divide(position, args.depth):
            print(f"{format_move(move)}: {count}")
    for depth in range(1, args.depth + 1):
        start = time.perf_counter()
        leaves = perft(position, depth)
        elapsed = time.perf_counter() - start
        rate = leaves / elapsed if elapsed > 0 else float("inf")
        print(f"perft({depth}) = {leaves}  time {elapsed:.3f} s  {rate:,.0f} leaves/s", flush=True)
    return 0


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value
