"""The transposition table as the search fills it: bounded by its memory budget,
two generations, depth-preferred replacement, the principal variation kept."""

from __future__ import annotations

import gc
import tracemalloc
import weakref

import pytest

from dames_tui.core import Move, Position, RawMove, find_rules
from dames_tui.engine import Engine, Limits
from dames_tui.engine.bench_positions import BENCH_POSITIONS
from dames_tui.engine.tt import (
    BYTES_PER_ENTRY,
    DEFAULT_MB,
    EXACT,
    Entry,
    Key,
    TranspositionTable,
)
from dames_tui.notation.fen import parse_fen


class StoreLog(dict[Key, Entry]):
    """A generation that logs every store as (the entry it replaces or None, the new one)."""

    def __init__(self, entries: dict[Key, Entry]) -> None:
        super().__init__(entries)
        self.log: list[tuple[Entry | None, Entry]] = []

    def __setitem__(self, key: Key, entry: Entry) -> None:
        self.log.append((self.get(key), entry))
        super().__setitem__(key, entry)


class Generation(dict[Key, Entry]):
    """A plain generation that can be watched with a weak reference."""


def raw_of(position: Position, move: Move) -> RawMove:
    return next(raw for raw in position.raw_moves() if position.move_from_raw(raw) == move)


def test_budget_sets_the_capacity() -> None:
    with pytest.raises(ValueError):
        TranspositionTable(0)
    table = TranspositionTable(1)
    assert table.capacity == 1024 * 1024 // BYTES_PER_ENTRY
    assert len(table) == 0 and table.get((1, 2, 0, True)) is None


def test_search_overflowing_a_tiny_table_stays_within_capacity() -> None:
    engine = Engine(tt_megabytes=0.05)
    position = Position.initial(find_rules("international"))
    result = engine.search(position, limits=Limits(depth=6))
    assert result.move in position.legal_moves()
    table = engine.tt
    assert len(table.previous) == table.capacity // 2  # it overflowed: a full generation aged
    assert len(table) <= table.capacity


def test_a_full_generation_becomes_the_previous_one_then_is_dropped() -> None:
    rules = find_rules("english")
    engine = Engine(tt_megabytes=0.3)
    table = engine.tt
    half = table.capacity // 2
    # A kings' ending first: none of its positions occurs in the openings searched next.
    engine.search(parse_fen("W:WK6,K10,19:BK1,K2", rules), limits=Limits(depth=4))
    ending = dict(table.current)
    assert 0 < len(ending) < half and not table.previous
    searches = [
        (parse_fen(fen, rules), depth) for depth in (4, 5) for fen in BENCH_POSITIONS["english"][:6]
    ]
    first_previous = None
    for position, depth in searches:
        engine.search(position, limits=Limits(depth=depth))  # each stores fewer than half
        assert len(table) <= table.capacity
        if first_previous is None:
            if not table.previous:
                continue
            # the first aging: the ending's generation, full, is now the previous one
            first_previous = table.previous
            assert len(first_previous) == half
            assert all(first_previous[key] == entry for key, entry in ending.items())
            assert all(table.get(key) == entry for key, entry in ending.items())
            assert not ending.keys() & table.current.keys()
        elif table.previous is not first_previous:
            # the second aging: the ending's entries are gone
            assert len(table.previous) == half
            assert all(table.get(key) is None for key in ending)
            return
    pytest.fail("the searches did not fill two generations")


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_a_deeper_entry_is_replaced_only_by_an_exact_score(rules_name: str) -> None:
    engine = Engine()
    position = Position.initial(find_rules(rules_name))
    engine.search(position, limits=Limits(depth=7))
    generation = StoreLog(engine.tt.current)
    engine.tt.current = generation
    # shallow searches of the positions two plies on meet the deep entries
    for first in position.raw_moves():
        child = position.play(first)
        for second in child.raw_moves():
            engine.search(child.play(second), limits=Limits(depth=3))
    assert engine.tt.current is generation  # one generation throughout
    replaced = [(old, new) for old, new in generation.log if old is not None]
    for old, new in replaced:
        assert new[0] >= old[0] or new[1] == EXACT, (old, new)
    assert any(new[0] < old[0] for old, new in replaced)  # exact scores did replace


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_the_table_holds_the_principal_variation_with_its_score(rules_name: str) -> None:
    depth = 6
    engine = Engine()
    position = Position.initial(find_rules(rules_name))
    result = engine.search(position, limits=Limits(depth=depth))
    assert result.move is not None and len(result.pv) >= 3
    # The root itself is not stored (the root loop keeps its own scores); the
    # position after the returned move has the returned score, exact, and the
    # move stored there leads to the returned score again.
    after = position.play(raw_of(position, result.move))
    entry = engine.tt.get(after.raw())
    assert entry is not None
    assert entry[:3] == (depth - 1, EXACT, -result.score)
    reply = next(
        raw for raw in after.raw_moves() if raw[:3] == entry[3] or raw[0] | raw[1] == entry[3]
    )
    assert after.move_from_raw(reply) == result.pv[1]
    then = engine.tt.get(after.play(reply).raw())
    assert then is not None
    assert then[1:3] == (EXACT, result.score)


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_memory_budget_is_respected(rules_name: str) -> None:
    """A search that fills both generations stays within the budget (tracemalloc
    peak): :data:`~dames_tui.engine.tt.BYTES_PER_ENTRY` is an upper bound."""
    megabytes = 0.25
    rules = find_rules(rules_name)
    position = parse_fen(BENCH_POSITIONS[rules_name][1], rules)
    engine = Engine(tt_megabytes=megabytes)
    engine.search(position, limits=Limits(depth=1))  # the generators' caches, and the rules set
    engine.tt.clear()
    engine.eval_cache.clear()
    engine.eval_capacity = 1  # the evaluation cache has a budget of its own
    first = Generation()
    engine.tt.current = first
    first_generation = weakref.ref(first)
    del first
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        engine.search(position, limits=Limits(depth=6))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # the first generation was dropped at the second aging, when both were full
    assert first_generation() is None
    assert peak - base <= megabytes * 1024 * 1024


def test_finished_searches_keep_no_dropped_generation() -> None:
    """A search's closures are reference cycles that outlive it until the garbage
    collector runs; the generations they were bound to must not keep their entries
    meanwhile (the collector is held off here, as it is between two full
    collections in a long session)."""
    megabytes = 0.25
    rules = find_rules("english")
    positions = [parse_fen(fen, rules) for fen in BENCH_POSITIONS["english"][:8]]
    engine = Engine(tt_megabytes=megabytes)
    engine.search(positions[0], limits=Limits(depth=1))
    engine.eval_capacity = 1  # the evaluation cache has a budget of its own
    gc.collect()
    gc.disable()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        for position in positions:  # each one ages the table
            engine.search(position, limits=Limits(depth=6))
        grown = tracemalloc.get_traced_memory()[0] - base
    finally:
        tracemalloc.stop()
        gc.enable()
    assert len(engine.tt.previous) == engine.tt.capacity // 2
    assert grown <= megabytes * 1024 * 1024


def test_clear_empties_the_generations_a_search_was_bound_to() -> None:
    engine = Engine(tt_megabytes=0.5)
    engine.search(Position.initial(find_rules("english")), limits=Limits(depth=6))
    generations = [engine.tt.current, engine.tt.previous]
    assert generations[0]
    engine.clear()
    assert len(engine.tt) == 0 and all(len(generation) == 0 for generation in generations)


def test_the_default_table_holds_every_bench_search_in_one_generation() -> None:
    """`dames bench` is a signature of the search: its node counts do not depend
    on the table's size as long as no bench search ages the table (the largest
    stores 11,394 entries at depth 8)."""
    assert TranspositionTable(DEFAULT_MB).capacity // 2 > 11_394
