"""The hall camera of a long velodrome: the whole lap at the start and the end of a day, the
leading pack close up in between.

The track (`geometry.Track`) is laid out once in *hall* coordinates: the whole lap fitted into
the stage, as the fixed view shows it. The camera maps hall points to the canvas at a zoom
round a centre (`to_screen`), easing there like a critically damped spring (no overshoot, no
jolt when the target moves on after every card). `Lens` is the track as the camera shows it
now, with the same calls as `Track`, so the drawing code draws the same way at any zoom.
`Levels` keeps the hall's static picture scaled once per zoom level (built a strip a frame
before it is needed), so a zoomed frame is one blit.

A board whose riders already stand full size in the fixed view (the velodrome: a cap of 9 px
and more) keeps the fixed view: the whole field is then always in sight and readable.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator
from typing import Any

import pygame

from arcade_races.client.stage.zones import STAGE as ARENA
from arcade_races.client.views.six_day.art import rider_width
from arcade_races.client.views.six_day.geometry import Track
from arcade_races.client.views.six_day.model import Table

Vec = tuple[float, float]

LEVELS: tuple[float, ...] = (1.0, 1.35, 1.7)
"""The zooms the camera stands at; the hall's picture is scaled once to each."""
FOLLOW_BELOW = 9
"""A track whose riders' cap is smaller than this in the fixed view is followed close up."""
STRIPS = 6
"""A zoom level's picture is scaled a strip a frame (a whole one is ~8 ms of CPU)."""


def follows(geo: Track) -> bool:
    """Whether the camera follows the pack on this track (else the fixed whole view)."""
    return geo.r < FOLLOW_BELOW


class Spring:
    """A value eased towards a target as a critically damped spring: `omega` sets the pace
    (about 4 / omega seconds to settle), the motion never overshoots and its speed never
    jumps when the target moves."""

    def __init__(self, value: float, omega: float) -> None:
        self.value = value
        self.speed = 0.0
        self.omega = omega

    def step(self, target: float, dt: float) -> None:
        """Advance `dt` seconds towards `target` (the exact solution, stable at any dt)."""
        w = self.omega
        x = self.value - target
        e = math.exp(-w * dt)
        temp = (self.speed + w * x) * dt
        self.value = target + (x + temp) * e
        self.speed = (self.speed - w * temp) * e

    def rest(self, target: float) -> None:
        """Stand on `target` at once."""
        self.value = target
        self.speed = 0.0


class Camera:
    """Hall points to the canvas: `zoom` round `center`, never showing beyond the hall."""

    OMEGA = 2.4
    """The spring's pace: about 1.7 s from one framing to the next."""

    def __init__(self, rect: pygame.Rect = ARENA) -> None:
        self.rect = rect
        mid = (float(rect.centerx), float(rect.centery))
        self._x = Spring(mid[0], self.OMEGA)
        self._y = Spring(mid[1], self.OMEGA)
        self._z = Spring(1.0, self.OMEGA)
        self.target: Vec = mid
        self.target_zoom = 1.0

    @property
    def center(self) -> Vec:
        """The hall point in the middle of the stage now."""
        return self._clamp((self._x.value, self._y.value), self.zoom)

    @property
    def zoom(self) -> float:
        """The zoom now (1: the whole hall)."""
        return min(max(self._z.value, LEVELS[0]), LEVELS[-1])

    def aim(self, center: Vec, zoom: float) -> None:
        """Follow `center` at `zoom`."""
        self.target_zoom = min(max(zoom, LEVELS[0]), LEVELS[-1])
        self.target = self._clamp(center, self.target_zoom)

    def whole(self) -> None:
        """Aim at the whole hall."""
        self.aim((float(self.rect.centerx), float(self.rect.centery)), 1.0)

    def _clamp(self, center: Vec, zoom: float) -> Vec:
        half_w = self.rect.width / (2 * zoom)
        half_h = self.rect.height / (2 * zoom)
        return (min(max(center[0], self.rect.left + half_w), self.rect.right - half_w),
                min(max(center[1], self.rect.top + half_h), self.rect.bottom - half_h))

    def update(self, dt: float) -> None:
        """Ease towards the target."""
        dt = min(max(dt, 0.0), 0.1)
        self._z.step(self.target_zoom, dt)
        self._x.step(self.target[0], dt)
        self._y.step(self.target[1], dt)
        if (abs(self._z.value - self.target_zoom) < 1e-3
                and math.dist((self._x.value, self._y.value), self.target) < 0.05
                and abs(self._x.speed) + abs(self._y.speed) + abs(self._z.speed) < 0.05):
            self.rest()

    def rest(self) -> None:
        """Stand on the target at once."""
        self._z.rest(self.target_zoom)
        self._x.rest(self.target[0])
        self._y.rest(self.target[1])

    @property
    def still(self) -> bool:
        """Whether the camera stands at the whole hall."""
        return self.zoom <= 1.0 + 1e-4

    def to_screen(self, point: Vec) -> Vec:
        """Where hall point `point` is on the canvas now."""
        z = self.zoom
        cx, cy = self.center
        return (self.rect.centerx + (point[0] - cx) * z, self.rect.centery + (point[1] - cy) * z)

    def rect_to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        """Hall rectangle `rect` on the canvas now."""
        x, y = self.to_screen((rect.left, rect.top))
        z = self.zoom
        return pygame.Rect(round(x), round(y), round(rect.width * z), round(rect.height * z))


def pack_aim(geo: Track, table: Table, active: bool) -> tuple[Vec, float]:
    """Where the camera should look, from the table alone: the whole hall at the start of a
    day (its first round), once a rider is over the line and while `active` is false (a
    result pad up, the racing done); else the leader and the riders close behind it, as
    close as keeps them all in frame."""
    whole = ((float(ARENA.centerx), float(ARENA.centery)), 1.0)
    riding = [s for s in range(table.players) if s not in table.crossed
              and table.riders[s].fin < 0]
    if (not active or table.phase not in ("play", "change", "draw") or table.round <= 1
            or table.crossed or not riding):
        return whole
    riding.sort(key=lambda s: -table.riders[s].at)
    pad = geo.hw + geo.piece
    xs: list[float] = []
    ys: list[float] = []
    zoom = LEVELS[-1]
    for k, seat in enumerate(riding):
        rider = table.riders[seat]
        x, y = geo.point(rider.at, rider.lane)
        nx, ny = [*xs, x], [*ys, y]
        w = max(nx) - min(nx) + 2 * pad
        h = max(ny) - min(ny) + 2 * pad
        fit = min(ARENA.width / w, ARENA.height / h)
        best = max((z for z in LEVELS if z <= fit), default=LEVELS[0])
        if k and best < zoom and best < LEVELS[1]:
            break  # this rider is too far back to keep with the pack close up
        xs, ys, zoom = nx, ny, best
    if zoom <= LEVELS[0]:
        return whole
    return (((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2), zoom)


class Lens:
    """The track as the camera shows it now: `Track`'s calls, in canvas pixels. Lanes given
    to `point` and `frame` are canvas pixels at the zoom; a rider's own lane and row (the
    model's, hall pixels) go to `rider_xy` as they are."""

    def __init__(self, geo: Track, camera: Camera) -> None:
        self.base = geo
        self.camera = camera
        self.r = geo.r
        """The riders' cap size at the zoom level drawn now (see `level`)."""

    def __getattr__(self, name: str) -> Any:
        # Everything that does not point at the track (the standings, the finish...) as is.
        return getattr(self.base, name)

    def level(self) -> float:
        """The zoom level whose rider art is drawn now (the nearest to the zoom)."""
        z = self.camera.zoom
        return min(LEVELS, key=lambda level: abs(level - z))

    def sync(self) -> None:
        """Take the camera's zoom for the sizes (once a frame)."""
        self.r = max(self.base.r, round(self.base.r * self.level()))

    @property
    def zoom(self) -> float:
        """Canvas pixels per hall pixel now."""
        return self.camera.zoom

    @property
    def hw(self) -> float:
        """Half the boards' width on the canvas."""
        return self.base.hw * self.camera.zoom

    @property
    def piece(self) -> int:
        """A rider's width as drawn now."""
        return rider_width(self.r)

    @property
    def spacing(self) -> float:
        """Canvas pixels between neighbouring spaces now."""
        return self.base.spacing * self.camera.zoom

    @property
    def infield(self) -> pygame.Rect:
        """The infield's clear rectangle on the canvas."""
        return self.camera.rect_to_screen(self.base.infield)

    @property
    def stack_pts(self) -> tuple[Vec, Vec]:
        """The black card stacks on the canvas (in the side panel: as they are)."""
        pts = self.base.stack_pts
        if not ARENA.collidepoint(pts[0]):
            return pts
        return (self.camera.to_screen(pts[0]), self.camera.to_screen(pts[1]))

    def point(self, s: float, lane: float = 0.0) -> Vec:
        """The canvas point `s` spaces along the lap, `lane` canvas px towards the infield."""
        return self.camera.to_screen(self.base.point(s, lane / self.camera.zoom))

    def frame(self, s: float) -> tuple[float, float, float, float, float]:
        """`Track.frame` on the canvas: the centre line's point, inside normal, direction."""
        x, y, nx, ny, angle = self.base.frame(s)
        sx, sy = self.camera.to_screen((x, y))
        return (sx, sy, nx, ny, angle)

    def rider_xy(self, at: float, lane: float, row: float, lift: float, fin: int,
                 off: float) -> Vec:
        """`Track.rider_xy` on the canvas (the model's lane, row and lift as they are)."""
        return self.camera.to_screen(self.base.rider_xy(at, lane, row, lift, fin, off))

    def apron(self, slot: int) -> Vec:
        """Where the `slot`th rider over the line waits, on the canvas."""
        return self.camera.to_screen(self.base.apron(slot))

    def outside(self, s: float, dist: float) -> Vec:
        """A spot `dist` canvas px outside the boards at `s`."""
        return self.camera.to_screen(self.base.outside(s, dist / self.camera.zoom))

    def rect(self, rect: pygame.Rect) -> pygame.Rect:
        """A hall rectangle (a fixed label's box) on the canvas, at its own size (the labels
        are scaled with the hall, their boxes drawn round the same middle)."""
        box = self.camera.rect_to_screen(rect)
        return box


class Levels:
    """The hall's static picture (the stage part of the view's static layer) scaled once to
    each zoom level, kept by board (bounded: `LEVELS`)."""

    def __init__(self, source: Callable[[], pygame.Surface], store: dict[Hashable, Any]) -> None:
        self.source = source
        self.store = store
        self._building: tuple[float, Iterator[bool]] | None = None

    def get(self, level: float) -> pygame.Surface | None:
        """The picture at `level` if built (level 1: the hall itself)."""
        if level <= LEVELS[0]:
            return self.source().subsurface(ARENA)
        image = self.store.get(level)
        return image if isinstance(image, pygame.Surface) else None

    def warm(self) -> bool:
        """Build a strip of the next missing level; False once all are built."""
        if self._building is None:
            missing = [z for z in LEVELS[1:] if z not in self.store]
            if not missing:
                return False
            self._building = (missing[0], self._build(missing[0]))
        steps = self._building[1]
        if not next(steps, False):  # the strips yield True; False once the level is kept
            self._building = None
        return True

    def _build(self, level: float) -> Iterator[bool]:
        hall = self.source().subsurface(ARENA)
        w, h = ARENA.size
        out = pygame.Surface((round(w * level), round(h * level))).convert()
        rows = -(-h // STRIPS)
        margin = 3
        for k in range(STRIPS):
            top, bottom = k * rows, min(h, (k + 1) * rows)
            if top >= bottom:
                continue
            # A strip with a few rows either side, scaled and cut: no seam between strips.
            lo, hi = max(0, top - margin), min(h, bottom + margin)
            part = pygame.transform.smoothscale(hall.subsurface((0, lo, w, hi - lo)),
                                                (out.get_width(), round((hi - lo) * level)))
            y0, y1 = round(top * level), round(bottom * level)
            out.blit(part, (0, y0), pygame.Rect(0, y0 - round(lo * level), out.get_width(),
                                                y1 - y0))
            yield True
        self.store[level] = out

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        """The hall as the camera shows it now, over the stage of `surface`."""
        zoom = camera.zoom
        sharper = min((z for z in LEVELS if z >= zoom - 1e-4), default=LEVELS[-1])
        image = self.get(sharper)
        while image is None:
            # Not built yet (the camera moved in before its warm-up): finish it now.
            self.warm()
            image = self.get(sharper)
        left, top = camera.to_screen((ARENA.left, ARENA.top))
        if abs(sharper - zoom) < 1e-4:
            src = _visible(image, left, top, 1.0)
            surface.blit(image, (round(left) + src.left, round(top) + src.top), src)
            return
        # Between levels: the part of the sharper level the stage shows, scaled to the zoom.
        k = zoom / sharper
        src = _visible(image, left, top, k)
        if src.width <= 0 or src.height <= 0:
            return
        size = (max(1, round(src.width * k)), max(1, round(src.height * k)))
        scaled = pygame.transform.scale(image.subsurface(src), size)
        surface.blit(scaled, (round(left + src.left * k), round(top + src.top * k)))


def _visible(image: pygame.Surface, left: float, top: float, k: float) -> pygame.Rect:
    """The part of `image` (drawn at `left, top`, scaled by `k`) that falls on the stage."""
    x0 = max(0.0, (ARENA.left - left) / k)
    y0 = max(0.0, (ARENA.top - top) / k)
    x1 = min(float(image.get_width()), (ARENA.right - left) / k)
    y1 = min(float(image.get_height()), (ARENA.bottom - top) / k)
    src = pygame.Rect(math.floor(x0), math.floor(y0), math.ceil(x1 - math.floor(x0)),
                      math.ceil(y1 - math.floor(y0)))
    return src.clip(image.get_rect())


__all__ = ["FOLLOW_BELOW", "LEVELS", "Camera", "Lens", "Levels", "Spring", "follows",
           "pack_aim"]
