"""The searcher: legal moves always, limits, stop, draws by repetition and move count."""

from __future__ import annotations

import random
import statistics
import threading

import pytest
from random_positions import seeded_games

from dames_tui.core import Color, Piece, Position, Rules, find_rules, generator_for
from dames_tui.engine import (
    WIN,
    Engine,
    Evaluator,
    EvalWeights,
    Limits,
    SearchInfo,
    format_score,
    mate_in,
    search,
    time_budget,
)
from dames_tui.engine.eval import FEATURES
from dames_tui.engine.quickgen import quick_gen_for

ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")


def random_positions(rules_name: str, count: int, seed: int) -> list[Position]:
    """Positions of random games with a move to play."""
    rules = find_rules(rules_name)
    return seeded_games(rules, count, seed, most_plies=90, keep=lambda p: bool(p.legal_moves()))


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_returned_move_is_always_legal(rules_name: str) -> None:
    engine = Engine(4)
    for i, position in enumerate(random_positions(rules_name, 150, seed=7)):
        result = engine.search(position, limits=Limits(depth=2 + i % 2))
        assert result.move in position.legal_moves(), position
        assert result.pv and result.pv[0] == result.move


def mirror(position: Position) -> Position:
    """The same position seen from the other side: colours swapped, board turned."""
    n = position.topology.squares
    pieces = {
        n + 1 - square: Piece.of(piece.color.opponent, piece.is_king)
        for square, piece in position.pieces().items()
    }
    return Position.from_pieces(position.rules, pieces, position.turn.opponent)


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_evaluation_is_colour_symmetric(rules_name: str) -> None:
    evaluator = Evaluator(find_rules(rules_name))
    for position in random_positions(rules_name, 60, seed=3):
        assert evaluator.evaluate(position) == evaluator.evaluate(mirror(position))


def scrambled_weights(rules_name: str, seed: int) -> EvalWeights:
    """Weights unlike any shipped ones: every term on, the two tables different."""
    rng = random.Random(seed)
    squares = find_rules(rules_name).board_size ** 2 // 2
    return EvalWeights(
        tuple(rng.randrange(60, 160) for _ in range(squares)),
        tuple(rng.randrange(60, 160) for _ in range(squares)),
        **{name: rng.randrange(-30, 31) for name in FEATURES},
    )


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_any_weights_keep_the_evaluation_colour_symmetric(rules_name: str) -> None:
    evaluator = Evaluator(find_rules(rules_name), scrambled_weights(rules_name, 5))
    for position in random_positions(rules_name, 60, seed=4):
        assert evaluator.evaluate(position) == evaluator.evaluate(mirror(position))


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_fast_evaluation_is_the_weighted_sum_of_its_features(rules_name: str) -> None:
    """What training fits (features . weights) is what the search computes."""
    rules = find_rules(rules_name)
    for seed in range(3):
        weights = scrambled_weights(rules_name, seed)
        evaluator = Evaluator(rules, weights)
        vector = [*weights.men_opening, *weights.men_ending]
        vector += [getattr(weights, name) for name in FEATURES]
        checked = with_kings = 0
        for position in random_positions(rules_name, 150, seed=10 + seed):
            white, black, kings, _ = position.raw()
            if evaluator.special_ending(white, black, kings):
                continue
            squares, scalars, fixed = evaluator.features(white, black, kings)
            expected = fixed + sum(w * f for w, f in zip(vector, squares + scalars, strict=True))
            assert abs(evaluator.white_score(white, black, kings) - expected) <= 2, position
            checked += 1
            with_kings += kings != 0
        assert checked >= 60 and with_kings >= 10


@pytest.mark.parametrize("rules", [INTERNATIONAL, ENGLISH], ids=lambda r: r.name)
def test_trained_weights_are_sane(rules: Rules) -> None:
    """Both games play with trained weights; a man in its own half stays
    worth about a man in either table."""
    weights = Evaluator(rules).weights
    assert weights != EvalWeights.handmade(rules)
    squares = len(weights.men_opening)
    own_half = range(squares // 2, squares)  # White's half
    for table in (weights.men_opening, weights.men_ending):
        values = [table[i] for i in own_half]
        assert 50 <= statistics.mean(values) <= 200, values


def test_flying_kings_are_worth_more() -> None:
    def king_in_men(rules: Rules) -> float:
        weights = Evaluator(rules).weights
        return weights.king_ending / statistics.median(weights.men_ending)

    assert king_in_men(INTERNATIONAL) >= 2
    assert 1 < king_in_men(ENGLISH) <= 2
    assert king_in_men(INTERNATIONAL) >= 1.5 * king_in_men(ENGLISH)


def test_stop_event_returns_a_legal_move() -> None:
    position = Position.initial(INTERNATIONAL)
    stop = threading.Event()
    results = []
    thread = threading.Thread(
        target=lambda: results.append(search(position, limits=Limits(), stop_event=stop))
    )
    thread.start()
    thread.join(0.2)
    stop.set()
    thread.join(30)
    assert not thread.is_alive()
    assert results[0].move in position.legal_moves()


def test_stop_before_start_still_gives_a_legal_move() -> None:
    position = Position.initial(ENGLISH)
    stop = threading.Event()
    stop.set()
    result = search(position, limits=Limits(depth=20), stop_event=stop)
    assert result.move in position.legal_moves()


def test_single_legal_move_is_played_without_search() -> None:
    # Black man on 9 must take 14 (the only capture).
    pieces = {9: Piece.BLACK_MAN, 14: Piece.WHITE_MAN, 30: Piece.WHITE_MAN}
    position = Position.from_pieces(ENGLISH, pieces, Color.BLACK)
    result = search(position, limits=Limits(depth=6))
    assert result.move == position.legal_moves()[0]
    assert result.nodes == 0
    analysed = search(position, limits=Limits(depth=6, analysis=True))
    assert analysed.nodes > 0 and analysed.move == result.move


def test_no_legal_move_is_a_loss() -> None:
    pieces = {29: Piece.WHITE_MAN, 25: Piece.BLACK_MAN, 22: Piece.BLACK_MAN}
    position = Position.from_pieces(ENGLISH, pieces, Color.WHITE)
    assert not position.legal_moves()
    result = search(position, limits=Limits(depth=3))
    assert result.move is None and result.score == -WIN and result.mate_in == 0


def test_node_limit_is_respected() -> None:
    position = Position.initial(INTERNATIONAL)
    result = search(position, limits=Limits(nodes=3000))
    assert result.nodes <= 3000
    assert result.move in position.legal_moves()


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_history_rewards_cutting_moves_and_blames_the_ones_tried_before(rules_name: str) -> None:
    engine = Engine()
    for position in random_positions(rules_name, 3, seed=7):
        engine.search(position, limits=Limits(depth=5))
    scores = [*engine.white_history.values(), *engine.black_history.values()]
    assert max(scores) > 0
    assert min(scores) < 0


def test_info_after_each_iteration() -> None:
    infos: list[SearchInfo] = []
    position = Position.initial(ENGLISH)
    result = search(position, limits=Limits(depth=5), on_info=infos.append)
    assert [i.depth for i in infos] == [1, 2, 3, 4, 5]
    assert infos[-1].pv[0] == result.move and infos[-1].nodes == result.nodes
    assert result.depth == 5


def test_finds_a_forced_win_and_reports_it() -> None:
    # White king on 10 takes the last black man: 10x1? No: a black man on 6
    # with White to move: 10x1 does not exist; the white man on 10 takes 6 -> 1.
    pieces = {10: Piece.WHITE_MAN, 6: Piece.BLACK_MAN}
    position = Position.from_pieces(ENGLISH, pieces, Color.WHITE)
    result = search(position, limits=Limits(depth=4, analysis=True))
    assert result.score == WIN - 1 and result.mate_in == 1
    assert format_score(result.score) == "win in 1"


def kings_ending() -> Position:
    pieces = {14: Piece.WHITE_KING, 23: Piece.WHITE_KING, 1: Piece.BLACK_KING}
    return Position.from_pieces(ENGLISH, pieces, Color.WHITE)


def test_positions_in_history_score_as_draws() -> None:
    position = kings_ending()
    children = [position.play(m) for m in position.legal_moves()]
    history = [*children, position]  # every move repeats a position of the game
    result = search(position, history, Limits(depth=4, analysis=True))
    assert result.score == 0
    assert search(position, [position], Limits(depth=4)).score > 100


def test_reversible_limit_scores_as_draw() -> None:
    position = kings_ending()
    limit = ENGLISH.reversible_limit
    # fake history: `limit - 1` reversible plies before the position (distinct fillers)
    filler = Position.from_pieces(ENGLISH, {32: Piece.WHITE_KING, 4: Piece.BLACK_KING}, Color.WHITE)
    history = [filler] * (limit - 1) + [position]
    assert search(position, history, Limits(depth=4)).score == 0


def test_time_budget_from_clock() -> None:
    soft, hard = time_budget(Limits(clock=60.0, increment=1.0))
    assert soft is not None and hard is not None
    assert 0 < soft < hard <= 24.0
    # a fixed time per move is used to the end: time left over is lost
    soft2, hard2 = time_budget(Limits(time=2.0))
    assert (soft2, hard2) == (2.0, 2.0)
    assert time_budget(Limits(depth=3)) == (None, None)
    _tiny_soft, tiny_hard = time_budget(Limits(clock=0.5))
    assert tiny_hard is not None and tiny_hard <= 0.2


def test_score_formatting() -> None:
    assert format_score(15) == "+0.15"
    assert format_score(0) == "0.00"
    assert format_score(-250) == "-2.50"
    assert format_score(WIN - 5) == "win in 3"
    assert format_score(-(WIN - 6)) == "loss in 3"
    assert mate_in(40) is None


@pytest.mark.parametrize("rules_name", ["english", "international"])
def test_engine_move_helpers_agree_with_the_core(rules_name: str) -> None:
    """The search's own capture test, captures and quiet moves (ints) give
    the core generator's answers, for both sides of random positions."""
    rules = find_rules(rules_name)
    gen, quick = generator_for(rules), quick_gen_for(rules)
    captures_seen = 0
    for position in random_positions(rules_name, 60, seed=11):
        w, b, k, _ = position.raw()
        empty = gen.board ^ (w | b)
        for white in (True, False):
            own, opp = (w, b) if white else (b, w)
            can = quick.white_can_capture if white else quick.black_can_capture
            captures = quick.white_captures if white else quick.black_captures
            quiet = quick.white_quiet if white else quick.black_quiet
            assert can(own, opp, k, empty) == bool(gen.capturers(w, b, k, white))
            core_captures = gen.captures(w, b, k, white)
            ours = captures(own, opp, k, empty)
            assert sorted(ours) == sorted((m[0], m[1], m[2], m[4]) for m in core_captures)
            captures_seen += bool(ours)
            core_quiet = gen.quiet_moves(w, b, k, white)
            assert sorted(quiet(own, own & k, empty)) == sorted(m[0] | m[1] for m in core_quiet)
    assert captures_seen > 10
