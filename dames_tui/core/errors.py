"""Specific errors for bad input; each one is a ValueError with a clear message."""


class DraughtsError(ValueError):
    """Base class of every rule or notation error in dames_tui."""


class IllegalMoveError(DraughtsError):
    """A move that is not legal in the position, or move text that names none."""


class AmbiguousMoveError(IllegalMoveError):
    """Move text that fits several legal moves."""

    def __init__(self, message: str, candidates: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.candidates = candidates


class InvalidPositionError(DraughtsError):
    """A position that cannot occur: a man on its crowning row, a square twice, …"""


class InvalidFenError(DraughtsError):
    """FEN text that cannot be read."""


class PdnError(DraughtsError):
    """PDN text that cannot be read."""
