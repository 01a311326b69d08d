"""Perft: the number of leaves of the legal-move tree, the rules' exactness test."""

from __future__ import annotations

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


def divide(position: Position, depth: int) -> list[tuple[int, int]]:
    """For each legal move, the perft of ``depth - 1`` below it, as (raw index, count)."""
    gen = position.generator
    out = []
    for index, raw in enumerate(gen.moves(*position.raw())):
        child = gen.make(*position.raw(), raw)
        out.append((index, _perft(gen, *child, depth - 1) if depth > 1 else 1))
    return out


def _perft(gen: MoveGenerator, white: int, black: int, kings: int, wtm: bool, depth: int) -> int:
    moves = gen.moves(white, black, kings, wtm)
    if depth == 1:
        return len(moves)
    total = 0
    if depth == 2:
        # the last ply is counted, not generated
        count = gen._count
        if wtm:
            crown = gen.white_crown
            for frm, to, captured, _ in moves:
                if kings & frm:
                    k = (kings & ~captured & ~frm) | to
                elif to & crown:
                    k = (kings & ~captured) | to
                else:
                    k = kings & ~captured
                total += count(white ^ frm ^ to, black & ~captured, k, False)
        else:
            crown = gen.black_crown
            for frm, to, captured, _ in moves:
                if kings & frm:
                    k = (kings & ~captured & ~frm) | to
                elif to & crown:
                    k = (kings & ~captured) | to
                else:
                    k = kings & ~captured
                total += count(white & ~captured, black ^ frm ^ to, k, True)
        return total
    # make() inlined: this loop is the hot path
    if wtm:
        crown = gen.white_crown
        for frm, to, captured, _ in moves:
            if kings & frm:
                k = (kings & ~captured & ~frm) | to
            elif to & crown:
                k = (kings & ~captured) | to
            else:
                k = kings & ~captured
            total += _perft(gen, white ^ frm ^ to, black & ~captured, k, False, depth - 1)
    else:
        crown = gen.black_crown
        for frm, to, captured, _ in moves:
            if kings & frm:
                k = (kings & ~captured & ~frm) | to
            elif to & crown:
                k = (kings & ~captured) | to
            else:
                k = kings & ~captured
            total += _perft(gen, white & ~captured, black ^ frm ^ to, k, True, depth - 1)
    return total
