"""The move list: every move a cell of its own, long rafles wrapped, the
position of the highlighted move on the board."""

from __future__ import annotations

from test_ui_helpers import make_app

from dames_tui.core import ENGLISH, INTERNATIONAL, Color
from dames_tui.notation import parse_fen
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.move_list import MoveList, layout_moves

LONG_RAFLE = "W:WK24:B22,29,11,7,6,18,44,23,27,8,36"


def cells(lines: list[tuple[object, ...]]) -> list[str]:
    return ["".join(piece.text for piece in line).rstrip() for line in lines]  # type: ignore[attr-defined]


def test_moves_that_fit_share_a_line() -> None:
    assert cells(layout_moves(["32-28", "19-23", "28x19"], False, 34)) == [
        "  1. 32-28         19-23",
        "  2. 28x19",
    ]


def test_a_long_rafle_never_runs_into_the_reply() -> None:
    rafle = "24x33x17x3x14x25x36x47x41x30x19x8x2x13x24x35x44x39x28x17"  # 20 squares
    lines = layout_moves([rafle, "27-32"], False, 34)
    text = cells(lines)
    assert all(len(line) <= 34 for line in text)
    assert "".join(line.strip() for line in text[:-1]).removeprefix("1.").strip() == rafle
    assert text[-1].strip() == "27-32" and text[-1].startswith(" " * 10)
    plies = {piece.ply for line in lines for piece in line if piece.ply is not None}
    assert plies == {0, 1}


def test_a_second_player_start_is_one_dot_ellipsis() -> None:
    assert cells(layout_moves(["22-18"], True, 34)) == ["  1. …             22-18"]


async def test_the_list_of_a_long_rafle_typed_by_the_player() -> None:
    app = make_app(LONG_RAFLE, rules=INTERNATIONAL, human=Color.WHITE)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*"24x33x17x3", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.game.ply == 2
        first, reply = screen.game.move_texts()
        text = screen.query_one(MoveList).text
        assert f"1. {first}" in text and f"{first}{reply}" not in text
        line = next(line for line in text.splitlines() if first in line)
        assert line.index(reply) >= line.index(first) + len(first) + 2  # a gap between cells


async def test_no_move_yet_with_white_to_move_in_english() -> None:
    app = make_app("W:W21-32:B1-12", human=Color.BLACK)  # the computer (White) to move
    app.player = _Idle()  # type: ignore[assignment]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = app.screen.query_one(MoveList).text
        assert text == "Aucun coup joué"


async def test_the_board_shows_the_highlighted_move_then_the_game() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*"11-15", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = screen.query_one(BoardView)
        await pilot.press("l", "left")
        assert board.state is not None
        assert board.state.position == screen.game.positions[1]
        assert board.state.last_move == screen.game.moves[0]
        await pilot.press("escape")
        await pilot.pause()
        assert board.state.position == screen.game.position


class _Idle:
    """A computer that never answers (the list stays empty)."""

    def choose_move(self, game, level, stop, on_info):  # type: ignore[no-untyped-def]
        stop.wait()

    def hint(self, game, stop):  # type: ignore[no-untyped-def]
        return None

    def decide_draw(self, game, stop):  # type: ignore[no-untyped-def]
        raise AssertionError


def test_positions_used_here() -> None:
    assert parse_fen(LONG_RAFLE, INTERNATIONAL).must_capture()
    assert parse_fen("W:W21-32:B1-12", ENGLISH).turn is Color.WHITE


async def test_a_move_shortened_in_the_list_shows_its_full_path_when_highlighted() -> None:
    app = make_app("B:W14,15,18,19,22,23:B10")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*"10x26", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "1. 10x26" in screen.query_one(MoveList).text  # short, as PDN allows
        await pilot.press("l", "home")
        status = str(screen.query_one("#status").render())
        assert status.startswith("Après 1. 10x17x26 · Entrée : jouer d'ici")


async def test_the_command_palette_runs_the_games_commands() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.flipped
        await pilot.press("ctrl+p")
        await pilot.press(*"Retourner")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and not screen.flipped
        await pilot.press("ctrl+p", *"English")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert app.translator.language == "en"
