"""Play our engine against an opponent at equal time per move and rate it.

    python benchmarks/match.py --variant international --games 10 --time 0.5
    python benchmarks/match.py --variant english --opponent simple --games 10
    python benchmarks/match.py --save /tmp/engine-v1        # keep this engine version
    python benchmarks/match.py --opponent saved --saved /tmp/engine-v1 --games 40

Opponents: py-draughts' TurboEngine (international only) and SimpleEngine
(optional ``bench`` extra), our own engine (``self``, a sanity check: about
50 %), or a saved copy of ``dames_tui/engine`` (``saved``) so that every
change to the search or the evaluation is measured. For ours against an
outside Hub engine or two levels of ours, use ``dames match``.

The match itself is :mod:`dames_tui.flow.match`'s: the variant's ballots in
an order drawn from ``--seed``, each played twice with the colours swapped,
our Game adjudicating (repetition, 25/40-move rules, FMJD endgame rules), a
game longer than --max-plies a draw, the Elo difference with its 95 % margin
and the games in PDN (``--pdn FILE``). What this script adds: the opponents
above, both sides searching in this process (``--jobs 2`` plays two games at
once), and the mean depth each side reached.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import players

from dames_tui.core import Move, Rules, find_rules
from dames_tui.engine.limits import Limits
from dames_tui.flow.clock import TimeControl
from dames_tui.flow.match import Ending, Pairing, Seat, pairings, play_game, rating
from dames_tui.flow.players import DrawAnswer, InfoCallback
from dames_tui.game import Game
from dames_tui.storage import atomic_write_text

OPPONENTS = ("turbo", "simple", "self", "saved")
EVENT = "benchmarks/match.py"
BALLOT_SEED = 20240601  # the same ballots in the same order from one run to the next


class TimedPlayer:
    """A player of :mod:`players` (``choose(game, seconds)``) as a match
    player: it gets the match's time per move, and keeps the depth it
    reached at each move."""

    def __init__(self, player: players.Player) -> None:
        self.player = player
        self.depths: list[int] = []

    def choose_move(
        self,
        game: Game,
        level: int,
        stop: threading.Event,
        on_info: InfoCallback | None,
        limits: Limits | None = None,
    ) -> Move | None:
        assert limits is not None and limits.time is not None, "a time per move is needed"
        move = self.player.choose(game, limits.time)
        self.depths.append(int(getattr(self.player, "last_depth", 0)))
        return move

    def hint(self, game: Game, stop: threading.Event) -> Move | None:
        return None

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer:
        return DrawAnswer(False, "")


@dataclass(frozen=True)
class GameSummary:
    """What a game (played here or in a worker process) reports."""

    pairing: Pairing
    score: float  # for our engine: 1 win, 0.5 draw, 0 loss
    reason: str
    plies: int
    our_depth: float  # mean completed depth per move
    their_depth: float
    seconds: float
    pdn: str = field(repr=False)


# ------------------------------------------------------------------ one game


@dataclass
class _Worker:
    """The players of this process (the main one or a worker of --jobs)."""

    rules: Rules
    seats: tuple[Seat, Seat]
    timed: tuple[TimedPlayer, TimedPlayer]


_WORKER: list[_Worker] = []


def _init_worker(variant: str, opponent: str, saved: str | None) -> None:
    rules = find_rules(variant)
    theirs: players.Player
    if opponent in ("turbo", "simple"):
        theirs = players.PyDraughtsPlayer(opponent, rules)
    elif opponent == "saved":
        assert saved is not None
        theirs = players.EnginePlayer(players.load_saved_engine(saved), "saved engine")
    else:
        theirs = players.EnginePlayer(name="dames_tui (copy)")
    ours = players.EnginePlayer()
    timed = (TimedPlayer(ours), TimedPlayer(theirs))
    seats = (Seat(ours.name, timed[0]), Seat(theirs.name, timed[1]))
    _WORKER[:] = [_Worker(rules, seats, timed)]


def run_game(pairing: Pairing, seconds: float, max_plies: int) -> GameSummary:
    worker = _WORKER[0]
    for player in worker.timed:
        player.depths.clear()
    started = time.perf_counter()
    record = play_game(
        worker.rules,
        pairing,
        worker.seats,
        control=TimeControl.per_move(seconds),
        max_plies=max_plies,
        event=EVENT,
    )
    assert record is not None  # nothing stops it
    outcome = record.game.outcome
    assert outcome is not None
    reason = outcome.termination.value if record.ending is Ending.RULES else record.ending.value
    if record.ending is Ending.MAX_PLIES:
        reason = f"max {max_plies} plies"

    def mean(values: list[int]) -> float:
        return sum(values) / len(values) if values else 0.0

    return GameSummary(
        pairing,
        record.score,
        reason,
        record.game.ply,
        mean(worker.timed[0].depths),
        mean(worker.timed[1].depths),
        time.perf_counter() - started,
        record.pdn,
    )


def _run_in_worker(args: tuple[Pairing, float, int]) -> GameSummary:
    return run_game(*args)


# ------------------------------------------------------------------ main


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--variant", default="international", help="international or english")
    parser.add_argument("--games", type=int, default=10, help="games to play (default 10)")
    parser.add_argument("--time", type=float, default=0.5, help="seconds per move (default 0.5)")
    parser.add_argument(
        "--opponent",
        choices=OPPONENTS,
        help="turbo (international), simple, self or saved (default: turbo for "
        "international, simple for english)",
    )
    parser.add_argument("--saved", help="directory of a saved engine (for --opponent saved)")
    parser.add_argument("--save", metavar="PATH", help="save the current engine to PATH and exit")
    parser.add_argument("--jobs", type=int, default=1, choices=(1, 2), help="parallel games")
    parser.add_argument("--max-plies", type=int, default=300, help="draw after this many plies")
    parser.add_argument(
        "--seed", type=int, default=BALLOT_SEED, help="the order of the ballots (default fixed)"
    )
    parser.add_argument("--pdn", metavar="FILE", help="write every game to FILE in PDN")
    parser.add_argument(
        "--no-check", action="store_true", help="skip the legal-move self-check against py-draughts"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.save:
        print(f"engine saved to {players.save_engine(args.save)}")
        return 0
    rules = find_rules(args.variant)
    opponent = args.opponent or ("turbo" if rules.board_size == 10 else "simple")
    if opponent == "saved" and not args.saved:
        print("match: --opponent saved needs --saved PATH", file=sys.stderr)
        return 2
    try:
        if opponent in ("turbo", "simple"):
            players.import_draughts()
            if not args.no_check:
                compared = players.self_check(rules, games=3, plies=100)
                print(f"self-check: legal moves agree with py-draughts on {compared} positions")
        _init_worker(rules.name, opponent, args.saved)
    except players.MissingPyDraughts as exc:
        print(f"match: {exc}", file=sys.stderr)
        return 2
    theirs_name = _WORKER[0].seats[1].name

    games = pairings(rules, args.games, seed=args.seed)
    ballots = len({pairing.ballot for pairing in games})
    print(
        f"{rules.name}: dames_tui vs {theirs_name}, {args.games} games, "
        f"{args.time:g} s per move, {ballots} ballots (seed {args.seed}), jobs {args.jobs}",
        flush=True,
    )
    summaries: list[GameSummary] = []
    work = [(pairing, args.time, args.max_plies) for pairing in games]
    if args.pdn:
        atomic_write_text(args.pdn, "")

    def report(summary: GameSummary) -> None:
        summaries.append(summary)
        report_game(summary)
        if args.pdn:  # written as the games end, so a long match can be studied early
            text = "".join(s.pdn.rstrip("\n") + "\n\n" for s in summaries)
            atomic_write_text(args.pdn, text)

    if args.jobs > 1:
        with ProcessPoolExecutor(
            args.jobs, initializer=_init_worker, initargs=(rules.name, opponent, args.saved)
        ) as pool:
            for summary in pool.map(_run_in_worker, work):
                report(summary)
    else:
        for item in work:
            report(run_game(*item))
    summarise(summaries, theirs_name)
    if args.pdn:
        print(f"games written to {args.pdn}")
    return 0


def report_game(summary: GameSummary) -> None:
    pairing = summary.pairing
    first = pairing.first_color is _WORKER[0].rules.first_to_move
    side = "first" if first else "second"
    opening = pairing.ballot.label if pairing.ballot is not None else "start"
    result = {1.0: "win", 0.5: "draw", 0.0: "loss"}[summary.score]
    print(
        f"game {pairing.round:3d}  [{opening}]  dames_tui moves {side:<6}  "
        f"{result:<4} ({summary.reason}, {summary.plies} plies)  "
        f"depth {summary.our_depth:.1f} vs {_depth(summary.their_depth)}  {summary.seconds:.0f} s",
        flush=True,
    )


def _depth(value: float) -> str:
    return f"{value:.1f}" if value else "n/a"  # SimpleEngine does not report its depth


def summarise(summaries: list[GameSummary], theirs_name: str) -> None:
    scores = [s.score for s in summaries]
    wins = sum(1 for s in scores if s == 1.0)
    draws = sum(1 for s in scores if s == 0.5)
    losses = sum(1 for s in scores if s == 0.0)
    rated = rating(scores)
    our_depth = sum(s.our_depth for s in summaries) / max(1, len(summaries))
    their_depth = sum(s.their_depth for s in summaries) / max(1, len(summaries))
    print(f"\ndames_tui vs {theirs_name}: +{wins} ={draws} -{losses} of {len(summaries)} games")
    print(f"score {100 * rated.score:.1f} %   Elo {rated.elo:+.0f} ± {rated.margin:.0f} (95 %)")
    print(
        f"mean completed depth per move: dames_tui {our_depth:.1f}, opponent {_depth(their_depth)}"
    )
    if len(summaries) < 100:
        print("(few games: the margin is wide; the figures are partial)")


if __name__ == "__main__":
    sys.exit(main())
