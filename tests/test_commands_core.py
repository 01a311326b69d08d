"""`dames perft` and `dames moves`: output formats and one-line errors.

The errors are checked in French (the language of a run with no ``--lang``, no
settings file and ``LANG=C.UTF-8``, as conftest.py sets) and in English
(``--lang en``)."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from dames_tui.cli import main

WOLDOUBY = "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_perft_prints_one_line_per_depth(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "perft", "--variant", "english", "--depth", "4")
    assert status == 0
    lines = out.splitlines()
    assert [line.split("  ")[0] for line in lines] == [
        "perft(1) = 7",
        "perft(2) = 49",
        "perft(3) = 302",
        "perft(4) = 1469",
    ]
    assert all("leaves/s" in line for line in lines)


def test_perft_from_a_fen(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "perft", "--variant", "10x10", "--fen", WOLDOUBY, "--depth", "6")
    assert status == 0
    assert out.splitlines()[-1].startswith("perft(6) = 590 ")


def test_perft_divide_sums_to_the_total(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "perft", "--variant", "intl", "--depth", "3", "--divide")
    assert status == 0
    divided = [line for line in out.splitlines() if not line.startswith("perft(")]
    assert len(divided) == 9
    assert divided[0] == "31-26: 80"
    assert sum(int(line.split(": ")[1]) for line in divided) == 658


def test_moves_in_pdn_and_hub_formats(capsys: pytest.CaptureFixture[str]) -> None:
    fen = "B:W18,K27:B14,10"
    status, out, _ = run(capsys, "moves", "--variant", "english", "--fen", fen)
    assert (status, out) == (0, "14x23x32\n")
    status, out, _ = run(capsys, "moves", "--variant", "english", "--fen", fen, "--format", "hub")
    assert (status, out) == (0, "14x32x18x27\n")


def test_moves_reads_several_fens_from_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("W:W31:B\n\nW:W18:B12,13\n"))
    status, out, _ = run(capsys, "moves", "--variant", "international", "--fen", "-")
    assert status == 0
    assert out.splitlines() == ["# W:W31:B", "31-26", "31-27", "# W:W18:B12,13", "18x7", "18x9"]


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ([], "dames : erreur : ligne 1 : le trait doit être W ou B, pas « garbage »"),
        (["--lang", "en"], "dames: error: line 1: bad side to move 'garbage' (expected W or B)"),
    ],
)
def test_moves_from_stdin_reports_a_bad_line_and_goes_on(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: list[str], head: str
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("garbage\nW:W31:B\n"))
    status, out, err = run(capsys, *lang, "moves", "--variant", "international", "--fen", "-")
    assert status == 2
    assert out.splitlines() == ["# W:W31:B", "31-26", "31-27"]
    assert err == head + "\n"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["perft", "--variant", "chess", "--depth", "2"], "variante inconnue « chess »"),
        (["perft", "--variant", "english", "--fen", "W:W1:B5", "--depth", "1"], "promotion"),
        (["moves", "--variant", "english", "--fen", "B:W33:B1"], "case 33"),
        (["moves", "--variant", "english", "--fen", "B:W5,5:B1"], "deux fois"),
        (["moves", "--variant", "english", "--fen", "nonsense"], "dames : erreur : "),
        (["perft", "--variant", "english", "--depth", "0"], "au moins 1"),
        (["perft", "--variant", "english", "--depth", "two"], "n'est pas un nombre entier"),
        (
            ["--lang", "en", "perft", "--variant", "chess", "--depth", "2"],
            "unknown variant 'chess'",
        ),
        (["perft", "--fen", "W:W1:B5", "--depth", "1", "--lang", "en"], "crowning row"),
        (["--lang", "en", "moves", "--variant", "english", "--fen", "B:W33:B1"], "square 33"),
        (["--lang", "en", "moves", "--variant", "english", "--fen", "B:W5,5:B1"], "twice"),
        (["--lang", "en", "moves", "--fen", "nonsense"], "dames: error: bad side to move"),
        (["--lang", "en", "perft", "--variant", "english", "--depth", "0"], "at least 1"),
        (["perft", "--depth", "two", "--lang", "en"], "not a whole number"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(argv: list[str], message: str) -> None:
    # a real process (with the environment of conftest.py): the exit status
    # and stderr as a user sees them
    result = subprocess.run(
        [sys.executable, "-m", "dames_tui", *argv],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_perft_divide_writes_the_variants_own_notation(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from dames_tui.core import Position, find_rules
    from dames_tui.notation import format_move

    status, out, _ = run(capsys, "perft", "--variant", "russian", "--depth", "2", "--divide")
    assert status == 0
    divided = dict(line.split(": ") for line in out.splitlines() if not line.startswith("perft("))
    start = Position.initial(find_rules("russian"))
    assert set(divided) == {format_move(m, start.rules) for m in start.legal_moves()}
    assert "c3-d4" in divided  # algebraic, as Russian players write
    assert sum(int(n) for n in divided.values()) == 49  # PERFT.md, depth 2


@pytest.mark.parametrize("command", ["perft", "analyse", "bench", "moves", "play"])
def test_every_variant_option_lists_the_registry(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help", "--lang", "en"])
    text = " ".join(capsys.readouterr().out.split())
    assert "english, international, brazilian, russian" in text
    assert "english-giveaway" in text
