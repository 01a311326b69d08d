"""What the storage layer reports: a :class:`StorageError` when a write fails,
a :class:`LoadWarning` inside a :class:`LoadResult` when a file could not be
read as it should.

No user-facing prose lives here: a warning is a code plus parameters that the
interface translates; ``detail`` is an English line for logs and bug reports.
"""

from __future__ import annotations

import errno
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Generic, TypeVar

T = TypeVar("T")

#: ``StorageError.reason`` for each errno (anything else is "io_error").
_REASONS: dict[int, tuple[str, str]] = {
    errno.ENOSPC: ("no_space", "no space left on device"),
    errno.EDQUOT: ("no_space", "disk quota exceeded"),
    errno.EROFS: ("read_only", "read-only file system"),
    errno.EACCES: ("permission_denied", "permission denied"),
    errno.EPERM: ("permission_denied", "operation not permitted"),
    errno.EISDIR: ("is_directory", "a directory is in the way"),
    errno.ENOTDIR: ("not_a_directory", "a file is in the way of a directory"),
    errno.ENOENT: ("not_found", "no such file or directory"),
}

#: Every ``LoadWarning.code`` this package emits, so the interface can check
#: that it translates them all. ``<file>_unreadable``: the file exists but
#: could not be read (permission; a directory, a FIFO, a socket or a device in
#: its place; more than 4 MB, 1 MB for a game); ``<file>_corrupt``: read but
#: not understood, defaults used; ``<file>_future_version``: written by a newer
#: dames_tui, defaults used; ``<file>_invalid_fields``: some values were wrong
#: and replaced by their defaults (``params["fields"]``); ``autosave_partial``:
#: the game resumes from its first ``params["kept"]`` of ``params["total"]``
#: moves.
WARNING_CODES: frozenset[str] = frozenset(
    {
        "settings_unreadable",
        "settings_corrupt",
        "settings_future_version",
        "settings_invalid_fields",
        "autosave_unreadable",
        "autosave_corrupt",
        "autosave_future_version",
        "autosave_partial",
        "stats_unreadable",
        "stats_corrupt",
        "stats_future_version",
        "stats_invalid_fields",
    }
)


class StorageError(Exception):
    """A file could not be written (or read, for a file the player chose).

    ``reason`` is a short code for the interface to translate: ``no_space``,
    ``read_only``, ``permission_denied``, ``is_directory``, ``not_a_directory``,
    ``not_found``, ``future_version`` (the file is a newer dames_tui's, and
    this one does not write over it) or ``io_error``. ``str(error)`` is one
    English line.

    >>> import errno
    >>> error = StorageError.from_os_error("write", "/x/settings.json", OSError(errno.ENOSPC, "x"))
    >>> error.reason, str(error)
    ('no_space', 'cannot write /x/settings.json: no space left on device')
    """

    def __init__(
        self, message: str, *, path: Path, reason: str = "io_error", detail: str = ""
    ) -> None:
        super().__init__(message)
        self.path = path
        self.reason = reason
        #: the English reason alone ("no space left on device")
        self.detail = detail or message

    @classmethod
    def from_os_error(cls, action: str, path: str | Path, error: OSError) -> StorageError:
        """A StorageError for ``error`` raised while trying to ``action`` ``path``."""
        code = error.errno
        if code is None and isinstance(error, PermissionError):
            code = errno.EACCES
        reason, text = _REASONS.get(code if code is not None else -1, ("io_error", ""))
        if not text:
            text = error.strerror or str(error) or type(error).__name__
        message = f"cannot {action} {path}: {text}"
        return cls(message, path=Path(path), reason=reason, detail=text)


@dataclass(frozen=True)
class LoadWarning:
    """Something the player should hear about a file that did not load cleanly.

    ``code`` is one of :data:`WARNING_CODES`; ``path`` the file; ``backup`` the
    copy of the bad file kept beside it (``settings.json.bad``,
    ``settings.json.1.bad``...), None when no copy could be made (an
    unreadable file); ``params`` extra values for the translated text;
    ``detail`` one English line saying what was wrong (it may quote the file).
    ``repeated``: the copy was already there, kept by an earlier load of the
    same bytes, so the player has most likely heard of this file already.
    """

    code: str
    path: Path
    detail: str
    backup: Path | None = None
    params: Mapping[str, str | int] = field(default_factory=dict)
    repeated: bool = False


@dataclass(frozen=True)
class LoadResult(Generic[T]):
    """What a load gives: the value to use (defaults where the file failed)
    and at most one warning for the player."""

    value: T
    warning: LoadWarning | None = None

    @property
    def ok(self) -> bool:
        return self.warning is None
