"""English texts for reviewing a game (``dames review`` and the review screen). The same keys and {fields} as
fr_review.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "cli.command.review": "review a game of a PDN file: every move scored, the mistakes marked",
    "cli.review.file": "the PDN file of the game",
    "cli.review.game": "which game of the file (default: the first)",
    "cli.review.time": "seconds of search per position (default: {seconds})",
    "cli.review.depth": "search depth per position (instead of a time)",
    "cli.review.out": "write the annotated game (signs and comments) to this PDN file",
    "cli.review.variant": "the variant, when the file does not name it: {names}",
    "cli.review.fresh": "analyse again even if the file already holds a review",
    "review.better": "better",
    "review.side.white": "White",
    "review.side.black": "Black",
    "review.mark.inaccuracy": "inaccuracy",
    "review.mark.mistake": "mistake",
    "review.mark.blunder": "blunder",
    "review.header": "{file}, game {number}: {variant}{players}, {result}",
    "review.players": ", {white} – {black}",
    "review.budget.depth": "Analysed at depth {depth}; scores for White, in men.",
    "review.budget.time": "Analysed for {seconds} s a position; scores for White, in men.",
    "review.reused": "Review read from the file (--fresh to redo it).",
    "review.no_moves": "No move to review.",
    "review.incomplete": "Review incomplete: {done} moves of {total}.",
    "review.better_line": "{mark}; better: {move} ({score}) {line}",
    "review.accuracy": (
        "{side}{name}: accuracy {accuracy} % (inaccuracies {inaccuracies},"
        " mistakes {mistakes}, blunders {blunders})"
    ),
    "review.accuracy_none": "{side}{name}: no move to choose",
    "review.progress": "Reviewing",
    "review.progress_line": "reviewing: {done}/{total} moves",
    "review.written": "Annotated game written to {file}.",
    "error.review.game_below_one": "--game must be 1 or more, not {number}",
    "error.review.only_one_game": "{file} has only one game, no game {number}",
    "error.review.only_games": "{file} has only {count} games, no game {number}",
    "error.review.bad_game": "{file}, game {number}: {error}",
    "error.review.cannot_write": "cannot write {file}: {reason}",
}
