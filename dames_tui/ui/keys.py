"""Key bindings whose footer labels follow the interface language."""

from __future__ import annotations

import dataclasses

from textual.dom import DOMNode

from dames_tui.i18n import Translator


def translate_bindings(node: DOMNode, tr: Translator, texts: dict[str, str]) -> None:
    """Give each binding of ``node`` the label ``tr(texts[action])``.

    Textual reads the labels from the Binding objects, which are frozen, so the
    node's own binding map gets translated copies (it is per instance).
    """
    bindings_map = node._bindings
    for key, bindings in list(bindings_map.key_to_bindings.items()):
        bindings_map.key_to_bindings[key] = [
            dataclasses.replace(binding, description=tr(texts[binding.action]))
            if binding.action in texts
            else binding
            for binding in bindings
        ]
    node.refresh_bindings()
