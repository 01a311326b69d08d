"""Where dames_tui keeps its files, after the XDG Base Directory specification.

The environment is read at each call (tests point ``XDG_CONFIG_HOME`` and
``XDG_DATA_HOME`` at temporary directories). Nothing is created here: the
directories appear with the first file written into them.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "dames_tui"
SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "current.pdn"
STATS_FILE = "stats.json"
PUZZLES_FILE = "puzzles.json"
SET_ASIDE_DIR = "unfinished"


def _base(variable: str, fallback: tuple[str, ...]) -> Path:
    value = os.environ.get(variable, "")
    # the specification says to ignore relative (and empty) values
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home().joinpath(*fallback)


def config_dir() -> Path:
    """``$XDG_CONFIG_HOME/dames_tui`` (default ``~/.config/dames_tui``)."""
    return _base("XDG_CONFIG_HOME", (".config",)) / APP_NAME


def data_dir() -> Path:
    """``$XDG_DATA_HOME/dames_tui`` (default ``~/.local/share/dames_tui``)."""
    return _base("XDG_DATA_HOME", (".local", "share")) / APP_NAME


def settings_path() -> Path:
    """The settings file, in :func:`config_dir`."""
    return config_dir() / SETTINGS_FILE


def autosave_path() -> Path:
    """The game in progress, in :func:`data_dir`."""
    return data_dir() / AUTOSAVE_FILE


def set_aside_dir() -> Path:
    """Unfinished games set aside for a game given on the command line, in
    :func:`data_dir`."""
    return data_dir() / SET_ASIDE_DIR


def stats_path() -> Path:
    """The results against the computer, in :func:`data_dir`."""
    return data_dir() / STATS_FILE


def puzzles_path() -> Path:
    """The player's progress in the puzzles, in :func:`data_dir`."""
    return data_dir() / PUZZLES_FILE


def bad_copy_path(path: Path, number: int = 0) -> Path:
    """Copy number ``number`` of a file that failed to load, beside it: the
    first is ``<name>.bad``, the next ``<name>.1.bad``, ``<name>.2.bad``...

    >>> bad_copy_path(Path("settings.json")).name, bad_copy_path(Path("settings.json"), 2).name
    ('settings.json.bad', 'settings.json.2.bad')
    """
    middle = f".{number}" if number else ""
    return path.with_name(f"{path.name}{middle}.bad")


def bad_copy_number(path: Path, name: str) -> int | None:
    """The number of ``name`` if it is one of :func:`bad_copy_path`'s names
    for ``path``, else None.

    >>> [bad_copy_number(Path("a.json"), n) for n in ("a.json.bad", "a.json.7.bad", "b.bad")]
    [0, 7, None]
    """
    prefix, suffix = path.name + ".", ".bad"
    if not name.startswith(prefix) or not name.endswith(suffix):
        return None
    middle = name[len(prefix) : -len(suffix)]
    if name == path.name + suffix:
        return 0
    # our own numbers have no leading zero and stay far below a billion
    if not middle.isascii() or not middle.isdigit() or middle[0] == "0" or len(middle) > 9:
        return None
    return int(middle)
