"""Choose the variant, the side and the computer's level, then play.

The match conditions (the clock, the ballots, an outside engine) are one
line under the level, set in their own dialog (:class:`ConditionsScreen`,
the "Conditions" button or ``c``); the settings keep them for the next game.

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
from dames_tui.flow.conditions import Conditions, deck_choice
from dames_tui.flow.players import available_levels

from ..keys import TranslatedScreen
from ..settings import GameSetup
from ..texts import level_label, side_name, side_subject
from ..variant_menu import MenuEntry, menu_entries
from .conditions import ConditionsScreen, clock_label

if TYPE_CHECKING:
    from ..app import DamesApp


class NewGameScreen(TranslatedScreen):
    """The first screen when ``dames`` starts without options."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "start", show=False),
        Binding("escape", "back", show=False),
        Binding("t", "stats", show=False),
        Binding("c", "conditions", show=False),
    ]

    def __init__(self, setup: GameSetup | None = None) -> None:
        super().__init__()
        self.setup = setup or GameSetup()
        self.rules_list: tuple[Rules, ...] = variants()
        self.entries: tuple[MenuEntry, ...] = menu_entries(self.rules_list)
        self._shown_variant = self.setup.rules.name  # the side is the setup's until it changes
        self.conditions: Conditions | None = None  # the settings' until mounted

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
                        self._level_options(setup.rules),
                        value=setup.level,
                        allow_blank=False,
                        id="level",
                    )
            yield Label("", id="conditions-summary")
            with Horizontal(classes="buttons"):
                yield Button(tr("newgame.start"), id="start", variant="success")
                yield Button(tr("newgame.conditions"), id="conditions")
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
        settings = self.dames.settings
        self.conditions = Conditions(settings.clock, settings.deck, "", settings.engine)
        self._show_conditions()

    def _show_conditions(self) -> None:
        """The summary line of the match conditions for the chosen game."""
        tr, chosen = self.dames.translator, self.conditions or Conditions()
        rules = self.chosen_rules()
        choice = deck_choice(rules, chosen.deck)
        deck = tr(choice.key, count=choice.count) if choice is not None else None
        if deck is not None and chosen.ballot:
            deck = f"{deck} n° {chosen.ballot}"
        names = dict(self.dames.settings.engines)
        engine = chosen.engine if chosen.engine in names else None
        summary = tr(
            "newgame.conditions.summary",
            clock=clock_label(tr, chosen.clock) if chosen.clock else tr("conditions.clock.none"),
            deck=deck or tr("conditions.deck.none"),
            engine=engine or tr("conditions.engine.builtin"),
        )
        self.query_one("#conditions-summary", Label).update(summary)

    @on(Button.Pressed, "#conditions")
    def action_conditions(self) -> None:
        """The dialog of the clock, the ballots and the opponent."""
        settings = self.dames.settings

        def chosen(conditions: Conditions | None) -> None:
            if conditions is not None:
                self.conditions = conditions
                self._show_conditions()

        engines = tuple(name for name, _ in settings.engines)
        dialog = ConditionsScreen(
            self.dames.translator, self.chosen_rules(), self.conditions or Conditions(), engines
        )
        self.app.push_screen(dialog, chosen)

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

    def _level_options(self, rules: Rules) -> list[tuple[str, int]]:
        tr = self.dames.translator
        return [(level_label(tr, n, rules), n) for n in available_levels()]

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
        if self.conditions is not None:
            self._show_conditions()  # the deck may not be this game's
        self.query_one("#first-mover", Label).update(self._first_text(rules))
        if rules.name != self._shown_variant:
            self._shown_variant = rules.name
            levels = self.query_one("#level", Select)
            kept = levels.value
            levels.set_options(self._level_options(rules))  # the ratings of this game's ladder
            levels.value = kept
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
        rules, chosen = self.chosen_rules(), self.conditions or Conditions()
        if chosen.problem(rules) is not None:
            self.action_conditions()  # the dialog says what is wrong
            return
        command = dict(self.dames.settings.engines).get(chosen.engine)
        setup = GameSetup(
            rules,
            self.chosen_side(),
            number,
            time_control=chosen.time_control(),
            ballot=chosen.choose_ballot(rules),
            engine=command,
            engine_name=chosen.engine if command is not None else None,
        )
        self.dames.start_game(setup, chosen)

    @on(Button.Pressed, "#stats")
    def action_stats(self) -> None:
        self.dames.show_stats()

    @on(Button.Pressed, "#quit")
    def quit_pressed(self) -> None:
        self.app.exit()

    def action_back(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
