"""The match conditions of a new game, without Textual: its clock, the
ballots it starts from, and who plays it (the built-in engine or a named
outside engine).

:class:`Conditions` is what the player chose (the settings keep it for the
next game): a time control as the command line writes it, a deck of ballots
(:func:`deck_id` of one of :func:`~dames_tui.game.openings.deck_choices`)
with, optionally, the number or code of the ballot to play (else one is
drawn), and an engine's name among the settings' ``engines``.

>>> from dames_tui.core import ENGLISH
>>> chosen = Conditions(clock="5+3", deck="three-move", ballot="9")
>>> str(chosen.time_control()), chosen.choose_ballot(ENGLISH).label
('5+3', 'ACF #9')
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dames_tui.core import Rules
from dames_tui.game.openings import Ballot, DeckChoice, deck, deck_choices, find_ballot

from .clock import ClockKind, TimeControl, TimeControlError

__all__ = ["CLOCK_CHOICES", "Conditions", "deck_choice", "deck_id"]

#: the time controls offered on the new-game screen (minutes + seconds a
#: move, moves in minutes, the computer's seconds a move), "" for none
CLOCK_CHOICES = ("", "3+2", "5+3", "10+5", "15+10", "25+10", "40/30", "m2", "m5")


def deck_id(choice: DeckChoice) -> str:
    """The settings' name of a deck: ``three-move``, ``three-move-all``…

    >>> from dames_tui.core import ENGLISH
    >>> [deck_id(c) for c in deck_choices(ENGLISH)]
    ['three-move', 'three-move-all', 'two-move', 'two-move-all']
    """
    return choice.kind.value + ("-all" if choice.barred else "")


def deck_choice(rules: Rules, name: str) -> DeckChoice | None:
    """The deck of ``rules`` that :func:`deck_id` calls ``name``; None for
    none, or for a deck the variant does not have."""
    return next((c for c in deck_choices(rules) if deck_id(c) == name), None)


class UnknownBallotError(ValueError):
    """No ballot of that number or code in the deck."""


@dataclass(frozen=True, slots=True)
class Conditions:
    """A new game's clock, ballots and opponent (see the module docstring)."""

    clock: str = ""
    deck: str = ""
    ballot: str = ""
    engine: str = ""

    def time_control(self) -> TimeControl | None:
        """The time control, None for none. Raises :class:`TimeControlError`
        for a text that is not one."""
        if not self.clock.strip():
            return None
        control = TimeControl.parse(self.clock)
        return None if control.kind is ClockKind.NONE else control

    def choose_ballot(self, rules: Rules, rng: random.Random | None = None) -> Ballot | None:
        """The ballot to start from: the one chosen by number or code, else
        one drawn from the deck; None without a deck (or for a variant
        without that deck). Raises :class:`UnknownBallotError` for a number
        the deck does not have."""
        choice = deck_choice(rules, self.deck)
        if choice is None:
            return None
        if self.ballot.strip():
            found = find_ballot(rules, self.ballot.strip(), choice.kind)
            if found is None or (not choice.barred and not found.playable):
                raise UnknownBallotError(self.ballot.strip())
            return found
        ballots = deck(rules, choice.kind, barred=choice.barred)
        return ballots[(rng or random.Random()).randrange(len(ballots))]

    def problem(self, rules: Rules) -> tuple[str, dict[str, object]] | None:
        """What makes these conditions unplayable for ``rules``, as a text
        key and its fields; None when they can be played."""
        try:
            self.time_control()
        except TimeControlError as error:
            return f"error.{error.code}", dict(error.params)
        if self.ballot.strip() and deck_choice(rules, self.deck) is not None:
            try:
                self.choose_ballot(rules)
            except UnknownBallotError:
                return "conditions.no_ballot", {"code": self.ballot.strip()}
        return None
