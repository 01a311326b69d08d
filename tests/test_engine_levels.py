"""Levels, hints and draw offers, with the real Game and with a minimal stand-in."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

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
from dames_tui.game import Game, KingRun
from dames_tui.game.king_rule import NO_RUNS

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


def test_five_levels_from_beginner_to_master() -> None:
    assert [lv.number for lv in LEVELS] == [1, 2, 3, 4, 5]
    assert [lv.key for lv in LEVELS] == ["beginner", "amateur", "club", "expert", "master"]
    assert LEVELS[0].title_fr == "Débutant" and LEVELS[4].title_fr == "Maître"
    assert LEVELS[0].depth < LEVELS[2].depth < LEVELS[4].depth
    assert (
        LEVELS[0].randomness > LEVELS[1].randomness > LEVELS[2].randomness >= LEVELS[4].randomness
    )
    assert level("club") is LEVELS[2] and level(5) is LEVELS[4]
    with pytest.raises(ValueError):
        level(9)


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
    assert play_level(game, 5, clock=Limits(depth=3, time=60.0)).depth == 3
    assert play_level(game, 4, clock=Limits(depth=64, nodes=10**9, time=60.0)).depth == 10
    searched = play_level(game, 5, clock=Limits(depth=4, clock=300.0, increment=3.0))
    assert searched.depth == 4 and searched.move in game.legal_moves()
