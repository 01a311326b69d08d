"""Endgame tables (bases de finales) built by the project: solve, store, probe.

A retrograde solver gives every position with up to N pieces (each side at
least one) its game-theoretic value and its distance: the plies to the end of
the game when the winner plays the fastest win and the loser the longest
defence. A side that cannot move has lost (distance 0), so a distance is odd
for a win and even for a loss, and one byte holds both: 0 no position (an
index whose pieces overlap), 1 a draw, ``2 + distance`` a win or a loss. The
draw rules of the game (repetition, the 40-move rule) are not in the tables.

- **Rules.** Moves come from the rules kernel (:mod:`.quickgen`'s capture and
  quiet-move closures), so captures, their precedence and crowning are the
  project's. The solver only undoes quiet moves (a king one step, a man one
  step back) and checks with the kernel that the mover had no capture; it
  takes variants whose kings step one square along the diagonals and whose
  rules are the same for both colours turned round (English checkers).
- **Index.** Positions are stored from the side to move: a position with
  Black to move is the board turned round with the colours swapped. A slice
  holds the positions with given numbers of men and kings of the side to move
  and of the other side (:data:`SliceKey`); inside it each group of pieces
  has its combinatorial rank and the index is their mixed-radix number.
- **Solver.** The slices are solved in order of pieces, then of men: a
  capture or a crowning leads to a solved slice, a quiet move to the slice
  itself or its mirror, solved together by levels of distance (win-loss
  propagation through undone moves, with a counter of unsolved moves each).
- **Files.** One file per number of pieces in ``$XDG_DATA_HOME/dames_tui/tables/``:
  a magic line, a JSON header (format version, variant, pieces, slices,
  length, CRC-32, counts), then the bytes compressed with zlib. A damaged or
  foreign file raises :class:`TableError`.
- **Probe.** :func:`load` registers the tables of a directory (or the
  variable ``DAMES_TABLES`` names one); :func:`probe` reads a position's value,
  and :func:`score_probe` gives the search a scorer (None when nothing is
  loaded, and then the search is unchanged).
"""

from __future__ import annotations

import enum
import json
import os
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from math import comb
from pathlib import Path
from typing import TypeAlias

from ..core import Position, Rules, find_rules
from ..core.errors import DraughtsError
from ..core.topology import topology_for
from .quickgen import quick_gen_for
from .score import WIN

__all__ = [
    "ENV_VARIABLE",
    "FORMAT_VERSION",
    "SliceKey",
    "TableError",
    "TableResult",
    "Tables",
    "build",
    "default_dir",
    "load",
    "loaded",
    "probe",
    "read_header",
    "score_probe",
    "table_path",
    "unload",
]

FORMAT_VERSION = 1
MAGIC = b"dames_tui endgame table\n"
ENV_VARIABLE = "DAMES_TABLES"
MAX_DISTANCE = 253  # 2 + distance fits in a byte
SliceKey: TypeAlias = tuple[int, int, int, int]  # own men, own kings, other men, other kings
Raw: TypeAlias = tuple[int, int, int]  # own, other, kings (own to move, seen as White)
# a scorer for the search: (white, black, kings, white_to_move, ply) -> score or None
ScoreProbe: TypeAlias = Callable[[int, int, int, bool, int], "int | None"]
Progress: TypeAlias = Callable[[int, int, int], None]  # (pieces, groups done, groups)

DRAW_BYTE = 1
_VALID, _DRAW_OUT, _WIN_OUT = 1, 2, 4  # solver flags


class TableResult(enum.Enum):
    """The value of a position for the side to move."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


class TableError(DraughtsError):
    """A table file that is damaged, foreign or of another format, or a
    variant the solver does not take."""


def _decode_byte(value: int) -> tuple[TableResult, int] | None:
    if value == 0:
        return None
    if value == DRAW_BYTE:
        return TableResult.DRAW, 0
    distance = value - 2
    return (TableResult.WIN if distance & 1 else TableResult.LOSS), distance


# ------------------------------------------------------------------ index


class _Index:
    """The combinatorial index of one variant's board."""

    def __init__(self, rules: Rules) -> None:
        t = topology_for(rules)
        n = t.squares
        bits = [t.square_bits[s] for s in range(1, n + 1)]
        last = t.size - 1
        rotated = [
            t.cell_squares[(last - r, last - c)] - 1
            for r, c in (t.cells[s] for s in range(1, n + 1))
        ]
        own_man_squares = [i for i in range(n) if not bits[i] & t.rows[0]]
        other_man_squares = [i for i in range(n) if not bits[i] & t.rows[-1]]
        if sorted(rotated[i] for i in other_man_squares) != own_man_squares:
            raise TableError(
                f"{rules.name}: the board is not the same turned round",
                code="tables.unsupported",
                params={"variant": rules.name},
            )
        own_rank = {sq: e for e, sq in enumerate(own_man_squares)}
        other_rank = {sq: e for e, sq in enumerate(other_man_squares)}
        self.squares = n
        self.own_men, self.other_men = len(own_man_squares), len(other_man_squares)
        # bit -> element, as it is (the side to move is White) and turned round
        self.own_man_direct = {bits[i]: own_rank[i] for i in own_man_squares}
        self.own_man_turned = {bits[i]: own_rank[rotated[i]] for i in other_man_squares}
        self.other_man_direct = {bits[i]: other_rank[i] for i in other_man_squares}
        self.other_man_turned = {bits[i]: other_rank[rotated[i]] for i in own_man_squares}
        self.king_direct = {bits[i]: i for i in range(n)}
        self.king_turned = {bits[i]: rotated[i] for i in range(n)}
        self._own_man_bits = [bits[i] for i in own_man_squares]
        self._other_man_bits = [bits[i] for i in other_man_squares]
        self._king_bits = bits
        self._unrank: dict[tuple[int, int], list[int]] = {}
        self._binom = [[comb(e, k) for k in range(8)] for e in range(n + 1)]

    def radices(self, key: SliceKey) -> tuple[int, int, int, int]:
        a, b, c, d = key
        n = self.squares
        return comb(self.own_men, a), comb(n, b), comb(self.other_men, c), comb(n, d)

    def size(self, key: SliceKey) -> int:
        ra, rb, rc, rd = self.radices(key)
        return ra * rb * rc * rd

    def _rank(self, bb: int, elements: dict[int, int]) -> int:
        found = []
        while bb:
            bit = bb & -bb
            bb ^= bit
            found.append(elements[bit])
        if len(found) == 1:
            return found[0]
        found.sort()
        binom = self._binom
        return sum(binom[e][i + 1] for i, e in enumerate(found))

    def encode(self, own: int, other: int, kings: int, turned: bool) -> tuple[SliceKey, int]:
        """The slice and index of a position, its side to move owning ``own``;
        ``turned`` for Black to move (the board is turned round)."""
        own_kings, other_kings = own & kings, other & kings
        own_men, other_men = own ^ own_kings, other ^ other_kings
        key = (
            own_men.bit_count(),
            own_kings.bit_count(),
            other_men.bit_count(),
            other_kings.bit_count(),
        )
        if turned:
            om, km, pm = self.own_man_turned, self.king_turned, self.other_man_turned
        else:
            om, km, pm = self.own_man_direct, self.king_direct, self.other_man_direct
        _, rb, rc, rd = self.radices(key)
        index = self._rank(own_men, om) * rb + self._rank(own_kings, km)
        index = (index * rc + self._rank(other_men, pm)) * rd + self._rank(other_kings, km)
        return key, index

    def unrank(self, kind: int, count: int) -> list[int]:
        """Every bitboard of ``count`` pieces of a kind (0 own men, 1 kings,
        2 other men), by rank."""
        cached = self._unrank.get((kind, count))
        if cached is None:
            squares = (self._own_man_bits, self._king_bits, self._other_man_bits)[kind]
            cached = [0] * comb(len(squares), count)
            for chosen in _combinations(len(squares), count):
                bb = 0
                for e in chosen:
                    bb |= squares[e]
                cached[self._rank_elements(chosen)] = bb
            self._unrank[(kind, count)] = cached
        return cached

    def _rank_elements(self, chosen: tuple[int, ...]) -> int:
        return sum(self._binom[e][i + 1] for i, e in enumerate(sorted(chosen)))

    def decode(self, key: SliceKey, index: int) -> Raw:
        """The position at ``index`` of ``key`` (the side to move as White)."""
        a, b, c, d = key
        _, rb, rc, rd = self.radices(key)
        index, r_d = divmod(index, rd)
        index, r_c = divmod(index, rc)
        r_a, r_b = divmod(index, rb)
        own_kings = self.unrank(1, b)[r_b]
        other_kings = self.unrank(1, d)[r_d]
        own = self.unrank(0, a)[r_a] | own_kings
        other = self.unrank(2, c)[r_c] | other_kings
        return own, other, own_kings | other_kings

    def positions(self, key: SliceKey) -> Iterator[tuple[int, int, int, int]]:
        """``(index, own, other, kings)`` for every index whose pieces do not overlap."""
        a, b, c, d = key
        _, rb, rc, rd = self.radices(key)
        for ra, own_men in enumerate(self.unrank(0, a)):
            for r_b, own_kings in enumerate(self.unrank(1, b)):
                if own_kings & own_men:
                    continue
                own = own_men | own_kings
                base_b = (ra * rb + r_b) * rc
                for r_c, other_men in enumerate(self.unrank(2, c)):
                    if other_men & own:
                        continue
                    base_c = (base_b + r_c) * rd
                    taken = own | other_men
                    for r_d, other_kings in enumerate(self.unrank(1, d)):
                        if other_kings & taken:
                            continue
                        yield base_c + r_d, own, other_men | other_kings, own_kings | other_kings


def _combinations(n: int, k: int) -> Iterator[tuple[int, ...]]:
    from itertools import combinations

    return combinations(range(n), k)


def slices_of(pieces: int) -> list[SliceKey]:
    """Every slice with exactly ``pieces`` pieces, both sides present."""
    out = []
    for a in range(pieces + 1):
        for b in range(pieces + 1 - a):
            for c in range(pieces + 1 - a - b):
                d = pieces - a - b - c
                if a + b and c + d:
                    out.append((a, b, c, d))
    return out


def _mirror(key: SliceKey) -> SliceKey:
    return key[2], key[3], key[0], key[1]


# ------------------------------------------------------------------ solver


def _check_rules(rules: Rules) -> None:
    kernel = quick_gen_for(rules).kernel
    if (
        rules.flying_kings
        or not kernel.diagonal_moves
        or kernel.crowning_wins
        or kernel.cannot_move_wins
        or rules.same_king_moves
    ):
        raise TableError(
            f"no endgame tables for {rules.name}",
            code="tables.unsupported",
            params={"variant": rules.name},
        )


class _Solver:
    """Solves slices in order; ``solved`` maps each slice to its bytes."""

    def __init__(self, rules: Rules, solved: dict[SliceKey, bytes]) -> None:
        _check_rules(rules)
        self.rules = rules
        self.index = _Index(rules)
        self.solved = solved

    def solve(self, pieces: int, progress: Progress | None = None) -> None:
        """Solve every slice of ``pieces`` pieces (the smaller ones must be solved)."""
        keys = sorted(slices_of(pieces), key=lambda k: (k[0] + k[2], k))
        groups: list[list[SliceKey]] = []
        for key in keys:
            if key in self.solved or any(key in g for g in groups):
                continue
            mirror = _mirror(key)
            groups.append([key] if mirror == key else [key, mirror])
        for done, group in enumerate(groups):
            self._solve_group(group)
            if progress is not None:
                progress(pieces, done + 1, len(groups))

    def _solve_group(self, group: list[SliceKey]) -> None:
        index, solved = self.index, self.solved
        quick = quick_gen_for(self.rules)
        kernel = quick.kernel
        board, left, right, crown = kernel.board, kernel.left, kernel.right, kernel.white_crown
        can_capture, captures = quick.white_can_capture, quick.white_captures
        black_can_capture, quiet = quick.black_can_capture, quick.white_quiet
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
                    if t & k:
                        sources = ((t << left) | (t << right) | (t >> left) | (t >> right)) & empty
                    else:
                        sources = ((t >> left) | (t >> right)) & empty
                    while sources:
                        f = sources & -sources
                        sources ^= f
                        before = b ^ t ^ f
                        kings = k ^ t ^ f if t & k else k
                        if black_can_capture(before, w, kings, board & ~(w | before)):
                            continue
                        key, at = encode(before, w, kings, True)
                        q = offsets[key] + at
                        if value[q]:
                            continue
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
        for key in group:
            start = offsets[key]
            solved[key] = bytes(value[start : start + index.size(key)])


# ------------------------------------------------------------------ files


@dataclass(frozen=True, slots=True)
class TableHeader:
    """What a table file says of itself."""

    variant: str
    pieces: int
    slices: tuple[tuple[SliceKey, int], ...]  # each slice and its number of indices
    length: int  # bytes once uncompressed
    crc32: int
    counts: dict[str, int]  # positions, wins, draws, losses, longest (plies)
    file_size: int


def default_dir() -> Path:
    """``$XDG_DATA_HOME/dames_tui/tables``."""
    from ..storage.paths import data_dir

    return data_dir() / "tables"


def table_path(directory: Path, rules: Rules, pieces: int) -> Path:
    """The file of ``rules``' positions with exactly ``pieces`` pieces."""
    return directory / f"{rules.name}-{pieces}.dtb"


def _counts(payload: bytes) -> dict[str, int]:
    from collections import Counter

    histogram = Counter(payload)
    wins = sum(n for v, n in histogram.items() if v >= 2 and v & 1)
    losses = sum(n for v, n in histogram.items() if v >= 2 and not v & 1)
    draws = histogram.get(DRAW_BYTE, 0)
    longest = max((v - 2 for v in histogram if v >= 2), default=0)
    return {
        "positions": wins + losses + draws,
        "wins": wins,
        "draws": draws,
        "losses": losses,
        "longest": longest,
    }


def write_table(
    path: Path, rules: Rules, pieces: int, solved: dict[SliceKey, bytes]
) -> TableHeader:
    """Write the ``pieces``-piece slices of ``solved`` to ``path`` (atomically)."""
    from ..storage.atomic import atomic_write_bytes

    index = _Index(rules)
    keys = slices_of(pieces)
    payload = b"".join(solved[key] for key in keys)
    header = {
        "format": FORMAT_VERSION,
        "variant": rules.name,
        "pieces": pieces,
        "squares": index.squares,
        "slices": [[*key, index.size(key)] for key in keys],
        "length": len(payload),
        "crc32": zlib.crc32(payload),
        "counts": _counts(payload),
    }
    data = MAGIC + json.dumps(header).encode("ascii") + b"\n" + zlib.compress(payload, 9)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, data)
    return _header(path, data)[0]


def _refuse(*, path: Path, english: str, code: str, **params: object) -> TableError:
    """A :class:`TableError` about the file at ``path`` (its text's fields are ``params``)."""
    return TableError(f"{path}: {english}", code=code, params={"path": str(path), **params})


def _read(path: Path) -> bytes:
    from ..storage.atomic import read_bytes

    try:
        data = read_bytes(path, limit=1 << 30)
    except OSError as error:
        raise _refuse(
            path=path, english=f"cannot be read ({error.strerror})", code="tables.unreadable"
        ) from None
    if data is None:
        raise _refuse(path=path, english="no such table file", code="tables.missing")
    return data


def _header(path: Path, data: bytes) -> tuple[TableHeader, int]:
    """The header of a table file's ``data`` and where its payload starts."""
    if not data.startswith(MAGIC):
        raise _refuse(path=path, english="not an endgame table of dames_tui", code="tables.foreign")
    end = data.find(b"\n", len(MAGIC))
    try:
        fields = json.loads(data[len(MAGIC) : end]) if end > 0 else None
        if not isinstance(fields, dict):
            raise TypeError("no header")
        if fields.get("format") != FORMAT_VERSION:
            raise _refuse(
                path=path,
                code="tables.format",
                english=f"table format {fields.get('format')!r}, not {FORMAT_VERSION}",
                found=str(fields.get("format")),
                expected=FORMAT_VERSION,
            )
        slices = tuple(
            ((int(a), int(b), int(c), int(d)), int(size)) for a, b, c, d, size in fields["slices"]
        )
        counts = {str(k): int(v) for k, v in dict(fields["counts"]).items()}
        header = TableHeader(
            variant=str(fields["variant"]),
            pieces=int(fields["pieces"]),
            slices=slices,
            length=int(fields["length"]),
            crc32=int(fields["crc32"]),
            counts=counts,
            file_size=len(data),
        )
    except TableError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError):
        raise _refuse(
            path=path, english="damaged (its header cannot be read)", code="tables.damaged"
        ) from None
    return header, end + 1


def read_header(path: Path) -> TableHeader:
    """The header of the table file at ``path``; :class:`TableError` if it is
    not one of ours, of another format, or damaged."""
    return _header(path, _read(path))[0]


def read_table(path: Path, rules: Rules, pieces: int) -> dict[SliceKey, bytes]:
    """The slices stored at ``path``, checked against ``rules`` and ``pieces``."""
    data = _read(path)
    header, start = _header(path, data)
    if header.variant != rules.name or header.pieces != pieces:
        raise _refuse(
            path=path,
            code="tables.other",
            english=f"a table of {header.variant} with {header.pieces} pieces,"
            f" not {rules.name} with {pieces}",
            variant=header.variant,
            pieces=header.pieces,
        )
    index = _Index(rules)
    expected = tuple((key, index.size(key)) for key in slices_of(pieces))
    try:
        payload = zlib.decompress(data[start:])
    except zlib.error:
        payload = b""
    if (
        header.slices != expected
        or len(payload) != header.length
        or sum(size for _, size in expected) != header.length
        or zlib.crc32(payload) != header.crc32
    ):
        raise _refuse(
            path=path, english="damaged (its contents do not check)", code="tables.damaged"
        )
    out = {}
    at = 0
    for key, size in expected:
        out[key] = payload[at : at + size]
        at += size
    return out


# ------------------------------------------------------------------ build


def build(
    rules: Rules,
    pieces: int,
    directory: Path,
    progress: Progress | None = None,
    *,
    rebuild: bool = False,
) -> list[tuple[Path, TableHeader, bool]]:
    """Build (or reuse) the tables of 2..``pieces`` pieces in ``directory``;
    each file with its header and whether it was built now."""
    if pieces < 2:
        raise ValueError(f"tables need at least 2 pieces, not {pieces}")
    solver = _Solver(rules, {})
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
        solver.solve(n, progress)
        out.append((path, write_table(path, rules, n, solver.solved), True))
    return out


# ------------------------------------------------------------------ probe


class Tables:
    """The loaded tables of one variant, probed by position.

    ``pieces`` is the most pieces a probed position may have.
    """

    def __init__(self, rules: Rules, slices: dict[SliceKey, bytes], pieces: int) -> None:
        self.rules = rules
        self.pieces = pieces
        self._slices = slices
        self._encode = _Index(rules).encode

    def probe_byte(self, white: int, black: int, kings: int, white_to_move: bool) -> int:
        """The stored byte of a raw position (0 when it is not in the tables)."""
        if not white or not black or (white | black).bit_count() > self.pieces:
            return 0
        if white_to_move:
            key, at = self._encode(white, black, kings, False)
        else:
            key, at = self._encode(black, white, kings, True)
        data = self._slices.get(key)
        return 0 if data is None else data[at]

    def probe(self, position: Position) -> tuple[TableResult, int] | None:
        """``(result, distance)`` for the side to move, or None outside the tables."""
        if position.rules is not self.rules:
            return None
        return _decode_byte(self.probe_byte(*position.raw()))


def load_tables(directory: Path, rules: Rules) -> Tables:
    """The tables of ``rules`` in ``directory``: the files of 2, 3... pieces, as
    far as they go; :class:`TableError` if there is none or one is bad."""
    slices: dict[SliceKey, bytes] = {}
    pieces = 1
    while table_path(directory, rules, pieces + 1).exists():
        pieces += 1
        slices.update(read_table(table_path(directory, rules, pieces), rules, pieces))
    if pieces < 2:
        path = table_path(directory, rules, 2)
        raise _refuse(path=path, english="no such table file", code="tables.missing")
    return Tables(rules, slices, pieces)


_LOADED: dict[str, Tables] = {}  # variant name -> its tables, filled only by load()
_ENVIRONMENT_TRIED: set[str] = set()


def load(directory: Path | str, rules: Rules | None = None) -> Tables:
    """Load the tables of ``rules`` (English by default) from ``directory``
    and let :func:`probe` and the search use them."""
    rules = rules if rules is not None else find_rules("english")
    tables = load_tables(Path(directory), rules)
    _LOADED[rules.name] = tables
    return tables


def unload() -> None:
    """Forget every loaded table (the variable is read again on next use)."""
    _LOADED.clear()
    _ENVIRONMENT_TRIED.clear()


def loaded(rules: Rules) -> Tables | None:
    """The tables loaded for ``rules``; the first call also loads those of the
    directory ``$DAMES_TABLES`` names, if it is set (a bad one is ignored)."""
    tables = _LOADED.get(rules.name)
    if tables is None and rules.name not in _ENVIRONMENT_TRIED:
        _ENVIRONMENT_TRIED.add(rules.name)
        directory = os.environ.get(ENV_VARIABLE)
        if directory:
            try:
                tables = load(directory, rules)
            except (TableError, OSError):
                tables = None
    return tables if tables is not None and tables.rules is rules else None


def probe(position: Position) -> tuple[TableResult, int] | None:
    """``(result, distance in plies)`` for the side to move of ``position``
    from the loaded tables, or None when it is not in them."""
    tables = loaded(position.rules)
    return None if tables is None else tables.probe(position)


def score_probe(rules: Rules) -> ScoreProbe | None:
    """For the search: a function of ``(white, black, kings, white_to_move,
    ply)`` giving the score of a position in the tables (a win in d plies at
    ply p scores ``WIN - p - d``), else None; None when no table is loaded."""
    tables = loaded(rules)
    if tables is None:
        return None
    probe_byte = tables.probe_byte

    def score(white: int, black: int, kings: int, white_to_move: bool, ply: int) -> int | None:
        value = probe_byte(white, black, kings, white_to_move)
        if not value:
            return None
        if value == DRAW_BYTE:
            return 0
        distance = value - 2
        return WIN - ply - distance if distance & 1 else -(WIN - ply - distance)

    return score
