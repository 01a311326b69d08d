"""Move text: ``11-15``, ``15x24``, a rafle as its full path ``10x19x26``, and
the Hub form ``28x19x23`` (from, to, then the captured squares); algebraic
``c3-d4``, ``c3:e5``, ``c3:e5:g3`` where the variant's players write so.

Reading is liberal, writing is strict:

- Squares are numbers in the variant's own numbering or algebraic names
  (``c3``, file then rank from White's side), for every variant, mixed if
  need be (:mod:`.squares`). The writers use the variant's notation
  (:func:`format_move` given the rules, :func:`format_move_short`); the Hub
  form is always numeric.

- The separator is not significant when reading: ``-``, ``x``/``X`` and ``:``
  all join squares, so ``15-24`` names a capture and ``11x15`` a quiet move as
  long as the text names exactly one legal move. (Since captures are
  compulsory, a position never has both a quiet move and a capture, so the
  separator could not tell two legal moves apart anyway.)
- Spaces around squares and separators are ignored (``32 x 21``, ``1- 6``),
  and so is a trailing annotation such as ``!`` or ``?!``.
- A square number of more than four digits (leading zeros aside) is refused
  before it is converted; quoted input is cut short in messages.
- Two squares name every legal move with that start and end; three or more are
  tried both as a full landing path and as the Hub form. Text that fits
  several legal moves raises :class:`AmbiguousMoveError` listing them as full
  paths. A full path need not be the one the generator happened to keep for a
  move: any path that the piece can really take to capture the same pieces is
  accepted. Where two moves differ only in crowning (a Russian man crowned on
  the way or not), the full path tells them apart.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import pairwise

from dames_tui.core import (
    AmbiguousMoveError,
    Color,
    IllegalMoveError,
    Move,
    Position,
    Rules,
)
from dames_tui.core.errors import Phrase

from .squares import capture_separator, corner_name, named_square, square_label, square_text
from .text import MAX_DIGITS, excerpt, read_int

__all__ = [
    "captures_along",
    "format_move",
    "format_move_hub",
    "format_move_short",
    "move_squares",
    "parse_move",
]

_SQUARE = r"[a-lA-L]?\d+"  # a number, or a file letter (a to l) and a rank
_MOVE_RE = re.compile(rf"{_SQUARE}(?:\s*[-xX:]\s*{_SQUARE})+")
_SQUARE_RE = re.compile(_SQUARE)
_MOVE_CHARS_RE = re.compile(r"(?:[a-lA-L]?\d++|[\s\-xX:])++")
_ANNOTATION_CHARS = "!?"
_NUMBER_EXCERPT = 10  # digits of a too long square number that a message quotes
_MISSING_SQUARE_RE = re.compile(r"^\s*[-xX:]|[-xX:]\s*$|[-xX:]\s*[-xX:]")


def format_move(move: Move, rules: Rules | None = None) -> str:
    """The move as PDN text with every landing square, in the notation of
    ``rules`` (numeric without them).

    >>> from dames_tui.core import find_rules
    >>> format_move(Move(11, (15,)))
    '11-15'
    >>> format_move(Move(10, (19, 26), frozenset({15, 23})))
    '10x19x26'
    >>> format_move(Move(10, (19, 26), frozenset({15, 23})), find_rules("russian"))
    'd6:f4:d2'
    """
    return _path_text(rules, (move.start, *move.path), bool(move.captured))


def _path_text(rules: Rules | None, squares: Sequence[int], capture: bool) -> str:
    if rules is None:
        return ("x" if capture else "-").join(str(square) for square in squares)
    separator = capture_separator(rules) if capture else "-"
    return separator.join(square_text(rules, square) for square in squares)


def format_move_hub(move: Move) -> str:
    """The move in the Hub protocol's form: from, to, then the captured squares
    in increasing order; a quiet move is ``from-to``.

    >>> format_move_hub(Move(28, (19,), frozenset({23})))
    '28x19x23'
    >>> format_move_hub(Move(32, (28,)))
    '32-28'
    """
    if not move.captured:
        return f"{move.start}-{move.end}"
    squares = (move.start, move.end, *sorted(move.captured))
    return "x".join(str(square) for square in squares)


def format_move_short(position: Position, move: Move) -> str:
    """The shortest PDN text that names ``move`` in ``position``, in the
    notation of its variant: ``from-to`` or ``fromxto``, or the full path
    when another legal move shares start and end.

    >>> from dames_tui.core import find_rules
    >>> p = Position.initial(find_rules("english"))
    >>> format_move_short(p, p.legal_moves()[0])
    '9-13'
    >>> p = Position.initial(find_rules("russian"))
    >>> format_move_short(p, p.legal_moves()[0])
    'a3-b4'
    """
    rules = position.rules
    if move.captured:
        for other in position.legal_moves():
            if other.start == move.start and other.end == move.end and other != move:
                return format_move(move, rules)
    return _path_text(rules, (move.start, move.end), bool(move.captured))


def parse_move(position: Position, text: str) -> Move:
    """The legal move of ``position`` that ``text`` names.

    Raises :class:`IllegalMoveError` with a specific message when the text is
    not a move or names no legal move, and :class:`AmbiguousMoveError` (whose
    ``candidates`` are full paths) when it names several.

    >>> from dames_tui.core import find_rules
    >>> p = Position.initial(find_rules("international"))
    >>> parse_move(p, " 32 - 28 ")
    Move(32-28)
    >>> parse_move(p, "32-38")
    Traceback (most recent call last):
    ...
    dames_tui.core.errors.IllegalMoveError: no legal move from 32 to 38: square 38 is occupied
    """
    rules = position.rules
    squares = _read_squares(text, rules, rules.squares)
    moves = position.legal_moves()
    start, end = squares[0], squares[-1]
    candidates: list[Move] = []
    if len(squares) == 2:
        candidates = [m for m in moves if m.start == start and m.end == end]
        if len(candidates) > 1:  # the text is the whole path of one of them
            candidates = [m for m in candidates if m.path == (end,)] or candidates
    else:
        along = captures_along(position, squares)
        hub_captured = frozenset(squares[2:])
        hub_ok = len(hub_captured) == len(squares) - 2
        for m in moves:
            if m.start != start:
                continue
            full_path = m.end == end and m.captured == along
            hub = hub_ok and m.end == squares[1] and m.captured == hub_captured
            if (full_path or hub) and m not in candidates:
                candidates.append(m)
        if len(candidates) > 1 and along is not None:
            crowned = _crowns_along(position, squares)
            candidates = [m for m in candidates if m.crowns == crowned] or candidates
    if len(candidates) == 1:
        return candidates[0]
    if candidates:
        paths = tuple(format_move(m, rules) for m in candidates)
        shown = excerpt(text)
        raise AmbiguousMoveError(
            f"ambiguous move {shown!r}: it could be {', '.join(paths)}",
            paths,
            code="move.ambiguous",
            params={"text": shown, "candidates": ", ".join(paths)},
        )
    raise _no_move_error(position, moves, squares)


# ----------------------------------------------------------------- helpers


def move_squares(text: str, board: Rules | int) -> list[int]:
    """The square numbers of move text (at least two) on the board of the
    rules ``board``, numbers or algebraic names; given only the last square
    number instead, numbers only. :class:`IllegalMoveError` when the text is
    not a move.

    >>> from dames_tui.core import find_rules
    >>> move_squares("33x22", 50), move_squares("c3:e5", find_rules("russian"))
    ([33, 22], [22, 15])
    """
    if isinstance(board, int):
        return _read_squares(text, None, board)
    return _read_squares(text, board, board.squares)


def _read_squares(text: str, rules: Rules | None, last_square: int) -> list[int]:
    """The square numbers of move text, checked against the board (names need
    ``rules``)."""
    stripped = text.strip()
    if stripped.endswith(tuple(_ANNOTATION_CHARS)):  # a plain strip: no regex scan of spaces
        stripped = stripped.rstrip(_ANNOTATION_CHARS).rstrip()
    if not stripped:
        raise IllegalMoveError("empty move text", code="move.empty")
    if not _MOVE_RE.fullmatch(stripped):
        shown = excerpt(text)
        if not _MOVE_CHARS_RE.fullmatch(stripped):
            raise IllegalMoveError(
                f"not a move: {shown!r}",
                code="move.not_a_move",
                params={"text": shown},
            )
        if _MISSING_SQUARE_RE.search(stripped):
            raise IllegalMoveError(
                f"not a move: {shown!r} (a square number is missing)",
                code="move.missing_square",
                params={"text": shown},
            )
        if len(_SQUARE_RE.findall(stripped)) < 2:
            raise IllegalMoveError(
                f"not a move: {shown!r} (a move needs at least two squares)",
                code="move.one_square",
                params={"text": shown},
            )
        raise IllegalMoveError(
            f"not a move: {shown!r} (squares are joined by '-' or 'x')",
            code="move.bad_separator",
            params={"text": shown},
        )
    squares = [
        _square(token, last_square) if token[0].isdigit() else _named(token, rules, text)
        for token in _SQUARE_RE.findall(stripped)
    ]
    for square in squares:
        if not 1 <= square <= last_square:
            raise IllegalMoveError(
                f"square {square} is not on the board (1-{last_square})",
                code="move.off_board",
                params={"square": square, "last": last_square},
            )
    return squares


def _square(digits: str, last_square: int) -> int:
    """The square that ``digits`` write, refused before ``int()`` when it is
    longer than any square number can be."""
    square = read_int(digits, MAX_DIGITS)
    if square is None:
        shown = excerpt(digits, _NUMBER_EXCERPT)
        raise IllegalMoveError(
            f"square {shown} ({len(digits)} digits) is not on the board (1-{last_square})",
            code="move.number_too_long",
            params={"number": shown, "digits": len(digits), "last": last_square},
        )
    return square


def _named(token: str, rules: Rules | None, text: str) -> int:
    """The square that the algebraic name ``token`` stands for on the board of
    ``rules``: refused off the board, on a light square, or without rules."""
    if rules is None:
        shown = excerpt(text)
        raise IllegalMoveError(
            f"not a move: {shown!r}", code="move.not_a_move", params={"text": shown}
        )
    named = named_square(token, rules)
    if named.square is not None:
        return named.square
    if named.light:
        raise IllegalMoveError(
            f"square {named.shown} is not a playable square",
            code="move.light_square",
            params={"name": named.shown},
        )
    corner = corner_name(rules)
    raise IllegalMoveError(
        f"square {named.shown} is not on the board (a1-{corner})",
        code="move.name_off_board",
        params={"name": named.shown, "corner": corner},
    )


def _crowns_along(position: Position, squares: Sequence[int]) -> bool:
    """Whether the man on ``squares[0]`` is crowned by landing on
    ``squares[1:]`` in turn: on its last row, at the end or (where the rules
    crown during a capture) on the way. A king is never crowned."""
    g = position.topology
    if position.kings & g.square_bits[squares[0]]:
        return False
    last_row = 0 if position.turn is Color.WHITE else position.rules.board_size - 1
    rows = [g.row_col(square)[0] for square in squares[1:]]
    if position.generator.crown_as_king:
        return last_row in rows
    return rows[-1] == last_row


def captures_along(position: Position, squares: Sequence[int]) -> frozenset[int] | None:
    """The pieces that the side to move's piece on ``squares[0]`` jumps when it
    lands on ``squares[1:]`` in turn, or None if it cannot take that path. The
    path may stop before the rafle ends (the squares entered so far).

    Each jump goes along a line the rules capture on: a diagonal, or a row
    or a column (Frisian: to the next playable square of the line, two cells
    away; Turkish: to the next cell). Taken pieces stay on the board until
    the move ends, so they block the way and cannot be jumped twice, unless
    the rules take them off at once (Thai, Turkish); only a flying king may
    jump from afar, and a man crowned on the way where the rules make it a
    king at once (Russian, Turkish); a piece may not turn back between two
    jumps where the rules forbid it (Turkish).

    >>> from dames_tui.core import find_rules
    >>> from dames_tui.notation import parse_fen
    >>> p = parse_fen("B:W14,15,22,23,30:B10", find_rules("english"))
    >>> sorted(captures_along(p, [10, 19])), sorted(captures_along(p, [10, 19, 26]))
    ([15], [15, 23])
    >>> captures_along(p, [10, 14]) is None
    True
    >>> turkish = find_rules("turkish")
    >>> p = parse_fen("W:W44:B36,20", turkish)  # d3, with d4 and d6 ahead
    >>> sorted(captures_along(p, [44, 28, 12]))  # d3xd5xd7
    [20, 36]
    """
    g = position.topology
    start = squares[0]
    own = position.pieces_of(position.turn)
    start_bit = g.square_bits[start]
    if not own & start_bit:
        return None
    flying = position.rules.flying_kings and bool(position.kings & start_bit)
    occupied = (position.white | position.black) & ~start_bit
    opponents = position.pieces_of(position.turn.opponent)
    rules, kernel = position.rules, position.generator
    last_row = 0 if position.turn is Color.WHITE else rules.board_size - 1
    crowned_on_the_way = kernel.crown_as_king and rules.flying_kings
    # the steps of the lines the rules capture on, as (rows, columns) of the
    # cells; the set is the same seen from either side of a mirrored board
    lines = [(d.rows, d.cols) for d in g.directions if d.index in kernel.king_takes]
    taken: set[int] = set()
    last_step: tuple[int, int] | None = None
    for frm, to in pairwise(squares):
        if occupied & g.square_bits[to]:
            return None
        line = _capture_line(lines, g.row_col(frm), g.row_col(to))
        if line is None:
            return None
        step_row, step_col, steps = line
        if steps < 2 or (steps != 2 and not flying):
            return None
        if not kernel.turns_back and last_step == (-step_row, -step_col):
            return None
        last_step = (step_row, step_col)
        row, col = g.row_col(frm)
        hit: list[int] = []
        for i in range(1, steps):
            square = g.square_at(row + i * step_row, col + i * step_col)
            if square is not None and occupied & g.square_bits[square]:
                hit.append(square)
        if len(hit) != 1 or hit[0] in taken or not opponents & g.square_bits[hit[0]]:
            return None
        taken.add(hit[0])
        if kernel.remove_at_once:
            occupied &= ~g.square_bits[hit[0]]
        if crowned_on_the_way and g.row_col(to)[0] == last_row:
            flying = True
    return frozenset(taken)


def _capture_line(
    lines: Sequence[tuple[int, int]], frm: tuple[int, int], to: tuple[int, int]
) -> tuple[int, int, int] | None:
    """The step of ``lines`` (rows, columns) that leads from cell ``frm`` to
    cell ``to``, and how many such steps join them; None when none does."""
    rows, cols = to[0] - frm[0], to[1] - frm[1]
    for step_row, step_col in lines:
        steps = rows // step_row if step_row else cols // step_col
        if steps > 0 and (steps * step_row, steps * step_col) == (rows, cols):
            return step_row, step_col, steps
    return None


def _no_move_error(position: Position, moves: list[Move], squares: list[int]) -> IllegalMoveError:
    """Why ``squares`` names no legal move, as precisely as we can say (the
    squares written in the variant's notation)."""
    rules = position.rules
    start, end = squares[0], squares[-1]

    def label(square: int) -> int | str:
        return square_label(rules, square)

    def labels(squares: Iterable[int]) -> str:
        return ", ".join(str(label(square)) for square in squares)

    if len(squares) == 2:
        text = f"no legal move from {label(start)} to {label(end)}"
        head = Phrase("move.none_between", text, {"start": label(start), "end": label(end)})
    else:
        path = _path_text(rules, squares, True)
        head = Phrase("move.none_along", f"no legal move {path}", {"path": path})
    side = "White" if position.turn is Color.WHITE else "Black"

    def error(reason: str, *, code: str, **params: object) -> IllegalMoveError:
        return IllegalMoveError(f"{head}: {reason}", code=code, params={"head": head, **params})

    piece = position.piece_at(start)
    if not moves:
        return error(f"{side} has no legal move", code="move.no_move.blocked", side=position.turn)
    if piece is None:
        return error(
            f"square {label(start)} is empty", code="move.no_move.empty", square=label(start)
        )
    if piece.color is not position.turn:
        return error(
            f"square {label(start)} holds a piece of the opponent ({side} to move)",
            code="move.no_move.opponent_piece",
            square=label(start),
            side=position.turn,
        )
    if not any(m.start == start for m in moves):
        if moves[0].captured:
            capturers = labels(sorted({m.start for m in moves}))
            return error(
                f"a capture is compulsory (with the piece on {capturers})",
                code="move.no_move.must_capture",
                squares=capturers,
            )
        return error(
            f"the piece on {label(start)} cannot move",
            code="move.no_move.cannot_move",
            square=label(start),
        )
    if len(squares) == 2 and position.piece_at(end) is not None and end != start:
        return error(
            f"square {label(end)} is occupied", code="move.no_move.occupied", square=label(end)
        )
    if moves[0].captured:
        ends = ", ".join(format_move(m, rules) for m in moves if m.start == start)
        return error(
            f"the captures from {label(start)} are {ends}",
            code="move.no_move.captures_are",
            square=label(start),
            moves=ends,
        )
    ends = labels(m.end for m in moves if m.start == start)
    return error(
        f"the piece on {label(start)} can go to {ends}",
        code="move.no_move.can_go_to",
        square=label(start),
        squares=ends,
    )
