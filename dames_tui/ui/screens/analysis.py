"""The analysis board: walk a game, try other moves, and read the engine's
best lines for every position.

The Textual-free :class:`~dames_tui.flow.analysis.AnalysisSession` holds the
game tree and the lines; this screen draws the board with an evaluation bar
beside it, the best lines (multi-PV) with their depth and score from White's
side, and the moves with their variations, and routes the keys: ←/→/Home/End
walk the line on the board, ↓ goes to the next alternative of the move,
a move played on the board (clicks, or typed after ``i``) follows the game
or starts a variation, Delete removes a variation, ``p`` makes it the main
line, ``w`` saves the game with its variations as PDN, ``g`` plays on from the position against the computer, Escape goes
back. The engine analyses continuously through the screen's
:class:`EngineDriver`, restarted at every change of position.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Header, Input, Static
from textual.worker import Worker

from dames_tui.core import AmbiguousMoveError, Color, DraughtsError, Move
from dames_tui.engine import AnalysisLine
from dames_tui.flow.analysis import AnalysisSession, Step
from dames_tui.flow.players import line_text
from dames_tui.i18n import Translator
from dames_tui.i18n.errors import error_text
from dames_tui.review import expected_result

from .. import selection as sel
from ..board_look import board_state, check_size, paint
from ..engine_driver import EngineDriver
from ..keys import TranslatedScreen
from ..texts import men_text, move_examples, side_name, variant_name
from ..widgets.board import BoardView
from ..widgets.eval_bar import EvalBar
from ..widgets.move_entry import MoveEntry
from ..widgets.status_bar import StatusBar
from ..widgets.tree_moves import TreeMoves
from .game_files import ask_path, default_pdn_path

LINE_MOVES = 8  # moves of each line shown
ANALYSIS_SIDE = 44  # columns beside the board: the panel and the evaluation bar


class AnalysisScreen(TranslatedScreen):
    """The analysis board on ``session``'s tree."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # before the board's cursor keys: the arrows walk the moves here
        Binding("left", "go('previous')", "key.analysis_back", priority=True),
        Binding("right", "go('next')", "key.analysis_forward", priority=True),
        Binding("home", "go('first')", "key.analysis_first", show=False, priority=True),
        Binding("end", "go('last')", "key.analysis_last", show=False, priority=True),
        Binding("down", "next_variation", "key.analysis_variation", show=False, priority=True),
        Binding("delete", "delete_variation", "key.analysis_delete", show=False),
        Binding("p", "promote", "key.analysis_promote", show=False),
        Binding("g", "play_from_here", "key.analysis_play"),
        Binding("i", "type_move", "key.type", show=False),
        Binding("w,ctrl+s", "save_pdn", "key.save", show=False),
        Binding("f", "flip", "key.flip", show=False),
        Binding("n", "numbers", "key.numbers", show=False),
        Binding("escape", "leave", "key.watch_leave"),
    ]

    def __init__(self, session: AnalysisSession, *, flipped: bool = False) -> None:
        super().__init__()
        self.session = session
        self.engine = EngineDriver(self, session.jobs)
        self.flipped = flipped
        self.selection = sel.NO_SELECTION
        self.message: tuple[str, str] | None = None
        self._lines_shown: str | None = None
        self._language = ""  # of the footer's keys

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="main"):
            yield EvalBar(id="eval-bar")
            yield BoardView(id="board")
            with Vertical(id="side"):
                yield Static(id="lines")
                with VerticalScroll(id="tree-scroll"):
                    yield TreeMoves(id="tree")
        yield StatusBar(id="status")
        yield Static(id="too-small")
        rules = self.session.tree.rules
        yield MoveEntry(self.tr("input.placeholder", **move_examples(rules)), id="entry")
        yield Footer(show_command_palette=False, compact=True)

    def on_resize(self) -> None:
        self._check_size()

    def _check_size(self) -> None:
        check_size(self, self.tr, self.session.tree.rules.board_size, ANALYSIS_SIDE)

    def on_mount(self) -> None:
        self._language = self.tr.language
        self._check_size()
        self.title = self.tr("analysis.title")
        self.sub_title = variant_name(self.tr, self.session.tree.rules)
        self.query_one("#tree-scroll").border_title = self.tr("panel.moves")
        self.query_one(BoardView).focus()
        self._changed()

    def on_dames_app_settings_changed(self) -> None:
        if self.tr.language != self._language:  # the footer is built again
            self._language = self.tr.language
            self.refresh_bindings()
        self._check_size()
        self.refresh_view()

    # ------------------------------------------------------------- the view

    def refresh_view(self) -> None:
        session, tree = self.session, self.session.tree
        settings = self.dames.settings
        board = self.query_one(BoardView)
        paint(board, settings)
        moves = tree.legal_moves()
        capturers: frozenset[int] = frozenset()
        if moves and not self.selection.active and tree.position.must_capture():
            capturers = frozenset(tree.position.capturing_squares())
        moving, taken = sel.rafle_so_far(tree.position, self.selection)
        best = session.lines[0].move if session.lines else None
        board.state = board_state(
            self.app,
            settings,
            self.tr,
            tree.position,
            flipped=self.flipped,
            selected=self.selection.start,
            path=self.selection.path,
            targets=sel.next_squares(moves, self.selection),
            capturers=capturers,
            last_move=tree.cursor.move,
            hint=best,
            moving=moving,
            taken=taken,
        )
        white = session.score_for(Color.WHITE)
        share = None if white is None else expected_result(white)
        self.query_one(EvalBar).show(share, white_below=not self.flipped)
        lines = "\n".join(self.lines_text())
        if lines != self._lines_shown:  # an update lays the panel out again
            self._lines_shown = lines
            self.query_one("#lines", Static).update(lines)
        self.query_one(TreeMoves).show(tree, self.tr("movelist.empty"))
        text, kind = self.message or self._default_status()
        self.query_one(StatusBar).show(text, kind)

    def lines_text(self) -> list[str]:
        """The engine panel: what it does, then each line with its score."""
        tr, session, tree = self.tr, self.session, self.session.tree
        if not session.can_analyse:
            return [tr("analysis.no_moves")]
        lines = session.lines
        if not lines:
            return [tr("analysis.thinking")]
        head = tr("analysis.depth", depth=lines[0].depth)
        out = [head]
        for number, line in enumerate(lines, 1):
            score = score_words(tr, line, white_to_move=tree.turn is Color.WHITE)
            moves = line_text(tree.position, line.pv, LINE_MOVES)
            out.append(f"{number}. {score}  {moves}")
        return out

    def _default_status(self) -> tuple[str, str]:
        tr, tree = self.tr, self.session.tree
        if self.selection.path:
            return tr("status.continue_capture"), "capture"
        if tree.legal_moves() and tree.position.must_capture():
            return tr("status.must_capture"), "capture"
        where = tr("analysis.main_line") if tree.cursor.is_main_line else tr("analysis.variation")
        side = side_name(tr, tree.turn)
        return tr("analysis.status", side=side, where=where), "info"

    def say(self, key: str, kind: str = "info", **values: object) -> None:
        self.message = (self.tr(key, **values), kind)
        self.refresh_view()

    # ----------------------------------------------------------- the engine

    def _changed(self) -> None:
        """After any change of position: a fresh view and a new analysis."""
        self.selection = sel.NO_SELECTION
        self.engine.cancel()
        if self.session.can_analyse:
            self.engine.start("analyse", self.session.job())
        self.refresh_view()

    @on(EngineDriver.Progress)
    def analysis_progress(self, message: EngineDriver.Progress) -> None:
        if self.session.take_lines(message.request, message.info):
            self.refresh_view()

    @on(EngineDriver.Done)
    def analysis_done(self, message: EngineDriver.Done) -> None:
        if self.session.take_lines(message.request, message.result, done=True):
            self.refresh_view()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        failed = self.engine.failed(event)
        if failed is False:
            return
        where = str(failed) if failed else self.tr("crash.no_report")
        self.message = (self.tr("crash.engine", path=where), "error")
        self.refresh_view()

    def on_unmount(self) -> None:
        self.engine.cancel()

    # ------------------------------------------------------------ the moves

    def action_go(self, step: Step) -> None:
        self.message = None
        if self.session.go(step):
            self._changed()
        else:
            self.refresh_view()

    def action_next_variation(self) -> None:
        if self.session.next_variation():
            self.message = None
            self._changed()
        else:
            self.say("analysis.no_variation")

    def action_delete_variation(self) -> None:
        if self.session.delete_variation():
            self.message = (self.tr("analysis.deleted"), "info")
            self._changed()
        else:
            self.say("analysis.main_line_kept")

    def action_promote(self) -> None:
        if self.session.promote():
            self.say("analysis.promoted")
        else:
            self.say("analysis.already_main")

    @on(BoardView.SquareChosen)
    def square_chosen(self, message: BoardView.SquareChosen) -> None:
        tree = self.session.tree
        outcome = sel.click(
            tree.position,
            tree.legal_moves(),
            self.selection,
            message.square,
            tree.turn,
            tree.held_king,
        )
        self.selection = outcome.selection
        self.message = None
        if outcome.move is not None:
            self._play(outcome.move)
            return
        if outcome.message is not None:
            self.message = (sel.message_text(self.tr, outcome), sel.message_kind(outcome))
        self.refresh_view()

    @on(BoardView.Cancelled)
    def selection_cancelled(self) -> None:
        """Escape on the board: the piece chosen is put back, else the board
        is left."""
        if self.selection.active:
            self.selection = sel.NO_SELECTION
            self.refresh_view()
        else:
            self.action_leave()

    def _play(self, move: Move) -> None:
        try:
            self.session.play(move)
        except DraughtsError as error:  # the same-king rule holds this king back
            self.selection = sel.NO_SELECTION
            self.message = (error_text(self.tr, error), "error")
            self.refresh_view()
            return
        self.message = None
        self._changed()

    def action_type_move(self) -> None:
        self.query_one(MoveEntry).focus()

    @on(MoveEntry.Left)
    def entry_left(self) -> None:
        self.query_one(BoardView).focus()

    @on(Input.Submitted, "#entry")
    def move_typed(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        event.input.value = ""
        if not text:
            return
        from dames_tui.notation import parse_move

        tree = self.session.tree
        try:
            move = parse_move(tree.position, text)
        except AmbiguousMoveError as error:
            self.say(
                "status.typed_ambiguous", "error", text=text, options=", ".join(error.candidates)
            )
            return
        except DraughtsError:
            self.say("status.typed_illegal", "error", text=text)
            return
        self.query_one(BoardView).focus()
        self._play(move)

    # -------------------------------------------------------------- actions

    def action_play_from_here(self) -> None:
        """Play on from the position on the board against the computer (the
        line that leads to it kept as the game's moves), on the side chosen."""
        game = self.session.tree.to_game()
        if game.is_over or not game.legal_moves():
            self.say("watch.cannot_start")
            return
        self.engine.cancel()
        self.dames.play_from_analysis(game)

    def action_save_pdn(self) -> None:
        """Save the game with its variations as a PDN file."""
        tr = self.tr

        def save(path: Path) -> None:
            saved = self.dames.keeper.save_tree_pdn(self.session.tree, path)
            if saved is not None:
                self.say("status.saved_pdn", path=saved)

        def refused(key: str) -> None:
            self.say(key, "error")

        ask_path(self, tr, "pdn.save_title", str(default_pdn_path()), save, refused)

    def action_flip(self) -> None:
        self.flipped = not self.flipped
        self.refresh_view()

    def action_numbers(self) -> None:
        self.dames.update_settings(show_numbers=not self.dames.settings.show_numbers)
        self.refresh_view()  # in the key's frame, not after the message of the settings

    def action_leave(self) -> None:
        self.engine.cancel()
        self.dismiss()


def score_words(tr: Translator, line: AnalysisLine, *, white_to_move: bool) -> str:
    """A line's score from White's side: "+0,35", "Blancs gagnent en 3"."""
    score = line.score if white_to_move else -line.score
    mate = line.mate_in if line.mate_in is None or white_to_move else -line.mate_in
    if mate is not None:
        side = side_name(tr, Color.WHITE if mate > 0 else Color.BLACK)
        return tr("analysis.wins_in", side=side, moves=abs(mate))
    return men_text(tr, score)
