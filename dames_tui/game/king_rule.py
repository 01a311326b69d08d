"""The same-king rule (Frisian, ``rules.same_king_moves``): while a side has
kings and men, one king may not make more than that many quiet moves in a
row. It depends on the moves played, so a position does not hold it: the
game (:class:`~dames_tui.game.Game`), the Hub session and the search each
carry a :class:`KingRun` per side.

A side's run is the king that made its last quiet moves and how many it made
in a row; any other move of that side (a man's, another king's, a capture)
ends it. The opponent's moves leave it alone: if they take that king, its
square is empty and the run no longer restrains anything.

>>> from dames_tui.core import find_rules
>>> frisian = find_rules("frisian")
>>> run = KingRun(king=1 << 5, moves=3)
>>> refused_king(frisian, own=(1 << 5) | (1 << 40), kings=1 << 5, run=run) == 1 << 5
True
>>> refused_king(frisian, own=1 << 5, kings=1 << 5, run=run)  # only kings: no limit
0
"""

from __future__ import annotations

from typing import NamedTuple

from dames_tui.core import RawMove, Rules


class KingRun(NamedTuple):
    """The quiet moves one side made in a row with one king."""

    king: int = 0  # the bit the king stands on after them (0: no run)
    moves: int = 0


NO_RUN = KingRun()
NO_RUNS: tuple[KingRun, KingRun] = (NO_RUN, NO_RUN)  # (White's, Black's)


def next_run(run: KingRun, move: RawMove, kings: int) -> KingRun:
    """The mover's run after ``move`` (``kings``: the kings before it)."""
    frm, to, captured = move[0], move[1], move[2]
    if captured or not kings & frm:
        return NO_RUN
    return KingRun(to, run.moves + 1 if frm == run.king else 1)


def refused_king(rules: Rules, own: int, kings: int, run: KingRun) -> int:
    """The bit of the king of the side owning ``own`` that may not make a
    quiet move now (0 when none is held back): its run is at the limit and
    its side has men too."""
    limit = rules.same_king_moves
    if not limit or run.moves < limit:
        return 0
    own_kings = own & kings
    if not run.king & own_kings or own_kings == own:
        return 0
    return run.king
