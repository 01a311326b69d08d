"""PDN 3.0: liberal reading, strict writing, several games, partial reads."""

import subprocess
import sys

from dames_tui.notation import PdnGame, read_pdn, read_pdn_partial, write_pdn

INTERNATIONAL_GAME = """\
[Event "Championnat de France"]
[Site "Paris"]
[Date "2023.05.01"]
[White "Dupont, Jean"]
[Black "Martin \\"le Roc\\""]
[Result "2-0"]
[GameType "20,W,10,10,N2,0"]

1. 32-28 19-23 2. 28x19 14x23 {the classic exchange} 3. 37-32! 10-14?!
4. 41-37 $1 5-10 (4... 20-24 5. 34-29) 5. 46-41 ; liberal line comment
5...
17-21 2-0
"""


def test_read_a_tagged_international_game() -> None:
    [game] = read_pdn(INTERNATIONAL_GAME)
    assert game.tags["Event"] == "Championnat de France"
    assert game.tags["Black"] == 'Martin "le Roc"'
    assert game.gametype == 20
    assert game.moves == [
        "32-28", "19-23", "28x19", "14x23", "37-32", "10-14", "41-37", "5-10", "46-41", "17-21"
    ]  # fmt: skip
    assert game.comments == {3: "the classic exchange", 8: "liberal line comment"}
    assert game.result == "2-0"


def test_several_games_with_and_without_tags() -> None:
    text = (
        '[Event "one"]\n1. 32-28 19-23 1-1\n\n'
        '[Event "two"]\n[GameType "21"]\n1. 11-15 23-19 1/2-1/2\n'
        "1. 9-14 22-18 *\n"
        "1.11-15 24-20 0-1\n"
    )
    games = read_pdn(text)
    assert [g.result for g in games] == ["1-1", "1/2-1/2", "*", "0-1"]
    assert [g.tags.get("Event") for g in games] == ["one", "two", None, None]
    assert games[1].gametype == 21
    assert games[3].moves == ["11-15", "24-20"]


def test_a_new_tag_section_ends_a_game_without_result() -> None:
    games = read_pdn('[Event "a"]\n1. 32-28\n[Event "b"]\n1. 31-27 *')
    assert [g.moves for g in games] == [["32-28"], ["31-27"]]
    assert games[0].result is None


def test_capture_separators_are_normalised() -> None:
    [game] = read_pdn("1. 32-28 19-23 2. 28:19 14X23 3. 37-32 23x32x41 *")
    assert game.moves[2:4] == ["28x19", "14x23"]
    assert game.moves[-1] == "23x32x41"


def test_black_to_move_first_numbering_is_read() -> None:
    [game] = read_pdn('[FEN "B:W31-50:B1-20"]\n1... 19-23 2. 32-28 2. ... 14-19 *')
    assert game.moves == ["19-23", "32-28", "14-19"]
    assert game.fen == "B:W31-50:B1-20"


def test_comment_before_the_first_move_and_nested_variations() -> None:
    [game] = read_pdn("{opening} 1. 32-28 (1. 31-27 (1. 33-29) {x} 19-23) 19-23 *")
    assert game.comments == {-1: "opening"}
    assert game.moves == ["32-28", "19-23"]


def test_gametype_is_optional() -> None:
    assert PdnGame().gametype is None
    assert PdnGame(tags={"GameType": " 21"}).gametype == 21


def test_partial_read_keeps_the_good_games() -> None:
    text = "1. 32-28 19-23 2-0\n1. 31-27 16-21 0-2\n1. 33-29 ?? nonsense *\n1. 34-30 *"
    games, error = read_pdn_partial(text)
    assert [g.moves[0] for g in games] == ["32-28", "31-27"]
    assert error is not None
    assert "game 3, line 3" in str(error)
    assert "'nonsense'" in str(error)


def test_partial_read_without_fault() -> None:
    games, error = read_pdn_partial("1. 32-28 *")
    assert error is None
    assert len(games) == 1


def test_write_orders_tags_and_numbers_moves() -> None:
    game = PdnGame(
        tags={"Annotator": "me", "GameType": "20", "Black": "B", "Event": "E", "White": "W"},
        moves=["32-28", "19-23", "28x19", "14x23"],
        comments={1: "book"},
        result="1-1",
    )
    assert write_pdn([game]) == (
        '[Event "E"]\n[White "W"]\n[Black "B"]\n[Result "1-1"]\n[GameType "20"]\n'
        '[Annotator "me"]\n\n1. 32-28 19-23 {book} 2. 28x19 14x23 1-1\n'
    )


def test_write_black_first_from_a_fen_and_english_numbering() -> None:
    international = PdnGame(tags={"GameType": "20", "FEN": "B:W31-50:B1-20"}, moves=["19-23"])
    assert write_pdn([international]).endswith("\n1... 19-23 *\n")
    english = PdnGame(tags={"GameType": "21"}, moves=["11-15", "23-19", "8-11"])
    assert write_pdn([english]).endswith("\n1. 11-15 23-19 2. 8-11 *\n")
    english_white = PdnGame(tags={"GameType": "21", "FEN": "W:W21-32:B1-12"}, moves=["23-19"])
    assert write_pdn([english_white]).endswith("\n1... 23-19 *\n")


def test_write_wraps_lines_and_separates_games() -> None:
    moves = ["32-28", "19-23"] * 40
    comments = {5: "a rather long comment " * 6}
    text = write_pdn([PdnGame(moves=moves, comments=comments, result="2-0"), PdnGame()])
    lines = text.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert len([line for line in lines if line.startswith("[Result")]) == 2
    assert text.count("\n\n") == 3  # after each tag section, and between the games
    games = read_pdn(text)
    assert games[0].moves == moves
    assert games[0].comments == {5: " ".join(comments[5].split())}
    assert games[1].result == "*"


def test_write_then_read_gives_the_same_game() -> None:
    [game] = read_pdn(INTERNATIONAL_GAME)
    assert read_pdn(write_pdn([game])) == [game]


def test_notation_does_not_load_textual() -> None:
    code = "import sys, dames_tui.notation; print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
