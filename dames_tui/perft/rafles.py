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

Two jumps need little of that (the second can only go back over the
piece the first took by turning straight back, onto the start square,
occupied on the board: never seen), so the counters take the rafles of two
captures from masks per pair of directions (:func:`two_jumps`), and follow
the sequences only where a third jump may come.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache, cmp_to_key
from typing import NamedTuple

from ..core.kernel import REVERSE, Route
from ..core.movegen import MoveGenerator

Kind = tuple[int, int]  # the men and the kings a capture takes
Key = tuple[int, frozenset[int]]  # a move of a man: where it ends, what it passes (offsets)
Ended = dict[tuple[Kind, Key], int]  # per kind and move, the mask of the end squares
Step = tuple[int, int, int]  # a direction, and its step as ((bb & edge) << left) >> right
# two jumps along d then e: (d, e, the first landings, the sequence, where a third starts)
Second = tuple[int, int, int, "Rafle", int]


class Rafle:
    """A node of the tree of jump sequences, as offsets from the start square.

    ``at``: where the sequence lands; ``overs``: the squares it jumps over,
    in order; ``last``: the index of its last jump's direction among the
    side's take directions; ``key``: the move it makes; ``nexts``: for each
    direction it may go on in, ``(index, node)``, the longer sequence (None
    until :meth:`grow` builds it); ``returning``: the same for the jumps
    that land back on the start square; ``plain``: whether :meth:`grow`
    left out no jump but the one straight back (over the last piece taken).
    """

    __slots__ = ("at", "key", "last", "nexts", "overs", "plain", "returning")

    def __init__(self, at: int, overs: tuple[int, ...], last: int = -1) -> None:
        self.at = at
        self.last = last
        self.overs = overs
        self.key: Key = (at, frozenset(overs))
        self.nexts: tuple[tuple[int, Rafle], ...] | None = None
        self.returning: tuple[tuple[int, Rafle], ...] = ()
        self.plain = False

    def grow(self, shifts: Sequence[int]) -> tuple[tuple[int, Rafle], ...]:
        """The sequences one jump longer, along ``shifts`` (one step's offset
        per take direction): never over a square already jumped (which
        includes turning straight back)."""
        nexts: list[tuple[int, Rafle]] = []
        returning: list[tuple[int, Rafle]] = []
        blocked = 0
        for index, shift in enumerate(shifts):
            over = self.at + shift
            if over in self.overs:
                blocked += 1
                continue
            land = over + shift
            longer = Rafle(land, (*self.overs, over), index)
            (returning if land == 0 else nexts).append((index, longer))
        self.nexts, self.returning = tuple(nexts), tuple(returning)
        # only the jump straight back is left out
        self.plain = blocked == (1 if self.overs else 0)
        return self.nexts


def shifted(bb: int, offset: int) -> int:
    """``bb`` moved ``offset`` bits up (towards higher bits) or down."""
    return bb << offset if offset > 0 else bb >> -offset


Frontier = list[tuple[int, "Rafle", int, int]]  # landed, node, men and kings taken


def follow(
    frontier: Frontier,
    jump_shifts: Sequence[tuple[int, int]],
    shifts: Sequence[int],
    jumps: Sequence[int],
    others: Sequence[Sequence[int]],
    beyond: dict[int, int],
    king_jumps: Sequence[int] | None,
    back_to_start: Callable[[int, bool], int],
    crown: int,
    stop_on_crown: bool,
    crown_as_king: bool,
    homes: dict[tuple[int, bool], int],
) -> tuple[Ended, int]:
    """Every complete capture that goes on from ``frontier``.

    ``frontier``: sequences of jumps already made, as ``(landed, node, men,
    kings)`` -- where they landed, their :class:`Rafle`, and how many men
    and kings they took; ``jump_shifts``: a jump as ``(<<, >>)``;
    ``shifts``: one step's offset; ``jumps``: the squares from which a jump
    that way exists on the board (over a prey piece, onto an empty square),
    ``others``, per direction, the indices of the others but its reverse,
    and ``beyond`` the union of their ``jumps`` where known (filled as
    needed); ``homes``: ``back_to_start``'s answers, as far as known
    (filled as needed); ``king_jumps``: with kings among the prey,
    those over a king, else None; ``back_to_start(index, over_king)``: the
    same jumps along the ``index``-th direction onto any square (asked for
    only where a sequence comes back to its start square, which is free
    during the move).

    Returns, per kind and move, the mask of the end squares (a rafle ends
    where no jump goes on, or on the crowning row when the move stops
    there), and the squares where a man is crowned on the way and would go
    on as a king (for the caller to search in full).
    """
    ended: Ended = {}
    crowned = 0
    # (a rule where the crowning row changes nothing in a capture skips its test)
    crowning = stop_on_crown or crown_as_king
    while frontier:
        following = []
        for landed, node, men, kings in frontier:
            if crowning and landed & crown:
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
            last = node.last
            onward = beyond.get(last)
            if onward is None:
                onward = 0
                for f in others[last]:
                    onward |= jumps[f]
                beyond[last] = onward
            if not landed & onward:
                pass
            elif king_jumps is None:
                for index, longer in nexts:
                    pieces = landed & jumps[index]
                    if pieces:
                        going |= pieces
                        ls, rs = jump_shifts[index]
                        following.append(((pieces << ls) >> rs, longer, men + 1, kings))
            else:
                for index, longer in nexts:
                    pieces = landed & jumps[index]
                    if not pieces:
                        continue
                    going |= pieces
                    ls, rs = jump_shifts[index]
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
            ends = landed ^ going
            if ends:
                key = ((men, kings), node.key)
                ended[key] = ended.get(key, 0) | ends
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


# ------------------------------------------------------------------ one side's men


class Side(NamedTuple):
    """How one colour's men take and step, by direction (see :func:`sides`)."""

    takes: tuple[int, ...]  # the directions it takes along
    backs: tuple[Step, ...]  # per take direction, the step back
    jumps: tuple[tuple[int, int], ...]  # per take direction, a jump's two steps: (<<, >>)
    shifts: tuple[int, ...]  # per take direction, one step's offset
    others: tuple[tuple[int, ...], ...]  # per take direction, the indices of all but its reverse
    roots: tuple[Rafle, ...]  # per take direction, the one-jump sequence (grown two deep)
    steps: tuple[Step, ...]  # its quiet steps
    step_shifts: tuple[int, ...]  # per quiet step, its offset
    crown: int  # its crowning row
    stop_on_crown: bool  # a man's capture ends on the crowning row (and crowns him)
    crown_as_king: bool  # a man crowned in a capture goes on as a king (searched)
    longer_wins: bool  # among men's captures of men, the longer is the one
    all_alike: bool  # among men's captures of men, any complete one


def step_of(gen: MoveGenerator, d: int) -> Step:
    """Direction ``d``'s step, as ``(d, left, right)``."""
    shift = gen.topology.directions[d].shift
    return d, max(shift, 0), max(-shift, 0)


@cache
def sides(gen: MoveGenerator) -> tuple[Side, Side]:
    """White's and Black's :class:`Side`."""
    directions = gen.topology.directions
    order = kind_order(gen)
    most = gen.board.bit_count()
    ranked = order((men, 0) for men in range(1, most + 1))
    longer_wins = ranked == tuple(((men, 0),) for men in range(most, 0, -1))
    all_alike = len(ranked) == 1

    def side(white: bool) -> Side:
        takes = gen.white_man_takes if white else gen.black_man_takes
        shifts = tuple(directions[d].shift for d in takes)
        roots = tuple(node for _, node in Rafle(0, ()).grow(shifts))
        for root in roots:
            for _, second in root.grow(shifts):
                second.grow(shifts)
        moves = gen.white_man_steps if white else gen.black_man_steps
        return Side(
            takes,
            tuple(step_of(gen, REVERSE[d]) for d in takes),
            tuple((max(2 * s, 0), max(-2 * s, 0)) for s in shifts),
            shifts,
            tuple(tuple(i for i, f in enumerate(takes) if f != REVERSE[d]) for d in takes),
            roots,
            tuple(step_of(gen, d) for d in moves),
            tuple(directions[d].shift for d in moves),
            gen.white_crown if white else gen.black_crown,
            gen.stop_on_crown,
            gen.crown_as_king,
            longer_wins,
            all_alike,
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


def back_jump(index: int, target: int, prey: int, side: Side, edges: Sequence[int]) -> int:
    """:func:`back_jumps` along one take direction."""
    d, ls, rs = side.backs[index]
    edge = edges[d]
    return ((((((target & edge) << ls) >> rs) & prey) & edge) << ls) >> rs


def men_rafles(
    frontier: Frontier | None,
    firsts: Sequence[int],
    jumps: Sequence[int],
    beyond: dict[int, int] | None,
    prey: int,
    prey_kings: int,
    empty: int,
    boards: int,
    crown: int,
    side: Side,
    edges: Sequence[int],
    homes: dict[tuple[int, bool], int] | None = None,
) -> tuple[Ended, int]:
    """The complete captures that go on from ``frontier``, or when it is
    None of the men ``firsts`` (per take direction, those that jump that
    way), on the board(s) ``boards`` with their crowning rows ``crown``,
    by :func:`follow` (``beyond``: the unions of jumps it takes, as far as
    known; ``homes``: the same for the jumps back onto the start square,
    as :func:`two_jumps` leaves them)."""
    king_jumps = back_jumps(empty, prey_kings, side, edges) if prey_kings else None
    if frontier is None:
        frontier = []
        for index, first in enumerate(firsts):
            if not first:
                continue
            ls, rs = side.jumps[index]
            node = side.roots[index]
            if king_jumps is not None:
                over_king = first & king_jumps[index]
                if over_king:
                    frontier.append(((over_king << ls) >> rs, node, 0, 1))
                    first ^= over_king
                    if not first:
                        continue
            frontier.append(((first << ls) >> rs, node, 1, 0))

    def back_to_start(index: int, over_king: bool) -> int:
        return back_jump(index, boards, prey_kings if over_king else prey, side, edges)

    return follow(
        frontier,
        side.jumps,
        side.shifts,
        jumps,
        side.others,
        {} if beyond is None else beyond,
        king_jumps,
        back_to_start,
        crown,
        side.stop_on_crown,
        side.crown_as_king,
        {} if homes is None else homes,
    )


def two_jumps(
    landings: Sequence[int],
    jumps: Sequence[int],
    side: Side,
    edges: Sequence[int],
    boards: int,
    crown: int,
    prey: int,
    any_jump: int,
    homes: dict[tuple[int, bool], int],
) -> tuple[list[Second], int, int, dict[int, int]]:
    """The second jumps of men whose first jumps, per take direction, landed
    on ``landings`` (no king taken; two on one square only where the
    longer capture wins), on the board(s)
    ``boards`` with their crowning rows ``crown`` (``any_jump``: the union
    of ``jumps``), by masks:
    ``(seconds, going, third)`` -- for each pair of directions ``(d, e)``
    with such jumps, ``(d, e, pieces, node, onward)``: the first landings
    along d that jump again along e, the two-jump sequence, and its second
    landings from which a third jump starts (over a piece not taken yet,
    onto an empty square or back onto the start square); the first
    landings that go on (a man crowned there who goes on as a king counts
    as going on; 0 where the longer capture wins, which needs only the
    lanes); the union of the ``onward`` masks; and the
    unions of the jumps along every direction but one's reverse that it
    made, per direction (for :func:`follow`). Each first and second
    landing that does not go on ends a move of its own. ``homes``: per
    ``(direction, False)``, the jumps back onto the start square over a
    ``prey`` piece (filled as needed, for :func:`men_rafles` to go on with)."""
    stop = crown if side.stop_on_crown else 0
    seconds = []
    going = third = 0
    track = not side.longer_wins
    beyond: dict[int, int] = {}
    roots, side_jumps, side_others = side.roots, side.jumps, side.others
    for d, landing in enumerate(landings):
        landing &= any_jump  # (the others end there: skip their directions)
        if stop:
            landing &= ~stop
        if not landing:
            continue
        for e, node in roots[d].nexts or ():
            pieces = landing & jumps[e]
            if not pieces:
                continue
            if track:
                going |= pieces
            ls, rs = side_jumps[e]
            second = (pieces << ls) >> rs
            if node.plain:
                others = beyond.get(e)
                if others is None:
                    others = 0
                    for f in side_others[e]:
                        others |= jumps[f]
                    beyond[e] = others
                reach = second & others
            else:
                reach = 0
                for f, _ in node.nexts or ():
                    reach |= second & jumps[f]
            for f, _ in node.returning:
                home = homes.get((f, False))
                if home is None:
                    home = homes[f, False] = back_jump(f, boards, prey, side, edges)
                reach |= second & home
            if stop:
                reach &= ~stop
            elif side.crown_as_king:
                reach |= second & crown  # crowned there, it goes on as a king
            seconds.append((d, e, pieces, node, reach))
            third |= reach
    return seconds, going, third, beyond
