"""Crash reports: an unexpected error written to a file the player can send.

A report is ``crash-YYYYMMDD-HHMMSS[-N].txt`` in :func:`data_dir`: what
happened (the traceback), the program's and Python's versions, the platform
and the command line. Writing one never raises: a disk that refuses gives
None, and the caller still tells the player what it can.
"""

from __future__ import annotations

import datetime
import platform
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path

from .atomic import atomic_write_text
from .errors import StorageError
from .paths import data_dir

MAX_REPORTS = 20  # the newest are kept, so a program that keeps failing cannot fill the disk


def program_version() -> str:
    """The installed dames_tui's version ("unknown" outside an install)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("dames_tui")
    except PackageNotFoundError:
        return "unknown"


def report_text(error: BaseException, argv: Sequence[str] | None = None) -> str:
    """The text of a report on ``error``.

    >>> "ZeroDivisionError" in report_text(ZeroDivisionError("x"), ["dames"])
    True
    """
    lines = [
        "dames_tui crash report",
        f"time: {datetime.datetime.now().isoformat(timespec='seconds')}",
        f"version: {program_version()}",
        f"python: {sys.version.split()[0]} ({platform.python_implementation()})",
        f"platform: {platform.platform()}",
        f"command: {' '.join(argv if argv is not None else sys.argv)}",
        "",
    ]
    trace = traceback.format_exception(type(error), error, error.__traceback__)
    return "\n".join(lines) + "".join(trace)


def write_crash_report(error: BaseException, argv: Sequence[str] | None = None) -> Path | None:
    """Write a report on ``error`` in the data directory; its path, or None
    when it could not be written."""
    folder = data_dir()
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}.txt"
    number = 1
    while path.exists():
        number += 1
        path = folder / f"crash-{stamp}-{number}.txt"
    try:
        atomic_write_text(path, report_text(error, argv))
    except (StorageError, OSError):
        return None
    _drop_old_reports(folder)
    return path


def _drop_old_reports(folder: Path) -> None:
    try:
        reports = sorted(folder.glob("crash-*.txt"), key=lambda p: p.stat().st_mtime)
        for old in reports[:-MAX_REPORTS]:
            old.unlink(missing_ok=True)
    except OSError:
        pass
