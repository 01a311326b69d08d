"""Rule and notation errors in the reader's language.

A :class:`~dames_tui.core.DraughtsError` carries a ``code`` and ``params``
besides its English message; :func:`error_text` looks ``error.<code>`` up in
the translator's catalog and fills it in. A parameter is shown in the same
language when it is a :class:`~dames_tui.core.errors.Phrase` or another
error (translated the same way), a colour (``error.side.*``), the
termination of a game (``error.termination.*``) or the rules of a variant
(their French or English title); a move is written in PDN.

>>> from dames_tui.core import InvalidFenError
>>> error = InvalidFenError("square 51 is not on the board (1-50)",
...     code="fen.off_board", params={"square": 51, "last": 50})
>>> error_text(Translator("fr"), error)
"la case 51 n'est pas sur le damier (1 à 50)"
"""

from __future__ import annotations

from collections.abc import Mapping

from dames_tui.core import Color, DraughtsError, Move, Rules
from dames_tui.core.errors import Phrase
from dames_tui.game.outcome import Termination
from dames_tui.notation import format_move

from . import Translator

__all__ = ["error_text", "phrase_text"]


def error_text(tr: Translator, error: DraughtsError) -> str:
    """The message of ``error`` in ``tr``'s language; its English text when it
    has no code (or a code the catalog does not know)."""
    if error.code is None:
        return str(error)
    return _fill(tr, error.code, error.params, str(error))


def phrase_text(tr: Translator, phrase: Phrase) -> str:
    """A part of a message in ``tr``'s language (English if unknown)."""
    return _fill(tr, phrase.code, phrase.params, phrase.english)


def _fill(tr: Translator, code: str, params: Mapping[str, object], english: str) -> str:
    key = f"error.{code}"
    if not tr.has(key):
        return english
    # a move reads in the notation of the variant given with it, if any
    rules = next((value for value in params.values() if isinstance(value, Rules)), None)
    values = {name: _value(tr, value, rules) for name, value in params.items()}
    try:
        return tr(key, **values)
    except (KeyError, IndexError, ValueError):  # a text asking for a field not given
        return english


def _value(tr: Translator, value: object, rules: Rules | None = None) -> object:
    """``value`` as it reads in ``tr``'s language."""
    if isinstance(value, DraughtsError):
        return error_text(tr, value)
    if isinstance(value, Phrase):
        return phrase_text(tr, value)
    if isinstance(value, Color):
        return tr(f"error.side.{value.name.lower()}")
    if isinstance(value, Termination):
        return tr(f"error.termination.{value.value}")
    if isinstance(value, Rules):
        return value.title(tr.language)
    if isinstance(value, Move):
        return format_move(value, rules)
    return value
