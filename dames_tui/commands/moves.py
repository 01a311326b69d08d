"""`dames moves`: every legal move of one or more positions given as FEN."""

from __future__ import annotations

import argparse
import sys

from ..core import DraughtsError, Position, find_rules


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", default="english", help="english or international")
    parser.add_argument(
        "--fen", required=True, help="the position (PDN FEN), or - to read one FEN per line"
    )
    parser.add_argument(
        "--format",
        choices=("pdn", "hub"),
        default="pdn",
        help="pdn: every landing square (10x19x26); hub: from x to x captured squares",
    )


def run(args: argparse.Namespace) -> int:
    from ..notation import format_move, format_move_hub, parse_fen

    rules = find_rules(args.variant)
    fmt = format_move_hub if args.format == "hub" else format_move

    def print_moves(position: Position) -> None:
        for move in position.legal_moves():
            print(fmt(move))

    if args.fen != "-":
        print_moves(parse_fen(args.fen, rules))
        return 0
    status = 0
    for number, line in enumerate(sys.stdin, start=1):
        fen = line.strip()
        if not fen or fen.startswith("#"):
            continue
        try:
            position = parse_fen(fen, rules)
        except DraughtsError as error:
            print(f"dames: line {number}: {error}", file=sys.stderr)
            status = 2
            continue
        print(f"# {fen}")
        print_moves(position)
    return status
