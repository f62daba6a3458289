"""Where things stand at the Rennfieber table: the training track and the race track from the
board file, the rooms of the evening on the stage, and the stables in the side column.

Both tracks are placed from the board file's geometry, so a custom board just works:

- the training lane: `layout(training.path)`, space 0 the stable, the last space the meadow,
  fitted once into the stage (`train_pts`, canvas pixels);
- the race track: lane by lane, the k-th of a section's n spaces at (k + offset) / n along that
  lane's segment of the section (the same rule as the rules' lane graph), in *board*
  coordinates (`space_pt`); the race camera (`Camera`) maps them to the canvas, so it may
  follow the leading pack.

The side column holds a panel per seat (name, cash, the stable's horse cards); it starts below
the play scene's corner when that is shown (an exhibition's, or the odds board with human seats).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from arcade_races.boards.geometry import Curve, layout
from arcade_races.client.stage.effects import Floater
from arcade_races.client.stage.fit import Fit, bounds
from arcade_races.client.stage.motion import lerp
from arcade_races.client.stage.zones import STAGE, side_below_corner

Vec = tuple[float, float]
Spot = tuple[int, int]
"""A race space: (lane from 0 = inside, loop index from the finish line)."""

DICE_TRAY = pygame.Rect(STAGE.right - 236, STAGE.bottom - 132, 224, 120)
"""The dice tray, bottom right of the stage (the training and the race use it)."""
CARD_SHOW = pygame.Rect(0, 0, 220, 308)
"""Where a drawn training or gallop card is shown large (centred on the stage)."""
CARD_SHOW.center = STAGE.center
AUCTION_CARD = pygame.Rect(STAGE.left + 250, STAGE.top + 36, 300, 420)
"""The horse card on offer in the auction room."""
STACK = pygame.Rect(STAGE.left + 40, STAGE.top + 96, 160, 224)
"""The auction stack, left of the card on offer."""
TOTE = pygame.Rect(STAGE.left + 20, STAGE.top + 70, STAGE.width - 40, 380)
"""The Totalisator board in the betting room."""
TRAIN_COLUMN = pygame.Rect(STAGE.right - 244, STAGE.top + 46, 236, STAGE.height - 54)
"""The training room's column right of the track: the run, the seats' horses, the horse on
turn, the dice tray at its foot."""
TRAIN_AREA = pygame.Rect(STAGE.left + 34, STAGE.top + 80, TRAIN_COLUMN.left - STAGE.left - 64,
                         STAGE.height - 120)
"""Where the training lane is fitted (room round it for the labels, the barn, the meadow)."""
SEAT_MARGIN = 6
"""Pixels between the seats' panels in the side column."""
COMPACT = 84
"""Seat panels shorter than this are laid out in one row (name and cash left, cards right)."""


def _lane_stations(lane: Mapping[str, Any]) -> list[tuple[int, float]]:
    """(section, fraction along its segment) of each space of one lane, in loop order."""
    offset = float(lane.get("offset", 0))
    out: list[tuple[int, float]] = []
    for section, count in enumerate(lane["spaces"]):
        n = int(count)
        out.extend((section, (k + offset) / n) for k in range(n))
    return out


def _median_gap(pairs: list[tuple[Vec, Vec]], default: float) -> float:
    """The median distance between the points of `pairs` that lie apart (`default` if none
    do): the size things are drawn at, never 0 (the board check keeps spaces apart; this
    keeps the table drawing whatever it is given)."""
    gaps = sorted(d for a, b in pairs if (d := math.dist(a, b)) > 1e-9)
    return gaps[len(gaps) // 2] if gaps else default


START_OUT = 0.8
"""How far outside the outer lane's start space a course's start label stands, in lane gaps
(the outer rail runs at 0.55)."""


def _outward(curves: list[tuple[Curve, ...]]) -> float:
    # Which side of the direction of travel the outer lanes lie: +1 left of it on the screen.
    if len(curves) < 2:
        return 1.0
    x0, y0, angle = curves[0][0].at(0.0)
    x1, y1, _ = curves[-1][0].at(0.0)
    a = math.radians(angle)
    return 1.0 if -math.sin(a) * (x1 - x0) - math.cos(a) * (y1 - y0) >= 0 else -1.0


@dataclass(frozen=True)
class RaceTrack:
    """The race side of a board, in board coordinates.

    `spaces[lane][index]` is a space's centre, `angles[lane][index]` the direction of travel
    there (degrees, 90 = up on the screen), `finish` the finish line (inside end, outside end),
    `placement[place - 1]` the placement spaces in the infield, `spacing` the median distance
    between neighbouring spaces (the size a horse is drawn at), `gap` the distance between
    neighbouring lanes, `outward` which side of the direction of travel the outside is (+1:
    left of it on the screen, -1: right), `starts` each course's start: its name, its start
    space in each lane, and where its label stands, outside the outer lane's start space. The
    box holds all of it, the start labels too (they stood on its edge, cut in half).
    """

    spaces: tuple[tuple[Vec, ...], ...]
    angles: tuple[tuple[float, ...], ...]
    finish: tuple[Vec, Vec]
    placement: tuple[Vec, ...]
    spacing: float
    box: tuple[float, float, float, float]
    segments: tuple[tuple[Curve, ...], ...]
    gap: float = 1.0
    outward: float = 1.0
    starts: tuple[tuple[str, tuple[int, ...], Vec], ...] = ()

    @classmethod
    def of(cls, race: Mapping[str, Any], places: int) -> RaceTrack:
        """The track of the board's `race:` side, with `places` placement spaces."""
        spaces: list[tuple[Vec, ...]] = []
        angles: list[tuple[float, ...]] = []
        curves: list[tuple[Curve, ...]] = []
        for lane in race["lanes"]:
            segs = tuple(Curve({"spaces": 2, "segments": [seg]}) for seg in lane["segments"])
            pts: list[Vec] = []
            dirs: list[float] = []
            for section, frac in _lane_stations(lane):
                curve = segs[section]
                x, y, angle = curve.at(curve.length * frac)
                pts.append((x, y))
                dirs.append(angle)
            spaces.append(tuple(pts))
            angles.append(tuple(dirs))
            curves.append(segs)
        inside = curves[0][0].at(0.0)
        outside = curves[-1][0].at(0.0)
        place = race.get("placement") or {}
        at = place.get("at", [0, 0])
        step = place.get("step", [40, 0])
        placement = tuple((float(at[0]) + k * float(step[0]), float(at[1]) + k * float(step[1]))
                          for k in range(places))
        spacing = _median_gap([pair for lane in spaces for pair in itertools.pairwise(lane)],
                              30.0)
        gap = (math.dist(inside[:2], curves[1][0].at(0.0)[:2]) if len(curves) > 1
               else spacing)
        gap = gap if gap > 1e-9 else spacing  # (lanes on one spot: drawn a space apart)
        outward = _outward(curves)
        starts: list[tuple[str, tuple[int, ...], Vec]] = []
        for name, course in (race.get("courses") or {}).items():
            first = tuple(int(i) for i in course.get("start") or ())
            if first and len(first) <= len(spaces):
                lane = len(first) - 1
                (x, y), a = (spaces[lane][first[lane] % len(spaces[lane])],
                             math.radians(angles[lane][first[lane] % len(angles[lane])]))
                starts.append((str(name), first, (x - math.sin(a) * outward * gap * START_OUT,
                                                  y - math.cos(a) * outward * gap * START_OUT)))
        everything = ([p for lane in spaces for p in lane] + list(placement)
                      + [at for _, _, at in starts])
        box = bounds(everything)
        pad = spacing * 0.8
        return cls(tuple(spaces), tuple(angles), ((inside[0], inside[1]), (outside[0], outside[1])),
                   placement, spacing,
                   (box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad), tuple(curves),
                   gap, outward, tuple(starts))

    def normal(self, angle: float) -> Vec:
        """The unit vector across the track, outward, where the direction of travel is
        `angle` (degrees)."""
        a = math.radians(angle)
        return (-math.sin(a) * self.outward, -math.cos(a) * self.outward)

    def point(self, spot: Spot) -> Vec:
        """The centre of race space `spot` (lane, loop index)."""
        lane = self.spaces[spot[0]]
        return lane[spot[1] % len(lane)]

    def angle(self, spot: Spot) -> float:
        """The direction of travel at `spot`."""
        lane = self.angles[spot[0]]
        return lane[spot[1] % len(lane)]

    def lap(self, lane: int) -> int:
        """The spaces of one lap in `lane`."""
        return len(self.spaces[lane])


class Camera:
    """The race camera: board coordinates to the canvas, at a zoom round a centre.

    At zoom 1 the whole track fills the stage (`home`); zoomed in, the camera keeps its centre
    on `target` (the leading pack) and never shows beyond the board's box. `update(dt)` eases
    the camera towards its target; `rest()` puts it there at once.
    """

    MOST = 1.7
    """The closest the camera goes."""
    EASE = 2.2
    """How fast the camera closes in on its target, per second (exponential)."""

    def __init__(self, rect: pygame.Rect, box: tuple[float, float, float, float]) -> None:
        self.rect = rect
        self.box = box
        self.home = Fit.into(rect, box)
        self.center: Vec = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        self.zoom = 1.0
        self.target: Vec = self.center
        self.target_zoom = 1.0

    def aim(self, center: Vec, zoom: float) -> None:
        """Follow `center` at `zoom` (clamped to 1 .. `MOST`)."""
        self.target_zoom = min(max(zoom, 1.0), self.MOST)
        self.target = self._clamp(center, self.target_zoom)

    def whole(self) -> None:
        """Aim at the whole track."""
        self.aim(((self.box[0] + self.box[2]) / 2, (self.box[1] + self.box[3]) / 2), 1.0)

    def _clamp(self, center: Vec, zoom: float) -> Vec:
        left, top, right, bottom = self.box
        half_w = self.rect.width / (2 * self.home.scale * zoom)
        half_h = self.rect.height / (2 * self.home.scale * zoom)
        mid = ((left + right) / 2, (top + bottom) / 2)
        x = mid[0] if right - left <= 2 * half_w else min(max(center[0], left + half_w),
                                                          right - half_w)
        y = mid[1] if bottom - top <= 2 * half_h else min(max(center[1], top + half_h),
                                                          bottom - half_h)
        return (x, y)

    def update(self, dt: float) -> None:
        """Ease towards the target."""
        k = 1.0 - math.exp(-self.EASE * max(dt, 0.0))
        self.zoom = lerp(self.zoom, self.target_zoom, k)
        self.center = self._clamp((lerp(self.center[0], self.target[0], k),
                                   lerp(self.center[1], self.target[1], k)), self.zoom)
        if abs(self.zoom - self.target_zoom) < 1e-3 and math.dist(self.center,
                                                                  self.target) < 0.05:
            self.rest()

    def rest(self) -> None:
        """Stand on the target at once."""
        self.zoom = self.target_zoom
        self.center = self.target

    @property
    def scale(self) -> float:
        """Canvas pixels per board unit now."""
        return self.home.scale * self.zoom

    def to_screen(self, point: Vec) -> Vec:
        """Where board point `point` is on the canvas now."""
        s = self.scale
        return (self.rect.centerx + (point[0] - self.center[0]) * s,
                self.rect.centery + (point[1] - self.center[1]) * s)

    def to_board(self, point: Vec) -> Vec:
        """The board point under canvas point `point` (the mouse)."""
        s = self.scale
        return (self.center[0] + (point[0] - self.rect.centerx) / s,
                self.center[1] + (point[1] - self.rect.centery) / s)


GROW = Floater.GROW
"""How much larger a rising figure (`Floater`) first pops up."""


class Geometry:
    """Every place at the table, from the board document and the game's static part."""

    def __init__(self, board: Mapping[str, Any], static: Mapping[str, Any], players: int,
                 corner: bool) -> None:
        self.players = players
        self.corner = corner
        """Whether the play scene's corner (the exhibition's, or the odds board with human
        seats) stands over the side column's top: the seats' panels then start below it."""
        training = board["training"]
        self.train_board: list[Vec] = layout(training["path"])
        self.train_decoration: dict[str, Any] = dict(training.get("decoration") or {})
        """The training side's colours and title (grass, path, ink, title)."""
        self.train_fit = Fit.into(TRAIN_AREA, bounds(self.train_board))
        self.train_pts: list[Vec] = self.train_fit.points(self.train_board)
        """Training space k (0: the stable) on the canvas."""
        self.train_spacing = _median_gap(list(itertools.pairwise(self.train_pts)), 40.0)
        places = int(static["lanes"])
        self.race = RaceTrack.of(board["race"], places)
        self.race_side: Mapping[str, Any] = board["race"]
        """The board's `race:` side as written (sections, courses, decoration)."""
        self.camera = Camera(STAGE, self.race.box)
        self.side = side_below_corner(players, corner)
        self.seat_rects = self._seat_rects()
        self.compact = self.seat_rects[0].height < COMPACT
        """Whether the seats' panels are short (many seats under the play scene's corner): then
        name and cash stand on the left and the stable down the right."""

    def _seat_rects(self) -> list[pygame.Rect]:
        side = self.side
        height = (side.height - SEAT_MARGIN * (self.players - 1)) // self.players
        height = min(height, 190)
        return [pygame.Rect(side.left, side.top + k * (height + SEAT_MARGIN), side.width, height)
                for k in range(self.players)]

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The side panel of `seat`."""
        return self.seat_rects[seat]

    def cash_rect(self, seat: int, size: tuple[int, int]) -> pygame.Rect:
        """Where `seat`'s cash figure of `size` stands in its panel: at the name's right, or
        under the name in a short panel."""
        rect = pygame.Rect((0, 0), size)
        panel = self.seat_rects[seat]
        if self.compact:
            rect.bottomleft = (panel.left + 14, panel.bottom - 4)
        else:
            rect.midright = (panel.right - 10, panel.top + 14)
        return rect

    def cash_floater(self, seat: int, cash: pygame.Rect, size: tuple[int, int]) -> tuple[int, int]:
        """The centre of a figure of `size` that pops up when `seat`'s cash (at `cash`)
        changes: under the figure in a tall panel, beside it in a short one (under the name,
        with the stable to its right); inside the seat's own panel, so it is read as that
        seat's, and never on the figure, so the count stays readable as it runs. (The figure
        pops up `Floater.GROW` larger at first: the room is kept for that.)"""
        width, height = size
        half_w, half_h = round(width * (1 + GROW) / 2), round(height * (1 + GROW) / 2)
        if self.compact:
            return cash.right + 6 + half_w, cash.centery
        return cash.right - half_w, cash.bottom + 2 + half_h

    def stable_slot(self, seat: int, k: int, count: int) -> pygame.Rect:
        """The `k`-th of `count` horse cards in `seat`'s stable, as a small card in its panel."""
        rect = self.seat_rects[seat]
        count = max(count, 1)
        if self.compact:
            # A short panel: name and cash on the left, the cards down its right side.
            height = rect.height - 8
            width = min(int(height * 0.72), (rect.width - 150) // count - 4)
            height = min(height, int(width / 0.72))
            right = rect.right - 8
            return pygame.Rect(right - (count - k) * (width + 4) + 4, rect.top + 4, width, height)
        top = rect.top + 28
        room_h = max(24, rect.height - 34)
        room_w = rect.width - 14
        best = (0, 1, 0)
        # As many rows as make the cards largest (a big stable in a tall panel wraps).
        for rows in (1, 2, 3):
            per_row = -(-count // rows)
            height = (room_h - 4 * (rows - 1)) // rows
            width = min(int(height * 0.72), room_w // per_row - 4)
            height = min(height, int(width / 0.72))
            if height > best[0]:
                best = (height, rows, width)
        height, rows, width = best
        per_row = -(-count // rows)
        row, col = divmod(k, per_row)
        return pygame.Rect(rect.left + 10 + col * (width + 4), top + row * (height + 4), width,
                           height)

    def train_point(self, at: float) -> Vec:
        """A point `at` spaces along the training lane (fractions between spaces)."""
        pts = self.train_pts
        if at <= 0:
            return pts[0]
        if at >= len(pts) - 1:
            return pts[-1]
        k = int(at)
        return (lerp(pts[k][0], pts[k + 1][0], at - k), lerp(pts[k][1], pts[k + 1][1], at - k))

    def train_lane_offset(self, seat: int, players: int) -> Vec:
        """Where a seat's figure stands within a training space, so figures sharing one show."""
        r = self.train_spacing * 0.22
        angle = 2 * math.pi * seat / max(players, 1)
        return (r * math.cos(angle), r * math.sin(angle)) if players > 1 else (0.0, 0.0)


__all__ = ["AUCTION_CARD", "CARD_SHOW", "DICE_TRAY", "STACK", "TOTE", "TRAIN_AREA",
           "TRAIN_COLUMN", "Camera", "Geometry", "RaceTrack", "Spot"]
