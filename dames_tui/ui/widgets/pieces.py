"""The pieces drawn as small pixel-art discs, one sprite per cell size.

A sprite has one string per line of the cell, as wide as the cell. Its
characters say what each terminal cell shows:

- ``" "``: the square;
- ``"█"``: the body of the piece (a space on the piece's colour, which stays
  solid in SVG screenshots where block glyphs leave gaps);
- ``"o"``: the rim, a full cell in the edge colour;
- ``"K"``: the centre of the disc, where a dame shows its crown;
- ``"T"`` / ``"U"``: the rim above / below the body inside one cell;
- any other block glyph (``▄▀▗▖▜▛``): the rim drawn over the square.

Discs are about as wide as they are tall (a terminal cell is twice as tall as
it is wide, and half blocks give half-line steps) and leave a margin of square
around them, so highlighted squares stay visible under a piece.

Where the font lacks the block glyphs (the Linux console) or the colours are
too coarse for rims, the plain sprites draw a disc of whole cells only. Their
first and last columns are always the square's, where the board can put marks.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from dames_tui.core import Color, Piece

SPRITES: dict[tuple[int, int], tuple[str, ...]] = {
    (2, 5): (
        "▗███▖",
        "▝█K█▘",
    ),
    (3, 7): (
        "  ▄▄▄  ",
        " o█K█o ",
        "  ▀▀▀  ",
    ),
    (4, 9): (
        "   ▄▄▄   ",
        " ▄T█K█T▄ ",
        " ▀U███U▀ ",
        "   ▀▀▀   ",
    ),
    (5, 11): (
        "   ▄▄▄▄▄   ",
        " ▄T█████T▄ ",
        " o███K███o ",
        " ▀U█████U▀ ",
        "   ▀▀▀▀▀   ",
    ),
}

#: smaller discs for cells whose top-left corner shows the square's number
NUMBERED_SPRITES: dict[tuple[int, int], tuple[str, ...]] = {
    (2, 5): (
        " ▗▄▖ ",
        " ▜K▛ ",
    ),
}

#: discs of whole cells (no block glyph), their centre where the sprites'
#: is, with a margin of square all round (the body's colour may be the light
#: squares' when colours are coarse, and must not touch them)
PLAIN_SPRITES: dict[tuple[int, int], tuple[str, ...]] = {
    (2, 5): (
        "     ",
        " oKo ",
    ),
    (3, 7): (
        "       ",
        " o█K█o ",
        "       ",
    ),
    (4, 9): (
        "         ",
        " oo█K█oo ",
        " oo███oo ",
        "         ",
    ),
    (5, 11): (
        "           ",
        "  o█████o  ",
        " o███K███o ",
        "  o█████o  ",
        "           ",
    ),
}

#: sizes too small for a rim: the rim glyphs take the colour of the body
RIMLESS: frozenset[tuple[int, int]] = frozenset({(2, 5)})


class PieceLetters(NamedTuple):
    """The letters of the pieces where they are drawn as letters: men in
    lower case, kings (dames) in upper case."""

    white_man: str = "w"
    white_king: str = "W"
    black_man: str = "b"
    black_king: str = "B"

    def of(self, piece: Piece) -> str:
        if piece.color is Color.WHITE:
            return self.white_king if piece.is_king else self.white_man
        return self.black_king if piece.is_king else self.black_man

    @classmethod
    def from_names(cls, white: str, black: str) -> PieceLetters:
        """The initials of the sides' names in the player's language, or
        w and b when they are not two different letters.

        >>> PieceLetters.from_names("Blancs", "Noirs")
        PieceLetters(white_man='b', white_king='B', black_man='n', black_king='N')
        """
        w, b = white.strip()[:1], black.strip()[:1]
        if not (w.isalpha() and b.isalpha()) or w.lower() == b.lower():
            return cls()
        return cls(w.lower(), w.upper(), b.lower(), b.upper())


#: White and Black: w W, b B
ENGLISH_LETTERS = PieceLetters()


#: a run of one line of a cell: (kind, text); kinds: "square", "body", "rim",
#: "centre" (one cell of body), "rim-top" / "rim-bottom" (a half block of rim
#: over the body), "edge" (a rim glyph over the square)
Run = tuple[str, str]

_KINDS = {" ": "square", "█": "body", "o": "rim", "K": "centre", "T": "rim-top", "U": "rim-bottom"}
_GLYPHS = {"rim-top": "▀", "rim-bottom": "▄"}
_MERGED = ("square", "body", "rim")


def sprite_of(
    cell_height: int, cell_width: int, numbered: bool, plain: bool = False
) -> tuple[str, ...] | None:
    """The sprite for this cell size (None if there is none)."""
    if plain:  # their top lines are the square's: room for a number
        return PLAIN_SPRITES.get((cell_height, cell_width))
    if numbered and (cell_height, cell_width) in NUMBERED_SPRITES:
        return NUMBERED_SPRITES[cell_height, cell_width]
    return SPRITES.get((cell_height, cell_width))


def fills_width(cell_height: int, cell_width: int, numbered: bool, plain: bool = False) -> bool:
    """Whether the disc reaches both sides of the cell on every line (then
    nothing of the square shows beside it)."""
    sprite = sprite_of(cell_height, cell_width, numbered, plain)
    return sprite is not None and all(line[0] != " " and line[-1] != " " for line in sprite)


def centre_of(cell_height: int, cell_width: int) -> tuple[int, int]:
    """(line, column) of the middle of a piece, where markers go too."""
    sprite = SPRITES.get((cell_height, cell_width))
    if sprite is not None:
        for line, text in enumerate(sprite):
            if "K" in text:
                return line, text.index("K")
    return cell_height // 2, cell_width // 2


@lru_cache(maxsize=128)
def runs(
    cell_height: int, cell_width: int, line: int, numbered: bool = False, plain: bool = False
) -> tuple[Run, ...]:
    """One line of the piece sprite as runs, neighbours of one kind merged."""
    sprite = sprite_of(cell_height, cell_width, numbered, plain)
    if sprite is None:  # a size without art: a small block in the middle
        centre_line, centre = centre_of(cell_height, cell_width)
        text = " " * cell_width
        if line == centre_line:
            text = text[: centre - 1] + "█K█" + text[centre + 2 :]
    else:
        text = sprite[line]
    found: list[Run] = []
    for char in text:
        kind = _KINDS.get(char, "edge")
        if found and found[-1][0] == kind and (kind in _MERGED or found[-1][1][-1] == char):
            found[-1] = (kind, found[-1][1] + found[-1][1][-1])
        else:
            found.append((kind, _GLYPHS.get(kind, char if kind == "edge" else " ")))
    return tuple(found)
