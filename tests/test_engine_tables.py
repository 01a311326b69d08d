"""Endgame tables: the solver's values against known results, against the
project's own move generator (every value follows from its successors) and
against deep searches; the files refuse damage; the search plays won endings
to the win with a table loaded, and is unchanged without one."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from dames_tui.cli import main
from dames_tui.core import Color, Piece, Position, find_rules
from dames_tui.engine import Engine, Limits, tables
from dames_tui.engine.score import WIN, WIN_BOUND
from dames_tui.engine.tables import TableError, TableResult, Tables
from dames_tui.engine.tables.files import MAGIC
from dames_tui.notation import parse_fen

ENGLISH = find_rules("english")
WK, BK, WM, BM = Piece.WHITE_KING, Piece.BLACK_KING, Piece.WHITE_MAN, Piece.BLACK_MAN
WIN_, DRAW, LOSS = TableResult.WIN, TableResult.DRAW, TableResult.LOSS


@pytest.fixture(scope="module")
def table_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("tables")
    tables.build(ENGLISH, 3, directory)
    return directory


@pytest.fixture(scope="module")
def three(table_dir: Path) -> Tables:
    return tables.load_tables(table_dir, ENGLISH)


@pytest.fixture
def loaded(table_dir: Path) -> Iterator[Tables]:
    tables.unload()
    try:
        yield tables.load(table_dir)
    finally:
        tables.unload()


def position(pieces: dict[int, Piece], turn: Color = Color.WHITE) -> Position:
    return Position.from_pieces(ENGLISH, pieces, turn)


def every_position(pieces: int) -> Iterator[Position]:
    """Every position of ``pieces`` pieces, both sides to move."""
    index = tables.BoardIndex(ENGLISH)
    for key in tables.slices_of(pieces):
        for _, own, other, kings in index.positions(key):
            white_to_move = Position(ENGLISH, own, other, kings, Color.WHITE)
            yield white_to_move
            yield white_to_move.with_turn(Color.BLACK)


def expected(three: Tables, p: Position) -> tuple[TableResult, int]:
    """The value a position must have given its successors' (the project's moves)."""
    children = []
    for move in p.legal_moves():
        child = p.play(move)
        if not child.white or not child.black:
            children.append((LOSS, 0))
        else:
            found = three.probe(child)
            assert found is not None
            children.append(found)
    if not children:
        return LOSS, 0
    lost = [d for r, d in children if r is LOSS]
    if lost:
        return WIN_, min(lost) + 1
    if any(r is DRAW for r, _ in children):
        return DRAW, 0
    return LOSS, max(d for _, d in children) + 1


# ------------------------------------------------------------------ known results

TWO_AGAINST_ONE = [
    ({19: WK, 22: WK, 1: BK}, Color.WHITE),  # lone king in the double corner
    ({19: WK, 22: WK, 5: BK}, Color.BLACK),
    ({1: WK, 2: WK, 32: BK}, Color.WHITE),
    ({14: WK, 15: WK, 28: BK}, Color.BLACK),
    ({30: WK, 29: WK, 4: BK}, Color.BLACK),  # single corner
    ({10: WK, 11: WK, 18: BK}, Color.BLACK),
]


@pytest.mark.parametrize(("pieces", "turn"), TWO_AGAINST_ONE)
def test_two_kings_beat_one(three: Tables, pieces: dict[int, Piece], turn: Color) -> None:
    result = three.probe(position(pieces, turn))
    assert result is not None
    assert result[0] is (WIN_ if turn is Color.WHITE else LOSS)
    assert result[1] > 0


def test_two_kings_win_unless_the_lone_king_has_a_shot(three: Tables) -> None:
    index = tables.BoardIndex(ENGLISH)
    won = other = 0
    for _, own, lone, kings in index.positions((0, 2, 0, 1)):
        for turn in (Color.WHITE, Color.BLACK):
            p = Position(ENGLISH, own, lone, kings, turn)
            if turn is Color.BLACK and p.must_capture():
                continue  # an immediate capture decides
            result = three.probe(p)
            assert result is not None
            if result[0] is (WIN_ if turn is Color.WHITE else LOSS):
                won += 1
            else:  # a fork of the lone king, or kings tangled in the single corner
                assert result[0] is DRAW
                other += 1
    assert won > 0.99 * (won + other)


def test_one_king_against_one(three: Tables) -> None:
    """Drawn for a king that reaches a double corner; a king caught near an
    edge or in the single corner by the opposition is lost in a few moves."""
    index = tables.BoardIndex(ENGLISH)
    double_corners = index_mask((1, 5, 28, 32))
    counts = dict.fromkeys(TableResult, 0)
    for _, own, other, kings in index.positions((0, 1, 0, 1)):
        p = Position(ENGLISH, own, other, kings, Color.WHITE)
        result = three.probe(p)
        assert result is not None
        counts[result[0]] += 1
        if p.must_capture():
            assert result == (WIN_, 1)
        else:
            assert result[1] <= 11
            if own & double_corners:
                assert result[0] is not LOSS
    assert three.probe(position({1: WK, 32: BK})) == (DRAW, 0)
    assert three.probe(position({1: WK, 32: BK}, Color.BLACK)) == (DRAW, 0)
    assert three.probe(position({29: WK, 32: BK})) == (LOSS, 10)  # cut off from the double corner
    assert counts[DRAW] > counts[WIN_] + counts[LOSS]


def index_mask(squares: tuple[int, ...]) -> int:
    return Position.initial(ENGLISH).topology.mask_of(squares)


def test_a_man_about_to_crown_against_a_king_in_the_corner(three: Tables) -> None:
    assert three.probe(position({5: WM, 29: BK})) == (DRAW, 0)  # crowns: one king each
    assert three.probe(position({5: WM, 29: BK}, Color.BLACK)) == (DRAW, 0)
    won = three.probe(position({6: WM, 22: WK, 32: BK}))
    assert won is not None and won[0] is WIN_


def test_the_side_to_move_without_moves_loses(three: Tables) -> None:
    blocked = position({5: WM, 1: BK})  # the man cannot move and cannot take
    assert blocked.legal_moves() == []
    assert three.probe(blocked) == (LOSS, 0)


def test_a_compulsory_capture_that_loses(three: Tables) -> None:
    # the king must take 2x9 and is taken back; a quiet move would have held
    p = position({2: WK, 5: BK, 6: BK})
    assert [str(m) for m in p.legal_moves()] == ["Move(2x9)"]
    assert three.probe(p) == (LOSS, 2)


def test_a_capture_of_the_last_piece_wins_in_one(three: Tables) -> None:
    p = parse_fen("W:WK18:BK14", ENGLISH)
    assert p.must_capture()
    assert three.probe(p) == (WIN_, 1)


# ------------------------------------------------------------------ consistency


def test_every_two_piece_value_follows_from_its_successors(three: Tables) -> None:
    for p in every_position(2):
        assert three.probe(p) == expected(three, p), p


def test_three_piece_values_follow_from_their_successors(three: Tables) -> None:
    rng = random.Random(17)
    sample = [p for p in every_position(3) if rng.random() < 0.02]
    assert len(sample) > 5000
    for p in sample:
        assert three.probe(p) == expected(three, p), p


def test_table_values_agree_with_deep_searches(three: Tables) -> None:
    rng = random.Random(5)
    decided = drawn = 0
    for p in every_position(3):
        if rng.random() > 0.01:
            continue
        result = three.probe(p)
        assert result is not None
        if result[0] is not DRAW and result[1] > 11:
            continue
        found = Engine(2).search(p, (), Limits(depth=14, analysis=True))
        if result[0] is DRAW:
            assert abs(found.score) < WIN_BOUND, p  # no forced win for either side
            drawn += 1
        else:
            sign = 1 if result[0] is WIN_ else -1
            assert found.score == sign * (WIN - result[1]), p
            decided += 1
        if decided >= 25 and drawn >= 5:
            break
    assert decided >= 25 and drawn >= 5


def test_positions_outside_the_tables_are_not_probed(three: Tables) -> None:
    assert three.probe(Position.initial(ENGLISH)) is None
    assert three.probe(position({1: WK, 2: WK, 3: WK, 32: BK})) is None
    international = find_rules("international")
    assert three.probe(Position.initial(international)) is None


# ------------------------------------------------------------------ files


def test_files_have_a_header_and_are_small(table_dir: Path) -> None:
    header = tables.read_header(tables.table_path(table_dir, ENGLISH, 3))
    assert (header.variant, header.pieces) == ("english", 3)
    assert header.counts["positions"] == 196_032
    assert header.file_size < header.length // 2  # compressed


def corrupt(path: Path, at: int) -> None:
    data = bytearray(path.read_bytes())
    data[at] ^= 0x55
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(
    ("spoil", "code"),
    [
        (lambda p: corrupt(p, -10), "tables.damaged"),
        (lambda p: p.write_bytes(p.read_bytes()[:-40]), "tables.damaged"),
        (lambda p: p.write_bytes(b"PK\x03\x04 a zip file"), "tables.foreign"),
        (lambda p: p.write_bytes(MAGIC + b'{"format": 1'), "tables.damaged"),
        (lambda p: p.write_bytes(MAGIC + b'{"format": 99}\n'), "tables.format"),
    ],
)
def test_a_damaged_or_foreign_file_is_refused(
    table_dir: Path, tmp_path: Path, spoil: object, code: str
) -> None:
    target = tmp_path / "english-2.dtb"
    target.write_bytes(tables.table_path(table_dir, ENGLISH, 2).read_bytes())
    assert callable(spoil)
    spoil(target)
    with pytest.raises(TableError) as caught:
        tables.load_tables(tmp_path, ENGLISH)
    assert caught.value.code == code


def test_a_table_of_other_pieces_is_refused(table_dir: Path, tmp_path: Path) -> None:
    (tmp_path / "english-2.dtb").write_bytes(tables.table_path(table_dir, ENGLISH, 3).read_bytes())
    with pytest.raises(TableError) as caught:
        tables.load_tables(tmp_path, ENGLISH)
    assert caught.value.code == "tables.other"


def test_an_empty_directory_has_no_tables(tmp_path: Path) -> None:
    with pytest.raises(TableError) as caught:
        tables.load(tmp_path)
    assert caught.value.code == "tables.missing"


def test_only_supported_variants_are_built(tmp_path: Path) -> None:
    with pytest.raises(TableError) as caught:
        tables.build(find_rules("frisian"), 2, tmp_path)
    assert caught.value.code == "tables.unsupported"


# ------------------------------------------------------------------ command line


def test_dames_tables_build_and_info(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "t"
    assert main(["tables", "build", "--pieces", "2", "--out", str(out), "--lang", "en"]) == 0
    built = capsys.readouterr().out
    assert "english-2.dtb: english, 2 pieces, 3488 positions" in built
    assert main(["tables", "info", "--dir", str(out), "--lang", "en"]) == 0
    assert "english-2.dtb" in capsys.readouterr().out
    assert main(["tables", "build", "--pieces", "2", "--out", str(out), "--lang", "en"]) == 0
    assert "already there" in capsys.readouterr().out


def test_dames_tables_info_names_a_damaged_file(
    table_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "english-2.dtb").write_bytes(b"garbage")
    assert main(["tables", "info", "--dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "pas une base de finales" in err[0]


def test_dames_tables_refuses_bad_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["tables", "build", "--pieces", "9", "--lang", "en"])
    assert "9 pieces: give 2 to 6" in capsys.readouterr().err
    assert main(["tables", "build", "--pieces", "2", "--variant", "frisian"]) == 2
    assert "pas de bases de finales pour frisian" in capsys.readouterr().err


def test_info_without_tables(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tables", "info", "--dir", str(tmp_path / "none"), "--lang", "en"]) == 0
    assert "no endgame table" in capsys.readouterr().out


# ------------------------------------------------------------------ probe and search


def test_the_variable_can_turn_the_tables_off(monkeypatch: pytest.MonkeyPatch) -> None:
    tables.unload()
    monkeypatch.setenv(tables.ENV_VARIABLE, "off")
    try:
        assert tables.score_probe(ENGLISH) is None
        assert tables.probe(position({1: WK, 32: BK})) is None
    finally:
        tables.unload()


def test_the_environment_variable_loads_tables(
    table_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tables.unload()
    monkeypatch.setenv(tables.ENV_VARIABLE, str(table_dir))
    try:
        assert tables.probe(position({1: WK, 32: BK})) == (DRAW, 0)
        found = tables.loaded(ENGLISH)
        assert found is not None and found.source == table_dir and found.pieces == 3
    finally:
        tables.unload()


@pytest.mark.parametrize(("pieces", "turn"), TWO_AGAINST_ONE)
def test_the_engine_converts_two_kings_against_one(
    loaded: Tables, pieces: dict[int, Piece], turn: Color
) -> None:
    p = position(pieces, turn)
    result = tables.probe(p)
    assert result is not None and result[0] in (WIN_, LOSS)
    white, black = Engine(1), Engine(1)
    plies = 0
    while p.white and p.black and p.legal_moves():
        engine = white if p.white_to_move else black
        found = engine.search(p, (), Limits(depth=3))
        assert found.move is not None
        p = p.play(found.move)
        plies += 1
        assert plies <= result[1]
    assert p.black == 0 and plies == result[1]  # the lone king is taken, in exactly that many


def test_the_engine_scores_a_table_win_as_a_win(loaded: Tables) -> None:
    p = position({19: WK, 22: WK, 1: BK})
    result = tables.probe(p)
    assert result is not None
    found = Engine(1).search(p, (), Limits(depth=2))
    assert found.score == WIN - result[1]


def test_the_engine_holds_a_drawn_ending(loaded: Tables) -> None:
    # 1K v 1K where some moves walk into a capture: every move it plays keeps the draw
    index = tables.BoardIndex(ENGLISH)
    tried = 0
    for _, own, other, kings in index.positions((0, 1, 0, 1)):
        p = Position(ENGLISH, own, other, kings, Color.WHITE)
        if tables.probe(p) != (DRAW, 0):
            continue
        children = [tables.probe(p.play(m)) for m in p.legal_moves()]
        if not any(c is not None and c[0] is WIN_ for c in children):
            continue
        found = Engine(1).search(p, (), Limits(depth=2))
        assert found.move is not None
        assert tables.probe(p.play(found.move)) == (DRAW, 0)
        tried += 1
        if tried == 10:
            break
    assert tried == 10


@pytest.mark.slow
def test_the_four_piece_tables_build_and_check(tmp_path: Path) -> None:
    tables.build(ENGLISH, 4, tmp_path)
    four = tables.load_tables(tmp_path, ENGLISH)
    rng = random.Random(4)
    checked = 0
    for p in every_position(4):
        if rng.random() < 0.002:
            assert four.probe(p) == expected(four, p), p
            checked += 1
    assert checked > 10_000


@pytest.mark.parametrize("compression", ["lzma", "zlib"])
def test_both_compressions_read_back(table_dir: Path, tmp_path: Path, compression: str) -> None:
    solved = tables.read_table(tables.table_path(table_dir, ENGLISH, 3), ENGLISH, 3)
    path = tables.table_path(tmp_path, ENGLISH, 3)
    header = tables.write_table(path, ENGLISH, 3, solved, compression=compression)
    assert header.compression == compression
    assert tables.read_table(path, ENGLISH, 3) == solved
    corrupt(path, -3)
    with pytest.raises(TableError) as caught:
        tables.read_table(path, ENGLISH, 3)
    assert caught.value.code == "tables.damaged"


def test_a_build_in_parallel_gives_the_same_files(table_dir: Path, tmp_path: Path) -> None:
    assert main(["tables", "build", "--pieces", "3", "--out", str(tmp_path), "--jobs", "2"]) == 0
    for pieces in (2, 3):
        ours = tables.table_path(tmp_path, ENGLISH, pieces).read_bytes()
        assert ours == tables.table_path(table_dir, ENGLISH, pieces).read_bytes()


def test_a_large_table_is_mapped_from_a_cache(
    table_dir: Path, three: Tables, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables.files, "MAP_FROM_BYTES", 100_000)  # the 3-piece file only
    path = tables.table_path(table_dir, ENGLISH, 3)
    cache = tmp_path / "cache"
    mapped = tables.read_table(path, ENGLISH, 3, cache=cache)
    assert all(isinstance(data, memoryview) for data in mapped.values())
    (raw,) = cache.glob("english-3-*.raw")
    assert raw.stat().st_size == sum(len(data) for data in mapped.values())
    in_memory = tables.read_table(path, ENGLISH, 3)
    assert mapped == in_memory  # the same bytes
    spoilt = bytearray(raw.read_bytes())
    spoilt[1000] ^= 0x0F
    raw.write_bytes(bytes(spoilt))
    again = tables.read_table(path, ENGLISH, 3, cache=cache)  # made again from the file
    assert again == in_memory
    assert raw.read_bytes() != bytes(spoilt)
    small = tables.read_table(tables.table_path(table_dir, ENGLISH, 2), ENGLISH, 2, cache=cache)
    assert all(isinstance(data, bytes) for data in small.values())


def test_the_loaded_tables_share_the_mapped_ones(
    table_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables.files, "MAP_FROM_BYTES", 100_000)
    found = tables.load_tables(table_dir, ENGLISH)
    assert found.mapped > 100_000 and found.memory < 10_000
    assert found.probe(position({1: WK, 2: WK, 32: BK})) == tables.load_tables(
        table_dir, ENGLISH
    ).probe(position({1: WK, 2: WK, 32: BK}))
    assert list((Path(str(tables.default_dir())) / "cache").glob("english-3-*.raw"))
