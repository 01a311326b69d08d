"""At start: an unfinished game was saved; resume it or start a new one."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label

if TYPE_CHECKING:
    from ..app import DamesApp


class ResumeScreen(ModalScreen[bool]):
    """Dismissed with True (resume: Enter, r, Escape) or False (n: new game).

    Escape resumes: the safe answer never throws a game away."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r,escape", "answer(True)", show=False),
        Binding("n", "answer(False)", show=False),
    ]

    def __init__(self, summary: str) -> None:
        super().__init__()
        self.summary = summary

    def compose(self) -> ComposeResult:
        tr = cast("DamesApp", self.app).translator
        with Vertical(id="resume-dialog", classes="dialog") as dialog:
            dialog.border_title = tr("resume.title")
            yield Label(tr("resume.question"), id="question")
            yield Label(self.summary, id="resume-summary", markup=False)
            with Horizontal(classes="buttons"):
                yield Button(tr("resume.resume"), id="resume", variant="success")
                yield Button(tr("resume.new"), id="new")

    def on_mount(self) -> None:
        self.query_one("#resume", Button).focus()

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "resume")
