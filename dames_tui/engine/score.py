"""Scores: centi-men (100 = one man), won games as a large constant minus the ply.

>>> format_score(15)
'+0.15'
>>> format_score(-100)
'-1.00'
>>> format_score(WIN - 3)
'win in 2'
>>> mate_in(-(WIN - 4))
-2
"""

from __future__ import annotations

WIN = 30_000  # the score of a won position at the root; a win at ply p scores WIN - p
MAX_PLY = 128  # the search never goes deeper than this
WIN_BOUND = WIN - MAX_PLY  # |score| >= WIN_BOUND: a forced win or loss
INFINITY = WIN + 1


def is_win_score(score: int) -> bool:
    """Whether ``score`` announces a forced win or loss."""
    return abs(score) >= WIN_BOUND


def mate_in(score: int) -> int | None:
    """Moves of the side to move until the game is decided: positive when it
    wins, negative when it loses, None for an ordinary score."""
    if score >= WIN_BOUND:
        return (WIN - score + 1) // 2
    if score <= -WIN_BOUND:
        return -((WIN + score + 1) // 2)
    return None


def format_men(centi: int) -> str:
    """Centi-men as signed men with two decimals: ``"+0.15"``, ``"0.00"``, ``"-1.00"``."""
    if centi == 0:
        return "0.00"
    sign = "+" if centi > 0 else "-"
    whole, part = divmod(abs(centi), 100)
    return f"{sign}{whole}.{part:02d}"


def format_score(score: int) -> str:
    """A score for display: men with two decimals, or ``"win in N"`` / ``"loss in N"``."""
    moves = mate_in(score)
    if moves is None:
        return format_men(score)
    if moves > 0:
        return f"win in {moves}"
    return f"loss in {-moves}"
