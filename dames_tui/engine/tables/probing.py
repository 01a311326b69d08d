"""Probing: the loaded tables of a variant, and the scorer the search uses.

:func:`loaded` gives the tables of a variant, loading them on first use from
the first place that has them: the directory ``$DAMES_TABLES`` names (``off``
turns the tables off), the player's data directory (where ``dames tables
build`` and the background build write), then the tables shipped with the
game. A set from the data directory or the shipped tables takes each file
of more pieces from the first of those two that has it: the shipped 4-piece
tables and a 5-piece file built in the data directory make a 5-piece set. A
directory named by ``$DAMES_TABLES`` (or given to :func:`load`) holds
exactly the tables to use: its set takes files from it alone. A damaged
file is passed over (the next place is tried); :func:`load_errors` keeps
what was refused. A file of one piece more that appears later (a build has
just finished) is loaded at the next call, so at the engine's next search.
:func:`probe` reads a position's value; :func:`score_probe` gives the search
its scorer. Each process holds its own copy of the small files; those of 16
MB or more are mapped from an uncompressed cache in the data directory
(:func:`.files.read_table`), their pages shared by all processes.

Scores (:func:`score_probe`): a win in ``d`` plies at ply ``p`` scores
``WIN - p - d``, as a win the search finds itself, so the search prefers the
shortest conversion; past ``MAX_PLY`` the score goes on down below
``WIN_BOUND`` to :data:`TABLE_BOUND` (the search's table of positions shifts
these scores by the ply too). Two draw rules of the game can turn a won line
into a draw, and the scorer takes them into account:

- the reversible-move limit (English 40 moves, ``rules.reversible_limit``
  plies without a capture nor a man move): a win is sure when its distance
  fits in the plies left, ``rev + d <= limit``. Otherwise (a capture or a man
  move on the way may start the count again, the table cannot say) it scores
  ``±(UNSURE - d)``: better than any evaluation, worse than a sure win, still
  shorter first;
- the thin-endgame rules (FMJD's, ``rules.endgame_rules``: so many moves for
  three pieces against a lone king...): a win of ``d`` plies is a draw when
  ``d`` is more than the rule's ``2 * moves`` plies. The count is taken as
  starting at the probed position (it does when a capture has just made the
  material fit, the usual way into a table).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeAlias

from ...core import Position, Rules, find_rules
from ...core.rules import EndgameRule, Material
from ...game.draw_rules import strong_side_fits
from ..score import MAX_PLY, WIN
from .base import DRAW_BYTE, MAX_DISTANCE, SliceKey, TableError, TableResult, decode_byte
from .files import SliceData, default_dir, read_table, refuse, table_path
from .index import BoardIndex

__all__ = [
    "ENV_VARIABLE",
    "TABLE_BOUND",
    "UNSURE",
    "ScoreProbe",
    "Tables",
    "load",
    "load_errors",
    "load_tables",
    "loaded",
    "package_dir",
    "probe",
    "score_probe",
    "unload",
]

ENV_VARIABLE = "DAMES_TABLES"
OFF = "off"
#: the lowest score of a sure table win (ply and distance at their most)
TABLE_BOUND = WIN - MAX_PLY - MAX_DISTANCE - 2
#: an unsure table win in d plies scores UNSURE - d (far above any evaluation)
UNSURE = 10_000
# a scorer for the search: (white, black, kings, white_to_move, ply, reversible
# plies) -> its score, or None when the position is not in the tables
ScoreProbe: TypeAlias = Callable[[int, int, int, bool, int, int], "int | None"]


class Tables:
    """The loaded tables of one variant, probed by position.

    ``pieces`` is the most pieces a probed position may have; ``source`` the
    directory the smallest files came from; ``slices`` each slice's bytes.
    """

    def __init__(
        self,
        rules: Rules,
        slices: dict[SliceKey, SliceData],
        pieces: int,
        source: Path | None = None,
    ) -> None:
        self.rules = rules
        self.pieces = pieces
        self.source = source
        self.slices = slices
        self._encode = BoardIndex(rules).encode

    @property
    def memory(self) -> int:
        """The bytes of the tables this process holds (not those mapped
        from the cache, shared between processes)."""
        return sum(len(data) for data in self.slices.values() if isinstance(data, bytes))

    @property
    def mapped(self) -> int:
        """The bytes of the tables mapped from the cache."""
        return sum(len(data) for data in self.slices.values() if not isinstance(data, bytes))

    def probe_byte(self, white: int, black: int, kings: int, white_to_move: bool) -> int:
        """The stored byte of a raw position (0 when it is not in the tables)."""
        if not white or not black or (white | black).bit_count() > self.pieces:
            return 0
        if white_to_move:
            key, at = self._encode(white, black, kings, False)
        else:
            key, at = self._encode(black, white, kings, True)
        data = self.slices.get(key)
        return 0 if data is None else data[at]

    def probe(self, position: Position) -> tuple[TableResult, int] | None:
        """``(result, distance)`` for the side to move, or None outside the tables."""
        if position.rules is not self.rules:
            return None
        return decode_byte(self.probe_byte(*position.raw()))

    def scorer(self) -> ScoreProbe:
        """The search's scorer (see the module docstring), for positions of
        at most :attr:`pieces` pieces (the tree tests that first)."""
        slices = self.slices
        encode = self._encode
        rev_limit = self.rules.reversible_limit or 1 << 30
        horizons = {key: plies for key in slices if (plies := _horizon(self.rules, key))}

        def score(w: int, b: int, k: int, wtm: bool, ply: int, rev: int) -> int | None:
            if not w or not b:
                return None
            if wtm:
                key, at = encode(w, b, k, False)
            else:
                key, at = encode(b, w, k, True)
            data = slices.get(key)
            if data is None:
                return None
            value = data[at]
            if value <= DRAW_BYTE:
                return 0 if value else None
            distance = value - 2
            horizon = horizons.get(key)
            if horizon is not None and distance > horizon:
                return 0  # the endgame rule draws it first
            if rev + distance <= rev_limit:
                won = WIN - ply - distance
            else:
                won = UNSURE - distance
            return won if distance & 1 else -won

        return score


def _horizon(rules: Rules, key: SliceKey) -> int:
    """The plies the first thin-endgame rule that fits a slice's material
    leaves to win (0: no rule). A rule that depends on where the pieces stand
    (a lone king on the long diagonal) is taken as fitting."""
    own_men, own_kings, other_men, other_kings = key
    own, other = own_men + own_kings, other_men + other_kings
    for rule in rules.endgame_rules:
        if _fits(rule, own, own_kings, other, other_kings):
            return 2 * rule.moves
    return 0


def _fits(rule: EndgameRule, own: int, own_kings: int, other: int, other_kings: int) -> bool:
    if rule.material is Material.KINGS_ON_BOTH_SIDES:
        return bool(own_kings and other_kings) and rule.min_total <= own + other <= rule.max_total
    if rule.material is Material.ONE_PIECE_EACH:
        return own == 1 and other == 1
    own_lone, other_lone = own == own_kings == 1, other == other_kings == 1
    if own_lone and other_lone:
        return strong_side_fits(rule, 1, 1)
    if other_lone:
        return strong_side_fits(rule, own, own_kings)
    if own_lone:
        return strong_side_fits(rule, other, other_kings)
    return False


def _cache() -> Path | None:
    """Where the large tables are kept uncompressed (:func:`.files.read_table`)."""
    try:
        return default_dir() / "cache"
    except (OSError, RuntimeError):
        return None


def load_tables(directory: Path, rules: Rules) -> Tables:
    """The tables of ``rules`` in ``directory``: the files of 2, 3... pieces, as
    far as they go; :class:`TableError` if there is none or one is bad."""
    slices: dict[SliceKey, SliceData] = {}
    cache = _cache()
    pieces = 1
    while table_path(directory, rules, pieces + 1).exists():
        pieces += 1
        path = table_path(directory, rules, pieces)
        slices.update(read_table(path, rules, pieces, cache=cache))
    if pieces < 2:
        path = table_path(directory, rules, 2)
        raise refuse(path=path, english="no such table file", code="tables.missing")
    return Tables(rules, slices, pieces, directory)


def package_dir() -> Path:
    """The tables shipped with the game (``dames_tui/data/tables``)."""
    return Path(__file__).resolve().parent.parent.parent / "data" / "tables"


_LOADED: dict[str, Tables | None] = {}  # variant name -> its tables (None: there are none)
_ERRORS: list[TableError] = []


def load(directory: Path | str, rules: Rules | None = None) -> Tables:
    """Load the tables of ``rules`` (English by default) from ``directory``
    and let :func:`probe` and the search use them."""
    rules = rules if rules is not None else find_rules("english")
    tables = load_tables(Path(directory), rules)
    _LOADED[rules.name] = tables
    return tables


def unload() -> None:
    """Forget every loaded table (the next use looks for them again)."""
    _LOADED.clear()
    _ERRORS.clear()
    _REFUSED.clear()


def load_errors() -> list[TableError]:
    """The files refused so far by :func:`loaded` (damaged or foreign)."""
    return list(_ERRORS)


def _places() -> list[Path] | None:
    """Where :func:`loaded` looks, in order; None when the tables are off."""
    named = os.environ.get(ENV_VARIABLE)
    if named is not None and named.strip().lower() == OFF:
        return None
    places = [Path(named)] if named else []
    try:
        places.append(default_dir())
    except (OSError, RuntimeError):
        pass  # no data directory: the shipped tables still count
    places.append(package_dir())
    return places


def loaded(rules: Rules) -> Tables | None:
    """The tables of ``rules``, loaded on first use and grown by the files of
    more pieces that appear (see the module docstring); None when there are
    none or they are off."""
    places = _places()
    if rules.name in _LOADED:
        tables = _LOADED[rules.name]
        if tables is None or tables.rules is not rules:
            return None
        if places:
            tables = _LOADED[rules.name] = _grown(tables, _sources(tables, places))
        return tables
    found: Tables | None = None
    try:
        for place in places or ():
            if not table_path(place, rules, 2).exists():
                continue
            try:
                found = load_tables(place, rules)
                break
            except TableError as error:
                _ERRORS.append(error)
        if found is not None and places:
            found = _grown(found, _sources(found, places))
    except OSError:
        found = None
    _LOADED[rules.name] = found
    return found if found is not None and found.rules is rules else None


_REFUSED: set[tuple[str, int, int]] = set()  # (path, mtime, size) of the files refused


def _sources(tables: Tables, places: list[Path]) -> list[Path]:
    """Where the files of more pieces of ``tables`` may come from: the data
    directory and the shipped tables when they came from one of those; else
    only the directory they came from (named by ``$DAMES_TABLES`` or given to
    :func:`load`: it holds exactly the tables to use), none without one."""
    source = tables.source
    if source is None:
        return []
    others = places[1:] if os.environ.get(ENV_VARIABLE) else places
    return others if source in others else [source]


def _grown(tables: Tables, places: list[Path]) -> Tables:
    """``tables`` with the files of more pieces that ``places`` hold, each
    from the first place where it reads, as far as they go (``tables``
    itself when there is none: a stat a place)."""
    rules, slices, pieces = tables.rules, tables.slices, tables.pieces
    while True:
        for place in places:
            path = table_path(place, rules, pieces + 1)
            try:
                info = path.stat()
            except OSError:
                continue
            stamp = (str(path), info.st_mtime_ns, info.st_size)
            if stamp in _REFUSED:
                continue
            try:
                more = read_table(path, rules, pieces + 1, cache=_cache())
            except TableError as error:
                _ERRORS.append(error)
                _REFUSED.add(stamp)
                continue
            slices = {**slices, **more}
            pieces += 1
            break
        else:
            break
    return tables if pieces == tables.pieces else Tables(rules, slices, pieces, tables.source)


def probe(position: Position) -> tuple[TableResult, int] | None:
    """``(result, distance in plies)`` for the side to move of ``position``
    from the loaded tables, or None when it is not in them."""
    tables = loaded(position.rules)
    return None if tables is None else tables.probe(position)


def score_probe(rules: Rules) -> tuple[ScoreProbe, int] | None:
    """For the search: the scorer of ``rules``' tables and the most pieces
    they hold; None when there are none (the search is then unchanged)."""
    tables = loaded(rules)
    return None if tables is None else (tables.scorer(), tables.pieces)
