"""The review's arithmetic on a table of scores, without the engine: winning
chances from the calibrated curve, the marks at their thresholds, accuracy."""

from __future__ import annotations

import itertools
import math

import pytest

from dames_tui.engine.score import WIN, WIN_BOUND
from dames_tui.review import (
    BLUNDER,
    INACCURACY,
    LOGISTIC_SCALE,
    MISTAKE,
    Mark,
    chance_drop,
    chances,
    expected_result,
    mark_for,
    move_accuracy,
    side_accuracy,
)

# (best, played, engine's move, forced, mark): centi-men for the mover
TABLE = [
    (0, 0, False, False, None),  # nothing lost
    (0, -5, False, False, None),  # a twentieth of a man: the engine's noise
    (10, 0, False, False, None),
    (0, -20, False, False, Mark.INACCURACY),
    (0, -40, False, False, Mark.MISTAKE),
    (0, -100, False, False, Mark.BLUNDER),  # a man thrown away from an even game
    (100, -100, False, False, Mark.BLUNDER),
    (30, -5, False, False, Mark.MISTAKE),
    (500, 400, False, False, None),  # a man less of a won game: still won
    (-500, -700, False, False, None),  # two men more of a lost game: still lost
    (WIN - 9, 350, False, False, None),  # a forced win for a won game
    (WIN - 9, 0, False, False, Mark.BLUNDER),  # a forced win given up for a draw
    (0, -(WIN - 10), False, False, Mark.BLUNDER),  # walking into a forced loss
    (-(WIN - 10), -(WIN - 4), False, False, None),  # lost either way
    (-20, 30, False, False, None),  # better than the engine's move
    (0, -100, True, False, None),  # the engine's own move is never marked
    (0, -100, False, True, None),  # nor a forced move
    (WIN - 9, -(WIN - 10), True, True, None),
]


@pytest.mark.parametrize(("best", "played", "engine_move", "forced", "mark"), TABLE)
def test_the_table_of_marks(
    best: int, played: int, engine_move: bool, forced: bool, mark: Mark | None
) -> None:
    assert mark_for(best, played, engine_move=engine_move, forced=forced) is mark


def test_chances_run_from_minus_one_to_one_through_zero() -> None:
    assert chances(0) == 0.0
    assert chances(WIN_BOUND) == 1.0 and chances(WIN - 1) == 1.0
    assert chances(-WIN_BOUND) == -1.0
    values = [chances(score) for score in range(-2000, 2001, 7)]  # twenty men either way
    assert all(-1.0 < value < 1.0 for value in values)
    assert all(a < b for a, b in itertools.pairwise(values))
    for score in (1, 37, 100, 250, 1000):
        assert chances(-score) == -chances(score)


def test_expected_result_is_the_same_curve_on_zero_to_one() -> None:
    assert expected_result(0) == 0.5
    assert expected_result(WIN - 3) == 1.0 and expected_result(-(WIN - 3)) == 0.0
    for score in (-400, -100, -7, 0, 55, 300):
        assert expected_result(score) == pytest.approx((1 + chances(score)) / 2)
        assert expected_result(score) == pytest.approx(
            1 / (1 + math.exp(-score / 100 / LOGISTIC_SCALE))
        )


def test_the_calibration_is_a_draughts_one() -> None:
    """A man up wins most games between equals, but not all; three men up
    nearly all: the fitted scale lies where self-play put it."""
    assert 0.7 < expected_result(100) < 0.9
    assert expected_result(300) > 0.95
    assert 0.05 < expected_result(-50) < 0.45


@pytest.mark.parametrize(
    ("threshold", "mark", "below"),
    [
        (INACCURACY, Mark.INACCURACY, None),
        (MISTAKE, Mark.MISTAKE, Mark.INACCURACY),
        (BLUNDER, Mark.BLUNDER, Mark.MISTAKE),
    ],
)
def test_each_mark_starts_at_its_threshold(
    threshold: float, mark: Mark, below: Mark | None
) -> None:
    # the score (centi-men) whose chances are -threshold, from an even game
    exact = 200 * LOGISTIC_SCALE * math.atanh(threshold)
    past, short = -math.ceil(exact), -math.floor(exact)
    assert chance_drop(0, past) >= threshold > chance_drop(0, short)
    assert mark_for(0, past, engine_move=False, forced=False) is mark
    assert mark_for(0, short, engine_move=False, forced=False) is below


def test_the_thresholds_are_lidraughts_ones_on_the_minus_one_to_one_scale() -> None:
    assert (INACCURACY, MISTAKE, BLUNDER) == (0.075, 0.15, 0.3)
    assert [mark.threshold for mark in Mark] == [0.075, 0.15, 0.3]


def test_signs_and_nags() -> None:
    assert [(mark.sign, mark.nag) for mark in Mark] == [("?!", 6), ("?", 2), ("??", 4)]


def test_the_drop_is_never_negative() -> None:
    assert chance_drop(-50, 50) == 0.0
    assert chance_drop(50, -50) == pytest.approx(2 * chances(50))


ACCURACY = [  # drop, lichess's accuracy of the move
    (0.0, 100.0),
    (0.05, 89.36),
    (0.1, 79.82),
    (0.3, 50.52),
    (1.0, 8.53),
    (2.0, 0.0),
]


@pytest.mark.parametrize(("drop", "accuracy"), ACCURACY)
def test_move_accuracy(drop: float, accuracy: float) -> None:
    assert move_accuracy(drop) == pytest.approx(accuracy, abs=0.005)


def test_side_accuracy_is_the_mean_of_its_moves() -> None:
    assert side_accuracy([]) is None
    assert side_accuracy([0.0, 0.0]) == pytest.approx(100.0, abs=0.01)
    assert side_accuracy([0.0, 0.3]) == pytest.approx((move_accuracy(0) + move_accuracy(0.3)) / 2)
    assert side_accuracy([0.1, 0.3, 2.0]) < side_accuracy([0.1, 0.3])  # type: ignore[operator]
