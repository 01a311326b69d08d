"""One game against the computer as the program keeps it: the game, the
player's side and the level, the game's identity and where it started.

The identity ties the game's autosave to its one record in the statistics
(:mod:`dames_tui.storage.stats`): a game resumed, or ended a second time
after a move was taken back, keeps its id, so its result is counted once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from dames_tui.core import Color, Position, Rules
from dames_tui.game import Game, side_tag
from dames_tui.i18n import CATALOGS
from dames_tui.storage import Evaluation, GameResult, Origin, new_game_id, result_for


@dataclass
class PlayedGame:
    """A game against the computer; ``level`` follows the settings while it
    goes on, ``evaluation`` is the last one shown (kept in the autosave).

    ``counted`` says whether the game's end goes to the statistics: a game
    loaded from a file already over is not the player's result until a move
    is played or taken back (:meth:`touched`)."""

    game: Game
    human: Color
    level: int
    game_id: str = field(default_factory=new_game_id)
    origin: Origin = "start"
    evaluation: Evaluation | None = None
    counted: bool = True

    def __post_init__(self) -> None:
        if self.game.is_over and self.origin == "pdn":
            self.counted = False

    def touched(self) -> None:
        """The player changed the game (a move, an undo, a resignation...)."""
        self.counted = True

    @property
    def result(self) -> GameResult | None:
        """The player's result ("win", "draw", "loss") to record, None while
        the game goes on (or when its end is not counted)."""
        return result_for(self.game, self.human) if self.counted else None


def origin_of(game: Game, *, loaded: bool = False) -> Origin:
    """Where ``game`` starts: ``"pdn"`` for a game ``loaded`` from a file,
    ``"setup"`` for a position set up, ``"start"`` for the start position."""
    if loaded:
        return "pdn"
    return "start" if game.start == Position.initial(game.rules) else "setup"


def _own_names() -> tuple[frozenset[str], tuple[str, ...]]:
    """The names this program writes for the player, in every language, and
    the beginnings of the names it writes for the computer."""
    you = {"Player"}  # the autosave's default, see storage.autosave
    computer = ["Computer ("]
    for texts in CATALOGS.values():
        you.add(texts["player.you"])
        computer.append(texts["player.computer_level"].split("{", 1)[0])
    return frozenset(you), tuple(computer)


def side_from_tags(tags: Mapping[str, str], rules: Rules) -> Color | None:
    """The player's side in a game this program wrote (its White and Black
    tags name the player and the computer as it writes them, in any of its
    languages); None for a game it did not write.

    >>> from dames_tui.core import ENGLISH
    >>> side_from_tags({"White": "Ordinateur (niveau 3)", "Black": "Vous"}, ENGLISH)
    <Color.BLACK: 'B'>
    >>> side_from_tags({"White": "Tinsley", "Black": "Chinook"}, ENGLISH) is None
    True
    """
    you, computer = _own_names()
    names = {color: tags.get(side_tag(rules, color), "").strip() for color in Color}
    for color in Color:
        other = names[color.opponent]
        if names[color] in you and other.startswith(computer):
            return color
    return None
