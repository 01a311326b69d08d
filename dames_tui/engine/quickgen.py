"""Engine-side helpers on raw bitboards for the search's hot path.

The core's :class:`~dames_tui.core.movegen.MoveGenerator` is general and
reads its rules through attributes at every call; the search needs two
things many times per node and wants them as plain closures over constants:

- a capture test, specialised once from the rules data (men capturing
  backward or not, flying or short kings) and per side;
- the quiet moves as single ints ``frm | to``: the mover's bitboard becomes
  ``own ^ move``, the kings ``kings ^ move`` for a king, and a man is crowned
  with ``kings | (move & crown)``.

The captures themselves still come from the core generator (rafles and the
majority rule live there). Nothing here asks for a variant by name.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TypeAlias

from ..core import Rules, generator_for
from ..core.bitboard import DOWN_LEFT, DOWN_RIGHT, UP_LEFT, UP_RIGHT
from ..core.rules import CapturePrecedence, CrowningInCapture

# (own, opp, own_kings, empty) -> whether the side owning ``own`` can capture
CaptureTest: TypeAlias = Callable[[int, int, int, int], bool]
# (own, own_kings, empty) -> the quiet moves as ints frm | to
QuietMoves: TypeAlias = Callable[[int, int, int], list[int]]
Capture: TypeAlias = tuple[int, int, int]  # (frm, to, captured)
# (own, opp, own_kings, empty) -> the legal captures
Captures: TypeAlias = Callable[[int, int, int, int], list[Capture]]


class QuickGen:
    """Capture tests and quiet-move generators of one variant, built once."""

    def __init__(self, rules: Rules) -> None:
        gen = generator_for(rules)
        g = gen.geometry
        self.rules = rules
        board, left, right = gen.board, gen.left, gen.right
        flying, backward = rules.flying_kings, rules.men_capture_backward
        ul_mask, ur_mask = g.ray_mask[UP_LEFT], g.ray_mask[UP_RIGHT]
        dl_mask, dr_mask = g.ray_mask[DOWN_LEFT], g.ray_mask[DOWN_RIGHT]
        rays = tuple(
            zip(g.ray[UP_LEFT], g.ray[UP_RIGHT], g.ray[DOWN_LEFT], g.ray[DOWN_RIGHT], strict=True)
        )

        def flying_kings_capture(kings: int, opp: int, occupied: int, empty: int) -> bool:
            """Whether one of the flying ``kings`` can take: the nearest
            piece on a diagonal is an opponent with an empty square behind."""
            while kings:
                king = kings & -kings
                kings ^= king
                i = king.bit_length() - 1
                x = ul_mask[i] & occupied
                if x:
                    x = 1 << (x.bit_length() - 1)
                    if x & opp and (x >> right) & empty:
                        return True
                x = ur_mask[i] & occupied
                if x:
                    x = 1 << (x.bit_length() - 1)
                    if x & opp and (x >> left) & empty:
                        return True
                x = dl_mask[i] & occupied
                if x:
                    x &= -x
                    if x & opp and (x << left) & empty:
                        return True
                x = dr_mask[i] & occupied
                if x:
                    x &= -x
                    if x & opp and (x << right) & empty:
                        return True
            return False

        self.flying_kings_capture = flying_kings_capture

        def make_test(white: bool) -> CaptureTest:
            # Origins of a jump: x >> R is an opponent and x >> 2R is empty, i.e.
            # x in ((empty << R) & opp) << R (and likewise for the other shifts).
            if backward and flying:

                def test(own: int, opp: int, own_kings: int, empty: int) -> bool:
                    if (
                        (((empty << right) & opp) << right)
                        | (((empty << left) & opp) << left)
                        | (((empty >> right) & opp) >> right)
                        | (((empty >> left) & opp) >> left)
                    ) & (own ^ own_kings):
                        return True
                    return bool(own_kings) and flying_kings_capture(
                        own_kings, opp, board ^ empty, empty
                    )

            elif backward:

                def test(own: int, opp: int, own_kings: int, empty: int) -> bool:
                    return bool(
                        (
                            (((empty << right) & opp) << right)
                            | (((empty << left) & opp) << left)
                            | (((empty >> right) & opp) >> right)
                            | (((empty >> left) & opp) >> left)
                        )
                        & own
                    )

            elif white:

                def test(own: int, opp: int, own_kings: int, empty: int) -> bool:
                    men = own if not flying else own ^ own_kings
                    if (
                        (((empty << right) & opp) << right) | (((empty << left) & opp) << left)
                    ) & men:
                        return True
                    if not own_kings:
                        return False
                    if flying:
                        return flying_kings_capture(own_kings, opp, board ^ empty, empty)
                    return bool(
                        ((((empty >> right) & opp) >> right) | (((empty >> left) & opp) >> left))
                        & own_kings
                    )

            else:

                def test(own: int, opp: int, own_kings: int, empty: int) -> bool:
                    men = own if not flying else own ^ own_kings
                    if (
                        (((empty >> right) & opp) >> right) | (((empty >> left) & opp) >> left)
                    ) & men:
                        return True
                    if not own_kings:
                        return False
                    if flying:
                        return flying_kings_capture(own_kings, opp, board ^ empty, empty)
                    return bool(
                        ((((empty << right) & opp) << right) | (((empty << left) & opp) << left))
                        & own_kings
                    )

            return test

        self.white_can_capture = make_test(True)
        self.black_can_capture = make_test(False)

        def king_moves(kings: int, empty: int, out: list[int]) -> None:
            if flying:
                while kings:
                    king = kings & -kings
                    kings ^= king
                    for ray in rays[king.bit_length() - 1]:
                        for to in ray:
                            if not to & empty:
                                break
                            out.append(king | to)
            else:
                for shift in (right, left):
                    targets = (kings >> shift) & empty
                    while targets:
                        to = targets & -targets
                        targets ^= to
                        out.append(to | (to << shift))
                    targets = (kings << shift) & empty
                    while targets:
                        to = targets & -targets
                        targets ^= to
                        out.append(to | (to >> shift))

        def white_quiet(own: int, own_kings: int, empty: int) -> list[int]:
            men = own ^ own_kings
            out = []
            targets = (men >> right) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                out.append(to | (to << right))
            targets = (men >> left) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                out.append(to | (to << left))
            if own_kings:
                king_moves(own_kings, empty, out)
            return out

        def black_quiet(own: int, own_kings: int, empty: int) -> list[int]:
            men = own ^ own_kings
            out = []
            targets = (men << left) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                out.append(to | (to >> left))
            targets = (men << right) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                out.append(to | (to >> right))
            if own_kings:
                king_moves(own_kings, empty, out)
            return out

        self.white_captures = self._capture_generator(True)
        self.black_captures = self._capture_generator(False)
        self.white_quiet: QuietMoves = white_quiet
        self.black_quiet: QuietMoves = black_quiet
        # Every quiet move as an int: a key of the history tables.
        keys = []
        for i, ray_set in enumerate(rays):
            for ray in ray_set:
                for to in ray:
                    keys.append((1 << i) | to)
        self.quiet_keys: tuple[int, ...] = tuple(sorted(set(keys)))

    def _capture_generator(self, white: bool) -> Captures:
        """``captures(own, opp, own_kings, empty)``: the legal captures of the
        side owning ``own`` as ``(frm, to, captured)`` (no path), after the
        precedence rule; the same moves as the core's ``captures``.

        Single jumps that cannot go on come from bit-parallel masks; only the
        pieces whose landing square starts another jump, and flying kings
        that can take, are searched square by square.
        """
        rules = self.rules
        gen = generator_for(rules)
        g = gen.geometry
        board, left, right = gen.board, gen.left, gen.right
        r2, l2 = 2 * right, 2 * left
        flying, backward = rules.flying_kings, rules.men_capture_backward
        majority = rules.capture_precedence is CapturePrecedence.MAJORITY
        stop_on_crown = rules.crowning_in_capture is CrowningInCapture.STOP
        crown = (gen.white_crown if white else gen.black_crown) if stop_on_crown else 0
        stop = ~crown
        man_jumps = (
            gen.king_jumps if backward else (gen.white_man_jumps if white else gen.black_man_jumps)
        )
        king_jumps = gen.king_jumps
        men_up = white or backward
        men_down = not white or backward
        rays = tuple(
            zip(g.ray[UP_LEFT], g.ray[UP_RIGHT], g.ray[DOWN_LEFT], g.ray[DOWN_RIGHT], strict=True)
        )
        kings_can_capture = self.flying_kings_capture

        def short_rafle(
            start: int,
            at: int,
            alive: int,
            empty: int,
            taken: int,
            jumps: tuple[tuple[tuple[int, int], ...], ...],
            crown: int,
            found: dict[tuple[int, int, int], None],
        ) -> None:
            # taken pieces stay on the board (not in ``empty``) until the move
            # ends, but leave ``alive``: they block and cannot be taken twice
            extended = False
            for over, land in jumps[at.bit_length() - 1]:
                if over & alive and land & empty:
                    extended = True
                    if land & crown:  # crowned in the middle of a rafle: the move ends
                        found[(start, land, taken | over)] = None
                    else:
                        short_rafle(
                            start, land, alive ^ over, empty, taken | over, jumps, crown, found
                        )
            if not extended and taken:
                found[(start, at, taken)] = None

        def flying_rafle(
            start: int,
            at: int,
            alive: int,
            empty: int,
            taken: int,
            found: dict[tuple[int, int, int], None],
        ) -> None:
            extended = False
            for ray in rays[at.bit_length() - 1]:
                i = 0
                n = len(ray)
                while i < n and ray[i] & empty:
                    i += 1
                if i + 1 < n and ray[i] & alive and ray[i + 1] & empty:
                    over = ray[i]
                    i += 1
                    extended = True
                    remaining = alive ^ over
                    now_taken = taken | over
                    while i < n and ray[i] & empty:
                        flying_rafle(start, ray[i], remaining, empty, now_taken, found)
                        i += 1
            if not extended and taken:
                found[(start, at, taken)] = None

        def captures(own: int, opp: int, own_kings: int, empty: int) -> list[Capture]:
            short_kings = 0 if flying else own_kings
            men = own ^ own_kings
            # origins able to jump in each direction, whatever the piece
            j_ul = ((empty << right) & opp) << right
            j_ur = ((empty << left) & opp) << left
            j_dl = ((empty >> left) & opp) >> left
            j_dr = ((empty >> right) & opp) >> right
            up = (men if men_up else 0) | short_kings
            down = (men if men_down else 0) | short_kings
            o_ul, o_ur, o_dl, o_dr = j_ul & up, j_ur & up, j_dl & down, j_dr & down
            go_on = 0
            if o_ul | o_ur | o_dl | o_dr:
                # where a man may go on after landing: its own directions, never
                # back over the piece just taken; not at all once crowned (STOP)
                m_ul = j_ul if men_up else 0
                m_ur = j_ur if men_up else 0
                m_dl = j_dl if men_down else 0
                m_dr = j_dr if men_down else 0
                go_on = (
                    (((o_ul & men) >> r2) & (m_ul | m_ur | m_dl) & stop) << r2
                    | (((o_ur & men) >> l2) & (m_ul | m_ur | m_dr) & stop) << l2
                    | (((o_dl & men) << l2) & (m_ul | m_dl | m_dr) & stop) >> l2
                    | (((o_dr & men) << r2) & (m_ur | m_dl | m_dr) & stop) >> r2
                )
                if short_kings:
                    go_on |= (
                        (((o_ul & short_kings) >> r2) & (j_ul | j_ur | j_dl)) << r2
                        | (((o_ur & short_kings) >> l2) & (j_ul | j_ur | j_dr)) << l2
                        | (((o_dl & short_kings) << l2) & (j_ul | j_dl | j_dr)) >> l2
                        | (((o_dr & short_kings) << r2) & (j_ur | j_dl | j_dr)) >> r2
                    )
            searched = go_on
            if flying and own_kings and kings_can_capture(own_kings, opp, board ^ empty, empty):
                searched |= own_kings
            out: list[Capture]
            if searched:
                found: dict[tuple[int, int, int], None] = {}
                pieces = searched
                while pieces:
                    piece = pieces & -pieces
                    pieces ^= piece
                    if piece & own_kings:
                        if flying:
                            flying_rafle(piece, piece, opp, empty | piece, 0, found)
                        else:
                            short_rafle(piece, piece, opp, empty | piece, 0, king_jumps, 0, found)
                    else:
                        short_rafle(piece, piece, opp, empty | piece, 0, man_jumps, crown, found)
                out = list(found)
                if majority and go_on:  # a longer capture exists: singles are out
                    best = max(m[2].bit_count() for m in out)
                    return [m for m in out if m[2].bit_count() == best]
            else:
                out = []
            done = ~go_on
            targets = (o_ul & done) >> r2
            while targets:
                to = targets & -targets
                targets ^= to
                out.append((to << r2, to, to << right))
            targets = (o_ur & done) >> l2
            while targets:
                to = targets & -targets
                targets ^= to
                out.append((to << l2, to, to << left))
            targets = (o_dl & done) << l2
            while targets:
                to = targets & -targets
                targets ^= to
                out.append((to >> l2, to, to >> left))
            targets = (o_dr & done) << r2
            while targets:
                to = targets & -targets
                targets ^= to
                out.append((to >> r2, to, to >> right))
            if majority and searched and len(out) > 1:
                best = max(m[2].bit_count() for m in out)
                return [m for m in out if m[2].bit_count() == best]
            return out

        return captures

    def new_history(self) -> dict[int, int]:
        """A history table: every possible quiet move scored 0."""
        return dict.fromkeys(self.quiet_keys, 0)


@cache
def quick_gen_for(rules: Rules) -> QuickGen:
    """The (cached) helpers of ``rules``."""
    return QuickGen(rules)
