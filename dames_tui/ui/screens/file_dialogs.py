"""Small dialogs for PDN files: a file to open (a browser of the folders
and their ``.pdn`` files, or a typed path), a path to save to, a game to
pick in a file."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, DirectoryTree, Input, Label, OptionList
from textual.widgets.directory_tree import DirEntry
from textual.widgets.option_list import Option
from textual.widgets.tree import TreeNode

from ..printable import printable


class PathScreen(ModalScreen[str | None]):
    """Asks for a file path; dismissed with the path, or None (Escape)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, title: str, prompt: str, default: str, labels: tuple[str, str]) -> None:
        super().__init__()
        self.dialog_title, self.prompt, self.default = title, prompt, default
        self.ok_label, self.cancel_label = labels

    def compose(self) -> ComposeResult:
        with Vertical(id="path-dialog", classes="dialog") as dialog:
            dialog.border_title = self.dialog_title
            yield Label(self.prompt)
            yield Input(printable(self.default), id="path")
            with Horizontal(classes="buttons"):
                yield Button(self.ok_label, id="ok", variant="success")
                yield Button(self.cancel_label, id="cancel")

    def on_mount(self) -> None:
        self.query_one("#path", Input).focus()

    @on(Input.Submitted, "#path")
    @on(Button.Pressed, "#ok")
    def accept(self) -> None:
        self.dismiss(self.query_one("#path", Input).value.strip())

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)


class GamePickerScreen(ModalScreen[int | None]):
    """A list of the games of a file (the ones not ``enabled`` shown but not
    to be picked: a bad game with its reason) and a word on the bad ones;
    dismissed with the index of the chosen game, or None."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(
        self,
        title: str,
        labels: list[str],
        problem: str | None,
        cancel: str,
        enabled: list[bool] | None = None,
    ) -> None:
        super().__init__()
        self.dialog_title, self.labels, self.problem = title, labels, problem
        self.cancel_label = cancel
        self.enabled = enabled if enabled is not None else [True] * len(labels)

    def compose(self) -> ComposeResult:
        with Vertical(id="picker-dialog", classes="dialog") as dialog:
            dialog.border_title = self.dialog_title
            if self.problem:
                yield Label(printable(self.problem), id="picker-problem", markup=False)
            yield OptionList(
                *[
                    Option(Text(printable(label)), id=str(index), disabled=not on)
                    for index, (label, on) in enumerate(zip(self.labels, self.enabled, strict=True))
                ],
                id="games",
            )
            with Horizontal(classes="buttons"):
                yield Button(self.cancel_label, id="cancel")

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).focus()

    @on(OptionList.OptionSelected, "#games")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option_index)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)


class PdnTree(DirectoryTree):
    """Folders and PDN files only, without hidden entries; a name with a
    control character in it is shown printable."""

    def render_label(self, node: TreeNode[DirEntry], base_style: Style, style: Style) -> Text:
        label = super().render_label(node, base_style, style)
        if label.plain != printable(label.plain):
            label = Text(printable(label.plain), style=label.style)
        return label

    def filter_paths(self, paths: Iterable[Path]) -> Iterable[Path]:
        for path in paths:
            if path.name.startswith("."):
                continue
            try:
                if path.is_dir() or path.suffix.lower() == ".pdn":
                    yield path
            except OSError:  # a broken link, a folder we may not read
                continue


class OpenPdnScreen(ModalScreen[Path | None]):
    """A PDN file to open: pick it in the tree (Enter or a click), or type
    its path (a folder typed there becomes the tree's root); dismissed
    with the file's path, or None (Escape)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", show=False)]

    def __init__(self, title: str, folder: Path, prompt: str, labels: tuple[str, str]) -> None:
        super().__init__()
        self.dialog_title, self.folder, self.prompt = title, folder, prompt
        self.ok_label, self.cancel_label = labels

    def compose(self) -> ComposeResult:
        with Vertical(id="open-dialog", classes="dialog") as dialog:
            dialog.border_title = self.dialog_title
            yield PdnTree(self.folder, id="files")
            yield Label(self.prompt)
            yield Input(printable(str(self.folder)), id="path")
            with Horizontal(classes="buttons"):
                yield Button(self.ok_label, id="ok", variant="success")
                yield Button(self.cancel_label, id="cancel")

    def on_mount(self) -> None:
        self.query_one("#files", PdnTree).focus()

    @on(DirectoryTree.FileSelected, "#files")
    def file_picked(self, event: DirectoryTree.FileSelected) -> None:
        self.dismiss(Path(event.path))

    @on(DirectoryTree.DirectorySelected, "#files")
    def folder_picked(self, event: DirectoryTree.DirectorySelected) -> None:
        self.query_one("#path", Input).value = str(event.path)

    @on(Input.Submitted, "#path")
    @on(Button.Pressed, "#ok")
    def typed(self) -> None:
        text = self.query_one("#path", Input).value.strip()
        if not text:
            return
        path = Path(text).expanduser()
        try:
            folder = path.is_dir()
        except OSError:
            folder = False
        if folder:
            self.query_one("#files", PdnTree).path = path
            return
        self.dismiss(path)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
