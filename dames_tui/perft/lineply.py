"""The plies above the leaves along any lines: the positions after the
moves, and two plies counted at once.

For a node two plies above the leaves, :func:`line_plies`'s ``two_ply``
counts the leaves below it without building most of its children, as the
classic route's two-ply counter does (:mod:`.fast`), along any lines:

Take a node where the side to move (the mover) has no capture, and the
opponent (the replier) has men only and could not capture either if it were
its turn. A quiet man move ``frm``-``to`` changes two squares, so the replier
can then take only over ``to`` (from the square before it, onto the one
after it: empty, or ``frm`` for a man right ahead of ``to``), or onto ``frm``
(over one of the mover's pieces). The moves that allow that are picked out
with masks and their children left for the caller to count; after each of
the others, the replier has its quiet moves on this board, less its steps
into ``to``, plus its steps into ``frm``: summed over a whole direction of
moves, a handful of ``bit_count`` calls. Everything else (a mover that must
capture, a replier that threatens already or has kings, the mover's kings)
leaves its children to the caller.

These run once per node, on one position's small integers, where the
interpreter's own work costs as much as the masks; so they are compiled for
each board from the kernel's directions (:mod:`.compiled`; the source is
kept in :attr:`LinePlies.source`), with the quiet moves and single captures
written out. Rafles, kings' moves and the kernel's search for the rest are
:func:`~dames_tui.perft.linemoves.line_moves`'.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NamedTuple, cast

from ..core.kernel import REVERSE
from ..core.movegen import MoveGenerator
from .compiled import compile_functions, move, step
from .leafcount import Child
from .linemoves import line_moves

Children = Callable[[int, int, int], list[Child]]  # children(white, black, kings)
TwoPly = Callable[[int, int, int, list[Child]], int]  # two_ply(white, black, kings, pending)


class LinePlies(NamedTuple):
    """One generator's compiled plies, per side to move (see :func:`line_plies`)."""

    white_children: Children
    black_children: Children
    white_two_ply: TwoPly
    black_two_ply: TwoPly
    source: str


def _sources(gen: MoveGenerator, white: bool) -> str:
    """The source of ``children_{side}`` and ``two_ply_{side}`` for one side to move."""
    directions = gen.topology.directions
    name = "white" if white else "black"
    own, opp = ("white", "black") if white else ("black", "white")
    takes = gen.white_man_takes if white else gen.black_man_takes
    steps = gen.white_man_steps if white else gen.black_man_steps
    their_takes = gen.black_man_takes if white else gen.white_man_takes
    their_steps = gen.black_man_steps if white else gen.white_man_steps
    crown = gen.white_crown if white else gen.black_crown
    prey = opp if gen.men_take_kings else f"{opp} & ~kings"

    def back(x: str, e: int) -> str:  # x moved one step against direction e
        return step(x, directions[REVERSE[e]])

    def new(x: str) -> str:  # the position after a move of the mover's that changes x
        return f"{x}, black" if white else f"white, {x}"

    head = [
        "    empty = BOARD & ~(white | black)",
        f"    own_kings = {own} & kings",
        f"    if own_kings and capturers(white, black, kings, {white}) & own_kings:",
        f"        return general(white, black, kings, {white})",
        f"    men = {own} ^ own_kings",
        f"    prey = {prey}",
    ]
    backs = sorted(set(takes) | set(their_takes))
    head += [f"    b{e} = {back('empty', e)}" for e in backs]
    head += [f"    j{e} = {back(f'b{e} & prey', e)}" for e in takes]
    jumps = ", ".join(f"j{e}" for e in takes)
    any_jump = " | ".join(f"j{e}" for e in takes)
    head += [
        f"    jall = {any_jump}",
        "    if jall & men:",
        f"        return captures_{name}(white, black, kings, empty, men, prey, jall, {jumps})",
    ]
    children = [f"def children_{name}(white, black, kings):", *head, "    out = []"]
    for m in steps:
        d = directions[m]
        children += [
            f"    targets = {step('men', d)} & empty",
            "    while targets:",
            "        to = targets & -targets",
            "        targets ^= to",
            f"        moved = to | {move('to', -d.shift)}",
            f"        out.append(({new(f'{own} ^ moved')}, kings | (to & {crown:#x})))",
        ]
    children += [
        "    if own_kings:",
        f"        out += king_moves(white, black, kings, {white}, empty)",
        "    return out",
    ]
    # single jumps straight from the masks; anything longer, or over a
    # king, by line_moves' captures. (Two first jumps onto one square are
    # two moves: they start from different squares.)
    captures = [f"def captures_{name}(white, black, kings, empty, men, prey, jall, {jumps}):"]
    captures += [f"    o{e} = j{e} & men" for e in takes]
    # the landing squares (most directions have no jump: a test costs less than a shift)
    captures.append("    seen = 0")
    for e in takes:
        captures += [f"    if o{e}:", f"        seen |= {move(f'o{e}', 2 * directions[e].shift)}"]
    onward = "seen & jall"
    if gen.stop_on_crown:
        onward += f" & ~{crown:#x}"
    doubtful = f"{onward} or prey & kings"
    if gen.crown_as_king:
        doubtful += f" or seen & {crown:#x}"
    captures += [
        f"    if {doubtful}:",
        f"        return captures(white, black, kings, {white}, empty, prey, jall & men)",
        "    out = []",
    ]
    after = "white ^ (frm | to), black ^ over" if white else "white ^ over, black ^ (frm | to)"
    for e in takes:
        shift = directions[e].shift
        captures += [
            f"    while o{e}:",
            f"        frm = o{e} & -o{e}",
            f"        o{e} ^= frm",
            f"        over = {move('frm', shift)}",
            f"        to = {move('frm', 2 * shift)}",
            f"        out.append(({after}, kings | (to & {crown:#x})))",
        ]
    captures.append("    return out")

    two_ply = [f"def two_ply_{name}(white, black, kings, pending):"]
    two_ply += [line.replace("return ", "pending += ", 1) for line in head]
    # (each early exit leaves its children in pending and counts nothing)
    out = []
    for line in two_ply:
        out.append(line)
        if line.lstrip().startswith("pending += "):
            out.append(line[: len(line) - len(line.lstrip())] + "return 0")
    two_ply = out
    two_ply += [
        f"    opp = {opp}",
        "    if opp & kings:",
        f"        pending += quiet(white, black, kings, {white}, empty)",
        "        return 0",
        f"    own = {own}",
    ]
    two_ply += [f"    t{e} = {step('opp', directions[e])}" for e in their_takes]
    exposed = " | ".join(f"(t{e} & b{e})" for e in their_takes) or "0"
    two_ply.append("    lands = 0")
    for e in their_takes:
        two_ply += [
            f"    near = t{e} & own",
            "    if near:",
            f"        lands |= {step('near', directions[e])}",
        ]
    two_ply += [
        "    if lands & empty:",
        f"        pending += quiet(white, black, kings, {white}, empty)",
        "        return 0",
        f"    exposed = {exposed}",
    ]
    for s in their_steps:
        if s not in their_takes:
            two_ply.append(f"    t{s} = {step('opp', directions[s])}")
    replies = " + ".join(f"(t{s} & empty).bit_count()" for s in their_steps) or "0"
    two_ply += [f"    replies = {replies}", "    total = 0"]
    for m in steps:
        d = directions[m]
        ahead = f" | t{REVERSE[m]}" if REVERSE[m] in their_takes else ""
        # (none along the move's own line: it would come from the target, empty)
        into_frm = (
            " + ".join(f"(t{s} & frm).bit_count()" for s in their_steps if s != REVERSE[m]) or "0"
        )
        into_to = " + ".join(f"(t{s} & calm).bit_count()" for s in their_steps) or "0"
        two_ply += [
            f"    targets = {step('men', d)} & empty",
            f"    risky = targets & (exposed | {step('lands', d)}{ahead})",
            "    calm = targets ^ risky",
            "    if calm:",
            f"        frm = {move('calm', -d.shift)}",
            f"        total += calm.bit_count() * replies + {into_frm} - ({into_to})",
            "    while risky:",
            "        to = risky & -risky",
            "        risky ^= to",
            f"        moved = to | {move('to', -d.shift)}",
            f"        pending.append(({new(f'{own} ^ moved')}, kings | (to & {crown:#x})))",
        ]
    two_ply += [
        "    if own_kings:",
        f"        pending += king_moves(white, black, kings, {white}, empty)",
        "    return total",
    ]
    return "\n\n\n".join("\n".join(f) for f in (children, captures, two_ply)) + "\n"


@cache
def line_plies(gen: MoveGenerator) -> LinePlies:
    """The compiled plies of ``gen``'s rules (which
    :func:`~dames_tui.perft.linecount.supports` must know).

    ``white_children(white, black, kings)`` (and Black's) are the positions
    after the legal moves of White (Black) to move; ``white_two_ply(white,
    black, kings, pending)`` is ``perft(position, 2)``, less the children
    it appends to ``pending`` for the caller to count.

    >>> from dames_tui.core import Position, find_rules
    >>> from dames_tui.perft.linecount import line_leaf_counter
    >>> start = Position.initial(find_rules("frisian"))
    >>> plies = line_plies(start.generator)
    >>> pending = []
    >>> white, black, kings, _ = start.raw()
    >>> counted = plies.white_two_ply(white, black, kings, pending)
    >>> counted + line_leaf_counter(start.generator)[1](pending, False)
    81
    """
    moves = line_moves(gen)
    source = _sources(gen, True) + "\n\n" + _sources(gen, False)
    namespace: dict[str, object] = {
        "BOARD": gen.board,
        "capturers": gen.capturers,
        "general": moves.general,
        "captures": moves.captures,
        "quiet": moves.quiet,
        "king_moves": moves.king_moves,
    }
    compile_functions(source, namespace)
    return LinePlies(
        cast(Children, namespace["children_white"]),
        cast(Children, namespace["children_black"]),
        cast(TwoPly, namespace["two_ply_white"]),
        cast(TwoPly, namespace["two_ply_black"]),
        source,
    )
