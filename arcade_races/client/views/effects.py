"""Effect helpers shared by the game views.

The four game views (Pferderennen, Six Day, Favoriten, Crazy Race) animate their shows with
the same few pieces: a queue of timed beats (`Clip`), short-lived decorations (`Effect`,
`Floater`, `Banner`) and a handful of soft surfaces rendered once and blitted often (banner
ribbons, glows, spotlight pools, card shadows). They live here, once; each view keeps only
what is its own game's.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken, lighten
from arcade_races.client.tween import ease_out, ease_out_back

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets

Color = tuple[int, int, int]
Vec = tuple[float, float]


# -- small geometry and formatting helpers -------------------------------------------------


def hex_color(value: object, default: Color) -> Color:
    """A colour from "#rrggbb" (as a board file gives it), or `default` if it does not parse."""
    try:
        raw = str(value).lstrip("#")
        return (int(raw[0:2], 16), int(raw[2:4], 16), int(raw[4:6], 16))
    except (ValueError, IndexError):
        return default


def unit(dx: float, dy: float) -> Vec:
    """The direction of (dx, dy) as a unit vector; (1, 0) for a null vector."""
    length = math.hypot(dx, dy)
    return (1.0, 0.0) if length < 1e-9 else (dx / length, dy / length)


def lerp(a: Vec, b: Vec, t: float) -> Vec:
    """The point `t` of the way from `a` to `b`."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def signed(amount: int) -> str:
    """+3, 0, −3 (a real minus sign)."""
    return f"+{amount}" if amount > 0 else ("0" if amount == 0 else f"−{-amount}")


# -- soft surfaces ---------------------------------------------------------------------------


def render_shadow(size: tuple[int, int], alpha: int = 110) -> pygame.Surface:
    """A soft dark card-shaped shadow, 10 px larger than `size` on each side."""
    pad = 10
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, alpha), pygame.Rect(pad, pad, *size),
                     border_radius=max(3, size[0] // 8))
    return pygame.transform.gaussian_blur(surf, 4)


def render_glow(radius: int, color: Color, strength: int = 150) -> pygame.Surface:
    """A soft round glow of `color` fading out to `radius`."""
    size = radius * 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(12, 0, -1):
        r = radius * k / 12 * 0.8
        a = round(strength * (1 - k / 12) ** 1.4)
        pygame.draw.circle(surf, (*color, a), (radius, radius), r)
    return pygame.transform.gaussian_blur(surf, max(2, radius // 8))


def render_light(radius: int) -> pygame.Surface:
    """A spotlight pool for additive blending: warm white in the middle, black at the edge."""
    size = radius * 2
    surf = pygame.Surface((size, size))
    surf.fill((0, 0, 0))
    for k in range(16, 0, -1):
        r = radius * k / 16 * 0.85
        v = round(120 * (1 - k / 16) ** 1.2)
        pygame.draw.circle(surf, (v, round(v * 0.92), round(v * 0.7)), (radius, radius), r)
    return pygame.transform.gaussian_blur(surf, max(2, radius // 10))


def render_banner(assets: Assets, title: str, sub: str, color: Color,
                  ink: Color = theme.INK, *, title_size: int = 58, sub_size: int = 22,
                  pad_x: int = 90, pad_y: int = 26, top: int = 12) -> pygame.Surface:
    """A big ribbon: `title` in huge letters on `color`, `sub` smaller beneath.

    `title_size` and `sub_size` are the font sizes; `pad_x` and `pad_y` the room around the
    words, `top` the room above the title.
    """
    big = assets.font(title_size, "condensed").render(title, True, ink)
    shade = assets.font(title_size, "condensed").render(title, True, darken(color, 0.6))
    small = assets.font(sub_size, "bold").render(sub, True, ink) if sub else None
    w = max(big.get_width(), small.get_width() if small else 0) + pad_x
    h = big.get_height() + (small.get_height() + 4 if small else 0) + pad_y
    surf = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    body = pygame.Rect(8, 8, w, h)
    pygame.draw.rect(surf, (0, 0, 0, 110), body.move(4, 7), border_radius=18)
    pygame.draw.rect(surf, color, body, border_radius=18)
    pygame.draw.rect(surf, lighten(color, 0.35), body.inflate(-10, -10), width=3,
                     border_radius=14)
    pygame.draw.rect(surf, darken(color, 0.45), body, width=3, border_radius=18)
    y = body.top + top
    surf.blit(shade, shade.get_rect(midtop=(body.centerx + 3, y + 4)))
    surf.blit(big, big.get_rect(midtop=(body.centerx, y)))
    if small is not None:
        surf.blit(small, small.get_rect(midtop=(body.centerx, y + big.get_height() + 2)))
    return surf


# -- timed pieces ----------------------------------------------------------------------------


@dataclass
class Clip:
    """One beat of the show: `start` once, `step(progress)` every frame, `end` once. With
    `until`, the beat ends as soon as `until()` is true (`duration` is then the most)."""

    duration: float
    start: Callable[[], None] | None = None
    step: Callable[[float], None] | None = None
    end: Callable[[], None] | None = None
    until: Callable[[], bool] | None = None
    elapsed: float = 0.0
    started: bool = False


class Effect:
    """A decoration with its own life: `update` returns False once it is over."""

    elapsed = 0.0
    life = 0.0

    def update(self, dt: float) -> bool:
        self.elapsed += dt
        return self.elapsed < self.life

    def draw(self, surface: pygame.Surface) -> None:
        """Draw at the current moment."""


class Floater(Effect):
    """A figure popping up at a spot, rising and fading: +4, −3, a sip.

    The class attributes shape it (a view subclasses to tune them): `LIFE` and `RISE` are the
    defaults for `life` and `rise`; the figure starts `GROW` larger and shrinks to its size in
    the first `POP` of its life, and fades out from `FADE_AT` over the last `FADE_SPAN`. With
    `COPY` it works on a copy of `image` (so a cached image's alpha is left alone).
    """

    LIFE = 1.3
    RISE = 42.0
    POP = 0.25
    GROW = 0.45
    FADE_AT = 0.55
    FADE_SPAN = 0.45
    COPY = False

    def __init__(self, image: pygame.Surface, pos: Vec, life: float | None = None,
                 rise: float | None = None, delay: float = 0.0) -> None:
        self.image = image.copy() if self.COPY else image
        self.pos, self.delay = pos, delay
        self.rise = self.RISE if rise is None else rise
        self.life = (self.LIFE if life is None else life) + delay

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed - self.delay
        if t < 0:
            return
        u = min(1.0, t / max(1e-6, self.life - self.delay))
        image = self.image
        fade, span = self.FADE_AT, self.FADE_SPAN
        image.set_alpha(255 if u < fade else max(0, round(255 * (1 - (u - fade) / span))))
        if u < self.POP:
            image = pygame.transform.smoothscale_by(image, 1.0 + self.GROW * (1 - u / self.POP))
        pos = (self.pos[0], self.pos[1] - self.rise * ease_out(u))
        surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))


class Banner(Effect):
    """A ribbon that pops in (in `POP` seconds), stays `hold` seconds and fades away."""

    POP = 0.28
    FADE = 0.22

    def __init__(self, image: pygame.Surface, center: Vec, hold: float) -> None:
        self.image, self.center, self.hold = image, center, hold
        self.life = self.POP + hold + self.FADE

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed
        image = self.image
        if t < self.POP:
            scale = max(0.05, ease_out_back(t / self.POP))
            image = pygame.transform.smoothscale_by(image, scale)
            image.set_alpha(255)
        elif t > self.POP + self.hold:
            u = min(1.0, (t - self.POP - self.hold) / self.FADE)
            image = pygame.transform.smoothscale_by(image, (1 + 0.15 * u, max(0.05, 1 - u)))
            image.set_alpha(max(0, round(255 * (1 - u))))
        else:
            image.set_alpha(255)
        surface.blit(image, image.get_rect(center=(round(self.center[0]),
                                                   round(self.center[1]))))
