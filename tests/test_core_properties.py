"""Property tests of the rules core, on positions reached by random play and on
random placements, in both variants.

The strongest check compares the generator with a deliberately naive reference
written here square by square (no bitboards): same moves, same captured sets,
and every path a chain of real jumps.
"""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from random_positions import random_games, random_placements

from dames_tui.core import (
    INTERNATIONAL,
    Color,
    CrowningInCapture,
    Move,
    Position,
    Precedence,
    Rules,
)

DIRECTIONS = ((-1, -1), (-1, 1), (1, -1), (1, 1))
Key = tuple[int, int, frozenset[int]]

SETTINGS = settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# ------------------------------------------------------------------ reference


def reference_moves(position: Position) -> set[Key]:
    """The legal moves as (start, end, captured), found the slow obvious way."""
    rules: Rules = position.rules
    g = position.topology
    pieces = position.pieces()
    me = position.turn
    forward = -1 if me is Color.WHITE else 1
    crown_row = 0 if me is Color.WHITE else rules.board_size - 1
    stop_on_crown = rules.crowning_in_capture is CrowningInCapture.STOP
    man_capture_dirs = (
        DIRECTIONS
        if rules.men_capture_backward
        else tuple(d for d in DIRECTIONS if d[0] == forward)
    )
    man_quiet_dirs = tuple(d for d in DIRECTIONS if d[0] == forward)

    def square(row: int, col: int) -> int | None:
        return g.square_at(row, col)

    captures: set[Key] = set()

    def extend(start: int, row: int, col: int, king: bool, taken: frozenset[int]) -> None:
        def empty(s: int) -> bool:
            return s == start or s not in pieces

        def takeable(s: int) -> bool:
            return pieces[s].color is not me and s not in taken

        extended = False
        for dr, dc in DIRECTIONS if king else man_capture_dirs:
            if king and rules.flying_kings:
                r, c = row + dr, col + dc
                while (s := square(r, c)) is not None and empty(s):
                    r, c = r + dr, c + dc
                if s is None or not takeable(s):
                    continue
                r, c = r + dr, c + dc
                while (land := square(r, c)) is not None and empty(land):
                    extended = True
                    extend(start, r, c, king, taken | {s})
                    r, c = r + dr, c + dc
            else:
                over, land = square(row + dr, col + dc), square(row + 2 * dr, col + 2 * dc)
                if over is None or land is None or over not in pieces or not takeable(over):
                    continue
                if not empty(land):
                    continue
                extended = True
                if not king and row + 2 * dr == crown_row and stop_on_crown:
                    captures.add((start, land, taken | {over}))
                else:
                    extend(start, row + 2 * dr, col + 2 * dc, king, taken | {over})
        here = square(row, col)
        if not extended and taken and here is not None:
            captures.add((start, here, taken))

    for start, piece in pieces.items():
        if piece.color is me:
            row, col = g.row_col(start)
            extend(start, row, col, piece.is_king, frozenset())
    if captures:
        if rules.capture_precedence == (Precedence.MOST_PIECES,):
            best = max(len(k[2]) for k in captures)
            captures = {k for k in captures if len(k[2]) == best}
        return captures

    quiet: set[Key] = set()
    for start, piece in pieces.items():
        if piece.color is not me:
            continue
        row, col = g.row_col(start)
        for dr, dc in DIRECTIONS if piece.is_king else man_quiet_dirs:
            r, c = row + dr, col + dc
            while (s := square(r, c)) is not None and s not in pieces:
                quiet.add((start, s, frozenset()))
                if not (piece.is_king and rules.flying_kings):
                    break
                r, c = r + dr, c + dc
    return quiet


def check_path(position: Position, move: Move) -> None:
    """Every leg of the path is one straight jump over exactly one captured piece."""
    g = position.topology
    pieces = position.pieces()
    king = pieces[move.start].is_king
    short = not (king and position.rules.flying_kings)
    jumped: list[int] = []
    squares = (move.start, *move.path)
    for a, b in itertools.pairwise(squares):
        (ra, ca), (rb, cb) = g.row_col(a), g.row_col(b)
        dr, dc = rb - ra, cb - ca
        assert abs(dr) == abs(dc) > 0, f"{move!r}: {a}->{b} is not diagonal"
        step_r, step_c = dr // abs(dr), dc // abs(dc)
        between = [g.square_at(ra + k * step_r, ca + k * step_c) for k in range(1, abs(dr))]
        occupied = [s for s in between if s is not None and s in pieces and s != move.start]
        if move.is_capture:
            assert len(occupied) == 1, f"{move!r}: leg {a}->{b} jumps {occupied}"
            if short:
                assert abs(dr) == 2, f"{move!r}: leg {a}->{b} is not a short jump"
            jumped.extend(occupied)
        else:
            assert not occupied
            assert len(move.path) == 1
            if short:
                assert abs(dr) == 1
    if move.is_capture:
        assert len(jumped) == len(set(jumped)), f"{move!r} jumps a piece twice"
        assert set(jumped) == move.captured


def keys(moves: list[Move]) -> list[Key]:
    return [(m.start, m.end, m.captured) for m in moves]


# ------------------------------------------------------------------ properties


def check_moves_match_reference(position: Position) -> None:
    moves = position.legal_moves()
    got = keys(moves)
    assert len(got) == len(set(got)), "duplicate legal moves"
    assert set(got) == reference_moves(position)
    for move in moves:
        check_path(position, move)


@SETTINGS
@given(random_games())
def test_moves_match_the_reference_along_random_games(game: list[Position]) -> None:
    for position in game:
        check_moves_match_reference(position)


@SETTINGS
@given(random_placements())
def test_moves_match_the_reference_on_random_placements(position: Position) -> None:
    check_moves_match_reference(position)


@SETTINGS
@given(random_games())
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
            crown_row = 0 if me is Color.WHITE else position.rules.board_size - 1
            reached_crown = position.topology.row_col(move.end)[0] == crown_row
            assert moved.is_king == (was_king or reached_crown)
            after.validate()  # no man left unpromoted on its crowning row
            # nothing else moved
            untouched = {s: p for s, p in before.items() if s not in move.captured}
            del untouched[move.start]
            rest = after.pieces()
            del rest[move.end]
            assert rest == untouched


@SETTINGS
@given(random_games())
def test_positions_are_hashable_values(game: list[Position]) -> None:
    for position in game:
        twin = Position.from_pieces(position.rules, position.pieces(), position.turn)
        assert twin == position
        assert hash(twin) == hash(position)
        assert {twin: 1}[position] == 1
        assert position.with_turn(position.turn.opponent) != position
    assert len(set(game)) <= len(game)


@SETTINGS
@given(random_games())
def test_raw_moves_and_legal_moves_agree(game: list[Position]) -> None:
    for position in game:
        assert len(position.raw_moves()) == len(position.legal_moves())


@SETTINGS
@given(random_games())
def test_capturers_are_the_starts_of_captures(game: list[Position]) -> None:
    for position in game:
        gen = position.generator
        raw = position.raw()
        starts = {m.start for m in position.legal_moves() if m.is_capture}
        capturers = set(position.topology.squares_of(gen.capturers(*raw)))
        if not position.rules.capture_precedence:
            assert capturers == starts
        else:  # the majority may leave some capturers out
            assert starts <= capturers
        assert position.must_capture() == bool(starts)
        assert position.capturing_squares() == sorted(starts)


@SETTINGS
@given(random_games())
def test_international_captures_are_maximal(game: list[Position]) -> None:
    for position in game:
        if position.rules is not INTERNATIONAL:
            continue
        moves = position.legal_moves()
        best = max((len(k[2]) for k in reference_moves(position)), default=0)
        for move in moves:
            if move.is_capture:
                assert len(move.captured) == best


@SETTINGS
@given(random_games())
def test_english_capture_excludes_every_quiet_move(game: list[Position]) -> None:
    for position in game:
        if position.rules.capture_precedence:
            continue
        moves = position.legal_moves()
        if any(m.is_capture for m in moves):
            assert all(m.is_capture for m in moves)
        if position.must_capture():
            assert moves and all(m.is_capture for m in moves)
