"""Match openings: international 2-move ballots, English 3-ply openings.

Both lists are generated from the start position and shuffled with a fixed
seed, so the first N openings are a deterministic, varied subset.
"""

from __future__ import annotations

import random

from dames_tui.core import Position, Rules
from dames_tui.notation import format_move

OPENING_SEED = 20240601


def opening_lines(rules: Rules) -> list[tuple[str, ...]]:
    """Every opening of the variant (as move texts), in a fixed shuffled order.

    International: each first move of White with each first reply of Black
    (9 x 9 = 81 ballots). English: every legal 3-ply sequence from the start.
    """
    plies = 2 if rules.board_size == 10 else 3
    lines: list[tuple[str, ...]] = []

    def walk(position: Position, line: tuple[str, ...]) -> None:
        if len(line) == plies:
            lines.append(line)
            return
        for move in position.legal_moves():
            walk(position.play(move), (*line, format_move(move)))

    walk(Position.initial(rules), ())
    random.Random(OPENING_SEED).shuffle(lines)
    return lines
