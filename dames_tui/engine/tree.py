"""The search tree: principal variation search and quiescence, as closures.

:func:`build_tree` binds everything the hot path needs (tables, generators,
the evaluation, limits) into locals of one call and returns the recursive
functions; :mod:`.search` drives them from the root. Inside the tree a quiet
move is one int ``frm | to`` and a capture a tuple ``(frm, to, captured)``
(``(frm, to, captured, king)``, see :mod:`.quickgen`); the table stores either.

Two rules need more than the position, and cost the other variants one test
of a constant per node or move:

- :attr:`~dames_tui.core.rules.Goal.FIRST_TO_CROWN` (Breakthrough): a
  position with a king is decided, won by the side with the king;
- the same-king rule (``rules.same_king_moves``, Frisian): each side's run
  of quiet moves with one king (:mod:`dames_tui.game.king_rule`) is kept per
  ply, the run of the side to move at ply p in ``run_king[p]`` and
  ``run_moves[p]``, written by the node two plies up (the root writes plies
  1 and 2 through :attr:`Tree.set_run`); a king at the limit has its quiet
  moves left out, the table's move too. The table's key is the position
  alone, so a score may come from a node with other runs.

Endgame tables (:mod:`.tables`), when the search is given their scorer:
every node of the tree with few enough pieces (``tables_pieces`` or fewer)
takes its score from them, in the principal variation search and in the
quiescence search alike, after the draws by repetition and by the
reversible-move limit and before the transposition table. A table holds
every position with its side to move, captures pending or not, so no
capture needs resolving first. Their wins score as the search's own (``WIN
- ply - distance``) and may go below ``WIN_BOUND`` for long ones: the
transposition table shifts every score from :data:`.tables.TABLE_BOUND` on
by the ply. Without tables the only cost is one test of a constant per node.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, NamedTuple, Protocol, cast

from ..core import Rules
from .eval import evaluator_for
from .quickgen import Capture, quick_gen_for
from .score import INFINITY, MAX_PLY, WIN, WIN_BOUND
from .tables.probing import TABLE_BOUND, ScoreProbe
from .tt import EXACT, LOWER, UPPER, Entry, Key, TranspositionTable

POLL_NODES = 2048
LMR_MIN_DEPTH = 3
LMR_MIN_INDEX = 3
LMR_LATE_INDEX = 6  # quiet moves from this index on are reduced by two plies
LMR_LATE_DEPTH = 5
PRUNE_MIN_DEPTH = 3  # forward pruning from this depth (null-window quiet nodes)
PRUNE_MARGIN = 10  # centi-men per ply of depth added to beta for the shallow search
PRUNE_MIN_PIECES = 8  # not in thin endings, where shallow searches mislead

# pvs(white, black, kings, white_to_move, depth, alpha, beta, ply, reversible_plies)
Pvs = Callable[[int, int, int, bool, int, int, int, int, int], int]


class Stopped(Exception):
    """Raised from inside the tree when a limit or the stop event fires."""


class NodeSink(Protocol):
    """Where the node count is written back at every poll."""

    nodes: int


class Tree(NamedTuple):
    pvs: Pvs
    set_ext_limit: Callable[[int], None]  # plies below which threats are extended
    node_count: Callable[[], int]
    set_run: Callable[[int, int, int], None]  # (ply, king, moves): a same-king run


def build_tree(
    rules: Rules,
    tt: TranspositionTable,
    white_history: dict[int, int],
    black_history: dict[int, int],
    eval_cache: dict[tuple[int, int, int], int],
    eval_capacity: int,
    seen: set[tuple[int, int, int, bool]],
    stop_event: threading.Event | None,
    hard_deadline: float | None,
    node_limit: int | None,
    sink: NodeSink,
    tables_probe: tuple[ScoreProbe, int] | None = None,
) -> Tree:
    """The search functions of one search, closures over its state;
    ``tables_probe`` the endgame tables' scorer and their most pieces."""
    quick = quick_gen_for(rules)
    gen = quick.kernel
    white_score = evaluator_for(rules).white_score
    white_captures, black_captures = quick.white_captures, quick.black_captures
    white_can_capture, black_can_capture = quick.white_can_capture, quick.black_can_capture
    white_quiet, black_quiet = quick.white_quiet, quick.black_quiet
    white_can_step, black_can_step = quick.white_can_step, quick.black_can_step
    crowning_wins = gen.crowning_wins  # a king on the board decides the game
    same_king = rules.same_king_moves  # 0: no same-king rule
    special = crowning_wins or bool(same_king)  # either of them: one test per node
    # the blocked test by the diagonal shifts, inline; the others (and the
    # test of a decided position at a quiet leaf) in the closures' branch
    diagonal_moves = gen.diagonal_moves and not crowning_wins
    run_king = [0] * (MAX_PLY + gen.topology.squares + 8)
    run_moves = [0] * len(run_king)
    board, left, right = gen.board, gen.left, gen.right
    white_crown, black_crown = gen.white_crown, gen.black_crown
    rev_limit = rules.reversible_limit or 1 << 30
    # a side that cannot move has lost, or won in the giveaway games
    blocked_sign = -1 if quick.kernel.cannot_move_wins else 1
    tt_half = tt.capacity // 2
    tt_current, tt_previous = tt.current, tt.previous
    eval_get = eval_cache.get
    eval_cap = eval_capacity
    killer1: list[int | None] = [None] * (MAX_PLY + 2)
    killer2: list[int | None] = [None] * (MAX_PLY + 2)
    seen_add, seen_discard = seen.add, seen.discard
    clock = time.perf_counter
    state = sink  # for nodes, written back at poll time and at the end
    next_poll = POLL_NODES
    nodes = 0
    ext_limit = 0  # plies below which threats are extended, set per iteration
    last_ply = MAX_PLY - 2
    prune_min_depth, prune_margin = PRUNE_MIN_DEPTH, PRUNE_MARGIN
    prune_min_pieces = PRUNE_MIN_PIECES
    table_score: ScoreProbe = _no_table
    tables_pieces = 0  # no node has so few pieces: the tables are never probed
    if tables_probe is not None:
        table_score, tables_pieces = tables_probe

    def poll() -> None:
        nonlocal next_poll
        state.nodes = nodes
        if stop_event is not None and stop_event.is_set():
            raise Stopped
        if hard_deadline is not None and clock() >= hard_deadline:
            raise Stopped
        if node_limit is not None and nodes >= node_limit:
            raise Stopped
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
        if tables_pieces and (w | b).bit_count() <= tables_pieces:
            found = table_score(w, b, k, wtm, ply, rev)
            if found is not None:
                return found
        empty = board ^ (w | b)
        if wtm:
            own_kings = w & k
            if not white_can_capture(w, b, k, empty):
                if diagonal_moves:
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
                        return (ply - WIN) * blocked_sign
                elif crowning_wins and k:
                    return WIN - ply if k & w else ply - WIN
                elif not white_can_step(w, own_kings, empty):
                    return (ply - WIN) * blocked_sign
                if ply < ext_limit and black_can_capture(b, w, k, empty):
                    return pvs(w, b, k, wtm, 1, alpha, beta, ply, rev)
                eval_key = (w, b, k)
                score = eval_get(eval_key)
                if score is None:
                    score = white_score(w, b, k)
                    if len(eval_cache) >= eval_cap:
                        eval_cache.clear()
                    eval_cache[eval_key] = score
                return score
        else:
            own_kings = b & k
            if not black_can_capture(b, w, k, empty):
                if diagonal_moves:
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
                        return (ply - WIN) * blocked_sign
                elif crowning_wins and k:
                    return WIN - ply if k & b else ply - WIN
                elif not black_can_step(b, own_kings, empty):
                    return (ply - WIN) * blocked_sign
                if ply < ext_limit and white_can_capture(w, b, k, empty):
                    return pvs(w, b, k, wtm, 1, alpha, beta, ply, rev)
                eval_key = (w, b, k)
                score = eval_get(eval_key)
                if score is None:
                    score = white_score(w, b, k)
                    if len(eval_cache) >= eval_cap:
                        eval_cache.clear()
                    eval_cache[eval_key] = score
                return -score
        if special:
            if crowning_wins and k:
                return WIN - ply if k & (w if wtm else b) else ply - WIN
            run_moves[ply + 2] = 0  # a capture ends the mover's run
        best = -INFINITY
        not_wtm = not wtm
        child_ply = ply + 1
        if wtm:
            moves = white_captures(w, b, k, empty)
        else:
            moves = black_captures(b, w, k, empty)
        for frm, to, cap, king in moves:
            if wtm:
                nw = w ^ frm ^ to
                nb = b ^ cap
            else:
                nb = b ^ frm ^ to
                nw = w ^ cap
            nk = (k & ~(frm | cap)) | king
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
        if tables_pieces and (w | b).bit_count() <= tables_pieces:
            found = table_score(w, b, k, wtm, ply, rev)
            if found is not None:
                return found
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
                if score >= TABLE_BOUND:
                    score -= ply
                elif score <= -TABLE_BOUND:
                    score += ply
                flag = entry[1]
                if flag == EXACT:
                    return score
                if flag == LOWER:
                    if score >= beta:
                        return score
                elif score <= alpha:
                    return score
        banned = 0
        if special:
            # a decided position (no table entry: it is never stored)
            if crowning_wins and k:
                return WIN - ply if k & (w if wtm else b) else ply - WIN
            # the same-king rule: the king of the side to move at the limit
            # of its run may not make a quiet move (while its side has men too)
            if same_king and run_moves[ply] >= same_king:
                own = w if wtm else b
                banned = run_king[ply] & own & k
                if banned and own & ~k:
                    forced = False
                    if tt_move.__class__ is int and tt_move & banned:
                        tt_move = None
                else:
                    banned = 0
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
                    quiet = not white_can_capture(w, b, k, empty)
                else:
                    quiet = not black_can_capture(b, w, k, empty)
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
                frm, to, cap, king = tt_move
                if wtm:
                    nw = w ^ frm ^ to
                    nb = b ^ cap
                else:
                    nb = b ^ frm ^ to
                    nw = w ^ cap
                nk = (k & ~(frm | cap)) | king
                nrev = 0
            if same_king:
                set_child_run(tt_move, is_capture, w if wtm else b, k, ply)
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
                        moves = white_captures(w, b, k, empty)
                    else:
                        moves = black_captures(b, w, k, empty)
                    moves.remove(tt_move)
                    if len(moves) > 1:
                        moves.sort(key=capture_key, reverse=True)
                else:
                    if wtm:
                        moves = white_quiet(w, w & k, empty)
                    else:
                        moves = black_quiet(b, b & k, empty)
                    moves.remove(tt_move)
                    if banned:
                        moves = [m for m in moves if not m & banned]
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
                is_capture = white_can_capture(w, b, k, empty)
            else:
                is_capture = black_can_capture(b, w, k, empty)
            if is_capture:
                if wtm:
                    moves = white_captures(w, b, k, empty)
                else:
                    moves = black_captures(b, w, k, empty)
                if len(moves) > 1:
                    moves.sort(key=capture_key, reverse=True)
            else:
                if wtm:
                    moves = white_quiet(w, w & k, empty)
                else:
                    moves = black_quiet(b, b & k, empty)
                if banned:
                    moves = [m for m in moves if not m & banned]
                if not moves:
                    if track:
                        seen_discard(key)
                    return (ply - WIN) * blocked_sign
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
                frm, to, cap, king = move
                if wtm:
                    nw = w ^ frm ^ to
                    nb = b ^ cap
                else:
                    nb = b ^ frm ^ to
                    nw = w ^ cap
                nk = (k & ~(frm | cap)) | king
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
            if same_king:
                set_child_run(move, is_capture, w if wtm else b, k, ply)
            if i == 0:
                score = -pvs(nw, nb, nk, not_wtm, new_depth, -beta, -alpha, child_ply, nrev)
            else:
                d = new_depth
                if i >= LMR_MIN_INDEX and depth >= LMR_MIN_DEPTH and not is_capture:
                    d -= 2 if i >= LMR_LATE_INDEX and depth >= LMR_LATE_DEPTH else 1
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
            bonus = depth * depth
            history[best_move] += bonus
            if best_move is not tt_move:
                # the quiet moves tried before the cut were wrong here
                if tt_move is not None:  # quiet too: the position has no capture
                    history[tt_move] -= bonus
                for tried in cast(list[int], moves[: i - first]):  # quiet: ints
                    history[tried] -= bonus
        stored = best
        if stored >= TABLE_BOUND:
            stored += ply
        elif stored <= -TABLE_BOUND:
            stored -= ply
        if entry is None or entry[0] <= depth or flag == EXACT:
            store(key, (depth, flag, stored, best_move, forced))
        return best

    def set_child_run(move: Any, is_capture: bool, own: int, k: int, ply: int) -> None:
        """The mover's run after ``move`` (a capture, or a quiet move ``frm |
        to``) at ``ply``: the run of the side to move two plies down."""
        grandchild = ply + 2
        if is_capture or not k & move:
            run_moves[grandchild] = 0
        else:
            run_king[grandchild] = move & ~own
            run_moves[grandchild] = run_moves[ply] + 1 if move & run_king[ply] else 1

    def set_run(ply: int, king: int, moves: int) -> None:
        run_king[ply], run_moves[ply] = king, moves

    def set_ext_limit(plies: int) -> None:
        nonlocal ext_limit
        ext_limit = plies

    def node_count() -> int:
        return nodes

    return Tree(pvs, set_ext_limit, node_count, set_run)


def _no_table(w: int, b: int, k: int, wtm: bool, ply: int, rev: int) -> int | None:
    """The scorer of a search without tables (never called)."""
    return None
