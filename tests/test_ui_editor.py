"""The position editor through the real app: placing and taking off pieces
by keys and clicks, clear, start position, side to move, FEN pasted and
copied, the sentence of each illegal position, play from the position,
analyse it; snapshots at 80×24 (update with `pytest --snapshot-update
tests/test_ui_editor.py`, then look at the SVGs in tests/__snapshots__/)."""

from __future__ import annotations

import pytest
from test_ui_helpers import make_app, square_offset
from textual import events
from textual.pilot import Pilot

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, Piece, Position, Rules, find_rules
from dames_tui.flow.editor import Placement
from dames_tui.notation import format_fen
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.analysis import AnalysisScreen
from dames_tui.ui.screens.editor import EditorScreen
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.side import SideScreen
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.palette import PiecePalette
from dames_tui.ui.widgets.status_bar import StatusBar

SIZE = (80, 24)


def editor_of(app: DamesApp) -> EditorScreen:
    screen = app.screen
    assert isinstance(screen, EditorScreen), screen
    return screen


def status(app: DamesApp) -> str:
    return app.screen.query_one(StatusBar).text


def status_kind(app: DamesApp) -> str:
    bar = app.screen.query_one(StatusBar)
    (kind,) = [name for name in ("info", "capture", "error") if bar.has_class(f"-{name}")]
    return kind


def unchecked(fen: str, rules: Rules) -> Position:
    """The position a FEN of numbers writes, illegal ones too (the FEN reader
    refuses a man on its crowning row)."""
    side, *lists = fen.split(":")
    pieces = {}
    for field in lists:
        color = Color(field[0])
        for entry in filter(None, field[1:].split(",")):
            pieces[int(entry.lstrip("K"))] = Piece.of(color, entry.startswith("K"))
    return Position.from_pieces(rules, pieces, Color(side), validate=False)


async def open_editor(
    pilot: Pilot,  # type: ignore[type-arg]
    rules: Rules = ENGLISH,
    fen: str | None = None,
) -> EditorScreen:
    app = pilot.app
    assert isinstance(app, DamesApp)
    app.open_editor(rules, unchecked(fen, rules) if fen else None)
    await pilot.pause()
    return editor_of(app)


async def click_square(pilot: Pilot, square: int) -> None:  # type: ignore[type-arg]
    board = pilot.app.screen.query_one(BoardView)
    await pilot.click(BoardView, offset=square_offset(board, square))
    await pilot.pause()


async def choose_on_palette(pilot: Pilot, index: int) -> None:  # type: ignore[type-arg]
    palette = pilot.app.screen.query_one(PiecePalette)
    region = palette.content_region
    offset = (region.x - palette.region.x + 4, region.y - palette.region.y + index)
    await pilot.click(PiecePalette, offset=offset)
    await pilot.pause()


# ------------------------------------------------------------- opening


async def test_the_editor_opens_on_the_games_position_and_escape_goes_back() -> None:
    app = make_app("W:W18,K30:B3,11")
    async with app.run_test(size=SIZE) as pilot:
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        editor = await open_editor(pilot, ENGLISH, "W:W18,K30:B3,11")
        assert editor.placement.fen() == "W:W18,K30:B3,11"
        assert "Éditeur de position" in editor.sub_title
        assert not editor.has_class("-too-small")
        await pilot.press("escape")
        assert app.screen is game_screen


async def test_the_command_palette_opens_the_editor() -> None:
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.press(*"Edit a position")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        editor = editor_of(app)
        assert editor.placement == Placement.start(ENGLISH)


# ------------------------------------------------------------ placing


async def test_place_and_take_off_by_keys() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot)
        await pilot.press("e")  # clear
        board = editor.query_one(BoardView)
        board.place_cursor(14)
        await pilot.press("enter")
        assert editor.placement.pieces() == {14: Piece.WHITE_MAN}
        await pilot.press("enter")  # the same piece again: taken off
        assert editor.placement.pieces() == {}
        await pilot.press("4", "space")  # a black king
        assert editor.placement.pieces() == {14: Piece.BLACK_KING}
        assert editor.query_one(PiecePalette).chosen == 3
        await pilot.press("2", "enter")  # another piece replaces it
        assert editor.placement.pieces() == {14: Piece.WHITE_KING}
        await pilot.press("delete")
        assert editor.placement.pieces() == {}
        await pilot.press("2", "enter", "5", "enter")  # the empty square's brush
        assert editor.placement.pieces() == {}
        assert board.state is not None and board.state.position == editor.placement.position


async def test_place_and_take_off_by_clicks() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot)
        await pilot.press("e")
        await click_square(pilot, 15)
        assert editor.placement.pieces() == {15: Piece.WHITE_MAN}
        await click_square(pilot, 15)
        assert editor.placement.pieces() == {}
        await choose_on_palette(pilot, 2)  # black man
        assert editor.query_one(PiecePalette).chosen == 2
        assert editor.query_one(BoardView).has_focus  # the board keeps the keys
        await click_square(pilot, 15)
        assert editor.placement.pieces() == {15: Piece.BLACK_MAN}


async def test_a_click_on_a_light_square_says_where_pieces_go() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot)
        board = editor.query_one(BoardView)
        x, y = square_offset(board, 1)
        layout = board.layout_now
        assert layout is not None
        await pilot.click(BoardView, offset=(x - layout.cell_width, y))  # a8, light
        await pilot.pause()
        assert status(app) == "Les pièces ne vont que sur les cases foncées."
        assert editor.placement == Placement.start(ENGLISH)


async def test_clear_start_position_and_side_to_move() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot)
        assert "Trait : Noirs" in str(editor.query_one("#turn").render())
        await pilot.press("t")
        assert editor.placement.turn is Color.WHITE
        assert "Trait : Blancs" in str(editor.query_one("#turn").render())
        assert status(app) == "Position légale, les Blancs ont le trait."
        await pilot.press("e")
        assert editor.placement.pieces() == {} and editor.placement.turn is Color.WHITE
        await pilot.press("r")
        assert editor.placement == Placement.start(ENGLISH)


# ---------------------------------------------------------------- FEN


async def test_a_fen_typed_in_the_entry_is_set_up() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot)
        await pilot.press("i")
        await pilot.press(*"W:W18,K30:B3,11", "enter")
        await pilot.pause()
        assert editor.placement.fen() == "W:W18,K30:B3,11"
        assert editor.query_one(BoardView).has_focus


async def test_a_fen_pasted_on_the_board_is_read_at_once() -> None:
    app = make_app(rules=INTERNATIONAL)
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot, INTERNATIONAL)
        editor.query_one(BoardView).post_message(events.Paste("?:W31,32,K45:B10"))
        await pilot.pause()
        assert sorted(editor.placement.pieces()) == [10, 31, 32, 45]
        assert status(app) == (
            "La FEN ne dit pas qui a le trait : trait aux Blancs, t pour changer."
        )


async def test_a_bad_fen_is_refused_and_the_position_kept() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot)
        await pilot.press("i")
        await pilot.press(*"W:W18,40:B3", "enter")
        await pilot.pause()
        assert status(app) == "FEN refusée : la case 40 n'est pas sur le damier (1 à 32)"
        assert editor.placement == Placement.start(ENGLISH)
        # a FEN of a position the core refuses
        editor.query_one("#fen").value = ""  # type: ignore[attr-defined]
        await pilot.press(*"W:W1:B30", "enter")
        await pilot.pause()
        assert status(app).startswith("FEN refusée : pion blanc")
        assert editor.placement == Placement.start(ENGLISH)


async def test_copy_the_fen() -> None:
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot, ENGLISH, "W:W18,K30:B3,11")
        await pilot.press("c")
        assert app.clipboard == "W:W18,K30:B3,11"
        assert status(app) == "FEN copied: W:W18,K30:B3,11"
        assert editor.placement.fen() == "W:W18,K30:B3,11"


# ------------------------------------------------------------- validity


@pytest.mark.parametrize(
    ("fen", "language", "sentence", "kind"),
    [
        (
            "W:W2,18:B11",
            "fr",
            "Le pion blanc en 2 est sur sa rangée de promotion : il y serait déjà dame.",
            "capture",
        ),
        (
            "W:W18:B11,30",
            "en",
            "The black man on 30 is on its crowning row: it would already be a king.",
            "capture",
        ),
        (
            "W:W18:B",
            "fr",
            "Les Noirs n'ont aucune pièce : il en faut une de chaque camp.",
            "capture",
        ),
        ("W:W:B11", "en", "White has no piece: each side needs one at least.", "capture"),
        (
            "B:W8,11,15:B4",
            "en",
            "Note: Black is to move but has no move, so the game would be over at once.",
            "error",
        ),
        ("W:W18:B11", "fr", "Position légale, les Blancs ont le trait.", "info"),
    ],
)
async def test_the_status_says_what_makes_the_position_illegal(
    fen: str, language: str, sentence: str, kind: str
) -> None:
    app = make_app(language=language)
    async with app.run_test(size=SIZE) as pilot:
        await open_editor(pilot, ENGLISH, fen)
        assert status(app) == sentence
        assert status_kind(app) == kind


async def test_the_status_follows_each_change() -> None:
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot)
        await pilot.press("e")
        assert status(app) == "The board is empty: place pieces of both sides."
        await click_square(pilot, 18)
        assert status(app) == "Black has no piece: each side needs one at least."
        await pilot.press("r")
        assert status(app) == "Legal position, Black to move."
        await choose_on_palette(pilot, 1)  # a thirteenth white piece, a king
        await click_square(pilot, 14)
        assert status(app) == "White has 13 pieces, more than the 12 it starts with."
        await pilot.press("delete")  # the cursor is where the click was
        assert status(app) == "Legal position, Black to move."
        await choose_on_palette(pilot, 0)  # a white man on 1, its crowning row
        await click_square(pilot, 1)
        assert status(app) == (
            "The white man on 1 is on its crowning row: it would already be a king."
        )
        board = editor.query_one(BoardView)
        assert board.state is not None and board.state.capturers == {1}  # marked in red
        await click_square(pilot, 1)  # the same piece again: square 1 emptied
        assert editor.placement.piece_at(1) is None
        assert board.state.capturers == frozenset()


# -------------------------------------------------------- play, analyse


async def test_play_from_the_position_on_the_side_chosen() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot, ENGLISH, "W:W18,K30:B3,11")
        position = editor.placement.position
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, SideScreen)
        await pilot.click("#side-white")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.start == position and screen.human is Color.WHITE
        assert screen.played.origin == "setup"
        assert len(app.screen_stack) == 2  # the editor and the old game are gone


async def test_play_is_refused_while_the_position_is_illegal() -> None:
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot, ENGLISH, "W:W2,18:B11")
        await pilot.click("#btn-play")
        await pilot.pause()
        assert app.screen is editor
        assert status(app) == (
            "The white man on 2 is on its crowning row: it would already be a king. "
            "Fix the position to play."
        )


async def test_cancelling_the_side_stays_in_the_editor() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot)
        await pilot.press("p")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is editor


async def test_analyse_opens_the_analysis_board_on_the_position() -> None:
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot, ENGLISH, "W:W18,K30:B3,11")
        await pilot.click("#btn-analyse")
        await pilot.pause()
        board = app.screen
        assert isinstance(board, AnalysisScreen)
        assert format_fen(board.session.tree.position) == "W:W18,K30:B3,11"
        assert board.session.tree.ply == 0
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is editor


async def test_an_illegal_position_is_not_analysed() -> None:
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot)
        await pilot.press("e", "a")
        assert status(app) == (
            "The board is empty: place pieces of both sides. Fix the position to analyse it."
        )
        assert app.screen is editor


# ----------------------------------------------------------------- sizes


@pytest.mark.parametrize("name", ["english", "international", "turkish", "russian"])
async def test_the_editor_fits_80_by_24(name: str) -> None:
    rules = find_rules(name)
    app = make_app(rules=rules)
    async with app.run_test(size=SIZE) as pilot:
        editor = await open_editor(pilot, rules)
        assert not editor.has_class("-too-small")
        board = editor.query_one(BoardView)
        assert board.layout_now is not None  # the whole board is drawn
        for widget in ("#palette", "#turn", "#material", "#actions", "#help"):
            region = editor.query_one(widget).region
            assert region.height > 0 and region.bottom <= editor.query_one(StatusBar).region.y


async def test_a_small_terminal_asks_for_more_room() -> None:
    rules = find_rules("canadian")
    app = make_app(rules=rules, language="en")
    async with app.run_test(size=(70, 20)) as pilot:
        editor = await open_editor(pilot, rules)
        assert editor.has_class("-too-small")
        assert "too small" in str(editor.query_one("#too-small").render())


# -------------------------------------------------------------- snapshots


def _editor_at(fen: str | None, rules: Rules = ENGLISH):  # type: ignore[no-untyped-def]
    async def run_before(pilot: Pilot) -> None:  # type: ignore[type-arg]
        await open_editor(pilot, rules, fen)
        await pilot.pause()

    return run_before


def test_snapshot_editor_english(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(language="en")
    assert snap_compare(app, terminal_size=SIZE, run_before=_editor_at("W:W2,18,22,K30:B3,11"))


def test_snapshot_editor_international_french(snap_compare) -> None:  # type: ignore[no-untyped-def]
    app = make_app(rules=INTERNATIONAL)
    assert snap_compare(app, terminal_size=SIZE, run_before=_editor_at(None, INTERNATIONAL))
