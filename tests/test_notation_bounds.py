"""Numbers longer than Python converts (4,300 digits) are refused by every
reader before ``int()``, with one coded error, and every command says it in
one line (exit 2), never a traceback."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from dames_tui.cli import main
from dames_tui.core import ENGLISH, INTERNATIONAL, DraughtsError, Position
from dames_tui.game import Game
from dames_tui.i18n import Translator
from dames_tui.i18n.errors import error_text
from dames_tui.notation import PdnGame, parse_fen, parse_move, read_pdn, read_pdn_all
from dames_tui.notation.text import read_int

HUGE = "9" * 5000  # int(HUGE) raises ValueError: over the int-string limit
FR, EN = Translator("fr"), Translator("en")


def test_the_limit_is_real() -> None:
    with pytest.raises(ValueError, match="4300"):
        int(HUGE)


def test_read_int_counts_the_significant_digits() -> None:
    assert read_int("9999") == 9999
    assert read_int("0" * 5000 + "32") == 32
    assert read_int("10000") is None
    assert read_int(HUGE) is None
    assert read_int("") == 0


@pytest.mark.parametrize(
    "fen",
    [f"W:W{HUGE}:B1", f"W:W31-{HUGE}:B1", f"W:WK{HUGE}", f"B:W{'0' * 4400}1{HUGE}:B1"],
)
def test_fen_square(fen: str) -> None:
    with pytest.raises(DraughtsError) as caught:
        parse_fen(fen, INTERNATIONAL)
    assert caught.value.code == "fen.number_too_long"
    assert str(caught.value).endswith(" digits) is not on the board (1-50)")
    assert len(str(caught.value)) < 80
    assert error_text(FR, caught.value).endswith(" chiffres) n'est pas sur le damier (1 à 50)")


def test_fen_square_with_leading_zeros_is_still_read() -> None:
    assert parse_fen("W:W" + "0" * 5000 + "31:B", INTERNATIONAL) == parse_fen(
        "W:W31:B", INTERNATIONAL
    )


@pytest.mark.parametrize("text", [f"{HUGE}-28", f"32-{HUGE}", f"32 x {HUGE} x 19"])
def test_move_square(text: str) -> None:
    with pytest.raises(DraughtsError) as caught:
        parse_move(Position.initial(INTERNATIONAL), text)
    assert caught.value.code == "move.number_too_long"
    assert str(caught.value) == "square 9999999999… (5000 digits) is not on the board (1-50)"
    assert error_text(FR, caught.value) == (
        "la case 9999999999… (5000 chiffres) n'est pas sur le damier (1 à 50)"
    )


def test_pdn_move_number() -> None:
    games, error = read_pdn_all(f"1. 32-28 19-23 {HUGE}. 28x19 14x23 *")
    assert error is None
    [game] = games
    assert game.error is not None and game.error.code == "pdn.at_line"
    assert str(game.error) == "line 1: move number 9999999999… (5000 digits) is too long"
    assert error_text(FR, game.error) == (
        "ligne 1 : numéro de coup 9999999999… trop long (5000 chiffres)"
    )
    with pytest.raises(DraughtsError):
        read_pdn(f"{HUGE}. 32-28 *")


def test_pdn_move_square_is_refused_at_replay() -> None:
    [game] = read_pdn(f'[GameType "20"]\n1. 32-28 {HUGE}-23 *')
    with pytest.raises(DraughtsError) as caught:
        Game.from_pdn(game)
    assert caught.value.code == "pdn.move_illegal"
    assert "5000 digits" in str(caught.value)
    [inferred] = read_pdn(f"1. 32-28 {HUGE}-23 *")  # no GameType: no board is that big
    with pytest.raises(DraughtsError, match="no variant has enough squares"):
        Game.from_pdn(inferred)


@pytest.mark.parametrize("value", [HUGE, f"{HUGE},W,10,10,N2,0", f" {HUGE}"])
def test_gametype_number(value: str) -> None:
    game = PdnGame(tags={"GameType": value}, moves=["32-28"])
    with pytest.raises(DraughtsError) as caught:
        Game.from_pdn(game)
    assert caught.value.code == "pdn.unknown_gametype"
    assert len(str(caught.value)) < 80
    with pytest.raises(DraughtsError) as read:
        _ = game.gametype
    assert read.value.code == "pdn.bad_gametype_tag" and len(str(read.value)) < 120


def test_a_fen_tag_with_a_huge_square() -> None:
    [game] = read_pdn(f'[GameType "21"]\n[FEN "B:W{HUGE}:B1"]\n*')
    with pytest.raises(DraughtsError) as caught:
        Game.from_pdn(game)
    assert caught.value.code == "pdn.fen_not_of_variant"
    assert "5000 digits" in str(caught.value) and len(str(caught.value)) < 200


# ------------------------------------------------------------ the commands


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


LINE_EN = "dames: error: square 9999999999… (5000 digits) is not on the board (1-{last})\n"
LINE_FR = (
    "dames : erreur : la case 9999999999… (5000 chiffres) n'est pas sur le damier (1 à {last})\n"
)


@pytest.mark.parametrize(
    ("argv", "last"),
    [
        (["moves", "--fen", f"B:W{HUGE}:B1"], 32),
        (["moves", "--variant", "international", "--fen", f"W:W31-{HUGE}:B1"], 50),
        (["perft", "--fen", f"B:W{HUGE}:B1", "--depth", "1"], 32),
        (["analyse", "--fen", f"W:W{HUGE}:B1", "--depth", "1"], 50),
        (["play", "--variant", "international", "--fen", f"W:W{HUGE}:B1"], 50),
    ],
)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_commands_say_it_in_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], last: int, lang: str
) -> None:
    status, out, err = run(capsys, "--lang", lang, *argv)
    assert status == 2 and out == ""
    assert err == (LINE_FR if lang == "fr" else LINE_EN).format(last=last)


def test_perft_depth(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as leaving:
        main(["--lang", "en", "perft", "--depth", HUGE])
    assert leaving.value.code == 2
    err = capsys.readouterr().err
    assert (
        err.endswith("argument --depth: must be at most 9999, not a number of 5000 digits\n")
        and err.count("\n") == 1
    )


def test_play_pdn_with_a_huge_square(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.pdn"
    path.write_text(f'[GameType "20"]\n[FEN "W:W{HUGE}:B1"]\n1. 32-28 *\n', encoding="utf-8")
    status, out, err = run(capsys, "--lang", "en", "play", "--pdn", str(path))
    assert status == 2 and out == ""
    assert err.startswith("dames: error: huge.pdn, game 1: FEN tag 'W:W9999999999999999999")
    assert err.endswith(
        "(GameType 20): square 9999999999… (5000 digits) is not on the board (1-50)\n"
    )
    assert err.count("\n") == 1 and len(err) < 300


def test_moves_from_stdin_reports_the_line_and_goes_on(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"W:W31:B\nW:W{HUGE}:B1\nW:W32:B\n"))
    status, out, err = run(capsys, "moves", "--variant", "international", "--fen", "-")
    assert status == 2
    assert out.splitlines() == ["# W:W31:B", "31-26", "31-27", "# W:W32:B", "32-27", "32-28"]
    assert err == (
        "dames : erreur : ligne 2 : la case 9999999999… (5000 chiffres) n'est pas sur le damier"
        " (1 à 50)\n"
    )


def test_english_readers_too() -> None:
    with pytest.raises(DraughtsError, match=r"\(1-32\)"):
        parse_move(Position.initial(ENGLISH), f"11-{HUGE}")
