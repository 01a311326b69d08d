"""`dames play` options for games that last: bad --pdn / --game give one line
on stderr and exit 2, before any screen opens, in French by default (no
settings file, ``LANG=C.UTF-8``: conftest.py) and in English with --lang en."""

from __future__ import annotations

from pathlib import Path

import pytest

from dames_tui.cli import main

GOOD_THEN_BAD = (
    '[Event "a"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-11 *\n\n'
    '[Event "b"]\n[White "Tom"]\n[GameType "21"]\n1. 11-15 23-19 2. 8-12 12-16 *\n'
)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            ["--lang", "en", "--pdn", "{dir}/missing.pdn"],
            "dames: error: cannot read missing.pdn: no such file or directory\n",
        ),
        (["--game", "2", "--lang", "en"], "dames: error: --game needs --pdn FILE\n"),
        (
            ["--lang", "en", "--pdn", "{dir}/two.pdn", "--game", "0"],
            "dames: error: --game must be 1 or more, not 0\n",
        ),
        (
            ["--lang", "en", "--pdn", "{dir}/two.pdn", "--game", "2"],
            "dames: error: two.pdn, game 2 (b: Tom): move 2 (Black): 8-12 is not legal here",
        ),
        (
            ["--lang", "en", "--pdn", "{dir}/two.pdn", "--game", "3"],
            "two.pdn has only 2 games, no game 3",
        ),
        (
            ["--lang", "en", "--pdn", "{dir}/two.pdn", "--variant", "international"],
            "the game is English checkers, not International draughts",
        ),
        (
            ["--lang", "en", "--level", "17"],
            "dames: error: level must be from 1 to 16, not 17\n",
        ),
        (
            ["--pdn", "{dir}/missing.pdn"],
            "dames : erreur : impossible de lire missing.pdn : fichier introuvable\n",
        ),
        (["--game", "2"], "dames : erreur : --game ne va pas sans --pdn FICHIER\n"),
        (
            ["--pdn", "{dir}/two.pdn", "--game", "0"],
            "dames : erreur : --game doit valoir 1 ou plus, pas 0\n",
        ),
        (
            ["--pdn", "{dir}/two.pdn", "--game", "2"],
            (
                "dames : erreur : two.pdn, partie 2 (b: Tom) : coup 2 des Noirs : « 8-12 » n'est"
                " pas permis ici (la case 12 est occupée : aucun coup de 8 à 12)\n"
            ),
        ),
        (
            ["--pdn", "{dir}/two.pdn", "--variant", "international"],
            "la partie se joue en « Dames anglaises », pas en « Dames internationales »",
        ),
        (
            ["--level", "17"],
            "dames : erreur : le niveau va de 1 à 16, pas 17\n",
        ),
    ],
)
def test_bad_play_options_give_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], options: list[str], message: str
) -> None:
    (tmp_path / "two.pdn").write_text(GOOD_THEN_BAD, encoding="utf-8")
    argv = ["play", *(option.format(dir=tmp_path) for option in options)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert message in err


def test_pdn_game_and_options_reach_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dames_tui.storage import Settings, load_settings, save_settings
    from dames_tui.ui.app import DamesApp

    save_settings(Settings(level=4, language="en"))
    (tmp_path / "two.pdn").write_text(GOOD_THEN_BAD, encoding="utf-8")
    started: list[DamesApp] = []
    monkeypatch.setattr(DamesApp, "run", lambda self: started.append(self))
    assert main(["play", "--pdn", str(tmp_path / "two.pdn"), "--side", "white"]) == 0
    app = started[0]
    setup = app.initial_setup
    assert setup is not None and setup.game is not None
    assert setup.game.move_texts() == ["11-15", "23-19", "8-11"]
    assert setup.human_color.name == "WHITE" and setup.level == 4
    assert app.settings.language == "en"
    assert load_settings().value == Settings(level=4, language="en")  # nothing saved
