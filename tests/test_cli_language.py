"""The command line speaks the language of the run: ``--lang`` (before or
after the subcommand), else the saved setting, else the locale (``LC_ALL``,
``LC_MESSAGES``, ``LANG``), else French. conftest.py gives every test
``LANG=C.UTF-8``, no other locale variable and no settings file."""

from __future__ import annotations

import argparse
import gettext
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from dames_tui.cli import lang_option, main, with_command
from dames_tui.core import variants
from dames_tui.i18n import CATALOGS, choose_language, environment_language
from dames_tui.storage import Settings, load_settings, save_settings, settings_path

FRENCH_HELP = "utilisation : dames perft"
ENGLISH_HELP = "usage: dames perft"

# the registry names, as the error lists them
KNOWN = ", ".join(sorted(rules.name for rules in variants()))


def help_of(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as leaving:
        main(list(argv))
    assert leaving.value.code == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one stderr line of a run that refuses its arguments (exit 2)."""
    try:
        status = main(list(argv))
    except SystemExit as leaving:
        status = leaving.code  # type: ignore[assignment]
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    return err[:-1]


# ------------------------------------------------------------------- the help


def test_help_is_french_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    out = help_of(capsys, "--help")
    assert out.startswith("utilisation : dames [-h] [--lang {fr,en}] COMMANDE ...")
    assert "Le jeu de dames dans le terminal." in out
    assert "\noptions :\n" in out and "\ncommandes :\n" in out
    assert "afficher cette aide et quitter" in out
    assert "compter les feuilles de l'arbre des coups" in out
    assert "usage" not in out and "show this help" not in out


@pytest.mark.parametrize(
    ("command", "phrases"),
    [
        ("play", ["--level NIVEAU", "niveau de l'ordinateur (1 = débutant)", "--pdn FICHIER"]),
        ("perft", ["--depth PROFONDEUR", "compter jusqu'à cette profondeur"]),
        ("moves", ["ou - pour lire une FEN par ligne", "hub : départ x arrivée"]),
        ("analyse", ["--time SECONDES", "secondes de réflexion (3 par défaut)"]),
        ("bench", ["profondeur de recherche pour chaque position (8 par défaut)"]),
        ("hub", ["Lit les commandes Hub sur l'entrée standard"]),
    ],
)
def test_every_subcommand_has_its_help_in_french(
    capsys: pytest.CaptureFixture[str], command: str, phrases: list[str]
) -> None:
    out = help_of(capsys, command, "--help")
    assert out.startswith(f"utilisation : dames {command} [-h]")
    assert "--lang {fr,en}" in out and "langue de l'interface et de ces messages" in out
    assert "\noptions :\n" in out
    for phrase in phrases:
        assert phrase in " ".join(out.split()), phrase


@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "en", "perft", "--help"],
        ["perft", "--lang", "en", "--help"],
        ["--lang=en", "perft", "--help"],
        ["perft", "--help", "--lang", "en"],
        ["perft", "--la", "en", "--help"],
    ],
)
def test_lang_en_before_or_after_the_subcommand(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    out = help_of(capsys, *argv)
    assert out.startswith(ENGLISH_HELP)
    assert "\noptions:\n" in out and "count to this depth" in out
    assert "show this help message and exit" in out


def test_lang_en_alone_asks_for_the_help_of_dames(capsys: pytest.CaptureFixture[str]) -> None:
    out = help_of(capsys, "--lang", "en", "--help")
    assert out.startswith("usage: dames [-h] [--lang {fr,en}] COMMAND ...")
    assert "play a game against the computer (the default)" in out


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({"LANG": "en_US.UTF-8"}, ENGLISH_HELP),
        ({"LANG": "fr_FR.UTF-8"}, FRENCH_HELP),
        ({"LANG": "de_DE.UTF-8"}, FRENCH_HELP),
        ({"LC_MESSAGES": "en_GB.UTF-8"}, ENGLISH_HELP),
        ({"LC_ALL": "en_US.UTF-8", "LANG": "fr_FR.UTF-8"}, ENGLISH_HELP),
        ({"LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, FRENCH_HELP),
        ({"LC_MESSAGES": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, FRENCH_HELP),
        ({"LC_ALL": "", "LANG": "en_US.UTF-8"}, ENGLISH_HELP),
        ({"LC_ALL": "C", "LANG": "en_US.UTF-8"}, FRENCH_HELP),
    ],
)
def test_the_locale_chooses_when_nothing_else_does(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    variables: dict[str, str],
    expected: str,
) -> None:
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert help_of(capsys, "perft", "--help").startswith(expected)


def test_the_saved_setting_wins_over_the_locale(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    save_settings(Settings(language="en"))
    assert help_of(capsys, "perft", "--help").startswith(ENGLISH_HELP)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    save_settings(Settings(language="fr"))
    assert help_of(capsys, "perft", "--help").startswith(FRENCH_HELP)


def test_lang_wins_over_the_saved_setting(capsys: pytest.CaptureFixture[str]) -> None:
    save_settings(Settings(language="en"))
    assert help_of(capsys, "perft", "--lang", "fr", "--help").startswith(FRENCH_HELP)
    save_settings(Settings(language="fr"))
    assert help_of(capsys, "--lang", "en", "perft", "--help").startswith(ENGLISH_HELP)


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        '{"version": 1, "language": "de"}',
        '{"version": 7, "language": "fr"}',
        '["fr"]',
    ],
)
def test_a_settings_file_without_a_valid_language_leaves_it_to_the_locale(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, content: str
) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="utf-8")
    assert help_of(capsys, "perft", "--help").startswith(ENGLISH_HELP)
    # reading the language leaves the file alone: no .bad copy beside it
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]


# ----------------------------------------------------------------- the errors


@pytest.mark.parametrize(
    ("argv", "french", "english"),
    [
        (
            ["moves", "--fen", "B:W21-32:B1-12", "--format", "nope"],
            (
                "dames moves : erreur : argument --format : choix invalide : « nope »"
                " (au choix : 'pdn', 'hub')"
            ),
            (
                "dames moves: error: argument --format: invalid choice: 'nope'"
                " (choose from 'pdn', 'hub')"
            ),
        ),
        (
            ["perft", "--variant", "english", "--depth", "x"],
            "dames perft : erreur : argument --depth : « x » n'est pas un nombre entier",
            "dames perft: error: argument --depth: not a whole number: 'x'",
        ),
        (
            ["play", "--level", "x"],
            "dames play : erreur : argument --level : « x » n'est pas un nombre entier",
            "dames play: error: argument --level: not a whole number: 'x'",
        ),
        (
            ["analyse", "--time", "0"],
            "dames analyse : erreur : argument --time : doit être supérieur à 0, pas 0",
            "dames analyse: error: argument --time: must be above 0, not 0",
        ),
        (
            ["perft"],
            "dames perft : erreur : arguments obligatoires absents : --depth",
            "dames perft: error: the following arguments are required: --depth",
        ),
        (
            ["perft", "--depth"],
            "dames perft : erreur : argument --depth : une valeur est attendue",
            "dames perft: error: argument --depth: expected one argument",
        ),
        (
            ["analyse", "--time", "1", "--depth", "2"],
            "dames analyse : erreur : argument --depth : incompatible avec l'argument --time",
            "dames analyse: error: argument --depth: not allowed with argument --time",
        ),
        (
            ["perft", "--depth", "1", "--zz"],
            "dames : erreur : arguments non reconnus : --zz",
            "dames: error: unrecognized arguments: --zz",
        ),
        (
            ["bogus"],
            (
                "dames : erreur : argument COMMANDE : choix invalide : « bogus »"
                " (au choix : 'play', 'perft', 'moves', 'analyse', 'bench', 'hub', 'check',"
                " 'review', 'match', 'tables')"
            ),
            (
                "dames: error: argument COMMAND: invalid choice: 'bogus'"
                " (choose from 'play', 'perft', 'moves', 'analyse', 'bench', 'hub', 'check',"
                " 'review', 'match', 'tables')"
            ),
        ),
    ],
)
def test_argparse_errors_in_both_languages(
    capsys: pytest.CaptureFixture[str], argv: list[str], french: str, english: str
) -> None:
    assert refusal(capsys, *argv) == french
    assert refusal(capsys, "--lang", "en", *argv) == english


def test_a_bad_lang_is_refused_in_the_language_of_the_run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert refusal(capsys, "perft", "--lang", "de") == (
        "dames perft : erreur : argument --lang : choix invalide : « de » (au choix : 'fr', 'en')"
    )
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert refusal(capsys, "--lang", "de", "perft") == (
        "dames: error: argument --lang: invalid choice: 'de' (choose from 'fr', 'en')"
    )


@pytest.mark.parametrize(
    ("argv", "french", "english"),
    [
        (
            ["moves", "--variant", "english", "--fen", "garbage"],
            "dames : erreur : le trait doit être W ou B, pas « garbage »",
            "dames: error: bad side to move 'garbage' (expected W or B)",
        ),
        (
            ["perft", "--variant", "international", "--fen", "W:W51:B1", "--depth", "1"],
            "dames : erreur : la case 51 n'est pas sur le damier (1 à 50)",
            "dames: error: square 51 is not on the board (1-50)",
        ),
        (
            ["analyse", "--variant", "nope"],
            f"dames : erreur : variante inconnue « nope » (variantes connues : {KNOWN})",
            f"dames: error: unknown variant 'nope' (known: {KNOWN})",
        ),
        (
            ["play", "--level", "17"],
            "dames : erreur : le niveau va de 1 à 16, pas 17",
            "dames: error: level must be from 1 to 16, not 17",
        ),
        (
            ["play", "--pdn", "/nonexistent"],
            "dames : erreur : impossible de lire nonexistent : fichier introuvable",
            "dames: error: cannot read nonexistent: no such file or directory",
        ),
    ],
)
def test_rule_and_command_errors_in_both_languages(
    capsys: pytest.CaptureFixture[str], argv: list[str], french: str, english: str
) -> None:
    assert refusal(capsys, *argv) == french
    assert refusal(capsys, *argv, "--lang", "en") == english


def test_illegal_move_text_in_both_languages(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pdn = tmp_path / "bad.pdn"
    pdn.write_text('[GameType "20"]\n1. 32-38 *\n', encoding="utf-8")
    argv = ["play", "--pdn", str(pdn)]
    assert refusal(capsys, *argv) == (
        "dames : erreur : bad.pdn, partie 1 : coup 1 des Blancs : « 32-38 » n'est pas permis"
        " ici (la case 38 est occupée : aucun coup de 32 à 38)"
    )
    assert refusal(capsys, "--lang", "en", *argv) == (
        "dames: error: bad.pdn, game 1: move 1 (White): 32-38 is not legal here"
        " (no legal move from 32 to 38: square 38 is occupied)"
    )


def test_each_bad_fen_line_from_stdin_in_the_language_of_the_run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO("B:W1:B2\n"))
    assert main(["moves", "--variant", "english", "--fen", "-"]) == 2
    assert capsys.readouterr().err == (
        "dames : erreur : ligne 1 : pion blanc sur la case 1, qui est sur sa ligne de promotion\n"
    )


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (
            ["moves", "--variant", "english", "--fen", "B:W21-32:B1-12", "--format", "nope"],
            "dames moves : erreur : argument --format : choix invalide",
        ),
        (
            ["--lang", "en", "perft", "--variant", "english", "--depth", "x"],
            "dames perft: error: argument --depth: not a whole number: 'x'",
        ),
        (["play", "--level", "17"], "dames : erreur : le niveau va de 1 à 16"),
        (["moves", "--fen", "garbage", "--lang", "en"], "dames: error: bad side to move"),
    ],
)
def test_a_real_process_exits_2_with_one_stderr_line(argv: list[str], line: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dames_tui", *argv],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith(line), result.stderr


# -------------------------------------------------------- argparse, restored


def test_argparse_speaks_english_again_after_a_run(capsys: pytest.CaptureFixture[str]) -> None:
    before = (argparse._, argparse.ngettext)  # type: ignore[attr-defined]
    help_of(capsys, "perft", "--help")
    refusal(capsys, "perft", "--depth", "x")
    assert (argparse._, argparse.ngettext) == before  # type: ignore[attr-defined]
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]
    other = argparse.ArgumentParser(prog="other")
    assert other.format_help().startswith("usage: other")


def test_our_argparse_messages_are_those_of_this_python() -> None:
    import inspect

    source = inspect.getsource(argparse)
    english = CATALOGS["en"]
    for key in (
        "usage",
        "options",
        "positionals",
        "help",
        "argument",
        "invalid_choice",
        "invalid_value",
        "unrecognized",
        "expected_one",
        "required",
        "one_required",
        "not_allowed_with",
        "ambiguous_option",
    ):
        text = english[f"cli.argparse.{key}"]
        assert repr(text) in source or f'"{text}"' in source, key


def percent_fields(text: str) -> list[str]:
    named = sorted(re.findall(r"%\((\w+)\)", text))
    positional = len(re.findall(r"%[sr]", text))
    return [*named, f"{positional} positional"]


def test_argparse_translations_keep_their_percent_fields() -> None:
    french, english = CATALOGS["fr"], CATALOGS["en"]
    keys = [key for key in english if key.startswith("cli.argparse.")]
    assert len(keys) > 20
    assert [k for k in keys if percent_fields(french[k]) != percent_fields(english[k])] == []


# ------------------------------------------------------- the rule, unit by unit


def test_choose_language_order() -> None:
    assert choose_language(environ={}) == "fr"
    assert choose_language(environ={"LANG": "en_US.UTF-8"}) == "en"
    assert choose_language(saved="en", environ={"LANG": "fr_FR"}) == "en"
    assert choose_language("fr", saved="en", environ={"LANG": "en_US"}) == "fr"
    assert choose_language("de", saved="xx", environ={"LANG": "en"}) == "en"
    assert environment_language({"LANG": "C.UTF-8"}) is None
    assert environment_language({"LANGUAGE": "en", "LANG": "C"}) is None


def test_lang_is_read_before_parsing() -> None:
    assert lang_option(["perft", "--lang", "en"]) == "en"
    assert lang_option(["--lang=en", "perft", "--lang", "fr"]) == "fr"
    assert lang_option(["moves", "--lang"]) is None
    assert lang_option(["moves", "--", "--lang", "en"]) is None
    assert lang_option(["play", "--level", "3"]) is None


def test_play_is_the_default_command() -> None:
    assert with_command([]) == ["play"]
    assert with_command(["--lang", "en"]) == ["--lang", "en", "play"]
    assert with_command(["--lang=en", "--level", "3"]) == ["--lang=en", "play", "--level", "3"]
    assert with_command(["--lang", "en", "--help"]) == ["--lang", "en", "--help"]
    assert with_command(["perft", "--depth", "1"]) == ["perft", "--depth", "1"]
    assert with_command(["--lang", "en", "bogus"]) == ["--lang", "en", "bogus"]


def test_lang_reaches_the_app_from_either_place(monkeypatch: pytest.MonkeyPatch) -> None:
    from dames_tui.ui.app import DamesApp

    started: list[DamesApp] = []
    monkeypatch.setattr(DamesApp, "run", lambda self: started.append(self))
    assert main(["--lang", "en"]) == 0
    assert main(["play", "--lang", "en"]) == 0
    assert [app.settings.language for app in started] == ["en", "en"]


def test_the_language_of_a_run_needs_no_textual() -> None:
    code = (
        "import sys\n"
        "from dames_tui.cli import run_language\n"
        "assert run_language(['perft']) == 'fr'\n"
        "from dames_tui.cli import main\n"
        "try:\n"
        "    main(['perft', '--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "assert 'textual' not in sys.modules, 'textual loaded'\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


# ------------------------------------------- the app's language at first run


@pytest.mark.parametrize(
    ("variables", "language"),
    [
        ({}, "fr"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"),
        ({"LC_MESSAGES": "en_GB.UTF-8"}, "en"),
    ],
)
def test_the_first_run_takes_the_language_of_the_locale(
    monkeypatch: pytest.MonkeyPatch, variables: dict[str, str], language: str
) -> None:
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    loaded = load_settings()
    assert loaded.value.language == language and loaded.warning is None


def test_a_settings_file_without_a_language_takes_the_locale_s(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": 3, "level": 4}), encoding="utf-8")
    assert load_settings().value.language == "en"
    assert load_settings().value.level == 4
    path.write_text(json.dumps({"version": 1, "language": "fr"}), encoding="utf-8")
    assert load_settings().value.language == "fr"
    path.write_text(json.dumps({"version": 1, "language": "klingon"}), encoding="utf-8")
    loaded = load_settings()
    assert loaded.value.language == "en" and loaded.warning is not None
