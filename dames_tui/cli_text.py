"""The ``dames`` command in the reader's language: argparse's own words, our
parser, and the option types whose refusals are translated.

argparse translates its words through ``gettext`` and ``ngettext``, which it
imports as the module globals ``argparse._`` and ``argparse.ngettext`` (Python
3.11 to 3.13) and looks up each time it writes a message. While
:func:`argparse_language` is active those two globals answer from our
catalogs (``cli.argparse.*``, whose English texts are argparse's messages);
afterwards they are put back. No ``.mo`` file and no process-wide
``gettext`` domain is involved, and a message this Python has but our
catalogs lack stays in English.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

from .i18n import CATALOGS, Translator
from .notation.text import excerpt, read_int

_PREFIX = "cli.argparse."
#: argparse's message -> our key
_KEYS: dict[str, str] = {
    text: key for key, text in CATALOGS["en"].items() if key.startswith(_PREFIX)
}
#: (singular, plural) -> our key without its ``.one`` / ``.other`` ending
_PLURAL_KEYS: dict[tuple[str, str], str] = {
    (CATALOGS["en"][f"{base}.one"], CATALOGS["en"][f"{base}.other"]): base
    for base in {key.rsplit(".", 1)[0] for key in _KEYS.values() if key.endswith(".one")}
}
#: is ``n`` singular? (French: 0 and 1)
_SINGULAR: dict[str, Callable[[int], bool]] = {"fr": lambda n: n <= 1, "en": lambda n: n == 1}


def argparse_gettext(tr: Translator) -> Callable[[str], str]:
    """A ``gettext`` for argparse that answers in ``tr``'s language."""

    def gettext(message: str) -> str:
        key = _KEYS.get(message)
        return tr(key) if key is not None else message

    return gettext


def argparse_ngettext(tr: Translator) -> Callable[[str, str, int], str]:
    """An ``ngettext`` for argparse that answers in ``tr``'s language."""
    singular_for = _SINGULAR.get(tr.language, _SINGULAR["en"])

    def ngettext(singular: str, plural: str, n: int) -> str:
        base = _PLURAL_KEYS.get((singular, plural))
        if base is None:
            return singular if n == 1 else plural
        return tr(f"{base}.one" if singular_for(n) else f"{base}.other")

    return ngettext


@contextmanager
def argparse_language(tr: Translator) -> Iterator[None]:
    """argparse speaks ``tr``'s language inside the ``with`` block."""
    replacements: dict[str, object] = {
        "_": argparse_gettext(tr),
        "ngettext": argparse_ngettext(tr),
    }
    saved = {name: getattr(argparse, name) for name in replacements if hasattr(argparse, name)}
    for name, function in replacements.items():
        setattr(argparse, name, function)
    try:
        yield
    finally:
        for name in replacements:
            if name in saved:
                setattr(argparse, name, saved[name])
            else:
                delattr(argparse, name)


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help layout, but a line never breaks inside a hyphenated
    name (``english-giveaway``, ``qui-perd-gagne``): the registry's names
    are read and copied whole."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        import textwrap

        text = self._whitespace_matcher.sub(" ", text).strip()
        return textwrap.wrap(text, width, break_on_hyphens=False)


class Parser(argparse.ArgumentParser):
    """An argument parser that speaks its translator's language: an error is
    one line (``dames perft : erreur : …``, exit status 2) and, in French, a
    section heading takes a space before its colon."""

    def __init__(self, *, translator: Translator, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(**kwargs)
        self.translator = translator

    def error(self, message: str) -> NoReturn:
        self.exit(2, self.translator("cli.error_line", prog=self.prog, message=message) + "\n")

    def format_help(self) -> str:
        text = super().format_help()
        if self.translator.language == "fr":
            for group in self._action_groups:
                if group.title:
                    text = text.replace(f"\n{group.title}:\n", f"\n{group.title} :\n")
        return text


# ------------------------------------------------------------- option types


def whole_number(tr: Translator) -> Callable[[str], int]:
    """An argparse type: a whole number of at most 18 digits (a longer one
    is no count, level or game number anyone means; the message quotes it
    short and printable)."""

    def convert(text: str) -> int:
        digits = text.strip().removeprefix("-").removeprefix("+")
        if digits.isascii() and digits.isdigit() and read_int(digits, 18) is not None:
            return int(text)
        raise argparse.ArgumentTypeError(tr("cli.type.not_whole", text=excerpt(text)))

    return convert


def positive_int(tr: Translator) -> Callable[[str], int]:
    """An argparse type: a whole number of at least 1."""
    to_int = whole_number(tr)

    def convert(text: str) -> int:
        value = to_int(text)
        if value < 1:
            raise argparse.ArgumentTypeError(tr("cli.type.below_one", value=value))
        return value

    return convert


def positive_float(tr: Translator) -> Callable[[str], float]:
    """An argparse type: a number above zero (seconds)."""

    def convert(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(tr("cli.type.not_number", text=text)) from None
        if not value > 0:
            raise argparse.ArgumentTypeError(tr("cli.type.not_above_zero", text=text))
        return value

    return convert


def variant_names() -> str:
    """The registry's variant names, for a ``--variant`` help text."""
    from .core import variants

    return ", ".join(rules.name for rules in variants())
