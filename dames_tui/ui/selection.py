"""How clicks and key presses on squares become a move.

The player picks a piece, then a destination. A multiple capture (rafle) is
entered by clicking its final square when only one legal move ends there, or
square by square otherwise. Pure logic over the legal moves, no Textual.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import assert_never

from dames_tui.core import Color, Move, Position, Precedence
from dames_tui.notation import format_move
from dames_tui.notation.movetext import captures_along


@dataclass(frozen=True, slots=True)
class Selection:
    """The piece picked (``start``) and the landing squares entered so far."""

    start: int | None = None
    path: tuple[int, ...] = ()

    @property
    def active(self) -> bool:
        return self.start is not None


NO_SELECTION = Selection()


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a click means: the new selection, a move to play, and a message
    (an i18n key with its values) telling the player why nothing happened."""

    selection: Selection
    move: Move | None = None
    message: str | None = None
    values: dict[str, object] = field(default_factory=dict)


def squares_text(squares: list[int] | tuple[int, ...]) -> str:
    return ", ".join(str(s) for s in squares)


def candidates(moves: list[Move], selection: Selection) -> list[Move]:
    """The legal moves that agree with the selection so far."""
    if selection.start is None:
        return []
    depth = len(selection.path)
    return [m for m in moves if m.start == selection.start and m.path[:depth] == selection.path]


def next_squares(moves: list[Move], selection: Selection) -> frozenset[int]:
    """Squares the player may click next: every next landing square, and the
    final square of every candidate move."""
    depth = len(selection.path)
    out: set[int] = set()
    for move in candidates(moves, selection):
        if len(move.path) > depth:
            out.add(move.path[depth])
            out.add(move.end)
    return frozenset(out)


def must_capture_key(reason: Precedence | None) -> str:
    """The message (without its ``.one``/``.many``) naming the pieces that can
    capture, after the precedence criterion ``reason`` left the others out
    (None: every piece that can take may): every criterion has its own
    case, so a new one cannot fall through to another's message."""
    match reason:
        case None:
            return "status.must_capture_with"
        case Precedence.MOST_PIECES:  # prise majoritaire: the pieces that take the most
            return "status.must_capture_most"
        case Precedence.WITH_KING:  # the king must take
            return "status.must_capture_king"
        case Precedence.MOST_KINGS | Precedence.EARLIEST_KING:  # prise de qualité
            return "status.must_capture_quality"
        case unknown:
            assert_never(unknown)


def refusal_reason(position: Position) -> Precedence | None:
    """The first precedence criterion that leaves out a piece able to
    capture, or None when every such piece keeps a legal capture."""
    kernel = position.generator
    raw = position.raw()
    routes = kernel.routes(*raw)
    starts = {r.frm for r in routes}
    for criterion in position.rules.capture_precedence:
        kept = kernel.preferred(routes, raw[2], (criterion,))
        if {r.frm for r in kept} != starts:
            return criterion
        routes = kept
    return None


def capture_refusal(position: Position) -> Outcome:
    """Why a piece that cannot capture may not move when a capture is
    compulsory: which pieces can, and the rule that left the others out."""
    capturers = position.capturing_squares()
    key = must_capture_key(refusal_reason(position))
    key += ".one" if len(capturers) == 1 else ".many"
    return Outcome(NO_SELECTION, message=key, values={"squares": squares_text(capturers)})


def refuse_piece(position: Position, moves: list[Move], square: int) -> Outcome:
    """Why the piece on ``square`` cannot be picked (it has no legal move)."""
    if position.must_capture():
        return capture_refusal(position)
    return Outcome(NO_SELECTION, message="status.piece_blocked", values={"square": square})


def click(
    position: Position, moves: list[Move], selection: Selection, square: int | None, human: Color
) -> Outcome:
    """Interpret a click on ``square`` (None for a light square)."""
    if square is None:
        return Outcome(selection, message="status.light_square")
    piece = position.piece_at(square)
    own = piece is not None and piece.color is human
    if selection.start is not None and not selection.path:
        if square == selection.start:
            return Outcome(NO_SELECTION, message="status.cancelled")
        if own:
            return pick(position, moves, square, human)
    if selection.start is None:
        return pick(position, moves, square, human)
    return extend(moves, selection, square)


def pick(position: Position, moves: list[Move], square: int, human: Color) -> Outcome:
    """Pick the piece on ``square`` as the one to move."""
    piece = position.piece_at(square)
    if piece is None:
        return Outcome(NO_SELECTION, message="status.empty_square", values={"square": square})
    if piece.color is not human:
        return Outcome(NO_SELECTION, message="status.not_your_piece", values={"square": square})
    if not any(m.start == square for m in moves):
        return refuse_piece(position, moves, square)
    return Outcome(Selection(square))


def extend(moves: list[Move], selection: Selection, square: int) -> Outcome:
    """Add a destination or an intermediate landing square to the selection."""
    assert selection.start is not None
    depth = len(selection.path)
    options = candidates(moves, selection)
    ending_here = {m for m in options if m.end == square and len(m.path) > depth}
    new_path = selection.path + (square,)
    through_here = [m for m in options if m.path[: depth + 1] == new_path]
    longer = [m for m in through_here if len(m.path) > depth + 1]
    if len(ending_here) == 1 and not longer:
        return Outcome(NO_SELECTION, move=next(iter(ending_here)))
    if through_here:
        complete = {m for m in through_here if len(m.path) == depth + 1}
        if complete and not longer and len(complete) == 1:
            return Outcome(NO_SELECTION, move=next(iter(complete)))
        return Outcome(Selection(selection.start, new_path), message="status.continue_capture")
    if len(ending_here) > 1:
        return Outcome(selection, message="status.continue_capture")
    origin = selection.path[-1] if selection.path else selection.start
    return Outcome(
        selection, message="status.illegal_target", values={"square": origin, "target": square}
    )


def explain_squares(
    position: Position, moves: list[Move], squares: list[int], human: Color
) -> Outcome:
    """Why the squares of a typed move name no legal move, in the words a
    click on those squares, one by one, would get. When they are the start
    of a rafle that goes on, the message gives the whole path (every path
    when several continue)."""
    outcome = pick(position, moves, squares[0], human)
    if outcome.message is not None or not squares[1:]:
        return outcome
    selection = outcome.selection
    for square in squares[1:]:
        outcome = extend(moves, selection, square)
        if outcome.message != "status.continue_capture":
            return outcome
        selection = outcome.selection
    paths = " / ".join(format_move(move) for move in candidates(moves, selection))
    values: dict[str, object] = {"square": squares[-1], "paths": paths}
    return Outcome(selection, message="status.capture_goes_on", values=values)


def rafle_so_far(
    position: Position, selection: Selection
) -> tuple[tuple[int, int] | None, frozenset[int]]:
    """While a rafle is entered square by square: the piece on its way, as
    (start, last landing square entered), and the pieces it has jumped so
    far; (None, empty) when no landing square is entered yet."""
    if selection.start is None or not selection.path:
        return None, frozenset()
    squares = (selection.start, *selection.path)
    return (selection.start, selection.path[-1]), captures_along(position, squares) or frozenset()
