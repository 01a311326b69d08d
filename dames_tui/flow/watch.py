"""The computer against itself (watch mode), without Textual.

A :class:`WatchSession` holds the game, each side's level, whether the
game is paused, and the pause between two moves (the speed). The screen
asks :meth:`WatchSession.wants_move` after each move and after a change of
speed or pause, runs the engine job it is told to, and hands the answer to
:meth:`WatchSession.take_move`, which drops stale answers (see
:class:`EngineJobs`). While paused, :meth:`WatchSession.step` lets one move
be played at a time.

>>> from dames_tui.core import ENGLISH, Color
>>> watch = WatchSession(Game(ENGLISH), {Color.BLACK: 1, Color.WHITE: 3})
>>> watch.level_to_move, watch.wants_move()
(1, True)
>>> watch.toggle_pause(); watch.wants_move()
False
>>> watch.step(), watch.wants_move()
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping

from dames_tui.core import Color, Move
from dames_tui.game import Game

from .jobs import EngineJobs
from .players import ThinkingInfo

#: seconds between two moves, slowest first; the default is the middle one
DELAYS: tuple[float, ...] = (3.0, 1.5, 0.8, 0.3, 0.0)
DEFAULT_SPEED = 2


class WatchSession:
    """A game the computer plays against itself, ``levels`` by side."""

    def __init__(self, game: Game, levels: Mapping[Color, int], *, paused: bool = False) -> None:
        self.game = game
        self.levels = dict(levels)
        self.paused = paused
        self.speed = DEFAULT_SPEED  # an index of DELAYS
        self.jobs = EngineJobs()
        self.info: ThinkingInfo | None = None
        self.info_mover: Color | None = None  # the side whose search ``info`` is
        self._step = False  # one move allowed while paused

    @property
    def level_to_move(self) -> int:
        return self.levels[self.game.turn]

    @property
    def delay(self) -> float:
        """Seconds to wait before the next move (none for a step)."""
        return 0.0 if self._step else DELAYS[self.speed]

    def wants_move(self) -> bool:
        """Whether the next move should be asked of the engine now: the game
        goes on, nothing is being searched, and it is not paused (or one
        step was asked for)."""
        if self.game.is_over or self.jobs.busy is not None:
            return False
        return not self.paused or self._step

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self._step = False

    def step(self) -> bool:
        """Allow one move while paused; False if not paused or over."""
        if not self.paused or self.game.is_over:
            return False
        self._step = True
        return True

    def faster(self) -> bool:
        if self.speed + 1 >= len(DELAYS):
            return False
        self.speed += 1
        return True

    def slower(self) -> bool:
        if self.speed == 0:
            return False
        self.speed -= 1
        return True

    def take_progress(self, request: int, info: ThinkingInfo) -> bool:
        if not self.jobs.is_current(request, "move"):
            return False
        self.info = info
        self.info_mover = self.game.turn  # the move is not played yet
        return True

    def take_move(self, request: int, move: Move | None) -> bool:
        """Play the engine's answer to job ``request`` if it is still wanted
        and legal; a step is used up by it."""
        if not self.jobs.finish(request, "move"):
            return False
        if move is None or move not in self.game.legal_moves():
            return False
        self.game.play(move)
        self._step = False
        return True

    def restart_from(self, plies: int) -> None:
        """Go back to the position after ``plies`` moves (the later ones dropped)."""
        self.jobs.cancel()
        self.game.truncate(plies)
        self.info = None
        self._step = False
