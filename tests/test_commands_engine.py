"""`dames analyse` and `dames bench`, run through the command line entry point."""

from __future__ import annotations

import re

import pytest

from dames_tui.cli import main
from dames_tui.core import ENGLISH, INTERNATIONAL, Position
from dames_tui.engine.bench_positions import BENCH_POSITIONS
from dames_tui.notation import parse_fen, parse_move

INFO = re.compile(
    r'^info depth=(\d+) score=-?\d+\.\d\d nodes=(\d+) time=\d+\.\d\d nps=\d+ pv="([^"]*)"$'
)


def test_analyse_prints_info_lines_then_a_legal_bestmove(
    capsys: pytest.CaptureFixture[str],
) -> None:
    fen = "B:W18,22,23,K27:B9,11,K26"
    assert main(["analyse", "--variant", "english", "--fen", fen, "--depth", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    infos = [INFO.match(line) for line in lines[:-1]]
    assert infos and all(infos), lines
    assert [int(m.group(1)) for m in infos if m] == list(range(1, len(infos) + 1))
    position = parse_fen(fen, ENGLISH)
    last_pv = infos[-1].group(3).split() if infos[-1] else []
    assert last_pv
    ply = position
    for text in last_pv:  # the line is playable, move by move
        move = parse_move(ply, text)
        ply = ply.play(move)
    best = lines[-1].split()
    assert best[0] == "bestmove"
    assert parse_move(position, best[1]) in position.legal_moves()
    assert best[1] == last_pv[0]


def test_analyse_defaults_to_the_start_position(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", "--variant", "international", "--depth", "2"]) == 0
    best = capsys.readouterr().out.splitlines()[-1].split()[1]
    start = Position.initial(INTERNATIONAL)
    assert parse_move(start, best) in start.legal_moves()


@pytest.mark.parametrize(
    "argv",
    [
        ["analyse", "--variant", "english", "--fen", "B:W99:B1", "--depth", "2"],
        ["analyse", "--variant", "english", "--fen", "not a fen", "--depth", "2"],
        ["analyse", "--variant", "chess", "--depth", "2"],
        ["bench", "--variant", "chess", "--depth", "1"],
    ],
)
def test_bad_input_is_one_stderr_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    # French: no --lang, no settings file, LANG=C.UTF-8 (conftest.py)
    assert len(captured.err.splitlines()) == 1 and captured.err.startswith("dames : erreur : ")


def bench_nodes(out: str) -> dict[str, int]:
    found = re.findall(r"^(\w+)\s+depth \d+\s.*?nodes\s+(\d+)", out, re.MULTILINE)
    return {name: int(nodes) for name, nodes in found}


def test_bench_node_count_is_a_deterministic_signature(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "--depth", "2"]) == 0
    first = bench_nodes(capsys.readouterr().out)
    assert set(first) == {"english", "international", "total"}
    assert first["total"] == first["english"] + first["international"] > 0
    assert main(["bench", "--depth", "2", "--variant", "english"]) == 0
    second = bench_nodes(capsys.readouterr().out)
    assert second["english"] == first["english"]


def test_bench_positions_parse_and_are_playable() -> None:
    for rules in (ENGLISH, INTERNATIONAL):
        fens = BENCH_POSITIONS[rules.name]
        assert len(fens) >= 10
        assert len(set(fens)) == len(fens)
        for fen in fens:
            assert parse_fen(fen, rules).legal_moves()
