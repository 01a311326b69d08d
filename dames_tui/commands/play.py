"""`dames play`: a game against the computer in the terminal (Textual).

The saved settings are the defaults; the options given here change them for
this run only (they are saved only if the player changes settings in the
app). ``--pdn FILE [--game N]`` plays on from a game of a PDN file.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from dames_tui.core import Color, find_rules

SIDES = {"black": Color.BLACK, "white": Color.WHITE, "noirs": Color.BLACK, "blancs": Color.WHITE}
SWITCH_INTERVAL = 0.002  # seconds; lets the UI thread in often (benchmarks/ui_latency.py)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", help="english (default) or international")
    parser.add_argument("--side", choices=sorted(SIDES), help="the side you play")
    parser.add_argument("--level", type=int, help="computer level (1 = beginner)")
    parser.add_argument("--lang", choices=("fr", "en"), help="interface language")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--fen", help="start from this position (PDN FEN)")
    start.add_argument("--pdn", metavar="FILE", help="play on from a game of this PDN file")
    parser.add_argument(
        "--game", type=int, metavar="N", help="which game of the PDN file (default: the first)"
    )
    parser.add_argument(
        "--numbers", action="store_true", default=None, help="show the square numbers"
    )


class _Refused(Exception):
    """A bad option: one line on stderr, exit 2."""


def _pdn_game(args: argparse.Namespace) -> Any:
    """The game ``--game`` picks in ``--pdn`` (games before a fault still load)."""
    from dames_tui.storage import load_games_pdn

    games, error = load_games_pdn(args.pdn)
    number = args.game if args.game is not None else 1
    if number < 1:
        raise _Refused(f"--game must be 1 or more, not {number}")
    if number <= len(games):
        return games[number - 1]
    if error is not None:
        raise _Refused(str(error))
    raise _Refused(f"{args.pdn} has {len(games)} game(s), no game {number}")


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except _Refused as refused:
        print(f"dames: {refused}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace) -> int:
    from dames_tui.ui.players import available_levels
    from dames_tui.ui.settings import GameSetup

    if args.game is not None and not args.pdn:
        raise _Refused("--game needs --pdn FILE")
    overrides: dict[str, Any] = {}
    if args.lang is not None:
        overrides["language"] = args.lang
    if args.numbers:
        overrides["show_numbers"] = True
    if args.level is not None:
        levels = available_levels()
        if args.level not in levels:
            raise _Refused(f"level must be one of {', '.join(map(str, levels))}")
        overrides["level"] = args.level
    rules = None
    if args.variant is not None:
        try:
            rules = find_rules(args.variant)
        except ValueError as error:
            raise _Refused(str(error)) from None
        overrides["variant"] = rules.name
    if args.side is not None:
        overrides["human_side"] = SIDES[args.side]

    game = _pdn_game(args) if args.pdn else None
    if game is not None:
        if rules is not None and rules != game.rules:
            raise _Refused(f"{args.pdn}: the game is {game.rules.name}, not {rules.name}")
        overrides["variant"] = game.rules.name
    start = None
    if args.fen:
        from dames_tui.notation import parse_fen

        start = parse_fen(args.fen, rules or find_rules("english"))

    from dames_tui.ui.app import DamesApp

    app = DamesApp(overrides=overrides)
    settings = app.settings
    given = game is not None or any(
        getattr(args, name) is not None for name in ("variant", "side", "level", "fen")
    )
    if given:
        app.initial_setup = GameSetup(
            settings.rules, settings.human_side, settings.level, start, game
        )
    previous = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        app.run()
    finally:
        sys.setswitchinterval(previous)
    return 0
