"""The moves played so far, numbered, two per line, scrollable; a cursor
picks a move whose position the board shows, and Enter asks to play on from
there. A move may carry a mark (a review's ``?!``, ``?``, ``??``): a sign
written after it and a style of its own.

Every move is a cell of its own. A long rafle that does not fit its cell
(the full path is written only when a shorter text would be ambiguous)
wraps at its ``x`` onto the following lines, and the reply goes on the next
line in its own column, so two moves never run into each other.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Static

NUMBER_WIDTH = 5  # "  12. "
MIN_CELL_WIDTH = 8
SECOND_PLAYER_START = "…"  # the first cell when the game starts with the second player


@dataclass(frozen=True, slots=True)
class Piece:
    """A run of text on one line of the list: part of the move with index
    ``ply`` (None for a move number, the "…" cell or padding)."""

    text: str
    ply: int | None = None


Line = tuple[Piece, ...]


@dataclass(frozen=True, slots=True)
class MoveMark:
    """A sign written after a move and its style (a Rich style: ``"bold #df5353"``)."""

    sign: str
    style: str


BALLOT_STYLE = "cyan"  # the moves of the ballot the game started from
BALLOT_END = " |"  # after its last move


def ballot_marks(plies: int) -> dict[int, MoveMark]:
    """The marks of a ballot's ``plies`` first moves: in colour, the last
    one followed by :data:`BALLOT_END`.

    >>> [mark.sign for mark in ballot_marks(3).values()]
    ['', '', ' |']
    """
    return {
        ply: MoveMark(BALLOT_END if ply == plies - 1 else "", BALLOT_STYLE) for ply in range(plies)
    }


def wrap_move(text: str, width: int) -> list[str]:
    """``text`` cut into lines of at most ``width`` characters, before an
    ``x`` or ``-`` where it can (a square number is never split).

    >>> wrap_move("24x33x17x3x14x25", 8)
    ['24x33x17', 'x3x14x25']
    >>> wrap_move("32-28", 8)
    ['32-28']
    """
    parts = re.findall(r"[-xX:]?[^-xX:]+|[-xX:]", text) or [text]
    lines: list[str] = []
    current = ""
    for part in parts:
        while len(part) > width:  # a part longer than a line (never for squares)
            if current:
                lines.append(current)
                current = ""
            lines.append(part[:width])
            part = part[width:]
        if current and len(current) + len(part) > width:
            lines.append(current)
            current = ""
        current += part
    if current or not lines:
        lines.append(current)
    return lines


def layout_moves(texts: list[str], second_player_start: bool, width: int) -> list[Line]:
    """The lines of the list for ``texts`` (in playing order) on ``width``
    columns: a move number, then two cells; a move too long for its cell
    wraps under itself and its reply starts a line of its own."""
    cell = max(MIN_CELL_WIDTH, (width - NUMBER_WIDTH) // 2)
    wide = max(cell, width - NUMBER_WIDTH)
    cells: list[tuple[str, int | None]] = (
        [(SECOND_PLAYER_START, None)] if second_player_start else []
    )
    cells += [(text, ply) for ply, text in enumerate(texts)]
    lines: list[Line] = []
    indent = Piece(" " * NUMBER_WIDTH)
    for pair in range(0, len(cells), 2):
        number = Piece(f"{pair // 2 + 1:>3}. ")
        first, second = cells[pair], cells[pair + 1] if pair + 1 < len(cells) else None
        if len(first[0]) < cell:
            line = [number, Piece(first[0].ljust(cell), first[1])]
            if second is not None and len(second[0]) < cell:
                lines.append((*line, Piece(second[0], second[1])))
                continue
            lines.append(tuple(line))
        else:
            for index, part in enumerate(wrap_move(first[0], wide)):
                lines.append((number if index == 0 else indent, Piece(part, first[1])))
        if second is None:
            continue
        pad = Piece(" " * (NUMBER_WIDTH + cell))
        if len(second[0]) < cell or len(second[0]) <= wide - cell:
            lines.append((pad, Piece(second[0], second[1])))
        else:
            for part in wrap_move(second[0], wide):
                lines.append((indent, Piece(part, second[1])))
    return lines


class MoveList(VerticalScroll, can_focus=True):
    """Move texts in standard notation; the last one is highlighted.

    With the focus, the arrow keys move a cursor over the moves, each step
    reporting :class:`MoveList.Highlighted`, and Enter (or a double click)
    reports :class:`MoveList.Chosen`.
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

    class Highlighted(Message):
        """The cursor is on the move after which ``plies`` moves are played
        (None: the list lost the focus, back to the game)."""

        def __init__(self, plies: int | None) -> None:
            super().__init__()
            self.plies = plies

    class Left(Message):
        """The player left the list with Escape."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._texts: list[str] = []
        self._marks: Mapping[int, MoveMark] = {}
        self._second_player_start = False
        self._empty = ""
        self._lines: list[Line] = []
        self.cursor: int | None = None  # index of the move under the cursor
        #: the move drawn in reverse: None for the last one
        self.current: int | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="move-list-text")

    def show(
        self,
        texts: list[str],
        first_is_second_player: bool,
        empty: str,
        marks: Mapping[int, MoveMark] | None = None,
        *,
        follow: bool = True,
    ) -> None:
        """``texts`` in playing order; when the game started with the second
        player to move, the first line starts with "1. …". ``marks``: the
        marked moves by index. ``follow``: scroll to the last move (else the
        list stays where it is)."""
        self._texts, self._empty = list(texts), empty
        self._marks = dict(marks or {})
        self._second_player_start = first_is_second_player
        if self.cursor is not None and self.cursor >= len(texts):
            self.cursor = len(texts) - 1 if texts else None
        self._render_moves()
        if follow:
            self.scroll_end(animate=False)

    def put_cursor(self, ply: int) -> None:
        """Put the cursor and the reversed move on the move of index ``ply``
        and scroll it into view once laid out (no message: the caller chose it)."""
        self.cursor = self.current = ply
        self._render_moves()
        self.call_after_refresh(self._bring_into_view, ply)

    def _bring_into_view(self, ply: int) -> None:
        line = self.line_of(ply)
        height = max(1, self.scrollable_content_region.height)
        top = round(self.scroll_y)
        if not top <= line < top + height:
            self.scroll_to(y=max(0, line - height // 2), animate=False)

    def _width(self) -> int:
        return self.scrollable_content_region.width or 34

    def _render_moves(self) -> None:
        texts = self._texts
        body = Text()
        if not texts:
            self._lines = []
            body.append(self._empty, style="dim")
            self.query_one("#move-list-text", Static).update(body)
            return
        marks = self._marks
        signed = [
            text + marks[ply].sign if ply in marks else text for ply, text in enumerate(texts)
        ]
        self._lines = layout_moves(signed, self._second_player_start, self._width())
        last = len(texts) - 1 if self.current is None else self.current
        cursor = self.cursor if self.has_focus else None
        for number, line in enumerate(self._lines):
            for piece in line:
                style = "dim" if piece.ply is None and piece.text.strip() else ""
                if piece.ply is not None and piece.ply in marks:
                    style = marks[piece.ply].style
                if piece.ply is not None and piece.ply == last:
                    style = f"{style} reverse".strip()
                if piece.ply is not None and piece.ply == cursor:
                    style = "bold black on yellow"
                body.append(piece.text, style=style)
            if number < len(self._lines) - 1:
                body.append("\n")
        self.query_one("#move-list-text", Static).update(body)

    @property
    def text(self) -> str:
        return str(self.query_one("#move-list-text", Static).render())

    def line_of(self, ply: int) -> int:
        """The first line showing the move of index ``ply``."""
        for number, line in enumerate(self._lines):
            if any(piece.ply == ply for piece in line):
                return number
        return 0

    def on_resize(self) -> None:
        self._render_moves()
        if self.current is not None:  # a move chosen by the screen stays in view
            self.call_after_refresh(self._bring_into_view, self.current)

    def on_focus(self) -> None:
        if self.cursor is None and self._texts:
            self.cursor = len(self._texts) - 1
        self._render_moves()
        if self.cursor is not None:
            self.post_message(self.Highlighted(self.cursor + 1))

    def on_blur(self) -> None:
        self._render_moves()
        self.post_message(self.Highlighted(None))

    def action_step(self, plies: int) -> None:
        if not self._texts:
            return
        start = self.cursor if self.cursor is not None else len(self._texts) - 1
        self.cursor = max(0, min(len(self._texts) - 1, start + plies))
        self._render_moves()
        self.scroll_to(y=self.line_of(self.cursor) - 2, animate=False)
        self.post_message(self.Highlighted(self.cursor + 1))

    def action_choose(self) -> None:
        if self.cursor is not None and self._texts:
            self.post_message(self.Chosen(self.cursor + 1))

    def action_leave(self) -> None:
        self.post_message(self.Left())

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        number = offset.y + round(self.scroll_y)
        if not 0 <= number < len(self._lines):
            return
        x = 0
        for piece in self._lines[number]:
            if x <= offset.x < x + len(piece.text) and piece.ply is not None:
                self.cursor = piece.ply
                self._render_moves()
                self.post_message(self.Highlighted(piece.ply + 1))
                if event.chain >= 2:
                    self.action_choose()
                return
            x += len(piece.text)
