"""English texts of the opening book (its setting and its tool). The same
keys and {fields} as fr_book.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "settings.book": "Opening book (from level {level})",
    "cli.play.no_book": "the computer plays without its opening book (this time only)",
    "cli.match.no_book": "our engine plays without its opening book",
}
