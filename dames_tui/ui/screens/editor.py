"""The position editor: set up men and kings on any variant's board, see at
once what makes the position illegal, paste or copy its FEN, then play from
it against the computer or analyse it.

The placement and what it means live in :mod:`dames_tui.flow.editor`; this
screen draws it and routes keys and clicks. Keys: 1 to 5 choose what to
place (also a click on the palette), Enter, Space or a click on a square
places it (the same piece again takes it off), Delete takes off the piece
under the cursor, ``e`` clears the board, ``r`` sets the start position,
``t`` switches the side to move, ``i`` goes to the FEN entry (a FEN pasted
on the board is read at once), ``c`` copies the FEN, ``p`` plays from the
position, ``a`` analyses it, Escape goes back.
"""

from __future__ import annotations

from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Button, Footer, Header, Input, Static

from dames_tui.core import Color, DraughtsError, Piece, Position, Rules
from dames_tui.flow.editor import BRUSHES, Placement, Severity, check_text, problem_text
from dames_tui.game import Game
from dames_tui.i18n.errors import error_text

from ..board_look import board_state, check_size, paint
from ..keys import TranslatedScreen
from ..texts import side_name, variant_name
from ..widgets.board import BoardView
from ..widgets.palette import PiecePalette
from ..widgets.status_bar import StatusBar

#: the status bar's kind for each reading of the placement: red for a
#: position refused, the warning colour for one whose game would end at once
STATUS_KINDS: dict[Severity, str] = {"illegal": "capture", "warning": "error", "legal": "info"}

_BRUSH_KEYS = ("white_man", "white_king", "black_man", "black_king", "empty")


class FenEntry(Input):
    """A one-line entry for a FEN; Escape gives the focus back to the board."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "leave", show=False)]

    class Left(Message):
        """The player left the entry with Escape."""

    def __init__(self, placeholder: str, *, id: str | None = None) -> None:
        super().__init__(placeholder=placeholder, id=id, compact=True, select_on_focus=False)

    def action_leave(self) -> None:
        self.value = ""
        self.post_message(self.Left())


class EditorScreen(TranslatedScreen):
    """Set up a position of ``rules`` (from ``position``, else the start)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "play", "editor.key.play"),
        Binding("a", "analyse", "editor.key.analyse"),
        Binding("t", "switch_turn", "editor.key.turn"),
        Binding("e", "clear", "editor.key.clear"),
        Binding("r", "reset", "editor.key.reset"),
        Binding("i", "fen", "editor.key.fen", show=False),
        Binding("c", "copy_fen", "key.copy_fen", show=False),
        Binding("delete,backspace", "remove", "editor.key.remove", show=False),
        Binding("f", "flip", "key.flip", show=False),
        Binding("n", "numbers", "key.numbers", show=False),
        Binding("escape", "back", "editor.key.back"),
        Binding("q", "app.quit", "key.quit", show=False),
    ]

    def __init__(self, rules: Rules, position: Position | None = None) -> None:
        super().__init__()
        if position is not None and position.rules != rules:
            raise ValueError(f"a position of {position.rules.name} to edit as {rules.name}")
        self.placement = Placement(position) if position is not None else Placement.start(rules)
        self.brush = 0  # the index in BRUSHES of what a click places
        self.message: tuple[str, str] | None = None  # (text, kind) shown instead of the check
        self.turned = False  # the player flipped the board (f)
        self._language = ""

    # ------------------------------------------------------------- plumbing

    @property
    def rules(self) -> Rules:
        return self.placement.rules

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="main"):
            yield BoardView(id="board")
            with Vertical(id="side"):
                yield PiecePalette(self._brush_entries(), id="palette")
                yield Static(id="turn")
                yield Static(id="material")
                with Horizontal(id="actions"):
                    yield Button(self.tr("editor.button.play"), id="btn-play", compact=True)
                    yield Button(self.tr("editor.button.analyse"), id="btn-analyse", compact=True)
                yield Static(id="help")
        yield StatusBar(id="status")
        yield FenEntry(self.tr("editor.fen.placeholder"), id="fen")
        yield Static(id="too-small")
        yield Footer(show_command_palette=False, compact=True)

    def on_mount(self) -> None:
        board = self.query_one(BoardView)
        board.focus()
        self._apply_language()
        self._check_size()
        self.refresh_view()
        board.place_cursor((self.rules.squares + 1) // 2)

    def on_resize(self, event: events.Resize) -> None:
        self._check_size()

    def _check_size(self) -> None:
        check_size(self, self.tr, self.rules.board_size)

    def _brush_entries(self) -> list[tuple[Piece | None, str]]:
        return [
            (piece, self.tr(f"editor.brush.{key}"))
            for piece, key in zip(BRUSHES, _BRUSH_KEYS, strict=True)
        ]

    def _apply_language(self) -> None:
        tr = self.tr
        self._language = tr.language
        self.title = tr("app.title")
        self.sub_title = tr("editor.subtitle", variant=variant_name(tr, self.rules))
        self.refresh_bindings()  # the footer in the new language
        for icon in self.query("HeaderIcon"):
            icon.tooltip = tr("palette.icon")
        palette = self.query_one(PiecePalette)
        palette.relabel(self._brush_entries())
        palette.border_title = tr("editor.brushes")
        self.query_one("#btn-play", Button).label = tr("editor.button.play")
        self.query_one("#btn-analyse", Button).label = tr("editor.button.analyse")
        self.query_one("#help", Static).update(tr("editor.help"))
        self.query_one(FenEntry).placeholder = tr("editor.fen.placeholder")

    def on_dames_app_settings_changed(self, message: Message) -> None:
        if self.tr.language != self._language:
            self._apply_language()
            self._check_size()
        self.refresh_view()

    @property
    def flipped(self) -> bool:
        """Black at the bottom: White is, as in diagrams, unless the settings
        put Black there; ``f`` turns the board over."""
        black_below = self.settings.bottom_color(Color.WHITE) is Color.BLACK
        return black_below != self.turned

    # ------------------------------------------------------------- the view

    def refresh_view(self) -> None:
        """Redraw the board, the palette, the side to move and the status."""
        placement, settings, tr = self.placement, self.settings, self.tr
        board = self.query_one(BoardView)
        paint(board, settings)
        board.state = board_state(
            self.app,
            settings,
            tr,
            placement.position,
            flipped=self.flipped,
            capturers=placement.marked_squares(),  # the man on its crowning row, in red
        )
        self.query_one(PiecePalette).chosen = self.brush
        self.query_one("#turn", Static).update(
            tr("editor.turn", side=side_name(tr, placement.turn))
        )
        start = Position.initial(self.rules)
        lines = [
            tr(
                "editor.material",
                side=side_name(tr, color),
                men=placement.position.count(color, kings=False),
                kings=placement.position.count(color, kings=True),
                most=start.count(color),
            )
            for color in (Color.WHITE, Color.BLACK)
        ]
        self.query_one("#material", Static).update("\n".join(lines))
        self._show_status()

    def _show_status(self) -> None:
        if self.message is not None:
            text, kind = self.message
        else:
            text, severity = check_text(self.tr, self.placement)
            kind = STATUS_KINDS[severity]
        self.query_one(StatusBar).show(text, kind)

    def say_text(self, text: str, kind: str = "error") -> None:
        """Show ``text`` until the placement changes."""
        self.message = (text, kind)
        self._show_status()

    def _changed(self, placement: Placement) -> None:
        self.placement = placement
        self.message = None
        self.refresh_view()

    # ---------------------------------------------------------------- input

    @on(BoardView.SquareChosen)
    def square_chosen(self, message: BoardView.SquareChosen) -> None:
        if message.square is None:
            self.say_text(self.tr("status.light_square"), "info")
            return
        self._changed(self.placement.toggled(message.square, BRUSHES[self.brush]))

    @on(BoardView.TypingStarted)
    def typing_started(self, message: BoardView.TypingStarted) -> None:
        """A digit on the board chooses what to place (1 to 5)."""
        if message.character.isdigit() and 1 <= int(message.character) <= len(BRUSHES):
            self.choose_brush(int(message.character) - 1)

    @on(PiecePalette.Chosen)
    def palette_clicked(self, message: PiecePalette.Chosen) -> None:
        self.choose_brush(message.index)
        self.query_one(BoardView).focus()

    def choose_brush(self, index: int) -> None:
        self.brush = index
        self.query_one(PiecePalette).chosen = index

    @on(BoardView.Cancelled)
    def board_escape(self) -> None:
        self.action_back()

    def action_remove(self) -> None:
        board = self.query_one(BoardView)
        square = board.square_at_display(*board.cursor)
        if square is not None:
            self._changed(self.placement.put(square, None))

    def action_clear(self) -> None:
        self._changed(self.placement.cleared())

    def action_reset(self) -> None:
        self._changed(self.placement.reset())

    def action_switch_turn(self) -> None:
        self._changed(self.placement.switched())

    def action_flip(self) -> None:
        self.turned = not self.turned
        self.refresh_view()
        self.say_text(self.tr("editor.flipped"), "info")

    def action_numbers(self) -> None:
        self.dames.update_settings(show_numbers=not self.settings.show_numbers)

    def action_back(self) -> None:
        self.app.pop_screen()

    # ------------------------------------------------------------------ FEN

    def action_fen(self) -> None:
        self.query_one(FenEntry).focus()

    @on(FenEntry.Left)
    def fen_left(self) -> None:
        self.query_one(BoardView).focus()

    @on(Input.Submitted, "#fen")
    def fen_typed(self, event: Input.Submitted) -> None:
        if not event.value.strip():
            self.query_one(BoardView).focus()
            return
        if self.read_fen(event.value):
            event.input.value = ""
            self.query_one(BoardView).focus()

    def on_paste(self, event: events.Paste) -> None:
        """A FEN pasted while the board has the focus is read at once (the
        entry reads its own pastes)."""
        if not isinstance(self.focused, Input) and event.text.strip():
            event.stop()
            self.read_fen(event.text)

    def read_fen(self, text: str) -> bool:
        """Set up the FEN ``text``, or say why it cannot be read (the
        placement stays as it was); whether it was read."""
        tr = self.tr
        try:
            placement, side_known = Placement.read(text, self.rules)
        except DraughtsError as error:
            self.say_text(tr("editor.fen.refused", reason=error_text(tr, error)))
            return False
        self._changed(placement)
        if not side_known:
            side = side_name(tr, placement.turn)
            self.say_text(tr("editor.fen.side_unknown", side=side), "error")
        return True

    def action_copy_fen(self) -> None:
        text = self.placement.fen()
        self.app.copy_to_clipboard(text)
        self.say_text(self.tr("copy.fen", text=text), "info")

    # -------------------------------------------------------- play, analyse

    def _legal_game(self, refusal: str) -> Game | None:
        """A game from the placement, or None after saying why there is none."""
        problem = self.placement.problem()
        if problem is not None:
            why = problem_text(self.tr, problem, self.rules)
            self.say_text(self.tr(refusal, why=why), "capture")
            return None
        return self.placement.game()

    def action_play(self) -> None:
        game = self._legal_game("editor.refused.play")
        if game is not None:
            self.dames.play_position(game.start)

    def action_analyse(self) -> None:
        game = self._legal_game("editor.refused.analyse")
        if game is None:
            return
        self.dames.open_analysis(game)

    @on(Button.Pressed, "#actions Button")
    def button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "btn-play":
            self.action_play()
        elif event.button.id == "btn-analyse":
            self.action_analyse()
        self.query_one(BoardView).focus()
