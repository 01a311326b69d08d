"""Helpers for the board's tests: the segments the board draws for a square.

(No tests here; the name keeps the board's test files together.)
"""

from __future__ import annotations

import dataclasses

from rich.color import Color as RichColor
from rich.color import ColorSystem
from rich.segment import Segment
from rich.style import Style
from test_ui_helpers import make_app
from textual.filter import monochrome_style

from dames_tui.ui.app import DamesApp
from dames_tui.ui.terminal import TerminalCaps
from dames_tui.ui.widgets.board import BoardView

#: terminal sizes that give English cells of 1, 2, 3, 4 and 5 lines
SIZES_BY_CELL_HEIGHT = {1: (64, 14), 2: (80, 24), 3: (100, 30), 4: (120, 40), 5: (160, 50)}


def app_with(fen: str | None = None, *, theme: str = "classic", **options: object) -> DamesApp:
    """``make_app`` with a board theme."""
    app = make_app(fen, **options)  # type: ignore[arg-type]
    app.settings = dataclasses.replace(app.settings, theme=theme)
    return app


def cell_lines(board: BoardView, square: int) -> list[list[Segment]]:
    """The segments of each line of ``square``'s cell, as the board renders them."""
    return display_cell_lines(board, *board.display_of_square(square))


def display_cell_lines(board: BoardView, row: int, col: int) -> list[list[Segment]]:
    """The segments of each line of the cell at display ``row``, ``col``."""
    layout = board.layout_now
    assert layout is not None
    x = layout.left + layout.frame_x + col * layout.cell_width
    lines = []
    for inner in range(layout.cell_height):
        strip = board.render_line(layout.top + 1 + row * layout.cell_height + inner)
        lines.append(list(strip.crop(x, x + layout.cell_width)))
    return lines


def cell_text(board: BoardView, square: int) -> list[str]:
    return ["".join(segment.text for segment in line) for line in cell_lines(board, square)]


def cell_segments(board: BoardView, square: int) -> list[Segment]:
    return [segment for line in cell_lines(board, square) for segment in line]


# ------------------------------------------------ what a terminal shows

#: a cell as the terminal shows it: (character, ink, background); a colour is
#: a palette number (256 or 16 colours) or an RGB triplet (truecolor)
Shown = tuple[str, object, object]


def shown(segments: list[Segment], caps: TerminalCaps, *, linux: bool = False) -> list[Shown]:
    """The cells of ``segments`` as a terminal with ``caps`` shows them: greys
    first under NO_COLOR (Textual's filter), then the colours Rich turns
    them into. The Linux console shows no bright backgrounds (100-107 are
    40-47 there)."""
    system = {256: ColorSystem.EIGHT_BIT, 16: ColorSystem.STANDARD}.get(caps.colours)
    cells: list[Shown] = []
    for segment in segments:
        style = segment.style or Style()
        if caps.no_color:
            style = monochrome_style(style)
        ink, paper = (_shown_colour(c, system) for c in (style.color, style.bgcolor))
        if linux and isinstance(paper, int) and paper >= 8:
            paper -= 8
        cells.extend((char, ink, paper) for char in segment.text)
    return cells


def _shown_colour(colour: RichColor | None, system: ColorSystem | None) -> object:
    if colour is None:
        return "default"
    if system is None:
        return colour.get_truecolor()
    return colour.downgrade(system).number


def backgrounds(cells: list[Shown]) -> set[object]:
    return {paper for _, _, paper in cells}


def text_of(cells: list[Shown]) -> str:
    return "".join(char for char, _, _ in cells)


def readable(cells: list[Shown]) -> bool:
    """Every character (not a space) in an ink unlike its background."""
    return all(ink != paper for char, ink, paper in cells if char != " ")
