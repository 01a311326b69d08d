"""The rules core: rules as data, the board, the rules kernel, positions, moves.

No I/O, no clock, no printing; nothing here imports Textual.
"""

from .errors import (
    AmbiguousMoveError,
    DraughtsError,
    IllegalMoveError,
    InvalidFenError,
    InvalidPositionError,
    PdnError,
)
from .kernel import Kernel, kernel_for
from .move import Move
from .movegen import MoveGenerator, RawMove, generator_for
from .pickling import by_fields
from .position import Piece, Position
from .rules import (
    Color,
    CrowningInCapture,
    EndgameRule,
    Goal,
    KingLanding,
    Lines,
    Notation,
    Numbering,
    Precedence,
    Removal,
    Rules,
)
from .topology import Bitboard, Direction, Topology, topology, topology_for
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

# pickled through the engine's child process; a compiled build needs this
by_fields(Position, Move, EndgameRule, Topology, Direction)

__all__ = [
    "ENGLISH",
    "INTERNATIONAL",
    "AmbiguousMoveError",
    "Bitboard",
    "Color",
    "CrowningInCapture",
    "DraughtsError",
    "EndgameRule",
    "Goal",
    "IllegalMoveError",
    "InvalidFenError",
    "InvalidPositionError",
    "Kernel",
    "KingLanding",
    "Lines",
    "Move",
    "MoveGenerator",
    "Notation",
    "Numbering",
    "PdnError",
    "Piece",
    "Position",
    "Precedence",
    "RawMove",
    "Removal",
    "Rules",
    "Topology",
    "UnknownVariantError",
    "find_hub_variant",
    "find_rules",
    "generator_for",
    "hub_names",
    "kernel_for",
    "rules_for_gametype",
    "topology",
    "topology_for",
    "variants",
]
