"""The game flow without Textual: a game against the computer with its
identity (:class:`PlayedGame`) and as it goes on (:class:`PlaySession`:
turns, undo, the computer's answers that still belong to it, numbered by
:class:`EngineJobs`), the computer opponent (:mod:`.players`), and what is
kept on disk (:class:`Keeper`: autosave, statistics, PDN files, settings).

A position being set up in the editor is a :class:`Placement`, with what
makes it illegal (:class:`Check`). The tactics trainer is a
:class:`PuzzleTrainer` over a :class:`PuzzleSet`, one :class:`PuzzleAttempt`
for each puzzle tried (:mod:`.puzzles`).

The interface (:mod:`dames_tui.ui`) shows what this layer decides; tests
drive it without a screen.
"""

from .editor import Check, Placement
from .jobs import EngineJobs
from .keeper import Keeper
from .played import PlayedGame, origin_of, side_from_tags
from .puzzles import (
    Puzzle,
    PuzzleAttempt,
    PuzzleSet,
    PuzzleSetError,
    PuzzleTrainer,
    load_puzzle_set,
)
from .session import PlaySession

__all__ = [
    "Check",
    "EngineJobs",
    "Keeper",
    "Placement",
    "PlaySession",
    "PlayedGame",
    "Puzzle",
    "PuzzleAttempt",
    "PuzzleSet",
    "PuzzleSetError",
    "PuzzleTrainer",
    "load_puzzle_set",
    "origin_of",
    "side_from_tags",
]
