"""The opening book: moves known to be good in the first positions of a game.

A book is package data, ``dames_tui/data/book/<variant>.json``, written by
``tools/make_book.py`` from master games of public collections and from
deep searches of the variant's ballot positions (its header names the
sources, the date and the counts). Positions are keyed by their canonical
FEN (:func:`~dames_tui.notation.format_fen`), which names the same position
the same way in every run and every Python version, so that positions
reached by different move orders (transpositions) share their entry. Each
entry lists candidate moves in the variant's short notation, each with a
weight, the master games that played it and the mover's score in them, and
the search's score when one was made.

:func:`choose` draws one of the position's book moves with a probability
proportional to its weight, so that the computer varies its play from one
game to the next; a seeded ``rng`` draws the same one every time. A move of
the book that is not legal in the position is never played (it is left out
of the draw). The book is read on first use and kept; a missing, damaged or
foreign file means no book (:func:`book_problem` says why), never an error.

>>> import random
>>> from dames_tui.core import ENGLISH, Position
>>> book = Book("english", {format_fen(Position.initial(ENGLISH)): (BookMove("11-15", 3),)})
>>> book.choose(Position.initial(ENGLISH), random.Random(1))
Move(11-15)
>>> parse_book('{"format": "nothing"}', "english") is None
True
"""

from __future__ import annotations

import gzip
import json
import random
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

from ..core import DraughtsError, Move, Position, Rules
from ..notation import format_fen, parse_move

__all__ = [
    "BOOK_FORMAT",
    "BOOK_VERSION",
    "Book",
    "BookError",
    "BookMove",
    "book_for",
    "book_problem",
    "choose",
    "parse_book",
    "read_book",
]

BOOK_FORMAT = "dames-book"
BOOK_VERSION = 1
MAX_BOOK_BYTES = 32 * 1024 * 1024  # a book file larger than this is not ours
MAX_MOVES = 64  # candidate moves of one position; more is a damaged entry


class BookError(ValueError):
    """A book file that cannot be read: its text says why (one line)."""


@dataclass(frozen=True, slots=True)
class BookMove:
    """One candidate move of a book position.

    ``move`` is written as the game writes it (``11-15``, ``24x15x6``);
    ``weight`` is its share of the draw (a positive whole number); ``games``
    the master games that played it, ``percent`` the mover's score in them
    (None without games) and ``score`` the search's score in centi-men for
    the side to move (None: not searched).
    """

    move: str
    weight: int
    games: int = 0
    percent: int | None = None
    score: int | None = None

    def to_json(self) -> list[object]:
        return [self.move, self.weight, self.games, self.percent, self.score]


@dataclass(frozen=True)
class Book:
    """The book of one variant: positions (canonical FEN) and their moves,
    and the file's header (sources, date, counts)."""

    variant: str
    positions: Mapping[str, tuple[BookMove, ...]]
    header: Mapping[str, object] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.positions)

    def entries(self, position: Position) -> list[tuple[Move, BookMove]]:
        """The book's moves of ``position`` that are legal there, each with
        its entry, in the book's order; none for a position of another
        variant or one the book does not know."""
        if position.rules.name != self.variant:
            return []
        candidates = self.positions.get(format_fen(position), ())
        found: list[tuple[Move, BookMove]] = []
        for entry in candidates:
            try:
                move = parse_move(position, entry.move)
            except DraughtsError:
                continue  # not a legal move here: never played
            if all(move != other for other, _ in found):
                found.append((move, entry))
        return found

    def choose(self, position: Position, rng: random.Random | None = None) -> Move | None:
        """A legal book move of ``position`` drawn by weight, or None."""
        found = self.entries(position)
        total = sum(entry.weight for _, entry in found)
        if total <= 0:
            return None
        pick = (rng or random.Random()).random() * total
        for move, entry in found:
            pick -= entry.weight
            if pick < 0:
                return move
        return found[-1][0]


def choose(
    position: Position,
    rules: Rules,
    rng: random.Random | None = None,
    *,
    book: Book | None = None,
) -> Move | None:
    """A book move for ``position`` in ``rules`` drawn by weight (see
    :meth:`Book.choose`), from ``book`` or else the variant's own book; None
    when the book has no legal move there or the variant has no book."""
    if position.rules != rules:
        return None
    chosen = book if book is not None else book_for(rules.name)
    return chosen.choose(position, rng) if chosen is not None else None


# ------------------------------------------------------------------ reading


def read_book(path: str | Path, variant: str) -> Book:
    """The book in file ``path`` (JSON, or JSON compressed with gzip when
    its name ends in ``.gz``); :class:`BookError` if it cannot be read or is
    not a book of ``variant``."""
    source = Path(path)
    try:
        if source.stat().st_size > MAX_BOOK_BYTES:
            raise BookError(f"{source.name}: larger than {MAX_BOOK_BYTES} bytes")
        data = source.read_bytes()
    except OSError as error:
        raise BookError(f"{source.name}: {error.strerror or error}") from None
    return _parse_bytes(data, variant, source.name)


def parse_book(text: str, variant: str) -> Book | None:
    """The book in JSON ``text``, or None if it is not one of ``variant``'s.

    >>> parse_book('{"format": "dames-book", "version": 1, "variant": "english",'
    ...            ' "positions": {}}', "english").variant
    'english'
    """
    try:
        return _parse(text, variant, "book")
    except BookError:
        return None


def _parse_bytes(data: bytes, variant: str, where: str) -> Book:
    if data[:2] == b"\x1f\x8b":  # gzip's magic number, whatever the name
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as error:
            raise BookError(f"{where}: not a readable gzip file ({error})") from None
        if len(data) > MAX_BOOK_BYTES:
            raise BookError(f"{where}: larger than {MAX_BOOK_BYTES} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BookError(f"{where}: not UTF-8 text") from None
    return _parse(text, variant, where)


def _parse(text: str, variant: str, where: str) -> Book:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise BookError(f"{where}: not JSON ({error})") from None
    if not isinstance(data, dict) or data.get("format") != BOOK_FORMAT:
        raise BookError(f"{where}: not an opening book")
    if data.get("version") != BOOK_VERSION:
        raise BookError(f"{where}: book version {data.get('version')!r}, not {BOOK_VERSION}")
    if data.get("variant") != variant:
        raise BookError(f"{where}: a book of {data.get('variant')!r}, not of {variant}")
    positions = data.get("positions")
    if not isinstance(positions, dict):
        raise BookError(f"{where}: no positions")
    book: dict[str, tuple[BookMove, ...]] = {}
    for key, moves in positions.items():
        entries = _moves(moves)
        if entries:  # a damaged entry is left out, the rest is kept
            book[key] = entries
    header = {name: value for name, value in data.items() if name != "positions"}
    return Book(variant, book, header)


def _moves(value: object) -> tuple[BookMove, ...]:
    """The moves of one position as the file gives them, the damaged ones
    left out: ``[move, weight, games, percent, score]``."""
    if not isinstance(value, list) or len(value) > MAX_MOVES:
        return ()
    moves = []
    for item in value:
        if not isinstance(item, list) or len(item) != 5:
            continue
        move, weight, games, percent, score = item
        if not (isinstance(move, str) and 0 < len(move) <= 64):
            continue
        if not (_whole(weight) and weight > 0 and _whole(games) and games >= 0):
            continue
        if not (percent is None or (_whole(percent) and 0 <= percent <= 100)):
            continue
        if not (score is None or _whole(score)):
            continue
        moves.append(BookMove(move, weight, games, percent, score))
    return tuple(moves)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ----------------------------------------------------------- package books

_PROBLEMS: dict[str, str] = {}


@cache
def book_for(variant: str) -> Book | None:
    """The package's book of ``variant``, read on first use, or None: no
    book for the variant, or one that cannot be read (:func:`book_problem`
    says why)."""
    folder = _folder()
    for name in (f"{variant}.json.gz", f"{variant}.json"):
        resource = folder.joinpath(name)
        try:
            if not resource.is_file():
                continue
            data = resource.read_bytes()
        except OSError as error:
            _PROBLEMS[variant] = f"{name}: {error.strerror or error}"
            return None
        try:
            return _parse_bytes(data, variant, name)
        except BookError as error:
            _PROBLEMS[variant] = str(error)
            return None
    return None


def _folder() -> Traversable:
    """Where the package's books are."""
    return resources.files("dames_tui").joinpath("data", "book")


def book_problem(variant: str) -> str | None:
    """Why the package's book of ``variant`` could not be read (one line),
    or None: it was read, or there is none, or it was not asked for yet."""
    return _PROBLEMS.get(variant)


def format_entries(entries: Sequence[BookMove]) -> list[list[object]]:
    """The moves of a position as the file writes them."""
    return [entry.to_json() for entry in entries]
