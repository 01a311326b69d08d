"""Fit the evaluation's linear weights to self-play positions (Texel's method).

Reads files written by benchmarks/selfplay_data.py, keeps the positions
outside the endings scored with endgame knowledge, and fits
:class:`dames_tui.engine.eval.EvalWeights`, starting from the handmade ones,
so that ``sigmoid(score / K)`` predicts a target mixing the game's result and
the search score (``--result-share``). K is first fitted to the results with
the handmade weights, so the trained scores stay in centi-men. The last
``--holdout`` share of the lines is kept out of the fit and scored at the
end, for the handmade weights and the new ones. With ``--write`` the weights
go to dames_tui/engine/trained.py.

    python benchmarks/train_eval.py data.txt --write

Needs numpy (not a dependency of the game).
"""

from __future__ import annotations

import argparse
import pprint
import time
from pathlib import Path

import numpy as np

from dames_tui.core import find_rules
from dames_tui.engine.eval import FEATURES, Evaluator, EvalWeights, weights_key
from dames_tui.engine.trained import TRAINED_WEIGHTS

TRAINED_FILE = Path(__file__).resolve().parent.parent / "dames_tui" / "engine" / "trained.py"


def load(paths: list[str], evaluator: Evaluator) -> tuple[np.ndarray, ...]:
    rows, fixed, results, searched, current = [], [], [], [], []
    for path in paths:
        for line in Path(path).read_text(encoding="ascii").splitlines():
            w, b, k, wtm, score, result = line.split()
            white, black, kings = int(w, 16), int(b, 16), int(k, 16)
            if evaluator.special_ending(white, black, kings):
                continue
            squares, scalars, constant = evaluator.features(white, black, kings)
            rows.append(squares + scalars)
            fixed.append(constant)
            results.append(float(result))
            searched.append(int(score) if wtm == "1" else -int(score))
            current.append(evaluator.white_score(white, black, kings))
    return (
        np.array(rows),
        np.array(fixed, float),
        np.array(results),
        np.array(searched, float),
        np.array(current, float),
    )


def sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


def fit_scale(scores: np.ndarray, results: np.ndarray) -> float:
    """The K for which sigmoid(score / K) best predicts the results."""
    grid = np.arange(50.0, 1500.0, 5.0)
    losses = [np.mean((results - sigmoid(scores / k)) ** 2) for k in grid]
    return float(grid[int(np.argmin(losses))])


def vector(weights: EvalWeights) -> np.ndarray:
    scalars = [getattr(weights, name) for name in FEATURES]
    return np.array([*weights.men_opening, *weights.men_ending, *scalars], float)


def train(
    x: np.ndarray,
    fixed: np.ndarray,
    y: np.ndarray,
    start: np.ndarray,
    k: float,
    steps: int,
    pull: float,
    untrained: tuple[str, ...] = (),
) -> np.ndarray:
    """Adam on the mean squared error of sigmoid((fixed + x.w) / k) against
    y, with a pull towards the starting weights.

    Material stays where the start put it: after each step both men tables
    are shifted back to the start's mean (over the squares the data shows
    men on), and the king values are not trained. Self-play at a few thousand nodes per move inflates material
    in endings and says little about kings, which come late and rarely; the
    ``trade`` weight carries what material is worth as pieces come off.
    """
    w = start.copy()
    squares = (len(w) - len(FEATURES)) // 2
    # the squares a man can stand on (not the crowning row), in each table
    seen = (x != 0).any(axis=0)
    tables = [np.flatnonzero(seen[:squares]), squares + np.flatnonzero(seen[squares : 2 * squares])]
    means = [start[t].mean() for t in tables]
    kept = ("king_opening", "king_ending", *untrained)
    frozen = [2 * squares + FEATURES.index(name) for name in kept]
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    rate, b1, b2 = 1.0, 0.9, 0.999
    for step in range(1, steps + 1):
        p = sigmoid((fixed + x @ w) / k)
        grad = x.T @ ((p - y) * p * (1 - p)) * (2 / (k * len(y))) + pull * (w - start)
        grad[frozen] = 0.0
        m = b1 * m + (1 - b1) * grad
        v = b2 * v + (1 - b2) * grad**2
        w -= rate * (m / (1 - b1**step)) / (np.sqrt(v / (1 - b2**step)) + 1e-12)
        for table, mean in zip(tables, means, strict=True):
            w[table] += mean - w[table].mean()
        if step % 500 == 0:
            print(f"  step {step}: loss {np.mean((y - p) ** 2):.6f}", flush=True)
    return w


def write(key: str, w: np.ndarray, squares: int) -> None:
    """Write the weights as the set ``key`` (``Rules.evaluation``) to
    trained.py, keeping the other sets there."""
    ints = [round(float(x)) for x in w]
    opening, ending = tuple(ints[:squares]), tuple(ints[squares : 2 * squares])
    scalars = dict(zip(FEATURES, ints[2 * squares :], strict=True))
    sets = {**TRAINED_WEIGHTS, key: (opening, ending, scalars)}
    entries = "".join(
        f'    "{name}": {pprint.pformat(entry, width=88, compact=True)},\n'
        for name, entry in sorted(sets.items())
    )
    text = TRAINED_FILE.read_text(encoding="utf-8")
    head = text[: text.index("TRAINED_WEIGHTS")]
    TRAINED_FILE.write_text(
        head + "TRAINED_WEIGHTS: dict[str, "
        "tuple[tuple[int, ...], tuple[int, ...], dict[str, int]]] = {\n"
        f"{entries}}}\n",
        encoding="utf-8",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", nargs="+")
    parser.add_argument("--variant", default="international")
    parser.add_argument("--result-share", type=float, default=0.5)
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--holdout", type=float, default=0.1)
    parser.add_argument("--pull", type=float, default=0.0, help="weight of the pull to the start")
    parser.add_argument(
        "--without", nargs="*", default=[], choices=FEATURES, help="terms kept at their start"
    )
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    rules = find_rules(args.variant)
    evaluator = Evaluator(rules, EvalWeights.handmade(rules))  # the fit starts from these
    started = time.perf_counter()
    x, fixed, results, searched, current = load(args.data, evaluator)
    print(f"{len(results)} positions ({time.perf_counter() - started:.0f} s)")
    k = fit_scale(current, results)
    print(f"K = {k:.0f}")
    y = args.result_share * results + (1 - args.result_share) * sigmoid(searched / k)
    cut = int(len(y) * (1 - args.holdout))
    start = vector(evaluator.weights)
    untrained = tuple(args.without)
    w = train(x[:cut], fixed[:cut], y[:cut], start, k, args.steps, args.pull, untrained)

    def loss(weights: np.ndarray, target: np.ndarray, rows: slice) -> float:
        scores = fixed[rows] + x[rows] @ weights
        return float(np.mean((target[rows] - sigmoid(scores / k)) ** 2))

    fitted, held = slice(0, cut), slice(cut, None)
    for name, weights in (("handmade", start), ("trained", w)):
        print(
            f"{name:8} loss: fitted {loss(weights, y, fitted):.6f}"
            f"  held-out {loss(weights, y, held):.6f}"
            f"  held-out results {loss(weights, results, held):.6f}"
        )
    squares = len(evaluator.weights.men_opening)
    print("scalars:", dict(zip(FEATURES, np.round(w[2 * squares :], 1), strict=True)))
    if args.write:
        write(weights_key(rules), w, squares)
        print(f"written to {TRAINED_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
