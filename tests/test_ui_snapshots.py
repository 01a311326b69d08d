"""Snapshots of the main screens (update with `pytest --snapshot-update`,
then look at the SVGs in tests/__snapshots__/)."""

from __future__ import annotations

from test_ui_helpers import make_app
from textual.pilot import Pilot

from dames_tui.core import INTERNATIONAL


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
        app, press=["1", "0", "x", "1", "9", "x", "2", "6", "enter"], terminal_size=(80, 24),
        run_before=settle,
    )


def test_new_game_screen(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(make_app(new_game=True), terminal_size=(80, 24), run_before=settle)


def test_end_of_game_screen(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app("B:W14:B10")
    assert snap_compare(
        app, press=["1", "0", "x", "1", "7", "enter"], terminal_size=(80, 24), run_before=settle
    )


def test_too_small(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=INTERNATIONAL)
    assert snap_compare(app, terminal_size=(60, 14), run_before=settle)
