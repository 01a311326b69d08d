"""The game in progress, saved after every move as ``current.pdn`` in
:func:`data_dir`, so that quitting (or a crash) loses at most the move being
made.

The file is ordinary PDN written by :meth:`Game.to_pdn`, with tags of our
own besides GameType (the variant) and FEN (a set-up start)::

    [DamesVersion "2"]      format of this file (1: a level of the ladder of eight)
    [DamesHumanSide "black"]
    [DamesLevel "3"]
    [DamesGameId "5f0c…"]   the game's identity (its statistics record)
    [DamesOrigin "start"]   start, setup or pdn (see :mod:`.stats`)
    [DamesEval "+143 9"]    the last evaluation shown: centi-men for the
                            player (or ``M5`` / ``M-5``: a win or a loss
                            in 5 moves), then the depth
    [DamesClock "{…}"]      the game clock, as JSON
                            (:meth:`dames_tui.flow.clock.GameClock.to_dict`;
                            read by the game flow, not here)

The last four are optional: a file without them resumes as a game from the
start position with a new id and no evaluation. A finished game is written
with its result, like any other, and is never offered for resumption.

A game given on the command line does not throw away the unfinished game of
``current.pdn``: :func:`set_aside_autosave` moves it to
:func:`set_aside_dir` (under a fresh name of ours, never one from the file),
and :func:`load_set_aside` offers it again (the :data:`MAX_SET_ASIDE` newest).

Resuming replays the moves through :meth:`Game.from_pdn`, so the turn, the
draw counters and the repetition history are exactly those of the game
saved (the redo stack is not kept).

Load policy for a bad file (each case gives one :class:`LoadWarning` and,
unless unreadable, a numbered ``.bad`` copy, ``current.pdn.bad``,
``current.pdn.1.bad``... as for the settings; never an exception, whatever
the bytes):

- unreadable (permission; a directory, a FIFO, a socket or a device in its
  place; more than 1 MB, :data:`MAX_GAME_FILE`): nothing to resume,
  ``autosave_unreadable``, no copy; the read never blocks;
- empty, not PDN, no or bad dames_tui tags (a ``DamesVersion`` or
  ``DamesLevel`` that is not a small number), unknown GameType, bad FEN (a
  square of thousands of digits), anything else the PDN reader or the replay
  raises outside the moves: nothing to resume, ``autosave_corrupt``;
- ``DamesVersion`` above 2: nothing to resume, ``autosave_future_version``;
- the tags are sound but the move text is damaged (cut in the middle of a
  move, an illegal move or one the replay cannot read, garbage after the
  moves): the game resumes from the moves before the fault,
  ``autosave_partial`` with ``params["kept"]`` and ``params["total"]``. A
  move cut at the very end of the file (``23-1`` for ``23-18``, which the
  writer always follows by a result) is dropped even when it happens to be
  legal.

A game that is over (a rule ending, or a result other than ``*``) is not in
progress: :func:`load_autosave` gives None for it, without a warning.

A load never writes the file it read. A write over ``current.pdn`` (the next
:func:`autosave`, or :func:`resume_set_aside`) keeps first a file there that
is not a version-1 file of ours, as :func:`.settings.save_settings` does: its
``.bad`` copy is there already or is made then, or it is renamed to a new
``.bad`` name when it cannot be read.
"""

from __future__ import annotations

import os
import re
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from dames_tui.core import Color, DraughtsError
from dames_tui.game import Game
from dames_tui.notation import PdnGame, read_pdn_partial

from .atomic import atomic_write_text, keep_before_replace, move_file, read_bytes, remove_file
from .errors import LoadResult, LoadWarning
from .jsonfile import bad_file_warning, shorten
from .ladders import MAX_LEVEL, MIN_LEVEL, on_ladder
from .paths import autosave_path, set_aside_dir
from .stats import ORIGINS, Origin

AUTOSAVE_VERSION = 2  # 2: the ladder of sixteen levels (1: eight)
# each version's ladder, by its number of levels (see .ladders)
LADDER_OF_VERSION = {1: 8, 2: MAX_LEVEL}
VERSION_TAG = "DamesVersion"
SIDE_TAG = "DamesHumanSide"
LEVEL_TAG = "DamesLevel"
ID_TAG = "DamesGameId"
ORIGIN_TAG = "DamesOrigin"
EVAL_TAG = "DamesEval"
CLOCK_TAG = "DamesClock"
#: every tag of ours, which a PDN file the player saves does not need
OWN_TAGS = (VERSION_TAG, SIDE_TAG, LEVEL_TAG, ID_TAG, ORIGIN_TAG, EVAL_TAG, CLOCK_TAG)
MAX_SET_ASIDE = 20  # unfinished games kept aside; the oldest go first
_ID_RE = re.compile(r"[0-9A-Za-z-]{1,64}")
_NUMBER_RE = re.compile(r"[0-9]{1,4}")
_EVAL_RE = re.compile(r"(M?)([+-]?[0-9]{1,6}) ([0-9]{1,3})")
_SIDES = {"white": Color.WHITE, "black": Color.BLACK}
_SALVAGE_TRIES = 16  # cut points tried, from the end, to read a damaged file
_SALVAGE_BUDGET = 1 << 20  # characters read again in all, so a big file stays quick
#: The largest saved game read. The longest game the draw rules allow, with
#: comments, holds a few hundred kilobytes (a real one a few kilobytes); a
#: megabyte of PDN reads in about half a second, a bigger file is damaged.
MAX_GAME_FILE = 1 << 20
#: the version tag as :func:`autosave` writes it (a file with it needs no copy)
_OWN_VERSION_RE = re.compile(rb'^\[DamesVersion "([0-9]{1,4})"\]\r?$', re.MULTILINE)


def new_game_id() -> str:
    """A fresh identity for a game."""
    return uuid.uuid4().hex


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The last evaluation shown to the player, from the player's side:
    ``score`` in centi-men, or ``mate_in`` moves (> 0: the player wins)."""

    score: int
    depth: int
    mate_in: int | None = None

    def tag(self) -> str:
        """The value of the ``DamesEval`` tag.

        >>> Evaluation(143, 9).tag(), Evaluation(0, 12, -5).tag()
        ('+143 9', 'M-5 12')
        """
        if self.mate_in is not None:
            return f"M{self.mate_in} {self.depth}"
        return f"{self.score:+d} {self.depth}"

    @classmethod
    def from_tag(cls, text: str) -> Evaluation | None:
        """The evaluation of a ``DamesEval`` tag; None if it is not one.

        >>> Evaluation.from_tag("M5 3")
        Evaluation(score=0, depth=3, mate_in=5)
        >>> Evaluation.from_tag("9" * 5000) is None
        True
        """
        match = _EVAL_RE.fullmatch(text.strip())
        if match is None:
            return None
        mate, number, depth = match.groups()
        if mate:
            return cls(0, int(depth), int(number))
        return cls(int(number), int(depth))


@dataclass(frozen=True)
class SavedGame:
    """A game to resume: the game itself, the player's colour and the level,
    the game's identity and origin, and the last evaluation shown."""

    game: Game
    human_side: Color
    level: int
    game_id: str = field(default_factory=new_game_id)
    origin: Origin = "start"
    evaluation: Evaluation | None = None
    clock: str | None = None  # the DamesClock tag, as it was written


class _Damaged(Exception):
    """The autosave cannot be used at all (internal)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


def autosave(
    game: Game,
    human_side: Color,
    level: int,
    *,
    tags: Mapping[str, str] | None = None,
    game_id: str | None = None,
    origin: Origin = "start",
    evaluation: Evaluation | None = None,
) -> Path:
    """Write ``game`` to ``current.pdn`` atomically; returns the path.

    White and Black default to ``"Player"`` and ``"Computer (level N)"``;
    ``game.tags`` and then ``tags`` override them (the interface may pass
    translated names). ``game_id``, ``origin`` and ``evaluation`` go into
    the tags of ours (see the module docstring). Raises
    :class:`StorageError` when the disk refuses; the previous autosave is
    then intact.
    """
    if not MIN_LEVEL <= level <= MAX_LEVEL:
        raise ValueError(f"level must be from {MIN_LEVEL} to {MAX_LEVEL}, not {level}")
    computer = f"Computer (level {level})"
    names = {
        human_side.name.capitalize(): "Player",
        human_side.opponent.name.capitalize(): computer,
    }
    merged = {**names, **game.tags, **(tags or {})}
    merged[VERSION_TAG] = str(AUTOSAVE_VERSION)
    merged[SIDE_TAG] = human_side.name.lower()
    merged[LEVEL_TAG] = str(level)
    if game_id is not None:
        if not _ID_RE.fullmatch(game_id):
            raise ValueError(f"bad game id {game_id!r}")
        merged[ID_TAG] = game_id
    if origin not in ORIGINS:
        raise ValueError(f"origin must be one of {', '.join(ORIGINS)}, not {origin!r}")
    merged[ORIGIN_TAG] = origin
    if evaluation is not None:
        merged[EVAL_TAG] = evaluation.tag()
    else:
        merged.pop(EVAL_TAG, None)
    path = autosave_path()
    text = game.to_pdn(merged)
    keep_before_replace(path, _is_own_file, limit=MAX_GAME_FILE)
    atomic_write_text(path, text)
    return path


def clear_autosave() -> None:
    """Delete ``current.pdn`` (the game ended, or the player declined to
    resume it); nothing happens if there is none. Raises
    :class:`StorageError` if it cannot be deleted."""
    remove_file(autosave_path())


def load_autosave() -> LoadResult[SavedGame | None]:
    """The game in progress saved by :func:`autosave`, or None when there is
    none (or it is over); see the module docstring for damaged files.
    Never raises for a bad file, never writes ``current.pdn``."""
    return _load_saved(autosave_path())


def set_aside_autosave() -> Path | None:
    """Move the unfinished game of ``current.pdn``, if there is one, to
    :func:`set_aside_dir` (for a game given on the command line); returns
    where it went. A finished or damaged ``current.pdn`` stays where it is.
    Beyond :data:`MAX_SET_ASIDE` games the oldest are deleted. Raises
    :class:`StorageError` when the disk refuses."""
    saved = load_autosave().value
    if saved is None:
        return None
    target = set_aside_dir() / f"{new_game_id()}.pdn"  # the game's id is inside
    move_file(autosave_path(), target)
    for _, path in _set_aside_files()[MAX_SET_ASIDE:]:
        remove_file(path)
    return target


def load_set_aside() -> list[LoadResult[tuple[Path, SavedGame] | None]]:
    """The games set aside, newest first (at most :data:`MAX_SET_ASIDE`):
    each the path and the game, or None with a warning for a damaged file
    (kept as ``*.bad``, like ``current.pdn``; the caller may delete it).
    Never raises, never blocks."""
    found: list[LoadResult[tuple[Path, SavedGame] | None]] = []
    for _, path in _set_aside_files()[:MAX_SET_ASIDE]:
        loaded = _load_saved(path)
        value = (path, loaded.value) if loaded.value is not None else None
        found.append(LoadResult(value, loaded.warning))
    return found


def resume_set_aside(path: Path) -> None:
    """Make the set-aside game of ``path`` the game in progress: an
    unfinished game of ``current.pdn`` is set aside in its place. Raises
    :class:`StorageError` when the disk refuses."""
    set_aside_autosave()
    keep_before_replace(autosave_path(), _is_own_file, limit=MAX_GAME_FILE)
    move_file(path, autosave_path())


def discard_set_aside(path: Path) -> None:
    """Delete a game set aside (the player declined it); raises
    :class:`StorageError` if it cannot be deleted."""
    remove_file(path)


def _set_aside_files() -> list[tuple[float, Path]]:
    """The ``*.pdn`` entries of :func:`set_aside_dir` but directories (a FIFO
    is one, for its load to say it cannot be read), newest first."""
    entries: list[tuple[float, Path]] = []
    try:
        with os.scandir(set_aside_dir()) as found:
            for entry in found:
                if not entry.name.endswith(".pdn"):
                    continue
                try:
                    if entry.is_dir():
                        continue
                    entries.append((entry.stat().st_mtime, Path(entry.path)))
                except OSError:  # a dangling link
                    continue
    except OSError:
        return []
    return sorted(entries, key=lambda entry: (-entry[0], entry[1].name))


def _is_own_file(raw: bytes) -> bool:
    """Whether ``raw`` is an autosave this version writes (damaged or not: a
    load of it kept a copy of any damage)."""
    match = _OWN_VERSION_RE.search(raw)
    return match is not None and 1 <= int(match.group(1)) <= AUTOSAVE_VERSION


def _load_saved(path: Path) -> LoadResult[SavedGame | None]:
    """A saved game of ours at ``path`` (see :func:`load_autosave`)."""
    try:
        raw = read_bytes(path, limit=MAX_GAME_FILE)
    except OSError as error:
        detail = f"cannot read {path}: {error.strerror or error}"
        return LoadResult(None, LoadWarning("autosave_unreadable", path, detail))
    if raw is None:
        return LoadResult(None)
    text = raw.decode("utf-8", errors="replace").lstrip("\ufeff")
    try:
        pdn, damage = _read_game(text)
        human_side, level = _check_tags(pdn)
        game, total, fault = _replay(pdn)
    except _Damaged as damaged:
        return LoadResult(None, bad_file_warning(path, raw, damaged.code, damaged.detail))
    except Exception as error:  # noqa: BLE001 - a load never raises, whatever the bytes
        detail = f"cannot read the game ({_error_line(error)})"
        return LoadResult(None, bad_file_warning(path, raw, "autosave_corrupt", detail))
    warning: LoadWarning | None = None
    fault = fault or damage
    if fault is not None:
        params: dict[str, str | int] = {"kept": game.ply, "total": total}
        warning = bad_file_warning(path, raw, "autosave_partial", fault, params)
    if game.is_over:
        return LoadResult(None, warning)
    for tag in OWN_TAGS:
        game.tags.pop(tag, None)
    game_id = pdn.tags.get(ID_TAG, "").strip()
    origin = pdn.tags.get(ORIGIN_TAG, "").strip()
    evaluation = Evaluation.from_tag(pdn.tags.get(EVAL_TAG, ""))
    saved = SavedGame(
        game,
        human_side,
        level,
        game_id if _ID_RE.fullmatch(game_id) else new_game_id(),
        origin if origin in ORIGINS else "start",
        evaluation,
        pdn.tags.get(CLOCK_TAG),
    )
    return LoadResult(saved, warning)


# ----------------------------------------------------------------- internal


def _read_game(text: str) -> tuple[PdnGame, str | None]:
    """The first game of ``text`` and what was wrong with the text, if anything.

    A read error may come from a cut in the middle of a token or a comment:
    the text is then read again up to each of its last whitespace gaps."""
    if not text.strip():
        raise _Damaged("autosave_corrupt", "empty file")
    games, error = read_pdn_partial(text)
    damage: str | None = None
    if error is not None:
        damage = f"damaged PDN ({_error_line(error)})"
        if not games:
            games = _salvage(text)
        if not games:
            raise _Damaged("autosave_corrupt", f"not a readable PDN game ({_error_line(error)})")
    pdn = games[0]
    if pdn.result is None and len(games) == 1:
        # the writer always ends with a result: the file was cut
        damage = damage or "the file ends before the result"
        if pdn.moves and text.endswith(pdn.moves[-1]):
            pdn = _first_moves(pdn, len(pdn.moves) - 1)
            damage = "the file ends in the middle of a move"
    return pdn, damage


def _salvage(text: str) -> list[PdnGame]:
    tries = min(_SALVAGE_TRIES, _SALVAGE_BUDGET // max(len(text), 1))
    if tries == 0:
        return []
    gaps = [match.start() for match in re.finditer(r"\s+", text)]
    for cut in reversed(gaps[-tries:]):
        games, error = read_pdn_partial(text[:cut])
        if games and error is None:
            return games
    return []


def _first_moves(pdn: PdnGame, count: int) -> PdnGame:
    comments = {ply: text for ply, text in pdn.comments.items() if ply < count}
    return replace(pdn, moves=pdn.moves[:count], comments=comments, result=None)


def _tag(pdn: PdnGame, name: str) -> str:
    value = pdn.tags.get(name)
    if value is None:
        raise _Damaged("autosave_corrupt", f"not a dames_tui autosave (no {name} tag)")
    return value.strip()


def _check_tags(pdn: PdnGame) -> tuple[Color, int]:
    version = _tag(pdn, VERSION_TAG)
    if not _NUMBER_RE.fullmatch(version) or int(version) < 1:
        raise _Damaged("autosave_corrupt", f"bad {VERSION_TAG} tag {shorten(version)}")
    if int(version) > AUTOSAVE_VERSION:
        raise _Damaged(
            "autosave_future_version",
            f"written by a newer dames_tui (version {version}, this one reads {AUTOSAVE_VERSION})",
        )
    side = _tag(pdn, SIDE_TAG).lower()
    if side not in _SIDES:
        raise _Damaged("autosave_corrupt", f"bad {SIDE_TAG} tag {shorten(side)}")
    level = _tag(pdn, LEVEL_TAG)
    size = LADDER_OF_VERSION[int(version)]
    if not _NUMBER_RE.fullmatch(level) or not MIN_LEVEL <= int(level) <= size:
        raise _Damaged("autosave_corrupt", f"bad {LEVEL_TAG} tag {shorten(level)}")
    _tag(pdn, "GameType")
    moved = on_ladder(int(level), size)
    assert isinstance(moved, int)
    return _SIDES[side], moved


def _replay(pdn: PdnGame) -> tuple[Game, int, str | None]:
    """The game replayed, the number of moves in the file, and the fault
    that stopped the replay early (None if all moves were played)."""
    total = len(pdn.moves)
    # beyond PdnError, the file's content may make the notation raise
    # anything (ValueError for a number of 5,000 digits, RecursionError)
    try:
        return Game.from_pdn(pdn, apply_result=True), total, None
    except Exception as error:  # noqa: BLE001 - replayed move by move below
        fault = _error_line(error)
    try:
        game = Game.from_pdn(_first_moves(pdn, 0))
    except Exception as error:  # unknown GameType, bad FEN
        raise _Damaged("autosave_corrupt", _error_line(error)) from error
    for text in pdn.moves:
        try:
            game.play_text(text)
        except Exception:  # noqa: BLE001 - the fault the replay stops at
            break
    game.comments = {ply: text for ply, text in pdn.comments.items() if ply < game.ply}
    return game, total, fault


def _error_line(error: BaseException) -> str:
    """``error`` as one short line for a detail: our errors say what is
    wrong; anything else is named too."""
    text = " ".join(str(error).split())
    if len(text) > 200:
        text = text[:199] + "…"
    if isinstance(error, DraughtsError):
        return text
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
