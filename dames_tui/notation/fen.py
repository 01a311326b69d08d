"""FEN as in PDN 3.0: ``B:W21-32:B1-12``, ``W:W18,24,K10:B12,K22``.

Written strictly: the side to move, the white list, then the black list, each
square once, in increasing order, kings prefixed ``K``, no ranges, and an empty
list is just its colour letter (``W:W31:B``).

Squares are written as numbers in the variant's own numbering, for every
variant, the algebraic ones (Russian, Brazilian, Czech) included: PDN 3.0's
FEN numbers its squares, and so do the Russian collections' PDN files (their
moves are algebraic, their FEN tags numeric: ``W:W21,...:B...``), the Hub
protocol and the tables of perft positions. ``format_fen(position,
names=True)`` writes the algebraic names instead (``W:Wa1,c1:Bb8``), as
lidraughts writes Russian FENs.

Read liberally:

- lowercase letters, spaces around separators, a trailing ``.``, and quotes or
  brackets around the whole text (also a complete ``[FEN "..."]`` tag);
- ranges ``21-32``, also for kings: ``K1-3`` and ``K1-K3`` are the kings 1, 2, 3;
- algebraic squares (``W:Wa1,Kc3:Bb8``), for every variant, as lidraughts
  writes Russian FENs; not in ranges. (``K`` then digits is a king on a
  numbered square, never the file k.)
- a colour's list may be empty (``W:W31:B``) or missing (``W:W31``), and the
  two lists may come in either order;
- empty entries between commas are skipped (``W:W31,,32,:B1``);
- ``?`` for the side to move, which PDN 3.0 allows when the source does not
  say: :func:`read_fen` returns a :class:`FenReading` whose ``side_known`` is
  False (:func:`parse_fen` then needs ``unknown_side``).

A square number of more than four digits (leading zeros aside) is refused
before it is converted. Each fault raises :class:`InvalidFenError` with a specific message; a
readable FEN of an impossible position (a man on its crowning row) raises
:class:`InvalidPositionError`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dames_tui.core import Color, InvalidFenError, Piece, Position, Rules

from .squares import corner_name, named_square
from .text import MAX_DIGITS, excerpt, read_int

__all__ = ["FenReading", "format_fen", "parse_fen", "read_fen"]

_TAG_RE = re.compile(r'\[\s*fen\s+"(.*)"\s*\]', re.IGNORECASE | re.DOTALL)
_ENTRY_RE = re.compile(r"(K?)\s*(\d+|[A-La-l]\d+)(?:\s*-\s*(K?)\s*(\d+|[A-La-l]\d+))?")
K_FILE_BOARD = 11  # from this size a board has a file k: "k5" is a square there
_COLORS = {"W": Color.WHITE, "B": Color.BLACK}
_WRAPPERS = {('"', '"'), ("'", "'"), ("[", "]")}
_NAMES = {Color.WHITE: "white", Color.BLACK: "black"}
_UNKNOWN_SIDE = "?"
_NUMBER_EXCERPT = 10  # digits of a too long square number that a message quotes


@dataclass(frozen=True, slots=True)
class FenReading:
    """A FEN as read: its position, and whether it names the side to move.

    When the FEN's side is ``?``, ``side_known`` is False and ``position``
    has the side that moves first in the rules; :meth:`for_side` gives the
    position with either side to move. (:func:`dames_tui.game.pdn.infer_side`
    says which side a game's moves or the position allow, when only one does.)

    >>> from dames_tui.core import find_rules
    >>> reading = read_fen("?:W18:B14", find_rules("english"))
    >>> reading.side_known, [side.name for side in reading.sides]
    (False, ['BLACK', 'WHITE'])
    >>> format_fen(reading.for_side(Color.WHITE))
    'W:W18:B14'
    """

    position: Position
    side_known: bool = True

    @property
    def sides(self) -> tuple[Color, ...]:
        """The sides that may be to move: the one the FEN names, else both
        (the side that moves first in the rules first)."""
        turn = self.position.turn
        return (turn,) if self.side_known else (turn, turn.opponent)

    def for_side(self, side: Color) -> Position:
        """The position with ``side`` to move."""
        return self.position.with_turn(side)


def format_fen(position: Position, *, names: bool = False) -> str:
    """The canonical FEN of ``position``: square numbers, or with ``names``
    the squares' algebraic names (in the order of their numbers).

    >>> from dames_tui.core import find_rules
    >>> format_fen(Position.initial(find_rules("english")))
    'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12'
    >>> format_fen(parse_fen("W:W22,K29:B1", find_rules("russian")), names=True)
    'W:Wc3,Ka1:Bb8'
    """
    g = position.topology

    def text(square: int) -> str:
        return g.name_of(square) if names else str(square)

    def entries(bb: int) -> str:
        king_bits = position.kings
        return ",".join(
            f"K{text(s)}" if king_bits & g.square_bits[s] else text(s)
            for s in sorted(g.squares_of(bb))
        )

    # the letters are PDN's colours (Thai names them the other way round)
    turn = position.rules.pdn_colour(position.turn).value
    lists = {position.rules.pdn_colour(c).value: entries(position.pieces_of(c)) for c in Color}
    return f"{turn}:W{lists['W']}:B{lists['B']}"


def parse_fen(text: str, rules: Rules, *, unknown_side: Color | None = None) -> Position:
    """The position that FEN ``text`` describes, on the board of ``rules``.

    A FEN whose side to move is ``?`` takes ``unknown_side``; without it, it
    is an :class:`InvalidFenError` (:func:`read_fen` reads it and says so).

    >>> from dames_tui.core import find_rules
    >>> p = parse_fen("w:w31-33, k10 : b", find_rules("international"))
    >>> format_fen(p)
    'W:WK10,31,32,33:B'
    >>> parse_fen("W:W51:B1", find_rules("international"))
    Traceback (most recent call last):
    ...
    dames_tui.core.errors.InvalidFenError: square 51 is not on the board (1-50)
    >>> format_fen(parse_fen("?:W31:B", find_rules("international"), unknown_side=Color.BLACK))
    'B:W31:B'
    """
    reading = read_fen(text, rules)
    if reading.side_known:
        return reading.position
    if unknown_side is None:
        raise InvalidFenError(
            "the side to move is unknown ('?')",
            code="fen.side_unknown",
        )
    return reading.for_side(unknown_side)


def read_fen(text: str, rules: Rules) -> FenReading:
    """What FEN ``text`` says on the board of ``rules``: the position, and
    whether the side to move is known (``?`` is read as unknown).

    >>> from dames_tui.core import find_rules
    >>> reading = read_fen("B:W21-32:B1-12", find_rules("english"))
    >>> reading.side_known, reading.position.turn.name
    (True, 'BLACK')
    """
    body = _unwrap(text)
    if not body:
        raise InvalidFenError("empty FEN", code="fen.empty")
    fields = [field.strip() for field in body.split(":")]
    side = fields[0].upper()
    if side not in _COLORS and side != _UNKNOWN_SIDE:
        if len(side) > 1 and side[0] in (*_COLORS, _UNKNOWN_SIDE) and side[1] in _COLORS:
            shown = excerpt(text)
            raise InvalidFenError(
                f"missing ':' after the side to move in {shown!r}",
                code="fen.missing_colon_after_side",
                params={"fen": shown},
            )
        shown = excerpt(fields[0])
        raise InvalidFenError(
            f"bad side to move {shown!r} (expected W or B)",
            code="fen.bad_side",
            params={"side": shown},
        )
    pieces: dict[int, Piece] = {}
    seen: set[Color] = set()
    for field in fields[1:]:
        if not field:
            shown = excerpt(text)
            raise InvalidFenError(
                f"empty field in {shown!r} (a ':' too many)",
                code="fen.empty_field",
                params={"fen": shown},
            )
        letter = field[0].upper()
        if letter not in _COLORS:
            shown = excerpt(field)
            raise InvalidFenError(
                f"bad piece list {shown!r} (expected W or B first)",
                code="fen.bad_piece_list",
                params={"field": shown},
            )
        written = _COLORS[letter]
        if written in seen:
            raise InvalidFenError(
                f"the {_NAMES[written]} pieces are listed twice",
                code="fen.white_twice" if written is Color.WHITE else "fen.black_twice",
            )
        seen.add(written)
        color = rules.pdn_colour(written)
        for square, king in _read_list(field[1:], rules):
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
    if side == _UNKNOWN_SIDE:
        return FenReading(Position.from_pieces(rules, pieces, rules.first_to_move), False)
    return FenReading(Position.from_pieces(rules, pieces, rules.pdn_colour(_COLORS[side])))


def _unwrap(text: str) -> str:
    """The FEN itself, without a tag, quotes, brackets or a final dot (by
    indices: a long run of them costs no copy per character)."""
    body = text.strip()
    tag = _TAG_RE.fullmatch(body)
    if tag:
        body = tag.group(1).strip()
    start, end = 0, len(body)
    while start < end:
        if body[end - 1] == "." or body[end - 1].isspace():
            end -= 1
        elif body[start].isspace():
            start += 1
        elif end - start >= 2 and (body[start], body[end - 1]) in _WRAPPERS:
            start, end = start + 1, end - 1
        else:
            break
    return body[start:end]


def _read_list(text: str, rules: Rules) -> list[tuple[int, bool]]:
    """``(square, is_king)`` for every entry of one colour's list."""
    last = rules.squares
    out: list[tuple[int, bool]] = []
    for raw in text.split(","):
        entry = _cased(raw.strip(), rules)
        if not entry:
            continue
        match = _ENTRY_RE.fullmatch(entry)
        if match is None:
            letters = [c for c in entry if c in _COLORS]
            if letters and entry[0] not in _COLORS:
                at = entry.index(letters[0])
                shown = excerpt(raw.strip()[at:])
                raise InvalidFenError(
                    f"missing ':' before {shown!r}",
                    code="fen.missing_colon_before",
                    params={"text": shown},
                )
            shown = excerpt(raw)
            raise InvalidFenError(
                f"bad square {shown!r} in a piece list",
                code="fen.bad_square",
                params={"entry": shown},
            )
        king_first, first, king_last, second = match.groups()
        if first[0].isalpha() or (second is not None and second[0].isalpha()):
            if second is not None:
                shown = excerpt(raw)
                raise InvalidFenError(
                    f"bad range {shown!r} (a range joins square numbers, not names)",
                    code="fen.name_range",
                    params={"entry": shown},
                )
            out.append((_named(first, rules), bool(king_first)))
            continue
        low = _square(first, last)
        high = _square(second, last) if second is not None else low
        if king_last and not king_first:
            shown = excerpt(raw)
            raise InvalidFenError(
                f"bad range {shown!r} (put the K before the first square)",
                code="fen.king_inside_range",
                params={"entry": shown},
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


def _cased(entry: str, rules: Rules) -> str:
    """``entry`` in capitals (``k5`` is a king on 5, as ``K5``), except, on a
    board with a file k (12×12), a lower-case ``k`` before a digit: the square
    k5 (its king is ``Kk5``), as :func:`format_fen` writes it with names.

    >>> from dames_tui.core import find_rules
    >>> _cased("k5", find_rules("english")), _cased("k5", find_rules("canadian"))
    ('K5', 'k5')
    >>> _cased("kk5", find_rules("canadian")), _cased("Kk5", find_rules("canadian"))
    ('Kk5', 'Kk5')
    """
    if rules.board_size < K_FILE_BOARD:
        return entry.upper()
    return "".join(
        c if c == "k" and entry[i + 1 : i + 2].isdigit() else c.upper() for i, c in enumerate(entry)
    )


def _named(name: str, rules: Rules) -> int:
    """The square of the algebraic ``name`` on the board of ``rules``."""
    named = named_square(name, rules)
    if named.square is not None:
        return named.square
    if named.light:
        raise InvalidFenError(
            f"square {named.shown} is not a playable square",
            code="fen.light_square",
            params={"name": named.shown},
        )
    corner = corner_name(rules)
    raise InvalidFenError(
        f"square {named.shown} is not on the board (a1-{corner})",
        code="fen.name_off_board",
        params={"name": named.shown, "corner": corner},
    )


def _square(digits: str, last: int) -> int:
    """The square that ``digits`` write, refused before ``int()`` when it is
    longer than any square number can be."""
    square = read_int(digits, MAX_DIGITS)
    if square is None:
        shown = excerpt(digits, _NUMBER_EXCERPT)
        raise InvalidFenError(
            f"square {shown} ({len(digits)} digits) is not on the board (1-{last})",
            code="fen.number_too_long",
            params={"number": shown, "digits": len(digits), "last": last},
        )
    return square
