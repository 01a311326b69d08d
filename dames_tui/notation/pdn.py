"""PDN 3.0: read liberally, write strictly.

The PDN layer knows the syntax, not the rules of play: a :class:`PdnGame`
holds the tags, the move texts and the comments, and the game layer replays
the moves. Reading accepts, besides the strict form:

- move numbers ``1.``, ``1...``, ``1. ...``, glued to the move or not;
- spaces inside a move, around its separators (``1- 6``, ``32 x 21``, ``47x 9``),
  as the standard's grammar allows (its own files write moves so);
- comments ``{...}`` and ``;`` line comments (both kept), variations
  ``( ... )`` (kept, nested: :class:`PdnVariation`), NAGs ``$3``,
  ``!``/``?`` suffixes, ``%`` escape lines (skipped);
- ``:`` and ``X`` as capture separators (written back as ``x`` in numeric
  moves);
- algebraic moves ``c3-d4``, ``c3:e5``, ``c3xe5:g3`` (the Russian, Brazilian
  and Czech games' notation; the game layer reads their squares on the
  board of the GameType), kept as written but in lower case and without
  spaces;
- results ``2-0 1-1 0-2`` and ``1-0 1/2-1/2 0-1`` (whatever the GameType),
  ``0-0`` and ``*``; a game may also end without one, at the next tag section
  or at the end of the text;
- unquoted tag values ``[Round 3]``.

Anything else is a :class:`PdnError` naming the game (1-based), the line and
the token; inside a variation it only drops that variation (see
:attr:`PdnGame.dropped`), as does nesting deeper than
:data:`MAX_VARIATION_DEPTH`. :func:`read_pdn` stops at the first fault; :func:`read_pdn_all`
reports it with the game it spoils and reads on from the next game (the next
tag section, or past the next result). A move number of more than four digits
(leading zeros aside) is a fault; quoted input is cut short in messages.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from dames_tui.core import Color, PdnError, UnknownVariantError, rules_for_gametype
from dames_tui.core.errors import Phrase

from .fen import _unwrap
from .text import MAX_DIGITS, excerpt, read_int

__all__ = [
    "MAX_VARIATION_DEPTH",
    "RESULTS",
    "PdnGame",
    "PdnVariation",
    "read_pdn",
    "read_pdn_all",
    "read_pdn_partial",
    "write_pdn",
]

RESULTS = frozenset({"2-0", "1-1", "0-2", "1-0", "1/2-1/2", "0-1", "0-0", "*"})
TAG_ORDER = ("Event", "Site", "Date", "Round", "White", "Black", "Result", "GameType", "FEN")
LINE_WIDTH = 79
MAX_VARIATION_DEPTH = 32  # variations nested deeper are dropped when read, refused when written

_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\\n]|\\.)*)"\s*\]')
_LOOSE_TAG_RE = re.compile(r'\[\s*+([A-Za-z0-9_]++)\s++([^\]"\n]*+)\]')
_TAG_NAME_RE = re.compile(r"[A-Za-z0-9_]+")
_WORD_RE = re.compile(r'[^\s{}();\[\]"]+')
_DELIMITERS = frozenset('{}();[]"')
_NUMBER_RE = re.compile(r"(\d++)\.++")
# possessive: a failed match never backtracks over a long run of digits and spaces
_MOVE_RE = re.compile(r"(\d++(?:\s*+[-xX:]\s*+\d++)++)[!?]*+")
_ALGEBRAIC_MOVE_RE = re.compile(r"([a-lA-L]\d++(?:\s*+[-xX:]\s*+[a-lA-L]?\d++)++)[!?]*+")
# a move, and the move-strength sign PDN 3.0 allows after it (``32-28?!``)
_WRITE_MOVE_RE = re.compile(
    r"(?:[1-9]\d*(?:[-x][1-9]\d*)+|[a-l][1-9]\d?(?:[-x:][a-l][1-9]\d?)+)(?:[!?]{1,2})?"
)
_SKIPPED_RE = re.compile(r"\$\d+|\.+|[!?]+")
_ESCAPE_RE = re.compile(r'\\(["\\])')
_GAMETYPE_RE = re.compile(r"\s*(\d+)")
_SPACES_RE = re.compile(r"\s+")
# where reading goes on after a fault: a comment to step over, a tag, a result
_SYNC_RE = re.compile(
    r"\{|\[(?=\s*+[A-Za-z0-9_]++\s)|(?<!\S)(?:1/2-1/2|2-0|0-2|1-1|1-0|0-1|0-0|\*)(?!\S)"
)
_BRACE = {"mark": "{"}  # what is never closed (a parameter: braces would be a field)
_PAREN = {"mark": "("}


@dataclass
class PdnVariation:
    """A variation: moves played instead of a move of the line it hangs on.

    ``moves``, ``comments`` and ``variations`` read as those of
    :class:`PdnGame`, counted from the variation's first move:
    ``comments[-1]`` is the comment before that move (``( {why} 12. 11-15
    ...)``), ``variations[i]`` the variations of ``moves[i]``, to any depth.
    """

    moves: list[str] = field(default_factory=list)
    comments: dict[int, str] = field(default_factory=dict)
    variations: dict[int, list[PdnVariation]] = field(default_factory=dict)


@dataclass
class PdnGame:
    """One game of a PDN file.

    ``moves`` holds the move texts of the main line in order; ``comments[i]``
    is the comment after ``moves[i]`` (key ``-1``: a comment before the
    first move); ``variations[i]`` the variations that replace ``moves[i]``
    (written after it in parentheses), in their order; ``result`` is the
    result that ends the move text (None if none does). ``error`` is the
    syntax fault that spoils the game (``line 12: unexpected token 'foo'``),
    None when the game reads whole; a spoilt game keeps what was read of it
    (:func:`read_pdn_all` gives such games). ``dropped`` lists the faults of
    the variations left out when reading (a bad token inside one, nesting
    deeper than :data:`MAX_VARIATION_DEPTH`): the game reads without them.

    >>> game = read_pdn("1. 32-28 (1. 31-27 {also good} 19-23) 19-23 *")[0]
    >>> game.moves, game.variations
    (['32-28', '19-23'], {0: [PdnVariation(moves=['31-27', '19-23'], comments={0: 'also good'}, variations={})]})
    """

    tags: dict[str, str] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    comments: dict[int, str] = field(default_factory=dict)
    result: str | None = None
    error: PdnError | None = field(default=None, compare=False)
    variations: dict[int, list[PdnVariation]] = field(default_factory=dict)
    dropped: list[PdnError] = field(default_factory=list, compare=False)

    @property
    def gametype(self) -> int | None:
        """The first number of the GameType tag (``"20,W,10,10,N2,0"`` -> 20).

        >>> PdnGame(tags={"GameType": "21"}).gametype
        21
        """
        value = self.tags.get("GameType")
        if value is None:
            return None
        match = _GAMETYPE_RE.match(value)
        number = read_int(match.group(1)) if match is not None else None
        if number is None:
            shown = excerpt(value)
            raise PdnError(
                f"bad GameType tag {shown!r} (expected a number such as 20 or 21)",
                code="pdn.bad_gametype_tag",
                params={"value": shown},
            )
        return number

    @property
    def fen(self) -> str | None:
        """The FEN tag's value, if any."""
        return self.tags.get("FEN")


# ------------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class _Token:
    # "tag", "comment", "number", "move", "result", "variation"; inside a
    # variation also "open", "close" (nested ones) and "fault"
    kind: str
    text: str
    line: int
    value: str = ""
    variation: PdnVariation | None = None  # a "variation" as read (None: dropped)
    faults: tuple[PdnError, ...] = ()  # of a "variation": why it or some inside it were dropped


class _ScanError(Exception):
    """A syntax fault at ``line``: ``reason`` says what it is (its English text
    is ``message``); ``token`` is the unexpected word, if the fault is one.
    Reading goes on at ``resume``, or, when the scanner has ``lost`` its place
    (a comment, a variation or a tag that never ends), at the next game
    looked for from there."""

    def __init__(
        self,
        reason: Phrase,
        line: int,
        resume: int,
        token: str | None = None,
        *,
        lost: bool = False,
    ) -> None:
        super().__init__(reason.english)
        self.reason = reason
        self.message = reason.english
        self.line = line
        self.resume = resume
        self.token = token
        self.lost = lost


class _Scanner:
    """Splits PDN text into tokens, skipping what the reader ignores."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.last_close = text.rfind("}")  # no '{' after it is ever closed

    def line_of(self, index: int) -> int:
        return bisect.bisect_right(self.line_starts, index)

    def tokens(self, start: int = 0, stop: int | None = None) -> Iterator[_Token]:
        """The tokens from ``start``; up to ``stop`` inside a variation,
        whose own parentheses are then "open" and "close" tokens."""
        text, i = self.text, start
        n = len(text) if stop is None else stop
        while i < n:
            char = text[i]
            if char.isspace():
                i += 1
            elif char == "%" and (i == 0 or text[i - 1] == "\n"):
                i = min(self._end_of_line(i), n)
            elif char == "[":
                token, i = self._tag(i)
                yield token
            elif char == "{":
                close = self._close_of(i)
                yield _Token("comment", _clean(text[i + 1 : close]), self.line_of(i))
                i = close + 1
            elif char == ";":
                end = self._end_of_line(i)
                yield _Token("comment", _clean(text[i + 1 : end]), self.line_of(i))
                i = end
            elif stop is not None and char in "()":
                yield _Token("open" if char == "(" else "close", char, self.line_of(i))
                i += 1
            elif char == "(":
                end = self._skip_variation(i)
                yield self._variation(i, end)
                i = end
            elif char.isdigit():
                tokens, i = self._numbered(i)
                yield from tokens
            elif (algebraic := _ALGEBRAIC_MOVE_RE.match(text, i)) is not None:
                tokens, i = self._algebraic(algebraic)
                yield from tokens
            else:
                word = _WORD_RE.match(text, i)
                if word is None:
                    raise _ScanError(
                        Phrase("pdn.unexpected_char", f"unexpected {char!r}", {"char": char}),
                        self.line_of(i),
                        i + 1,
                        char,
                    )
                yield from self._classify(word.group(), self.line_of(i), word.end())
                i = word.end()

    def _end_of_line(self, i: int) -> int:
        end = self.text.find("\n", i)
        return len(self.text) if end < 0 else end

    def _close_of(self, i: int) -> int:
        """The ``}`` that closes the comment opened at ``i``."""
        close = self.text.find("}", i + 1) if i < self.last_close else -1
        if close < 0:
            raise _ScanError(
                Phrase("pdn.unterminated_comment", "unterminated comment '{'", _BRACE),
                self.line_of(i),
                i + 1,
                lost=True,
            )
        return close

    def _tag(self, i: int) -> tuple[_Token, int]:
        line = self.line_of(i)
        match = _TAG_RE.match(self.text, i)
        if match is not None:
            value = _ESCAPE_RE.sub(r"\1", match.group(2))
        else:
            match = _LOOSE_TAG_RE.match(self.text, i)
            if match is None:
                bad = excerpt(self.text[i : self._end_of_line(i)])
                reason = Phrase("pdn.bad_tag", f"bad tag {bad!r}", {"tag": bad})
                raise _ScanError(reason, line, i + 1, lost=True)
            value = match.group(2).strip()
        return _Token("tag", match.group(1), line, value), match.end()

    def _skip_variation(self, i: int) -> int:
        """The end of the variation opened at ``i``. A tag ends an unclosed
        one: a variation holds no tags, and the next game may start there."""
        text, depth, start = self.text, 0, i
        while i < len(text):
            char = text[i]
            if char == "(":
                depth += 1
            elif char == ")":
                depth -= 1
                if depth == 0:
                    return i + 1
            elif char == "{":
                i = self._close_of(i)
            elif char == ";":
                i = self._end_of_line(i) - 1
            elif char == "[":
                break
            i += 1
        raise _ScanError(
            Phrase("pdn.unterminated_variation", "unterminated variation '('", _PAREN),
            self.line_of(start),
            start + 1,
            lost=True,
        )

    def _variation(self, start: int, end: int) -> _Token:
        """The variation between the ``(`` at ``start`` and the ``)`` before
        ``end`` (balanced: :meth:`_skip_variation` found it), with those
        nested in it, read in one pass: a stack, not recursion, so nesting
        costs no Python stack. A variation with a fault or without moves is
        dropped; so is one nested deeper than :data:`MAX_VARIATION_DEPTH`."""
        line = self.line_of(start)
        # each open variation (None past the depth limit) and whether a fault spoils it
        stack: list[tuple[PdnVariation | None, bool]] = [(PdnVariation(), False)]
        faults: list[PdnError] = []
        too_deep = False
        for token in self._variation_tokens(start + 1, end - 1):
            variation, spoilt = stack[-1]
            if token.kind == "open":
                deeper = variation is None or len(stack) >= MAX_VARIATION_DEPTH
                if deeper and variation is not None and not too_deep:
                    faults.append(_variation_fault(token.line, _TOO_DEEP))  # said once
                    too_deep = True
                stack.append((None if deeper else PdnVariation(), False))
            elif token.kind == "close":
                stack.pop()
                parent = stack[-1][0]
                if variation is not None and parent is not None and not spoilt:
                    _attach(parent, variation)
            elif variation is None:
                continue
            elif token.kind == "fault":
                if not spoilt:
                    assert token.faults
                    faults.extend(token.faults)
                stack[-1] = (variation, True)
            elif token.kind == "move":
                variation.moves.append(token.text)
            elif token.kind == "comment" and token.text:
                ply = len(variation.moves) - 1
                variation.comments[ply] = _join(variation.comments.get(ply), token.text)
            # numbers are the writer's business; a result inside a variation says nothing
        [(outer, spoilt)] = stack
        kept = outer if outer is not None and outer.moves and not spoilt else None
        return _Token("variation", "", line, variation=kept, faults=tuple(faults))

    def _variation_tokens(self, start: int, stop: int) -> Iterator[_Token]:
        """The tokens between ``start`` and ``stop``, a fault as a "fault"
        token and the reading going on after it."""
        i: int | None = start
        while i is not None:
            try:
                yield from self.tokens(i, stop)
                i = None
            except _ScanError as fault:
                yield _Token(
                    "fault", "", fault.line, faults=(_variation_fault(fault.line, fault.reason),)
                )
                i = fault.resume

    def _numbered(self, i: int) -> tuple[list[_Token], int]:
        """The move number, move or result that starts with the digit at ``i``,
        and where the text goes on."""
        text, line = self.text, self.line_of(i)
        number = _NUMBER_RE.match(text, i)
        if number is not None:
            digits = number.group(1)
            if read_int(digits, MAX_DIGITS) is None:
                shown = excerpt(digits, 10)
                raise _ScanError(
                    Phrase(
                        "pdn.number_too_long",
                        f"move number {shown} ({len(digits)} digits) is too long",
                        {"number": shown, "digits": len(digits)},
                    ),
                    line,
                    number.end(),
                    shown,
                )
            return [_Token("number", digits, line)], number.end()
        move = _MOVE_RE.match(text, i)
        if move is None:
            word = _WORD_RE.match(text, i)
            assert word is not None  # a digit starts a word
            return list(self._classify(word.group(), line, word.end())), word.end()
        if move.end() < len(text) and not _ends_word(text[move.end()]):
            glued = _WORD_RE.match(text, move.end())  # "8-11Red": one bad token
            end = glued.end() if glued is not None else move.end()
            return list(self._classify(text[i:end], line, end)), end
        compact = _SPACES_RE.sub("", move.group(1))
        if compact in RESULTS:
            return [_Token("result", compact, line)], move.end()
        return [_Token("move", compact.replace("X", "x").replace(":", "x"), line)], move.end()

    def _algebraic(self, move: re.Match[str]) -> tuple[list[_Token], int]:
        """The algebraic move ``move`` matched (``c3:e5``), and where the text
        goes on; glued to more text, the whole word is one bad token."""
        text, i, line = self.text, move.start(), self.line_of(move.start())
        if move.end() < len(text) and not _ends_word(text[move.end()]):
            glued = _WORD_RE.match(text, move.end())
            end = glued.end() if glued is not None else move.end()
            return list(self._classify(text[i:end], line, end)), end
        compact = _SPACES_RE.sub("", move.group(1)).lower()
        return [_Token("move", compact, line)], move.end()

    def _classify(self, word: str, line: int, end: int) -> Iterator[_Token]:
        if word in RESULTS:
            yield _Token("result", word, line)
        elif not _SKIPPED_RE.fullmatch(word):
            shown = excerpt(word)
            raise _ScanError(
                Phrase("pdn.unexpected_token", f"unexpected token {shown!r}", {"token": shown}),
                line,
                end,
                shown,
            )


_TOO_DEEP = Phrase(
    "pdn.variations_too_deep",
    f"variations nested more than {MAX_VARIATION_DEPTH} deep",
    {"depth": MAX_VARIATION_DEPTH},
)


def _variation_fault(line: int, reason: Phrase) -> PdnError:
    return PdnError(
        f"line {line}: {reason.english}",
        code="pdn.at_line",
        params={"line": line, "reason": reason},
    )


def _attach(line: PdnVariation | PdnGame, variation: PdnVariation) -> bool:
    """Hang a variation that was read whole on the last move of ``line``
    (the move it replaces); False when it has no move or ``line`` none."""
    ply = len(line.moves) - 1
    if not variation.moves or ply < 0:
        return False
    line.variations.setdefault(ply, []).append(variation)
    return True


def _ends_word(char: str) -> bool:
    return char.isspace() or char in _DELIMITERS


@dataclass
class _Reader:
    """Groups tokens into games."""

    games: list[PdnGame] = field(default_factory=list)
    current: PdnGame | None = None
    in_movetext: bool = False
    pending_comment: str | None = None
    #: the games that a fault outside any game started (by index), with that fault
    strays: dict[int, _ScanError] = field(default_factory=dict)

    def start(self) -> PdnGame:
        if self.current is None:
            self.current = PdnGame()
            self.in_movetext = False
            if self.pending_comment:
                self.current.comments[-1] = self.pending_comment
            self.pending_comment = None
        return self.current

    def finish(self) -> None:
        if self.current is not None:
            self.games.append(self.current)
        self.current = None
        self.in_movetext = False

    def feed(self, token: _Token) -> None:
        if token.kind == "tag":
            if self.in_movetext:
                self.finish()
            self.start().tags[token.text] = token.value
            return
        if token.kind == "comment":
            if not token.text:
                return
            if self.current is None:
                self.pending_comment = _join(self.pending_comment, token.text)
                return
            ply = len(self.current.moves) - 1
            self.current.comments[ply] = _join(self.current.comments.get(ply), token.text)
            return
        if token.kind == "variation":
            # between games (no game open) as before: ignored
            if self.current is not None:
                self.current.dropped.extend(token.faults)
                if token.variation is not None:
                    _attach(self.current, token.variation)
            return
        game = self.start()
        self.in_movetext = True
        if token.kind == "move":
            game.moves.append(token.text)
        elif token.kind == "result":
            game.result = token.text
            self.finish()

    def fault(self, fault: _ScanError, text: str) -> int:
        """Mark the game at fault (the next one if the fault is outside any
        game) and say where reading goes on: after the fault, or, when the
        scanner has lost its place, at the next tag (in the same game until it
        has moves) or past the next result (which ends the game)."""
        if self.current is None:
            self.strays[len(self.games)] = fault
        game = self.start()
        if game.error is None:
            game.error = PdnError(
                f"line {fault.line}: {fault.message}",
                code="pdn.at_line",
                params={"line": fault.line, "reason": fault.reason},
            )
        if not fault.lost:
            return fault.resume
        resume, result = _resync(text, fault.resume)
        if result is not None:
            game.result = result
            self.finish()
        elif self.in_movetext:
            self.finish()
        return resume


def _resync(text: str, start: int) -> tuple[int, str | None]:
    """Where reading goes on after a fault, looking from ``start``: at the
    next tag (result None) or after the next result (and that result), else
    at the end; comments closed on the way are stepped over."""
    i, closable = start, True
    while True:
        found = _SYNC_RE.search(text, i)
        if found is None:
            return len(text), None
        mark = found.group()
        if mark == "{":
            close = text.find("}", found.end()) if closable else -1
            closable = close >= 0  # once none closes, none further does
            i = close + 1 if close >= 0 else found.end()
        elif mark == "[":
            return found.start(), None
        else:
            return found.end(), mark


def _read(text: str) -> _Reader:
    """Every game of ``text``, each fault marking its game."""
    text = text.lstrip("\ufeff")
    scanner = _Scanner(text)
    reader = _Reader()
    position: int | None = 0
    while position is not None:
        try:
            for token in scanner.tokens(position):
                reader.feed(token)
            position = None
        except _ScanError as fault:
            position = reader.fault(fault, text)
    reader.finish()
    return reader


def _no_game_error(fault: _ScanError) -> PdnError:
    message = f"no game found (line {fault.line}: unexpected {fault.token!r})"
    params = {"line": fault.line, "token": fault.token}
    return PdnError(message, code="pdn.no_game_at", params=params)


def _in_game_error(number: int, at_line: PdnError) -> PdnError:
    return PdnError(
        f"game {number}, {at_line}",
        code="pdn.in_game",
        params={"game": number, "error": at_line},
    )


def read_pdn_all(text: str) -> tuple[list[PdnGame], PdnError | None]:
    """Every game of ``text`` in order, with the games that cannot be read
    whole among them: such a game has its ``error`` (``line L: ...``, the
    first fault in it) and what was read of it. A bad word spoils its game
    (the next one when it stands between games) and reading goes on after
    it; a comment, a variation or a tag that never ends spoils its game and
    reading goes on at the next tag section, or past the next result. The
    error returned is for a text with no game at all (then the list is
    empty): nothing but comments, or faults and nothing else.

    >>> games, error = read_pdn_all('1. 32-28 foo 2-0  [Event "b"] 1. 31-27 *')
    >>> [str(game.error) for game in games], games[1].moves, error
    (["line 1: unexpected token 'foo'", 'None'], ['31-27'], None)
    """
    reader = _read(text)
    if any(game.tags or game.moves or game.result or not game.error for game in reader.games):
        return reader.games, None
    if not reader.games:
        return [], PdnError("no game found", code="pdn.no_game")
    first = reader.strays.get(0)
    if first is not None and first.token is not None:
        return [], _no_game_error(first)
    error = reader.games[0].error
    assert error is not None  # a game that holds nothing is there for its fault
    return [], _in_game_error(1, error)


def read_pdn_partial(text: str) -> tuple[list[PdnGame], PdnError | None]:
    """The games of ``text`` up to the first faulty one, and its error (or None).

    >>> games, error = read_pdn_partial('1. 32-28 19-23 2-0  1. 31-27 foo 0-2')
    >>> len(games), str(error)
    (1, "game 2, line 1: unexpected token 'foo'")
    """
    reader = _read(text)
    for index, game in enumerate(reader.games):
        if game.error is None:
            continue
        stray = reader.strays.get(index)
        if index == 0 and stray is not None and stray.token is not None:
            return [], _no_game_error(stray)
        return reader.games[:index], _in_game_error(index + 1, game.error)
    if not reader.games:
        return [], PdnError("no game found", code="pdn.no_game")
    return reader.games, None


def read_pdn(text: str) -> list[PdnGame]:
    """Every game of PDN ``text``; raises :class:`PdnError` at the first fault.

    >>> game = read_pdn('[Event "Club"]\\n1. 32-28 19-23 2. 28x19 14x23 *')[0]
    >>> game.tags, game.moves, game.result
    ({'Event': 'Club'}, ['32-28', '19-23', '28x19', '14x23'], '*')
    """
    games, error = read_pdn_partial(text)
    if error is not None:
        raise error
    return games


# ------------------------------------------------------------------- writing


def write_pdn(games: Iterable[PdnGame]) -> str:
    """PDN text for ``games``: for each one its tags, a blank line, then the
    numbered moves wrapped at 80 columns with comments in braces, and the
    result; games are separated by a blank line.

    The tags come in the order Event, Site, Date, Round, White, Black, Result,
    GameType, FEN (those present; Result always), then the others as given.
    Variations follow the move they replace, each in parentheses with its
    own move numbers (``12...`` for a second player's first move) and its
    comments; the main line's next move is numbered again after them.
    A move text may end with its move-strength sign (``!``, ``?``, ``!!``,
    ``??``, ``!?``, ``?!``), written as given (the reader drops it).

    >>> print(write_pdn([PdnGame({"GameType": "20"}, ["32-28", "19-23"], {0: "classic"}, "1-1")]))
    [Result "1-1"]
    [GameType "20"]
    <BLANKLINE>
    1. 32-28 {classic} 1... 19-23 1-1
    <BLANKLINE>
    """
    return "\n".join(_write_game(game) for game in games)


def _write_game(game: PdnGame) -> str:
    result = game.result if game.result is not None else game.tags.get("Result", "*")
    if result not in RESULTS:
        raise PdnError(
            f"cannot write result {result!r}",
            code="pdn.cannot_write_result",
            params={"result": result},
        )
    tags = dict(game.tags)
    tags["Result"] = result
    names = [n for n in TAG_ORDER if n in tags] + [n for n in tags if n not in TAG_ORDER]
    lines = [_tag_line(name, tags[name]) for name in names]
    lines.append("")
    lines.extend(_wrap(_movetext_words(game, result)))
    return "\n".join(lines) + "\n"


def _tag_line(name: str, value: str) -> str:
    if not _TAG_NAME_RE.fullmatch(name):
        raise PdnError(
            f"cannot write tag name {name!r}", code="pdn.cannot_write_tag", params={"name": name}
        )
    value = " ".join(value.splitlines())
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name} "{escaped}"]'


def _movetext_words(game: PdnGame, result: str) -> list[str]:
    offset = 0 if _starting_side(game) is _first_mover(game) else 1
    words = _comment_words(game.comments.get(-1))
    words.extend(_line_words(game.moves, game.comments, game.variations, offset))
    words.append(result)
    return words


def _line_words(
    moves: list[str],
    comments: dict[int, str],
    variations: dict[int, list[PdnVariation]],
    first_half: int,
    depth: int = 0,
) -> list[str]:
    """The words of a line of moves whose first move is the half-move
    ``first_half`` of the game (even: the first player's): each move with
    its number (``12.``, and ``12...`` for the second player's first move,
    after a comment and after variations), its comment, then its variations
    in parentheses, each numbered from the half-move it replaces."""
    for ply in comments:
        if not -1 <= ply < len(moves):
            raise PdnError(
                f"comment after ply {ply} but the game has {len(moves)} moves",
                code="pdn.comment_past_end",
                params={"ply": ply, "count": len(moves)},
            )
    for ply, alternatives in variations.items():
        if not 0 <= ply < len(moves) or not all(v.moves for v in alternatives):
            raise PdnError(
                f"cannot write a variation of ply {ply} (the line has {len(moves)} moves)",
                code="pdn.cannot_write_variation",
                params={"ply": ply, "count": len(moves)},
            )
    if variations and depth >= MAX_VARIATION_DEPTH:
        raise PdnError(
            f"cannot write variations nested more than {MAX_VARIATION_DEPTH} deep",
            code="pdn.cannot_write_deep_variations",
            params={"depth": MAX_VARIATION_DEPTH},
        )
    words: list[str] = []
    after_comment = True
    for ply, move in enumerate(moves):
        if not _WRITE_MOVE_RE.fullmatch(move) or move in RESULTS:
            raise PdnError(
                f"cannot write move {move!r} (ply {ply + 1})",
                code="pdn.cannot_write_move",
                params={"move": move, "ply": ply + 1},
            )
        half = ply + first_half
        number = half // 2 + 1
        if half % 2 == 0:
            words.append(f"{number}.")
        elif after_comment or ply == 0:
            words.append(f"{number}...")
        words.append(move)
        comment = _comment_words(comments.get(ply))
        words.extend(comment)
        after_comment = bool(comment)
        for variation in variations.get(ply, ()):
            inner = _comment_words(variation.comments.get(-1))
            inner.extend(
                _line_words(
                    variation.moves, variation.comments, variation.variations, half, depth + 1
                )
            )
            inner[0] = "(" + inner[0]
            inner[-1] += ")"
            words.extend(inner)
            after_comment = True
    return words


def _first_mover(game: PdnGame) -> Color:
    """The side that plays the first half of each numbered move."""
    gametype = game.gametype
    if gametype is None:
        return Color.WHITE
    try:
        return rules_for_gametype(gametype).first_to_move
    except UnknownVariantError:
        return Color.WHITE


def _starting_side(game: PdnGame) -> Color:
    fen = game.fen
    if fen is not None:
        side = _unwrap(fen)[:1].upper()
        if side in ("W", "B"):
            return Color(side)
    return _first_mover(game)


def _comment_words(text: str | None) -> list[str]:
    words = (text or "").replace("}", ")").split()
    if not words:
        return []
    words[0] = "{" + words[0]
    words[-1] += "}"
    return words


def _wrap(words: list[str]) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in words:
        if line and len(line) + 1 + len(word) > LINE_WIDTH:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def _clean(comment: str) -> str:
    return " ".join(comment.split())


def _join(old: str | None, new: str) -> str:
    return new if not old else f"{old} {new}"
