"""Every variant on screen: started from the new-game screen and played,
and the must-capture message of each precedence family, by clicks."""

from __future__ import annotations

import pytest
from test_ui_helpers import FirstMovePlayer, choose_variant, make_app, square_offset
from textual.pilot import Pilot

from dames_tui.core import Color, Piece, Position, Rules, find_rules, topology_for, variants
from dames_tui.notation import format_fen
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.help import HelpScreen
from dames_tui.ui.screens.new_game import NewGameScreen
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.status_bar import StatusBar

SIZE = (120, 40)


async def click_square(pilot: Pilot, square: int) -> None:  # type: ignore[type-arg]
    board = pilot.app.screen.query_one(BoardView)
    await pilot.click(BoardView, offset=square_offset(board, square))
    await pilot.pause()


def status(pilot: Pilot) -> str:  # type: ignore[type-arg]
    return pilot.app.screen.query_one(StatusBar).text


def square(rules: Rules, name: str) -> int:
    number = topology_for(rules).square_named(name)
    assert number is not None, name
    return number


def fen(rules: Rules, white: dict[str, bool], black: dict[str, bool]) -> str:
    """A White-to-move position from square names (True for a king)."""
    pieces = {
        square(rules, n): Piece.WHITE_KING if k else Piece.WHITE_MAN for n, k in white.items()
    }
    pieces |= {
        square(rules, n): Piece.BLACK_KING if k else Piece.BLACK_MAN for n, k in black.items()
    }
    return format_fen(Position.from_pieces(rules, pieces, Color.WHITE))


@pytest.mark.parametrize("rules", variants(), ids=lambda rules: rules.name)
async def test_every_variant_starts_from_the_new_game_screen_and_plays(rules: Rules) -> None:
    player = FirstMovePlayer()
    app = make_app(new_game=True, player=player)
    async with app.run_test(size=SIZE) as pilot:
        await choose_variant(pilot, rules.name)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.chosen_side() is rules.first_to_move  # the first mover by default
        await pilot.click("#start")
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        assert game_screen.game.rules is rules and game_screen.human is rules.first_to_move
        move = game_screen.game.legal_moves()[0]
        await click_square(pilot, move.start)
        await click_square(pilot, move.end)
        await pilot.pause()
        assert game_screen.game.moves[0] == move
        assert len(game_screen.game.moves) == 2  # and the computer answered
        await pilot.press("question_mark")
        await pilot.pause()
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        rules_text = str(help_screen.query_one("#help-rules").render())
        assert rules_text.startswith(rules.title("fr").split(" (")[0])
    assert app.settings.variant == rules.name  # the last choice is remembered


async def test_the_new_game_screen_takes_a_click_on_a_game() -> None:
    app = make_app(new_game=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        # The list's third line (a heading, English, Brazilian): inside its border.
        await pilot.click("#variant", offset=(4, 3))
        await pilot.pause()
        assert screen.chosen_rules().name == "brazilian"
        about = str(screen.query_one("#variant-about").render())
        assert about.startswith("Les règles internationales sur 8×8")
        assert screen.chosen_side() is Color.WHITE
        assert app.focused is screen.query_one("#start")  # Enter now plays


async def test_the_arrows_skip_the_board_headings() -> None:
    app = make_app(new_game=True, language="en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await choose_variant(pilot, "english-giveaway")  # the last game of dark squares on 8×8
        await pilot.press("down")
        assert screen.chosen_rules().name == "turkish"  # under the heading of 64 squares
        await pilot.press("down")
        assert screen.chosen_rules().name == "international"
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.game.rules.name == "international"


# ------------------------------------------------- must-capture messages


async def refused(rules: Rules, position: str, name: str, language: str = "fr") -> str:
    """The status bar after a click on the piece on square ``name``."""
    app = make_app(position, rules=rules, human=Color.WHITE, language=language)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_square(pilot, square(rules, name))
        assert pilot.app.screen.query_one(StatusBar).has_class(
            "-capture"
        )  # as "Vous devez prendre"
        return status(pilot)


async def test_free_choice_names_the_pieces_that_can_take() -> None:
    russian = find_rules("russian")
    position = fen(russian, {"c3": False, "g3": False}, {"d4": False, "h8": False})
    text = await refused(russian, position, "g3")
    assert text == "Vous devez prendre : seule la pièce en c3 peut prendre."


async def test_the_majority_rule_names_the_pieces_that_take_the_most() -> None:
    international = find_rules("international")
    white, black = {"c3": False, "g3": False}, {"d4": False, "d6": False, "h4": False}
    position = fen(international, white, black)
    text = await refused(international, position, "g3")
    c3 = square(international, "c3")
    assert (
        text == f"Vous devez prendre le plus de pièces possible : seule la pièce en {c3} le peut."
    )


async def test_a_king_must_take_when_it_can() -> None:
    czech = find_rules("czech")
    position = fen(czech, {"a1": True, "f2": False}, {"c3": False, "g3": False})
    text = await refused(czech, position, "f2")
    assert text == (
        "Vous devez prendre, et avec une dame quand une dame le peut : seule la dame en a1 le peut."
    )
    english = await refused(czech, position, "f2", language="en")
    assert english.startswith("You must capture, and with a king when a king can")


async def test_the_capture_of_quality_takes_the_king() -> None:
    spanish = find_rules("spanish")
    position = fen(spanish, {"c2": False, "g2": False}, {"d3": True, "f3": False})
    text = await refused(spanish, position, "g2")
    c2 = square(spanish, "c2")
    assert text.startswith("Vous devez prendre, prise de qualité")
    assert text.endswith(f"seule la pièce en {c2} le peut.")


async def test_a_man_next_to_a_king_is_told_that_men_cannot_take_kings() -> None:
    italian = find_rules("italian")
    position = fen(italian, {"c2": False, "g2": False}, {"d3": True, "f3": False})
    c2, d3, g2 = (square(italian, name) for name in ("c2", "d3", "g2"))
    text = await refused(italian, position, "c2")
    assert text == (
        f"Vous devez prendre : seule la pièce en {g2} peut prendre. Un pion ne peut pas prendre "
        f"une dame (le pion en {c2}, la dame en {d3})."
    )
    english = await refused(italian, position, "c2", language="en")
    assert english.endswith(f"A man cannot capture a king (the man on {c2}, the king on {d3}).")


async def test_a_mans_jump_over_a_king_is_refused_with_the_rule() -> None:
    italian = find_rules("italian")
    position = fen(italian, {"c2": False}, {"d3": True})
    c2, d3, e4 = (square(italian, name) for name in ("c2", "d3", "e4"))
    app = make_app(position, rules=italian, human=Color.WHITE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_square(pilot, c2)
        await click_square(pilot, e4)
        assert status(pilot) == (
            f"La pièce en {c2} ne peut pas aller en {e4}. Un pion ne peut pas prendre une dame "
            f"(le pion en {c2}, la dame en {d3})."
        )


@pytest.mark.parametrize("name", ["frisian", "frysk"])
async def test_the_capture_of_greatest_value_takes_the_king(name: str) -> None:
    """c3 takes a king on d4, g3 a man on h4: one piece each, but a king is
    worth more than a man (Frisian precedence by value)."""
    rules = find_rules(name)
    position = fen(rules, {"c3": False, "g3": False}, {"d4": True, "h4": False})
    c3 = square(rules, "c3")
    text = await refused(rules, position, "g3")
    assert text == (
        "Vous devez prendre, la prise de plus grande valeur (une dame vaut presque deux pions) : "
        f"seule la pièce en {c3} le peut."
    )
    english = await refused(rules, position, "g3", language="en")
    assert english == (
        "You must make the capture of greatest value (a king is worth almost two men): "
        f"only the piece on {c3} can."
    )


async def test_at_equal_value_the_king_must_take_in_frisian() -> None:
    """The king on a1 and the man on g3 can each take one man (d4 stops the
    king on c3): at equal value the king must take."""
    frisian = find_rules("frisian")
    white = {"a1": True, "d4": False, "g3": False}
    position = fen(frisian, white, {"b2": False, "h4": False})
    a1 = square(frisian, "a1")
    text = await refused(frisian, position, "g3")
    assert text == (
        "Vous devez prendre, la prise de plus grande valeur et, à valeur égale, avec une dame : "
        f"seule la dame en {a1} le peut."
    )
    english = await refused(frisian, position, "g3", language="en")
    assert english.startswith("You must make the capture of greatest value and, at equal value")


async def test_at_equal_number_the_king_must_take_in_italian() -> None:
    italian = find_rules("italian")
    position = fen(italian, {"a2": True, "e2": False}, {"b3": False, "f3": False})
    a2 = square(italian, "a2")
    text = await refused(italian, position, "e2")
    assert text == (
        "Vous devez prendre le plus de pièces possible et, à nombre égal, avec une dame : "
        f"seule la dame en {a2} le peut."
    )


async def test_the_majority_rule_in_turkish_names_the_square() -> None:
    """b3 takes b4 and b6 along the file, g3 only g4: the most pieces."""
    turkish = find_rules("turkish")
    position = fen(turkish, {"b3": False, "g3": False}, {"b4": False, "b6": False, "g4": False})
    text = await refused(turkish, position, "g3")
    assert text == "Vous devez prendre le plus de pièces possible : seule la pièce en b3 le peut."
    english = await refused(turkish, position, "g3", language="en")
    assert english == "You must capture the most pieces: only the piece on b3 can do that."


async def test_a_typed_move_in_turkish_is_refused_with_the_same_reason() -> None:
    from dames_tui.ui.widgets.move_entry import MoveEntry

    turkish = find_rules("turkish")
    position = fen(turkish, {"b3": False, "g3": False}, {"b4": False, "b6": False, "g4": False})
    app = make_app(position, rules=turkish, human=Color.WHITE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("i", *"g3xg5", "enter")  # a capture, but of one piece
        await pilot.pause()
        assert status(pilot) == (
            "Vous devez prendre le plus de pièces possible : seule la pièce en b3 le peut."
        )
        entry = app.screen.query_one(MoveEntry)
        assert app.focused is entry  # the text stays there, to be put right
        entry.value = ""
        await pilot.press(*"b3xb7", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.move_texts()[0] == "b3xb7"


async def test_a_turkish_rafle_by_clicks_crosses_out_the_pieces_taken() -> None:
    """b3 takes b4, lands on b5, then takes b6 or c5: the path is clicked
    square by square, and the man taken on b4 is crossed out meanwhile."""
    turkish = find_rules("turkish")
    position = fen(turkish, {"b3": False}, {"b4": False, "b6": False, "c5": False, "h8": False})
    b3, b4, b5, b7, d5 = (square(turkish, name) for name in ("b3", "b4", "b5", "b7", "d5"))
    app = make_app(position, rules=turkish, human=Color.WHITE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = screen.query_one(BoardView)
        await click_square(pilot, b3)
        await click_square(pilot, b5)
        assert board.state is not None
        assert board.state.moving == (b3, b5) and board.state.taken == {b4}
        assert board.state.targets == {b7, d5}
        await click_square(pilot, d5)
        assert screen.game.move_texts()[0] == "b3xd5"  # the short form: one move ends there


async def test_a_frisian_capture_along_a_row_by_clicks() -> None:
    frisian = find_rules("frisian")
    position = fen(frisian, {"e5": False}, {"g5": False, "b10": False})
    e5, i5 = square(frisian, "e5"), square(frisian, "i5")
    app = make_app(position, rules=frisian, human=Color.WHITE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_square(pilot, e5)
        await click_square(pilot, i5)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.move_texts()[0] == f"{e5}x{i5}"


@pytest.mark.parametrize("language", ["fr", "en"])
async def test_a_frisian_king_held_back_after_three_moves_says_why(language: str) -> None:
    """White has a man besides its king: after three quiet moves in a row
    the king may not move again, by click or by typing."""
    from dames_tui.ui.widgets.move_entry import MoveEntry

    frisian = find_rules("frisian")
    app = make_app("W:WK46,50:B1,2,3", rules=frisian, human=Color.WHITE, language=language)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for start, end in ((46, 41), (41, 46), (46, 41)):
            await click_square(pilot, start)
            await click_square(pilot, end)
            await pilot.pause()
        assert len(screen.game.moves) == 6 and screen.game.held_king == 41
        await click_square(pilot, 41)
        expected = {
            "fr": "La dame en 41 vient de jouer 3 coups de suite : jouez une autre pièce.",
            "en": "The king on 41 has just made 3 moves in a row: move another piece.",
        }[language]
        assert status(pilot) == expected
        await pilot.press(*"41-46", "enter")  # typed: the same answer, and no move
        await pilot.pause()
        assert status(pilot) == expected and len(screen.game.moves) == 6
        screen.query_one(MoveEntry).value = ""
        await pilot.press("escape")
        await click_square(pilot, 50)  # the man may go
        await click_square(pilot, 45)
        assert len(screen.game.moves) == 8


async def test_a_move_in_letters_is_typed_after_i() -> None:
    from dames_tui.ui.widgets.move_entry import MoveEntry

    russian = find_rules("russian")
    app = make_app(rules=russian, human=Color.WHITE, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        entry = app.screen.query_one(MoveEntry)
        assert entry.placeholder == "Type a move (c3-d4, c3:e5) then Enter"
        await pilot.press("i", *"c3-d4", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.move_texts()[0] == "c3-d4"
        await pilot.press("i", *"j9-j8", "enter")
        await pilot.pause()
        assert status(pilot) == "“j9-j8”: type a move such as c3-d4 or c3:e5."


async def test_squares_are_named_as_the_variant_writes_them() -> None:
    russian = find_rules("russian")
    app = make_app(rules=russian, human=Color.WHITE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_square(pilot, square(russian, "c3"))
        assert status(pilot) == "Pièce en c3 : choisissez sa case d'arrivée."
        await click_square(pilot, square(russian, "c3"))  # cancelled
        await click_square(pilot, square(russian, "b2"))
        assert status(pilot) == "La pièce en b2 n'a aucun coup possible."
        await click_square(pilot, square(russian, "d6"))
        assert status(pilot) == "La pièce en d6 est à l'ordinateur."


@pytest.mark.parametrize("name", [rules.name for rules in variants()])
async def test_the_real_engine_answers_at_level_one(name: str) -> None:
    """The computer itself (not a stand-in), at its lowest level, in every variant."""
    from dames_tui.flow.players import EnginePlayer
    from dames_tui.ui.app import DamesApp
    from dames_tui.ui.settings import GameSetup, Settings

    rules = find_rules(name)
    setup = GameSetup(rules, rules.first_to_move, 1)
    app = DamesApp(setup, settings=Settings(level=1), player=EnginePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        move = screen.game.legal_moves()[-1]
        await click_square(pilot, move.start)
        await click_square(pilot, move.end)
        for _ in range(300):  # up to 30 s on a busy machine
            if len(screen.game.moves) == 2:
                break
            await pilot.pause(0.1)
        assert len(screen.game.moves) == 2, status(pilot)
