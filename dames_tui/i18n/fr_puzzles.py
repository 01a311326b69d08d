"""Textes français pour les problèmes (l'entraînement tactique). Mêmes clés et mêmes {champs}
que en_puzzles.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
