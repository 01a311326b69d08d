"""The load policy shared by the JSON files (settings, statistics).

A missing file is the first run: defaults, no warning. Otherwise the file is
read without blocking (:func:`.atomic.read_bytes`: only a regular file of at
most 4 MB; anything else is ``<kind>_unreadable``, with no copy), decoded
(UTF-8) and parsed; it must be a JSON object whose ``version`` (absent means
1) is a positive integer no greater than the one this program writes. Any
failure, whatever the bytes (an integer of thousands of digits, arrays nested
thousands deep), gives one :class:`LoadWarning` and, when the file could be
read at all, a numbered ``.bad`` copy beside it (or the copy an earlier load
kept of the same bytes: the warning is then ``repeated``). Loading never
writes the file itself.

Saving over such a file keeps it first (:func:`.atomic.keep_before_replace`,
with :func:`sound_json_object` saying which files load cleanly).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeGuard

from .atomic import find_bad_copy, keep_bad_copy, read_bytes
from .errors import LoadWarning


@dataclass(frozen=True)
class JsonLoad:
    """A JSON object read from a file, or why there is none.

    ``data`` is None when the file is missing or could not be used (then
    ``warning`` says why, except for a missing file); ``raw`` is the file's
    content, for a ``.bad`` copy if the caller finds bad fields."""

    data: dict[str, object] | None
    raw: bytes | None = None
    warning: LoadWarning | None = None


@dataclass(frozen=True)
class JsonProblem:
    """Why the bytes of a JSON file of ours cannot be used: ``code`` is
    ``"corrupt"`` or ``"future_version"`` (the end of a warning code)."""

    code: str
    detail: str
    params: Mapping[str, str | int] = field(default_factory=dict)


def load_json_object(path: Path, kind: str, version: int) -> JsonLoad:
    """Read ``path`` as the ``kind`` file ("settings", "stats") of format ``version``."""
    try:
        raw = read_bytes(path)
    except OSError as error:
        detail = f"cannot read {path}: {error.strerror or error}"
        return JsonLoad(None, None, LoadWarning(f"{kind}_unreadable", path, detail))
    if raw is None:
        return JsonLoad(None)
    found = parse_json_object(raw, version)
    if isinstance(found, JsonProblem):
        warning = bad_file_warning(path, raw, f"{kind}_{found.code}", found.detail, found.params)
        return JsonLoad(None, raw, warning)
    return JsonLoad(found, raw)


def parse_json_object(raw: bytes, version: int) -> dict[str, object] | JsonProblem:
    """The JSON object of ``raw`` (UTF-8, a BOM allowed) if its ``version``
    (absent means 1) is a positive integer no greater than ``version``, else
    what is wrong. Never raises, whatever the bytes."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        return JsonProblem("corrupt", f"not UTF-8 text ({error.reason})")
    if not text.strip():
        return JsonProblem("corrupt", "empty file")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        return JsonProblem("corrupt", f"not JSON ({error})")
    except (ValueError, RecursionError, MemoryError) as error:
        # an integer of more than 4,300 digits, or arrays nested too deep
        return JsonProblem("corrupt", f"not JSON ({type(error).__name__})")
    if not isinstance(data, dict):
        return JsonProblem("corrupt", f"a JSON {_json_type(data)}, not an object")
    found = data.get("version", 1)
    if not is_int(found) or found < 1:
        return JsonProblem("corrupt", f"bad version {shorten(found)}")
    if found > version:
        shown = found if found < 10**9 else shorten(found)
        detail = f"written by a newer dames_tui (version {shown}, this one reads {version})"
        params: dict[str, str | int] = {"version": shown, "supported": version}
        return JsonProblem("future_version", detail, params)
    return data


def sound_json_object(raw: bytes, version: int, sound: Callable[[dict[str, object]], bool]) -> bool:
    """Whether ``raw`` is a JSON object of ours that loads cleanly: a good
    version, and ``sound`` finds no bad field in it."""
    found = parse_json_object(raw, version)
    return not isinstance(found, JsonProblem) and sound(found)


def bad_file_warning(
    path: Path,
    raw: bytes,
    code: str,
    detail: str,
    params: Mapping[str, str | int] | None = None,
) -> LoadWarning:
    """A warning about ``path``, after keeping ``raw`` as a ``.bad`` copy (or
    finding the copy an earlier load kept: the warning is then ``repeated``)."""
    existing = find_bad_copy(path, raw)
    backup = existing if existing is not None else keep_bad_copy(path, raw)
    return LoadWarning(code, path, detail, backup, dict(params or {}), existing is not None)


def shorten(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for a detail line
    (never raises: an int too long to print is said to be one).

    >>> shorten("x" * 100, 10)
    "'xxxxxxxx…"
    >>> shorten(int("9" * 4000))
    'an integer of 4000 digits'
    """
    if is_int(value) and abs(value) >= 10**limit:
        return f"an integer of {len(str(abs(value)))} digits"
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # nested too deep
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer (``True`` is an int in Python but not here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def dump_json(data: Mapping[str, object]) -> str:
    """The text written for a JSON file: keys in the given order, indented,
    non-ASCII kept as is, a final newline."""
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _json_type(value: object) -> str:
    if isinstance(value, list):
        return "array"
    if isinstance(value, str):
        return "string"
    if isinstance(value, bool):
        return "boolean"
    if value is None:
        return "null"
    return "number"
