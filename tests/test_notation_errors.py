"""Every malformed input gets a specific exception and message."""

import re

import pytest

from dames_tui.core import (
    DraughtsError,
    IllegalMoveError,
    InvalidFenError,
    InvalidPositionError,
    PdnError,
    Position,
    find_rules,
)
from dames_tui.notation import PdnGame, parse_fen, parse_move, read_pdn, write_pdn

ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")

MOVE_ERRORS = [
    ("abc", "not a move: 'abc'"),
    ("", "empty move text"),
    ("   ", "empty move text"),
    ("11-", "a square number is missing"),
    ("-11", "a square number is missing"),
    ("11--15", "a square number is missing"),
    ("11", "a move needs at least two squares"),
    ("11 15", "squares are joined by '-' or 'x'"),
    ("0-5", "square 0 is not on the board (1-50)"),
    ("11-99", "square 99 is not on the board (1-50)"),
    ("32-28-", "a square number is missing"),
    ("32/28", "not a move: '32/28'"),
    ("31-22", "no legal move from 31 to 22: the piece on 31 can go to 26, 27"),
    ("32-38", "no legal move from 32 to 38: square 38 is occupied"),
    ("32-23", "no legal move from 32 to 23: the piece on 32 can go to 27, 28"),
    ("25-30", "no legal move from 25 to 30: square 25 is empty"),
    ("17-21", "no legal move from 17 to 21: square 17 holds a piece of the opponent"),
    ("41-37", "no legal move from 41 to 37: the piece on 41 cannot move"),
    ("32x28x23", "no legal move 32x28x23: the piece on 32"),
]


@pytest.mark.parametrize(("text", "message"), MOVE_ERRORS)
def test_bad_move_text(text: str, message: str) -> None:
    position = Position.initial(INTERNATIONAL)
    with pytest.raises(IllegalMoveError, match=re.escape(message)):
        parse_move(position, text)


def test_bad_english_square_names_the_english_range() -> None:
    with pytest.raises(IllegalMoveError, match=r"square 33 is not on the board \(1-32\)"):
        parse_move(Position.initial(ENGLISH), "29-33")


def test_no_move_at_all() -> None:
    position = parse_fen("W:W46:B41,37", INTERNATIONAL)
    with pytest.raises(IllegalMoveError, match="White has no legal move"):
        parse_move(position, "46-42")


def test_captures_listed_when_the_wrong_one_is_named() -> None:
    position = parse_fen("W:W28:B23,22", INTERNATIONAL)
    with pytest.raises(IllegalMoveError, match="the captures from 28 are 28x17, 28x19"):
        parse_move(position, "28x33")


FEN_ERRORS = [
    ("", InvalidFenError, "empty FEN"),
    ('""', InvalidFenError, "empty FEN"),
    ("X:W31:B1", InvalidFenError, "bad side to move 'X' (expected W or B)"),
    ("BW21-32:B1-12", InvalidFenError, "missing ':' after the side to move"),
    ("B:W21-32B1-12", InvalidFenError, "missing ':' before 'B1-12'"),
    ("W", InvalidFenError, "missing ':' and piece lists"),
    ("W:W51:B1", InvalidFenError, "square 51 is not on the board (1-50)"),
    ("W:W0:B1", InvalidFenError, "square 0 is not on the board (1-50)"),
    ("W:W31,31:B1", InvalidFenError, "square 31 is listed twice"),
    ("W:W31:B31", InvalidFenError, "square 31 is listed twice"),
    ("W:W31-35,33:B1", InvalidFenError, "square 33 is listed twice"),
    ("W:W12-5:B1", InvalidFenError, "bad range 12-5"),
    ("W:W31-60:B1", InvalidFenError, "square 60 is not on the board"),
    ("W:W1a:B3", InvalidFenError, "bad square '1a' in a piece list"),
    ("W:W31,Q4:B3", InvalidFenError, "bad square 'Q4'"),
    ("W:W31,3 4:B3", InvalidFenError, "bad square '3 4'"),
    ("W:W31-K33:B3", InvalidFenError, "bad range '31-K33'"),
    ("W:X31:B3", InvalidFenError, "bad piece list 'X31'"),
    ("W:W31:W32", InvalidFenError, "the white pieces are listed twice"),
    ("W::B1", InvalidFenError, "empty field"),
    ("W:W31:B1:H0", InvalidFenError, "bad piece list 'H0'"),
    ("W:W5:B1", InvalidPositionError, "white man on square 5, its crowning row"),
    ("W:W31:B46", InvalidPositionError, "black man on square 46, its crowning row"),
]


@pytest.mark.parametrize(("text", "error", "message"), FEN_ERRORS)
def test_bad_fen(text: str, error: type[DraughtsError], message: str) -> None:
    with pytest.raises(error, match=re.escape(message)):
        parse_fen(text, INTERNATIONAL)


def test_fen_square_range_follows_the_rules() -> None:
    with pytest.raises(InvalidFenError, match=r"square 33 is not on the board \(1-32\)"):
        parse_fen("B:W21-33:B1-12", ENGLISH)


PDN_ERRORS = [
    ("", "no game found"),
    ("   \n\n  ", "no game found"),
    ("{only a comment}", "no game found"),
    ("hello world", "no game found (line 1: unexpected 'hello')"),
    ("1. 32-28 19-23 foo 2-0", "game 1, line 1: unexpected token 'foo'"),
    ("1. 32-28 2-0\n\n1. 31-27\n 17-21 e4 *", "game 2, line 4: unexpected token 'e4'"),
    ('[Event "a"]\n1. 32-28 {never closed', "game 1, line 2: unterminated comment"),
    ("1. 32-28 (1... 19-23 2. 28x19", "game 1, line 1: unterminated variation"),
    ('[Event "unclosed\n1. 32-28 *', "game 1, line 1: bad tag"),
    ("1. 32-28 ) *", "game 1, line 1: unexpected ')'"),
    ('1. 32-28 "x" *', "game 1, line 1: unexpected '\"'"),
    ("1. 32-28 19-23 2. 28x19 14x23 *\n[Event]\n", "game 2, line 2: bad tag"),
    ("1. 32-28 32-28-", "game 1, line 1: unexpected token '32-28-'"),
]


@pytest.mark.parametrize(("text", "message"), PDN_ERRORS)
def test_bad_pdn(text: str, message: str) -> None:
    with pytest.raises(PdnError, match=re.escape(message)):
        read_pdn(text)


WRITE_ERRORS = [
    (PdnGame(moves=["32-28", "19:23"]), "cannot write move '19:23' (ply 2)"),
    (PdnGame(result="2:0"), "cannot write result '2:0'"),
    (PdnGame(moves=["1-1"]), "cannot write move '1-1' (ply 1)"),
    (PdnGame(moves=["0-5"]), "cannot write move '0-5' (ply 1)"),
    (PdnGame(tags={"Bad Name": "x"}), "cannot write tag name 'Bad Name'"),
    (PdnGame(moves=["32-28"], comments={3: "late"}), "comment after ply 3"),
    (PdnGame(tags={"GameType": "abc"}, moves=["32-28"]), "bad GameType tag 'abc'"),
]


@pytest.mark.parametrize(("game", "message"), WRITE_ERRORS)
def test_write_is_strict(game: PdnGame, message: str) -> None:
    with pytest.raises(PdnError, match=re.escape(message)):
        write_pdn([game])
