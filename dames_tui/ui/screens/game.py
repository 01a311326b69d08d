"""The game screen: owns one game, the human's input and the computer's turns.

The Game decides what is legal and when the game is over; this screen turns
the player's clicks, keys and typed moves into moves, runs the engine in a
thread worker and shows everything through small widgets.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.message import Message
from textual.widgets import Button, Footer, Header, Input, Static

from dames_tui.core import AmbiguousMoveError, Color, DraughtsError, Move
from dames_tui.game import Game

from .. import selection as sel
from ..keys import translate_bindings
from ..players import Player, ThinkingInfo, copy_game
from ..settings import GameSetup, Settings
from ..texts import (
    end_summary,
    engine_lines,
    info_lines,
    outcome_reason,
    outcome_title,
    result_word,
    variant_name,
)
from ..widgets.action_bar import ActionBar
from ..widgets.board import BoardState, BoardView
from ..widgets.engine_panel import EnginePanel
from ..widgets.game_info import GameInfo
from ..widgets.move_entry import MoveEntry
from ..widgets.move_list import MoveList
from ..widgets.status_bar import StatusBar
from .engine_turns import EngineMoved, EngineProgress
from .game_files import GameFiles

SIDE_PANEL_WIDTH = 38
CHROME_HEIGHT = 4  # header, status bar, move entry, footer

KEY_TEXTS = {
    "numbers": "key.numbers",
    "flip": "key.flip",
    "undo": "key.undo",
    "redo": "key.redo",
    "save_pdn": "key.save",
    "open_pdn": "key.open",
    "copy_fen": "key.copy_fen",
    "copy_pdn": "key.copy_pdn",
    "stats": "key.stats",
    "moves": "key.moves",
    "hint": "key.hint",
    "offer_draw": "key.draw",
    "resign": "key.resign",
    "new_game": "key.new",
    "settings": "key.settings",
    "help": "key.help",
    "app.quit": "key.quit",
}


def minimum_size(board_size: int) -> tuple[int, int]:
    """The smallest terminal (columns, lines) that shows the board and panel."""
    return board_size * 3 + 2 + SIDE_PANEL_WIDTH, board_size + 2 + CHROME_HEIGHT


class GameScreen(GameFiles):
    """One game against the computer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "numbers", "key.numbers"),
        Binding("f", "flip", "key.flip"),
        Binding("u,ctrl+z", "undo", "key.undo"),
        Binding("r,ctrl+y", "redo", "key.redo", show=False),
        Binding("w,ctrl+s", "save_pdn", "key.save", show=False),
        Binding("o,ctrl+o", "open_pdn", "key.open", show=False),
        Binding("c", "copy_fen", "key.copy_fen", show=False),
        Binding("p", "copy_pdn", "key.copy_pdn", show=False),
        Binding("t", "stats", "key.stats", show=False),
        Binding("l", "moves", "key.moves", show=False),
        Binding("h", "hint", "key.hint", show=False),
        Binding("d", "offer_draw", "key.draw", show=False),
        Binding("a", "resign", "key.resign", show=False),
        Binding("ctrl+n", "new_game", "key.new", show=False),
        Binding("s", "settings", "key.settings"),
        Binding("question_mark,f1", "help", "key.help"),
        Binding("q", "app.quit", "key.quit"),
    ]

    def __init__(self, setup: GameSetup, player: Player) -> None:
        super().__init__()
        self.setup = setup
        self.player = player
        self.human: Color = setup.human_color
        self.game: Game = setup.new_game()
        self.flipped = self.human is Color.BLACK  # and settings.flipped, on mount
        self.selection = sel.NO_SELECTION
        self.hint_move: Move | None = None
        self.message: tuple[str, str] | None = None  # (text, kind) shown instead of the default
        self.busy: str | None = None  # "move", "hint" or "draw" while a worker runs
        self.request = 0  # id of the worker result we are waiting for
        self.info: ThinkingInfo | None = None
        self.end_shown = False
        self.recorded = False  # the result went to the statistics (once per game)
        self._language = ""
        self._shown_moves: tuple[Move, ...] | None = None

    # ------------------------------------------------------------- plumbing

    @property
    def settings(self) -> Settings:
        return self.dames.settings

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="main"):
            yield BoardView(id="board")
            with Vertical(id="side"):
                yield GameInfo(id="info")
                yield EnginePanel(id="engine")
                yield MoveList(id="moves")
                yield ActionBar(self._button_labels(), id="actions")
        yield StatusBar(id="status")
        yield MoveEntry(self.tr("input.placeholder"), id="entry")
        yield Static(id="too-small")
        yield Footer()

    def on_mount(self) -> None:
        board = self.query_one(BoardView)
        board.focus()
        self.flipped = (self.human is Color.BLACK) != self.settings.flipped
        self.recorded = self.game.is_over  # a finished game loaded: nothing to count
        self._apply_language()
        self._check_size()
        self.refresh_view()
        own = sorted(s for s, p in self.game.position.pieces().items() if p.color is self.human)
        if own:
            board.place_cursor(own[-1] if self.human is Color.BLACK else own[0])
        if self.game.is_over:
            self._show_end()
        elif self.game.turn is not self.human:
            self._start_engine()
        if self.setup.game is not None:
            self.keep()  # a resumed or loaded game is the game in progress now

    def on_resize(self, event: Resize) -> None:
        self._check_size()

    def _check_size(self) -> None:
        width, height = minimum_size(self.game.rules.board_size)
        current = self.app.size
        small = current.width < width or current.height < height
        self.set_class(small, "-too-small")
        if small:
            self.query_one("#too-small", Static).update(
                self.tr(
                    "small.message",
                    width=width,
                    height=height,
                    current_width=current.width,
                    current_height=current.height,
                )
            )

    def _button_labels(self) -> dict[str, str]:
        keys = {"draw": "key.draw", "undo": "key.undo", "hint": "key.hint"}
        keys |= {"resign": "key.resign", "new": "key.new"}
        return {action: self.tr(key) for action, key in keys.items()}

    def _apply_language(self) -> None:
        self._language = self.tr.language
        self._shown_moves = None
        self.title = self.tr("app.title")
        self.sub_title = variant_name(self.tr, self.game.rules)
        translate_bindings(self, self.tr, KEY_TEXTS)
        self.query_one(ActionBar).relabel(self._button_labels())
        self.query_one(MoveEntry).placeholder = self.tr("input.placeholder")
        self.query_one("#moves", MoveList).border_title = self.tr("panel.moves")

    def on_dames_app_settings_changed(self, message: Message) -> None:
        self.flipped = (self.human is Color.BLACK) != self.settings.flipped
        if self.tr.language != self._language:
            self._apply_language()
            self._check_size()
        self.refresh_view()

    # ------------------------------------------------------------- the view

    def refresh_view(self) -> None:
        """Redraw every widget from the game and the screen's state."""
        game, position, settings = self.game, self.game.position, self.settings
        moves = game.legal_moves() if self.human_to_move else []
        capturers: frozenset[int] = frozenset()
        if self.human_to_move and not self.selection.active and position.must_capture():
            capturers = frozenset(position.capturing_squares())
        board = self.query_one(BoardView)
        board.set_class(True, f"-theme-{settings.theme}")
        for theme in ("classic", "green", "contrast"):
            board.set_class(theme == settings.theme, f"-theme-{theme}")
        moving, taken = sel.rafle_so_far(position, self.selection)
        board.state = BoardState(
            position=position,
            flipped=self.flipped,
            show_numbers=settings.show_numbers,
            glyphs="letters" if settings.theme == "contrast" else "symbols",
            selected=self.selection.start,
            path=self.selection.path,
            targets=sel.next_squares(moves, self.selection),
            capturers=capturers,
            last_move=game.moves[-1] if game.moves else None,
            hint=self.hint_move,
            moving=moving,
            taken=taken,
        )
        self._show_info()
        self._show_engine()
        if self._shown_moves != game.moves:  # the list only changes with the game
            self._shown_moves = game.moves
            self.query_one(MoveList).show(
                game.move_texts(),
                game.start.turn is not game.rules.first_to_move,
                self.tr("movelist.empty"),
            )
        self._show_status()

    def _show_info(self) -> None:
        lines = info_lines(self.tr, self.game, self.human, self.settings.level)
        self.query_one(GameInfo).show(lines)

    def _show_engine(self) -> None:
        lines = engine_lines(self.tr, self.busy, self.info)
        self.query_one(EnginePanel).show(lines, thinking=self.busy is not None)

    def _default_status(self) -> tuple[str, str]:
        tr, game = self.tr, self.game
        if game.outcome is not None:
            return tr("status.game_over", result=result_word(tr, game.outcome, self.human)), "info"
        if game.turn is not self.human:
            return tr("status.computer_thinking"), "thinking"
        if self.selection.path:
            return tr("status.continue_capture"), "capture"
        if game.position.must_capture():
            return tr("status.must_capture"), "capture"
        if self.selection.start is not None:
            return tr("status.select_target", square=self.selection.start), "info"
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
        outcome = sel.click(
            self.game.position, self.game.legal_moves(), self.selection, message.square, self.human
        )
        self.selection = outcome.selection
        self.message = None
        if outcome.move is not None:
            self.play_human(outcome.move)
            return
        if outcome.message is not None:
            kinds = {"status.cancelled": "info", "status.continue_capture": "capture"}
            kind = kinds.get(outcome.message, "error")
            self.message = (self.tr(outcome.message, **outcome.values), kind)
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

        position = self.game.position
        try:
            move = parse_move(position, text)
        except AmbiguousMoveError as error:
            options = ", ".join(error.candidates)  # already in notation
            self.say("status.typed_ambiguous", text=text, options=options)
            return
        except DraughtsError:
            if not any(ch.isdigit() for ch in text):
                self.say("status.typed_unreadable", text=text)
            elif position.must_capture():
                self.say(
                    "status.must_capture_with",
                    squares=", ".join(str(s) for s in position.capturing_squares()),
                )
            else:
                self.say("status.typed_illegal", text=text)
            return
        self.selection = sel.NO_SELECTION
        self.query_one(BoardView).focus()  # letter keys work again at once
        self.play_human(move)

    def _may_move(self) -> bool:
        if self.game.outcome is not None:
            self.say(
                "status.game_over",
                "info",
                result=result_word(self.tr, self.game.outcome, self.human),
            )
            return False
        if not self.human_to_move:
            self.say("status.not_your_turn", "thinking")
            return False
        return True

    def play_human(self, move: Move) -> None:
        self.game.play(move)
        self.after_move()

    def after_move(self) -> None:
        self.selection = sel.NO_SELECTION
        self.hint_move = None
        self.message = None
        self.keep()
        if self.game.moves:
            self.query_one(BoardView).place_cursor(self.game.moves[-1].end)
        self.refresh_view()
        if self.game.is_over:
            self._show_end()
        elif self.game.turn is not self.human:
            self._start_engine()

    # ------------------------------------------------------- the computer

    def _start_engine(self) -> None:
        request = self._next_request("move")
        self.refresh_view()
        self._think(copy_game(self.game), self.settings.level, request)

    @on(EngineProgress)
    def engine_progress(self, message: EngineProgress) -> None:
        if message.request == self.request and self.busy == "move":
            self.info = message.info
            self._show_engine()

    @on(EngineMoved)
    def engine_moved(self, message: EngineMoved) -> None:
        if message.request != self.request or self.busy != "move":
            return  # stale: the game changed since this search started
        self.busy = None
        move = message.move
        if move is None or move not in self.game.legal_moves():
            self.refresh_view()
            return
        from dames_tui.notation import format_move_short

        text = format_move_short(self.game.position, move)
        self.game.play(move)
        self.after_move()
        quiet = self.message is None  # a save failure stays in view
        if quiet and not self.game.is_over and not self.game.position.must_capture():
            self.say("status.computer_played", "info", move=text)

    # ------------------------------------------------------------- actions

    def action_numbers(self) -> None:
        shown = not self.settings.show_numbers
        self.dames.update_settings(show_numbers=shown)
        self.say("status.numbers_on" if shown else "status.numbers_off", "info")

    def action_flip(self) -> None:
        self.dames.update_settings(flipped=not self.settings.flipped)
        self.flipped = (self.human is Color.BLACK) != self.settings.flipped
        self.refresh_view()
        self.say("status.flipped", "info")

    def action_undo(self) -> None:
        game = self.game
        human_plies = [i for i, p in enumerate(game.positions[:-1]) if p.turn is self.human]
        if not human_plies or not game.can_undo:
            self.say("status.nothing_to_undo", "info")
            return
        self.cancel_engine()
        self.info = None
        while game.can_undo:
            game.undo()
            if game.turn is self.human:
                break
        self._history_changed()
        self.say("status.undone", "info")

    def action_redo(self) -> None:
        """Play again the moves undone, up to the player's next turn."""
        game = self.game
        if not game.can_redo or self.busy == "move":
            self.say("status.nothing_to_redo", "info")
            return
        self.cancel_engine()
        game.redo()
        while game.can_redo and game.turn is not self.human and not game.is_over:
            game.redo()
        self._history_changed()
        if game.is_over:
            self._show_end()
        elif game.turn is not self.human:
            self._start_engine()
        if self.message is None:
            self.say("status.redone", "info")

    def continue_from(self, plies: int) -> None:
        """Play on from the position after ``plies`` moves: the later moves
        are taken back (redo brings them back) and, if it is the computer's
        turn there, it moves."""
        game = self.game
        self.cancel_engine()
        game.reopen()
        while game.ply > plies and game.can_undo:
            game.undo()
        self._history_changed()
        self.query_one(BoardView).focus()
        if plies:
            move = game.move_texts()[plies - 1]
            self.say("status.continued", "info", number=game.move_number(plies - 1), move=move)
        else:
            self.say("status.continued_start", "info")
        if not game.is_over and game.turn is not self.human:
            self._start_engine()
        elif game.is_over:
            self._show_end()

    def _history_changed(self) -> None:
        """After undo, redo or a cut: a fresh view, and the game saved."""
        self.info = None
        self.end_shown = False
        self.selection = sel.NO_SELECTION
        self.hint_move = None
        self.message = None
        self.keep()
        self.refresh_view()

    def keep(self) -> None:
        """Save the game in progress, or count a finished one (once)."""
        game, level = self.game, self.settings.level
        if not game.is_over:
            names = self.dames.player_names(self.human, level)
            self.dames.keeper.autosave(game, self.human, level, names)
        elif not self.recorded:
            self.recorded = True
            self.dames.keeper.record_end(game, self.human, level)

    @on(MoveList.Chosen)
    def move_chosen(self, message: MoveList.Chosen) -> None:
        self.continue_from(message.plies)

    @on(MoveList.Left)
    def list_left(self) -> None:
        self.query_one(BoardView).focus()

    def action_moves(self) -> None:
        self.query_one(MoveList).focus()
        self.say("status.list_help", "info")

    def action_resign(self) -> None:
        if self.game.is_over:
            return

        def done(confirmed: bool | None) -> None:
            if confirmed and not self.game.is_over:
                self.cancel_engine()
                self.game.resign(self.human)
                self.keep()
                self.refresh_view()
                self._show_end()

        self.dames.confirm(self.tr("confirm.resign"), done)

    def action_new_game(self) -> None:
        def done(confirmed: bool | None) -> None:
            if confirmed:
                self.cancel_engine()
                self.dames.show_new_game()

        if self.in_progress:
            self.dames.confirm(self.tr("confirm.new"), done)
        else:
            done(True)

    def action_settings(self) -> None:
        self.dames.show_settings()

    def action_help(self) -> None:
        self.dames.show_help(self.game.rules)

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
