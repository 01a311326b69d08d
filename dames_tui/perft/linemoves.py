"""The positions after the legal moves along any lines, from masks.

Perft's plies above the leaves need the positions after each move, not the
moves' paths. For the rules :func:`~dames_tui.perft.linecount.supports`
knows, the men's captures come from masks (single jumps and rafles of two
directly, longer rafles by :func:`~dames_tui.perft.rafles.follow`), the
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
from .rafles import Frontier, kind_order, men_rafles, shifted, sides, two_jumps


class LineMoves(NamedTuple):
    """The positions after the moves, by kind of move (see :func:`line_moves`)."""

    # captures(white, black, kings, wtm, empty, prey, jumps, any_jump, firsts,
    # landings, landed, twice): a position where a man can take; per take
    # direction, the squares a jump starts from (over prey onto an empty
    # square), the men that jump and where they land, with the unions of
    # the jumps and of the landings and the squares two jumps land on
    captures: Callable[
        [int, int, int, bool, int, int, Sequence[int], int, list[int], list[int], int, int],
        list[Child],
    ]
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
    board, directions = gen.board, gen.topology.directions
    edges = tuple(d.edge if d.needs_edge else -1 for d in directions)
    flying, king_steps, rays = gen.flying, gen.king_steps, gen.topology.ray
    order = kind_order(gen)
    white_side, black_side = sides(gen)

    def general(white: int, black: int, kings: int, wtm: bool) -> list[Child]:
        return after(white, black, kings, wtm, gen.effects(white, black, kings, wtm))

    def captures(
        white: int,
        black: int,
        kings: int,
        wtm: bool,
        empty: int,
        prey: int,
        jumps: Sequence[int],
        any_jump: int,
        firsts: list[int],
        landings: list[int],
        landed: int,
        twice: int,
    ) -> list[Child]:
        side = white_side if wtm else black_side
        crown, shifts = side.crown, side.shifts
        prey_kings = prey & kings
        out: list[Child] = []

        def add(frm: int, to: int, captured: int) -> None:
            k = (kings & ~captured) | (to & crown)
            if wtm:
                out.append((white ^ frm ^ to, black & ~captured, k))
            else:
                out.append((white & ~captured, black ^ frm ^ to, k))

        onward = landed & any_jump
        if side.stop_on_crown:
            onward &= ~crown  # crowned there, the move ends
        if prey_kings or twice or (side.crown_as_king and landed & crown):
            # followed jump by jump
            ended, crowned = men_rafles(
                None, firsts, jumps, None, prey, prey_kings, empty, board, crown, side, edges
            )
        elif not onward:
            # single jumps, each a move
            for index, first in enumerate(firsts):
                shift = shifts[index]
                while first:
                    frm = first & -first
                    first ^= frm
                    over = shifted(frm, shift)
                    add(frm, shifted(over, shift), over)
            return out
        elif side.longer_wins or side.all_alike:
            # two jumps, and the sequences that go on from there
            seconds, going, third, beyond = two_jumps(
                landings, jumps, side, edges, board, crown, prey
            )
            deeper: Frontier = []
            for d, e, pieces, node, on in seconds:
                if on:
                    deeper.append((on, node, 2, 0))
                    if not side.all_alike:
                        continue
                    ls, rs = side.jumps[e]
                    pieces &= ~((on << rs) >> ls)  # the second landings that end there
                elif third and not side.all_alike:
                    continue
                first, second = shifts[d], shifts[e]
                while pieces:
                    at = pieces & -pieces
                    pieces ^= at
                    frm = shifted(at, -2 * first)
                    add(frm, shifted(at, 2 * second), shifted(frm, first) | shifted(at, second))
            if not seconds or side.all_alike:
                for index, landing in enumerate(landings):
                    landing &= ~going
                    shift = shifts[index]
                    while landing:
                        to = landing & -landing
                        landing ^= to
                        over = shifted(to, -shift)
                        add(shifted(over, -shift), to, over)
            if not deeper:
                return out
            ended, crowned = men_rafles(
                deeper, firsts, jumps, beyond, prey, 0, empty, board, crown, side, edges
            )
        else:
            ended, crowned = men_rafles(
                None, firsts, jumps, None, prey, prey_kings, empty, board, crown, side, edges
            )
        if crowned:
            return general(white, black, kings, wtm)
        groups = order({kind for kind, _ in ended})
        for (kind, (at, overs)), ends in ended.items():
            if kind not in groups[0]:
                continue
            for to in iter_bits(ends):
                frm = shifted(to, -at)
                captured = 0
                for offset in overs:
                    captured |= shifted(frm, offset)
                add(frm, to, captured)
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
