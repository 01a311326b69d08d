"""Which side the player takes in a game from a file this program did not write."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label

from dames_tui.core import Color


class SideScreen(ModalScreen[Color | None]):
    """Dismissed with the side chosen, or None (Escape, cancel)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, question: str, sides: dict[Color, str], cancel: str) -> None:
        super().__init__()
        self.question, self.sides, self.cancel_label = question, sides, cancel

    def compose(self) -> ComposeResult:
        with Vertical(id="side-dialog", classes="dialog"):
            yield Label(self.question, id="question")
            with Horizontal(classes="buttons"):
                for color, name in self.sides.items():
                    yield Button(name, id=f"side-{color.name.lower()}", variant="primary")
                yield Button(self.cancel_label, id="cancel")

    def on_mount(self) -> None:
        self.query(Button).first().focus()

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        for color in self.sides:
            if event.button.id == f"side-{color.name.lower()}":
                self.dismiss(color)
                return
        self.dismiss(None)
