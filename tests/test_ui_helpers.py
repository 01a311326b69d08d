"""Stand-in computer players and small helpers shared by the UI tests.

The stand-ins are deterministic and instant (or, for one, think until told to
stop), so Pilot's waits stay short.
"""

from __future__ import annotations

import threading

from dames_tui.core import Move
from dames_tui.game import Game
from dames_tui.ui.players import DrawAnswer, InfoCallback, ThinkingInfo


class FirstMovePlayer:
    """Plays the first legal move; answers draw offers as told."""

    def __init__(self, draw: DrawAnswer | None = None) -> None:
        self.draw = draw or DrawAnswer(True, "balanced")
        self.moves_asked = 0

    def choose_move(
        self, game: Game, level: int, stop: threading.Event, on_info: InfoCallback | None
    ) -> Move | None:
        self.moves_asked += 1
        moves = game.legal_moves()
        if on_info is not None and moves:
            on_info(ThinkingInfo(1, 0, len(moves), repr(moves[0]).strip("Move()")))
        return moves[0] if moves else None

    def hint(self, game: Game, stop: threading.Event) -> Move | None:
        moves = game.legal_moves()
        return moves[-1] if moves else None

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer:
        return self.draw


class SpinningPlayer(FirstMovePlayer):
    """Thinks until cancelled, then gives up; records that it was stopped."""

    def __init__(self) -> None:
        super().__init__()
        self.started = threading.Event()
        self.stopped = threading.Event()

    def choose_move(
        self, game: Game, level: int, stop: threading.Event, on_info: InfoCallback | None
    ) -> Move | None:
        self.started.set()
        count = 0
        while not stop.is_set():
            count += 1  # busy work holding the GIL, like a pure-Python search
            if count % 50_000 == 0 and on_info is not None:
                on_info(ThinkingInfo(count // 50_000, 0, count, ""))
        self.stopped.set()
        return None
