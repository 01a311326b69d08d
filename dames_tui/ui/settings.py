"""What the player chose: the interface settings and the game to start.

There is one settings type, :class:`dames_tui.storage.Settings` (saved in
``settings.json``); this module re-exports it and adds what only the
interface needs: the board themes and :class:`GameSetup`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from dames_tui.core import ENGLISH, Color, Position, Rules
from dames_tui.flow import PlayedGame, origin_of
from dames_tui.flow.clock import ClockKind, GameClock, TimeControl, TimeControlError
from dames_tui.game import Game
from dames_tui.game.openings import Ballot, ballot_game
from dames_tui.notation import FenReading
from dames_tui.storage import Evaluation, Origin, SavedGame, Settings, new_game_id

THEMES: tuple[str, ...] = ("classic", "green", "contrast")
DEFAULT_LEVEL: int = Settings().level


@dataclass(frozen=True)
class GameSetup:
    """A game to start: the variant, the human's side, the level, an optional
    start position, or a ``game`` to play on (resumed or loaded from PDN).

    ``origin`` is where the game started (None: found from the start
    position; "pdn" for a game loaded from a file); a resumed game keeps its
    ``game_id`` and last ``evaluation``, and its clock as the autosave kept
    it (``saved_clock``). A new game may have a ``time_control``, start
    from a ``ballot`` and be played by an outside ``engine``."""

    rules: Rules = ENGLISH
    human: Color | None = None  # None: the side that moves first
    level: int = DEFAULT_LEVEL
    start: Position | None = None
    game: Game | None = None
    origin: Origin | None = None
    game_id: str | None = None
    evaluation: Evaluation | None = None
    #: a FEN whose side to move is '?' and could not be inferred: the
    #: interface asks who moves first, then starts from that side
    turn: FenReading | None = None
    time_control: TimeControl | None = None
    saved_clock: str | None = None
    ballot: Ballot | None = None
    #: an outside Hub engine's command (None: the built-in engine), and the
    #: name the player gave it
    engine: str | None = None
    engine_name: str | None = None

    @property
    def human_color(self) -> Color:
        return self.human if self.human is not None else self.rules.first_to_move

    @classmethod
    def from_settings(cls, settings: Settings) -> GameSetup:
        """The new game the settings describe."""
        return cls(settings.rules, settings.human_side, settings.level)

    @classmethod
    def resumed(cls, saved: SavedGame) -> GameSetup:
        """The saved game, to play on exactly where it was."""
        game = saved.game
        return cls(
            game.rules,
            saved.human_side,
            saved.level,
            game.start,
            game,
            saved.origin,
            saved.game_id,
            saved.evaluation,
            saved_clock=saved.clock,
        )

    def new_game(self) -> Game:
        """The game to play: ``game`` if given, else a fresh one (after the
        ballot's moves, if it has one)."""
        if self.game is not None:
            return self.game
        if self.ballot is not None and self.start is None:
            return ballot_game(self.rules, self.ballot)
        return Game(self.rules, self.start)

    def clock(self, game: Game) -> GameClock | None:
        """The clock of ``game``: the one saved with it, else a new one for
        the time control; None without a clock (or a saved clock that cannot
        be read: the game goes on without one)."""
        if self.saved_clock is not None:
            try:
                return GameClock.from_dict(json.loads(self.saved_clock))
            except (ValueError, TimeControlError, RecursionError):
                return None
        if self.time_control is None or self.time_control.kind is ClockKind.NONE:
            return None
        return GameClock(self.time_control, to_move=game.turn)

    def played(self) -> PlayedGame:
        """The game to play with its identity (a new one unless resumed)."""
        game = self.new_game()
        origin = self.origin if self.origin is not None else origin_of(game)
        if self.ballot is not None and self.game is None and self.start is None:
            origin = "start"  # a ballot's own start (an FMJD relocation) is a start
        game_id = self.game_id or new_game_id()
        return PlayedGame(game, self.human_color, self.level, game_id, origin, self.evaluation)


__all__ = ["DEFAULT_LEVEL", "THEMES", "GameSetup", "Settings"]
