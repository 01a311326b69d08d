"""Game review without a screen: every move scored, the mistakes marked.

The pieces, for ``dames review`` and the review screen alike:

- :mod:`.marks`: a score to winning chances (a logistic curve calibrated on
  the engine's self-play), the marks ``?!`` / ``?`` / ``??`` from the
  chances a move gives away, the accuracy of a move and of a side. Pure
  arithmetic, no engine.
- :mod:`.model`: :class:`GameReview`, one :class:`PlyReview` per move (the
  move, the engine's move and line, the scores before and after, the drop,
  the mark), accuracy and mark counts per side.
- :mod:`.analyse`: :func:`analyse_game` searches every position of a
  :class:`~dames_tui.game.Game` with a :class:`Budget` (depth or time per
  position), a stop event and progress callbacks; run it in a worker.
- :mod:`.annotate`: :func:`annotated_pdn` writes the reviewed game as PDN
  (signs and comments other programs read); :func:`review_from_pdn` reads
  the review back, so a reviewed game is not analysed twice.

A typical screen::

    review = review_from_pdn(game)                  # stored with the game?
    if review is None or not review.complete:
        review = analyse_game(game, Budget(time=1.0), stop_event=worker_stop,
                              on_progress=post_progress, on_ply=post_ply)
    for ply in review.plies:                        # the move list
        sign = ply.mark.sign if ply.mark else ""    # then ply.better, ply.line
    graph = [ply.score_for(player) for ply in review.plies]   # centi-men
    review.accuracy(Color.WHITE)
    text = annotated_pdn(game, review, translator)  # to save with the game

Nothing here imports Textual or prints.
"""

from .analyse import analyse_game, limits_of
from .annotate import annotated_pdn, review_from_pdn
from .marks import (
    BLUNDER,
    INACCURACY,
    LOGISTIC_SCALE,
    MISTAKE,
    Mark,
    chance_drop,
    chances,
    expected_result,
    mark_for,
    move_accuracy,
    side_accuracy,
)
from .model import Budget, GameReview, PlyReview

__all__ = [
    "BLUNDER",
    "INACCURACY",
    "LOGISTIC_SCALE",
    "MISTAKE",
    "Budget",
    "GameReview",
    "Mark",
    "PlyReview",
    "analyse_game",
    "annotated_pdn",
    "chance_drop",
    "chances",
    "expected_result",
    "limits_of",
    "mark_for",
    "move_accuracy",
    "review_from_pdn",
    "side_accuracy",
]
