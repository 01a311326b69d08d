"""Every key of the game screen, in a table: the footer shows only some."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static


def keys_table(rows: list[tuple[str, str]]) -> Table:
    """The keys and what they do, two to a line (the list fits 80×24)."""
    table = Table(box=None, show_header=False, padding=(0, 1, 0, 0), expand=True)
    for _ in range(2):
        table.add_column(style="bold", no_wrap=True)
        table.add_column(ratio=1)
    half = (len(rows) + 1) // 2
    for left, right in zip(rows[:half], [*rows[half:], ("", "")], strict=False):
        table.add_row(*left, *right)
    return table


class KeysScreen(ModalScreen[None]):
    """The keys (``rows``: keys, description) and a few lines on the board
    and the move entry; Escape, k or the button closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,k,q", "close", show=False)]

    def __init__(self, title: str, rows: list[tuple[str, str]], notes: str, close: str) -> None:
        super().__init__()
        self.keys_title, self.rows, self.notes, self.close_label = title, rows, notes, close

    def compose(self) -> ComposeResult:
        with Vertical(id="keys-dialog", classes="dialog") as dialog:
            dialog.border_title = self.keys_title
            with VerticalScroll(id="keys-text"):
                yield Static(keys_table(self.rows), id="keys-table")
                yield Static(self.notes, id="keys-notes", markup=False)
            yield Button(self.close_label, id="close")

    def on_mount(self) -> None:
        self.query_one("#keys-text").focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self) -> None:
        self.dismiss(None)
