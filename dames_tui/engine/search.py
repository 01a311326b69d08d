"""The searcher: iterative deepening, PVS alpha-beta, quiescence over captures.

- Principal variation search with aspiration windows from depth 4, a bounded
  transposition table (:mod:`.tt`), and move ordering: table move (tried
  before any move is generated), captures (most pieces first), killer moves,
  history heuristic (a quiet move that cuts gains depth squared, the quiet
  moves tried before it lose as much); late quiet moves are searched one ply
  shallower first, the latest ones (from the seventh, five plies or more from
  the horizon) two plies shallower (late move reduction).
- Forward pruning as in Scan: at a null-window node of a quiet position with
  enough material, a search at 2/5 of the depth that still beats beta raised
  by ``PRUNE_MARGIN`` centi-men per ply is taken as a fail high.
- Captures are compulsory in draughts, so the quiescence search plays them out
  to the end of the exchange; a quiet position stands pat on the static
  evaluation, except that a position where the opponent threatens a capture is
  given one more ply (the threat is answered before the horizon).
- A position with a single legal move is not counted as a ply.
- Time (:mod:`.limits`): past the soft limit no new iteration starts; after
  an iteration that changed the best move or lost ``SCORE_DROP_MARGIN``
  centi-men the soft limit is stretched (:func:`.limits.extended_soft`), never
  past the hard limit, which interrupts the search. A single legal move at
  the root is played at once, unless analysing.
- A position met earlier on the search path or in the game history scores as a
  draw, and so does a position reaching ``rules.reversible_limit`` plies
  without a capture nor a man move.
- The same-king rule (Frisian) depends on the moves played: ``king_runs``
  gives both sides' runs (:attr:`dames_tui.game.Game.king_runs`), the root
  leaves out the moves the rule refuses and the tree follows the runs
  (:mod:`.tree`). Without them the search takes both runs as empty.
- Under :attr:`~dames_tui.core.rules.Goal.FIRST_TO_CROWN` a crowning wins at
  once: the tree scores a position with a king as decided.
- Multi-PV (:meth:`Engine.analyse`, the analysis board): at each depth the
  root is searched once per line, the moves of the lines already found left
  out, each search with its own aspiration window round that line's score of
  the previous depth; the lines are reported after every completed depth.
  With one line it searches exactly as :meth:`Engine.search` does.
- Endgame tables (:mod:`.tables`): an :class:`Engine` made with ``tables``
  (the default) gives the tree the scorer of its variant's tables when the
  root has ``TABLES_FROM_PIECES`` pieces or fewer, and every node with few
  enough pieces is scored from them (:mod:`.tree`); wins keep their
  distance, so the shortest conversion is preferred. :func:`search` leaves
  them out unless asked.
- The hot path works on raw ints with the closures of :mod:`.quickgen`: a
  quiet move is one int ``frm | to``, a capture ``(frm, to, captured, king)``; the
  move is made inline, ``Move`` objects appear only in the result.

:class:`Engine` owns the table and the history heuristic, so state survives from
one move to the next of a game; :func:`search` is a convenience that runs a
fresh :class:`Engine` each call (deterministic, no shared state between calls or
threads). The stop event and the clock are polled every 2048 nodes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core import Move, Position, RawMove, Rules, generator_for, kernel_for
from ..game.king_rule import NO_RUN, NO_RUNS, KingRun, next_run, refused_king
from .eval import Evaluator, evaluator_for
from .limits import Limits, extended_soft, time_budget
from .quickgen import quick_gen_for
from .score import INFINITY, WIN, WIN_BOUND, mate_in
from .tables import ScoreProbe, score_probe
from .tree import Stopped, build_tree
from .tt import DEFAULT_MB, TranspositionTable

__all__ = [  # Limits and time_budget are re-exported: callers import them from here too
    "AnalysisCallback",
    "AnalysisLine",
    "Engine",
    "InfoCallback",
    "Limits",
    "SearchInfo",
    "SearchResult",
    "search",
    "time_budget",
]

MAX_DEPTH = 64
DEFAULT_TIME = 1.0  # seconds, when no limit and no stop event are given
ASPIRATION_DEPTH = 4
ASPIRATION_WINDOW = 30
#: the endgame tables are loaded and probed from roots with this many pieces or fewer
TABLES_FROM_PIECES = 14


@dataclass(frozen=True, slots=True)
class SearchInfo:
    """Progress after each completed iteration."""

    depth: int
    score: int  # centi-men, from the side to move
    nodes: int
    nps: int
    pv: tuple[Move, ...]
    elapsed: float
    mate_in: int | None


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The outcome of a search: the move of the last completed iteration."""

    move: Move | None
    score: int
    depth: int
    nodes: int
    pv: tuple[Move, ...]
    elapsed: float
    mate_in: int | None


@dataclass(frozen=True, slots=True)
class AnalysisLine:
    """One line of a multi-PV analysis (:meth:`Engine.analyse`).

    ``score`` is in centi-men from the side to move, as in
    :class:`SearchResult`; ``depth`` is the iteration that found the line;
    ``pv`` starts with ``move``; ``mate_in`` is :func:`~.score.mate_in` of
    the score (moves to a forced win, negative to a loss, else None).
    """

    move: Move
    score: int
    depth: int
    pv: tuple[Move, ...]
    mate_in: int | None


InfoCallback = Callable[[SearchInfo], None]
#: receives the lines of each completed depth, best first (a new list each time)
AnalysisCallback = Callable[[list[AnalysisLine]], None]
NO_LIMITS = Limits()  # frozen: a safe shared default
KingRuns = tuple[KingRun, KingRun]  # White's and Black's same-king runs
# a root move, the raw position after it, its reversible count, the mover's run after it
Child = tuple[RawMove, tuple[int, int, int, bool], int, KingRun]


class Engine:
    """A searcher with its own transposition table (``tt_megabytes``) and
    history; with ``tables`` (the default) it probes the endgame tables of
    its variant, loaded on first use (:func:`.tables.loaded`)."""

    def __init__(self, tt_megabytes: float = DEFAULT_MB, *, tables: bool = True) -> None:
        self.tt = TranspositionTable(tt_megabytes)
        self.tables = tables
        # history heuristic per side: quiet move ``frm | to`` -> score
        self.white_history: dict[int, int] = {}
        self.black_history: dict[int, int] = {}
        # static scores by (white, black, kings); its budget is a quarter of the table's
        self.eval_cache: dict[tuple[int, int, int], int] = {}
        self.eval_capacity = max(1024, self.tt.capacity // 4)
        self._rules: Rules | None = None

    def evaluator(self, rules: Rules) -> Evaluator:
        return evaluator_for(rules)

    def clear(self) -> None:
        """Forget everything learnt (a new game)."""
        self.tt.clear()
        self.eval_cache.clear()
        if self._rules is not None:
            quick = quick_gen_for(self._rules)
            self.white_history = quick.new_history()
            self.black_history = quick.new_history()

    def search(
        self,
        position: Position,
        history: Sequence[Position] = (),
        limits: Limits = NO_LIMITS,
        stop_event: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        *,
        king_runs: KingRuns = NO_RUNS,
    ) -> SearchResult:
        """Search ``position``; ``history`` holds the positions since the last
        irreversible move (the current one may be included), for repetitions
        and the reversible-move count; ``king_runs`` the sides' same-king runs."""
        self._prepare(position.rules)
        return _Search(self, position, history, limits, stop_event, on_info, king_runs).run()

    def analyse(
        self,
        position: Position,
        history: Sequence[Position] = (),
        *,
        lines: int = 3,
        limits: Limits = NO_LIMITS,
        stop_event: threading.Event | None = None,
        on_info: AnalysisCallback | None = None,
        king_runs: KingRuns = NO_RUNS,
    ) -> list[AnalysisLine]:
        """The best ``lines`` moves of ``position``, each with its score, depth
        and principal variation, best first (multi-PV).

        ``history`` and ``king_runs`` are those of :meth:`search` (for a game:
        ``game.repetition_history()`` and ``game.king_runs``). Iterative
        deepening runs until ``limits`` or ``stop_event`` (with neither, one
        second); a stop set between two depths is seen before the next one
        starts. After each completed depth ``on_info`` gets that depth's lines;
        the result is the lines of the last completed depth. Each line is a
        different root move; there are ``min(lines, legal moves)`` of them,
        sorted by score (highest first), even with one legal move. The list is
        empty when the side to move has no move, or when the search was
        stopped before its first depth was complete.

        With ``lines=1`` the line is the move and score :meth:`search` gives
        at the same fixed depth (with a fresh engine each). Raises
        :class:`ValueError` when ``lines`` is less than 1.

        >>> from dames_tui.core import ENGLISH
        >>> found = Engine(1).analyse(Position.initial(ENGLISH), lines=2, limits=Limits(depth=3))
        >>> len(found), found[0].depth, found[0].score >= found[1].score
        (2, 3, True)
        """
        if lines < 1:
            raise ValueError(f"lines must be at least 1, not {lines}")
        self._prepare(position.rules)
        s = _Search(self, position, history, limits, stop_event, None, king_runs)
        return s.run_lines(lines, on_info)

    def _prepare(self, rules: Rules) -> None:
        """Start afresh for new rules; else age the history scores."""
        if self._rules is not rules:
            self._rules = rules
            self.clear()
            return
        for table in (self.white_history, self.black_history):
            for move, value in table.items():
                if value:
                    table[move] = value >> 1

    def score_moves(
        self,
        position: Position,
        history: Sequence[Position],
        depth: int,
        *,
        king_runs: KingRuns = NO_RUNS,
        tables: bool = True,
    ) -> list[tuple[Move, int]]:
        """Every legal move with its score (side to move) from a full-window
        search of ``depth`` plies; for the levels that choose among good moves
        (without ``tables``, the endgame tables are left alone: those levels
        play their endings as a player of their strength does)."""
        self._prepare(position.rules)
        limits = Limits(depth=depth, analysis=True)
        s = _Search(self, position, history, limits, None, None, king_runs, tables=tables)
        return [(position.move_from_raw(raw), score) for raw, score in s.root_scores(depth)]


def search(
    position: Position,
    history: Sequence[Position] = (),
    limits: Limits = NO_LIMITS,
    stop_event: threading.Event | None = None,
    on_info: InfoCallback | None = None,
    *,
    king_runs: KingRuns = NO_RUNS,
    tables: bool = False,
) -> SearchResult:
    """Search with a fresh :class:`Engine` (see the module docstring); without
    endgame tables unless ``tables``, so that the result depends on the
    position alone (``dames bench``'s signature)."""
    engine = Engine(tables=tables)
    return engine.search(position, history, limits, stop_event, on_info, king_runs=king_runs)


class _Search:
    """One search: binds everything the hot path needs into locals and closures."""

    def __init__(
        self,
        engine: Engine,
        position: Position,
        history: Sequence[Position],
        limits: Limits,
        stop_event: threading.Event | None,
        on_info: InfoCallback | None,
        king_runs: KingRuns = NO_RUNS,
        *,
        tables: bool = True,
    ) -> None:
        self.engine = engine
        self.use_tables = tables and engine.tables
        self.position = position
        white_to_move = position.white_to_move
        # the side to move's run, and the other side's
        self.own_run, self.other_run = king_runs if white_to_move else king_runs[::-1]
        self.same_king = position.rules.same_king_moves
        self.limits = limits
        self.stop_event = stop_event
        self.on_info = on_info
        # The tables load on a game's first search of its ending (a few
        # tenths of a second): before the clock starts, so that this search
        # gets its whole time.
        self.tables_probe = self._tables_probe()
        self.start = time.perf_counter()
        if history and history[-1] == position:
            self.root_rev = len(history) - 1
        else:
            self.root_rev = len(history)
        self.seen = {p.raw() for p in history if p.rules is position.rules}
        self.seen.add(position.raw())
        soft, hard = time_budget(limits)
        if soft is None and limits.depth is None and limits.nodes is None and stop_event is None:
            soft, hard = time_budget(Limits(time=DEFAULT_TIME))
        self.soft = soft
        self.hard = hard
        self.hard_deadline = None if hard is None else self.start + hard
        self.nodes = 0
        self.partial: RawMove | None = None  # a confirmed improvement in the running iteration
        self._build()

    # ------------------------------------------------------------------ tree

    def _build(self) -> None:
        """Create the recursive search functions (:mod:`.tree`)."""
        engine = self.engine
        tree = build_tree(
            self.position.rules,
            engine.tt,
            engine.white_history,
            engine.black_history,
            engine.eval_cache,
            engine.eval_capacity,
            self.seen,
            self.stop_event,
            self.hard_deadline,
            self.limits.nodes,
            self,
            self.tables_probe,
        )
        self._pvs = tree.pvs
        self._set_ext_limit = tree.set_ext_limit
        self._node_count = tree.node_count
        self._set_run = tree.set_run
        tree.set_run(1, *self.other_run)  # the opponent's run, at the root's children

    def _tables_probe(self) -> tuple[ScoreProbe, int] | None:
        """The endgame tables' scorer for this search: only for an engine
        with tables and a root of few pieces (the tables' memory is spent
        once a game reaches its ending, and earlier searches are unchanged)."""
        if not self.use_tables:
            return None
        w, b, _, _ = self.position.raw()
        if (w | b).bit_count() > TABLES_FROM_PIECES:
            return None
        return score_probe(self.position.rules)

    # ------------------------------------------------------------------ root

    def _children(self) -> list[Child]:
        """The root moves (those the same-king rule allows) with the raw
        position after each, its reversible count and the mover's run."""
        w, b, k, wtm = self.position.raw()
        rules = self.position.rules
        gen = generator_for(rules)
        held = refused_king(rules, w if wtm else b, k, self.own_run)
        out = []
        for move in gen.moves(w, b, k, wtm):
            if move[0] == held and not move[2]:
                continue
            child = gen.make(w, b, k, wtm, move)
            rev = self.root_rev + 1 if (k & move[0] and not move[2]) else 0
            run = next_run(self.own_run, move, k) if self.same_king else NO_RUN
            out.append((move, child, rev, run))
        return out

    def _root(
        self,
        children: list[Child],
        depth: int,
        alpha: int,
        beta: int,
        scores: dict[RawMove, int],
    ) -> tuple[int, RawMove]:
        pvs = self._pvs
        best = -INFINITY
        best_move = children[0][0]
        window_alpha = alpha
        for i, (move, (w, b, k, wtm), rev, run) in enumerate(children):
            if self.same_king:
                self._set_run(2, *run)
            if i == 0:
                score = -pvs(w, b, k, wtm, depth - 1, -beta, -alpha, 1, rev)
            else:
                score = -pvs(w, b, k, wtm, depth - 1, -alpha - 1, -alpha, 1, rev)
                if alpha < score < beta:
                    score = -pvs(w, b, k, wtm, depth - 1, -beta, -alpha, 1, rev)
            scores[move] = score
            if score > best:
                best, best_move = score, move
                if window_alpha < score < beta:
                    self.partial = move  # a confirmed improvement of this iteration
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best, best_move

    def root_scores(self, depth: int) -> list[tuple[RawMove, int]]:
        """Full-window scores of every root move at ``depth`` (after shallower
        iterations to fill the table)."""
        children = self._children()
        scores: dict[RawMove, int] = {}
        for d in range(1, depth):
            self._set_ext_limit(2 * d)
            self._root(children, d, -INFINITY, INFINITY, scores)
            children.sort(key=lambda c: -scores[c[0]])
        self._set_ext_limit(2 * depth)
        out = []
        for move, (w, b, k, wtm), rev, run in children:
            if self.same_king:
                self._set_run(2, *run)
            out.append((move, -self._pvs(w, b, k, wtm, depth - 1, -INFINITY, INFINITY, 1, rev)))
        return out

    def run(self) -> SearchResult:
        _position, limits = self.position, self.limits
        children = self._children()
        if not children:  # lost, or won in the giveaway games
            won = kernel_for(self.position.rules).cannot_move_wins
            return self._result(None, WIN if won else -WIN, 0, ())
        if len(children) == 1 and not limits.analysis:
            move = children[0][0]
            return self._result(move, self._static(), 0, (move,))
        max_depth = min(limits.depth or MAX_DEPTH, MAX_DEPTH)
        scores: dict[RawMove, int] = {}
        best_move = children[0][0]
        best_score = self._static()
        completed = 0
        pv: tuple[RawMove, ...] = (best_move,)
        self.partial = None
        try:
            for depth in range(1, max_depth + 1):
                self._set_ext_limit(2 * depth)
                self.partial = None
                if depth >= ASPIRATION_DEPTH and abs(best_score) < WIN_BOUND:
                    alpha, beta = best_score - ASPIRATION_WINDOW, best_score + ASPIRATION_WINDOW
                else:
                    alpha, beta = -INFINITY, INFINITY
                while True:
                    score, move = self._root(children, depth, alpha, beta, scores)
                    if score <= alpha:
                        alpha = -INFINITY
                    elif score >= beta:
                        beta = INFINITY
                    else:
                        break
                    self.partial = None
                previous_move, previous_score = best_move, best_score
                best_move, best_score, completed = move, score, depth
                children.sort(key=lambda c: (c[0] != best_move, -scores.get(c[0], -INFINITY)))
                pv = self._pv(best_move, depth)
                self._report(depth, best_score, pv)
                if abs(best_score) >= WIN_BOUND and WIN - abs(best_score) <= depth:
                    break
                if self.soft is not None:
                    soft = self.soft
                    if depth > 1:
                        # a critical position (the choice or the score moved
                        # at this depth) gets more time, never past the hard limit
                        soft = extended_soft(
                            soft,
                            soft if self.hard is None else self.hard,
                            move_changed=move != previous_move,
                            score_drop=previous_score - score,
                        )
                    if time.perf_counter() - self.start >= soft:
                        break
        except Stopped:
            partial = self._partial_move()
            if partial is not None and partial != best_move:
                best_move = partial
                best_score = scores.get(best_move, best_score)
                pv = (best_move,)
        self.nodes = self._node_count()
        return self._result(best_move, best_score, completed, pv)

    def _partial_move(self) -> RawMove | None:
        """The running iteration's confirmed improvement (set by the root
        search; read through a call, so that no type checker or compiler
        keeps the ``None`` assigned before the iteration)."""
        return self.partial

    def run_lines(self, count: int, on_info: AnalysisCallback | None) -> list[AnalysisLine]:
        """Multi-PV iterative deepening (see :meth:`Engine.analyse`)."""
        children = self._children()
        if not children:
            return []
        count = min(count, len(children))
        max_depth = min(self.limits.depth or MAX_DEPTH, MAX_DEPTH)
        scores: dict[RawMove, int] = {}
        found: list[tuple[RawMove, int, tuple[RawMove, ...]]] = []  # last completed depth
        lines: list[AnalysisLine] = []
        stop_event = self.stop_event
        try:
            for depth in range(1, max_depth + 1):
                if found and stop_event is not None and stop_event.is_set():
                    break
                self._set_ext_limit(2 * depth)
                current: list[tuple[RawMove, int, tuple[RawMove, ...]]] = []
                rest = list(children)
                for index in range(count):
                    guess = found[index][1] if index < len(found) else None
                    score, move = self._aspirated(rest, depth, guess, scores)
                    current.append((move, score, self._pv(move, depth)))
                    rest = [child for child in rest if child[0] != move]
                current.sort(key=lambda line: -line[1])  # stable: search order on ties
                found = current
                rank = {line[0]: i for i, line in enumerate(found)}
                children.sort(key=lambda c: (rank.get(c[0], count), -scores.get(c[0], -INFINITY)))
                lines = [
                    AnalysisLine(
                        self.position.move_from_raw(move),
                        score,
                        depth,
                        self._moves_of(pv),
                        mate_in(score),
                    )
                    for move, score, pv in found
                ]
                if on_info is not None:
                    on_info(list(lines))
                if all(abs(s) >= WIN_BOUND and WIN - abs(s) <= depth for _, s, _ in found):
                    break  # every line is a proven win or loss
                if self.soft is not None and time.perf_counter() - self.start >= self.soft:
                    break
        except Stopped:
            pass
        self.nodes = self._node_count()
        return lines

    def _aspirated(
        self, children: list[Child], depth: int, guess: int | None, scores: dict[RawMove, int]
    ) -> tuple[int, RawMove]:
        """The best of ``children`` at ``depth`` and its exact score: a window
        round ``guess`` (the score at the previous depth) from
        ``ASPIRATION_DEPTH`` on, widened on the side that fails, as in
        :meth:`run`."""
        if guess is not None and depth >= ASPIRATION_DEPTH and abs(guess) < WIN_BOUND:
            alpha, beta = guess - ASPIRATION_WINDOW, guess + ASPIRATION_WINDOW
        else:
            alpha, beta = -INFINITY, INFINITY
        while True:
            score, move = self._root(children, depth, alpha, beta, scores)
            if score <= alpha:
                alpha = -INFINITY
            elif score >= beta:
                beta = INFINITY
            else:
                return score, move

    # --------------------------------------------------------------- helpers

    def _static(self) -> int:
        w, b, k, wtm = self.position.raw()
        score = self.engine.evaluator(self.position.rules).white_score(w, b, k)
        return score if wtm else -score

    def _pv(self, first: RawMove, depth: int) -> tuple[RawMove, ...]:
        """The principal variation: the root move, then the table's moves."""
        gen = generator_for(self.position.rules)
        w, b, k, wtm = gen.make(*self.position.raw(), first)
        line = [first]
        visited = {self.position.raw(), (w, b, k, wtm)}
        while len(line) < max(depth, 2) * 2:
            entry = self.engine.tt.get((w, b, k, wtm))
            if entry is None or entry[3] is None:
                break
            move = _raw_move(gen.moves(w, b, k, wtm), entry[3])
            if move is None:
                break
            w, b, k, wtm = gen.make(w, b, k, wtm, move)
            if (w, b, k, wtm) in visited:
                break
            visited.add((w, b, k, wtm))
            line.append(move)
        return tuple(line)

    def _moves_of(self, raw_line: tuple[RawMove, ...]) -> tuple[Move, ...]:
        out = []
        position = self.position
        for raw in raw_line:
            out.append(position.move_from_raw(raw))
            position = position.play(raw)
        return tuple(out)

    def _report(self, depth: int, score: int, pv: tuple[RawMove, ...]) -> None:
        if self.on_info is None:
            return
        elapsed = time.perf_counter() - self.start
        nodes = self._node_count()
        nps = int(nodes / elapsed) if elapsed > 0 else 0
        info = SearchInfo(depth, score, nodes, nps, self._moves_of(pv), elapsed, mate_in(score))
        self.on_info(info)

    def _result(
        self, move: RawMove | None, score: int, depth: int, pv: tuple[RawMove, ...]
    ) -> SearchResult:
        elapsed = time.perf_counter() - self.start
        return SearchResult(
            move=None if move is None else self.position.move_from_raw(move),
            score=score,
            depth=depth,
            nodes=self.nodes,
            pv=self._moves_of(pv),
            elapsed=elapsed,
            mate_in=mate_in(score),
        )


def _raw_move(legal: list[RawMove], stored: object) -> RawMove | None:
    """The legal raw move a table entry stands for (an int ``frm | to`` for a
    quiet move, the raw tuple for a capture), or None."""
    for raw in legal:
        if (raw[0], raw[1], raw[2], raw[4]) == stored or (not raw[2] and raw[0] | raw[1] == stored):
            return raw
    return None
