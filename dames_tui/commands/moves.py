"""`dames moves`: every legal move of one or more positions given as FEN.

``--format pdn`` (the default) writes each move as the variant's players do,
with every landing square (``10x19x26``; ``c3:e5:g3`` in Russian draughts);
``--format hub`` writes it as from, to and the captured squares in increasing
order (``28x19x23``), always in the variant's square numbers (the numbering
of PDN's GameType table), whatever notation its players use: the form to
compare with other programs. The FEN may number its squares or name them
(``W:Wc3:Bd6``)."""

from __future__ import annotations

import argparse
import sys

from ..cli_text import variant_names
from ..core import DraughtsError, Move, Position, find_rules
from ..i18n import Translator


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.add_argument(
        "--variant",
        default="english",
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.moves.variant", names=variant_names()),
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

    def fmt(move: Move) -> str:
        return format_move_hub(move) if args.format == "hub" else format_move(move, rules)

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
