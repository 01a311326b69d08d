"""The player's results against the computer: games, wins, draws, losses,
each a count with its percentage ("1 (33 %)"). Games begun from the start
position make the main table; games from a set-up position or a PDN file
are counted apart, in a second table. The key o (or the button beside
Close) turns to the table by opening: for one variant, the ballots the
player's games began from, the most played first, with the score; v goes to
the next variant with such games."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from dames_tui.core import find_rules
from dames_tui.i18n import Translator
from dames_tui.storage import Stats, StatsRow, stats_table
from dames_tui.storage.stats import OpeningRow, opening_table, opening_variants

from ..texts import level_label, side_name, variant_name

if TYPE_CHECKING:
    from ..app import DamesApp


def row_cells(tr: Translator, row: StatsRow) -> tuple[str, str, str, str, str]:
    """One table line: what it counts, games, then wins, draws and losses
    with their percentages."""
    if row.group == "total":
        label = tr("stats.total")
    elif row.group == "color" and row.color is not None:
        label = tr("stats.color", side=side_name(tr, row.color))
    elif row.group == "level" and row.level is not None:
        label = tr("stats.level", level=level_label(tr, row.level))
    else:
        label = variant_name(tr, find_rules(row.variant or "english"))
    return (
        label,
        str(row.games),
        tr("stats.cell", count=row.wins, pct=row.win_pct),
        tr("stats.cell", count=row.draws, pct=row.draw_pct),
        tr("stats.cell", count=row.losses, pct=row.loss_pct),
    )


def stats_lines(
    tr: Translator, stats: Stats, *, apart: bool = False
) -> list[tuple[str, str, str, str, str]]:
    """Every line of a table, in the order :func:`stats_table` gives."""
    return [row_cells(tr, row) for row in stats_table(stats, apart=apart)]


def opening_cells(tr: Translator, row: OpeningRow) -> tuple[str, str, str, str, str, str]:
    """One line of the table by opening: the ballot's label and name (proper
    names, as players write them), games, wins, draws, losses and the score."""
    ballot = row.ballot
    label = f"{ballot.label} {ballot.name}" if ballot.name else ballot.label
    return (
        label,
        str(row.games),
        str(row.wins),
        str(row.draws),
        str(row.losses),
        tr("stats.score_cell", pct=row.score_pct),
    )


def opening_lines(
    tr: Translator, stats: Stats, variant: str
) -> list[tuple[str, str, str, str, str, str]]:
    """Every line of the table by opening of ``variant``, the most played first."""
    return [opening_cells(tr, row) for row in opening_table(stats, variant)]


class StatsScreen(ModalScreen[None]):
    """A table by variant, colour and level, or (o) one by opening for a
    variant (v: the next one); Escape, t or q closes it."""

    DEFAULT_CSS = """
    #stats-by-variant { height: auto; }
    #stats-openings-table, #stats-openings-none { height: auto; }
    #stats-openings-none { color: $text-muted; }
    #stats-buttons { height: auto; align-horizontal: center; }
    #stats-buttons #openings { margin: 1 1 0 1; }
    #stats-buttons #close { margin: 1 1 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,t,q", "close", show=False),
        Binding("o", "toggle_openings", show=False),
        Binding("v", "next_variant", show=False),
        Binding("up", "scroll('up')", show=False),
        Binding("down", "scroll('down')", show=False),
        Binding("pageup", "scroll('page_up')", show=False),
        Binding("pagedown", "scroll('page_down')", show=False),
        Binding("home", "scroll('home')", show=False),
        Binding("end", "scroll('end')", show=False),
    ]

    def __init__(self, stats: Stats, *, variant: str | None = None) -> None:
        """``variant``: the one whose openings are shown first (by default
        the variant of the settings), if it has games from a ballot."""
        super().__init__()
        self.stats = stats
        self.by_opening = False
        self._variants = opening_variants(stats)
        self._wanted_variant = variant
        self.variant: str | None = None

    def compose(self) -> ComposeResult:
        tr = cast("DamesApp", self.app).translator
        wanted = self._wanted_variant or cast("DamesApp", self.app).settings.variant
        if wanted in self._variants:
            self.variant = wanted
        elif self._variants:
            self.variant = self._variants[0]
        with Vertical(id="stats-dialog", classes="dialog") as dialog:
            dialog.border_title = tr("stats.title")
            yield Static(tr("stats.counted"), id="stats-counted", classes="stats-heading")
            # A table per variant played: with several, it scrolls above the buttons.
            with VerticalScroll(id="stats-tables"):
                with Vertical(id="stats-by-variant"):
                    yield Static(self._table(tr, apart=False), id="stats-table")
                    if self.stats.tally(apart=None).games == 0:
                        yield Static(tr("stats.none"), id="stats-none")
                    if self.stats.tally(apart=True).games:
                        yield Static(
                            tr("stats.apart_title"), id="stats-apart", classes="stats-heading"
                        )
                        yield Static(self._table(tr, apart=True), id="stats-apart-table")
                yield Static(id="stats-openings-table")
                yield Static(tr("stats.openings_none"), id="stats-openings-none")
            with Horizontal(id="stats-buttons"):
                yield Button(tr("stats.by_opening"), id="openings")
                yield Button(tr("stats.close"), id="close")

    def _table(self, tr: Translator, *, apart: bool) -> Table:
        table = Table(expand=True, box=None, header_style="bold")
        table.add_column(tr("stats.category"))
        for key in ("stats.games", "stats.wins", "stats.draws", "stats.losses"):
            table.add_column(tr(key), justify="right")
        for row in stats_table(self.stats, apart=apart):
            style = "bold" if row.group in ("variant", "total") else ""
            table.add_row(*row_cells(tr, row), style=style)
        return table

    def _openings_table(self, tr: Translator, variant: str) -> Table:
        # The opening's column takes what is left and wraps a long name.
        table = Table(expand=True, box=None, header_style="bold", pad_edge=False)
        table.add_column(tr("stats.opening"), ratio=1)
        for key in ("stats.games", "stats.wins", "stats.draws", "stats.losses", "stats.score"):
            table.add_column(tr(key), justify="right", no_wrap=True)
        for row in opening_table(self.stats, variant):
            ballot = row.ballot
            label = Text.assemble((ballot.label, "bold"), f" {ballot.name}" if ballot.name else "")
            table.add_row(label, *opening_cells(tr, row)[1:])
        return table

    def on_mount(self) -> None:
        self._show()
        self.query_one("#close", Button).focus()

    def _show(self) -> None:
        """Show the table chosen, with its heading and its button's label."""
        tr = cast("DamesApp", self.app).translator
        self.query_one("#stats-by-variant").display = not self.by_opening
        openings = self.query_one("#stats-openings-table", Static)
        none = self.query_one("#stats-openings-none", Static)
        heading = self.query_one("#stats-counted", Static)
        if not self.by_opening:
            openings.display = none.display = False
            heading.update(tr("stats.counted"))
            self.query_one("#openings", Button).label = tr("stats.by_opening")
            return
        self.query_one("#openings", Button).label = tr("stats.by_variant")
        if self.variant is None:
            openings.display, none.display = False, True
            heading.update(tr("stats.openings_heading"))
            return
        openings.display, none.display = True, False
        openings.update(self._openings_table(tr, self.variant))
        text = tr("stats.openings_counted", variant=variant_name(tr, find_rules(self.variant)))
        if len(self._variants) > 1:
            index = self._variants.index(self.variant) + 1
            more = tr("stats.openings_more", index=index, count=len(self._variants))
            text = f"{text} {more}"
        heading.update(text)

    def action_toggle_openings(self) -> None:
        self.by_opening = not self.by_opening
        self.query_one("#stats-tables", VerticalScroll).scroll_home(animate=False)
        self._show()

    def action_next_variant(self) -> None:
        if not self.by_opening or len(self._variants) < 2 or self.variant is None:
            return
        index = self._variants.index(self.variant)
        self.variant = self._variants[(index + 1) % len(self._variants)]
        self.query_one("#stats-tables", VerticalScroll).scroll_home(animate=False)
        self._show()

    def action_scroll(self, where: str) -> None:
        scroll = self.query_one("#stats-tables", VerticalScroll)
        moves = {
            "up": scroll.scroll_up,
            "down": scroll.scroll_down,
            "page_up": scroll.scroll_page_up,
            "page_down": scroll.scroll_page_down,
            "home": scroll.scroll_home,
            "end": scroll.scroll_end,
        }
        moves[where](animate=False)

    def action_close(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#openings")
    def openings_pressed(self) -> None:
        self.action_toggle_openings()

    @on(Button.Pressed, "#close")
    def close_pressed(self) -> None:
        self.dismiss(None)
