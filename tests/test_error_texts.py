"""Rule, notation and command errors carry a code that both catalogs translate.

The source of core, notation, game and the commands is read (``ast``): every
``raise`` of a DraughtsError names its ``code=``, every code and every
:class:`Phrase` code has a text ``error.<code>`` in French and in English with
the same ``{fields}``, and those fields are among the parameters the raise
gives. Then real errors are translated."""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from dames_tui.core import (
    AmbiguousMoveError,
    Color,
    DraughtsError,
    IllegalMoveError,
    InvalidPositionError,
    Move,
    Position,
    find_rules,
)
from dames_tui.core.errors import Phrase
from dames_tui.game import Game
from dames_tui.game.outcome import GameOverError, Termination
from dames_tui.i18n import CATALOGS, Translator
from dames_tui.i18n.errors import error_text
from dames_tui.notation import PdnGame, parse_fen, parse_move, read_pdn, write_pdn

PACKAGE = Path(__file__).resolve().parents[1] / "dames_tui"
SOURCES = sorted(
    [
        *(
            path
            for folder in ("core", "notation", "game", "commands")
            for path in (PACKAGE / folder).glob("*.py")
        ),
        PACKAGE / "flow" / "clock.py",  # time controls typed on the command line
        *(PACKAGE / "engine" / "tables").glob("*.py"),  # endgame table files
    ]
)
ERROR_CLASSES = {
    "DraughtsError",
    "IllegalMoveError",
    "AmbiguousMoveError",
    "InvalidPositionError",
    "InvalidFenError",
    "PdnError",
    "UnknownVariantError",
    "GameOverError",
    "_Refused",
}
FR, EN = Translator("fr"), Translator("en")
INTERNATIONAL = find_rules("international")
ENGLISH = find_rules("english")


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def literal_codes(node: ast.expr) -> list[str]:
    """The codes a ``code=`` value can be: a string, or either arm of an ``if``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return literal_codes(node.body) + literal_codes(node.orelse)
    return []


def given_params(call: ast.Call) -> set[str] | None:
    """The parameter names a call gives (None when they cannot be read)."""
    for keyword in call.keywords:
        if keyword.arg == "params":
            value = keyword.value
            if isinstance(value, ast.Dict) and all(isinstance(k, ast.Constant) for k in value.keys):
                return {k.value for k in value.keys if isinstance(k, ast.Constant)}
            return None
    # movetext's helper takes its parameters as keywords and adds the head
    names = {keyword.arg for keyword in call.keywords if keyword.arg not in (None, "code")}
    if isinstance(call.func, ast.Name) and call.func.id == "error":
        names.add("head")
    return {name for name in names if name is not None}


def calls() -> Iterator[tuple[str, ast.Call]]:
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                yield f"{path.name}:{node.lineno}", node


def coded_calls() -> Iterator[tuple[str, str, set[str] | None]]:
    """(where, code, parameter names) for every call with ``code=``, and
    every call of the clock's ``_error(code, message, shown, **params)``."""
    for where, call in calls():
        for keyword in call.keywords:
            if keyword.arg == "code":
                for code in literal_codes(keyword.value):
                    yield where, code, given_params(call)
        if isinstance(call.func, ast.Name) and call.func.id == "_error" and call.args:
            for code in literal_codes(call.args[0]):
                yield where, code, {"text"} | {k.arg for k in call.keywords if k.arg}


def phrase_calls() -> Iterator[tuple[str, str | None, set[str] | None]]:
    """(where, code or None if computed, parameter names) for every Phrase."""
    for where, call in calls():
        if isinstance(call.func, ast.Name) and call.func.id == "Phrase":
            first = call.args[0]
            code = first.value if isinstance(first, ast.Constant) else None
            params: set[str] | None = set()
            if len(call.args) > 2:
                third = call.args[2]
                params = (
                    {k.value for k in third.keys if isinstance(k, ast.Constant)}
                    if isinstance(third, ast.Dict)
                    else None
                )
            yield where, code, params


def computed_codes() -> set[str]:
    """The codes built at run time: sides, outside engines' failures,
    terminations, read failures."""
    from dames_tui.storage.errors import _REASONS

    reasons = {reason for reason, _ in _REASONS.values()} | {"io_error"}
    from dames_tui.engine.hub_client import HubFailure

    return (
        {f"side.{color.name.lower()}" for color in Color}
        | {f"hub_engine.{failure.value}" for failure in HubFailure}  # an outside engine's
        | {f"termination.{termination.value}" for termination in Termination}
        | {f"read_reason.{reason}" for reason in reasons}
    )


def every_code() -> set[str]:
    codes = {code for _, code, _ in coded_calls()}
    codes |= {code for _, code, _ in phrase_calls() if code is not None}
    return codes | computed_codes()


def test_every_raise_of_a_draughts_error_has_a_code() -> None:
    missing = []
    count = 0
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Raise) or not isinstance(node.exc, ast.Call):
                continue
            func = node.exc.func
            if isinstance(func, ast.Name) and func.id in ERROR_CLASSES:
                count += 1
                if not any(keyword.arg == "code" for keyword in node.exc.keywords):
                    missing.append(f"{path.name}:{node.lineno}")
    assert count > 45
    assert missing == []


def test_every_code_has_a_text_in_both_languages_with_the_same_fields() -> None:
    codes = every_code()
    assert len(codes) > 80
    french, english = CATALOGS["fr"], CATALOGS["en"]
    assert sorted(c for c in codes if f"error.{c}" not in french) == []
    assert sorted(c for c in codes if f"error.{c}" not in english) == []
    different = [c for c in codes if fields(french[f"error.{c}"]) != fields(english[f"error.{c}"])]
    assert different == []


def test_no_text_asks_for_a_parameter_the_raise_does_not_give() -> None:
    wrong = []
    checked = 0
    for where, code, params in [*coded_calls(), *phrase_calls()]:
        if code is None or params is None:
            continue
        checked += 1
        asked = fields(CATALOGS["en"][f"error.{code}"])
        if not asked <= params:
            wrong.append(f"{where} {code}: {sorted(asked - params)}")
    assert checked > 70
    assert wrong == []


def test_every_error_text_is_used() -> None:
    keys = {key for key in CATALOGS["en"] if key.startswith("error.")}
    assert len(keys) > 80
    assert sorted(keys - {f"error.{code}" for code in every_code()}) == []


def test_catalogs_of_the_command_line_add_keys_and_replace_none() -> None:
    from dames_tui.i18n import en, en_cli, fr, fr_cli

    for cli, ui in ((fr_cli.TEXTS, fr.TEXTS), (en_cli.TEXTS, en.TEXTS)):
        assert all(key.startswith(("cli.", "error.")) for key in cli)
        assert set(cli).isdisjoint(ui)


def test_french_typography() -> None:
    from dames_tui.i18n import fr_cli

    bad = []
    for key, text in fr_cli.TEXTS.items():
        plain = re.sub(r"%\(\w+\)[sr]|\{[^}]*\}", "X", text)
        if re.search(r"\S[:;!?](\s|$)", plain) or "(s)" in plain:
            bad.append(key)
        if re.search(r"«\S|\S»", plain):  # « with a space inside
            bad.append(key)
    assert bad == []


# ------------------------------------------------------------- real errors


def caught(action: object, *args: object) -> DraughtsError:
    assert callable(action)
    with pytest.raises(DraughtsError) as info:
        action(*args)
    return info.value


def test_the_issue_s_example() -> None:
    error = caught(parse_move, Position.initial(INTERNATIONAL), "32-38")
    assert str(error) == "no legal move from 32 to 38: square 38 is occupied"
    assert error.code == "move.no_move.occupied"
    assert error_text(FR, error) == "la case 38 est occupée : aucun coup de 32 à 38"
    assert error_text(EN, error) == str(error)


FEN_CASES = [
    ("garbage", "le trait doit être W ou B, pas « garbage »"),
    ("", "FEN vide"),
    ("WB:W31", "il manque « : » après le trait dans « WB:W31 »"),
    ("W::W31", "champ vide dans « W::W31 » (un « : » de trop)"),
    ("W:X31", "liste de pièces illisible « X31 » (elle commence par W ou B)"),
    ("W:W31:W32", "les pièces blanches sont données deux fois"),
    ("W:B1:B2", "les pièces noires sont données deux fois"),
    ("W:W31,31", "la case 31 est donnée deux fois"),
    ("W", "il manque « : » et les listes de pièces après le trait « W »"),
    ("W:W31B1", "il manque « : » avant « B1 »"),
    ("W:W3x", "case illisible « 3x » dans une liste de pièces"),
    ("W:W31-K33", "plage illisible « 31-K33 » (le K se met devant la première case)"),
    ("W:W51", "la case 51 n'est pas sur le damier (1 à 50)"),
    ("W:W33-31", "plage 33-31 à l'envers (la première case doit être la plus petite)"),
    ("W:W5:B1", "pion blanc sur la case 5, qui est sur sa ligne de promotion"),
    ("W:W31:B46", "pion noir sur la case 46, qui est sur sa ligne de promotion"),
]


@pytest.mark.parametrize(("fen", "french"), FEN_CASES)
def test_bad_fen_in_french_and_english(fen: str, french: str) -> None:
    error = caught(parse_fen, fen, INTERNATIONAL)
    assert error_text(FR, error) == french
    assert error_text(EN, error) == str(error)  # the English text is the message itself


MOVE_CASES = [
    ("abc", "« abc » n'est pas un coup"),
    ("", "aucun coup indiqué"),
    ("32-", "« 32- » n'est pas un coup (il manque un numéro de case)"),
    ("32", "« 32 » n'est pas un coup (il faut au moins deux cases)"),
    ("32 28", "« 32 28 » n'est pas un coup (les cases se séparent par « - » ou « x »)"),
    ("0-5", "la case 0 n'est pas sur le damier (1 à 50)"),
    ("25-30", "la case 25 est vide : aucun coup de 25 à 30"),
    ("19-23", "la case 19 porte une pièce adverse (trait aux Blancs) : aucun coup de 19 à 23"),
    ("46-41", "la pièce en 46 ne peut pas bouger : aucun coup de 46 à 41"),
    ("32-27x21", "la pièce en 32 peut aller en 27, 28 : aucun coup par 32x27x21"),
]


@pytest.mark.parametrize(("text", "french"), MOVE_CASES)
def test_bad_move_text_in_french_and_english(text: str, french: str) -> None:
    error = caught(parse_move, Position.initial(INTERNATIONAL), text)
    assert isinstance(error, IllegalMoveError)
    assert error_text(FR, error) == french
    assert error_text(EN, error) == str(error)


def test_captures_and_blocked_sides() -> None:
    capture = parse_fen("W:W28:B23", INTERNATIONAL)
    error = caught(parse_move, capture, "28-22")
    assert error_text(FR, error) == (
        "la pièce en 28 peut prendre par 28x19 : aucun coup de 28 à 22"
    )
    must = parse_fen("W:W28,31:B23", INTERNATIONAL)
    error = caught(parse_move, must, "31-26")
    assert error_text(FR, error) == "la prise est obligatoire (depuis 28) : aucun coup de 31 à 26"
    blocked = parse_fen("B:W28:B", INTERNATIONAL)
    error = caught(parse_move, blocked, "28-22")
    assert error_text(FR, error) == "aucun coup de 28 à 22 : les Noirs n'ont aucun coup possible"
    assert error_text(EN, error) == "no legal move from 28 to 22: Black has no legal move"


def test_an_ambiguous_move_keeps_its_candidates() -> None:
    position = parse_fen("W:W18,21,22,23,24,25,28,30,32:B1,4,5,6,7,12,13,14,15", ENGLISH)
    error = caught(parse_move, position, "18x2")
    assert isinstance(error, AmbiguousMoveError)
    assert error.candidates == ("18x9x2", "18x11x2")
    assert error_text(FR, error) == "« 18x2 » est ambigu : il peut s'agir de 18x9x2, 18x11x2"
    assert error_text(EN, error) == str(error)


PDN_CASES = [
    ("", "aucune partie trouvée"),
    ("hello world", "aucune partie trouvée (ligne 1 : « hello » inattendu)"),
    ("1. 32-28 19-23 foo 2-0", "partie 1, ligne 1 : « foo » inattendu"),
    ('[Event "a"]\n1. 32-28 {never closed', "partie 1, ligne 2 : commentaire « { » jamais refermé"),
    ("1. 32-28 (1... 19-23", "partie 1, ligne 1 : variante « ( » jamais refermée"),
    ('[Event "unclosed\n1. 32-28 *', 'partie 1, ligne 1 : balise illisible « [Event "unclosed »'),
    ("1. 32-28 ) *", "partie 1, ligne 1 : caractère inattendu « ) »"),
]


@pytest.mark.parametrize(("text", "french"), PDN_CASES)
def test_bad_pdn_in_french_and_english(text: str, french: str) -> None:
    error = caught(read_pdn, text)
    assert error_text(FR, error) == french
    assert error_text(EN, error) == str(error)


WRITE_CASES = [
    (PdnGame(moves=["32-28", "19:23"]), "impossible d'écrire le coup « 19:23 » (demi-coup 2)"),
    (PdnGame(result="2:0"), "impossible d'écrire le résultat « 2:0 »"),
    (PdnGame(tags={"Bad Name": "x"}), "impossible d'écrire la balise « Bad Name »"),
    (
        PdnGame(moves=["32-28"], comments={3: "late"}),
        "commentaire après le demi-coup 3, au-delà de la fin de la partie (demi-coups joués : 1)",
    ),
    (
        PdnGame(tags={"GameType": "abc"}, moves=["32-28"]),
        "balise GameType illisible « abc » (un nombre comme 20 ou 21 est attendu)",
    ),
]


@pytest.mark.parametrize(("game", "french"), WRITE_CASES)
def test_pdn_writing_errors_in_french(game: PdnGame, french: str) -> None:
    error = caught(write_pdn, [game])
    assert error_text(FR, error) == french
    assert error_text(EN, error) == str(error)


def test_replay_errors_nest_the_move_error() -> None:
    pdn = read_pdn('[GameType "20"]\n1. 32-28 19-23 2. 28-22 *')[0]
    error = caught(Game.from_pdn, pdn)
    assert error_text(FR, error) == (
        "coup 2 des Blancs : « 28-22 » n'est pas permis ici (la pièce en 28 peut prendre par"
        " 28x19 : aucun coup de 28 à 22)"
    )
    assert error_text(EN, error) == str(error)
    fen_tag = read_pdn('[GameType "20"]\n[FEN "W:W51"]\n1. 32-28 *')[0]
    error = caught(Game.from_pdn, fen_tag)
    assert error_text(FR, error) == (
        "la balise FEN « W:W51 » n'est pas une position des « Dames internationales »"
        " (GameType 20) : la case 51 n'est pas sur le damier (1 à 50)"
    )
    gametype = read_pdn('[GameType "99"]\n1. 32-28 *')[0]
    assert error_text(FR, caught(Game.from_pdn, gametype)) == "GameType inconnu « 99 »"
    huge = read_pdn("1. 32-78 *")[0]
    assert error_text(FR, caught(Game.from_pdn, huge)) == (
        "aucune variante n'a assez de cases pour cette partie"
    )


def test_game_errors_in_french() -> None:
    game = Game(INTERNATIONAL)
    game.resign(Color.BLACK)
    error = caught(game.undo)
    assert isinstance(error, GameOverError)
    assert error_text(FR, error) == "la partie s'est terminée par abandon ; rouvrez-la d'abord"
    assert error_text(EN, error) == "the game ended by resignation; reopen it first"
    error = caught(game.play, game.legal_moves()[0])
    assert error_text(FR, error) == "la partie est terminée (abandon)"
    start = Position.initial(ENGLISH)
    error = caught(Game, INTERNATIONAL, start)
    assert isinstance(error, InvalidPositionError)
    assert error_text(FR, error) == (
        "la position de départ est pour « Dames anglaises », pas pour « Dames internationales »"
    )
    error = caught(Position.initial(INTERNATIONAL).play, Move(32, (38,)))
    assert error_text(FR, error) == "le coup 32-38 n'est pas permis ici"
    assert error_text(EN, error) == "the move 32-38 is not legal here"


def test_unknown_variants_in_french() -> None:
    from dames_tui.core import rules_for_gametype

    assert error_text(FR, caught(find_rules, "chess")).startswith("variante inconnue « chess »")
    assert error_text(FR, caught(rules_for_gametype, 99)) == "GameType PDN inconnu : 99"


def test_an_error_without_a_code_keeps_its_english() -> None:
    error = DraughtsError("something odd")
    assert error.code is None and dict(error.params) == {}
    assert error_text(FR, error) == "something odd"
    unknown = DraughtsError("odd", code="no.such.code")
    assert error_text(FR, unknown) == "odd"


def test_a_phrase_is_its_english_text() -> None:
    head = Phrase("move.none_between", "no legal move from 1 to 5", {"start": 1, "end": 5})
    assert str(head) == "no legal move from 1 to 5"
    error = IllegalMoveError("x", code="move.no_move.empty", params={"head": head, "square": 1})
    assert error_text(FR, error) == "la case 1 est vide : aucun coup de 1 à 5"


def test_a_pdn_file_fault_keeps_the_error_to_translate(tmp_path: Path) -> None:
    from dames_tui.core import PdnError
    from dames_tui.storage import StorageError, load_games_pdn

    path = tmp_path / "x.pdn"
    path.write_text('[GameType "20"]\n1. 32-28 *\n\n1. 32-28 foo *\n', encoding="utf-8")
    loaded = load_games_pdn(path)
    assert loaded.fault is None and [entry.ok for entry in loaded.entries] == [True, False]
    fault = loaded.entries[1].fault
    assert fault is not None
    assert isinstance(fault.error, PdnError) and fault.detail == str(fault.error)
    assert error_text(FR, fault.error) == "ligne 4 : « foo » inattendu"
    path.write_text('[GameType "20"]\n1. 32-38 *\n', encoding="utf-8")
    fault = load_games_pdn(path).entries[0].fault
    assert fault is not None and isinstance(fault.error, PdnError)
    assert fault.detail == str(fault.error)
    assert error_text(FR, fault.error).startswith("coup 1 des Blancs : « 32-38 »")
    path.write_text("nothing here", encoding="utf-8")
    fault = load_games_pdn(path).fault
    assert fault is not None and fault.code == "not_pdn" and isinstance(fault.error, PdnError)
    fault = load_games_pdn(tmp_path / "missing.pdn").fault
    assert fault is not None and isinstance(fault.error, StorageError)
    assert fault.error.reason == "not_found"


def test_an_illegal_move_is_named_in_the_variants_notation() -> None:
    russian = Position.initial(find_rules("russian"))
    c3, e5 = (russian.topology.square_named(name) for name in ("c3", "e5"))
    with pytest.raises(IllegalMoveError) as raised:
        russian.play(Move(c3, (e5,)))
    assert error_text(Translator("en"), raised.value) == "the move c3-e5 is not legal here"
    english = Position.initial(find_rules("english"))
    with pytest.raises(IllegalMoveError) as raised:
        english.play(Move(9, (18,)))
    assert error_text(Translator("fr"), raised.value).startswith("le coup 9-18 ")
