"""The 6-Tage-Rennen art: movement cards, the black card's back, the sprint bell, the chequered
flag, stickers, and the `Art` of one velodrome (cyclists in their seats' jerseys with big
numbers, bikes, caps for the standings, the glow, the spotlight), each rendered once and
kept in the stage's cache.

Cards and signs are drawn at twice the size and smoothed down.
"""

from __future__ import annotations

import math

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.physics.render import darken, lighten
from arcade_races.client.stage.cache import Cache
from arcade_races.client.stage.effects import render_glow, render_light
from arcade_races.client.stage.zones import STAGE as ARENA
from arcade_races.client.widgets import shape

Color = tuple[int, int, int]
Vec = tuple[float, float]

GREEN_CARD: Color = (34, 150, 78)
BLACK_CARD: Color = (30, 30, 38)
BLUE_SPACE: Color = (40, 110, 235)
PAPER: Color = (248, 243, 226)
PAPER_INK: Color = (32, 44, 110)
PAPER_RULE: Color = (168, 196, 228)
PLACE_COLORS: tuple[Color, ...] = ((255, 204, 51), (205, 212, 225), (214, 140, 82))


def render_card(assets: Assets, card: str, size: tuple[int, int]) -> pygame.Surface:
    """A movement card: green (the starting rider's) or black (the relief rider's), its value
    big in the middle and in two corners."""
    w, h = size[0] * 2, size[1] * 2
    black = card.startswith("B")
    body = BLACK_CARD if black else GREEN_CARD
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.12)
    pygame.draw.rect(surf, theme.CARD, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-round(w * 0.1), -round(w * 0.1))
    pygame.draw.rect(surf, body, inner, border_radius=round(w * 0.08))
    pygame.draw.rect(surf, lighten(body, 0.35) if black else lighten(body, 0.3),
                     inner.inflate(-round(w * 0.08), -round(w * 0.08)), max(2, w // 40),
                     border_radius=round(w * 0.06))
    ink = theme.INK if black else (250, 255, 236)
    value = card[1:]
    big = assets.font(round(h * 0.46), "condensed").render(value, True, ink)
    shade = assets.font(round(h * 0.46), "condensed").render(value, True, darken(body, 0.55))
    centre = (w // 2, round(h * 0.48))
    surf.blit(shade, shade.get_rect(center=(centre[0] + 3, centre[1] + 4)))
    surf.blit(big, big.get_rect(center=centre))
    small = assets.font(max(8, round(h * 0.15)), "bold").render(value, True, ink)
    surf.blit(small, (inner.left + round(w * 0.07), inner.top + round(h * 0.02)))
    label = assets.font(max(8, round(h * 0.085)), "bold").render(
        "RELIEF" if black else "GREEN", True, lighten(body, 0.55))
    surf.blit(label, label.get_rect(midbottom=(w // 2, inner.bottom - round(h * 0.05))))
    return pygame.transform.smoothscale(surf, size)


def render_card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a black card: dark, with red stripes and a gold wheel."""
    w, h = size[0] * 2, size[1] * 2
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.12)
    pygame.draw.rect(surf, (70, 70, 84), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-6, -6)
    pygame.draw.rect(surf, (22, 22, 30), inner, border_radius=radius)
    for k in range(-h, w + h, max(6, w // 4)):
        pygame.draw.line(surf, (150, 34, 50), (k, inner.top + 4), (k + h // 3, inner.bottom - 4),
                         max(2, w // 12))
    c = (w // 2, h // 2)
    pygame.draw.circle(surf, (22, 22, 30), c, round(w * 0.3))
    pygame.draw.circle(surf, theme.GOLD, c, round(w * 0.26), max(2, w // 14))
    for a in range(0, 180, 45):
        dx = math.cos(math.radians(a)) * w * 0.24
        dy = math.sin(math.radians(a)) * w * 0.24
        pygame.draw.line(surf, theme.GOLD, (c[0] - dx, c[1] - dy), (c[0] + dx, c[1] + dy), 2)
    return pygame.transform.smoothscale(surf, size)


def render_bell(size: int, color: Color = theme.GOLD) -> pygame.Surface:
    """A little bell: the sprint line's sign."""
    s = size * 2
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    edge = darken(color, 0.5)
    body = [(s * 0.5, s * 0.12), (s * 0.68, s * 0.22), (s * 0.74, s * 0.55), (s * 0.86, s * 0.74),
            (s * 0.14, s * 0.74), (s * 0.26, s * 0.55), (s * 0.32, s * 0.22)]
    pygame.draw.polygon(surf, color, body)
    pygame.draw.polygon(surf, edge, body, max(2, s // 16))
    pygame.draw.circle(surf, color, (s * 0.5, s * 0.84), s * 0.1)
    pygame.draw.circle(surf, edge, (s * 0.5, s * 0.84), s * 0.1, max(1, s // 20))
    pygame.draw.circle(surf, lighten(color, 0.5), (s * 0.42, s * 0.34), s * 0.05)
    return pygame.transform.smoothscale(surf, (size, size))


def render_flag(size: int) -> pygame.Surface:
    """A chequered flag on a pole."""
    s = size * 2
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.line(surf, (220, 220, 230), (s * 0.15, s * 0.08), (s * 0.15, s * 0.95),
                     max(2, s // 14))
    cols, rows = 4, 3
    fw, fh = s * 0.78 / cols, s * 0.5 / rows
    for r in range(rows):
        for c in range(cols):
            shade = (245, 245, 245) if (r + c) % 2 == 0 else (24, 24, 30)
            rect = pygame.Rect(round(s * 0.18 + c * fw), round(s * 0.1 + r * fh),
                               math.ceil(fw), math.ceil(fh))
            pygame.draw.rect(surf, shade, rect)
    pygame.draw.rect(surf, (120, 120, 130), pygame.Rect(round(s * 0.18), round(s * 0.1),
                                                        round(fw * cols), round(fh * rows)), 1)
    return pygame.transform.smoothscale(surf, (size, size))


def render_pill(assets: Assets, words: str, size: int, fill: Color,
                ink: Color = theme.BG_DEEP) -> pygame.Surface:
    """A sticker with `words`: floating points, slipstream calls, notes."""
    label = assets.text(words, size, ink, "bold")
    w, h = label.get_width() + size, label.get_height() + 4
    surf = pygame.Surface((w + 4, h + 5), pygame.SRCALPHA)
    body = pygame.Rect(1, 1, w, h)
    pygame.draw.rect(surf, (0, 0, 0, 120), body.move(2, 3), border_radius=h // 2)
    pygame.draw.rect(surf, fill, body, border_radius=h // 2)
    pygame.draw.rect(surf, darken(fill, 0.45), body, 2, border_radius=h // 2)
    surf.blit(label, label.get_rect(center=body.center))
    return surf

def ink_on(color: Color) -> Color:
    """Dark ink on a light colour, light ink on a dark one: a number or shape that reads on
    every seat's colour (never a white number on a white jersey)."""
    r, g, b = color
    return theme.BG_DEEP if 0.299 * r + 0.587 * g + 0.114 * b > 150 else theme.INK


def rider_width(r: int) -> int:
    """The width of a rider on the track (jersey and sleeves) for a track of cap size `r`."""
    return round(3.6 * r)


def render_rider(assets: Assets, seat: int, width: int, cb: bool, relief: bool) -> pygame.Surface:
    """A cyclist seen from behind, upright so the number always reads: a helmet, a jersey in
    the seat's colour with a white race number pinned on the back (dark ink: it reads on any
    jersey); a relief rider wears a black band over the shoulders; in colour-blind mode the
    helmet carries the seat's shape, large, in ink that stands out on the colour."""
    s = 2
    w = width * s
    h = round(width * 1.18) * s
    color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
    edge = theme.BG_DEEP
    surf = pygame.Surface((w + 4 * s, h + 4 * s), pygame.SRCALPHA)
    ox, oy = 2 * s, 2 * s
    line = max(2, round(w * 0.05))
    # The jersey: a torso with short sleeves, a lighter yoke for the light from above.
    torso = pygame.Rect(ox + round(w * 0.16), oy + round(h * 0.36), round(w * 0.68),
                        round(h * 0.64))
    for side in (-1, 1):
        sleeve = pygame.Rect(0, 0, round(w * 0.34), round(h * 0.3))
        sleeve.center = (torso.centerx + side * round(w * 0.33), torso.top + round(h * 0.13))
        pygame.draw.ellipse(surf, edge, sleeve.inflate(line * 2, line * 2))
        pygame.draw.ellipse(surf, darken(color, 0.12), sleeve)
    pygame.draw.rect(surf, edge, torso.inflate(line * 2, line * 2),
                     border_radius=round(w * 0.16))
    pygame.draw.rect(surf, color, torso, border_radius=round(w * 0.14))
    yoke = pygame.Rect(torso.left + line, torso.top + line, torso.width - 2 * line,
                       round(torso.height * 0.22))
    band = (14, 14, 18) if relief else lighten(color, 0.35)
    pygame.draw.rect(surf, band, yoke, border_radius=round(w * 0.1))
    if relief:
        pygame.draw.line(surf, (235, 235, 240), (yoke.left + 2, yoke.bottom),
                         (yoke.right - 2, yoke.bottom), max(1, s))
    # The race number on a white bib: the biggest thing on the rider.
    bib = pygame.Rect(0, 0, round(torso.width * 0.78), round(torso.height * 0.62))
    bib.midbottom = (torso.centerx, torso.bottom - round(torso.height * 0.06))
    pygame.draw.rect(surf, edge, bib.inflate(line, line), border_radius=round(w * 0.06))
    pygame.draw.rect(surf, PAPER, bib, border_radius=round(w * 0.05))
    number = str(seat + 1)
    kind = "condensed" if len(number) > 1 else "bold"
    label = assets.font(round(bib.height * 1.02), kind).render(number, True, (16, 16, 28))
    if label.get_width() > bib.width - 2 * s:
        label = pygame.transform.smoothscale_by(label, (bib.width - 2 * s) / label.get_width())
    surf.blit(label, label.get_rect(center=(bib.centerx, bib.centery + s)))
    # The helmet, over the shoulders.
    head = pygame.Rect(0, 0, round(w * (0.66 if cb else 0.5)), round(h * (0.44 if cb else 0.36)))
    head.midbottom = (torso.centerx, torso.top + round(h * 0.1))
    pygame.draw.ellipse(surf, edge, head.inflate(line * 2, line * 2))
    pygame.draw.ellipse(surf, lighten(color, 0.15), head)
    if cb:
        shape(surf, theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)], head.center,
              head.height * 0.42, ink_on(lighten(color, 0.15)))
    else:
        pygame.draw.ellipse(surf, lighten(color, 0.6),
                            pygame.Rect(head.left + head.width // 4, head.top + head.height // 6,
                                        head.width // 3, head.height // 4))
    return pygame.transform.smoothscale(surf, (surf.get_width() // s, surf.get_height() // s))


def render_bike(width: int) -> pygame.Surface:
    """A bike seen from above, pointing right: two wheels, the frame and the bars."""
    s = 2
    length, wide = round(width * 1.85) * s, round(width * 0.42) * s
    surf = pygame.Surface((length, wide), pygame.SRCALPHA)
    mid = wide // 2
    wheel = round(length * 0.34)
    for x in (0, length - wheel):
        body = pygame.Rect(x + s, mid - round(wide * 0.2), wheel - 2 * s, round(wide * 0.4))
        pygame.draw.ellipse(surf, (24, 24, 32), body)
        pygame.draw.ellipse(surf, (200, 200, 212), body, max(2, s))
    pygame.draw.line(surf, (30, 30, 40), (wheel // 2, mid), (length - wheel // 2, mid),
                     max(3, round(wide * 0.16)))
    bars = length - wheel - s
    pygame.draw.line(surf, (210, 210, 222), (bars, mid - round(wide * 0.42)),
                     (bars, mid + round(wide * 0.42)), max(2, round(wide * 0.1)))
    return pygame.transform.smoothscale(surf, (length // s, wide // s))


class Art:
    """The surfaces of one velodrome, sized to its riders (`r`, the track's cap size; a rider
    on the boards is `w` wide)."""

    def __init__(self, assets: Assets, r: int) -> None:
        self.assets = assets
        self.r = r
        self.w = rider_width(r)
        self.glow = render_glow(round(self.w * 1.05), theme.GOLD, 170)
        self.back = render_card_back((max(14, r * 2), max(20, round(r * 2.8))))
        self.stack_back = render_card_back((34, 48))
        self.bell = render_bell(22)
        self.flag = render_flag(30)
        self.shade = pygame.Surface(ARENA.size)
        self.shade.fill(theme.BG_DEEP)
        self.light = render_light(round(r * 9))
        self.spot = render_light(round(self.w * 1.5))
        shadow = pygame.Surface((round(self.w * 1.3), round(self.w * 0.6)), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 95), shadow.get_rect())
        self.shadow = shadow
        self._bike = render_bike(self.w)
        self._tokens: Cache[tuple[int, bool, bool, int], pygame.Surface] = Cache(512)
        self._riders: Cache[tuple[int, bool, bool], pygame.Surface] = Cache(64)
        self._bikes: Cache[int, pygame.Surface] = Cache(64)
        self._cards: Cache[tuple[str, int, int], pygame.Surface] = Cache(256)
        self._pills: Cache[tuple[str, int, Color, Color], pygame.Surface] = Cache(80)

    def card(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """Movement card `card` ("G4", "B2") at `size`."""
        return self._cards.get((card, size[0], size[1]),
                               lambda key: render_card(self.assets, key[0], (key[1], key[2])))

    def pill(self, words: str, size: int, fill: Color,
             ink: Color = theme.BG_DEEP) -> pygame.Surface:
        """A sticker with `words` (see `render_pill`)."""
        return self._pills.get((words, size, fill, ink),
                               lambda key: render_pill(self.assets, *key))

    def rider(self, seat: int, cb: bool, relief: bool) -> pygame.Surface:
        """`seat`'s cyclist on the boards (see `render_rider`), `w` wide."""
        return self._riders.get((seat, cb, relief),
                                lambda key: render_rider(self.assets, key[0], self.w, key[1],
                                                         key[2]))

    def token(self, seat: int, cb: bool, relief: bool, radius: int) -> pygame.Surface:
        """A rider's cap on a surface of its own (see `draw_token`)."""
        def make(key: tuple[int, bool, bool, int]) -> pygame.Surface:
            size = radius * 2 + 10
            image = pygame.Surface((size, size), pygame.SRCALPHA)
            self.draw_token(image, seat, (size / 2, size / 2), cb, radius, relief)
            return image

        return self._tokens.get((seat, cb, relief, radius), make)

    def draw_token(self, surf: pygame.Surface, seat: int, center: Vec, cb: bool, radius: int,
                   relief: bool = False) -> None:
        """A rider's cap (the standings, the pads): a circle in the seat's colour with its
        number, or in colour-blind mode its shape, in ink that reads on that colour; a relief
        rider wears a black band."""
        color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
        cx, cy = round(center[0]), round(center[1])
        if relief:
            pygame.draw.circle(surf, (12, 12, 16), (cx, cy), radius + 3)
        pygame.draw.circle(surf, theme.BG_DEEP, (cx + 1, cy + 2), radius)
        pygame.draw.circle(surf, color, (cx, cy), radius)
        pygame.draw.circle(surf, theme.BG_DEEP, (cx, cy), radius, max(1, radius // 5))
        ink = ink_on(color)
        if cb:
            shape(surf, theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)], (cx, cy),
                  radius * 0.72, ink)
        else:
            label = self.assets.text(str(seat + 1), max(9, round(radius * 1.25)), ink, "bold")
            surf.blit(label, label.get_rect(center=(cx, cy + 1)))
        if relief:
            pygame.draw.circle(surf, (235, 235, 240), (cx, cy), radius + 3, 1)

    def bike(self, angle: float) -> pygame.Surface:
        """A bike seen from above, turned to `angle` degrees (in steps of ten)."""
        return self._bikes.get(round(angle / 10) % 36,
                               lambda bucket: pygame.transform.rotate(self._bike, bucket * 10))


__all__ = ["BLACK_CARD", "BLUE_SPACE", "GREEN_CARD", "PAPER", "PAPER_INK", "PAPER_RULE",
           "PLACE_COLORS", "Art", "ink_on", "render_bell", "render_bike", "render_card",
           "render_card_back", "render_flag", "render_pill", "render_rider", "rider_width"]
