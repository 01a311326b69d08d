"""An outside engine as a game's opponent (OutsidePlayer): its moves while
it plays well; after a crash, a hang or an illegal move the failure is kept
to be told once, the game is untouched and the built-in engine plays on."""

from __future__ import annotations

import shlex
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from test_ui_helpers import FirstMovePlayer

from dames_tui.core import ENGLISH
from dames_tui.engine.hub_client import HubFailure, HubTimeouts
from dames_tui.flow.outside import OutsidePlayer
from dames_tui.game import Game

SCRIPT = str(Path(__file__).with_name("hub_scripted.py"))
FAST = HubTimeouts(handshake=30.0, init=30.0, reply=10.0, search_margin=30.0, stop=10.0, quit=0.2)


def outside(mode: str, timeouts: HubTimeouts = FAST) -> tuple[OutsidePlayer, FirstMovePlayer]:
    builtin = FirstMovePlayer()
    command = shlex.join([sys.executable, SCRIPT, mode])
    return OutsidePlayer(command, builtin, timeouts=timeouts), builtin


def opening() -> Game:
    game = Game(ENGLISH)
    game.play_text("11-15")
    return game


def test_a_sound_engine_plays_the_moves() -> None:
    player, builtin = outside("normal")
    try:
        game = opening()
        move = player.choose_move(game, 3, threading.Event(), None)
        assert move == game.legal_moves()[0]  # the scripted engine's choice
        assert builtin.moves_asked == 0 and not player.failed
        assert player.take_failure() is None
    finally:
        player.close()


@pytest.mark.parametrize(
    ("mode", "failure", "timeouts"),
    [
        ("crash", HubFailure.CRASHED, FAST),
        ("illegal", HubFailure.ILLEGAL_MOVE, FAST),
        ("hang", HubFailure.HUNG, replace(FAST, search_margin=0.3, stop=0.3)),
        ("exit", HubFailure.NO_HANDSHAKE, FAST),
    ],
)
def test_a_failing_engine_leaves_the_move_to_the_built_in_one(
    mode: str, failure: HubFailure, timeouts: HubTimeouts
) -> None:
    player, builtin = outside(mode, timeouts)
    game = opening()
    before = (game.moves, game.position)
    move = player.choose_move(game, 3, threading.Event(), None)
    assert (game.moves, game.position) == before  # the game is only read
    assert move == game.legal_moves()[0] and builtin.moves_asked == 1
    told = player.take_failure()
    assert told is not None and told.kind is failure
    assert player.take_failure() is None  # told once
    # the rest of the game is the built-in engine's, without trying again
    game.play(move)
    player.choose_move(game, 3, threading.Event(), None)
    assert builtin.moves_asked == 2
