"""The Trainingsbahn drawn once: the grass, the lane from the board file, the stable (a little
barn) at space 0, the meadow (a fenced green with flowers) at the end, every instruction space
with its icon and its label on a sign beside it, and the space numbers.

`TrainingBoard.surface` is the stage's picture of the training side, made on first use and
kept; the training room draws it under the figures every frame.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.effects import hex_color
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber.art_cards import arrow, coins, stop_sign
from arcade_races.client.views.rennfieber.geometry import TRAIN_COLUMN

if TYPE_CHECKING:
    from arcade_races.client.views.rennfieber.stage import Parts
    from arcade_races.games.rennfieber.config import Square

Color = tuple[int, int, int]
Vec = tuple[float, float]

GRASS: Color = (90, 154, 60)
PATH: Color = (216, 192, 138)
INK: Color = (46, 36, 22)
SIGN_SIZE = 17
"""The labels' type size on the instruction signs."""
KIND_COLORS: dict[str, Color] = {"card": (238, 196, 70), "form+": (96, 200, 110),
                                 "form-": (226, 96, 80), "cash+": (250, 214, 90),
                                 "cash-": (232, 128, 64), "again": (90, 170, 235),
                                 "miss": (205, 70, 70)}
"""The tile colour of an instruction space, by what it does."""


def kind_of(square: Square) -> str:
    """The tile kind of an instruction space ("form+", "cash-", "card", "again", "miss")."""
    if square.do in ("form", "cash"):
        return square.do + ("+" if square.value > 0 else "-")
    return square.do


def square_words(square: Square) -> str:
    """What an instruction space says, as its sign prints it ("Tierarzt −1,000")."""
    if square.do == "cash":
        sign = "+" if square.value > 0 else "\u2212"
        return f"{square.label or 'Kasse'} {sign}{abs(square.value):,}"
    if square.do == "form":
        sign = "+" if square.value > 0 else "\u2212"
        return f"{square.label or 'Form'} {sign}{abs(square.value)}"
    if square.do == "card":
        return square.label or "Karte"
    return square.label or {"again": "Noch einmal", "miss": "Aussetzen"}.get(square.do, "")


def icon(surface: pygame.Surface, parts: Parts, kind: str, centre: Vec, r: float) -> None:
    """The icon of an instruction space of `kind`, about `r` in radius round `centre`."""
    x, y = centre
    if kind == "card":
        w, h = round(r * 1.1), round(r * 1.54)
        card = parts.art.training_card(None, (w, h))
        tilt = pygame.transform.rotate(card, 12)
        surface.blit(tilt, tilt.get_rect(center=(round(x), round(y))))
    elif kind in ("form+", "form-"):
        up = kind == "form+"
        tail, tip = (x, y + r * 0.75), (x, y - r * 0.8)
        arrow(surface, tail if up else tip, tip if up else tail, r * 0.55, KIND_COLORS[kind])
    elif kind in ("cash+", "cash-"):
        coins(surface, (x, y + r * 0.1), r * 0.42, 3)
    elif kind == "again":
        die = parts.art.die(6, round(r * 1.05), False)
        surface.blit(die, die.get_rect(center=(round(x - r * 0.22), round(y + r * 0.12))))
        die2 = pygame.transform.rotate(parts.art.die(6, round(r * 1.05), False), 20)
        surface.blit(die2, die2.get_rect(center=(round(x + r * 0.3), round(y - r * 0.25))))
    elif kind == "miss":
        stop_sign(surface, parts.app.assets, centre, r * 0.85)


class TrainingBoard:
    """The training side of the board as the stage shows it (`surface`, made once)."""

    def __init__(self, parts: Parts) -> None:
        self.parts = parts
        deco = parts.geo.train_decoration
        self.grass = hex_color(deco.get("grass"), GRASS)
        self.path = hex_color(deco.get("path"), PATH)
        self.ink = hex_color(deco.get("ink"), INK)
        self.title = str(deco.get("title") or "TRAININGSBAHN")
        pts = parts.geo.train_pts
        self.tile = max(26, min(56, round(parts.geo.train_spacing * 0.84)))
        """A space's tile, in pixels across."""
        self.meadow_rect = self._meadow_rect(pts)
        self._surface: pygame.Surface | None = None

    @property
    def surface(self) -> pygame.Surface:
        """The picture of the whole stage's training side (made on first use, or by
        `prepare`; the next table of the same board finds it kept)."""
        if self._surface is None:
            key = self.parts.key
            # 8-16 ms of drawing: the exhibition's next evening on the same board reuses it.
            # The lane's points name the layout (the exhibition corner moves it).
            where = tuple(self.parts.geo.train_pts)
            self._surface = self._render() if key is None else self.parts.app.assets.kept(
                (key, "training_board", where), self._render)
        return self._surface

    def prepare(self) -> None:
        """Make the picture now (before the first frame), not when the training starts."""
        _ = self.surface

    def _meadow_rect(self, pts: Sequence[Vec]) -> pygame.Rect:
        """The meadow round the last space, reaching back from it against the travel."""
        size = round(self.tile * 2.4)
        rect = pygame.Rect(0, 0, size, round(size * 0.8))
        end = pts[-1]
        before = pts[-2] if len(pts) > 1 else (end[0] - 1, end[1])
        dx, dy = end[0] - before[0], end[1] - before[1]
        n = math.hypot(dx, dy) or 1.0
        rect.center = (round(end[0] + dx / n * size * 0.3), round(end[1] + dy / n * size * 0.22))
        return rect

    def meadow_spot(self, seat: int, players: int) -> Vec:
        """Where `seat`'s figure grazes in the meadow."""
        rect = self.meadow_rect
        cols = 3 if players > 4 else 2
        rows = max(1, math.ceil(players / cols))
        col, row = seat % cols, seat // cols
        return (rect.left + rect.width * (col + 0.5) / cols,
                rect.top + rect.height * 0.2 + rect.height * 0.65 * (row + 0.5) / rows)

    # -- drawing once ----------------------------------------------------------------------

    def _render(self) -> pygame.Surface:
        parts = self.parts
        surf = pygame.Surface(STAGE.size)
        area = surf.get_rect()
        off = (-STAGE.left, -STAGE.top)
        for y in range(0, area.height, 6):   # a soft light across the grass
            shade = mix(lighten(self.grass, 0.08), darken(self.grass, 0.12), y / area.height)
            pygame.draw.rect(surf, shade, (0, y, area.width, 6))
        for k in range(260):                 # tufts of grass, always in the same places
            gx = (k * 197) % area.width
            gy = (k * 113 + (k * k) % 37) % area.height
            pygame.draw.line(surf, darken(self.grass, 0.2), (gx, gy), (gx - 2, gy - 5), 2)
        pts = [(x + off[0], y + off[1]) for x, y in parts.geo.train_pts]
        self._lane(surf, pts)
        self._meadow(surf, self.meadow_rect.move(off))
        taken = [pygame.Rect(0, 0, self.tile, self.tile).move(round(x - self.tile / 2),
                                                               round(y - self.tile / 2))
                 for x, y in pts]
        meadow = self.meadow_rect.move(off)
        taken.append(meadow.inflate(16, 16).union(pygame.Rect(meadow.centerx - 40, meadow.bottom,
                                                              80, 34)))
        taken.append(TRAIN_COLUMN.move(off))
        taken.append(pygame.Rect(0, 0, area.width, 46))
        self._barn(surf, pts[0], taken)
        squares = parts.rules.squares
        for k in range(len(pts)):
            square = squares.get(k)
            if square is not None and 0 < k < len(pts) - 1:
                self._sign(surf, square, pts, k, taken)
        for k, p in enumerate(pts):
            if k == 0 or k == len(pts) - 1:
                continue
            square = squares.get(k)
            self._space(surf, k, p, square)
        self._title(surf, taken)
        return surf

    def _lane(self, surf: pygame.Surface, pts: Sequence[Vec]) -> None:
        width = round(self.tile * 1.08)
        ints = [(round(x), round(y)) for x, y in pts]
        if len(ints) > 1:
            pygame.draw.lines(surf, darken(self.grass, 0.35), False,
                              [(x + 3, y + 5) for x, y in ints], width + 6)
            pygame.draw.lines(surf, darken(self.path, 0.3), False, ints, width + 6)
            pygame.draw.lines(surf, self.path, False, ints, width)
        for x, y in ints:
            pygame.draw.circle(surf, darken(self.path, 0.3), (x, y), width // 2 + 3)
            pygame.draw.circle(surf, self.path, (x, y), width // 2)

    def _space(self, surf: pygame.Surface, k: int, p: Vec, square: Square | None) -> None:
        assets = self.parts.app.assets
        t = self.tile
        rect = pygame.Rect(0, 0, t, t)
        rect.center = (round(p[0]), round(p[1]))
        if square is None:
            pygame.draw.rect(surf, lighten(self.path, 0.25), rect.inflate(-8, -8),
                             border_radius=t // 3)
            pygame.draw.rect(surf, darken(self.path, 0.3), rect.inflate(-8, -8), 2,
                             border_radius=t // 3)
            num = assets.text(str(k), max(11, t // 3), self.ink, "bold")
            surf.blit(num, num.get_rect(center=rect.center))
            return
        kind = kind_of(square)
        body = KIND_COLORS.get(kind, theme.GOLD)
        pygame.draw.rect(surf, darken(body, 0.55), rect.move(2, 3), border_radius=t // 4)
        pygame.draw.rect(surf, lighten(body, 0.55), rect, border_radius=t // 4)
        pygame.draw.rect(surf, darken(body, 0.35), rect, 3, border_radius=t // 4)
        icon(surf, self.parts, kind, (rect.centerx, rect.centery + 2), t * 0.36)
        num = assets.text(str(k), max(10, t // 4), self.ink, "bold")
        surf.blit(num, num.get_rect(topleft=(rect.left + 4, rect.top + 2)))

    def _sign(self, surf: pygame.Surface, square: Square, pts: Sequence[Vec], k: int,
              taken: list[pygame.Rect]) -> None:
        """The label of space `k` on a little sign beside the lane, where it hides nothing."""
        words = square_words(square)
        if not words or square.do == "card":
            return
        assets = self.parts.app.assets
        size = SIGN_SIZE if self.tile >= 40 else SIGN_SIZE - 2
        image = assets.text(words, size, self.ink, "bold")
        box = image.get_rect().inflate(14, 6)
        p = pts[k]
        a, b = pts[max(0, k - 1)], pts[min(len(pts) - 1, k + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n, dx / n
        reach = self.tile * 0.5 + 4
        bounds = surf.get_rect().inflate(-6, -6)
        bounds.width = TRAIN_COLUMN.left - STAGE.left - 10
        best, least = box.copy(), 1 << 30
        best.midtop = (round(p[0]), round(p[1] + reach))
        # Beside the lane on either side, then further out, then along it: the first spot
        # that hides nothing wins, else the one hiding least.
        for extra in (0.0, 0.7, 1.4, 2.2, 3.0):
            for side in (-1, 1):
                for along in (0.0, 0.5, -0.5):
                    gap = reach + box.height * (0.5 + extra)
                    cx = p[0] + side * nx * (gap + abs(nx) * box.width / 2) + along * box.width
                    cy = p[1] + side * ny * gap
                    rect = box.copy()
                    rect.center = (round(cx), round(cy))
                    if not bounds.contains(rect):
                        continue
                    hidden = sum(rect.clip(t).width * rect.clip(t).height for t in taken)
                    if hidden < least:
                        best, least = rect, hidden
                    if hidden == 0:
                        break
                if least == 0:
                    break
            if least == 0:
                break
        taken.append(best)
        kind = kind_of(square)
        body = KIND_COLORS.get(kind, theme.GOLD)
        # A post from the sign to its space, so a sign set aside still points at its own.
        end = (round(p[0]), round(p[1]))
        pygame.draw.line(surf, darken(body, 0.3), best.center, end, 4)
        pygame.draw.circle(surf, darken(body, 0.3), end, 5)
        pygame.draw.rect(surf, darken(self.grass, 0.45), best.move(2, 3), border_radius=7)
        pygame.draw.rect(surf, (250, 244, 226), best, border_radius=7)
        pygame.draw.rect(surf, darken(body, 0.2), best, 3, border_radius=7)
        surf.blit(image, image.get_rect(center=best.center))

    def _barn(self, surf: pygame.Surface, p: Vec, taken: list[pygame.Rect]) -> None:
        """The stable: a red barn with a white-crossed door, the figures set out from it."""
        t = self.tile
        w, h = round(t * 1.6), round(t * 1.25)
        pts = self.parts.geo.train_pts
        nxt = pts[1] if len(pts) > 1 else (p[0] + 1, p[1])
        dx, dy = nxt[0] - p[0], nxt[1] - p[1]
        n = math.hypot(dx, dy) or 1.0
        body = pygame.Rect(0, 0, w, h)
        body.midbottom = (round(p[0] - dx / n * t * 1.35), round(p[1] - dy / n * t * 1.35
                                                                  + t * 0.45))
        red, white = (178, 52, 40), (246, 240, 226)
        roof = [(body.left - 6, body.top + 2), (body.centerx, body.top - h * 0.55),
                (body.right + 6, body.top + 2)]
        pygame.draw.rect(surf, darken(self.grass, 0.45), body.move(3, 4))
        pygame.draw.rect(surf, red, body)
        for x in range(body.left + 6, body.right - 2, 7):
            pygame.draw.line(surf, darken(red, 0.2), (x, body.top + 2), (x, body.bottom - 2))
        pygame.draw.polygon(surf, (92, 60, 40), roof)
        pygame.draw.polygon(surf, darken((92, 60, 40), 0.4), roof, 2)
        door = pygame.Rect(0, 0, round(w * 0.42), round(h * 0.62))
        door.midbottom = body.midbottom
        pygame.draw.rect(surf, darken(red, 0.25), door)
        pygame.draw.rect(surf, white, door, 3)
        pygame.draw.line(surf, white, door.topleft, door.bottomright, 3)
        pygame.draw.line(surf, white, door.topright, door.bottomleft, 3)
        pygame.draw.rect(surf, white, body, 2)
        label = self.parts.app.assets.text("Stall", SIGN_SIZE, (250, 244, 226), "bold")
        where = label.get_rect(midbottom=(body.centerx, round(body.top - h * 0.55) - 2))
        surf.blit(label, where)
        taken.append(body.inflate(12, round(h * 1.2)))

    def _meadow(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The meadow: fresh green behind a white fence, flowers in it."""
        green = lighten(self.grass, 0.22)
        pygame.draw.ellipse(surf, darken(self.grass, 0.3), rect.inflate(10, 10).move(2, 4))
        pygame.draw.ellipse(surf, green, rect.inflate(10, 10))
        flowers = [(236, 90, 120), (250, 230, 90), (250, 250, 250), (170, 120, 230)]
        for k in range(22):
            fx = rect.left + 10 + (k * 37) % max(1, rect.width - 20)
            fy = rect.top + 10 + (k * 23 + k * k) % max(1, rect.height - 20)
            if ((fx - rect.centerx) / (rect.width / 2)) ** 2 + \
                    ((fy - rect.centery) / (rect.height / 2)) ** 2 > 0.8:
                continue
            pygame.draw.circle(surf, flowers[k % len(flowers)], (fx, fy), 3)
            pygame.draw.circle(surf, (250, 220, 80), (fx, fy), 1)
        white = (248, 246, 236)
        posts = 18
        ring = []
        for k in range(posts + 1):
            a = 2 * math.pi * k / posts
            ring.append((rect.centerx + math.cos(a) * (rect.width / 2 + 5),
                         rect.centery + math.sin(a) * (rect.height / 2 + 5)))
        pygame.draw.lines(surf, white, False, ring, 3)
        pygame.draw.lines(surf, white, False, [(x, y - 6) for x, y in ring], 2)
        for x, y in ring[:-1]:
            pygame.draw.line(surf, darken(white, 0.3), (x, y - 10), (x, y + 2), 4)
        label = self.parts.app.assets.text("Wiese", SIGN_SIZE + 3, self.ink, "bold")
        surf.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 8)))

    def _title(self, surf: pygame.Surface, taken: list[pygame.Rect]) -> None:
        """The board's title, printed big on the grass where the lane leaves room."""
        assets = self.parts.app.assets
        image = assets.text(self.title, 30, darken(self.grass, 0.4), "condensed")
        area = surf.get_rect()
        box = image.get_rect()
        spots = [(area.centerx - (area.right - TRAIN_COLUMN.left) // 2, area.bottom - 26)]
        spots += [(x, y) for y in range(area.bottom - 26, 60, -24)
                  for x in range(box.width // 2 + 10, TRAIN_COLUMN.left - STAGE.left - box.width
                                 // 2, 40)]
        for centre in spots:
            rect = box.copy()
            rect.center = centre
            if rect.collidelist(taken) < 0 and area.contains(rect):
                surf.blit(image, rect)
                taken.append(rect)
                return


__all__ = ["KIND_COLORS", "TrainingBoard", "icon", "kind_of", "square_words"]
