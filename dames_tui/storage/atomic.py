"""Atomic writes and careful reads.

A write goes to a temporary file in the target's directory, is flushed and
``os.fsync``-ed, then renamed over the target with ``os.replace`` (atomic on
POSIX and Windows when both are on the same file system). A crash at any
moment leaves either the old file or the new one, never half of one; a
leftover ``.<name>.<random>.tmp`` is the only trace, and it is removed when
the failure is an exception rather than a killed process.

A read of one of our own files (:func:`read_bytes`) never blocks and never
takes much memory: it opens without blocking (``O_NONBLOCK``), then reads only
a regular file of at most :data:`MAX_OWN_FILE` bytes. A directory, a FIFO, a
socket, a device or a bigger file is refused with an ``OSError``.

A file that failed to load is kept as numbered ``.bad`` copies beside it
(:func:`keep_bad_copy`): ``settings.json.bad``, then ``settings.json.1.bad``,
``settings.json.2.bad``...; a copy is never replaced, the same bytes are never
copied twice, and only the :data:`MAX_BAD_COPIES` newest (highest numbers)
are kept. :func:`keep_before_replace` keeps what a write is about to replace
when it does not load cleanly.
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from .errors import StorageError
from .paths import bad_copy_number, bad_copy_path

#: The largest file of ours that is read by default (settings, statistics:
#: a real one holds a few kilobytes, thousands of results a few hundred); more
#: is a damaged file. Saved games have a smaller limit of their own.
MAX_OWN_FILE = 4 * 1024 * 1024
#: ``.bad`` copies kept for each file, the newest; the older ones are deleted,
#: so that a damaged disk cannot fill up with them.
MAX_BAD_COPIES = 10

_TEMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
# O_NONBLOCK: opening a FIFO does not wait for a writer; O_NOCTTY: a terminal
# device does not become ours. Both are absent on Windows (and not needed).
_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_CHUNK = 1 << 20


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


def read_bytes(path: Path, *, limit: int = MAX_OWN_FILE) -> bytes | None:
    """The content of the regular file ``path``, or None when there is no such
    file. Never blocks: anything but a regular file (a directory, a FIFO, a
    socket, a device) and a file of more than ``limit`` bytes raise
    ``OSError``, as do the usual failures (permission)."""
    try:
        descriptor = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        return None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            code = errno.EISDIR if stat.S_ISDIR(info.st_mode) else errno.EINVAL
            raise OSError(code, f"{_file_kind(info.st_mode)}, not a regular file", str(path))
        if info.st_size > limit:
            raise _too_large(path, info.st_size, limit)
        chunks: list[bytes] = []
        size = 0
        while True:  # the file may grow while it is read
            chunk = os.read(descriptor, min(limit + 1 - size, _CHUNK))
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise _too_large(path, size, limit)
    finally:
        os.close(descriptor)


def keep_bad_copy(path: Path, data: bytes) -> Path | None:
    """Keep ``data`` (the content of ``path`` that failed to load) as a new
    numbered ``.bad`` copy beside ``path``, or find the copy that already holds
    exactly these bytes. Returns the copy's path, or None when it could not be
    written: a load never fails because of its backup."""
    try:
        return _keep_copy(path, data)
    except StorageError:
        return None


def find_bad_copy(path: Path, data: bytes) -> Path | None:
    """The ``.bad`` copy of ``path`` that holds exactly ``data``, if any."""
    for _, copy in reversed(bad_copies(path)):
        try:
            if copy.stat().st_size == len(data) and read_bytes(copy) == data:
                return copy
        except OSError:
            continue
    return None


def bad_copies(path: Path) -> list[tuple[int, Path]]:
    """The ``.bad`` copies of ``path`` (number, path), oldest first; none when
    the directory cannot be listed."""
    found: list[tuple[int, Path]] = []
    try:
        with os.scandir(path.parent) as entries:
            for entry in entries:
                number = bad_copy_number(path, entry.name)
                if number is not None:
                    found.append((number, path.parent / entry.name))
    except OSError:
        return []
    return sorted(found)


def keep_before_replace(
    path: Path, sound: Callable[[bytes], bool], *, limit: int = MAX_OWN_FILE
) -> None:
    """Make sure that what is at ``path`` survives the write about to replace it.

    Nothing is done when there is no file, when ``sound(content)`` says the
    file loads cleanly, or when a ``.bad`` copy already holds its bytes (the
    load that found it damaged made one). Otherwise a file that can be read is
    kept as a new ``.bad`` copy; one that cannot (permission, a FIFO, more
    than ``limit`` bytes) is renamed to a new ``.bad`` name, nothing copied;
    a directory is left for the write to fail on. ``sound`` may raise
    :class:`StorageError` to refuse the write. Raises :class:`StorageError`
    when the file cannot be kept: the caller must then not write."""
    try:
        data = read_bytes(path, limit=limit)
    except OSError:
        if path.is_dir() and not path.is_symlink():
            return  # os.replace refuses a directory: the write fails, nothing is lost
        _move_aside(path)
        return
    if data is None or sound(data) or find_bad_copy(path, data) is not None:
        return
    _keep_copy(path, data)


def _keep_copy(path: Path, data: bytes) -> Path:
    existing = find_bad_copy(path, data)
    if existing is not None:
        return existing
    target = _next_bad_copy(path)
    atomic_write_bytes(target, data)
    _prune_bad_copies(path)
    return target


def _move_aside(path: Path) -> Path:
    target = _next_bad_copy(path)
    try:
        os.rename(path, target)
    except FileNotFoundError:
        return target  # gone meanwhile: nothing to keep
    except OSError as error:
        raise StorageError.from_os_error("move aside", path, error) from error
    _prune_bad_copies(path)
    return target


def _next_bad_copy(path: Path) -> Path:
    """A name for a new copy: after the highest number present, never one in use."""
    copies = bad_copies(path)
    number = copies[-1][0] + 1 if copies else 0
    target = bad_copy_path(path, number)
    while os.path.lexists(target):  # the listing failed, or a copy just appeared
        number += 1
        target = bad_copy_path(path, number)
    return target


def _prune_bad_copies(path: Path) -> None:
    for _, copy in bad_copies(path)[:-MAX_BAD_COPIES]:
        with suppress(OSError):
            copy.unlink()


def _too_large(path: Path, size: int, limit: int) -> OSError:
    return OSError(errno.EFBIG, f"too large ({size} bytes, more than {limit})", str(path))


def _file_kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a special file"


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
