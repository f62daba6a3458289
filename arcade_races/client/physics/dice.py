"""Dice thrown into a felt tray: pymunk tumbling that always lands on the faces the rules chose.

The rules decide a roll first (``DieRolled(5)``); the tray only shows it. Dice are pymunk boxes
thrown from one side with a seeded random impulse and spin. While they tumble, the face on top
changes as they roll; once a die slows down (or the throw has lasted ``FORCE_SETTLE`` seconds) it
eases to rest, square to the tray within a few degrees, showing exactly its chosen value.
The tray throws and steps the dice; each die's snapshot, state and shape are in
``physics.die``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Literal, TypeAlias

import pygame
import pymunk

from arcade_races.client.physics.clock import STEP_120, FixedStep
from arcade_races.client.physics.die import (
    EASE_FORCED,
    EASE_NATURAL,
    DieView,
    TrayDie,
    extent,
    hermite,
)
from arcade_races.client.physics.handles import let_go
from arcade_races.client.physics.render import (
    DIE_COLORS,
    FELT_GREEN,
    SUPERSAMPLE,
    WOOD_BROWN,
    Color,
    die_blank,
    die_face,
    felt_tray,
    palette,
    rotated_blit,
    soft_shadow,
)

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets

Side: TypeAlias = Literal["left", "right", "top", "bottom"]
Vec: TypeAlias = tuple[float, float]

STANDARD_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
"""An ordinary six-sided die."""

FORCE_SETTLE = 1.25
"""Seconds after a throw when every die still rolling starts to settle."""

MAX_THROW_TIME = FORCE_SETTLE + EASE_FORCED
"""Upper bound on the time from ``throw`` until ``settled`` (1.57 s)."""

REST_SPEED = 45.0
"""Below this speed (px/s), with little spin, a die counts as slowed down."""

REST_SPIN = 2.5
"""Below this spin (rad/s), with little speed, a die counts as slowed down."""

ROLL_FRICTION = 520.0
"""Felt friction as a constant deceleration (px/s^2), so dice stop rather than creep."""

SPIN_FRICTION = 12.0
"""Felt friction on spin (rad/s^2)."""

_SIDES: Mapping[str, tuple[Vec, Vec]] = MappingProxyType({
    # side -> (throw direction, across direction)
    "left": ((1.0, 0.0), (0.0, 1.0)),
    "right": ((-1.0, 0.0), (0.0, 1.0)),
    "top": ((0.0, 1.0), (1.0, 0.0)),
    "bottom": ((0.0, -1.0), (1.0, 0.0)),
})


def _no_step() -> None:
    """The clock's step: `update` runs the steps it counts."""


class DiceTray:
    """A felt tray that dice are thrown into.

    ``rect`` is the whole tray on screen, wooden rim included; dice move on ``felt_rect`` inside
    it. The seed fixes every throw: the same seed and the same ``throw`` calls give the same
    trajectory, step for step.

    >>> import pygame
    >>> tray = DiceTray(pygame.Rect(0, 0, 480, 280), seed=3)
    >>> tray.throw([5, 3], faces=[(2, 3, 3, 4, 4, 5)] * 2)
    >>> while not tray.settled:
    ...     tray.update(1 / 60)
    >>> [d.shown for d in tray.dice]
    [5, 3]
    """

    def __init__(
        self,
        rect: pygame.Rect,
        seed: int,
        *,
        colors: Sequence[Color] | None = None,
        die_size: int | None = None,
        side: Side = "left",
        felt: Color = FELT_GREEN,
        wood: Color = WOOD_BROWN,
        font: pygame.font.Font | None = None,
        assets: Assets | None = None,
    ) -> None:
        """Make an empty tray.

        ``colors`` are used die by die, in turn; ``die_size`` defaults to a size that suits the
        tray; ``side`` is the side dice are thrown in from; ``font`` writes faces that are not
        1-6 (the default pygame font otherwise); with ``assets`` the tray's felt and the dice's
        shadow are kept there for the next tray of the same size.
        """
        if side not in _SIDES:
            raise ValueError(f"side must be one of {sorted(_SIDES)}, not {side!r}")
        self.rect = pygame.Rect(rect)
        self.rim = max(8, round(min(self.rect.size) * 0.045))
        self.felt_rect = self.rect.inflate(-2 * self.rim, -2 * self.rim)
        if self.felt_rect.width < 40 or self.felt_rect.height < 40:
            raise ValueError(f"tray {self.rect} is too small for dice")
        default_size = round(min(self.felt_rect.size) * 0.23)
        self.die_size = die_size or max(24, min(72, default_size))
        self.colors: tuple[Color, ...] = tuple(colors) if colors else DIE_COLORS
        self.side: Side = side
        self._rng = random.Random(seed)
        self._font = font
        size, rim = self.rect.size, self.rim
        self._tray_image = (felt_tray(size, rim, felt, wood) if assets is None else
                            assets.kept(("felt_tray", size, rim, felt, wood),
                                        lambda: felt_tray(size, rim, felt, wood)))
        self._space = pymunk.Space()
        self._dice: list[TrayDie] = []
        self._size = float(self.die_size)
        self._time = 0.0
        # The clock only counts the steps (`update` runs them): holding `self.step` it would
        # make the tray a reference cycle that only a full garbage collection frees.
        self._clock = FixedStep(STEP_120, _no_step)
        self._shadow_size = self.die_size
        die = self.die_size
        self._shadow = (soft_shadow(die) if assets is None else
                        assets.kept(("die_shadow", die), lambda: soft_shadow(die)))

    # -- throwing ------------------------------------------------------------------------------

    def throw(
        self,
        values: Sequence[int],
        faces: Sequence[Sequence[int]] | None = None,
        colors: Sequence[Color] | None = None,
    ) -> None:
        """Throw ``len(values)`` dice that will come to rest showing ``values``, in order.

        ``faces`` gives each die's faces (for example the race die ``(2, 3, 3, 4, 4, 5)``);
        by default each die is an ordinary 1-6. ``colors`` overrides the tray's colours for
        this throw. A value a die cannot show is a ``ValueError``.
        """
        count = len(values)
        if count == 0:
            raise ValueError("throw at least one die")
        die_faces = [tuple(f) for f in faces] if faces is not None else [STANDARD_FACES] * count
        if len(die_faces) != count:
            raise ValueError(f"{count} values but {len(die_faces)} sets of faces")
        for i, (value, options) in enumerate(zip(values, die_faces, strict=True)):
            if not options:
                raise ValueError(f"die {i} has no faces")
            if value not in options:
                raise ValueError(f"die {i} cannot show {value}: its faces are {options}")
        tints = palette(colors or self.colors, count, DIE_COLORS)

        self._size = self._fit_size(count)
        size = self._size
        corner = self._corner
        let_go(self._space)  # the dice of the last throw go now, not in a full collection
        self._space = self._new_space()
        self._time = 0.0
        if round(size) != self._shadow_size:
            self._shadow_size = round(size)
            self._shadow = soft_shadow(self._shadow_size)

        (dx, dy), (px, py) = _SIDES[self.side]
        felt = self.felt_rect
        along = felt.width if dx else felt.height
        per_column = self._per_column(size)
        # Constant felt friction stops a die after v^2 / 2a: aim for about two thirds of the tray.
        base_speed = math.sqrt(2 * ROLL_FRICTION * along * 0.62)
        spacing = size * 1.5

        self._dice = []
        for i in range(count):
            col, row = divmod(i, per_column)
            in_column = min(per_column, count - col * per_column)
            usable = self._across - spacing
            span = max((in_column - 1) * spacing, min(usable, (in_column - 1) * spacing * 1.4))
            slot = (row / (in_column - 1) - 0.5) if in_column > 1 else 0.0
            offset = slot * span + self._rng.uniform(-0.06, 0.06) * size
            offset = max(-usable / 2, min(usable / 2, offset))
            depth = size * 0.8 + 4 + col * spacing + self._rng.uniform(0, size * 0.15)
            x = felt.centerx + dx * (depth - along / 2) + px * offset
            y = felt.centery + dy * (depth - along / 2) + py * offset

            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (size, size)))
            body.position = (x, y)
            body.angle = self._rng.uniform(0, math.tau)
            # Dice thrown from near a corner aim a little towards the middle of the tray.
            heading = self._rng.uniform(-0.38, 0.38) - slot * 0.5
            speed = base_speed * self._rng.uniform(0.82, 1.12)
            ch, sh = math.cos(heading), math.sin(heading)
            body.velocity = ((dx * ch + px * sh) * speed, (dy * ch + py * sh) * speed)
            body.angular_velocity = self._rng.choice((-1, 1)) * self._rng.uniform(6.0, 13.0)
            inner = size - 2 * corner
            shape = pymunk.Poly.create_box(body, (inner, inner), radius=corner)
            shape.friction = 0.55
            shape.elasticity = 0.42
            self._space.add(body, shape)

            images = self._faces_for(die_faces[i], tints[i], round(size))
            die_rng = random.Random(self._rng.getrandbits(64))
            self._dice.append(
                TrayDie(body, shape, die_faces[i], values[i], tints[i], die_rng, images)
            )

    @property
    def _across(self) -> float:
        """The felt's length across the throw."""
        (dx, _), _ = _SIDES[self.side]
        return float(self.felt_rect.height if dx else self.felt_rect.width)

    def _per_column(self, size: float) -> int:
        """How many dice of ``size`` fit side by side, clear of each other, across the throw."""
        return max(1, int((self._across - size * 1.5) // (size * 1.5)) + 1)

    def _fit_size(self, count: int) -> float:
        """The die size, shrunk if ``count`` dice would not fit in two rows at the start."""
        size = float(self.die_size)
        while size > 14 and count > 2 * self._per_column(size):
            size -= 2
        return size

    @property
    def _corner(self) -> float:
        return self._size * 0.14

    def _new_space(self) -> pymunk.Space:
        space = pymunk.Space()
        space.damping = 0.8
        space.iterations = 20
        felt = self.felt_rect
        thick = 30.0
        left, top = felt.left - thick, felt.top - thick
        right, bottom = felt.right + thick, felt.bottom + thick
        walls = [
            pymunk.Segment(space.static_body, (left, top - thick), (left, bottom + thick), thick),
            pymunk.Segment(space.static_body, (right, top - thick), (right, bottom + thick), thick),
            pymunk.Segment(space.static_body, (left - thick, top), (right + thick, top), thick),
            pymunk.Segment(space.static_body, (left - thick, bottom), (right + thick, bottom),
                           thick),
        ]
        for wall in walls:
            wall.elasticity = 0.6
            wall.friction = 0.4
        space.add(*walls)
        return space

    def _faces_for(
        self, faces: tuple[int, ...], color: Color, size: int
    ) -> dict[int, pygame.Surface]:
        font = None
        if any(not 1 <= f <= 6 for f in faces):
            font = self._font
            if font is None:
                if not pygame.font.get_init():
                    pygame.font.init()
                font = pygame.font.Font(None, round(size * SUPERSAMPLE * 0.78))
        blank = die_blank(size, color)
        return {f: die_face(f, size, color, font, blank) for f in sorted(set(faces))}

    # -- simulation ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds of frame time, in fixed steps of ``STEP_120``."""
        for _ in range(self._clock.advance(dt)):
            self.step()

    def step(self) -> None:
        """Advance the simulation by exactly one fixed step (``STEP_120``)."""
        if not self._dice or self.settled:
            return
        dt = STEP_120
        self._time += dt
        for die in self._dice:
            if die.phase == "rolling":
                self._apply_felt_friction(die, dt)
            elif die.phase == "easing":
                self._drive_ease(die, dt)
        self._space.step(dt)
        felt = self.felt_rect
        for die in self._dice:
            if die.phase == "rolling":
                self._clamp(die, felt)
                self._track_roll(die)
                slow = (die.body.velocity.length < REST_SPEED
                        and abs(die.body.angular_velocity) < REST_SPIN)
                if slow or self._time >= FORCE_SETTLE:
                    self._start_ease(die, EASE_NATURAL if slow else EASE_FORCED)
            elif die.phase == "easing":
                self._finish_ease_step(die)

    def _apply_felt_friction(self, die: TrayDie, dt: float) -> None:
        body = die.body
        v = body.velocity
        speed = v.length
        if speed > 0:
            body.velocity = v * (max(0.0, speed - ROLL_FRICTION * dt) / speed)
        w = body.angular_velocity
        body.angular_velocity = math.copysign(max(0.0, abs(w) - SPIN_FRICTION * dt), w)

    def _clamp(self, die: TrayDie, felt: pygame.Rect) -> None:
        """Keep a die on the felt even if a collision ever pushes it through a wall."""
        body = die.body
        e = extent(body.angle, self._size, self._corner)
        x, y = body.position
        vx, vy = body.velocity
        nx = min(max(x, felt.left + e), felt.right - e)
        ny = min(max(y, felt.top + e), felt.bottom - e)
        if nx != x or ny != y:
            if nx != x:
                vx = -0.5 * vx if (nx - x) * vx < 0 else vx
            if ny != y:
                vy = -0.5 * vy if (ny - y) * vy < 0 else vy
            body.position = (nx, ny)
            body.velocity = (vx, vy)

    def _track_roll(self, die: TrayDie) -> None:
        """Turn distance rolled and spin into face changes and a little hop."""
        body = die.body
        x, y = body.position
        dist = math.hypot(x - die.last_pos[0], y - die.last_pos[1])
        turn = abs(body.angle - die.last_angle)
        die.last_pos = (x, y)
        die.last_angle = body.angle
        die.roll += dist / (self._size * 0.95) + turn / math.pi
        while die.roll >= 1.0:
            die.roll -= 1.0
            die.flip()
        die.hop_phase += dist / self._size * math.pi * 0.9
        liveliness = min(1.0, body.velocity.length / 600.0)
        die.height = abs(math.sin(die.hop_phase)) * liveliness

    def _start_ease(self, die: TrayDie, duration: float) -> None:
        body = die.body
        die.phase = "easing"
        die.ease_t = 0.0
        die.ease_time = duration
        die.p0 = (body.position.x, body.position.y)
        die.v0 = (body.velocity.x, body.velocity.y)
        die.a0 = body.angle
        die.w0 = body.angular_velocity
        glide = (die.p0[0] + die.v0[0] * duration / 2, die.p0[1] + die.v0[1] * duration / 2)
        quarter = math.pi / 2
        tilt = die.rng.uniform(-0.11, 0.11)
        die.a1 = round((die.a0 + die.w0 * duration / 2) / quarter) * quarter + tilt
        die.p1 = self._rest_spot(die, glide)
        die.shown = die.value
        body.body_type = pymunk.Body.KINEMATIC

    def _rest_spot(self, die: TrayDie, want: Vec) -> Vec:
        """Where a settling die may stop: on the felt and clear of dice already settling."""
        size, corner = self._size, self._corner
        e = extent(die.a1, size, corner)
        felt = self.felt_rect
        x, y = want
        others = [d for d in self._dice if d is not die and d.phase != "rolling"]
        for _ in range(6):
            x = min(max(x, felt.left + e), felt.right - e)
            y = min(max(y, felt.top + e), felt.bottom - e)
            moved = False
            for other in others:
                oe = extent(other.a1, size, corner)
                gap = e + oe + 2.0
                ox = gap - abs(x - other.p1[0])
                oy = gap - abs(y - other.p1[1])
                if ox > 0 and oy > 0:
                    moved = True
                    if ox < oy:
                        x += ox if x >= other.p1[0] else -ox
                    else:
                        y += oy if y >= other.p1[1] else -oy
            if not moved:
                break
        x = min(max(x, felt.left + e), felt.right - e)
        y = min(max(y, felt.top + e), felt.bottom - e)
        return (x, y)

    def _ease_at(self, die: TrayDie, t: float) -> tuple[Vec, float]:
        """The eased pose at ``t`` seconds into settling, kept on the felt."""
        u = min(1.0, t / die.ease_time)
        x, _ = hermite(die.p0[0], die.v0[0], die.p1[0], die.ease_time, u)
        y, _ = hermite(die.p0[1], die.v0[1], die.p1[1], die.ease_time, u)
        a, _ = hermite(die.a0, die.w0, die.a1, die.ease_time, u)
        # A die still heading into a wall would swing past it on the curve; the wall stops it.
        e = extent(a, self._size, self._corner)
        felt = self.felt_rect
        x = min(max(x, felt.left + e), felt.right - e)
        y = min(max(y, felt.top + e), felt.bottom - e)
        return (x, y), a

    def _drive_ease(self, die: TrayDie, dt: float) -> None:
        """Give the kinematic die the velocity that carries it to its next eased pose."""
        here, angle = self._ease_at(die, die.ease_t)
        there, next_angle = self._ease_at(die, die.ease_t + dt)
        die.body.velocity = ((there[0] - here[0]) / dt, (there[1] - here[1]) / dt)
        die.body.angular_velocity = (next_angle - angle) / dt

    def _finish_ease_step(self, die: TrayDie) -> None:
        die.ease_t += STEP_120
        pos, angle = self._ease_at(die, die.ease_t)
        die.body.position = pos
        die.body.angle = angle
        u = min(1.0, die.ease_t / die.ease_time)
        die.height *= max(0.0, 1.0 - u) ** 0.5 if u < 1.0 else 0.0
        if die.ease_t >= die.ease_time - 1e-9:
            die.body.position = die.p1
            die.body.angle = die.a1
            die.body.velocity = (0.0, 0.0)
            die.body.angular_velocity = 0.0
            die.height = 0.0
            die.phase = "rest"

    # -- reading -------------------------------------------------------------------------------

    @property
    def settled(self) -> bool:
        """True once every die thrown is at rest showing its value (False before any throw)."""
        return bool(self._dice) and all(d.phase == "rest" for d in self._dice)

    @property
    def elapsed(self) -> float:
        """Simulated seconds since the last throw."""
        return self._time

    @property
    def values(self) -> tuple[int, ...]:
        """The values the last throw lands on, as the rules chose them."""
        return tuple(d.value for d in self._dice)

    @property
    def dice(self) -> tuple[DieView, ...]:
        """A snapshot of every die, in throw order."""
        views = []
        for d in self._dice:
            body = d.body
            views.append(
                DieView(
                    pos=(body.position.x, body.position.y),
                    angle=-math.degrees(body.angle),
                    size=self._size,
                    corner=self._corner,
                    shown=d.shown,
                    value=d.value,
                    faces=d.faces,
                    height=d.height,
                    settled=d.phase == "rest",
                )
            )
        return tuple(views)

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, offset: Vec = (0.0, 0.0)) -> None:
        """Draw the tray and its dice onto ``surface``, shifted by ``offset``. Changes nothing."""
        ox, oy = offset
        surface.blit(self._tray_image, (self.rect.x + ox, self.rect.y + oy))
        if not self._dice:
            return
        size = self._size
        order = sorted(range(len(self._dice)), key=lambda i: self._dice[i].height)
        for i in order:
            die = self._dice[i]
            x, y = die.body.position
            angle = -math.degrees(die.body.angle)
            h = die.height
            drop = size * (0.07 + 0.30 * h)
            rotated_blit(surface, self._shadow, (x + ox + drop * 0.6, y + oy + drop),
                         angle, (1 + 0.10 * h) / SUPERSAMPLE, round(255 * (1 - 0.45 * h)))
        for i in order:
            die = self._dice[i]
            x, y = die.body.position
            angle = -math.degrees(die.body.angle)
            lift = 1 + 0.16 * die.height
            centre = (x + ox, y + oy - size * 0.08 * die.height)
            rotated_blit(surface, die.images[die.shown], centre, angle, lift / SUPERSAMPLE)
