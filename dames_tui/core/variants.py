"""The variants, as data, and the registry that finds them by name.

This is the one module that knows the variants by name: each is a
:class:`~.rules.Rules` value, registered under its name and its aliases.
Everything else finds a variant here (by name, PDN GameType or Hub name) and
reads its fields; no other module compares a variant's name to a literal.

>>> find_rules("checkers").name
'english'
>>> find_rules("10x10").board_size
10
>>> find_hub_variant("normal") is INTERNATIONAL
True
"""

from __future__ import annotations

from .errors import DraughtsError
from .rules import (
    CapturePrecedence,
    Color,
    CrowningInCapture,
    EndgameRule,
    Notation,
    Rules,
)

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
    notation=Notation.NUMERIC,
    pdn_gametype=21,
    pdn_results_in_points=False,
    hub_name="english",
    names={"en": "English checkers", "fr": "Dames anglaises"},
    evaluation="english",
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
    notation=Notation.NUMERIC,
    pdn_gametype=20,
    pdn_results_in_points=True,
    hub_name="normal",
    names={"en": "International draughts", "fr": "Dames internationales"},
    evaluation="international",
)

_REGISTRY: dict[str, Rules] = {}  # name or alias, lower case -> rules
_VARIANTS: dict[str, Rules] = {}  # name -> rules, in the order of registration


class UnknownVariantError(DraughtsError):
    """No variant of that name."""


def register(rules: Rules, *aliases: str) -> None:
    """Make ``rules`` findable by its name and by each alias.

    A name or alias already taken by another variant, or a Hub name or PDN
    GameType another variant has, is a :class:`ValueError`.
    """
    keys = [key.lower() for key in (rules.name, *aliases)]
    for key in keys:
        taken = _REGISTRY.get(key)
        if taken is not None and taken is not rules:
            raise ValueError(f"{key!r} is already the name of {taken.name}")
    for other in _VARIANTS.values():
        if other is not rules and other.hub_name == rules.hub_name:
            raise ValueError(f"Hub name {rules.hub_name!r} is already {other.name}'s")
        if other is not rules and other.pdn_gametype == rules.pdn_gametype:
            raise ValueError(f"PDN GameType {rules.pdn_gametype} is already {other.name}'s")
    for key in keys:
        _REGISTRY[key] = rules
    _VARIANTS[rules.name] = rules


register(ENGLISH, "american", "checkers", "8x8")
register(INTERNATIONAL, "intl", "10x10")


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


def find_hub_variant(hub_name: str) -> Rules:
    """The variant whose Hub protocol name (:attr:`Rules.hub_name`) is
    ``hub_name``, exactly as the protocol spells it."""
    for rules in _VARIANTS.values():
        if rules.hub_name == hub_name:
            return rules
    known = " ".join(hub_names())
    raise UnknownVariantError(
        f"unknown variant {hub_name!r} (known: {known})",
        code="variant.unknown_hub",
        params={"name": hub_name, "known": known},
    )


def hub_names() -> tuple[str, ...]:
    """The Hub protocol names of every variant, in the registry's order."""
    return tuple(rules.hub_name for rules in _VARIANTS.values())


def rules_for_gametype(gametype: int) -> Rules:
    """The rules whose PDN GameType number is ``gametype``."""
    for rules in _VARIANTS.values():
        if rules.pdn_gametype == gametype:
            return rules
    raise UnknownVariantError(
        f"unknown PDN GameType {gametype}",
        code="variant.unknown_gametype",
        params={"gametype": gametype},
    )


def variants() -> tuple[Rules, ...]:
    """Every registered variant once, in the order of registration."""
    return tuple(_VARIANTS.values())
