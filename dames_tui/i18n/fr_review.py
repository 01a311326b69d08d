"""Textes français pour la revue d'une partie (``dames review`` et l'écran de revue). Mêmes clés et mêmes {champs}
que en_review.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
