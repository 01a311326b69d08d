"""Notation: move text, FEN and PDN, on top of the core (never the reverse).

Read liberally, write strictly; every malformed input raises a specific
:class:`~dames_tui.core.DraughtsError` subclass with a clear message.
:func:`printable` makes text from a file safe to show on a terminal.
"""

from .fen import FenReading, format_fen, parse_fen, read_fen
from .movetext import format_move, format_move_hub, format_move_short, move_squares, parse_move
from .pdn import PdnGame, PdnVariation, read_pdn, read_pdn_all, read_pdn_partial, write_pdn
from .text import printable

__all__ = [
    "FenReading",
    "PdnGame",
    "PdnVariation",
    "format_fen",
    "format_move",
    "format_move_hub",
    "format_move_short",
    "move_squares",
    "parse_fen",
    "parse_move",
    "printable",
    "read_fen",
    "read_pdn",
    "read_pdn_all",
    "read_pdn_partial",
    "write_pdn",
]
