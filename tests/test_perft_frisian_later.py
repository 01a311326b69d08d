"""The positions the lanes' count sets aside (where a man may take more
than one piece) and counts later in batches of their own: each counted
once, whatever the batches, on the Frisian and Frysk! sample of
test_perft_frisian_counter.
"""

from __future__ import annotations

import random

import pytest
from test_perft_frisian_counter import FRISIAN_GAMES, sample

from dames_tui.core import Color, find_rules
from dames_tui.core.kernel import kernel_for
from dames_tui.notation import parse_fen
from dames_tui.perft import perft, reference_perft
from dames_tui.perft.linecount import RAFLE_BATCH, Rafles, line_leaf_counter


@pytest.mark.parametrize("variant", FRISIAN_GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_positions_set_aside_are_counted_once(variant: str, seed: int) -> None:
    rng = random.Random(seed)
    _, count_many = line_leaf_counter(kernel_for(find_rules(variant)))
    for turn in (Color.WHITE, Color.BLACK):
        wtm = turn is Color.WHITE
        batch = [p for p in sample(variant) if p.turn is turn]
        rng.shuffle(batch)
        rafles: Rafles = {}
        total = expected = set_aside = 0
        while batch:
            size = rng.randint(1, 45)
            some, batch = batch[:size], batch[size:]
            expected += sum(len(p.legal_moves()) for p in some)
            total += count_many([p.raw()[:3] for p in some], wtm, rafles)
            set_aside = max(set_aside, sum(len(group) for group in rafles.values()))
            if rafles and rng.random() < 0.2:  # a group counted before it is full
                total += count_many(rafles.pop(rng.choice(list(rafles))), wtm)
        total += sum(count_many(group, wtm) for group in rafles.values())
        assert set_aside  # (the sample has rafles: some were set aside)
        assert total == expected


@pytest.mark.parametrize("variant", FRISIAN_GAMES)
def test_a_full_group_of_positions_set_aside_is_counted_at_once(variant: str) -> None:
    # the same positions again and again: one group, counted each time it is full
    _, count_many = line_leaf_counter(kernel_for(find_rules(variant)))
    for turn in (Color.WHITE, Color.BLACK):
        wtm = turn is Color.WHITE
        set_aside = [p.raw()[:3] for p in sample(variant) if p.turn is turn]
        rafles: Rafles = {}
        for child in set_aside:
            count_many([child, child], wtm, rafles)
            if rafles:
                break
        else:
            raise AssertionError("no position set aside")
        (key,) = rafles
        expected = count_many([child], wtm)
        rafles.clear()
        total = 0
        for _ in range(RAFLE_BATCH + 1):
            total += count_many([child, child], wtm, rafles)
        assert [len(group) for group in rafles.values()] == [2 * (RAFLE_BATCH + 1) % RAFLE_BATCH]
        total += count_many(rafles[key], wtm)
        assert total == 2 * (RAFLE_BATCH + 1) * expected


@pytest.mark.parametrize(
    "fen",
    [
        # men with rafles of two and three pieces, and single captures, both sides
        "W:W28,33,45:B22,23,12,39,40",
        "B:W28,33,37,38,44:B9,17,18,19,23",
        "W:W26,27,28,31,32,33,36,41:B12,13,16,17,18,21,22,23",
    ],
)
def test_perft_where_rafles_are_set_aside_matches_the_reference(fen: str) -> None:
    position = parse_fen(fen, find_rules("frisian"))
    for depth in (2, 3, 4):
        assert perft(position, depth) == reference_perft(position, depth), depth
