"""`dames perft`: leaf counts of the move tree, the rules' exactness check."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from ..cli_text import positive_int, variant_names
from ..core import Position, find_rules
from ..i18n import Translator
from ..notation.text import excerpt
from ..perft import divide, perft

#: the deepest count asked for (far beyond any that ends): a longer number is
#: refused before it is converted
MAX_DEPTH = 9999


def depth_type(tr: Translator) -> Callable[[str], int]:
    """An argparse type: a depth from 1 to :data:`MAX_DEPTH`."""
    to_int = positive_int(tr)

    def convert(text: str) -> int:
        digits = text.strip().lstrip("+").lstrip("0")
        if len(digits) > len(str(MAX_DEPTH)):
            if digits.isdigit():
                message = tr("cli.type.too_long", most=MAX_DEPTH, digits=len(digits))
            else:
                message = tr("cli.type.not_whole", text=excerpt(text))
            raise argparse.ArgumentTypeError(message)
        return to_int(text)

    return convert


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.add_argument(
        "--variant",
        default="english",
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.perft.variant", names=variant_names()),
    )
    parser.add_argument("--fen", metavar=tr("cli.metavar.fen"), help=tr("cli.perft.fen"))
    parser.add_argument(
        "--depth",
        type=depth_type(tr),
        required=True,
        metavar=tr("cli.metavar.depth"),
        help=tr("cli.perft.depth"),
    )
    parser.add_argument("--divide", action="store_true", help=tr("cli.perft.divide"))


def run(args: argparse.Namespace, tr: Translator) -> int:
    from ..notation import format_move, parse_fen

    rules = find_rules(args.variant)
    position = parse_fen(args.fen, rules) if args.fen else Position.initial(rules)
    if args.divide:
        for move, count in divide(position, args.depth):
            print(f"{format_move(move, rules)}: {count}")
    for depth in range(1, args.depth + 1):
        start = time.perf_counter()
        leaves = perft(position, depth)
        elapsed = time.perf_counter() - start
        rate = leaves / elapsed if elapsed > 0 else float("inf")
        print(f"perft({depth}) = {leaves}  time {elapsed:.3f} s  {rate:,.0f} leaves/s", flush=True)
    return 0
