"""The moves of a game with variations, as PDN writes them: the main line,
each variation in parentheses after the move it replaces, the move on the
board highlighted. Clicking is not needed: the screen walks the tree."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from dames_tui.game.tree import GameTree, Node

CURSOR_STYLE = "reverse bold"
VARIATION_STYLE = "dim"


def tree_text(tree: GameTree, empty: str) -> Text:
    """The moves of ``tree`` with the cursor's move highlighted."""
    text = Text()
    first = tree.root.next
    if first is None:
        text.append(empty, style="dim")
        return text
    _line(tree, first, text, numbered=True, style="")
    return text


def _line(tree: GameTree, node: Node | None, text: Text, *, numbered: bool, style: str) -> None:
    """Write ``node`` and its main continuations, each variation after the
    move it replaces."""
    need_number = numbered
    while node is not None:
        parent = node.parent
        assert parent is not None
        first_player = parent.position.turn is tree.rules.first_to_move
        if text and not text.plain.endswith("("):
            text.append(" ")
        if first_player or need_number:
            number = tree.move_number(node)
            text.append(f"{number}." if first_player else f"{number}...", style=style or "dim")
            text.append(" ")
        text.append(node.text, style=CURSOR_STYLE if node is tree.cursor else style)
        need_number = False
        if parent.children[0] is node and len(parent.children) > 1:
            for variation in parent.children[1:]:
                text.append(" (", style=VARIATION_STYLE)
                _line(tree, variation, text, numbered=True, style=VARIATION_STYLE)
                text.append(")", style=VARIATION_STYLE)
            need_number = True
        node = node.next


class TreeMoves(Static):
    """The tree's moves, redrawn by the screen with :meth:`show`."""

    def show(self, tree: GameTree, empty: str) -> None:
        text = tree_text(tree, empty)
        key = (text.plain, tuple(text.spans))
        if key != getattr(self, "_shown", None):  # skip needless relayouts
            self._shown = key
            self.update(text)

    @property
    def text(self) -> str:
        return str(self.render())
