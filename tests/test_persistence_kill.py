"""A game killed in the middle (kill -9) resumes with every move shown.

The real program runs under a pseudo-terminal with its own XDG directories;
we type two moves, wait for the autosave to hold them and the computer's
answers, kill the process, then start the app again in-process on the same
directories: the resume dialog offers the game and resuming restores exactly
the moves (the ones typed, and the computer's answers the screen showed).
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import signal
import struct
import subprocess
import sys
import termios
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from test_ui_helpers import FirstMovePlayer

from dames_tui import storage
from dames_tui.core import Color
from dames_tui.notation import format_move
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.resume import ResumeScreen

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")

TIMEOUT = 60.0  # seconds for each step: generous, the machine may be busy
ANSI = re.compile(r"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|.)")


class Terminal:
    """The program under a pseudo-terminal; everything it writes is kept."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        self.process = subprocess.Popen(
            args, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True
        )
        os.close(slave)
        self.output = bytearray()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            self.output.extend(data)

    @property
    def screen_text(self) -> str:
        return ANSI.sub("", self.output.decode("utf-8", errors="replace"))

    def type(self, text: str) -> None:
        for character in text:
            os.write(self.master, character.encode())
            time.sleep(0.05)

    def kill(self) -> None:
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=TIMEOUT)
        os.close(self.master)


def wait_for(condition: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def saved_plies() -> int:
    saved = storage.load_autosave().value
    return saved.game.ply if saved is not None else 0


async def test_a_killed_game_resumes_with_every_move_shown(tmp_path: Path) -> None:
    env = dict(os.environ)
    env |= {
        "XDG_CONFIG_HOME": os.environ["XDG_CONFIG_HOME"],
        "XDG_DATA_HOME": os.environ["XDG_DATA_HOME"],
        "TERM": "xterm-256color",
        "COLUMNS": "100",
        "LINES": "30",
    }
    args = [sys.executable, "-m", "dames_tui", "play", "--variant", "english"]
    args += ["--side", "black", "--level", "1", "--lang", "en"]
    terminal = Terminal(args, env)
    try:
        wait_for(lambda: "Your move" in terminal.screen_text, "the game screen")
        typed = ["11-15"]
        terminal.type("11-15\r")
        wait_for(lambda: saved_plies() >= 2, "the first move and the answer in the autosave")
        saved = storage.load_autosave().value
        assert saved is not None
        second = format_move(saved.game.legal_moves()[0])
        typed.append(second)
        terminal.type(second + "\r")
        wait_for(lambda: saved_plies() >= 4, "the second move and the answer in the autosave")
        shown = storage.load_autosave().value
        assert shown is not None
        moves = shown.game.move_texts()
        # the computer's answers reached the screen before the kill
        wait_for(lambda: all(m in terminal.screen_text for m in moves), "the moves on screen")
    finally:
        terminal.kill()
    assert terminal.process.returncode == -signal.SIGKILL
    assert moves[0::2] == typed and len(moves) == 4

    app = DamesApp(player=FirstMovePlayer())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        summary = str(app.screen.query_one("#resume-summary").render())
        # 4 plies are 2 numbered moves; --lang en was not saved
        assert "2 coups joués" in summary and "Vous : Noirs" in summary
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.move_texts() == moves
        assert screen.human is Color.BLACK and screen.game.turn is Color.BLACK
        assert app.settings.level == 1
