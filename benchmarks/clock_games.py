"""Self-play on real clocks: does our engine ever lose on time?

    python benchmarks/clock_games.py                      # 100 games, English, 1+0.1
    python benchmarks/clock_games.py --games 10 --clock 1+0.1 --variant english
    python benchmarks/clock_games.py --variant international --clock 3+2 --jobs 1

Our engine plays itself at the top level's depth (level 16), each side with
its own table, its time from a :class:`~dames_tui.flow.clock.GameClock` on
``time.monotonic``: the search gets the clock's limits (time left, increment,
moves to go) and the side's clock runs from the moment its search is asked
for until its move is made. The opening is varied by a few random plies
(``--random-plies``, from ``--seed``). Our Game adjudicates (repetition,
move-count and endgame rules); a game past ``--max-plies`` is a draw.

Prints the flags (there must be none: the exit status is 1 otherwise), the
results, the time left at the end, the least time left at a press, the mean
time and depth per move, and the wall time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dames_tui.core import Color, find_rules
from dames_tui.engine import Engine, level
from dames_tui.flow.clock import GameClock, TimeControl, TimeControlError
from dames_tui.game import Game

LEVEL = 16  # the top level: its depth, the clock instead of its time per move


@dataclass(frozen=True)
class GameSpec:
    index: int
    variant: str
    clock: str  # the time control's command-line text
    seed: int
    random_plies: int
    max_plies: int


@dataclass(frozen=True)
class GameRecord:
    index: int
    result: str  # "1-0", "0-1", "1/2"
    reason: str
    flagged: str | None  # "W" or "B"
    plies: int  # plies the engines played (the random opening left out)
    left: tuple[float, float]  # White's and Black's time at the end
    closest: float  # the least time left on a mover's clock when it pressed
    think: float  # seconds used on the clock, both sides
    depth: float  # mean completed depth
    seconds: float  # wall time of the game


def play_game(spec: GameSpec) -> GameRecord:
    started = time.perf_counter()
    rules = find_rules(spec.variant)
    rng = random.Random(spec.seed * 100_003 + spec.index)
    game = Game(rules)
    for _ in range(spec.random_plies):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    if game.is_over:  # a random opening that ends the game: start again
        game = Game(rules)
    opening = game.ply
    engines = {Color.WHITE: Engine(), Color.BLACK: Engine()}
    depth = level(LEVEL).depth
    clock = GameClock(TimeControl.parse(spec.clock), to_move=game.turn)
    clock.start()
    depths: list[int] = []
    think = 0.0
    closest = clock.remaining(game.turn)
    flagged: Color | None = None
    while not game.is_over and game.ply < spec.max_plies:
        mover = game.turn
        before = clock.remaining(mover)
        limits = clock.limits(depth=depth)
        result = engines[mover].search(
            game.position, game.repetition_history(), limits, king_runs=game.king_runs
        )
        move = result.move if result.move is not None else game.legal_moves()[0]
        game.play(move)
        left = clock.remaining(mover)
        if not clock.press():
            flagged = mover
            break
        closest = min(closest, left)
        think += before - left
        depths.append(result.depth)
    clock.stop()
    if flagged is not None:
        result_text = "0-1" if flagged is Color.WHITE else "1-0"
        reason = "time forfeit"
    elif game.outcome is None:
        result_text, reason = "1/2", f"max {spec.max_plies} plies"
    else:
        winner = game.outcome.winner
        result_text = "1/2" if winner is None else ("1-0" if winner is Color.WHITE else "0-1")
        reason = game.outcome.termination.value
    return GameRecord(
        spec.index,
        result_text,
        reason,
        None if flagged is None else flagged.value,
        game.ply - opening,
        (clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)),
        closest,
        think,
        statistics.fmean(depths) if depths else 0.0,
        time.perf_counter() - started,
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--clock", default="1+0.1", help="time control (default 1+0.1)")
    parser.add_argument("--variant", default="english", help="variant (default english)")
    parser.add_argument("--jobs", type=int, default=2, help="games at once (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the openings (default 1)")
    parser.add_argument(
        "--random-plies", type=int, default=4, help="random plies to open with (default 4)"
    )
    parser.add_argument("--max-plies", type=int, default=400, help="draw after this many plies")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        control = TimeControl.parse(args.clock)
        rules = find_rules(args.variant)
    except (TimeControlError, ValueError) as error:
        print(f"clock_games: {error}", file=sys.stderr)
        return 2
    if not control.timed:
        print("clock_games: --clock needs a game clock (5+3, 40/30, ...)", file=sys.stderr)
        return 2
    if args.games < 1 or args.jobs < 1:
        print("clock_games: --games and --jobs must be at least 1", file=sys.stderr)
        return 2
    specs = [
        GameSpec(i, rules.name, args.clock, args.seed, args.random_plies, args.max_plies)
        for i in range(args.games)
    ]
    print(
        f"{args.games} games, {rules.name}, clock {control} (PDN {control.pdn_tag()}), "
        f"level {LEVEL} depth, {args.jobs} job(s)"
    )
    wall = time.perf_counter()
    records: list[GameRecord] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for record in pool.map(play_game, specs):
            records.append(record)
            white, black = record.left
            flag = f"  FLAG {record.flagged}" if record.flagged else ""
            print(
                f"game {record.index + 1:3}: {record.result:3} {record.reason:<14} "
                f"{record.plies:3} plies  left W {white:6.2f} s B {black:6.2f} s  "
                f"closest {record.closest:5.2f} s  depth {record.depth:4.1f}  "
                f"{record.seconds:5.1f} s{flag}",
                flush=True,
            )
    wall = time.perf_counter() - wall
    flags = sum(1 for r in records if r.flagged)
    lefts = [t for r in records for t in r.left]
    plies = sum(r.plies for r in records)
    wins = sum(1 for r in records if r.result == "1-0")
    losses = sum(1 for r in records if r.result == "0-1")
    print()
    print(f"flags            {flags}")
    print(f"results          White {wins}, draws {len(records) - wins - losses}, Black {losses}")
    print(
        f"time left        mean {statistics.fmean(lefts):.2f} s, "
        f"least {min(lefts):.2f} s at the end"
    )
    print(f"closest call     {min(r.closest for r in records):.2f} s left at a press")
    per_move = sum(r.think for r in records) / plies if plies else 0.0
    depth = sum(r.depth * r.plies for r in records) / plies if plies else 0.0
    print(f"per move         {per_move:.3f} s on the clock, depth {depth:.1f}, {plies} moves")
    print(f"wall time        {wall:.0f} s")
    return 1 if flags else 0


if __name__ == "__main__":
    sys.exit(main())
