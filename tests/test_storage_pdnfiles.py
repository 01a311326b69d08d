"""Storage: PDN files chosen by the player (save one game, load a file)."""

from __future__ import annotations

import datetime
import errno
import os
from pathlib import Path

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, PdnError
from dames_tui.game import Game, Termination
from dames_tui.notation import parse_fen, read_pdn
from dames_tui.storage import StorageError, load_games_pdn, save_game_pdn
from dames_tui.storage.pdnfiles import PdnFile

DAY = datetime.date(2024, 3, 9)

GOOD_1 = """[Event "Club"]
[White "Dupont"]
[Black "Martin"]
[GameType "21"]

1. 11-15 23-19 2. 8-11 22-17 *
"""
GOOD_2 = """[Event "Open"]
[GameType "20"]

1. 32-28 19-23 2. 28x19 14x23 *
"""


def english_game() -> Game:
    game = Game(ENGLISH)
    for text in [
        "11-15",
        "23-19",
        "8-11",
        "22-17",
        "4-8",
        "17-13",
        "15-18",
        "19-15",
        "10x19",
        "24x15",
    ]:
        game.play_text(text)
    return game


def test_save_fills_the_tags(tmp_path: Path) -> None:
    path = save_game_pdn(english_game(), tmp_path / "sub" / "game.pdn", {"White": "Ann"}, today=DAY)
    assert path == tmp_path / "sub" / "game.pdn"
    tags = read_pdn(path.read_text())[0].tags
    assert tags["Event"] == "dames_tui"
    assert tags["Date"] == "2024.03.09"
    assert tags["White"] == "Ann" and tags["Black"] == "?"
    assert tags["Result"] == "*" and tags["GameType"] == "21"
    assert "FEN" not in tags


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    game = english_game()
    game.tags["Event"] = "Entraînement"
    path = save_game_pdn(game, tmp_path / "g.pdn", {"Black": "Léa"})
    loaded = load_games_pdn(path)
    assert loaded.fault is None and len(loaded.entries) == 1
    assert loaded.games == [loaded.entries[0].game]
    restored = loaded.games[0]
    assert restored.moves == game.moves and restored.position == game.position
    assert restored.tags["Event"] == "Entraînement" and restored.tags["Black"] == "Léa"
    assert restored.tags["Date"] == datetime.date.today().strftime("%Y.%m.%d")


def test_set_up_start_and_result(tmp_path: Path) -> None:
    start = parse_fen("W:W31,32,K45:B5,6,10", INTERNATIONAL)
    game = Game(INTERNATIONAL, start)
    game.play(game.legal_moves()[0])
    game.resign(Color.BLACK)
    path = save_game_pdn(game, tmp_path / "fen.pdn", today=DAY)
    tags = read_pdn(path.read_text())[0].tags
    assert tags["FEN"] == "W:W31,32,K45:B5,6,10"
    assert tags["Result"] == "2-0" and tags["GameType"] == "20"
    loaded = load_games_pdn(path, apply_result=True)
    assert loaded.fault is None and loaded.entries[0].result == "2-0"
    [restored] = loaded.games
    assert restored.start == start
    assert restored.outcome is not None
    assert restored.outcome.termination is Termination.RESIGNATION
    [played_on] = load_games_pdn(path).games
    assert not played_on.is_over  # by default the game can be played on


def test_save_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "dir.pdn").mkdir()
    with pytest.raises(StorageError):
        save_game_pdn(english_game(), tmp_path / "dir.pdn")
    old = tmp_path / "old.pdn"
    old.write_text(GOOD_1)

    def full(src: object, dst: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(StorageError) as caught:
        save_game_pdn(english_game(), old)
    assert caught.value.reason == "no_space"
    assert old.read_text() == GOOD_1


def test_several_games(tmp_path: Path) -> None:
    path = tmp_path / "two.pdn"
    path.write_text(GOOD_1 + "\n" + GOOD_2)
    loaded = load_games_pdn(path)
    assert loaded.fault is None and loaded.bad == []
    assert [entry.number for entry in loaded.entries] == [1, 2]
    assert [g.rules for g in loaded.games] == [ENGLISH, INTERNATIONAL]
    assert [len(g.moves) for g in loaded.games] == [4, 4]
    assert [entry.name for entry in loaded.entries] == ["Club: Dupont - Martin", "Open"]


def load(tmp_path: Path, text: str | bytes) -> PdnFile:
    path = tmp_path / "file.pdn"
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return load_games_pdn(path)


def test_illegal_move_names_the_game_and_the_move(tmp_path: Path) -> None:
    bad = GOOD_1.replace("Club", "Coupe").replace("22-17", "22-15")
    loaded = load(tmp_path, GOOD_2 + "\n" + bad + "\n" + GOOD_1)
    assert [entry.ok for entry in loaded.entries] == [True, False, True]
    assert [g.rules for g in loaded.games] == [INTERNATIONAL, ENGLISH]
    entry = loaded.entries[1]
    assert entry.game is None and entry.name == "Coupe: Dupont - Martin"
    error = entry.fault
    assert error is not None and error.code == "bad_game"
    assert (error.game, error.event, error.white, error.black) == (2, "Coupe", "Dupont", "Martin")
    assert "move 2 (White): 22-15" in error.detail
    assert str(error).startswith("file.pdn, game 2 (Coupe: Dupont - Martin): move 2 (White): 22-15")
    assert "\n" not in str(error)
    assert isinstance(error.error, PdnError) and error.error.code == "pdn.move_illegal"


def test_syntax_error_names_the_game_and_the_line(tmp_path: Path) -> None:
    bad = GOOD_1.replace("Club", "Coupe").replace("8-11", "8-11 ??? foo")
    loaded = load(tmp_path, GOOD_1 + "\n" + GOOD_2 + "\n" + bad + "\n" + GOOD_2)
    assert [entry.ok for entry in loaded.entries] == [True, True, False, True]
    error = loaded.entries[2].fault
    assert error is not None and error.code == "bad_game" and error.game == 3
    assert error.event == "Coupe" and error.white == "Dupont"
    assert "line 18" in error.detail and "foo" in error.detail


def test_syntax_error_in_a_game_without_tags(tmp_path: Path) -> None:
    loaded = load(tmp_path, "1. 11-15 23-19 *\n1. 9-13 foo *\n1. 9-14 22-18 *\n")
    assert [entry.ok for entry in loaded.entries] == [True, False, True]
    error = loaded.entries[1].fault
    assert error is not None and error.game == 2 and error.game_name is None
    assert str(error) == "file.pdn, game 2: line 2: unexpected token 'foo'"


def test_every_game_is_offered_whatever_fails_before_it(tmp_path: Path) -> None:
    # today's reading stopped at the first bad game: the games after it were lost
    games = [GOOD_2.replace("Open", f"Round {n}") for n in range(1, 21)]
    games[3] = games[3].replace("28x19", "28x17")  # game 4: an illegal move
    games[7] = games[7].replace("14x23", "14x23 {never closed")  # game 8: eats its line
    games[13] = games[13].replace("19-23", "19-23 ]")  # game 14: a stray bracket
    loaded = load(tmp_path, "\n".join(games))
    assert loaded.fault is None
    assert [entry.number for entry in loaded.entries] == list(range(1, 21))
    assert [entry.number for entry in loaded.bad] == [4, 8, 14]
    assert len(loaded.games) == 17
    assert [entry.name for entry in loaded.entries][8] == "Round 9"
    codes = [entry.fault.error.code for entry in loaded.bad if entry.fault and entry.fault.error]
    assert codes == ["pdn.move_illegal", "pdn.at_line", "pdn.at_line"]
    assert all(entry.fault and entry.fault.game == entry.number for entry in loaded.bad)


def test_unknown_gametype(tmp_path: Path) -> None:
    loaded = load(tmp_path, GOOD_1.replace('"21"', '"77"'))
    assert loaded.games == [] and loaded.fault is None
    error = loaded.entries[0].fault
    assert error is not None and error.game == 1 and "GameType" in error.detail


@pytest.mark.parametrize("text", ["", "Hello, world\n", "{just a comment}", b"\x00\x01\x02"])
def test_not_pdn(tmp_path: Path, text: str | bytes) -> None:
    loaded = load(tmp_path, text)
    assert loaded.entries == () and loaded.games == []
    error = loaded.fault
    assert error is not None and error.code == "not_pdn" and error.game is None
    assert "no game found" in str(error)


def test_unreadable(tmp_path: Path) -> None:
    loaded = load_games_pdn(tmp_path / "missing.pdn")
    assert loaded.entries == ()
    error = loaded.fault
    assert error is not None and error.code == "unreadable"
    assert str(error) == "missing.pdn: no such file or directory"
    loaded = load_games_pdn(tmp_path)
    assert loaded.entries == () and loaded.fault is not None
    assert loaded.fault.code == "unreadable"


def test_a_fifo_is_refused_not_read(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.pdn"
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    os.mkfifo(fifo)
    loaded = load_games_pdn(fifo)  # reading it would wait for a writer for ever
    assert loaded.fault is not None and loaded.fault.code == "unreadable"


def test_latin1_file(tmp_path: Path) -> None:
    loaded = load(tmp_path, GOOD_1.replace("Dupont", "Lefèvre").encode("latin-1"))
    assert loaded.fault is None and loaded.games[0].tags["White"] == "Lefèvre"


def test_utf8_with_bom(tmp_path: Path) -> None:
    loaded = load(tmp_path, b"\xef\xbb\xbf" + GOOD_1.replace("Dupont", "Lefèvre").encode())
    assert loaded.fault is None and loaded.games[0].tags["White"] == "Lefèvre"


def test_names_and_messages_are_printable(tmp_path: Path) -> None:
    text = GOOD_1.replace("Dupont", "Du\x1b[2Jpont\x07").replace("22-17", "22-15")
    loaded = load(tmp_path, text)
    [entry] = loaded.entries
    assert entry.tags["White"] == "Du\x1b[2Jpont\x07"  # the data as the file has it
    assert entry.name == "Club: Du\ufffdpont\ufffd - Martin"
    assert entry.fault is not None and "\x1b" not in str(entry.fault)


# ------------------------------------------------- a FEN whose side is "?"


def test_a_side_that_the_moves_tell_is_known(tmp_path: Path) -> None:
    loaded = load(tmp_path, '[GameType "21"]\n[FEN "?:W18,22:B10,11"]\n1. 18-14 *\n')
    [entry] = loaded.entries
    assert entry.game is not None and entry.side_known
    assert entry.game.start.turn is Color.WHITE and entry.game.ply == 1


def test_a_side_nothing_tells_is_to_ask(tmp_path: Path) -> None:
    loaded = load(tmp_path, '[GameType "21"]\n[FEN "?:W18,22:B10,11"]\n*\n')
    [entry] = loaded.entries
    assert entry.game is not None and not entry.side_known
    assert entry.game.turn is ENGLISH.first_to_move  # a default until the player says
    assert entry.with_side(Color.WHITE).turn is Color.WHITE
    assert entry.with_side(Color.BLACK).turn is Color.BLACK


# -------------------------------------------------------- dames play --pdn


def test_play_takes_game_20_when_game_14_is_bad(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dames_tui.cli import main
    from dames_tui.ui.app import DamesApp

    games = [GOOD_2.replace("Open", f"Round {n}") for n in range(1, 21)]
    games[13] = games[13].replace("28x19", "28x17")
    games[19] = games[19].replace("14x23", "14x23 3. 37-32")
    path = tmp_path / "twenty.pdn"
    path.write_text("\n".join(games), encoding="utf-8")
    started: list[DamesApp] = []
    monkeypatch.setattr(DamesApp, "run", lambda self: started.append(self))
    assert main(["play", "--pdn", str(path), "--game", "20"]) == 0
    setup = started[0].initial_setup
    assert setup is not None and setup.game is not None
    assert setup.game.tags["Event"] == "Round 20" and setup.game.ply == 5


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        (
            "en",
            (
                "dames: error: twenty.pdn, game 14 (Round 14): move 2 (White): 28x17 is not legal"
                " here (no legal move from 28 to 17: square 17 is occupied)\n"
            ),
        ),
        (
            "fr",
            (
                "dames : erreur : twenty.pdn, partie 14 (Round 14) : coup 2 des Blancs :"
                " « 28x17 » n'est pas permis ici (la case 17 est occupée : aucun coup de 28 à 17)\n"
            ),
        ),
    ],
)
def test_play_says_when_the_game_asked_for_is_bad(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, message: str
) -> None:
    from dames_tui.cli import main

    games = [GOOD_2.replace("Open", f"Round {n}") for n in range(1, 21)]
    games[13] = games[13].replace("28x19", "28x17")
    path = tmp_path / "twenty.pdn"
    path.write_text("\n".join(games), encoding="utf-8")
    assert main(["play", "--lang", lang, "--pdn", str(path), "--game", "14"]) == 2
    assert capsys.readouterr().err == message
