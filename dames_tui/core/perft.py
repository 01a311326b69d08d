"""Perft: the number of leaves of the legal-move tree, the rules' exactness test."""

from __future__ import annotations

from .move import Move
from .movegen import MoveGenerator
from .position import Position


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
    # Below this node: perft of depth - 1, or at depth 2 the counter of the last
    # ply, which never builds the moves. make() is inlined: this is the hot path.
    if depth == 2:
        child = gen.count_moves_function()
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
