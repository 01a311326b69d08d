"""Property tests: FEN, move text and PDN round trips from reachable positions."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dames_tui.core import Color, Piece, Position, Rules, topology_for, variants
from dames_tui.notation import (
    PdnGame,
    format_fen,
    format_move,
    format_move_hub,
    format_move_short,
    parse_fen,
    parse_move,
    read_pdn,
    write_pdn,
)
from dames_tui.notation.fen import K_FILE_BOARD

VARIANTS = variants()  # every game: numbers and names, dark squares and all 64, any lines


def random_play(rules: Rules, seed: int, plies: int) -> Position:
    """The position after up to ``plies`` random legal moves from the start."""
    rng = random.Random(seed)
    position = Position.initial(rules)
    for _ in range(plies):
        moves = position.legal_moves()
        if not moves:
            break
        position = position.play(rng.choice(moves))
    return position


@st.composite
def played_positions(draw: st.DrawFn) -> Position:
    rules = draw(st.sampled_from(VARIANTS))
    seed = draw(st.integers(0, 2**32 - 1))
    plies = draw(st.integers(0, 150))
    return random_play(rules, seed, plies)


@st.composite
def placed_positions(draw: st.DrawFn) -> Position:
    """Random legal-looking placements, so kings are always well represented."""
    rules = draw(st.sampled_from(VARIANTS))
    board = topology_for(rules)
    # the crowning rows, whatever the numbering (Spanish counts from White's side)
    white_row, black_row = (set(board.squares_of(row)) for row in (board.rows[0], board.rows[-1]))
    chosen = draw(st.lists(st.integers(1, rules.squares), min_size=1, max_size=12, unique=True))
    pieces: dict[int, Piece] = {}
    for square in chosen:
        piece = draw(st.sampled_from(list(Piece)))
        if not piece.is_king:
            if piece.color is Color.WHITE and square in white_row:
                piece = Piece.WHITE_KING
            if piece.color is Color.BLACK and square in black_row:
                piece = Piece.BLACK_KING
        pieces[square] = piece
    turn = draw(st.sampled_from(list(Color)))
    return Position.from_pieces(rules, pieces, turn)


positions = st.one_of(played_positions(), placed_positions())


def test_random_play_reaches_kings() -> None:
    # The played-positions strategy must also visit positions with kings.
    for rules in VARIANTS:
        assert any(random_play(rules, seed, 150).kings for seed in range(20))


@settings(max_examples=80, deadline=None)
@given(positions)
def test_fen_round_trip(position: Position) -> None:
    text = format_fen(position)
    assert parse_fen(text, position.rules) == position
    if position.rules.board_size < K_FILE_BOARD or not position.kings:
        # where the board has a file k, a lower-case "k1" is its square, not a king
        assert parse_fen(text.lower(), position.rules) == position
    assert parse_fen(format_fen(position, names=True), position.rules) == position


@settings(max_examples=80, deadline=None)
@given(positions)
def test_every_legal_move_text_parses_back(position: Position) -> None:
    for move in position.legal_moves():
        for text in (
            format_move(move),
            format_move(move, position.rules),
            format_move_short(position, move),
            format_move_hub(move),
        ):
            parsed = parse_move(position, text)
            assert parsed == move, text
            assert parsed.path == move.path or parsed.captured == move.captured


move_texts = (
    st.lists(st.integers(1, 50), min_size=2, max_size=5)
    .filter(lambda squares: len(squares) > 2 or squares[0] != squares[1])
    .map(lambda squares: ("x" if len(squares) > 2 else "-").join(map(str, squares)))
)
words = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc", "Zl", "Zp")),
    min_size=1,
    max_size=12,
).filter(lambda w: "}" not in w and w.strip() == w and w.split() == [w])
tag_values = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc", "Zl", "Zp")),
    max_size=20,
)


@st.composite
def pdn_games(draw: st.DrawFn) -> PdnGame:
    moves = draw(st.lists(move_texts, max_size=30))
    plies = st.integers(-1, len(moves) - 1)
    comments = draw(st.dictionaries(plies, st.lists(words, min_size=1, max_size=6).map(" ".join)))
    tags = draw(st.dictionaries(st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,8}", fullmatch=True),
                                tag_values, max_size=4))  # fmt: skip
    tags.pop("GameType", None)
    tags.pop("FEN", None)
    result = draw(st.sampled_from(["2-0", "1-1", "0-2", "1-0", "1/2-1/2", "0-1", "*"]))
    tags["Result"] = result
    return PdnGame(tags=tags, moves=moves, comments=comments, result=result)


@settings(max_examples=60, deadline=None)
@given(st.lists(pdn_games(), min_size=1, max_size=3))
def test_pdn_round_trip(games: list[PdnGame]) -> None:
    text = write_pdn(games)
    assert all(len(line) <= 80 or " " not in line for line in text.splitlines())
    assert read_pdn(text) == games
