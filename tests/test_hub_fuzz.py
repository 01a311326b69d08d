"""The Hub session under garbage: random bytes, very long lines, bad positions
and moves, unknown commands, numbers past their bounds, stop storms, quit.

Scripts go through the real reader (:func:`~dames_tui.commands.lines.read_lines`)
into an in-process :class:`~dames_tui.engine.hub.HubSession`, in a thread that
must finish in time. Whatever comes in, the session never raises nor hangs, every
line it writes is one printable protocol line, each input line gets at most one
``error`` line, and afterwards a valid ``pos`` and ``go`` still get a ``done``
with a legal move. One short run of ``dames hub`` does the same on real pipes.
"""

from __future__ import annotations

import io
import random
import subprocess
import sys
import threading

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dames_tui.commands.lines import MAX_LINE_BYTES, Overlong, read_lines
from dames_tui.core import INTERNATIONAL, Position
from dames_tui.engine.hub import HubSession, format_hub_position, parse_line
from dames_tui.notation import parse_move

WAIT = 60.0  # a ceiling for a script on a loaded machine, not a timing assertion
REPLIES = ("id", "param", "wait", "ready", "pong", "info", "done", "error")
SEARCH_FAULTS = ("search failed", "internal error")

# Searches that end soon by themselves, so that a command waiting for one does not wait long.
QUICK_LEVELS = ["level depth=1", "level depth=2", "level nodes=500", "level move-time=0.02"]
GOOD_LINES = [
    "hub",
    "init",
    "ping",
    "new-game",
    "pos start",
    "pos",
    'pos start moves="32-28 19-23"',
    "set-param name=variant value=english",
    "set-param name=variant value=normal",
    "set-param name=variant value=frisian",
    "set-param name=variant value=turkish",
    "set-param name=variant value=bt",
    "set-param name=variant value=killer",
    "set-param name=variant value=losing",
    'pos start moves="d3-d4 d6-d5"',
    "set-param name=hash value=1",
    "set-param name=level value=1",
    "go think",
    "go analyze",
    "go ponder",
    "ponder-hit",
    "stop",
    "level infinite",
    *QUICK_LEVELS,
]
BAD_LINES = [
    "pos pos=",
    'pos pos=""',
    "pos pos=Xeee",
    'pos start moves="32-26"',
    'pos start moves="99x1x2"',
    'pos moves="1-2-3-4"',
    'pos pos="unterminated',
    "level move-time=inf",
    "level move-time=nan",
    "level time=1e400",
    "level depth=65",
    "level nodes=1000000000001",
    "level",
    "set-param name=hash value=0",
    "set-param name=hash value=1e9",
    "set-param name=level value=inf",
    "set-param name=variant value=chess",
    "set-param",
    "=oops",
    "frobnicate",
    "\x00\x01\x02",
]


def random_word(rng: random.Random, alphabet: str, most: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, most)))


def garbage_line(rng: random.Random) -> bytes:
    """One line of the kinds a broken or hostile GUI sends."""
    kind = rng.randrange(7)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 80))).replace(b"\n", b"")
    if kind == 1:
        return "pos pos={}{}".format(
            rng.choice("WBX"), random_word(rng, "wbWBe?x", rng.choice([32, 50, 60]))
        ).encode()
    if kind == 2:
        moves = " ".join(random_word(rng, "0123456789x-", 8) for _ in range(rng.randint(1, 6)))
        return f'pos start moves="{moves}"'.encode()
    if kind == 3:
        return random_word(rng, 'abcdefghijklmnopqrstuvwxyz-=" ', 30).encode()
    if kind == 4:
        number = rng.choice(["inf", "-inf", "nan", "-1", "1e9", "1e400", "0", "9" * 60, "0x10"])
        name = rng.choice(["depth", "nodes", "move-time", "time", "inc", "moves"])
        return f"level {name}={number}".encode()
    if kind == 5:
        return b"pos pos=" + b"e" * rng.choice([MAX_LINE_BYTES - 8, MAX_LINE_BYTES * 3])
    return rng.choice(BAD_LINES).encode()


def script_lines(rng: random.Random, count: int) -> list[bytes]:
    lines: list[bytes] = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.45:
            lines.append(garbage_line(rng))
        elif roll < 0.6:  # a search, then a storm of stops and pings while it runs
            lines.append(b"pos start")
            lines.append(rng.choice([*QUICK_LEVELS, "level infinite"]).encode())
            lines.append(rng.choice([b"go think", b"go analyze", b"go ponder"]))
            lines.extend(rng.choice([b"stop", b"ping", b"ponder-hit"]) for _ in range(30))
        else:
            lines.append(rng.choice(GOOD_LINES).encode())
    return lines


class Outcome:
    """What a script made the session write, checked as it goes."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self._lock = threading.Lock()

    def __call__(self, line: str) -> None:
        with self._lock:
            self.lines.append(line)

    def errors(self) -> int:
        with self._lock:
            return sum(line.startswith("error") for line in self.lines)


def play_script(data: bytes) -> tuple[HubSession, Outcome, bool]:
    """Feed ``data`` through the reader into a session, in a thread that must end.
    Returns the session, its output and whether ``quit`` ended the script."""
    out = Outcome()
    session = HubSession(out, version="9.9")
    session.handle("set-param name=level value=1")  # the default level thinks for seconds
    ended_by_quit: list[bool] = []
    failures: list[BaseException] = []

    def run() -> None:
        try:
            for item in read_lines(io.BytesIO(data)):
                before = out.errors()
                if isinstance(item, Overlong):
                    session.refuse_overlong(item.start)
                    keep = True
                else:
                    keep = session.handle(item)
                assert out.errors() - before <= 1, (item, out.lines[-3:])
                if not keep:
                    ended_by_quit.append(True)
                    break
            session.handle("stop")
            session.close()
        except BaseException as exc:  # noqa: BLE001 - handed to the test thread
            failures.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(WAIT)
    assert not worker.is_alive(), f"the session hangs; last lines {out.lines[-5:]}"
    if failures:
        raise failures[0]
    assert not session.searching
    for line in out.lines:
        assert line.isprintable() and line.split(" ", 1)[0] in REPLIES, line
        assert not any(fault in line for fault in SEARCH_FAULTS), line
    return session, out, bool(ended_by_quit)


def assert_still_answers(session: HubSession, out: Outcome) -> None:
    """After the garbage, a valid pos and go get a done with a legal move."""
    start = Position.initial(session.rules)
    for line in ("pos pos=" + format_hub_position(start), "level depth=1", "go think"):
        session.handle(line)
    assert session.wait(WAIT)
    done = out.lines[-1]
    assert done.startswith("done move="), out.lines[-5:]
    move = parse_move(start, parse_line(done)[1]["move"])
    assert move in start.legal_moves()


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    st.lists(
        st.one_of(
            st.binary(max_size=120),
            st.sampled_from(BAD_LINES).map(str.encode),
            st.sampled_from(GOOD_LINES).map(str.encode),
            st.text(max_size=60).map(lambda text: text.encode("utf-8", "surrogatepass")),
        ),
        max_size=25,
    )
)
def test_any_bytes_leave_the_session_answering(lines: list[bytes]) -> None:
    data = b"\n".join(line.replace(b"\n", b"\r") for line in lines)
    session, out, _ = play_script(data)
    assert_still_answers(session, out)


def test_a_seeded_storm_of_garbage_and_stops() -> None:
    rng = random.Random(20240611)
    for _round in range(6):
        lines = script_lines(rng, 60)
        session, out, _ = play_script(b"\r\n".join(lines) + b"\n")
        assert_still_answers(session, out)


def test_quit_ends_a_script_and_nothing_after_it_is_read() -> None:
    script = b"pos start\nlevel infinite\ngo think\nstop\nstop\nquit\nfrobnicate\nping\n"
    _session, out, ended_by_quit = play_script(script)
    assert ended_by_quit
    assert "pong" not in out.lines and out.errors() == 0
    assert sum(line.startswith("done") for line in out.lines) == 1


def test_each_bad_line_gets_exactly_one_error() -> None:
    for line in BAD_LINES:
        session, out, _ = play_script(line.encode() + b"\n")
        assert out.errors() == 1, (line, out.lines)
        assert_still_answers(session, out)


def test_dames_hub_under_garbage_on_real_pipes() -> None:
    rng = random.Random(7)
    garbage = [garbage_line(rng) for _ in range(40)] + [b"go analyze"] + [b"stop"] * 50
    script = [b"hub", b"init", *garbage, b"stop", b"pos start", b"level depth=1", b"go think"]
    process = subprocess.run(
        [sys.executable, "-m", "dames_tui", "hub"],
        input=b"\n".join(script) + b"\n",
        check=False,
        capture_output=True,
        timeout=WAIT,
    )
    assert process.returncode == 0 and process.stderr == b""
    lines = process.stdout.decode("utf-8").splitlines()
    assert all(line.split(" ", 1)[0] in REPLIES for line in lines)
    assert sum(line.startswith("error") for line in lines) <= len(garbage) + 1
    assert lines[-1].startswith("done move=")
    start = Position.initial(INTERNATIONAL)  # the garbage sets no variant
    assert parse_move(start, parse_line(lines[-1])[1]["move"]) in start.legal_moves()
