"""The Hub protocol (version 2, as Scan speaks it): a session that reads lines
and writes lines, so that it can be driven in-process or over stdin/stdout.

The search runs in a background thread; while it runs, ``ping``, ``stop`` and
``ponder-hit`` are answered at once. A malformed line never ends the session:
it gets one ``error message="…"`` line and the engine carries on. So does a
line longer than :data:`MAX_LINE_CHARS`, and a number that is not finite or
past its bound (:data:`~.limits.MAX_SECONDS` for times, the search's
``MAX_DEPTH``, :data:`~.limits.MAX_NODES`). A ``pos`` that is refused
leaves no position behind: ``go`` is an error until a ``pos`` is accepted,
so the engine never answers for a position the GUI no longer has. A bare
``pos`` (no ``pos=``) is the start position, as in Scan; an empty ``pos=``
is an error.

Variants: ``set-param name=variant value=<name>`` (before ``init``, or
between games) picks the rules by :attr:`~dames_tui.core.Rules.hub_name`,
and the ``param name=variant`` line of the handshake lists every name.
Scan's own are ``normal`` (international draughts, the default), ``killer``,
``bt`` (breakthrough), ``frisian`` and ``losing`` (antidraughts); the other
variants go by their registry name:

>>> from dames_tui.core import hub_names
>>> print(" ".join(hub_names()))  # doctest: +NORMALIZE_WHITESPACE
english normal brazilian russian pool italian spanish portuguese czech thai canadian
killer losing english-giveaway frisian frysk turkish bt

The opening book: ``param name=book type=bool`` (on by default;
``set-param name=book value=false`` turns it off). With it on, ``go think``
in a time (``level move-time=``, a clock, or a level parameter that
searches) answers a book move at once where the book has one; a ``level``
of depth or nodes, ``go analyze`` and ``go ponder`` always search.

Frisian's same-king rule follows the moves of ``pos … moves=``: a move it
refuses is an error, and the search knows each side's run.

A position is the side to move then one character per square in the
variant's numbering, 1 to 32 on 8×8 (1 + 32 characters), 50 on 10×10, 72 on
12×12; the variants whose players write algebraic squares (Russian,
Brazilian, Czech) are numbered as their PDN numeric form (square 1 = b8 on
the a1-dark board), and ``moves=`` takes either form. Moves are answered in
Hub's numeric form (``22-18``, ``from x to x captured …``).

>>> out: list[str] = []
>>> session = HubSession(out.append)
>>> session.handle("ping")
True
>>> out
['pong']
"""

from __future__ import annotations

import math
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..core import INTERNATIONAL, Color, Move, Piece, Position, Rules, find_hub_variant, hub_names
from ..core.errors import DraughtsError
from ..game.king_rule import NO_RUNS, KingRun, next_run, refused_king
from .levels import LEVELS, TOP_LEVEL, play_level
from .limits import MAX_NODES, MAX_SECONDS, Limits, time_budget
from .search import MAX_DEPTH, Engine, SearchInfo, SearchResult

HUB_PIECES: dict[str, Piece | None] = {
    "w": Piece.WHITE_MAN,
    "b": Piece.BLACK_MAN,
    "W": Piece.WHITE_KING,
    "B": Piece.BLACK_KING,
    "e": None,
}
DEFAULT_LEVEL = TOP_LEVEL
DEFAULT_HASH_MB = 64
CLOCK_SAFETY = 0.05  # seconds kept back for the answer to reach the GUI
MAX_LINE_CHARS = 64 * 1024  # a longer line is refused whole (the longest pos is far shorter)
MAX_MOVES_TO_GO = 1000  # level moves=N: more is no time control
MAX_HASH_MB = 1024
_WHOLE = re.compile(r"[+-]?[0-9]{1,15}")
_REAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]{1,4})?")


class HubError(DraughtsError):
    """A Hub command that cannot be carried out."""


# ------------------------------------------------------------------ line syntax


def parse_line(line: str) -> tuple[str, dict[str, str]]:
    """Split a Hub line into its command and ``{argument: value}``.

    Bare flags get the empty string; double-quoted values may hold spaces and ``=``.

    >>> parse_line('pos pos=Wbbe moves="32-28 19-23" start')
    ('pos', {'pos': 'Wbbe', 'moves': '32-28 19-23', 'start': ''})
    """
    tokens: list[str] = []
    i, n = 0, len(line)
    while i < n:
        if line[i].isspace():
            i += 1
            continue
        parts: list[str] = []
        while i < n and not line[i].isspace():
            if line[i] == '"':
                end = line.find('"', i + 1)
                if end < 0:
                    raise HubError("unterminated quoted value")
                parts.append(line[i + 1 : end])
                i = end + 1
            else:
                parts.append(line[i])
                i += 1
        tokens.append("".join(parts))
    if not tokens:
        return "", {}
    command, args = tokens[0], {}
    for token in tokens[1:]:
        name, sep, value = token.partition("=")
        if not name:
            raise HubError(f"argument without a name: {token!r}")
        args[name] = value if sep else ""
    return command, args


def quote(value: str) -> str:
    """A value as Hub writes it: quoted if it holds a space, ``=`` or nothing."""
    if value == "" or any(c.isspace() or c in '="' for c in value):
        return '"' + value.replace('"', "'") + '"'
    return value


def format_line(command: str, *flags: str, **args: str) -> str:
    parts = [command, *flags]
    parts.extend(f"{name.replace('_', '-')}={quote(value)}" for name, value in args.items())
    return " ".join(parts)


# ------------------------------------------------------------------ positions


def parse_hub_position(text: str, rules: Rules) -> Position:
    """A position from Hub's ``W``/``B`` + one character per square (``wbWBe``)."""
    squares = rules.squares
    if len(text) != 1 + squares:
        raise HubError(f"position must be 1+{squares} characters for {rules.name}, not {len(text)}")
    if text[0] not in "WB":
        raise HubError(f"side to move must be W or B, not {text[0]!r}")
    pieces: dict[int, Piece] = {}
    for square, char in enumerate(text[1:], start=1):
        if char not in HUB_PIECES:
            raise HubError(f"unknown piece {char!r} on square {square}")
        piece = HUB_PIECES[char]
        if piece is not None:
            pieces[square] = piece
    return Position.from_pieces(rules, pieces, Color(text[0]))


def format_hub_position(position: Position) -> str:
    chars = [position.turn.value]
    for square in range(1, position.rules.squares + 1):
        piece = position.piece_at(square)
        if piece is None:
            chars.append("e")
        else:
            char = "w" if piece.color is Color.WHITE else "b"
            chars.append(char.upper() if piece.is_king else char)
    return "".join(chars)


# ------------------------------------------------------------------ limits


@dataclass(frozen=True)
class LevelSpec:
    """What the last ``level`` command asked for."""

    depth: int | None = None
    nodes: int | None = None
    move_time: float | None = None
    clock: float | None = None
    moves_to_go: int | None = None
    increment: float = 0.0
    infinite: bool = False

    @classmethod
    def parse(cls, args: dict[str, str]) -> LevelSpec:
        """The limits of a ``level`` line; a value that is not a number, is not
        finite or is out of its bounds is a HubError."""

        def whole(name: str, high: int) -> int | None:
            return None if name not in args else _int_in(args[name], 1, high, f"level {name}")

        def seconds(name: str) -> float | None:
            return None if name not in args else _seconds(args[name], f"level {name}")

        spec = cls(
            depth=whole("depth", MAX_DEPTH),
            nodes=whole("nodes", MAX_NODES),
            move_time=seconds("move-time"),
            clock=seconds("time"),
            moves_to_go=whole("moves", MAX_MOVES_TO_GO),
            increment=seconds("inc") or 0.0,
            infinite="infinite" in args,
        )
        if spec == cls():
            raise HubError("level needs depth=, nodes=, move-time=, time= or infinite")
        return spec

    def limits(self, *, analysis: bool = False, clock_running: bool = True) -> Limits:
        """The search limits; without a running clock (ponder, infinite) only
        depth and nodes limit the search, and ``stop`` or a timer ends it."""
        if self.infinite or not clock_running:
            return Limits(depth=self.depth, nodes=self.nodes, analysis=analysis)
        move_time: float | None = self.move_time
        clock: float | None = None
        if self.clock is not None:
            if self.moves_to_go:
                share = self.clock / self.moves_to_go + 0.8 * self.increment
                limit = max(0.01, 0.8 * self.clock - CLOCK_SAFETY)
                move_time = min(share, limit) if move_time is None else min(move_time, share)
            else:
                clock = max(0.0, self.clock - CLOCK_SAFETY)
        return Limits(
            depth=self.depth,
            nodes=self.nodes,
            time=move_time,
            clock=clock,
            increment=self.increment,
            analysis=analysis,
        )

    def ponder_budget(self) -> float | None:
        """Seconds to go on searching after ``ponder-hit``, or None for no timer."""
        if self.infinite:
            return None
        if self.move_time is not None and self.clock is None:
            return self.move_time
        soft, hard = time_budget(self.limits())
        if soft is None or hard is None:
            return None
        return min(hard, 1.5 * soft)


# ------------------------------------------------------------------ the session


class HubSession:
    """One Hub conversation: feed it lines with :meth:`handle`; it writes lines.

    ``write`` receives each output line (without newline); it is called from
    the search thread too, always under a lock.
    """

    def __init__(self, write: Callable[[str], None], *, version: str = "") -> None:
        self._write_raw = write
        self._out_lock = threading.Lock()
        self._version = version or _package_version()
        self.rules: Rules = INTERNATIONAL  # Scan's default, the variant "normal"
        self.hash_mb = DEFAULT_HASH_MB
        self.level = DEFAULT_LEVEL
        self.book = True  # play from the opening book (the levels that search)
        self.spec: LevelSpec | None = None
        self.position: Position | None = None
        self.history: list[Position] = []
        self.king_runs: tuple[KingRun, KingRun] = NO_RUNS  # for the same-king rule
        self._position_refused = False  # the last pos was refused: no position until a good one
        self._engine: Engine | None = None  # owns the table; kept from move to move
        self._thread: threading.Thread | None = None
        self._busy = False  # a search is running and has not answered yet
        self._stop = threading.Event()
        self._release = threading.Event()
        self._ponder_timer: threading.Timer | None = None
        self._pondering = False
        self._pending_budget: float | None = None
        self._commands: dict[str, Callable[[dict[str, str]], None]] = {
            "hub": self._cmd_hub,
            "set-param": self._cmd_set_param,
            "init": lambda args: self.write("ready"),
            "new-game": self._cmd_new_game,
            "pos": self._cmd_pos,
            "level": self._cmd_level,
            "go": self._cmd_go,
            "ping": lambda args: self.write("pong"),
            "stop": self._cmd_stop,
            "ponder-hit": self._cmd_ponder_hit,
        }

    # ------------------------------------------------------------ plumbing

    def write(self, line: str) -> None:
        with self._out_lock:
            self._write_raw(line)

    def error(self, message: str) -> None:
        """One ``error`` line; what the GUI sent is shown escaped, on one line."""
        self.write(format_line("error", message=_printable(message)))

    @property
    def searching(self) -> bool:
        return self._busy

    def run(self, lines: Iterable[str]) -> None:
        """Handle lines until ``quit`` or the end of input, then stop any search."""
        try:
            for line in lines:
                if not self.handle(line):
                    break
        finally:
            self.close()

    def handle(self, line: str) -> bool:
        """Carry out one input line; False once the session should end (``quit``)."""
        if len(line) > MAX_LINE_CHARS:
            self.refuse_overlong(line[:32])
            return True
        try:
            command, args = parse_line(line.strip())
            if not command:
                return True
            if command == "quit":
                return False
            if self.searching and command not in ("ping", "stop", "ponder-hit"):
                if not self._release.is_set():  # infinite or ponder: only stop ends it
                    raise HubError(f"{command} is not accepted while searching")
                # A bounded search ends by itself: a GUI (or a script) that did
                # not wait for done gets its command carried out after it.
                self.wait()
            action = self._commands.get(command)
            if action is None:
                raise HubError(f"unknown command {command!r}")
            action(args)
        except (DraughtsError, ValueError) as exc:
            self._refused(line)
            self.error(str(exc))
        except Exception as exc:  # noqa: BLE001 - the engine never dies on input
            self._refused(line)
            self.error(f"internal error: {type(exc).__name__}: {exc}")
        return True

    def refuse_overlong(self, start: str) -> None:
        """Answer a line too long to be read, which began with ``start``: one
        ``error`` line (and no position if it was a ``pos``)."""
        self._refused(start)
        self.error(f"line too long (over {MAX_LINE_CHARS} characters): ignored")

    def _refused(self, line: str) -> None:
        """After an error: a refused ``pos`` leaves no position (see the module)."""
        if line.split(maxsplit=1)[:1] == ["pos"]:
            self.position, self.history = None, []
            self._position_refused = True

    def close(self) -> None:
        """Stop a running search (its ``done`` is still written) and wait for it."""
        self._stop.set()
        self._release.set()
        self.wait()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the running search to end; True if none is running any more."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return not self.searching

    # ------------------------------------------------------------ commands

    def _cmd_hub(self, args: dict[str, str]) -> None:
        self.write(
            format_line(
                "id",
                name="dames_tui",
                version=self._version,
                author="dames_tui developers",
                country="FR",
            )
        )
        self.write(
            format_line(
                "param",
                name="variant",
                value=self.rules.hub_name,
                type="enum",
                values=" ".join(hub_names()),
            )
        )
        self.write(
            format_line(
                "param", name="hash", value=str(self.hash_mb), type="int", min="1", max="1024"
            )
        )
        self.write(
            format_line(
                "param",
                name="level",
                value=str(self.level),
                type="int",
                min="1",
                max=str(self._level_count()),
            )
        )
        self.write(format_line("param", name="book", value=_bool_text(self.book), type="bool"))
        self.write("wait")

    def _level_count(self) -> int:
        return len(LEVELS)

    def _cmd_set_param(self, args: dict[str, str]) -> None:
        name, value = args.get("name"), args.get("value", "")
        if name == "variant":
            rules = find_hub_variant(value)  # by Rules.hub_name; unknown: an error line
            if rules is not self.rules:
                self.rules = rules
                self.position, self.history, self._engine = None, [], None
        elif name == "hash":
            size = _int_in(value, 1, MAX_HASH_MB, "hash")
            if size != self.hash_mb:
                self.hash_mb, self._engine = size, None
        elif name == "level":
            self.level = _int_in(value, 1, self._level_count(), "level")
            self.spec = None
        elif name == "book":
            self.book = _bool_in(value, "book")
        else:
            raise HubError(f"unknown parameter {name!r}")

    def _cmd_new_game(self, args: dict[str, str]) -> None:
        if self._engine is not None:
            self._engine.clear()

    def _cmd_pos(self, args: dict[str, str]) -> None:
        from ..notation import parse_move

        if "pos" in args and not args["pos"]:
            raise HubError("pos= is empty (send pos start, or pos alone, for the start position)")
        if "pos" in args and "start" not in args:
            position = parse_hub_position(args["pos"], self.rules)
        else:
            position = Position.initial(self.rules)
        # The positions since the last irreversible move (capture or man
        # move): only they can repeat, and their number is the reversible count.
        history: list[Position] = []
        runs = NO_RUNS
        for number, move_text in enumerate(args.get("moves", "").split(), start=1):
            try:
                move = parse_move(position, move_text)
            except DraughtsError as exc:
                raise HubError(f"move {number} {move_text!r}: {exc}") from None
            if _held_back(position, runs, move):
                limit = self.rules.same_king_moves
                raise HubError(
                    f"move {number} {move_text!r}: that king has made {limit} moves in a row"
                )
            if move.is_capture or position.is_man_move(move):
                history = []
            else:
                history.append(position)
            raw = position.raw_from_move(move)
            mover = 0 if position.white_to_move else 1
            runs = _replaced(runs, mover, next_run(runs[mover], raw, position.kings))
            position = position.play(move)
        self.position, self.history, self.king_runs = position, history, runs
        self._position_refused = False

    def _cmd_level(self, args: dict[str, str]) -> None:
        self.spec = LevelSpec.parse(args)

    def _cmd_stop(self, args: dict[str, str]) -> None:
        if self.searching:
            self._stop.set()
            self._release.set()

    def _cmd_ponder_hit(self, args: dict[str, str]) -> None:
        if not (self.searching and self._pondering):
            return
        self._pondering = False
        self._release.set()
        if self._pending_budget is not None:
            timer = threading.Timer(self._pending_budget, self._stop.set)
            timer.daemon = True
            self._ponder_timer = timer
            timer.start()

    def _cmd_go(self, args: dict[str, str]) -> None:
        if self.position is None:
            if self._position_refused:
                raise HubError("go without a position: the last pos was refused")
            raise HubError("go without a position (send pos first)")
        position = self.position
        if not _HubGame(position, tuple(self.history), self.king_runs).legal_moves():
            self.error("no legal move in this position")
            self.write("done")
            return
        mode = "ponder" if "ponder" in args else "analyze" if "analyze" in args else "think"
        if mode == "think" and self._answer_from_book(position):
            return
        spec = self.spec or self._level_spec()
        hold = spec.infinite or mode == "ponder"
        limits = spec.limits(analysis=mode == "analyze", clock_running=not hold)
        self._stop = threading.Event()
        self._release = threading.Event()
        self._pondering = mode == "ponder"
        self._pending_budget = spec.ponder_budget()
        if not hold:
            self._release.set()
        # Without a level command, play at the level parameter's strength
        # (its budget and, for the low levels, its choice among good moves).
        level = self.level if self.spec is None and mode == "think" else None
        self._thread = threading.Thread(
            target=self._search_worker,
            args=(position, tuple(self.history), self.king_runs, limits, level),
            name="hub-search",
            daemon=True,
        )
        self._busy = True
        try:
            self._thread.start()
        except RuntimeError:
            self._busy = False
            raise

    def _answer_from_book(self, position: Position) -> bool:
        """With the book on, a move to play (``go think``) in a time (a
        ``level`` of move-time or clock, or a level parameter that searches)
        comes from the opening book when it has one: ``info`` and ``done``
        at once, no search. A ``level`` of depth or nodes asks for that
        search, and gets it. Whether it answered."""
        if not self.book:
            return False
        spec = self.spec
        if spec is None:
            if not LEVELS[self.level - 1].searches:
                return False
        elif spec.depth is not None or spec.nodes is not None or spec.infinite:
            return False
        from ..notation import format_move_hub
        from .book import choose

        move = choose(position, position.rules)
        if move is None or _held_back(position, self.king_runs, move):
            return False
        hub_move = format_move_hub(move)
        self.write(format_line("info", depth="0", pv=hub_move))
        self.write(format_line("done", move=hub_move))
        return True

    def _level_spec(self) -> LevelSpec:
        style = LEVELS[self.level - 1].on(self.rules)
        return LevelSpec(depth=style.depth, nodes=style.nodes, move_time=style.time)

    # ------------------------------------------------------------ the search

    def _search_worker(
        self,
        position: Position,
        history: Sequence[Position],
        runs: tuple[KingRun, KingRun],
        limits: Limits,
        level: int | None,
    ) -> None:
        from ..notation import format_move_hub

        stop, release = self._stop, self._release
        line = "done"
        try:
            result = self._search(position, history, runs, limits, stop, level)
            if result.move is not None:
                args = {"move": format_move_hub(result.move)}
                if len(result.pv) > 1 and result.pv[0] == result.move:
                    args["ponder"] = format_move_hub(result.pv[1])
                line = format_line("done", **args)
        except Exception as exc:  # noqa: BLE001 - report it, still end with done
            self.error(f"search failed: {type(exc).__name__}: {exc}")
        finally:
            # An infinite search, or a ponder search not yet hit, answers only
            # when the GUI says so.
            release.wait()
            timer, self._ponder_timer = self._ponder_timer, None
            if timer is not None:
                timer.cancel()
            with self._out_lock:
                # Not busy any more before the GUI can read done and answer.
                self._busy = False
                self._write_raw(line)

    def _search(
        self,
        position: Position,
        history: Sequence[Position],
        runs: tuple[KingRun, KingRun],
        limits: Limits,
        stop: threading.Event,
        level: int | None,
    ) -> SearchResult:
        if self._engine is None:
            self._engine = Engine(self.hash_mb)
        if level is not None:
            game = _HubGame(position, tuple(history), runs)
            return play_level(game, level, stop, self._on_info, engine=self._engine)
        return self._engine.search(
            position, history, limits, stop_event=stop, on_info=self._on_info, king_runs=runs
        )

    def _on_info(self, info: SearchInfo) -> None:
        from ..notation import format_move_hub

        self.write(
            format_line(
                "info",
                depth=str(info.depth),
                score=f"{info.score / 100:.2f}",
                nodes=str(info.nodes),
                time=f"{info.elapsed:.2f}",
                nps=f"{info.nps / 1e6:.3f}",
                pv=" ".join(format_move_hub(move) for move in info.pv),
            )
        )


# ------------------------------------------------------------------ helpers


def _int_in(text: str, low: int, high: int, name: str) -> int:
    """``text`` as a whole number from ``low`` to ``high`` (ASCII digits only)."""
    if not _WHOLE.fullmatch(text):
        raise HubError(f"{name} must be a whole number, not {text[:40]!r}")
    value = int(text)
    if not low <= value <= high:
        raise HubError(f"{name} must be between {low} and {high}, not {value}")
    return value


def _bool_text(value: bool) -> str:
    return "true" if value else "false"


def _bool_in(text: str, name: str) -> bool:
    """A Hub ``bool`` value: ``true`` or ``false`` (also 1/0, yes/no)."""
    lowered = text.strip().lower()
    if lowered in ("true", "1", "yes", "on"):
        return True
    if lowered in ("false", "0", "no", "off"):
        return False
    raise HubError(f"{name} must be true or false, not {text!r}")


def _seconds(text: str, name: str) -> float:
    """``text`` as seconds from 0 to :data:`~.limits.MAX_SECONDS` (a finite
    real number: not ``inf``, ``nan`` nor ``1e400``)."""
    value = float(text) if _REAL.fullmatch(text) else math.nan
    if not (math.isfinite(value) and 0 <= value <= MAX_SECONDS):
        raise HubError(f"{name} must be from 0 to {MAX_SECONDS:g} seconds, not {text[:40]!r}")
    return value


def _printable(text: str) -> str:
    """``text`` with every character that would not print escaped (a GUI that
    splits lines on ``\\r``, U+2028 … still reads one line)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)


@dataclass(frozen=True)
class _HubGame:
    """What :func:`~.levels.play_level` reads from a game, built from ``pos``."""

    position: Position
    history: tuple[Position, ...]  # since the last irreversible move, current excluded
    king_runs: tuple[KingRun, KingRun] = NO_RUNS

    @property
    def rules(self) -> Rules:
        return self.position.rules

    @property
    def reversible_plies(self) -> int:
        return len(self.history)

    def repetition_history(self) -> list[Position]:
        return [*self.history, self.position]

    def legal_moves(self) -> list[Move]:
        """The position's legal moves that the same-king rule allows."""
        return [
            m
            for m in self.position.legal_moves()
            if not _held_back(self.position, self.king_runs, m)
        ]


def _held_back(position: Position, runs: tuple[KingRun, KingRun], move: Move) -> bool:
    """Whether the same-king rule refuses ``move`` (a legal move of ``position``)."""
    if move.is_capture:
        return False
    run = runs[0 if position.white_to_move else 1]
    held = refused_king(position.rules, position.pieces_of(position.turn), position.kings, run)
    return bool(held) and position.topology.square_bits[move.start] == held


def _replaced(runs: tuple[KingRun, KingRun], side: int, run: KingRun) -> tuple[KingRun, KingRun]:
    return (run, runs[1]) if side == 0 else (runs[0], run)


def _package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("dames_tui")
    except PackageNotFoundError:
        return "0.1.0"
