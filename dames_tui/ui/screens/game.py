"""The game screen: draws one game against the computer and routes its keys.

What is legal and when the game is over, the Game decides; whose turn it is,
what an undo takes back and which of the computer's answers still belong to
the game, the Textual-free :class:`~dames_tui.flow.PlaySession` decides. The
screen is composed of parts, not stacked on them: the session, one
:class:`~dames_tui.ui.engine_driver.EngineDriver` that runs the computer's
jobs in thread workers, and the file actions (:class:`GameFileActions`). It
turns the player's clicks, keys and typed moves into moves and shows
everything through small widgets.

Undo after the end of a game works the same for every ending: it takes
back the player's last move (and the computer's reply), so an agreement or
a resignation is reopened like a loss on the board. The move list shows the
position at the highlighted move and plays on from there after a
confirmation.

From :data:`~dames_tui.flow.players.PONDER_LEVEL` up, and unless the
settings say no, the computer thinks on the player's time (a ``ponder``
job, stopped by the player's move, a hint, an offer or anything that
changes the game); it never counts as the computer being busy.

With a clock, the screen ticks ten times a second while the game goes on:
it redraws the clock panel and asks the session whether a flag fell. The
study tools (review, analysis, watch, editor, puzzles) stop the clock
first; ``g`` (or a move) lets it run again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.message import Message
from textual.widgets import Button, Footer, Header, Input, Static
from textual.worker import Worker

from dames_tui.core import AmbiguousMoveError, Color, DraughtsError, Move
from dames_tui.flow import PlayedGame, PlaySession
from dames_tui.flow.outside import OutsidePlayer
from dames_tui.flow.players import PONDER_LEVEL, DrawAnswer, Player, ThinkingInfo, copy_game
from dames_tui.game import Game
from dames_tui.i18n import Translator
from dames_tui.i18n.errors import error_text
from dames_tui.notation.squares import square_label

from .. import selection as sel
from ..board_look import board_labels, board_state, check_size, minimum_size, paint
from ..engine_driver import EngineDriver
from ..keys import TranslatedScreen
from ..settings import GameSetup
from ..texts import (
    clock_text,
    end_summary,
    engine_lines,
    info_lines,
    move_examples,
    move_label,
    outcome_reason,
    outcome_title,
    result_word,
    variant_name,
)
from ..widgets.action_bar import ActionBar
from ..widgets.board import BoardView
from ..widgets.clock_panel import ClockPanel
from ..widgets.engine_panel import EnginePanel
from ..widgets.game_info import GameInfo
from ..widgets.move_entry import MoveEntry
from ..widgets.move_list import MoveList, ballot_marks
from ..widgets.status_bar import StatusBar
from .game_files import GameFileActions

__all__ = ["GameScreen", "board_labels", "browse_text", "minimum_size"]

STATUS_WIDTH = 76  # a status line longer than this loses its key hints
TICK = 0.1  # seconds between two looks at the clock
Report = Callable[[Any], None]


class GameScreen(TranslatedScreen):
    """One game against the computer."""

    #: every key of the game; the footer shows those marked ``show``, the
    #: keys screen (k) and the help list them all (see :func:`key_list`)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("u,ctrl+z", "undo", "key.undo"),
        Binding("r,ctrl+y", "redo", "key.redo", show=False),
        Binding("f", "flip", "key.flip"),
        Binding("n", "numbers", "key.numbers", show=False),
        Binding("h", "hint", "key.hint", show=False),
        Binding("d", "offer_draw", "key.draw", show=False),
        Binding("a", "resign", "key.resign", show=False),
        Binding("l", "moves", "key.moves", show=False),
        Binding("i", "type_move", "key.type", show=False),
        Binding("w,ctrl+s", "save_pdn", "key.save", show=False),
        Binding("o,ctrl+o", "open_pdn", "key.open", show=False),
        Binding("c", "copy_fen", "key.copy_fen", show=False),
        Binding("p", "copy_pdn", "key.copy_pdn", show=False),
        Binding("t", "stats", "key.stats", show=False),
        Binding("m", "watch", "key.watch", show=False),
        Binding("v", "review", "key.review", show=False),
        Binding("b", "analysis", "key.analysis", show=False),
        Binding("e", "editor", "key.editor", show=False),
        Binding("z", "puzzles", "key.puzzles", show=False),  # x is typed in captures
        Binding("g", "pause", "key.pause", show=False),
        Binding("ctrl+n", "new_game", "key.new", show=False),
        Binding("s", "settings", "key.settings"),
        Binding("k", "keys", "key.keys"),
        Binding("question_mark,f1", "help", "key.help"),
        Binding("q", "app.quit", "key.quit"),
    ]

    def __init__(self, setup: GameSetup, player: Player) -> None:
        super().__init__()
        self.setup = setup
        self.player = player
        played = setup.played()
        self.session = PlaySession(played, clock=setup.clock(played.game))
        self.engine = EngineDriver(self, self.session.jobs)
        self.files = GameFileActions(self)
        self.turned = False  # the player flipped this game's board (f), not saved
        self.selection = sel.NO_SELECTION
        self.message: tuple[str, str] | None = None  # (text, kind) shown instead of the default
        self.end_shown = False
        self.preview: int | None = None  # plies of the position shown from the move list
        self._browse_said = ""  # the status shown while browsing the move list
        self._language = ""
        self._shown_moves: tuple[Move, ...] | None = None

    # ------------------------------------------------------------- plumbing

    @property
    def played(self) -> PlayedGame:
        return self.session.played

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def human(self) -> Color:
        return self.session.human

    @property
    def busy(self) -> str | None:
        """The computer's job running: "move", "hint" or "draw", or None
        (thinking on the player's time is no job the player waits for)."""
        busy = self.engine.busy
        return None if busy == "ponder" else busy

    @property
    def request(self) -> int:
        """The number of the computer's answer waited for."""
        return self.session.jobs.request

    @property
    def info(self) -> ThinkingInfo | None:
        return self.session.info

    @property
    def human_to_move(self) -> bool:
        return self.session.human_to_move

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="main"):
            yield BoardView(id="board")
            with Vertical(id="side"):
                yield ClockPanel(id="clock")
                yield GameInfo(id="info")
                yield EnginePanel(id="engine")
                yield MoveList(id="moves")
                yield ActionBar(self._button_labels(), id="actions")
        yield StatusBar(id="status")
        examples = move_examples(self.game.rules)
        yield MoveEntry(self.tr("input.placeholder", **examples), id="entry")
        yield Static(id="too-small")
        yield Footer(show_command_palette=False, compact=True)

    def on_mount(self) -> None:
        board = self.query_one(BoardView)
        board.focus()
        self._apply_language()
        self._check_size()
        self.refresh_view()
        own = sorted(s for s, p in self.game.position.pieces().items() if p.color is self.human)
        if own:
            board.place_cursor(own[-1] if self.human is Color.BLACK else own[0])
        self.session.undo_with_clock = self.settings.undo_with_clock
        if self.session.clock is not None:
            self.session.start_clock()
            self.set_interval(TICK, self._tick)
        if self.game.is_over:
            self._show_end()
        elif self.game.turn is not self.human:
            self._start_engine()
        else:
            self._start_ponder()
        if self.setup.game is not None:
            self.keep()  # a resumed or loaded game is the game in progress now

    def on_resize(self, event: Resize) -> None:
        self._check_size()

    def _check_size(self) -> None:
        check_size(self, self.tr, self.game.rules.board_size)

    def _button_labels(self) -> dict[str, str]:
        keys = {"draw": "key.draw", "undo": "key.undo", "hint": "key.hint"}
        keys |= {"resign": "key.resign", "new": "key.new"}
        return {action: self.tr(key) for action, key in keys.items()}

    def _apply_language(self) -> None:
        self._language = self.tr.language
        self._shown_moves = None
        self.title = self.tr("app.title")
        self.sub_title = variant_name(self.tr, self.game.rules)
        self.refresh_bindings()  # the footer in the new language
        for icon in self.query("HeaderIcon"):
            icon.tooltip = self.tr("palette.icon")
        self.query_one(ActionBar).relabel(self._button_labels())
        self.query_one(MoveEntry).placeholder = self.tr(
            "input.placeholder", **move_examples(self.game.rules)
        )
        self.query_one("#moves", MoveList).border_title = self.tr("panel.moves")

    @property
    def flipped(self) -> bool:
        """Black at the bottom: the saved choice of side, or its opposite
        when the player flipped this game's board."""
        black_below = self.settings.bottom_color(self.human) is Color.BLACK
        return black_below != self.turned

    def on_dames_app_settings_changed(self, message: Message) -> None:
        self.session.undo_with_clock = self.settings.undo_with_clock
        if self.tr.language != self._language:
            self._apply_language()
            self._check_size()
        self.refresh_view()

    # ------------------------------------------------------------- the view

    def refresh_view(self) -> None:
        """Redraw every widget from the game and the screen's state."""
        game, settings = self.game, self.settings
        position, last_move = game.position, game.last_move
        browsing = self.preview is not None
        moves = game.legal_moves() if self.human_to_move and not browsing else []
        if self.preview is not None:  # a position of the move list: to look at only
            position = game.positions[self.preview]
            last_move = game.moves[self.preview - 1] if self.preview else None
        capturers: frozenset[int] = frozenset()
        if moves and not self.selection.active and position.must_capture():
            capturers = frozenset(position.capturing_squares())
        board = self.query_one(BoardView)
        paint(board, settings)
        moving, taken = sel.rafle_so_far(position, self.selection)
        board.state = board_state(
            self.app,
            settings,
            self.tr,
            position,
            flipped=self.flipped,
            selected=self.selection.start,
            path=self.selection.path,
            targets=sel.next_squares(moves, self.selection),
            capturers=capturers,
            last_move=last_move,
            hint=None if browsing else self.session.hint_move,
            moving=moving,
            taken=taken,
        )
        self._show_clock()
        self._show_info()
        self._show_engine()
        if self._shown_moves != game.moves:  # the list only changes with the game
            self._shown_moves = game.moves
            ballot = self.session.ballot
            self.query_one(MoveList).show(
                game.move_texts(),
                game.start.turn is not game.rules.first_to_move,
                self.tr("movelist.empty"),
                ballot_marks(ballot.plies) if ballot is not None else None,
            )
        self._show_status()

    def _show_clock(self) -> None:
        self.query_one(ClockPanel).show(clock_text(self.tr, self.session.clock, self.human))

    def _tick(self) -> None:
        """Ten times a second with a clock: its face, and a fallen flag."""
        if self.session.check_flag() is not None:
            self.engine.cancel()
            self.keep()
            self.refresh_view()
            self._show_end()
            return
        self._show_clock()

    def action_pause(self) -> None:
        """Stop the clock (and the game) or let it run again."""
        if self.session.pause():
            self.engine.cancel()  # the computer's move is asked again on resuming
            self.say("status.paused", "info")
        elif self.session.resume():
            self.say("status.resumed", "info")
            if self.session.next_turn() == "computer" and self.busy is None:
                self._start_engine()
            else:
                self._start_ponder()
        elif self.game.is_over:
            return
        else:
            self.say("status.no_pause", "info")
        self.refresh_view()

    def _pause_for_study(self) -> None:
        """A study tool opens: the clock stops (not the player's time)."""
        if self.session.pause():
            self.message = (self.tr("status.paused_study"), "info")

    def _show_info(self) -> None:
        player = self.player
        opponent = player.name if isinstance(player, OutsidePlayer) and not player.failed else None
        lines = info_lines(
            self.tr,
            self.game,
            self.human,
            self.settings.level,
            opponent=opponent,
            opening=self._opening_label(),
        )
        self.query_one(GameInfo).show(lines)

    def _opening_label(self) -> str | None:
        """The ballot the game started from: its number and name."""
        ballot = self.session.ballot
        if ballot is None:
            return None
        return f"{ballot.label} {ballot.name}" if ballot.name else ballot.label

    def _show_engine(self) -> None:
        busy = self.engine.busy
        lines = engine_lines(self.tr, busy, self.info, self.played.evaluation)
        self.query_one(EnginePanel).show(lines, thinking=busy is not None)

    def _default_status(self) -> tuple[str, str]:
        tr, game = self.tr, self.game
        if game.outcome is not None:
            return tr("status.game_over", result=result_word(tr, game.outcome, self.human)), "info"
        if self.session.paused:
            return tr("status.paused"), "info"
        if game.turn is not self.human:
            return tr("status.computer_thinking"), "thinking"
        if self.selection.path:
            return tr("status.continue_capture"), "capture"
        if game.position.must_capture():
            return tr("status.must_capture"), "capture"
        if self.selection.start is not None:
            square = square_label(game.rules, self.selection.start)
            return tr("status.select_target", square=square), "info"
        return tr("status.your_move"), "info"

    def _show_status(self) -> None:
        text, kind = self.message or self._default_status()
        self.query_one(StatusBar).show(text, kind)

    def say(self, key: str, kind: str = "error", **values: object) -> None:
        """Show a message until the next change of the game or the selection."""
        self.say_text(self.tr(key, **values), kind)

    def say_text(self, text: str, kind: str = "error") -> None:
        """Show ``text`` (already in the player's language) like :meth:`say`."""
        self.message = (text, kind)
        self._show_status()

    # ------------------------------------------------------- human's moves

    @on(BoardView.SquareChosen)
    def square_chosen(self, message: BoardView.SquareChosen) -> None:
        entry = self.query_one(MoveEntry)
        if message.by_key and entry.value.strip():
            # Keys typed faster than the focus moved: Enter submits the typed move.
            self.submit_text(entry.value)
            entry.value = ""
            return
        if not self._may_move():
            return
        game = self.game
        outcome = sel.click(
            game.position,
            game.legal_moves(),
            self.selection,
            message.square,
            self.human,
            game.held_king,
        )
        self.selection = outcome.selection
        self.message = None
        if outcome.move is not None:
            self.play_human(outcome.move)
            return
        if outcome.message is not None:
            self.message = (sel.message_text(self.tr, outcome), sel.message_kind(outcome))
        self.refresh_view()

    @on(BoardView.Cancelled)
    def selection_cancelled(self) -> None:
        if self.selection.active:
            self.selection = sel.NO_SELECTION
            self.message = (self.tr("status.cancelled"), "info")
            self.refresh_view()

    @on(BoardView.TypingStarted)
    def typing_started(self, message: BoardView.TypingStarted) -> None:
        entry = self.query_one(MoveEntry)
        if not message.character.isdigit() and not entry.value:
            return
        entry.focus()
        entry.insert_text_at_cursor(message.character)

    def action_type_move(self) -> None:
        """Go to the move entry (where a move written in letters, c3-d4, is typed:
        on the board the letters are keys)."""
        self.query_one(MoveEntry).focus()

    @on(MoveEntry.Left)
    def entry_left(self) -> None:
        self.query_one(BoardView).focus()

    @on(Input.Submitted, "#entry")
    def move_typed(self, event: Input.Submitted) -> None:
        event.input.value = ""
        self.submit_text(event.value)

    def submit_text(self, text: str) -> None:
        """Play a move typed in notation, or say why it cannot be played."""
        text = text.strip()
        if not text or not self._may_move():
            return
        from dames_tui.notation import parse_move

        try:
            move = parse_move(self.game.position, text)
        except AmbiguousMoveError as error:
            options = ", ".join(error.candidates)  # already in notation
            self.say("status.typed_ambiguous", text=text, options=options)
            return
        except DraughtsError:
            self._explain_typed(text)
            return
        if self.game.refusal(move) is not None:  # the king the same-king rule holds back
            self._explain_typed(text)
            return
        self.selection = sel.NO_SELECTION
        self.query_one(BoardView).focus()  # letter keys work again at once
        self.play_human(move)

    def _explain_typed(self, text: str) -> None:
        """Why typed ``text`` is no legal move: what clicks on its squares
        would be told."""
        from dames_tui.notation import move_squares

        game = self.game
        try:
            squares = move_squares(text, game.rules)
        except DraughtsError:
            self.say("status.typed_unreadable", text=text, **move_examples(game.rules))
            return
        outcome = sel.explain_squares(
            game.position, game.legal_moves(), squares, self.human, game.held_king
        )
        if outcome.message is None or outcome.move is not None:
            self.say("status.typed_illegal", text=text)
        elif outcome.message == "status.capture_goes_on":
            self.selection = outcome.selection  # the board shows the rafle so far
            self.message = (sel.message_text(self.tr, outcome), "capture")
            self.refresh_view()
        else:
            self.say_text(sel.message_text(self.tr, outcome), sel.message_kind(outcome))

    def _may_move(self) -> bool:
        if self.game.outcome is not None:
            self.say(
                "status.game_over",
                "info",
                result=result_word(self.tr, self.game.outcome, self.human),
            )
            return False
        if self.session.paused and self.game.turn is self.human:
            self.session.resume()  # a move ends the pause
        if not self.human_to_move:
            self.say("status.not_your_turn", "thinking")
            return False
        return True

    def play_human(self, move: Move) -> None:
        if not self.session.play(move):  # the flag fell first
            self.engine.cancel()
            self.keep()
            self.refresh_view()
            self._show_end()
            return
        self.after_move()

    def after_move(self) -> None:
        self.selection = sel.NO_SELECTION
        self.message = None
        self.keep()
        if self.game.moves:
            self.query_one(BoardView).place_cursor(self.game.moves[-1].end)
        self.refresh_view()
        self._next_turn()

    def _next_turn(self) -> None:
        """The end of the game shown, or the computer asked for its move."""
        match self.session.next_turn():
            case "over":
                self._show_end()
            case "computer":
                self._start_engine()
            case "human":
                self._start_ponder()

    def keep(self) -> None:
        """Save the game, with its result once it is over (then counted in
        the statistics under the game's id)."""
        self.played.level = self.settings.level
        names = self.dames.player_names(self.game.rules, self.human, self.played.level)
        self.dames.keeper.keep(self.played, {**names, **self.session.autosave_tags()})

    # ------------------------------------------------------- the computer

    def _start_engine(self) -> None:
        if self.session.paused:
            return  # asked again when the game goes on
        player, level = self.player, self.settings.level
        game = copy_game(self.game)  # the player may undo meanwhile
        limits = self.session.engine_limits()  # the clock's time, read now

        def job(stop: threading.Event, report: Report) -> Move | None:
            if limits is None:
                return player.choose_move(game, level, stop, report)
            return player.choose_move(game, level, stop, report, limits)

        self.engine.start("move", job)
        self.refresh_view()

    def _start_ponder(self) -> None:
        """Let the computer think on the player's time, if it does at this
        level (and the game is not paused, nothing else runs)."""
        ponder = getattr(self.player, "ponder", None)
        level = self.settings.level
        if ponder is None or not self.settings.ponder or level < PONDER_LEVEL:
            return
        if self.engine.busy is not None or self.session.next_turn() != "human":
            return
        if self.session.paused:
            return
        game = copy_game(self.game)
        self.engine.start("ponder", lambda stop, report: ponder(game, stop))
        self._show_engine()

    def cancel_engine(self) -> None:
        """Stop any search; a late result will not be taken."""
        self.engine.cancel()

    @on(EngineDriver.Progress)
    def engine_progress(self, message: EngineDriver.Progress) -> None:
        if message.kind == "move" and self.session.take_progress(message.request, message.info):
            self._show_engine()

    @on(EngineDriver.Done)
    def engine_done(self, message: EngineDriver.Done) -> None:
        match message.kind:
            case "move":
                self._engine_moved(message)
            case "hint":
                self._hint_found(message)
            case "draw":
                self._draw_answered(message)
            case "ponder":  # its time ran out: the table is kept all the same
                self.engine.take(message)
                self._show_engine()

    def _engine_moved(self, message: EngineDriver.Done) -> None:
        failure = self.player.take_failure() if isinstance(self.player, OutsidePlayer) else None
        move = cast("Move | None", message.result)
        from dames_tui.notation import format_move_short

        position = self.game.position
        if move is None or not self.session.take_engine_move(message.request, move):
            self.engine.take(message)  # no move to play: the job is over all the same
            self.refresh_view()
            if failure is not None:
                self.say("engine.failed_builtin", "error", error=error_text(self.tr, failure))
            return
        text = format_move_short(position, move)
        self.after_move()
        if failure is not None:  # the built-in engine played instead, and plays on
            self.say("engine.failed_builtin", "error", error=error_text(self.tr, failure))
            return
        quiet = self.message is None  # a save failure stays in view
        if quiet and not self.game.is_over:
            if self.game.position.must_capture():
                self.say("status.computer_played_capture", "capture", move=text)
            else:
                self.say("status.computer_played", "info", move=text)

    def action_hint(self) -> None:
        if not self.human_to_move or self.busy is not None:
            self.say("status.hint_wait_turn", "info")
            return
        player, game = self.player, copy_game(self.game)
        self.engine.start("hint", lambda stop, report: player.hint(game, stop))
        self.refresh_view()

    def _hint_found(self, message: EngineDriver.Done) -> None:
        if not self.engine.take(message):
            return
        move = cast("Move | None", message.result)
        self.session.hint_move = move
        if move is None:
            self.message = (self.tr("status.hint_none"), "info")
        else:
            from dames_tui.notation import format_move_short

            text = format_move_short(self.game.position, move)
            self.message = (self.tr("status.hint", move=text), "info")
        self.refresh_view()

    def action_offer_draw(self) -> None:
        """Offer a draw, after a confirmation (a stray key must not end a
        won game)."""
        if not self.human_to_move or self.busy is not None:
            self.say("status.draw_wait_turn", "info")
            return

        def confirmed(yes: bool | None) -> None:
            if not yes or not self.human_to_move or self.busy is not None:
                return
            player, game = self.player, copy_game(self.game)
            self.engine.start("draw", lambda stop, report: player.decide_draw(game, stop))
            self.refresh_view()
            self.say("status.draw_offered", "info")

        self.dames.confirm(self.tr("confirm.draw"), confirmed)

    def _draw_answered(self, message: EngineDriver.Done) -> None:
        if not self.engine.take(message):
            return
        answer = cast(DrawAnswer, message.result)
        verdict = "accept" if answer.accept else "decline"
        key = f"draw.{verdict}.{answer.reason}"
        if not self.tr.has(key):
            key = f"draw.{verdict}.other"
        self.message = (self.tr(key), "info" if answer.accept else "error")
        if answer.accept and self.session.agree_draw():
            self.keep()
            self.refresh_view()
            self._show_end(detail=self.tr(key))
        else:
            self.refresh_view()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A job that failed: a crash report, and the game goes on (the
        player's turn again, or a new try of the computer's move)."""
        failed = self.engine.failed(event)
        if failed is False:
            return
        where = str(failed) if failed else self.tr("crash.no_report")
        self.message = (self.tr("crash.engine", path=where), "error")
        self.refresh_view()

    def on_unmount(self) -> None:
        self.engine.cancel()
        if isinstance(self.player, OutsidePlayer):
            self.player.close()

    # ---------------------------------------------------------- undo, redo

    def action_undo(self) -> None:
        """Take back the player's last move and the computer's reply, also
        after the end of the game, whatever the ending."""
        if not self.session.may_undo:
            self.say("status.undo_clock", "info")
            return
        if not self.session.undo():
            self.say("status.nothing_to_undo", "info")
            return
        self.engine.cancel()  # the search was about a position taken back
        self._history_changed()
        self.say("status.undone", "info")

    def action_redo(self) -> None:
        """Play again the moves undone, up to the player's next turn."""
        if not self.session.may_undo:
            self.say("status.undo_clock", "info")
            return
        if self.busy == "move" or not self.game.can_redo:
            self.say("status.nothing_to_redo", "info")
            return
        self.engine.cancel()
        self.session.redo()
        self._history_changed()
        self._next_turn()
        if self.message is None:
            self.say("status.redone", "info")

    def _history_changed(self) -> None:
        """After undo, redo or a cut: a fresh view, and the game saved."""
        self.end_shown = False
        self.selection = sel.NO_SELECTION
        self.message = None
        self.preview = None
        self.keep()
        self.refresh_view()
        self._start_ponder()

    # ------------------------------------------------------------ the list

    def action_moves(self) -> None:
        self.query_one(MoveList).focus()

    @on(MoveList.Highlighted)
    def move_highlighted(self, message: MoveList.Highlighted) -> None:
        """Show the position after the highlighted move (None: the game)."""
        plies = message.plies
        browsing = self.message is not None and self.message[0] == self._browse_said
        self.preview = None if plies is None or plies == self.game.ply else plies
        if plies is not None:
            self._browse_said = browse_text(self.tr, self.game, plies)
            self.message = (self._browse_said, "info")
        elif browsing:
            self.message = None  # back to the game: its own status
        self.refresh_view()

    @on(MoveList.Chosen)
    def move_chosen(self, message: MoveList.Chosen) -> None:
        plies = message.plies
        game = self.game
        declared = game.outcome is not None and game.outcome.termination.is_declared
        if plies >= game.ply and not declared:
            return  # the position on the board already
        if plies == game.ply:
            question = self.tr("confirm.play_on")
        elif plies:
            number, _ = move_label(game, plies - 1)
            text = game.move_texts()[plies - 1]
            last = game.moves_played
            question = self.tr("confirm.continue_from", number=number, move=text, last=last)
        else:
            question = self.tr("confirm.continue_start")

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.continue_from(plies)

        self.dames.confirm(question, confirmed)

    @on(MoveList.Left)
    def list_left(self) -> None:
        self.query_one(BoardView).focus()

    def continue_from(self, plies: int) -> None:
        """Play on from the position after ``plies`` moves: the later moves
        are dropped and, if it is the computer's turn there, it moves."""
        game = self.game
        self.engine.cancel()
        label = move_label(game, plies - 1) if plies else None
        self.session.continue_from(plies)
        self._history_changed()
        self.query_one(BoardView).focus()
        if label is not None:
            self.say("status.continued", "info", number=label[0], move=label[1])
        else:
            self.say("status.continued_start", "info")
        self._next_turn()

    # --------------------------------------------------------------- files

    def action_save_pdn(self) -> None:
        self.files.save_pdn()

    def action_open_pdn(self) -> None:
        self.files.choose_pdn()

    def open_pdn(self, path: Path) -> None:
        self.files.open_pdn(path)

    def action_copy_fen(self) -> None:
        self.files.copy_fen()

    def action_copy_pdn(self) -> None:
        self.files.copy_pdn()

    def action_stats(self) -> None:
        self.dames.show_stats()

    # --------------------------------------------------------- study tools

    def _shown_game(self) -> Game:
        """A copy of the game up to the position on the board (the one of
        the move list while browsing it)."""
        game = copy_game(self.game)
        game.truncate(self.preview if self.preview is not None else self.game.ply)
        return game

    def action_watch(self) -> None:
        """The computer against itself from the position on the board; the
        game's own search waits meanwhile (the machine has few cores)."""
        game = self._shown_game()
        if game.is_over:
            self.say("watch.cannot_start", "info")
            return
        self._pause_for_study()
        self.engine.cancel()
        self.dames.open_watch(game, back=self._back_from_study)

    def action_analysis(self) -> None:
        """The analysis board on the game, at the position on the board; the
        game's own search waits meanwhile."""
        self._pause_for_study()
        self.engine.cancel()
        plies = self.preview if self.preview is not None else self.game.ply
        self.dames.open_analysis(
            self.game, at=plies, back=self._back_from_study, flipped=self.flipped
        )

    def action_review(self) -> None:
        """Review the game ("Analyser la partie"): every move scored, the
        mistakes marked; the review is kept with the game."""
        self._pause_for_study()
        self.engine.cancel()
        self.dames.open_review(
            self.game, self.human, back=self._back_from_review, flipped=self.flipped
        )

    def _back_from_review(self) -> None:
        self.keep()  # the review is stored in the game: the autosave keeps it
        self._back_from_study()

    def action_editor(self) -> None:
        """The position editor, set up as the position on the board."""
        self._pause_for_study()
        self.dames.open_editor(self.game.rules, self._shown_game().position)

    def action_puzzles(self) -> None:
        self._pause_for_study()
        self.dames.open_puzzles(self.game.rules)

    def _back_from_study(self) -> None:
        """Back from a study screen: the computer moves if it was its turn
        (and the game is not paused)."""
        self.refresh_view()
        if self.session.next_turn() == "computer" and self.busy is None:
            self._start_engine()
        else:
            self._start_ponder()

    # ------------------------------------------------------------- actions

    def action_numbers(self) -> None:
        shown = not self.settings.show_numbers
        self.dames.update_settings(show_numbers=shown)
        self.refresh_view()  # in the key's frame, not after the message of the settings
        match board_labels(self.game.rules, True):
            case (True, True):  # the edges lettered and the squares numbered
                key = "status.coordinates_numbers_on" if shown else "status.coordinates_numbers_off"
                self.say(key, "info", last=self.game.rules.squares)
            case (True, False):  # the edges lettered, not the squares numbered
                self.say("status.coordinates_on" if shown else "status.coordinates_off", "info")
            case _:
                self.say("status.numbers_on" if shown else "status.numbers_off", "info")

    def action_flip(self) -> None:
        self.turned = not self.turned
        self.refresh_view()
        self.say("status.flipped", "info")

    def action_resign(self) -> None:
        if self.game.is_over:
            return

        def done(confirmed: bool | None) -> None:
            if confirmed and self.session.resign():
                self.engine.cancel()
                self.keep()
                self.refresh_view()
                self._show_end()

        self.dames.confirm(self.tr("confirm.resign"), done)

    def action_new_game(self) -> None:
        def done(confirmed: bool | None) -> None:
            if confirmed:
                self.cancel_engine()
                self.dames.show_new_game()

        if self.session.in_progress:
            self.dames.confirm(self.tr("confirm.new"), done)
        else:
            done(True)

    def action_settings(self) -> None:
        self.dames.show_settings()

    def action_help(self) -> None:
        self.dames.show_help(self.game.rules)

    def action_keys(self) -> None:
        self.dames.show_keys()

    @on(Button.Pressed, "#actions Button")
    def button_pressed(self, event: Button.Pressed) -> None:
        actions = {
            "btn-draw": self.action_offer_draw,
            "btn-undo": self.action_undo,
            "btn-hint": self.action_hint,
            "btn-resign": self.action_resign,
            "btn-new": self.action_new_game,
        }
        action = actions.get(event.button.id or "")
        if action is not None:
            action()
        self.query_one(BoardView).focus()

    # ---------------------------------------------------------- end of game

    def _show_end(self, detail: str | None = None) -> None:
        outcome = self.game.outcome
        if outcome is None or self.end_shown:
            return
        self.end_shown = True
        tr, position = self.tr, self.game.position
        title = outcome_title(tr, outcome, self.human)
        reason = outcome_reason(tr, outcome, self.human, position)
        if detail is not None:
            reason = f"{detail} {reason}"
        self.message = (f"{title} {reason}", "info")
        self._show_status()
        summary = end_summary(tr, self.game)
        self.dames.show_end(title, reason, summary)


def browse_text(tr: Translator, game: Game, plies: int) -> str:
    """The status line while the move list shows the position after ``plies``."""
    if plies == 0:
        return tr("status.browse_start")
    number, text = move_label(game, plies - 1)
    from dames_tui.notation import format_move

    full = format_move(game.moves[plies - 1], game.rules)
    key = "status.browse_last" if plies == game.ply else "status.browse"
    line = tr(key, number=number, move=full)
    if len(line) > STATUS_WIDTH and full != text:
        line = tr(key, number=number, move=text)
    if len(line) > STATUS_WIDTH:
        line = f"{number} {full}"  # a long rafle: its whole path, without the hints
    return line
