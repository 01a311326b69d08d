"""The puzzles screen: the tactics trainer's board, the puzzle and the
player's progress beside it, and one status line.

What is right, what the computer answers, the rating and the progress are
decided by :mod:`dames_tui.flow.puzzles`; this screen draws the attempt and
routes keys and clicks. The player's move shows at once; the computer's
answers (its forced replies, or the refutation of a wrong move) follow one
by one after a short pause (a timer). Keys: ``h`` a hint (the piece to
move), ``s`` the solution, ``r`` retry, ``n`` the next puzzle, ``a`` the
position on the analysis board (once the app has one), ``f`` turn the board,
Escape back.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Footer, Header, Static

from dames_tui.core import Color, Move, Position, Rules, find_rules
from dames_tui.flow.puzzles import (
    Puzzle,
    PuzzleAttempt,
    PuzzleError,
    PuzzleSetError,
    PuzzleTrainer,
    Recorded,
    Verdict,
    VerdictKind,
    move_texts,
)
from dames_tui.i18n import Translator
from dames_tui.notation.squares import square_label

from .. import selection as sel
from ..board_look import board_state, check_size, paint
from ..keys import TranslatedScreen
from ..texts import storage_failure_text, variant_name, warning_text
from ..widgets.board import BoardView
from ..widgets.status_bar import StatusBar

if TYPE_CHECKING:
    from ..app import DamesApp

REPLY_DELAY = 0.7  # seconds before each of the computer's moves


def set_error_text(tr: Translator, error: PuzzleSetError, rules: Rules) -> str:
    """Why the set of ``rules`` cannot be used, in the player's language."""
    values: dict[str, object] = {"file": "?", **error.params}
    values["variant"] = variant_name(tr, rules)
    key = f"puzzles.error.{error.code}"
    return tr(key, **values) if tr.has(key) else str(error)


def open_trainer(
    app: DamesApp, variant: str | Rules | None = None, path: Path | None = None
) -> PuzzleTrainer | None:
    """The trainer of ``variant`` (the settings' by default) with the set at
    ``path`` (the package's by default), or None after telling the player why
    there is none; a damaged progress file is told and started afresh."""
    tr = app.translator
    rules = variant if isinstance(variant, Rules) else None
    if rules is None:
        rules = find_rules(variant) if isinstance(variant, str) else app.settings.rules
    try:
        trainer = PuzzleTrainer.open(rules, path=path)
    except PuzzleSetError as error:
        app.notify(set_error_text(tr, error, rules), severity="error")
        return None
    if trainer.warning is not None:
        app.notify(warning_text(tr, trainer.warning), severity="warning")
    return trainer


class PuzzleScreen(TranslatedScreen):
    """The trainer of one variant; starts at ``puzzle`` or the next one due."""

    DEFAULT_CSS = """
    PuzzleScreen { overflow: hidden; }
    PuzzleScreen #main { height: 1fr; width: 100%; }
    PuzzleScreen #board { width: 1fr; height: 1fr; }
    PuzzleScreen #side { width: 38; height: 1fr; padding: 0 1; }
    PuzzleScreen #puzzle { height: auto; }
    PuzzleScreen #goal { height: auto; margin-top: 1; text-style: bold; }
    PuzzleScreen #progress { height: auto; margin-top: 1; }
    PuzzleScreen #played { height: auto; margin-top: 1; color: $text-muted; }
    PuzzleScreen #help { height: auto; margin-top: 1; color: $text-muted; }
    PuzzleScreen #status { height: auto; max-height: 2; padding: 0 1; background: $boost; }
    PuzzleScreen #status.-capture { background: $error; color: $text; text-style: bold; }
    PuzzleScreen #status.-error { color: $warning; text-style: bold; }
    PuzzleScreen #status.-thinking { color: $text-muted; }
    PuzzleScreen #too-small { display: none; }
    PuzzleScreen.-too-small #main { display: none; }
    PuzzleScreen.-too-small #status { display: none; }
    PuzzleScreen.-too-small #too-small {
        display: block;
        height: 1fr;
        width: 1fr;
        content-align: center middle;
        text-align: center;
        color: $warning;
        text-style: bold;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("h", "hint", "puzzles.key.hint"),
        Binding("s", "solution", "puzzles.key.solution"),
        Binding("r", "retry", "puzzles.key.retry"),
        Binding("n", "next", "puzzles.key.next"),
        Binding("a", "analyse", "puzzles.key.analyse", show=False),
        Binding("f", "flip", "key.flip", show=False),
        Binding("escape", "back", "puzzles.key.back"),
        Binding("q", "app.quit", "key.quit", show=False),
    ]

    def __init__(self, trainer: PuzzleTrainer, puzzle: Puzzle | None = None) -> None:
        super().__init__()
        self.trainer = trainer
        self.reply_delay = REPLY_DELAY
        self.selection = sel.NO_SELECTION
        self.message: tuple[str, str] | None = None  # (text, kind) instead of the default
        self.hint_square: int | None = None
        self.recorded: Recorded | None = None
        self.last_verdict: Verdict | None = None
        self.turned = False  # the player turned the board (f)
        self.shown = 0  # how many of the attempt's moves the board shows
        self._timer: Timer | None = None
        self._language = ""
        self.attempt = self._first_attempt(puzzle or trainer.next_puzzle())

    # ------------------------------------------------------------- plumbing

    @property
    def rules(self) -> Rules:
        return self.trainer.puzzle_set.rules

    @property
    def pending(self) -> bool:
        """Moves of the computer still to show."""
        return self.shown < len(self.attempt.moves)

    @property
    def position(self) -> Position:
        """The position on the board."""
        return self.attempt.positions[self.shown]

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="main"):
            yield BoardView(id="board")
            with Vertical(id="side"):
                yield Static(id="puzzle", markup=False)
                yield Static(id="goal", markup=False)
                yield Static(id="progress", markup=False)
                yield Static(id="played", markup=False)
                yield Static(id="help", markup=False)
        yield StatusBar(id="status")
        yield Static(id="too-small")
        yield Footer(show_command_palette=False, compact=True)

    def on_mount(self) -> None:
        self.query_one(BoardView).focus()
        self._apply_language()
        self._check_size()
        self.refresh_view()
        self._place_cursor()  # once the board knows its orientation

    def on_resize(self, event: events.Resize) -> None:
        self._check_size()

    def _check_size(self) -> None:
        check_size(self, self.tr, self.rules.board_size)

    def _apply_language(self) -> None:
        tr = self.tr
        self._language = tr.language
        self.title = tr("app.title")
        self.sub_title = tr("puzzles.subtitle", variant=variant_name(tr, self.rules))
        self.refresh_bindings()  # the footer in the new language
        for icon in self.query("HeaderIcon"):
            icon.tooltip = tr("palette.icon")
        self.query_one("#help", Static).update(tr("puzzles.help"))

    def on_dames_app_settings_changed(self, message: Message) -> None:
        if self.tr.language != self._language:
            self._apply_language()
            self._check_size()
        self.refresh_view()

    @property
    def flipped(self) -> bool:
        """The player's side at the bottom (as the settings put the side one
        plays), unless turned with ``f``."""
        black_below = self.settings.bottom_color(self.attempt.player) is Color.BLACK
        return black_below != self.turned

    def _place_cursor(self) -> None:
        player = self.attempt.player
        own = sorted(s for s, p in self.attempt.start.pieces().items() if p.color is player)
        if own:
            board = self.query_one(BoardView)
            board.place_cursor(own[-1] if player is Color.BLACK else own[0])

    # ------------------------------------------------------------- the view

    def _may_move(self) -> bool:
        attempt = self.attempt
        return not self.pending and not attempt.finished and self.position.turn is attempt.player

    def refresh_view(self) -> None:
        """Redraw the board, the side panel and the status line."""
        attempt, settings, tr = self.attempt, self.settings, self.tr
        position = self.position
        moves = position.legal_moves() if self._may_move() else []
        capturers: frozenset[int] = frozenset()
        if moves and not self.selection.active and position.must_capture():
            capturers = frozenset(position.capturing_squares())
        board = self.query_one(BoardView)
        paint(board, settings)
        moving, taken = sel.rafle_so_far(position, self.selection)
        hint = None
        if self.hint_square is not None and self._may_move():
            hint = Move(self.hint_square, (self.hint_square,))  # the piece alone is marked
        board.state = board_state(
            self.app,
            settings,
            tr,
            position,
            flipped=self.flipped,
            selected=self.selection.start,
            path=self.selection.path,
            targets=sel.next_squares(moves, self.selection),
            capturers=capturers,
            last_move=attempt.moves[self.shown - 1] if self.shown else None,
            hint=hint,
            moving=moving,
            taken=taken,
        )
        self._show_panel()
        self._show_status()

    def _show_panel(self) -> None:
        tr, attempt, puzzle = self.tr, self.attempt, self.attempt.puzzle
        total = len(self.trainer.puzzle_set.puzzles)
        number = tr("puzzles.number", number=puzzle.number, total=total)
        level = tr("puzzles.difficulty", difficulty=puzzle.difficulty, rating=puzzle.rating)
        self.query_one("#puzzle", Static).update(f"{number}\n{level}")
        goal = "puzzles.goal.white" if attempt.player is Color.WHITE else "puzzles.goal.black"
        self.query_one("#goal", Static).update(tr(goal))
        record = self.trainer.record
        self.query_one("#progress", Static).update(
            "\n".join(
                (
                    tr("puzzles.rating", rating=record.rating),
                    tr("puzzles.streak", streak=record.streak, best=record.best_streak),
                    tr("puzzles.tally", solved=record.solved, failed=record.failed),
                )
            )
        )
        shown = attempt.moves[: self.shown]
        played = (
            tr("puzzles.moves", moves=move_texts(shown, self.rules))
            if shown
            else tr("puzzles.moves.none")
        )
        self.query_one("#played", Static).update(played)

    def _default_status(self) -> tuple[str, str]:
        tr, attempt = self.tr, self.attempt
        if self.selection.path:
            return tr("status.continue_capture"), "capture"
        if self.selection.start is not None:
            square = square_label(self.rules, self.selection.start)
            return tr("status.select_target", square=square), "info"
        if attempt.finished:
            return tr("puzzles.over"), "info"
        if self.shown and self.position.must_capture():
            return tr("status.must_capture"), "capture"
        if self.shown:
            return tr("puzzles.correct"), "info"
        task = "puzzles.task.white" if attempt.player is Color.WHITE else "puzzles.task.black"
        return tr(task), "info"

    def _show_status(self) -> None:
        text, kind = self.message or self._default_status()
        self.query_one(StatusBar).show(text, kind)

    def say(self, text: str, kind: str = "info") -> None:
        """Show ``text`` (in the player's language) until the next change."""
        self.message = (text, kind)
        self._show_status()

    # ---------------------------------------------------------------- moves

    @on(BoardView.SquareChosen)
    def square_chosen(self, message: BoardView.SquareChosen) -> None:
        if self.pending:
            self._show_all()  # a click during the answer: show it at once
            if not self._may_move():
                return  # what the answer means stays on the status line
        if not self._may_move():
            if self.message is None:
                self.say(self.tr("puzzles.over"))
            return
        outcome = sel.click(
            self.position,
            self.position.legal_moves(),
            self.selection,
            message.square,
            self.attempt.player,
        )
        self.selection = outcome.selection
        self.message = None
        if outcome.move is not None:
            self.play_move(outcome.move)
            return
        if outcome.message is not None:
            self.message = (sel.message_text(self.tr, outcome), sel.message_kind(outcome))
        self.refresh_view()

    @on(BoardView.Cancelled)
    def selection_cancelled(self) -> None:
        if self.selection.active:
            self.selection = sel.NO_SELECTION
            self.say(self.tr("status.cancelled"))
            self.refresh_view()
        else:
            self.action_back()

    def play_move(self, move: Move) -> None:
        """The player's ``move``: judged, shown, then answered after a pause."""
        tr = self.tr
        verdict = self.attempt.play(move)
        self.last_verdict = verdict
        self.selection = sel.NO_SELECTION
        self.hint_square = None
        self.shown = len(self.attempt.moves) - len(verdict.answer)
        text = format_one(move, self.rules)
        if verdict.kind is VerdictKind.WRONG:
            self._record()
            self.message = (tr("puzzles.wrong.waiting", move=text), "error")
        elif verdict.kind is VerdictKind.SOLVED:
            self._record()
            self.message = (tr("puzzles.correct.waiting"), "thinking")
        else:
            self.message = (tr("puzzles.correct.waiting"), "thinking")
        self._answer()

    def _answer(self) -> None:
        """Show the next move still hidden after a pause, or settle."""
        self.refresh_view()
        if self.pending:
            if self._timer is None:
                self._timer = self.set_timer(self.reply_delay, self._step)
        else:
            self._settled()

    def _step(self) -> None:
        self._timer = None
        self.shown = min(self.shown + 1, len(self.attempt.moves))
        self._answer()

    def _show_all(self) -> None:
        self._stop_timer()
        self.shown = len(self.attempt.moves)
        self._settled()

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _settled(self) -> None:
        """Every move is on the board: say what it means."""
        tr, verdict, attempt = self.tr, self.last_verdict, self.attempt
        self.message = None
        if attempt.revealed:
            line = move_texts(attempt.line, self.rules)
            self.message = (tr("puzzles.solution", line=line), "info")
        elif verdict is not None and verdict.kind is VerdictKind.WRONG and attempt.failed:
            move = format_one(verdict.move, self.rules)
            if verdict.answer:
                answer = move_texts(verdict.answer, self.rules)
                text = tr("puzzles.wrong", move=move, answer=answer)
            else:
                text = tr("puzzles.wrong.no_answer", move=move)
            text += " " + self._rating_text() + " " + tr("puzzles.after_wrong")
            self.message = (" ".join(text.split()), "error")
        elif verdict is not None and verdict.kind is VerdictKind.SOLVED and attempt.solved:
            key = "puzzles.solved.alternative" if verdict.alternative else "puzzles.solved"
            self.message = (tr(key) + " " + self._rating_text(), "info")
        self.refresh_view()

    def _rating_text(self) -> str:
        recorded = self.recorded
        if recorded is None:
            return self.tr("puzzles.practice")
        before, after = recorded.before.rating, recorded.after.rating
        return self.tr("puzzles.rating_change", before=before, after=after)

    def _record(self) -> None:
        """Write the attempt's outcome down, once it is decided."""
        recorded = self.trainer.finish(self.attempt)
        if recorded is None:
            return
        self.recorded = recorded
        if recorded.warning is not None:
            self.app.notify(warning_text(self.tr, recorded.warning), severity="warning")
        if recorded.error is not None:
            text = storage_failure_text(self.tr, "puzzles", recorded.error)
            self.app.notify(text, severity="error")

    # -------------------------------------------------------------- actions

    def action_hint(self) -> None:
        if self.pending:
            self._show_all()
        if not self._may_move():
            self.say(self.tr("puzzles.over"))
            return
        self.hint_square = self.attempt.hint()
        self.selection = sel.NO_SELECTION
        square = square_label(self.rules, self.hint_square)
        self.message = (self.tr("puzzles.hint", square=square), "info")
        self.refresh_view()

    def action_solution(self) -> None:
        self._stop_timer()
        kept = self.attempt.solution()
        self._record()
        self.selection = sel.NO_SELECTION
        self.hint_square = None
        self.shown = min(self.shown, kept)
        line = move_texts(self.attempt.line, self.rules)
        self.message = (self.tr("puzzles.solution", line=line), "info")
        self._answer()

    def action_retry(self) -> None:
        self._stop_timer()
        self.attempt.retry()
        self.recorded = None  # a retry is practice: nothing more is recorded
        self.shown = 0
        self.selection = sel.NO_SELECTION
        self.hint_square = None
        self.last_verdict = None
        self.message = (self.tr("puzzles.retry"), "info")
        self.refresh_view()

    def action_next(self) -> None:
        self._stop_timer()
        self.message = None
        try:
            self.attempt = self._first_attempt(self.trainer.next_puzzle(self.attempt.puzzle))
        except PuzzleSetError:  # not one other puzzle reads: this one stays
            self.say(self.tr("puzzles.all_damaged"), "error")
            return
        self.shown = 0
        self.selection = sel.NO_SELECTION
        self.hint_square = None
        self.last_verdict = None
        self.recorded = None
        self.refresh_view()
        self._place_cursor()

    def _first_attempt(self, puzzle: Puzzle) -> PuzzleAttempt:
        """An attempt at ``puzzle``, or at the next one that reads (a
        damaged puzzle is said and skipped)."""
        puzzles = self.trainer.puzzle_set.puzzles
        for _ in puzzles:
            try:
                return self.trainer.attempt(puzzle)
            except PuzzleError as error:
                self.message = (self.tr("puzzles.damaged", number=error.number), "error")
                puzzle = self.trainer.next_puzzle(puzzle)
        raise PuzzleSetError("empty", "no puzzle of the set reads")

    def action_analyse(self) -> None:
        game = self.attempt.game(self.shown)
        self._stop_timer()
        self.dames.open_analysis(game, flipped=self.flipped)

    def action_flip(self) -> None:
        self.turned = not self.turned
        self.refresh_view()

    def action_back(self) -> None:
        self._stop_timer()
        self.app.pop_screen()


def format_one(move: Move, rules: Rules) -> str:
    return move_texts((move,), rules)
