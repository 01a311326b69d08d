"""Write the package's opening ballots from the facts in ``../shared/openings``.

    python tools/make_openings.py            # writes dames_tui/data/openings/*.json
    python tools/make_openings.py --check    # says which files differ (exit 1), writes nothing

The installed game never reads ``../shared``: the files written here are
package data, committed, and read by :mod:`dames_tui.game.openings`. Every
ballot is played from its start position with the project's own parser
(:func:`dames_tui.notation.parse_move`) before it is written, and the tool
stops on the first one that is not legal.

**English** (``english.json``), from ``english_3move.tsv`` and
``english_2move.tsv``:

- ``three-move``: the ACF 3-move table, 174 ballots with their ACF numbers,
  CheckerBoard's names, the sourced alternative names, the first move's
  family and the ACF category (normal 144, mail play 12, barred 18; the
  deck of 156 is normal + mail play). The moves are written as the table
  writes them (``13x22``), which is how the game writes them too (checked).
- ``two-move``: the 49 two-move openings in pydraughts' order, the 6 it
  calls lost marked ``lost`` (43 playable), with their sourced names.

**International** (``international.json``): every first move of White with
every reply of Black, 81 ballots made from the rules, not from a table: no
10x10 ballot list or opening names were found (see the README there).

**Russian and Brazilian** (``russian.json``, ``brazilian.json``), from the
``fmjd64_russian`` rows of ``international.tsv`` (lidraughts' "FMJD Drawing
Table 64"): 736 codes for Russian, and for Brazilian the 725 that the
table does not mark as outside the Brazilian table (three of the 11 left
out are not even legal there: a single capture where the majority rule
asks for two). The table writes lidraughts' short form (``ab4``: the file
the piece comes from, then its square; ``bd6`` for a capture); each move is
found among the legal moves and written in the variant's notation
(``a3-b4``, ``c3:e5`` in Russian, ``c3xe5`` in Brazilian).

392 of the rows are not moves but relocations: ``a1-a5 a7-h4`` puts White's
man from a1 on a5 and Black's from a7 on h4 before play starts (``-----``: that
side moves nothing), White to move. Both men leave, then both land:
``b2-h6 h6-a5`` puts White's man where Black's stood. They are kept as ballots with no moves
and a start position (``fen``), made here from the relocations and checked
against the table's FEN. The table's FEN after the moves is checked too. Two
FENs give the wrong side to move, and only those two are let through (their
pieces agree): ``45-IX``, Black after six plies, and ``22-XV``, the one
relocation of 392 with Black to move (kept with White to move, as the others). Two relocations are in the
table twice, under two codes each: ``16-I`` is ``15-XV`` (``a3-h4 g7-e5``) and
``16-II`` is ``15-XVI`` (``a3-h4 h6-a3``). Both codes are kept, as the table has
them, and the second says ``"same_as"`` the first.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from dames_tui.core import DraughtsError, Move, Position, Rules, find_rules
from dames_tui.core.topology import topology_for
from dames_tui.notation import format_fen, format_move_short, parse_fen, parse_move

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT.parent / "shared" / "openings"
OUT = ROOT / "dames_tui" / "data" / "openings"
VERSION = 1

# The only rows whose FEN may disagree with their moves or relocations, and
# only on the side to move: the pieces must agree (see the module docstring).
FEN_SIDE_ERRATA = frozenset({"22-XV", "45-IX"})
NO_RELOCATION = "-----"

THREE_MOVE_SOURCE = (
    "ACF 3-move table: numbers, moves, names and categories from eygilbert/CheckerBoard"
    " utility.c three_move_table[174] (commit 691ab49) and CheckerBoard.h (OP_* flags),"
    " moves identical in AttackingOrDefending/pydraughts 3move_english.json; other names"
    " from the page given with each"
)
TWO_MOVE_SOURCE = (
    "the 49 two-move openings in AttackingOrDefending/pydraughts 2move_english.json order,"
    " its 6 'lost' ones marked; names from the page given with each"
)
FIRST_MOVES_SOURCE = (
    "made from the rules: every first move of White with every reply of Black; no 10x10"
    " ballot list or opening names were found"
)
FMJD_SOURCE = (
    "FMJD Drawing Table 64 (results.fmjd.org/viewpage.php?page_id=2) as RoepStoep/lidraughts"
    " modules/draughts/src/main/OpeningTable.scala (commit c7feaf1) gives it; moves"
    " rewritten from lidraughts' short form (ab4) in the variant's notation; relocation"
    " rows (a1-a5 a7-h4) kept as start positions"
)


class SourceError(ValueError):
    """A row of the tables that the tool cannot turn into a legal ballot."""


def read_table(path: Path) -> list[dict[str, str]]:
    """The rows of a tab-separated file with a header row."""
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def play_texts(rules: Rules, start: Position, texts: Sequence[str], where: str) -> Position:
    """The position after ``texts`` from ``start``; each must be legal and
    written as the game writes it (its shortest form, in its notation)."""
    position = start
    for text in texts:
        try:
            move = parse_move(position, text)
        except DraughtsError as error:
            raise SourceError(f"{where}: {text} is not legal: {error}") from None
        written = format_move_short(position, move)
        if written != text:
            raise SourceError(f"{where}: {text} is written {written} by the game")
        position = position.play(move)
    return position


def _entry(**fields: object) -> dict[str, object]:
    """A ballot's JSON object without its empty fields."""
    return {key: value for key, value in fields.items() if value not in (None, "", [], ())}


# ---------------------------------------------------------------- English


def english_decks(source: Path) -> list[dict[str, object]]:
    rules = find_rules("english")
    initial = Position.initial(rules)
    three = []
    for row in read_table(source / "english_3move.tsv"):
        moves = row["moves"].split()
        where = f"ACF #{row['acf_number']}"
        if len(moves) != 3:
            raise SourceError(f"{where}: {len(moves)} moves")
        play_texts(rules, initial, moves, where)
        status = row["acf_category"]
        if status not in ("normal", "mail_play", "barred"):
            raise SourceError(f"{where}: unknown category {status!r}")
        if (row["in_156_deck"] == "yes") != (status != "barred"):
            raise SourceError(f"{where}: in_156_deck disagrees with its category")
        three.append(
            _entry(
                code=str(int(row["acf_number"])),
                moves=moves,
                status=status,
                name=row["name"],
                alt_name=row["alt_name"],
                alt_name_source=row["alt_name_source"],
                family=row["first_move_family"],
            )
        )
    if [entry["code"] for entry in three] != [str(n) for n in range(1, 175)]:
        raise SourceError("the 3-move table is not numbered 1 to 174 in order")
    two = []
    for row in read_table(source / "english_2move.tsv"):
        if row["kind"] != "2move":
            continue  # named lines and first moves: not ballots
        moves = row["moves"].split()
        play_texts(rules, initial, moves, f"2-move {row['moves']}")
        lost = {"standard": False, "lost": True}[row["pydraughts_list"]]
        two.append(
            _entry(
                code=" ".join(moves),
                moves=moves,
                status="lost" if lost else "normal",
                name=row["name"],
                name_source=row["source"],
                family=row["first_move_family"],
            )
        )
    return [
        {"kind": "three-move", "source": THREE_MOVE_SOURCE, "ballots": three},
        {"kind": "two-move", "source": TWO_MOVE_SOURCE, "ballots": two},
    ]


# ---------------------------------------------------------- International


def first_moves_deck(rules: Rules) -> dict[str, object]:
    """Every first move of the side to move with every reply, in the order of
    the legal moves."""
    initial = Position.initial(rules)
    ballots = []
    for first in initial.legal_moves():
        after = initial.play(first)
        for reply in after.legal_moves():
            moves = [format_move_short(initial, first), format_move_short(after, reply)]
            ballots.append(_entry(code=" ".join(moves), moves=moves))
    return {"kind": "two-move", "source": FIRST_MOVES_SOURCE, "ballots": ballots}


# ------------------------------------------------------- Russian, Brazilian


def short_move(position: Position, word: str, where: str) -> Move:
    """The legal move that lidraughts' short form names: ``ab4`` is the man
    from the a file to b4 (a capture too: ``bd6``)."""
    topology = topology_for(position.rules)
    target = topology.square_named(word[1:])
    found = [
        move
        for move in position.legal_moves()
        if move.end == target and topology.name_of(move.start)[0] == word[0]
    ]
    if len(found) != 1:
        raise SourceError(f"{where}: {word} names {len(found)} legal moves")
    return found[0]


def relocated_fen(rules: Rules, words: Sequence[str], where: str) -> str:
    """The FEN of the initial position after the relocations ``words``
    (White's, then Black's; ``-----`` for none), White to move."""
    topology = topology_for(rules)
    _, white, black = format_fen(Position.initial(rules)).split(":")
    sides = {side[0]: {int(square) for square in side[1:].split(",")} for side in (white, black)}
    if len(words) != 2:
        raise SourceError(f"{where}: {len(words)} relocations")
    # both men leave their squares, then both land: ``b2-h6 h6-a5`` puts
    # White's man where Black's stood
    moved = []
    for side, word in zip("WB", words, strict=True):
        if word == NO_RELOCATION:
            continue
        origin, _, target = word.partition("-")
        start, end = topology.square_named(origin), topology.square_named(target)
        if start is None or end is None or start not in sides[side]:
            raise SourceError(f"{where}: {word} moves no man of {side}")
        sides[side].remove(start)
        moved.append((side, end, word))
    for side, end, word in moved:
        if end in sides["W"] | sides["B"]:
            raise SourceError(f"{where}: {word} lands on a man")
        sides[side].add(end)
    lists = ":".join(side + ",".join(map(str, sorted(sides[side]))) for side in "WB")
    return format_fen(parse_fen(f"W:{lists}", rules))


def check_fen(made: Position, expected: Position, where: str, code: str) -> None:
    """Whether the position a row gives is the table's FEN (the side to move
    aside for the errata)."""
    if made == expected:
        return
    if not (replace(made, turn=expected.turn) == expected and code in FEN_SIDE_ERRATA):
        raise SourceError(f"{where}: {format_fen(made)}, the table says {format_fen(expected)}")


def fmjd_deck(rules: Rules, source: Path, *, brazilian_table: bool = False) -> dict[str, object]:
    """The FMJD 64 table for ``rules``; with ``brazilian_table``, without the
    codes the table marks as outside the Brazilian one (named in the deck's
    ``not_in_table``)."""
    initial = Position.initial(rules)
    ballots: list[dict[str, object]] = []
    left_out = []
    seen: dict[tuple[str, tuple[str, ...]], str] = {}
    for row in read_table(source / "international.tsv"):
        if row["table"] != "fmjd64_russian":
            continue
        code, words = row["code"], row["moves"].split()
        if brazilian_table and row["in_fmjd_brazilian_table"] != "yes":
            left_out.append(code)
            continue
        where = f"{rules.name} {code}"
        expected = parse_fen(row["fen_numeric_1_32"], rules)
        if any("-" in word for word in words):
            fen = relocated_fen(rules, words, where)
            check_fen(parse_fen(fen, rules), expected, where, code)
            entry = _entry(code=code, setup=words, fen=fen)
            key = (fen, ())
        else:
            position, moves = initial, []
            for word in words:
                move = short_move(position, word, where)
                moves.append(format_move_short(position, move))
                position = position.play(move)
            check_fen(position, expected, where, code)
            entry = _entry(code=code, moves=moves)
            key = ("", tuple(moves))
        if key in seen:
            entry["same_as"] = seen[key]  # the table has it twice (see the docstring)
        else:
            seen[key] = code
        ballots.append(entry)
    deck = {"kind": "fmjd-64", "source": FMJD_SOURCE, "ballots": ballots}
    if left_out:
        deck["not_in_table"] = left_out
    return deck


# ----------------------------------------------------------------- output


def render(variant: str, decks: Sequence[dict[str, object]]) -> str:
    """The JSON text of a variant's file: one ballot a line."""
    lines = ["{" + f'"version": {VERSION}, "variant": {json.dumps(variant)}, "decks": [']
    for number, deck in enumerate(decks):
        head = {key: value for key, value in deck.items() if key != "ballots"}
        ballots = deck["ballots"]
        assert isinstance(ballots, list)
        lines.append(json.dumps(head, ensure_ascii=False)[:-1] + ', "ballots": [')
        for index, ballot in enumerate(ballots):
            comma = "," if index < len(ballots) - 1 else ""
            lines.append(json.dumps(ballot, ensure_ascii=False, separators=(",", ":")) + comma)
        lines.append("]}" + ("," if number < len(decks) - 1 else ""))
    lines.append("]}")
    return "\n".join(lines) + "\n"


def documents(source: Path = SOURCE) -> dict[str, str]:
    """The file name and text of every data file, made from ``source``."""
    russian = fmjd_deck(find_rules("russian"), source)
    brazilian = fmjd_deck(find_rules("brazilian"), source, brazilian_table=True)
    return {
        "english.json": render("english", english_decks(source)),
        "international.json": render(
            "international", [first_moves_deck(find_rules("international"))]
        ),
        "russian.json": render("russian", [russian]),
        "brazilian.json": render("brazilian", [brazilian]),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help="the tables (%(default)s)")
    parser.add_argument("--out", type=Path, default=OUT, help="the data files (%(default)s)")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    try:
        made = documents(args.source)
    except (SourceError, OSError, KeyError) as error:
        print(f"make_openings: {error}", file=sys.stderr)
        return 2
    differ = []
    for name, text in made.items():
        target = args.out / name
        current = target.read_text(encoding="utf-8") if target.is_file() else None
        if current == text:
            continue
        differ.append(name)
        if not args.check:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    for name, text in made.items():
        ballots = text.count('\n{"code"')
        state = ("differs" if args.check else "written") if name in differ else "unchanged"
        print(f"{name}: {ballots} ballots, {state}")
    return 1 if args.check and differ else 0


if __name__ == "__main__":
    sys.exit(main())
