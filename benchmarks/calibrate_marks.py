"""Calibrate the review's winning chances on the engine's own self-play games.

The review (:mod:`dames_tui.review.marks`) maps a search score to an
expected result with a logistic curve on the score in men::

    expected(men) = 1 / (1 + exp(-men / scale))        (1 win, 1/2 draw, 0 loss)
    chances(men)  = 2 * expected(men) - 1 = tanh(men / (2 * scale))

This tool plays self-play games (benchmarks/selfplay_data.py's ``play_one``:
an opening ballot, random plies now and then in the first 16 for variety,
then the engine on both sides at ``--nodes`` nodes a move), keeps every
position without a capture and without a forced-win score with the search
score (side to move) and the game's final result for the side to move, and
fits ``scale`` by maximum likelihood: the binomial log-likelihood with the
draw counted as half a win, ``sum(y log p + (1 - y) log(1 - p))``, maximised
by Newton's method. The interval is a bootstrap over games (positions of one
game are not independent), 200 resamples. Then a table of the observed mean
result against the curve, by score bucket.

    nice -n 10 python benchmarks/calibrate_marks.py                        # the shipped constant
    python benchmarks/calibrate_marks.py --games 6 --variants english      # a quick look
    python benchmarks/calibrate_marks.py --save pairs.txt                  # keep the pairs
    python benchmarks/calibrate_marks.py --load pairs.txt                  # refit them

The pairs file has one line per position: ``variant game score result``
(``score`` in centi-men for the side to move, ``result`` 1, 0.5 or 0 for it).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from selfplay_data import play_one

SEED = 20261215
BOOTSTRAP = 200
BUCKETS = (-400, -250, -150, -100, -60, -30, -10, 10, 30, 60, 100, 150, 250, 400)

Pair = tuple[int, float]  # (centi-men for the side to move, its result)


def game_pairs(variant: str, index: int, nodes: int, max_plies: int) -> list[Pair]:
    """The (score, result) pairs of one self-play game, for the side to move."""
    lines = play_one((variant, SEED * 1_000_003 + index, nodes, 16, 0.25, max_plies))
    pairs = []
    for line in lines:
        _w, _b, _k, wtm, score, white_result = line.split()
        result = float(white_result) if wtm == "1" else 1.0 - float(white_result)
        pairs.append((int(score), result))
    return pairs


def sigmoid(z: float) -> float:
    """1 / (1 + exp(-z)) without overflow."""
    return 0.5 * (1.0 + math.tanh(z / 2))


def fit(games: list[list[Pair]]) -> tuple[float, float]:
    """(k per man, mean log-likelihood per position) maximising the likelihood
    (Newton's method, the step halved until the likelihood grows; k is kept
    within 0.001-50, which a resample of a few decisive games can reach)."""
    xs = [score / 100 for game in games for score, _ in game]
    ys = [result for game in games for _, result in game]
    k = 1.0
    current = log_likelihood(xs, ys, k)
    for _ in range(100):
        grad = hess = 0.0
        for x, y in zip(xs, ys, strict=True):
            p = sigmoid(k * x)
            grad += (y - p) * x
            hess -= p * (1.0 - p) * x * x
        if hess == 0:
            break
        step = -grad / hess
        while True:
            candidate = min(max(k + step, 1e-3), 50.0)
            value = log_likelihood(xs, ys, candidate)
            if value >= current or abs(step) < 1e-12:
                break
            step /= 2
        moved = abs(candidate - k)
        k, current = candidate, value
        if moved < 1e-9:
            break
    return k, current / max(len(xs), 1)


def log_likelihood(xs: list[float], ys: list[float], k: float) -> float:
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = min(max(sigmoid(k * x), 1e-12), 1 - 1e-12)
        total += y * math.log(p) + (1.0 - y) * math.log(1.0 - p)
    return total


def bootstrap(games: list[list[Pair]], rng: random.Random) -> tuple[float, float]:
    """The 2.5 % and 97.5 % quantiles of k over games drawn with replacement."""
    ks = sorted(fit([rng.choice(games) for _ in games])[0] for _ in range(BOOTSTRAP))
    return ks[int(0.025 * BOOTSTRAP)], ks[int(0.975 * BOOTSTRAP) - 1]


def table(games: list[list[Pair]], k: float) -> list[str]:
    """Observed mean result against the fitted curve, by score bucket."""
    buckets: dict[int, list[float]] = defaultdict(list)
    for game in games:
        for score, result in game:
            index = sum(score >= edge for edge in BUCKETS)
            buckets[index].append(result)
    lines = ["  scores (men)      positions  observed  fitted"]
    for index in sorted(buckets):
        low = "" if index == 0 else f"{BUCKETS[index - 1] / 100:+.2f}"
        high = "" if index == len(BUCKETS) else f"{BUCKETS[index] / 100:+.2f}"
        results = buckets[index]
        scores = [
            s / 100
            for game in games
            for s, _ in game
            if sum(s >= edge for edge in BUCKETS) == index
        ]
        mean_x = sum(scores) / len(scores)
        fitted = sigmoid(k * mean_x)
        observed = sum(results) / len(results)
        lines.append(f"  [{low:>6} {high:>6})  {len(results):9}  {observed:8.3f}  {fitted:6.3f}")
    return lines


def report(name: str, games: list[list[Pair]], rng: random.Random) -> None:
    positions = sum(len(game) for game in games)
    if not positions:
        print(f"{name}: no positions")
        return
    k, mean_ll = fit(games)
    low, high = bootstrap(games, rng)
    results = [result for game in games for _, result in game]
    draws = sum(result == 0.5 for result in results) / len(results)
    print(
        f"{name}: {len(games)} games, {positions} positions ({100 * draws:.0f} % from drawn games)"
    )
    print(
        f"  k = {k:.4f} per man (95 % bootstrap {low:.4f}-{high:.4f}), "
        f"scale = {1 / k:.3f} men, mean log-likelihood {mean_ll:.4f}"
        f" (a coin: {math.log(0.5):.4f})"
    )
    print("\n".join(table(games, k)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", nargs="+", default=["english", "international"])
    parser.add_argument("--games", type=int, default=60, help="games per variant (60)")
    parser.add_argument("--nodes", type=int, default=3000, help="nodes a move (3000)")
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--save", help="write the pairs to this file")
    parser.add_argument("--load", nargs="+", help="fit pairs files instead of playing")
    args = parser.parse_args(argv)
    by_variant: dict[str, list[list[Pair]]] = defaultdict(list)
    started = time.perf_counter()
    if args.load:
        grouped: dict[tuple[str, str], list[Pair]] = defaultdict(list)
        for path in args.load:
            for line in Path(path).read_text(encoding="ascii").splitlines():
                variant, game, score, result = line.split()
                grouped[(variant, game)].append((int(score), float(result)))
        for (variant, _game), pairs in grouped.items():
            by_variant[variant].append(pairs)
    else:
        out = open(args.save, "w", encoding="ascii") if args.save else None  # noqa: SIM115
        try:
            for variant in args.variants:
                for index in range(args.games):
                    pairs = game_pairs(variant, index, args.nodes, args.max_plies)
                    by_variant[variant].append(pairs)
                    if out is not None:
                        out.write("".join(f"{variant} {index} {s} {r}\n" for s, r in pairs))
                    if (index + 1) % 10 == 0:
                        elapsed = time.perf_counter() - started
                        print(f"  {variant}: {index + 1} games, {elapsed:.0f} s", flush=True)
        finally:
            if out is not None:
                out.close()
    rng = random.Random(SEED)
    for variant, games in by_variant.items():
        report(variant, games, rng)
    if len(by_variant) > 1:
        report("all", [game for games in by_variant.values() for game in games], rng)
    print(f"{time.perf_counter() - started:.0f} s, {time.process_time():.0f} s of CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
