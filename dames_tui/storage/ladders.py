"""The ladders of levels the program has had, and how a level saved on an
earlier one reads on today's.

The files the program writes (settings, statistics, the game to resume)
carry a version; each file kind's docstring says which ladder each of its
versions was written on. A level saved on an earlier ladder reads as
today's level of about the same strength, by the measured ratings (a
strength that no longer exists reads as the nearest one). No engine import
here: a test keeps :data:`MAX_LEVEL` equal to the engine's ladder.
"""

from __future__ import annotations

from .jsonfile import is_int

MIN_LEVEL = 1
MAX_LEVEL = 16  # the engine's LEVELS (a test keeps them equal)

# The ladder of eight's levels on today's, by their styles and ratings: 3
# and 5 play as today's 2 and 5, 4 and 6 about as 3 and 8, the top two (0.4 s
# and 4 s a move) about as 14 and as 16.
EIGHT = {1: 1, 2: 1, 3: 2, 4: 3, 5: 5, 6: 8, 7: 14, 8: 16}
# The five levels before the ladders, as the ladder of eight read them.
FIVE_ON_EIGHT = {1: 1, 2: 3, 3: 4, 4: 6, 5: 8}
# An earlier ladder (by its number of levels) to today's level of about the
# same strength.
MOVES: dict[int, dict[int, int]] = {
    5: {five: EIGHT[eight] for five, eight in FIVE_ON_EIGHT.items()},
    8: EIGHT,
}


def on_ladder(value: object, size: int) -> object:
    """A level saved on the ladder of ``size`` levels, as today's level of
    about that strength (:data:`MOVES`); today's ladder's levels as they are.
    Any other value is left for the checks to refuse: a value that is not an
    integer as it is, an integer that was no level of that ladder as a text
    that says so.

    >>> on_ladder(5, 8), on_ladder(5, 5), on_ladder(5, MAX_LEVEL)
    (5, 16, 5)
    >>> on_ladder(9, 8), on_ladder("x", 5), on_ladder(True, 8)
    ('9 (a ladder of 8 levels)', 'x', True)
    """
    if size == MAX_LEVEL or not is_int(value):
        return value
    return MOVES[size].get(value, f"{value} (a ladder of {size} levels)")
