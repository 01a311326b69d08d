"""Helpers of the rule scenario tests: build a position, list its moves."""

from __future__ import annotations

from collections.abc import Iterable

from dames_tui.core import Color, Piece, Position, Rules, topology_for

Triple = tuple[int, tuple[int, ...], frozenset[int]]

_SYMBOLS = {
    Piece.WHITE_MAN: "w",
    Piece.WHITE_KING: "W",
    Piece.BLACK_MAN: "b",
    Piece.BLACK_KING: "B",
}


def render(position: Position) -> str:
    """The board as text (debugging aid): empty dark squares show their number."""
    g = topology_for(position.rules)
    lines = []
    for row in range(position.rules.board_size):
        cells = []
        for col in range(position.rules.board_size):
            square = g.square_at(row, col)
            if square is None:
                cells.append("  .")
                continue
            piece = position.piece_at(square)
            cells.append(f"{square:3d}" if piece is None else f"  {_SYMBOLS[piece]}")
        lines.append("".join(cells))
    return "\n".join(lines) + f"\n{position.turn.name} to move"


def build(
    rules: Rules,
    turn: Color,
    *,
    w: Iterable[int] = (),
    b: Iterable[int] = (),
    wk: Iterable[int] = (),
    bk: Iterable[int] = (),
) -> Position:
    pieces: dict[int, Piece] = {}
    for squares, piece in (
        (w, Piece.WHITE_MAN),
        (b, Piece.BLACK_MAN),
        (wk, Piece.WHITE_KING),
        (bk, Piece.BLACK_KING),
    ):
        for square in squares:
            assert square not in pieces, f"square {square} given twice"
            pieces[square] = piece
    return Position.from_pieces(rules, pieces, turn)


def quiet(start: int, end: int) -> Triple:
    return (start, (end,), frozenset())


def jump(start: int, *path: int, taken: Iterable[int]) -> Triple:
    return (start, tuple(path), frozenset(taken))


def triples(p: Position) -> set[Triple]:
    """The legal moves with their full paths; fails if two share a key."""
    moves = p.legal_moves()
    assert len(set(moves)) == len(moves), f"duplicate moves in\n{render(p)}"
    return {(m.start, m.path, m.captured) for m in moves}


def assert_moves(p: Position, expected: set[Triple]) -> None:
    assert triples(p) == expected, render(p)
