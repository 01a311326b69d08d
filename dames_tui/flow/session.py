"""A game against the computer as it goes on, without Textual.

:class:`PlaySession` decides what the game screen only shows: whose turn it
is, whether the player may move, what an undo or a redo takes back, where
the game goes on from a position of the move list, and which of the
computer's answers still belong to the game (:class:`EngineJobs`). The
screen asks it, runs the engine jobs it is told to, and draws the result.

A game may have a clock (:class:`~.clock.GameClock`): every move presses
it and writes the mover's time left into the move's comment (``[%clk
h:mm:ss]``), the computer is given the time the clock leaves it
(:meth:`PlaySession.engine_limits`), a fallen flag ends the game
(:meth:`PlaySession.check_flag`, :attr:`~dames_tui.game.Termination.TIME`),
and a pause stops both the time and the player's moves. Undo and redo take
moves back only when ``undo_with_clock`` allows it (a setting, off by
default): the clock is not wound back, it follows the side to move.

>>> from dames_tui.core import ENGLISH, Color
>>> from dames_tui.game import Game
>>> session = PlaySession(PlayedGame(Game(ENGLISH), Color.BLACK, level=1))
>>> session.next_turn()
'human'
>>> session.play(session.game.legal_moves()[0])
True
>>> session.next_turn()
'computer'
>>> session.undo(), session.game.ply
(True, 0)
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Literal

from dames_tui.core import Color, Move
from dames_tui.game import Game
from dames_tui.game.openings import ballot_of
from dames_tui.storage.autosave import CLOCK_TAG

from .clock import ClockState, GameClock
from .jobs import EngineJobs
from .played import PlayedGame
from .players import ThinkingInfo

if TYPE_CHECKING:
    from dames_tui.engine.limits import Limits

Turn = Literal["over", "computer", "human"]


class PlaySession:
    """One game against the computer: the game, the jobs asked of the
    engine, its last progress report (``info``) and the hint shown."""

    def __init__(
        self,
        played: PlayedGame,
        *,
        clock: GameClock | None = None,
        undo_with_clock: bool = False,
    ) -> None:
        self.played = played
        self.jobs = EngineJobs()
        self.info: ThinkingInfo | None = None
        self.hint_move: Move | None = None
        self.clock = clock
        self.undo_with_clock = undo_with_clock
        #: the ballot the game started from (its tags name it), if any
        self.ballot = ballot_of(played.game)
        if clock is not None:
            played.game.tags["TimeControl"] = clock.control.pdn_tag()
            clock.follow(played.game.turn)

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
        """The player's turn, the computer is not moving and the game is not paused."""
        return (
            not self.game.is_over
            and self.game.turn is self.human
            and self.jobs.busy != "move"
            and not self.paused
        )

    # ---------------------------------------------------------------- clock

    @property
    def timed(self) -> bool:
        """Whether a game clock runs (not only a time per move)."""
        return self.clock is not None and self.clock.control.timed

    @property
    def paused(self) -> bool:
        return self.clock is not None and self.clock.state is ClockState.PAUSED

    def start_clock(self) -> None:
        """Let the side to move's time run (a new game, or one resumed:
        a clock saved running comes back paused, and runs again now)."""
        clock = self.clock
        if clock is None or self.game.is_over:
            return
        if clock.state is ClockState.READY:
            clock.start()
        elif clock.state is ClockState.PAUSED:
            clock.resume()

    def pause(self) -> bool:
        """Stop the time (and the player's moves) until :meth:`resume`;
        False when there is no clock running to pause."""
        if self.clock is None or self.game.is_over or self.clock.state is not ClockState.RUNNING:
            return False
        self.clock.pause()
        self.jobs.cancel()  # the computer does not think on paused time
        return self.check_flag() is None

    def resume(self) -> bool:
        if not self.paused or self.clock is None:
            return False
        self.clock.resume()
        return True

    def check_flag(self) -> Color | None:
        """The side whose flag has fallen, the game then over on time; None
        while both have time."""
        clock = self.clock
        if clock is None or self.game.is_over:
            return None
        fallen = clock.flagged()
        if fallen is None:
            return None
        self.jobs.cancel()
        self.game.lose_on_time(fallen)
        clock.stop()
        self.played.touched()
        return fallen

    def engine_limits(self) -> Limits | None:
        """The time the clock gives the computer's next move (None: the
        level decides)."""
        return self.clock.limits() if self.clock is not None else None

    def autosave_tags(self) -> dict[str, str]:
        """What the autosave keeps of the clock, to resume it."""
        if self.clock is None:
            return {}
        return {CLOCK_TAG: json.dumps(self.clock.to_dict(), separators=(",", ":"))}

    @property
    def may_undo(self) -> bool:
        """Whether the clock lets moves be taken back."""
        return not self.timed or self.undo_with_clock

    def next_turn(self) -> Turn:
        """What comes next: the end of the game, the computer's move or the player's."""
        if self.game.is_over:
            return "over"
        return "human" if self.game.turn is self.human else "computer"

    # ---------------------------------------------------------------- moves

    def play(self, move: Move) -> bool:
        """Play ``move`` (the player's, or the computer's once accepted);
        False when the mover's flag fell first (the game is then over on
        time, the move not played)."""
        if self.check_flag() is not None:
            return False
        clock = self.clock
        if clock is not None:
            if self.paused:
                clock.resume()  # a move ends the pause
            mover = self.game.turn
            clock.press()
            text = clock.clk_command(mover)
            if text is not None:
                self.game.comments[self.game.ply] = text
        self.game.play(move)
        self.played.touched()
        self.hint_move = None
        if clock is not None and self.game.is_over:
            clock.stop()
        return True

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
        return self.play(move)

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
        if not self.may_undo or not any(p.turn is self.human for p in game.positions[:-1]):
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
        if not self.may_undo or not game.can_redo or self.jobs.busy == "move":
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

    def _moves_by_side(self) -> dict[Color, int]:
        """Each side's moves in the game."""
        counts = {Color.WHITE: 0, Color.BLACK: 0}
        for position in self.game.positions[:-1]:
            counts[position.turn] += 1
        return counts

    def _history_changed(self) -> None:
        self.ballot = ballot_of(self.game)  # gone once its moves are taken back
        if self.clock is not None:
            self.clock.follow(self.game.turn, self._moves_by_side())
            if not self.game.is_over:
                self.clock.reopen()
                self.start_clock()
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
        if self.clock is not None:
            self.clock.stop()
        return True

    def agree_draw(self) -> bool:
        """The computer accepted the player's offer; False if already over."""
        if self.game.is_over:
            return False
        self.game.agree_draw()
        self.played.touched()
        if self.clock is not None:
            self.clock.stop()
        return True
