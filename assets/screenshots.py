"""Make the README screenshots (SVG, and PNG when rsvg-convert is there).

    python assets/screenshots.py            # both screenshots, into assets/
    python assets/screenshots.py --fix x.svg # only redraw the block glyphs of x.svg

Textual's SVG export draws every character as text, and a font's block
glyphs (▀ ▄ ▗ ...) are shorter than the SVG's line pitch, so the pieces of the
board would show gaps that no terminal shows. :func:`fix_blocks` replaces
those glyphs by rectangles, as a terminal draws them.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

# (left, top, width, height) of the filled parts of a cell, in cell fractions
BLOCKS: dict[str, tuple[tuple[float, float, float, float], ...]] = {
    " ": (),
    "█": ((0, 0, 1, 1),),
    "▀": ((0, 0, 1, 0.5),),
    "▄": ((0, 0.5, 1, 0.5),),
    "▌": ((0, 0, 0.5, 1),),
    "▐": ((0.5, 0, 0.5, 1),),
    "▘": ((0, 0, 0.5, 0.5),),
    "▝": ((0.5, 0, 0.5, 0.5),),
    "▖": ((0, 0.5, 0.5, 0.5),),
    "▗": ((0.5, 0.5, 0.5, 0.5),),
    "▛": ((0, 0, 1, 0.5), (0, 0.5, 0.5, 0.5)),
    "▜": ((0, 0, 1, 0.5), (0.5, 0.5, 0.5, 0.5)),
    "▙": ((0, 0.5, 1, 0.5), (0, 0, 0.5, 0.5)),
    "▟": ((0, 0.5, 1, 0.5), (0.5, 0, 0.5, 0.5)),
}

TEXT = re.compile(
    r'<text class="(?P<cls>[^"]+)" x="(?P<x>[\d.]+)" y="(?P<y>[\d.]+)" '
    r'textLength="(?P<length>[\d.]+)"(?P<rest>[^>]*)>(?P<text>[^<]*)</text>'
)
FILL = re.compile(r"\.(?P<cls>[\w-]+) \{ fill: (?P<fill>#[0-9a-fA-F]{6})")
NBSP = "&#160;"
CELL_WIDTH, LINE_PITCH, BASELINE = 12.2, 24.4, 18.5  # Rich's SVG metrics


def fix_blocks(svg: str) -> str:
    """``svg`` with its block-glyph texts drawn as rectangles."""
    fills = {match["cls"]: match["fill"] for match in FILL.finditer(svg)}

    def redraw(match: re.Match[str]) -> str:
        text, fill = match["text"], fills.get(match["cls"])
        if fill is None or not text.replace(NBSP, ""):
            return match[0]
        if any(char not in BLOCKS for char in text):
            return _trimmed(match)
        text = text.replace(NBSP, " ")
        left, top = float(match["x"]), float(match["y"]) - BASELINE
        rects = []
        for index, char in enumerate(text):
            for dx, dy, width, height in BLOCKS.get(char, ()):
                rects.append(
                    f'<rect fill="{fill}" x="{left + (index + dx) * CELL_WIDTH:.2f}" '
                    f'y="{top + dy * LINE_PITCH:.2f}" width="{width * CELL_WIDTH:.2f}" '
                    f'height="{height * LINE_PITCH + 0.25:.2f}" shape-rendering="crispEdges"/>'
                )
        return "".join(rects)

    return TEXT.sub(redraw, svg)


def _trimmed(match: re.Match[str]) -> str:
    """The text without its leading and trailing spaces, which rsvg squeezes
    (a centred "•" would be drawn at the left of its cell)."""
    lead = 0
    body = match["text"]
    while body.startswith(NBSP):
        body, lead = body[len(NBSP) :], lead + 1
    trail = 0
    while body.endswith(NBSP):
        body, trail = body[: -len(NBSP)], trail + 1
    if not (lead or trail):
        return match[0]
    x = float(match["x"]) + lead * CELL_WIDTH
    length = float(match["length"]) - (lead + trail) * CELL_WIDTH
    return (
        f'<text class="{match["cls"]}" x="{x:.2f}" y="{match["y"]}" '
        f'textLength="{length:.2f}"{match["rest"]}>{body}</text>'
    )


def to_png(svg_path: Path) -> None:
    if shutil.which("rsvg-convert"):
        subprocess.run(
            ["rsvg-convert", str(svg_path), "-o", str(svg_path.with_suffix(".png"))], check=False
        )


async def _shoot(name: str, variant: str, language: str, size: tuple[int, int], moves: list[str]):
    from dames_tui.core import find_rules
    from dames_tui.game import Game
    from dames_tui.ui.app import DamesApp
    from dames_tui.ui.settings import GameSetup, Settings

    rules = find_rules(variant)
    game = Game(rules)
    for move in moves:
        game.play_text(move)
    setup = GameSetup(rules, rules.first_to_move, 3, None, game)
    settings = Settings(language=language, show_numbers=True)
    app = DamesApp(setup, settings=settings, player=_Idle())
    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.3)
        path = HERE / f"{name}.svg"
        app.save_screenshot(filename=path.name, path=str(HERE))
    path.write_text(fix_blocks(path.read_text()))
    to_png(path)


class _Idle:
    """A computer that never has to move (the human is to play)."""

    def choose_move(self, *args: object) -> None:
        return None

    def hint(self, *args: object) -> None:
        return None

    def decide_draw(self, *args: object) -> None:
        return None


SHOTS = (
    ("screenshot-english-fr", "english", "fr", (100, 30), ["11-15", "23-19", "8-11", "22-17"]),
    (
        "screenshot-international-en",
        "international",
        "en",
        (120, 40),
        ["34-30", "20-25", "40-34", "14-20", "32-28", "17-22", "28x17", "11x22", "37-32", "19-23"],
    ),
)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fix", nargs="*", type=Path, help="only redraw these SVG files")
    args = parser.parse_args()
    if args.fix:
        for path in args.fix:
            path.write_text(fix_blocks(path.read_text()))
            to_png(path)
        return 0
    for shot in SHOTS:
        os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()  # no saved game, no settings
        os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
        asyncio.run(_shoot(*shot))
    return 0


if __name__ == "__main__":
    sys.exit(main())
