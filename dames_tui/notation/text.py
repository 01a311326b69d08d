"""Text from a file or a player, made safe to show and to read.

- :func:`printable`: text from a file shown on a terminal, with no control
  character left to move the cursor, change colours or ring the bell. The
  command line and the interface both use it (no Textual here).
- :func:`excerpt`: the part of a bad input that an error message quotes,
  printable and short.
- :func:`read_int`: a number read from its digits, refused when it has more
  digits than the reader expects, before ``int()`` would be slow or refuse
  (Python refuses more than 4,300 digits).
"""

from __future__ import annotations

import re

__all__ = ["EXCERPT_LENGTH", "MAX_DIGITS", "excerpt", "printable", "read_int"]

#: the most significant digits a square, a move number or a GameType may have
MAX_DIGITS = 4
#: the most characters of a bad input that an error message quotes
EXCERPT_LENGTH = 40

_CONTROL_RE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, erasing
    r"|\x9b[0-?]*[ -/]*[@-~]"  # the same with the one-byte C1 introducer
    r"|\x1b[\]PX^_][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)"  # OSC, DCS, SOS, PM, APC strings
    r"|\x1b[ -/]*[0-~]"  # two-character escapes (ESC c, ESC ( B, …)
    r"|[\x00-\x08\x0a-\x1f\x7f-\x9f]"  # C0 but the tab, DEL, C1, a lone ESC
)


def printable(text: str, *, replacement: str = "\ufffd") -> str:
    """``text`` with every control character and escape sequence replaced by
    ``replacement`` (one per sequence): C0 but the tab (so newlines too), DEL,
    C1, and ESC with what follows it as one sequence. Everything else,
    accents and other scripts included, is kept.

    >>> printable("Tinsley\\x1b[31m - Long\\x07\\n")
    'Tinsley� - Long��'
    >>> printable("a\\tb\\x7fc\\x9b2Jd", replacement="?")
    'a\\tb?c?d'
    >>> printable("Sijbrands – Baba Sy ✓")
    'Sijbrands – Baba Sy ✓'
    """
    return _CONTROL_RE.sub(replacement, text)


def excerpt(text: str, limit: int = EXCERPT_LENGTH) -> str:
    """``text`` as an error message quotes it: stripped, printable, and cut
    after ``limit`` characters with an ellipsis.

    >>> excerpt("  12-16 ")
    '12-16'
    >>> excerpt("9" * 5000)
    '9999999999999999999999999999999999999999…'
    """
    shown = printable(text.strip())
    return shown if len(shown) <= limit else shown[:limit] + "…"


def read_int(digits: str, most: int = MAX_DIGITS) -> int | None:
    """The number that ``digits`` (ASCII digits only) write, or None when it
    has more than ``most`` digits once its leading zeros are dropped.

    >>> read_int("0032"), read_int("12345"), read_int("9" * 5000)
    (32, None, None)
    """
    significant = digits.lstrip("0")
    if len(significant) > most:
        return None
    return int(significant) if significant else 0
