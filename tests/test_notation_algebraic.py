"""Notation for every variant: numbers in each variant's own numbering, or
algebraic names (``c3-d4``, ``c3:e5``) where the players write so (Russian,
Brazilian, Czech); readers take both everywhere, writers use the variant's.

Expected values are worked out by hand from PERFT.md §1 (``1 = b8, 22 = c3,
29 = a1`` on the 8×8 boards with a1 dark; Italian ``1 = a8, 21 = b3``;
Spanish and Portuguese ``1 = h1, 4 = b1, 5 = g2, 9 = h3``; Canadian
``6 = l12, 43 = a5``), not computed with the code under test."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from dames_tui.cli import main
from dames_tui.core import (
    DraughtsError,
    IllegalMoveError,
    InvalidFenError,
    Move,
    PdnError,
    Position,
    Rules,
    find_rules,
    variants,
)
from dames_tui.game.pdn import game_to_pdn, replay_pdn
from dames_tui.i18n import Translator
from dames_tui.i18n.errors import error_text
from dames_tui.notation import (
    PdnGame,
    format_fen,
    format_move,
    format_move_hub,
    format_move_short,
    move_squares,
    parse_fen,
    parse_move,
    read_pdn,
    read_pdn_all,
    write_pdn,
)

RUSSIAN = find_rules("russian")
BRAZILIAN = find_rules("brazilian")
CZECH = find_rules("czech")
ENGLISH = find_rules("english")
ITALIAN = find_rules("italian")
SPANISH = find_rules("spanish")
CANADIAN = find_rules("canadian")

# a white man on c3 (22) takes d4 (18) and f6 (11), landing on e5 (15) then g7 (8)
RAFLE_FEN = "W:W22:B18,11"
RAFLE = Move(22, (15, 8), frozenset({18, 11}))

# the first twelve plies of ussr1947.pdn's first game, with every separator
USSR_OPENING = (
    "1. c3-d4 d6-e5 2. b2-c3 e7-d6 3. e3-f4 b6-a5 4. f2-e3 c7-b6 5. c1-b2 b6-c5 6. d4:b6 A5XC7"
)


# ------------------------------------------------------------------ writing


def test_the_algebraic_variants_write_names_russian_with_a_colon() -> None:
    quiet = Move(22, (18,))
    assert format_move(quiet, RUSSIAN) == "c3-d4"
    assert format_move(RAFLE, RUSSIAN) == "c3:e5:g7"
    assert format_move(RAFLE, BRAZILIAN) == "c3xe5xg7"  # PDN's table: x
    assert format_move(RAFLE, CZECH) == "c3xe5xg7"
    assert format_move(RAFLE, ENGLISH) == "22x15x8"
    assert format_move(RAFLE) == "22x15x8"  # without rules: numbers


def test_the_hub_form_is_numeric_for_every_variant() -> None:
    assert format_move_hub(RAFLE) == "22x8x11x18"
    position = parse_fen(RAFLE_FEN, RUSSIAN)
    assert position.legal_moves() == [RAFLE]


def test_the_short_form_follows_the_variant() -> None:
    russian = Position.initial(RUSSIAN)
    texts = [format_move_short(russian, move) for move in russian.legal_moves()]
    assert texts == ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    english = Position.initial(ENGLISH)
    assert format_move_short(english, english.legal_moves()[0]) == "9-13"
    position = parse_fen(RAFLE_FEN, RUSSIAN)
    assert format_move_short(position, RAFLE) == "c3:g7"


# ------------------------------------------------------------------ reading


@pytest.mark.parametrize(
    "text",
    ["c3:e5:g7", "c3xe5xg7", "C3-E5-G7", " c3 : e5 : g7 ", "c3:g7", "22x15x8", "22x8", "22-8",
     "22x8x11x18", "c3xg7xd4xf6", "c3x15xg7", "c3:g7!"],
)  # fmt: skip
def test_every_way_to_write_the_rafle(text: str) -> None:
    for rules in (RUSSIAN, BRAZILIAN, CZECH, ENGLISH):
        assert parse_move(parse_fen(RAFLE_FEN, rules), text) == RAFLE


@pytest.mark.parametrize(
    ("variant", "text", "start", "end"),
    [
        ("russian", "c3-d4", 22, 18),
        ("english", "b6-a5", 9, 13),  # Black first: b6 = 9, a5 = 13
        ("italian", "b3-a4", 21, 17),  # the mirrored board: b3 = 21, a4 = 17
        ("spanish", "h3-g4", 9, 13),  # numbered from h1: h3 = 9, g4 = 13
        ("portuguese", "b3-a4", 12, 16),
        ("canadian", "a5-b6", 43, 37),
        ("international", "b4-a5", 31, 26),  # 31 = b4, 26 = a5
        ("russian", "22-18", 22, 18),  # numbers in an algebraic variant
        ("russian", "c3-18", 22, 18),  # and both at once
    ],
)
def test_names_and_numbers_in_every_variant(variant: str, text: str, start: int, end: int) -> None:
    move = parse_move(Position.initial(find_rules(variant)), text)
    assert (move.start, move.end) == (start, end)


@pytest.mark.parametrize("rules", variants(), ids=lambda rules: rules.name)
def test_every_start_move_reads_back_from_its_names(rules: Rules) -> None:
    position = Position.initial(rules)
    g = position.topology
    for move in position.legal_moves():
        names = [g.name_of(square) for square in (move.start, *move.path)]
        for separator in ("-", "x", ":"):
            assert parse_move(position, separator.join(names)) == move


def test_move_squares_takes_the_rules_for_names() -> None:
    assert move_squares("c3:e5", RUSSIAN) == [22, 15]
    assert move_squares("a8-b7", ITALIAN) == [1, 5]
    assert move_squares("22-18", 32) == [22, 18]
    with pytest.raises(IllegalMoveError) as caught:
        move_squares("c3-d4", 32)  # no board to name squares on
    assert caught.value.code == "move.not_a_move"


@pytest.mark.parametrize(
    ("rules", "text", "code", "message"),
    [
        (RUSSIAN, "c4-d5", "move.light_square", "square c4 is not a playable square"),
        (ITALIAN, "a1-b2", "move.light_square", "square a1 is not a playable square"),
        (RUSSIAN, "i9-a1", "move.name_off_board", "square i9 is not on the board (a1-h8)"),
        (RUSSIAN, "k3-a1", "move.name_off_board", "square k3 is not on the board (a1-h8)"),
        (CANADIAN, "a13-b12", "move.name_off_board", "square a13 is not on the board (a1-l12)"),
        (RUSSIAN, "c0-d4", "move.name_off_board", "square c0 is not on the board (a1-h8)"),
        (RUSSIAN, "abc", "move.not_a_move", "not a move: 'abc'"),
        (RUSSIAN, "z3-a1", "move.not_a_move", "not a move: 'z3-a1'"),
        (RUSSIAN, "c3-", "move.missing_square", "not a move: 'c3-' (a square number is missing)"),
        (RUSSIAN, "c3", "move.one_square", "not a move: 'c3' (a move needs at least two squares)"),
        (
            RUSSIAN,
            "c3-e5",
            "move.no_move.can_go_to",
            "no legal move from c3 to e5: the piece on c3 can go to b4, d4",
        ),
        (
            RUSSIAN,
            "b6-a5",
            "move.no_move.opponent_piece",
            "square b6 holds a piece of the opponent",
        ),
        (RUSSIAN, "d4-e5", "move.no_move.empty", "no legal move from d4 to e5: square d4 is empty"),
        (ENGLISH, "c4-d5", "move.light_square", "square c4 is not a playable square"),
    ],
)
def test_bad_names_say_why(rules: Rules, text: str, code: str, message: str) -> None:
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(Position.initial(rules), text)
    assert caught.value.code == code
    assert message in str(caught.value)


def test_a_compulsory_capture_is_named_as_the_players_write() -> None:
    position = parse_fen("W:W22,29:B18", RUSSIAN)  # c3 must take d4; a1 is free
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(position, "a1-b2")
    assert str(caught.value) == (
        "no legal move from a1 to b2: a capture is compulsory (with the piece on c3)"
    )
    french = error_text(Translator("fr"), caught.value)
    assert "a1" in french and "b2" in french and "c3" in french
    english = parse_fen("W:W22,29:B18", ENGLISH).with_turn(ENGLISH.first_to_move.opponent)
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(english, "29-25")
    assert str(caught.value).endswith("(with the piece on 22)")  # numbers stay numbers


def test_bad_names_in_french() -> None:
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(Position.initial(RUSSIAN), "c4-d5")
    assert error_text(Translator("fr"), caught.value) == "la case c4 n'est pas une case jouable"
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(Position.initial(RUSSIAN), "i9-a1")
    assert error_text(Translator("fr"), caught.value) == (
        "la case i9 n'est pas sur le damier (a1 à h8)"
    )


@pytest.mark.parametrize("text", ["c" + "9" * 5000 + "-d4", "c3" * 3000 + "y", "c3-" * 3000])
def test_long_names_are_refused_at_once(text: str) -> None:
    started = time.perf_counter()
    with pytest.raises(IllegalMoveError):
        parse_move(Position.initial(RUSSIAN), text)
    assert time.perf_counter() - started < 1


# ---------------------------------------------------------------------- FEN


def test_fen_reads_names_as_lidraughts_writes_them() -> None:
    by_names = parse_fen("W:Wc3,Kg1:Bd4,Kb8", RUSSIAN)
    assert by_names == parse_fen("W:W22,K32:B18,K1", RUSSIAN)
    assert parse_fen("w:wkc3, a1 : b b8", RUSSIAN) == parse_fen("W:WK22,29:B1", RUSSIAN)
    # every variant takes names: Italian d3 = 22 and a8 = 1
    assert parse_fen("W:Wd3:Ba8", ITALIAN) == parse_fen("W:W22:B1", ITALIAN)


def test_fen_is_written_with_numbers_and_names_on_request() -> None:
    start = Position.initial(RUSSIAN)
    assert format_fen(start) == (
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    )
    named = format_fen(start, names=True)
    assert named == ("W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6")
    assert parse_fen(named, RUSSIAN) == start
    assert format_fen(parse_fen("W:W22,K29:B1", RUSSIAN), names=True) == "W:Wc3,Ka1:Bb8"


@pytest.mark.parametrize(
    ("variant", "fen", "written"),
    [
        ("italian", "W:W24,23,22,21,K32:B4,3,1", "W:W21,22,23,24,K32:B1,3,4"),
        ("spanish", "W:W12,11,10,9,K32:B24,23,21", "W:W9,10,11,12,K32:B21,23,24"),
        ("portuguese", "W:W12,11,10,9,K32:B24,23,21", "W:W9,10,11,12,K32:B21,23,24"),
    ],
)
def test_fen_lists_are_in_increasing_order_on_the_mirrored_boards(
    variant: str, fen: str, written: str
) -> None:
    assert format_fen(parse_fen(fen, find_rules(variant))) == written
    assert format_fen(Position.initial(SPANISH)) == (
        "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32"
    )


@pytest.mark.parametrize(
    ("fen", "code", "message"),
    [
        ("W:Wc4:B1", "fen.light_square", "square c4 is not a playable square"),
        ("W:Wi9:B1", "fen.name_off_board", "square i9 is not on the board (a1-h8)"),
        ("W:Wa1-c3:B1", "fen.name_range", "bad range 'a1-c3'"),
        ("W:W21-c3:B1", "fen.name_range", "bad range '21-c3'"),
        ("W:Wz3:B1", "fen.bad_square", "bad square 'z3'"),
        ("W:Wc3,22:B1", "fen.square_twice", "square 22 is listed twice"),
        ("W:Wc" + "9" * 5000 + ":B1", "fen.name_off_board", "is not on the board (a1-h8)"),
    ],
)
def test_bad_fen_names_say_why(fen: str, code: str, message: str) -> None:
    with pytest.raises(InvalidFenError) as caught:
        parse_fen(fen, RUSSIAN)
    assert caught.value.code == code
    assert message in str(caught.value)


# The positions of PERFT.md §3 taken from the fixtures, in each variant's own
# numbering as PERFT.md writes them, with their perft(1).
PERFT_POSITIONS = [
    ("brazilian", "W:WK4,K6,K9,K14,K20:B3,K28,K32", 29),
    ("brazilian", "W:WK2,K6,K28:BK9,K10,K17,18,27", 4),
    ("russian", "W:WK6,K11,27,K30:BK31", 29),
    ("russian", "W:W17,20,21,26,27,28,29,30,31,32:B1,3,4,5,6,7,8,14,15,16,19", 2),
    ("pool", "W:WK2,K4,K24,26,K29:B20", 28),
    ("pool", "W:WK4,K12:BK8,19,K22,27,28", 9),
    ("italian", "B:W9,16,22,25,27,31:B2,4,6,8,14,20,26,K28", 14),
    ("italian", "B:WK9,11,12,19,27:BK21,K30,K31,K32", 1),
    ("spanish", "W:WK1,K12,13,K18,K20:BK2,K6,K29", 32),
    ("portuguese", "B:WK27:BK3,K15,K17,22,K32", 29),
    ("portuguese", "W:W8,K14,K18,25:B20,K22,K23,K28", 4),
    ("czech", "B:WK2:BK4,11,K14,K15,K30", 30),
    ("czech", "B:WK3,K10,11,17,K19:BK13,K18,K20,K29", 4),
    # Thai FEN names the colours as PDN does (Black starts, on 25-32)
    ("thai", "B:W2,K16,K17,23,25:BK4,K7", 3),
    ("canadian", "B:W68,K70:BK4,12,20,K30,K32,K40,K50,K54,55,63,64,K69", 79),
    ("canadian", "W:WK6,K24,45,46,K62,67:BK12,K15,17,23,K36,K37,40,K41,K48,K49,K61,K71", 1),
    ("antidraughts", "B:WK4,9,K12,K19,32,K33,36,37:BK15,K16,K49", 15),
    ("killer", "W:WK10,K12,K13,16,K29,32,K45,46:BK49", 47),
    ("killer", "W:WK4,11,12,13,K17:B23,28,31,35,39,K40,41,K42", 3),
    ("english-giveaway", "W:WK2,K3,17,23,24,25,28,29,30,32:B9,10", 14),
]


@pytest.mark.parametrize(("variant", "fen", "count"), PERFT_POSITIONS)
def test_perft_md_fens_are_read_in_each_variant_s_numbering(
    variant: str, fen: str, count: int
) -> None:
    position = parse_fen(fen, find_rules(variant))
    assert len(position.legal_moves()) == count
    assert parse_fen(format_fen(position), find_rules(variant)) == position


# ---------------------------------------------------------------------- PDN


def test_pdn_reads_algebraic_moves_and_writes_them_back() -> None:
    [game] = read_pdn(f'[GameType "25"]\n{USSR_OPENING} *')
    assert game.moves[:2] == ["c3-d4", "d6-e5"]
    assert game.moves[-2:] == ["d4:b6", "a5xc7"]  # lower case, the separator kept
    replayed = replay_pdn(game).game
    assert replayed.rules is RUSSIAN and replayed.ply == 12
    last = replayed.moves[-1]  # a5 (13) takes b6 (9), lands on c7 (6)
    assert (last.start, last.end, sorted(last.captured)) == (13, 6, [9])
    text = game_to_pdn(replayed)
    assert '[GameType "25"]' in text and "d4:b6 a5:c7 *" in text
    assert write_pdn([PdnGame(moves=["c3-d4", "d6:b4"])]).endswith("1. c3-d4 d6:b4 *\n")


def test_a_glued_algebraic_move_is_one_bad_token() -> None:
    games, error = read_pdn_all('[GameType "25"]\n1. c3-d4foo *')
    assert error is None and games[0].error is not None
    assert str(games[0].error) == "line 2: unexpected token 'c3-d4foo'"


def test_the_writer_stays_strict() -> None:
    for bad in ("19:23", "c3-", "C3-D4", "c3;d4", "m3-d4"):
        with pytest.raises(PdnError) as caught:
            write_pdn([PdnGame(moves=[bad])])
        assert caught.value.code == "pdn.cannot_write_move"


def test_without_a_gametype_the_notation_points_to_the_variant() -> None:
    colon = replay_pdn(read_pdn(f"{USSR_OPENING} *")[0]).game
    assert colon.rules is RUSSIAN
    crosses = USSR_OPENING.replace(":", "x")
    assert replay_pdn(read_pdn(f"{crosses} *")[0]).game.rules is BRAZILIAN


def test_an_unknown_gametype_stays_a_per_game_error() -> None:
    games, _ = read_pdn_all('[GameType "77"]\n1. c3-d4 *\n\n[GameType "25"]\n1. c3-d4 *')
    with pytest.raises(PdnError) as caught:
        replay_pdn(games[0])
    assert caught.value.code == "pdn.unknown_gametype"
    assert replay_pdn(games[1]).game.rules is RUSSIAN


def test_a_russian_game_with_a_named_fen_tag() -> None:
    [game] = read_pdn('[GameType "25"]\n[FEN "W:Wc3:Bd4,f6"]\n1. c3:g7 *')
    replayed = replay_pdn(game).game
    assert list(replayed.moves) == [RAFLE]
    assert '[FEN "W:W22:B11,18"]' in game_to_pdn(replayed)  # written with numbers


# -------------------------------------------------------------- dames moves


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("fen", [RAFLE_FEN, "W:Wc3:Bd4,f6"])
def test_dames_moves_in_the_variant_s_notation_and_in_numbers(
    capsys: pytest.CaptureFixture[str], fen: str
) -> None:
    assert run(capsys, "moves", "--variant", "russian", "--fen", fen) == (0, "c3:e5:g7\n", "")
    hub = run(capsys, "moves", "--variant", "russian", "--fen", fen, "--format", "hub")
    assert hub == (0, "22x8x11x18\n", "")
    brazilian = run(capsys, "moves", "--variant", "brazilian", "--fen", fen)
    assert brazilian == (0, "c3xe5xg7\n", "")


@pytest.mark.parametrize(
    ("variant", "moves"),
    [
        ("italian", "21-17 21-18 22-18 22-19 23-19 23-20 24-20"),
        ("spanish", "9-13 10-13 10-14 11-14 11-15 12-15 12-16"),
        ("russian", "21-17 22-17 22-18 23-18 23-19 24-19 24-20"),
    ],
)
def test_dames_moves_hub_numbers_the_start_as_perft_md(
    capsys: pytest.CaptureFixture[str], variant: str, moves: str
) -> None:
    fen = format_fen(Position.initial(find_rules(variant)))
    status, out, _ = run(capsys, "moves", "--variant", variant, "--fen", fen, "--format", "hub")
    assert (status, out.split()) == (0, moves.split())


def test_dames_moves_pdn_of_the_russian_start(capsys: pytest.CaptureFixture[str]) -> None:
    fen = "W:W21-32:B1-12"
    status, out, _ = run(capsys, "moves", "--variant", "russian", "--fen", fen)
    assert (status, out.split()) == (
        0,
        ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"],
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["moves", "--variant", "russian", "--fen", "W:Wc4:B1"], "la case c4 n'est pas une case"),
        (
            ["--lang", "en", "moves", "--variant", "russian", "--fen", "W:Wa1-c3:B1"],
            "dames: error: bad range 'a1-c3'",
        ),
        (
            ["--lang", "en", "moves", "--variant", "czech", "--fen", "W:Wi9:B1"],
            "square i9 is not on the board (a1-h8)",
        ),
    ],
)
def test_a_bad_named_fen_is_one_line_and_exit_2(argv: list[str], message: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dames_tui", *argv],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2 and result.stdout == ""
    assert message in result.stderr and len(result.stderr.splitlines()) == 1


def test_every_error_here_is_a_draughts_error() -> None:
    for text in ("c3:", ":c3", "c3::e5", "c3 e5", "c3-e5-", "a1xa1", "h8-h8"):
        with pytest.raises(DraughtsError):
            parse_move(Position.initial(RUSSIAN), text)


def test_a_man_crowned_on_the_way_flies_on_in_russian() -> None:
    """b6 (9) takes c7 (6) and is crowned on d8 (2); in Russian draughts it
    goes on as a king and takes f6 (11) from afar, landing on g5 (16) or h4
    (20); in Brazilian draughts it goes on as a man, which cannot."""
    position = parse_fen("W:W9:B6,11", RUSSIAN)
    moves = position.legal_moves()
    assert [format_move(move, RUSSIAN) for move in moves] == ["b6:d8:g5", "b6:d8:h4"]
    assert all(move.crowns for move in moves)
    for text in ("b6:d8:h4", "b6:h4", "b6xd8xh4", "9x2x20", "9x20x6x11"):
        assert parse_move(position, text) == moves[1]
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(position, "b6:d8")
    assert caught.value.code == "move.no_move.captures_are"
    assert str(caught.value).endswith("the captures from b6 are b6:d8:g5, b6:d8:h4")
    brazilian = parse_fen("W:W9:B6,11", BRAZILIAN)
    assert [format_move(move, BRAZILIAN) for move in brazilian.legal_moves()] == ["b6xd8"]


def test_a_wrong_rafle_is_named_in_the_variant_s_notation() -> None:
    # from e5 the man can take f6 (to g7), not d6: c7 is no landing square
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(parse_fen(RAFLE_FEN, RUSSIAN), "c3:e5:c7")
    assert str(caught.value) == "no legal move c3:e5:c7: the captures from c3 are c3:e5:g7"
    with pytest.raises(IllegalMoveError) as caught:
        parse_move(parse_fen(RAFLE_FEN, ENGLISH), "22x15x6")
    assert str(caught.value) == "no legal move 22x15x6: the captures from 22 are 22x15x8"
