"""What the computer is doing: a spinner while it thinks, depth, score, line."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


class EnginePanel(Static):
    """Lines of thinking information prepared by the screen; animates a spinner."""

    def on_mount(self) -> None:
        self._frame = 0
        self._lines: list[str] = []
        self._thinking = False
        self._timer = self.set_interval(0.12, self._spin, pause=True)

    def show(self, lines: list[str], thinking: bool) -> None:
        if (lines, thinking) == (self._lines, self._thinking):  # skip needless relayouts
            return
        # as many rows of one line each (at the width of the last layout): no new layout
        rows = self._rows(self._lines, self._thinking)
        same_height = rows is not None and rows == self._rows(lines, thinking)
        self._lines = lines
        self._thinking = thinking
        if thinking:
            self._timer.resume()
        else:
            self._timer.pause()
        self._draw(layout=not same_height)

    def _rows(self, lines: list[str], thinking: bool) -> int | None:
        """The panel's height for ``lines`` if each fits in one row, None
        if one may wrap."""
        width = self.content_size.width
        prefix = 2 if thinking else 0  # the spinner
        if width <= 0 or any(cell_len(line) + prefix > width for line in lines):
            return None
        return len(lines)

    def _spin(self) -> None:
        self._frame = (self._frame + 1) % len(SPINNER)
        self._draw(layout=False)  # one character for another: the same height

    def _draw(self, *, layout: bool) -> None:
        text = Text()
        for index, line in enumerate(self._lines):
            if index == 0 and self._thinking:
                text.append(SPINNER[self._frame] + " ", style="bold")
            text.append(line + ("\n" if index < len(self._lines) - 1 else ""))
        self.update(text, layout=layout)

    @property
    def text(self) -> str:
        return "\n".join(self._lines)
