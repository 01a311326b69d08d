"""The engine in every variant: evaluation from the rules (king values, the
giveaway goal, mirrored, 12×12 and two-row boards), search, levels, hints,
draw offers and the Hub protocol."""

from __future__ import annotations

import random
import threading

import pytest

from dames_tui.core import (
    ENGLISH,
    INTERNATIONAL,
    Color,
    Piece,
    Position,
    Rules,
    find_hub_variant,
    find_rules,
    hub_names,
    variants,
)
from dames_tui.core.rules import Goal
from dames_tui.core.topology import topology_for
from dames_tui.engine import Engine, EvalParams, EvalWeights, Limits, hint, play_level
from dames_tui.engine.eval import (
    DOUBLE_CORNER_PENALTY,
    Evaluator,
    evaluator_for,
    king_value,
    weights_for,
)
from dames_tui.engine.hub import HubSession, format_hub_position, parse_line
from dames_tui.engine.levels import LEVELS, decide_draw_offer
from dames_tui.engine.score import WIN_BOUND
from dames_tui.game import Game
from dames_tui.game.draw_rules import long_diagonal
from dames_tui.notation import parse_move

W, WK, B, BK = Piece.WHITE_MAN, Piece.WHITE_KING, Piece.BLACK_MAN, Piece.BLACK_KING
ALL = variants()
IDS = [rules.name for rules in ALL]
GIVEAWAY = [rules for rules in ALL if rules.goal is Goal.GIVEAWAY]


def at(rules: Rules, pieces: dict[int, Piece], turn: Color) -> Position:
    return Position.from_pieces(rules, pieces, turn)


def turned(position: Position) -> Position:
    """The same position with the colours swapped and the board turned."""
    n = position.rules.squares
    pieces = {}
    for square in range(1, n + 1):
        piece = position.piece_at(square)
        if piece is not None:
            other = {W: B, B: W, WK: BK, BK: WK}[piece]
            pieces[n + 1 - square] = other
    return at(position.rules, pieces, position.turn.opponent)


# ------------------------------------------------------------ evaluation


def test_king_values_grow_with_the_range() -> None:
    brazilian, canadian = find_rules("brazilian"), find_rules("canadian")
    thai, italian = find_rules("thai"), find_rules("italian")
    assert king_value(ENGLISH) == 150
    assert king_value(INTERNATIONAL) == 320
    assert king_value(ENGLISH) < king_value(thai) < king_value(brazilian)
    assert king_value(brazilian) < king_value(INTERNATIONAL) < king_value(canadian)
    assert king_value(italian) > king_value(ENGLISH)  # men cannot take it


def test_english_and_international_keep_their_weights() -> None:
    assert EvalParams.from_rules(ENGLISH) == EvalParams(100, 150, 0)
    assert EvalParams.from_rules(INTERNATIONAL) == EvalParams(100, 320, 3)
    english = EvalWeights.handmade(ENGLISH)  # trained: tests/test_engine_english_eval.py
    assert (english.king_opening, english.mobility, english.runaway, english.trade) == (
        150,
        2,
        40,
        4,
    )
    assert weights_for(INTERNATIONAL).threats == 21  # the trained set


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_start_position_scores_zero_and_turning_negates(rules: Rules) -> None:
    evaluator = evaluator_for(rules)
    start = Position.initial(rules)
    assert evaluator.white_score(*start.raw()[:3]) == 0
    rng = random.Random(rules.name)
    position = start
    for _ in range(12):
        moves = position.legal_moves()
        if not moves:
            break
        position = position.play(rng.choice(moves))
    mirror = turned(position)
    assert evaluator.white_score(*mirror.raw()[:3]) == -evaluator.white_score(*position.raw()[:3])


@pytest.mark.parametrize("rules", [r for r in ALL if r.goal is Goal.NORMAL], ids=str)
def test_an_advanced_man_is_worth_more_on_every_board(rules: Rules) -> None:
    g = topology_for(rules)
    n = rules.board_size
    weights = EvalWeights.handmade(rules)
    back = next(s for s in range(1, g.squares + 1) if g.row_col(s)[0] == n - 1)
    front = next(s for s in range(1, g.squares + 1) if g.row_col(s)[0] == 1)
    assert weights.men_opening[front - 1] > weights.men_opening[back - 1] > 0


def test_long_diagonal_joins_two_playable_corners() -> None:
    for rules in ALL:
        g = topology_for(rules)
        squares = g.squares_of(long_diagonal(rules))
        assert len(squares) == rules.board_size, rules.name
        corners = {g.row_col(s) for s in squares} & {
            (0, 0),
            (0, rules.board_size - 1),
            (rules.board_size - 1, 0),
            (rules.board_size - 1, rules.board_size - 1),
        }
        assert len(corners) == 2, rules.name
    spanish = find_rules("spanish")
    assert topology_for(spanish).name_of(
        topology_for(spanish).squares_of(long_diagonal(spanish))[0]
    )
    assert "h1" in {
        topology_for(spanish).name_of(s)
        for s in topology_for(spanish).squares_of(long_diagonal(spanish))
    }


@pytest.mark.parametrize("rules", GIVEAWAY, ids=str)
def test_giveaway_evaluation_prefers_fewer_pieces(rules: Rules) -> None:
    normal = find_rules("international" if rules.board_size == 10 else "english")
    pieces = {1: B, 2: B, 3: B, rules.squares: W}  # White has one man, Black three
    for variant, sign in ((rules, 1), (normal, -1)):
        position = at(variant, pieces, Color.WHITE)
        assert sign * Evaluator(variant).white_score(*position.raw()[:3]) > 100


def give_away_position(rules: Rules) -> Position:
    """White to move, its last man one step from being taken: White wins."""
    g = topology_for(rules)
    n = rules.board_size
    row = n - 3
    col = 2 if g.square_at(row, 2) is not None else 3
    white_square = g.square_at(row, col)
    black_square = g.square_at(row - 2, col + 2)  # after white's step, adjacent: it must take
    far_black = g.square_at(0, 1) or g.square_at(0, 0)
    assert white_square and black_square and far_black
    return at(rules, {white_square: W, black_square: B, far_black: B}, Color.WHITE)


@pytest.mark.parametrize("rules", GIVEAWAY, ids=str)
def test_giveaway_search_gives_its_last_piece_away(rules: Rules) -> None:
    result = Engine().search(give_away_position(rules), (), Limits(depth=6))
    assert result.score >= WIN_BOUND, result
    assert result.mate_in is not None and result.mate_in > 0


# ------------------------------------------------------------ search, levels, hints


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_every_level_plays_a_legal_move(rules: Rules) -> None:
    game = Game(rules)
    stopped = threading.Event()
    stopped.set()  # levels 4 and 5 stop at the first poll: only legality is checked
    engine = Engine(tt_megabytes=1)
    for lvl in LEVELS:
        event = stopped if lvl.number >= 4 else None
        result = play_level(game, lvl.number, event, rng=random.Random(lvl.number), engine=engine)
        assert result.move in game.legal_moves(), (rules.name, lvl.number)
    move = hint(game, stopped, engine=engine)
    assert move in game.legal_moves()


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_a_short_game_against_itself_stays_legal(rules: Rules) -> None:
    game = Game(rules)
    engine = Engine(tt_megabytes=1)
    for _ in range(16):
        if game.is_over:
            break
        result = engine.search(game.position, game.repetition_history(), Limits(depth=2))
        assert result.move is not None
        game.play(result.move)
    assert game.ply > 0


@pytest.mark.parametrize("rules", GIVEAWAY, ids=str)
def test_giveaway_draw_offer_accepts_when_behind(rules: Rules) -> None:
    # White gives its last man away and wins: the engine playing Black (not
    # to move) is behind and accepts, playing White it is ahead and declines.
    game = Game(rules, give_away_position(rules))
    decision = decide_draw_offer(game, engine=Engine(tt_megabytes=1))
    assert decision.accept and decision.reason == "behind", decision
    decision = decide_draw_offer(game, engine=Engine(tt_megabytes=1), engine_is_to_move=True)
    assert not decision.accept and decision.reason == "ahead", decision


@pytest.mark.parametrize("rules", ALL, ids=IDS)
def test_draw_offer_at_the_start_is_balanced(rules: Rules) -> None:
    decision = decide_draw_offer(Game(rules), engine=Engine(tt_megabytes=1))
    assert decision.accept and decision.reason == "balanced", decision


# ------------------------------------------------------------ Hub


def test_every_variant_has_a_hub_name() -> None:
    assert len(hub_names()) == len(ALL)
    assert {find_hub_variant(name).name for name in hub_names()} == set(IDS)
    assert find_hub_variant("normal") is INTERNATIONAL


@pytest.mark.parametrize("name", hub_names())
def test_hub_searches_in_every_variant(name: str) -> None:
    out: list[str] = []
    lock = threading.Lock()

    def write(line: str) -> None:
        with lock:
            out.append(line)

    session = HubSession(write, version="9.9")
    rules = find_hub_variant(name)
    start = Position.initial(rules)
    for line in (
        "hub",
        f"set-param name=variant value={name}",
        "init",
        "pos pos=" + format_hub_position(start),
        "level depth=2",
        "go think",
    ):
        session.handle(line)
    assert session.wait(60.0)
    assert not [line for line in out if line.startswith("error")], out
    assert session.rules is rules
    done = [line for line in out if line.startswith("done")]
    assert len(done) == 1
    move = parse_line(done[0])[1]["move"]
    assert parse_move(start, move) in start.legal_moves()


def test_a_lone_flying_king_holds_against_two_on_8x8_and_three_on_10x10() -> None:
    russian = find_rules("russian")
    evaluator = evaluator_for(russian)
    # 8×8: two kings against one is drawn, three kings against one is not
    two = at(russian, {1: WK, 3: WK, 30: BK}, Color.WHITE)
    three = at(russian, {1: WK, 2: WK, 3: WK, 30: BK}, Color.WHITE)
    assert evaluator.special_ending(*two.raw()[:3]) and evaluator.white_score(*two.raw()[:3]) < 50
    assert evaluator.white_score(*three.raw()[:3]) > 400
    international = evaluator_for(INTERNATIONAL)
    three_10 = at(INTERNATIONAL, {1: WK, 2: WK, 3: WK, 46: BK}, Color.WHITE)
    assert international.white_score(*three_10.raw()[:3]) < 100  # FMJD: drawn
    for rules in GIVEAWAY:
        assert EvalParams.from_rules(rules).drawish_holds == 0
        assert EvalParams.from_rules(rules).giveaway


@pytest.mark.parametrize("rules", [ENGLISH, *GIVEAWAY], ids=str)
def test_a_side_without_a_move_scores_by_the_goal(rules: Rules) -> None:
    g = topology_for(rules)
    far = g.square_at(0, 1) or g.square_at(0, 0)
    assert far is not None
    position = at(rules, {far: B}, Color.WHITE)  # White has no piece
    result = Engine().search(position, (), Limits(depth=2))
    assert result.move is None
    won = rules.goal is Goal.GIVEAWAY
    assert (result.score >= WIN_BOUND) if won else (result.score <= -WIN_BOUND)


def test_on_8x8_a_lone_flying_king_is_safest_on_the_long_diagonal() -> None:
    russian = find_rules("russian")
    evaluator = Evaluator(russian)
    assert evaluator.refuge == long_diagonal(russian)
    # three white kings against a black king on c3 (the long diagonal) or e3:
    # the refuge costs the hunters DOUBLE_CORNER_PENALTY on c3 only
    on = at(russian, {1: WK, 2: WK, 3: WK, 22: BK}, Color.WHITE)
    off = at(russian, {1: WK, 2: WK, 3: WK, 23: BK}, Color.WHITE)
    with_refuge = [evaluator.white_score(*p.raw()[:3]) for p in (on, off)]
    evaluator.refuge = 0
    without = [evaluator.white_score(*p.raw()[:3]) for p in (on, off)]
    assert without[0] - with_refuge[0] == DOUBLE_CORNER_PENALTY
    assert without[1] == with_refuge[1]
    # on 10×10 and for short kings the double corners are the refuge, as before
    for rules in (INTERNATIONAL, ENGLISH):
        assert Evaluator(rules).refuge == Evaluator(rules).double_corners != 0


# ------------------------------------------------------------ Frisian, Frysk!, Turkish, Breakthrough

NEWER = [find_rules(name) for name in ("frisian", "frysk", "turkish", "breakthrough")]
NEWER_IDS = [rules.name for rules in NEWER]


def test_the_newer_variants_piece_values() -> None:
    frisian, turkish = find_rules("frisian"), find_rules("turkish")
    # Frisian: more than one man, less than two (FRR art. 11); Turkish: about five men
    assert 100 < king_value(frisian) < 200 and king_value(find_rules("frysk")) == 190
    assert king_value(turkish) == 500
    assert EvalParams.from_rules(find_rules("breakthrough")).crowning_wins
    # a lone king holds only where kings fly along the diagonals alone
    assert EvalParams.from_rules(frisian).drawish_holds == 0
    assert EvalParams.from_rules(turkish).drawish_holds == 0


def test_turkish_men_gain_by_advancing_along_a_column() -> None:
    turkish = find_rules("turkish")
    g = topology_for(turkish)
    weights = EvalWeights.handmade(turkish)
    # file d, from White's starting rows (2 and 3) up to the row before crowning
    column = [g.square_named(f"d{rank}") for rank in range(2, 8)]
    values = [weights.men_opening[square - 1] for square in column if square is not None]
    assert values == sorted(values) and values[0] < values[-1]


def test_turkish_mobility_counts_the_sideways_steps() -> None:
    from dames_tui.notation import parse_fen

    turkish = find_rules("turkish")
    evaluator = evaluator_for(turkish)
    assert not evaluator.diagonal_men and len(evaluator.white_steps) == 3  # up, left, right
    assert evaluator_for(INTERNATIONAL).diagonal_men
    # White's man on a2 has only its sideways step left (a3 is taken), Black's
    # man on h7 all three: the mobility term counts 1 against 3
    boxed = parse_fen("W:Wa2,Ka3:Bh7,Ka6", turkish)
    free = parse_fen("W:Wa2,Ka4:Bh7,Ka6", turkish)
    difference = evaluator.white_score(*free.raw()[:3]) - evaluator.white_score(*boxed.raw()[:3])
    king_place = evaluator.king_place
    g = topology_for(turkish)
    a3, a4 = (g.square_bits[g.square_named(n) or 0].bit_length() - 1 for n in ("a3", "a4"))
    assert difference - (king_place[a4] - king_place[a3]) == evaluator.weights.mobility


@pytest.mark.parametrize(
    ("name", "fen"),
    [("frisian", "W:WK47:BK4"), ("turkish", "W:WKa1:Bh7"), ("turkish", "W:Wd4:Bh7")],
)
def test_material_an_endgame_rule_draws_soon_scores_near_a_draw(name: str, fen: str) -> None:
    from dames_tui.notation import parse_fen

    rules = find_rules(name)
    evaluator = evaluator_for(rules)
    position = parse_fen(fen, rules)
    assert evaluator.drawn_material(*position.raw()[:3])
    assert abs(evaluator.white_score(*position.raw()[:3])) <= 40


@pytest.mark.parametrize("rules", NEWER, ids=NEWER_IDS)
def test_the_newer_variants_play_a_few_moves_at_every_level(rules: Rules) -> None:
    """Real searches (levels 4 and 5 stopped after a fifth of a second), the
    moves always among the game's legal ones, then a hint and a draw offer."""
    engine = Engine(tt_megabytes=2)
    for lvl in LEVELS:
        game = Game(rules)
        rng = random.Random(lvl.number)
        for _ in range(3):
            stop = threading.Event()
            timer = threading.Timer(0.2, stop.set)
            timer.start()
            try:
                result = play_level(game, lvl.number, stop, rng=rng, engine=engine)
            finally:
                timer.cancel()
            assert result.move in game.legal_moves(), (rules.name, lvl.number)
            game.play(result.move)
    assert hint(game, engine=engine) in game.legal_moves()
    decision = decide_draw_offer(game, engine=engine)
    assert decision.reason in ("balanced", "behind", "ahead")


def test_turkish_engine_games_stay_legal() -> None:
    """Turkish: moves along rows and columns, on every square. The search's
    quiet moves are the kernel's: every move it plays is legal."""
    turkish = find_rules("turkish")
    game = Game(turkish)
    engine = Engine(tt_megabytes=2)
    while not game.is_over and game.ply < 40:
        result = engine.search(game.position, game.repetition_history(), Limits(depth=3))
        assert result.move in game.legal_moves()
        for move in result.pv:  # the line it reports is legal too
            assert move is not None
        game.play(result.move)
    assert game.ply == 40 or game.is_over


@pytest.mark.parametrize(
    ("fen", "first", "moves"),
    [
        ("W:W7,31:B45,44", "7-1", 1),  # crown at once
        ("W:W12,33:B8,28,44", "12x3", 1),  # a capture that crowns, rather than another
        ("W:W17:B34", "17-12", 3),  # a race: White is a tempo ahead
        ("B:W17:B34", "34-39", 3),  # the same race, Black to move
    ],
)
def test_breakthrough_engine_crowns_when_it_can(fen: str, first: str, moves: int) -> None:
    from dames_tui.notation import parse_fen

    breakthrough = find_rules("breakthrough")
    position = parse_fen(fen, breakthrough)
    result = Engine().search(position, (), Limits(depth=6))
    assert result.move == parse_move(position, first)
    assert result.score >= WIN_BOUND and result.mate_in == moves
    game = Game(breakthrough, position)
    for lvl in LEVELS:
        played = play_level(game, lvl.number, rng=random.Random(0)).move
        assert played == result.move or moves > 1, lvl.number


def test_breakthrough_a_position_with_a_king_is_decided_in_the_tree() -> None:
    from dames_tui.notation import parse_fen

    breakthrough = find_rules("breakthrough")
    # Black to move cannot stop White's man on 7 from crowning: lost
    position = parse_fen("B:W7,31:B34,35", breakthrough)
    result = Engine().search(position, (), Limits(depth=4))
    assert result.score <= -WIN_BOUND and result.mate_in == -1
