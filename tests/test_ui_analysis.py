"""The analysis board from the game screen: walking the moves, the engine's
best lines and the evaluation bar, variations played on the board, playing
on from a position, and the way back."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_ui_helpers import make_app, square_offset
from textual.pilot import Pilot
from textual.widgets import Input, Static

from dames_tui.core import ENGLISH, Color
from dames_tui.engine import AnalysisLine
from dames_tui.flow import analysis as flow_analysis
from dames_tui.game import Game
from dames_tui.game.pdn import tree_from_pdn
from dames_tui.notation.pdn import read_pdn
from dames_tui.ui.screens.analysis import AnalysisScreen
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.side import SideScreen
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.eval_bar import EvalBar
from dames_tui.ui.widgets.status_bar import StatusBar
from dames_tui.ui.widgets.tree_moves import TreeMoves

SIZE = (110, 32)
OPENING = ("11-15", "23-19", "8-11", "22-17")


def played_app(language: str = "fr") -> Any:
    """An app on an English game of four moves, the player on Black."""
    app = make_app(human=Color.BLACK, language=language)
    return app


async def open_board(pilot: Pilot, moves: tuple[str, ...] = OPENING) -> AnalysisScreen:  # type: ignore[type-arg]
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen)
    screen.engine.cancel()
    for text in moves:
        screen.game.play_text(text)
    screen.refresh_view()
    await pilot.press("b")
    await pilot.pause()
    board = pilot.app.screen
    assert isinstance(board, AnalysisScreen)
    return board


async def wait_for(pilot: Pilot, ready: Callable[[], bool], tries: int = 200) -> None:  # type: ignore[type-arg]
    for _ in range(tries):
        if ready():
            return
        await pilot.pause(0.05)
    raise AssertionError("not ready in time")


async def test_the_arrows_walk_the_moves_and_the_board_follows() -> None:
    async with played_app().run_test(size=SIZE) as pilot:
        board = await open_board(pilot)
        tree = board.session.tree
        assert tree.ply == 4
        await pilot.press("left", "left")
        assert tree.ply == 2
        assert pilot.app.screen.query_one(BoardView).state.position == tree.position
        await pilot.press("home")
        assert tree.ply == 0
        await pilot.press("end")
        assert tree.ply == 4
        await pilot.press("right")  # nothing after the last move
        assert tree.ply == 4


async def test_the_engine_shows_three_lines_and_the_bar() -> None:
    async with played_app("en").run_test(size=SIZE) as pilot:
        board = await open_board(pilot)
        await wait_for(pilot, lambda: len(board.session.lines) == 3)
        text = "\n".join(board.lines_text())
        assert "Depth" in text and "for White" in text and "1. " in text and "3. " in text
        moves = {line.move for line in board.session.lines}
        assert len(moves) == 3 and moves <= set(board.session.tree.legal_moves())
        bar = board.query_one(EvalBar)
        assert bar.white_share is not None and 0.0 < bar.white_share < 1.0
        await pilot.press("left")  # another position: its own lines, never the old ones
        assert board.session.lines == [] or board.session.tree.ply == 3
        await wait_for(pilot, lambda: bool(board.session.lines))
        legal = set(board.session.tree.legal_moves())
        assert all(line.move in legal for line in board.session.lines)


async def click_move(pilot: Pilot, start: int, end: int) -> None:  # type: ignore[type-arg]
    board = pilot.app.screen.query_one(BoardView)
    await pilot.click(BoardView, offset=square_offset(board, start))
    await pilot.click(BoardView, offset=square_offset(board, end))
    await pilot.pause()


async def test_a_move_on_the_board_starts_a_variation_and_the_main_line_stays() -> None:
    async with played_app().run_test(size=SIZE) as pilot:
        board = await open_board(pilot)
        await pilot.press("left")  # before 22-17: White to move
        await click_move(pilot, 21, 17)
        tree = board.session.tree
        assert tree.ply == 4 and not tree.cursor.is_main_line
        assert [n.text for n in tree.main_line()] == list(OPENING)
        shown = board.query_one(TreeMoves).text
        assert "(" in shown and "21-17" in shown and "22-17" in shown
        assert "variante" in board.query_one(StatusBar).text
        await pilot.press("down")  # to the main move
        assert tree.cursor.is_main_line and tree.cursor.text == "22-17"
        await pilot.press("down", "delete")  # back to the variation, deleted
        assert "21-17" not in board.query_one(TreeMoves).text
        assert tree.ply == 3
        await pilot.press("delete")  # the main line is never deleted
        assert [n.text for n in tree.main_line()] == list(OPENING)


async def test_a_typed_move_plays_at_the_cursor() -> None:
    async with played_app().run_test(size=SIZE) as pilot:
        board = await open_board(pilot)
        await pilot.press("i", "9", "-", "1", "3", "enter")
        tree = board.session.tree
        assert tree.cursor.text == "9-13" and tree.ply == 5
        await pilot.press("i", "1", "-", "2", "enter")
        assert "1-2" in board.query_one(StatusBar).text  # not legal: said, not played


async def test_play_from_here_asks_the_side_and_starts_the_game() -> None:
    async with played_app().run_test(size=SIZE) as pilot:
        await open_board(pilot)
        await pilot.press("left")
        await pilot.press("g")
        await pilot.pause()
        if not isinstance(pilot.app.screen, SideScreen):  # a game in progress: confirm first
            await pilot.click("#yes")
            await pilot.pause()
        assert isinstance(pilot.app.screen, SideScreen)
        await pilot.click("#side-white")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, GameScreen)
        assert screen.human is Color.WHITE
        assert [m for m in screen.game.move_texts()] == list(OPENING[:3])


async def test_escape_goes_back_to_the_game() -> None:
    async with played_app().run_test(size=SIZE) as pilot:
        board = await open_board(pilot)
        game_screen = pilot.app.screen_stack[-2]
        await pilot.press("left", "left")
        await pilot.press("escape")
        await pilot.pause()
        assert pilot.app.screen is game_screen
        assert isinstance(game_screen, GameScreen) and game_screen.game.ply == 4
        assert board.session.jobs.busy is None


def fixed_lines(
    self: flow_analysis.AnalysisSession,
) -> Callable[[threading.Event, Callable[[Any], None]], list[AnalysisLine]]:
    """The engine replaced by three fixed lines (a stable snapshot)."""
    position = self.tree.position
    moves = self.tree.legal_moves()[:3]

    def job(stop: threading.Event, report: Callable[[Any], None]) -> list[AnalysisLine]:
        return [AnalysisLine(move, 35 - 20 * i, 12, (move,), None) for i, move in enumerate(moves)]

    del position
    return job


@pytest.mark.parametrize("language", ["fr", "en"])
def test_analysis_board_snapshot(snap_compare, monkeypatch, language: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(flow_analysis.AnalysisSession, "job", fixed_lines)
    game = Game(ENGLISH)
    for text in OPENING:
        game.play_text(text)

    async def run_before(pilot: Pilot) -> None:  # type: ignore[type-arg]
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, GameScreen)
        screen.engine.cancel()
        pilot.app.open_analysis(game, at=3)
        await pilot.pause()
        await pilot.pause(0.2)
        await click_move(pilot, 21, 17)
        await pilot.pause(0.2)

    app = make_app(human=Color.BLACK, language=language)
    assert snap_compare(app, terminal_size=(100, 30), run_before=run_before)


async def test_the_variations_are_saved_in_the_pdn(tmp_path: Path) -> None:
    async with played_app().run_test(size=SIZE) as pilot:
        await open_board(pilot)
        await pilot.press("left")
        await click_move(pilot, 21, 17)
        target = tmp_path / "analysed.pdn"
        await pilot.press("w")
        await pilot.pause()
        pilot.app.screen.query_one(Input).value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        text = target.read_text(encoding="utf-8")
        replay = tree_from_pdn(read_pdn(text)[0])
        tree = replay.tree
        assert [n.text for n in tree.main_line()] == list(OPENING)
        fourth = tree.main_line()[2]
        assert [v.text for v in fourth.children[1:]] == ["21-17"]


@pytest.mark.parametrize("size", [(70, 20), (120, 40)])
async def test_a_terminal_too_small_says_the_size_needed(size: tuple[int, int]) -> None:
    from dames_tui.core import find_rules

    rules = find_rules("canadian")  # the 12x12 board: 82 columns with the panel
    app = make_app(rules=rules, human=Color.WHITE)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.engine.cancel()
        app.open_analysis(Game(rules))
        await pilot.pause()
        board = app.screen
        assert isinstance(board, AnalysisScreen)
        small = size[0] < 82
        assert board.has_class("-too-small") == small
        if small:
            assert "82" in str(board.query_one("#too-small", Static).render())
