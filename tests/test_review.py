"""Reviewing a game with the engine at a small fixed depth: a planted blunder
is marked ``??`` with a better move, a game of moves the engine rates equal
to its own gets no mark, forced moves are never marked; the review follows
the game's rules (Frisian's same-king rule, a game played on past an
unclaimed repetition), stops on request and resumes."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from dames_tui.core import Color, find_rules
from dames_tui.engine import Engine, Limits
from dames_tui.game import Game
from dames_tui.game.pdn import replay_pdn
from dames_tui.notation import format_move_short, parse_fen, read_pdn
from dames_tui.review import (
    Budget,
    GameReview,
    Mark,
    PlyReview,
    analyse_game,
    limits_of,
    move_accuracy,
)

DATA = Path(__file__).parent / "data"
DEPTH = 6
VERIFY_DEPTH = 8  # the independent check of the better move, two plies deeper


def planted(variant: str) -> Game:
    """A game whose first move walks into a two-for-one shot: a position of
    data/engine_tactics.txt one move earlier (see data/SOURCES.md)."""
    text = (DATA / f"review_blunder_{variant}.pdn").read_text(encoding="utf-8")
    return replay_pdn(read_pdn(text)[0]).game


@pytest.mark.parametrize("variant", ["english", "international"])
def test_a_planted_blunder_is_marked_with_a_better_move(variant: str) -> None:
    game = planted(variant)
    review = analyse_game(game, Budget(depth=DEPTH))
    assert review.complete and len(review.plies) == len(game.moves) == 4
    blunder = review.plies[0]
    assert blunder.mark is Mark.BLUNDER
    assert blunder.better is not None and blunder.line[0] == blunder.best
    # the shot is real: the opponent gives one man and takes two
    shot, forced, double = game.moves[1:4]
    assert not shot.captured and len(forced.captured) == 1 and len(double.captured) == 2
    # and the better move is better, by a deeper full-window search of every move
    start = game.positions[0]
    scores = dict(Engine().score_moves(start, (), VERIFY_DEPTH))
    assert scores[blunder.best] >= scores[blunder.move] + 100
    assert scores[blunder.best] >= max(scores.values()) - 30
    # nothing else is marked: the shot and the captures are the engine's or forced
    assert review.marked == (blunder,)
    assert review.plies[2].forced and review.plies[2].mark is None
    # the blunderer's only move with a choice is the blunder (its capture was forced)
    assert review.accuracy(blunder.mover) == pytest.approx(move_accuracy(blunder.drop))
    assert review.accuracy(blunder.mover) < 50
    assert review.accuracy(blunder.mover.opponent) == pytest.approx(100.0, abs=0.01)
    assert review.marks(blunder.mover) == {Mark.INACCURACY: 0, Mark.MISTAKE: 0, Mark.BLUNDER: 1}


def test_the_blunder_drops_past_the_threshold_for_the_mover() -> None:
    review = analyse_game(planted("english"), Budget(depth=DEPTH))
    blunder = review.plies[0]
    assert blunder.mover is Color.BLACK
    assert blunder.score_before - blunder.score_after >= 100  # a man or more, Black's view
    assert blunder.score_for(Color.WHITE) == -blunder.score_after
    assert blunder.white_view(find_rules("english")) == -blunder.score_after
    assert blunder.drop >= 0.3


def equal_moves_game(variant: str, depth: int, plies: int) -> Game:
    """A game where each side plays, whenever there is one, a move other than
    the engine's own that the engine's root search rates exactly as good
    (the full-window score of every move at the search's depth, from a
    fresh table: the review's own judgement of a position)."""
    rules = find_rules(variant)
    game = Game(rules)
    while game.ply < plies and not game.is_over:
        engine = Engine()
        history = game.repetition_history()
        limits = Limits(depth=depth, analysis=True)
        best = engine.search(game.position, history, limits, king_runs=game.king_runs).move
        assert best is not None
        scored = engine.score_moves(game.position, history, depth, king_runs=game.king_runs)
        scores = dict(scored)
        ties = [m for m, s in scored if m != best and s == scores[best]]
        game.play(min(ties, key=lambda m: (m.start, m.end)) if ties else best)
    return game


@pytest.mark.parametrize(("variant", "depth"), [("english", 4), ("international", 4)])
def test_a_game_of_equal_best_moves_gets_no_mark(variant: str, depth: int) -> None:
    game = equal_moves_game(variant, depth, 30)
    review = analyse_game(game, Budget(depth=depth))
    assert review.complete and len(review.plies) == 30
    assert review.marked == ()
    others = [ply for ply in review.plies if not ply.engine_move]
    assert len(others) >= 3  # not only the engine's own moves
    assert all(ply.score_after == ply.score_before and ply.drop == 0 for ply in others)
    for color in Color:
        assert review.accuracy(color) == pytest.approx(100.0, abs=0.01)


def test_a_forced_move_is_never_marked_even_when_it_loses() -> None:
    # White's only move is the capture 18x9... that loses the game's last men
    rules = find_rules("english")
    game = Game(rules, parse_fen("W:W18:B14,K5", rules))
    game.play_text("18x9")
    review = analyse_game(game, Budget(depth=4))
    [ply] = review.plies
    assert ply.forced and ply.mark is None and ply.drop == 0.0
    assert ply.score_after < 0  # the engine sees it lost


def test_every_position_is_searched_with_the_games_history() -> None:
    """A repetition the players did not claim: the review goes on past it."""
    rules = find_rules("english")
    text = '[GameType "21"]\n[FEN "W:WK29,K30:BK3,K4"]\n'
    text += "1. 29-25 3-7 2. 25-29 7-3 3. 29-25 3-7 4. 25-29 7-3 5. 29-25 3-7 *\n"
    game = replay_pdn(read_pdn(text)[0]).game
    assert game.rules is rules and game.ply == 10
    review = analyse_game(game, Budget(depth=3))
    assert review.complete and len(review.plies) == 10
    assert [ply.move for ply in review.plies] == list(game.moves)


def test_frisian_same_king_rule_is_kept() -> None:
    """The review's engine never proposes the king the rule holds back."""
    frisian = find_rules("frisian")
    game = Game(frisian, parse_fen("W:WK46,50:BK1,15", frisian))
    for text in ("46-41", "1-7", "41-46", "7-1", "46-41", "1-7", "50-45"):
        game.play_text(text)
    review = analyse_game(game, Budget(depth=3))
    held = review.plies[6]
    assert held.forced or held.best.start != 41
    positions = game.positions
    for ply in review.plies:
        assert format_move_short(positions[ply.ply], ply.best)  # a move of that position


def test_progress_stop_and_resume() -> None:
    game = planted("international")
    seen: list[tuple[int, int]] = []
    reviewed: list[PlyReview] = []
    stop = threading.Event()

    def on_ply(ply: PlyReview) -> None:
        reviewed.append(ply)
        if ply.ply == 1:
            stop.set()

    partial = analyse_game(
        game,
        Budget(depth=4),
        stop_event=stop,
        on_progress=lambda done, total: seen.append((done, total)),
        on_ply=on_ply,
    )
    assert not partial.complete and len(partial.plies) == 2
    assert seen == [(0, 4), (1, 4), (2, 4)] and reviewed == list(partial.plies)
    seen.clear()
    whole = analyse_game(
        game, Budget(depth=4), resume=partial, on_progress=lambda d, t: seen.append((d, t))
    )
    assert whole.complete and whole.plies[:2] == partial.plies
    assert seen == [(2, 4), (3, 4), (4, 4)]
    assert whole == analyse_game(game, Budget(depth=4))  # the same as without a stop


def test_a_budget_needs_a_depth_or_a_time() -> None:
    with pytest.raises(ValueError, match="depth or a time"):
        limits_of(Budget())
    assert limits_of(Budget(depth=3)).analysis


def test_a_game_without_moves_has_an_empty_review() -> None:
    review = analyse_game(Game(find_rules("english")), Budget(depth=2))
    assert review == GameReview(find_rules("english"), (), True, Budget(depth=2))
    assert review.accuracy(Color.WHITE) is None
