"""PDN files the player chooses: save a game, load the games of a file.

Loading keeps the games before the first fault and says where the fault
is: the game (its number, and its Event and players when known) and the
move or line that fails. Files are read as UTF-8 (a BOM is fine), else as
Latin-1, the encoding of many older draughts programs.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dames_tui.core import DraughtsError, PdnError
from dames_tui.game import Game
from dames_tui.notation import PdnGame, read_pdn_partial

from .atomic import atomic_write_text
from .errors import StorageError

DEFAULT_EVENT = "dames_tui"
_GAME_PREFIX_RE = re.compile(r"game (\d+), (line (\d+): .*)", re.DOTALL)


@dataclass(frozen=True)
class PdnLoadError:
    """Why the games of a file stop loading.

    ``code``: ``"unreadable"`` (the file cannot be read), ``"not_pdn"`` (no
    game in it), ``"bad_game"`` (game number ``game`` fails; ``event``,
    ``white`` and ``black`` name it when its tags say so). ``detail`` is the
    English reason, naming the move or the line. ``error`` is the error behind
    ``detail`` (a :class:`StorageError` for an unreadable file, else the
    :class:`PdnError` whose English text ``detail`` is), so that the interface
    can say it in the player's language. ``str(error)`` is one line.
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
        """``"Event: White - Black"`` (the parts known), or None."""
        players = " - ".join(p for p in (self.white, self.black) if p)
        if self.event and players:
            return f"{self.event}: {players}"
        return self.event or players or None

    @property
    def message(self) -> str:
        where = self.path.name
        if self.game is not None:
            where += f", game {self.game}"
            name = self.game_name
            if name:
                where += f" ({name})"
        return f"{where}: {self.detail}"

    def __str__(self) -> str:
        return self.message


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
    day = today or datetime.date.today()
    defaults = {"Event": DEFAULT_EVENT, "Date": day.strftime("%Y.%m.%d")}
    merged = {**defaults, **game.tags, **(tags or {})}
    target = Path(path)
    atomic_write_text(target, game.to_pdn(merged))
    return target


def load_games_pdn(
    path: str | Path, *, apply_result: bool = False
) -> tuple[list[Game], PdnLoadError | None]:
    """The games of the PDN file at ``path``, replayed, up to the first
    fault, and that fault (None when the whole file loads).

    ``apply_result``: a recorded result that the moves do not explain ends
    the game (a resignation or a draw agreement); by default such a game can
    be played on from its last position.
    """
    source = Path(path)
    try:
        text = _decode(source.read_bytes())
    except OSError as error:
        failure = StorageError.from_os_error("read", source, error)
        return [], PdnLoadError("unreadable", source, failure.detail, error=failure)
    pdn_games, read_error = read_pdn_partial(text)
    games: list[Game] = []
    for number, pdn_game in enumerate(pdn_games, start=1):
        try:
            games.append(Game.from_pdn(pdn_game, apply_result=apply_result))
        except PdnError as error:
            return games, _game_error(source, number, pdn_game, error)
    if read_error is None:
        return games, None
    return games, _read_error(source, text, len(pdn_games), read_error)


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _game_error(
    path: Path, number: int, pdn_game: PdnGame | None, error: DraughtsError
) -> PdnLoadError:
    tags = pdn_game.tags if pdn_game is not None else {}

    def known(name: str) -> str | None:
        value = tags.get(name, "").strip()
        return value if value and value != "?" else None

    return PdnLoadError(
        "bad_game",
        path,
        str(error),
        number,
        known("Event"),
        known("White"),
        known("Black"),
        error,
    )


def _read_error(path: Path, text: str, read: int, error: PdnError) -> PdnLoadError:
    """The error for a syntax fault after ``read`` complete games."""
    message = str(error)
    match = _GAME_PREFIX_RE.fullmatch(message)
    if match is None:  # "no game found ..."
        return PdnLoadError("not_pdn", path, message, error=error)
    number, line = int(match.group(1)), int(match.group(3))
    # "game N, line L: ..." is "game N, " and an error of its own, "line L: ..."
    inner = error.params.get("error")
    at_line = inner if isinstance(inner, DraughtsError) else PdnError(match.group(2))
    return _game_error(path, number, _faulty_game_tags(text, line, read), at_line)


def _faulty_game_tags(text: str, line: int, read: int) -> PdnGame | None:
    """The faulty game as far as it reads: the text before its bad line gives
    its tags (and moves), so the message can name it."""
    head = "".join(text.splitlines(keepends=True)[: line - 1])
    games, error = read_pdn_partial(head)
    if error is None and len(games) == read + 1:
        return games[-1]
    return None
