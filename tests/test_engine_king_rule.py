"""Frisian's same-king rule in the engine: the root never offers a move of the
held king (search, the levels' scored moves and random picks, hints), and the
tree follows both sides' runs (a king held two plies down changes the
score)."""

from __future__ import annotations

import random
import threading

import pytest

from dames_tui.core import Position, find_rules
from dames_tui.engine import Engine, Limits, hint, play_level
from dames_tui.engine.levels import LEVELS, decide_draw_offer
from dames_tui.engine.score import WIN_BOUND
from dames_tui.game import Game, KingRun
from dames_tui.notation import parse_fen

FRISIAN = find_rules("frisian")


def held_game() -> Game:
    """White's king on 41 has made three quiet moves: only the man on 50 may move."""
    game = Game(FRISIAN, parse_fen("W:WK46,50:BK1,15", FRISIAN))
    for text in ("46-41", "1-7", "41-46", "7-1", "46-41", "1-7"):
        game.play_text(text)
    assert game.held_king == 41
    return game


def test_the_search_never_plays_the_held_king() -> None:
    game = held_game()
    allowed = game.legal_moves()
    result = Engine().search(
        game.position, game.repetition_history(), Limits(depth=4), king_runs=game.king_runs
    )
    assert result.move in allowed
    scored = Engine().score_moves(
        game.position, game.repetition_history(), 2, king_runs=game.king_runs
    )
    assert sorted(move.start for move, _ in scored) == [50, 50]


@pytest.mark.parametrize("seed", range(4))
def test_the_levels_that_pick_at_random_keep_to_the_rule(seed: int) -> None:
    game = held_game()
    for lvl in LEVELS[:3]:  # random picks, scored moves
        move = play_level(game, lvl.number, rng=random.Random(seed), engine=Engine(1)).move
        assert move in game.legal_moves(), lvl.number


def test_the_strong_levels_a_hint_and_a_draw_offer_keep_to_the_rule() -> None:
    game = held_game()
    for lvl in LEVELS[3:]:
        stop = threading.Event()
        timer = threading.Timer(0.2, stop.set)
        timer.start()
        try:
            move = play_level(game, lvl.number, stop, engine=Engine(1)).move
        finally:
            timer.cancel()
        assert move in game.legal_moves(), lvl.number
    assert hint(game) in game.legal_moves()
    assert decide_draw_offer(game).reason in ("balanced", "behind", "ahead")


def black_blocked() -> tuple[Position, int]:
    """Black has a king on 1 and a man on 45 that cannot move (White's man on
    50 stands in its way): with its king held, Black has no move."""
    position = parse_fen("W:WK46,50:BK1,45", FRISIAN)
    return position, position.topology.square_bits[1]


def test_the_tree_knows_the_opponent_is_held_at_the_next_ply() -> None:
    position, king = black_blocked()
    held = Engine().search(position, (), Limits(depth=2), king_runs=(KingRun(), KingRun(king, 3)))
    assert held.score >= WIN_BOUND and held.mate_in == 1
    free = Engine().search(position, (), Limits(depth=2))
    assert free.score < WIN_BOUND


def test_the_tree_counts_the_runs_down_the_line() -> None:
    # Black's king has made two quiet moves: its third (forced, the man is
    # stuck) holds it, and then Black has no move
    position, king = black_blocked()
    runs = (KingRun(), KingRun(king, 2))
    result = Engine().search(position, (), Limits(depth=6), king_runs=runs)
    assert result.score >= WIN_BOUND, result
    assert Engine().search(position, (), Limits(depth=6)).score < WIN_BOUND
