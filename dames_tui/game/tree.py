"""A game with variations: the analysis board's tree of moves (no Textual).

A :class:`GameTree` holds a start position and a tree of :class:`Node`: each
node is a move with the position after it, and its continuations in
``children``, the first one the main continuation, the others its
variations (alternatives to it), nested to any depth. The main line is the
chain of first children from the root.

A cursor (:attr:`GameTree.cursor`) is the node on the board. Navigation moves
it (:meth:`~GameTree.go_next`, :meth:`~GameTree.go_previous`,
:meth:`~GameTree.go_first`, :meth:`~GameTree.go_last`,
:meth:`~GameTree.go_into`, :meth:`~GameTree.go_to`); :meth:`~GameTree.play`
plays a move at the cursor and never destroys anything: the move already
there is followed, another one starts a variation. Only
:meth:`~GameTree.delete_variation` removes moves, never those of the main
line, and :meth:`~GameTree.promote` / :meth:`~GameTree.promote_to_main`
reorder them.

The rules of play come from a :class:`~dames_tui.game.Game` kept on the
cursor's line: the legal moves (with Frisian's same-king rule), the
positions since the last irreversible move and the king runs that the
engine takes (:meth:`~GameTree.repetition_history`,
:attr:`~GameTree.king_runs`), the outcome. Like a PDN game replayed, the
tree plays on past a rule-based ending (a repetition nobody claimed), so
:attr:`~GameTree.outcome` says how the game at the cursor stands and
:meth:`~GameTree.legal_moves` still lists the moves of a drawn position.
:meth:`~GameTree.to_game` gives a fresh :class:`Game` of the line leading to
the cursor (to play on from there against the computer).

>>> from dames_tui.core import ENGLISH
>>> tree = GameTree(ENGLISH)
>>> main = [tree.play_text(t) for t in ("11-15", "23-19", "8-11")]
>>> _ = tree.go_previous()
>>> variation = tree.play_text("9-14")  # another third move: a variation
>>> [n.text for n in tree.main_line()], tree.cursor.is_main_line
(['11-15', '23-19', '8-11'], False)
>>> tree.promote_to_main()
>>> [n.text for n in tree.main_line()]
['11-15', '23-19', '9-14']
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from dames_tui.core import Color, IllegalMoveError, Move, Position, Rules

from .game import Game
from .king_rule import KingRun
from .outcome import Outcome

__all__ = ["GameTree", "Node"]


class Node:
    """One move of a :class:`GameTree` and the position after it (the root:
    no move, the start position).

    ``children[0]`` is the main continuation, ``children[1:]`` its
    variations. ``comment`` is the comment after the move (the root's: the
    comment before the first move); ``starting_comment`` the one written
    before the first move of a variation (PDN ``( {...} 12. 11-15 ...)``).
    Edit the tree through :class:`GameTree`, which keeps its game in step;
    the comments are free to change.
    """

    __slots__ = (
        "_text",
        "children",
        "comment",
        "move",
        "parent",
        "ply",
        "position",
        "starting_comment",
    )

    def __init__(self, move: Move | None, parent: Node | None, position: Position) -> None:
        self.move = move
        self.parent = parent
        self.position = position
        #: moves from the start to this node (0 for the root)
        self.ply: int = 0 if parent is None else parent.ply + 1
        self.children: list[Node] = []
        self.comment: str | None = None
        self.starting_comment: str | None = None
        self._text: str | None = None

    def __repr__(self) -> str:
        return "Node(root)" if self.move is None else f"Node({self.ply}: {self.text})"

    @property
    def text(self) -> str:
        """The move in its shortest PDN form (``15x24``; ``""`` for the root)."""
        if self._text is None:
            from dames_tui.notation import format_move_short

            assert self.parent is not None and self.move is not None
            self._text = format_move_short(self.parent.position, self.move)
        return self._text

    @property
    def next(self) -> Node | None:
        """The main continuation, or None at the end of a line."""
        return self.children[0] if self.children else None

    @property
    def variations(self) -> list[Node]:
        """The alternatives to the main continuation (a new list)."""
        return self.children[1:]

    @property
    def alternatives(self) -> list[Node]:
        """The other moves played instead of this one (its parent's other
        continuations, main first): in PDN, the variations written after it."""
        if self.parent is None:
            return []
        return [node for node in self.parent.children if node is not self]

    @property
    def starts_variation(self) -> bool:
        """Whether this move is a variation: not its parent's main continuation."""
        return self.parent is not None and self.parent.children[0] is not self

    @property
    def is_main_line(self) -> bool:
        """Whether the node is on the main line (the root is)."""
        node: Node | None = self
        while node is not None:
            if node.starts_variation:
                return False
            node = node.parent
        return True

    def line(self) -> list[Node]:
        """The nodes from the first move to this one (empty for the root)."""
        out: list[Node] = []
        node: Node | None = self
        while node is not None and node.parent is not None:
            out.append(node)
            node = node.parent
        out.reverse()
        return out

    def onward(self) -> list[Node]:
        """This node and the main continuations after it, to the end of its
        line (a variation read from its first move)."""
        out: list[Node] = []
        node: Node | None = self
        while node is not None:
            out.append(node)
            node = node.next
        return out

    def moves(self) -> list[Move]:
        """The moves from the start to this node."""
        return [node.move for node in self.line() if node.move is not None]

    def subtree(self) -> Iterator[Node]:
        """This node and every node after it, depth first, main lines first."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))


class GameTree:
    """A game from a start position with variations, and a cursor.

    ``tags`` are the PDN tags (Event, White, ...) kept for writing, free to
    edit; ``result`` is a recorded result that the rules do not give at the
    end of the main line (PDN text, such as ``"2-0"`` for a resignation), or
    None: the result is then that of the end of the main line.
    """

    def __init__(
        self,
        rules: Rules,
        start: Position | None = None,
        *,
        tags: Mapping[str, str] | None = None,
    ) -> None:
        self._game = Game(rules, start)  # the game of the cursor's line
        self.rules = rules
        self.start = self._game.start
        self.tags: dict[str, str] = dict(tags or {})
        self.result: str | None = None
        self.root = Node(None, None, self.start)
        self._cursor = self.root
        self._line: list[Node] = []  # the cursor's line: the game's moves

    @classmethod
    def from_game(cls, game: Game) -> GameTree:
        """A tree whose main line is ``game``'s moves, with its tags and
        comments; the cursor at the end. A declared ending (resignation,
        agreement) becomes the recorded :attr:`result`."""
        from .pdn import result_text

        tree = cls(game.rules, game.start, tags=game.tags)
        tree.root.comment = game.comments.get(-1)
        for ply, move in enumerate(game.moves):
            tree._advance(move)
            tree._cursor.comment = game.comments.get(ply)
        if game.outcome is not None:
            tree.keep_result(result_text(game.rules, game.outcome))
        return tree

    def keep_result(self, recorded: str | None) -> None:
        """Keep ``recorded`` (a PDN result) as :attr:`result` when it is not
        the result the rules give at the end of the main line (nor ``*``)."""
        from .pdn import result_text

        main = self.main_line()
        computed = result_text(self.rules, self.to_game(main[-1] if main else self.root).outcome)
        self.result = None if recorded in (None, "*", computed) else recorded

    # ---------------------------------------------------------------- cursor

    @property
    def cursor(self) -> Node:
        """The node on the board."""
        return self._cursor

    @property
    def position(self) -> Position:
        """The position at the cursor."""
        return self._cursor.position

    @property
    def turn(self) -> Color:
        return self._cursor.position.turn

    @property
    def ply(self) -> int:
        """Moves from the start to the cursor."""
        return self._cursor.ply

    @property
    def outcome(self) -> Outcome | None:
        """How the game stands at the cursor by the rules (None: it goes on)."""
        return self._game.outcome

    def legal_moves(self) -> list[Move]:
        """The moves the rules allow at the cursor, sorted (the same-king rule
        applied); they do not look at :attr:`outcome`."""
        return self._game.legal_moves()

    def refusal(self, move: Move) -> IllegalMoveError | None:
        """Why a legal move of the position is refused at the cursor (the
        same-king rule), or None: see :meth:`Game.refusal`."""
        return self._game.refusal(move)

    @property
    def held_king(self) -> int | None:
        """The square of the king the same-king rule holds back at the
        cursor, or None (see :attr:`Game.held_king`)."""
        return self._game.held_king

    def repetition_history(self) -> list[Position]:
        """The positions since the last irreversible move up to the cursor,
        oldest first (the engine's ``history``)."""
        return self._game.repetition_history()

    @property
    def king_runs(self) -> tuple[KingRun, KingRun]:
        """White's and Black's same-king runs at the cursor (the engine's
        ``king_runs``)."""
        return self._game.king_runs

    def move_number(self, node: Node) -> int:
        """The PDN move number of ``node``'s move (1 for the first move; when
        the start position has the second player to move, its move is the
        second half of move 1)."""
        return self._game.move_number(node.ply - 1)

    def line(self) -> list[Node]:
        """The nodes from the first move to the cursor."""
        return list(self._line)

    def main_line(self) -> list[Node]:
        """The nodes of the main line, from the first move to its end."""
        return self.root.onward()[1:]

    def nodes(self) -> Iterator[Node]:
        """Every node, the root first, depth first with main lines first."""
        return self.root.subtree()

    def to_game(self, node: Node | None = None) -> Game:
        """A new :class:`Game` of the line from the start to ``node``
        (default: the cursor), with the tree's tags and the line's comments
        (changing it leaves the tree alone)."""
        line = self._line if node is None else node.line()
        game = Game(self.rules, self.start, tags=self.tags)
        if self.root.comment:
            game.comments[-1] = self.root.comment
        for ply, on_line in enumerate(line):
            assert on_line.move is not None
            game._push(on_line.move)  # plays on past an unclaimed ending, as the tree does
            if on_line.comment:
                game.comments[ply] = on_line.comment
        return game

    # ------------------------------------------------------------ navigation

    def go_next(self) -> bool:
        """Step along the main continuation; False at the end of the line."""
        following = self._cursor.next
        if following is None:
            return False
        self._step_into(following)
        return True

    def go_previous(self) -> bool:
        """Step back one move; False at the start."""
        parent = self._cursor.parent
        if parent is None:
            return False
        self._game.truncate(len(self._line) - 1)
        self._line.pop()
        self._cursor = parent
        return True

    def go_first(self) -> bool:
        """Go to the start position; False if the cursor is there."""
        if self._cursor is self.root:
            return False
        self.go_to(self.root)
        return True

    def go_last(self) -> bool:
        """Go to the end of the cursor's line (following main continuations
        from the cursor); False if the cursor is there."""
        moved = False
        while self.go_next():
            moved = True
        return moved

    def go_into(self, index: int) -> Node:
        """Step into the cursor's continuation ``index`` (0: the main one,
        1: its first variation, ...) and return it; :class:`IndexError`
        when there is none."""
        if not 0 <= index < len(self._cursor.children):
            count = len(self._cursor.children)
            raise IndexError(f"the position has {count} continuations, not {index + 1}")
        following = self._cursor.children[index]
        self._step_into(following)
        return following

    def go_to(self, node: Node) -> None:
        """Put the cursor on ``node`` (any node of this tree; else
        :class:`ValueError`)."""
        target = node.line()
        if not self._holds(node, target):
            raise ValueError(f"{node!r} is not a node of this tree")
        common = 0
        for mine, theirs in zip(self._line, target, strict=False):
            if mine is not theirs:
                break
            common += 1
        self._game.truncate(common)
        del self._line[common:]
        self._cursor = target[common - 1] if common else self.root
        for following in target[common:]:
            self._step_into(following)

    # --------------------------------------------------------------- editing

    def play(self, move: Move) -> Node:
        """Play ``move`` at the cursor and return the cursor's new node: the
        main continuation if it is that move, the variation that starts with
        it if there is one, else a new variation (a new main continuation
        at the end of a line). Raises :class:`~dames_tui.core.IllegalMoveError`
        for a move the rules refuse there (the tree is left as it was)."""
        return self._advance(move)

    def play_text(self, text: str) -> Node:
        """Play a move written in PDN (``11-15``, ``15x24``) at the cursor, as
        :meth:`play`; :class:`~dames_tui.core.IllegalMoveError` when the text
        names no legal move."""
        from dames_tui.notation import parse_move

        return self._advance(parse_move(self.position, text))

    def promote(self, node: Node | None = None) -> None:
        """Move the variation that holds ``node`` (default: the cursor) one
        place up among its parent's continuations: the first variation
        becomes the main continuation there. Nothing happens on the main line."""
        start = _variation_start(node or self._cursor)
        if start is None:
            return
        assert start.parent is not None
        siblings = start.parent.children
        index = siblings.index(start)
        siblings[index - 1], siblings[index] = siblings[index], siblings[index - 1]

    def promote_to_main(self, node: Node | None = None) -> None:
        """Make the line leading to ``node`` (default: the cursor) the main
        line: at each branch point on the way it becomes the main
        continuation, the former one its first variation."""
        current: Node = node or self._cursor
        while current.parent is not None:
            siblings = current.parent.children
            if siblings[0] is not current:
                siblings.remove(current)
                siblings.insert(0, current)
            current = current.parent

    def delete_variation(self, node: Node | None = None) -> Node:
        """Remove the variation that holds ``node`` (default: the cursor),
        from its first move on, and return that first move's node; a cursor
        inside it goes back to where it branched off. The main line is never
        deleted: :class:`ValueError` for a node of the main line."""
        target = node or self._cursor
        start = _variation_start(target)
        if start is None:
            raise ValueError("the main line is not a variation: there is nothing to delete")
        self._remove(start)
        return start

    # -------------------------------------------------------------- internal

    def _advance(self, move: Move) -> Node:
        """Play ``move`` at the cursor in the game, then follow or add its node."""
        self._game._push(move)  # raises IllegalMoveError, the game unchanged
        canonical = self._game.moves[-1]
        for child in self._cursor.children:
            if child.move == canonical:
                break
        else:
            child = Node(canonical, self._cursor, self._game.position)
            self._cursor.children.append(child)
        self._line.append(child)
        self._cursor = child
        return child

    def _remove(self, node: Node) -> None:
        """Cut ``node`` and everything after it off the tree; a cursor among
        them goes back to ``node``'s parent. The caller keeps the main line."""
        parent = node.parent
        assert parent is not None
        if any(n is node for n in self._line):
            self.go_to(parent)
        parent.children.remove(node)

    def _holds(self, node: Node, line: list[Node]) -> bool:
        """Whether ``node`` (whose line is ``line``) is in this tree, not
        deleted from it."""
        if not line:
            return node is self.root
        if line[0].parent is not self.root:
            return False
        return all(any(c is n for c in n.parent.children) for n in line if n.parent is not None)

    def _step_into(self, child: Node) -> None:
        """Put the cursor on ``child``, a continuation of the cursor."""
        assert child.move is not None and child.parent is self._cursor
        self._game._push(child.move)
        self._line.append(child)
        self._cursor = child


def _variation_start(node: Node) -> Node | None:
    """The first move of the innermost variation holding ``node`` (None on
    the main line)."""
    current: Node | None = node
    while current is not None:
        if current.starts_variation:
            return current
        current = current.parent
    return None
