"""Static evaluation, parameters derived from the rules (never from a variant name).

Scores are in centi-men from White's point of view (:meth:`Evaluator.white_score`);
the search negates them for Black. The linear part is a set of weights
(:class:`EvalWeights`): trained ones where :mod:`.trained` has some for the
weight set the variant names (``Rules.evaluation``: ``international`` has
some, from self-play with benchmarks/train_eval.py), otherwise weights set by
hand. Terms:

- material and place of the men: a value per square, in two tables mixed by
  the number of pieces on the board (opening and ending); the handmade tables
  are a man of 100 plus advancement (growing quadratically towards the
  crowning row), a back-rank guard and central files;
- kings: a value from the king's range (:func:`king_value`: 1.5 men where
  kings step, about 3.2 where they fly on 10×10, less on 8×8, more on
  12×12; about five men where they fly along rows and columns, Turkish; just
  under two men where the capture precedence weighs them so, Frisian), mixed
  the same way, plus a fixed bonus for central squares (and the long
  diagonal for kings that fly along the diagonals);
- runaway men: a man near the crowning row whose cone ahead is empty cannot be stopped;
- mobility: the men's steps (forward, and sideways where they go so; a cheap
  stand-in for blocked pieces);
- trading down when ahead: the same material edge counts more with fewer pieces;
- structure (trained only): men backed by a man of their side, pieces that
  could be taken, men split unevenly between the wings;
- endgame knowledge: against a side with only kings, the stronger side wants its
  kings close to the enemy kings and the enemy kings out of the double corners;
  where kings fly, a king defends against up to three pieces, so such endings
  are scored near a draw (FMJD: 3 kings against 1 is a draw, 4 against 1 wins;
  on 8×8 two hold and three win unless the lone king holds the long diagonal);
- the giveaway games (:attr:`Goal.GIVEAWAY`) reverse the goal: the handmade
  weights make every piece cost a man and every move of a man a weight
  against, trading down is good for the side with fewer pieces, and neither
  the kings' placement nor the endgame knowledge applies;
- where the first king wins (:attr:`Goal.FIRST_TO_CROWN`) the search scores
  a position with a king as decided, so the evaluation sees men only: the
  handmade weights make advancement and runaway men count several times
  more;
- material that an endgame rule draws within a couple of moves (Frisian's
  king against king, Turkish's one piece each) scores near a draw.

Piece-square values are folded into byte-chunk lookup tables, so the material
and positional sum is a few table lookups per bitboard.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TypedDict, assert_never

from ..core import Position, Rules, kernel_for
from ..core.rules import KingLanding, Precedence
from ..core.topology import Topology, topology_for
from ..game.draw_rules import long_diagonal, material_fits, most_pieces
from .trained import TRAINED_WEIGHTS, weight_file, weight_file_problem

MAN_VALUE = 100
FLYING_KING_VALUE = 320  # a flying king is worth about three men or a bit more
SHORT_KING_VALUE = 150  # a king that steps one square: about one and a half men
# a king flying along rows and columns on a board of every square: about five
# men (the Turkish federation's guide)
ROOK_KING_VALUE = 500
# a king as the capture precedence values it where it weighs kings (Frisian:
# more than one man, less than two)
VALUED_KING_VALUE = 190
ADVANCE_MAX = 50  # advancement bonus of a man one row from crowning
BACK_RANK_BONUS = 8
MAN_CENTRE_STEP = 2  # per file away from the edge
KING_CENTRE_STEP = 3
LONG_DIAGONAL_BONUS = 15  # flying kings only
MOBILITY_WEIGHT = 2
RUNAWAY_ROWS = 3  # rows from crowning where a man can be a runaway
RUNAWAY_BONUS = 40  # on top of advancement, for a man nobody can stop
TRADE_WEIGHT = 4  # material edge * TRADE_WEIGHT * 100 // total pieces
KING_PROXIMITY_WEIGHT = 6  # per row/column of distance between strong and weak kings
DOUBLE_CORNER_PENALTY = 30  # the weak king is safe in a double corner
WEAK_KING_CENTRE_WEIGHT = 4  # the weak king is easier to trap near an edge
DRAWISH_DIVISOR = 16  # advantage divisor in endings known to be drawn
FLYING_KING_HOLDS = 3  # a lone flying king holds against up to this many pieces (10×10 up)
FLYING_KING_HOLDS_SMALL = 2  # on 8×8, where three kings catch a lone king (Petrov's triangle)
KING_IMMUNE_BONUS = 30  # a short king that men cannot take (Italian)
GIVEAWAY_MOBILITY = -3  # giveaway: a side wants to run out of moves
CROWN_ADVANCE_MAX = 150  # first to crown: the advancement bonus one row from crowning
CROWN_RUNAWAY_BONUS = 400  # first to crown: a man nobody can stop all but wins
DRAWN_SOON_MOVES = 2  # an endgame rule drawing within this many moves: drawn material
CHUNKS = 5  # lookups per bitboard; the width follows the board


@dataclass(frozen=True, slots=True)
class EvalParams:
    """The weights of one variant that are not trained, derived from its :class:`Rules`."""

    man: int
    king: int
    drawish_holds: int  # the defender's king draws against at most this many pieces (0: never)
    giveaway: bool = False  # the goal is reversed: fewer pieces, fewer moves are good
    crowning_wins: bool = False  # the first king wins: the race to crown is everything

    @classmethod
    def from_rules(cls, rules: Rules) -> EvalParams:
        """A lone king holds against a few pieces only where kings fly along
        the diagonals alone; where they also take along rows and columns
        (Frisian) or move along them (Turkish) the stronger side wins, as
        those games' endgame rules (2 kings against 1 must win in 7 moves)
        suppose."""
        kernel = kernel_for(rules)
        king = king_value(rules)
        if kernel.cannot_move_wins:
            return cls(-MAN_VALUE, -MAN_VALUE, 0, True)
        if kernel.crowning_wins:
            return cls(MAN_VALUE, king, 0, crowning_wins=True)
        if rules.flying_kings and kernel.diagonal:
            holds = FLYING_KING_HOLDS if rules.board_size >= 10 else FLYING_KING_HOLDS_SMALL
            return cls(MAN_VALUE, king, holds)
        return cls(MAN_VALUE, king, 0)


def king_value(rules: Rules) -> int:
    """A king's worth in centi-men under ``rules``, from its range.

    A king that steps is worth about one and a half men (a bit more where men
    cannot take it); a flying king about three men or a bit more on 10×10,
    its worth growing with the length of the diagonals it sweeps, less where
    it must land right behind the piece it takes; a king flying along rows
    and columns about five men (:data:`ROOK_KING_VALUE`). Where the capture
    precedence weighs a king against men (:attr:`Precedence.MOST_VALUE`), the
    king is worth what it says: just under two men.

    >>> from dames_tui.core import ENGLISH, INTERNATIONAL, find_rules
    >>> king_value(ENGLISH), king_value(INTERNATIONAL)
    (150, 320)
    >>> king_value(find_rules("frisian")), king_value(find_rules("turkish"))
    (190, 500)
    """
    for criterion in rules.capture_precedence:
        match criterion:
            case Precedence.MOST_VALUE:
                return VALUED_KING_VALUE
            case (
                Precedence.MOST_PIECES
                | Precedence.WITH_KING
                | Precedence.MOST_KINGS
                | Precedence.EARLIEST_KING
            ):
                pass
            case _:
                assert_never(criterion)
    if not rules.flying_kings:
        value = SHORT_KING_VALUE
        if not rules.men_capture_kings:
            value += KING_IMMUNE_BONUS
        return value
    if not kernel_for(rules).diagonal_moves:
        return ROOK_KING_VALUE
    surplus = (FLYING_KING_VALUE - SHORT_KING_VALUE) * (rules.board_size - 2) // 8
    landing = rules.king_landing
    match landing:
        case KingLanding.ANY_BEYOND | KingLanding.JUST_BEYOND_LAST_KING:
            pass
        case KingLanding.JUST_BEYOND:
            surplus = surplus * 3 // 4
        case _:
            assert_never(landing)
    return SHORT_KING_VALUE + surplus


@dataclass(frozen=True, slots=True)
class EvalWeights:
    """The linear part of the evaluation (all of it but the kings' placement
    bonus and the endgame knowledge). Each term is White's count minus
    Black's, Black's squares read through the half-turn of the board (square
    s of White is square N + 1 - s of Black).

    ``men_opening`` and ``men_ending`` value a man on each square (index 0 is
    square 1), ``king_opening`` and ``king_ending`` a king (the king's place
    adds a fixed centre bonus); each pair is mixed by the number of pieces on
    the board, all of them at the start giving the opening value. The other
    weights multiply:
    ``mobility`` forward steps of the men; ``runaway`` men nobody can stop;
    ``trade`` the piece edge times 100 over the pieces on the board;
    ``support_left`` / ``support_right`` men with a man of their side right
    behind them on the down-left / down-right diagonal (seen from White);
    ``triangle`` men with both; ``threats`` enemy pieces that a piece could
    take now (if it were its turn); ``imbalance`` the difference between the
    men on the two halves of the board, in absolute value.

    The terms of :data:`EXTRA_FEATURES` (0 unless trained, English today):
    ``blocked_men`` men with no step forward; ``king_mobility`` the empty
    squares next to the kings; ``trapped_kings`` kings with no empty square
    next to them; ``king_edge`` kings on the board's edge; ``near_crown`` men
    one row from crowning with a free crowning square ahead;
    ``trade_ending`` the ``trade`` term again, times the ending's share.

    ``patterns`` (empty unless trained) holds one table per region of
    :func:`pattern_regions` (two neighbouring rows: region ``r`` is rows
    ``r`` and ``r + 1`` counted from White's crowning row), each a tuple of
    ``(index, opening, ending)`` for the contents that have a weight:
    ``index`` is the men of the region in base 3 (one digit a square, the
    first square the lowest digit; 0 empty, 1 a man of the side, 2 a man of
    the other side), ``opening`` and ``ending`` its values, mixed like the
    men's. White reads region ``r`` as it stands, Black the same region on
    the board turned (Black's men as the side's), with the sign changed.
    """

    men_opening: tuple[int, ...]
    men_ending: tuple[int, ...]
    king_opening: int
    king_ending: int
    mobility: int
    runaway: int
    trade: int
    support_left: int = 0
    support_right: int = 0
    triangle: int = 0
    threats: int = 0
    imbalance: int = 0
    patterns: tuple[tuple[tuple[int, int, int], ...], ...] = ()
    blocked_men: int = 0
    king_mobility: int = 0
    trapped_kings: int = 0
    king_edge: int = 0
    near_crown: int = 0
    trade_ending: int = 0

    @classmethod
    def handmade(cls, rules: Rules) -> EvalWeights:
        """Weights set by hand from the rules: advancement, back rank and
        centre files, the king's value from its range (:func:`king_value`).
        Under :attr:`Goal.GIVEAWAY` the goal is reversed: every piece costs a
        man, fewer moves and trading down when behind in pieces are good, and
        a man that runs to the crowning row earns nothing. Under
        :attr:`Goal.FIRST_TO_CROWN` advancement and runaway men weigh several
        times more. Advancement counts the rows from the men's first row
        (Turkish men start one row up)."""
        params = EvalParams.from_rules(rules)
        g = topology_for(rules)
        if params.giveaway:
            men = tuple(params.man for _ in range(g.squares))
            return cls(men, men, params.king, params.king, GIVEAWAY_MOBILITY, 0, -TRADE_WEIGHT)
        n = rules.board_size
        first = rules.first_row_of_men
        advance_max = CROWN_ADVANCE_MAX if params.crowning_wins else ADVANCE_MAX
        men_list = []
        for square in range(1, g.squares + 1):
            row, col = g.row_col(square)
            advance = max(n - 1 - first - row, 0)
            value = (
                MAN_VALUE
                + _advance(advance, n - first, advance_max)
                + MAN_CENTRE_STEP * min(col, n - 1 - col)
            )
            men_list.append(value + (BACK_RANK_BONUS if row == n - 1 else 0))
        king = params.king
        return cls(
            tuple(men_list),
            tuple(men_list),
            king,
            king,
            MOBILITY_WEIGHT,
            CROWN_RUNAWAY_BONUS if params.crowning_wins else RUNAWAY_BONUS,
            TRADE_WEIGHT,
        )


EXTRA_FEATURES = (
    "blocked_men",
    "king_mobility",
    "trapped_kings",
    "king_edge",
    "near_crown",
    "trade_ending",
)  # the scalar terms of EvalWeights that only the English set trains (today)

FEATURES = (
    "king_opening",
    "king_ending",
    "mobility",
    "runaway",
    "trade",
    "support_left",
    "support_right",
    "triangle",
    "threats",
    "imbalance",
)  # the scalar terms of EvalWeights, in the order of :meth:`Evaluator.features`


def weights_key(rules: Rules) -> str:
    """The key of a game's trained weights: the weight set its rules name
    (:attr:`Rules.evaluation`), never a test of the variant's name or shape."""
    return rules.evaluation


def weights_for(rules: Rules) -> EvalWeights:
    """The trained weights of the game's weight set if there are some (in
    :data:`TRAINED_WEIGHTS`, else in its weight file), else the handmade
    ones; a damaged weight file gives the handmade ones too
    (:func:`weights_problem` says why)."""
    key = weights_key(rules)
    trained = TRAINED_WEIGHTS.get(key)
    if trained is not None:
        opening, ending, scalars = trained
        return named_weights(opening, ending, scalars, ())
    loaded = weight_file(key, **_file_shape(rules))
    if loaded is None:
        return EvalWeights.handmade(rules)
    return named_weights(loaded.men_opening, loaded.men_ending, loaded.scalars, loaded.patterns)


def named_weights(
    opening: tuple[int, ...],
    ending: tuple[int, ...],
    named: dict[str, int],
    patterns: tuple[tuple[tuple[int, int, int], ...], ...],
) -> EvalWeights:
    """Weights from the scalar weights by name (those not named are 0)."""
    return EvalWeights(
        opening,
        ending,
        named["king_opening"],
        named["king_ending"],
        named["mobility"],
        named["runaway"],
        named["trade"],
        support_left=named.get("support_left", 0),
        support_right=named.get("support_right", 0),
        triangle=named.get("triangle", 0),
        threats=named.get("threats", 0),
        imbalance=named.get("imbalance", 0),
        patterns=patterns,
        blocked_men=named.get("blocked_men", 0),
        king_mobility=named.get("king_mobility", 0),
        trapped_kings=named.get("trapped_kings", 0),
        king_edge=named.get("king_edge", 0),
        near_crown=named.get("near_crown", 0),
        trade_ending=named.get("trade_ending", 0),
    )


def weights_problem(rules: Rules) -> str | None:
    """Why the game's weight file was refused, if it was (None otherwise)."""
    return weight_file_problem(weights_key(rules), **_file_shape(rules))


class _FileShape(TypedDict):
    squares: int
    region_sizes: tuple[int, ...]
    scalar_names: tuple[str, ...]


def _file_shape(rules: Rules) -> _FileShape:
    """What a weight file for ``rules`` must fit: the board's squares, the
    pattern regions' sizes, the names of the scalar weights."""
    return _FileShape(
        squares=topology_for(rules).squares,
        region_sizes=tuple(len(region) for region in pattern_regions(rules)),
        scalar_names=FEATURES + EXTRA_FEATURES,
    )


# a region's value is its opening value times one of these plus its ending value
PATTERN_PACKS = (1 << 14, 1 << 24)


def pattern_regions(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """The regions of the pattern terms: each pair of neighbouring rows
    (rows ``r`` and ``r + 1`` counted from White's crowning row), as its
    squares in increasing order. They overlap: every row but the first and
    the last is in two regions.

    >>> from dames_tui.core import ENGLISH
    >>> regions = pattern_regions(ENGLISH)
    >>> len(regions), regions[0], regions[1]
    (7, (1, 2, 3, 4, 5, 6, 7, 8), (5, 6, 7, 8, 9, 10, 11, 12))
    """
    g = topology_for(rules)
    rows: list[list[int]] = [[] for _ in range(rules.board_size)]
    for square in range(1, g.squares + 1):
        rows[g.row_col(square)[0]].append(square)
    return tuple(tuple(rows[r] + rows[r + 1]) for r in range(rules.board_size - 1))


def pattern_index(squares: tuple[int, ...], own: int, other: int, bits: tuple[int, ...]) -> int:
    """The base-3 index of a region's contents (:class:`EvalWeights`):
    ``bits[s]`` is the bit of square ``s`` as the side reads it."""
    index = 0
    for digit, square in enumerate(squares):
        bit = bits[square]
        if own & bit:
            index += 3**digit
        elif other & bit:
            index += 2 * 3**digit
    return index


def _packed(
    opening: tuple[tuple[int, ...], ...], ending: tuple[tuple[int, ...], ...], pack: int
) -> tuple[tuple[int, ...], ...]:
    """Chunk tables of both phases in one: ``opening * pack + ending``."""
    return tuple(
        tuple(o * pack + e for o, e in zip(to, te, strict=True))
        for to, te in zip(opening, ending, strict=True)
    )


def _chunk_tables(values: list[int], nbits: int, width: int) -> tuple[tuple[int, ...], ...]:
    """Per-bit values folded into ``CHUNKS`` tables of ``2**width`` entries:
    table c maps bits ``c*width .. c*width+width-1`` of a board to their sum."""
    out = []
    for c in range(CHUNKS):
        shift = c * width
        table = [0] * (1 << width)
        for x in range(1, 1 << width):
            low = x & -x
            j = shift + low.bit_length() - 1
            table[x] = table[x ^ low] + (values[j] if j < nbits else 0)
        out.append(tuple(table))
    return tuple(out)


class Evaluator:
    """The evaluation function of one variant, with its tables built once."""

    def __init__(self, rules: Rules, weights: EvalWeights | None = None) -> None:
        g = topology_for(rules)
        kernel = kernel_for(rules)
        n = rules.board_size
        self.rules = rules
        self.params = EvalParams.from_rules(rules)
        self.board = g.board
        self.left, self.right = g.shift_left, g.shift_right
        self.weights = weights = weights or weights_for(rules)
        nbits = max(g.square_bits).bit_length()
        tables: dict[str, list[int]] = {
            name: [0] * nbits
            for name in ("white_opening", "black_opening", "white_ending", "black_ending")
        }
        wk = [0] * nbits
        bk = [0] * nbits
        self.row_of = [0] * nbits
        self.col_of = [0] * nbits
        self.left_half = 0
        diagonal = long_diagonal(rules)
        for square in range(1, g.squares + 1):
            i = g.square_bits[square].bit_length() - 1
            turned = g.squares - square  # index of the square seen from Black
            row, col = g.row_col(square)
            self.row_of[i], self.col_of[i] = row, col
            if col < n // 2:
                self.left_half |= g.square_bits[square]
            tables["white_opening"][i] = weights.men_opening[square - 1]
            tables["black_opening"][i] = weights.men_opening[turned]
            tables["white_ending"][i] = weights.men_ending[square - 1]
            tables["black_ending"][i] = weights.men_ending[turned]
            centre = min(row, n - 1 - row) + min(col, n - 1 - col)
            king = KING_CENTRE_STEP * centre // 2  # the value itself is in the weights
            if rules.flying_kings and kernel.diagonal_moves and g.square_bits[square] & diagonal:
                king += LONG_DIAGONAL_BONUS
            if self.params.giveaway:
                king = 0  # no square is a king's in giveaway: it wants to be taken
            wk[i] = bk[i] = king
        width = -(-nbits // CHUNKS)
        self.width = width
        self.phased = (weights.men_opening, weights.king_opening) != (
            weights.men_ending,
            weights.king_ending,
        )
        self.white_men = _chunk_tables(tables["white_opening"], nbits, width)
        self.black_men = _chunk_tables(tables["black_opening"], nbits, width)
        self.white_men_ending = _chunk_tables(tables["white_ending"], nbits, width)
        self.black_men_ending = _chunk_tables(tables["black_ending"], nbits, width)
        # both phases in one lookup: opening times men_pack plus ending, the
        # smallest packing whose sum of endings cannot spill into the openings
        reach = sum(max(map(abs, t)) for t in (*self.white_men_ending, *self.black_men_ending))
        self.men_pack = next((p for p in PATTERN_PACKS if reach < p >> 1), 0)
        if not self.men_pack:
            raise ValueError(f"men's values out of range ({reach})")
        self.white_men_packed = _packed(self.white_men, self.white_men_ending, self.men_pack)
        self.black_men_packed = _packed(self.black_men, self.black_men_ending, self.men_pack)
        self.full = 2 * rules.rows_of_men * (g.squares // n)  # pieces at the start
        self.king_place = wk  # the same for both colours: the half-turn keeps it
        self.white_kings = _chunk_tables(wk, nbits, width)
        self.black_kings = _chunk_tables(bk, nbits, width)
        # Runaway cones: the squares ahead of a man from which it could be stopped.
        self.white_runaway_zone = 0
        self.black_runaway_zone = 0
        self.white_cone = [0] * nbits
        self.black_cone = [0] * nbits
        for square in range(1, g.squares + 1):
            bit = g.square_bits[square]
            i = bit.bit_length() - 1
            row, col = g.row_col(square)
            if 0 < row <= RUNAWAY_ROWS:
                self.white_runaway_zone |= bit
                self.white_cone[i] = _cone(g, row, col, -1)
            if n - 1 - RUNAWAY_ROWS <= row < n - 1:
                self.black_runaway_zone |= bit
                self.black_cone[i] = _cone(g, row, col, +1)
        # Double corners: the two dark squares next to a light corner.
        self.double_corners = 0
        for row, col in ((0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1)):
            if g.square_at(row, col) is None:
                for r, c in ((row, 1 if col == 0 else col - 1), (1 if row == 0 else row - 1, col)):
                    sq = g.square_at(r, c)
                    if sq is not None:
                        self.double_corners |= g.square_bits[sq]
        # Where a lone king is safe from the kings hunting it: the double
        # corners, except for flying kings on a board where three kings catch
        # a lone king (8×8: Petrov's triangle) unless it holds the long diagonal.
        self.refuge = self.double_corners
        if rules.flying_kings and 0 < self.params.drawish_holds < FLYING_KING_HOLDS:
            self.refuge = diagonal
        self.size = n
        # the men's steps where they are not the two diagonal shifts (Turkish)
        self.diagonal_men = kernel.diagonal_moves
        self.white_steps = _steps(rules, kernel.white_man_steps)
        self.black_steps = _steps(rules, kernel.black_man_steps)
        # material an endgame rule draws within DRAWN_SOON_MOVES moves
        self.drawn_rules = tuple(
            rule for rule in rules.endgame_rules if rule.moves <= DRAWN_SOON_MOVES
        )
        self.drawn_total = max((most_pieces(r, rules) for r in self.drawn_rules), default=0)
        # the terms of EXTRA_FEATURES: rows and edges they look at
        self.white_crown_step = 0  # White's men one row from crowning
        self.black_crown_step = 0
        self.edge_squares = 0
        for square in range(1, g.squares + 1):
            row, col = g.row_col(square)
            bit = g.square_bits[square]
            if row == 1:
                self.white_crown_step |= bit
            if row == n - 2:
                self.black_crown_step |= bit
            if row in (0, n - 1) or col in (0, n - 1):
                self.edge_squares |= bit
        self.extra = any(getattr(weights, name) for name in EXTRA_FEATURES)
        self.regions = pattern_regions(rules)
        # Black's men sit this far up in a pattern key (keys stay small: they
        # hash apart, no two alike in their low bits)
        self.pattern_shift = max(len(region) for region in self.regions)
        # (shift, White's mask, Black's mask, ...) of each run of bits, then the table
        self.single_run: list[tuple[int, int, int, dict[int, int]]] = []
        self.double_run: list[tuple[int, int, int, int, int, int, dict[int, int]]] = []
        self.pattern_pack = PATTERN_PACKS[0]
        self.patterned = any(weights.patterns)  # a set of empty tables has none
        if self.patterned:
            self._pattern_tables(g, weights.patterns)
            self.phased = True
        self.white_score: Callable[[int, int, int], int] = self._scorer()

    def _pattern_tables(
        self, g: Topology, patterns: tuple[tuple[tuple[int, int, int], ...], ...]
    ) -> None:
        """Each region's table, keyed by its men as they stand: the key
        gathers White's men of the region in its low bits and Black's
        :attr:`pattern_shift` bits up, by one or two runs of bits; the value
        is White's reading minus Black's, packed (opening times
        :attr:`pattern_pack` plus ending)."""
        regions = self.regions
        men_opening, men_ending = self.weights.men_opening, self.weights.men_ending
        regions_rows = [
            [s for s in squares if g.row_col(s)[0] == r] for r, squares in enumerate(regions)
        ]
        if len(patterns) != len(regions):
            raise ValueError(f"{len(patterns)} pattern tables for {len(regions)} regions")
        values = [{index: (opening, ending) for index, opening, ending in t} for t in patterns]
        shift = self.pattern_shift
        last = len(regions) - 1
        built: list[tuple[list[tuple[int, int]], list[tuple[int, int, int]]]] = []
        for r, squares in enumerate(regions):
            bits = [g.square_bits[s] for s in squares]
            runs: list[tuple[int, int]] = []  # (shift, mask) of each run of bits
            dest = 0
            start = 0
            while start < len(bits):
                end = start
                while end + 1 < len(bits) and bits[end + 1] == bits[end] << 1:
                    end += 1
                low = bits[start].bit_length() - 1
                mask = ((1 << (end - start + 1)) - 1) << dest
                runs.append((low - dest, mask))
                dest += end - start + 1
                start = end + 1
            if len(runs) > 2:
                raise ValueError(f"pattern region {r} is not two runs of bits")
            black_squares = regions[last - r]
            owned = len(bits) if r == last else len(regions_rows[r])
            # every content of the region, built square by square: (key,
            # White's index, Black's index, opening, ending); each is a sum
            # over the squares
            contents = [(0, 0, 0, 0, 0)]
            for digit, (bit, square) in enumerate(zip(bits, squares, strict=True)):
                turned_digit = black_squares.index(g.squares + 1 - square)
                keys = []
                for up in (0, shift):
                    key = 0
                    for run_shift, run_mask in runs:
                        key |= ((bit << up) >> run_shift) & (run_mask << up)
                    keys.append(key)
                mine = digit < owned
                white_man = (
                    keys[0],
                    3**digit,
                    2 * 3**turned_digit,
                    men_opening[square - 1] if mine else 0,
                    men_ending[square - 1] if mine else 0,
                )
                black_man = (
                    keys[1],
                    2 * 3**digit,
                    3**turned_digit,
                    -men_opening[g.squares - square] if mine else 0,
                    -men_ending[g.squares - square] if mine else 0,
                )
                contents = contents + [
                    (k + dk, wi + dw, bi + db, o + do, e + de)
                    for dk, dw, db, do, de in (white_man, black_man)
                    for k, wi, bi, o, e in contents
                ]
            white_values, black_values = values[r], values[last - r]
            entries: list[tuple[int, int, int]] = []
            for key, white_index, black_index, opening, ending in contents:
                white_view = white_values.get(white_index)
                black_view = black_values.get(black_index)
                if white_view is not None:
                    opening += white_view[0]
                    ending += white_view[1]
                if black_view is not None:
                    opening -= black_view[0]
                    ending -= black_view[1]
                entries.append((key, opening, ending))
            built.append((runs, entries))
        # the smallest packing whose sum of endings over the regions cannot
        # spill into the openings (small ints add faster)
        reach = sum(max(abs(e) for _, _, e in entries) for _, entries in built)
        pack = next((p for p in PATTERN_PACKS if reach < p >> 1), 0)
        if not pack:
            raise ValueError(f"pattern values out of range ({reach})")
        self.pattern_pack = pack
        for runs, entries in built:
            table = {key: opening * pack + ending for key, opening, ending in entries}
            if len(runs) == 1:
                ((s1, m1),) = runs
                self.single_run.append((s1, m1, m1 << shift, table))
            else:
                (s1, m1), (s2, m2) = runs
                self.double_run.append((s1, m1, m1 << shift, s2, m2, m2 << shift, table))

    def drawn_material(self, white: int, black: int, kings: int) -> bool:
        """Whether an endgame rule draws this material within
        :data:`DRAWN_SOON_MOVES` moves (Frisian king against king)."""
        return any(material_fits(r, self.rules, white, black, kings) for r in self.drawn_rules)

    def evaluate(self, position: Position) -> int:
        """The score from the side to move's point of view."""
        white, black, kings, wtm = position.raw()
        score = self.white_score(white, black, kings)
        return score if wtm else -score

    def features(self, white: int, black: int, kings: int) -> tuple[list[float], list[float], int]:
        """The terms that :class:`EvalWeights` multiply (a slow, plain
        definition for training and tests).

        Returns ``(squares, scalars, fixed)``: ``squares`` has the opening
        table's terms then the ending table's (a man's count on each square,
        White's minus Black's on the turned square, times the share of its
        table), ``scalars`` one term per name of :data:`FEATURES`, ``fixed``
        the kings' placement bonus, which is not trained. Outside the endings
        of :meth:`special_ending`, ``white_score`` is ``fixed`` plus the dot
        product of the terms with the weights, up to rounding.
        """
        g = topology_for(self.rules)
        wm, bm = white & ~kings, black & ~kings
        men = [0.0] * g.squares
        for square in range(1, g.squares + 1):
            bit = g.square_bits[square]
            men[square - 1] += bool(wm & bit)
            men[g.squares - square] -= bool(bm & bit)
        pieces = min((white | black).bit_count(), self.full)
        share = pieces / self.full
        squares = [m * share for m in men] + [m * (1 - share) for m in men]
        left, right, empty = self.left, self.right, self.board & ~(white | black)

        def count(bits: int) -> float:
            return float(bits.bit_count())

        def takes(attackers: int, victims: int) -> int:
            return victims & (
                ((attackers >> left) & (empty << left))
                | ((attackers >> right) & (empty << right))
                | ((attackers << left) & (empty >> left))
                | ((attackers << right) & (empty >> right))
            )

        def runners(own: int, zone: int, cones: list[int]) -> float:
            return float(
                sum(
                    1
                    for i in range(len(cones))
                    if own >> i & 1 and zone >> i & 1 and not cones[i] & (white | black)
                )
            )

        def halves(own: int) -> float:
            return float(abs(2 * (own & self.left_half).bit_count() - own.bit_count()))

        edge = white.bit_count() - black.bit_count()
        king_edge = (white & kings).bit_count() - (black & kings).bit_count()
        wl, wr = wm & (wm >> left), wm & (wm >> right)
        bl, br = bm & (bm << left), bm & (bm << right)
        scalars = [
            king_edge * share,
            king_edge * (1 - share),
            count(((wm >> left) | (wm >> right)) & empty)
            - count(((bm << left) | (bm << right)) & empty),
            runners(wm, self.white_runaway_zone, self.white_cone)
            - runners(bm, self.black_runaway_zone, self.black_cone),
            edge * 100 / (white | black).bit_count() if edge else 0.0,
            count(wl) - count(bl),
            count(wr) - count(br),
            count(wl & wr) - count(bl & br),
            count(takes(white, black)) - count(takes(black, white)),
            halves(wm) - halves(bm),
        ]
        place, wk, bk = self.king_place, white & kings, black & kings
        fixed = sum(place[i] for i in range(len(place)) if wk >> i & 1)
        fixed -= sum(place[i] for i in range(len(place)) if bk >> i & 1)
        return squares, scalars, fixed

    def extra_features(self, white: int, black: int, kings: int) -> list[float]:
        """The terms of :data:`EXTRA_FEATURES` (a slow, plain definition for
        training and tests): White's count minus Black's."""
        g = topology_for(self.rules)
        n = self.size
        occupied = white | black

        def empty_at(row: int, col: int) -> bool:
            square = g.square_at(row, col)
            return square is not None and not g.square_bits[square] & occupied

        def counts(own: int, forward: int, crown_row: int) -> list[float]:
            blocked = near = mobility = trapped = edge = 0.0
            for square in g.squares_of(own):
                row, col = g.row_col(square)
                ahead = [empty_at(row + forward, col + d) for d in (-1, 1)]
                if g.square_bits[square] & kings:
                    around = ahead + [empty_at(row - forward, col + d) for d in (-1, 1)]
                    mobility += sum(around)
                    trapped += not any(around)
                    edge += row in (0, n - 1) or col in (0, n - 1)
                else:
                    blocked += not any(ahead)
                    near += row + forward == crown_row and any(ahead)
            return [blocked, mobility, trapped, edge, near]

        white_terms = counts(white, -1, 0)
        black_terms = counts(black, 1, n - 1)
        terms = [a - b for a, b in zip(white_terms, black_terms, strict=True)]
        n_white, n_black = white.bit_count(), black.bit_count()
        total = n_white + n_black
        share = min(total, self.full) / self.full
        trade = (n_white - n_black) * 100 / total * (1 - share) if total else 0.0
        return [terms[0], terms[1], terms[2], terms[3], terms[4], trade]

    def pattern_features(self, white: int, black: int, kings: int) -> list[tuple[int, int, int]]:
        """The pattern terms (a slow, plain definition for training and
        tests): ``(region, index, sign)`` for White's reading of each region
        (sign 1) and Black's (sign -1), see :class:`EvalWeights`."""
        g = topology_for(self.rules)
        wm, bm = white & ~kings, black & ~kings
        plain_bits = tuple(g.square_bits)
        turned_bits = tuple(
            [0] + [g.square_bits[g.squares + 1 - s] for s in range(1, g.squares + 1)]
        )
        out = []
        for r, squares in enumerate(self.regions):
            out.append((r, pattern_index(squares, wm, bm, plain_bits), 1))
            out.append((r, pattern_index(squares, bm, wm, turned_bits), -1))
        return out

    def special_ending(self, white: int, black: int, kings: int) -> bool:
        """True for the endings that ``white_score`` scores with endgame
        knowledge on top of the weights: one side has only kings against
        more pieces, or a lone flying king holds against a few pieces."""
        if self.params.giveaway:
            return False
        n_white, n_black = white.bit_count(), black.bit_count()
        wk, bk = white & kings, black & kings
        if (bk == black and wk and n_white > n_black) or (wk == white and bk and n_black > n_white):
            return True
        holds = self.params.drawish_holds
        return bool(holds) and (
            bool(bk and n_black < n_white <= holds) or bool(wk and n_white < n_black <= holds)
        )

    def _scorer(self) -> Callable[[int, int, int], int]:
        """``white_score(white, black, kings)``: the static score from White's
        point of view, as a closure over the tables (the search calls it at
        every quiet leaf)."""
        board, left, right = self.board, self.left, self.right
        width = self.width
        mask = (1 << width) - 1
        s1, s2, s3, s4 = width, 2 * width, 3 * width, 4 * width
        wm0, wm1, wm2, wm3, wm4 = self.white_men
        bm0, bm1, bm2, bm3, bm4 = self.black_men
        wp0, wp1, wp2, wp3, wp4 = self.white_men_packed
        bp0, bp1, bp2, bp3, bp4 = self.black_men_packed
        men_pack = self.men_pack
        men_mask, men_half, men_bits = men_pack - 1, men_pack >> 1, men_pack.bit_length() - 1
        phased, full = self.phased, self.full
        wk0, wk1, wk2, wk3, wk4 = self.white_kings
        bk0, bk1, bk2, bk3, bk4 = self.black_kings
        white_zone, black_zone = self.white_runaway_zone, self.black_runaway_zone
        white_cone, black_cone = self.white_cone, self.black_cone
        holds = self.params.drawish_holds
        giveaway = self.params.giveaway
        cornering = self._cornering
        weights = self.weights
        king_opening, king_ending = weights.king_opening, weights.king_ending
        mobility, runaway, trade = weights.mobility, weights.runaway, weights.trade
        support_left, support_right = weights.support_left, weights.support_right
        triangle, threats, imbalance = weights.triangle, weights.threats, weights.imbalance
        structure = any((support_left, support_right, triangle, threats, imbalance))
        left_half = self.left_half
        diagonal_men = self.diagonal_men
        white_steps, black_steps = self.white_steps, self.black_steps
        drawn_total, drawn_material = self.drawn_total, self.drawn_material
        extra = self.extra
        blocked_men, king_mobility = weights.blocked_men, weights.king_mobility
        trapped_kings, king_edge_weight = weights.trapped_kings, weights.king_edge
        near_crown, trade_ending = weights.near_crown, weights.trade_ending
        king_terms = bool(king_mobility or trapped_kings or king_edge_weight)
        white_crown_step, black_crown_step = self.white_crown_step, self.black_crown_step
        edge_squares = self.edge_squares
        patterned = self.patterned
        pattern_shift = self.pattern_shift
        single_run, double_run = self.single_run, self.double_run
        pack = self.pattern_pack
        pack_mask, pack_half, pack_bits = pack - 1, pack >> 1, pack.bit_length() - 1
        # the usual shape (8×8: four regions in one run of bits, three in
        # two) unrolled; any other shape goes through the loops
        unrolled = len(single_run) == 4 and len(double_run) == 3
        empty_table: dict[int, int] = {}
        (q0, r0, t0, p0), (q1, r1, t1, p1), (q2, r2, t2, p2), (q3, r3, t3, p3) = (
            single_run if unrolled else [(0, 0, 0, empty_table)] * 4
        )
        (e0, f0, i0, g0, h0, j0, d0), (e1, f1, i1, g1, h1, j1, d1) = (
            double_run[:2] if unrolled else [(0, 0, 0, 0, 0, 0, empty_table)] * 2
        )
        ((e2, f2, i2, g2, h2, j2, d2),) = (
            double_run[2:] if unrolled else [(0, 0, 0, 0, 0, 0, empty_table)]
        )

        def line_mobility(men: int, steps: tuple[tuple[int, int, int], ...], empty: int) -> int:
            targets = 0
            for edge, ls, rs in steps:
                targets |= ((men & edge) << ls) >> rs
            return (targets & empty).bit_count()

        def white_score(white: int, black: int, kings: int) -> int:
            if kings:
                wm = white & ~kings
                bm = black & ~kings
            else:
                wm, bm = white, black
            n_white = white.bit_count()
            n_black = black.bit_count()
            if patterned:  # the men's values are in the region tables
                up = bm << pattern_shift
                if unrolled:
                    packed = (
                        p0[((wm >> q0) & r0) | ((up >> q0) & t0)]
                        + p1[((wm >> q1) & r1) | ((up >> q1) & t1)]
                        + p2[((wm >> q2) & r2) | ((up >> q2) & t2)]
                        + p3[((wm >> q3) & r3) | ((up >> q3) & t3)]
                        + d0[
                            ((wm >> e0) & f0)
                            | ((wm >> g0) & h0)
                            | ((up >> e0) & i0)
                            | ((up >> g0) & j0)
                        ]
                        + d1[
                            ((wm >> e1) & f1)
                            | ((wm >> g1) & h1)
                            | ((up >> e1) & i1)
                            | ((up >> g1) & j1)
                        ]
                        + d2[
                            ((wm >> e2) & f2)
                            | ((wm >> g2) & h2)
                            | ((up >> e2) & i2)
                            | ((up >> g2) & j2)
                        ]
                    )
                else:
                    packed = 0
                    for shift, run, black_run, table in single_run:
                        packed += table[((wm >> shift) & run) | ((up >> shift) & black_run)]
                    for shift, run, black_run, shift2, run2, black_run2, table in double_run:
                        packed += table[
                            ((wm >> shift) & run)
                            | ((wm >> shift2) & run2)
                            | ((up >> shift) & black_run)
                            | ((up >> shift2) & black_run2)
                        ]
                ending = ((packed + pack_half) & pack_mask) - pack_half
                score = (packed - ending) >> pack_bits
                if kings:
                    king_edge = (white & kings).bit_count() - (black & kings).bit_count()
                    score += king_edge * king_opening
                    ending += king_edge * king_ending
                pieces = min(n_white + n_black, full)
                score = _div(score * pieces + ending * (full - pieces), full)
            elif phased:
                packed = (
                    wp0[wm & mask]
                    + wp1[(wm >> s1) & mask]
                    + wp2[(wm >> s2) & mask]
                    + wp3[(wm >> s3) & mask]
                    + wp4[wm >> s4]
                    - bp0[bm & mask]
                    - bp1[(bm >> s1) & mask]
                    - bp2[(bm >> s2) & mask]
                    - bp3[(bm >> s3) & mask]
                    - bp4[bm >> s4]
                )
                ending = ((packed + men_half) & men_mask) - men_half
                score = (packed - ending) >> men_bits
                if kings:
                    king_edge = (white & kings).bit_count() - (black & kings).bit_count()
                    score += king_edge * king_opening
                    ending += king_edge * king_ending
                pieces = min(n_white + n_black, full)
                score = _div(score * pieces + ending * (full - pieces), full)
            else:
                score = (
                    wm0[wm & mask]
                    + wm1[(wm >> s1) & mask]
                    + wm2[(wm >> s2) & mask]
                    + wm3[(wm >> s3) & mask]
                    + wm4[wm >> s4]
                    - bm0[bm & mask]
                    - bm1[(bm >> s1) & mask]
                    - bm2[(bm >> s2) & mask]
                    - bm3[(bm >> s3) & mask]
                    - bm4[bm >> s4]
                )
                if kings:
                    score += (
                        (white & kings).bit_count() - (black & kings).bit_count()
                    ) * king_opening
            occupied = white | black
            empty = board ^ occupied
            # mobility of the men: forward steps available
            w_left, w_right = wm >> left, wm >> right  # squares ahead of White's men
            b_left, b_right = bm << left, bm << right
            if diagonal_men:
                score += mobility * (
                    ((w_left | w_right) & empty).bit_count()
                    - ((b_left | b_right) & empty).bit_count()
                )
            else:
                score += mobility * (
                    line_mobility(wm, white_steps, empty) - line_mobility(bm, black_steps, empty)
                )
            if extra:
                up_left, up_right = empty << left, empty << right  # White steps there
                down_left, down_right = empty >> left, empty >> right
                white_free, black_free = up_left | up_right, down_left | down_right
                score += blocked_men * (
                    (wm & ~white_free).bit_count() - (bm & ~black_free).bit_count()
                )
                score += near_crown * (
                    (wm & white_crown_step & white_free).bit_count()
                    - (bm & black_crown_step & black_free).bit_count()
                )
                if kings and king_terms:
                    wk = white & kings
                    bk = black & kings
                    if king_mobility:
                        score += king_mobility * (
                            (wk & up_left).bit_count()
                            + (wk & up_right).bit_count()
                            + (wk & down_left).bit_count()
                            + (wk & down_right).bit_count()
                            - (bk & up_left).bit_count()
                            - (bk & up_right).bit_count()
                            - (bk & down_left).bit_count()
                            - (bk & down_right).bit_count()
                        )
                    if trapped_kings:
                        free = white_free | black_free
                        score += trapped_kings * (
                            (wk & ~free).bit_count() - (bk & ~free).bit_count()
                        )
                    if king_edge_weight:
                        score += king_edge_weight * (
                            (wk & edge_squares).bit_count() - (bk & edge_squares).bit_count()
                        )
                if trade_ending and n_white != n_black:
                    total = n_white + n_black
                    pieces = min(total, full)
                    edge = (n_white - n_black) * trade_ending * 100 * (full - pieces)
                    score += _div(edge, total * full)
            if structure:
                wl, wr = wm & w_left, wm & w_right
                bl, br = bm & b_left, bm & b_right
                score += (
                    support_left * (wl.bit_count() - bl.bit_count())
                    + support_right * (wr.bit_count() - br.bit_count())
                    + triangle * ((wl & wr).bit_count() - (bl & br).bit_count())
                )
                up_left, up_right = empty << left, empty << right  # a square behind is empty
                down_left, down_right = empty >> left, empty >> right
                white_takes = black & (
                    ((white >> left) & up_left)
                    | ((white >> right) & up_right)
                    | ((white << left) & down_left)
                    | ((white << right) & down_right)
                )
                black_takes = white & (
                    ((black >> left) & up_left)
                    | ((black >> right) & up_right)
                    | ((black << left) & down_left)
                    | ((black << right) & down_right)
                )
                score += threats * (white_takes.bit_count() - black_takes.bit_count())
                score += imbalance * (
                    abs(2 * (wm & left_half).bit_count() - wm.bit_count())
                    - abs(2 * (bm & left_half).bit_count() - bm.bit_count())
                )
            runners = wm & white_zone
            while runners:
                bit = runners & -runners
                runners ^= bit
                if not white_cone[bit.bit_length() - 1] & occupied:
                    score += runaway
            runners = bm & black_zone
            while runners:
                bit = runners & -runners
                runners ^= bit
                if not black_cone[bit.bit_length() - 1] & occupied:
                    score -= runaway
            if kings:
                wk = white & kings
                bk = black & kings
                score += (
                    wk0[wk & mask]
                    + wk1[(wk >> s1) & mask]
                    + wk2[(wk >> s2) & mask]
                    + wk3[(wk >> s3) & mask]
                    + wk4[wk >> s4]
                    - bk0[bk & mask]
                    - bk1[(bk >> s1) & mask]
                    - bk2[(bk >> s2) & mask]
                    - bk3[(bk >> s3) & mask]
                    - bk4[bk >> s4]
                )
                if not giveaway:
                    if not bm and wk and n_white > n_black:
                        score += cornering(wk, bk)
                    elif not wm and bk and n_black > n_white:
                        score -= cornering(bk, wk)
                if holds and (
                    (bk and n_black < n_white <= holds) or (wk and n_white < n_black <= holds)
                ):
                    return _div(score, DRAWISH_DIVISOR)
            if n_white != n_black:  # trading down when ahead (rounded towards zero)
                edge = (n_white - n_black) * trade * 100
                total = n_white + n_black
                score += edge // total if edge > 0 else -(-edge // total)
            if (
                drawn_total
                and n_white + n_black <= drawn_total
                and drawn_material(white, black, kings)
            ):
                return _div(score, DRAWISH_DIVISOR)
            return score

        return white_score

    def _cornering(self, strong_kings: int, weak_kings: int) -> int:
        """Bonus for the side that has more pieces against only kings."""
        row_of, col_of = self.row_of, self.col_of
        bonus = 0
        weak_list = []
        while weak_kings:
            bit = weak_kings & -weak_kings
            weak_kings ^= bit
            weak_list.append(bit)
        last = self.size - 1
        for weak in weak_list:
            wi = weak.bit_length() - 1
            wr, wc = row_of[wi], col_of[wi]
            if weak & self.refuge:
                bonus -= DOUBLE_CORNER_PENALTY
            bonus -= WEAK_KING_CENTRE_WEIGHT * (min(wr, last - wr) + min(wc, last - wc))
            strong = strong_kings
            while strong:
                bit = strong & -strong
                strong ^= bit
                si = bit.bit_length() - 1
                bonus -= KING_PROXIMITY_WEIGHT * max(abs(row_of[si] - wr), abs(col_of[si] - wc))
        return bonus


@cache
def evaluator_for(rules: Rules) -> Evaluator:
    """The (cached) evaluator of ``rules``: its tables are built once."""
    return Evaluator(rules)


def _div(a: int, b: int) -> int:
    """Division rounding towards zero, so that the evaluation is colour-symmetric."""
    return a // b if a >= 0 else -(-a // b)


def _advance(rows: int, size: int, most: int = ADVANCE_MAX) -> int:
    """Advancement bonus of a man ``rows`` rows from its first row, ``size``
    rows from that row to the crowning row included (``most`` one row from
    crowning)."""
    span = size - 2
    return round(most * (rows / span) ** 2) if rows > 0 else 0


def _steps(rules: Rules, directions: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """Each direction as ``(edge, left, right)``: a step is ``((bb & edge) <<
    left) >> right`` (one of the shifts is 0)."""
    out = []
    for d in directions:
        step = topology_for(rules).directions[d]
        out.append((step.edge, max(step.shift, 0), max(-step.shift, 0)))
    return tuple(out)


def _cone(g: Topology, row: int, col: int, step: int) -> int:
    """The squares in front of (row, col) within the widening cone towards the
    crowning row (``step`` -1 for White, +1 for Black)."""
    mask = 0
    width = 1
    r = row + step
    while 0 <= r < g.size:
        for c in range(col - width, col + width + 1):
            sq = g.square_at(r, c)
            if sq is not None:
                mask |= g.square_bits[sq]
        width += 1
        r += step
    return mask
