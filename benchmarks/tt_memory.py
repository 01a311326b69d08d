"""The engine's real memory: resident set size (RSS) as a Hub session plays.

    python benchmarks/tt_memory.py [--hash 16] [--variant international]
                                   [--plies 1300] [--nodes 20000]

Drives an in-process :class:`~dames_tui.engine.hub.HubSession` as a GUI does
(``set-param name=hash``, then for every ply ``pos``, ``level nodes=N`` and
``go think``, ``new-game`` between games; the searches run in the session's
thread), and reads the process's RSS from ``/proc/self/statm``: once after
the first search (the baseline: interpreter, code, move generators), then
every 100 plies. Node-limited searches keep the run deterministic. Prints
the table's capacity, the RSS above the baseline (last and peak) and that
peak per table entry, the figure :data:`~dames_tui.engine.tt.BYTES_PER_ENTRY`
is chosen from. Linux only.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dames_tui.core import Position, find_rules
from dames_tui.engine.hub import HubSession, format_hub_position, parse_line
from dames_tui.notation import parse_move

MB = 1024 * 1024
GAME_PLIES = 200  # a game longer than this is restarted
OPENING_PLIES = 4  # random plies at the start of each game, from a seeded generator


def rss_mb() -> float:
    """The resident set size of this process, in MB."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / MB


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hash", type=int, default=16, help="the Hub's hash parameter (MB)")
    parser.add_argument("--variant", default="international", help="international or english")
    parser.add_argument("--plies", type=int, default=1300, help="plies to play")
    parser.add_argument("--nodes", type=int, default=20000, help="nodes per search")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = find_rules(args.variant)
    lines: list[str] = []
    session = HubSession(lines.append)
    for line in (
        f"set-param name=variant value={rules.hub_name}",
        f"set-param name=hash value={args.hash}",
        "init",
        "pos start",
        "level depth=1",
        "go think",
    ):
        session.handle(line)
    session.wait()
    errors = [line for line in lines if line.startswith("error")]
    if errors:
        print(f"tt_memory: {errors[0]}", file=sys.stderr)
        return 2
    engine = session._engine  # a benchmark looks inside
    assert engine is not None
    baseline = rss_mb()
    print(
        f"{rules.name}, hash={args.hash} MB: table capacity {engine.tt.capacity} entries, "
        f"evaluation cache {engine.eval_capacity}; {args.nodes} nodes per search"
    )
    print(f"baseline RSS {baseline:.1f} MB (after the first search)")
    rng = random.Random(args.seed)
    played, peak = 0, baseline
    while played < args.plies:
        session.handle("new-game")
        position = Position.initial(rules)
        for _ in range(OPENING_PLIES):
            position = position.play(rng.choice(position.legal_moves()))
        for _ in range(GAME_PLIES):
            if played >= args.plies or not position.legal_moves():
                break
            lines.clear()
            session.handle("pos pos=" + format_hub_position(position))
            session.handle(f"level nodes={args.nodes}")
            session.handle("go think")
            session.wait()
            move = parse_line(lines[-1])[1]["move"]
            position = position.play(parse_move(position, move))
            played += 1
            peak = max(peak, rss_mb())
            if played % 100 == 0:
                now = rss_mb()
                print(
                    f"ply {played:5d}: RSS {now:6.1f} MB (+{now - baseline:5.1f}), "
                    f"peak +{peak - baseline:5.1f}; table {len(engine.tt)}, "
                    f"evaluation cache {len(engine.eval_cache)}",
                    flush=True,
                )
    session.close()
    above = peak - baseline
    print(
        f"peak RSS above the baseline: {above:.1f} MB for a {args.hash} MB budget "
        f"({above / args.hash:.2f} times); {above * MB / engine.tt.capacity:.0f} bytes "
        "per table entry (the evaluation cache included)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
