"""The tactics trainer without a screen: sets, attempts, ratings, the next
puzzle, progress; and every shipped puzzle read move by move (no engine)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dames_tui.core import ENGLISH, INTERNATIONAL, Color, Position, find_rules
from dames_tui.engine.eval import king_value
from dames_tui.flow.puzzles import (
    Puzzle,
    PuzzleAttempt,
    PuzzleError,
    PuzzleOutcome,
    PuzzleSet,
    PuzzleSetError,
    PuzzleTrainer,
    VerdictKind,
    expected_score,
    load_puzzle_set,
    move_texts,
    puzzle_rating,
    read_puzzle_set,
    shipped_variants,
    updated_rating,
)
from dames_tui.notation import format_fen, parse_fen, parse_move
from dames_tui.storage.paths import puzzles_path
from dames_tui.storage.puzzles import INITIAL_RATING, load_puzzle_progress

# 19-15 gives a man, 17x10x3 takes two and crowns (a set made by tools/make_puzzles.py)
SHOT = {
    "id": "english-1",
    "fen": "W:W17,19,21,25,26,32:B1,4,5,7,10,14",
    "line": ["19-15", "10x19", "17x10x3"],
    "also": [[], []],
    "refute": [{"17-13": ["4-8", "32-27", "8-11"], "32-28": ["14-18", "19-16", "10-15"]}, {}],
    "difficulty": 1,
}
# two choices for the player: 22x15x6 (the line; 1x10 then 20x11x4, the only
# capture, follow) or 20x11x4 at once (accepted too)
TWO_STEPS = {
    "id": "english-2",
    "fen": "W:W18,19,20,21,22,23,25,27,30,31:B1,2,8,9,10,11,12,13,14,16",
    "line": ["18-15", "11x18", "22x15x6", "1x10", "20x11x4"],
    "also": [[], ["20x11x4"], []],
    "refute": [{"21-17": ["14x21"]}, {}, {}],
    "difficulty": 3,
}


def english_set(*entries: dict[str, object], variant: str = "english", version: int = 1) -> bytes:
    return json.dumps({"version": version, "variant": variant, "puzzles": list(entries)}).encode()


def tiny() -> PuzzleSet:
    return read_puzzle_set(english_set(SHOT, TWO_STEPS), ENGLISH)


# ---------------------------------------------------------------------- sets


def test_a_set_reads_its_puzzles_in_order() -> None:
    puzzle_set = tiny()
    assert [p.id for p in puzzle_set.puzzles] == ["english-1", "english-2"]
    assert [p.number for p in puzzle_set.puzzles] == [1, 2]
    assert puzzle_set.puzzles[1].rating == puzzle_rating(3) > puzzle_set.puzzles[0].rating
    assert puzzle_set.dropped == 0
    assert puzzle_set.by_id("english-2") is puzzle_set.puzzles[1]


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b"{not json", "corrupt"),
        (b"\xff\xfe\x00", "corrupt"),
        (b"[1, 2]", "corrupt"),
        (b'{"version": 1, "variant": "english", "puzzles": {}}', "corrupt"),
        (b'{"version": "2", "variant": "english", "puzzles": []}', "corrupt"),
        (english_set(SHOT, version=7), "future_version"),
        (english_set(SHOT, variant="international"), "wrong_variant"),
        (english_set(), "empty"),
        (english_set({"id": "x"}, {"fen": 3}), "empty"),
        (b"[" * 100_000 + b"]" * 100_000, "corrupt"),
    ],
)
def test_a_broken_set_is_one_clear_error(raw: bytes, code: str) -> None:
    with pytest.raises(PuzzleSetError) as raised:
        read_puzzle_set(raw, ENGLISH)
    assert raised.value.code == code


def test_bad_entries_are_dropped_and_counted() -> None:
    bad = [
        {**SHOT, "id": ""},
        {**SHOT, "line": []},
        {**SHOT, "line": ["19-15", 7]},
        {**SHOT, "difficulty": 0},
        {**SHOT, "difficulty": True},
        {**SHOT, "also": "x"},
        {**SHOT, "refute": [{"17-13": "4-8"}]},
        "a string",
    ]
    puzzle_set = read_puzzle_set(english_set(*bad, TWO_STEPS), ENGLISH)
    assert [p.id for p in puzzle_set.puzzles] == ["english-2"]
    assert puzzle_set.dropped == len(bad)


def test_a_missing_or_unreadable_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(PuzzleSetError) as raised:
        load_puzzle_set(ENGLISH, tmp_path / "none.json")
    assert raised.value.code == "missing"
    with pytest.raises(PuzzleSetError) as raised:
        load_puzzle_set(ENGLISH, tmp_path)  # a directory
    assert raised.value.code == "unreadable"
    with pytest.raises(PuzzleSetError) as raised:
        load_puzzle_set(find_rules("frisian"))  # no set shipped for it
    assert raised.value.code == "missing"


def test_a_set_loads_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_bytes(english_set(SHOT))
    assert load_puzzle_set(ENGLISH, path).puzzles[0].fen == SHOT["fen"]


# ------------------------------------------------------------------ attempts


def test_the_right_move_is_answered_and_solves() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[1])
    assert attempt.player.name == "WHITE" and attempt.player_turns == 3
    verdict = attempt.play(attempt.legal("18-15"))
    assert verdict.kind is VerdictKind.CORRECT
    assert move_texts(verdict.answer, ENGLISH) == "11x18"
    assert not attempt.finished and attempt.outcome is None
    verdict = attempt.play(attempt.legal("22x15x6"))
    assert verdict.kind is VerdictKind.SOLVED
    assert attempt.solved and attempt.finished and attempt.outcome is PuzzleOutcome.SOLVED
    assert move_texts(attempt.moves, ENGLISH) == " ".join(TWO_STEPS["line"])  # type: ignore[arg-type]
    assert len(attempt.positions) == 6 and attempt.position.count(attempt.player, kings=True) == 1


def test_a_forced_move_of_the_player_is_played_with_the_reply() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[0])
    verdict = attempt.play(attempt.legal("19-15"))  # 10x19, then 17x10x3 the only capture
    assert verdict.kind is VerdictKind.SOLVED and not verdict.alternative
    assert move_texts(verdict.answer, ENGLISH) == "10x19 17x10x3"
    assert move_texts(attempt.moves, ENGLISH) == "19-15 10x19 17x10x3"
    attempt = PuzzleAttempt(tiny().puzzles[1])
    attempt.play(attempt.legal("18-15"))
    verdict = attempt.play(attempt.legal("22x15x6"))
    assert move_texts(verdict.answer, ENGLISH) == "1x10 20x11x4"


def test_an_accepted_alternative_solves_the_puzzle_there() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[1])
    attempt.play(attempt.legal("18-15"))
    verdict = attempt.play(attempt.legal("20x11x4"))
    assert verdict.kind is VerdictKind.SOLVED and verdict.alternative
    assert attempt.outcome is PuzzleOutcome.SOLVED


def test_a_wrong_move_is_answered_by_its_refutation() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[0])
    verdict = attempt.play(attempt.legal("32-28"))
    assert verdict.kind is VerdictKind.WRONG
    assert move_texts(verdict.answer, ENGLISH) == "14-18 19-16 10-15"
    assert move_texts(attempt.moves, ENGLISH) == "32-28 14-18 19-16 10-15"
    assert attempt.failed and attempt.finished and attempt.outcome is PuzzleOutcome.FAILED
    with pytest.raises(ValueError):
        attempt.play(attempt.position.legal_moves()[0])


def test_a_wrong_move_without_a_stored_answer_is_still_wrong() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[0])
    verdict = attempt.play(attempt.legal("26-23"))
    assert verdict.kind is VerdictKind.WRONG and verdict.answer == ()
    assert attempt.outcome is PuzzleOutcome.FAILED


def test_a_broken_refutation_is_played_as_far_as_it_reads() -> None:
    entry = {**SHOT, "refute": [{"17-13": ["4-8", "99-98", "8-11"]}]}
    attempt = PuzzleAttempt(read_puzzle_set(english_set(entry), ENGLISH).puzzles[0])
    verdict = attempt.play(attempt.legal("17-13"))
    assert move_texts(verdict.answer, ENGLISH) == "4-8"


def test_an_illegal_move_is_refused_and_changes_nothing() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[0])
    illegal = parse_move(parse_fen("W:W17:B1", ENGLISH), "17-13")
    with pytest.raises(ValueError):
        attempt.play(illegal.__class__(19, (10,)))
    assert attempt.moves == [] and attempt.outcome is None


def test_a_hint_names_the_piece_and_halves_the_solve() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[1])
    assert attempt.hint() == 18
    attempt.play(attempt.legal("18-15"))
    assert attempt.hint() == 22
    attempt.play(attempt.legal("22x15x6"))
    assert attempt.outcome is PuzzleOutcome.SOLVED_WITH_HINT
    with pytest.raises(ValueError):
        attempt.hint()


def test_the_solution_plays_the_line_from_where_it_left_it() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[1])
    attempt.play(attempt.legal("18-15"))
    assert attempt.solution() == 2  # the moves of the line already played stay
    assert move_texts(attempt.moves, ENGLISH) == " ".join(TWO_STEPS["line"])  # type: ignore[arg-type]
    assert attempt.revealed and attempt.finished and attempt.outcome is PuzzleOutcome.FAILED


def test_the_solution_after_a_wrong_move_takes_it_back() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[0])
    attempt.play(attempt.legal("17-13"))
    assert attempt.solution() == 0
    assert move_texts(attempt.moves, ENGLISH) == "19-15 10x19 17x10x3"
    assert attempt.position == attempt.positions[-1] and len(attempt.positions) == 4


def test_a_retry_starts_again_and_the_first_try_stays_the_record() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[0])
    attempt.play(attempt.legal("17-13"))
    attempt.retry()
    assert attempt.moves == [] and attempt.position == attempt.start and not attempt.finished
    attempt.play(attempt.legal("19-15"))
    assert attempt.solved and attempt.outcome is PuzzleOutcome.FAILED


def test_the_attempt_as_a_game_for_the_analysis_board() -> None:
    attempt = PuzzleAttempt(tiny().puzzles[0])
    attempt.play(attempt.legal("19-15"))
    game = attempt.game()
    assert game.start == attempt.start
    assert [str(m) for m in game.moves] == [str(m) for m in attempt.moves]
    assert game.position == attempt.position


@pytest.mark.parametrize(
    "entry",
    [
        {**SHOT, "fen": "W:W99:B1"},
        {**SHOT, "fen": "W:W1:B2"},  # a white man on its crowning row
        {**SHOT, "line": ["19-15", "10x19", "17-13"]},  # not legal there
        {**SHOT, "line": ["nonsense"]},
    ],
)
def test_a_damaged_puzzle_is_a_puzzle_error(entry: dict[str, object]) -> None:
    puzzle = read_puzzle_set(english_set(entry), ENGLISH).puzzles[0]
    with pytest.raises(PuzzleError) as raised:
        PuzzleAttempt(puzzle)
    assert raised.value.number == 1


# ------------------------------------------------------------------- ratings


def test_the_rating_follows_elo() -> None:
    assert expected_score(1000, 1000) == 0.5
    assert expected_score(1400, 1000) + expected_score(1000, 1400) == pytest.approx(1.0)
    assert updated_rating(1000, 1000, 1.0) > 1000 > updated_rating(1000, 1000, 0.0)
    assert updated_rating(1000, 1000, 0.5) == 1000
    # beating a harder puzzle gains more than beating an easier one
    assert updated_rating(1000, 1600, 1.0) - 1000 > updated_rating(1000, 700, 1.0) - 1000
    assert updated_rating(5, 2000, 0.0) >= 0


# ------------------------------------------------------------------- trainer


def graded() -> PuzzleSet:
    entries = [
        {**SHOT, "id": f"english-{n}", "difficulty": difficulty}
        for n, difficulty in enumerate((1, 3, 2, 5), 1)
    ]
    return read_puzzle_set(english_set(*entries), ENGLISH)


def test_the_next_puzzle_is_untried_and_nearest_the_rating() -> None:
    trainer = PuzzleTrainer(graded(), save=False)
    first = trainer.next_puzzle()
    assert first.id == "english-1"  # rated 1000 like a new player
    attempt = trainer.attempt(first)
    attempt.play(attempt.legal("19-15"))
    recorded = trainer.finish(attempt)
    assert recorded is not None and recorded.after.rating > INITIAL_RATING
    second = trainer.next_puzzle(first)
    assert second.id == "english-3"  # difficulty 2: the nearest untried one


def test_failed_puzzles_come_back_before_solved_ones() -> None:
    trainer = PuzzleTrainer(read_puzzle_set(english_set(SHOT, TWO_STEPS), ENGLISH), save=False)
    for puzzle, good in zip(trainer.puzzle_set.puzzles, (True, False), strict=True):
        attempt = trainer.attempt(puzzle)
        if good:
            attempt.play(attempt.legal("19-15"))
        else:
            attempt.solution()
        trainer.finish(attempt)
    assert trainer.next_puzzle().id == "english-2"
    assert trainer.next_puzzle(trainer.puzzle_set.puzzles[1]).id == "english-1"


def test_finishing_records_once_on_disk() -> None:
    trainer = PuzzleTrainer.open(ENGLISH)
    puzzle = trainer.next_puzzle()
    attempt = trainer.attempt(puzzle)
    assert trainer.finish(attempt) is None  # not decided yet
    attempt.solution()
    recorded = trainer.finish(attempt)
    assert recorded is not None and recorded.error is None
    assert trainer.finish(attempt) is None  # once
    record = load_puzzle_progress().value.of("english")
    assert (record.solved, record.failed, record.streak) == (0, 1, 0)
    assert record.rating < INITIAL_RATING
    assert dict(record.results) == {puzzle.id: "failed"}


def test_streaks_and_counts() -> None:
    trainer = PuzzleTrainer(graded(), save=False)
    outcomes = []
    for puzzle, way in zip(trainer.puzzle_set.puzzles, ("clean", "clean", "hint", "fail")):
        attempt = trainer.attempt(puzzle)
        if way == "hint":
            attempt.hint()
        if way == "fail":
            attempt.play(attempt.legal("17-13"))
        else:
            attempt.play(attempt.legal("19-15"))
        recorded = trainer.finish(attempt)
        assert recorded is not None
        outcomes.append((recorded.after.streak, recorded.after.best_streak))
    assert outcomes == [(1, 1), (2, 2), (2, 2), (0, 2)]
    record = trainer.record
    assert (record.solved, record.failed) == (3, 1)


def test_a_disk_that_refuses_keeps_the_progress_in_memory() -> None:
    puzzles_path().parent.mkdir(parents=True)
    puzzles_path().mkdir()  # a directory where the file goes
    trainer = PuzzleTrainer.open(ENGLISH)
    assert trainer.warning is not None
    attempt = trainer.attempt(trainer.next_puzzle())
    attempt.solution()
    recorded = trainer.finish(attempt)
    assert recorded is not None and recorded.error is not None
    assert trainer.record.failed == 1


# -------------------------------------------------- every shipped puzzle


def test_english_and_international_are_shipped() -> None:
    shipped = shipped_variants()
    assert {"english", "international"} <= set(shipped)
    for name in ("english", "international"):
        assert len(load_puzzle_set(find_rules(name)).puzzles) >= 300


@pytest.mark.parametrize("variant", shipped_variants())
def test_every_shipped_puzzle_reads_move_by_move(variant: str) -> None:
    """The FEN reads, each move is legal in turn, the first move is a choice
    and not a capture, the line ends with material taken, the alternatives
    and the refutations are legal where they are stored; ids and positions
    are unique. No engine: this is what the trainer relies on."""
    rules = find_rules(variant)
    puzzle_set = load_puzzle_set(rules)
    assert puzzle_set.dropped == 0
    assert rules in (ENGLISH, INTERNATIONAL) or rules.name == variant
    ids, fens = set(), set()
    for puzzle in puzzle_set.puzzles:
        check_puzzle(puzzle)
        assert puzzle.id not in ids and puzzle.fen not in fens
        ids.add(puzzle.id)
        fens.add(format_fen(parse_fen(puzzle.fen, rules)))


def check_puzzle(puzzle: Puzzle) -> None:
    attempt = PuzzleAttempt(puzzle)  # the FEN and the line read, each move legal in turn
    start = attempt.start
    assert len(start.legal_moves()) >= 2 and not attempt.line[0].is_capture, puzzle.id
    assert len(puzzle.also) == len(puzzle.refute) == attempt.player_turns, puzzle.id
    position = start
    for index, move in enumerate(attempt.line):
        if index % 2 == 0:
            turn = index // 2
            also = {parse_move(position, text) for text in puzzle.also[turn]}
            assert move not in also, puzzle.id
            for text, answer in puzzle.refute[turn].items():
                wrong = parse_move(position, text)
                assert wrong != move and wrong not in also, puzzle.id
                after = position.play(wrong)
                for reply in answer:
                    after = after.play(parse_move(after, reply))
        position = position.play(move)
    # the line ends with the player a man up (a king at the evaluation's value, no
    # search) having taken a piece (a crowning alone is no shot), or the opponent blocked
    gained = material(position, start.turn) - material(start, start.turn)
    taken = position.count(start.turn.opponent) < start.count(start.turn.opponent)
    assert (gained >= 1 and taken) or not position.legal_moves(), puzzle.id


def material(position: Position, color: Color) -> float:
    """``color``'s lead in men, a king counting as the evaluation values it."""
    king = king_value(position.rules) / 100

    def of(side: Color) -> float:
        return position.count(side, kings=False) + king * position.count(side, kings=True)

    return of(color) - of(color.opponent)
