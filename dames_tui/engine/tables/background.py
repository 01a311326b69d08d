"""The tables of more pieces, built in the background and resumed after a stop.

The English 5-piece tables take some 20 minutes of one core compiled (more
in pure Python), too long for a player to wait or to run a command for:
when a game needs the tables and the file is missing, the interface starts
:func:`main` in a process of its own (:func:`start`) at the lowest priority
(``os.nice``). That process goes on when the interface quits; the next
start takes the build up where it stopped. In the tables directory the build in progress is
``english-5.partial/``:

- ``lock``: held (``fcntl.flock``) by the process that builds, so that two
  runs of the game never build the same table and a dead builder holds
  nothing;
- one file per solved slice (``1-0-2-2.slice``: a magic line, a JSON header
  with its length and CRC-32, its bytes compressed with zlib), written
  atomically as each group of slices is solved: a stop loses at most the
  group in progress. A damaged one is dropped (and solved again) when the
  build resumes, and the status counts it;
- ``status.json``: the positions of the slices solved and of all of them
  (:class:`BuildStatus`), or why the build failed (a full disk, a read-only
  directory: a :class:`~dames_tui.storage.StorageError` reason).

When every slice is solved the table is written under a temporary name in
the partial directory, read back and checked (:func:`.files.read_table`),
then renamed to ``english-5.dtb`` and the partial directory removed: the
engine never sees a half-written table. It loads the new file at its next
search (:func:`.probing.loaded`).
"""

from __future__ import annotations

import enum
import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import zlib
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TypeAlias

from ...core import Rules, find_rules
from ...core.errors import DraughtsError
from ...storage.atomic import atomic_write_bytes, atomic_write_text, read_bytes
from ...storage.errors import StorageError
from .base import SliceKey, TableError
from .files import default_dir, read_table, table_path, write_table
from .index import BoardIndex, slices_of
from .probing import ENV_VARIABLE, OFF, package_dir
from .solver import Solver

try:
    import fcntl
except ImportError:  # no flock (Windows): no background build
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "BACKGROUND_PIECES",
    "BuildState",
    "BuildStatus",
    "Notice",
    "Watch",
    "disk_needed",
    "main",
    "partial_dir",
    "run",
    "start",
    "status",
    "stop",
    "uses_tables",
    "wanted",
]

#: the tables built in the background: variant -> the pieces of its largest file
BACKGROUND_PIECES: Mapping[str, int] = {"english": 5}
PARTIAL_SUFFIX = ".partial"
LOCK_FILE = "lock"
STATUS_FILE = "status.json"
LOG_FILE = "build.log"
SLICE_SUFFIX = ".slice"
SLICE_MAGIC = b"dames_tui table slice\n"
TEMP_TABLE = "table.dtb"
NICENESS = 19
#: bytes of disk a build needs for each index of its table: the solved
#: slices (compressed, about a quarter), the table (a sixth) and the
#: uncompressed copy the engine maps (one), with room to spare
DISK_PER_INDEX = 1.6


class BuildState(enum.Enum):
    """Where the build of one table stands."""

    MISSING = "missing"  # neither the table nor a build of it
    BUILDING = "building"  # a process is on it
    STOPPED = "stopped"  # begun, no process on it now: it resumes at the next start
    FAILED = "failed"  # stopped by the disk (see BuildStatus.reason)
    DONE = "done"  # the table is there


@dataclass(frozen=True, slots=True)
class BuildStatus:
    """The build of ``variant``'s ``pieces``-piece table: its state, the
    indices of the slices solved (``done``) and of all of them (``total``),
    the damaged slice files dropped when it resumed (``discarded``) and,
    when it failed, why (``reason``: a StorageError reason such as
    ``no_space`` or ``read_only``, or a TableError code)."""

    variant: str
    pieces: int
    state: BuildState
    done: int = 0
    total: int = 0
    reason: str = ""
    discarded: int = 0

    @property
    def percent(self) -> int:
        """How far the build is, 0 to 100 (100 only once the table is there).

        >>> BuildStatus("english", 5, BuildState.BUILDING, 37, 100).percent
        37
        >>> BuildStatus("english", 5, BuildState.BUILDING, 100, 100).percent
        99
        """
        if self.state is BuildState.DONE:
            return 100
        if self.total <= 0:
            return 0
        return min(99, self.done * 100 // self.total)


def partial_dir(directory: Path, rules: Rules, pieces: int) -> Path:
    """Where the build of ``rules``' ``pieces``-piece table keeps its work."""
    return table_path(directory, rules, pieces).with_suffix(PARTIAL_SUFFIX)


def disk_needed(rules: Rules, pieces: int) -> int:
    """The bytes of free disk a build of that table asks for before it starts."""
    index = BoardIndex(rules)
    return int(sum(index.size(key) for key in slices_of(pieces)) * DISK_PER_INDEX)


def tables_off() -> bool:
    """Whether ``DAMES_TABLES=off`` turns the tables (and their builds) off."""
    return os.environ.get(ENV_VARIABLE, "").strip().lower() == OFF


def wanted(rules: Rules) -> int | None:
    """The pieces of ``rules``' table to build in the background, or None:
    the variant has none to build, the tables are off, the file is there (in
    the data directory or the shipped tables), or ``$DAMES_TABLES`` names a
    directory of the variant's tables (the engine uses those alone, see
    :mod:`.probing`: a file built beside them would not be read)."""
    pieces = BACKGROUND_PIECES.get(rules.name)
    if pieces is None or tables_off() or fcntl is None:
        return None
    named = os.environ.get(ENV_VARIABLE)
    try:
        places = [package_dir(), default_dir()]
    except (OSError, RuntimeError):
        return None  # no data directory to build into
    try:
        if named and table_path(Path(named), rules, 2).exists():
            return None
        if any(table_path(place, rules, pieces).exists() for place in places):
            return None
    except OSError:
        return None
    return pieces


# ------------------------------------------------------------------ status


def status(rules: Rules, pieces: int, directory: Path | None = None) -> BuildStatus:
    """Where the build of that table in ``directory`` (the data directory's
    tables by default) stands; reads two small files, never raises."""
    try:
        directory = directory if directory is not None else default_dir()
        if table_path(directory, rules, pieces).exists():
            return BuildStatus(rules.name, pieces, BuildState.DONE)
        partial = partial_dir(directory, rules, pieces)
        if not partial.is_dir():
            return BuildStatus(rules.name, pieces, BuildState.MISSING)
        fields = _read_status(partial)
        busy = _locked(partial)
    except (OSError, RuntimeError):
        return BuildStatus(rules.name, pieces, BuildState.MISSING)
    _reap()
    reason = str(fields.get("reason", "")) if fields else ""
    if busy:
        state = BuildState.BUILDING
    elif reason:
        state = BuildState.FAILED
    else:
        state = BuildState.STOPPED
    return BuildStatus(
        rules.name,
        pieces,
        state,
        done=_int(fields, "done"),
        total=_int(fields, "total"),
        reason=reason,
        discarded=_int(fields, "discarded"),
    )


def _int(fields: Mapping[str, object] | None, name: str) -> int:
    value = fields.get(name) if fields else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _read_status(partial: Path) -> dict[str, object] | None:
    try:
        data = read_bytes(partial / STATUS_FILE, limit=1 << 16)
        fields = json.loads(data) if data else None
    except (OSError, ValueError):
        return None
    return fields if isinstance(fields, dict) else None


def _write_status(partial: Path, **fields: object) -> None:
    atomic_write_text(partial / STATUS_FILE, json.dumps(fields) + "\n")


def _locked(partial: Path) -> bool:
    """Whether a process holds the build's lock (a test lock, released at once)."""
    if fcntl is None:
        return False
    try:
        descriptor = os.open(partial / LOCK_FILE, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(descriptor)  # closing releases a lock taken here
    return False


def _take_lock(partial: Path) -> int | None:
    """The build's lock, taken: its open descriptor (inheritable, so that
    the builder started with it holds it), or None when a process holds it."""
    assert fcntl is not None
    descriptor = os.open(partial / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o666)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        os.ftruncate(descriptor, 0)  # an earlier builder's id no longer holds
    except BlockingIOError:
        os.close(descriptor)
        return None
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _hold(descriptor: int) -> None:
    """This process holds the lock: its id goes into the lock file (for :func:`stop`)."""
    os.ftruncate(descriptor, 0)
    os.pwrite(descriptor, f"{os.getpid()}\n".encode("ascii"), 0)


# ------------------------------------------------------------------ start, stop

_CHILDREN: list[subprocess.Popen[bytes]] = []  # builders this process started


def _reap() -> None:
    """Wait for the builders started here that have ended (no zombies)."""
    _CHILDREN[:] = [child for child in _CHILDREN if child.poll() is None]


Launch: TypeAlias = Callable[[list[str], int, IO[bytes]], None]


def _spawn(command: list[str], lock: int, log: IO[bytes]) -> None:
    """Run the builder's ``command``, the lock descriptor ``lock`` passed on."""
    child = subprocess.Popen(
        command,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=log,
        start_new_session=True,  # the terminal's hang-up on quitting does not stop it
        pass_fds=(lock,),
    )
    _CHILDREN.append(child)


def start(
    rules: Rules, pieces: int, directory: Path | None = None, *, launch: Launch = _spawn
) -> BuildStatus:
    """Start the build of that table in a background process (``launch``
    runs the command) unless one is on it or the table is there; its status
    then. This process takes the build's lock and hands it to the builder,
    so a build is never started twice. Never raises: a directory that cannot
    be written or a disk without the room (:func:`disk_needed`) gives a
    FAILED status with its reason, and nothing starts."""
    try:
        directory = directory if directory is not None else default_dir()
    except (OSError, RuntimeError):
        return BuildStatus(rules.name, pieces, BuildState.FAILED, reason="not_found")
    found = status(rules, pieces, directory)
    if found.state in (BuildState.BUILDING, BuildState.DONE) or fcntl is None:
        return found
    partial = partial_dir(directory, rules, pieces)
    lock: int | None = None
    try:
        partial.mkdir(parents=True, exist_ok=True)
        if shutil.disk_usage(partial).free < disk_needed(rules, pieces):
            raise OSError(errno.ENOSPC, "no space left on device", str(partial))
        lock = _take_lock(partial)
        if lock is None:  # another run of the game has just started it
            return status(rules, pieces, directory)
        with (partial / LOG_FILE).open("ab") as log:
            command = [sys.executable, "-m", __name__, rules.name, str(pieces), str(directory)]
            launch([*command, f"--lock-fd={lock}"], lock, log)
    except StorageError as error:
        return BuildStatus(rules.name, pieces, BuildState.FAILED, reason=error.reason)
    except OSError as error:
        reason = StorageError.from_os_error("write", partial, error).reason
        return BuildStatus(rules.name, pieces, BuildState.FAILED, reason=reason)
    finally:
        if lock is not None:
            os.close(lock)  # the builder holds its own copy
    return BuildStatus(rules.name, pieces, BuildState.BUILDING, found.done, found.total)


def stop(rules: Rules, pieces: int, directory: Path | None = None) -> bool:
    """Stop the process building that table (its solved groups stay for
    the next start); True if there was one."""
    try:
        directory = directory if directory is not None else default_dir()
        partial = partial_dir(directory, rules, pieces)
        if not _locked(partial):
            return False
        pid = int((partial / LOCK_FILE).read_text(encoding="ascii").strip() or 0)
    except (OSError, RuntimeError, ValueError):
        return False
    if pid <= 0 or pid == os.getpid():
        return False
    with suppress(OSError):
        os.kill(pid, signal.SIGTERM)  # its default action ends it at once
        _reap()
        return True
    return False


# ------------------------------------------------------------------ one run of the interface


class Notice(enum.Enum):
    """What the interface tells the player of a background build."""

    STARTED = "started"  # it builds (started now, or found building)
    READY = "ready"  # it finished while this run followed it
    CANNOT = "cannot"  # the disk refused (BuildStatus.reason)
    DISCARDED = "discarded"  # damaged slice files were dropped when it resumed


class Watch:
    """The background builds of one run of the interface: started when a
    game needs the tables (:meth:`need`), then followed (:meth:`poll`, from a
    timer while :attr:`following`). Each notice is given once a run."""

    def __init__(self, *, launch: Launch = _spawn, directory: Path | None = None) -> None:
        self._launch = launch
        self._directory = directory
        self._followed: dict[str, Rules] = {}  # variant -> its rules, while building
        self._told: set[tuple[Notice, str]] = set()

    @property
    def following(self) -> bool:
        """Whether a build started or found by this run is still going."""
        return bool(self._followed)

    def need(self, rules: Rules, level: int | None = None) -> list[tuple[Notice, BuildStatus]]:
        """A game of ``rules`` at ``level`` starts (None: the analysis board,
        which uses the tables): start the build its tables want, if any,
        and say what to tell."""
        if level is not None and not uses_tables(level):
            return []
        pieces = wanted(rules)
        if pieces is None:
            return []
        found = start(rules, pieces, self._directory, launch=self._launch)
        return self._notices(rules, found)

    def poll(self) -> list[tuple[Notice, BuildStatus]]:
        """What the builds followed have become: the notices to give."""
        notices = []
        for rules in list(self._followed.values()):
            pieces = BACKGROUND_PIECES[rules.name]
            notices += self._notices(rules, status(rules, pieces, self._directory))
        return notices

    def stop(self) -> None:
        """Stop the builds (the setting was turned off); they resume when a
        game needs them again with the setting on."""
        for name, pieces in BACKGROUND_PIECES.items():
            stop(find_rules(name), pieces, self._directory)
        self._followed.clear()

    def _notices(self, rules: Rules, found: BuildStatus) -> list[tuple[Notice, BuildStatus]]:
        notices: list[tuple[Notice, BuildStatus]] = []

        def tell(notice: Notice) -> None:
            if (notice, found.variant) not in self._told:
                self._told.add((notice, found.variant))
                notices.append((notice, found))

        if found.discarded:
            tell(Notice.DISCARDED)
        followed = self._followed.pop(found.variant, None) is not None
        if found.state is BuildState.BUILDING:
            self._followed[found.variant] = rules
            tell(Notice.STARTED)
        elif found.state is BuildState.DONE and followed:
            tell(Notice.READY)
        elif found.state is BuildState.FAILED:
            tell(Notice.CANNOT)
        return notices


def uses_tables(level_number: int) -> bool:
    """Whether the computer probes the tables at this level: the levels that
    search for their best move do (the lower ones play their endings as
    players of their strength)."""
    from ..levels import level

    try:
        return level(level_number).searches
    except ValueError:
        return False


# ------------------------------------------------------------------ the build


def run(rules: Rules, pieces: int, directory: Path, *, lock: int | None = None) -> BuildStatus:
    """Build (or take up the build of) that table in ``directory``, in this
    process, holding the build's lock (``lock``: a descriptor of it taken
    already, as :func:`start` hands it on); its status at the end. A full or
    read-only disk ends it with a FAILED status, written to ``status.json``
    when it can be."""
    partial = partial_dir(directory, rules, pieces)
    try:
        partial.mkdir(parents=True, exist_ok=True)
        if lock is None:
            lock = _take_lock(partial)
        if lock is None:
            return status(rules, pieces, directory)
        try:
            _hold(lock)
            return _build_locked(rules, pieces, directory, partial)
        except StorageError as error:
            reason = error.reason
        except OSError as error:
            reason = StorageError.from_os_error("write", partial, error).reason
        except TableError as error:
            reason = error.code or "tables.damaged"
        except MemoryError:
            reason = "no_memory"
        finally:
            os.close(lock)
        with suppress(OSError, StorageError):
            fields = _read_status(partial) or {}
            _write_status(partial, **{**fields, "reason": reason})
    except OSError as error:
        reason = StorageError.from_os_error("write", partial, error).reason
    return BuildStatus(rules.name, pieces, BuildState.FAILED, reason=reason)


def _build_locked(rules: Rules, pieces: int, directory: Path, partial: Path) -> BuildStatus:
    solver = Solver(rules, {})
    for smaller in range(2, pieces):
        solver.solved.update(_smaller_table(solver, smaller, directory))
    discarded = _resume(partial, solver, pieces)
    sizes = {key: solver.index.size(key) for key in slices_of(pieces)}
    total = sum(sizes.values())

    def done() -> int:
        return sum(size for key, size in sizes.items() if key in solver.solved)

    def keep(slices: dict[SliceKey, bytes]) -> None:
        for key, data in slices.items():
            _write_slice(partial / _slice_name(key), key, data)
        _write_status(partial, done=done(), total=total, discarded=discarded)

    _write_status(partial, done=done(), total=total, discarded=discarded)
    solver.solve(pieces, solved_group=keep)
    temp = partial / TEMP_TABLE
    write_table(temp, rules, pieces, solver.solved)
    read_table(temp, rules, pieces)  # read back and checked before the engine may see it
    target = table_path(directory, rules, pieces)
    try:
        os.replace(temp, target)
    except OSError as error:
        raise StorageError.from_os_error("write", target, error) from error
    shutil.rmtree(partial, ignore_errors=True)
    return BuildStatus(rules.name, pieces, BuildState.DONE, total, total, discarded=discarded)


def _smaller_table(solver: Solver, pieces: int, directory: Path) -> Mapping[SliceKey, bytes]:
    """The solved slices of ``pieces`` pieces: from the data directory or the
    shipped tables, else solved now (and kept in ``directory``)."""
    rules = solver.rules
    for place in (directory, package_dir()):
        path = table_path(place, rules, pieces)
        if path.exists():
            try:
                return {key: bytes(data) for key, data in read_table(path, rules, pieces).items()}
            except TableError:
                continue  # a damaged copy: the next place, or solved again
    solver.solve(pieces)
    write_table(table_path(directory, rules, pieces), rules, pieces, solver.solved)
    return {key: bytes(solver.solved[key]) for key in slices_of(pieces)}


def _slice_name(key: SliceKey) -> str:
    """The name of a solved slice's file in the partial directory.

    >>> _slice_name((1, 0, 2, 2))
    '1-0-2-2.slice'
    """
    return "-".join(map(str, key)) + SLICE_SUFFIX


def _write_slice(path: Path, key: SliceKey, data: bytes) -> None:
    header = {"slice": list(key), "length": len(data), "crc32": zlib.crc32(data)}
    packed = SLICE_MAGIC + json.dumps(header).encode("ascii") + b"\n" + zlib.compress(data, 1)
    atomic_write_bytes(path, packed)


def _read_slice(path: Path, key: SliceKey, size: int) -> bytes | None:
    """The bytes of a solved slice's file, or None when it does not check."""
    try:
        packed = read_bytes(path, limit=1 << 30)
        if packed is None or not packed.startswith(SLICE_MAGIC):
            return None
        end = packed.index(b"\n", len(SLICE_MAGIC))
        header = json.loads(packed[len(SLICE_MAGIC) : end])
        data = zlib.decompress(packed[end + 1 :])
    except (OSError, ValueError, zlib.error):
        return None
    if (
        not isinstance(header, dict)
        or header.get("slice") != list(key)
        or header.get("length") != size
        or len(data) != size
        or header.get("crc32") != zlib.crc32(data)
    ):
        return None
    return data


def _resume(partial: Path, solver: Solver, pieces: int) -> int:
    """Put the slices an earlier run solved into the solver; the number of
    damaged files dropped (their slices are solved again)."""
    discarded = 0
    for key in slices_of(pieces):
        path = partial / _slice_name(key)
        if not path.exists():
            continue
        data = _read_slice(path, key, solver.index.size(key))
        if data is None:
            discarded += 1
            path.unlink(missing_ok=True)
        else:
            solver.solved[key] = data
    return discarded


def main(argv: list[str] | None = None) -> int:
    """``python -m dames_tui.engine.tables.background VARIANT PIECES DIR
    [--lock-fd=N]``: the background builder, at the lowest priority."""
    args = sys.argv[1:] if argv is None else argv
    try:
        rules, pieces, directory = find_rules(args[0]), int(args[1]), Path(args[2])
        extra = args[3:]
        lock = int(extra[0].removeprefix("--lock-fd=")) if extra else None
    except (IndexError, ValueError, DraughtsError):
        print(f"usage: python -m {__name__} VARIANT PIECES DIR [--lock-fd=N]")
        return 2
    with suppress(OSError, AttributeError):
        os.nice(NICENESS)
    result = run(rules, pieces, directory, lock=lock)
    print(f"{rules.name}-{pieces}: {result.state.value} {result.reason}".rstrip(), flush=True)
    return 0 if result.state is BuildState.DONE else 1


if __name__ == "__main__":
    sys.exit(main())
