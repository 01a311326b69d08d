"""Game <-> PDN: results, tags, FEN, replay, errors naming the move."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from dames_tui.core import (
    ENGLISH,
    INTERNATIONAL,
    Color,
    IllegalMoveError,
    Move,
    PdnError,
    Piece,
    Position,
    Rules,
    find_rules,
)
from dames_tui.flow import side_from_tags
from dames_tui.game import (
    Game,
    GameOverError,
    Outcome,
    Termination,
    result_text,
    result_winner,
    side_tag,
)
from dames_tui.game.pdn import game_from_pdn, infer_side, replay_pdn
from dames_tui.notation import PdnGame, format_fen, read_fen, read_pdn
from dames_tui.notation.pdn import read_pdn_all

DATA = Path(__file__).parent / "data"

W, WK, B, BK = Piece.WHITE_MAN, Piece.WHITE_KING, Piece.BLACK_MAN, Piece.BLACK_KING


def roundtrip(game: Game) -> Game:
    (pdn_game,) = read_pdn(game.to_pdn())
    return Game.from_pdn(pdn_game)


def random_game(rules: Rules, seed: int, plies: int) -> Game:
    rng = random.Random(seed)
    game = Game(rules)
    while game.ply < plies and not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


# ----------------------------------------------------------------- results


@pytest.mark.parametrize(
    ("rules", "winner", "text"),
    [
        (INTERNATIONAL, Color.WHITE, "2-0"),
        (INTERNATIONAL, Color.BLACK, "0-2"),
        (INTERNATIONAL, None, "1-1"),
        (ENGLISH, Color.BLACK, "1-0"),
        (ENGLISH, Color.WHITE, "0-1"),
        (ENGLISH, None, "1/2-1/2"),
        (find_rules("thai"), Color.WHITE, "1-0"),  # this program's White moves first in Thai
    ],
)
def test_result_text_gives_the_first_movers_score_first(
    rules: Rules, winner: Color | None, text: str
) -> None:
    termination = Termination.AGREEMENT if winner is None else Termination.RESIGNATION
    assert result_text(rules, Outcome(termination, winner)) == text
    assert result_winner(text, rules) == (True, winner)


def test_the_results_of_real_english_games_name_the_first_mover_first() -> None:
    # Tinsley's games (tests/data/tinsley_results.pdn, see SOURCE.md): he
    # lost few games, so the side the results call the winner is his far more
    # often than not, whichever colour he had.
    games, error = read_pdn_all((DATA / "tinsley_results.pdn").read_text(encoding="utf-8"))
    assert error is None and len(games) >= 20
    his_wins = his_losses = 0
    for pdn_game in games:
        finished, winner = result_winner(pdn_game.result or "*", ENGLISH)
        if not finished or winner is None:
            continue
        his = Color.BLACK if "Tinsley" in pdn_game.tags.get("Black", "") else Color.WHITE
        his_wins += winner is his
        his_losses += winner is not his
    assert his_wins >= 3 * max(1, his_losses)  # 32 against 8; read the other way, 8 against 32


def test_unfinished_result_is_a_star() -> None:
    assert result_text(ENGLISH, None) == "*"
    assert result_winner("*", ENGLISH) == (False, None)


# ----------------------------------------------------------------- writing


def test_to_pdn_of_an_english_game_in_progress() -> None:
    game = Game(ENGLISH, tags={"Event": "Club", "White": "Ann"})
    for text in ["11-15", "22-18", "15x22"]:
        game.play_text(text)
    pdn = game.to_pdn({"Black": "Bob", "Result": "1-0"})
    assert '[GameType "21"]' in pdn
    assert '[Result "*"]' in pdn  # computed, not taken from the tags given
    assert '[Event "Club"]' in pdn and '[White "Ann"]' in pdn and '[Black "Bob"]' in pdn
    assert "[FEN" not in pdn
    assert "1. 11-15 22-18 2. 15x22 *" in pdn


def test_to_pdn_writes_fen_and_result_of_a_finished_game() -> None:
    start = Position.from_pieces(INTERNATIONAL, {46: WK, 37: B}, Color.WHITE)
    game = Game(INTERNATIONAL, start)
    game.play_text("46x28")
    assert game.outcome == Outcome(Termination.NO_PIECES, Color.WHITE)
    pdn = game.to_pdn()
    assert '[GameType "20"]' in pdn and '[Result "2-0"]' in pdn
    assert f'[FEN "{format_fen(start)}"]' in pdn
    assert pdn.rstrip().endswith("46x28 2-0")


def test_english_draw_by_agreement_is_written_half_half() -> None:
    game = Game(ENGLISH)
    game.play_text("11-15")
    game.agree_draw()
    assert '[Result "1/2-1/2"]' in game.to_pdn()


def test_move_texts_and_fen() -> None:
    game = Game(ENGLISH)
    assert game.play_text("11-15") == Move(11, (15,))
    game.play_text("22 - 18")
    game.play_text("15x22")
    assert game.move_texts() == ["11-15", "22-18", "15x22"]
    game.undo()
    assert game.move_texts() == ["11-15", "22-18"]
    assert game.fen() == format_fen(game.position)
    assert game.fen().startswith("B:")


def test_play_text_refuses_illegal_text_and_finished_games() -> None:
    game = Game(ENGLISH)
    with pytest.raises(IllegalMoveError):
        game.play_text("22-18")
    game.resign(Color.BLACK)
    with pytest.raises(GameOverError):
        game.play_text("11-15")


# ------------------------------------------------------------- round trips


@pytest.mark.parametrize("rules", [ENGLISH, INTERNATIONAL], ids=["english", "international"])
@pytest.mark.parametrize("seed", range(4))
def test_random_games_round_trip(rules: Rules, seed: int) -> None:
    game = random_game(rules, seed, 120)
    again = roundtrip(game)
    assert again.rules == rules
    assert again.moves == game.moves
    assert [m.path for m in again.moves] == [m.path for m in game.moves]
    assert again.position == game.position
    assert again.outcome == game.outcome


def test_round_trip_from_a_fen_start_with_the_second_player_to_move() -> None:
    start = Position.from_pieces(ENGLISH, {22: W, 23: W, 10: B, 11: BK}, Color.WHITE)
    game = Game(ENGLISH, start)
    game.play_text("22-18")
    game.play_text("11-15")
    pdn = game.to_pdn()
    assert "1... 22-18 2. 11-15" in pdn
    again = roundtrip(game)
    assert again.start == start and again.moves == game.moves


def test_comments_and_tags_survive_a_round_trip() -> None:
    text = '[Event "Test"]\n[GameType "20"]\n\n1. 32-28 {solid} 19-23 2. 28x19 14x23 *\n'
    (pdn_game,) = read_pdn(text)
    game = Game.from_pdn(pdn_game)
    assert game.rules == INTERNATIONAL and game.ply == 4
    assert game.tags["Event"] == "Test" and "GameType" not in game.tags
    (again,) = read_pdn(game.to_pdn())
    assert again.comments == {0: "solid"}
    assert again.moves == ["32-28", "19-23", "28x19", "14x23"]


# ----------------------------------------------------------------- reading


def test_from_pdn_names_the_illegal_move() -> None:
    pdn_game = PdnGame(tags={"GameType": "21"}, moves=["11-15", "22-18", "15-19"])
    with pytest.raises(PdnError, match=r"^move 2 \(Black\): 15-19 is not legal here"):
        Game.from_pdn(pdn_game)


def test_from_pdn_names_an_illegal_white_move() -> None:
    pdn_game = PdnGame(tags={"GameType": "20"}, moves=["32-28", "19-23", "28-22"])
    with pytest.raises(PdnError, match=r"^move 2 \(White\): 28-22 is not legal here"):
        Game.from_pdn(pdn_game)


def test_from_pdn_uses_the_gametype() -> None:
    assert Game.from_pdn(PdnGame(tags={"GameType": "20"})).rules == INTERNATIONAL
    assert Game.from_pdn(PdnGame(tags={"GameType": "21,B,8,8,N1,0"})).rules == ENGLISH
    with pytest.raises(PdnError, match="GameType"):
        Game.from_pdn(PdnGame(tags={"GameType": "99"}))


def test_from_pdn_infers_the_variant_without_gametype() -> None:
    assert Game.from_pdn(PdnGame(moves=["11-15", "23-19"])).rules == ENGLISH
    assert Game.from_pdn(PdnGame(moves=["32-28", "18-23"])).rules == INTERNATIONAL
    assert Game.from_pdn(PdnGame(moves=["33-28", "18-22"])).rules == INTERNATIONAL
    assert Game.from_pdn(PdnGame(tags={"FEN": "W:W40:B5"})).rules == INTERNATIONAL


def test_from_pdn_rules_override() -> None:
    game = Game.from_pdn(PdnGame(tags={"GameType": "20"}, moves=["11-15"]), rules=ENGLISH)
    assert game.rules == ENGLISH and game.ply == 1


def test_from_pdn_bad_fen_is_a_pdn_error() -> None:
    with pytest.raises(PdnError, match="FEN"):
        Game.from_pdn(PdnGame(tags={"GameType": "21", "FEN": "W:W99:B1"}))


def test_from_pdn_applies_a_recorded_result_on_request() -> None:
    pdn_game = PdnGame(tags={"GameType": "21"}, moves=["11-15"], result="0-1")
    assert Game.from_pdn(pdn_game).outcome is None
    game = Game.from_pdn(pdn_game, apply_result=True)
    assert game.outcome == Outcome(Termination.RESIGNATION, Color.WHITE)  # the second mover
    drawn = PdnGame(tags={"GameType": "20"}, moves=["32-28"], result="1-1")
    assert Game.from_pdn(drawn, apply_result=True).outcome == Outcome(Termination.AGREEMENT, None)


def test_from_pdn_plays_on_after_an_unclaimed_repetition() -> None:
    fen = "W:WK29,21:BK4,12"
    shuffle = ["29-25", "4-8", "25-29", "8-4"]
    pdn_game = PdnGame(tags={"GameType": "21", "FEN": fen}, moves=shuffle * 2 + ["21-17"])
    game = Game.from_pdn(pdn_game)
    assert game.ply == 9 and game.outcome is None
    game.undo()
    assert game.outcome == Outcome(Termination.REPETITION, None)


# ------------------------------------------- the GameType decides the board


@pytest.mark.parametrize(
    ("gametype", "fen", "english"),
    [
        (
            "21",
            "W:W35,40:B5",  # an English problem whose squares are beyond 32
            (
                "FEN tag 'W:W35,40:B5' is no position of English checkers (GameType 21):"
                " square 35 is not on the board (1-32)"
            ),
        ),
        (
            "21,B,8,8,N1,0",
            "B:W1:B30",  # a man on its crowning row in English checkers
            (
                "FEN tag 'B:W1:B30' is no position of English checkers (GameType 21,B,8,8,N1,0):"
                " white man on square 1, its crowning row"
            ),
        ),
        (
            "20",
            "W:W3:B1",
            (
                "FEN tag 'W:W3:B1' is no position of International draughts (GameType 20):"
                " white man on square 3, its crowning row"
            ),
        ),
    ],
)
def test_a_fen_the_gametype_contradicts_is_an_error_naming_both(
    gametype: str, fen: str, english: str
) -> None:
    from dames_tui.i18n import Translator
    from dames_tui.i18n.errors import error_text

    pdn_game = PdnGame(tags={"GameType": gametype, "FEN": fen})
    with pytest.raises(PdnError) as caught:
        Game.from_pdn(pdn_game)
    assert caught.value.code == "pdn.fen_not_of_variant"
    assert str(caught.value) == english
    assert caught.value.params["rules"] in (ENGLISH, INTERNATIONAL)
    french = error_text(Translator("fr"), caught.value)
    assert french.startswith(f"la balise FEN « {fen} » n'est pas une position des « Dames ")
    assert f"(GameType {gametype}) : " in french


def test_without_gametype_a_fen_square_may_choose_the_larger_board() -> None:
    # an unmoved problem: nothing contradicts the board its squares need
    assert Game.from_pdn(PdnGame(tags={"FEN": "W:W35,40:B5"})).rules == INTERNATIONAL


def test_without_gametype_the_larger_board_is_named_when_the_moves_fail_on_it() -> None:
    # English moves (12-16 is the only move of a black man on 12 in English checkers)
    pdn_game = PdnGame(tags={"FEN": "B:W35:B12"}, moves=["12-16"])
    with pytest.raises(PdnError) as caught:
        Game.from_pdn(pdn_game)
    assert caught.value.code == "pdn.read_as_larger_board"
    assert str(caught.value).startswith(
        "read as International draughts for its square 35 (no GameType tag): move 1 (Black):"
    )
    # squares that fit the smaller board: its error, as before
    with pytest.raises(PdnError, match=r"^move 1 \(White\): 9-14"):
        Game.from_pdn(PdnGame(moves=["9-13", "9-14"]))


# ------------------------------------------------- "?" as the side to move


def test_the_moves_tell_the_side_of_a_question_mark() -> None:
    pdn_game = PdnGame(tags={"GameType": "21", "FEN": "?:W18,22:B10,11"}, moves=["10-14"])
    replay = replay_pdn(pdn_game)
    assert replay.side_known and replay.game.start.turn is Color.BLACK
    white_first = PdnGame(tags={"GameType": "21", "FEN": "?:W18,22:B10,11"}, moves=["18-14"])
    assert Game.from_pdn(white_first).start.turn is Color.WHITE


def test_the_position_tells_the_side_when_only_one_can_move() -> None:
    # White's man on 5 is blocked by Black's on 1: only Black can play
    replay = replay_pdn(PdnGame(tags={"GameType": "21", "FEN": "?:W5:B1"}))
    assert replay.side_known and replay.game.turn is Color.BLACK


def test_a_side_nothing_tells_is_a_guess_to_ask_about() -> None:
    pdn_game = PdnGame(tags={"GameType": "20", "FEN": "?:W31:B20"})
    replay = replay_pdn(pdn_game)
    assert not replay.side_known and replay.game.turn is INTERNATIONAL.first_to_move
    chosen = replay_pdn(pdn_game, side=Color.BLACK)
    assert chosen.side_known and chosen.game.turn is Color.BLACK
    assert game_from_pdn(pdn_game, side=Color.BLACK).turn is Color.BLACK


def test_infer_side() -> None:
    reading = read_fen("?:W18,22:B10,11", ENGLISH)
    assert infer_side(reading) is None  # both sides can move
    assert infer_side(reading, ["10-14"]) is Color.BLACK
    assert infer_side(reading, ["18-14"]) is Color.WHITE
    assert infer_side(reading, ["5-9"]) is None  # neither can: the replay will say why
    assert infer_side(read_fen("W:W18:B10", ENGLISH), ["10-14"]) is Color.WHITE  # named: kept
    assert infer_side(read_fen("?:W31:B", INTERNATIONAL)) is Color.WHITE  # Black has no piece


def test_a_question_mark_fen_round_trips_with_its_side() -> None:
    game = Game.from_pdn(
        PdnGame(tags={"GameType": "21", "FEN": "?:W18,22:B10,11"}, moves=["18-14"])
    )
    assert '[FEN "W:W18,22:B10,11"]' in game.to_pdn()


# ------------------------------------------------------------------ Thai's colours

THAI = find_rules("thai")


def test_thai_fen_names_the_sides_as_pdn_does() -> None:
    """PDN's Thai (``31,B,8,8,N2,0``) calls the side that starts on 25-32
    Black; this program calls it White and lets it start."""
    start = Position.initial(THAI)
    assert start.turn is Color.WHITE and start.piece_at(25) is Piece.WHITE_MAN
    assert format_fen(start) == "B:W1,2,3,4,5,6,7,8:B25,26,27,28,29,30,31,32"
    assert read_fen(format_fen(start), THAI).position == start
    # PERFT.md's Thai position: PDN's Black to move, with kings on 4 and 7
    position = read_fen("B:W2,K16,K17,23,25:BK4,K7", THAI).position
    assert position.turn is Color.WHITE
    assert position.piece_at(4) is Piece.WHITE_KING and position.piece_at(2) is Piece.BLACK_MAN


def test_a_thai_game_writes_its_result_and_players_in_pdns_colours() -> None:
    # Somchai plays the side this program calls White
    game = Game(THAI, tags={side_tag(THAI, Color.WHITE): "Somchai"})
    game.play_text("25-21")
    game.resign(Color.BLACK)  # Black resigns: White wins
    text = game.to_pdn()
    assert '[Result "1-0"]' in text  # the side that started (PDN's Black) wins
    assert '[Black "Somchai"]' in text
    (read,) = read_pdn(text)
    replayed = Game.from_pdn(read, apply_result=True)
    assert replayed.rules is THAI
    assert replayed.outcome == Outcome(Termination.RESIGNATION, Color.WHITE)
    assert side_from_tags({"White": "Ordinateur (niveau 3)", "Black": "Vous"}, THAI) is Color.WHITE
    assert (
        side_from_tags({"White": "Ordinateur (niveau 3)", "Black": "Vous"}, ENGLISH) is Color.BLACK
    )
