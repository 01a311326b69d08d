"""The fast perft: the leaf count of the legal-move tree on raw bitboards.

The tree is walked with the generator's internals (its captures, its quiet
king moves, its shifts and crowning rows) and make-move inlined; the two
plies above the leaves are counted by a two-ply counter, mostly with masks,
and the positions it leaves are counted in batches by
:func:`~dames_tui.perft.leafcount.leaf_counter`. The general route's rules
have the same three stages along any lines (:mod:`.lineply`,
:mod:`.linecount`) where :func:`~dames_tui.perft.linecount.supports` knows
them, and the kernel's moves otherwise. The tests hold it against
:mod:`~dames_tui.perft.reference`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ..core.kernel import Capture
from ..core.move import Move
from ..core.movegen import MoveGenerator, RawMove
from ..core.position import Position
from .leafcount import Child, leaf_counter
from .linecount import Rafles, line_leaf_counter, supports
from .lineply import line_plies


def perft(position: Position, depth: int) -> int:
    """Leaf count of the legal-move tree ``depth`` plies deep.

    >>> from dames_tui.core import Position, find_rules
    >>> perft(Position.initial(find_rules("english")), 3)
    302
    """
    if depth <= 0:
        return 1
    return _counter_of(position.generator)(position.generator, *position.raw(), depth)


def divide(position: Position, depth: int) -> list[tuple[Move, int]]:
    """For each legal move (in :meth:`Position.legal_moves` order), the perft of
    ``depth - 1`` below it."""
    gen = position.generator
    count = _counter_of(gen)
    out = []
    for move in position.legal_moves():
        child = gen.make(*position.raw(), position.raw_from_move(move))
        out.append((move, count(gen, *child, depth - 1) if depth > 1 else 1))
    return out


Perft = Callable[[MoveGenerator, int, int, int, bool, int], int]


def _counter_of(gen: MoveGenerator) -> Perft:
    """The fastest perft that knows ``gen``'s rules."""
    if gen.classic:
        return _perft_batched
    if supports(gen):
        return _perft_lines
    return _perft_plain


def _perft_lines(
    gen: MoveGenerator, white: int, black: int, kings: int, wtm: bool, depth: int
) -> int:
    """Perft along any lines (:mod:`.linecount`, :mod:`.lineply`): the
    nodes two plies above the leaves counted by the two-ply counter, the
    positions it leaves counted side by side."""
    count, count_many = line_leaf_counter(gen)
    if depth == 1:
        return count(white, black, kings, wtm)
    pending: list[Child] = []
    rafles: Rafles = {}
    total = _line_walker(gen)(white, black, kings, wtm, depth, pending, rafles)
    # the pending positions are depth - 1 plies below: same side to move if depth is odd
    side = wtm if depth % 2 else not wtm
    total += count_many(pending, side, rafles)
    return total + sum(count_many(group, side) for group in rafles.values())


Walk = Callable[[int, int, int, bool, int, list[Child], Rafles], int]


@cache
def _line_walker(gen: MoveGenerator) -> Walk:
    """``walk(white, black, kings, wtm, depth, pending, rafles)``: perft of
    ``depth`` >= 2, less the positions one ply above the leaves left in
    ``pending`` (counted there once there are :data:`LINE_BATCH` of them)
    and in ``rafles``: those of the pending positions counted so far where a
    man may take more than one piece, which are counted in batches of their
    own, grouped by where their first jumps land (a batch pays for the
    lanes' rafle tree over all its lanes; where half the positions of a
    batch have no rafle, a batch of rafles only costs less per position:
    see :func:`~dames_tui.perft.linecount.line_leaf_counter`)."""
    count_many = line_leaf_counter(gen)[1]
    plies = line_plies(gen)
    children = (plies.black_children, plies.white_children)
    two_ply = (plies.black_two_ply, plies.white_two_ply)

    def walk(
        white: int,
        black: int,
        kings: int,
        wtm: bool,
        depth: int,
        pending: list[Child],
        rafles: Rafles,
    ) -> int:
        if depth == 2:
            total = two_ply[wtm](white, black, kings, pending)
            if len(pending) >= LINE_BATCH:
                total += count_many(pending, not wtm, rafles)
                pending.clear()
            return total
        total = 0
        if depth == 3:  # (the two-ply counter inlined: the hot path)
            counter = two_ply[not wtm]
            for w, b, k in children[wtm](white, black, kings):
                total += counter(w, b, k, pending)
            if len(pending) >= LINE_BATCH:
                # (pending positions are two plies below this node: this side to move)
                total += count_many(pending, wtm, rafles)
                pending.clear()
            return total
        for w, b, k in children[wtm](white, black, kings):
            total += walk(w, b, k, not wtm, depth - 1, pending, rafles)
        return total

    return walk


def _perft_plain(
    gen: MoveGenerator, white: int, black: int, kings: int, wtm: bool, depth: int
) -> int:
    """Perft by the kernel's moves and make-move: the rules outside the
    classic route, which the counters below do not know; the last ply of a
    position without kings is counted from masks (:func:`_men_only_counter`)."""
    if depth == 1:
        if not kings:
            counted = _men_only_counter(gen)(white, black, wtm)
            if counted is not None:
                return counted
        return len(gen.moves(white, black, kings, wtm))
    make = gen.make
    return sum(
        _perft_plain(gen, *make(white, black, kings, wtm, move), depth - 1)
        for move in gen.moves(white, black, kings, wtm)
    )


@cache
def _men_only_counter(gen: MoveGenerator) -> Callable[[int, int, bool], int | None]:
    """``count(white, black, wtm)``: the legal moves of a position without
    kings, from shifted masks, along the kernel's lines; None when a capture
    may go on (a rafle: the caller searches it).

    Without kings every precedence criterion ranks all single captures
    alike (each takes one man), so they are all legal. A jump in direction
    d can go on from its landing square only in a direction other than the
    reverse of d (backwards the piece taken is dead, or gone), and in any
    other the position's own squares answer exactly: the start square and
    the piece taken are never on the way. A man crowned by a jump that would
    go on as a king (crowning in the middle of a capture) is searched too.
    """
    board, steps = gen.board, gen.topology.directions

    def shift(d: int) -> tuple[int, int, int]:
        # a step as (edge, left, right): ((bb & edge) << left) >> right
        step = steps[d]
        return step.edge, max(step.shift, 0), max(-step.shift, 0)

    def sides(white: bool) -> tuple[tuple[tuple[int, int, int], ...], ...]:
        takes = gen.white_man_takes if white else gen.black_man_takes
        moves = gen.white_man_steps if white else gen.black_man_steps
        return tuple(shift(d) for d in takes), tuple(shift(d) for d in moves)

    white_takes, white_moves = sides(True)
    black_takes, black_moves = sides(False)
    white_crown = gen.white_crown if gen.crown_as_king else 0
    black_crown = gen.black_crown if gen.crown_as_king else 0
    white_stop = gen.white_crown if gen.stop_on_crown else 0
    black_stop = gen.black_crown if gen.stop_on_crown else 0

    def count(white: int, black: int, wtm: bool) -> int | None:
        empty = board & ~(white | black)
        if wtm:
            own, opp, takes, moves = white, black, white_takes, white_moves
            crown, stop = white_crown, white_stop
        else:
            own, opp, takes, moves = black, white, black_takes, black_moves
            crown, stop = black_crown, black_stop
        jumps = landed = 0
        for edge, ls, rs in takes:
            over = (((own & edge) << ls) >> rs) & opp
            land = (((over & edge) << ls) >> rs) & empty
            if land:
                jumps += land.bit_count()
                landed |= land
        if not jumps:
            total = 0
            for edge, ls, rs in moves:
                total += ((((own & edge) << ls) >> rs) & empty).bit_count()
            return total
        if landed & crown:
            return None  # crowned on the way, it may go on as a king
        landed &= ~stop  # crowned there, the move ends
        for edge, ls, rs in takes:  # a landing square that starts another jump
            over = (((landed & edge) << ls) >> rs) & opp
            if (((over & edge) << ls) >> rs) & empty:
                return None
        return jumps

    return count


def _children(
    white: int, black: int, kings: int, wtm: bool, moves: list[RawMove] | list[Capture]
) -> list[Child]:
    """The positions after ``moves`` (raw moves or captures: the king bit is last)."""
    out = []
    for move in moves:
        frm, to, captured, king = move[0], move[1], move[2], move[-1]
        k = (kings & ~(frm | captured)) | king
        if wtm:
            out.append((white ^ frm ^ to, black & ~captured, k))
        else:
            out.append((white & ~captured, black ^ frm ^ to, k))
    return out


# Positions left for counting side by side are gathered up to this many
# (measured: larger batches make the big integers slower than they save).
BATCH = 40
# the same along any lines (measured likewise: 32 against 64, Frisian depth 8,
# once the lanes' rafles with kings or two first jumps onto one square are
# followed on their own)
LINE_BATCH = 32


def _perft_batched(
    gen: MoveGenerator, white: int, black: int, kings: int, wtm: bool, depth: int
) -> int:
    if depth == 1:
        return leaf_counter(gen)[0](white, black, kings, wtm)
    pending: list[Child] = []
    total = _perft(gen, white, black, kings, wtm, depth, pending)
    # the pending positions are depth - 1 plies below: same side to move if depth is odd
    return total + leaf_counter(gen)[1](pending, wtm if depth % 2 else not wtm)


def _perft(
    gen: MoveGenerator,
    white: int,
    black: int,
    kings: int,
    wtm: bool,
    depth: int,
    pending: list[Child],
) -> int:
    """Perft of ``depth`` >= 2, except for the positions one ply above the
    leaves that the two-ply counter left in ``pending``: the caller counts
    those (``count_many``) once ``pending`` is full and at the end."""
    if depth == 2:
        return _two_ply_counter(gen)(white, black, kings, wtm, pending)
    if depth == 3:
        child = _two_ply_counter(gen)
    else:

        def child(white: int, black: int, kings: int, wtm: bool, pending: list[Child]) -> int:
            return _perft(gen, white, black, kings, wtm, depth - 1, pending)

    # make() is inlined: this is the hot path
    total = 0
    crown = gen.white_crown if wtm else gen.black_crown
    captures = gen.effects(white, black, kings, wtm)
    for w, b, k in _children(white, black, kings, wtm, captures):
        total += child(w, b, k, not wtm, pending)
    if not captures:
        empty = gen.board & ~(white | black)
        own = white if wtm else black
        men = own & ~kings
        # quiet men moves, straight from the shifted masks (no move tuples)
        for shift in (gen.left, gen.right):
            if wtm:
                targets = (men >> shift) & empty
                while targets:
                    to = targets & -targets
                    targets ^= to
                    promoted = kings | to if to & crown else kings
                    total += child(white ^ (to | to << shift), black, promoted, False, pending)
            else:
                targets = (men << shift) & empty
                while targets:
                    to = targets & -targets
                    targets ^= to
                    promoted = kings | to if to & crown else kings
                    total += child(white, black ^ (to | to >> shift), promoted, True, pending)
        own_kings = own & kings
        if own_kings:
            for frm, to, _, _, _ in gen.king_quiet_moves(own_kings, empty):
                moved = frm | to
                if wtm:
                    total += child(white ^ moved, black, kings ^ moved, False, pending)
                else:
                    total += child(white, black ^ moved, kings ^ moved, True, pending)
    if depth == 3 and len(pending) >= BATCH:
        # (pending positions are two plies below this node: this side to move)
        total += leaf_counter(gen)[1](pending, wtm)
        pending.clear()
    return total


@cache
def _two_ply_counter(gen: MoveGenerator) -> Callable[[int, int, int, bool, list[Child]], int]:
    """``two_ply(white, black, kings, wtm, pending)``: ``perft(position, 2)``
    on raw boards, less the children it appends to ``pending`` for the caller
    to count side by side (``count_many``; their side to move is ``not wtm``).

    Take a node where the side to move (the mover) has no capture and the
    opponent (the replier) could not capture either if it were its turn. A
    quiet man move frm-to changes two squares only, so the replier can then
    capture only over ``to`` or landing on ``frm``; the moves that allow that
    are picked out with masks and their children left in ``pending``. For all
    the others the reply count is the replier's quiet-move count on this board,
    minus its steps into ``to``, plus its steps into ``frm``: summed over a
    whole direction of men moves, that is a handful of ``bit_count`` calls.
    Everything else (mover captures, replier already threatening, flying
    kings on the replier's side, king moves) leaves its children in ``pending``.
    """
    board, left, right = gen.board, gen.left, gen.right
    captures, king_quiet_moves = gen.effects, gen.king_quiet_moves
    white_crown, black_crown = gen.white_crown, gen.black_crown
    backward, flying = gen.men_backward, gen.flying
    # The replies counted below depend only on where the pieces stand, not on
    # which of the mover's pieces are kings: true of the classic route's
    # rules (the precedence rule counts pieces, a king counting one, or does
    # not look at them; men take kings).
    if not gen.classic:
        raise NotImplementedError("the two-ply count knows the classic route's rules only")

    def one_by_one(
        white: int,
        black: int,
        kings: int,
        wtm: bool,
        moves: list[RawMove] | list[Capture],
        children: list[Child],
    ) -> int:
        """Leave the children of ``moves`` to be counted later: nothing counted here."""
        children += _children(white, black, kings, wtm, moves)
        return 0

    def two_ply(white: int, black: int, kings: int, wtm: bool, children: list[Child]) -> int:
        if wtm:
            own, opp = white, black
        else:
            own, opp = black, white
        empty = board & ~(white | black)
        own_kings, opp_kings = own & kings, opp & kings
        own_men, opp_men = own ^ own_kings, opp ^ opp_kings
        # Does the mover have a capture? Bit-parallel for men and short kings.
        if own_kings and flying:
            moves = captures(white, black, kings, wtm)
            if moves:
                return one_by_one(white, black, kings, wtm, moves, children)
        else:
            a_up = own_kings | own_men if wtm or backward else own_kings
            a_down = own_kings | own_men if backward or not wtm else own_kings
            # the landing squares of the mover's jumps, by direction
            to_ul = to_ur = to_dl = to_dr = 0
            if a_up:
                to_ul = (((a_up >> right) & opp) >> right) & empty
                to_ur = (((a_up >> left) & opp) >> left) & empty
            if a_down:
                to_dl = (((a_down << left) & opp) << left) & empty
                to_dr = (((a_down << right) & opp) << right) & empty
            if to_ul | to_ur | to_dl | to_dr:
                # Single captures only when no landing square starts another
                # jump (backwards over the taken piece, the start square is
                # still occupied on this board, so the test is exact).
                onward = 0
                if a_up:
                    onward = ((empty << right) & opp) << right | ((empty << left) & opp) << left
                if a_down:
                    onward |= ((empty >> left) & opp) >> left | ((empty >> right) & opp) >> right
                if (to_ul | to_ur | to_dl | to_dr) & onward:
                    return one_by_one(
                        white, black, kings, wtm, captures(white, black, kings, wtm), children
                    )
                crown = white_crown if wtm else black_crown
                for landed, step, up in (
                    (to_ul, right, True),
                    (to_ur, left, True),
                    (to_dl, left, False),
                    (to_dr, right, False),
                ):
                    while landed:
                        to = landed & -landed
                        landed ^= to
                        if up:
                            over = to << step
                            frm = over << step
                        else:
                            over = to >> step
                            frm = over >> step
                        if kings:
                            k = kings & ~over
                            if k & frm:
                                k ^= frm | to
                            elif to & crown:
                                k |= to
                        else:
                            k = to & crown
                        if wtm:
                            children.append((white ^ frm ^ to, black ^ over, k))
                        else:
                            children.append((white ^ over, black ^ frm ^ to, k))
                return 0
        if opp_kings and flying:
            return one_by_one(
                white, black, kings, wtm, gen.quiet_moves(white, black, kings, wtm), children
            )
        # The replier's pieces able to capture up (towards lower bits) and down;
        # over_d: the squares its captures in direction d would jump over;
        # lands: where its captures over the mover's pieces would land.
        if wtm:
            b_up = opp_kings | opp_men if backward else opp_kings
            b_down = opp_kings | opp_men
        else:
            b_up = opp_kings | opp_men
            b_down = opp_kings | opp_men if backward else opp_kings
        over_ul = over_ur = over_dl = over_dr = lands = 0
        if b_up:
            over_ul, over_ur = b_up >> right, b_up >> left
            lands = (over_ul & own) >> right | (over_ur & own) >> left
        if b_down:
            over_dl, over_dr = b_down << left, b_down << right
            lands |= (over_dl & own) << left | (over_dr & own) << right
        if lands & empty:  # the replier threatens a capture already
            return one_by_one(
                white, black, kings, wtm, gen.quiet_moves(white, black, kings, wtm), children
            )
        # squares where an arriving piece could be jumped, landing on an empty square
        exposed = (
            over_ul & (empty << right)
            | over_ur & (empty << left)
            | over_dl & (empty >> left)
            | over_dr & (empty >> right)
        )
        # The mover's men moves, by direction: targets t, and the moves after
        # which the replier can capture -- t exposed, the piece right ahead of t
        # jumping back over it onto the emptied square, or that square being a
        # landing square behind one of the mover's pieces. The others are calm.
        if wtm:
            step_a, step_b = opp_men << left, opp_men << right
            targets_a, targets_b = (own_men >> left) & empty, (own_men >> right) & empty
            risky_a = targets_a & (exposed | over_dl | lands >> left)
            risky_b = targets_b & (exposed | over_dr | lands >> right)
            calm_a, calm_b = targets_a ^ risky_a, targets_b ^ risky_b
            from_a, from_b = calm_a << left, calm_b << right
        else:
            step_a, step_b = opp_men >> left, opp_men >> right
            targets_a, targets_b = (own_men << left) & empty, (own_men << right) & empty
            risky_a = targets_a & (exposed | over_ur | lands << left)
            risky_b = targets_b & (exposed | over_ul | lands << right)
            calm_a, calm_b = targets_a ^ risky_a, targets_b ^ risky_b
            from_a, from_b = calm_a >> left, calm_b >> right
        total = 0
        if calm_a | calm_b:
            # each calm move: the replier's quiet moves on this board, plus its
            # steps into the emptied square, minus its steps into the target
            # (a man of the replier never steps into the emptied square along
            # the mover's own line: it would come from the target, which is empty)
            replies = (step_a & empty).bit_count() + (step_b & empty).bit_count()
            total = (
                (step_a & from_b).bit_count()
                + (step_b & from_a).bit_count()
                - (step_a & calm_a).bit_count()
                - (step_a & calm_b).bit_count()
                - (step_b & calm_a).bit_count()
                - (step_b & calm_b).bit_count()
            )
            if opp_kings:
                for step in (
                    opp_kings >> left,
                    opp_kings >> right,
                    opp_kings << left,
                    opp_kings << right,
                ):
                    replies += (step & empty).bit_count()
                    total += (
                        (step & from_a).bit_count()
                        + (step & from_b).bit_count()
                        - (step & calm_a).bit_count()
                        - (step & calm_b).bit_count()
                    )
            total += (calm_a.bit_count() + calm_b.bit_count()) * replies
        for risky, shift in ((risky_a, left), (risky_b, right)):
            while risky:
                to = risky & -risky
                risky ^= to
                if wtm:
                    k = kings | to if to & white_crown else kings
                    children.append((white ^ (to | to << shift), black, k))
                else:
                    k = kings | to if to & black_crown else kings
                    children.append((white, black ^ (to | to >> shift), k))
        if own_kings:
            for frm, to, _, _, _ in king_quiet_moves(own_kings, empty):
                moved = frm | to
                if wtm:
                    children.append((white ^ moved, black, kings ^ moved))
                else:
                    children.append((white, black ^ moved, kings ^ moved))
        return total

    return two_ply
