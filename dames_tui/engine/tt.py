"""A bounded transposition table with two generations (aging).

Keys are the positions' raw tuples ``(white, black, kings, white_to_move)``:
incremental Zobrist keys were measured slower than these tuples in CPython,
which hashes a tuple of four ints in C.

Entries are tuples ``(depth, flag, score, move, forced)``: ``forced`` says the
position has a single legal move (the search does not count it as a ply).
The table holds at most ``capacity`` entries, derived from a memory budget in
MB and what one entry costs the process's resident memory
(:data:`BYTES_PER_ENTRY`). Replacement: an entry is
replaced by a search at least as deep, or by an exact score (depth-preferred);
new entries go to the current generation, and when it is full it becomes the
previous one and the old previous one is dropped, so stale entries age out
(always-replace at the generation level). A dropped generation is emptied in
place, and so is the table by :meth:`clear`: the closures of a finished search
form reference cycles that still hold the dicts they were bound to until the
garbage collector runs, and used to keep several dropped generations alive
(at ``hash=16`` a Hub session's RSS rose 38 to 47 MB above its baseline over
1,300 plies, 2.4 to 3 times the budget; now 14 MB).

The budget is the table's share of the process's resident memory (RSS), the
evaluation cache included (the engine gives it a quarter as many entries):
both generations full, and the arrays of a dict while it resizes, which
briefly holds the old and the new ones. The rest of the process is not in the
budget: about 19 to 21 MB for Python, the package and the move generators
after a first search (23.5 MB for ``dames hub``, which imports the command
line). Below 4 MB the budget is exceeded a little: the evaluation cache keeps
at least 1,024 entries and a search's own lists and frames take a few hundred
KB (1.3 MB at ``hash=1``).
``benchmarks/tt_memory.py`` measures it; ``tests/test_engine_tt.py`` checks
with tracemalloc that a search that overflows the table stays within the
budget, and that finished searches keep no dropped generation.

Only the search writes entries: :func:`.tree.build_tree` probes and stores
through the two dicts :attr:`current` and :attr:`previous` directly (bound as
locals of its closures); :meth:`get` reads either generation for everyone
else.
"""

from __future__ import annotations

from typing import TypeAlias

EXACT, LOWER, UPPER = 0, 1, 2
# The RSS one entry costs. benchmarks/tt_memory.py (Hub sessions of 800 to 1,300 plies,
# node-limited searches, both variants) measured the peak RSS above the baseline per
# table entry, the evaluation cache's share and the allocator's (pymalloc pools, dict
# over-allocation) included: 466 to 478 bytes at hash=64, 546 to 558 at hash=16, where
# a search's own memory weighs more; `dames hub` with timed searches stays within
# the budget too. Add up to 45 bytes for the resize of a generation (its old and new
# arrays at once, 90 bytes per entry of that generation) that a sample at each ply
# misses, and some headroom. (tracemalloc counts 310 to 330 bytes an entry.)
BYTES_PER_ENTRY = 640
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
        self._previous: dict[Key, Entry] = {}

    @property
    def previous(self) -> dict[Key, Entry]:
        """The older generation, read after :attr:`current`."""
        return self._previous

    @previous.setter
    def previous(self, generation: dict[Key, Entry]) -> None:
        # The generation dropped here is emptied in place: the closures of a
        # finished search still hold it until the garbage collector frees
        # them (they form cycles), and would keep every entry alive.
        dropped, self._previous = self._previous, generation
        if dropped is not generation and dropped is not self.current:
            dropped.clear()

    def __len__(self) -> int:
        return len(self.current) + len(self._previous)

    def clear(self) -> None:
        """Forget every entry (emptied in place, for the same reason)."""
        self.current.clear()
        self._previous.clear()

    def get(self, key: Key) -> Entry | None:
        entry = self.current.get(key)
        if entry is None:
            entry = self.previous.get(key)
        return entry
