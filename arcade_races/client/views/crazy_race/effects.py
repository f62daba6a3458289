"""Crazy Race decorations the stage's effects layer lacks: a card thrown spinning and scaling
on an arc (`Fly`), a rubber stamp slammed onto a panel (`Stamp`), a card burst into shards
(`Shards`), and the stage's floater and banner tuned for this table (`Rise`, `Ribbon`).

They run in the view's `stage.effects.Effects` lanes and never hold the game up; `finish()`
ends one at once, with what its end does to the table (a card landing in a hand).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import mix
from arcade_races.client.stage.effects import Banner, Effect, Floater
from arcade_races.client.stage.motion import ease_in, ease_in_out, hop
from arcade_races.client.stage.motion import lerp_point as lerp

Color = tuple[int, int, int]
Vec = tuple[float, float]


class Fly(Effect):
    """An image thrown from `a` to `b` on an arc, turning from `spin[0]` to `spin[1]` degrees and
    scaling from `scale[0]` to `scale[1]`; with a `back` it turns face up on the way."""

    def __init__(self, image: pygame.Surface, a: Vec, b: Vec, life: float, *,
                 arc: float = 0.0, spin: tuple[float, float] = (0.0, 0.0),
                 scale: tuple[float, float] = (1.0, 1.0), back: pygame.Surface | None = None,
                 delay: float = 0.0, ease: Callable[[float], float] = ease_in_out,
                 fade: bool = False, on_done: Callable[[], None] | None = None) -> None:
        self.image, self.back, self.a, self.b = image, back, a, b
        self.life, self.arc, self.spin, self.scale = life + delay, arc, spin, scale
        self.delay, self.ease, self.fade, self.on_done = delay, ease, fade, on_done
        self.flight = max(1e-6, life)

    def update(self, dt: float) -> bool:
        alive = super().update(dt)
        if not alive and self.on_done is not None:
            done, self.on_done = self.on_done, None
            done()
        return alive

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed - self.delay
        if t < 0:
            return
        u = min(1.0, t / self.flight)
        e = self.ease(u)
        x, y = lerp(self.a, self.b, e)
        y -= hop(u) * self.arc
        image = self.image
        squash = 1.0
        if self.back is not None:
            image = self.back if u < 0.5 else self.image
            squash = max(0.05, abs(math.cos(math.pi * u)))
        scale = self.scale[0] + (self.scale[1] - self.scale[0]) * e
        scale *= 1.0 + 0.18 * hop(u) * (1.0 if self.arc else 0.0)
        angle = self.spin[0] + (self.spin[1] - self.spin[0]) * e
        w, h = image.get_size()
        if squash != 1.0:
            image = pygame.transform.scale(image, (max(1, round(w * squash)), h))
        if angle or scale != 1.0:
            image = pygame.transform.rotozoom(image, angle, scale)
        if self.fade and u > 0.6:
            image = image.copy() if image is self.image else image
            image.set_alpha(round(255 * (1 - (u - 0.6) / 0.4)))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


    def finish(self) -> None:
        super().finish()
        if self.on_done is not None:
            done, self.on_done = self.on_done, None
            done()


class Rise(Floater):
    """Words rising from a spot and fading: +4, −2, 7."""

    LIFE = 1.1
    RISE = 34.0
    POP = 0.2
    GROW = 0.5
    FADE_AT = 0.6
    FADE_SPAN = 0.4
    COPY = True


class Stamp(Effect):
    """A stamp slammed down on a spot: big, then thud, a while, then fading."""

    SLAM = 0.16

    def __init__(self, image: pygame.Surface, pos: Vec, hold: float = 0.9) -> None:
        self.image, self.pos, self.hold = image, pos, hold
        self.life = self.SLAM + hold + 0.3

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed
        image = self.image
        if t < self.SLAM:
            image = pygame.transform.smoothscale_by(image, 2.2 - 1.2 * ease_in(t / self.SLAM))
            image.set_alpha(round(255 * t / self.SLAM))
        elif t > self.SLAM + self.hold:
            u = min(1.0, (t - self.SLAM - self.hold) / 0.3)
            image = image.copy()
            image.set_alpha(round(255 * (1 - u)))
        x, y = self.pos
        if self.SLAM <= t < self.SLAM + 0.12:
            x += math.sin(t * 90) * 3
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


class Shards(Effect):
    """A card burst into pieces that tumble down and fade."""

    def __init__(self, pos: Vec, colors: Sequence[Color], seed: int, size: float) -> None:
        rng = random.Random(seed)
        self.life = 0.9
        self.pieces: list[list[Any]] = []
        for k in range(14):
            angle = rng.uniform(0, math.tau)
            speed = rng.uniform(80, 260)
            points = [(rng.uniform(-1, 1) * size * 0.3, rng.uniform(-1, 1) * size * 0.3)
                      for _ in range(3)]
            self.pieces.append([pos[0], pos[1], math.cos(angle) * speed,
                                math.sin(angle) * speed - 120, points,
                                colors[k % len(colors)], rng.uniform(-9, 9)])

    def update(self, dt: float) -> bool:
        for piece in self.pieces:
            piece[0] += piece[2] * dt
            piece[1] += piece[3] * dt
            piece[3] += 520 * dt
        return super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        fade = max(0.0, 1 - self.elapsed / self.life)
        for x, y, _, _, points, color, turn in self.pieces:
            a = turn * self.elapsed
            ca, sa = math.cos(a), math.sin(a)
            poly = [(x + px * ca - py * sa, y + px * sa + py * ca) for px, py in points]
            pygame.draw.polygon(surface, mix(theme.BG_DEEP, color, fade), poly)


class Ribbon(Banner):
    """A ribbon that pops in, stays `hold` seconds and fades away."""

    POP = 0.25



__all__ = ["Fly", "Ribbon", "Rise", "Shards", "Stamp"]
