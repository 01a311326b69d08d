"""How the board draws for the terminal at hand, and small tools for the
segments of one line of a cell (single-width text only).

Where colours are too coarse to tell highlights apart (16 colours or fewer,
or greys under ``NO_COLOR``) the board marks them with characters as well:
the highlight on top puts its pair of marks (``[ ]`` selected, ``! !`` must
capture, ``( )`` last move, ``? ?`` hint) in the first and last columns of its
cell; targets and captured squares show a marker in the middle. The keyboard
cursor shows as the middle cell in reverse, with ``>`` and ``<`` on the middle
line (in a one-line cell, ``<`` on the right of the highlight's left mark).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.color import Color as RichColor
from rich.segment import Segment
from rich.style import Style

from ..terminal import TerminalCaps

#: the marks around a highlighted square, by highlight class
SIDE_MARKS: dict[str, tuple[str, str]] = {
    "board--selected": ("[", "]"),
    "board--capturer": ("!", "!"),
    "board--hint": ("?", "?"),
    "board--last": ("(", ")"),
}
CURSOR_MARKS = (">", "<")
#: the markers of empty squares, with symbols and in ASCII
CAPTURED_MARKER = {True: "×", False: "x"}
TARGET_MARKER = {True: "•", False: "+"}


@dataclass(frozen=True, slots=True)
class Look:
    """How to draw: ``letters`` for the pieces (not ● ♛), ``plain`` discs
    (whole cells, no block glyph), ``marks`` for the highlights, highlights
    that leave the square's colour alone (``no_color``), and ``symbols``
    (• ×) or ASCII for the markers."""

    letters: bool = False
    plain: bool = False
    marks: bool = False
    no_color: bool = False
    symbols: bool = True

    @classmethod
    def of(cls, terminal: TerminalCaps, letters: bool) -> Look:
        """The look for ``terminal``; ``letters`` when the theme wants them."""
        coarse = not terminal.nuanced
        return cls(
            letters=letters or coarse or not terminal.symbols,
            plain=coarse or not terminal.blocks,
            marks=coarse,
            no_color=terminal.no_color,
            symbols=terminal.symbols,
        )

    def side_marks(self, layers: tuple[str, ...]) -> tuple[str, str] | None:
        """The marks of the top highlight that has some (None without marks)."""
        if self.marks:
            for name in reversed(layers):
                if name in SIDE_MARKS:
                    return SIDE_MARKS[name]
        return None


def cut(segments: list[Segment], count: int) -> list[Segment]:
    """``segments`` without their first ``count`` cells."""
    kept: list[Segment] = []
    for segment in segments:
        length = len(segment.text)
        if count >= length:
            count -= length
            continue
        kept.append(Segment(segment.text[count:], segment.style) if count else segment)
        count = 0
    return kept


def bracket(segments: list[Segment], background: RichColor | None) -> list[Segment]:
    """``segments`` with their first and last cells on ``background``."""
    first, *middle, last = _split_ends(segments)
    return [_on(first, background), *middle, _on(last, background)]


def _split_ends(segments: list[Segment]) -> list[Segment]:
    """The segments with the first and the last cell as segments of their own."""
    head, *rest = segments
    split = [Segment(head.text[0], head.style), Segment(head.text[1:], head.style), *rest]
    *body, tail = [segment for segment in split if segment.text]
    return [*body, Segment(tail.text[:-1], tail.style), Segment(tail.text[-1], tail.style)]


def _on(segment: Segment, background: RichColor | None) -> Segment:
    return Segment(segment.text, (segment.style or Style()) + Style(bgcolor=background))


def put(segments: list[Segment], column: int, text: str, style: Style) -> list[Segment]:
    """``segments`` with the cell at ``column`` replaced by ``text`` in ``style``."""
    before = _take(segments, column)
    after = cut(segments, column + 1)
    return [*before, Segment(text, style), *after]


def reverse_at(segments: list[Segment], column: int, fallback: RichColor | None) -> list[Segment]:
    """``segments`` with the cell at ``column`` in reverse: its ink becomes
    the background (``fallback`` where it has none) and the background the ink."""
    cell = cut(segments, column)[0]
    style = cell.style or Style()
    ink = style.color if cell.text[0] != " " and style.color is not None else fallback
    swapped = Style(color=style.bgcolor, bgcolor=ink, bold=True)
    return put(segments, column, cell.text[0], swapped)


def _take(segments: list[Segment], count: int) -> list[Segment]:
    """The first ``count`` cells of ``segments``."""
    kept: list[Segment] = []
    for segment in segments:
        if count <= 0:
            break
        kept.append(Segment(segment.text[:count], segment.style))
        count -= len(segment.text)
    return kept
