"""The levels' ladder: each level against the one below, by self-play.

    python benchmarks/ladder.py --variant english --games 40
    python benchmarks/ladder.py --variant international --pairs 1-2 2-3 --games 60 --jobs 2
    python benchmarks/ladder.py --variant english --pairs 7-8 --games 20 --time-scale 0.25

Each pair ``low-high`` plays ``--games`` games through the match flow
(:func:`dames_tui.flow.match.play_game`): the variant's ballots in an order
drawn from ``--seed``, each played twice with the colours swapped, our Game
adjudicating, a game past ``--max-plies`` a draw. Both sides are our engine
in this process (no child process), each with its own table, at its level's
own budget; ``--time-scale`` multiplies the time per move of the levels that
search with a clock (the ladder's top, to measure it in less time: say so
when you quote it).

Prints, per pair, the higher level's wins, draws and losses, its score, the
Elo difference with its 95 % margin and the mean plies, then the ratings the
steps give, anchored at ``--anchor`` for level 1, as the README's table wants
them. The issue's target is a score of 60-75 % for every step.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dames_tui.core import find_rules
from dames_tui.engine import levels as levels_module
from dames_tui.flow.engine_process import LocalRunner
from dames_tui.flow.match import Pairing, our_seat, pairings, play_game, rating

BALLOT_SEED = 20261201
LEVELS = levels_module.LEVELS  # as the game has them (the scale applies to these)


@dataclass(frozen=True)
class Job:
    variant: str
    low: int
    high: int
    pairing: Pairing
    max_plies: int
    time_scale: float


@dataclass(frozen=True)
class Outcome:
    low: int
    high: int
    score: float  # the higher level's points
    plies: int
    seconds: float


def _scaled(time_scale: float) -> None:
    """Scale the time per move of the levels that search on a clock."""

    def scaled(style: levels_module.Style) -> levels_module.Style:
        return dataclasses.replace(style, time=style.time * time_scale)

    levels_module.LEVELS = tuple(
        dataclasses.replace(lv, small=scaled(lv.small), large=scaled(lv.large))
        if lv.searches
        else lv
        for lv in LEVELS
    )


def play(job: Job) -> Outcome:
    _scaled(job.time_scale)
    rules = find_rules(job.variant)
    # seat 0 is the higher level: the record's score is the first player's
    seats = (
        our_seat(job.high, f"level {job.high}", runner=LocalRunner()),
        our_seat(job.low, f"level {job.low}", runner=LocalRunner()),
    )
    started = time.perf_counter()
    record = play_game(rules, job.pairing, seats, max_plies=job.max_plies)
    assert record is not None
    return Outcome(job.low, job.high, record.score, record.game.ply, time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="english")
    parser.add_argument("--games", type=int, default=40, help="games per pair")
    parser.add_argument(
        "--pairs", nargs="*", help="pairs low-high (default: every level against the one below)"
    )
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=BALLOT_SEED)
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--time-scale", type=float, default=1.0)
    parser.add_argument("--anchor", type=int, default=800, help="level 1's rating")
    args = parser.parse_args()
    rules = find_rules(args.variant)
    count = len(levels_module.LEVELS)
    if args.pairs:
        pairs = [tuple(int(n) for n in text.split("-")) for text in args.pairs]
    else:
        pairs = [(n, n + 1) for n in range(1, count)]
    deals = pairings(rules, args.games, seed=args.seed)
    jobs = [
        Job(rules.name, low, high, pairing, args.max_plies, args.time_scale)
        for low, high in pairs
        for pairing in deals
    ]
    print(
        f"ladder: {rules.name}, {args.games} games a pair, time scale {args.time_scale},"
        f" {args.jobs} jobs",
        flush=True,
    )
    outcomes: dict[tuple[int, int], list[Outcome]] = {pair: [] for pair in pairs}  # type: ignore[misc]
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        for outcome in pool.map(play, jobs):
            games = outcomes[(outcome.low, outcome.high)]
            games.append(outcome)
            # the running score, so that a long run shows where it stands
            points = sum(g.score for g in games)
            print(
                f"  {outcome.low}-{outcome.high} game {len(games)}: {outcome.score:g},"
                f" {points:g}/{len(games)}, {outcome.plies} plies, {outcome.seconds:.0f} s",
                flush=True,
            )
    print(
        f"{'step':>6} {'W':>4} {'D':>4} {'L':>4} {'score':>7} {'elo':>13} {'plies':>6} {'s/game':>7}"
    )
    steps: dict[int, float] = {}
    for (low, high), games in outcomes.items():
        scores = [g.score for g in games]
        wins, draws = scores.count(1.0), scores.count(0.5)
        measured = rating(scores)
        if high == low + 1:
            steps[high] = measured.elo
        print(
            f"{low:>2}-{high:<3} {wins:>4} {draws:>4} {len(scores) - wins - draws:>4}"
            f" {100 * statistics.fmean(scores):>6.1f}% {measured.elo:>+6.0f} ±{measured.margin:<5.0f}"
            f" {statistics.fmean(g.plies for g in games):>6.1f}"
            f" {statistics.fmean(g.seconds for g in games):>7.1f}"
        )
    rated, value = [f"1: {args.anchor}"], float(args.anchor)
    for number in range(2, count + 1):
        if number not in steps:
            break
        value += steps[number]
        rated.append(f"{number}: {value:.0f}")
    print("ratings from the steps:", ", ".join(rated))
    print(f"wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
