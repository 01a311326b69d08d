"""The game screen's history: keeping the game, undo and redo, and the move
list, which shows the position at the highlighted move and plays on from
there after a confirmation.

Undo after the end of a game works the same for every ending: it takes
back the player's last move (and the computer's reply), so an agreement or
a resignation is reopened like a loss on the board. The game's one record
in the statistics is replaced when it ends again.
"""

from __future__ import annotations

from textual import on

from dames_tui.flow import PlayedGame
from dames_tui.flow.players import ThinkingInfo

from .. import selection as sel
from ..texts import move_label
from ..widgets.board import BoardView
from ..widgets.move_list import MoveList
from .game_files import GameFiles

STATUS_WIDTH = 76  # a status line longer than this loses its key hints


class GameHistory(GameFiles):
    """Undo, redo, the move list and the autosave of a game screen."""

    played: PlayedGame
    selection: sel.Selection
    info: ThinkingInfo | None
    end_shown: bool
    preview: int | None  # plies of the position shown from the move list
    _browse_said = ""  # the status shown while browsing the move list

    # supplied by the game screen
    def _show_status(self) -> None:
        raise NotImplementedError

    def _start_engine(self) -> None:
        raise NotImplementedError

    # --------------------------------------------------------------- saving

    def keep(self) -> None:
        """Save the game, with its result once it is over (then counted in
        the statistics under the game's id)."""
        self.played.level = self.dames.settings.level
        names = self.dames.player_names(self.game.rules, self.human, self.played.level)
        self.dames.keeper.keep(self.played, names)

    # ---------------------------------------------------------- undo, redo

    def action_undo(self) -> None:
        """Take back the player's last move and the computer's reply, also
        after the end of the game, whatever the ending."""
        game = self.game
        human_plies = [i for i, p in enumerate(game.positions[:-1]) if p.turn is self.human]
        if not human_plies:
            self.say("status.nothing_to_undo", "info")
            return
        self.cancel_engine()
        game.reopen()  # an agreement or a resignation goes with the move
        while game.can_undo:
            game.undo()
            if game.turn is self.human:
                break
        self._history_changed()
        self.say("status.undone", "info")

    def action_redo(self) -> None:
        """Play again the moves undone, up to the player's next turn."""
        game = self.game
        if not game.can_redo or self.busy == "move":
            self.say("status.nothing_to_redo", "info")
            return
        self.cancel_engine()
        game.redo()
        while game.can_redo and game.turn is not self.human and not game.is_over:
            game.redo()
        self._history_changed()
        if game.is_over:
            self._show_end()
        elif game.turn is not self.human:
            self._start_engine()
        if self.message is None:
            self.say("status.redone", "info")

    def _history_changed(self) -> None:
        """After undo, redo or a cut: a fresh view, and the game saved."""
        self.played.touched()
        self.played.evaluation = None  # it was the evaluation of another position
        self.info = None
        self.end_shown = False
        self.selection = sel.NO_SELECTION
        self.hint_move = None
        self.message = None
        self.preview = None
        self.keep()
        self.refresh_view()

    # ------------------------------------------------------------ the list

    def action_moves(self) -> None:
        self.query_one(MoveList).focus()

    @on(MoveList.Highlighted)
    def move_highlighted(self, message: MoveList.Highlighted) -> None:
        """Show the position after the highlighted move (None: the game)."""
        plies = message.plies
        browsing = self.message is not None and self.message[0] == self._browse_said
        self.preview = None if plies is None or plies == self.game.ply else plies
        if plies is not None:
            self._browse_said = self._browse_text(plies)
            self.message = (self._browse_said, "info")
        elif browsing:
            self.message = None  # back to the game: its own status
        self.refresh_view()

    def _browse_text(self, plies: int) -> str:
        tr, game = self.tr, self.game
        if plies == 0:
            return tr("status.browse_start")
        number, text = move_label(game, plies - 1)
        from dames_tui.notation import format_move

        full = format_move(game.moves[plies - 1], game.rules)
        key = "status.browse_last" if plies == game.ply else "status.browse"
        line = tr(key, number=number, move=full)
        if len(line) > STATUS_WIDTH and full != text:
            line = tr(key, number=number, move=text)
        if len(line) > STATUS_WIDTH:
            line = f"{number} {full}"  # a long rafle: its whole path, without the hints
        return line

    @on(MoveList.Chosen)
    def move_chosen(self, message: MoveList.Chosen) -> None:
        plies = message.plies
        game = self.game
        declared = game.outcome is not None and game.outcome.termination.is_declared
        if plies >= game.ply and not declared:
            return  # the position on the board already
        if plies == game.ply:
            question = self.tr("confirm.play_on")
        elif plies:
            number, _ = move_label(game, plies - 1)
            text = game.move_texts()[plies - 1]
            last = game.moves_played
            question = self.tr("confirm.continue_from", number=number, move=text, last=last)
        else:
            question = self.tr("confirm.continue_start")

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.continue_from(plies)

        self.dames.confirm(question, confirmed)

    @on(MoveList.Left)
    def list_left(self) -> None:
        self.query_one(BoardView).focus()

    def continue_from(self, plies: int) -> None:
        """Play on from the position after ``plies`` moves: the later moves
        are dropped and, if it is the computer's turn there, it moves."""
        game = self.game
        self.cancel_engine()
        label = move_label(game, plies - 1) if plies else None
        game.truncate(plies)
        self._history_changed()
        self.query_one(BoardView).focus()
        if label is not None:
            self.say("status.continued", "info", number=label[0], move=label[1])
        else:
            self.say("status.continued_start", "info")
        if not game.is_over and game.turn is not self.human:
            self._start_engine()
        elif game.is_over:
            self._show_end()
