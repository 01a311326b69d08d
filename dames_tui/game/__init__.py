"""A game of draughts: history, undo/redo, draw rules, result, PDN.

>>> from dames_tui.core import ENGLISH
>>> game = Game(ENGLISH)
>>> game.is_over, len(game.legal_moves())
(False, 7)
"""

from .draw_rules import EndgameClass, endgame_class
from .game import Game
from .king_rule import KingRun
from .outcome import GameOverError, Outcome, Termination
from .pdn import TreeReplay, result_text, result_winner, side_tag, tree_from_pdn, tree_to_pdn
from .tree import GameTree, Node

__all__ = [
    "EndgameClass",
    "Game",
    "GameOverError",
    "GameTree",
    "KingRun",
    "Node",
    "Outcome",
    "Termination",
    "TreeReplay",
    "endgame_class",
    "result_text",
    "result_winner",
    "side_tag",
    "tree_from_pdn",
    "tree_to_pdn",
]
