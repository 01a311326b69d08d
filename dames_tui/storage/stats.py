"""The player's results against the computer, in ``stats.json`` in :func:`data_dir`.

The file::

    {"version": 1, "records": [
        {"variant": "english", "color": "black", "level": 3,
         "wins": 2, "draws": 1, "losses": 4}, ...]}

one record per (variant, colour, level) the player has played. Load policy
as for the settings (:mod:`.settings`): no file is no games; an unreadable,
corrupt or newer file gives empty statistics, one warning and (unless
unreadable) a ``stats.json.bad`` copy; within a sound file a record whose
variant, colour or level is bad is dropped and a bad count becomes 0, with
one ``stats_invalid_fields`` warning naming them (``params["fields"]``).

:func:`record_result` adds a result to what could be read and writes the
file, so it replaces a bad file, but only once its ``.bad`` copy exists: it
never overwrites a file it could neither read nor copy (StorageError).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, get_args

from dames_tui.core import Color, DraughtsError, find_rules, variants
from dames_tui.game import Game

from .atomic import atomic_write_text
from .errors import LoadResult, LoadWarning, StorageError
from .jsonfile import bad_file_warning, dump_json, is_int, load_json_object
from .paths import stats_path
from .settings import MAX_LEVEL, MIN_LEVEL

STATS_VERSION = 1
GameResult = Literal["win", "draw", "loss"]
RESULTS: tuple[GameResult, ...] = get_args(GameResult)
StatsKey = tuple[str, Color, int]  # (variant name, the player's colour, level)
_COLORS = {"white": Color.WHITE, "black": Color.BLACK}


@dataclass(frozen=True, slots=True)
class Tally:
    """Wins, draws and losses of the player."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def add(self, result: GameResult) -> Tally:
        """This tally with one more ``result``."""
        if result == "win":
            return Tally(self.wins + 1, self.draws, self.losses)
        if result == "draw":
            return Tally(self.wins, self.draws + 1, self.losses)
        if result == "loss":
            return Tally(self.wins, self.draws, self.losses + 1)
        raise ValueError(f"result must be one of {', '.join(RESULTS)}, not {result!r}")

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.wins + other.wins, self.draws + other.draws, self.losses + other.losses)


@dataclass(frozen=True)
class Stats:
    """The tallies by (variant, colour, level); replaced, never mutated.

    >>> stats = Stats().record("english", Color.BLACK, 3, "win")
    >>> stats.tally(variant="english")
    Tally(wins=1, draws=0, losses=0)
    """

    records: Mapping[StatsKey, Tally] = field(default_factory=dict)

    def record(self, variant: str, human_color: Color, level: int, result: GameResult) -> Stats:
        """These statistics with one more game."""
        key = _check_key(variant, human_color, level)
        records = dict(self.records)
        records[key] = records.get(key, Tally()).add(result)
        return Stats(records)

    def tally(
        self,
        *,
        variant: str | None = None,
        color: Color | None = None,
        level: int | None = None,
    ) -> Tally:
        """The sum of the records matching the given parts of the key."""
        total = Tally()
        for (v, c, n), tally in self.records.items():
            if variant in (None, v) and color in (None, c) and level in (None, n):
                total = total + tally
        return total

    def to_json(self) -> dict[str, object]:
        """The JSON object written to ``stats.json`` (with its version)."""
        rows = []
        for (variant, color, level), tally in sorted(
            self.records.items(), key=lambda item: (item[0][0], item[0][1].value, item[0][2])
        ):
            rows.append(
                {
                    "variant": variant,
                    "color": color.name.lower(),
                    "level": level,
                    "wins": tally.wins,
                    "draws": tally.draws,
                    "losses": tally.losses,
                }
            )
        return {"version": STATS_VERSION, "records": rows}


def _check_key(variant: str, color: Color, level: int) -> StatsKey:
    try:
        canonical = find_rules(variant).name
    except DraughtsError:
        raise ValueError(f"unknown variant {variant!r}") from None
    if not isinstance(color, Color):
        raise TypeError(f"color must be a Color, not {color!r}")
    if not is_int(level) or not MIN_LEVEL <= level <= MAX_LEVEL:
        raise ValueError(f"level must be from {MIN_LEVEL} to {MAX_LEVEL}, not {level!r}")
    return canonical, color, level


def result_for(game: Game, human_color: Color) -> GameResult | None:
    """The player's result in ``game`` ("win", "draw", "loss"), None while it goes on."""
    outcome = game.outcome
    if outcome is None:
        return None
    if outcome.winner is None:
        return "draw"
    return "win" if outcome.winner is human_color else "loss"


# ------------------------------------------------------------------ load/save


def load_stats() -> LoadResult[Stats]:
    """The saved statistics (empty where the file fails; see the module
    docstring), with at most one warning. Never raises for a bad file."""
    path = stats_path()
    loaded = load_json_object(path, "stats", STATS_VERSION)
    if loaded.data is None:
        return LoadResult(Stats(), loaded.warning)
    records: dict[StatsKey, Tally] = {}
    bad: list[str] = []
    entries = loaded.data.get("records", [])
    if not isinstance(entries, list):
        bad.append("records")
        entries = []
    for index, entry in enumerate(entries):
        key, tally, problems = _read_entry(entry, f"records[{index}]")
        bad.extend(problems)
        if key is not None:
            records[key] = records.get(key, Tally()) + tally
    stats = Stats(records)
    warning: LoadWarning | None = None
    if bad:
        assert loaded.raw is not None
        names = ", ".join(bad)
        warning = bad_file_warning(
            path, loaded.raw, "stats_invalid_fields", f"bad values: {names}", {"fields": names}
        )
    return LoadResult(stats, warning)


def _read_entry(entry: object, where: str) -> tuple[StatsKey | None, Tally, list[str]]:
    if not isinstance(entry, dict):
        return None, Tally(), [where]
    raw_color, variant, level = entry.get("color"), entry.get("variant"), entry.get("level")
    color = _COLORS.get(raw_color) if isinstance(raw_color, str) else None
    if color is None or not isinstance(variant, str) or not isinstance(level, int):
        return None, Tally(), [where]
    try:
        key = _check_key(variant, color, level)
    except ValueError:
        return None, Tally(), [where]
    if key[0] != variant:  # an alias is not what we write
        return None, Tally(), [where]
    counts: list[int] = []
    problems: list[str] = []
    for name in ("wins", "draws", "losses"):
        value = entry.get(name, 0)
        if is_int(value) and value >= 0:
            counts.append(value)
        else:
            counts.append(0)
            problems.append(f"{where}.{name}")
    return key, Tally(*counts), problems


def save_stats(stats: Stats) -> Path:
    """Write ``stats`` to ``stats.json`` atomically; returns the path.
    Raises :class:`StorageError` when the disk refuses."""
    path = stats_path()
    atomic_write_text(path, dump_json(stats.to_json()))
    return path


def record_result(
    variant: str, human_color: Color, level: int, result: GameResult
) -> LoadResult[Stats]:
    """Add one game to ``stats.json`` and return the new statistics, with the
    warning of the load if the file was bad (it is then replaced, its
    ``.bad`` copy kept). Raises :class:`StorageError` when the file cannot be
    written, or when it could be neither read nor copied (it is left alone)."""
    loaded = load_stats()
    warning = loaded.warning
    if warning is not None and warning.backup is None:
        raise StorageError(
            f"cannot record the result: {warning.detail}", path=warning.path, reason="io_error"
        )
    stats = loaded.value.record(variant, human_color, level, result)
    save_stats(stats)
    return LoadResult(stats, warning)


# -------------------------------------------------------------------- tables


@dataclass(frozen=True, slots=True)
class StatsRow:
    """One line of the statistics table.

    ``group`` says what the line counts: ``"variant"`` (all games of
    ``variant``), ``"color"`` (with ``color`` in ``variant``), ``"level"``
    (against ``level`` in ``variant``) or ``"total"`` (everything). The
    percentages are whole numbers that add up to 100 (0 without games).
    """

    group: str
    variant: str | None
    color: Color | None
    level: int | None
    games: int
    wins: int
    draws: int
    losses: int
    win_pct: int
    draw_pct: int
    loss_pct: int


def percentages(counts: Iterable[int]) -> tuple[int, ...]:
    """Whole percentages of ``counts`` that add up to 100 (largest remainders
    get the rounding), all 0 when the counts are.

    >>> percentages([1, 1, 1])
    (34, 33, 33)
    >>> percentages([2, 1, 0])
    (67, 33, 0)
    """
    values = list(counts)
    total = sum(values)
    if total == 0:
        return tuple(0 for _ in values)
    floors = [value * 100 // total for value in values]
    remainders = [value * 100 % total for value in values]
    missing = 100 - sum(floors)
    order = sorted(range(len(values)), key=lambda i: (-remainders[i], i))
    for index in order[:missing]:
        floors[index] += 1
    return tuple(floors)


def _row(
    group: str, tally: Tally, variant: str | None, color: Color | None, level: int | None
) -> StatsRow:
    win, draw, loss = percentages((tally.wins, tally.draws, tally.losses))
    return StatsRow(
        group, variant, color, level, tally.games, tally.wins, tally.draws, tally.losses,
        win, draw, loss,
    )  # fmt: skip


def stats_table(stats: Stats) -> list[StatsRow]:
    """The rows of the statistics table, as draughts sites show them: for
    each variant played (in the registry's order) its total, then one row
    per colour played (White, Black) and per level played (ascending); last,
    the total of all games (always present, even with no games)."""
    rows: list[StatsRow] = []
    played = {key[0] for key, tally in stats.records.items() if tally.games}
    for rules in variants():
        name = rules.name
        if name not in played:
            continue
        rows.append(_row("variant", stats.tally(variant=name), name, None, None))
        for color in (Color.WHITE, Color.BLACK):
            tally = stats.tally(variant=name, color=color)
            if tally.games:
                rows.append(_row("color", tally, name, color, None))
        for level in range(MIN_LEVEL, MAX_LEVEL + 1):
            tally = stats.tally(variant=name, level=level)
            if tally.games:
                rows.append(_row("level", tally, name, None, level))
    rows.append(_row("total", stats.tally(), None, None, None))
    return rows
