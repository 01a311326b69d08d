"""The board's keyboard cursor moves over the dark squares only."""

from __future__ import annotations

import pytest
from test_ui_helpers import make_app

from dames_tui.core import ENGLISH, INTERNATIONAL, Rules
from dames_tui.ui.widgets.board import BoardView

SIZE = (80, 24)
ARROWS = ("up", "down", "left", "right")


def square_under_cursor(board: BoardView) -> int | None:
    return board.square_at_display(*board.cursor)


#: display steps of the arrow keys (the board's bindings)
STEPS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
#: English squares at the corners, the edges and the middle
SAMPLE = (1, 4, 5, 12, 13, 18, 29, 32)


async def test_arrow_keys_land_on_dark_squares() -> None:
    app = make_app(rules=ENGLISH)
    async with app.run_test(size=SIZE) as pilot:
        board = app.screen.query_one(BoardView)
        for square in SAMPLE:
            for key in ARROWS:
                board.place_cursor(square)
                await pilot.press(key)
                landed = square_under_cursor(board)
                assert landed is not None, f"{key} from {square} lands on a light square"
                assert landed != square, f"{key} from {square} does not move"
            board.place_cursor(square)
            row, col = board.cursor
            await pilot.press("up", "up")
            assert board.cursor == ((row - 2) % ENGLISH.board_size, col)


@pytest.mark.parametrize("rules", [ENGLISH, INTERNATIONAL], ids=["english", "international"])
async def test_every_step_from_every_square_is_dark(rules: Rules) -> None:
    app = make_app(rules=rules)
    async with app.run_test(size=SIZE):
        board = app.screen.query_one(BoardView)
        for flipped in (False, True):
            board.state = replace_flipped(board, flipped)
            for square in range(1, rules.squares + 1):
                for key, (rows, cols) in STEPS.items():
                    board.place_cursor(square)
                    board.action_cursor(rows, cols)
                    landed = square_under_cursor(board)
                    assert landed is not None, f"{key} from {square} lands on a light square"
                    assert landed != square, f"{key} from {square} does not move"


@pytest.mark.parametrize("rules", [ENGLISH, INTERNATIONAL], ids=["english", "international"])
async def test_up_and_down_zigzag_around_the_column(rules: Rules) -> None:
    app = make_app(rules=rules)
    async with app.run_test(size=SIZE):
        board = app.screen.query_one(BoardView)
        size = rules.board_size
        for square in range(1, rules.squares + 1):
            for rows in (-1, 1):
                board.place_cursor(square)
                row, col = board.cursor
                board.action_cursor(rows, 0)
                assert abs(board.cursor[1] - col) == 1  # the next row's dark square beside it
                board.action_cursor(rows, 0)
                assert board.cursor == ((row + 2 * rows) % size, col)
        board.place_cursor(rules.squares // 2)
        col = board.cursor[1]
        for _ in range(3 * size):  # round the board three times: it never drifts
            board.action_cursor(-1, 0)
            assert abs(board.cursor[1] - col) <= 1


def replace_flipped(board: BoardView, flipped: bool):  # type: ignore[no-untyped-def]
    from dataclasses import replace

    assert board.state is not None
    return replace(board.state, flipped=flipped)


async def test_sideways_steps_wrap_within_the_row() -> None:
    app = make_app(rules=ENGLISH)
    async with app.run_test(size=SIZE) as pilot:
        board = app.screen.query_one(BoardView)
        board.place_cursor(1)  # Black at the bottom: 1 is on the bottom row
        row = board.cursor[0]
        seen = []
        for _ in range(4):
            await pilot.press("right")
            assert board.cursor[0] == row
            seen.append(square_under_cursor(board))
        assert sorted(seen) == [1, 2, 3, 4]  # four steps: round the row and back
        assert seen[-1] == 1
        await pilot.press("left")
        assert board.cursor[0] == row and square_under_cursor(board) in (1, 2, 3, 4)


async def test_the_column_to_keep_is_the_last_sideways_one() -> None:
    app = make_app(rules=ENGLISH)
    async with app.run_test(size=SIZE) as pilot:
        board = app.screen.query_one(BoardView)
        board.place_cursor(9)
        await pilot.press("up", "right")
        col = board.cursor[1]
        await pilot.press("up")
        assert square_under_cursor(board) is not None and abs(board.cursor[1] - col) == 1
        await pilot.press("up")
        assert square_under_cursor(board) is not None and board.cursor[1] == col
