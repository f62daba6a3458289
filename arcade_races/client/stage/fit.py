"""The board fit: board coordinates (as a board file gives them) to canvas pixels and back.

`Fit.into(rect, box)` scales the board's bounding `box` to fill `rect` and centres it on the
rect's centre (a whole pixel, as pygame has it): one scale for both directions (or, with
`stretch`, the roomier direction may scale up to that many times the other), never more than
`most`. `to_screen` maps a board point to the canvas,
`to_board` maps a canvas point (the mouse) back. `bounds(points)` is the box round some points.

>>> fit = Fit.into(pygame.Rect(0, 0, 200, 100), (0.0, 0.0, 10.0, 10.0))
>>> fit.scale, fit.to_screen((5.0, 5.0)), fit.to_board((100.0, 50.0))
(10.0, (100.0, 50.0), (5.0, 5.0))
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

Vec = tuple[float, float]
Box = tuple[float, float, float, float]
"""left, top, right, bottom."""


def bounds(points: Iterable[Vec]) -> Box:
    """The box (left, top, right, bottom) round `points`.

    >>> bounds([(1.0, 5.0), (3.0, -2.0)])
    (1.0, -2.0, 3.0, 5.0)
    """
    xs, ys = zip(*points, strict=True)
    return (min(xs), min(ys), max(xs), max(ys))


@dataclass(frozen=True)
class Fit:
    """A board placed on the canvas: screen = origin + board * scale (per axis)."""

    scale_x: float
    scale_y: float
    ox: float
    oy: float

    @classmethod
    def into(cls, rect: pygame.Rect, box: Box, *, most: float = math.inf,
             stretch: float = 1.0) -> Fit:
        """The fit of `box` into `rect`, centred; the scale at most `most`.

        With `stretch` above 1 the two directions may scale differently, the roomier one up
        to `stretch` times the other (a board drawn for the whole canvas squeezed onto a table).

        >>> fit = Fit.into(pygame.Rect(0, 0, 300, 100), (0.0, 0.0, 10.0, 10.0), stretch=1.25)
        >>> fit.scale_x, fit.scale_y
        (12.5, 10.0)
        """
        left, top, right, bottom = box
        fx = rect.width / max(1.0, right - left)
        fy = rect.height / max(1.0, bottom - top)
        if stretch == 1.0:
            sx = sy = min(fx, fy, most)
        else:
            sx = min(fx, stretch * fy, most)
            sy = min(fy, stretch * fx, most)
        ox = rect.centerx - (left + right) / 2 * sx
        oy = rect.centery - (top + bottom) / 2 * sy
        return cls(sx, sy, ox, oy)

    @property
    def scale(self) -> float:
        """The scale (the horizontal one, if the fit stretches)."""
        return self.scale_x

    def to_screen(self, point: Vec) -> Vec:
        """Where board point `point` lands on the canvas."""
        return (self.ox + point[0] * self.scale_x, self.oy + point[1] * self.scale_y)

    def to_board(self, point: Vec) -> Vec:
        """The board point under canvas point `point` (the mouse)."""
        return ((point[0] - self.ox) / self.scale_x, (point[1] - self.oy) / self.scale_y)

    def points(self, points: Iterable[Vec]) -> list[Vec]:
        """`to_screen` of each of `points`."""
        return [self.to_screen(p) for p in points]

    def moved(self, dx: float, dy: float) -> Fit:
        """The same fit shifted by (dx, dy) canvas pixels."""
        return Fit(self.scale_x, self.scale_y, self.ox + dx, self.oy + dy)


__all__ = ["Box", "Fit", "bounds"]
