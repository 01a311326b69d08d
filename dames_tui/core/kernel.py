"""The rules kernel: every rule of play, compiled once per :class:`Rules`.

The kernel reads a variant's rules (:mod:`.rules`) and its board
(:mod:`.topology`) once, matching each rule enum exhaustively, and holds
everything the move generator, perft and the engine need: the crowning
rows, the jump tables, the capture search, the precedence rule, crowning
and making a move. No other module derives a rule from the enums; they read
the kernel's flags and take its functions.

A position here is four values: ``white``, ``black``, ``kings`` bitboards and
``white_to_move``. A raw move (:data:`RawMove`) is a tuple ``(frm, to,
captured, path, king)``: the start bit, the end bit, the mask of the pieces
taken, for a capture the landing bits in order (``()`` for a quiet move), and
``king``: the end bit if the piece stands there as a king after the move (a
king, or a man crowned by it), else 0. Making a move is then the same for
every piece and variant: the mover's board ``^ (frm ^ to)``, the opponent's
``& ~captured`` and the kings ``& ~(frm | captured) | king``. A rafle that
returns to its start square has ``frm == to``.

Two captures with the same start, end, captured set and crowning are one
move; the first path found stands for both. In Russian a route that crowns
on the way and one that does not are two moves.

Captures come from one of two searches, chosen from the rules:

- the *classic* route, for the rules of English checkers and international
  draughts and the games that share their capture rules (Brazilian,
  Canadian, the giveaway games): single jumps that cannot go on are found
  bit-parallel and only rafles are searched (:func:`_classic_search`, which
  is also the engine's hot path; it gives no path, and :meth:`Kernel.captures`
  takes the rafles' paths from the general search);
- the *general* route (:meth:`Kernel.routes`), a square-by-square search that
  follows every rule of the family: men that cannot take kings, crowning in
  the middle of a capture, kings landing right behind the piece (Thai) or
  behind a last king (Killer), pieces removed at once, and every precedence
  criterion (:class:`~.rules.Precedence`).

The tests hold the two against each other and against an independent
generator.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NamedTuple, TypeAlias, assert_never

from .rules import (
    CrowningInCapture,
    Goal,
    KingLanding,
    Lines,
    Precedence,
    Removal,
    Rules,
)
from .topology import (
    DIRECTIONS,
    DOWN,
    DOWN_DIRECTIONS,
    LEFT,
    ORTHOGONAL_DIRECTIONS,
    RIGHT,
    UP,
    UP_DIRECTIONS,
    Bitboard,
    iter_bits,
    topology_for,
)

RawMove: TypeAlias = tuple[int, int, int, tuple[int, ...], int]
NO_PATH: tuple[int, ...] = ()
Jumps: TypeAlias = tuple[tuple[tuple[int, int], ...], ...]  # per bit index: (over, land) pairs
# per bit index: (over, land, direction) triples
LineJumps: TypeAlias = tuple[tuple[tuple[int, int, int], ...], ...]
# the direction opposite each one (UP_LEFT .. RIGHT)
REVERSE = (3, 2, 1, 0, 5, 4, 7, 6)

# The engine's forms (see :meth:`Kernel.hot_path`).
Capture: TypeAlias = tuple[int, int, int, int]  # (frm, to, captured, king)
CaptureTest: TypeAlias = Callable[[int, int, int, int], bool]  # (own, opp, kings, empty)
Captures: TypeAlias = Callable[[int, int, int, int], list[Capture]]
KingsCapture: TypeAlias = Callable[[int, int, int, int], bool]  # (kings, opp, occupied, empty)


class Route(NamedTuple):
    """One capture route found by the general search."""

    frm: int
    to: int
    captured: int
    path: tuple[int, ...]
    king: int  # the end bit if the piece ends as a king, else 0
    order: tuple[int, ...]  # the pieces taken, in the order taken


class HotPath(NamedTuple):
    """The kernel's functions for the search's hot path, as closures over
    constants (see :meth:`Kernel.hot_path`)."""

    white_can_capture: CaptureTest
    black_can_capture: CaptureTest
    white_captures: Captures
    black_captures: Captures
    flying_kings_capture: KingsCapture


class Kernel:
    """The compiled rules of one variant."""

    def __init__(self, rules: Rules) -> None:
        t = topology_for(rules)
        self.rules = rules
        self.topology = t
        self.board = t.board
        self.left = t.shift_left
        self.right = t.shift_right
        self.white_crown = t.rows[0]
        self.black_crown = t.rows[-1]
        self.rays = t.ray
        self.ray_masks = t.ray_mask
        self.flying = rules.flying_kings
        self.men_backward = rules.men_capture_backward
        self.men_take_kings = rules.men_capture_kings

        match rules.crowning_in_capture:
            case CrowningInCapture.STOP:
                self.stop_on_crown, self.crown_as_king = True, False
            case CrowningInCapture.CONTINUE_AS_MAN:
                self.stop_on_crown, self.crown_as_king = False, False
            case CrowningInCapture.CONTINUE_AS_KING:
                self.stop_on_crown, self.crown_as_king = False, True
            case _:
                assert_never(rules.crowning_in_capture)
        match rules.king_landing:
            case KingLanding.ANY_BEYOND:
                self.land_just_beyond, self.halt_behind_king = False, False
            case KingLanding.JUST_BEYOND:
                self.land_just_beyond, self.halt_behind_king = True, False
            case KingLanding.JUST_BEYOND_LAST_KING:
                self.land_just_beyond, self.halt_behind_king = False, True
            case _:
                assert_never(rules.king_landing)
        match rules.removal:
            case Removal.AT_END:
                self.remove_at_once = False
            case Removal.AT_ONCE:
                self.remove_at_once = True
            case _:
                assert_never(rules.removal)
        match rules.goal:
            case Goal.NORMAL:
                self.cannot_move_wins, self.crowning_wins = False, False
            case Goal.GIVEAWAY:
                self.cannot_move_wins, self.crowning_wins = True, False
            case Goal.FIRST_TO_CROWN:
                self.cannot_move_wins, self.crowning_wins = False, True
            case _:
                assert_never(rules.goal)
        # The lines: White's men go up (and sideways along rows), Black's down.
        orthogonal_up, orthogonal_down = (UP, LEFT, RIGHT), (DOWN, LEFT, RIGHT)

        def lines(kind: Lines) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
            """(White's men's, Black's men's, the kings' directions) along ``kind``."""
            match kind:
                case Lines.DIAGONAL:
                    return UP_DIRECTIONS, DOWN_DIRECTIONS, DIRECTIONS
                case Lines.ORTHOGONAL:
                    return orthogonal_up, orthogonal_down, ORTHOGONAL_DIRECTIONS
                case Lines.BOTH:
                    return (
                        UP_DIRECTIONS + orthogonal_up,
                        DOWN_DIRECTIONS + orthogonal_down,
                        DIRECTIONS + ORTHOGONAL_DIRECTIONS,
                    )
                case _:
                    assert_never(kind)

        white_steps, black_steps, king_steps = lines(rules.move_lines)
        white_takes, black_takes, king_takes = lines(rules.capture_lines)
        if rules.men_capture_backward:
            white_takes = black_takes = king_takes
        self.white_man_steps, self.black_man_steps = white_steps, black_steps
        self.white_man_takes, self.black_man_takes = white_takes, black_takes
        self.king_steps, self.king_takes = king_steps, king_takes
        # quiet moves along the diagonals of a board of dark squares: by shifts
        self.diagonal_moves = king_steps == DIRECTIONS and not rules.all_squares
        # diagonal moves and captures only: the shift-based code's rules
        self.diagonal = self.diagonal_moves and king_takes == DIRECTIONS
        self.turns_back = rules.king_turns_back

        def backwards(directions: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
            """For each direction, the step back as ``(edge, left, right)``:
            ``((bb & edge) << left) >> right`` (one of the shifts is 0)."""
            out = []
            for d in directions:
                back = t.directions[REVERSE[d]]
                out.append((back.edge, max(back.shift, 0), max(-back.shift, 0)))
            return tuple(out)

        # for the capture test along any lines: a jump's two steps, walked back
        self._white_take_back = backwards(white_takes)
        self._black_take_back = backwards(black_takes)
        self._king_take_back = backwards(king_takes)
        # each line a flying king takes along: (direction, its ray masks, whether
        # it runs towards higher bits)
        self._king_take_lines = tuple(
            (d, t.ray_mask[d], t.directions[d].shift > 0) for d in king_takes
        )
        self._white_line_capturers = _line_capturers(self, True)
        self._black_line_capturers = _line_capturers(self, False)
        # a precedence rule that looks at a capture's path, not only at what
        # it takes and with which piece (Italian: the king met first)
        self.path_precedence = False
        for criterion in rules.capture_precedence:
            match criterion:
                case Precedence.EARLIEST_KING:
                    self.path_precedence = True
                case (
                    Precedence.MOST_PIECES
                    | Precedence.WITH_KING
                    | Precedence.MOST_KINGS
                    | Precedence.MOST_VALUE
                ):
                    pass
                case _:
                    assert_never(criterion)
        self.precedence = rules.capture_precedence
        self.free_choice = not self.precedence
        # the majority rule alone: the longest captures, a king counting one
        self.majority = self.precedence == (Precedence.MOST_PIECES,)
        # The classic route covers these rules; every other set goes through
        # the general search. (Its flying-king search leaves out the rule
        # that a king must land where it can go on: only the majority rule,
        # which keeps the longer captures anyway, makes that safe.)
        self.classic = (
            self.diagonal
            and self.men_take_kings
            and not self.crown_as_king
            and not self.land_just_beyond
            and not self.halt_behind_king
            and not self.remove_at_once
            and (self.majority or (self.free_choice and not self.flying))
        )

        def line_jumps(directions: tuple[int, ...]) -> LineJumps:
            size = len(t.neighbour[0])
            table = []
            for i in range(size):
                entries = []
                for d in directions:
                    over = t.neighbour[d][i]
                    if over:
                        land = t.neighbour[d][over.bit_length() - 1]
                        if land:
                            entries.append((over, land, d))
                table.append(tuple(entries))
            return tuple(table)

        def jumps(directions: tuple[int, ...]) -> Jumps:
            return tuple(tuple((o, l) for o, l, _ in e) for e in line_jumps(directions))

        # the general search's tables, with each jump's direction
        self.white_man_lines = line_jumps(white_takes)
        self.black_man_lines = line_jumps(black_takes)
        self.king_lines = line_jumps(king_takes)
        # the classic route's: diagonal
        self.king_jumps = jumps(DIRECTIONS)
        if rules.men_capture_backward:
            self.white_man_jumps = self.black_man_jumps = self.king_jumps
        else:
            self.white_man_jumps = jumps(UP_DIRECTIONS)
            self.black_man_jumps = jumps(DOWN_DIRECTIONS)
        self.flying_kings_capture = _flying_kings_capture(self)
        # the classic route's capture search (only its rules may use it)
        self._white_search = _classic_search(self, True)
        self._black_search = _classic_search(self, False)

    # ------------------------------------------------------------------ queries

    def can_capture(self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool) -> bool:
        """Whether the side to move has a capture (and so must capture)."""
        return bool(self.capturers(white, black, kings, wtm))

    def capturers(self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool) -> Bitboard:
        """The pieces of the side to move that have at least one capture
        (before the precedence rule)."""
        if not self.diagonal:
            return self._line_capturers(white, black, kings, wtm)
        own, opp = (white, black) if wtm else (black, white)
        empty = self.board & ~(white | black)
        men = own & ~kings
        own_kings = own & kings
        left, right = self.left, self.right
        found = 0
        # A man or short king on bit x captures up-left when x>>R is an opponent
        # and x>>2R is empty; walk back from the empty landing squares.
        up_men = men if (wtm or self.men_backward) else 0
        down_men = men if (not wtm or self.men_backward) else 0
        men_prey = opp if self.men_take_kings else opp & ~kings
        short_kings = 0 if self.flying else own_kings
        if up_men:
            found |= (
                (((empty << right) & men_prey) << right) | (((empty << left) & men_prey) << left)
            ) & up_men
        if down_men:
            found |= (
                (((empty >> right) & men_prey) >> right) | (((empty >> left) & men_prey) >> left)
            ) & down_men
        if short_kings:
            found |= (
                (((empty << right) & opp) << right)
                | (((empty << left) & opp) << left)
                | (((empty >> right) & opp) >> right)
                | (((empty >> left) & opp) >> left)
            ) & short_kings
        if self.flying and own_kings:
            occupied = white | black
            for king in iter_bits(own_kings):
                if self.flying_kings_capture(king, opp, occupied, empty):
                    found |= king
        return found

    def _line_capturers(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool
    ) -> Bitboard:
        """:meth:`capturers` along any lines (:func:`_line_capturers`)."""
        empty = self.board & ~(white | black)
        if wtm:
            return self._white_line_capturers(white, black, kings, empty)
        return self._black_line_capturers(black, white, kings, empty)

    # --------------------------------------------------------------- generation

    def moves(self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool) -> list[RawMove]:
        """Every legal move of the side to move."""
        return self.captures(white, black, kings, wtm) or self.quiet_moves(white, black, kings, wtm)

    def quiet_moves(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool
    ) -> list[RawMove]:
        """The non-capturing moves (legal only when no capture exists)."""
        if not self.diagonal_moves:
            return self._line_quiet_moves(white, black, kings, wtm)
        empty = self.board & ~(white | black)
        left, right = self.left, self.right
        out: list[RawMove] = []
        append = out.append
        if wtm:
            men = white & ~kings
            own_kings = white & kings
            crown = self.white_crown
            targets = (men >> right) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                append((to << right, to, 0, NO_PATH, to & crown))
            targets = (men >> left) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                append((to << left, to, 0, NO_PATH, to & crown))
        else:
            men = black & ~kings
            own_kings = black & kings
            crown = self.black_crown
            targets = (men << left) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                append((to >> left, to, 0, NO_PATH, to & crown))
            targets = (men << right) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                append((to >> right, to, 0, NO_PATH, to & crown))
        if own_kings:
            out += self.king_quiet_moves(own_kings, empty)
        return out

    def _line_quiet_moves(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool
    ) -> list[RawMove]:
        """:meth:`quiet_moves` along any lines, one direction at a time."""
        own = white if wtm else black
        empty = self.board & ~(white | black)
        own_kings = own & kings
        crown = self.white_crown if wtm else self.black_crown
        steps = self.topology.directions
        out: list[RawMove] = []
        for d in self.white_man_steps if wtm else self.black_man_steps:
            ahead, back = steps[d], steps[REVERSE[d]]
            for to in iter_bits(ahead.step(own ^ own_kings) & empty):
                out.append((back.step(to), to, 0, NO_PATH, to & crown))
        rays = self.rays
        for king in iter_bits(own_kings):
            i = king.bit_length() - 1
            for d in self.king_steps:
                for to in rays[d][i]:
                    if not to & empty:
                        break
                    out.append((king, to, 0, NO_PATH, to))
                    if not self.flying:
                        break
        return out

    def king_quiet_moves(self, own_kings: Bitboard, empty: Bitboard) -> list[RawMove]:
        """The non-capturing moves of the kings ``own_kings``."""
        out: list[RawMove] = []
        append = out.append
        if self.flying:
            rays = self.rays
            for king in iter_bits(own_kings):
                i = king.bit_length() - 1
                for ray in (rays[0][i], rays[1][i], rays[2][i], rays[3][i]):
                    for to in ray:
                        if not to & empty:
                            break
                        append((king, to, 0, NO_PATH, to))
        else:
            for shift in (self.right, self.left):
                targets = (own_kings >> shift) & empty
                while targets:
                    to = targets & -targets
                    targets ^= to
                    append((to << shift, to, 0, NO_PATH, to))
                targets = (own_kings << shift) & empty
                while targets:
                    to = targets & -targets
                    targets ^= to
                    append((to >> shift, to, 0, NO_PATH, to))
        return out

    def captures(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool
    ) -> list[RawMove]:
        """Every legal capture, after the precedence rule, with its path (the
        first one found where several lead to the same move)."""
        if not self.classic:
            return self.general_captures(white, black, kings, wtm)
        found = self.effects(white, black, kings, wtm)
        paths: dict[Capture, tuple[int, ...]] = {}
        if any(m[2] & (m[2] - 1) for m in found):
            # a rafle: the general search, which finds the same moves (the
            # tests hold the two together), gives the paths
            for r in self.routes(white, black, kings, wtm):
                paths.setdefault((r.frm, r.to, r.captured, r.king), r.path)
        # the others are single jumps: the path is the landing square
        return [(m[0], m[1], m[2], paths.get(m) or (m[1],), m[3]) for m in found]

    def effects(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool
    ) -> list[Capture]:
        """Every legal capture as ``(frm, to, captured, king)``, without the
        path: the same moves as :meth:`captures`, faster (perft's form)."""
        empty = self.board & ~(white | black)
        hot = self.hot_path()
        if wtm:
            return hot.white_captures(white, black, kings, empty)
        return hot.black_captures(black, white, kings, empty)

    # ----------------------------------------------------------- general route

    def general_captures(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool
    ) -> list[RawMove]:
        """Every legal capture by the general search, after the precedence rule."""
        routes = self.routes(white, black, kings, wtm)
        if len(routes) > 1 and self.precedence:
            routes = self.preferred(routes, kings)
        found: dict[tuple[int, int, int, int], RawMove] = {}
        for r in routes:
            found.setdefault(
                (r.frm, r.to, r.captured, r.king), (r.frm, r.to, r.captured, r.path, r.king)
            )
        return list(found.values())

    def preferred(
        self, routes: list[Route], kings: Bitboard, criteria: tuple[Precedence, ...] | None = None
    ) -> list[Route]:
        """The routes the precedence rule leaves, its criteria in order
        (``criteria``: these instead of the rules')."""
        for criterion in self.precedence if criteria is None else criteria:
            score: Callable[[Route], object]
            match criterion:
                case Precedence.MOST_PIECES:

                    def score(r: Route) -> object:
                        return r.captured.bit_count()

                case Precedence.WITH_KING:

                    def score(r: Route) -> object:
                        return bool(r.frm & kings)

                case Precedence.MOST_KINGS:

                    def score(r: Route) -> object:
                        return (r.captured & kings).bit_count()

                case Precedence.EARLIEST_KING:

                    def score(r: Route) -> object:
                        return tuple(bool(b & kings) for b in r.order)

                case Precedence.MOST_VALUE:

                    def score(r: Route) -> object:
                        # a king counts two men less a little: (2k + m, -k)
                        taken_kings = (r.captured & kings).bit_count()
                        return r.captured.bit_count() + taken_kings, -taken_kings

                case _:
                    assert_never(criterion)
            scores = [score(r) for r in routes]
            best = max(scores)  # type: ignore[type-var]
            routes = [r for r, s in zip(routes, scores, strict=True) if s == best]
            if len(routes) == 1:
                break
        return routes

    def routes(self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool) -> list[Route]:
        """Every complete capture route of the side to move, square by square,
        before the precedence rule and without merging routes."""
        own, opp = (white, black) if wtm else (black, white)
        empty = self.board & ~(white | black)
        out: list[Route] = []
        crown = self.white_crown if wtm else self.black_crown
        man_jumps = self.white_man_lines if wtm else self.black_man_lines
        men_prey = -1 if self.men_take_kings else ~kings
        for piece in iter_bits(self.capturers(white, black, kings, wtm) & own):
            room = empty | piece
            if piece & kings:
                self._king_routes(piece, piece, opp, room, 0, (), (), -1, kings, out)
            else:
                self._man_routes(
                    piece, piece, opp, room, 0, (), (), man_jumps, crown, men_prey, kings, out
                )
        return out

    def _man_routes(
        self,
        start: int,
        at: int,
        alive: int,
        empty: int,
        captured: int,
        path: tuple[int, ...],
        order: tuple[int, ...],
        jumps: LineJumps,
        crown: int,
        prey: int,
        kings: int,
        out: list[Route],
    ) -> bool:
        """Extend a man's route from ``at``; whether it could jump again."""
        extended = False
        for over, land, d in jumps[at.bit_length() - 1]:
            if not (over & alive & prey and land & empty):
                continue
            extended = True
            taken = captured | over
            left = alive ^ over
            room = empty | over if self.remove_at_once else empty
            steps = path + (land,)
            taken_order = order + (over,)
            if land & crown:
                if self.stop_on_crown:
                    out.append(Route(start, land, taken, steps, land, taken_order))
                    continue
                if self.crown_as_king:
                    if not self._king_routes(
                        start, land, left, room, taken, steps, taken_order, d, kings, out
                    ):
                        out.append(Route(start, land, taken, steps, land, taken_order))
                    continue
            self._man_routes(
                start, land, left, room, taken, steps, taken_order, jumps, crown, prey, kings, out
            )
        if not extended and captured:
            out.append(Route(start, at, captured, path, at & crown, order))
        return extended

    def _king_routes(
        self,
        start: int,
        at: int,
        alive: int,
        empty: int,
        captured: int,
        path: tuple[int, ...],
        order: tuple[int, ...],
        came: int,
        kings: int,
        out: list[Route],
    ) -> bool:
        """Extend a king's route from ``at`` (a flying king's, or a short
        one's), its last jump in direction ``came`` (-1 before the first);
        whether it could take again.

        From the squares beyond a piece a flying king may land on, it must
        take one from which it can go on if there is one; only if none lets
        it go on does the capture end, on any of them, or right behind the
        piece when the rules say so.
        """
        extended = False
        i = at.bit_length() - 1
        rays = self.rays
        flying = self.flying
        back = -1 if self.turns_back or came < 0 else REVERSE[came]
        for d in self.king_takes:
            if d == back:  # no turning back between two captures
                continue
            ray = rays[d][i]
            n = len(ray)
            k = 0
            if flying:
                while k < n and ray[k] & empty:
                    k += 1
            if not (k + 1 < n and ray[k] & alive and ray[k + 1] & empty):
                continue
            over = ray[k]
            extended = True
            taken = captured | over
            left = alive ^ over
            room = empty | over if self.remove_at_once else empty
            taken_order = order + (over,)
            landings = []
            k += 1
            while k < n and ray[k] & room:
                landings.append(ray[k])
                if not flying or self.land_just_beyond:
                    break
                k += 1
            ends = []
            went_on = False
            for land in landings:
                if self._king_routes(
                    start, land, left, room, taken, path + (land,), taken_order, d, kings, out
                ):
                    went_on = True
                else:
                    ends.append(land)
            if went_on:
                continue
            if self.halt_behind_king and over & kings:
                ends = ends[:1]
            for land in ends:
                out.append(Route(start, land, taken, path + (land,), land, taken_order))
        return extended

    # -------------------------------------------------------------- make a move

    def make(
        self, white: Bitboard, black: Bitboard, kings: Bitboard, wtm: bool, move: RawMove
    ) -> tuple[Bitboard, Bitboard, Bitboard, bool]:
        """The position after ``move``."""
        frm, to, captured, _, king = move
        if wtm:
            white ^= frm ^ to
            black &= ~captured
        else:
            black ^= frm ^ to
            white &= ~captured
        return white, black, (kings & ~(frm | captured)) | king, not wtm

    # ------------------------------------------------------------- the engine

    def hot_path(self) -> HotPath:
        """The search's capture test and capture generator per side, as
        closures over this kernel's constants; captures as ``(frm, to,
        captured, king)`` (no path), after the precedence rule."""
        return _hot_path(self)


@cache
def kernel_for(rules: Rules) -> Kernel:
    """The (cached) kernel of ``rules``."""
    return Kernel(rules)


@cache
def _hot_path(kernel: Kernel) -> HotPath:
    board, left, right = kernel.board, kernel.left, kernel.right
    flying, backward = kernel.flying, kernel.men_backward
    flying_kings_capture = kernel.flying_kings_capture

    def make_test(white: bool) -> CaptureTest:
        if not kernel.diagonal:  # along any lines
            line_capturers = kernel._white_line_capturers if white else kernel._black_line_capturers

            def line_capture(own: int, opp: int, kings: int, empty: int) -> bool:
                return bool(line_capturers(own, opp, kings, empty))

            return line_capture
        if not kernel.men_take_kings:  # the men's prey depends on the kings

            def any_capture(own: int, opp: int, kings: int, empty: int) -> bool:
                if white:
                    return bool(kernel.capturers(own, opp, kings, True))
                return bool(kernel.capturers(opp, own, kings, False))

            return any_capture
        # Origins of a jump: x >> R is an opponent and x >> 2R is empty, i.e.
        # x in ((empty << R) & opp) << R (and likewise for the other shifts).
        if backward and flying:

            def test(own: int, opp: int, kings: int, empty: int) -> bool:
                own_kings = own & kings
                if (
                    (((empty << right) & opp) << right)
                    | (((empty << left) & opp) << left)
                    | (((empty >> right) & opp) >> right)
                    | (((empty >> left) & opp) >> left)
                ) & (own ^ own_kings):
                    return True
                return bool(own_kings) and flying_kings_capture(
                    own_kings, opp, board ^ empty, empty
                )

        elif backward:

            def test(own: int, opp: int, kings: int, empty: int) -> bool:
                return bool(
                    (
                        (((empty << right) & opp) << right)
                        | (((empty << left) & opp) << left)
                        | (((empty >> right) & opp) >> right)
                        | (((empty >> left) & opp) >> left)
                    )
                    & own
                )

        elif white:

            def test(own: int, opp: int, kings: int, empty: int) -> bool:
                own_kings = own & kings
                men = own if not flying else own ^ own_kings
                if ((((empty << right) & opp) << right) | (((empty << left) & opp) << left)) & men:
                    return True
                if not own_kings:
                    return False
                if flying:
                    return flying_kings_capture(own_kings, opp, board ^ empty, empty)
                return bool(
                    ((((empty >> right) & opp) >> right) | (((empty >> left) & opp) >> left))
                    & own_kings
                )

        else:

            def test(own: int, opp: int, kings: int, empty: int) -> bool:
                own_kings = own & kings
                men = own if not flying else own ^ own_kings
                if ((((empty >> right) & opp) >> right) | (((empty >> left) & opp) >> left)) & men:
                    return True
                if not own_kings:
                    return False
                if flying:
                    return flying_kings_capture(own_kings, opp, board ^ empty, empty)
                return bool(
                    ((((empty << right) & opp) << right) | (((empty << left) & opp) << left))
                    & own_kings
                )

        return test

    return HotPath(
        make_test(True),
        make_test(False),
        kernel._white_search if kernel.classic else _general_captures(kernel, True),
        kernel._black_search if kernel.classic else _general_captures(kernel, False),
        flying_kings_capture,
    )


def _flying_kings_capture(kernel: Kernel) -> KingsCapture:
    """``capture(kings, opp, occupied, empty)``: whether one of the flying
    ``kings`` can take."""
    left, right = kernel.left, kernel.right
    ul_mask, ur_mask, dl_mask, dr_mask = kernel.ray_masks[:4]

    def flying_kings_capture(kings: int, opp: int, occupied: int, empty: int) -> bool:
        """Whether one of the flying ``kings`` can take: the nearest
        piece on a diagonal is an opponent with an empty square behind."""
        while kings:
            king = kings & -kings
            kings ^= king
            i = king.bit_length() - 1
            x = ul_mask[i] & occupied
            if x:
                x = 1 << (x.bit_length() - 1)
                if x & opp and (x >> right) & empty:
                    return True
            x = ur_mask[i] & occupied
            if x:
                x = 1 << (x.bit_length() - 1)
                if x & opp and (x >> left) & empty:
                    return True
            x = dl_mask[i] & occupied
            if x:
                x &= -x
                if x & opp and (x << left) & empty:
                    return True
            x = dr_mask[i] & occupied
            if x:
                x &= -x
                if x & opp and (x << right) & empty:
                    return True
        return False

    return flying_kings_capture


def _line_capturers(kernel: Kernel, white: bool) -> Callable[[int, int, int, int], int]:
    """``capturers(own, opp, kings, empty)``: the pieces of the side owning
    ``own`` that can take, along any lines, one direction at a time."""
    board, flying = kernel.board, kernel.flying
    men_take_kings = kernel.men_take_kings
    men_backs = kernel._white_take_back if white else kernel._black_take_back
    king_backs, king_lines = kernel._king_take_back, kernel._king_take_lines
    neighbour = kernel.topology.neighbour

    def capturers(own: int, opp: int, kings: int, empty: int) -> int:
        own_kings = own & kings
        men = own ^ own_kings
        found = 0
        if men:
            prey = opp if men_take_kings else opp & ~kings
            # the origins x of a jump: one step back from an empty square is
            # a prey, one more step back is x
            for edge, ls, rs in men_backs:
                found |= ((((((empty & edge) << ls) >> rs) & prey & edge) << ls) >> rs) & men
        if own_kings and not flying:
            for edge, ls, rs in king_backs:
                found |= ((((((empty & edge) << ls) >> rs) & opp & edge) << ls) >> rs) & own_kings
        elif own_kings:
            # a flying king takes when the nearest piece of one of its lines
            # is an opponent with an empty square behind
            occupied = board ^ empty
            while own_kings:
                king = own_kings & -own_kings
                own_kings ^= king
                i = king.bit_length() - 1
                for d, masks, downwards in king_lines:
                    blockers = masks[i] & occupied
                    if not blockers:
                        continue
                    # the nearest: the lowest bit going down, the highest going up
                    over = blockers & -blockers if downwards else 1 << (blockers.bit_length() - 1)
                    if over & opp and neighbour[d][over.bit_length() - 1] & empty:
                        found |= king
                        break
        return found

    return capturers


def _general_captures(kernel: Kernel, white: bool) -> Captures:
    """The captures of the side owning ``own`` by the general search."""
    general = kernel.general_captures

    def captures(own: int, opp: int, kings: int, empty: int) -> list[Capture]:
        moves = general(own, opp, kings, True) if white else general(opp, own, kings, False)
        return [(m[0], m[1], m[2], m[4]) for m in moves]

    return captures


def _classic_search(kernel: Kernel, white: bool) -> Captures:
    """``captures(own, opp, kings, empty)``: the captures of the side owning
    ``own`` by the classic route, after the precedence rule, as ``(frm, to,
    captured, king)`` (no path: :meth:`Kernel.captures` adds them); the
    search's hot path.

    Single jumps that cannot go on come from bit-parallel masks; only the
    pieces whose landing square starts another jump, and flying kings that
    can take, are searched square by square.

    A jump in direction d can go on from its landing square l only in a
    direction d' other than the reverse of d: backwards the taken piece is
    dead. And in any other direction the square two steps away is never the
    start square, so the position's own ``empty`` answers exactly.
    """
    t = kernel.topology
    board, left, right = kernel.board, kernel.left, kernel.right
    r2, l2 = 2 * right, 2 * left
    flying, backward = kernel.flying, kernel.men_backward
    majority = kernel.majority
    crown = kernel.white_crown if white else kernel.black_crown
    stop = ~crown if kernel.stop_on_crown else -1
    stop_on = crown if kernel.stop_on_crown else 0
    man_jumps = kernel.white_man_jumps if white else kernel.black_man_jumps
    king_jumps = kernel.king_jumps
    kings_can_capture = kernel.flying_kings_capture
    men_up = white or backward
    men_down = not white or backward
    rays = tuple(zip(*t.ray[:4], strict=True))

    def short_rafle(
        start: int,
        at: int,
        alive: int,
        empty: int,
        taken: int,
        jumps: Jumps,
        stop_on: int,
        crown: int,
        found: dict[Capture, None],
    ) -> None:
        # a man, or a short king (``crown`` -1: it ends as a king wherever it
        # ends); taken pieces stay on the board (not in ``empty``) until the
        # move ends, but leave ``alive``: they block and cannot be taken twice
        extended = False
        for over, land in jumps[at.bit_length() - 1]:
            if over & alive and land & empty:
                extended = True
                if land & stop_on:  # crowned in the middle of a rafle: the move ends
                    found[(start, land, taken | over, land)] = None
                else:
                    short_rafle(
                        start, land, alive ^ over, empty, taken | over, jumps, stop_on, crown, found
                    )
        if not extended and taken:
            found[(start, at, taken, at & crown)] = None

    def flying_rafle(
        start: int,
        at: int,
        alive: int,
        empty: int,
        taken: int,
        found: dict[Capture, None],
    ) -> None:
        # a flying king: it may jump from afar and land on any empty square beyond
        extended = False
        for ray in rays[at.bit_length() - 1]:
            i = 0
            n = len(ray)
            while i < n and ray[i] & empty:
                i += 1
            if i + 1 < n and ray[i] & alive and ray[i + 1] & empty:
                over = ray[i]
                i += 1
                extended = True
                remaining = alive ^ over
                now_taken = taken | over
                while i < n and ray[i] & empty:
                    flying_rafle(start, ray[i], remaining, empty, now_taken, found)
                    i += 1
        if not extended and taken:
            found[(start, at, taken, at)] = None

    def captures(own: int, opp: int, kings: int, empty: int) -> list[Capture]:
        own_kings = own & kings
        short_kings = 0 if flying else own_kings
        men = own ^ own_kings
        # origins able to jump in each direction, whatever the piece
        j_ul = ((empty << right) & opp) << right
        j_ur = ((empty << left) & opp) << left
        j_dl = ((empty >> left) & opp) >> left
        j_dr = ((empty >> right) & opp) >> right
        up = (men if men_up else 0) | short_kings
        down = (men if men_down else 0) | short_kings
        o_ul, o_ur, o_dl, o_dr = j_ul & up, j_ur & up, j_dl & down, j_dr & down
        go_on = 0
        if o_ul | o_ur | o_dl | o_dr:
            # where a man may go on after landing: its own directions, never
            # back over the piece just taken; not at all once crowned (STOP)
            m_ul = j_ul if men_up else 0
            m_ur = j_ur if men_up else 0
            m_dl = j_dl if men_down else 0
            m_dr = j_dr if men_down else 0
            go_on = (
                (((o_ul & men) >> r2) & (m_ul | m_ur | m_dl) & stop) << r2
                | (((o_ur & men) >> l2) & (m_ul | m_ur | m_dr) & stop) << l2
                | (((o_dl & men) << l2) & (m_ul | m_dl | m_dr) & stop) >> l2
                | (((o_dr & men) << r2) & (m_ur | m_dl | m_dr) & stop) >> r2
            )
            if short_kings:
                go_on |= (
                    (((o_ul & short_kings) >> r2) & (j_ul | j_ur | j_dl)) << r2
                    | (((o_ur & short_kings) >> l2) & (j_ul | j_ur | j_dr)) << l2
                    | (((o_dl & short_kings) << l2) & (j_ul | j_dl | j_dr)) >> l2
                    | (((o_dr & short_kings) << r2) & (j_ur | j_dl | j_dr)) >> r2
                )
        searched = go_on
        if flying and own_kings and kings_can_capture(own_kings, opp, board ^ empty, empty):
            searched |= own_kings
        out: list[Capture]
        if searched:
            found: dict[Capture, None] = {}
            pieces = searched
            while pieces:
                piece = pieces & -pieces
                pieces ^= piece
                if piece & own_kings:
                    if flying:
                        flying_rafle(piece, piece, opp, empty | piece, 0, found)
                    else:
                        short_rafle(piece, piece, opp, empty | piece, 0, king_jumps, 0, -1, found)
                else:
                    short_rafle(
                        piece, piece, opp, empty | piece, 0, man_jumps, stop_on, crown, found
                    )
            out = list(found)
            if majority and go_on:  # a longer capture exists: singles are out
                best = max(m[2].bit_count() for m in out)
                return [m for m in out if m[2].bit_count() == best]
        else:
            out = []
        done = ~go_on
        targets = (o_ul & done) >> r2
        while targets:
            to = targets & -targets
            targets ^= to
            frm = to << r2
            out.append((frm, to, to << right, to if frm & own_kings else to & crown))
        targets = (o_ur & done) >> l2
        while targets:
            to = targets & -targets
            targets ^= to
            frm = to << l2
            out.append((frm, to, to << left, to if frm & own_kings else to & crown))
        targets = (o_dl & done) << l2
        while targets:
            to = targets & -targets
            targets ^= to
            frm = to >> l2
            out.append((frm, to, to >> left, to if frm & own_kings else to & crown))
        targets = (o_dr & done) << r2
        while targets:
            to = targets & -targets
            targets ^= to
            frm = to >> r2
            out.append((frm, to, to >> right, to if frm & own_kings else to & crown))
        if majority and searched and len(out) > 1:
            best = max(m[2].bit_count() for m in out)
            return [m for m in out if m[2].bit_count() == best]
        return out

    return captures
