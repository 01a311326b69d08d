"""The analysis board's flow without a screen: walking the tree, variations
played and deleted, the engine's lines kept only for the position they are
about."""

from __future__ import annotations

import threading

from dames_tui.core import ENGLISH, INTERNATIONAL, Color
from dames_tui.engine import AnalysisLine
from dames_tui.flow.analysis import AnalysisSession
from dames_tui.game import Game
from dames_tui.notation import parse_fen


def english_game(*texts: str) -> Game:
    game = Game(ENGLISH)
    for text in texts:
        game.play_text(text)
    return game


def test_the_board_opens_at_the_position_asked() -> None:
    game = english_game("11-15", "23-19", "8-11", "22-17")
    session = AnalysisSession.of_game(game, at=2)
    assert session.tree.ply == 2
    assert session.tree.position == game.positions[2]
    assert [n.text for n in session.tree.main_line()] == ["11-15", "23-19", "8-11", "22-17"]


def test_a_new_move_starts_a_variation_and_keeps_the_main_line() -> None:
    game = english_game("11-15", "23-19", "8-11")
    session = AnalysisSession.of_game(game, at=2)
    assert session.play_text("9-14")
    assert not session.tree.cursor.is_main_line
    assert [n.text for n in session.tree.main_line()] == ["11-15", "23-19", "8-11"]
    assert not session.play_text("1-2")  # no such move: nothing changes
    assert session.tree.ply == 3
    assert session.next_variation()  # from 9-14 to 8-11
    assert session.tree.cursor.is_main_line and session.tree.cursor.text == "8-11"
    assert session.next_variation()
    assert session.tree.cursor.text == "9-14"
    assert session.delete_variation()
    assert session.tree.ply == 2 and not session.delete_variation()  # the main line stays
    assert [n.text for n in session.tree.main_line()] == ["11-15", "23-19", "8-11"]


def test_promote_makes_the_variation_the_main_line() -> None:
    session = AnalysisSession.of_game(english_game("11-15", "23-19", "8-11"), at=2)
    assert not session.promote()
    session.play_text("9-14")
    assert session.promote()
    assert [n.text for n in session.tree.main_line()] == ["11-15", "23-19", "9-14"]


def test_lines_of_another_position_are_dropped() -> None:
    session = AnalysisSession.of_game(english_game("11-15", "23-19"), at=1)
    request = session.jobs.start("analyse")
    move = session.tree.legal_moves()[0]
    lines = [AnalysisLine(move, 10, 3, (move,), None)]
    assert session.take_lines(request, lines)
    assert session.lines == lines
    assert session.go("next")
    assert session.lines == []  # about the position before
    assert not session.take_lines(request, lines, done=True)
    assert session.lines == []


def test_the_score_is_given_from_either_side() -> None:
    session = AnalysisSession.of_game(english_game("11-15"))  # White to move
    request = session.jobs.start("analyse")
    move = session.tree.legal_moves()[0]
    session.take_lines(request, [AnalysisLine(move, 120, 5, (move,), None)], done=True)
    assert session.score_for(Color.WHITE) == 120
    assert session.score_for(Color.BLACK) == -120


def test_the_job_finds_the_shot_and_stops_when_told() -> None:
    # a small international position, White to move
    position = parse_fen("W:W27,28,32:B19,20,23", INTERNATIONAL)
    game = Game(INTERNATIONAL, position)
    session = AnalysisSession(AnalysisSession.of_game(game).tree, lines=2)
    stop = threading.Event()
    reports: list[list[AnalysisLine]] = []

    def report(lines: object) -> None:
        assert isinstance(lines, list)
        reports.append(lines)
        if lines and lines[0].depth >= 4:
            stop.set()

    found = session.job()(stop, report)
    assert reports and found
    assert [line.depth for line in (r[0] for r in reports)] == sorted(r[0].depth for r in reports)
    assert found == reports[-1]
    legal = set(session.tree.legal_moves())
    assert all(line.move in legal for line in found)
    assert len({line.move for line in found}) == len(found)


def test_a_position_without_moves_is_not_analysed() -> None:
    position = parse_fen("W:W:B1,2", ENGLISH)
    session = AnalysisSession(AnalysisSession.of_game(Game(ENGLISH, position)).tree)
    assert not session.can_analyse
