"""English texts of ``dames match``. The same keys and {fields} as fr_match.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
