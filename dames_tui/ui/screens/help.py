"""The rules of the current variant and the keys, in the player's language."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class HelpScreen(ModalScreen[None]):
    """A scrollable text; Escape, q or the button closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark,f1", "close", show=False)
    ]

    def __init__(self, title: str, rules: str, keys: str, close: str) -> None:
        super().__init__()
        self.help_title, self.rules, self.keys, self.close_label = title, rules, keys, close

    def compose(self) -> ComposeResult:
        with Vertical(id="help-dialog", classes="dialog") as dialog:
            dialog.border_title = self.help_title
            with VerticalScroll(id="help-text"):
                yield Static(self.rules, id="help-rules")
                yield Static(self.keys, id="help-keys")
            yield Button(self.close_label, id="close")

    def on_mount(self) -> None:
        self.query_one("#help-text").focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self) -> None:
        self.dismiss(None)
