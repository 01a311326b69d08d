"""Perft: the number of leaves of the legal-move tree, the rules' exactness test."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from .move import Move
from .movegen import MoveGenerator
from .position import Position
from .rules import CapturePrecedence


def perft(position: Position, depth: int) -> int:
    """Leaf count of the legal-move tree ``depth`` plies deep.

    >>> from dames_tui.core import Position, find_rules
    >>> perft(Position.initial(find_rules("english")), 3)
    302
    """
    if depth <= 0:
        return 1
    return _perft(position.generator, *position.raw(), depth)


def divide(position: Position, depth: int) -> list[tuple[Move, int]]:
    """For each legal move (in :meth:`Position.legal_moves` order), the perft of
    ``depth - 1`` below it."""
    gen = position.generator
    out = []
    for move in position.legal_moves():
        child = gen.make(*position.raw(), position.raw_from_move(move))
        out.append((move, _perft(gen, *child, depth - 1) if depth > 1 else 1))
    return out


def _perft(gen: MoveGenerator, white: int, black: int, kings: int, wtm: bool, depth: int) -> int:
    if depth == 1:
        return gen.count_moves(white, black, kings, wtm)
    if depth == 2:
        return _two_ply_counter(gen)(white, black, kings, wtm)
    # Below this node: perft of depth - 1, or at depth 3 the two-ply counter.
    # make() is inlined: this is the hot path.
    if depth == 3:
        child = _two_ply_counter(gen)
    else:

        def child(white: int, black: int, kings: int, wtm: bool) -> int:
            return _perft(gen, white, black, kings, wtm, depth - 1)

    total = 0
    crown = gen.white_crown if wtm else gen.black_crown
    captures = gen.captures(white, black, kings, wtm)
    if captures:
        for frm, to, captured, _ in captures:
            if kings & frm:
                k = (kings & ~captured & ~frm) | to
            elif to & crown:
                k = (kings & ~captured) | to
            else:
                k = kings & ~captured
            if wtm:
                total += child(white ^ frm ^ to, black & ~captured, k, False)
            else:
                total += child(white & ~captured, black ^ frm ^ to, k, True)
        return total
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
                total += child(white ^ (to | to << shift), black, promoted, False)
        else:
            targets = (men << shift) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                promoted = kings | to if to & crown else kings
                total += child(white, black ^ (to | to >> shift), promoted, True)
    own_kings = own & kings
    if own_kings:
        for frm, to, _, _ in gen.king_quiet_moves(own_kings, empty):
            moved = frm | to
            if wtm:
                total += child(white ^ moved, black, kings ^ moved, False)
            else:
                total += child(white, black ^ moved, kings ^ moved, True)
    return total


@cache
def _two_ply_counter(gen: MoveGenerator) -> Callable[[int, int, int, bool], int]:
    """``perft(position, 2)`` on raw boards, with the replies counted in bulk.

    Take a node where the side to move (the mover) has no capture and the
    opponent (the replier) could not capture either if it were its turn. A
    quiet man move frm-to changes two squares only, so the replier can then
    capture only over ``to`` or landing on ``frm``; the moves that allow that
    are picked out with masks and their replies counted one by one. For all
    the others the reply count is the replier's quiet-move count on this board,
    minus its steps into ``to``, plus its steps into ``frm``: summed over a
    whole direction of men moves, that is a handful of ``bit_count`` calls.
    Everything else (mover captures, replier already threatening, flying
    kings on the replier's side, king moves) goes move by move.
    """
    board, left, right = gen.board, gen.left, gen.right
    count = gen.count_moves_function()
    captures, king_quiet_moves = gen.captures, gen.king_quiet_moves
    white_crown, black_crown = gen.white_crown, gen.black_crown
    backward, flying = gen.men_backward, gen.flying
    # The replies counted below depend only on where the pieces stand, not on
    # which of the mover's pieces are kings: true when the precedence rule
    # counts pieces (a king counting one) or does not look at them.
    if gen.rules.capture_precedence not in (CapturePrecedence.FREE, CapturePrecedence.MAJORITY):
        raise NotImplementedError(f"two-ply count under {gen.rules.capture_precedence}")

    def one_by_one(
        white: int,
        black: int,
        kings: int,
        wtm: bool,
        moves: list[tuple[int, int, int, tuple[int, ...]]],
    ) -> int:
        total = 0
        crown = white_crown if wtm else black_crown
        for frm, to, captured, _ in moves:
            if kings & frm:
                k = (kings & ~captured & ~frm) | to
            elif to & crown:
                k = (kings & ~captured) | to
            else:
                k = kings & ~captured
            if wtm:
                total += count(white ^ frm ^ to, black & ~captured, k, False)
            else:
                total += count(white & ~captured, black ^ frm ^ to, k, True)
        return total

    def two_ply(white: int, black: int, kings: int, wtm: bool) -> int:
        moves = captures(white, black, kings, wtm)
        if moves:
            return one_by_one(white, black, kings, wtm, moves)
        if wtm:
            own, opp = white, black
        else:
            own, opp = black, white
        opp_kings = opp & kings
        if opp_kings and flying:
            return one_by_one(white, black, kings, wtm, gen.quiet_moves(white, black, kings, wtm))
        empty = board & ~(white | black)
        opp_men = opp & ~kings
        # The replier's pieces able to capture up (towards lower bits) and down,
        # and over_d: the squares its captures in direction d would jump over.
        if wtm:
            up = opp_kings | (opp_men if backward else 0)
            down = opp_kings | opp_men
        else:
            up = opp_kings | opp_men
            down = opp_kings | (opp_men if backward else 0)
        over_ul, over_ur = up >> right, up >> left
        over_dl, over_dr = down << left, down << right
        # where the replier's captures over the mover's pieces would land
        lands = (
            (over_ul & own) >> right
            | (over_ur & own) >> left
            | (over_dl & own) << left
            | (over_dr & own) << right
        )
        if lands & empty:  # the replier threatens a capture already
            return one_by_one(white, black, kings, wtm, gen.quiet_moves(white, black, kings, wtm))
        # squares where an arriving piece could be jumped, landing on an empty square
        exposed = (
            over_ul & (empty << right)
            | over_ur & (empty << left)
            | over_dl & (empty >> left)
            | over_dr & (empty >> right)
        )
        # the replier's steps, as target masks (one per direction of its pieces)
        if wtm:
            steps = [opp_men << left, opp_men << right]
        else:
            steps = [opp_men >> left, opp_men >> right]
        if opp_kings:
            steps += [opp_kings >> left, opp_kings >> right, opp_kings << left, opp_kings << right]
        base = sum((step & empty).bit_count() for step in steps)
        total = 0
        men = own & ~kings
        for shift, back_over in (
            ((left, over_dl), (right, over_dr)) if wtm else ((left, over_ur), (right, over_ul))
        ):
            # to: the target squares of the men moving this way; frm = to shifted back.
            # A reply capture appears when `to` is exposed, when the piece right
            # ahead jumps back over `to` onto frm (back_over), or when frm is a
            # landing square behind one of the mover's pieces.
            if wtm:
                targets = (men >> shift) & empty
                threatened = targets & (exposed | back_over | lands >> shift)
                frms = (targets ^ threatened) << shift
            else:
                targets = (men << shift) & empty
                threatened = targets & (exposed | back_over | lands << shift)
                frms = (targets ^ threatened) >> shift
            calm = targets ^ threatened
            if calm:
                total += calm.bit_count() * base
                for step in steps:
                    total += (step & frms).bit_count() - (step & calm).bit_count()
            while threatened:
                to = threatened & -threatened
                threatened ^= to
                if wtm:
                    moved = to | to << shift
                    total += count(
                        white ^ moved, black, kings | to if to & white_crown else kings, False
                    )
                else:
                    moved = to | to >> shift
                    total += count(
                        white, black ^ moved, kings | to if to & black_crown else kings, True
                    )
        own_kings = own & kings
        if own_kings:
            for frm, to, _, _ in king_quiet_moves(own_kings, empty):
                moved = frm | to
                if wtm:
                    total += count(white ^ moved, black, kings ^ moved, False)
                else:
                    total += count(white, black ^ moved, kings ^ moved, True)
        return total

    return two_ply
