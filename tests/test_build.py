"""The build: which modules setup.py compiles with mypyc, how ``dames bench``
tells the build that runs, and the pure-Python fallbacks of setup.py (the
opt-out, no compiler, mypyc failing, the C build failing), each run on a
small project in a temporary directory so that no test compiles the engine
(CI's compiled job does: .ci/run)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from types import ModuleType

import pytest

import dames_tui
from dames_tui import build_info
from dames_tui.build_info import PureReason
from dames_tui.cli import main
from dames_tui.commands.bench import build_line
from dames_tui.i18n import Translator

REPO = Path(__file__).resolve().parent.parent
PACKAGE_DIR = Path(dames_tui.__file__).resolve().parent


def load_file(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and the like look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def setup_module_file() -> ModuleType:
    return load_file("dames_setup_under_test", REPO / "setup.py")


# ------------------------------------------------------------------ the list


def test_every_compiled_module_is_a_source_file_of_the_package() -> None:
    assert len(set(build_info.COMPILED_MODULES)) == len(build_info.COMPILED_MODULES) >= 1
    for path in build_info.COMPILED_MODULES:
        assert (PACKAGE_DIR / path).is_file(), path
        assert importlib.util.find_spec(build_info.module_name(path)) is not None


def test_setup_and_the_benchmark_read_the_same_list(setup_module_file: ModuleType) -> None:
    paths = setup_module_file.compiled_paths()
    assert paths == [f"dames_tui/{path}" for path in build_info.COMPILED_MODULES]
    benchmark = load_file("dames_compiled_speed", REPO / "benchmarks" / "compiled_speed.py")
    assert benchmark.HOT_MODULES == build_info.COMPILED_MODULES
    assert set(build_info.COMPILED_MODULES) <= set(benchmark.WIDE_MODULES)


# ------------------------------------------------------------ which build runs


def extension_next_to(path: str) -> bool:
    source = PACKAGE_DIR / path
    return any(
        source.with_name(source.stem + suffix).is_file()
        for suffix in importlib.machinery.EXTENSION_SUFFIXES
    )


def test_the_build_kind_is_what_lies_next_to_the_sources() -> None:
    """Pure in a plain checkout, compiled in a copy built in place (CI)."""
    built = [path for path in build_info.COMPILED_MODULES if extension_next_to(path)]
    assert len(build_info.compiled_modules()) == len(built)
    expected = {0: "pure", len(build_info.COMPILED_MODULES): "compiled"}.get(len(built), "mixed")
    assert build_info.build_kind() == expected


def test_bench_says_the_build_first(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--depth", "1", "--variant", "english", "--lang", "en"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == {
        "pure": "build: pure Python",
        "compiled": "build: compiled (mypyc)",
    }.get(build_info.build_kind(), first)
    assert first.startswith("build: ")


def test_a_half_compiled_package_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    names = tuple(build_info.module_name(path) for path in build_info.COMPILED_MODULES[:2])
    monkeypatch.setattr(build_info, "compiled_modules", lambda: names)
    assert build_info.build_kind() == "mixed"
    total = len(build_info.COMPILED_MODULES)
    assert build_line(Translator("en")) == (
        f"build: mixed, 2 of {total} engine modules compiled (mypyc)"
    )
    assert build_line(Translator("fr")) == (
        f"installation : mixte, 2 modules du moteur compilés (mypyc) sur {total}"
    )


def test_bench_says_why_a_build_is_pure(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build_info, "build_kind", lambda: "pure")
    monkeypatch.setattr(build_info, "pure_reason", lambda: PureReason("opt_out", "DAMES_PURE=1"))
    assert build_line(Translator("en")) == "build: pure Python (asked for with DAMES_PURE=1)"
    assert build_line(Translator("fr")) == "installation : Python pur (demandé par DAMES_PURE=1)"
    failed = PureReason("c_failed", "the C build failed (gcc: exit 1)")
    monkeypatch.setattr(build_info, "pure_reason", lambda: failed)
    assert build_line(Translator("en")) == (
        "build: pure Python (the C build failed; setup.py said: the C build failed (gcc: exit 1))"
    )
    monkeypatch.setattr(build_info, "pure_reason", lambda: None)  # a checkout says nothing
    assert build_line(Translator("en")) == "build: pure Python"


def test_setup_and_build_info_know_the_same_reasons(setup_module_file: ModuleType) -> None:
    """setup.py cannot import the package, so it keeps its own list of the
    reasons' codes: the two lists agree and each code is said in both languages."""
    codes = tuple(code for _start, code in setup_module_file.REASON_CODES)
    assert codes == build_info.REASON_CODES
    for language in ("en", "fr"):
        tr = Translator(language)
        for code in (*codes, "other"):
            assert tr.has(f"cli.bench.pure.{code}"), (language, code)


# ------------------------------------------------------- setup.py's fallbacks


def small_project(root: Path, module_source: str) -> Path:
    """A project with setup.py and one listed module, ``dames_tui/hot.py``."""
    (root / "dames_tui").mkdir(parents=True)
    shutil.copy(REPO / "setup.py", root / "setup.py")
    (root / "pyproject.toml").write_text(
        textwrap.dedent(
            """\
            [project]
            name = "dames_tui"
            version = "0"
            [tool.setuptools]
            packages = ["dames_tui"]
            """
        )
    )
    (root / "dames_tui" / "__init__.py").write_text("")
    (root / "dames_tui" / "build_info.py").write_text('COMPILED_MODULES = ("hot.py",)\n')
    (root / "dames_tui" / "hot.py").write_text(module_source)
    return root


def build_in_place(root: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, **env}
    environment.pop("DAMES_PURE", None) if "DAMES_PURE" not in env else None
    return subprocess.run(
        [sys.executable, "setup.py", "build_ext", "--inplace"],
        cwd=root,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        stdin=subprocess.DEVNULL,
    )


def extension_files(root: Path) -> list[Path]:
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return [path for path in root.rglob("*") if path.name.endswith(suffixes)]


GOOD = "def twice(value: int) -> int:\n    return 2 * value\n"


def has_mypyc() -> bool:
    return importlib.util.find_spec("mypyc") is not None


def test_dames_pure_gives_the_pure_build(tmp_path: Path) -> None:
    root = small_project(tmp_path / "project", GOOD)
    done = build_in_place(root, DAMES_PURE="1")
    assert done.returncode == 0, done.stderr
    assert "pure Python build: DAMES_PURE=1" in done.stderr
    assert extension_files(root) == []
    assert build_info.pure_reason(root / "dames_tui") == PureReason("opt_out", "DAMES_PURE=1")


def test_without_a_working_compiler_the_build_is_pure(tmp_path: Path) -> None:
    root = small_project(tmp_path / "project", GOOD)
    done = build_in_place(root, CC="/bin/false")
    assert done.returncode == 0, done.stderr
    reason = "the C compiler does not work" if has_mypyc() else "mypyc is not installed"
    assert f"pure Python build: {reason}" in done.stderr
    assert extension_files(root) == []


@pytest.mark.skipif(not has_mypyc(), reason="mypyc is not installed")
def test_a_module_mypyc_refuses_is_installed_pure(tmp_path: Path) -> None:
    root = small_project(tmp_path / "project", 'def twice(value: int) -> int:\n    return "2"\n')
    done = build_in_place(root)
    assert done.returncode == 0, done.stderr
    assert "pure Python build: mypyc failed" in done.stderr
    assert extension_files(root) == []
    reason = build_info.pure_reason(root / "dames_tui")
    assert reason is not None and reason.code == "mypyc_failed"


@pytest.mark.skipif(not has_mypyc() or shutil.which("gcc") is None, reason="needs mypyc and gcc")
def test_a_failed_c_build_leaves_no_extension_module(tmp_path: Path) -> None:
    """The compiler works on setup.py's test file and fails on mypyc's."""
    root = small_project(tmp_path / "project", GOOD)
    compiler = tmp_path / "fussy-cc"
    compiler.write_text('#!/bin/sh\ncase "$*" in *probe.c*) exec gcc "$@";; esac\nexit 1\n')
    compiler.chmod(0o755)
    done = build_in_place(root, CC=str(compiler))
    assert done.returncode == 0, done.stderr
    assert "compiling the engine's hot path with mypyc" in done.stderr
    assert "pure Python build: the C build failed" in done.stderr
    assert extension_files(root) == []
    reason = build_info.pure_reason(root / "dames_tui")
    assert reason is not None and reason.code == "c_failed"
    assert reason.message.startswith("the C build failed (")


@pytest.mark.slow
@pytest.mark.skipif(not has_mypyc() or shutil.which("gcc") is None, reason="needs mypyc and gcc")
def test_with_a_compiler_the_listed_module_is_compiled(tmp_path: Path) -> None:
    root = small_project(tmp_path / "project", GOOD)
    done = build_in_place(root)
    assert done.returncode == 0, done.stderr
    built = {path.name.split(".")[0] for path in extension_files(root)}
    assert "hot" in built and built <= {"hot", "hot__mypyc"}  # the module and mypyc's library
    check = subprocess.run(
        [sys.executable, "-c", "import dames_tui.hot as m; print(m.__file__, m.twice(21))"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    where, value = check.stdout.split()
    assert value == "42" and where.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert build_info.pure_reason(root / "dames_tui") is None


# ------------------------------------------- values sent to the engine's child


def test_the_engines_values_pickle_and_copy_in_either_build() -> None:
    """The child process gets positions and limits and sends moves and results
    back by pickle; a compiled frozen dataclass needs core.pickling for that."""
    import copy
    import pickle

    from dames_tui.core import INTERNATIONAL, Position
    from dames_tui.engine import Limits, search

    position = Position.initial(INTERNATIONAL)
    limits = Limits(depth=2, time=1.5)
    result = search(position, (), limits)
    assert result.move is not None
    values = (position, position.legal_moves()[0], limits, result, INTERNATIONAL.endgame_rules)
    for value in values:
        for twin in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
            assert twin == value and type(twin) is type(value)
    assert pickle.loads(pickle.dumps(INTERNATIONAL)) is INTERNATIONAL
