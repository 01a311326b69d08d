"""Storage: settings.json, its round trip and every kind of bad file."""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from pathlib import Path

import pytest
from test_storage_damaged import needs_fifo, promptly

from dames_tui.core import Color
from dames_tui.engine import LEVELS
from dames_tui.storage import (
    WARNING_CODES,
    LoadResult,
    Settings,
    StorageError,
    load_settings,
    save_settings,
    settings_path,
)
from dames_tui.storage.atomic import MAX_OWN_FILE
from dames_tui.storage.ladders import EIGHT, FIVE_ON_EIGHT, MAX_LEVEL

DEFAULTS = Settings()


@pytest.fixture(autouse=True)
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


def write(content: str | bytes) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def write_json(data: object) -> Path:
    return write(json.dumps(data))


def bad(result: LoadResult[Settings], code: str) -> None:
    """One warning of ``code`` and the bad file kept beside the original."""
    warning = result.warning
    assert warning is not None and warning.code == code
    assert warning.code in WARNING_CODES
    assert warning.path == settings_path()
    assert warning.detail and "\n" not in warning.detail
    assert warning.backup is not None and warning.backup.parent == settings_path().parent
    assert re.fullmatch(r"settings\.json\.(?:[1-9][0-9]*\.)?bad", warning.backup.name)
    assert warning.backup.read_bytes() == settings_path().read_bytes()


# ---------------------------------------------------------------- good files


def test_defaults_without_a_file_and_nothing_written(xdg: Path) -> None:
    result = load_settings()
    assert result.value == DEFAULTS and result.warning is None and result.ok
    assert not (xdg / "config").exists()


def test_defaults() -> None:
    assert DEFAULTS.variant == "english" and DEFAULTS.human_side is None
    assert DEFAULTS.level == 5 and DEFAULTS.language == "fr"
    assert (DEFAULTS.show_numbers, DEFAULTS.theme, DEFAULTS.bottom) == (False, "classic", "player")


def test_round_trip() -> None:
    settings = Settings(
        variant="international",
        human_side=Color.BLACK,
        level=5,
        language="en",
        show_numbers=True,
        theme="green",
        bottom="white",
    )
    path = save_settings(settings)
    assert path == settings_path()
    data = json.loads(path.read_text())
    assert data["version"] == 3 and data["human_side"] == "black"
    assert load_settings() == LoadResult(settings)
    save_settings(DEFAULTS)
    assert load_settings().value == DEFAULTS
    assert json.loads(path.read_text())["human_side"] is None


def test_human_color_defaults_to_the_first_player() -> None:
    assert Settings(variant="english").human_color is Color.BLACK
    assert Settings(variant="international").human_color is Color.WHITE
    assert Settings(variant="english", human_side=Color.WHITE).human_color is Color.WHITE
    assert Settings(variant="international").rules.board_size == 10


@pytest.mark.parametrize(
    "changes",
    [
        {"level": 0},
        {"level": MAX_LEVEL + 1},
        {"level": True},
        {"variant": "chess"},
        {"variant": "american"},
        {"language": "de"},
        {"show_numbers": 1},
        {"bottom": "yes"},
        {"bottom": True},
        {"theme": ""},
        {"human_side": "black"},
    ],
)
def test_a_settings_object_cannot_hold_a_bad_value(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Settings(**changes)  # type: ignore[arg-type]


def test_levels_match_the_engine() -> None:
    assert MAX_LEVEL == len(LEVELS)


def test_unknown_and_missing_fields_are_fine() -> None:
    path = write_json({"version": 3, "level": 4, "future_option": [1, 2], "colour": "x"})
    result = load_settings()
    assert result == LoadResult(Settings(level=4))
    assert not path.with_name("settings.json.bad").exists()


def test_no_version_means_version_1() -> None:
    write_json({"level": 2, "language": "en"})  # five levels: the amateur is today's 2
    assert load_settings() == LoadResult(Settings(level=2, language="en"))


@pytest.mark.parametrize(("five", "eight"), sorted(FIVE_ON_EIGHT.items()))
def test_a_version_1_file_has_its_levels_on_todays_ladder(five: int, eight: int) -> None:
    write_json({"version": 1, "level": five, "by_variant": {"international": {"level": five}}})
    loaded = load_settings()
    assert loaded.warning is None
    assert loaded.value.level == EIGHT[eight]
    assert loaded.value.choice_for("international") == (None, EIGHT[eight])


@pytest.mark.parametrize(("eight", "today"), sorted(EIGHT.items()))
def test_a_version_2_file_has_its_levels_on_todays_ladder(eight: int, today: int) -> None:
    write_json({"version": 2, "level": eight, "by_variant": {"english": {"level": eight}}})
    loaded = load_settings()
    assert loaded.warning is None
    assert (loaded.value.level, loaded.value.choice_for("english")) == (today, (None, today))


def test_the_ladder_of_eight_keeps_its_order_and_ends() -> None:
    moved = [EIGHT[n] for n in sorted(EIGHT)]
    assert moved == sorted(moved) and (moved[0], moved[-1]) == (1, MAX_LEVEL)


def test_a_version_2_file_refuses_a_level_its_ladder_did_not_have() -> None:
    write_json({"version": 2, "level": 9})
    result = load_settings()
    assert result.value.level == Settings().level and result.warning is not None


def test_a_version_3_file_keeps_its_levels() -> None:
    write_json({"version": 3, "level": 7, "by_variant": {"english": {"level": 12}}})
    loaded = load_settings().value
    assert (loaded.level, loaded.choice_for("english")) == (7, (None, 12))


def test_variant_alias_and_side_case_are_read() -> None:
    write_json({"version": 3, "variant": "American", "human_side": "WHITE"})
    assert load_settings() == LoadResult(Settings(variant="english", human_side=Color.WHITE))


def test_utf8_bom_is_accepted() -> None:
    write(b"\xef\xbb\xbf" + json.dumps({"version": 3, "theme": "vert"}).encode())
    assert load_settings().value.theme == "vert"


# ----------------------------------------------------------------- bad files


@pytest.mark.parametrize(
    ("content", "detail"),
    [
        ("", "empty"),
        ("  \n", "empty"),
        ('{"version": 3, "level": 4, "lang', "not JSON"),
        ("level = 4\n", "not JSON"),
        ('[{"level": 4}]', "array"),
        ('"settings"', "string"),
        ("null", "null"),
        (b"\xff\xfe{\x00}\x00", "UTF-8"),
        ('{"version": "one"}', "version"),
        ('{"version": 0}', "version"),
        ('{"version": true}', "version"),
        ("[" * 100000, "not JSON"),
    ],
)
def test_corrupt_file_gives_defaults(content: str | bytes, detail: str) -> None:
    path = write(content)
    before = path.read_bytes()
    result = load_settings()
    assert result.value == DEFAULTS
    bad(result, "settings_corrupt")
    assert result.warning is not None and detail in result.warning.detail
    assert path.read_bytes() == before  # a load never rewrites the file


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("level", "4"),
        ("level", 17),
        ("level", 0),
        ("level", 2.5),
        ("level", True),
        ("variant", "chess"),
        ("variant", 21),
        ("human_side", "red"),
        ("human_side", 1),
        ("language", "de"),
        ("language", None),
        ("show_numbers", "yes"),
        ("show_numbers", 1),
        ("bottom", None),
        ("bottom", "left"),
        ("theme", 3),
        ("theme", ""),
    ],
)
def test_a_bad_field_takes_its_default_only(field: str, value: object) -> None:
    good = {
        "variant": "international",
        "human_side": "black",
        "level": 4,
        "language": "en",
        "show_numbers": True,
        "theme": "green",
        "bottom": "white",
    }
    write_json({"version": 3, **good, field: value})
    result = load_settings()
    bad(result, "settings_invalid_fields")
    assert result.warning is not None and result.warning.params == {"fields": field}
    expected = Settings(
        variant="international",
        human_side=Color.BLACK,
        level=4,
        language="en",
        show_numbers=True,
        theme="green",
        bottom="white",
    )
    assert getattr(result.value, field) == getattr(DEFAULTS, field)
    for name in good:
        if name != field:
            assert getattr(result.value, name) == getattr(expected, name)


def test_several_bad_fields_give_one_warning() -> None:
    write_json({"version": 3, "level": "high", "language": "xx", "bottom": "black"})
    result = load_settings()
    bad(result, "settings_invalid_fields")
    assert result.warning is not None
    assert result.warning.params == {"fields": "level, language"}
    assert result.value == Settings(bottom="black")


def test_the_old_flipped_flag_is_ignored() -> None:
    write_json({"version": 3, "flipped": True, "level": 5})
    result = load_settings()
    assert result.warning is None and result.value == Settings(level=5)


def test_the_side_at_the_bottom() -> None:
    assert Settings().bottom_color(Color.WHITE) is Color.WHITE
    assert Settings().bottom_color(Color.BLACK) is Color.BLACK
    assert Settings(bottom="white").bottom_color(Color.BLACK) is Color.WHITE
    assert Settings(bottom="black").bottom_color(Color.WHITE) is Color.BLACK


def test_theme_checked_against_the_interface_list() -> None:
    write_json({"version": 3, "theme": "neon", "level": 5})
    assert load_settings().value.theme == "neon"  # any name without a list
    result = load_settings(themes=("classic", "green"))
    bad(result, "settings_invalid_fields")
    assert result.value == Settings(level=5)
    write_json({"version": 3, "theme": "green"})
    assert load_settings(themes=("classic", "green")) == LoadResult(Settings(theme="green"))


def test_future_version_gives_defaults_and_keeps_the_file() -> None:
    path = write_json({"version": 4, "level": 5, "language": "en"})
    before = path.read_bytes()
    result = load_settings()
    assert result.value == DEFAULTS
    bad(result, "settings_future_version")
    assert result.warning is not None and result.warning.params == {"version": 4, "supported": 3}
    assert path.read_bytes() == before


def test_directory_in_place_of_the_file() -> None:
    settings_path().mkdir(parents=True)
    result = load_settings()
    assert result.value == DEFAULTS
    assert result.warning is not None and result.warning.code == "settings_unreadable"
    assert result.warning.backup is None
    with pytest.raises(StorageError):  # and a save cannot destroy it either
        save_settings(Settings(level=1))
    assert settings_path().is_dir()


def refuse_reading(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Opening ``path`` for reading fails as for a file without permission
    (chmod does not stop root, so the refusal is simulated)."""
    real_open = os.open

    def refuse(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(str(file)) == path and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refuse)


def test_permission_error_on_read(monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_json({"version": 3, "level": 5})
    refuse_reading(monkeypatch, path)
    result = load_settings()
    assert result.value == DEFAULTS
    assert result.warning is not None and result.warning.code == "settings_unreadable"
    assert "Permission denied" in result.warning.detail
    assert not path.with_name("settings.json.bad").exists()


@needs_fifo
def test_a_fifo_in_place_of_the_file_does_not_block() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    result = promptly(load_settings, unblock=[path])
    assert result.value == DEFAULTS
    assert result.warning is not None and result.warning.code == "settings_unreadable"
    assert "FIFO" in result.warning.detail and result.warning.backup is None
    assert stat.S_ISFIFO(os.lstat(path).st_mode)  # left as it is
    promptly(lambda: save_settings(Settings(level=2)), unblock=[path])  # the player changes one
    assert load_settings() == LoadResult(Settings(level=2))
    assert stat.S_ISFIFO(os.lstat(path.with_name("settings.json.bad")).st_mode)  # moved aside


def test_a_file_too_large_is_not_read() -> None:
    path = write(b'{"version": 3, "level": 4, "theme": "' + b"x" * MAX_OWN_FILE + b'"}')
    result = load_settings()
    assert result.value == DEFAULTS
    assert result.warning is not None and result.warning.code == "settings_unreadable"
    assert "too large" in result.warning.detail and result.warning.backup is None
    size = path.stat().st_size
    save_settings(Settings(level=2))
    assert path.with_name("settings.json.bad").stat().st_size == size  # renamed, not lost


def test_huge_numbers_and_deep_nesting_are_a_damaged_file() -> None:
    for content in (
        '{"version": 3, "level": ' + "9" * 5000 + "}",  # int() refuses 4,300 digits
        '{"level": ' + "[" * 50_000 + "]" * 50_000 + "}",
    ):
        write(content)
        result = load_settings()
        bad(result, "settings_corrupt")
    write('{"version": ' + "9" * 4000 + "}")
    result = load_settings()
    bad(result, "settings_future_version")
    assert result.warning is not None and len(result.warning.detail) < 200
    assert result.warning.params["version"] == "an integer of 4000 digits"


@pytest.mark.parametrize("theme", ["\x1b]2;pwned\x07", "a\nb", "x" * 65, "\u200b"])
def test_a_theme_name_is_printable_and_short(theme: str) -> None:
    write_json({"version": 3, "theme": theme, "level": 4})
    result = load_settings()
    bad(result, "settings_invalid_fields")
    assert result.value == Settings(level=4)


def test_bad_copies_are_numbered_and_never_replaced() -> None:
    write("first bad")
    first = load_settings().warning
    write("second bad")
    second = load_settings().warning
    assert first is not None and first.backup is not None and not first.repeated
    assert second is not None and second.backup is not None and not second.repeated
    assert first.backup.name == "settings.json.bad" and first.backup.read_text() == "first bad"
    assert second.backup.name == "settings.json.1.bad"
    assert second.backup.read_text() == "second bad"
    again = load_settings().warning  # the same file at the next start
    assert again is not None and again.backup == second.backup and again.repeated
    assert sorted(p.name for p in settings_path().parent.iterdir()) == [
        "settings.json", "settings.json.1.bad", "settings.json.bad",
    ]  # fmt: skip


def test_a_save_keeps_a_file_it_could_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_json({"version": 4, "level": 5})  # a newer version's
    before = path.read_bytes()
    save_settings(Settings(level=1))  # even without a load first
    assert path.with_name("settings.json.bad").read_bytes() == before
    save_settings(Settings(level=2))  # a sound file is simply replaced
    assert len(list(path.parent.glob("*.bad"))) == 1
    write("{damaged")

    def full(src: object, dst: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", full)
        with pytest.raises(StorageError):  # no copy, no write
            save_settings(Settings(level=3))
    assert path.read_text() == "{damaged"


def test_a_save_after_a_bad_load_writes_a_valid_file() -> None:
    path = write('{"version": 3, "level": 4, "theme": ')
    result = load_settings()
    assert result.value == DEFAULTS
    assert path.read_text() == '{"version": 3, "level": 4, "theme": '
    save_settings(Settings(level=2))  # the player changed a setting
    assert load_settings() == LoadResult(Settings(level=2))
    assert path.with_name("settings.json.bad").read_text().startswith('{"version": 3, "level": 4')


def test_failed_save_keeps_the_good_file(monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(level=4))
    before = settings_path().read_bytes()

    def full(src: object, dst: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", full)
        with pytest.raises(StorageError) as caught:
            save_settings(Settings(level=1))
    assert caught.value.reason == "no_space"
    assert settings_path().read_bytes() == before
    assert load_settings() == LoadResult(Settings(level=4))


# ------------------------------------------------------- choices by variant


def test_each_variants_side_and_level_are_kept() -> None:
    settings = DEFAULTS.remembering("international", Color.BLACK, 4)
    settings = settings.remembering("thai", None, 1).remembering("international", Color.WHITE, 5)
    assert (settings.variant, settings.human_side, settings.level) == (
        "international",
        Color.WHITE,
        5,
    )
    assert settings.by_variant == (("international", Color.WHITE, 5), ("thai", None, 1))
    save_settings(settings)
    data = json.loads(settings_path().read_text())
    assert data["by_variant"] == {
        "international": {"human_side": "white", "level": 5},
        "thai": {"human_side": None, "level": 1},
    }
    loaded = load_settings()
    assert loaded.warning is None and loaded.value == settings
    assert loaded.value.choice_for("thai") == (None, 1)
    assert loaded.value.choice_for("canadian") is None


def test_a_file_without_choices_by_variant_has_none() -> None:
    write_json({"version": 3, "level": 4})
    assert load_settings().value.by_variant == ()


def test_choices_by_variant_read_aliases_in_the_registrys_order() -> None:
    write_json({"version": 3, "by_variant": {"12x12": {"level": 2}, "intl": {"level": 3}}})
    loaded = load_settings().value
    assert loaded.by_variant == (("international", None, 3), ("canadian", None, 2))


@pytest.mark.parametrize(
    "value",
    [
        [["english", None, 3]],
        {"nowhere": {"level": 3}},
        {"english": {"level": 17}},
        {"english": {"human_side": "red", "level": 3}},
        {"english": 3},
        {"english": {}},
    ],
)
def test_bad_choices_by_variant_are_dropped_alone(value: object) -> None:
    write_json({"version": 3, "level": 4, "by_variant": value})
    result = load_settings()
    bad(result, "settings_invalid_fields")
    assert result.value.by_variant == () and result.value.level == 4
    assert result.warning is not None and result.warning.params["fields"] == "by_variant"
