"""The board as the player's settings want it, for every screen that shows one.

The game screen, the watch mode and the study screens draw the same board:
the theme's colours and glyphs, the square numbers or the coordinates the
player chose (``n``), the piece letters of the interface language and what
the terminal can show. :func:`board_state` gives the :class:`BoardState` of a
position with those, plus whatever the screen marks on it; :func:`paint`
sets the theme's classes on the widget.
"""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.screen import Screen
from textual.widgets import Static

from dames_tui.core import Position, Rules
from dames_tui.i18n import Translator
from dames_tui.notation.squares import uses_algebraic

from . import terminal
from .settings import THEMES, Settings
from .widgets.board import BoardState, BoardView
from .widgets.pieces import PieceLetters


def board_labels(rules: Rules, shown: bool) -> tuple[bool, bool]:
    """(edges lettered, squares numbered) when the player shows the numbers
    or not (``n``): numbers where the players write numbers, files and ranks
    where they write names, and both on the board of every square (Turkish),
    whose numbers 1-64 are the ones of its FEN and of the Hub protocol.

    >>> from dames_tui.core import find_rules
    >>> [board_labels(find_rules(name), True) for name in ("english", "russian", "turkish")]
    [(False, True), (True, False), (True, True)]
    """
    if not shown:
        return False, False
    algebraic = uses_algebraic(rules)
    return algebraic, not algebraic or rules.all_squares


SIDE_PANEL_WIDTH = 38
CHROME_HEIGHT = 4  # header, status bar, move entry, footer


def minimum_size(board_size: int, side_width: int = SIDE_PANEL_WIDTH) -> tuple[int, int]:
    """The smallest terminal (columns, lines) that shows the board and a
    side panel ``side_width`` wide."""
    return board_size * 3 + 2 + side_width, board_size + 2 + CHROME_HEIGHT


def check_size(
    screen: Screen[Any], tr: Translator, board_size: int, side_width: int = SIDE_PANEL_WIDTH
) -> bool:
    """Whether the terminal is too small for ``screen``'s board and panel:
    then the screen gets the class ``-too-small`` (its stylesheet hides the
    board and shows its ``#too-small`` Static) with the size it needs."""
    width, height = minimum_size(board_size, side_width)
    current = screen.app.size
    small = current.width < width or current.height < height
    screen.set_class(small, "-too-small")
    if small:
        screen.query_one("#too-small", Static).update(
            tr(
                "small.message",
                width=width,
                height=height,
                current_width=current.width,
                current_height=current.height,
            )
        )
    return small


def board_state(
    app: App[Any],
    settings: Settings,
    tr: Translator,
    position: Position,
    *,
    flipped: bool,
    **marks: Any,
) -> BoardState:
    """The state of a board showing ``position`` with the player's settings;
    ``marks`` are the other fields of :class:`BoardState` (selection, last
    move, hint, targets...)."""
    coordinates, numbers = board_labels(position.rules, settings.show_numbers)
    return BoardState(
        position=position,
        flipped=flipped,
        show_numbers=numbers,
        coordinates=coordinates,
        glyphs="letters" if settings.theme == "contrast" else "symbols",
        letters=PieceLetters.from_names(tr("color.white"), tr("color.black")),
        terminal=terminal.current(headless=app.is_headless),
        **marks,
    )


def paint(board: BoardView, settings: Settings) -> None:
    """Give ``board`` the classes of the theme chosen in ``settings``."""
    for theme in THEMES:
        board.set_class(theme == settings.theme, f"-theme-{theme}")
