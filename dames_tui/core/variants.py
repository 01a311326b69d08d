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

import dataclasses

from .errors import DraughtsError
from .rules import (
    Color,
    CrowningInCapture,
    EndgameRule,
    Goal,
    KingLanding,
    Lines,
    Material,
    Notation,
    Numbering,
    Precedence,
    Removal,
    Rules,
)

# The rules every variant below starts from: English checkers' and
# international draughts' own, spelled out field by field.
ENGLISH = Rules(
    name="english",
    board_size=8,
    a1_playable=True,
    all_squares=False,
    numbering=Numbering.FROM_TOP_LEFT,
    rows_of_men=3,
    first_row_of_men=0,
    first_to_move=Color.BLACK,
    men_capture_backward=False,
    men_capture_kings=True,
    move_lines=Lines.DIAGONAL,
    capture_lines=Lines.DIAGONAL,
    king_turns_back=True,
    flying_kings=False,
    king_landing=KingLanding.ANY_BEYOND,
    removal=Removal.AT_END,
    capture_precedence=(),
    crowning_in_capture=CrowningInCapture.STOP,
    goal=Goal.NORMAL,
    repetition_count=3,
    reversible_limit=80,
    endgame_rules=(),
    same_king_moves=0,
    notation=Notation.NUMERIC,
    pdn_gametype=21,
    pdn_results_in_points=False,
    pdn_colours_swapped=False,
    hub_name="english",
    names={"en": "English checkers", "fr": "Dames anglaises"},
    evaluation="english",
)

# FMJD: 16 moves each for three pieces (a king among them) against a lone
# king, 5 for two or one.
FMJD_ENDGAMES = (
    EndgameRule(strong_pieces=3, min_strong_kings=1, moves=16),
    EndgameRule(strong_pieces=2, min_strong_kings=1, moves=5),
    EndgameRule(strong_pieces=1, min_strong_kings=1, moves=5),
)

INTERNATIONAL = Rules(
    name="international",
    board_size=10,
    a1_playable=True,
    all_squares=False,
    numbering=Numbering.FROM_TOP_LEFT,
    rows_of_men=4,
    first_row_of_men=0,
    first_to_move=Color.WHITE,
    men_capture_backward=True,
    men_capture_kings=True,
    move_lines=Lines.DIAGONAL,
    capture_lines=Lines.DIAGONAL,
    king_turns_back=True,
    flying_kings=True,
    king_landing=KingLanding.ANY_BEYOND,
    removal=Removal.AT_END,
    capture_precedence=(Precedence.MOST_PIECES,),
    crowning_in_capture=CrowningInCapture.CONTINUE_AS_MAN,
    goal=Goal.NORMAL,
    repetition_count=3,
    reversible_limit=50,
    endgame_rules=FMJD_ENDGAMES,
    same_king_moves=0,
    notation=Notation.NUMERIC,
    pdn_gametype=20,
    pdn_results_in_points=True,
    pdn_colours_swapped=False,
    hub_name="normal",
    names={"en": "International draughts", "fr": "Dames internationales"},
    evaluation="international",
)

# Russian and Brazilian draw rules (FMJD-64 7.2.4-7.2.8; lidraughts applies
# them to both): one king, two kings or a king and a man against a lone king,
# 5 moves each (7.2.8); three pieces with a king against a lone king alone on
# the long diagonal, 5 moves (7.2.7); three kings or more against a lone king,
# 15 moves (7.2.4); kings on both sides and 4-5 pieces on the board, 30 moves,
# 6-7 pieces, 60 moves, counted again when a man is crowned (7.2.6). The 15
# moves of king moves only (7.2.5) are reversible_limit=30.
RUSSIAN_ENDGAMES = (
    EndgameRule(strong_pieces=2, min_strong_kings=1, moves=5),
    EndgameRule(strong_pieces=1, min_strong_kings=1, moves=5),
    EndgameRule(strong_pieces=3, min_strong_kings=1, lone_king_on_long_diagonal=True, moves=5),
    EndgameRule(strong_pieces=3, min_strong_kings=3, or_more=True, only_kings=True, moves=15),
    EndgameRule(
        material=Material.KINGS_ON_BOTH_SIDES,
        min_total=4,
        max_total=5,
        restart_on_crowning=True,
        moves=30,
    ),
    EndgameRule(
        material=Material.KINGS_ON_BOTH_SIDES,
        min_total=6,
        max_total=7,
        restart_on_crowning=True,
        moves=60,
    ),
)

BRAZILIAN = dataclasses.replace(
    INTERNATIONAL,
    name="brazilian",
    board_size=8,
    rows_of_men=3,
    reversible_limit=30,
    endgame_rules=RUSSIAN_ENDGAMES,
    notation=Notation.ALGEBRAIC,
    pdn_gametype=26,
    pdn_results_in_points=False,
    hub_name="brazilian",
    names={"en": "Brazilian draughts", "fr": "Dames brésiliennes"},
    evaluation="brazilian",
)

RUSSIAN = dataclasses.replace(
    BRAZILIAN,
    name="russian",
    capture_precedence=(),
    crowning_in_capture=CrowningInCapture.CONTINUE_AS_KING,
    pdn_gametype=25,
    hub_name="russian",
    names={"en": "Russian draughts", "fr": "Dames russes"},
    evaluation="russian",
)

POOL = dataclasses.replace(
    BRAZILIAN,
    name="pool",
    first_to_move=Color.BLACK,
    capture_precedence=(),
    reversible_limit=60,
    endgame_rules=(),
    notation=Notation.NUMERIC,
    pdn_gametype=23,
    hub_name="pool",
    names={"en": "Pool checkers", "fr": "Dames pool"},
    evaluation="pool",
)

ITALIAN = dataclasses.replace(
    ENGLISH,
    name="italian",
    a1_playable=False,
    first_to_move=Color.WHITE,
    men_capture_kings=False,
    capture_precedence=(
        Precedence.MOST_PIECES,
        Precedence.WITH_KING,
        Precedence.MOST_KINGS,
        Precedence.EARLIEST_KING,
    ),
    # FID rules: a position seen four times, 40 moves each without a capture
    # or a man's move (other sources say three times).
    repetition_count=4,
    reversible_limit=80,
    pdn_gametype=22,
    hub_name="italian",
    names={"en": "Italian draughts", "fr": "Dames italiennes"},
    evaluation="italian",
)

SPANISH = dataclasses.replace(
    INTERNATIONAL,
    name="spanish",
    board_size=8,
    a1_playable=False,
    numbering=Numbering.FROM_BOTTOM_RIGHT,
    rows_of_men=3,
    men_capture_backward=False,
    capture_precedence=(Precedence.MOST_PIECES, Precedence.MOST_KINGS),
    crowning_in_capture=CrowningInCapture.STOP,
    reversible_limit=80,
    endgame_rules=(),
    pdn_gametype=24,
    pdn_results_in_points=False,
    hub_name="spanish",
    names={"en": "Spanish draughts", "fr": "Dames espagnoles"},
    evaluation="spanish",
)

PORTUGUESE = dataclasses.replace(
    SPANISH,
    name="portuguese",
    pdn_gametype=28,
    hub_name="portuguese",
    names={"en": "Portuguese draughts", "fr": "Dames portugaises"},
    evaluation="portuguese",
)

CZECH = dataclasses.replace(
    BRAZILIAN,
    name="czech",
    men_capture_backward=False,
    capture_precedence=(Precedence.WITH_KING,),
    crowning_in_capture=CrowningInCapture.STOP,
    reversible_limit=60,
    endgame_rules=(),
    pdn_gametype=29,
    hub_name="czech",
    names={"en": "Czech draughts", "fr": "Dames tchèques"},
    evaluation="czech",
)

# Thai: White moves first, as Thai players' sites have it. The PDN table
# says Black: PDN and FEN call the side that starts on 25-32 Black, so they
# name the colours the other way round (``B:W1-8:B25-32`` is the start).
THAI = dataclasses.replace(
    CZECH,
    name="thai",
    rows_of_men=2,
    king_landing=KingLanding.JUST_BEYOND,
    removal=Removal.AT_ONCE,
    capture_precedence=(),
    notation=Notation.NUMERIC,
    pdn_gametype=31,
    pdn_colours_swapped=True,
    hub_name="thai",
    names={"en": "Thai draughts (mak-hos)", "fr": "Dames thaïlandaises (mak-hos)"},
    evaluation="thai",
)

CANADIAN = dataclasses.replace(
    INTERNATIONAL,
    name="canadian",
    board_size=12,
    rows_of_men=5,
    pdn_gametype=27,
    pdn_results_in_points=False,
    hub_name="canadian",
    names={"en": "Canadian draughts", "fr": "Dames canadiennes"},
    evaluation="canadian",
)

KILLER = dataclasses.replace(
    INTERNATIONAL,
    name="killer",
    king_landing=KingLanding.JUST_BEYOND_LAST_KING,
    pdn_gametype=90,
    hub_name="killer",
    names={"en": "Killer draughts", "fr": "Dames killer"},
    evaluation="killer",
)

# The giveaway games draw by repetition only.
ANTIDRAUGHTS = dataclasses.replace(
    INTERNATIONAL,
    name="antidraughts",
    goal=Goal.GIVEAWAY,
    reversible_limit=0,
    endgame_rules=(),
    pdn_gametype=98,
    hub_name="losing",
    names={"en": "Antidraughts", "fr": "Qui perd gagne"},
    evaluation="antidraughts",
)

ENGLISH_GIVEAWAY = dataclasses.replace(
    ENGLISH,
    name="english-giveaway",
    goal=Goal.GIVEAWAY,
    reversible_limit=0,
    pdn_gametype=91,
    hub_name="english-giveaway",
    names={"en": "Giveaway checkers", "fr": "Dames anglaises qui perd gagne"},
    evaluation="english-giveaway",
)

# Frisian (FRR): captures along rows and columns too, precedence by value and
# then with a king, no crowning in the middle of a capture, at most three
# quiet moves in a row with one king while its side has men too.
FRISIAN = dataclasses.replace(
    INTERNATIONAL,
    name="frisian",
    capture_lines=Lines.BOTH,
    capture_precedence=(Precedence.MOST_VALUE, Precedence.WITH_KING),
    same_king_moves=3,
    # FRR art. 18: two kings against a lone king, 7 moves each; a king
    # against a king is drawn, after 2 moves each as lidraughts counts them
    # (a king standing where the other can take it is still taken); no
    # limit on king moves otherwise.
    reversible_limit=0,
    endgame_rules=(
        EndgameRule(strong_pieces=2, min_strong_kings=2, only_kings=True, moves=7),
        EndgameRule(strong_pieces=1, min_strong_kings=1, only_kings=True, moves=2),
    ),
    pdn_gametype=40,
    pdn_results_in_points=True,
    hub_name="frisian",
    names={"en": "Frisian draughts", "fr": "Dames frisonnes"},
    evaluation="frisian",
)

# Frysk!: Frisian with five men each, on the back rows (lidraughts' GameType).
FRYSK = dataclasses.replace(
    FRISIAN,
    name="frysk",
    rows_of_men=1,
    pdn_gametype=97,
    hub_name="frysk",
    names={"en": "Frysk!", "fr": "Frysk!"},
    evaluation="frysk",
)

# Turkish (Dama): every square, men forward and sideways, kings like rooks,
# pieces taken leave at once, no turning back, the most pieces. A man that
# reaches the last row in a capture is crowned at once and goes on as a king
# (RULES.md: disputed; as KISH's rules, DGH-TR and the current encyclopaedia
# text say).
TURKISH = dataclasses.replace(
    INTERNATIONAL,
    name="turkish",
    board_size=8,
    all_squares=True,
    rows_of_men=2,
    first_row_of_men=1,
    men_capture_backward=False,
    move_lines=Lines.ORTHOGONAL,
    capture_lines=Lines.ORTHOGONAL,
    king_turns_back=False,
    removal=Removal.AT_ONCE,
    crowning_in_capture=CrowningInCapture.CONTINUE_AS_KING,
    # one piece each is drawn (KISH), after 2 moves each (PYD) so that a
    # piece that can be taken at once still is; repetition; no move limit
    reversible_limit=0,
    endgame_rules=(EndgameRule(material=Material.ONE_PIECE_EACH, moves=2),),
    notation=Notation.ALGEBRAIC,
    pdn_gametype=30,
    pdn_results_in_points=False,
    hub_name="turkish",
    names={"en": "Turkish draughts (dama)", "fr": "Dames turques (dama)"},
    evaluation="turkish",
)

# Breakthrough: international draughts, won by the first side to crown.
BREAKTHROUGH = dataclasses.replace(
    INTERNATIONAL,
    name="breakthrough",
    goal=Goal.FIRST_TO_CROWN,
    # a crowning ends the game: no king ever moves, no king endgame
    reversible_limit=0,
    endgame_rules=(),
    pdn_gametype=96,
    hub_name="bt",
    names={"en": "Breakthrough draughts", "fr": "Dames percée"},
    evaluation="breakthrough",
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
register(BRAZILIAN, "brasileiro")
register(RUSSIAN, "shashki")
register(POOL, "american-pool", "pool-checkers")
register(ITALIAN, "dama-italiana")
register(SPANISH, "damas")
register(PORTUGUESE)
register(CZECH)
register(THAI, "mak-hos", "makhos")
register(CANADIAN, "12x12")
register(KILLER)
register(ANTIDRAUGHTS, "international-losing", "qui-perd-gagne")
register(ENGLISH_GIVEAWAY, "giveaway", "losing-checkers")
register(FRISIAN, "frisian-draughts")
register(FRYSK, "frysk!")
register(TURKISH, "dama")
register(BREAKTHROUGH, "bt")


def registered_rules(name: str) -> Rules | None:
    """The rules registered under the exact ``name``, None if there are none."""
    return _VARIANTS.get(name)


def find_rules(name: str) -> Rules:
    """The rules registered under ``name`` (case-insensitive)."""
    try:
        return _REGISTRY[name.strip().lower()]
    except KeyError:
        known = ", ".join(sorted(_VARIANTS))
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
