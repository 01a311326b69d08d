"""`dames play`: a game against the computer in the terminal (Textual)."""

from __future__ import annotations

import argparse
import sys

from dames_tui.core import Color, find_rules

SIDES = {"black": Color.BLACK, "white": Color.WHITE, "noirs": Color.BLACK, "blancs": Color.WHITE}
SWITCH_INTERVAL = 0.002  # seconds; lets the UI thread in often (benchmarks/ui_latency.py)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", help="english (default) or international")
    parser.add_argument("--side", choices=sorted(SIDES), help="the side you play")
    parser.add_argument("--level", type=int, help="computer level (1 = beginner)")
    parser.add_argument("--lang", choices=("fr", "en"), default="fr", help="interface language")
    parser.add_argument("--fen", help="start from this position (PDN FEN)")
    parser.add_argument("--numbers", action="store_true", help="show the square numbers")


def run(args: argparse.Namespace) -> int:
    from dames_tui.ui.players import available_levels
    from dames_tui.ui.settings import GameSetup, Settings

    given = any(getattr(args, name) is not None for name in ("variant", "side", "level", "fen"))
    try:
        rules = find_rules(args.variant or "english")
    except ValueError as error:
        print(f"dames: {error}", file=sys.stderr)
        return 2
    levels = available_levels()
    level = args.level if args.level is not None else 2
    if level not in levels:
        print(f"dames: level must be one of {', '.join(map(str, levels))}", file=sys.stderr)
        return 2
    start = None
    if args.fen:
        from dames_tui.notation import parse_fen

        start = parse_fen(args.fen, rules)
    human = SIDES[args.side] if args.side else None
    setup = GameSetup(rules, human, level, start)
    settings = Settings(language=args.lang, show_numbers=args.numbers, level=level)

    from dames_tui.ui.app import DamesApp

    previous = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        DamesApp(setup if given else None, settings=settings).run()
    finally:
        sys.setswitchinterval(previous)
    return 0
