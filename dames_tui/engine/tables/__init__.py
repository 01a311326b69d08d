"""Endgame tables (bases de finales) built by the project: solve, store, probe.

A retrograde solver gives every position with up to N pieces (each side at
least one) its game-theoretic value and its distance in plies to the end of
the game (:mod:`.base`). The parts:

- :mod:`.index`: positions stored from the side to move, in slices of
  material, each a mixed-radix number of combinatorial ranks;
- :mod:`.solver`: the retrograde solver by groups of slices (English
  checkers, international draughts with its flying kings and majority rule);
- :mod:`.files`: one compressed, checked file per number of pieces;
- :mod:`.probing`: the tables of a variant, loaded on first use, and the
  scorer the search calls at its nodes.

The draw rules of the game (the reversible-move limit, the thin-endgame
rules) are not in the tables; the scorer weighs them (:mod:`.probing`).
"""

from __future__ import annotations

from .base import (
    DRAW_BYTE,
    FORMAT_VERSION,
    MAX_DISTANCE,
    Progress,
    SliceKey,
    TableError,
    TableResult,
    decode_byte,
)
from .files import TableHeader, default_dir, read_header, read_table, table_path, write_table
from .index import BoardIndex, mirror, slices_of
from .probing import (
    ENV_VARIABLE,
    TABLE_BOUND,
    UNSURE,
    ScoreProbe,
    Tables,
    load,
    load_errors,
    load_tables,
    loaded,
    package_dir,
    probe,
    score_probe,
    unload,
)
from .solver import Solver, build, check_rules

__all__ = [
    "DRAW_BYTE",
    "ENV_VARIABLE",
    "FORMAT_VERSION",
    "MAX_DISTANCE",
    "TABLE_BOUND",
    "UNSURE",
    "BoardIndex",
    "Progress",
    "ScoreProbe",
    "SliceKey",
    "Solver",
    "TableError",
    "TableHeader",
    "TableResult",
    "Tables",
    "build",
    "check_rules",
    "decode_byte",
    "default_dir",
    "load",
    "load_errors",
    "load_tables",
    "loaded",
    "mirror",
    "package_dir",
    "probe",
    "read_header",
    "read_table",
    "score_probe",
    "slices_of",
    "table_path",
    "unload",
    "write_table",
]
