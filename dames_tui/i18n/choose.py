"""Which language to speak: the one asked for, else the one saved, else the
environment's, else French.

The environment is read as the C library reads it for messages: the first of
``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set and not empty decides; a
value starting with ``fr`` gives French, ``en`` English, anything else (``C``,
``POSIX``, ``de_DE.UTF-8``) no language, hence French.

>>> choose_language(environ={"LANG": "en_GB.UTF-8"})
'en'
>>> choose_language(environ={"LC_ALL": "C", "LANG": "en_GB.UTF-8"})
'fr'
>>> choose_language("en", saved="fr", environ={})
'en'
>>> choose_language(saved="en", environ={"LANG": "fr_FR.UTF-8"})
'en'
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping

LANGUAGES: tuple[str, ...] = ("fr", "en")
DEFAULT_LANGUAGE = "fr"
LOCALE_VARIABLES: tuple[str, ...] = ("LC_ALL", "LC_MESSAGES", "LANG")


def environment_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The language the locale variables of ``environ`` (default ``os.environ``)
    ask for, or None when they ask for none we speak."""
    env = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = env.get(name, "")
        if value:
            prefix = value[:2].lower()
            return prefix if prefix in LANGUAGES else None
    return None


def choose_language(
    option: str | None = None,
    saved: str | None = None,
    environ: Mapping[str, str] | None = None,
) -> str:
    """``option`` (``--lang``), else ``saved`` (the settings), else the
    environment's language, else French; values we do not speak are skipped."""
    for language in (option, saved, environment_language(environ)):
        if language is not None and language in LANGUAGES:
            return language
    return DEFAULT_LANGUAGE


def saved_language(content: bytes | None, newest_version: int) -> str | None:
    """The ``language`` of a settings file's ``content`` (None: no file) when
    it holds a valid one, else None. Never raises for bad content (the caller
    reads the file without blocking: see :func:`dames_tui.storage.atomic.read_bytes`).

    ``newest_version``: the settings format this program reads; a file from a
    newer one is not trusted, as the interface does not trust it either.

    >>> saved_language(b'{"version": 1, "language": "en"}', 1)
    'en'
    >>> saved_language(b'{"version": 2, "language": "en"}', 1) is None
    True
    """
    if content is None:
        return None
    try:
        data = json.loads(content.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    version = data.get("version", 1)
    if not isinstance(version, int) or isinstance(version, bool):
        return None
    if not 1 <= version <= newest_version:
        return None
    language = data.get("language")
    return language if isinstance(language, str) and language in LANGUAGES else None
