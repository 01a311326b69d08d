"""The player's progress in the puzzles, in ``puzzles.json`` in :func:`data_dir`.

One record per variant; the rating rule itself lives in the flow layer
(:mod:`dames_tui.flow.puzzles`), which hands this module the new record. The
file::

    {"version": 1,
     "variants": {"english": {"rating": 1032, "solved": 4, "failed": 1,
                              "streak": 2, "best_streak": 3,
                              "results": {"english-12": "solved", ...}}}}

``results`` holds the last result of each puzzle tried, by its id, which
tells the trainer which puzzles are still to solve.

Load policy as for the statistics (:mod:`.stats`): no file is no progress; an
unreadable, corrupt or newer file gives empty progress, one warning and
(unless unreadable) a numbered ``.bad`` copy; within a sound file a variant
whose record is not an object, or a bad value (a count that is not an integer
from 0 to :data:`MAX_COUNT`, a rating outside :data:`MIN_RATING` ..
:data:`MAX_RATING`, a result that is not "solved" or "failed"), is dropped or
set to its default with one ``puzzles_invalid_fields`` warning naming them.
Loading never writes the file. :func:`record_puzzle` reads the file, lets the
caller change one variant's record and writes it; a file that did not load
cleanly is kept first, and a newer version's file is never written over
(:class:`StorageError`, reason ``future_version``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Literal, get_args

from dames_tui.core import DraughtsError, find_rules

from .atomic import atomic_write_text, keep_before_replace
from .errors import LoadResult, LoadWarning, StorageError
from .jsonfile import (
    JsonProblem,
    bad_file_warning,
    dump_json,
    is_int,
    load_json_object,
    parse_json_object,
)
from .paths import puzzles_path

PUZZLES_VERSION = 1
PuzzleResult = Literal["solved", "failed"]
PUZZLE_RESULTS: tuple[PuzzleResult, ...] = get_args(PuzzleResult)
INITIAL_RATING = 1000
MIN_RATING, MAX_RATING = 0, 4000
MAX_COUNT = 10**9
MAX_ID_LENGTH = 64
#: the warning codes of this file (translated as ``warning.<code>``)
PUZZLE_WARNING_CODES: frozenset[str] = frozenset(
    {"puzzles_unreadable", "puzzles_corrupt", "puzzles_future_version", "puzzles_invalid_fields"}
)
_COUNTS = ("solved", "failed", "streak", "best_streak")


@dataclass(frozen=True)
class PuzzleRecord:
    """One variant's progress: puzzles solved and failed (attempts), the
    current and the best run of clean solves, the rating, and the last
    result of each puzzle tried (by id)."""

    rating: int = INITIAL_RATING
    solved: int = 0
    failed: int = 0
    streak: int = 0
    best_streak: int = 0
    results: Mapping[str, PuzzleResult] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        return {
            "rating": self.rating,
            "solved": self.solved,
            "failed": self.failed,
            "streak": self.streak,
            "best_streak": self.best_streak,
            "results": dict(self.results),
        }


@dataclass(frozen=True)
class PuzzleProgress:
    """The records by variant name; replaced, never mutated.

    >>> progress = PuzzleProgress().with_record("english", PuzzleRecord(solved=1))
    >>> progress.of("english").solved, progress.of("international").solved
    (1, 0)
    """

    variants: Mapping[str, PuzzleRecord] = field(default_factory=dict)

    def of(self, variant: str) -> PuzzleRecord:
        """The record of ``variant`` (a fresh one if it has none)."""
        return self.variants.get(variant, PuzzleRecord())

    def with_record(self, variant: str, record: PuzzleRecord) -> PuzzleProgress:
        """This progress with ``variant``'s record replaced by ``record``."""
        _check_record(variant, record)
        variants = dict(self.variants)
        variants[variant] = record
        return PuzzleProgress(variants)

    def to_json(self) -> dict[str, object]:
        """The JSON object written to ``puzzles.json`` (with its version)."""
        variants = {name: record.to_json() for name, record in self.variants.items()}
        return {"version": PUZZLES_VERSION, "variants": variants}


def _check_record(variant: str, record: PuzzleRecord) -> None:
    if not _known_variant(variant):
        raise ValueError(f"unknown variant {variant!r}")
    if not MIN_RATING <= record.rating <= MAX_RATING:
        raise ValueError(f"a rating is from {MIN_RATING} to {MAX_RATING}, not {record.rating}")
    for name in _COUNTS:
        value = getattr(record, name)
        if not is_int(value) or not 0 <= value <= MAX_COUNT:
            raise ValueError(f"{name} must be from 0 to {MAX_COUNT}, not {value!r}")
    for puzzle_id, result in record.results.items():
        if not _good_id(puzzle_id) or result not in PUZZLE_RESULTS:
            raise ValueError(f"bad result {puzzle_id!r}: {result!r}")


def _known_variant(name: object) -> bool:
    """A variant's canonical name (an alias is not what we write)."""
    if not isinstance(name, str):
        return False
    try:
        return find_rules(name).name == name
    except DraughtsError:
        return False


def _good_id(puzzle_id: object) -> bool:
    return (
        isinstance(puzzle_id, str)
        and 0 < len(puzzle_id) <= MAX_ID_LENGTH
        and puzzle_id.isascii()
        and puzzle_id.replace("-", "").replace("_", "").isalnum()
    )


# ------------------------------------------------------------------ load/save


def load_puzzle_progress() -> LoadResult[PuzzleProgress]:
    """The saved progress (empty where the file fails; see the module
    docstring), with at most one warning. Never raises for a bad file,
    whatever its bytes; never writes the file."""
    path = puzzles_path()
    loaded = load_json_object(path, "puzzles", PUZZLES_VERSION)
    if loaded.data is None:
        return LoadResult(PuzzleProgress(), loaded.warning)
    progress, bad = _read_progress(loaded.data)
    warning: LoadWarning | None = None
    if bad:
        assert loaded.raw is not None
        names = ", ".join(bad[:10]) + (f", … ({len(bad) - 10} more)" if len(bad) > 10 else "")
        warning = bad_file_warning(
            path, loaded.raw, "puzzles_invalid_fields", f"bad values: {names}", {"fields": names}
        )
    return LoadResult(progress, warning)


def _read_progress(data: Mapping[str, object]) -> tuple[PuzzleProgress, list[str]]:
    """The progress of a JSON object, and the names of its bad fields."""
    found = data.get("variants", {})
    if not isinstance(found, dict):
        return PuzzleProgress(), ["variants"]
    variants: dict[str, PuzzleRecord] = {}
    bad: list[str] = []
    for name, entry in found.items():
        if not _known_variant(name) or not isinstance(entry, dict):
            bad.append(f"variants.{_shown(name)}")
            continue
        record, problems = _read_record(entry, f"variants.{name}")
        variants[name] = record
        bad.extend(problems)
    return PuzzleProgress(variants), bad


def _read_record(entry: Mapping[object, object], where: str) -> tuple[PuzzleRecord, list[str]]:
    problems: list[str] = []
    values: dict[str, int] = {}
    for name in _COUNTS:
        value = entry.get(name, 0)
        if is_int(value) and 0 <= value <= MAX_COUNT:
            values[name] = value
        else:
            values[name] = 0
            problems.append(f"{where}.{name}")
    rating = entry.get("rating", INITIAL_RATING)
    if not is_int(rating) or not MIN_RATING <= rating <= MAX_RATING:
        rating = INITIAL_RATING
        problems.append(f"{where}.rating")
    results: dict[str, PuzzleResult] = {}
    raw_results = entry.get("results", {})
    if not isinstance(raw_results, dict):
        problems.append(f"{where}.results")
        raw_results = {}
    for puzzle_id, result in raw_results.items():
        if _good_id(puzzle_id) and result in PUZZLE_RESULTS:
            results[puzzle_id] = result
        else:
            problems.append(f"{where}.results.{_shown(puzzle_id)}")
    assert is_int(rating)
    return PuzzleRecord(rating, results=results, **values), problems


def _shown(name: object) -> str:
    """A key from the file as a field name: printable ASCII, cut short."""
    text = name if isinstance(name, str) else repr(name)
    text = "".join(c if c.isascii() and c.isprintable() else "?" for c in text)
    return text if len(text) <= 24 else text[:23] + "…"


def _sound(raw: bytes) -> bool:
    """Whether ``raw`` loads cleanly; a newer version's file is refused
    (StorageError): it is never written over."""
    found = parse_json_object(raw, PUZZLES_VERSION)
    if isinstance(found, JsonProblem):
        if found.code == "future_version":
            raise StorageError(
                f"{puzzles_path()} is from a newer dames_tui: {found.detail}",
                path=puzzles_path(),
                reason="future_version",
                detail=found.detail,
            )
        return False
    return not _read_progress(found)[1]


def save_puzzle_progress(progress: PuzzleProgress) -> Path:
    """Write ``progress`` atomically; returns the path. A file there that does
    not load cleanly is kept first. Raises :class:`StorageError` when the disk
    refuses, the file cannot be kept, or it is a newer version's."""
    path = puzzles_path()
    keep_before_replace(path, _sound)
    atomic_write_text(path, dump_json(progress.to_json()))
    return path


def record_puzzle(
    variant: str, change: Callable[[PuzzleRecord], PuzzleRecord]
) -> LoadResult[PuzzleProgress]:
    """Read the progress, replace ``variant``'s record by ``change(record)``
    and write it; returns the new progress with the load's warning, if any.
    Raises :class:`StorageError` as :func:`save_puzzle_progress` does (the
    file is then left as it was)."""
    loaded = load_puzzle_progress()
    progress = loaded.value.with_record(variant, change(loaded.value.of(variant)))
    save_puzzle_progress(progress)
    return LoadResult(progress, loaded.warning)


def with_result(record: PuzzleRecord, puzzle_id: str, result: PuzzleResult) -> PuzzleRecord:
    """``record`` with ``puzzle_id``'s last result set (the counts unchanged)."""
    results = dict(record.results)
    results.pop(puzzle_id, None)  # the last tried comes last in the file
    results[puzzle_id] = result
    return replace(record, results=results)
