"""Storage for games that last: settings, the game in progress, statistics
and PDN files, with no Textual import (the interface calls it).

Every write is atomic (:func:`atomic_write_text`) and raises
:class:`StorageError` when the disk refuses. Every load of our own files
returns a :class:`LoadResult`: the value to use (defaults where the file
fails) and at most one :class:`LoadWarning` (a code to translate), keeping a
numbered ``.bad`` copy of a damaged file (the ten newest are kept); a load
never raises, whatever the file's bytes, never blocks (only a regular file of
at most 4 MB, 1 MB for a saved game, is read: a FIFO or a device is
"unreadable"), and never writes the file it read. A save over a file that did
not load cleanly keeps it first (its copy, or the file renamed aside), and
statistics from a newer version are never written over.

Typical use from an App::

    settings = load_settings(themes=THEMES)      # .value, .warning
    saved = load_autosave()                      # .value: SavedGame | None
    autosave(game, human_side, level)            # after every move
    clear_autosave()                             # game over, or resume declined
    result = result_for(game, human_side)        # "win" | "draw" | "loss" | None
    if result is not None:
        record_game(game_id, variant, human_side, level, origin, result)
    rows = stats_table(load_stats().value)
"""

from .atomic import atomic_write_bytes, atomic_write_text
from .autosave import (
    OWN_TAGS,
    Evaluation,
    SavedGame,
    autosave,
    clear_autosave,
    discard_set_aside,
    load_autosave,
    load_set_aside,
    new_game_id,
    resume_set_aside,
    set_aside_autosave,
)
from .errors import WARNING_CODES, LoadResult, LoadWarning, StorageError
from .paths import (
    autosave_path,
    config_dir,
    data_dir,
    set_aside_dir,
    settings_path,
    stats_path,
)
from .pdnfiles import PdnLoadError, load_games_pdn, save_game_pdn, save_tree_pdn
from .settings import Settings, load_settings, save_settings
from .stats import (
    ORIGINS,
    GameEntry,
    GameResult,
    Origin,
    Stats,
    StatsRow,
    Tally,
    load_stats,
    percentages,
    record_game,
    result_for,
    save_stats,
    stats_table,
)

__all__ = [
    "ORIGINS",
    "OWN_TAGS",
    "WARNING_CODES",
    "Evaluation",
    "GameEntry",
    "GameResult",
    "LoadResult",
    "LoadWarning",
    "Origin",
    "PdnLoadError",
    "SavedGame",
    "Settings",
    "Stats",
    "StatsRow",
    "StorageError",
    "Tally",
    "atomic_write_bytes",
    "atomic_write_text",
    "autosave",
    "autosave_path",
    "clear_autosave",
    "config_dir",
    "data_dir",
    "discard_set_aside",
    "load_autosave",
    "load_games_pdn",
    "load_set_aside",
    "load_settings",
    "load_stats",
    "new_game_id",
    "percentages",
    "record_game",
    "result_for",
    "resume_set_aside",
    "save_game_pdn",
    "save_settings",
    "save_stats",
    "save_tree_pdn",
    "set_aside_autosave",
    "set_aside_dir",
    "settings_path",
    "stats_path",
    "stats_table",
]
