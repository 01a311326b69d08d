"""A one-line input to type a move in notation (11-15, 15x24, 10x19x26, or
in letters: c3-d4, c3:e5)."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Input


class MoveEntry(Input):
    """Typed moves come out as ``Input.Submitted``; Escape gives focus back."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "leave", show=False)]

    class Left(Message):
        """The player left the entry with Escape."""

    def __init__(self, placeholder: str, id: str | None = None) -> None:
        super().__init__(
            placeholder=placeholder,
            id=id,
            compact=True,
            restrict=r"[0-9a-wA-WxX:\- ]*",  # the file letters a..w of algebraic names
            select_on_focus=False,
        )

    def action_leave(self) -> None:
        self.value = ""
        self.post_message(self.Left())
