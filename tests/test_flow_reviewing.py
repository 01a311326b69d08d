"""A review kept with its game, without a screen: stored in the game's
comments and tags, read back through the autosave and a PDN file, dropped
when the moves change; the engine job's progress; the graph's points."""

from __future__ import annotations

import threading
from pathlib import Path

from dames_tui.core import ENGLISH, Color, variants
from dames_tui.flow.engine_process import LocalRunner
from dames_tui.flow.reviewing import (
    REVIEW_TAG,
    ReviewProgress,
    copy_moves,
    graph_points,
    keep_review,
    review_job,
    stored_review,
)
from dames_tui.game import Game
from dames_tui.game.pdn import replay_pdn
from dames_tui.i18n import Translator
from dames_tui.notation import read_pdn
from dames_tui.review import Budget, GameReview, analyse_game, annotated_pdn, chances
from dames_tui.storage import autosave, load_autosave, save_game_pdn

DATA = Path(__file__).parent / "data"
BUDGET = Budget(depth=3)
TR = Translator("fr")


def planted() -> Game:
    text = (DATA / "review_blunder_english.pdn").read_text(encoding="utf-8")
    return replay_pdn(read_pdn(text)[0]).game


def opening(plies: int = 8) -> Game:
    game = Game(ENGLISH)
    while game.ply < plies:
        game.play(game.legal_moves()[-1])
    return game


def summary(review: GameReview) -> list[tuple[object, ...]]:
    """What a stored review keeps of each move (not the depth, nor the line
    of a move that was the engine's own)."""
    return [
        (ply.move, ply.best, ply.score_before, ply.score_after, ply.mark, ply.forced)
        for ply in review.plies
    ]


def test_a_kept_review_is_read_back_from_the_game() -> None:
    game = planted()
    review = analyse_game(game, BUDGET)
    assert stored_review(game) is None
    keep_review(game, review, TR)
    assert game.tags["Annotator"] == "dames review, depth 3" and REVIEW_TAG in game.tags
    back = stored_review(game)
    assert back is not None and back.complete
    assert summary(back) == summary(review)
    # the game's own comment before the first move stays
    assert "engine_tactics" in game.comments[-1]


def test_the_autosave_and_a_saved_pdn_keep_the_review(tmp_path: Path) -> None:
    game = opening(6)
    review = analyse_game(game, BUDGET)
    keep_review(game, review, TR)
    autosave(game, Color.BLACK, 2)
    saved = load_autosave().value
    assert saved is not None
    resumed = stored_review(saved.game)
    assert resumed is not None and summary(resumed) == summary(review)
    path = save_game_pdn(game, tmp_path / "partie.pdn")
    [pdn] = read_pdn(path.read_text(encoding="utf-8"))
    from_file = stored_review(replay_pdn(pdn).game)
    assert from_file is not None and summary(from_file) == summary(review)


def test_a_review_of_other_moves_is_dropped() -> None:
    game = opening(7)  # the seventh move had a choice of eight
    keep_review(game, analyse_game(game, BUDGET), TR)
    last = game.moves[-1]
    game.undo()
    game.undo()
    assert stored_review(game) is None  # fewer moves than reviewed
    game.redo()
    game.redo()
    assert stored_review(game) is not None  # the same moves again
    game.undo()
    game.play(next(move for move in game.legal_moves() if move != last))
    assert stored_review(game) is None  # the comment at that ply was for another move


def test_moves_played_after_the_review_make_it_incomplete() -> None:
    game = opening(6)
    keep_review(game, analyse_game(game, BUDGET), TR)
    game.play(game.legal_moves()[0])
    review = stored_review(game)
    assert review is not None and not review.complete and len(review.plies) == 6


def test_a_damaged_review_tag_drops_the_review() -> None:
    game = opening(4)
    keep_review(game, analyse_game(game, BUDGET), TR)
    game.tags[REVIEW_TAG] = "4 nothex" + "\x1b" * 3
    assert stored_review(game) is None


def test_a_file_annotated_by_the_command_is_trusted() -> None:
    game = planted()
    review = analyse_game(game, BUDGET)
    [pdn] = read_pdn(annotated_pdn(game, review, Translator("en")))
    copy = replay_pdn(pdn).game
    assert REVIEW_TAG not in copy.tags
    back = stored_review(copy)
    assert back is not None and summary(back) == summary(review)


def test_the_job_reports_every_move_reviewed_so_far() -> None:
    game = opening(6)
    reports: list[ReviewProgress] = []
    job = review_job(game, BUDGET)
    game.undo()  # the job works on the moves of the moment it was made
    result = job(threading.Event(), reports.append)
    assert result.complete and len(result.plies) == 6
    assert [report.done for report in reports] == list(range(7))
    assert all(report.total == 6 for report in reports)
    assert reports[-1].plies == result.plies


def test_the_job_goes_on_from_a_review_of_the_first_moves() -> None:
    game = opening(6)
    first = analyse_game(game, BUDGET)
    partial = GameReview(game.rules, first.plies[:4], complete=False, budget=BUDGET)
    reports: list[ReviewProgress] = []
    result = review_job(game, BUDGET, resume=partial)(threading.Event(), reports.append)
    assert [report.done for report in reports] == [4, 5, 6]
    assert reports[0].plies == first.plies[:4]
    assert result.complete and result.plies[:4] == first.plies[:4]


def test_a_stopped_job_returns_the_moves_before() -> None:
    stop = threading.Event()
    reports: list[ReviewProgress] = []

    def report(progress: ReviewProgress) -> None:
        reports.append(progress)
        if progress.done == 2:
            stop.set()

    result = review_job(opening(6), BUDGET, runner=LocalRunner())(stop, report)
    assert not result.complete and len(result.plies) == 2


def test_the_graph_starts_before_the_first_move() -> None:
    review = analyse_game(planted(), BUDGET)
    points = graph_points(review.plies, Color.BLACK)
    assert [x for x, _ in points] == [0, 1, 2, 3, 4]
    assert points[0][1] == chances(review.plies[0].score_for(Color.BLACK, after=False))
    assert points[1][1] == chances(review.plies[0].score_for(Color.BLACK))
    white = graph_points(review.plies, Color.WHITE)
    assert all(abs(a[1] + b[1]) < 1e-9 for a, b in zip(points, white, strict=True))
    assert graph_points((), Color.WHITE) == []


def test_the_job_copies_the_moves_of_every_variant() -> None:
    for rules in variants():
        game = Game(rules)
        while game.ply < 10 and not game.is_over:
            game.play(game.legal_moves()[-1])
        copy = copy_moves(game)
        assert copy.rules == rules and copy.moves == game.moves, rules.name
