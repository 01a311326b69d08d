"""A game of draughts: its history, undo and redo, the draw rules and the result.

The game keeps one record per position (the start and the position after each
move) with the draw counters and the rule-based outcome of that position, so
undo is a pop and redo a push, and the counters are always those of the
position on the board.

Counting, precisely:

- ``reversible_plies``: the plies in a row, up to the current position, that
  were neither a capture nor a man move (pion). It is 0 at the start position,
  whatever came before it. When it reaches ``rules.reversible_limit`` (80 in
  English checkers: 40 moves each; 50 in international draughts: 25 moves
  each) the game is drawn (:attr:`Termination.MOVE_LIMIT`).
- Repetition: the positions since the last capture or man move are the only
  ones that can repeat (men never go back, captured pieces never return). When
  the current position (pieces and side to move) occurs there for the
  ``rules.repetition_count``-th time, the game is drawn
  (:attr:`Termination.REPETITION`).
- Endgame rules (``rules.endgame_rules``; none in English checkers): the
  counter starts at 0 in the first position whose material fits a rule (a lone
  king against ``strong_pieces`` pieces with at least ``min_strong_kings``
  kings), or in the start position if it already fits. Each ply played while
  the material stays in the same class adds one; a change of class (any
  capture, or a promotion that makes a rule apply or switch) restarts it at 0.
  A man move or a promotion that keeps the class does not, unless the rule
  says ``restart_on_crowning`` (FMJD-64 7.2.6: the balance of forces changed).
  When the counter reaches ``2 * rule.moves`` plies (16 or 5 moves each in
  international draughts, counted from the position where the class was
  reached) the game is drawn (:attr:`Termination.ENDGAME_RULE`).
- A side to move with no piece or no legal move has lost, or won under
  :attr:`Goal.GIVEAWAY` (antidraughts, giveaway checkers). That ending takes
  precedence: a move that leaves the opponent so decides the game even if it
  also completes a counting rule. Among draws the order is repetition, move
  limit, endgame rule.
- Under :attr:`Goal.FIRST_TO_CROWN` (Breakthrough) a position with a king is
  over before anything else: the side with the king crowned first and wins
  (:attr:`Termination.CROWNED`; should a start position give both sides a
  king, the side that just moved).
- The same-king rule (``rules.same_king_moves``, Frisian: 3): while a side
  has kings and men, one king may not make more quiet moves in a row than
  that (:mod:`.king_rule`). Each record holds both sides' runs, so undo,
  redo and a replayed PDN game follow it; :meth:`Game.legal_moves` leaves the
  held king's quiet moves out and :meth:`Game.play` refuses them with
  ``game.same_king_moves`` (:meth:`Game.refusal` says so before playing).

Agreement and resignation are declared, not computed: they are final for undo
and redo (both raise :class:`GameOverError`) until :meth:`Game.reopen` takes
them back. Undoing a move removes a rule-based ending, since that ending
belonged to the position undone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dames_tui.core import (
    Color,
    EndgameRule,
    IllegalMoveError,
    InvalidPositionError,
    Move,
    Position,
    RawMove,
    Rules,
)

from .draw_rules import EndgameClass, endgame_class, repetitions
from .king_rule import NO_RUNS, KingRun, next_run, refused_king
from .outcome import GameOverError, Outcome, Termination

if TYPE_CHECKING:
    from dames_tui.notation import PdnGame


@dataclass(slots=True)
class _Record:
    """One position of the game with its counters (internal)."""

    position: Position
    reversible: int  # plies since the last capture or man move
    endgame: EndgameClass | None  # the endgame rule in force, if any
    endgame_plies: int  # plies played since that class was reached (0 without one)
    runs: tuple[KingRun, KingRun] = NO_RUNS  # (White's, Black's) same-king runs
    outcome: Outcome | None = None  # the rule-based ending of this position
    legal: dict[Move, tuple[Move, RawMove]] | None = None  # cached on first use
    refused: dict[Move, RawMove] | None = None  # held back by the same-king rule
    sorted_moves: list[Move] | None = None


class Game:
    """A game from a start position, with undo/redo and the draw rules of ``rules``.

    >>> from dames_tui.core import ENGLISH
    >>> game = Game(ENGLISH)
    >>> game.play(game.legal_moves()[0])
    >>> game.moves
    (Move(9-13),)
    >>> game.undo()
    Move(9-13)
    >>> game.can_redo
    True
    """

    def __init__(
        self,
        rules: Rules,
        start: Position | None = None,
        *,
        tags: Mapping[str, str] | None = None,
    ) -> None:
        if start is None:
            start = Position.initial(rules)
        elif start.rules != rules:
            raise InvalidPositionError(
                f"the start position is for {start.rules.name}, not {rules.name}",
                code="game.start_of_other_variant",
                params={"start": start.rules, "rules": rules},
            )
        self.rules = rules
        self.start = start
        #: PDN tags kept for :meth:`to_pdn` (Event, White, ...); free to edit.
        self.tags: dict[str, str] = dict(tags or {})
        #: comments by ply index (after that ply), kept for :meth:`to_pdn`.
        self.comments: dict[int, str] = {}
        self._generator = start.generator
        endgame = endgame_class(start)
        record = _Record(start, 0, endgame, 0)
        self._records: list[_Record] = [record]
        self._moves: list[Move] = []
        self._redo: list[Move] = []
        self._texts: list[str] = []
        self._declared: Outcome | None = None
        record.outcome = self._rule_outcome(record)

    # ----------------------------------------------------------------- state

    @property
    def position(self) -> Position:
        """The position on the board."""
        return self._records[-1].position

    @property
    def turn(self) -> Color:
        return self._records[-1].position.turn

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves played from the start, in order."""
        return tuple(self._moves)

    @property
    def positions(self) -> tuple[Position, ...]:
        """The start position and the position after each move."""
        return tuple(record.position for record in self._records)

    @property
    def last_move(self) -> Move | None:
        return self._moves[-1] if self._moves else None

    @property
    def ply(self) -> int:
        """How many moves (plies) have been played from the start."""
        return len(self._moves)

    @property
    def moves_played(self) -> int:
        """The number of the last move of the move list (0 before any): a
        move is a numbered pair of plies, so 51 plies from the start are 26
        moves, as a player counts them.

        >>> from dames_tui.core import ENGLISH
        >>> game = Game(ENGLISH)
        >>> for _ in range(3):
        ...     game.play(game.legal_moves()[0])
        >>> game.ply, game.moves_played
        (3, 2)
        """
        return self.move_number(self.ply - 1) if self._moves else 0

    def move_number(self, ply: int) -> int:
        """The PDN move number of the ply with index ``ply`` (0 = first move).

        Numbering starts at 1 with the side to move in the start position; when
        that is not the variant's first player, its move is the second half of
        move 1.
        """
        offset = 0 if self.start.turn is self.rules.first_to_move else 1
        return (ply + offset) // 2 + 1

    # --------------------------------------------------------------- outcome

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self._declared or self._records[-1].outcome

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def agree_draw(self) -> None:
        """Both players agree to a draw (:attr:`Termination.AGREEMENT`)."""
        self._check_not_over("agree to a draw")
        self._declared = Outcome(Termination.AGREEMENT, None)

    def resign(self, color: Color) -> None:
        """``color`` resigns; the other side wins (:attr:`Termination.RESIGNATION`)."""
        self._check_not_over("resign")
        self._declared = Outcome(Termination.RESIGNATION, color.opponent)

    def lose_on_time(self, color: Color) -> None:
        """``color``'s flag fell; the other side wins (:attr:`Termination.TIME`)."""
        self._check_not_over("lose on time")
        self._declared = Outcome(Termination.TIME, color.opponent)

    def truncate(self, plies: int) -> None:
        """Keep only the first ``plies`` moves: the later ones are dropped
        (not kept for redo), and so is an agreement or a resignation."""
        if not 0 <= plies <= len(self._moves):
            raise ValueError(f"the game has {len(self._moves)} moves, not {plies}")
        self._declared = None
        while len(self._moves) > plies:
            self.undo()
        self._redo.clear()

    def reopen(self) -> Outcome | None:
        """Take back an agreement or a resignation; returns it (None if there was none).

        A rule-based ending stays: undo the move that led to it instead.
        """
        declared, self._declared = self._declared, None
        return declared

    # ------------------------------------------------------------ draw counters

    @property
    def reversible_plies(self) -> int:
        """Plies in a row, up to now, without a capture or a man move."""
        return self._records[-1].reversible

    @property
    def reversible_plies_left(self) -> int | None:
        """Plies left before the move-limit draw, or None if the rules have none."""
        limit = self.rules.reversible_limit
        return max(limit - self._records[-1].reversible, 0) if limit else None

    @property
    def endgame_rule(self) -> EndgameRule | None:
        """The FMJD endgame rule that the material on the board falls under, if any."""
        endgame = self._records[-1].endgame
        return endgame.rule if endgame else None

    @property
    def endgame_plies(self) -> int | None:
        """Plies played since the current endgame class was reached, or None."""
        record = self._records[-1]
        return record.endgame_plies if record.endgame else None

    @property
    def endgame_plies_left(self) -> int | None:
        """Plies left before the endgame-rule draw, or None when no rule applies."""
        record = self._records[-1]
        if record.endgame is None:
            return None
        return max(2 * record.endgame.rule.moves - record.endgame_plies, 0)

    def repetition_history(self) -> list[Position]:
        """The positions since the last irreversible move (capture or man move),
        oldest first; the last one is the current position. Only these can
        repeat, so they are all an engine needs for repetition detection."""
        count = self._records[-1].reversible
        return [record.position for record in self._records[-1 - count :]]

    @property
    def repetitions(self) -> int:
        """How many times the current position has occurred (1 the first time)."""
        return repetitions(self.repetition_history())

    # ------------------------------------------------------------------ moves

    def legal_moves(self) -> list[Move]:
        """The legal moves of the position on the board, sorted (as the core
        sorts them). They do not look at the outcome: check :attr:`is_over`."""
        record = self._records[-1]
        if record.sorted_moves is None:
            record.sorted_moves = sorted(
                self._legal(record), key=lambda m: (m.start, m.end, m.path)
            )
        return list(record.sorted_moves)

    @property
    def king_runs(self) -> tuple[KingRun, KingRun]:
        """White's and Black's runs of quiet moves with one king, for the
        same-king rule (:mod:`.king_rule`); the engine takes them too."""
        return self._records[-1].runs

    @property
    def held_king(self) -> int | None:
        """The square of the king of the side to move that the same-king rule
        holds back now (it has made ``rules.same_king_moves`` quiet moves in a
        row), or None."""
        record = self._records[-1]
        self._legal(record)
        if not record.refused:
            return None
        return next(iter(record.refused)).start

    def refusal(self, move: Move) -> IllegalMoveError | None:
        """Why the game refuses ``move``, a legal move of the position, or
        None: the error :meth:`play` raises for a quiet move of the king the
        same-king rule holds back (code ``game.same_king_moves``)."""
        record = self._records[-1]
        self._legal(record)
        if record.refused and move in record.refused:
            return self._same_king_error(move.start)
        return None

    @property
    def must_capture(self) -> bool:
        """Whether the side to move must capture (all its legal moves capture)."""
        return any(move.captured for move in self._legal(self._records[-1]))

    def capturing_squares(self) -> list[int]:
        """The squares whose piece starts a legal capture; empty if none."""
        return sorted({move.start for move in self._legal(self._records[-1]) if move.captured})

    def play(self, move: Move) -> None:
        """Play a legal move; clears the redo stack.

        Raises :class:`GameOverError` when the game is over and
        :class:`IllegalMoveError` when ``move`` is not legal. A capture given
        with another path than the generator's (same start, end and captured
        pieces) is the same move; the history keeps the generator's path.
        """
        self._check_not_over("play")
        self._push(move)
        self._redo.clear()

    def play_text(self, text: str) -> Move:
        """Play a move written in PDN (``11-15``, ``15x24``, ``10x19x26``); returns it."""
        from dames_tui.notation import parse_move

        self._check_not_over("play")
        move = parse_move(self.position, text)
        self._push(move)
        self._redo.clear()
        return self._moves[-1]

    @property
    def can_undo(self) -> bool:
        return bool(self._moves) and self._declared is None

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and self._declared is None

    def undo(self) -> Move | None:
        """Take back the last move and return it (None at the start).

        A rule-based ending goes with the move; an agreement or a resignation
        does not (:class:`GameOverError`, see :meth:`reopen`).
        """
        if self._declared is not None:
            raise GameOverError(
                f"the game ended by {self._declared.termination.value}; reopen it first",
                code="game.declared_ended",
                params={"termination": self._declared.termination},
            )
        if not self._moves:
            return None
        move = self._moves.pop()
        self._records.pop()
        del self._texts[len(self._moves) :]
        self._redo.append(move)
        return move

    def redo(self) -> Move | None:
        """Play again the last move undone and return it (None if there is none).

        Redo replays what was played, so it does not look at a rule-based
        ending of the current position (only :meth:`Game.from_pdn` can leave
        moves to redo after one: players who played on)."""
        if self._declared is not None:
            raise GameOverError(
                f"the game ended by {self._declared.termination.value}; reopen it first",
                code="game.declared_ended",
                params={"termination": self._declared.termination},
            )
        if not self._redo:
            return None
        move = self._redo[-1]
        self._push(move)
        self._redo.pop()
        return move

    # --------------------------------------------------------------- notation

    def move_texts(self) -> list[str]:
        """Each move in its shortest unambiguous PDN form (``15x24``, or the
        full path when another capture shares start and end)."""
        from dames_tui.notation import format_move_short

        for ply in range(len(self._texts), len(self._moves)):
            self._texts.append(format_move_short(self._records[ply].position, self._moves[ply]))
        return list(self._texts)

    def fen(self) -> str:
        """The PDN FEN of the position on the board."""
        from dames_tui.notation import format_fen

        return format_fen(self.position)

    def to_pdn(self, tags: Mapping[str, str] | None = None) -> str:
        """The game as PDN text. See :func:`dames_tui.game.pdn.game_to_pdn`."""
        from .pdn import game_to_pdn

        return game_to_pdn(self, tags)

    @classmethod
    def from_pdn(
        cls,
        pdn_game: PdnGame,
        *,
        rules: Rules | None = None,
        apply_result: bool = False,
    ) -> Game:
        """A game replayed from a parsed PDN game. See
        :func:`dames_tui.game.pdn.game_from_pdn` for the choices made."""
        from .pdn import game_from_pdn

        return game_from_pdn(pdn_game, rules=rules, apply_result=apply_result)

    # --------------------------------------------------------------- internal

    def _check_not_over(self, action: str) -> None:
        outcome = self.outcome
        if outcome is not None:
            raise GameOverError(
                f"cannot {action}: the game is over ({outcome.termination.value})",
                code="game.over",
                params={"action": action, "termination": outcome.termination},
            )

    def _legal(self, record: _Record) -> dict[Move, tuple[Move, RawMove]]:
        legal = record.legal
        if legal is None:
            position = record.position
            white_to_move = position.turn is Color.WHITE
            held = refused_king(
                self.rules,
                position.pieces_of(position.turn),
                position.kings,
                record.runs[0 if white_to_move else 1],
            )
            legal, refused = {}, {}
            for raw in position.raw_moves():
                move = position.move_from_raw(raw)
                if raw[0] == held and not raw[2]:
                    refused[move] = raw
                else:
                    legal[move] = (move, raw)
            record.legal, record.refused = legal, refused
        return legal

    def _same_king_error(self, square: int) -> IllegalMoveError:
        from dames_tui.notation.squares import square_text

        limit = self.rules.same_king_moves
        where = square_text(self.rules, square)
        return IllegalMoveError(
            f"the king on {where} has made {limit} moves in a row: move another piece",
            code="game.same_king_moves",
            params={"square": where, "moves": limit},
        )

    def _push(self, move: Move) -> None:
        """Play ``move`` without looking at the outcome (the caller did)."""
        previous = self._records[-1]
        found = self._legal(previous).get(move)
        canonical, raw = found if found is not None else previous.position.resolve(move)
        if previous.refused and canonical in previous.refused:
            raise self._same_king_error(canonical.start)
        before = previous.position
        white, black, kings, white_to_move = self._generator.make(*before.raw(), raw)
        after = Position(
            self.rules, white, black, kings, Color.WHITE if white_to_move else Color.BLACK
        )
        irreversible = bool(raw[2]) or not (before.kings & raw[0])
        reversible = 0 if irreversible else previous.reversible + 1
        endgame = endgame_class(after)
        crowned = bool(raw[4]) and not before.kings & raw[0]
        if endgame is None:
            endgame_plies = 0
        elif (
            previous.endgame is not None
            and previous.endgame.key == endgame.key
            and not (crowned and endgame.rule.restart_on_crowning)
        ):
            endgame_plies = previous.endgame_plies + 1
        else:
            endgame_plies = 0
        white_run, black_run = previous.runs
        if before.turn is Color.WHITE:
            white_run = next_run(white_run, raw, before.kings)
        else:
            black_run = next_run(black_run, raw, before.kings)
        record = _Record(after, reversible, endgame, endgame_plies, (white_run, black_run))
        self._records.append(record)
        self._moves.append(canonical)
        record.outcome = self._rule_outcome(record)

    def _rule_outcome(self, record: _Record) -> Outcome | None:
        """The ending the rules give to ``record`` (the last one), if any."""
        position = record.position
        side = position.turn
        rules, kernel = self.rules, self._generator
        blocked_winner = side if kernel.cannot_move_wins else side.opponent
        if kernel.crowning_wins and position.kings:
            crowned = side.opponent if position.pieces_of(side.opponent) & position.kings else side
            return Outcome(Termination.CROWNED, crowned)
        if not position.pieces_of(side):
            return Outcome(Termination.NO_PIECES, blocked_winner)
        if not self._legal(record):
            return Outcome(Termination.NO_MOVES, blocked_winner)
        count = rules.repetition_count
        # the n-th occurrence needs at least 4 * (n - 1) reversible plies
        if count and record.reversible >= 4 * (count - 1):
            window = [r.position for r in self._records[-1 - record.reversible :]]
            if repetitions(window) >= count:
                return Outcome(Termination.REPETITION, None)
        limit = rules.reversible_limit
        if limit and record.reversible >= limit:
            return Outcome(Termination.MOVE_LIMIT, None, limit // 2)
        endgame = record.endgame
        if endgame is not None and record.endgame_plies >= 2 * endgame.rule.moves:
            return Outcome(Termination.ENDGAME_RULE, None, endgame.rule.moves)
        return None
