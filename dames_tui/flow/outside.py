"""An outside engine as the opponent of a game, never at the cost of the game.

:class:`OutsidePlayer` is the :class:`~.players.Player` of a game against a
Hub engine (Scan, Kingsrow, or ours as a separate process) named by its
command. The engine is started in the worker thread that asks for the first
move (its handshake never holds the interface up), and is kept for the game.

An engine that cannot start, crashes, hangs or plays an illegal move does
not end the game: the error is kept in :attr:`OutsidePlayer.failure` (for
the screen to say once, :meth:`OutsidePlayer.take_failure`), the engine is
closed, and the built-in engine plays that move and the rest of the game.
Hints and draw offers are the built-in engine's in any case (the Hub
protocol has none).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from dames_tui.core import Move
from dames_tui.engine.hub_client import HubEngineError, HubTimeouts
from dames_tui.game import Game

from .hub_player import HubPlayer, start_hub_player
from .players import DrawAnswer, InfoCallback, Player

if TYPE_CHECKING:
    from dames_tui.engine.limits import Limits

__all__ = ["OutsidePlayer"]


class OutsidePlayer:
    """The engine of ``command`` for the moves, ``builtin`` for the rest and
    after a failure."""

    def __init__(
        self,
        command: str,
        builtin: Player,
        *,
        name: str | None = None,
        timeouts: HubTimeouts | None = None,
    ) -> None:
        self.command = command
        self.timeouts = timeouts
        self.builtin = builtin
        self.name = name or command  # the engine's own name once it has said it
        self.failure: HubEngineError | None = None
        self._told = False
        self._hub: HubPlayer | None = None
        self._lock = threading.Lock()

    @property
    def failed(self) -> bool:
        return self.failure is not None

    def take_failure(self) -> HubEngineError | None:
        """The failure not yet told to the player (then told), or None."""
        if self.failure is None or self._told:
            return None
        self._told = True
        return self.failure

    def choose_move(
        self,
        game: Game,
        level: int,
        stop: threading.Event,
        on_info: InfoCallback | None,
        limits: Limits | None = None,
    ) -> Move | None:
        if self.failure is None:
            try:
                hub = self._started(game)
                return hub.choose_move(game, level, stop, on_info, limits)
            except HubEngineError as error:
                self._fail(error)
        if limits is None:
            return self.builtin.choose_move(game, level, stop, on_info)
        return self.builtin.choose_move(game, level, stop, on_info, limits)

    def hint(self, game: Game, stop: threading.Event) -> Move | None:
        return self.builtin.hint(game, stop)

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer:
        return self.builtin.decide_draw(game, stop)

    def close(self) -> None:
        """End the engine's process (the game is over or left)."""
        with self._lock:
            hub, self._hub = self._hub, None
        if hub is not None:
            hub.close()

    def _started(self, game: Game) -> HubPlayer:
        with self._lock:
            if self._hub is None:
                self._hub = start_hub_player(self.command, game.rules, timeouts=self.timeouts)
                self.name = self._hub.name or self.name
            return self._hub

    def _fail(self, error: HubEngineError) -> None:
        self.failure = error
        self.close()
