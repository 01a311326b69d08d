"""Draw rules read from :class:`~dames_tui.core.Rules` data: the thin-endgame
classes of FMJD and the repetition count. No variant names here.

The endgame rules (``rules.endgame_rules``, empty for English checkers) apply
when one side has a lone king and the other side has exactly
``rule.strong_pieces`` pieces of which at least ``rule.min_strong_kings`` are
kings. The first rule in the tuple that fits is the one in force.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from dames_tui.core import Color, EndgameRule, Position


class EndgameClass(NamedTuple):
    """The endgame rule in force in a position and the side it constrains.

    ``strong`` is the side that has the pieces against the lone king, or None
    when both sides have a lone king. Two positions belong to the same class
    when ``rule_index`` and ``strong`` agree: that is what the endgame counter
    compares from ply to ply.
    """

    rule_index: int
    rule: EndgameRule
    strong: Color | None

    @property
    def key(self) -> tuple[int, Color | None]:
        return self.rule_index, self.strong


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
    white_count, black_count = white.bit_count(), black.bit_count()
    white_lone_king = white_count == 1 and bool(white & kings)
    black_lone_king = black_count == 1 and bool(black & kings)
    if white_lone_king and black_lone_king:
        return _match(rules, 1, 1, None)
    if black_lone_king:
        return _match(rules, white_count, (white & kings).bit_count(), Color.WHITE)
    if white_lone_king:
        return _match(rules, black_count, (black & kings).bit_count(), Color.BLACK)
    return None


def _match(
    rules: Sequence[EndgameRule], pieces: int, kings: int, strong: Color | None
) -> EndgameClass | None:
    for index, rule in enumerate(rules):
        if pieces == rule.strong_pieces and kings >= rule.min_strong_kings:
            return EndgameClass(index, rule, strong)
    return None


def repetitions(window: Sequence[Position]) -> int:
    """How many times the last position of ``window`` occurs in it.

    ``window`` holds the positions since the last irreversible move, oldest
    first; the side to move alternates, so only every other one can match.
    """
    if not window:
        return 0
    last = window[-1]
    return sum(1 for position in window[-1::-2] if position == last)
