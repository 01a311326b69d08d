"""The damier, drawn line by line (Line API) and styled from dames.tcss.

The board knows nothing of the rules: the screen hands it a :class:`BoardState`
(immutable, replaced on every change) and it reports squares the player chose.
Cells grow with the room available: 1×3, 2×5, 3×7, ... characters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Offset
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from dames_tui.core import Color, Move, Position, geometry

CELL_SIZES: tuple[tuple[int, int], ...] = ((5, 11), (4, 9), (3, 7), (2, 5), (1, 3))

GLYPHS: dict[str, dict[tuple[Color, bool], str]] = {
    "symbols": {
        (Color.WHITE, False): "●",
        (Color.WHITE, True): "♛",
        (Color.BLACK, False): "●",
        (Color.BLACK, True): "♛",
    },
    "letters": {
        (Color.WHITE, False): "w",
        (Color.WHITE, True): "W",
        (Color.BLACK, False): "b",
        (Color.BLACK, True): "B",
    },
}


@dataclass(frozen=True, slots=True)
class BoardState:
    """Everything the board shows, decided by the screen."""

    position: Position
    flipped: bool = False
    show_numbers: bool = False
    glyphs: str = "symbols"
    selected: int | None = None
    path: tuple[int, ...] = ()
    targets: frozenset[int] = frozenset()
    capturers: frozenset[int] = frozenset()
    last_move: Move | None = None
    hint: Move | None = None
    extra: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the board sits inside the widget."""

    cell_height: int
    cell_width: int
    left: int
    top: int
    size: int

    @property
    def width(self) -> int:
        return self.size * self.cell_width + 2

    @property
    def height(self) -> int:
        return self.size * self.cell_height + 2

    def cell_at(self, x: int, y: int) -> tuple[int, int] | None:
        """Display (row, col) under widget offset (x, y), or None off the board."""
        col, row = (x - self.left - 1), (y - self.top - 1)
        if col < 0 or row < 0:
            return None
        row, col = row // self.cell_height, col // self.cell_width
        if row >= self.size or col >= self.size:
            return None
        return row, col


def fit(width: int, height: int, size: int) -> Layout | None:
    """The largest cells that fit in ``width``×``height``; None if none fits."""
    for cell_height, cell_width in CELL_SIZES:
        board_w, board_h = size * cell_width + 2, size * cell_height + 2
        if board_w <= width and board_h <= height:
            return Layout(cell_height, cell_width, (width - board_w) // 2, 0, size)
    return None


class BoardView(Widget, can_focus=True):
    """An 8×8 or 10×10 damier with the human's side at the bottom."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "board--frame",
        "board--light",
        "board--dark",
        "board--last",
        "board--captured",
        "board--selected",
        "board--target",
        "board--capturer",
        "board--hint",
        "board--cursor",
        "board--white-piece",
        "board--black-piece",
        "board--number",
    }

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "cursor(-1, 0)", show=False),
        Binding("down", "cursor(1, 0)", show=False),
        Binding("left", "cursor(0, -1)", show=False),
        Binding("right", "cursor(0, 1)", show=False),
        Binding("enter,space", "choose", show=False),
        Binding("escape", "cancel", show=False),
    ]

    state: reactive[BoardState | None] = reactive(None)
    cursor: reactive[tuple[int, int]] = reactive((0, 0))

    class SquareChosen(Message):
        """The player clicked (or pressed Enter on) a square; None for a light one."""

        def __init__(self, square: int | None, by_key: bool = False) -> None:
            super().__init__()
            self.square = square
            self.by_key = by_key

    class Cancelled(Message):
        """The player pressed Escape on the board."""

    class TypingStarted(Message):
        """The player typed a character meant for the move entry."""

        def __init__(self, character: str) -> None:
            super().__init__()
            self.character = character

    # ------------------------------------------------------------- geometry

    @property
    def layout_now(self) -> Layout | None:
        if self.state is None:
            return None
        return fit(self.size.width, self.size.height, self.state.position.rules.board_size)

    def square_at_display(self, row: int, col: int) -> int | None:
        if self.state is None:
            return None
        size = self.state.position.rules.board_size
        if self.state.flipped:
            row, col = size - 1 - row, size - 1 - col
        return geometry(size).square_at(row, col)

    def display_of_square(self, square: int) -> tuple[int, int]:
        assert self.state is not None
        size = self.state.position.rules.board_size
        row, col = geometry(size).row_col(square)
        if self.state.flipped:
            row, col = size - 1 - row, size - 1 - col
        return row, col

    def square_at_offset(self, offset: Offset) -> tuple[bool, int | None]:
        """(on the board?, square) for a widget offset."""
        layout = self.layout_now
        if layout is None:
            return False, None
        cell = layout.cell_at(offset.x, offset.y)
        if cell is None:
            return False, None
        return True, self.square_at_display(*cell)

    def place_cursor(self, square: int) -> None:
        self.cursor = self.display_of_square(square)

    # ---------------------------------------------------------------- input

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        on_board, square = self.square_at_offset(offset)
        if on_board and self.layout_now is not None:
            cell = self.layout_now.cell_at(offset.x, offset.y)
            if cell is not None:
                self.cursor = cell
            self.post_message(self.SquareChosen(square))

    def on_key(self, event: events.Key) -> None:
        if event.character is not None and event.character in "0123456789x-":
            event.stop()
            self.post_message(self.TypingStarted(event.character))

    def action_cursor(self, rows: int, cols: int) -> None:
        if self.state is None:
            return
        size = self.state.position.rules.board_size
        row, col = self.cursor
        self.cursor = ((row + rows) % size, (col + cols) % size)

    def action_choose(self) -> None:
        self.post_message(self.SquareChosen(self.square_at_display(*self.cursor), by_key=True))

    def action_cancel(self) -> None:
        self.post_message(self.Cancelled())

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    # -------------------------------------------------------------- drawing

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(name, partial=True)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        blank = Strip.blank(width)
        layout = self.layout_now
        if layout is None or self.state is None:
            return blank
        line = y - layout.top
        if line < 0 or line >= layout.height:
            return blank
        frame = self._style("board--frame")
        left_pad = Segment(" " * layout.left)
        right_pad = Segment(" " * max(0, width - layout.left - layout.width))
        if line == 0 or line == layout.height - 1:
            segments = [left_pad, Segment(" " * layout.width, frame), right_pad]
            return Strip(segments, width)
        row, inner = divmod(line - 1, layout.cell_height)
        segments = [left_pad, Segment(" ", frame)]
        for col in range(layout.size):
            segments.extend(self._cell_segments(layout, row, col, inner))
        segments += [Segment(" ", frame), right_pad]
        return Strip(segments, width)

    def _square_style(self, square: int | None, row: int, col: int) -> Style:
        assert self.state is not None
        state = self.state
        if square is None:
            style = self._style("board--light")
        else:
            style = self._style("board--dark")
            layers: list[str] = []
            if state.last_move is not None:
                last = state.last_move
                if square in last.captured:
                    layers.append("board--captured")
                elif square in (last.start, last.end):
                    layers.append("board--last")
            if state.hint is not None and square in (state.hint.start, state.hint.end):
                layers.append("board--hint")
            if square in state.capturers:
                layers.append("board--capturer")
            if square in state.targets:
                layers.append("board--target")
            if square == state.selected or square in state.path:
                layers.append("board--selected")
            for name in layers:
                style += self._style(name)
        if self.has_focus and (row, col) == self.cursor:
            style += self._style("board--cursor")
        return style

    def _cell_text(self, square: int | None, inner: int, layout: Layout) -> tuple[str, str]:
        """(text of this cell line, what it shows: piece/number/marker/blank)."""
        assert self.state is not None
        state, width, height = self.state, layout.cell_width, layout.cell_height
        if square is None:
            return " " * width, "blank"
        piece = state.position.piece_at(square)
        middle = height // 2
        number = str(square) if state.show_numbers else ""
        if height == 1:
            glyph = self._glyph(square)
            if number:
                return f"{number:>2}{glyph or ' '}"[-width:].ljust(width), "number+"
            return (glyph or " ").center(width), "piece" if piece else "marker"
        if inner == 0 and number:
            return number.ljust(width), "number"
        if inner == middle:
            glyph = self._glyph(square)
            return (glyph or " ").center(width), "piece" if piece else "marker"
        return " " * width, "blank"

    def _glyph(self, square: int) -> str:
        assert self.state is not None
        state = self.state
        piece = state.position.piece_at(square)
        if piece is not None:
            return GLYPHS.get(state.glyphs, GLYPHS["symbols"])[(piece.color, piece.is_king)]
        if state.last_move is not None and square in state.last_move.captured:
            return "×"
        if square in state.targets:
            return "•"
        return ""

    def _cell_segments(self, layout: Layout, row: int, col: int, inner: int) -> list[Segment]:
        assert self.state is not None
        square = self.square_at_display(row, col)
        base = self._square_style(square, row, col)
        text, kind = self._cell_text(square, inner, layout)
        if square is None or kind == "blank":
            return [Segment(text, base)]
        if kind == "number":
            return [Segment(text, base + self._style("board--number"))]
        piece = self.state.position.piece_at(square)
        if piece is None:
            return [Segment(text, base)]
        name = "board--white-piece" if piece.color is Color.WHITE else "board--black-piece"
        fg = base + self._style(name)
        if kind == "piece" and layout.cell_width >= 5 and self.state.glyphs == "symbols":
            # A solid token, three characters wide; a king shows a crown cut out of it.
            pad = (layout.cell_width - 3) // 2
            left, right = " " * pad, " " * (layout.cell_width - 3 - pad)
            if piece.is_king:
                crown = Style(color=base.bgcolor, bgcolor=fg.color, bold=True)
                middle = Segment("♛", crown)
            else:
                middle = Segment("█", fg)
            return [
                Segment(left, base),
                Segment("▐", fg),
                middle,
                Segment("▌", fg),
                Segment(right, base),
            ]
        return [Segment(text, fg)]
