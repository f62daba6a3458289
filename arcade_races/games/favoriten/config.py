"""Favoriten's numbers, read from the validated course and game config."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from arcade_races.core.errors import ConfigError
from arcade_races.core.geometry import Curve, path_excess

VARIANTS: tuple[str, ...] = ("leader_most_points", "race_per_player")
"""`leader_most_points`: the editor's house rule, the next race is led by the player with the
most points; `race_per_player`: as many races as players, so everyone leads one."""


@dataclass(frozen=True)
class Rules:
    """Everything the rules read from the course and config."""

    length: int
    horses: tuple[str, ...]
    colors: tuple[str, ...]
    min_players: int
    max_players: int
    markers: int
    die: tuple[int, ...]
    places: int
    points: tuple[tuple[int, ...], ...]
    races: int

    def points_for(self, place: int, row: int) -> int:
        """The points of a marker in `row` (0 = top) when its horse finishes `place` (1-3)."""
        column = self.points[place - 1]
        return column[row] if row < len(column) else 0

    @classmethod
    def from_documents(cls, board: dict[str, Any], config: dict[str, Any]) -> Rules:
        """Build the rules; `ConfigError` for what the schemas cannot check."""
        length = int(board["course"]["length"])
        horses = [h["name"] for h in config["horses"]]
        if len(set(horses)) != len(horses):
            raise ConfigError(("config", "horses"), "two horses share a name")
        lanes = board["course"]["lanes"]
        for name in horses:
            if name not in lanes:
                raise ConfigError(("board", "course", "lanes"), f"no lanes for the horse {name}",
                                  "two lanes for each horse: " + ", ".join(horses))
        for name, pair in lanes.items():
            if name not in horses:
                raise ConfigError(("board", "course", "lanes", name), f"no horse named {name}",
                                  "one of: " + ", ".join(horses))
            for i, lane in enumerate(pair):
                if int(lane["spaces"]) != length + 1:
                    raise ConfigError(("board", "course", "lanes", name, i, "spaces"),
                                      f"this lane has {lane['spaces']} spaces",
                                      f"it needs {length + 1}: the cannon and 1 to {length}")
        players = config["players"]
        if players["min"] > players["max"]:
            raise ConfigError(("config", "players"), "min is above max")
        places = int(config["places"])
        if places > len(horses) or places > len(config["points"]):
            raise ConfigError(("config", "places"), f"{places} places need that many horses "
                              "and point columns")
        rows = players["max"] * int(config["markers"])
        for i, column in enumerate(config["points"][:places]):
            if len(column) < rows:
                raise ConfigError(("config", "points", i), f"column {i + 1} has {len(column)} "
                                  f"rows", f"at least {rows}: every marker of the most players")
        check_layout(board, horses, len(horses) + places,
                     max(len(column) for column in config["points"]))
        return cls(
            length=length,
            horses=tuple(horses),
            colors=tuple(h["color"] for h in config["horses"]),
            min_players=int(players["min"]),
            max_players=int(players["max"]),
            markers=int(config["markers"]),
            die=tuple(int(f) for f in config["die"]),
            places=places,
            points=tuple(tuple(int(p) for p in column) for column in config["points"]),
            races=int(config["races"]),
        )


# -- what the table can draw ---------------------------------------------------------------
#
# The rules read only the course's length from the board, but a board that passes the check
# must also draw. The table fits every space of the lanes, the cannon, the deck chair and the
# betting board into its grass, so spaces must stay apart once fitted there and the betting
# board's circles must stay big enough to hold a marker; and everything lies on the canvas of
# `size` (the board picker shows that canvas). The rules may not import the board geometry (a
# layer above them), so the walk along a lane below follows `arcade_races.boards.geometry`,
# closely enough for these bounds.

TABLE_AREA: Final = (932.0, 568.0)
"""The pixels of grass the table fits a course into."""
MOST_ZOOM: Final = 1.8
"""The most the table enlarges a small course."""
STRETCH: Final = 1.25
"""The roomier direction may scale up to this many times the other."""
APART: Final = 8.0
"""Any two spaces are at least this many pixels apart once the course is fitted to the table
(the built-in courses have about 22); closer, two horses' spaces run into one."""
LEAST_CIRCLE: Final = 8.0
"""The betting board's circles are at least this many pixels apart on the table (the built-in
boards have about 14), so a marker fits in one."""
MOST_TURN: Final = 360.0
"""The most degrees one arc may turn: a segment goes round at most once."""
MOST_SEGMENTS: Final = 100
"""The most segments one lane may have (the built-in courses use one)."""
MOST_POINTS: Final = 1000
"""The most points one `points` segment may list."""
LANE_SAMPLES: Final = 6
"""Points per space that the table draws a lane's sand through, between its spaces."""
_SLACK: Final = 0.5
"""How far (pixels) a point may stray over the canvas's edge by rounding."""

Vec = tuple[float, float]
Where = tuple[str | int, ...]


def _vec(value: Sequence[Any]) -> Vec:
    return (float(value[0]), float(value[1]))


class _Lane:
    """A checked lane (a path of `core.geometry`, as the table draws it), walked by distance;
    each point knows the segment it lies on (a gap between segments is bridged by a line,
    blamed on the later one). A lane over the limits of its segments is refused."""

    def __init__(self, path: dict[str, Any], where: Where) -> None:
        excess = path_excess(path, MOST_SEGMENTS, MOST_TURN, MOST_POINTS)
        if excess is not None:
            raise ConfigError((*where, *excess.where), *_EXCESS[excess.where[-1]](excess.amount))
        self.curve = Curve(path)

    def spread(self, count: int) -> list[tuple[Vec, int]]:
        """`count` points spread evenly along the chain, from its start to its end."""
        curve = self.curve
        spread = [curve.length * k / (count - 1) for k in range(count)]
        return [(curve.at(d)[:2], curve.segment_at(d)) for d in spread]

    def spaces(self) -> list[tuple[Vec, int]]:
        """The centres of the lane's spaces, as the table lays them out, and their segments."""
        curve = self.curve
        return [((x, y), segment) for (x, y, _), segment
                in zip(curve.poses(), curve.space_segments(), strict=True)]


_EXCESS: dict[str | int, Callable[[float], tuple[str, str]]] = {
    "segments": lambda n: (f"this lane has {n} segments", f"at most {MOST_SEGMENTS}"),
    "to_deg": lambda turn: (f"the arc turns {turn:g} degrees",
                            f"at most {MOST_TURN:g}: one segment goes round at most once"),
    "points": lambda n: (f"this segment lists {n} points", f"at most {MOST_POINTS:,}"),
}
"""What a lane over one of its limits is told (`core.geometry.path_excess` finds which)."""


@dataclass(frozen=True)
class _Spot:
    """One thing the table draws at a point: a space, the cannon or the deck chair."""

    name: str
    at: Vec
    where: Where


def _px(value: float) -> str:
    return f"{round(value, 1):g}"


def _too_close(spots: Sequence[_Spot], scale: Vec) -> tuple[_Spot, _Spot, float] | None:
    """The first two spots (in document order) less than `APART` apart on the table, with
    their gap there; a grid of cells `APART` wide keeps this linear in the spots."""
    cells: dict[tuple[int, int], list[int]] = {}
    screen = [(s.at[0] * scale[0], s.at[1] * scale[1]) for s in spots]
    worst: tuple[int, int, float] | None = None
    for i, (x, y) in enumerate(screen):
        cx, cy = math.floor(x / APART), math.floor(y / APART)
        for key in itertools.product((cx - 1, cx, cx + 1), (cy - 1, cy, cy + 1)):
            for j in cells.get(key, ()):
                gap = math.dist(screen[i], screen[j])
                if gap < APART and (worst is None or (i, j) < worst[:2]):
                    worst = (i, j, gap)
        cells.setdefault((cx, cy), []).append(i)
        if worst is not None:
            break
    if worst is None:
        return None
    i, j, gap = worst
    return spots[i], spots[j], gap


def _unit(dx: float, dy: float) -> Vec:
    length = math.hypot(dx, dy)
    return (1.0, 0.0) if length < 1e-9 else (dx / length, dy / length)


def _room(spaces: Sequence[Vec], count: int, cannon: Vec, chair: Vec, places: int) -> list[Vec]:
    """The corners of what the table draws round the spaces (lanes of `count` spaces, one
    after another), the cannon and the deck chair: a horse with its jockey on every space,
    the cannon, the chair and the placed horses' spots beside it. The table leaves this room
    in its fit, measured (as the view does) by the lanes' spacing, `gap`."""
    lanes = [spaces[i:i + count] for i in range(0, len(spaces), count)]
    nearest = min(min(math.dist(a, b) for i, a in enumerate(row) for b in row[i + 1:])
                  for row in zip(*lanes, strict=True))
    steps = sorted(math.dist(a, b) for lane in lanes for a, b in itertools.pairwise(lane))
    gap = max(6.0, min(nearest, max(1.0, steps[len(steps) // 2]) * 2.2))
    room: list[Vec] = []
    for x, y in spaces:
        room += [(x - gap * 1.4, y - gap * 1.55), (x + gap * 1.4, y + gap * 0.44)]
    ex = sum(lane[-1][0] for lane in lanes) / len(lanes)
    ey = sum(lane[-1][1] for lane in lanes) / len(lanes)
    arrive = _unit(chair[0] - ex, chair[1] - ey)
    if math.hypot(chair[0] - ex, chair[1] - ey) < gap:
        arrive = _unit(sum(lane[-1][0] - lane[-2][0] for lane in lanes),
                       sum(lane[-1][1] - lane[-2][1] for lane in lanes))
    across = (-arrive[1], arrive[0])
    spots = [chair]
    for place in range(1, places + 1):
        k = place // 2 * (1 if place % 2 == 0 else -1)
        ahead = gap * (1.2 if place > 1 else 0.9)
        spots.append((chair[0] + across[0] * k * gap * 2.4 + arrive[0] * ahead,
                      chair[1] + across[1] * k * gap * 2.4 + arrive[1] * ahead))
    r = gap * 1.6
    for x, y in spots:
        room += [(x - r, y - r * 1.1), (x + r, y + r * 0.7)]
    room.append((spots[1][0] + gap * 2.2, spots[1][1]))
    r = gap * 1.7
    room += [(cannon[0] - r, cannon[1] - r * 0.8), (cannon[0] + r, cannon[1] + r * 0.8)]
    return room


def _circle_pitch(width: float, height: float, columns: int, rows: int) -> float:
    """How far apart the betting board's circles are in a board of `width` x `height`
    pixels on the table (as the table lays out its columns and circles)."""
    pad = max(4, round(height * 0.04))
    gap = max(6, round(width * 0.025))
    header = max(16, min(30, round(height * 0.16)))
    column = (width - 2 * pad - gap) / columns
    body = height - header - 2 * pad
    return max(min(column * 0.94 / k, body / math.ceil(rows / k)) for k in range(1, 7))


def check_layout(board: dict[str, Any], horses: Sequence[str], columns: int, rows: int) -> None:
    """`ConfigError` unless every space, the cannon, the deck chair and the betting board lie
    on the board's canvas, any two spaces stay `APART` pixels apart once the course is fitted
    to the table, nothing lies under the betting board and its `columns` x `rows` circles stay
    `LEAST_CIRCLE` apart; lanes with too many segments or points, an arc turning more than once
    round and a lane whose spaces all lie on one spot are refused too."""
    width, height = (float(v) for v in board["size"])
    course = board["course"]
    count = int(course["length"]) + 1
    spots: list[_Spot] = []
    samples: list[tuple[Vec, Where, str]] = []
    for name in horses:
        for i, lane in enumerate(course["lanes"][name]):
            where: Where = ("board", "course", "lanes", name, i)
            walk = _Lane(lane, where)  # of `count` spaces (`Rules.from_documents` checked)
            placed = walk.spaces()
            if all(math.dist(p, placed[0][0]) < 1e-9 for p, _ in placed):
                raise ConfigError((*where, "segments"),
                                  f"all {count} spaces of this lane lie on one spot",
                                  "a lane that runs from the cannon to the deck chair")
            spots += [_Spot(f"space {k} of {name}'s lane {i + 1}", p, (*where, "segments", s))
                      for k, (p, s) in enumerate(placed)]
            samples += [(p, (*where, "segments", s), f"{name}'s lane {i + 1}")
                        for p, s in walk.spread(LANE_SAMPLES * count)]
    props = [_Spot(f"the {words}", _vec(course[key]), ("board", "course", key))
             for key, words in (("cannon", "cannon"), ("deckchair", "deck chair"))]
    bet = board["betting_board"]
    bx, by = _vec(bet["origin"])
    bw, bh = _vec(bet["size"])

    def on_canvas(point: Vec) -> bool:
        return (-_SLACK <= point[0] <= width + _SLACK
                and -_SLACK <= point[1] <= height + _SLACK)

    allowed = (f"x from 0 to {width:g} and y from 0 to {height:g}: everything on the "
               "canvas of `size`, which the board picker shows")
    for spot in spots + props:
        if not on_canvas(spot.at):
            raise ConfigError(spot.where, f"{spot.name} lies at [{_px(spot.at[0])}, "
                              f"{_px(spot.at[1])}], off the {width:g} x {height:g} canvas",
                              allowed)
    for point, where, lane in samples:
        if not on_canvas(point):
            raise ConfigError(where, f"{lane} runs off the {width:g} x {height:g} canvas at "
                              f"[{_px(point[0])}, {_px(point[1])}]", allowed)
    for corner, key in (((bx, by), "origin"), ((bx + bw, by + bh), "size")):
        if not on_canvas(corner):
            raise ConfigError(("board", "betting_board", key), f"the betting board reaches "
                              f"[{_px(corner[0])}, {_px(corner[1])}], off the {width:g} x "
                              f"{height:g} canvas", allowed)
    for spot in spots + props:
        x, y = spot.at
        if bx < x < bx + bw and by < y < by + bh:
            raise ConfigError(spot.where, f"{spot.name} lies under the betting board, at "
                              f"[{_px(x)}, {_px(y)}]", "the betting board beside the course, "
                              "not on it")
    others = _room([s.at for s in spots], count, props[0].at, props[1].at,
                   columns - len(horses))

    def fitted(size: Vec) -> Vec:
        """The table's scale (x, y) with a betting board of `size`."""
        xs = [p[0] for p in others] + [bx, bx + size[0]]
        ys = [p[1] for p in others] + [by, by + size[1]]
        fx = TABLE_AREA[0] / max(1.0, max(xs) - min(xs))
        fy = TABLE_AREA[1] / max(1.0, max(ys) - min(ys))
        return (min(fx, STRETCH * fy, MOST_ZOOM), min(fy, STRETCH * fx, MOST_ZOOM))

    scale = fitted((bw, bh))
    close = _too_close(spots, scale)
    if close is not None:
        spot, other, gap = close
        shown = _px(math.floor(gap * 10) / 10)
        raise ConfigError(spot.where, f"{spot.name} lies {_px(math.dist(spot.at, other.at))} px "
                          f"from {other.name} ({shown} on the table), too close to tell apart "
                          "once the course is fitted to the table",
                          f"at least about {_px(APART / min(scale))} px apart on this board, "
                          f"{APART:g} on the table")
    pitch = _circle_pitch(bw * scale[0], bh * scale[1], columns, rows)
    if pitch < LEAST_CIRCLE:
        shown = (f"{_px(pitch)} px apart on the table" if pitch > 0
                 else "no room for them on the table")
        raise ConfigError(("board", "betting_board", "size"),
                          f"the betting board is too small for {columns} columns of {rows} "
                          f"circles: {shown}",
                          f"circles at least {LEAST_CIRCLE:g} px apart: "
                          + _roomier(bw, bh, fitted, columns, rows))


def _roomier(width: float, height: float, fitted: Callable[[Vec], Vec], columns: int,
             rows: int) -> str:
    """Words for a betting board size, near `width` x `height`, whose circles are
    `LEAST_CIRCLE` apart on the table (`fitted` gives the table's scale for a size): each step
    widens or heightens it, whichever helps more."""

    def pitch(w: float, h: float) -> float:
        sx, sy = fitted((w, h))
        return _circle_pitch(w * sx, h * sy, columns, rows)

    for _ in range(1000):
        if pitch(width, height) >= LEAST_CIRCLE:
            return f"about [{math.ceil(width)}, {math.ceil(height)}] on this board"
        wider, higher = pitch(width * 1.05, height), pitch(width, height * 1.05)
        if wider >= higher:
            width *= 1.05
        if higher >= wider:
            height *= 1.05
    return "a bigger betting board, or a smaller course"
