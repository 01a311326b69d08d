"""Playing through the real app: mouse, keyboard, typed moves, compulsory
capture, rafles, the computer's turn, undo, numbers, draw offers."""

from __future__ import annotations

from test_ui_helpers import FirstMovePlayer, make_app, square_offset

from dames_tui.core import INTERNATIONAL, Color
from dames_tui.flow.players import DrawAnswer, ThinkingInfo
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.status_bar import StatusBar

SIZE = (80, 24)


def screen_of(app) -> GameScreen:  # type: ignore[no-untyped-def]
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


def status(app) -> str:  # type: ignore[no-untyped-def]
    return app.screen.query_one(StatusBar).text


async def click_square(pilot, square: int) -> None:  # type: ignore[no-untyped-def]
    board = pilot.app.screen.query_one(BoardView)
    await pilot.click(BoardView, offset=square_offset(board, square))
    await pilot.pause()


async def test_move_with_the_mouse() -> None:
    player = FirstMovePlayer()
    app = make_app(player=player)
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await click_square(pilot, 11)
        board = screen.query_one(BoardView)
        assert board.state is not None and board.state.selected == 11
        assert board.state.targets == {15, 16}
        assert "11" in status(app)
        await click_square(pilot, 15)
        await pilot.pause()
        assert [(m.start, m.end) for m in screen.game.moves][:1] == [(11, 15)]
        assert player.moves_asked == 1 and len(screen.game.moves) == 2
        assert "1. 11-15" in screen.query_one("#moves").text


async def test_move_with_the_keyboard() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        board = screen.query_one(BoardView)
        board.place_cursor(9)
        await pilot.press("enter")
        assert board.state is not None and board.state.selected == 9
        # Black at the bottom (board turned): 13 is up and to the right of 9 on screen.
        await pilot.press("up", "right", "space")
        await pilot.pause()
        assert (screen.game.moves[0].start, screen.game.moves[0].end) == (9, 13)


async def test_escape_cancels_a_selection() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await click_square(pilot, 11)
        await pilot.press("escape")
        board = app.screen.query_one(BoardView)
        assert board.state is not None and board.state.selected is None
        assert status(app) == "Choix annulé."


async def test_move_typed_in_notation() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await pilot.press("1", "1", "-", "1", "5", "enter")
        await pilot.pause()
        assert (screen.game.moves[0].start, screen.game.moves[0].end) == (11, 15)


async def test_typed_illegal_move_is_explained() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "1", "-", "1", "9", "enter")
        assert status(app) == "La pièce en 11 ne peut pas aller en 19."  # as a click says
        assert screen_of(app).game.moves == ()


async def test_illegal_click_is_explained() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await click_square(pilot, 22)
        assert status(app) == "La pièce en 22 est à l'ordinateur."
        await click_square(pilot, 1)
        assert status(app) == "La pièce en 1 n'a aucun coup possible."


async def test_must_capture_english() -> None:
    app = make_app("B:W15,27:B1,2,11,12")
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        assert status(app) == "Vous devez prendre"
        board = screen.query_one(BoardView)
        assert board.state is not None and board.state.capturers == {11}
        assert screen.query_one(StatusBar).has_class("-capture")
        await click_square(pilot, 12)
        assert status(app) == "Vous devez prendre : seule la pièce en 11 peut prendre."
        assert board.state.selected is None
        await click_square(pilot, 11)
        assert board.state.selected == 11
        await click_square(pilot, 18)
        await pilot.pause()
        assert screen.game.moves[0].captured == {15}


async def test_must_capture_international_majority() -> None:
    app = make_app("W:W32,35,45:B27,17,30,5", rules=INTERNATIONAL)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = screen_of(app)
        assert screen.human is Color.WHITE
        assert status(app) == "Vous devez prendre"
        board = screen.query_one(BoardView)
        assert board.state is not None and board.state.capturers == {32}
        await click_square(pilot, 35)
        assert status(app).startswith("Vous devez prendre le plus de pièces possible")
        assert board.state.selected is None


async def test_must_capture_in_english_words() -> None:
    app = make_app("B:W15,27:B1,2,11,12", language="en")
    async with app.run_test(size=SIZE) as pilot:
        assert status(app) == "You must capture"
        await click_square(pilot, 12)
        assert status(app) == "You must capture: only the piece on 11 can capture."


async def test_rafle_entered_square_by_square() -> None:
    app = make_app("B:W14,15,22,23,30:B10")
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await click_square(pilot, 10)
        await click_square(pilot, 26)  # two rafles end there: not enough
        assert status(app) == "Continuez la rafle"
        assert screen.game.moves == ()
        await click_square(pilot, 19)
        assert status(app) == "Continuez la rafle"
        board = screen.query_one(BoardView)
        assert board.state is not None and board.state.path == (19,)
        assert board.state.targets == {26}
        await click_square(pilot, 26)
        await pilot.pause()
        assert screen.game.moves[0].captured == {15, 23}
        assert screen.game.move_texts()[0] == "10x19x26"


async def test_white_in_english_lets_the_computer_start() -> None:
    player = FirstMovePlayer()
    app = make_app(human=Color.WHITE, player=player)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = screen_of(app)
        assert player.moves_asked == 1
        assert len(screen.game.moves) == 1 and screen.game.turn is Color.WHITE
        board = screen.query_one(BoardView)
        assert board.state is not None and not board.state.flipped  # White at the bottom
        assert status(app).startswith("L'ordinateur a joué")


async def test_international_default_side_is_white_and_moves_first() -> None:
    player = FirstMovePlayer()
    app = make_app(rules=INTERNATIONAL, player=player)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = screen_of(app)
        assert screen.human is Color.WHITE and player.moves_asked == 0
        assert status(app) == "À vous de jouer : choisissez une pièce."


async def test_numbers_toggle() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        board = app.screen.query_one(BoardView)
        assert board.state is not None and not board.state.show_numbers
        await pilot.press("n")
        assert board.state.show_numbers and app.settings.show_numbers
        assert status(app) == "Numéros des cases affichés."
        assert "32" in board.render_line(2).text + board.render_line(1).text
        await pilot.press("n")
        assert not board.state.show_numbers
        assert all(ch not in "0123456789" for y in range(20) for ch in board.render_line(y).text)


async def test_flip_keeps_numbering_with_the_squares() -> None:
    app = make_app(numbers=True)
    async with app.run_test(size=SIZE) as pilot:
        board = app.screen.query_one(BoardView)
        assert board.display_of_square(1)[0] == 7  # Black (the human) at the bottom
        await pilot.press("f")
        assert board.display_of_square(1)[0] == 0
        assert "1" in board.render_line(1).text


async def test_undo_takes_back_the_pair() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await pilot.press("u")
        assert status(app) == "Il n'y a rien à reprendre."
        await pilot.press("1", "1", "-", "1", "5", "enter")
        await pilot.pause()
        assert len(screen.game.moves) == 2
        screen.query_one(BoardView).focus()
        await pilot.press("u")
        assert screen.game.moves == () and screen.game.turn is Color.BLACK
        assert status(app) == "Coup repris."


async def test_hint_highlights_a_move() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("h")
        await pilot.pause()
        board = app.screen.query_one(BoardView)
        assert board.state is not None and board.state.hint is not None
        assert status(app).startswith("Conseil : ")


async def test_draw_offer_accepted_ends_the_game() -> None:
    app = make_app(player=FirstMovePlayer(DrawAnswer(True, "balanced")))
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await pilot.press("d")
        assert "Proposer la nulle ?" in app.screen.query_one("#question").render().plain
        await pilot.press("y")
        await pilot.pause()
        assert screen.game.outcome is not None and screen.game.outcome.is_draw
        assert app.screen.query_one("#result-title").render().plain == "Partie nulle."
        assert app.screen.query_one("#result-reason").render().plain == (
            "L'ordinateur accepte la nulle : la position est équilibrée. Nulle d'un commun accord."
        )
        await pilot.press("escape")
        assert status(app).startswith("Partie nulle.")


async def test_draw_offer_declined_when_ahead() -> None:
    app = make_app(player=FirstMovePlayer(DrawAnswer(False, "ahead")))
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await pilot.click("#btn-draw")
        await pilot.click("#yes")
        await pilot.pause()
        assert screen.game.outcome is None
        assert status(app) == "L'ordinateur refuse la nulle : il a l'avantage."


async def test_draw_offer_accepted_when_behind_in_english() -> None:
    app = make_app(player=FirstMovePlayer(DrawAnswer(True, "behind")), language="en")
    async with app.run_test(size=SIZE) as pilot:
        screen_of(app)
        await pilot.press("d", "y")
        await pilot.pause()
        assert app.screen.query_one("#result-title").render().plain == "Draw."
        assert app.screen.query_one("#result-reason").render().plain == (
            "The computer accepts the draw: it is worse off. Draw by agreement."
        )


async def test_resign_asks_then_ends() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await pilot.press("a")
        await pilot.click("#yes")
        await pilot.pause()
        assert screen.game.outcome is not None and screen.game.outcome.winner is Color.WHITE
        assert app.screen.query_one("#result-title").render().plain == "Vous avez perdu."
        assert app.screen.query_one("#result-reason").render().plain == "Vous avez abandonné."


async def test_help_shows_the_rules_of_the_variant() -> None:
    app = make_app(rules=INTERNATIONAL)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("question_mark")
        text = str(app.screen.query_one("#help-rules").render())
        assert "Dames internationales" in text and "16 coups" in text
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


async def test_settings_change_language_and_theme() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.update_settings(language="en", theme="green")
        await pilot.pause()
        assert status(app) == "Your move: pick a piece."
        assert app.screen.query_one(BoardView).has_class("-theme-green")
        descriptions = {b.binding.description for b in app.screen.active_bindings.values()}
        assert "Flip board" in descriptions


async def test_too_small_terminal_says_so() -> None:
    app = make_app(rules=INTERNATIONAL)
    async with app.run_test(size=(50, 12)) as pilot:
        await pilot.pause()
        screen = screen_of(app)
        assert screen.has_class("-too-small")
        text = str(screen.query_one("#too-small").render())
        assert "trop petite" in text


async def test_quit_asks_during_a_game() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "1", "-", "1", "5", "enter")
        await pilot.pause()
        app.screen.query_one(BoardView).focus()
        await pilot.press("q")
        assert (
            app.screen.query_one("#question").render().plain
            == "Quitter ? La partie est sauvegardée : vous pourrez la continuer."
        )
        await pilot.click("#no")
        assert isinstance(app.screen, GameScreen)


async def test_an_ambiguous_typed_capture_lists_the_full_paths() -> None:
    from test_notation_movetext import ENGLISH_TWO_WAYS

    app = make_app(ENGLISH_TWO_WAYS, human=Color.WHITE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"18x2", "enter")
        await pilot.pause()
        assert status(app) == ("« 18x2 » est ambigu : indiquez tout le chemin (18x9x2, 18x11x2).")


async def test_a_stray_draw_key_does_not_end_the_game() -> None:
    app = make_app(player=FirstMovePlayer(DrawAnswer(True, "behind")))
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await pilot.press("d")
        await pilot.press("n")  # no: the offer is not made
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and screen.game.outcome is None


async def test_after_the_computers_move_the_status_says_both() -> None:
    # White (the computer, first legal move 23-18) gives a man: Black must capture.
    app = make_app("W:W23:B14,1", human=Color.BLACK)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert status(app) == "L'ordinateur a joué 23-18. Vous devez prendre."
        assert app.screen.query_one(StatusBar).has_class("-capture")


async def test_a_typed_rafle_cut_short_says_it_goes_on_and_shows_it() -> None:
    app = make_app("W:W33:B28,17", rules=INTERNATIONAL)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press(*"33x22", "enter")
        await pilot.pause()
        assert status(app) == "La rafle ne s'arrête pas en 22 : jouez 33x22x11."
        board = app.screen.query_one(BoardView)
        assert board.state is not None and board.state.selected == 33
        assert board.state.path == (22,)
        assert screen_of(app).game.moves == ()


async def test_a_typed_move_in_a_majority_position_gives_the_majority_sentence() -> None:
    app = make_app("W:W32,35,45:B27,17,30,5", rules=INTERNATIONAL)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press(*"35x24", "enter")
        await pilot.pause()
        assert status(app) == (
            "Vous devez prendre le plus de pièces possible : seule la pièce en 32 le peut."
        )


async def test_the_evaluation_is_the_players_and_says_so() -> None:
    class Scoring(FirstMovePlayer):
        def choose_move(self, game, level, stop, on_info):  # type: ignore[no-untyped-def]
            move = game.legal_moves()[0]
            if on_info is not None:  # the computer thinks it is 1.43 men behind
                on_info(ThinkingInfo(7, -143, 1000, "1-5"))
            return move

    app = make_app(human=Color.WHITE, player=Scoring())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        panel = app.screen.query_one("#engine")
        assert "Évaluation : +1,4 pour vous" in panel.text


async def test_a_random_move_of_level_one_shows_no_depth() -> None:
    class Random(FirstMovePlayer):
        def choose_move(self, game, level, stop, on_info):  # type: ignore[no-untyped-def]
            if on_info is not None:
                on_info(ThinkingInfo(0, 0, 0, ""))
            return game.legal_moves()[0]

    app = make_app(human=Color.WHITE, player=Random())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        panel = app.screen.query_one("#engine").text
        assert "Profondeur" not in panel and "Évaluation" not in panel
