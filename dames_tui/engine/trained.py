"""Trained evaluation weights (written by benchmarks/train_eval.py; do not edit).

Keyed by (board size, flying kings, men capture backwards). Each entry is
(men on each square in the opening, men in the ending, scalar weights by name);
see :class:`dames_tui.engine.eval.EvalWeights`.
"""

from __future__ import annotations

TRAINED_WEIGHTS: dict[tuple[int, bool, bool], tuple[tuple[int, ...], tuple[int, ...], dict[str, int]]] = {
    (10, True, True): ((165, 169, 171, 167, 163, 81, 174, 1, 179, 299, -57, -72, -65, 80, 222, 144, -4, -36,
  -33, 57, 99, 110, 114, 140, 156, 162, 134, 178, 167, 161, 162, 174, 167, 159, 149,
  141, 163, 152, 165, 158, 155, 179, 150, 169, 155, 137, 160, 168, 151, 106),
 (165, 169, 171, 167, 163, 175, 240, 268, 241, 212, 226, 233, 194, 164, 88, 86, 173,
  159, 157, 131, 129, 104, 111, 102, 85, 79, 107, 77, 87, 77, 65, 82, 87, 89, 85, 90,
  87, 95, 79, 84, 86, 79, 102, 70, 93, 98, 107, 91, 110, 133),
 {'imbalance': -5,
  'king_ending': 320,
  'king_opening': 320,
  'mobility': 3,
  'runaway': 62,
  'support_left': 2,
  'support_right': 2,
  'threats': 24,
  'trade': 1,
  'triangle': -3}),
}
