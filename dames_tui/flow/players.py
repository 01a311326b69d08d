"""The computer opponent as the game flow sees it.

The screens talk to a :class:`Player`; :class:`EnginePlayer` wraps
:mod:`dames_tui.engine`, and tests pass small deterministic stand-ins. Every
method runs in a worker thread and must return soon after ``stop`` is set.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from dames_tui.core import Move, Position
from dames_tui.game import Game
from dames_tui.storage import Evaluation


@dataclass(frozen=True, slots=True)
class ThinkingInfo:
    """Progress of a search, ready to show (the line is already in notation)."""

    depth: int
    score: int  # centi-men, from the computer's point of view
    nodes: int
    line: str
    mate_in: int | None = None

    def for_player(self) -> Evaluation | None:
        """The evaluation from the player's side (the computer's opponent);
        None for a move chosen without a search (depth 0)."""
        if self.depth <= 0:
            return None
        mate = -self.mate_in if self.mate_in is not None else None
        return Evaluation(-self.score, self.depth, mate)


@dataclass(frozen=True, slots=True)
class DrawAnswer:
    accept: bool
    reason: str  # "balanced", "behind", "ahead" (or anything else: no reason shown)


InfoCallback = Callable[[ThinkingInfo], None]


class Player(Protocol):
    def choose_move(
        self, game: Game, level: int, stop: threading.Event, on_info: InfoCallback | None
    ) -> Move | None: ...

    def hint(self, game: Game, stop: threading.Event) -> Move | None: ...

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer: ...


def copy_game(game: Game) -> Game:
    """An independent copy for a worker thread (the UI may undo meanwhile)."""
    copy = Game(game.rules, game.start)
    for move in game.moves:
        copy.play(move)
    return copy


def line_text(position: Position, moves: Sequence[Move], limit: int = 8) -> str:
    """A principal variation in short notation, stopping at the first bad move."""
    from dames_tui.notation import format_move_short

    parts: list[str] = []
    for move in list(moves)[:limit]:
        try:
            parts.append(format_move_short(position, move))
            position = position.play(move)
        except ValueError:
            break
    return " ".join(parts)


def available_levels() -> list[int]:
    """Level numbers the engine offers (1..5 until the engine is installed)."""
    try:
        from dames_tui.engine import LEVELS
    except ImportError:
        return [1, 2, 3, 4, 5]
    return [level.number for level in LEVELS]


class EnginePlayer:
    """The real engine: :func:`play_level`, :func:`hint`, :func:`decide_draw_offer`.

    The screen hands each method its own copy of the game (:func:`copy_game`).
    """

    def choose_move(
        self, game: Game, level: int, stop: threading.Event, on_info: InfoCallback | None
    ) -> Move | None:
        from dames_tui.engine import play_level

        position = game.position

        def report(info: Any) -> None:
            if on_info is not None:
                line = line_text(position, getattr(info, "pv", ()))
                on_info(
                    ThinkingInfo(
                        int(info.depth),
                        int(info.score),
                        int(info.nodes),
                        line,
                        getattr(info, "mate_in", None),
                    )
                )

        result = play_level(game, level, stop_event=stop, on_info=report)
        report(result)  # low levels pick without iterating: show what was chosen
        return result.move

    def hint(self, game: Game, stop: threading.Event) -> Move | None:
        from dames_tui.engine import hint

        return hint(game, stop_event=stop)

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer:
        from dames_tui.engine import decide_draw_offer

        decision = decide_draw_offer(game, stop_event=stop)
        return DrawAnswer(bool(decision.accept), str(decision.reason))
