"""Move generation: the legal moves of a position, from the rules kernel.

The generator is the kernel (:mod:`.kernel`) of a variant's rules: its
``moves(white, black, kings, white_to_move)`` lists the legal raw moves
(:data:`~.kernel.RawMove`) and ``make`` plays one. :class:`~.position.Position`
wraps both for the rest of the program; the engine and perft use the raw
forms.

>>> from dames_tui.core import Position, find_rules
>>> start = Position.initial(find_rules("russian"))
>>> len(generator_for(start.rules).moves(*start.raw()))
7
"""

from __future__ import annotations

from .kernel import NO_PATH, Kernel, RawMove, kernel_for
from .rules import Rules

MoveGenerator = Kernel


def generator_for(rules: Rules) -> Kernel:
    """The (cached) generator of ``rules``: its kernel."""
    return kernel_for(rules)


__all__ = ["NO_PATH", "MoveGenerator", "RawMove", "generator_for"]
