"""Opening ballots (dames_tui.game.openings) and the tool that writes their data.

The decks are read from the package's data files only; some tests compare
them with the opening tables copied into ``tests/data/openings`` (see its
SOURCE.md) and run ``tools/make_openings.py`` on them.
"""

from __future__ import annotations

import csv
import importlib.util
import random
import re
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Position, find_rules
from dames_tui.game import Game
from dames_tui.game.openings import (
    BALLOT_TAG,
    Ballot,
    BallotError,
    DeckKind,
    Status,
    ballot_from_tags,
    ballot_game,
    ballot_of,
    ballot_plies,
    ballot_start,
    ballot_tags,
    deck,
    deck_choices,
    deck_kinds,
    find_ballot,
    match_ballot,
    random_ballot,
)
from dames_tui.notation import format_fen, read_pdn

ROOT = Path(__file__).resolve().parents[1]
TABLES = Path(__file__).with_name("data") / "openings"  # see its SOURCE.md
DATA = ROOT / "dames_tui" / "data" / "openings"
RUSSIAN = find_rules("russian")
BRAZILIAN = find_rules("brazilian")
WITH_BALLOTS = (ENGLISH, INTERNATIONAL, RUSSIAN, BRAZILIAN)


def every_deck() -> list[tuple[str, DeckKind]]:
    return [(rules.name, kind) for rules in WITH_BALLOTS for kind in deck_kinds(rules)]


def all_ballots(rules_name: str, kind: DeckKind) -> tuple[Ballot, ...]:
    return deck(find_rules(rules_name), kind, barred=True)


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_openings", ROOT / "tools/make_openings.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_openings"] = module
    spec.loader.exec_module(module)
    return module


def table(name: str) -> list[dict[str, str]]:
    with (TABLES / name).open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


# ------------------------------------------------------------------ counts


def test_the_acf_deck_has_156_ballots_and_174_with_the_barred_ones() -> None:
    everything = deck(ENGLISH, DeckKind.THREE_MOVE, barred=True)
    statuses = [ballot.status for ballot in everything]
    assert len(everything) == 174
    assert [ballot.number for ballot in everything] == list(range(1, 175))
    assert statuses.count(Status.NORMAL) == 144
    assert statuses.count(Status.MAIL_PLAY) == 12
    assert statuses.count(Status.BARRED) == 18
    played = deck(ENGLISH)
    assert len(played) == 156 == len(deck(ENGLISH, DeckKind.THREE_MOVE))
    assert all(ballot.status is not Status.BARRED for ballot in played)
    assert all(ballot.plies == 3 for ballot in everything)


def test_the_two_move_openings_are_49_and_43_without_the_six_lost_ones() -> None:
    everything = deck(ENGLISH, DeckKind.TWO_MOVE, barred=True)
    lost = [ballot.code for ballot in everything if ballot.status is Status.LOST]
    assert len(everything) == 49
    assert len(deck(ENGLISH, DeckKind.TWO_MOVE)) == 43
    assert lost == [
        "9-14 21-17",
        "9-14 23-18",
        "10-14 21-17",
        "10-14 23-18",
        "11-16 23-19",
        "12-16 23-19",
    ]
    assert len({ballot.moves for ballot in everything}) == 49


def test_the_fmjd_tables_keep_736_russian_and_725_brazilian_ballots() -> None:
    russian = deck(RUSSIAN, DeckKind.FMJD_64)
    brazilian = deck(BRAZILIAN)
    assert len(russian) == 736
    assert len(brazilian) == 725
    # every row is kept: 344 move lists, 392 relocations as start positions
    assert sum(1 for ballot in russian if ballot.fen is not None) == 392
    assert sum(1 for ballot in russian if ballot.moves) == 344
    left_out = {b.code for b in russian} - {b.code for b in brazilian}
    assert left_out == {
        "1-IX",
        "4-XV",
        "5-IX",
        "5-XI",
        "19-V",
        "25-XIII",
        "30-XVI",
        "40-XIV",
        "41-XIII",
        "42-XIV",
        "43-II",
    }
    assert (russian[0].code, russian[-1].code) == ("1-I", "46-XVI")
    assert len({b.code for b in russian}) == 736


def test_the_table_has_two_relocations_twice_and_says_so() -> None:
    twice = {b.code: b.same_as for b in deck(RUSSIAN) if b.same_as is not None}
    assert twice == {"16-I": "15-XV", "16-II": "15-XVI"}
    for code, first in twice.items():
        again, original = find_ballot(RUSSIAN, code), find_ballot(RUSSIAN, first)
        assert again is not None and original is not None
        assert (again.setup, again.fen) == (original.setup, original.fen)


def test_international_ballots_are_every_first_move_with_every_reply() -> None:
    ballots = deck(INTERNATIONAL)
    initial = Position.initial(INTERNATIONAL)
    assert len(ballots) == 81 == len(deck(INTERNATIONAL, DeckKind.TWO_MOVE, barred=True))
    firsts = {ballot.moves[0] for ballot in ballots}
    assert len(firsts) == len(initial.legal_moves()) == 9
    assert all(ballot.name is None and ballot.plies == 2 for ballot in ballots)
    assert len({ballot.code for ballot in ballots}) == 81


def test_decks_of_each_variant_and_the_choices_offered() -> None:
    assert deck_kinds(ENGLISH) == (DeckKind.THREE_MOVE, DeckKind.TWO_MOVE)
    assert deck_kinds(INTERNATIONAL) == (DeckKind.TWO_MOVE,)
    assert deck_kinds(RUSSIAN) == deck_kinds(BRAZILIAN) == (DeckKind.FMJD_64,)
    assert deck_kinds(find_rules("pool")) == ()
    choices = [(c.kind, c.barred, c.count, c.key) for c in deck_choices(ENGLISH)]
    assert choices == [
        (DeckKind.THREE_MOVE, False, 156, "openings.deck.three_move"),
        (DeckKind.THREE_MOVE, True, 174, "openings.deck.three_move_all"),
        (DeckKind.TWO_MOVE, False, 43, "openings.deck.two_move"),
        (DeckKind.TWO_MOVE, True, 49, "openings.deck.two_move_all"),
    ]
    assert [(c.key, c.count) for c in deck_choices(BRAZILIAN)] == [("openings.deck.fmjd_64", 725)]
    assert deck_choices(find_rules("frisian")) == ()


def test_a_variant_without_the_deck_is_refused() -> None:
    with pytest.raises(BallotError, match="pool has no ballots"):
        deck(find_rules("pool"))
    with pytest.raises(BallotError, match="no fmjd-64 ballots"):
        deck(ENGLISH, DeckKind.FMJD_64)
    with pytest.raises(BallotError, match="one of brazilian, not russian"):
        ballot_game(RUSSIAN, deck(BRAZILIAN)[0])


# ---------------------------------------------------------------- legality


@pytest.mark.parametrize(("variant", "kind"), every_deck())
def test_every_ballot_is_legal_from_its_start(variant: str, kind: DeckKind) -> None:
    rules = find_rules(variant)
    for ballot in all_ballots(variant, kind):
        game = ballot_game(rules, ballot)
        assert game.move_texts() == list(ballot.moves), ballot.label
        assert game.ply == ballot.plies
        assert not game.is_over


def test_moves_are_written_in_each_variants_notation() -> None:
    english = re.compile(r"\d+([-x]\d+)+")
    russian = re.compile(r"[a-h][1-8](-[a-h][1-8]|(:[a-h][1-8])+)")
    brazilian = re.compile(r"[a-h][1-8](-[a-h][1-8]|(x[a-h][1-8])+)")
    for rules, pattern in ((ENGLISH, english), (RUSSIAN, russian), (BRAZILIAN, brazilian)):
        texts = [text for kind in deck_kinds(rules) for b in deck(rules, kind) for text in b.moves]
        assert [text for text in texts if not pattern.fullmatch(text)] == []
    # the table's captures, in both notations
    assert find_ballot(RUSSIAN, "1-XI") == find_ballot(RUSSIAN, "1-xi")
    assert any(":" in text for b in deck(RUSSIAN) for text in b.moves)
    assert any("x" in text for b in deck(BRAZILIAN) for text in b.moves)
    assert find_ballot(ENGLISH, 4) is not None and find_ballot(ENGLISH, 4).moves[-1] == "13x22"


def relocated(rules_name: str, setup: tuple[str, ...]) -> str:
    """The FEN after a relocation, worked out here from square names."""
    rules = find_rules(rules_name)
    from dames_tui.core.topology import topology_for

    topology = topology_for(rules)
    white = set(range(21, 33))
    black = set(range(1, 13))
    moves = []
    for side, word in zip((white, black), setup, strict=True):
        if word != "-----":
            origin, target = word.split("-")
            moves.append((side, topology.square_named(origin), topology.square_named(target)))
    for side, start, _ in moves:
        side.remove(start)
    for side, _, end in moves:
        assert end not in white | black
        side.add(end)
    return f"W:W{','.join(map(str, sorted(white)))}:B{','.join(map(str, sorted(black)))}"


@pytest.mark.parametrize("name", ["russian", "brazilian"])
def test_a_relocation_ballot_starts_from_its_relocated_men(name: str) -> None:
    variant = find_rules(name)
    relocations = [b for b in deck(variant) if b.fen is not None]
    assert relocations
    for ballot in relocations:
        assert ballot.moves == () and ballot.plies == 0 and len(ballot.setup) == 2
        start = ballot_start(variant, ballot)
        assert format_fen(start) == ballot.fen == relocated(variant.name, ballot.setup)
        game = ballot_game(variant, ballot)
        assert game.start == start and game.ply == 0 and game.legal_moves()
    sample = find_ballot(variant, "17-XI")
    assert sample is not None and sample.setup == ("b2-h6", "h6-a5")


# ------------------------------------------------------------------- names


def test_known_ballots_have_their_names() -> None:
    expected = {
        1: (None, Status.NORMAL),
        5: ("Dreaded Edinburgh", Status.NORMAL),
        6: ("Inferno", Status.MAIL_PLAY),
        68: ("White Doctor", Status.NORMAL),
        137: ("Shark", Status.BARRED),
        153: ("Black Widow", Status.MAIL_PLAY),
        174: ("Skunk", Status.MAIL_PLAY),
    }
    for number, (name, status) in expected.items():
        ballot = find_ballot(ENGLISH, number)
        assert ballot is not None and (ballot.name, ballot.status) == (name, status), number
    skunk = find_ballot(ENGLISH, 174)
    assert skunk is not None and skunk.moves == ("12-16", "24-20", "10-15")
    assert skunk.label == "ACF #174" and skunk.family == "Dundee"
    minotaur = find_ballot(ENGLISH, 161)
    assert minotaur is not None and (minotaur.name, minotaur.alt_name) == (None, "Minotaur")
    assert find_ballot(ENGLISH, 3) is not None and find_ballot(ENGLISH, 3).status is Status.BARRED
    single = find_ballot(ENGLISH, "11-15 22-18")
    assert single is not None and (single.kind, single.name) == (DeckKind.TWO_MOVE, "Single Corner")
    assert sum(1 for b in deck(ENGLISH, barred=True) if b.name) == 24


def test_names_numbers_and_flags_are_the_tables() -> None:
    rows = table("english_3move.tsv")
    assert len(rows) == 174
    for row in rows:
        ballot = find_ballot(ENGLISH, int(row["acf_number"]), DeckKind.THREE_MOVE)
        assert ballot is not None
        assert " ".join(ballot.moves) == row["moves"]
        assert (ballot.name or "") == row["name"]
        assert (ballot.alt_name or "") == row["alt_name"]
        assert ballot.status.value == row["acf_category"]
        assert ballot.playable == (row["in_156_deck"] == "yes")
    two = [row for row in table("english_2move.tsv") if row["kind"] == "2move"]
    assert [b.code for b in deck(ENGLISH, DeckKind.TWO_MOVE, barred=True)] == [
        row["moves"] for row in two
    ]
    fmjd = [row for row in table("international.tsv") if row["table"] == "fmjd64_russian"]
    assert [b.code for b in deck(RUSSIAN)] == [row["code"] for row in fmjd]
    assert [b.code for b in deck(BRAZILIAN)] == [
        row["code"] for row in fmjd if row["in_fmjd_brazilian_table"] == "yes"
    ]


# ------------------------------------------------------------ finding, draws


def test_a_ballot_is_found_by_its_number_code_label_or_tag_value() -> None:
    five = find_ballot(ENGLISH, 5)
    assert five is not None
    for key in ("5", " #5 ", "ACF #5", "acf 5", "three-move 5"):
        assert find_ballot(ENGLISH, key) == five, key
    assert find_ballot(ENGLISH, 0) is None and find_ballot(ENGLISH, "ACF #175") is None
    assert find_ballot(ENGLISH, "9-13 22-18", DeckKind.THREE_MOVE) is None
    first = find_ballot(RUSSIAN, "1-I")
    assert first is not None and first.label == "FMJD 1-I"
    assert find_ballot(RUSSIAN, "fmjd 1-i") == first == find_ballot(RUSSIAN, "fmjd-64 1-I")
    assert find_ballot(BRAZILIAN, "1-IX") is None and find_ballot(RUSSIAN, "1-IX") is not None
    assert find_ballot(INTERNATIONAL, "32-28  19-23") == find_ballot(INTERNATIONAL, "32-28 19-23")
    assert find_ballot(find_rules("pool"), 1) is None


def test_a_seeded_draw_is_the_same_every_time() -> None:
    for rules in WITH_BALLOTS:
        for seed in range(5):
            assert random_ballot(rules, rng=random.Random(seed)) == random_ballot(
                rules, rng=random.Random(seed)
            )
    drawn = [random_ballot(ENGLISH, rng=random.Random(seed)) for seed in range(200)]
    assert len({ballot.code for ballot in drawn}) > 50
    assert all(ballot.playable and ballot.kind is DeckKind.THREE_MOVE for ballot in drawn)
    rng = random.Random(1)
    with_barred = [random_ballot(ENGLISH, rng=rng, barred=True) for _ in range(400)]
    assert any(ballot.status is Status.BARRED for ballot in with_barred)
    rng = random.Random(2)
    two = {random_ballot(ENGLISH, DeckKind.TWO_MOVE, rng).kind for _ in range(10)}
    assert two == {DeckKind.TWO_MOVE}


# ------------------------------------------------------------ games and tags


def test_ballot_of_names_the_ballot_a_game_started_with() -> None:
    ballot = find_ballot(ENGLISH, 174)
    assert ballot is not None
    game = ballot_game(ENGLISH, ballot)
    assert ballot_of(game) == ballot and ballot_plies(game) == 3
    game.play(game.legal_moves()[0])
    assert ballot_of(game) == ballot
    game.undo()
    game.undo()  # back inside the ballot: the game no longer follows it
    assert ballot_of(game) is None and ballot_plies(game) == 0
    free = Game(ENGLISH)
    for text in ballot.moves:
        free.play_text(text)
    assert ballot_of(free) is None  # no tag: not a ballot game
    assert match_ballot(free) == ballot
    wrong = Game(ENGLISH, tags=ballot_tags(ballot))
    wrong.play_text("11-15")
    assert ballot_of(wrong) is None  # the tags say Skunk, the moves do not


def test_match_ballot_takes_the_longest_and_looks_at_the_start() -> None:
    relocation = find_ballot(RUSSIAN, "16-VI")
    assert relocation is not None
    game = Game(RUSSIAN, ballot_start(RUSSIAN, relocation))
    assert match_ballot(game) == relocation
    assert match_ballot(Game(RUSSIAN)) is None  # no move list is empty
    first = find_ballot(RUSSIAN, "1-I")
    assert first is not None
    game = Game(RUSSIAN)
    for text in first.moves:
        game.play_text(text)
    assert match_ballot(game) == first
    assert match_ballot(Game(INTERNATIONAL)) is None


@pytest.mark.parametrize(("variant", "kind"), every_deck())
def test_every_ballot_reads_back_from_its_tags(variant: str, kind: DeckKind) -> None:
    rules = find_rules(variant)
    for ballot in all_ballots(variant, kind):
        tags = ballot_tags(ballot)
        assert ballot_from_tags(rules, tags) == ballot
        assert tags[BALLOT_TAG] == f"{kind.value} {ballot.code}"
        assert ("Opening" in tags) == (ballot.name is not None)
        if kind is DeckKind.THREE_MOVE:
            assert tags["Event"] == f"ACF #{ballot.code}"
            assert ballot_from_tags(rules, {"Event": tags["Event"]}) == ballot
        else:
            assert "Event" not in tags


def test_tags_are_read_as_checkerboard_and_people_write_them() -> None:
    eight = find_ballot(ENGLISH, 8)
    assert ballot_from_tags(ENGLISH, {"Event": "match 2, ACF #8"}) == eight
    assert ballot_from_tags(ENGLISH, {"event": " acf # 8 "}) == eight
    assert ballot_from_tags(ENGLISH, {"ballot": "THREE-MOVE 8"}) == eight
    # the Ballot tag wins over the Event
    assert ballot_from_tags(ENGLISH, {"Ballot": "three-move 9", "Event": "ACF #8"}).code == "9"
    # a Ballot tag that names nothing leaves the Event to speak
    assert ballot_from_tags(ENGLISH, {"Ballot": "three-move 999", "Event": "ACF #8"}) == eight
    for tags in (
        {"Event": "ACF #8 club night"},
        {"Event": "ACF #0"},
        {"Ballot": "fmjd-64 1-I"},  # not a deck of English checkers
        {"Ballot": "rubbish"},
        {"Opening": "Skunk"},  # a name alone names no ballot
        {},
    ):
        assert ballot_from_tags(ENGLISH, tags) is None, tags
    assert ballot_from_tags(RUSSIAN, {"Event": "ACF #8"}) is None


@pytest.mark.parametrize(
    ("variant", "key"),
    [
        ("english", "5"),
        ("english", "12-16 23-19"),
        ("international", "33-28 17-21"),
        ("russian", "1-IV"),
        ("russian", "17-XI"),
        ("brazilian", "2-X"),
    ],
)
def test_tags_survive_a_pdn_round_trip(variant: str, key: str) -> None:
    rules = find_rules(variant)
    ballot = find_ballot(rules, key)
    assert ballot is not None
    game = ballot_game(rules, ballot)
    game.play(game.legal_moves()[0])
    [pdn_game] = read_pdn(game.to_pdn())
    again = Game.from_pdn(pdn_game)
    assert ballot_of(again) == ballot
    assert ballot_plies(again) == ballot.plies
    assert again.move_texts()[: ballot.plies] == list(ballot.moves)


# ---------------------------------------------------------------- the tool


def test_the_data_files_are_what_the_tool_writes_from_the_tables() -> None:
    tool = load_tool()
    made = tool.documents(TABLES)
    assert sorted(made) == sorted(path.name for path in DATA.glob("*.json"))
    for name, text in made.items():
        assert (DATA / name).read_text(encoding="utf-8") == text, name


def test_the_tool_refuses_an_illegal_ballot_and_an_unexplained_fen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = load_tool()
    source = tmp_path / "openings"
    shutil.copytree(TABLES, source)
    path = source / "english_3move.tsv"
    path.chmod(0o644)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("\n5\t9-13 22-18 6-9\t", "\n5\t9-13 22-18 6-10\t"), "utf-8")
    with pytest.raises(tool.SourceError, match="ACF #5: 6-10 is not legal"):
        tool.documents(source)
    path.write_text(text, encoding="utf-8")
    tool.documents(source)  # the copy itself is fine
    monkeypatch.setattr(tool, "FEN_SIDE_ERRATA", frozenset())
    with pytest.raises(tool.SourceError, match="22-XV"):
        tool.documents(source)


def test_the_tool_checks_without_writing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tool = load_tool()
    source = ["--source", str(TABLES)]
    assert tool.main(["--check", *source]) == 0
    assert tool.main(["--check", "--out", str(tmp_path), *source]) == 1
    assert list(tmp_path.iterdir()) == []
    assert tool.main(["--out", str(tmp_path), *source]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in DATA.glob("*.json"))
    assert "russian.json: 736 ballots" in capsys.readouterr().out
