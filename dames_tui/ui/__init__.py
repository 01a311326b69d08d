"""The Textual interface: a thin App, screens that own the flow, small widgets.

Only this package (and ``dames_tui.commands.play`` at run time) imports Textual.
"""

from __future__ import annotations

__all__ = ["DamesApp"]


def __getattr__(name: str) -> object:
    if name == "DamesApp":
        from .app import DamesApp

        return DamesApp
    raise AttributeError(name)
