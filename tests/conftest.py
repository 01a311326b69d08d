"""Shared test setup: no test reads or writes the player's real files.

Every test runs with ``XDG_CONFIG_HOME`` and ``XDG_DATA_HOME`` pointed at its
own temporary directories, so the interface's settings, autosave and
statistics (and any storage test that forgets to set them) stay out of the
home directory.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_xdg_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
