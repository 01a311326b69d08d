"""Tuple keys against incremental Zobrist keys for the transposition table.

    /tmp/venv/bin/python benchmarks/hash_keys.py

Times making every move of random-play positions and looking the result up in
a dict, keyed (a) by the position tuple and (b) by a Zobrist key updated
incrementally; both in the same run.
"""

from __future__ import annotations

import random
import time

from dames_tui.core import Position, find_rules, generator_for
from dames_tui.engine.zobrist import Zobrist


def main() -> None:
    for name in ("english", "international"):
        rules = find_rules(name)
        gen = generator_for(rules)
        zobrist = Zobrist(rules)
        rng = random.Random(1)
        samples = []
        for _ in range(300):
            position = Position.initial(rules)
            for _ in range(rng.randrange(2, 60)):
                moves = position.raw_moves()
                if not moves:
                    break
                position = position.play(rng.choice(moves))
            w, b, k, wtm = position.raw()
            samples.append((w, b, k, wtm, gen.moves(w, b, k, wtm), zobrist.full(w, b, k, wtm)))
        table: dict[object, int] = {}
        start = time.perf_counter()
        for _ in range(20):
            for w, b, k, wtm, moves, _h in samples:
                for frm, to, cap, _ in moves:
                    nw, nb, nk, nwtm = gen.make(w, b, k, wtm, (frm, to, cap, ()))
                    table.get((nw, nb, nk, nwtm))
        tuple_time = time.perf_counter() - start
        table = {}
        update = zobrist.update
        start = time.perf_counter()
        for _ in range(20):
            for w, b, k, wtm, moves, h in samples:
                for frm, to, cap, _ in moves:
                    nw, nb, nk, nwtm = gen.make(w, b, k, wtm, (frm, to, cap, ()))
                    table.get(update(h, k, wtm, frm, to, cap))
        zobrist_time = time.perf_counter() - start
        print(f"{name:14} tuple {tuple_time:.3f}s  zobrist {zobrist_time:.3f}s")


if __name__ == "__main__":
    main()
