"""A game against the computer as it goes on, without Textual.

:class:`PlaySession` decides what the game screen only shows: whose turn it
is, whether the player may move, what an undo or a redo takes back, where
the game goes on from a position of the move list, and which of the
computer's answers still belong to the game (:class:`EngineJobs`). The
screen asks it, runs the engine jobs it is told to, and draws the result.

>>> from dames_tui.core import ENGLISH, Color
>>> from dames_tui.game import Game
>>> session = PlaySession(PlayedGame(Game(ENGLISH), Color.BLACK, level=1))
>>> session.next_turn()
'human'
>>> session.play(session.game.legal_moves()[0])
>>> session.next_turn()
'computer'
>>> session.undo(), session.game.ply
(True, 0)
"""

from __future__ import annotations

from typing import Literal

from dames_tui.core import Color, Move
from dames_tui.game import Game

from .jobs import EngineJobs
from .played import PlayedGame
from .players import ThinkingInfo

Turn = Literal["over", "computer", "human"]


class PlaySession:
    """One game against the computer: the game, the jobs asked of the
    engine, its last progress report (``info``) and the hint shown."""

    def __init__(self, played: PlayedGame) -> None:
        self.played = played
        self.jobs = EngineJobs()
        self.info: ThinkingInfo | None = None
        self.hint_move: Move | None = None

    @property
    def game(self) -> Game:
        return self.played.game

    @property
    def human(self) -> Color:
        return self.played.human

    @property
    def in_progress(self) -> bool:
        """Moves were played and the game is not over (leaving it loses something)."""
        return not self.game.is_over and bool(self.game.moves)

    @property
    def human_to_move(self) -> bool:
        """The player's turn, and the computer is not moving."""
        return not self.game.is_over and self.game.turn is self.human and self.jobs.busy != "move"

    def next_turn(self) -> Turn:
        """What comes next: the end of the game, the computer's move or the player's."""
        if self.game.is_over:
            return "over"
        return "human" if self.game.turn is self.human else "computer"

    # ---------------------------------------------------------------- moves

    def play(self, move: Move) -> None:
        """Play ``move`` (the player's, or the computer's once accepted)."""
        self.game.play(move)
        self.played.touched()
        self.hint_move = None

    def take_engine_move(self, request: int, move: Move | None) -> bool:
        """Play the computer's answer to job ``request`` if it still belongs
        to the game (not stale, a legal move); its last report becomes the
        evaluation shown. False: nothing played."""
        if not self.jobs.finish(request, "move"):
            return False
        if move is None or move not in self.game.legal_moves():
            return False
        if self.info is not None:
            self.played.evaluation = self.info.for_player() or self.played.evaluation
        self.play(move)
        return True

    def take_progress(self, request: int, info: ThinkingInfo) -> bool:
        """Keep a progress report of the computer's search if still wanted."""
        if not self.jobs.is_current(request, "move"):
            return False
        self.info = info
        return True

    # -------------------------------------------------------------- history

    def undo(self) -> bool:
        """Take back the player's last move and the computer's reply, also
        after the end of the game, whatever the ending (an agreement or a
        resignation is reopened like a loss on the board). False: the player
        has not moved yet."""
        game = self.game
        if not any(p.turn is self.human for p in game.positions[:-1]):
            return False
        self.jobs.cancel()
        game.reopen()
        while game.can_undo:
            game.undo()
            if game.turn is self.human:
                break
        self._history_changed()
        return True

    def redo(self) -> bool:
        """Play again the moves undone, up to the player's next turn. False:
        nothing to redo (or the computer is moving)."""
        game = self.game
        if not game.can_redo or self.jobs.busy == "move":
            return False
        self.jobs.cancel()
        game.redo()
        while game.can_redo and game.turn is not self.human and not game.is_over:
            game.redo()
        self._history_changed()
        return True

    def continue_from(self, plies: int) -> None:
        """Play on from the position after ``plies`` moves: the later moves
        are dropped."""
        self.jobs.cancel()
        self.game.truncate(plies)
        self._history_changed()

    def _history_changed(self) -> None:
        self.played.touched()
        self.played.evaluation = None  # it was the evaluation of another position
        self.info = None
        self.hint_move = None

    # -------------------------------------------------------------- endings

    def resign(self) -> bool:
        """The player resigns; False if the game was already over."""
        if self.game.is_over:
            return False
        self.jobs.cancel()
        self.game.resign(self.human)
        self.played.touched()
        return True

    def agree_draw(self) -> bool:
        """The computer accepted the player's offer; False if already over."""
        if self.game.is_over:
            return False
        self.game.agree_draw()
        self.played.touched()
        return True
