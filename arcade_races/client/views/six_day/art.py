"""The 6-Tage-Rennen art: movement cards, the black card's back, the sprint bell, the chequered
flag, stickers, and the `Art` of one velodrome (riders' caps and bikes at the track's size, the
glow, the spotlight), each rendered once and kept in the stage's cache.

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
from arcade_races.client.widgets import seat_token

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

class Art:
    """The surfaces of one velodrome, sized to its riders (`r`, a cap's radius)."""

    def __init__(self, assets: Assets, r: int) -> None:
        self.assets = assets
        self.r = r
        self.glow = render_glow(r * 3, theme.GOLD, 150)
        self.back = render_card_back((max(14, r * 2), max(20, round(r * 2.8))))
        self.stack_back = render_card_back((34, 48))
        self.bell = render_bell(22)
        self.flag = render_flag(30)
        self.shade = pygame.Surface(ARENA.size)
        self.shade.fill(theme.BG_DEEP)
        self.light = render_light(round(r * 9))
        shadow = pygame.Surface((r * 3, r * 2), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
        self.shadow = shadow
        self._tokens: Cache[tuple[int, bool, bool, int], pygame.Surface] = Cache(512)
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
        """A rider's cap: a circle in the seat's colour with its number (and shape in
        colour-blind mode); a relief rider wears a black band."""
        color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
        cx, cy = round(center[0]), round(center[1])
        if relief:
            pygame.draw.circle(surf, (12, 12, 16), (cx, cy), radius + 3)
        if cb:
            seat_token(surf, self.assets, seat, (cx, cy), radius, True)
        else:
            pygame.draw.circle(surf, theme.BG_DEEP, (cx + 1, cy + 2), radius)
            pygame.draw.circle(surf, color, (cx, cy), radius)
            pygame.draw.circle(surf, lighten(color, 0.45), (cx - radius * 0.3, cy - radius * 0.35),
                               max(1.5, radius * 0.28))
            pygame.draw.circle(surf, theme.BG_DEEP, (cx, cy), radius, max(1, radius // 5))
            label = self.assets.text(str(seat + 1), max(9, round(radius * 1.25)),
                                     theme.BG_DEEP, "bold")
            surf.blit(label, label.get_rect(center=(cx, cy + 1)))
        if relief:
            pygame.draw.circle(surf, (235, 235, 240), (cx, cy), radius + 3, 1)

    def bike(self, angle: float) -> pygame.Surface:
        """A bike seen from above, turned to `angle` degrees (in steps of ten)."""
        def make(bucket: int) -> pygame.Surface:
            r = self.r
            base = pygame.Surface((round(r * 3.6), round(r * 1.2)), pygame.SRCALPHA)
            w, h = base.get_size()
            pygame.draw.line(base, (20, 20, 28), (2, h // 2), (w - 3, h // 2), max(2, r // 3))
            for x in (r * 0.55, w - r * 0.55):
                pygame.draw.ellipse(base, (30, 30, 40), pygame.Rect(round(x - r * 0.55), 1,
                                                                     round(r * 1.1), h - 2))
                pygame.draw.ellipse(base, (190, 190, 200), pygame.Rect(round(x - r * 0.55), 1,
                                                                       round(r * 1.1), h - 2), 1)
            return pygame.transform.rotate(base, bucket * 10)

        return self._bikes.get(round(angle / 10) % 36, make)


__all__ = ["BLACK_CARD", "BLUE_SPACE", "GREEN_CARD", "PAPER", "PAPER_INK", "PAPER_RULE",
           "PLACE_COLORS", "Art", "render_bell", "render_card", "render_card_back",
           "render_flag", "render_pill"]
