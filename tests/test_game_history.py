"""Game history: play, undo, redo, declared endings and the move cache."""

from __future__ import annotations

import pytest

from dames_tui.core import (
    ENGLISH,
    INTERNATIONAL,
    Color,
    IllegalMoveError,
    InvalidPositionError,
    Move,
    Piece,
    Position,
)
from dames_tui.game import Game, GameOverError, Outcome, Termination


def quiet(start: int, end: int) -> Move:
    return Move(start, (end,))


def play_all(game: Game, moves: list[Move]) -> None:
    for move in moves:
        game.play(move)


# English: 11-15 22-18 15x22, then White recaptures 25x18 or 26x17.
OPENING_WITH_CAPTURE = [quiet(11, 15), quiet(22, 18), Move(15, (22,), frozenset({18}))]


def test_new_game_starts_from_the_initial_position() -> None:
    game = Game(ENGLISH)
    assert game.start == Position.initial(ENGLISH)
    assert game.position == game.start
    assert game.turn is Color.BLACK
    assert game.moves == ()
    assert game.positions == (game.start,)
    assert game.outcome is None and not game.is_over
    assert not game.can_undo and not game.can_redo
    assert len(game.legal_moves()) == 7


def test_international_starts_with_white() -> None:
    game = Game(INTERNATIONAL)
    assert game.turn is Color.WHITE
    assert len(game.legal_moves()) == 9


def test_play_records_moves_and_positions() -> None:
    game = Game(ENGLISH)
    play_all(game, OPENING_WITH_CAPTURE)
    assert game.moves == tuple(OPENING_WITH_CAPTURE)
    assert len(game.positions) == 4
    assert game.positions[-1] == game.position
    assert game.turn is Color.WHITE
    assert game.position.count(Color.WHITE) == 11
    assert game.last_move == OPENING_WITH_CAPTURE[-1]
    assert game.ply == 3
    # positions chain: each is the previous one after the move
    for before, move, after in zip(game.positions, game.moves, game.positions[1:]):
        assert before.play(move) == after


def test_illegal_move_is_refused_and_changes_nothing() -> None:
    game = Game(ENGLISH)
    with pytest.raises(IllegalMoveError):
        game.play(quiet(22, 18))  # White's man, but Black is to move
    with pytest.raises(IllegalMoveError):
        game.play(quiet(11, 19))
    assert game.moves == () and game.position == game.start


def test_capture_is_compulsory_through_the_game() -> None:
    game = Game(ENGLISH)
    play_all(game, OPENING_WITH_CAPTURE)
    assert game.must_capture
    assert game.capturing_squares() == [25, 26]
    with pytest.raises(IllegalMoveError):
        game.play(quiet(21, 17))


def test_undo_and_redo_across_a_capture() -> None:
    game = Game(ENGLISH)
    play_all(game, OPENING_WITH_CAPTURE)
    after_capture = game.position
    assert game.undo() == OPENING_WITH_CAPTURE[-1]
    assert game.position.count(Color.WHITE) == 12
    assert game.position.piece_at(18) is Piece.WHITE_MAN
    assert game.can_redo
    assert game.redo() == OPENING_WITH_CAPTURE[-1]
    assert game.position == after_capture
    assert not game.can_redo


def test_undo_everything_then_redo_everything() -> None:
    game = Game(ENGLISH)
    play_all(game, OPENING_WITH_CAPTURE)
    undone = [game.undo() for _ in range(3)]
    assert undone == list(reversed(OPENING_WITH_CAPTURE))
    assert game.position == game.start and game.undo() is None
    redone = [game.redo() for _ in range(3)]
    assert redone == OPENING_WITH_CAPTURE
    assert game.redo() is None
    assert game.moves == tuple(OPENING_WITH_CAPTURE)


def test_a_new_move_clears_the_redo_stack() -> None:
    game = Game(ENGLISH)
    play_all(game, OPENING_WITH_CAPTURE[:2])
    game.undo()
    assert game.can_redo
    game.play(quiet(21, 17))
    assert not game.can_redo
    assert game.redo() is None
    assert game.moves == (quiet(11, 15), quiet(21, 17))


def test_undo_and_redo_across_a_promotion() -> None:
    pieces = {6: Piece.WHITE_MAN, 32: Piece.BLACK_KING, 28: Piece.WHITE_MAN}
    game = Game(ENGLISH, Position.from_pieces(ENGLISH, pieces, Color.WHITE))
    game.play(quiet(6, 2))
    assert game.position.piece_at(2) is Piece.WHITE_KING
    game.undo()
    assert game.position.piece_at(6) is Piece.WHITE_MAN
    assert game.position.piece_at(2) is None
    game.redo()
    assert game.position.piece_at(2) is Piece.WHITE_KING
    assert game.reversible_plies == 0  # a man move, even when it crowns


def test_capture_with_another_path_is_the_same_move() -> None:
    game = Game(ENGLISH)
    play_all(game, OPENING_WITH_CAPTURE[:2])
    legal = next(m for m in game.legal_moves() if m.captured)
    game.play(Move(legal.start, (99, legal.end), legal.captured))
    assert game.moves[-1].path == legal.path  # the history keeps the real path


def test_legal_moves_returns_a_fresh_list() -> None:
    game = Game(ENGLISH)
    moves = game.legal_moves()
    moves.clear()
    assert len(game.legal_moves()) == 7
    assert game.legal_moves() == game.position.legal_moves()


def test_start_position_of_other_rules_is_refused() -> None:
    with pytest.raises(InvalidPositionError):
        Game(ENGLISH, Position.initial(INTERNATIONAL))


def test_move_numbers_follow_the_side_that_starts() -> None:
    game = Game(ENGLISH)
    assert [game.move_number(ply) for ply in range(4)] == [1, 1, 2, 2]
    pieces = {6: Piece.WHITE_MAN, 32: Piece.BLACK_KING}
    second = Game(ENGLISH, Position.from_pieces(ENGLISH, pieces, Color.WHITE))
    assert [second.move_number(ply) for ply in range(4)] == [1, 2, 2, 3]


# ------------------------------------------------------------ declared endings


def test_agreement_is_a_draw_and_stops_play() -> None:
    game = Game(ENGLISH)
    game.play(quiet(11, 15))
    game.agree_draw()
    assert game.outcome == Outcome(Termination.AGREEMENT, None)
    assert game.is_over and game.outcome.is_draw
    with pytest.raises(GameOverError):
        game.play(quiet(22, 18))


def test_resignation_gives_the_win_to_the_other_side() -> None:
    game = Game(INTERNATIONAL)
    game.resign(Color.WHITE)
    assert game.outcome == Outcome(Termination.RESIGNATION, Color.BLACK)
    with pytest.raises(GameOverError):
        game.play(game.legal_moves()[0])
    with pytest.raises(GameOverError):
        game.resign(Color.BLACK)
    with pytest.raises(GameOverError):
        game.agree_draw()


def test_declared_endings_survive_undo_until_reopened() -> None:
    game = Game(ENGLISH)
    play_all(game, OPENING_WITH_CAPTURE[:2])
    game.undo()
    game.resign(Color.BLACK)
    assert not game.can_undo and not game.can_redo
    with pytest.raises(GameOverError):
        game.undo()
    with pytest.raises(GameOverError):
        game.redo()
    assert game.reopen() == Outcome(Termination.RESIGNATION, Color.WHITE)
    assert game.outcome is None and game.reopen() is None
    assert game.redo() == quiet(22, 18)


def test_game_over_error_is_a_draughts_error() -> None:
    from dames_tui.core import DraughtsError

    assert issubclass(GameOverError, DraughtsError)
    assert not issubclass(GameOverError, IllegalMoveError)
