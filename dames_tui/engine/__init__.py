"""The engine: evaluation, search, transposition table, levels (no Textual, no I/O)."""

from .eval import EvalParams, Evaluator
from .score import WIN, format_men, format_score, is_win_score, mate_in
from .search import Engine, Limits, SearchInfo, SearchResult, search, time_budget
from .tt import TranspositionTable

__all__ = [
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
