"""The player's settings, kept in ``settings.json`` in :func:`config_dir`.

The file is a JSON object with ``"version": 3`` and one key per field of
:class:`Settings`::

    {"version": 3, "variant": "english", "human_side": null, "level": 5,
     "language": "fr", "show_numbers": false, "theme": "classic", "bottom": "player",
     "by_variant": {"international": {"human_side": "white", "level": 4}}}

``by_variant`` keeps the side and level last chosen in each variant played,
so that choosing it again on the new-game screen brings them back.

Load policy (see also :mod:`.jsonfile`):

- no file: the defaults, no warning (first run);
- unreadable (permission; a directory, a FIFO, a socket or a device in its
  place; more than 4 MB): the defaults and a ``settings_unreadable``
  warning, no copy; the read never blocks;
- empty, truncated, not UTF-8, not JSON (an integer of thousands of digits,
  arrays nested too deep), not an object, a bad ``version``: the defaults,
  ``settings_corrupt``, a ``.bad`` copy;
- from a newer version (``version`` > 3): the defaults, since the meaning of
  a field may have changed, ``settings_future_version`` and a ``.bad`` copy;
- from version 1 (five levels) or 2 (the ladder of eight): its levels read
  as today's level of about the same strength (:func:`.ladders.on_ladder`);
- a field of the wrong type or out of range: the default for that field
  only, the others kept, ``settings_invalid_fields`` (``params["fields"]``:
  their names) and a ``.bad`` copy; a missing field takes its default and an
  unknown one is ignored, silently.

The copies are numbered, ``settings.json.bad``, ``settings.json.1.bad``...,
never replaced, the same bytes never copied twice (a second load of the same
damaged file finds its copy: the warning is ``repeated``), and the ten newest
are kept (:mod:`.atomic`).

Loading never writes ``settings.json``: a bad file stays as it is, and the
program runs from what could be read, until the player changes a setting and
the interface calls :func:`save_settings`. That writes a complete, valid file
(a :class:`Settings` cannot hold a bad value), after keeping the file it
replaces if it does not load cleanly: its ``.bad`` copy is there already, or
is made then; a file that cannot be read (a FIFO, too large) is renamed to a
new ``.bad`` name. So a newer version's file survives as a copy, and a save
that cannot keep the file raises :class:`StorageError` and writes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path

from dames_tui.core import Color, DraughtsError, Rules, find_rules, variants
from dames_tui.i18n import LANGUAGES, choose_language

from .atomic import atomic_write_text, keep_before_replace
from .errors import LoadResult, LoadWarning
from .jsonfile import (
    bad_file_warning,
    dump_json,
    is_int,
    load_json_object,
    shorten,
    sound_json_object,
)
from .ladders import MAX_LEVEL, MIN_LEVEL, on_ladder
from .paths import settings_path

SETTINGS_VERSION = 3  # 3: the ladder of sixteen levels (2: eight; 1: five)
# each version's ladder, by its number of levels (see .ladders)
LADDER_OF_VERSION = {1: 5, 2: 8, 3: MAX_LEVEL}
MAX_THEME_LENGTH = 64
MAX_SHORT_TEXT = 64  # a time control, a deck key, an engine name
MAX_COMMAND = 1000  # an engine command line
MAX_ENGINES = 20  # named engines
_SIDES = {"white": Color.WHITE, "black": Color.BLACK}
#: the choices of :attr:`Settings.bottom`
BOTTOM_SIDES: tuple[str, ...] = ("player", "white", "black")


@dataclass(frozen=True, slots=True)
class Settings:
    """What the player chose last time; replaced (``dataclasses.replace``),
    never mutated. Every field is checked: a bad value raises ``ValueError``.

    ``variant`` is a variant's canonical name (``"english"``,
    ``"international"``); ``human_side`` the player's colour, None for the
    variant's default (the side that moves first); ``level`` 1 to 16;
    ``language`` an interface language (``"fr"``, ``"en"``); ``theme`` a
    board theme name (the interface defines them, see ``load_settings``);
    ``bottom`` the side shown at the bottom of the board: ``"player"`` (the
    player's own side, the default), ``"white"`` or ``"black"``. Flipping the
    board during a game turns that game's board only; it is not a setting.
    (Files written before this field had a ``flipped`` flag, relative to the
    player; it is ignored.)

    ``by_variant`` holds, for each variant a game was started in, the side
    and level chosen then: ``(variant, human_side, level)`` triples, one per
    variant, in the registry's order (see :meth:`choice_for`).

    Match conditions: ``clock`` is the time control of new games as the
    command line writes it (``"5+3"``, ``"40/30"``, ``"m2"``; empty: none;
    the game flow reads it, :class:`dames_tui.flow.clock.TimeControl`),
    ``undo_with_clock`` lets moves be taken back in a game with a clock
    (off by default), ``deck`` the ballots new games start from (a deck key
    of :func:`dames_tui.game.openings.deck_choices`; empty: the start
    position), ``engines`` the outside Hub engines the player named
    (``(name, command)`` pairs) and ``engine`` the one to play (empty: the
    built-in engine). ``ponder``: the computer thinks on the player's time
    (at the levels that do, the top ones). ``book``: the computer plays
    from its opening book (at the levels that do, those that search for
    their best move). ``tables_build``: when a game needs the endgame tables
    and the larger file is missing (English 5 pieces), it is built in the
    background, in a process of the lowest priority.

    >>> Settings().human_color
    <Color.BLACK: 'B'>
    >>> Settings(level=17)
    Traceback (most recent call last):
    ...
    ValueError: level must be an integer from 1 to 16, not 17
    """

    variant: str = "english"
    human_side: Color | None = None
    level: int = 5
    language: str = "fr"
    show_numbers: bool = False
    theme: str = "classic"
    bottom: str = "player"
    by_variant: tuple[tuple[str, Color | None, int], ...] = ()
    clock: str = ""
    undo_with_clock: bool = False
    deck: str = ""
    engines: tuple[tuple[str, str], ...] = ()
    engine: str = ""
    ponder: bool = True
    book: bool = True
    tables_build: bool = True

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            check(getattr(self, name))

    @property
    def rules(self) -> Rules:
        """The rules of :attr:`variant`."""
        return find_rules(self.variant)

    @property
    def human_color(self) -> Color:
        """The player's colour: :attr:`human_side`, or the side that moves first."""
        return self.human_side if self.human_side is not None else self.rules.first_to_move

    def choice_for(self, variant: str) -> tuple[Color | None, int] | None:
        """The side (None: the first mover) and level last chosen in
        ``variant``, or None if no game was started in it.

        >>> s = Settings(level=2).remembering("international", Color.BLACK, 4)
        >>> s.choice_for("international"), s.choice_for("english")
        ((<Color.BLACK: 'B'>, 4), None)
        """
        for name, side, level in self.by_variant:
            if name == variant:
                return side, level
        return None

    def remembering(self, variant: str, human_side: Color | None, level: int) -> Settings:
        """These settings with a game chosen: its variant, side and level
        as the last choice, and kept as ``variant``'s own."""
        kept = {name: (side, number) for name, side, number in self.by_variant}
        kept[variant] = (human_side, level)
        order = [rules.name for rules in variants()]
        by_variant = tuple((name, *kept[name]) for name in sorted(kept, key=order.index))
        return replace(
            self, variant=variant, human_side=human_side, level=level, by_variant=by_variant
        )

    def engine_command(self) -> str | None:
        """The command of the engine chosen (None: the built-in one, or a
        name no longer among :attr:`engines`)."""
        return dict(self.engines).get(self.engine) if self.engine else None

    def bottom_color(self, human: Color) -> Color:
        """The side at the bottom of the board when the player has ``human``.

        >>> Settings(bottom="white").bottom_color(Color.BLACK)
        <Color.WHITE: 'W'>
        >>> Settings().bottom_color(Color.BLACK)
        <Color.BLACK: 'B'>
        """
        return human if self.bottom == "player" else _SIDES[self.bottom]

    def to_json(self) -> dict[str, object]:
        """The JSON object written to ``settings.json`` (with its version)."""
        side = None if self.human_side is None else self.human_side.name.lower()
        return {
            "version": SETTINGS_VERSION,
            "variant": self.variant,
            "human_side": side,
            "level": self.level,
            "language": self.language,
            "show_numbers": self.show_numbers,
            "theme": self.theme,
            "bottom": self.bottom,
            "by_variant": {
                name: {"human_side": _side_text(side), "level": level}
                for name, side, level in self.by_variant
            },
            "clock": self.clock,
            "undo_with_clock": self.undo_with_clock,
            "deck": self.deck,
            "engines": dict(self.engines),
            "engine": self.engine,
            "ponder": self.ponder,
            "book": self.book,
            "tables_build": self.tables_build,
        }


def _side_text(side: Color | None) -> str | None:
    return None if side is None else side.name.lower()


# --------------------------------------------------------------- field checks


def _check_variant(value: object) -> None:
    canonical: str | None = None
    if isinstance(value, str):
        try:
            canonical = find_rules(value).name
        except DraughtsError:
            canonical = None
    if canonical is None or canonical != value:
        known = ", ".join(rules.name for rules in variants())
        raise ValueError(f"variant must be one of {known}, not {shorten(value)}")


def _check_side(value: object) -> None:
    if value is not None and not isinstance(value, Color):
        raise ValueError(f"human_side must be a Color or None, not {shorten(value)}")


def _check_level(value: object) -> None:
    if not (is_int(value) and MIN_LEVEL <= value <= MAX_LEVEL):
        raise ValueError(
            f"level must be an integer from {MIN_LEVEL} to {MAX_LEVEL}, not {shorten(value)}"
        )


def _check_language(value: object) -> None:
    if value not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {shorten(value)}")


def _check_bool(value: object) -> None:
    if value is not True and value is not False:
        raise ValueError(f"expected true or false, not {shorten(value)}")


def _check_bottom(value: object) -> None:
    if value not in BOTTOM_SIDES:
        raise ValueError(f"bottom must be one of {', '.join(BOTTOM_SIDES)}, not {shorten(value)}")


def _check_theme(value: object) -> None:
    if (
        not isinstance(value, str)
        or not value.strip()
        or len(value) > MAX_THEME_LENGTH
        or not value.isprintable()
    ):
        raise ValueError(f"theme must be a printable name, not {shorten(value)}")


def _check_by_variant(value: object) -> None:
    if not isinstance(value, tuple) or len(value) > len(variants()):
        raise ValueError(f"by_variant must be a tuple of choices, not {shorten(value)}")
    names = set()
    for entry in value:
        if not isinstance(entry, tuple) or len(entry) != 3:
            raise ValueError(f"a by_variant choice is (variant, side, level), not {shorten(entry)}")
        name, side, level = entry
        _check_variant(name)
        _check_side(side)
        _check_level(level)
        if name in names:
            raise ValueError(f"by_variant names {name} twice")
        names.add(name)


def _check_short_text(value: object, limit: int = MAX_SHORT_TEXT) -> None:
    """A short printable text, possibly empty (a time control, a deck key,
    an engine's name): what it means is read where it is used."""
    if not isinstance(value, str) or len(value) > limit or not value.isprintable():
        raise ValueError(f"expected a short printable text, not {shorten(value)}")


def _check_engines(value: object) -> None:
    if not isinstance(value, tuple) or len(value) > MAX_ENGINES:
        raise ValueError(f"engines must be at most {MAX_ENGINES} named commands")
    names = set()
    for entry in value:
        if not isinstance(entry, tuple) or len(entry) != 2:
            raise ValueError(f"an engine is (name, command), not {shorten(entry)}")
        name, command = entry
        _check_short_text(name)
        _check_short_text(command, MAX_COMMAND)
        if not name.strip() or not command.strip() or name in names:
            raise ValueError(f"engine {shorten(name)}: empty or named twice")
        names.add(name)


_CHECKS: dict[str, Callable[[object], None]] = {
    "variant": _check_variant,
    "human_side": _check_side,
    "level": _check_level,
    "language": _check_language,
    "show_numbers": _check_bool,
    "theme": _check_theme,
    "bottom": _check_bottom,
    "by_variant": _check_by_variant,
    "clock": _check_short_text,
    "undo_with_clock": _check_bool,
    "deck": _check_short_text,
    "engines": _check_engines,
    "engine": _check_short_text,
    "ponder": _check_bool,
    "book": _check_bool,
    "tables_build": _check_bool,
}


def _decode(name: str, value: object) -> object:
    """The field value for the JSON ``value`` of ``name``; ValueError if bad."""
    if name == "human_side":
        if value is None:
            return None
        if not isinstance(value, str) or value.lower() not in _SIDES:
            raise ValueError(f"human_side must be white, black or null, not {shorten(value)}")
        return _SIDES[value.lower()]
    if name == "by_variant":
        return _decode_by_variant(value)
    if name == "engines":
        if not isinstance(value, dict):
            raise ValueError(
                f"engines must be an object of names and commands, not {shorten(value)}"
            )
        pairs = tuple((str(k), v) for k, v in value.items())
        _check_engines(pairs)
        return pairs
    if name == "variant" and isinstance(value, str):
        try:  # an alias ("american") is read as its canonical name
            value = find_rules(value).name
        except DraughtsError:
            pass
    _CHECKS[name](value)
    return value


def _decode_by_variant(value: object) -> tuple[tuple[str, Color | None, int], ...]:
    """The choices of the JSON object ``{variant: {"human_side", "level"}}``
    (aliases read as canonical names), in the registry's order."""
    if not isinstance(value, dict) or len(value) > len(variants()):
        raise ValueError(f"by_variant must be an object, one key a variant, not {shorten(value)}")
    kept: dict[str, tuple[Color | None, int]] = {}
    for raw_name, choice in value.items():
        name = _decode("variant", raw_name)
        if not isinstance(choice, dict) or "level" not in choice:
            raise ValueError(f"by_variant[{shorten(raw_name)}] must be an object with a level")
        side = _decode("human_side", choice.get("human_side"))
        level = choice.get("level")
        _check_level(level)
        assert isinstance(name, str) and isinstance(level, int)
        assert side is None or isinstance(side, Color)
        kept[name] = (side, level)
    order = [rules.name for rules in variants()]
    result = tuple((name, *kept[name]) for name in sorted(kept, key=order.index))
    _check_by_variant(result)
    return result


# ------------------------------------------------------------------ load/save


def load_settings(*, themes: Collection[str] | None = None) -> LoadResult[Settings]:
    """The saved settings, the defaults where the file fails (see the module
    docstring), with at most one warning. Never raises for a bad or missing
    file, whatever its bytes; never blocks; never writes ``settings.json``.

    ``themes``: the theme names the interface knows; another saved theme is a
    bad field (reset to the default). None accepts any name.

    The default language (no file, or no valid ``language`` in it) is the
    environment's (``LC_ALL``, ``LC_MESSAGES``, ``LANG``: ``fr…`` or ``en…``),
    else French; see :func:`dames_tui.i18n.choose_language`.
    """
    path = settings_path()
    loaded = load_json_object(path, "settings", SETTINGS_VERSION)
    language = choose_language()
    if loaded.data is None:
        return LoadResult(Settings(language=language), loaded.warning)
    values, bad = _read_fields(_on_todays_ladder(loaded.data), themes)
    settings = Settings(**{"language": language, **values})  # type: ignore[arg-type]
    warning: LoadWarning | None = None
    if bad:
        assert loaded.raw is not None
        names = ", ".join(bad)
        detail = "; ".join(f"{name}: {reason}" for name, reason in bad.items())
        warning = bad_file_warning(
            path, loaded.raw, "settings_invalid_fields", detail, {"fields": names}
        )
    return LoadResult(settings, warning)


def _on_todays_ladder(data: Mapping[str, object]) -> Mapping[str, object]:
    """A file's fields with its levels on today's ladder (an earlier
    version's levels moved, :func:`.ladders.on_ladder`); values that are not
    levels of its ladder are left for the checks to refuse.

    >>> _on_todays_ladder({"level": 5, "by_variant": {"english": {"level": 2}}})
    {'level': 16, 'by_variant': {'english': {'level': 2}}}
    >>> _on_todays_ladder({"version": 2, "level": 6})
    {'version': 2, 'level': 8}
    >>> _on_todays_ladder({"version": 3, "level": 6})
    {'version': 3, 'level': 6}
    """
    size = LADDER_OF_VERSION.get(data.get("version", 1), MAX_LEVEL)  # type: ignore[call-overload]
    if size == MAX_LEVEL:
        return data
    result = dict(data)
    if "level" in result:
        result["level"] = on_ladder(result["level"], size)
    choices = result.get("by_variant")
    if isinstance(choices, dict):
        result["by_variant"] = {
            name: {**choice, "level": on_ladder(choice["level"], size)}
            if isinstance(choice, dict) and "level" in choice
            else choice
            for name, choice in choices.items()
        }
    return result


def _read_fields(
    data: Mapping[str, object], themes: Collection[str] | None
) -> tuple[dict[str, object], dict[str, str]]:
    """The good field values of ``data``, and why each bad one is bad."""
    values: dict[str, object] = {}
    bad: dict[str, str] = {}
    for field in fields(Settings):
        if field.name not in data:
            continue
        raw_value = data[field.name]
        try:
            values[field.name] = _decode(field.name, raw_value)
        except ValueError as error:
            bad[field.name] = str(error)
            continue
        if field.name == "theme" and themes is not None and raw_value not in themes:
            del values[field.name]
            bad[field.name] = f"unknown theme {shorten(raw_value)}"
    return values, bad


def _sound(raw: bytes) -> bool:
    """Whether ``raw`` is a settings file that loads cleanly (any theme)."""
    return sound_json_object(raw, SETTINGS_VERSION, lambda data: not _read_fields(data, None)[1])


def save_settings(settings: Settings) -> Path:
    """Write ``settings`` to ``settings.json`` atomically; returns the path.
    A file there that does not load cleanly is kept first (see the module
    docstring).

    Raises :class:`StorageError` when the disk refuses, or the file there
    cannot be kept (the old file is then untouched)."""
    path = settings_path()
    keep_before_replace(path, _sound)
    atomic_write_text(path, dump_json(settings.to_json()))
    return path
