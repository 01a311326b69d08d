"""One line telling the player what to do, or why a try was refused."""

from __future__ import annotations

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
        if (text, kind) == getattr(self, "_shown", None):  # skip needless relayouts
            return
        self._shown = (text, kind)
        for other in KINDS:
            self.set_class(other == kind, f"-{other}")
        self.update(text)

    @property
    def text(self) -> str:
        return str(self.render())
