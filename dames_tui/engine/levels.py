"""Playing levels, hints and draw offers, on top of :mod:`.search`.

They need from a game only ``game.position``, ``game.rules``,
``game.repetition_history()`` (positions since the last irreversible move),
``game.reversible_plies``, ``game.legal_moves()`` (the moves the game allows:
the same-king rule may refuse some of the position's) and ``game.king_runs``
(that rule's state, for the search): :class:`~dames_tui.game.Game` fits.

Levels form a ladder of sixteen: each one scores well against the one below
(the measured table is in README.md, ``benchmarks/ladder.py`` plays it). The
lowest nine judge every legal move with a full-window search of a small
depth and then choose the way a player of that strength does:

- a shallow look: with probability ``glance`` a move is judged at
  ``glance_depth`` plies only, so deeper shots go unseen;
- greed: ``greed`` centi-men are added to a move for each piece it takes and
  for a crowning, so material and kings are grabbed even when it costs later;
- a misjudgement: the choice is drawn from a softmax of the scores at
  ``temperature`` centi-men, so a move close to the best is often taken, a
  bad one seldom, and a forced win always.

No level plays a random legal move, and these lower levels play their
endings without the endgame tables, as players of their strength do. Levels
10 to 14 search for their best move within a number of nodes, a strength
that is the same on any machine and under any load (with a time that only a
slow machine reaches); the top two search for a time per move, and think on
the player's time (:attr:`Level.ponders`).

===  =============  ===============  =====  =====  ====  =====  ======  =====
 n   key            French           depth  nodes  temp  greed  glance  time
===  =============  ===============  =====  =====  ====  =====  ======  =====
 1   beginner       Débutant           1      —    100    50      0
 2   novice         Novice             3      —     75    35    0.70@1
 3   initiate       Initié             3      —     60    28    0.40@1
 4   apprentice     Apprenti           3      —     45    20    0.25@1
 5   amateur        Amateur            3      —     35    15    0.15@1
 6   regular        Habitué            3      —     22     9    0.06@1
 7   club           Joueur de club     3      —     12     4      0
 8   club-regular   Club confirmé      4      —     12     4      0
 9   strong         Fort               5      —     10     3      0
10   very-strong    Très fort         64     2 k     0     0      0     0.5
11   expert         Expert            64   4.5 k     0     0      0     0.5
12   candidate      Aspirant          64    12 k     0     0      0     0.5
13   master         Maître            64    45 k     0     0      0     0.6
14   strong-master  Maître fort       64   120 k     0     0      0     0.6
15   grandmaster    Grand maître      64      —      0     0      0     1.0
16   champion       Champion          64      —      0     0      0     4.0
===  =============  ===============  =====  =====  ====  =====  ======  =====

That is the 8×8 boards' ladder. On the larger boards, where a ply of
depth is a larger step, level 6 plays at temperature 25 with greed 10 and
a glance of 0.08, levels 7, 8 and 9 at temperatures 14, 16 and 20 with
greed 5, 5 and 6, and levels 10 to 14 search 3 k, 6 k, 15 k, 40 k and
150 k nodes (0.5, 0.5, 0.5, 0.6 and 0.7 s at most). Each level has an
approximate rating on the 8×8 ladder (English checkers) and on the 10×10
one (international draughts), anchored at 800 for the
beginner (a child who knows the rules beats it) and going up by the Elo
differences measured between neighbours by self-play (README.md gives the
table and how it was played).
"""

from __future__ import annotations

import dataclasses
import math
import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..core import Move, Position, Rules
from ..game.king_rule import KingRun
from .limits import Limits
from .score import mate_in
from .search import Engine, InfoCallback, SearchResult

DRAW_ACCEPT_THRESHOLD = 30  # centi-men: the engine accepts a draw at or below +0.30 for itself
HINT_LIMITS = Limits(depth=8, time=0.5)
DRAW_OFFER_LIMITS = Limits(depth=8, time=0.5, analysis=True)


class GameLike(Protocol):
    """What the engine reads from a game."""

    @property
    def position(self) -> Position: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def reversible_plies(self) -> int: ...

    @property
    def king_runs(self) -> tuple[KingRun, KingRun]: ...

    def repetition_history(self) -> list[Position]: ...

    def legal_moves(self) -> list[Move]: ...


@dataclass(frozen=True, slots=True)
class Style:
    """How a level plays on one kind of board: a search budget, the way it
    strays from the best move, and its approximate rating on that board's
    ladder."""

    depth: int
    time: float
    temperature: float = 0.0  # softmax temperature in centi-men over root scores (0: best move)
    greed: float = 0.0  # centi-men added to a root move per piece taken and for a crowning
    glance: float = 0.0  # probability of judging the moves at glance_depth plies only
    glance_depth: int = 1
    rating: int = 0
    nodes: int | None = None  # a search's budget in nodes as well as in time (None: time only)

    @property
    def searches(self) -> bool:
        """True for a style that searches for the best move (no human mistakes)."""
        return self.temperature <= 0 and self.greed <= 0 and self.glance <= 0


@dataclass(frozen=True, slots=True)
class Level:
    """A playing strength, with its style on the 8x8 boards (the English
    ladder) and on the larger ones (the international ladder): the steps
    between neighbours are measured on each ladder, and the same parameters
    do not make the same steps on both."""

    number: int
    key: str
    small: Style  # boards of 8x8 or less
    large: Style  # 10x10 and larger

    def on(self, rules: Rules) -> Style:
        """The level's style for a variant's board."""
        return self.small if rules.board_size <= 8 else self.large

    @property
    def searches(self) -> bool:
        """True for the levels that search for the best move, on both
        boards alike (a test keeps the two styles agreeing)."""
        return self.small.searches

    @property
    def ponders(self) -> bool:
        """True for the levels that may think on the player's time: those
        that search with a time per move and no node budget (a budget in
        nodes is a strength, which thinking ahead would change)."""
        return self.searches and self.small.nodes is None

    def rating_for(self, rules: Rules) -> int:
        """The level's approximate rating in a variant (8x8 boards on the
        English ladder, the others on the international one)."""
        return self.on(rules).rating


# (number, key, style on the 8x8 boards, on the larger ones (None: the
# same), 8x8 rating, 10x10 rating); README.md says which steps were measured
_LADDER: tuple[tuple[int, str, Style, Style | None, int, int], ...] = (
    (1, "beginner", Style(1, 0.2, 100.0, 50.0), None, 800, 800),
    # 1 -> 2 scored 78-79 % on both ladders with the glance at 0.55
    (2, "novice", Style(3, 0.2, 75.0, 35.0, 0.70), None, 960, 980),
    (3, "initiate", Style(3, 0.3, 60.0, 28.0, 0.40), None, 1090, 1140),
    (4, "apprentice", Style(3, 0.3, 45.0, 20.0, 0.25), None, 1200, 1320),
    (5, "amateur", Style(3, 0.4, 35.0, 15.0, 0.15), None, 1300, 1480),
    (6, "regular", Style(3, 0.4, 22.0, 9.0, 0.06), Style(3, 0.4, 25.0, 10.0, 0.08), 1440, 1640),
    # in international draughts each ply of depth is a larger step than in
    # English: levels 7 to 9 stray further from the best move there, and the
    # node budgets rise by other factors (README.md gives the measured steps)
    (7, "club", Style(3, 0.4, 12.0, 4.0), Style(3, 0.4, 14.0, 5.0), 1550, 1730),
    (8, "club-regular", Style(4, 0.4, 12.0, 4.0), Style(4, 0.4, 16.0, 5.0), 1650, 1860),
    (9, "strong", Style(5, 0.5, 10.0, 3.0), Style(5, 0.5, 20.0, 6.0), 1770, 2010),
    (10, "very-strong", Style(64, 0.5, nodes=2_000), Style(64, 0.5, nodes=3_000), 1920, 2150),
    (11, "expert", Style(64, 0.5, nodes=4_500), Style(64, 0.5, nodes=6_000), 2110, 2250),
    (12, "candidate", Style(64, 0.5, nodes=12_000), Style(64, 0.5, nodes=15_000), 2290, 2400),
    (13, "master", Style(64, 0.6, nodes=45_000), Style(64, 0.6, nodes=40_000), 2450, 2560),
    # well under what the compiled engine searches in level 15's second
    # (about 350 k nodes), so that 14 -> 15 stays a step
    (14, "strong-master", Style(64, 0.6, nodes=120_000), Style(64, 0.7, nodes=150_000), 2560, 2750),
    (15, "grandmaster", Style(64, 1.0), None, 2720, 2890),
    (16, "champion", Style(64, 4.0), None, 2830, 3070),
)
LEVELS: tuple[Level, ...] = tuple(
    Level(
        number,
        key,
        dataclasses.replace(small, rating=small_rating),
        dataclasses.replace(large or small, rating=large_rating),
    )
    for number, key, small, large, small_rating, large_rating in _LADDER
)
TOP_LEVEL = LEVELS[-1].number


def level(number_or_key: int | str) -> Level:
    """The level of that number (1-16) or key ("beginner" ... "champion")."""
    for candidate in LEVELS:
        if number_or_key in (candidate.number, candidate.key):
            return candidate
    raise ValueError(f"no level {number_or_key!r} (1-{len(LEVELS)})")


@dataclass(frozen=True, slots=True)
class DrawDecision:
    """The engine's answer to a draw offer; ``reason`` is "balanced", "behind" or "ahead"."""

    accept: bool
    reason: str
    score: int = 0  # the engine's evaluation for itself, centi-men


def play_level(
    game: GameLike,
    level_number: int,
    stop_event: threading.Event | None = None,
    on_info: InfoCallback | None = None,
    *,
    rng: random.Random | None = None,
    engine: Engine | None = None,
    clock: Limits | None = None,
) -> SearchResult:
    """The engine's move at a level. ``rng`` makes the choice reproducible
    (tests pass ``random.Random(seed)``); ``engine`` keeps its table between moves.

    ``clock`` is the time the game gives the move (a game clock's limits,
    or a time per move): it takes the place of the level's own time per
    move, the level's depth still applies.
    """
    chosen = level(level_number).on(game.rules)
    rng = rng if rng is not None else random.Random()
    engine = engine if engine is not None else Engine()
    position = game.position
    history = game.repetition_history()
    limits = Limits(depth=chosen.depth, time=chosen.time, nodes=chosen.nodes)
    if clock is not None:
        limits = dataclasses.replace(
            clock,
            depth=min(chosen.depth, clock.depth or chosen.depth),
            nodes=min(filter(None, (chosen.nodes, clock.nodes)), default=None),
        )
    runs = game.king_runs
    legal = game.legal_moves()
    if chosen.searches or len(legal) <= 1:
        return engine.search(position, history, limits, stop_event, on_info, king_runs=runs)
    depth = chosen.glance_depth if rng.random() < chosen.glance else chosen.depth
    scored = [
        (move, score)
        for move, score in engine.score_moves(
            position, history, depth, king_runs=runs, tables=False
        )
        if move in legal  # the same-king rule may refuse some of the position's moves
    ]
    if not scored:
        return engine.search(position, history, limits, stop_event, on_info, king_runs=runs)
    move, score = _human_choice(scored, chosen, rng)
    return SearchResult(move, score, depth, 0, (move,), 0.0, mate_in(score))


def _human_choice(
    scored: Sequence[tuple[Move, int]], chosen: Style, rng: random.Random
) -> tuple[Move, int]:
    """A move as a player of that level picks it: greed for material and
    crownings added to the scores, then a softmax draw (a forced win is
    always taken); the score returned is the search's, without the greed."""
    best_move, best = max(scored, key=lambda ms: ms[1])
    if mate_in(best) is not None and best > 0:
        return best_move, best
    wanted = [
        (move, score + round(chosen.greed * (len(move.captured) + move.crowns)))
        for move, score in scored
    ]
    move, _ = _softmax_choice(wanted, chosen.temperature, rng)
    return move, dict(scored)[move]


def _softmax_choice(
    scored: Sequence[tuple[Move, int]], temperature: float, rng: random.Random
) -> tuple[Move, int]:
    """A move drawn with probability proportional to exp(score / temperature)
    (the best one at temperature 0); a forced win is always taken."""
    ordered = sorted(scored, key=lambda ms: (-ms[1], ms[0].start, ms[0].path))
    best = ordered[0][1]
    if (mate_in(best) is not None and best > 0) or temperature <= 0:
        return ordered[0]
    weights = [math.exp(max(-50.0, (score - best) / temperature)) for _, score in ordered]
    pick = rng.random() * sum(weights)
    for (move, score), weight in zip(ordered, weights, strict=True):
        pick -= weight
        if pick <= 0:
            return move, score
    return ordered[-1]


def hint(
    game: GameLike, stop_event: threading.Event | None = None, *, engine: Engine | None = None
) -> Move | None:
    """The best move for the side to move from a short search (depth 8 or 0.5 s)."""
    engine = engine if engine is not None else Engine()
    history = game.repetition_history()
    result = engine.search(
        game.position, history, HINT_LIMITS, stop_event, king_runs=game.king_runs
    )
    return result.move


def decide_draw_offer(
    game: GameLike,
    stop_event: threading.Event | None = None,
    *,
    engine: Engine | None = None,
    engine_is_to_move: bool = False,
) -> DrawDecision:
    """Accept or decline a draw offered to the engine.

    The human offers on his own turn, so by default the engine is the side
    *not* to move: the search scores the position for the side to move and
    the engine's evaluation is its negation (``engine_is_to_move`` for the
    other case). Accept when that evaluation is at most
    :data:`DRAW_ACCEPT_THRESHOLD`; the reason is "balanced" within the
    threshold either way, "behind" below it, "ahead" above it.

    The score is measured against the variant's goal, so in the giveaway
    games (:attr:`~dames_tui.core.rules.Goal.GIVEAWAY`) "behind" means
    further from running out of pieces or moves than the opponent (more
    pieces, more freedom), or a search that sees the opponent give its last
    pieces away.
    """
    engine = engine if engine is not None else Engine()
    history = game.repetition_history()
    result = engine.search(
        game.position, history, DRAW_OFFER_LIMITS, stop_event, king_runs=game.king_runs
    )
    score = result.score if engine_is_to_move else -result.score
    if abs(score) <= DRAW_ACCEPT_THRESHOLD:
        return DrawDecision(True, "balanced", score)
    if score < 0:
        return DrawDecision(True, "behind", score)
    return DrawDecision(False, "ahead", score)
