"""The analysis board without Textual: a game with variations and the
engine's best lines for the position on the board.

An :class:`AnalysisSession` holds a :class:`~dames_tui.game.tree.GameTree`
(walked with the cursor, moves played at it start variations) and the
engine's lines for the cursor's position, which :func:`analyse_job` finds
continuously (multi-PV, deeper and deeper until stopped), in the engine's
child process (:mod:`.engine_process`) where the board's engine and its
tables live from one position to the next. Every change of the cursor
cancels the job (:class:`EngineJobs`): lines about another position are
never shown.

>>> from dames_tui.core import ENGLISH
>>> from dames_tui.game.tree import GameTree
>>> board = AnalysisSession(GameTree(ENGLISH))
>>> request = board.jobs.start("analyse")
>>> board.go("next")  # nothing to walk: the analysis goes on
False
>>> board.play_text("11-15"), board.jobs.is_current(request, "analyse")
(True, False)
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Sequence
from typing import Any, Literal

from dames_tui.core import Color, DraughtsError, Move, Position
from dames_tui.engine import AnalysisLine, Limits
from dames_tui.engine.search import MAX_DEPTH
from dames_tui.game import Game
from dames_tui.game.king_rule import KingRun
from dames_tui.game.tree import GameTree, Node

from .engine_process import Runner, default_runner, kept_engine
from .jobs import EngineJobs

LINES = 3  # the best lines shown
Step = Literal["next", "previous", "first", "last"]
#: an engine job: a function of the stop event and a progress report
Job = Callable[[threading.Event, Callable[[Any], None]], list[AnalysisLine]]


class AnalysisSession:
    """The analysis board's tree, cursor and engine lines."""

    def __init__(self, tree: GameTree, *, lines: int = LINES, runner: Runner | None = None) -> None:
        self.tree = tree
        self.lines_wanted = lines
        self.jobs = EngineJobs()
        self.lines: list[AnalysisLine] = []  # for the cursor's position, best first
        self.runner = runner  # None: the default one
        self.engine_key = f"analysis-{uuid.uuid4().hex}"  # the board's engine (kept_engine)

    @classmethod
    def of_game(cls, game: Game, *, at: int | None = None) -> AnalysisSession:
        """A board on ``game``'s moves (its main line), the cursor after
        ``at`` moves (default: the end)."""
        tree = GameTree.from_game(game)
        tree.go_first()
        for _ in range(game.ply if at is None else at):
            tree.go_next()
        return cls(tree)

    # ---------------------------------------------------------------- moving

    def _moved(self) -> None:
        self.jobs.cancel()
        self.lines = []

    def go(self, step: Step) -> bool:
        """Walk the line at the cursor; False (and nothing changed) at its end."""
        moved = {
            "next": self.tree.go_next,
            "previous": self.tree.go_previous,
            "first": self.tree.go_first,
            "last": self.tree.go_last,
        }[step]()
        if moved:
            self._moved()
        return moved

    def go_to(self, node: Node) -> None:
        if node is not self.tree.cursor:
            self.tree.go_to(node)
            self._moved()

    def next_variation(self) -> bool:
        """The cursor to the next alternative of the move at the cursor (the
        main move after the last variation); False if it has none."""
        node = self.tree.cursor
        if node.parent is None or len(node.parent.children) < 2:
            return False
        siblings = node.parent.children
        following = siblings[(siblings.index(node) + 1) % len(siblings)]
        self.go_to(following)
        return True

    def play(self, move: Move) -> None:
        """Play ``move`` at the cursor (a variation if it is not the move
        there); IllegalMoveError for a move the rules refuse."""
        self.tree.play(move)
        self._moved()

    def play_text(self, text: str) -> bool:
        """Play a move written in notation; False if it names no legal move."""
        try:
            self.tree.play_text(text)
        except DraughtsError:
            return False
        self._moved()
        return True

    def delete_variation(self) -> bool:
        """Delete the variation the cursor is in (never the main line)."""
        if self.tree.cursor.is_main_line:
            return False
        self.tree.delete_variation()
        self._moved()
        return True

    def promote(self) -> bool:
        """Make the cursor's variation the main line; False on the main line."""
        if self.tree.cursor.is_main_line:
            return False
        self.tree.promote_to_main()
        return True

    # -------------------------------------------------------------- engine

    @property
    def can_analyse(self) -> bool:
        """Whether the position at the cursor has moves to analyse."""
        return bool(self.tree.legal_moves())

    def job(self) -> Job:
        """The engine job for the cursor's position (run it in a worker)."""
        tree = self.tree
        return analyse_job(
            self.engine_key,
            tree.position,
            tree.repetition_history(),
            tree.king_runs,
            self.lines_wanted,
            self.runner if self.runner is not None else default_runner(),
        )

    def take_lines(self, request: int, lines: object, *, done: bool = False) -> bool:
        """Keep the lines of job ``request`` if it is still the one wanted."""
        if not isinstance(lines, list):
            return False
        current = (
            self.jobs.finish(request, "analyse")
            if done
            else self.jobs.is_current(request, "analyse")
        )
        if not current:
            return False
        if lines or done:
            self.lines = lines
        return True

    def score_for(self, color: Color) -> int | None:
        """The best line's score from ``color``'s side, None without lines."""
        if not self.lines:
            return None
        score = self.lines[0].score
        return score if self.tree.turn is color else -score


def analyse_job(
    engine_key: str,
    position: Position,
    history: Sequence[Position],
    king_runs: tuple[KingRun, KingRun],
    lines: int,
    runner: Runner,
) -> Job:
    """A job for :class:`~dames_tui.ui.engine_driver.EngineDriver`: the best
    ``lines`` of ``position``, deeper and deeper until stopped, each depth
    reported; run by ``runner`` on the engine kept for ``engine_key``."""
    history = tuple(history)

    def run(stop: threading.Event, report: Callable[[Any], None]) -> list[AnalysisLine]:
        found: list[AnalysisLine] = runner.call(
            analyse_lines,
            engine_key,
            position,
            history,
            king_runs,
            lines,
            stop=stop,
            report=report,
            affinity=engine_key,
        )
        return found

    return run


def analyse_lines(
    stop: threading.Event,
    report: Callable[[Any], None],
    engine_key: str,
    position: Position,
    history: Sequence[Position],
    king_runs: tuple[KingRun, KingRun],
    lines: int,
) -> list[AnalysisLine]:
    """What :func:`analyse_job` runs, where the runner runs it."""
    engine, lock = kept_engine(engine_key)
    with lock:  # the job before stops within a few thousand nodes
        if stop.is_set():
            return []
        return engine.analyse(
            position,
            history,
            lines=lines,
            limits=Limits(depth=MAX_DEPTH, analysis=True),
            stop_event=stop,
            on_info=report,
            king_runs=king_runs,
        )
