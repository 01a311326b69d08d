"""Textes français pour l'échiquier d'analyse et le mode démonstration (l'ordinateur contre lui-même). Mêmes clés et mêmes {champs}
que en_analysis.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
