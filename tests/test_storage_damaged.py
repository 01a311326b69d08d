"""Storage: a table of damaged files for settings.json, current.pdn (and a game
set aside) and stats.json, each loaded by storage and by the real app.

Whatever is in place of a file of ours (any bytes, a FIFO, a directory, 10 MB),
the load returns at once, never raises, gives the defaults or what could be
read, one warning with a known code, a ``.bad`` copy of what could be read,
and leaves the file as it was; the app starts to a usable screen and does not
write over the file either. Loads run in a thread with a timeout, so that a
load that blocks fails its test instead of hanging the run.

Every test runs in its own XDG directories (tests/conftest.py).
"""

from __future__ import annotations

import asyncio
import json
import os
import stat
import sys
import threading
from collections.abc import Callable, Iterable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest
from test_ui_helpers import FirstMovePlayer

from dames_tui import storage
from dames_tui.core import ENGLISH, Color
from dames_tui.flow.keeper import Keeper
from dames_tui.flow.played import PlayedGame
from dames_tui.game import Game
from dames_tui.i18n import en, fr
from dames_tui.notation import PdnGame
from dames_tui.storage import WARNING_CODES, LoadResult, LoadWarning, Settings, Stats
from dames_tui.storage.atomic import MAX_OWN_FILE
from dames_tui.storage.autosave import MAX_GAME_FILE

T = TypeVar("T")
TIMEOUT = 20.0  # seconds: far more than any load takes, far less than a hung run

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


# ----------------------------------------------------------------- helpers


def promptly(action: Callable[[], T], *, unblock: Iterable[Path] = ()) -> T:
    """``action()`` run in a thread; fails the test if it takes more than
    :data:`TIMEOUT`, after opening the FIFOs ``unblock`` for writing so that a
    reader stuck on one sees the end of the file and the thread can end."""
    outcome: dict[str, object] = {}

    def run() -> None:
        try:
            outcome["value"] = action()
        except BaseException as error:  # noqa: BLE001 - raised again in the test
            outcome["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(TIMEOUT)
    if thread.is_alive():
        fifos = list(unblock)
        for _ in range(10):  # the reader may go from one FIFO to the next
            for fifo in fifos:
                with suppress(OSError):  # ENXIO: nobody reads this one
                    os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            thread.join(0.2)
        pytest.fail(f"still running after {TIMEOUT} s: it blocks")
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["value"]  # type: ignore[return-value]


def bad_files(path: Path) -> list[str]:
    """The names of the .bad copies of ``path``."""
    if not path.parent.is_dir():
        return []
    return sorted(p.name for p in path.parent.iterdir() if p.name.startswith(path.name + "."))


GOOD_PDN = """\
[Event "?"]
[Site "?"]
[Date "?"]
[Round "?"]
[White "Computer (level 3)"]
[Black "Player"]
[Result "*"]
[GameType "21"]
[DamesVersion "1"]
[DamesHumanSide "black"]
[DamesLevel "3"]
[DamesOrigin "start"]

1. 11-15 23-19 2. 8-11 *
"""
ESCAPES = "\x1b]2;T\x07\x1b[2J"
BIG = "9" * 5000  # more digits than int() converts (4,300)
TEN_MB = 10 * 1024 * 1024
FIFO = b"<fifo>"  # stand-ins for what is not a regular file
DIRECTORY = b"<directory>"


def pdn(old: str, new: str) -> bytes:
    assert old in GOOD_PDN
    return GOOD_PDN.replace(old, new).encode("utf-8")


def json_bytes(data: object) -> bytes:
    return json.dumps(data).encode("utf-8")


GAME = {"id": "g1", "variant": "english", "color": "black", "level": 3, "origin": "start"}


@dataclass(frozen=True)
class Damage:
    """One damaged file: which file, what is in its place, the warning code it
    gives and the value the load gives (the defaults, or what could be read;
    for the autosave the number of plies resumed, or None)."""

    kind: str  # settings, autosave, stats
    name: str
    content: bytes
    code: str
    value: object = None

    @property
    def readable(self) -> bool:
        limit = MAX_GAME_FILE if self.kind == "autosave" else MAX_OWN_FILE
        return self.content not in (FIFO, DIRECTORY) and len(self.content) <= limit

    def __str__(self) -> str:
        return f"{self.kind}-{self.name}"


DAMAGES = [
    # settings.json
    Damage("settings", "empty", b"", "settings_corrupt", Settings()),
    Damage("settings", "truncated", b'{"version": 2, "level": 4, "lang', "settings_corrupt",
           Settings()),
    Damage("settings", "not_utf8", b'{"version": 2, "theme": "\xff\xfe"}', "settings_corrupt",
           Settings()),
    Damage("settings", "nul", b'{"version": 2,\x00 "level": 4}', "settings_corrupt", Settings()),
    Damage("settings", "huge_number", f'{{"version": 2, "level": {BIG}}}'.encode(),
           "settings_corrupt", Settings()),
    Damage("settings", "huge_version", f'{{"version": {"9" * 4000}}}'.encode(),
           "settings_future_version", Settings()),
    Damage("settings", "big_count", json_bytes({"version": 2, "level": 10**12, "bottom": "white"}),
           "settings_invalid_fields", Settings(bottom="white")),
    Damage("settings", "deep_nesting", b'{"level": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
           "settings_corrupt", Settings()),
    Damage("settings", "fifo", FIFO, "settings_unreadable", Settings()),
    Damage("settings", "directory", DIRECTORY, "settings_unreadable", Settings()),
    Damage("settings", "ten_mb", b'{"version": 2, "theme": "' + b"a" * TEN_MB + b'"}',
           "settings_unreadable", Settings()),
    Damage("settings", "newer", json_bytes({"version": 4, "level": 5, "board": {"x": 1}}),
           "settings_future_version", Settings()),
    Damage("settings", "wrong_types",
           json_bytes({"version": 2, "level": "4", "show_numbers": 1, "language": "en"}),
           "settings_invalid_fields", Settings(language="en")),
    Damage("settings", "escapes", json_bytes({"version": 3, "theme": ESCAPES, "level": 4}),
           "settings_invalid_fields", Settings(level=4)),
    # current.pdn
    Damage("autosave", "empty", b"", "autosave_corrupt"),
    Damage("autosave", "truncated", GOOD_PDN[:150].encode(), "autosave_corrupt"),
    Damage("autosave", "not_utf8", pdn('"black"', '"bl#ack"').replace(b"#", b"\xff\xfe"),
           "autosave_corrupt"),
    Damage("autosave", "nul", pdn('[DamesLevel "3"]', '[DamesLevel "3\x00"]'), "autosave_corrupt"),
    Damage("autosave", "huge_number", pdn('DamesVersion "1"', f'DamesVersion "{BIG}"'),
           "autosave_corrupt"),
    Damage("autosave", "huge_version", pdn('DamesVersion "1"', 'DamesVersion "9999"'),
           "autosave_future_version"),
    Damage("autosave", "superscript", pdn('DamesLevel "3"', 'DamesLevel "²"'), "autosave_corrupt"),
    Damage("autosave", "big_count", pdn("8-11", f"8-{BIG}"), "autosave_partial", 2),
    Damage("autosave", "huge_first_move", pdn("11-15", f"11-{BIG}"), "autosave_partial", 0),
    Damage("autosave", "huge_square",
           pdn('[GameType "21"]', f'[GameType "21"]\n[FEN "B:W{BIG}:B1"]'), "autosave_corrupt"),
    Damage("autosave", "huge_range",
           pdn('[GameType "21"]', f'[GameType "21"]\n[FEN "B:W21-{BIG}:B1-12"]'),
           "autosave_corrupt"),
    Damage("autosave", "deep_nesting", pdn(" *", " " + "(" * 100_000), "autosave_partial", 3),
    Damage("autosave", "fifo", FIFO, "autosave_unreadable"),
    Damage("autosave", "directory", DIRECTORY, "autosave_unreadable"),
    Damage("autosave", "ten_mb", pdn(" *", " {" + "a" * TEN_MB + "} *"), "autosave_unreadable"),
    Damage("autosave", "newer", pdn('DamesVersion "1"', 'DamesVersion "3"'),
           "autosave_future_version"),
    Damage("autosave", "wrong_types", pdn('"black"', '"red"'), "autosave_corrupt"),
    Damage("autosave", "escapes", pdn('"black"', f'"{ESCAPES}"'), "autosave_corrupt"),
    # stats.json
    Damage("stats", "empty", b"", "stats_corrupt", Stats()),
    Damage("stats", "truncated", b'{"version": 3, "games": [{"id": "g', "stats_corrupt", Stats()),
    Damage("stats", "not_utf8", b'{"version": 3, "games": ["\xff"]}', "stats_corrupt", Stats()),
    Damage("stats", "nul", b'{"version": 3, "games":\x00 []}', "stats_corrupt", Stats()),
    Damage("stats", "huge_number",
           f'{{"version": 3, "records": [{{"variant": "english", "wins": {BIG}}}]}}'.encode(),
           "stats_corrupt", Stats()),
    Damage("stats", "huge_version", f'{{"version": {"9" * 4000}}}'.encode(),
           "stats_future_version", Stats()),
    Damage("stats", "big_count",
           json_bytes({"version": 4, "games": [{**GAME, "result": "win"}], "records": [
               {"variant": "english", "color": "white", "level": 2, "wins": int("9" * 4000)},
           ]}),
           "stats_invalid_fields",
           Stats({("english", Color.WHITE, 2): storage.Tally()}).record_game(
               "g1", "english", Color.BLACK, 3, "start", "win")),
    Damage("stats", "deep_nesting", b'{"games": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
           "stats_corrupt", Stats()),
    Damage("stats", "fifo", FIFO, "stats_unreadable", Stats()),
    Damage("stats", "directory", DIRECTORY, "stats_unreadable", Stats()),
    Damage("stats", "ten_mb", b'{"version": 3, "note": "' + b"a" * TEN_MB + b'"}',
           "stats_unreadable", Stats()),
    Damage("stats", "newer", json_bytes({"version": 5, "games": [{**GAME, "result": "win"}]}),
           "stats_future_version", Stats()),
    Damage("stats", "wrong_types",
           json_bytes({"version": 3, "games": [{**GAME, "level": "3", "result": "win"}],
                       "records": {"english": 3}}),
           "stats_invalid_fields", Stats()),
    Damage("stats", "escapes",
           json_bytes({"version": 3, "games": [{**GAME, "id": ESCAPES, "result": "win"},
                                               {**GAME, "variant": ESCAPES, "result": "win"}]}),
           "stats_invalid_fields", Stats()),
]  # fmt: skip

PATHS: dict[str, Callable[[], Path]] = {
    "settings": storage.settings_path,
    "autosave": storage.autosave_path,
    "stats": storage.stats_path,
}


def place(path: Path, content: bytes) -> None:
    """Put ``content`` (or a FIFO, or a directory) at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if content == FIFO:
        os.mkfifo(path)
    elif content == DIRECTORY:
        path.mkdir()
    else:
        path.write_bytes(content)


def unchanged(path: Path, content: bytes) -> bool:
    """Whether ``path`` still holds ``content`` (or is still a FIFO, a directory)."""
    mode = os.lstat(path).st_mode
    if content == FIFO:
        return stat.S_ISFIFO(mode)
    if content == DIRECTORY:
        return stat.S_ISDIR(mode)
    return stat.S_ISREG(mode) and path.read_bytes() == content


def load(kind: str) -> LoadResult[object]:
    loaders: dict[str, Callable[[], LoadResult[object]]] = {
        "settings": storage.load_settings,  # type: ignore[dict-item]
        "autosave": storage.load_autosave,  # type: ignore[dict-item]
        "stats": storage.load_stats,  # type: ignore[dict-item]
    }
    return loaders[kind]()


def check_warning(warning: LoadWarning | None, damage: Damage, path: Path) -> None:
    """One warning of the expected code, about ``path``, with a copy of the
    bytes when they could be read."""
    assert warning is not None, damage
    assert warning.code == damage.code and warning.code in WARNING_CODES
    assert warning.path == path
    assert warning.detail and len(warning.detail) < 1000  # never the whole file
    if damage.readable:
        assert warning.backup is not None and warning.backup.parent == path.parent
        assert warning.backup.read_bytes() == damage.content
    else:
        assert warning.backup is None
        assert bad_files(path) == []


def check_value(value: object, damage: Damage) -> None:
    if damage.kind != "autosave":
        assert value == damage.value
    elif damage.value is None:
        assert value is None
    else:
        assert isinstance(value, storage.SavedGame) and value.game.ply == damage.value


skip_fifo_on_windows = [
    pytest.param(damage, id=str(damage), marks=needs_fifo if damage.content == FIFO else ())
    for damage in DAMAGES
]


# --------------------------------------------------------------- the table


@pytest.mark.parametrize("damage", skip_fifo_on_windows)
def test_a_damaged_file_loads_as_defaults_with_one_warning(damage: Damage) -> None:
    path = PATHS[damage.kind]()
    place(path, damage.content)
    result = promptly(lambda: load(damage.kind), unblock=[path])
    check_value(result.value, damage)
    check_warning(result.warning, damage, path)
    assert unchanged(path, damage.content)
    again = promptly(lambda: load(damage.kind), unblock=[path])  # the next start
    assert again.warning is not None and again.warning.code == damage.code
    assert again.warning.repeated == damage.readable  # its copy was already there
    assert len(bad_files(path)) == (1 if damage.readable else 0)  # not copied twice
    assert unchanged(path, damage.content)


AUTOSAVE_DAMAGES = [param for param in skip_fifo_on_windows if param.values[0].kind == "autosave"]


@pytest.mark.parametrize("damage", AUTOSAVE_DAMAGES)
def test_a_damaged_game_set_aside_loads_with_one_warning(damage: Damage) -> None:
    path = storage.set_aside_dir() / "5f0c.pdn"
    place(path, damage.content)
    found = promptly(storage.load_set_aside, unblock=[path])
    if damage.content == DIRECTORY:
        assert found == []  # a directory there is not a game
        return
    assert len(found) == 1
    entry = found[0]
    check_value(entry.value[1] if entry.value is not None else None, damage)
    check_warning(entry.warning, damage, path)
    assert unchanged(path, damage.content)


def test_any_exception_of_the_replay_is_a_damaged_file(monkeypatch: pytest.MonkeyPatch) -> None:
    # storage does not count on the notation raising only its own errors
    path = storage.autosave_path()
    place(path, GOOD_PDN.encode())
    real_from_pdn = Game.from_pdn

    def deep(self: Game, text: str) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    def unbounded(pdn: PdnGame, *, apply_result: bool = False) -> Game:
        """Fails on a game with moves as a notation without bounds would."""
        if pdn.moves:
            raise ValueError("Exceeds the limit (4300 digits) for integer string conversion")
        return real_from_pdn(pdn, apply_result=apply_result)

    def lookup(pdn: PdnGame, *, apply_result: bool = False) -> Game:
        raise KeyError("GameType")

    with monkeypatch.context() as patch:
        patch.setattr(Game, "from_pdn", staticmethod(unbounded))
        patch.setattr(Game, "play_text", deep)
        result = storage.load_autosave()
    assert result.warning is not None and result.warning.code == "autosave_partial"
    assert result.value is not None and result.value.game.ply == 0  # the moves before
    with monkeypatch.context() as patch:
        patch.setattr(Game, "from_pdn", staticmethod(lookup))
        result = storage.load_autosave()
    assert result.value is None
    assert result.warning is not None and result.warning.code == "autosave_corrupt"
    assert "KeyError" in result.warning.detail
    with monkeypatch.context() as patch:

        def broken(text: str) -> object:
            raise MemoryError

        patch.setattr(sys.modules["dames_tui.storage.autosave"], "read_pdn_partial", broken)
        result = storage.load_autosave()
    assert result.warning is not None and result.warning.code == "autosave_corrupt"
    assert path.read_bytes() == GOOD_PDN.encode()


# ------------------------------------------------------------- the keeper


def keeper(told: list[LoadWarning], failed: list[tuple[str, str]] | None = None) -> Keeper:
    failures = failed if failed is not None else []
    return Keeper(lambda kind, error: failures.append((kind, error.reason)), told.append)


@pytest.mark.parametrize("kind", ["settings", "stats"])
def test_the_keeper_never_writes_over_a_file_it_could_not_read(kind: str) -> None:
    path = PATHS[kind]()
    content = json_bytes({"version": 9, "level": 5, "games": [], "new": "field"})
    place(path, content)
    told: list[LoadWarning] = []
    first = keeper(told)
    first.load_settings() if kind == "settings" else first.load_stats()
    assert [w.code for w in told] == [f"{kind}_future_version"]
    assert path.read_bytes() == content  # not rewritten "clean" at start-up
    told.clear()
    second = keeper(told)
    second.load_settings() if kind == "settings" else second.load_stats()
    assert told == []  # told once: its copy from the first run is found
    assert path.read_bytes() == content
    assert bad_files(path) == [f"{path.name}.bad"]


def test_a_setting_changed_over_a_newer_file_keeps_it() -> None:
    path = storage.settings_path()
    newer = json_bytes({"version": 4, "level": 5, "palette": "night"})
    place(path, newer)
    told: list[LoadWarning] = []
    run = keeper(told)
    settings = run.load_settings()
    assert run.save_settings(Settings(level=2)) and settings == Settings()
    assert storage.load_settings() == LoadResult(Settings(level=2))
    assert (path.parent / "settings.json.bad").read_bytes() == newer
    # the next damaged file has a copy of its own: the newer one is still kept
    place(path, b"{oops")
    assert storage.load_settings().warning is not None
    assert (path.parent / "settings.json.bad").read_bytes() == newer
    assert (path.parent / "settings.json.1.bad").read_bytes() == b"{oops"


def test_a_result_is_not_recorded_over_newer_statistics() -> None:
    path = storage.stats_path()
    newer = json_bytes({"version": 5, "games": [{**GAME, "result": "win"}]})
    place(path, newer)
    told: list[LoadWarning] = []
    failed: list[tuple[str, str]] = []
    run = keeper(told, failed)
    game = Game(ENGLISH)
    game.resign(Color.WHITE)
    assert not run.keep(PlayedGame(game, Color.BLACK, 3), {})  # saved, not counted
    assert failed == [("stats", "future_version")]
    assert path.read_bytes() == newer
    with pytest.raises(storage.StorageError) as caught:
        storage.record_game("g2", "english", Color.BLACK, 3, "start", "loss")
    assert caught.value.reason == "future_version"
    assert path.read_bytes() == newer
    for catalog in (fr.TEXTS, en.TEXTS):
        assert "storage.reason.future_version" in catalog


# ---------------------------------------------------------------- the app

APP_CASES = sorted({damage.name for damage in DAMAGES})


@pytest.mark.parametrize(
    "name",
    [pytest.param(name, marks=needs_fifo if name == "fifo" else ()) for name in APP_CASES],
)
def test_the_app_starts_over_damaged_files(name: str) -> None:
    from dames_tui.ui.app import DamesApp
    from dames_tui.ui.screens.game import GameScreen
    from dames_tui.ui.screens.new_game import NewGameScreen
    from dames_tui.ui.screens.resume import ResumeScreen

    damages = [damage for damage in DAMAGES if damage.name == name]
    for damage in damages:
        place(PATHS[damage.kind](), damage.content)
    reached: list[str] = []

    async def scenario() -> None:
        app = DamesApp(player=FirstMovePlayer())
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            if isinstance(app.screen, ResumeScreen):  # what could be read is offered
                await pilot.press("enter")
                await pilot.pause()
            assert isinstance(app.screen, NewGameScreen | GameScreen), app.screen
            reached.append(type(app.screen).__name__)
            told = [n.message for n in app._notifications]
            assert 1 <= len(told) <= len(damages), told

    fifos = [PATHS[damage.kind]() for damage in damages if damage.content == FIFO]
    promptly(lambda: asyncio.run(scenario()), unblock=fifos)
    assert reached
    for damage in damages:
        path = PATHS[damage.kind]()
        if damage.kind == "autosave" and not path.exists():
            # a saved game that cannot be resumed goes, once its copy holds it
            assert damage.readable and damage.code not in ("autosave_future_version",)
            copies = [path.parent / n for n in bad_files(path)]
            assert any(copy.read_bytes() == damage.content for copy in copies)
        elif reached == ["GameScreen"] and damage.kind == "autosave":
            pass  # resumed: the game goes on, saved after every move
        else:
            assert unchanged(path, damage.content), damage
