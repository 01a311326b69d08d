"""`dames match`: two engines play a match, and the score is rated.

``dames match --variant V --games N [--levels A B] [--engine CMD]...
[--clock T+I | --movetime S] [--pdn FILE] [--deck KIND] [--barred]
[--seed N] [--no-book] [--max-plies N]`` plays :mod:`dames_tui.flow.match`:

- no ``--engine``: our engine at the two ``--levels``;
- one ``--engine``: our engine (at the first level, 5 by default) against
  that outside Hub engine;
- two: the two outside engines.

An outside engine is given the match's time (``--clock``, ``--movetime``),
else the time per move of its level (the second one given, else the first).
The openings are the variant's ballots (``--deck``, the default deck
otherwise; ``none``: the start position), in an order drawn from ``--seed``,
each one played twice with the colours swapped. Our engine plays from its
opening book at the levels that do (see :func:`dames_tui.flow.players.uses_book`),
which varies its games beyond the ballots; ``--no-book`` plays without it.

One line after each game with the running score, then the first player's
wins, draws and losses, its score and the Elo difference with its 95 %
margin. ``--pdn`` is written again after each game, so that it always holds
the finished games; a file that cannot be written stops the match (the
score so far, one line, exit status 2). Ctrl-C stops the match at once (exit status 130) with
the score so far; a second one ends the program. An engine that cannot be
started gives one line and exit status 2; one that fails during a game loses
that game and is started again, and if it cannot be, the match stops (exit
status 1). Bad options give one line and exit status 2.
"""

from __future__ import annotations

import argparse
import math
import random
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ..cli_text import positive_int, variant_names, whole_number
from ..i18n import Translator

if TYPE_CHECKING:
    from ..core import Rules
    from ..engine.hub_client import HubEngineError
    from ..flow.clock import TimeControl
    from ..flow.match import GameRecord, Match, Seat, Tally
    from ..game.openings import DeckKind

NO_DECK = "none"
SEED_RANGE = 1_000_000  # a seed drawn when none is given, short enough to type again
INTERRUPTED = 130  # the exit status of a program stopped by Ctrl-C
MAX_GAMES = 100_000  # more is a typing mistake (the games are planned before the first)


class _Refusal(Exception):
    """A bad option, its line already in the reader's language (exit 2)."""


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    from ..game.openings import DeckKind

    parser.add_argument(
        "--variant",
        required=True,
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.match.variant", names=variant_names()),
    )
    parser.add_argument(
        "--games",
        required=True,
        type=positive_int(tr),
        metavar=tr("cli.metavar.number"),
        help=tr("cli.match.games"),
    )
    parser.add_argument(
        "--levels",
        nargs="+",
        type=whole_number(tr),
        metavar=tr("cli.metavar.level"),
        help=tr("cli.match.levels"),
    )
    parser.add_argument(
        "--engine",
        action="append",
        default=[],
        metavar=tr("cli.match.metavar.command"),
        help=tr("cli.match.engine"),
    )
    time_group = parser.add_mutually_exclusive_group()
    time_group.add_argument(
        "--clock",
        type=_time_control(tr, "--clock"),
        metavar=tr("cli.match.metavar.clock"),
        help=tr("cli.match.clock"),
    )
    time_group.add_argument(
        "--movetime",
        type=_time_control(tr, "--movetime"),
        metavar=tr("cli.metavar.seconds"),
        help=tr("cli.match.movetime"),
    )
    parser.add_argument("--pdn", metavar=tr("cli.metavar.file"), help=tr("cli.match.pdn"))
    parser.add_argument(
        "--deck",
        choices=[kind.value for kind in DeckKind] + [NO_DECK],
        help=tr("cli.match.deck"),
    )
    parser.add_argument("--barred", action="store_true", help=tr("cli.match.barred"))
    parser.add_argument(
        "--seed",
        type=whole_number(tr),
        metavar=tr("cli.metavar.number"),
        help=tr("cli.match.seed"),
    )
    parser.add_argument("--no-book", action="store_true", help=tr("cli.match.no_book"))
    parser.add_argument("--adjudicate", action="store_true", help=tr("cli.match.adjudicate"))
    parser.add_argument(
        "--max-plies",
        type=positive_int(tr),
        metavar=tr("cli.metavar.number"),
        help=tr("cli.match.max_plies"),
    )


def _time_control(tr: Translator, option: str) -> Callable[[str], TimeControl]:
    """An argparse type: the time control of ``--clock`` or ``--movetime``
    text, refused in the reader's language."""

    def convert(text: str) -> TimeControl:
        from ..flow.clock import TimeControl, TimeControlError
        from ..i18n.errors import error_text
        from ..notation.text import excerpt

        try:
            if option == "--movetime":
                return TimeControl.parse_movetime(text)
            return TimeControl.parse(text)
        except TimeControlError as error:
            if error.code is not None and tr.has(f"error.{error.code}"):
                message = error_text(tr, error)
            else:
                message = tr(f"cli.match.bad_{option.lstrip('-')}", text=excerpt(text))
            raise argparse.ArgumentTypeError(message) from None

    return convert


def run(args: argparse.Namespace, tr: Translator) -> int:
    from ..core import find_rules
    from ..flow.clock import NO_CLOCK
    from ..flow.match import DEFAULT_MAX_PLIES, Match, MatchEnd, pairings

    rules = find_rules(args.variant)
    try:
        levels = _levels(tr, args)
        kind, use_deck = _deck(tr, rules, args.deck)
    except _Refusal as refusal:
        return _error(tr, str(refusal))
    seed = args.seed if args.seed is not None else random.randrange(SEED_RANGE)
    control = args.clock or args.movetime or NO_CLOCK
    games = pairings(rules, args.games, kind=kind, barred=args.barred, seed=seed, ballots=use_deck)
    if args.pdn is not None:
        failure = _write(tr, args.pdn, "")
        if failure is not None:
            return _error(tr, failure)
    seats = _seats(tr, rules, args.engine, levels, book=not args.no_book)
    if isinstance(seats, str):
        return _error(tr, seats)
    match = Match(
        rules,
        seats,
        games,
        control=control,
        max_plies=args.max_plies or DEFAULT_MAX_PLIES,
        event=tr("match.event"),
        tables=args.adjudicate,
    )
    stop = threading.Event()
    written: list[str] = []  # the write failure, if one happened

    def on_game(record: GameRecord) -> None:
        _say(game_line(tr, match, record))
        if args.pdn is not None and not written:
            failure = _write(tr, args.pdn, match.pdn())
            if failure is not None:
                written.append(failure)
                stop.set()

    try:
        _say(header_line(tr, match, seed if games and games[0].ballot else None))
        with _interrupt_sets(stop):
            end = match.play(stop, on_game)
    finally:
        match.close()
    done, total = len(match.records), len(games)
    if end is MatchEnd.STOPPED and not written:
        _say(tr("match.stopped", done=done, games=total))
    elif end is MatchEnd.ENGINE_LOST and match.lost is not None and match.lost_seat is not None:
        name = match.seats[match.lost_seat].name
        reason = failure_text(tr, match.lost)
        _say(tr("match.engine_lost", engine=name, reason=reason, done=done, games=total))
    for line in summary_lines(tr, match):
        _say(line)
    if written:  # the score so far is above; the games after the failure are not played
        sys.stdout.flush()
        return _error(tr, written[0])
    if args.pdn is not None:
        _say(tr("match.pdn_written", file=args.pdn))
    if end is MatchEnd.STOPPED:
        return INTERRUPTED
    return 1 if end is MatchEnd.ENGINE_LOST else 0


# ---------------------------------------------------------------- options


def _levels(tr: Translator, args: argparse.Namespace) -> list[int]:
    """The levels given, checked (at most two, each one of ours; two
    without ``--engine``), and the number of games and engines."""
    from ..flow.players import available_levels

    levels: list[int] = list(args.levels or [])
    engines: list[str] = args.engine
    if args.games > MAX_GAMES:
        raise _Refusal(tr("match.error.too_many_games", most=MAX_GAMES, games=args.games))
    if len(engines) > 2:
        raise _Refusal(tr("match.error.too_many_engines", count=len(engines)))
    if len(levels) > 2:
        raise _Refusal(tr("match.error.too_many_levels", count=len(levels)))
    if not engines and len(levels) != 2:
        raise _Refusal(tr("match.error.two_levels"))
    known = available_levels()
    for number in levels:
        if number not in known:
            raise _Refusal(tr("match.error.level", low=known[0], high=known[-1], level=number))
    return levels


def _deck(tr: Translator, rules: Rules, name: str | None) -> tuple[DeckKind | None, bool]:
    """The deck ``--deck`` names for the variant, and whether ballots are played."""
    from ..game.openings import DeckKind, deck_kinds

    if name == NO_DECK:
        return None, False
    if name is None:
        return None, bool(deck_kinds(rules))
    kind = DeckKind(name)
    if kind not in deck_kinds(rules):
        known = ", ".join([k.value for k in deck_kinds(rules)] + [NO_DECK])
        variant = rules.title(tr.language)
        raise _Refusal(tr("match.error.no_such_deck", deck=name, variant=variant, decks=known))
    return kind, True


def _seats(
    tr: Translator, rules: Rules, engines: list[str], levels: list[int], *, book: bool = True
) -> tuple[Seat, Seat] | str:
    """The two players, outside engines started (ours with its opening
    book, or without); the line saying why one could not be."""
    from ..engine.hub_client import HubEngineError
    from ..flow.match import DEFAULT_LEVEL, hub_seat, our_seat

    def level(index: int) -> int:
        if index < len(levels):
            return levels[index]
        return levels[0] if levels else DEFAULT_LEVEL

    seats: list[Seat] = []
    if len(engines) < 2:
        for index in range(2 - len(engines)):
            name = tr("match.player.ours", level=level(index))
            seats.append(our_seat(level(index), name, book=book))
    for command in engines:
        index = len(seats)
        try:
            seats.append(hub_seat(command, rules, level(index)))
        except HubEngineError as error:
            for seat in seats:
                seat.close()
            reason = failure_text(tr, error, error.engine)
            return tr("match.error.cannot_start", command=command, reason=reason)
    if seats[0].name == seats[1].name:
        for number, seat in enumerate(seats, start=1):
            seat.name = tr("match.player.twin", name=seat.name, number=number)
    return seats[0], seats[1]


@contextmanager
def _interrupt_sets(stop: threading.Event) -> Iterator[None]:
    """Ctrl-C sets ``stop`` (the match ends between two moves); a second
    Ctrl-C interrupts the program. Only the main thread can catch it."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def on_interrupt(signum: int, frame: object) -> None:
        if stop.is_set():
            raise KeyboardInterrupt
        stop.set()

    previous = signal.signal(signal.SIGINT, on_interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


# ---------------------------------------------------------------- lines


def header_line(tr: Translator, match: Match, seed: int | None) -> str:
    """What the match is: its players, games, openings and time."""
    from ..flow.clock import ClockKind

    games = match.pairings
    ballot = games[0].ballot if games else None
    if ballot is None:
        openings = tr("match.openings.start")
    else:
        count = len({pairing.ballot for pairing in games})
        deck = tr(f"match.deck.{ballot.kind.name.lower()}")
        openings = tr("match.openings.deck", deck=deck, count=count, seed=seed)
    control = match.control
    if control.kind is ClockKind.MOVE_TIME:
        time_text = tr("match.time.movetime", seconds=_decimal(tr, control.move_time or 0.0))
    elif control.timed:
        time_text = tr("match.time.clock", clock=str(control))
    else:
        time_text = tr("match.time.levels")
    return tr(
        "match.header",
        first=match.seats[0].name,
        second=match.seats[1].name,
        games=_count(tr, "games", len(games)),
        variant=match.rules.title(tr.language),
        openings=openings,
        time=time_text,
    )


def game_line(tr: Translator, match: Match, record: GameRecord) -> str:
    """One game: its number, opening, players (the first mover first, as
    the result reads), result and why, then the running score."""
    from ..core import Color
    from ..game import result_text

    rules = match.rules
    game = record.game
    names = {color: match.seats[_seat_of(record, color)].name for color in Color}
    ballot = record.pairing.ballot
    opening = ""
    if ballot is not None:
        label = ballot.label if ballot.name is None else f"{ballot.label} {ballot.name}"
        opening = tr("match.game.opening", opening=label)
    return tr(
        "match.game",
        round=record.pairing.round,
        games=len(match.pairings),
        opening=opening,
        # The result gives the first mover's score first: name that player first.
        first=names[rules.first_to_move],
        second=names[rules.first_to_move.opponent],
        result=result_text(rules, game.outcome),
        reason=reason_text(tr, match, record),
        plies=_count(tr, "plies", game.ply),
        score=score_text(tr, match.seats[0].name, match.seats[1].name, match.tally),
    )


def reason_text(tr: Translator, match: Match, record: GameRecord) -> str:
    """Why the game ended, in words."""
    from ..flow.match import Ending

    if record.ending is Ending.MAX_PLIES:
        return tr("match.reason.max_plies")
    if record.ending is Ending.TABLES:
        return tr("match.reason.tables")
    if record.side is not None:
        name = match.seats[_seat_of(record, record.side)].name
        if record.ending is Ending.TIME:
            return tr("match.reason.time", name=name)
        if record.failure is not None:
            return failure_text(tr, record.failure, name)
    outcome = record.game.outcome
    assert outcome is not None
    return tr(f"error.termination.{outcome.termination.value}")


def failure_text(tr: Translator, error: HubEngineError, name: str | None = None) -> str:
    """What went wrong with an outside engine (``name`` for its own)."""
    from ..i18n.errors import error_text

    if name is None and tr.has(f"error.{error.code}"):
        return error_text(tr, error)
    text = tr(f"match.failure.{error.kind.value}", engine=name or error.engine)
    return tr("match.failure_detail", failure=text, detail=error.detail) if error.detail else text


def score_text(tr: Translator, first: str, second: str, tally: Tally) -> str:
    points = tally.points
    return tr(
        "match.score",
        first=first,
        second=second,
        points=_decimal(tr, points),
        against=_decimal(tr, tally.games - points),
    )


def summary_lines(tr: Translator, match: Match) -> list[str]:
    """The first player's wins, draws and losses, its score and Elo, and how
    many games ended otherwise than by the rules."""
    from ..flow.match import Ending

    tally = match.tally
    lines = [
        tr(
            "match.summary",
            first=match.seats[0].name,
            second=match.seats[1].name,
            wins=tally.wins,
            draws=tally.draws,
            losses=tally.losses,
            games=_count(tr, "games", tally.games),
        )
    ]
    if tally.games:
        from ..flow.match import tally_rating

        rated = tally_rating(tally)
        percent = _decimal(tr, round(100 * rated.score, 1))
        elo = f"{rated.elo:+.0f}" if round(rated.elo) else "0"
        if math.isfinite(rated.margin):
            margin = f"{rated.margin:.0f}"
            lines.append(tr("match.rating", percent=percent, elo=elo, margin=margin))
        else:
            lines.append(tr("match.rating_no_margin", percent=percent, elo=elo))
    endings = [record.ending for record in match.records]
    for ending, key in (
        (Ending.TIME, "match.total.time"),
        (Ending.ENGINE, "match.total.engine"),
        (Ending.MAX_PLIES, "match.total.max_plies"),
        (Ending.TABLES, "match.total.tables"),
    ):
        if ending in endings:
            lines.append(tr(key, count=endings.count(ending), plies=match.max_plies))
    return lines


def _seat_of(record: GameRecord, color: object) -> int:
    return 0 if color is record.pairing.first_color else 1


def _count(tr: Translator, noun: str, count: int) -> str:
    singular = count <= 1 if tr.language == "fr" else count == 1
    return tr(f"match.count.{noun}.{'one' if singular else 'other'}", count=count)


def _decimal(tr: Translator, value: float) -> str:
    """``value`` without a useless ``.0``, with the language's decimal mark."""
    text = f"{value:g}"
    return text.replace(".", tr("match.decimal_mark"))


# ---------------------------------------------------------------- output


def _say(line: str) -> None:
    from ..notation import printable

    print(printable(line), flush=True)


def _error(tr: Translator, message: str) -> int:
    from ..notation import printable

    print(printable(tr("cli.error_line", prog="dames", message=message)), file=sys.stderr)
    return 2


def _write(tr: Translator, path: str, text: str) -> str | None:
    """Write ``text`` to the PDN file ``path`` (atomically); the message
    when it fails."""
    from ..core.errors import Phrase
    from ..i18n.errors import phrase_text
    from ..storage import StorageError
    from ..storage.atomic import atomic_write_text

    try:
        atomic_write_text(path, text)
    except StorageError as failure:
        reason = phrase_text(tr, Phrase(f"read_reason.{failure.reason}", failure.detail))
        return tr("match.error.cannot_write", file=path, reason=reason)
    return None
