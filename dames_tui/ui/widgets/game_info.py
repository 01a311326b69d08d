"""Who plays what, who is to move and the pieces left on each side."""

from __future__ import annotations

from textual.widgets import Static


class GameInfo(Static):
    """A few lines of facts about the game, prepared by the screen."""

    def show(self, lines: list[str]) -> None:
        text = "\n".join(lines)
        if text != getattr(self, "_shown", None):  # skip needless relayouts
            self._shown = text
            self.update(text)

    @property
    def text(self) -> str:
        return str(self.render())
