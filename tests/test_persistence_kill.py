"""A game killed in the middle (kill -9) resumes with every move shown.

The real program runs under a pseudo-terminal with its own XDG directories;
we type two moves, wait for the autosave to hold them and the computer's
answers, kill the process, then start the app again in-process on the same
directories: the resume dialog offers the game and resuming restores exactly
the moves (the ones typed, and the computer's answers the screen showed).
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest
from terminal_helpers import Terminal, wait_for
from test_ui_helpers import FirstMovePlayer

from dames_tui import storage
from dames_tui.core import Color
from dames_tui.notation import format_move
from dames_tui.ui.app import DamesApp
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.resume import ResumeScreen

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")


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
