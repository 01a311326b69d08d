"""The opening book: its moves are legal and drawn by weight, the setting
turns it off, a damaged or missing file is no book, and the tool builds one
from a few master games (``tests/data/book``, see its SOURCE.md)."""

from __future__ import annotations

import gzip
import importlib.util
import json
import random
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Position, find_rules
from dames_tui.engine import Limits, book
from dames_tui.engine.book import Book, BookError, BookMove, book_for, book_problem, read_book
from dames_tui.flow.engine_process import LocalRunner
from dames_tui.flow.players import (
    EnginePlayer,
    GameMoves,
    ThinkingInfo,
    available_levels,
    book_levels,
    book_move,
    choose_move,
    uses_book,
)
from dames_tui.game import Game
from dames_tui.notation import format_fen, format_move_short, parse_move

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data" / "book"
START_ENGLISH = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_book", ROOT / "tools" / "make_book.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_book"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return load_tool()


def book_of(entries: dict[str, list[BookMove]], variant: str = "english") -> Book:
    return Book(variant, {key: tuple(moves) for key, moves in entries.items()})


def write_book(path: Path, positions: dict[str, object], **head: object) -> None:
    data = {"format": "dames-book", "version": 1, "variant": "english", **head}
    data["positions"] = positions
    path.write_bytes(gzip.compress(json.dumps(data).encode()))


@pytest.fixture
def package_books(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """The package's book folder moved to ``tmp_path/data/book`` (empty)."""
    folder = tmp_path / "data" / "book"
    folder.mkdir(parents=True)
    monkeypatch.setattr(book, "_folder", lambda: folder)
    book_for.cache_clear()
    book._PROBLEMS.clear()
    yield folder
    book_for.cache_clear()
    book._PROBLEMS.clear()


# ------------------------------------------------------------ the package's


@pytest.mark.parametrize("rules", [ENGLISH, INTERNATIONAL], ids=lambda r: r.name)
def test_a_book_move_is_legal_and_from_the_book(rules: object) -> None:
    assert rules is ENGLISH or rules is INTERNATIONAL
    shipped = book_for(rules.name)
    assert shipped is not None and len(shipped) > 100, book_problem(rules.name)
    position = Position.initial(rules)
    listed = {entry.move for entry in shipped.positions[format_fen(position)]}
    for seed in range(20):
        move = book.choose(position, rules, random.Random(seed))
        assert move is not None and move in position.legal_moves()
        assert format_move_short(position, move) in listed
    header = shipped.header
    assert header["variant"] == rules.name and header["games"] and header["date"]


def test_positions_are_keyed_by_their_canonical_fen() -> None:
    shipped = book_for("english")
    assert shipped is not None and START_ENGLISH in shipped.positions
    game = Game(ENGLISH)
    for text in ("11-15", "23-19", "9-14"):
        game.play_text(text)
    other = Game(ENGLISH)
    for text in ("9-14", "23-19", "11-15"):
        other.play_text(text)
    assert format_fen(game.position) == format_fen(other.position)  # one entry for both orders


def test_the_choice_varies_with_the_seed_and_repeats_with_it() -> None:
    position = Position.initial(ENGLISH)
    drawn = [book.choose(position, ENGLISH, random.Random(seed)) for seed in range(60)]
    assert len(set(drawn)) >= 3
    assert drawn == [book.choose(position, ENGLISH, random.Random(seed)) for seed in range(60)]


def test_the_draw_follows_the_weights() -> None:
    position = Position.initial(ENGLISH)
    small = book_of({START_ENGLISH: [BookMove("11-15", 9), BookMove("9-13", 1)]})
    rng = random.Random(3)
    drawn = [format_move_short(position, small.choose(position, rng) or position.legal_moves()[0])
             for _ in range(1000)]  # fmt: skip
    assert 850 < drawn.count("11-15") < 950 and drawn.count("9-13") == 1000 - drawn.count("11-15")


def test_a_move_that_is_not_legal_is_never_played() -> None:
    position = Position.initial(ENGLISH)
    # 22-18 is White's move and Black is to move; 11-20 is no move at all
    wrong = [BookMove("22-18", 1000), BookMove("11-20", 1000), BookMove("not a move", 50)]
    assert book_of({START_ENGLISH: wrong}).choose(position, random.Random(1)) is None
    mixed = book_of({START_ENGLISH: [*wrong, BookMove("10-14", 1)]})
    for seed in range(30):
        assert mixed.choose(position, random.Random(seed)) == parse_move(position, "10-14")


def test_a_book_of_another_variant_or_an_unknown_position_gives_nothing() -> None:
    small = book_of({START_ENGLISH: [BookMove("11-15", 1)]})
    assert small.choose(Position.initial(INTERNATIONAL)) is None
    assert book.choose(Position.initial(ENGLISH), INTERNATIONAL, book=small) is None
    later = Position.initial(ENGLISH).play(parse_move(Position.initial(ENGLISH), "11-15"))
    assert small.choose(later) is None
    assert book.choose(Position.initial(find_rules("frisian")), find_rules("frisian")) is None


# ------------------------------------------------------------ the computer


def test_the_levels_that_search_use_the_book_and_the_others_do_not() -> None:
    levels = available_levels()
    used = book_levels()
    assert used and used[-1] == levels[-1]  # the top level plays from the book
    assert levels[0] not in used  # the weakest does not
    assert used == [n for n in levels if n >= used[0]]  # from one level up
    assert not uses_book(levels[-1] + 1)


def test_the_computer_plays_from_the_book_when_it_is_on() -> None:
    game = Game(ENGLISH)
    top = book_levels()[-1]
    infos: list[ThinkingInfo] = []
    move = choose_move(
        threading.Event(), infos.append, GameMoves.of(game), top, Limits(depth=2), None, True
    )
    shipped = book_for("english")
    assert shipped is not None and move is not None
    assert format_move_short(game.position, move) in {
        entry.move for entry in shipped.positions[START_ENGLISH]
    }
    assert [info.depth for info in infos] == [0]  # no search
    assert infos[0].for_player() is None  # and no evaluation to show


def test_the_setting_off_means_no_book_move() -> None:
    game = Game(ENGLISH)
    top = book_levels()[-1]
    for player in (EnginePlayer(LocalRunner()), EnginePlayer(LocalRunner(), book=lambda: False)):
        infos: list[ThinkingInfo] = []
        player.choose_move(game, top, threading.Event(), infos.append, Limits(depth=2))
        assert infos[-1].depth == 2  # searched
    on = EnginePlayer(LocalRunner(), book=lambda: True)
    assert on.book and not EnginePlayer().book
    infos = []
    on.choose_move(game, top, threading.Event(), infos.append, Limits(depth=2))
    assert infos[-1].depth == 0


def test_a_level_without_the_book_searches_even_with_the_setting_on() -> None:
    weakest = available_levels()[0]
    game = Game(ENGLISH)
    infos: list[ThinkingInfo] = []
    choose_move(threading.Event(), infos.append, GameMoves.of(game), weakest, None, None, True)
    assert infos and infos[-1].depth >= 1


def test_out_of_book_the_computer_searches() -> None:
    ending = Game(ENGLISH)
    for _ in range(12):  # the first legal move each time: no master plays so
        ending.play(ending.legal_moves()[0])
    shipped = book_for("english")
    assert shipped is not None and format_fen(ending.position) not in shipped.positions
    assert book_move(ending) is None


# --------------------------------------------------------- damaged files


def test_a_missing_book_is_no_book(package_books: Path) -> None:
    assert book_for("english") is None and book_problem("english") is None
    assert book.choose(Position.initial(ENGLISH), ENGLISH) is None
    assert book_move(Game(ENGLISH)) is None


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\x1f\x8b\x08\x00garbage",  # a gzip header and nothing readable
        gzip.compress(b"\xff\xfe not text"),
        gzip.compress(b'{"format": "dames-book", "version": 1,'),  # cut short
        gzip.compress(b"[1, 2, 3]"),
        gzip.compress(b'{"format": "dames-book", "version": 99, "variant": "english"}'),
        gzip.compress(b'{"format": "dames-book", "version": 1, "variant": "russian"}'),
        gzip.compress(b'{"format": "dames-book", "version": 1, "variant": "english"}'),
        gzip.compress(b"[" * 100_000),
    ],
    ids=["empty", "bad-gzip", "not-utf8", "cut", "not-object", "version", "variant",
         "no-positions", "deep"],
)  # fmt: skip
def test_a_damaged_book_is_no_book_and_says_why(package_books: Path, content: bytes) -> None:
    (package_books / "english.json.gz").write_bytes(content)
    assert book_for("english") is None
    problem = book_problem("english")
    assert problem is not None and problem.startswith("english.json.gz: ") and "\n" not in problem
    assert book_move(Game(ENGLISH)) is None
    infos: list[ThinkingInfo] = []
    top = book_levels()[-1]
    choose_move(threading.Event(), infos.append, GameMoves.of(Game(ENGLISH)), top,
                Limits(depth=1), None, True)  # fmt: skip
    assert infos[-1].depth == 1  # no book: the computer searches


def test_a_damaged_entry_is_left_out_and_the_rest_kept(package_books: Path) -> None:
    after = format_fen(
        Position.initial(ENGLISH).play(parse_move(Position.initial(ENGLISH), "9-13"))
    )
    write_book(
        package_books / "english.json.gz",
        {
            START_ENGLISH: [["11-15", 0, 1, 50, None], ["10-14", "x", 0, None, None],
                            ["12-16", 2, 1, 101, None], ["9-14", 3, 2, 50, 12], "junk"],
            after: "not a list",
        },
    )  # fmt: skip
    found = book_for("english")
    assert found is not None and list(found.positions) == [START_ENGLISH]
    assert found.positions[START_ENGLISH] == (BookMove("9-14", 3, 2, 50, 12),)


def test_read_book_says_what_is_wrong(tmp_path: Path) -> None:
    with pytest.raises(BookError, match="nothing.json.gz"):
        read_book(tmp_path / "nothing.json.gz", "english")
    plain = tmp_path / "plain.json"
    write_book(plain, {START_ENGLISH: [["11-15", 1, 1, 50, None]]})
    assert len(read_book(plain, "english")) == 1
    with pytest.raises(BookError, match="not of international"):
        read_book(plain, "international")


# ------------------------------------------------------------------ the tool


def test_the_tool_builds_a_book_from_master_games(tool: ModuleType) -> None:
    source = tool.GameSource("tinsley_first4.pdn", strong="Tinsley")
    text = tool.build(
        "english", games=DATA, sources=[source], budget=(3000, 1500, 3), date="2026-01-02"
    )
    path_book = json.loads(text)
    assert path_book["date"] == "2026-01-02" and path_book["games"][0]["games used"] == 4
    assert path_book["search"]["positions"] == 3
    made = Book("english", {key: tuple(BookMove(*m) for m in moves)
                            for key, moves in path_book["positions"].items()})  # fmt: skip

    def moves_after(*texts: str) -> dict[str, BookMove]:
        position = Position.initial(ENGLISH)
        for text in texts:
            position = position.play(parse_move(position, text))
        return {entry.move: entry for entry in made.positions.get(format_fen(position), ())}

    start = moves_after()
    assert start["11-15"].games == 4 and start["11-15"].weight >= 16  # four games, 4 each
    assert any(entry.score is not None for entry in start.values())  # and the search's
    only_searched = [entry for entry in start.values() if entry.games == 0]
    assert only_searched and all(entry.weight == 1 for entry in only_searched)  # masters first
    again = tool.build(
        "english", games=DATA, sources=[source], reuse=made, date="2026-01-02", search=False
    )
    assert json.loads(again)["positions"] == path_book["positions"]  # the searches reused
    replies = moves_after("11-15")
    assert replies["23-18"].games == 4
    third = moves_after("11-15", "23-18")
    assert third["9-14"].games == 2  # two games: in the book
    assert third["8-11"].games == 1  # Tinsley's own move in a game he drew
    assert "12-16" not in third  # one game by his opponent: not in the book
    # game 3: Tinsley (White) lost, 1-0 being the first mover's (Black's) win
    assert "18x11" not in moves_after("11-15", "23-18", "9-14")
    # game 4: Tinsley (White) won 0-1, his single move counts, 100 % for him
    won = moves_after("11-15", "23-18", "12-16")
    assert won["18x11"].games == 1 and won["18x11"].percent == 100


def test_the_tool_merges_positions_reached_by_transposition(
    tool: ModuleType, tmp_path: Path
) -> None:
    (tmp_path / "two.pdn").write_text(
        '[Result "1/2-1/2"]\n1. 11-15 23-19 2. 9-14 22-17 1/2-1/2\n\n'
        '[Result "1/2-1/2"]\n1. 9-14 23-19 2. 11-15 22-17 1/2-1/2\n\n'
        '[Result "1-0"]\n1. 9-14 23-19 2. 11-15 22-17 3. 8-11 1-0\n',
        encoding="utf-8",
    )
    text = tool.build("english", games=tmp_path, sources=[tool.GameSource("two.pdn")],
                      search=False)  # fmt: skip
    positions = json.loads(text)["positions"]
    game = Game(ENGLISH)
    for move in ("11-15", "23-19", "9-14"):
        game.play_text(move)
    merged = positions[format_fen(game.position)]
    assert merged == [["22-17", 12, 3, 33, None]]  # three games from two move orders, 4 each
    assert ["9-14", 8, 2, 75, None] in positions[START_ENGLISH]
    assert all(m[0] != "11-15" for m in positions[START_ENGLISH])  # one game only


def test_the_tool_counts_book_hits_in_self_play(tool: ModuleType) -> None:
    shipped = book_for("international")
    assert shipped is not None
    hits = tool.book_hits(INTERNATIONAL, shipped, 3, seed=2, plies=6, depth=1)
    assert hits.games == 3 and len(hits.plies) == 3
    assert all(1 <= plies <= 6 for plies in hits.plies) and 1 <= hits.distinct <= 3
    assert "3 games" in tool.say_hits("international", hits)


def test_every_player_of_an_elite_event_is_a_strong_source(tool: ModuleType) -> None:
    source = tool.GameSource("wk2003_first3.pdn", strong=tool.EVERY_PLAYER)
    text = tool.build("international", games=DATA, sources=[source], search=False)
    positions = json.loads(text)["positions"]
    start = {entry[0]: entry for entry in positions[format_fen(Position.initial(INTERNATIONAL))]}
    assert start == {"32-28": ["32-28", 8, 2, 50, None], "31-26": ["31-26", 4, 1, 50, None]}
    plain = tool.build(
        "international", games=DATA, sources=[tool.GameSource("wk2003_first3.pdn")], search=False
    )
    assert len(json.loads(plain)["positions"]) == 1  # without: only the move of two games


def test_the_apps_engine_follows_the_setting_during_the_run() -> None:
    from dames_tui.storage.settings import Settings
    from dames_tui.ui.app import DamesApp

    app = DamesApp(settings=Settings(book=False))
    assert isinstance(app.player, EnginePlayer) and not app.player.book
    app.settings = Settings(book=True)  # as use_for_this_run replaces them
    assert app.player.book
    assert Settings().book and Settings().to_json()["book"] is True
    assert DamesApp(settings=Settings(), overrides={"book": False}).player.book is False


def test_dames_match_gives_our_engine_its_book_unless_told_not_to() -> None:
    from dames_tui.commands.match import _seats
    from dames_tui.i18n import Translator

    top = available_levels()[-1]
    for book_on in (True, False):
        seats = _seats(Translator("en"), ENGLISH, [], [top, top], book=book_on)
        assert not isinstance(seats, str)
        assert all(isinstance(s.player, EnginePlayer) and s.player.book is book_on for s in seats)
