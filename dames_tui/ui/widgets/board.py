"""The damier, drawn line by line (Line API) and styled from dames.tcss.

The board knows nothing of the rules: the screen hands it a :class:`BoardState`
(immutable, replaced on every change) and it reports squares the player chose.
Cells grow with the room available: 1×3, 2×5, 3×7, ... characters; the
pieces are discs drawn to the cell size (see :mod:`.pieces`). On a board
where every square is playable (Turkish) every cell is a square; every other
one takes the ``board--alternate`` shade, so the files and ranks still read.

What the terminal can show comes in the state too (:mod:`..terminal`): with
fine colours the board is drawn in the theme's colours (with a few changed
for 256 colours, class ``-colors-256``, where two would become one); with 16
colours or fewer, or greys, it takes one palette of standard colours (class
``-marks``), draws the pieces as letters and marks the highlights with
characters (see :mod:`.cells`). Fonts without block glyphs get plain discs,
without ``♛`` letters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rich.color import Color as RichColor
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Offset, Region
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from dames_tui.core import Color, Move, Piece, Position, topology_for

from ..terminal import FULL, TerminalCaps
from .cells import (
    CAPTURED_MARKER,
    CURSOR_MARKS,
    TARGET_MARKER,
    Look,
    bracket,
    cut,
    put,
    reverse_at,
)
from .pieces import ENGLISH_LETTERS, RIMLESS, PieceLetters, centre_of, fills_width, runs

CELL_CACHE_SIZE = 4096  # cell lines kept: far more than one board needs
CELL_SIZES: tuple[tuple[int, int], ...] = ((5, 11), (4, 9), (3, 7), (2, 5), (1, 3))

#: the pieces of one-line cells, by king or man
SYMBOLS: dict[bool, str] = {False: "●", True: "♛"}


@dataclass(frozen=True, slots=True)
class BoardState:
    """Everything the board shows, decided by the screen.

    While a rafle is entered square by square, ``moving`` is (start, last
    landing square entered): the piece is drawn there and its start is left
    empty. ``taken`` are the pieces it has jumped so far, which stay on the
    board, marked, until the move is played.

    ``coordinates`` draws the files (a, b, …) under the board and the ranks
    (1, 2, …) on its left, for the variants whose players name squares so;
    ``show_numbers`` writes each square's number in its corner. The screen
    decides which (both on the board of 64 squares, whose numbers are ours).

    ``glyphs`` is ``"letters"`` when the theme draws letters on the pieces,
    ``letters`` are those of the player's language, and ``terminal`` says
    what the terminal can show (the board may draw letters for it anyway).
    """

    position: Position
    flipped: bool = False
    show_numbers: bool = False
    coordinates: bool = False
    glyphs: str = "symbols"
    selected: int | None = None
    path: tuple[int, ...] = ()
    targets: frozenset[int] = frozenset()
    capturers: frozenset[int] = frozenset()
    last_move: Move | None = None
    hint: Move | None = None
    moving: tuple[int, int] | None = None
    taken: frozenset[int] = frozenset()
    letters: PieceLetters = ENGLISH_LETTERS
    terminal: TerminalCaps = FULL


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the board sits inside the widget: ``left``/``top`` is the outer
    corner of the frame, ``frame_x`` its width on the sides (the top and bottom
    are one line, as tall as two columns are wide)."""

    cell_height: int
    cell_width: int
    left: int
    top: int
    size: int
    frame_x: int = 1

    @property
    def width(self) -> int:
        return self.size * self.cell_width + 2 * self.frame_x

    @property
    def height(self) -> int:
        return self.size * self.cell_height + 2

    def cell_at(self, x: int, y: int) -> tuple[int, int] | None:
        """Display (row, col) under widget offset (x, y), or None off the board."""
        col, row = (x - self.left - self.frame_x), (y - self.top - 1)
        if col < 0 or row < 0:
            return None
        row, col = row // self.cell_height, col // self.cell_width
        if row >= self.size or col >= self.size:
            return None
        return row, col


def fit(width: int, height: int, size: int) -> Layout | None:
    """The largest cells that fit in ``width``×``height``, centred across
    the top; None if none fits. The frame is two columns wide on the sides when there is room."""
    for cell_height, cell_width in CELL_SIZES:
        board_h = size * cell_height + 2
        for frame_x in (2, 1):
            board_w = size * cell_width + 2 * frame_x
            if board_w <= width and board_h <= height:
                left = (width - board_w) // 2
                return Layout(cell_height, cell_width, left, 0, size, frame_x)
    return None


def file_label(size: int, col: int, flipped: bool) -> str:
    """The file letter of display column ``col`` (``a`` on White's left).

    >>> file_label(8, 0, flipped=False), file_label(8, 0, flipped=True)
    ('a', 'h')
    """
    return chr(ord("a") + (size - 1 - col if flipped else col))


def rank_label(size: int, row: int, flipped: bool) -> str:
    """The rank number of display row ``row`` (``1`` on White's side).

    >>> rank_label(8, 0, flipped=False), rank_label(8, 0, flipped=True)
    ('8', '1')
    """
    return str(row + 1 if flipped else size - row)


def _rank_line(cell_height: int, numbered: bool) -> int:
    """The line of a row's cells that its rank label is written beside: the
    middle one, but never the top one of numbered squares, whose numbers
    would follow the rank like more digits ("8" and "1" reading "81").

    >>> _rank_line(3, False), _rank_line(2, False), _rank_line(2, True), _rank_line(1, True)
    (1, 0, 1, 0)
    """
    middle = (cell_height - 1) // 2
    return max(middle, 1) if numbered and cell_height > 1 else middle


class BoardView(Widget, can_focus=True):
    """A damier of any size (8×8, 10×10, 12×12), of dark squares or of every
    square, with the human's side at the bottom, its squares numbered or its
    edges lettered (or both)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "board--frame",
        "board--coordinate",
        "board--light",
        "board--dark",
        "board--alternate",
        "board--last",
        "board--captured",
        "board--selected",
        "board--target",
        "board--capturer",
        "board--hint",
        "board--cursor",
        "board--white-piece",
        "board--black-piece",
        "board--white-edge",
        "board--black-edge",
        "board--king-edge",
        "board--crown",
        "board--white-letter",
        "board--black-letter",
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

    #: a change repaints only the lines it changes (see :meth:`_redraw`)
    state: reactive[BoardState | None] = reactive(None, repaint=False)
    cursor: reactive[tuple[int, int]] = reactive((0, 0), repaint=False)

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

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._lines: dict[int, Strip] = {}
        self._cells: dict[tuple[object, ...], list[list[Segment]]] = {}
        self._plan: _Plan | None = None
        self._styles: dict[str, Style] = {}  # the component classes' styles, as cells are
        self._look = Look()
        #: the display column the cursor keeps to when it goes up or down: the
        #: one where the player last moved it sideways (or placed it)
        self._home_col = 0

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
        return topology_for(self.state.position.rules).square_at(row, col)

    def display_of_square(self, square: int) -> tuple[int, int]:
        assert self.state is not None
        size = self.state.position.rules.board_size
        row, col = topology_for(self.state.position.rules).row_col(square)
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
        self._home_col = self.cursor[1]

    def _dark_column(self, row: int, home: int) -> int:
        """The playable square's column of display ``row`` nearest ``home``: home
        itself, or one step aside, towards the middle of the board when both
        sides are dark. Going up or down thus zigzags around ``home``."""
        if self.square_at_display(row, home) is not None:
            return home
        assert self.state is not None
        size = self.state.position.rules.board_size
        sides = [c for c in (home - 1, home + 1) if 0 <= c < size]
        sides = [c for c in sides if self.square_at_display(row, c) is not None]
        return min(sides, key=lambda c: abs(2 * c - (size - 1)))

    # ---------------------------------------------------------------- input

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        on_board, square = self.square_at_offset(offset)
        if on_board and self.layout_now is not None:
            cell = self.layout_now.cell_at(offset.x, offset.y)
            if cell is not None and square is not None:
                self.cursor = cell
                self._home_col = cell[1]
            self.post_message(self.SquareChosen(square))

    def on_key(self, event: events.Key) -> None:
        if event.character is not None and event.character in "0123456789x-":
            event.stop()
            self.post_message(self.TypingStarted(event.character))

    def action_cursor(self, rows: int, cols: int) -> None:
        """Move the cursor to the next playable square: along the row (wrapping)
        or to the next row, near the column it last moved sideways to."""
        if self.state is None:
            return
        size = self.state.position.rules.board_size
        row, col = self.cursor
        if cols:
            col = (col + cols) % size
            if self.square_at_display(row, col) is None:
                col = (col + cols) % size
            self._home_col = col
        if rows:
            row = (row + rows) % size
            col = self._dark_column(row, self._home_col)
        self.cursor = (row, col)

    def action_choose(self) -> None:
        self.post_message(self.SquareChosen(self.square_at_display(*self.cursor), by_key=True))

    def action_cancel(self) -> None:
        self.post_message(self.Cancelled())

    def on_focus(self) -> None:
        self._forget()  # Textual repaints the whole widget (has_focus is not set yet)

    def on_blur(self) -> None:
        self._forget()

    # -------------------------------------------------------------- drawing
    #
    # A cell's lines depend only on a small key (what the square holds and
    # how it is highlighted), so their segments are cached. The first line
    # drawn after a change makes the plan (the layout, the frame's segments
    # and every cell's cached lines); the other lines are put together from
    # it, and whole lines are cached too, until the state, the cursor, the
    # focus or the size changes. Then the lines are drawn again at once and
    # only those that differ are repainted: a move, the cursor or the square
    # numbers change a few rows of cells, not the whole board.

    def _forget(self) -> None:
        """Forget the lines drawn: the next render draws them again."""
        self._lines.clear()
        self._plan = None

    def _redraw(self) -> None:
        """Draw the lines again and repaint those that changed (all of
        them if the board has not been drawn yet)."""
        before, self._lines = self._lines, {}
        self._plan = None
        width, height = self.size
        if not before or not width:
            self.refresh()
            return
        changed = [y for y in range(height) if self.render_line(y) != before.get(y)]
        bands: list[Region] = []
        for y in changed:  # runs of lines, one region each
            if bands and bands[-1].bottom == y:
                bands[-1] = bands[-1].grow((0, 0, 1, 0))
            else:
                bands.append(Region(0, y, width, 1))
        if bands:
            self.refresh(*bands)

    def watch_state(self, old: BoardState | None, new: BoardState | None) -> None:
        if new is not None:
            self._look = Look.of(new.terminal, letters=new.glyphs == "letters")
            self.set_class(self._look.marks, "-marks")
            self.set_class(new.terminal.colours == 256 and not self._look.marks, "-colors-256")
        self._redraw()

    def watch_cursor(self) -> None:
        self._redraw()

    def on_resize(self) -> None:
        self._forget()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._forget()
        self._cells.clear()
        self._styles.clear()

    def _style(self, name: str) -> Style:
        style = self._styles.get(name)
        if style is None:
            style = self._styles[name] = self.get_component_rich_style(name, partial=True)
        return style

    def render_line(self, y: int) -> Strip:
        strip = self._lines.get(y)
        if strip is None:
            strip = self._lines[y] = self._render_board_line(y)
        return strip

    def _render_board_line(self, y: int) -> Strip:
        plan = self._plan
        if plan is None:
            plan = self._plan = self._make_plan()
        layout, width = plan.layout, plan.width
        # Every segment has a style, if an empty one: Textual's NO_COLOR filter needs one.
        if layout is None:
            return Strip.blank(width, Style())
        line = y - layout.top
        if line < 0 or line >= layout.height:
            return Strip.blank(width, Style())
        if line == 0 or line == layout.height - 1:
            return plan.edges[line != 0]
        row, inner = divmod(line - 1, layout.cell_height)
        segments = [plan.left_pad, plan.ranks[row] if inner == plan.rank_line else plan.side]
        for cell in plan.cells[row]:
            segments.extend(cell[inner])
        segments += [plan.side, plan.right_pad]
        return Strip(segments, width)

    def _make_plan(self) -> _Plan:
        """What every line of the board is made of, for the state, cursor,
        focus and size now."""
        width, state = self.size.width, self.state
        layout = self.layout_now
        if layout is None or state is None:
            return _Plan(width, None)
        frame = self._style("board--frame")
        left_pad = Segment(" " * layout.left, Style())
        right_pad = Segment(" " * max(0, width - layout.left - layout.width), Style())
        side = Segment(" " * layout.frame_x, frame)
        top = Strip([left_pad, Segment(" " * layout.width, frame), right_pad], width)
        bottom = top
        if state.coordinates:
            bottom = Strip([left_pad, *self._files_line(layout, frame), right_pad], width)
        ranks = [side] * layout.size
        rank_line = -1
        if state.coordinates:
            rank_line = _rank_line(layout.cell_height, state.show_numbers)
            rank_style = frame + self._style("board--coordinate")
            for row in range(layout.size):
                rank = rank_label(layout.size, row, state.flipped)
                ranks[row] = Segment(rank[-layout.frame_x :].rjust(layout.frame_x), rank_style)
        topology = topology_for(state.position.rules)
        last = layout.size - 1
        cursor_at = self.cursor if self.has_focus else None
        cells = []
        for row in range(layout.size):
            cells.append(
                [
                    self._cell_lines(
                        layout,
                        state,
                        topology.square_at(last - row, last - col)
                        if state.flipped
                        else topology.square_at(row, col),
                        (row, col) == cursor_at,
                    )
                    for col in range(layout.size)
                ]
            )
        return _Plan(
            width, layout, (top, bottom), left_pad, right_pad, side, ranks, rank_line, cells
        )

    def _files_line(self, layout: Layout, frame: Style) -> list[Segment]:
        """The frame's bottom line with each column's file letter under it."""
        assert self.state is not None
        style = frame + self._style("board--coordinate")
        side = Segment(" " * layout.frame_x, frame)
        segments = [side]
        for col in range(layout.size):
            letter = file_label(layout.size, col, self.state.flipped)
            segments.append(Segment(letter.center(layout.cell_width), style))
        segments.append(side)
        return segments

    @staticmethod
    def _layers(state: BoardState, square: int) -> tuple[str, ...]:
        """The highlight classes of a playable square, bottom to top."""
        layers: list[str] = []
        if state.last_move is not None:
            last = state.last_move
            if square in last.captured:
                layers.append("board--captured")
            elif square in (last.start, last.end):
                layers.append("board--last")
        if state.hint is not None and square in (state.hint.start, state.hint.end):
            layers.append("board--hint")
        if square in state.taken:
            layers.append("board--captured")
        if square in state.capturers:
            layers.append("board--capturer")
        if square in state.targets:
            layers.append("board--target")
        if square == state.selected or square in state.path:
            layers.append("board--selected")
        return tuple(layers)

    @staticmethod
    def _piece_shown(state: BoardState, square: int) -> Piece | None:
        """The piece drawn on ``square``: the position's, except that a piece
        on its way through a rafle is drawn where it has got to."""
        if state.moving is not None:
            start, now = state.moving
            if square == now:
                return state.position.piece_at(start)
            if square == start:
                return None
        return state.position.piece_at(square)

    def _marker(self, state: BoardState, square: int) -> str:
        """What an empty playable square shows: × where a piece was taken, • for a
        square the selected piece may go to (x and + in ASCII)."""
        last = state.last_move
        if last is not None and square in last.captured:
            return CAPTURED_MARKER[self._look.symbols]
        if square in state.targets:
            return TARGET_MARKER[self._look.symbols]
        return ""

    def _cell_lines(
        self, layout: Layout, state: BoardState, square: int | None, cursor: bool
    ) -> list[list[Segment]]:
        """The segments of each line of a cell, from the cache."""
        if square is None:
            key: tuple[object, ...] = (layout.cell_height, layout.cell_width, cursor)
        else:
            piece = self._piece_shown(state, square)
            number = str(square) if state.show_numbers else ""
            marker = "" if piece is not None else self._marker(state, square)
            taken = square in state.taken
            key = (layout.cell_height, layout.cell_width, piece, number, marker, taken)
            key += (self._alternate(state, square),)
            key += (self._layers(state, square), cursor, state.glyphs, state.letters)
            key += (state.terminal,)
        lines = self._cells.get(key)
        if lines is None:
            if len(self._cells) > CELL_CACHE_SIZE:
                self._cells.clear()
            lines = self._cells[key] = [
                self._draw_cell(layout, square, inner, cursor)
                for inner in range(layout.cell_height)
            ]
        return lines

    @staticmethod
    def _alternate(state: BoardState, square: int) -> bool:
        """Whether ``square`` takes the alternate shade: on a board of every
        square, the cells that are light on a damier (b1, a2, …). Flipping
        the board keeps each cell's shade, the board's size being even."""
        rules = state.position.rules
        if not rules.all_squares:
            return False
        row, col = topology_for(rules).row_col(square)
        return (row + col) % 2 == 0

    def _square_style(self, square: int | None, cursor: bool) -> Style:
        """The square's colours; the cursor fills a plain square and only
        brackets a highlighted one, so both stay visible. In greys the
        highlights keep the square's colour and only colour their marks."""
        if square is None:
            style = self._style("board--light")
        else:
            assert self.state is not None
            style = self._style("board--dark")
            if self._alternate(self.state, square):
                style += self._style("board--alternate")
            layers = self._layers(self.state, square)
            for name in layers:
                layer = self._style(name)
                if self._look.no_color:
                    layer = Style(color=layer.color, bold=layer.bold)
                style += layer
            if layers:
                return style
        if cursor and not self._look.marks:
            style += self._style("board--cursor")
        return style

    def _draw_cell(
        self, layout: Layout, square: int | None, inner: int, cursor: bool
    ) -> list[Segment]:
        """The segments of one line of one cell (not cached here)."""
        assert self.state is not None
        state, width, look = self.state, layout.cell_width, self._look
        size = (layout.cell_height, layout.cell_width)
        base = self._square_style(square, cursor)
        if square is None:
            return [Segment(" " * width, base)]
        piece = self._piece_shown(state, square)
        number = str(square) if state.show_numbers else ""
        number_style = base + self._style("board--number")
        if look.marks and base.color is not None:  # the highlight's ink reads on its colour
            number_style += Style(color=base.color)
        if layout.cell_height == 1:
            return self._draw_small_cell(square, width, base, number, number_style, cursor)
        centre_line, centre = centre_of(layout.cell_height, width)
        if piece is None:
            text = " " * width
            marker = self._marker(self.state, square)
            if inner == centre_line and marker:
                text = text[:centre] + marker + text[centre + 1 :]
            segments = [Segment(text, base)]
        else:
            taken = square in state.taken
            segments = self._draw_piece(layout, piece, inner, base, bool(number), taken)
        if inner == 0 and number:
            segments = [Segment(number, number_style), *cut(segments, len(number))]
        layers = self._layers(self.state, square)
        if look.marks:
            marks = look.side_marks(layers)
            if cursor and inner == centre_line:  # the highlight's marks above and below
                marks = CURSOR_MARKS
            if marks is not None:
                if not (inner == 0 and number):
                    segments = put(segments, 0, marks[0], base)
                segments = put(segments, width - 1, marks[1], base)
            if cursor and inner == centre_line:
                segments = reverse_at(segments, centre, self._style("board--cursor").color)
        elif cursor and layers:
            # Where the disc fills the cell, the highlight keeps the lower corners.
            filled = piece is not None and fills_width(*size, bool(number), look.plain)
            if inner == 0 or not filled:
                segments = bracket(segments, self._style("board--cursor").bgcolor)
        return segments

    def _glyph(self, piece: Piece, base: Style) -> Segment:
        """A piece in a one-line cell: ● or ♛ in its colour, or its letter."""
        assert self.state is not None
        colour = _COLOUR_CLASS[piece.color]
        if not self._look.letters:
            return Segment(SYMBOLS[piece.is_king], base + self._style(colour + "-piece"))
        letter = self.state.letters.of(piece)
        if not self._look.plain:
            return Segment(letter, base + self._style(colour + "-piece"))
        body = self._style(colour + "-piece").color
        ink = self._style(colour + "-letter").color
        return Segment(letter, Style(color=ink, bgcolor=body, bold=True))

    def _draw_small_cell(
        self,
        square: int,
        width: int,
        base: Style,
        number: str,
        number_style: Style,
        cursor: bool,
    ) -> list[Segment]:
        """A one-line cell: the number (or the marks), then a glyph (● ♛, or
        letters)."""
        assert self.state is not None
        look = self._look
        piece = self._piece_shown(self.state, square)
        taken = piece is not None and square in self.state.taken
        if piece is None:
            glyph = Segment(self._marker(self.state, square) or " ", base)
        else:
            glyph = self._glyph(piece, base)
        if taken:  # the piece in the colour of captures, crossed out when there is room
            glyph = Segment(glyph.text, base + self._style("board--captured"))
        marks = look.side_marks(self._layers(self.state, square))
        if taken and marks is None:
            marks = (CAPTURED_MARKER[look.symbols],) * 2
        if look.marks and cursor:  # the highlight's mark on the left, if any
            marks = (marks[0], CURSOR_MARKS[1]) if marks else CURSOR_MARKS
        if number and marks is None:
            text = f"{number:>2}"[-(width - 1) :]
            segments = [Segment(text.ljust(width - 1), number_style), glyph]
            centre = width - 1
        else:
            centre = (width - 1) // 2
            segments = [
                Segment(" " * centre, base),
                glyph,
                Segment(" " * (width - 1 - centre), base),
            ]
            if marks is not None:
                mark_style = glyph.style if taken and glyph.style else base
                segments = put(segments, 0, marks[0], mark_style)
                segments = put(segments, width - 1, marks[1], mark_style)
        segments = [segment for segment in segments if segment.text]
        if cursor and look.marks:
            return reverse_at(segments, centre, self._style("board--cursor").color)
        if cursor and self._layers(self.state, square):
            return bracket(segments, self._style("board--cursor").bgcolor)
        return segments

    def _draw_piece(
        self, layout: Layout, piece: Piece, inner: int, base: Style, numbered: bool, taken: bool
    ) -> list[Segment]:
        """One line of a disc: body, rim and, in the middle, a crown or letter
        (or, on a piece taken in the rafle being entered, a ×)."""
        assert self.state is not None
        look = self._look
        colour = _COLOUR_CLASS[piece.color]
        body = self._style(colour + "-piece").color
        rim_class = "board--king-edge" if piece.is_king else colour + "-edge"
        rim = self._style(rim_class).color or body
        size = (layout.cell_height, layout.cell_width)
        if (size in RIMLESS and not look.plain) or look.marks:
            rim = body
        square_bg = base.bgcolor
        segments: list[Segment] = []
        for kind, text in runs(*size, inner, numbered, look.plain):
            if kind == "square":
                segments.append(Segment(text, base))
            elif kind == "body":
                segments.append(Segment(text, Style(bgcolor=body)))
            elif kind == "rim":
                segments.append(Segment(text, Style(bgcolor=rim)))
            elif kind == "edge":
                segments.append(Segment(text, Style(color=rim, bgcolor=square_bg)))
            elif kind == "centre" and taken:
                marker = CAPTURED_MARKER[look.symbols]
                segments.append(Segment(marker, self._style("board--captured")))
            elif kind == "centre":
                segments.append(self._centre(piece, body))
            else:  # a half block of rim over (or under) the body
                segments.append(Segment(text, Style(color=rim, bgcolor=body)))
        return segments

    def _centre(self, piece: Piece, body: RichColor | None) -> Segment:
        assert self.state is not None
        if self._look.letters:
            letter = self.state.letters.of(piece)
            ink = self._style(_COLOUR_CLASS[piece.color] + "-letter").color
            return Segment(letter, Style(color=ink, bgcolor=body, bold=True))
        if piece.is_king:
            crown = self._style("board--crown").color
            return Segment("♛", Style(color=crown, bgcolor=body, bold=True))
        return Segment(" ", Style(bgcolor=body))


_COLOUR_CLASS = {Color.WHITE: "board--white", Color.BLACK: "board--black"}


_NOTHING = Segment("", Style())
_NO_LINE = Strip([])


@dataclass(frozen=True, slots=True)
class _Plan:
    """The parts of the board's lines (see :meth:`BoardView._make_plan`):
    ``edges`` are the frame's top and bottom lines, ``ranks`` each row's
    left side on its ``rank_line`` (the others have ``side``), ``cells``
    each display cell's lines (row, column, line in the cell). Without a
    ``layout`` the board does not fit and every line is blank."""

    width: int
    layout: Layout | None
    edges: tuple[Strip, Strip] = (_NO_LINE, _NO_LINE)
    left_pad: Segment = _NOTHING
    right_pad: Segment = _NOTHING
    side: Segment = _NOTHING
    ranks: list[Segment] = field(default_factory=list)
    rank_line: int = -1
    cells: list[list[list[list[Segment]]]] = field(default_factory=list)
