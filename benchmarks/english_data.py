"""Positions of real English checkers games, with their results, for training.

Replays every game of the PDN files given (read with the project's own PDN
reader, as English checkers), skips the games without a result (or that do
not replay), and writes each quiet position (neither side has a capture) from
ply ``--skip`` on, in the line format of benchmarks/selfplay_data.py plus the
game's number::

    white black kings wtm score result game

``score`` is 0 (the games carry no search score; train with
``--result-share 1`` on these), ``result`` the game's result for White (1,
0.5 or 0), ``game`` a number that is the same for all the positions of one
game, so that a held-out split can be made by game.

    python benchmarks/english_data.py ../shared/games/tinsley.pdn \
        ../shared/games/OCA_2.0.pdn --out masters.txt
"""

from __future__ import annotations

import argparse
import sys
import zlib
from pathlib import Path

from dames_tui.core import ENGLISH, Color
from dames_tui.core.errors import DraughtsError
from dames_tui.game import Game
from dames_tui.game.pdn import game_from_pdn, result_winner
from dames_tui.notation import read_pdn_all


def positions(game: Game, skip: int) -> list[tuple[int, int, int, bool]]:
    """The quiet positions of ``game``'s main line from ply ``skip`` on."""
    out = []
    for ply, position in enumerate(game.positions):
        w, b, k, wtm = position.raw()
        if (
            ply < skip
            or position.must_capture()
            or position.generator.can_capture(w, b, k, not wtm)
        ):
            continue
        out.append((w, b, k, wtm))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pdn", nargs="+")
    parser.add_argument("--skip", type=int, default=4, help="first plies left out")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    kept = skipped = failed = written = 0
    with open(args.out, "w", encoding="ascii") as out:
        for path in args.pdn:
            games, error = read_pdn_all(Path(path).read_text(encoding="utf-8", errors="replace"))
            if error is not None:
                print(f"{path}: {error}", file=sys.stderr)
            for number, pdn_game in enumerate(games):
                finished, winner = result_winner(pdn_game.result or "*", ENGLISH)
                if not finished:
                    skipped += 1
                    continue
                try:
                    game = game_from_pdn(pdn_game, rules=ENGLISH)
                except (DraughtsError, ValueError):
                    failed += 1
                    continue
                if winner is None:
                    value = "0.5"
                else:
                    value = "1" if winner is Color.WHITE else "0"
                game_id = zlib.crc32(f"{Path(path).name}:{number}".encode()) & 0x7FFFFFFF
                rows = positions(game, args.skip)
                out.writelines(
                    f"{w:x} {b:x} {k:x} {int(wtm)} 0 {value} {game_id}\n" for w, b, k, wtm in rows
                )
                written += len(rows)
                kept += 1
    print(f"{kept} games, {written} positions; {skipped} without a result, {failed} unreadable")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
