"""`dames check FILE.pdn…`: one line per game, the totals, the exit status,
and nothing from a file reaching the terminal raw."""

from __future__ import annotations

from pathlib import Path

import pytest

from dames_tui.cli import main
from dames_tui.notation import printable

GOOD = '[Event "Open"]\n[GameType "20"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n'
BAD_MOVE = '[Event "Club"]\n[White "Ann"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-12 12-16 *\n'
BAD_WORD = "1. 11-15 23-19 2. foo 8-11 0-1\n"


def check(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], list[str]]:
    status = main(["check", *argv])
    out, err = capsys.readouterr()
    return status, out.splitlines(), err.splitlines()


def write(tmp_path: Path, name: str, text: str | bytes) -> str:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return str(path)


def test_every_game_good_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "good.pdn", GOOD + "\n" + GOOD.replace("2-0", "*"))
    status, out, err = check(capsys, "--lang", "en", path)
    assert (status, err) == (0, [])
    assert out == [
        f"{path}, game 1: ok, International draughts, 2 moves, 2-0",
        f"{path}, game 2: ok, International draughts, 2 moves, *",
        "total: 1 file, 2 games: 2 good, 0 bad",
    ]


def test_bad_games_name_the_game_and_the_move_and_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "club.pdn", f"{BAD_MOVE}\n{GOOD}\n{BAD_WORD}")
    status, out, err = check(capsys, "--lang", "en", path)
    assert (status, err) == (1, [])
    assert out == [
        (
            f"{path}, game 1 (Club: Ann): move 2 (Black): 8-12 is not legal here"
            " (no legal move from 8 to 12: square 12 is occupied)"
        ),
        f"{path}, game 2: ok, International draughts, 2 moves, 2-0",
        f"{path}, game 3: line 10: unexpected token 'foo'",
        "total: 1 file, 3 games: 1 good, 2 bad",
    ]


def test_in_french_by_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "club.pdn", BAD_MOVE + "\n" + GOOD.replace("19-23 2. 28x19 14x23 ", ""))
    status, out, _ = check(capsys, path)
    assert status == 1
    assert out == [
        (
            f"{path}, partie 1 (Club: Ann) : coup 2 des Noirs : « 8-12 » n'est pas permis ici"
            " (la case 12 est occupée : aucun coup de 8 à 12)"
        ),
        f"{path}, partie 2 : ok, Dames internationales, 1 coup, 2-0",
        "total : 1 fichier, 2 parties : 1 bonne, 1 mauvaise",
    ]


def test_a_file_that_cannot_be_read_exits_2_and_the_others_are_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = write(tmp_path, "good.pdn", GOOD)
    text = write(tmp_path, "notes.txt", "Hello, world\n")
    missing = str(tmp_path / "missing.pdn")
    status, out, err = check(capsys, "--lang", "en", missing, good, text, str(tmp_path))
    assert status == 2
    assert out == [
        f"{good}, game 1: ok, International draughts, 2 moves, 2-0",
        "total: 4 files (3 unreadable), 1 game: 1 good, 0 bad",
    ]
    assert err == [
        f"dames: error: cannot read {missing}: no such file or directory",
        f"dames: error: {text} is not a PDN file: no game found (line 1: unexpected 'Hello,')",
        f"dames: error: cannot read {tmp_path}: it is a directory",
    ]
    status, _, err = check(capsys, missing)
    assert status == 2
    assert err == [f"dames : erreur : impossible de lire {missing} : fichier introuvable"]


def test_a_side_to_ask_is_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "problem.pdn", '[GameType "21"]\n[FEN "?:W18,22:B10,11"]\n*\n')
    status, out, _ = check(capsys, "--lang", "en", path)
    assert status == 0
    assert out[0] == (
        f"{path}, game 1: ok, English checkers, 0 moves, *, side to move unknown (to ask)"
    )


def test_nothing_from_the_file_reaches_the_terminal_raw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hostile = (
        '[Event "Evil\x1b]0;pwned\x07 \x1b[2J\x9b31m"]\n[White "A\x00B\rC"]\n[GameType "21"]\n'
        "1. 11-15 23-19 2. \x1b[31mfoo\x7f\x85 *\n"
    )
    path = write(tmp_path, "evil\x1b[5m.pdn", hostile)
    status, out, err = check(capsys, "--lang", "en", path)
    assert status == 1 and err == []
    shown = "\n".join(out)
    for control in ("\x1b", "\x07", "\x00", "\r", "\x7f", "\x85", "\x9b"):
        assert control not in shown
    assert out[0] == printable(
        f"{path}, game 1 (Evil\x1b]0;pwned\x07 \x1b[2J\x9b31m: A\x00B\rC): line 4:"
        " unexpected token '\x1b'"  # then '[' opens a (bad) tag
    )
    assert "Evil\ufffd \ufffd\ufffd: A\ufffdB\ufffdC" in out[0]


def test_latin1_names_are_shown_as_letters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "old.pdn", BAD_MOVE.replace("Ann", "Lefèvre").encode("latin-1"))
    _, out, _ = check(capsys, "--lang", "en", path)
    assert out[0].startswith(f"{path}, game 1 (Club: Lefèvre): move 2 (Black)")


def test_check_needs_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as leaving:
        main(["check"])
    assert leaving.value.code == 2
    assert "FICHIER" in capsys.readouterr().err


def test_help_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["check", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("utilisation : dames check [-h]")
    words = " ".join(out.split())
    assert "les fichiers PDN à vérifier" in words
    assert "relire chaque partie de fichiers PDN" in words


def test_check_needs_no_textual(tmp_path: Path) -> None:
    import subprocess
    import sys

    path = write(tmp_path, "good.pdn", GOOD)
    code = (
        "import sys\n"
        "from dames_tui.cli import main\n"
        f"assert main(['check', {path!r}]) == 0\n"
        "assert 'textual' not in sys.modules, 'textual loaded'\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
