"""Where the spaces of a board's paths lie: pure geometry, no pygame.

It lives in core/ because both sides read it: each game's board check measures the layout the
views draw (`arcade_races.boards.geometry` re-exports it for the views and the loader).

A path (see `arcade_races.core.schema.path_schema`) is a number of spaces laid out along a chain
of segments:

- `{"line": {"from": [x, y], "to": [x, y]}}`
- `{"arc": {"center": [x, y], "radius": r, "from_deg": a, "to_deg": b}}`
- `{"bezier": {"points": [p0, p1, p2]}}` (quadratic) or four points (cubic)
- `{"points": [[x, y], ...]}`, a polyline through the points

Coordinates are canvas pixels with y pointing *down*, as on the screen. Angles are degrees with
0 pointing right and 90 pointing *up* on the screen, so a growing angle turns counter-clockwise
as seen (the sense of `pygame.transform.rotate` and `pygame.draw.arc`). An arc from 180 to 360
is therefore the lower half of its circle, drawn left to right. A gap between a segment's end
and the next one's start is bridged by a straight line, so the chain is always connected.

The spaces are spread evenly by length along the whole chain, the first at its start and the
last at its end; a path made of one `points` segment with exactly as many points as spaces
puts one space on each point, so a track maker can place every space by hand.

>>> path = {"spaces": 3, "segments": [{"line": {"from": [0, 0], "to": [100, 0]}}]}
>>> layout(path)
[(0.0, 0.0), (50.0, 0.0), (100.0, 0.0)]
>>> tangent_angles({"spaces": 2, "segments": [{"line": {"from": [0, 0], "to": [0, -5]}}]})
[90.0, 90.0]
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol, TypeAlias

Vec: TypeAlias = tuple[float, float]
"""A point (x, y) in canvas pixels, y pointing down."""
Pose: TypeAlias = tuple[float, float, float]
"""A point and the direction of travel there: (x, y, degrees, 90 = up on the screen)."""

BEZIER_STEPS: Final = 64
"""How many chords measure a Bezier curve's length."""
_EPSILON: Final = 1e-9


def _direction(dx: float, dy: float) -> float:
    """The angle of a screen vector in degrees, 0 = right, 90 = up (y points down)."""
    if abs(dx) < _EPSILON and abs(dy) < _EPSILON:
        return 0.0
    return math.degrees(math.atan2(-dy, dx)) % 360.0


def _point(value: Sequence[Any]) -> Vec:
    return (float(value[0]), float(value[1]))


class _Piece(Protocol):
    """One smooth piece of a chain, walked by distance from its start."""

    length: float
    start: Vec
    end: Vec

    def at(self, distance: float) -> Pose: ...


class _Line:
    def __init__(self, start: Vec, end: Vec) -> None:
        self.start, self.end = start, end
        self.length = math.dist(start, end)
        self.angle = _direction(end[0] - start[0], end[1] - start[1])

    def at(self, distance: float) -> Pose:
        t = distance / self.length if self.length > 0 else 0.0
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t
        return (x, y, self.angle)


class _Arc:
    def __init__(self, center: Vec, radius: float, from_deg: float, to_deg: float) -> None:
        self.center, self.radius = center, radius
        self.from_rad, self.sweep = math.radians(from_deg), math.radians(to_deg - from_deg)
        self.length = radius * abs(self.sweep)
        self.start = self._place(self.from_rad)
        self.end = self._place(self.from_rad + self.sweep)

    def _place(self, angle: float) -> Vec:
        # Minus sine: angles turn counter-clockwise as seen on a y-down screen.
        return (
            self.center[0] + self.radius * math.cos(angle),
            self.center[1] - self.radius * math.sin(angle),
        )

    def at(self, distance: float) -> Pose:
        t = distance / self.length if self.length > 0 else 0.0
        angle = self.from_rad + self.sweep * t
        x, y = self._place(angle)
        # Travel is a quarter turn ahead of the radius: left of it counter-clockwise.
        turn = 90.0 if self.sweep >= 0 else -90.0
        return (x, y, (math.degrees(angle) + turn) % 360.0)


class _Bezier:
    def __init__(self, points: Sequence[Vec]) -> None:
        self.points = tuple(points)
        self.start, self.end = self.points[0], self.points[-1]
        self.lengths = [0.0]
        previous = self.start
        for step in range(1, BEZIER_STEPS + 1):
            current = self._place(step / BEZIER_STEPS)
            self.lengths.append(self.lengths[-1] + math.dist(previous, current))
            previous = current
        self.length = self.lengths[-1]

    def _place(self, t: float) -> Vec:
        u = 1.0 - t
        if len(self.points) == 3:
            (x0, y0), (x1, y1), (x2, y2) = self.points
            return (
                u * u * x0 + 2 * u * t * x1 + t * t * x2,
                u * u * y0 + 2 * u * t * y1 + t * t * y2,
            )
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = self.points
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        return (a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3)

    def _slope(self, t: float) -> Vec:
        u = 1.0 - t
        p = self.points
        if len(p) == 3:
            return (
                2 * u * (p[1][0] - p[0][0]) + 2 * t * (p[2][0] - p[1][0]),
                2 * u * (p[1][1] - p[0][1]) + 2 * t * (p[2][1] - p[1][1]),
            )
        return (
            3 * u * u * (p[1][0] - p[0][0])
            + 6 * u * t * (p[2][0] - p[1][0])
            + 3 * t * t * (p[3][0] - p[2][0]),
            3 * u * u * (p[1][1] - p[0][1])
            + 6 * u * t * (p[2][1] - p[1][1])
            + 3 * t * t * (p[3][1] - p[2][1]),
        )

    def at(self, distance: float) -> Pose:
        if self.length <= 0:
            return (*self.start, 0.0)
        # Invert the length table: the step holding `distance`, then linearly within it.
        step = min(max(bisect.bisect_right(self.lengths, distance) - 1, 0), BEZIER_STEPS - 1)
        chord = self.lengths[step + 1] - self.lengths[step]
        within = (distance - self.lengths[step]) / chord if chord > 0 else 0.0
        t = (step + min(max(within, 0.0), 1.0)) / BEZIER_STEPS
        x, y = self._place(t)
        dx, dy = self._slope(t)
        if math.hypot(dx, dy) < _EPSILON:
            # A control point on an end point stalls the curve there; use the chord instead.
            ax, ay = self._place(step / BEZIER_STEPS)
            bx, by = self._place((step + 1) / BEZIER_STEPS)
            dx, dy = bx - ax, by - ay
        return (x, y, _direction(dx, dy))


def _segment_pieces(segment: Mapping[str, Any]) -> list[_Piece]:
    if "line" in segment:
        spec = segment["line"]
        return [_Line(_point(spec["from"]), _point(spec["to"]))]
    if "arc" in segment:
        spec = segment["arc"]
        return [
            _Arc(
                _point(spec["center"]),
                float(spec["radius"]),
                float(spec["from_deg"]),
                float(spec["to_deg"]),
            )
        ]
    if "bezier" in segment:
        return [_Bezier([_point(p) for p in segment["bezier"]["points"]])]
    if "points" in segment:
        points = [_point(p) for p in segment["points"]]
        if len(points) == 1:
            return [_Line(points[0], points[0])]
        return [_Line(a, b) for a, b in itertools.pairwise(points)]
    raise ValueError(f"unknown segment kind: {', '.join(map(str, segment))}")


class Curve:
    """A path's chain of segments as one curve, walked by distance from its start.

    Build it from a path checked by `path_schema()`; `poses()` gives the spaces, `at()` any
    point in between (to move a token along the track rather than across it).

    >>> curve = Curve({"spaces": 2, "segments": [{"points": [[0, 0], [30, 40]]}]})
    >>> curve.length, curve.at(25.0)[:2]
    (50.0, (15.0, 20.0))
    """

    def __init__(self, path: Mapping[str, Any]) -> None:
        self.spaces = int(path["spaces"])
        segments = list(path["segments"])
        self._exact: list[Vec] | None = None
        if len(segments) == 1 and "points" in segments[0]:
            points = [_point(p) for p in segments[0]["points"]]
            if len(points) == self.spaces:
                self._exact = points
        chain: list[tuple[_Piece, int]] = []
        for index, segment in enumerate(segments):
            for piece in _segment_pieces(segment):
                if chain and math.dist(chain[-1][0].end, piece.start) > _EPSILON:
                    chain.append((_Line(chain[-1][0].end, piece.start), index))
                chain.append((piece, index))
        # Zero-length pieces only hold joints, which their neighbours share; they have no
        # direction of their own.
        kept = [link for link in chain if link[0].length > 0] or chain[:1]
        self._pieces = [piece for piece, _ in kept]
        self._segments = [index for _, index in kept]
        self._offsets: list[float] = []
        total = 0.0
        for piece in self._pieces:
            self._offsets.append(total)
            total += piece.length
        self.length = total

    def _index(self, distance: float) -> tuple[int, float]:
        distance = min(max(distance, 0.0), self.length)
        return max(bisect.bisect_right(self._offsets, distance) - 1, 0), distance

    def at(self, distance: float) -> Pose:
        """The point at `distance` along the curve (clamped to its ends) and the direction."""
        index, distance = self._index(distance)
        piece = self._pieces[index]
        return piece.at(min(distance - self._offsets[index], piece.length))

    def segment_at(self, distance: float) -> int:
        """The index (in the path's `segments`) of the segment at `distance` along the curve,
        to say where in a board file a point lies; a line bridging a gap between two segments
        counts to the later one.

        >>> gap = {"spaces": 2, "segments": [{"points": [[0, 0], [10, 0]]},
        ...                                  {"points": [[20, 0], [30, 0]]}]}
        >>> [Curve(gap).segment_at(d) for d in (5.0, 15.0, 25.0)]
        [0, 1, 1]
        """
        return self._segments[self._index(distance)[0]]

    def space_segments(self) -> list[int]:
        """The index of the segment each space lies on (see `segment_at`), in order."""
        if self._exact is not None:
            return [0] * len(self._exact)
        return [self.segment_at(self.space_distance(space)) for space in range(self.spaces)]

    def space_distance(self, space: int) -> float:
        """How far along the curve space `space` (from 0) lies."""
        if self.spaces == 1:
            return 0.0
        return self.length * space / (self.spaces - 1)

    def poses(self) -> list[Pose]:
        """The centre and direction of travel of every space, from the first to the last."""
        if self._exact is not None:
            return _exact_poses(self._exact)
        return [self.at(self.space_distance(space)) for space in range(self.spaces)]


def _exact_poses(points: Sequence[Vec]) -> list[Pose]:
    # Facing from the previous point to the next one bisects the corner at each point.
    poses: list[Pose] = []
    for index, (x, y) in enumerate(points):
        before = points[max(index - 1, 0)]
        after = points[min(index + 1, len(points) - 1)]
        poses.append((x, y, _direction(after[0] - before[0], after[1] - before[1])))
    return poses


@dataclass(frozen=True)
class Excess:
    """The first part of a path over a limit that `path_excess` finds, for a board check to
    phrase: where in the path (`("segments",)`, `("segments", i, "arc", "to_deg")` or
    `("segments", i, "points")`) and how much (segments, degrees or points)."""

    where: tuple[str | int, ...]
    amount: int | float


def path_excess(
    path: Mapping[str, Any], most_segments: int, most_turn: float, most_points: int
) -> Excess | None:
    """The first thing in a checked path over these limits (too many segments, an arc turning
    further, a `points` segment listing more), in the order of the file; None if none is.

    >>> arc = {"arc": {"center": [0, 0], "radius": 5, "from_deg": 0, "to_deg": 720}}
    >>> path_excess({"spaces": 2, "segments": [arc]}, 100, 360.0, 1000)
    Excess(where=('segments', 0, 'arc', 'to_deg'), amount=720.0)
    """
    segments = list(path["segments"])
    if len(segments) > most_segments:
        return Excess(("segments",), len(segments))
    for index, segment in enumerate(segments):
        if "arc" in segment:
            turn = abs(float(segment["arc"]["to_deg"]) - float(segment["arc"]["from_deg"]))
            if turn > most_turn:
                return Excess(("segments", index, "arc", "to_deg"), turn)
        elif "points" in segment and len(segment["points"]) > most_points:
            return Excess(("segments", index, "points"), len(segment["points"]))
    return None


def arc_bounds(arc: Mapping[str, Any]) -> tuple[float, float, float, float]:
    """The box (left, top, right, bottom) that an arc segment's `arc` spec lies in: its ends
    and the circle's rightmost, topmost, leftmost and lowest points that its sweep passes.

    >>> arc_bounds({"center": [0, 0], "radius": 10, "from_deg": 0, "to_deg": 180})
    (-10.0, -10.0, 10.0, 0.0)
    """
    piece = _Arc(_point(arc["center"]), float(arc["radius"]), float(arc["from_deg"]),
                 float(arc["to_deg"]))
    points = [piece.start, piece.end]
    low, high = sorted((float(arc["from_deg"]), float(arc["to_deg"])))
    # Four quarter turns in a row pass all four extremes.
    first = math.ceil(low / 90)
    for quarter in range(first, min(math.floor(high / 90), first + 3) + 1):
        points.append(piece._place(math.radians(quarter * 90)))
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def layout(path: Mapping[str, Any]) -> list[Vec]:
    """The centre of each space of a checked path, in order.

    >>> layout({"spaces": 1, "segments": [{"line": {"from": [5, 5], "to": [9, 9]}}]})
    [(5.0, 5.0)]
    """
    return [(x, y) for x, y, _ in Curve(path).poses()]


def tangent_angles(path: Mapping[str, Any]) -> list[float]:
    """The direction of travel at each space of a checked path, in degrees from 0 to 360
    (0 = right, 90 = up on the screen); rotate a token drawn facing right by this much."""
    return [angle for _, _, angle in Curve(path).poses()]


def path_length(path: Mapping[str, Any]) -> float:
    """The length of a checked path's whole chain, in pixels."""
    return Curve(path).length


__all__ = [
    "BEZIER_STEPS",
    "Curve",
    "Excess",
    "Pose",
    "Vec",
    "arc_bounds",
    "layout",
    "path_excess",
    "path_length",
    "tangent_angles",
]
