"""At start: unfinished games were saved; continue one or start a new game."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, OptionList
from textual.widgets.option_list import Option

if TYPE_CHECKING:
    from ..app import DamesApp


class ResumeScreen(ModalScreen[int | None]):
    """Dismissed with the index of the game to continue (Enter, c, Escape:
    the highlighted one, the first by default) or None for a new game (n).

    One game is shown as a summary, several as a list. Escape continues: the
    safe answer never throws a game away."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c,escape", "answer", show=False),
        Binding("n", "new", show=False),
    ]

    def __init__(self, summaries: list[str]) -> None:
        super().__init__()
        self.summaries = summaries

    def compose(self) -> ComposeResult:
        tr = cast("DamesApp", self.app).translator
        many = len(self.summaries) > 1
        with Vertical(id="resume-dialog", classes="dialog") as dialog:
            dialog.border_title = tr("resume.title")
            yield Label(tr("resume.question_many" if many else "resume.question"), id="question")
            if many:
                options = [Option(Text(line), id=str(i)) for i, line in enumerate(self.summaries)]
                yield OptionList(*options, id="resume-games")
            else:
                yield Label(self.summaries[0], id="resume-summary", markup=False)
            yield Label(
                tr("resume.drop_note_many" if many else "resume.drop_note"), id="resume-note"
            )
            with Horizontal(classes="buttons"):
                yield Button(tr("resume.resume"), id="resume", variant="success")
                yield Button(tr("resume.new"), id="new")

    def on_mount(self) -> None:
        games = self.query("#resume-games")
        if games:
            games.first(OptionList).highlighted = 0
            games.first(OptionList).focus()
        else:
            self.query_one("#resume", Button).focus()

    def _chosen(self) -> int:
        games = self.query("#resume-games")
        if games:
            return games.first(OptionList).highlighted or 0
        return 0

    def action_answer(self) -> None:
        self.dismiss(self._chosen())

    def action_new(self) -> None:
        self.dismiss(None)

    @on(OptionList.OptionSelected, "#resume-games")
    def picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option_index)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "resume":
            self.action_answer()
        else:
            self.action_new()
