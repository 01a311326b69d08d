"""Frozen dataclasses pickled and copied by their fields, in pure and compiled builds.

A frozen dataclass that mypyc compiles (see :mod:`dames_tui.build_info`)
cannot take its state back the way :mod:`pickle` and :mod:`copy` give it
(its ``__setattr__`` refuses every field), and the engine's child process
(:mod:`dames_tui.flow.engine_process`) sends positions, moves, limits and
results through pickle. :func:`by_fields` registers, with :mod:`copyreg`,
a reduction that rebuilds such an object by calling the class with its
fields: the same object in both builds.

>>> import copy
>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Point:
...     x: int
...     y: int = 0
>>> by_fields(Point)
>>> function, arguments = copyreg.dispatch_table[Point](Point(3))
>>> function(*arguments), copy.copy(Point(1, 2))
(Point(x=3, y=0), Point(x=1, y=2))
"""

from __future__ import annotations

import copyreg
from dataclasses import fields
from typing import Any

__all__ = ["by_fields", "rebuilt"]


def rebuilt(cls: type[Any], state: dict[str, Any]) -> Any:
    """``cls(**state)``: the object :func:`by_fields`' reduction gave."""
    return cls(**state)


def _reduction(instance: Any) -> tuple[Any, tuple[type[Any], dict[str, Any]]]:
    state = {field.name: getattr(instance, field.name) for field in fields(instance)}
    return rebuilt, (type(instance), state)


def by_fields(*classes: type[Any]) -> None:
    """Pickle and copy instances of these dataclasses (all fields in their
    ``__init__``) as a call of the class with their fields."""
    for cls in classes:
        copyreg.pickle(cls, _reduction)
