"""The load policy shared by the JSON files (settings, statistics).

A missing file is the first run: defaults, no warning. Otherwise the file is
read, decoded (UTF-8) and parsed; it must be a JSON object whose ``version``
(absent means 1) is a positive integer no greater than the one this program
writes. Any failure gives one :class:`LoadWarning` and, when the file could
be read at all, a ``.bad`` copy beside it. Loading never writes the file
itself.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

from .atomic import keep_bad_copy, read_bytes
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


def load_json_object(path: Path, kind: str, version: int) -> JsonLoad:
    """Read ``path`` as the ``kind`` file ("settings", "stats") of format ``version``."""
    try:
        raw = read_bytes(path)
    except OSError as error:
        detail = f"cannot read {path}: {error.strerror or error}"
        return JsonLoad(None, None, LoadWarning(f"{kind}_unreadable", path, detail))
    if raw is None:
        return JsonLoad(None)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        return _bad(path, raw, f"{kind}_corrupt", f"not UTF-8 text ({error.reason})")
    if not text.strip():
        return _bad(path, raw, f"{kind}_corrupt", "empty file")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        return _bad(path, raw, f"{kind}_corrupt", f"not JSON ({error})")
    except (ValueError, RecursionError) as error:
        return _bad(path, raw, f"{kind}_corrupt", f"not JSON ({type(error).__name__})")
    if not isinstance(data, dict):
        return _bad(path, raw, f"{kind}_corrupt", f"a JSON {_json_type(data)}, not an object")
    found = data.get("version", 1)
    if not is_int(found) or found < 1:
        return _bad(path, raw, f"{kind}_corrupt", f"bad version {found!r}")
    if found > version:
        detail = f"written by a newer dames_tui (version {found}, this one reads {version})"
        params = {"version": found, "supported": version}
        return _bad(path, raw, f"{kind}_future_version", detail, params)
    return JsonLoad(data, raw)


def bad_file_warning(
    path: Path,
    raw: bytes,
    code: str,
    detail: str,
    params: Mapping[str, str | int] | None = None,
) -> LoadWarning:
    """A warning about ``path``, after keeping ``raw`` as ``<path>.bad``."""
    backup = keep_bad_copy(path, raw)
    return LoadWarning(code, path, detail, backup, dict(params or {}))


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer (``True`` is an int in Python but not here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def dump_json(data: Mapping[str, object]) -> str:
    """The text written for a JSON file: keys in the given order, indented,
    non-ASCII kept as is, a final newline."""
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _bad(
    path: Path,
    raw: bytes,
    code: str,
    detail: str,
    params: Mapping[str, str | int] | None = None,
) -> JsonLoad:
    return JsonLoad(None, raw, bad_file_warning(path, raw, code, detail, params))


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
