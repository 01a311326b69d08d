"""Game endings by the rules: no pieces, blocked, repetition, move limit, FMJD endgames."""

from __future__ import annotations

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, Move, Piece, Position, Rules
from dames_tui.game import Game, GameOverError, Outcome, Termination

W, WK, B, BK = Piece.WHITE_MAN, Piece.WHITE_KING, Piece.BLACK_MAN, Piece.BLACK_KING
COUNTING_DRAWS = (Termination.MOVE_LIMIT, Termination.ENDGAME_RULE)


def game_of(rules: Rules, pieces: dict[int, Piece], turn: Color) -> Game:
    return Game(rules, Position.from_pieces(rules, pieces, turn))


def quiet(start: int, end: int) -> Move:
    return Move(start, (end,))


def walk(game: Game, plies: int, *, men: bool = False) -> None:
    """Play ``plies`` quiet moves (king moves only unless ``men``) such that the
    side to move never has a capture and the game does not end before the last
    ply (where only a counting draw may end it). Depth-first, deterministic."""

    def step(left: int) -> bool:
        if left == 0:
            return True
        for move in game.legal_moves():
            if move.captured or (not men and game.position.is_man_move(move)):
                continue
            game.play(move)
            outcome = game.outcome
            ending_ok = outcome is None or (left == 1 and outcome.termination in COUNTING_DRAWS)
            if ending_ok and not game.position.must_capture() and step(left - 1):
                return True
            game.undo()
        return False

    assert step(plies), f"no walk of {plies} plies"


# --------------------------------------------------------------- wins


def test_english_capturing_the_last_piece_wins() -> None:
    game = game_of(ENGLISH, {9: B, 14: W}, Color.BLACK)
    game.play(Move(9, (18,), frozenset({14})))
    assert game.outcome == Outcome(Termination.NO_PIECES, Color.BLACK)
    with pytest.raises(GameOverError):
        game.play(quiet(18, 22))


def test_international_capturing_the_last_piece_wins() -> None:
    game = game_of(INTERNATIONAL, {46: WK, 37: B}, Color.WHITE)
    capture = next(m for m in game.legal_moves() if m.end == 28)
    game.play(capture)
    assert game.outcome == Outcome(Termination.NO_PIECES, Color.WHITE)


def test_english_blocked_side_loses() -> None:
    # White's man on 29 can neither step to 25 nor jump it: 22 behind is taken.
    game = game_of(ENGLISH, {29: W, 25: B, 18: B}, Color.BLACK)
    assert game.outcome is None
    game.play(quiet(18, 22))
    assert game.legal_moves() == []
    assert game.outcome == Outcome(Termination.NO_MOVES, Color.BLACK)


def test_international_blocked_side_loses() -> None:
    game = game_of(INTERNATIONAL, {46: W, 41: B, 32: B}, Color.BLACK)
    game.play(quiet(32, 37))
    assert game.outcome == Outcome(Termination.NO_MOVES, Color.BLACK)


def test_blocked_start_position_is_already_over() -> None:
    game = game_of(ENGLISH, {29: W, 25: B, 22: B}, Color.WHITE)
    assert game.outcome == Outcome(Termination.NO_MOVES, Color.BLACK)
    with pytest.raises(GameOverError):
        game.play(quiet(29, 25))


def test_undo_removes_a_rule_based_ending_and_redo_restores_it() -> None:
    game = game_of(ENGLISH, {29: W, 25: B, 18: B}, Color.BLACK)
    game.play(quiet(18, 22))
    assert game.can_undo
    game.undo()
    assert game.outcome is None
    game.redo()
    assert game.outcome == Outcome(Termination.NO_MOVES, Color.BLACK)


# ----------------------------------------------------------- repetition

ENGLISH_SHUFFLE = [quiet(29, 25), quiet(4, 8), quiet(25, 29), quiet(8, 4)]
INTERNATIONAL_SHUFFLE = [quiet(36, 31), quiet(15, 20), quiet(31, 36), quiet(20, 15)]


@pytest.mark.parametrize(
    ("rules", "pieces", "shuffle"),
    [
        (ENGLISH, {29: WK, 4: BK, 21: W, 12: B}, ENGLISH_SHUFFLE),
        (INTERNATIONAL, {36: WK, 15: BK, 45: W, 6: B}, INTERNATIONAL_SHUFFLE),
    ],
    ids=["english", "international"],
)
def test_third_repetition_draws(
    rules: Rules, pieces: dict[int, Piece], shuffle: list[Move]
) -> None:
    game = game_of(rules, pieces, Color.WHITE)
    for move in shuffle:
        game.play(move)
    assert game.repetitions == 2 and game.outcome is None
    for move in shuffle[:-1]:
        game.play(move)
    assert game.outcome is None
    game.play(shuffle[-1])
    assert game.repetitions == 3
    assert game.outcome == Outcome(Termination.REPETITION, None)
    game.undo()
    assert game.outcome is None


def test_repetition_counts_positions_not_moves() -> None:
    # White to 25 with Black on 4 and to move: after 29-25 (plies 1 and 5),
    # then a third time after 21-25, reached by another route.
    game = game_of(ENGLISH, {29: WK, 4: BK, 12: B}, Color.WHITE)
    line = ENGLISH_SHUFFLE + [quiet(29, 25), quiet(4, 8), quiet(25, 21), quiet(8, 4)]
    for move in line:
        game.play(move)
    assert game.outcome is None
    game.play(quiet(21, 25))
    assert game.outcome == Outcome(Termination.REPETITION, None)
    assert game.positions[1] == game.positions[5] == game.position


def test_repetition_history_starts_after_the_last_man_move() -> None:
    game = game_of(ENGLISH, {29: WK, 4: BK, 21: W, 12: B}, Color.WHITE)
    game.play(quiet(29, 25))
    game.play(quiet(4, 8))
    assert len(game.repetition_history()) == 3
    game.play(quiet(21, 17))  # a man move
    assert game.repetition_history() == [game.position]
    game.play(quiet(8, 4))
    assert game.repetition_history() == list(game.positions[-2:])


# ------------------------------------------------------------ move limits


def test_english_forty_moves_rule_with_kings() -> None:
    game = game_of(ENGLISH, {1: WK, 3: WK, 30: BK, 32: BK}, Color.WHITE)
    walk(game, 79)
    assert game.reversible_plies == 79 and game.reversible_plies_left == 1
    assert game.outcome is None
    walk(game, 1)
    assert game.outcome == Outcome(Termination.MOVE_LIMIT, None, 40)


def test_english_man_move_resets_the_move_limit() -> None:
    game = game_of(ENGLISH, {1: WK, 3: WK, 30: BK, 32: BK, 12: B}, Color.BLACK)
    walk(game, 40)
    assert game.reversible_plies == 40 and game.turn is Color.BLACK
    man_moves = [m for m in game.legal_moves() if game.position.is_man_move(m)]
    assert man_moves, "the black man should be free to move"
    game.play(man_moves[0])
    assert game.reversible_plies == 0
    walk(game, 79)
    assert game.outcome is None and game.reversible_plies == 79


def test_king_capture_resets_the_move_limit() -> None:
    game = game_of(ENGLISH, {6: WK, 32: BK, 15: B, 28: W}, Color.WHITE)
    game.play(quiet(6, 10))
    game.play(quiet(32, 27))
    assert game.reversible_plies == 2
    game.play(Move(10, (19,), frozenset({15})))
    assert game.reversible_plies == 0
    assert game.repetition_history() == [game.position]


def test_move_limit_counter_survives_undo_and_redo() -> None:
    game = game_of(ENGLISH, {1: WK, 3: WK, 30: BK, 32: BK}, Color.WHITE)
    walk(game, 80)
    assert game.outcome == Outcome(Termination.MOVE_LIMIT, None, 40)
    for _ in range(5):
        game.undo()
    assert game.reversible_plies == 75 and game.outcome is None
    for _ in range(4):
        game.redo()
    assert game.reversible_plies == 79 and game.outcome is None
    game.redo()
    assert game.outcome == Outcome(Termination.MOVE_LIMIT, None, 40)


def test_international_twenty_five_moves_rule() -> None:
    game = game_of(INTERNATIONAL, {1: WK, 5: WK, 46: BK, 50: BK}, Color.WHITE)
    assert game.endgame_rule is None
    walk(game, 49)
    assert game.outcome is None and game.reversible_plies == 49
    walk(game, 1)
    assert game.outcome == Outcome(Termination.MOVE_LIMIT, None, 25)


# ------------------------------------------------------------ endgame rules


def test_sixteen_moves_rule_three_pieces_with_a_king_against_a_king() -> None:
    game = game_of(INTERNATIONAL, {50: WK, 26: W, 36: W, 1: BK}, Color.WHITE)
    rule = game.endgame_rule
    assert rule is not None and rule.moves == 16
    assert game.endgame_plies == 0 and game.endgame_plies_left == 32
    walk(game, 31)
    assert game.outcome is None
    assert game.endgame_plies == 31 and game.endgame_plies_left == 1
    walk(game, 1)
    assert game.outcome == Outcome(Termination.ENDGAME_RULE, None, 16)
    assert game.reversible_plies == 32  # the 25-move rule was not what ended it


@pytest.mark.parametrize(
    "pieces",
    [{50: WK, 45: WK, 1: BK}, {50: WK, 26: W, 1: BK}, {50: WK, 1: BK}],
    ids=["two-kings", "king-and-man", "king"],
)
def test_five_moves_rule(pieces: dict[int, Piece]) -> None:
    game = game_of(INTERNATIONAL, pieces, Color.WHITE)
    rule = game.endgame_rule
    assert rule is not None and rule.moves == 5
    walk(game, 9)
    assert game.outcome is None and game.endgame_plies_left == 1
    walk(game, 1)
    assert game.outcome == Outcome(Termination.ENDGAME_RULE, None, 5)


def test_endgame_counter_restarts_when_the_weak_side_captures() -> None:
    # two kings and a man against a king (16 moves); White plays, then the
    # black king takes the man: two kings against a king (5 moves), from 0.
    game = game_of(INTERNATIONAL, {4: WK, 45: WK, 41: W, 46: BK}, Color.WHITE)
    assert game.endgame_rule is not None and game.endgame_rule.moves == 16
    game.play(quiet(45, 50))
    assert game.endgame_plies == 1
    capture = next(m for m in game.legal_moves() if m.end == 37)
    game.play(capture)
    assert game.endgame_rule is not None and game.endgame_rule.moves == 5
    assert game.endgame_plies == 0
    game.undo()
    assert game.endgame_rule.moves == 16 and game.endgame_plies == 1


def test_endgame_counter_starts_when_a_promotion_brings_the_class() -> None:
    # two men against a king: no rule; a man crowns: king and man against king
    game = game_of(INTERNATIONAL, {7: W, 36: W, 50: BK}, Color.WHITE)
    assert game.endgame_rule is None and game.endgame_plies is None
    game.play(quiet(7, 1))
    assert game.endgame_rule is not None and game.endgame_rule.moves == 5
    assert game.endgame_plies == 0


def test_promotion_within_the_class_does_not_restart_the_counter() -> None:
    game = game_of(INTERNATIONAL, {45: WK, 7: W, 46: BK}, Color.WHITE)
    assert game.endgame_rule is not None and game.endgame_rule.moves == 5
    game.play(quiet(7, 1))
    assert game.position.piece_at(1) is WK
    assert game.endgame_plies == 1


def test_endgame_rules_do_not_apply_in_english() -> None:
    game = game_of(ENGLISH, {1: WK, 3: WK, 32: BK}, Color.WHITE)
    assert game.endgame_rule is None and game.endgame_plies is None
    walk(game, 12)
    assert game.outcome is None


def test_no_endgame_rule_with_a_lone_man() -> None:
    game = game_of(INTERNATIONAL, {50: WK, 45: WK, 6: B}, Color.WHITE)
    assert game.endgame_rule is None and game.endgame_plies_left is None
