"""The race track of the Rennfieber table, as pictures: the oval from the board's `race:` side
(turf in mowed lane stripes, the infield, white rails, the spaces, the finish line's chequers,
the start rows of both courses, the sections' names, the board's title and the placement
spaces with their rosettes), and the horses on it.

The track is painted once per zoom level the camera stands at (`LEVELS`) and kept; while the
camera glides between levels the nearest sharper level is scaled (nearest pixel, the cheap
way) to the moment's zoom, so no frame smooth-scales a big surface. Horses are drawn at a
size quantised to whole even pixels, so the art's cache serves them.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator, Mapping, Sequence
from typing import Any

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.effects import Effect, hex_color
from arcade_races.client.stage.motion import hop, lerp
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.art import Art
from arcade_races.client.views.rennfieber.geometry import Camera, RaceTrack
from arcade_races.games.rennfieber.config import GallopCard, Rules

Color = tuple[int, int, int]
Vec = tuple[float, float]

LEVELS: tuple[float, ...] = (1.0, 1.2, 1.45, 1.7)
"""The zooms the track is painted at (the camera aims only at these)."""
SUPER = 2
"""The track is painted this many times larger, then smoothed down once."""
SAMPLES = 28
"""Points per section when the lanes' curves are traced."""
MOST_TYPE = 200
"""The largest type painted on the track, in painted pixels (`SUPER` times the screen's):
type grows with the lanes' width, and a board with lanes far apart would ask for type
thousands of pixels high (seconds to render). The built-in tracks stay below it."""


def level_of(zoom: float) -> float:
    """The painted level at or just below `zoom` (the camera aims at these)."""
    return max((z for z in LEVELS if z <= zoom + 1e-6), default=LEVELS[0])


def heading(a: Vec, b: Vec) -> float:
    """The direction from `a` to `b` in degrees counter-clockwise on the screen (0 = right)."""
    return math.degrees(math.atan2(-(b[1] - a[1]), b[0] - a[0])) % 360.0


class TrackArt:
    """The painted track of one board, level by level, and the sizes things take on it."""

    def __init__(self, assets: Assets, art: Art, race: RaceTrack, side: Mapping[str, Any],
                 camera: Camera, key: Hashable = None) -> None:
        self.assets = assets
        self.art = art
        self.race = race
        self.side = side
        self.camera = camera
        deco = side.get("decoration") or {}
        self.turf = hex_color(deco.get("turf"), (63, 138, 58))
        self.infield = hex_color(deco.get("infield"), (108, 176, 79))
        self.rail = hex_color(deco.get("rail"), (244, 241, 232))
        self.ink = hex_color(deco.get("ink"), (255, 250, 240))
        self.title = str(deco.get("title") or "")
        self.gap = race.gap
        """Board units between neighbouring lanes (never 0: lanes starting on one spot are
        refused by the board check, and drawn a space apart if they get here)."""
        # The levels painted for this board (by the view's table key) are kept for the next
        # evening's track; without a key they are this track's own.
        self._levels: dict[float, pygame.Surface] = (
            {} if key is None else assets.kept((key, "race_levels", art.colour_blind), dict))
        self._painting: tuple[float, Iterator[None]] | None = None
        """The level being painted a step a frame before the race needs it, and its steps."""

    # -- sizes -------------------------------------------------------------------------------

    def unit(self, zoom: float) -> float:
        """Canvas pixels per board unit at `zoom`."""
        return self.camera.home.scale * zoom

    def horse_size(self, zoom: float) -> int:
        """How long a horse is drawn at `zoom` (even pixels, so the art's cache holds)."""
        return max(16, round(min(self.gap, self.race.spacing) * 1.9 * self.unit(zoom) / 2) * 2)

    def _type(self, k: float, s: float, least: int) -> int:
        """A type size of `k` lane widths at painting scale `s`, from `least` to `MOST_TYPE`."""
        return min(MOST_TYPE, max(least, round(self.gap * k * s)))

    def space_radius(self, zoom: float) -> float:
        """The radius of a space's marker at `zoom`, in pixels."""
        return min(self.gap, self.race.spacing) * 0.4 * self.unit(zoom)

    # -- the lanes as curves ---------------------------------------------------------------

    def _trace(self, lane: int, side: float = 0.0) -> list[Vec]:
        """Lane `lane`'s line round the loop, `side` board units outward of it."""
        out: list[Vec] = []
        for curve in self.race.segments[lane]:
            for k in range(SAMPLES):
                x, y, angle = curve.at(curve.length * k / SAMPLES)
                nx, ny = self._normal(angle)
                out.append((x + nx * side, y + ny * side))
        return out

    def _normal(self, angle: float) -> Vec:
        return self.race.normal(angle)

    def _band(self, lane: int) -> list[Vec]:
        """The edge between lane `lane` and the one outside it (the outer rail past the last)."""
        lanes = len(self.race.segments)
        if lane < 0:
            return self._trace(0, -self.gap * 0.55)
        if lane >= lanes - 1:
            return self._trace(lanes - 1, self.gap * 0.55)
        a, b = self._trace(lane), self._trace(lane + 1)
        return [((p[0] + q[0]) / 2, (p[1] + q[1]) / 2) for p, q in zip(a, b, strict=True)]

    # -- painting --------------------------------------------------------------------------

    def level(self, zoom: float) -> pygame.Surface:
        """The track painted at level `zoom` (one of `LEVELS`), the box's top left at (0, 0)."""
        surf = self._levels.get(zoom)
        if surf is None:
            steps = (self._painting[1] if self._painting is not None
                     and self._painting[0] == zoom else self._paint(zoom))
            for _ in steps:
                pass
            self._painting = None
            surf = self._levels[zoom]
        return surf

    def warm(self) -> bool:
        """Paint one step of the next level not painted yet (the rooms before the race call
        this every frame, so the race's first frames only blit); False once all are painted."""
        if self._painting is None:
            todo = [z for z in LEVELS if z not in self._levels]
            if not todo:
                return False
            self._painting = (todo[0], self._paint(todo[0]))
        if next(self._painting[1], StopIteration) is StopIteration:
            self._painting = None
        return True

    def _paint(self, zoom: float) -> Iterator[None]:
        """Paint level `zoom` into `_levels`, a few milliseconds a step."""
        box = self.race.box
        s = self.unit(zoom) * SUPER
        size = (max(1, math.ceil((box[2] - box[0]) * s)), max(1, math.ceil((box[3] - box[1]) * s)))
        surf = pygame.Surface(size)

        def p(point: Vec) -> Vec:
            return ((point[0] - box[0]) * s, (point[1] - box[1]) * s)

        surf.fill(darken(self.turf, 0.35))
        lanes = len(self.race.segments)
        edges = [[p(q) for q in self._band(k)] for k in range(-1, lanes)]
        yield
        pygame.draw.polygon(surf, darken(self.turf, 0.12), _grow(edges[-1], p, s, self))
        for k in range(lanes, 0, -1):
            shade = self.turf if k % 2 else lighten(self.turf, 0.07)
            pygame.draw.polygon(surf, shade, edges[k])
        pygame.draw.polygon(surf, self.infield, edges[0])
        yield
        self._infield_pattern(surf, edges[0], s)
        yield
        rail = max(2, round(self.gap * 0.09 * s))
        for edge in (edges[0], edges[-1]):
            pygame.draw.lines(surf, darken(self.rail, 0.45), True,
                              [(x + rail * 0.5, y + rail * 0.7) for x, y in edge], rail)
            pygame.draw.lines(surf, self.rail, True, edge, rail)
        for k in range(1, lanes):
            pygame.draw.lines(surf, lighten(self.turf, 0.16), True, edges[k], max(1, rail // 3))
        yield
        self._spaces(surf, p, s)
        self._starts(surf, p, s)
        yield
        self._finish_line(surf, p, s)
        self._names(surf, p, s)
        yield
        self._placements(surf, p, s)
        yield
        self._levels[zoom] = pygame.transform.smoothscale(
            surf, (math.ceil(size[0] / SUPER), math.ceil(size[1] / SUPER)))

    def _infield_pattern(self, surf: pygame.Surface, edge: list[Vec], s: float) -> None:
        # Mowing stripes across the infield, clipped to it through a mask of its shape.
        mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), edge)
        stripes = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        width = max(4, round(self.gap * 1.2 * s))
        light = (*lighten(self.infield, 0.06), 255)
        for x in range(0, surf.get_width(), width * 2):
            pygame.draw.rect(stripes, light, (x, 0, width, surf.get_height()))
        stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(stripes, (0, 0))

    def _spaces(self, surf: pygame.Surface, p: Any, s: float) -> None:
        r = min(self.gap, self.race.spacing) * 0.36 * s
        rim = darken(self.turf, 0.3)
        face = lighten(self.turf, 0.22)
        for lane in self.race.spaces:
            for point in lane:
                c = p(point)
                pygame.draw.circle(surf, rim, (c[0], c[1] + r * 0.12), r)
                pygame.draw.circle(surf, face, c, r * 0.92)
                pygame.draw.circle(surf, lighten(face, 0.12), c, r * 0.92, max(1, round(r * 0.1)))

    def _across(self, lane: int, index: int, p: Any, s: float, back: float) -> tuple[Vec, Vec]:
        """A bar across space (lane, index), `back` board units behind its centre."""
        x, y = self.race.point((lane, index))
        a = math.radians(self.race.angle((lane, index)))
        dx, dy = math.cos(a), -math.sin(a)
        cx, cy = x - dx * back, y - dy * back
        half = self.gap * 0.5
        return p((cx - dy * half, cy + dx * half)), p((cx + dy * half, cy - dx * half))

    def _starts(self, surf: pygame.Surface, p: Any, s: float) -> None:
        courses = {name: (first, where) for name, first, where in self.race.starts}
        for name, color in (("short", self.rail), ("long", theme.GOLD)):
            if name not in courses:
                continue
            starts, where = courses[name]
            for lane, index in enumerate(starts):
                a, b = self._across(lane, index, p, s, min(self.gap, self.race.spacing) * 0.52)
                pygame.draw.line(surf, color, a, b, max(2, round(self.gap * 0.08 * s)))
            image = self.assets.text(f"START {name.upper()}", self._type(0.34, s, 10), color,
                                     "condensed")
            at = p(where)
            # The box holds the label's spot (`RaceTrack.starts`); kept whole on the surface
            # even where a custom board's start stands it on end near the edge.
            rect = image.get_rect(center=(round(at[0]), round(at[1]))).clamp(surf.get_rect())
            surf.blit(image, rect)

    def _finish_line(self, surf: pygame.Surface, p: Any, s: float) -> None:
        inner, outer = self.race.finish
        length = math.dist(inner, outer)
        if length <= 0:
            return
        ux, uy = (outer[0] - inner[0]) / length, (outer[1] - inner[1]) / length
        half = self.gap * 0.55
        a = (inner[0] - ux * half, inner[1] - uy * half)
        total = length + 2 * half
        cell = self.gap * 0.26
        cells = min(max(2, round(total / cell)), 400)
        cell = total / cells
        tx, ty = -uy, ux  # along the track (either way: the chequers are symmetric)
        for k in range(cells):
            for col in (-1, 0):
                c0 = (a[0] + ux * cell * k + tx * cell * col,
                      a[1] + uy * cell * k + ty * cell * col)
                quad = [c0, (c0[0] + ux * cell, c0[1] + uy * cell),
                        (c0[0] + ux * cell + tx * cell, c0[1] + uy * cell + ty * cell),
                        (c0[0] + tx * cell, c0[1] + ty * cell)]
                white = (k + col) % 2 == 0
                pygame.draw.polygon(surf, (250, 250, 250) if white else (24, 24, 30),
                                    [p(q) for q in quad])
        end = (inner[0] - ux * half * 2.0, inner[1] - uy * half * 2.0)
        image = self.assets.text("ZIEL", self._type(0.5, s, 10), self.ink, "bold")
        e = p(end)
        surf.blit(image, image.get_rect(center=(round(e[0]), round(e[1]))))

    def _names(self, surf: pygame.Surface, p: Any, s: float) -> None:
        sections = self.side.get("sections") or []
        size = self._type(0.5, s, 10)
        color = mix(self.infield, self.ink, 0.75)
        for k, name in enumerate(sections):
            if k >= len(self.race.segments[0]):
                break
            curve = self.race.segments[0][k]
            x, y, angle = curve.at(curve.length / 2)
            nx, ny = self._normal(angle)
            spot = (x - nx * self.gap * 1.1, y - ny * self.gap * 1.1)
            if any(math.dist(spot, q) < self.gap * 2.2 for q in self.race.placement) or (
                    math.dist(spot, self.race.finish[0]) < self.gap * 3.5):
                continue  # the placement spaces or the finish line's name stand there
            at = p(spot)
            image = self.assets.text(str(name).upper(), size, color, "condensed")
            turn = (angle + 180) % 360 if 90 < angle % 360 < 270 else angle
            if abs(((turn + 180) % 360) - 180) > 60:
                turn = 0.0
            image = pygame.transform.rotozoom(image, turn, 1.0)
            surf.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))
        if self.title:
            centre = _centroid([p(q) for q in self._trace(0)])
            big = self.assets.text(self.title, self._type(1.25, s, 12),
                                   lighten(self.infield, 0.3), "bold")
            shade = self.assets.text(self.title, self._type(1.25, s, 12),
                                     darken(self.infield, 0.2), "bold")
            y = centre[1] - self.gap * 0.9 * s
            surf.blit(shade, shade.get_rect(center=(round(centre[0] + 3 * SUPER),
                                                    round(y + 3 * SUPER))))
            surf.blit(big, big.get_rect(center=(round(centre[0]), round(y))))

    def _placements(self, surf: pygame.Surface, p: Any, s: float) -> None:
        r = min(self.gap, self.race.spacing) * 0.62 * s
        for place, point in enumerate(self.race.placement, start=1):
            c = p(point)
            plate = pygame.Rect(0, 0, round(r * 2.1), round(r * 1.2))
            plate.center = (round(c[0]), round(c[1] + r * 0.35))
            pygame.draw.ellipse(surf, darken(self.infield, 0.35), plate.move(0, round(r * 0.15)))
            pygame.draw.ellipse(surf, lighten(self.infield, 0.25), plate)
            pygame.draw.ellipse(surf, self.rail, plate, max(1, round(r * 0.08)))
            size = max(8, round(r * 1.05))
            rosette = self.art.rosette(place, size)
            big = pygame.transform.smoothscale(rosette, (size, size))
            surf.blit(big, big.get_rect(midtop=(plate.centerx, plate.bottom - round(r * 0.2))))

    # -- on the canvas ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The track as the camera shows it now (clipped to the stage by the caller)."""
        cam = self.camera
        box = self.race.box
        zoom = cam.zoom
        level = min((z for z in LEVELS if z >= zoom - 1e-6), default=LEVELS[-1])
        image = self.level(level)
        surface.fill(darken(self.turf, 0.35), STAGE)
        origin = cam.to_screen((box[0], box[1]))
        if abs(level - zoom) < 1e-4:
            surface.blit(image, (round(origin[0]), round(origin[1])))
            return
        # Between levels: the part of the sharper level the stage shows, scaled to the zoom.
        k = zoom / level
        left = max(0.0, (STAGE.left - origin[0]) / k)
        top = max(0.0, (STAGE.top - origin[1]) / k)
        right = min(float(image.get_width()), (STAGE.right - origin[0]) / k)
        bottom = min(float(image.get_height()), (STAGE.bottom - origin[1]) / k)
        if right <= left or bottom <= top:
            return
        src = pygame.Rect(math.floor(left), math.floor(top),
                          math.ceil(right - math.floor(left)), math.ceil(bottom - math.floor(top)))
        src = src.clip(image.get_rect())
        part = image.subsurface(src)
        size = (max(1, round(src.width * k)), max(1, round(src.height * k)))
        scaled = pygame.transform.scale(part, size)
        surface.blit(scaled, (round(origin[0] + src.left * k), round(origin[1] + src.top * k)))

    def screen(self, point: Vec) -> Vec:
        """A board point on the canvas now."""
        return self.camera.to_screen(point)


class CardShow(Effect):
    """A card flying from `a` to `b` as it turns over (the back first), shown large there for
    the rest of its `life` with its `caption` beside it, then fading out."""

    FLY = 0.32
    FADE = 0.22

    def __init__(self, face: pygame.Surface, back: pygame.Surface, a: Vec, b: Vec,
                 life: float, caption: pygame.Surface | None = None) -> None:
        self.face, self.back, self.a, self.b, self.life = face, back, a, b, life
        self.caption = caption

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed
        if self.caption is not None and t >= self.FLY * 0.6:
            left = self.life - t
            cap = self.caption
            if left < self.FADE:
                cap = cap.copy()
                cap.set_alpha(max(0, round(255 * left / self.FADE)))
            at = (round(self.b[0] + self.face.get_width() / 2 + 16), round(self.b[1]))
            surface.blit(cap, cap.get_rect(midleft=at))
        if t < self.FLY:
            u = t / self.FLY
            e = 1 - (1 - u) ** 2
            image = self.back if u < 0.5 else self.face
            w, h = image.get_size()
            grow = 0.3 + 0.7 * e
            squash = abs(math.cos(math.pi * u))
            image = pygame.transform.smoothscale(image, (max(1, round(w * grow * squash)),
                                                         max(1, round(h * grow))))
            x, y = lerp(self.a[0], self.b[0], e), lerp(self.a[1], self.b[1], e) - 40 * hop(u)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
            return
        image = self.face
        left = self.life - t
        if left < self.FADE:
            image = image.copy()
            image.set_alpha(max(0, round(255 * left / self.FADE)))
        surface.blit(image, image.get_rect(center=(round(self.b[0]), round(self.b[1]))))


def caption(assets: Assets, title: str, sub: str, color: Color, width: int = 360
            ) -> pygame.Surface:
    """A card's caption: its `title` large in `color`, what it does (`sub`) below, on a dark
    plate `width` wide (the words wrapped to two lines at most)."""
    lines: list[str] = []
    for word in sub.split():
        if lines and assets.font(22, "bold").size(f"{lines[-1]} {word}")[0] <= width - 32:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    lines = lines[:3]
    size = 46
    while size > 20 and assets.font(size, "bold").size(title)[0] > width - 32:
        size -= 2
    big = assets.text(title, size, color, "bold")
    height = 28 + big.get_height() + 28 * len(lines)
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*theme.BG_DEEP, 225), surf.get_rect(), border_radius=16)
    pygame.draw.rect(surf, color, surf.get_rect(), 3, border_radius=16)
    surf.blit(assets.text(title, size, darken(color, 0.6), "bold"), (19, 15))
    surf.blit(big, (16, 12))
    for k, line in enumerate(lines):
        surf.blit(assets.text(line, 22, theme.INK, "bold"), (16, 16 + big.get_height() + 28 * k))
    return surf


def kept_id(rules: Rules, kind: str) -> int | None:
    """The id of the first training card of `kind` (karriere, durchbruch): its face."""
    return next((c.id for c in rules.training_cards if c.kind == kind), None)


def gallop_words(card: GallopCard, name: str) -> str:
    """What a gallop card does to horse `name`, in words."""
    if card.effect == "push" and card.spaces:
        words = f"{name} surges {card.spaces} space{'s' if card.spaces != 1 else ''} on"
    elif card.effect == "hold":
        words = f"{name} sits the next turn out"
    elif card.effect == "stride" and card.spaces:
        words = f"{name} breaks stride: {card.spaces} less next time"
    elif card.effect == "shift":
        words = f"{name} shifts one lane {'in' if card.lane == 'in' else 'out'}"
    else:
        words = f"{name}: {card.title}"
    if card.cash:
        sign = "+" if card.cash > 0 else "\u2212"
        words += f"  ·  {sign}{abs(card.cash):,}"
    return words


def _centroid(points: Sequence[Vec]) -> Vec:
    n = max(1, len(points))
    return (sum(x for x, _ in points) / n, sum(y for _, y in points) / n)


def _grow(edge: list[Vec], p: Any, s: float, art: TrackArt) -> list[Vec]:
    """The outer rail pushed out a little further: the cinder strip beyond it."""
    return [p(q) for q in art._trace(len(art.race.segments) - 1, art.gap * 0.9)]


__all__ = ["LEVELS", "SUPER", "CardShow", "TrackArt", "caption", "gallop_words", "heading",
           "kept_id", "level_of"]
