"""An outside Hub engine as the computer opponent (:class:`HubPlayer`).

The engine chooses the moves; hints and draw offers come from the built-in
engine (:class:`~.players.EnginePlayer`), since the Hub protocol has no
command for them.

The time it is given, at each move:

- the game's, when :meth:`HubPlayer.choose_move` is given ``limits``
  (:meth:`~.clock.GameClock.limits`): the engine's remaining time, its
  increment and the moves left to the next time control (``level time= inc=
  moves=``), or the game's time per move (``level move-time=``);
- else a fixed time per move, :attr:`HubPlayer.move_time` (``level move-time=``);
- else the time per move of the level chosen in the settings
  (:data:`~dames_tui.engine.LEVELS`): the level's depth and human mistakes mean
  nothing to another engine.

A failure of the engine raises :class:`~dames_tui.engine.hub_client.HubEngineError`
out of :meth:`HubPlayer.choose_move`; the game it was given is only read.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Sequence

from dames_tui.core import Move, Position, Rules
from dames_tui.core.errors import DraughtsError
from dames_tui.engine.hub import LevelSpec
from dames_tui.engine.hub_client import HubEngine, HubEngineError, HubInfo, HubTimeouts
from dames_tui.engine.limits import MAX_SECONDS, Limits
from dames_tui.engine.score import WIN, WIN_BOUND, mate_in
from dames_tui.game import Game
from dames_tui.notation import parse_move

from .players import DrawAnswer, EnginePlayer, InfoCallback, Player, ThinkingInfo, line_text

__all__ = ["HubPlayer", "start_hub_player", "thinking_info"]

DEFAULT_MOVE_TIME = 1.0  # seconds, for a level that is not one of ours


class HubPlayer:
    """The :class:`~.players.Player` that an outside Hub engine plays.

    One search at a time (a lock keeps a second worker waiting);
    :meth:`close` may be called from any thread, and ends a search under way.
    """

    def __init__(
        self,
        engine: HubEngine,
        *,
        move_time: float | None = None,
        builtin: Player | None = None,
    ) -> None:
        self.engine = engine
        self.move_time = move_time
        self.builtin: Player = builtin if builtin is not None else EnginePlayer()
        self._lock = threading.Lock()
        self._last_game: tuple[Position, tuple[Move, ...]] | None = None
        self._new_game = True

    @property
    def name(self) -> str:
        """The engine's name (from its ``id`` line), safe to show."""
        return self.engine.name

    @property
    def move_time(self) -> float | None:
        """Seconds per move when there is no clock; None: the level's."""
        return self._move_time

    @move_time.setter
    def move_time(self, seconds: float | None) -> None:
        if seconds is not None and not (math.isfinite(seconds) and 0 < seconds <= MAX_SECONDS):
            raise ValueError(f"a time per move must be from 0 to {MAX_SECONDS:g} s, not {seconds}")
        self._move_time = seconds

    def level_spec(
        self, level: int, limits: Limits | None = None, rules: Rules | None = None
    ) -> LevelSpec:
        """What a search is asked for (see the module); without a clock or a
        time per move, the time of ``level`` on ``rules``' board (the
        international one if None)."""
        if limits is not None and limits.clock is not None:
            return LevelSpec(
                move_time=self._move_time,  # a cap as well, if both are set
                clock=_clamped(limits.clock),
                increment=_clamped(limits.increment),
                moves_to_go=limits.moves_to_go or None,
            )
        if limits is not None and limits.time is not None:
            return LevelSpec(move_time=_clamped(limits.time))
        if self._move_time is not None:
            return LevelSpec(move_time=self._move_time)
        from dames_tui.core import INTERNATIONAL
        from dames_tui.engine import LEVELS

        board = rules if rules is not None else INTERNATIONAL
        seconds = next(
            (lv.on(board).time for lv in LEVELS if lv.number == level), DEFAULT_MOVE_TIME
        )
        return LevelSpec(move_time=seconds)

    def new_game(self) -> None:
        """Send ``new-game`` before the next search (a new game of the same
        variant also is noticed without it: another start, other moves)."""
        self._new_game = True

    # ------------------------------------------------------------ Player

    def choose_move(
        self,
        game: Game,
        level: int,
        stop: threading.Event,
        on_info: InfoCallback | None,
        limits: Limits | None = None,
    ) -> Move | None:
        """The engine's move in ``game`` (None if it has no legal move or
        ``stop`` is set before the engine has one). Raises HubEngineError."""
        with self._lock:
            allowed = game.legal_moves()
            if not allowed or stop.is_set():
                return None
            self.engine.prepare(game.rules)
            if self._starts_new_game(game):
                self.engine.new_game()
            # Hub's pos: the position after the last irreversible move and the
            # moves since, which are all that can repeat. Under the same-king
            # rule the whole game: a king's run goes on across the other
            # side's man moves, and the engine must see all of it.
            count = game.ply if game.rules.same_king_moves else game.reversible_plies
            start = game.positions[-1 - count]
            moves = game.moves[len(game.moves) - count :]
            position = game.position

            def report(info: HubInfo) -> None:
                if on_info is not None:
                    on_info(thinking_info(position, info))

            answer = self.engine.search(
                start,
                moves,
                self.level_spec(level, limits, game.rules),
                stop=stop,
                on_info=report if on_info is not None else None,
                allowed=allowed,
            )
            return answer.move

    def hint(self, game: Game, stop: threading.Event) -> Move | None:
        """The built-in engine's hint (Hub has no such command)."""
        return self.builtin.hint(game, stop)

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer:
        """The built-in engine's answer to a draw offer (Hub has no such command)."""
        return self.builtin.decide_draw(game, stop)

    def close(self) -> None:
        """Quit the engine (killed if it does not exit at once)."""
        self.engine.close()

    def _starts_new_game(self, game: Game) -> bool:
        """Whether ``game`` is another game than the last one searched: a
        new-game request, another start, or moves that neither continue
        the last ones nor are a part of them (an undo is the same game)."""
        current = (game.start, game.moves)
        last, self._last_game = self._last_game, current
        if self._new_game or last is None or last[0] != current[0]:
            self._new_game = False
            return True
        shorter = min(len(last[1]), len(current[1]))
        return last[1][:shorter] != current[1][:shorter]


def thinking_info(position: Position, info: HubInfo) -> ThinkingInfo:
    """An ``info`` line of the engine to move in ``position``, as the
    engine panel shows it: the score in centi-men (a score of ours past
    :data:`~dames_tui.engine.score.WIN_BOUND` is a forced win), the line in
    the variant's notation, cut at its first move that is not legal.

    >>> from dames_tui.core import ENGLISH
    >>> p = Position.initial(ENGLISH)
    >>> thinking_info(p, HubInfo(depth=3, score=-0.25, nodes=90, pv=("9-13", "22-18")))
    ThinkingInfo(depth=3, score=-25, nodes=90, line='9-13 22-18', mate_in=None)
    """
    score = round(info.score * 100) if info.score is not None else 0
    mate = mate_in(score) if abs(score) <= WIN else None
    if abs(score) > WIN:  # another engine's scale: very good, not a win we can count
        score = WIN_BOUND - 1 if score > 0 else 1 - WIN_BOUND
    return ThinkingInfo(
        info.depth or 0, score, info.nodes or 0, line_text(position, _pv(position, info.pv)), mate
    )


def _pv(position: Position, texts: Sequence[str]) -> list[Move]:
    moves: list[Move] = []
    for text in texts:
        try:
            move = parse_move(position, text)
        except DraughtsError:
            break
        moves.append(move)
        position = position.play(move)
    return moves


def _clamped(seconds: float) -> float:
    return min(max(seconds, 0.0), MAX_SECONDS) if math.isfinite(seconds) else 0.0


def start_hub_player(
    command: str | Sequence[str],
    rules: Rules | None = None,
    *,
    timeouts: HubTimeouts | None = None,
    move_time: float | None = None,
) -> HubPlayer:
    """Start the engine of ``command`` and check that it speaks Hub (and
    plays ``rules``, when given: ``init`` is sent for it), for ``dames play
    --engine``. Raises :class:`HubEngineError` (its message says what went
    wrong, in English; its ``code`` is for the translations) with the
    process already ended.
    """
    engine = HubEngine(command, timeouts=timeouts)
    try:
        engine.start()
        if rules is not None:
            engine.prepare(rules)
    except HubEngineError:
        engine.close()
        raise
    return HubPlayer(engine, move_time=move_time)
