"""The Hub protocol session, driven in-process, and `dames hub` as a subprocess."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Position, hub_names
from dames_tui.engine.hub import (
    MAX_LINE_CHARS,
    HubError,
    HubSession,
    LevelSpec,
    format_hub_position,
    format_line,
    parse_hub_position,
    parse_line,
)
from dames_tui.engine.limits import MAX_NODES, MAX_SECONDS
from dames_tui.engine.search import MAX_DEPTH
from dames_tui.notation import parse_move

WAIT = 60.0  # generous ceiling for a search on a loaded machine; not a timing assertion


class Recorder:
    """Collects output lines; lets a test wait for a line with a given start."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self._changed = threading.Condition()

    def __call__(self, line: str) -> None:
        with self._changed:
            self.lines.append(line)
            self._changed.notify_all()

    def wait_for(self, predicate: Callable[[str], bool], timeout: float = WAIT) -> str:
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                for line in self.lines:
                    if predicate(line):
                        return line
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"no such line in {self.lines}")
                self._changed.wait(left)


def start_session() -> tuple[HubSession, Recorder]:
    out = Recorder()
    return HubSession(out, version="9.9"), out


def hub_move(position: Position, text: str) -> None:
    """Assert that ``text`` is a legal move of ``position`` (Hub form)."""
    assert parse_move(position, text) in position.legal_moves()


# ------------------------------------------------------------------ line syntax


def test_parse_line_quotes_flags_and_values() -> None:
    command, args = parse_line('pos pos=Wbe moves="32-28 19-23" start empty=""')
    assert command == "pos"
    assert args == {"pos": "Wbe", "moves": "32-28 19-23", "start": "", "empty": ""}
    assert parse_line("   ") == ("", {})


def test_parse_line_rejects_unterminated_quote() -> None:
    with pytest.raises(HubError):
        parse_line('pos moves="32-28')


def test_format_line_quotes_only_when_needed() -> None:
    line = format_line("info", depth="3", pv="32-28 19-23", empty="", eq="a=b")
    assert line == 'info depth=3 pv="32-28 19-23" empty="" eq="a=b"'
    assert parse_line(line)[1] == {"depth": "3", "pv": "32-28 19-23", "empty": "", "eq": "a=b"}


def test_hub_position_round_trip() -> None:
    for rules in (INTERNATIONAL, ENGLISH):
        start = Position.initial(rules)
        text = format_hub_position(start)
        assert len(text) == 1 + rules.squares
        assert parse_hub_position(text, rules) == start
    assert format_hub_position(Position.initial(ENGLISH)) == "B" + "b" * 12 + "e" * 8 + "w" * 12


@pytest.mark.parametrize(
    "text",
    ["W" + "e" * 49, "X" + "e" * 50, "W" + "x" + "e" * 49, "W" + "w" + "e" * 49],
)
def test_bad_hub_positions_are_errors(text: str) -> None:
    with pytest.raises(ValueError):
        parse_hub_position(text, INTERNATIONAL)


def test_level_commands_become_search_limits() -> None:
    assert LevelSpec.parse({"depth": "7"}).limits().depth == 7
    assert LevelSpec.parse({"move-time": "1.5"}).limits().time == 1.5
    by_clock = LevelSpec.parse({"time": "60", "inc": "1"}).limits()
    assert by_clock.clock is not None and 59 < by_clock.clock <= 60 and by_clock.increment == 1
    per_move = LevelSpec.parse({"moves": "40", "time": "60"}).limits()
    assert per_move.time == pytest.approx(1.5) and per_move.clock is None
    infinite = LevelSpec.parse({"infinite": ""})
    assert infinite.limits() == infinite.limits(clock_running=False)
    assert infinite.limits().time is None and infinite.ponder_budget() is None
    assert LevelSpec.parse({"move-time": "2"}).limits(clock_running=False).time is None
    assert LevelSpec.parse({"move-time": "2"}).ponder_budget() == 2


# ------------------------------------------------------------------ session


def test_handshake_lists_parameters() -> None:
    session, out = start_session()
    assert session.handle("hub")
    assert out.lines[0] == 'id name=dames_tui version=9.9 author="dames_tui developers" country=FR'
    names = " ".join(hub_names())
    assert names.startswith("english normal ") and " killer " in f" {names} "
    assert out.lines[1] == f'param name=variant value=normal type=enum values="{names}"'
    assert out.lines[2] == "param name=hash value=64 type=int min=1 max=1024"
    assert out.lines[3].startswith("param name=level value=16 type=int min=1 max=")
    assert out.lines[4] == "param name=book value=true type=bool"
    assert out.lines[-1] == "wait"
    session.handle("init")
    assert out.lines[-1] == "ready"


def test_think_to_a_depth_answers_done_with_a_legal_move() -> None:
    session, out = start_session()
    start = Position.initial(INTERNATIONAL)
    for line in (
        "hub",
        "init",
        "new-game",
        "pos pos=" + format_hub_position(start),
        "level depth=2",
        "go think",
    ):
        session.handle(line)
    assert session.wait(WAIT)
    done = out.wait_for(lambda line: line.startswith("done"))
    _command, args = parse_line(done)
    hub_move(start, args["move"])
    infos = [parse_line(line)[1] for line in out.lines if line.startswith("info ")]
    assert infos and infos[-1]["depth"] == "2"
    assert {"score", "nodes", "time", "nps", "pv"} <= set(infos[-1])
    assert "error" not in " ".join(out.lines)


def test_level_parameter_plays_without_a_level_command() -> None:
    session, out = start_session()
    session.handle("set-param name=level value=1")
    session.handle("pos start")
    session.handle("go think")
    assert session.wait(WAIT)
    assert out.lines[-1].startswith("done move=")
    hub_move(Position.initial(INTERNATIONAL), parse_line(out.lines[-1])[1]["move"])
    session.handle("set-param name=level value=99")
    assert out.lines[-1].startswith("error")


def test_a_timed_think_plays_from_the_book_and_a_fixed_depth_searches() -> None:
    from dames_tui.engine.book import book_for

    book = book_for(INTERNATIONAL.name)
    assert book is not None
    start = Position.initial(INTERNATIONAL)
    known = {move for move, _entry in book.entries(start)}
    session, out = start_session()
    session.handle("pos start")
    session.handle("level move-time=30")  # a book move comes at once, not in 30 s
    session.handle("go think")
    info, done = out.lines[-2:]
    move = parse_line(done)[1]["move"]
    assert done.startswith("done ") and info == f"info depth=0 pv={move}"
    assert parse_move(start, move) in known
    assert not session.searching
    out.lines.clear()
    session.handle("level depth=2")  # a fixed depth asks for that search
    session.handle("go think")
    assert session.wait(WAIT)
    assert [parse_line(line)[1]["depth"] for line in out.lines if line.startswith("info")][
        -1
    ] == "2"


def test_the_book_parameter_turns_the_book_off() -> None:
    session, out = start_session()
    session.handle("set-param name=book value=false")
    session.handle("set-param name=book value=maybe")
    assert out.lines == ["error message=\"book must be true or false, not 'maybe'\""]
    assert session.book is False
    session.handle("pos start")
    session.handle("level move-time=0.2")
    session.handle("go think")
    assert session.wait(WAIT)
    depths = [parse_line(line)[1]["depth"] for line in out.lines if line.startswith("info")]
    assert depths and int(depths[-1]) >= 1  # a search, not the book
    hub_move(Position.initial(INTERNATIONAL), parse_line(out.lines[-1])[1]["move"])


def test_moves_are_played_from_the_position() -> None:
    session, out = start_session()
    session.handle('pos start moves="32-28 19-23 28x19"')
    assert session.position is not None
    assert session.position.piece_at(19) is not None and session.position.piece_at(23) is None
    assert session.history == []  # the last move was a capture
    assert not out.lines


def test_stop_ends_an_infinite_search_and_ping_answers_meanwhile() -> None:
    session, out = start_session()
    session.handle("pos start")
    session.handle("level infinite")
    session.handle("go analyze")
    out.wait_for(lambda line: line.startswith("info depth=2"))
    assert session.searching
    session.handle("ping")
    out.wait_for(lambda line: line == "pong")
    session.handle("pos start")  # refused while searching, without stopping it
    assert out.lines[-1].startswith("error")
    session.handle("stop")
    assert session.wait(WAIT)
    assert out.lines[-1].startswith("done move=")
    hub_move(Position.initial(INTERNATIONAL), parse_line(out.lines[-1])[1]["move"])
    assert sum(line.startswith("done") for line in out.lines) == 1


def test_ponder_answers_only_after_ponder_hit() -> None:
    session, out = start_session()
    session.handle("pos start")
    session.handle("level depth=1")
    session.handle("go ponder")
    out.wait_for(lambda line: line.startswith("info depth=1"))
    session.handle("ping")
    out.wait_for(lambda line: line == "pong")
    assert not any(line.startswith("done") for line in out.lines)
    session.handle("ponder-hit")
    assert session.wait(WAIT)
    assert out.lines[-1].startswith("done move=")
    assert out.lines.index("pong") < len(out.lines) - 1


@pytest.mark.parametrize(
    "line",
    [
        "frobnicate now",
        'pos pos="unterminated',
        "pos pos=Xeee",
        "pos pos=W" + "e" * 50 + "x",
        'pos start moves="32-26"',
        "set-param name=variant value=chess",
        "set-param name=hash value=0",
        "set-param name=colour value=red",
        "level depth=abc",
        "level",
        "go think",
        "=oops",
    ],
)
def test_garbage_lines_give_one_error_line(line: str) -> None:
    session, out = start_session()
    assert session.handle(line)
    assert len(out.lines) == 1 and out.lines[0].startswith('error message="')
    session.handle("ping")
    assert out.lines[-1] == "pong"


def test_blank_lines_are_ignored() -> None:
    session, out = start_session()
    session.handle("")
    session.handle("   \t ")
    assert out.lines == []


def test_an_error_line_stays_one_printable_line() -> None:
    session, out = start_session()
    session.handle("frob\rnicate\x0bnow\u2028x\x85")
    assert len(out.lines) == 1
    assert out.lines[0].isprintable() and len(out.lines[0].splitlines()) == 1


def test_commands_sent_during_a_bounded_search_wait_for_it() -> None:
    session, out = start_session()
    session.handle("pos start")
    session.handle("level depth=3")
    session.handle("go think")
    session.handle('pos start moves="32-28"')  # a script that did not wait for done
    answers = [line for line in out.lines if line.startswith(("done", "error"))]
    assert len(answers) == 1 and answers[0].startswith("done move=")
    assert session.position == Position.initial(INTERNATIONAL).play(
        parse_move(Position.initial(INTERNATIONAL), "32-28")
    )


def test_terminal_position_is_refused_without_a_search() -> None:
    session, out = start_session()
    session.handle("pos pos=W" + "b" + "e" * 49)  # White to move has no piece
    session.handle("go think")
    assert out.lines[0].startswith("error")
    assert out.lines[-1] == "done"
    assert not session.searching


def test_english_variant_takes_33_character_positions() -> None:
    session, out = start_session()
    session.handle("set-param name=variant value=english")
    session.handle("init")
    start = Position.initial(ENGLISH)
    session.handle("pos pos=" + format_hub_position(start))
    assert session.position == start
    session.handle("pos pos=" + format_hub_position(Position.initial(INTERNATIONAL)))
    assert out.lines[-1].startswith("error")  # a 51-character position is not English
    session.handle("pos pos=" + format_hub_position(start) + ' moves="9-14 22-17"')
    session.handle("level depth=2")
    session.handle("go think")
    assert session.wait(WAIT)
    assert out.lines[-1].startswith("done move=")
    assert session.position is not None
    hub_move(session.position, parse_line(out.lines[-1])[1]["move"])


def test_quit_ends_the_session_and_stops_the_search() -> None:
    session, out = start_session()
    session.handle("pos start")
    session.handle("level infinite")
    session.handle("go think")
    assert session.handle("quit") is False
    session.close()
    assert not session.searching
    assert out.lines[-1].startswith("done")


# ------------------------------------------------------------------ refused positions


def answers(out: Recorder) -> list[str]:
    return [line for line in out.lines if line.startswith(("done", "error"))]


@pytest.mark.parametrize(
    "bad_pos",
    [
        "pos pos=",
        'pos pos=""',
        "pos pos=Xeee",
        'pos start moves="32-26"',
        'pos pos="unterminated',
        "pos pos=W" + "e" * 50 + " moves=32-28",
        "pos pos=" + "W" * (MAX_LINE_CHARS + 1),
    ],
    ids=lambda line: line[:40],
)
def test_a_refused_pos_leaves_no_position_for_go(bad_pos: str) -> None:
    session, out = start_session()
    session.handle('pos start moves="32-28"')
    session.handle("level depth=1")
    session.handle(bad_pos)
    assert len(out.lines) == 1 and out.lines[0].startswith('error message="')
    session.handle("go think")  # the GUI does not have the earlier position any more
    assert len(out.lines) == 2 and out.lines[1].startswith('error message="go without a position')
    assert not session.searching
    session.handle("pos start")
    session.handle("go think")
    assert session.wait(WAIT)
    assert out.lines[-1].startswith("done move=")
    hub_move(Position.initial(INTERNATIONAL), parse_line(out.lines[-1])[1]["move"])


def test_a_pos_refused_during_a_search_leaves_no_position_either() -> None:
    session, out = start_session()
    session.handle("pos start")
    session.handle("level infinite")
    session.handle("go analyze")
    out.wait_for(lambda line: line.startswith("info depth=1"))
    session.handle('pos start moves="32-28"')  # refused: the search goes on
    session.handle("stop")
    assert session.wait(WAIT)
    session.handle("go think")
    session.close()
    assert [line.split()[0] for line in answers(out)] == ["error", "done", "error"]


def test_a_bare_pos_is_the_start_position() -> None:
    session, out = start_session()
    session.handle("pos pos=W" + "b" + "e" * 48 + "w")
    assert session.position != Position.initial(INTERNATIONAL)
    session.handle("pos")
    assert session.position == Position.initial(INTERNATIONAL)
    session.handle("pos start")
    assert session.position == Position.initial(INTERNATIONAL)
    assert out.lines == []


# ------------------------------------------------------------------ bounded numbers


@pytest.mark.parametrize(
    "line",
    [
        "level move-time=inf",
        "level move-time=nan",
        "level move-time=-1",
        "level move-time=1e9",
        "level move-time=1e400",
        f"level move-time={MAX_SECONDS * 1.01}",
        "level time=inf",
        "level time=1e400 inc=1",
        "level time=60 inc=nan",
        "level time=60 moves=0",
        "level time=60 moves=100000",
        "level move-time=1_0",
        f"level depth={MAX_DEPTH + 1}",
        "level depth=0",
        "level depth=" + "9" * 5000,
        f"level nodes={MAX_NODES + 1}",
        "level nodes=1e6",
        "set-param name=hash value=0",
        "set-param name=hash value=1025",
        "set-param name=hash value=1e3",
        "set-param name=hash value=nan",
        "set-param name=hash value=1_6",
        "set-param name=hash value=\uff11\uff16",
        "set-param name=level value=0",
        "set-param name=level value=inf",
        "set-param name=level value=99",
    ],
    ids=lambda line: line[:40],
)
def test_numbers_out_of_bounds_give_one_error_line(line: str) -> None:
    session, out = start_session()
    session.handle(line)
    assert len(out.lines) == 1 and out.lines[0].startswith('error message="'), out.lines
    assert len(out.lines[0]) < 200  # a 5000-digit value is not echoed whole
    session.handle("ping")
    assert out.lines[-1] == "pong"


def test_numbers_at_their_bounds_are_accepted() -> None:
    spec = LevelSpec.parse(
        {"depth": str(MAX_DEPTH), "nodes": str(MAX_NODES), "move-time": f"{MAX_SECONDS:g}"}
    )
    limits = spec.limits()
    assert (limits.depth, limits.nodes, limits.time) == (MAX_DEPTH, MAX_NODES, MAX_SECONDS)
    clock = LevelSpec.parse({"time": f"{MAX_SECONDS:g}", "inc": f"{MAX_SECONDS:g}"}).limits()
    assert clock.clock is not None and clock.clock <= MAX_SECONDS
    per_move = LevelSpec.parse({"time": "86400", "moves": "1", "inc": "86400"}).limits()
    assert per_move.time is not None and per_move.time <= MAX_SECONDS
    assert LevelSpec.parse({"move-time": "0.5e1"}).move_time == 5.0


# ------------------------------------------------------------------ subprocess


def test_dames_hub_subprocess() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "dames_tui", "hub"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    assert process.stdin is not None and process.stdout is not None
    lines: queue.Queue[str] = queue.Queue()
    reader = threading.Thread(
        target=lambda: [lines.put(line.rstrip("\n")) for line in process.stdout],  # type: ignore[union-attr]
        daemon=True,
    )
    reader.start()

    def send(text: str) -> None:
        assert process.stdin is not None
        process.stdin.write(text + "\n")
        process.stdin.flush()

    def read_until(prefix: str) -> list[str]:
        seen: list[str] = []
        while True:
            line = lines.get(timeout=WAIT)
            seen.append(line)
            if line.startswith(prefix):
                return seen

    try:
        send("hub")
        assert read_until("wait")[0].startswith("id name=dames_tui")
        send("init")
        assert read_until("ready") == ["ready"]
        start = Position.initial(INTERNATIONAL)
        send("pos pos=" + format_hub_position(start) + ' moves="32-28"')
        send("level depth=3")
        send("go think")
        seen = read_until("done")
        assert any(line.startswith("info depth=3") for line in seen)
        hub_move(start.play(parse_move(start, "32-28")), parse_line(seen[-1])[1]["move"])
        send("level infinite")
        send("go think")
        read_until("info depth=1")
        send("ping")
        read_until("pong")
        send("stop")
        assert read_until("done")[-1].startswith("done move=")
        send("this is not hub")
        assert read_until("error")[-1].startswith('error message="')
        send("quit")
        assert process.wait(timeout=WAIT) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdin.close()
        process.stdout.close()
        assert process.stderr is not None
        process.stderr.close()


def test_dames_hub_exits_at_end_of_input_even_while_searching() -> None:
    process = subprocess.run(
        [sys.executable, "-m", "dames_tui", "hub"],
        input="hub\ninit\npos start\nlevel infinite\ngo think\n",
        check=False,
        capture_output=True,
        text=True,
        timeout=WAIT,
    )
    assert process.returncode == 0
    lines = process.stdout.splitlines()
    assert lines[-1].startswith("done move=")
    assert "ready" in lines and process.stderr == ""


def run_hub(data: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "dames_tui", "hub"],
        input=data,
        check=False,
        capture_output=True,
        timeout=WAIT,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )


def test_dames_hub_answers_a_byte_that_is_not_utf8_and_goes_on() -> None:
    process = run_hub(b"hub\n\xff\nping\r\npos start\ngo think\xff\nquit\n")
    assert process.returncode == 0 and process.stderr == b""
    lines = process.stdout.decode().splitlines()
    errors = [line for line in lines if line.startswith("error")]
    assert len(errors) == 1 and "pong" in lines
    assert lines[-1].startswith("done move=")  # an unknown argument is ignored


def test_dames_hub_skips_a_huge_line_with_one_short_error() -> None:
    huge = b"pos pos=" + b"e" * (10 * 1024 * 1024)  # 10 MB before its newline
    process = run_hub(b"hub\npos start\n" + huge + b"\nping\ngo think\npos start\nping\nquit\n")
    assert process.returncode == 0 and process.stderr == b""
    lines = process.stdout.decode().splitlines()
    errors = [line for line in lines if line.startswith("error")]
    assert len(errors) == 2 and all(len(line) < 200 for line in errors)
    assert "line too long" in errors[0] and "go without a position" in errors[1]
    assert lines.count("pong") == 2


# ------------------------------------------------------------------ the newer variants


@pytest.mark.parametrize("name", ["frisian", "frysk", "turkish", "bt"])
def test_the_newer_variants_play_through_the_hub(name: str) -> None:
    from dames_tui.core import find_hub_variant
    from dames_tui.notation import format_move_hub

    session, out = start_session()
    session.handle("hub")
    assert f" {name} " in f" {parse_line(out.lines[1])[1]['values']} "
    session.handle(f"set-param name=variant value={name}")
    rules = find_hub_variant(name)
    assert session.rules is rules
    start = Position.initial(rules)
    first = start.legal_moves()[0]
    after = start.play(first)
    reply = after.legal_moves()[-1]
    moves = f"{format_move_hub(first)} {format_move_hub(reply)}"
    session.handle(f'pos pos={format_hub_position(start)} moves="{moves}"')
    assert session.position == after.play(reply)
    for line in ("level depth=3", "go think"):
        session.handle(line)
    assert session.wait(WAIT)
    assert not [line for line in out.lines if line.startswith("error")], out.lines
    hub_move(session.position, parse_line(out.lines[-1])[1]["move"])


def frisian_session(moves: str) -> tuple[HubSession, Recorder]:
    from dames_tui.notation import parse_fen

    session, out = start_session()
    session.handle("set-param name=variant value=frisian")
    start = parse_fen("W:WK46,50:BK1,15", session.rules)
    session.handle(f'pos pos={format_hub_position(start)} moves="{moves}"')
    return session, out


def test_the_hub_refuses_a_fourth_move_of_one_frisian_king() -> None:
    session, out = frisian_session("46-41 1-7 41-46 7-1 46-41 1-7 41-46")
    assert out.lines[-1].startswith("error") and "move 7" in out.lines[-1]
    assert session.position is None


@pytest.mark.parametrize("level", ["level depth=3", "set-param name=level value=1"])
def test_the_hub_never_plays_the_held_frisian_king(level: str) -> None:
    session, out = frisian_session("46-41 1-7 41-46 7-1 46-41 1-7")
    assert session.position is not None and not out.lines
    for line in (level, "go think"):
        session.handle(line)
    assert session.wait(WAIT)
    move = parse_line(out.lines[-1])[1]["move"]
    assert move.startswith("50"), out.lines  # the man: the king on 41 is held
