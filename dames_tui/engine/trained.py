"""Trained evaluation weights (written by benchmarks/train_eval.py; do not edit).

Keyed by (board size, flying kings, men capture backwards). Each entry is
(men on each square in the opening, men in the ending, scalar weights by name);
see :class:`dames_tui.engine.eval.EvalWeights`.
"""

from __future__ import annotations

TRAINED_WEIGHTS: dict[tuple[int, bool, bool], tuple[tuple[int, ...], tuple[int, ...], dict[str, int]]] = {
    (10, True, True): ((165, 169, 171, 167, 163, 75, 196, 17, 170, 217, 70, -35, -109, 57, 209, 150, -5, -28,
  -68, 36, 97, 100, 92, 99, 167, 159, 145, 165, 161, 154, 166, 175, 169, 157, 150, 153,
  172, 161, 175, 164, 162, 180, 155, 176, 160, 126, 160, 176, 171, 118),
 (165, 169, 171, 167, 163, 189, 227, 277, 237, 231, 184, 223, 215, 168, 89, 86, 184,
  156, 176, 139, 122, 107, 126, 123, 75, 81, 97, 86, 91, 75, 57, 79, 85, 92, 84, 86, 78,
  91, 74, 78, 77, 76, 99, 71, 93, 106, 112, 87, 101, 126),
 {'imbalance': -3,
  'king_ending': 320,
  'king_opening': 320,
  'mobility': 5,
  'runaway': 57,
  'support_left': 4,
  'support_right': 4,
  'threats': 21,
  'trade': 1,
  'triangle': -7}),
}
