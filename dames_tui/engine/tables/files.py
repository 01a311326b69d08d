"""Table files: one per variant and number of pieces.

A magic line, a JSON header (format version, variant, pieces, slices, length,
CRC-32, counts, compression), then the bytes compressed with LZMA (``xz``,
some 40 % smaller than zlib and as quick to read) or zlib (the header says
which; zlib when it does not). A damaged or foreign
file raises :class:`~.base.TableError`.
"""

from __future__ import annotations

import json
import lzma
import mmap
import os
import zlib
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeAlias

from ...core import Rules
from ...core.errors import DraughtsError
from .base import DRAW_BYTE, FORMAT_VERSION, SliceKey, TableError
from .index import BoardIndex, slices_of

__all__ = [
    "MAGIC",
    "MAP_FROM_BYTES",
    "SliceData",
    "TableHeader",
    "default_dir",
    "read_header",
    "read_table",
    "refuse",
    "table_path",
    "write_table",
]

MAGIC = b"dames_tui endgame table\n"
COMPRESSIONS = ("lzma", "zlib")
#: tables this large are mapped from an uncompressed cache (:func:`read_table`)
MAP_FROM_BYTES = 16 << 20
SliceData: TypeAlias = bytes | memoryview  # a slice's bytes, in memory or mapped


@dataclass(frozen=True, slots=True)
class TableHeader:
    """What a table file says of itself."""

    variant: str
    pieces: int
    slices: tuple[tuple[SliceKey, int], ...]  # each slice and its number of indices
    length: int  # bytes once uncompressed
    crc32: int
    counts: dict[str, int]  # positions, wins, draws, losses, longest (plies)
    file_size: int
    compression: str = "zlib"  # of the payload: one of COMPRESSIONS


def default_dir() -> Path:
    """``$XDG_DATA_HOME/dames_tui/tables``."""
    from ...storage.paths import data_dir

    return data_dir() / "tables"


def table_path(directory: Path, rules: Rules, pieces: int) -> Path:
    """The file of ``rules``' positions with exactly ``pieces`` pieces."""
    return directory / f"{rules.name}-{pieces}.dtb"


def _counts(payload: bytes) -> dict[str, int]:
    histogram = Counter(payload)
    wins = sum(n for v, n in histogram.items() if v >= 2 and v & 1)
    losses = sum(n for v, n in histogram.items() if v >= 2 and not v & 1)
    draws = histogram.get(DRAW_BYTE, 0)
    longest = max((v - 2 for v in histogram if v >= 2), default=0)
    return {
        "positions": wins + losses + draws,
        "wins": wins,
        "draws": draws,
        "losses": losses,
        "longest": longest,
    }


def write_table(
    path: Path,
    rules: Rules,
    pieces: int,
    solved: Mapping[SliceKey, SliceData],
    *,
    compression: str = "lzma",
) -> TableHeader:
    """Write the ``pieces``-piece slices of ``solved`` to ``path`` (atomically)
    with ``compression`` (one of :data:`COMPRESSIONS`)."""
    from ...storage.atomic import atomic_write_bytes

    index = BoardIndex(rules)
    keys = slices_of(pieces)
    payload = b"".join(solved[key] for key in keys)
    header = {
        "format": FORMAT_VERSION,
        "variant": rules.name,
        "pieces": pieces,
        "squares": index.squares,
        "slices": [[*key, index.size(key)] for key in keys],
        "length": len(payload),
        "crc32": zlib.crc32(payload),
        "counts": _counts(payload),
        "compression": compression,
    }
    if compression == "lzma":
        packed = lzma.compress(payload, preset=6)
    elif compression == "zlib":
        packed = zlib.compress(payload, 9)
    else:
        raise ValueError(f"compression {compression!r}: one of {COMPRESSIONS}")
    data = MAGIC + json.dumps(header).encode("ascii") + b"\n" + packed
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(path, data)
    return _header(path, data)[0]


def refuse(*, path: Path, english: str, code: str, **params: object) -> TableError:
    """A :class:`TableError` about the file at ``path`` (its text's fields are ``params``)."""
    return TableError(f"{path}: {english}", code=code, params={"path": str(path), **params})


def _read(path: Path) -> bytes:
    from ...storage.atomic import read_bytes

    try:
        data = read_bytes(path, limit=1 << 30)
    except OSError as error:
        raise refuse(
            path=path, english=f"cannot be read ({error.strerror})", code="tables.unreadable"
        ) from None
    if data is None:
        raise refuse(path=path, english="no such table file", code="tables.missing")
    return data


def _header(path: Path, data: bytes) -> tuple[TableHeader, int]:
    """The header of a table file's ``data`` and where its payload starts."""
    if not data.startswith(MAGIC):
        raise refuse(path=path, english="not an endgame table of dames_tui", code="tables.foreign")
    end = data.find(b"\n", len(MAGIC))
    try:
        fields = json.loads(data[len(MAGIC) : end]) if end > 0 else None
        if not isinstance(fields, dict):
            raise TypeError("no header")
        if fields.get("format") != FORMAT_VERSION:
            raise refuse(
                path=path,
                code="tables.format",
                english=f"table format {fields.get('format')!r}, not {FORMAT_VERSION}",
                found=str(fields.get("format")),
                expected=FORMAT_VERSION,
            )
        slices = tuple(
            ((int(a), int(b), int(c), int(d)), int(size)) for a, b, c, d, size in fields["slices"]
        )
        counts = {str(k): int(v) for k, v in dict(fields["counts"]).items()}
        header = TableHeader(
            variant=str(fields["variant"]),
            pieces=int(fields["pieces"]),
            slices=slices,
            length=int(fields["length"]),
            crc32=int(fields["crc32"]),
            counts=counts,
            file_size=len(data),
            compression=str(fields.get("compression", "zlib")),
        )
        if header.compression not in COMPRESSIONS:
            raise ValueError(header.compression)
    except TableError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError):
        raise refuse(
            path=path, english="damaged (its header cannot be read)", code="tables.damaged"
        ) from None
    return header, end + 1


def read_header(path: Path) -> TableHeader:
    """The header of the table file at ``path``; :class:`TableError` if it is
    not one of ours, of another format, or damaged."""
    return _header(path, _read(path))[0]


def read_table(
    path: Path, rules: Rules, pieces: int, *, cache: Path | None = None
) -> dict[SliceKey, SliceData]:
    """The slices stored at ``path``, checked against ``rules`` and ``pieces``.

    With ``cache`` (a directory), a table of :data:`MAP_FROM_BYTES` or more
    is uncompressed once into a file there and mapped into memory from it:
    every process that probes it then shares the same pages. When the cache
    cannot be written the table is read into memory as the others.
    """
    data = _read(path)
    header, start = _header(path, data)
    if header.variant != rules.name or header.pieces != pieces:
        raise refuse(
            path=path,
            code="tables.other",
            english=f"a table of {header.variant} with {header.pieces} pieces,"
            f" not {rules.name} with {pieces}",
            variant=header.variant,
            pieces=header.pieces,
        )
    index = BoardIndex(rules)
    expected = tuple((key, index.size(key)) for key in slices_of(pieces))
    if header.slices != expected or sum(size for _, size in expected) != header.length:
        raise refuse(
            path=path, english="damaged (its contents do not check)", code="tables.damaged"
        )
    content: bytes | memoryview | None = None
    raw = None
    if cache is not None and header.length >= MAP_FROM_BYTES:
        raw = cache / f"{path.stem}-{header.crc32:08x}.raw"
        content = _mapped(raw, header)
    if content is None:
        content = _payload(path, data[start:], header)
        if raw is not None:
            try:
                from ...storage.atomic import atomic_write_bytes

                atomic_write_bytes(raw, content)
                content = _mapped(raw, header) or content
            except (OSError, DraughtsError):
                pass  # no cache: this process keeps its own copy
    out: dict[SliceKey, SliceData] = {}
    at = 0
    for key, size in expected:
        out[key] = content[at : at + size]
        at += size
    return out


def _payload(path: Path, packed: bytes, header: TableHeader) -> bytes:
    """The uncompressed, checked bytes of a table."""
    try:
        if header.compression == "lzma":
            payload = lzma.decompress(packed, format=lzma.FORMAT_XZ)
        else:
            payload = zlib.decompress(packed)
    except (zlib.error, lzma.LZMAError, EOFError):
        payload = b""
    if len(payload) != header.length or zlib.crc32(payload) != header.crc32:
        raise refuse(
            path=path, english="damaged (its contents do not check)", code="tables.damaged"
        )
    return payload


def _mapped(raw: Path, header: TableHeader) -> memoryview | None:
    """The uncompressed table at ``raw`` mapped read-only, or None when it is
    missing or does not check."""
    try:
        with raw.open("rb") as file:
            if os.fstat(file.fileno()).st_size != header.length:
                return None
            mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None
    view = memoryview(mapped)
    if zlib.crc32(view) != header.crc32:
        view.release()
        mapped.close()
        return None
    return view
