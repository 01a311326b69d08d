"""Opening ballots: the openings a game may be drawn to start from.

A ballot is a few moves (or, in the FMJD 64 table, a start position) that
both players must play before they choose their own moves; match players
draw one at random. The decks are package data,
``dames_tui/data/openings/<variant>.json``, written by
``tools/make_openings.py`` from the tables it names (it checks every ballot
against the rules; so do the tests).

- English checkers: the ACF 3-move deck (:attr:`DeckKind.THREE_MOVE`), 174
  ballots numbered as the ACF numbers them, with CheckerBoard's names; 144 are
  normal, 12 for mail play and 18 barred, and the deck of 156 (normal and
  mail play, the default) leaves the barred ones out. The 2-move openings
  (:attr:`DeckKind.TWO_MOVE`): 49, of which 6 are called lost, leaving 43.
- International draughts: a 2-move ballot is any first move of White with
  any reply of Black (81). No ballot list or opening names for the 10x10
  board were found, so these have no name.
- Russian and Brazilian draughts: the FMJD drawing table for the 64-square
  board (:attr:`DeckKind.FMJD_64`), codes ``1-I`` to ``46-XVI``: 736 ballots
  in Russian and the 725 of the Brazilian table. 392 of them are not moves
  but relocations (``a1-a5 a7-h4``: two men put elsewhere before White
  starts): such a ballot has no moves and a start position of its own
  (:attr:`Ballot.fen`). The table has two of them twice
  (:attr:`Ballot.same_as`).

Names are proper names, never translated. A game started from a ballot
(:func:`ballot_game`) carries it in its PDN tags (:func:`ballot_tags`):
``Event`` ``ACF #5`` for a 3-move ballot, as CheckerBoard writes it in its
engine matches, ``Opening`` with the ballot's name (the tag lidraughts and
PGN give the opening's name), and ``Ballot`` with the deck and the code for
every deck; :func:`ballot_from_tags` reads them back, CheckerBoard's Event
alone included, and :func:`ballot_of` names the ballot a game started with
(for statistics by opening) once its moves agree.

>>> from dames_tui.core import ENGLISH
>>> len(deck(ENGLISH)), len(deck(ENGLISH, barred=True))
(156, 174)
>>> ballot = find_ballot(ENGLISH, 5)
>>> ballot.label, ballot.name, ballot.moves
('ACF #5', 'Dreaded Edinburgh', ('9-13', '22-18', '6-9'))
>>> game = ballot_game(ENGLISH, ballot)
>>> game.move_texts(), game.tags["Event"]
(['9-13', '22-18', '6-9'], 'ACF #5')
>>> ballot_of(game) == ballot
True
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from importlib import resources

from dames_tui.core import Move, Position, Rules

from .game import Game

__all__ = [
    "BALLOT_TAG",
    "Ballot",
    "BallotError",
    "DeckChoice",
    "DeckKind",
    "Status",
    "ballot_from_tags",
    "ballot_game",
    "ballot_of",
    "ballot_plies",
    "ballot_start",
    "ballot_tags",
    "deck",
    "deck_choices",
    "deck_kinds",
    "find_ballot",
    "match_ballot",
    "random_ballot",
]

#: the PDN tag that names a game's ballot: its deck and code, ``three-move 5``
BALLOT_TAG = "Ballot"
_DATA_VERSION = 1
# CheckerBoard's Event for an engine-match game: "ACF #5", "match 2, ACF #5"
_CHECKERBOARD_EVENT = re.compile(r"(?:match\s*\d+\s*,\s*)?ACF\s*#\s*(\d+)", re.IGNORECASE)


class DeckKind(Enum):
    """A kind of deck; its value is how the data file and the Ballot tag name it."""

    THREE_MOVE = "three-move"  #: English: the ACF 3-move ballots
    TWO_MOVE = "two-move"  #: English 2-move openings; international: the first two moves
    FMJD_64 = "fmjd-64"  #: Russian and Brazilian: the FMJD drawing table


class Status(Enum):
    """Whether a ballot is in the deck that is played."""

    NORMAL = "normal"
    MAIL_PLAY = "mail_play"  #: ACF: played by mail, in the deck of 156
    BARRED = "barred"  #: ACF: "probably lost", only in the deck of 174
    LOST = "lost"  #: a 2-move opening that pydraughts calls lost (not in the 43)

    @property
    def playable(self) -> bool:
        """In the deck that is played by default."""
        return self in (Status.NORMAL, Status.MAIL_PLAY)


class BallotError(ValueError):
    """A deck that the variant does not have, or a ballot of another variant."""


@dataclass(frozen=True, slots=True)
class Ballot:
    """One ballot of a deck.

    ``code`` is the ACF number for the 3-move deck (``"5"``), the table's
    code for the FMJD one (``"1-I"``) and the moves for the 2-move decks
    (``"11-15 22-18"``). ``moves`` are written in the variant's notation as
    the game writes them; ``setup`` is an FMJD relocation as the table writes
    it (White's, then Black's, ``-----`` for none) and ``fen`` the start
    position it gives, None for a ballot that starts from the initial
    position. ``family`` names the first move's group (``Edinburgh``),
    ``alt_name`` a name from another source than ``name``'s, and ``same_as``
    the code the table gives the same ballot first.
    """

    variant: str
    kind: DeckKind
    code: str
    moves: tuple[str, ...] = ()
    name: str | None = None
    status: Status = Status.NORMAL
    alt_name: str | None = None
    family: str | None = None
    setup: tuple[str, ...] = ()
    fen: str | None = None
    same_as: str | None = None

    @property
    def number(self) -> int | None:
        """The ACF number of a 3-move ballot, else None."""
        return int(self.code) if self.kind is DeckKind.THREE_MOVE else None

    @property
    def label(self) -> str:
        """How players write the ballot: ``ACF #5``, ``FMJD 1-I``, ``11-15 22-18``
        (not translated).

        >>> from dames_tui.core import find_rules
        >>> find_ballot(find_rules("russian"), "16-iii").label
        'FMJD 16-III'
        """
        if self.kind is DeckKind.THREE_MOVE:
            return f"ACF #{self.code}"
        if self.kind is DeckKind.FMJD_64:
            return f"FMJD {self.code}"
        return self.code

    @property
    def plies(self) -> int:
        """How many plies the ballot plays: the move list marks its end there."""
        return len(self.moves)

    @property
    def playable(self) -> bool:
        """In the deck that is played by default (see :class:`Status`)."""
        return self.status.playable


@dataclass(frozen=True, slots=True)
class DeckChoice:
    """A deck a player may choose for a variant: ``key`` names its text in
    the catalogs (``openings.deck.three_move``), to be filled in with
    ``count``, the number of ballots."""

    kind: DeckKind
    barred: bool
    count: int

    @property
    def key(self) -> str:
        return f"openings.deck.{self.kind.name.lower()}" + ("_all" if self.barred else "")


# ------------------------------------------------------------------ decks


def deck_kinds(rules: Rules) -> tuple[DeckKind, ...]:
    """The decks of the variant, the default first; none for most variants.

    >>> from dames_tui.core import ENGLISH, find_rules
    >>> [kind.value for kind in deck_kinds(ENGLISH)], deck_kinds(find_rules("pool"))
    (['three-move', 'two-move'], ())
    """
    return tuple(_decks(rules.name))


def deck(rules: Rules, kind: DeckKind | None = None, *, barred: bool = False) -> tuple[Ballot, ...]:
    """The ballots of a deck of the variant (its first one by default), in the
    table's order; only the playable ones unless ``barred`` (the ACF's barred
    ballots, the lost 2-move openings).

    >>> from dames_tui.core import ENGLISH, find_rules
    >>> len(deck(ENGLISH, DeckKind.TWO_MOVE)), len(deck(ENGLISH, DeckKind.TWO_MOVE, barred=True))
    (43, 49)
    >>> len(deck(find_rules("russian"))), len(deck(find_rules("brazilian")))
    (736, 725)
    >>> len(deck(find_rules("international")))
    81
    """
    decks = _decks(rules.name)
    if kind is None:
        if not decks:
            raise BallotError(f"{rules.name} has no ballots")
        kind = next(iter(decks))
    ballots = decks.get(kind)
    if ballots is None:
        raise BallotError(f"{rules.name} has no {kind.value} ballots")
    return ballots if barred else tuple(b for b in ballots if b.playable)


def deck_choices(rules: Rules) -> tuple[DeckChoice, ...]:
    """Each deck the player may choose, the default first: every deck, and
    after it the same deck with its barred (or lost) ballots when it has some.

    >>> from dames_tui.core import ENGLISH
    >>> [(c.key, c.count) for c in deck_choices(ENGLISH)]  # doctest: +NORMALIZE_WHITESPACE
    [('openings.deck.three_move', 156), ('openings.deck.three_move_all', 174),
     ('openings.deck.two_move', 43), ('openings.deck.two_move_all', 49)]
    """
    choices = []
    for kind, ballots in _decks(rules.name).items():
        playable = sum(1 for ballot in ballots if ballot.playable)
        choices.append(DeckChoice(kind, False, playable))
        if playable < len(ballots):
            choices.append(DeckChoice(kind, True, len(ballots)))
    return tuple(choices)


def random_ballot(
    rules: Rules,
    kind: DeckKind | None = None,
    rng: random.Random | None = None,
    *,
    barred: bool = False,
) -> Ballot:
    """A ballot drawn from the deck (see :func:`deck`), each equally likely;
    a seeded ``rng`` draws the same one every time.

    >>> from dames_tui.core import ENGLISH
    >>> random_ballot(ENGLISH, rng=random.Random(7)) == random_ballot(ENGLISH, rng=random.Random(7))
    True
    """
    ballots = deck(rules, kind, barred=barred)
    return ballots[(rng or random.Random()).randrange(len(ballots))]


def find_ballot(rules: Rules, key: int | str, kind: DeckKind | None = None) -> Ballot | None:
    """The ballot of the variant that ``key`` names, barred ones included, or
    None: an ACF number (``5``, ``"5"``, ``"#5"``, ``"ACF #5"``), an FMJD code
    (``"1-I"``, any case, ``"FMJD 1-I"``), the moves of a 2-move ballot
    (``"11-15 22-18"``), or a Ballot tag's value (``"three-move 5"``).
    Without ``kind`` every deck of the variant is searched, the default first.

    >>> from dames_tui.core import ENGLISH
    >>> find_ballot(ENGLISH, "ACF #174").name, find_ballot(ENGLISH, "11-15  22-18").name
    ('Skunk', 'Single Corner')
    >>> find_ballot(ENGLISH, 175) is None
    True
    """
    wanted = _normal(str(key))
    decks = _decks(rules.name)
    for found_kind in (kind,) if kind is not None else tuple(decks):
        found = _index(rules.name, found_kind).get(wanted)
        if found is not None:
            return found
    return None


# ------------------------------------------------------------------ games


def ballot_start(rules: Rules, ballot: Ballot) -> Position:
    """The position the ballot starts from: the initial one, or the FMJD
    relocation's.

    >>> from dames_tui.core import find_rules
    >>> from dames_tui.notation import format_fen
    >>> russian = find_rules("russian")
    >>> format_fen(ballot_start(russian, find_ballot(russian, "16-VI")))
    'W:W13,21,22,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12'
    """
    _check_variant(rules, ballot)
    if ballot.fen is None:
        return Position.initial(rules)
    from dames_tui.notation import parse_fen

    return parse_fen(ballot.fen, rules)


def ballot_game(rules: Rules, ballot: Ballot) -> Game:
    """A game from the ballot's start with its moves played and its tags set
    (:func:`ballot_tags`).

    >>> from dames_tui.core import find_rules
    >>> brazilian = find_rules("brazilian")
    >>> ballot_game(brazilian, find_ballot(brazilian, "1-I")).move_texts()
    ['a3-b4', 'b6-a5', 'b2-a3', 'a7-b6', 'a1-b2', 'd6-c5']
    """
    game = Game(rules, ballot_start(rules, ballot), tags=ballot_tags(ballot))
    for text in ballot.moves:
        game.play_text(text)
    return game


def ballot_of(game: Game) -> Ballot | None:
    """The ballot the game started with: the one its tags name
    (:func:`ballot_from_tags`), if the game starts from its position with its
    moves; else None. A game whose tags name no ballot has none, whatever
    its first moves (see :func:`match_ballot` for those)."""
    ballot = ballot_from_tags(game.rules, game.tags)
    if ballot is None or not _follows(game, ballot):
        return None
    return ballot


def ballot_plies(game: Game) -> int:
    """How many of the game's first plies its ballot played (0 without one):
    where the move list marks the ballot's end."""
    ballot = ballot_of(game)
    return ballot.plies if ballot is not None else 0


def match_ballot(game: Game, kind: DeckKind | None = None) -> Ballot | None:
    """The ballot of a deck (the variant's first by default, barred ones
    included) whose start and moves the game's begin with, the longest one
    if several do; tags are not read. A deck the variant does not have is a
    :class:`BallotError`, as in :func:`deck`.

    >>> from dames_tui.core import ENGLISH
    >>> game = Game(ENGLISH)
    >>> for text in ("11-15", "24-20", "15-18", "22x15"):
    ...     _ = game.play_text(text)
    >>> match_ballot(game).label, match_ballot(game, DeckKind.TWO_MOVE).name
    ('ACF #132', 'Ayrshire Lassie')
    """
    rules = game.rules
    ballots = deck(rules, kind, barred=True)
    played = game.moves
    best: Ballot | None = None
    for ballot in ballots:
        start, moves = _replayed(rules, ballot)
        if start != game.start or played[: len(moves)] != moves:
            continue
        if best is None or ballot.plies > best.plies:
            best = ballot
    return best


# ------------------------------------------------------------------- tags


def ballot_tags(ballot: Ballot) -> dict[str, str]:
    """The PDN tags of a game started from ``ballot``.

    >>> from dames_tui.core import ENGLISH
    >>> ballot_tags(find_ballot(ENGLISH, 174))
    {'Event': 'ACF #174', 'Opening': 'Skunk', 'Ballot': 'three-move 174'}
    >>> ballot_tags(find_ballot(ENGLISH, 1))
    {'Event': 'ACF #1', 'Ballot': 'three-move 1'}
    """
    tags = {}
    if ballot.kind is DeckKind.THREE_MOVE:
        tags["Event"] = ballot.label  # CheckerBoard's Event for a 3-move game
    if ballot.name:
        tags["Opening"] = ballot.name
    tags[BALLOT_TAG] = f"{ballot.kind.value} {ballot.code}"
    return tags


def ballot_from_tags(rules: Rules, tags: Mapping[str, str]) -> Ballot | None:
    """The ballot that a game's tags name, or None: its Ballot tag, else an
    Event as CheckerBoard writes it (``ACF #5``, ``match 2, ACF #5``). Tag
    names are read in any case; a tag that names no ballot of the variant is
    ignored.

    >>> from dames_tui.core import ENGLISH
    >>> ballot_from_tags(ENGLISH, {"Event": "match 3, ACF #8"}).name
    'Edinburgh Single'
    >>> ballot_from_tags(ENGLISH, {"Event": "Club night"}) is None
    True
    """
    by_name = {name.lower(): value for name, value in tags.items()}
    value = by_name.get(BALLOT_TAG.lower())
    if value is not None:
        kind_name, _, code = value.strip().partition(" ")
        kind = next((k for k in DeckKind if k.value == kind_name.lower()), None)
        if kind is not None and kind in _decks(rules.name):
            found = find_ballot(rules, code, kind)
            if found is not None:
                return found
    event = _CHECKERBOARD_EVENT.fullmatch(by_name.get("event", "").strip())
    if event is not None and DeckKind.THREE_MOVE in _decks(rules.name):
        return find_ballot(rules, event.group(1), DeckKind.THREE_MOVE)
    return None


# --------------------------------------------------------------- internal


def _check_variant(rules: Rules, ballot: Ballot) -> None:
    if ballot.variant != rules.name:
        raise BallotError(f"ballot {ballot.label} is one of {ballot.variant}, not {rules.name}")


def _follows(game: Game, ballot: Ballot) -> bool:
    """Whether the game starts from the ballot's position with its moves."""
    if ballot.variant != game.rules.name:
        return False
    start, moves = _replayed(game.rules, ballot)
    return game.start == start and game.moves[: len(moves)] == moves


@cache
def _replayed(rules: Rules, ballot: Ballot) -> tuple[Position, tuple[Move, ...]]:
    """The ballot's start position and its moves as the game plays them."""
    from dames_tui.notation import parse_move

    position = start = ballot_start(rules, ballot)
    moves = []
    for text in ballot.moves:
        move = parse_move(position, text)
        moves.append(move)
        position = position.play(move)
    return start, tuple(moves)


def _normal(text: str) -> str:
    """A ballot's key as compared: no ``#``, single spaces, any case."""
    return " ".join(text.replace("#", " ").split()).casefold()


@cache
def _index(variant: str, kind: DeckKind) -> dict[str, Ballot]:
    """Every way :func:`find_ballot` accepts to name each ballot of a deck."""
    index: dict[str, Ballot] = {}
    for ballot in _decks(variant).get(kind, ()):
        for name in (ballot.code, ballot.label, f"{kind.value} {ballot.code}"):
            index.setdefault(_normal(name), ballot)
    return index


@cache
def _decks(variant: str) -> dict[DeckKind, tuple[Ballot, ...]]:
    """The variant's decks from its data file, in the file's order; none
    without a file."""
    resource = resources.files("dames_tui").joinpath("data", "openings", f"{variant}.json")
    if not resource.is_file():
        return {}
    data = json.loads(resource.read_text(encoding="utf-8"))
    if data.get("version") != _DATA_VERSION or data.get("variant") != variant:
        raise BallotError(f"openings/{variant}.json is not a version {_DATA_VERSION} file")
    decks: dict[DeckKind, tuple[Ballot, ...]] = {}
    for entry in data["decks"]:
        kind = DeckKind(entry["kind"])
        decks[kind] = tuple(_ballot(variant, kind, item) for item in entry["ballots"])
    return decks


def _ballot(variant: str, kind: DeckKind, item: Mapping[str, object]) -> Ballot:
    def text(name: str) -> str | None:
        value = item.get(name)
        return value if isinstance(value, str) else None

    def texts(name: str) -> tuple[str, ...]:
        value = item.get(name, [])
        assert isinstance(value, Sequence)
        return tuple(str(word) for word in value)

    code = text("code")
    if code is None:
        raise BallotError(f"openings/{variant}.json: a {kind.value} ballot without a code")
    return Ballot(
        variant=variant,
        kind=kind,
        code=code,
        moves=texts("moves"),
        name=text("name"),
        status=Status(text("status") or Status.NORMAL.value),
        alt_name=text("alt_name"),
        family=text("family"),
        setup=texts("setup"),
        fen=text("fen"),
        same_as=text("same_as"),
    )
