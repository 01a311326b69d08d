"""Frisian's same-king rule in the game (FRR art. 17; ``rules.same_king_moves``):
while a side has kings and men, one king may make at most three quiet moves
in a row. Scenarios: the fourth move refused with its reason, what ends a
run (a man's move, another king's, a capture), no limit with kings only,
undo and redo, PDN replay and a resumed game, a side held back into having
no move."""

from __future__ import annotations

from pathlib import Path

import pytest

from dames_tui.core import Color, IllegalMoveError, Move, PdnError, find_rules
from dames_tui.game import Game, KingRun, Outcome, Termination
from dames_tui.i18n import Translator
from dames_tui.i18n.errors import error_text
from dames_tui.notation import parse_fen, read_pdn

FRISIAN = find_rules("frisian")
INTERNATIONAL = find_rules("international")
# White: a king on 46 and a man on 50; Black: a king on 1 and a man on 15.
# The kings go 46-41-46-41 and 1-7-1-7 without ever meeting a capture.
START = "W:WK46,50:BK1,15"
THREE_EACH = ("46-41", "1-7", "41-46", "7-1", "46-41", "1-7")


def frisian(fen: str = START) -> Game:
    return Game(FRISIAN, parse_fen(fen, FRISIAN))


def play(game: Game, *texts: str) -> None:
    for text in texts:
        game.play_text(text)


def test_the_fourth_quiet_move_of_one_king_is_refused() -> None:
    game = frisian()
    play(game, *THREE_EACH)
    assert game.held_king == 41
    assert [str(m) for m in game.legal_moves()] == ["Move(50-44)", "Move(50-45)"]
    assert game.position.legal_moves() != game.legal_moves()  # the position does not know
    refused = Move(41, (46,))
    error = game.refusal(refused)
    assert error is not None and error.code == "game.same_king_moves"
    with pytest.raises(IllegalMoveError) as caught:
        game.play(refused)
    assert caught.value.code == "game.same_king_moves"
    with pytest.raises(IllegalMoveError):
        game.play_text("41-37")
    assert game.ply == 6  # nothing was played
    assert game.refusal(Move(50, (44,))) is None


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "the king on 41 has made 3 moves in a row"), ("fr", "la dame en 41 a joué 3 coups")],
)
def test_the_refusal_says_why_in_both_languages(language: str, words: str) -> None:
    game = frisian()
    play(game, *THREE_EACH)
    error = game.refusal(Move(41, (46,)))
    assert error is not None
    assert words in error_text(Translator(language), error)


def test_a_man_move_ends_the_run() -> None:
    game = frisian()
    play(game, *THREE_EACH, "50-44", "15-20")
    assert game.held_king is None
    play(game, "41-46", "7-1", "46-41", "1-7", "41-46", "7-1")
    assert game.held_king == 46  # three again


def test_black_is_held_too() -> None:
    game = frisian()
    play(game, *THREE_EACH, "50-44")
    assert game.held_king == 7
    assert all(move.start == 15 for move in game.legal_moves())


def test_moving_the_kings_in_turn_never_holds_one() -> None:
    game = frisian("W:WK46,K48,50:BK1,15")
    moves = ("46-41", "1-7", "48-43", "7-1", "41-46", "15-20", "43-48", "1-7", "46-41", "7-1")
    for text in (*moves, "48-43", "20-24", "41-46"):
        game.play_text(text)
        assert game.held_king is None
        assert game.king_runs[0].moves <= 1
    assert game.king_runs[0] == KingRun(game.position.topology.square_bits[46], 1)


def test_a_capture_ends_the_run() -> None:
    # White's king makes three quiet moves, then takes the man Black gives it
    game = frisian("W:WK46,50:BK1,15,18")
    play(game, "46-41", "1-7", "41-46", "7-1", "46-41", "18-23")
    assert game.must_capture and game.held_king is None
    capture = next(m for m in game.legal_moves() if m.start == 41)
    game.play(capture)
    assert game.king_runs[0] == KingRun()


def test_with_kings_only_there_is_no_limit() -> None:
    game = frisian("W:WK46,K36:BK1,15")
    play(game, *THREE_EACH)
    assert game.held_king is None
    game.play_text("41-46")
    assert game.king_runs[0].moves == 4


def test_international_has_no_such_rule() -> None:
    game = Game(INTERNATIONAL, parse_fen(START, INTERNATIONAL))
    play(game, *THREE_EACH, "41-46")
    assert game.ply == 7


def test_undo_and_redo_follow_the_runs() -> None:
    game = frisian()
    play(game, *THREE_EACH)
    game.undo()
    game.undo()
    assert game.held_king is None
    assert game.king_runs[0].moves == 2
    game.play_text("46-37")  # the third move, elsewhere
    game.play_text("1-7")
    assert game.held_king == 37
    game.undo()
    game.redo()
    assert game.held_king == 37


def test_a_replayed_pdn_game_follows_the_rule() -> None:
    game = frisian()
    play(game, *THREE_EACH, "50-44")
    replayed = Game.from_pdn(read_pdn(game.to_pdn())[0])
    assert replayed.king_runs == game.king_runs
    assert replayed.held_king == game.held_king == 7
    assert replayed.legal_moves() == game.legal_moves()
    # a fourth move of the king in a PDN game is refused, with its number
    text = game.to_pdn().replace("4. 50-44", "4. 41-46")
    with pytest.raises(PdnError) as caught:
        Game.from_pdn(read_pdn(text)[0])
    assert "move 4 (White): 41-46" in str(caught.value)


def test_a_held_king_that_is_the_only_mover_loses_the_game() -> None:
    # White's man on 46 is blocked by Black's men on 41 and behind it 37
    game = frisian("W:WK50,46:BK5,41,37")
    play(game, "50-45", "5-10", "45-50", "10-5")
    assert game.outcome is None
    game.play_text("50-45")
    game.play_text("5-10")
    assert game.legal_moves() == []
    assert game.outcome == Outcome(Termination.NO_MOVES, Color.BLACK)


def test_a_resumed_game_keeps_the_king_held(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dames_tui.storage import autosave, load_autosave

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    game = frisian()
    play(game, *THREE_EACH)
    autosave(game, Color.WHITE, 3)
    loaded = load_autosave()
    assert loaded.warning is None and loaded.value is not None
    resumed = loaded.value.game
    assert resumed.held_king == 41
    assert resumed.legal_moves() == game.legal_moves()
