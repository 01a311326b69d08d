"""Endings of the Frisian, Frysk!, Turkish and Breakthrough games, as their
rules data say (RULES.md): the first crowning wins Breakthrough, the Frisian
king endings (2 kings against 1: 7 moves each; a king against a king: 2
moves each, as lidraughts counts them), Turkish's one piece each (2 moves
each), no move limit in these three, repetition everywhere."""

from __future__ import annotations

import pytest

from dames_tui.core import Color, Move, Rules, find_rules
from dames_tui.core.rules import Material
from dames_tui.game import Game, Outcome, Termination, endgame_class
from dames_tui.i18n import Translator
from dames_tui.notation import parse_fen, read_pdn

BREAKTHROUGH = find_rules("breakthrough")
FRISIAN = find_rules("frisian")
FRYSK = find_rules("frysk")
TURKISH = find_rules("turkish")
INTERNATIONAL = find_rules("international")


def game_at(rules: Rules, fen: str) -> Game:
    return Game(rules, parse_fen(fen, rules))


def shuffle(game: Game, plies: int, *, men: bool = False) -> None:
    """Play ``plies`` quiet king moves (men's too with ``men``) that leave
    the opponent no capture and do not end the game before the last one
    (depth first, deterministic)."""

    def step(left: int) -> bool:
        if left == 0:
            return True
        for move in game.legal_moves():
            if move.captured or (not men and game.position.is_man_move(move)):
                continue
            game.play(move)
            may_go_on = game.outcome is None or left == 1
            if may_go_on and not game.position.must_capture() and step(left - 1):
                return True
            game.undo()
        return False

    assert step(plies), f"no shuffle of {plies} plies"


# ------------------------------------------------------------ Breakthrough


def test_breakthrough_the_first_crowning_wins_at_once() -> None:
    game = game_at(BREAKTHROUGH, "W:W7:B45")
    game.play(Move(7, (1,)))
    assert game.outcome == Outcome(Termination.CROWNED, Color.WHITE)
    assert game.to_pdn().rstrip().endswith("1. 7-1 2-0")
    # the same move in international draughts only makes a king
    international = game_at(INTERNATIONAL, "W:W7:B45")
    international.play(Move(7, (1,)))
    assert international.outcome is None


def test_breakthrough_a_capture_that_crowns_wins_too() -> None:
    game = game_at(BREAKTHROUGH, "W:W12:B8,45")
    game.play(Move(12, (3,), frozenset({8})))
    assert game.outcome == Outcome(Termination.CROWNED, Color.WHITE)


def test_breakthrough_black_crowning_and_undo_redo() -> None:
    game = game_at(BREAKTHROUGH, "B:W30:B44")
    game.play(Move(44, (50,)))
    assert game.outcome == Outcome(Termination.CROWNED, Color.BLACK)
    assert "0-2" in game.to_pdn()
    game.undo()
    assert game.outcome is None
    game.redo()
    assert game.outcome == Outcome(Termination.CROWNED, Color.BLACK)


def test_breakthrough_a_start_position_with_a_king_is_over() -> None:
    assert game_at(BREAKTHROUGH, "W:WK3:B45").outcome == Outcome(Termination.CROWNED, Color.WHITE)
    assert game_at(BREAKTHROUGH, "W:W30:BK48").outcome == Outcome(Termination.CROWNED, Color.BLACK)


def test_breakthrough_a_side_that_cannot_move_still_loses() -> None:
    game = game_at(BREAKTHROUGH, "B:W46:B41,32")
    game.play(Move(32, (37,)))
    assert game.outcome == Outcome(Termination.NO_MOVES, Color.BLACK)


def test_breakthrough_replayed_from_pdn_ends_by_crowning() -> None:
    text = game_at(BREAKTHROUGH, "W:W7:B45").to_pdn()
    [pdn] = read_pdn(text.replace("*", "1. 7-2 2-0"))
    replayed = Game.from_pdn(pdn)
    assert replayed.outcome == Outcome(Termination.CROWNED, Color.WHITE)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_crowning_ending_has_texts(language: str) -> None:
    tr = Translator(language)
    assert tr.has("end.reason.crowned") and tr.has("error.termination.crowned")
    assert "{side}" not in tr("end.reason.crowned", side="X")


# ------------------------------------------------------------ Frisian and Frysk!


@pytest.mark.parametrize("rules", [FRISIAN, FRYSK], ids=lambda r: r.name)
def test_frisian_two_kings_against_one_draws_after_seven_moves(rules: Rules) -> None:
    game = game_at(rules, "W:WK47,K50:BK2")
    assert game.endgame_rule is not None and game.endgame_rule.moves == 7
    shuffle(game, 13)
    assert game.outcome is None
    shuffle(game, 1)
    assert game.outcome == Outcome(Termination.ENDGAME_RULE, None, 7)


@pytest.mark.parametrize("rules", [FRISIAN, FRYSK], ids=lambda r: r.name)
def test_frisian_king_against_king_draws_after_two_moves(rules: Rules) -> None:
    game = game_at(rules, "W:WK47:BK4")
    assert game.endgame_plies_left == 4
    shuffle(game, 3)
    assert game.outcome is None
    shuffle(game, 1)
    assert game.outcome == Outcome(Termination.ENDGAME_RULE, None, 2)


def test_frisian_a_king_that_can_take_the_other_at_once_still_wins() -> None:
    # White's king on 46 takes the king on 23 along the long diagonal
    game = game_at(FRISIAN, "W:WK46:BK23")
    assert game.must_capture
    game.play(game.legal_moves()[0])
    assert game.outcome == Outcome(Termination.NO_PIECES, Color.WHITE)


def test_frisian_other_king_endings_have_no_rule() -> None:
    for fen in ("W:WK46,K50,K45:BK5", "W:WK46,40:BK5", "W:WK46,K50:BK5,6"):
        assert endgame_class(parse_fen(fen, FRISIAN)) is None, fen


@pytest.mark.parametrize("rules", [FRISIAN, FRYSK, TURKISH, BREAKTHROUGH], ids=lambda r: r.name)
def test_no_move_limit_and_threefold_repetition(rules: Rules) -> None:
    game = Game(rules)
    assert game.reversible_plies_left is None
    assert rules.repetition_count == 3


@pytest.mark.parametrize(
    ("rules", "fen", "moves"),
    [
        (FRISIAN, "W:WK47,K50,K45:BK2,K4", ("45-23", "2-8", "23-45", "8-2")),
        (TURKISH, "W:WKa1,Kb1:BKh8,Kg8", ("a1-a8", "g8-g7", "a8-a1", "g7-g8")),
    ],
    ids=["frisian", "turkish"],
)
def test_kings_shuffling_draw_by_repetition(rules: Rules, fen: str, moves: tuple[str, ...]) -> None:
    game = game_at(rules, fen)
    for ply in range(8):
        assert game.outcome is None, ply
        game.play_text(moves[ply % 4])
    assert game.outcome == Outcome(Termination.REPETITION, None)


# ------------------------------------------------------------ Turkish


@pytest.mark.parametrize(
    "fen", ["W:Wa2:Bh7", "W:WKa1:Bh7", "W:WKa1:BKh8"], ids=["men", "king-man", "kings"]
)
def test_turkish_one_piece_each_draws_after_two_moves(fen: str) -> None:
    game = game_at(TURKISH, fen)
    rule = game.endgame_rule
    assert rule is not None and rule.material is Material.ONE_PIECE_EACH and rule.moves == 2
    shuffle(game, 3, men=True)
    assert game.outcome is None
    shuffle(game, 1, men=True)
    assert game.outcome == Outcome(Termination.ENDGAME_RULE, None, 2)


def test_turkish_a_piece_that_can_be_taken_at_once_still_is() -> None:
    game = game_at(TURKISH, "W:WKa1:Ba5")
    assert game.must_capture
    game.play(game.legal_moves()[0])
    assert game.outcome == Outcome(Termination.NO_PIECES, Color.WHITE)


def test_turkish_two_pieces_against_one_have_no_rule() -> None:
    assert endgame_class(parse_fen("W:WKa1,b2:BKh8", TURKISH)) is None
