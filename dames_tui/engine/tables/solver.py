"""The retrograde solver.

The slices are solved in order of pieces, then of men: a capture or a
crowning leads to a solved slice, a quiet move to the slice itself or its
mirror, solved together (a *group*) by levels of distance: win-loss
propagation through undone moves, with a counter of unsolved moves each.

Moves come from the rules kernel (:mod:`..quickgen`'s capture and quiet-move
closures), so captures, their precedence (the majority rule) and crowning are
the project's. The solver only undoes quiet moves (a king one step, or along
a whole free line where kings fly; a man one step back) and checks with the
kernel that the mover had no capture; it takes the variants whose pieces move
along the diagonals and whose rules are the same for both colours turned
round (English checkers, international draughts).
"""

from __future__ import annotations

import multiprocessing as mp
from collections.abc import Callable, Iterator
from pathlib import Path

from ...core import Rules
from ..quickgen import quick_gen_for
from .base import DRAW_BYTE, MAX_DISTANCE, Progress, SliceKey, TableError
from .files import SliceData, TableHeader, read_header, read_table, table_path, write_table
from .index import BoardIndex, mirror, slices_of

__all__ = ["Solver", "build", "check_rules"]

_VALID, _DRAW_OUT, _WIN_OUT, _CAPTURE = 1, 2, 4, 8  # solver flags
_WORKER: Solver | None = None  # the solver a worker process inherits (fork)


def check_rules(rules: Rules) -> None:
    """Refuse (:class:`~.base.TableError`) the variants the solver does not take."""
    kernel = quick_gen_for(rules).kernel
    if (
        not kernel.diagonal_moves
        or kernel.crowning_wins
        or kernel.cannot_move_wins
        or rules.same_king_moves
    ):
        raise TableError(
            f"no endgame tables for {rules.name}",
            code="tables.unsupported",
            params={"variant": rules.name},
        )


class Solver:
    """Solves slices in order; ``solved`` maps each slice to its bytes."""

    def __init__(self, rules: Rules, solved: dict[SliceKey, SliceData]) -> None:
        check_rules(rules)
        self.rules = rules
        self.index = BoardIndex(rules)
        self.solved = solved

    def solve(
        self,
        pieces: int,
        progress: Progress | None = None,
        *,
        jobs: int = 1,
        solved_group: Callable[[dict[SliceKey, bytes]], None] | None = None,
    ) -> None:
        """Solve every slice of ``pieces`` pieces (the smaller ones must be
        solved) but those already in :attr:`solved` (a build resumed); the
        groups with as many men need nothing of each other, and ``jobs``
        processes solve them side by side. ``solved_group`` receives the
        slices of each group as soon as it is solved (to keep them on disk)."""
        keys = sorted(slices_of(pieces), key=lambda k: (k[0] + k[2], k))
        groups: list[list[SliceKey]] = []
        for key in keys:
            if key in self.solved or any(key in g for g in groups):
                continue
            turned = mirror(key)
            groups.append([key] if turned == key else [key, turned])
        levels: dict[int, list[list[SliceKey]]] = {}
        for group in groups:
            levels.setdefault(group[0][0] + group[0][2], []).append(group)
        done = 0
        for level in levels.values():
            for slices in self._solve_level(level, jobs):
                self.solved.update(slices)
                if solved_group is not None:
                    solved_group(slices)
                done += 1
                if progress is not None:
                    progress(pieces, done, len(groups))

    def _solve_level(
        self, groups: list[list[SliceKey]], jobs: int
    ) -> Iterator[dict[SliceKey, bytes]]:
        """The slices of each group, solved here or by ``jobs`` processes."""
        if jobs <= 1 or len(groups) == 1 or "fork" not in mp.get_all_start_methods():
            for group in groups:
                yield self._solve_group(group)
            return
        global _WORKER
        _WORKER = self
        try:
            with mp.get_context("fork").Pool(min(jobs, len(groups))) as pool:
                yield from pool.imap_unordered(_solve_in_worker, groups)
        finally:
            _WORKER = None

    def _solve_group(self, group: list[SliceKey]) -> dict[SliceKey, bytes]:
        index, solved = self.index, self.solved
        quick = quick_gen_for(self.rules)
        kernel = quick.kernel
        board, left, right, crown = kernel.board, kernel.left, kernel.right, kernel.white_crown
        flying = kernel.flying
        rays = tuple(zip(*kernel.topology.ray[:4], strict=True))
        can_capture, captures = quick.white_can_capture, quick.white_captures
        quiet = quick.white_quiet
        encode, decode = index.encode, index.decode
        offsets = {}
        total = 0
        for key in group:
            offsets[key] = total
            total += index.size(key)
        value = bytearray(total)
        count = bytearray(total)
        flags = bytearray(total)
        floor = bytearray(total)
        wins: dict[int, list[int]] = {}
        losses: dict[int, list[int]] = {}

        def outside(own: int, other: int, kings: int) -> int:
            """The byte of a position in a solved slice (Black to move)."""
            if not own:
                return 2  # no piece left: lost
            key, at = encode(own, other, kings, True)
            return solved[key][at]

        for key in group:
            base = offsets[key]
            for at, w, b, k in index.positions(key):
                p = base + at
                empty = board & ~(w | b)
                best_win = 0
                loss_floor = 0
                flag = _VALID
                inside = 0
                children: list[int] = []
                if can_capture(w, b, k, empty):
                    flag |= _CAPTURE  # no quiet move leads here from it
                    for frm, to, taken, king in captures(w, b, k, empty):
                        children.append(
                            outside(b & ~taken, w ^ (frm ^ to), k & ~(frm | taken) | king)
                        )
                else:
                    for move in quiet(w, w & k, empty):
                        if move & k:
                            inside += 1
                        elif move & crown:
                            children.append(outside(b, w ^ move, k | (move & crown)))
                        else:
                            inside += 1
                for v in children:
                    if v == DRAW_BYTE:
                        flag |= _DRAW_OUT
                    elif v & 1:  # the child's distance is odd: it wins
                        loss_floor = max(loss_floor, v - 1)
                    elif not best_win or v - 1 < best_win:
                        best_win = v - 1
                count[p] = inside
                floor[p] = loss_floor
                if best_win:
                    flag |= _WIN_OUT
                    wins.setdefault(best_win, []).append(p)
                elif not inside and not flag & _DRAW_OUT:
                    losses.setdefault(loss_floor, []).append(p)
                flags[p] = flag

        second = group[-1]
        second_base = offsets[second]
        blocked = _DRAW_OUT | _WIN_OUT
        distance = 0
        while wins or losses:
            if distance > MAX_DISTANCE:
                raise TableError("a distance too long for the table format", code="tables.too_long")
            entries = wins.pop(distance, []) + losses.pop(distance, [])
            lost = not distance & 1
            for p in entries:
                if value[p]:
                    continue
                value[p] = distance + 2
                if p >= second_base:
                    w, b, k = decode(second, p - second_base)
                else:
                    w, b, k = decode(group[0], p)
                # undo each quiet move of the side that has just moved (Black)
                empty = board & ~(w | b)
                pieces = b
                while pieces:
                    t = pieces & -pieces
                    pieces ^= t
                    if t & k and flying:
                        sources = 0
                        for ray in rays[t.bit_length() - 1]:
                            for f in ray:
                                if not f & empty:
                                    break
                                sources |= f
                    elif t & k:
                        sources = ((t << left) | (t << right) | (t >> left) | (t >> right)) & empty
                    else:
                        sources = ((t >> left) | (t >> right)) & empty
                    while sources:
                        f = sources & -sources
                        sources ^= f
                        before = b ^ t ^ f
                        kings = k ^ t ^ f if t & k else k
                        key, at = encode(before, w, kings, True)
                        q = offsets[key] + at
                        if value[q] or flags[q] & _CAPTURE:
                            continue  # solved, or the mover had to capture
                        if lost:
                            wins.setdefault(distance + 1, []).append(q)
                        else:
                            count[q] -= 1
                            if not count[q] and not flags[q] & blocked:
                                losses.setdefault(max(distance + 1, floor[q]), []).append(q)
            distance += 1
        for p in range(total):
            if flags[p] and not value[p]:
                value[p] = DRAW_BYTE
        out = {}
        for key in group:
            start = offsets[key]
            out[key] = solved[key] = bytes(value[start : start + index.size(key)])
        return out


def _solve_in_worker(group: list[SliceKey]) -> dict[SliceKey, bytes]:
    assert _WORKER is not None
    return _WORKER._solve_group(group)


def build(
    rules: Rules,
    pieces: int,
    directory: Path,
    progress: Progress | None = None,
    *,
    rebuild: bool = False,
    jobs: int = 1,
) -> list[tuple[Path, TableHeader, bool]]:
    """Build (or reuse) the tables of 2..``pieces`` pieces in ``directory``
    with ``jobs`` processes; each file with its header and whether it was
    built now."""
    if pieces < 2:
        raise ValueError(f"tables need at least 2 pieces, not {pieces}")
    solver = Solver(rules, {})
    out = []
    for n in range(2, pieces + 1):
        path = table_path(directory, rules, n)
        if not rebuild and path.exists():
            try:
                solver.solved.update(read_table(path, rules, n))
                out.append((path, read_header(path), False))
                continue
            except TableError:
                pass  # built again below
        solver.solve(n, progress, jobs=jobs)
        out.append((path, write_table(path, rules, n, solver.solved), True))
    return out
