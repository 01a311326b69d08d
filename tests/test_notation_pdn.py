"""PDN 3.0: liberal reading, strict writing, several games, partial reads."""

import subprocess
import sys

from dames_tui.notation import PdnGame, read_pdn, read_pdn_all, read_pdn_partial, write_pdn

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


# ------------------------------------------------- spaces inside a move


def test_spaces_inside_moves_as_the_standard_s_own_files_write_them() -> None:
    # DUTCH96H.pdn from the PDN standard's files: "1- 6", "47x 9", " 4x 1"
    text = (
        '[GameType "20"]\n'
        "  16. 39-34 10-15  17. 43-39  1- 6  18. 49-43  2- 7\n"
        "  52. 46-41 47x 9  53.  4x 1 \n1-0\n"
    )
    [game] = read_pdn(text)
    assert game.moves == ["39-34", "10-15", "43-39", "1-6", "49-43", "2-7", "46-41", "47x9", "4x1"]
    assert game.result == "1-0"


def test_spaces_around_any_separator_and_across_a_line() -> None:
    [game] = read_pdn("1. 32 x 21 19 - 23 2. 28 :\n 19 14X 23 3. 23 x 32 x 41! *")
    assert game.moves == ["32x21", "19-23", "28x19", "14x23", "23x32x41"]


def test_a_spaced_result_is_a_result_and_a_glued_word_is_a_fault() -> None:
    [game] = read_pdn("1. 32-28 19-23 2 - 0")
    assert game.moves == ["32-28", "19-23"] and game.result == "2-0"
    games, error = read_pdn_partial("1. 32-28 8-11Red overstepped 0-1")
    assert games == [] and str(error) == "game 1, line 1: unexpected token '8-11Red'"


# ------------------------------------------------- every game of a file


def test_read_all_goes_on_after_a_bad_word() -> None:
    text = (
        '[Event "a"]\n1. 32-28 19-23 2-0\n'
        '[Event "b"]\n1. 31-27 8-11Redoverstepped. \n0-2\n'
        '[Event "c"]\n1. 33-29 17-21 *\n'
    )
    games, error = read_pdn_all(text)
    assert error is None
    assert [g.tags["Event"] for g in games] == ["a", "b", "c"]
    assert [g.error is None for g in games] == [True, False, True]
    assert str(games[1].error) == "line 4: unexpected token '8-11Redoverstepped.'"
    assert games[1].moves == ["31-27"] and games[1].result == "0-2"
    assert games[2].moves == ["33-29", "17-21"]


def test_read_all_resynchronises_after_what_never_ends() -> None:
    text = (
        '[Event "a"]\n1. 32-28 {a comment that never closes\n'
        '[Event "b"]\n1. 31-27 (1. 32-28 a variation that never closes\n'
        '[Event "c"]\n[Site "unclosed]\n[Round "1"]\n1. 33-29 *\n'
        '[Event "d"]\n1. 34-30 *\n'
    )
    games, error = read_pdn_all(text)
    assert error is None
    assert [g.tags["Event"] for g in games] == ["a", "b", "c", "d"]
    assert [str(g.error) for g in games] == [
        "line 2: unterminated comment '{'",
        "line 4: unterminated variation '('",
        "line 6: bad tag '[Site \"unclosed]'",
        "None",
    ]
    assert games[2].tags == {"Event": "c", "Round": "1"}  # one game: its tag section goes on
    assert games[3].moves == ["34-30"]


def test_read_all_resynchronises_at_a_result() -> None:
    games, error = read_pdn_all("1. 32-28 {never closed 2-0\n1. 31-27 *")
    assert error is None
    assert [(g.moves, g.result, g.error is None) for g in games] == [
        (["32-28"], "2-0", False),
        (["31-27"], "*", True),
    ]


def test_a_bad_word_between_games_spoils_the_next_one() -> None:
    games, _ = read_pdn_all('[Event "a"] 1. 32-28 *\n}} stray\n[Event "b"] 1. 31-27 *')
    assert [(g.tags["Event"], str(g.error)) for g in games] == [
        ("a", "None"),
        ("b", "line 2: unexpected '}'"),
    ]


def test_read_all_without_any_game() -> None:
    for text in ("", "{only a comment}", "hello world", "\x00\x01"):
        games, error = read_pdn_all(text)
        assert games == [] and error is not None and str(error).startswith("no game found")
    games, error = read_pdn_all("{never closed")
    assert games == [] and str(error) == "game 1, line 1: unterminated comment '{'"


def test_partial_and_strict_reads_are_unchanged_by_the_resynchronisation() -> None:
    text = "1. 32-28 19-23 2-0\n1. 31-27 {never closed\n1. 33-29 *\n"
    games, error = read_pdn_partial(text)
    assert len(games) == 1 and str(error) == "game 2, line 2: unterminated comment '{'"
    games, _ = read_pdn_all(text)  # no tag after the fault: the next result ends the game
    assert [(g.moves, g.result) for g in games] == [(["32-28", "19-23"], "2-0"), (["31-27"], "*")]
