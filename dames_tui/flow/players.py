"""The computer opponent as the game flow sees it.

The screens talk to a :class:`Player`; :class:`EnginePlayer` wraps
:mod:`dames_tui.engine`, and tests pass small deterministic stand-ins. Every
method runs in a worker thread and must return soon after ``stop`` is set.
:class:`EnginePlayer` sends its searches to a child process
(:mod:`.engine_process`) with the game as :class:`GameMoves`, so that the
interface keeps the interpreter to itself while the computer thinks. Its
engine, and the table it fills, live in that process from one move to the
next (:func:`~.engine_process.kept_engine`), and it may think on the
player's time (:meth:`EnginePlayer.ponder`, from :data:`PONDER_LEVEL` up):
the moves the player may make are searched until the player moves, so the
table already holds their answers.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from dames_tui.core import Move, Position, Rules
from dames_tui.game import Game
from dames_tui.storage import Evaluation

from .engine_process import Runner, default_runner, kept_engine

if TYPE_CHECKING:
    from dames_tui.engine.limits import Limits


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
PONDER_LEVEL = 4  # the levels that think on the player's time, from here up
PONDER_SECONDS = 600.0  # a player away for longer does not keep a core busy


class Player(Protocol):
    """The computer opponent. ``limits``, when the game has a clock, is the
    time it gives the move (:meth:`~.clock.GameClock.limits`): the clock of
    the side to move, or a time per move; without it the level decides."""

    def choose_move(
        self,
        game: Game,
        level: int,
        stop: threading.Event,
        on_info: InfoCallback | None,
        limits: Limits | None = None,
    ) -> Move | None: ...

    def hint(self, game: Game, stop: threading.Event) -> Move | None: ...

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer: ...


@dataclass(frozen=True, slots=True)
class GameMoves:
    """A game as another thread or process gets it: its rules, start and
    moves (a value that pickles; the game is played again from it)."""

    rules: Rules
    start: Position
    moves: tuple[Move, ...]

    @classmethod
    def of(cls, game: Game) -> GameMoves:
        return cls(game.rules, game.start, tuple(game.moves))

    def game(self) -> Game:
        copy = Game(self.rules, self.start)
        for move in self.moves:
            copy.play(move)
        return copy


def copy_game(game: Game) -> Game:
    """An independent copy for a worker thread (the UI may undo meanwhile)."""
    return GameMoves.of(game).game()


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
    """The real engine: :func:`play_level`, :func:`hint`, :func:`decide_draw_offer`,
    run by ``runner`` (the default one, a child process, if None).

    The screen hands each method its own copy of the game (:func:`copy_game`).
    """

    def __init__(self, runner: Runner | None = None) -> None:
        self._runner = runner
        #: its engine in the process that runs it (the table kept between moves)
        self.engine_key = f"player-{uuid.uuid4().hex}"

    @property
    def runner(self) -> Runner:
        return self._runner if self._runner is not None else default_runner()

    def choose_move(
        self,
        game: Game,
        level: int,
        stop: threading.Event,
        on_info: InfoCallback | None,
        limits: Limits | None = None,
    ) -> Move | None:
        report = on_info if on_info is not None else _ignore
        move: Move | None = self.runner.call(
            choose_move,
            GameMoves.of(game),
            level,
            limits,
            self.engine_key,
            stop=stop,
            report=report,
            affinity=self.engine_key,
        )
        return move

    def ponder(self, game: Game, stop: threading.Event) -> None:
        """Think on the player's time: search ``game``'s position (the
        player to move) until ``stop``, filling the table of the engine
        that answers next."""
        key = self.engine_key
        self.runner.call(ponder, GameMoves.of(game), key, stop=stop, report=_ignore, affinity=key)

    def hint(self, game: Game, stop: threading.Event) -> Move | None:
        """The move the top level's judgement finds in a short search,
        whatever the game's level, on the engine that pondered (its table)."""
        key = self.engine_key
        move: Move | None = self.runner.call(
            hint_move, GameMoves.of(game), key, stop=stop, report=_ignore, affinity=key
        )
        return move

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer:
        answer: DrawAnswer = self.runner.call(
            draw_answer, GameMoves.of(game), stop=stop, report=_ignore
        )
        return answer


def _ignore(_info: object) -> None:
    pass


# What :class:`EnginePlayer` runs, in the child process or in the worker
# thread: module functions of the stop event, a report callback and values.


def choose_move(
    stop: threading.Event,
    report: Callable[[ThinkingInfo], None],
    moves: GameMoves,
    level: int,
    limits: Limits | None = None,
    engine_key: str | None = None,
) -> Move | None:
    """The computer's move at ``level`` (in the time of ``limits``, if
    given), each iteration reported; by the engine kept for ``engine_key``
    (a fresh one without)."""
    from dames_tui.engine import Engine, play_level

    game = moves.game()
    position = game.position

    def thinking(info: Any) -> None:
        line = line_text(position, getattr(info, "pv", ()))
        report(
            ThinkingInfo(
                int(info.depth),
                int(info.score),
                int(info.nodes),
                line,
                getattr(info, "mate_in", None),
            )
        )

    engine, lock = kept_engine(engine_key) if engine_key else (Engine(), threading.Lock())
    with lock:
        result = play_level(
            game, level, stop_event=stop, on_info=thinking, clock=limits, engine=engine
        )
    thinking(result)  # low levels pick without iterating: show what was chosen
    return result.move


def ponder(
    stop: threading.Event, report: Callable[[Any], None], moves: GameMoves, engine_key: str
) -> None:
    """What :meth:`EnginePlayer.ponder` runs, where the runner runs it."""
    from dames_tui.engine import Limits
    from dames_tui.engine.search import MAX_DEPTH

    game = moves.game()
    if game.is_over:
        return
    engine, lock = kept_engine(engine_key)
    with lock:
        if stop.is_set():
            return
        limits = Limits(depth=MAX_DEPTH, time=PONDER_SECONDS, analysis=True)
        engine.search(
            game.position,
            game.repetition_history(),
            limits,
            stop,
            king_runs=game.king_runs,
        )


def hint_move(
    stop: threading.Event,
    report: Callable[[Any], None],
    moves: GameMoves,
    engine_key: str | None = None,
) -> Move | None:
    """What :meth:`EnginePlayer.hint` runs: by the engine kept for
    ``engine_key`` (a fresh one without)."""
    from dames_tui.engine import Engine, hint

    engine, lock = kept_engine(engine_key) if engine_key else (Engine(), threading.Lock())
    with lock:
        return hint(moves.game(), stop_event=stop, engine=engine)


def draw_answer(
    stop: threading.Event, report: Callable[[Any], None], moves: GameMoves
) -> DrawAnswer:
    from dames_tui.engine import decide_draw_offer

    decision = decide_draw_offer(moves.game(), stop_event=stop)
    return DrawAnswer(bool(decision.accept), str(decision.reason))
