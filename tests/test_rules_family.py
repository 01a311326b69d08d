"""The rules of the games of the family, one hand-checked position per rule
that the variants' rules notes (RULES.md, with their sources) give each.
Frisian and Turkish draughts have their own files (test_rules_frisian.py,
test_rules_turkish.py); Breakthrough is here.

Positions and moves are written in algebraic squares as seen from White's side
(a1 bottom left, files a.., ranks 1..), so that one picture serves every
board: ``"d6xf8xh6"`` is a capture from d6 landing on f8 then h6, ``"d4-e5"``
a plain move. On the mirrored board of the Italian, Spanish and Portuguese
games a1 is light; their positions use squares whose file and rank add up to
an odd number. The numbering of each board is checked separately.

Where the sources disagree the test follows our choice and says so (Thai
king reversing, Italian men and kings, Italian precedence order, Czech king
capture, Spanish quantity then quality, Killer halt, Russian crowning, Pool
crowning, the giveaway goal).
"""

from __future__ import annotations

import pytest
from rules_scenarios import (
    after,
    captured,
    crowning,
    exact,
    move,
    moves,
    names,
    numbers,
    piece_on,
    pos,
    spelled,
    start_squares,
)

from dames_tui.core import Color, Goal, Move, Piece, Position, find_rules
from dames_tui.game import Game, Termination

WHITE, BLACK = Color.WHITE, Color.BLACK


# The positions several games share (a1-dark 8×8 board).

# White's man d6 takes e7 onto f8, the king row, and could go on over g7.
THROUGH_THE_KING_ROW = {"w": "d6", "b": "e7 g7"}
# White's man b6 takes c7 onto d8; only a king could then take f6 from afar.
KING_ROW_THEN_AFAR = {"w": "b6", "b": "c7 f6"}
# Two men may take: a3 two men (b4, d6), e3 one (f4).
TWO_OR_ONE = {"w": "a3 e3", "b": "b4 d6 f4"}


# ===================================================================== Brazilian


def test_brazilian_board_men_and_first_move() -> None:
    rules = find_rules("brazilian")
    start = Position.initial(rules)
    assert (rules.board_size, rules.a1_playable, start.turn) == (8, True, WHITE)
    assert start_squares(start, WHITE) == list(range(21, 33))
    assert start_squares(start, BLACK) == list(range(1, 13))
    assert piece_on(start, "a1") is Piece.WHITE_MAN  # a1 is dark


def test_brazilian_numbering() -> None:
    assert numbers("brazilian", [1, 4, 5, 29, 32]) == ["b8", "h8", "a7", "a1", "g1"]


def test_brazilian_men_capture_backward() -> None:
    assert moves(pos("brazilian", WHITE, w="d4", b="c3")) == {"d4xb2"}


def test_brazilian_kings_fly_and_land_anywhere_beyond() -> None:
    p = pos("brazilian", WHITE, wk="a1", b="d4")
    assert moves(p) == {"a1xe5", "a1xf6", "a1xg7", "a1xh8"}
    quiet = pos("brazilian", WHITE, wk="d4", b="h8")
    assert moves(quiet) == {
        "d4-e5", "d4-f6", "d4-g7",
        "d4-c5", "d4-b6", "d4-a7",
        "d4-c3", "d4-b2", "d4-a1",
        "d4-e3", "d4-f2", "d4-g1",
    }  # fmt: skip


def test_brazilian_majority_counts_a_king_as_one() -> None:
    # b2 takes the king on c3 (one piece); f2 takes g3 and g5 (two men)
    assert moves(pos("brazilian", WHITE, w="b2 f2", bk="c3", b="g3 g5")) == {"f2xh4xf6"}
    # one king or one man: both
    assert moves(pos("brazilian", WHITE, w="b2 f2", bk="c3", b="g3")) == {"b2xd4", "f2xh4"}
    assert moves(pos("brazilian", WHITE, **TWO_OR_ONE)) == {"a3xc5xe7"}


def test_brazilian_man_passing_the_king_row_is_not_crowned() -> None:
    p = pos("brazilian", WHITE, **THROUGH_THE_KING_ROW)
    assert moves(p) == {"d6xf8xh6"}
    assert crowning(p) == set()
    assert piece_on(after(p, "d6xf8xh6"), "h6") is Piece.WHITE_MAN
    # crowned when the capture ends there; a man cannot take from afar
    q = pos("brazilian", WHITE, **KING_ROW_THEN_AFAR)
    assert moves(q) == crowning(q) == {"b6xd8"}


def test_brazilian_draw_rules() -> None:
    rules = find_rules("brazilian")
    assert rules.repetition_count == 3
    assert rules.reversible_limit == 30  # 15 moves each of kings only


# ===================================================================== Russian


def test_russian_board_men_and_first_move() -> None:
    start = Position.initial(find_rules("russian"))
    assert start.turn is WHITE
    assert start_squares(start, WHITE) == list(range(21, 33))
    assert start_squares(start, BLACK) == list(range(1, 13))


def test_russian_men_capture_backward_and_kings_fly() -> None:
    assert moves(pos("russian", WHITE, w="d4", b="c3")) == {"d4xb2"}
    assert moves(pos("russian", WHITE, wk="a1", b="d4")) == {"a1xe5", "a1xf6", "a1xg7", "a1xh8"}


def test_russian_free_choice_of_capture() -> None:
    assert moves(pos("russian", WHITE, **TWO_OR_ONE)) == {"a3xc5xe7", "e3xg5"}


def test_russian_capture_must_be_completed() -> None:
    # not a3xc5 (it can go on over d6)
    assert "a3xc5" not in moves(pos("russian", WHITE, **TWO_OR_ONE))


def test_russian_king_stops_where_it_can_go_on() -> None:
    # after c3 the king could stop on d4..h8, but only from e5 can it take f4
    p = pos("russian", WHITE, wk="a1", b="c3 f4")
    assert moves(p) == {"a1xe5xg3", "a1xe5xh2"}


def test_russian_man_crowned_mid_capture_goes_on_as_king() -> None:
    p = pos("russian", WHITE, **KING_ROW_THEN_AFAR)
    assert moves(p) == {"b6xd8xg5", "b6xd8xh4"}
    assert crowning(p) == {"b6xd8xg5", "b6xd8xh4"}
    assert captured(p, "b6xd8xh4") == {"c7", "f6"}
    assert piece_on(after(p, "b6xd8xg5"), "g5") is Piece.WHITE_KING
    # through the king row and on over g7: crowned, though it ends on h6
    q = pos("russian", WHITE, **THROUGH_THE_KING_ROW)
    assert moves(q) == crowning(q) == {"d6xf8xh6"}
    assert piece_on(after(q, "d6xf8xh6"), "h6") is Piece.WHITE_KING


def test_russian_crowning_is_part_of_the_move() -> None:
    # Two moves with the same start, end and captured set, one crowning and
    # one not, are two moves (PERFT.md note R); a move written without its
    # crowning stands for the legal one.
    crowned = Move(6, (1, 15), frozenset({2, 10}), crowns=True)
    plain = Move(6, (15,), frozenset({2, 10}))
    assert crowned != plain and len({crowned, plain}) == 2
    p = pos("russian", WHITE, **KING_ROW_THEN_AFAR)
    legal = move(p, "b6xd8xh4")
    written = Move(legal.start, (legal.end,), legal.captured)
    assert not written.crowns
    assert p.resolve(written)[0] == legal and legal.crowns


def test_russian_draw_rules() -> None:
    rules = find_rules("russian")
    assert (rules.repetition_count, rules.reversible_limit) == (3, 30)


# ===================================================================== Pool


def test_pool_black_moves_first_from_1_to_12() -> None:
    start = Position.initial(find_rules("pool"))
    assert start.turn is BLACK
    assert start_squares(start, BLACK) == list(range(1, 13))
    assert start_squares(start, WHITE) == list(range(21, 33))
    assert numbers("pool", [1, 32]) == ["b8", "g1"]


def test_pool_men_capture_backward_and_kings_fly() -> None:
    assert moves(pos("pool", WHITE, w="d4", b="c3")) == {"d4xb2"}
    assert moves(pos("pool", WHITE, wk="a1", b="d4")) == {"a1xe5", "a1xf6", "a1xg7", "a1xh8"}


def test_pool_free_choice_of_capture() -> None:
    assert moves(pos("pool", WHITE, **TWO_OR_ONE)) == {"a3xc5xe7", "e3xg5"}


def test_pool_man_passing_the_king_row_goes_on_as_a_man() -> None:
    # on f8 it is not crowned: it goes on over g7 as a man and stays one
    p = pos("pool", WHITE, **THROUGH_THE_KING_ROW)
    assert moves(p) == {"d6xf8xh6"}
    assert crowning(p) == set()
    assert piece_on(after(p, "d6xf8xh6"), "h6") is Piece.WHITE_MAN
    # on d8, as a man it cannot take f6 from afar: the capture ends, crowned
    q = pos("pool", WHITE, **KING_ROW_THEN_AFAR)
    assert moves(q) == crowning(q) == {"b6xd8"}
    assert piece_on(after(q, "b6xd8"), "d8") is Piece.WHITE_KING


def test_pool_draw_rules() -> None:
    rules = find_rules("pool")
    assert (rules.repetition_count, rules.reversible_limit) == (3, 60)  # 30 moves each


# ===================================================================== Italian


def test_italian_board_is_mirrored_and_numbered_from_a8() -> None:
    rules = find_rules("italian")
    start = Position.initial(rules)
    assert not rules.a1_playable
    assert start.topology.square_named("a1") is None
    assert numbers("italian", [1, 4, 5, 29, 32]) == ["a8", "g8", "b7", "b1", "h1"]
    assert start.turn is WHITE
    assert start_squares(start, WHITE) == list(range(21, 33))
    assert piece_on(start, "h1") is Piece.WHITE_MAN


def test_italian_men_move_and_capture_forward_only() -> None:
    assert moves(pos("italian", WHITE, w="e4", b="d3")) == {"e4-d5", "e4-f5"}


def test_italian_men_never_take_kings() -> None:
    # unlike every other game here (DCTL, PYD)
    p = pos("italian", WHITE, w="e4", bk="f5")
    assert moves(p) == {"e4-d5"}
    assert not p.must_capture()
    # a king may
    assert moves(pos("italian", WHITE, wk="e4", bk="f5")) == {"e4xg6"}


def test_italian_kings_move_one_square() -> None:
    assert moves(pos("italian", WHITE, wk="e4", b="a8")) == {"e4-d5", "e4-f5", "e4-d3", "e4-f3"}
    # and take only the piece next to them
    assert moves(pos("italian", WHITE, wk="b1", b="e4")) == {"b1-a2", "b1-c2"}


def test_italian_man_crowned_by_capture_stops() -> None:
    p = pos("italian", WHITE, w="c6", b="d7 f7")
    assert moves(p) == crowning(p) == {"c6xe8"}


def test_italian_precedence_most_pieces_first() -> None:
    # a man taking two beats a king taking one
    assert moves(pos("italian", WHITE, wk="a2", w="e2", b="b3 f3 f5")) == {"e2xg4xe6"}
    assert moves(pos("italian", WHITE, w="a2 g4", b="b3 d5 f5")) == {"a2xc4xe6"}


def test_italian_precedence_king_rather_than_man() -> None:
    assert moves(pos("italian", WHITE, wk="a2", w="g4", b="b3 f5")) == {"a2xc4"}


def test_italian_precedence_most_kings() -> None:
    assert moves(pos("italian", WHITE, wk="a2 g4", b="b3", bk="f5")) == {"g4xe6"}


def test_italian_precedence_the_king_met_earliest() -> None:
    # both kings take a man and a king; g2 meets its king (f3) first
    p = pos("italian", WHITE, wk="a2 g2", b="b3 f5", bk="b5 f3")
    assert moves(p) == {"g2xe4xg6"}


def test_italian_precedence_otherwise_free_choice() -> None:
    assert moves(pos("italian", WHITE, wk="a2 g2", b="b3 f3")) == {"a2xc4", "g2xe4"}


def test_italian_draws_on_the_fourth_repetition() -> None:
    rules = find_rules("italian")
    assert rules.repetition_count == 4
    game = Game(rules, pos("italian", WHITE, wk="b1", bk="g8"))
    shuffle = ["b1-a2", "g8-h7", "a2-b1", "h7-g8"]
    for _ in range(2):
        for text in shuffle:
            game.play(move(game.position, text))
    assert game.repetitions == 3 and game.outcome is None  # a draw elsewhere, not here
    for text in shuffle:
        game.play(move(game.position, text))
    assert game.repetitions == 4
    assert game.outcome is not None and game.outcome.termination is Termination.REPETITION


# ===================================================================== Spanish, Portuguese

IBERIAN = ["spanish", "portuguese"]


@pytest.mark.parametrize("variant", IBERIAN)
def test_iberian_board_is_numbered_from_h1(variant: str) -> None:
    rules = find_rules(variant)
    start = Position.initial(rules)
    assert not rules.a1_playable
    assert numbers(variant, [1, 4, 5, 32]) == ["h1", "b1", "g2", "a8"]
    assert start.turn is WHITE
    assert start_squares(start, WHITE) == list(range(1, 13))  # moving towards 32
    assert start_squares(start, BLACK) == list(range(21, 33))


@pytest.mark.parametrize("variant", IBERIAN)
def test_iberian_men_forward_only_and_may_take_kings(variant: str) -> None:
    assert moves(pos(variant, WHITE, w="e4", b="d3")) == {"e4-d5", "e4-f5"}
    assert moves(pos(variant, WHITE, w="e4", bk="f5")) == {"e4xg6"}


@pytest.mark.parametrize("variant", IBERIAN)
def test_iberian_kings_fly(variant: str) -> None:
    p = pos(variant, WHITE, wk="b1", b="d3")
    assert moves(p) == {"b1xe4", "b1xf5", "b1xg6", "b1xh7"}


@pytest.mark.parametrize("variant", IBERIAN)
def test_iberian_quantity_then_quality(variant: str) -> None:
    # two men beat one king
    assert moves(pos(variant, WHITE, w="a2 e2", bk="b3", b="f3 f5")) == {"e2xg4xe6"}
    # one king beats one man
    assert moves(pos(variant, WHITE, w="a2 g4", bk="b3", b="f5")) == {"a2xc4"}
    # no rule for a king capturing rather than a man
    p = pos(variant, WHITE, w="a2", wk="h1", b="b3 f3")
    assert moves(p) == {"a2xc4", "h1xe4", "h1xd5", "h1xc6", "h1xb7", "h1xa8"}


# ===================================================================== Czech


def test_czech_board_and_first_move() -> None:
    start = Position.initial(find_rules("czech"))
    assert start.turn is WHITE and find_rules("czech").a1_playable
    assert start_squares(start, WHITE) == list(range(21, 33))


def test_czech_men_forward_only_and_kings_fly() -> None:
    assert moves(pos("czech", WHITE, w="d4", b="c3")) == {"d4-c5", "d4-e5"}
    assert moves(pos("czech", WHITE, wk="a1", b="d4")) == {"a1xe5", "a1xf6", "a1xg7", "a1xh8"}


def test_czech_a_king_that_can_capture_must() -> None:
    # the man d4 would take two, the king a1 one: the king takes
    both = {"wk": "a1", "w": "d4", "b": "b2 e5 g7"}
    assert moves(pos("czech", WHITE, **both)) == {"a1xc3"}
    assert moves(pos("russian", WHITE, **both)) == {"a1xc3", "d4xf6xh8"}
    assert moves(pos("brazilian", WHITE, **both)) == {"d4xf6xh8"}


def test_czech_otherwise_free_choice() -> None:
    p = pos("czech", WHITE, w="a3 d4", b="b4 e5 g7")
    assert moves(p) == {"a3xc5", "d4xf6xh8"}


# ===================================================================== Thai


def test_thai_eight_men_each_white_first() -> None:
    rules = find_rules("thai")
    start = Position.initial(rules)
    # our choice: White first, on 25-32 (the PDN table has Black first)
    assert start.turn is WHITE
    assert start_squares(start, WHITE) == list(range(25, 33))
    assert start_squares(start, BLACK) == list(range(1, 9))
    assert len(start.legal_moves()) == 7


def test_thai_men_forward_only() -> None:
    assert moves(pos("thai", WHITE, w="d4", b="c3")) == {"d4-c5", "d4-e5"}
    assert moves(pos("thai", WHITE, **TWO_OR_ONE)) == {"a3xc5xe7", "e3xg5"}  # free choice


def test_thai_kings_fly_on_plain_moves() -> None:
    assert len(moves(pos("thai", WHITE, wk="d4", b="h8"))) == 12


def test_thai_king_takes_from_afar_and_lands_right_behind() -> None:
    assert moves(pos("thai", WHITE, wk="a1", b="d4")) == {"a1xe5"}
    assert moves(pos("thai", WHITE, wk="a1", b="g7")) == {"a1xh8"}


def test_thai_king_goes_on_straight_or_turning() -> None:
    # right behind c3, then on along the same line over e5, or off at a right
    # angle over c5 (every source allows these)
    assert moves(pos("thai", WHITE, wk="a1", b="c3 e5")) == {"a1xd4xf6"}
    assert moves(pos("thai", WHITE, wk="a1", b="c3 c5")) == {"a1xd4xb6"}


def test_thai_pieces_go_at_once_and_the_king_may_turn_back() -> None:
    # c3 takes e5 from afar, lands on f6, turns back across e5's square
    # (empty at once) and its own start to take b2; or the other way round.
    # DISAGREE: MindSports forbids the 180° turn; DCTL and Thai sites allow it.
    p = pos("thai", WHITE, wk="c3", b="b2 e5")
    assert moves(p) == {"c3xf6xa1", "c3xa1xf6"}
    assert captured(p, "c3xf6xa1") == captured(p, "c3xa1xf6") == {"b2", "e5"}
    # where pieces stay till the end (Czech, otherwise alike), e5 blocks the way back
    assert moves(pos("czech", WHITE, wk="c3", b="b2 e5")) == {
        "c3xa1",
        "c3xf6",
        "c3xg7",
        "c3xh8",
    }


# ===================================================================== Canadian


def test_canadian_board_men_and_numbering() -> None:
    rules = find_rules("canadian")
    start = Position.initial(rules)
    assert rules.board_size == 12 and start.turn is WHITE
    assert start_squares(start, BLACK) == list(range(1, 31))
    assert start_squares(start, WHITE) == list(range(43, 73))
    assert numbers("canadian", [1, 6, 72]) == ["b12", "l12", "k1"]


def test_canadian_international_rules() -> None:
    assert moves(pos("canadian", WHITE, w="d4", b="c3")) == {"d4xb2"}
    p = pos("canadian", WHITE, wk="a1", b="d4")
    assert moves(p) == {f"a1x{s}" for s in names("e5 f6 g7 h8 i9 j10 k11 l12")}
    assert moves(pos("canadian", WHITE, w="b2 f2", bk="c3", b="g3 g5")) == {"f2xh4xf6"}
    # passing the king row (f12) as a man
    assert moves(pos("canadian", WHITE, w="d10", b="e11 g11")) == {"d10xf12xh10"}


@pytest.mark.parametrize("variant", ["canadian", "killer"])
def test_canadian_and_killer_draw_as_international(variant: str) -> None:
    rules = find_rules(variant)
    assert (rules.repetition_count, rules.reversible_limit) == (3, 50)  # 25 moves each


# ===================================================================== Killer


def test_killer_king_halts_right_behind_a_last_king() -> None:
    assert moves(pos("killer", WHITE, wk="a1", bk="d4")) == {"a1xe5"}
    assert moves(pos("international", WHITE, wk="a1", bk="d4")) == {
        f"a1x{s}" for s in names("e5 f6 g7 h8 i9 j10")
    }
    # a man last: anywhere beyond
    assert moves(pos("killer", WHITE, wk="a1", b="d4")) == {
        f"a1x{s}" for s in names("e5 f6 g7 h8 i9 j10")
    }


def test_killer_halt_applies_to_the_end_of_a_rafle() -> None:
    p = {"wk": "a1", "b": "c3", "bk": "f4"}
    assert moves(pos("killer", WHITE, **p)) == {"a1xe5xg3"}
    assert moves(pos("international", WHITE, **p)) == {"a1xe5xg3", "a1xe5xh2", "a1xe5xi1"}


def test_killer_king_still_lands_where_it_can_go_on() -> None:
    # the king c3 was taken first, but the capture goes on from f6, not d4
    p = pos("killer", WHITE, wk="a1", bk="c3", b="g5")
    assert moves(p) == {"a1xf6xh4", "a1xf6xi3", "a1xf6xj2"}


def test_killer_men_are_unaffected() -> None:
    assert moves(pos("killer", WHITE, w="d4", bk="c3")) == {"d4xb2"}


# ===================================================================== Breakthrough

# Positions of the 10×10 board: men backward, flying kings, the majority,
# a man passing the king row (f10) and one ending on it, a quiet crowning.
INTERNATIONAL_SIDES = [
    {"w": "d4", "b": "c3"},
    {"wk": "a1", "b": "c3 f4"},
    {"w": "a3 e3", "b": "b4 d6 f4"},
    {"w": "d8", "b": "e9 g9"},
    {"w": "b8", "b": "c9 f8"},
    {"w": "c9", "b": "a3"},
]


def test_breakthrough_moves_are_international_draughts() -> None:
    # only the goal differs: the first side to crown a man wins
    assert find_rules("breakthrough").goal is Goal.FIRST_TO_CROWN
    for sides in INTERNATIONAL_SIDES:
        assert exact(pos("breakthrough", WHITE, **sides)) == exact(
            pos("international", WHITE, **sides)
        )
    assert exact(pos("breakthrough", WHITE, w="d8", b="e9 g9")) == {spelled("d8xf10xh8", "e9 g9")}
    assert exact(pos("breakthrough", WHITE, w="c9", b="a3")) == {
        spelled("c9-b10", crowns=True),
        spelled("c9-d10", crowns=True),
    }
    start = Position.initial(find_rules("breakthrough"))
    assert start.turn is WHITE
    assert start_squares(start, WHITE) == list(range(31, 51))
    assert start_squares(start, BLACK) == list(range(1, 21))


# ===================================================================== the giveaway games


@pytest.mark.parametrize(
    ("variant", "like"), [("antidraughts", "international"), ("english-giveaway", "english")]
)
def test_giveaway_moves_are_the_normal_games(variant: str, like: str) -> None:
    for sides in (
        {"w": "d4", "b": "c3"},
        {"wk": "a1", "b": "c3 f4"},
        TWO_OR_ONE,
        {"w": "c3", "b": "d4 f6"},
    ):
        assert moves(pos(variant, WHITE, **sides)) == moves(pos(like, WHITE, **sides))


def test_english_giveaway_is_english_checkers() -> None:
    p = pos("english-giveaway", WHITE, **TWO_OR_ONE)
    assert moves(p) == {"a3xc5xe7", "e3xg5"}  # free choice, men forward only
    assert moves(pos("english-giveaway", WHITE, w="d4", b="c3")) == {"d4-c5", "d4-e5"}
    assert moves(pos("english-giveaway", WHITE, wk="a1", b="d4")) == {"a1-b2"}  # short kings
    q = pos("english-giveaway", WHITE, w="b6", b="c7 e7")
    assert moves(q) == crowning(q) == {"b6xd8"}  # crowned: the move ends


@pytest.mark.parametrize("variant", ["antidraughts", "english-giveaway"])
def test_giveaway_games_draw_by_repetition_only(variant: str) -> None:
    rules = find_rules(variant)
    assert rules.repetition_count == 3
    assert (rules.reversible_limit, rules.endgame_rules) == (0, ())


GIVEAWAY_ENDS = [
    # White to move has no piece left
    pytest.param({"b": "c7"}, Termination.NO_PIECES, id="no-pieces"),
    # White's man a3 is blocked by b4 and c5 (no capture: c5 is taken)
    pytest.param({"w": "a3", "b": "b4 c5"}, Termination.NO_MOVES, id="blocked"),
]


@pytest.mark.parametrize("variant", ["antidraughts", "english-giveaway"])
@pytest.mark.parametrize(("sides", "termination"), GIVEAWAY_ENDS)
def test_giveaway_the_side_that_cannot_move_wins(
    variant: str, sides: dict[str, str], termination: Termination
) -> None:
    rules = find_rules(variant)
    game = Game(rules, pos(variant, WHITE, **sides))
    assert game.outcome is not None
    assert game.outcome.termination is termination
    assert game.outcome.winner is WHITE


@pytest.mark.parametrize(("sides", "termination"), GIVEAWAY_ENDS)
def test_normal_games_the_side_that_cannot_move_loses(
    sides: dict[str, str], termination: Termination
) -> None:
    game = Game(find_rules("english"), pos("english", WHITE, **sides))
    assert game.outcome is not None
    assert (game.outcome.termination, game.outcome.winner) == (termination, BLACK)


def test_giveaway_losing_the_last_piece_wins() -> None:
    rules = find_rules("english-giveaway")
    game = Game(rules, pos("english-giveaway", WHITE, w="d4", b="c5"))
    # White must take Black's last man: Black, with nothing left, has won
    assert moves(game.position) == {"d4xb6"}
    game.play(move(game.position, "d4xb6"))
    assert game.outcome is not None
    assert (game.outcome.termination, game.outcome.winner) == (Termination.NO_PIECES, BLACK)
