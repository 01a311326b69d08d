"""French and English texts for the interface.

Every string the player sees goes through a :class:`Translator`; the catalogs
are plain dicts with the same keys and the same ``{placeholders}`` in both
languages: the interface's (:mod:`.fr`, :mod:`.en`) merged with those of the
command line and the error messages (:mod:`.fr_cli`, :mod:`.en_cli`, keys
``cli.*`` and ``error.*``) and those of the study tools (``fr_review``,
``fr_analysis``, ``fr_editor``, ``fr_puzzles`` and their English twins).
French is the default language; :func:`choose_language` says which one a
run speaks.

>>> Translator("en")("status.must_capture")
'You must capture'
>>> Translator()("status.must_capture")
'Vous devez prendre'
"""

from __future__ import annotations

from collections.abc import Mapping

from . import (
    en,
    en_analysis,
    en_book,
    en_cli,
    en_conditions,
    en_editor,
    en_match,
    en_puzzles,
    en_review,
    en_stats,
    en_tables,
    fr,
    fr_analysis,
    fr_book,
    fr_cli,
    fr_conditions,
    fr_editor,
    fr_match,
    fr_puzzles,
    fr_review,
    fr_stats,
    fr_tables,
)
from .choose import DEFAULT_LANGUAGE, LANGUAGES, choose_language, environment_language

CATALOGS: dict[str, Mapping[str, str]] = {
    "fr": {
        **fr.TEXTS,
        **fr_cli.TEXTS,
        **fr_review.TEXTS,
        **fr_analysis.TEXTS,
        **fr_editor.TEXTS,
        **fr_puzzles.TEXTS,
        **fr_match.TEXTS,
        **fr_conditions.TEXTS,
        **fr_stats.TEXTS,
        **fr_tables.TEXTS,
        **fr_book.TEXTS,
    },
    "en": {
        **en.TEXTS,
        **en_cli.TEXTS,
        **en_review.TEXTS,
        **en_analysis.TEXTS,
        **en_editor.TEXTS,
        **en_puzzles.TEXTS,
        **en_match.TEXTS,
        **en_conditions.TEXTS,
        **en_stats.TEXTS,
        **en_tables.TEXTS,
        **en_book.TEXTS,
    },
}


class UnknownLanguageError(ValueError):
    """No catalog for that language code."""


class Translator:
    """Looks texts up in one language's catalog; call it like a function."""

    def __init__(self, language: str = DEFAULT_LANGUAGE) -> None:
        if language not in CATALOGS:
            raise UnknownLanguageError(
                f"unknown language {language!r} (known: {', '.join(LANGUAGES)})"
            )
        self.language = language
        self._texts = CATALOGS[language]

    def __call__(self, key: str, **values: object) -> str:
        """The text for ``key`` with ``values`` filled in; the key itself if missing."""
        text = self._texts.get(key)
        if text is None:
            return key
        return text.format(**values) if values else text

    def has(self, key: str) -> bool:
        return key in self._texts


def t(key: str, language: str = DEFAULT_LANGUAGE, **values: object) -> str:
    """One-shot lookup, for code that holds no translator."""
    return Translator(language)(key, **values)


__all__ = [
    "CATALOGS",
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "Translator",
    "UnknownLanguageError",
    "choose_language",
    "environment_language",
    "t",
]
