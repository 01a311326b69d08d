"""The new-game screen's list of games: the variants grouped by board (its
size, and whether every square is playable), a heading before each group.
Pure data, no Textual.

>>> from dames_tui.core import variants
>>> [entry.option_id for entry in menu_entries(variants())][:3]
['board-8', 'variant-english', 'variant-brazilian']
>>> [entry.option_id for entry in menu_entries(variants()) if entry.rules is None]
['board-8', 'board-8-all', 'board-10', 'board-12']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from dames_tui.core import Rules


@dataclass(frozen=True, slots=True)
class MenuEntry:
    """One line of the list: a board's heading (``rules`` None) or a game."""

    board_size: int
    rules: Rules | None = None
    all_squares: bool = False
    """Whether the board's every square is playable (Turkish), not only its
    dark ones."""

    @property
    def option_id(self) -> str:
        """``board-8`` (``board-8-all`` for every square) for a heading,
        ``variant-<name>`` for a game."""
        if self.rules is None:
            return f"board-{self.board_size}" + ("-all" if self.all_squares else "")
        return f"variant-{self.rules.name}"


def menu_entries(rules_list: Iterable[Rules]) -> tuple[MenuEntry, ...]:
    """The headings and games, boards from the smallest (of a size, the
    damier of dark squares first), each board's games in the registry's
    order."""
    by_board: dict[tuple[int, bool], list[Rules]] = {}
    for rules in rules_list:
        by_board.setdefault((rules.board_size, rules.all_squares), []).append(rules)
    entries: list[MenuEntry] = []
    for size, all_squares in sorted(by_board):
        entries.append(MenuEntry(size, all_squares=all_squares))
        games = by_board[size, all_squares]
        entries.extend(MenuEntry(size, rules, all_squares) for rules in games)
    return tuple(entries)
