"""`dames match` and dames_tui.flow.match: the Elo and its margin on known
numbers, the ballots with the colours swapped, ours against ours with the
PDN read back, against `dames hub` as an outside engine, against scripted
engines that crash, hang, play an illegal move or cannot be started again,
a flag fall on an injected clock, Ctrl-C, and one translated line (exit 2)
for each bad option. The games are short: low levels, tiny times, few plies."""

from __future__ import annotations

import math
import os
import shlex
import signal
import subprocess
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from dames_tui.cli import main
from dames_tui.commands.match import game_line
from dames_tui.core import ENGLISH, INTERNATIONAL, Color, find_rules
from dames_tui.engine.hub_client import HubFailure, HubTimeouts
from dames_tui.flow.clock import TimeControl, read_clk
from dames_tui.flow.engine_process import LocalRunner
from dames_tui.flow.match import (
    Ending,
    GameRecord,
    Match,
    MatchEnd,
    Pairing,
    Seat,
    Tally,
    Verdict,
    elo_difference,
    hub_seat,
    our_seat,
    pairings,
    play_game,
    rating,
    score_result,
    table_verdict,
    tally_rating,
)
from dames_tui.game import Game, result_text
from dames_tui.game.openings import Ballot, DeckKind, deck
from dames_tui.i18n import Translator
from dames_tui.notation import parse_fen
from dames_tui.storage import load_games_pdn

TESTS = Path(__file__).parent
SCRIPT = str(TESTS / "hub_scripted.py")
ONCE = str(TESTS / "hub_once.py")
OUR_HUB = shlex.join([sys.executable, "-m", "dames_tui", "hub"])
FAST = HubTimeouts(handshake=30.0, init=30.0, reply=10.0, search_margin=30.0, stop=10.0, quit=0.2)
SHORT = replace(FAST, search_margin=0.3, stop=0.3)
QUICK = TimeControl.parse_movetime("0.02")


def scripted(mode: str) -> list[str]:
    return [sys.executable, SCRIPT, mode]


def match(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], list[str]]:
    status = main(["match", *argv])
    out, err = capsys.readouterr()
    return status, out.splitlines(), err.splitlines()


def ours(level: int = 1, name: str | None = None) -> Seat:
    return our_seat(level, name or f"ours {level}", runner=LocalRunner())


# ---------------------------------------------------------------- the Elo


def test_the_elo_difference_on_known_numbers() -> None:
    assert elo_difference(0.5) == 0.0
    assert elo_difference(0.75) == pytest.approx(190.849, abs=0.001)  # 400 log10(3)
    assert elo_difference(0.25) == pytest.approx(-190.849, abs=0.001)
    assert elo_difference(10 / 11) == pytest.approx(400.0)
    for impossible in (0.0, 1.0, 1.5):
        with pytest.raises(ValueError):
            elo_difference(impossible)


def test_the_margin_is_the_same_for_a_result_and_its_mirror() -> None:
    even = rating([1.0, 0.0, 0.5, 0.5])
    assert (even.score, even.elo) == (0.5, 0.0)
    ahead, behind = rating([1.0, 1.0, 1.0, 0.0]), rating([0.0, 0.0, 0.0, 1.0])
    assert ahead.score == 0.75 and ahead.elo == pytest.approx(190.849, abs=0.001)
    assert behind.elo == pytest.approx(-ahead.elo)
    assert behind.margin == pytest.approx(ahead.margin) == pytest.approx(232.24, abs=0.01)
    assert rating([1.0, 0.0] * 50).margin < rating([1.0, 0.0] * 5).margin  # more games: narrower


def test_without_a_spread_there_is_no_margin_and_the_elo_stays_finite() -> None:
    assert math.isinf(rating([]).margin)
    swept = rating([1.0] * 4)
    assert swept.score == 1.0 and math.isinf(swept.margin)
    assert swept.elo == pytest.approx(elo_difference(3.5 / 4))  # half a game pulled in


def test_the_tally_counts_the_first_players_games() -> None:
    tally = Tally()
    for score in (1.0, 0.5, 0.0, 1.0):
        tally = tally.add(score_result(score))
    assert (tally.wins, tally.draws, tally.losses, tally.points) == (2, 1, 1, 2.5)
    assert tally_rating(tally) == rating([1.0, 0.5, 0.0, 1.0])


# ---------------------------------------------------------------- the ballots


def test_each_ballot_is_played_twice_with_the_colours_swapped() -> None:
    games = pairings(ENGLISH, 10, seed=7)
    assert [p.round for p in games] == list(range(1, 11))
    for first, second in zip(games[::2], games[1::2], strict=True):
        assert first.ballot is not None and first.ballot == second.ballot
        assert first.first_color is ENGLISH.first_to_move  # Black, in English checkers
        assert second.first_color is ENGLISH.first_to_move.opponent
    assert len({p.ballot for p in games}) == 5
    assert all(p.ballot is not None and p.ballot.playable for p in games)


def test_the_order_comes_from_the_seed() -> None:
    assert pairings(ENGLISH, 20, seed=3) == pairings(ENGLISH, 20, seed=3)
    assert pairings(ENGLISH, 20, seed=3) != pairings(ENGLISH, 20, seed=4)


def test_the_deck_starts_again_when_the_games_outnumber_it() -> None:
    ballots = deck(ENGLISH, DeckKind.TWO_MOVE)
    games = pairings(ENGLISH, 2 * len(ballots) + 2, kind=DeckKind.TWO_MOVE, seed=1)
    assert {p.ballot for p in games} == set(ballots)
    assert games[-1].ballot == games[0].ballot
    barred = pairings(ENGLISH, 400, kind=DeckKind.TWO_MOVE, barred=True, seed=1)
    assert len({p.ballot for p in barred}) == len(deck(ENGLISH, DeckKind.TWO_MOVE, barred=True))


def test_without_a_deck_the_games_start_from_the_initial_position() -> None:
    pool = find_rules("pool")
    assert [(p.ballot, p.first_color) for p in pairings(pool, 2)] == [
        (None, pool.first_to_move),
        (None, pool.first_to_move.opponent),
    ]
    assert all(p.ballot is None for p in pairings(ENGLISH, 4, ballots=False))
    assert len(pairings(INTERNATIONAL, 2)) == 2 and pairings(INTERNATIONAL, 0) == []
    with pytest.raises(ValueError):
        pairings(ENGLISH, -1)


# ---------------------------------------------------------------- ours against ours


def test_ours_against_ours_with_the_pdn_read_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdn = tmp_path / "match.pdn"
    status, out, err = match(
        capsys, "--lang", "en", "--variant", "english", "--games", "4",
        "--levels", "2", "1", "--movetime", "0.02", "--seed", "5", "--pdn", str(pdn),
    )  # fmt: skip
    assert (status, err) == (0, [])
    header, *lines, summary, rated = out[:7]
    rest = out[7:]
    assert header.startswith("dames_tui (level 2) against dames_tui (level 1): 4 games of")
    assert "(seed 5)" in header and "0.02 s a move" in header
    assert [line.split(",")[0] for line in lines] == [f"game {n}/4" for n in range(1, 5)]
    assert all(", ACF #" in line and "; score dames_tui (level 2) " in line for line in lines)
    assert summary.startswith("dames_tui (level 2) against dames_tui (level 1): +")
    assert summary.endswith("in 4 games") and rated.startswith("score ")
    assert rest[-1] == f"Games written to {pdn}."

    loaded = load_games_pdn(pdn)
    assert loaded.fault is None and len(loaded.entries) == 4
    games = [entry.game for entry in loaded.entries]
    assert all(game is not None for game in games)
    tags = [entry.tags for entry in loaded.entries]
    assert [t["Round"] for t in tags] == ["1", "2", "3", "4"]
    for one, other in ((tags[0], tags[1]), (tags[2], tags[3])):
        assert one["Ballot"] == other["Ballot"]  # one ballot, both colours
        assert (one["White"], one["Black"]) == (other["Black"], other["White"])
    assert tags[0]["Black"] == "dames_tui (level 2)"  # the first player starts with Black
    for entry, game, line in zip(loaded.entries, games, lines, strict=True):
        assert game is not None and game.is_over  # ended by the rules: the replay sees it
        assert entry.tags["Termination"] == "normal" and entry.tags["TimeControl"] == "-"
        assert entry.result == result_text(ENGLISH, game.outcome)
        assert f" {entry.result}, " in line


def test_equal_levels_get_numbered_names_and_french_is_the_default(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = match(
        capsys, "--variant", "english", "--games", "1", "--levels", "1", "1",
        "--movetime", "0.01", "--max-plies", "12",
    )  # fmt: skip
    assert status == 0
    assert out[0].startswith(
        "dames_tui (niveau 1) n° 1 contre dames_tui (niveau 1) n° 2 : 1 partie"
    )
    assert "0,01 s par coup" in out[0]
    assert "nulle déclarée (--max-plies)" in out[1]
    assert out[-1] == "déclarées nulles au-delà de 12 demi-coups (--max-plies) : 1"


def test_a_clocked_game_has_its_clk_comments_and_time_control() -> None:
    seats = (ours(1, "a"), ours(1, "b"))
    record = play_game(
        ENGLISH,
        Pairing(3, None, Color.WHITE),
        seats,
        control=TimeControl.parse("1+0.1"),
        max_plies=10,
    )
    assert record is not None and record.ending is Ending.MAX_PLIES
    game = record.game
    assert game.tags["TimeControl"] == "60+0.1" and game.tags["Termination"] == "adjudication"
    assert (game.tags["Round"], game.tags["White"], game.tags["Black"]) == ("3", "a", "b")
    assert sorted(game.comments) == list(range(10))
    assert all(0 < (read_clk(text) or 0) <= 60.1 for text in game.comments.values())
    assert record.score == 0.5 and record.failure is None


def test_a_flag_fall_loses_the_game() -> None:
    times = iter([0.0])  # the clock starts at 0, then the mover has taken a minute and more

    def now() -> float:
        return next(times, 1000.0)

    record = play_game(
        ENGLISH,
        Pairing(1, None, ENGLISH.first_to_move),
        (ours(1, "first"), ours(1, "second")),
        control=TimeControl.parse("1+0"),
        time_source=now,
    )
    assert record is not None
    assert record.ending is Ending.TIME and record.side is ENGLISH.first_to_move
    assert record.game.ply == 0 and record.score == 0.0
    assert record.game.tags["Termination"] == "time forfeit"
    assert record.game.to_pdn().rstrip().endswith("0-1")  # Black flagged: White, the second, wins


class EndingStandIn:  # a stand-in for the game the tables are asked about
    def __init__(self, fen: str, rules: object = ENGLISH, reversible_plies: int = 0) -> None:
        self.rules = rules
        self.position = parse_fen(fen, rules)  # type: ignore[arg-type]
        self.turn = self.position.turn
        self.reversible_plies = reversible_plies


def test_the_tables_adjudicate_only_what_they_are_sure_of() -> None:
    two_kings = "W:WK18,K14:BK1"  # English: two kings against one win, in 15 plies
    assert table_verdict(EndingStandIn(two_kings)) == Verdict(Color.WHITE)  # type: ignore[arg-type]
    lost = "B:WK18,K14:BK1"  # the lone king to move loses in 20 plies
    assert table_verdict(EndingStandIn(lost, reversible_plies=60)) == Verdict(Color.WHITE)  # type: ignore[arg-type]
    # 61 plies without a capture nor a man move: 20 more pass the 40-move rule
    assert table_verdict(EndingStandIn(lost, reversible_plies=61)) is None  # type: ignore[arg-type]
    assert table_verdict(EndingStandIn("W:WK18:BK1")) == Verdict(None)  # type: ignore[arg-type]
    # international: a drawn ending ends, a won one is played (the thin-endgame rules)
    assert table_verdict(EndingStandIn("W:WK3:BK48", INTERNATIONAL)) == Verdict(None)  # type: ignore[arg-type]
    assert table_verdict(EndingStandIn("W:WK1,K10:B45", INTERNATIONAL)) is None  # type: ignore[arg-type]
    assert table_verdict(Game(ENGLISH)) is None  # not in the tables


def _from(fen: str) -> Pairing:
    return Pairing(1, Ballot("english", DeckKind.THREE_MOVE, "1", fen=fen), Color.WHITE)


def test_a_match_with_tables_ends_a_game_its_tables_decide() -> None:
    seats = (ours(1, "first"), ours(1, "second"))  # the first takes White: two kings
    won = play_game(ENGLISH, _from("W:WK18,K14:BK1"), seats, tables=True)
    assert won is not None and won.ending is Ending.TABLES and won.game.ply == 0
    assert won.score == 1.0 and won.game.tags["Termination"] == "adjudication"
    line = game_line(Translator("en"), Match(ENGLISH, seats, [won.pairing]), won)
    assert "adjudicated from the endgame tables" in line and "0-1" in line  # White's win
    drawn = play_game(ENGLISH, _from("W:WK18:BK1"), seats, tables=True)
    assert drawn is not None and drawn.ending is Ending.TABLES and drawn.score == 0.5
    played = play_game(ENGLISH, _from("W:WK18:BK1"), seats)  # without: to the rules' end
    assert played is not None and played.ending is Ending.RULES and played.game.ply > 0


def test_tables_off_adjudicate_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    from dames_tui.engine import tables

    monkeypatch.setenv(tables.ENV_VARIABLE, "off")
    tables.unload()
    try:
        assert table_verdict(EndingStandIn("W:WK18,K14:BK1")) is None  # type: ignore[arg-type]
    finally:
        monkeypatch.delenv(tables.ENV_VARIABLE)
        tables.unload()


def test_the_game_line_names_the_first_mover_first_as_the_result_reads() -> None:
    """A result gives the first mover's score first (Black's in English,
    White's in international), so the line names that player first."""
    for rules in (ENGLISH, INTERNATIONAL):
        seats = (ours(1, "Ann"), ours(1, "Bob"))  # Ann has the second colour: Bob starts
        pairing = Pairing(1, None, rules.first_to_move.opponent)
        record = play_game(
            rules, pairing, seats, control=TimeControl.parse("1+0"),
            time_source=iter([0.0, *[1000.0] * 10]).__next__,
        )  # fmt: skip
        assert record is not None and record.ending is Ending.TIME  # Bob flags: Ann wins
        line = game_line(Translator("en"), Match(rules, seats, [pairing]), record)
        result = result_text(rules, record.game.outcome)
        assert result.startswith("0-") and f"Bob – Ann {result}, " in line, line


# ---------------------------------------------------------------- outside engines


def test_ours_against_dames_hub_as_an_outside_engine(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = match(
        capsys, "--lang", "en", "--variant", "international", "--games", "1",
        "--engine", OUR_HUB, "--movetime", "0.02", "--max-plies", "14",
    )  # fmt: skip
    assert (status, err) == (0, [])
    assert out[0].startswith("dames_tui (level 16) against dames_tui: 1 game of International")
    assert out[1].startswith("game 1/1, ") and "adjudicated a draw (--max-plies)" in out[1]
    assert out[2] == "dames_tui (level 16) against dames_tui: +0 =1 -0 in 1 game"


def test_a_crashing_engine_loses_each_game_and_is_started_again() -> None:
    seats = (ours(1, "ours"), hub_seat(scripted("crash"), ENGLISH, timeouts=FAST))
    players_seen: list[object] = []

    def on_game(record: GameRecord) -> None:
        players_seen.append(seats[1].player)

    contest = Match(ENGLISH, seats, pairings(ENGLISH, 2, seed=1), control=QUICK)
    try:
        assert contest.play(on_game=on_game) is MatchEnd.COMPLETE
    finally:
        contest.close()
    assert players_seen[0] is not players_seen[1]  # a new engine for the second game
    for record in contest.records:
        assert record.ending is Ending.ENGINE and record.failed_seat == 1
        assert record.failure is not None and record.failure.kind is HubFailure.CRASHED
        assert record.game.tags["Termination"] == "abandoned"
        assert "scripted crashed" in record.game.comments[record.game.ply - 1]
    assert contest.tally == Tally(2, 0, 0)


@pytest.mark.parametrize(
    ("mode", "kind", "termination"),
    [("illegal", HubFailure.ILLEGAL_MOVE, "illegal move"), ("hang", HubFailure.HUNG, "stalled connection")],
)  # fmt: skip
def test_an_illegal_move_or_a_hang_loses_the_game(
    mode: str, kind: HubFailure, termination: str
) -> None:
    seats = (hub_seat(scripted(mode), ENGLISH, timeouts=SHORT), ours(1))
    try:
        record = play_game(ENGLISH, Pairing(1, None, ENGLISH.first_to_move), seats, control=QUICK)
    finally:
        seats[0].close()
    assert record is not None and record.failure is not None
    assert record.failure.kind is kind and record.failed_seat == 0
    assert record.score == 0.0 and record.game.tags["Termination"] == termination


def test_an_engine_that_cannot_be_started_again_stops_the_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine = shlex.join([sys.executable, ONCE, str(tmp_path / "started")])
    pdn = tmp_path / "games.pdn"
    status, out, err = match(
        capsys, "--lang", "en", "--variant", "english", "--games", "4", "--levels", "1",
        "--engine", engine, "--movetime", "0.02", "--pdn", str(pdn),
    )  # fmt: skip
    assert (status, err) == (1, [])
    assert "scripted crashed: exited with code 3" in out[1]
    assert out[2].startswith("Match stopped: scripted cannot be started again (")
    assert out[2].endswith("); 1/4 games played.")
    assert out[3] == "dames_tui (level 1) against scripted: +1 =0 -0 in 1 game"
    assert "lost by an engine's failure: 1" in out
    assert len(load_games_pdn(pdn).games) == 1


def test_an_engine_that_cannot_start_gives_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = str(tmp_path / "no-such-engine")
    status, out, err = match(capsys, "--variant", "english", "--games", "2", "--engine", missing)
    assert (status, out) == (2, [])
    assert len(err) == 1 and err[0].startswith(f"dames : erreur : --engine {missing} : ")
    assert "n'a pas pu être lancé" in err[0]
    command = shlex.join(scripted("english-only"))
    status, _, err = match(capsys, "--lang", "en", "--variant", "international", "--games", "2",
                           "--engine", command)  # fmt: skip
    assert status == 2 and len(err) == 1 and "does not play this variant" in err[0]


# ---------------------------------------------------------------- stopping


def test_the_stop_event_ends_the_match_between_games() -> None:
    stop = threading.Event()
    contest = Match(ENGLISH, (ours(1), ours(1)), pairings(ENGLISH, 4, seed=2), max_plies=6)
    assert contest.play(stop, on_game=lambda record: stop.set()) is MatchEnd.STOPPED
    assert len(contest.records) == 1 and contest.tally.games == 1


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to a child process")
def test_ctrl_c_stops_with_the_score_so_far_and_the_finished_games(tmp_path: Path) -> None:
    pdn = tmp_path / "games.pdn"
    command = [
        sys.executable, "-m", "dames_tui", "match", "--lang", "en", "--variant", "english",
        "--games", "20", "--levels", "1", "1", "--movetime", "0.01", "--pdn", str(pdn),
    ]  # fmt: skip
    with subprocess.Popen(
        command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as process:
        assert process.stdout is not None
        header = process.stdout.readline()
        first = process.stdout.readline()
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
    assert header.startswith("dames_tui (level 1) #1 against") and first.startswith("game 1/20")
    assert process.returncode == 130 and err == ""
    lines = out.splitlines()
    stopped = next(line for line in lines if line.startswith("Match stopped: "))
    done = int(stopped.removeprefix("Match stopped: ").split("/")[0])
    assert 1 <= done < 20
    assert len(load_games_pdn(pdn).games) == done
    assert lines[-1] == f"Games written to {pdn}."


# ---------------------------------------------------------------- bad options


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--variant", "nope", "--games", "2", "--levels", "1", "1"], "variante inconnue"),
        (["--variant", "english", "--games", "-2", "--levels", "1", "1"], "--games"),
        (["--variant", "english", "--games", "0", "--levels", "1", "1"], "--games"),
        (["--variant", "english", "--games", "10" * 9, "--levels", "1", "1"], "au plus 100000"),
        (["--variant", "english", "--games", "2", "--levels", "1", "1", "--clock", "1+x"], "--clock"),
        (["--variant", "english", "--games", "2", "--levels", "1", "1", "--clock", "5+-3"], "--clock"),
        (["--variant", "english", "--games", "2", "--levels", "1", "1", "--movetime", "0"], "--movetime"),
        (["--variant", "english", "--games", "2", "--levels", "1", "1", "--clock", "1", "--movetime", "1"], "--movetime"),
        (["--variant", "english", "--games", "2", "--levels", "1"], "--levels A B"),
        (["--variant", "english", "--games", "2", "--levels", "1", "2", "3"], "un ou deux niveaux"),
        (["--variant", "english", "--games", "2", "--levels", "1", "17"], "un niveau va de 1 à 16, pas 17"),
        (["--variant", "english", "--games", "2", "--levels", "1", "1", "--deck", "fmjd-64"], "fmjd-64"),
        (["--variant", "english", "--games", "2", "--engine", "a", "--engine", "b", "--engine", "c"], "deux fois au plus"),
        (["--variant", "english", "--levels", "1", "1"], "--games"),
        (["--variant", "english", "--games", "2", "--levels", "1", "1", "--pdn", "/proc/no/such.pdn"], "impossible d'écrire"),
    ],
)  # fmt: skip
def test_a_bad_option_gives_one_translated_line(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        status = main(["match", *argv])
        raise SystemExit(status)
    out, err = capsys.readouterr()
    assert exit_info.value.code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and "erreur" in lines[0] and words in lines[0], lines
