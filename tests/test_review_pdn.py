"""A reviewed game as PDN and back: the signs after the moves, our comments
(score from White's view, the better move, its line) before the players'
own, the review read back without a search, the writer strict."""

from __future__ import annotations

from pathlib import Path

import pytest

from dames_tui.core import Color, PdnError, find_rules
from dames_tui.engine.score import WIN
from dames_tui.game import Game
from dames_tui.game.pdn import replay_pdn
from dames_tui.i18n import Translator
from dames_tui.notation import PdnGame, format_move_short, read_pdn, write_pdn
from dames_tui.review import Budget, GameReview, Mark, PlyReview, analyse_game, review_from_pdn
from dames_tui.review.annotate import (
    annotated_pdn,
    line_texts,
    parse_score,
    review_comment,
    score_text,
    strip_review,
)

DATA = Path(__file__).parent / "data"
FR, EN = Translator("fr"), Translator("en")


def planted() -> Game:
    text = (DATA / "review_blunder_english.pdn").read_text(encoding="utf-8")
    return replay_pdn(read_pdn(text)[0], apply_result=True).game


@pytest.fixture(scope="module")
def reviewed() -> tuple[Game, GameReview]:
    game = planted()
    return game, analyse_game(game, Budget(depth=4))


def reopen(text: str) -> Game:
    [pdn_game] = read_pdn(text)
    return replay_pdn(pdn_game, apply_result=True).game


def test_the_blunder_carries_its_sign_and_a_comment_with_the_better_move(
    reviewed: tuple[Game, GameReview],
) -> None:
    game, review = reviewed
    blunder = review.plies[0]
    assert blunder.mark is Mark.BLUNDER
    text = annotated_pdn(game, review, FR)
    rules = game.rules
    after = score_text(blunder.white_view(rules))
    better = format_move_short(game.positions[0], blunder.best)
    best_score = score_text(blunder.white_view(rules, after=False))
    flat = " ".join(text.split())
    assert f"1. 15-19?? {{{after} ; {better} meilleur {best_score} (" in flat
    assert '[Annotator "dames review, depth 4"]' in text
    assert f"{better} better {best_score}" in " ".join(annotated_pdn(game, review, EN).split())
    # unmarked moves: the score alone, no sign
    assert "1... 27-24 {" in flat and "27-24?" not in flat
    assert all(len(line) <= 79 for line in text.splitlines())


def test_the_review_reads_back_as_it_was(reviewed: tuple[Game, GameReview]) -> None:
    game, review = reviewed
    again = review_from_pdn(reopen(annotated_pdn(game, review, FR)))
    assert again is not None and again.complete and again.budget == Budget(depth=4)
    assert len(again.plies) == len(review.plies)
    for read, made in zip(again.plies, review.plies, strict=True):
        assert (read.ply, read.move, read.mover, read.best) == (
            made.ply,
            made.move,
            made.mover,
            made.best,
        )
        assert (read.mark, read.forced) == (made.mark, made.forced)
        assert (read.score_before, read.score_after) == (made.score_before, made.score_after)
        assert read.drop == pytest.approx(made.drop)
        if not made.engine_move:
            assert read.line == made.line
    for color in Color:
        assert again.accuracy(color) == pytest.approx(review.accuracy(color))  # type: ignore[arg-type]
    # read in English too: the word does not matter
    assert review_from_pdn(reopen(annotated_pdn(game, review, EN))) == again


def test_the_marks_come_from_the_scores_not_the_signs(reviewed: tuple[Game, GameReview]) -> None:
    game, review = reviewed
    text = annotated_pdn(game, review, FR).replace("15-19??", "15-19!!")
    again = review_from_pdn(reopen(text))
    assert again is not None and again.plies[0].mark is Mark.BLUNDER


def test_the_players_comments_are_kept_after_ours(reviewed: tuple[Game, GameReview]) -> None:
    game, review = reviewed
    game.comments[1] = "une belle combinaison"
    try:
        text = annotated_pdn(game, review, FR)
    finally:
        del game.comments[1]
    reopened = reopen(text)
    ours = review_comment(review.plies[1], game.positions[1], "meilleur")
    assert reopened.comments[1] == f"{ours} une belle combinaison"
    assert strip_review(reopened.comments[1]) == "une belle combinaison"
    # a second review replaces the first instead of piling up
    twice = reopen(annotated_pdn(reopened, review, FR))
    assert twice.comments == reopened.comments
    assert twice.comments[-1].startswith("engine_tactics.txt line 4")  # before the moves


def test_no_review_without_our_annotator_tag(reviewed: tuple[Game, GameReview]) -> None:
    game, review = reviewed
    assert review_from_pdn(planted()) is None
    text = annotated_pdn(game, review, FR).replace("dames review, depth 4", "Someone else")
    assert review_from_pdn(reopen(text)) is None


def test_a_review_stops_at_the_first_comment_that_is_not_ours(
    reviewed: tuple[Game, GameReview],
) -> None:
    game, review = reviewed
    reopened = reopen(annotated_pdn(game, review, FR))
    reopened.comments[2] = "une remarque"
    again = review_from_pdn(reopened)
    assert again is not None and not again.complete
    assert again.plies == review_from_pdn(reopen(annotated_pdn(game, review, FR))).plies[:2]  # type: ignore[union-attr]
    # a better move that is no move of the position: the review stops there too
    reopened.comments[2] = "-0.03 ; 1-5 meilleur +0.10 (1-5)"
    again = review_from_pdn(reopened)
    assert again is not None and len(again.plies) == 2 and not again.complete


def test_a_hand_written_review_with_forced_wins() -> None:
    text = (
        '[GameType "21"]\n[Annotator "dames review, 1.5 s"]\n'
        '[FEN "B:W17,25,27,28,29,30,31:B1,2,3,4,5,7,15,20"]\n'
        "1. 15-19?? {#-3 ; 5-9 meilleur -1.59 (5-9 27-24 20x27 31x24)} 1... 27-24 {#4} *\n"
    )
    review = review_from_pdn(reopen(text))
    assert review is not None and review.budget == Budget(time=1.5)
    first, second = review.plies
    assert first.mover is Color.BLACK
    assert first.score_after == WIN - 5 and first.score_before == 159  # Black's view
    assert first.mark is None  # a forced win is still better than 1.59 men up
    assert second.engine_move and second.score_after == WIN - 7
    start = planted().positions[0]
    assert line_texts(start, first.line) == ["5-9", "27-24", "20x27", "31x24"]


@pytest.mark.parametrize(
    ("score", "text"),
    [(0, "0.00"), (15, "+0.15"), (-120, "-1.20"), (WIN - 1, "#1"), (-(WIN - 8), "#-4")],
)
def test_scores_as_the_comments_write_them(score: int, text: str) -> None:
    assert score_text(score) == text
    back = parse_score(text)
    assert score_text(back) == text
    if abs(score) < 1000:
        assert back == score


def test_white_is_pdns_white() -> None:
    thai = find_rules("thai")
    move = Game(thai).legal_moves()[0]
    ply = PlyReview(0, move, Color.WHITE, move, (move,), 40, 40, 0.0, None)
    assert thai.pdn_colour(Color.WHITE) is Color.BLACK
    assert ply.white_view(thai) == -40
    assert ply.white_view(find_rules("english")) == 40


def test_the_writer_takes_a_move_strength_sign_and_stays_strict() -> None:
    text = write_pdn([PdnGame({"GameType": "20"}, ["32-28?!", "19-23??", "37-32!"], {}, "*")])
    assert "1. 32-28?! 19-23?? 2. 37-32! *" in text
    assert read_pdn(text)[0].moves == ["32-28", "19-23", "37-32"]
    for bad in ("32-28?!?", "32-28x", "?", "32-28 ?"):
        with pytest.raises(PdnError) as caught:
            write_pdn([PdnGame(moves=[bad])])
        assert caught.value.code == "pdn.cannot_write_move"
