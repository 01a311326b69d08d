"""Real PDN files (tests/data/, sources in tests/data/SOURCES.md): every good
game replays, the known bad ones are reported with their reason and do not
stop the others, and `dames check` gives the totals."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dames_tui.cli import main
from dames_tui.core import ENGLISH, INTERNATIONAL, PdnError, Rules, find_rules
from dames_tui.core.topology import topology_for
from dames_tui.game.pdn import game_to_pdn, replay_pdn
from dames_tui.notation import read_pdn
from dames_tui.storage import load_games_pdn

DATA = Path(__file__).parent / "data"
RUSSIAN = find_rules("russian")
ITALIAN = find_rules("italian")

# file -> (variant, games, numbers of the bad games)
FILES: dict[str, tuple[Rules, int, list[int]]] = {
    "DUTCH96H.pdn": (INTERNATIONAL, 13, []),
    "OCA_2.0.pdn": (ENGLISH, 43, []),
    "nk_ronde_01.pdn": (INTERNATIONAL, 7, []),
    "tinsley_slice.pdn": (ENGLISH, 6, [2, 5]),
    "ussr1947_slice.pdn": (RUSSIAN, 12, []),
    "campionato_2005_slice.pdn": (ITALIAN, 10, [6]),
}


@pytest.mark.parametrize("name", sorted(FILES))
def test_every_good_game_replays(name: str) -> None:
    rules, count, bad = FILES[name]
    loaded = load_games_pdn(DATA / name)
    assert loaded.fault is None
    assert [entry.number for entry in loaded.entries] == list(range(1, count + 1))
    assert [entry.number for entry in loaded.bad] == bad
    assert len(loaded.games) == count - len(bad)
    assert all(game.rules is rules and game.ply > 0 for game in loaded.games)
    for entry in loaded.entries:
        if entry.game is not None:  # the whole move text replayed
            assert entry.pdn is not None and entry.game.ply == len(entry.pdn.moves)


def test_the_standard_s_own_file_with_spaces_inside_its_moves() -> None:
    loaded = load_games_pdn(DATA / "DUTCH96H.pdn")
    first = loaded.entries[0]
    assert first.name == "Dutch semifinales: H.  van der Zee - H.  Clasquin"
    assert first.game is not None and first.result == "1-0"
    assert first.game.moves_played == 53
    assert first.game.move_texts()[33] == "1-6"  # "17. 43-39  1- 6" in the file


def test_the_known_bad_games_of_tinsley_say_why() -> None:
    loaded = load_games_pdn(DATA / "tinsley_slice.pdn")
    illegal, garbled = loaded.bad
    assert illegal.name == "Petal 1981, game 18: M Tinsley - AA Long"
    assert illegal.fault is not None and illegal.fault.error is not None
    assert illegal.fault.error.code == "pdn.move_illegal"
    assert illegal.fault.detail.startswith(
        "move 62 (Black): 32-28 is not legal here (no legal move from 32 to 28: square 32 is empty)"
    )
    assert garbled.name == "Petal 1987, game 15: MF Tinsley - DM Lafferty"
    assert garbled.fault is not None and garbled.fault.error is not None
    assert garbled.fault.error.code == "pdn.at_line"
    assert garbled.fault.detail == (
        "line 55: unexpected token '8-11Redoversteppedthetimecontrolonthismo…'"
    )
    assert [entry.result for entry in loaded.entries] == [
        "1/2-1/2", "0-1", "1/2-1/2", "1/2-1/2", "0-1", "1/2-1/2"
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("names", "status", "total"),
    [
        (["DUTCH96H.pdn"], 0, "total: 1 file, 13 games: 13 good, 0 bad"),
        (["tinsley_slice.pdn"], 1, "total: 1 file, 6 games: 4 good, 2 bad"),
        (["ussr1947_slice.pdn"], 0, "total: 1 file, 12 games: 12 good, 0 bad"),
        (sorted(FILES), 1, "total: 6 files, 91 games: 88 good, 3 bad"),
    ],
)
def test_dames_check_totals(
    capsys: pytest.CaptureFixture[str], names: list[str], status: int, total: str
) -> None:
    assert main(["check", "--lang", "en", *(str(DATA / name) for name in names)]) == status
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert err == "" and lines[-1] == total
    assert len(lines) == sum(FILES[name][1] for name in names) + 1


def test_dames_check_lines_on_tinsley_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(DATA / "tinsley_slice.pdn")
    assert main(["check", path]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{path}, partie 1 : ok, Dames anglaises, 20 coups, 1/2-1/2"
    assert lines[1] == (
        f"{path}, partie 2 (Petal 1981, game 18: M Tinsley - AA Long) : coup 62 des Noirs :"
        " « 32-28 » n'est pas permis ici (la case 32 est vide : aucun coup de 32 à 28)"
    )
    assert lines[4] == (
        f"{path}, partie 5 (Petal 1987, game 15: MF Tinsley - DM Lafferty) : ligne 55 :"
        " « 8-11Redoversteppedthetimecontrolonthismo… » inattendu"
    )
    assert lines[-1] == "total : 1 fichier, 6 parties : 4 bonnes, 2 mauvaises"


# ----------------------------------------------- algebraic and Italian games


def test_the_russian_games_are_read_in_algebraic_notation() -> None:
    loaded = load_games_pdn(DATA / "ussr1947_slice.pdn")
    first = loaded.entries[0]
    assert first.pdn is not None and first.game is not None
    assert first.pdn.moves[:6] == ["c3-d4", "d6-e5", "b2-c3", "e7-d6", "e3-f4", "b6-a5"]
    assert first.pdn.moves[10:12] == ["d4:b6", "a5:c7"]  # 6. d4:b6 a5:c7
    game = first.game
    # 1. c3-d4: 22-18 in Russian numbering (c3 = 22, d4 = 18); 6. d4:b6 takes c5
    assert (game.moves[0].start, game.moves[0].end) == (22, 18)
    capture = game.moves[10]
    assert (capture.start, capture.end, sorted(capture.captured)) == (18, 9, [14])
    assert first.result == "1-0" and game.moves_played == 31
    # written back in the players' notation, with the GameType that says so
    assert game.move_texts()[:2] == ["c3-d4", "d6-e5"]
    assert game.move_texts()[10] == "d4:b6"


def test_some_russian_games_are_no_brazilian_games() -> None:
    """The majority rule would refuse a move of game 3: the GameType-less
    file is read as Russian draughts, which its ':' captures point to."""
    loaded = load_games_pdn(DATA / "ussr1947_slice.pdn")
    third = loaded.entries[2].pdn
    assert third is not None
    with pytest.raises(PdnError) as caught:
        replay_pdn(third, rules=find_rules("brazilian"))
    assert caught.value.code == "pdn.move_illegal"
    assert loaded.entries[2].game is not None and loaded.entries[2].game.rules is RUSSIAN


def test_a_russian_game_round_trips_through_pdn() -> None:
    loaded = load_games_pdn(DATA / "ussr1947_slice.pdn")
    for game in loaded.games:
        text = game_to_pdn(game)
        assert '[GameType "25"]' in text
        assert re.search(r"\n1\. [a-h][1-8]-[a-h][1-8] [a-h][1-8]-[a-h][1-8] 2\. ", text)
        assert "FEN" not in text  # the game starts from the start position
        [again] = read_pdn(text)
        assert again.moves == game.move_texts()
        replayed = replay_pdn(again).game
        assert replayed.rules is RUSSIAN and replayed.moves == game.moves


def test_the_italian_games_are_numbered_from_a8() -> None:
    loaded = load_games_pdn(DATA / "campionato_2005_slice.pdn")
    first = loaded.entries[0]
    assert first.pdn is not None and first.game is not None
    assert first.pdn.tags["Bianco"] == "BORGHETTI Michele" and first.result == "1/2-1/2"
    assert first.game.rules is ITALIAN and first.game.moves_played == 63
    # 1. 23-19: Italian 23 is f3 and 19 e4 (1 = a8, 21 = b3 on the mirrored board)
    assert first.pdn.moves[0] == "23-19"
    names = [topology_for(ITALIAN).name_of(s) for s in (23, 19, 21, 1, 32)]
    assert names == ["f3", "e4", "b3", "a8", "h1"]
    # 4. 22-18 15x22: the man on f5 takes the one on e4 (f3-e4 at move 1), lands on d3
    capture = first.game.moves[7]
    assert first.pdn.moves[7] == "15x22" and sorted(capture.captured) == [19]


def test_the_ambiguous_italian_game_says_which_captures_fit() -> None:
    loaded = load_games_pdn(DATA / "campionato_2005_slice.pdn")
    [bad] = loaded.bad
    assert bad.number == 6 and bad.fault is not None and bad.fault.error is not None
    assert bad.fault.error.code == "pdn.read_as_furthest"
    assert bad.fault.detail == (
        "read as Italian draughts, which replays it furthest (no GameType tag):"
        " move 13 (Black): 3x26 is ambiguous here"
        " (ambiguous move '3x26': it could be 3x10x17x26, 3x10x19x26)"
    )
