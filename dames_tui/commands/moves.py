"""`dames moves`: every legal move of one or more positions given as FEN."""

from __future__ import annotations

import argparse
import sys

from ..core import DraughtsError, Position, find_rules
from ..i18n import Translator


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.add_argument(
        "--variant",
        default="english",
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.moves.variant"),
    )
    parser.add_argument(
        "--fen", required=True, metavar=tr("cli.metavar.fen"), help=tr("cli.moves.fen")
    )
    parser.add_argument(
        "--format", choices=("pdn", "hub"), default="pdn", help=tr("cli.moves.format")
    )


def run(args: argparse.Namespace, tr: Translator) -> int:
    from ..i18n.errors import error_text
    from ..notation import format_move, format_move_hub, parse_fen

    rules = find_rules(args.variant)
    fmt = format_move_hub if args.format == "hub" else format_move

    def print_moves(position: Position) -> None:
        for move in position.legal_moves():
            print(fmt(move))

    if args.fen != "-":
        print_moves(parse_fen(args.fen, rules))
        return 0
    from .lines import MAX_LINE_BYTES, Overlong, read_lines

    status = 0
    for number, line in enumerate(read_lines(sys.stdin), start=1):
        if isinstance(line, Overlong):
            message = tr("cli.line_too_long", max=MAX_LINE_BYTES)
            print(tr("cli.line_error", prog="dames", line=number, message=message), file=sys.stderr)
            status = 2
            continue
        fen = line.strip()
        if not fen or fen.startswith("#"):
            continue
        try:
            position = parse_fen(fen, rules)
        except DraughtsError as error:
            message = error_text(tr, error)
            print(tr("cli.line_error", prog="dames", line=number, message=message), file=sys.stderr)
            status = 2
            continue
        print(f"# {fen}")
        print_moves(position)
    return status
