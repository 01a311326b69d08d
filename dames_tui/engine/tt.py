"""A bounded transposition table with two generations (aging).

Keys are the positions' raw tuples ``(white, black, kings, white_to_move)``:
incremental Zobrist keys were measured slower than these tuples in CPython,
which hashes a tuple of four ints in C.

Entries are tuples ``(depth, flag, score, move, forced)``: ``forced`` says the
position has a single legal move (the search does not count it as a ply).
The table holds at most ``capacity`` entries, derived from a memory budget in
MB and the measured size of one entry (:data:`BYTES_PER_ENTRY`, checked by
``tests/test_engine_tt.py`` with tracemalloc). Replacement: within the current
generation an entry is replaced by a search at least as deep, or by an exact
score (depth-preferred); when the current generation is full it becomes the
previous one and the old previous one is dropped, so stale entries age out
(always-replace at the generation level).

The search probes and stores through the two dicts :attr:`current` and
:attr:`previous` directly (their methods bound as locals); :meth:`get` and
:meth:`put` are the same logic for everyone else.
"""

from __future__ import annotations

from typing import TypeAlias

EXACT, LOWER, UPPER = 0, 1, 2
# Measured with tracemalloc (peak, both generations full, dict over-allocation included):
# the key tuple, its big ints, the entry tuple,
# the stored raw move and the dict slot); see tests/test_engine_tt.py.
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
        self._half = self.capacity // 2
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

    def put(
        self, key: Key, depth: int, flag: int, score: int, move: object, forced: bool = False
    ) -> None:
        current = self.current
        old = current.get(key)
        if old is not None:
            if old[0] > depth and flag != EXACT:
                return
            current[key] = (depth, flag, score, move if move is not None else old[3], forced)
            return
        current[key] = (depth, flag, score, move, forced)
        if len(current) >= self._half:
            self.previous = current
            self.current = {}
