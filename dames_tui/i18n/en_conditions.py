"""English texts for match conditions in the game: clocks, ballots and named
openings, outside engines. The same keys and {fields} as fr_conditions.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
