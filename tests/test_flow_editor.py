"""The position editor's logic without a screen: placing, removing and
cycling pieces, the side to move, FEN in and out, and each rule of validity
with its one sentence in French and English, on every variant."""

from __future__ import annotations

import pytest

from dames_tui.core import (
    ENGLISH,
    INTERNATIONAL,
    Color,
    InvalidFenError,
    InvalidPositionError,
    Piece,
    Position,
    Rules,
    find_rules,
    topology_for,
    variants,
)
from dames_tui.flow.editor import (
    BRUSHES,
    Placement,
    check_text,
    problem_text,
)
from dames_tui.game import Termination
from dames_tui.i18n import Translator
from dames_tui.i18n.errors import error_text
from dames_tui.notation import format_fen, parse_fen
from dames_tui.notation.squares import square_label, uses_algebraic

FR, EN = Translator("fr"), Translator("en")
VARIANTS = variants()
IDS = [rules.name for rules in VARIANTS]


def row_squares(rules: Rules, row: int) -> list[int]:
    """The playable squares of a display row (0: the top, Black's side)."""
    g = topology_for(rules)
    return sorted(g.squares_of(g.rows[row]))


def two_pieces(rules: Rules) -> Placement:
    """A legal placement: a white man and a black man in the middle rows."""
    middle = rules.board_size // 2
    white, black = row_squares(rules, middle)[0], row_squares(rules, middle - 1)[-1]
    return Placement.empty(rules).put(white, Piece.WHITE_MAN).put(black, Piece.BLACK_MAN)


# ------------------------------------------------------------------ placing


def test_a_second_click_with_the_same_piece_takes_it_off() -> None:
    placement = Placement.empty(ENGLISH)
    placed = placement.toggled(14, Piece.WHITE_KING)
    assert placed.piece_at(14) is Piece.WHITE_KING
    assert placed.toggled(14, Piece.WHITE_KING).piece_at(14) is None
    # another piece replaces it; the empty brush empties the square
    assert placed.toggled(14, Piece.BLACK_MAN).piece_at(14) is Piece.BLACK_MAN
    assert placed.toggled(14, None).piece_at(14) is None
    assert placement.piece_at(14) is None  # placements are values: the first one is unchanged


def test_cycling_a_square_goes_through_every_piece_and_back() -> None:
    placement = Placement.empty(INTERNATIONAL)
    seen = []
    for _ in range(len(BRUSHES)):
        placement = placement.cycled(23)
        seen.append(placement.piece_at(23))
    assert seen == [Piece.WHITE_MAN, Piece.WHITE_KING, Piece.BLACK_MAN, Piece.BLACK_KING, None]


def test_a_square_off_the_board_is_the_cores_error() -> None:
    with pytest.raises(InvalidPositionError) as caught:
        Placement.empty(ENGLISH).put(33, Piece.WHITE_MAN)
    assert caught.value.code == "position.off_board"


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_clear_reset_and_the_side_to_move(rules: Rules) -> None:
    start = Placement.start(rules)
    assert start.position == Position.initial(rules)
    switched = start.switched()
    assert switched.turn is rules.first_to_move.opponent
    cleared = switched.cleared()
    assert cleared.pieces() == {} and cleared.turn is switched.turn
    assert cleared.reset() == start
    assert cleared.with_turn(Color.WHITE).turn is Color.WHITE


# ---------------------------------------------------------------- FEN


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_fen_out_and_back_in(rules: Rules) -> None:
    """The FEN written of a placement reads back as the same placement, in
    numbers (and in names where the variant names its squares), with kings
    and either side to move. (Names on the 12×12 board do not read back:
    ``k5`` is read as a king on 5.)"""
    squares = row_squares(rules, rules.board_size // 2)
    placement = Placement.start(rules).put(squares[0], Piece.WHITE_KING).switched()
    placement = placement.put(squares[-1], Piece.BLACK_KING)
    for names in (False, True) if uses_algebraic(rules) else (False,):
        text = placement.fen(names=names)
        read, side_known = Placement.read(text, rules)
        assert side_known and read == placement, text
    assert placement.fen() == format_fen(placement.position)  # the notation's writer


def test_thai_fen_names_the_colours_the_other_way_round() -> None:
    thai = find_rules("thai")
    fen = Placement.start(thai).fen()
    assert fen.startswith("B:W1,")  # PDN's White starts on 1-8 in Thai
    assert Placement.read(fen, thai)[0] == Placement.start(thai)


def test_a_fen_without_the_side_to_move_is_read_and_says_so() -> None:
    placement, side_known = Placement.read("?:W21,22:B5", ENGLISH)
    assert not side_known and placement.turn is ENGLISH.first_to_move
    assert sorted(placement.pieces()) == [5, 21, 22]


@pytest.mark.parametrize(
    ("text", "code", "french"),
    [
        ("", "fen.empty", "FEN vide"),
        ("W:W51:B1", "fen.off_board", "la case 51 n'est pas sur le damier (1 à 50)"),
        ("X:W31:B1", "fen.bad_side", "le trait doit être W ou B, pas « X »"),
        ("W:W31,31:B1", "fen.square_twice", "la case 31 est donnée deux fois"),
        ("W:W31:B1:W32", "fen.white_twice", "les pièces blanches sont données deux fois"),
    ],
)
def test_a_bad_fen_is_refused_with_the_readers_error(text: str, code: str, french: str) -> None:
    with pytest.raises(InvalidFenError) as caught:
        Placement.read(text, INTERNATIONAL)
    assert caught.value.code == code
    assert error_text(FR, caught.value) == french


def test_a_fen_the_core_refuses_is_refused() -> None:
    with pytest.raises(InvalidPositionError) as caught:
        Placement.read("W:W1:B40", INTERNATIONAL)
    assert caught.value.code == "position.white_man_crowning_row"


# ------------------------------------------------------------- validity


def code_of(placement: Placement) -> str | None:
    problem = placement.problem()
    return None if problem is None else problem.code


def sentences(placement: Placement) -> tuple[str, str]:
    return check_text(FR, placement)[0], check_text(EN, placement)[0]


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_the_start_position_and_two_pieces_are_legal(rules: Rules) -> None:
    for placement in (Placement.start(rules), two_pieces(rules)):
        check = placement.check()
        assert check.legal and check.problem is None
        assert placement.playable() == placement.position
        assert placement.game().start == placement.position
        assert placement.marked_squares() == frozenset()


def test_the_legal_sentence_names_the_side_to_move() -> None:
    placement = Placement.start(ENGLISH)
    assert sentences(placement) == (
        "Position légale, les Noirs ont le trait.",
        "Legal position, Black to move.",
    )
    assert sentences(placement.switched()) == (
        "Position légale, les Blancs ont le trait.",
        "Legal position, White to move.",
    )
    assert check_text(EN, placement)[1] == "legal"


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_a_man_on_its_own_crowning_row(rules: Rules) -> None:
    """The core's refusal (Position.validate) with its code, in the editor's
    sentence, the square as the variant writes it and marked on the board."""
    base = two_pieces(rules)
    white_square = row_squares(rules, 0)[1]
    black_square = row_squares(rules, rules.board_size - 1)[1]
    for square, piece, color in (
        (white_square, Piece.WHITE_MAN, "white"),
        (black_square, Piece.BLACK_MAN, "black"),
    ):
        placement = base.put(square, piece)
        problem = placement.problem()
        assert problem is not None
        with pytest.raises(InvalidPositionError) as core:
            placement.position.validate()
        assert problem.code == core.value.code == f"position.{color}_man_crowning_row"
        label = square_label(rules, square)
        french, english = sentences(placement)
        pion = "Le pion blanc" if color == "white" else "Le pion noir"
        assert french == (
            f"{pion} en {label} est sur sa rangée de promotion : il y serait déjà dame."
        )
        assert english == (
            f"The {color} man on {label} is on its crowning row: it would already be a king."
        )
        assert check_text(FR, placement)[1] == "illegal"
        assert placement.marked_squares() == {square}
        with pytest.raises(InvalidPositionError):
            placement.playable()
        # a king there is legal
        assert base.put(square, Piece.of(piece.color, True)).check().legal


def test_squares_are_named_where_the_variant_names_them() -> None:
    russian = find_rules("russian")
    placement = two_pieces(russian).put(1, Piece.WHITE_MAN)
    assert sentences(placement)[1].startswith("The white man on b8 ")


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_more_pieces_than_the_start_position_has(rules: Rules) -> None:
    start = Placement.start(rules)
    most = start.position.count(Color.WHITE)
    empty = sorted(set(range(1, rules.squares + 1)) - set(start.pieces()))
    placement = start.put(empty[len(empty) // 2], Piece.WHITE_KING)
    problem = placement.problem()
    assert problem is not None and problem.code == "editor.too_many"
    assert sentences(placement) == (
        f"Les Blancs ont {most + 1} pièces, plus que les {most} qu'ils ont au départ.",
        f"White has {most + 1} pieces, more than the {most} it starts with.",
    )
    black = start.put(empty[len(empty) // 2], Piece.BLACK_MAN)
    assert (
        sentences(black)[1] == f"Black has {most + 1} pieces, more than the {most} it starts with."
    )
    # as many as at the start, some of them kings, is legal
    black_square = min(s for s, p in start.pieces().items() if p.color is Color.BLACK)
    crowned = start.put(black_square, Piece.BLACK_KING)
    assert crowned.check().legal


@pytest.mark.parametrize("rules", VARIANTS, ids=IDS)
def test_no_piece_for_one_side_and_the_empty_board(rules: Rules) -> None:
    empty = Placement.start(rules).cleared()
    assert code_of(empty) == "editor.empty_board"
    assert sentences(empty) == (
        "Le damier est vide : placez des pièces des deux camps.",
        "The board is empty: place pieces of both sides.",
    )
    base = two_pieces(rules)
    (white,) = [s for s, p in base.pieces().items() if p.color is Color.WHITE]
    (black,) = [s for s, p in base.pieces().items() if p.color is Color.BLACK]
    no_white = base.put(white, None)
    assert code_of(no_white) == "editor.no_piece"
    assert sentences(no_white) == (
        "Les Blancs n'ont aucune pièce : il en faut une de chaque camp.",
        "White has no piece: each side needs one at least.",
    )
    assert sentences(base.put(black, None)) == (
        "Les Noirs n'ont aucune pièce : il en faut une de chaque camp.",
        "Black has no piece: each side needs one at least.",
    )


def test_a_side_to_move_without_a_move_is_a_warning_not_a_refusal() -> None:
    # Black to move, its man on 4 (h8) blocked by White's men on 8 and 11
    placement = Placement(parse_fen("B:W8,11,15:B4", ENGLISH))
    check = placement.check()
    assert check.legal and check.severity == "warning"
    assert check.ending is not None and check.ending.termination is Termination.NO_MOVES
    assert sentences(placement) == (
        "Attention : les Noirs ont le trait mais aucun coup, la partie serait finie aussitôt.",
        "Note: Black is to move but has no move, so the game would be over at once.",
    )
    assert check_text(EN, placement)[1] == "warning"
    game = placement.game()  # still playable: the game is over at once
    assert game.outcome is not None and game.outcome.termination is Termination.NO_MOVES
    # with White to move the game goes on
    assert placement.switched().check().severity == "legal"


def test_a_king_in_breakthrough_ends_the_game_at_once() -> None:
    breakthrough = find_rules("breakthrough")
    placement = two_pieces(breakthrough).put(3, Piece.WHITE_KING)
    check = placement.check()
    assert check.legal and check.ending is not None
    assert check.ending.termination is Termination.CROWNED
    assert sentences(placement)[1] == (
        "Note: a king is already on the board, so the game would be over at once "
        "(the first king wins)."
    )


def test_the_first_problem_is_said_crowning_row_before_material() -> None:
    # a man on its crowning row and no black piece: the core's refusal first
    placement = Placement.empty(ENGLISH).put(2, Piece.WHITE_MAN)
    assert code_of(placement) == "position.white_man_crowning_row"


def test_a_core_code_without_a_sentence_of_its_own_reads_as_the_cores_error() -> None:
    problem = InvalidPositionError(
        "square 3 holds a white and a black piece",
        code="position.both_colors",
        params={"square": 3},
    )
    assert problem_text(FR, problem, ENGLISH) == (
        "La case 3 porte une pièce blanche et une pièce noire."
    )
    assert problem_text(EN, problem, ENGLISH) == "Square 3 holds a white and a black piece."


def test_every_sentence_exists_in_both_languages() -> None:
    """Each kind of problem and warning of every variant reads as a sentence
    of the editor's catalog (never a key, never a bare error), in both
    languages."""
    for rules in VARIANTS:
        base = two_pieces(rules)
        placements = [
            base.put(row_squares(rules, 0)[0], Piece.WHITE_MAN),
            base.put(row_squares(rules, rules.board_size - 1)[0], Piece.BLACK_MAN),
            base.cleared(),
            Placement.empty(rules).put(row_squares(rules, 3)[0], Piece.BLACK_KING),
            base,
            base.switched(),
        ]
        for placement in placements:
            for tr in (FR, EN):
                text, _ = check_text(tr, placement)
                assert text.endswith(".") and "editor." not in text, (rules.name, text)
                assert text[0].isupper()
