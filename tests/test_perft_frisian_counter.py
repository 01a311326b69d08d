"""The counters along any lines (perft's last two plies in Frisian draughts
and Frysk!: captures along rows, columns and diagonals, precedence by value
then with a king, no crowning in passing) against the kernel's own legal
moves, on many positions: seeded random games, crowded placements of men
with a few kings, and hand-built positions for each rule; each kind of
position is checked to be in the sample. The other games the counters know
(:func:`~dames_tui.perft.linecount.supports`) are checked on random games
and placements.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from itertools import pairwise

import pytest
from random_positions import seeded_placements

from dames_tui.core import (
    Color,
    Piece,
    Position,
    Precedence,
    Rules,
    find_rules,
    topology_for,
    variants,
)
from dames_tui.core.kernel import Kernel, kernel_for
from dames_tui.notation import format_fen, parse_fen
from dames_tui.perft import perft, reference_perft
from dames_tui.perft.leafcount import Child
from dames_tui.perft.linecount import line_leaf_counter, supports
from dames_tui.perft.lineply import line_plies

FRISIAN_GAMES = ("frisian", "frysk")


# ------------------------------------------------------------------ the kernel's answers


def kernel_children(position: Position) -> list[Child]:
    """The positions after each legal move, by the kernel."""
    gen, raw = position.generator, position.raw()
    return sorted(gen.make(*raw, move)[:3] for move in gen.moves(*raw))


def kernel_two_plies(position: Position) -> int:
    gen, raw = position.generator, position.raw()
    return sum(len(gen.moves(*gen.make(*raw, move))) for move in gen.moves(*raw))


def counted_children(position: Position) -> list[Child]:
    plies = line_plies(position.generator)
    white, black, kings, wtm = position.raw()
    children = plies.white_children if wtm else plies.black_children
    return sorted(children(white, black, kings))


def counted_two_plies(position: Position) -> int:
    """The two-ply counter's count, and the children it leaves counted one by one."""
    plies = line_plies(position.generator)
    count, _ = line_leaf_counter(position.generator)
    white, black, kings, wtm = position.raw()
    two_ply = plies.white_two_ply if wtm else plies.black_two_ply
    pending: list[Child] = []
    total = two_ply(white, black, kings, pending)
    return total + sum(count(w, b, k, not wtm) for w, b, k in pending)


# ------------------------------------------------------------------ kinds of position


def with_rules(position: Position, **changes: object) -> Kernel:
    return kernel_for(replace(position.rules, **changes))  # type: ignore[arg-type]


def captures(position: Position) -> list[tuple[int, int, int, tuple[int, ...], int]]:
    return position.generator.captures(*position.raw())


def has_kings(position: Position) -> bool:
    return bool(position.kings)


def king_takes(position: Position) -> bool:
    """A king of the side to move can take (the counters ask the kernel)."""
    gen, (white, black, kings, wtm) = position.generator, position.raw()
    return bool(gen.capturers(white, black, kings, wtm) & kings)


def value_decides(position: Position) -> bool:
    """Counting pieces, a king as one, would leave other captures than the
    value does (a king worth more than a man, less than two)."""
    by_count = with_rules(position, capture_precedence=(Precedence.MOST_PIECES,))
    raw = position.raw()
    legal = {m[:3] for m in captures(position)}
    return bool(legal) and legal != {m[:3] for m in by_count.captures(*raw)}


def man_takes_a_king(position: Position) -> bool:
    """A man's legal capture takes a king."""
    return any(m[2] & position.kings and not m[0] & position.kings for m in captures(position))


def with_king_decides(position: Position) -> bool:
    """At equal value a king's capture leaves a man's out."""
    by_value = with_rules(position, capture_precedence=(Precedence.MOST_VALUE,))
    legal = {m[:3] for m in captures(position)}
    return bool(legal) and legal != {m[:3] for m in by_value.captures(*position.raw())}


def crowning_row(position: Position) -> int:
    gen = position.generator
    return gen.white_crown if position.turn is Color.WHITE else gen.black_crown


def passes_the_crowning_row(position: Position) -> bool:
    """A man's legal capture lands on the crowning row and goes on (as a man)."""
    crown = crowning_row(position)
    return any(
        not m[0] & position.kings and any(step & crown for step in m[3][:-1])
        for m in captures(position)
    )


def crowns_by_capture(position: Position) -> bool:
    return any(not m[0] & position.kings and m[4] for m in captures(position))


def back_to_start(position: Position) -> bool:
    """A man's rafle ends on its own start square."""
    return any(m[0] == m[1] and not m[0] & position.kings for m in captures(position))


def same_move_two_ways(position: Position) -> bool:
    """Two of the kernel's routes of a man make one move (same start, end and pieces)."""
    routes = position.generator.routes(*position.raw())
    moves = Counter((r.frm, r.to, r.captured) for r in routes if not r.frm & position.kings)
    return any(n > 1 for n in moves.values())


def jumps_along(position: Position, rows: int, cols: int) -> bool:
    """A man's legal capture has a jump of ``rows``, ``cols`` cells."""
    t = position.topology

    def cell(bit: int) -> tuple[int, int]:
        return t.row_col(t.square_of_bit(bit))

    for m in captures(position):
        if m[0] & position.kings:
            continue
        squares = (m[0], *m[3])
        for a, b in pairwise(squares):
            (ra, ca), (rb, cb) = cell(a), cell(b)
            if (abs(rb - ra), abs(cb - ca)) == (rows, cols):
                return True
    return False


def along_a_row(position: Position) -> bool:
    return jumps_along(position, 0, 4)


def along_a_column(position: Position) -> bool:
    return jumps_along(position, 4, 0)


def long_rafle(position: Position) -> bool:
    return any(m[2].bit_count() >= 4 for m in captures(position))


def men_take_beside_kings(position: Position) -> bool:
    """The side to move has kings, and only its men can take."""
    own = position.white if position.turn is Color.WHITE else position.black
    return bool(own & position.kings) and bool(captures(position)) and not king_takes(position)


def quiet_king_moves(position: Position) -> bool:
    """The side to move has kings and no capture."""
    own = position.white if position.turn is Color.WHITE else position.black
    return bool(own & position.kings) and not captures(position)


Kind = Callable[[Position], bool]
KINDS: list[tuple[Kind, int]] = [
    (has_kings, 600),
    (king_takes, 400),
    (men_take_beside_kings, 20),
    (quiet_king_moves, 30),
    (value_decides, 150),
    (man_takes_a_king, 100),
    (with_king_decides, 60),
    (passes_the_crowning_row, 25),
    (crowns_by_capture, 25),
    (back_to_start, 25),
    (same_move_two_ways, 25),
    (along_a_row, 150),
    (along_a_column, 150),
    (long_rafle, 250),
]


# ------------------------------------------------------------------ the sample


def random_walks(rules: Rules, seed: int, games: int, plies: int) -> list[Position]:
    """Every position of ``games`` random games of at most ``plies`` plies."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        position = Position.initial(rules)
        for _ in range(plies):
            moves = position.legal_moves()
            if not moves:
                break
            out.append(position)
            position = position.play(rng.choice(moves))
    return out


def crowded(rules: Rules, count: int, seed: int) -> list[Position]:
    """Placements of many men and a few kings, near the crowning rows too:
    captures of every kind, long rafles."""
    rng = random.Random(f"{rules.name}-crowded-{seed}")
    t = topology_for(rules)
    out = []
    for _ in range(count):
        pieces = {}
        for square in rng.sample(
            range(1, rules.squares + 1), rng.randint(8, rules.squares * 3 // 4)
        ):
            white = rng.random() < 0.5
            king = rng.random() < 0.08
            row = t.row_col(square)[0]
            if not king and row == (0 if white else rules.board_size - 1):
                king = True
            piece = (
                (Piece.WHITE_KING if king else Piece.WHITE_MAN)
                if white
                else (Piece.BLACK_KING if king else Piece.BLACK_MAN)
            )
            pieces[square] = piece
        turn = rng.choice((Color.WHITE, Color.BLACK))
        out.append(Position.from_pieces(rules, pieces, turn))
    return out


@cache
def sample(variant: str) -> tuple[Position, ...]:
    rules = find_rules(variant)
    walked = random_walks(rules, seed=5, games=30, plies=160)
    return (
        *walked[::3],
        *crowded(rules, 600, seed=11),
        *seeded_placements(rules, 300, seed=3),
    )


def test_the_sample_holds_every_kind_of_position() -> None:
    everything = [p for variant in FRISIAN_GAMES for p in sample(variant)]
    for kind, least in KINDS:
        found = sum(1 for p in everything if kind(p))
        assert found >= least, f"{found} positions {kind.__name__}, want {least}"


# ------------------------------------------------------------------ the counters


@pytest.mark.parametrize("variant", FRISIAN_GAMES)
def test_the_count_is_the_number_of_legal_moves(variant: str) -> None:
    count, _ = line_leaf_counter(kernel_for(find_rules(variant)))
    for position in sample(variant):
        assert count(*position.raw()) == len(position.legal_moves()), format_fen(position)


@pytest.mark.parametrize("variant", FRISIAN_GAMES)
def test_the_children_are_the_positions_after_the_legal_moves(variant: str) -> None:
    for position in sample(variant):
        assert counted_children(position) == kernel_children(position), format_fen(position)


@pytest.mark.parametrize("variant", FRISIAN_GAMES)
def test_two_plies_at_once(variant: str) -> None:
    for position in sample(variant)[::2]:
        assert counted_two_plies(position) == kernel_two_plies(position), format_fen(position)


@pytest.mark.parametrize("variant", FRISIAN_GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_count_many_is_the_sum_of_the_counts(variant: str, seed: int) -> None:
    """Positions counted side by side in lanes give each its own count,
    whatever their neighbours (pieces on every edge, kings, rafles)."""
    rng = random.Random(seed)
    _, count_many = line_leaf_counter(kernel_for(find_rules(variant)))
    for turn in (Color.WHITE, Color.BLACK):
        batch = [p for p in sample(variant) if p.turn is turn]
        rng.shuffle(batch)
        while batch:
            size = rng.randint(1, 45)
            some, batch = batch[:size], batch[size:]
            expected = sum(len(p.legal_moves()) for p in some)
            assert count_many([p.raw()[:3] for p in some], turn is Color.WHITE) == expected


@pytest.mark.parametrize("variant", FRISIAN_GAMES)
def test_perft_three_deep_matches_the_reference(variant: str) -> None:
    for position in sample(variant)[::40]:
        assert perft(position, 3) == reference_perft(position, 3), format_fen(position)


# ------------------------------------------------------------------ one position per rule
#
# Squares 1-50 from the top left, five a row: along a row a jump passes the
# next square of the row (two columns away), along a column the square ten
# numbers away (two rows).

RULE_POSITIONS = [
    # single captures along a row (over 29) and a diagonal (over 22), both legal
    pytest.param("W:W28:B29,22", id="row-and-diagonal"),
    # along the column, up and down
    pytest.param("W:W28:B18,38", id="column-both-ways"),
    # 25 and 26 are neighbours in the bits but not on the board: no capture
    pytest.param("W:W26:B25", id="no-wrap-along-a-row"),
    pytest.param("B:B25:W26", id="no-wrap-the-other-way"),
    # a king is worth more than a man: the man takes the king
    pytest.param("W:W28:BK22,33", id="king-before-man"),
    # two men are worth more than a king
    pytest.param("W:W28:BK22,33,44", id="two-men-before-a-king"),
    # two kings are worth more than three men (counting pieces, the men)
    pytest.param("W:W28:BK22,K11,33,29,14", id="two-kings-before-three-men"),
    # at equal value the king must capture (50x39, 50x33; not 28x17)
    pytest.param("W:WK50,28:B44,22", id="with-a-king-at-equal-value"),
    # the man passes the crowning row on 1 and goes on as a man: 12x1x21
    pytest.param("W:W12:B7,11", id="no-crowning-in-passing"),
    pytest.param("B:B39:W44,40", id="no-crowning-in-passing-black"),
    # a triangle of jumps back onto the start square, one move both ways round
    pytest.param("W:W28:B22,12,18", id="back-to-the-start"),
    # four captures along columns and rows
    pytest.param("W:W48:B38,29,20,9", id="long-rafle"),
]


@pytest.mark.parametrize("variant", FRISIAN_GAMES)
@pytest.mark.parametrize("fen", RULE_POSITIONS)
def test_one_position_per_rule(variant: str, fen: str) -> None:
    position = parse_fen(fen, find_rules(variant))
    count, count_many = line_leaf_counter(position.generator)
    legal = position.legal_moves()
    assert legal, fen
    assert count(*position.raw()) == len(legal)
    assert count_many([position.raw()[:3]] * 3, position.turn is Color.WHITE) == 3 * len(legal)
    assert counted_children(position) == kernel_children(position)
    assert counted_two_plies(position) == kernel_two_plies(position)
    assert perft(position, 3) == reference_perft(position, 3)


# ------------------------------------------------------------------ the other games


OTHERS = [r for r in variants() if supports(kernel_for(r)) and r.name not in FRISIAN_GAMES]


def test_the_counters_know_frisian_and_frysk() -> None:
    assert all(supports(kernel_for(find_rules(v))) for v in FRISIAN_GAMES)


@pytest.mark.parametrize("rules", OTHERS, ids=[r.name for r in OTHERS])
def test_the_other_games_the_counters_know(rules: Rules) -> None:
    count, count_many = line_leaf_counter(kernel_for(rules))
    positions = (
        random_walks(rules, seed=9, games=10, plies=120)[::2]
        + seeded_placements(rules, 150, seed=9)
        + crowded(rules, 300, seed=9)
    )
    for position in positions:
        assert count(*position.raw()) == len(position.legal_moves()), format_fen(position)
        assert counted_children(position) == kernel_children(position), format_fen(position)
        assert counted_two_plies(position) == kernel_two_plies(position), format_fen(position)
    for turn in (Color.WHITE, Color.BLACK):
        batch = [p for p in positions if p.turn is turn]
        expected = sum(len(p.legal_moves()) for p in batch)
        assert count_many([p.raw()[:3] for p in batch], turn is Color.WHITE) == expected
