"""French texts of the opening book (its setting and its tool). The same
keys and {fields} as en_book.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
