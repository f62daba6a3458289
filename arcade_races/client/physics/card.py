"""A card flicked onto the table: it slides and spins on pymunk, then lands exactly on its mark.

The target spot and final angle are decided by whoever deals (the view, from the rules' events);
the physics only decides how the card gets there. A pymunk body is launched towards ``end`` with
the speed that linear damping would bleed off right at the target, and with spin; for the last
part of the slide the pose is eased (a cubic that keeps the body's velocity) onto the exact spot.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

from arcade_races.client.physics.clock import STEP_120, FixedStep
from arcade_races.client.physics.handles import let_go
from arcade_races.client.physics.render import rotated_blit

Vec = tuple[float, float]

SLIDE_SHARE = 0.72
"""Part of the flick's duration that is free pymunk sliding; the rest eases onto the mark."""

SLIDE_COVERS = 0.94
"""Part of the distance the free slide covers before the ease takes over."""


def _hermite(p0: float, v0: float, p1: float, duration: float, u: float) -> float:
    """A cubic from ``p0`` moving at ``v0`` to ``p1`` at rest, at ``u`` in 0..1."""
    u2, u3 = u * u, u * u * u
    return (2 * u3 - 3 * u2 + 1) * p0 + (u3 - 2 * u2 + u) * duration * v0 + (3 * u2 - 2 * u3) * p1


def _no_step() -> None:
    """The clock's step: `update` runs the steps it counts."""


class CardFlick:
    """One card flicked from ``start`` to ``end``, coming to rest at ``final_angle``.

    Angles are degrees counter-clockwise on screen (``pygame.transform.rotate``'s convention).
    The seed picks the starting angle (unless given), the spin and a slight lift off the table.

    >>> flick = CardFlick((0, 0), (300, 120), seed=1, final_angle=-8)
    >>> while not flick.done:
    ...     flick.update(1 / 60)
    >>> flick.pos, flick.angle
    ((300.0, 120.0), -8.0)
    """

    def __init__(
        self,
        start: Vec,
        end: Vec,
        seed: int,
        *,
        final_angle: float = 0.0,
        start_angle: float | None = None,
        duration: float = 0.8,
        spin_turns: float | None = None,
    ) -> None:
        """Launch the card. ``duration`` is the time to rest in seconds; ``spin_turns`` is the
        number of whole extra turns (signed), by default 0 or 1 either way, chosen by the seed."""
        if duration <= 0.1:
            raise ValueError(f"duration must be more than 0.1 s, not {duration}")
        rng = random.Random(seed)
        self.start: Vec = (float(start[0]), float(start[1]))
        self.end: Vec = (float(end[0]), float(end[1]))
        self.final_angle = float(final_angle)
        self.duration = float(duration)
        if start_angle is None:
            start_angle = self.final_angle + rng.uniform(-70.0, 70.0)
        if spin_turns is None:
            spin_turns = rng.choice((-1.0, 0.0, 0.0, 1.0))
        self._lift_peak = rng.uniform(0.7, 1.0)
        # pymunk angles are radians, clockwise on screen (y points down).
        a_start = -math.radians(start_angle)
        a_end = -math.radians(self.final_angle) - spin_turns * math.tau

        self._slide_time = self.duration * SLIDE_SHARE
        self._ease_time = self.duration - self._slide_time
        # Exponential damping: after t seconds the card has covered (1 - d^t) of the way.
        damping = (1.0 - SLIDE_COVERS) ** (1.0 / self._slide_time)
        rate = -math.log(damping)
        self._space = pymunk.Space()
        self._space.damping = damping
        body = pymunk.Body(1.0, 1.0)
        body.position = self.start
        body.angle = a_start
        body.velocity = ((self.end[0] - self.start[0]) * rate, (self.end[1] - self.start[1]) * rate)
        body.angular_velocity = (a_end - a_start) * rate
        self._space.add(body)
        self._body = body
        self._a_end = a_end
        self._time = 0.0
        self._pos: Vec = self.start
        self._angle_rad = a_start
        self._ease_from: tuple[Vec, Vec, float, float] | None = None
        # The clock only counts the steps (`update` runs them): holding `self.step` it would
        # make the card a reference cycle that only a full garbage collection frees.
        self._clock = FixedStep(STEP_120, _no_step)

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds of frame time, in fixed steps of ``STEP_120``."""
        for _ in range(self._clock.advance(dt)):
            self.step()

    def step(self) -> None:
        """Advance exactly one fixed step (``STEP_120``)."""
        if self.done:
            return
        self._time += STEP_120
        if self._time < self._slide_time:
            self._space.step(STEP_120)
            self._pos = (self._body.position.x, self._body.position.y)
            self._angle_rad = self._body.angle
            return
        if self._ease_from is None:
            body = self._body
            self._ease_from = (
                (body.position.x, body.position.y),
                (body.velocity.x, body.velocity.y),
                body.angle,
                body.angular_velocity,
            )
            let_go(self._space)  # the slide is over: the body goes by reference counting
        (x0, y0), (vx, vy), a0, w0 = self._ease_from
        u = min(1.0, (self._time - self._slide_time) / self._ease_time)
        if u >= 1.0 - 1e-9:
            self._time = self.duration
            self._pos = self.end
            self._angle_rad = self._a_end
            return
        self._pos = (
            _hermite(x0, vx, self.end[0], self._ease_time, u),
            _hermite(y0, vy, self.end[1], self._ease_time, u),
        )
        self._angle_rad = _hermite(a0, w0, self._a_end, self._ease_time, u)

    @property
    def done(self) -> bool:
        """True once the card rests exactly at ``end`` and ``final_angle``."""
        return self._time >= self.duration - 1e-9

    @property
    def pos(self) -> Vec:
        """Centre of the card on screen."""
        return self._pos

    @property
    def angle(self) -> float:
        """Rotation in degrees, counter-clockwise on screen; exactly ``final_angle`` when done."""
        if self.done:
            return self.final_angle
        return -math.degrees(self._angle_rad)

    @property
    def lift(self) -> float:
        """How high the card floats above the table, 1 just after the flick down to 0 at rest."""
        t = min(1.0, self._time / self.duration)
        return self._lift_peak * (1.0 - t) ** 2

    def draw(
        self,
        surface: pygame.Surface,
        card_surface: pygame.Surface,
        offset: Vec = (0.0, 0.0),
        shadow: bool = True,
    ) -> None:
        """Blit ``card_surface`` rotated and lifted at the card's pose, with a soft shadow."""
        x, y = self._pos[0] + offset[0], self._pos[1] + offset[1]
        angle = self.angle
        lift = self.lift
        scale = 1.0 + 0.08 * lift
        if shadow:
            w, h = card_surface.get_size()
            pad = 6
            shade = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 0))
            radius = max(2, min(w, h) // 12)
            for i in range(pad):
                alpha = round(20 + 70 * (i + 1) / pad)
                pygame.draw.rect(shade, (0, 0, 0, alpha), shade.get_rect().inflate(-2 * i, -2 * i),
                                 width=1 if i < pad - 1 else 0, border_radius=radius + pad - i)
            drop = 4 + 18 * lift
            rotated_blit(surface, shade, (x + drop * 0.5, y + drop), angle, scale,
                         round(170 * (1 - 0.4 * lift)))
        rotated_blit(surface, card_surface, (x, y), angle, scale)
