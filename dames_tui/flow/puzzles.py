"""The tactics trainer without Textual: the shipped puzzle sets, the next
puzzle to try, an attempt at one, and the player's rating.

**Sets.** A set is package data, ``dames_tui/data/puzzles/<variant>.json``,
made by ``tools/make_puzzles.py`` (whose docstring describes the format): a
puzzle is a start position (the FEN, the player to move), its solution line
(the player's moves and the computer's replies, in move text), the moves also
accepted at each of the player's turns, the engine's answer to each wrong
move, and a difficulty (the search depth at which the engine first finds the
first move). :func:`load_puzzle_set` checks the file's shape and drops the
puzzles that are not sound; the moves are read when a puzzle is tried
(:class:`PuzzleAttempt`), so that opening a set stays quick. A missing or
broken file is a :class:`PuzzleSetError`, whose ``code`` the interface
translates (``puzzles.error.<code>``).

**An attempt.** :meth:`PuzzleAttempt.play` takes the player's move and says
whether it is right: the expected move (or an accepted alternative, which
solves the puzzle there) is answered by the line's reply, and a move of the
player's own that is the only legal one is played with it; a wrong move is
answered by the stored refutation. :meth:`~PuzzleAttempt.hint` gives the
square of the piece to move, :meth:`~PuzzleAttempt.solution` plays the rest
of the line. The attempt keeps every move on the board (:attr:`moves`), so
that the interface shows them one by one.

**The rating** is Elo's: a puzzle of difficulty *d* is rated
:func:`puzzle_rating` = 1000 + 150 (*d* − 1); the player starts at 1000
and after each puzzle moves by K = 32 times the score (1 solved alone, ½
solved after a hint, 0 failed: a wrong move or the solution asked) minus the
expected score 1 / (1 + 10^((puzzle − player) / 400)). Only the first try of
a puzzle counts: a retry after a failure is practice. The streak counts the
puzzles solved alone in a row (a hint leaves it as it is).

**The next puzzle** (:meth:`PuzzleTrainer.next_puzzle`): puzzles never tried
first, then those failed last time, then the solved ones; within each group
the one rated nearest the player, the lower number on a tie.

>>> from dames_tui.core import ENGLISH
>>> puzzle_set = read_puzzle_set(TINY_SET, ENGLISH)
>>> attempt = PuzzleAttempt(puzzle_set.puzzles[0])
>>> verdict = attempt.play(attempt.legal("19-15"))
>>> verdict.kind.value, move_texts(attempt.moves, ENGLISH)
('solved', '19-15 10x19 17x10x3')
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path

from dames_tui.core import Color, DraughtsError, Move, Position, Rules, variants
from dames_tui.game import Game
from dames_tui.notation import format_move, parse_fen, parse_move
from dames_tui.storage import LoadWarning, StorageError
from dames_tui.storage.atomic import read_bytes
from dames_tui.storage.jsonfile import is_int as _is_int
from dames_tui.storage.puzzles import (
    MAX_RATING,
    MIN_RATING,
    PuzzleProgress,
    PuzzleRecord,
    PuzzleResult,
    load_puzzle_progress,
    record_puzzle,
    with_result,
)

__all__ = [
    "PUZZLE_K",
    "Puzzle",
    "PuzzleAttempt",
    "PuzzleError",
    "PuzzleOutcome",
    "PuzzleSet",
    "PuzzleSetError",
    "PuzzleTrainer",
    "Recorded",
    "Verdict",
    "VerdictKind",
    "expected_score",
    "load_puzzle_set",
    "move_texts",
    "puzzle_rating",
    "read_puzzle_set",
    "shipped_variants",
    "updated_rating",
]

SET_VERSION = 1
PUZZLE_K = 32  # the Elo factor: the most a rating moves after one puzzle
BASE_RATING = 1000  # a puzzle of difficulty 1
RATING_STEP = 150  # one more ply of search to find the first move
MAX_SET_BYTES = 4 * 1024 * 1024
MAX_TEXT = 200  # characters of one move text or FEN in a set, at most
MAX_LINE = 64  # plies of a line, at most
MAX_DIFFICULTY = 64

#: a tiny set for the doctests: White's 19-15 gives a man to take two
TINY_SET = json.dumps(
    {
        "version": 1,
        "variant": "english",
        "puzzles": [
            {
                "id": "english-1",
                "fen": "W:W17,19,21,25,26,32:B1,4,5,7,10,14",
                "line": ["19-15", "10x19", "17x10x3"],
                "difficulty": 1,
            }
        ],
    }
).encode()


# ------------------------------------------------------------------- ratings


def puzzle_rating(difficulty: int) -> int:
    """The rating of a puzzle of ``difficulty`` (the depth that finds it).

    >>> puzzle_rating(1), puzzle_rating(3)
    (1000, 1300)
    """
    return BASE_RATING + RATING_STEP * (max(1, difficulty) - 1)


def expected_score(rating: int, against: int) -> float:
    """Elo's expected score of a player rated ``rating`` against ``against``.

    >>> expected_score(1000, 1000), round(expected_score(1000, 1400), 3)
    (0.5, 0.091)
    """
    return 1.0 / (1.0 + float(10.0 ** ((against - rating) / 400.0)))


def updated_rating(rating: int, against: int, score: float) -> int:
    """The rating after a puzzle rated ``against`` with ``score`` (1, ½ or 0).

    >>> updated_rating(1000, 1000, 1.0), updated_rating(1000, 1000, 0.0)
    (1016, 984)
    """
    new = round(rating + PUZZLE_K * (score - expected_score(rating, against)))
    return max(MIN_RATING, min(MAX_RATING, new))


# ---------------------------------------------------------------------- sets


class PuzzleSetError(Exception):
    """A set that cannot be used. ``code``: ``missing`` (no set for the
    variant), ``unreadable``, ``corrupt`` (not a set's JSON), ``future_version``,
    ``wrong_variant`` or ``empty`` (no sound puzzle in it); ``params`` fill
    the translated text; ``str(error)`` is one English line."""

    def __init__(self, code: str, detail: str, **params: str | int) -> None:
        super().__init__(detail)
        self.code = code
        self.params = params


class PuzzleError(Exception):
    """A puzzle whose position or moves do not read (a damaged set): the
    trainer skips it. ``number`` is its number in the set."""

    def __init__(self, number: int, detail: str) -> None:
        super().__init__(f"puzzle {number}: {detail}")
        self.number = number


@dataclass(frozen=True)
class Puzzle:
    """One puzzle as the set gives it (its moves are read by an attempt).

    ``number`` counts from 1 in its set; ``line`` alternates the player's
    moves and the replies; ``also[i]`` and ``refute[i]`` belong to the
    player's i-th move."""

    rules: Rules
    number: int
    id: str
    fen: str
    line: tuple[str, ...]
    difficulty: int
    also: tuple[tuple[str, ...], ...] = ()
    refute: tuple[Mapping[str, tuple[str, ...]], ...] = ()

    @property
    def rating(self) -> int:
        return puzzle_rating(self.difficulty)


@dataclass(frozen=True)
class PuzzleSet:
    """A variant's puzzles, in the file's order; ``dropped`` counts the
    entries left out because they were not sound."""

    rules: Rules
    puzzles: tuple[Puzzle, ...]
    dropped: int = 0

    def by_id(self, puzzle_id: str) -> Puzzle | None:
        return next((p for p in self.puzzles if p.id == puzzle_id), None)


def _set_resource(name: str) -> resources.abc.Traversable:
    return resources.files("dames_tui").joinpath("data", "puzzles", f"{name}.json")


def shipped_variants() -> tuple[str, ...]:
    """The variants with a set in the package, in the registry's order."""
    return tuple(rules.name for rules in variants() if _set_resource(rules.name).is_file())


def load_puzzle_set(rules: Rules, path: Path | None = None) -> PuzzleSet:
    """The set of ``rules``' variant: the package's, or the file at ``path``.
    Raises :class:`PuzzleSetError`, never anything else, whatever the file."""
    if path is None:
        resource = _set_resource(rules.name)
        if not resource.is_file():
            raise PuzzleSetError("missing", f"no puzzles for {rules.name}", variant=rules.name)
        shown = f"{rules.name}.json"
        try:
            raw = resource.read_bytes()
        except OSError as error:
            raise PuzzleSetError(
                "unreadable", f"cannot read {shown}: {error}", file=shown
            ) from None
    else:
        shown = path.name
        try:
            found = read_bytes(path, limit=MAX_SET_BYTES)
        except OSError as error:
            raise PuzzleSetError("unreadable", f"cannot read {path}: {error}", file=shown) from None
        if found is None:
            raise PuzzleSetError("missing", f"{path} does not exist", variant=rules.name)
        raw = found
    return read_puzzle_set(raw, rules, source=shown)


def read_puzzle_set(raw: bytes, rules: Rules, *, source: str = "") -> PuzzleSet:
    """The set that ``raw`` holds, for ``rules``; :class:`PuzzleSetError`
    when it is no set of that variant or has no sound puzzle."""
    shown = source or f"{rules.name}.json"
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise PuzzleSetError("corrupt", f"{shown}: not JSON ({error})", file=shown) from None
    if not isinstance(data, dict) or not isinstance(data.get("puzzles"), list):
        raise PuzzleSetError("corrupt", f"{shown}: not a set of puzzles", file=shown)
    version = data.get("version", 1)
    if not _is_int(version) or version < 1:
        raise PuzzleSetError("corrupt", f"{shown}: bad version", file=shown)
    if version > SET_VERSION:
        raise PuzzleSetError("future_version", f"{shown}: a newer set", file=shown)
    if data.get("variant") != rules.name:
        raise PuzzleSetError("wrong_variant", f"{shown}: not {rules.name}", file=shown)
    puzzles: list[Puzzle] = []
    dropped = 0
    for entry in data["puzzles"]:
        puzzle = _read_puzzle(entry, rules, len(puzzles) + 1)
        if puzzle is None:
            dropped += 1
        else:
            puzzles.append(puzzle)
    if not puzzles:
        raise PuzzleSetError("empty", f"{shown}: no sound puzzle", file=shown)
    return PuzzleSet(rules, tuple(puzzles), dropped)


def _text(value: object) -> str | None:
    if isinstance(value, str) and 0 < len(value) <= MAX_TEXT:
        return value
    return None


def _texts(value: object, most: int = MAX_LINE) -> tuple[str, ...] | None:
    if not isinstance(value, list) or len(value) > most:
        return None
    found = tuple(_text(v) for v in value)
    return None if any(text is None for text in found) else found  # type: ignore[return-value]


def _read_puzzle(entry: object, rules: Rules, number: int) -> Puzzle | None:
    """The puzzle of one entry, or None when its shape is wrong."""
    if not isinstance(entry, dict):
        return None
    puzzle_id, fen = _text(entry.get("id")), _text(entry.get("fen"))
    line = _texts(entry.get("line"))
    difficulty = entry.get("difficulty")
    if puzzle_id is None or fen is None or not line:
        return None
    if not _is_int(difficulty) or not 1 <= difficulty <= MAX_DIFFICULTY:
        return None
    turns = (len(line) + 1) // 2
    also_raw = entry.get("also", [])
    refute_raw = entry.get("refute", [])
    if not isinstance(also_raw, list) or not isinstance(refute_raw, list):
        return None
    also: list[tuple[str, ...]] = []
    for item in also_raw[:turns]:
        texts = _texts(item, 256)
        if texts is None:
            return None
        also.append(texts)
    refute: list[Mapping[str, tuple[str, ...]]] = []
    for item in refute_raw[:turns]:
        if not isinstance(item, dict) or len(item) > 256:
            return None
        answers: dict[str, tuple[str, ...]] = {}
        for move, reply in item.items():
            texts = _texts(reply, 8)
            if _text(move) is None or texts is None:
                return None
            answers[move] = texts
        refute.append(answers)
    return Puzzle(rules, number, puzzle_id, fen, line, difficulty, tuple(also), tuple(refute))


# ------------------------------------------------------------------ attempts


class VerdictKind(enum.Enum):
    CORRECT = "correct"  # the right move; the line goes on
    SOLVED = "solved"  # the right move, and the line ends (or an accepted alternative)
    WRONG = "wrong"  # not the move: answered by the refutation


class PuzzleOutcome(enum.Enum):
    """How an attempt ends for the record (its first try)."""

    SOLVED = "solved"
    SOLVED_WITH_HINT = "solved_with_hint"
    FAILED = "failed"

    @property
    def score(self) -> float:
        return {"solved": 1.0, "solved_with_hint": 0.5, "failed": 0.0}[self.value]

    @property
    def result(self) -> PuzzleResult:
        return "failed" if self is PuzzleOutcome.FAILED else "solved"


@dataclass(frozen=True)
class Verdict:
    """What became of the player's move: ``answer`` are the moves played
    after it (the reply and the player's forced moves, or the refutation);
    ``alternative`` says that an accepted move other than the line's solved it."""

    kind: VerdictKind
    move: Move
    answer: tuple[Move, ...] = ()
    alternative: bool = False


@dataclass(frozen=True)
class _Step:
    """One of the player's turns in the line: where it is in the line, and
    the moves accepted there besides the line's."""

    index: int
    also: frozenset[Move]


class PuzzleAttempt:
    """The player trying one puzzle (see the module docstring). Raises
    :class:`PuzzleError` at once when the puzzle's moves do not read."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        try:
            self.start = parse_fen(puzzle.fen, puzzle.rules)
            self.start.validate()
        except DraughtsError as error:
            raise PuzzleError(puzzle.number, f"bad FEN: {error}") from None
        self.line, self._steps = _read_line(puzzle, self.start)
        self.player: Color = self.start.turn
        self.moves: list[Move] = []  # everything on the board since the start
        self.positions: list[Position] = [self.start]
        self._on_line = 0  # how many of ``moves`` follow the line
        self.solved = False
        self.failed = False  # a wrong move was played (the board shows its refutation)
        self.hinted = False
        self.revealed = False  # the solution was shown
        self.outcome: PuzzleOutcome | None = None  # decided by the first try
        self.recorded = False  # the trainer wrote the outcome down

    # ----------------------------------------------------------------- state

    @property
    def position(self) -> Position:
        return self.positions[-1]

    @property
    def finished(self) -> bool:
        """Nothing left to play: solved, failed, or the solution shown."""
        return self.solved or self.failed or self.revealed

    @property
    def player_turns(self) -> int:
        return len(self._steps)

    def legal(self, text: str) -> Move:
        """The legal move of the current position that ``text`` names."""
        return parse_move(self.position, text)

    def _expected(self) -> tuple[Move, frozenset[Move]]:
        index = self._on_line
        step = next(s for s in self._steps if s.index == index)
        return self.line[index], step.also

    # ----------------------------------------------------------------- moves

    def play(self, move: Move) -> Verdict:
        """Judge and play the player's ``move`` (a legal move of
        :attr:`position`). Raises ValueError when the attempt is finished and
        :class:`~dames_tui.core.IllegalMoveError` for an illegal move."""
        if self.finished:
            raise ValueError("the attempt is over: retry or take the next puzzle")
        move = self.position.resolve(move)[0]
        expected, also = self._expected()
        if move == expected:
            self._push(move)
            self._on_line += 1
            answer = self._answer()
            if self._on_line == len(self.line):
                self._decide_solved()
                return Verdict(VerdictKind.SOLVED, move, answer)
            return Verdict(VerdictKind.CORRECT, move, answer)
        if move in also:
            self._push(move)
            self._decide_solved()
            return Verdict(VerdictKind.SOLVED, move, (), alternative=True)
        self._push(move)
        answer = self._refutation(move)
        self.failed = True
        if self.outcome is None:
            self.outcome = PuzzleOutcome.FAILED
        return Verdict(VerdictKind.WRONG, move, answer)

    def _push(self, move: Move) -> None:
        self.moves.append(move)
        self.positions.append(self.position.play(move))

    def _answer(self) -> tuple[Move, ...]:
        """Play the line's replies, and the player's moves that are the only
        legal one, up to the player's next real choice."""
        played: list[Move] = []
        while self._on_line < len(self.line):
            index = self._on_line
            mine = index % 2 == 0
            if mine and len(self.position.legal_moves()) > 1:
                break
            self._push(self.line[index])
            played.append(self.line[index])
            self._on_line += 1
        return tuple(played)

    def _refutation(self, wrong: Move) -> tuple[Move, ...]:
        """The stored answer to ``wrong``, as far as its moves read."""
        turn = self._turn_number()
        answers = self.puzzle.refute[turn] if turn < len(self.puzzle.refute) else {}
        texts = next(
            (
                reply
                for text, reply in answers.items()
                if _reads_as(self.positions[-2], text, wrong)
            ),
            (),
        )
        played: list[Move] = []
        for text in texts:
            try:
                reply = parse_move(self.position, text)
            except DraughtsError:
                break
            self._push(reply)
            played.append(reply)
        return tuple(played)

    def _turn_number(self) -> int:
        """Which of the player's turns the line is at (0 for the first)."""
        return sum(1 for s in self._steps if s.index < self._on_line)

    def _decide_solved(self) -> None:
        self.solved = True
        if self.outcome is None:
            self.outcome = PuzzleOutcome.SOLVED_WITH_HINT if self.hinted else PuzzleOutcome.SOLVED

    # ----------------------------------------------------------- help, retry

    def hint(self) -> int:
        """The square of the piece that the player should move now; asking
        makes a solve count half."""
        if self.finished:
            raise ValueError("the attempt is over")
        self.hinted = True
        return self._expected()[0].start

    def solution(self) -> int:
        """Take back the moves off the line, play the rest of the line, and
        return how many of :attr:`moves` stay as they were (the interface
        shows the others one by one). An unsolved puzzle counts as failed."""
        if not self.solved and self.outcome is None:
            self.outcome = PuzzleOutcome.FAILED
        kept = self._on_line
        del self.moves[kept:]
        del self.positions[kept + 1 :]
        for move in self.line[kept:]:
            self._push(move)
        self._on_line = len(self.line)
        self.revealed = True
        self.failed = False
        return kept

    def retry(self) -> None:
        """Back to the start position; the record keeps the first try's outcome."""
        self.moves.clear()
        del self.positions[1:]
        self._on_line = 0
        self.solved = self.failed = self.revealed = False
        self.hinted = False

    def game(self, plies: int | None = None) -> Game:
        """The puzzle as a game from its start position, with the moves on
        the board (the first ``plies`` of them if given), for the analysis board."""
        game = Game(self.puzzle.rules, self.start)
        for move in self.moves[:plies]:
            if game.is_over:
                break
            game.play(move)
        return game


def _reads_as(position: Position, text: str, move: Move) -> bool:
    try:
        return parse_move(position, text) == move
    except DraughtsError:
        return False


def _read_line(puzzle: Puzzle, start: Position) -> tuple[tuple[Move, ...], tuple[_Step, ...]]:
    """The line's moves, each legal in turn, and the player's steps."""
    moves: list[Move] = []
    steps: list[_Step] = []
    position = start
    for index, text in enumerate(puzzle.line):
        try:
            move = parse_move(position, text)
        except DraughtsError as error:
            raise PuzzleError(puzzle.number, f"move {index + 1} ({text!r}): {error}") from None
        if index % 2 == 0:
            turn = len(steps)
            texts = puzzle.also[turn] if turn < len(puzzle.also) else ()
            also = frozenset(m for m in (_read(position, t) for t in texts) if m is not None)
            steps.append(_Step(index, also - {move}))
        moves.append(move)
        position = position.play(move)
    return tuple(moves), tuple(steps)


def _read(position: Position, text: str) -> Move | None:
    try:
        return parse_move(position, text)
    except DraughtsError:
        return None


# ------------------------------------------------------------------ trainer


@dataclass(frozen=True)
class Recorded:
    """What recording an attempt did: the record before and after, and the
    storage's complaint if the file could not be read or written."""

    before: PuzzleRecord
    after: PuzzleRecord
    warning: LoadWarning | None = None
    error: StorageError | None = None


@dataclass
class PuzzleTrainer:
    """A variant's set and the player's progress in it: the next puzzle, and
    each attempt's outcome recorded in the data directory (``save``: False
    keeps it in memory, for tests and demonstrations)."""

    puzzle_set: PuzzleSet
    progress: PuzzleProgress = field(default_factory=PuzzleProgress)
    save: bool = True
    warning: LoadWarning | None = None  # from loading the progress file

    @classmethod
    def open(cls, rules: Rules, *, path: Path | None = None, save: bool = True) -> PuzzleTrainer:
        """The trainer for ``rules``' variant with the progress on disk
        (:class:`PuzzleSetError` when its set cannot be used)."""
        puzzle_set = load_puzzle_set(rules, path)
        if not save:
            return cls(puzzle_set, save=False)
        loaded = load_puzzle_progress()
        return cls(puzzle_set, loaded.value, True, loaded.warning)

    @property
    def variant(self) -> str:
        return self.puzzle_set.rules.name

    @property
    def record(self) -> PuzzleRecord:
        return self.progress.of(self.variant)

    def next_puzzle(self, after: Puzzle | None = None) -> Puzzle:
        """The puzzle to try next (see the module docstring); not ``after``
        unless it is the only one."""
        record = self.record
        rating = record.rating

        def order(puzzle: Puzzle) -> tuple[int, int, int]:
            group = {None: 0, "failed": 1, "solved": 2}[record.results.get(puzzle.id)]
            return group, abs(puzzle.rating - rating), puzzle.number

        choices = [p for p in self.puzzle_set.puzzles if after is None or p.id != after.id]
        return min(choices or self.puzzle_set.puzzles, key=order)

    def attempt(self, puzzle: Puzzle) -> PuzzleAttempt:
        """An attempt at ``puzzle`` (:class:`PuzzleError` for a damaged one)."""
        return PuzzleAttempt(puzzle)

    def finish(self, attempt: PuzzleAttempt) -> Recorded | None:
        """Record ``attempt``'s outcome once it is decided (None before, and
        after it was recorded): the counts, the streak, the rating and the
        puzzle's result, written to the data directory."""
        if attempt.outcome is None or attempt.recorded:
            return None
        attempt.recorded = True
        outcome, puzzle = attempt.outcome, attempt.puzzle
        before = self.record

        def change(record: PuzzleRecord) -> PuzzleRecord:
            return _after(record, puzzle, outcome)

        warning, error = None, None
        if self.save:
            try:
                loaded = record_puzzle(self.variant, change)
                self.progress, warning = loaded.value, loaded.warning
            except StorageError as failure:
                error = failure
                self.progress = self.progress.with_record(self.variant, change(before))
        else:
            self.progress = self.progress.with_record(self.variant, change(before))
        return Recorded(before, self.record, warning, error)


def _after(record: PuzzleRecord, puzzle: Puzzle, outcome: PuzzleOutcome) -> PuzzleRecord:
    """``record`` after ``outcome`` at ``puzzle``."""
    rating = updated_rating(record.rating, puzzle.rating, outcome.score)
    if outcome is PuzzleOutcome.SOLVED:
        streak = record.streak + 1
    elif outcome is PuzzleOutcome.FAILED:
        streak = 0
    else:
        streak = record.streak
    new = replace(
        record,
        rating=rating,
        solved=record.solved + (outcome is not PuzzleOutcome.FAILED),
        failed=record.failed + (outcome is PuzzleOutcome.FAILED),
        streak=streak,
        best_streak=max(record.best_streak, streak),
    )
    return with_result(new, puzzle.id, outcome.result)


def move_texts(moves: tuple[Move, ...] | list[Move], rules: Rules) -> str:
    """Moves as one line of text in ``rules``' notation: ``"19-15 10x19"``."""
    return " ".join(format_move(move, rules) for move in moves)
