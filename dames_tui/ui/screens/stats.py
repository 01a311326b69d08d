"""The player's results against the computer: games, wins, draws, losses,
each a count with its percentage ("1 (33 %)"). Games begun from the start
position make the main table; games from a set-up position or a PDN file
are counted apart, in a second table."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from dames_tui.core import find_rules
from dames_tui.i18n import Translator
from dames_tui.storage import Stats, StatsRow, stats_table

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


class StatsScreen(ModalScreen[None]):
    """A table by variant, colour and level; Escape, t or q closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,t,q", "close", show=False)]

    def __init__(self, stats: Stats) -> None:
        super().__init__()
        self.stats = stats

    def compose(self) -> ComposeResult:
        tr = cast("DamesApp", self.app).translator
        with Vertical(id="stats-dialog", classes="dialog") as dialog:
            dialog.border_title = tr("stats.title")
            yield Static(tr("stats.counted"), id="stats-counted", classes="stats-heading")
            # A table per variant played: with several, it scrolls above the button.
            with VerticalScroll(id="stats-tables"):
                yield Static(self._table(tr, apart=False), id="stats-table")
                if self.stats.tally(apart=None).games == 0:
                    yield Static(tr("stats.none"), id="stats-none")
                if self.stats.tally(apart=True).games:
                    yield Static(tr("stats.apart_title"), id="stats-apart", classes="stats-heading")
                    yield Static(self._table(tr, apart=True), id="stats-apart-table")
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

    def on_mount(self) -> None:
        self.query_one("#close", Button).focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self) -> None:
        self.dismiss(None)
