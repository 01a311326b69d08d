"""An engine match without Textual: two players, the ballots, a clock, the score.

A match is a sequence of games between two :class:`Seat`\\ s: our engine at a
level (:func:`our_seat`), or an outside Hub engine (:func:`hub_seat`), or any
:class:`~.players.Player` (the benchmarks' opponents). :func:`pairings` says
what each game starts from and which colour the match's first player takes:
the variant's ballots (:mod:`dames_tui.game.openings`) in a random order drawn
from a seed, each ballot played twice with the colours swapped; the start
position when the variant has no deck.

:func:`play_game` plays one game. The game's own rules adjudicate
(repetition, move-count rules, FMJD endgame rules). Besides them, a game
ends when:

- a flag falls (:class:`~.clock.GameClock`): the side whose time ran out
  loses (PDN ``Termination "time forfeit"``);
- an outside engine crashes, hangs or plays an illegal move
  (:class:`~dames_tui.engine.hub_client.HubEngineError`): it loses the game,
  the error kept with it (``abandoned``, ``stalled connection``, ``illegal
  move``, the engine's words in the last move's comment);
- the game passes ``max_plies`` plies: it is adjudicated a draw
  (``adjudication``), a cap far beyond what the rules allow in practice,
  reported as such;
- with ``tables`` (:func:`table_verdict`), its position is in the endgame
  tables with a result that is sure under the game's draw rules: a draw, or
  a win that fits in the reversible-move limit where no thin-endgame rule
  applies (``adjudication``). Only an engine with the tables plays the rest
  of such an ending without a mistake; the verdict is what perfect play
  gives, and saves the moves (in English a third of a match's plies).

The ``Termination`` values are those cutechess-cli writes (and fishtest
reads): the PGN standard's (section 9.8.1), with ``stalled connection`` and
``illegal move`` of its own. A game under a clock has each move's ``%clk``
comment (the mover's time left) and the ``TimeControl`` tag.

:class:`Match` plays the games in turn, starts an outside engine again after
it failed (the match ends, :attr:`MatchEnd.ENGINE_LOST`, if it cannot be),
stops between two moves when its ``stop`` event is set, and keeps the
tally of the first player (the statistics' :class:`~dames_tui.storage.stats.Tally`),
whose :func:`tally_rating` is the Elo difference with its 95 % margin.

No text here is for the player: names come from the caller, and the
command line translates the rest.

>>> from dames_tui.core import ENGLISH
>>> [(p.round, p.ballot.label, p.first_color.name) for p in pairings(ENGLISH, 3, seed=1)]
[(1, 'ACF #47', 'BLACK'), (2, 'ACF #47', 'WHITE'), (3, 'ACF #159', 'BLACK')]
>>> r = rating([1.0, 0.5, 0.5, 0.0])
>>> r.score, r.elo
(0.5, 0.0)
"""

from __future__ import annotations

import datetime
import enum
import math
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from dames_tui.core import Color, Rules
from dames_tui.engine.hub_client import HubEngineError, HubFailure, HubTimeouts
from dames_tui.engine.levels import TOP_LEVEL
from dames_tui.game import Game, side_tag
from dames_tui.game.openings import Ballot, DeckKind, ballot_game, deck, deck_kinds
from dames_tui.storage.stats import GameResult, Tally

from .clock import NO_CLOCK, GameClock, TimeControl, TimeSource
from .engine_process import Runner
from .hub_player import HubPlayer, start_hub_player
from .players import EnginePlayer, Player

__all__ = [
    "DEFAULT_LEVEL",
    "DEFAULT_MAX_PLIES",
    "Ending",
    "GameRecord",
    "Match",
    "MatchEnd",
    "Pairing",
    "Rating",
    "Seat",
    "Tally",
    "elo_difference",
    "hub_seat",
    "match_pdn",
    "our_seat",
    "pairings",
    "play_game",
    "rating",
    "score_result",
    "tally_rating",
]

DEFAULT_LEVEL = TOP_LEVEL  # our engine's level when none is given: its strongest
DEFAULT_MAX_PLIES = 1000  # plies past which a game is adjudicated a draw
DEFAULT_EVENT = "dames match"
Z_95 = 1.959964  # two-sided 95 % of the normal distribution

#: the PDN Termination tag of an engine's failure, as cutechess-cli writes it
_FAILURE_TERMINATION = {
    HubFailure.CRASHED: "abandoned",
    HubFailure.CLOSED: "abandoned",
    HubFailure.HUNG: "stalled connection",
    HubFailure.ILLEGAL_MOVE: "illegal move",
}


# ---------------------------------------------------------------- players


@dataclass(eq=False)
class Seat:
    """One player of a match: its ``name`` (for the PDN and the lines), the
    ``player``, the ``level`` it is asked to play at (an outside engine's
    time per move when the match gives none), and ``restart``, which starts
    it again after a failure (None: a player that does not fail)."""

    name: str
    player: Player
    level: int = DEFAULT_LEVEL
    restart: Callable[[], Player] | None = None

    def start_again(self) -> None:
        """Replace a failed player by a new one (:attr:`restart`); raises
        what the restart raises (a :class:`HubEngineError`)."""
        if self.restart is None:
            return
        self.close()
        self.player = self.restart()

    def new_game(self) -> None:
        if isinstance(self.player, HubPlayer):
            self.player.new_game()

    def close(self) -> None:
        if isinstance(self.player, HubPlayer):
            self.player.close()


def our_seat(level: int, name: str, *, runner: Runner | None = None, book: bool = False) -> Seat:
    """Our engine at ``level`` (its searches in a child process, see
    :class:`~.players.EnginePlayer`), with its opening book if ``book``."""
    return Seat(name, EnginePlayer(runner, book=book), level)


def hub_seat(
    command: str | Sequence[str],
    rules: Rules,
    level: int = DEFAULT_LEVEL,
    *,
    name: str | None = None,
    timeouts: HubTimeouts | None = None,
) -> Seat:
    """The outside Hub engine of ``command``, started for ``rules`` (named
    ``name``, else by itself); raises :class:`HubEngineError` if it cannot
    be started or does not play the variant."""

    def start() -> Player:
        return start_hub_player(command, rules, timeouts=timeouts)

    player = start()
    assert isinstance(player, HubPlayer)
    return Seat(name or player.name, player, level, restart=start)


# ---------------------------------------------------------------- openings


@dataclass(frozen=True, slots=True)
class Pairing:
    """What game ``round`` (from 1) of a match starts from, and the colour
    the match's first player has in it."""

    round: int
    ballot: Ballot | None
    first_color: Color


def pairings(
    rules: Rules,
    games: int,
    *,
    kind: DeckKind | None = None,
    barred: bool = False,
    seed: int | None = None,
    ballots: bool = True,
) -> list[Pairing]:
    """The games of a match: the deck (``kind``, the variant's default if
    None, with its barred ballots if ``barred``) shuffled by ``seed``, each
    ballot twice, the first player taking the side that moves first, then
    the other; the deck starts again when the games outnumber it. Without
    ``ballots``, or for a variant without a deck, every game starts from
    the initial position (the colours still swap).

    >>> from dames_tui.core import find_rules
    >>> [p.ballot for p in pairings(find_rules("pool"), 2)]
    [None, None]
    """
    if games < 0:
        raise ValueError(f"a match has no negative number of games: {games}")
    shuffled: list[Ballot] = []
    if ballots and (kind is not None or deck_kinds(rules)):
        shuffled = list(deck(rules, kind, barred=barred))
        random.Random(seed).shuffle(shuffled)
    first = rules.first_to_move
    return [
        Pairing(
            index + 1,
            shuffled[(index // 2) % len(shuffled)] if shuffled else None,
            first if index % 2 == 0 else first.opponent,
        )
        for index in range(games)
    ]


# ---------------------------------------------------------------- one game


class Ending(enum.Enum):
    """What ended a game of the match."""

    RULES = "rules"  #: the game's own rules (its outcome's termination)
    TIME = "time"  #: a flag fell
    ENGINE = "engine"  #: an outside engine failed
    MAX_PLIES = "max_plies"  #: adjudicated a draw past the cap
    TABLES = "tables"  #: adjudicated from the endgame tables (:func:`table_verdict`)


@dataclass(frozen=True, eq=False)
class GameRecord:
    """A finished game of the match: its ``pairing``, the ``game`` (over, its
    tags set), what ended it, the ``side`` that lost on time or by a
    failure, and the engine's ``failure``."""

    pairing: Pairing
    game: Game
    ending: Ending
    side: Color | None = None
    failure: HubEngineError | None = None

    @property
    def score(self) -> float:
        """The first player's points: 1, 0.5 or 0."""
        outcome = self.game.outcome
        if outcome is None or outcome.winner is None:
            return 0.5
        return 1.0 if outcome.winner is self.pairing.first_color else 0.0

    @property
    def failed_seat(self) -> int | None:
        """0 or 1: the seat whose engine failed (None without a failure)."""
        if self.failure is None or self.side is None:
            return None
        return 0 if self.side is self.pairing.first_color else 1

    @property
    def pdn(self) -> str:
        return self.game.to_pdn()


def play_game(
    rules: Rules,
    pairing: Pairing,
    seats: tuple[Seat, Seat],
    *,
    control: TimeControl = NO_CLOCK,
    max_plies: int = DEFAULT_MAX_PLIES,
    stop: threading.Event | None = None,
    event: str = DEFAULT_EVENT,
    today: datetime.date | None = None,
    time_source: TimeSource = time.monotonic,
    tables: bool = False,
) -> GameRecord | None:
    """Play one game of a match (see the module); None when ``stop`` was
    set before its end (the game does not count). With ``tables``, a game
    whose position the endgame tables decide for sure ends there."""
    stop = stop if stop is not None else threading.Event()
    game = ballot_game(rules, pairing.ballot) if pairing.ballot is not None else Game(rules)
    by_color = {pairing.first_color: seats[0], pairing.first_color.opponent: seats[1]}
    day = today or datetime.date.today()
    tags = {"Event": event, "Date": day.strftime("%Y.%m.%d"), "Round": str(pairing.round)}
    tags |= {side_tag(rules, color): seat.name for color, seat in by_color.items()}
    game.tags = {**tags, **game.tags, "TimeControl": control.pdn_tag()}
    for seat in seats:
        seat.new_game()
    clock = GameClock(control, to_move=game.turn, time_source=time_source)
    clock.start()
    ending, side, failure = Ending.RULES, None, None
    while not game.is_over:
        if game.ply >= max_plies:
            game.agree_draw()
            ending = Ending.MAX_PLIES
            break
        if tables and _adjudicated(game):
            ending = Ending.TABLES
            break
        mover = game.turn
        seat = by_color[mover]
        try:
            move = seat.player.choose_move(game, seat.level, stop, None, clock.limits())
        except HubEngineError as error:
            if stop.is_set():  # an engine slow to stop: the game is abandoned anyway
                return None
            ending, side, failure = Ending.ENGINE, mover, error
            game.resign(mover)
            break
        if stop.is_set():
            return None
        if move is None:  # only a stopped search has none
            raise RuntimeError(f"{seat.name} gave no move in a game that is not over")
        if not clock.press():
            ending, side = Ending.TIME, mover
            game.lose_on_time(mover)
            break
        game.play(move)
        comment = clock.clk_command(mover)
        if comment is not None:
            game.comments[game.ply - 1] = comment
    clock.stop()
    game.tags["Termination"] = _termination(ending, failure)
    if failure is not None and game.ply:
        last = game.ply - 1
        game.comments[last] = " ".join(filter(None, (game.comments.get(last), str(failure))))
    return GameRecord(pairing, game, ending, side, failure)


@dataclass(frozen=True, slots=True)
class Verdict:
    """A game's result that the endgame tables are sure of."""

    winner: Color | None  # None: a draw


def table_verdict(game: Game) -> Verdict | None:
    """What the endgame tables say of the game's position for sure, None
    when they do not know it or it is not sure. A drawn position is sure (a
    draw rule only ever turns a win into a draw). A win is sure where the
    variant has no thin-endgame rule and its distance fits in the plies the
    reversible-move limit leaves (a longer one may still be a win, if a
    capture or a man move on the way starts the count again, but the tables
    cannot say)."""
    from dames_tui.engine.tables import TableResult, probe

    found = probe(game.position)
    if found is None:
        return None
    result, distance = found
    if result is TableResult.DRAW:
        return Verdict(None)
    rules = game.rules
    if rules.endgame_rules:
        return None
    limit = rules.reversible_limit
    if limit and game.reversible_plies + distance > limit:
        return None
    mover = game.turn
    return Verdict(mover if result is TableResult.WIN else mover.opponent)


def _adjudicated(game: Game) -> bool:
    """End ``game`` by :func:`table_verdict` if the tables are sure of it."""
    verdict = table_verdict(game)
    if verdict is None:
        return False
    if verdict.winner is None:
        game.agree_draw()
    else:
        game.resign(verdict.winner.opponent)
    return True


def _termination(ending: Ending, failure: HubEngineError | None) -> str:
    if ending is Ending.TIME:
        return "time forfeit"
    if ending in (Ending.MAX_PLIES, Ending.TABLES):
        return "adjudication"
    if failure is not None:
        return _FAILURE_TERMINATION.get(failure.kind, "abandoned")
    return "normal"


def match_pdn(records: Sequence[GameRecord]) -> str:
    """The games of a match as one PDN text, in the order played."""
    return "".join(record.pdn.rstrip("\n") + "\n\n" for record in records)


# ---------------------------------------------------------------- the score


def elo_difference(score: float) -> float:
    """The Elo difference that expects ``score`` (a fraction in (0, 1)).

    >>> elo_difference(0.5), round(elo_difference(0.75), 1), round(elo_difference(0.25), 1)
    (0.0, 190.8, -190.8)
    """
    if not 0.0 < score < 1.0:
        raise ValueError(f"an expected score is between 0 and 1, not {score}")
    return -400.0 * math.log10(1.0 / score - 1.0) + 0.0  # no -0.0


@dataclass(frozen=True, slots=True)
class Rating:
    """The first player's ``score`` (a fraction of the points), its ``elo``
    difference and the ``margin`` of that difference at 95 % (infinite when
    the games do not tell: none played, or all with the same result)."""

    score: float
    elo: float
    margin: float


def rating(scores: Sequence[float]) -> Rating:
    """The :class:`Rating` of per-game scores (1, 0.5, 0).

    The margin comes from the standard error of the mean score, its bounds
    turned into Elo and halved; a score of 0 or 1 (and a bound past them)
    is pulled in by half a game so that the Elo stays finite. A result and
    its mirror image have opposite differences and the same margin.

    >>> r = rating([1.0, 1.0, 1.0, 0.0])
    >>> r.score, round(r.elo), round(r.margin)
    (0.75, 191, 232)
    >>> rating([1.0, 1.0]).margin
    inf
    """
    count = len(scores)
    if count == 0:
        return Rating(0.5, 0.0, math.inf)
    mean = sum(scores) / count
    edge = 0.5 / count

    def pulled(value: float) -> float:
        return min(max(value, edge), 1.0 - edge)

    spread = math.sqrt(sum((score - mean) ** 2 for score in scores) / count)
    error = spread / math.sqrt(count)
    difference = elo_difference(pulled(mean))
    if error == 0.0:  # every game gave the same result: no spread to measure
        return Rating(mean, difference, math.inf)
    low, high = pulled(mean - Z_95 * error), pulled(mean + Z_95 * error)
    return Rating(mean, difference, (elo_difference(high) - elo_difference(low)) / 2.0)


def tally_rating(tally: Tally) -> Rating:
    """The :func:`rating` of the games a :class:`~dames_tui.storage.stats.Tally` counts.

    >>> tally = Tally(2, 1, 1)
    >>> tally.games, tally.points, tally_rating(tally).score
    (4, 2.5, 0.625)
    """
    return rating([1.0] * tally.wins + [0.5] * tally.draws + [0.0] * tally.losses)


def score_result(score: float) -> GameResult:
    """The first player's result of a game it scored ``score`` in (1, ½ or 0)."""
    if score == 1.0:
        return "win"
    return "loss" if score == 0.0 else "draw"


# ---------------------------------------------------------------- the match


class MatchEnd(enum.Enum):
    """How a match ended."""

    COMPLETE = "complete"  #: every game played
    STOPPED = "stopped"  #: its stop event was set (Ctrl-C)
    ENGINE_LOST = "engine_lost"  #: an engine failed and could not be started again


@dataclass(eq=False)
class Match:
    """The games of ``pairings`` between two seats, played by :meth:`play`.

    ``seats[0]`` is the match's first player: the :class:`Tally` is its.
    """

    rules: Rules
    seats: tuple[Seat, Seat]
    pairings: Sequence[Pairing]
    control: TimeControl = NO_CLOCK
    max_plies: int = DEFAULT_MAX_PLIES
    event: str = DEFAULT_EVENT
    time_source: TimeSource = time.monotonic
    #: end a game whose position the endgame tables decide (:func:`table_verdict`)
    tables: bool = False
    records: list[GameRecord] = field(default_factory=list)
    tally: Tally = field(default_factory=Tally)
    #: the error of the engine that could not be started again (ENGINE_LOST)
    lost: HubEngineError | None = None
    #: the seat (0 or 1) of that engine
    lost_seat: int | None = None

    def play(
        self,
        stop: threading.Event | None = None,
        on_game: Callable[[GameRecord], None] | None = None,
    ) -> MatchEnd:
        """Play the games not played yet, ``on_game`` told of each one as it
        ends (after the tally counts it), until the last, ``stop``, or an
        engine that cannot be started again."""
        stop = stop if stop is not None else threading.Event()
        for pairing in self.pairings[len(self.records) :]:
            if stop.is_set():
                return MatchEnd.STOPPED
            record = play_game(
                self.rules,
                pairing,
                self.seats,
                control=self.control,
                max_plies=self.max_plies,
                stop=stop,
                event=self.event,
                time_source=self.time_source,
                tables=self.tables,
            )
            if record is None:
                return MatchEnd.STOPPED
            self.records.append(record)
            self.tally = self.tally.add(score_result(record.score))
            if on_game is not None:
                on_game(record)
            failed = record.failed_seat
            if failed is not None and len(self.records) < len(self.pairings):
                try:
                    self.seats[failed].start_again()
                except HubEngineError as error:
                    self.lost, self.lost_seat = error, failed
                    return MatchEnd.ENGINE_LOST
        return MatchEnd.COMPLETE

    def pdn(self) -> str:
        """The finished games in PDN (:func:`match_pdn`)."""
        return match_pdn(self.records)

    def close(self) -> None:
        """End the outside engines."""
        for seat in self.seats:
            seat.close()
