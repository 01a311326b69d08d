"""A row of buttons for the main game actions (each also has a key)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button

ACTIONS: tuple[str, ...] = ("draw", "undo", "hint", "resign", "new")


class ActionBar(Horizontal):
    """Compact buttons whose ids name the screen action they trigger."""

    def __init__(self, labels: dict[str, str], id: str | None = None) -> None:
        super().__init__(id=id)
        self._labels = labels

    def compose(self) -> ComposeResult:
        for action in ACTIONS:
            yield Button(self._labels.get(action, action), id=f"btn-{action}", compact=True)

    def relabel(self, labels: dict[str, str]) -> None:
        self._labels = labels
        for action in ACTIONS:
            self.query_one(f"#btn-{action}", Button).label = labels.get(action, action)
