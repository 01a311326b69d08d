"""FEN as in PDN 3.0: ``B:W21-32:B1-12``, ``W:W18,24,K10:B12,K22``.

Written strictly: the side to move, the white list, then the black list, each
square once, in increasing order, kings prefixed ``K``, no ranges, and an empty
list is just its colour letter (``W:W31:B``).

Read liberally:

- lowercase letters, spaces around separators, a trailing ``.``, and quotes or
  brackets around the whole text (also a complete ``[FEN "..."]`` tag);
- ranges ``21-32``, also for kings: ``K1-3`` and ``K1-K3`` are the kings 1, 2, 3;
- a colour's list may be empty (``W:W31:B``) or missing (``W:W31``), and the
  two lists may come in either order;
- empty entries between commas are skipped (``W:W31,,32,:B1``).

Each fault raises :class:`InvalidFenError` with a specific message; a
readable FEN of an impossible position (a man on its crowning row) raises
:class:`InvalidPositionError`.
"""

from __future__ import annotations

import re

from dames_tui.core import Color, InvalidFenError, Piece, Position, Rules

__all__ = ["format_fen", "parse_fen"]

_TAG_RE = re.compile(r'\[\s*fen\s+"(.*)"\s*\]', re.IGNORECASE | re.DOTALL)
_ENTRY_RE = re.compile(r"(K?)\s*(\d+)(?:\s*-\s*(K?)\s*(\d+))?")
_COLORS = {"W": Color.WHITE, "B": Color.BLACK}
_WRAPPERS = {('"', '"'), ("'", "'"), ("[", "]")}
_NAMES = {Color.WHITE: "white", Color.BLACK: "black"}


def format_fen(position: Position) -> str:
    """The canonical FEN of ``position``.

    >>> from dames_tui.core import find_rules
    >>> format_fen(Position.initial(find_rules("english")))
    'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12'
    """
    g = position.geometry

    def entries(bb: int) -> str:
        king_bits = position.kings
        return ",".join(
            f"K{s}" if king_bits & g.square_bits[s] else str(s) for s in g.squares_of(bb)
        )

    return f"{position.turn.value}:W{entries(position.white)}:B{entries(position.black)}"


def parse_fen(text: str, rules: Rules) -> Position:
    """The position that FEN ``text`` describes, on the board of ``rules``.

    >>> from dames_tui.core import find_rules
    >>> p = parse_fen("w:w31-33, k10 : b", find_rules("international"))
    >>> format_fen(p)
    'W:WK10,31,32,33:B'
    >>> parse_fen("W:W51:B1", find_rules("international"))
    Traceback (most recent call last):
    ...
    dames_tui.core.errors.InvalidFenError: square 51 is not on the board (1-50)
    """
    body = _unwrap(text)
    if not body:
        raise InvalidFenError("empty FEN", code="fen.empty")
    fields = [field.strip() for field in body.split(":")]
    side = fields[0].upper()
    if side not in _COLORS:
        if len(side) > 1 and side[0] in _COLORS and side[1] in _COLORS:
            raise InvalidFenError(
                f"missing ':' after the side to move in {text.strip()!r}",
                code="fen.missing_colon_after_side",
                params={"fen": text.strip()},
            )
        raise InvalidFenError(
            f"bad side to move {fields[0]!r} (expected W or B)",
            code="fen.bad_side",
            params={"side": fields[0]},
        )
    last = rules.squares
    pieces: dict[int, Piece] = {}
    seen: set[Color] = set()
    for field in fields[1:]:
        if not field:
            raise InvalidFenError(
                f"empty field in {text.strip()!r} (a ':' too many)",
                code="fen.empty_field",
                params={"fen": text.strip()},
            )
        letter = field[0].upper()
        if letter not in _COLORS:
            raise InvalidFenError(
                f"bad piece list {field!r} (expected W or B first)",
                code="fen.bad_piece_list",
                params={"field": field},
            )
        color = _COLORS[letter]
        if color in seen:
            raise InvalidFenError(
                f"the {_NAMES[color]} pieces are listed twice",
                code="fen.white_twice" if color is Color.WHITE else "fen.black_twice",
            )
        seen.add(color)
        for square, king in _read_list(field[1:], last):
            if square in pieces:
                raise InvalidFenError(
                    f"square {square} is listed twice",
                    code="fen.square_twice",
                    params={"square": square},
                )
            pieces[square] = Piece.of(color, king)
    if len(fields) == 1:
        raise InvalidFenError(
            f"missing ':' and piece lists after the side to move {side!r}",
            code="fen.no_piece_lists",
            params={"side": side},
        )
    return Position.from_pieces(rules, pieces, _COLORS[side])


def _unwrap(text: str) -> str:
    """The FEN itself, without a tag, quotes, brackets or a final dot."""
    body = text.strip()
    tag = _TAG_RE.fullmatch(body)
    if tag:
        body = tag.group(1).strip()
    while True:
        if body.endswith("."):
            body = body[:-1].rstrip()
        elif len(body) >= 2 and (body[0], body[-1]) in _WRAPPERS:
            body = body[1:-1].strip()
        else:
            return body


def _read_list(text: str, last: int) -> list[tuple[int, bool]]:
    """``(square, is_king)`` for every entry of one colour's list."""
    out: list[tuple[int, bool]] = []
    for raw in text.split(","):
        entry = raw.strip().upper()
        if not entry:
            continue
        match = _ENTRY_RE.fullmatch(entry)
        if match is None:
            letters = [c for c in entry if c in _COLORS]
            if letters and entry[0] not in _COLORS:
                at = entry.index(letters[0])
                raise InvalidFenError(
                    f"missing ':' before {raw.strip()[at:]!r}",
                    code="fen.missing_colon_before",
                    params={"text": raw.strip()[at:]},
                )
            raise InvalidFenError(
                f"bad square {raw.strip()!r} in a piece list",
                code="fen.bad_square",
                params={"entry": raw.strip()},
            )
        king_first, first, king_last, second = match.groups()
        low = int(first)
        high = int(second) if second is not None else low
        if king_last and not king_first:
            raise InvalidFenError(
                f"bad range {raw.strip()!r} (put the K before the first square)",
                code="fen.king_inside_range",
                params={"entry": raw.strip()},
            )
        for square in (low, high):
            if not 1 <= square <= last:
                raise InvalidFenError(
                    f"square {square} is not on the board (1-{last})",
                    code="fen.off_board",
                    params={"square": square, "last": last},
                )
        if high < low:
            raise InvalidFenError(
                f"bad range {low}-{high} (the first square must be the lower)",
                code="fen.range_reversed",
                params={"low": low, "high": high},
            )
        out.extend((square, bool(king_first)) for square in range(low, high + 1))
    return out
