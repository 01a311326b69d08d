"""Helpers of the rule scenario tests: build a position, list its moves.

Two styles: square numbers (:func:`build`, :func:`triples`), or algebraic
squares as seen from White's side, one picture for every board (:func:`pos`,
:func:`moves`: ``"d6xf8xh6"`` is a capture from d6 landing on f8 then h6,
``"d4-e5"`` a plain move; :func:`exact` adds the squares taken and the
crowning to each).
"""

from __future__ import annotations

from collections.abc import Iterable

from dames_tui.core import Color, Move, Piece, Position, Rules, find_rules, topology_for

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


# ------------------------------------------------------------------ algebraic squares


def names(text: str) -> list[str]:
    return text.split()


def pos(
    variant: str | Rules, turn: Color, *, w: str = "", b: str = "", wk: str = "", bk: str = ""
) -> Position:
    """A position of ``variant`` (a name, or rules) from algebraic squares
    (space separated)."""
    rules = variant if isinstance(variant, Rules) else find_rules(variant)
    g = topology_for(rules)
    pieces: dict[int, Piece] = {}
    for text, piece in (
        (w, Piece.WHITE_MAN),
        (b, Piece.BLACK_MAN),
        (wk, Piece.WHITE_KING),
        (bk, Piece.BLACK_KING),
    ):
        for name in names(text):
            square = g.square_named(name)
            assert square is not None, f"{name} is no playable square in {variant}"
            assert square not in pieces, f"{name} given twice"
            pieces[square] = piece
    return Position.from_pieces(rules, pieces, turn)


def spell(p: Position, move: Move) -> str:
    g = p.topology
    sep = "x" if move.captured else "-"
    return sep.join(g.name_of(s) for s in (move.start, *move.path))


def moves(p: Position) -> set[str]:
    """The legal moves as algebraic paths; fails on two moves with one path."""
    paths = [spell(p, m) for m in p.legal_moves()]
    assert len(set(paths)) == len(paths), paths
    return set(paths)


def move(p: Position, text: str) -> Move:
    (found,) = [m for m in p.legal_moves() if spell(p, m) == text]
    return found


def captured(p: Position, text: str) -> set[str]:
    g = p.topology
    return {g.name_of(s) for s in move(p, text).captured}


def crowning(p: Position) -> set[str]:
    """The legal moves that crown the man that makes them."""
    return {spell(p, m) for m in p.legal_moves() if m.crowns}


def after(p: Position, text: str) -> Position:
    return p.play(move(p, text))


def piece_on(p: Position, name: str) -> Piece | None:
    square = p.topology.square_named(name)
    assert square is not None
    return p.piece_at(square)


def numbers(variant: str, squares: Iterable[int]) -> list[str]:
    g = Position.initial(find_rules(variant)).topology
    return [g.name_of(s) for s in squares]


def start_squares(p: Position, color: Color) -> list[int]:
    return sorted(p.topology.squares_of(p.pieces_of(color)))


Spelled = tuple[str, frozenset[str], bool]  # the path in letters, the squares taken, crowning


def spelled(path: str, taken: str = "", *, crowns: bool = False) -> Spelled:
    """One expected move of :func:`exact`: ``spelled("c5xg5", "e5")``."""
    return (path, frozenset(names(taken)), crowns)


def exact(p: Position) -> set[Spelled]:
    """The legal moves with everything that makes them: the path (start,
    landings, end), the squares taken and whether the man is crowned."""
    legal = p.legal_moves()
    out = {
        (spell(p, m), frozenset(p.topology.name_of(s) for s in m.captured), m.crowns) for m in legal
    }
    assert len(out) == len(legal), out
    return out
