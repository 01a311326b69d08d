"""Textes français pour l'échiquier d'analyse et le mode démonstration (l'ordinateur contre lui-même). Mêmes clés et mêmes {champs}
que en_analysis.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "watch.cannot_start": "La partie est finie dans cette position : il n'y a plus rien à jouer.",
    "key.watch": "Ordinateur contre lui-même",
    "key.watch_pause": "Pause",
    "key.watch_step": "Un coup",
    "key.watch_faster": "Plus vite",
    "key.watch_slower": "Moins vite",
    "key.watch_leave": "Retour",
    "watch.title": "L'ordinateur contre lui-même",
    "watch.setup_title": "L'ordinateur joue les deux camps à partir de cette position.",
    "watch.level_of": "Niveau des {side}",
    "watch.start": "Commencer",
    "watch.side_level": "{side} : {level}",
    "watch.speed": "Vitesse {number}/{count}",
    "watch.paused": "en pause",
    "watch.running": "en cours",
    "watch.status_running": "L'ordinateur joue. Espace : pause · + / - : vitesse · Échap : retour",
    "watch.status_paused": "En pause. Espace : continuer · « . » ou → : un coup · w : enregistrer",
    "watch.step_needs_pause": "Mettez d'abord en pause (Espace) pour jouer coup par coup.",
    "watch.over_win": "Partie finie : {side} gagnent. {reason}",
    "watch.over_draw": "Partie finie : nulle. {reason}",
}
