"""Men's captures of one position, jump by jump, on small integers.

:mod:`.rafles` follows the rafles of many positions at once with masks per
sequence of directions; for one position on its own the interpreter's cost
of that bookkeeping outweighs the masks. Here a man's rafle is followed
square by square through a table that gives, for each square, its jumps
(the square passed over, the landing square and the landing square's own
jumps), as the kernel's general search does, without recording paths, and
on a stack of its own rather than by calls (a call costs more than the
tuple it takes).

The moves are the distinct ``(frm, to, captured)`` of the complete
sequences; the precedence rule keeps those of the best kind (men and kings
taken), ranked by :func:`~dames_tui.perft.rafles.kind_order`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ..core.movegen import MoveGenerator
from .rafles import kind_order, sides

# per square, its jumps: the squares a jump from there passes over (a
# mask), and for each of them the landing square and the landing square's
# own Row, or None where the move ends there: crowned
Jump = tuple[int, "Row | None"]
Row = tuple[int, dict[int, Jump]]
Capture = tuple[int, int, int]  # frm, to, captured
# men_captures(men, prey, kings, empty): the legal captures of ``men`` (after
# the precedence rule), or None where a man crowned on the way would go on
# as a king (the caller searches those in full)
MenCaptures = Callable[[int, int, int, int], list[Capture] | None]


@cache
def men_captures(gen: MoveGenerator) -> tuple[MenCaptures, MenCaptures]:
    """White's and Black's :data:`MenCaptures` for ``gen``'s rules (those
    :func:`~dames_tui.perft.linecount.supports` knows: pieces removed at the
    end of the move, a precedence rule that looks at what is taken).

    >>> from dames_tui.core import find_rules
    >>> from dames_tui.core.kernel import kernel_for
    >>> from dames_tui.notation import parse_fen
    >>> gen = kernel_for(find_rules("frisian"))
    >>> white, black, kings, _ = parse_fen("W:W28:B22,23,33", find_rules("frisian")).raw()
    >>> found = men_captures(gen)[0](white, black, kings, gen.board & ~(white | black))
    >>> sorted(captured.bit_count() for _, _, captured in found)
    [1, 1, 1]
    """
    order = kind_order(gen)
    white_side, black_side = sides(gen)
    lines = gen.topology.neighbour

    def table(white: bool) -> list[Row]:
        crown = gen.white_crown if white else gen.black_crown
        takes = gen.white_man_takes if white else gen.black_man_takes
        size = len(lines[0])
        jumps: list[dict[int, Jump]] = [{} for _ in range(size)]
        rows: list[Row] = []
        for i in range(size):
            overs = 0
            for d in takes:
                over = lines[d][i]
                if over and lines[d][over.bit_length() - 1]:
                    overs |= over
            rows.append((overs, jumps[i]))
        for i in range(size):
            for d in takes:
                over = lines[d][i]
                if not over:
                    continue
                land = lines[d][over.bit_length() - 1]
                if not land:
                    continue
                ends = gen.stop_on_crown and bool(land & crown)
                jumps[i][over] = (land, None if ends else rows[land.bit_length() - 1])
        return rows

    def build(white: bool) -> MenCaptures:
        rows = table(white)
        side = white_side if white else black_side
        crown = side.crown
        # a man crowned on the way goes on as a king: searched by the caller
        crowned_goes_on = side.crown_as_king
        longer_wins, all_alike = side.longer_wins, side.all_alike

        def men_captures(men: int, prey: int, kings: int, empty: int) -> list[Capture] | None:
            found: dict[Capture, None] = {}
            crowned = False
            # where the longer capture wins and no king can be taken, only the
            # longest sequences so far are kept (``most`` pieces): the shorter
            # ones never make a legal move
            longest = longer_wins and not prey & kings
            most = 1

            # depth first, on a stack of the sequences to go on with: (the
            # landing square's Row, the square, the prey not taken yet, the
            # pieces taken); the first jumps are read straight off the start
            # square's Row
            stack: list[tuple[Row, int, int, int]] = []
            while men:
                frm = men & -men
                men ^= frm
                free = empty | frm
                overs, jumps = rows[frm.bit_length() - 1]
                # (only the prey next to the square: fewer turns than its directions)
                overs &= prey
                while overs:
                    over = overs & -overs
                    overs ^= over
                    land, onward = jumps[over]
                    if land & free:
                        if onward is None:  # crowned there: the move ends
                            if most == 1:
                                found[frm, land, over] = None
                        elif crowned_goes_on and land & crown:
                            crowned = True
                        else:
                            stack.append((onward, land, prey ^ over, over))
                while stack:
                    (overs, jumps), at, alive, taken = stack.pop()
                    went_on = False
                    overs &= alive
                    while overs:
                        over = overs & -overs
                        overs ^= over
                        land, onward = jumps[over]
                        if land & free:
                            went_on = True
                            if onward is None:
                                ended = taken | over
                            elif crowned_goes_on and land & crown:
                                crowned = True
                                continue
                            else:
                                stack.append((onward, land, alive ^ over, taken | over))
                                continue
                        else:
                            continue
                        if longest:
                            count = ended.bit_count()
                            if count < most:
                                continue
                            if count > most:
                                most = count
                                found.clear()
                        found[frm, land, ended] = None
                    if not went_on:
                        if longest:
                            count = taken.bit_count()
                            if count < most:
                                continue
                            if count > most:
                                most = count
                                found.clear()
                        found[frm, at, taken] = None
            if crowned:
                return None
            moves = list(found)
            if len(moves) < 2 or all_alike or longest:
                return moves
            kinds = {m: ((m[2] & ~kings).bit_count(), (m[2] & kings).bit_count()) for m in moves}
            best = order(set(kinds.values()))[0]
            return [m for m, kind in kinds.items() if kind in best]

        return men_captures

    return build(True), build(False)
