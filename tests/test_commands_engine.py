"""`dames analyse` and `dames bench`, run through the command line entry point;
the limits they refuse; standard input read leniently (`dames moves --fen -`)."""

from __future__ import annotations

import io
import re
import sys
import tracemalloc

import pytest

from dames_tui.cli import main
from dames_tui.commands.lines import MAX_LINE_BYTES, Overlong, read_lines
from dames_tui.core import ENGLISH, INTERNATIONAL, Position
from dames_tui.engine import Limits
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


# ------------------------------------------------------------------ limits


@pytest.mark.parametrize(
    ("argv", "french", "english"),
    [
        (["--time", "inf"], "« inf » n'est pas un nombre fini", "not a finite number: 'inf'"),
        (["--time", "1e400"], "« 1e400 » n'est pas un nombre fini", "not a finite number"),
        (["--time", "nan"], "« nan » n'est pas un nombre fini", "not a finite number: 'nan'"),
        (["--time", "-1"], "doit être supérieur à 0, pas -1", "must be above 0, not -1"),
        (["--time", "1e9"], "au plus 86400 secondes (un jour), pas 1e9", "at most 86400 seconds"),
        (["--time", "86401"], "au plus 86400 secondes", "at most 86400 seconds (a day)"),
        (["--depth", "65"], "au plus 64 (la profondeur la plus grande", "at most 64 (the search"),
        (["--depth", "1000000"], "pas 1000000", "not 1000000"),
    ],
)
def test_analyse_refuses_limits_that_never_end(
    argv: list[str],
    french: str,
    english: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_search(*args: object, **kwargs: object) -> None:
        raise AssertionError("the limit was accepted: the search would not end")

    monkeypatch.setattr("dames_tui.engine.search", no_search)
    for lang, text in (("fr", french), ("en", english)):
        with pytest.raises(SystemExit) as exit_info:
            main(["analyse", "--lang", lang, "--variant", "english", *argv])
        assert exit_info.value.code == 2
        captured = capsys.readouterr()
        assert captured.out == "" and len(captured.err.splitlines()) == 1
        prefix = "dames analyse : erreur : " if lang == "fr" else "dames analyse: error: "
        assert captured.err.startswith(prefix + f"argument {argv[0]}") and text in captured.err


def test_analyse_takes_the_largest_limits(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from dames_tui import engine

    seen: list[Limits] = []
    real_search = engine.search

    def recorded(position: object, history: object, limits: Limits, **kwargs: object) -> object:
        seen.append(limits)
        return real_search(position, history, Limits(depth=1), **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(engine, "search", recorded)
    assert main(["analyse", "--variant", "english", "--time", "86400"]) == 0
    assert main(["analyse", "--variant", "english", "--depth", "64"]) == 0
    assert [(limits.time, limits.depth) for limits in seen] == [(86400.0, None), (None, 64)]
    capsys.readouterr()


@pytest.mark.parametrize(
    "limits",
    [
        {"time": float("inf")},
        {"time": float("nan")},
        {"time": -1.0},
        {"time": 1e9},
        {"clock": float("inf")},
        {"increment": float("nan")},
        {"depth": 0},
        {"nodes": 0},
        {"nodes": 10**12 + 1},
    ],
)
def test_the_search_limits_refuse_what_would_never_end(limits: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        Limits(**limits)  # type: ignore[arg-type]


# ------------------------------------------------------------------ standard input


def test_moves_from_stdin_survive_bytes_that_are_not_utf8(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = b"W:W31:B\r\n\xff\xfe\nW:W18:B12,13\n" + b"x" * (MAX_LINE_BYTES + 1) + b"\nW:W32:B\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    assert main(["moves", "--variant", "english", "--fen", "-"]) == 2
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [
        "# W:W31:B",
        "31-26",
        "31-27",
        "# W:W18:B12,13",
        "18-14",
        "18-15",
        "# W:W32:B",
        "32-27",
        "32-28",
    ]
    errors = captured.err.splitlines()
    assert len(errors) == 2
    assert errors[0].startswith("dames : erreur : ligne 2 : ")
    assert errors[1] == (
        f"dames : erreur : ligne 4 : trop longue (plus de {MAX_LINE_BYTES} octets) : ignorée"
    )


def test_read_lines_splits_decodes_and_bounds() -> None:
    data = b"\xef\xbb\xbfhub\r\nca\xffr\n\n" + b"e" * 10 + b"\r\n" + b"f" * 11 + b"\nlast\r"
    assert list(read_lines(io.BytesIO(data), limit=10)) == [
        "hub",
        "ca\ufffdr",
        "",
        "e" * 10,
        Overlong(11, "f" * 11),
        "last",
    ]
    text = io.StringIO("\ufeffa\r\n" + "g" * 11 + "\nb")
    assert list(read_lines(text, limit=10)) == ["a", Overlong(11, "g" * 11), "b"]
    assert list(read_lines(io.BytesIO(b""))) == []


class EndlessLine(io.RawIOBase):
    """``size`` bytes without a newline, then ``ping``: made up as it is read."""

    def __init__(self, size: int) -> None:
        self.left = size
        self.tail = b"\nping\n"

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        if self.left > 0:
            count = min(len(buffer), self.left)
            buffer[:count] = b"x" * count
            self.left -= count
            return count
        count = min(len(buffer), len(self.tail))
        buffer[:count], self.tail = self.tail[:count], self.tail[count:]
        return count


def test_a_10_mb_line_is_skipped_in_bounded_memory() -> None:
    size = 10 * 1024 * 1024
    stream = io.BufferedReader(EndlessLine(size))
    tracemalloc.start()
    try:
        lines = list(read_lines(stream))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert lines == [Overlong(size, "x" * 32), "ping"]
    assert peak < 1024 * 1024  # a few chunks of 64 KB, never the line


def test_analyse_writes_the_variants_own_notation(capsys: pytest.CaptureFixture[str]) -> None:
    from dames_tui.core import find_rules

    assert main(["analyse", "--variant", "russian", "--depth", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    start = Position.initial(find_rules("russian"))
    best = lines[-1].split()[1]
    assert re.fullmatch(r"[a-h][1-8]-[a-h][1-8]", best), best
    assert parse_move(start, best) in start.legal_moves()
    pv = INFO.match(lines[-2])
    assert pv and pv.group(3).split()[0] == best
