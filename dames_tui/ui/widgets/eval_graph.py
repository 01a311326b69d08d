"""The evaluation graph of a reviewed game, drawn by plotext.

One point for the start position and one after each move: the winning
chances (-1 to +1, :func:`~dames_tui.review.chances`) of the side the graph
is for, so a mistake is a fall of the curve whatever the score's size. The
marked moves are dots in their mark's colour, the move shown is a vertical
line, the y axis is labelled in men.

:mod:`textual_plotext` is imported when the widget is composed, so the
program's start does not pay for it (about 50 ms) unless a review is
opened.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.widget import Widget

from dames_tui.review import LOGISTIC_SCALE

if TYPE_CHECKING:
    from textual_plotext import PlotextPlot

Rgb = tuple[int, int, int]
#: men marked on the y axis (the chances of +2 men are 0.88)
Y_TICK_MEN = (-2, 0, 2)
MIN_TICK_GAP = 6  # columns between two labels of the x axis


@dataclass(frozen=True, slots=True)
class GraphDot:
    """A marked move on the graph: after ``plies`` moves, at ``chances``."""

    plies: int
    chances: float
    colour: Rgb


@dataclass(frozen=True, slots=True)
class GraphLook:
    """How to draw: the curve's and the selection's colours, and the glyphs
    the terminal has (``blocks``: the curve in quadrant blocks, else in
    dots; ``symbols``: the marked moves as ``●``, else ``o``). Braille
    would be finer, but screenshots and many fonts draw it badly."""

    curve: Rgb = (200, 200, 200)
    selection: Rgb = (180, 120, 230)
    zero: Rgb = (100, 100, 100)
    symbols: bool = True
    blocks: bool = True


def chances_of_men(men: float) -> float:
    """Where ``men`` men sit on the graph's -1..+1 scale (the inverse of
    the y labels: the review's logistic curve)."""
    return math.tanh(men / (2 * LOGISTIC_SCALE))


def x_ticks(total: int, width: int, first_is_second_player: bool) -> list[tuple[int, str]]:
    """The labels under the graph: (plies played, the number of the move
    that starts there), every 1, 2, 5, 10... moves so that they stay at least
    :data:`MIN_TICK_GAP` columns apart on ``width`` columns.

    >>> x_ticks(40, 60, False)
    [(0, '1'), (8, '5'), (18, '10'), (28, '15'), (38, '20')]
    >>> x_ticks(3, 60, True)
    [(0, '1'), (1, '2'), (3, '3')]
    """
    offset = 1 if first_is_second_player else 0
    moves = (total + offset) // 2 + 1
    columns = max(1, width - 6)
    step = 1
    for step in (1, 2, 5, 10, 20, 50, 100, 200, 500):
        if columns * step >= MIN_TICK_GAP * max(1, moves):
            break
    numbers = [1] + list(range(step, moves + 1, step))
    ticks = []
    for number in dict.fromkeys(numbers):
        ply = max(0, 2 * (number - 1) - offset)
        if ply <= total:
            ticks.append((ply, str(number)))
    return ticks


class EvalGraph(Widget):
    """The graph; :meth:`show` gives it its data."""

    DEFAULT_CSS = """
    EvalGraph { height: 8; }
    EvalGraph > PlotextPlot { height: 1fr; width: 1fr; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._points: list[tuple[int, float]] = []
        self._dots: list[GraphDot] = []
        self._selected: int | None = None
        self._total = 0
        self._second_player_start = False
        self._look = GraphLook()

    def compose(self) -> ComposeResult:
        from textual_plotext import PlotextPlot  # lazily: see the module docstring

        yield PlotextPlot()

    def on_mount(self) -> None:
        self._draw()

    def on_resize(self) -> None:
        self._draw()

    def show(
        self,
        points: Sequence[tuple[int, float]],
        dots: Sequence[GraphDot],
        selected: int | None,
        total: int,
        *,
        first_is_second_player: bool = False,
        look: GraphLook | None = None,
    ) -> None:
        """Draw ``points`` (plies played, chances) on an x axis of ``total``
        moves, the ``dots`` of the marked moves, and a line at ``selected``
        plies (None: none). The same data again draws nothing: plotext takes
        some 20 ms to draw a graph."""
        look = look or self._look
        data = (list(points), list(dots), selected, total, first_is_second_player, look)
        if data == self._data():
            return
        self._points, self._dots, self._selected, self._total = data[:4]
        self._second_player_start, self._look = first_is_second_player, look
        self._draw()

    def _data(self) -> tuple[object, ...]:
        return (
            self._points,
            self._dots,
            self._selected,
            self._total,
            self._second_player_start,
            self._look,
        )

    @property
    def points(self) -> list[tuple[int, float]]:
        return list(self._points)

    @property
    def dots(self) -> list[GraphDot]:
        return list(self._dots)

    @property
    def selected(self) -> int | None:
        return self._selected

    def _plot(self) -> PlotextPlot | None:
        from textual_plotext import PlotextPlot

        found = self.query(PlotextPlot)
        return found.first() if found else None

    def _draw(self) -> None:
        widget = self._plot()
        if widget is None:
            return
        plt: Any = widget.plt
        look = self._look
        plt.clear_figure()
        plt.frame(False)  # no box and no axes: one more row for the curve
        total = max(1, self._total)
        plt.xlim(0, total)
        plt.ylim(-1, 1)
        men = Y_TICK_MEN
        plt.yticks([chances_of_men(m) for m in men], [f"{m:+d}" if m else "0" for m in men])
        width = self.size.width or 80
        ticks = x_ticks(self._total, width, self._second_player_start)
        plt.xticks([ply for ply, _ in ticks], [label for _, label in ticks])
        plt.hline(0, look.zero)
        if self._selected is not None:
            plt.vline(self._selected, look.selection)
        if self._points:
            xs_, ys = zip(*self._points, strict=True)
            marker = "hd" if look.blocks else "."
            plt.plot(list(xs_), list(ys), marker=marker, color=look.curve)
        dot = "●" if look.symbols else "o"
        for mark in self._dots:
            plt.scatter([mark.plies], [mark.chances], marker=dot, color=mark.colour)
        widget.refresh()
