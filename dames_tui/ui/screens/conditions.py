"""The match conditions of a new game: the clock, the ballots and the
opponent, chosen in one small dialog from the new-game screen.

What the choices mean, and whether they can be played, is
:mod:`dames_tui.flow.conditions`'s; the dialog draws them and says why a
choice is refused (a time control it cannot read, a ballot number the deck
does not have).
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select

from dames_tui.core import Rules
from dames_tui.flow.conditions import CLOCK_CHOICES, Conditions, deck_id
from dames_tui.game.openings import deck_choices
from dames_tui.i18n import Translator

CUSTOM = "custom"  # the Select value of a time control typed in


def clock_label(tr: Translator, text: str) -> str:
    """How the dialog names a time control of :data:`CLOCK_CHOICES`."""
    if not text:
        return tr("conditions.clock.none")
    if text.startswith("m"):
        return tr("conditions.clock.move_time", seconds=text[1:])
    if "/" in text:
        moves, minutes = text.split("/", 1)
        return tr("conditions.clock.moves", moves=moves, minutes=minutes)
    minutes, increment = text.split("+", 1)
    if float(increment) == 0:
        return tr("conditions.clock.sudden", minutes=minutes)
    return tr("conditions.clock.fischer", minutes=minutes, increment=increment)


class ConditionsScreen(ModalScreen[Conditions | None]):
    """Dismissed with the conditions chosen, or None (Escape, cancel)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(
        self, tr: Translator, rules: Rules, chosen: Conditions, engines: tuple[str, ...]
    ) -> None:
        super().__init__()
        self.tr, self.rules, self.chosen, self.engines = tr, rules, chosen, engines

    def compose(self) -> ComposeResult:
        tr, chosen = self.tr, self.chosen
        clocks = [(clock_label(tr, text), text) for text in CLOCK_CHOICES]
        custom = chosen.clock not in CLOCK_CHOICES
        clocks.append((tr("conditions.clock.custom"), CUSTOM))
        decks = [(tr("conditions.deck.none"), "")]
        decks += [(tr(c.key, count=c.count), deck_id(c)) for c in deck_choices(self.rules)]
        deck_values = {value for _, value in decks}
        opponents = [(tr("conditions.engine.builtin"), "")]
        opponents += [(name, name) for name in self.engines]
        with Vertical(id="conditions-dialog", classes="dialog") as dialog:
            dialog.border_title = tr("conditions.title", variant=self.rules.title(tr.language))
            yield Label(tr("conditions.clock"), classes="heading")
            with Horizontal(classes="conditions-row"):
                yield Select(
                    clocks,
                    value=CUSTOM if custom else chosen.clock,
                    allow_blank=False,
                    id="clock",
                )
                yield Input(
                    chosen.clock if custom else "",
                    placeholder=tr("conditions.clock.placeholder"),
                    id="clock-text",
                    disabled=not custom,
                )
            yield Label(tr("conditions.deck"), classes="heading")
            with Horizontal(classes="conditions-row"):
                yield Select(
                    decks,
                    value=chosen.deck if chosen.deck in deck_values else "",
                    allow_blank=False,
                    id="deck",
                )
                yield Input(
                    chosen.ballot,
                    placeholder=tr("conditions.ballot.placeholder"),
                    id="ballot",
                    disabled=chosen.deck not in deck_values or not chosen.deck,
                )
            yield Label(tr("conditions.engine"), classes="heading")
            yield Select(
                opponents,
                value=chosen.engine if chosen.engine in self.engines else "",
                allow_blank=False,
                id="engine",
            )
            if not self.engines:
                yield Label(tr("conditions.engine.how"), id="engine-how")
            yield Label("", id="conditions-problem")
            with Horizontal(classes="buttons"):
                yield Button(tr("conditions.ok"), id="ok", variant="success")
                yield Button(tr("conditions.cancel"), id="cancel")

    def on_mount(self) -> None:
        self.query_one("#clock", Select).focus()

    @on(Select.Changed, "#clock")
    def clock_changed(self, event: Select.Changed) -> None:
        typed = self.query_one("#clock-text", Input)
        typed.disabled = event.value != CUSTOM
        if not typed.disabled:
            typed.focus()

    @on(Select.Changed, "#deck")
    def deck_changed(self, event: Select.Changed) -> None:
        ballot = self.query_one("#ballot", Input)
        ballot.disabled = not event.value
        if ballot.disabled:
            ballot.value = ""

    def conditions(self) -> Conditions:
        """The conditions as the dialog shows them now."""
        clock = self.query_one("#clock", Select).value
        if clock == CUSTOM:
            clock = self.query_one("#clock-text", Input).value.strip()
        deck = self.query_one("#deck", Select).value
        engine = self.query_one("#engine", Select).value
        return Conditions(
            clock=clock if isinstance(clock, str) else "",
            deck=deck if isinstance(deck, str) else "",
            ballot=self.query_one("#ballot", Input).value.strip(),
            engine=engine if isinstance(engine, str) else "",
        )

    @on(Button.Pressed, "#ok")
    @on(Input.Submitted)
    def action_ok(self) -> None:
        chosen = self.conditions()
        problem = chosen.problem(self.rules)
        if problem is not None:
            key, fields = problem
            self.query_one("#conditions-problem", Label).update(self.tr(key, **fields))
            return
        self.dismiss(chosen)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
