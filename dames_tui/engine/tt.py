"""A bounded transposition table with two generations (aging).

Keys are the positions' raw tuples ``(white, black, kings, white_to_move)``:
incremental Zobrist keys were measured slower than these tuples in CPython,
which hashes a tuple of four ints in C.

Entries are tuples ``(depth, flag, score, move, forced)``: ``forced`` says the
position has a single legal move (the search does not count it as a ply).
The table holds at most ``capacity`` entries, derived from a memory budget in
MB and the measured size of one entry (:data:`BYTES_PER_ENTRY`; a search that
overflows the table is checked to stay within its budget by
``tests/test_engine_tt.py`` with tracemalloc). Replacement: an entry is
replaced by a search at least as deep, or by an exact score (depth-preferred);
new entries go to the current generation, and when it is full it becomes the
previous one and the old previous one is dropped, so stale entries age out
(always-replace at the generation level).

Only the search writes entries: :func:`.tree.build_tree` probes and stores
through the two dicts :attr:`current` and :attr:`previous` directly (bound as
locals of its closures); :meth:`get` reads either generation for everyone
else.
"""

from __future__ import annotations

from typing import TypeAlias

EXACT, LOWER, UPPER = 0, 1, 2
# Measured with tracemalloc (peak, both generations full, dict over-allocation included:
# the key tuple, its big ints, the entry tuple, the stored raw move and the dict slot)
# on random full-width keys that share no int; a search's entries take less, since
# sibling positions share bitboards (tests/test_engine_tt.py checks a search's peak).
BYTES_PER_ENTRY = 520
DEFAULT_MB = 32

Key: TypeAlias = tuple[int, int, int, bool]
Entry: TypeAlias = tuple[int, int, int, object, bool]


class TranspositionTable:
    """Position -> (depth, flag, score, move, forced), at most ``capacity`` entries."""

    def __init__(self, megabytes: float = DEFAULT_MB) -> None:
        if megabytes <= 0:
            raise ValueError("the table needs a positive memory budget")
        self.megabytes = megabytes
        self.capacity = max(2, int(megabytes * 1024 * 1024) // BYTES_PER_ENTRY)
        self.current: dict[Key, Entry] = {}
        self.previous: dict[Key, Entry] = {}

    def __len__(self) -> int:
        return len(self.current) + len(self.previous)

    def clear(self) -> None:
        self.current = {}
        self.previous = {}

    def get(self, key: Key) -> Entry | None:
        entry = self.current.get(key)
        if entry is None:
            entry = self.previous.get(key)
        return entry
