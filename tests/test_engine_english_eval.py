"""The trained English evaluation: its weight file, its terms, its fallback."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from random_positions import seeded_games

from dames_tui.core import ENGLISH, INTERNATIONAL, Position
from dames_tui.engine import trained
from dames_tui.engine.eval import (
    EXTRA_FEATURES,
    FEATURES,
    Evaluator,
    EvalWeights,
    pattern_regions,
    weights_for,
    weights_problem,
)
from dames_tui.engine.trained import WeightFileError, read_weight_file
from dames_tui.notation import parse_fen


def read(text: str) -> trained.WeightFile:
    """A weight file's text read for the English board."""
    return read_weight_file(
        text, squares=32, region_sizes=(8,) * 7, scalar_names=FEATURES + EXTRA_FEATURES
    )


TRIAL = Path(__file__).parent / "data" / "eval"  # a trial weight set (SOURCE.md there)


@pytest.fixture
def fresh_files() -> Iterator[None]:
    """Weight files read anew (the reading is cached)."""
    trained._load.cache_clear()
    yield
    trained._load.cache_clear()


@pytest.fixture
def trial(monkeypatch: pytest.MonkeyPatch, fresh_files: None) -> None:
    """The trial English weights of tests/data/eval in place of the shipped ones."""
    monkeypatch.setattr(trained, "WEIGHTS_DIR", TRIAL)


def score(fen: str) -> int:
    evaluator = Evaluator(ENGLISH, weights_for(ENGLISH))
    return evaluator.white_score(*parse_fen(fen, ENGLISH).raw()[:3])


def random_positions(count: int, seed: int) -> list[Position]:
    """Quiet positions of random English games."""
    return seeded_games(ENGLISH, count, seed, most_plies=111, keep=lambda p: not p.must_capture())


def linear_score(evaluator: Evaluator, white: int, black: int, kings: int) -> float:
    """The score as the plain definitions of the terms give it."""
    w = evaluator.weights
    squares, scalars, fixed = evaluator.features(white, black, kings)
    tables = list(w.men_opening) + list(w.men_ending)
    total: float = fixed + sum(a * b for a, b in zip(squares, tables, strict=True))
    total += sum(a * getattr(w, name) for a, name in zip(scalars, FEATURES, strict=True))
    extra = evaluator.extra_features(white, black, kings)
    total += sum(a * getattr(w, name) for a, name in zip(extra, EXTRA_FEATURES, strict=True))
    share = min((white | black).bit_count(), evaluator.full) / evaluator.full
    values = [{i: (o, e) for i, o, e in table} for table in w.patterns]
    for region, index, sign in evaluator.pattern_features(white, black, kings):
        opening, ending = values[region].get(index, (0, 0))
        total += sign * (opening * share + ending * (1 - share))
    return total


@pytest.mark.usefixtures("trial")
def test_the_trial_english_weights_are_trained_with_patterns() -> None:
    weights = weights_for(ENGLISH)
    assert weights_problem(ENGLISH) is None
    assert weights != EvalWeights.handmade(ENGLISH)
    assert len(weights.patterns) == len(pattern_regions(ENGLISH)) == 7
    assert sum(len(table) for table in weights.patterns) > 500
    assert any(getattr(weights, name) for name in EXTRA_FEATURES)


def test_international_has_no_pattern_or_english_terms() -> None:
    weights = weights_for(INTERNATIONAL)
    assert weights.patterns == ()
    assert not any(getattr(weights, name) for name in EXTRA_FEATURES)
    assert not Evaluator(INTERNATIONAL).extra


@pytest.mark.usefixtures("trial")
def test_the_fast_score_is_the_sum_of_the_plain_terms() -> None:
    evaluator = Evaluator(ENGLISH, weights_for(ENGLISH))
    checked = 0
    for position in random_positions(150, 17):
        white, black, kings, _ = position.raw()
        if evaluator.special_ending(white, black, kings):
            continue
        fast = evaluator.white_score(white, black, kings)
        # rounding: the phase mix, and each of the two trade terms
        assert abs(fast - linear_score(evaluator, white, black, kings)) <= 3
        checked += 1
    assert checked > 40


def test_random_weights_too_score_as_the_plain_terms_say() -> None:
    rng = random.Random(5)
    base = EvalWeights.handmade(ENGLISH)
    patterns = tuple(
        tuple(
            (i, rng.randint(-40, 40), rng.randint(-40, 40))
            for i in sorted(rng.sample(range(3**8), 500))
        )
        for _ in range(7)
    )
    weights = dataclasses.replace(
        base,
        patterns=patterns,
        blocked_men=-7,
        king_mobility=4,
        trapped_kings=-30,
        king_edge=-9,
        near_crown=21,
        trade_ending=11,
    )
    evaluator = Evaluator(ENGLISH, weights)
    for position in random_positions(100, 3):
        white, black, kings, _ = position.raw()
        if not evaluator.special_ending(white, black, kings):
            fast = evaluator.white_score(white, black, kings)
            assert abs(fast - linear_score(evaluator, white, black, kings)) <= 3


def test_empty_pattern_tables_score_as_none_on_the_plain_path() -> None:
    # a weight file always has its seven tables; empty ones must not send
    # every call through the region lookups
    rng = random.Random(9)
    base = EvalWeights.handmade(ENGLISH)
    phased = dataclasses.replace(
        base, men_ending=tuple(v + rng.randint(-30, 30) for v in base.men_opening)
    )
    plain = Evaluator(ENGLISH, phased)
    empty = Evaluator(ENGLISH, dataclasses.replace(phased, patterns=((),) * 7))
    assert not empty.patterned
    for position in random_positions(100, 11):
        white, black, kings, _ = position.raw()
        assert empty.white_score(white, black, kings) == plain.white_score(white, black, kings)
        if not plain.special_ending(white, black, kings):
            fast = plain.white_score(white, black, kings)
            assert abs(fast - linear_score(empty, white, black, kings)) <= 3


def test_a_pattern_counts_for_white_and_against_black_on_the_turned_board() -> None:
    # one weight only: the side's men on squares 29 and 30 of region 6 (its
    # home rows); Black reads the same contents on squares 4 and 3
    index = 3**4 + 3**5  # the fifth and sixth squares of the region (29, 30)
    patterns = tuple(((index, 70, 70),) if r == 6 else () for r in range(7))
    weights = dataclasses.replace(EvalWeights.handmade(ENGLISH), patterns=patterns)
    with_pattern = Evaluator(ENGLISH, weights)
    plain = Evaluator(ENGLISH, EvalWeights.handmade(ENGLISH))
    for fen, change in (
        ("W:W29,30:B12", 70),
        ("W:W29,30:B3,4", 0),
        ("W:W25:B3,4", -70),
        ("W:WK29,K30:B12", 0),  # kings are not in the patterns
    ):
        raw = parse_fen(fen, ENGLISH).raw()[:3]
        assert with_pattern.white_score(*raw) - plain.white_score(*raw) == change, fen


@pytest.mark.usefixtures("trial")
def test_a_man_near_crowning_is_worth_more_than_a_man_at_home() -> None:
    # the same man on the 7th row (square 5, about to crown) or the 2nd (25)
    assert score("W:W5:B4") > score("W:W25:B4")
    assert score("B:W5:B4") > score("B:W25:B4")


@pytest.mark.usefixtures("trial")
def test_a_runaway_man_is_worth_more_than_a_stopped_one() -> None:
    # White's man on 10 with the black king far (32) or in front of it (1)
    assert score("W:W10:BK32") > score("W:W10:BK1")


@pytest.mark.usefixtures("trial")
def test_a_trapped_king_is_worth_less_than_a_free_one() -> None:
    # White's king in the single corner 4, shut in by Black's men on 8 and 11
    assert score("W:WK4,30:B8,11") < score("W:WK18,30:B8,11")


@pytest.mark.usefixtures("trial")
def test_the_weights_make_a_difference_in_a_known_ending() -> None:
    # two kings and a man to crown against a king: ahead, and more with the man
    assert score("W:WK14,K22,5:BK20") > score("W:WK14,K22:BK20") > 0


def _document() -> dict[str, Any]:
    return {
        "format": trained.WEIGHTS_FORMAT,
        "men_opening": [100] * 32,
        "men_ending": [100] * 32,
        "scalars": {
            "king_opening": 150,
            "king_ending": 150,
            "mobility": 2,
            "runaway": 40,
            "trade": 4,
        },
        "patterns": [[[5, 3, -3]]] + [[] for _ in range(6)],
    }


def test_a_sound_weight_file_reads() -> None:
    sound = read(json.dumps(_document()))
    assert sound.patterns[0] == ((5, 3, -3),) and sound.scalars["runaway"] == 40


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.update(format="other"), "format"),
        (lambda d: d.update(men_opening=[100] * 31), "men_opening"),
        (lambda d: d.update(men_ending=[100] * 31 + ["x"]), "men_ending"),
        (lambda d: d["scalars"].pop("trade"), "trade is missing"),
        (lambda d: d["scalars"].update(spin=3), "unknown weight"),
        (lambda d: d["scalars"].update(trade=10**9), "scalars.trade"),
        (lambda d: d.update(patterns=[[]]), "7 tables"),
        (lambda d: d["patterns"][0].append([3**8, 1, 1]), "bad or repeated index"),
        (lambda d: d["patterns"][0].append([5, 1, 1]), "bad or repeated index"),
        (lambda d: d["patterns"][1].append([5, 1]), "[index, opening, ending]"),
        (lambda d: d["patterns"][1].append([5, 1.5, 1]), "whole number"),
    ],
)
def test_a_damaged_weight_file_is_refused_with_its_reason(
    change: Callable[[dict[str, Any]], object], reason: str
) -> None:
    document = _document()
    change(document)
    with pytest.raises(WeightFileError, match=None) as caught:
        read(json.dumps(document))
    assert reason in str(caught.value)


@pytest.mark.parametrize("text", ["", "{", "[1, 2]", "null", "\x00\x01"])
def test_text_that_is_no_weight_file_is_refused(text: str) -> None:
    with pytest.raises(WeightFileError):
        read(text)


def test_a_damaged_file_falls_back_to_the_handmade_weights(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_files: None
) -> None:
    (tmp_path / "english.json").write_text(
        '{"format": "dames-eval-weights-1", "men', encoding="utf-8"
    )
    monkeypatch.setattr(trained, "WEIGHTS_DIR", tmp_path)
    assert weights_for(ENGLISH) == EvalWeights.handmade(ENGLISH)
    problem = weights_problem(ENGLISH)
    assert problem is not None and problem.startswith("english.json: not JSON")
    # the game still plays: an evaluator on the fallback weights scores the start at 0
    evaluator = Evaluator(ENGLISH, weights_for(ENGLISH))
    assert evaluator.white_score(*Position.initial(ENGLISH).raw()[:3]) == 0


def test_no_file_means_the_handmade_weights_without_a_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_files: None
) -> None:
    monkeypatch.setattr(trained, "WEIGHTS_DIR", tmp_path)
    assert weights_for(ENGLISH) == EvalWeights.handmade(ENGLISH)
    assert weights_problem(ENGLISH) is None


def test_the_trial_file_reads_whole() -> None:
    trial_set = read((TRIAL / "english.json").read_text(encoding="utf-8"))
    assert len(trial_set.patterns) == 7


def test_the_game_plays_english_on_its_shipped_weights(fresh_files: None) -> None:
    shipped = read((trained.WEIGHTS_DIR / "english.json").read_text(encoding="utf-8"))
    weights = weights_for(ENGLISH)
    assert weights_problem(ENGLISH) is None
    assert weights != EvalWeights.handmade(ENGLISH)
    assert (weights.men_opening, weights.men_ending) == (shipped.men_opening, shipped.men_ending)
    # fitted with a man's mean value and the kings kept at the handmade ones
    handmade = EvalWeights.handmade(ENGLISH)
    playable = slice(4, 32)  # a man never stands on White's crowning row (1-4)
    for table in (weights.men_opening, weights.men_ending):
        mean = sum(table[playable]) / 28
        assert abs(mean - sum(handmade.men_opening[playable]) / 28) < 2
    assert (weights.king_opening, weights.king_ending) == (
        handmade.king_opening,
        handmade.king_ending,
    )
    # the shape the games taught: the back rank holds in the opening, the
    # men far up the board count in the ending
    back, far = slice(28, 32), slice(4, 8)
    assert sum(weights.men_opening[back]) > sum(weights.men_opening[far])
    assert sum(weights.men_ending[far]) > sum(weights.men_ending[back])
