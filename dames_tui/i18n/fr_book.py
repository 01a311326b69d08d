"""French texts of the opening book (its setting and its tool). The same
keys and {fields} as en_book.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "settings.book": "Livre d'ouvertures (dès le niveau {level})",
    "cli.play.no_book": "l'ordinateur joue sans son livre d'ouvertures (pour cette fois)",
    "cli.match.no_book": "notre moteur joue sans son livre d'ouvertures",
}
