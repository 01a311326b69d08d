"""The game screen's file actions: save and open PDN files, copy the FEN or
the PDN to the clipboard. A part of the game screen (it owns one
:class:`GameFileActions`), which routes its keys here."""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.screen import Screen

from dames_tui.core import Color
from dames_tui.game import Game
from dames_tui.i18n import Translator
from dames_tui.storage import data_dir, load_games_pdn
from dames_tui.storage.pdnfiles import DEFAULT_EVENT, PdnEntry

from ..texts import moves_played_text, pdn_error_text, pdn_fault_reason, side_subject
from .file_dialogs import GamePickerScreen, OpenPdnScreen, PathScreen
from .side import SideScreen

if TYPE_CHECKING:
    from .game import GameScreen

COPY_TIMEOUT = 20.0  # seconds the copied text stays readable in a notification


def default_pdn_path(now: datetime.datetime | None = None) -> Path:
    """``partie-YYYYMMDD-HHMM.pdn`` in the current directory, or in the data
    directory when the current one cannot be written."""
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M")
    folder = Path.cwd()
    if not os.access(folder, os.W_OK):
        folder = data_dir()
    return folder / f"partie-{stamp}.pdn"


def game_label(tr: Translator, entry: PdnEntry) -> str:
    """ "3. Event: White - Black · 42 coups joués" for a list of games, or
    the reason a bad game cannot be opened."""
    name = entry.name or tr("pdn.unnamed")
    if entry.game is None:
        reason = pdn_fault_reason(tr, entry.fault) if entry.fault is not None else ""
        return tr("pdn.bad_label", number=entry.number, name=name, reason=reason)
    moves = moves_played_text(tr, entry.game)
    return tr("pdn.game_label", number=entry.number, name=name, moves=moves)


def ask_path(
    screen: Screen[Any],
    tr: Translator,
    title_key: str,
    default: str,
    use: Callable[[Path], None],
    refused: Callable[[str], None],
) -> None:
    """Ask for a file path in a dialog over ``screen``, then ``use`` it
    (nothing on cancel; an empty path goes to ``refused`` as a text key)."""

    def chosen(path: str | None) -> None:
        if path is None:
            return
        if not path:
            refused("pdn.empty_path")
            return
        use(Path(path).expanduser())

    labels = (tr("pdn.ok"), tr("pdn.cancel"))
    screen.app.push_screen(PathScreen(tr(title_key), tr("pdn.path"), default, labels), chosen)


class GameFileActions:
    """The file actions of ``screen``'s game."""

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen

    @property
    def game(self) -> Game:
        return self.screen.game

    @property
    def tr(self) -> Translator:
        return self.screen.tr

    def tags(self) -> dict[str, str]:
        """The PDN tags of the game: event, date, its own tags and the players."""
        dames = self.screen.dames
        today = datetime.date.today().strftime("%Y.%m.%d")
        tags = {"Event": DEFAULT_EVENT, "Date": today, **self.game.tags}
        return tags | dames.player_names(self.game.rules, self.screen.human, dames.settings.level)

    # ---------------------------------------------------------------- PDN

    def _ask_path(self, title_key: str, default: str, use: Callable[[Path], None]) -> None:
        ask_path(self.screen, self.tr, title_key, default, use, self.screen.say)

    def save_pdn(self) -> None:
        def save(path: Path) -> None:
            saved = self.screen.dames.keeper.save_pdn(self.game, path, self.tags())
            if saved is not None:
                self.screen.say("status.saved_pdn", "info", path=saved)

        self._ask_path("pdn.save_title", str(default_pdn_path()), save)

    def choose_pdn(self) -> None:
        """Pick a PDN file in a browser (or type its path), then load it."""
        tr = self.tr

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.open_pdn(path)

        folder = Path.cwd()
        labels = (tr("pdn.open"), tr("pdn.cancel"))
        screen = OpenPdnScreen(tr("pdn.open_title"), folder, tr("pdn.or_path"), labels)
        self.screen.app.push_screen(screen, chosen)

    def open_pdn(self, path: Path) -> None:
        """Load the games of ``path``: one good game at once, else a list of
        every game of the file, the bad ones with their reason (they cannot
        be picked); a file that cannot be read is named in the status bar."""
        tr = self.tr
        loaded = load_games_pdn(path)
        if loaded.fault is not None:
            self.screen.say_text(pdn_error_text(tr, loaded.fault))
            return
        entries = loaded.entries
        if len(entries) == 1 and entries[0].game is not None:
            self._play_entry(path, entries[0])
            return
        problem = None
        if loaded.bad:
            count = len(loaded.bad)
            problem = tr("pdn.some_bad.one" if count == 1 else "pdn.some_bad.many", count=count)

        def picked(index: int | None) -> None:
            if index is not None:
                self._play_entry(path, entries[index])

        labels = [game_label(tr, entry) for entry in entries]
        enabled = [entry.game is not None for entry in entries]
        screen = GamePickerScreen(tr("pdn.pick_title"), labels, problem, tr("pdn.cancel"), enabled)
        self.screen.app.push_screen(screen, picked)

    def _play_entry(self, path: Path, entry: PdnEntry) -> None:
        """Play on ``entry`` after a confirmation if a game is in progress;
        the side to move asked first when the file does not say it."""
        if entry.game is None:
            return
        if not entry.side_known:
            tr = self.tr

            def chosen(side: Color | None) -> None:
                if side is not None:
                    self._play_loaded(path, entry.number, entry.with_side(side))

            sides = {color: side_subject(tr, color) for color in (Color.WHITE, Color.BLACK)}
            question = tr("pdn.turn_question")
            self.screen.app.push_screen(SideScreen(question, sides, tr("pdn.cancel")), chosen)
            return
        self._play_loaded(path, entry.number, entry.game)

    def _play_loaded(self, path: Path, number: int, game: Game) -> None:
        def confirmed(yes: bool | None) -> None:
            if not yes:
                return
            self.screen.cancel_engine()
            moves = moves_played_text(self.tr, game)
            text = self.tr("status.loaded_pdn", number=number, file=path.name, moves=moves)
            self.screen.dames.play_loaded(game, None)
            self.screen.app.notify(text, markup=False)

        if self.screen.session.in_progress:
            self.screen.dames.confirm(self.tr("confirm.new"), confirmed)
        else:
            confirmed(True)

    # ---------------------------------------------------------- clipboard

    def copy_fen(self) -> None:
        text = self.game.fen()
        self.screen.app.copy_to_clipboard(text)
        self.screen.say_text(self.tr("copy.fen", text=text), "info")

    def copy_pdn(self) -> None:
        text = self.game.to_pdn(self.tags())
        self.screen.app.copy_to_clipboard(text)
        message = self.tr("copy.pdn", text=text)
        self.screen.say_text(message.splitlines()[0].rstrip(" :"), "info")
        self.screen.app.notify(message, timeout=COPY_TIMEOUT, markup=False)
