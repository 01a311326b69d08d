"""Playing levels, hints and draw offers, on top of :mod:`.search`.

They need from a game only ``game.position``, ``game.rules``,
``game.repetition_history()`` (positions since the last irreversible move),
``game.reversible_plies``, ``game.legal_moves()`` (the moves the game allows:
the same-king rule may refuse some of the position's) and ``game.king_runs``
(that rule's state, for the search): :class:`~dames_tui.game.Game` fits.

Levels (time in seconds per move; ``randomness`` is the softmax temperature in
centi-men over the root scores, ``blunder`` the chance of a random legal move):

===  =========  ==========  =====  =====  ==========  =======
 n   key        French      depth  time   randomness  blunder
===  =========  ==========  =====  =====  ==========  =======
 1   beginner   Débutant      1    0.2     150        0.25
 2   amateur    Amateur       2    0.3      60        0.08
 3   club       Club          4    0.5      20        0
 4   expert     Expert       10    1.5       0        0
 5   master     Maître       64    4.0       0        0
===  =========  ==========  =====  =====  ==========  =======
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
class Level:
    """A playing strength: a search budget and how often it strays from the best move."""

    number: int
    key: str
    depth: int
    time: float
    randomness: float  # softmax temperature in centi-men over root scores (0: best move)
    blunder: float = 0.0  # probability of playing a random legal move
    title_fr: str = ""
    title_en: str = ""


LEVELS: tuple[Level, ...] = (
    Level(1, "beginner", 1, 0.2, 150.0, 0.25, "Débutant", "Beginner"),
    Level(2, "amateur", 2, 0.3, 60.0, 0.08, "Amateur", "Amateur"),
    Level(3, "club", 4, 0.5, 20.0, 0.0, "Club", "Club player"),
    Level(4, "expert", 10, 1.5, 0.0, 0.0, "Expert", "Expert"),
    Level(5, "master", 64, 4.0, 0.0, 0.0, "Maître", "Master"),
)


def level(number_or_key: int | str) -> Level:
    """The level of that number (1-5) or key ("beginner" ... "master")."""
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
    chosen = level(level_number)
    rng = rng if rng is not None else random.Random()
    engine = engine if engine is not None else Engine()
    position = game.position
    history = game.repetition_history()
    limits = Limits(depth=chosen.depth, time=chosen.time)
    if clock is not None:
        limits = dataclasses.replace(clock, depth=min(chosen.depth, clock.depth or chosen.depth))
    runs = game.king_runs
    if chosen.randomness <= 0 and chosen.blunder <= 0:
        return engine.search(position, history, limits, stop_event, on_info, king_runs=runs)
    legal = game.legal_moves()
    if len(legal) <= 1:
        return engine.search(position, history, limits, stop_event, on_info, king_runs=runs)
    if rng.random() < chosen.blunder:
        move = rng.choice(legal)
        return SearchResult(move, 0, 0, 0, (move,), 0.0, None)
    scored = engine.score_moves(position, history, chosen.depth, king_runs=runs)
    move, score = _softmax_choice(scored, chosen.randomness, rng)
    return SearchResult(move, score, chosen.depth, 0, (move,), 0.0, mate_in(score))


def _softmax_choice(
    scored: Sequence[tuple[Move, int]], temperature: float, rng: random.Random
) -> tuple[Move, int]:
    """A move drawn with probability proportional to exp(score / temperature);
    a forced win is always taken."""
    ordered = sorted(scored, key=lambda ms: (-ms[1], ms[0].start, ms[0].path))
    best = ordered[0][1]
    if mate_in(best) is not None and best > 0:
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
