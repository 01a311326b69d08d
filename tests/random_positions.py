"""Positions for the property tests, in both variants: reached by random play
(hypothesis draws the seed and the length) or placed at random."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from dames_tui.core import Color, Piece, Position, find_rules

VARIANTS = (find_rules("english"), find_rules("international"))


@st.composite
def random_games(draw: st.DrawFn) -> list[Position]:
    """The positions of one random game: the start, then one per ply (up to 150)."""
    rules = draw(st.sampled_from(VARIANTS))
    seed = draw(st.integers(min_value=0, max_value=2**32 - 1))
    plies = draw(st.integers(min_value=0, max_value=150))
    rng = random.Random(seed)
    position = Position.initial(rules)
    out = [position]
    for _ in range(plies):
        moves = position.legal_moves()
        if not moves:
            break
        position = position.play(rng.choice(moves))
        out.append(position)
    return out


@st.composite
def random_placements(draw: st.DrawFn) -> Position:
    """Any legal placement: a man drawn on its crowning row becomes a king."""
    rules = draw(st.sampled_from(VARIANTS))
    pieces = draw(
        st.dictionaries(
            st.integers(min_value=1, max_value=rules.squares),
            st.sampled_from(list(Piece)),
            max_size=rules.squares * 2 // 3,
        )
    )
    per_row = rules.board_size // 2
    white_crown = range(1, per_row + 1)
    black_crown = range(rules.squares - per_row + 1, rules.squares + 1)
    fixed = {}
    for square, piece in pieces.items():
        if piece is Piece.WHITE_MAN and square in white_crown:
            piece = Piece.WHITE_KING
        elif piece is Piece.BLACK_MAN and square in black_crown:
            piece = Piece.BLACK_KING
        fixed[square] = piece
    turn = draw(st.sampled_from([Color.WHITE, Color.BLACK]))
    return Position.from_pieces(rules, fixed, turn)
