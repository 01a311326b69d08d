"""Notation of the games played along rows and columns: Frisian (and Frysk!)
on the 50 dark squares, Turkish on all 64 squares, and Breakthrough.

Turkish squares are numbered as PERFT.md §1 fixes it (``n = 8·(8 − rank) +
file + 1``: 1 = a8, 8 = h8, 44 = d3, 57 = a1, 64 = h1) and written by name
(``d3-d4``, captures ``d3xd5``: the PDN GameType table gives ``x`` for type
30); the expected values below are worked out by hand from that rule."""

from __future__ import annotations

import pytest

from dames_tui.cli import main
from dames_tui.core import IllegalMoveError, Position, find_rules
from dames_tui.game import Game
from dames_tui.game.pdn import game_to_pdn, replay_pdn
from dames_tui.notation import (
    format_fen,
    format_move,
    format_move_hub,
    format_move_short,
    move_squares,
    parse_fen,
    parse_move,
    read_pdn,
)
from dames_tui.notation.movetext import captures_along

TURKISH = find_rules("turkish")
FRISIAN = find_rules("frisian")
FRYSK = find_rules("frysk")
BREAKTHROUGH = find_rules("breakthrough")


# ---------------------------------------------------------------- squares


@pytest.mark.parametrize(
    ("name", "number"), [("a8", 1), ("h8", 8), ("a7", 9), ("d3", 44), ("a1", 57), ("h1", 64)]
)
def test_turkish_squares_are_numbered_from_a8(name: str, number: int) -> None:
    assert move_squares(f"{name}-{name}", TURKISH)[0] == number
    assert format_fen(parse_fen(f"W:WK{number}:B", TURKISH), names=True) == f"W:WK{name}:B"


def test_every_turkish_square_is_playable_light_or_dark() -> None:
    names = [f"{file}{rank}" for rank in range(1, 9) for file in "abcdefgh"]
    numbers = sorted(move_squares(f"{name}-{name}", TURKISH)[0] for name in names)
    assert numbers == list(range(1, 65))
    with pytest.raises(IllegalMoveError) as caught:
        move_squares("i3-d4", TURKISH)
    assert caught.value.code == "move.name_off_board"  # off the board, never a "light square"


def test_the_turkish_start_is_perft_md_s() -> None:
    start = Position.initial(TURKISH)
    assert parse_fen("W:W41-56:B9-24", TURKISH) == start
    assert format_fen(start).startswith("W:W41,42,43,")
    named = format_fen(start, names=True)
    assert named.startswith("W:Wa3,b3,") and ":Ba7,b7," in named
    assert parse_fen(named, TURKISH) == start


def test_the_frysk_start_is_five_men_on_the_back_rows() -> None:
    assert format_fen(Position.initial(FRYSK)) == "W:W46,47,48,49,50:B1,2,3,4,5"


# ------------------------------------------------------------------ moves


def test_turkish_moves_are_written_by_name_with_x_for_captures() -> None:
    start = Position.initial(TURKISH)
    assert [format_move(m, TURKISH) for m in start.legal_moves()] == [
        f"{file}3-{file}4" for file in "abcdefgh"
    ]
    position = parse_fen("W:W44:B36,20", TURKISH)  # d3; d4 and d6 ahead
    [rafle] = position.legal_moves()
    assert format_move(rafle, TURKISH) == "d3xd5xd7"
    assert format_move_short(position, rafle) == "d3xd7"
    assert format_move_hub(rafle) == "44x12x20x36"
    for text in ("d3xd5xd7", "d3xd7", "d3-d7", "44x28x12", "44x12", "44x12x20x36", "d3:d5:d7"):
        assert parse_move(position, text) == rafle


def test_a_turkish_king_may_not_turn_back_between_two_captures() -> None:
    """The king on d4 takes b4 (landing on a4) or f4 (landing on g4, h4);
    the pieces go at once, so from a4 the way back to f4 is free: but
    turning back is not allowed."""
    position = parse_fen("W:WK36:B34,38,1", TURKISH)
    assert captures_along(position, [36, 33, 39]) is None  # d4xa4xg4
    assert captures_along(position, [36, 33]) == {34}
    moves = sorted(format_move(m, TURKISH) for m in position.legal_moves())
    assert moves == ["d4xa4", "d4xg4", "d4xh4"]
    with pytest.raises(IllegalMoveError):
        parse_move(position, "d4xa4xg4")


def test_a_turkish_man_crowned_in_a_capture_goes_on_as_a_king() -> None:
    """b6 (18) takes b7 (10) and reaches b8 (2): crowned at once, it takes d8
    (4) from afar along the row (RULES.md: disputed; we crown at once)."""
    position = parse_fen("W:W18:B10,4", TURKISH)
    moves = [format_move(m, TURKISH) for m in position.legal_moves()]
    assert moves == ["b6xb8xe8", "b6xb8xf8", "b6xb8xg8", "b6xb8xh8"]
    assert all(move.crowns for move in position.legal_moves())
    assert parse_move(position, "b6xh8") == parse_move(position, "18x2x8")


def test_frisian_captures_along_a_row_and_a_column() -> None:
    """e5 (28): g5 (29) is the next dark square along the row, e7 (18) along
    the column; the man lands on i5 (30) or e9 (8)."""
    row = parse_fen("W:W28:B29", FRISIAN)
    assert [format_move(m, FRISIAN) for m in row.legal_moves()] == ["28x30"]
    assert captures_along(row, [28, 30]) == {29}
    column = parse_fen("W:W28:B18", FRISIAN)
    assert [format_move(m, FRISIAN) for m in column.legal_moves()] == ["28x8"]
    with pytest.raises(IllegalMoveError):
        parse_move(row, "28x29")  # the next dark square is no landing square


def test_perft_md_s_frisian_king_rafles_read_back_from_their_paths() -> None:
    """PERFT.md §4: the king on 23 takes six pieces, mixing the lines."""
    position = parse_fen("B:WK1,K5,K13,K17,30,32,K40,42:BK23,25", FRISIAN)
    paths = sorted(format_move(m, FRISIAN) for m in position.legal_moves())
    assert paths == ["23x3x21x49x35x24x47", "23x41x44x35x24x8x21", "23x41x44x35x24x8x26"]
    for move in position.legal_moves():
        assert captures_along(position, [move.start, *move.path]) == move.captured
        assert parse_move(position, format_move(move, FRISIAN)) == move


@pytest.mark.parametrize(
    ("variant", "fen", "count"),
    [
        ("turkish", "W:WK12,15,17,18,K21,K34,37,K41,K44,K62:BK3,K32,53,K57", 62),
        ("turkish", "W:WK11,K17,23,K41,47:B5,14,K25,K29,K35,K42,48,54,K64", 11),
        ("frisian", "W:WK8,10,K12,16,K25,K38,K50:B4", 50),
    ],
)
def test_perft_md_positions_and_every_move_text(variant: str, fen: str, count: int) -> None:
    rules = find_rules(variant)
    position = parse_fen(fen, rules)
    moves = position.legal_moves()
    assert len(moves) == count
    for move in moves:
        for text in (format_move(move, rules), format_move(move), format_move_hub(move)):
            assert parse_move(position, text) == move, text


# ---------------------------------------------------------------- FEN, PDN


@pytest.mark.parametrize(
    ("variant", "gametype"), [("turkish", 30), ("frisian", 40), ("frysk", 97), ("breakthrough", 96)]
)
def test_pdn_writes_and_reads_the_gametype(variant: str, gametype: int) -> None:
    rules = find_rules(variant)
    game = Game(rules)
    for _ in range(8):
        game.play(game.legal_moves()[-1])
    text = game_to_pdn(game)
    assert f'[GameType "{gametype}"]' in text
    replayed = replay_pdn(read_pdn(text)[0]).game
    assert replayed.rules is rules and replayed.moves == game.moves


def test_a_turkish_pdn_game_in_names_with_a_named_fen() -> None:
    [pdn_game] = read_pdn('[GameType "30"]\n[FEN "W:Wd3:Bd4,d6,h8"]\n1. d3xd7 *')
    replayed = replay_pdn(pdn_game).game
    assert replayed.move_texts() == ["d3xd7"]
    text = game_to_pdn(replayed)
    assert '[FEN "W:W44:B8,20,36"]' in text and "1. d3xd7 *" in text


def test_without_a_gametype_numbers_past_50_point_to_turkish() -> None:
    game = replay_pdn(read_pdn("1. 44-36 20-28 *")[0]).game
    assert game.rules is TURKISH and game.move_texts() == ["d3-d4", "d6-d5"]


def test_without_a_gametype_moves_along_the_files_are_turkish() -> None:
    """a3 and a4 are light squares on the 8×8 damier: only Turkish plays them."""
    game = replay_pdn(read_pdn("1. a3-a4 h6-h5 2. b3-b4 *")[0]).game
    assert game.rules is TURKISH and game.ply == 3
    diagonal = replay_pdn(read_pdn("1. c3-d4 f6-g5 *")[0]).game
    assert diagonal.rules is find_rules("brazilian")  # the damier's games come first


# ------------------------------------------------------------ dames moves


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str]]:
    status = main(list(argv))
    out, _ = capsys.readouterr()
    return status, out.split()


def test_dames_moves_hub_numbers_turkish_as_perft_md(capsys: pytest.CaptureFixture[str]) -> None:
    fen = "W:W41-56:B9-24"
    assert run(capsys, "moves", "--variant", "turkish", "--fen", fen, "--format", "hub") == (
        0,
        [f"{square}-{square - 8}" for square in range(41, 49)],
    )
    assert run(capsys, "moves", "--variant", "turkish", "--fen", "W:Wd3:Bd4,d6") == (
        0,
        ["d3xd5xd7"],
    )
    hub = run(capsys, "moves", "--variant", "dama", "--fen", "W:Wd3:Bd4,d6", "--format", "hub")
    assert hub == (0, ["44x12x20x36"])


def test_dames_moves_in_frisian_and_breakthrough(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "moves", "--variant", "frisian", "--fen", "W:W28:B29") == (0, ["28x30"])
    start = format_fen(Position.initial(BREAKTHROUGH))
    status, moves = run(capsys, "moves", "--variant", "breakthrough", "--fen", start)
    assert status == 0 and moves[0] == "31-26" and len(moves) == 9
