"""The real game in tmux under each kind of terminal: what the pane holds
(``capture-pane -p -e``) must keep the board readable. Slow: run with
``pytest -m slow``; skipped without tmux."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

from dames_tui.core import ENGLISH, topology_for
from dames_tui.ui.board_look import CHROME_HEIGHT, SIDE_PANEL_WIDTH
from dames_tui.ui.widgets.board import fit

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
]

#: Black (the human) must capture with 11; kings on 30 (White) and 4 (Black)
POSITION = "B:W15,27,K30:B1,2,11,12,K4"
WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING, CAPTURER = 15, 30, 1, 4, 11
EMPTY, LANDING = 19, 18
SIZE = (80, 24)

#: environment changes, and whether colours are fine enough to count
SETTINGS: dict[str, tuple[dict[str, str | None], bool]] = {
    "truecolor": ({"TERM": "xterm-256color", "COLORTERM": "truecolor"}, True),
    "xterm-256color": ({"TERM": "xterm-256color", "COLORTERM": None}, True),
    "tmux-default": ({"COLORTERM": None}, True),  # TERM as tmux sets it (tmux-256color)
    "xterm": ({"TERM": "xterm", "COLORTERM": None}, False),
    "linux": ({"TERM": "linux", "COLORTERM": None}, False),
    "no-color": ({"TERM": "xterm-256color", "COLORTERM": None, "NO_COLOR": "1"}, False),
}

Cell = tuple[str, object, object]
_SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def parse_pane(text: str) -> list[list[Cell]]:
    """The pane's cells: (character, ink, background), colours as SGR gives them."""
    rows: list[list[Cell]] = []
    ink: object = None
    paper: object = None
    for line in text.split("\n"):
        row: list[Cell] = []
        pos = 0
        for match in _SGR.finditer(line):
            row.extend((char, ink, paper) for char in line[pos : match.start()])
            pos = match.end()
            codes = [int(code or 0) for code in re.split("[;:]", match.group(1))]
            i = 0
            while i < len(codes):
                code = codes[i]
                if code == 0:
                    ink = paper = None
                elif code in (38, 48):
                    if codes[i + 1] == 5:
                        value: object = ("256", codes[i + 2])
                        i += 2
                    else:
                        value = ("rgb", tuple(codes[i + 2 : i + 5]))
                        i += 4
                    ink, paper = (value, paper) if code == 38 else (ink, value)
                elif code == 39:
                    ink = None
                elif code == 49:
                    paper = None
                elif 30 <= code <= 37 or 90 <= code <= 97:
                    ink = ("16", code - 30 if code < 90 else code - 82)
                elif 40 <= code <= 47 or 100 <= code <= 107:
                    paper = ("16", code - 40 if code < 100 else code - 92)
                i += 1
        row.extend((char, ink, paper) for char in line[pos:])
        rows.append(row)
    return rows


class Pane:
    """The game running in a tmux session of its own."""

    def __init__(self, tmp: Path, changes: dict[str, str | None]) -> None:
        self.session = f"dames-board-{uuid.uuid4().hex[:8]}"
        env = [f"XDG_DATA_HOME={tmp / 'data'}", f"XDG_CONFIG_HOME={tmp / 'config'}"]
        unset = []
        for name, value in changes.items():
            if value is None:
                unset += ["-u", name]
            else:
                env.append(f"{name}={value}")
        root = Path(__file__).resolve().parents[1]
        env.append(f"PYTHONPATH={root}")
        command = ["env", *unset, *env, sys.executable, "-m", "dames_tui", "play"]
        command += ["--variant", "english", "--level", "1", "--lang", "en", "--side", "black"]
        command += ["--fen", POSITION]
        width, height = SIZE
        subprocess.run(
            ["tmux", "new-session", "-d", "-s", self.session, "-x", str(width), "-y", str(height)]
            + [" ".join(_quote(part) for part in command)],
            check=True,
            env={k: v for k, v in os.environ.items() if k != "TMUX"},
        )

    def capture(self) -> list[list[Cell]]:
        out = subprocess.run(
            ["tmux", "capture-pane", "-p", "-e", "-t", self.session],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        return parse_pane(out)

    def wait_for(self, text: str, timeout: float = 20.0) -> list[list[Cell]]:
        return self.wait_until(lambda grid: text in _plain(grid), text, timeout)

    def wait_until(
        self, done: Callable[[list[list[Cell]]], bool], what: str, timeout: float = 20.0
    ) -> list[list[Cell]]:
        deadline = time.monotonic() + timeout
        while True:
            grid = self.capture()
            if done(grid):
                time.sleep(0.5)  # let the frame settle
                return self.capture()
            if time.monotonic() > deadline:
                raise AssertionError(f"{what} never showed:\n" + _plain(grid))
            time.sleep(0.2)

    def keys(self, *keys: str) -> None:
        for key in keys:
            subprocess.run(["tmux", "send-keys", "-t", self.session, key], check=True)
            time.sleep(0.3)

    def close(self) -> None:
        subprocess.run(["tmux", "kill-session", "-t", self.session], check=False)


def _quote(part: str) -> str:
    return "'" + part.replace("'", "'\\''") + "'"


def _plain(grid: list[list[Cell]]) -> str:
    return "\n".join("".join(c for c, _, _ in row) for row in grid)


class Board:
    """The cells of the board in a captured pane (Black at the bottom)."""

    def __init__(self, grid: list[list[Cell]]) -> None:
        width, height = SIZE
        layout = fit(width - SIDE_PANEL_WIDTH, height - CHROME_HEIGHT, ENGLISH.board_size)
        assert layout is not None
        self.grid, self.layout = grid, layout

    def display_cell(self, row: int, col: int) -> list[Cell]:
        layout = self.layout
        x = layout.left + layout.frame_x + col * layout.cell_width
        y = 1 + layout.top + 1 + row * layout.cell_height  # below the header
        return [
            cell
            for line in self.grid[y : y + layout.cell_height]
            for cell in line[x : x + layout.cell_width]
        ]

    def cell(self, square: int) -> list[Cell]:
        row, col = topology_for(ENGLISH).row_col(square)
        size = ENGLISH.board_size
        cells = self.display_cell(size - 1 - row, size - 1 - col)
        return [(c, ink if c != " " else None, paper) for c, ink, paper in cells]

    def text(self) -> str:
        layout = self.layout
        rows = self.grid[1 + layout.top : 1 + layout.top + layout.height]
        return "".join(
            c for row in rows for c, _, _ in row[layout.left : layout.left + layout.width]
        )


@pytest.mark.parametrize("name", list(SETTINGS))
def test_the_board_reads_in_tmux(name: str, tmp_path: Path) -> None:
    changes, nuanced = SETTINGS[name]

    def differ(first: list[Cell], second: list[Cell]) -> bool:
        if nuanced:
            return first != second
        return "".join(c for c, _, _ in first) != "".join(c for c, _, _ in second)

    pane = Pane(tmp_path, changes)
    try:
        board = Board(pane.wait_for("Black: 4 men"))
        light = board.display_cell(0, 0)
        assert {p for _, _, p in light}.isdisjoint({p for _, _, p in board.cell(EMPTY)})
        assert differ(board.cell(WHITE_MAN), board.cell(BLACK_MAN)), "white men = black men"
        assert differ(board.cell(WHITE_KING), board.cell(WHITE_MAN)), "white kings = men"
        assert differ(board.cell(BLACK_KING), board.cell(BLACK_MAN)), "black kings = men"
        assert differ(board.cell(CAPTURER), board.cell(BLACK_MAN)), "no capturer marked"
        if name == "linux":  # the console's fonts: no crown, no disc glyphs
            assert not set(board.text()) & set("♛●•×▄▀▗▖▝▘▜▛█")
        empty_before = board.cell(LANDING)
        pane.keys("Right", "Enter")  # the cursor starts on 12; 11 is next in the row
        board = Board(
            pane.wait_until(lambda grid: Board(grid).cell(LANDING) != empty_before, "a target")
        )
        assert differ(board.cell(CAPTURER), board.cell(BLACK_MAN)), "no selection seen"
        assert differ(board.cell(LANDING), empty_before), "no target seen"
        assert differ(board.cell(LANDING), board.cell(EMPTY)), "no target seen"
    finally:
        pane.close()
