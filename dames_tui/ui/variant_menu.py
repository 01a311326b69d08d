"""The new-game screen's list of games: the variants grouped by board size,
a heading before each group. Pure data, no Textual.

>>> from dames_tui.core import variants
>>> [entry.option_id for entry in menu_entries(variants())][:3]
['board-8', 'variant-english', 'variant-brazilian']
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

    @property
    def option_id(self) -> str:
        """``board-8`` for a heading, ``variant-<name>`` for a game."""
        if self.rules is None:
            return f"board-{self.board_size}"
        return f"variant-{self.rules.name}"


def menu_entries(rules_list: Iterable[Rules]) -> tuple[MenuEntry, ...]:
    """The headings and games, boards from the smallest, each board's games
    in the registry's order."""
    by_size: dict[int, list[Rules]] = {}
    for rules in rules_list:
        by_size.setdefault(rules.board_size, []).append(rules)
    entries: list[MenuEntry] = []
    for size in sorted(by_size):
        entries.append(MenuEntry(size))
        entries.extend(MenuEntry(size, rules) for rules in by_size[size])
    return tuple(entries)
