"""PDN variations: read with their nesting and comments (the notation layer),
written back in parentheses in PDN 3.0's strict form, and a game tree built
from them and written as PDN (the game layer): a variation that breaks the
rules is dropped with one warning, the main line kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_game_tree import STARTS, new_tree, step, walks

from dames_tui.core import PdnError, Rules, find_rules
from dames_tui.game import Game, GameTree, Node, tree_from_pdn, tree_to_pdn
from dames_tui.game.pdn import game_to_pdn
from dames_tui.i18n import Translator
from dames_tui.i18n.errors import error_text
from dames_tui.notation import (
    PdnGame,
    PdnVariation,
    parse_fen,
    read_pdn,
    read_pdn_all,
    write_pdn,
)
from dames_tui.notation.pdn import MAX_VARIATION_DEPTH

DATA = Path(__file__).parent / "data"
ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")

Dump = tuple[object, ...]


def dump(node: Node) -> Dump:
    """A node and everything after it, as plain values."""
    return (
        node.move,
        node.position,
        node.comment,
        node.starting_comment,
        tuple(dump(child) for child in node.children),
    )


def known(tags: dict[str, str]) -> dict[str, str]:
    """The tags without the roster's unknown values (written as ``?``)."""
    return {name: value for name, value in tags.items() if value != "?"}


def movetext(text: str) -> str:
    """The move text of one written game, on one line."""
    return " ".join(text.split("\n\n", 1)[1].split())


def same_tree(one: GameTree, other: GameTree) -> None:
    assert one.rules is other.rules
    assert one.start == other.start
    assert known(one.tags) == known(other.tags)
    assert one.result == other.result
    assert dump(one.root) == dump(other.root)


def round_trip(tree: GameTree) -> GameTree:
    text = tree_to_pdn(tree)
    [pdn_game] = read_pdn(text)
    replay = tree_from_pdn(pdn_game)
    assert replay.warnings == ()
    return replay.tree


# ------------------------------------------------------------- notation: read


def test_variations_are_read_nested_with_their_comments() -> None:
    [game] = read_pdn(
        "{opening} 1. 32-28 (1. 31-27 (1. 33-29) {x} 19-23) ({why} 1. 34-29 {a} 1... 18-23)"
        " 19-23 (1... 17-22 ; line comment\n 2. 31-27) 2. 31-27 *"
    )
    assert game.moves == ["32-28", "19-23", "31-27"]
    assert game.comments == {-1: "opening"}
    assert game.variations == {
        0: [
            PdnVariation(["31-27", "19-23"], {0: "x"}, {0: [PdnVariation(["33-29"])]}),
            PdnVariation(["34-29", "18-23"], {-1: "why", 0: "a"}),
        ],
        1: [PdnVariation(["17-22", "31-27"], {0: "line comment"})],
    }
    assert game.dropped == [] and game.error is None


def test_the_main_line_reads_as_without_the_variations() -> None:
    with_them = (
        "1. 32-28 {good} (1. 31-27 {also} 19-23 (1... 17-21)) 1... 19-23 (1... 18-23 {?})"
        " 2. 28x19 {forced} 14x23 1-1"
    )
    without = "1. 32-28 {good} 1... 19-23 2. 28x19 {forced} 14x23 1-1"
    [read], [plain] = read_pdn(with_them), read_pdn(without)
    assert (read.moves, read.comments, read.result) == (plain.moves, plain.comments, plain.result)
    assert plain.variations == {}


def test_variations_that_replace_nothing_or_hold_nothing_are_left_out() -> None:
    [game] = read_pdn("(1. 31-27) 1. 32-28 () ( {only words} ) (1. 33-29 ()) 19-23 *")
    assert game.moves == ["32-28", "19-23"]
    assert game.variations == {0: [PdnVariation(["33-29"])]}
    assert game.dropped == []


def test_a_bad_token_drops_its_variation_only() -> None:
    [game] = read_pdn(
        "1. 32-28 (1. 31-27 (1. 33-29 nonsense) 19-23)\n(1. 34-29 foo 19-23) 19-23 2. 38-32 *"
    )
    assert game.error is None
    assert game.moves == ["32-28", "19-23", "38-32"]
    assert game.variations == {0: [PdnVariation(["31-27", "19-23"])]}
    assert [str(fault) for fault in game.dropped] == [
        "line 1: unexpected token 'nonsense'",
        "line 2: unexpected token 'foo'",
    ]


def test_nesting_past_the_limit_is_cut_with_one_fault() -> None:
    depth = MAX_VARIATION_DEPTH + 5
    text = "1. 32-28 " + "(1. 31-27 " * depth + ")" * depth + " *"
    [game] = read_pdn(text)
    levels, variations = 0, game.variations
    while variations:
        levels += 1
        variations = variations[0][0].variations
    assert levels == MAX_VARIATION_DEPTH
    assert [fault.code for fault in game.dropped] == ["pdn.at_line"]
    assert "nested more than" in str(game.dropped[0])


def test_an_unclosed_variation_is_still_a_fault_of_the_game() -> None:
    games, error = read_pdn_all("1. 32-28 (1. 31-27 19-23 *")
    assert error is None
    assert str(games[0].error) == "line 1: unterminated variation '('"


# ------------------------------------------------------------ notation: write


def test_variations_are_written_after_the_move_they_replace() -> None:
    game = PdnGame(
        {"GameType": "20"},
        ["32-28", "19-23", "28x19"],
        {0: "good"},
        "*",
        variations={
            0: [PdnVariation(["31-27", "19-23"], {-1: "or", 1: "fine"})],
            1: [
                PdnVariation(["18-23"], variations={0: [PdnVariation(["17-21"])]}),
                PdnVariation(["17-22", "28x17"]),
            ],
        },
    )
    text = write_pdn([game])
    assert movetext(text) == (
        "1. 32-28 {good} ({or} 1. 31-27 19-23 {fine}) 1... 19-23 (1... 18-23 (1... 17-21))"
        " (1... 17-22 2. 28x17) 2. 28x19 *"
    )
    [back] = read_pdn(text)
    assert back.variations == game.variations
    assert (back.moves, back.comments) == (game.moves, game.comments)


def test_numbers_from_a_start_with_the_second_player() -> None:
    # English: Black moves first; White to move in the FEN starts at 1...
    game = PdnGame(
        {"GameType": "21", "FEN": "W:W21,22:B9,10"},
        ["22-18", "9-13", "18-14"],
        {},
        "*",
        variations={0: [PdnVariation(["21-17", "10-15"])], 2: [PdnVariation(["21-17"])]},
    )
    assert movetext(write_pdn([game])) == (
        "1... 22-18 (1... 21-17 2. 10-15) 2. 9-13 18-14 (2... 21-17) *"
    )


@pytest.mark.parametrize(
    "variations",
    [{3: [PdnVariation(["31-27"])]}, {-1: [PdnVariation(["31-27"])]}, {0: [PdnVariation()]}],
    ids=["past the end", "before the first move", "empty"],
)
def test_a_variation_that_replaces_no_move_is_not_written(
    variations: dict[int, list[PdnVariation]],
) -> None:
    game = PdnGame({}, ["32-28", "19-23"], {}, "*", variations=variations)
    with pytest.raises(PdnError) as caught:
        write_pdn([game])
    assert caught.value.code == "pdn.cannot_write_variation"


def test_too_deep_a_variation_is_not_written() -> None:
    variation = PdnVariation(["31-27"])
    for _ in range(MAX_VARIATION_DEPTH + 1):
        variation = PdnVariation(["31-27"], variations={0: [variation]})
    game = PdnGame({}, ["32-28"], {}, "*", variations={0: [variation]})
    with pytest.raises(PdnError) as caught:
        write_pdn([game])
    assert caught.value.code == "pdn.cannot_write_deep_variations"


move_texts = st.sampled_from(["32-28", "19-23", "28x19", "14x23", "1-6", "47x36x27", "c3-d4"])
comments = st.text(alphabet="ab yz.;()%[]!?-", max_size=12).map(lambda s: " ".join(s.split()))


@st.composite
def lines(draw: st.DrawFn, depth: int = 0) -> tuple[list[str], dict[int, str], dict]:  # type: ignore[type-arg]
    moves = draw(st.lists(move_texts, min_size=1, max_size=5))
    notes = {
        ply: text
        for ply, text in draw(
            st.dictionaries(st.integers(min_value=-1, max_value=len(moves) - 1), comments)
        ).items()
        if text
    }
    variations: dict[int, list[PdnVariation]] = {}
    if depth < 3:
        for ply in draw(st.lists(st.integers(0, len(moves) - 1), max_size=3)):
            inner = draw(lines(depth + 1))
            variations.setdefault(ply, []).append(PdnVariation(*inner))
    return moves, notes, variations


@settings(max_examples=80, deadline=None)
@given(lines(), st.sampled_from([None, "W:W31,32:B19,20", "B:W31,32:B19,20"]))
def test_written_variations_read_back_the_same(
    line: tuple[list[str], dict[int, str], dict[int, list[PdnVariation]]], fen: str | None
) -> None:
    moves, notes, variations = line
    tags = {"GameType": "20"} | ({"FEN": fen} if fen else {})
    game = PdnGame(tags, moves, notes, "*", variations=variations)
    [back] = read_pdn(write_pdn([game]))
    assert (back.moves, back.comments, back.variations) == (moves, notes, variations)
    assert back.dropped == []


# ------------------------------------------------------------------ the tree


def english_pdn(text: str) -> PdnGame:
    [game] = read_pdn('[GameType "21"]\n' + text)
    return game


def test_a_tree_from_pdn_has_the_variations_and_their_comments() -> None:
    pdn_game = english_pdn(
        "{start} 1. 11-15 (1. 9-14 {try} 1... 22-18 (1... 23-19 2. 5-9) 2. 5-9)"
        " ({else} 1. 10-14) 1... 23-19 {main} 2. 8-11 1/2-1/2"
    )
    replay = tree_from_pdn(pdn_game)
    assert replay.warnings == () and replay.side_known
    tree = replay.tree
    assert tree.cursor is tree.root
    assert [node.text for node in tree.main_line()] == ["11-15", "23-19", "8-11"]
    assert tree.root.comment == "start" and tree.main_line()[1].comment == "main"
    first, second = tree.root.variations
    assert [node.text for node in first.onward()] == ["9-14", "22-18", "5-9"]
    assert first.comment == "try"
    assert [node.text for node in first.variations[0].onward()] == ["23-19", "5-9"]
    assert second.starting_comment == "else" and second.text == "10-14"
    assert tree.result == "1/2-1/2"


def test_an_illegal_variation_is_dropped_with_one_warning() -> None:
    pdn_game = english_pdn(
        "1. 11-15 (1. 9-14 22-18 (1... 23-19 2. 8-11 3. 5-9) 2. 5-9) (1. 9-14 22-17 13-17)"
        " (1. 12-16) 23-19 2. 8-11 *"
    )
    replay = tree_from_pdn(pdn_game)
    tree = replay.tree
    assert [node.text for node in tree.main_line()] == ["11-15", "23-19", "8-11"]
    # the nested one and the second 9-14 line are dropped; 9-14 22-18 5-9 and 12-16 stay
    assert [[n.text for n in v.onward()] for v in tree.root.variations] == [
        ["9-14", "22-18", "5-9"],
        ["12-16"],
    ]
    assert tree.root.children[1].variations == []  # 23-19 for 22-18: dropped
    assert [warning.code for warning in replay.warnings] == ["pdn.variation_dropped"] * 2
    reasons = [warning.params["error"] for warning in replay.warnings]
    assert [reason.code for reason in reasons] == ["pdn.move_illegal", "pdn.move_illegal"]  # type: ignore[attr-defined]
    assert str(replay.warnings[0]) == (
        "variation dropped: move 2 (Black): 8-11 is not legal here"
        " (no legal move from 8 to 11: the piece on 8 cannot move)"
    )
    assert "13-17" in str(replay.warnings[1])
    # the part of a dropped line that merged with a kept one stays
    assert sum(1 for _ in tree.nodes()) == 1 + 3 + 3 + 1


def test_the_warning_is_translated() -> None:
    replay = tree_from_pdn(english_pdn("1. 11-15 (1. 9-99) 23-19 *"))
    [warning] = replay.warnings
    assert error_text(Translator("fr"), warning).startswith("variante écartée : coup 1 des ")
    assert error_text(Translator("en"), warning).startswith("variation dropped: move 1 (")


def test_a_variation_the_reader_dropped_is_a_warning_too() -> None:
    replay = tree_from_pdn(english_pdn("1. 11-15 (1. 9-14 nonsense) 23-19 *"))
    [warning] = replay.warnings
    assert str(warning) == "variation dropped: line 2: unexpected token 'nonsense'"
    assert [node.text for node in replay.tree.main_line()] == ["11-15", "23-19"]


def test_a_variation_never_lengthens_the_main_line() -> None:
    # the variation repeats the last move and would go on after it
    replay = tree_from_pdn(english_pdn("1. 11-15 23-19 (1... 23-19 2. 8-11) *"))
    assert [node.text for node in replay.tree.main_line()] == ["11-15", "23-19"]
    [warning] = replay.warnings
    assert warning.params["error"].code == "pdn.variation_past_main_line"  # type: ignore[attr-defined]
    # repeating the replaced move inside the main line merges with it
    replay = tree_from_pdn(english_pdn("1. 11-15 23-19 (1... 23-19 2. 9-14) 2. 8-11 *"))
    assert replay.warnings == ()
    tree = replay.tree
    assert [node.text for node in tree.main_line()] == ["11-15", "23-19", "8-11"]
    assert [node.text for node in tree.main_line()[1].children] == ["8-11", "9-14"]


def test_a_bad_main_line_is_still_an_error() -> None:
    with pytest.raises(PdnError) as caught:
        tree_from_pdn(english_pdn("1. 11-15 (1. 9-14) 23-17 *"))
    assert caught.value.code == "pdn.move_illegal"


def test_a_tree_without_variations_writes_as_its_game() -> None:
    game = Game(INTERNATIONAL, tags={"Event": "Club"})
    for text in ("32-28", "19-23", "28x19", "14x23"):
        game.play_text(text)
    game.comments = {-1: "start", 1: "sharp"}
    tree = GameTree.from_game(game)
    tree.result = None
    assert tree_to_pdn(tree) == game_to_pdn(game)


def test_written_tree_reads_back_the_same_tree() -> None:
    tree = tree_from_pdn(
        english_pdn(
            "{start} 1. 11-15 (1. 9-14 {try} 1... 22-18 (1... 23-19 2. 5-9) 2. 5-9)"
            " ({else} 1. 10-14) 1... 23-19 {main} 2. 8-11 1-0"
        )
    ).tree
    same_tree(tree, round_trip(tree))


def test_a_tree_from_a_fen_start_reads_back_the_same() -> None:
    tree = GameTree(INTERNATIONAL, parse_fen("B:W38,42,43:B7,8,9", INTERNATIONAL))
    tree.tags["Event"] = "Problem"
    tree.play_text("7-11")
    tree.play_text("38-32")
    tree.go_first()
    tree.play_text("9-14").starting_comment = "or"
    tree.play_text("43-39")
    text = tree_to_pdn(tree)
    assert "1... 7-11 ({or} 1... 9-14 2. 43-39) 2. 38-32" in movetext(text)
    same_tree(tree, round_trip(tree))


def annotate(tree: GameTree, seed: int) -> None:
    """Comments on some nodes (after the move, and before a variation)."""
    for index, node in enumerate(tree.nodes()):
        if (index + seed) % 3 == 0:
            node.comment = f"note {index}"
        if node.starts_variation and (index + seed) % 2 == 0:
            node.starting_comment = f"idea {index}"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(STARTS), walks, st.integers(0, 5))
def test_any_tree_reads_back_the_same(
    start: tuple[Rules, str | None], walk: list[tuple[str, int]], seed: int
) -> None:
    tree = new_tree(start)
    for operation, choice in walk:
        step(tree, operation, choice)
    annotate(tree, seed)
    same_tree(tree, round_trip(tree))


# --------------------------------------------------------------- real files


def real_games(name: str) -> list[PdnGame]:
    games, error = read_pdn_all((DATA / name).read_text(encoding="latin-1"))
    assert error is None
    return games


def count(variations: dict[int, list[PdnVariation]]) -> int:
    return sum(
        1 + count(v.variations) for alternatives in variations.values() for v in alternatives
    )


def test_a_real_annotated_file_reads_with_its_variations() -> None:
    games = real_games("nk_ronde_01.pdn")
    assert [count(game.variations) for game in games] == [5, 8, 20, 6, 12, 0, 0]
    for game in games:
        assert game.error is None and game.dropped == []
        replay = tree_from_pdn(game)
        assert replay.warnings == ()
        tree = replay.tree
        assert sum(len(node.variations) for node in tree.nodes()) == count(game.variations)
        assert len(tree.main_line()) == len(game.moves)
        same_tree(tree, round_trip(tree))
    # the first game: a comment before a variation's first move, and inside it
    tree = tree_from_pdn(games[0]).tree
    fourth = tree.main_line()[7]  # 4... 19-23
    [variation] = fourth.alternatives
    assert variation.starting_comment == "Meestal wordt eerst"
    assert [node.text for node in variation.onward()][:3] == ["1-6", "46-41", "19-23"]
    assert variation.comment == "gespeeld om na"


def test_engine_variations_with_nags_and_scores_read() -> None:
    [game] = real_games("nk_ronde_02_slice.pdn")
    assert count(game.variations) == 4
    replay = tree_from_pdn(game)
    assert replay.warnings == ()
    tree = replay.tree
    lines = [v for node in tree.nodes() for v in node.variations]
    assert [v.text for v in lines] == ["10-14", "19-24", "28-23", "19-23"]
    assert lines[0].onward()[-1].comment == "(0.80;1.39/11)"
    assert tree.result == "1-0"
    same_tree(tree, round_trip(tree))
