"""Stand-in computer players and small helpers shared by the UI tests.

The stand-ins are deterministic and instant (or, for one, think until told to
stop), so Pilot's waits stay short.
"""

from __future__ import annotations

import threading

from textual.pilot import Pilot
from textual.screen import Screen

from dames_tui.core import Move
from dames_tui.flow.players import DrawAnswer, InfoCallback, ThinkingInfo
from dames_tui.game import Game


class FirstMovePlayer:
    """Plays the first legal move; answers draw offers as told."""

    def __init__(self, draw: DrawAnswer | None = None) -> None:
        self.draw = draw or DrawAnswer(True, "balanced")
        self.moves_asked = 0

    def choose_move(
        self,
        game: Game,
        level: int,
        stop: threading.Event,
        on_info: InfoCallback | None,
        limits: object = None,
    ) -> Move | None:
        self.moves_asked += 1
        moves = game.legal_moves()
        if on_info is not None and moves:
            on_info(ThinkingInfo(1, 0, len(moves), repr(moves[0]).strip("Move()")))
        return moves[0] if moves else None

    def hint(self, game: Game, stop: threading.Event) -> Move | None:
        moves = game.legal_moves()
        return moves[-1] if moves else None

    def decide_draw(self, game: Game, stop: threading.Event) -> DrawAnswer:
        return self.draw


class SpinningPlayer(FirstMovePlayer):
    """Thinks until cancelled, then gives up; records that it was stopped."""

    def __init__(self) -> None:
        super().__init__()
        self.started = threading.Event()
        self.stopped = threading.Event()

    def choose_move(
        self,
        game: Game,
        level: int,
        stop: threading.Event,
        on_info: InfoCallback | None,
        limits: object = None,
    ) -> Move | None:
        self.started.set()
        count = 0
        while not stop.is_set():
            count += 1  # busy work holding the GIL, like a pure-Python search
            if count % 50_000 == 0 and on_info is not None:
                on_info(ThinkingInfo(count // 50_000, 0, count, ""))
        self.stopped.set()
        return None


# ----------------------------------------------------------------- helpers

from dames_tui.core import ENGLISH, Color, Rules
from dames_tui.flow.players import Player
from dames_tui.ui.app import DamesApp
from dames_tui.ui.settings import GameSetup, Settings
from dames_tui.ui.widgets.board import BoardView


def make_app(
    fen: str | None = None,
    rules: Rules = ENGLISH,
    human: Color | None = None,
    player: Player | None = None,
    language: str = "fr",
    numbers: bool = False,
    new_game: bool = False,
) -> DamesApp:
    """An app on a game (from ``fen`` if given) with a deterministic computer."""
    from dames_tui.notation import parse_fen

    start = parse_fen(fen, rules) if fen else None
    setup = None if new_game else GameSetup(rules, human, 2, start)
    settings = Settings(language=language, show_numbers=numbers)
    return DamesApp(setup, settings=settings, player=player or FirstMovePlayer())


def square_offset(board: BoardView, square: int) -> tuple[int, int]:
    """Where to click inside the board widget to hit ``square``."""
    layout = board.layout_now
    assert layout is not None
    row, col = board.display_of_square(square)
    x = layout.left + 1 + col * layout.cell_width + layout.cell_width // 2
    y = layout.top + 1 + row * layout.cell_height + layout.cell_height // 2
    return x, y


def drive_quiet(game: Game, limit: int = 400) -> Game:
    """Play non-capturing moves that reach new positions until the game ends
    (used to reach the move-limit and endgame draw rules)."""
    seen = {game.position}
    while not game.is_over and limit:
        limit -= 1
        moves = [m for m in game.legal_moves() if not m.captured]
        fresh = [m for m in moves if game.position.play(m) not in seen]
        safe = [m for m in fresh if not game.position.play(m).must_capture()]
        game.play((safe or fresh or moves)[0])
        seen.add(game.position)
    return game


async def choose_variant(pilot: Pilot, name: str) -> None:  # type: ignore[type-arg]
    """Highlight the game ``name`` in the new-game screen's list, as the
    arrows or a click would."""
    from dames_tui.ui.screens.new_game import NewGameScreen

    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen), screen
    screen.choose_variant(name)
    await pilot.pause()


def test_the_end_names_the_side_with_no_move_in_both_goals() -> None:
    """The blocked side is the side to move: it lost in English checkers and
    won in giveaway checkers, and the sentence names it either way."""
    from dames_tui.core import Color, find_rules
    from dames_tui.game import Game, Termination
    from dames_tui.i18n import Translator
    from dames_tui.notation import parse_fen
    from dames_tui.ui.texts import outcome_reason

    tr = Translator("en")
    for name, winner in (("english", Color.WHITE), ("english-giveaway", Color.BLACK)):
        # Black to move, its man on 4 (h8) with White's men on 8 and 11 below
        # it: no step, no jump.
        rules = find_rules(name)
        position = parse_fen("B:W8,11,15:B4", rules)
        assert position.legal_moves() == []
        game = Game(rules, position)
        outcome = game.outcome
        assert outcome is not None and outcome.termination is Termination.NO_MOVES
        assert outcome.winner is winner
        assert outcome_reason(tr, outcome, Color.WHITE, position) == (
            "Black is blocked: no legal move left."
        )


async def check_settings_then_language(
    pilot: Pilot[None], screen: Screen[object], titles: tuple[str, str]
) -> None:
    """On ``screen`` (in French): a setting redraws it without building its
    footer again (a rebuild repaints the whole screen); English builds the
    footer again and turns the title from ``titles[0]`` to ``titles[1]``."""
    app = pilot.app
    assert isinstance(app, DamesApp)
    footer_keys = list(screen.query("FooterKey"))
    assert screen.title == titles[0]
    app.update_settings(show_numbers=not app.settings.show_numbers)
    await pilot.pause()
    assert list(screen.query("FooterKey")) == footer_keys
    app.update_settings(language="en")
    await pilot.pause()
    assert screen.title == titles[1]
    assert list(screen.query("FooterKey")) != footer_keys
