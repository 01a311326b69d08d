"""The positions after the legal moves along any lines, from masks.

Perft's plies above the leaves need the positions after each move, not the
moves' paths. For the rules :func:`~dames_tui.perft.linecount.supports`
knows, the men's single jumps come from masks (:mod:`.lineply`'s compiled
code), their rafles from :func:`~dames_tui.perft.menjumps.men_captures`, the
quiet moves from shifts and the kings' rays, and the kernel's own search
gives the rest: a king of the side to move that can take, a man crowned on
the way who goes on as a king.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import NamedTuple

from ..core.kernel import Capture
from ..core.movegen import MoveGenerator
from ..core.topology import iter_bits
from .leafcount import Child
from .menjumps import men_captures
from .rafles import shifted, sides


class LineMoves(NamedTuple):
    """The positions after the moves, by kind of move (see :func:`line_moves`)."""

    # captures(white, black, kings, wtm, empty, prey, origins): a position
    # where men can take (``origins``: those whose first jump exists), the
    # prey their captures may take
    captures: Callable[[int, int, int, bool, int, int, int], list[Child]]
    # quiet(white, black, kings, wtm, empty): a position without captures
    quiet: Callable[[int, int, int, bool, int], list[Child]]
    # king_moves(white, black, kings, wtm, empty): the kings' quiet moves alone
    king_moves: Callable[[int, int, int, bool, int], list[Child]]
    # general(white, black, kings, wtm): every move, by the kernel's search
    general: Callable[[int, int, int, bool], list[Child]]


def after(white: int, black: int, kings: int, wtm: bool, moves: Sequence[Capture]) -> list[Child]:
    """The positions after ``moves`` (``(frm, to, captured, king)``)."""
    out = []
    for frm, to, captured, king in moves:
        k = (kings & ~(frm | captured)) | king
        if wtm:
            out.append((white ^ frm ^ to, black & ~captured, k))
        else:
            out.append((white & ~captured, black ^ frm ^ to, k))
    return out


@cache
def line_moves(gen: MoveGenerator) -> LineMoves:
    """The positions after the legal moves of ``gen``'s rules (which
    :func:`~dames_tui.perft.linecount.supports` must know)."""
    directions = gen.topology.directions
    edges = tuple(d.edge if d.needs_edge else -1 for d in directions)
    flying, king_steps, rays = gen.flying, gen.king_steps, gen.topology.ray
    white_side, black_side = sides(gen)
    search = men_captures(gen)[::-1]  # by wtm
    crowns = gen.black_crown, gen.white_crown

    def general(white: int, black: int, kings: int, wtm: bool) -> list[Child]:
        return after(white, black, kings, wtm, gen.effects(white, black, kings, wtm))

    def captures(
        white: int, black: int, kings: int, wtm: bool, empty: int, prey: int, origins: int
    ) -> list[Child]:
        crown = crowns[wtm]
        found = search[wtm](origins, prey, kings, empty)
        if found is None:  # a man crowned on the way goes on as a king
            return general(white, black, kings, wtm)
        out: list[Child] = []
        for frm, to, captured in found:
            k = (kings & ~captured) | (to & crown)
            if wtm:
                out.append((white ^ frm ^ to, black & ~captured, k))
            else:
                out.append((white & ~captured, black ^ frm ^ to, k))
        return out

    def quiet(white: int, black: int, kings: int, wtm: bool, empty: int) -> list[Child]:
        side = white_side if wtm else black_side
        crown = side.crown
        own = white if wtm else black
        own_kings = own & kings
        men = own ^ own_kings
        out: list[Child] = []
        for (d, ls, rs), shift in zip(side.steps, side.step_shifts, strict=True):
            targets = (((men & edges[d]) << ls) >> rs) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                moved = to | shifted(to, -shift)
                k = kings | (to & crown)
                if wtm:
                    out.append((white ^ moved, black, k))
                else:
                    out.append((white, black ^ moved, k))
        if own_kings:
            out += king_moves(white, black, kings, wtm, empty)
        return out

    def king_moves(white: int, black: int, kings: int, wtm: bool, empty: int) -> list[Child]:
        out: list[Child] = []
        for king in iter_bits((white if wtm else black) & kings):
            i = king.bit_length() - 1
            for d in king_steps:
                for to in rays[d][i]:
                    if not to & empty:
                        break
                    moved = king | to
                    if wtm:
                        out.append((white ^ moved, black, kings ^ moved))
                    else:
                        out.append((white, black ^ moved, kings ^ moved))
                    if not flying:
                        break
        return out

    return LineMoves(captures, quiet, king_moves, general)
