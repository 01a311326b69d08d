"""Counting legal moves along any lines: the general route's last ply.

The kernel's general search (:meth:`~dames_tui.core.kernel.Kernel.routes`)
follows every rule square by square; perft's last ply only needs how many
moves a position has. This counter takes them from shifted masks along the
kernel's lines -- the diagonals, and the rows and columns where the rules
capture along them (Frisian: along a row a jump passes the next square of
the same colour, two columns away) -- for the rules :func:`supports` knows,
and from the kernel's full search for the positions the masks do not
settle: a king of the side to move that can take, or a man crowned in a
capture who goes on as a king.

Quiet moves and single captures are ``bit_count`` calls on shifted masks;
rafles are followed with one mask per sequence of directions
(:func:`.rafles.follow`), and the precedence rule keeps, in each position,
the captures of the best kind (:func:`.rafles.kind_order`). Several
positions with the same side to move are counted side by side in lanes of
one integer, as in :mod:`.leafcount`; the positions a mask does not settle
are searched alone.

:func:`line_moves` gives the positions after the moves, for the plies above
(and :mod:`.lineply`, which also counts two plies at once).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import NamedTuple

from ..core.kernel import REVERSE, Capture
from ..core.movegen import MoveGenerator
from ..core.rules import Precedence
from ..core.topology import iter_bits
from .leafcount import Child, CountMany, CountOne, Lanes
from .rafles import Ended, Rafle, follow, kind_order, shifted

Step = tuple[int, int, int]  # a direction, and its step as ((bb & edge) << left) >> right


class Side(NamedTuple):
    """How one colour's men take and step, by direction."""

    white: bool
    takes: tuple[int, ...]  # the directions it takes along
    backs: tuple[Step, ...]  # per take direction, the step back
    jumps: tuple[tuple[int, int], ...]  # per take direction, a jump's two steps: (<<, >>)
    shifts: tuple[int, ...]  # per take direction, one step's offset
    roots: tuple[Rafle, ...]  # per take direction, the one-jump sequence
    steps: tuple[Step, ...]  # its quiet steps
    step_shifts: tuple[int, ...]  # per quiet step, its offset
    crown: int  # its crowning row
    stop_on_crown: bool  # a man's capture ends on the crowning row (and crowns him)
    crown_as_king: bool  # a man crowned in a capture goes on as a king (searched)


def supports(gen: MoveGenerator) -> bool:
    """Whether the counters along any lines know ``gen``'s rules: the
    general route (the classic one has :mod:`.leafcount`), pieces removed
    at the end of a capture, and a precedence rule that looks only at how
    many men and kings a capture takes and with which piece.

    >>> from dames_tui.core import find_rules
    >>> from dames_tui.core.kernel import kernel_for
    >>> [supports(kernel_for(find_rules(name))) for name in ("frisian", "international")]
    [True, False]
    """
    return (
        not gen.classic
        and not gen.remove_at_once
        and Precedence.EARLIEST_KING not in gen.precedence
    )


def step_of(gen: MoveGenerator, d: int) -> Step:
    """Direction ``d``'s step, as ``(d, left, right)``."""
    shift = gen.topology.directions[d].shift
    return d, max(shift, 0), max(-shift, 0)


@cache
def sides(gen: MoveGenerator) -> tuple[Side, Side]:
    """White's and Black's :class:`Side`."""
    directions = gen.topology.directions

    def side(white: bool) -> Side:
        takes = gen.white_man_takes if white else gen.black_man_takes
        shifts = tuple(directions[d].shift for d in takes)
        roots = Rafle(0, ()).grow(shifts)
        moves = gen.white_man_steps if white else gen.black_man_steps
        return Side(
            white,
            takes,
            tuple(step_of(gen, REVERSE[d]) for d in takes),
            tuple((max(2 * s, 0), max(-2 * s, 0)) for s in shifts),
            shifts,
            tuple(node for _, node in roots),
            tuple(step_of(gen, d) for d in moves),
            tuple(directions[d].shift for d in moves),
            gen.white_crown if white else gen.black_crown,
            gen.stop_on_crown,
            gen.crown_as_king,
        )

    return side(True), side(False)


def back_jumps(target: int, prey: int, side: Side, edges: Sequence[int]) -> list[int]:
    """Per take direction of ``side``, the squares from which a man jumps
    over a ``prey`` piece onto a ``target`` square (``edges``: each
    direction's edge mask, -1 where a step needs none)."""
    out = []
    for d, ls, rs in side.backs:
        edge = edges[d]
        if edge < 0:
            out.append(((((target << ls) >> rs) & prey) << ls) >> rs)
        else:
            out.append((((((target & edge) << ls) >> rs) & prey & edge) << ls) >> rs)
    return out


class LineMoves(NamedTuple):
    """The positions after the moves, by kind of move (see :func:`line_moves`)."""

    # captures(white, black, kings, wtm, empty, men, prey, jumps): the
    # captures of a position where a man can take (jumps: back_jumps(empty, prey))
    captures: Callable[[int, int, int, bool, int, int, int, Sequence[int]], list[Child]]
    # quiet(white, black, kings, wtm, empty): the quiet moves of a position without captures
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
    :func:`supports` must know), from masks where they settle them."""
    board, directions = gen.board, gen.topology.directions
    edges = tuple(d.edge if d.needs_edge else -1 for d in directions)
    crown_as_king = gen.crown_as_king
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
        men: int,
        prey: int,
        jumps: Sequence[int],
    ) -> list[Child]:
        side = white_side if wtm else black_side
        crown = side.crown
        firsts = [j & men for j in jumps]
        prey_kings = prey & kings
        landed = any_jump = 0
        for index, first in enumerate(firsts):
            if first:
                ls, rs = side.jumps[index]
                landed |= (first << ls) >> rs
        for j in jumps:
            any_jump |= j
        out: list[Child] = []
        if not prey_kings and not landed & any_jump and not (crown_as_king and landed & crown):
            # single jumps, each a move
            for index, first in enumerate(firsts):
                shift = side.shifts[index]
                while first:
                    frm = first & -first
                    first ^= frm
                    over = shifted(frm, shift)
                    to = shifted(over, shift)
                    k = (kings & ~over) | (to & crown)
                    if wtm:
                        out.append((white ^ (frm | to), black ^ over, k))
                    else:
                        out.append((white ^ over, black ^ (frm | to), k))
            return out
        ended, crowned = _follow(firsts, jumps, prey, prey_kings, empty, board, side, edges)
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
            edge = edges[d]
            targets = (((men & edge) << ls) >> rs) & empty
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


def _follow(
    firsts: Sequence[int],
    jumps: Sequence[int],
    prey: int,
    prey_kings: int,
    empty: int,
    boards: int,
    side: Side,
    edges: Sequence[int],
) -> tuple[Ended, int]:
    """The complete captures of the men in ``firsts`` (per take direction,
    those that jump that way), by :func:`.rafles.follow`."""
    king_jumps = back_jumps(empty, prey_kings, side, edges) if prey_kings else None

    def back_to_start(index: int, over_king: bool) -> int:
        d, ls, rs = side.backs[index]
        edge = edges[d]
        landing = (((boards & edge) << ls) >> rs) & (prey_kings if over_king else prey)
        return ((landing & edge) << ls) >> rs

    return follow(
        firsts,
        side.roots,
        side.jumps,
        side.shifts,
        jumps,
        king_jumps,
        back_to_start,
        side.crown,
        side.stop_on_crown,
        side.crown_as_king,
    )


@cache
def line_leaf_counter(gen: MoveGenerator) -> tuple[CountOne, CountMany]:
    """``(count, count_many)`` of ``gen``'s rules (which :func:`supports` must
    know), built once per generator: ``count(white, black, kings, wtm)`` is
    ``len(gen.moves(...))``, ``count_many(children, wtm)`` the total over
    ``(white, black, kings)`` positions with the same side to move, counted
    side by side in lanes.

    >>> from dames_tui.core import Position, find_rules
    >>> start = Position.initial(find_rules("frisian"))
    >>> count, count_many = line_leaf_counter(start.generator)
    >>> count(*start.raw()), count_many([start.raw()[:3]] * 3, True)
    (9, 27)
    """
    board = gen.board
    directions = gen.topology.directions
    moves, capturers = gen.moves, gen.capturers
    men_take_kings, flying = gen.men_take_kings, gen.flying
    order = kind_order(gen)
    lanes = Lanes(board, 2 * max(abs(d.shift) for d in directions))
    lane, top = lanes.width, lanes.width - 1
    white_side, black_side = sides(gen)
    king_steps = tuple(step_of(gen, d) for d in gen.king_steps)
    edge_layouts: list[tuple[int, ...]] = [()]

    def layout(n: int) -> tuple[int, int, int, tuple[int, ...]]:
        """:meth:`Lanes.layout`, and each direction's edge mask in every lane
        (-1 where a step needs none: it lands on a ghost bit or off the board,
        in the spare bits between lanes)."""
        while len(edge_layouts) <= n:
            k = len(edge_layouts)
            edge_layouts.append(
                tuple(
                    sum(d.edge << (i * lane) for i in range(k)) if d.needs_edge else -1
                    for d in directions
                )
            )
        return (*lanes.layout(n), edge_layouts[n])

    def quiet_count(
        men: int, own_kings: int, empty: int, side: Side, edges: tuple[int, ...]
    ) -> int:
        total = 0
        for d, ls, rs in side.steps:
            edge = edges[d]
            if edge < 0:
                total += (((men << ls) >> rs) & empty).bit_count()
            else:
                total += ((((men & edge) << ls) >> rs) & empty).bit_count()
        if own_kings:  # (one lane only: count_many keeps them apart)
            for d, ls, rs in king_steps:
                edge = edges[d]
                reach = own_kings
                while reach:
                    reach = (((reach & edge) << ls) >> rs) & empty
                    total += reach.bit_count()
                    if not flying:
                        break
        return total

    def settle(ended: Ended, adders: int, guards: int) -> int:
        """The legal captures of every lane: in each, those of the best kind it has."""
        kinds = {kind for kind, _ in ended}
        if len(kinds) == 1:
            return sum(mask.bit_count() for mask in ended.values())
        total = done = 0
        for group in order(kinds):
            masks = [mask for (kind, _), mask in ended.items() if kind in group]
            reached = 0
            for mask in masks:
                reached |= mask
            here = (((reached + adders) & guards) >> top) * board
            counted = here & ~done
            if counted:
                total += sum((mask & counted).bit_count() for mask in masks)
            done |= here
        return total

    def count_packed(
        white: int, black: int, kings: int, wtm: bool, n: int, children: Sequence[Child]
    ) -> int:
        """The moves of the ``n`` positions laid in lanes; ``children`` are
        the same positions unpacked (for the ones searched in full)."""
        boards, adders, guards, edges = layout(n)
        empty = boards & ~(white | black)
        if wtm:
            own, opp, side = white, black, white_side
        else:
            own, opp, side = black, white, black_side
        own_kings = own & kings
        men = own ^ own_kings
        if own_kings and capturers(white, black, kings, wtm) & own_kings:
            return len(moves(white, black, kings, wtm))  # (one lane only)
        prey = opp if men_take_kings else opp & ~kings
        jumps = back_jumps(empty, prey, side, edges)
        origins = 0
        for j in jumps:
            origins |= j
        origins &= men
        if not origins:
            return quiet_count(men, own_kings, empty, side, edges)
        total = 0
        if n > 1:
            # the lanes without a capture have their quiet moves
            capturing = (((origins + adders) & guards) >> top) * board
            if capturing != boards:
                total = quiet_count(men, 0, empty & ~capturing, side, edges)
        firsts = [j & men for j in jumps]
        # a rafle may go on from a landing square (the start square is still
        # occupied on the board: jumping straight back is never seen)
        landed = any_jump = 0
        for index, first in enumerate(firsts):
            if first:
                ls, rs = side.jumps[index]
                landed |= (first << ls) >> rs
        for j in jumps:
            any_jump |= j
        prey_kings = prey & kings
        if side.stop_on_crown:
            special = landed & any_jump & ~side.crown
        elif side.crown_as_king:
            special = landed & (any_jump | side.crown)
        else:
            special = landed & any_jump
        if prey_kings:  # jumps over kings and over men: the kinds are ranked
            special |= landed
        if not special:
            return total + sum(first.bit_count() for first in firsts)
        searched = boards if n == 1 else (((special + adders) & guards) >> top) * board
        if searched != boards:
            kept = ~searched
            total += sum((first & kept).bit_count() for first in firsts)
            firsts = [first & searched for first in firsts]
        ended, crowned = _follow(
            firsts, jumps, prey, prey_kings & searched, empty, boards, side, edges
        )
        if crowned:  # search those lanes in full
            if n == 1:
                return len(moves(white, black, kings, wtm))
            flags = ((crowned + adders) & guards) >> top
            kept = ~(flags * board)
            for key in ended:
                ended[key] &= kept
            while flags:
                flag = flags & -flags
                flags ^= flag
                w, b, k = children[(flag.bit_length() - 1) // lane]
                total += len(moves(w, b, k, wtm))
        if ended:
            total += settle(ended, adders, guards)
        return total

    def count(white: int, black: int, kings: int, wtm: bool) -> int:
        return count_packed(white, black, kings, wtm, 1, ((white, black, kings),))

    def count_many(children: Sequence[Child], wtm: bool) -> int:
        if len(children) == 1:
            white, black, kings = children[0]
            return count_packed(white, black, kings, wtm, 1, children)
        total = 0
        packed_white = packed_black = packed_kings = at = 0
        laid = []
        for child in children:
            white, black, kings = child
            if kings:
                if kings & (white if wtm else black):
                    # a king of the side to move is not followed in lanes: alone
                    total += count_packed(white, black, kings, wtm, 1, (child,))
                    continue
                packed_kings |= kings << at
            packed_white |= white << at
            packed_black |= black << at
            at += lane
            laid.append(child)
        if laid:
            total += count_packed(packed_white, packed_black, packed_kings, wtm, len(laid), laid)
        return total

    return count, count_many
