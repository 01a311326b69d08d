"""The game flow without Textual: a game against the computer with its
identity (:class:`PlayedGame`), and what is kept of it on disk
(:class:`Keeper`: autosave, statistics, PDN files, settings).

The interface (:mod:`dames_tui.ui`) shows what this layer decides; tests
drive it without a screen.
"""

from .keeper import Keeper
from .played import PlayedGame, origin_of, side_from_tags

__all__ = ["Keeper", "PlayedGame", "origin_of", "side_from_tags"]
