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
table already holds their answers. At the levels that search for their best
move (:func:`uses_book`) it first looks in the opening book
(:mod:`dames_tui.engine.book`) when its ``book`` setting is on, and plays
one of the book's moves, drawn by weight, without a search.
"""

from __future__ import annotations

import random
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
PONDER_LEVEL = 15  # the levels that think on the player's time, from here up: those that search
# with a time per move (Level.ponders; a test keeps them equal)
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


def uses_book(level_number: int) -> bool:
    """Whether the computer plays from the opening book at this level: the
    levels that search for their best move do (the book varies their play
    from one game to the next, which their search alone would not); the
    lower ones make a player's mistakes on purpose, vary already, and are
    not meant to know the masters' openings."""
    from dames_tui.engine import level

    try:
        chosen = level(level_number)
    except ValueError:
        return False
    return chosen.searches


def book_levels() -> list[int]:
    """The levels that play from the opening book (see :func:`uses_book`)."""
    return [number for number in available_levels() if uses_book(number)]


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

    ``book`` says whether it plays from the opening book at the levels that
    do (:func:`uses_book`): a value, or a function read at each move (the
    app's setting, which the player may change during a game). Off unless
    given.

    The screen hands each method its own copy of the game (:func:`copy_game`).
    """

    def __init__(
        self, runner: Runner | None = None, *, book: bool | Callable[[], bool] = False
    ) -> None:
        self._runner = runner
        self._book = book
        #: its engine in the process that runs it (the table kept between moves)
        self.engine_key = f"player-{uuid.uuid4().hex}"

    @property
    def runner(self) -> Runner:
        return self._runner if self._runner is not None else default_runner()

    @property
    def book(self) -> bool:
        """Whether the opening book is on now."""
        return bool(self._book() if callable(self._book) else self._book)

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
            self.book,
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
    book: bool = False,
) -> Move | None:
    """The computer's move at ``level`` (in the time of ``limits``, if
    given), each iteration reported; by the engine kept for ``engine_key``
    (a fresh one without). With ``book``, at the levels that use it, a move
    of the opening book if it has one (reported at depth 0: no search)."""
    from dames_tui.engine import Engine, play_level

    game = moves.game()
    position = game.position
    if book and uses_book(level):
        move = book_move(game)
        if move is not None:
            report(ThinkingInfo(0, 0, 0, line_text(position, (move,))))
            return move

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


def book_move(game: Game, rng: random.Random | None = None) -> Move | None:
    """A move of the variant's opening book for the game's position, drawn
    by weight, if the book has one the game allows; else None (no book for
    the variant, or one that could not be read, is no book)."""
    from dames_tui.engine.book import choose

    if game.is_over:
        return None
    move = choose(game.position, game.rules, rng if rng is not None else random.Random())
    return move if move is not None and move in game.legal_moves() else None


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
