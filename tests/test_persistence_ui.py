"""Games that last, through the real app: settings saved and read back, the
game in progress saved after every move and offered at the next start,
results counted once, PDN files saved and loaded (bad files named), play on
from a chosen move, the clipboard, the statistics screen, load warnings told
once and a refusing disk reported without losing the game.

Every test runs in its own XDG directories (tests/conftest.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_helpers import FirstMovePlayer, choose_variant, make_app
from textual.widgets import Input, OptionList, Select

from dames_tui import storage
from dames_tui.core import ENGLISH, Color
from dames_tui.flow.players import DrawAnswer, ThinkingInfo
from dames_tui.game import Game
from dames_tui.notation import parse_fen
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.file_dialogs import GamePickerScreen, OpenPdnScreen, PathScreen, PdnTree
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.new_game import NewGameScreen
from dames_tui.ui.screens.resume import ResumeScreen
from dames_tui.ui.screens.stats import StatsScreen, stats_lines
from dames_tui.ui.settings import GameSetup, Settings
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.move_list import MoveList
from dames_tui.ui.widgets.status_bar import StatusBar

SIZE = (100, 30)


def status(app: DamesApp) -> str:
    return app.screen.query_one(StatusBar).text


def game_screen(app: DamesApp) -> GameScreen:
    screen = app.screen
    assert isinstance(screen, GameScreen), screen
    return screen


def notes(app: DamesApp) -> list[str]:
    return [notification.message for notification in app._notifications]


def texts(game: Game) -> list[str]:
    return game.move_texts()


# ---------------------------------------------------------------- settings


async def test_settings_changed_in_a_game_are_saved_and_used_next_time() -> None:
    app = DamesApp(player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, NewGameScreen)
        await choose_variant(pilot, "international")
        await pilot.pause(0.05)
        await pilot.click("#start")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.game.rules.name == "international"
        await pilot.press("n", "f")
        await pilot.pause()
    saved = storage.load_settings().value
    assert (saved.variant, saved.human_side, saved.show_numbers, saved.bottom) == (
        "international", Color.WHITE, True, "player",  # flipping is for one game only
    )  # fmt: skip
    storage.clear_autosave()  # the computer may have moved: no resume offer
    again = DamesApp(player=FirstMovePlayer())
    async with again.run_test(size=SIZE) as pilot:
        assert again.settings == saved
        screen = again.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.chosen_rules().name == "international"


async def test_command_line_overrides_are_not_saved() -> None:
    storage.save_settings(storage.Settings(level=4, language="fr"))
    app = DamesApp(overrides={"language": "en", "level": 1}, player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert (app.settings.language, app.settings.level) == ("en", 1)
        app.update_settings(show_numbers=True)  # the player changes one setting
    saved = storage.load_settings().value
    assert (saved.language, saved.level, saved.show_numbers) == ("fr", 4, True)


# ---------------------------------------------------------- autosave, resume


async def test_every_move_is_saved_and_the_game_is_offered_at_the_next_start() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "1", "-", "1", "5", "enter")
        await pilot.pause()
        shown = texts(game_screen(app).game)
    assert len(shown) == 2
    saved = storage.load_autosave().value
    assert saved is not None and texts(saved.game) == shown

    player = FirstMovePlayer()
    again = DamesApp(player=player)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ResumeScreen)
        await pilot.press("enter")
        await pilot.pause()
        screen = game_screen(again)
        assert texts(screen.game) == shown
        assert screen.human is Color.BLACK and screen.game.turn is Color.BLACK
        assert player.moves_asked == 0
        assert "11-15" in screen.query_one(MoveList).text


async def test_resuming_on_the_computers_turn_lets_it_move() -> None:
    game = Game(ENGLISH)
    game.play_text("11-15")
    storage.autosave(game, Color.BLACK, 2)  # the player has Black: White (computer) to move
    player = FirstMovePlayer()
    app = DamesApp(player=player)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.human is Color.BLACK and screen.dames.settings.level == 2
        assert player.moves_asked == 1 and screen.game.ply == 2


async def test_declining_to_resume_clears_the_saved_game() -> None:
    game = Game(ENGLISH)
    game.play_text("11-15")
    storage.autosave(game, Color.BLACK, 3)
    app = DamesApp(player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
    assert not storage.autosave_path().exists()


async def test_a_finished_game_is_saved_with_its_result_and_counts_once() -> None:
    app = make_app("B:W14:B10")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "0", "x", "1", "7", "enter")
        await pilot.pause()
        screen = app.game_screen()
        assert screen is not None and screen.game.is_over
        screen.keep()  # asked again: still one game
        assert (
            '[Result "1-0"]' in storage.autosave_path().read_text()
        )  # Black, the first mover, won
        assert storage.load_autosave().value is None  # never offered again
    stats = storage.load_stats().value
    assert stats.tally(apart=None) == storage.Tally(wins=1)


async def test_a_refusing_disk_is_reported_and_the_game_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(*args: object, **kwargs: object) -> Path:
        raise storage.StorageError("read-only", path=Path("/x/current.pdn"), reason="read_only")

    monkeypatch.setattr(storage, "autosave", refuse)
    monkeypatch.setattr(storage, "save_settings", refuse)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "1", "-", "1", "5", "enter")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.game.ply == 2  # the computer answered
        assert status(app) == (
            "Partie non sauvegardée (disque en lecture seule) : elle continue en mémoire."
        )
        await pilot.press("n")  # a setting: not saved, said, the numbers still shown
        await pilot.pause()
        assert app.settings.show_numbers
        assert "Réglages non enregistrés (disque en lecture seule)." in notes(app)
        assert notes(app).count(status(app)) <= 1


# ------------------------------------------------------------- load warnings


async def test_a_bad_settings_file_is_told_once() -> None:
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    app = DamesApp(player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        told = [n for n in notes(app) if "réglages" in n.lower()]
        assert len(told) == 1 and told[0].startswith("Fichier des réglages abîmé")
    again = DamesApp(player=FirstMovePlayer())
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert notes(again) == []
    assert path.with_name("settings.json.bad").exists()


async def test_a_damaged_autosave_is_told_and_the_good_moves_offered() -> None:
    game = Game(ENGLISH)
    for move in ("11-15", "23-19", "8-11"):
        game.play_text(move)
    storage.autosave(game, Color.BLACK, 3)
    path = storage.autosave_path()
    path.write_text(path.read_text().replace("8-11", "8-12 9-99"), encoding="utf-8")
    app = DamesApp(overrides={"language": "en"}, player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert any("2 of its 4 moves could be read" in n for n in notes(app)), notes(app)
        await pilot.press("enter")
        await pilot.pause()
        assert texts(game_screen(app).game) == ["11-15", "23-19"]


# ----------------------------------------------------------------- PDN files


async def test_save_the_game_as_pdn(tmp_path: Path) -> None:
    target = tmp_path / "ma-partie.pdn"
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "1", "-", "1", "5", "enter")
        await pilot.pause()
        await pilot.press("w")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, PathScreen)
        assert Path(dialog.default).name.startswith("partie-")
        dialog.query_one("#path").value = str(target)  # type: ignore[attr-defined]
        await pilot.press("enter")
        await pilot.pause()
        assert status(app) == f"Partie enregistrée dans {target}."
    text = target.read_text(encoding="utf-8")
    for tag in ('[Event "dames_tui"]', '[Black "Vous"]', '[White "Ordinateur (niveau 2)"]',
                '[Result "*"]', '[GameType "21"]', "[Date "):  # fmt: skip
        assert tag in text
    assert "1. 11-15 " in text and "DamesLevel" not in text
    loaded = storage.load_games_pdn(target)
    assert loaded.fault is None and loaded.bad == [] and loaded.games[0].ply == 2


async def test_a_bad_pdn_file_is_named_and_the_good_games_stay(tmp_path: Path) -> None:
    source = tmp_path / "club.pdn"
    source.write_text(
        '[Event "Club"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-11 *\n\n'
        '[Event "Finale"]\n[White "Tom"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-12 12-16 *\n',
        encoding="utf-8",
    )
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        game_screen(app).open_pdn(source)
        await pilot.pause()
        assert isinstance(app.screen, GamePickerScreen)
        problem = str(app.screen.query_one("#picker-problem").render())
        assert problem.startswith("Une partie de ce fichier est illisible")
        games = app.screen.query_one("#games", OptionList)
        assert games.option_count == 2
        bad = games.get_option_at_index(1)
        assert bad.disabled and "illisible : coup 2 des Noirs : « 8-12 »" in str(bad.prompt)
        assert not games.get_option_at_index(0).disabled
        await pilot.press("enter")
        await pilot.pause()
        assert "Quel camp jouez-vous ?" in str(app.screen.query_one("#question").render())
        await pilot.click("#side-black")  # a file of the club: the player says which side
        await pilot.pause()
        screen = game_screen(app)
        assert texts(screen.game)[:3] == ["11-15", "23-19", "8-11"]
        assert screen.human is Color.BLACK and screen.game.turn is Color.BLACK
        assert screen.game.ply == 4  # the computer (White) moved on


async def test_a_file_that_is_not_pdn_is_said_in_the_status_bar(tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("hello\n", encoding="utf-8")
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, OpenPdnScreen)
        field = app.screen.query_one("#path", Input)
        field.value = str(source)
        field.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert status(app) == "notes.txt is not a PDN file: no game found in it."
        assert game_screen(app).game.ply == 0


async def test_open_picks_a_pdn_file_in_a_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tmp_path = tmp_path / "games"  # beside the test's own XDG folders
    (tmp_path / "club").mkdir(parents=True)
    (tmp_path / ".hidden").mkdir()
    (tmp_path / "notes.txt").write_text("hello\n", encoding="utf-8")
    game = Game(ENGLISH)
    game.play_text("11-15")
    (tmp_path / "mine.PDN").write_text(
        game.to_pdn({"White": "Ordinateur (niveau 2)", "Black": "Vous"}), encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    app = make_app(human=Color.WHITE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("o")
        for _ in range(20):  # the tree reads its folder in a worker
            await pilot.pause(0.05)
        tree = app.screen.query_one(PdnTree)
        shown = [str(node.label) for node in tree.root.children]
        assert shown == ["club", "mine.PDN"]  # folders and PDN files, nothing hidden
        tree.focus()
        tree.move_cursor(tree.root.children[1])
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("y")  # leave the game in progress (the computer opened it)
        await pilot.pause()
        screen = game_screen(app)
        assert screen.human is Color.BLACK  # the file says the player had Black
        assert texts(screen.game)[0] == "11-15"


# --------------------------------------------- history: continue, redo, copy


async def test_continue_from_a_move_chosen_in_the_list() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        for typed in ("11-15", "15-19"):
            await pilot.press(*typed, "enter")
            await pilot.pause()
        screen = game_screen(app)
        played = texts(screen.game)
        assert len(played) == 4
        await pilot.press("l")
        await pilot.press("home", "right")  # after Black's 11-15 and White's reply
        await pilot.pause()
        board = screen.query_one(BoardView)
        assert board.state is not None and board.state.position == screen.game.positions[2]
        assert status(app).startswith(f"Après 1. … {played[1]} · Entrée : jouer d'ici")
        assert texts(screen.game) == played  # looking changes nothing
        await pilot.press("enter")
        question = str(app.screen.query_one("#question").render())
        assert question == (
            f"Jouer d'ici, après 1. … {played[1]} ? Les coups suivants, jusqu'au coup 2,"
            " seront effacés."
        )
        await pilot.press("y")
        await pilot.pause()
        assert texts(screen.game) == played[:2]
        assert screen.game.turn is Color.BLACK and not screen.game.can_redo  # dropped
        assert status(app) == f"On repart après 1. … {played[1]}."
        assert storage.load_autosave().value.game.ply == 2  # type: ignore[union-attr]


async def test_continue_from_a_move_where_the_computer_is_to_play() -> None:
    player = FirstMovePlayer()
    app = make_app(player=player)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"10-14", "enter")
        await pilot.pause()
        screen = game_screen(app)
        first_reply = texts(screen.game)[1]
        await pilot.press("l", "home", "enter", "y")  # keep only Black's first move
        await pilot.pause()
        assert player.moves_asked == 2
        assert texts(screen.game) == ["10-14", first_reply]


async def test_copy_fen_and_pdn_to_the_clipboard(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    copied: list[str] = []
    monkeypatch.setattr(app, "copy_to_clipboard", copied.append)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await pilot.pause()
        fen = game_screen(app).game.fen()
        assert copied == [fen]
        assert status(app) == f"FEN copiée : {fen}"
        await pilot.press("p")
        await pilot.pause()
        assert copied[1].startswith('[Event "dames_tui"]') and '[GameType "21"]' in copied[1]
        assert any(copied[1] in n for n in notes(app))


# ---------------------------------------------------------------- statistics


async def test_statistics_screen() -> None:
    for number, result in enumerate(("win", "win", "loss")):
        storage.record_game(f"g{number}", "english", Color.BLACK, 2, "start", result)  # type: ignore[arg-type]
    storage.record_game("g3", "english", Color.WHITE, 3, "start", "draw")
    storage.record_game("g4", "english", Color.WHITE, 3, "setup", "win")
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        lines = stats_lines(app.translator, app.screen.stats)
        assert lines == [
            ("English checkers (8×8)", "4", "2 (50 %)", "1 (25 %)", "1 (25 %)"),
            ("  playing White", "1", "0 (0 %)", "1 (100 %)", "0 (0 %)"),
            ("  playing Black", "3", "2 (67 %)", "0 (0 %)", "1 (33 %)"),
            ("  level 2 – Novice", "3", "2 (67 %)", "0 (0 %)", "1 (33 %)"),
            ("  level 3 – Initiate", "1", "0 (0 %)", "1 (100 %)", "0 (0 %)"),
            ("All games", "4", "2 (50 %)", "1 (25 %)", "1 (25 %)"),
        ]
        apart = stats_lines(app.translator, app.screen.stats, apart=True)
        assert apart[-1] == ("All games", "1", "1 (100 %)", "0 (0 %)", "0 (0 %)")
        said = str(app.screen.query_one("#stats-apart").render())
        assert said.startswith("Counted apart: games from a set-up position or a PDN file")
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


async def test_statistics_show_counts_beside_rounded_percentages() -> None:
    for number, result in enumerate(("win", "draw", "loss")):
        storage.record_game(f"g{number}", "english", Color.BLACK, 2, "start", result)  # type: ignore[arg-type]
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        total = stats_lines(app.translator, app.screen.stats)[-1]
        assert total == ("Toutes les parties", "3", "1 (33 %)", "1 (33 %)", "1 (33 %)")
        table = app.screen._table(app.translator, apart=False)
        headers = [str(column.header) for column in table.columns]
        assert headers[2:] == ["Victoires", "Nulles", "Défaites"]


async def test_statistics_from_the_new_game_screen() -> None:
    app = make_app(new_game=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        assert "Aucune partie terminée" in str(app.screen.query_one("#stats-none").render())


async def test_the_settings_screen_saves_each_change() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        app.screen.query_one("#bottom", Select).value = "white"
        await pilot.click("#numbers")
        await pilot.pause()
        assert game_screen_below(app).flipped is False  # White at the bottom
    saved = storage.load_settings().value
    assert saved.bottom == "white" and saved.show_numbers


def game_screen_below(app: DamesApp) -> GameScreen:
    screen = app.game_screen()
    assert screen is not None
    return screen


async def test_play_on_after_a_resignation_from_the_move_list() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"11-15", "enter")
        await pilot.pause()
        await pilot.press("a", "y")  # resign
        await pilot.pause()
        assert storage.load_autosave().value is None  # finished: not offered
        await pilot.press("escape")  # look at the board
        await pilot.press("l", "end", "enter", "y")
        await pilot.pause()
        screen = game_screen(app)
        assert not screen.game.is_over and screen.game.ply == 2
        assert storage.load_autosave().value is not None
    assert storage.load_stats().value.tally() == storage.Tally(losses=1)


async def test_undo_after_any_ending_takes_the_move_back() -> None:
    app = make_app(player=FirstMovePlayer(DrawAnswer(True, "balanced")))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"11-15", "enter")
        await pilot.pause()
        screen = game_screen(app)
        await pilot.press("d", "y")  # a draw by agreement
        await pilot.pause()
        await pilot.press("escape")
        assert screen.game.is_over
        await pilot.press("u")
        await pilot.pause()
        assert not screen.game.is_over and screen.game.ply == 0
        assert status(app) == "Coup repris."


async def test_a_game_won_then_resumed_and_resigned_counts_once_as_a_loss() -> None:
    app = make_app("B:W14:B10")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press(*"10x17", "enter")  # White's last man taken: a win
        await pilot.pause()
        assert screen.game.outcome is not None and screen.game.outcome.winner is Color.BLACK
        assert storage.load_stats().value.tally(apart=None) == storage.Tally(wins=1)
        await pilot.press("escape", "u")  # take the winning move back
        await pilot.pause()
        assert not screen.game.is_over
    again = DamesApp(player=FirstMovePlayer())
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ResumeScreen)
        await pilot.press("c")
        await pilot.pause()
        await pilot.press("a", "y")
        await pilot.pause()
    assert storage.load_stats().value.tally(apart=None) == storage.Tally(losses=1)
    assert storage.load_autosave().value is None


async def test_a_loss_undone_then_resigned_is_not_offered_again() -> None:
    app = make_app("B:W22,23:B15")  # Black's 15-18 loses to White's 22x15
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await pilot.press(*"15-18", "enter")
        await pilot.pause()
        assert screen.game.is_over
        await pilot.press("escape", "u")
        await pilot.pause()
        assert not screen.game.is_over
        await pilot.press("a", "y")
        await pilot.pause()
    assert '[Result "0-1"]' in storage.autosave_path().read_text()  # White, the second mover, won
    again = DamesApp(player=FirstMovePlayer())
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, NewGameScreen)
    assert storage.load_stats().value.tally(apart=None) == storage.Tally(losses=1)


# ------------------------------------------------ games given on the command line


async def test_a_position_given_at_start_keeps_the_unfinished_game_for_later() -> None:
    game = Game(ENGLISH)
    game.play_text("11-15")
    storage.autosave(game, Color.BLACK, 2)
    setup = GameSetup(ENGLISH, Color.BLACK, 2, parse_fen("B:W21-32:B1-12,K14", ENGLISH))
    app = DamesApp(setup, player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)  # at once: no question first
        assert screen.game.start == setup.start and screen.played.origin == "setup"
        await pilot.press(*"9-13", "enter")
        await pilot.pause()
    again = DamesApp(player=FirstMovePlayer())
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ResumeScreen)
        games = again.screen.query_one("#resume-games", OptionList)
        assert games.option_count == 2  # the game given, and the one set aside
        games.highlighted = 1
        await pilot.press("c")
        await pilot.pause()
        assert texts(game_screen(again).game)[0] == "11-15"  # the game set aside
    third = DamesApp(player=FirstMovePlayer())
    async with third.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(third.screen, ResumeScreen)  # the other one is still kept
        assert third.screen.query_one("#resume-games", OptionList).option_count == 2
        await pilot.press("n")  # a new game: both are dropped, as the dialog says
        await pilot.pause()
    assert storage.load_autosave().value is None and storage.load_set_aside() == []


async def test_the_evaluation_is_still_shown_after_a_resume() -> None:
    class Scoring(FirstMovePlayer):
        def choose_move(self, game, level, stop, on_info):  # type: ignore[no-untyped-def]
            if on_info is not None:
                on_info(ThinkingInfo(5, 250, 900, ""))  # the computer: 2.5 men ahead
            return game.legal_moves()[0]

    app = make_app(player=Scoring())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"11-15", "enter")
        await pilot.pause()
        assert "Évaluation : -2,5 pour vous" in app.screen.query_one("#engine").text
    again = DamesApp(player=FirstMovePlayer())
    async with again.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert "Évaluation : -2,5 pour vous" in again.screen.query_one("#engine").text


async def test_moves_played_are_counted_alike_everywhere(tmp_path: Path) -> None:
    game = Game(ENGLISH)
    for text in ("11-15", "23-19", "8-11"):
        game.play_text(text)
    source = tmp_path / "three.pdn"
    source.write_text(game.to_pdn({"Black": "Vous", "White": "Ordinateur (niveau 2)"}))
    storage.autosave(game, Color.BLACK, 2)
    app = DamesApp(player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        summary = str(app.screen.query_one("#resume-summary").render())
        assert "2 coups joués" in summary  # 3 plies: moves 1 and 2 of the list
        await pilot.press("c")
        await pilot.pause()
        game_screen(app).open_pdn(source)
        await pilot.pause()
        await pilot.press("y")  # leave the game in progress
        await pilot.pause()
        assert any("three.pdn chargée : 2 coups joués" in n for n in notes(app)), notes(app)


async def test_flipping_turns_this_game_only() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        assert screen.flipped  # Black, the player, at the bottom
        await pilot.press("f")
        assert not screen.flipped
        assert storage.load_settings().value.bottom == "player"
        app.start_game(GameSetup(ENGLISH, Color.BLACK, 2))
        await pilot.pause()
        assert game_screen(app).flipped  # a new game: the saved choice again


async def test_a_game_given_as_pdn_keeps_the_side_its_tags_give_the_player(
    tmp_path: Path,
) -> None:
    won = Game(ENGLISH, parse_fen("B:W14:B10,1", ENGLISH))
    won.play_text("10x17")
    source = tmp_path / "won.pdn"
    source.write_text(won.to_pdn({"Black": "Vous", "White": "Ordinateur (niveau 3)"}))
    game = storage.load_games_pdn(source).games[0]
    setup = GameSetup(game.rules, None, 3, game.start, game, origin="pdn")  # as `dames play --pdn`
    app = DamesApp(setup, player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        title = str(app.screen.query_one("#result-title").render())
        assert title == "Vous avez gagné !"  # as Black, the side the file gives the player
        await pilot.press("escape")
        assert game_screen(app).human is Color.BLACK
    assert storage.load_stats().value.tally(apart=None) == storage.Tally()  # not a new result


async def test_a_foreign_game_given_as_pdn_asks_for_the_side(tmp_path: Path) -> None:
    game = Game(ENGLISH, tags={"White": "Tinsley", "Black": "Chinook"})
    game.play_text("11-15")
    setup = GameSetup(game.rules, None, 3, game.start, game, origin="pdn")
    app = DamesApp(setup, player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Quel camp jouez-vous ?" in str(app.screen.query_one("#question").render())
        await pilot.click("#side-white")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.human is Color.WHITE and screen.played.origin == "pdn"


async def test_every_game_of_a_file_is_offered_around_a_bad_one(tmp_path: Path) -> None:
    good = '[Event "G{n}"]\n[GameType "21"]\n1. 11-15 23-19 *\n\n'
    bad = '[Event "Bad"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-12 12-16 *\n\n'
    source = tmp_path / "club.pdn"
    source.write_text(good.format(n=1) + bad + good.format(n=3) + good.format(n=4))
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        game_screen(app).open_pdn(source)
        await pilot.pause()
        games = app.screen.query_one("#games", OptionList)
        assert games.option_count == 4
        assert [games.get_option_at_index(i).disabled for i in range(4)] == [
            False, True, False, False,
        ]  # fmt: skip
        games.highlighted = 3
        await pilot.press("enter")
        await pilot.pause()
        await pilot.click("#side-black")
        await pilot.pause()
        assert game_screen(app).game.tags.get("Event") == "G4"


async def test_a_game_whose_side_to_move_is_unknown_asks_it(tmp_path: Path) -> None:
    source = tmp_path / "problem.pdn"
    source.write_text('[Event "Problème"]\n[GameType "21"]\n[FEN "?:W18,19:B14,15"]\n*\n')
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        game_screen(app).open_pdn(source)
        await pilot.pause()
        assert "Qui joue le premier coup ?" in str(app.screen.query_one("#question").render())
        await pilot.click("#side-white")  # White to move in the problem
        await pilot.pause()
        await pilot.click("#side-white")  # and the player takes White
        await pilot.pause()
        screen = game_screen(app)
        assert screen.game.start.turn is Color.WHITE and screen.human is Color.WHITE


async def test_a_position_given_with_an_unknown_side_to_move_asks_it() -> None:
    from dames_tui.notation import read_fen

    reading = read_fen("?:W18,19:B14,15", ENGLISH)  # either side could move
    setup = GameSetup(ENGLISH, Color.WHITE, 2, reading.position, turn=reading)
    app = DamesApp(setup, player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Qui joue le premier coup ?" in str(app.screen.query_one("#question").render())
        await pilot.click("#side-black")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.game.start.turn is Color.BLACK and screen.game.ply == 1  # the computer


async def test_the_statistics_show_every_variant_played() -> None:
    from dames_tui.core import find_rules
    from dames_tui.ui.texts import variant_name

    played = ("english", "thai", "canadian", "italian", "antidraughts", "russian")
    for number, name in enumerate(played):
        storage.record_game(f"v{number}", name, Color.WHITE, 1, "start", "win")
    app = make_app(new_game=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        labels = [row[0] for row in stats_lines(app.translator, screen.stats)]
        for name in played:
            assert variant_name(app.translator, find_rules(name)) in labels
        assert "Dames brésiliennes (8×8)" not in labels  # no game, no line
        close = screen.query_one("#close")
        assert close.region.bottom <= 24  # the table scrolls, the button stays in view


async def test_each_variant_brings_back_its_own_side_and_level() -> None:
    settings = Settings(language="fr").remembering("international", Color.BLACK, 5)
    settings = settings.remembering("english", Color.WHITE, 1)
    app = DamesApp(settings=settings, player=FirstMovePlayer())
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert (screen.chosen_rules().name, screen.chosen_side()) == ("english", Color.WHITE)
        assert screen.query_one("#level", Select).value == 1
        await choose_variant(pilot, "international")
        assert screen.chosen_side() is Color.BLACK
        assert screen.query_one("#level", Select).value == 5
        await choose_variant(pilot, "russian")  # never played: the first mover
        assert screen.chosen_side() is Color.WHITE
        await choose_variant(pilot, "international")
        await pilot.click("#start")
        await pilot.pause()
        assert app.screen.game.rules.name == "international"
    saved = storage.load_settings().value
    assert saved.choice_for("international") == (Color.BLACK, 5)
    assert saved.choice_for("english") == (Color.WHITE, 1)
