"""Self-play games for training the evaluation: every quiet position with the
search score and the game's result.

Each game starts from an opening ballot (benchmarks/openings.py), then the
engine plays both sides at a fixed node count per move. For variety, each of
the first ``--random-plies`` plies is a random legal move with probability
``--random-rate``. A position is written when the side to move has no capture
(the evaluation only ever sees such positions), as one line::

    white black kings wtm score result

with the bitboards in hexadecimal, ``wtm`` 1 when White is to move, ``score``
the search score in centi-men from the side to move's point of view, and
``result`` the game's result for White (1, 0.5 or 0). Positions before the
random plies end are skipped.

    python benchmarks/selfplay_data.py --games 400 --nodes 2500 --jobs 2 --out data.txt
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from openings import opening_lines

from dames_tui.core import Color, find_rules
from dames_tui.engine import Engine, Limits, is_win_score
from dames_tui.game import Game


def play_one(args: tuple[str, int, int, int, float, int]) -> list[str]:
    variant, seed, nodes, random_plies, random_rate, max_plies = args
    rules = find_rules(variant)
    rng = random.Random(seed)
    engine = Engine()
    game = Game(rules)
    for text in rng.choice(opening_lines(rules)):
        game.play_text(text)
    rows: list[tuple[int, int, int, bool, int]] = []
    while not game.is_over and game.ply < max_plies:
        moves = game.legal_moves()
        if game.ply < random_plies and rng.random() < random_rate:
            game.play(rng.choice(moves))
            continue
        result = engine.search(game.position, game.repetition_history(), Limits(nodes=nodes))
        position = game.position
        if (
            game.ply >= random_plies
            and not position.must_capture()
            and not is_win_score(result.score)
        ):
            rows.append((*position.raw(), result.score))
        game.play(result.move if result.move is not None else moves[0])
    outcome = game.outcome
    if outcome is None or outcome.winner is None:
        value = "0.5"
    else:
        value = "1" if outcome.winner is Color.WHITE else "0"
    return [f"{w:x} {b:x} {k:x} {int(wtm)} {s} {value}" for w, b, k, wtm, s in rows]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="international")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--nodes", type=int, default=2500, help="nodes per move")
    parser.add_argument("--random-plies", type=int, default=16)
    parser.add_argument("--random-rate", type=float, default=0.25)
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", required=True, help="file to append positions to")
    args = parser.parse_args(argv)
    settings = (args.nodes, args.random_plies, args.random_rate, args.max_plies)
    tasks = [(args.variant, args.seed * 1_000_003 + i, *settings) for i in range(args.games)]
    started = time.perf_counter()
    total = 0
    with open(args.out, "a", encoding="ascii") as out, multiprocessing.Pool(args.jobs) as pool:
        for done, lines in enumerate(pool.imap_unordered(play_one, tasks), 1):
            out.write("".join(line + "\n" for line in lines))
            out.flush()
            total += len(lines)
            if done % 10 == 0 or done == args.games:
                elapsed = time.perf_counter() - started
                print(f"{done} games, {total} positions, {elapsed:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
