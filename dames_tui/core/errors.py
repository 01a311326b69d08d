"""Specific errors for bad input; each one is a ValueError with a clear message.

``str(error)`` is the English message. ``error.code`` (None for an error
raised without one) names the same message for the interface, which
translates it (``error.<code>`` in its catalogs) and fills it in with
``error.params``. A parameter that is a :class:`Phrase` or another
:class:`DraughtsError` is translated in turn, and so are a colour, a move,
the rules of a variant and the termination of a game.

>>> error = InvalidFenError("empty FEN", code="fen.empty")
>>> str(error), error.code, dict(error.params)
('empty FEN', 'fen.empty', {})
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Phrase:
    """A part of an error message that the interface translates on its own:
    ``code`` names it, ``params`` fill it in, ``english`` is its English text.

    >>> str(Phrase("move.none_between", "no legal move from 32 to 38", {"start": 32, "end": 38}))
    'no legal move from 32 to 38'
    """

    code: str
    english: str
    params: Mapping[str, object] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.english


class DraughtsError(ValueError):
    """Base class of every rule or notation error in dames_tui."""

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        params: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.params: Mapping[str, object] = dict(params or {})


class IllegalMoveError(DraughtsError):
    """A move that is not legal in the position, or move text that names none."""


class AmbiguousMoveError(IllegalMoveError):
    """Move text that fits several legal moves."""

    def __init__(
        self,
        message: str,
        candidates: tuple[str, ...] = (),
        *,
        code: str | None = None,
        params: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message, code=code, params=params)
        self.candidates = candidates


class InvalidPositionError(DraughtsError):
    """A position that cannot occur: a man on its crowning row, a square twice, …"""


class InvalidFenError(DraughtsError):
    """FEN text that cannot be read."""


class PdnError(DraughtsError):
    """PDN text that cannot be read."""
