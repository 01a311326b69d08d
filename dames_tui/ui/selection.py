"""How clicks and key presses on squares become a move.

The player picks a piece, then a destination. A multiple capture (rafle) is
entered by clicking its final square when only one legal move ends there, or
square by square otherwise. Pure logic over the legal moves, no Textual.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import assert_never

from dames_tui.core import Color, Move, Position, Precedence, topology_for
from dames_tui.notation import format_move
from dames_tui.notation.movetext import captures_along
from dames_tui.notation.squares import square_label


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
    (an i18n key with its values) telling the player why nothing happened;
    ``also`` is a second sentence's key (same values) that says more, like
    the rule that stops a man from taking a king."""

    selection: Selection
    move: Move | None = None
    message: str | None = None
    values: dict[str, object] = field(default_factory=dict)
    also: str | None = None


def message_text(tr: Callable[..., str], outcome: Outcome) -> str:
    """The outcome's message in ``tr``'s language, its second sentence after."""
    if outcome.message is None:
        return ""
    text = tr(outcome.message, **outcome.values)
    if outcome.also is not None:
        text += " " + tr(outcome.also, **outcome.values)
    return text


def message_kind(outcome: Outcome) -> str:
    """How the status bar shows the outcome's message: ``capture`` for what a
    compulsory capture says (the refusals that name the rule, a rafle to go
    on with), ``info`` for a cancelled choice, ``error`` for the rest."""
    message = outcome.message or ""
    if message.startswith("status.must_capture") or message == "status.continue_capture":
        return "capture"
    return "info" if message == "status.cancelled" else "error"


def squares_text(squares: list[int] | tuple[int, ...], position: Position | None = None) -> str:
    """The squares as the variant's players write them (``11, 12`` or ``c3, e3``)."""
    rules = position.rules if position is not None else None
    return ", ".join(str(square_label(rules, s)) for s in squares)


def king_out_of_reach(position: Position, square: int) -> tuple[int, int] | None:
    """Where the man on ``square`` would take a king if men could (Italian:
    they cannot): (the king's square, the free square behind it), or None.

    Only the directions the man captures in count (forward, and backward
    when :attr:`~dames_tui.core.Rules.men_capture_backward`).
    """
    rules = position.rules
    piece = position.piece_at(square)
    if rules.men_capture_kings or piece is None or piece.is_king:
        return None
    board = topology_for(rules)
    row, col = board.row_col(square)
    forward = -1 if piece.color is Color.WHITE else 1
    rows = (forward, -forward) if rules.men_capture_backward else (forward,)
    for dr in rows:
        for dc in (-1, 1):
            over = board.square_at(row + dr, col + dc)
            behind = board.square_at(row + 2 * dr, col + 2 * dc)
            if over is None or behind is None or position.piece_at(behind) is not None:
                continue
            enemy = position.piece_at(over)
            if enemy is not None and enemy.is_king and enemy.color is not piece.color:
                return over, behind
    return None


def _with_king_note(position: Position, square: int, outcome: Outcome) -> Outcome:
    """``outcome`` with the men-cannot-take-kings sentence when it is why the
    man on ``square`` cannot capture."""
    reach = king_out_of_reach(position, square)
    if reach is None:
        return outcome
    values = outcome.values | {
        "man": square_label(position.rules, square),
        "king": square_label(position.rules, reach[0]),
    }
    return Outcome(
        outcome.selection, outcome.move, outcome.message, values, "status.men_cannot_take_kings"
    )


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


def must_capture_key(reason: Precedence | None, *, earlier: tuple[Precedence, ...] = ()) -> str:
    """The message (without its ``.one``/``.many``) naming the pieces that can
    capture, after the precedence criterion ``reason`` left the others out
    (None: every piece that can take may), the criteria ``earlier`` having
    kept them all: every criterion has its own case, so a new one cannot
    fall through to another's message.

    >>> must_capture_key(Precedence.WITH_KING)  # Czech
    'status.must_capture_king'
    >>> must_capture_key(Precedence.WITH_KING, earlier=(Precedence.MOST_VALUE,))  # Frisian
    'status.must_capture_value_king'
    """
    match reason:
        case None:
            return "status.must_capture_with"
        case Precedence.MOST_PIECES:  # prise majoritaire: the pieces that take the most
            return "status.must_capture_most"
        case Precedence.WITH_KING:  # the king must take (at equal value, where it comes after)
            return _king_after(earlier[-1] if earlier else None)
        case Precedence.MOST_KINGS | Precedence.EARLIEST_KING:  # prise de qualité
            return "status.must_capture_quality"
        case Precedence.MOST_VALUE:  # la prise de plus grande valeur (Frisian)
            return "status.must_capture_value"
        case unknown:
            assert_never(unknown)


def _king_after(criterion: Precedence | None) -> str:
    """The message of the rule that a king must take, once ``criterion``
    (None: no other before it) has kept the captures it ranks first."""
    match criterion:
        case None | Precedence.WITH_KING | Precedence.MOST_KINGS | Precedence.EARLIEST_KING:
            return "status.must_capture_king"  # Czech: a king that can take must
        case Precedence.MOST_PIECES:  # Italian: the most pieces, then with a king
            return "status.must_capture_most_king"
        case Precedence.MOST_VALUE:  # Frisian: the most value, then with a king
            return "status.must_capture_value_king"
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


def capture_refusal(position: Position, square: int | None = None) -> Outcome:
    """Why a piece that cannot capture may not move when a capture is
    compulsory: which pieces can, and the rule that left the others out
    (with the piece on ``square``, when it is a man facing a king it may
    not take)."""
    capturers = position.capturing_squares()
    reason = refusal_reason(position)
    precedence = position.rules.capture_precedence
    earlier = precedence[: precedence.index(reason)] if reason is not None else ()
    key = must_capture_key(reason, earlier=earlier)
    key += ".one" if len(capturers) == 1 else ".many"
    values: dict[str, object] = {"squares": squares_text(capturers, position)}
    outcome = Outcome(NO_SELECTION, message=key, values=values)
    return outcome if square is None else _with_king_note(position, square, outcome)


def refuse_piece(
    position: Position, moves: list[Move], square: int, held_king: int | None = None
) -> Outcome:
    """Why the piece on ``square`` cannot be picked (it has no legal move);
    ``held_king`` is the king the game's same-king rule holds back (Frisian:
    it made its three quiet moves in a row), if any."""
    if position.must_capture():
        return capture_refusal(position, square)
    values: dict[str, object] = {"square": square_label(position.rules, square)}
    if square == held_king:
        values["moves"] = position.rules.same_king_moves
        return Outcome(NO_SELECTION, message="status.same_king_moves", values=values)
    outcome = Outcome(NO_SELECTION, message="status.piece_blocked", values=values)
    return _with_king_note(position, square, outcome)


def click(
    position: Position,
    moves: list[Move],
    selection: Selection,
    square: int | None,
    human: Color,
    held_king: int | None = None,
) -> Outcome:
    """Interpret a click on ``square`` (None for a light square); ``moves``
    are the game's legal moves, without those of ``held_king`` (see
    :func:`refuse_piece`)."""
    if square is None:
        return Outcome(selection, message="status.light_square")
    piece = position.piece_at(square)
    own = piece is not None and piece.color is human
    if selection.start is not None and not selection.path:
        if square == selection.start:
            return Outcome(NO_SELECTION, message="status.cancelled")
        if own:
            return pick(position, moves, square, human, held_king)
    if selection.start is None:
        return pick(position, moves, square, human, held_king)
    return extend_on(position, moves, selection, square)


def pick(
    position: Position, moves: list[Move], square: int, human: Color, held_king: int | None = None
) -> Outcome:
    """Pick the piece on ``square`` as the one to move."""
    piece = position.piece_at(square)
    values: dict[str, object] = {"square": square_label(position.rules, square)}
    if piece is None:
        return Outcome(NO_SELECTION, message="status.empty_square", values=values)
    if piece.color is not human:
        return Outcome(NO_SELECTION, message="status.not_your_piece", values=values)
    if not any(m.start == square for m in moves):
        return refuse_piece(position, moves, square, held_king)
    return Outcome(Selection(square))


def extend_on(position: Position, moves: list[Move], selection: Selection, square: int) -> Outcome:
    """:func:`extend`, its squares named as the variant writes them, and a
    man's jump over a king it may not take explained."""
    outcome = extend(moves, selection, square)
    if outcome.message != "status.illegal_target":
        return outcome
    rules = position.rules
    values = {
        name: square_label(rules, value) if isinstance(value, int) else value
        for name, value in outcome.values.items()
    }
    outcome = Outcome(outcome.selection, outcome.move, outcome.message, values)
    start = selection.start
    assert start is not None
    reach = None if selection.path else king_out_of_reach(position, start)
    if reach is not None and reach[1] == square:
        return _with_king_note(position, start, outcome)
    return outcome


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
    position: Position,
    moves: list[Move],
    squares: list[int],
    human: Color,
    held_king: int | None = None,
) -> Outcome:
    """Why the squares of a typed move name no legal move, in the words a
    click on those squares, one by one, would get. When they are the start
    of a rafle that goes on, the message gives the whole path (every path
    when several continue)."""
    outcome = pick(position, moves, squares[0], human, held_king)
    if outcome.message is not None or not squares[1:]:
        return outcome
    selection = outcome.selection
    for square in squares[1:]:
        outcome = extend_on(position, moves, selection, square)
        if outcome.message != "status.continue_capture":
            return outcome
        selection = outcome.selection
    paths = " / ".join(format_move(move, position.rules) for move in candidates(moves, selection))
    values: dict[str, object] = {"square": square_label(position.rules, squares[-1])}
    values["paths"] = paths
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
