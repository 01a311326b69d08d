"""Legal move generation on raw bitboards, one generator for every variant.

A position here is four values: ``white``, ``black``, ``kings`` bitboards and
``white_to_move``. A raw move is a tuple ``(frm, to, captured, path)``: the
start bit, the end bit, the mask of captured pieces and, for a capture, the
landing bits in order (``()`` for a quiet move). A rafle that returns to its
start square has ``frm == to``. Two captures with the same start, end and
captured set are one move; the first path found stands for both.

The generator reads its rules from :class:`~dames_tui.core.rules.Rules` and
its geometry from :mod:`~dames_tui.core.bitboard`; it never asks for a
variant by name.
"""

from __future__ import annotations

from functools import cache
from typing import TypeAlias

from .bitboard import DIRECTIONS, DOWN_DIRECTIONS, UP_DIRECTIONS, Bitboard, geometry, iter_bits
from .rules import CapturePrecedence, CrowningInCapture, Rules

RawMove: TypeAlias = tuple[int, int, int, tuple[int, ...]]
NO_PATH: tuple[int, ...] = ()


class MoveGenerator:
    """Generates the legal moves of one variant's rules."""

    def __init__(self, rules: Rules) -> None:
        g = geometry(rules.board_size)
        self.rules = rules
        self.geometry = g
        self.board = g.board
        self.left = g.shift_left
        self.right = g.shift_right
        self.white_crown = g.rows[0]
        self.black_crown = g.rows[-1]
        self.flying = rules.flying_kings
        self.majority = rules.capture_precedence is CapturePrecedence.MAJORITY
        self.stop_on_crown = rules.crowning_in_capture is CrowningInCapture.STOP
        self.men_backward = rules.men_capture_backward
        self.rays = g.ray
        self.ray_masks = g.ray_mask

        # jumps(...)[i]: the (over, land) bits of every short jump from bit index i
        def jumps(directions: tuple[int, ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
            size = len(g.neighbour[0])
            table = []
            for i in range(size):
                entries = []
                for d in directions:
                    over = g.neighbour[d][i]
                    if over:
                        land = g.neighbour[d][over.bit_length() - 1]
                        if land:
                            entries.append((over, land))
                table.append(tuple(entries))
            return tuple(table)

        all_dirs = UP_DIRECTIONS + DOWN_DIRECTIONS
        self.king_jumps = jumps(all_dirs)
        if rules.men_capture_backward:
            self.white_man_jumps = self.black_man_jumps = self.king_jumps
        else:
            self.white_man_jumps = jumps(UP_DIRECTIONS)
            self.black_man_jumps = jumps(DOWN_DIRECTIONS)

    # ------------------------------------------------------------------ queries

    def can_capture(self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool) -> bool:
        """Whether the side to move has a capture (and so must capture)."""
        return bool(self.capturers(white, black, kings, wtm))

    def capturers(self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool) -> Bitboard:
        """The pieces of the side to move that have at least one capture."""
        own, opp = (white, black) if wtm else (black, white)
        empty = self.board & ~(white | black)
        men = own & ~kings
        own_kings = own & kings
        left, right = self.left, self.right
        found = 0
        # A man or short king on bit x captures up-left when x>>R is an opponent
        # and x>>2R is empty; walk back from the empty landing squares.
        up_men = men if (wtm or self.men_backward) else 0
        down_men = men if (not wtm or self.men_backward) else 0
        short_kings = 0 if self.flying else own_kings
        up = up_men | short_kings
        down = down_men | short_kings
        if up:
            found |= ((((empty << right) & opp) << right) | (((empty << left) & opp) << left)) & up
        if down:
            found |= (
                (((empty >> right) & opp) >> right) | (((empty >> left) & opp) >> left)
            ) & down
        if self.flying and own_kings:
            occupied = white | black
            for king in iter_bits(own_kings):
                if self.flying_king_can_capture(king, opp, occupied, empty):
                    found |= king
        return found

    def flying_king_can_capture(self, king: int, opp: int, occupied: int, empty: int) -> bool:
        """Whether the flying ``king`` (one bit) can take: on one of its
        diagonals the nearest piece is an opponent with an empty square behind."""
        i = king.bit_length() - 1
        masks, neighbour = self.ray_masks, self.geometry.neighbour
        for d in DIRECTIONS:
            blockers = masks[d][i] & occupied
            if not blockers:
                continue
            # the nearest blocker: highest bit going up, lowest going down
            over = 1 << (blockers.bit_length() - 1) if d in UP_DIRECTIONS else blockers & -blockers
            if over & opp and neighbour[d][over.bit_length() - 1] & empty:
                return True
        return False

    # --------------------------------------------------------------- generation

    def moves(self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool) -> list[RawMove]:
        """Every legal move of the side to move."""
        return self.captures(white, black, kings, wtm) or self.quiet_moves(white, black, kings, wtm)

    def quiet_moves(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool
    ) -> list[RawMove]:
        """The non-capturing moves (legal only when no capture exists)."""
        empty = self.board & ~(white | black)
        left, right = self.left, self.right
        out: list[RawMove] = []
        append = out.append
        if wtm:
            men = white & ~kings
            own_kings = white & kings
            targets = (men >> right) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                append((to << right, to, 0, NO_PATH))
            targets = (men >> left) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                append((to << left, to, 0, NO_PATH))
        else:
            men = black & ~kings
            own_kings = black & kings
            targets = (men << left) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                append((to >> left, to, 0, NO_PATH))
            targets = (men << right) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                append((to >> right, to, 0, NO_PATH))
        if own_kings:
            out += self.king_quiet_moves(own_kings, empty)
        return out

    def king_quiet_moves(self, own_kings: Bitboard, empty: Bitboard) -> list[RawMove]:
        """The non-capturing moves of the kings ``own_kings``."""
        out: list[RawMove] = []
        append = out.append
        if self.flying:
            rays = self.rays
            for king in iter_bits(own_kings):
                i = king.bit_length() - 1
                for ray in (rays[0][i], rays[1][i], rays[2][i], rays[3][i]):
                    for to in ray:
                        if not to & empty:
                            break
                        append((king, to, 0, NO_PATH))
        else:
            for shift in (self.right, self.left):
                targets = (own_kings >> shift) & empty
                while targets:
                    to = targets & -targets
                    targets ^= to
                    append((to << shift, to, 0, NO_PATH))
                targets = (own_kings << shift) & empty
                while targets:
                    to = targets & -targets
                    targets ^= to
                    append((to >> shift, to, 0, NO_PATH))
        return out

    def captures(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool
    ) -> list[RawMove]:
        """Every legal capture, after the precedence rule (majority or free).

        Single jumps that cannot go on come straight from the bit-parallel
        masks of :meth:`short_jumps`; only rafles and flying kings are searched.
        """
        ul, ur, dl, dr, rafle_pieces = self.short_jumps(white, black, kings, wtm)
        searched = rafle_pieces
        if self.flying:
            own = white if wtm else black
            own_kings = own & kings
            if own_kings:
                opp = black if wtm else white
                occupied = white | black
                empty = self.board & ~occupied
                for king in iter_bits(own_kings):
                    if self.flying_king_can_capture(king, opp, occupied, empty):
                        searched |= king
        moves = self.rafles(white, black, kings, wtm, searched) if searched else []
        if not (self.majority and rafle_pieces):  # else a longer capture exists
            r2, l2 = 2 * self.right, 2 * self.left
            right, left = self.right, self.left
            append = moves.append
            while ul:
                to = ul & -ul
                ul ^= to
                append((to << r2, to, to << right, (to,)))
            while ur:
                to = ur & -ur
                ur ^= to
                append((to << l2, to, to << left, (to,)))
            while dl:
                to = dl & -dl
                dl ^= to
                append((to >> l2, to, to >> left, (to,)))
            while dr:
                to = dr & -dr
                dr ^= to
                append((to >> r2, to, to >> right, (to,)))
        if self.majority and len(moves) > 1:
            best = max(m[2].bit_count() for m in moves)
            moves = [m for m in moves if m[2].bit_count() == best]
        return moves

    def rafles(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool, pieces: Bitboard
    ) -> list[RawMove]:
        """Every complete capture by ``pieces`` (before any precedence rule)."""
        opp = black if wtm else white
        empty0 = self.board & ~(white | black)
        found: dict[tuple[int, int, int], RawMove] = {}
        if wtm:
            man_jumps, crown = self.white_man_jumps, self.white_crown
        else:
            man_jumps, crown = self.black_man_jumps, self.black_crown
        if not self.stop_on_crown:
            crown = 0
        for piece in iter_bits(pieces):
            empty = empty0 | piece
            if piece & kings:
                if self.flying:
                    self._flying_rafle(piece, piece, opp, empty, 0, NO_PATH, found)
                else:
                    self._short_rafle(
                        piece, piece, opp, empty, 0, NO_PATH, self.king_jumps, 0, found
                    )
            else:
                self._short_rafle(piece, piece, opp, empty, 0, NO_PATH, man_jumps, crown, found)
        return list(found.values())

    def _short_rafle(
        self,
        start: int,
        at: int,
        alive: int,
        empty: int,
        captured: int,
        path: tuple[int, ...],
        jumps: tuple[tuple[tuple[int, int], ...], ...],
        crown: int,
        found: dict[tuple[int, int, int], RawMove],
    ) -> None:
        """Extend a rafle of a piece that jumps one square (a man, or a short king).

        ``alive`` holds the opponents not yet taken: the taken ones stay on the
        board (not ``empty``) until the move ends, so they cannot be jumped twice.
        """
        extended = False
        for over, land in jumps[at.bit_length() - 1]:
            if over & alive and land & empty:
                extended = True
                taken = captured | over
                if land & crown:  # crowned in the middle of a rafle: the move ends
                    found.setdefault((start, land, taken), (start, land, taken, path + (land,)))
                else:
                    self._short_rafle(
                        start, land, alive ^ over, empty, taken, path + (land,), jumps, crown, found
                    )
        if not extended and captured:
            found.setdefault((start, at, captured), (start, at, captured, path))

    def _flying_rafle(
        self,
        start: int,
        at: int,
        alive: int,
        empty: int,
        captured: int,
        path: tuple[int, ...],
        found: dict[tuple[int, int, int], RawMove],
    ) -> None:
        """Extend a rafle of a flying king: it may jump from afar and land on
        any empty square beyond the taken piece."""
        extended = False
        i = at.bit_length() - 1
        rays = self.rays
        for ray in (rays[0][i], rays[1][i], rays[2][i], rays[3][i]):
            k = 0
            n = len(ray)
            while k < n and ray[k] & empty:
                k += 1
            if k + 1 < n and ray[k] & alive and ray[k + 1] & empty:
                over = ray[k]
                k += 1
                extended = True
                remaining = alive ^ over
                taken = captured | over
                while k < n and ray[k] & empty:
                    land = ray[k]
                    self._flying_rafle(start, land, remaining, empty, taken, path + (land,), found)
                    k += 1
        if not extended and captured:
            found.setdefault((start, at, captured), (start, at, captured, path))

    def short_jumps(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool
    ) -> tuple[int, int, int, int, int]:
        """Single jumps of the men (and short kings), found bit-parallel.

        Returns ``(up_left, up_right, down_left, down_right, rafle_pieces)``:
        the first four are the landing squares of the jumps, in each direction,
        after which the piece cannot jump again (a complete one-piece capture);
        ``rafle_pieces`` are the pieces with at least one jump that goes on:
        only those need a search, and their single jumps are left out of the
        four masks. Flying kings are not included.

        A jump in direction d can go on from its landing square l only in a
        direction d' other than the reverse of d: backwards the taken piece is
        dead. And in any other direction the square two steps away is never the
        start square, so the position's own ``empty`` answers exactly.
        """
        empty = self.board & ~(white | black)
        left, right = self.left, self.right
        if wtm:
            own, opp = white, black
        else:
            own, opp = black, white
        men = own & ~kings
        short_kings = 0 if self.flying else own & kings
        # origins able to jump in each direction, whatever the piece
        j_ul = ((empty << right) & opp) << right
        j_ur = ((empty << left) & opp) << left
        j_dl = ((empty >> left) & opp) >> left
        j_dr = ((empty >> right) & opp) >> right
        if self.men_backward:
            men_up = men_down = men
        elif wtm:
            men_up, men_down = men, 0
        else:
            men_up, men_down = 0, men
        up = men_up | short_kings
        down = men_down | short_kings
        o_ul, o_ur, o_dl, o_dr = j_ul & up, j_ur & up, j_dl & down, j_dr & down
        if not (o_ul | o_ur | o_dl | o_dr):
            return 0, 0, 0, 0, 0
        # where a man may go on after landing: its own directions, never backwards
        # over the dead piece; not at all if it was just crowned and that ends the move
        m_ul = j_ul if men_up else 0
        m_ur = j_ur if men_up else 0
        m_dl = j_dl if men_down else 0
        m_dr = j_dr if men_down else 0
        stop = ~(self.white_crown if wtm else self.black_crown) if self.stop_on_crown else -1
        r2, l2 = 2 * right, 2 * left
        # landing squares, then the origins of the jumps that go on
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
        done = ~go_on
        return (
            (o_ul & done) >> r2,
            (o_ur & done) >> l2,
            (o_dl & done) << l2,
            (o_dr & done) << r2,
            go_on,
        )

    # -------------------------------------------------------------- make a move

    def make(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool, move: RawMove
    ) -> tuple[Bitboard, Bitboard, Bitboard, bool]:
        """The position after ``move``; a man ending on its crowning row is crowned."""
        frm, to, captured, _ = move
        if wtm:
            white = white ^ frm ^ to
            black &= ~captured
            crown = self.white_crown
        else:
            black = black ^ frm ^ to
            white &= ~captured
            crown = self.black_crown
        if kings & frm:
            kings = (kings & ~captured & ~frm) | to
        else:
            kings &= ~captured
            if to & crown:
                kings |= to
        return white, black, kings, not wtm


@cache
def generator_for(rules: Rules) -> MoveGenerator:
    """The (cached) generator of ``rules``."""
    return MoveGenerator(rules)
