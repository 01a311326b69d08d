"""The puzzles screen through the real app, on a tiny set of its own (not the
shipped one): solving a puzzle by clicks, failing one (the refutation shown),
a hint, the solution, a retry, the next puzzle, the progress saved, the
analysis board not there yet, a broken set; a snapshot at 80×24 (update
with `pytest --snapshot-update tests/test_ui_puzzles.py`, then look at the
SVG in tests/__snapshots__/)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_flow_puzzles import SHOT, TWO_STEPS, english_set
from test_ui_helpers import make_app, square_offset
from textual.pilot import Pilot

from dames_tui.core import ENGLISH, Color
from dames_tui.notation import parse_fen
from dames_tui.storage.puzzles import INITIAL_RATING, load_puzzle_progress
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.puzzles import PuzzleScreen
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.status_bar import StatusBar

SIZE = (80, 24)


@pytest.fixture
def tiny_set(tmp_path: Path) -> Path:
    path = tmp_path / "english.json"
    path.write_bytes(english_set(SHOT, TWO_STEPS))
    return path


async def open_puzzles(pilot: Pilot, path: Path) -> PuzzleScreen:  # type: ignore[type-arg]
    app = pilot.app
    assert isinstance(app, DamesApp)
    app.open_puzzles(ENGLISH, path=path)
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, PuzzleScreen), screen
    screen.reply_delay = 0.01  # the computer's answers follow at once
    return screen


async def settle(pilot: Pilot, screen: PuzzleScreen) -> None:  # type: ignore[type-arg]
    """Wait until the computer's answers are all on the board."""
    for _ in range(200):
        if not screen.pending:
            break
        await pilot.pause(0.02)
    await pilot.pause()
    assert not screen.pending


async def click_square(pilot: Pilot, square: int) -> None:  # type: ignore[type-arg]
    board = pilot.app.screen.query_one(BoardView)
    await pilot.click(BoardView, offset=square_offset(board, square))
    await pilot.pause()


async def play(pilot: Pilot, screen: PuzzleScreen, *squares: int) -> None:  # type: ignore[type-arg]
    for square in squares:
        await click_square(pilot, square)
    await settle(pilot, screen)


def status(app: DamesApp) -> str:
    return app.screen.query_one(StatusBar).text


def panel(screen: PuzzleScreen) -> str:
    return "\n".join(
        str(screen.query_one(f"#{name}").render()) for name in ("puzzle", "progress", "played")
    )


def board_position(screen: PuzzleScreen) -> object:
    state = screen.query_one(BoardView).state
    assert state is not None
    return state.position


async def test_solving_a_puzzle_by_clicks_saves_the_progress(tiny_set: Path) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_puzzles(pilot, tiny_set)
        assert screen.attempt.puzzle.id == "english-1"  # rated as a new player
        assert status(app) == "À vous : les Blancs gagnent du matériel"
        assert "Problème n° 1 sur 2" in panel(screen)
        assert board_position(screen) == parse_fen(str(SHOT["fen"]), ENGLISH)
        await play(pilot, screen, 19, 15)
        assert screen.attempt.solved
        text = status(app)
        assert text.startswith("Résolu !") and f"{INITIAL_RATING} →" in text
        assert board_position(screen) == screen.attempt.position  # the answers shown
        assert "Coups : 19-15 10x19 17x10x3" in panel(screen)
        record = load_puzzle_progress().value.of("english")
        assert record.solved == 1 and record.streak == 1 and record.rating > INITIAL_RATING
        assert dict(record.results) == {"english-1": "solved"}
        assert f"Votre classement : {record.rating}" in panel(screen)


async def test_a_wrong_move_is_answered_by_its_refutation(tiny_set: Path) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_puzzles(pilot, tiny_set)
        await play(pilot, screen, 32, 28)
        assert screen.attempt.failed
        text = status(app)
        assert text.startswith("Raté : 32-28 est réfuté par 14-18 19-16 10-15.")
        assert "r recommencer" in text
        state = screen.query_one(BoardView).state
        assert state is not None and state.position == screen.attempt.position
        assert state.last_move is not None and state.last_move.end == 15  # 10-15, the last
        record = load_puzzle_progress().value.of("english")
        assert (record.solved, record.failed, record.streak) == (0, 1, 0)
        assert dict(record.results) == {"english-1": "failed"}
        # no more moves on the board until a retry; what happened stays said
        await click_square(pilot, 17)
        assert status(app) == text and board_position(screen) == screen.attempt.position
        await pilot.press("r")
        assert board_position(screen) == screen.attempt.start
        assert status(app) == "On recommence."
        await play(pilot, screen, 19, 15)
        assert screen.attempt.solved and "(Seul le premier essai compte.)" in status(app)
        assert load_puzzle_progress().value.of("english").solved == 0  # practice


async def test_a_hint_marks_the_piece_to_move(tiny_set: Path) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_puzzles(pilot, tiny_set)
        await pilot.press("h")
        assert status(app) == "Indice : jouez la pièce en 19."
        state = screen.query_one(BoardView).state
        assert state is not None and state.hint is not None and state.hint.start == 19
        await play(pilot, screen, 19, 15)
        record = load_puzzle_progress().value.of("english")
        assert record.solved == 1 and record.streak == 0  # a hint: solved, no streak
        assert record.rating == INITIAL_RATING  # half a point against an equal puzzle


async def test_the_solution_is_played_on_the_board(tiny_set: Path) -> None:
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_puzzles(pilot, tiny_set)
        await pilot.press("s")
        await settle(pilot, screen)
        assert status(app) == "Solution: 19-15 10x19 17x10x3"
        assert board_position(screen) == screen.attempt.position
        assert screen.attempt.position.count(Color.WHITE, kings=True) == 1
        assert load_puzzle_progress().value.of("english").failed == 1


async def test_the_next_puzzle_and_a_forced_reply_played_after_a_pause(tiny_set: Path) -> None:
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_puzzles(pilot, tiny_set)
        await play(pilot, screen, 19, 15)
        await pilot.press("n")
        assert screen.attempt.puzzle.id == "english-2"
        assert "Puzzle 2 of 2" in panel(screen)
        assert status(app) == "Your move: White wins material"
        screen.reply_delay = 30.0  # long enough to see the board before the reply
        await click_square(pilot, 18)
        await click_square(pilot, 15)
        assert screen.pending and status(app) == "Well played! The opponent answers…"
        assert len(screen.attempt.moves) == 2 and screen.shown == 1
        await click_square(pilot, 22)  # a click shows the answer at once, then picks
        assert not screen.pending
        screen.reply_delay = 0.01
        await click_square(pilot, 15)
        await click_square(pilot, 6)
        await settle(pilot, screen)
        assert screen.attempt.solved
        assert status(app).startswith("Solved!")


async def test_a_puzzle_opens_on_the_analysis_board(tiny_set: Path) -> None:
    from dames_tui.ui.screens.analysis import AnalysisScreen

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_puzzles(pilot, tiny_set)
        await play(pilot, screen, 32, 28)
        await pilot.press("a")
        await pilot.pause()
        board = app.screen
        assert isinstance(board, AnalysisScreen)
        tree = board.session.tree
        assert tree.start == screen.attempt.start
        assert tree.position == screen.attempt.position
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen


async def test_escape_goes_back_and_a_broken_set_is_said(tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        below = app.screen
        assert isinstance(below, GameScreen)
        broken = tmp_path / "broken.json"
        broken.write_text("{not json")
        app.open_puzzles(ENGLISH, path=broken)
        await pilot.pause()
        assert app.screen is below
        assert any("est abîmé" in n.message for n in app._notifications)
        good = tmp_path / "good.json"
        good.write_bytes(english_set(SHOT))
        await open_puzzles(pilot, good)
        await pilot.press("escape")
        assert app.screen is below


async def test_a_damaged_puzzle_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "set.json"
    path.write_bytes(english_set({**SHOT, "fen": "W:W99:B1"}, TWO_STEPS))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_puzzles(pilot, path)
        assert screen.attempt.puzzle.id == "english-2"
        assert status(app) == "Le problème n° 1 est abîmé : il est passé."


async def test_the_palette_offers_the_puzzles_of_the_game() -> None:
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.press(*"Puzzles")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        assert len(screen.trainer.puzzle_set.puzzles) >= 300  # the shipped set


def test_snapshot_puzzle_english(snap_compare, tiny_set: Path) -> None:  # type: ignore[no-untyped-def]
    async def opened(pilot: Pilot) -> None:  # type: ignore[type-arg]
        screen = await open_puzzles(pilot, tiny_set)
        await pilot.press("h")
        await pilot.pause()
        assert screen.hint_square == 19

    app = make_app()
    assert snap_compare(app, terminal_size=SIZE, run_before=opened)


def test_a_progress_file_is_json_in_the_data_directory(tiny_set: Path) -> None:
    assert json.loads(tiny_set.read_text())["variant"] == "english"
