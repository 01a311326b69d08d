"""`dames tables`: build the endgame tables, or say which ones are there.

``dames tables build --variant english --pieces N [--out DIR] [--jobs J]``
solves every position with up to N pieces (a file per number of pieces,
reused when it is already there and sound), with J processes; ``dames tables
info [--dir DIR]`` lists the files of a directory with their counts, and
the builds begun there and not finished (those the game runs in the
background: how far they are, or why they stopped). The
directory is ``$XDG_DATA_HOME/dames_tui/tables`` unless given (``info`` then
lists the tables shipped with the game too). A damaged or foreign file is one line, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..cli_text import Parser, positive_int
from ..i18n import LANGUAGES, Translator

if TYPE_CHECKING:
    from ..engine.tables import TableHeader
    from ..engine.tables.background import BuildStatus

#: the most pieces a build takes (each piece more costs some 25 times the time)
MAX_PIECES = 6
LANG_OPTION = "--lang"


def pieces_type(tr: Translator) -> Callable[[str], int]:
    """An argparse type: 2 to :data:`MAX_PIECES` pieces."""
    to_int = positive_int(tr)

    def convert(text: str) -> int:
        value = to_int(text)
        if not 2 <= value <= MAX_PIECES:
            raise argparse.ArgumentTypeError(
                tr("cli.tables.pieces_range", value=value, most=MAX_PIECES)
            )
        return value

    return convert


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    sub = parser.add_subparsers(
        dest="tables_action",
        required=True,
        title=tr("cli.tables.actions"),
        metavar=tr("cli.tables.metavar.action"),
        parser_class=Parser,
    )
    build = sub.add_parser(
        "build",
        help=tr("cli.tables.build"),
        description=tr("cli.tables.build"),
        translator=tr,
    )
    build.add_argument(
        "--variant",
        default="english",
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.tables.variant"),
    )
    build.add_argument(
        "--pieces",
        type=pieces_type(tr),
        required=True,
        metavar=tr("cli.tables.metavar.pieces"),
        help=tr("cli.tables.pieces", most=MAX_PIECES),
    )
    build.add_argument(
        "--out", type=Path, metavar=tr("cli.tables.metavar.dir"), help=tr("cli.tables.out")
    )
    build.add_argument("--rebuild", action="store_true", help=tr("cli.tables.rebuild"))
    build.add_argument(
        "--jobs",
        type=positive_int(tr),
        default=1,
        metavar=tr("cli.tables.metavar.jobs"),
        help=tr("cli.tables.jobs"),
    )
    info = sub.add_parser(
        "info", help=tr("cli.tables.info"), description=tr("cli.tables.info"), translator=tr
    )
    info.add_argument(
        "--dir", type=Path, metavar=tr("cli.tables.metavar.dir"), help=tr("cli.tables.dir")
    )
    for action in (build, info):  # --lang after the action too
        action.add_argument(
            LANG_OPTION, choices=LANGUAGES, default=argparse.SUPPRESS, help=tr("cli.option.lang")
        )


def run(args: argparse.Namespace, tr: Translator) -> int:
    if args.tables_action == "build":
        return _build(args, tr)
    return _info(args, tr)


def _build(args: argparse.Namespace, tr: Translator) -> int:
    from ..core import find_rules
    from ..engine import tables

    rules = find_rules(args.variant)
    directory = args.out if args.out is not None else tables.default_dir()
    start = time.perf_counter()

    def progress(pieces: int, done: int, groups: int) -> None:
        elapsed = time.perf_counter() - start
        line = tr("cli.tables.progress", pieces=pieces, done=done, groups=groups, seconds=elapsed)
        print(line, file=sys.stderr, flush=True)

    for path, header, built in tables.build(
        rules, args.pieces, directory, progress, rebuild=args.rebuild, jobs=args.jobs
    ):
        print(_line(tr, path, header), flush=True)
        if not built:
            print(tr("cli.tables.reused"), flush=True)
    print(tr("cli.tables.done", seconds=time.perf_counter() - start, dir=str(directory)))
    return 0


def _info(args: argparse.Namespace, tr: Translator) -> int:
    from ..engine import tables
    from ..i18n.errors import error_text

    if args.dir is not None:
        directories = [args.dir]
    else:  # the player's tables, then those shipped with the game
        directories = [tables.default_dir(), tables.package_dir()]
    files = [
        path
        for directory in directories
        if directory.is_dir()
        for path in sorted(directory.glob("*.dtb"))
    ]
    builds = _builds(directories[0])
    if not files and not builds:
        print(tr("cli.tables.none", dir=str(directories[0])))
        return 0
    status = 0
    for path in files:
        try:
            header = tables.read_header(path)
        except tables.TableError as error:
            print(
                tr("cli.error_line", prog="dames", message=error_text(tr, error)), file=sys.stderr
            )
            status = 1
            continue
        print(_line(tr, path, header))
    for build in builds:
        print(_build_line(tr, build))
    return status


def _builds(directory: Path) -> list[BuildStatus]:
    """The builds begun in ``directory`` and not finished (in the background)."""
    from ..core import find_rules
    from ..core.errors import DraughtsError
    from ..engine.tables import background

    found = []
    for partial in sorted(directory.glob("*" + background.PARTIAL_SUFFIX)):
        variant, _, pieces = partial.stem.rpartition("-")
        try:
            rules = find_rules(variant)
            state = background.status(rules, int(pieces), directory)
        except (DraughtsError, ValueError):
            continue
        if state.state is not background.BuildState.DONE:
            found.append(state)
    return found


def _build_line(tr: Translator, build: BuildStatus) -> str:
    from ..engine.tables.background import BuildState
    from ..ui.texts import tables_reason_text

    key = {
        BuildState.BUILDING: "cli.tables.building",
        BuildState.FAILED: "cli.tables.failed",
    }.get(build.state, "cli.tables.stopped")
    return tr(
        key,
        variant=build.variant,
        pieces=build.pieces,
        percent=build.percent,
        done=build.done,
        total=build.total,
        reason=tables_reason_text(tr, build.reason),
    )


def _line(tr: Translator, path: Path, header: TableHeader) -> str:
    counts = header.counts
    return tr(
        "cli.tables.file",
        name=path.name,
        variant=header.variant,
        pieces=header.pieces,
        positions=counts.get("positions", 0),
        wins=counts.get("wins", 0),
        draws=counts.get("draws", 0),
        losses=counts.get("losses", 0),
        longest=counts.get("longest", 0),
        size=header.file_size,
    )
