"""The position editor's palette: what a click or Enter on the board places
(a man or a king of either colour, or nothing), one line each."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from dames_tui.core import Color, Piece

#: the glyph of each piece on its little square (a space for the empty square)
GLYPHS: dict[Piece | None, str] = {
    Piece.WHITE_MAN: "●",
    Piece.WHITE_KING: "♛",
    Piece.BLACK_MAN: "●",
    Piece.BLACK_KING: "♛",
    None: " ",
}


class PiecePalette(Widget):
    """Numbered lines ``1 ● pion blanc``; the chosen one is marked. The
    screen decides which is chosen (keys 1 to 5, or a click reported as
    :class:`PiecePalette.Chosen`)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "palette--square",
        "palette--white",
        "palette--black",
        "palette--chosen",
    }

    chosen: reactive[int] = reactive(0)

    class Chosen(Message):
        """The player clicked the line of entry ``index``."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, entries: list[tuple[Piece | None, str]], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._entries = entries

    def relabel(self, entries: list[tuple[Piece | None, str]]) -> None:
        self._entries = entries
        self.refresh()

    def render(self) -> Text:
        square = self.get_component_rich_style("palette--square", partial=True)
        chosen_style = self.get_component_rich_style("palette--chosen", partial=True)
        text = Text(no_wrap=True, overflow="ellipsis")
        for index, (piece, label) in enumerate(self._entries):
            if index:
                text.append("\n")
            chosen = index == self.chosen
            text.append(">" if chosen else " ")
            text.append(f"{index + 1} ")
            ink = square
            if piece is not None:
                colour = "palette--white" if piece.color is Color.WHITE else "palette--black"
                ink = square + self.get_component_rich_style(colour, partial=True)
            text.append(f" {GLYPHS[piece]} ", ink)
            text.append(" ")
            text.append(label, chosen_style if chosen else "")
        return text

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is not None and 0 <= offset.y < len(self._entries):
            self.post_message(self.Chosen(offset.y))
