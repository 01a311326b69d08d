"""The game screen's file actions: save and open PDN files, copy the FEN or
the PDN to the clipboard, show the statistics."""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable
from pathlib import Path

from dames_tui.game import Game
from dames_tui.i18n import Translator
from dames_tui.storage import data_dir, load_games_pdn
from dames_tui.storage.pdnfiles import DEFAULT_EVENT

from ..texts import moves_played_text, pdn_error_text
from .engine_turns import EngineTurns
from .file_dialogs import GamePickerScreen, OpenPdnScreen, PathScreen

COPY_TIMEOUT = 20.0  # seconds the copied text stays readable in a notification


def default_pdn_path(now: datetime.datetime | None = None) -> Path:
    """``partie-YYYYMMDD-HHMM.pdn`` in the current directory, or in the data
    directory when the current one cannot be written."""
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M")
    folder = Path.cwd()
    if not os.access(folder, os.W_OK):
        folder = data_dir()
    return folder / f"partie-{stamp}.pdn"


def game_label(tr: Translator, number: int, game: Game) -> str:
    """ "3. Event: White - Black · 42 coups joués" for a list of games."""
    tags = game.tags
    players = " - ".join(tags[name] for name in ("White", "Black") if tags.get(name, "?") != "?")
    event = tags.get("Event", "").strip()
    name = ": ".join(part for part in (event, players) if part) or tr("pdn.unnamed")
    return tr("pdn.game_label", number=number, name=name, moves=moves_played_text(tr, game))


class GameFiles(EngineTurns):
    """File actions for a screen that has ``game`` and ``human``."""

    def _tags(self) -> dict[str, str]:
        level = self.dames.settings.level
        today = datetime.date.today().strftime("%Y.%m.%d")
        tags = {"Event": DEFAULT_EVENT, "Date": today, **self.game.tags}
        return tags | self.dames.player_names(self.human, level)

    # ---------------------------------------------------------------- PDN

    def _ask_path(self, title_key: str, default: str, use: Callable[[Path], None]) -> None:
        """Ask for a file path in a dialog, then ``use`` it (nothing on cancel)."""
        tr = self.tr

        def chosen(path: str | None) -> None:
            if path is None:
                return
            if not path:
                self.say("pdn.empty_path")
                return
            use(Path(path).expanduser())

        labels = (tr("pdn.ok"), tr("pdn.cancel"))
        self.app.push_screen(PathScreen(tr(title_key), tr("pdn.path"), default, labels), chosen)

    def action_save_pdn(self) -> None:
        def save(path: Path) -> None:
            saved = self.dames.keeper.save_pdn(self.game, path, self._tags())
            if saved is not None:
                self.say("status.saved_pdn", "info", path=saved)

        self._ask_path("pdn.save_title", str(default_pdn_path()), save)

    def action_open_pdn(self) -> None:
        """Pick a PDN file in a browser (or type its path), then load it."""
        tr = self.tr

        def chosen(path: Path | None) -> None:
            if path is not None:
                self.open_pdn(path)

        folder = Path.cwd()
        labels = (tr("pdn.open"), tr("pdn.cancel"))
        screen = OpenPdnScreen(tr("pdn.open_title"), folder, tr("pdn.or_path"), labels)
        self.app.push_screen(screen, chosen)

    def open_pdn(self, path: Path) -> None:
        """Load the games of ``path``: one good game at once, else a list to
        pick from, with the fault of the file named in the status bar."""
        tr = self.tr
        games, error = load_games_pdn(path)
        problem = pdn_error_text(tr, error) if error is not None else None
        if problem is not None and games:
            kept = (
                tr("pdn.error.kept_one")
                if len(games) == 1
                else tr("pdn.error.kept", count=len(games))
            )
            problem = f"{problem} {kept}"
        if problem is not None:
            self.say_text(problem)
        if not games:
            return
        if len(games) == 1 and problem is None:
            self._play_loaded(path, games, 0)
            return

        def picked(index: int | None) -> None:
            if index is not None:
                self._play_loaded(path, games, index)

        labels = [game_label(tr, n, game) for n, game in enumerate(games, start=1)]
        self.app.push_screen(
            GamePickerScreen(tr("pdn.pick_title"), labels, problem, tr("pdn.cancel")), picked
        )

    def _play_loaded(self, path: Path, games: list[Game], index: int) -> None:
        game = games[index]

        def confirmed(yes: bool | None) -> None:
            if not yes:
                return
            self.cancel_engine()
            moves = moves_played_text(self.tr, game)
            text = self.tr("status.loaded_pdn", number=index + 1, file=path.name, moves=moves)
            self.dames.play_loaded(game, None)
            self.app.notify(text, markup=False)

        if self.in_progress:
            self.dames.confirm(self.tr("confirm.new"), confirmed)
        else:
            confirmed(True)

    # ---------------------------------------------------------- clipboard

    def action_copy_fen(self) -> None:
        text = self.game.fen()
        self.app.copy_to_clipboard(text)
        self.say_text(self.tr("copy.fen", text=text), "info")

    def action_copy_pdn(self) -> None:
        text = self.game.to_pdn(self._tags())
        self.app.copy_to_clipboard(text)
        message = self.tr("copy.pdn", text=text)
        self.say_text(message.splitlines()[0].rstrip(" :"), "info")
        self.app.notify(message, timeout=COPY_TIMEOUT, markup=False)

    # --------------------------------------------------------- statistics

    def action_stats(self) -> None:
        self.dames.show_stats()
