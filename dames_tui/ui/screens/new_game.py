"""Choose the variant, the side and the computer's level, then play."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Footer, Header, Label, RadioButton, RadioSet, Select

from dames_tui.core import Color, Rules, variants

from ..keys import TranslatedScreen
from ..players import available_levels
from ..settings import GameSetup
from ..texts import level_label, side_name, side_subject, variant_name

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
                    with RadioSet(id="variant"):
                        for rules in self.rules_list:
                            yield RadioButton(
                                variant_name(tr, rules),
                                value=rules == setup.rules,
                                id=f"variant-{rules.name}",
                            )
                with Vertical(classes="choice"):
                    yield Label(tr("newgame.side"), classes="heading")
                    with RadioSet(id="side"):
                        for color in (Color.BLACK, Color.WHITE):
                            yield RadioButton(
                                side_name(tr, color),
                                value=color is setup.human_color,
                                id=f"side-{color.name.lower()}",
                            )
            yield Label(self._first_text(), id="first-mover")
            with Horizontal(id="level-row"):
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
        self.query_one("#start", Button).focus()

    def _first_text(self) -> str:
        tr = self.dames.translator
        return tr("newgame.first", side=side_subject(tr, self.chosen_rules().first_to_move))

    def chosen_rules(self) -> Rules:
        radio = self.query("#variant").first(RadioSet) if self.is_mounted else None
        if radio is None or radio.pressed_index < 0:
            return self.setup.rules
        return self.rules_list[radio.pressed_index]

    def chosen_side(self) -> Color:
        for color in (Color.BLACK, Color.WHITE):
            if self.query_one(f"#side-{color.name.lower()}", RadioButton).value:
                return color
        return self.chosen_rules().first_to_move

    @on(RadioSet.Changed, "#variant")
    def variant_changed(self) -> None:
        # The human moves first by default: Black in English, White in international.
        first = self.chosen_rules().first_to_move
        # Outside this handler: RadioSet mutes its buttons while it reports a change.
        self.set_timer(0.01, lambda: self._press_side(first))
        self.query_one("#first-mover", Label).update(self._first_text())

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
