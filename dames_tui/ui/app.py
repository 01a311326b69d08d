"""The App: holds the settings, the translator and the computer player, and
switches between screens. The screens own the flow."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from textual.app import App
from textual.message import Message

from dames_tui.core import Rules
from dames_tui.i18n import Translator

from .players import EnginePlayer, Player
from .screens.confirm import ConfirmScreen
from .screens.end_game import EndGameScreen
from .screens.game import GameScreen
from .screens.help import HelpScreen
from .screens.new_game import NewGameScreen
from .screens.settings import SettingsScreen
from .settings import GameSetup, Settings


class DamesApp(App[None]):
    """Draughts against the computer.

    ``setup`` starts a game at once (command-line options); without it the
    new-game screen comes first. ``player`` is the computer (tests pass a
    deterministic stand-in).
    """

    CSS_PATH = "dames.tcss"
    TITLE = "Dames"
    ENABLE_COMMAND_PALETTE = False

    class SettingsChanged(Message):
        """The settings (language, numbers, level, theme) were replaced."""

        def __init__(self, settings: Settings) -> None:
            super().__init__()
            self.settings = settings

    def __init__(
        self,
        setup: GameSetup | None = None,
        *,
        settings: Settings | None = None,
        player: Player | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or Settings()
        if setup is not None:
            self.settings = dataclasses.replace(self.settings, level=setup.level)
        self.translator = Translator(self.settings.language)
        self.player: Player = player if player is not None else EnginePlayer()
        self.initial_setup = setup
        self.last_setup = setup or GameSetup(level=self.settings.level)

    def on_mount(self) -> None:
        self.title = self.translator("app.title")
        if self.initial_setup is not None:
            self.push_screen(GameScreen(self.initial_setup, self.player))
        else:
            self.push_screen(NewGameScreen(self.last_setup))

    # ------------------------------------------------------------ the flow

    def _install_screen(self, screen: Any) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def start_game(self, setup: GameSetup) -> None:
        self.last_setup = setup
        if setup.level != self.settings.level:
            self.update_settings(level=setup.level)
        self._install_screen(GameScreen(setup, self.player))

    def show_new_game(self) -> None:
        setup = dataclasses.replace(self.last_setup, start=None, level=self.settings.level)
        self._install_screen(NewGameScreen(setup))

    def show_end(self, title: str, reason: str, summary: str) -> None:
        tr = self.translator
        labels = {name: tr(f"end.{name}") for name in ("again", "review", "quit")}

        def chosen(choice: str | None) -> None:
            if choice == "again":
                self.show_new_game()
            elif choice == "quit":
                self.exit()

        self.push_screen(EndGameScreen(title, reason, summary, labels), chosen)

    def show_help(self, rules: Rules) -> None:
        tr = self.translator
        self.push_screen(
            HelpScreen(
                tr("help.title"),
                tr(f"help.rules.{rules.name}"),
                tr("help.keys"),
                tr("help.close"),
            )
        )

    def show_settings(self) -> None:
        self.push_screen(SettingsScreen())

    def confirm(self, question: str, callback: Callable[[bool | None], None]) -> None:
        tr = self.translator
        self.push_screen(ConfirmScreen(question, tr("confirm.yes"), tr("confirm.no")), callback)

    def update_settings(self, **changes: Any) -> None:
        """Replace the settings and tell every screen."""
        self.settings = dataclasses.replace(self.settings, **changes)
        if self.settings.language != self.translator.language:
            self.translator = Translator(self.settings.language)
            self.title = self.translator("app.title")
        for screen in self.screen_stack:
            screen.post_message(self.SettingsChanged(self.settings))

    def game_screen(self) -> GameScreen | None:
        for screen in reversed(self.screen_stack):
            if isinstance(screen, GameScreen):
                return screen
        return None

    async def action_quit(self) -> None:
        """Quit, after asking when a game is in progress."""
        screen = self.game_screen()
        if screen is None or not screen.in_progress or isinstance(self.screen, ConfirmScreen):
            self.exit()
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                screen.cancel_engine()
                self.exit()

        self.confirm(self.translator("confirm.quit"), confirmed)
