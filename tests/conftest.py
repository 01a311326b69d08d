"""Shared test setup: no test reads or writes the player's real files, and no
test hears the developer's locale.

Every test runs with ``XDG_CONFIG_HOME`` and ``XDG_DATA_HOME`` pointed at its
own temporary directories, so the interface's settings, autosave and
statistics (and any storage test that forgets to set them) stay out of the
home directory. The locale is ``LANG=C.UTF-8`` with no ``LC_ALL``,
``LC_MESSAGES`` or ``LANGUAGE``: it names no language of ours, so the
interface and the command line speak French unless a test asks otherwise.
Subprocesses inherit this environment.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_xdg_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
