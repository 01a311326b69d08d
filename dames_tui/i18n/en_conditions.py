"""English texts for match conditions in the game: clocks, ballots and named
openings, outside engines. The same keys and {fields} as fr_conditions.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "end.reason.time": "{side} ran out of time: the flag fell.",
    "end.reason.your_flag": "Your time is up: the flag fell.",
    "error.termination.time": "out of time",
    "clock.title": "Clock {control}",
    "clock.move_time": "Computer: {seconds} s a move",
    "clock.you": "You ({side})",
    "clock.computer": "Computer ({side})",
    "clock.paused": "paused",
    "clock.flag": "flag",
    "key.pause": "Pause",
    "status.paused": "Game paused: the clock is stopped. g or a move to go on.",
    "status.resumed": "The game goes on: the clock runs.",
    "status.no_pause": "No clock to stop.",
    "status.undo_clock": "No take-backs with a clock (allow them in the settings).",
    "status.paused_study": "Clock stopped while you study: g or a move to go on.",
    "error.clock.empty": "No time control given; write 5+3 (minutes + seconds added a move), 40/30 (moves / minutes), m2 (seconds a move) or none.",
    "error.clock.unreadable": "Cannot read the time control {text}; write 5+3, 40/30, m2 or none.",
    "error.clock.negative": "A time control cannot be negative: {text}.",
    "error.clock.too_long": "More than a day is no time control: {text}.",
    "error.clock.no_time": "{text} gives no time to play.",
    "error.clock.moves": "A period has 1 to {max} moves: {text}.",
    "error.clock.order": "Only the last period may last to the end of the game: {text}.",
    "error.clock.periods": "{text} has more than 5 periods.",
    "error.clock.mixed": "{text} has both a game clock and a time per move.",
    "error.clock.sandglass": "Sandglass clocks are not supported: {text}.",
    "error.clock.damaged": "The saved clock is damaged; the game goes on without it.",
}
