"""How a game ended: a :class:`Termination` reason, the winner and, for draws
by a counting rule, the number of moves that rule allows.

No user-facing text lives here; the interface translates the enum.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from dames_tui.core import Color, DraughtsError


class Termination(enum.Enum):
    """Why a game is over."""

    NO_PIECES = "no_pieces"  # the side to move has no piece left: it loses (wins in giveaway)
    NO_MOVES = "no_moves"  # the side to move is blocked: it loses (wins in giveaway)
    CROWNED = "crowned"  # a side crowned a man first: it wins (Goal.FIRST_TO_CROWN)
    REPETITION = "repetition"  # the same position (same side to move) for the n-th time: draw
    MOVE_LIMIT = "move_limit"  # too many plies without capture nor man move: draw
    ENDGAME_RULE = "endgame_rule"  # a thin-endgame rule (FMJD 16 or 5, FMJD-64 5 to 60): draw
    AGREEMENT = "agreement"  # both players agreed to a draw
    RESIGNATION = "resignation"  # one side resigned: the other wins
    TIME = "time"  # one side's clock ran out (its flag fell): the other wins

    @property
    def is_declared(self) -> bool:
        """True for the endings declared outside the board (agreement,
        resignation, a fallen flag), False for those the rules decide from
        the position and its history."""
        return self in (Termination.AGREEMENT, Termination.RESIGNATION, Termination.TIME)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game.

    ``winner`` is None for a draw. ``moves`` is set only for draws by a
    counting rule: the moves *each* side may play under that rule (40, 30, 25 or 15
    for :attr:`Termination.MOVE_LIMIT`, 60, 30, 16, 15 or 5 for
    :attr:`Termination.ENDGAME_RULE`), so the interface can name the rule.

    >>> Outcome(Termination.RESIGNATION, Color.WHITE).is_draw
    False
    """

    termination: Termination
    winner: Color | None
    moves: int | None = None

    @property
    def is_draw(self) -> bool:
        return self.winner is None


class GameOverError(DraughtsError):
    """An action that needs a game in progress (a move, a draw agreement, a
    resignation, an undo past a declared ending) on a game that is over."""
