"""Game endings by the rules: no pieces, blocked (lost, or won in the giveaway
games), repetition, move limits, the FMJD and FMJD-64 endgame rules."""

from __future__ import annotations

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, Move, Piece, Position, Rules, find_rules
from dames_tui.game import Game, GameOverError, Outcome, Termination, endgame_class

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


# ------------------------------------------------ the other variants' draw rules

RUSSIAN, BRAZILIAN = find_rules("russian"), find_rules("brazilian")
FMJD64 = [RUSSIAN, BRAZILIAN]
# 8×8 numbering (a1 dark): row 0 b8 d8 f8 h8 = 1-4, ..., row 7 a1 c1 e1 g1 = 29-32;
# the long diagonal a1-h8 is 29 25 22 18 15 11 8 4.


@pytest.mark.parametrize("rules", FMJD64, ids=str)
def test_fmjd64_classes_of_material(rules: Rules) -> None:
    def moves_of(pieces: dict[int, Piece]) -> int | None:
        found = endgame_class(Position.from_pieces(rules, pieces, Color.WHITE))
        return None if found is None else found.rule.moves

    assert moves_of({1: WK, 32: BK}) == 5  # king against king (7.2.8)
    assert moves_of({1: WK, 2: WK, 32: BK}) == 5  # two kings (7.2.8)
    assert moves_of({1: WK, 24: W, 30: BK}) == 5  # king and man (7.2.8)
    assert moves_of({1: WK, 24: W, 28: W, 29: BK}) == 5  # lone king on the long diagonal (7.2.7)
    assert moves_of({1: WK, 2: WK, 3: WK, 29: BK}) == 5  # the same with three kings
    assert moves_of({1: WK, 2: WK, 3: WK, 30: BK}) == 15  # three kings, off the diagonal (7.2.4)
    assert moves_of({1: WK, 2: WK, 3: WK, 5: WK, 29: BK}) == 15  # four kings (7.2.4)
    # three pieces with a king, the lone king off the diagonal or not alone on
    # it: no lone-king rule; kings on both sides, four pieces (7.2.6)
    assert moves_of({1: WK, 24: W, 28: W, 30: BK}) == 30
    assert moves_of({18: WK, 24: W, 28: W, 29: BK}) == 30
    assert moves_of({1: WK, 24: W, 28: W, 5: BK, 6: B}) == 30  # five pieces
    assert moves_of({1: WK, 24: W, 28: W, 5: BK, 6: B, 7: B}) == 60  # six (7.2.6)
    assert moves_of({1: WK, 24: W, 28: W, 27: W, 5: BK, 6: B, 7: B}) == 60  # seven
    assert moves_of({1: WK, 24: W, 28: W, 27: W, 5: BK, 6: B, 7: B, 8: B}) is None  # eight
    assert moves_of({1: WK, 24: W, 5: B, 6: B}) is None  # no black king
    assert moves_of({5: W, 6: W, 7: W, 30: BK}) is None  # no white king


def test_fmjd64_five_moves_with_the_lone_king_on_the_long_diagonal() -> None:
    game = game_of(RUSSIAN, {1: WK, 24: W, 28: W, 29: BK}, Color.WHITE)
    assert game.endgame_rule is not None and game.endgame_rule.lone_king_on_long_diagonal
    # the black king goes round a1, c3, b2 (no position comes back three times)
    line = ["1-5", "29-22", "5-1", "22-25", "1-5", "25-29", "5-1", "29-22", "1-5"]
    for text in line:
        game.play_text(text)
    assert game.outcome is None and game.endgame_plies_left == 1
    game.play_text("22-25")
    assert game.outcome == Outcome(Termination.ENDGAME_RULE, None, 5)


def test_fmjd64_leaving_the_long_diagonal_changes_the_rule() -> None:
    game = game_of(RUSSIAN, {1: WK, 24: W, 28: W, 29: BK}, Color.WHITE)
    game.play_text("1-5")
    assert game.endgame_plies == 1
    game.play_text("29-25")
    game.play_text("5-1")
    game.play_text("25-21")  # off the diagonal: four pieces with kings on both sides
    rule = game.endgame_rule
    assert rule is not None and rule.moves == 30 and game.endgame_plies == 0


@pytest.mark.parametrize("rules", FMJD64, ids=str)
def test_fmjd64_three_kings_against_one_fifteen_moves(rules: Rules) -> None:
    game = game_of(rules, {1: WK, 2: WK, 3: WK, 30: BK}, Color.WHITE)
    rule = game.endgame_rule
    assert rule is not None and rule.moves == 15 and rule.only_kings
    walk(game, 29)
    assert game.outcome is None and game.endgame_plies_left == 1
    walk(game, 1)
    outcome = game.outcome
    # kings only: the 15 king moves of 7.2.5 end at the same ply
    assert outcome is not None and outcome.is_draw and outcome.moves == 15
    assert outcome.termination in COUNTING_DRAWS


@pytest.mark.parametrize("rules", FMJD64, ids=str)
def test_fmjd64_fifteen_king_moves_each_draw(rules: Rules) -> None:
    game = game_of(rules, {1: WK, 3: WK, 30: BK, 32: BK}, Color.WHITE)
    walk(game, 29)
    assert game.outcome is None and game.reversible_plies_left == 1
    walk(game, 1)
    assert game.outcome == Outcome(Termination.MOVE_LIMIT, None, 15)


def test_fmjd64_thirty_moves_with_kings_on_both_sides() -> None:
    # four pieces, kings on both sides: 30 moves each; a man move does not
    # restart the count (it does restart the 15 king moves of 7.2.5).
    game = game_of(RUSSIAN, {30: WK, 28: W, 2: BK, 5: B}, Color.WHITE)
    assert game.endgame_plies_left == 60
    walk(game, 25)
    man_move = next(m for m in game.legal_moves() if game.position.is_man_move(m))
    game.play(man_move)
    assert game.reversible_plies == 0 and game.endgame_plies == 26
    walk(game, 25)
    man_move = next(m for m in game.legal_moves() if game.position.is_man_move(m))
    game.play(man_move)
    assert game.endgame_plies == 52 and game.outcome is None
    walk(game, 7)
    assert game.outcome is None and game.endgame_plies_left == 1
    walk(game, 1)
    assert game.outcome == Outcome(Termination.ENDGAME_RULE, None, 30)


def test_fmjd64_a_crowning_restarts_the_count() -> None:
    game = game_of(RUSSIAN, {31: WK, 5: W, 4: BK, 12: B}, Color.WHITE)
    game.play_text("31-27")
    game.play_text("12-16")  # a man move: the count goes on
    assert game.endgame_plies == 2
    game.play_text("5-1")  # crowned: the balance of forces changed
    assert game.position.piece_at(1) is WK
    assert game.endgame_rule is not None and game.endgame_rule.moves == 30
    assert game.endgame_plies == 0


def test_pool_thirty_moves_rule() -> None:
    pool = find_rules("pool")
    game = game_of(pool, {1: WK, 3: WK, 30: BK, 32: BK}, Color.WHITE)
    assert game.endgame_rule is None
    walk(game, 59)
    assert game.outcome is None
    walk(game, 1)
    assert game.outcome == Outcome(Termination.MOVE_LIMIT, None, 30)


def test_italian_draws_on_the_fourth_repetition() -> None:
    italian = find_rules("italian")
    game = game_of(italian, {29: WK, 4: BK, 21: W, 12: B}, Color.WHITE)
    # Italian board (a1 light): 29 is b1, 25 a2; 4 is g8, 8 h7.
    shuffle = [quiet(29, 25), quiet(4, 8), quiet(25, 29), quiet(8, 4)]
    for move in shuffle * 2:
        game.play(move)
    assert game.repetitions == 3 and game.outcome is None
    for move in shuffle[:-1]:
        game.play(move)
    assert game.outcome is None
    game.play(shuffle[-1])
    assert game.repetitions == 4
    assert game.outcome == Outcome(Termination.REPETITION, None)


GIVEAWAY_GAMES = [find_rules("antidraughts"), find_rules("english-giveaway")]


def test_giveaway_side_without_pieces_wins() -> None:
    rules = find_rules("english-giveaway")
    game = game_of(rules, {9: B, 14: W}, Color.BLACK)
    game.play(Move(9, (18,), frozenset({14})))
    assert game.outcome == Outcome(Termination.NO_PIECES, Color.WHITE)
    antidraughts = find_rules("antidraughts")
    game = game_of(antidraughts, {46: WK, 37: B}, Color.WHITE)
    game.play(next(m for m in game.legal_moves() if m.end == 28))
    assert game.outcome == Outcome(Termination.NO_PIECES, Color.BLACK)


def test_giveaway_blocked_side_wins() -> None:
    rules = find_rules("english-giveaway")
    game = game_of(rules, {29: W, 25: B, 18: B}, Color.BLACK)
    game.play(quiet(18, 22))
    assert game.legal_moves() == []
    assert game.outcome == Outcome(Termination.NO_MOVES, Color.WHITE)
    antidraughts = find_rules("antidraughts")
    game = game_of(antidraughts, {46: W, 41: B, 32: B}, Color.BLACK)
    game.play(quiet(32, 37))
    assert game.outcome == Outcome(Termination.NO_MOVES, Color.WHITE)


@pytest.mark.parametrize("rules", GIVEAWAY_GAMES, ids=str)
def test_giveaway_has_no_move_limit(rules: Rules) -> None:
    pieces = (
        {1: WK, 3: WK, 30: BK, 32: BK} if rules.board_size == 8 else {1: WK, 5: WK, 46: BK, 50: BK}
    )
    game = game_of(rules, pieces, Color.WHITE)
    assert game.reversible_plies_left is None and game.endgame_rule is None
    walk(game, 120)  # past English's 80 plies and international's 50
    assert game.outcome is None and game.reversible_plies == 120


@pytest.mark.parametrize(
    ("rules", "pieces", "shuffle"),
    [
        (find_rules("english-giveaway"), {29: WK, 4: BK, 21: W, 12: B}, ENGLISH_SHUFFLE),
        (find_rules("antidraughts"), {36: WK, 15: BK, 45: W, 6: B}, INTERNATIONAL_SHUFFLE),
    ],
    ids=["english-giveaway", "antidraughts"],
)
def test_giveaway_draws_by_repetition(
    rules: Rules, pieces: dict[int, Piece], shuffle: list[Move]
) -> None:
    game = game_of(rules, pieces, Color.WHITE)
    for move in shuffle * 2:
        assert game.outcome is None
        game.play(move)
    assert game.repetitions == 3
    assert game.outcome == Outcome(Termination.REPETITION, None)
