"""Storage: XDG paths and atomic writes (a crash never leaves half a file)."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
import textwrap
from functools import partial
from pathlib import Path

import pytest
from test_storage_damaged import needs_fifo, promptly

from dames_tui.storage import (
    StorageError,
    atomic_write_text,
    autosave_path,
    config_dir,
    data_dir,
    settings_path,
    stats_path,
)
from dames_tui.storage.atomic import (
    MAX_BAD_COPIES,
    MAX_OWN_FILE,
    bad_copies,
    find_bad_copy,
    keep_bad_copy,
    keep_before_replace,
    read_bytes,
    remove_file,
)


def leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".tmp"))


# --------------------------------------------------------------------- paths


def test_xdg_variables_are_read_at_call_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "one"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "two"))
    assert config_dir() == tmp_path / "one" / "dames_tui"
    assert data_dir() == tmp_path / "two" / "dames_tui"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "three"))
    assert config_dir() == tmp_path / "three" / "dames_tui"
    assert settings_path() == tmp_path / "three" / "dames_tui" / "settings.json"
    assert autosave_path() == tmp_path / "two" / "dames_tui" / "current.pdn"
    assert stats_path() == tmp_path / "two" / "dames_tui" / "stats.json"


@pytest.mark.parametrize("value", [None, "", "relative/dir"])
def test_default_directories_under_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str | None
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert config_dir() == tmp_path / ".config" / "dames_tui"
    assert data_dir() == tmp_path / ".local" / "share" / "dames_tui"


def test_paths_create_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "c"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "d"))
    config_dir(), data_dir(), settings_path(), autosave_path(), stats_path()
    assert list(tmp_path.iterdir()) == []


# ------------------------------------------------------------- atomic writes


def test_write_creates_directories_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.txt"
    atomic_write_text(target, "first\n")
    assert target.read_text() == "first\n"
    atomic_write_text(target, "second é\n")
    assert target.read_text(encoding="utf-8") == "second é\n"
    assert leftovers(target.parent) == []


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        (errno.ENOSPC, "no_space"),
        (errno.EROFS, "read_only"),
        (errno.EACCES, "permission_denied"),
        (errno.EIO, "io_error"),
    ],
)
def test_failed_replace_keeps_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, reason: str
) -> None:
    target = tmp_path / "settings.json"
    target.write_text("old")

    def refuse(src: object, dst: object) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(StorageError) as caught:
        atomic_write_text(target, "new")
    assert caught.value.reason == reason
    assert caught.value.path == target
    message = str(caught.value)
    assert "\n" not in message and str(target) in message
    assert target.read_text() == "old"
    assert leftovers(tmp_path) == []


def test_full_disk_during_flush(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "stats.json"
    target.write_text("old")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(StorageError, match="no space left on device") as caught:
        atomic_write_text(target, "new" * 1000)
    assert caught.value.reason == "no_space"
    assert target.read_text() == "old"
    assert leftovers(tmp_path) == []


def test_read_only_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # chmod does not stop root, so the refusal is simulated where the temp file is made
    real_open = os.open

    def refuse(path: object, flags: int, mode: int = 0o777) -> int:
        if str(path).endswith(".tmp"):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(path, flags, mode)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(StorageError) as caught:
        atomic_write_text(tmp_path / "x.json", "{}")
    assert caught.value.reason == "permission_denied"
    assert not (tmp_path / "x.json").exists()


def test_interrupt_between_write_and_replace(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "current.pdn"
    target.write_text("old game")

    def interrupted(src: object, dst: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(target, "new game")
    assert target.read_text() == "old game"
    assert leftovers(tmp_path) == []


def test_killed_process_leaves_old_file_intact(tmp_path: Path) -> None:
    target = tmp_path / "current.pdn"
    target.write_text("old game")
    code = textwrap.dedent(
        f"""
        import os
        from dames_tui.storage import atomic_write_text
        os.replace = lambda src, dst: os._exit(3)  # the process dies before the rename
        atomic_write_text({str(target)!r}, "new game")
        """
    )
    result = subprocess.run([sys.executable, "-c", code], check=False, timeout=60)
    assert result.returncode == 3
    assert target.read_text() == "old game"
    temps = [tmp_path / name for name in leftovers(tmp_path)]
    assert len(temps) == 1 and temps[0].read_text() == "new game"  # fully written, not renamed
    atomic_write_text(target, "next game")  # a later write is not disturbed by it
    assert target.read_text() == "next game"


def test_write_into_a_directory_is_a_storage_error(tmp_path: Path) -> None:
    (tmp_path / "game.pdn").mkdir()
    with pytest.raises(StorageError) as caught:
        atomic_write_text(tmp_path / "game.pdn", "x")
    assert caught.value.reason in ("is_directory", "io_error")
    assert (tmp_path / "game.pdn").is_dir()


def test_parent_is_a_file(tmp_path: Path) -> None:
    (tmp_path / "dames_tui").write_text("not a directory")
    with pytest.raises(StorageError):
        atomic_write_text(tmp_path / "dames_tui" / "settings.json", "{}")


def test_permissions(tmp_path: Path) -> None:
    old_umask = os.umask(0o022)
    try:
        fresh = tmp_path / "fresh.pdn"
        atomic_write_text(fresh, "x")
        assert stat.S_IMODE(fresh.stat().st_mode) == 0o644
        private = tmp_path / "private.json"
        private.write_text("x")
        private.chmod(0o600)
        atomic_write_text(private, "y")
        assert stat.S_IMODE(private.stat().st_mode) == 0o600
    finally:
        os.umask(old_umask)


def test_bad_copies_are_numbered_never_replaced_and_bounded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    assert keep_bad_copy(path, b"one") == tmp_path / "settings.json.bad"
    assert keep_bad_copy(path, b"two") == tmp_path / "settings.json.1.bad"
    assert keep_bad_copy(path, b"one") == tmp_path / "settings.json.bad"  # not copied twice
    assert find_bad_copy(path, b"two") == tmp_path / "settings.json.1.bad"
    assert find_bad_copy(path, b"three") is None
    assert (tmp_path / "settings.json.bad").read_bytes() == b"one"
    for number in range(2, 30):
        assert keep_bad_copy(path, b"%d" % number) == tmp_path / f"settings.json.{number}.bad"
    kept = [number for number, _ in bad_copies(path)]
    assert kept == list(range(30 - MAX_BAD_COPIES, 30))  # the newest only
    assert keep_bad_copy(path, b"last") == tmp_path / "settings.json.30.bad"
    assert len(bad_copies(path)) == MAX_BAD_COPIES
    (tmp_path / "settings.json.bad.old").write_text("not ours")
    (tmp_path / "settings.json.007.bad").write_text("not ours")
    assert len(bad_copies(path)) == MAX_BAD_COPIES
    remove_file(tmp_path / "settings.json.30.bad")
    remove_file(tmp_path / "settings.json.30.bad")  # already gone: fine
    assert not (tmp_path / "settings.json.30.bad").exists()

    def full(src: object, dst: object) -> None:
        raise OSError(errno.ENOSPC, "full")

    monkeypatch.setattr(os, "replace", full)
    assert keep_bad_copy(path, b"three") is None  # never raises


def test_a_copy_never_takes_the_name_of_a_file_there(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    (tmp_path / "stats.json.bad").mkdir()  # not a copy, but in the way
    assert keep_bad_copy(path, b"x") == tmp_path / "stats.json.1.bad"
    assert (tmp_path / "stats.json.bad").is_dir()


@needs_fifo
def test_read_refuses_a_fifo_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    link = tmp_path / "link.json"
    link.symlink_to(fifo)
    for path in (fifo, link):
        with pytest.raises(OSError, match="a FIFO, not a regular file"):
            promptly(partial(read_bytes, path), unblock=[fifo])


def test_read_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    (tmp_path / "directory").mkdir()
    with pytest.raises(OSError, match="directory|denied"):
        read_bytes(tmp_path / "directory")
    if os.path.exists(os.devnull) and os.name == "posix":
        with pytest.raises(OSError, match="a device, not a regular file"):
            promptly(lambda: read_bytes(Path(os.devnull)))
    assert read_bytes(tmp_path / "missing") is None


def test_read_refuses_a_file_too_large(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    with open(path, "wb") as handle:  # sparse: no 4 MB written
        handle.truncate(MAX_OWN_FILE + 1)
    with pytest.raises(OSError, match="too large") as caught:
        read_bytes(path)
    assert caught.value.errno == errno.EFBIG
    path.write_bytes(b"12345")
    assert read_bytes(path, limit=5) == b"12345"
    with pytest.raises(OSError, match="too large"):
        read_bytes(path, limit=4)


def test_keep_before_replace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    keep_before_replace(path, lambda raw: False)  # no file: nothing to keep
    path.write_bytes(b"good")
    keep_before_replace(path, lambda raw: raw == b"good")
    assert bad_copies(path) == []
    path.write_bytes(b"bad")
    keep_before_replace(path, lambda raw: False)
    assert (tmp_path / "settings.json.bad").read_bytes() == b"bad"
    keep_before_replace(path, lambda raw: False)  # its copy is there already
    assert len(bad_copies(path)) == 1 and path.read_bytes() == b"bad"
    with open(path, "wb") as handle:
        handle.truncate(MAX_OWN_FILE + 1)
    keep_before_replace(path, lambda raw: True)  # cannot be read: moved aside
    assert not path.exists()
    assert (tmp_path / "settings.json.1.bad").stat().st_size == MAX_OWN_FILE + 1
    path.mkdir()
    keep_before_replace(path, lambda raw: True)  # a directory stays for the write to fail
    assert path.is_dir()
    path.rmdir()
    path.write_bytes(b"other")

    def full(src: object, dst: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(StorageError) as caught:
        keep_before_replace(path, lambda raw: False)
    assert caught.value.reason == "no_space"
    assert path.read_bytes() == b"other"


def test_storage_does_not_load_textual() -> None:
    code = (
        "import sys, dames_tui.storage\n"
        "print(any(m == 'textual' or m.startswith('textual.') for m in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
