"""Make the shipped puzzle sets from the engine's self-play games.

    nice -n 10 python tools/make_puzzles.py english --count 300
    nice -n 10 python tools/make_puzzles.py international --count 300 --minutes 50
    python tools/make_puzzles.py english --count 5 --out /tmp/trial.json   # a measured trial

**Games.** Each game has a seed (its number) and starts from an opening of
benchmarks/openings.py drawn with that seed; then every move comes from a
full-window search of every root move at ``--scan-depth`` plies
(:meth:`Engine.score_moves`), chosen at random among the good ones (softmax at
``--temperature`` centi-men, and a random legal move with probability
``--blunder``), so that both sides make the mistakes that leave a shot.

**Candidates** cost nothing more: the scores of that same scan. A position is
a candidate when its side to move has a quiet move (a capture is not a shot:
the player must find something) that the scan puts ``--scan-gap`` centi-men
above every other move, with the material within ``MAX_BALANCE`` men, at
least ``MIN_PIECES`` pieces on the board and ``MIN_DEFENDERS`` for the
opponent (fewer make an endgame study rather than a shot).

**Verification** searches the candidate alone (no game history) with a
full window on every root move at ``--verify-depth`` plies, several more
than the scan. It is kept when

- the best move is quiet and ``GAP`` (150 centi-men: 1.5 men) better than the
  second best, and at least a man better than the material balance, which is
  at most ``MAX_BALANCE`` men either way (not a game already decided);
- its line wins the material: the solution line follows the engine's best
  replies and the player's best moves (each searched a little shallower as the
  line goes on) until the player is a man or more up on the start, having
  taken a piece (a man crowned alone is no shot), and the opponent has no
  capture left, or until the opponent has no move at all, within
  ``MAX_LINE`` plies; a player move that is the only legal one belongs to the line (the
  trainer plays it for him).

For each player move after the first, the other moves that score within
``ALT_MARGIN`` of the best and still a man above the start's balance are
stored as accepted alternatives; every other move of a player's turn gets
its **refutation**: the engine's answer (its principal variation, at most
``REFUTATION`` plies, searched three plies less deep than the verification).
The **difficulty** is the smallest depth from which a fresh engine's
iterative deepening picks the solution and keeps it (1 = seen at once). The
**source** is the game's seed and ply.

**Output** (package data, read by :mod:`dames_tui.flow.puzzles`): one JSON
object, one puzzle a line::

    {"version": 1, "variant": "english", "settings": {...}, "puzzles": [
    {"id": "english-1", "fen": "...", "line": ["11-15", "18x11", ...],
     "also": [[], ["9-14"]], "refute": [{"9-13": ["22-18", ...], ...}, {...}],
     "difficulty": 3, "gain": 2.0, "gap": 210, "seed": 12, "ply": 31},
    ...]}

The FEN is the position before the player's move (the puzzle starts after the
opponent's last move, which is not stored); ``line`` alternates the player's
moves and the replies (it may end with either), in the variant's notation
with every landing square; ``also[i]`` holds the alternatives to the
player's i-th move and ``refute[i]`` the answers to its wrong moves; ``gain``
is the material won in men (kings at the engine's value); ``gap`` the
centi-men between the best and the second-best first move.

The run is incremental: it reads its output first, skips the positions it
holds (by FEN), goes on from the seed after the highest one used, and rewrites
the file (atomically) after each new puzzle, so a run stopped at any moment
can be extended by the same command with a larger ``--count``. Stored
puzzles that a rule added since would refuse are pruned, and an id is never
given twice (the next number after the highest).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from openings import opening_lines

from dames_tui.core import Color, Move, Position, Rules, find_rules
from dames_tui.engine import Engine, Limits, SearchInfo, is_win_score
from dames_tui.engine.eval import king_value
from dames_tui.game import Game
from dames_tui.notation import format_fen, format_move, parse_fen, parse_move
from dames_tui.storage import atomic_write_text

FORMAT_VERSION = 1
GAP = 150  # centi-men between the best and the second-best first move, after verification
GAIN = 100  # centi-men: the solution must win at least a man
ALT_MARGIN = 60  # centi-men: a later move this close to the best, still winning, is accepted
MAX_BALANCE = 3.0  # men: a position further ahead or behind is a decided game, no puzzle
MAX_LINE = 11  # plies in a solution line, at most
MIN_PIECES = 6  # on the board, at least: fewer is an endgame study, no shot
MIN_DEFENDERS = 2  # pieces of the side that loses the material, at least
REFUTATION = 3  # plies of the answer stored for a wrong move, at most
MAX_PLIES = 160  # plies in a self-play game
DEFAULTS = {  # variant: (scan depth, verify depth)
    "english": (4, 8),
    "international": (3, 7),
}


@dataclass
class Puzzle:
    """One verified puzzle, as written in the output."""

    fen: str
    line: list[str]
    also: list[list[str]]
    refute: list[dict[str, list[str]]]
    difficulty: int
    gain: float
    gap: int
    seed: int
    ply: int
    id: str = ""

    def as_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "fen": self.fen,
            "line": self.line,
            "also": self.also,
            "refute": self.refute,
            "difficulty": self.difficulty,
            "gain": self.gain,
            "gap": self.gap,
            "seed": self.seed,
            "ply": self.ply,
        }


@dataclass
class Counters:
    """What a run did, for its progress lines."""

    games: int = 0
    positions: int = 0
    candidates: int = 0
    rejected: dict[str, int] = field(default_factory=dict)

    def reject(self, reason: str) -> None:
        self.rejected[reason] = self.rejected.get(reason, 0) + 1


def balance(position: Position, color: Color) -> float:
    """``color``'s material lead in men (a king at the engine's value)."""
    king = king_value(position.rules) / 100
    own = position.count(color, kings=False) + king * position.count(color, kings=True)
    other = color.opponent
    theirs = position.count(other, kings=False) + king * position.count(other, kings=True)
    return own - theirs


def sorted_scores(scored: list[tuple[Move, int]]) -> list[tuple[Move, int]]:
    return sorted(scored, key=lambda ms: (-ms[1], ms[0].start, ms[0].path))


def choose(
    scored: list[tuple[Move, int]], temperature: float, blunder: float, rng: random.Random
) -> Move:
    """A game move: a random one with probability ``blunder``, else drawn
    with probability proportional to exp(score / temperature)."""
    ordered = sorted_scores(scored)
    if rng.random() < blunder:
        return rng.choice(ordered)[0]
    best = ordered[0][1]
    weights = [math.exp(max(-50.0, (score - best) / temperature)) for _, score in ordered]
    pick = rng.random() * sum(weights)
    for (move, _), weight in zip(ordered, weights, strict=True):
        pick -= weight
        if pick <= 0:
            return move
    return ordered[-1][0]


def is_candidate(position: Position, ordered: list[tuple[Move, int]], scan_gap: int) -> bool:
    """The cheap test on a game's own scan (scores sorted, best first)."""
    if len(ordered) < 2 or position.must_capture():
        return False
    if (position.white | position.black).bit_count() < MIN_PIECES:
        return False
    if position.count(position.turn.opponent) < MIN_DEFENDERS:
        return False
    (best, best_score), (_, second) = ordered[0], ordered[1]
    if best.is_capture or is_win_score(second):
        return False
    base = balance(position, position.turn)
    return abs(base) <= MAX_BALANCE and best_score - second >= scan_gap
    # the gain over the balance is checked at verification


class Maker:
    """Verifies candidates and builds their lines with its own engine."""

    def __init__(self, rules: Rules, verify_depth: int) -> None:
        self.rules = rules
        self.verify_depth = verify_depth
        self.engine = Engine()

    def verify(
        self, position: Position, counters: Counters
    ) -> tuple[Move, list[str], list[list[str]], list[dict[str, list[str]]], float, int] | None:
        """(solution, line, alternatives, refutations, gain, gap), or None
        with the reason counted."""
        ordered = sorted_scores(self.engine.score_moves(position, (), self.verify_depth))
        (best, best_score), (_, second) = ordered[0], ordered[1]
        base = balance(position, position.turn)
        if best.is_capture:
            counters.reject("capture")
            return None
        if best_score - second < GAP:
            counters.reject("gap")
            return None
        if not is_win_score(best_score) and best_score < 100 * base + GAIN:
            counters.reject("no gain")
            return None
        built = self.line(position, best, base)
        if built is None:
            counters.reject("line")
            return None
        line, also, steps, gain = built
        refute = [self.refutations(position, accepted) for position, accepted in steps]
        return best, line, also, refute, gain, best_score - second

    def refutations(self, position: Position, accepted: set[Move]) -> dict[str, list[str]]:
        """For each move of ``position`` the line does not accept, the
        engine's answer to it: its principal variation, at most REFUTATION plies."""
        out: dict[str, list[str]] = {}
        depth = max(2, self.verify_depth - 3)
        for move in position.legal_moves():
            if move in accepted:
                continue
            after = position.play(move)
            if not after.legal_moves():
                continue
            result = self.engine.search(after, limits=Limits(depth=depth))
            line = [format_move(answer, self.rules) for answer in result.pv[:REFUTATION]]
            out[format_move(move, self.rules)] = line
        return out

    def line(
        self, start: Position, first: Move, base: float
    ) -> tuple[list[str], list[list[str]], list[tuple[Position, set[Move]]], float] | None:
        """The solution line from ``start`` after ``first``, its alternatives,
        each player move's position with the moves accepted there, and the
        gain; None when the material is not won within MAX_LINE plies."""
        player = start.turn
        rules = self.rules
        moves = [first]
        also: list[list[str]] = [[]]
        steps: list[tuple[Position, set[Move]]] = [(start, {first})]
        position = start.play(first)
        seen = {start, position}
        while len(moves) < MAX_LINE:
            replies = position.legal_moves()
            gain = balance(position, player) - base
            if not replies or (gain >= GAIN / 100 and not position.must_capture()):
                if replies and not captures_some(start, position):
                    return None  # a man crowned and nothing taken: no shot
                return [format_move(m, rules) for m in moves], also, steps, round(gain, 2)
            depth = max(2, self.verify_depth - len(moves))
            if len(replies) == 1:
                reply = replies[0]
            else:
                found = self.engine.search(position, limits=Limits(depth=depth)).move
                assert found is not None
                reply = found
            moves.append(reply)
            position = position.play(reply)
            own = position.legal_moves()
            if not own:
                return None  # the player is blocked: not a win (giveaway games aside)
            gain = balance(position, player) - base
            if gain >= GAIN / 100 and not position.must_capture():
                if not captures_some(start, position):
                    return None
                return [format_move(m, rules) for m in moves], also, steps, round(gain, 2)
            if len(own) == 1:
                move, others = own[0], []
                steps.append((position, {move}))
            else:
                ordered = sorted_scores(self.engine.score_moves(position, (), depth))
                move, best_score = ordered[0]
                floor = max(best_score - ALT_MARGIN, 100 * base + GAIN)
                good = [m for m, s in ordered[1:] if s >= floor]
                others = [format_move(m, rules) for m in good]
                steps.append((position, {move, *good}))
            moves.append(move)
            also.append(others)
            position = position.play(move)
            if position in seen:
                return None
            seen.add(position)
        return None

    def difficulty(self, position: Position, solution: Move) -> int:
        """The smallest depth from which a fresh engine keeps choosing ``solution``."""
        picks: list[tuple[int, Move | None]] = []

        def note(info: SearchInfo) -> None:
            picks.append((info.depth, info.pv[0] if info.pv else None))

        Engine().search(position, limits=Limits(depth=self.verify_depth), on_info=note)
        found = self.verify_depth
        for depth, move in reversed(picks):
            if move != solution:
                break
            found = depth
        return found


def captures_some(start: Position, end: Position) -> bool:
    """Whether the player (to move at ``start``) took a piece on the way to ``end``."""
    return end.count(start.turn.opponent) < start.count(start.turn.opponent)


def still_sound(start: Position, line: list[str]) -> bool:
    """Whether a stored line passes today's rules: it takes a piece, or
    leaves the opponent without a move (sets made before a rule was added
    are pruned by the next run)."""
    position = start
    for text in line:
        position = position.play(parse_move(position, text))
    return captures_some(start, position) or not position.legal_moves()


def line_fens(start: Position, line: list[str]) -> list[str]:
    """The FENs of the positions along ``line`` where the player is to move
    again: the later stages of a puzzle are not puzzles of their own."""
    fens = []
    position = start
    for text in line:
        position = position.play(parse_move(position, text))
        if position.turn is start.turn:
            fens.append(format_fen(position))
    return fens


def load(path: Path, variant: str) -> list[dict[str, object]]:
    """The puzzles already in ``path`` (none if it does not exist)."""
    if not path.exists():
        return []
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("variant") != variant:
        raise SystemExit(f"{path} holds {data.get('variant')!r} puzzles, not {variant!r}")
    puzzles = data.get("puzzles", [])
    assert isinstance(puzzles, list)
    return puzzles


def save(
    path: Path, variant: str, settings: dict[str, object], puzzles: list[dict[str, object]]
) -> None:
    """The set as compact JSON, one puzzle a line."""
    head = json.dumps({"version": FORMAT_VERSION, "variant": variant, "settings": settings})
    rows = ",\n".join(json.dumps(p, separators=(",", ":")) for p in puzzles)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, head[:-1] + ', "puzzles": [\n' + rows + "\n]}\n")


def play_game(
    rules: Rules,
    seed: int,
    args: argparse.Namespace,
    maker: Maker,
    known: set[str],
    counters: Counters,
) -> list[Puzzle]:
    """One self-play game and the puzzles found in it."""
    rng = random.Random(seed)
    game = Game(rules)
    for text in rng.choice(opening_lines(rules)):
        game.play_text(text)
    engine = Engine()
    found: list[Puzzle] = []
    busy_until = -1
    while not game.is_over and game.ply < MAX_PLIES:
        position = game.position
        legal = game.legal_moves()
        if len(legal) == 1:
            game.play(legal[0])
            continue
        scored = engine.score_moves(position, game.repetition_history(), args.scan_depth)
        ordered = sorted_scores(scored)
        counters.positions += 1
        fen = format_fen(position)
        fresh = game.ply > busy_until and fen not in known
        if fresh and is_candidate(position, ordered, args.scan_gap):
            counters.candidates += 1
            known.add(fen)  # a rejected position is not tried again in this run
            verified = maker.verify(position, counters)
            if verified is not None:
                solution, line, also, refute, gain, gap = verified
                level = maker.difficulty(position, solution)
                found.append(Puzzle(fen, line, also, refute, level, gain, gap, seed, game.ply))
                known.update(line_fens(position, line))
                busy_until = game.ply + len(line)  # the game may follow the line: no sub-puzzles
        game.play(choose(scored, args.temperature, args.blunder, rng))
    counters.games += 1
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", help="english, international, ...")
    parser.add_argument("--count", type=int, default=300, help="puzzles wanted in the set (300)")
    parser.add_argument("--out", type=Path, help="the set (dames_tui/data/puzzles/VARIANT.json)")
    parser.add_argument("--scan-depth", type=int, help="plies of the game's own scan")
    parser.add_argument("--verify-depth", type=int, help="plies of the verification")
    parser.add_argument("--scan-gap", type=int, default=100, help="centi-men (100)")
    parser.add_argument("--temperature", type=float, default=40.0, help="centi-men (40)")
    parser.add_argument("--blunder", type=float, default=0.06, help="random-move rate (0.06)")
    parser.add_argument("--seed", type=int, help="the first game's seed (after the last used)")
    parser.add_argument("--minutes", type=float, help="stop after this much wall time")
    args = parser.parse_args(argv)
    rules = find_rules(args.variant)
    name = rules.name
    scan, verify = DEFAULTS.get(name, (3, 6))
    args.scan_depth = args.scan_depth or scan
    args.verify_depth = args.verify_depth or verify
    out: Path = args.out or ROOT / "dames_tui" / "data" / "puzzles" / f"{name}.json"
    puzzles = load(out, name)
    known: set[str] = set()
    kept = []
    for puzzle in puzzles:
        start = parse_fen(str(puzzle["fen"]), rules)
        line = [str(text) for text in puzzle["line"]]  # type: ignore[attr-defined]
        known.add(str(puzzle["fen"]))
        known.update(line_fens(start, line))
        if still_sound(start, line):
            kept.append(puzzle)
    if len(kept) < len(puzzles):
        print(f"{len(puzzles) - len(kept)} puzzles pruned (no piece taken)", flush=True)
        puzzles = kept
    numbers = [int(str(p["id"]).rsplit("-", 1)[1]) for p in puzzles]
    next_number = max(numbers, default=0) + 1  # an id is never given twice
    seeds = [p["seed"] for p in puzzles if isinstance(p.get("seed"), int)]
    seed = args.seed if args.seed is not None else (max(seeds) + 1 if seeds else 1)  # type: ignore[operator]
    settings: dict[str, object] = {
        "scan_depth": args.scan_depth,
        "verify_depth": args.verify_depth,
        "scan_gap": args.scan_gap,
        "gap": GAP,
        "gain": GAIN,
        "temperature": args.temperature,
        "blunder": args.blunder,
    }
    maker = Maker(rules, args.verify_depth)
    counters = Counters()
    started = time.perf_counter()
    print(f"{name}: {len(puzzles)} puzzles in {out}, from seed {seed}, {settings}", flush=True)
    while len(puzzles) < args.count:
        if args.minutes is not None and time.perf_counter() - started > 60 * args.minutes:
            print("time is up", flush=True)
            break
        for puzzle in play_game(rules, seed, args, maker, known, counters):
            if len(puzzles) >= args.count:
                break
            puzzle.id = f"{name}-{next_number}"
            next_number += 1
            puzzles.append(puzzle.as_json())
            save(out, name, settings, puzzles)
        elapsed = time.perf_counter() - started
        print(
            f"seed {seed}: {len(puzzles)} puzzles, {counters.games} games, "
            f"{counters.positions} positions, {counters.candidates} candidates, "
            f"rejected {counters.rejected}, {elapsed:.0f} s",
            flush=True,
        )
        seed += 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
