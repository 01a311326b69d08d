"""Rules as data: the types a variant is made of (sides, the rule enums, the
endgame draw rules and :class:`Rules` itself).

The variants themselves, and the registry that finds them by name, are in
:mod:`.variants`. Nothing in the move generator, the game or the engine asks
which variant it plays; everything they need is a field of :class:`Rules`.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, SupportsIndex


class Color(enum.Enum):
    """A side. White moves towards square 1, Black towards the last square."""

    WHITE = "W"
    BLACK = "B"

    @property
    def opponent(self) -> Color:
        return Color.BLACK if self is Color.WHITE else Color.WHITE


class Precedence(enum.Enum):
    """One criterion of the capture precedence rule.

    A variant's rule is a tuple of them, applied in order: each keeps the
    captures that score best on it among those the previous ones kept. The
    empty tuple is free choice (English, Russian).
    """

    MOST_PIECES = "most_pieces"  # the most pieces, a king counting one (prise majoritaire)
    WITH_KING = "with_king"  # with a king rather than a man (Czech, Italian)
    MOST_KINGS = "most_kings"  # the most kings among the pieces taken (Spanish, Italian)
    EARLIEST_KING = "earliest_king"  # the one meeting a king first (Italian)
    MOST_VALUE = "most_value"  # the most value, a king worth more than one man and
    # less than two: k kings less than 2k men, more than 2k-1 (Frisian)


class CrowningInCapture(enum.Enum):
    """What a man does when it reaches the last row in the middle of a rafle."""

    STOP = "stop"  # crowned, and the move ends there (English)
    CONTINUE_AS_MAN = "continue_as_man"  # goes on as a man; crowned only if it ends there
    CONTINUE_AS_KING = "continue_as_king"  # crowned at once, goes on as a king (Russian)


class KingLanding(enum.Enum):
    """Where a flying king lands after taking a piece."""

    ANY_BEYOND = "any_beyond"  # any empty square beyond it, on the same line
    JUST_BEYOND = "just_beyond"  # the square right behind it (Thai)
    JUST_BEYOND_LAST_KING = "just_beyond_last_king"  # right behind it when the capture
    # ends on a king, any square beyond otherwise (Killer)


class Removal(enum.Enum):
    """When the pieces taken in a rafle leave the board."""

    AT_END = "at_end"  # once the move is over; till then they block the capturer
    AT_ONCE = "at_once"  # each as it is taken: its square can be crossed again (Thai)


class Numbering(enum.Enum):
    """Where a board's square 1 is, and how the numbers run from it."""

    FROM_TOP_LEFT = "from_top_left"  # the top-left playable square, left to right, top down
    FROM_BOTTOM_RIGHT = "from_bottom_right"  # White's bottom-right, right to left, bottom up


class Goal(enum.Enum):
    """What a side plays for."""

    NORMAL = "normal"  # a side that cannot move has lost
    GIVEAWAY = "giveaway"  # a side that cannot move has won (losing draughts)
    FIRST_TO_CROWN = "first_to_crown"  # the first side to crown a man wins; else as NORMAL


class Lines(enum.Enum):
    """The lines pieces go along (for moving, or for capturing)."""

    DIAGONAL = "diagonal"
    ORTHOGONAL = "orthogonal"  # along rows and columns: the next square of the
    # line (Turkish), or on a board of dark squares the next dark one, two
    # cells away (Frisian)
    BOTH = "both"  # diagonal and orthogonal (Frisian captures)


class Notation(enum.Enum):
    """How a variant's players write squares in their games."""

    NUMERIC = "numeric"  # the playable squares numbered 1..n (11-15, 15x24)
    ALGEBRAIC = "algebraic"  # files a.. and rows 1.. (c3-d4, c3:e5)


class Material(enum.Enum):
    """Which material an :class:`EndgameRule` is about."""

    LONE_KING = "lone_king"  # one side has a lone king, the other the rule's pieces
    KINGS_ON_BOTH_SIDES = "kings_on_both_sides"  # both sides have a king, few pieces in all
    ONE_PIECE_EACH = "one_piece_each"  # each side has one piece left, man or king (Turkish)


@dataclass(frozen=True, slots=True, kw_only=True)
class EndgameRule:
    """A draw rule for thin endgames: once the material fits it, each side has
    ``moves`` more moves (counted from the position where it first fitted)
    before the game is drawn.

    :attr:`Material.LONE_KING` (FMJD, FMJD-64 7.2.4, 7.2.7, 7.2.8): one side
    has a lone king, the other ``strong_pieces`` pieces (or more with
    ``or_more``) of which at least ``min_strong_kings`` are kings (all of them
    with ``only_kings``); with ``lone_king_on_long_diagonal`` only while the
    lone king stands alone on the long diagonal (the one from White's
    bottom-left or bottom-right corner that joins two corners).

    :attr:`Material.KINGS_ON_BOTH_SIDES` (FMJD-64 7.2.6): both sides have at
    least one king and the pieces on the board number ``min_total`` to
    ``max_total``.

    :attr:`Material.ONE_PIECE_EACH` (Turkish): each side has a single piece,
    a man or a king.

    ``restart_on_crowning``: a man crowned while the material still fits
    restarts the count (the balance of forces changed); otherwise only a
    change of rule does.
    """

    moves: int
    material: Material = Material.LONE_KING
    strong_pieces: int = 0
    min_strong_kings: int = 0
    or_more: bool = False
    only_kings: bool = False
    lone_king_on_long_diagonal: bool = False
    min_total: int = 0
    max_total: int = 0
    restart_on_crowning: bool = False

    def __post_init__(self) -> None:
        if self.moves <= 0:
            raise ValueError(f"an endgame rule needs moves > 0, not {self.moves}")


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """Everything that distinguishes one draughts variant from another.

    The fields are the rules of play, then the names the variant goes by
    outside the game (the registry's, the Hub protocol's, PDN's, the
    players'), then the evaluation's weight set. The variants are defined in
    :mod:`.variants`.
    """

    name: str
    """The registry's name, lower case (``english``): settings, statistics and
    catalog keys (``help.rules.<name>``) use it."""
    board_size: int
    """Squares on a side; the playable squares are numbered 1..size²/2 (the
    dark ones), or 1..size² where every square plays (:attr:`all_squares`)."""
    a1_playable: bool
    """Whether White's bottom-left corner is a playable square (false on the
    mirrored board of the Italian, Spanish and Portuguese games)."""
    all_squares: bool
    """Whether every square is playable, light and dark (Turkish)."""
    numbering: Numbering
    """Where square 1 is and how the numbers run (:mod:`.topology`)."""
    rows_of_men: int
    """Rows filled with men at the start, for each side."""
    first_row_of_men: int
    """How many rows each side leaves empty behind its men at the start
    (Turkish: its back row)."""
    first_to_move: Color
    men_capture_backward: bool
    men_capture_kings: bool
    """Whether a man may take a king (not in Italian)."""
    move_lines: Lines
    """The lines of a quiet move. Men go forward along them; orthogonally
    also sideways (Turkish)."""
    capture_lines: Lines
    """The lines of a capture; for men, forward (and sideways along rows)
    unless ``men_capture_backward``."""
    king_turns_back: bool
    """Whether a king may turn 180° between two captures (it matters only
    where the pieces taken leave at once: Thai yes, Turkish no)."""
    flying_kings: bool
    """Whether kings move and take from afar (else one square, like men)."""
    king_landing: KingLanding
    """Where a flying king lands after a piece (:class:`KingLanding`)."""
    removal: Removal
    """When the pieces taken leave the board (:class:`Removal`)."""
    capture_precedence: tuple[Precedence, ...]
    """The precedence rule's criteria in order (:class:`Precedence`); empty
    for free choice."""
    crowning_in_capture: CrowningInCapture
    goal: Goal
    repetition_count: int
    """The same position this many times (same side to move) draws."""
    reversible_limit: int
    """Plies in a row without capture nor man move that draw (0: none)."""
    endgame_rules: tuple[EndgameRule, ...]
    """The thin-endgame draw rules (:class:`EndgameRule`), in order: the first
    that fits the material is the one in force."""
    same_king_moves: int
    """The most quiet moves in a row one king may make while its side has
    kings and men (Frisian: 3); 0 for no limit. It depends on the game's
    history, so a position (a FEN) does not hold it: the game and the search do."""
    notation: Notation
    """How the variant's games write squares (:class:`Notation`)."""
    pdn_gametype: int
    """The PDN GameType tag's number (20 international, 21 English, …);
    variants PDN has no number for take one from 90 up, ours."""
    pdn_results_in_points: bool
    """PDN results 2-0 / 1-1 / 0-2 (FMJD) rather than 1-0 / 1/2-1/2 / 0-1."""
    pdn_colours_swapped: bool
    """Whether PDN and FEN name the sides the other way round. Thai PDN
    (``31,B,8,8,N2,0``) calls Black the side that starts on 25-32 and moves
    first, the side this program calls White (see :meth:`pdn_colour`)."""
    hub_name: str
    """The ``variant`` value of Scan's Hub protocol (``normal`` for
    international draughts, ``english``; Scan also knows ``killer``,
    ``losing``, ``frisian``…). Unique among the variants."""
    names: Mapping[str, str] = field(hash=False)
    """The variant's name for players, by language code (``en``, ``fr``),
    without the board size (``Dames anglaises``); ``en`` is required and is
    the fallback of :meth:`title`."""
    evaluation: str
    """The name of the evaluation's weight set: the key of its trained
    weights in :mod:`dames_tui.engine.trained` (variants that play alike may
    share one); a set with no trained weights gets the handmade weights,
    derived from these rules."""

    def __post_init__(self) -> None:
        if "en" not in self.names:
            raise ValueError(f"variant {self.name!r} has no English name")

    def __reduce_ex__(self, protocol: SupportsIndex) -> str | tuple[Any, ...]:
        """A registered variant is pickled as its name and unpickled as the
        registry's own object (the engine's tables are kept per rules
        object, so a copy would build them again); other rules as fields.

        >>> import pickle
        >>> from dames_tui.core import ENGLISH
        >>> pickle.loads(pickle.dumps(ENGLISH)) is ENGLISH
        True
        """
        from .variants import registered_rules

        if registered_rules(self.name) is self:
            return (registered_rules, (self.name,))
        return object.__reduce_ex__(self, protocol)

    @property
    def squares(self) -> int:
        """Number of playable squares (the dark ones, or all of them)."""
        cells = self.board_size * self.board_size
        return cells if self.all_squares else cells // 2

    def pdn_colour(self, color: Color) -> Color:
        """The colour PDN and FEN give the side ``color`` (and back: the
        mapping is its own inverse).

        >>> from dames_tui.core import ENGLISH, find_rules
        >>> ENGLISH.pdn_colour(Color.WHITE), find_rules("thai").pdn_colour(Color.WHITE)
        (<Color.WHITE: 'W'>, <Color.BLACK: 'B'>)
        """
        return color.opponent if self.pdn_colours_swapped else color

    def title(self, language: str) -> str:
        """The variant's name in ``language`` (English if it has none there).

        >>> from dames_tui.core import ENGLISH
        >>> ENGLISH.title("fr"), ENGLISH.title("de")
        ('Dames anglaises', 'English checkers')
        """
        return self.names.get(language) or self.names["en"]
