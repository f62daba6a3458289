"""The velodrome's decorations: stickers and cards rising over a rider, a black card flying to
the relief rider, a bell or flag swinging. They run on the stage's effects layer and never hold
the game up.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from arcade_races.client.stage.effects import Effect
from arcade_races.client.stage.motion import ease_in_out, ease_out, ease_out_back, hop
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.stage.zones import STAGE as ARENA

Vec = tuple[float, float]


class Floater(Effect):
    """An image popping up at a spot, rising and fading: +5, SLIPSTREAM x2, a card."""

    def __init__(self, image: pygame.Surface, pos: Vec, life: float = 1.2, rise: float = 34,
                 delay: float = 0.0, follow: Callable[[], Vec] | None = None) -> None:
        self.image, self.pos, self.rise, self.delay = image, pos, rise, delay
        self.follow = follow
        self.life = life + delay

    def area(self) -> pygame.Rect:
        """What the image covers on its way up (for tags keeping clear of it)."""
        x, y = self.follow() if self.follow is not None else self.pos
        rect = self.image.get_rect(center=(round(x), round(y)))
        return rect.union(rect.move(0, -round(self.rise)))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed - self.delay
        if t < 0:
            return
        u = min(1.0, t / max(1e-6, self.life - self.delay))
        image = self.image
        if u < 0.2:
            image = pygame.transform.smoothscale_by(image, max(0.1, ease_out_back(u / 0.2)))
        alpha = 255 if u < 0.6 else max(0, round(255 * (1 - (u - 0.6) / 0.4)))
        image.set_alpha(alpha)
        x, y = self.follow() if self.follow is not None else self.pos
        y -= self.rise * ease_out(u)
        rect = image.get_rect(center=(round(x), round(y)))
        surface.blit(image, rect.clamp(ARENA.inflate(-4, -4)))
        self.image.set_alpha(255)


class Flyer(Effect):
    """An image flying from `a` to `b` along an arc (a black card dealt face down)."""

    def __init__(self, image: pygame.Surface, a: Vec, b: Callable[[], Vec], life: float,
                 arc: float = 40.0) -> None:
        self.image, self.a, self.b, self.life, self.arc = image, a, b, life, arc

    def draw(self, surface: pygame.Surface) -> None:
        u = min(1.0, self.elapsed / self.life) if self.life > 0 else 1.0
        x, y = lerp(self.a, self.b(), ease_in_out(u))
        y -= hop(u) * self.arc
        surface.blit(self.image, self.image.get_rect(center=(round(x), round(y))))


class Wave(Effect):
    """A flag or bell swinging at a spot for a moment."""

    def __init__(self, image: pygame.Surface, pos: Vec, life: float, swing: float) -> None:
        self.image, self.pos, self.life, self.swing = image, pos, life, swing
        self._frames = [pygame.transform.rotozoom(image, a, 1.25) for a in (-swing, 0, swing)]

    def draw(self, surface: pygame.Surface) -> None:
        k = round(math.sin(self.elapsed * 22) + 1)
        image = self._frames[max(0, min(2, k))]
        surface.blit(image, image.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


__all__ = ["Floater", "Flyer", "Wave"]
