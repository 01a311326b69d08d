"""English texts for the analysis board and watch mode (the computer against itself). The same keys and {fields} as
fr_analysis.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
