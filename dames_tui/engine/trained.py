"""Trained evaluation weights (written by benchmarks/train_eval.py; do not edit).

Keyed by (board size, flying kings, men capture backwards). Each entry is
(men on each square in the opening, men in the ending, scalar weights by name);
see :class:`dames_tui.engine.eval.EvalWeights`.
"""

from __future__ import annotations

TRAINED_WEIGHTS: dict[tuple[int, bool, bool], tuple[tuple[int, ...], tuple[int, ...], dict[str, int]]] = {}
