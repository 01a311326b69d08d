"""Turning game facts into the player's language (names, results, reasons)."""

from __future__ import annotations

from dames_tui.core import Color, Position, Rules
from dames_tui.game import Outcome, Termination
from dames_tui.i18n import Translator


def side_name(tr: Translator, color: Color) -> str:
    return tr("color.white" if color is Color.WHITE else "color.black")


def side_subject(tr: Translator, color: Color) -> str:
    """The side as the subject of a sentence ("Les Blancs" / "White")."""
    return tr("side.the.white" if color is Color.WHITE else "side.the.black")


def variant_name(tr: Translator, rules: Rules) -> str:
    key = f"variant.{rules.name}"
    return tr(key) if tr.has(key) else rules.title_fr if tr.language == "fr" else rules.title_en


def level_name(tr: Translator, number: int) -> str:
    key = f"level.{number}"
    return tr(key) if tr.has(key) else tr("level.other", number=number)


def level_label(tr: Translator, number: int) -> str:
    return tr("level.label", number=number, name=level_name(tr, number))


def result_word(tr: Translator, outcome: Outcome, human: Color) -> str:
    if outcome.winner is None:
        return tr("result.draw")
    return tr("result.win" if outcome.winner is human else "result.loss")


def outcome_title(tr: Translator, outcome: Outcome, human: Color) -> str:
    if outcome.winner is None:
        return tr("end.title.draw")
    return tr("end.title.win" if outcome.winner is human else "end.title.loss")


def outcome_reason(tr: Translator, outcome: Outcome, human: Color, position: Position) -> str:
    """One sentence saying why the game ended."""
    term = outcome.termination
    loser = outcome.winner.opponent if outcome.winner is not None else position.turn
    if term is Termination.NO_PIECES:
        return tr("end.reason.no_pieces", side=side_subject(tr, loser))
    if term is Termination.NO_MOVES:
        return tr("end.reason.no_moves", side=side_subject(tr, loser))
    if term is Termination.REPETITION:
        return tr("end.reason.repetition", count=position.rules.repetition_count)
    if term is Termination.MOVE_LIMIT:
        moves = outcome.moves or position.rules.reversible_limit // 2
        return tr("end.reason.move_limit", moves=moves)
    if term is Termination.ENDGAME_RULE:
        return tr("end.reason.endgame_rule", moves=outcome.moves or "?")
    if term is Termination.AGREEMENT:
        return tr("end.reason.agreement")
    if loser is human:
        return tr("end.reason.you_resigned")
    return tr("end.reason.resignation", side=side_subject(tr, loser))


def score_text(score: int) -> str:
    """Centi-men as men with a sign: 125 -> "+1.25"."""
    return f"{score / 100:+.2f}"
