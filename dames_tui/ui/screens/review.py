"""The review of a game: every move scored by the engine, the mistakes marked.

The analysis (:func:`dames_tui.review.analyse_game`, through the job of
:func:`dames_tui.flow.reviewing.review_job`) runs in the screen's
:class:`EngineDriver` worker with a progress bar, while the board, the
move list and the graph stay in use: each move reviewed shows its mark at
once. A review found in the game (:func:`~dames_tui.flow.reviewing.stored_review`)
is shown without searching again (an incomplete one goes on from where it
stopped); a complete one is stored in the game
(:func:`~dames_tui.flow.reviewing.keep_review`), so the autosave and a game
saved as PDN keep it.

The move list shows each move's mark (sign and colour); the move under its
cursor is on the board, with the engine's better move drawn on it (the
hint's colours) when there is one, and the panel under the list gives the
scores before and after it, for the side the review is for (the player's,
else White), its mark and the better move with its line. The evaluation
graph covers the whole game, the marked moves dotted and the move shown as
a line.

Keys: ← → Home End (and the move list's own), ``m`` / ``M`` the next and
previous marked move, ``f`` flip, ``n`` numbers, ``w`` save the annotated
game as PDN (signs and comments), Escape back.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Header, ProgressBar, Static
from textual.worker import Worker

from dames_tui.core import Color
from dames_tui.engine.score import is_win_score, mate_in
from dames_tui.flow.reviewing import (
    DEFAULT_BUDGET,
    Analyse,
    ReviewProgress,
    graph_points,
    keep_review,
    review_job,
    stored_review,
)
from dames_tui.game import Game
from dames_tui.i18n import Translator
from dames_tui.notation import format_move_short
from dames_tui.review import Budget, GameReview, Mark, PlyReview, analyse_game, annotated_pdn
from dames_tui.review.annotate import line_texts
from dames_tui.review.marks import chances
from dames_tui.storage import StorageError, atomic_write_text

from .. import terminal
from ..board_look import board_state, paint
from ..engine_driver import EngineDriver
from ..keys import TranslatedScreen
from ..texts import count_text, side_name, storage_failure_text, variant_name
from ..widgets.board import BoardView
from ..widgets.eval_graph import EvalGraph, GraphDot, GraphLook
from ..widgets.move_list import MoveList, MoveMark
from ..widgets.status_bar import StatusBar
from .game_files import ask_path, default_pdn_path

#: the colours of the marks (lidraughts' and lichess's: told apart by most
#: colour-blind players too)
MARK_COLOURS: dict[Mark, tuple[int, int, int]] = {
    Mark.INACCURACY: (0x56, 0xB4, 0xE9),
    Mark.MISTAKE: (0xE6, 0x9F, 0x00),
    Mark.BLUNDER: (0xDF, 0x53, 0x53),
}


def mark_style(mark: Mark) -> str:
    """The Rich style of a marked move."""
    red, green, blue = MARK_COLOURS[mark]
    return f"bold #{red:02x}{green:02x}{blue:02x}"


def men_score_text(tr: Translator, centi: int) -> str:
    """A score in men with two decimals and a sign, with the language's
    decimal mark ("+0,35" / "+0.35"), or a win or loss in so many moves."""
    if is_win_score(centi):
        moves = mate_in(centi) or 0
        count = count_text(tr, "turns", abs(moves))
        return tr("eval.win_in" if moves > 0 else "eval.loss_in", moves=count)
    if centi == 0:
        text = "0.00"
    else:
        whole, part = divmod(abs(centi), 100)
        text = f"{'+' if centi > 0 else '-'}{whole}.{part:02d}"
    return text.replace(".", ",") if tr.language == "fr" else text


class ReviewScreen(TranslatedScreen):
    """The review of ``game`` for ``human`` (the side whose scores are shown;
    None: the side PDN calls White). ``budget`` and ``analyse`` replace the
    search of each position and the analysis itself (tests)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "go(-1)", "review.screen.key.browse", show=False),
        Binding("right", "go(1)", show=False),
        Binding("home", "go(-100000)", show=False),
        Binding("end", "go(100000)", show=False),
        Binding("m", "mark(1)", "review.screen.key.next_mark"),
        Binding("M", "mark(-1)", "review.screen.key.previous_mark", show=False),
        Binding("f", "flip", "key.flip"),
        Binding("n", "numbers", "key.numbers", show=False),
        Binding("w,ctrl+s", "save_pdn", "review.screen.key.save"),
        Binding("escape", "leave", "review.screen.key.leave"),
    ]

    #: the search of each position (a class attribute, so tests may change it)
    budget: ClassVar[Budget] = DEFAULT_BUDGET
    analyse: ClassVar[Analyse] = staticmethod(analyse_game)

    def __init__(
        self,
        game: Game,
        human: Color | None = None,
        *,
        flipped: bool | None = None,
        budget: Budget | None = None,
        analyse: Analyse | None = None,
    ) -> None:
        super().__init__()
        self.game = game
        self.human = human
        self._flipped = flipped
        self._language = ""  # the language the titles and footer are in
        self._budget = budget if budget is not None else type(self).budget
        self._analyse = analyse if analyse is not None else type(self).analyse
        self.engine = EngineDriver(self)
        #: the review shown: stored in the game, or the analysis's result
        self.review: GameReview | None = stored_review(game)
        self._stored = self.review is not None and self.review.complete
        #: the analysis's progress while it runs
        self.progress: ReviewProgress | None = None
        self.selected: int | None = len(game.moves) - 1 if game.moves else None
        self.message: tuple[str, str] | None = None
        self._texts = game.move_texts()
        self._shown: dict[str, object] = {}  # what each part shows, not to redraw it again

    @property
    def viewpoint(self) -> Color:
        """The side whose scores are shown."""
        if self.human is not None:
            return self.human
        return self.game.rules.pdn_colour(Color.WHITE)

    @property
    def flipped(self) -> bool:
        if self._flipped is not None:
            return self._flipped
        return self.dames.settings.bottom_color(self.viewpoint) is Color.BLACK

    @property
    def plies(self) -> tuple[PlyReview, ...]:
        """The moves reviewed: the analysis's so far, then those of a review
        stored before it (shown until the analysis gets to them)."""
        progress = self.progress.plies if self.progress is not None else ()
        stored = self.review.plies if self.review is not None else ()
        if len(progress) >= len(stored):
            return progress
        return progress + stored[len(progress) :]

    @property
    def running(self) -> bool:
        return self.engine.busy == "review"

    # -------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="main"):
            yield BoardView(id="board")
            with Vertical(id="side"):
                with Vertical(id="progress-box"):
                    yield Static(id="progress-text", markup=False)
                    yield ProgressBar(id="progress", show_eta=False)
                yield Static(id="summary", markup=False)
                yield MoveList(id="moves")
                yield Static(id="detail", markup=False)
        yield EvalGraph(id="graph")
        yield StatusBar(id="status")
        yield Footer(show_command_palette=False, compact=True)

    def on_mount(self) -> None:
        board = self.query_one(BoardView)
        board.can_focus = False  # nothing to play here: the keys walk the moves
        self._apply_language()
        moves = self.query_one(MoveList)
        if self.selected is not None:
            moves.put_cursor(self.selected)
        moves.focus()
        if self.game.moves and not (self.review is not None and self.review.complete):
            self._start()
        self.refresh_view()
        self.call_after_refresh(self._scroll_to_selected)

    def _scroll_to_selected(self) -> None:
        """Bring the move shown into the list's view once it is laid out."""
        if self.selected is not None:
            self.query_one(MoveList).put_cursor(self.selected)

    def on_dames_app_settings_changed(self) -> None:
        if self.tr.language != self._language:
            self._apply_language()
            self.refresh_bindings()  # the footer: rebuilt only for a new language
        self.refresh_view()

    def _apply_language(self) -> None:
        tr = self.tr
        self._language = tr.language
        self.title = tr("review.screen.title")
        self.sub_title = variant_name(tr, self.game.rules)
        self.query_one("#moves", MoveList).border_title = tr("panel.moves")
        side = side_name(tr, self.viewpoint)
        key = "review.screen.graph_you" if self.human is not None else "review.screen.graph_side"
        self.query_one(EvalGraph).border_title = tr(key, side=side)

    # ------------------------------------------------------------ analysis

    def _start(self) -> None:
        job = review_job(self.game, self._budget, self._analyse, resume=self.review)
        kept = self.review.plies if self.review is not None else ()
        self.progress = ReviewProgress(kept, len(self.game.moves))
        self.engine.start("review", job)

    @on(EngineDriver.Progress)
    def analysis_progress(self, message: EngineDriver.Progress) -> None:
        if not self.engine.wanted(message):
            return
        self.progress = cast(ReviewProgress, message.info)
        self.refresh_view()

    @on(EngineDriver.Done)
    def analysis_done(self, message: EngineDriver.Done) -> None:
        if not self.engine.take(message):
            return
        review = cast(GameReview, message.result)
        self.progress = None
        self.review = review
        if review.complete:
            keep_review(self.game, review, self.tr)
        self.refresh_view()
        self.call_after_refresh(self._scroll_to_selected)  # the list's height changed

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        failed = self.engine.failed(event)
        if failed is False:
            return
        where = str(failed) if failed else self.tr("crash.no_report")
        self.message = (self.tr("crash.engine", path=where), "error")
        self.refresh_view()

    def on_unmount(self) -> None:
        self.engine.cancel()

    # ------------------------------------------------------------- drawing

    def refresh_view(self) -> None:
        plies = self.plies
        self._show_progress(plies)
        self._show_moves(plies)
        self._show_board(plies)
        self._show_detail(plies)
        self._show_graph(plies)
        text, kind = self.message or self._default_status()
        self.query_one(StatusBar).show(text, kind)

    def _changed(self, part: str, what: object) -> bool:
        """Whether ``part`` is to show something else than ``what`` it shows
        (then it is taken as shown): a redraw of the same text costs a layout."""
        if self._shown.get(part, self) == what:
            return False
        self._shown[part] = what
        return True

    def _reviewed(self, plies: tuple[PlyReview, ...], index: int | None) -> PlyReview | None:
        if index is None or index >= len(plies):
            return None
        return plies[index]

    def _show_progress(self, plies: tuple[PlyReview, ...]) -> None:
        tr, total = self.tr, len(self.game.moves)
        box = self.query_one("#progress-box")
        summary = self.query_one("#summary", Static)
        box.display = self.running
        summary.display = not self.running
        if self.running:
            done = len(self.progress.plies) if self.progress is not None else 0
            if self._changed("progress", (done, total, tr.language)):
                self.query_one("#progress", ProgressBar).update(total=max(1, total), progress=done)
                text = tr("review.screen.progress", done=done, total=total)
                self.query_one("#progress-text", Static).update(text)
            return
        if self._changed("summary", (self.review, tr.language)):
            summary.update(self._summary(plies))

    def _summary(self, plies: tuple[PlyReview, ...]) -> Text:
        """Each side's accuracy and marks, as a small table."""
        tr, review = self.tr, self.review
        if not self.game.moves:
            return Text(tr("review.no_moves"))
        first = self.game.start.turn
        rows: list[tuple[str, str, dict[Mark, int]]] = []
        for color in (first, first.opponent):
            side = side_name(tr, color)
            if color is self.human:
                side = tr("review.screen.side_you", side=side)
            accuracy = review.accuracy(color) if review is not None else None
            value = "–" if accuracy is None else tr("review.screen.percent", value=round(accuracy))
            counts = review.marks(color) if review is not None else dict.fromkeys(Mark, 0)
            rows.append((side, value, counts))
        head = tr("review.screen.accuracy")
        name_width = max(len(side) for side, _, _ in rows)
        value_width = max(len(head), *(len(value) for _, value, _ in rows))
        text = Text(" " * name_width + "  " + head.rjust(value_width), style="dim")
        for mark in Mark:
            text.append(mark.sign.rjust(4), style=mark_style(mark))
        for side, value, counts in rows:
            text.append(f"\n{side.ljust(name_width)}  {value.rjust(value_width)}")
            for mark in Mark:
                text.append(
                    str(counts[mark]).rjust(4), style=mark_style(mark) if counts[mark] else ""
                )
        return text

    def _show_moves(self, plies: tuple[PlyReview, ...]) -> None:
        marks = {
            ply.ply: MoveMark(ply.mark.sign, mark_style(ply.mark))
            for ply in plies
            if ply.mark is not None
        }
        if not self._changed("moves", (marks, self.selected, self.tr.language)):
            return
        moves = self.query_one(MoveList)
        second = self.game.start.turn is not self.game.rules.first_to_move
        moves.current = self.selected
        moves.show(self._texts, second, self.tr("movelist.empty"), marks, follow=False)

    def _show_board(self, plies: tuple[PlyReview, ...]) -> None:
        game, settings, index = self.game, self.dames.settings, self.selected
        board = self.query_one(BoardView)
        paint(board, settings)
        position = game.positions[index + 1] if index is not None else game.start
        reviewed = self._reviewed(plies, index)
        board.state = board_state(
            self.app,
            settings,
            self.tr,
            position,
            flipped=self.flipped,
            last_move=game.moves[index] if index is not None else None,
            hint=reviewed.better if reviewed is not None else None,
        )

    def _show_detail(self, plies: tuple[PlyReview, ...]) -> None:
        detail = self.query_one("#detail", Static)
        tr, index = self.tr, self.selected
        reviewed = self._reviewed(plies, index)
        if not self._changed("detail", (index, reviewed, self.running, tr.language)):
            return
        if index is None:
            detail.border_title = ""
            detail.update(Text(tr("review.no_moves")))
            return
        mover = self.game.positions[index].turn
        detail.border_title = tr(
            "review.screen.detail_title", move=self._move_label(index), side=side_name(tr, mover)
        )
        if reviewed is None:
            key = "review.screen.waiting" if self.running else "review.screen.not_reviewed"
            detail.update(Text(tr(key), style="dim"))
            return
        detail.update(self._detail_text(reviewed))

    def _move_label(self, index: int) -> str:
        """The move's number and text as the move list writes them: "12... 15-19"."""
        second = self.game.start.turn is not self.game.rules.first_to_move
        number = (index + (1 if second else 0)) // 2 + 1
        first_half = self.game.positions[index].turn is self.game.rules.first_to_move
        return f"{number}{'.' if first_half else '...'} {self._texts[index]}"

    def _detail_text(self, ply: PlyReview) -> Text:
        tr, view = self.tr, self.viewpoint
        text = Text()
        before = men_score_text(tr, ply.score_for(view, after=False))
        after = men_score_text(tr, ply.score_for(view))
        text.append(tr("review.screen.before_after", before=before, after=after))
        text.append("\n")
        if ply.mark is not None:
            name = tr(f"review.mark.{ply.mark.name.lower()}")
            text.append(f"{ply.mark.sign} {name}", style=mark_style(ply.mark))
            text.append(" · ")
        if ply.forced:
            text.append(tr("review.screen.forced"))
        elif ply.better is None:
            text.append(tr("review.screen.engine_move"))
        else:
            position = self.game.positions[ply.ply]
            best = format_move_short(position, ply.better)
            text.append(tr("review.screen.better", move=best))
            if ply.mark is None:
                text.append(" · " + tr("review.screen.close_enough"))
            line = " ".join(line_texts(position, ply.line))
            text.append("\n")
            text.append(tr("review.screen.line", line=line), style="italic")
        return text

    def _show_graph(self, plies: tuple[PlyReview, ...]) -> None:
        view = self.viewpoint
        dots = [
            GraphDot(ply.ply + 1, chances(ply.score_for(view)), MARK_COLOURS[ply.mark])
            for ply in plies
            if ply.mark is not None
        ]
        caps = terminal.current(headless=self.app.is_headless)
        look = GraphLook(symbols=caps.symbols, blocks=caps.blocks)
        selected = self.selected + 1 if self.selected is not None else None
        second = self.game.start.turn is not self.game.rules.first_to_move
        self.query_one(EvalGraph).show(
            graph_points(plies, view),
            dots,
            selected,
            len(self.game.moves),
            first_is_second_player=second,
            look=look,
        )

    def _default_status(self) -> tuple[str, str]:
        tr = self.tr
        if not self.game.moves:
            return tr("review.no_moves"), "info"
        if self.running:
            budget = self._budget_text()
            return tr("review.screen.status_running", budget=budget), "thinking"
        if self.review is None or not self.review.complete:
            return tr("review.screen.status_stopped"), "info"
        if self._stored:
            return tr("review.screen.status_stored"), "info"
        return tr("review.screen.status_done"), "info"

    def _budget_text(self) -> str:
        budget, tr = self._budget, self.tr
        if budget.depth is not None:
            return tr("review.screen.budget_depth", depth=budget.depth)
        seconds = f"{budget.time or 0:g}"
        if tr.language == "fr":
            seconds = seconds.replace(".", ",")
        return tr("review.screen.budget_time", seconds=seconds)

    # ------------------------------------------------------------- actions

    def select(self, index: int) -> None:
        """Show the move of index ``index`` (clamped to the game's moves)."""
        if not self.game.moves:
            return
        index = max(0, min(len(self.game.moves) - 1, index))
        self.selected = index
        self.query_one(MoveList).put_cursor(index)
        self.refresh_view()

    def action_go(self, step: int) -> None:
        current = self.selected if self.selected is not None else len(self.game.moves) - 1
        self.select(current + step)

    def action_mark(self, direction: int) -> None:
        """The next (1) or previous (-1) marked move, round the game's end."""
        marked = [ply.ply for ply in self.plies if ply.mark is not None]
        if not marked:
            self.message = (self.tr("review.screen.no_marks"), "info")
            self.refresh_view()
            self.message = None
            return
        current = self.selected if self.selected is not None else -1
        if direction > 0:
            later = [index for index in marked if index > current]
            self.select(later[0] if later else marked[0])
        else:
            earlier = [index for index in marked if index < current]
            self.select(earlier[-1] if earlier else marked[-1])

    @on(MoveList.Highlighted)
    def move_highlighted(self, message: MoveList.Highlighted) -> None:
        if message.plies is None or message.plies == 0:
            return
        if message.plies - 1 != self.selected:
            self.selected = message.plies - 1
            self.refresh_view()

    @on(MoveList.Left)
    def list_left(self) -> None:
        self.action_leave()

    def action_flip(self) -> None:
        self._flipped = not self.flipped
        self.refresh_view()

    def action_numbers(self) -> None:
        self.dames.update_settings(show_numbers=not self.dames.settings.show_numbers)

    def action_save_pdn(self) -> None:
        """Save the game with the review's signs and comments as PDN."""
        tr, review = self.tr, self.review
        plies = self.plies
        if not plies:
            self.message = (tr("review.screen.nothing_to_save"), "info")
            self.refresh_view()
            return
        if review is None or len(review.plies) < len(plies):
            rules = self.game.rules
            review = GameReview(rules, plies, complete=False, budget=self._budget)
        text = annotated_pdn(self.game, review, tr)

        def save(path: Path) -> None:
            try:
                atomic_write_text(path, text)
            except StorageError as error:
                self.message = (storage_failure_text(tr, "pdn", error), "error")
            else:
                self.message = (tr("status.saved_pdn", path=path), "info")
            self.refresh_view()

        def refused(key: str) -> None:
            self.message = (tr(key), "error")
            self.refresh_view()

        ask_path(self, tr, "pdn.save_title", str(default_pdn_path()), save, refused)

    def action_leave(self) -> None:
        self.engine.cancel()
        self.dismiss()
