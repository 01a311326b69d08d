"""Settings applied at once and saved: square numbers, the side at the bottom
of the board, language, level, board theme, take-backs in a game with a
clock, thinking on the player's time, the opening book, the background
build of the larger endgame tables (with how far it is)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Select, Switch

from dames_tui.core import find_rules
from dames_tui.engine.tables import background
from dames_tui.flow.players import PONDER_LEVEL, available_levels, book_levels
from dames_tui.i18n import LANGUAGES
from dames_tui.storage.settings import BOTTOM_SIDES

from ..settings import THEMES
from ..texts import level_label, tables_build_text

if TYPE_CHECKING:
    from ..app import DamesApp

TABLES_VARIANT = "english"  # the variant whose larger tables are built in the background


class SettingsScreen(ModalScreen[None]):
    """Each change goes straight to the app, which tells the other screens."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,s", "close", show=False)]
    #: seconds between two looks at the background build while the screen is open
    TABLES_REFRESH = 1.0

    @property
    def dames(self) -> DamesApp:
        return cast("DamesApp", self.app)

    def compose(self) -> ComposeResult:
        tr, settings = self.dames.translator, self.dames.settings
        with VerticalScroll(id="settings-dialog", classes="dialog") as dialog:
            dialog.border_title = tr("settings.title")
            with Horizontal(classes="row"):
                yield Label(tr("settings.numbers"), classes="label")
                yield Switch(settings.show_numbers, id="numbers")
                yield Label(tr("settings.undo_with_clock"), classes="label second")
                yield Switch(settings.undo_with_clock, id="undo-with-clock")
            with Horizontal(classes="row"):
                yield Label(tr("settings.bottom"), classes="label")
                yield Select(
                    [(tr(f"settings.bottom.{name}"), name) for name in BOTTOM_SIDES],
                    value=settings.bottom,
                    allow_blank=False,
                    id="bottom",
                )
            with Horizontal(classes="row"):
                yield Label(tr("settings.language"), classes="label")
                yield Select(
                    [(tr(f"lang.{code}"), code) for code in LANGUAGES],
                    value=settings.language,
                    allow_blank=False,
                    id="language",
                )
            with Horizontal(classes="row"):
                yield Label(tr("settings.level"), classes="label")
                yield Select(
                    [(level_label(tr, n, settings.rules), n) for n in available_levels()],
                    value=settings.level,
                    allow_blank=False,
                    id="level",
                )
            with Horizontal(classes="row"):
                yield Label(tr("settings.theme"), classes="label")
                yield Select(
                    [(tr(f"theme.{name}"), name) for name in THEMES],
                    value=settings.theme,
                    allow_blank=False,
                    id="theme",
                )
            with Horizontal(classes="row"):
                yield Label(tr("settings.ponder", level=PONDER_LEVEL), classes="label")
                yield Switch(settings.ponder, id="ponder")
            with Horizontal(classes="row"):
                first = (book_levels() or available_levels()[-1:])[0]
                yield Label(tr("settings.book", level=first), classes="label")
                yield Switch(settings.book, id="book")
            with Horizontal(classes="row"):
                pieces = background.BACKGROUND_PIECES[TABLES_VARIANT]
                yield Label(tr("settings.tables_build", pieces=pieces), classes="label")
                yield Switch(settings.tables_build, id="tables-build")
            yield Label(self._tables_line(), id="tables-progress")
            yield Button(tr("settings.close"), id="close")

    def on_mount(self) -> None:
        self.set_interval(self.TABLES_REFRESH, self._show_tables)

    def _tables_line(self) -> str:
        pieces = background.BACKGROUND_PIECES[TABLES_VARIANT]
        status = background.status(find_rules(TABLES_VARIANT), pieces)
        return tables_build_text(self.dames.translator, status)

    def _show_tables(self) -> None:
        self.query_one("#tables-progress", Label).update(self._tables_line())

    @on(Switch.Changed, "#tables-build")
    def tables_build_changed(self, event: Switch.Changed) -> None:
        self.dames.update_settings(tables_build=event.value)

    @on(Switch.Changed, "#numbers")
    def numbers_changed(self, event: Switch.Changed) -> None:
        self.dames.update_settings(show_numbers=event.value)

    @on(Switch.Changed, "#ponder")
    def ponder_changed(self, event: Switch.Changed) -> None:
        self.dames.update_settings(ponder=event.value)

    @on(Switch.Changed, "#book")
    def book_changed(self, event: Switch.Changed) -> None:
        self.dames.update_settings(book=event.value)

    @on(Switch.Changed, "#undo-with-clock")
    def undo_with_clock_changed(self, event: Switch.Changed) -> None:
        self.dames.update_settings(undo_with_clock=event.value)

    @on(Select.Changed)
    def select_changed(self, event: Select.Changed) -> None:
        name = event.select.id or ""
        if name in ("language", "level", "theme", "bottom") and event.value != Select.BLANK:
            current = getattr(self.dames.settings, name)
            if event.value != current:
                self.dames.update_settings(**{name: event.value})
                if name == "language":
                    self.dismiss(None)
                    self.dames.show_settings()

    @on(Button.Pressed, "#close")
    def close_pressed(self) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
