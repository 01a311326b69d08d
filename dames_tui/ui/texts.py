"""Turning game facts into the player's language (names, results, reasons)."""

from __future__ import annotations

from typing import assert_never

from rich.text import Text

from dames_tui.core import Color, DraughtsError, Position, Rules
from dames_tui.core.rules import Lines
from dames_tui.engine import LEVELS
from dames_tui.engine.tables.background import BuildStatus
from dames_tui.flow.clock import ClockKind, ClockState, GameClock, display_time
from dames_tui.flow.players import ThinkingInfo
from dames_tui.game import Game, Outcome, Termination
from dames_tui.i18n import Translator
from dames_tui.i18n.errors import error_text
from dames_tui.notation.squares import capture_separator, uses_algebraic
from dames_tui.storage import Evaluation, LoadWarning, PdnLoadError, StorageError
from dames_tui.storage.ladders import MIN_LEVEL


def side_name(tr: Translator, color: Color) -> str:
    return tr("color.white" if color is Color.WHITE else "color.black")


def side_subject(tr: Translator, color: Color) -> str:
    """The side as the subject of a sentence ("Les Blancs" / "White")."""
    return tr("side.the.white" if color is Color.WHITE else "side.the.black")


LOW_TIME = 10.0  # seconds: the clock shows tenths, in red


def clock_text(tr: Translator, clock: GameClock | None, human: Color) -> Text | None:
    """The clock panel: the time control, then the computer's clock and the
    player's (the player's below, as on the board), the running one marked
    ``▶``, a clock under :data:`LOW_TIME` in red; or the computer's time per
    move. None without a clock."""
    if clock is None:
        return None
    control = clock.control
    if control.kind is ClockKind.NONE:
        return None
    if control.kind is ClockKind.MOVE_TIME:
        seconds = f"{control.move_time:g}"
        return Text(tr("clock.move_time", seconds=seconds), style="dim")
    text = Text(tr("clock.title", control=str(control)), style="bold")
    if clock.state is ClockState.PAUSED:
        text.append("  " + tr("clock.paused"), style="yellow")
    for color in (human.opponent, human):
        left = clock.remaining(color)
        who = tr("clock.you" if color is human else "clock.computer", side=side_name(tr, color))
        running = clock.to_move is color and clock.state is ClockState.RUNNING
        style = "bold red" if left < LOW_TIME else ("bold" if running else "")
        text.append("\n")
        text.append("▶ " if running else "  ")
        text.append(f"{who:<22}", style="bold" if running else "")
        text.append(f"{display_time(left):>9}", style=style)
        if clock.flagged() is color:
            text.append("  " + tr("clock.flag"), style="bold red")
    return text


def variant_name(tr: Translator, rules: Rules) -> str:
    """The variant's own name in ``tr``'s language, with its board ("Dames anglaises (8×8)")."""
    return tr("variant.with_board", name=rules.title(tr.language), size=rules.board_size)


def move_examples(rules: Rules) -> dict[str, str]:
    """A move and a capture as the variant's players write them, for the
    texts that show how to type one: ``11-15`` and ``15x24``, or ``c3-d4``
    and ``c3:e5`` (Russian), or along a column ``d3-d4`` and ``d3xd5``
    (Turkish).

    >>> from dames_tui.core import find_rules
    >>> move_examples(find_rules("russian")), move_examples(find_rules("turkish"))
    ({'move': 'c3-d4', 'capture': 'c3:e5'}, {'move': 'd3-d4', 'capture': 'd3xd5'})
    """
    if not uses_algebraic(rules):
        return {"move": "11-15", "capture": "15x24"}
    separator = capture_separator(rules)
    match rules.move_lines:
        case Lines.DIAGONAL | Lines.BOTH:
            return {"move": "c3-d4", "capture": f"c3{separator}e5"}
        case Lines.ORTHOGONAL:
            return {"move": "d3-d4", "capture": f"d3{separator}d5"}
        case other:
            assert_never(other)


def level_name(tr: Translator, number: int) -> str:
    key = f"level.{number}"
    return tr(key) if tr.has(key) else tr("level.other", number=number)


def level_label(tr: Translator, number: int, rules: Rules | None = None) -> str:
    """ "4 – Club", and with ``rules`` the level's approximate rating in that
    game's ladder: "4 – Club (≈1400)"."""
    label = tr("level.label", number=number, name=level_name(tr, number))
    if rules is None or not MIN_LEVEL <= number <= len(LEVELS):
        return label
    return tr("level.rated", label=label, rating=LEVELS[number - 1].rating_for(rules))


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
    # the side with no piece or no move is the one to move (the winner in
    # the giveaway games)
    if term is Termination.NO_PIECES:
        return tr("end.reason.no_pieces", side=side_subject(tr, position.turn))
    if term is Termination.NO_MOVES:
        return tr("end.reason.no_moves", side=side_subject(tr, position.turn))
    if term is Termination.CROWNED and outcome.winner is not None:
        return tr("end.reason.crowned", side=side_subject(tr, outcome.winner))
    if term is Termination.REPETITION:
        return tr("end.reason.repetition", count=position.rules.repetition_count)
    if term is Termination.MOVE_LIMIT:
        moves = outcome.moves or position.rules.reversible_limit // 2
        return tr("end.reason.move_limit", moves=moves)
    if term is Termination.ENDGAME_RULE:
        return tr("end.reason.endgame_rule", moves=outcome.moves or "?")
    if term is Termination.AGREEMENT:
        return tr("end.reason.agreement")
    if term is Termination.TIME:
        if loser is human:
            return tr("end.reason.your_flag")
        return tr("end.reason.time", side=side_subject(tr, loser))
    if loser is human:
        return tr("end.reason.you_resigned")
    return tr("end.reason.resignation", side=side_subject(tr, loser))


def men_text(tr: Translator, centi: int) -> str:
    """Centi-men as men with one decimal and a sign, with the decimal mark
    of the language: 143 -> "+1,4" in French, "+1.4" in English; 0.0 has
    no sign."""
    tenths = (abs(centi) + 5) // 10
    if tenths == 0:
        number = "0.0"
    else:
        number = f"{'+' if centi > 0 else '-'}{tenths // 10}.{tenths % 10}"
    return number.replace(".", ",") if tr.language == "fr" else number


def evaluation_text(tr: Translator, evaluation: Evaluation) -> str:
    """The evaluation in the player's words: "+1,4 pour vous", "gain en 3 coups"."""
    if evaluation.mate_in is not None:
        moves = count_text(tr, "turns", abs(evaluation.mate_in))
        return tr("eval.win_in" if evaluation.mate_in > 0 else "eval.loss_in", moves=moves)
    men = men_text(tr, evaluation.score)
    return tr("eval.score" if men[0] in "+-" else "eval.even", men=men)


def white_score_text(tr: Translator, info: ThinkingInfo, mover: Color) -> str:
    """A search's score for White when ``mover`` searched: "+0,4 pour les
    Blancs", "les Noirs gagnent en 3 coups"."""
    sign = 1 if mover is Color.WHITE else -1
    if info.mate_in is not None:
        mate = sign * info.mate_in
        winner = Color.WHITE if mate > 0 else Color.BLACK
        moves = count_text(tr, "turns", abs(mate))
        return tr("eval.side_wins_in", side=side_subject(tr, winner), moves=moves)
    return tr("eval.for_white", men=men_text(tr, sign * info.score))


def count_text(tr: Translator, noun: str, count: int) -> str:
    """``count`` with its noun in the singular or the plural ("1 coup joué",
    "26 coups joués"), or the catalog's own words for none ("aucun coup
    joué") when it has them."""
    if count == 0 and tr.has(f"count.{noun}.none"):
        return tr(f"count.{noun}.none")
    singular = count < 2 if tr.language == "fr" else count == 1
    return tr(f"count.{noun}.{'one' if singular else 'many'}", count=count)


def moves_played_text(tr: Translator, game: Game) -> str:
    """How many moves of the move list were played: "26 coups joués"."""
    return count_text(tr, "moves", game.moves_played)


def move_label(game: Game, ply: int) -> tuple[str, str]:
    """The number and the text of the move of index ``ply``, as the move
    list shows them: ("12.", "32-28") or ("12. …", "19-23")."""
    number = game.move_number(ply)
    first = game.rules.first_to_move
    white_first_half = game.positions[ply].turn is first
    return (f"{number}." if white_first_half else f"{number}. …"), game.move_texts()[ply]


def warning_text(tr: Translator, warning: LoadWarning) -> str:
    """One line telling the player that a file of ours did not load cleanly."""
    values: dict[str, object] = {"path": warning.path, "backup": warning.backup or "–"}
    values |= {"fields": "–", "kept": 0, "total": 0}
    values |= dict(warning.params)
    key = f"warning.{warning.code}"
    return tr(key, **values) if tr.has(key) else warning.detail


def storage_reason_text(tr: Translator, error: StorageError) -> str:
    """Why the disk refused, in the player's words."""
    reason_key = f"storage.reason.{error.reason}"
    return tr(reason_key) if tr.has(reason_key) else error.detail


def storage_failure_text(tr: Translator, kind: str, error: StorageError) -> str:
    """One line saying what could not be written (``kind``: autosave,
    settings, stats, clear, pdn) and why, in the player's words."""
    reason = storage_reason_text(tr, error)
    return tr(f"storage.failed.{kind}", reason=reason, path=error.path)


def tables_reason_text(tr: Translator, reason: str) -> str:
    """Why a background build of the endgame tables stopped, in the player's
    words (a StorageError reason, ``no_memory``; else the code as it is)."""
    for key in (f"storage.reason.{reason}", f"tables.build.reason.{reason}"):
        if tr.has(key):
            return tr(key)
    return reason


def tables_build_text(tr: Translator, status: BuildStatus) -> str:
    """One line on the build of the larger endgame tables: how far it is,
    paused, stopped (why), ready or not begun."""
    reason = tables_reason_text(tr, status.reason) if status.reason else ""
    key = f"tables.build.{status.state.value}"
    return tr(key, pieces=status.pieces, percent=status.percent, reason=reason)


def tables_discarded_text(tr: Translator, status: BuildStatus) -> str:
    """The damaged parts of a build dropped when it resumed, singular or
    plural (French: 0 and 1 are singular)."""
    count = status.discarded
    singular = count <= 1 if tr.language == "fr" else count == 1
    key = f"tables.build.discarded.{'one' if singular else 'other'}"
    return tr(key, pieces=status.pieces, count=count)


def pdn_fault_reason(tr: Translator, error: PdnLoadError) -> str:
    """Why a PDN file or game does not load, in the player's language (the
    move or the line at fault)."""
    if isinstance(error.error, DraughtsError):
        return error_text(tr, error.error)
    if isinstance(error.error, StorageError):
        return storage_reason_text(tr, error.error)
    return error.detail


def pdn_error_text(tr: Translator, error: PdnLoadError) -> str:
    """Why a PDN file stops loading: the file, the game and the move at fault,
    in the player's language."""
    name = error.game_name
    detail = pdn_fault_reason(tr, error)
    return tr(
        f"pdn.error.{error.code}",
        file=error.path.name,
        detail=detail,
        game=error.game or "?",
        name=f" ({name})" if name else "",
    )


def info_lines(
    tr: Translator,
    game: Game,
    human: Color,
    level: int,
    *,
    opponent: str | None = None,
    opening: str | None = None,
) -> list[str]:
    """The game panel: who plays what (``opponent``: an outside engine's
    name, safe to show), the opening the game started from, whose turn, the
    pieces left."""
    position = game.position
    # who plays what on two lines: the level's name and rating, or an
    # engine's name, do not fit beside the side in the panel at 80 columns
    lines = [tr("info.you", side=side_name(tr, human))]
    if opponent is None:
        lines.append(tr("info.level", level=level_label(tr, level, game.rules)))
    else:
        lines.append(tr("info.engine", engine=opponent))
    if opening is not None:
        lines.append(tr("info.opening", opening=opening))
    if game.outcome is not None:
        lines.append(tr("info.over", result=result_word(tr, game.outcome, human)))
    else:
        whose = tr("info.your_turn" if game.turn is human else "info.computer_turn")
        lines.append(tr("info.turn", side=f"{side_name(tr, game.turn)} ({whose})"))
    for color in (Color.WHITE, Color.BLACK):
        men = count_text(tr, "men", position.count(color, kings=False))
        kings = count_text(tr, "kings", position.count(color, kings=True))
        lines.append(tr("info.pieces", side=side_name(tr, color), men=men, kings=kings))
    return lines


def engine_lines(
    tr: Translator,
    busy: str | None,
    info: ThinkingInfo | None,
    evaluation: Evaluation | None = None,
    *,
    mover: Color | None = None,
) -> list[str]:
    """The computer's panel: what it does (``busy``), its last search report
    (depth, score and line; a move chosen without a search reports no
    depth) and the evaluation, from the player's side (``evaluation``, kept
    from an earlier search, when there is no report). When the computer
    plays both sides (watch mode), ``mover`` is the side that searched and
    the evaluation is given for White."""
    head = {
        "move": tr("engine.thinking"),
        "hint": tr("engine.hint_search"),
        "draw": tr("engine.draw_search"),
        "ponder": tr("engine.ponder"),
    }.get(busy or "", tr("engine.idle"))
    lines = [f"{tr('panel.engine')} · {head}"]
    searched = info is not None and info.depth > 0
    if info is not None and searched:
        if info.nodes:
            lines.append(tr("engine.depth", depth=info.depth, nodes=info.nodes))
        else:  # the low levels score the root moves and report no node count
            lines.append(tr("engine.depth_only", depth=info.depth))
        evaluation = info.for_player()
        if mover is not None:
            lines.append(tr("engine.score", score=white_score_text(tr, info, mover)))
            evaluation = None
    if evaluation is not None:
        lines.append(tr("engine.score", score=evaluation_text(tr, evaluation)))
    if info is not None and searched:
        lines.append(tr("engine.line", line=info.line or "–"))
    return lines


def end_summary(tr: Translator, game: Game) -> str:
    """ "12 coups joués · Blancs : 3 pièces · Noirs : 1 pièce"."""
    position = game.position
    return tr(
        "end.summary",
        moves=moves_played_text(tr, game),
        white=side_name(tr, Color.WHITE),
        black=side_name(tr, Color.BLACK),
        white_count=count_text(tr, "pieces", position.count(Color.WHITE)),
        black_count=count_text(tr, "pieces", position.count(Color.BLACK)),
    )
