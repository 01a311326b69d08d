"""`dames play`: a game against the computer in the terminal (Textual).

The saved settings are the defaults; the options given here change them for
this run only (they are saved only if the player changes settings in the
app). ``--pdn FILE [--game N]`` plays on from a game of a PDN file;
``--no-book``: the computer plays without its opening book.

Match conditions start the game at once: ``--clock 5+3`` (or ``40/30``,
``none``) or ``--movetime 2`` (the computer's seconds a move), ``--deck``
(the ballots: ``three-move``, ``two-move``…) and ``--ballot N`` (one of them,
by its number or code; else one is drawn), ``--engine "COMMAND"`` (an outside
Hub engine plays; it is started once here to check that it can play the
variant, and the game falls back on the built-in engine if it fails later).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dames_tui.cli_text import variant_names, whole_number
from dames_tui.core import Color, DraughtsError, find_rules
from dames_tui.core.errors import Phrase
from dames_tui.i18n import Translator

if TYPE_CHECKING:
    from dames_tui.core import Rules
    from dames_tui.flow.clock import TimeControl
    from dames_tui.game.openings import Ballot
    from dames_tui.storage import PdnLoadError

SIDES = {"black": Color.BLACK, "white": Color.WHITE, "noirs": Color.BLACK, "blancs": Color.WHITE}
SWITCH_INTERVAL = 0.002  # seconds; lets the UI thread in often (benchmarks/ui_latency.py)


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.add_argument(
        "--variant",
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.play.variant", names=variant_names()),
    )
    parser.add_argument("--side", choices=sorted(SIDES), help=tr("cli.play.side"))
    parser.add_argument(
        "--level", type=whole_number(tr), metavar=tr("cli.metavar.level"), help=tr("cli.play.level")
    )
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--fen", metavar=tr("cli.metavar.fen"), help=tr("cli.play.fen"))
    start.add_argument("--pdn", metavar=tr("cli.metavar.file"), help=tr("cli.play.pdn"))
    parser.add_argument(
        "--game", type=whole_number(tr), metavar=tr("cli.metavar.number"), help=tr("cli.play.game")
    )
    parser.add_argument("--numbers", action="store_true", default=None, help=tr("cli.play.numbers"))
    parser.add_argument("--no-book", action="store_true", help=tr("cli.play.no_book"))
    timing = parser.add_mutually_exclusive_group()
    timing.add_argument("--clock", metavar=tr("cli.metavar.clock"), help=tr("cli.play.clock"))
    timing.add_argument(
        "--movetime", metavar=tr("cli.metavar.seconds"), help=tr("cli.play.movetime")
    )
    parser.add_argument("--deck", metavar=tr("cli.metavar.deck"), help=tr("cli.play.deck"))
    parser.add_argument("--ballot", metavar=tr("cli.metavar.ballot"), help=tr("cli.play.ballot"))
    parser.add_argument("--engine", metavar=tr("cli.metavar.command"), help=tr("cli.play.engine"))


class _Refused(DraughtsError):
    """A bad option: one line on stderr, exit 2 (``code``: ``play.*``)."""


CONDITIONS = ("clock", "movetime", "deck", "ballot", "engine")


@dataclass(frozen=True)
class _Chosen:
    """The match conditions of the command line, checked."""

    time_control: TimeControl | None = None
    ballot: Ballot | None = None
    engine: str | None = None


def _conditions(args: argparse.Namespace, rules: Rules) -> _Chosen:
    """The options ``--clock``/``--movetime``, ``--deck``/``--ballot`` and
    ``--engine`` read and checked (the engine started once, then closed)."""
    from dames_tui.flow.clock import TimeControl
    from dames_tui.flow.conditions import Conditions, UnknownBallotError, deck_choice, deck_id
    from dames_tui.game.openings import deck_choices

    control = None
    if args.clock is not None:
        control = Conditions(clock=args.clock).time_control()
    elif args.movetime is not None:
        control = TimeControl.parse_movetime(args.movetime)
    ballot = None
    if args.deck is not None or args.ballot is not None:
        choices = deck_choices(rules)
        if not choices:
            raise _Refused(
                f"{rules.name} has no ballots", code="play.no_decks", params={"variant": rules}
            )
        name = args.deck if args.deck is not None else (deck_id(choices[0]) if choices else "")
        if deck_choice(rules, name) is None:
            known = ", ".join(deck_id(choice) for choice in choices)
            raise _Refused(
                f"{rules.name} has no deck {name!r} (its decks: {known})",
                code="play.deck",
                params={"deck": name, "variant": rules, "known": known},
            )
        try:
            ballot = Conditions(deck=name, ballot=args.ballot or "").choose_ballot(rules)
        except UnknownBallotError:
            raise _Refused(
                f"no ballot {args.ballot} in the deck {name}",
                code="play.ballot",
                params={"ballot": args.ballot, "deck": name},
            ) from None
    if args.engine is not None:
        from dames_tui.flow.hub_player import start_hub_player

        start_hub_player(args.engine, rules).close()  # a HubEngineError says why not
    return _Chosen(control, ballot, args.engine)


def _pdn_game(args: argparse.Namespace) -> Any:
    """The game ``--game`` picks in ``--pdn`` (a bad game elsewhere in the
    file does not matter; a bad game picked is refused, saying why)."""
    from dames_tui.storage import load_games_pdn

    loaded = load_games_pdn(args.pdn)
    number = args.game if args.game is not None else 1
    if number < 1:
        raise _Refused(
            f"--game must be 1 or more, not {number}",
            code="play.game_below_one",
            params={"number": number},
        )
    if loaded.fault is not None:
        raise _pdn_refusal(loaded.fault)
    games = loaded.entries
    if number <= len(games):
        entry = games[number - 1]
        if entry.fault is not None:
            raise _pdn_refusal(entry.fault)
        return entry.game
    if len(games) == 1:
        raise _Refused(
            f"{args.pdn} has only one game, no game {number}",
            code="play.only_one_game",
            params={"file": args.pdn, "number": number},
        )
    raise _Refused(
        f"{args.pdn} has only {len(games)} games, no game {number}",
        code="play.only_games",
        params={"file": args.pdn, "count": len(games), "number": number},
    )


def _pdn_refusal(error: PdnLoadError) -> _Refused:
    """Why the PDN file gives no game to play, from the fault of its loading."""
    from dames_tui.storage import StorageError

    file = error.path.name
    if error.code == "unreadable":
        reason = error.error.reason if isinstance(error.error, StorageError) else "io_error"
        return _Refused(
            f"cannot read {file}: {error.detail}",
            code="play.pdn_unreadable",
            params={"file": file, "reason": Phrase(f"read_reason.{reason}", error.detail)},
        )
    if error.code == "not_pdn":
        return _Refused(
            f"{file} is not a PDN file: no game found",
            code="play.pdn_not_pdn",
            params={"file": file},
        )
    name = f" ({error.game_name})" if error.game_name else ""
    return _Refused(
        str(error),
        code="play.pdn_bad_game",
        params={
            "file": file,
            "game": error.game,
            "name": name,
            "error": error.error or error.detail,
        },
    )


def run(args: argparse.Namespace, tr: Translator) -> int:
    from dames_tui.flow.players import available_levels
    from dames_tui.ui.settings import GameSetup

    if args.game is not None and not args.pdn:
        raise _Refused("--game needs --pdn FILE", code="play.game_needs_pdn")
    overrides: dict[str, Any] = {}
    if args.lang is not None:
        overrides["language"] = args.lang
    if args.numbers:
        overrides["show_numbers"] = True
    if args.no_book:
        overrides["book"] = False
    if args.level is not None:
        levels = available_levels()
        if args.level not in levels:
            low, high = levels[0], levels[-1]
            raise _Refused(
                f"level must be from {low} to {high}, not {args.level}",
                code="play.level",
                params={"low": low, "high": high, "level": args.level},
            )
        overrides["level"] = args.level
    rules = None
    if args.variant is not None:
        rules = find_rules(args.variant)
        overrides["variant"] = rules.name
    if args.side is not None:
        overrides["human_side"] = SIDES[args.side]

    game = _pdn_game(args) if args.pdn else None
    if game is not None:
        if rules is not None and rules != game.rules:
            raise _Refused(
                f"{args.pdn}: the game is {game.rules.name}, not {rules.name}",
                code="play.other_variant",
                params={"file": args.pdn, "game": game.rules, "variant": rules},
            )
        overrides["variant"] = game.rules.name
    start = None
    reading = None
    if args.fen:
        from dames_tui.game.pdn import infer_side
        from dames_tui.notation import read_fen

        reading = read_fen(args.fen, rules or find_rules("english"))
        side = infer_side(reading)  # a '?' side: the only one that can move
        start = reading.for_side(side) if side is not None else reading.position
        if side is not None:
            reading = None  # nothing left to ask

    from dames_tui.ui.app import DamesApp

    app = DamesApp(overrides=overrides)
    settings = app.settings
    conditions = _conditions(args, settings.rules if game is None else game.rules)
    given = game is not None or any(
        getattr(args, name) is not None for name in ("variant", "side", "level", "fen", *CONDITIONS)
    )
    if given and game is not None:
        # the side given, else the one the game's tags give the player, else
        # the app asks (a file this program did not write)
        human = SIDES[args.side] if args.side is not None else None
        app.initial_setup = GameSetup(
            game.rules, human, settings.level, game.start, game, origin="pdn"
        )
    elif given:
        app.initial_setup = GameSetup(
            settings.rules,
            settings.human_side,
            settings.level,
            start,
            game,
            turn=reading,
            time_control=conditions.time_control,
            ballot=conditions.ballot if start is None else None,
            engine=conditions.engine,
        )
    previous = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_INTERVAL)
    try:
        app.run()
    finally:
        sys.setswitchinterval(previous)
        app.workers.cancel_all()  # a search still running stops: nothing waits for it
    return app.return_code or 0  # 1 after a crash (the app said where its report is)
