"""The reference perft: the legal-move tree walked through the public API only.

Every legal move (:meth:`Position.legal_moves`) is played
(:meth:`Position.play`) and the leaves are counted; nothing else. No
bitboards, no counting shortcuts, no batching: slow, and right as long as
the moves are, so the fast counters of :mod:`~dames_tui.perft.fast` and
:mod:`~dames_tui.perft.leafcount` are checked against it.
"""

from __future__ import annotations

from ..core.move import Move
from ..core.position import Position


def reference_perft(position: Position, depth: int) -> int:
    """The number of move sequences ``depth`` plies long from ``position``.

    >>> from dames_tui.core import Position, find_rules
    >>> reference_perft(Position.initial(find_rules("english")), 3)
    302
    """
    if depth <= 0:
        return 1
    moves = position.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(reference_perft(position.play(move), depth - 1) for move in moves)


def reference_divide(position: Position, depth: int) -> list[tuple[Move, int]]:
    """For each legal move, in :meth:`Position.legal_moves` order, the
    reference perft of ``depth - 1`` below it."""
    return [
        (move, reference_perft(position.play(move), depth - 1)) for move in position.legal_moves()
    ]
