"""The rules of the current variant, how to play, every key and how games
are kept, in the player's language."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from .keys import keys_table


class HelpScreen(ModalScreen[None]):
    """A scrollable text; Escape, q or the button closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark,f1", "close", show=False)
    ]

    def __init__(
        self, title: str, sections: list[str], keys: list[tuple[str, str]], close: str
    ) -> None:
        super().__init__()
        self.help_title, self.sections, self.keys = title, sections, keys
        self.close_label = close

    def compose(self) -> ComposeResult:
        """The rules, how to play, the keys (a table), then the last sections."""
        rules, play, *rest = self.sections
        with Vertical(id="help-dialog", classes="dialog") as dialog:
            dialog.border_title = self.help_title
            with VerticalScroll(id="help-text"):
                yield Static(rules, id="help-rules", markup=False)
                yield Static(play, id="help-play", classes="help-part", markup=False)
                yield Static(keys_table(self.keys), id="help-keys", classes="help-part")
                for number, text in enumerate(rest):
                    yield Static(text, id=f"help-more-{number}", classes="help-part", markup=False)
            yield Button(self.close_label, id="close")

    def on_mount(self) -> None:
        self.query_one("#help-text").focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self) -> None:
        self.dismiss(None)
