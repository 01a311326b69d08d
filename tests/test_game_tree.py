"""The game tree of the analysis board: a main line and nested variations, a
cursor, moves played at the cursor that never destroy the main line,
promotion and deletion of variations, and the cursor's game for the engine
(positions since the last irreversible move, Frisian's king runs)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dames_tui.core import IllegalMoveError, Move, Position, Rules, find_rules
from dames_tui.game import Game, GameTree, KingRun, Node, Termination
from dames_tui.notation import parse_fen

ENGLISH = find_rules("english")
INTERNATIONAL = find_rules("international")
FRISIAN = find_rules("frisian")


def texts(nodes: list[Node]) -> list[str]:
    return [node.text for node in nodes]


def english_tree(*moves: str) -> GameTree:
    tree = GameTree(ENGLISH)
    for text in moves:
        tree.play_text(text)
    return tree


def replay(rules: Rules, start: Position, moves: list[Move]) -> Game:
    game = Game(rules, start)
    for move in moves:
        game.play(move)
    return game


def test_a_different_move_starts_a_variation_and_keeps_the_main_line() -> None:
    tree = english_tree("11-15", "23-19", "8-11", "22-17")
    tree.go_to(tree.main_line()[1])
    node = tree.play_text("9-14")
    assert texts(tree.main_line()) == ["11-15", "23-19", "8-11", "22-17"]
    assert node.starts_variation and not node.is_main_line
    assert tree.cursor is node and tree.ply == 3
    assert texts(tree.main_line()[1].children) == ["8-11", "9-14"]
    assert texts(tree.line()) == ["11-15", "23-19", "9-14"]


def test_the_main_move_advances_and_a_known_variation_is_entered() -> None:
    tree = english_tree("11-15", "23-19", "8-11")
    tree.go_first()
    tree.play_text("9-13")  # a variation of the first move
    tree.go_first()
    count = sum(1 for _ in tree.nodes())
    assert tree.play_text("11-15") is tree.main_line()[0]
    tree.go_first()
    entered = tree.play_text("9-13")
    assert entered is tree.root.children[1]
    assert sum(1 for _ in tree.nodes()) == count  # nothing new
    assert texts(tree.main_line()) == ["11-15", "23-19", "8-11"]


def test_playing_at_the_end_of_a_line_extends_it() -> None:
    tree = english_tree("11-15")
    tree.play_text("23-19")
    assert texts(tree.main_line()) == ["11-15", "23-19"]
    tree.go_previous()
    tree.play_text("22-18")  # a variation of 23-19
    tree.play_text("15x22")  # continues the variation
    assert texts(tree.line()) == ["11-15", "22-18", "15x22"]
    assert texts(tree.main_line()) == ["11-15", "23-19"]


def test_variations_nest() -> None:
    tree = english_tree("11-15", "23-19", "8-11", "22-17")
    tree.go_to(tree.main_line()[0])
    outer = tree.play_text("22-18")  # replaces 23-19
    tree.play_text("15x22")
    tree.play_text("25x18")
    tree.go_previous()
    inner = tree.play_text("26x17")  # replaces 25x18, inside the variation
    assert inner.starts_variation and inner.parent is not None
    assert inner.parent.parent is outer
    assert texts(tree.line()) == ["11-15", "22-18", "15x22", "26x17"]
    assert texts(outer.subtree().__next__().line()) == ["11-15", "22-18"]
    assert texts(tree.main_line()) == ["11-15", "23-19", "8-11", "22-17"]


def test_navigation() -> None:
    tree = english_tree("11-15", "23-19", "8-11")
    assert tree.cursor is tree.main_line()[-1]
    assert not tree.go_next()
    assert tree.go_previous() and tree.ply == 2
    assert tree.go_first() and tree.cursor is tree.root
    assert not tree.go_first() and not tree.go_previous()
    assert tree.position == Position.initial(ENGLISH)
    assert tree.go_last() and tree.ply == 3
    assert not tree.go_last()
    tree.go_to(tree.main_line()[0])
    tree.play_text("22-18")
    tree.play_text("15x22")
    tree.go_to(tree.main_line()[0])
    assert tree.go_into(1).text == "22-18"
    tree.go_previous()
    assert tree.go_into(0).text == "23-19"
    with pytest.raises(IndexError):
        tree.go_into(2)
    # End follows the cursor's line, not the main line
    tree.go_to(tree.root.children[0].children[1])
    tree.go_last()
    assert texts(tree.line()) == ["11-15", "22-18", "15x22"]


def test_a_node_of_another_tree_or_a_deleted_one_is_refused() -> None:
    tree = english_tree("11-15", "23-19")
    other = english_tree("11-15")
    with pytest.raises(ValueError, match="not a node of this tree"):
        tree.go_to(other.cursor)
    tree.go_previous()
    gone = tree.play_text("22-18")
    tree.delete_variation(gone)
    with pytest.raises(ValueError, match="not a node of this tree"):
        tree.go_to(gone)


def test_an_illegal_move_changes_nothing() -> None:
    tree = english_tree("11-15")
    before = (tree.cursor, tree.position, sum(1 for _ in tree.nodes()))
    with pytest.raises(IllegalMoveError):
        tree.play_text("11-16")
    with pytest.raises(IllegalMoveError):
        tree.play(Move(9, (14,)))  # Black's move, White to play
    assert (tree.cursor, tree.position, sum(1 for _ in tree.nodes())) == before
    assert tree.play_text("23-19").ply == 2  # the game is still in step


def test_promote_and_promote_to_main() -> None:
    tree = english_tree("11-15", "23-19", "8-11")
    tree.go_to(tree.main_line()[0])
    first = tree.play_text("22-18")
    tree.play_text("15x22")
    tree.go_to(tree.main_line()[0])
    second = tree.play_text("24-20")
    assert tree.main_line()[0].children == [tree.main_line()[1], first, second]
    tree.promote(second)
    assert tree.main_line()[0].children[1:] == [second, first]
    tree.promote(second)
    assert texts(tree.main_line()) == ["11-15", "24-20"]
    tree.promote(tree.main_line()[1])  # on the main line: nothing to do
    assert texts(tree.main_line()) == ["11-15", "24-20"]
    deep = first.children[0]
    tree.promote_to_main(deep)
    assert texts(tree.main_line()) == ["11-15", "22-18", "15x22"]
    assert sorted(texts(tree.main_line()[0].children)) == ["22-18", "23-19", "24-20"]
    assert tree.cursor is second  # the cursor stays where it was


def test_delete_a_variation_never_the_main_line() -> None:
    tree = english_tree("11-15", "23-19", "8-11")
    tree.go_to(tree.main_line()[0])
    start = tree.play_text("22-18")
    tree.play_text("15x22")
    with pytest.raises(ValueError, match="main line"):
        tree.delete_variation(tree.main_line()[2])
    assert tree.delete_variation() is start  # from inside it, at the cursor
    assert tree.cursor is tree.main_line()[0]
    assert tree.main_line()[0].variations == []
    assert texts(tree.main_line()) == ["11-15", "23-19", "8-11"]
    assert tree.play_text("23-19") is tree.main_line()[1]


def test_deleting_a_variation_elsewhere_leaves_the_cursor() -> None:
    tree = english_tree("11-15", "23-19", "8-11")
    tree.go_to(tree.main_line()[0])
    start = tree.play_text("22-18")
    tree.go_to(tree.main_line()[2])
    tree.delete_variation(start)
    assert tree.cursor is tree.main_line()[2]
    assert tree.go_previous() and tree.go_previous() and tree.go_into(0).text == "23-19"


def frisian_tree() -> GameTree:
    return GameTree(FRISIAN, parse_fen("W:WK46,50:BK1,15", FRISIAN))


def test_the_cursor_carries_the_king_runs_and_the_history() -> None:
    tree = frisian_tree()
    for text in ("46-41", "1-7", "41-46", "7-1", "46-41", "1-7"):
        tree.play_text(text)
    assert tree.king_runs[0].moves == 3
    with pytest.raises(IllegalMoveError):
        tree.play_text("41-46")  # the held king
    assert {m.start for m in tree.legal_moves()} == {50}
    assert tree.held_king == 41
    assert len(tree.repetition_history()) == 7
    tree.go_first()
    assert tree.held_king is None
    assert tree.king_runs == (KingRun(), KingRun())
    assert tree.repetition_history() == [tree.position]
    tree.go_last()
    assert tree.king_runs[0].moves == 3
    tree.go_previous()
    tree.go_previous()  # White to move, after 41-46 7-1: two moves in its run
    assert tree.king_runs[0].moves == 2
    tree.play_text("46-37")  # a variation: the run goes on with the same king
    assert tree.king_runs[0] == KingRun(tree.position.topology.square_bits[37], 3)
    tree.play_text("1-7")
    with pytest.raises(IllegalMoveError):
        tree.play_text("37-41")


def test_play_on_past_a_repetition_and_the_game_from_there() -> None:
    tree = GameTree(ENGLISH, parse_fen("W:WK32,K31:BK1,K2", ENGLISH))
    for text in ("32-27", "1-5", "27-32", "5-1") * 2:
        tree.play_text(text)
    outcome = tree.outcome
    assert outcome is not None and outcome.termination is Termination.REPETITION
    node = tree.play_text("31-26")  # analysis goes on
    assert node.ply == 9 and tree.outcome is None
    tree.go_previous()
    game = tree.to_game()
    assert game.is_over and game.moves == tuple(tree.cursor.moves())


def test_to_game_is_the_line_to_the_cursor_and_independent() -> None:
    tree = english_tree("11-15", "23-19", "8-11", "22-17")
    tree.tags["Event"] = "Club"
    tree.go_to(tree.main_line()[1])
    tree.play_text("9-14").comment = "a try"
    game = tree.to_game()
    assert [game.move_texts()[i] for i in range(3)] == ["11-15", "23-19", "9-14"]
    assert game.comments == {2: "a try"} and game.tags == {"Event": "Club"}
    assert game.position == tree.position
    game.play(game.legal_moves()[0])  # playing on leaves the tree alone
    assert tree.ply == 3 and tree.cursor.children == []


def test_from_game_keeps_moves_comments_tags_and_result() -> None:
    game = Game(ENGLISH, tags={"White": "A"})
    for text in ("11-15", "23-19"):
        game.play_text(text)
    game.comments = {-1: "before", 1: "sharp"}
    game.resign(game.turn)
    tree = GameTree.from_game(game)
    assert texts(tree.main_line()) == ["11-15", "23-19"]
    assert tree.root.comment == "before" and tree.main_line()[1].comment == "sharp"
    assert (
        tree.tags == {"White": "A"} and tree.result == "0-1"
    )  # Black resigned: the second mover won
    assert tree.cursor is tree.main_line()[-1]
    assert tree.move_number(tree.main_line()[1]) == 1


def test_move_numbers_from_a_second_player_start() -> None:
    tree = GameTree(INTERNATIONAL, parse_fen("B:W31,32:B19,20", INTERNATIONAL))
    first = tree.play(tree.legal_moves()[0])
    second = tree.play(tree.legal_moves()[0])
    assert (tree.move_number(first), tree.move_number(second)) == (1, 2)


# ------------------------------------------------------------ property tests

STARTS = [
    (ENGLISH, None),
    (INTERNATIONAL, None),
    (FRISIAN, "W:WK46,K44,49,50,33:BK1,K3,15,6,19"),  # kings and men: the same-king rule
    (ENGLISH, "W:WK32,K31,22:BK1,K2,10"),  # kings: repetitions
]
OPERATIONS = ("play", "play", "play", "next", "previous", "previous", "first", "last", "into", "to")


def check_node(tree: GameTree, node: Node) -> None:
    """The node's position is a replay of its line; its continuations differ."""
    assert node.position == replay(tree.rules, tree.start, node.moves()).position
    moves = [child.move for child in node.children]
    assert len(set(moves)) == len(moves)
    assert all(child.parent is node and child.ply == node.ply + 1 for child in node.children)


def check_cursor(tree: GameTree) -> None:
    """The cursor's game is that of a replay of its line."""
    game = replay(tree.rules, tree.start, tree.cursor.moves())
    assert tree.position == game.position == tree.cursor.position
    assert tree.repetition_history() == game.repetition_history()
    assert tree.king_runs == game.king_runs
    assert tree.legal_moves() == game.legal_moves()
    assert tree.outcome == game.outcome
    assert tree.line() == tree.cursor.line()


def step(tree: GameTree, operation: str, choice: int) -> None:
    if operation == "play":
        moves = tree.legal_moves()
        if moves and tree.outcome is None:
            tree.play(moves[choice % len(moves)])
    elif operation == "next":
        tree.go_next()
    elif operation == "previous":
        tree.go_previous()
    elif operation == "first":
        tree.go_first()
    elif operation == "last":
        tree.go_last()
    elif operation == "into":
        if tree.cursor.children:
            tree.go_into(choice % len(tree.cursor.children))
    elif operation == "to":
        nodes = list(tree.nodes())
        tree.go_to(nodes[choice % len(nodes)])


walks = st.lists(
    st.tuples(st.sampled_from(OPERATIONS), st.integers(min_value=0, max_value=1000)),
    max_size=60,
)


def new_tree(start: tuple[Rules, str | None]) -> GameTree:
    rules, fen = start
    return GameTree(rules, None if fen is None else parse_fen(fen, rules))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(STARTS), walks)
def test_plays_and_navigation_never_lose_the_main_line(
    start: tuple[Rules, str | None], walk: list[tuple[str, int]]
) -> None:
    tree = new_tree(start)
    for operation, choice in walk:
        before = tree.main_line()
        count = sum(1 for _ in tree.nodes())
        step(tree, operation, choice)
        after = tree.main_line()
        assert after[: len(before)] == before  # only ever extended
        assert sum(1 for _ in tree.nodes()) in (count, count + 1)
        check_cursor(tree)
    for node in tree.nodes():
        check_node(tree, node)


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(STARTS),
    walks,
    st.lists(
        st.tuples(
            st.sampled_from(("promote", "main", "delete")), st.integers(min_value=0, max_value=999)
        ),
        max_size=8,
    ),
)
def test_promotion_and_deletion_keep_a_sound_tree(
    start: tuple[Rules, str | None],
    walk: list[tuple[str, int]],
    edits: list[tuple[str, int]],
) -> None:
    tree = new_tree(start)
    for operation, choice in walk:
        step(tree, operation, choice)
    for edit, choice in edits:
        nodes = list(tree.nodes())
        node = nodes[choice % len(nodes)]
        main = tree.main_line()
        if edit == "promote":
            tree.promote(node)
        elif edit == "main":
            tree.promote_to_main(node)
            assert tree.main_line()[: node.ply] == node.line()
        elif node.is_main_line:
            with pytest.raises(ValueError):
                tree.delete_variation(node)
            assert tree.main_line() == main
        else:
            removed = tree.delete_variation(node)
            assert tree.main_line() == main
            assert all(n is not removed for n in tree.nodes())
        check_cursor(tree)
        step(tree, "play", choice)
        check_cursor(tree)
    for node in tree.nodes():
        check_node(tree, node)
