"""The game flow of a game against the computer, without a screen: turns,
undo and redo, playing on from an earlier position, stale answers of the
computer, resignation and draws."""

from __future__ import annotations

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, Rules
from dames_tui.flow import EngineJobs, PlayedGame, PlaySession
from dames_tui.flow.players import ThinkingInfo
from dames_tui.game import Game


def session_of(rules: Rules = ENGLISH, human: Color = Color.BLACK) -> PlaySession:
    return PlaySession(PlayedGame(Game(rules), human, level=1))


def play_moves(session: PlaySession, count: int) -> None:
    for _ in range(count):
        session.play(session.game.legal_moves()[0])


def test_jobs_keep_only_the_answer_waited_for() -> None:
    jobs = EngineJobs()
    first = jobs.start("move")
    second = jobs.start("move")  # a new request: the first one is stale
    assert not jobs.finish(first, "move")
    assert jobs.busy == "move"
    assert not jobs.finish(second, "hint")  # the wrong kind
    assert jobs.finish(second, "move")
    assert jobs.busy is None
    assert not jobs.finish(second, "move")  # taken once


@pytest.mark.parametrize("human", [Color.BLACK, Color.WHITE])
def test_whose_turn(human: Color) -> None:
    session = session_of(human=human)
    first = ENGLISH.first_to_move
    assert session.next_turn() == ("human" if human is first else "computer")
    assert session.human_to_move == (human is first)
    session.jobs.start("move")
    assert not session.human_to_move  # the computer is moving


def test_the_computers_move_is_played_only_if_still_wanted() -> None:
    session = session_of(human=Color.WHITE)  # Black, the computer, moves first
    move = session.game.legal_moves()[0]
    stale = session.jobs.start("move")
    session.jobs.cancel()  # e.g. the player asked for a new game
    assert not session.take_engine_move(stale, move)
    assert session.game.ply == 0
    request = session.jobs.start("move")
    info = ThinkingInfo(depth=6, score=40, nodes=1000, line="11-15")
    assert session.take_progress(request, info)
    assert session.take_engine_move(request, move)
    assert session.game.moves == (move,)
    assert session.played.evaluation is not None
    assert session.played.evaluation.score == -40  # from the player's side


def test_an_illegal_answer_is_not_played() -> None:
    session = session_of(human=Color.WHITE)
    other = Game(ENGLISH)
    other.play(other.legal_moves()[0])
    illegal = next(m for m in other.legal_moves() if m not in session.game.legal_moves())
    request = session.jobs.start("move")
    assert not session.take_engine_move(request, illegal)
    assert session.game.ply == 0 and session.jobs.busy is None


def test_undo_takes_back_the_players_move_and_the_reply() -> None:
    session = session_of(human=Color.BLACK)
    assert not session.undo()  # nothing played yet
    play_moves(session, 4)
    session.hint_move = session.game.legal_moves()[0]
    assert session.undo()
    assert session.game.ply == 2 and session.game.turn is Color.BLACK
    assert session.hint_move is None
    assert session.redo()
    assert session.game.ply == 4
    assert not session.redo()


def test_undo_reopens_a_resigned_game() -> None:
    session = session_of(human=Color.BLACK)
    play_moves(session, 2)
    assert session.resign()
    assert session.game.is_over and session.next_turn() == "over"
    assert not session.resign()
    assert session.undo()
    assert not session.game.is_over and session.game.ply == 0


def test_redo_waits_while_the_computer_moves() -> None:
    session = session_of(human=Color.BLACK)
    play_moves(session, 2)
    session.undo()
    session.jobs.start("move")
    assert not session.redo()


def test_continue_from_an_earlier_position_cancels_the_computers_job() -> None:
    session = session_of(INTERNATIONAL, human=Color.WHITE)
    play_moves(session, 5)
    request = session.jobs.start("move")
    session.continue_from(2)
    assert session.game.ply == 2 and not session.game.can_redo
    assert not session.take_engine_move(request, session.game.legal_moves()[0])
    assert session.next_turn() == "human"


def test_a_draw_agreed_ends_the_game_once() -> None:
    session = session_of()
    play_moves(session, 1)
    assert session.agree_draw()
    assert session.game.is_over and not session.in_progress
    assert not session.agree_draw()
