"""The client side of the Hub protocol: an outside engine (Scan, or
``dames hub`` as a process) driven over its standard input and output.

:class:`HubEngine` starts the command, does the handshake (``hub`` … ``wait``),
picks the variant (``set-param name=variant``) and sends ``init``, then
searches: ``pos``, ``level``, ``go think``, ``info`` lines until ``done``.
Lines, positions and limits are written and read with :mod:`.hub`'s helpers
(:func:`~.hub.format_line`, :func:`~.hub.parse_line`,
:func:`~.hub.format_hub_position`, :class:`~.hub.LevelSpec`) and moves with
:mod:`dames_tui.notation`'s, so the two sides of the protocol cannot drift.

The process is not trusted:

- Every read has a deadline: the handshake, ``init``, ``ping``, a search (its
  own limit plus a margin) and the ``done`` that follows ``stop``. A deadline
  passed is a hang.
- A process that exits or closes its output is a crash.
- A move that is not legal in the position (or that the game refuses) is
  refused.
- Nothing it writes is printed. Its output is read by a thread and its error
  output kept as a short tail; whatever part of them goes into an error
  message or a name is :func:`sanitise`\\ d first. Lines it sends that are
  not Hub are ignored.

A failure is a :class:`HubEngineError` whose :attr:`~HubEngineError.kind` says
what went wrong (:class:`HubFailure`). After a crash, a hang or an illegal
move the process is killed and every later call raises the same error.
"""

from __future__ import annotations

import enum
import os
import queue
import shlex
import subprocess
import threading
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import IO, Self

from ..core import Move, Position, Rules
from ..core.errors import DraughtsError
from ..notation import format_move_hub, parse_move, printable
from .hub import (
    MAX_LINE_CHARS,
    HubError,
    LevelSpec,
    _int_in,
    _seconds,
    format_hub_position,
    format_line,
    parse_line,
)

__all__ = [
    "DEFAULT_VARIANT",
    "HubAnswer",
    "HubEngine",
    "HubEngineError",
    "HubFailure",
    "HubIdentity",
    "HubInfo",
    "HubParam",
    "HubTimeouts",
    "command_argv",
    "format_level",
    "sanitise",
]

DEFAULT_VARIANT = "normal"  # Hub's variant when the engine names none: international draughts
DETAIL_CHARS = 200  # the most characters of an engine's words an error message quotes
NAME_CHARS = 40  # the most characters of an engine's name
STDERR_TAIL_BYTES = 4096  # of the engine's error output, kept for the crash message
MAX_QUEUED_LINES = 1024  # read from the engine and not yet looked at
POLL_SECONDS = 0.05  # how often a search looks at its stop signal
MAX_INFO_DEPTH = 10_000
MAX_INFO_NODES = 10**18


class HubFailure(enum.Enum):
    """What went wrong with an outside engine."""

    CANNOT_START = "cannot_start"  # no such program, not executable, bad command
    NO_HANDSHAKE = "no_handshake"  # no ``wait`` after ``hub``, or no ``ready`` after ``init``
    UNSUPPORTED_VARIANT = "unsupported_variant"  # the engine does not list the variant
    CRASHED = "crashed"  # the process exited or closed its output
    HUNG = "hung"  # no answer in time
    ILLEGAL_MOVE = "illegal_move"  # a move that is not legal in the position
    CLOSED = "closed"  # the engine was closed (by us) while in use


_FAILURE_TEXT = {
    HubFailure.CANNOT_START: "could not be started",
    HubFailure.NO_HANDSHAKE: "did not start the Hub protocol",
    HubFailure.UNSUPPORTED_VARIANT: "does not play this variant",
    HubFailure.CRASHED: "crashed",
    HubFailure.HUNG: "stopped answering",
    HubFailure.ILLEGAL_MOVE: "played an illegal move",
    HubFailure.CLOSED: "was closed",
}


class HubEngineError(DraughtsError):
    """An outside Hub engine that failed: :attr:`kind`, the engine's
    :attr:`engine` name and a :attr:`detail`, both sanitised.

    ``code`` is ``hub_engine.<kind>`` with the parameters ``engine`` and
    ``detail``, for the interface to translate.

    >>> error = HubEngineError(HubFailure.CRASHED, "scan", "exited with code 3")
    >>> str(error), error.code
    ('scan crashed: exited with code 3', 'hub_engine.crashed')
    """

    def __init__(self, kind: HubFailure, engine: str, detail: str = "") -> None:
        self.kind = kind
        self.engine = sanitise(engine, NAME_CHARS)
        self.detail = sanitise(detail)
        message = f"{self.engine} {_FAILURE_TEXT[kind]}"
        if self.detail:
            message += f": {self.detail}"
        super().__init__(
            message,
            code=f"hub_engine.{kind.value}",
            params={"engine": self.engine, "detail": self.detail},
        )

    def __reduce__(self) -> tuple[type[HubEngineError], tuple[HubFailure, str, str]]:
        # Pickled (to cross a process) with its own arguments, not the message.
        return type(self), (self.kind, self.engine, self.detail)


def sanitise(text: str, limit: int = DETAIL_CHARS) -> str:
    """Text from an outside process made safe to show: escape sequences and
    control characters replaced (:func:`~dames_tui.notation.printable`), so is
    anything else that does not print (bidi overrides, …); runs of white
    space made one space; cut after ``limit`` characters with an ellipsis.

    >>> sanitise("Scan\\x1b[2J 3.1\\x07\\n\\u202eok")
    'Scan� 3.1���ok'
    >>> sanitise("x" * 50, limit=10)
    'xxxxxxxxx…'
    """
    shown = " ".join(printable(text).split())
    shown = "".join(c if c.isprintable() else "\ufffd" for c in shown)
    return shown if len(shown) <= limit else shown[: max(0, limit - 1)] + "…"


def command_argv(command: str | Sequence[str]) -> list[str]:
    """The argument list of an engine command: a string is split as a shell
    would (:func:`shlex.split`, no shell run), a list is taken as it is.

    >>> command_argv('scan hub --dir "/opt/scan data"')
    ['scan', 'hub', '--dir', '/opt/scan data']
    """
    if isinstance(command, str):
        try:
            argv = shlex.split(command)
        except ValueError as exc:
            raise HubEngineError(HubFailure.CANNOT_START, command, str(exc)) from None
    else:
        argv = [str(part) for part in command]
    if not argv or not argv[0]:
        raise HubEngineError(HubFailure.CANNOT_START, "engine", "empty command")
    return argv


def format_level(spec: LevelSpec) -> str:
    """The ``level`` line that asks for ``spec`` (read back by
    :meth:`~.hub.LevelSpec.parse`); seconds are written to the millisecond.

    >>> format_level(LevelSpec(clock=60.0, increment=0.5, moves_to_go=40))
    'level time=60 moves=40 inc=0.5'
    >>> format_level(LevelSpec(move_time=0.25))
    'level move-time=0.25'
    """
    flags = ["infinite"] if spec.infinite else []
    args: dict[str, str] = {}
    if spec.depth is not None:
        args["depth"] = str(spec.depth)
    if spec.nodes is not None:
        args["nodes"] = str(spec.nodes)
    if spec.move_time is not None:
        args["move_time"] = _seconds_text(spec.move_time)
    if spec.clock is not None:
        args["time"] = _seconds_text(spec.clock)
        if spec.moves_to_go:
            args["moves"] = str(spec.moves_to_go)
        if spec.increment:
            args["inc"] = _seconds_text(spec.increment)
    return format_line("level", *flags, **args)


def _seconds_text(seconds: float) -> str:
    return f"{max(0.0, seconds):.3f}".rstrip("0").rstrip(".")


# ------------------------------------------------------------------ what the engine says


@dataclass(frozen=True, slots=True)
class HubIdentity:
    """The ``id`` line, sanitised."""

    name: str
    version: str = ""
    author: str = ""
    country: str = ""


@dataclass(frozen=True, slots=True)
class HubParam:
    """A ``param`` line: a setting the engine offers (values sanitised)."""

    name: str
    type: str = ""
    value: str = ""
    values: tuple[str, ...] = ()  # the choices of an ``enum``
    min: str = ""
    max: str = ""

    @classmethod
    def parse(cls, args: dict[str, str]) -> HubParam:
        def arg(key: str) -> str:
            return sanitise(args.get(key, ""))

        values = tuple(sanitise(v) for v in args.get("values", "").split())
        return cls(arg("name"), arg("type"), arg("value"), values, arg("min"), arg("max"))


@dataclass(frozen=True, slots=True)
class HubInfo:
    """An ``info`` line; a field missing or unreadable is None.

    ``score`` is in men, for the side to move (the engine); ``nps`` in
    millions of nodes per second; ``pv`` is the moves' text as sent.

    >>> HubInfo.parse({"depth": "12", "score": "0.15", "pv": "32-28 19-23", "nodes": "x"})
    HubInfo(depth=12, score=0.15, nodes=None, time=None, nps=None, pv=('32-28', '19-23'))
    """

    depth: int | None = None
    score: float | None = None
    nodes: int | None = None
    time: float | None = None
    nps: float | None = None
    pv: tuple[str, ...] = ()

    @classmethod
    def parse(cls, args: dict[str, str]) -> HubInfo:
        return cls(
            depth=_whole_or_none(args.get("depth"), MAX_INFO_DEPTH),
            score=_score_or_none(args.get("score")),
            nodes=_whole_or_none(args.get("nodes"), MAX_INFO_NODES),
            time=_seconds_or_none(args.get("time")),
            nps=_seconds_or_none(args.get("nps")),  # a real number read the same way
            pv=tuple(args.get("pv", "").split()[:64]),
        )


def _whole_or_none(text: str | None, high: int) -> int | None:
    if text is None:
        return None
    try:
        return _int_in(text, 0, high, "info")
    except HubError:
        return None


def _seconds_or_none(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        return _seconds(text, "info")
    except HubError:
        return None


def _score_or_none(text: str | None) -> float | None:
    """A score in men, which may be negative; read as :func:`~.hub._seconds`
    reads a real number, so ``nan``, ``inf`` and huge values are None."""
    if text is None:
        return None
    sign, body = (text[0], text[1:]) if text[:1] in ("-", "+") else ("+", text)
    magnitude = None if body[:1] in ("-", "+") else _seconds_or_none(body)
    if magnitude is None:
        return None
    return -magnitude if sign == "-" else magnitude


@dataclass(frozen=True, slots=True)
class HubAnswer:
    """The end of a search: the move (None only for a search stopped before
    the engine had one), the reply it expects, its last ``info``."""

    move: Move | None
    ponder: Move | None = None
    info: HubInfo | None = None
    stopped: bool = False


@dataclass(frozen=True, slots=True)
class HubTimeouts:
    """How long to wait for the engine, in seconds."""

    handshake: float = 10.0  # ``hub`` → ``wait``
    init: float = 60.0  # ``init`` → ``ready`` (an engine may load its endgame tables)
    reply: float = 5.0  # ``ping`` → ``pong``
    search_margin: float = 5.0  # past a search's own time limit → ``done``
    unbounded: float = 600.0  # a search limited by depth or nodes only
    stop: float = 2.0  # ``stop`` → ``done``
    quit: float = 0.5  # ``quit`` → the process exits, before it is killed


_EOF = None  # what the reader thread queues when the engine's output ends


class HubEngine:
    """One outside engine process and its Hub conversation.

    ``command`` is a string split as a shell would (no shell is run) or an
    argument list. Nothing starts until :meth:`start`. One search at a time;
    :meth:`close` may be called from another thread, even during a search.
    """

    def __init__(
        self,
        command: str | Sequence[str],
        *,
        timeouts: HubTimeouts | None = None,
        cwd: str | None = None,
    ) -> None:
        self.argv = command_argv(command)
        self.timeouts = timeouts or HubTimeouts()
        self.cwd = cwd
        #: the engine's name: from its ``id`` line once started, else the program's
        self.name = sanitise(os.path.basename(self.argv[0]) or self.argv[0], NAME_CHARS)
        self.identity: HubIdentity | None = None
        self.params: dict[str, HubParam] = {}
        self.rules: Rules | None = None  # the variant ``init`` was sent for
        self._process: subprocess.Popen[bytes] | None = None
        # Bounded: an engine that floods its output waits for it to be read.
        self._lines: queue.Queue[str | None] = queue.Queue(MAX_QUEUED_LINES)
        self._threads: list[threading.Thread] = []
        self._write_lock = threading.Lock()
        self._stderr_lock = threading.Lock()
        self._stderr_tail = b""
        self._said = ""  # the last ``error message=`` of the engine, sanitised
        self._broken: HubEngineError | None = None
        self._closing = False
        self._unanswered = False  # a search left without its ``done``
        self._searching = False

    # ------------------------------------------------------------ life

    def start(self) -> None:
        """Start the process and do the handshake (``hub`` … ``wait``)."""
        if self._process is not None or self._broken is not None:
            self._check_usable()
            return
        try:
            self._process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=self.cwd,
                # Its own session: no controlling terminal to write to, and the
                # terminal's Ctrl-C is not sent to it.
                start_new_session=True,
            )
        except (OSError, ValueError) as exc:
            raise self._fail(HubFailure.CANNOT_START, _os_error_text(exc)) from None
        process = self._process
        assert process.stdout is not None and process.stderr is not None
        self._spawn(self._read_output, process.stdout, "hub-engine-out")
        self._spawn(self._read_errors, process.stderr, "hub-engine-err")
        self._send("hub", failure=HubFailure.NO_HANDSHAKE)
        deadline = time.monotonic() + self.timeouts.handshake
        while True:
            item = self._next(deadline - time.monotonic(), failure=HubFailure.NO_HANDSHAKE)
            if item is None:
                raise self._fail(
                    HubFailure.NO_HANDSHAKE,
                    f"no 'wait' within {self.timeouts.handshake:g} s of 'hub'",
                )
            command, args = item
            if command == "id":
                self.identity = HubIdentity(
                    sanitise(args.get("name", ""), NAME_CHARS),
                    sanitise(args.get("version", ""), NAME_CHARS),
                    sanitise(args.get("author", "")),
                    sanitise(args.get("country", ""), NAME_CHARS),
                )
                if self.identity.name:
                    self.name = self.identity.name
            elif command == "param":
                param = HubParam.parse(args)
                if param.name:
                    self.params[param.name] = param
            elif command == "wait":
                return

    @property
    def running(self) -> bool:
        """Whether the process has been started and has not exited."""
        return self._process is not None and self._process.poll() is None

    def close(self) -> None:
        """Send ``quit``, give the process :attr:`HubTimeouts.quit` seconds to
        exit, then kill it. A search running meanwhile raises CLOSED."""
        process = self._process
        if process is None or self._closing:
            return
        self._closing = True
        if process.poll() is None:
            self._send_quietly("quit")
            self._close_input()
            try:
                process.wait(self.timeouts.quit)
            except subprocess.TimeoutExpired:
                self._kill()
        self._close_input()
        self._drain()  # a reader waiting for room in the queue sees the end
        for thread in self._threads:
            thread.join(0.5)
        for stream in (process.stdout, process.stderr):
            if stream is not None and not any(t.is_alive() for t in self._threads):
                stream.close()

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # ------------------------------------------------------------ variants

    @property
    def variants(self) -> tuple[str, ...] | None:
        """The variants the engine lists (its ``param name=variant``), or None
        when it lists none (it plays Hub's default, ``normal``, only)."""
        param = self.params.get("variant")
        if param is None:
            return None
        return tuple(dict.fromkeys((*param.values, param.value) if param.value else param.values))

    def plays(self, rules: Rules) -> bool:
        """Whether the engine says it plays the variant of ``rules``."""
        variants = self.variants
        return rules.hub_name in (variants if variants is not None else (DEFAULT_VARIANT,))

    def prepare(self, rules: Rules) -> None:
        """Pick the variant (when the engine lists it) and send ``init``;
        again only when the variant changes. UNSUPPORTED_VARIANT if the
        engine does not play it (the engine stays usable for others)."""
        self._check_usable()
        if self.rules is not None and self.rules.hub_name == rules.hub_name:
            return
        if not self.plays(rules):
            listed = " ".join(self.variants or (DEFAULT_VARIANT,))
            raise HubEngineError(
                HubFailure.UNSUPPORTED_VARIANT,
                self.name,
                f"{rules.hub_name!r} is not among its variants ({listed})",
            )
        if self.variants is not None:
            self._send(format_line("set-param", name="variant", value=rules.hub_name))
        self._send("init")
        deadline = time.monotonic() + self.timeouts.init
        while True:
            item = self._next(deadline - time.monotonic(), failure=HubFailure.NO_HANDSHAKE)
            if item is None:
                raise self._fail(
                    HubFailure.NO_HANDSHAKE,
                    f"no 'ready' within {self.timeouts.init:g} s of 'init'",
                )
            if item[0] == "ready":
                self.rules = rules
                return

    def new_game(self) -> None:
        """Tell the engine that the next search is unrelated to the last."""
        self._check_usable()
        self._send("new-game")

    def ping(self) -> None:
        """``ping``, and wait :attr:`HubTimeouts.reply` seconds for ``pong``."""
        self._check_usable()
        self._send("ping")
        deadline = time.monotonic() + self.timeouts.reply
        while True:
            item = self._next(deadline - time.monotonic())
            if item is None:
                raise self._fail(
                    HubFailure.HUNG, f"no 'pong' within {self.timeouts.reply:g} s of 'ping'"
                )
            if item[0] == "pong":
                return

    # ------------------------------------------------------------ search

    def search(
        self,
        position: Position,
        moves: Sequence[Move] = (),
        spec: LevelSpec | None = None,
        *,
        stop: threading.Event | None = None,
        on_info: Callable[[HubInfo], None] | None = None,
        allowed: Collection[Move] | None = None,
    ) -> HubAnswer:
        """Search the position reached by ``moves`` from ``position`` (sent
        as ``pos pos=… moves=…``) within ``spec`` (one second a move by
        default) and return the engine's answer.

        Setting ``stop`` sends ``stop``; the engine then has
        :attr:`HubTimeouts.stop` seconds for its ``done``. ``allowed``: the
        moves the game allows (the same-king rule may refuse some of the
        position's); any other move is ILLEGAL_MOVE, so is a move that is
        not legal in the position.
        """
        self.prepare(position.rules)  # nothing to do for the variant already set
        if self._searching:
            raise RuntimeError("one search at a time")
        self._searching = True
        try:
            return self._search(
                position, moves, spec or LevelSpec(move_time=1.0), stop, on_info, allowed
            )
        finally:
            self._searching = False

    def _search(
        self,
        start: Position,
        moves: Sequence[Move],
        spec: LevelSpec,
        stop: threading.Event | None,
        on_info: Callable[[HubInfo], None] | None,
        allowed: Collection[Move] | None,
    ) -> HubAnswer:
        position = start
        for move in moves:
            position = position.play(move)
        if self._unanswered:
            self._wait_done(self.timeouts.stop, "the last search did not end")
        self._drain()
        pos_args = {"pos": format_hub_position(start)}
        if moves:
            pos_args["moves"] = " ".join(format_move_hub(move) for move in moves)
        self._send(format_line("pos", **pos_args))
        self._send(format_level(spec))
        self._send(format_line("go", "think"))
        self._unanswered = True
        budget = self._search_budget(spec)
        deadline = None if budget is None else time.monotonic() + budget
        stop_deadline: float | None = None
        last_info: HubInfo | None = None
        while True:
            now = time.monotonic()
            if stop_deadline is None and stop is not None and stop.is_set():
                self._send("stop")
                stop_deadline = now + self.timeouts.stop
            if stop_deadline is not None and now >= stop_deadline:
                raise self._fail(
                    HubFailure.HUNG, f"no 'done' within {self.timeouts.stop:g} s of 'stop'"
                )
            if deadline is not None and now >= deadline:
                raise self._fail(HubFailure.HUNG, f"no 'done' within {budget:g} s of 'go'")
            item = self._next(POLL_SECONDS)
            if item is None:
                continue
            command, args = item
            if command == "info":
                last_info = HubInfo.parse(args)
                if on_info is not None:
                    on_info(last_info)
            elif command == "done":
                self._unanswered = False
                return self._answer(position, args, last_info, stop_deadline is not None, allowed)

    def _search_budget(self, spec: LevelSpec) -> float | None:
        """Seconds until a search without ``done`` is a hang; None: until stop."""
        if spec.infinite:
            return None
        bounds = []
        if spec.move_time is not None:
            bounds.append(spec.move_time)
        if spec.clock is not None:
            bounds.append(spec.clock + spec.increment)
        base = min(bounds) if bounds else self.timeouts.unbounded
        return base + self.timeouts.search_margin

    def _answer(
        self,
        position: Position,
        args: dict[str, str],
        info: HubInfo | None,
        stopped: bool,
        allowed: Collection[Move] | None,
    ) -> HubAnswer:
        text = args.get("move", "")
        if not text:
            if stopped:
                return HubAnswer(None, None, info, stopped)
            raise self._fail(HubFailure.ILLEGAL_MOVE, "'done' without a move")
        try:
            move = parse_move(position, text)
        except DraughtsError as exc:
            raise self._fail(HubFailure.ILLEGAL_MOVE, f"{sanitise(text, 40)}: {exc}") from None
        if allowed is not None and move not in allowed:
            raise self._fail(
                HubFailure.ILLEGAL_MOVE, f"{format_move_hub(move)} is not allowed in this game"
            )
        ponder: Move | None = None
        if args.get("ponder"):
            try:
                ponder = parse_move(position.play(move), args["ponder"])
            except DraughtsError:
                ponder = None  # only a guess: a bad one is no failure
        return HubAnswer(move, ponder, info, stopped)

    def _wait_done(self, seconds: float, why: str) -> None:
        self._send("stop")
        deadline = time.monotonic() + seconds
        while True:
            item = self._next(deadline - time.monotonic())
            if item is None:
                raise self._fail(HubFailure.HUNG, f"{why}: no 'done' within {seconds:g} s")
            if item[0] == "done":
                self._unanswered = False
                return

    # ------------------------------------------------------------ reading

    def _next(
        self, timeout: float, *, failure: HubFailure = HubFailure.CRASHED
    ) -> tuple[str, dict[str, str]] | None:
        """The next Hub line (command, arguments), None when ``timeout``
        seconds pass without one; the end of the output raises ``failure``.
        ``error`` lines are kept for the messages; other lines that are not
        Hub are skipped."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                return None
            if line is _EOF:
                self._lines.put(_EOF)  # every later read sees it too
                raise self._ended(failure)
            try:
                command, args = parse_line(line)
            except HubError:
                continue
            if command == "error":
                self._said = sanitise(args.get("message", ""))
            elif command:
                return command, args

    def _drain(self) -> None:
        """Drop the lines already read (late ``info`` of an earlier search)."""
        for _ in range(self._lines.qsize()):
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                return
            if line is _EOF:
                self._lines.put(_EOF)
                return

    def _read_output(self, stream: IO[bytes]) -> None:
        from ..commands.lines import Overlong, read_lines

        try:
            for line in read_lines(stream, limit=MAX_LINE_CHARS):
                if not isinstance(line, Overlong):  # too long to be Hub: ignored
                    self._lines.put(line)
        except (OSError, ValueError):
            pass
        finally:
            self._lines.put(_EOF)

    def _read_errors(self, stream: IO[bytes]) -> None:
        read = getattr(stream, "read1", stream.read)
        try:
            while chunk := read(STDERR_TAIL_BYTES):
                with self._stderr_lock:
                    self._stderr_tail = (self._stderr_tail + chunk)[-STDERR_TAIL_BYTES:]
        except (OSError, ValueError):
            pass

    def _spawn(self, target: Callable[[IO[bytes]], None], stream: IO[bytes], name: str) -> None:
        thread = threading.Thread(target=target, args=(stream,), name=name, daemon=True)
        self._threads.append(thread)
        thread.start()

    # ------------------------------------------------------------ writing

    def _send(self, line: str, *, failure: HubFailure = HubFailure.CRASHED) -> None:
        process = self._process
        if process is None or process.stdin is None:
            raise RuntimeError("the engine is not started")
        try:
            with self._write_lock:
                process.stdin.write(line.encode("utf-8") + b"\n")
                process.stdin.flush()
        except (OSError, ValueError):  # a broken pipe, or closed meanwhile
            raise self._ended(failure) from None

    def _send_quietly(self, line: str) -> None:
        try:
            self._send(line)
        except (HubEngineError, RuntimeError):
            pass

    def _close_input(self) -> None:
        process = self._process
        if process is not None and process.stdin is not None:
            try:
                with self._write_lock:
                    process.stdin.close()
            except OSError:
                pass

    # ------------------------------------------------------------ failures

    def _check_usable(self) -> None:
        if self._broken is not None:
            raise self._broken
        if self._closing:
            raise HubEngineError(HubFailure.CLOSED, self.name)
        if self._process is None:
            raise RuntimeError("the engine is not started (call start())")

    def _ended(self, failure: HubFailure) -> HubEngineError:
        """The error for an engine whose output or input closed."""
        if self._closing:
            return HubEngineError(HubFailure.CLOSED, self.name)
        process = self._process
        detail = "closed its output"
        if process is not None:
            try:
                code = process.wait(0.5)
            except subprocess.TimeoutExpired:
                code = None
            if code is not None:
                detail = f"killed by signal {-code}" if code < 0 else f"exited with code {code}"
        return self._fail(failure, detail)

    def _fail(self, kind: HubFailure, detail: str) -> HubEngineError:
        """The error of ``kind``, remembered; the process is killed."""
        if self._broken is not None:
            return self._broken
        if self._closing:
            return HubEngineError(HubFailure.CLOSED, self.name)
        extra = [detail]
        if self._said:
            extra.append(f"it said {self._said!r}")
        tail = self._stderr_last_line()
        if tail:
            extra.append(f"error output {tail!r}")
        error = HubEngineError(kind, self.name, "; ".join(part for part in extra if part))
        self._broken = error
        self._kill()
        return error

    def _stderr_last_line(self) -> str:
        with self._stderr_lock:
            tail = self._stderr_tail
        lines = [line for line in tail.decode("utf-8", "replace").splitlines() if line.strip()]
        return sanitise(lines[-1], 120) if lines else ""

    def _kill(self) -> None:
        process = self._process
        if process is None or process.poll() is not None:
            return
        try:
            process.kill()
            process.wait(1.0)
        except (OSError, subprocess.TimeoutExpired):
            pass


def _os_error_text(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return f"{exc.strerror}: {exc.filename}" if exc.filename else exc.strerror
    return str(exc)
