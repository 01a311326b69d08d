"""The transposition table: bounded by its memory budget, depth-preferred replacement."""

from __future__ import annotations

import random
import tracemalloc

import pytest

from dames_tui.core import Position, find_rules
from dames_tui.engine import Engine, Limits
from dames_tui.engine.tt import EXACT, LOWER, UPPER, TranspositionTable


def fill(table: TranspositionTable, count: int, bits: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    top = 1 << (bits - 1)
    for i in range(count):
        key = (
            rng.getrandbits(bits) | top,
            rng.getrandbits(bits) | top,
            rng.getrandbits(bits) | top,
            bool(i & 1),
        )
        move = (1 << rng.randrange(bits), 1 << rng.randrange(bits), rng.getrandbits(bits), ())
        table.put(key, rng.randrange(20), LOWER, rng.randrange(-3000, 3000), move)


def test_entry_count_is_capped() -> None:
    table = TranspositionTable(0.05)
    fill(table, table.capacity * 10, 54)
    assert 0 < len(table) <= table.capacity


@pytest.mark.parametrize("bits", [35, 54])  # 8x8 and 10x10 bitboards
def test_memory_budget_is_respected(bits: int) -> None:
    megabytes = 2.0
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        table = TranspositionTable(megabytes)
        fill(table, table.capacity * 3, bits)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(table) > table.capacity // 3  # it really holds entries
    assert peak - base <= megabytes * 1024 * 1024


def test_depth_preferred_replacement() -> None:
    table = TranspositionTable(1)
    key = (1, 2, 4, True)
    table.put(key, 6, LOWER, 50, "deep")
    table.put(key, 3, UPPER, -20, "shallow")
    assert table.get(key) == (6, LOWER, 50, "deep", False)
    table.put(key, 3, EXACT, 10, "exact")
    assert table.get(key) == (3, EXACT, 10, "exact", False)
    table.put(key, 8, LOWER, 70, None)  # keeps the known move
    assert table.get(key) == (8, LOWER, 70, "exact", False)


def test_old_generation_ages_out() -> None:
    table = TranspositionTable(0.01)
    first = (1, 2, 4, True)
    table.put(first, 30, EXACT, 1, None)
    fill(table, table.capacity + 10, 35)
    assert table.get(first) is None


def test_search_with_tiny_table_stays_bounded() -> None:
    engine = Engine(tt_megabytes=0.05)
    position = Position.initial(find_rules("international"))
    result = engine.search(position, limits=Limits(depth=6))
    assert result.move in position.legal_moves()
    assert len(engine.tt) <= engine.tt.capacity
