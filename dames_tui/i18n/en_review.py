"""English texts for reviewing a game (``dames review`` and the review screen). The same keys and {fields} as
fr_review.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
