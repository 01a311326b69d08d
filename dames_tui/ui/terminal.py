"""What the terminal can show, read from the environment (no Textual here).

Textual leaves the choice of colours to Rich, which reads the environment:
truecolor when ``COLORTERM`` is ``truecolor`` or ``24bit``; 256 colours for a
``TERM`` ending in ``-256color`` (and ``xterm-kitty``); none for ``dumb`` and
``unknown``; 16 for anything else, ``xterm`` and ``linux`` included (and with
``TERM`` unset). ``TEXTUAL_COLOR_SYSTEM`` (``standard``, ``256``,
``truecolor``) overrides that. Rich then turns each colour into the nearest
one the terminal has, so two colours of a theme may become the same one.
With ``NO_COLOR`` set, Textual draws every colour as a grey of the same
lightness.

The board needs to know three things: are the colours fine enough to tell
squares, pieces and highlights apart (not with 16 or fewer, nor in greys);
does the font have the block glyphs of the discs (``▄ ▀ ▗ ▖ ▜ ▛``); does it
have the symbols ``♛ ● • ×``. The Linux console (``TERM=linux``) has neither.

``DAMES_GLYPHS`` overrides the glyphs, for a font that lacks them or a
console that has them: ``unicode`` (discs, crowns and symbols), ``blocks``
(discs, but letters for the pieces: a font without ``♛``) or ``ascii``
(letters and plain cells only).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from dataclasses import dataclass

TRUECOLOR = 1 << 24
#: colours of TEXTUAL_COLOR_SYSTEM's values
_FORCED_COLOURS = {"standard": 16, "windows": 16, "256": 256, "truecolor": TRUECOLOR}
#: glyph sets of DAMES_GLYPHS: (blocks, symbols)
GLYPH_SETS: dict[str, tuple[bool, bool]] = {
    "unicode": (True, True),
    "blocks": (True, False),
    "ascii": (False, False),
}
#: terminals whose fonts lack the block glyphs and the symbols
_PLAIN_TERMS = frozenset({"linux", "vt100", "vt102", "vt220", "ansi", "cons25"})


@dataclass(frozen=True, slots=True)
class TerminalCaps:
    """What the terminal shows: ``colours`` (0, 16, 256 or :data:`TRUECOLOR`),
    ``no_color`` (greys only), ``blocks`` (the discs' block glyphs) and
    ``symbols`` (``♛ ● • ×``)."""

    colours: int = TRUECOLOR
    no_color: bool = False
    blocks: bool = True
    symbols: bool = True

    @property
    def nuanced(self) -> bool:
        """Colours fine enough to tell everything on the board apart."""
        return self.colours >= 256 and not self.no_color


#: what a truecolor terminal with a full font shows (and screenshots)
FULL = TerminalCaps()


def colour_depth(environ: Mapping[str, str]) -> int:
    """How many colours Textual (through Rich) will use in this environment.

    >>> colour_depth({"TERM": "xterm-256color", "COLORTERM": "truecolor"}) == TRUECOLOR
    True
    >>> colour_depth({"TERM": "xterm-256color"}), colour_depth({"TERM": "linux"})
    (256, 16)
    """
    forced = environ.get("TEXTUAL_COLOR_SYSTEM", "auto").strip().lower()
    if forced in _FORCED_COLOURS:
        return _FORCED_COLOURS[forced]
    term = environ.get("TERM", "").strip().lower()
    if term in ("dumb", "unknown"):
        return 0
    if environ.get("COLORTERM", "").strip().lower() in ("truecolor", "24bit"):
        return TRUECOLOR
    suffix = term.rpartition("-")[2]
    return 256 if suffix in ("256color", "kitty") else 16


def capabilities(environ: Mapping[str, str]) -> TerminalCaps:
    """What a terminal with this environment shows.

    >>> capabilities({"TERM": "linux"})
    TerminalCaps(colours=16, no_color=False, blocks=False, symbols=False)
    >>> capabilities({"TERM": "linux", "DAMES_GLYPHS": "unicode"}).symbols
    True
    """
    glyphs = environ.get("DAMES_GLYPHS", "").strip().lower()
    if glyphs in GLYPH_SETS:
        blocks, symbols = GLYPH_SETS[glyphs]
    else:
        term = environ.get("TERM", "").strip().lower()
        blocks = symbols = term not in _PLAIN_TERMS
    return TerminalCaps(
        colours=colour_depth(environ),
        no_color="NO_COLOR" in environ,  # set at all, as Textual reads it
        blocks=blocks,
        symbols=symbols,
    )


@functools.cache
def _detected() -> TerminalCaps:
    return capabilities(os.environ)


def current(*, headless: bool = False) -> TerminalCaps:
    """This run's terminal, read from the environment once. A headless app
    (tests, screenshots) has no terminal: it gets :data:`FULL`."""
    return FULL if headless else _detected()
