"""Move text: ``11-15``, ``15x24``, a rafle as its full path ``10x19x26``, and
the Hub form ``28x19x23`` (from, to, then the captured squares).

Reading is liberal, writing is strict:

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
  accepted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from dames_tui.core import (
    AmbiguousMoveError,
    Color,
    IllegalMoveError,
    Move,
    Position,
)
from dames_tui.core.errors import Phrase

from .text import MAX_DIGITS, excerpt, read_int

__all__ = [
    "captures_along",
    "format_move",
    "format_move_hub",
    "format_move_short",
    "move_squares",
    "parse_move",
]

_MOVE_RE = re.compile(r"\d+(?:\s*[-xX:]\s*\d+)+")
_SQUARE_RE = re.compile(r"\d+")
_MOVE_CHARS_RE = re.compile(r"[\d\s\-xX:]+")
_ANNOTATION_CHARS = "!?"
_NUMBER_EXCERPT = 10  # digits of a too long square number that a message quotes
_MISSING_SQUARE_RE = re.compile(r"^\s*[-xX:]|[-xX:]\s*$|[-xX:]\s*[-xX:]")


def format_move(move: Move) -> str:
    """The move as PDN text with every landing square.

    >>> format_move(Move(11, (15,)))
    '11-15'
    >>> format_move(Move(10, (19, 26), frozenset({15, 23})))
    '10x19x26'
    """
    separator = "x" if move.captured else "-"
    return separator.join(str(square) for square in (move.start, *move.path))


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
    """The shortest PDN text that names ``move`` in ``position``: ``from-to`` or
    ``fromxto``, or the full path when another legal move shares start and end.

    >>> from dames_tui.core import find_rules
    >>> p = Position.initial(find_rules("english"))
    >>> format_move_short(p, p.legal_moves()[0])
    '9-13'
    """
    if not move.captured:
        return f"{move.start}-{move.end}"
    for other in position.legal_moves():
        if other.start == move.start and other.end == move.end and other != move:
            return format_move(move)
    return f"{move.start}x{move.end}"


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
    squares = _read_squares(text, position.rules.squares)
    moves = position.legal_moves()
    start, end = squares[0], squares[-1]
    candidates: list[Move] = []
    if len(squares) == 2:
        candidates = [m for m in moves if m.start == start and m.end == end]
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
    if len(candidates) == 1:
        return candidates[0]
    if candidates:
        paths = tuple(format_move(m) for m in candidates)
        shown = excerpt(text)
        raise AmbiguousMoveError(
            f"ambiguous move {shown!r}: it could be {', '.join(paths)}",
            paths,
            code="move.ambiguous",
            params={"text": shown, "candidates": ", ".join(paths)},
        )
    raise _no_move_error(position, moves, squares)


# ----------------------------------------------------------------- helpers


def move_squares(text: str, last_square: int) -> list[int]:
    """The square numbers of move text (at least two, each from 1 to
    ``last_square``); :class:`IllegalMoveError` when the text is not a move.

    >>> move_squares("33x22", 50)
    [33, 22]
    """
    return _read_squares(text, last_square)


def _read_squares(text: str, last_square: int) -> list[int]:
    """The square numbers of move text, checked against the board."""
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
    squares = [_square(digits, last_square) for digits in _SQUARE_RE.findall(stripped)]
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


def captures_along(position: Position, squares: Sequence[int]) -> frozenset[int] | None:
    """The pieces that the side to move's piece on ``squares[0]`` jumps when it
    lands on ``squares[1:]`` in turn, or None if it cannot take that path. The
    path may stop before the rafle ends (the squares entered so far).

    Taken pieces stay on the board until the move ends, so they block the way
    and cannot be jumped twice; only a flying king may jump from afar.

    >>> from dames_tui.core import find_rules
    >>> from dames_tui.notation import parse_fen
    >>> p = parse_fen("B:W14,15,22,23,30:B10", find_rules("english"))
    >>> sorted(captures_along(p, [10, 19])), sorted(captures_along(p, [10, 19, 26]))
    ([15], [15, 23])
    >>> captures_along(p, [10, 14]) is None
    True
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
    taken: set[int] = set()
    for frm, to in pairwise(squares):
        if occupied & g.square_bits[to]:
            return None
        (row, col), (to_row, to_col) = g.row_col(frm), g.row_col(to)
        distance = abs(to_row - row)
        if distance == 0 or distance != abs(to_col - col) or (distance != 2 and not flying):
            return None
        step_row, step_col = (to_row - row) // distance, (to_col - col) // distance
        hit: list[int] = []
        for i in range(1, distance):
            square = g.square_at(row + i * step_row, col + i * step_col)
            if square is not None and occupied & g.square_bits[square]:
                hit.append(square)
        if len(hit) != 1 or hit[0] in taken or not opponents & g.square_bits[hit[0]]:
            return None
        taken.add(hit[0])
    return frozenset(taken)


def _no_move_error(position: Position, moves: list[Move], squares: list[int]) -> IllegalMoveError:
    """Why ``squares`` names no legal move, as precisely as we can say."""
    start, end = squares[0], squares[-1]
    if len(squares) == 2:
        text = f"no legal move from {start} to {end}"
        head = Phrase("move.none_between", text, {"start": start, "end": end})
    else:
        path = "x".join(str(s) for s in squares)
        head = Phrase("move.none_along", f"no legal move {path}", {"path": path})
    side = "White" if position.turn is Color.WHITE else "Black"

    def error(reason: str, *, code: str, **params: object) -> IllegalMoveError:
        return IllegalMoveError(f"{head}: {reason}", code=code, params={"head": head, **params})

    piece = position.piece_at(start)
    if not moves:
        return error(f"{side} has no legal move", code="move.no_move.blocked", side=position.turn)
    if piece is None:
        return error(f"square {start} is empty", code="move.no_move.empty", square=start)
    if piece.color is not position.turn:
        return error(
            f"square {start} holds a piece of the opponent ({side} to move)",
            code="move.no_move.opponent_piece",
            square=start,
            side=position.turn,
        )
    if not any(m.start == start for m in moves):
        if moves[0].captured:
            capturers = ", ".join(str(s) for s in sorted({m.start for m in moves}))
            return error(
                f"a capture is compulsory (with the piece on {capturers})",
                code="move.no_move.must_capture",
                squares=capturers,
            )
        return error(
            f"the piece on {start} cannot move", code="move.no_move.cannot_move", square=start
        )
    if len(squares) == 2 and position.piece_at(end) is not None and end != start:
        return error(f"square {end} is occupied", code="move.no_move.occupied", square=end)
    if moves[0].captured:
        ends = ", ".join(format_move(m) for m in moves if m.start == start)
        return error(
            f"the captures from {start} are {ends}",
            code="move.no_move.captures_are",
            square=start,
            moves=ends,
        )
    ends = ", ".join(str(m.end) for m in moves if m.start == start)
    return error(
        f"the piece on {start} can go to {ends}",
        code="move.no_move.can_go_to",
        square=start,
        squares=ends,
    )
