"""The variants are data in core/variants.py, found through the registry.

No other module names a variant: the source of the package is read (``ast``)
for comparisons of a string to a variant's name, alias or Hub name, and of a
value to a variant constant; the Hub's variant names come from the registry;
and a rule enum is only ever branched on by a ``match`` with a case for each
member and ``assert_never`` for the rest.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from dames_tui.core import (
    ENGLISH,
    INTERNATIONAL,
    CrowningInCapture,
    Goal,
    KingLanding,
    Notation,
    Numbering,
    Precedence,
    Removal,
    Rules,
    UnknownVariantError,
    find_hub_variant,
    find_rules,
    hub_names,
    rules_for_gametype,
    variants,
)
from dames_tui.core.rules import Lines
from dames_tui.engine.hub import HubSession
from dames_tui.i18n import CATALOGS
from dames_tui.ui.selection import must_capture_key

# The module, not the function ``variants`` that dames_tui.core exports under its name.
variants_module = importlib.import_module("dames_tui.core.variants")
PACKAGE = Path(__file__).resolve().parents[1] / "dames_tui"
VARIANTS_MODULE = PACKAGE / "core" / "variants.py"
RULE_ENUMS = {
    "Precedence",
    "CrowningInCapture",
    "KingLanding",
    "Removal",
    "Numbering",
    "Goal",
    "Notation",
    "Lines",
}
RULE_FIELDS = {
    "capture_precedence",
    "crowning_in_capture",
    "king_landing",
    "removal",
    "numbering",
    "goal",
    "notation",
    "move_lines",
    "capture_lines",
}


def package_sources() -> Iterator[tuple[str, ast.Module]]:
    """(path relative to the package, parsed module) for every module but core/variants.py."""
    for path in sorted(PACKAGE.rglob("*.py")):
        if path != VARIANTS_MODULE:
            yield path.relative_to(PACKAGE).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def variant_words() -> set[str]:
    """Every name a variant goes by: registry names and aliases, Hub names."""
    words = set(variants_module._REGISTRY)
    words |= {rules.hub_name.lower() for rules in variants()}
    return words


def variant_constants() -> set[str]:
    """The module-level names core/variants.py gives its Rules values (ENGLISH, …)."""
    return {name for name, value in vars(variants_module).items() if isinstance(value, Rules)}


def literal_strings(node: ast.expr) -> list[str]:
    """The string constants ``node`` is, or holds as a tuple, list or set."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [s for element in node.elts for s in literal_strings(element)]
    return []


def referenced_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def name_switches(tree: ast.Module, words: set[str], constants: set[str]) -> list[str]:
    """Where ``tree`` compares something to a variant's name or to a variant
    constant (``== "english"``, ``in ("intl", …)``, ``case "normal":``,
    ``is ENGLISH``)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for operand in (node.left, *node.comparators):
                hits = [s for s in literal_strings(operand) if s.strip().lower() in words]
                if hits or referenced_name(operand) in constants:
                    found.append(f"line {node.lineno}: {ast.unparse(node)}")
                    break
        elif isinstance(node, ast.MatchValue):
            value = node.value
            hits = [s for s in literal_strings(value) if s.strip().lower() in words]
            if hits or referenced_name(value) in constants:
                found.append(f"line {node.lineno}: case {ast.unparse(value)}")
    return sorted(found, key=lambda line: int(line.split(":")[0].split()[1]))


def test_no_module_outside_the_variants_compares_a_variant_name() -> None:
    words, constants = variant_words(), variant_constants()
    assert {"english", "checkers", "intl", "10x10", "normal"} <= words
    assert {"ENGLISH", "INTERNATIONAL"} <= constants
    switches = {
        where: found
        for where, tree in package_sources()
        if (found := name_switches(tree, words, constants))
    }
    assert switches == {}


def test_the_name_switch_finder_sees_every_form() -> None:
    source = (
        'if rules.name == "english": pass\n'
        'if variant in ("intl", "other"): pass\n'
        "if rules is INTERNATIONAL: pass\n"
        'match value:\n    case "normal": pass\n'
        'if rules.name == other and colour == "white": pass\n'
    )
    found = name_switches(ast.parse(source), variant_words(), variant_constants())
    assert [line.split(":")[0] for line in found] == ["line 1", "line 2", "line 3", "line 5"]


def test_the_hub_names_no_variant() -> None:
    """The Hub knows variants by ``Rules.hub_name`` only: no variant word at all in its code."""
    path = PACKAGE / "engine" / "hub.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    words = variant_words()
    named = [
        f"line {node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
        and node.value.strip().lower() in words
    ]
    assert named == []


# ------------------------------------------------------------------ the Hub and the registry


@pytest.fixture
def killer(monkeypatch: pytest.MonkeyPatch) -> Rules:
    """One more variant registered for one test (the registry is put back after)."""
    monkeypatch.setattr(variants_module, "_REGISTRY", dict(variants_module._REGISTRY))
    monkeypatch.setattr(variants_module, "_VARIANTS", dict(variants_module._VARIANTS))
    rules = dataclasses.replace(
        INTERNATIONAL,
        name="killer-test",
        hub_name="killer-test",
        pdn_gametype=199,
        names={"en": "Test draughts", "fr": "Dames de test"},
    )
    variants_module.register(rules, "killer-alias")
    return rules


def hub_lines(*commands: str) -> list[str]:
    out: list[str] = []
    session = HubSession(out.append, version="9.9")
    for command in commands:
        session.handle(command)
    return out


def test_the_hub_variants_come_from_the_registry(killer: Rules) -> None:
    names = tuple(rules.hub_name for rules in variants())
    assert hub_names() == names and names[:2] == ("english", "normal")
    assert names[-1] == "killer-test" and {"killer", "losing"} <= set(names)
    lines = hub_lines("hub")
    assert lines[1] == f'param name=variant value=normal type=enum values="{" ".join(names)}"'
    out: list[str] = []
    session = HubSession(out.append, version="9.9")
    session.handle("set-param name=variant value=killer-test")
    assert out == [] and session.rules is killer
    session.handle("set-param name=variant value=english")
    assert out == [] and session.rules is ENGLISH
    session.handle("hub")
    assert out[1].startswith("param name=variant value=english ")


def test_the_hub_refuses_a_variant_it_does_not_know() -> None:
    out: list[str] = []
    session = HubSession(out.append, version="9.9")
    session.handle("set-param name=variant value=international")  # a registry name, not Hub's
    known = " ".join(hub_names())
    assert out == [f"error message=\"unknown variant 'international' (known: {known})\""]
    assert session.rules is INTERNATIONAL


def test_the_hub_names_are_fields_of_the_variants() -> None:
    assert (ENGLISH.hub_name, INTERNATIONAL.hub_name) == ("english", "normal")
    assert find_hub_variant("normal") is INTERNATIONAL
    assert find_hub_variant("english") is ENGLISH
    with pytest.raises(UnknownVariantError) as info:
        find_hub_variant("Normal")  # the protocol's spelling only
    assert info.value.code == "variant.unknown_hub"


def test_normal_is_a_hub_name_not_a_variant_name() -> None:
    with pytest.raises(UnknownVariantError):
        find_rules("normal")


def test_the_fields_of_both_variants() -> None:
    assert (ENGLISH.notation, INTERNATIONAL.notation) == (Notation.NUMERIC, Notation.NUMERIC)
    assert (ENGLISH.pdn_gametype, INTERNATIONAL.pdn_gametype) == (21, 20)
    assert ENGLISH.names == {"en": "English checkers", "fr": "Dames anglaises"}
    assert INTERNATIONAL.names == {"en": "International draughts", "fr": "Dames internationales"}
    assert INTERNATIONAL.title("fr") == "Dames internationales"
    assert INTERNATIONAL.title("xx") == "International draughts"
    assert (ENGLISH.evaluation, INTERNATIONAL.evaluation) == ("english", "international")
    assert hash(ENGLISH) != hash(INTERNATIONAL)  # the names mapping is left out of the hash


def test_the_registry_refuses_a_name_or_number_already_taken(killer: Rules) -> None:
    assert variants()[-1] is killer and find_rules("KILLER-ALIAS") is killer
    assert rules_for_gametype(199) is killer
    registered = variants()
    base = dataclasses.replace(killer, name="other", hub_name="other", pdn_gametype=198)
    clashes: list[dict[str, object]] = [
        {"name": "intl"},  # an alias of international
        {"hub_name": "english"},
        {"pdn_gametype": 21},
    ]
    for clash in clashes:
        with pytest.raises(ValueError):
            variants_module.register(dataclasses.replace(base, **clash))  # type: ignore[arg-type]
    assert variants() == registered  # nothing registered by a refused variant


def test_a_variant_needs_an_english_name() -> None:
    with pytest.raises(ValueError):
        dataclasses.replace(ENGLISH, names={"fr": "Dames anglaises"})


# ------------------------------------------------------------------ rule enums


def test_every_capture_precedence_has_a_message() -> None:
    keys = {reason: must_capture_key(reason) for reason in (None, *Precedence)}
    for catalog in CATALOGS.values():
        for key in keys.values():
            assert f"{key}.one" in catalog and f"{key}.many" in catalog
    assert keys[Precedence.MOST_PIECES] == "status.must_capture_most"
    assert keys[Precedence.WITH_KING] == "status.must_capture_king"
    assert keys[None] == "status.must_capture_with"
    assert keys[Precedence.MOST_KINGS] == keys[Precedence.EARLIEST_KING]


def enum_member_of(node: ast.expr) -> str | None:
    """``Precedence`` for ``Precedence.MOST_PIECES`` (a rule enum's member)."""
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id in RULE_ENUMS
    ):
        return node.value.id
    return None


def enum_branches(tree: ast.Module) -> list[str]:
    """Comparisons to a rule enum's member or value, and matches on a rule
    enum without ``assert_never`` as their last case."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            operands = (node.left, *node.comparators)
            if any(enum_member_of(o) for o in operands) or any(
                isinstance(o, ast.Attribute)
                and o.attr == "value"
                and isinstance(o.value, ast.Attribute)
                and o.value.attr in RULE_FIELDS
                for o in operands
            ):
                found.append(f"line {node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Match):
            patterns = [case.pattern for case in node.cases]
            if not any(isinstance(p, ast.MatchValue) and enum_member_of(p.value) for p in patterns):
                continue
            last = node.cases[-1]
            exhaustive = (
                isinstance(last.pattern, ast.MatchAs)
                and last.pattern.pattern is None
                and any(
                    isinstance(n, ast.Call)
                    and isinstance(n.func, ast.Name)
                    and n.func.id == "assert_never"
                    for n in ast.walk(ast.Module(body=last.body, type_ignores=[]))
                )
            )
            if not exhaustive:
                found.append(f"line {node.lineno}: match without assert_never")
    return sorted(found, key=lambda line: int(line.split(":")[0].split()[1]))


def test_rule_enums_are_matched_exhaustively() -> None:
    branches = {where: found for where, tree in package_sources() if (found := enum_branches(tree))}
    assert branches == {}


def test_the_enum_branch_finder_sees_every_form() -> None:
    source = (
        "if rules.removal is Removal.AT_ONCE: pass\n"
        'if rules.goal.value == "giveaway": pass\n'
        "match p:\n    case KingLanding.ANY_BEYOND: pass\n    case _: pass\n"
        "match p:\n"
        "    case Goal.NORMAL: pass\n"
        "    case Goal.GIVEAWAY: pass\n"
        "    case other: assert_never(other)\n"
    )
    found = enum_branches(ast.parse(source))
    assert found == [
        "line 1: rules.removal is Removal.AT_ONCE",
        "line 2: rules.goal.value == 'giveaway'",
        "line 3: match without assert_never",
    ]


def test_the_rule_enums_are_known_to_the_finder() -> None:
    enums = (Precedence, CrowningInCapture, KingLanding, Removal, Numbering, Goal, Notation, Lines)
    assert {enum.__name__ for enum in enums} == RULE_ENUMS
