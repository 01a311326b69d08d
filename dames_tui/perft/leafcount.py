"""Counting legal moves without building them, for many positions at once.

Perft's last ply only needs how many moves each position has. The counter is
built here from a :class:`~dames_tui.core.movegen.MoveGenerator` (its
geometry, its rule flags, and its full search for the rare positions the
masks do not settle); the generator itself knows nothing of it. Quiet moves
and single captures are counted with ``int.bit_count()`` on shifted masks;
rafles of up to three captures are followed with masks too, one mask per
sequence of directions (see :func:`build_leaf_counter`).

Several positions with the same side to move can be counted together: they
are laid side by side in one integer, each in a *lane* wide enough that no
shift used here carries a square of one lane onto a playable square of
another (the board's bits, then at least two jumps' worth of spare bits).
Python's big-integer operations cost little more on a few hundred bits than
on sixty, so each mask operation then serves every position at once. Where
positions need different treatment (one has a capture, its neighbour only
quiet moves), a *lane mask* selects them: a lane's top bit is set by adding
``2**(lane - 1) - 1`` to its board bits exactly when one of them is set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from ..core.movegen import MoveGenerator
from ..core.topology import iter_bits

Child = tuple[int, int, int]  # white, black, kings
CountOne = Callable[[int, int, int, bool], int]
CountMany = Callable[[Sequence[Child], bool], int]


class Lanes:
    """The lane layout of one board: ``width`` bits a lane, and for ``n``
    lanes the masks ``layout(n) = (boards, adders, guards)``: the board in
    every lane, the number whose addition sets a lane's top bit exactly when
    one of its board bits is set, and those top bits."""

    def __init__(self, board: int, longest_shift: int) -> None:
        self.board = board
        self.width = board.bit_length() + longest_shift + 1
        self._layouts: list[tuple[int, int, int]] = [(0, 0, 0)]

    def layout(self, n: int) -> tuple[int, int, int]:
        layouts, board, width = self._layouts, self.board, self.width
        top = width - 1
        while len(layouts) <= n:
            boards, adders, guards = layouts[-1]
            at = (len(layouts) - 1) * width
            layouts.append(
                (boards | board << at, adders | ((1 << top) - 1) << at, guards | 1 << (top + at))
            )
        return layouts[n]


@cache
def lanes_for(gen: MoveGenerator) -> Lanes:
    """The lanes of ``gen``'s board: wide enough for a jump's two steps."""
    return Lanes(gen.board, 2 * gen.right)


@cache
def leaf_counter(gen: MoveGenerator) -> tuple[CountOne, CountMany]:
    """``(count, count_many)`` of ``gen``'s rules, built once per generator.

    ``count(white, black, kings, wtm)`` is ``len(gen.moves(...))`` without
    building the moves when it can: quiet moves, single captures and rafles
    of up to three captures are counted with ``bit_count`` on shifted masks;
    only longer rafles and flying kings' captures are searched.
    ``count_many(children, wtm)`` is the total of ``count`` over
    ``(white, black, kings)`` positions with the same side to move, counted
    side by side in lanes.

    >>> from dames_tui.core import Position, find_rules
    >>> start = Position.initial(find_rules("international"))
    >>> count, count_many = leaf_counter(start.generator)
    >>> count(*start.raw()), count_many([start.raw()[:3]] * 3, True)
    (9, 27)
    """
    return build_leaf_counter(gen)


def build_leaf_counter(gen: MoveGenerator) -> tuple[CountOne, CountMany]:
    """``count(white, black, kings, wtm)`` and ``count_many(children, wtm)``:
    the number of legal moves of one position, and the total over several
    positions with the same side to move."""
    if not gen.classic:
        raise NotImplementedError("the leaf count knows the classic route's rules only")
    board, left, right = gen.board, gen.left, gen.right
    flying, majority, backward = gen.flying, gen.majority, gen.men_backward
    captures, king_can_capture = gen.effects, gen.flying_kings_capture
    r2, l2 = 2 * right, 2 * left
    lane = lanes_for(gen).width
    top = lane - 1
    # Directions 0..3 are up-left, up-right, down-left, down-right; 3 - d is
    # the reverse of d. A jump moves a bit two steps: >> for up, << for down.
    jump_shift = (r2, l2, -l2, -r2)
    all_dirs = (0, 1, 2, 3)
    white_men_dirs = all_dirs if backward else (0, 1)
    black_men_dirs = all_dirs if backward else (2, 3)

    # after a jump in direction d, the directions a rafle may go on in
    def onward(dirs: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(e for e in dirs if e != 3 - d) for d in all_dirs)

    white_men_onward, black_men_onward = onward(white_men_dirs), onward(black_men_dirs)
    king_onward = onward(all_dirs)
    white_stop = gen.white_crown if gen.stop_on_crown else 0
    black_stop = gen.black_crown if gen.stop_on_crown else 0

    layout = lanes_for(gen).layout

    def count_rafles(
        origins: tuple[int, int, int, int],
        jumps: tuple[int, int, int, int],
        men: int,
        short_kings: int,
        wtm: bool,
        own: int,
        opp: int,
        empty: int,
        lanes: int,
        adders: int,
        guards: int,
    ) -> int | None:
        """The captures, in the lanes ``lanes``, when one may go on after its first jump.

        Follows every direction sequence at once, one mask per sequence: up to
        three captures, a rafle never meets a piece it took or its own start
        square again (the only way back to either is the reverse direction,
        which is excluded), so ``jumps`` -- the squares from which a jump
        exists on the board -- answers exactly, and different sequences are
        different moves. Under the majority rule each lane counts only its
        longest rafles. ``None`` when a rafle reaches a fourth capture.
        """
        men_onward = white_men_onward if wtm else black_men_onward
        stop = white_stop if wtm else black_stop

        def fourth_jump(level: list[tuple[int, tuple[int, ...]]]) -> bool:
            # a fourth jump may land on its own start square: every own square counts as free
            spare = empty | own
            spare_jumps = (
                ((spare << right) & opp) << right,
                ((spare << left) & opp) << left,
                ((spare >> left) & opp) >> left,
                ((spare >> right) & opp) >> right,
            )
            return any(landed & spare_jumps[e] for landed, dirs in level for e in dirs)

        if majority and not short_kings and not stop:
            # men only, longest rafles only: a lane's answer is the number of
            # sequences at the deepest level it reaches
            level = []
            for d in all_dirs:
                start = origins[d]
                if start:
                    shift = jump_shift[d]
                    level.append((start >> shift if shift > 0 else start << -shift, d))
            total = 0
            for _ in (1, 2):
                deeper = []
                reached = 0
                for landed, d in level:
                    for e in men_onward[d]:
                        pieces = landed & jumps[e]
                        if pieces:
                            shift = jump_shift[e]
                            pieces = pieces >> shift if shift > 0 else pieces << -shift
                            reached |= pieces
                            deeper.append((pieces, e))
                if not deeper:
                    return total + sum(landed.bit_count() for landed, _ in level)
                deeper_lanes = (((reached + adders) & guards) >> top) * board
                done = lanes & ~deeper_lanes
                if done:
                    total += sum((landed & done).bit_count() for landed, _ in level)
                level, lanes = deeper, deeper_lanes
            if fourth_jump([(landed, men_onward[d]) for landed, d in level]):
                return None
            return total + sum(landed.bit_count() for landed, _ in level)
        # Any pieces: ended[k] holds the masks of the rafles that end after k
        # captures (no jump goes on, or crowned where that ends the move).
        ended: tuple[list[int], ...] = ([], [], [], [])
        frontier = []
        for d in all_dirs:
            start = origins[d]
            if not start:
                continue
            shift = jump_shift[d]
            for pieces, nexts, crown in (
                (start & men, men_onward, stop),
                (start & short_kings, king_onward, 0),
            ):
                if pieces:
                    landed = pieces >> shift if shift > 0 else pieces << -shift
                    if landed & crown:
                        ended[1].append(landed & crown)
                        landed &= ~crown
                    if landed:
                        frontier.append((landed, nexts[d], nexts, crown))
        k = 1
        while frontier:
            if k == 3:
                if fourth_jump([(landed, dirs) for landed, dirs, _, _ in frontier]):
                    return None
                ended[3].extend(landed for landed, _, _, _ in frontier)
                break
            following = []
            for landed, dirs, nexts, crown in frontier:
                going = 0
                for e in dirs:
                    pieces = landed & jumps[e]
                    if pieces:
                        going |= pieces
                        shift = jump_shift[e]
                        reached = pieces >> shift if shift > 0 else pieces << -shift
                        if reached & crown:
                            ended[k + 1].append(reached & crown)
                            reached &= ~crown
                        if reached:
                            following.append((reached, nexts[e], nexts, crown))
                if landed ^ going:
                    ended[k].append(landed ^ going)
            frontier = following
            k += 1
        if not majority:
            return sum(mask.bit_count() for masks in ended for mask in masks)
        total = 0
        deeper_lanes = 0
        for masks in ended[3], ended[2], ended[1]:
            if masks:
                reached = 0
                for mask in masks:
                    reached |= mask
                here = (((reached + adders) & guards) >> top) * board
                done = here & ~deeper_lanes
                if done:
                    total += sum((mask & done).bit_count() for mask in masks)
                deeper_lanes |= here
        return total

    def count_packed(
        white: int, black: int, kings: int, wtm: bool, n: int, children: Sequence[Child]
    ) -> int:
        """The moves of the ``n`` positions laid in lanes; ``children`` are
        the same positions unpacked (for the rare ones searched in full)."""
        boards, adders, guards = layout(n)
        occupied = white | black
        empty = boards & ~occupied
        if wtm:
            own, opp = white, black
        else:
            own, opp = black, white
        men = own & ~kings
        own_kings = own & kings
        if own_kings and flying:  # one lane only (count_many keeps them apart)
            for king in iter_bits(own_kings):
                if king_can_capture(king, opp, occupied, empty):
                    return len(captures(white, black, kings, wtm))
            up = down = short_kings = 0
        else:
            up = down = short_kings = own_kings
        if backward or wtm:
            up |= men
        if backward or not wtm:
            down |= men
        # single jumps, bit-parallel: origins that can jump in each direction
        o_ul = o_ur = o_dl = o_dr = j_ul = j_ur = j_dl = j_dr = 0
        if up:
            j_ul = ((empty << right) & opp) << right
            j_ur = ((empty << left) & opp) << left
            o_ul, o_ur = j_ul & up, j_ur & up
        if down:
            j_dl = ((empty >> left) & opp) >> left
            j_dr = ((empty >> right) & opp) >> right
            o_dl, o_dr = j_dl & down, j_dr & down
        total = 0
        origins = o_ul | o_ur | o_dl | o_dr
        if origins:
            # a landing square from which a jump starts: a rafle
            onward = (o_ul >> r2 | o_ur >> l2 | o_dl << l2 | o_dr << r2) & (
                j_ul | j_ur | j_dl | j_dr
            )
            if onward:
                searched = boards if n == 1 else (((onward + adders) & guards) >> top) * board
                kept = ~searched
                total = (
                    (o_ul & kept).bit_count()
                    + (o_ur & kept).bit_count()
                    + (o_dl & kept).bit_count()
                    + (o_dr & kept).bit_count()
                )
                rafles = count_rafles(
                    (o_ul & searched, o_ur & searched, o_dl & searched, o_dr & searched),
                    (j_ul, j_ur, j_dl, j_dr),
                    men,
                    short_kings,
                    wtm,
                    own,
                    opp,
                    empty,
                    searched,
                    adders,
                    guards,
                )
                if rafles is None:  # four captures or more somewhere: search those lanes
                    flags = ((onward + adders) & guards) >> top
                    while flags:
                        flag = flags & -flags
                        flags ^= flag
                        w, b, k = children[(flag.bit_length() - 1) // lane]
                        total += len(captures(w, b, k, wtm))
                else:
                    total += rafles
            else:
                total = o_ul.bit_count() + o_ur.bit_count() + o_dl.bit_count() + o_dr.bit_count()
            if n == 1:
                return total
            # the lanes that must capture are done; the others have their quiet moves
            empty &= ~((((origins + adders) & guards) >> top) * board)
            if not empty:
                return total
        if wtm:
            total += ((men >> right) & empty).bit_count() + ((men >> left) & empty).bit_count()
        else:
            total += ((men << right) & empty).bit_count() + ((men << left) & empty).bit_count()
        if own_kings:
            if flying:  # (one lane only)
                for shift in (left, right):
                    reach = own_kings
                    while reach:
                        reach = (reach >> shift) & empty
                        total += reach.bit_count()
                    reach = own_kings
                    while reach:
                        reach = (reach << shift) & empty
                        total += reach.bit_count()
            else:
                total += (
                    ((own_kings >> right) & empty).bit_count()
                    + ((own_kings >> left) & empty).bit_count()
                    + ((own_kings << right) & empty).bit_count()
                    + ((own_kings << left) & empty).bit_count()
                )
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
                if flying and kings & (white if wtm else black):
                    # flying kings are not followed in lanes: alone
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
