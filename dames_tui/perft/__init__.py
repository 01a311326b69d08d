"""Perft: leaf counts of the legal-move tree, the rules' exactness check.

Two kinds of counter, and the tests hold one against the other:

- :mod:`.reference`: the tree walked through the public API
  (``Position.legal_moves()``, ``Position.play(move)``), short and obviously
  right, and slow;
- the fast counters: :mod:`.fast` walks the tree on raw bitboards with a
  two-ply counter, and :mod:`.leafcount` counts the last ply with masks,
  many positions at once; along any lines (Frisian's rows and columns too)
  :mod:`.lineply` and :mod:`.linecount` do the same, the men's rafles
  followed by :mod:`.rafles`. They use the generator's internals.

The counters are built here from a :class:`~dames_tui.core.movegen.MoveGenerator`;
the core imports nothing from this package.

>>> from dames_tui.core import Position, find_rules
>>> start = Position.initial(find_rules("international"))
>>> perft(start, 3) == reference_perft(start, 3) == 658
True
"""

from .fast import divide, perft
from .leafcount import leaf_counter
from .reference import reference_divide, reference_perft

__all__ = ["divide", "leaf_counter", "perft", "reference_divide", "reference_perft"]
