"""Fit the English evaluation (Texel's method), one group of terms at a time.

Reads master-game positions (benchmarks/english_data.py: 7 columns, the last
the game's number) and self-play positions (benchmarks/selfplay_data.py: 6
columns, one game after the other), and fits the weights of
:class:`dames_tui.engine.eval.EvalWeights` so that ``sigmoid(score / K)``
predicts the target: the game's result for master games, the result mixed
with the search score for self-play (``--result-share``). K is fitted to the
master games' results with the handmade weights, so the scores stay in
centi-men.

A tenth of the games (by game, never by position) is held out. The groups of
terms are added one after the other, each fit starting afresh from the
handmade weights, and the held-out loss is printed for each: the table that
shows what every group brings. The last fit (all the groups) is written with
``--write`` to dames_tui/data/eval/english.json.

    python benchmarks/train_english.py --masters masters.txt --selfplay selfplay.txt --write

Needs numpy (not a dependency of the game).
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from dames_tui.core import ENGLISH
from dames_tui.engine.eval import EXTRA_FEATURES, FEATURES, Evaluator, EvalWeights
from dames_tui.engine.trained import WEIGHTS_DIR, WEIGHTS_FORMAT

SQUARES = 32
PATTERN_SIZE = 3**8
DENSE = (*FEATURES, *EXTRA_FEATURES)

# the groups of terms, added in this order (each name a column of the dense
# part, "squares" the two men tables, "material" one value a man, "patterns"
# the region tables)
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("material (men, kings)", ("material", "king_opening", "king_ending")),
    ("+ men by square (advancement, back rank)", ("squares",)),
    ("+ mobility, runaway, trade", ("mobility", "runaway", "trade")),
    (
        "+ structure (support, threats, wings, blocked)",
        ("support_left", "support_right", "triangle", "threats", "imbalance", "blocked_men"),
    ),
    ("+ patterns (7 regions of 2 rows)", ("patterns",)),
    ("+ kings (mobility, trapped, edge)", ("king_mobility", "trapped_kings", "king_edge")),
    ("+ endgame (men near crowning, trade-down late)", ("near_crown", "trade_ending")),
)


@dataclass
class Data:
    dense: np.ndarray  # men tables' terms, then DENSE
    fixed: np.ndarray  # the untrained part (kings' place, cornering)
    ids: np.ndarray  # pattern parameter ids, region * PATTERN_SIZE + index
    signs: np.ndarray
    share: np.ndarray  # the opening's share
    y: np.ndarray
    result: np.ndarray
    game: np.ndarray
    master: np.ndarray  # bool


def read_lines(masters: list[str], selfplay: list[str]) -> list[tuple[str, int, bool]]:
    """(line, game number, from a master game) for every position."""
    out = []
    for path in masters:
        for line in Path(path).read_text(encoding="ascii").splitlines():
            out.append((line, int(line.split()[6]), True))
    for number, path in enumerate(selfplay):
        game, last = 0, 0
        for line in Path(path).read_text(encoding="ascii").splitlines():
            w, b = line.split()[:2]
            pieces = int(w, 16).bit_count() + int(b, 16).bit_count()
            if pieces > last + 2:  # a new game starts with (nearly) every piece
                game += 1
            last = pieces
            out.append((line, -(number * 1_000_000 + game) - 1, False))
    return out


def load(lines: list[tuple[str, int, bool]], evaluator: Evaluator, k: float, mix: float) -> Data:
    dense, fixed, ids, signs, share, y, result, game, master = ([] for _ in range(9))
    for line, number, is_master in lines:
        fields = line.split()
        white, black, kings = int(fields[0], 16), int(fields[1], 16), int(fields[2], 16)
        wtm, searched, value = fields[3] == "1", int(fields[4]), float(fields[5])
        squares, scalars, constant = evaluator.features(white, black, kings)
        extra = evaluator.extra_features(white, black, kings)
        if evaluator.special_ending(white, black, kings):
            wk, bk = white & kings, black & kings
            if bk == black:
                constant += evaluator._cornering(wk, bk)
            else:
                constant -= evaluator._cornering(bk, wk)
        dense.append(squares + scalars + extra)
        fixed.append(constant)
        pattern = evaluator.pattern_features(white, black, kings)
        ids.append([r * PATTERN_SIZE + index for r, index, _ in pattern])
        signs.append([sign for _, _, sign in pattern])
        pieces = min((white | black).bit_count(), evaluator.full)
        share.append(pieces / evaluator.full)
        score = searched if wtm else -searched
        target = value if is_master else mix * value + (1 - mix) / (1 + np.exp(-score / k))
        y.append(target)
        result.append(value)
        game.append(number)
        master.append(is_master)
    return Data(
        np.array(dense),
        np.array(fixed, float),
        np.array(ids),
        np.array(signs, float),
        np.array(share),
        np.array(y),
        np.array(result),
        np.array(game),
        np.array(master),
    )


def subset(data: Data, rows: np.ndarray) -> Data:
    return Data(*(getattr(data, f)[rows] for f in Data.__dataclass_fields__))


def sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


class Model:
    """Dense weights (the men tables then DENSE) and the pattern tables
    (opening, ending), with the columns a group may move."""

    def __init__(self, start: np.ndarray, free: set[str]) -> None:
        self.w = start.copy()
        self.po = np.zeros(7 * PATTERN_SIZE)
        self.pe = np.zeros(7 * PATTERN_SIZE)
        self.patterns = "patterns" in free
        self.material = "material" in free and "squares" not in free
        mask = np.zeros(len(start), bool)
        if "squares" in free or self.material:
            mask[: 2 * SQUARES] = True
        for index, name in enumerate(DENSE):
            if name in free:
                mask[2 * SQUARES + index] = True
        self.mask = mask
        self.keep_mean = False  # the men tables keep the start's mean value

    def freeze(self, names: tuple[str, ...]) -> None:
        """Keep these terms at their start ("material": the men tables' mean)."""
        for name in names:
            if name == "material":
                self.keep_mean = True
            else:
                self.mask[2 * SQUARES + DENSE.index(name)] = False

    def score(self, d: Data) -> np.ndarray:
        s = d.fixed + d.dense @ self.w
        if self.patterns:
            s = s + (d.signs * (d.share[:, None] * self.po[d.ids])).sum(1)
            s = s + (d.signs * ((1 - d.share)[:, None] * self.pe[d.ids])).sum(1)
        return s


def fit(model: Model, d: Data, k: float, steps: int, l2: float, rate: float) -> None:
    """Adam on the mean squared error of sigmoid(score / k) against the
    target, with an L2 pull of the pattern values towards 0."""
    n = len(d.y)
    params = [model.w, model.po, model.pe]
    moments = [(np.zeros_like(p), np.zeros_like(p)) for p in params]
    b1, b2 = 0.9, 0.999
    material_open = d.dense[:, :SQUARES].sum(1)
    material_end = d.dense[:, SQUARES : 2 * SQUARES].sum(1)
    flat_ids = d.ids.ravel()
    # the squares men stand on in the data (never the crowning row), by table
    seen = (d.dense[:, : 2 * SQUARES] != 0).any(axis=0)
    tables = [np.flatnonzero(seen[:SQUARES]), SQUARES + np.flatnonzero(seen[SQUARES:])]
    means = [model.w[t].mean() for t in tables]
    for step in range(1, steps + 1):
        p = sigmoid(model.score(d) / k)
        g = (p - d.y) * p * (1 - p) * (2 / (k * n))
        grads = [d.dense.T @ g, np.zeros(0), np.zeros(0)]
        grads[0][~model.mask] = 0.0
        if model.material:  # one value for a man in each table: the mean gradient
            grads[0][:SQUARES] = material_open @ g / SQUARES
            grads[0][SQUARES : 2 * SQUARES] = material_end @ g / SQUARES
        if model.patterns:
            weights_open = (d.signs * (d.share * g)[:, None]).ravel()
            weights_end = (d.signs * ((1 - d.share) * g)[:, None]).ravel()
            size = len(model.po)
            pull = l2 / (k * n)  # on the scale of one position's gradient
            grads[1] = np.bincount(flat_ids, weights_open, size) + pull * model.po
            grads[2] = np.bincount(flat_ids, weights_end, size) + pull * model.pe
        for i, (param, grad) in enumerate(zip(params, grads, strict=True)):
            if not grad.size:
                continue
            m, v = moments[i]
            m *= b1
            m += (1 - b1) * grad
            v *= b2
            v += (1 - b2) * grad**2
            step_rate = rate if i == 0 else rate / 2
            update = step_rate * (m / (1 - b1**step)) / (np.sqrt(v / (1 - b2**step)) + 1e-12)
            if i == 0:
                update[~model.mask] = 0.0
            param -= update
            if i == 0 and model.keep_mean and not model.material:
                for table, mean in zip(tables, means, strict=True):
                    param[table] += mean - param[table].mean()
        if step % 1000 == 0:
            print(f"    step {step}: loss {np.mean((d.y - p) ** 2):.6f}", flush=True)


def loss(model: Model, d: Data, k: float, target: np.ndarray) -> float:
    return float(np.mean((target - sigmoid(model.score(d) / k)) ** 2))


def fit_scale(scores: np.ndarray, results: np.ndarray) -> float:
    grid = np.arange(20.0, 1500.0, 5.0)
    losses = [np.mean((results - sigmoid(scores / k)) ** 2) for k in grid]
    return float(grid[int(np.argmin(losses))])


def write(model: Model, path: Path) -> None:
    ints = [round(float(x)) for x in model.w]
    scalars = dict(zip(DENSE, ints[2 * SQUARES :], strict=True))
    tables = []
    for r in range(7):
        rows = slice(r * PATTERN_SIZE, (r + 1) * PATTERN_SIZE)
        opening, ending = np.rint(model.po[rows]), np.rint(model.pe[rows])
        tables.append(
            [
                [int(i), int(opening[i]), int(ending[i])]
                for i in np.flatnonzero((opening != 0) | (ending != 0))
            ]
        )
    document = {
        "format": WEIGHTS_FORMAT,
        "set": "english",
        "written_by": "benchmarks/train_english.py",
        "men_opening": ints[:SQUARES],
        "men_ending": ints[SQUARES : 2 * SQUARES],
        "scalars": scalars,
        "patterns": tables,
    }
    text = json.dumps(document, separators=(",", ":"))
    path.write_text(text + "\n", encoding="ascii")
    print(f"written to {path} ({len(text)} bytes)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--masters", nargs="*", default=[])
    parser.add_argument("--selfplay", nargs="*", default=[])
    parser.add_argument("--result-share", type=float, default=0.5)
    parser.add_argument("--steps", type=int, default=1200)
    parser.add_argument("--rate", type=float, default=1.0)
    parser.add_argument(
        "--l2", type=float, nargs="+", default=[0.05], help="pulls of the patterns to 0 to try"
    )
    parser.add_argument("--k", type=float, default=0.0, help="the score scale (default: fitted)")
    parser.add_argument("--holdout", type=int, default=10, help="one game in this many")
    parser.add_argument("--groups", type=int, default=len(GROUPS), help="fit the first N only")
    parser.add_argument(
        "--keep",
        nargs="*",
        default=[],
        choices=("material", *DENSE),
        help="terms kept at the handmade start in the groups that have them",
    )
    parser.add_argument(
        "--without",
        nargs="*",
        default=[],
        choices=("squares", "patterns", *DENSE),
        help="leave out the groups that hold these terms (a cheaper evaluation)",
    )
    parser.add_argument("--last-only", action="store_true", help="fit only all the groups")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--out", help="write the weights to this file instead (with --write)")
    args = parser.parse_args(argv)
    handmade = EvalWeights.handmade(ENGLISH)
    evaluator = Evaluator(ENGLISH, handmade)
    started = time.perf_counter()
    lines = read_lines(args.masters, args.selfplay)
    # K from the self-play search scores (centi-men of a searched position),
    # else from the handmade scores of the master games
    played = [line for line, _, is_master in lines if not is_master]
    if args.k:
        k = args.k
    elif played:
        fields = [line.split() for line in played]
        searched = np.array([int(f[4]) if f[3] == "1" else -int(f[4]) for f in fields], float)
        k = fit_scale(searched, np.array([float(f[5]) for f in fields]))
    else:
        current = np.array(
            [evaluator.white_score(*(int(f, 16) for f in s.split()[:3])) for s, _, _ in lines]
        )
        k = fit_scale(current, np.array([float(s.split()[5]) for s, _, _ in lines]))
    data = load(lines, evaluator, k, args.result_share)
    print(f"{len(data.y)} positions, K = {k:.0f} ({time.perf_counter() - started:.0f} s)")
    held = (np.abs(data.game) % args.holdout) == 0
    train, test = subset(data, ~held), subset(data, held)
    print(
        f"fit on {len(train.y)} positions, held out {len(test.y)}"
        f" ({int(test.master.sum())} of master games)"
    )
    start = np.array(
        [*handmade.men_opening, *handmade.men_ending, *(getattr(handmade, n) for n in DENSE)],
        float,
    )
    masters_held = test.master
    selfplay_held = ~test.master

    def report(name: str, model: Model) -> None:
        parts = [f"{loss(model, test, k, test.y):.5f}"]
        for rows in (masters_held, selfplay_held):
            if rows.any():
                sub = subset(test, rows)
                parts.append(f"{loss(model, sub, k, sub.y):.5f}")
            else:
                parts.append("-")
        fitted = loss(model, train, k, train.y)
        print(f"| {name} | {fitted:.5f} | {' | '.join(parts)} |", flush=True)

    print("| terms | fitted | held-out | held-out masters | held-out self-play |")
    print("|---|---|---|---|---|")
    report("handmade (today)", Model(start, set()))
    free: set[str] = set()
    model = Model(start, free)
    l2_chosen = args.l2[0]
    chosen = [(n, t) for n, t in GROUPS[: args.groups] if not set(t) & set(args.without)]
    for name, names in chosen:
        free |= set(names)
        begin = start.copy()
        for index, term in enumerate(DENSE):  # terms not yet in play start from 0
            if term in EXTRA_FEATURES and term not in free:
                begin[2 * SQUARES + index] = 0.0
        if "squares" not in free:
            # material alone: every square the mean of the handmade table
            begin[:SQUARES] = start[:SQUARES].mean()
            begin[SQUARES : 2 * SQUARES] = start[SQUARES : 2 * SQUARES].mean()
        for term in ("mobility", "runaway", "trade"):
            if term not in free:
                begin[2 * SQUARES + DENSE.index(term)] = 0.0
        if args.last_only and len(free) < sum(len(n) for _, n in chosen):
            continue
        model = Model(begin, free)
        kept = tuple(n for n in args.keep if n == "material" or n in free)
        model.freeze(kept)
        if "patterns" in names and len(args.l2) > 1:
            # the pull chosen on a tenth of the fitted games, never the held-out ones
            check = (np.abs(train.game) // args.holdout) % args.holdout == 0
            inner, outer = subset(train, ~check), subset(train, check)
            scores = {}
            for l2 in args.l2:
                trial = Model(begin, free)
                trial.freeze(kept)
                fit(trial, inner, k, args.steps, l2, args.rate)
                scores[l2] = loss(trial, outer, k, outer.y)
                print(f"  pull {l2}: validation loss {scores[l2]:.5f}", flush=True)
            l2_chosen = min(scores, key=lambda v: scores[v])
        fit(model, train, k, args.steps, l2_chosen if model.patterns else 0.0, args.rate)
        report(name, model)
    print("scalars:", {n: round(float(v), 1) for n, v in zip(DENSE, model.w[2 * SQUARES :])})
    if args.write:
        target = Path(args.out) if args.out else WEIGHTS_DIR / "english.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        write(model, target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
