"""What the program keeps on disk, through :mod:`dames_tui.storage`.

The :class:`Keeper` turns every storage call into "done" or a report: a
write that fails (:class:`StorageError`) goes to ``on_failure`` with a kind
(``autosave``, ``settings``, ``stats``, ``clear``, ``pdn``) and never
raises, so a full or read-only disk leaves the game going on in memory; a
file that did not load cleanly goes to ``on_warning``, once per code, unless
an earlier run already kept a copy of these very bytes (``repeated``: the
player heard of it then). No Textual here: the App owns a keeper and shows
what it reports.

A file that did not load cleanly is never written over at start-up: the run
goes on from the defaults (or what could be read), and the file stays as it
is until the player changes a setting, ends a game or plays a move; storage
then keeps it (a ``.bad`` copy, or renamed aside) before writing. A damaged
autosave (or game set aside) that cannot be resumed at all is removed once
its copy holds its bytes; one from a newer version is left for that version.

:meth:`Keeper.keep` is the one way a game is saved: after every change, the
game goes to ``current.pdn`` (with its result once it is over, so it is
never offered for resumption), and a finished game's result goes to the
statistics under the game's id (replacing an earlier record of the same
game, so it counts once), with the ballot it started from, if any.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from pathlib import Path

from dames_tui import storage
from dames_tui.game import Game
from dames_tui.game.openings import ballot_of
from dames_tui.game.tree import GameTree
from dames_tui.storage import Settings

from .played import PlayedGame

FailureCallback = Callable[[str, storage.StorageError], None]
WarningCallback = Callable[[storage.LoadWarning], None]


class Keeper:
    """Settings, autosave, statistics and PDN files for one run of the app."""

    def __init__(
        self,
        on_failure: FailureCallback,
        on_warning: WarningCallback,
        *,
        themes: Collection[str] | None = None,
    ) -> None:
        self._on_failure = on_failure
        self._on_warning = on_warning
        self._themes = themes
        self._told: set[str] = set()

    # ----------------------------------------------------------- warnings

    def warn(self, warning: storage.LoadWarning | None) -> None:
        """Tell ``warning`` to the player, unless its code was already told,
        or the same damaged file was found (and told) in an earlier run."""
        if warning is None or warning.repeated or warning.code in self._told:
            return
        self._told.add(warning.code)
        self._on_warning(warning)

    def _failed(self, kind: str, error: storage.StorageError) -> None:
        self._on_failure(kind, error)

    def _attempt(self, kind: str, action: Callable[[], object]) -> bool:
        """Run a write; a refusal of the disk is reported as ``kind``."""
        try:
            action()
        except storage.StorageError as error:
            self._failed(kind, error)
            return False
        return True

    # ----------------------------------------------------------- settings

    def load_settings(self) -> Settings:
        """The saved settings (the defaults where the file fails; a bad file
        is told, and left as it is until the player changes a setting)."""
        loaded = storage.load_settings(themes=self._themes)
        self.warn(loaded.warning)
        return loaded.value

    def save_settings(self, settings: Settings) -> bool:
        return self._attempt("settings", lambda: storage.save_settings(settings))

    # ----------------------------------------------------------- autosave

    def load_autosave(self) -> storage.SavedGame | None:
        """The game to offer for resuming, if any (a bad file told once; a
        file that cannot be resumed at all is removed, its copy kept, unless
        it is a newer version's)."""
        loaded = storage.load_autosave()
        warning = loaded.warning
        self.warn(warning)
        if loaded.value is None and _removable(warning):
            self.clear_autosave()
        return loaded.value

    def load_set_aside(self) -> list[tuple[Path, storage.SavedGame]]:
        """The unfinished games set aside, newest first (a damaged one is
        told, kept as ``*.bad`` and removed, unless it is a newer version's)."""
        games: list[tuple[Path, storage.SavedGame]] = []
        for loaded in storage.load_set_aside():
            self.warn(loaded.warning)
            if loaded.value is not None:
                games.append(loaded.value)
            elif loaded.warning is not None and _removable(loaded.warning):
                self.discard(loaded.warning.path)
        return games

    def set_aside(self) -> bool:
        """Keep the unfinished game of the autosave for later (a game given on
        the command line takes its place)."""
        return self._attempt("autosave", storage.set_aside_autosave)

    def resume_set_aside(self, path: Path) -> bool:
        """Make the game set aside in ``path`` the game in progress."""
        return self._attempt("autosave", lambda: storage.resume_set_aside(path))

    def discard(self, path: Path) -> bool:
        """Delete a game set aside (the player declined it)."""
        return self._attempt("clear", lambda: storage.discard_set_aside(path))

    def keep(self, played: PlayedGame, names: Mapping[str, str]) -> bool:
        """Save ``played`` (``names``: White and Black tags) and, once it is
        over, record its result under its id. False if a write failed
        (reported)."""
        game = played.game
        saved = self._attempt(
            "autosave",
            lambda: storage.autosave(
                game,
                played.human,
                played.level,
                tags=names,
                game_id=played.game_id,
                origin=played.origin,
                evaluation=played.evaluation,
            ),
        )
        result = played.result
        if result is None:
            return saved
        try:
            recorded = storage.record_game(
                played.game_id,
                game.rules.name,
                played.human,
                played.level,
                played.origin,
                result,
                opening=ballot_of(game),  # from its tags: a game begun freely has none
            )
        except storage.StorageError as error:
            self._failed("stats", error)
            return False
        self.warn(recorded.warning)
        return saved

    def clear_autosave(self) -> bool:
        return self._attempt("clear", storage.clear_autosave)

    # --------------------------------------------------------- statistics

    def load_stats(self) -> storage.Stats:
        """The statistics (empty where the file fails; a bad file is told,
        and left as it is until a game's result is recorded)."""
        loaded = storage.load_stats()
        self.warn(loaded.warning)
        return loaded.value

    # ---------------------------------------------------------- PDN files

    def save_pdn(self, game: Game, path: str | Path, names: Mapping[str, str]) -> Path | None:
        """Write ``game`` to ``path``; None if the disk refused (reported)."""
        try:
            return storage.save_game_pdn(game, path, names)
        except storage.StorageError as error:
            self._failed("pdn", error)
            return None

    def save_tree_pdn(self, tree: GameTree, path: str | Path) -> Path | None:
        """Write a game with its variations to ``path``; None if the disk
        refused (reported)."""
        try:
            return storage.save_tree_pdn(tree, path)
        except storage.StorageError as error:
            self._failed("pdn", error)
            return None


def _removable(warning: storage.LoadWarning | None) -> bool:
    """Whether a saved game that gave ``warning`` and nothing to resume may
    be deleted: its copy holds its bytes, and it is not a newer version's."""
    return (
        warning is not None
        and warning.backup is not None
        and warning.code != "autosave_future_version"
    )
