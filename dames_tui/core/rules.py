"""Rules as data: one frozen dataclass per variant and a registry of names.

Nothing in the move generator, the game or the engine asks which variant it
plays; everything they need is a field here.

>>> find_rules("checkers").name
'english'
>>> find_rules("10x10").board_size
10
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .errors import DraughtsError


class Color(enum.Enum):
    """A side. White moves towards square 1, Black towards the last square."""

    WHITE = "W"
    BLACK = "B"

    @property
    def opponent(self) -> Color:
        return Color.BLACK if self is Color.WHITE else Color.WHITE


class CapturePrecedence(enum.Enum):
    """Which capture the player may choose when several exist."""

    FREE = "free"  # any capture (English)
    MAJORITY = "majority"  # most pieces, a king counting one (prise majoritaire)


class CrowningInCapture(enum.Enum):
    """What a man does when it reaches the last row in the middle of a rafle."""

    STOP = "stop"  # crowned, and the move ends there (English)
    CONTINUE_AS_MAN = "continue_as_man"  # goes on as a man; crowned only if it ends there


@dataclass(frozen=True, slots=True)
class EndgameRule:
    """A draw rule for thin endgames (FMJD): once the strong side is down to the
    given material against a lone king, it has ``moves`` more moves each."""

    strong_pieces: int  # total pieces of the side with more pieces
    min_strong_kings: int  # how many of them at least are kings
    moves: int  # moves each before the draw


@dataclass(frozen=True, slots=True)
class Rules:
    """Everything that distinguishes one draughts variant from another."""

    name: str
    board_size: int  # squares on a side; the dark squares are numbered 1..size²/2
    rows_of_men: int  # rows filled with men at the start, for each side
    first_to_move: Color
    men_capture_backward: bool
    flying_kings: bool
    capture_precedence: CapturePrecedence
    crowning_in_capture: CrowningInCapture
    repetition_count: int  # the same position this many times (same side to move) draws
    reversible_limit: int  # plies in a row without capture nor man move that draw (0: none)
    endgame_rules: tuple[EndgameRule, ...]
    pdn_gametype: int
    pdn_results_in_points: (
        bool  # PDN results 2-0 / 1-1 / 0-2 (FMJD) rather than 1-0 / 1/2-1/2 / 0-1
    )
    title_en: str
    title_fr: str

    @property
    def squares(self) -> int:
        """Number of playable (dark) squares."""
        return self.board_size * self.board_size // 2


ENGLISH = Rules(
    name="english",
    board_size=8,
    rows_of_men=3,
    first_to_move=Color.BLACK,
    men_capture_backward=False,
    flying_kings=False,
    capture_precedence=CapturePrecedence.FREE,
    crowning_in_capture=CrowningInCapture.STOP,
    repetition_count=3,
    reversible_limit=80,
    endgame_rules=(),
    pdn_gametype=21,
    pdn_results_in_points=False,
    title_en="English checkers",
    title_fr="Dames anglaises",
)

INTERNATIONAL = Rules(
    name="international",
    board_size=10,
    rows_of_men=4,
    first_to_move=Color.WHITE,
    men_capture_backward=True,
    flying_kings=True,
    capture_precedence=CapturePrecedence.MAJORITY,
    crowning_in_capture=CrowningInCapture.CONTINUE_AS_MAN,
    repetition_count=3,
    reversible_limit=50,
    endgame_rules=(
        EndgameRule(strong_pieces=3, min_strong_kings=1, moves=16),
        EndgameRule(strong_pieces=2, min_strong_kings=1, moves=5),
        EndgameRule(strong_pieces=1, min_strong_kings=1, moves=5),
    ),
    pdn_gametype=20,
    pdn_results_in_points=True,
    title_en="International draughts",
    title_fr="Dames internationales",
)

_REGISTRY: dict[str, Rules] = {}
_ALIASES: dict[str, tuple[str, ...]] = {
    "english": ("american", "checkers", "8x8"),
    "international": ("intl", "10x10", "normal"),
}


def register(rules: Rules, *aliases: str) -> None:
    """Make ``rules`` findable by its name and by each alias."""
    for key in (rules.name, *aliases):
        _REGISTRY[key.lower()] = rules


for _rules in (ENGLISH, INTERNATIONAL):
    register(_rules, *_ALIASES[_rules.name])


class UnknownVariantError(DraughtsError):
    """No variant of that name."""


def find_rules(name: str) -> Rules:
    """The rules registered under ``name`` (case-insensitive)."""
    try:
        return _REGISTRY[name.strip().lower()]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY))
        raise UnknownVariantError(
            f"unknown variant {name!r} (known: {known})",
            code="variant.unknown",
            params={"name": name, "known": known},
        ) from None


def rules_for_gametype(gametype: int) -> Rules:
    """The rules whose PDN GameType number is ``gametype``."""
    for rules in set(_REGISTRY.values()):
        if rules.pdn_gametype == gametype:
            return rules
    raise UnknownVariantError(
        f"unknown PDN GameType {gametype}",
        code="variant.unknown_gametype",
        params={"gametype": gametype},
    )


def variants() -> tuple[Rules, ...]:
    """Every registered variant once, in a stable order."""
    seen: dict[str, Rules] = {}
    for rules in _REGISTRY.values():
        seen.setdefault(rules.name, rules)
    return tuple(seen.values())
