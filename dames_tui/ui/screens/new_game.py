"""Choose the variant, the side and the computer's level, then play.

The variants are one list, grouped by board (a heading per board: its size,
and for Turkish draughts its 64 squares, the games under it), with the
highlighted game's one-line description beside it; in a window of 80×24 the
list scrolls, where a list of radio buttons would not fit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import (
    Button,
    Footer,
    Header,
    Label,
    OptionList,
    RadioButton,
    RadioSet,
    Select,
)
from textual.widgets.option_list import Option

from dames_tui.core import Color, Rules, variants
from dames_tui.flow.players import available_levels

from ..keys import TranslatedScreen
from ..settings import GameSetup
from ..texts import level_label, side_name, side_subject
from ..variant_menu import MenuEntry, menu_entries

if TYPE_CHECKING:
    from ..app import DamesApp


class NewGameScreen(TranslatedScreen):
    """The first screen when ``dames`` starts without options."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "start", show=False),
        Binding("escape", "back", show=False),
        Binding("t", "stats", show=False),
    ]

    def __init__(self, setup: GameSetup | None = None) -> None:
        super().__init__()
        self.setup = setup or GameSetup()
        self.rules_list: tuple[Rules, ...] = variants()
        self.entries: tuple[MenuEntry, ...] = menu_entries(self.rules_list)
        self._shown_variant = self.setup.rules.name  # the side is the setup's until it changes

    @property
    def dames(self) -> DamesApp:
        return cast("DamesApp", self.app)

    def compose(self) -> ComposeResult:
        tr, setup = self.dames.translator, self.setup
        yield Header(show_clock=False)
        with Vertical(id="newgame-dialog", classes="dialog") as dialog:
            dialog.border_title = tr("newgame.title")
            with Horizontal(id="newgame-choices"):
                with Vertical(classes="choice", id="variant-choice"):
                    yield Label(tr("newgame.variant"), classes="heading")
                    yield OptionList(*self._options(), id="variant")
                with Vertical(classes="choice", id="side-choice"):
                    yield Label(self._about_text(setup.rules), id="variant-about")
                    yield Label(tr("newgame.side"), classes="heading")
                    with RadioSet(id="side"):
                        for color in (Color.BLACK, Color.WHITE):
                            yield RadioButton(
                                side_name(tr, color),
                                value=color is setup.human_color,
                                id=f"side-{color.name.lower()}",
                            )
                    yield Label(self._first_text(setup.rules), id="first-mover")
                    yield Label(tr("newgame.level"), classes="heading")
                    yield Select(
                        [(level_label(tr, n), n) for n in available_levels()],
                        value=setup.level,
                        allow_blank=False,
                        id="level",
                    )
            with Horizontal(classes="buttons"):
                yield Button(tr("newgame.start"), id="start", variant="success")
                yield Button(tr("newgame.stats"), id="stats")
                yield Button(tr("newgame.quit"), id="quit", variant="error")
        yield Footer(show_command_palette=False, compact=True)

    def on_mount(self) -> None:
        self.title = self.dames.translator("app.title")
        self.sub_title = self.dames.translator("newgame.title")
        for icon in self.query("HeaderIcon"):
            icon.tooltip = self.dames.translator("palette.icon")
        menu = self.query_one("#variant", OptionList)
        menu.highlighted = self._index_of(self.setup.rules)
        menu.focus()  # arrows choose the game, Enter goes on to "Jouer"

    def _options(self) -> list[Option]:
        """The list's lines: a heading per board (not selectable), then its games."""
        tr = self.dames.translator
        options = []
        for entry in self.entries:
            if entry.rules is None:
                key = "newgame.board_all" if entry.all_squares else "newgame.board"
                text = tr(key, size=entry.board_size, squares=entry.board_size**2)
                options.append(Option(text, id=entry.option_id, disabled=True))
            else:
                options.append(Option(f"  {entry.rules.title(tr.language)}", id=entry.option_id))
        return options

    def _index_of(self, rules: Rules) -> int:
        """The list index of ``rules`` (of the first game if it is not listed)."""
        for index, entry in enumerate(self.entries):
            if entry.rules is not None and entry.rules.name == rules.name:
                return index
        return next(i for i, entry in enumerate(self.entries) if entry.rules is not None)

    def _about_text(self, rules: Rules) -> str:
        tr = self.dames.translator
        return tr(f"newgame.about.{rules.name}")

    def _first_text(self, rules: Rules) -> str:
        tr = self.dames.translator
        return tr("newgame.first", side=side_subject(tr, rules.first_to_move))

    def chosen_rules(self) -> Rules:
        """The game highlighted in the list (the setup's before the list is up)."""
        menu = self.query("#variant").first(OptionList) if self.is_mounted else None
        if menu is None or menu.highlighted is None:
            return self.setup.rules
        return self.entries[menu.highlighted].rules or self.setup.rules

    def choose_variant(self, name: str) -> None:
        """Highlight the game called ``name`` (registry name), as a click would."""
        menu = self.query_one("#variant", OptionList)
        menu.highlighted = menu.get_option_index(f"variant-{name}")

    def chosen_side(self) -> Color:
        for color in (Color.BLACK, Color.WHITE):
            if self.query_one(f"#side-{color.name.lower()}", RadioButton).value:
                return color
        return self.chosen_rules().first_to_move

    @on(OptionList.OptionHighlighted, "#variant")
    def variant_changed(self) -> None:
        rules = self.chosen_rules()
        self.query_one("#variant-about", Label).update(self._about_text(rules))
        self.query_one("#first-mover", Label).update(self._first_text(rules))
        if rules.name != self._shown_variant:
            self._shown_variant = rules.name
            # The side and level chosen last time in this game; never played:
            # the first mover (Black in English, White in international).
            choice = self.dames.settings.choice_for(rules.name)
            side, level = choice if choice is not None else (None, None)
            self._press_side(side if side is not None else rules.first_to_move)
            if level in available_levels():
                self.query_one("#level", Select).value = level

    @on(OptionList.OptionSelected, "#variant")
    def variant_selected(self) -> None:
        """Enter (or a click) on a game: the next Enter plays it."""
        self.query_one("#start", Button).focus()

    def _press_side(self, color: Color) -> None:
        self.query_one(f"#side-{color.opponent.name.lower()}", RadioButton).value = False
        self.query_one(f"#side-{color.name.lower()}", RadioButton).value = True

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        level = self.query_one("#level", Select).value
        number = level if isinstance(level, int) else self.dames.settings.level
        setup = GameSetup(self.chosen_rules(), self.chosen_side(), number)
        self.dames.start_game(setup)

    @on(Button.Pressed, "#stats")
    def action_stats(self) -> None:
        self.dames.show_stats()

    @on(Button.Pressed, "#quit")
    def quit_pressed(self) -> None:
        self.app.exit()

    def action_back(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
