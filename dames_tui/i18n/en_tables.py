"""English texts of ``dames tables`` and of the endgame tables' errors. The
same keys and {fields} as fr_tables.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "cli.command.tables": "build the endgame tables, or list those there are",
    "cli.tables.actions": "actions",
    "cli.tables.metavar.action": "ACTION",
    "cli.tables.metavar.pieces": "N",
    "cli.tables.metavar.dir": "DIR",
    "cli.tables.build": "solve every position with up to N pieces (win, draw or loss, and distance)",
    "cli.tables.info": "list the table files of a directory and their counts",
    "cli.tables.variant": "the variant (english or international)",
    "cli.tables.pieces": "the most pieces on the board, 2 to {most}",
    "cli.tables.pieces_range": "{value} pieces: give 2 to {most}",
    "cli.tables.out": "where to write the tables (default: the data directory's tables/)",
    "cli.tables.dir": "where the tables are (default: the data directory's tables/)",
    "cli.tables.rebuild": "build again the files that are already there",
    "cli.tables.jobs": "processes solving side by side (default 1)",
    "cli.tables.metavar.jobs": "J",
    "cli.tables.progress": "{pieces} pieces: group {done}/{groups} solved ({seconds:.1f} s)",
    "cli.tables.file": (
        "{name}: {variant}, {pieces} pieces, {positions} positions (wins {wins}, draws"
        " {draws}, losses {losses}), longest {longest} plies, {size} bytes"
    ),
    "cli.tables.reused": "  (already there: read, not built again)",
    "cli.tables.done": "done in {seconds:.1f} s, in {dir}",
    "cli.tables.none": "no endgame table in {dir}",
    "cli.tables.building": (
        "{variant}, {pieces} pieces: being built in the background, {percent} %"
        " ({done} positions of {total})"
    ),
    "cli.tables.stopped": (
        "{variant}, {pieces} pieces: build stopped at {percent} %,"
        " taken up at the next game that needs it"
    ),
    "cli.tables.failed": "{variant}, {pieces} pieces: build failed at {percent} % ({reason})",
    # the background build, in the interface
    "settings.tables_build": "Build the {pieces}-piece (English) tables in the background",
    "tables.build.building": "{pieces}-piece endgame tables: {percent} %",
    "tables.build.stopped": "{pieces}-piece endgame tables: {percent} %, paused",
    "tables.build.failed": "{pieces}-piece endgame tables: stopped ({reason})",
    "tables.build.done": "{pieces}-piece endgame tables: ready",
    "tables.build.missing": "{pieces}-piece endgame tables: not built yet",
    "tables.build.started": (
        "The {pieces}-piece endgame tables are being built in the background"
        " (the settings show how far)."
    ),
    "tables.build.ready": (
        "The {pieces}-piece endgame tables are ready: the computer uses them from its next search."
    ),
    "tables.build.cannot": (
        "The {pieces}-piece endgame tables cannot be built ({reason}):"
        " the game goes on with those of {fewer} pieces."
    ),
    "tables.build.discarded.one": (
        "Building the {pieces}-piece tables: {count} damaged part dropped, to be solved again."
    ),
    "tables.build.discarded.other": (
        "Building the {pieces}-piece tables: {count} damaged parts dropped, to be solved again."
    ),
    "tables.build.reason.no_memory": "not enough memory",
    # errors (TableError codes)
    "error.tables.foreign": "{path}: not an endgame table of dames_tui",
    "error.tables.damaged": "{path}: a damaged endgame table (build it again)",
    "error.tables.format": "{path}: table format {found}, this version reads {expected}",
    "error.tables.other": "{path}: a table of {variant} with {pieces} pieces, not the one expected",
    "error.tables.missing": "{path}: no such endgame table",
    "error.tables.unreadable": "{path}: the endgame table cannot be read",
    "error.tables.unsupported": "no endgame tables for {variant}",
    "error.tables.too_long": "a distance too long for the table format",
}
