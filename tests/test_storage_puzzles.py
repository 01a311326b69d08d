"""Storage: the player's progress in the puzzles, and damaged files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from dames_tui.i18n import CATALOGS
from dames_tui.storage import StorageError
from dames_tui.storage.paths import data_dir, puzzles_path
from dames_tui.storage.puzzles import (
    INITIAL_RATING,
    PUZZLE_WARNING_CODES,
    PuzzleProgress,
    PuzzleRecord,
    load_puzzle_progress,
    record_puzzle,
    save_puzzle_progress,
    with_result,
)


def write(content: str | bytes) -> Path:
    path = puzzles_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return path


def test_the_file_lives_in_the_data_directory() -> None:
    assert puzzles_path() == data_dir() / "puzzles.json"


def test_no_file_is_no_progress_and_no_warning() -> None:
    loaded = load_puzzle_progress()
    assert loaded.warning is None
    assert loaded.value == PuzzleProgress()
    record = loaded.value.of("english")
    assert (record.rating, record.solved, record.failed, record.streak) == (INITIAL_RATING, 0, 0, 0)


def test_a_record_round_trips_per_variant() -> None:
    english = with_result(PuzzleRecord(1040, 3, 1, 2, 2), "english-7", "solved")
    progress = PuzzleProgress().with_record("english", english)
    progress = progress.with_record("international", PuzzleRecord(990, 0, 1))
    save_puzzle_progress(progress)
    loaded = load_puzzle_progress()
    assert loaded.warning is None
    assert loaded.value == progress
    assert loaded.value.of("english").results == {"english-7": "solved"}
    assert loaded.value.of("international").failed == 1


def test_record_puzzle_changes_one_variant_and_writes() -> None:
    save_puzzle_progress(PuzzleProgress().with_record("international", PuzzleRecord(solved=5)))

    def solved(record: PuzzleRecord) -> PuzzleRecord:
        return with_result(
            PuzzleRecord(record.rating + 10, record.solved + 1), "english-1", "solved"
        )

    result = record_puzzle("english", solved)
    assert result.value.of("english").solved == 1
    on_disk = json.loads(puzzles_path().read_text(encoding="utf-8"))
    assert on_disk["variants"]["english"]["rating"] == INITIAL_RATING + 10
    assert on_disk["variants"]["international"]["solved"] == 5


def test_the_last_result_of_a_puzzle_replaces_the_first() -> None:
    record = with_result(PuzzleRecord(), "english-1", "failed")
    record = with_result(record, "english-2", "solved")
    record = with_result(record, "english-1", "solved")
    assert dict(record.results) == {"english-2": "solved", "english-1": "solved"}
    assert list(record.results) == ["english-2", "english-1"]


@pytest.mark.parametrize(
    "content",
    ["{not json", "[1, 2]", '{"version": "x"}', b"\xff\xfe\x00garbage", ""],
)
def test_a_corrupt_file_gives_empty_progress_a_warning_and_a_copy(content: str | bytes) -> None:
    path = write(content)
    loaded = load_puzzle_progress()
    assert loaded.value == PuzzleProgress()
    assert loaded.warning is not None
    assert loaded.warning.code == "puzzles_corrupt"
    assert loaded.warning.backup is not None and loaded.warning.backup.exists()
    assert path.read_bytes() == loaded.warning.backup.read_bytes()  # loading never writes


def test_a_newer_file_is_not_read_nor_written_over() -> None:
    path = write(json.dumps({"version": 99, "variants": {}}))
    loaded = load_puzzle_progress()
    assert loaded.warning is not None and loaded.warning.code == "puzzles_future_version"
    with pytest.raises(StorageError) as raised:
        record_puzzle("english", lambda record: record)
    assert raised.value.reason == "future_version"
    assert json.loads(path.read_text())["version"] == 99


def test_bad_fields_are_dropped_or_reset_with_one_warning() -> None:
    write(
        json.dumps(
            {
                "version": 1,
                "variants": {
                    "english": {
                        "rating": 10**9,
                        "solved": -1,
                        "failed": 2,
                        "streak": True,
                        "results": {"english-1": "solved", "bad id!": "solved", "x": "maybe"},
                    },
                    "klingon": {"rating": 1000},
                    "international": "no object",
                },
            }
        )
    )
    loaded = load_puzzle_progress()
    warning = loaded.warning
    assert warning is not None and warning.code == "puzzles_invalid_fields"
    fields = str(warning.params["fields"])
    for name in ("english.rating", "english.solved", "english.streak", "klingon", "international"):
        assert name in fields
    english = loaded.value.of("english")
    assert (english.rating, english.solved, english.failed, english.streak) == (
        INITIAL_RATING,
        0,
        2,
        0,
    )
    assert dict(english.results) == {"english-1": "solved"}
    assert set(loaded.value.variants) == {"english"}


def test_saving_over_a_damaged_file_keeps_it_first() -> None:
    write("{damaged")
    record_puzzle("english", lambda record: with_result(record, "english-3", "failed"))
    copies = sorted(p.name for p in puzzles_path().parent.iterdir() if p.name.endswith(".bad"))
    assert copies == ["puzzles.json.bad"]
    assert load_puzzle_progress().warning is None


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file_is_said_so() -> None:
    path = write("{}")
    path.chmod(0)
    loaded = load_puzzle_progress()
    assert loaded.warning is not None and loaded.warning.code == "puzzles_unreadable"


def test_a_directory_in_the_way_is_unreadable_not_a_crash() -> None:
    puzzles_path().mkdir(parents=True)
    loaded = load_puzzle_progress()
    assert loaded.warning is not None and loaded.warning.code == "puzzles_unreadable"
    with pytest.raises(StorageError):
        record_puzzle("english", lambda record: record)


def test_bad_records_are_refused_before_writing() -> None:
    with pytest.raises(ValueError):
        PuzzleProgress().with_record("klingon", PuzzleRecord())
    with pytest.raises(ValueError):
        PuzzleProgress().with_record("english", PuzzleRecord(rating=-5))
    with pytest.raises(ValueError):
        PuzzleProgress().with_record("english", PuzzleRecord(results={"a b": "solved"}))


def test_every_warning_is_translated() -> None:
    for catalog in CATALOGS.values():
        assert {f"warning.{code}" for code in PUZZLE_WARNING_CODES} <= set(catalog)
