"""What a review holds: one :class:`PlyReview` per move, in a :class:`GameReview`.

Scores are centi-men from the point of view of the side that played the
move (the *mover*), as the search gives them; :meth:`PlyReview.score_for`
turns them to either side's view, :meth:`PlyReview.white_view` to that of
the side PDN calls White (the one its comments and result use).
"""

from __future__ import annotations

from dataclasses import dataclass

from dames_tui.core import Color, Move, Rules

from .marks import Mark, side_accuracy

__all__ = ["Budget", "GameReview", "PlyReview"]


@dataclass(frozen=True, slots=True)
class Budget:
    """The search asked for each position: a ``depth`` or a ``time`` in seconds."""

    depth: int | None = None
    time: float | None = None


@dataclass(frozen=True, slots=True)
class PlyReview:
    """The review of one move.

    ``ply`` is its index in the game (0 = the first move), ``mover`` the side
    that played it. ``best`` is the engine's move in the position before it
    and ``line`` the engine's principal variation from there (it starts with
    ``best``). ``score_before`` is the score of ``best`` and ``score_after``
    that of the move played, both for the mover; they are equal when the
    move played is ``best``. ``drop`` is the winning chances the move gave
    away (:func:`~dames_tui.review.marks.chance_drop`), ``mark`` its mark,
    ``forced`` whether it was the only legal move, ``depth`` the depth the
    search of the position completed (0 when read back from a PDN file).
    """

    ply: int
    move: Move
    mover: Color
    best: Move
    line: tuple[Move, ...]
    score_before: int
    score_after: int
    drop: float
    mark: Mark | None
    forced: bool = False
    depth: int = 0

    @property
    def engine_move(self) -> bool:
        """Whether the move played is the engine's own choice."""
        return self.move == self.best

    @property
    def better(self) -> Move | None:
        """The engine's move when it differs from the move played, else None."""
        return None if self.engine_move else self.best

    def score_for(self, color: Color, *, after: bool = True) -> int:
        """The score after the move (``after=False``: of the best move) from
        ``color``'s point of view."""
        score = self.score_after if after else self.score_before
        return score if color is self.mover else -score

    def white_view(self, rules: Rules, *, after: bool = True) -> int:
        """The score from the point of view of the side PDN calls White."""
        return self.score_for(rules.pdn_colour(Color.WHITE), after=after)


@dataclass(frozen=True, slots=True)
class GameReview:
    """The review of a game's moves, in order from the first.

    ``complete`` is False when the analysis was stopped (or a stored review
    stops) before the last move: ``plies`` then holds the moves reviewed so
    far. ``budget`` is the search asked for each position.
    """

    rules: Rules
    plies: tuple[PlyReview, ...]
    complete: bool = True
    budget: Budget = Budget()

    def of_side(self, color: Color) -> tuple[PlyReview, ...]:
        """The moves played by ``color``."""
        return tuple(ply for ply in self.plies if ply.mover is color)

    def accuracy(self, color: Color) -> float | None:
        """``color``'s accuracy, 0 to 100 (None when it had no choice to make):
        :func:`~dames_tui.review.marks.side_accuracy` of its unforced moves."""
        return side_accuracy(ply.drop for ply in self.of_side(color) if not ply.forced)

    def marks(self, color: Color) -> dict[Mark, int]:
        """How many moves of ``color`` earned each mark."""
        counts = dict.fromkeys(Mark, 0)
        for ply in self.of_side(color):
            if ply.mark is not None:
                counts[ply.mark] += 1
        return counts

    @property
    def marked(self) -> tuple[PlyReview, ...]:
        """The marked moves, in order."""
        return tuple(ply for ply in self.plies if ply.mark is not None)
