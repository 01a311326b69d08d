"""What the interface keeps on disk, through :mod:`dames_tui.storage`.

The :class:`Keeper` turns every storage call into "done" or a report: a
write that fails (:class:`StorageError`) goes to ``on_failure`` with a kind
(``autosave``, ``settings``, ``stats``, ``clear``, ``pdn``) and never
raises, so a full or read-only disk leaves the game going on in memory; a
file that did not load cleanly goes to ``on_warning``, once per code. No
Textual here: the App owns a keeper and shows what it reports.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from dames_tui import storage
from dames_tui.core import Color
from dames_tui.game import Game

from .settings import THEMES, Settings

FailureCallback = Callable[[str, storage.StorageError], None]
WarningCallback = Callable[[storage.LoadWarning], None]

#: our own autosave tags, not for a PDN file the player saves
AUTOSAVE_TAGS = ("DamesVersion", "DamesHumanSide", "DamesLevel")


class Keeper:
    """Settings, autosave, statistics and PDN files for one run of the app."""

    def __init__(self, on_failure: FailureCallback, on_warning: WarningCallback) -> None:
        self._on_failure = on_failure
        self._on_warning = on_warning
        self._told: set[str] = set()

    # ----------------------------------------------------------- warnings

    def warn(self, warning: storage.LoadWarning | None) -> None:
        """Tell ``warning`` to the player, unless its code was already told."""
        if warning is None or warning.code in self._told:
            return
        self._told.add(warning.code)
        self._on_warning(warning)

    def _failed(self, kind: str, error: storage.StorageError) -> None:
        self._on_failure(kind, error)

    # ----------------------------------------------------------- settings

    def load_settings(self) -> Settings:
        """The saved settings; a bad file is told once and then rewritten
        clean (its ``.bad`` copy kept), so the next start is quiet."""
        loaded = storage.load_settings(themes=THEMES)
        self.warn(loaded.warning)
        if loaded.warning is not None and loaded.warning.backup is not None:
            self.save_settings(loaded.value)
        return loaded.value

    def save_settings(self, settings: Settings) -> bool:
        try:
            storage.save_settings(settings)
        except storage.StorageError as error:
            self._failed("settings", error)
            return False
        return True

    # ----------------------------------------------------------- autosave

    def load_autosave(self) -> storage.SavedGame | None:
        """The game to offer for resuming, if any (a bad file told once; a
        file that cannot be resumed at all is removed, its copy kept)."""
        loaded = storage.load_autosave()
        warning = loaded.warning
        self.warn(warning)
        if loaded.value is None and warning is not None and warning.backup is not None:
            self.clear_autosave()
        saved = loaded.value
        if saved is not None:
            for tag in AUTOSAVE_TAGS:
                saved.game.tags.pop(tag, None)
        return saved

    def autosave(self, game: Game, human: Color, level: int, names: Mapping[str, str]) -> bool:
        """Save the game in progress; ``names``: White and Black tags."""
        try:
            storage.autosave(game, human, level, tags=names)
        except storage.StorageError as error:
            self._failed("autosave", error)
            return False
        return True

    def clear_autosave(self) -> bool:
        try:
            storage.clear_autosave()
        except storage.StorageError as error:
            self._failed("clear", error)
            return False
        return True

    # --------------------------------------------------------- statistics

    def load_stats(self) -> storage.Stats:
        """The statistics; a bad file is told once and rewritten clean."""
        loaded = storage.load_stats()
        self.warn(loaded.warning)
        if loaded.warning is not None and loaded.warning.backup is not None:
            try:
                storage.save_stats(loaded.value)
            except storage.StorageError as error:
                self._failed("stats", error)
        return loaded.value

    def record_end(self, game: Game, human: Color, level: int) -> None:
        """A game is over: no more autosave, and one more result counted."""
        self.clear_autosave()
        result = storage.result_for(game, human)
        if result is None:
            return
        try:
            recorded = storage.record_result(game.rules.name, human, level, result)
        except storage.StorageError as error:
            self._failed("stats", error)
            return
        self.warn(recorded.warning)

    # ---------------------------------------------------------- PDN files

    def save_pdn(self, game: Game, path: str | Path, names: Mapping[str, str]) -> Path | None:
        """Write ``game`` to ``path``; None if the disk refused (reported)."""
        try:
            return storage.save_game_pdn(game, path, names)
        except storage.StorageError as error:
            self._failed("pdn", error)
            return None
