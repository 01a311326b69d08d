"""Men's rafles followed with masks: the tree of jump sequences, and the
precedence rule's ranking of what a capture takes.

Each step of the board is one constant shift of the bits
(:mod:`~dames_tui.core.topology`), so a sequence of jump directions fixes,
whatever its start square, where each of its jumps passes and lands as
offsets from the start (differences of bit indices; different squares have
different bits). The questions a mask cannot answer are then answered by the
sequence alone: a jump over a piece the rafle took already (not allowed: it
stays on the board till the move ends, and blocks), a jump landing back on
the start square (free during the move, occupied on the board), and which
sequences make the same move (the same end and the same pieces taken: a
triangle of three jumps run both ways). Every other square answers from the
position itself, for every man and every lane at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache, cmp_to_key

from ..core.kernel import Route
from ..core.movegen import MoveGenerator

Kind = tuple[int, int]  # the men and the kings a capture takes
Key = tuple[int, frozenset[int]]  # a move of a man: where it ends, what it passes (offsets)
Ended = dict[tuple[Kind, Key], int]  # per kind and move, the mask of the end squares


class Rafle:
    """A node of the tree of jump sequences, as offsets from the start square.

    ``at``: where the sequence lands; ``overs``: the squares it jumps over,
    in order; ``key``: the move it makes; ``nexts``: for each direction it
    may go on in, ``(index, node)`` -- the direction's index among the
    side's take directions and the longer sequence (None until :meth:`grow`
    builds it); ``returning``: the same for the jumps that land back on the
    start square.
    """

    __slots__ = ("at", "key", "nexts", "overs", "returning")

    def __init__(self, at: int, overs: tuple[int, ...]) -> None:
        self.at = at
        self.overs = overs
        self.key: Key = (at, frozenset(overs))
        self.nexts: tuple[tuple[int, Rafle], ...] | None = None
        self.returning: tuple[tuple[int, Rafle], ...] = ()

    def grow(self, shifts: Sequence[int]) -> tuple[tuple[int, Rafle], ...]:
        """The sequences one jump longer, along ``shifts`` (one step's offset
        per take direction): never over a square already jumped (which
        includes turning straight back)."""
        nexts: list[tuple[int, Rafle]] = []
        returning: list[tuple[int, Rafle]] = []
        for index, shift in enumerate(shifts):
            over = self.at + shift
            if over in self.overs:
                continue
            land = over + shift
            (returning if land == 0 else nexts).append((index, Rafle(land, (*self.overs, over))))
        self.nexts, self.returning = tuple(nexts), tuple(returning)
        return self.nexts


def shifted(bb: int, offset: int) -> int:
    """``bb`` moved ``offset`` bits up (towards higher bits) or down."""
    return bb << offset if offset > 0 else bb >> -offset


def follow(
    firsts: Sequence[int],
    roots: Sequence[Rafle],
    jump_shifts: Sequence[tuple[int, int]],
    shifts: Sequence[int],
    jumps: Sequence[int],
    king_jumps: Sequence[int] | None,
    back_to_start: Callable[[int, bool], int],
    crown: int,
    stop_on_crown: bool,
    crown_as_king: bool,
) -> tuple[Ended, int]:
    """Every complete capture of the men in ``firsts``.

    ``firsts``: per take direction, the men that jump that way; ``roots``:
    the one-jump sequences; ``jump_shifts``: a jump as ``(<<, >>)``;
    ``shifts``: one step's offset; ``jumps``: the squares from which a jump
    that way exists on the board (over a prey piece, onto an empty square);
    ``king_jumps``: with kings among the prey, those over a king, else
    None; ``back_to_start(index, over_king)``: the same jumps along the
    ``index``-th direction onto any square (asked for only where a sequence
    comes back to its start square, which is free during the move).

    Returns, per kind and move, the mask of the end squares (a rafle ends
    where no jump goes on, or on the crowning row when the move stops
    there), and the squares where a man is crowned on the way and would go
    on as a king (for the caller to search in full).
    """
    any_jump = 0
    for j in jumps:
        any_jump |= j
    frontier: list[tuple[int, Rafle, int, int]] = []
    for index, first in enumerate(firsts):
        if not first:
            continue
        ls, rs = jump_shifts[index]
        node = roots[index]
        if king_jumps is not None:
            over_king = first & king_jumps[index]
            if over_king:
                frontier.append(((over_king << ls) >> rs, node, 0, 1))
                first ^= over_king
                if not first:
                    continue
        frontier.append(((first << ls) >> rs, node, 1, 0))
    ended: Ended = {}
    crowned = 0
    homes: dict[tuple[int, bool], int] = {}
    while frontier:
        following = []
        for landed, node, men, kings in frontier:
            if landed & crown:
                if stop_on_crown:  # crowned there: the move ends
                    key = ((men, kings), node.key)
                    ended[key] = ended.get(key, 0) | (landed & crown)
                    landed &= ~crown
                elif crown_as_king:  # it goes on as a king: searched
                    crowned |= landed & crown
                    landed &= ~crown
                if not landed:
                    continue
            nexts = node.nexts
            if nexts is None:
                nexts = node.grow(shifts)
            going = 0
            if landed & any_jump:
                for index, longer in nexts:
                    pieces = landed & jumps[index]
                    if not pieces:
                        continue
                    going |= pieces
                    ls, rs = jump_shifts[index]
                    if king_jumps is not None:
                        over_king = pieces & king_jumps[index]
                        if over_king:
                            following.append(((over_king << ls) >> rs, longer, men, kings + 1))
                            pieces ^= over_king
                            if not pieces:
                                continue
                    following.append(((pieces << ls) >> rs, longer, men + 1, kings))
            for index, longer in node.returning:
                home = homes.get((index, False))
                if home is None:
                    home = homes[index, False] = back_to_start(index, False)
                pieces = landed & home
                if not pieces:
                    continue
                going |= pieces
                ls, rs = jump_shifts[index]
                if king_jumps is not None:
                    home = homes.get((index, True))
                    if home is None:
                        home = homes[index, True] = back_to_start(index, True)
                    over_king = pieces & home
                    if over_king:
                        following.append(((over_king << ls) >> rs, longer, men, kings + 1))
                        pieces ^= over_king
                        if not pieces:
                            continue
                following.append(((pieces << ls) >> rs, longer, men + 1, kings))
            if landed ^ going:
                key = ((men, kings), node.key)
                ended[key] = ended.get(key, 0) | (landed ^ going)
        frontier = following
    return ended, crowned


def kind_order(gen: MoveGenerator) -> Callable[[Iterable[Kind]], tuple[tuple[Kind, ...], ...]]:
    """``order(kinds)``: kinds of men's captures (men and kings taken) in
    groups the precedence rule ranks alike, the best first, as the kernel's
    own :meth:`~dames_tui.core.kernel.Kernel.preferred` ranks two captures of
    those kinds (by men: the rule's criteria that look at the capturing
    piece rank them alike).

    >>> from dames_tui.core import find_rules
    >>> from dames_tui.core.kernel import kernel_for
    >>> kind_order(kernel_for(find_rules("frisian")))([(1, 0), (0, 1), (2, 0)])
    (((2, 0),), ((0, 1),), ((1, 0),))
    """

    def route(kind: Kind, base: int) -> tuple[Route, int]:
        men, kings = kind
        taken = [1 << (base + i) for i in range(men + kings)]
        frm = 1 << (base + 63)
        return Route(frm, frm, sum(taken), (), 0, tuple(taken)), sum(taken[:kings])

    @cache
    def compare(a: Kind, b: Kind) -> int:
        first, first_kings = route(a, 0)
        second, second_kings = route(b, 64)
        kept = gen.preferred([first, second], first_kings | second_kings)
        if len(kept) == 2:
            return 0
        return 1 if kept[0] is first else -1

    @cache
    def ordered(kinds: frozenset[Kind]) -> tuple[tuple[Kind, ...], ...]:
        ranked = sorted(kinds, key=cmp_to_key(compare), reverse=True)
        groups = [[ranked[0]]]
        for kind in ranked[1:]:
            if compare(groups[-1][0], kind):
                groups.append([kind])
            else:
                groups[-1].append(kind)
        return tuple(tuple(group) for group in groups)

    def order(kinds: Iterable[Kind]) -> tuple[tuple[Kind, ...], ...]:
        return ordered(frozenset(kinds))

    return order
