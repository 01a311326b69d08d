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
    CapturePrecedence,
    Color,
    CrowningInCapture,
    EndgameRule,
    Notation,
    Rules,
)
from .variants import (
    ENGLISH,
    INTERNATIONAL,
    UnknownVariantError,
    find_hub_variant,
    find_rules,
    hub_names,
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
    "Notation",
    "PdnError",
    "Piece",
    "Position",
    "RawMove",
    "Rules",
    "UnknownVariantError",
    "find_hub_variant",
    "find_rules",
    "generator_for",
    "geometry",
    "hub_names",
    "rules_for_gametype",
    "variants",
]
