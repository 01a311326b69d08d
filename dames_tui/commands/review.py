"""`dames review FILE.pdn`: analyse every move of a game and mark the mistakes.

``dames review FILE.pdn [--game N] [--time S | --depth D] [--out FILE]
[--variant V] [--fresh]`` searches every position of the game
(:func:`dames_tui.review.analyse_game`, one second a position unless told),
then prints each move with its score (White's view, in men), its mark
(``?!``, ``?``, ``??``) and, for a marked move, the engine's better move and
line; then each side's accuracy. ``--out`` writes the game annotated as PDN
(:func:`dames_tui.review.annotated_pdn`). A file that already holds a
complete review of ours is not analysed again (unless ``--fresh``, or a
``--time`` / ``--depth`` other than the one it was made with).

While it searches, a progress bar shows on standard error when that is a
terminal, else a plain line every tenth of the game. A file that cannot be
read, holds no game, lacks the game asked for, or whose game breaks the
rules, and an output file that cannot be written, give one line on standard
error and exit status 2. Everything printed from a file goes through
:func:`~dames_tui.notation.printable`.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from ..cli_text import variant_names, whole_number
from ..i18n import Translator
from .analyse import depth_limit, seconds_limit

if TYPE_CHECKING:
    from ..core import Color, Rules
    from ..game import Game
    from ..review import Budget, GameReview, PlyReview

DEFAULT_TIME = 1.0  # seconds a position
PLAIN_STEPS = 10  # progress lines in a game, off a terminal


def add_arguments(parser: argparse.ArgumentParser, tr: Translator) -> None:
    parser.add_argument("file", metavar=tr("cli.metavar.file"), help=tr("cli.review.file"))
    parser.add_argument(
        "--game",
        type=whole_number(tr),
        metavar=tr("cli.metavar.number"),
        help=tr("cli.review.game"),
    )
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument(
        "--time",
        type=seconds_limit(tr),
        metavar=tr("cli.metavar.seconds"),
        help=tr("cli.review.time", seconds=f"{DEFAULT_TIME:g}"),
    )
    budget.add_argument(
        "--depth",
        type=depth_limit(tr),
        metavar=tr("cli.metavar.depth"),
        help=tr("cli.review.depth"),
    )
    parser.add_argument("--out", metavar=tr("cli.metavar.file"), help=tr("cli.review.out"))
    parser.add_argument(
        "--variant",
        metavar=tr("cli.metavar.variant"),
        help=tr("cli.review.variant", names=variant_names()),
    )
    parser.add_argument("--fresh", action="store_true", help=tr("cli.review.fresh"))


def run(args: argparse.Namespace, tr: Translator) -> int:
    from ..core import find_rules
    from ..notation import printable
    from ..review import Budget, review_from_pdn

    rules = find_rules(args.variant) if args.variant is not None else None
    number = args.game if args.game is not None else 1
    picked = _pick_game(tr, args.file, number, rules)
    if isinstance(picked, str):
        print(printable(tr("cli.error_line", prog="dames", message=picked)), file=sys.stderr)
        return 2
    game = picked
    asked = None
    if args.depth is not None or args.time is not None:
        asked = Budget(depth=args.depth, time=args.time)
    review = None if args.fresh else review_from_pdn(game)
    reused = review is not None and review.complete and asked in (None, review.budget)
    if not reused or review is None:
        review = _analyse(game, asked or Budget(time=DEFAULT_TIME), tr)
    for line in report_lines(tr, args.file, number, game, review, reused=reused):
        print(printable(line))
    if args.out is not None:
        failure = _write(tr, args.out, game, review)
        if failure is not None:
            sys.stdout.flush()
            print(printable(tr("cli.error_line", prog="dames", message=failure)), file=sys.stderr)
            return 2
        print(printable(tr("review.written", file=args.out)))
    return 0


def _pick_game(tr: Translator, file: str, number: int, rules: Rules | None) -> Game | str:
    """Game ``number`` of ``file`` (replayed on ``rules`` when given), or the
    message saying why there is none."""
    from ..core import PdnError
    from ..game.pdn import replay_pdn
    from ..i18n.errors import error_text
    from ..storage import load_games_pdn
    from .check import entry_line, file_fault_text

    if number < 1:
        return tr("review.error.game_below_one", number=number)
    loaded = load_games_pdn(file, apply_result=True)
    if loaded.fault is not None:
        return file_fault_text(tr, file, loaded.fault)
    entries = loaded.entries
    if number > len(entries):
        if len(entries) == 1:
            return tr("review.error.only_one_game", file=file, number=number)
        return tr("review.error.only_games", file=file, count=len(entries), number=number)
    entry = entries[number - 1]
    if rules is not None and entry.pdn is not None and entry.pdn.error is None:
        try:
            return replay_pdn(entry.pdn, rules=rules, apply_result=True).game
        except PdnError as error:
            return tr(
                "review.error.bad_game", file=file, number=number, error=error_text(tr, error)
            )
    if entry.game is None:
        return entry_line(tr, file, entry)
    return entry.game


def _analyse(game: Game, budget: Budget, tr: Translator) -> GameReview:
    """The review of ``game``, with a progress bar on a terminal (standard
    error) and plain progress lines elsewhere."""
    from ..review import analyse_game

    total = len(game.moves)
    if total and sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

        columns = (BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        console = Console(stderr=True)
        with Progress("{task.description}", *columns, console=console, transient=True) as progress:
            task = progress.add_task(tr("review.progress"), total=total)
            return analyse_game(
                game, budget, on_progress=lambda done, _: progress.update(task, completed=done)
            )
    step = max(1, -(-total // PLAIN_STEPS))

    def plain(done: int, total: int) -> None:
        if done and (done % step == 0 or done == total):
            print(tr("review.progress_line", done=done, total=total), file=sys.stderr, flush=True)

    return analyse_game(game, budget, on_progress=plain)


def report_lines(
    tr: Translator, file: str, number: int, game: Game, review: GameReview, *, reused: bool
) -> list[str]:
    """What ``dames review`` prints: a header, each move, each side's accuracy."""
    from ..core import Color
    from ..game import result_text, side_tag

    rules = game.rules
    names = {color: _known(game.tags.get(side_tag(rules, color))) for color in Color}
    white, black = (names[rules.pdn_colour(Color.WHITE)], names[rules.pdn_colour(Color.BLACK)])
    players = ""
    if white or black:
        players = tr("review.players", white=white or "?", black=black or "?")
    lines = [
        tr(
            "review.header",
            file=file,
            number=number,
            variant=rules.title(tr.language),
            players=players,
            result=result_text(rules, game.outcome),
        ),
        _budget_line(tr, review.budget),
    ]
    if reused:
        lines.append(tr("review.reused"))
    if not game.moves:
        lines.append(tr("review.no_moves"))
        return lines
    lines.extend(move_line(tr, game, ply) for ply in review.plies)
    if not review.complete:
        lines.append(tr("review.incomplete", done=len(review.plies), total=len(game.moves)))
    for pdn_colour in (Color.WHITE, Color.BLACK):
        lines.append(_accuracy_line(tr, review, rules.pdn_colour(pdn_colour), names, rules))
    return lines


def move_line(tr: Translator, game: Game, ply: PlyReview) -> str:
    """One move: its number, text and sign, the score after it (White's
    view), and for a marked move the mark and the engine's better move and line."""
    from ..notation import format_move_short
    from ..review.annotate import line_texts, score_text

    rules = game.rules
    offset = 0 if game.start.turn is rules.first_to_move else 1
    dots = "." if (ply.ply + offset) % 2 == 0 else "..."
    number = f"{game.move_number(ply.ply)}{dots}"
    sign = ply.mark.sign if ply.mark is not None else ""
    move = game.move_texts()[ply.ply] + sign
    text = f"{number:>6} {move:<12} {score_text(ply.white_view(rules)):>7}"
    if ply.mark is None:
        return text
    before = game.positions[ply.ply]
    better = tr(
        "review.better_line",
        mark=tr(f"review.mark.{ply.mark.name.lower()}"),
        move=format_move_short(before, ply.best),
        score=score_text(ply.white_view(rules, after=False)),
        line=" ".join(line_texts(before, ply.line)),
    )
    return f"{text}  {better}"


def _budget_line(tr: Translator, budget: Budget) -> str:
    if budget.depth is not None:
        return tr("review.budget.depth", depth=budget.depth)
    return tr("review.budget.time", seconds=f"{budget.time or DEFAULT_TIME:g}")


def _accuracy_line(
    tr: Translator,
    review: GameReview,
    color: Color,
    names: dict[Color, str | None],
    rules: Rules,
) -> str:
    from ..review import Mark

    side = tr(f"review.side.{rules.pdn_colour(color).name.lower()}")
    name = f" ({names[color]})" if names[color] else ""
    accuracy = review.accuracy(color)
    if accuracy is None:
        return tr("review.accuracy_none", side=side, name=name)
    marks = review.marks(color)
    return tr(
        "review.accuracy",
        side=side,
        name=name,
        accuracy=f"{accuracy:.0f}",
        inaccuracies=marks[Mark.INACCURACY],
        mistakes=marks[Mark.MISTAKE],
        blunders=marks[Mark.BLUNDER],
    )


def _known(value: str | None) -> str | None:
    value = (value or "").strip()
    return value if value and value != "?" else None


def _write(tr: Translator, out: str, game: Game, review: GameReview) -> str | None:
    """Write the annotated game to ``out``; the message when it fails."""
    from pathlib import Path

    from ..core.errors import Phrase
    from ..i18n.errors import phrase_text
    from ..review import annotated_pdn
    from ..storage import StorageError
    from ..storage.atomic import atomic_write_text

    try:
        atomic_write_text(Path(out), annotated_pdn(game, review, tr))
    except StorageError as failure:
        reason = phrase_text(tr, Phrase(f"read_reason.{failure.reason}", failure.detail))
        return tr("review.error.cannot_write", file=out, reason=reason)
    return None
