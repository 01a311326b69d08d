"""`dames analyse`: search one position and print the engine's analysis.

Prints one ``info`` line per completed iteration (score in men, from the side
to move; the line in full-path PDN), then ``bestmove <move>``. A time that is
not a finite number of seconds above 0 and at most a day, or a depth past the
search's deepest iteration, is refused before the search starts (one line,
exit 2), since the search would never end.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..cli_text import positive_int, variant_names
from ..core import Position, Rules, find_rules
from ..i18n import Translator

if TYPE_CHECKING:
    from ..engine import SearchInfo


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.add_argument(
        "--variant",
        default="international",
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.analyse.variant", names=variant_names()),
    )
    parser.add_argument("--fen", metavar=tr("cli.metavar.fen"), help=tr("cli.analyse.fen"))
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument(
        "--time",
        type=seconds_limit(tr),
        metavar=tr("cli.metavar.seconds"),
        help=tr("cli.analyse.time"),
    )
    budget.add_argument(
        "--depth",
        type=depth_limit(tr),
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
        print(info_line(info, rules), flush=True)

    result = search(position, (), limits, on_info=on_info)
    move = result.move if result.move is not None else position.legal_moves()[0]
    print(f"bestmove {format_move(move, rules)}", flush=True)
    return 0


def seconds_limit(tr: Translator) -> Callable[[str], float]:
    """An argparse type: seconds above 0, finite, at most
    :data:`~dames_tui.engine.limits.MAX_SECONDS` (``inf``, ``nan``, ``1e400``
    and ``1e9`` are refused)."""
    from ..engine.limits import MAX_SECONDS

    def convert(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(tr("cli.type.not_number", text=text)) from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(tr("cli.type.not_finite", text=text))
        if not value > 0:
            raise argparse.ArgumentTypeError(tr("cli.type.not_above_zero", text=text))
        if value > MAX_SECONDS:
            raise argparse.ArgumentTypeError(
                tr("cli.type.seconds_above_max", text=text, max=f"{MAX_SECONDS:g}")
            )
        return value

    return convert


def depth_limit(tr: Translator) -> Callable[[str], int]:
    """An argparse type: a depth from 1 to the search's ``MAX_DEPTH``."""
    from ..engine.search import MAX_DEPTH

    at_least_one = positive_int(tr)

    def convert(text: str) -> int:
        value = at_least_one(text)
        if value > MAX_DEPTH:
            raise argparse.ArgumentTypeError(
                tr("cli.type.depth_above_max", value=value, max=MAX_DEPTH)
            )
        return value

    return convert


def info_line(info: SearchInfo, rules: Rules) -> str:
    """``info depth=… score=… nodes=… time=… nps=… pv="…"`` (score in men, pv in
    the variant's PDN notation)."""
    from ..notation import format_move

    pv = " ".join(format_move(move, rules) for move in info.pv)
    return (
        f"info depth={info.depth} score={info.score / 100:.2f} nodes={info.nodes} "
        f'time={info.elapsed:.2f} nps={info.nps} pv="{pv}"'
    )


def rules_named(name: str) -> Rules:
    """The rules of ``name``; an unknown name is an UnknownVariantError (one
    line, exit 2)."""
    return find_rules(name)
