"""Endgame knowledge: English 2 kings (and 3) against fewer kings are won inside
the 40-move rule with the engine playing both sides; international endings a
lone king holds are scored near a draw."""

from __future__ import annotations

import pytest

from dames_tui.core import Color, Piece, Position, find_rules
from dames_tui.engine import Engine, Evaluator, Limits
from dames_tui.game import Game

ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")
WK, BK, WM, BM = Piece.WHITE_KING, Piece.BLACK_KING, Piece.WHITE_MAN, Piece.BLACK_MAN


def play_out(pieces: dict[int, Piece], turn: Color, strong_depth: int, weak_depth: int) -> Game:
    """Engine against engine, White the strong side, for at most 80 plies."""
    game = Game(ENGLISH, Position.from_pieces(ENGLISH, pieces, turn))
    strong, weak = Engine(8), Engine(8)
    for _ in range(ENGLISH.reversible_limit):
        if game.is_over:
            break
        engine, depth = (strong, strong_depth) if game.turn is Color.WHITE else (weak, weak_depth)
        result = engine.search(game.position, game.repetition_history(), Limits(depth=depth))
        assert result.move is not None
        game.play(result.move)
    return game


TWO_AGAINST_ONE = [
    ({19: WK, 22: WK, 1: BK}, Color.WHITE),  # lone king in the double corner
    ({19: WK, 22: WK, 5: BK}, Color.BLACK),  # the other double-corner square
    ({1: WK, 2: WK, 32: BK}, Color.WHITE),  # far away, lone king in the other double corner
    ({14: WK, 15: WK, 28: BK}, Color.BLACK),
    ({30: WK, 29: WK, 4: BK}, Color.BLACK),  # single corner
    ({10: WK, 11: WK, 18: BK}, Color.BLACK),
]


@pytest.mark.parametrize(("pieces", "turn"), TWO_AGAINST_ONE)
def test_two_kings_beat_one_within_the_move_limit(pieces: dict[int, Piece], turn: Color) -> None:
    game = play_out(pieces, turn, strong_depth=8, weak_depth=6)
    assert game.outcome is not None and game.outcome.winner is Color.WHITE


@pytest.mark.slow
@pytest.mark.parametrize(
    "pieces",
    [
        {14: WK, 15: WK, 22: WK, 1: BK, 5: BK},
        {30: WK, 31: WK, 32: WK, 1: BK, 5: BK},
        {18: WK, 19: WK, 26: WK, 28: BK, 32: BK},
    ],
)
def test_three_kings_beat_two(pieces: dict[int, Piece]) -> None:
    game = play_out(pieces, Color.WHITE, strong_depth=10, weak_depth=6)
    assert game.outcome is not None and game.outcome.winner is Color.WHITE


def test_flying_lone_king_holds_against_three_kings() -> None:
    evaluator = Evaluator(INTERNATIONAL)
    three = Position.from_pieces(INTERNATIONAL, {28: WK, 33: WK, 38: WK, 5: BK}, Color.WHITE)
    four = Position.from_pieces(INTERNATIONAL, {28: WK, 33: WK, 38: WK, 43: WK, 5: BK}, Color.WHITE)
    assert abs(evaluator.evaluate(three)) <= 100  # a draw in general (FMJD)
    assert evaluator.evaluate(four) >= 500  # four kings win
    # English short kings: three against one is simply won
    english = Position.from_pieces(ENGLISH, {14: WK, 15: WK, 18: WK, 1: BK}, Color.WHITE)
    assert Evaluator(ENGLISH).evaluate(english) >= 250


def test_search_knows_the_drawn_ending() -> None:
    # the lone king holds the long diagonal (46-5)
    for turn in (Color.WHITE, Color.BLACK):
        position = Position.from_pieces(INTERNATIONAL, {7: WK, 8: WK, 9: WK, 46: BK}, turn)
        result = Engine(4).search(position, limits=Limits(depth=6))
        assert result.move in position.legal_moves()
        assert abs(result.score) < 100
