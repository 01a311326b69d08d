"""The game screen: owns one game, the human's input and the computer's turns.

The Game decides what is legal and when the game is over; this screen turns
the player's clicks, keys and typed moves into moves, runs the engine in a
thread worker and shows everything through small widgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Static
from textual.worker import get_current_worker

from dames_tui.core import AmbiguousMoveError, Color, DraughtsError, Move
from dames_tui.game import Game
from dames_tui.i18n import Translator

from .. import selection as sel
from ..keys import translate_bindings
from ..players import DrawAnswer, Player, ThinkingInfo, copy_game
from ..settings import GameSetup, Settings
from ..texts import (
    level_label,
    outcome_reason,
    outcome_title,
    result_word,
    score_text,
    side_name,
    variant_name,
)
from ..widgets.action_bar import ActionBar
from ..widgets.board import BoardState, BoardView
from ..widgets.engine_panel import EnginePanel
from ..widgets.game_info import GameInfo
from ..widgets.move_entry import MoveEntry
from ..widgets.move_list import MoveList
from ..widgets.status_bar import StatusBar

if TYPE_CHECKING:
    from ..app import DamesApp

SIDE_PANEL_WIDTH = 38
CHROME_HEIGHT = 4  # header, status bar, move entry, footer

KEY_TEXTS = {
    "numbers": "key.numbers",
    "flip": "key.flip",
    "undo": "key.undo",
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


class GameScreen(Screen[None]):
    """One game against the computer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "numbers", "key.numbers"),
        Binding("f", "flip", "key.flip"),
        Binding("u,ctrl+z", "undo", "key.undo"),
        Binding("h", "hint", "key.hint", show=False),
        Binding("d", "offer_draw", "key.draw", show=False),
        Binding("a", "resign", "key.resign", show=False),
        Binding("ctrl+n", "new_game", "key.new", show=False),
        Binding("s", "settings", "key.settings"),
        Binding("question_mark,f1", "help", "key.help"),
        Binding("q", "app.quit", "key.quit"),
    ]

    class EngineMoved(Message):
        def __init__(self, request: int, move: Move | None) -> None:
            super().__init__()
            self.request = request
            self.move = move

    class EngineProgress(Message):
        def __init__(self, request: int, info: ThinkingInfo) -> None:
            super().__init__()
            self.request = request
            self.info = info

        def can_replace(self, message: Message) -> bool:
            return isinstance(message, GameScreen.EngineProgress)

    class HintFound(Message):
        def __init__(self, request: int, move: Move | None) -> None:
            super().__init__()
            self.request = request
            self.move = move

    class DrawAnswered(Message):
        def __init__(self, request: int, answer: DrawAnswer) -> None:
            super().__init__()
            self.request = request
            self.answer = answer

    def __init__(self, setup: GameSetup, player: Player) -> None:
        super().__init__()
        self.setup = setup
        self.player = player
        self.human: Color = setup.human_color
        self.game = Game(setup.rules, setup.start)
        self.flipped = self.human is Color.BLACK
        self.selection = sel.NO_SELECTION
        self.hint_move: Move | None = None
        self.message: tuple[str, str] | None = None  # (text, kind) shown instead of the default
        self.busy: str | None = None  # "move", "hint" or "draw" while a worker runs
        self.request = 0  # id of the worker result we are waiting for
        self.info: ThinkingInfo | None = None
        self.end_shown = False
        self._language = ""
        self._shown_moves: tuple[Move, ...] | None = None

    # ------------------------------------------------------------- plumbing

    @property
    def dames(self) -> DamesApp:
        return cast("DamesApp", self.app)

    @property
    def tr(self) -> Translator:
        return self.dames.translator

    @property
    def settings(self) -> Settings:
        return self.dames.settings

    @property
    def in_progress(self) -> bool:
        return not self.game.is_over and bool(self.game.moves)

    @property
    def human_to_move(self) -> bool:
        return not self.game.is_over and self.game.turn is self.human and self.busy != "move"

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
        tr, game = self.tr, self.game
        position = game.position
        lines = [
            tr("info.you", side=side_name(tr, self.human), level=level_label(tr, self.settings.level))
        ]
        if game.outcome is not None:
            lines.append(tr("info.over", result=result_word(tr, game.outcome, self.human)))
        else:
            whose = tr("info.your_turn" if game.turn is self.human else "info.computer_turn")
            lines.append(tr("info.turn", side=f"{side_name(tr, game.turn)} ({whose})"))
        for color in (Color.WHITE, Color.BLACK):
            lines.append(
                tr(
                    "info.pieces",
                    side=side_name(tr, color),
                    men=position.count(color, kings=False),
                    kings=position.count(color, kings=True),
                )
            )
        self.query_one(GameInfo).show(lines)

    def _show_engine(self) -> None:
        tr, info = self.tr, self.info
        head = {
            "move": tr("engine.thinking"),
            "hint": tr("engine.hint_search"),
            "draw": tr("engine.draw_search"),
        }.get(self.busy or "", tr("engine.idle"))
        lines = [f"{tr('panel.engine')} · {head}"]
        if info is not None:
            lines.append(tr("engine.depth", depth=info.depth, nodes=info.nodes))
            if info.mate_in is not None:
                key = "engine.win_in" if info.mate_in > 0 else "engine.loss_in"
                lines.append(tr(key, moves=abs(info.mate_in)))
            else:
                lines.append(tr("engine.score", score=score_text(info.score)))
            lines.append(tr("engine.line", line=info.line or "–"))
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
        self.message = (self.tr(key, **values), kind)
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
        from dames_tui.notation import format_move, parse_move

        position = self.game.position
        try:
            move = parse_move(position, text)
        except AmbiguousMoveError as error:
            options = ", ".join(format_move(m) for m in error.candidates)
            self.say("status.typed_ambiguous", text=text, options=options)
            return
        except DraughtsError:
            if not any(ch.isdigit() for ch in text):
                self.say("status.typed_unreadable", text=text)
            elif position.must_capture():
                self.say("status.must_capture_with", squares=", ".join(
                    str(s) for s in position.capturing_squares()))
            else:
                self.say("status.typed_illegal", text=text)
            return
        self.selection = sel.NO_SELECTION
        self.query_one(BoardView).focus()  # letter keys work again at once
        self.play_human(move)

    def _may_move(self) -> bool:
        if self.game.outcome is not None:
            self.say(
                "status.game_over", "info",
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
        if self.game.moves:
            self.query_one(BoardView).place_cursor(self.game.moves[-1].end)
        self.refresh_view()
        if self.game.is_over:
            self._show_end()
        elif self.game.turn is not self.human:
            self._start_engine()

    # ------------------------------------------------------- the computer

    def _next_request(self, busy: str) -> int:
        self.request += 1
        self.busy = busy
        return self.request

    def _start_engine(self) -> None:
        request = self._next_request("move")
        self.refresh_view()
        self._think(copy_game(self.game), self.settings.level, request)

    def cancel_engine(self) -> None:
        """Stop any search; a late result will not match ``self.request``."""
        self.workers.cancel_group(self, "engine")
        self.request += 1
        self.busy = None

    @work(thread=True, exclusive=True, group="engine", exit_on_error=False)
    def _think(self, game: Game, level: int, request: int) -> None:
        worker = get_current_worker()
        stop = worker.cancelled_event

        def progress(info: ThinkingInfo) -> None:
            if not stop.is_set():
                self.post_message(self.EngineProgress(request, info))

        move = self.player.choose_move(game, level, stop, progress)
        if not worker.is_cancelled:
            self.post_message(self.EngineMoved(request, move))

    @work(thread=True, exclusive=True, group="engine", exit_on_error=False)
    def _find_hint(self, game: Game, request: int) -> None:
        worker = get_current_worker()
        move = self.player.hint(game, worker.cancelled_event)
        if not worker.is_cancelled:
            self.post_message(self.HintFound(request, move))

    @work(thread=True, exclusive=True, group="engine", exit_on_error=False)
    def _weigh_draw(self, game: Game, request: int) -> None:
        worker = get_current_worker()
        answer = self.player.decide_draw(game, worker.cancelled_event)
        if not worker.is_cancelled:
            self.post_message(self.DrawAnswered(request, answer))

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
        if not self.game.is_over and not self.game.position.must_capture():
            self.say("status.computer_played", "info", move=text)

    @on(HintFound)
    def hint_found(self, message: HintFound) -> None:
        if message.request != self.request or self.busy != "hint":
            return
        self.busy = None
        self.hint_move = message.move
        if message.move is None:
            self.message = (self.tr("status.hint_none"), "info")
        else:
            from dames_tui.notation import format_move_short

            text = format_move_short(self.game.position, message.move)
            self.message = (self.tr("status.hint", move=text), "info")
        self.refresh_view()

    @on(DrawAnswered)
    def draw_answered(self, message: DrawAnswered) -> None:
        if message.request != self.request or self.busy != "draw":
            return
        self.busy = None
        answer = message.answer
        verdict = "accept" if answer.accept else "decline"
        key = f"draw.{verdict}.{answer.reason}"
        if not self.tr.has(key):
            key = f"draw.{verdict}.other"
        self.message = (self.tr(key), "info" if answer.accept else "error")
        if answer.accept and not self.game.is_over:
            self.game.agree_draw()
            self.refresh_view()
            self._show_end(detail=self.tr(key))
        else:
            self.refresh_view()

    # ------------------------------------------------------------- actions

    def action_numbers(self) -> None:
        shown = not self.settings.show_numbers
        self.dames.update_settings(show_numbers=shown)
        self.say("status.numbers_on" if shown else "status.numbers_off", "info")

    def action_flip(self) -> None:
        self.flipped = not self.flipped
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
        self.end_shown = False
        self.selection = sel.NO_SELECTION
        self.hint_move = None
        self.refresh_view()
        self.say("status.undone", "info")

    def action_hint(self) -> None:
        if not self.human_to_move or self.busy is not None:
            self.say("status.hint_wait_turn", "info")
            return
        request = self._next_request("hint")
        self.refresh_view()
        self._find_hint(copy_game(self.game), request)

    def action_offer_draw(self) -> None:
        if not self.human_to_move or self.busy is not None:
            self.say("status.draw_wait_turn", "info")
            return
        request = self._next_request("draw")
        self.refresh_view()
        self.say("status.draw_offered", "info")
        self._weigh_draw(copy_game(self.game), request)

    def action_resign(self) -> None:
        if self.game.is_over:
            return

        def done(confirmed: bool | None) -> None:
            if confirmed and not self.game.is_over:
                self.cancel_engine()
                self.game.resign(self.human)
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
        summary = tr(
            "end.summary",
            moves=self.game.move_number(len(self.game.moves)) if self.game.moves else 0,
            white=side_name(tr, Color.WHITE),
            black=side_name(tr, Color.BLACK),
            white_count=position.count(Color.WHITE),
            black_count=position.count(Color.BLACK),
        )
        self.dames.show_end(title, reason, summary)

    def on_unmount(self) -> None:
        self.workers.cancel_group(self, "engine")
