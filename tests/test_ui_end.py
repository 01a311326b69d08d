"""The end of the game for each reason, the new-game screen, and the
interface answering while the computer thinks."""

from __future__ import annotations

import pytest
from test_ui_helpers import FirstMovePlayer, SpinningPlayer, choose_variant, drive_quiet, make_app

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, Position
from dames_tui.flow.players import EnginePlayer
from dames_tui.game import Game
from dames_tui.notation import parse_fen
from dames_tui.ui.engine_driver import EngineDriver
from dames_tui.ui.screens.end_game import EndGameScreen
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.new_game import NewGameScreen
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.status_bar import StatusBar


def end_texts(app) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    screen = app.screen
    assert isinstance(screen, EndGameScreen)
    return (
        screen.query_one("#result-title").render().plain,
        screen.query_one("#result-reason").render().plain,
    )


async def test_win_when_the_computer_has_no_pieces() -> None:
    app = make_app("B:W14:B10")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "0", "x", "1", "7", "enter")
        await pilot.pause()
        assert end_texts(app) == ("Vous avez gagné !", "Les Blancs n'ont plus aucune pièce.")


async def test_loss_when_the_human_has_no_pieces() -> None:
    app = make_app("B:W22:B14")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "4", "-", "1", "7", "enter")
        await pilot.pause()
        await pilot.pause()
        assert end_texts(app) == ("Vous avez perdu.", "Les Noirs n'ont plus aucune pièce.")


async def test_loss_when_blocked_in_english_words() -> None:
    # Black's last man on 5 can neither step to 9 nor jump it (14 is taken).
    app = make_app("B:W9,14:B5", language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert end_texts(app) == ("You lost.", "Black is blocked: no legal move left.")


def _repeat(game: Game) -> None:
    shuffle = [(1, 6), (32, 27), (6, 1), (27, 32)]
    while not game.is_over:
        for start, end in shuffle:
            move = next(m for m in game.legal_moves() if (m.start, m.end) == (start, end))
            game.play(move)
            if game.is_over:
                break


DRAWS = [
    (
        "B:WK32:BK1",
        ENGLISH,
        _repeat,
        "La même position est revenue 3 fois avec le même camp au trait.",
    ),
    (
        "B:WK29,K30,K31:BK1,K2,K3",
        ENGLISH,
        drive_quiet,
        "40 coups de chaque camp sans prise ni mouvement de pion.",
    ),
    (
        "W:WK46,K47,K48,K49:BK1,K2,K3,K4",
        INTERNATIONAL,
        drive_quiet,
        "25 coups de chaque camp sans prise ni mouvement de pion.",
    ),
    (
        "W:WK47,K48,K49:BK3",
        INTERNATIONAL,
        drive_quiet,
        "Règle des finales : 16 coups de chaque camp sans que le plus fort ne gagne.",
    ),
    (
        "W:WK47:BK3",
        INTERNATIONAL,
        drive_quiet,
        "Règle des finales : 5 coups de chaque camp sans que le plus fort ne gagne.",
    ),
]


@pytest.mark.parametrize(("fen", "rules", "drive", "reason"), DRAWS)
async def test_draw_by_rule(fen, rules, drive, reason) -> None:  # type: ignore[no-untyped-def]
    app = make_app(fen, rules=rules)
    size = (80, 24) if rules is ENGLISH else (100, 30)
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        drive(screen.game)
        screen.after_move()
        await pilot.pause()
        assert end_texts(app) == ("Partie nulle.", reason)
        await pilot.click("#review")
        assert app.screen is screen
        assert screen.query_one(StatusBar).text.startswith("Partie nulle.")


async def test_play_again_opens_the_new_game_screen() -> None:
    app = make_app("B:W14:B10")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "0", "x", "1", "7", "enter")
        await pilot.pause()
        await pilot.click("#again")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)


async def test_new_game_screen_white_in_english_computer_starts() -> None:
    player = FirstMovePlayer()
    app = make_app(new_game=True, player=player)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, NewGameScreen)
        await pilot.click("#side-white")
        await pilot.click("#start")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.human is Color.WHITE and player.moves_asked == 1
        assert len(screen.game.moves) == 1


async def test_new_game_screen_international_defaults_to_white() -> None:
    app = make_app(new_game=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await choose_variant(pilot, "international")
        await pilot.click("#start")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.rules == INTERNATIONAL and screen.human is Color.WHITE
        assert screen.game.moves == ()


async def test_keys_answer_while_the_computer_thinks() -> None:
    from textual import events

    player = SpinningPlayer()
    app = make_app(player=player)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("1", "1", "-", "1", "5", "enter")
        assert player.started.wait(5)
        assert screen.busy == "move"
        board = screen.query_one(BoardView)
        board.focus()
        shown = app.settings.show_numbers
        app.post_message(events.Key("n", "n"))
        app.post_message(events.Key("f", "f"))
        await pilot.pause(0.3)
        assert app.settings.show_numbers is not shown
        assert board.state is not None and board.state.flipped is False
        assert screen.busy == "move" and not player.stopped.is_set()
        app.post_message(events.Key("u", "u"))  # undo cancels the search cleanly
        await pilot.pause(0.3)
        assert player.stopped.wait(5)
        assert screen.game.moves == () and screen.busy is None
        assert screen.query_one(StatusBar).text == "Coup repris."


async def test_stale_engine_result_is_ignored() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        old = screen.request
        screen.post_message(EngineDriver.Done(old - 1, "move", screen.game.legal_moves()[0]))
        await pilot.pause()
        assert screen.game.moves == ()


@pytest.mark.parametrize(
    ("fen", "expected"),
    [
        (None, "L'ordinateur accepte la nulle : la position est équilibrée."),
        ("B:W21,22,23,24,25,26,27,28:B1,2", "L'ordinateur refuse la nulle : il a l'avantage."),
    ],
)
async def test_draw_offer_with_the_real_engine(fen: str | None, expected: str) -> None:
    app = make_app(fen, player=EnginePlayer())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("d", "y")
        for _ in range(100):
            await pilot.pause(0.1)
            if screen.busy is None:
                break
        assert screen.message is not None and expected in screen.message[0]


def test_positions_used_here_are_legal() -> None:
    assert parse_fen("B:W14:B10", ENGLISH).must_capture()
    assert isinstance(Position.initial(ENGLISH), Position)
