"""The engine: evaluation, search, transposition table, levels (no Textual, no I/O)."""

from ..core.pickling import by_fields
from .eval import EvalParams, Evaluator, EvalWeights
from .levels import (
    DRAW_ACCEPT_THRESHOLD,
    LEVELS,
    DrawDecision,
    Level,
    Style,
    decide_draw_offer,
    hint,
    level,
    play_level,
)
from .limits import Limits, time_budget
from .score import WIN, format_men, format_score, is_win_score, mate_in
from .search import AnalysisCallback, AnalysisLine, Engine, SearchInfo, SearchResult, search
from .tt import TranspositionTable

# pickled through the engine's child process; a compiled build needs this
by_fields(EvalParams, EvalWeights, Limits, SearchInfo, SearchResult, AnalysisLine)

__all__ = [
    "DRAW_ACCEPT_THRESHOLD",
    "LEVELS",
    "WIN",
    "AnalysisCallback",
    "AnalysisLine",
    "DrawDecision",
    "Engine",
    "EvalParams",
    "EvalWeights",
    "Evaluator",
    "Level",
    "Limits",
    "SearchInfo",
    "SearchResult",
    "Style",
    "TranspositionTable",
    "decide_draw_offer",
    "format_men",
    "format_score",
    "hint",
    "is_win_score",
    "level",
    "mate_in",
    "play_level",
    "search",
    "time_budget",
]
