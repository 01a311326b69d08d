"""`dames check FILE.pdn…`: read and replay every game of PDN files.

One line per game on standard output: ``ok`` with its number, variant, move
count and recorded result, or the error naming the game and the move (or the
line), in the language of the run. Then the totals. A file that cannot be
read, or holds no game, is one error line on standard error. Everything
printed from a file goes through :func:`~dames_tui.notation.printable`.

Exit status: 0 when every game is good, 1 when some are bad, 2 when a file
cannot be read at all.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ..i18n import Translator

if TYPE_CHECKING:
    from ..storage.pdnfiles import PdnEntry, PdnLoadError


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.add_argument(
        "files", nargs="+", metavar=tr("cli.metavar.file"), help=tr("cli.check.files")
    )


def run(args: argparse.Namespace, tr: Translator) -> int:
    import sys

    from ..notation import printable
    from ..storage import load_games_pdn

    good = bad = unreadable = 0
    for name in args.files:
        loaded = load_games_pdn(name)
        if loaded.fault is not None:
            unreadable += 1
            message = file_fault_text(tr, name, loaded.fault)
            sys.stdout.flush()  # the lines in their order when both go to one place
            print(printable(tr("cli.error_line", prog="dames", message=message)), file=sys.stderr)
            continue
        for entry in loaded.entries:
            print(printable(entry_line(tr, name, entry)))
            if entry.game is None:
                bad += 1
            else:
                good += 1
    print(printable(total_line(tr, len(args.files), unreadable, good, bad)))
    if unreadable:
        return 2
    return 1 if bad else 0


def entry_line(tr: Translator, file: str, entry: PdnEntry) -> str:
    """``file, game N: ok, variant, M moves, result`` or ``file, game N
    (name): error`` for one game."""
    from ..core import DraughtsError
    from ..i18n.errors import error_text

    if entry.game is None:
        assert entry.fault is not None
        fault = entry.fault
        detail = fault.detail
        if isinstance(fault.error, DraughtsError):
            detail = error_text(tr, fault.error)
        name = f" ({entry.name})" if entry.name else ""
        return tr("cli.check.bad", file=file, number=entry.number, name=name, error=detail)
    game = entry.game
    variant = game.rules.title(tr.language)
    key = "cli.check.ok" if entry.side_known else "cli.check.ok_side_unknown"
    return tr(
        key,
        file=file,
        number=entry.number,
        variant=variant,
        moves=count(tr, "moves", game.moves_played),
        result=entry.result or "*",
    )


def file_fault_text(tr: Translator, file: str, fault: PdnLoadError) -> str:
    """Why nothing of ``file`` can be checked."""
    from ..core import DraughtsError
    from ..core.errors import Phrase
    from ..i18n.errors import error_text, phrase_text
    from ..storage import StorageError

    if isinstance(fault.error, StorageError):
        reason = phrase_text(tr, Phrase(f"read_reason.{fault.error.reason}", fault.detail))
        return tr("cli.check.unreadable", file=file, reason=reason)
    reason = fault.detail
    if isinstance(fault.error, DraughtsError):
        reason = error_text(tr, fault.error)
    return tr("cli.check.not_pdn", file=file, reason=reason)


def total_line(tr: Translator, files: int, unreadable: int, good: int, bad: int) -> str:
    """``total: 2 files, 50 games: 49 good, 1 bad`` (and the unreadable files)."""
    values = {
        "files": count(tr, "files", files),
        "unreadable": count(tr, "unreadable", unreadable),
        "games": count(tr, "games", good + bad),
        "good": count(tr, "good", good),
        "bad": count(tr, "bad", bad),
    }
    return tr("cli.check.total_unreadable" if unreadable else "cli.check.total", **values)


def count(tr: Translator, noun: str, number: int) -> str:
    """``number`` with its noun, singular or plural (French: 0 and 1 are singular)."""
    singular = number <= 1 if tr.language == "fr" else number == 1
    return tr(f"cli.check.count.{noun}.{'one' if singular else 'other'}", count=number)
