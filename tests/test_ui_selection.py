"""Clicks to moves: picking pieces, destinations, and rafles square by square."""

from __future__ import annotations

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, Position, Rules
from dames_tui.notation import parse_fen
from dames_tui.ui import selection as sel


def position(fen: str, rules=ENGLISH) -> Position:  # type: ignore[no-untyped-def]
    return parse_fen(fen, rules)


def test_pick_then_destination_plays_the_move() -> None:
    p = Position.initial(ENGLISH)
    moves = p.legal_moves()
    first = sel.click(p, moves, sel.NO_SELECTION, 11, Color.BLACK)
    assert first.selection == sel.Selection(11) and first.move is None
    assert sel.next_squares(moves, first.selection) == {15, 16}
    second = sel.click(p, moves, first.selection, 15, Color.BLACK)
    assert second.move is not None and (second.move.start, second.move.end) == (11, 15)


def test_refusals_say_why() -> None:
    p = Position.initial(ENGLISH)
    moves = p.legal_moves()
    assert sel.click(p, moves, sel.NO_SELECTION, None, Color.BLACK).message == "status.light_square"
    assert sel.click(p, moves, sel.NO_SELECTION, 16, Color.BLACK).message == "status.empty_square"
    assert sel.click(p, moves, sel.NO_SELECTION, 22, Color.BLACK).message == "status.not_your_piece"
    assert sel.click(p, moves, sel.NO_SELECTION, 1, Color.BLACK).message == "status.piece_blocked"
    chosen = sel.Selection(11)
    wrong = sel.click(p, moves, chosen, 18, Color.BLACK)
    assert wrong.message == "status.illegal_target" and wrong.selection == chosen


def test_clicking_the_piece_again_cancels_and_another_piece_reselects() -> None:
    p = Position.initial(ENGLISH)
    moves = p.legal_moves()
    assert sel.click(p, moves, sel.Selection(11), 11, Color.BLACK).selection == sel.NO_SELECTION
    assert sel.click(p, moves, sel.Selection(11), 10, Color.BLACK).selection == sel.Selection(10)


def test_must_capture_refuses_other_pieces() -> None:
    p = position("B:W15,27:B1,2,11,12")
    out = sel.click(p, p.legal_moves(), sel.NO_SELECTION, 12, Color.BLACK)
    assert out.message == "status.must_capture_with.one" and out.values == {"squares": "11"}


def test_majority_rule_refusal_in_international() -> None:
    p = position("W:W32,35,45:B27,17,30,5", INTERNATIONAL)
    out = sel.click(p, p.legal_moves(), sel.NO_SELECTION, 35, Color.WHITE)
    assert out.message == "status.must_capture_most.one" and out.values == {"squares": "32"}


def test_ambiguous_rafle_is_entered_square_by_square() -> None:
    p = position("B:W14,15,22,23,30:B10")
    moves = p.legal_moves()
    picked = sel.click(p, moves, sel.NO_SELECTION, 10, Color.BLACK).selection
    ambiguous = sel.click(p, moves, picked, 26, Color.BLACK)
    assert ambiguous.move is None and ambiguous.message == "status.continue_capture"
    step = sel.click(p, moves, picked, 19, Color.BLACK)
    assert step.selection == sel.Selection(10, (19,)) and step.message == "status.continue_capture"
    assert sel.next_squares(moves, step.selection) == {26}
    done = sel.click(p, moves, step.selection, 26, Color.BLACK)
    assert done.move is not None and done.move.captured == {15, 23}


def test_unambiguous_rafle_by_its_final_square() -> None:
    p = position("B:W14,15,18,19,22,23:B10")
    moves = p.legal_moves()
    out = sel.click(p, moves, sel.Selection(10), 26, Color.BLACK)
    assert out.move is not None and out.move.path == (17, 26)


# ------------------------------------------------------ typed moves explained


def explain(fen: str, squares: list[int], rules: Rules = ENGLISH) -> sel.Outcome:
    p = position(fen, rules)
    return sel.explain_squares(p, p.legal_moves(), squares, p.turn)


def test_a_typed_rafle_cut_short_says_that_it_goes_on() -> None:
    out = explain("W:W33:B28,17", [33, 22], INTERNATIONAL)
    assert out.message == "status.capture_goes_on"
    assert out.values == {"square": 22, "paths": "33x22x11"}
    assert out.selection == sel.Selection(33, (22,))


def test_a_typed_move_of_a_piece_that_may_not_capture_gets_the_majority_sentence() -> None:
    out = explain("W:W32,35,45:B27,17,30,5", [35, 24], INTERNATIONAL)
    assert out.message == "status.must_capture_most.one" and out.values == {"squares": "32"}


def test_a_typed_backward_move_gets_the_same_reason_as_a_click() -> None:
    fen = "B:W28:B15"  # a black man on 15 goes to 18 or 19, never back to 11
    p = position(fen)
    picked = sel.click(p, p.legal_moves(), sel.NO_SELECTION, 15, Color.BLACK)
    clicked = sel.click(p, p.legal_moves(), picked.selection, 11, Color.BLACK)
    typed = explain(fen, [15, 11])
    assert typed.message == clicked.message == "status.illegal_target"
    assert typed.values == clicked.values == {"square": 15, "target": 11}


def test_a_typed_move_from_an_empty_square() -> None:
    out = explain("B:W21-32:B1-12", [13, 17])
    assert out.message == "status.empty_square" and out.values == {"square": 13}
