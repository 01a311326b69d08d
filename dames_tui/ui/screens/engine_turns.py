"""The computer's side of the game screen: thread workers and their messages.

Each worker runs one request of the :class:`Player` on its own copy of the
game and reports by ``post_message`` only (workers never touch widgets).
A result carries the number of the request it answers; the screen drops
it when it is not the request it waits for (the game changed meanwhile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual import on, work
from textual.message import Message
from textual.worker import Worker, WorkerState, get_current_worker

from dames_tui.core import Color, Move
from dames_tui.flow.players import DrawAnswer, Player, ThinkingInfo, copy_game
from dames_tui.game import Game
from dames_tui.i18n import Translator
from dames_tui.storage.crash import write_crash_report

from ..keys import TranslatedScreen

if TYPE_CHECKING:
    from ..app import DamesApp


class EngineMoved(Message):
    def __init__(self, request: int, move: Move | None) -> None:
        super().__init__()
        self.request = request
        self.move = move


class EngineProgress(Message):
    def __init__(self, request: int, info: ThinkingInfo) -> None:
        super().__init__()
        self.request = request
        self.info = info

    def can_replace(self, message: Message) -> bool:
        return isinstance(message, EngineProgress)


class HintFound(Message):
    def __init__(self, request: int, move: Move | None) -> None:
        super().__init__()
        self.request = request
        self.move = move


class DrawAnswered(Message):
    def __init__(self, request: int, answer: DrawAnswer) -> None:
        super().__init__()
        self.request = request
        self.answer = answer


class EngineTurns(TranslatedScreen):
    """A game screen's dealings with the computer: moves, hints and draw
    offers (the game screen supplies the view and the game)."""

    player: Player
    human: Color
    busy: str | None  # "move", "hint" or "draw" while a worker runs
    request: int  # id of the worker result we are waiting for
    hint_move: Move | None
    message: tuple[str, str] | None

    @property
    def game(self) -> Game:
        raise NotImplementedError

    @property
    def dames(self) -> DamesApp:
        return cast("DamesApp", self.app)

    @property
    def tr(self) -> Translator:
        return self.dames.translator

    @property
    def in_progress(self) -> bool:
        return not self.game.is_over and bool(self.game.moves)

    @property
    def human_to_move(self) -> bool:
        return not self.game.is_over and self.game.turn is self.human and self.busy != "move"

    # supplied by the game screen
    def refresh_view(self) -> None:
        raise NotImplementedError

    def say(self, key: str, kind: str = "error", **values: object) -> None:
        raise NotImplementedError

    def say_text(self, text: str, kind: str = "error") -> None:
        raise NotImplementedError

    def keep(self) -> None:
        raise NotImplementedError

    def _show_end(self, detail: str | None = None) -> None:
        raise NotImplementedError

    def _next_request(self, busy: str) -> int:
        self.request += 1
        self.busy = busy
        return self.request

    def cancel_engine(self) -> None:
        """Stop any search; a late result will not match ``self.request``."""
        self.workers.cancel_group(self, "engine")
        self.request += 1
        self.busy = None

    @work(thread=True, exclusive=True, group="engine", exit_on_error=False)
    def _think(self, game: Game, level: int, request: int) -> None:
        worker = get_current_worker()
        stop = worker.cancelled_event

        def progress(info: ThinkingInfo) -> None:
            if not stop.is_set():
                self.post_message(EngineProgress(request, info))

        move = self.player.choose_move(game, level, stop, progress)
        if not worker.is_cancelled:
            self.post_message(EngineMoved(request, move))

    @work(thread=True, exclusive=True, group="engine", exit_on_error=False)
    def _find_hint(self, game: Game, request: int) -> None:
        worker = get_current_worker()
        move = self.player.hint(game, worker.cancelled_event)
        if not worker.is_cancelled:
            self.post_message(HintFound(request, move))

    @work(thread=True, exclusive=True, group="engine", exit_on_error=False)
    def _weigh_draw(self, game: Game, request: int) -> None:
        worker = get_current_worker()
        answer = self.player.decide_draw(game, worker.cancelled_event)
        if not worker.is_cancelled:
            self.post_message(DrawAnswered(request, answer))

    def action_hint(self) -> None:
        if not self.human_to_move or self.busy is not None:
            self.say("status.hint_wait_turn", "info")
            return
        request = self._next_request("hint")
        self.refresh_view()
        self._find_hint(copy_game(self.game), request)

    def action_offer_draw(self) -> None:
        """Offer a draw, after a confirmation (a stray key must not end a
        won game)."""
        if not self.human_to_move or self.busy is not None:
            self.say("status.draw_wait_turn", "info")
            return

        def confirmed(yes: bool | None) -> None:
            if not yes or not self.human_to_move or self.busy is not None:
                return
            request = self._next_request("draw")
            self.refresh_view()
            self.say("status.draw_offered", "info")
            self._weigh_draw(copy_game(self.game), request)

        self.dames.confirm(self.tr("confirm.draw"), confirmed)

    @on(HintFound)
    def hint_found(self, message: HintFound) -> None:
        if message.request != self.request or self.busy != "hint":
            return
        self.busy = None
        self.hint_move = message.move
        if message.move is None:
            self.message = (self.tr("status.hint_none"), "info")
        else:
            from dames_tui.notation import format_move_short

            text = format_move_short(self.game.position, message.move)
            self.message = (self.tr("status.hint", move=text), "info")
        self.refresh_view()

    @on(DrawAnswered)
    def draw_answered(self, message: DrawAnswered) -> None:
        if message.request != self.request or self.busy != "draw":
            return
        self.busy = None
        answer = message.answer
        verdict = "accept" if answer.accept else "decline"
        key = f"draw.{verdict}.{answer.reason}"
        if not self.tr.has(key):
            key = f"draw.{verdict}.other"
        self.message = (self.tr(key), "info" if answer.accept else "error")
        if answer.accept and not self.game.is_over:
            self.game.agree_draw()
            self.keep()
            self.refresh_view()
            self._show_end(detail=self.tr(key))
        else:
            self.refresh_view()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A search that failed: a crash report, and the game goes on (the
        player's turn again, or a new try of the computer's move)."""
        if event.state is not WorkerState.ERROR or event.worker.group != "engine":
            return
        error = event.worker.error
        path = write_crash_report(error) if isinstance(error, BaseException) else None
        self.busy = None
        self.request += 1
        where = str(path) if path is not None else self.tr("crash.no_report")
        self.message = (self.tr("crash.engine", path=where), "error")
        self.refresh_view()

    def on_unmount(self) -> None:
        self.workers.cancel_group(self, "engine")
