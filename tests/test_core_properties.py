"""Property tests of the rules core, on positions reached by random play and on
random placements, in every variant.

The strongest check compares the generator with a deliberately naive reference
written here square by square (no bitboards, no kernel): same moves (start,
end, captured set, crowning), and every path a chain of real jumps. The
reference reads every rule field itself: the lines of quiet moves and of
captures (diagonal, orthogonal or both; an orthogonal step goes to the next
playable square of the row or column, two cells on a board of dark squares,
one where every square plays), men going forward and sideways, men
capturing backward or not, men that may not take kings, flying or short
kings, where a king lands (any square beyond, just beyond, just beyond a
last king), pieces removed at once or at the end, kings turning back or
not, crowning in the middle of a capture (stop, go on as a man, go on as a
king), the precedence criteria in order (the most value: a king worth more
than one man, less than two), and the rule that a flying king lands where it
can go on capturing when there is such a square. Its geometry comes from the
rows and columns of the squares, never from the kernel's tables; the start
position's rows from ``rows_of_men`` and ``first_row_of_men``.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from random_positions import ALL_VARIANTS, random_games, random_placements, seeded_placements

from dames_tui.core import (
    Color,
    CrowningInCapture,
    KingLanding,
    Move,
    Piece,
    Position,
    Precedence,
    Removal,
    Rules,
    topology_for,
)
from dames_tui.core.kernel import kernel_for
from dames_tui.core.rules import Lines
from dames_tui.notation import format_fen, parse_fen

Key = tuple[int, int, frozenset[int], bool]  # start, end, captured, crowns

SETTINGS = settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
# per variant, for the tests parametrized by variant
PER_VARIANT = settings(SETTINGS, max_examples=12)
VARIANT_IDS = [rules.name for rules in ALL_VARIANTS]


# ------------------------------------------------------------------ reference

Step = tuple[int, int]  # rows and columns, on the cells of the board seen from White


def line_steps(rules: Rules, lines: Lines) -> tuple[Step, ...]:
    """The unit steps along ``lines``: a diagonal one to the next cell; an
    orthogonal one to the next playable square of the row or column, which
    is the next cell when every square plays and two cells on otherwise."""
    apart = 1 if rules.all_squares else 2
    diagonal: tuple[Step, ...] = ((-1, -1), (-1, 1), (1, -1), (1, 1))
    orthogonal: tuple[Step, ...] = ((-apart, 0), (apart, 0), (0, -apart), (0, apart))
    return {
        Lines.DIAGONAL: diagonal,
        Lines.ORTHOGONAL: orthogonal,
        Lines.BOTH: diagonal + orthogonal,
    }[lines]


def men_steps(steps: tuple[Step, ...], forward: int, backward: bool) -> tuple[Step, ...]:
    """The steps a man takes among ``steps``: forward, or sideways along its
    row, or any with ``backward``."""
    return tuple(s for s in steps if backward or s[0] * forward > 0 or s[0] == 0)


def unit_step(rules: Rules, rows: int, cols: int) -> tuple[Step, int]:
    """The unit step (of any line) that ``rows``, ``cols`` repeats, and how
    many times; fails if the two squares share no line."""
    for step in line_steps(rules, Lines.BOTH):
        for times in range(1, rules.board_size):
            if (step[0] * times, step[1] * times) == (rows, cols):
                return step, times
    raise AssertionError(f"a leg of {rows} rows and {cols} columns is along no line")


@dataclass(frozen=True)
class Rafle:
    """A complete capture found by the reference."""

    start: int
    end: int
    taken: tuple[int, ...]  # in the order taken
    crowns: bool
    with_king: bool  # made by a piece that was a king at the start


def reference_moves(position: Position) -> set[Key]:
    """The legal moves as (start, end, captured, crowns), the slow obvious way."""
    rules: Rules = position.rules
    g = position.topology
    pieces = position.pieces()
    me = position.turn
    forward = -1 if me is Color.WHITE else 1
    crown_row = 0 if me is Color.WHITE else rules.board_size - 1
    king_capture_steps = line_steps(rules, rules.capture_lines)
    king_quiet_steps = line_steps(rules, rules.move_lines)
    man_capture_steps = men_steps(king_capture_steps, forward, rules.men_capture_backward)
    man_quiet_steps = men_steps(king_quiet_steps, forward, backward=False)
    at_once = rules.removal is Removal.AT_ONCE

    def square(row: int, col: int) -> int | None:
        return g.square_at(row, col)

    def is_king_at(s: int) -> bool:
        return pieces[s].is_king

    def sequences(
        start: int,
        row: int,
        col: int,
        king: bool,
        crowned: bool,
        taken: tuple[int, ...],
        came: Step | None,
    ) -> list[Rafle]:
        """Every complete capture that takes at least one more piece from
        here (the piece on ``row``, ``col``; a king or not now; its last
        capture along ``came``); [] if none."""

        def empty(s: int) -> bool:
            return s == start or s not in pieces or (at_once and s in taken)

        def takeable(s: int) -> bool:
            if s not in pieces or s in taken or pieces[s].color is me:
                return False
            return king or rules.men_capture_kings or not pieces[s].is_king

        def done(end: int, now_taken: tuple[int, ...], crowns: bool) -> Rafle:
            return Rafle(start, end, now_taken, crowns, pieces[start].is_king)

        found: list[Rafle] = []
        for dr, dc in king_capture_steps if king else man_capture_steps:
            # (a man never could: the square behind it is the piece just taken)
            if not rules.king_turns_back and came == (-dr, -dc):
                continue  # no 180° turn between two captures
            if king:
                r, c = row + dr, col + dc
                if rules.flying_kings:
                    while (s := square(r, c)) is not None and empty(s):
                        r, c = r + dr, c + dc
                over = square(r, c)
                if over is None or not takeable(over):
                    continue
                now_taken = (*taken, over)
                landings: list[tuple[int, int, int]] = []
                r, c = r + dr, c + dc
                while (land := square(r, c)) is not None and empty(land):
                    landings.append((land, r, c))
                    if not rules.flying_kings or rules.king_landing is KingLanding.JUST_BEYOND:
                        break
                    r, c = r + dr, c + dc
                if not landings:
                    continue
                going_on = [
                    sequences(start, lr, lc, True, crowned, now_taken, (dr, dc))
                    for _, lr, lc in landings
                ]
                if any(going_on):  # it must land where it can go on
                    for more in going_on:
                        found += more
                    continue
                ends = [land for land, _, _ in landings]
                if rules.king_landing is KingLanding.JUST_BEYOND_LAST_KING and is_king_at(over):
                    ends = ends[:1]  # it halts right behind the last king it took
                found += [done(land, now_taken, crowned) for land in ends]
            else:
                over = square(row + dr, col + dc)
                land = square(row + 2 * dr, col + 2 * dc)
                if over is None or land is None or not takeable(over) or not empty(land):
                    continue
                now_taken = (*taken, over)
                lr, lc = row + 2 * dr, col + 2 * dc
                if lr == crown_row:
                    match rules.crowning_in_capture:
                        case CrowningInCapture.STOP:
                            found.append(done(land, now_taken, True))
                        case CrowningInCapture.CONTINUE_AS_KING:
                            more = sequences(start, lr, lc, True, True, now_taken, (dr, dc))
                            found += more or [done(land, now_taken, True)]
                        case CrowningInCapture.CONTINUE_AS_MAN:
                            more = sequences(start, lr, lc, False, False, now_taken, (dr, dc))
                            found += more or [done(land, now_taken, True)]
                else:
                    more = sequences(start, lr, lc, False, crowned, now_taken, (dr, dc))
                    found += more or [done(land, now_taken, False)]
        return found

    captures: list[Rafle] = []
    for start, piece in pieces.items():
        if piece.color is me:
            row, col = g.row_col(start)
            captures += sequences(start, row, col, piece.is_king, False, (), None)
    if captures:
        for criterion in rules.capture_precedence:
            captures = best_by(criterion, captures, is_king_at)
        return {(s.start, s.end, frozenset(s.taken), s.crowns) for s in captures}

    quiet: set[Key] = set()
    for start, piece in pieces.items():
        if piece.color is not me:
            continue
        row, col = g.row_col(start)
        for dr, dc in king_quiet_steps if piece.is_king else man_quiet_steps:
            r, c = row + dr, col + dc
            while (s := square(r, c)) is not None and s not in pieces:
                quiet.add((start, s, frozenset(), not piece.is_king and r == crown_row))
                if not (piece.is_king and rules.flying_kings):
                    break
                r, c = r + dr, c + dc
    return quiet


def best_by(
    criterion: Precedence, captures: list[Rafle], is_king_at: Callable[[int], bool]
) -> list[Rafle]:
    """The captures that do best on one precedence criterion."""
    if criterion is Precedence.MOST_PIECES:
        most = max(len(s.taken) for s in captures)
        return [s for s in captures if len(s.taken) == most]
    if criterion is Precedence.MOST_VALUE:
        # A king is worth two men less a sliver smaller than 1/k for k kings
        # (k kings beat 2k-1 men, lose to 2k): first the men a king counting
        # two, then the fewer kings.
        def value(s: Rafle) -> tuple[int, int]:
            kings = sum(map(is_king_at, s.taken))
            return (len(s.taken) + kings, -kings)

        best = max(value(s) for s in captures)
        return [s for s in captures if value(s) == best]
    if criterion is Precedence.WITH_KING:
        if any(s.with_king for s in captures):
            return [s for s in captures if s.with_king]
        return captures
    if criterion is Precedence.MOST_KINGS:
        most = max(sum(map(is_king_at, s.taken)) for s in captures)
        return [s for s in captures if sum(map(is_king_at, s.taken)) == most]
    if criterion is Precedence.EARLIEST_KING:
        # the places of the kings in the order taken, the earliest first
        def places(s: Rafle) -> list[int]:
            return [i for i, taken in enumerate(s.taken) if is_king_at(taken)]

        earliest = min(places(s) for s in captures)
        return [s for s in captures if places(s) == earliest]
    raise AssertionError(criterion)


def reference_start(rules: Rules) -> dict[int, Piece]:
    """The men of the start: ``rows_of_men`` rows each, after the
    ``first_row_of_men`` rows each side leaves empty behind them."""
    g = topology_for(rules)
    pieces = {}
    for square, (row, _) in g.cells.items():
        from_black, from_white = row, rules.board_size - 1 - row  # rows from each back row
        if 0 <= from_black - rules.first_row_of_men < rules.rows_of_men:
            pieces[square] = Piece.BLACK_MAN
        elif 0 <= from_white - rules.first_row_of_men < rules.rows_of_men:
            pieces[square] = Piece.WHITE_MAN
    return pieces


def check_path(position: Position, move: Move) -> None:
    """Every leg of the path is one straight line of the rules' lines (for a
    capture or a quiet move), over exactly one piece not yet taken (a taken
    piece still blocks unless the rules remove it at once), a short jump for
    a man or a short king, landing right behind the piece where the rules
    say so, never backward for a man that may not, never reversing the
    previous leg where kings may not turn back, and the captured set is the
    pieces jumped."""
    rules = position.rules
    g = position.topology
    pieces = position.pieces()
    king = pieces[move.start].is_king
    forward = -1 if position.turn is Color.WHITE else 1
    crown_row = 0 if position.turn is Color.WHITE else rules.board_size - 1
    at_once = rules.removal is Removal.AT_ONCE
    lines = line_steps(rules, rules.capture_lines if move.is_capture else rules.move_lines)
    jumped: list[int] = []
    came: Step | None = None
    squares = (move.start, *move.path)
    for a, b in itertools.pairwise(squares):
        (ra, ca), (rb, cb) = g.row_col(a), g.row_col(b)
        (step_r, step_c), length = unit_step(rules, rb - ra, cb - ca)
        assert (step_r, step_c) in lines, f"{move!r}: {a}->{b} is along no line of its kind"
        if not king and not (move.is_capture and rules.men_capture_backward):
            assert step_r * forward >= 0, f"{move!r}: the man goes backward {a}->{b}"
        if move.is_capture and not rules.king_turns_back:
            assert came != (-step_r, -step_c), f"{move!r}: {a}->{b} turns back"
        came = (step_r, step_c)
        between = [g.square_at(ra + k * step_r, ca + k * step_c) for k in range(1, length)]
        assert None not in between, f"{move!r}: {a}->{b} leaves the board"
        occupied = [
            s
            for s in between
            if s is not None and s in pieces and s != move.start and not (at_once and s in jumped)
        ]
        short = not (king and rules.flying_kings)
        if move.is_capture:
            assert len(occupied) == 1, f"{move!r}: leg {a}->{b} jumps {occupied}"
            (over,) = occupied
            assert pieces[over].color is not position.turn
            if short:
                assert length == 2, f"{move!r}: leg {a}->{b} is not a short jump"
            else:
                assert b not in jumped or at_once
            if not king and not rules.men_capture_kings:
                assert not pieces[over].is_king, f"{move!r}: a man takes the king on {over}"
            if king and rules.king_landing is KingLanding.JUST_BEYOND:
                assert between[-1] == over, f"{move!r}: {b} is not right behind {over}"
            jumped.append(over)
            if not king and rb == crown_row:
                match rules.crowning_in_capture:
                    case CrowningInCapture.STOP:
                        assert b == move.end, f"{move!r} goes on after crowning"
                    case CrowningInCapture.CONTINUE_AS_KING:
                        king = True
                    case CrowningInCapture.CONTINUE_AS_MAN:
                        pass
        else:
            assert not occupied
            assert len(move.path) == 1
            if short:
                assert length == 1
    if move.is_capture:
        assert len(jumped) == len(set(jumped)), f"{move!r} jumps a piece twice"
        assert set(jumped) == move.captured


def keys(moves: list[Move]) -> list[Key]:
    return [(m.start, m.end, m.captured, m.crowns) for m in moves]


# ------------------------------------------------------------------ properties


def check_moves_match_reference(position: Position) -> None:
    moves = position.legal_moves()
    got = keys(moves)
    assert len(got) == len(set(got)), "duplicate legal moves"
    assert set(got) == reference_moves(position)
    for move in moves:
        check_path(position, move)


@pytest.mark.parametrize("rules", ALL_VARIANTS, ids=VARIANT_IDS)
def test_moves_match_the_reference_along_random_games(rules: Rules) -> None:
    @PER_VARIANT
    @given(random_games(rules))
    def check(game: list[Position]) -> None:
        for position in game:
            check_moves_match_reference(position)

    check()


@pytest.mark.parametrize("rules", ALL_VARIANTS, ids=VARIANT_IDS)
def test_moves_match_the_reference_on_random_placements(rules: Rules) -> None:
    @settings(PER_VARIANT, max_examples=40)
    @given(random_placements(rules))
    def check(position: Position) -> None:
        check_moves_match_reference(position)

    check()


def crowning_row(position: Position, color: Color) -> int:
    return 0 if color is Color.WHITE else position.rules.board_size - 1


@SETTINGS
@given(random_games(ALL_VARIANTS))
def test_playing_a_move_changes_exactly_what_it_says(game: list[Position]) -> None:
    for position in game[-12:]:
        me, them = position.turn, position.turn.opponent
        before = position.pieces()
        for move in position.legal_moves():
            after = position.play(move)
            assert after.turn is them
            assert after.count(me) == position.count(me)
            assert after.count(them) == position.count(them) - len(move.captured)
            assert all(before[s].color is them for s in move.captured)
            assert all(after.piece_at(s) is None for s in move.captured)
            moved = after.piece_at(move.end)
            assert moved is not None and moved.color is me
            if move.start != move.end:
                assert after.piece_at(move.start) is None
            was_king = before[move.start].is_king
            reached_crown = position.topology.row_col(move.end)[0] == crowning_row(position, me)
            assert moved.is_king == (was_king or reached_crown or move.crowns)
            assert move.crowns == (moved.is_king and not was_king)
            if move.crowns and not reached_crown:  # crowned on the way: Russian, Turkish
                assert position.rules.crowning_in_capture is CrowningInCapture.CONTINUE_AS_KING
            after.validate()  # no man left unpromoted on its crowning row
            # nothing else moved
            untouched = {s: p for s, p in before.items() if s not in move.captured}
            del untouched[move.start]
            rest = after.pieces()
            del rest[move.end]
            assert rest == untouched


@SETTINGS
@given(random_games(ALL_VARIANTS))
def test_no_man_is_left_on_its_crowning_row(game: list[Position]) -> None:
    for position in game:
        g = position.topology
        for color in (Color.WHITE, Color.BLACK):
            row = crowning_row(position, color)
            for square, piece in position.pieces().items():
                if piece.color is color and g.row_col(square)[0] == row:
                    assert piece.is_king, f"{piece} on {square} in {position.rules.name}"


@pytest.mark.parametrize("rules", ALL_VARIANTS, ids=VARIANT_IDS)
def test_the_start_has_the_men_on_the_rules_rows(rules: Rules) -> None:
    start = Position.initial(rules)
    assert start.pieces() == reference_start(rules)
    assert start.turn is rules.first_to_move


@SETTINGS
@given(random_games(ALL_VARIANTS))
def test_the_pieces_only_ever_dwindle(game: list[Position]) -> None:
    start = game[0]
    rules = start.rules
    per_row = rules.squares // rules.board_size  # every square of a row, or every other
    assert start.count(Color.WHITE) == start.count(Color.BLACK) == rules.rows_of_men * per_row
    for before, after in itertools.pairwise(game):
        total_before = before.count(Color.WHITE) + before.count(Color.BLACK)
        total_after = after.count(Color.WHITE) + after.count(Color.BLACK)
        assert total_after <= total_before
        assert after.count(before.turn) == before.count(before.turn)  # the mover loses none
        assert after.count(before.turn, kings=True) >= before.count(before.turn, kings=True)


@SETTINGS
@given(random_games(ALL_VARIANTS))
def test_fen_round_trip(game: list[Position]) -> None:
    for position in game:
        text = format_fen(position)
        again = parse_fen(text, position.rules)
        assert again == position
        assert format_fen(again) == text


@SETTINGS
@given(random_placements(ALL_VARIANTS))
def test_fen_round_trip_on_random_placements(position: Position) -> None:
    text = format_fen(position)
    assert parse_fen(text, position.rules) == position


@SETTINGS
@given(random_games(ALL_VARIANTS))
def test_positions_are_hashable_values(game: list[Position]) -> None:
    for position in game:
        twin = Position.from_pieces(position.rules, position.pieces(), position.turn)
        assert twin == position
        assert hash(twin) == hash(position)
        assert {twin: 1}[position] == 1
        assert position.with_turn(position.turn.opponent) != position
    assert len(set(game)) <= len(game)


@SETTINGS
@given(random_games(ALL_VARIANTS))
def test_raw_moves_and_legal_moves_agree(game: list[Position]) -> None:
    for position in game:
        assert len(position.raw_moves()) == len(position.legal_moves())


@SETTINGS
@given(random_games(ALL_VARIANTS))
def test_capturers_are_the_starts_of_captures(game: list[Position]) -> None:
    for position in game:
        gen = position.generator
        raw = position.raw()
        starts = {m.start for m in position.legal_moves() if m.is_capture}
        capturers = set(position.topology.squares_of(gen.capturers(*raw)))
        if not position.rules.capture_precedence:
            assert capturers == starts
        else:  # the precedence rule may leave some capturers out
            assert starts <= capturers
        assert position.must_capture() == bool(starts)
        assert position.capturing_squares() == sorted(starts)


@SETTINGS
@given(random_games(ALL_VARIANTS))
def test_majority_captures_are_maximal(game: list[Position]) -> None:
    for position in game:
        if Precedence.MOST_PIECES not in position.rules.capture_precedence:
            continue
        moves = position.legal_moves()
        best = max((len(k[2]) for k in reference_moves(position)), default=0)
        for move in moves:
            if move.is_capture:
                assert len(move.captured) == best


@SETTINGS
@given(random_games(ALL_VARIANTS))
def test_a_capture_excludes_every_quiet_move(game: list[Position]) -> None:
    for position in game:
        moves = position.legal_moves()
        if any(m.is_capture for m in moves):
            assert all(m.is_capture for m in moves)
        if position.must_capture():
            assert moves and all(m.is_capture for m in moves)


def placements_for(rules: Rules) -> int:
    return 3000 * 64 // (rules.board_size * rules.board_size)


@pytest.mark.parametrize("rules", ALL_VARIANTS, ids=VARIANT_IDS)
def test_moves_match_the_reference_on_crowded_placements(rules: Rules) -> None:
    for position in seeded_placements(rules, placements_for(rules), seed=0):
        check_moves_match_reference(position)


@pytest.mark.slow
@pytest.mark.parametrize("rules", ALL_VARIANTS, ids=VARIANT_IDS)
def test_moves_match_the_reference_on_many_crowded_placements(rules: Rules) -> None:
    for seed in range(1, 11):
        for position in seeded_placements(rules, placements_for(rules) * 2, seed):
            check_moves_match_reference(position)


CLASSIC_VARIANTS = [rules for rules in ALL_VARIANTS if kernel_for(rules).classic]


@pytest.mark.parametrize("rules", CLASSIC_VARIANTS, ids=[r.name for r in CLASSIC_VARIANTS])
def test_the_classic_route_agrees_with_the_general_search(rules: Rules) -> None:
    """Where the rules allow the fast capture search, the square-by-square
    search finds the same captures; the engine's form (no path) is the same set."""
    kernel = kernel_for(rules)
    captures_seen = 0
    for position in seeded_placements(rules, placements_for(rules), seed=7):
        raw = position.raw()
        fast = kernel.captures(*raw)
        general = kernel.general_captures(*raw)
        effects = kernel.effects(*raw)
        assert len(fast) == len(effects)
        assert {(m[0], m[1], m[2], m[4]) for m in fast} == {
            (m[0], m[1], m[2], m[4]) for m in general
        }
        assert {(m[0], m[1], m[2], m[4]) for m in fast} == set(effects)
        captures_seen += len(fast)
    assert captures_seen > 100
