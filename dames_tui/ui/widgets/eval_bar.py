"""The evaluation bar beside the analysis board: White's share from below
(or from above when the board is flipped), Black's from the other end."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip
from textual.widget import Widget

WHITE_STYLE = Style(bgcolor="grey93")
BLACK_STYLE = Style(bgcolor="grey15")


class EvalBar(Widget):
    """A vertical bar; :meth:`show` gives White's expected share (0..1)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.white_share: float | None = None
        self.white_below = True

    def show(self, white_share: float | None, *, white_below: bool = True) -> None:
        if (white_share, white_below) != (self.white_share, self.white_below):
            self.white_share, self.white_below = white_share, white_below
            self.refresh()

    def white_cells(self, height: int) -> int:
        """How many of ``height`` lines are White's (half of them unknown)."""
        share = 0.5 if self.white_share is None else min(1.0, max(0.0, self.white_share))
        return round(share * height)

    def render_line(self, y: int) -> Strip:
        height, width = self.size.height, self.size.width
        white = self.white_cells(height)
        from_white_end = height - 1 - y if self.white_below else y
        style = WHITE_STYLE if from_white_end < white else BLACK_STYLE
        return Strip([Segment(" " * width, style)], width)
