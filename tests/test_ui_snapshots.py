"""Snapshots of the main screens (update with `pytest --snapshot-update`,
then look at the SVGs in tests/__snapshots__/)."""

from __future__ import annotations

from test_ui_helpers import make_app
from textual.pilot import Pilot

from dames_tui.core import INTERNATIONAL, find_rules


async def settle(pilot: Pilot) -> None:  # type: ignore[type-arg]
    await pilot.pause()
    await pilot.pause()


def test_english_board(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=settle)


def test_english_board_with_numbers(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(make_app(numbers=True), terminal_size=(80, 24), run_before=settle)


def test_english_board_large_terminal(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(make_app(numbers=True), terminal_size=(120, 40), run_before=settle)


def test_international_board(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=INTERNATIONAL, language="en")
    assert snap_compare(app, terminal_size=(100, 30), run_before=settle)


def test_international_board_with_numbers(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=INTERNATIONAL, numbers=True)
    assert snap_compare(app, terminal_size=(100, 30), run_before=settle)


def test_must_capture(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app("B:W15,27:B1,2,11,12", numbers=True)
    assert snap_compare(app, terminal_size=(80, 24), run_before=settle)


def test_after_a_rafle(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app("B:W14,15,22,23,30:B10", numbers=True)
    assert snap_compare(
        app,
        press=["1", "0", "x", "1", "9", "x", "2", "6", "enter"],
        terminal_size=(80, 24),
        run_before=settle,
    )


def test_new_game_screen(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(make_app(new_game=True), terminal_size=(80, 24), run_before=settle)


def test_new_game_screen_in_english(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(new_game=True, language="en")
    assert snap_compare(app, press=["down", "down"], terminal_size=(80, 24), run_before=settle)


def test_canadian_board(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=find_rules("canadian"), numbers=True)
    assert snap_compare(app, terminal_size=(120, 40), run_before=settle)


def test_canadian_board_too_small(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=find_rules("canadian"), language="en")
    assert snap_compare(app, terminal_size=(70, 20), run_before=settle)


def test_italian_board_is_mirrored(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=find_rules("italian"), numbers=True, language="en")
    assert snap_compare(app, terminal_size=(80, 24), run_before=settle)


def test_russian_board_with_coordinates(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=find_rules("russian"), numbers=True)
    assert snap_compare(app, terminal_size=(80, 24), run_before=settle)


def test_czech_board_flipped_with_coordinates(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=find_rules("czech"), numbers=True, language="en")
    assert snap_compare(app, press=["f"], terminal_size=(80, 24), run_before=settle)


def test_turkish_board_with_coordinates_and_numbers(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=find_rules("turkish"), numbers=True)
    assert snap_compare(app, terminal_size=(80, 24), run_before=settle)


def test_end_of_game_screen(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app("B:W14:B10")
    assert snap_compare(
        app, press=["1", "0", "x", "1", "7", "enter"], terminal_size=(80, 24), run_before=settle
    )


def test_too_small(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=INTERNATIONAL)
    assert snap_compare(app, terminal_size=(60, 14), run_before=settle)


def test_keys_screen(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(make_app(), press=["k"], terminal_size=(80, 24), run_before=settle)


def test_keys_screen_in_english(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(language="en")
    assert snap_compare(app, press=["k"], terminal_size=(80, 24), run_before=settle)


def test_statistics_screen(snap_compare) -> None:  # type: ignore[no-untyped-def]
    from dames_tui import storage
    from dames_tui.core import Color

    for number, result in enumerate(("win", "win", "draw", "loss")):
        storage.record_game(f"s{number}", "english", Color.BLACK, 2, "start", result)  # type: ignore[arg-type]
    storage.record_game("s9", "international", Color.WHITE, 3, "pdn", "win")
    assert snap_compare(make_app(), press=["t"], terminal_size=(80, 24), run_before=settle)


def test_a_long_rafle_in_the_move_list(snap_compare) -> None:  # type: ignore[no-untyped-def]
    from dames_tui.core import Color

    app = make_app("W:WK24:B22,29,11,7,6,18,44,23,27,8,36", rules=INTERNATIONAL, human=Color.WHITE)
    press = [*"24x33x17x3", "enter"]
    assert snap_compare(app, press=press, terminal_size=(80, 24), run_before=settle)


def test_browsing_the_move_list(snap_compare) -> None:  # type: ignore[no-untyped-def]
    press = [*"11-15", "enter", *"9-14", "enter", "l", "left", "left"]
    assert snap_compare(make_app(), press=press, terminal_size=(80, 24), run_before=settle)


def test_the_unfinished_games_offered_at_start(snap_compare) -> None:  # type: ignore[no-untyped-def]
    from test_ui_helpers import FirstMovePlayer

    from dames_tui import storage
    from dames_tui.core import ENGLISH, Color
    from dames_tui.game import Game
    from dames_tui.ui.app import DamesApp

    game = Game(ENGLISH)
    game.play_text("11-15")
    storage.autosave(game, Color.BLACK, 2, game_id="first")
    storage.set_aside_autosave()
    game.play_text("23-19")
    storage.autosave(game, Color.BLACK, 4, game_id="second")
    app = DamesApp(player=FirstMovePlayer())
    assert snap_compare(app, terminal_size=(80, 24), run_before=settle)


def test_a_man_refused_next_to_a_king_says_why(snap_compare) -> None:  # type: ignore[no-untyped-def]
    """Italian: the status bar takes two lines for the rule."""
    from test_ui_variants import click_square, fen, square

    from dames_tui.core import Color

    italian = find_rules("italian")
    position = fen(italian, {"c2": False, "g2": False}, {"d3": True, "f3": False})
    app = make_app(position, rules=italian, human=Color.WHITE, numbers=True)

    async def refuse(pilot: Pilot) -> None:  # type: ignore[type-arg]
        await settle(pilot)
        await click_square(pilot, square(italian, "c2"))

    assert snap_compare(app, terminal_size=(80, 24), run_before=refuse)
