"""Both sides' clocks, the side to move's running, its last seconds in red."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class ClockPanel(Static):
    """The clock lines prepared by the screen (:func:`~..texts.clock_text`);
    hidden for a game without a clock."""

    def show(self, text: Text | None) -> None:
        self.display = text is not None
        if text is None:
            return
        plain = (text.plain, tuple(str(span.style) for span in text.spans))
        if plain != getattr(self, "_shown", None):  # the face changes a few times a second
            self._shown = plain
            self.update(text)

    @property
    def text(self) -> str:
        shown = getattr(self, "_shown", None)
        return shown[0] if shown is not None else ""
