"""Storage: statistics against the computer, the tables (by variant, by
opening) and bad files."""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path

import pytest
from test_storage_damaged import needs_fifo, promptly

from dames_tui.core import ENGLISH, Color, find_rules
from dames_tui.flow import PlayedGame
from dames_tui.flow.keeper import Keeper
from dames_tui.game import Game
from dames_tui.game.openings import Ballot, DeckKind, ballot_game, find_ballot
from dames_tui.notation import parse_fen
from dames_tui.storage import (
    WARNING_CODES,
    LoadResult,
    LoadWarning,
    Stats,
    StatsRow,
    StorageError,
    Tally,
    load_stats,
    percentages,
    record_game,
    result_for,
    save_stats,
    stats_path,
    stats_table,
)
from dames_tui.storage.ladders import EIGHT, MAX_LEVEL
from dames_tui.storage.stats import (
    GameEntry,
    OpeningRow,
    opening_table,
    opening_variants,
    score_percentage,
)

W, B = Color.WHITE, Color.BLACK


@pytest.fixture(autouse=True)
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


def write(content: str) -> Path:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    return path


def record(entries: list[object], version: int = 4) -> dict[str, object]:
    return {"version": version, "records": entries}


def entry(
    variant: str = "english", color: str = "black", level: object = 3, **counts: object
) -> dict[str, object]:
    return {"variant": variant, "color": color, "level": level, **counts}


# ---------------------------------------------------------- counting, tables


def test_empty_without_a_file(xdg: Path) -> None:
    assert load_stats() == LoadResult(Stats())
    assert not (xdg / "data").exists()


def test_record_and_reload() -> None:
    record_game("a", "english", B, 3, "start", "win")
    record_game("b", "english", B, 3, "start", "win")
    record_game("c", "english", W, 3, "start", "loss")
    result = record_game("d", "international", W, 5, "pdn", "draw")
    assert result.warning is None
    stats = result.value
    assert stats.tally(variant="english", color=B) == Tally(2, 0, 0)
    assert stats.tally(variant="english", color=W) == Tally(0, 0, 1)
    assert stats.tally(variant="international") == Tally()  # from a file: apart
    assert stats.tally(variant="international", apart=True) == Tally(0, 1, 0)
    assert load_stats() == LoadResult(stats)
    data = json.loads(stats_path().read_text())
    assert data["version"] == 4 and len(data["games"]) == 4
    assert {
        "id": "a",
        "variant": "english",
        "color": "black",
        "level": 3,
        "origin": "start",
        "result": "win",
    } in data["games"]


def test_a_game_counts_once_and_its_record_is_replaced() -> None:
    record_game("one", "english", B, 3, "start", "win")
    record_game("one", "english", B, 3, "start", "win")  # told again: nothing new
    assert load_stats().value.tally() == Tally(1, 0, 0)
    record_game("one", "english", B, 3, "start", "loss")  # the end changed
    assert load_stats().value.tally() == Tally(0, 0, 1)


@pytest.mark.parametrize("version", [1, 2])
def test_the_five_levels_of_old_files_are_read_on_todays_ladder(version: int) -> None:
    game = {"id": "g1", "variant": "english", "color": "black", "level": 5}
    game |= {"origin": "start", "result": "win"}
    records = [entry(level=2, wins=1)]
    write(json.dumps({"version": version, "games": [game], "records": records}))
    result = load_stats()
    assert result.warning is None
    assert result.value.games["g1"].level == MAX_LEVEL  # the top of five, today's top
    assert result.value.tally(level=2) == Tally(1, 0, 0)  # the amateur of five
    assert result.value.tally(level=MAX_LEVEL) == Tally(1, 0, 0)


def test_the_eight_levels_of_version_3_files_are_read_on_todays_ladder() -> None:
    games = [
        {"id": f"g{n}", "variant": "english", "color": "black", "level": n}
        | {"origin": "start", "result": "win"}
        for n in sorted(EIGHT)
    ]
    write(json.dumps({"version": 3, "games": games, "records": [entry(level=6, wins=1)]}))
    result = load_stats()
    assert result.warning is None
    assert {g: e.level for g, e in result.value.games.items()} == {
        f"g{n}": today for n, today in EIGHT.items()
    }
    assert result.value.tally(level=EIGHT[6]) == Tally(2, 0, 0)


def test_a_version_3_file_refuses_a_level_its_ladder_did_not_have() -> None:
    game = {"id": "g1", "variant": "english", "color": "black", "level": 9}
    write(json.dumps({"version": 3, "games": [game | {"origin": "start", "result": "win"}]}))
    result = load_stats()
    assert result.warning is not None and result.value.games == {}


def test_a_version_4_file_keeps_its_levels() -> None:
    game = {"id": "g1", "variant": "english", "color": "black", "level": 5}
    write(json.dumps({"version": 4, "games": [game | {"origin": "start", "result": "win"}]}))
    assert load_stats().value.games["g1"].level == 5


def test_a_version_1_file_is_read_and_kept() -> None:
    write(json.dumps(record([entry(wins=2, draws=1, losses=4)], version=1)))
    result = record_game("new", "english", B, 3, "start", "win")
    assert result.warning is None
    assert result.value.tally() == Tally(3, 1, 4)
    data = json.loads(stats_path().read_text())
    assert data["version"] == 4 and data["records"][0]["wins"] == 2


def test_aliases_and_bad_keys() -> None:
    assert Stats().record("checkers", B, 1, "win").records == {("english", B, 1): Tally(1, 0, 0)}
    with pytest.raises(ValueError):
        Stats().record("chess", B, 1, "win")
    with pytest.raises(ValueError):
        Stats().record("english", B, MAX_LEVEL + 1, "win")
    with pytest.raises(ValueError):
        Stats().record("english", B, 1, "victory")  # type: ignore[arg-type]
    assert not stats_path().exists()


def test_tally_filters() -> None:
    stats = (
        Stats()
        .record("english", B, 1, "win")
        .record("english", W, 1, "loss")
        .record("english", W, 2, "draw")
        .record("international", W, 2, "win")
    )
    assert stats.tally() == Tally(2, 1, 1)
    assert stats.tally(variant="english") == Tally(1, 1, 1)
    assert stats.tally(color=W) == Tally(1, 1, 1)
    assert stats.tally(level=2) == Tally(1, 1, 0)
    assert stats.tally(variant="english", color=W, level=1) == Tally(0, 0, 1)
    assert stats.tally().games == 4


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        ((0, 0, 0), (0, 0, 0)),
        ((1, 0, 0), (100, 0, 0)),
        ((1, 1, 1), (33, 33, 33)),
        ((2, 1, 0), (67, 33, 0)),
        ((1, 2, 4), (14, 29, 57)),
        ((5, 3, 2), (50, 30, 20)),
        ((1, 1, 4), (17, 17, 67)),
        ((1, 7, 0), (13, 88, 0)),
    ],
)
def test_percentages(counts: tuple[int, int, int], expected: tuple[int, int, int]) -> None:
    assert percentages(counts) == expected


def test_percentages_are_each_rounded_to_the_nearest() -> None:
    for wins in range(8):
        for draws in range(8):
            for losses in range(8):
                counts = (wins, draws, losses)
                values = percentages(counts)
                total = sum(counts)
                for value, count in zip(values, counts, strict=True):
                    exact = 100 * count / total if total else 0
                    assert abs(value - exact) <= 0.5


def test_table() -> None:
    stats = (
        Stats()
        .record("international", W, 2, "win")
        .record("english", B, 3, "win")
        .record("english", B, 3, "draw")
        .record("english", W, 1, "loss")
    )
    rows = stats_table(stats)
    summary = [(r.group, r.variant, r.color, r.level, r.games) for r in rows]
    assert summary == [
        ("variant", "english", None, None, 3),
        ("color", "english", W, None, 1),
        ("color", "english", B, None, 2),
        ("level", "english", None, 1, 1),
        ("level", "english", None, 3, 2),
        ("variant", "international", None, None, 1),
        ("color", "international", W, None, 1),
        ("level", "international", None, 2, 1),
        ("total", None, None, None, 4),
    ]
    assert rows[0] == StatsRow("variant", "english", None, None, 3, 1, 1, 1, 33, 33, 33)
    assert rows[2] == StatsRow("color", "english", B, None, 2, 1, 1, 0, 50, 50, 0)
    assert rows[-1] == StatsRow("total", None, None, None, 4, 2, 1, 1, 50, 25, 25)


def test_table_without_games() -> None:
    assert stats_table(Stats()) == [StatsRow("total", None, None, None, 0, 0, 0, 0, 0, 0, 0)]


def test_result_for() -> None:
    game = Game(ENGLISH)
    assert result_for(game, B) is None
    game.agree_draw()
    assert result_for(game, B) == "draw"
    won = Game(ENGLISH, parse_fen("B:W18:B14", ENGLISH))
    won.play_text("14x23")
    assert result_for(won, B) == "win"
    assert result_for(won, W) == "loss"


# ----------------------------------------------------------------- bad files


def failed(result: LoadResult[Stats], code: str) -> None:
    warning = result.warning
    assert warning is not None and warning.code == code and code in WARNING_CODES
    assert warning.backup == stats_path().with_name("stats.json.bad")
    assert warning.backup.read_bytes() == stats_path().read_bytes()


def refuse_reading(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Opening ``path`` for reading fails as for a file without permission
    (chmod does not stop root, so the refusal is simulated)."""
    real_open = os.open

    def refuse(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(str(file)) == path and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refuse)


@pytest.mark.parametrize(
    "content",
    ["", '{"version": 1, "records": [{"variant": "eng', "wins=3", "[1, 2, 3]", '{"version": -1}'],
)
def test_corrupt(content: str) -> None:
    path = write(content)
    result = load_stats()
    assert result.value == Stats()
    failed(result, "stats_corrupt")
    assert path.read_text() == content


def test_future_version() -> None:
    write(json.dumps({"version": 7, "records": []}))
    result = load_stats()
    assert result.value == Stats()
    failed(result, "stats_future_version")


def test_bad_entries_are_dropped_and_bad_counts_zeroed() -> None:
    good = entry(wins=1, draws=2, losses=3)
    write(
        json.dumps(
            record(
                [
                    good,
                    entry(variant="chess", wins=5),
                    entry(color="green", wins=5),
                    entry(level=MAX_LEVEL + 1, wins=5),
                    entry(level="3", wins=5),
                    entry(level=True, wins=5),
                    entry(variant="american", wins=5),
                    "not an object",
                    entry(color="white", wins=-1, draws="2", losses=4),
                    entry(wins=1),  # the same key again: added
                ]
            )
        )
    )
    result = load_stats()
    failed(result, "stats_invalid_fields")
    assert result.value.records == {
        ("english", B, 3): Tally(2, 2, 3),
        ("english", W, 3): Tally(0, 0, 4),
    }
    assert result.warning is not None
    fields = str(result.warning.params["fields"])
    assert fields.split(", ") == [
        "records[1]", "records[2]", "records[3]", "records[4]", "records[5]",
        "records[6]", "records[7]", "records[8].wins", "records[8].draws",
    ]  # fmt: skip


def test_records_not_a_list() -> None:
    write(json.dumps({"version": 1, "records": {"english": 3}}))
    result = load_stats()
    assert result.value == Stats()
    failed(result, "stats_invalid_fields")


def test_recording_over_a_bad_file_keeps_its_copy() -> None:
    write('{"version": 1, "records": [')
    result = record_game("g", "english", B, 2, "start", "loss")
    assert result.warning is not None and result.warning.code == "stats_corrupt"
    assert result.value == Stats().record_game("g", "english", B, 2, "start", "loss")
    assert load_stats() == LoadResult(result.value)
    assert stats_path().with_name("stats.json.bad").read_text() == '{"version": 1, "records": ['


def test_recording_over_an_unreadable_file_moves_it_aside(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    save_stats(Stats().record("english", B, 2, "win"))
    before = stats_path().read_bytes()
    with monkeypatch.context() as patch:
        refuse_reading(patch, stats_path())
        assert load_stats().warning is not None
        result = record_game("g", "english", B, 2, "start", "loss")
    assert result.warning is not None and result.warning.code == "stats_unreadable"
    assert stats_path().with_name("stats.json.bad").read_bytes() == before  # kept whole
    assert load_stats() == LoadResult(Stats().record_game("g", "english", B, 2, "start", "loss"))


def test_a_result_is_never_recorded_over_newer_statistics() -> None:
    path = write(json.dumps({"version": 5, "games": [], "elo": {"english": 1500}}))
    before = path.read_bytes()
    with pytest.raises(StorageError) as caught:
        record_game("g", "english", B, 2, "start", "loss")
    assert caught.value.reason == "future_version"
    with pytest.raises(StorageError):
        save_stats(Stats().record_game("g", "english", B, 2, "start", "loss"))
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.glob("*.bad")] == ["stats.json.bad"]  # one copy


@pytest.mark.parametrize(
    ("count", "kept"),
    [(10**9, 10**9), (10**9 + 1, 0), (int("9" * 4000), 0), (-1, 0)],
    ids=["a-billion", "more", "4000-digits", "negative"],
)
def test_counts_are_bounded(count: int, kept: int) -> None:
    write(json.dumps(record([entry(wins=count, draws=1)])))
    result = load_stats()
    assert result.value.records == {("english", B, 3): Tally(kept, 1, 0)}
    if kept != count:
        failed(result, "stats_invalid_fields")
        assert result.warning is not None and len(result.warning.detail) < 200
    else:
        assert result.warning is None


@needs_fifo
def test_a_fifo_in_place_of_the_file_does_not_block() -> None:
    path = stats_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    result = promptly(load_stats, unblock=[path])
    assert result.value == Stats()
    assert result.warning is not None and result.warning.code == "stats_unreadable"
    assert stat.S_ISFIFO(os.lstat(path).st_mode)
    recorded = promptly(lambda: record_game("g", "english", B, 2, "start", "win"), unblock=[path])
    assert recorded.value.tally() == Tally(1, 0, 0)
    assert stat.S_ISFIFO(os.lstat(path.with_name("stats.json.bad")).st_mode)  # moved aside


def test_directory_in_place() -> None:
    stats_path().mkdir(parents=True)
    result = load_stats()
    assert result.value == Stats()
    assert result.warning is not None and result.warning.code == "stats_unreadable"
    with pytest.raises(StorageError):
        record_game("g", "english", B, 2, "start", "loss")
    assert stats_path().is_dir()


def test_bad_games_are_dropped() -> None:
    good = {"id": "g1", "variant": "english", "color": "black", "level": 3}
    good |= {"origin": "start", "result": "win"}
    write(
        json.dumps(
            {
                "version": 4,
                "games": [
                    good,
                    {**good, "id": "g2", "origin": "moon"},
                    {**good, "id": "g3", "result": "victory"},
                    {**good, "id": "x" * 65},
                    {**good, "id": "g 5"},
                    {**good, "id": "g6", "level": "3"},
                    [1, 2],
                ],
            }
        )
    )
    result = load_stats()
    failed(result, "stats_invalid_fields")
    assert set(result.value.games) == {"g1"}
    assert result.warning is not None
    assert str(result.warning.params["fields"]).split(", ") == [f"games[{n}]" for n in range(1, 7)]


# ------------------------------------------------------------------ openings


def ballot(key: int | str, variant: str = "english") -> Ballot:
    found = find_ballot(find_rules(variant), key)
    assert found is not None
    return found


def test_a_game_from_a_ballot_keeps_its_opening() -> None:
    edinburgh = ballot(5)
    record_game("a", "english", B, 3, "start", "win", opening=edinburgh)
    result = record_game("b", "english", W, 2, "start", "loss")
    assert result.value.games["a"].opening == edinburgh
    assert load_stats() == LoadResult(result.value)
    reloaded = load_stats().value
    assert reloaded.games["a"].opening == edinburgh
    assert reloaded.games["b"].opening is None
    games = {game["id"]: game for game in json.loads(stats_path().read_text())["games"]}
    assert games["a"]["opening"] == {"deck": "three-move", "code": "5"}
    assert "opening" not in games["b"]  # a free game is written as before
    # the other decks' codes: the moves of a 2-move ballot, an FMJD code
    two_move = find_ballot(ENGLISH, "11-15 22-18", DeckKind.TWO_MOVE)
    record_game("c", "english", B, 3, "start", "draw", opening=two_move)
    record_game("d", "russian", W, 1, "setup", "win", opening=ballot("16-VI", "russian"))
    reloaded = load_stats().value
    assert reloaded.games["c"].opening == two_move
    assert reloaded.games["d"].opening == ballot("16-VI", "russian")


def test_the_opening_changes_with_the_games_record() -> None:
    record_game("a", "english", B, 3, "start", "win", opening=ballot(5))
    record_game("a", "english", B, 3, "start", "loss")
    assert load_stats().value.games["a"] == GameEntry("english", B, 3, "start", "loss")


def test_an_opening_of_another_variant_is_refused() -> None:
    with pytest.raises(ValueError, match="ballot of english"):
        record_game("a", "english", B, 3, "start", "win", opening=ballot("1-I", "russian"))
    with pytest.raises(ValueError):
        Stats().record_game("a", "english", B, 3, "start", "win", opening="ACF #5")  # type: ignore[arg-type]
    assert not stats_path().exists()


def test_a_file_from_before_openings_loads_as_it_is() -> None:
    game = {"id": "g1", "variant": "english", "color": "black", "level": 3}
    game |= {"origin": "start", "result": "win"}
    write(json.dumps({"version": 2, "games": [game, {**game, "id": "g2", "opening": None}]}))
    result = load_stats()
    assert result.warning is None
    assert result.value.games == {  # five levels then: the club player is today's 3
        "g1": GameEntry("english", B, 3, "start", "win"),
        "g2": GameEntry("english", B, 3, "start", "win"),
    }
    assert opening_table(result.value, "english") == []


def test_a_bad_opening_is_dropped_and_its_game_kept() -> None:
    game = {"id": "g0", "variant": "english", "color": "black", "level": 3}
    game |= {"origin": "start", "result": "win"}
    good = {"deck": "three-move", "code": "5"}
    openings: list[object] = [
        good,
        "three-move 5",  # not an object
        {"deck": "three-move"},  # no code
        {"deck": "three-move", "code": 5},  # not text
        {"deck": "three-move", "code": "175"},  # no such ballot
        {"deck": "fmjd-64", "code": "1-I"},  # not a deck of English checkers
        {"deck": "ten-move", "code": "5"},  # no such deck
        {"deck": "three-move", "code": "ACF #5"},  # not the code as written
        [1, 2],
        {"deck": "three-move", "code": "5" * 100_000},
    ]
    entries = [{**game, "id": f"g{n}", "opening": value} for n, value in enumerate(openings)]
    write(json.dumps({"version": 4, "games": entries}))
    result = promptly(load_stats)
    failed(result, "stats_invalid_fields")
    assert set(result.value.games) == {f"g{n}" for n in range(len(openings))}  # all kept
    assert result.value.games["g0"].opening == ballot(5)
    assert all(result.value.games[f"g{n}"].opening is None for n in range(1, len(openings)))
    assert result.warning is not None
    fields = str(result.warning.params["fields"]).split(", ")
    assert fields[:3] == ["games[1].opening", "games[2].opening", "games[3].opening"]
    assert len(result.warning.detail) < 300
    # recording over it keeps the damaged file, and writes the games without them
    record_game("new", "english", W, 1, "start", "draw")
    assert stats_path().with_name("stats.json.bad").exists()
    assert load_stats().warning is None
    assert load_stats().value.games["g3"] == GameEntry("english", B, 3, "start", "win")


def test_the_table_by_opening() -> None:
    stats = Stats()
    played = [  # (ballot, result, origin), in English checkers
        (5, "win", "start"),
        (5, "loss", "start"),
        (5, "draw", "start"),
        (1, "win", "start"),
        (1, "draw", "start"),
        (12, "loss", "start"),
        (3, "win", "start"),
        (3, "win", "pdn"),  # played on from a file: not counted
        (3, "win", "pdn"),
    ]
    for number, (key, result, origin) in enumerate(played):
        stats = stats.record_game(
            f"e{number}",
            "english",
            B,
            3,
            origin,
            result,
            opening=ballot(key),  # type: ignore[arg-type]
        )
    stats = stats.record_game("free", "english", B, 3, "start", "win")  # no ballot
    stats = stats.record_game(
        "r", "russian", W, 2, "setup", "loss", opening=ballot("16-VI", "russian")
    )
    stats = stats.record("english", B, 3, "win")  # a tally of version 1: no opening
    rows = opening_table(stats, "english")
    assert [(row.ballot.label, row.ballot.name, row.games) for row in rows] == [
        ("ACF #5", "Dreaded Edinburgh", 3),
        ("ACF #1", None, 2),
        ("ACF #3", ballot(3).name, 1),  # as often as #12: the deck's order
        ("ACF #12", ballot(12).name, 1),
    ]
    assert rows[0] == OpeningRow(ballot(5), 3, 1, 1, 1, 33, 33, 33, 50)
    assert rows[1] == OpeningRow(ballot(1), 2, 1, 1, 0, 50, 50, 0, 75)
    assert (rows[3].losses, rows[3].score_pct) == (1, 0)
    assert [row.ballot.code for row in opening_table(stats, "russian")] == ["16-VI"]
    assert opening_table(stats, "international") == []
    assert opening_variants(stats) == ["english", "russian"]
    assert opening_variants(Stats()) == []
    with pytest.raises(ValueError):
        opening_table(stats, "chess")


def test_score_percentage() -> None:
    assert score_percentage(Tally()) == 0
    assert score_percentage(Tally(1, 0, 0)) == 100
    assert score_percentage(Tally(0, 1, 0)) == 50
    assert score_percentage(Tally(0, 1, 2)) == 17  # 16.67
    assert score_percentage(Tally(0, 1, 3)) == 13  # 12.5, halves up


def keeper() -> Keeper:
    def fail(kind: str, error: StorageError) -> None:
        raise AssertionError((kind, error))

    def warn(warning: LoadWarning) -> None:
        raise AssertionError(warning)

    return Keeper(fail, warn)


def test_the_keeper_records_the_ballot_a_game_started_with() -> None:
    game = ballot_game(ENGLISH, ballot(5))
    game.resign(W)
    assert keeper().keep(PlayedGame(game, B, 3, "k1"), {})
    free = Game(ENGLISH)  # the same first moves, but no ballot drawn
    for text in ballot(5).moves:
        free.play_text(text)
    free.resign(B)
    assert keeper().keep(PlayedGame(free, B, 3, "k2"), {})
    games = load_stats().value.games
    assert games["k1"] == GameEntry("english", B, 3, "start", "win", ballot(5))
    assert games["k2"] == GameEntry("english", B, 3, "start", "loss")  # not counted as a ballot
