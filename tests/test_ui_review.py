"""The review screen: the analysis in a worker with a progress bar, the marks
in the move list, the selected move's scores and better move (on the board
too), the evaluation graph, the review kept with the game, Escape back, and
the screen in use while the analysis runs."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from test_ui_helpers import check_settings_then_language, make_app
from textual.pilot import Pilot
from textual.widgets import Input, ProgressBar, Static
from textual_plotext import PlotextPlot

from dames_tui.core import ENGLISH, Color
from dames_tui.flow.engine_process import LocalRunner, default_runner, set_default_runner
from dames_tui.flow.reviewing import REVIEW_TAG, copy_moves
from dames_tui.game import Game
from dames_tui.game.pdn import replay_pdn
from dames_tui.notation import format_move_short, read_pdn
from dames_tui.review import (
    Budget,
    GameReview,
    Mark,
    PlyReview,
    analyse_game,
    annotated_pdn,
    chance_drop,
    chances,
    mark_for,
)
from dames_tui.ui.screens.game import GameScreen
from dames_tui.ui.screens.review import MARK_COLOURS, ReviewScreen, men_score_text
from dames_tui.ui.widgets.board import BoardView
from dames_tui.ui.widgets.eval_graph import EvalGraph
from dames_tui.ui.widgets.move_list import MoveList
from dames_tui.ui.widgets.status_bar import StatusBar

DATA = Path(__file__).parent / "data"
SIZE = (100, 30)
DEPTH = 4  # the real engine on the planted blunder: small, fixed, deterministic
BUDGET = Budget(depth=DEPTH)


@pytest.fixture(autouse=True)
def analyses_in_this_process() -> Any:
    """The stand-in analyses count their calls here: they run in the
    screen's worker thread, not in the engine's process (whose own tests
    are tests/test_flow_engine_process.py)."""
    previous = default_runner()
    set_default_runner(LocalRunner())
    yield
    set_default_runner(previous)


def planted() -> Game:
    """Black's 15-19 walks into a two-for-one shot (see data/SOURCES.md)."""
    text = (DATA / "review_blunder_english.pdn").read_text(encoding="utf-8")
    return replay_pdn(read_pdn(text)[0]).game


def long_game(plies: int = 30) -> Game:
    """A game of English checkers where each side plays its last legal move."""
    game = Game(ENGLISH)
    while game.ply < plies and not game.is_over:
        game.play(game.legal_moves()[-1])
    return game


def scripted_ply(walker: Game, index: int, move: Any) -> PlyReview:
    """A made-up review of one move, the same every time: the engine's move
    is the first legal one, and a move that differs loses a little, or a
    lot every seventh move."""
    legal = walker.legal_moves()
    best = legal[0]
    forced = len(legal) == 1
    before = 15 * (index % 5) - 30
    after = before if best == move else before - (320 if index % 7 == 3 else 12 + 4 * (index % 3))
    if index % 7 == 5 and best != move:
        after = before - 90
    line = (best,)
    return PlyReview(
        index,
        move,
        walker.turn,
        best,
        line,
        before,
        after,
        0.0 if best == move or forced else chance_drop(before, after),
        mark_for(before, after, engine_move=best == move, forced=forced),
        forced,
        depth=3,
    )


class Scripted:
    """A stand-in for analyse_game: the scripted review, at once or one move
    each time ``step()`` is called (``gated``); counts its calls and sees
    the stop event."""

    def __init__(self, *, gated: bool = False) -> None:
        self.gated = gated
        self.gate = threading.Semaphore(0)
        self.calls = 0
        self.resumed: list[GameReview | None] = []
        self.stopped = threading.Event()

    def step(self, count: int = 1) -> None:
        for _ in range(count):
            self.gate.release()

    def __call__(
        self,
        game: Game,
        budget: Budget,
        *,
        stop_event: threading.Event | None = None,
        on_progress: Any = None,
        on_ply: Any = None,
        resume: GameReview | None = None,
    ) -> GameReview:
        self.calls += 1
        self.resumed.append(resume)
        kept = list(resume.plies) if resume is not None else []
        total = len(game.moves)
        if on_progress is not None:
            on_progress(len(kept), total)
        walker = Game(game.rules, game.start)
        plies = kept
        for index, move in enumerate(game.moves):
            if index >= len(kept):
                while self.gated and not self.gate.acquire(timeout=0.02):
                    if stop_event is not None and stop_event.is_set():
                        self.stopped.set()
                        return GameReview(game.rules, tuple(plies), complete=False, budget=budget)
                reviewed = scripted_ply(walker, index, move)
                plies.append(reviewed)
                if on_ply is not None:
                    on_ply(reviewed)
                if on_progress is not None:
                    on_progress(index + 1, total)
            walker.play(move)
        return GameReview(game.rules, tuple(plies), complete=True, budget=budget)


class Counting:
    """analyse_game itself, counting its calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, game: Game, budget: Budget, **options: Any) -> GameReview:
        self.calls += 1
        return analyse_game(game, budget, **options)


async def open_review(
    pilot: Pilot[None],
    game: Game,
    analyse: Any,
    human: Color | None = Color.WHITE,
    budget: Budget = BUDGET,
) -> ReviewScreen:
    app = pilot.app
    await pilot.pause()
    app.push_screen(ReviewScreen(game, human, budget=budget, analyse=analyse))
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, ReviewScreen)
    return screen


async def until(pilot: Pilot[None], condition: Any, tries: int = 200) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("the condition never held")


async def finished(pilot: Pilot[None], screen: ReviewScreen) -> None:
    await until(pilot, lambda: not screen.running and screen.review is not None)
    await pilot.pause()


def move_list_styles(screen: ReviewScreen) -> dict[str, str]:
    """The style of each piece of text in the move list, by its text."""
    content = screen.query_one(MoveList).query_one("#move-list-text", Static).render()
    plain = str(content)
    styles: dict[str, str] = {}
    for span in getattr(content, "spans", []):
        styles[plain[span.start : span.end].strip()] = str(span.style)
    return styles


def coloured(style: str, mark: Mark) -> bool:
    """Whether a style has the colour of ``mark`` (Textual writes it as rgb())."""
    red, green, blue = MARK_COLOURS[mark]
    return f"#{red:02x}{green:02x}{blue:02x}" in style or f"rgb({red},{green},{blue})" in style


# ------------------------------------------------------------- the analysis


async def test_the_progress_bar_appears_and_advances() -> None:
    game = long_game(12)
    analyse = Scripted(gated=True)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, game, analyse)
        bar = screen.query_one(ProgressBar)
        assert screen.running and bar.display and screen.query_one("#progress-box").display
        await until(pilot, lambda: bar.total == 12)
        assert bar.progress == 0
        analyse.step(3)
        await until(pilot, lambda: bar.progress == 3)
        assert "3/12" in str(screen.query_one("#progress-text", Static).render())
        analyse.step(9)
        await finished(pilot, screen)
        assert not screen.query_one("#progress-box").display
        assert screen.query_one("#summary").display
        assert screen.review is not None and screen.review.complete


async def test_moves_reviewed_show_their_marks_at_once() -> None:
    game = long_game(12)
    analyse = Scripted(gated=True)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        script = Scripted()(game, Budget(depth=3)).plies
        first = next(ply for ply in script if ply.mark is not None)
        assert first.ply < 11
        screen = await open_review(pilot, game, analyse)
        analyse.step(first.ply + 1)
        await until(pilot, lambda: len(screen.plies) == first.ply + 1)
        await pilot.pause()
        text = game.move_texts()[first.ply] + first.mark.sign  # type: ignore[union-attr]
        moves = screen.query_one(MoveList)
        assert text in moves.text
        assert coloured(move_list_styles(screen)[text], first.mark)  # type: ignore[arg-type]
        assert screen.running  # the rest is still being analysed
        analyse.step(12)
        await finished(pilot, screen)


async def test_the_planted_blunder_is_marked_in_the_move_list() -> None:
    game = planted()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, game, analyse_game, human=Color.BLACK)
        await finished(pilot, screen)
        review = screen.review
        assert review is not None and review.complete
        assert [ply.mark for ply in review.plies] == [Mark.BLUNDER, None, None, None]
        text = screen.query_one(MoveList).text
        first = game.move_texts()[0]
        assert f"{first}??" in text
        assert text.count("?") == 2  # the other moves are the engine's or forced
        assert coloured(move_list_styles(screen)[f"{first}??"], Mark.BLUNDER)
        summary = str(screen.query_one("#summary", Static).render())
        assert "Noirs (vous)" in summary and "précision" in summary


async def test_a_selected_move_shows_its_scores_and_the_better_move() -> None:
    game = planted()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, game, analyse_game, human=Color.BLACK)
        await finished(pilot, screen)
        await pilot.press("home")  # the blunder, the first move
        assert screen.selected == 0
        blunder = screen.plies[0]
        assert blunder.better is not None
        detail = str(screen.query_one("#detail", Static).render())
        before = men_score_text(app.translator, blunder.score_for(Color.BLACK, after=False))
        after = men_score_text(app.translator, blunder.score_for(Color.BLACK))
        assert before != after and f"Avant : {before}" in detail and f"après : {after}" in detail
        assert "," in before  # French decimals
        best = format_move_short(game.positions[0], blunder.better)
        assert "?? gaffe" in detail and f"Meilleur : {best}" in detail
        assert f"Suite : {best}" in detail  # the engine's line starts with its move
        board = screen.query_one(BoardView)
        assert board.state is not None
        assert board.state.position == game.positions[1]
        assert board.state.last_move == game.moves[0]
        assert board.state.hint == blunder.better  # drawn as the game's hint is
        await pilot.press("right")  # the shot: the engine's own move, nothing drawn
        assert screen.selected == 1 and board.state.hint is None
        assert "Le coup de l'ordinateur" in str(screen.query_one("#detail", Static).render())
        await pilot.press("right")
        assert "Coup forcé" in str(screen.query_one("#detail", Static).render())


async def test_m_goes_from_one_marked_move_to_the_next() -> None:
    game = long_game(30)
    app = make_app(language="en")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, game, Scripted())
        await finished(pilot, screen)
        marked = [ply.ply for ply in screen.plies if ply.mark is not None]
        assert len(marked) >= 3
        await pilot.press("m")  # from the last move, round to the first mark
        assert screen.selected == marked[0]
        await pilot.press("m")
        assert screen.selected == marked[1]
        await pilot.press("M")
        assert screen.selected == marked[0]
        assert screen.query_one(MoveList).cursor == marked[0]


# ---------------------------------------------------------------- the graph


async def test_the_graph_covers_the_game_with_the_marks_on_it() -> None:
    game = long_game(30)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, game, Scripted(), human=Color.BLACK)
        await finished(pilot, screen)
        graph = screen.query_one(EvalGraph)
        plies = screen.plies
        assert [x for x, _ in graph.points] == list(range(31))
        assert graph.points[5][1] == chances(plies[4].score_for(Color.BLACK))
        marked = [ply for ply in plies if ply.mark is not None]
        assert [dot.plies for dot in graph.dots] == [ply.ply + 1 for ply in marked]
        assert {dot.colour for dot in graph.dots} <= set(MARK_COLOURS.values())
        assert graph.selected == 30  # after the last move
        await pilot.press("home")
        assert graph.selected == 1
        drawn = str(graph.query_one(PlotextPlot).render())
        assert drawn.count("●") >= 1 and "+2" in drawn and "-2" in drawn
        assert "Évaluation pour vous (Noirs)" in str(graph.border_title)


# ------------------------------------------------------- kept with the game


async def test_a_reviewed_game_is_not_analysed_again() -> None:
    game = planted()
    analyse = Counting()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, game, analyse)
        await finished(pilot, screen)
        marks = [ply.mark for ply in screen.plies]
        assert analyse.calls == 1
        assert "Annotator" in game.tags and REVIEW_TAG in game.tags  # stored in the game
        await pilot.press("escape")
        await pilot.pause()
        again = await open_review(pilot, game, analyse)
        await pilot.pause()
        assert analyse.calls == 1 and not again.running
        assert [ply.mark for ply in again.plies] == marks
        assert "lue dans la partie" in again.query_one(StatusBar).text
    # and through the game's PDN, as the autosave and `w` write it
    copy = replay_pdn(read_pdn(game.to_pdn())[0]).game
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, copy, analyse)
        await pilot.pause()
        assert analyse.calls == 1 and [ply.mark for ply in screen.plies] == marks


async def test_a_review_stopped_half_way_goes_on_from_there() -> None:
    game = long_game(12)
    first = Scripted()
    half = first(game, Budget(depth=3))
    partial = GameReview(game.rules, half.plies[:5], complete=False, budget=Budget(depth=3))
    [pdn] = read_pdn(annotated_pdn(game, partial, make_app().translator))
    stored = replay_pdn(pdn).game
    analyse = Scripted()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, stored, analyse)
        await finished(pilot, screen)
        assert analyse.calls == 1
        resumed = analyse.resumed[0]
        assert resumed is not None and len(resumed.plies) == 5
        assert screen.review is not None and screen.review.complete
        assert len(screen.plies) == 12


async def test_the_annotated_game_is_saved_as_pdn(tmp_path: Path) -> None:
    game = planted()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, game, analyse_game, human=Color.BLACK)
        await finished(pilot, screen)
        await pilot.press("w")
        await pilot.pause()
        target = tmp_path / "revue.pdn"
        app.screen.query_one(Input).value = str(target)
        await pilot.press("enter")
        await pilot.pause()
        text = target.read_text(encoding="utf-8")
        assert "15-19??" in text and "meilleur" in text and "[Annotator" in text
        assert "Partie enregistrée" in screen.query_one(StatusBar).text


# ------------------------------------------------------- keys and the way back


async def test_escape_goes_back_to_the_game_and_calls_back() -> None:
    app = make_app()
    calls: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        app.open_review(planted(), Color.BLACK, back=lambda: calls.append("back"))
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game_screen and calls == ["back"]


async def test_the_screen_answers_keys_while_the_analysis_runs() -> None:
    game = long_game(12)
    analyse = Scripted(gated=True)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, game, analyse)
        board = screen.query_one(BoardView)
        analyse.step(2)
        await until(pilot, lambda: len(screen.plies) == 2)
        assert screen.running
        await pilot.press("home")
        assert screen.selected == 0 and board.state is not None
        assert board.state.position == game.positions[1]
        await pilot.press("right", "right", "right")
        assert screen.selected == 3 and board.state.position == game.positions[4]
        assert "Pas encore analysé" in str(screen.query_one("#detail", Static).render())
        flipped = board.state.flipped
        await pilot.press("f")
        assert board.state.flipped is not flipped
        assert screen.running  # still analysing
        await pilot.press("escape")  # leaving stops the analysis
        await pilot.pause()
        assert not isinstance(app.screen, ReviewScreen)
        assert analyse.stopped.wait(2)


async def test_a_game_without_moves_has_nothing_to_analyse() -> None:
    analyse = Scripted()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, Game(ENGLISH), analyse)
        await pilot.pause()
        assert analyse.calls == 0 and not screen.running
        assert "Aucun coup à analyser" in screen.query_one(StatusBar).text
        await pilot.press("m", "right", "w")  # nothing breaks
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)


def test_the_copy_analysed_is_the_game_of_the_moment() -> None:
    game = long_game(10)
    copy = copy_moves(game)
    game.undo()
    assert copy.moves != game.moves and len(copy.moves) == 10


# ---------------------------------------------------------------- snapshots


async def _settled(pilot: Pilot[None], keys: tuple[str, ...]) -> None:
    screen = await open_review(pilot, long_game(40), Scripted(), human=Color.BLACK)
    await finished(pilot, screen)
    await pilot.press(*keys)
    await pilot.pause()


def test_review_snapshot(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def run_before(pilot: Pilot[None]) -> None:
        await _settled(pilot, ("m", "m"))

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run_before)


def test_review_snapshot_small_in_english(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def run_before(pilot: Pilot[None]) -> None:
        await _settled(pilot, ("m",))

    assert snap_compare(make_app(language="en"), terminal_size=(80, 24), run_before=run_before)


async def test_a_setting_redraws_the_review_and_a_language_its_titles_and_footer() -> None:
    """The footer is rebuilt for a new language only (a rebuild repaints the
    whole screen)."""
    game = long_game(6)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_review(pilot, game, Scripted())
        await finished(pilot, screen)
        await check_settings_then_language(pilot, screen, ("Analyse de la partie", "Game review"))
