"""Players for benchmarks/match.py and engine_speed.py: our engine, a saved
copy of it, and py-draughts' engines (optional ``bench`` extra, imported lazily).

Square numbers: py-draughts numbers squares 0..N-1 in the same order as our
1..N (square 1 = index 0, top-left seen from White, Black at the top), and its
FEN is PDN FEN, so positions pass through FEN and moves through
(start, end, captured set). :func:`self_check` verifies this on random games.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
import shutil
import sys
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

from dames_tui.core import Move, Position, Rules
from dames_tui.game import Game

ENGINE_DIR = Path(__file__).resolve().parent.parent / "dames_tui" / "engine"
SAVED_PACKAGE = "dames_tui._saved_engine"


class MissingPyDraughts(RuntimeError):
    """py-draughts is not installed."""


class Player(Protocol):
    name: str

    def choose(self, game: Game, seconds: float) -> Move: ...


# ------------------------------------------------------------------ our engine


class EnginePlayer:
    """Our engine (or a saved copy of its package) at a fixed time per move."""

    def __init__(self, engine: ModuleType | None = None, name: str = "dames_tui") -> None:
        if engine is None:
            engine = importlib.import_module("dames_tui.engine")
        self.engine = engine
        self.name = name
        self.last_depth = 0
        self.last_nodes = 0
        # Keep the table from move to move, as the game screen does.
        searcher = getattr(engine, "Engine", None)
        self._search = searcher().search if searcher is not None else engine.search

    def choose(self, game: Game, seconds: float) -> Move:
        limits = self.engine.Limits(time=seconds)
        result = self._search(game.position, game.repetition_history(), limits)
        self.last_depth, self.last_nodes = result.depth, result.nodes
        if result.move is None:
            return game.legal_moves()[0]
        return result.move


def save_engine(path: str) -> Path:
    """Copy the current engine package to ``path`` for later self-play."""
    target = Path(path)
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(ENGINE_DIR, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return target


def load_saved_engine(path: str) -> ModuleType:
    """Import a saved copy of ``dames_tui/engine`` as ``dames_tui._saved_engine``;
    its relative imports of ``..core``, ``..game`` … reach the current package."""
    directory = Path(path)
    init = directory / "__init__.py"
    if not init.is_file():
        raise SystemExit(f"match: {path} holds no saved engine (no __init__.py); use --save")
    if SAVED_PACKAGE in sys.modules:
        return sys.modules[SAVED_PACKAGE]
    spec = importlib.util.spec_from_file_location(
        SAVED_PACKAGE, init, submodule_search_locations=[str(directory)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[SAVED_PACKAGE] = module
    spec.loader.exec_module(module)
    return module


# ------------------------------------------------------------------ py-draughts


def import_draughts() -> ModuleType:
    try:
        return importlib.import_module("draughts")
    except ImportError:
        raise MissingPyDraughts(
            "py-draughts is not installed: pip install 'dames_tui[bench]' (or py-draughts)"
        ) from None


def board_class(rules: Rules) -> Any:
    """py-draughts' board class for ``rules``. For English, py-draughts makes
    captures optional; our subclass makes them compulsory (any capture may be
    chosen, as the rules say), so its engines search legal moves only."""
    draughts = import_draughts()
    if rules.board_size == 10:
        return draughts.StandardBoard
    from draughts.boards import american

    class CompulsoryCaptureBoard(american.Board):  # type: ignore[misc, name-defined]
        @property
        def legal_moves(self) -> list[Any]:
            return self._legal_moves_from_core(
                american._CORE, max_capture=False, captures_optional=False
            )

    return CompulsoryCaptureBoard


_BOARD_CLASSES: dict[str, Any] = {}


def to_board(position: Position, moves: tuple[Move, ...] = ()) -> Any:
    """A py-draughts board at ``position``, then ``moves`` pushed (for its history)."""
    from dames_tui.notation import format_fen

    rules = position.rules
    cls = _BOARD_CLASSES.get(rules.name)
    if cls is None:
        cls = _BOARD_CLASSES[rules.name] = board_class(rules)
    board = cls.from_fen(format_fen(position))
    for move in moves:
        board.push(to_their_move(board, move))
    return board


def move_key(theirs: Any) -> tuple[int, int, frozenset[int]]:
    squares = theirs.square_list
    return squares[0] + 1, squares[-1] + 1, frozenset(c + 1 for c in theirs.captured_list)


def to_their_move(board: Any, move: Move) -> Any:
    key = (move.start, move.end, move.captured)
    for theirs in board.legal_moves:
        if move_key(theirs) == key:
            return theirs
    raise ValueError(f"move {move!r} not among py-draughts' legal moves")


def from_their_move(game: Game, theirs: Any) -> Move:
    start, end, captured = move_key(theirs)
    for move in game.legal_moves():
        if (move.start, move.end, move.captured) == (start, end, captured):
            return move
    raise ValueError(f"py-draughts played {theirs}, which is not legal for us")


class PyDraughtsPlayer:
    """TurboEngine (10x10 only) or SimpleEngine (any board) at a fixed time per move."""

    def __init__(self, kind: str, rules: Rules) -> None:
        draughts = import_draughts()
        if kind == "turbo" and rules.board_size != 10:
            raise SystemExit("match: TurboEngine plays only international draughts")
        self.kind = kind
        self.name = "py-draughts " + ("TurboEngine" if kind == "turbo" else "SimpleEngine")
        self._engine_class = draughts.TurboEngine if kind == "turbo" else draughts.SimpleEngine
        self.engine: Any = None
        self.last_depth = 0
        self.last_nodes = 0

    def choose(self, game: Game, seconds: float) -> Move:
        if self.engine is None or self.engine.time_limit != seconds:
            self.engine = self._engine_class(depth_limit=64, time_limit=seconds)
        board = to_board(game.start, game.moves)
        theirs = self.engine.get_best_move(board)
        self.last_depth = int(getattr(self.engine, "completed_depth", 0))
        self.last_nodes = int(getattr(self.engine, "nodes", 0))
        return from_their_move(game, theirs)


# ------------------------------------------------------------------ self-check


def self_check(rules: Rules, games: int = 4, plies: int = 120, seed: int = 1) -> int:
    """Play random games and compare both libraries' legal moves at every ply;
    returns the number of positions compared, raises AssertionError on a difference."""
    rng = random.Random(seed)
    compared = 0
    for _ in range(games):
        game = Game(rules)
        board = to_board(game.position)
        for _ in range(plies):
            ours = {(m.start, m.end, m.captured) for m in game.legal_moves()}
            theirs = {move_key(m) for m in board.legal_moves}
            if ours != theirs:
                raise AssertionError(
                    f"legal moves differ at {game.fen()}: only ours {sorted(ours - theirs)}, "
                    f"only py-draughts {sorted(theirs - ours)}"
                )
            compared += 1
            if game.is_over or not ours:
                break
            move = rng.choice(game.legal_moves())
            board.push(to_their_move(board, move))
            game.play(move)
    return compared
