"""The combinatorial index of a variant's positions.

Positions are stored from the side to move: a position with Black to move is
the board turned round with the colours swapped. A slice holds the positions
with given numbers of men and kings of the side to move and of the other side
(:data:`~.base.SliceKey`); inside it each group of pieces has its
combinatorial rank and the index is their mixed-radix number.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from math import comb

from ...core import Rules
from ...core.topology import topology_for
from .base import Raw, SliceKey, TableError

__all__ = ["BoardIndex", "mirror", "slices_of"]


class BoardIndex:
    """The combinatorial index of one variant's board."""

    def __init__(self, rules: Rules) -> None:
        t = topology_for(rules)
        n = t.squares
        bits = [t.square_bits[s] for s in range(1, n + 1)]
        last = t.size - 1
        rotated = [
            t.cell_squares[(last - r, last - c)] - 1
            for r, c in (t.cells[s] for s in range(1, n + 1))
        ]
        own_man_squares = [i for i in range(n) if not bits[i] & t.rows[0]]
        other_man_squares = [i for i in range(n) if not bits[i] & t.rows[-1]]
        if sorted(rotated[i] for i in other_man_squares) != own_man_squares:
            raise TableError(
                f"{rules.name}: the board is not the same turned round",
                code="tables.unsupported",
                params={"variant": rules.name},
            )
        own_rank = {sq: e for e, sq in enumerate(own_man_squares)}
        other_rank = {sq: e for e, sq in enumerate(other_man_squares)}
        self.squares = n
        self.own_men, self.other_men = len(own_man_squares), len(other_man_squares)
        # bit -> element, as it is (the side to move is White) and turned round
        self.own_man_direct = {bits[i]: own_rank[i] for i in own_man_squares}
        self.own_man_turned = {bits[i]: own_rank[rotated[i]] for i in other_man_squares}
        self.other_man_direct = {bits[i]: other_rank[i] for i in other_man_squares}
        self.other_man_turned = {bits[i]: other_rank[rotated[i]] for i in own_man_squares}
        self.king_direct = {bits[i]: i for i in range(n)}
        self.king_turned = {bits[i]: rotated[i] for i in range(n)}
        self._own_man_bits = [bits[i] for i in own_man_squares]
        self._other_man_bits = [bits[i] for i in other_man_squares]
        self._king_bits = bits
        self._unrank: dict[tuple[int, int], list[int]] = {}
        self._binom = [[comb(e, k) for k in range(8)] for e in range(n + 1)]
        self._radices: dict[SliceKey, tuple[int, int, int, int]] = {}

    def radices(self, key: SliceKey) -> tuple[int, int, int, int]:
        found = self._radices.get(key)
        if found is None:
            a, b, c, d = key
            n = self.squares
            found = comb(self.own_men, a), comb(n, b), comb(self.other_men, c), comb(n, d)
            self._radices[key] = found
        return found

    def size(self, key: SliceKey) -> int:
        ra, rb, rc, rd = self.radices(key)
        return ra * rb * rc * rd

    def _rank(self, bb: int, elements: dict[int, int]) -> int:
        """The combinatorial rank of the elements of ``bb``'s pieces: the sum
        of C(e, i + 1) over them in increasing order (the usual one to three
        pieces of a table without a loop)."""
        if not bb:
            return 0
        bit = bb & -bb
        bb ^= bit
        first = elements[bit]
        if not bb:
            return first
        bit = bb & -bb
        bb ^= bit
        second = elements[bit]
        if first > second:
            first, second = second, first
        if not bb:
            return first + second * (second - 1) // 2
        found = [first, second]
        while bb:
            bit = bb & -bb
            bb ^= bit
            found.append(elements[bit])
        found.sort()
        binom = self._binom
        return sum(binom[e][i + 1] for i, e in enumerate(found))

    def encode(self, own: int, other: int, kings: int, turned: bool) -> tuple[SliceKey, int]:
        """The slice and index of a position, its side to move owning ``own``;
        ``turned`` for Black to move (the board is turned round)."""
        own_kings, other_kings = own & kings, other & kings
        own_men, other_men = own ^ own_kings, other ^ other_kings
        key = (
            own_men.bit_count(),
            own_kings.bit_count(),
            other_men.bit_count(),
            other_kings.bit_count(),
        )
        if turned:
            om, km, pm = self.own_man_turned, self.king_turned, self.other_man_turned
        else:
            om, km, pm = self.own_man_direct, self.king_direct, self.other_man_direct
        radices = self._radices.get(key)
        if radices is None:
            radices = self.radices(key)
        rank = self._rank
        _, rb, rc, rd = radices
        index = rank(own_men, om) * rb + rank(own_kings, km)
        index = (index * rc + rank(other_men, pm)) * rd + rank(other_kings, km)
        return key, index

    def unrank(self, kind: int, count: int) -> list[int]:
        """Every bitboard of ``count`` pieces of a kind (0 own men, 1 kings,
        2 other men), by rank."""
        cached = self._unrank.get((kind, count))
        if cached is None:
            squares = (self._own_man_bits, self._king_bits, self._other_man_bits)[kind]
            cached = [0] * comb(len(squares), count)
            for chosen in combinations(range(len(squares)), count):
                bb = 0
                for e in chosen:
                    bb |= squares[e]
                cached[self._rank_elements(chosen)] = bb
            self._unrank[(kind, count)] = cached
        return cached

    def _rank_elements(self, chosen: tuple[int, ...]) -> int:
        return sum(self._binom[e][i + 1] for i, e in enumerate(sorted(chosen)))

    def decode(self, key: SliceKey, index: int) -> Raw:
        """The position at ``index`` of ``key`` (the side to move as White)."""
        a, b, c, d = key
        _, rb, rc, rd = self.radices(key)
        index, r_d = divmod(index, rd)
        index, r_c = divmod(index, rc)
        r_a, r_b = divmod(index, rb)
        own_kings = self.unrank(1, b)[r_b]
        other_kings = self.unrank(1, d)[r_d]
        own = self.unrank(0, a)[r_a] | own_kings
        other = self.unrank(2, c)[r_c] | other_kings
        return own, other, own_kings | other_kings

    def positions(self, key: SliceKey) -> Iterator[tuple[int, int, int, int]]:
        """``(index, own, other, kings)`` for every index whose pieces do not overlap."""
        a, b, c, d = key
        _, rb, rc, rd = self.radices(key)
        for ra, own_men in enumerate(self.unrank(0, a)):
            for r_b, own_kings in enumerate(self.unrank(1, b)):
                if own_kings & own_men:
                    continue
                own = own_men | own_kings
                base_b = (ra * rb + r_b) * rc
                for r_c, other_men in enumerate(self.unrank(2, c)):
                    if other_men & own:
                        continue
                    base_c = (base_b + r_c) * rd
                    taken = own | other_men
                    for r_d, other_kings in enumerate(self.unrank(1, d)):
                        if other_kings & taken:
                            continue
                        yield base_c + r_d, own, other_men | other_kings, own_kings | other_kings


def slices_of(pieces: int) -> list[SliceKey]:
    """Every slice with exactly ``pieces`` pieces, both sides present."""
    out = []
    for a in range(pieces + 1):
        for b in range(pieces + 1 - a):
            for c in range(pieces + 1 - a - b):
                d = pieces - a - b - c
                if a + b and c + d:
                    out.append((a, b, c, d))
    return out


def mirror(key: SliceKey) -> SliceKey:
    return key[2], key[3], key[0], key[1]
