"""Trained evaluation weights.

Two homes, keyed by the name of a weight set as a variant gives it
(``Rules.evaluation``):

- :data:`TRAINED_WEIGHTS` below (written by benchmarks/train_eval.py; do not
  edit): each entry is (men on each square in the opening, men in the
  ending, scalar weights by name); see :class:`dames_tui.engine.eval.EvalWeights`;
- a JSON file ``dames_tui/data/eval/<name>.json`` (written by
  benchmarks/train_english.py), which also holds pattern tables:
  :func:`weight_file` reads it. A damaged file is refused with one reason
  (:func:`weight_file_problem`) and the evaluation falls back to the
  handmade weights.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

WEIGHTS_DIR = Path(__file__).resolve().parent.parent / "data" / "eval"
WEIGHTS_FORMAT = "dames-eval-weights-1"
_SET_NAME = re.compile(r"[a-z][a-z0-9-]*")
REQUIRED_SCALARS = ("king_opening", "king_ending", "mobility", "runaway", "trade")
MOST_WEIGHT = 100_000  # no weight of a sane file is this large (centi-men)


class WeightFileError(ValueError):
    """A weight file that cannot be used, with the reason."""


@dataclass(frozen=True, slots=True)
class WeightFile:
    """The weights a JSON weight file holds (see :class:`dames_tui.engine.eval.EvalWeights`)."""

    men_opening: tuple[int, ...]
    men_ending: tuple[int, ...]
    scalars: dict[str, int]
    patterns: tuple[tuple[tuple[int, int, int], ...], ...]


def _weight(value: object, where: str) -> int:
    if type(value) is not int or not -MOST_WEIGHT < value < MOST_WEIGHT:
        raise WeightFileError(f"{where}: expected a whole number of centi-men, got {value!r:.40}")
    return value


def _table(value: object, length: int, where: str) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != length:
        raise WeightFileError(f"{where}: expected a list of {length} numbers")
    return tuple(_weight(v, f"{where}[{i}]") for i, v in enumerate(value))


def read_weight_file(
    text: str, *, squares: int, region_sizes: tuple[int, ...], scalar_names: tuple[str, ...]
) -> WeightFile:
    """The weights of a weight file's text, checked against the board
    (``squares``, the squares of each pattern region) and the names of the
    scalar weights; raises :class:`WeightFileError` naming the first fault.

    >>> read_weight_file("[]", squares=32, region_sizes=(), scalar_names=())
    Traceback (most recent call last):
    ...
    dames_tui.engine.trained.WeightFileError: not a weight file (expected a JSON object)
    """
    try:
        document = json.loads(text)
    except ValueError as error:  # JSONDecodeError and bad unicode alike
        raise WeightFileError(f"not JSON ({error})") from None
    if not isinstance(document, dict):
        raise WeightFileError("not a weight file (expected a JSON object)")
    if document.get("format") != WEIGHTS_FORMAT:
        raise WeightFileError(f"format is not {WEIGHTS_FORMAT!r}")
    opening = _table(document.get("men_opening"), squares, "men_opening")
    ending = _table(document.get("men_ending"), squares, "men_ending")
    raw_scalars = document.get("scalars")
    if not isinstance(raw_scalars, dict):
        raise WeightFileError("scalars: expected an object of weights by name")
    scalars: dict[str, int] = {}
    for name, value in raw_scalars.items():
        if name not in scalar_names:
            raise WeightFileError(f"scalars: unknown weight {name!r:.40}")
        scalars[name] = _weight(value, f"scalars.{name}")
    for name in REQUIRED_SCALARS:
        if name not in scalars:
            raise WeightFileError(f"scalars: {name} is missing")
    raw_patterns = document.get("patterns", [])
    if not isinstance(raw_patterns, list) or len(raw_patterns) not in (0, len(region_sizes)):
        raise WeightFileError(f"patterns: expected a list of {len(region_sizes)} tables")
    patterns = []
    for r, raw in enumerate(raw_patterns):
        size = 3 ** region_sizes[r]
        if not isinstance(raw, list):
            raise WeightFileError(f"patterns[{r}]: expected a list")
        entries = []
        seen: set[int] = set()
        for entry in raw:
            if not isinstance(entry, list) or len(entry) != 3:
                raise WeightFileError(f"patterns[{r}]: expected [index, opening, ending]")
            index = _weight(entry[0], f"patterns[{r}] index")
            if not 0 <= index < size or index in seen:
                raise WeightFileError(f"patterns[{r}]: bad or repeated index {index}")
            seen.add(index)
            where = f"patterns[{r}][{index}]"
            entries.append((index, _weight(entry[1], where), _weight(entry[2], where)))
        patterns.append(tuple(entries))
    return WeightFile(opening, ending, scalars, tuple(patterns))


@cache
def _load(
    name: str, squares: int, region_sizes: tuple[int, ...], scalar_names: tuple[str, ...]
) -> tuple[WeightFile | None, str | None]:
    if not _SET_NAME.fullmatch(name):
        return None, None
    path = WEIGHTS_DIR / f"{name}.json"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except (OSError, UnicodeDecodeError) as error:
        return None, f"{path.name}: cannot be read ({error})"
    try:
        return (
            read_weight_file(
                text, squares=squares, region_sizes=region_sizes, scalar_names=scalar_names
            ),
            None,
        )
    except WeightFileError as error:
        return None, f"{path.name}: {error}"


def weight_file(
    name: str, *, squares: int, region_sizes: tuple[int, ...], scalar_names: tuple[str, ...]
) -> WeightFile | None:
    """The weight set ``name`` from its file (read once), or None when there
    is none or it is damaged (:func:`weight_file_problem` then says why)."""
    return _load(name, squares, region_sizes, scalar_names)[0]


def weight_file_problem(
    name: str, *, squares: int, region_sizes: tuple[int, ...], scalar_names: tuple[str, ...]
) -> str | None:
    """Why the weight file of ``name`` was refused (None if it was not)."""
    return _load(name, squares, region_sizes, scalar_names)[1]


TRAINED_WEIGHTS: dict[str, tuple[tuple[int, ...], tuple[int, ...], dict[str, int]]] = {
    "international": (
        (
            165,
            169,
            171,
            167,
            163,
            75,
            196,
            17,
            170,
            217,
            70,
            -35,
            -109,
            57,
            209,
            150,
            -5,
            -28,
            -68,
            36,
            97,
            100,
            92,
            99,
            167,
            159,
            145,
            165,
            161,
            154,
            166,
            175,
            169,
            157,
            150,
            153,
            172,
            161,
            175,
            164,
            162,
            180,
            155,
            176,
            160,
            126,
            160,
            176,
            171,
            118,
        ),
        (
            165,
            169,
            171,
            167,
            163,
            189,
            227,
            277,
            237,
            231,
            184,
            223,
            215,
            168,
            89,
            86,
            184,
            156,
            176,
            139,
            122,
            107,
            126,
            123,
            75,
            81,
            97,
            86,
            91,
            75,
            57,
            79,
            85,
            92,
            84,
            86,
            78,
            91,
            74,
            78,
            77,
            76,
            99,
            71,
            93,
            106,
            112,
            87,
            101,
            126,
        ),
        {
            "imbalance": -3,
            "king_ending": 320,
            "king_opening": 320,
            "mobility": 5,
            "runaway": 57,
            "support_left": 4,
            "support_right": 4,
            "threats": 21,
            "trade": 1,
            "triangle": -7,
        },
    ),
}
