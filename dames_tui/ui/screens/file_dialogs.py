"""Small dialogs for PDN files: a path to type, a game to pick in a file."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, OptionList
from textual.widgets.option_list import Option


class PathScreen(ModalScreen[str | None]):
    """Asks for a file path; dismissed with the path, or None (Escape)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, title: str, prompt: str, default: str, labels: tuple[str, str]) -> None:
        super().__init__()
        self.dialog_title, self.prompt, self.default = title, prompt, default
        self.ok_label, self.cancel_label = labels

    def compose(self) -> ComposeResult:
        with Vertical(id="path-dialog", classes="dialog") as dialog:
            dialog.border_title = self.dialog_title
            yield Label(self.prompt)
            yield Input(self.default, id="path")
            with Horizontal(classes="buttons"):
                yield Button(self.ok_label, id="ok", variant="success")
                yield Button(self.cancel_label, id="cancel")

    def on_mount(self) -> None:
        self.query_one("#path", Input).focus()

    @on(Input.Submitted, "#path")
    @on(Button.Pressed, "#ok")
    def accept(self) -> None:
        self.dismiss(self.query_one("#path", Input).value.strip())

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)


class GamePickerScreen(ModalScreen[int | None]):
    """A list of the games of a file (and why the file stops, if it does);
    dismissed with the index of the chosen game, or None."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, title: str, labels: list[str], problem: str | None, cancel: str) -> None:
        super().__init__()
        self.dialog_title, self.labels, self.problem = title, labels, problem
        self.cancel_label = cancel

    def compose(self) -> ComposeResult:
        with Vertical(id="picker-dialog", classes="dialog") as dialog:
            dialog.border_title = self.dialog_title
            if self.problem:
                yield Label(self.problem, id="picker-problem", markup=False)
            yield OptionList(
                *[Option(Text(label), id=str(index)) for index, label in enumerate(self.labels)],
                id="games",
            )
            with Horizontal(classes="buttons"):
                yield Button(self.cancel_label, id="cancel")

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).focus()

    @on(OptionList.OptionSelected, "#games")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option_index)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
