"""Immutable, hashable positions and the friendly move API around the generator."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from .errors import AmbiguousMoveError, IllegalMoveError, InvalidPositionError
from .move import Move
from .movegen import MoveGenerator, RawMove, generator_for
from .rules import Color, Rules
from .topology import Bitboard, Topology, topology_for


class Piece(enum.Enum):
    """What can stand on a square."""

    WHITE_MAN = ("W", False)
    WHITE_KING = ("W", True)
    BLACK_MAN = ("B", False)
    BLACK_KING = ("B", True)

    @property
    def color(self) -> Color:
        return Color(self.value[0])

    @property
    def is_king(self) -> bool:
        return self.value[1]

    @classmethod
    def of(cls, color: Color, king: bool) -> Piece:
        return cls((color.value, king))


@dataclass(frozen=True, slots=True)
class Position:
    """A position: three bitboards (white, black, kings) and the side to move.

    Making a move returns a new position; positions are their own table keys.

    >>> from dames_tui.core import find_rules
    >>> p = Position.initial(find_rules("english"))
    >>> len(p.legal_moves())
    7
    """

    rules: Rules
    white: Bitboard
    black: Bitboard
    kings: Bitboard
    turn: Color

    # ----------------------------------------------------------- construction

    @classmethod
    def initial(cls, rules: Rules) -> Position:
        rows = topology_for(rules).rows
        gap, men = rules.first_row_of_men, rules.rows_of_men
        black = sum(rows[gap : gap + men])
        white = sum(rows[len(rows) - gap - men : len(rows) - gap])
        return cls(rules, white, black, 0, rules.first_to_move)

    @classmethod
    def from_pieces(
        cls, rules: Rules, pieces: Mapping[int, Piece], turn: Color, *, validate: bool = True
    ) -> Position:
        """Build a position from ``{square: piece}``; squares are 1-based numbers."""
        g = topology_for(rules)
        white = black = kings = 0
        for square, piece in pieces.items():
            if not 1 <= square <= g.squares:
                raise InvalidPositionError(
                    f"square {square} is not on the board (1-{g.squares})",
                    code="position.off_board",
                    params={"square": square, "last": g.squares},
                )
            bit = g.square_bits[square]
            if piece.color is Color.WHITE:
                white |= bit
            else:
                black |= bit
            if piece.is_king:
                kings |= bit
        position = cls(rules, white, black, kings, turn)
        if validate:
            position.validate()
        return position

    def validate(self) -> None:
        """Raise :class:`InvalidPositionError` if the position cannot occur."""
        g = self.topology
        if self.white & self.black:
            squares = g.squares_of(self.white & self.black)
            raise InvalidPositionError(
                f"square {squares[0]} holds a white and a black piece",
                code="position.both_colors",
                params={"square": squares[0]},
            )
        if (self.white | self.black) & ~g.board or self.kings & ~(self.white | self.black):
            raise InvalidPositionError("pieces outside the board", code="position.outside_board")
        white_men = self.white & ~self.kings & g.rows[0]
        if white_men:
            square = g.squares_of(white_men)[0]
            raise InvalidPositionError(
                f"white man on square {square}, its crowning row",
                code="position.white_man_crowning_row",
                params={"square": square},
            )
        black_men = self.black & ~self.kings & g.rows[-1]
        if black_men:
            square = g.squares_of(black_men)[0]
            raise InvalidPositionError(
                f"black man on square {square}, its crowning row",
                code="position.black_man_crowning_row",
                params={"square": square},
            )

    # --------------------------------------------------------------- queries

    @property
    def topology(self) -> Topology:
        return topology_for(self.rules)

    @property
    def generator(self) -> MoveGenerator:
        return generator_for(self.rules)

    @property
    def white_to_move(self) -> bool:
        return self.turn is Color.WHITE

    def raw(self) -> tuple[Bitboard, Bitboard, Bitboard, bool]:
        """The engine's view: ``(white, black, kings, white_to_move)``."""
        return self.white, self.black, self.kings, self.turn is Color.WHITE

    def piece_at(self, square: int) -> Piece | None:
        g = self.topology
        if not 1 <= square <= g.squares:
            raise InvalidPositionError(
                f"square {square} is not on the board (1-{g.squares})",
                code="position.off_board",
                params={"square": square, "last": g.squares},
            )
        bit = g.square_bits[square]
        if self.white & bit:
            return Piece.WHITE_KING if self.kings & bit else Piece.WHITE_MAN
        if self.black & bit:
            return Piece.BLACK_KING if self.kings & bit else Piece.BLACK_MAN
        return None

    def pieces(self) -> dict[int, Piece]:
        """``{square: piece}`` for every occupied square."""
        out: dict[int, Piece] = {}
        for square in self.topology.squares_of(self.white | self.black):
            piece = self.piece_at(square)
            assert piece is not None
            out[square] = piece
        return out

    def pieces_of(self, color: Color) -> Bitboard:
        return self.white if color is Color.WHITE else self.black

    def count(self, color: Color, *, kings: bool | None = None) -> int:
        """How many pieces ``color`` has (only kings / only men if asked)."""
        bb = self.pieces_of(color)
        if kings is True:
            bb &= self.kings
        elif kings is False:
            bb &= ~self.kings
        return bb.bit_count()

    # ------------------------------------------------------------------ moves

    def raw_moves(self) -> list[RawMove]:
        return self.generator.moves(self.white, self.black, self.kings, self.turn is Color.WHITE)

    def legal_moves(self) -> list[Move]:
        """Every legal move, in a stable order (by start, end, path)."""
        moves = [self.move_from_raw(raw) for raw in self.raw_moves()]
        moves.sort(key=lambda m: (m.start, m.end, m.path))
        return moves

    def must_capture(self) -> bool:
        return self.generator.can_capture(*self.raw())

    def capturing_squares(self) -> list[int]:
        """The squares whose piece starts a legal capture (a maximal one where
        the majority rule applies); empty when no capture is possible."""
        starts = {m.start for m in self.legal_moves() if m.captured}
        return sorted(starts)

    def move_from_raw(self, raw: RawMove) -> Move:
        g = self.topology
        frm, to, captured, path, king = raw
        squares = tuple(g.square_of_bit(b) for b in path) if path else (g.square_of_bit(to),)
        crowns = bool(king) and not self.kings & frm
        return Move(g.square_of_bit(frm), squares, frozenset(g.squares_of(captured)), crowns)

    def raw_from_move(self, move: Move) -> RawMove:
        """The legal raw move ``move`` stands for (:meth:`resolve`)."""
        return self.resolve(move)[1]

    def resolve(self, move: Move) -> tuple[Move, RawMove]:
        """The legal move ``move`` stands for, and its raw form.

        A move equal to a legal one (same start, end, captured set and
        crowning) stands for it. A move that does not say it crowns, as a
        player writes it, stands for the one legal move with its start, end
        and captured set; where two differ only in crowning (Russian), its
        path must be the path of one of them. Otherwise
        :class:`IllegalMoveError` (:class:`AmbiguousMoveError` when several
        fit).
        """
        fits = []
        for raw in self.raw_moves():
            legal = self.move_from_raw(raw)
            if legal == move:
                return legal, raw
            if (
                legal.start == move.start
                and legal.end == move.end
                and legal.captured == move.captured
            ):
                fits.append((legal, raw))
        if len(fits) > 1:
            fits = [(legal, raw) for legal, raw in fits if legal.path == move.path]
        if len(fits) == 1:
            return fits[0]
        if fits:
            raise AmbiguousMoveError(
                f"{move!r} crowns by one route and not by another",
                tuple(repr(legal) for legal, _ in fits),
                code="move.ambiguous_crowning",
                params={"move": move, "rules": self.rules},
            )
        raise IllegalMoveError(
            f"{move!r} is not legal here",
            code="move.not_legal",
            params={"move": move, "rules": self.rules},
        )

    def play(self, move: Move | RawMove) -> Position:
        """The position after a legal move (checked)."""
        if isinstance(move, Move):
            raw = self.raw_from_move(move)
        else:
            # the path does not make a move different
            key = (move[0], move[1], move[2], move[4])
            legal = [r for r in self.raw_moves() if (r[0], r[1], r[2], r[4]) == key]
            if not legal:
                raise IllegalMoveError("move is not legal here", code="move.illegal")
            raw = legal[0]
        white, black, kings, wtm = self.generator.make(*self.raw(), raw)
        return Position(self.rules, white, black, kings, Color.WHITE if wtm else Color.BLACK)

    def is_man_move(self, move: Move) -> bool:
        return not self.kings & self.topology.square_bits[move.start]

    def with_turn(self, turn: Color) -> Position:
        return Position(self.rules, self.white, self.black, self.kings, turn)
