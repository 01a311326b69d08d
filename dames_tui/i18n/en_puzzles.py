"""English texts for the puzzles (the tactics trainer). The same keys and {fields} as
fr_puzzles.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
