"""The player's results against the computer, in ``stats.json`` in :func:`data_dir`.

A game has an identity (the interface gives every game an id and keeps it
through autosaves and resumes): its result is recorded under that id, so a
game counts once, and a game whose outcome changes (a move taken back after
the end, then another ending) has its one record replaced. The file::

    {"version": 4,
     "games": [{"id": "5f0c…", "variant": "english", "color": "black",
                "level": 3, "origin": "start", "result": "win"}, ...],
     "records": [{"variant": "english", "color": "black", "level": 3,
                  "wins": 2, "draws": 1, "losses": 4}, ...]}

``origin`` says where the game started: ``"start"`` (the variant's start
position), ``"setup"`` (a position set up, from a FEN) or ``"pdn"`` (played
on from a game of a file). Only games from the start position make the main
table; the others are counted apart (:func:`stats_table` with ``apart=True``).
``records`` are tallies without identity, as version 1 files held them; they
are read as games from the start position and kept as they are. The
levels of a file from an earlier ladder (versions 1 and 2: five levels; 3:
eight) are read as today's of about the same strength
(:func:`.ladders.on_ladder`).

A game that started from a ballot (:func:`dames_tui.game.openings.ballot_of`)
also keeps its opening, the ballot's deck and code::

    {"id": "7a1e…", "variant": "english", "color": "white", "level": 2,
     "origin": "start", "result": "draw",
     "opening": {"deck": "three-move", "code": "5"}}

A game without one has no ``opening`` (files written before it existed load
as they are; ``null`` is read as none). :func:`opening_table` counts the games
of a variant by opening.

Load policy as for the settings (:mod:`.settings`): no file is no games; an
unreadable file (permission; a directory, a FIFO, a socket or a device in its
place; more than 4 MB), a corrupt or a newer one gives empty statistics, one
warning and (unless unreadable) a numbered ``.bad`` copy; within a sound file
an entry whose variant, colour, level, origin, result or id is bad is dropped,
a bad count (not an integer from 0 to :data:`MAX_COUNT`) becomes 0 and a bad
opening (not a deck and code naming a ballot of the game's variant) is
dropped from its game, which is kept without it, with one
``stats_invalid_fields`` warning naming them (``params["fields"]``).
Loading never writes ``stats.json``.

:func:`record_game` adds or replaces one game's result in what could be read
and writes the file. A file from a newer version is never written over: the
result is not recorded (:class:`StorageError`, reason ``future_version``) and
the newer program keeps its statistics. Any other file that does not load
cleanly is kept first, as :func:`.settings.save_settings` keeps settings: its
``.bad`` copy is there already or is made then, or (a file that cannot be
read) it is renamed to a new ``.bad`` name; when it cannot be kept, nothing is
written (:class:`StorageError`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, get_args

from dames_tui.core import Color, DraughtsError, find_rules, variants
from dames_tui.game import Game
from dames_tui.game.openings import Ballot, deck, deck_kinds, find_ballot

from .atomic import atomic_write_text, keep_before_replace
from .errors import LoadResult, LoadWarning, StorageError
from .jsonfile import (
    JsonProblem,
    bad_file_warning,
    dump_json,
    is_int,
    load_json_object,
    parse_json_object,
)
from .ladders import MAX_LEVEL, MIN_LEVEL, on_ladder
from .paths import stats_path

STATS_VERSION = 4  # 4: the ladder of sixteen levels (3: eight; 1 and 2: five)
# each version's ladder, by its number of levels (see .ladders)
LADDER_OF_VERSION = {1: 5, 2: 5, 3: 8, 4: MAX_LEVEL}
GameResult = Literal["win", "draw", "loss"]
RESULTS: tuple[GameResult, ...] = get_args(GameResult)
Origin = Literal["start", "setup", "pdn"]
ORIGINS: tuple[Origin, ...] = get_args(Origin)
MAX_ID_LENGTH = 64
#: the largest count of a tally read from the file; more is a bad field
MAX_COUNT = 10**9
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

    @property
    def points(self) -> float:
        """A win 1, a draw ½."""
        return self.wins + self.draws / 2

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


@dataclass(frozen=True, slots=True)
class GameEntry:
    """The recorded result of one game with an identity; ``opening`` is the
    ballot it started from, None for a game begun freely."""

    variant: str
    color: Color
    level: int
    origin: Origin
    result: GameResult
    opening: Ballot | None = None

    @property
    def key(self) -> StatsKey:
        return self.variant, self.color, self.level


@dataclass(frozen=True)
class Stats:
    """The games recorded by id, and tallies without identity (files of
    version 1: games from the start position); replaced, never mutated.

    >>> stats = Stats().record_game("g1", "english", Color.BLACK, 3, "start", "win")
    >>> stats.record_game("g1", "english", Color.BLACK, 3, "start", "loss").tally()
    Tally(wins=0, draws=0, losses=1)
    """

    records: Mapping[StatsKey, Tally] = field(default_factory=dict)
    games: Mapping[str, GameEntry] = field(default_factory=dict)

    def record(self, variant: str, human_color: Color, level: int, result: GameResult) -> Stats:
        """These statistics with one more game without identity."""
        key = _check_key(variant, human_color, level)
        _check_result(result)
        records = dict(self.records)
        records[key] = records.get(key, Tally()).add(result)
        return Stats(records, self.games)

    def record_game(
        self,
        game_id: str,
        variant: str,
        human_color: Color,
        level: int,
        origin: Origin,
        result: GameResult,
        *,
        opening: Ballot | None = None,
    ) -> Stats:
        """These statistics with game ``game_id`` recorded as ``result``
        (its earlier record, if any, replaced); ``opening``: the ballot the
        game started from (:func:`~dames_tui.game.openings.ballot_of`), one
        of the variant's."""
        _check_id(game_id)
        name, color, number = _check_key(variant, human_color, level)
        if origin not in ORIGINS:
            raise ValueError(f"origin must be one of {', '.join(ORIGINS)}, not {origin!r}")
        _check_result(result)
        if opening is not None and (not isinstance(opening, Ballot) or opening.variant != name):
            raise ValueError(f"opening must be a ballot of {name}, not {opening!r}")
        games = dict(self.games)
        games[game_id] = GameEntry(name, color, number, origin, result, opening)
        return Stats(self.records, games)

    def tally(
        self,
        *,
        variant: str | None = None,
        color: Color | None = None,
        level: int | None = None,
        apart: bool | None = False,
    ) -> Tally:
        """The sum of the games matching the given parts of the key.

        ``apart``: False for the games from the start position (and the
        tallies without identity), True for those from a set-up position or a
        file, None for all of them."""

        def wanted(key: StatsKey) -> bool:
            v, c, n = key
            return variant in (None, v) and color in (None, c) and level in (None, n)

        total = Tally()
        if apart is not True:
            for key, tally in self.records.items():
                if wanted(key):
                    total = total + tally
        for entry in self.games.values():
            if (apart is None or (entry.origin != "start") == apart) and wanted(entry.key):
                total = total.add(entry.result)
        return total

    def keys(self, *, apart: bool | None = False) -> set[StatsKey]:
        """The (variant, colour, level) keys with at least one game."""
        found = {key for key, tally in self.records.items() if tally.games and apart is not True}
        for entry in self.games.values():
            if apart is None or (entry.origin != "start") == apart:
                found.add(entry.key)
        return found

    def to_json(self) -> dict[str, object]:
        """The JSON object written to ``stats.json`` (with its version)."""
        games: list[dict[str, object]] = []
        for game_id, entry in self.games.items():
            game: dict[str, object] = {
                "id": game_id,
                "variant": entry.variant,
                "color": entry.color.name.lower(),
                "level": entry.level,
                "origin": entry.origin,
                "result": entry.result,
            }
            if entry.opening is not None:
                game["opening"] = {"deck": entry.opening.kind.value, "code": entry.opening.code}
            games.append(game)
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
        return {"version": STATS_VERSION, "games": games, "records": rows}


def _check_id(game_id: object) -> None:
    if (
        not isinstance(game_id, str)
        or not 0 < len(game_id) <= MAX_ID_LENGTH
        or not game_id.isascii()
        or not game_id.replace("-", "").isalnum()
    ):
        raise ValueError(
            f"a game id is 1 to {MAX_ID_LENGTH} letters, digits or '-', not {game_id!r}"
        )


def _check_result(result: object) -> None:
    if result not in RESULTS:
        raise ValueError(f"result must be one of {', '.join(RESULTS)}, not {result!r}")


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
    docstring), with at most one warning. Never raises for a bad file,
    whatever its bytes; never blocks; never writes ``stats.json``."""
    path = stats_path()
    loaded = load_json_object(path, "stats", STATS_VERSION)
    if loaded.data is None:
        return LoadResult(Stats(), loaded.warning)
    stats, bad = _read_stats(_on_todays_ladder(loaded.data))
    warning: LoadWarning | None = None
    if bad:
        assert loaded.raw is not None
        names = _first_names(bad)
        warning = bad_file_warning(
            path, loaded.raw, "stats_invalid_fields", f"bad values: {names}", {"fields": names}
        )
    return LoadResult(stats, warning)


def _first_names(names: list[str], shown: int = 10) -> str:
    """The first ``shown`` of ``names``, and how many more there are.

    >>> _first_names(["a", "b", "c"], 2)
    'a, b, … (1 more)'
    """
    text = ", ".join(names[:shown])
    return text if len(names) <= shown else f"{text}, … ({len(names) - shown} more)"


def _on_todays_ladder(data: Mapping[str, object]) -> Mapping[str, object]:
    """A file of an earlier version with the levels of its games and records
    on today's ladder (:func:`.ladders.on_ladder`); today's as it is.

    >>> _on_todays_ladder({"version": 2, "games": [{"level": 4}], "records": []})
    {'version': 2, 'games': [{'level': 8}], 'records': []}
    >>> _on_todays_ladder({"version": 3, "games": [], "records": [{"level": 8}]})
    {'version': 3, 'games': [], 'records': [{'level': 16}]}
    """
    size = LADDER_OF_VERSION.get(data.get("version", 1), MAX_LEVEL)  # type: ignore[call-overload]
    if size == MAX_LEVEL:
        return data
    result = dict(data)
    for name in ("games", "records"):
        entries = result.get(name)
        if isinstance(entries, list):
            result[name] = [
                {**entry, "level": on_ladder(entry["level"], size)}
                if isinstance(entry, dict) and "level" in entry
                else entry
                for entry in entries
            ]
    return result


def _read_stats(data: Mapping[str, object]) -> tuple[Stats, list[str]]:
    """The statistics of a JSON object, and the names of its bad fields."""
    records: dict[StatsKey, Tally] = {}
    games: dict[str, GameEntry] = {}
    bad: list[str] = []
    entries = data.get("records", [])
    if not isinstance(entries, list):
        bad.append("records")
        entries = []
    for index, entry in enumerate(entries):
        key, tally, problems = _read_entry(entry, f"records[{index}]")
        bad.extend(problems)
        if key is not None:
            records[key] = records.get(key, Tally()) + tally
    played = data.get("games", [])
    if not isinstance(played, list):
        bad.append("games")
        played = []
    for index, entry in enumerate(played):
        found = _read_game(entry)
        if found is None:
            bad.append(f"games[{index}]")
            continue
        game_id, game, opening_ok = found
        games[game_id] = game
        if not opening_ok:
            bad.append(f"games[{index}].opening")
    return Stats(records, games), bad


def _sound(raw: bytes) -> bool:
    """Whether ``raw`` is a statistics file that loads cleanly; a newer
    version's file is refused (StorageError): it is never written over."""
    found = parse_json_object(raw, STATS_VERSION)
    if isinstance(found, JsonProblem):
        if found.code == "future_version":
            raise StorageError(
                f"{stats_path()} is from a newer dames_tui: {found.detail}",
                path=stats_path(),
                reason="future_version",
                detail=found.detail,
            )
        return False
    return not _read_stats(_on_todays_ladder(found))[1]


def _read_key(entry: dict[object, object]) -> StatsKey | None:
    raw_color, variant, level = entry.get("color"), entry.get("variant"), entry.get("level")
    color = _COLORS.get(raw_color) if isinstance(raw_color, str) else None
    if color is None or not isinstance(variant, str) or not is_int(level):
        return None
    try:
        key = _check_key(variant, color, level)
    except ValueError:
        return None
    return key if key[0] == variant else None  # an alias is not what we write


def _read_game(entry: object) -> tuple[str, GameEntry, bool] | None:
    """A game's id and entry, and whether its opening (if any) was sound: a
    bad one is left out of the entry. None for a game that cannot be read."""
    if not isinstance(entry, dict):
        return None
    key = _read_key(entry)
    game_id, origin, result = entry.get("id"), entry.get("origin"), entry.get("result")
    if key is None or origin not in ORIGINS or result not in RESULTS:
        return None
    try:
        _check_id(game_id)
    except ValueError:
        return None
    assert isinstance(game_id, str)
    raw_opening = entry.get("opening")
    opening = _read_opening(key[0], raw_opening)
    return (
        game_id,
        GameEntry(*key, origin, result, opening),
        raw_opening is None or opening is not None,
    )


def _read_opening(variant: str, raw: object) -> Ballot | None:
    """The ballot that ``{"deck": …, "code": …}`` names in the variant, as we
    write it (the deck's value, the ballot's own code), else None."""
    if not isinstance(raw, dict):
        return None
    deck_name, code = raw.get("deck"), raw.get("code")
    if not isinstance(deck_name, str) or not isinstance(code, str):
        return None
    rules = find_rules(variant)
    kind = next((k for k in deck_kinds(rules) if k.value == deck_name), None)
    if kind is None:
        return None
    ballot = find_ballot(rules, code, kind)
    return ballot if ballot is not None and ballot.code == code else None


def _read_entry(entry: object, where: str) -> tuple[StatsKey | None, Tally, list[str]]:
    if not isinstance(entry, dict):
        return None, Tally(), [where]
    key = _read_key(entry)
    if key is None:
        return None, Tally(), [where]
    counts: list[int] = []
    problems: list[str] = []
    for name in ("wins", "draws", "losses"):
        value = entry.get(name, 0)
        if is_int(value) and 0 <= value <= MAX_COUNT:
            counts.append(value)
        else:
            counts.append(0)
            problems.append(f"{where}.{name}")
    return key, Tally(*counts), problems


def save_stats(stats: Stats) -> Path:
    """Write ``stats`` to ``stats.json`` atomically; returns the path. A file
    there that does not load cleanly is kept first (see the module docstring).

    Raises :class:`StorageError` when the disk refuses, when the file there
    cannot be kept, or when it is a newer version's (reason
    ``future_version``); the old file is then untouched."""
    path = stats_path()
    keep_before_replace(path, _sound)
    atomic_write_text(path, dump_json(stats.to_json()))
    return path


def record_game(
    game_id: str,
    variant: str,
    human_color: Color,
    level: int,
    origin: Origin,
    result: GameResult,
    *,
    opening: Ballot | None = None,
) -> LoadResult[Stats]:
    """Record (or replace) the result of game ``game_id`` in ``stats.json``
    and return the new statistics, with the warning of the load if the file
    was bad (it is then replaced, kept first as :func:`save_stats` keeps it).
    ``opening``: the ballot the game started from, if any (see
    :meth:`Stats.record_game`). Nothing is written when the file already
    holds that very record. Raises :class:`StorageError` when the file cannot
    be written, cannot be kept, or is a newer version's (it is then left
    alone)."""
    loaded = load_stats()
    warning = loaded.warning
    stats = loaded.value.record_game(
        game_id, variant, human_color, level, origin, result, opening=opening
    )
    if stats != loaded.value or warning is not None:
        save_stats(stats)
    return LoadResult(stats, warning)


# -------------------------------------------------------------------- tables


@dataclass(frozen=True, slots=True)
class StatsRow:
    """One line of the statistics table.

    ``group`` says what the line counts: ``"variant"`` (all games of
    ``variant``), ``"color"`` (with ``color`` in ``variant``), ``"level"``
    (against ``level`` in ``variant``) or ``"total"`` (everything). The
    percentages are rounded whole numbers (:func:`percentages`).
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
    """Each count as a whole percentage of the total, rounded to the nearest
    (halves up), all 0 when the counts are. They need not add up to 100:
    1 game in 3 is 33 %, as the player reads it beside its count.

    >>> percentages([1, 1, 1])
    (33, 33, 33)
    >>> percentages([2, 1, 0])
    (67, 33, 0)
    >>> percentages([1, 7])
    (13, 88)
    """
    values = list(counts)
    total = sum(values)
    if total == 0:
        return tuple(0 for _ in values)
    return tuple((200 * value + total) // (2 * total) for value in values)


def _row(
    group: str, tally: Tally, variant: str | None, color: Color | None, level: int | None
) -> StatsRow:
    win, draw, loss = percentages((tally.wins, tally.draws, tally.losses))
    return StatsRow(
        group, variant, color, level, tally.games, tally.wins, tally.draws, tally.losses,
        win, draw, loss,
    )  # fmt: skip


def stats_table(stats: Stats, *, apart: bool = False) -> list[StatsRow]:
    """The rows of the statistics table, as draughts sites show them: for
    each variant played (in the registry's order) its total, then one row
    per colour played (White, Black) and per level played (ascending); last,
    the total of all games (always present, even with no games).

    ``apart``: the games from a set-up position or a file instead of those
    from the start position."""
    rows: list[StatsRow] = []
    played = {key[0] for key in stats.keys(apart=apart)}
    for rules in variants():
        name = rules.name
        if name not in played:
            continue
        rows.append(_row("variant", stats.tally(variant=name, apart=apart), name, None, None))
        for color in (Color.WHITE, Color.BLACK):
            tally = stats.tally(variant=name, color=color, apart=apart)
            if tally.games:
                rows.append(_row("color", tally, name, color, None))
        for level in range(MIN_LEVEL, MAX_LEVEL + 1):
            tally = stats.tally(variant=name, level=level, apart=apart)
            if tally.games:
                rows.append(_row("level", tally, name, None, level))
    rows.append(_row("total", stats.tally(apart=apart), None, None, None))
    return rows


@dataclass(frozen=True, slots=True)
class OpeningRow:
    """One line of the table by opening: the games begun from ``ballot``,
    with the player's percentages (:func:`percentages`) and ``score_pct``,
    the score (a win 1, a draw ½) as a whole percentage of the games."""

    ballot: Ballot
    games: int
    wins: int
    draws: int
    losses: int
    win_pct: int
    draw_pct: int
    loss_pct: int
    score_pct: int


def score_percentage(tally: Tally) -> int:
    """The player's score (a win 1, a draw ½) in percent of the games,
    rounded to the nearest (halves up), 0 without games.

    >>> score_percentage(Tally(1, 1, 1)), score_percentage(Tally(0, 1, 2))
    (50, 17)
    """
    if not tally.games:
        return 0
    return (100 * (2 * tally.wins + tally.draws) + tally.games) // (2 * tally.games)


def _by_opening(stats: Stats, variant: str) -> dict[Ballot, Tally]:
    """The games of ``variant`` that started from a ballot, counted by
    ballot; games played on from a PDN file are left out (their beginning
    was not the player's)."""
    counts: dict[Ballot, Tally] = {}
    for entry in stats.games.values():
        if entry.variant == variant and entry.opening is not None and entry.origin != "pdn":
            counts[entry.opening] = counts.get(entry.opening, Tally()).add(entry.result)
    return counts


def opening_variants(stats: Stats) -> list[str]:
    """The variants with at least one game for :func:`opening_table`, in
    the registry's order."""
    return [rules.name for rules in variants() if _by_opening(stats, rules.name)]


def opening_table(stats: Stats, variant: str) -> list[OpeningRow]:
    """The rows of the table by opening for ``variant``: one per ballot
    played, the most played first, ballots played as often in their deck's
    order. Games played on from a PDN file are not counted, as in the
    main table; those from a ballot's own start position (an FMJD
    relocation) are.

    >>> from dames_tui.core import ENGLISH
    >>> stats = Stats().record_game(
    ...     "g1", "english", Color.BLACK, 3, "start", "win", opening=find_ballot(ENGLISH, 5)
    ... )
    >>> [(row.ballot.label, row.games, row.score_pct) for row in opening_table(stats, "english")]
    [('ACF #5', 1, 100)]
    """
    try:
        rules = find_rules(variant)
    except DraughtsError:
        raise ValueError(f"unknown variant {variant!r}") from None
    order = {
        ballot: index
        for index, ballot in enumerate(
            ballot for kind in deck_kinds(rules) for ballot in deck(rules, kind, barred=True)
        )
    }
    counts = _by_opening(stats, rules.name)
    rows = []
    for ballot, tally in sorted(
        counts.items(), key=lambda item: (-item[1].games, order.get(item[0], len(order)))
    ):
        win, draw, loss = percentages((tally.wins, tally.draws, tally.losses))
        rows.append(
            OpeningRow(
                ballot=ballot,
                games=tally.games,
                wins=tally.wins,
                draws=tally.draws,
                losses=tally.losses,
                win_pct=win,
                draw_pct=draw,
                loss_pct=loss,
                score_pct=score_percentage(tally),
            )
        )
    return rows
