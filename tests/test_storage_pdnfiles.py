"""Storage: PDN files chosen by the player (save one game, load a file)."""

from __future__ import annotations

import datetime
import errno
import os
from pathlib import Path

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Color
from dames_tui.game import Game, Termination
from dames_tui.notation import parse_fen, read_pdn
from dames_tui.storage import PdnLoadError, StorageError, load_games_pdn, save_game_pdn

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
    games, error = load_games_pdn(path)
    assert error is None and len(games) == 1
    loaded = games[0]
    assert loaded.moves == game.moves and loaded.position == game.position
    assert loaded.tags["Event"] == "Entraînement" and loaded.tags["Black"] == "Léa"
    assert loaded.tags["Date"] == datetime.date.today().strftime("%Y.%m.%d")


def test_set_up_start_and_result(tmp_path: Path) -> None:
    start = parse_fen("W:W31,32,K45:B5,6,10", INTERNATIONAL)
    game = Game(INTERNATIONAL, start)
    game.play(game.legal_moves()[0])
    game.resign(Color.BLACK)
    path = save_game_pdn(game, tmp_path / "fen.pdn", today=DAY)
    tags = read_pdn(path.read_text())[0].tags
    assert tags["FEN"] == "W:W31,32,K45:B5,6,10"
    assert tags["Result"] == "2-0" and tags["GameType"] == "20"
    games, error = load_games_pdn(path, apply_result=True)
    assert error is None
    assert games[0].start == start
    assert games[0].outcome is not None
    assert games[0].outcome.termination is Termination.RESIGNATION
    games, _ = load_games_pdn(path)
    assert not games[0].is_over  # by default the game can be played on


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
    games, error = load_games_pdn(path)
    assert error is None
    assert [g.rules for g in games] == [ENGLISH, INTERNATIONAL]
    assert [len(g.moves) for g in games] == [4, 4]


def load(tmp_path: Path, text: str | bytes) -> tuple[list[Game], PdnLoadError | None]:
    path = tmp_path / "file.pdn"
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return load_games_pdn(path)


def test_illegal_move_names_the_game_and_the_move(tmp_path: Path) -> None:
    bad = GOOD_1.replace("Club", "Coupe").replace("22-17", "22-15")
    games, error = load(tmp_path, GOOD_2 + "\n" + bad + "\n" + GOOD_1)
    assert len(games) == 1 and games[0].rules is INTERNATIONAL
    assert error is not None and error.code == "bad_game"
    assert (error.game, error.event, error.white, error.black) == (2, "Coupe", "Dupont", "Martin")
    assert "move 2 (White): 22-15" in error.detail
    assert str(error).startswith("file.pdn, game 2 (Coupe: Dupont - Martin): move 2 (White): 22-15")
    assert "\n" not in str(error)


def test_syntax_error_names_the_game_and_the_line(tmp_path: Path) -> None:
    bad = GOOD_1.replace("Club", "Coupe").replace("8-11", "8-11 ??? foo")
    games, error = load(tmp_path, GOOD_1 + "\n" + GOOD_2 + "\n" + bad)
    assert len(games) == 2
    assert error is not None and error.code == "bad_game" and error.game == 3
    assert error.event == "Coupe" and error.white == "Dupont"
    assert "line 18" in error.detail and "foo" in error.detail


def test_syntax_error_in_a_game_without_tags(tmp_path: Path) -> None:
    games, error = load(tmp_path, "1. 11-15 23-19 *\n1. 9-13 foo *\n")
    assert len(games) == 1
    assert error is not None and error.game == 2 and error.game_name is None
    assert str(error) == "file.pdn, game 2: line 2: unexpected token 'foo'"


def test_unknown_gametype(tmp_path: Path) -> None:
    games, error = load(tmp_path, GOOD_1.replace('"21"', '"25"'))
    assert games == []
    assert error is not None and error.game == 1 and "GameType" in error.detail


@pytest.mark.parametrize("text", ["", "Hello, world\n", "{just a comment}", b"\x00\x01\x02"])
def test_not_pdn(tmp_path: Path, text: str | bytes) -> None:
    games, error = load(tmp_path, text)
    assert games == []
    assert error is not None and error.code == "not_pdn" and error.game is None
    assert "no game found" in str(error)


def test_unreadable(tmp_path: Path) -> None:
    games, error = load_games_pdn(tmp_path / "missing.pdn")
    assert games == []
    assert error is not None and error.code == "unreadable"
    assert str(error) == "missing.pdn: no such file or directory"
    games, error = load_games_pdn(tmp_path)
    assert games == [] and error is not None and error.code == "unreadable"


def test_latin1_file(tmp_path: Path) -> None:
    games, error = load(tmp_path, GOOD_1.replace("Dupont", "Lefèvre").encode("latin-1"))
    assert error is None and games[0].tags["White"] == "Lefèvre"


def test_utf8_with_bom(tmp_path: Path) -> None:
    games, error = load(tmp_path, b"\xef\xbb\xbf" + GOOD_1.replace("Dupont", "Lefèvre").encode())
    assert error is None and games[0].tags["White"] == "Lefèvre"
