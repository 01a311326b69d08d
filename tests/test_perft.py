"""Perft from published positions: the rules' exactness check, by the fast
counters and by the reference counter, and the layering of ``dames_tui.perft``
(the core never imports it)."""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys
from pathlib import Path

import pytest

import dames_tui.perft
from dames_tui.core import Color, Piece, Position, find_rules
from dames_tui.perft import divide, fast, leafcount, perft, reference_divide, reference_perft

ENGLISH = [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564]
INTERNATIONAL = [9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423]
WOLDOUBY = [6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88050, 377436]
WOLDOUBY_BLACK = (12, 13, 14, 16, 18, 19, 21, 23, 24, 26)
WOLDOUBY_WHITE = (25, 27, 28, 30, 32, 33, 34, 35, 37, 38)

CORE = Path(dames_tui.perft.__file__).resolve().parent.parent / "core"


def woldouby() -> Position:
    pieces = {s: Piece.BLACK_MAN for s in WOLDOUBY_BLACK}
    pieces.update({s: Piece.WHITE_MAN for s in WOLDOUBY_WHITE})
    return Position.from_pieces(find_rules("international"), pieces, Color.WHITE)


# ------------------------------------------------------------------ the fast counters


@pytest.mark.parametrize("depth", range(1, 8))
def test_english_perft(depth: int) -> None:
    assert perft(Position.initial(find_rules("english")), depth) == ENGLISH[depth - 1]


@pytest.mark.parametrize("depth", range(1, 7))
def test_international_perft(depth: int) -> None:
    assert perft(Position.initial(find_rules("international")), depth) == INTERNATIONAL[depth - 1]


@pytest.mark.parametrize("depth", range(1, 8))
def test_woldouby_perft(depth: int) -> None:
    assert perft(woldouby(), depth) == WOLDOUBY[depth - 1]


def test_perft_of_depth_zero_is_one_leaf() -> None:
    start = Position.initial(find_rules("english"))
    assert perft(start, 0) == reference_perft(start, 0) == 1


@pytest.mark.slow
@pytest.mark.parametrize("depth", [8, 9, 10])
def test_english_perft_deep(depth: int) -> None:
    assert perft(Position.initial(find_rules("english")), depth) == ENGLISH[depth - 1]


@pytest.mark.slow
@pytest.mark.parametrize("depth", [7, 8, 9])
def test_international_perft_deep(depth: int) -> None:
    assert perft(Position.initial(find_rules("international")), depth) == INTERNATIONAL[depth - 1]


@pytest.mark.slow
@pytest.mark.parametrize("depth", [8, 9, 10, 11])
def test_woldouby_perft_deep(depth: int) -> None:
    assert perft(woldouby(), depth) == WOLDOUBY[depth - 1]


# ------------------------------------------------------------------ the reference counter


@pytest.mark.parametrize("depth", range(1, 5))
def test_reference_perft_english(depth: int) -> None:
    assert reference_perft(Position.initial(find_rules("english")), depth) == ENGLISH[depth - 1]


@pytest.mark.parametrize("depth", range(1, 5))
def test_reference_perft_international(depth: int) -> None:
    start = Position.initial(find_rules("international"))
    assert reference_perft(start, depth) == INTERNATIONAL[depth - 1]


@pytest.mark.parametrize("depth", range(1, 7))
def test_reference_perft_woldouby(depth: int) -> None:
    assert reference_perft(woldouby(), depth) == WOLDOUBY[depth - 1]


@pytest.mark.parametrize("variant", ["english", "international"])
def test_divide_matches_the_reference_divide(variant: str) -> None:
    start = Position.initial(find_rules(variant))
    assert divide(start, 3) == reference_divide(start, 3)
    assert divide(woldouby(), 4) == reference_divide(woldouby(), 4)


# ------------------------------------------------------------------ layering


def imported_modules(path: Path, package: str) -> set[str]:
    """Every module an ``import`` in ``path`` (a module of ``package``) may
    name, relative imports resolved: for ``from X import y``, both X and X.y."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def test_the_core_imports_nothing_from_perft() -> None:
    sources = sorted(CORE.rglob("*.py"))
    assert sources, CORE
    for path in sources:
        package = ".".join(("dames_tui", *path.relative_to(CORE.parent).parent.parts))
        for name in imported_modules(path, package):
            assert not (name == "dames_tui.perft" or name.startswith("dames_tui.perft.")), (
                f"{path.name} imports {name}"
            )


def test_importing_core_notation_game_engine_loads_no_perft() -> None:
    code = (
        "import sys\n"
        "import dames_tui.core, dames_tui.notation, dames_tui.game, dames_tui.engine\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith('dames_tui.perft'))))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"loaded: {result.stdout}"


def code_strings(source: str) -> set[str]:
    """The string constants of ``source`` outside its docstrings (doctests may
    name a variant; the code must not)."""
    tree = ast.parse(source)
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    return {
        node.value.strip().lower()
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    }


def test_the_counters_never_name_a_variant() -> None:
    names = {"english", "international", "american", "checkers", "intl", "normal"}
    for module in (fast, leafcount):
        source = inspect.getsource(module)
        assert not code_strings(source) & names, module.__name__
        assert "rules.name" not in source, module.__name__
