"""PDN files the player chooses: save a game, load the games of a file.

Loading offers every game of the file, in file order: each one replayed, or
the reason it cannot be (its number, its name from the tags, the error with
its code, naming the move or the line). A bad game does not stop the next
ones. Files are read as UTF-8 (a BOM is fine), else as Latin-1, the
encoding of many older draughts programs.

Typical use (the game picker, ``dames play --pdn``, ``dames check``)::

    loaded = load_games_pdn(path)
    if loaded.fault is not None:            # unreadable, or no game in it
        show(loaded.fault)
    for entry in loaded.entries:            # every game, in file order
        label = f"{entry.number}. {entry.name or ''}"
        if entry.game is None:
            show(entry.fault)               # a PdnLoadError, code "bad_game"
        elif not entry.side_known:          # FEN side "?": ask, then
            game = entry.with_side(side)    # the game with that side to move
        else:
            game = entry.game

Tag values and comments are kept as the file has them: pass them through
:func:`dames_tui.notation.printable` before showing them (``entry.name`` and
``PdnLoadError.message`` already are).
"""

from __future__ import annotations

import datetime
import errno
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dames_tui.core import Color, DraughtsError, PdnError
from dames_tui.game import Game
from dames_tui.game.pdn import replay_pdn, tree_to_pdn
from dames_tui.game.tree import GameTree
from dames_tui.notation import PdnGame, printable, read_pdn_all

from .atomic import atomic_write_text
from .errors import StorageError

DEFAULT_EVENT = "dames_tui"


@dataclass(frozen=True)
class PdnLoadError:
    """Why a file, or one game of it, does not load.

    ``code``: ``"unreadable"`` (the file cannot be read), ``"not_pdn"`` (no
    game in it), ``"bad_game"`` (game number ``game`` fails; ``event``,
    ``white`` and ``black`` name it when its tags say so). ``detail`` is the
    English reason, naming the move or the line. ``error`` is the error behind
    ``detail`` (a :class:`StorageError` for an unreadable file, else the
    :class:`PdnError` whose English text ``detail`` is), so that the interface
    can say it in the player's language. ``str(error)`` is one printable line.
    """

    code: str
    path: Path
    detail: str
    game: int | None = None
    event: str | None = None
    white: str | None = None
    black: str | None = None
    error: DraughtsError | StorageError | None = field(default=None, compare=False)

    @property
    def game_name(self) -> str | None:
        """``"Event: White - Black"`` (the parts known, printable), or None."""
        return _game_name(self.event, self.white, self.black)

    @property
    def message(self) -> str:
        where = self.path.name
        if self.game is not None:
            where += f", game {self.game}"
            name = self.game_name
            if name:
                where += f" ({name})"
        return printable(f"{where}: {self.detail}")

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class PdnEntry:
    """One game of a PDN file: its ``number`` (1-based, in file order), its
    ``tags`` and recorded ``result`` as the file has them, and either the
    replayed ``game`` or the ``fault`` (a :class:`PdnLoadError` of code
    ``"bad_game"``) that says why it cannot be replayed.

    ``side_known`` is False for a game whose FEN gives ``?`` as the side to
    move when neither its moves nor the position tell: ``game`` then starts
    with the side that moves first in its rules; ask the player and take
    :meth:`with_side`.
    """

    number: int
    tags: Mapping[str, str]
    result: str | None
    game: Game | None = None
    fault: PdnLoadError | None = None
    side_known: bool = True
    pdn: PdnGame | None = field(default=None, compare=False, repr=False)
    apply_result: bool = field(default=False, compare=False, repr=False)

    @property
    def ok(self) -> bool:
        """Whether the game replays."""
        return self.game is not None

    @property
    def name(self) -> str | None:
        """``"Event: White - Black"`` from the tags (the parts known, printable), or None."""
        return _game_name(*(_known(self.tags, tag) for tag in ("Event", "White", "Black")))

    def with_side(self, side: Color) -> Game:
        """The game replayed with ``side`` to move at the start (for a FEN
        whose side is ``?``; any other game is replayed as it is)."""
        if self.pdn is None or self.game is None:
            raise ValueError(f"game {self.number} cannot be replayed")
        return replay_pdn(self.pdn, apply_result=self.apply_result, side=side).game


@dataclass(frozen=True)
class PdnFile:
    """The games of a PDN file: ``entries`` holds every game in file order;
    ``fault`` is set when the file cannot be read or holds no game (then
    ``entries`` is empty); ``games`` and ``bad`` are the entries that replay
    and those that do not."""

    path: Path
    entries: tuple[PdnEntry, ...] = ()
    fault: PdnLoadError | None = None

    @property
    def games(self) -> list[Game]:
        """The games that replay, in file order (their numbers are in ``entries``)."""
        return [entry.game for entry in self.entries if entry.game is not None]

    @property
    def bad(self) -> list[PdnEntry]:
        """The games that cannot be replayed, in file order."""
        return [entry for entry in self.entries if entry.game is None]


def save_game_pdn(
    game: Game,
    path: str | Path,
    tags: Mapping[str, str] | None = None,
    *,
    today: datetime.date | None = None,
) -> Path:
    """Write ``game`` as a PDN file at ``path`` (replacing it, atomically).

    Tags: Event (``dames_tui``) and Date (``today``, default the current
    date, as ``YYYY.MM.DD``) unless the game or ``tags`` give them, then
    ``game.tags``, then ``tags``; Result, GameType and FEN (for a set-up
    start) are computed by :meth:`Game.to_pdn`. Raises
    :class:`StorageError` on an OS error (the old file is then intact).
    """
    merged = {**_default_tags(today), **game.tags, **(tags or {})}
    target = Path(path)
    atomic_write_text(target, game.to_pdn(merged))
    return target


def save_tree_pdn(
    tree: GameTree,
    path: str | Path,
    tags: Mapping[str, str] | None = None,
    *,
    today: datetime.date | None = None,
) -> Path:
    """Write a game with its variations (the analysis board's ``tree``) as a
    PDN file at ``path``, as :func:`save_game_pdn` writes a game."""
    merged = {**_default_tags(today), **tree.tags, **(tags or {})}
    target = Path(path)
    atomic_write_text(target, tree_to_pdn(tree, merged))
    return target


def _default_tags(today: datetime.date | None) -> dict[str, str]:
    day = today or datetime.date.today()
    return {"Event": DEFAULT_EVENT, "Date": day.strftime("%Y.%m.%d")}


def load_games_pdn(path: str | Path, *, apply_result: bool = False) -> PdnFile:
    """Every game of the PDN file at ``path``, in file order, each replayed
    or with the reason it cannot be; a bad game does not stop the next ones.
    Never raises for a bad file: ``fault`` says why nothing loads.

    ``apply_result``: a recorded result that the moves do not explain ends
    the game (a resignation or a draw agreement); by default such a game can
    be played on from its last position.
    """
    source = Path(path)
    try:
        text = _decode(_read_file(source))
    except OSError as error:
        failure = StorageError.from_os_error("read", source, error)
        fault = PdnLoadError("unreadable", source, failure.detail, error=failure)
        return PdnFile(source, fault=fault)
    pdn_games, read_error = read_pdn_all(text)
    if read_error is not None:
        return PdnFile(
            source, fault=PdnLoadError("not_pdn", source, str(read_error), error=read_error)
        )
    entries = [
        _entry(source, number, pdn_game, apply_result)
        for number, pdn_game in enumerate(pdn_games, start=1)
    ]
    return PdnFile(source, tuple(entries))


def _entry(path: Path, number: int, pdn_game: PdnGame, apply_result: bool) -> PdnEntry:
    result = pdn_game.result or _known(pdn_game.tags, "Result")
    error: DraughtsError | None = pdn_game.error
    if error is None:
        try:
            replay = replay_pdn(pdn_game, apply_result=apply_result)
        except PdnError as replay_error:
            error = replay_error
        else:
            game, known = replay.game, replay.side_known
            return PdnEntry(
                number, pdn_game.tags, result, game, None, known, pdn_game, apply_result
            )
    fault = PdnLoadError(
        "bad_game",
        path,
        str(error),
        number,
        _known(pdn_game.tags, "Event"),
        _known(pdn_game.tags, "White"),
        _known(pdn_game.tags, "Black"),
        error,
    )
    return PdnEntry(number, pdn_game.tags, result, None, fault, True, pdn_game, apply_result)


def _read_file(path: Path) -> bytes:
    """The bytes of the file at ``path``; a FIFO, a socket or a device is
    refused rather than read (reading one could wait for ever)."""
    if path.exists() and not path.is_file() and not path.is_dir():
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    return path.read_bytes()


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _known(tags: Mapping[str, str], name: str) -> str | None:
    value = tags.get(name, "").strip()
    return value if value and value != "?" else None


def _game_name(event: str | None, white: str | None, black: str | None) -> str | None:
    players = " - ".join(p for p in (white, black) if p)
    if event and players:
        return printable(f"{event}: {players}")
    name = event or players
    return printable(name) if name else None
