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
from typing import Literal

__all__ = ["COMPILED_MODULES", "BuildKind", "build_kind", "compiled_modules", "module_name"]

#: The search's hot path, as paths under ``dames_tui/`` (profile of a search:
#: tree's pvs/qsearch, eval's white_score, the kernel's capture generators and
#: tests, quickgen's quiet moves). Compiled, they give about 2.7x the nodes/s
#: of ``dames bench`` with the same node signature (benchmarks/compiled_speed.py
#: --set hot).
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
)

BuildKind = Literal["compiled", "pure", "mixed"]


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
