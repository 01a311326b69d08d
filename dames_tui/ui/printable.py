"""Nothing foreign reaches the terminal raw.

Text from a file, the clipboard or the command line may hold control
characters and escape sequences (a PDN tag ``[Event "Ev\\x1b]2;T\\x07"]``
would retitle the terminal window). The widgets that show such text pass it
through :func:`~dames_tui.notation.text.printable` where it enters the
interface (the status bar, notifications, dialogs, the file browser), so the
layout counts what is really shown; and :class:`PrintableFilter`, a line
filter of the whole app, replaces any control character that still reaches
a rendered line, keeping the line's width, as a last guard.
"""

from __future__ import annotations

import re

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

from dames_tui.notation.text import printable

__all__ = ["PrintableFilter", "printable", "printable_lines"]

_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")


def printable_lines(text: str) -> str:
    r"""Like :func:`printable`, but the line breaks stay.

    >>> printable_lines('[Event "a\x1b[2Jb"]\n1. 11-15 *')
    '[Event "a�b"]\n1. 11-15 *'
    """
    return "\n".join(printable(line) for line in text.split("\n"))


class PrintableFilter(LineFilter):
    """Every control character of a rendered line replaced, its width kept."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        # one search over the line's text: nearly every line has nothing to replace
        if not _CONTROL.search("".join([s.text for s in segments if not s.control])):
            return segments
        return [_printable_segment(segment) for segment in segments]


def _printable_segment(segment: Segment) -> Segment:
    text = segment.text
    if segment.control or not _CONTROL.search(text):
        return segment
    shown = set_cell_size(printable(text), cell_len(text))
    return Segment(shown, segment.style)
