"""English texts for the statistics by opening (the ballots a game began
from). The same keys and {fields} as fr_stats.py; the ballots' labels and
names are proper names, never translated."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "stats.by_opening": "By opening",
    "stats.by_variant": "By variant",
    "stats.openings_counted": "{variant} by opening: the games begun from a ballot, the most played first.",
    "stats.openings_more": "Press v for another variant ({index}/{count}).",
    "stats.openings_none": "No game begun from a ballot yet.",
    "stats.openings_heading": "By opening: the games begun from a ballot.",
    "stats.opening": "Opening",
    "stats.score": "Score",
    "stats.score_cell": "{pct} %",
}
