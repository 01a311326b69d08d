"""Helpers for the board's tests: the segments the board draws for a square.

(No tests here; the name keeps the board's test files together.)
"""

from __future__ import annotations

import dataclasses

from rich.segment import Segment
from test_ui_helpers import make_app

from dames_tui.ui.app import DamesApp
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
