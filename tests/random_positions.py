"""Positions for the property tests: reached by random play (hypothesis draws
the seed and the length) or placed at random.

By default the two original variants (English checkers and international
draughts); ``variants=`` takes any others (``ALL_VARIANTS``: every registered
one), or a single variant. Without hypothesis, from a seed:
:func:`seeded_placements` draws crowded placements, :func:`seeded_games`
the ends of random games.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from hypothesis import strategies as st

from dames_tui.core import Color, Piece, Position, Rules, find_rules, topology_for, variants

VARIANTS = (find_rules("english"), find_rules("international"))
ALL_VARIANTS = variants()


def _variant(draw: st.DrawFn, choices: Rules | Sequence[Rules]) -> Rules:
    if isinstance(choices, Rules):
        return choices
    return draw(st.sampled_from(tuple(choices)))


@st.composite
def random_games(
    draw: st.DrawFn, variants: Rules | Sequence[Rules] = VARIANTS, max_plies: int = 150
) -> list[Position]:
    """The positions of one random game: the start, then one per ply (up to
    ``max_plies``)."""
    rules = _variant(draw, variants)
    seed = draw(st.integers(min_value=0, max_value=2**32 - 1))
    plies = draw(st.integers(min_value=0, max_value=max_plies))
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
def random_placements(draw: st.DrawFn, variants: Rules | Sequence[Rules] = VARIANTS) -> Position:
    """Any legal placement: a man drawn on its crowning row becomes a king."""
    rules = _variant(draw, variants)
    pieces = draw(
        st.dictionaries(
            st.integers(min_value=1, max_value=rules.squares),
            st.sampled_from(list(Piece)),
            max_size=rules.squares * 2 // 3,
        )
    )
    g = topology_for(rules)
    white_crown = set(g.squares_of(g.rows[0]))  # the top row, whatever the numbering
    black_crown = set(g.squares_of(g.rows[-1]))
    fixed = {}
    for square, piece in pieces.items():
        if piece is Piece.WHITE_MAN and square in white_crown:
            piece = Piece.WHITE_KING
        elif piece is Piece.BLACK_MAN and square in black_crown:
            piece = Piece.BLACK_KING
        fixed[square] = piece
    turn = draw(st.sampled_from([Color.WHITE, Color.BLACK]))
    return Position.from_pieces(rules, fixed, turn)


def seeded_placements(rules: Rules, count: int, seed: int) -> list[Position]:
    """``count`` random placements, from 3 pieces to half the board, a man
    drawn on its crowning row made a king: crowded enough that the rarer
    rules (pieces removed at once, the earliest king, a king halting behind
    a king, crowning in the middle of a rafle) come up every few hundred."""
    rng = random.Random(f"{rules.name}-{seed}")
    g = topology_for(rules)
    top, bottom = 0, rules.board_size - 1
    out = []
    for _ in range(count):
        pieces = {}
        for square in rng.sample(range(1, rules.squares + 1), rng.randint(3, rules.squares // 2)):
            piece = rng.choice(list(Piece))
            row = g.row_col(square)[0]
            if piece is Piece.WHITE_MAN and row == top:
                piece = Piece.WHITE_KING
            elif piece is Piece.BLACK_MAN and row == bottom:
                piece = Piece.BLACK_KING
            pieces[square] = piece
        turn = rng.choice((Color.WHITE, Color.BLACK))
        out.append(Position.from_pieces(rules, pieces, turn))
    return out


def seeded_games(
    rules: Rules, count: int, seed: int, *, most_plies: int, keep: Callable[[Position], bool]
) -> list[Position]:
    """``count`` positions that ``keep`` accepts, each the end of a random
    game from the start of 4 to ``most_plies`` - 1 plies (fewer where the
    game ends sooner)."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        position = Position.initial(rules)
        for _ in range(rng.randrange(4, most_plies)):
            moves = position.legal_moves()
            if not moves:
                break
            position = position.play(rng.choice(moves))
        if keep(position):
            out.append(position)
    return out
