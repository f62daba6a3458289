"""What a Rennfieber board must be for the table to draw it (issue 15): the checks
`config.Rules.from_documents` makes of a board's geometry once its counts are known.

The rules read only counts from the board, but a board that passes the check must also
draw: the table fits the whole race track into its board area and the training lane into
the training room, so spaces must stay apart once fitted there and lie on (or near) the
canvas the board says its coordinates refer to; neighbouring lanes lie side by side at the
finish line; no lap has more spaces than a screen can show; a printed text fits one line.
The spaces are placed by `arcade_races.core.geometry`, as the table places them, so the check
measures what is drawn.

>>> board = {"size": [1280, 720], "training": {"path": {"spaces": 10, "segments": [
...     {"line": {"from": [100, 100], "to": [100, 100]}}]}, "squares": []},
...     "race": {"sections": []}}
>>> try:
...     check_drawable(board)
... except ConfigError as err:
...     print(err.what[:35])
training spaces 0 and 1 are 0 apart
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from arcade_races.core.errors import ConfigError
from arcade_races.core.geometry import Curve, layout

RACE_AREA: tuple[int, int] = (956, 592)
"""The pixels the table's race camera fits the whole race track into (its board area)."""
TRAIN_AREA: tuple[int, int] = (648, 472)
"""The pixels the training room fits the training lane into."""
RACE_APART = 6.0
"""Any two spaces of the race track are at least this many pixels apart once the track is
fitted to `RACE_AREA` (the built-in tracks have 25 and 31): closer, two horses would stand on
one spot."""
TRAIN_APART = 20.0
"""Any two spaces of the training lane are at least this many pixels apart once it is fitted
to `TRAIN_AREA` (the built-in lanes have 45 and 50)."""
MOST_RACE_SPACES = 2400
"""The most spaces the race track may have in all (the built-in tracks have 366 and 495)."""
MOST_LAP = 400
"""The most spaces one lane may have round a lap (the built-in laps have 46 to 89)."""
LANE_WIDEST = 100.0
"""Neighbouring lanes meet the finish line at most this many pixels apart once the track is
fitted (the built-in tracks: 25 and 32); the table paints a lane, its rails and its names
that wide."""
LONGEST_TEXT = {"title": 40, "section": 24, "label": 24}
"""The most characters of a printed title, a section's name and an instruction space's
label (each is printed on the board in one line)."""
MOST_TURN = 360.0
"""The most degrees one arc may turn: a segment goes round at most once."""

Vec = tuple[float, float]
Where = tuple[str | int, ...]


def _vec(value: Sequence[Any]) -> Vec:
    return (float(value[0]), float(value[1]))


def _check_turn(segment: dict[str, Any], where: Where) -> None:
    """`ConfigError` if `segment` is an arc that goes round more than once."""
    if "arc" in segment:
        spec = segment["arc"]
        turn = abs(float(spec["to_deg"]) - float(spec["from_deg"]))
        if turn > MOST_TURN:
            raise ConfigError((*where, "arc", "to_deg"), f"the arc turns {turn:g} degrees",
                              f"at most {MOST_TURN:g}: one segment goes round at most once")


def _fit_scale(points: Sequence[Vec], area: tuple[int, int]) -> float:
    """Pixels per board unit when `points` are fitted into `area` (as the table's fit does:
    a box less than a unit across counts as one unit)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(area[0] / max(1.0, max(xs) - min(xs)), area[1] / max(1.0, max(ys) - min(ys)))


def _closest(points: Sequence[Vec], apart: float) -> tuple[int, int, float] | None:
    """The first pair of `points` nearer than `apart` (by index) and their distance."""
    cell = max(apart, 1e-9)
    grid: dict[tuple[int, int], list[int]] = {}
    for i, (x, y) in enumerate(points):
        gx, gy = math.floor(x / cell), math.floor(y / cell)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for j in grid.get((gx + dx, gy + dy), ()):
                    d = math.dist(points[j], (x, y))
                    if d < apart:
                        return j, i, d
        grid.setdefault((gx, gy), []).append(i)
    return None


def _on_canvas(point: Vec, size: tuple[float, float], where: Where, what: str) -> None:
    w, h = size
    if -w / 2 <= point[0] <= 1.5 * w and -h / 2 <= point[1] <= 1.5 * h:
        return
    raise ConfigError(where, f"{what} at ({point[0]:.6g}, {point[1]:.6g}) is far off the "
                      f"{w:g} x {h:g} canvas",
                      f"spaces lie on the canvas or at most half its size off it: x "
                      f"{-w / 2:g} to {1.5 * w:g}, y {-h / 2:g} to {1.5 * h:g}")


def _too_close(a: str, b: str, d: float, scale: float, apart: float, area: str) -> str:
    return (f"{a} and {b} are {d:.3g} apart, {d * scale:.2g} pixels once the {area} is "
            f"fitted to the screen (at least {apart:g} pixels: {apart / scale:.3g} on this "
            "board)")


def _texts(board: dict[str, Any]) -> None:
    texts: list[tuple[Where, str, str]] = []
    for side in ("training", "race"):
        title = (board[side].get("decoration") or {}).get("title")
        if title is not None:
            texts.append((("board", side, "decoration", "title"), "title", str(title)))
    texts += [(("board", "race", "sections", i), "section", str(name))
              for i, name in enumerate(board["race"]["sections"])]
    texts += [(("board", "training", "squares", i, "label"), "label", str(row["label"]))
              for i, row in enumerate(board["training"]["squares"])]
    for where, kind, text in texts:
        most = LONGEST_TEXT[kind]
        if len(text) > most or "\n" in text:
            raise ConfigError(where, f"{len(text)} characters" if len(text) > most
                              else "a line break", f"one line of at most {most} characters: "
                              f"the {kind} is printed on the board")


def check_drawable(board: dict[str, Any]) -> None:
    """`ConfigError` unless both tracks of a board (counts already checked) can be drawn:
    spaces on or near the canvas, arcs of at most a turn, and no two spaces of a track on one
    spot once it is fitted to the screen."""
    _texts(board)
    size = (float(board["size"][0]), float(board["size"][1]))
    path_where: Where = ("board", "training", "path")
    for i, segment in enumerate(board["training"]["path"]["segments"]):
        _check_turn(segment, (*path_where, "segments", i))
    train = layout(board["training"]["path"])
    for k, point in enumerate(train):
        _on_canvas(point, size, path_where, f"training space {k}")
    scale = _fit_scale(train, TRAIN_AREA)
    pair = _closest(train, TRAIN_APART / scale)
    if pair is not None:
        i, j, d = pair
        raise ConfigError(path_where, _too_close(f"training spaces {i}", str(j), d, scale,
                                                 TRAIN_APART, "training lane"))
    race = board["race"]
    spots: list[Vec] = []
    names: list[tuple[Where, str]] = []
    starts: list[Vec] = []
    for lane_no, lane in enumerate(race["lanes"]):
        where: Where = ("board", "race", "lanes", lane_no)
        lap = sum(int(n) for n in lane["spaces"])
        if lap > MOST_LAP:
            raise ConfigError((*where, "spaces"), f"{lap} spaces round the lap",
                              f"at most {MOST_LAP} a lane")
        offset = float(lane["offset"])
        index = 0
        for section, (count, segment) in enumerate(zip(lane["spaces"], lane["segments"],
                                                       strict=True)):
            seg_where: Where = (*where, "segments", section)
            _check_turn(segment, seg_where)
            curve = Curve({"spaces": 2, "segments": [segment]})  # a segment as the table walks it
            if section == 0:
                starts.append(curve.at(0.0)[:2])
            n = int(count)
            for k in range(n):
                x, y, _ = curve.at(curve.length * ((k + offset) / n))  # as the table does
                point = (x, y)
                _on_canvas(point, size, seg_where, f"space {lane_no + 1}:{index}")
                spots.append(point)
                names.append((seg_where, f"{lane_no + 1}:{index}"))
                index += 1
    if len(spots) > MOST_RACE_SPACES:
        raise ConfigError(("board", "race", "lanes"), f"{len(spots)} spaces on the track",
                          f"at most {MOST_RACE_SPACES} in all lanes together")
    place = race["placement"]
    at0, step = _vec(place["at"]), _vec(place["step"])
    placement = [(at0[0] + k * step[0], at0[1] + k * step[1]) for k in range(len(starts))]
    for k, point in enumerate(placement):
        _on_canvas(point, size, ("board", "race", "placement"), f"placement space {k + 1}")
    scale = _fit_scale(spots + placement, RACE_AREA)
    apart = RACE_APART / scale
    pair = _closest(spots, apart)
    if pair is not None:
        i, j, d = pair
        raise ConfigError(names[j][0], _too_close(f"spaces {names[i][1]}", names[j][1], d,
                                                  scale, RACE_APART, "race track"))
    if math.hypot(*step) < apart:
        raise ConfigError(("board", "race", "placement", "step"),
                          _too_close("placement spaces 1", "2", math.hypot(*step), scale,
                                     RACE_APART, "race track"))
    for lane_no in range(1, len(starts)):
        d = math.dist(starts[lane_no - 1], starts[lane_no])
        if d > LANE_WIDEST / scale:
            raise ConfigError(("board", "race", "lanes", lane_no, "segments", 0),
                              f"lanes {lane_no} and {lane_no + 1} meet the finish line "
                              f"{d:.3g} apart, {d * scale:.3g} pixels once the track is "
                              "fitted to the screen",
                              f"neighbouring lanes side by side: at most {LANE_WIDEST:g} "
                              f"pixels, {LANE_WIDEST / scale:.3g} on this board, where their "
                              "first segments start")
        if d < apart:
            raise ConfigError(("board", "race", "lanes", lane_no, "segments", 0),
                              f"lanes {lane_no} and {lane_no + 1} meet the finish line "
                              f"{d:.3g} apart (where their first segments start; at least "
                              f"{apart:.3g} on this board, {RACE_APART:g} pixels on the "
                              "screen)")
