"""Compiling mask code for one board: the source helpers of the counters.

On one position's small integers the interpreter's own work (loops over
directions, tuple unpacking) costs as much as the masks themselves, so the
counters that run once per position are written out for each board as
Python source, one statement per direction, every step's shift and edge
mask a constant, and compiled once (:func:`compile_functions`). The source
is built from the kernel's directions only, never from anything read from
outside.

>>> from dames_tui.core import topology
>>> up_left = topology(10).directions[0]
>>> step("men", up_left), step("men & empty", up_left, "EDGE")
('(men >> 6)', '((men & empty) >> 6)')
"""

from __future__ import annotations

from ..core.topology import Direction


def parenthesized(x: str) -> str:
    return f"({x})" if " " in x else x


def step(x: str, d: Direction, edge: str | None = None) -> str:
    """Source text of ``x`` moved one step along ``d``: with its edge mask
    where the step needs one (``edge``: the name of a variable that holds
    it, else the constant)."""
    x = parenthesized(x)
    if d.needs_edge:
        x = f"({x} & {edge or hex(d.edge)})"
    return f"({x} << {d.shift})" if d.shift > 0 else f"({x} >> {-d.shift})"


def move(x: str, shift: int) -> str:
    """Source text of ``x`` moved ``shift`` bits (squares known to stay on the board)."""
    x = parenthesized(x)
    return f"({x} << {shift})" if shift > 0 else f"({x} >> {-shift})"


def compile_functions(source: str, namespace: dict[str, object]) -> dict[str, object]:
    """The functions ``source`` defines, compiled with the globals ``namespace``."""
    exec(compile(source, "<dames_tui.perft.compiled>", "exec"), namespace)  # noqa: S102
    return namespace
