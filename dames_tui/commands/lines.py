"""Standard input read leniently, one line at a time, for the commands that
read it (``dames hub``, ``dames moves --fen -``).

The bytes are split on ``\\n`` (a ``\\r`` before it is dropped, so is a
byte-order mark at the start) and decoded as UTF-8 whatever the locale, a
byte that is not UTF-8 becoming U+FFFD: the line still arrives, and the
command refuses what it cannot read in it. A line longer than
:data:`MAX_LINE_BYTES` is read on in chunks and dropped, never held whole;
it arrives as an :class:`Overlong`, for the command to answer once.

>>> import io
>>> list(read_lines(io.BytesIO(b"\\xef\\xbb\\xbfhub\\r\\n\\xffok\\n\\nlast")))
['hub', '\\ufffdok', '', 'last']
>>> list(read_lines(io.BytesIO(b"pos " + b"e" * 100 + b"\\nping\\n"), limit=50))
[Overlong(size=104, start='pos eeeeeeeeeeeeeeeeeeeeeeeeeeee'), 'ping']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import IO, AnyStr, cast

MAX_LINE_BYTES = 64 * 1024
CHUNK_BYTES = 64 * 1024  # read at a time while an overlong line is skipped
START_CHARS = 32  # of an overlong line, kept to say what it was


@dataclass(frozen=True, slots=True)
class Overlong:
    """A line longer than the limit, skipped: how long it was (bytes, or
    characters from a text stream, its end excluded) and how it began."""

    size: int
    start: str


def read_lines(
    stream: IO[bytes] | IO[str], *, limit: int = MAX_LINE_BYTES
) -> Iterator[str | Overlong]:
    """The lines of ``stream`` without their ends, until it ends.

    A text stream is read through its binary buffer when it has one (the real
    standard input); one without (a test's ``io.StringIO``) is read as text,
    ``limit`` then counting characters.
    """
    source = getattr(stream, "buffer", stream)
    if isinstance(source.read(0), bytes):
        read_bytes = cast(Callable[[int], bytes], source.readline)
        for line in _split(read_bytes, b"\n", b"\r", limit):
            yield line if isinstance(line, Overlong) else _decode(line)
    else:
        read_text = cast(Callable[[int], str], source.readline)
        for number, text in enumerate(_split(read_text, "\n", "\r", limit)):
            yield text.removeprefix("\ufeff") if number == 0 and isinstance(text, str) else text


def _decode(line: bytes) -> str:
    return line.decode("utf-8", errors="replace").removeprefix("\ufeff")


def _split(
    readline: Callable[[int], AnyStr], newline: AnyStr, carriage: AnyStr, limit: int
) -> Iterator[AnyStr | Overlong]:
    """Lines of at most ``limit`` units without their end; longer ones skipped."""
    while True:
        # limit + 2 leaves room for "\r\n" after a line of exactly ``limit``
        piece = readline(limit + 2)
        if not piece:
            return
        ended = piece.endswith(newline)
        piece = piece.removesuffix(newline).removesuffix(carriage)
        if len(piece) <= limit:
            yield piece
            if not ended:
                return
            continue
        size = len(piece)
        while not ended:
            more = readline(CHUNK_BYTES)
            if not more:
                break
            ended = more.endswith(newline)
            size += len(more) - (len(newline) if ended else 0)
        yield Overlong(size, _start(piece[: START_CHARS * 4]))


def _start(piece: str | bytes) -> str:
    text = piece.decode("utf-8", errors="replace") if isinstance(piece, bytes) else piece
    return text.removeprefix("\ufeff")[:START_CHARS]
