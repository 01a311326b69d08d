"""Squares as players write them: numbers or algebraic names.

Every variant numbers its playable squares 1..n in its own numbering
(:mod:`dames_tui.core.topology`); the Russian, Brazilian and Czech games
write them algebraically instead, file then rank from White's side (``c3``),
as their federations do (``Rules.notation``). Readers accept both forms for
every variant; writers use the variant's.

Captures are written with the separator of the PDN GameType table: ``:`` for
Russian draughts (PDN and the Russian federation write ``c3:e5``), ``x`` for
the others. (The table gives ``-`` for Thai draughts; its moves are numeric
and keep ``x`` here, so that a capture reads as one.)

>>> from dames_tui.core import find_rules
>>> russian, italian = find_rules("russian"), find_rules("italian")
>>> square_text(russian, 22), square_text(italian, 22), capture_separator(russian)
('c3', '22', ':')
>>> square_named(russian, "C3"), square_named(italian, "d3"), square_named(italian, "a1")
(22, 22, None)
"""

from __future__ import annotations

import re
from typing import NamedTuple, assert_never

from dames_tui.core import Notation, Rules
from dames_tui.core.topology import topology_for

from .text import MAX_DIGITS, excerpt, read_int

__all__ = [
    "ALGEBRAIC_RE",
    "NamedSquare",
    "capture_separator",
    "corner_name",
    "is_algebraic",
    "named_square",
    "square_label",
    "square_named",
    "square_text",
    "uses_algebraic",
]

#: an algebraic square name as the readers take it: one file letter, a to l
#: (the largest board has twelve files; never ``x``, the capture sign), and
#: the rank's digits
ALGEBRAIC_RE = re.compile(r"[a-lA-L][0-9]+")

# The capture separators of the PDN GameType table that are not "x", for the
# variants written algebraically (doc/gametype.rst of the PDN 3.0 standard).
_PDN_CAPTURE_SEPARATORS = {25: ":"}


def uses_algebraic(rules: Rules) -> bool:
    """Whether the variant's players write squares algebraically."""
    match rules.notation:
        case Notation.NUMERIC:
            return False
        case Notation.ALGEBRAIC:
            return True
        case other:
            assert_never(other)


def capture_separator(rules: Rules) -> str:
    """What joins the squares of a capture in the variant's own notation."""
    if not uses_algebraic(rules):
        return "x"
    return _PDN_CAPTURE_SEPARATORS.get(rules.pdn_gametype, "x")


def square_text(rules: Rules, square: int) -> str:
    """``square`` as the variant's players write it (``22`` or ``c3``)."""
    if uses_algebraic(rules):
        return topology_for(rules).name_of(square)
    return str(square)


def square_label(rules: Rules | None, square: int) -> int | str:
    """``square`` for an error message: its number, or its name where the
    variant writes names (numbers stay numbers, so that messages and their
    parameters do not change for the numeric variants)."""
    if rules is not None and uses_algebraic(rules):
        return topology_for(rules).name_of(square)
    return square


def is_algebraic(token: str) -> bool:
    """Whether ``token`` is written as an algebraic square (``c3``)."""
    return ALGEBRAIC_RE.fullmatch(token) is not None


def square_named(rules: Rules, name: str) -> int | None:
    """The square number of an algebraic name on the variant's board, or
    None (a light square, or off the board)."""
    return topology_for(rules).square_named(name)


def corner_name(rules: Rules) -> str:
    """The name of the board's top-right cell (``h8``, ``j10``, ``l12``): the
    last file and rank a name may have."""
    size = rules.board_size
    return f"{chr(ord('a') + size - 1)}{size}"


_NAME_EXCERPT = 10  # characters of a too long square name that a message quotes


class NamedSquare(NamedTuple):
    """What an algebraic name stands for on a board: its ``square``, or None
    with ``light`` telling a light square (on the board) from a name off
    it; ``shown`` is the name as a message quotes it."""

    square: int | None
    light: bool
    shown: str


def named_square(name: str, rules: Rules) -> NamedSquare:
    """The square the algebraic ``name`` stands for on the board of ``rules``
    (the readers raise their own errors for the rest).

    >>> from dames_tui.core import find_rules
    >>> named_square("c3", find_rules("russian")).square
    22
    >>> named_square("c4", find_rules("russian")).light, named_square("j3", find_rules("russian")).light
    (True, False)
    """
    shown = excerpt(name.lower(), _NAME_EXCERPT)
    square = topology_for(rules).square_named(name) if len(name) <= 3 else None
    if square is not None:
        return NamedSquare(square, False, shown)
    column = ord(name[0].lower()) - ord("a")
    rank = read_int(name[1:], MAX_DIGITS)
    size = rules.board_size
    return NamedSquare(None, column < size and rank is not None and 1 <= rank <= size, shown)
