"""Draw rules read from :class:`~dames_tui.core.Rules` data: the thin-endgame
rules (FMJD's, FMJD-64's, the Frisian and Turkish ones) and the repetition
count. No variant names here.

The endgame rules (``rules.endgame_rules``, empty for English checkers) are
:class:`~dames_tui.core.EndgameRule` values; the first in the tuple whose
material fits the position is the one in force (:func:`endgame_class`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple, assert_never

from dames_tui.core import Color, EndgameRule, Position, Rules
from dames_tui.core.rules import Material
from dames_tui.core.topology import topology_for


class EndgameClass(NamedTuple):
    """The endgame rule in force in a position and the side it constrains.

    ``strong`` is the side that has the pieces against the lone king, or None
    when both sides have a lone king or the rule is about both sides'
    material. Two positions belong to the same class when ``rule_index`` and
    ``strong`` agree: that is what the endgame counter compares from ply to
    ply.
    """

    rule_index: int
    rule: EndgameRule
    strong: Color | None

    @property
    def key(self) -> tuple[int, Color | None]:
        return self.rule_index, self.strong


@cache
def long_diagonal(rules: Rules) -> int:
    """The squares of the long diagonal as a bitboard: the one that joins two
    playable corners (a1-h8 where a1 is playable, h1-a8 on the mirrored board).

    >>> from dames_tui.core import ENGLISH
    >>> from dames_tui.core.topology import topology_for
    >>> topology_for(ENGLISH).squares_of(long_diagonal(ENGLISH))
    [4, 8, 11, 15, 18, 22, 25, 29]
    """
    g = topology_for(rules)
    n = rules.board_size
    if g.square_at(n - 1, 0) is not None:
        cells = [(n - 1 - i, i) for i in range(n)]
    else:
        cells = [(i, i) for i in range(n)]
    mask = 0
    for row, col in cells:
        square = g.square_at(row, col)
        if square is not None:
            mask |= g.square_bits[square]
    return mask


def endgame_class(position: Position) -> EndgameClass | None:
    """The endgame rule that applies to ``position``'s material, if any.

    >>> from dames_tui.core import INTERNATIONAL, Piece
    >>> p = Position.from_pieces(INTERNATIONAL, {1: Piece.WHITE_KING, 50: Piece.BLACK_KING,
    ...                          45: Piece.WHITE_KING}, Color.WHITE)
    >>> endgame_class(p).rule.moves
    5
    """
    rules = position.rules.endgame_rules
    if not rules:
        return None
    kings = position.kings
    white, black = position.white, position.black
    for index, rule in enumerate(rules):
        fits, strong = _fits(rule, position.rules, white, black, kings)
        if fits:
            return EndgameClass(index, rule, strong)
    return None


def material_fits(rule: EndgameRule, rules: Rules, white: int, black: int, kings: int) -> bool:
    """Whether the material ``white``, ``black``, ``kings`` (bitboards) falls
    under ``rule`` of ``rules``.

    >>> from dames_tui.core import find_rules
    >>> turkish = find_rules("turkish")
    >>> material_fits(turkish.endgame_rules[0], turkish, 1 << 10, 1 << 40, 0)
    True
    """
    return _fits(rule, rules, white, black, kings)[0]


def most_pieces(rule: EndgameRule, rules: Rules) -> int:
    """The most pieces on the board (both sides) that ``rule`` can fit."""
    material = rule.material
    match material:
        case Material.LONE_KING:
            return rules.squares if rule.or_more else rule.strong_pieces + 1
        case Material.KINGS_ON_BOTH_SIDES:
            return rule.max_total
        case Material.ONE_PIECE_EACH:
            return 2
        case _:
            assert_never(material)


def _fits(
    rule: EndgameRule, rules: Rules, white: int, black: int, kings: int
) -> tuple[bool, Color | None]:
    """Whether ``rule`` fits the material, and the strong side (None when
    no side is the strong one)."""
    material = rule.material
    match material:
        case Material.LONE_KING:
            white_lone = white.bit_count() == 1 and bool(white & kings)
            black_lone = black.bit_count() == 1 and bool(black & kings)
            if white_lone and black_lone:
                fits = strong_side_fits(rule, 1, 1)
                strong: Color | None = None
                lone = white | black
            elif black_lone:
                fits = strong_side_fits(rule, white.bit_count(), (white & kings).bit_count())
                strong, lone = Color.WHITE, black
            elif white_lone:
                fits = strong_side_fits(rule, black.bit_count(), (black & kings).bit_count())
                strong, lone = Color.BLACK, white
            else:
                return False, None
            if fits and rule.lone_king_on_long_diagonal:
                diagonal = long_diagonal(rules)
                on_diagonal = (white | black) & diagonal
                fits = on_diagonal == lone  # the lone king, and nothing else

            return fits, strong
        case Material.KINGS_ON_BOTH_SIDES:
            total = (white | black).bit_count()
            both = bool(white & kings and black & kings)
            return both and rule.min_total <= total <= rule.max_total, None
        case Material.ONE_PIECE_EACH:
            return white.bit_count() == 1 and black.bit_count() == 1, None
        case _:
            assert_never(material)


def strong_side_fits(rule: EndgameRule, pieces: int, kings: int) -> bool:
    """Whether a side of ``pieces`` pieces, ``kings`` of them kings, is the
    strong side of a lone-king ``rule`` (the endgame tables ask it too)."""
    if pieces < rule.strong_pieces or (pieces > rule.strong_pieces and not rule.or_more):
        return False
    if rule.only_kings and kings != pieces:
        return False
    return kings >= rule.min_strong_kings


def repetitions(window: Sequence[Position]) -> int:
    """How many times the last position of ``window`` occurs in it.

    ``window`` holds the positions since the last irreversible move, oldest
    first; the side to move alternates, so only every other one can match.
    """
    if not window:
        return 0
    last = window[-1]
    return sum(1 for position in window[-1::-2] if position == last)
