"""The background build of the larger endgame tables, without a screen: it
builds the same file as the solver, resumes after a stop, drops a damaged
part, never leaves a table the engine would read half-written, fails with one
reason on a full or unwritable disk, and the engine takes the new file at its
next search. Tiny piece counts (2 and 3) into temporary directories."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from dames_tui.commands.tables import run as run_tables_command
from dames_tui.core import find_rules
from dames_tui.engine import tables
from dames_tui.engine.tables import background
from dames_tui.engine.tables.background import BuildState, Notice, Watch
from dames_tui.i18n import Translator
from dames_tui.storage import Settings, StorageError

ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv(tables.ENV_VARIABLE, raising=False)
    tables.unload()
    yield
    tables.unload()


@pytest.fixture
def directory(tmp_path: Path) -> Path:
    return tmp_path / "tables"


def shipped(pieces: int) -> bytes:
    return tables.table_path(tables.package_dir(), ENGLISH, pieces).read_bytes()


class Stop(BaseException):
    """The builder's process ends here (the player quits, the machine stops)."""


def stop_after(monkeypatch: pytest.MonkeyPatch, slices: int) -> None:
    """The next build stops once ``slices`` slice files are written."""
    write = background._write_slice
    written = []

    def counted(path: Path, key: tables.SliceKey, data: bytes) -> None:
        if len(written) == slices:
            raise Stop
        write(path, key, data)
        written.append(key)

    monkeypatch.setattr(background, "_write_slice", counted)


def count_slices(monkeypatch: pytest.MonkeyPatch) -> list[tables.SliceKey]:
    """The slices the next build solves and keeps (the solver itself may be
    compiled, and is left alone)."""
    write = background._write_slice
    written: list[tables.SliceKey] = []

    def counted(path: Path, key: tables.SliceKey, data: bytes) -> None:
        written.append(key)
        write(path, key, data)

    monkeypatch.setattr(background, "_write_slice", counted)
    return written


# ------------------------------------------------------------------ the build


def test_a_build_makes_the_solver_s_file_and_leaves_nothing_else(directory: Path) -> None:
    result = background.run(ENGLISH, 3, directory)
    assert result.state is BuildState.DONE and result.percent == 100
    assert tables.table_path(directory, ENGLISH, 3).read_bytes() == shipped(3)
    # the smaller tables came from the shipped ones; the partial directory is gone
    assert sorted(path.name for path in directory.iterdir()) == ["english-3.dtb"]
    assert background.status(ENGLISH, 3, directory).state is BuildState.DONE


def test_a_stopped_build_resumes_where_it_stopped(
    directory: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as patch:
        stop_after(patch, 3)
        with pytest.raises(Stop):
            background.run(ENGLISH, 2, directory)
    # no table the engine would read, the solved slices kept, the lock free
    assert not tables.table_path(directory, ENGLISH, 2).exists()
    partial = background.partial_dir(directory, ENGLISH, 2)
    assert len(list(partial.glob("*.slice"))) == 3
    stopped = background.status(ENGLISH, 2, directory)
    assert stopped.state is BuildState.STOPPED
    assert 0 < stopped.done < stopped.total and 0 < stopped.percent < 100
    solved = count_slices(monkeypatch)
    assert background.run(ENGLISH, 2, directory).state is BuildState.DONE
    assert solved == [(1, 0, 1, 0)]  # the last of 3 groups (4 slices); the others were kept
    assert tables.table_path(directory, ENGLISH, 2).read_bytes() == shipped(2)


def test_a_damaged_part_is_dropped_and_solved_again(
    directory: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as patch:
        stop_after(patch, 3)
        with pytest.raises(Stop):
            background.run(ENGLISH, 2, directory)
    partial = background.partial_dir(directory, ENGLISH, 2)
    damaged = min(partial.glob("*.slice"))
    damaged.write_bytes(damaged.read_bytes()[:-3])
    result = background.run(ENGLISH, 2, directory)
    assert result.state is BuildState.DONE and result.discarded == 1
    assert tables.table_path(directory, ENGLISH, 2).read_bytes() == shipped(2)


def test_a_table_that_does_not_check_is_never_renamed(
    directory: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def damaging(path: Path, *args: object, **kwargs: object) -> tables.TableHeader:
        header = tables.write_table(path, *args, **kwargs)  # type: ignore[arg-type]
        path.write_bytes(path.read_bytes()[:-10])
        return header

    monkeypatch.setattr(background, "write_table", damaging)
    result = background.run(ENGLISH, 2, directory)
    assert result.state is BuildState.FAILED and result.reason == "tables.damaged"
    assert not tables.table_path(directory, ENGLISH, 2).exists()
    assert background.status(ENGLISH, 2, directory).state is BuildState.FAILED


def test_a_full_disk_stops_the_build_with_its_reason(
    directory: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(path: Path, key: tables.SliceKey, data: bytes) -> None:
        raise StorageError("cannot write: no space", path=path, reason="no_space")

    monkeypatch.setattr(background, "_write_slice", full)
    result = background.run(ENGLISH, 2, directory)
    assert result.state is BuildState.FAILED and result.reason == "no_space"
    found = background.status(ENGLISH, 2, directory)
    assert found.state is BuildState.FAILED and found.reason == "no_space"


# ------------------------------------------------------------------ start, status


def test_start_hands_its_lock_to_the_builder(directory: Path) -> None:
    commands: list[list[str]] = []

    def launch(command: list[str], lock: int, log: object) -> None:
        commands.append(command)
        assert background.status(ENGLISH, 2, directory).state is BuildState.BUILDING
        # the builder runs with the lock it was given (here, in this process)
        background.run(ENGLISH, 2, directory, lock=os.dup(lock))

    found = background.start(ENGLISH, 2, directory, launch=launch)
    assert found.state is BuildState.BUILDING
    assert commands and commands[0][-4:-1] == ["english", "2", str(directory)]
    assert background.status(ENGLISH, 2, directory).state is BuildState.DONE
    # a table that is there is not built again
    assert background.start(ENGLISH, 2, directory, launch=launch).state is BuildState.DONE
    assert len(commands) == 1


def test_a_build_is_never_started_twice(directory: Path) -> None:
    partial = background.partial_dir(directory, ENGLISH, 3)
    partial.mkdir(parents=True)
    held = background._take_lock(partial)  # another run of the game builds it
    assert held is not None
    try:

        def launch(command: list[str], lock: int, log: object) -> None:
            raise AssertionError("started twice")

        assert background.start(ENGLISH, 3, directory, launch=launch).state is BuildState.BUILDING
    finally:
        os.close(held)
    assert background.status(ENGLISH, 3, directory).state is BuildState.STOPPED


def test_the_builder_process_builds_the_table(directory: Path) -> None:
    found = background.start(ENGLISH, 2, directory)
    assert found.state is BuildState.BUILDING
    deadline = time.monotonic() + 120  # a bound for a stuck process, not a speed check
    while background.status(ENGLISH, 2, directory).state is BuildState.BUILDING:
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert tables.table_path(directory, ENGLISH, 2).read_bytes() == shipped(2)


def test_a_directory_that_cannot_be_written_starts_nothing(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("in the way")

    def launch(command: list[str], lock: int, log: object) -> None:
        raise AssertionError("started")

    found = background.start(ENGLISH, 3, blocked / "tables", launch=launch)
    assert found.state is BuildState.FAILED and found.reason == "not_a_directory"


def test_a_disk_without_the_room_starts_nothing(
    directory: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shutil, "disk_usage", lambda path: shutil._ntuple_diskusage(1, 1, 0))

    def launch(command: list[str], lock: int, log: object) -> None:
        raise AssertionError("started")

    found = background.start(ENGLISH, 3, directory, launch=launch)
    assert found.state is BuildState.FAILED and found.reason == "no_space"
    assert background.disk_needed(ENGLISH, 5) > background.disk_needed(ENGLISH, 4) > 0


def test_a_damaged_status_file_reads_as_a_build_not_begun(directory: Path) -> None:
    partial = background.partial_dir(directory, ENGLISH, 3)
    partial.mkdir(parents=True)
    (partial / background.STATUS_FILE).write_bytes(b"\x00{not json")
    found = background.status(ENGLISH, 3, directory)
    assert found.state is BuildState.STOPPED and found.percent == 0


def test_only_the_english_five_pieces_are_wanted(monkeypatch: pytest.MonkeyPatch) -> None:
    assert background.wanted(ENGLISH) == 5
    assert background.wanted(INTERNATIONAL) is None
    monkeypatch.setenv(tables.ENV_VARIABLE, "off")
    assert background.wanted(ENGLISH) is None


def test_a_table_that_is_there_is_not_wanted() -> None:
    tables.default_dir().mkdir(parents=True)
    tables.table_path(tables.default_dir(), ENGLISH, 5).write_bytes(b"built")
    assert background.wanted(ENGLISH) is None


def test_the_levels_that_use_the_tables() -> None:
    assert [n for n in range(1, 17) if background.uses_tables(n)] == list(range(10, 17))


# ------------------------------------------------------------------ one run of the interface


def test_a_watch_tells_each_thing_once(directory: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(background.BACKGROUND_PIECES, "english", 2)
    monkeypatch.setattr(background, "default_dir", lambda: directory)
    monkeypatch.setattr(background, "package_dir", lambda: directory.parent / "none")
    held: list[int] = []

    def launch(command: list[str], lock: int, log: object) -> None:
        held.append(os.dup(lock))  # the builder holds the lock; it builds below

    watch = Watch(launch=launch, directory=directory)
    assert watch.need(ENGLISH, 4) == []  # level 4 plays without tables
    assert [notice for notice, _ in watch.need(ENGLISH, 16)] == [Notice.STARTED]
    assert watch.following
    assert watch.need(ENGLISH, None) == []  # the analysis board: said already
    assert watch.poll() == []
    os.close(held.pop())
    background.run(ENGLISH, 2, directory)
    notices = watch.poll()
    assert [notice for notice, _ in notices] == [Notice.READY]
    assert notices[0][1].percent == 100 and not watch.following
    assert watch.need(ENGLISH, 16) == []  # the table is there


def test_a_watch_tells_a_disk_that_refuses_once(
    directory: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(background, "default_dir", lambda: directory)
    monkeypatch.setattr(shutil, "disk_usage", lambda path: shutil._ntuple_diskusage(1, 1, 0))
    watch = Watch(directory=directory)
    first = watch.need(ENGLISH, 16)
    assert [(notice, found.reason) for notice, found in first] == [(Notice.CANNOT, "no_space")]
    assert watch.need(ENGLISH, 16) == [] and not watch.following


# ------------------------------------------------------------------ the engine takes the new file


def test_the_engine_takes_a_larger_file_at_its_next_search(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped_dir = tmp_path / "shipped"
    shipped_dir.mkdir()
    shutil.copy(tables.table_path(tables.package_dir(), ENGLISH, 2), shipped_dir)
    monkeypatch.setattr(tables.probing, "package_dir", lambda: shipped_dir)
    first = tables.loaded(ENGLISH)
    assert first is not None and first.pieces == 2 and first.source == shipped_dir
    # a damaged 3-piece file is refused once, then passed over
    data = tables.default_dir()
    data.mkdir(parents=True)
    (data / "english-3.dtb").write_bytes(b"damaged")
    assert tables.loaded(ENGLISH) is first
    assert tables.loaded(ENGLISH) is first and len(tables.load_errors()) == 1
    # a build ends in the data directory (it makes the shipped file: see above)
    shutil.copy(tables.table_path(tables.package_dir(), ENGLISH, 3), data)
    grown = tables.loaded(ENGLISH)
    assert grown is not None and grown.pieces == 3 and grown.source == shipped_dir
    probe = tables.score_probe(ENGLISH)
    assert probe is not None and probe[1] == 3


def test_the_tables_dames_tables_names_take_no_file_from_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    named = tmp_path / "named"
    named.mkdir()
    shutil.copy(tables.table_path(tables.package_dir(), ENGLISH, 2), named)
    monkeypatch.setenv(tables.ENV_VARIABLE, str(named))
    tables.default_dir().mkdir(parents=True)
    shutil.copy(tables.table_path(tables.package_dir(), ENGLISH, 3), tables.default_dir())
    first = tables.loaded(ENGLISH)  # neither the data directory's file nor the shipped ones
    assert first is not None and first.pieces == 2 and first.source == named
    assert background.wanted(ENGLISH) is None  # a file built beside them would not be read
    shutil.copy(tables.table_path(tables.package_dir(), ENGLISH, 3), named)
    grown = tables.loaded(ENGLISH)  # a file of one piece more there is taken
    assert grown is not None and grown.pieces == 3 and grown.source == named


def test_the_shipped_tables_and_a_built_file_make_one_set(monkeypatch: pytest.MonkeyPatch) -> None:
    data = tables.default_dir()
    data.mkdir(parents=True)
    # a file of more pieces than the shipped ones in the data directory, the smaller ones
    # from the package: here the shipped 4-piece file stands in for a built 5-piece one
    monkeypatch.setattr(tables.probing, "package_dir", lambda: data.parent / "shipped")
    (data.parent / "shipped").mkdir()
    for pieces in (2, 3):
        shutil.copy(
            tables.table_path(tables.package_dir(), ENGLISH, pieces), data.parent / "shipped"
        )
    shutil.copy(tables.table_path(tables.package_dir(), ENGLISH, 4), data)
    found = tables.loaded(ENGLISH)
    assert found is not None and found.pieces == 4


# ------------------------------------------------------------------ the command line and the setting


def test_dames_tables_info_says_what_is_in_progress(
    directory: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with monkeypatch.context() as patch:
        stop_after(patch, 3)
        with pytest.raises(Stop):
            background.run(ENGLISH, 2, directory)
    args = type("Args", (), {"tables_action": "info", "dir": directory})()
    for language, words in (("fr", "construction interrompue à"), ("en", "build stopped at")):
        assert run_tables_command(args, Translator(language)) == 0
        out = capsys.readouterr().out
        assert "english, 2" in out and words in out


def test_the_setting_is_saved_and_read_back() -> None:
    from dames_tui.storage.settings import load_settings, save_settings

    assert Settings().tables_build
    save_settings(Settings(tables_build=False))
    assert load_settings().value.tables_build is False
