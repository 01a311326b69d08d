"""PDN 3.0: read liberally, write strictly.

The PDN layer knows the syntax, not the rules of play: a :class:`PdnGame`
holds the tags, the move texts and the comments, and the game layer replays
the moves. Reading accepts, besides the strict form:

- move numbers ``1.``, ``1...``, ``1. ...``, glued to the move or not;
- comments ``{...}`` and ``;`` line comments (both kept), variations
  ``( ... )`` (skipped, nested or not), NAGs ``$3``, ``!``/``?`` suffixes,
  ``%`` escape lines (skipped);
- ``:`` and ``X`` as capture separators (written back as ``x``);
- results ``2-0 1-1 0-2`` and ``1-0 1/2-1/2 0-1`` (whatever the GameType),
  ``0-0`` and ``*``; a game may also end without one, at the next tag section
  or at the end of the text;
- unquoted tag values ``[Round 3]``.

Anything else is a :class:`PdnError` naming the game (1-based), the line and
the token.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from dames_tui.core import Color, PdnError, UnknownVariantError, rules_for_gametype
from dames_tui.core.errors import Phrase

from .fen import _unwrap

__all__ = ["RESULTS", "PdnGame", "read_pdn", "read_pdn_partial", "write_pdn"]

RESULTS = frozenset({"2-0", "1-1", "0-2", "1-0", "1/2-1/2", "0-1", "0-0", "*"})
TAG_ORDER = ("Event", "Site", "Date", "Round", "White", "Black", "Result", "GameType", "FEN")
LINE_WIDTH = 79

_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\\n]|\\.)*)"\s*\]')
_LOOSE_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+([^\]"\n]*?)\s*\]')
_TAG_NAME_RE = re.compile(r"[A-Za-z0-9_]+")
_WORD_RE = re.compile(r'[^\s{}();\[\]"]+')
_NUMBER_RE = re.compile(r"(\d+)\.+")
_READ_MOVE_RE = re.compile(r"(\d+(?:[-xX:]\d+)+)[!?]*")
_WRITE_MOVE_RE = re.compile(r"[1-9]\d*(?:[-x][1-9]\d*)+")
_SKIPPED_RE = re.compile(r"\$\d+|\.+|[!?]+")
_ESCAPE_RE = re.compile(r'\\(["\\])')
_GAMETYPE_RE = re.compile(r"\s*(\d+)")
_BRACE = {"mark": "{"}  # what is never closed (a parameter: braces would be a field)
_PAREN = {"mark": "("}


@dataclass
class PdnGame:
    """One game of a PDN file.

    ``moves`` holds the move texts in order; ``comments[i]`` is the comment
    after ``moves[i]`` (key ``-1``: a comment before the first move);
    ``result`` is the result that ends the move text (None if none does).
    """

    tags: dict[str, str] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    comments: dict[int, str] = field(default_factory=dict)
    result: str | None = None

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
        if match is None:
            raise PdnError(
                f"bad GameType tag {value!r} (expected a number such as 20 or 21)",
                code="pdn.bad_gametype_tag",
                params={"value": value},
            )
        return int(match.group(1))

    @property
    def fen(self) -> str | None:
        """The FEN tag's value, if any."""
        return self.tags.get("FEN")


# ------------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # "tag", "comment", "number", "move", "result"
    text: str
    line: int
    value: str = ""


class _ScanError(Exception):
    """A syntax fault at ``line``: ``reason`` says what it is (its English text
    is ``message``); ``token`` is the unexpected word, if the fault is one."""

    def __init__(self, reason: Phrase, line: int, token: str | None = None) -> None:
        super().__init__(reason.english)
        self.reason = reason
        self.message = reason.english
        self.line = line
        self.token = token


class _Scanner:
    """Splits PDN text into tokens, skipping what the reader ignores."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def line_of(self, index: int) -> int:
        return bisect.bisect_right(self.line_starts, index)

    def tokens(self) -> Iterator[_Token]:
        text, n, i = self.text, len(self.text), 0
        while i < n:
            char = text[i]
            if char.isspace():
                i += 1
            elif char == "%" and (i == 0 or text[i - 1] == "\n"):
                i = self._end_of_line(i)
            elif char == "[":
                token, i = self._tag(i)
                yield token
            elif char == "{":
                close = text.find("}", i + 1)
                if close < 0:
                    raise _ScanError(
                        Phrase("pdn.unterminated_comment", "unterminated comment '{'", _BRACE),
                        self.line_of(i),
                    )
                yield _Token("comment", _clean(text[i + 1 : close]), self.line_of(i))
                i = close + 1
            elif char == ";":
                end = self._end_of_line(i)
                yield _Token("comment", _clean(text[i + 1 : end]), self.line_of(i))
                i = end
            elif char == "(":
                i = self._skip_variation(i)
            else:
                word = _WORD_RE.match(text, i)
                if word is None:
                    raise _ScanError(
                        Phrase("pdn.unexpected_char", f"unexpected {char!r}", {"char": char}),
                        self.line_of(i),
                        char,
                    )
                yield from self._classify(word.group(), self.line_of(i))
                i = word.end()

    def _end_of_line(self, i: int) -> int:
        end = self.text.find("\n", i)
        return len(self.text) if end < 0 else end

    def _tag(self, i: int) -> tuple[_Token, int]:
        line = self.line_of(i)
        match = _TAG_RE.match(self.text, i)
        if match is not None:
            value = _ESCAPE_RE.sub(r"\1", match.group(2))
        else:
            match = _LOOSE_TAG_RE.match(self.text, i)
            if match is None:
                bad = self.text[i : self._end_of_line(i)].strip()
                raise _ScanError(
                    Phrase("pdn.bad_tag", f"bad tag {bad[:40]!r}", {"tag": bad[:40]}), line
                )
            value = match.group(2)
        return _Token("tag", match.group(1), line, value), match.end()

    def _skip_variation(self, i: int) -> int:
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
                close = text.find("}", i + 1)
                if close < 0:
                    raise _ScanError(
                        Phrase("pdn.unterminated_comment", "unterminated comment '{'", _BRACE),
                        self.line_of(i),
                    )
                i = close
            elif char == ";":
                i = self._end_of_line(i) - 1
            i += 1
        raise _ScanError(
            Phrase("pdn.unterminated_variation", "unterminated variation '('", _PAREN),
            self.line_of(start),
        )

    def _classify(self, word: str, line: int) -> Iterator[_Token]:
        if word in RESULTS:
            yield _Token("result", word, line)
            return
        number = _NUMBER_RE.match(word)
        if number is not None:
            yield _Token("number", number.group(1), line)
            word = word[number.end() :]
            if not word:
                return
        move = _READ_MOVE_RE.fullmatch(word)
        if move is not None:
            normal = move.group(1).replace("X", "x").replace(":", "x")
            yield _Token("move", normal, line)
        elif not _SKIPPED_RE.fullmatch(word):
            raise _ScanError(
                Phrase("pdn.unexpected_token", f"unexpected token {word!r}", {"token": word}),
                line,
                word,
            )


@dataclass
class _Reader:
    """Groups tokens into games."""

    games: list[PdnGame] = field(default_factory=list)
    current: PdnGame | None = None
    in_movetext: bool = False
    pending_comment: str | None = None

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
        game = self.start()
        self.in_movetext = True
        if token.kind == "move":
            game.moves.append(token.text)
        elif token.kind == "result":
            game.result = token.text
            self.finish()


def read_pdn_partial(text: str) -> tuple[list[PdnGame], PdnError | None]:
    """The games of ``text`` up to the first faulty one, and its error (or None).

    >>> games, error = read_pdn_partial('1. 32-28 19-23 2-0  1. 31-27 foo 0-2')
    >>> len(games), str(error)
    (1, "game 2, line 1: unexpected token 'foo'")
    """
    scanner = _Scanner(text.lstrip("\ufeff"))
    reader = _Reader()
    try:
        for token in scanner.tokens():
            reader.feed(token)
    except _ScanError as error:
        started = reader.games or reader.current is not None
        if not started and error.token is not None:
            message = f"no game found (line {error.line}: unexpected {error.token!r})"
            params = {"line": error.line, "token": error.token}
            return [], PdnError(message, code="pdn.no_game_at", params=params)
        number = len(reader.games) + 1
        at_line = PdnError(
            f"line {error.line}: {error.message}",
            code="pdn.at_line",
            params={"line": error.line, "reason": error.reason},
        )
        in_game = PdnError(
            f"game {number}, {at_line}",
            code="pdn.in_game",
            params={"game": number, "error": at_line},
        )
        return reader.games, in_game
    reader.finish()
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
    for ply in game.comments:
        if not -1 <= ply < len(game.moves):
            raise PdnError(
                f"comment after ply {ply} but the game has {len(game.moves)} moves",
                code="pdn.comment_past_end",
                params={"ply": ply, "count": len(game.moves)},
            )
    offset = 0 if _starting_side(game) is _first_mover(game) else 1
    words = _comment_words(game.comments.get(-1))
    after_comment = True
    for ply, move in enumerate(game.moves):
        if not _WRITE_MOVE_RE.fullmatch(move) or move in RESULTS:
            raise PdnError(
                f"cannot write move {move!r} (ply {ply + 1})",
                code="pdn.cannot_write_move",
                params={"move": move, "ply": ply + 1},
            )
        half = ply + offset
        number = half // 2 + 1
        if half % 2 == 0:
            words.append(f"{number}.")
        elif after_comment or ply == 0:
            words.append(f"{number}...")
        words.append(move)
        comment = _comment_words(game.comments.get(ply))
        words.extend(comment)
        after_comment = bool(comment)
    words.append(result)
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
