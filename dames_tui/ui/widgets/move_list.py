"""The moves played so far, numbered, two per line, scrollable; a cursor
picks a move to play on from (undo-stack semantics: the later moves go)."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Static

NUMBER_WIDTH = 5  # " 12. "
CELL_WIDTH = 9


class MoveList(VerticalScroll, can_focus=True):
    """Move texts in standard notation; the last one is highlighted.

    With the focus, the arrow keys move a cursor over the moves and Enter
    (or a double click) reports :class:`MoveList.Chosen`.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", show=False),
        Binding("right", "step(1)", show=False),
        Binding("up", "step(-2)", show=False),
        Binding("down", "step(2)", show=False),
        Binding("home", "step(-10000)", show=False),
        Binding("end", "step(10000)", show=False),
        Binding("enter,space", "choose", show=False),
        Binding("escape", "leave", show=False),
    ]

    class Chosen(Message):
        """Play on after ``plies`` moves (0: from the start position)."""

        def __init__(self, plies: int) -> None:
            super().__init__()
            self.plies = plies

    class Left(Message):
        """The player left the list with Escape."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._texts: list[str] = []
        self._offset = 0  # 1 when the first cell is the "…" of a second-player start
        self._empty = ""
        self.cursor: int | None = None  # index of the move under the cursor

    def compose(self) -> ComposeResult:
        yield Static(id="move-list-text")

    def show(self, texts: list[str], first_is_second_player: bool, empty: str) -> None:
        """``texts`` in playing order; when the game started with the second
        player to move, the first line starts with "1. ..."."""
        self._texts, self._empty = list(texts), empty
        self._offset = 1 if first_is_second_player else 0
        if self.cursor is not None and self.cursor >= len(texts):
            self.cursor = len(texts) - 1 if texts else None
        self._render_moves()
        self.scroll_end(animate=False)

    def _render_moves(self) -> None:
        texts = self._texts
        body = Text()
        if not texts:
            body.append(self._empty, style="dim")
        cells: list[str] = (["…"] * self._offset) + texts
        last = len(cells) - 1
        cursor = None if self.cursor is None or not self.has_focus else self.cursor + self._offset
        for index in range(0, len(cells), 2):
            number = index // 2 + 1
            body.append(f"{number:>3}. ", style="dim")
            for offset in (0, 1):
                position = index + offset
                if position > last:
                    break
                style = "reverse" if position == last and texts else ""
                if position == cursor:
                    style = "bold black on yellow"
                body.append(f"{cells[position]:<{CELL_WIDTH}}", style=style)
            body.append("\n")
        self.query_one("#move-list-text", Static).update(body)

    @property
    def text(self) -> str:
        return str(self.query_one("#move-list-text", Static).render())

    def on_focus(self) -> None:
        if self.cursor is None and self._texts:
            self.cursor = len(self._texts) - 1
        self._render_moves()

    def on_blur(self) -> None:
        self._render_moves()

    def action_step(self, plies: int) -> None:
        if not self._texts:
            return
        start = self.cursor if self.cursor is not None else len(self._texts) - 1
        self.cursor = max(0, min(len(self._texts) - 1, start + plies))
        self._render_moves()
        self.scroll_to(y=(self.cursor + self._offset) // 2 - 2, animate=False)

    def action_choose(self) -> None:
        if self.cursor is not None and self._texts:
            self.post_message(self.Chosen(self.cursor + 1))

    def action_leave(self) -> None:
        self.post_message(self.Left())

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or offset.x < NUMBER_WIDTH:
            return
        line = offset.y + round(self.scroll_y)
        index = line * 2 + (offset.x - NUMBER_WIDTH) // CELL_WIDTH - self._offset
        if 0 <= index < len(self._texts) and (offset.x - NUMBER_WIDTH) // CELL_WIDTH < 2:
            self.cursor = index
            self._render_moves()
            if event.chain >= 2:
                self.action_choose()
