"""`dames review FILE.pdn`: the moves with their marks and the better move,
each side's accuracy, the annotated game written and read back, progress
off and on a terminal, and one translated line (exit 2) for bad input."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

from dames_tui.cli import main
from dames_tui.game.pdn import replay_pdn
from dames_tui.notation import printable, read_pdn
from dames_tui.review import Mark, review_from_pdn

DATA = Path(__file__).parent / "data"


def review(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], list[str]]:
    status = main(["review", *argv])
    out, err = capsys.readouterr()
    return status, out.splitlines(), err.splitlines()


def planted(tmp_path: Path, variant: str = "english") -> str:
    target = tmp_path / f"{variant}.pdn"
    shutil.copy(DATA / f"review_blunder_{variant}.pdn", target)
    return str(target)


def write(tmp_path: Path, name: str, content: str | bytes) -> str:
    path = tmp_path / name
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return str(path)


def test_the_planted_blunder_is_marked_with_the_better_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = planted(tmp_path)
    status, out, err = review(capsys, path, "--depth", "6", "--lang", "en")
    assert status == 0
    assert out[0] == f"{path}, game 1: English checkers, *"
    assert out[1] == "Analysed at depth 6; scores for White, in men."
    moves = out[2:6]
    assert moves[0].split()[:2] == ["1.", "15-19??"]
    # several quiet moves keep Black's extra man (4-8 and 5-9 within 0.05 of
    # each other from depth 6 to 13): the one named must keep it
    found = re.search(r"(-?\d+\.\d+)  blunder; better: (\d+-\d+) \((-?\d+\.\d+)\)", moves[0])
    assert found is not None, moves[0]
    played, better, better_score = found.groups()
    assert better != "15-19" and float(played) - float(better_score) >= 1.0
    assert [line.split()[1] for line in moves[1:]] == ["27-24", "20x27", "31x15"]
    assert not any("better" in line or "?" in line for line in moves[1:])
    assert out[6].startswith("White: accuracy 100 %")
    assert out[7].startswith("Black: accuracy ") and out[7].endswith(
        "(inaccuracies 0, mistakes 0, blunders 1)"
    )
    # off a terminal: plain progress lines on standard error, the last one complete
    assert err and err[-1] == "reviewing: 4/4 moves"
    assert all(line.startswith("reviewing: ") for line in err)


def test_international_in_french_by_default(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = planted(tmp_path, "international")
    status, out, err = review(capsys, path, "--depth", "6")
    assert status == 0
    assert out[0] == f"{path}, partie 1 : Dames internationales, *"
    assert out[2].split()[:2] == ["1...", "7-11??"]
    assert "gaffe ; meilleur : " in out[2]
    assert out[-2].startswith("Blancs : précision 100 %")
    assert out[-1].startswith("Noirs : précision ") and "gaffes 1)" in out[-1]
    assert err[-1] == "analyse : 4/4 coups"


def test_out_writes_the_annotated_game_and_a_second_run_reads_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = planted(tmp_path)
    out_path = tmp_path / "reviewed.pdn"
    status, first, _ = review(capsys, path, "--depth", "5", "--out", str(out_path), "--lang", "en")
    assert status == 0 and first[-1] == f"Annotated game written to {out_path}."
    text = out_path.read_text(encoding="utf-8")
    assert "15-19??" in text and re.search(r"\d+-\d+ better", text)
    game = replay_pdn(read_pdn(text)[0]).game
    stored = review_from_pdn(game)
    assert stored is not None and stored.complete
    assert [ply.mark for ply in stored.plies] == [Mark.BLUNDER, None, None, None]
    # read back without a search: the same lines, and a note saying so
    status, second, err = review(capsys, str(out_path), "--lang", "en")
    assert status == 0 and err == []
    assert second[2] == "Review read from the file (--fresh to redo it)."
    assert second[3:] == [line for line in first[2:-1]]
    # --fresh, or another budget, analyses again
    status, _, err = review(capsys, str(out_path), "--fresh", "--depth", "5", "--lang", "en")
    assert status == 0 and err[-1] == "reviewing: 4/4 moves"
    status, _, err = review(capsys, str(out_path), "--depth", "4", "--lang", "en")
    assert status == 0 and err[-1] == "reviewing: 4/4 moves"


def test_a_terminal_gets_a_progress_bar(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    status, out, err = review(capsys, planted(tmp_path), "--depth", "3", "--lang", "en")
    assert status == 0 and len(out) == 8
    assert not any(line.startswith("reviewing: ") for line in err)


def test_the_players_names_and_the_result_are_in_the_header(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (DATA / "review_blunder_english.pdn").read_text(encoding="utf-8")
    text = text.replace('[White "?"]', '[White "Ann\x1b[31m"]').replace(
        '[Black "?"]', '[Black "Bob"]'
    )
    text = text.replace('[Result "*"]', '[Result "1-0"]').replace(" *\n", " 1-0\n")
    path = write(tmp_path, "named.pdn", text)
    status, out, _ = review(capsys, path, "--depth", "3", "--lang", "en")
    assert status == 0
    ann = printable("Ann\x1b[31m")
    assert "\x1b" not in ann
    assert out[0] == f"{path}, game 1: English checkers, {ann} – Bob, 1-0"
    assert out[-2].startswith(f"White ({ann}): accuracy")
    assert out[-1].startswith("Black (Bob): accuracy")


def bad_inputs(tmp_path: Path) -> list[tuple[list[str], str]]:
    good = planted(tmp_path)
    illegal = write(tmp_path, "illegal.pdn", '[GameType "21"]\n1. 11-15 23-19 2. 8-12 12-16 *\n')
    return [
        ([str(tmp_path / "missing.pdn")], "cannot read"),
        ([write(tmp_path, "prose.pdn", "Hello, this is no game.\n")], "is not a PDN file"),
        ([write(tmp_path, "binary.pdn", bytes(range(256)) * 4)], "is not a PDN file"),
        ([str(tmp_path)], "cannot read"),
        ([good, "--game", "0"], "--game must be 1 or more, not 0"),
        ([good, "--game", "3"], "has only one game, no game 3"),
        ([illegal], "8-12 is not legal here"),
        ([good, "--variant", "international"], "game 1:"),
        ([good, "--variant", "nonsense"], "nonsense"),
        ([good, "--depth", "2", "--out", str(tmp_path)], "cannot write"),
    ]


def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv, expected in bad_inputs(tmp_path):
        status, _, err = review(capsys, *argv, "--lang", "en")
        assert status == 2, argv
        messages = [line for line in err if not line.startswith("reviewing: ")]
        assert len(messages) == 1, (argv, err)
        assert messages[0].startswith("dames: error: ") and expected in messages[0], argv
        assert "Traceback" not in "\n".join(err)


def test_bad_input_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = review(capsys, planted(tmp_path), "--game", "2")
    assert status == 2
    assert err == [
        f"dames : erreur : {tmp_path / 'english.pdn'} ne contient qu'une partie, pas de partie 2"
    ]


def test_the_help_names_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help", "--lang", "en"])
    assert "review" in capsys.readouterr().out


def test_review_needs_no_textual(tmp_path: Path) -> None:
    import subprocess

    path = planted(tmp_path)
    code = (
        "import sys\n"
        "import dames_tui.review\n"
        "from dames_tui.cli import main\n"
        f"assert main(['review', {path!r}, '--depth', '2']) == 0\n"
        "assert 'textual' not in sys.modules, 'textual loaded'\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "15-19??" in result.stdout
