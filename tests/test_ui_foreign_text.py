"""Text from a file never reaches the terminal raw: an escape sequence in a
PDN tag (which would retitle the window) is shown as a printable mark, in
the game list, the status bar, a notification, and the bytes written."""

from __future__ import annotations

import html
import os
import re
import sys
from pathlib import Path

import pytest
from terminal_helpers import Terminal, wait_for
from test_ui_helpers import make_app

from dames_tui.ui.printable import PrintableFilter
from dames_tui.ui.screens.file_dialogs import GamePickerScreen

TITLE = "\x1b]2;T-COPY\x07"  # OSC 2: set the window title
EVIL = f'[Event "Ev{TITLE}"]\n[White "W\x1b[2Jx"]\n[GameType "21"]\n1. 11-15 23-19 *\n\n'
BAD = '[Event "Bad\x1b[31m"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-12 12-16 *\n'


def screen_text(svg: str) -> str:
    return html.unescape(" ".join(re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.DOTALL)))


def test_the_line_filter_keeps_the_width() -> None:
    from rich.segment import Segment
    from textual.color import Color

    segments = [Segment("a\x1b]2;T\x07b"), Segment("ok")]
    shown = PrintableFilter().apply(segments, Color(0, 0, 0))
    assert "".join(s.text for s in shown).count("\x1b") == 0
    assert [s.cell_length for s in shown] == [s.cell_length for s in segments]


async def test_tags_with_escape_sequences_show_printable(tmp_path: Path) -> None:
    source = tmp_path / "evil.pdn"
    source.write_text(EVIL + EVIL + BAD, encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.screen.open_pdn(source)  # type: ignore[attr-defined]
        await pilot.pause()
        assert isinstance(app.screen, GamePickerScreen)
        text = screen_text(app.export_screenshot())
        assert "\x1b" not in text and "\x07" not in text
        assert "Ev\ufffd" in text  # the sequence is one visible mark
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("p")  # copy the PDN: its text in a notification
        await pilot.pause()
        text = screen_text(app.export_screenshot())
        assert "\x1b" not in text and "T-COPY" not in text
        notes = [n.message for n in app._notifications]
        assert notes and all("\x1b" not in n and "\x07" not in n for n in notes)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_no_byte_of_a_tag_reaches_the_terminal_raw(tmp_path: Path) -> None:
    source = tmp_path / "evil.pdn"
    source.write_text(EVIL, encoding="utf-8")
    env = dict(os.environ) | {"TERM": "xterm-256color", "COLUMNS": "100", "LINES": "30"}
    args = [sys.executable, "-m", "dames_tui", "play", "--pdn", str(source), "--side", "black"]
    terminal = Terminal([*args, "--level", "1", "--lang", "en"], env)
    try:
        wait_for(lambda: "Your move" in terminal.screen_text, "the game screen")
        terminal.type("p")  # the PDN, tags and all, in a notification
        wait_for(lambda: "PDN copied" in terminal.screen_text, "the notification")
    finally:
        terminal.kill()
    written = bytes(terminal.output)
    assert b"\x1b]2;T-COPY" not in written and b"\x1b[2Jx" not in written
