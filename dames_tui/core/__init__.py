"""The rules core: rules as data, bitboards, positions, moves, move generation.

No I/O, no clock, no printing; nothing here imports Textual.
"""

from .bitboard import Bitboard, Geometry, geometry
from .errors import (
    AmbiguousMoveError,
    DraughtsError,
    IllegalMoveError,
    InvalidFenError,
    InvalidPositionError,
    PdnError,
)
from .move import Move
from .movegen import MoveGenerator, RawMove, generator_for
from .position import Piece, Position
from .rules import (
    ENGLISH,
    INTERNATIONAL,
    CapturePrecedence,
    Color,
    CrowningInCapture,
    EndgameRule,
    Rules,
    UnknownVariantError,
    find_rules,
    rules_for_gametype,
    variants,
)

__all__ = [
    "ENGLISH",
    "INTERNATIONAL",
    "AmbiguousMoveError",
    "Bitboard",
    "CapturePrecedence",
    "Color",
    "CrowningInCapture",
    "DraughtsError",
    "EndgameRule",
    "Geometry",
    "IllegalMoveError",
    "InvalidFenError",
    "InvalidPositionError",
    "Move",
    "MoveGenerator",
    "PdnError",
    "Piece",
    "Position",
    "RawMove",
    "Rules",
    "UnknownVariantError",
    "find_rules",
    "generator_for",
    "geometry",
    "rules_for_gametype",
    "variants",
]
