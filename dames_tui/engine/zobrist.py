"""Zobrist keys for raw positions, kept up to date incrementally in ``make``.

The search keys its table by the position tuple itself, which measured faster
in CPython (``benchmarks/hash_keys.py``); this module is the alternative and
the reference for that measurement.
"""

from __future__ import annotations

import random

from ..core import Rules
from ..core.bitboard import geometry

_SEED = 0x5EED_D4A3


class Zobrist:
    """Random 64-bit keys per (piece kind, bit) and for the side to move."""

    def __init__(self, rules: Rules) -> None:
        g = geometry(rules.board_size)
        nbits = max(g.square_bits).bit_length()
        rng = random.Random(_SEED + rules.board_size)
        # kinds: 0 white man, 1 white king, 2 black man, 3 black king
        self.keys = [[rng.getrandbits(64) for _ in range(nbits)] for _ in range(4)]
        self.white_to_move = rng.getrandbits(64)
        self.crown = (g.rows[0], g.rows[-1])

    def full(self, white: int, black: int, kings: int, wtm: bool) -> int:
        """The key of a position, from scratch."""
        h = self.white_to_move if wtm else 0
        for kind, bb in enumerate((white & ~kings, white & kings, black & ~kings, black & kings)):
            table = self.keys[kind]
            while bb:
                bit = bb & -bb
                bb ^= bit
                h ^= table[bit.bit_length() - 1]
        return h

    def update(self, h: int, kings: int, wtm: bool, frm: int, to: int, captured: int) -> int:
        """The key after the raw move (frm, to, captured) from a position with
        ``kings`` and side ``wtm`` whose key is ``h``."""
        keys = self.keys
        own = 0 if wtm else 2
        if kings & frm:
            h ^= keys[own + 1][frm.bit_length() - 1] ^ keys[own + 1][to.bit_length() - 1]
        else:
            crowned = to & self.crown[0 if wtm else 1]
            h ^= keys[own][frm.bit_length() - 1] ^ keys[own + bool(crowned)][to.bit_length() - 1]
        opp = 2 - own
        while captured:
            bit = captured & -captured
            captured ^= bit
            h ^= keys[opp + bool(kings & bit)][bit.bit_length() - 1]
        return h ^ self.white_to_move
