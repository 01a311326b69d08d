"""Engine-side helpers on raw bitboards for the search's hot path.

The search needs a few things many times per node and wants them as plain
closures over constants:

- a capture test and a capture generator per side, taken from the rules
  kernel (:meth:`~dames_tui.core.kernel.Kernel.hot_path`): captures are
  ``(frm, to, captured, king)`` and the kings after one are
  ``kings & ~(frm | captured) | king``;
- the quiet moves as single ints ``frm | to``: the mover's bitboard becomes
  ``own ^ move``, the kings ``kings ^ move`` for a king, and a man is crowned
  with ``kings | (move & crown)``. Where men and kings move along the
  diagonals of a board of dark squares (the kernel's ``diagonal_moves``) they
  come from two constant shifts; elsewhere (Turkish: along rows and columns,
  on every square) from the kernel's directions: each man's step is a shift
  with its edge mask, each king's move a walk along the kernel's rays;
- ``white_can_step`` / ``black_can_step``: whether the side has a quiet move
  at all, along any lines (the quiescence search tests the diagonal steps
  inline and calls these off the diagonals).

Nothing here asks for a variant by name nor derives a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TypeAlias

from ..core import Rules, kernel_for
from ..core.kernel import Capture, Captures, CaptureTest, Kernel

# (own, own_kings, empty) -> the quiet moves as ints frm | to
QuietMoves: TypeAlias = Callable[[int, int, int], list[int]]
# (own, own_kings, empty) -> whether the side has a quiet move
StepTest: TypeAlias = Callable[[int, int, int], bool]

__all__ = [
    "Capture",
    "CaptureTest",
    "Captures",
    "QuickGen",
    "QuietMoves",
    "StepTest",
    "quick_gen_for",
]


class QuickGen:
    """Capture tests, capture and quiet-move generators of one variant, built once."""

    white_quiet: QuietMoves
    black_quiet: QuietMoves
    quiet_keys: tuple[int, ...]  # every quiet move as an int: the history tables' keys

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

        self.white_can_step: StepTest = _step_test(kernel, True)
        self.black_can_step: StepTest = _step_test(kernel, False)
        if not kernel.diagonal_moves:
            self._line_moves(kernel)
            return

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

        self.white_quiet = white_quiet
        self.black_quiet = black_quiet
        keys = []
        for i, ray_set in enumerate(rays):
            for ray in ray_set:
                for to in ray:
                    keys.append((1 << i) | to)
        self.quiet_keys = tuple(sorted(set(keys)))

    def _line_moves(self, kernel: Kernel) -> None:
        """The quiet moves along the kernel's lines, any of them (the
        generators of boards where the diagonal shifts do not apply)."""
        t = kernel.topology
        flying = kernel.flying
        king_rays = tuple(zip(*(t.ray[d] for d in kernel.king_steps), strict=True))

        def generator(man_steps: tuple[tuple[int, int, int], ...]) -> QuietMoves:
            def quiet(own: int, own_kings: int, empty: int) -> list[int]:
                men = own ^ own_kings
                out = []
                for edge, ls, rs in man_steps:
                    targets = (((men & edge) << ls) >> rs) & empty
                    while targets:
                        to = targets & -targets
                        targets ^= to
                        out.append(to | ((to << rs) >> ls))
                kings = own_kings
                while kings:
                    king = kings & -kings
                    kings ^= king
                    for ray in king_rays[king.bit_length() - 1]:
                        for to in ray:
                            if not to & empty:
                                break
                            out.append(king | to)
                            if not flying:
                                break
                return out

            return quiet

        self.white_quiet = generator(_steps(kernel, kernel.white_man_steps))
        self.black_quiet = generator(_steps(kernel, kernel.black_man_steps))
        keys = set()
        directions = {*kernel.king_steps, *kernel.white_man_steps, *kernel.black_man_steps}
        for d in directions:
            for i, ray in enumerate(t.ray[d]):
                for to in ray:
                    keys.add((1 << i) | to)
        self.quiet_keys = tuple(sorted(keys))

    def new_history(self) -> dict[int, int]:
        """A history table: every possible quiet move scored 0."""
        return dict.fromkeys(self.quiet_keys, 0)


def _steps(kernel: Kernel, directions: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """Each direction as ``(edge, left, right)``: a step is ``((bb & edge) <<
    left) >> right`` (one of the shifts is 0)."""
    out = []
    for d in directions:
        step = kernel.topology.directions[d]
        out.append((step.edge, max(step.shift, 0), max(-step.shift, 0)))
    return tuple(out)


def _step_test(kernel: Kernel, white: bool) -> StepTest:
    """Whether the side has a quiet move: a man's step or a king's step."""
    man_steps = _steps(kernel, kernel.white_man_steps if white else kernel.black_man_steps)
    king_steps = _steps(kernel, kernel.king_steps)

    def can_step(own: int, own_kings: int, empty: int) -> bool:
        men = own ^ own_kings
        for edge, ls, rs in man_steps:
            if (((men & edge) << ls) >> rs) & empty:
                return True
        for edge, ls, rs in king_steps:
            if (((own_kings & edge) << ls) >> rs) & empty:
                return True
        return False

    return can_step


@cache
def quick_gen_for(rules: Rules) -> QuickGen:
    """The (cached) helpers of ``rules``."""
    return QuickGen(rules)
