"""The endgame tables shipped with the game (``dames_tui/data/tables``): they
load on first use, a damaged copy falls back, their values agree with known
results and with deep searches, the scorer weighs the game's draw rules, and
the engine plays won endings to the win under those rules."""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from dames_tui.core import Color, Piece, Position, Rules, find_rules
from dames_tui.engine import Engine, Limits, search, tables
from dames_tui.engine.score import WIN, WIN_BOUND
from dames_tui.engine.tables import TableResult, Tables, probing
from dames_tui.engine.tables.probing import UNSURE, _horizon
from dames_tui.game import Game
from dames_tui.game.draw_rules import long_diagonal
from dames_tui.notation import parse_fen

ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")
WK, BK, WM, BM = Piece.WHITE_KING, Piece.BLACK_KING, Piece.WHITE_MAN, Piece.BLACK_MAN
WIN_, DRAW, LOSS = TableResult.WIN, TableResult.DRAW, TableResult.LOSS


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test loads the tables itself (no variable: the shipped ones)."""
    monkeypatch.delenv(tables.ENV_VARIABLE, raising=False)
    tables.unload()
    yield
    tables.unload()


@pytest.fixture(scope="module")
def english() -> Tables:
    return tables.load_tables(tables.package_dir(), ENGLISH)


@pytest.fixture(scope="module")
def international() -> Tables:
    return tables.load_tables(tables.package_dir(), INTERNATIONAL)


def shipped_pieces(rules_name: str) -> int:
    return max(
        int(path.stem.rsplit("-", 1)[1])
        for path in tables.package_dir().glob(f"{rules_name}-*.dtb")
    )


# ------------------------------------------------------------------ loading


def test_the_shipped_tables_load_on_first_use() -> None:
    found = tables.loaded(ENGLISH)
    assert found is not None
    assert found.source == tables.package_dir()
    assert found.pieces == shipped_pieces("english") >= 4
    assert tables.probe(parse_fen("W:WK32:BK26", ENGLISH)) == (WIN_, 9)
    assert tables.loaded(INTERNATIONAL) is not None
    assert tables.loaded(find_rules("frisian")) is None  # none built for it


def test_the_players_own_tables_come_first(tmp_path: Path) -> None:
    own = tmp_path / "xdg-data" / "dames_tui" / "tables"
    tables.build(ENGLISH, 2, own)
    found = tables.loaded(ENGLISH)
    # the shipped files of more pieces make one set with them
    assert found is not None and found.source == own and found.pieces == 4


def test_a_damaged_own_table_falls_back_to_the_shipped_ones(tmp_path: Path) -> None:
    own = tmp_path / "xdg-data" / "dames_tui" / "tables"
    own.mkdir(parents=True)
    (own / "english-2.dtb").write_bytes(b"not a table at all")
    found = tables.loaded(ENGLISH)
    assert found is not None and found.source == tables.package_dir()
    errors = tables.load_errors()
    assert [error.code for error in errors] == ["tables.foreign"]


def test_a_damaged_shipped_table_leaves_the_engine_without_tables(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "shipped"
    broken.mkdir()
    data = bytearray((tables.package_dir() / "english-2.dtb").read_bytes())
    data[-5] ^= 0xFF
    (broken / "english-2.dtb").write_bytes(bytes(data))
    monkeypatch.setattr(probing, "package_dir", lambda: broken)
    assert tables.loaded(ENGLISH) is None
    assert [error.code for error in tables.load_errors()] == ["tables.damaged"]
    p = parse_fen("W:WK32:BK26", ENGLISH)
    found = Engine(1).search(p, (), Limits(depth=4))  # searches on without them
    assert found.move is not None


# ------------------------------------------------------------------ known results


def test_the_first_position_is_won_with_white_to_move(english: Tables) -> None:
    # First Position (a standard ending): White king 15 and man 20 against
    # the king on 28 and the man on 12; White to move wins, in 81 plies
    won = english.probe(parse_fen("W:WK15,20:BK28,12", ENGLISH))
    assert won is not None and won[0] is WIN_ and won[1] > 60


def test_one_king_against_one_takes_the_opposition(english: Tables) -> None:
    # White to move takes the opposition (32-27) and wins; Black to move
    # reaches the double corner first (26-31) and draws
    assert english.probe(parse_fen("W:WK32:BK26", ENGLISH)) == (WIN_, 9)
    assert english.probe(parse_fen("B:WK32:BK26", ENGLISH)) == (DRAW, 0)


def every_position(index: tables.BoardIndex, key: tables.SliceKey) -> Iterator[Position]:
    for _, own, other, kings in index.positions(key):
        yield Position(INTERNATIONAL, own, other, kings, Color.WHITE)


def test_international_one_king_against_one_is_a_draw(international: Tables) -> None:
    index = tables.BoardIndex(INTERNATIONAL)
    counts = dict.fromkeys(TableResult, 0)
    for p in every_position(index, (0, 1, 0, 1)):
        result = international.probe(p)
        assert result is not None
        counts[result[0]] += 1
        if p.must_capture():
            assert result == (WIN_, 1)
        elif result[0] is not DRAW:  # a king boxed in a corner of the long diagonal
            assert result in ((WIN_, 3), (LOSS, 2))
    assert counts[DRAW] > 0.8 * sum(counts.values())
    corner = Position.from_pieces(INTERNATIONAL, {10: WK, 5: BK}, Color.WHITE)
    assert international.probe(corner) == (WIN_, 3)


def test_international_two_kings_against_one_are_a_draw(international: Tables) -> None:
    index = tables.BoardIndex(INTERNATIONAL)
    drawn = total = 0
    for p in every_position(index, (0, 2, 0, 1)):
        if p.must_capture():
            continue
        result = international.probe(p)
        assert result is not None
        total += 1
        drawn += result[0] is DRAW
    assert drawn > 0.8 * total


def test_international_three_kings_against_one_are_mostly_a_draw(
    international: Tables,
) -> None:
    """Three kings against one are usually a draw on the big board (FMJD's
    endgame course says so; the exceptions are shots), less often won still
    when the lone king stands on the long diagonal."""
    assert international.pieces >= 4
    index = tables.BoardIndex(INTERNATIONAL)
    diagonal = long_diagonal(INTERNATIONAL)
    rng = random.Random(3)
    counts = {(on, result): 0 for on in (False, True) for result in TableResult}
    for p in every_position(index, (0, 3, 0, 1)):
        if rng.random() > 0.03 or p.must_capture() or p.with_turn(Color.BLACK).must_capture():
            continue
        result = international.probe(p)
        assert result is not None and result[0] is not LOSS
        counts[bool(p.black & diagonal), result[0]] += 1
    for on in (False, True):
        assert counts[on, DRAW] > 3 * counts[on, WIN_] > 0
    off_rate = counts[False, WIN_] / (counts[False, WIN_] + counts[False, DRAW])
    on_rate = counts[True, WIN_] / (counts[True, WIN_] + counts[True, DRAW])
    assert on_rate < off_rate
    won = Position.from_pieces(INTERNATIONAL, {1: WK, 7: WK, 18: WK, 35: BK}, Color.WHITE)
    assert international.probe(won) == (WIN_, 15)  # the longest quiet win of them
    held = Position.from_pieces(INTERNATIONAL, {7: WK, 8: WK, 9: WK, 46: BK}, Color.WHITE)
    assert international.probe(held) == (DRAW, 0)


def test_the_engine_springs_the_three_kings_trap_within_the_rule() -> None:
    start = Position.from_pieces(INTERNATIONAL, {1: WK, 7: WK, 18: WK, 35: BK}, Color.WHITE)
    game = Game(INTERNATIONAL, start)
    play_out(game, 3, 40)
    assert game.outcome is not None and game.outcome.winner is Color.WHITE
    assert game.ply == 15


# ------------------------------------------------------------------ deep searches


def test_international_values_agree_with_deep_searches(international: Tables) -> None:
    rng = random.Random(11)
    index = tables.BoardIndex(INTERNATIONAL)
    keys = [key for key in tables.slices_of(3) if key[1] + key[3]]
    decided = drawn = 0
    for _ in range(4000):
        key = rng.choice(keys)
        own, other, kings = index.decode(key, rng.randrange(index.size(key)))
        if own & other or (own | other).bit_count() != 3:
            continue
        p = Position(INTERNATIONAL, own, other, kings, Color.WHITE)
        result = international.probe(p)
        assert result is not None
        if result[0] is DRAW:
            if drawn >= 4:
                continue
            found = search(p, (), Limits(depth=8, analysis=True))
            assert abs(found.score) < WIN_BOUND, p
            drawn += 1
        elif 2 <= result[1] <= 7 and decided < 12:
            found = search(p, (), Limits(depth=result[1] + 1, analysis=True))
            sign = 1 if result[0] is WIN_ else -1
            assert found.score == sign * (WIN - result[1]), p
            decided += 1
        if decided >= 12 and drawn >= 4:
            break
    assert decided >= 12 and drawn >= 4


# ------------------------------------------------------------------ the scorer


def test_a_win_past_the_move_limit_is_unsure(english: Tables) -> None:
    score = english.scorer()
    w, b, k, wtm = parse_fen("W:WK32:BK26", ENGLISH).raw()
    assert score(w, b, k, wtm, 3, 0) == WIN - 3 - 9
    assert score(w, b, k, wtm, 3, ENGLISH.reversible_limit - 9) == WIN - 3 - 9
    assert score(w, b, k, wtm, 3, ENGLISH.reversible_limit - 8) == UNSURE - 9
    lost = parse_fen("B:WK23:BK29", ENGLISH)  # Black to move, lost
    result = english.probe(lost)
    assert result is not None and result[0] is LOSS
    w, b, k, wtm = lost.raw()
    assert score(w, b, k, wtm, 0, 79) == -(UNSURE - result[1])
    assert score(w, b, k, wtm, 0, 0) == -(WIN - result[1])
    assert score(*parse_fen("B:WK32:BK26", ENGLISH).raw(), 0, 0) == 0
    assert score(*parse_fen("W:WK14,K22,30:BK3,12", ENGLISH).raw(), 0, 0) is None  # 5 pieces


def test_the_thin_endgame_rules_set_a_horizon() -> None:
    assert _horizon(INTERNATIONAL, (0, 2, 0, 1)) == 10  # 2 pieces v lone king: 5 moves
    assert _horizon(INTERNATIONAL, (0, 1, 0, 2)) == 10  # the side to move has the lone king
    assert _horizon(INTERNATIONAL, (1, 2, 0, 1)) == 32  # 3 pieces, a king among them: 16
    assert _horizon(INTERNATIONAL, (3, 0, 0, 1)) == 0  # no king among them: no rule
    assert _horizon(INTERNATIONAL, (0, 1, 0, 1)) == 10
    assert _horizon(INTERNATIONAL, (0, 2, 1, 1)) == 0
    assert _horizon(ENGLISH, (0, 2, 0, 1)) == 0


def test_a_win_longer_than_the_endgame_rule_is_a_draw(international: Tables) -> None:
    score = international.scorer()
    index = tables.BoardIndex(INTERNATIONAL)
    long_win = short_win = 0
    for p in every_position(index, (1, 1, 0, 1)):
        result = international.probe(p)
        assert result is not None
        if result[0] is not WIN_:
            continue
        got = score(*p.raw(), 0, 0)
        if result[1] > 32:
            assert got == 0
            long_win += 1
        else:
            assert got == WIN - result[1]
            short_win += 1
    assert short_win > 0  # (the man and king against a king: 16 moves)
    assert long_win >= 0


# ------------------------------------------------------------------ the search


def test_search_without_tables_is_unchanged() -> None:
    # a bench position with five pieces: its children reach the tables
    p = parse_fen("W:WK14,K22,30:BK3,12", ENGLISH)
    plain = search(p, (), Limits(depth=6))
    off = Engine(tables=False).search(p, (), Limits(depth=6))
    assert (plain.nodes, plain.score, plain.move) == (off.nodes, off.score, off.move)
    probed = Engine().search(p, (), Limits(depth=6))
    assert probed.nodes != plain.nodes  # the tables cut the tree


def test_the_opening_search_does_not_load_the_tables() -> None:
    Engine().search(Position.initial(ENGLISH), (), Limits(depth=3))
    assert ENGLISH.name not in probing._LOADED


def test_the_tables_load_before_the_search_clock_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Loading the tables takes a few tenths of a second on a game's first
    search of its ending; that search still gets its whole time."""
    module = importlib.import_module("dames_tui.engine.search")
    real = module.score_probe

    def slow_load(rules: Rules) -> object:
        time.sleep(0.6)  # longer than the search's whole time
        return real(rules)

    monkeypatch.setattr(module, "score_probe", slow_load)
    found = Engine().search(parse_fen("W:WK14,K22,30:BK3,12", ENGLISH), (), Limits(time=0.3))
    assert found.depth >= 4


def play_out(game: Game, depth: int, most: int) -> None:
    engines = {Color.WHITE: Engine(1), Color.BLACK: Engine(1)}
    while not game.is_over and game.ply < most:
        found = engines[game.turn].search(
            game.position, game.repetition_history(), Limits(depth=depth)
        )
        assert found.move is not None
        game.play(found.move)


def test_the_engine_wins_the_first_position_under_the_move_limit() -> None:
    start = parse_fen("W:WK15,20:BK28,12", ENGLISH)
    result = tables.probe(start)
    assert result is not None and result[0] is WIN_
    game = Game(ENGLISH, start)
    play_out(game, 4, 200)
    assert game.outcome is not None and game.outcome.winner is Color.WHITE
    assert game.ply <= result[1]


def test_the_engine_holds_a_drawn_international_ending() -> None:
    # two kings against one: the lone king keeps the draw against the tables
    start = Position.from_pieces(INTERNATIONAL, {1: WK, 3: WK, 46: BK}, Color.BLACK)
    assert tables.probe(start) == (DRAW, 0)
    game = Game(INTERNATIONAL, start)
    play_out(game, 3, 60)
    assert game.outcome is not None and game.outcome.winner is None
