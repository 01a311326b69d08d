"""The engine: evaluation, search, transposition table, levels (no Textual, no I/O)."""

from .eval import EvalParams, Evaluator
from .levels import (
    DRAW_ACCEPT_THRESHOLD,
    LEVELS,
    DrawDecision,
    Level,
    decide_draw_offer,
    hint,
    level,
    play_level,
)
from .score import WIN, format_men, format_score, is_win_score, mate_in
from .search import Engine, Limits, SearchInfo, SearchResult, search, time_budget
from .tt import TranspositionTable

__all__ = [
    "DRAW_ACCEPT_THRESHOLD",
    "LEVELS",
    "DrawDecision",
    "Level",
    "decide_draw_offer",
    "hint",
    "level",
    "play_level",
    "WIN",
    "Engine",
    "EvalParams",
    "Evaluator",
    "Limits",
    "SearchInfo",
    "SearchResult",
    "TranspositionTable",
    "format_men",
    "format_score",
    "is_win_score",
    "mate_in",
    "search",
    "time_budget",
]
