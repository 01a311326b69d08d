"""Storage: the autosave (current.pdn), exact resumption and damaged files."""

from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path

import pytest
from test_storage_damaged import needs_fifo, promptly

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, Rules
from dames_tui.game import Game, Termination
from dames_tui.notation import parse_fen
from dames_tui.storage import (
    WARNING_CODES,
    LoadResult,
    SavedGame,
    StorageError,
    autosave,
    autosave_path,
    clear_autosave,
    load_autosave,
    load_set_aside,
    resume_set_aside,
    set_aside_autosave,
    set_aside_dir,
)
from dames_tui.storage.autosave import MAX_GAME_FILE
from dames_tui.storage.ladders import EIGHT


@pytest.fixture(autouse=True)
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


def english_game() -> Game:
    game = Game(ENGLISH)
    moves = "11-15 23-19 8-11 22-17 4-8 17-13 15-18 19-15 10x19 24x15"
    for text in moves.split():
        game.play_text(text)
    return game


def play_quietly(game: Game, plies: int) -> Game:
    """Play ``plies`` moves that neither end the game nor give a capture."""
    for _ in range(plies):
        for move in game.legal_moves():
            game.play(move)
            if not game.is_over and not game.must_capture:
                break
            game.undo()
        else:
            raise AssertionError("no quiet move")
    return game


def assert_same_game(resumed: Game, game: Game) -> None:
    assert resumed.rules is game.rules
    assert resumed.start == game.start
    assert resumed.moves == game.moves
    assert resumed.position == game.position
    assert resumed.turn is game.turn
    assert resumed.reversible_plies == game.reversible_plies
    assert resumed.endgame_plies == game.endgame_plies
    assert resumed.repetition_history() == game.repetition_history()
    assert resumed.repetitions == game.repetitions
    assert resumed.outcome == game.outcome


def write(content: str | bytes) -> Path:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def failed(result: LoadResult[SavedGame | None], code: str) -> None:
    """Nothing to resume, one warning of ``code``, the file kept as .bad."""
    assert result.value is None
    warning = result.warning
    assert warning is not None and warning.code == code and code in WARNING_CODES
    assert warning.backup == autosave_path().with_name("current.pdn.bad")
    assert warning.backup.read_bytes() == autosave_path().read_bytes()


# ----------------------------------------------------------------- round trips


def test_nothing_to_resume(xdg: Path) -> None:
    assert load_autosave() == LoadResult(None)
    clear_autosave()  # no file: fine
    assert not (xdg / "data").exists()


def test_english_round_trip() -> None:
    game = english_game()
    path = autosave(game, Color.BLACK, 3)
    assert path == autosave_path()
    text = path.read_text()
    for tag in ('[GameType "21"]', '[DamesHumanSide "black"]', '[DamesLevel "3"]'):
        assert tag in text
    assert '[Black "Player"]' in text and '[White "Computer (level 3)"]' in text
    result = load_autosave()
    assert result.warning is None and result.value is not None
    assert (result.value.human_side, result.value.level) == (Color.BLACK, 3)
    assert_same_game(result.value.game, game)
    assert result.value.game.turn is Color.BLACK


def test_international_round_trip_as_black() -> None:
    game = play_quietly(Game(INTERNATIONAL), 7)
    autosave(game, Color.BLACK, 5)
    result = load_autosave()
    assert result.warning is None and result.value is not None
    assert (result.value.human_side, result.value.level) == (Color.BLACK, 5)
    assert_same_game(result.value.game, game)
    assert result.value.game.turn is Color.BLACK


@pytest.mark.parametrize(
    ("rules", "fen", "reversible", "endgame"),
    [
        (ENGLISH, "B:WK22,K30,K31:BK3,K5", 9, None),
        (INTERNATIONAL, "W:WK46,K36,K50:BK3", 9, 9),
        (INTERNATIONAL, "W:W40,K46,K50:BK3", 0, 9),  # man moves: the endgame count goes on
    ],
)
def test_draw_counters_survive(
    rules: Rules, fen: str, reversible: int, endgame: int | None
) -> None:
    game = play_quietly(Game(rules, parse_fen(fen, rules)), 9)
    assert (game.reversible_plies, game.endgame_plies) == (reversible, endgame)
    autosave(game, Color.WHITE, 1)
    result = load_autosave()
    assert result.warning is None and result.value is not None
    assert_same_game(result.value.game, game)
    assert '[FEN "' in autosave_path().read_text()


def test_start_position_resumes() -> None:
    autosave(Game(INTERNATIONAL), Color.WHITE, 2)
    result = load_autosave()
    assert result.value is not None and result.value.game.moves == ()
    assert result.value.game.rules is INTERNATIONAL


def test_names_and_tags() -> None:
    game = english_game()
    game.tags["Event"] = "Entraînement"
    autosave(game, Color.WHITE, 4, tags={"White": "Joueur", "Black": "Ordinateur (niveau 4)"})
    text = autosave_path().read_text(encoding="utf-8")
    assert '[White "Joueur"]' in text and '[Black "Ordinateur (niveau 4)"]' in text
    assert '[Event "Entraînement"]' in text
    result = load_autosave()
    assert result.value is not None and result.value.human_side is Color.WHITE
    assert result.value.game.tags["Event"] == "Entraînement"


def test_bad_level_is_refused() -> None:
    with pytest.raises(ValueError):
        autosave(Game(ENGLISH), Color.WHITE, 0)
    assert not autosave_path().exists()


def test_clear() -> None:
    autosave(english_game(), Color.BLACK, 3)
    clear_autosave()
    assert not autosave_path().exists()
    assert load_autosave() == LoadResult(None)


def test_a_finished_game_is_not_resumed() -> None:
    game = english_game()
    game.resign(Color.WHITE)
    autosave(game, Color.BLACK, 3)
    assert load_autosave() == LoadResult(None)
    won = Game(ENGLISH, parse_fen("B:W18:B14", ENGLISH))
    won.play_text("14x23")  # White has no piece left
    assert won.is_over and won.outcome is not None
    assert won.outcome.termination is Termination.NO_PIECES
    autosave(won, Color.BLACK, 3)
    assert load_autosave() == LoadResult(None)


def test_failed_autosave_keeps_the_previous_one(monkeypatch: pytest.MonkeyPatch) -> None:
    game = english_game()
    autosave(game, Color.BLACK, 3)
    before = autosave_path().read_bytes()
    game.play(game.legal_moves()[0])
    with monkeypatch.context() as patch:

        def full(src: object, dst: object) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        patch.setattr(os, "replace", full)
        with pytest.raises(StorageError) as caught:
            autosave(game, Color.BLACK, 3)
    assert caught.value.reason == "no_space"
    assert autosave_path().read_bytes() == before
    result = load_autosave()
    assert result.value is not None and len(result.value.game.moves) == len(game.moves) - 1


# ----------------------------------------------------------------- bad files


@pytest.mark.parametrize(
    "content",
    [
        "",
        "\n\n",
        "hello, this is not a game\n",
        b"\x00\x01\x02\xff\xfe binary",
        '{"version": 1}',
        '[Event "x"]\n[DamesHumanSide "black"]\n',  # cut in the tags
        '[GameType "21"]\n1. 11-15 23-19 *\n',  # someone else's PDN: no tags of ours
    ],
)
def test_unusable_file(content: str | bytes) -> None:
    path = write(content)
    before = path.read_bytes()
    failed(load_autosave(), "autosave_corrupt")
    assert path.read_bytes() == before  # a load never rewrites the file


def saved_text() -> str:
    autosave(english_game(), Color.BLACK, 3)
    return autosave_path().read_text()


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ('[GameType "21"]', '[GameType "99"]'),
        ('[GameType "21"]', '[GameType "checkers"]'),
        ('[DamesHumanSide "black"]', '[DamesHumanSide "red"]'),
        ('[DamesLevel "3"]', '[DamesLevel "17"]'),
        ('[DamesLevel "3"]', '[DamesLevel "x"]'),
        ('[DamesVersion "2"]', '[DamesVersion "one"]'),
        ('[GameType "21"]', '[GameType "21"]\n[FEN "B:W99:B1"]'),
    ],
)
def test_bad_header(old: str, new: str) -> None:
    text = saved_text()
    assert old in text
    write(text.replace(old, new))
    failed(load_autosave(), "autosave_corrupt")


@pytest.mark.parametrize(("eight", "today"), sorted(EIGHT.items()))
def test_a_version_1_autosave_has_its_level_on_todays_ladder(eight: int, today: int) -> None:
    text = saved_text().replace('[DamesVersion "2"]', '[DamesVersion "1"]')
    write(text.replace('[DamesLevel "3"]', f'[DamesLevel "{eight}"]'))
    result = load_autosave()
    assert result.warning is None and result.value is not None
    assert result.value.level == today


def test_a_version_1_autosave_refuses_a_level_its_ladder_did_not_have() -> None:
    text = saved_text().replace('[DamesVersion "2"]', '[DamesVersion "1"]')
    write(text.replace('[DamesLevel "3"]', '[DamesLevel "9"]'))
    failed(load_autosave(), "autosave_corrupt")


def test_future_version() -> None:
    write(saved_text().replace('[DamesVersion "2"]', '[DamesVersion "3"]'))
    failed(load_autosave(), "autosave_future_version")


def test_unreadable(monkeypatch: pytest.MonkeyPatch) -> None:
    autosave_path().mkdir(parents=True)
    result = load_autosave()
    assert result.value is None
    assert result.warning is not None and result.warning.code == "autosave_unreadable"
    assert result.warning.backup is None
    autosave_path().rmdir()
    saved_text()

    real_open = os.open

    def refuse(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(str(file)) == autosave_path() and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refuse)
    result = load_autosave()
    assert result.value is None
    assert result.warning is not None and result.warning.code == "autosave_unreadable"
    assert "Permission denied" in result.warning.detail


def partial(result: LoadResult[SavedGame | None], kept: int) -> Game:
    warning = result.warning
    assert warning is not None and warning.code == "autosave_partial"
    assert warning.params["kept"] == kept
    assert (
        warning.backup is not None and warning.backup.read_bytes() == autosave_path().read_bytes()
    )
    assert result.value is not None
    assert (result.value.human_side, result.value.level) == (Color.BLACK, 3)
    return result.value.game


def test_illegal_move_resumes_the_moves_before_it() -> None:
    game = english_game()
    text = saved_text().replace("15-18", "15-19")
    write(text)
    resumed = partial(load_autosave(), 6)
    assert resumed.moves == game.moves[:6]
    result = load_autosave()
    assert result.warning is not None and "15-19" in result.warning.detail
    assert result.warning.params["total"] == len(game.moves)


def test_garbage_after_the_moves() -> None:
    game = english_game()
    write(saved_text().replace(" *", " 15-19 zzz"))
    resumed = partial(load_autosave(), len(game.moves))
    assert_same_game(resumed, game)


def test_every_cut_loses_at_most_the_move_being_written() -> None:
    game = english_game()
    text = saved_text()
    movetext_start = text.index("\n\n") + 2
    assert text.rstrip().endswith("*")
    for cut in range(movetext_start, len(text)):
        write(text[:cut])
        result = load_autosave()
        # the moves written in full before the cut (a move is complete once a
        # space follows it, since the file may have been cut inside it)
        complete = sum(
            1 for match in re.finditer(r"\d+[-x]\d+(?:x\d+)*", text) if match.end() < cut
        )
        assert result.value is not None, cut
        resumed = result.value.game
        assert resumed.moves == game.moves[: len(resumed.moves)], cut
        assert len(resumed.moves) >= complete, cut
        if cut < len(text.rstrip()):
            assert result.warning is not None and result.warning.code == "autosave_partial", cut
    write(text.rstrip())  # only the final newline lost: nothing to say
    assert load_autosave().warning is None


def test_cut_move_is_dropped() -> None:
    game = english_game()
    text = saved_text()
    cut = text.index("24x15") + len("24x1")
    write(text[:cut])
    resumed = partial(load_autosave(), len(game.moves) - 1)
    assert resumed.moves == game.moves[:-1]


def test_cut_move_that_stays_legal_is_dropped() -> None:
    # the king's "6-10" cut to "6-1" is a legal move too: the missing result
    # says the file was cut, so the last move is not trusted
    game = Game(ENGLISH, parse_fen("B:WK6,K32:BK17", ENGLISH))
    game.play_text("17-13")
    game.play_text("6-10")
    autosave(game, Color.BLACK, 3)
    text = autosave_path().read_text()
    cut = text.index("6-10") + len("6-1")
    write(text[:cut])
    check = Game(ENGLISH, parse_fen("B:WK6,K32:BK17", ENGLISH))
    check.play_text("17-13")
    check.play_text("6-1")  # legal indeed
    result = load_autosave()
    warning = result.warning
    assert warning is not None and warning.code == "autosave_partial"
    assert warning.params["kept"] == 1
    assert result.value is not None and result.value.game.moves == game.moves[:1]


# ------------------------------------------------------ whatever the bytes

BIG = "9" * 5000  # int() refuses more than 4,300 digits


@pytest.mark.parametrize(
    ("old", "new", "code", "kept"),
    [
        pytest.param('[DamesVersion "2"]', '[DamesVersion "²"]', "autosave_corrupt", None,
                     id="version-superscript"),
        pytest.param('[DamesLevel "3"]', '[DamesLevel "²"]', "autosave_corrupt", None,
                     id="level-superscript"),
        pytest.param('[DamesLevel "3"]', '[DamesLevel "٣"]', "autosave_corrupt", None,
                     id="level-arabic-digit"),
        pytest.param('[DamesVersion "2"]', f'[DamesVersion "{BIG}"]', "autosave_corrupt", None,
                     id="version-5000-digits"),
        pytest.param('[DamesLevel "3"]', f'[DamesLevel "{BIG}"]', "autosave_corrupt", None,
                     id="level-5000-digits"),
        pytest.param("15-18", f"15-{BIG}", "autosave_partial", 6, id="move-5000-digits"),
        pytest.param("11-15", f"{BIG}-15", "autosave_partial", 0, id="first-move-5000-digits"),
        pytest.param('[GameType "21"]', f'[GameType "21"]\n[FEN "B:W{BIG}:B1"]',
                     "autosave_corrupt", None, id="fen-square-5000-digits"),
        pytest.param('[GameType "21"]', f'[GameType "21"]\n[FEN "B:W21-{BIG}:B1"]',
                     "autosave_corrupt", None, id="fen-range-5000-digits"),
        pytest.param('[GameType "21"]', f'[GameType "{BIG}"]', "autosave_corrupt", None,
                     id="gametype-5000-digits"),
        pytest.param(" *", " " + "(" * 100_000, "autosave_partial", 10, id="deep-variations"),
        pytest.param(" *", " " + "{" * 100_000, "autosave_partial", 10, id="open-comments"),
    ],
)  # fmt: skip
def test_a_damaged_autosave_never_raises(old: str, new: str, code: str, kept: int | None) -> None:
    text = saved_text()
    assert old in text
    path = write(text.replace(old, new))
    before = path.read_bytes()
    result = load_autosave()
    warning = result.warning
    assert warning is not None and warning.code == code
    assert warning.backup is not None and warning.backup.read_bytes() == before
    assert len(warning.detail) < 1000  # not the whole number
    if kept is None:
        assert result.value is None
    else:
        assert result.value is not None and result.value.game.ply == kept
    assert path.read_bytes() == before


@needs_fifo
def test_a_fifo_in_place_of_the_autosave_does_not_block() -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    result = promptly(load_autosave, unblock=[path])
    assert result.value is None
    assert result.warning is not None and result.warning.code == "autosave_unreadable"
    assert stat.S_ISFIFO(os.lstat(path).st_mode)
    promptly(lambda: autosave(english_game(), Color.BLACK, 3), unblock=[path])
    assert load_autosave().value is not None
    assert stat.S_ISFIFO(os.lstat(path.with_name("current.pdn.bad")).st_mode)  # moved aside
    aside = set_aside_dir() / "old.pdn"
    aside.parent.mkdir(parents=True)
    os.mkfifo(aside)
    found = promptly(load_set_aside, unblock=[aside])
    assert len(found) == 1 and found[0].value is None
    assert found[0].warning is not None and found[0].warning.code == "autosave_unreadable"


def test_an_autosave_keeps_a_file_it_could_not_read() -> None:
    newer = saved_text().replace('[DamesVersion "2"]', '[DamesVersion "3"]')
    path = write(newer)
    autosave(english_game(), Color.WHITE, 2)  # no load first: still kept
    assert path.with_name("current.pdn.bad").read_text() == newer
    assert load_autosave().value is not None
    autosave(english_game(), Color.WHITE, 3)  # over our own file: no copy
    assert [p.name for p in path.parent.glob("*.bad")] == ["current.pdn.bad"]
    big = saved_text() + " " * MAX_GAME_FILE  # ours, but too big to be a game
    write(big)
    warning = load_autosave().warning
    assert warning is not None and warning.code == "autosave_unreadable"
    assert "too large" in warning.detail
    autosave(english_game(), Color.WHITE, 3)
    assert path.with_name("current.pdn.1.bad").read_text() == big  # moved aside


def test_set_aside_games_are_named_by_storage_not_by_the_file() -> None:
    for _ in range(2):  # the same game twice, or a file saying so
        autosave(english_game(), Color.BLACK, 3, game_id="CON")
        target = set_aside_autosave()
        assert target is not None and target.parent == set_aside_dir()
        assert target.stem != "CON"
    found = load_set_aside()
    assert len(found) == 2 and all(entry.value is not None for entry in found)
    assert {entry.value[1].game_id for entry in found if entry.value} == {"CON"}


@needs_fifo
def test_resuming_a_set_aside_game_keeps_what_is_in_the_way() -> None:
    autosave(english_game(), Color.BLACK, 3)
    target = set_aside_autosave()
    assert target is not None
    path = autosave_path()
    os.mkfifo(path)
    promptly(lambda: resume_set_aside(target), unblock=[path])
    assert load_autosave().value is not None
    assert stat.S_ISFIFO(os.lstat(path.with_name("current.pdn.bad")).st_mode)  # moved aside
