"""`dames analyse`: search one position and print the engine's analysis.

Prints one ``info`` line per completed iteration (score in men, from the side
to move; the line in full-path PDN), then ``bestmove <move>``.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ..cli_text import positive_float, positive_int
from ..core import Position, Rules, find_rules
from ..i18n import Translator

if TYPE_CHECKING:
    from ..engine import SearchInfo


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.add_argument(
        "--variant",
        default="international",
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.analyse.variant"),
    )
    parser.add_argument("--fen", metavar=tr("cli.metavar.fen"), help=tr("cli.analyse.fen"))
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument(
        "--time",
        type=positive_float(tr),
        metavar=tr("cli.metavar.seconds"),
        help=tr("cli.analyse.time"),
    )
    budget.add_argument(
        "--depth",
        type=positive_int(tr),
        metavar=tr("cli.metavar.depth"),
        help=tr("cli.analyse.depth"),
    )


def run(args: argparse.Namespace, tr: Translator) -> int:
    from ..engine import Limits, search
    from ..notation import format_move, parse_fen

    rules = rules_named(args.variant)
    position = parse_fen(args.fen, rules) if args.fen else Position.initial(rules)
    if not position.legal_moves():
        print("bestmove none")
        return 0
    if args.depth is not None:
        limits = Limits(depth=args.depth)
    else:
        limits = Limits(time=args.time if args.time is not None else 3.0)

    def on_info(info: SearchInfo) -> None:
        print(info_line(info), flush=True)

    result = search(position, (), limits, on_info=on_info)
    move = result.move if result.move is not None else position.legal_moves()[0]
    print(f"bestmove {format_move(move)}", flush=True)
    return 0


def info_line(info: SearchInfo) -> str:
    """``info depth=… score=… nodes=… time=… nps=… pv="…"`` (score in men, pv in PDN)."""
    from ..notation import format_move

    pv = " ".join(format_move(move) for move in info.pv)
    return (
        f"info depth={info.depth} score={info.score / 100:.2f} nodes={info.nodes} "
        f'time={info.elapsed:.2f} nps={info.nps} pv="{pv}"'
    )


def rules_named(name: str) -> Rules:
    """The rules of ``name``; an unknown name is an UnknownVariantError (one
    line, exit 2)."""
    return find_rules(name)
