"""The game's own commands in Textual's command palette (ctrl+p), in the
player's language: new game, flip, numbers, save, open, the position
editor, the puzzles, statistics, settings, language, theme, help, keys, quit."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from dames_tui.core import Position, Rules
from dames_tui.flow.puzzles import shipped_variants
from dames_tui.i18n import LANGUAGES

from .screens.editor import EditorScreen
from .screens.puzzles import PuzzleScreen
from .settings import THEMES
from .texts import variant_name

if TYPE_CHECKING:
    from .app import DamesApp

Command = tuple[str, str, Callable[[], object]]  # (name, help, what it does)


def game_commands(app: DamesApp) -> list[Command]:
    """The commands that make sense on the screen below the palette."""
    tr, settings = app.translator, app.settings
    screen = app.game_screen()
    found: list[Command] = [(tr("palette.new"), tr("palette.new.help"), app.action_new_game)]
    if screen is not None:
        found += [
            (tr("palette.flip"), tr("palette.flip.help"), screen.action_flip),
            (tr("palette.numbers"), tr("palette.numbers.help"), screen.action_numbers),
            (tr("palette.save"), tr("palette.save.help"), screen.action_save_pdn),
            (tr("palette.open"), tr("palette.open.help"), screen.action_open_pdn),
            (tr("palette.help"), tr("palette.help.help"), screen.action_help),
            (tr("palette.keys"), tr("palette.keys.help"), screen.action_keys),
        ]
    if not any(isinstance(shown, EditorScreen) for shown in app.screen_stack):
        rules = screen.game.rules if screen is not None else settings.rules
        position = screen.game.position if screen is not None else None
        edit = _editor(app, rules, position)
        found.append((tr("editor.palette"), tr("editor.palette.help"), edit))
    found += _puzzle_commands(app, screen.game.rules if screen is not None else settings.rules)
    found += [
        (tr("palette.stats"), tr("palette.stats.help"), app.show_stats),
        (tr("palette.settings"), tr("palette.settings.help"), app.show_settings),
    ]
    for code in LANGUAGES:
        if code != settings.language:
            name = tr("palette.language", language=tr(f"lang.{code}"))
            found.append((name, tr("palette.language.help"), _setter(app, language=code)))
    for theme in THEMES:
        if theme != settings.theme:
            name = tr("palette.theme", theme=tr(f"theme.{theme}"))
            found.append((name, tr("palette.theme.help"), _setter(app, theme=theme)))
    found.append((tr("palette.quit"), tr("palette.quit.help"), app.action_quit))
    return found


def _editor(app: DamesApp, rules: Rules, position: Position | None) -> Callable[[], None]:
    def edit() -> None:
        app.open_editor(rules, position)

    return edit


def _puzzle_commands(app: DamesApp, rules: Rules) -> list[Command]:
    """The tactics trainer of the variant played, when it has puzzles."""
    if rules.name not in shipped_variants():
        return []
    if any(isinstance(shown, PuzzleScreen) for shown in app.screen_stack):
        return []
    tr = app.translator
    help_text = tr("puzzles.palette.help", variant=variant_name(tr, rules))

    def open_puzzles() -> None:
        app.open_puzzles(rules)

    return [(tr("puzzles.palette"), help_text, open_puzzles)]


def _setter(app: DamesApp, **changes: object) -> Callable[[], None]:
    def change() -> None:
        app.update_settings(**changes)

    return change


class GameCommands(Provider):
    """The commands of :func:`game_commands`; a query that matches none of
    them gets one line saying so, in the player's language."""

    @property
    def dames(self) -> DamesApp:
        return cast("DamesApp", self.app)

    async def discover(self) -> Hits:
        for name, help_text, command in game_commands(self.dames):
            yield DiscoveryHit(name, command, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        found = False
        for name, help_text, command in game_commands(self.dames):
            score = matcher.match(name)
            if score > 0:
                found = True
                yield Hit(score, matcher.highlight(name), command, help=help_text)
        if not found:
            yield Hit(0.01, self.dames.translator("palette.none"), _nothing)


def _nothing() -> None:
    """A line of the palette that does nothing when chosen."""
