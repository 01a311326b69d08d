"""What the player chose: the interface settings and the game to start.

There is one settings type, :class:`dames_tui.storage.Settings` (saved in
``settings.json``); this module re-exports it and adds what only the
interface needs: the board themes and :class:`GameSetup`.
"""

from __future__ import annotations

from dataclasses import dataclass

from dames_tui.core import ENGLISH, Color, Position, Rules
from dames_tui.flow import PlayedGame, origin_of
from dames_tui.game import Game
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
    ``game_id`` and last ``evaluation``."""

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
        )

    def new_game(self) -> Game:
        """The game to play: ``game`` if given, else a fresh one."""
        return self.game if self.game is not None else Game(self.rules, self.start)

    def played(self) -> PlayedGame:
        """The game to play with its identity (a new one unless resumed)."""
        game = self.new_game()
        origin = self.origin if self.origin is not None else origin_of(game)
        game_id = self.game_id or new_game_id()
        return PlayedGame(game, self.human_color, self.level, game_id, origin, self.evaluation)


__all__ = ["DEFAULT_LEVEL", "THEMES", "GameSetup", "Settings"]
