"""What the player chose: the game to start and the interface settings."""

from __future__ import annotations

from dataclasses import dataclass

from dames_tui.core import ENGLISH, Color, Position, Rules

THEMES: tuple[str, ...] = ("classic", "green", "contrast")


@dataclass(frozen=True, slots=True)
class Settings:
    """Interface settings; replaced, never mutated."""

    language: str = "fr"
    show_numbers: bool = False
    theme: str = "classic"
    level: int = 2


@dataclass(frozen=True, slots=True)
class GameSetup:
    """A game to start: the variant, the human's side, the level, an optional start."""

    rules: Rules = ENGLISH
    human: Color | None = None  # None: the side that moves first
    level: int = 2
    start: Position | None = None

    @property
    def human_color(self) -> Color:
        return self.human if self.human is not None else self.rules.first_to_move
