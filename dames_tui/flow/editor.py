"""The position editor without Textual: a placement of pieces being set up,
what makes it illegal, and the game to play or analyse from it.

A :class:`Placement` is immutable (each change returns a new one) and may
hold a position the core would refuse (a pion on its crowning row, no piece
for one side): the editor shows it and says why in one sentence, and only a
legal placement becomes a :class:`~dames_tui.core.Position` or a
:class:`~dames_tui.game.Game`. What is illegal is decided by the core's own
checks (:meth:`Position.validate`, whose error codes map to the editor's
sentences) and by the editor's checks on the material, which raise the same
:class:`~dames_tui.core.InvalidPositionError` with codes of their own
(``editor.*``).

>>> from dames_tui.core import ENGLISH, Piece
>>> placement = Placement.start(ENGLISH).cleared()
>>> placement = placement.toggled(1, Piece.WHITE_MAN).toggled(32, Piece.BLACK_MAN)
>>> placement.fen()
'B:W1:B32'
>>> placement.problem().code
'position.white_man_crowning_row'
>>> check_text(Translator("en"), placement)
('The white man on 1 is on its crowning row: it would already be a king.', 'illegal')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dames_tui.core import Color, InvalidPositionError, Piece, Position, Rules
from dames_tui.game import Game, Outcome, Termination
from dames_tui.i18n import Translator
from dames_tui.i18n.errors import error_text
from dames_tui.notation import format_fen, read_fen
from dames_tui.notation.squares import square_label

__all__ = [
    "BRUSHES",
    "Check",
    "Placement",
    "Severity",
    "check_text",
    "ending_text",
    "problem_text",
]

#: what the editor places, in the order of its palette and of
#: :meth:`Placement.cycled`; None empties a square
BRUSHES: tuple[Piece | None, ...] = (
    Piece.WHITE_MAN,
    Piece.WHITE_KING,
    Piece.BLACK_MAN,
    Piece.BLACK_KING,
    None,
)

#: how a placement reads: refused, playable with a warning, or playable
Severity = Literal["illegal", "warning", "legal"]

_NAMES = {Color.WHITE: "white", Color.BLACK: "black"}


@dataclass(frozen=True, slots=True)
class Check:
    """What the editor says of a placement: the ``problem`` that makes it
    illegal, or for a legal one the ``ending`` a game from it would have at
    once (the side to move blocked, or in Breakthrough a king on the board)."""

    problem: InvalidPositionError | None
    ending: Outcome | None = None

    @property
    def legal(self) -> bool:
        return self.problem is None

    @property
    def severity(self) -> Severity:
        if self.problem is not None:
            return "illegal"
        return "warning" if self.ending is not None else "legal"


@dataclass(frozen=True, slots=True)
class Placement:
    """Pieces set up on the board of a variant, with the side to move.

    ``position`` is the placement as a core position, not validated: it
    draws the board and writes the FEN whatever it holds.
    """

    position: Position

    # ----------------------------------------------------------- construction

    @classmethod
    def start(cls, rules: Rules) -> Placement:
        """The start position of ``rules``."""
        return cls(Position.initial(rules))

    @classmethod
    def empty(cls, rules: Rules, turn: Color | None = None) -> Placement:
        """No piece; ``turn`` (the variant's first side by default) to move."""
        return cls(Position(rules, 0, 0, 0, turn or rules.first_to_move))

    @classmethod
    def read(cls, text: str, rules: Rules) -> tuple[Placement, bool]:
        """The placement a pasted FEN describes, and whether the FEN names
        the side to move (``?``: the variant's first side is to move).

        Reads as :func:`~dames_tui.notation.read_fen` does, with its errors:
        :class:`~dames_tui.core.InvalidFenError` for text that is no FEN,
        :class:`~dames_tui.core.InvalidPositionError` for a position the
        core refuses (a man on its crowning row).

        >>> from dames_tui.core import ENGLISH
        >>> placement, known = Placement.read("?:W21-23:B1", ENGLISH)
        >>> placement.fen(), known
        ('B:W21,22,23:B1', False)
        """
        reading = read_fen(text, rules)
        return cls(reading.position), reading.side_known

    # --------------------------------------------------------------- queries

    @property
    def rules(self) -> Rules:
        return self.position.rules

    @property
    def turn(self) -> Color:
        return self.position.turn

    def piece_at(self, square: int) -> Piece | None:
        """The piece on ``square`` (a playable square's number), or None."""
        return self.position.piece_at(square)

    def pieces(self) -> dict[int, Piece]:
        return self.position.pieces()

    def fen(self, *, names: bool = False) -> str:
        """The FEN of the placement, as the notation writes it (any placement,
        legal or not)."""
        return format_fen(self.position, names=names)

    # --------------------------------------------------------------- changes

    def put(self, square: int, piece: Piece | None) -> Placement:
        """``piece`` on ``square`` (None: the square emptied).

        A square off the board raises the core's
        :class:`~dames_tui.core.InvalidPositionError` (``position.off_board``).
        """
        pieces = self.pieces()
        self.position.piece_at(square)  # the core's check of the square
        if piece is None:
            pieces.pop(square, None)
        else:
            pieces[square] = piece
        return self._with(pieces)

    def toggled(self, square: int, piece: Piece | None) -> Placement:
        """``piece`` placed on ``square``, or the square emptied when it
        already holds that piece (a second click takes it off)."""
        return self.put(square, None if self.piece_at(square) == piece else piece)

    def cycled(self, square: int) -> Placement:
        """The next piece of :data:`BRUSHES` on ``square``: empty, white man,
        white king, black man, black king, empty again."""
        following = BRUSHES.index(self.piece_at(square)) + 1
        return self.put(square, BRUSHES[following % len(BRUSHES)])

    def cleared(self) -> Placement:
        """No piece left; the same side to move."""
        return Placement.empty(self.rules, self.turn)

    def reset(self) -> Placement:
        """The variant's start position (its first side to move)."""
        return Placement.start(self.rules)

    def with_turn(self, turn: Color) -> Placement:
        return Placement(self.position.with_turn(turn))

    def switched(self) -> Placement:
        """The other side to move."""
        return self.with_turn(self.turn.opponent)

    def _with(self, pieces: dict[int, Piece]) -> Placement:
        return Placement(Position.from_pieces(self.rules, pieces, self.turn, validate=False))

    # -------------------------------------------------------------- validity

    def problem(self) -> InvalidPositionError | None:
        """What makes the placement illegal, or None.

        First the core's own refusals (:meth:`Position.validate`: a man on
        its crowning row), then the material: a side with more pieces than
        it has in the start position (a king was a man once), an empty
        board, a side without a piece.
        """
        try:
            self.position.validate()
        except InvalidPositionError as error:
            return error
        position, start = self.position, Position.initial(self.rules)
        for color in Color:
            count, most = position.count(color), start.count(color)
            if count > most:
                return InvalidPositionError(
                    f"{_NAMES[color]} has {count} pieces, more than the {most} it starts with",
                    code="editor.too_many",
                    params={"color": color, "count": count, "most": most},
                )
        if not position.white | position.black:
            return InvalidPositionError("the board is empty", code="editor.empty_board")
        for color in Color:
            if not position.pieces_of(color):
                return InvalidPositionError(
                    f"{_NAMES[color]} has no piece",
                    code="editor.no_piece",
                    params={"color": color},
                )
        return None

    def check(self) -> Check:
        """The problem, or for a legal placement how a game from it would
        end at once (None when it goes on)."""
        problem = self.problem()
        if problem is not None:
            return Check(problem)
        return Check(None, Game(self.rules, self.position).outcome)

    def playable(self) -> Position:
        """The position to play or analyse; its problem raised if illegal."""
        problem = self.problem()
        if problem is not None:
            raise problem
        return self.position

    def game(self) -> Game:
        """A new game from the placement (illegal: its problem raised)."""
        return Game(self.rules, self.playable())

    def marked_squares(self) -> frozenset[int]:
        """The squares the problem is about (a man on its crowning row), for
        the board to point at; empty for the other problems."""
        problem = self.problem()
        square = problem.params.get("square") if problem is not None else None
        return frozenset({square}) if isinstance(square, int) else frozenset()


# ------------------------------------------------------------------ texts


def problem_text(tr: Translator, problem: InvalidPositionError, rules: Rules) -> str:
    """The one sentence that says what is illegal, in ``tr``'s language.

    The sentence of a code is ``editor.why.<code without its family>``,
    with ``.white`` or ``.black`` for a side; squares are written as the
    variant's players write them. A code the editor has no sentence for
    reads as the core's error message.
    """
    code = problem.code or ""
    key = "editor.why." + code.split(".", 1)[-1]
    values: dict[str, object] = dict(problem.params)
    color = values.pop("color", None)
    if isinstance(color, Color):
        key += f".{_NAMES[color]}"
    square = values.get("square")
    if isinstance(square, int):
        values["square"] = square_label(rules, square)
    if problem.code is not None and tr.has(key):
        return tr(key, **values)
    text = error_text(tr, problem)
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def ending_text(tr: Translator, ending: Outcome, turn: Color) -> str:
    """The warning for a legal placement whose game would be over at once."""
    match ending.termination:
        case Termination.NO_MOVES:
            return tr(f"editor.over.no_moves.{_NAMES[turn]}")
        case Termination.CROWNED:
            return tr("editor.over.crowned")
        case _:
            return tr("editor.over.other")


def check_text(
    tr: Translator, placement: Placement, check: Check | None = None
) -> tuple[str, Severity]:
    """The status line of the editor: the problem of an illegal placement,
    the warning of one whose game would be over at once, else that it is
    legal with its side to move; and how it reads.

    >>> from dames_tui.core import ENGLISH
    >>> check_text(Translator("fr"), Placement.start(ENGLISH))
    ('Position légale, les Noirs ont le trait.', 'legal')
    """
    check = check or placement.check()
    if check.problem is not None:
        return problem_text(tr, check.problem, placement.rules), "illegal"
    if check.ending is not None:
        return ending_text(tr, check.ending, placement.turn), "warning"
    return tr(f"editor.legal.{_NAMES[placement.turn]}"), "legal"
