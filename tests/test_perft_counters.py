"""The fast perft counters against the reference counter, on many positions:
positions of seeded random games of English checkers, international,
Frisian and Turkish draughts (kings, flying-king rafles, captures the
precedence rule leaves out, captures that crown, rafles of four pieces and
more: each kind is checked to be in the sample), hypothesis' random games and
random placements of the first two, and the leaf counter's lanes."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_positions import random_games, random_placements

from dames_tui.core import Color, Position, Rules, find_rules
from dames_tui.core.kernel import kernel_for
from dames_tui.perft import leaf_counter, perft, reference_perft

SETTINGS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# ------------------------------------------------------------------ seeded random games


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


def is_king(position: Position, square: int) -> bool:
    return bool(position.kings & position.topology.bit_of_square(square))


def has_kings(position: Position) -> bool:
    return bool(position.kings)


def has_king_rafle(position: Position) -> bool:
    """A king can take two pieces or more (with flying kings: from afar)."""
    return any(len(m.captured) >= 2 and is_king(position, m.start) for m in position.legal_moves())


def majority_prunes(position: Position) -> bool:
    """Some complete capture is not legal: a better one exists (prise
    majoritaire; in Frisian the most value)."""
    free = kernel_for(replace(position.rules, capture_precedence=()))
    every_capture = free.captures(*position.raw())
    return len({m[2].bit_count() for m in every_capture}) > 1


def has_crowning_capture(position: Position) -> bool:
    crown_row = 0 if position.turn is Color.WHITE else position.rules.board_size - 1
    return any(
        m.captured
        and not is_king(position, m.start)
        and position.topology.row_col(m.end)[0] == crown_row
        for m in position.legal_moves()
    )


def has_long_rafle(position: Position) -> bool:
    """A capture of four pieces or more: the leaf counter's masks stop at three."""
    return any(len(m.captured) >= 4 for m in position.legal_moves())


Kind = Callable[[Position], bool]
# the kinds of position the sample must hold, and how many of each at least
KINDS: dict[str, list[tuple[Kind, int]]] = {
    "english": [(has_kings, 50), (has_king_rafle, 5), (has_crowning_capture, 10)],
    "international": [
        (has_kings, 50),
        (has_king_rafle, 10),
        (majority_prunes, 20),
        (has_crowning_capture, 10),
        (has_long_rafle, 3),
    ],
    # orthogonal captures, precedence by value (a king rather than a man at equal value)
    "frisian": [
        (has_kings, 50),
        (has_king_rafle, 10),
        (majority_prunes, 20),
        (has_crowning_capture, 10),
        (has_long_rafle, 10),
    ],
    # rook-like kings, pieces gone at once, no turning back; kings come early
    # and often, so they do not choose the sample
    "turkish": [
        (has_king_rafle, 20),
        (majority_prunes, 20),
        (has_crowning_capture, 20),
        (has_long_rafle, 5),
    ],
}


def sample(variant: str) -> list[Position]:
    """Every tenth position of 40 seeded random games, and every position of
    the kinds of :data:`KINDS`."""
    walked = random_walks(find_rules(variant), seed=13, games=40, plies=200)
    kinds = KINDS[variant]
    chosen = [p for i, p in enumerate(walked) if i % 10 == 0 or any(k(p) for k, _ in kinds)]
    for kind, least in kinds:
        found = sum(1 for p in chosen if kind(p))
        assert found >= least, f"{variant}: {found} positions {kind.__name__}, want {least}"
    return chosen


@pytest.mark.parametrize("variant", sorted(KINDS))
def test_fast_perft_matches_the_reference_on_random_games(variant: str) -> None:
    for position in sample(variant):
        for depth in (1, 2, 3):
            assert perft(position, depth) == reference_perft(position, depth), (position, depth)


@pytest.mark.parametrize("variant", sorted(KINDS))
def test_fast_perft_four_deep_matches_the_reference(variant: str) -> None:
    """Depth 4 goes through the batches of the tree walk (several flushes)."""
    chosen = sample(variant)
    for position in chosen[:: len(chosen) // 8]:
        assert perft(position, 4) == reference_perft(position, 4), position


# ------------------------------------------------------------------ hypothesis


@SETTINGS
@given(random_games())
def test_fast_perft_matches_the_reference_along_random_games(game: list[Position]) -> None:
    for position in game[::5]:
        for depth in (1, 2):
            assert perft(position, depth) == reference_perft(position, depth)


@SETTINGS
@given(random_placements())
def test_fast_perft_matches_the_reference_on_random_placements(position: Position) -> None:
    for depth in (1, 2):
        assert perft(position, depth) == reference_perft(position, depth)


@SETTINGS
@given(random_games())
def test_leaf_count_is_the_number_of_legal_moves(game: list[Position]) -> None:
    count, _ = leaf_counter(game[0].generator)
    for position in game:
        assert count(*position.raw()) == len(position.legal_moves())


@SETTINGS
@given(random_placements())
def test_leaf_count_on_random_placements(position: Position) -> None:
    count, _ = leaf_counter(position.generator)
    assert count(*position.raw()) == len(position.legal_moves())


@SETTINGS
@given(random_games(), st.randoms(use_true_random=False))
def test_count_many_is_the_sum_of_the_counts(game: list[Position], rng: random.Random) -> None:
    """Positions counted side by side in lanes give each its own count."""
    _, count_many = leaf_counter(game[0].generator)
    for turn in (Color.WHITE, Color.BLACK):
        batch = [p for p in game if p.turn is turn]
        rng.shuffle(batch)
        while batch:
            size = rng.randint(1, 30)
            some, batch = batch[:size], batch[size:]
            expected = sum(len(p.legal_moves()) for p in some)
            assert count_many([p.raw()[:3] for p in some], turn is Color.WHITE) == expected


@SETTINGS
@given(st.lists(random_placements(), min_size=1, max_size=12))
def test_count_many_on_random_placements(positions: list[Position]) -> None:
    """Lanes never leak into each other, even with pieces on every edge."""
    for variant in ("english", "international"):
        rules = find_rules(variant)
        for turn in (Color.WHITE, Color.BLACK):
            batch = [p for p in positions if p.rules == rules and p.turn is turn]
            if not batch:
                continue
            _, count_many = leaf_counter(batch[0].generator)
            expected = sum(len(p.legal_moves()) for p in batch)
            assert count_many([p.raw()[:3] for p in batch], turn is Color.WHITE) == expected
