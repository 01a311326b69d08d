"""French texts for the statistics by opening (the ballots a game began
from). The same keys and {fields} as en_stats.py; the ballots' labels and
names are proper names, never translated."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "stats.by_opening": "Par ouverture",
    "stats.by_variant": "Par variante",
    "stats.openings_counted": "{variant}, par ouverture : les parties commencées par une ouverture tirée au sort, les plus jouées d'abord.",
    "stats.openings_more": "Touche v : autre variante ({index}/{count}).",
    "stats.openings_none": "Aucune partie commencée par une ouverture tirée au sort pour l'instant.",
    "stats.openings_heading": "Par ouverture : les parties commencées par une ouverture tirée au sort.",
    "stats.opening": "Ouverture",
    "stats.score": "Score",
    "stats.score_cell": "{pct} %",
}
