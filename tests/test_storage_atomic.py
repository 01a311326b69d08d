"""Storage: XDG paths and atomic writes (a crash never leaves half a file)."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dames_tui.storage import (
    StorageError,
    atomic_write_text,
    autosave_path,
    config_dir,
    data_dir,
    settings_path,
    stats_path,
)
from dames_tui.storage.atomic import keep_bad_copy, remove_file


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


def test_bad_copy_and_remove(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    assert keep_bad_copy(path, b"one") == tmp_path / "settings.json.bad"
    assert keep_bad_copy(path, b"two") == tmp_path / "settings.json.bad"
    assert (tmp_path / "settings.json.bad").read_bytes() == b"two"
    remove_file(tmp_path / "settings.json.bad")
    remove_file(tmp_path / "settings.json.bad")  # already gone: fine
    assert not (tmp_path / "settings.json.bad").exists()

    def full(src: object, dst: object) -> None:
        raise OSError(errno.ENOSPC, "full")

    monkeypatch.setattr(os, "replace", full)
    assert keep_bad_copy(path, b"three") is None  # never raises


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
