"""Level 16 (champion) against level 3 (initiate) in every variant: the engine must
win clearly everywhere, giveaway games included.

    nice -n 10 python benchmarks/selfplay_variants.py                  # 20 games each
    nice -n 10 python benchmarks/selfplay_variants.py --games 4 --master-time 1
    python benchmarks/selfplay_variants.py --variants russian thai --games 2

Per variant, ``--games`` games: each opening (two random plies from the
start, drawn with a fixed seed so the run repeats) is played twice, colours
swapped. The game adjudicates by its own rules (repetition, move limits,
endgame rules, a blocked side losing or winning by the variant's goal); a
game still going after ``--max-plies`` plies (by default six times the
board's squares: 192 on 8×8, 300 on 10×10, 432 on 12×12) is adjudicated:
won by the side the static evaluation puts ``ADJUDICATION`` centi-men ahead
by its variant's goal, drawn otherwise (reason ``adjudicated`` or the cap). ``--master-time``
caps level 16's seconds per move (its depth stays unlimited) so that a run
fits a machine's afternoon; level 3 plays as in the game (depth 3, its human
mistakes, its own seeded generator). Both keep to the game's rules that a
position does not hold (Frisian's same-king rule: the master's search is
given the game's king runs, the club plays through :func:`play_level`, which
reads them). Prints, per variant, the master's
wins, draws and losses, its score and the ratio of its points to the club's,
then the totals.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dames_tui.core import Color, Position, Rules, find_rules, variants
from dames_tui.engine import Engine, Limits, level, play_level
from dames_tui.engine.eval import evaluator_for
from dames_tui.game import Game

SEED = 20261201
MASTER, CLUB = 16, 3  # the champion and the initiate (the eight levels' 8 and about 4)
ADJUDICATION = 150  # centi-men ahead at the move cap to be given the game
PLIES_PER_SQUARE = 6


@dataclass(frozen=True, slots=True)
class Result:
    """One game from the master's side: 1 win, 0.5 draw, 0 loss."""

    score: float
    reason: str
    plies: int


def openings(rules: Rules, count: int, seed: int) -> list[tuple[int, ...]]:
    """``count`` distinct two-ply openings (indices into the sorted legal
    moves), drawn at random with ``seed``; fewer if the variant has fewer."""
    start = Position.initial(rules)
    every: list[tuple[int, ...]] = []
    for i, move in enumerate(sorted(start.legal_moves(), key=lambda m: (m.start, m.path))):
        after = start.play(move)
        for j in range(len(after.legal_moves())):
            every.append((i, j))
    random.Random(seed).shuffle(every)
    return every[:count]


def play_game(
    rules: Rules, opening: tuple[int, ...], master_white: bool, master_time: float, max_plies: int
) -> Result:
    game = Game(rules)
    for index in opening:
        game.play(game.legal_moves()[index])
    master_color = Color.WHITE if master_white else Color.BLACK
    master, club = Engine(), Engine()
    rng = random.Random(f"{rules.name} {opening} {master_white}")
    limits = Limits(depth=level(MASTER).depth, time=min(level(MASTER).time, master_time))
    while not game.is_over and game.ply < max_plies:
        if game.turn is master_color:
            history = game.repetition_history()
            move = master.search(game.position, history, limits, king_runs=game.king_runs).move
        else:
            move = play_level(game, CLUB, rng=rng, engine=club).move
        assert move is not None
        game.play(move)
    outcome = game.outcome
    if outcome is None:
        white, black, kings, _ = game.position.raw()
        score = evaluator_for(rules).white_score(white, black, kings)
        if abs(score) < ADJUDICATION:
            return Result(0.5, f"{max_plies} plies", game.ply)
        white_wins = score > 0
        return Result(float(white_wins == master_white), "adjudicated", game.ply)
    score = 0.5 if outcome.winner is None else float(outcome.winner is master_color)
    return Result(score, outcome.termination.value, game.ply)


def run_variant(
    rules: Rules, games: int, master_time: float, max_plies: int | None
) -> list[Result]:
    lines = openings(rules, (games + 1) // 2, SEED)
    cap = max_plies or PLIES_PER_SQUARE * rules.squares
    results = []
    for n in range(games):
        opening = lines[(n // 2) % len(lines)]
        started = time.perf_counter()
        result = play_game(rules, opening, n % 2 == 0, master_time, cap)
        results.append(result)
        side = "White" if n % 2 == 0 else "Black"
        print(
            f"  {rules.name:17} game {n + 1:2}  master {side:5}  "
            f"{result.score:3.1f}  {result.reason:12} {result.plies:4} plies  "
            f"{time.perf_counter() - started:6.1f} s",
            flush=True,
        )
    return results


def summary(name: str, results: list[Result]) -> str:
    wins = sum(r.score == 1 for r in results)
    draws = sum(r.score == 0.5 for r in results)
    losses = sum(r.score == 0 for r in results)
    points = sum(r.score for r in results)
    theirs = len(results) - points
    ratio = "inf" if theirs == 0 else f"{points / theirs:.2f}"
    return (
        f"{name:17} +{wins} ={draws} -{losses}  score {points:4.1f}/{len(results)}"
        f"  ({100 * points / max(len(results), 1):3.0f} %)  ratio {ratio}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games per variant (20)")
    parser.add_argument(
        "--master-time",
        type=float,
        default=level(MASTER).time,
        help=f"level {MASTER}'s seconds a move",
    )
    parser.add_argument(
        "--max-plies", type=int, help="the move cap (six plies a square by default)"
    )
    parser.add_argument("--variants", nargs="*", help="variant names (all by default)")
    args = parser.parse_args(argv)
    chosen = [find_rules(name) for name in args.variants] if args.variants else list(variants())
    print(
        f"level {MASTER} (at most {args.master_time} s a move) against level {CLUB}, "
        f"{args.games} games a variant, adjudicated after "
        f"{args.max_plies or f'{PLIES_PER_SQUARE} x squares'} plies",
        flush=True,
    )
    lines, total = [], []
    for rules in chosen:
        results = run_variant(rules, args.games, args.master_time, args.max_plies)
        total += results
        lines.append(summary(rules.name, results))
        print(lines[-1], flush=True)
    print()
    for line in lines:
        print(line)
    print(summary("all", total))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
