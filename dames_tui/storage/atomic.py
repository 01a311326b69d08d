"""Atomic writes and careful reads.

A write goes to a temporary file in the target's directory, is flushed and
``os.fsync``-ed, then renamed over the target with ``os.replace`` (atomic on
POSIX and Windows when both are on the same file system). A crash at any
moment leaves either the old file or the new one, never half of one; a
leftover ``.<name>.<random>.tmp`` is the only trace, and it is removed when
the failure is an exception rather than a killed process.
"""

from __future__ import annotations

import os
import secrets
from contextlib import suppress
from pathlib import Path

from .errors import StorageError
from .paths import bad_copy_path

_TEMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Replace the file at ``path`` by ``data`` atomically, creating the
    directories on the way. Raises :class:`StorageError` (reason ``no_space``,
    ``read_only``, ``permission_denied``, ...) when the disk refuses; the old
    file, if any, is then untouched."""
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        temp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        # 0o666 lets the umask decide, as for any file the user creates
        descriptor = os.open(temp, _TEMP_FLAGS, 0o666)
        try:
            with os.fdopen(descriptor, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            _copy_mode(target, temp)
            os.replace(temp, target)
        except BaseException:
            with suppress(OSError):
                os.unlink(temp)
            raise
    except OSError as error:
        raise StorageError.from_os_error("write", target, error) from error
    _sync_directory(target.parent)


def atomic_write_text(path: str | Path, text: str) -> None:
    """:func:`atomic_write_bytes` for ``text`` in UTF-8 (newlines as given)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def read_bytes(path: Path) -> bytes | None:
    """The content of ``path``, or None when there is no such file. Other
    failures (permission, a directory in its place) raise ``OSError``."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None


def keep_bad_copy(path: Path, data: bytes) -> Path | None:
    """Save ``data`` (the content of ``path`` that failed to load) as
    ``<path>.bad``, replacing an older copy. Returns the copy's path, or None
    when it could not be written: a load never fails because of its backup."""
    backup = bad_copy_path(path)
    try:
        atomic_write_bytes(backup, data)
    except StorageError:
        return None
    return backup


def remove_file(path: Path) -> None:
    """Delete ``path`` if it exists; raises :class:`StorageError` if it cannot."""
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        raise StorageError.from_os_error("delete", path, error) from error


def move_file(source: Path, target: Path) -> None:
    """Move ``source`` to ``target`` (replacing it) in one rename, creating
    ``target``'s directory; raises :class:`StorageError` if it cannot."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(source, target)
    except OSError as error:
        raise StorageError.from_os_error("move", target, error) from error


def _copy_mode(target: Path, temp: Path) -> None:
    """Keep the permissions of the file being replaced (best effort)."""
    try:
        mode = target.stat().st_mode
    except OSError:
        return
    with suppress(OSError):
        os.chmod(temp, mode & 0o7777)


def _sync_directory(directory: Path) -> None:
    """fsync the directory so the rename itself is durable (POSIX; best effort)."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        with suppress(OSError):
            os.fsync(descriptor)
    finally:
        os.close(descriptor)
