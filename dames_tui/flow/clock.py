"""Game clocks without Textual: time controls and a chess clock for two sides.

A :class:`TimeControl` is what the players agreed: no clock, a Fischer clock
(base time plus an increment per move), moves in a time (periods of N moves,
the last one repeating), or a fixed time per move for the computer. It reads
the command line's text and the PDN ``TimeControl`` tag and writes both back.
A :class:`GameClock` runs it: the side to move's time runs, the mover presses
after its move, and a flag falls when the mover's time is out. Its time source
is injected (monotonic seconds), so tests never sleep.

Command-line text (minutes, then seconds of increment):

==================  =====================================================
``5+3``             5 minutes each, 3 s added after every move (Fischer)
``15``              15 minutes each, no increment (sudden death)
``40/30``           40 moves in 30 minutes, then 30 more for 40 more, …
``40/90+30:30+30``  40 moves in 90 minutes, then 30 minutes for the rest,
                    30 s added after every move in both periods (FIDE)
``m2``              no game clock; the computer thinks 2 s a move
``none``            no clock (``-`` too)
==================  =====================================================

In PDN move comments, :meth:`GameClock.clk_command` gives ``[%clk 0:04:58]``
(PDN 3.0's remaining-time command, for the side that just moved) and
:meth:`GameClock.clock_command` ``[%clock w0:04:58 B0:05:00]``, both sides'
times as lidraughts writes them after every move; :func:`read_clk` and
:func:`read_clock` read them back.

>>> control = TimeControl.parse("40/30")
>>> str(control), control.pdn_tag()
('40/30', '40/1800')
>>> seconds = [0.0]
>>> clock = GameClock(TimeControl.parse("5+3"), time_source=lambda: seconds[0])
>>> clock.start(); seconds[0] = 4.0
>>> clock.press()  # White moved after 4 s: 300 - 4 + 3
True
>>> clock.remaining(Color.WHITE), clock.to_move
(299.0, <Color.BLACK: 'B'>)
>>> clock.clk_command(Color.WHITE)
'[%clk 0:04:59]'
"""

from __future__ import annotations

import enum
import math
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from dames_tui.core import Color, DraughtsError
from dames_tui.engine.limits import MAX_MOVES_TO_GO, MAX_SECONDS, Limits

TimeSource = Callable[[], float]  # monotonic seconds

MAX_PERIODS = 5  # periods of one time control: more is a typing mistake
MAX_TEXT = 60  # characters of time-control text worth reading
MAX_CLOCK = 100 * MAX_SECONDS  # a saved clock beyond this was damaged
MAX_SAVED_MOVES = 100_000
HINT = (
    "write 5+3 (minutes + seconds added a move), 40/30 (moves / minutes),"
    " m2 (seconds a move) or none"
)


class TimeControlError(DraughtsError):
    """Time-control text, a PDN tag or a saved clock that cannot be read."""


class ClockKind(enum.Enum):
    """What a time control is, for the interface to describe it."""

    NONE = "none"
    FISCHER = "fischer"  # one period for the whole game, with or without increment
    MOVES = "moves"  # periods of moves in a time
    MOVE_TIME = "move_time"  # no game clock; a fixed time per move for the computer


class ClockState(enum.Enum):
    READY = "ready"  # not started: no time runs
    RUNNING = "running"  # the side to move's time runs
    PAUSED = "paused"
    FLAGGED = "flagged"  # a flag fell: no time runs any more
    STOPPED = "stopped"  # the game ended otherwise


def _milliseconds(value: float) -> float:
    """Times are kept to the millisecond, so that text round-trips."""
    return round(value, 3) + 0.0


@dataclass(frozen=True, slots=True)
class Period:
    """One period of a time control: ``seconds`` given at its start,
    ``increment`` added after each move in it, ``moves`` to play in it
    (None: the rest of the game)."""

    seconds: float
    increment: float = 0.0
    moves: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "seconds", _milliseconds(self.seconds))
        object.__setattr__(self, "increment", _milliseconds(self.increment))


@dataclass(frozen=True, slots=True)
class TimeControl:
    """The agreed time control: ``periods`` of a game clock (none: no clock),
    or ``move_time`` seconds a move for the computer (no game clock).

    Every period but the last has its ``moves``; a last period with moves
    repeats (``40/30``: 30 minutes for every 40 moves), one without lasts to
    the end. Use :meth:`parse`, :meth:`fischer`, :meth:`moves_in_time` or
    :meth:`per_move`; a bad one is refused with :class:`TimeControlError`.

    >>> TimeControl.fischer(300, 3) == TimeControl.parse("5+3")
    True
    >>> TimeControl.parse("5+-3")
    Traceback (most recent call last):
    ...
    dames_tui.flow.clock.TimeControlError: a time control cannot be negative: '5+-3'
    """

    periods: tuple[Period, ...] = ()
    move_time: float | None = None

    def __post_init__(self) -> None:
        if self.move_time is not None:
            object.__setattr__(self, "move_time", _milliseconds(self.move_time))
        shown = ascii(str(self)) if _plain(self.periods, self.move_time) else "this time control"
        _check(self.periods, self.move_time, shown)

    # ------------------------------------------------------------ building

    @classmethod
    def fischer(cls, seconds: float, increment: float = 0.0) -> TimeControl:
        """``seconds`` each for the game, ``increment`` added after every move."""
        return cls((Period(seconds, increment),))

    @classmethod
    def moves_in_time(cls, moves: int, seconds: float, increment: float = 0.0) -> TimeControl:
        """``seconds`` for every ``moves`` moves (repeating), ``increment`` a move."""
        return cls((Period(seconds, increment, moves),))

    @classmethod
    def per_move(cls, seconds: float) -> TimeControl:
        """No game clock; the computer thinks ``seconds`` a move."""
        return cls(move_time=seconds)

    # ------------------------------------------------------------ reading

    @property
    def kind(self) -> ClockKind:
        if self.move_time is not None:
            return ClockKind.MOVE_TIME
        if not self.periods:
            return ClockKind.NONE
        if len(self.periods) == 1 and self.periods[0].moves is None:
            return ClockKind.FISCHER
        return ClockKind.MOVES

    @property
    def timed(self) -> bool:
        """True when the game has a clock (both sides' time runs)."""
        return bool(self.periods)

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """The time control of command-line text (the table in the module
        docstring): times in minutes, increments and ``m`` in seconds.

        >>> str(TimeControl.parse(" 15+10 ")), TimeControl.parse("m2").move_time
        ('15+10', 2.0)
        >>> TimeControl.parse("40/120:60").periods[1]
        Period(seconds=3600.0, increment=0.0, moves=None)
        """
        shown = _shown(text)
        if isinstance(text, str) and text.strip().lower() in ("none", "-"):
            return NO_CLOCK
        body = _clean(text, shown).lower()
        if body.startswith("m"):
            seconds = _number(body[1:], shown)
            _check((), seconds, shown)
            return cls.per_move(seconds)
        periods = []
        for field in body.split(":"):
            match = _CLI_PERIOD.fullmatch(field)
            if match is None:
                raise _unreadable(field, shown)
            moves = match["moves"]
            periods.append(
                Period(
                    _number(match["time"], shown) * 60,
                    _number(match["inc"], shown) if match["inc"] else 0.0,
                    None if moves is None else _whole(moves, shown),
                )
            )
        _check(tuple(periods), None, shown)
        return cls(tuple(periods))

    @classmethod
    def parse_movetime(cls, text: str) -> TimeControl:
        """The time control of ``--movetime S`` (seconds a move).

        >>> TimeControl.parse_movetime("2.5") == TimeControl.parse("m2.5")
        True
        """
        shown = _shown(text)
        seconds = _number(_clean(text, shown), shown)
        _check((), seconds, shown)
        return cls.per_move(seconds)

    def __str__(self) -> str:
        """The command-line text, which :meth:`parse` reads back."""
        if self.move_time is not None:
            return f"m{_decimal(self.move_time)}"
        if not self.periods:
            return "none"
        return ":".join(_period_text(p, p.seconds / 60) for p in self.periods)

    # ------------------------------------------------------------ PDN

    def pdn_tag(self) -> str:
        """The PDN ``TimeControl`` tag's value, in seconds.

        Lidraughts writes its Fischer clocks as ``limit+increment`` in whole
        seconds, ``600+0``, and ``-`` for a game without clock (lidraughts,
        modules/game/src/main/PdnDump.scala, ``Tag.timeControl``, and the PDN
        of its tests, ``[TimeControl "600+0"]``); we write the same, with
        decimals only when a time is not whole. Moves in a time follow the PGN
        standard (section 9.6.1): ``40/1800``, periods joined by ``:``
        (``40/5400+30:1800+30``); its ``moves/seconds`` form has no
        increment, which we add as for Fischer. A time per move is no game
        clock: ``-``.

        >>> TimeControl.parse("5+3").pdn_tag(), TimeControl.parse("40/120:60").pdn_tag()
        ('300+3', '40/7200:3600+0')
        """
        if not self.periods:
            return "-"
        return ":".join(_period_text(p, p.seconds) for p in self.periods)

    @classmethod
    def from_pdn_tag(cls, value: str) -> TimeControl | None:
        """The time control of a PDN ``TimeControl`` tag; None when it is
        unknown (``?`` or empty). Sandglass (``*``) and unreadable values
        raise :class:`TimeControlError`.

        >>> TimeControl.from_pdn_tag("600") == TimeControl.parse("10")
        True
        >>> TimeControl.from_pdn_tag("?") is None
        True
        """
        shown = _shown(value)
        body = value.strip()
        if body in ("", "?"):
            return None
        body = _clean(body, shown)
        if body == "-":
            return NO_CLOCK
        if body.startswith("*"):
            raise _error("clock.sandglass", f"sandglass clocks are not supported: {shown}", shown)
        periods = []
        for field in body.split(":"):
            match = _PDN_PERIOD.fullmatch(field)
            if match is None:
                raise _unreadable(field, shown)
            moves = match["moves"]
            periods.append(
                Period(
                    _number(match["time"], shown),
                    _number(match["inc"], shown) if match["inc"] else 0.0,
                    None if moves is None else _whole(moves, shown),
                )
            )
        _check(tuple(periods), None, shown)
        return cls(tuple(periods))


_NUMBER = r"[0-9]+(?:\.[0-9]+)?|\.[0-9]+"
_CLI_PERIOD = re.compile(rf"(?:(?P<moves>[0-9]+)/)?(?P<time>{_NUMBER})(?:\+(?P<inc>{_NUMBER}))?")
_PDN_PERIOD = _CLI_PERIOD  # the same shape; only the unit of the time differs
_ALLOWED = frozenset("0123456789./+:-*?m ")


def _times(periods: tuple[Period, ...], move_time: float | None) -> list[float]:
    values = [p.seconds for p in periods] + [p.increment for p in periods]
    return values if move_time is None else [*values, move_time]


def _plain(periods: tuple[Period, ...], move_time: float | None) -> bool:
    """True when the control's text can be written (before it is checked)."""
    return all(math.isfinite(v) for v in _times(periods, move_time))


def _check(periods: tuple[Period, ...], move_time: float | None, shown: str) -> None:
    """Refuse a time control that cannot be played; ``shown`` is its text
    as the message quotes it."""
    if move_time is not None and periods:
        raise _error("clock.mixed", f"{shown} has both a game clock and a time per move", shown)
    if len(periods) > MAX_PERIODS:
        raise _error("clock.periods", f"{shown} has more than {MAX_PERIODS} periods", shown)
    values = _times(periods, move_time)
    if any(not math.isfinite(v) for v in values):
        raise _error("clock.unreadable", f"cannot read the time control {shown}; {HINT}", shown)
    if any(v < 0 for v in values):
        raise _error("clock.negative", f"a time control cannot be negative: {shown}", shown)
    if any(v > MAX_SECONDS for v in values):
        raise _error("clock.too_long", f"more than a day is no time control: {shown}", shown)
    for index, period in enumerate(periods):
        if period.moves is None and index < len(periods) - 1:
            raise _error("clock.order", f"only the last period may last to the end: {shown}", shown)
        if period.moves is not None and not 1 <= period.moves <= MAX_MOVES_TO_GO:
            raise _moves_error(shown)
        if period.seconds == 0 and (index == 0 or period.increment == 0):
            raise _error("clock.no_time", f"{shown} gives no time to play", shown)
    if move_time == 0:
        raise _error("clock.no_time", f"{shown} gives no time to play", shown)


def _shown(text: object) -> str:
    """The text as an error message quotes it: escaped, cut short."""
    value = text if isinstance(text, str) else str(text)
    if len(value) > MAX_TEXT:
        value = value[:MAX_TEXT] + "..."
    return ascii(value)


def _error(code: str, message: str, shown: str, **params: object) -> TimeControlError:
    return TimeControlError(message, code=code, params={"text": shown, **params})


def _moves_error(shown: str) -> TimeControlError:
    message = f"a period has 1 to {MAX_MOVES_TO_GO} moves: {shown}"
    return _error("clock.moves", message, shown, max=MAX_MOVES_TO_GO)


def _unreadable(field: str, shown: str) -> TimeControlError:
    if re.search(r"-\s*[0-9.]", field):
        return _error("clock.negative", f"a time control cannot be negative: {shown}", shown)
    return _error("clock.unreadable", f"cannot read the time control {shown}; {HINT}", shown)


def _clean(text: str, shown: str) -> str:
    """The text without spaces, refused when empty, too long or holding
    other characters (letters, control bytes, digits of other scripts)."""
    if not isinstance(text, str):
        raise _error("clock.unreadable", f"cannot read the time control {shown}; {HINT}", shown)
    body = "".join(text.split())  # spaces are let in: "5 + 3"
    if not body:
        raise _error("clock.empty", f"no time control given; {HINT}", shown)
    if len(body) > MAX_TEXT or not set(body.lower()) <= _ALLOWED:
        raise _error("clock.unreadable", f"cannot read the time control {shown}; {HINT}", shown)
    return body


def _number(text: str, shown: str) -> float:
    text = text.strip()
    if re.fullmatch(_NUMBER, text) is None:
        raise _unreadable(text, shown)
    return float(text)


def _whole(text: str, shown: str) -> int:
    moves = int(text)
    if not 1 <= moves <= MAX_MOVES_TO_GO:
        raise _moves_error(shown)
    return moves


def _decimal(value: float) -> str:
    """A number as short as it reads back to the millisecond."""
    if value == int(value):
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")


def _period_text(period: Period, amount: float) -> str:
    """A period with its time in the unit of ``amount``: the increment is
    always written for the period that lasts to the end (``5+0``)."""
    head = "" if period.moves is None else f"{period.moves}/"
    tail = f"+{_decimal(period.increment)}" if period.increment or period.moves is None else ""
    return f"{head}{_decimal(amount)}{tail}"


NO_CLOCK = TimeControl()  # no clock at all


# ---------------------------------------------------------------- clock times


def pdn_time(seconds: float) -> str:
    """``h:mm:ss`` of a remaining time, to the nearest second as lidraughts
    rounds it (``Centis.roundSeconds``).

    >>> pdn_time(298.4), pdn_time(3725.6), pdn_time(-1)
    ('0:04:58', '1:02:06', '0:00:00')
    """
    whole = max(0, math.floor(seconds + 0.5)) if math.isfinite(seconds) else 0
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"


def display_time(seconds: float, *, tenths_below: float = 10.0) -> str:
    """A clock's face: ``m:ss`` (``h:mm:ss`` from an hour), and tenths below
    ``tenths_below`` seconds, so that the last seconds show. Cut down, never
    rounded up, as a clock shows it.

    >>> display_time(298.9), display_time(3725), display_time(9.87), display_time(0)
    ('4:58', '1:02:05', '0:09.8', '0:00.0')
    """
    seconds = max(0.0, seconds) if math.isfinite(seconds) else 0.0
    if seconds < tenths_below:
        tenths = math.floor(seconds * 10 + 1e-9)
        return f"{tenths // 600}:{tenths // 10 % 60:02d}.{tenths % 10}"
    whole = math.floor(seconds)
    hours, rest = divmod(whole, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"


_CLK = re.compile(r"\[%clk\s+([0-9]{1,3}):([0-9]{2}):([0-9]{2}(?:\.[0-9]+)?)\s*\]")
_CLOCK = re.compile(r"\[%clock\s+([^\]]*)\]")
_CLOCK_TIME = re.compile(r"([wWbB])([0-9]{1,3}):([0-9]{2}):([0-9]{2}(?:\.[0-9]+)?)")


def read_clk(comment: str) -> float | None:
    """The seconds of the first ``[%clk h:mm:ss]`` of a move comment, or None.

    >>> read_clk("good move [%clk 0:04:58]")
    298.0
    """
    match = _CLK.search(comment)
    if match is None:
        return None
    hours, minutes, seconds = match.groups()
    return int(hours) * 3600 + int(minutes) * 60 + float(seconds)


def read_clock(comment: str) -> dict[Color, float]:
    """Both sides' seconds from lidraughts' ``[%clock w0:09:57 B0:09:58]``
    (PDN 3.0 ``clock`` command); the sides it names, none when absent.

    >>> read_clock("[%clock w0:09:57 B0:09:58]")[Color.BLACK]
    598.0
    """
    match = _CLOCK.search(comment)
    if match is None:
        return {}
    found = {}
    for side, hours, minutes, seconds in _CLOCK_TIME.findall(match[1]):
        color = Color.WHITE if side in "wW" else Color.BLACK
        found[color] = int(hours) * 3600 + int(minutes) * 60 + float(seconds)
    return found


# ---------------------------------------------------------------- the clock


class GameClock:
    """Both sides' clocks under one time control.

    The side to move's time runs while the clock is running; :meth:`press`
    after each move stops it, adds the increment (and, when the mover has
    played a period's moves, the next period's time) and starts the other
    side's. Nothing runs before :meth:`start`, while paused, after a flag or
    after :meth:`stop`.

    The flag: a side is out of time when its time left reaches 0 while its
    own clock runs; exactly 0 is out of time, and a press at that instant
    comes too late. Only the side to move can flag (the other side's clock is
    still). A fallen flag is seen by :meth:`flagged`, :meth:`press`,
    :meth:`pause`, :meth:`stop` and :meth:`to_dict`; from then on the clock
    stays still, the flagged side at 0.

    Without a game clock (:data:`NO_CLOCK`, a time per move) the turns are
    followed but no time runs: :meth:`remaining` is infinite and no flag falls.
    """

    def __init__(
        self,
        control: TimeControl,
        *,
        to_move: Color = Color.WHITE,
        time_source: TimeSource = time.monotonic,
    ) -> None:
        self._control = control
        self._now = time_source
        first = control.periods[0].seconds if control.periods else math.inf
        self._left = {Color.WHITE: first, Color.BLACK: first}  # at ``_since`` for the mover
        self._moves = {Color.WHITE: 0, Color.BLACK: 0}
        self._to_move = to_move
        self._state = ClockState.READY
        self._since = 0.0
        self._flag: Color | None = None

    # ------------------------------------------------------------ reading

    @property
    def control(self) -> TimeControl:
        return self._control

    @property
    def to_move(self) -> Color:
        """The side whose clock runs (or would run, when paused)."""
        return self._to_move

    @property
    def state(self) -> ClockState:
        return self._state

    @property
    def running(self) -> bool:
        return self._state is ClockState.RUNNING

    def moves(self, color: Color) -> int:
        """The moves ``color`` has pressed for."""
        return self._moves[color]

    def remaining(self, color: Color) -> float:
        """``color``'s seconds left now (never below 0; infinite without a clock)."""
        if not self._control.timed:
            return math.inf
        return max(0.0, self._raw_left(color, self._now()))

    def increment(self, color: Color) -> float:
        """The seconds ``color``'s next move adds to its clock."""
        if not self._control.timed:
            return 0.0
        return self._control.periods[self._period_of(self._moves[color])[0]].increment

    def moves_to_go(self, color: Color) -> int | None:
        """The moves ``color`` has to play before its next period's time is
        added; None without one (sudden death, no clock).

        >>> clock = GameClock(TimeControl.parse("40/30"), time_source=lambda: 0.0)
        >>> clock.moves_to_go(Color.WHITE)
        40
        """
        if not self._control.timed:
            return None
        index, done = self._period_of(self._moves[color])
        moves = self._control.periods[index].moves
        return None if moves is None else moves - done

    def flagged(self) -> Color | None:
        """The side whose flag fell, if one did (seen now)."""
        self._check_flag(self._now())
        return self._flag

    # ------------------------------------------------------------ running

    def start(self) -> None:
        """Start the side to move's clock (from READY; running: nothing)."""
        if self._state is ClockState.RUNNING:
            return
        if self._state is not ClockState.READY:
            raise RuntimeError(f"a {self._state.value} clock cannot start")
        self._state = ClockState.RUNNING
        self._since = self._now()

    def press(self) -> bool:
        """The side to move has moved: its clock stops, the other side's
        runs. False when the mover's flag had fallen (the move came too
        late: nothing changes). Before the start or while paused a press
        does the same bookkeeping (increment, periods, turn) and still no
        time runs."""
        if self._state is ClockState.STOPPED:
            raise RuntimeError("the clock is stopped")
        now = self._now()
        self._check_flag(now)
        if self._state is ClockState.FLAGGED:
            return False
        mover = self._to_move
        if self._control.timed:
            left = self._raw_left(mover, now)
            index, done = self._period_of(self._moves[mover])
            period = self._control.periods[index]
            left += period.increment
            if period.moves is not None and done + 1 == period.moves:
                following = self._control.periods[min(index + 1, len(self._control.periods) - 1)]
                left += following.seconds
            self._left[mover] = left
        self._moves[mover] += 1
        self._to_move = mover.opponent
        self._since = now
        return True

    def pause(self) -> None:
        """Stop the time until :meth:`resume` (a fallen flag is seen first)."""
        if self._state is not ClockState.RUNNING:
            return
        now = self._now()
        self._check_flag(now)
        if self._state is ClockState.RUNNING:
            self._left[self._to_move] = self._raw_left(self._to_move, now)
            self._state = ClockState.PAUSED

    def resume(self) -> None:
        """Let the side to move's time run again (after :meth:`pause`)."""
        if self._state is ClockState.PAUSED:
            self._state = ClockState.RUNNING
            self._since = self._now()

    def stop(self) -> None:
        """The game is over: the clock stands still for good (a flag that
        fell before is kept)."""
        now = self._now()
        self._check_flag(now)
        if self._state is ClockState.RUNNING:
            self._left[self._to_move] = self._raw_left(self._to_move, now)
        if self._state is not ClockState.FLAGGED:
            self._state = ClockState.STOPPED

    def follow(self, color: Color, moves: Mapping[Color, int] | None = None) -> None:
        """Give the turn to ``color`` without a move (the game's moves were
        taken back or cut): the mover's time so far is kept, nothing is
        added, nothing is wound back; ``moves`` (each side's moves in the
        game now) keeps the periods of a moves-in-time control in step.

        >>> seconds = [0.0]
        >>> clock = GameClock(TimeControl.parse("1+0"), time_source=lambda: seconds[0])
        >>> clock.start(); seconds[0] = 5.0
        >>> clock.follow(Color.BLACK); seconds[0] = 7.0
        >>> clock.remaining(Color.WHITE), clock.remaining(Color.BLACK)
        (55.0, 58.0)
        """
        if moves is not None:
            for side, count in moves.items():
                self._moves[side] = max(0, count)
        if color is self._to_move:
            return
        now = self._now()
        self._check_flag(now)
        if self._state is ClockState.RUNNING:
            self._left[self._to_move] = self._raw_left(self._to_move, now)
            self._since = now
        self._to_move = color

    def reopen(self) -> None:
        """A game over by a move, an agreement or a resignation goes on
        (the ending was taken back): a stopped clock comes back paused. A
        fallen flag stays fallen."""
        if self._state is ClockState.STOPPED:
            self._state = ClockState.PAUSED

    # ------------------------------------------------------------ the engine

    def limits(self, *, depth: int | None = None, nodes: int | None = None) -> Limits | None:
        """The search limits of the side to move: its clock, increment and
        moves to go, or the time per move; None without a clock (the level's
        own limits apply).

        >>> clock = GameClock(TimeControl.parse("1+0.1"), time_source=lambda: 0.0)
        >>> limits = clock.limits(depth=64)
        >>> limits.depth, limits.clock, limits.increment, limits.moves_to_go
        (64, 60.0, 0.1, None)
        """
        control = self._control
        if control.move_time is not None:
            return Limits(depth=depth, nodes=nodes, time=control.move_time)
        if not control.timed:
            return None
        mover = self._to_move
        return Limits(
            depth=depth,
            nodes=nodes,
            clock=min(self.remaining(mover), MAX_SECONDS),
            increment=self.increment(mover),
            moves_to_go=self.moves_to_go(mover),
        )

    # ------------------------------------------------------------ PDN

    def clk_command(self, color: Color) -> str | None:
        """``[%clk h:mm:ss]``: ``color``'s time left, as a move comment (PDN
        3.0 ``clk``, remaining time); None without a clock. Written after a
        move, for the side that made it."""
        if not self._control.timed:
            return None
        return f"[%clk {pdn_time(self.remaining(color))}]"

    def clock_command(self) -> str | None:
        """``[%clock w0:09:57 B0:09:58]``: both sides' time left as
        lidraughts writes it after every move (PDN 3.0 ``clock`` command; the
        side to move in capitals, its clock running); None without a clock.

        Lidraughts' export in its own tests (``PdnIOPerfTest``):
        ``1. 31-26 {[%clock w0:10:00 B0:10:00]} 18-22 {[%clock W0:10:00 b0:10:00]}``.
        """
        if not self._control.timed:
            return None
        parts = []
        for color, letter in ((Color.WHITE, "w"), (Color.BLACK, "b")):
            side = letter.upper() if color is self._to_move else letter
            parts.append(side + pdn_time(self.remaining(color)))
        return f"[%clock {' '.join(parts)}]"

    # ------------------------------------------------------------ saving

    def to_dict(self) -> dict[str, object]:
        """The clock as plain data for the autosave (JSON-safe), at now."""
        now = self._now()
        self._check_flag(now)
        timed = self._control.timed

        def left(color: Color) -> float | None:
            return max(0.0, self._raw_left(color, now)) if timed else None

        return {
            "control": str(self._control),
            "state": self._state.value,
            "to_move": self._to_move.value,
            "white": left(Color.WHITE),
            "black": left(Color.BLACK),
            "white_moves": self._moves[Color.WHITE],
            "black_moves": self._moves[Color.BLACK],
            "flag": None if self._flag is None else self._flag.value,
        }

    @classmethod
    def from_dict(cls, data: object, *, time_source: TimeSource = time.monotonic) -> GameClock:
        """The clock :meth:`to_dict` saved. A clock saved running comes back
        paused (the time the program was closed does not count): resume it
        when the game is on the screen again. Anything malformed raises
        :class:`TimeControlError` (code ``clock.damaged``)."""
        try:
            return cls._from_dict(data, time_source)
        except TimeControlError as error:
            if error.code == "clock.damaged":
                raise
            raise _damaged(f"its time control: {error}") from error

    @classmethod
    def _from_dict(cls, data: object, time_source: TimeSource) -> GameClock:
        if not isinstance(data, Mapping):
            raise _damaged("not a mapping")
        control_text = data.get("control")
        if not isinstance(control_text, str):
            raise _damaged("no time control")
        control = TimeControl.parse(control_text)
        to_move = _saved_color(data.get("to_move"), "to_move")
        clock = cls(control, to_move=to_move, time_source=time_source)
        try:
            state = ClockState(data.get("state"))
        except ValueError:
            raise _damaged("an unknown state") from None
        for color, key in ((Color.WHITE, "white"), (Color.BLACK, "black")):
            clock._moves[color] = _saved_int(data.get(f"{key}_moves"), f"{key}_moves")
            value = data.get(key)
            if not control.timed:
                if value is not None:
                    raise _damaged(f"a time for {key} without a clock")
                continue
            clock._left[color] = _saved_seconds(value, key)
        flag = data.get("flag")
        if (state is ClockState.FLAGGED) != (flag is not None):
            raise _damaged("a flag that does not match its state")
        if flag is not None:
            if not control.timed:
                raise _damaged("a flag without a clock")
            clock._flag = _saved_color(flag, "flag")
            clock._left[clock._flag] = 0.0
        clock._state = ClockState.PAUSED if state is ClockState.RUNNING else state
        return clock

    # ------------------------------------------------------------ inside

    def _raw_left(self, color: Color, now: float) -> float:
        """Seconds left (may be below 0 until the flag is seen)."""
        left = self._left[color]
        if self._state is ClockState.RUNNING and color is self._to_move:
            left -= now - self._since
        return left

    def _check_flag(self, now: float) -> None:
        if self._state is not ClockState.RUNNING or not self._control.timed:
            return
        if self._raw_left(self._to_move, now) <= 0:
            self._flag = self._to_move
            self._left[self._to_move] = 0.0
            self._state = ClockState.FLAGGED

    def _period_of(self, done: int) -> tuple[int, int]:
        """(period, moves played in it) after ``done`` moves of a side."""
        periods = self._control.periods
        index = 0
        while True:
            moves = periods[index].moves
            if moves is None or done < moves:
                return index, done
            done -= moves
            if index == len(periods) - 1:  # the last period repeats
                return index, done % moves
            index += 1


def _damaged(detail: str) -> TimeControlError:
    return TimeControlError(
        f"the saved clock is damaged: {detail}", code="clock.damaged", params={"detail": detail}
    )


def _saved_color(value: object, key: str) -> Color:
    try:
        return Color(value)
    except ValueError:
        raise _damaged(f"{key} is not a side") from None


def _saved_int(value: object, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SAVED_MOVES:
        raise _damaged(f"{key} is not a number of moves")
    return value


def _saved_seconds(value: object, key: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _damaged(f"{key} is not a time")
    seconds = float(value)
    if not math.isfinite(seconds) or not 0 <= seconds <= MAX_CLOCK:
        raise _damaged(f"{key} is not a time")
    return seconds
