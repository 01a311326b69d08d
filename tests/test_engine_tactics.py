"""Tactics: shots and breakthroughs found at a fixed depth.

The positions come from ``benchmarks/make_engine_tactics.py`` (games of mixed
random and shallow play): in each, one quiet move wins at least 1.2 men over
the static evaluation, and every other move scores at least a man less in a
full-window search two or three plies deeper than the test depth. Each line of
``data/engine_tactics.txt`` is ``variant|turn|pieces|move|gain[|depth]``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dames_tui.core import Color, Piece, Position, find_rules
from dames_tui.engine import Engine, Evaluator, Limits

DATA = Path(__file__).parent / "data" / "engine_tactics.txt"
DEFAULT_DEPTH = 6
# What the winning move must gain over the static score, in centi-men. Less
# than a man: the trained evaluation already counts pieces under attack, and
# values a man stranded in the enemy camp well below a man, so it sees part
# of the win before searching.
MIN_GAIN = 40


def load() -> list[tuple[str, Position, tuple[int, int], int]]:
    cases = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("|")
        name, turn, pieces_text, move_text = fields[:4]
        depth = int(fields[5]) if len(fields) > 5 else DEFAULT_DEPTH
        rules = find_rules(name)
        pieces = {}
        for token in pieces_text.split(","):
            color = Color(token[0])
            king = token[1] == "K"
            pieces[int(token[2:] if king else token[1:])] = Piece.of(color, king)
        position = Position.from_pieces(rules, pieces, Color(turn))
        squares = move_text.removeprefix("Move(").removesuffix(")").replace("x", "-").split("-")
        cases.append((name, position, (int(squares[0]), int(squares[-1])), depth))
    return cases


CASES = load()


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_enough_positions_per_variant(rules_name: str) -> None:
    assert sum(1 for case in CASES if case[0] == rules_name) >= 20


@pytest.mark.parametrize(
    ("rules_name", "position", "expected", "depth"),
    CASES,
    ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)],
)
def test_the_winning_move_is_found(
    rules_name: str, position: Position, expected: tuple[int, int], depth: int
) -> None:
    # the search's own tactics: the endgame tables would answer the endings
    # (english-20, one king against three pieces, is lost whatever the move:
    # the tables prefer 10-6, lost in 20 plies, to the search's 10-15, in 12)
    result = Engine(4, tables=False).search(position, limits=Limits(depth=depth))
    assert result.move is not None
    assert (result.move.start, result.move.end) == expected, result.pv
    static = Evaluator(position.rules).evaluate(position)
    assert result.score >= static + MIN_GAIN
