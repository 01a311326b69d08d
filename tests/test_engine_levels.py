"""Levels, hints and draw offers, with the real Game and with a minimal stand-in."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from itertools import pairwise

import pytest

from dames_tui.core import Color, Move, Piece, Position, Rules, find_rules
from dames_tui.engine import (
    DRAW_ACCEPT_THRESHOLD,
    LEVELS,
    Limits,
    decide_draw_offer,
    hint,
    level,
    play_level,
)
from dames_tui.engine import levels as levels_module
from dames_tui.engine.levels import TOP_LEVEL as TOP
from dames_tui.engine.levels import _human_choice
from dames_tui.engine.score import WIN, is_win_score
from dames_tui.engine.search import Engine
from dames_tui.flow.players import PONDER_LEVEL, book_levels
from dames_tui.game import Game, KingRun
from dames_tui.game.king_rule import NO_RUNS
from dames_tui.storage.settings import MAX_LEVEL, MIN_LEVEL

ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")


@dataclass
class StandIn:
    """Just what the engine reads from a game."""

    position: Position
    history: list[Position] = field(default_factory=list)
    reversible_plies: int = 0
    king_runs: tuple[KingRun, KingRun] = NO_RUNS  # no same-king rule in these games

    @property
    def rules(self) -> Rules:
        return self.position.rules

    def repetition_history(self) -> list[Position]:
        return [*self.history, self.position]

    def legal_moves(self) -> list[Move]:
        return self.position.legal_moves()


def test_sixteen_levels_from_beginner_to_champion() -> None:
    assert [lv.number for lv in LEVELS] == list(range(1, 17))
    assert LEVELS[0].key == "beginner" and LEVELS[-1].key == "champion"
    assert level("club") is LEVELS[6] and level(16) is LEVELS[15]
    assert len({lv.key for lv in LEVELS}) == len(LEVELS)
    assert not LEVELS[0].searches and LEVELS[-1].searches
    for rules in (ENGLISH, INTERNATIONAL):
        styles = [lv.on(rules) for lv in LEVELS]
        # the budget grows up the ladder, the human mistakes shrink at a
        # given depth (a deeper search may stray more: on 10x10 a ply of
        # depth outweighs a few centi-men of temperature and greed)
        assert all(a.depth <= b.depth and a.time <= b.time for a, b in pairwise(styles))
        budgets = [s.nodes for s in styles if s.nodes is not None]
        assert budgets == sorted(budgets) and len(set(budgets)) == len(budgets)
        same_depth = [(a, b) for a, b in pairwise(styles) if a.depth == b.depth]
        assert all(a.temperature >= b.temperature for a, b in same_depth)
        assert all(a.greed >= b.greed for a, b in same_depth)
        assert all(a.glance >= b.glance for a, b in same_depth)
        assert all(s.temperature == s.greed == 0 for s in styles if s.nodes is not None)
        # a level searches for its best move on both boards or on neither
        assert [s.searches for s in styles] == [lv.searches for lv in LEVELS]
        # the ratings rise, anchored at the bottom, on both ladders
        ratings = [lv.rating_for(rules) for lv in LEVELS]
        assert ratings == sorted(ratings) and len(set(ratings)) == len(ratings)
        assert ratings[0] == 800
    with pytest.raises(ValueError):
        level(17)


def test_the_settings_know_every_level() -> None:
    assert (MIN_LEVEL, MAX_LEVEL) == (LEVELS[0].number, LEVELS[-1].number)


def test_the_levels_that_search_play_from_the_book_and_the_top_ones_ponder() -> None:
    searching = [lv.number for lv in LEVELS if lv.searches]
    assert searching == list(range(searching[0], MAX_LEVEL + 1))
    assert book_levels() == searching
    # those with a node budget keep it: they do not think on the player's time
    pondering = [lv.number for lv in LEVELS if lv.ponders]
    assert pondering == list(range(PONDER_LEVEL, MAX_LEVEL + 1))
    assert all(lv.searches and lv.small.nodes is None for lv in LEVELS if lv.ponders)
    assert LEVELS[PONDER_LEVEL - 2].searches and not LEVELS[PONDER_LEVEL - 2].ponders


def _move(start: int, end: int, taken: int = 0) -> Move:
    return Move(start, (end,), frozenset(range(100, 100 + taken)))


def test_a_human_level_never_misses_a_forced_win() -> None:
    win, other = _move(1, 2), _move(3, 4, taken=3)
    scored = [(other, 50), (win, WIN - 5)]
    for seed in range(20):
        assert _human_choice(scored, level(1).small, random.Random(seed))[0] == win


def test_greed_grabs_material_the_top_level_would_not() -> None:
    sound, grab = _move(1, 2), _move(3, 4, taken=2)
    scored = [(sound, 40), (grab, -30)]  # the grab loses 0.7 man later
    greedy = level(1).small
    grabs = sum(
        _human_choice(scored, greedy, random.Random(seed))[0] == grab for seed in range(200)
    )
    assert grabs > 120  # greed (2 x 50) outweighs the 70 it costs, most of the time
    # without greed the same temperature takes the sound move most of the time
    plain = dataclasses.replace(greedy, greed=0.0)
    assert sum(_human_choice(scored, plain, random.Random(s))[0] == grab for s in range(200)) < 80
    # and the score given back is the search's, not the greedy one
    picked = {_human_choice(scored, greedy, random.Random(s)) for s in range(20)}
    assert picked == {(sound, 40), (grab, -30)}


def test_a_human_level_prefers_good_moves_but_not_always() -> None:
    moves = [_move(n, n + 1) for n in range(1, 6)]
    scored = list(zip(moves, [60, 50, 0, -100, -300], strict=True))
    picks = [_human_choice(scored, level(3).small, random.Random(s))[0] for s in range(300)]
    counts = [picks.count(m) for m in moves]
    assert counts[0] > counts[2] > counts[3] >= counts[4]
    assert counts[1] > 0  # close to the best: often taken
    assert counts[4] <= 3  # a move three men worse: almost never


def test_the_top_levels_search_for_the_best_move() -> None:
    scored = [(_move(1, 2), 10), (_move(3, 4), 12)]
    chosen = level(next(lv.number for lv in LEVELS if lv.searches)).small
    assert chosen.searches
    assert _human_choice(scored, chosen, random.Random(0))[0] == _move(3, 4)


@pytest.mark.parametrize("number", [1, 2, 3])
def test_play_level_is_reproducible_with_a_seed(number: int) -> None:
    game = Game(INTERNATIONAL)
    first = play_level(game, number, rng=random.Random(42)).move
    second = play_level(game, number, rng=random.Random(42)).move
    assert first == second and first in game.legal_moves()


def test_beginner_varies_its_moves() -> None:
    game = Game(ENGLISH)
    chosen = {play_level(game, 1, rng=random.Random(seed)).move for seed in range(12)}
    assert len(chosen) >= 3  # a child can beat it: it does not always play the best move


def test_levels_on_a_stand_in_game() -> None:
    stand_in = StandIn(Position.initial(ENGLISH))
    for number in (1, 3, 4):
        lv = LEVELS[number - 1]
        # keep the test fast: the strong levels are only checked at a small budget
        result = play_level(stand_in, number, rng=random.Random(number))
        assert result.move in stand_in.position.legal_moves(), lv


def test_hint_is_legal() -> None:
    game = Game(INTERNATIONAL)
    assert hint(game) in game.legal_moves()


def test_draw_offer_in_the_start_position_is_accepted() -> None:
    decision = decide_draw_offer(Game(ENGLISH))
    assert decision.accept and decision.reason == "balanced"
    assert abs(decision.score) <= DRAW_ACCEPT_THRESHOLD


def test_draw_offer_declined_when_a_piece_up() -> None:
    # White (the human) is to move and offers; Black, the engine, has an extra man.
    pieces = {
        1: Piece.BLACK_MAN,
        2: Piece.BLACK_MAN,
        3: Piece.BLACK_MAN,
        30: Piece.WHITE_MAN,
        31: Piece.WHITE_MAN,
    }
    game = Game(ENGLISH, Position.from_pieces(ENGLISH, pieces, Color.WHITE))
    decision = decide_draw_offer(game)
    assert not decision.accept and decision.reason == "ahead"


def test_draw_offer_accepted_when_behind() -> None:
    pieces = {
        1: Piece.BLACK_MAN,
        2: Piece.BLACK_MAN,
        30: Piece.WHITE_MAN,
        31: Piece.WHITE_MAN,
        32: Piece.WHITE_MAN,
    }
    game = Game(ENGLISH, Position.from_pieces(ENGLISH, pieces, Color.WHITE))
    decision = decide_draw_offer(game)
    assert decision.accept and decision.reason == "behind"
    # the same question asked of the side to move
    to_move = decide_draw_offer(StandIn(game.position), engine_is_to_move=True)
    assert not to_move.accept and to_move.reason == "ahead"


def test_a_clock_takes_the_place_of_the_levels_time() -> None:
    game = Game(find_rules("english"))
    # the clock's limits replace the level's time; the shallower depth applies
    assert play_level(game, TOP, clock=Limits(depth=3, time=60.0)).depth == 3
    searched = play_level(game, TOP, clock=Limits(depth=4, clock=300.0, increment=3.0))
    assert searched.depth == 4 and searched.move in game.legal_moves()


def test_the_human_levels_play_their_endings_without_the_tables() -> None:
    # two kings against one: the tables know it is won, two plies do not
    position = Position.from_pieces(
        ENGLISH, {1: Piece.WHITE_KING, 2: Piece.WHITE_KING, 32: Piece.BLACK_KING}, Color.WHITE
    )
    engine = Engine()
    with_tables = engine.score_moves(position, [position], 2)
    without = engine.score_moves(position, [position], 2, tables=False)
    assert all(is_win_score(score) for _, score in with_tables)
    assert not any(is_win_score(score) for _, score in without)
    result = play_level(StandIn(position), 3, rng=random.Random(1), engine=engine)
    assert result.move in position.legal_moves() and result.mate_in is None


def test_a_level_may_search_a_number_of_nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A node budget makes a level's strength the same on any machine and
    under any load; a clock's shorter budget still applies."""
    budget = dataclasses.replace(LEVELS[-1].small, time=60.0, nodes=3_000)
    counted = dataclasses.replace(LEVELS[-1], small=budget, large=budget)
    monkeypatch.setattr(levels_module, "LEVELS", (*LEVELS[:-1], counted))
    game = Game(ENGLISH)
    searched = play_level(game, TOP, engine=Engine())
    assert 0 < searched.nodes <= 3_000 + 2_048 and searched.move in game.legal_moves()
    again = play_level(game, TOP, engine=Engine())
    assert (again.move, again.nodes, again.depth) == (searched.move, searched.nodes, searched.depth)
    fewer = play_level(game, TOP, engine=Engine(), clock=Limits(time=60.0, nodes=500))
    assert fewer.nodes < searched.nodes
