"""The end of a game: the result, why, and what to do next."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label


class EndGameScreen(ModalScreen[str]):
    """Dismissed with "again", "analyse" (review the game), "review" (back
    to the board) or "quit"."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "choose('review')", show=False)]

    def __init__(self, title: str, reason: str, summary: str, labels: dict[str, str]) -> None:
        super().__init__()
        self.result_title, self.reason, self.summary, self.labels = title, reason, summary, labels

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="dialog"):
            yield Label(self.result_title, id="result-title")
            yield Label(self.reason, id="result-reason")
            yield Label(self.summary, id="result-summary")
            with Horizontal(classes="buttons"):
                yield Button(self.labels["again"], id="again", variant="success")
                yield Button(self.labels["analyse"], id="analyse", variant="primary")
                yield Button(self.labels["review"], id="review")
                yield Button(self.labels["quit"], id="quit", variant="error")

    def on_mount(self) -> None:
        self.query_one("#again", Button).focus()

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "review")
