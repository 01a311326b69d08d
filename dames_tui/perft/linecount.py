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
rafles of two captures come from unions of masks
(:func:`~dames_tui.perft.rafles.two_jumps`), longer ones are followed with
one mask per sequence of directions (:func:`~dames_tui.perft.rafles.follow`);
a position counted alone, and the lanes where a king may be taken or (unless
the longer capture wins) two first jumps land on one square, have their men
followed square by square
(:func:`~dames_tui.perft.menjumps.men_captures`, cheaper there),
and the precedence rule keeps, in each position, the captures of the best
kind (:func:`~dames_tui.perft.rafles.kind_order`). Several positions with
the same side to move are counted side by side in lanes of one integer, as
in :mod:`.leafcount`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from struct import Struct
from typing import Protocol, cast

from ..core.kernel import REVERSE
from ..core.movegen import MoveGenerator
from .compiled import compile_functions, move, step
from .leafcount import Child, CountOne, Lanes
from .menjumps import men_captures
from .rafles import (
    Ended,
    Frontier,
    Side,
    kind_order,
    men_rafles,
    sides,
    step_of,
    two_jumps,
)

# The positions set aside where a man may take more than one piece, by the
# squares where their first jumps land and may go on (a lane's own bits of
# the mask: bytes where the lanes are whole bytes, else an int)
Rafles = dict[bytes | int, list[Child]]
# count_{side}(white, black, kings, n, children, rafles): see _count_source
Packed = Callable[[int, int, int, int, Sequence[Child], Rafles | None], int]

# A group of the positions set aside is counted once it has this many
# (measured, Frisian perft(7) and perft(8), instructions a leaf: 72 a group
# 3,628 and 3,547, 84 3,614 and 3,534, 96 3,629 and 3,527, 108 3,667 and
# 3,551, 128 3,714 and 3,558; larger groups are fuller, but more of them
# are left part full at the end)
RAFLE_BATCH = 84


class CountManyLines(Protocol):
    """``count_many(children, wtm, rafles=None)``: see :func:`line_leaf_counter`."""

    def __call__(
        self, children: Sequence[Child], wtm: bool, rafles: Rafles | None = None
    ) -> int: ...


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
    return not gen.classic and not gen.remove_at_once and not gen.path_precedence


@cache
def line_leaf_counter(gen: MoveGenerator) -> tuple[CountOne, CountManyLines]:
    """``(count, count_many)`` of ``gen``'s rules (which :func:`supports` must
    know), built once per generator: ``count(white, black, kings, wtm)`` is
    ``len(gen.moves(...))``, ``count_many(children, wtm)`` the total over
    ``(white, black, kings)`` positions with the same side to move, counted
    side by side in lanes. Given a dict ``rafles`` (:data:`Rafles`),
    ``count_many`` leaves out the positions of a batch where a man may take
    more than one piece and sets them aside there instead, grouped by the
    squares where their first jumps land and go on, to be counted in
    batches of their own: a group once it has :data:`RAFLE_BATCH` positions
    (its count is in the total returned), the rest by the caller at the end,
    each group's list by ``count_many`` again. (The rafle tree's masks cost
    as much for a batch with one such position as for one with many, and
    each pair of directions the batch's lanes jump along costs its masks:
    the lanes of a group make fewer pairs.)

    >>> from dames_tui.core import Position, find_rules
    >>> start = Position.initial(find_rules("frisian"))
    >>> count, count_many = line_leaf_counter(start.generator)
    >>> count(*start.raw()), count_many([start.raw()[:3]] * 3, True)
    (9, 27)
    """
    board = gen.board
    directions = gen.topology.directions
    moves, capturers = gen.moves, gen.capturers
    flying = gen.flying
    order = kind_order(gen)
    # a step off the board without an edge mask lands in the spare bits, at
    # most one step away; a jump is only ever shifted from where it starts.
    # Lanes a whole number of bytes wide are laid by struct (one call for a
    # batch, where shifts and ors cost one each per position).
    spare = max(abs(d.shift) for d in directions)
    width = board.bit_length() + spare + 1
    # (a board of 64 bits at most, in a lane of 8 bytes or more: "Q" then pad bytes)
    lane_bytes = -(-width // 8) if board.bit_length() <= 64 and width > 64 else 0
    if lane_bytes:
        spare += 8 * lane_bytes - width
    lanes = Lanes(board, spare)
    lane, top = lanes.width, lanes.width - 1
    structs: dict[int, Struct] = {}

    def laid_out(boards: Sequence[int]) -> int:
        """``boards`` laid side by side, one a lane (lanes of ``lane_bytes``)."""
        n = len(boards)
        layout = structs.get(n)
        if layout is None:
            layout = structs[n] = Struct("<" + ("Q" + "x" * (lane_bytes - 8)) * n)
        return int.from_bytes(layout.pack(*boards), "little")

    white_side, black_side = sides(gen)
    king_steps = tuple(step_of(gen, d) for d in gen.king_steps)
    lane_masks: list[tuple[tuple[int, ...], tuple[int, int]]] = [((), (0, 0))]

    def layout(n: int) -> tuple[int, int, int, tuple[int, ...], tuple[int, int]]:
        """:meth:`Lanes.layout`, each direction's edge mask in every lane (-1
        where a step needs none: it lands on a ghost bit or off the board, in
        the spare bits between lanes), and Black's and White's crowning rows
        in every lane."""

        def every_lane(mask: int, k: int) -> int:
            return sum(mask << (i * lane) for i in range(k))

        while len(lane_masks) <= n:
            k = len(lane_masks)
            edges = tuple(every_lane(d.edge, k) if d.needs_edge else -1 for d in directions)
            crowns = every_lane(gen.black_crown, k), every_lane(gen.white_crown, k)
            lane_masks.append((edges, crowns))
        return (*lanes.layout(n), *lane_masks[n])

    def settle(ended: Ended, adders: int, guards: int) -> int:
        """The legal captures of every lane: in each, those of the best kind it has."""
        kinds = {kind for kind, _ in ended}
        if len(kinds) == 1:
            return sum(mask.bit_count() for mask in ended.values())
        total = done = 0
        groups = order(kinds)
        last = groups[-1]
        for group in groups:
            masks = [mask for (kind, _), mask in ended.items() if kind in group]
            # (a mask is in its own lanes: those a better kind has not taken count)
            if done:
                left = ~done
                total += sum((mask & left).bit_count() for mask in masks)
            else:
                total += sum(mask.bit_count() for mask in masks)
            if group is not last:
                reached = 0
                for mask in masks:
                    reached |= mask
                done |= (((reached + adders) & guards) >> top) * board
        return total

    def one_by_one(
        flags: int, origins: int, prey: int, children: Sequence[Child], wtm: bool
    ) -> int:
        """The captures of the lanes flagged in ``flags`` (one bit a lane, at
        its lowest bit), each position's men followed on its own."""
        search = searches[wtm]
        total = 0
        while flags:
            flag = flags & -flags
            flags ^= flag
            at = flag.bit_length() - 1
            white, black, kings = children[at // lane]
            found = search(
                (origins >> at) & board, (prey >> at) & board, kings, board & ~(white | black)
            )
            total += len(moves(white, black, kings, wtm)) if found is None else len(found)
        return total

    def captures(
        firsts: list[int],
        jumps: list[int],
        any_jump: int,
        landings: list[int],
        prey: int,
        prey_kings: int,
        empty: int,
        side: Side,
        n: int,
        children: Sequence[Child],
        wtm: bool,
    ) -> int:
        """The captures of the lanes whose men's first jumps land on
        ``landings`` (per take direction) and may go on, or take a king."""
        if n == 1:  # one position: its men followed on their own
            origins = 0
            for first in firsts:
                origins |= first
            return one_by_one(1, origins, prey, children, wtm)
        boards, adders, guards, edges, crowns = layout(n)
        crown = crowns[wtm]

        def lanes_of(mask: int) -> int:
            return (((mask + adders) & guards) >> top) * board

        landed = twice = 0
        for mask in landings:
            twice |= landed & mask
            landed |= mask
        # the lanes followed jump by jump: kings among the prey, a man
        # crowned on the way who goes on as a king, a rule that ranks men's
        # captures otherwise than by length or not at all, and there two
        # first jumps onto one square (where the longer wins, each
        # direction's landings keep their own start squares, and a lane's
        # choice looks only at the length: those lanes stay)
        doubtful = prey_kings if side.longer_wins else prey_kings | twice
        if side.crown_as_king:
            doubtful |= landed & crown
        if not (side.longer_wins or side.all_alike):
            doubtful |= landed
        total = 0
        if doubtful:
            # (followed on their own: faster than their lanes' rafle tree)
            flags = ((doubtful + adders) & guards) >> top
            origins = 0
            for first in firsts:
                origins |= first
            total = one_by_one(flags, origins, prey, children, wtm)
            kept = ~(flags * board)
            landings = [mask & kept for mask in landings]
            firsts = [mask & kept for mask in firsts]
            doubtful = 0
        followed = lanes_of(doubtful) if doubtful else 0
        rest = boards & ~followed
        deeper: Frontier = []
        homes: dict[tuple[int, bool], int] = {}
        if rest:
            seconds, going, third, beyond = two_jumps(
                landings if rest == boards else [mask & rest for mask in landings],
                jumps,
                side,
                edges,
                boards,
                crown,
                prey,
                any_jump,
                homes,
            )
            more = lanes_of(third) if third else 0
            if more and side.crown_as_king:
                # a man may be crowned on the way and go on as a king: those
                # lanes are followed from the first jump (and searched)
                followed |= more
                rest &= ~more
                seconds = [
                    (d, e, pieces & rest, node, on & rest) for d, e, pieces, node, on in seconds
                ]
                going &= rest
                more = 0
            # the lanes without a third jump: each first and second landing ends a move
            reached = 0
            fewer = ~more
            for _, e, pieces, node, on in seconds:
                if more:
                    if on:
                        deeper.append((on, node, 2, 0))
                    if side.all_alike:  # the second landings that end there
                        ls, rs = side.jumps[e]
                        pieces &= ~((on << rs) >> ls)
                    else:
                        pieces &= fewer
                total += pieces.bit_count()
                reached |= pieces
            if side.longer_wins:
                single = boards & ~(lanes_of(reached) | more) if reached or more else boards
            else:
                single = ~going
            single &= rest
            if single:  # (none in a batch of rafles)
                for mask in landings:
                    total += (mask & single).bit_count()
        ended: Ended = {}
        crowned = 0
        if followed:
            firsts = [first & followed for first in firsts]
            ended, crowned = men_rafles(
                None,
                firsts,
                jumps,
                None,
                prey,
                prey_kings & followed,
                empty,
                boards,
                crown,
                side,
                edges,
            )
        if deeper:
            more_ended, more_crowned = men_rafles(
                deeper, firsts, jumps, beyond, prey, 0, empty, boards, crown, side, edges, homes
            )
            if ended:
                for key, mask in more_ended.items():
                    ended[key] = ended.get(key, 0) | mask
            else:
                ended = more_ended
            crowned |= more_crowned
        if crowned:  # search those lanes in full
            if n == 1:
                return len(moves(*children[0], wtm))
            flags = ((crowned + adders) & guards) >> top
            kept = ~(flags * board)
            for key in ended:
                ended[key] &= kept
            while flags:
                flag = flags & -flags
                flags ^= flag
                total += len(moves(*children[(flag.bit_length() - 1) // lane], wtm))
        if ended:
            total += settle(ended, adders, guards)
        return total

    def king_moves(own_kings: int, empty: int, edges: tuple[int, ...]) -> int:
        """The quiet moves of ``own_kings`` (one lane only: count_many keeps them apart)."""
        total = 0
        for d, ls, rs in king_steps:
            edge = edges[d]
            reach = own_kings
            while reach:
                reach = (((reach & edge) << ls) >> rs) & empty
                total += reach.bit_count()
                if not flying:
                    break
        return total

    searches = men_captures(gen)[::-1]  # by wtm
    namespace: dict[str, object] = {
        "BOARD": board,
        "layout": layout,
        "capturers": capturers,
        "moves": moves,
        "captures": captures,
        "king_moves": king_moves,
        "white_side": white_side,
        "black_side": black_side,
        "RAFLE_BATCH": RAFLE_BATCH,
    }
    compile_functions(
        _count_source(gen, True, top, lane_bytes) + _count_source(gen, False, top, lane_bytes),
        namespace,
    )
    packed = cast(Packed, namespace["count_black"]), cast(Packed, namespace["count_white"])

    def count_packed(
        white: int,
        black: int,
        kings: int,
        wtm: bool,
        n: int,
        children: Sequence[Child],
        rafles: Rafles | None = None,
    ) -> int:
        return packed[wtm](white, black, kings, n, children, rafles)

    def count(white: int, black: int, kings: int, wtm: bool) -> int:
        return count_packed(white, black, kings, wtm, 1, ((white, black, kings),))

    def count_many(
        children: Sequence[Child],
        wtm: bool,
        rafles: Rafles | None = None,
    ) -> int:
        if len(children) <= 1:
            if not children:
                return 0
            white, black, kings = children[0]
            return count_packed(white, black, kings, wtm, 1, children)
        whites, blacks, kings_of = zip(*children)
        if lane_bytes and not any(kings_of):
            return count_packed(
                laid_out(whites),
                laid_out(blacks),
                0,
                wtm,
                len(children),
                children,
                rafles,
            )
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
            total += count_packed(
                packed_white, packed_black, packed_kings, wtm, len(laid), laid, rafles
            )
        return total

    namespace["count_many"] = count_many
    return count, count_many


def _count_source(gen: MoveGenerator, white: bool, top: int, lane_bytes: int) -> str:
    """The source of ``count_{side}(white, black, kings, n, children,
    rafles)``: the moves of the ``n`` positions laid in lanes (``children``:
    the same, unpacked), as far as single jumps; the rest by ``captures``,
    or, given a dict ``rafles`` and more than one lane, set aside there (the
    positions of the lanes where a first jump's landing square may start
    another, or a king may be taken), keyed by the lane's bits of those
    landing squares (its bytes where the lanes are ``lane_bytes`` wide),
    a group counted by ``count_many`` once it is full."""
    directions = gen.topology.directions
    name = "white" if white else "black"
    own, opp = ("white", "black") if white else ("black", "white")
    takes = gen.white_man_takes if white else gen.black_man_takes
    steps = gen.white_man_steps if white else gen.black_man_steps
    prey = opp if gen.men_take_kings else f"{opp} & ~kings"
    edged = sorted({d.index for d in directions if d.needs_edge})

    def edge_of(d: int) -> str:
        return f"e{d}"

    def back(x: str, e: int) -> str:
        d = directions[REVERSE[e]]
        return step(x, d, edge_of(d.index))

    def ahead(x: str, m: int) -> str:
        return step(x, directions[m], edge_of(m))

    def lanes_of(x: str) -> str:
        return f"((({x} + adders) & guards) >> {top}) * BOARD"

    def men_steps(into: str) -> str:
        return " + ".join(f"({ahead('men', m)} & {into}).bit_count()" for m in steps) or "0"

    # a lane set aside: its position, and the key of its group
    if lane_bytes:
        rafle_lines = [
            f"            keys = special.to_bytes(n * {lane_bytes}, 'little')",
            "            while flags:",
            "                flag = flags & -flags",
            "                flags ^= flag",
            "                start = flag.bit_length() >> 3",
            f"                child = children[start // {lane_bytes}]",
            f"                key = keys[start : start + {lane_bytes}]",
        ]
    else:
        rafle_lines = [
            "            while flags:",
            "                flag = flags & -flags",
            "                flags ^= flag",
            "                at = flag.bit_length() - 1",
            f"                child = children[at // {top + 1}]",
            "                key = (special >> at) & BOARD",
        ]
    rafle_lines += [
        "                group = rafles.get(key)",
        "                if group is None:",
        "                    rafles[key] = [child]",
        "                    continue",
        "                group.append(child)",
        "                if len(group) >= RAFLE_BATCH:",
        "                    del rafles[key]",
        f"                    total += count_many(group, {white})",
    ]
    jumps = [f"j{e}" for e in takes]
    firsts = [f"o{e}" for e in takes]
    landings = [f"l{e}" for e in takes]
    lines = [
        f"def count_{name}(white, black, kings, n, children, rafles):",
        "    boards, adders, guards, edges, crowns = layout(n)",
        f"    crown = crowns[{int(white)}]",
        *(f"    e{d} = edges[{d}]" for d in edged),
        "    empty = boards & ~(white | black)",
        f"    own_kings = {own} & kings",
        f"    men = {own} ^ own_kings",
        f"    if own_kings and capturers(white, black, kings, {white}) & own_kings:",
        f"        return len(moves(white, black, kings, {white}))",
        f"    prey = {prey}",
        *(f"    j{e} = {back(back('empty', e) + ' & prey', e)}" for e in takes),
        f"    any_jump = {' | '.join(jumps)}",
        "    origins = any_jump & men",
        "    if not origins:",
        f"        total = {men_steps('empty')}",
        "        if own_kings:",
        "            total += king_moves(own_kings, empty, edges)",
        "        return total",
        "    total = 0",
        "    if n > 1:",
        f"        capturing = {lanes_of('origins')}",
        "        if capturing != boards:",
        "            quiet = empty & ~capturing",
        f"            total = {men_steps('quiet')}",
    ]
    for e in takes:
        lines += [f"    o{e} = j{e} & men", f"    l{e} = {move(f'o{e}', 2 * directions[e].shift)}"]
    special = f"({' | '.join(landings)}) & any_jump"
    if gen.stop_on_crown:
        special = f"{special} & ~crown"
    elif gen.crown_as_king:
        special = f"{special} | ({' | '.join(landings)}) & crown"
    lines += [
        f"    special = {special}",
        "    prey_kings = prey & kings",
        "    if prey_kings:",
        f"        special |= {' | '.join(landings)}",
        "    if not special:",
        f"        return total + {' + '.join(f'{o}.bit_count()' for o in firsts)}",
        "    if n > 1:",
        "        if rafles is not None:",
        f"            flags = ((special + adders) & guards) >> {top}",
        "            if flags != guards >> " + str(top) + ":",
        "                kept = ~(flags * BOARD)",
        f"                total += {' + '.join(f'({o} & kept).bit_count()' for o in firsts)}",
        *rafle_lines,
        "            return total",
        f"        searched = {lanes_of('special')}",
        "        if searched != boards:",
        "            kept = ~searched",
        f"            total += {' + '.join(f'({o} & kept).bit_count()' for o in firsts)}",
        *(f"            {x} &= searched" for x in firsts + landings),
        "    return total + captures(",
        f"        [{', '.join(firsts)}], [{', '.join(jumps)}], any_jump, [{', '.join(landings)}],",
        f"        prey, prey_kings, empty, {name}_side, n, children, {white}",
        "    )",
    ]
    return "\n".join(lines) + "\n\n\n"
