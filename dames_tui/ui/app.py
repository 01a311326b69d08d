"""The App: holds the settings, the translator, the computer player and the
keeper of files, and switches between screens. The screens own the flow."""

from __future__ import annotations

import dataclasses
import gc
import weakref
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual.app import App
from textual.binding import Binding, BindingType
from textual.command import CommandPalette, Provider
from textual.filter import LineFilter
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.timer import Timer

from dames_tui.core import Color, Position, Rules
from dames_tui.engine.tables.background import BuildStatus, Notice, Watch
from dames_tui.flow import Keeper, side_from_tags
from dames_tui.flow.conditions import Conditions
from dames_tui.flow.engine_process import default_runner
from dames_tui.flow.outside import OutsidePlayer
from dames_tui.flow.players import EnginePlayer, Player
from dames_tui.flow.puzzles import PuzzleSetError
from dames_tui.game import Game, side_tag
from dames_tui.i18n import Translator
from dames_tui.storage import LoadWarning, SavedGame, StorageError
from dames_tui.storage.crash import write_crash_report

from .commands import GameCommands
from .keys import key_list
from .printable import PrintableFilter, printable, printable_lines
from .screens.analysis import AnalysisScreen
from .screens.confirm import ConfirmScreen
from .screens.editor import EditorScreen
from .screens.end_game import EndGameScreen
from .screens.game import GameScreen
from .screens.help import HelpScreen
from .screens.keys import KeysScreen
from .screens.new_game import NewGameScreen
from .screens.puzzles import PuzzleScreen, open_trainer
from .screens.resume import ResumeScreen
from .screens.review import ReviewScreen
from .screens.settings import SettingsScreen
from .screens.side import SideScreen
from .screens.stats import StatsScreen
from .screens.watch import WatchScreen, WatchSetupScreen
from .settings import THEMES, GameSetup, Settings
from .texts import (
    level_label,
    moves_played_text,
    side_name,
    side_subject,
    storage_failure_text,
    tables_discarded_text,
    tables_reason_text,
    variant_name,
    warning_text,
)

WARNING_TIMEOUT = 12.0  # seconds a startup warning stays on screen
TABLES_POLL = 2.0  # seconds between two looks at a background build of the tables


class DamesApp(App[None]):
    """Draughts against the computer.

    ``setup`` starts a game (command-line options); without it the new-game
    screen comes first. Either way, the unfinished games saved by previous
    runs are offered first, except for a game given as a position or a PDN
    game (``setup.start`` or ``setup.game``): that one starts at once, and
    the unfinished game is set aside, to be offered the next time. ``settings`` replaces the saved settings
    (tests); ``overrides`` change the saved ones for this run only (the
    command line). ``player`` is the computer (tests pass a stand-in).
    ``table_builds`` starts and follows the background builds of the
    endgame tables (by default a :class:`Watch`, but in a headless run).
    """

    CSS_PATH = ["dames.tcss", "study.tcss"]  # noqa: RUF012 (Textual reads it as is)
    TITLE = "Dames"
    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {GameCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+p", "command_palette", "key.palette", priority=True),
    ]

    class SettingsChanged(Message):
        """The settings (language, numbers, level, theme) were replaced."""

        def __init__(self, settings: Settings) -> None:
            super().__init__()
            self.settings = settings

    def __init__(
        self,
        setup: GameSetup | None = None,
        *,
        settings: Settings | None = None,
        overrides: Mapping[str, Any] | None = None,
        player: Player | None = None,
        table_builds: Watch | None = None,
    ) -> None:
        super().__init__()
        self._warnings: list[LoadWarning] = []
        self._failures_told: set[tuple[str, str]] = set()
        self._started = False
        self.keeper = Keeper(self._storage_failed, self._warning_found, themes=THEMES)
        #: what settings.json holds (changed only by the player)
        self.stored_settings = settings if settings is not None else self.keeper.load_settings()
        #: what this run uses: the stored settings and the command line's overrides
        self.settings = dataclasses.replace(self.stored_settings, **(overrides or {}))
        if setup is not None:
            self.settings = dataclasses.replace(
                self.settings, variant=setup.rules.name, human_side=setup.human, level=setup.level
            )
        self.translator = Translator(self.settings.language)
        #: the built-in engine plays from its opening book while the setting says so
        self.player: Player = (
            player if player is not None else EnginePlayer(book=lambda: self.settings.book)
        )
        self.initial_setup = setup
        self._printable_filter = PrintableFilter()
        self._settings_unsaved = False  # changed by the player, not written yet
        #: the screens hidden under others when the settings changed: told when shown again
        self._settings_owed: weakref.WeakSet[Screen[Any]] = weakref.WeakSet()
        #: the background builds of the endgame tables (None: none, as in a headless run)
        self.table_builds = table_builds
        self._tables_timer: Timer | None = None

    def on_mount(self) -> None:
        self.title = self.translator("app.title")
        self.call_after_refresh(gc.freeze)  # see on_unmount
        default_runner().warm()  # the engine's process is ready by the first move
        if self.table_builds is None and not self.is_headless:
            self.table_builds = Watch()
        self.keeper.load_stats()  # only to hear about a bad file now
        setup = self.initial_setup
        if setup is not None and (setup.start is not None or setup.game is not None):
            self.keeper.set_aside()
            self._started = True
            self._tell_warnings()
            self._open_first_screen()
            return
        offers: list[tuple[Path | None, SavedGame]] = []
        saved = self.keeper.load_autosave()
        if saved is not None:
            offers.append((None, saved))
        offers += self.keeper.load_set_aside()
        self._started = True
        self._tell_warnings()
        if not offers:
            self._open_first_screen()
            return

        def answered(index: int | None) -> None:
            if index is None:
                for path, _ in offers:
                    if path is None:
                        self.keeper.clear_autosave()
                    else:
                        self.keeper.discard(path)
                self._open_first_screen()
                return
            path, chosen = offers[index]
            if path is not None:
                self.keeper.resume_set_aside(path)
            self.resume(chosen)

        one = len(offers) == 1
        summaries = [self._resume_summary(saved, line=not one) for _, saved in offers]
        self.push_screen(ResumeScreen(summaries), answered)

    def _open_first_screen(self) -> None:
        setup = self.initial_setup
        if setup is None:
            self.show_new_game()
        elif setup.turn is not None:
            self._ask_turn(setup)
        elif setup.game is not None and setup.human is None:
            self.play_loaded(setup.game, None, setup.level)
        else:
            self.open_game(setup)

    def _ask_turn(self, setup: GameSetup) -> None:
        """Who moves first in a position whose FEN does not say, then play."""
        reading, tr = setup.turn, self.translator
        assert reading is not None

        def chosen(color: Color | None) -> None:
            if color is None:
                self.show_new_game()
            else:
                start = reading.for_side(color)
                self.open_game(dataclasses.replace(setup, start=start, turn=None))

        sides = {color: side_subject(tr, color) for color in (Color.WHITE, Color.BLACK)}
        self.push_screen(SideScreen(tr("pdn.turn_question"), sides, tr("pdn.cancel")), chosen)

    def _resume_summary(self, saved: SavedGame, *, line: bool = False) -> str:
        tr, game = self.translator, saved.game
        return tr(
            "resume.line" if line else "resume.summary",
            variant=variant_name(tr, game.rules),
            side=side_name(tr, saved.human_side),
            level=saved.level if line else level_label(tr, saved.level),
            moves=moves_played_text(tr, game),
            turn=side_name(tr, game.turn),
        )

    def resume(self, saved: SavedGame) -> None:
        """Play on the saved game, exactly where it was."""
        self.use_for_this_run(
            variant=saved.game.rules.name, human_side=saved.human_side, level=saved.level
        )
        self.open_game(GameSetup.resumed(saved))

    # ----------------------------------------------------- files and reports

    def _warning_found(self, warning: LoadWarning) -> None:
        self._warnings.append(warning)
        if self._started:
            self._tell_warnings()

    def _tell_warnings(self) -> None:
        for warning in self._warnings:
            self.notify(
                warning_text(self.translator, warning),
                severity="warning",
                timeout=WARNING_TIMEOUT,
                markup=False,
            )
        self._warnings.clear()

    def _storage_failed(self, kind: str, error: StorageError) -> None:
        """A write failed: say it in the status bar, and once in a notification."""
        text = storage_failure_text(self.translator, kind, error)
        screen = self.game_screen()
        if screen is not None and screen.is_mounted:
            screen.say_text(text, "error")
        if (kind, error.reason) not in self._failures_told:
            self._failures_told.add((kind, error.reason))
            self.notify(text, severity="error", timeout=WARNING_TIMEOUT, markup=False)

    def player_names(self, rules: Rules, human: Color, level: int) -> dict[str, str]:
        """The White and Black tags of a game: "Vous" and "Ordinateur (niveau 3)"."""
        tr = self.translator
        return {
            side_tag(rules, human): tr("player.you"),
            side_tag(rules, human.opponent): tr("player.computer_level", level=level),
        }

    # ------------------------------------------------------------ the flow

    def _install_screen(self, screen: Any) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def start_game(self, setup: GameSetup, conditions: Conditions | None = None) -> None:
        """A new game chosen on the new-game screen; its choices are saved
        (the match conditions too, but for a ballot chosen by its number)."""
        chosen = self.stored_settings.remembering(setup.rules.name, setup.human, setup.level)
        kept = {}
        if conditions is not None:
            kept = {"clock": conditions.clock, "deck": conditions.deck, "engine": conditions.engine}
        self.update_settings(
            variant=setup.rules.name,
            human_side=setup.human,
            level=setup.level,
            by_variant=chosen.by_variant,  # this variant's side and level, for next time
            **kept,
        )
        self.open_game(setup)

    def open_game(self, setup: GameSetup) -> None:
        """Show a game (new, resumed or loaded) without touching the settings;
        an outside engine plays it if the setup names one."""
        player = self.player
        if setup.engine is not None:
            player = OutsidePlayer(setup.engine, self.player, name=setup.engine_name)
        self._install_screen(GameScreen(setup, player))
        if setup.engine is None:
            self.tables_needed(setup.rules, setup.level)

    def play_loaded(self, game: Game, human: Color | None, level: int | None = None) -> None:
        """Play on ``game`` (from a PDN file) with the player on ``human``;
        None: the side the game's tags give the player (this program's own
        files), else ask."""
        if human is None:
            human = side_from_tags(game.tags, game.rules)
        if human is None:
            tr = self.translator

            def chosen(color: Color | None) -> None:
                if color is not None:
                    self.play_loaded(game, color, level)
                elif self.game_screen() is None:
                    self.show_new_game()

            sides = {color: side_name(tr, color) for color in (Color.WHITE, Color.BLACK)}
            self.push_screen(SideScreen(tr("pdn.side_question"), sides, tr("pdn.cancel")), chosen)
            return
        self.use_for_this_run(variant=game.rules.name)
        level = level if level is not None else self.settings.level
        self.open_game(GameSetup(game.rules, human, level, game.start, game, origin="pdn"))

    def open_editor(self, rules: Rules, position: Position | None = None) -> None:
        """The position editor on the board of ``rules``, set up as
        ``position`` (else the start position); Escape comes back here."""
        self.push_screen(EditorScreen(rules, position))

    def play_position(self, position: Position) -> None:
        """Play from a position set up in the editor, on the side the player
        chooses; the game in progress, if any, is left after a confirmation."""
        tr = self.translator

        def chosen(color: Color | None) -> None:
            if color is None:
                return
            screen = self.game_screen()
            if screen is not None:
                screen.cancel_engine()
            self.use_for_this_run(variant=position.rules.name)
            self.open_game(GameSetup(position.rules, color, self.settings.level, position))

        def ask(yes: bool | None = True) -> None:
            if yes:
                sides = {color: side_name(tr, color) for color in (Color.WHITE, Color.BLACK)}
                question = tr("editor.side_question")
                self.push_screen(SideScreen(question, sides, tr("pdn.cancel")), chosen)

        screen = self.game_screen()
        if screen is not None and screen.session.in_progress:
            self.confirm(tr("confirm.new"), ask)
        else:
            ask()

    def open_watch(self, game: Game, back: Callable[[], None] | None = None) -> None:
        """The computer against itself from ``game``'s position (its moves so
        far kept), at the levels chosen for each side; Escape comes back
        (then ``back`` is called, also when the player cancels)."""
        from dames_tui.flow.players import available_levels

        level = self.settings.level

        def returned(_: object = None) -> None:
            if back is not None:
                back()

        def chosen(levels: dict[Color, int] | None) -> None:
            if levels is None:
                returned()
            else:
                self.push_screen(WatchScreen(game, levels, self.player), returned)

        levels = {Color.WHITE: level, Color.BLACK: level}
        self.push_screen(WatchSetupScreen(self.translator, levels, available_levels()), chosen)

    def open_analysis(
        self,
        game: Game,
        at: int | None = None,
        back: Callable[[], None] | None = None,
        *,
        flipped: bool = False,
    ) -> None:
        """The analysis board on ``game``'s moves, the position after ``at``
        of them on the board (default: the last); Escape comes back (then
        ``back`` is called)."""
        from dames_tui.flow.analysis import AnalysisSession

        def returned(_: object = None) -> None:
            if back is not None:
                back()

        session = AnalysisSession.of_game(game, at=at)
        self.push_screen(AnalysisScreen(session, flipped=flipped), returned)
        self.tables_needed(game.rules, None)

    def play_from_analysis(self, game: Game) -> None:
        """Play on against the computer from the end of ``game`` (a line of
        the analysis board), on the side the player chooses; the game in
        progress, if any, is left after a confirmation."""

        def ask(yes: bool | None = True) -> None:
            if yes:
                screen = self.game_screen()
                if screen is not None:
                    screen.cancel_engine()
                self.play_loaded(game, None)

        screen = self.game_screen()
        if screen is not None and screen.session.in_progress:
            self.confirm(self.translator("confirm.new"), ask)
        else:
            ask()

    def show_new_game(self) -> None:
        self._install_screen(NewGameScreen(GameSetup.from_settings(self.settings)))

    def show_end(self, title: str, reason: str, summary: str) -> None:
        tr = self.translator
        labels = {name: tr(f"end.{name}") for name in ("again", "analyse", "review", "quit")}

        def chosen(choice: str | None) -> None:
            if choice == "again":
                self.show_new_game()
            elif choice == "analyse":
                screen = self.game_screen()
                if screen is not None:
                    screen.action_review()
            elif choice == "quit":
                self.exit()

        self.push_screen(EndGameScreen(title, reason, summary, labels), chosen)

    def show_help(self, rules: Rules) -> None:
        tr = self.translator
        sections = [tr(f"help.rules.{rules.name}"), tr("help.play"), tr("help.games")]
        self.push_screen(HelpScreen(tr("help.title"), sections, self.key_rows(), tr("help.close")))

    def key_rows(self) -> list[tuple[str, str]]:
        """Every key of the game screen and of the app, in the player's words."""
        bindings = [b for b in GameScreen.BINDINGS if isinstance(b, Binding)]
        bindings += [b for b in self.BINDINGS if isinstance(b, Binding)]
        return key_list(self, bindings)

    def show_keys(self) -> None:
        tr = self.translator
        self.push_screen(
            KeysScreen(tr("keys.title"), self.key_rows(), tr("keys.notes"), tr("help.close"))
        )

    def action_command_palette(self) -> None:
        """Textual's command palette, with the game's commands and our words."""
        open_already = any(isinstance(screen, CommandPalette) for screen in self.screen_stack)
        if self.use_command_palette and not open_already:
            placeholder = self.translator("palette.placeholder")
            self.push_screen(CommandPalette(placeholder=placeholder, id="--command-palette"))

    def action_new_game(self) -> None:
        screen = self.game_screen()
        if screen is not None:
            screen.action_new_game()
        else:
            self.show_new_game()

    def show_settings(self) -> None:
        self.push_screen(SettingsScreen())

    def open_puzzles(self, variant: str | Rules | None = None, *, path: Path | None = None) -> None:
        """The tactics trainer of ``variant`` (the settings' by default), on
        the shipped set or the one at ``path``; Escape comes back here."""
        trainer = open_trainer(self, variant, path)
        if trainer is None:
            return
        try:
            screen = PuzzleScreen(trainer)
        except PuzzleSetError:  # not one puzzle of the set reads
            self.notify(self.translator("puzzles.all_damaged"), severity="error")
            return
        self.push_screen(screen)

    def open_review(
        self,
        game: Game,
        human: Color | None = None,
        back: Callable[[], None] | None = None,
        *,
        flipped: bool | None = None,
    ) -> None:
        """The review of ``game``'s moves, the scores from ``human``'s side
        (None: White's), the board turned as ``flipped`` (None: as the
        settings put that side); a review stored in the game is shown
        without searching again, a finished one is stored in it. Escape
        comes back (then ``back`` is called)."""

        def returned(_: object = None) -> None:
            if back is not None:
                back()

        self.push_screen(ReviewScreen(game, human, flipped=flipped), returned)

    def show_stats(self) -> None:
        self.push_screen(StatsScreen(self.keeper.load_stats()))

    def confirm(self, question: str, callback: Callable[[bool | None], None]) -> None:
        tr = self.translator
        self.push_screen(ConfirmScreen(question, tr("confirm.yes"), tr("confirm.no")), callback)

    # ------------------------------------------------------------ settings

    def update_settings(self, **changes: Any) -> None:
        """The player changed settings: use them, tell every screen, save them.

        The file is written once the screen shows the change (a write waits
        for the disk, the key's answer need not), and once for changes made
        together; the app's end writes what is still to be written."""
        self.stored_settings = dataclasses.replace(self.stored_settings, **changes)
        if not self._settings_unsaved:
            self._settings_unsaved = True
            self.call_after_refresh(self.call_later, self._save_settings)
        self.use_for_this_run(**changes)
        if "tables_build" in changes:
            self._tables_setting_changed()

    # ------------------------------------------------- the endgame tables

    def tables_needed(self, rules: Rules, level: int | None) -> None:
        """A game of ``rules`` at ``level`` (None: the analysis board) may
        use the endgame tables: the larger ones are built in the background
        if they are missing and the setting allows it (a niced process of
        its own, :mod:`dames_tui.engine.tables.background`)."""
        if self.table_builds is None or not self.settings.tables_build:
            return
        self._tell_tables(self.table_builds.need(rules, level))

    def _poll_tables(self) -> None:
        if self.table_builds is not None:
            self._tell_tables(self.table_builds.poll())

    def _tell_tables(self, notices: list[tuple[Notice, BuildStatus]]) -> None:
        """Tell the player what the builds became; follow them while they go on."""
        tr = self.translator
        for notice, status in notices:
            pieces = status.pieces
            if notice is Notice.CANNOT:
                reason = tables_reason_text(tr, status.reason)
                text = tr("tables.build.cannot", pieces=pieces, reason=reason, fewer=pieces - 1)
                self.notify(text, severity="warning", timeout=WARNING_TIMEOUT, markup=False)
            elif notice is Notice.DISCARDED:
                text = tables_discarded_text(tr, status)
                self.notify(text, severity="warning", timeout=WARNING_TIMEOUT, markup=False)
            else:
                self.notify(tr(f"tables.build.{notice.value}", pieces=pieces), markup=False)
        following = self.table_builds is not None and self.table_builds.following
        if following and self._tables_timer is None:
            self._tables_timer = self.set_interval(TABLES_POLL, self._poll_tables)
        elif not following and self._tables_timer is not None:
            self._tables_timer.stop()
            self._tables_timer = None

    def _tables_setting_changed(self) -> None:
        """The background build was turned on (for the game on screen) or off (stopped)."""
        if self.table_builds is None:
            return
        if not self.settings.tables_build:
            self.table_builds.stop()
            self._tell_tables([])
            return
        screen = self.game_screen()
        if screen is not None and screen.setup.engine is None:
            self.tables_needed(screen.setup.rules, screen.setup.level)

    def _save_settings(self) -> None:
        if self._settings_unsaved:
            self._settings_unsaved = False
            self.keeper.save_settings(self.stored_settings)

    def use_for_this_run(self, **changes: Any) -> None:
        """Replace the settings of this run only (not saved) and tell every screen."""
        self.settings = dataclasses.replace(self.settings, **changes)
        if self.settings.language != self.translator.language:
            self.translator = Translator(self.settings.language)
            self.title = self.translator("app.title")
        # Only the screens in sight are told now: Textual repaints the whole
        # screen on top for any change of the one under it (and its own
        # screen at the bottom of the stack shows nothing of ours).
        shown = self._screens_in_sight()
        for screen in self.screen_stack:
            if type(screen) is Screen:
                continue
            if screen in shown:
                screen.post_message(self.SettingsChanged(self.settings))
            else:
                self._settings_owed.add(screen)

    def _screens_in_sight(self) -> list[Screen[Any]]:
        """The screen on top and those seen through it (a dialog's
        translucent background), down to the first opaque one."""
        shown: list[Screen[Any]] = []
        for screen in reversed(self.screen_stack):
            shown.append(screen)
            if screen.styles.background.a == 1:
                break
        return shown

    def screen_shown_again(self, screen: Screen[Any]) -> None:
        """``screen`` is on top again: told of the settings changed while it was hidden."""
        if screen in self._settings_owed:
            self._settings_owed.discard(screen)
            screen.post_message(self.SettingsChanged(self.settings))

    def on_unmount(self) -> None:
        """The settings still to be written are written.

        What the start built (the modules, the styles, the first screen)
        lives as long as the app: frozen after the first refresh
        (:func:`gc.freeze`), the collector leaves it alone, and a full
        collection while the player presses keys takes a few milliseconds
        instead of tens. It is given back to the collector here."""
        self._save_settings()
        gc.unfreeze()

    def game_screen(self) -> GameScreen | None:
        for screen in reversed(self.screen_stack):
            if isinstance(screen, GameScreen):
                return screen
        return None

    # ---------------------------------------------------- what is shown

    def get_line_filters(self) -> Sequence[LineFilter]:
        """Textual's filters, then the one that keeps control characters off
        the terminal (:mod:`.printable`)."""
        return [*super().get_line_filters(), self._printable_filter]

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """A notification whose text is printable (it may quote a file)."""
        super().notify(
            printable_lines(message), title=printable(title), severity=severity,
            timeout=timeout, markup=markup,
        )  # fmt: skip

    # -------------------------------------------------------------- crashes

    def _handle_exception(self, error: Exception) -> None:
        """Textual calls this with an exception nothing caught: the game is
        saved, a crash report written to the data directory, and the app
        exits with status 1 and one line saying where the report is (instead
        of Textual's traceback on the player's terminal)."""
        self.exit(return_code=1, message=Text(self.report_crash(error)))

    def report_crash(self, error: BaseException) -> str:
        """Save the game, write a report on ``error``; the line to tell."""
        screen = self.game_screen()
        saved = False
        if screen is not None:
            try:
                screen.keep()
                saved = True
            except Exception:  # noqa: BLE001  (the crash may come from the game itself)
                saved = False
        path = write_crash_report(error)
        tr = self.translator
        where = str(path) if path is not None else tr("crash.no_report")
        return tr("crash.saved" if saved else "crash.line", path=where)

    async def action_quit(self) -> None:
        """Quit, after asking when a game is in progress (it is saved anyway)."""
        screen = self.game_screen()
        if (
            screen is None
            or not screen.session.in_progress
            or isinstance(self.screen, ConfirmScreen)
        ):
            self.exit()
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                screen.cancel_engine()
                self.exit()

        self.confirm(self.translator("confirm.quit"), confirmed)
