"""French texts of ``dames match``. The same keys and {fields} as en_match.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
