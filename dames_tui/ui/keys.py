"""Key bindings in the player's language.

Our bindings carry an i18n key as their description (``"key.flip"``); a
screen that shows a footer derives from :class:`TranslatedScreen`, whose
``active_bindings`` (the public property the Footer reads) gives each
binding its text in the current language. The few descriptions of
Textual's own widgets that a footer can show ("Dismiss menu" of an open
Select) are translated by the catalogs' ``textual.`` keys. After a change
of language, ``refresh_bindings()`` redraws the footer.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, cast

from textual.binding import ActiveBinding, Binding
from textual.screen import Screen

from dames_tui.i18n import Translator

if TYPE_CHECKING:
    from .app import DamesApp
    from .settings import Settings


def describe(tr: Translator, description: str) -> str:
    """The text of a binding's description: an i18n key of ours, or a
    description of Textual's own that the catalogs translate."""
    if tr.has(description):
        return tr(description)
    if tr.has(f"textual.{description}"):
        return tr(f"textual.{description}")
    return description


def translated(tr: Translator, binding: Binding) -> Binding:
    """``binding`` with its description in the language of ``tr``."""
    text = describe(tr, binding.description)
    tooltip = describe(tr, binding.tooltip) if binding.tooltip else ""
    return dataclasses.replace(binding, description=text, tooltip=tooltip)


class TranslatedScreen(Screen[None]):
    """A screen whose footer speaks the interface language, with the app's
    translator (``tr``) and settings at hand."""

    @property
    def dames(self) -> DamesApp:
        return cast("DamesApp", self.app)

    @property
    def tr(self) -> Translator:
        return self.dames.translator

    @property
    def settings(self) -> Settings:
        return self.dames.settings

    def on_screen_resume(self) -> None:
        self.dames.screen_shown_again(self)

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        tr = cast("DamesApp", self.app).translator
        return {
            key: active._replace(binding=translated(tr, active.binding))
            for key, active in super().active_bindings.items()
        }


def key_names(app: DamesApp, binding: Binding) -> str:
    """The keys of ``binding`` as the footer writes them: "u, ^z"."""
    names = []
    for key in binding.key.split(","):
        names.append(app.get_key_display(dataclasses.replace(binding, key=key.strip())))
    return ", ".join(names)


def key_list(app: DamesApp, bindings: list[Binding]) -> list[tuple[str, str]]:
    """(keys, what they do) for each binding that has a description, in the
    app's language: the long text of the keys list (``keys.long.``) when
    the catalog has one, else the footer's."""
    tr = app.translator
    rows = []
    for binding in bindings:
        if binding.description:
            long = f"keys.long.{binding.description}"
            text = tr(long) if tr.has(long) else describe(tr, binding.description)
            rows.append((key_names(app, binding), text))
    return rows
