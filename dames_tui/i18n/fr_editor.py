"""Textes français pour l'éditeur de position. Mêmes clés et mêmes {champs}
que en_editor.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
