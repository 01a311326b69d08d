"""Multi-PV analysis (``Engine.analyse``): the best lines of a position, each
a different move with its score, depth and line, reported after each depth."""

from __future__ import annotations

import random
import threading

import pytest
from test_engine_tactics import CASES

from dames_tui.core import Position, find_rules
from dames_tui.engine import AnalysisLine, Engine, Limits
from dames_tui.engine.score import WIN_BOUND
from dames_tui.game import Game
from dames_tui.notation import parse_fen

ENGLISH = find_rules("english")


def random_game(rules_name: str, seed: int, plies: int) -> Game:
    """A game of ``plies`` random moves at most, stopped before its end."""
    rng = random.Random(seed)
    game = Game(find_rules(rules_name))
    for _ in range(plies):
        moves = game.legal_moves()
        if game.is_over or not moves:
            break
        game.play(rng.choice(moves))
        if game.is_over:
            game.undo()
            break
    return game


def analyse_game(game: Game, lines: int, depth: int) -> list[AnalysisLine]:
    """The lines of the game's position, with its history and king runs."""
    return Engine(1).analyse(
        game.position,
        game.repetition_history(),
        lines=lines,
        limits=Limits(depth=depth),
        king_runs=game.king_runs,
    )


def check_lines(position: Position, lines: list[AnalysisLine]) -> None:
    """Distinct legal moves, sorted by score, each line legal from its move."""
    moves = [line.move for line in lines]
    assert len(set(moves)) == len(moves)
    scores = [line.score for line in lines]
    assert scores == sorted(scores, reverse=True)
    for line in lines:
        assert line.pv and line.pv[0] == line.move
        here = position
        for move in line.pv:
            assert move in here.legal_moves()
            here = here.play(move)


# Tactics whose shot is worth a man or more than the second best move two
# plies deeper than the depth it is found at (``test_engine_tactics``'s data).
SHOTS = [CASES[i] for i in (0, 4, 7, 10, 11, 13)]


@pytest.mark.parametrize(("rules_name", "position", "expected", "depth"), SHOTS)
def test_the_first_line_is_the_winning_shot(
    rules_name: str, position: Position, expected: tuple[int, int], depth: int
) -> None:
    lines = Engine(4).analyse(position, lines=3, limits=Limits(depth=depth + 2))
    assert len(lines) == 3
    first = lines[0]
    assert (first.move.start, first.move.end) == expected, first.pv
    # one shot only: the next best move is a man worse
    assert lines[1].score <= first.score - 100
    assert all(line.depth == depth + 2 for line in lines)
    check_lines(position, lines)


@pytest.mark.parametrize(
    "rules_name", ["english", "international", "russian", "frisian", "turkish", "antidraughts"]
)
@pytest.mark.parametrize("seed", range(3))
def test_lines_are_distinct_legal_moves_sorted_by_score(rules_name: str, seed: int) -> None:
    game = random_game(rules_name, seed, 4 + 7 * seed)
    lines = analyse_game(game, 3, 3)
    assert len(lines) == min(3, len(game.legal_moves()))
    assert {line.move for line in lines} <= set(game.legal_moves())
    check_lines(game.position, lines)


def test_more_lines_than_moves_gives_one_line_per_move() -> None:
    position = Position.initial(ENGLISH)  # seven opening moves
    lines = Engine(1).analyse(position, lines=20, limits=Limits(depth=4))
    assert {line.move for line in lines} == set(position.legal_moves())
    assert len(lines) == len(position.legal_moves())
    check_lines(position, lines)


def test_one_legal_move_gives_one_line_with_a_search() -> None:
    # Black must take 14x23 (English: the only capture)
    position = parse_fen("B:W18,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,14", ENGLISH)
    assert len(position.legal_moves()) == 1
    lines = Engine(1).analyse(position, lines=3, limits=Limits(depth=4))
    assert [line.move for line in lines] == position.legal_moves()
    assert lines[0].depth == 4


def test_no_legal_move_gives_no_line() -> None:
    position = parse_fen("W:W5:B1", ENGLISH)  # White's man on 5 is blocked, no capture
    assert not position.legal_moves()
    assert Engine(1).analyse(position, lines=3, limits=Limits(depth=3)) == []


def test_lines_below_one_are_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        Engine(1).analyse(Position.initial(ENGLISH), lines=0)


def test_on_info_gets_every_depth_in_order() -> None:
    reports: list[list[AnalysisLine]] = []
    position = Position.initial(find_rules("international"))
    final = Engine(1).analyse(position, lines=3, limits=Limits(depth=5), on_info=reports.append)
    assert [report[0].depth for report in reports] == [1, 2, 3, 4, 5]
    for report in reports:
        assert len(report) == 3
        assert len({line.depth for line in report}) == 1
        check_lines(position, report)
    assert final == reports[-1]


def test_a_stop_event_ends_the_analysis() -> None:
    stop = threading.Event()
    depths: list[int] = []

    def on_info(lines: list[AnalysisLine]) -> None:
        depths.append(lines[0].depth)
        if lines[0].depth == 3:
            stop.set()

    # no limit: without the event it would go on to the deepest depth
    position = Position.initial(find_rules("international"))
    lines = Engine(1).analyse(position, lines=3, stop_event=stop, on_info=on_info)
    assert depths == [1, 2, 3]
    assert [line.depth for line in lines] == [3, 3, 3]


def test_a_stop_event_from_another_thread_interrupts_a_depth() -> None:
    stop = threading.Event()
    seen: list[int] = []

    def on_info(lines: list[AnalysisLine]) -> None:
        seen.append(lines[0].depth)
        if lines[0].depth == 4:
            threading.Timer(0.05, stop.set).start()

    position = Position.initial(find_rules("international"))
    lines = Engine(1).analyse(position, lines=3, stop_event=stop, on_info=on_info)
    assert stop.is_set()
    assert lines and lines[0].depth == seen[-1] >= 4


def test_a_node_limit_keeps_the_last_complete_depth() -> None:
    reports: list[list[AnalysisLine]] = []
    position = Position.initial(find_rules("international"))
    lines = Engine(1).analyse(
        position, lines=2, limits=Limits(nodes=20_000), on_info=reports.append
    )
    assert reports and lines == reports[-1]


SAME_AS_SEARCH = [
    ("english", 0, 0),
    ("english", 1, 12),
    ("english", 2, 30),
    ("international", 0, 0),
    ("international", 3, 20),
    ("russian", 4, 14),
    ("italian", 5, 10),
    ("frisian", 6, 16),
    ("turkish", 7, 12),
    ("breakthrough", 8, 18),
    ("english-giveaway", 9, 10),
]


@pytest.mark.parametrize(("rules_name", "seed", "plies"), SAME_AS_SEARCH)
@pytest.mark.parametrize("depth", [3, 5])
def test_one_line_is_the_search(rules_name: str, seed: int, plies: int, depth: int) -> None:
    game = random_game(rules_name, seed, plies)
    while len(game.legal_moves()) == 1:  # search answers a single move at once
        game.play(game.legal_moves()[0])
    assert not game.is_over
    history = game.repetition_history()
    result = Engine(1).search(game.position, history, Limits(depth=depth), king_runs=game.king_runs)
    [line] = Engine(1).analyse(
        game.position, history, lines=1, limits=Limits(depth=depth), king_runs=game.king_runs
    )
    assert (line.move, line.score) == (result.move, result.score)
    assert line.depth == result.depth
    assert line.pv == result.pv


def held_game() -> Game:
    """Frisian: White's king on 41 has made three quiet moves: it is held."""
    frisian = find_rules("frisian")
    game = Game(frisian, parse_fen("W:WK46,50,28:BK1,15,3", frisian))
    for text in ("46-41", "1-7", "41-46", "7-1", "46-41", "1-7"):
        game.play_text(text)
    assert game.held_king == 41
    return game


def test_frisian_lines_leave_out_the_held_king() -> None:
    game = held_game()
    allowed = game.legal_moves()
    lines = analyse_game(game, 10, 4)
    assert {line.move for line in lines} == set(allowed)
    assert len(lines) == len(allowed)
    assert all(line.move.start != 41 for line in lines)
    free = Engine(1).analyse(game.position, lines=10, limits=Limits(depth=4))
    assert any(line.move.start == 41 for line in free)  # without the runs it may move


def test_a_won_position_stops_deepening_when_every_line_is_proven() -> None:
    # White's king takes Black's last man: every line is a win
    position = parse_fen("W:WK22:B18", ENGLISH)
    reports: list[list[AnalysisLine]] = []
    lines = Engine(1).analyse(position, lines=3, limits=Limits(depth=30), on_info=reports.append)
    assert lines and all(line.score >= WIN_BOUND for line in lines)
    assert lines[0].mate_in == 1
    assert reports[-1][0].depth < 30
