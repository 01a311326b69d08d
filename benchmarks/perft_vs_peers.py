"""Perft speed of dames_tui against py-draughts, measured in the same run.

    python benchmarks/perft_vs_peers.py [--rounds 3] [--english-depth 8] [--intl-depth 7]

Runs ours and the peer alternately (A B A B …) on the same work and prints
leaves per second for each and the median ratio. The peer is the optional
``bench`` extra (``pip install '.[bench]'``, PyPI ``py-draughts``):

- international: py-draughts' TurboEngine internal perft (bitboards, counts
  the last ply from its move list);
- English: py-draughts' American board with captures made compulsory (its
  board offers captures as optional; when a capture exists we keep only the
  captures, which gives the published English counts).

Without py-draughts, only our figures are printed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dames_tui.core import Position, find_rules
from dames_tui.perft import perft


def timed(work: Callable[[], int]) -> tuple[int, float]:
    start = time.perf_counter()
    leaves = work()
    return leaves, time.perf_counter() - start


def peer_international(depth: int) -> Callable[[], int] | None:
    try:
        from draughts import StandardBoard
        from draughts.engines.turbo import perft_from_board
    except ImportError:
        return None
    return lambda: perft_from_board(StandardBoard(), depth)


def peer_english(depth: int) -> Callable[[], int] | None:
    try:
        from draughts.boards.american import Board
    except ImportError:
        return None

    def count(board: Board, depth: int) -> int:
        moves = board.legal_moves
        captures = [m for m in moves if m.captured_list]
        if captures:
            moves = captures
        if depth == 1:
            return len(moves)
        total = 0
        for move in moves:
            board.push(move)
            total += count(board, depth - 1)
            board.pop()
        return total

    return lambda: count(Board(), depth)


def compare(
    name: str, ours: Callable[[], int], peer: Callable[[], int] | None, rounds: int
) -> None:
    print(f"\n{name}")
    ratios = []
    for round_number in range(1, rounds + 1):
        leaves, ours_time = timed(ours)
        line = f"  round {round_number}: dames_tui {leaves:,} leaves {leaves / ours_time:>12,.0f}/s"
        if peer is not None:
            peer_leaves, peer_time = timed(peer)
            if peer_leaves != leaves:
                line += f"  (peer counted {peer_leaves:,}!)"
            ratio = (leaves / ours_time) / (peer_leaves / peer_time)
            ratios.append(ratio)
            line += f" | py-draughts {peer_leaves / peer_time:>12,.0f}/s | ratio {ratio:.2f}"
        print(line, flush=True)
    if ratios:
        print(f"  median ratio: {statistics.median(ratios):.2f}")
    else:
        print("  py-draughts not installed: pip install '.[bench]' to compare")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--english-depth", type=int, nargs="+", default=[8, 9])
    parser.add_argument("--intl-depth", type=int, nargs="+", default=[7])
    args = parser.parse_args()
    english = Position.initial(find_rules("english"))
    international = Position.initial(find_rules("international"))
    for depth in args.english_depth:
        compare(
            f"English perft({depth}) vs py-draughts American board (compulsory captures)",
            lambda depth=depth: perft(english, depth),
            peer_english(depth),
            args.rounds,
        )
    for depth in args.intl_depth:
        compare(
            f"International perft({depth}) vs py-draughts TurboEngine perft",
            lambda depth=depth: perft(international, depth),
            peer_international(depth),
            args.rounds,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
