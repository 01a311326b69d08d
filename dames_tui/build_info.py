"""Which build of the engine runs: the modules compiled with mypyc, or pure Python.

``pip install .`` compiles :data:`COMPILED_MODULES` with mypyc when mypyc and
a C compiler are at hand (``setup.py``), and installs the same modules as
plain Python otherwise. This file is the one list of those modules:
``setup.py`` and ``benchmarks/compiled_speed.py`` read it with
:func:`ast.literal_eval`, without importing the package, so it must keep
:data:`COMPILED_MODULES` a literal tuple of strings and import nothing of the
package.

>>> build_kind() in ("compiled", "pure", "mixed")
True
>>> len(compiled_modules()) <= len(COMPILED_MODULES)
True
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

__all__ = [
    "COMPILED_MODULES",
    "REASON_FILE",
    "BuildKind",
    "PureReason",
    "build_kind",
    "compiled_modules",
    "module_name",
    "pure_reason",
]

#: The search's hot path, as paths under ``dames_tui/`` (profile of a search:
#: tree's pvs/qsearch, eval's white_score, the kernel's capture generators and
#: tests, quickgen's quiet moves). Compiled, they give about 2.7x the nodes/s
#: of ``dames bench`` with the same node signature (benchmarks/compiled_speed.py
#: --set hot). With them the endgame tables' solver and its index: the English
#: 4-piece build in 43.7 s of CPU instead of 74.3 s pure, the same bytes (the
#: 5-piece tables are built in the background on a player's machine).
COMPILED_MODULES = (
    "engine/search.py",
    "engine/tree.py",
    "engine/quickgen.py",
    "engine/eval.py",
    "engine/tt.py",
    "engine/score.py",
    "engine/limits.py",
    "core/kernel.py",
    "core/topology.py",
    "core/movegen.py",
    "core/position.py",
    "core/move.py",
    "core/rules.py",
    "engine/tables/solver.py",
    "engine/tables/index.py",
)

BuildKind = Literal["compiled", "pure", "mixed"]

#: written by setup.py into a package it built pure: why (one line)
REASON_FILE = "pure_build.txt"
REASON_CHARS = 300


def module_name(path: str) -> str:
    """The dotted name of one of :data:`COMPILED_MODULES`.

    >>> module_name("engine/search.py")
    'dames_tui.engine.search'
    """
    return "dames_tui." + path.removesuffix(".py").replace("/", ".")


def compiled_modules() -> tuple[str, ...]:
    """The names of :data:`COMPILED_MODULES` that load from an extension
    module (a ``.so`` or ``.pyd`` next to the ``.py``) rather than from source."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    found = []
    for path in COMPILED_MODULES:
        name = module_name(path)
        spec = importlib.util.find_spec(name)
        if spec is not None and str(spec.origin or "").endswith(suffixes):
            found.append(name)
    return tuple(found)


def build_kind() -> BuildKind:
    """``"compiled"`` if every module of :data:`COMPILED_MODULES` is compiled,
    ``"pure"`` if none is, ``"mixed"`` otherwise (a build in place gone wrong)."""
    count = len(compiled_modules())
    if count == 0:
        return "pure"
    return "compiled" if count == len(COMPILED_MODULES) else "mixed"


@dataclass(frozen=True)
class PureReason:
    """Why setup.py built the package as pure Python: a ``code`` (one of
    :data:`REASON_CODES`, else ``"other"``) and its message (printable)."""

    code: str
    message: str


#: what setup.py writes as a reason's code
REASON_CODES = (
    "opt_out",
    "editable",
    "no_mypyc",
    "no_headers",
    "no_compiler",
    "mypyc_failed",
    "c_failed",
)


def pure_reason(package: Path | None = None) -> PureReason | None:
    """Why setup.py built this package (or the one in ``package``) as pure
    Python, as it wrote it (:data:`REASON_FILE`): ``DAMES_PURE=1``, no
    compiler, mypyc or the C build failing; None when it did not say (a
    compiled build, an editable install, a checkout). The message is made
    printable and short, since it is shown as it is.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     _ = (Path(folder) / REASON_FILE).write_text("mypyc_failed\\tmypyc failed (\\x1b[31m)\\n")
    ...     pure_reason(Path(folder))
    PureReason(code='mypyc_failed', message='mypyc failed (?[31m)')
    """
    folder = package if package is not None else Path(__file__).resolve().parent
    try:
        text = (folder / REASON_FILE).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    code, _tab, message = text.strip().partition("\t")
    line = "".join(c if c.isprintable() else "?" for c in " ".join(message.split()))
    return PureReason(code if code in REASON_CODES else "other", line[:REASON_CHARS])
