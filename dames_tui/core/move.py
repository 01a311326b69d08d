"""A move: its start square, every landing square, the captured squares and
whether it crowns."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Move:
    """A move in square numbers (1..N²/2, or 1..N² where every square plays).

    ``path`` lists every landing square after the start: one square for a quiet
    move or a single capture, several for a rafle. ``crowns`` says whether the
    man that moves is crowned by the move (on arrival, or on the way in
    Russian). Two moves with the same start, end, captured set and crowning
    are the same move, whatever their path, so equality and hashing ignore
    the path.

    >>> Move(10, (19, 26), frozenset({15, 23})) == Move(10, (19, 26), frozenset({23, 15}))
    True
    >>> Move(10, (19, 26), frozenset({15, 23}), crowns=True) == Move(10, (26,), frozenset({15, 23}))
    False
    """

    start: int
    path: tuple[int, ...]
    captured: frozenset[int] = field(default_factory=frozenset)
    crowns: bool = False

    @property
    def end(self) -> int:
        return self.path[-1]

    @property
    def is_capture(self) -> bool:
        return bool(self.captured)

    def _key(self) -> tuple[int, int, frozenset[int], bool]:
        return (self.start, self.path[-1], self.captured, self.crowns)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        sep = "x" if self.captured else "-"
        return f"Move({sep.join(str(s) for s in (self.start, *self.path))})"
