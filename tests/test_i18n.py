"""The French and English catalogs match, and every key the UI asks for exists."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from dames_tui.i18n import CATALOGS, LANGUAGES, Translator, UnknownLanguageError, t

UI = Path(__file__).resolve().parents[1] / "dames_tui" / "ui"


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_same_keys_in_every_language() -> None:
    fr, en = CATALOGS["fr"], CATALOGS["en"]
    assert set(fr) == set(en)
    assert LANGUAGES == ("fr", "en")


def test_same_placeholders_in_every_language() -> None:
    fr, en = CATALOGS["fr"], CATALOGS["en"]
    different = [key for key in fr if fields(fr[key]) != fields(en[key])]
    assert different == []


def test_no_empty_text() -> None:
    for language, catalog in CATALOGS.items():
        assert all(text.strip() for text in catalog.values()), language


def test_french_is_the_default() -> None:
    assert Translator().language == "fr"
    assert t("status.must_capture") == "Vous devez prendre"
    assert t("status.must_capture", "en") == "You must capture"
    assert Translator("en")("status.continue_capture") == "Continue the capture"
    assert Translator("fr")("status.continue_capture") == "Continuez la rafle"


def test_values_are_filled_in() -> None:
    tr = Translator("en")
    assert tr("status.illegal_target", square=11, target=17) == "The piece on 11 cannot go to 17."


def test_unknown_language_is_refused() -> None:
    with pytest.raises(UnknownLanguageError):
        Translator("de")


def test_missing_key_shows_itself() -> None:
    assert Translator()("no.such.key") == "no.such.key"


def test_every_literal_key_used_by_the_interface_exists() -> None:
    pattern = re.compile(r"""(?:tr|translator)\(\s*["']([a-z_]+\.[a-z_.]+)["']""")
    used: set[str] = set()
    for path in UI.rglob("*.py"):
        used |= set(pattern.findall(path.read_text(encoding="utf-8")))
    assert len(used) > 30
    assert sorted(used - set(CATALOGS["fr"])) == []


def test_draw_reasons_have_texts() -> None:
    for key in ("draw.accept.balanced", "draw.accept.behind", "draw.decline.ahead"):
        assert key in CATALOGS["fr"]
    assert t("draw.accept.balanced") == (
        "L'ordinateur accepte la nulle : la position est équilibrée."
    )
    assert t("draw.decline.ahead") == "L'ordinateur refuse la nulle : il a l'avantage."
