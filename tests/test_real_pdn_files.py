"""Real PDN files (tests/data/, sources in tests/data/SOURCES.md): every good
game replays, the known bad ones are reported with their reason and do not
stop the others, and `dames check` gives the totals."""

from __future__ import annotations

from pathlib import Path

import pytest

from dames_tui.cli import main
from dames_tui.core import ENGLISH, INTERNATIONAL, Rules
from dames_tui.storage import load_games_pdn

DATA = Path(__file__).parent / "data"

# file -> (variant, games, numbers of the bad games)
FILES: dict[str, tuple[Rules, int, list[int]]] = {
    "DUTCH96H.pdn": (INTERNATIONAL, 13, []),
    "OCA_2.0.pdn": (ENGLISH, 43, []),
    "nk_ronde_01.pdn": (INTERNATIONAL, 7, []),
    "tinsley_slice.pdn": (ENGLISH, 6, [2, 5]),
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
        (sorted(FILES), 1, "total: 4 files, 69 games: 67 good, 2 bad"),
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
