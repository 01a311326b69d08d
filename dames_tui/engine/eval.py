"""Static evaluation, parameters derived from the rules (never from a variant name).

Scores are in centi-men from White's point of view (:meth:`Evaluator.white_score`);
the search negates them for Black. Terms:

- material: a man is 100; a king is worth more where kings fly (about 3.2 men)
  than where they step (1.5 men);
- advancement of the men (tempo), growing quadratically towards the crowning row;
- back-rank guard: men still on their own first row keep the opponent from crowning;
- centre: men on central files, kings near the centre (flying kings also on the
  long diagonal);
- runaway men: a man near the crowning row whose cone ahead is empty cannot be stopped;
- mobility: forward moves of the men (a cheap stand-in for blocked pieces);
- trading down when ahead: the same material edge counts more with fewer pieces;
- endgame knowledge: against a side with only kings, the stronger side wants its
  kings close to the enemy kings and the enemy kings out of the double corners;
  where kings fly, a king defends against up to three pieces, so such endings
  are scored near a draw (FMJD: 3 kings against 1 is a draw, 4 against 1 wins).

Piece-square values are folded into byte-chunk lookup tables, so the material
and positional sum is a few table lookups per bitboard.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Position, Rules
from ..core.bitboard import Geometry, geometry

MAN_VALUE = 100
FLYING_KING_VALUE = 320  # a flying king is worth about three men or a bit more
SHORT_KING_VALUE = 150  # a king that steps one square: about one and a half men
ADVANCE_MAX = 50  # advancement bonus of a man one row from crowning
BACK_RANK_BONUS = 8
MAN_CENTRE_STEP = 2  # per file away from the edge
KING_CENTRE_STEP = 3
LONG_DIAGONAL_BONUS = 15  # flying kings only
MOBILITY_WEIGHT = 2
RUNAWAY_ROWS = 3  # rows from crowning where a man can be a runaway
RUNAWAY_BONUS = 40  # on top of advancement, for a man nobody can stop
TRADE_WEIGHT = 4  # material edge * TRADE_WEIGHT * 100 // total pieces
KING_PROXIMITY_WEIGHT = 6  # per row/column of distance between strong and weak kings
DOUBLE_CORNER_PENALTY = 30  # the weak king is safe in a double corner
WEAK_KING_CENTRE_WEIGHT = 4  # the weak king is easier to trap near an edge
DRAWISH_DIVISOR = 16  # advantage divisor in endings known to be drawn
FLYING_KING_HOLDS = 3  # a lone flying king holds against up to this many pieces
CHUNK_BITS = 8


@dataclass(frozen=True, slots=True)
class EvalParams:
    """The weights of one variant, derived from its :class:`Rules`."""

    man: int
    king: int
    drawish_holds: int  # the defender's king draws against at most this many pieces (0: never)

    @classmethod
    def from_rules(cls, rules: Rules) -> EvalParams:
        if rules.flying_kings:
            return cls(MAN_VALUE, FLYING_KING_VALUE, FLYING_KING_HOLDS)
        return cls(MAN_VALUE, SHORT_KING_VALUE, 0)


def _chunk_tables(values: list[int], nbits: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Per-bit values folded into (shift, table[256]) pairs."""
    out = []
    for shift in range(0, nbits, CHUNK_BITS):
        table = []
        for byte in range(1 << CHUNK_BITS):
            total = 0
            for j in range(CHUNK_BITS):
                if byte >> j & 1 and shift + j < nbits:
                    total += values[shift + j]
            table.append(total)
        out.append((shift, tuple(table)))
    return tuple(out)


class Evaluator:
    """The evaluation function of one variant, with its tables built once."""

    def __init__(self, rules: Rules) -> None:
        g = geometry(rules.board_size)
        n = rules.board_size
        self.rules = rules
        self.params = params = EvalParams.from_rules(rules)
        self.board = g.board
        self.left, self.right = g.shift_left, g.shift_right
        nbits = max(g.square_bits).bit_length()
        wm = [0] * nbits
        bm = [0] * nbits
        wk = [0] * nbits
        bk = [0] * nbits
        self.row_of = [0] * nbits
        self.col_of = [0] * nbits
        long_diagonal = {g.square_at(n - 1 - i, i) for i in range(n)}
        for square in range(1, g.squares + 1):
            i = g.square_bits[square].bit_length() - 1
            row, col = g.row_col(square)
            self.row_of[i], self.col_of[i] = row, col
            file_centre = min(col, n - 1 - col)
            white_advance = n - 1 - row  # rows from White's first row
            black_advance = row
            wm[i] = params.man + _advance(white_advance, n) + MAN_CENTRE_STEP * file_centre
            bm[i] = params.man + _advance(black_advance, n) + MAN_CENTRE_STEP * file_centre
            if white_advance == 0:
                wm[i] += BACK_RANK_BONUS
            if black_advance == 0:
                bm[i] += BACK_RANK_BONUS
            centre = min(row, n - 1 - row) + min(col, n - 1 - col)
            king = params.king + KING_CENTRE_STEP * centre // 2
            if rules.flying_kings and square in long_diagonal:
                king += LONG_DIAGONAL_BONUS
            wk[i] = bk[i] = king
        self.white_men = _chunk_tables(wm, nbits)
        self.black_men = _chunk_tables(bm, nbits)
        self.white_kings = _chunk_tables(wk, nbits)
        self.black_kings = _chunk_tables(bk, nbits)
        # Runaway cones: the squares ahead of a man from which it could be stopped.
        self.white_runaway_zone = 0
        self.black_runaway_zone = 0
        self.white_cone = [0] * nbits
        self.black_cone = [0] * nbits
        for square in range(1, g.squares + 1):
            bit = g.square_bits[square]
            i = bit.bit_length() - 1
            row, col = g.row_col(square)
            if 0 < row <= RUNAWAY_ROWS:
                self.white_runaway_zone |= bit
                self.white_cone[i] = _cone(g, row, col, -1)
            if n - 1 - RUNAWAY_ROWS <= row < n - 1:
                self.black_runaway_zone |= bit
                self.black_cone[i] = _cone(g, row, col, +1)
        # Double corners: the two dark squares next to a light corner.
        self.double_corners = 0
        for row, col in ((0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1)):
            if g.square_at(row, col) is None:
                for r, c in ((row, 1 if col == 0 else col - 1), (1 if row == 0 else row - 1, col)):
                    sq = g.square_at(r, c)
                    if sq is not None:
                        self.double_corners |= g.square_bits[sq]
        self.size = n

    def evaluate(self, position: Position) -> int:
        """The score from the side to move's point of view."""
        white, black, kings, wtm = position.raw()
        score = self.white_score(white, black, kings)
        return score if wtm else -score

    def white_score(self, white: int, black: int, kings: int) -> int:
        """The static score of a position from White's point of view."""
        wm = white & ~kings
        bm = black & ~kings
        score = 0
        for shift, table in self.white_men:
            score += table[(wm >> shift) & 255]
        for shift, table in self.black_men:
            score -= table[(bm >> shift) & 255]
        empty = self.board & ~(white | black)
        left, right = self.left, self.right
        # mobility of the men: forward steps available
        score += MOBILITY_WEIGHT * (
            (((wm >> left) | (wm >> right)) & empty).bit_count()
            - (((bm << left) | (bm << right)) & empty).bit_count()
        )
        occupied = white | black
        runners = wm & self.white_runaway_zone
        while runners:
            bit = runners & -runners
            runners ^= bit
            if not self.white_cone[bit.bit_length() - 1] & occupied:
                score += RUNAWAY_BONUS
        runners = bm & self.black_runaway_zone
        while runners:
            bit = runners & -runners
            runners ^= bit
            if not self.black_cone[bit.bit_length() - 1] & occupied:
                score -= RUNAWAY_BONUS
        n_white = white.bit_count()
        n_black = black.bit_count()
        if kings:
            wk = white & kings
            bk = black & kings
            for shift, table in self.white_kings:
                score += table[(wk >> shift) & 255]
            for shift, table in self.black_kings:
                score -= table[(bk >> shift) & 255]
            if not bm and wk and n_white > n_black:
                score += self._cornering(wk, bk)
            elif not wm and bk and n_black > n_white:
                score -= self._cornering(bk, wk)
            holds = self.params.drawish_holds
            if holds and (
                (bk and n_black < n_white <= holds) or (wk and n_white < n_black <= holds)
            ):
                return _div(score, DRAWISH_DIVISOR)
        total = n_white + n_black
        if total and n_white != n_black:
            score += _div((n_white - n_black) * TRADE_WEIGHT * 100, total)
        return score

    def _cornering(self, strong_kings: int, weak_kings: int) -> int:
        """Bonus for the side that has more pieces against only kings."""
        row_of, col_of = self.row_of, self.col_of
        bonus = 0
        weak_list = []
        while weak_kings:
            bit = weak_kings & -weak_kings
            weak_kings ^= bit
            weak_list.append(bit)
        last = self.size - 1
        for weak in weak_list:
            wi = weak.bit_length() - 1
            wr, wc = row_of[wi], col_of[wi]
            if weak & self.double_corners:
                bonus -= DOUBLE_CORNER_PENALTY
            bonus -= WEAK_KING_CENTRE_WEIGHT * (min(wr, last - wr) + min(wc, last - wc))
            strong = strong_kings
            while strong:
                bit = strong & -strong
                strong ^= bit
                si = bit.bit_length() - 1
                bonus -= KING_PROXIMITY_WEIGHT * max(abs(row_of[si] - wr), abs(col_of[si] - wc))
        return bonus


def _div(a: int, b: int) -> int:
    """Division rounding towards zero, so that the evaluation is colour-symmetric."""
    return a // b if a >= 0 else -(-a // b)


def _advance(rows: int, size: int) -> int:
    """Advancement bonus of a man ``rows`` rows from its first row."""
    span = size - 2
    return round(ADVANCE_MAX * (rows / span) ** 2) if rows > 0 else 0


def _cone(g: Geometry, row: int, col: int, step: int) -> int:
    """The squares in front of (row, col) within the widening cone towards the
    crowning row (``step`` -1 for White, +1 for Black)."""
    mask = 0
    width = 1
    r = row + step
    while 0 <= r < g.size:
        for c in range(col - width, col + width + 1):
            sq = g.square_at(r, c)
            if sq is not None:
                mask |= g.square_bits[sq]
        width += 1
        r += step
    return mask
