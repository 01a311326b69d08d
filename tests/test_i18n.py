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


def test_every_storage_warning_and_failure_has_a_text() -> None:
    from dames_tui.storage import WARNING_CODES
    from dames_tui.storage.errors import _REASONS

    reasons = {reason for reason, _ in _REASONS.values()} | {"io_error"}
    kinds = ("autosave", "settings", "stats", "clear", "pdn")
    for catalog in CATALOGS.values():
        assert {f"warning.{code}" for code in WARNING_CODES} <= set(catalog)
        assert {f"storage.reason.{reason}" for reason in reasons} <= set(catalog)
        assert {f"storage.failed.{kind}" for kind in kinds} <= set(catalog)


@pytest.mark.parametrize(
    ("language", "count", "text"),
    [
        ("fr", 0, "aucun coup joué"),
        ("fr", 1, "1 coup joué"),
        ("fr", 2, "2 coups joués"),
        ("en", 0, "no moves played"),
        ("en", 1, "1 move played"),
        ("en", 12, "12 moves played"),
    ],
)
def test_counts_in_the_singular_and_the_plural(language: str, count: int, text: str) -> None:
    from dames_tui.ui.texts import count_text

    assert count_text(Translator(language), "moves", count) == text


def test_warning_texts_fill_in_their_values(tmp_path: Path) -> None:
    from dames_tui.storage import LoadWarning
    from dames_tui.ui.texts import warning_text

    warning = LoadWarning(
        "autosave_partial", tmp_path / "current.pdn", "cut", params={"kept": 3, "total": 5}
    )
    assert warning_text(Translator("fr"), warning) == (
        "Partie sauvegardée abîmée : 3 coups sur 5 ont pu être relus."
    )
    bad = LoadWarning("settings_corrupt", tmp_path / "s.json", "x", tmp_path / "s.json.bad")
    assert warning_text(Translator("en"), bad).endswith(f"(copy kept in {tmp_path}/s.json.bad).")


@pytest.mark.parametrize(
    ("language", "centi", "mate", "text"),
    [
        ("fr", 143, None, "+1,4 pour vous"),
        ("fr", -96, None, "-1,0 pour vous"),
        ("fr", 3, None, "0,0 : égalité"),
        ("fr", 0, 3, "gain en 3 coups"),
        ("fr", 0, -1, "perte en 1 coup"),
        ("en", 143, None, "+1.4 for you"),
        ("en", 0, 2, "win in 2 moves"),
    ],
)
def test_the_evaluation_in_the_players_words(
    language: str, centi: int, mate: int | None, text: str
) -> None:
    from dames_tui.storage import Evaluation
    from dames_tui.ui.texts import evaluation_text

    assert evaluation_text(Translator(language), Evaluation(centi, 6, mate)) == text


def test_no_text_writes_a_plural_in_brackets() -> None:
    for catalog in CATALOGS.values():
        for key, text in catalog.items():
            assert "(s)" not in text and "(x)" not in text, key


def test_each_action_has_a_word_of_its_own() -> None:
    fr, en = CATALOGS["fr"], CATALOGS["en"]
    undo_texts = {"key.undo", "status.undone", "status.nothing_to_undo", "keys.long.key.undo"}
    undo_texts |= {"keys.long.key.redo", "help.games"}  # "rétablir un coup repris"
    undo_texts |= {"crash.engine"}  # "u reprend votre dernier coup"
    undo_texts |= {"status.undo_clock", "settings.undo_with_clock"}  # take-backs with a clock
    for key, text in fr.items():
        if re.search(r"(?i)\breprend|\brepris", text):
            assert key in undo_texts, f"{key}: « reprendre » is the word for undo only"
        assert not re.search(r"(?i)\brejou", text), f"{key}: « rejouer » means two things"
    labels = {
        "undo": fr["key.undo"],
        "redo": fr["key.redo"],
        "resume": fr["resume.resume"],
        "play on from a move": fr["status.browse_start"].split("·")[1].split(":")[1].strip(),
        "new game": fr["key.new"],
    }
    assert len(set(labels.values())) == len(labels), labels
    for key in ("key.new", "end.again", "resume.new", "palette.new", "newgame.title"):
        assert fr[key] == "Nouvelle partie" and en[key] == "New game", key
    assert en["key.flip"] == "Flip board"
    assert "(checkers)" not in fr["help.rules.english"]
    assert fr["draw.accept.behind"].endswith("il est moins bien.")  # not "en retard" (late)


def test_a_variant_is_named_by_its_own_fields_with_its_board() -> None:
    from dames_tui.core import ENGLISH, INTERNATIONAL, variants
    from dames_tui.ui.texts import variant_name

    assert variant_name(Translator("fr"), ENGLISH) == "Dames anglaises (8×8)"
    assert variant_name(Translator("en"), ENGLISH) == "English checkers (8×8)"
    assert variant_name(Translator("fr"), INTERNATIONAL) == "Dames internationales (10×10)"
    assert variant_name(Translator("en"), INTERNATIONAL) == "International draughts (10×10)"
    for rules in variants():
        assert set(rules.names) == set(LANGUAGES), rules.name  # a name in every language
        assert f"help.rules.{rules.name}" in CATALOGS["fr"]  # the rules' prose, by name
    for catalog in CATALOGS.values():  # the names live in the variants only
        assert not [
            key for key in catalog if key.startswith("variant.") and key != "variant.with_board"
        ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_single_capturing_piece_is_said_in_the_singular(language: str) -> None:
    from dames_tui.core import find_rules
    from dames_tui.notation import parse_fen
    from dames_tui.ui import selection as sel

    tr = Translator(language)
    position = parse_fen("B:W15,27:B1,2,11,12", find_rules("english"))
    one = sel.capture_refusal(position)
    text = tr(one.message or "", **one.values)
    assert (
        ("seule la pièce en 11 peut" in text)
        if language == "fr"
        else ("only the piece on 11" in text)
    )
    two = sel.capture_refusal(parse_fen("B:W15,16,27:B1,2,11,12", find_rules("english")))
    text = tr(two.message or "", **two.values)
    assert (
        ("seules les pièces en 11, 12" in text)
        if language == "fr"
        else ("pieces on 11, 12" in text)
    )


REPEATS = {"fr": {3: "trois fois", 4: "quatre fois"}, "en": {3: "three times", 4: "four times"}}
FIRST = {
    "fr": {"W": "les Blancs commencent", "B": "les Noirs commencent"},
    "en": {"W": "White moves first", "B": "Black moves first"},
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_variants_help_says_its_own_rules_values(language: str) -> None:
    """The prose follows the Rules values: the board, the men, who starts,
    the repetition count, the reversible-move limit and the endgame counts."""
    from dames_tui.core import Goal, variants

    for rules in variants():
        text = CATALOGS[language][f"help.rules.{rules.name}"]
        assert text.startswith(rules.title(language).split(" (")[0]), rules.name
        size = rules.board_size
        assert f"{size}×{size}" in text, rules.name
        men = rules.rows_of_men * size // 2
        assert re.search(rf"\b{men}\b", text), (rules.name, men)
        first = FIRST[language][rules.first_to_move.value]
        assert first.lower() in text.lower() or (
            rules.name == "thai" and rules.first_to_move.value == "W"
        ), rules.name
        assert REPEATS[language][rules.repetition_count] in text, rules.name
        if rules.reversible_limit:
            assert re.search(rf"\b{rules.reversible_limit // 2}\b", text), rules.name
        for endgame in rules.endgame_rules:
            assert re.search(rf"\b{endgame.moves}\b", text), (rules.name, endgame)
        giveaway = rules.goal is Goal.GIVEAWAY
        wins = "qui ne peut plus jouer" if language == "fr" else "the side that cannot move"
        assert (wins in text.lower()) is giveaway, rules.name
