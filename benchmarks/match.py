"""Play our engine against an opponent at equal time per move and rate it.

    python benchmarks/match.py --variant international --games 10 --time 0.5
    python benchmarks/match.py --variant english --opponent simple --games 10
    python benchmarks/match.py --save /tmp/engine-v1        # keep this engine version
    python benchmarks/match.py --opponent saved --saved /tmp/engine-v1 --games 40

Opponents: py-draughts' TurboEngine (international only) and SimpleEngine
(optional ``bench`` extra), our own engine (``self``, a sanity check: about
50 %), or a saved copy of ``dames_tui/engine`` (``saved``) so that every
change to the search or the evaluation is measured. Each opening is played
twice, colours swapped. Our Game adjudicates (repetition, 25/40-move rules,
FMJD endgame rules); a game longer than --max-plies is a draw.
Prints wins/draws/losses, the score and the Elo difference with its 95 % margin;
``--pdn FILE`` writes the games for study.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import players
from openings import opening_lines

from dames_tui.core import Color, Rules, find_rules
from dames_tui.game import Game

OPPONENTS = ("turbo", "simple", "self", "saved")


@dataclass(frozen=True)
class GameSpec:
    index: int
    opening: tuple[str, ...]
    ours_white: bool


@dataclass(frozen=True)
class GameRecord:
    spec: GameSpec
    score: float  # for our engine: 1 win, 0.5 draw, 0 loss
    reason: str
    plies: int
    our_depth: float  # mean completed depth per move
    their_depth: float
    seconds: float
    pdn: str = ""  # the game in PDN, for --pdn


# ------------------------------------------------------------------ one game

_STATE: dict[str, object] = {}


def _init_worker(variant: str, opponent: str, saved: str | None) -> None:
    rules = find_rules(variant)
    _STATE["rules"] = rules
    _STATE["ours"] = players.EnginePlayer()
    if opponent in ("turbo", "simple"):
        _STATE["theirs"] = players.PyDraughtsPlayer(opponent, rules)
    elif opponent == "saved":
        assert saved is not None
        _STATE["theirs"] = players.EnginePlayer(players.load_saved_engine(saved), "saved engine")
    else:
        _STATE["theirs"] = players.EnginePlayer(name="dames_tui (copy)")


def play_game(spec: GameSpec, seconds: float, max_plies: int) -> GameRecord:
    rules = _STATE["rules"]
    assert isinstance(rules, Rules)
    ours, theirs = _STATE["ours"], _STATE["theirs"]
    started = time.perf_counter()
    game = Game(rules)
    for text in spec.opening:
        game.play_text(text)
    our_color = Color.WHITE if spec.ours_white else Color.BLACK
    depths: dict[bool, list[int]] = {True: [], False: []}
    while not game.is_over and game.ply < max_plies:
        mine = game.turn is our_color
        player = ours if mine else theirs
        move = player.choose(game, seconds)  # type: ignore[attr-defined]
        depths[mine].append(player.last_depth)  # type: ignore[attr-defined]
        game.play(move)
    outcome = game.outcome
    if outcome is None:
        score, reason = 0.5, f"max {max_plies} plies"
    else:
        reason = outcome.termination.value
        score = 0.5 if outcome.winner is None else float(outcome.winner is our_color)

    def mean(values: list[int]) -> float:
        return sum(values) / len(values) if values else 0.0

    names = ("dames_tui", theirs.name)  # type: ignore[attr-defined]
    white, black = names if spec.ours_white else names[::-1]
    tags = {"Event": "benchmarks/match.py", "Round": str(spec.index + 1)}
    tags |= {"White": white, "Black": black, "Termination": reason}
    return GameRecord(
        spec,
        score,
        reason,
        game.ply,
        mean(depths[True]),
        mean(depths[False]),
        time.perf_counter() - started,
        game.to_pdn(tags),
    )


def _play_in_worker(args: tuple[GameSpec, float, int]) -> GameRecord:
    return play_game(*args)


# ------------------------------------------------------------------ statistics


def elo(score: float) -> float:
    """Elo difference for an expected score in (0, 1)."""
    return -400.0 * math.log10(1.0 / score - 1.0)


def rating(scores: list[float]) -> tuple[float, float, float]:
    """(score fraction, Elo difference, 95 % Elo margin) from per-game scores.

    The margin comes from the standard error of the mean per-game score;
    a score of 0 or 1 is pulled in by half a game so the Elo stays finite.
    """
    n = len(scores)
    if n == 0:
        return 0.5, 0.0, float("inf")
    p = sum(scores) / n
    edge = 0.5 / n
    clamp = min(max(p, edge), 1.0 - edge)
    sd = math.sqrt(sum((s - p) ** 2 for s in scores) / n)
    se = sd / math.sqrt(n)
    if se == 0.0:  # every game gave the same result: no spread to measure
        return p, elo(clamp), float("inf")
    low = min(max(p - 1.96 * se, edge), 1.0 - edge)
    high = min(max(p + 1.96 * se, edge), 1.0 - edge)
    margin = (elo(high) - elo(low)) / 2.0
    return p, elo(clamp), margin


# ------------------------------------------------------------------ main


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
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
    theirs_name = _STATE["theirs"].name  # type: ignore[attr-defined]

    lines = opening_lines(rules)
    specs = [
        GameSpec(i, lines[(i // 2) % len(lines)], ours_white=(i % 2 == 0))
        for i in range(args.games)
    ]
    print(
        f"{rules.name}: dames_tui vs {theirs_name}, {args.games} games, "
        f"{args.time:g} s per move, {len(lines)} openings available, jobs {args.jobs}",
        flush=True,
    )
    records: list[GameRecord] = []
    work = [(spec, args.time, args.max_plies) for spec in specs]
    if args.pdn:
        Path(args.pdn).write_text("", encoding="utf-8")

    def report(record: GameRecord) -> None:
        records.append(record)
        report_game(record)
        if args.pdn:  # written as the games end, so a long match can be studied early
            with Path(args.pdn).open("a", encoding="utf-8") as out:
                out.write(record.pdn + "\n\n")

    if args.jobs > 1:
        with ProcessPoolExecutor(
            args.jobs, initializer=_init_worker, initargs=(rules.name, opponent, args.saved)
        ) as pool:
            for record in pool.map(_play_in_worker, work):
                report(record)
    else:
        for item in work:
            report(play_game(*item))
    summarise(records, theirs_name)
    if args.pdn:
        print(f"games written to {args.pdn}")
    return 0


def report_game(record: GameRecord) -> None:
    spec = record.spec
    side = "White" if spec.ours_white else "Black"
    result = {1.0: "win", 0.5: "draw", 0.0: "loss"}[record.score]
    print(
        f"game {spec.index + 1:3d}  [{' '.join(spec.opening)}]  dames_tui as {side:<5}  "
        f"{result:<4} ({record.reason}, {record.plies} plies)  "
        f"depth {record.our_depth:.1f} vs {_depth(record.their_depth)}  {record.seconds:.0f} s",
        flush=True,
    )


def _depth(value: float) -> str:
    return f"{value:.1f}" if value else "n/a"  # SimpleEngine does not report its depth


def summarise(records: list[GameRecord], theirs_name: str) -> None:
    scores = [r.score for r in records]
    wins = sum(1 for s in scores if s == 1.0)
    draws = sum(1 for s in scores if s == 0.5)
    losses = sum(1 for s in scores if s == 0.0)
    p, diff, margin = rating(scores)
    diff += 0.0  # no "-0"
    our_depth = sum(r.our_depth for r in records) / max(1, len(records))
    their_depth = sum(r.their_depth for r in records) / max(1, len(records))
    print(f"\ndames_tui vs {theirs_name}: +{wins} ={draws} -{losses} of {len(records)} games")
    print(f"score {100 * p:.1f} %   Elo {diff:+.0f} ± {margin:.0f} (95 %)")
    print(
        f"mean completed depth per move: dames_tui {our_depth:.1f}, opponent {_depth(their_depth)}"
    )
    if len(records) < 100:
        print("(few games: the margin is wide; the figures are partial)")


if __name__ == "__main__":
    sys.exit(main())
