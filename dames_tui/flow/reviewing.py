"""A game's review as the interface runs it and keeps it, without Textual.

The review itself (scores, marks, the annotated PDN) is
:mod:`dames_tui.review`'s; this module is what a screen needs around it:

- :func:`review_job` runs :func:`~dames_tui.review.analyse_game` as one
  engine job of :class:`~dames_tui.ui.engine_driver.EngineDriver`'s kind
  (``job(stop_event, report)``), reporting a :class:`ReviewProgress` after
  each move. The progress holds every move reviewed so far, so a report
  that replaces an older one still queued loses nothing.
- :func:`keep_review` stores a review in the :class:`~dames_tui.game.Game`
  itself: the comments and the ``Annotator`` tag that
  :func:`~dames_tui.review.annotated_pdn` writes, which :meth:`Game.to_pdn`
  already writes out (the autosave and a game saved as PDN keep them), plus
  a ``DamesReview`` tag of ours: the number of moves reviewed and a
  fingerprint of their texts. :func:`stored_review` reads the review back
  (:func:`~dames_tui.review.review_from_pdn`) and drops it when the game's
  moves are no longer the ones reviewed: comments stay with their ply when
  a move is taken back and another one played, and a score read back for
  another move would be a lie. A file without the tag (``dames review
  --out``) is trusted: its comments belong to its moves.
- :func:`graph_points` are the evaluation graph's points for one side.

>>> from dames_tui.core import ENGLISH
>>> fingerprint(["11-15", "23-19"]) == fingerprint(["11-15", "23-19"])
True
>>> fingerprint(["11-15", "23-19"]) == fingerprint(["11-15", "23-18"])
False
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from dames_tui.core import Color, Rules
from dames_tui.game import Game
from dames_tui.i18n import Translator
from dames_tui.notation import read_pdn
from dames_tui.review import (
    Budget,
    GameReview,
    PlyReview,
    analyse_game,
    annotated_pdn,
    chances,
    review_from_pdn,
)

from .engine_process import Runner, default_runner

__all__ = [
    "DEFAULT_BUDGET",
    "REVIEW_TAG",
    "Analyse",
    "ReviewProgress",
    "copy_moves",
    "fingerprint",
    "graph_points",
    "keep_review",
    "review_job",
    "stored_review",
]

#: The search of each position when the player asks for a review: half a
#: second, so a game of 60 moves (120 positions, about three searches for
#: each move that is not the engine's) takes a few minutes on a slow machine.
DEFAULT_BUDGET = Budget(time=0.5)
REVIEW_TAG = "DamesReview"
_REVIEW_TAG_RE = re.compile(r"([0-9]{1,5}) ([0-9a-f]{16})")


class Analyse(Protocol):
    """What :func:`~dames_tui.review.analyse_game` is (tests give a stand-in)."""

    def __call__(
        self,
        game: Game,
        budget: Budget,
        *,
        stop_event: threading.Event | None = ...,
        on_progress: Callable[[int, int], None] | None = ...,
        on_ply: Callable[[PlyReview], None] | None = ...,
        resume: GameReview | None = ...,
    ) -> GameReview: ...


@dataclass(frozen=True, slots=True)
class ReviewProgress:
    """The moves reviewed so far (``plies``, from the first) out of ``total``."""

    plies: tuple[PlyReview, ...]
    total: int

    @property
    def done(self) -> int:
        return len(self.plies)


def review_job(
    game: Game,
    budget: Budget,
    analyse: Analyse = analyse_game,
    resume: GameReview | None = None,
    runner: Runner | None = None,
) -> Callable[[threading.Event, Callable[[Any], None]], GameReview]:
    """An engine job reviewing ``game`` with ``budget``, going on from
    ``resume`` (a review of its first moves) if given: it reports a
    :class:`ReviewProgress` before the first search and after each move, and
    returns the :class:`GameReview` (incomplete when stopped). The job works
    on a copy made now (its PDN text), so the game may change while it runs;
    ``runner`` (the default one, a child process, if None) runs it."""
    rules, pdn = game.rules, game.to_pdn()

    def job(stop: threading.Event, report: Callable[[Any], None]) -> GameReview:
        chosen = runner if runner is not None else default_runner()
        review: GameReview = chosen.call(
            review_moves, rules, pdn, budget, analyse, resume, stop=stop, report=report
        )
        return review

    return job


def review_moves(
    stop: threading.Event,
    report: Callable[[Any], None],
    rules: Rules,
    pdn: str,
    budget: Budget,
    analyse: Analyse,
    resume: GameReview | None,
) -> GameReview:
    """What :func:`review_job` runs, where the runner runs it."""
    copy = game_of_pdn(pdn, rules)
    total = len(copy.moves)
    plies: list[PlyReview] = []

    def started(done: int, _total: int) -> None:
        if not plies and done and resume is not None:  # the moves kept from ``resume``
            plies.extend(resume.plies[:done])
        report(ReviewProgress(tuple(plies), total))

    def reviewed(ply: PlyReview) -> None:
        plies.append(ply)

    return analyse(
        copy, budget, stop_event=stop, on_progress=started, on_ply=reviewed, resume=resume
    )


def copy_moves(game: Game) -> Game:
    """An independent copy of ``game``'s moves (also those played past an
    ending nobody claimed, as a PDN file may hold them), through its PDN."""
    return game_of_pdn(game.to_pdn(), game.rules)


def game_of_pdn(pdn: str, rules: Rules) -> Game:
    """The one game of ``pdn`` (as :meth:`Game.to_pdn` wrote it)."""
    [record] = read_pdn(pdn)
    return Game.from_pdn(record, rules=rules)


def fingerprint(texts: Sequence[str]) -> str:
    """A short digest of move texts, to tell whether a stored review is
    still about the game's moves."""
    return hashlib.sha256(" ".join(texts).encode("utf-8")).hexdigest()[:16]


def keep_review(game: Game, review: GameReview, tr: Translator) -> None:
    """Store ``review`` in ``game``'s comments and tags (see the module
    docstring); a review stored before is replaced, the game's own comments
    are kept."""
    [annotated] = read_pdn(annotated_pdn(game, review, tr))
    game.comments = dict(annotated.comments)
    game.tags["Annotator"] = annotated.tags["Annotator"]
    texts = game.move_texts()[: len(review.plies)]
    game.tags[REVIEW_TAG] = f"{len(texts)} {fingerprint(texts)}"


def stored_review(game: Game) -> GameReview | None:
    """The review stored in ``game`` (:func:`keep_review`, or a file
    annotated by ``dames review``), or None when there is none or when its
    moves are not the game's any more."""
    tag = game.tags.get(REVIEW_TAG)
    if tag is not None:
        found = _REVIEW_TAG_RE.fullmatch(tag.strip())
        if found is None:
            return None
        count, digest = int(found.group(1)), found.group(2)
        texts = game.move_texts()
        if count > len(texts) or fingerprint(texts[:count]) != digest:
            return None
    review = review_from_pdn(game)
    if review is None or not review.plies:
        return review
    if tag is not None and len(review.plies) > count:
        # moves played after the review whose comments look like ours: not reviewed
        plies = review.plies[:count]
        return GameReview(review.rules, plies, complete=False, budget=review.budget)
    return review


def graph_points(plies: Sequence[PlyReview], color: Color) -> list[tuple[int, float]]:
    """The evaluation graph of ``color``: (plies played, winning chances from
    -1 to +1) for the start position (the score of its best move) and after
    each move reviewed."""
    if not plies:
        return []
    points = [(0, chances(plies[0].score_for(color, after=False)))]
    points += [(ply.ply + 1, chances(ply.score_for(color))) for ply in plies]
    return points
