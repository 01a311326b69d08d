"""Microseconds per call of the English evaluation: handmade against trained.

Both evaluators score the same positions (seeded random games from the
start, every quiet position), in alternated rounds in one process, so that
the ratio holds on a busy machine; the median of the rounds is printed.

    python benchmarks/english_eval_speed.py --rounds 7
    python benchmarks/english_eval_speed.py --weights tests/data/eval/english.json
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

from dames_tui.core import ENGLISH, Position
from dames_tui.engine.eval import (
    EXTRA_FEATURES,
    FEATURES,
    Evaluator,
    EvalWeights,
    named_weights,
    pattern_regions,
    weights_for,
)
from dames_tui.engine.trained import read_weight_file


def positions(count: int, seed: int) -> list[tuple[int, int, int]]:
    rng = random.Random(seed)
    out: list[tuple[int, int, int]] = []
    while len(out) < count:
        position = Position.initial(ENGLISH)
        for _ in range(rng.randint(4, 120)):
            moves = position.legal_moves()
            if not moves:
                break
            position = position.play(rng.choice(moves))
            if not position.must_capture():
                out.append(position.raw()[:3])
    return out[:count]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weights", help="a weight file (default: the game's English weights)")
    args = parser.parse_args(argv)
    sample = positions(args.positions, args.seed)
    trained = weights_for(ENGLISH)
    if args.weights:
        read = read_weight_file(
            Path(args.weights).read_text(encoding="utf-8"),
            squares=32,
            region_sizes=tuple(len(r) for r in pattern_regions(ENGLISH)),
            scalar_names=FEATURES + EXTRA_FEATURES,
        )
        trained = named_weights(read.men_opening, read.men_ending, read.scalars, read.patterns)
    scorers = {
        "handmade": Evaluator(ENGLISH, EvalWeights.handmade(ENGLISH)).white_score,
        "trained": Evaluator(ENGLISH, trained).white_score,
    }
    times: dict[str, list[float]] = {name: [] for name in scorers}
    for _ in range(args.rounds):
        for name, score in scorers.items():
            started = time.perf_counter()
            for white, black, kings in sample:
                score(white, black, kings)
            times[name].append((time.perf_counter() - started) / len(sample) * 1e6)
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, value in medians.items():
        print(f"{name:9} {value:.2f} µs per call (median of {args.rounds} rounds)")
    print(f"ratio trained / handmade: {medians['trained'] / medians['handmade']:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
