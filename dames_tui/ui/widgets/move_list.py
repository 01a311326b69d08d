"""The moves played so far, numbered, two per line, scrollable."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static


class MoveList(VerticalScroll, can_focus=True):
    """Move texts in standard notation; the last one is highlighted."""

    def compose(self) -> ComposeResult:
        yield Static(id="move-list-text")

    def show(self, texts: list[str], first_is_second_player: bool, empty: str) -> None:
        """``texts`` in playing order; when the game started with the second
        player to move, the first line starts with "1. ..."."""
        body = Text()
        if not texts:
            body.append(empty, style="dim")
        cells: list[str] = (["…"] if first_is_second_player else []) + texts
        last = len(cells) - 1
        for index in range(0, len(cells), 2):
            number = index // 2 + 1
            body.append(f"{number:>3}. ", style="dim")
            for offset in (0, 1):
                position = index + offset
                if position > last:
                    break
                style = "reverse" if position == last and texts else ""
                body.append(f"{cells[position]:<9}", style=style)
            body.append("\n")
        self.query_one("#move-list-text", Static).update(body)
        self.scroll_end(animate=False)

    @property
    def text(self) -> str:
        return str(self.query_one("#move-list-text", Static).render())
