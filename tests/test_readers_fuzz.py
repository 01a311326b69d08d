"""Fuzzing the readers: FEN, move text and PDN take any text (random text,
random bytes decoded leniently, huge numbers, deep nesting, control
characters) and raise nothing but a DraughtsError (a PdnError for PDN),
in bounded time; a valid game round-trips."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dames_tui.core import (
    ENGLISH,
    INTERNATIONAL,
    DraughtsError,
    IllegalMoveError,
    PdnError,
    Position,
    Rules,
    find_rules,
    variants,
)
from dames_tui.game import Game
from dames_tui.game.pdn import game_from_pdn
from dames_tui.notation import (
    parse_fen,
    parse_move,
    printable,
    read_fen,
    read_pdn,
    read_pdn_all,
    read_pdn_partial,
    write_pdn,
)

VARIANTS = variants()  # every game: numbers, square names, 64 squares, Thai's colours
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# text of any kind, control characters and lone surrogates' neighbours included
any_text = st.text(st.characters(exclude_categories=("Cs",)), max_size=300)
# bytes as a file holds them, decoded the two lenient ways the programs use
any_bytes = st.binary(max_size=300)
huge_number = st.integers(4_000, 6_000).map(lambda n: "9" * n)
controls = st.sampled_from(
    ["\x00", "\x07", "\x1b[2J", "\x1b]0;x\x07", "\r", "\x7f", "\x9b", "\x85"]
)


def decodings(data: bytes) -> list[str]:
    return [data.decode("utf-8", errors="replace"), data.decode("latin-1")]


def mixed(parts: st.SearchStrategy[str], *, max_size: int = 40) -> st.SearchStrategy[str]:
    """Text made of ``parts`` and random separators."""
    separators = st.sampled_from(["", " ", "\n", ":", ",", "-", "x", "\t"])
    return st.lists(st.tuples(parts, separators), max_size=max_size).map(
        lambda pairs: "".join(part + sep for part, sep in pairs)
    )


# ---------------------------------------------------------------------- FEN

square_names = st.builds(
    "{}{}".format, st.sampled_from("abcdefghijklmz"), st.integers(0, 13)
)  # a1 .. l12 and beyond the boards
fen_parts = st.one_of(
    st.sampled_from(["W", "B", "?", "K", "w", "b", "k", '"', "[", "]", "[FEN ", "."]),
    st.integers(0, 80).map(str),
    square_names,
    huge_number,
    controls,
    any_text,
)


def assert_fen_reader_only_refuses(text: str) -> None:
    for rules in VARIANTS:
        try:
            reading = read_fen(text, rules)
        except DraughtsError:
            continue
        assert reading.position.rules is rules
        if reading.side_known:
            assert parse_fen(text, rules) == reading.position
        else:
            with pytest.raises(DraughtsError):
                parse_fen(text, rules)


@FUZZ
@given(st.one_of(any_text, mixed(fen_parts)))
def test_fen_text(text: str) -> None:
    assert_fen_reader_only_refuses(text)


@FUZZ
@given(any_bytes)
def test_fen_bytes(data: bytes) -> None:
    for text in decodings(data):
        assert_fen_reader_only_refuses(text)


@settings(max_examples=30, deadline=None)
@given(huge_number, st.sampled_from(["W:W{}:B1", "B:W1-{}:B", "W:WK{}", "W:W31:B{},2", "{}:W1"]))
def test_fen_huge_numbers(number: str, template: str) -> None:
    with pytest.raises(DraughtsError) as caught:
        parse_fen(template.format(number), INTERNATIONAL)
    assert len(str(caught.value)) < 120


# ---------------------------------------------------------------- move text

move_parts = st.one_of(
    st.integers(0, 80).map(str), st.sampled_from(["-", "x", "X", ":", " ", "!", "?", "*"]),
    square_names, huge_number, controls, any_text,
)  # fmt: skip
POSITIONS = [
    *(Position.initial(rules) for rules in variants()),
    parse_fen("W:W6,K29,30,35,36,40,42,44,46:B5,8,13,15,20,23", INTERNATIONAL),
    parse_fen("W:W18,21,22,23,24,25,28,30,32:B1,4,5,6,7,12,13,14,15", ENGLISH),
    parse_fen("W:Wb6:Bc7,f6", find_rules("russian")),  # a capture crowning on the way
    parse_fen("W:Wd6,Kb2:Bd7,f8,b5", find_rules("turkish")),  # rows and columns
    parse_fen("W:W28,33,K44:B22,23,18,K9", find_rules("frisian")),
]


@FUZZ
@given(st.one_of(any_text, mixed(move_parts, max_size=12)))
def test_move_text(text: str) -> None:
    for position in POSITIONS:
        try:
            move = parse_move(position, text)
        except IllegalMoveError:
            continue
        assert move in position.legal_moves()


@FUZZ
@given(any_bytes)
def test_move_bytes(data: bytes) -> None:
    for text in decodings(data):
        for position in POSITIONS:
            try:
                parse_move(position, text)
            except IllegalMoveError:
                pass


# ---------------------------------------------------------------------- PDN

PDN_WORDS = [
    '[Event "x"]', '[GameType "20"]', '[GameType "21"]', '[FEN "W:W31-50:B1-20"]',
    '[GameType "25"]', '[GameType "30"]', '[GameType "31"]', '[GameType "40"]',
    '[FEN "B:W1-8:B25-32"]', '[FEN "W:Wc3,Kg1:Bd4"]', "c3-d4", "c3:e5", "d6xd8xg8",
    '[FEN "?:W18:B14"]', "[Round 3]", '[Site "unclosed', "[", "]", '"', "\\",
    "1.", "12...", "1. ...", "32-28", "19 - 23", "1- 6", "47x 9", "28x19x10",
    "2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "*", "0-0",
    "{", "}", "{comment}", "(", ")", "(1. 33-29)", ";", "%", "$3", "!?", "\n",
]  # fmt: skip
pdn_parts = st.one_of(
    st.sampled_from(PDN_WORDS),
    st.integers(0, 99999).map(str),
    huge_number,
    controls,
    any_text,
)


def assert_pdn_reader_only_refuses(text: str) -> None:
    games, error = read_pdn_all(text)
    assert (error is None) == bool(games)
    for game in games:
        assert game.error is None or game.error.code == "pdn.at_line"
        if game.error is None:
            try:
                game_from_pdn(game)
            except PdnError:
                pass
    partial, partial_error = read_pdn_partial(text)
    assert len(partial) <= len(games) or error is not None
    try:
        strict = read_pdn(text)
    except PdnError:
        assert partial_error is not None
    else:
        assert strict == games and partial_error is None


@FUZZ
@given(st.one_of(any_text, mixed(pdn_parts, max_size=60)))
def test_pdn_text(text: str) -> None:
    assert_pdn_reader_only_refuses(text)


@FUZZ
@given(any_bytes)
def test_pdn_bytes(data: bytes) -> None:
    for text in decodings(data):
        assert_pdn_reader_only_refuses(text)


@settings(max_examples=20, deadline=None)
@given(huge_number, st.sampled_from(["{}. 32-28 *", "1. {}-28 *", "1. 32 x {} *", "1. 3{}2 *"]))
def test_pdn_huge_numbers(number: str, template: str) -> None:
    games, _ = read_pdn_all('[GameType "20"]\n' + template.format(number))
    for game in games:
        if game.error is None:
            with pytest.raises(PdnError):
                game_from_pdn(game)


@pytest.mark.parametrize(
    "text",
    [
        "1. 32-28 " + "(" * 20_000 + ")" * 20_000 + " *",  # deep variations, closed
        "1. 32-28 " + "(" * 20_000 + " *",  # never closed
        "1. 32-28 " + "{" * 20_000 + "}" * 20_000 + " *",  # braces do not nest
        "1. 32-28 " + "({" * 10_000 + " *",
        ("(" * 50 + '[Event "x"] ') * 500,  # variations cut by tags
        ("{" + '[Event "x"] ') * 5_000,  # comments that never close, tags after them
        "[a " + " " * 100_000,  # a tag that never closes
        "32-28" + " - " * 50_000,  # a move whose last separator has no square
        " ".join(f"{n}-" for n in range(1, 30_000)) + " a",
        "1. " * 30_000,
        "\x1b[2J" * 20_000,
    ],
    ids=lambda text: repr(text[:12]),
)
def test_pdn_nesting_and_long_runs(text: str) -> None:
    assert_pdn_reader_only_refuses(text)


@pytest.mark.parametrize(
    "text",
    ["W:W" + " " * 200_000 + "x", "W:W1" + "." * 200_000, '"' * 200_000, ". " * 100_000],
    ids=["spaces", "dots", "quotes", "dots and spaces"],
)
def test_fen_long_runs(text: str) -> None:
    assert_fen_reader_only_refuses(text)


def test_a_file_of_random_bytes(tmp_path: Path) -> None:
    from dames_tui.storage import load_games_pdn

    rng = random.Random(20240309)
    for index in range(20):
        path = tmp_path / f"random{index}.pdn"
        path.write_bytes(bytes(rng.randrange(256) for _ in range(rng.randrange(2_000))))
        loaded = load_games_pdn(path)
        assert (loaded.fault is None) == bool(loaded.entries)


# ------------------------------------------------------------- round trips


def random_game(rules: Rules, seed: int, plies: int) -> Game:
    rng = random.Random(seed)
    game = Game(rules)
    while game.ply < plies and not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32 - 1), st.integers(0, 120), st.randoms())
def test_a_valid_game_round_trips_even_with_spaces_in_its_moves(
    rules: Rules, seed: int, plies: int, rng: random.Random
) -> None:
    game = random_game(rules, seed, plies)
    text = game.to_pdn({"Event": "fuzz"})
    head, body = text.split("\n\n", 1)
    moves, _, result = body.rstrip().rpartition(" ")  # a result token is never spaced
    spaced = "".join(
        f"{rng.choice(['', ' ', '  '])}{char}{rng.choice(['', ' '])}" if char in "-x" else char
        for char in moves
    )
    for pdn in (text, f"{head}\n\n{spaced} {result}\n"):
        games, error = read_pdn_all(pdn)
        assert error is None and len(games) == 1 and games[0].error is None
        again = game_from_pdn(games[0])
        assert again.moves == game.moves and again.position == game.position
        assert write_pdn(games) == text


# ---------------------------------------------------------------- printable


@FUZZ
@given(st.one_of(any_text, mixed(st.one_of(controls, any_text))))
def test_printable_leaves_no_control_character(text: str) -> None:
    shown = printable(text)
    assert not any((ord(char) < 32 and char != "\t") or 0x7F <= ord(char) <= 0x9F for char in shown)
    assert printable(shown) == shown
    if all(char.isprintable() or char == "\t" for char in text):
        assert shown == text
