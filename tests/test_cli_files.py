"""The command line reads the saved settings (for its language) without
ever blocking on something that is not a regular file."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from dames_tui.storage import settings_path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_fifo_in_place_of_the_settings_does_not_hang_the_command_line() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    command = [sys.executable, "-m", "dames_tui", "perft", "--variant", "english", "--depth", "2"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=30, check=False)
    assert done.returncode == 0 and "perft(2) = 49" in done.stdout


def test_a_huge_number_for_an_option_is_one_short_line(capsys: pytest.CaptureFixture[str]) -> None:
    from dames_tui import cli

    with pytest.raises(SystemExit) as stopped:
        cli.main(["play", "--level", "9" * 5000])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 200 and "n'est pas un nombre entier" in err
