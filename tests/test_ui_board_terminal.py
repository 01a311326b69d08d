"""The board stays readable on any terminal: truecolor, 256 colours, 16 (or
8), the Linux console, NO_COLOR, fonts without the glyphs.

The board's strips are turned into what each terminal would show (greys
under NO_COLOR, then the nearest colours of its palette) and compared: dark
and light squares, the two sides' men, kings and men, and every highlight
must differ. Where colours are fine (truecolor, 256) any difference counts;
where they are coarse the characters alone must differ.
"""

from __future__ import annotations

import dataclasses

import pytest
from rich.console import Console
from rich.segment import Segment
from test_ui_board_helpers import (
    SIZES_BY_CELL_HEIGHT,
    app_with,
    backgrounds,
    cell_lines,
    display_cell_lines,
    readable,
    shown,
    text_of,
)
from textual.pilot import Pilot

from dames_tui.core import ENGLISH, INTERNATIONAL, Move
from dames_tui.ui import terminal
from dames_tui.ui.terminal import TRUECOLOR, TerminalCaps, capabilities, colour_depth
from dames_tui.ui.widgets.board import BoardState, BoardView

# ----------------------------------------------------------- detection

#: environments and what they show: (colours, no_color, blocks, symbols)
ENVIRONMENTS: list[tuple[dict[str, str], tuple[int, bool, bool, bool]]] = [
    ({"TERM": "xterm-256color", "COLORTERM": "truecolor"}, (TRUECOLOR, False, True, True)),
    ({"TERM": "xterm-256color", "COLORTERM": "24bit"}, (TRUECOLOR, False, True, True)),
    ({"TERM": "xterm-256color"}, (256, False, True, True)),
    ({"TERM": "tmux-256color"}, (256, False, True, True)),
    ({"TERM": "xterm-kitty"}, (256, False, True, True)),
    ({"TERM": "xterm"}, (16, False, True, True)),
    ({"TERM": "screen"}, (16, False, True, True)),
    ({}, (16, False, True, True)),
    ({"TERM": "linux"}, (16, False, False, False)),
    ({"TERM": "dumb"}, (0, False, True, True)),
    ({"TERM": "xterm-256color", "NO_COLOR": "1"}, (256, True, True, True)),
    ({"TERM": "xterm-256color", "NO_COLOR": ""}, (256, True, True, True)),
    ({"TERM": "xterm", "TEXTUAL_COLOR_SYSTEM": "truecolor"}, (TRUECOLOR, False, True, True)),
    ({"TERM": "xterm-256color", "TEXTUAL_COLOR_SYSTEM": "standard"}, (16, False, True, True)),
    ({"TERM": "xterm-256color", "DAMES_GLYPHS": "ascii"}, (256, False, False, False)),
    ({"TERM": "xterm-256color", "DAMES_GLYPHS": "blocks"}, (256, False, True, False)),
    ({"TERM": "linux", "DAMES_GLYPHS": "unicode"}, (16, False, True, True)),
]


@pytest.mark.parametrize(("environ", "expected"), ENVIRONMENTS)
def test_what_each_environment_shows(
    environ: dict[str, str], expected: tuple[int, bool, bool, bool]
) -> None:
    assert capabilities(environ) == TerminalCaps(*expected)


@pytest.mark.parametrize(("environ", "expected"), ENVIRONMENTS)
def test_the_colours_are_those_rich_will_use(
    environ: dict[str, str], expected: tuple[int, bool, bool, bool]
) -> None:
    if "TEXTUAL_COLOR_SYSTEM" in environ:
        pytest.skip("Textual passes that one to Rich itself")
    environ = {k: v for k, v in environ.items() if k != "NO_COLOR"}  # Textual takes it out
    console = Console(_environ=environ, force_terminal=True, file=None)
    system = console.color_system
    colours = {None: 0, "standard": 16, "256": 256, "truecolor": TRUECOLOR}[system]
    assert colour_depth(environ) == colours


def test_a_headless_app_draws_the_full_look() -> None:
    assert terminal.current(headless=True) == terminal.FULL


# ---------------------------------------------------------- rendering

#: (caps, Linux console) of the terminals the board must suit
TERMINALS: dict[str, tuple[TerminalCaps, bool]] = {
    "truecolor": (TerminalCaps(), False),
    "256": (TerminalCaps(colours=256), False),
    "xterm-16": (TerminalCaps(colours=16), False),
    "linux": (TerminalCaps(colours=16, blocks=False, symbols=False), True),
    "no-color": (TerminalCaps(no_color=True), False),
    "no-color-16": (TerminalCaps(colours=16, no_color=True), False),
    "ascii-font": (TerminalCaps(blocks=False, symbols=False), False),
    "no-crown-font": (TerminalCaps(colours=256, symbols=False), False),
}

#: Black to move and to capture with 11 (11x18); kings on 30 (White) and 4 (Black)
POSITION = "B:W15,27,K30:B1,2,11,12,K4"
WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING, CAPTURER = 15, 30, 12, 4, 11
EMPTY, OTHER_EMPTY, PARKING, LANDING = 19, 20, 32, 18


@pytest.fixture
def use_terminal(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    def use(caps: TerminalCaps) -> None:
        monkeypatch.setattr(terminal, "current", lambda *, headless=False: caps)

    return use


class Looker:
    """Renders cells of a board under states and shows them as a terminal would."""

    def __init__(self, board: BoardView, caps: TerminalCaps, linux: bool) -> None:
        self.board, self.caps, self.linux = board, caps, linux
        assert board.state is not None
        self.plain = dataclasses.replace(board.state, capturers=frozenset())

    def cell(
        self, square: int | tuple[int, int], **changes: object
    ) -> list[tuple[str, object, object]]:
        board = self.board
        board.state = dataclasses.replace(self.plain, **changes)  # type: ignore[arg-type]
        if isinstance(square, tuple):
            lines = display_cell_lines(board, *square)
        else:
            lines = cell_lines(board, square)
        segments: list[Segment] = [segment for line in lines for segment in line]
        cells = shown(segments, self.caps, linux=self.linux)
        # the ink of a space does not show
        return [(c, ink if c != " " else None, paper) for c, ink, paper in cells]

    def differ(
        self, first: list[tuple[str, object, object]], second: list[tuple[str, object, object]]
    ) -> bool:
        if self.caps.nuanced:
            return first != second
        return text_of(first) != text_of(second)  # characters alone: no colour counted

    def differ_in_colour(
        self, first: list[tuple[str, object, object]], second: list[tuple[str, object, object]]
    ) -> bool:
        """Highlights differ by the square's colour where colours are fine
        (a marker alone is not enough), by their marks where they are not."""
        if self.caps.nuanced:
            return backgrounds(first) != backgrounds(second)
        return self.differ(first, second)


def light_cell(board: BoardView) -> tuple[int, int]:
    return next((0, col) for col in range(2) if board.square_at_display(0, col) is None)


async def check_board(pilot: Pilot, caps: TerminalCaps, linux: bool) -> None:  # type: ignore[type-arg]
    board = pilot.app.screen.query_one(BoardView)
    board.place_cursor(PARKING)
    looker = Looker(board, caps, linux)
    cell, differ = looker.cell, looker.differ
    hint = Move(CAPTURER, (LANDING,), frozenset({WHITE_MAN}))
    last = Move(EMPTY, (WHITE_MAN,))
    # squares, men, kings
    plain_empty = cell(EMPTY)
    light = cell(light_cell(board))
    assert {p for _, _, p in light}.isdisjoint({p for _, _, p in plain_empty}), "dark = light"
    assert differ(cell(WHITE_MAN), cell(BLACK_MAN)), "white men look like black men"
    light_paper = {paper for _, _, paper in light}
    for _, ink, paper in cell(WHITE_MAN):  # a white piece is not a hole down to a light square
        assert not (caps.nuanced and {ink, paper} & light_paper), (
            "white men look like light squares"
        )
    assert differ(cell(WHITE_KING), cell(WHITE_MAN)), "white kings look like men"
    assert differ(cell(BLACK_KING), cell(BLACK_MAN)), "black kings look like men"
    # highlights of a piece, each against the others and the plain piece
    on_piece = {
        "plain": cell(CAPTURER),
        "capturer": cell(CAPTURER, capturers=frozenset({CAPTURER})),
        "selected": cell(CAPTURER, selected=CAPTURER, targets=frozenset({LANDING})),
        "hint": cell(CAPTURER, hint=hint),
    }
    on_white = {
        "plain": cell(WHITE_MAN),
        "last": cell(WHITE_MAN, last_move=last),
        "taken": cell(WHITE_MAN, selected=CAPTURER, moving=(CAPTURER, LANDING), taken={WHITE_MAN}),
    }
    on_empty = {
        "plain": plain_empty,
        "target": cell(EMPTY, selected=CAPTURER, targets=frozenset({EMPTY})),
        "last": cell(EMPTY, last_move=last),
        "captured": cell(EMPTY, last_move=Move(27, (OTHER_EMPTY,), frozenset({EMPTY}))),
        "hint": cell(EMPTY, hint=Move(EMPTY, (OTHER_EMPTY,))),
    }
    for group in (on_piece, on_white, on_empty):
        names = list(group)
        for i, first in enumerate(names):
            for second in names[i + 1 :]:
                assert looker.differ_in_colour(group[first], group[second]), (
                    f"{first} looks like {second}"
                )
    # the moving piece on its way, where it has got to
    assert differ(
        cell(LANDING, selected=CAPTURER, path=(LANDING,), moving=(CAPTURER, LANDING)), plain_empty
    )
    # the cursor, on a plain square and on a highlighted one
    for square, changes in (
        (BLACK_MAN, {}),
        (EMPTY, {}),
        (CAPTURER, {"capturers": frozenset({CAPTURER})}),
        (CAPTURER, {"selected": CAPTURER}),
    ):
        without = cell(square, **changes)
        board.place_cursor(square)
        with_cursor = cell(square, **changes)
        board.place_cursor(PARKING)
        assert differ(with_cursor, without), f"no cursor on {square} {changes}"
        if changes:  # and the highlight still shows under it
            assert differ(with_cursor, cell(square)), f"the cursor hides {changes}"
    if not caps.nuanced:
        for group in (on_piece, on_white, on_empty):
            for name, cells in group.items():
                assert readable(cells), f"{name}: ink on its own colour"
    board.state = looker.plain


@pytest.mark.parametrize("theme", ["classic", "green", "contrast"])
@pytest.mark.parametrize("name", list(TERMINALS))
async def test_the_board_reads_on_every_terminal(name: str, theme: str, use_terminal) -> None:  # type: ignore[no-untyped-def]
    caps, linux = TERMINALS[name]
    use_terminal(caps)
    app = app_with(POSITION, theme=theme, language="en")
    async with app.run_test(size=SIZES_BY_CELL_HEIGHT[1]) as pilot:
        for height, size in sorted(SIZES_BY_CELL_HEIGHT.items()):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            board = app.screen.query_one(BoardView)
            assert board.layout_now is not None and board.layout_now.cell_height == height
            await check_board(pilot, caps, linux)


@pytest.mark.parametrize("name", list(TERMINALS))
async def test_the_international_board_reads_on_every_terminal(name: str, use_terminal) -> None:  # type: ignore[no-untyped-def]
    caps, linux = TERMINALS[name]
    use_terminal(caps)
    app = app_with("W:W23,28,K45:B18,19,20,K5", rules=INTERNATIONAL, language="fr")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(BoardView)
        capturers = board.state.capturers if board.state else frozenset()
        assert capturers == {23}
        looker = Looker(board, caps, linux)
        board.place_cursor(50)
        assert looker.differ(looker.cell(23), looker.cell(18))  # White and Black men
        assert looker.differ(looker.cell(45), looker.cell(23))  # a king and a man
        assert looker.differ(looker.cell(23, capturers=capturers), looker.cell(23))


def test_the_board_state_carries_the_terminal() -> None:
    from dames_tui.notation import parse_fen

    state = BoardState(parse_fen(POSITION, ENGLISH))
    assert state.terminal == terminal.FULL
