"""The searcher: iterative deepening, PVS alpha-beta, quiescence over captures.

- Principal variation search with aspiration windows from depth 4, a bounded
  transposition table (:mod:`.tt`), and move ordering: table move, captures
  (most pieces and kings first), killer moves, history heuristic; late quiet
  moves are searched one ply shallower first (late move reduction).
- Captures are compulsory in draughts, so the quiescence search plays them out
  to the end of the exchange; a quiet position stands pat on the static
  evaluation, except that a position where the opponent threatens a capture is
  given one more ply (the threat is answered before the horizon).
- A position with a single legal move is not counted as a ply.
- A position met earlier on the search path or in the game history scores as a
  draw, and so does a position reaching ``rules.reversible_limit`` plies
  without a capture nor a man move.
- The hot path works on raw ints: ``generator_for(rules)`` generates, the move
  is made inline, ``Move`` objects appear only in the result.

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
from typing import Any

from ..core import Move, Position, RawMove, Rules, generator_for
from .eval import Evaluator, evaluator_for
from .limits import Limits, time_budget
from .quickgen import Capture, quick_gen_for
from .score import INFINITY, MAX_PLY, WIN, WIN_BOUND, mate_in
from .tt import DEFAULT_MB, EXACT, LOWER, UPPER, Entry, Key, TranspositionTable

__all__ = [  # Limits and time_budget are re-exported: callers import them from here too
    "Engine",
    "InfoCallback",
    "Limits",
    "SearchInfo",
    "SearchResult",
    "search",
    "time_budget",
]

POLL_NODES = 2048
MAX_DEPTH = 64
DEFAULT_TIME = 1.0  # seconds, when no limit and no stop event are given
ASPIRATION_DEPTH = 4
ASPIRATION_WINDOW = 30
LMR_MIN_DEPTH = 3
LMR_MIN_INDEX = 3
PRUNE_MIN_DEPTH = 3  # forward pruning from this depth (null-window quiet nodes)
PRUNE_MARGIN = 10  # centi-men per ply of depth added to beta for the shallow search
PRUNE_MIN_PIECES = 12  # not in thin endings, where shallow searches mislead


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


InfoCallback = Callable[[SearchInfo], None]
NO_LIMITS = Limits()  # frozen: a safe shared default


class _Stopped(Exception):
    """Raised from inside the tree when a limit or the stop event fires."""


class Engine:
    """A searcher with its own transposition table (``tt_megabytes``) and history."""

    def __init__(self, tt_megabytes: float = DEFAULT_MB) -> None:
        self.tt = TranspositionTable(tt_megabytes)
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
    ) -> SearchResult:
        """Search ``position``; ``history`` holds the positions since the last
        irreversible move (the current one may be included), for repetitions
        and the reversible-move count."""
        self._prepare(position.rules)
        return _Search(self, position, history, limits, stop_event, on_info).run()

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
        self, position: Position, history: Sequence[Position], depth: int
    ) -> list[tuple[Move, int]]:
        """Every legal move with its score (side to move) from a full-window
        search of ``depth`` plies; for the levels that choose among good moves."""
        self._prepare(position.rules)
        s = _Search(self, position, history, Limits(depth=depth, analysis=True), None, None)
        return [(position.move_from_raw(raw), score) for raw, score in s.root_scores(depth)]


def search(
    position: Position,
    history: Sequence[Position] = (),
    limits: Limits = NO_LIMITS,
    stop_event: threading.Event | None = None,
    on_info: InfoCallback | None = None,
) -> SearchResult:
    """Search with a fresh :class:`Engine` (see the module docstring)."""
    return Engine().search(position, history, limits, stop_event, on_info)


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
    ) -> None:
        self.engine = engine
        self.position = position
        self.limits = limits
        self.stop_event = stop_event
        self.on_info = on_info
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
        self.hard_deadline = None if hard is None else self.start + hard
        self.nodes = 0
        self.partial: RawMove | None = None  # a confirmed improvement in the running iteration
        self._build()

    # ------------------------------------------------------------------ tree

    def _build(self) -> None:
        """Create the recursive search functions as closures over locals.

        Inside the tree a quiet move is one int ``frm | to`` and a capture the
        core's raw tuple ``(frm, to, captured, path)``; the table stores either.
        """
        rules = self.position.rules
        gen = generator_for(rules)
        quick = quick_gen_for(rules)
        white_score = evaluator_for(rules).white_score
        white_captures, black_captures = quick.white_captures, quick.black_captures
        white_can_capture, black_can_capture = quick.white_can_capture, quick.black_can_capture
        white_quiet, black_quiet = quick.white_quiet, quick.black_quiet
        board, left, right = gen.board, gen.left, gen.right
        white_crown, black_crown = gen.white_crown, gen.black_crown
        rev_limit = rules.reversible_limit or 1 << 30
        engine = self.engine
        tt = engine.tt
        tt_half = tt.capacity // 2
        tt_current, tt_previous = tt.current, tt.previous
        white_history, black_history = engine.white_history, engine.black_history
        eval_cache = engine.eval_cache
        eval_get = eval_cache.get
        eval_cap = engine.eval_capacity
        killer1: list[int | None] = [None] * (MAX_PLY + 2)
        killer2: list[int | None] = [None] * (MAX_PLY + 2)
        seen = self.seen
        seen_add, seen_discard = seen.add, seen.discard
        stop_event = self.stop_event
        hard_deadline = self.hard_deadline
        node_limit = self.limits.nodes
        clock = time.perf_counter
        state = self  # for nodes, written back at poll time and at the end
        next_poll = POLL_NODES
        nodes = 0
        ext_limit = 0  # plies below which threats are extended, set per iteration
        last_ply = MAX_PLY - 2
        prune_min_depth, prune_margin = PRUNE_MIN_DEPTH, PRUNE_MARGIN
        prune_min_pieces = PRUNE_MIN_PIECES

        def poll() -> None:
            nonlocal next_poll
            state.nodes = nodes
            if stop_event is not None and stop_event.is_set():
                raise _Stopped
            if hard_deadline is not None and clock() >= hard_deadline:
                raise _Stopped
            if node_limit is not None and nodes >= node_limit:
                raise _Stopped
            next_poll = nodes + POLL_NODES
            if node_limit is not None and next_poll > node_limit:
                next_poll = node_limit

        def store(key: Key, entry: Entry) -> None:
            """Write a table entry; a full generation becomes the previous one."""
            nonlocal tt_current, tt_previous
            tt_current[key] = entry
            if len(tt_current) >= tt_half:
                tt_previous = tt.previous = tt_current
                tt_current = tt.current = {}

        def capture_key(m: Capture) -> int:
            return m[2].bit_count()

        def qsearch(
            w: int, b: int, k: int, wtm: bool, alpha: int, beta: int, ply: int, rev: int
        ) -> int:
            nonlocal nodes
            nodes += 1
            if nodes >= next_poll:
                poll()
            empty = board ^ (w | b)
            if wtm:
                own_kings = w & k
                if not white_can_capture(w, b, own_kings, empty):
                    men = w ^ own_kings
                    steps = (men >> left) | (men >> right)
                    if own_kings:
                        steps |= (
                            (own_kings >> left)
                            | (own_kings >> right)
                            | (own_kings << left)
                            | (own_kings << right)
                        )
                    if not steps & empty:
                        return ply - WIN
                    if ply < ext_limit and black_can_capture(b, w, b & k, empty):
                        return pvs(w, b, k, wtm, 1, alpha, beta, ply, rev)
                    eval_key = (w, b, k)
                    score = eval_get(eval_key)
                    if score is None:
                        score = white_score(w, b, k)
                        if len(eval_cache) >= eval_cap:
                            eval_cache.clear()
                        eval_cache[eval_key] = score
                    return score
                crown = white_crown
            else:
                own_kings = b & k
                if not black_can_capture(b, w, own_kings, empty):
                    men = b ^ own_kings
                    steps = (men << left) | (men << right)
                    if own_kings:
                        steps |= (
                            (own_kings >> left)
                            | (own_kings >> right)
                            | (own_kings << left)
                            | (own_kings << right)
                        )
                    if not steps & empty:
                        return ply - WIN
                    if ply < ext_limit and white_can_capture(w, b, w & k, empty):
                        return pvs(w, b, k, wtm, 1, alpha, beta, ply, rev)
                    eval_key = (w, b, k)
                    score = eval_get(eval_key)
                    if score is None:
                        score = white_score(w, b, k)
                        if len(eval_cache) >= eval_cap:
                            eval_cache.clear()
                        eval_cache[eval_key] = score
                    return -score
                crown = black_crown
            best = -INFINITY
            not_wtm = not wtm
            child_ply = ply + 1
            if wtm:
                moves = white_captures(w, b, own_kings, empty)
            else:
                moves = black_captures(b, w, own_kings, empty)
            for frm, to, cap in moves:
                if wtm:
                    nw = w ^ frm ^ to
                    nb = b ^ cap
                else:
                    nb = b ^ frm ^ to
                    nw = w ^ cap
                if k & frm:
                    nk = ((k ^ frm) & ~cap) | to
                else:
                    nk = k & ~cap
                    if to & crown:
                        nk |= to
                score = -qsearch(nw, nb, nk, not_wtm, -beta, -alpha, child_ply, 0)
                if score > best:
                    best = score
                    if score > alpha:
                        alpha = score
                        if alpha >= beta:
                            break
            return best

        def pvs(
            w: int,
            b: int,
            k: int,
            wtm: bool,
            depth: int,
            alpha: int,
            beta: int,
            ply: int,
            rev: int,
        ) -> int:
            nonlocal nodes
            if rev >= rev_limit:
                return 0
            key = (w, b, k, wtm)
            if rev >= 4 and key in seen:
                return 0
            if depth <= 0 or ply >= last_ply:
                return qsearch(w, b, k, wtm, alpha, beta, ply, rev)
            nodes += 1
            if nodes >= next_poll:
                poll()
            entry = tt_current.get(key)
            if entry is None:
                entry = tt_previous.get(key)
            tt_move: Any = None
            forced = False
            if entry is not None:
                tt_move = entry[3]
                forced = entry[4]
                if entry[0] >= depth:
                    score = entry[2]
                    if score >= WIN_BOUND:
                        score -= ply
                    elif score <= -WIN_BOUND:
                        score += ply
                    flag = entry[1]
                    if flag == EXACT:
                        return score
                    if flag == LOWER:
                        if score >= beta:
                            return score
                    elif score <= alpha:
                        return score
            # Forward pruning (Scan's substitute for the null move): in a quiet
            # position off the principal variation, a shallow search that still
            # beats a raised bound is taken as a fail high.
            if (
                depth >= prune_min_depth
                and beta - alpha == 1
                and -WIN_BOUND < beta < WIN_BOUND
                and (tt_move is None or tt_move.__class__ is int)
                and not forced
                and (w | b).bit_count() >= prune_min_pieces
            ):
                if tt_move is None:
                    empty = board ^ (w | b)
                    if wtm:
                        quiet = not white_can_capture(w, b, w & k, empty)
                    else:
                        quiet = not black_can_capture(b, w, b & k, empty)
                else:
                    quiet = True
                if quiet:
                    margin = prune_margin * depth
                    raised = beta + margin
                    score = pvs(w, b, k, wtm, depth * 2 // 5, raised - 1, raised, ply, rev)
                    if score >= raised:
                        return score - margin
            if wtm:
                crown = white_crown
                history = white_history
            else:
                crown = black_crown
                history = black_history
            not_wtm = not wtm
            child_ply = ply + 1
            track = k != 0  # without kings every move is irreversible: no repetition
            if track:
                seen_add(key)
            best = -INFINITY
            best_move: Any = None
            flag = UPPER
            moves: list[Any]
            # The table's move first, before any generation: the key is the
            # whole position, so that move is legal here.
            if tt_move is not None:
                new_depth = depth if forced else depth - 1
                if tt_move.__class__ is int:
                    is_capture = False
                    if wtm:
                        nw = w ^ tt_move
                        nb = b
                    else:
                        nb = b ^ tt_move
                        nw = w
                    if k & tt_move:
                        nk = k ^ tt_move
                        nrev = rev + 1
                    else:
                        nk = k | (tt_move & crown)
                        nrev = 0
                else:
                    is_capture = True
                    frm, to, cap = tt_move
                    if wtm:
                        nw = w ^ frm ^ to
                        nb = b ^ cap
                    else:
                        nb = b ^ frm ^ to
                        nw = w ^ cap
                    if k & frm:
                        nk = ((k ^ frm) & ~cap) | to
                    else:
                        nk = k & ~cap
                        if to & crown:
                            nk |= to
                    nrev = 0
                best = -pvs(nw, nb, nk, not_wtm, new_depth, -beta, -alpha, child_ply, nrev)
                best_move = tt_move
                if best > alpha:
                    alpha = best
                    flag = EXACT
                    if alpha >= beta:
                        flag = LOWER
                if flag == LOWER or forced:
                    moves = []
                else:
                    empty = board ^ (w | b)
                    if is_capture:
                        if wtm:
                            moves = white_captures(w, b, w & k, empty)
                        else:
                            moves = black_captures(b, w, b & k, empty)
                        moves.remove(tt_move)
                        if len(moves) > 1:
                            moves.sort(key=capture_key, reverse=True)
                    else:
                        if wtm:
                            moves = white_quiet(w, w & k, empty)
                        else:
                            moves = black_quiet(b, b & k, empty)
                        moves.remove(tt_move)
                        if len(moves) > 1:
                            moves.sort(key=history.__getitem__, reverse=True)
                            killer = killer2[ply]
                            if killer is not None and killer in moves:
                                moves.remove(killer)
                                moves.insert(0, killer)
                            killer = killer1[ply]
                            if killer is not None and killer in moves:
                                moves.remove(killer)
                                moves.insert(0, killer)
                first = 1
            else:
                empty = board ^ (w | b)
                if wtm:
                    is_capture = white_can_capture(w, b, w & k, empty)
                else:
                    is_capture = black_can_capture(b, w, b & k, empty)
                if is_capture:
                    if wtm:
                        moves = white_captures(w, b, w & k, empty)
                    else:
                        moves = black_captures(b, w, b & k, empty)
                    if len(moves) > 1:
                        moves.sort(key=capture_key, reverse=True)
                else:
                    if wtm:
                        moves = white_quiet(w, w & k, empty)
                    else:
                        moves = black_quiet(b, b & k, empty)
                    if not moves:
                        if track:
                            seen_discard(key)
                        return ply - WIN
                    if len(moves) > 1:
                        moves.sort(key=history.__getitem__, reverse=True)
                        killer = killer2[ply]
                        if killer is not None and killer in moves:
                            moves.remove(killer)
                            moves.insert(0, killer)
                        killer = killer1[ply]
                        if killer is not None and killer in moves:
                            moves.remove(killer)
                            moves.insert(0, killer)
                forced = len(moves) == 1
                new_depth = depth if forced else depth - 1
                first = 0
            for i, move in enumerate(moves, first):
                if is_capture:
                    frm, to, cap = move
                    if wtm:
                        nw = w ^ frm ^ to
                        nb = b ^ cap
                    else:
                        nb = b ^ frm ^ to
                        nw = w ^ cap
                    if k & frm:
                        nk = ((k ^ frm) & ~cap) | to
                    else:
                        nk = k & ~cap
                        if to & crown:
                            nk |= to
                    nrev = 0
                else:
                    if wtm:
                        nw = w ^ move
                        nb = b
                    else:
                        nb = b ^ move
                        nw = w
                    if k & move:
                        nk = k ^ move
                        nrev = rev + 1
                    else:
                        nk = k | (move & crown)
                        nrev = 0
                if i == 0:
                    score = -pvs(nw, nb, nk, not_wtm, new_depth, -beta, -alpha, child_ply, nrev)
                else:
                    d = new_depth
                    if i >= LMR_MIN_INDEX and depth >= LMR_MIN_DEPTH and not is_capture:
                        d -= 1
                    score = -pvs(nw, nb, nk, not_wtm, d, -alpha - 1, -alpha, child_ply, nrev)
                    if score > alpha and (d < new_depth or score < beta):
                        score = -pvs(nw, nb, nk, not_wtm, new_depth, -beta, -alpha, child_ply, nrev)
                if score > best:
                    best = score
                    best_move = move
                    if score > alpha:
                        alpha = score
                        flag = EXACT
                        if alpha >= beta:
                            flag = LOWER
                            break
            if track:
                seen_discard(key)
            if flag == LOWER and not is_capture:
                if killer1[ply] != best_move:
                    killer2[ply] = killer1[ply]
                    killer1[ply] = best_move
                history[best_move] += depth * depth
            stored = best
            if stored >= WIN_BOUND:
                stored += ply
            elif stored <= -WIN_BOUND:
                stored -= ply
            if entry is None or entry[0] <= depth or flag == EXACT:
                store(key, (depth, flag, stored, best_move, forced))
            return best

        def set_ext_limit(plies: int) -> None:
            nonlocal ext_limit
            ext_limit = plies

        def node_count() -> int:
            return nodes

        self._pvs = pvs
        self._set_ext_limit = set_ext_limit
        self._node_count = node_count

    # ------------------------------------------------------------------ root

    def _children(self) -> list[tuple[RawMove, tuple[int, int, int, bool], int]]:
        """The root moves with the raw position after each and its reversible count."""
        w, b, k, wtm = self.position.raw()
        gen = generator_for(self.position.rules)
        out = []
        for move in gen.moves(w, b, k, wtm):
            child = gen.make(w, b, k, wtm, move)
            rev = self.root_rev + 1 if (k & move[0] and not move[2]) else 0
            out.append((move, child, rev))
        return out

    def _root(
        self,
        children: list[tuple[RawMove, tuple[int, int, int, bool], int]],
        depth: int,
        alpha: int,
        beta: int,
        scores: dict[RawMove, int],
    ) -> tuple[int, RawMove]:
        pvs = self._pvs
        best = -INFINITY
        best_move = children[0][0]
        window_alpha = alpha
        for i, (move, (w, b, k, wtm), rev) in enumerate(children):
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
        for move, (w, b, k, wtm), rev in children:
            out.append((move, -self._pvs(w, b, k, wtm, depth - 1, -INFINITY, INFINITY, 1, rev)))
        return out

    def run(self) -> SearchResult:
        _position, limits = self.position, self.limits
        children = self._children()
        if not children:
            return self._result(None, -WIN, 0, ())
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
                best_move, best_score, completed = move, score, depth
                children.sort(key=lambda c: (c[0] != best_move, -scores.get(c[0], -INFINITY)))
                pv = self._pv(best_move, depth)
                self._report(depth, best_score, pv)
                if abs(best_score) >= WIN_BOUND and WIN - abs(best_score) <= depth:
                    break
                if self.soft is not None and time.perf_counter() - self.start >= self.soft:
                    break
        except _Stopped:
            if self.partial is not None and self.partial != best_move:
                best_move = self.partial
                best_score = scores.get(best_move, best_score)
                pv = (best_move,)
        self.nodes = self._node_count()
        return self._result(best_move, best_score, completed, pv)

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
        if raw[:3] == stored or (not raw[2] and raw[0] | raw[1] == stored):
            return raw
    return None
