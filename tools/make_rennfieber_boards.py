"""Write the two built-in Rennfieber boards: configs/boards/rennfieber/{rennbahn,hippodrom}.yaml.

Standard library only; the numbers below are the whole design, so every run writes the same
bytes. A board file is the two-sided game board:

- the training side: one path of spaces from the stable (space 0) to the meadow (the last
  space), winding across the canvas, with its instruction squares;
- the race side: lanes round an oval, lane 1 inside. Each lane is four sections from the
  finish line anticlockwise as seen: Kurve 1 (the right bend, going up), Gegengerade (the top
  straight, going left), Kurve 2 (the left bend, going down), Zielgerade (the bottom straight,
  going right to the finish line, which lies where Kurve 1 begins). A section is one segment:
  an arc round its bend's centre (the radius grows by the lane width from lane to lane) or a
  line. The spaces of a section are its length over the spacing, rounded, so neighbouring
  spaces lie about as far apart in every lane: the straights have the same count in every
  lane, the bends more in the outer lanes. Odd lanes have offset 0, even lanes 0.5 (the
  stagger). The two bends may have different radii: then the home straight stays level and
  the back straight tilts, and the two bends turn through more and less than half a circle.

The boards are hand-readable YAML with comments, and track makers copy and change them by
hand; change the design here and run the script again to change the built-in ones.

    .venv/bin/python tools/make_rennfieber_boards.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "configs" / "boards" / "rennfieber"

SECTIONS = ("Kurve 1", "Gegengerade", "Kurve 2", "Zielgerade")

Square = tuple[int, str, int | None, str | None]
"""One instruction square: (space, do, value or None, label or None)."""


@dataclass(frozen=True)
class Oval:
    """The race side: lanes round two bends joined by two straights."""

    lanes: int
    lane_width: int          # from lane to lane, pixels
    right_radius: int        # Kurve 1, lane 1
    left_radius: int         # Kurve 2, lane 1
    right_x: int             # the centre of Kurve 1 (x); also where the finish line lies
    left_x: int              # the centre of Kurve 2 (x)
    home_y: int              # lane 1 on the home straight (y); outer lanes lie below it
    straight: int            # spaces on each straight, in every lane
    spacing: float           # the aimed-at distance between neighbouring spaces


@dataclass(frozen=True)
class Snake:
    """The training side: straight runs joined by half circles, a snake over the canvas."""

    spaces: int
    runs: tuple[tuple[tuple[int, int], tuple[int, int]], ...]   # (from, to) of each run
    turn: int                                                   # the radius of the turns


@dataclass(frozen=True)
class Board:
    file: str
    name: str
    description: str
    header: tuple[str, ...]
    training: Snake
    squares: tuple[Square, ...]
    training_decoration: tuple[tuple[str, str], ...]
    oval: Oval
    placement: tuple[tuple[int, int], tuple[int, int]]
    race_decoration: tuple[tuple[str, str], ...]


# -- the two boards -------------------------------------------------------------------------

RENNBAHN = Board(
    file="rennbahn.yaml",
    name="Rennbahn",
    description="Six lanes round an oval with wide bends; a training lane of 40 spaces.",
    header=(
        "Rennfieber: the default board, the training track on one side and the race",
        "track on the other: six lanes round an oval with two bends of one size.",
    ),
    training=Snake(
        spaces=40,
        runs=(((380, 170), (900, 170)), ((900, 340), (380, 340)), ((380, 510), (900, 510))),
        turn=85,
    ),
    squares=(
        (2, "card", None, None),
        (4, "form", 1, "Guter Galopp"),
        (6, "cash", -1000, "Tierarzt"),
        (7, "card", None, None),
        (9, "again", None, "Noch einmal"),
        (11, "form", -1, "Lahmt"),
        (12, "card", None, None),
        (14, "cash", -300, "Futter"),
        (16, "card", None, None),
        (17, "miss", None, "Aussetzen"),
        (19, "form", 1, "Schnell heute"),
        (20, "cash", 500, "Sponsor"),
        (22, "card", None, None),
        (24, "again", None, "Noch einmal"),
        (25, "cash", -500, "Hufschmied"),
        (27, "card", None, None),
        (29, "form", -1, "Erkältet"),
        (31, "card", None, None),
        (32, "miss", None, "Aussetzen"),
        (34, "form", 1, "In Form"),
        (36, "card", None, None),
    ),
    training_decoration=(
        ("grass", "#5a9a3c"), ("path", "#d8c08a"), ("ink", "#2e2416"),
        ("title", "TRAININGSBAHN"),
    ),
    oval=Oval(
        lanes=6, lane_width=32, right_radius=90, left_radius=90,
        right_x=871, left_x=409, home_y=430, straight=14, spacing=33.0,
    ),
    placement=((520, 380), (48, 0)),
    race_decoration=(
        ("turf", "#3f8a3a"), ("infield", "#6cb04f"), ("rail", "#f4f1e8"), ("ink", "#fffaf0"),
        ("title", "RENNBAHN"),
    ),
)

HIPPODROM = Board(
    file="hippodrom.yaml",
    name="Hippodrom",
    description="Seven lanes, long straights, two tight bends; a training lane of 46 spaces.",
    header=(
        "Rennfieber: the Hippodrom, a bigger course. Seven lanes, straights of 20 spaces",
        "and tight bends: Kurve 1 after the finish line is tighter than Kurve 2, so the home",
        "straight is level and the back straight climbs a little to the left. A longer lap",
        "than the Rennbahn, and the inside lanes gain more round the bends.",
    ),
    training=Snake(
        spaces=46,
        runs=(
            ((340, 190), (340, 470)), ((540, 470), (540, 190)),
            ((740, 190), (740, 470)), ((940, 470), (940, 190)),
        ),
        turn=100,
    ),
    squares=(
        (2, "card", None, None),
        (3, "form", 1, "Guter Galopp"),
        (5, "cash", -500, "Hufschmied"),
        (7, "card", None, None),
        (9, "again", None, "Noch einmal"),
        (10, "form", -1, "Lahmt"),
        (12, "card", None, None),
        (14, "cash", 500, "Sponsor"),
        (16, "card", None, None),
        (17, "miss", None, "Aussetzen"),
        (19, "cash", -1000, "Tierarzt"),
        (21, "card", None, None),
        (22, "form", 1, "Schnell heute"),
        (24, "card", None, None),
        (26, "form", -1, "Erkältet"),
        (28, "again", None, "Noch einmal"),
        (29, "card", None, None),
        (31, "cash", -300, "Futter"),
        (33, "card", None, None),
        (34, "miss", None, "Aussetzen"),
        (36, "form", 1, "In Form"),
        (38, "card", None, None),
        (40, "cash", 500, "Zeitungsfoto"),
        (41, "form", -1, "Eisen verloren"),
        (43, "card", None, None),
    ),
    training_decoration=(
        ("grass", "#4f8f45"), ("path", "#cfb57e"), ("ink", "#2b2115"),
        ("title", "TRAININGSBAHN"),
    ),
    oval=Oval(
        lanes=7, lane_width=29, right_radius=50, left_radius=80,
        right_x=965, left_x=345, home_y=418, straight=20, spacing=31.0,
    ),
    placement=((500, 378), (44, 0)),
    race_decoration=(
        ("turf", "#2f7a44"), ("infield", "#5da35a"), ("rail", "#f2eee4"), ("ink", "#fffaf0"),
        ("title", "HIPPODROM"),
    ),
)

BOARDS = (RENNBAHN, HIPPODROM)


# -- geometry -------------------------------------------------------------------------------

def num(value: float) -> str:
    """A coordinate as written in the file: a whole number if it is one, else two decimals."""
    rounded = round(value, 2)
    if rounded == int(rounded):
        return str(int(rounded))
    return f"{rounded:.2f}".rstrip("0")


def point(x: float, y: float) -> str:
    return f"[{num(x)}, {num(y)}]"


def top_angle(oval: Oval) -> float:
    """The angle (degrees, 90 = up) at which the back straight leaves each bend.

    The home straight is level, so the bend centres lie at home_y minus their radii; the back
    straight is the other common tangent of the two circles, the home straight mirrored in the
    line through the centres. With equal radii it is 90.
    """
    rise = oval.left_radius - oval.right_radius
    tilt = math.degrees(math.atan2(rise, oval.right_x - oval.left_x))
    return round(90.0 - 2.0 * tilt, 2)


@dataclass(frozen=True)
class Lane:
    number: int
    spaces: tuple[int, int, int, int]
    offset: float
    segments: tuple[str, str, str, str]
    lengths: tuple[float, float, float, float]


def lanes(oval: Oval) -> list[Lane]:
    """Every lane's spaces per section, offset and segments, lane 1 first."""
    angle = top_angle(oval)
    rad = math.radians(angle)
    right_cy = oval.home_y - oval.right_radius
    left_cy = oval.home_y - oval.left_radius
    result = []
    for index in range(oval.lanes):
        out = index * oval.lane_width
        r1, r2 = oval.right_radius + out, oval.left_radius + out
        y = oval.home_y + out
        top1 = (oval.right_x + r1 * math.cos(rad), right_cy - r1 * math.sin(rad))
        top2 = (oval.left_x + r2 * math.cos(rad), left_cy - r2 * math.sin(rad))
        bend1 = r1 * math.radians(angle + 90.0)
        bend2 = r2 * math.radians(270.0 - angle)
        back = math.dist(top1, top2)
        home = float(oval.right_x - oval.left_x)
        segments = (
            f"arc: {{center: {point(oval.right_x, right_cy)}, radius: {r1}, "
            f"from_deg: -90, to_deg: {num(angle)}}}",
            f"line: {{from: {point(*top1)}, to: {point(*top2)}}}",
            f"arc: {{center: {point(oval.left_x, left_cy)}, radius: {r2}, "
            f"from_deg: {num(angle)}, to_deg: 270}}",
            f"line: {{from: {point(oval.left_x, y)}, to: {point(oval.right_x, y)}}}",
        )
        counts = (
            round(bend1 / oval.spacing), oval.straight, round(bend2 / oval.spacing),
            oval.straight,
        )
        result.append(
            Lane(index + 1, counts, 0.5 if index % 2 else 0.0, segments,
                 (bend1, back, bend2, home))
        )
    return result


def snake_segments(snake: Snake) -> list[str]:
    """The training path: each run a line, each turn a half circle between two runs."""
    segments = []
    for index, (start, end) in enumerate(snake.runs):
        segments.append(f"line: {{from: {point(*start)}, to: {point(*end)}}}")
        if index + 1 == len(snake.runs):
            break
        after = snake.runs[index + 1][0]
        center = ((end[0] + after[0]) / 2, (end[1] + after[1]) / 2)
        if end[1] == after[1]:
            # A vertical snake: a turn at the top (running up) or at the bottom (running down).
            going_up = end[1] < start[1]
            leftward = after[0] < end[0]
            if going_up:
                first, last = (180, 0) if not leftward else (0, 180)
            else:
                first, last = (180, 360) if not leftward else (360, 180)
        else:
            # A horizontal snake: a turn at the right end (running right) or the left end.
            going_right = end[0] > start[0]
            downward = after[1] > end[1]
            if going_right:
                first, last = (90, -90) if downward else (-90, 90)
            else:
                first, last = (90, 270) if downward else (270, 90)
        radius = math.dist(end, after) / 2
        segments.append(
            f"arc: {{center: {point(*center)}, radius: {num(radius)}, "
            f"from_deg: {first}, to_deg: {last}}}"
        )
    return segments


def snake_length(snake: Snake) -> float:
    runs = sum(math.dist(a, b) for a, b in snake.runs)
    turns = sum(
        math.pi * math.dist(snake.runs[i][1], snake.runs[i + 1][0]) / 2
        for i in range(len(snake.runs) - 1)
    )
    return runs + turns


# -- writing --------------------------------------------------------------------------------

COLOUR_NOTES = {
    "grass": "the training side's ground",
    "path": "the training lane",
    "turf": "the race track",
    "infield": "inside the rail",
    "rail": "the rails and the lane lines",
    "ink": "numbers, labels and lines",
    "title": "printed on the board",
}


def block(indent: str, pairs: Sequence[tuple[str, str]]) -> list[str]:
    """A decoration block, one key a line; colours in quotes (an unquoted # starts a comment)."""
    rows = [f'{indent}{key}: "{value}"' for key, value in pairs]
    width = max(map(len, rows)) + 2
    notes = [COLOUR_NOTES[key] for key, _ in pairs]
    return [f"{row:<{width}}# {note}" for row, note in zip(rows, notes, strict=True)]


def square_line(square: Square) -> str:
    at, do, value, label = square
    parts = [f"at: {at}", f"do: {do}"]
    if value is not None:
        parts.append(f"value: {value}")
    if label is not None:
        parts.append(f'label: "{label}"')
    return "{" + ", ".join(parts) + "}"


SQUARE_NOTES = {
    "card": "draw a training card",
    "form": "daily form up (+) or down (-) a step",
    "cash": "pay (-) or receive (+)",
    "again": "roll again at once",
    "miss": "miss the next turn",
}


def render(board: Board) -> str:
    oval = board.oval
    all_lanes = lanes(oval)
    snake = board.training
    last = snake.spaces - 1
    spacing = snake_length(snake) / last
    # The schema line for editors stands where a bare "#" stood, so no line of the board moves.
    lines = ["# yaml-language-server: $schema=board.schema.json"]
    lines += [f"# {text}" for text in board.header]
    lines += [
        "# Copy this file into your custom boards folder, change it, and pick it in the game's",
        "# options (or run `arcade-races board check FILE`). Coordinates are pixels on a",
        "# 1280 x 720 canvas, y pointing down; arcs in degrees, 0 pointing right and 90 up on",
        "# the screen, a growing angle turning counter-clockwise as seen. Horses run",
        "# anticlockwise as seen from above. (The built-in boards are written by",
        "# tools/make_rennfieber_boards.py.)",
        "format: 1",
        "game: rennfieber",
        f"name: {board.name}",
        f"description: {board.description}",
        "size: [1280, 720]",
        "",
        "training:",
        f"  # Single file from the stable (space 0) to the meadow (space {last}), about "
        f"{round(spacing)} px",
        "  # from space to space.",
        "  path:",
        f"    spaces: {snake.spaces}",
        "    segments:",
    ]
    for segment in snake_segments(snake):
        lines.append(f"      - {segment}")
    lines += [
        "  # The instruction spaces, by index (never the stable or the meadow); every other",
        "  # space is plain. Labels are printed on the board.",
        "  squares:",
    ]
    seen: set[str] = set()
    for square in board.squares:
        text = f"    - {square_line(square)}"
        kind = square[1]
        if kind not in seen:
            seen.add(kind)
            text = f"{text:<60}# {SQUARE_NOTES[kind]}"
        lines.append(text.rstrip())
    lines += [
        "  decoration:",
        *block("    ", board.training_decoration),
        "",
        "race:",
        "  # The track from the finish line round, anticlockwise: up the right bend (Kurve 1),",
        "  # right to left along the top (Gegengerade), down the left bend (Kurve 2), left to",
        "  # right along the bottom (Zielgerade) to the finish line at its right end. Every lane",
        "  # has one segment per section; the k-th of a section's n spaces sits at",
        "  # (k + offset) / n along it, so a lane's loop index runs 0, 1, ... from the finish",
        "  # line round. The straights have as many spaces in every lane, about as far apart as",
        "  # in the bends, where the inner lanes have fewer. Even lanes are staggered by half a",
        "  # space (offset 0.5).",
        f"  sections: [{', '.join(SECTIONS)}]",
        f"  lanes:                  # lane 1 (inside) first, {oval.lane_width} px apart",
    ]
    width = max(len(segment) for lane in all_lanes for segment in lane.segments) + 2
    for lane in all_lanes:
        where = {1: " (inside)", oval.lanes: " (outside)"}.get(lane.number, "")
        lines.append(f"    # lane {lane.number}{where}: {sum(lane.spaces)} spaces a lap")
        lines.append(f"    - spaces: [{', '.join(map(str, lane.spaces))}]")
        lines.append(f"      offset: {num(lane.offset) if lane.offset else 0}")
        lines.append("      segments:")
        for segment, note in zip(lane.segments, SECTIONS, strict=True):
            lines.append(f"        - {segment:<{width}}# {note}")
    short = [sum(lane.spaces[:3]) for lane in all_lanes]
    long = [lane.spaces[0] for lane in all_lanes]
    lines += [
        "  # The start rows, one loop index per lane (lane 1 first); a horse finishes at its",
        "  # course's second crossing of the finish line.",
        "  courses:",
        "    # one straight and one lap: the first space of the Zielgerade",
        f"    short: {{start: [{', '.join(map(str, short))}], crossings: 2}}",
        "    # three quarters of a lap and one lap: the first space of the Gegengerade",
        f"    long: {{start: [{', '.join(map(str, long))}], crossings: 2}}",
        "  # The placement spaces 1, 2, ... in the infield: the first, and the step to the next.",
        f"  placement: {{at: {point(*board.placement[0])}, step: {point(*board.placement[1])}}}",
        "  decoration:",
        *block("    ", board.race_decoration),
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the folder to write to")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for board in BOARDS:
        target = args.out / board.file
        target.write_text(render(board), encoding="utf-8")
        print(f"wrote {target}")


if __name__ == "__main__":
    main()
