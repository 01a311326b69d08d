"""Build of dames_tui: the engine's hot path compiled with mypyc when it can be, else pure Python.

The metadata lives in pyproject.toml; this file only adds the extension
modules. When a wheel is built (``pip install .``, ``python -m build``) or
``python setup.py build_ext --inplace`` runs, the modules listed in
``dames_tui/build_info.py`` (``COMPILED_MODULES``) are compiled with mypyc,
if mypyc can be imported and a C compiler builds a test file against
Python.h. The same modules install as plain Python, with the same
behaviour, when:

- the environment variable ``DAMES_PURE`` is set to ``1`` (the opt-out);
- mypyc is missing, or no C compiler works (``CC=/bin/false``, none on PATH);
- mypyc or the compiler fails on the code: the failure is printed, the
  extension modules built so far are removed (a half-compiled package would
  not import), and the install goes on pure;
- the install is editable (``pip install -e .``): the checkout's own ``.py``
  files must stay the code that runs.

``dames bench`` says which build runs (``dames_tui.build_info.build_kind``),
and for a pure build why: setup.py writes the reason into the built package
(``dames_tui/pure_build.txt``, :data:`REASON_FILE`), since pip shows a
build's messages only with ``-v``.
"""

from __future__ import annotations

import ast
import os
import sys
import sysconfig
import tempfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

from setuptools import setup  # type: ignore[import-untyped,unused-ignore]
from setuptools.command.build_ext import build_ext  # type: ignore[import-untyped,unused-ignore]
from setuptools.command.build_py import build_py  # type: ignore[import-untyped,unused-ignore]

HERE = Path(__file__).resolve().parent
PURE_VARIABLE = "DAMES_PURE"
# The commands that build extension modules; the others (egg_info, dist_info,
# sdist...) need no compiling, and mypyc takes a minute.
BUILD_COMMANDS = {"bdist_wheel", "build", "build_ext", "install", "bdist"}
EDITABLE_COMMANDS = {"develop", "editable_wheel"}
#: in the built package: why it is pure Python (absent from a compiled build)
REASON_FILE = Path("dames_tui") / "pure_build.txt"
#: why this run builds pure Python (set by mypyc_extensions), or None
PURE_REASON: list[str] = []


def say(message: str) -> None:
    print(f"dames_tui setup: {message}", file=sys.stderr, flush=True)


#: the reasons for a pure build, by how their message starts: the word that
#: REASON_FILE gives each (``dames bench`` says it in the player's language)
REASON_CODES = (
    (PURE_VARIABLE, "opt_out"),
    ("an editable install", "editable"),
    ("mypyc is not installed", "no_mypyc"),
    ("no Python headers", "no_headers"),
    ("the C compiler does not work", "no_compiler"),
    ("mypyc failed", "mypyc_failed"),
    ("the C build failed", "c_failed"),
)


def record_reason(package_root: Path, reason: str | None) -> None:
    """Write why the package under ``package_root`` is pure Python into it
    (its code, a tab, the message on one line), or remove an earlier
    build's reason when it is compiled."""
    path = package_root / REASON_FILE
    if reason is None:
        path.unlink(missing_ok=True)
        return
    code = next((code for start, code in REASON_CODES if reason.startswith(start)), "other")
    if path.parent.is_dir():
        path.write_text(f"{code}\t{' '.join(reason.split())[:300]}\n", encoding="utf-8")


def compiled_paths() -> list[str]:
    """COMPILED_MODULES of dames_tui/build_info.py, read without importing the package."""
    source = (HERE / "dames_tui" / "build_info.py").read_text(encoding="utf-8")
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "COMPILED_MODULES"
            for target in node.targets
        ):
            return [f"dames_tui/{path}" for path in ast.literal_eval(node.value)]
    raise SystemExit("setup.py: no COMPILED_MODULES in dames_tui/build_info.py")


def compiler_problem() -> str | None:
    """Why no C extension can be compiled here (a test file against Python.h), or None."""
    from setuptools._distutils.ccompiler import new_compiler  # type: ignore[import-untyped,unused-ignore]
    from setuptools._distutils.sysconfig import customize_compiler  # type: ignore[import-untyped,unused-ignore]

    include = sysconfig.get_paths()["include"]
    if not (Path(include) / "Python.h").exists():
        return f"no Python headers in {include}"
    with tempfile.TemporaryDirectory(prefix="dames-cc-") as scratch:
        source = Path(scratch) / "probe.c"
        source.write_text("#include <Python.h>\nint dames_probe(void) { return 0; }\n")
        compiler: Any = new_compiler()
        customize_compiler(compiler)
        try:
            compiler.compile([str(source)], output_dir=scratch, include_dirs=[include])
        except Exception as error:  # noqa: BLE001 (distutils' errors come in two copies)
            return f"the C compiler does not work ({error})"
    return None


def pure_reason(commands: set[str]) -> str | None:
    """Why this run installs pure Python, or None to compile."""
    if os.environ.get(PURE_VARIABLE, "") not in ("", "0"):
        return f"{PURE_VARIABLE}={os.environ[PURE_VARIABLE]}"
    if commands & EDITABLE_COMMANDS:
        return "an editable install runs the checkout's .py files"
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return "mypyc is not installed"
    return compiler_problem()


def mypyc_extensions() -> list[Any]:
    """The mypyc extension modules, or [] (said why) for a pure build."""
    commands = set(sys.argv[1:])
    if not commands & (BUILD_COMMANDS | EDITABLE_COMMANDS):
        return []
    reason = pure_reason(commands)
    if reason is None:
        from mypyc.build import mypycify

        try:
            say("compiling the engine's hot path with mypyc")
            return list(mypycify(compiled_paths(), opt_level="3"))
        except (Exception, SystemExit) as error:  # noqa: BLE001 (mypyc exits on its errors)
            reason = f"mypyc failed ({error})"
    say(f"pure Python build: {reason}")
    if not commands & EDITABLE_COMMANDS:  # an editable install runs the checkout as it is
        PURE_REASON[:] = [reason]
    return []


class ReasonBuildPy(build_py):  # type: ignore[misc,unused-ignore]
    """build_py that writes why the build is pure Python into the package."""

    def run(self) -> None:
        super().run()
        record_reason(Path(self.build_lib), PURE_REASON[0] if PURE_REASON else None)


class OptionalBuildExt(build_ext):  # type: ignore[misc,unused-ignore]
    """build_ext that falls back to pure Python when the C build fails."""

    def run(self) -> None:
        ours = {Path(self.get_ext_filename(self.get_ext_fullname(e.name))) for e in self.extensions}
        build_lib = Path(self.build_lib)
        # setuptools' run() clears inplace while it builds (then copies the
        # modules to the source): read it before
        inplace = bool(self.inplace)
        # an extension module left in the build directory by an earlier build
        # that this one does not make (a module taken off the list) would be
        # installed and shadow its .py
        if PURE_REASON and inplace:
            record_reason(HERE, PURE_REASON[0])
        suffixes = tuple(EXTENSION_SUFFIXES)
        left = [*build_lib.glob("dames_tui/**/*"), *build_lib.glob("*__mypyc*")]
        for path in left:
            if path.name.endswith(suffixes) and path.relative_to(build_lib) not in ours:
                path.unlink()
        try:
            super().run()
        except Exception as error:  # noqa: BLE001 (any failure: the pure code installs)
            # a half-compiled package would not import: none of it stays
            for relative in ours:
                (build_lib / relative).unlink(missing_ok=True)
                if inplace:
                    (HERE / relative).unlink(missing_ok=True)
            reason = f"the C build failed ({error})"
            say(f"pure Python build: {reason}")
            record_reason(build_lib, reason)
            if inplace:
                record_reason(HERE, reason)
            return
        if self.extensions:
            record_reason(build_lib, None)
            if inplace:
                record_reason(HERE, None)


if __name__ == "__main__":  # setuptools runs this file as __main__; tests import it
    setup(
        ext_modules=mypyc_extensions(),
        cmdclass={"build_ext": OptionalBuildExt, "build_py": ReasonBuildPy},
    )
