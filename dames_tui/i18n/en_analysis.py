"""English texts for the analysis board and watch mode (the computer against itself). The same keys and {fields} as
fr_analysis.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "watch.cannot_start": "The game is over in this position: there is nothing left to play.",
    "key.watch": "Computer vs itself",
    "key.watch_pause": "Pause",
    "key.watch_step": "One move",
    "key.watch_faster": "Faster",
    "key.watch_slower": "Slower",
    "key.watch_leave": "Back",
    "watch.title": "The computer against itself",
    "watch.setup_title": "The computer plays both sides from this position.",
    "watch.level_of": "{side}'s level",
    "watch.start": "Start",
    "watch.side_level": "{side}: {level}",
    "watch.speed": "Speed {number}/{count}",
    "watch.paused": "paused",
    "watch.running": "playing",
    "watch.status_running": "The computer is playing. Space: pause · + / -: speed · Esc: back",
    "watch.status_paused": "Paused. Space: resume · '.' or →: one move · w: save",
    "watch.step_needs_pause": "Pause first (Space) to play move by move.",
    "watch.over_win": "Game over: {side} wins. {reason}",
    "watch.over_draw": "Game over: a draw. {reason}",
}
