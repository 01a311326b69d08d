"""The game clock without sleeping: a fake time source moves time on by hand.

Fischer and moves in a time (period rollover), the flag (which side, only on
its own turn, exactly at 0), pause and resume, saving and resuming through
``to_dict``/``from_dict`` (damaged data refused), the command-line text and
the PDN tag both ways, the ``%clk``/``%clock`` comments, the engine's limits
and the time budget's numbers."""

from __future__ import annotations

import json
import math

import pytest

from dames_tui.core import ENGLISH, Color, Piece, Position
from dames_tui.engine import Engine, Limits, time_budget
from dames_tui.engine.limits import (
    CLOCK_RESERVE,
    MIN_HARD,
    MIN_SOFT,
    MOVE_CHANGE_FACTOR,
    SCORE_DROP_FACTOR,
    SCORE_DROP_MARGIN,
    extended_soft,
)
from dames_tui.flow.clock import (
    NO_CLOCK,
    ClockKind,
    ClockState,
    GameClock,
    Period,
    TimeControl,
    TimeControlError,
    display_time,
    pdn_time,
    read_clk,
    read_clock,
)

WHITE, BLACK = Color.WHITE, Color.BLACK


class FakeTime:
    """A monotonic time source that moves only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


def started(text: str, *, to_move: Color = WHITE) -> tuple[GameClock, FakeTime]:
    fake = FakeTime()
    clock = GameClock(TimeControl.parse(text), to_move=to_move, time_source=fake)
    clock.start()
    return clock, fake


# ---------------------------------------------------------------- Fischer


def test_fischer_runs_the_movers_time_and_adds_the_increment() -> None:
    clock, fake = started("5+3")
    assert clock.remaining(WHITE) == clock.remaining(BLACK) == 300.0
    fake.wait(10)
    assert clock.remaining(WHITE) == 290.0
    assert clock.remaining(BLACK) == 300.0  # not its turn: still
    assert clock.press()
    assert clock.to_move is BLACK and clock.moves(WHITE) == 1
    assert clock.remaining(WHITE) == 293.0
    fake.wait(5)
    assert clock.remaining(BLACK) == 295.0 and clock.remaining(WHITE) == 293.0
    assert clock.press()
    assert clock.remaining(BLACK) == 298.0
    assert clock.moves_to_go(WHITE) is None and clock.increment(BLACK) == 3.0


def test_no_time_runs_before_the_start() -> None:
    fake = FakeTime()
    clock = GameClock(TimeControl.parse("1+0"), time_source=fake)
    fake.wait(500)
    assert clock.state is ClockState.READY and clock.flagged() is None
    assert clock.remaining(WHITE) == 60.0
    clock.start()
    fake.wait(1)
    assert clock.remaining(WHITE) == 59.0


def test_black_may_move_first() -> None:
    clock, fake = started("1+0", to_move=BLACK)
    fake.wait(2)
    assert clock.remaining(BLACK) == 58.0 and clock.remaining(WHITE) == 60.0


# ---------------------------------------------------------------- moves in a time


def test_moves_in_time_adds_the_period_after_its_last_move() -> None:
    clock, fake = started("2/1")  # 2 moves in 1 minute, repeating
    assert clock.moves_to_go(WHITE) == 2
    fake.wait(20)
    clock.press()  # White's 1st
    assert clock.remaining(WHITE) == 40.0 and clock.moves_to_go(WHITE) == 1
    fake.wait(1)
    clock.press()  # Black's 1st
    fake.wait(30)
    clock.press()  # White's 2nd: the period is over, 60 s more
    assert clock.remaining(WHITE) == pytest.approx(70.0)
    assert clock.moves_to_go(WHITE) == 2  # the period repeats
    assert clock.moves_to_go(BLACK) == 1


def test_a_repeating_period_repeats_every_time() -> None:
    clock, _ = started("3/1")
    seen = []
    for _ in range(10):
        seen.append(clock.moves_to_go(WHITE))
        clock.press()
        clock.press()
    assert seen == [3, 2, 1] * 3 + [3]
    assert clock.remaining(WHITE) == 60.0 * 4  # the first period and three more


def test_moves_in_time_then_sudden_death_with_increments() -> None:
    clock, fake = started("2/1+5:0.5+10")
    for _ in range(2):  # both sides play their 2 moves of the first period
        clock.press()
        clock.press()
    # White: 60 + 2 x 5 (first period's increment) + 30 (the next period)
    assert clock.remaining(WHITE) == 100.0
    assert clock.moves_to_go(WHITE) is None and clock.increment(WHITE) == 10.0
    fake.wait(1)
    clock.press()
    assert clock.remaining(WHITE) == 109.0


def test_forty_moves_in_ninety_minutes_rolls_over_once() -> None:
    clock, _ = started("40/90+30:30+30")
    for _ in range(40):
        clock.press()
        clock.press()
    assert clock.remaining(WHITE) == 90 * 60 + 40 * 30 + 30 * 60
    assert clock.moves_to_go(WHITE) is None
    for _ in range(40):
        clock.press()
        clock.press()
    assert clock.remaining(WHITE) == 90 * 60 + 80 * 30 + 30 * 60  # no third period


# ---------------------------------------------------------------- the flag


def test_the_movers_flag_falls_exactly_at_zero() -> None:
    clock, fake = started("1+5")
    fake.wait(59.999)
    assert clock.flagged() is None
    fake.wait(0.001)  # exactly 60 s used: out of time
    assert clock.flagged() is WHITE
    assert clock.state is ClockState.FLAGGED
    assert clock.press() is False  # too late: nothing changes
    assert clock.to_move is WHITE and clock.moves(WHITE) == 0
    assert clock.remaining(WHITE) == 0.0 and clock.remaining(BLACK) == 60.0
    fake.wait(100)
    assert clock.remaining(BLACK) == 60.0  # nothing runs after the flag


def test_a_press_just_in_time_counts() -> None:
    clock, fake = started("1+0")
    fake.wait(59.99)
    assert clock.press() is True
    assert clock.remaining(WHITE) == pytest.approx(0.01)
    assert clock.flagged() is None


def test_a_late_press_is_refused_and_flags() -> None:
    clock, fake = started("1+2")
    fake.wait(61)
    assert clock.press() is False
    assert clock.flagged() is WHITE
    assert clock.remaining(WHITE) == 0.0  # no increment for the late move


def test_the_flag_is_seen_only_on_the_sides_own_turn() -> None:
    clock, fake = started("1+0")
    clock.press()  # White at once
    fake.wait(59)
    clock.press()  # Black keeps 1 s
    fake.wait(30)  # White thinks: Black's 1 s does not run
    assert clock.flagged() is None
    assert clock.remaining(BLACK) == 1.0
    clock.press()
    fake.wait(1)
    assert clock.flagged() is BLACK
    assert clock.remaining(WHITE) == 30.0


def test_stop_keeps_the_times_and_a_fallen_flag() -> None:
    clock, fake = started("1+0")
    fake.wait(10)
    clock.stop()
    fake.wait(100)
    assert clock.state is ClockState.STOPPED and clock.remaining(WHITE) == 50.0
    with pytest.raises(RuntimeError):
        clock.press()
    late, fake = started("1+0")
    fake.wait(70)
    late.stop()  # the game ended, but the flag had fallen first
    assert late.state is ClockState.FLAGGED and late.flagged() is WHITE


# ---------------------------------------------------------------- pause


def test_no_time_runs_while_paused() -> None:
    clock, fake = started("1+0")
    fake.wait(10)
    clock.pause()
    assert clock.state is ClockState.PAUSED
    fake.wait(1000)  # far past the flag: paused, it cannot fall
    assert clock.flagged() is None and clock.remaining(WHITE) == 50.0
    clock.resume()
    fake.wait(5)
    assert clock.remaining(WHITE) == 45.0
    clock.press()
    clock.pause()
    fake.wait(500)
    clock.resume()
    fake.wait(2)
    assert clock.remaining(BLACK) == 58.0


def test_a_pause_after_the_time_is_out_sees_the_flag() -> None:
    clock, fake = started("1+0")
    fake.wait(61)
    clock.pause()
    assert clock.state is ClockState.FLAGGED and clock.flagged() is WHITE
    clock.resume()  # a flagged clock does not run again
    assert clock.state is ClockState.FLAGGED


# ---------------------------------------------------------------- saving


def test_save_and_resume_through_json() -> None:
    clock, fake = started("2/1+1")
    fake.wait(10)
    clock.press()
    fake.wait(4)
    saved = json.loads(json.dumps(clock.to_dict()))
    later = FakeTime()
    later.now = 5.0  # another process, another time origin
    back = GameClock.from_dict(saved, time_source=later)
    assert back.control == clock.control
    assert back.state is ClockState.PAUSED  # saved running: comes back paused
    assert back.to_move is BLACK and back.moves(WHITE) == 1 and back.moves(BLACK) == 0
    later.wait(1000)  # the time the program was closed does not count
    assert back.remaining(WHITE) == 51.0 and back.remaining(BLACK) == 56.0
    back.resume()
    later.wait(6)
    back.press()  # Black's 1st move: 56 - 6 + 1
    assert back.remaining(BLACK) == 51.0 and back.moves_to_go(BLACK) == 1


def test_save_keeps_a_fallen_flag_and_the_untimed_clocks() -> None:
    clock, fake = started("1+0")
    fake.wait(60)
    back = GameClock.from_dict(clock.to_dict(), time_source=FakeTime())
    assert back.flagged() is WHITE and back.state is ClockState.FLAGGED
    assert back.remaining(WHITE) == 0.0 and back.remaining(BLACK) == 60.0
    untimed = GameClock(TimeControl.parse("m2"), time_source=FakeTime())
    untimed.start()
    untimed.press()
    data = untimed.to_dict()
    assert data["white"] is None
    restored = GameClock.from_dict(json.loads(json.dumps(data)))
    assert restored.control.move_time == 2.0 and restored.to_move is BLACK
    assert math.isinf(restored.remaining(WHITE))


def good_saved() -> dict[str, object]:
    clock, fake = started("5+3")
    fake.wait(7)
    clock.press()
    return clock.to_dict()


DAMAGED: list[object] = [
    None,
    [],
    "5+3",
    {},
    {**good_saved(), "control": 5},
    {**good_saved(), "control": "junk"},
    {**good_saved(), "control": "-5+3"},
    {**good_saved(), "to_move": "X"},
    {**good_saved(), "to_move": None},
    {**good_saved(), "state": "sleeping"},
    {**good_saved(), "state": ["running"]},
    {**good_saved(), "white": -1.0},
    {**good_saved(), "white": "100"},
    {**good_saved(), "white": True},
    {**good_saved(), "white": float("nan")},
    {**good_saved(), "black": float("inf")},
    {**good_saved(), "black": None},
    {**good_saved(), "white_moves": -1},
    {**good_saved(), "white_moves": 1.5},
    {**good_saved(), "black_moves": False},
    {**good_saved(), "flag": "W"},  # a flag on a running clock
    {**good_saved(), "state": "flagged"},  # flagged, but no flag
    {**good_saved(), "state": "flagged", "flag": "Q"},
    {**good_saved(), "control": "none"},  # times without a clock
]


@pytest.mark.parametrize("data", DAMAGED, ids=range(len(DAMAGED)))
def test_a_damaged_save_is_refused_clearly(data: object) -> None:
    with pytest.raises(TimeControlError) as raised:
        GameClock.from_dict(data)
    assert raised.value.code == "clock.damaged"
    assert isinstance(raised.value, ValueError)
    assert str(raised.value).startswith("the saved clock is damaged: ")


def test_the_good_save_of_the_damaged_list_loads() -> None:
    back = GameClock.from_dict(good_saved(), time_source=FakeTime())
    assert back.remaining(WHITE) == 296.0 and back.to_move is BLACK


# ---------------------------------------------------------------- text


@pytest.mark.parametrize(
    ("text", "kind", "periods", "move_time"),
    [
        ("5+3", ClockKind.FISCHER, (Period(300, 3),), None),
        ("15+10", ClockKind.FISCHER, (Period(900, 10),), None),
        ("1+0.1", ClockKind.FISCHER, (Period(60, 0.1),), None),
        (" 5 + 3 ", ClockKind.FISCHER, (Period(300, 3),), None),
        ("15", ClockKind.FISCHER, (Period(900),), None),
        ("1.5+0", ClockKind.FISCHER, (Period(90),), None),
        ("40/30", ClockKind.MOVES, (Period(1800, 0, 40),), None),
        ("40/30+10", ClockKind.MOVES, (Period(1800, 10, 40),), None),
        ("40/120:60", ClockKind.MOVES, (Period(7200, 0, 40), Period(3600)), None),
        ("40/90+30:30+30", ClockKind.MOVES, (Period(5400, 30, 40), Period(1800, 30)), None),
        ("m2", ClockKind.MOVE_TIME, (), 2.0),
        ("M0.5", ClockKind.MOVE_TIME, (), 0.5),
        ("none", ClockKind.NONE, (), None),
        ("NONE", ClockKind.NONE, (), None),
        ("-", ClockKind.NONE, (), None),
    ],
)
def test_parse_good_texts(
    text: str, kind: ClockKind, periods: tuple[Period, ...], move_time: float | None
) -> None:
    control = TimeControl.parse(text)
    assert control.kind is kind
    assert control.periods == periods and control.move_time == move_time
    assert TimeControl.parse(str(control)) == control  # and back


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "clock.empty"),
        ("   ", "clock.empty"),
        ("-5+3", "clock.negative"),
        ("5+-3", "clock.negative"),
        ("m-2", "clock.negative"),
        ("abc", "clock.unreadable"),
        ("five", "clock.unreadable"),
        ("5+3x", "clock.unreadable"),
        ("5++3", "clock.unreadable"),
        ("5+3:", "clock.unreadable"),
        ("5\x00+3", "clock.unreadable"),
        ("\x1b[31m5+3", "clock.unreadable"),
        ("\uff15+3", "clock.unreadable"),  # a fullwidth digit: float() would take it
        ("5e2", "clock.unreadable"),
        ("nan", "clock.unreadable"),
        ("inf+0", "clock.unreadable"),
        ("5" * 80, "clock.unreadable"),
        ("1441", "clock.too_long"),  # more than a day
        ("5+86401", "clock.too_long"),
        ("m86401", "clock.too_long"),
        ("0+0", "clock.no_time"),
        ("0+5", "clock.no_time"),  # the first move would flag at once
        ("m0", "clock.no_time"),
        ("0/30", "clock.moves"),
        ("1001/30", "clock.moves"),
        ("5+0:40/30", "clock.order"),
        ("1/1:1/1:1/1:1/1:1/1:1/1", "clock.periods"),
    ],
)
def test_parse_bad_texts(text: str, code: str) -> None:
    with pytest.raises(TimeControlError) as raised:
        TimeControl.parse(text)
    error = raised.value
    assert isinstance(error, ValueError)
    assert error.code == code
    message = str(error)
    assert "\n" not in message and "\x00" not in message and "\x1b" not in message
    assert error.params["text"] == ascii(text if len(text) <= 60 else text[:60] + "...")


def test_movetime_text() -> None:
    assert TimeControl.parse_movetime("2") == TimeControl.per_move(2)
    assert str(TimeControl.per_move(2.5)) == "m2.5"
    for bad in ("", "-1", "two", "0", "90000"):
        with pytest.raises(TimeControlError):
            TimeControl.parse_movetime(bad)


def test_a_control_built_by_hand_is_checked() -> None:
    with pytest.raises(TimeControlError):
        TimeControl((Period(-1),))
    with pytest.raises(TimeControlError):
        TimeControl((Period(math.inf),))
    with pytest.raises(TimeControlError):
        TimeControl((Period(60),), move_time=2)
    assert TimeControl.moves_in_time(40, 1800) == TimeControl.parse("40/30")


@pytest.mark.parametrize(
    "text", ["5+3", "1.5+0.1", "100+0", "40/30", "40/90+30:30+30", "m2.5", "none", "0.01+0"]
)
def test_str_round_trips(text: str) -> None:
    control = TimeControl.parse(text)
    assert TimeControl.parse(str(control)) == control


def test_str_round_trips_odd_seconds() -> None:
    for seconds in (1.0, 59.999, 100.0, 61.001, 3599.5):
        control = TimeControl.fischer(seconds, 0.25)
        assert TimeControl.parse(str(control)) == control


# ---------------------------------------------------------------- PDN


@pytest.mark.parametrize(
    ("text", "tag"),
    [
        ("5+3", "300+3"),
        ("15+10", "900+10"),
        ("10", "600+0"),  # as lidraughts writes it
        ("1+0.1", "60+0.1"),
        ("40/30", "40/1800"),
        ("40/30+10", "40/1800+10"),
        ("40/120:60", "40/7200:3600+0"),
        ("40/90+30:30+30", "40/5400+30:1800+30"),
        ("none", "-"),
        ("m2", "-"),  # no game clock
    ],
)
def test_pdn_tag_round_trip(text: str, tag: str) -> None:
    control = TimeControl.parse(text)
    assert control.pdn_tag() == tag
    expected = NO_CLOCK if control.move_time is not None else control
    assert TimeControl.from_pdn_tag(tag) == expected


def test_pdn_tags_from_elsewhere() -> None:
    assert TimeControl.from_pdn_tag("600") == TimeControl.fischer(600)  # PGN sudden death
    assert TimeControl.from_pdn_tag("40/7200:3600") == TimeControl.parse("40/120:60")
    assert TimeControl.from_pdn_tag(" 300+3 ") == TimeControl.fischer(300, 3)
    assert TimeControl.from_pdn_tag("?") is None and TimeControl.from_pdn_tag("") is None
    assert TimeControl.from_pdn_tag("-") is NO_CLOCK
    for bad, code in (("*180", "clock.sandglass"), ("3 min", "clock.unreadable")):
        with pytest.raises(TimeControlError) as raised:
            TimeControl.from_pdn_tag(bad)
        assert raised.value.code == code


# ---------------------------------------------------------------- %clk


def test_clk_comments() -> None:
    clock, fake = started("5+0")
    fake.wait(1.6)
    clock.press()
    assert clock.clk_command(WHITE) == "[%clk 0:04:58]"  # 298.4 s, rounded
    assert clock.clock_command() == "[%clock w0:04:58 B0:05:00]"  # Black's runs
    fake.wait(2.5)
    clock.press()
    assert clock.clock_command() == "[%clock W0:04:58 b0:04:58]"  # 297.5 rounds up
    assert read_clk("{ [%clk 0:04:58] }") == 298.0
    assert read_clock("[%clock W0:04:58 b0:04:58]") == {WHITE: 298.0, BLACK: 298.0}
    assert read_clk("no clock here") is None and read_clock("[%clk 0:01:00]") == {}
    assert GameClock(NO_CLOCK).clk_command(WHITE) is None


def test_clock_texts() -> None:
    assert pdn_time(0) == "0:00:00" and pdn_time(3600) == "1:00:00"
    assert pdn_time(86399.4) == "23:59:59" and pdn_time(math.nan) == "0:00:00"
    assert display_time(61.9) == "1:01" and display_time(7322) == "2:02:02"
    assert display_time(9.99) == "0:09.9" and display_time(-3) == "0:00.0"
    assert display_time(0.05) == "0:00.0" and display_time(10.0) == "0:10"


# ---------------------------------------------------------------- the engine


def test_engine_limits_for_the_side_to_move() -> None:
    clock, fake = started("2/1+1")
    fake.wait(20)
    limits = clock.limits(depth=64)
    assert limits is not None
    assert (limits.depth, limits.clock, limits.increment) == (64, 40.0, 1.0)
    assert limits.moves_to_go == 2
    clock.press()
    black = clock.limits()
    assert black is not None and black.clock == 60.0 and black.moves_to_go == 2
    per_move = GameClock(TimeControl.parse("m3")).limits(depth=10)
    assert per_move == Limits(depth=10, time=3.0)
    assert GameClock(NO_CLOCK).limits() is None


def test_time_budget_forced_move() -> None:
    assert time_budget(Limits(clock=60.0, increment=1.0), legal_moves=1) == (0.0, 0.0)
    assert time_budget(Limits(time=5.0), legal_moves=1) == (0.0, 0.0)
    analysing = time_budget(Limits(clock=60.0, analysis=True), legal_moves=1)
    assert analysing == time_budget(Limits(clock=60.0, analysis=True))
    assert analysing[0] is not None and analysing[0] > 0
    assert time_budget(Limits(clock=60.0), legal_moves=2) == time_budget(Limits(clock=60.0))


def test_a_forced_move_is_played_without_search_even_on_a_clock() -> None:
    pieces = {18: Piece.WHITE_MAN, 14: Piece.BLACK_MAN, 1: Piece.BLACK_MAN}
    position = Position.from_pieces(ENGLISH, pieces, WHITE)
    assert len(position.legal_moves()) == 1
    result = Engine(1).search(position, limits=Limits(clock=60.0, increment=1.0))
    assert result.depth == 0 and result.nodes == 0 and result.move is not None


def test_time_budget_numbers() -> None:
    # 60 s and 1 s a move: (60 - reserve) / 30 + 0.8 x 1 = 2.797 s a move,
    # soft at 60 % of it, hard at 2.5 shares
    soft, hard = time_budget(Limits(clock=60.0, increment=1.0))
    share = (60.0 - CLOCK_RESERVE) / 30 + 0.8
    assert soft == pytest.approx(0.6 * share) and hard == pytest.approx(2.5 * share)


def test_time_budget_uses_moves_to_go() -> None:
    far = time_budget(Limits(clock=60.0))
    near = time_budget(Limits(clock=60.0, moves_to_go=4))
    last = time_budget(Limits(clock=60.0, moves_to_go=1))
    assert far == time_budget(Limits(clock=60.0, moves_to_go=500))  # beyond the horizon
    assert near[0] == pytest.approx(0.6 * (60.0 - CLOCK_RESERVE) / 5)
    assert last[0] is not None and near[0] is not None and far[0] is not None
    assert last[0] > near[0] > far[0]
    assert last[1] == pytest.approx(0.4 * (60.0 - CLOCK_RESERVE))  # at most 40 % of it


def test_time_budget_keeps_its_reserve() -> None:
    assert time_budget(Limits(clock=0.0)) == (MIN_SOFT, MIN_HARD)
    assert time_budget(Limits(clock=CLOCK_RESERVE, increment=0.1)) == (MIN_SOFT, MIN_HARD)
    for clock in (0.15, 0.3, 1.0, 5.0, 60.0, 3600.0):
        for increment in (0.0, 0.1, 3.0, 30.0):
            for moves_to_go in (None, 1, 2, 40):
                limits = Limits(clock=clock, increment=increment, moves_to_go=moves_to_go)
                soft, hard = time_budget(limits)
                assert soft is not None and hard is not None
                assert 0 < soft <= hard <= clock - CLOCK_RESERVE, limits
    _low_soft, low_hard = time_budget(Limits(clock=0.3, increment=0.1))
    assert low_hard is not None and low_hard <= 0.4 * (0.3 - CLOCK_RESERVE) + 1e-12


def test_extended_soft_in_critical_positions() -> None:
    assert extended_soft(1.0, 5.0, move_changed=False, score_drop=0) == 1.0
    assert extended_soft(1.0, 5.0, move_changed=True, score_drop=0) == MOVE_CHANGE_FACTOR
    dropped = extended_soft(1.0, 5.0, move_changed=False, score_drop=SCORE_DROP_MARGIN)
    assert dropped == SCORE_DROP_FACTOR
    less = extended_soft(1.0, 5.0, move_changed=False, score_drop=SCORE_DROP_MARGIN - 1)
    assert less == 1.0
    both = extended_soft(1.0, 5.0, move_changed=True, score_drop=200)
    assert both == pytest.approx(MOVE_CHANGE_FACTOR * SCORE_DROP_FACTOR)
    assert extended_soft(1.0, 1.2, move_changed=True, score_drop=200) == 1.2  # the hard limit
    assert extended_soft(1.0, 1.0, move_changed=True, score_drop=-50) == 1.0
