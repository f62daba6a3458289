"""The Favoriten table's own decorations, on the stage's `Effect`: a marker tossed on a high
arc that may fade out as it lands (the stage's `Flyer` neither fades nor scales this way), the
standings' floating figures, the cannon's smoke, and the ribbon's quicker pop.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from arcade_races.client.stage.effects import Banner, Effect, Floater
from arcade_races.client.stage.motion import ease_in, ease_in_out, ease_out, hop
from arcade_races.client.stage.motion import lerp_point as lerp

Vec = tuple[float, float]


class Toss(Effect):
    """An image flying from `a` to `b` on an upward arc, swelling in the middle."""

    def __init__(self, image: pygame.Surface, a: Vec, b: Vec, life: float, arc: float = 40.0,
                 lift: float = 0.4, ease: Callable[[float], float] = ease_in_out,
                 fade: bool = False) -> None:
        self.image, self.a, self.b, self.life = image, a, b, life
        self.arc, self.lift, self.ease, self.fade = arc, lift, ease, fade

    def draw(self, surface: pygame.Surface) -> None:
        u = min(1.0, self.elapsed / self.life) if self.life > 0 else 1.0
        x, y = lerp(self.a, self.b, self.ease(u))
        y -= hop(u) * self.arc
        image = self.image
        scale = 1.0 + self.lift * hop(u)
        if scale != 1.0:
            image = pygame.transform.smoothscale_by(image, scale)
        if self.fade:
            image = image.copy() if image is self.image else image
            image.set_alpha(round(255 * (1 - ease_in(u))))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


class TurfFloater(Floater):
    """A figure rising from a spot and fading: +32, pass."""

    LIFE = 1.2
    RISE = 34.0
    POP = 0.2
    GROW = 0.4
    FADE_AT = 0.6
    FADE_SPAN = 0.4


class Smoke(Effect):
    """The cannon's puff: soft balls of smoke thrown along `direction`, growing and fading."""

    def __init__(self, puff: pygame.Surface, at: Vec, direction: Vec, size: float,
                 seed: int) -> None:
        rng = random.Random(seed)
        self.puff, self.life = puff, 1.6
        self.balls: list[tuple[Vec, Vec, float, float]] = []
        for _ in range(14):
            spread = rng.uniform(-0.7, 0.7)
            dx = direction[0] * math.cos(spread) - direction[1] * math.sin(spread)
            dy = direction[0] * math.sin(spread) + direction[1] * math.cos(spread)
            speed = rng.uniform(1.0, 3.6) * size
            self.balls.append((at, (dx * speed, dy * speed - size * 0.3),
                               rng.uniform(0.35, 0.8), rng.uniform(0.0, 0.12)))
        self.flash = at

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed
        if t < 0.12:
            r = round(30 * (1 - t / 0.12)) + 6
            pygame.draw.circle(surface, (255, 236, 150), self.flash, r)
            pygame.draw.circle(surface, (255, 160, 60), self.flash, r * 0.6)
        for (x, y), (vx, vy), scale, delay in self.balls:
            u = (t - delay) / (self.life - delay)
            if u <= 0 or u >= 1:
                continue
            drift = ease_out(u)
            image = pygame.transform.smoothscale_by(self.puff, scale * (0.4 + 1.2 * drift))
            image.set_alpha(round(220 * (1 - u) ** 1.3))
            pos = (x + vx * drift, y + vy * drift - 14 * u)
            surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))



class RaceBanner(Banner):
    """A ribbon that pops in, stays `hold` seconds and fades away."""

    POP = 0.26


__all__ = ["RaceBanner", "Smoke", "Toss", "TurfFloater"]
