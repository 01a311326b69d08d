"""Snapshots of the board alone, drawn for the Linux console: letters, plain
discs and marks (update with `pytest tests/test_ui_board_snapshots.py
--snapshot-update`, then look at the SVGs in tests/__snapshots__/)."""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.pilot import Pilot

import dames_tui.ui
from dames_tui.core import ENGLISH, INTERNATIONAL, Move, Rules
from dames_tui.notation import parse_fen
from dames_tui.ui.terminal import TerminalCaps
from dames_tui.ui.widgets.board import BoardState, BoardView
from dames_tui.ui.widgets.pieces import PieceLetters

#: the Linux console: 16 colours, no crown, no block glyphs
LINUX = TerminalCaps(colours=16, blocks=False, symbols=False)
FRENCH = PieceLetters.from_names("Blancs", "Noirs")
TCSS = Path(dames_tui.ui.__file__).parent / "dames.tcss"


class BoardApp(App[None]):
    """Only a board, in the game's styles."""

    CSS_PATH = TCSS
    CSS = "BoardView { width: 1fr; height: 1fr; }"

    def __init__(self, state: BoardState, cursor: int) -> None:
        super().__init__()
        self.state, self.cursor = state, cursor

    def compose(self) -> ComposeResult:
        yield BoardView(id="board")

    def on_mount(self) -> None:
        board = self.query_one(BoardView)
        board.add_class("-theme-classic")
        board.state = self.state
        board.place_cursor(self.cursor)
        board.focus()


def board_app(fen: str, rules: Rules = ENGLISH, *, cursor: int, **fields: object) -> BoardApp:
    position = parse_fen(fen, rules)
    flipped = position.turn is rules.first_to_move and rules is ENGLISH  # Black at the bottom
    state = BoardState(position, flipped=flipped, terminal=LINUX, **fields)  # type: ignore[arg-type]
    return BoardApp(state, cursor)


async def settle(pilot: Pilot) -> None:  # type: ignore[type-arg]
    await pilot.pause()
    await pilot.pause()


def test_must_capture_in_letters(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = board_app(
        "B:W15,27,K30:B1,2,11,12,K4",
        cursor=12,
        show_numbers=True,
        capturers=frozenset({11}),
        last_move=Move(23, (19,)),
        hint=Move(11, (18,), frozenset({15})),
    )
    assert snap_compare(app, terminal_size=(42, 20), run_before=settle)


def test_rafle_under_way_in_letters(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = board_app(
        "B:W14,15,22,23,30:B10",
        cursor=19,
        letters=FRENCH,
        selected=10,
        path=(19,),
        targets=frozenset({26}),
        moving=(10, 19),
        taken=frozenset({15}),
    )
    assert snap_compare(app, terminal_size=(62, 26), run_before=settle)


def test_international_in_letters(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = board_app(
        "W:W23,28,K45:B18,19,20,K5",
        INTERNATIONAL,
        cursor=23,
        letters=FRENCH,
        selected=23,
        targets=frozenset({14}),
    )
    assert snap_compare(app, terminal_size=(42, 20), run_before=settle)
