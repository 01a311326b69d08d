"""Find tactical test positions ("shots") for tests/test_engine_tactics.py.

    /tmp/venv/bin/python benchmarks/make_engine_tactics.py english 24 [seed [test_depth verify_depth]]

Games are played by a mix of random moves and shallow searches; in each
position, a search at TEST_DEPTH proposes a quiet move (often a sacrifice:
a shot). The position is kept when that move wins at least 1.2 men over
the static evaluation, every other move scores at least one man less
(checked by a full-window search of every move at VERIFY_DEPTH), and the
engine finds it at TEST_DEPTH. Lines ``variant|turn|pieces|move|gain`` are
appended to tests/data/engine_tactics.txt.
"""

from __future__ import annotations

import random
import sys

from dames_tui.core import Color, Position, find_rules
from dames_tui.engine import Engine, Limits
from dames_tui.engine.eval import Evaluator

TEST_DEPTH = 6
VERIFY_DEPTH = 9
GAIN = 120
GAP = 100


def encode(position: Position) -> str:
    parts = []
    for square, piece in sorted(position.pieces().items()):
        parts.append(f"{piece.color.value}{'K' if piece.is_king else ''}{square}")
    return ",".join(parts)


def main() -> None:
    name = sys.argv[1]
    wanted = int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    global TEST_DEPTH, VERIFY_DEPTH
    if len(sys.argv) > 5:
        TEST_DEPTH, VERIFY_DEPTH = int(sys.argv[4]), int(sys.argv[5])
    rules = find_rules(name)
    rng = random.Random(seed)
    evaluator = Evaluator(rules)
    found = 0
    seen: set[str] = set()
    while found < wanted:
        position = Position.initial(rules)
        engine = Engine(8)
        for ply in range(120):
            moves = position.legal_moves()
            if not moves:
                break
            if ply >= 6 and len(moves) > 1:
                key = encode(position)
                if key not in seen and check(position, evaluator, out=name):
                    seen.add(key)
                    found += 1
                    if found >= wanted:
                        break
            if rng.random() < 0.4:
                move = rng.choice(moves)
            else:
                move = engine.search(position, limits=Limits(depth=2)).move
                assert move is not None
            position = position.play(move)


def check(position: Position, evaluator: Evaluator, out: str) -> bool:
    gen = position.generator
    static = evaluator.evaluate(position)
    engine = Engine(16)
    first = engine.search(position, limits=Limits(depth=TEST_DEPTH))
    if first.move is None or first.move.is_capture or first.score < static + GAIN:
        return False
    candidates = [first.move]
    scored = Engine(32).score_moves(position, (), VERIFY_DEPTH)
    scored.sort(key=lambda ms: -ms[1])
    best, best_score = scored[0]
    if best not in candidates or best_score < static + GAIN:
        return False
    if len(scored) > 1 and scored[1][1] > best_score - GAP:
        return False
    found = Engine(16).search(position, limits=Limits(depth=TEST_DEPTH)).move
    if found != best:
        return False
    turn = "W" if position.turn is Color.WHITE else "B"
    line = f"{out}|{turn}|{encode(position)}|{best!r}|{best_score - static}|{TEST_DEPTH}"
    print(line, flush=True)
    del gen
    with open("tests/data/engine_tactics.txt", "a", encoding="utf-8") as fh:
        fh.write(line + "\n")
    return True


if __name__ == "__main__":
    main()
