"""One line telling the player what to do, or why a try was refused."""

from __future__ import annotations

from rich.cells import cell_len
from textual.widgets import Static

from ..printable import printable

KINDS = ("info", "capture", "error", "thinking")


class StatusBar(Static):
    """Shows a message; its kind (a CSS class) sets the colour. No markup,
    no control character: a message may quote a file name or a PDN line."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__(markup=False, id=id)

    def show(self, text: str, kind: str = "info") -> None:
        text = printable(text)
        shown = getattr(self, "_shown", None)
        if (text, kind) == shown:  # skip needless relayouts
            return
        self._shown = (text, kind)
        for other in KINDS:
            self.set_class(other == kind, f"-{other}")
        # one row after one row (at the width of the last layout): no new layout
        same_height = shown is not None and self._one_row(shown[0]) and self._one_row(text)
        self.update(text, layout=not same_height)

    def _one_row(self, text: str) -> bool:
        width = self.content_size.width
        return 0 < width and cell_len(text) <= width

    @property
    def text(self) -> str:
        return str(self.render())
