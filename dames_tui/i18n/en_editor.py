"""English texts for the position editor. The same keys and {fields} as
fr_editor.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
