"""Engine-side helpers on raw bitboards for the search's hot path.

The search needs a few things many times per node and wants them as plain
closures over constants:

- a capture test and a capture generator per side, taken from the rules
  kernel (:meth:`~dames_tui.core.kernel.Kernel.hot_path`): captures are
  ``(frm, to, captured, king)`` and the kings after one are
  ``kings & ~(frm | captured) | king``;
- the quiet moves as single ints ``frm | to``: the mover's bitboard becomes
  ``own ^ move``, the kings ``kings ^ move`` for a king, and a man is crowned
  with ``kings | (move & crown)``.

Nothing here asks for a variant by name nor derives a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TypeAlias

from ..core import Rules, kernel_for
from ..core.kernel import Capture, Captures, CaptureTest

# (own, own_kings, empty) -> the quiet moves as ints frm | to
QuietMoves: TypeAlias = Callable[[int, int, int], list[int]]

__all__ = ["Capture", "CaptureTest", "Captures", "QuickGen", "QuietMoves", "quick_gen_for"]


class QuickGen:
    """Capture tests, capture and quiet-move generators of one variant, built once."""

    def __init__(self, rules: Rules) -> None:
        kernel = kernel_for(rules)
        g = kernel.topology
        self.rules = rules
        self.kernel = kernel
        left, right = kernel.left, kernel.right
        flying = kernel.flying
        rays = tuple(zip(*g.ray[:4], strict=True))
        hot = kernel.hot_path()
        self.flying_kings_capture = hot.flying_kings_capture
        self.white_can_capture: CaptureTest = hot.white_can_capture
        self.black_can_capture: CaptureTest = hot.black_can_capture
        self.white_captures: Captures = hot.white_captures
        self.black_captures: Captures = hot.black_captures

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

        self.white_quiet: QuietMoves = white_quiet
        self.black_quiet: QuietMoves = black_quiet
        # Every quiet move as an int: a key of the history tables.
        keys = []
        for i, ray_set in enumerate(rays):
            for ray in ray_set:
                for to in ray:
                    keys.append((1 << i) | to)
        self.quiet_keys: tuple[int, ...] = tuple(sorted(set(keys)))

    def new_history(self) -> dict[int, int]:
        """A history table: every possible quiet move scored 0."""
        return dict.fromkeys(self.quiet_keys, 0)


@cache
def quick_gen_for(rules: Rules) -> QuickGen:
    """The (cached) helpers of ``rules``."""
    return QuickGen(rules)
