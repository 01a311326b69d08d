"""English texts for the puzzles (the tactics trainer). The same keys and {fields} as
fr_puzzles.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # the screen
    "puzzles.subtitle": "Puzzles · {variant}",
    "puzzles.number": "Puzzle {number} of {total}",
    "puzzles.difficulty": "Difficulty {difficulty} (rated {rating})",
    "puzzles.goal.white": "White to play and win material.",
    "puzzles.goal.black": "Black to play and win material.",
    "puzzles.rating": "Your rating: {rating}",
    "puzzles.streak": "Streak: {streak} (best {best})",
    "puzzles.tally": "Solved: {solved} · Failed: {failed}",
    "puzzles.moves": "Moves: {moves}",
    "puzzles.moves.none": "Moves: none yet",
    "puzzles.help": "h hint · s solution\nr retry · n next\na analysis board · Esc back",
    # the keys (footer)
    "puzzles.key.hint": "Hint",
    "puzzles.key.solution": "Solution",
    "puzzles.key.next": "Next",
    "puzzles.key.retry": "Retry",
    "puzzles.key.analyse": "Analyse",
    "puzzles.key.back": "Back",
    # the status line
    "puzzles.task.white": "Your move: White wins material",
    "puzzles.task.black": "Your move: Black wins material",
    "puzzles.correct.waiting": "Well played! The opponent answers…",
    "puzzles.correct": "Well played! Your move again.",
    "puzzles.solved": "Solved!",
    "puzzles.solved.alternative": "Solved, with another winning move!",
    "puzzles.rating_change": "Rating: {before} → {after}.",
    "puzzles.practice": "(Only the first try counts.)",
    "puzzles.wrong.waiting": "Not the move: {move}. The refutation…",
    "puzzles.wrong": "Missed: {move} is refuted by {answer}.",
    "puzzles.wrong.no_answer": "Missed: {move} does not win.",
    "puzzles.after_wrong": "r retry · s solution · n next",
    "puzzles.hint": "Hint: move the piece on {square}.",
    "puzzles.solution": "Solution: {line}",
    "puzzles.retry": "Again from the start.",
    "puzzles.over": "Puzzle over: r retry · n next.",
    "puzzles.damaged": "Puzzle {number} is damaged: skipped.",
    "puzzles.all_damaged": "No puzzle of this set can be read.",
    "puzzles.palette": "Puzzles",
    "puzzles.palette.help": "The tactics trainer: find the winning move ({variant})",
    # a set that cannot be used
    "puzzles.error.missing": "No puzzles for this game ({variant}).",
    "puzzles.error.unreadable": "The puzzle set {file} cannot be read.",
    "puzzles.error.corrupt": "The puzzle set {file} is damaged.",
    "puzzles.error.future_version": "The puzzle set {file} comes from a newer version.",
    "puzzles.error.wrong_variant": "The puzzle set {file} is another game's.",
    "puzzles.error.empty": "The puzzle set {file} holds no puzzle that can be read.",
    # the progress file
    "warning.puzzles_unreadable": "Puzzle progress unreadable ({path}).",
    "warning.puzzles_corrupt": (
        "Puzzle progress file damaged: it starts again from nothing (copy in {backup})."
    ),
    "warning.puzzles_future_version": (
        "Puzzle progress from a newer version: not read (copy in {backup})."
    ),
    "warning.puzzles_invalid_fields": "Puzzle progress: invalid values ignored ({fields}).",
    "storage.failed.puzzles": "Puzzle progress not saved ({reason}).",
}
