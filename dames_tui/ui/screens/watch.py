"""Watch mode: the computer plays both sides, at a level for each.

The Textual-free :class:`~dames_tui.flow.watch.WatchSession` decides when a
move is wanted; this screen draws the board and the move list, asks the
engine through its :class:`EngineDriver` and waits between moves with a
timer (never a sleep). Space pauses and resumes, ``.`` plays one move while
paused, ``+`` and ``-`` change the speed, ``w`` saves the game as PDN like
any other, Escape goes back to the screen it came from.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.timer import Timer
from textual.widgets import Button, Footer, Header, Label, Select, Static
from textual.worker import Worker

from dames_tui.core import Color, Move
from dames_tui.flow.players import Player, ThinkingInfo, copy_game
from dames_tui.flow.watch import DELAYS, WatchSession
from dames_tui.game import Game, side_tag
from dames_tui.i18n import Translator

from ..board_look import board_state, check_size, paint
from ..engine_driver import EngineDriver
from ..keys import TranslatedScreen
from ..texts import (
    engine_lines,
    level_label,
    outcome_reason,
    side_name,
    side_subject,
    variant_name,
)
from ..widgets.board import BoardView
from ..widgets.engine_panel import EnginePanel
from ..widgets.game_info import GameInfo
from ..widgets.move_list import MoveList
from ..widgets.status_bar import StatusBar
from .game_files import ask_path, default_pdn_path

Levels = dict[Color, int]


class WatchSetupScreen(ModalScreen[Levels | None]):
    """The level of each side; dismissed with them, or None (Escape)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, tr: Translator, levels: Levels, choices: list[int]) -> None:
        super().__init__()
        self.tr, self.levels, self.choices = tr, levels, choices

    def compose(self) -> ComposeResult:
        tr = self.tr
        options = [(level_label(tr, n), n) for n in self.choices]
        with Vertical(id="watch-dialog", classes="dialog"):
            yield Label(tr("watch.setup_title"), id="question")
            for color in (Color.WHITE, Color.BLACK):
                yield Label(tr("watch.level_of", side=side_name(tr, color)))
                yield Select(
                    options,
                    value=self.levels[color],
                    allow_blank=False,
                    id=f"level-{color.name.lower()}",
                )
            with Horizontal(classes="buttons"):
                yield Button(tr("watch.start"), id="start", variant="primary")
                yield Button(tr("pdn.cancel"), id="cancel")

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        if event.button.id != "start":
            self.dismiss(None)
            return
        levels = {}
        for color in (Color.WHITE, Color.BLACK):
            value = self.query_one(f"#level-{color.name.lower()}", Select).value
            levels[color] = int(cast(int, value))
        self.dismiss(levels)


class WatchScreen(TranslatedScreen):
    """The computer against itself from ``game``'s position."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # before the board's own keys: nothing is chosen on this board
        Binding("space,p", "pause", "key.watch_pause", priority=True),
        Binding("full_stop,right", "step", "key.watch_step", priority=True),
        Binding("plus", "faster", "key.watch_faster", priority=True),
        Binding("minus", "slower", "key.watch_slower", priority=True),
        Binding("f", "flip", "key.flip"),
        Binding("n", "numbers", "key.numbers", show=False),
        Binding("w,ctrl+s", "save_pdn", "key.save", show=False),
        Binding("escape", "leave", "key.watch_leave"),
    ]

    def __init__(self, game: Game, levels: Levels, player: Player) -> None:
        super().__init__()
        self.session = WatchSession(game, levels)
        self.engine = EngineDriver(self, self.session.jobs)
        self.player = player
        self.flipped = False
        self.message: tuple[str, str] | None = None
        self._wait: Timer | None = None
        self._shown_moves: tuple[Move, ...] | None = None
        self._language = ""  # the language the titles and footer are in

    @property
    def game(self) -> Game:
        return self.session.game

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="main"):
            yield BoardView(id="board")
            with Vertical(id="side"):
                yield GameInfo(id="info")
                yield EnginePanel(id="engine")
                yield MoveList(id="moves")
        yield StatusBar(id="status")
        yield Static(id="too-small")
        yield Footer(show_command_palette=False, compact=True)

    def on_resize(self) -> None:
        self._check_size()

    def _check_size(self) -> None:
        check_size(self, self.tr, self.game.rules.board_size)

    def on_mount(self) -> None:
        self._apply_language()
        self.refresh_view()
        self._go_on()

    def on_dames_app_settings_changed(self) -> None:
        if self.tr.language != self._language:
            self._apply_language()
        self.refresh_view()

    def _apply_language(self) -> None:
        """The titles, the footer and the move list in the settings' language
        (the footer is rebuilt only then: a rebuild at every setting costs a
        repaint of the whole screen)."""
        self._language = self.tr.language
        self._check_size()
        self.title = self.tr("watch.title")
        self.sub_title = variant_name(self.tr, self.game.rules)
        self.query_one("#moves", MoveList).border_title = self.tr("panel.moves")
        self.refresh_bindings()
        self._shown_moves = None

    # ------------------------------------------------------------- the view

    def refresh_view(self) -> None:
        game, settings = self.game, self.dames.settings
        board = self.query_one(BoardView)
        paint(board, settings)
        board.state = board_state(
            self.app,
            settings,
            self.tr,
            game.position,
            flipped=self.flipped,
            last_move=game.last_move,
        )
        self.query_one(GameInfo).show(self._info_lines())
        busy = "move" if self.session.jobs.busy else None
        lines = engine_lines(self.tr, busy, self.session.info, mover=self.session.info_mover)
        self.query_one(EnginePanel).show(lines, thinking=busy is not None)
        if self._shown_moves != game.moves:
            self._shown_moves = game.moves
            self.query_one(MoveList).show(
                game.move_texts(),
                game.start.turn is not game.rules.first_to_move,
                self.tr("movelist.empty"),
            )
        text, kind = self.message or self._default_status()
        self.query_one(StatusBar).show(text, kind)

    def _info_lines(self) -> list[str]:
        tr, watch = self.tr, self.session
        lines = []
        for color in (Color.WHITE, Color.BLACK):
            level = level_label(tr, watch.levels[color])
            lines.append(tr("watch.side_level", side=side_name(tr, color), level=level))
        if self.game.outcome is None:
            lines.append(tr("info.turn", side=side_name(tr, self.game.turn)))
        speed = tr("watch.speed", number=watch.speed + 1, count=len(DELAYS))
        state = tr("watch.paused") if watch.paused else tr("watch.running")
        lines.append(f"{speed} · {state}")
        return lines

    def _default_status(self) -> tuple[str, str]:
        tr, game = self.tr, self.game
        outcome = game.outcome
        if outcome is not None:
            reason = outcome_reason(tr, outcome, game.turn, game.position)
            if outcome.winner is None:
                return tr("watch.over_draw", reason=reason), "info"
            winner = side_subject(tr, outcome.winner)
            return tr("watch.over_win", side=winner, reason=reason), "info"
        if self.session.paused:
            return tr("watch.status_paused"), "info"
        return tr("watch.status_running"), "thinking"

    # ----------------------------------------------------------- the moves

    def _go_on(self) -> None:
        """Ask the next move, after the pause the speed gives."""
        if self._wait is not None:
            self._wait.stop()
            self._wait = None
        if not self.session.wants_move():
            return
        delay = self.session.delay
        if delay > 0 and self.game.moves:
            self._wait = self.set_timer(delay, self._ask_move)
        else:
            self._ask_move()

    def _ask_move(self) -> None:
        self._wait = None
        if not self.session.wants_move():
            return
        player, level = self.player, self.session.level_to_move
        game = copy_game(self.game)
        self.engine.start(
            "move", lambda stop, report: player.choose_move(game, level, stop, report)
        )
        self.refresh_view()

    @on(EngineDriver.Progress)
    def engine_progress(self, message: EngineDriver.Progress) -> None:
        if self.session.take_progress(message.request, cast(ThinkingInfo, message.info)):
            self.refresh_view()

    @on(EngineDriver.Done)
    def engine_done(self, message: EngineDriver.Done) -> None:
        played = self.session.take_move(message.request, cast("Move | None", message.result))
        if played:
            self.message = None
        self.refresh_view()
        self._go_on()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        failed = self.engine.failed(event)
        if failed is False:
            return
        where = str(failed) if failed else self.tr("crash.no_report")
        self.message = (self.tr("crash.engine", path=where), "error")
        if not self.session.paused:
            self.session.toggle_pause()  # no endless retries of a failing search
        self.refresh_view()

    def on_unmount(self) -> None:
        self.engine.cancel()

    # ------------------------------------------------------------- actions

    def action_pause(self) -> None:
        self.session.toggle_pause()
        self.message = None
        self.refresh_view()
        self._go_on()

    def action_step(self) -> None:
        if not self.session.paused:
            self.message = (self.tr("watch.step_needs_pause"), "info")
            self.refresh_view()
            return
        if self.session.jobs.busy is None and self.session.step():
            self.message = None
            self._go_on()
        self.refresh_view()

    def action_faster(self) -> None:
        self.session.faster()
        self.refresh_view()

    def action_slower(self) -> None:
        self.session.slower()
        self.refresh_view()

    def action_flip(self) -> None:
        self.flipped = not self.flipped
        self.refresh_view()

    def action_numbers(self) -> None:
        self.dames.update_settings(show_numbers=not self.dames.settings.show_numbers)

    def action_save_pdn(self) -> None:
        tr, rules = self.tr, self.game.rules
        names = {
            side_tag(rules, color): tr("player.computer_level", level=level)
            for color, level in self.session.levels.items()
        }

        def save(path: Path) -> None:
            saved = self.dames.keeper.save_pdn(self.game, path, names)
            if saved is not None:
                self.message = (tr("status.saved_pdn", path=saved), "info")
                self.refresh_view()

        def refused(key: str) -> None:
            self.message = (tr(key), "error")
            self.refresh_view()

        ask_path(self, tr, "pdn.save_title", str(default_pdn_path()), save, refused)

    @on(BoardView.Cancelled)
    def board_escaped(self) -> None:
        """Escape with the board focused (it has no selection here)."""
        self.action_leave()

    def action_leave(self) -> None:
        self.engine.cancel()
        self.dismiss()
