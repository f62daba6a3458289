"""Confetti for a win: paper pieces that flutter down through the air and settle or fade.

Each piece is a small pymunk body (with a circle shape, so it can bounce off the floor segment)
under gravity. Air is handled per piece each step: drag pulls its velocity towards a slowly
swaying breeze, and the pull is strongest when the piece lies flat to the fall, so pieces rock
and drift like paper. The flip of a piece is drawn by narrowing it and shading the back side.

Pieces never collide with each other (one shape-filter group): that, one step per frame and plain
``pygame.draw.polygon`` keep a few hundred pieces well under two milliseconds a frame.
"""

from __future__ import annotations

import math
import random
import weakref
from array import array
from collections import deque
from collections.abc import Iterator, Sequence
from typing import TypeAlias

import pygame
import pygame.gfxdraw
import pymunk
from pymunk import batch

from arcade_races.client.physics.clock import STEP_60, FixedStep
from arcade_races.client.physics.handles import let_go
from arcade_races.client.physics.render import Color, darken, mix

Vec: TypeAlias = tuple[float, float]

CONFETTI_COLORS: tuple[Color, ...] = (
    (239, 71, 111),
    (255, 209, 102),
    (6, 214, 160),
    (17, 138, 178),
    (255, 140, 66),
    (155, 93, 229),
    (241, 91, 181),
    (254, 228, 64),
    (0, 187, 249),
)
"""Bright party colours."""

GRAVITY = 900.0
"""Downward acceleration in px/s^2."""

AIR_DRAG = 6.0
"""How strongly air pulls a piece to the breeze (1/s); with gravity it sets the falling speed."""

FADE_TIME = 0.6
"""Seconds a piece takes to fade out."""

_SHADES = 4

_FIELDS = batch.BodyFields.BODY_ID | batch.BodyFields.POSITION | batch.BodyFields.VELOCITY
"""What a step reads of every body at once."""

ADD_PER_FRAME = 40
"""Pieces a shower adds in one `update` at most: a burst of a few hundred comes out over a
few frames instead of making them all in one (a pymunk body and shape each)."""


class _Piece:
    """One scrap of paper. Internal and mutable."""

    __slots__ = (
        "age",
        "angle",
        "body",
        "body_id",
        "drag",
        "fade",
        "flat",
        "flip",
        "flip_speed",
        "h",
        "life",
        "linger",
        "rest",
        "shades",
        "shape",
        "spin",
        "sway",
        "sway_freq",
        "sway_phase",
        "w",
        "x",
        "y",
    )

    def __init__(self, body: pymunk.Body, shape: pymunk.Circle, rng: random.Random,
                 shades: tuple[Color, ...]) -> None:
        self.body = body
        self.body_id = body.id
        self.shape = shape
        self.x, self.y = body.position
        self.angle = rng.uniform(0.0, math.tau)
        self.spin = rng.uniform(-6.0, 6.0)
        self.w = rng.uniform(9.0, 15.0)
        self.h = rng.uniform(5.0, 8.0)
        self.drag = AIR_DRAG * rng.uniform(0.75, 1.3)
        self.flip = rng.uniform(0.0, math.tau)
        self.flip_speed = rng.uniform(5.0, 14.0) * rng.choice((-1.0, 1.0))
        self.sway = rng.uniform(40.0, 110.0)
        self.sway_freq = rng.uniform(1.6, 3.4)
        self.sway_phase = rng.uniform(0.0, math.tau)
        self.life = rng.uniform(5.0, 8.0)
        self.linger = rng.uniform(1.0, 2.4)
        self.age = 0.0
        self.rest = 0.0
        self.flat = 0.0
        self.fade = 1.0
        self.shades = shades


def _let_go(piece: _Piece) -> None:
    """Free a piece's pymunk body and shape as soon as it is dropped, out of its space.

    Each keeps a cffi handle to itself (for chipmunk's callbacks into Python, which a body
    out of the space no longer gets), a reference cycle that only the full garbage collection
    breaks: with a few hundred pieces a shower, that collection took 20-50 ms in one frame.
    Dropping the handles lets reference counting free the pieces as they go, a few a frame.
    """
    for owner, name in ((piece.body, "_data_handle"), (piece.shape, "_h")):
        if name in vars(owner):
            delattr(owner, name)


BURY_PER_FRAME = 40
"""Pieces of dropped showers let go in one `update` at most."""
_GRAVES: deque[tuple[pymunk.Space, list[_Piece]]] = deque()
"""Dropped showers' spaces and the pieces still in them, waiting to be let go."""


def _no_step() -> None:
    """The confetti clock's step: `Confetti.update` runs the steps it counts."""


def _bury(most: int) -> None:
    """Let go up to `most` pieces of dropped showers (out of their space, then `_let_go`);
    a space emptied of them goes too (its floor and static body by `let_go`)."""
    while most > 0 and _GRAVES:
        space, pieces = _GRAVES[0]
        while most > 0 and pieces:
            piece = pieces.pop()
            space.remove(piece.body, piece.shape)
            _let_go(piece)
            most -= 1
        if not pieces:
            _GRAVES.popleft()
            let_go(space)


def _entomb(space: pymunk.Space, pieces: list[_Piece]) -> None:
    """A dropped shower's remains: its pieces still flying wait in `_GRAVES`.

    Called by the shower's `weakref.finalize`, which holds `space` and `pieces` itself, so
    they are never part of the garbage a collection finds with the shower. A `__del__` that
    kept them instead would resurrect them after that collection had already run their cffi
    destructors (pymunk frees the chipmunk space and bodies in those): the graves would then
    hold a freed space, whose memory the next shower's space reuses, and removing a buried
    piece from it corrupted that live space (lost bodies, then a crash).
    """
    if pieces:
        _GRAVES.append((space, pieces))
    else:
        let_go(space)


def shades_of(color: Color) -> tuple[Color, ...]:
    """A piece's colours: front shades then back shades, from edge-on (dim) to face-on (full
    colour)."""
    back = darken(color, 0.25)
    return tuple(mix(darken(base, 0.28), base, k / (_SHADES - 1))
                 for base in (color, back) for k in range(_SHADES))


class Confetti:
    """A shower of confetti inside ``rect`` (its bottom edge is the floor).

    ``count`` pieces rain in from above at once; ``burst`` throws more from a point. Pieces
    are made as the shower is updated, at most ``ADD_PER_FRAME`` an update, in the order asked.

    >>> import pygame
    >>> shower = Confetti(pygame.Rect(0, 0, 320, 240), seed=5, count=40)
    >>> shower.burst((160, 200), count=20)
    >>> for _ in range(60):
    ...     shower.update(1 / 60)
    >>> 0 < len(shower) <= 60
    True
    """

    def __init__(
        self,
        rect: pygame.Rect,
        seed: int,
        count: int = 160,
        colors: Sequence[Color] = CONFETTI_COLORS,
        *,
        floor: bool = True,
    ) -> None:
        """Start a shower of ``count`` pieces; with ``floor`` False pieces fall out of the rect."""
        if not colors:
            raise ValueError("confetti needs at least one colour")
        self.rect = pygame.Rect(rect)
        self.colors = tuple(colors)
        self._rng = random.Random(seed)
        self._space = pymunk.Space()
        self._space.gravity = (0.0, GRAVITY)
        # The floor sits a little above the bottom edge so pieces lying on it are seen whole.
        self._floor_y = float(self.rect.bottom - 6)
        self._filter = pymunk.ShapeFilter(group=1)
        if floor:
            segment = pymunk.Segment(
                self._space.static_body,
                (self.rect.left - 200.0, self._floor_y + 4.0),
                (self.rect.right + 200.0, self._floor_y + 4.0),
                4.0,
            )
            segment.elasticity = 0.55
            segment.friction = 0.0
            self._space.add(segment)
        self._has_floor = floor
        self._got = batch.Buffer()
        self._put = batch.Buffer()
        self._pieces: list[_Piece] = []
        self._shades = {c: shades_of(c) for c in self.colors}
        self._pending: deque[Iterator[None]] = deque()
        self._coming = 0
        self._time = 0.0
        # The clock only counts the steps (`update` runs them): a clock holding `self.step`
        # would make a cycle, and a dropped shower would wait for the full collection.
        self._clock = FixedStep(STEP_60, _no_step)
        if count > 0:
            self._pending.append(self._shower(count))
            self._coming += count
        # The pieces still flying when a shower is dropped (a scene or a table gone) are let
        # go a few a frame by the showers that follow, not all in the frame that drops it.
        # `_pieces` is only ever changed in place, so the finalizer sees the pieces left.
        weakref.finalize(self, _entomb, self._space, self._pieces).atexit = False

    def _shower(self, count: int) -> Iterator[None]:
        for _ in range(count):
            x = self._rng.uniform(self.rect.left, self.rect.right)
            y = self.rect.top - self._rng.uniform(10.0, self.rect.height * 0.7)
            vx = self._rng.uniform(-60.0, 60.0)
            vy = self._rng.uniform(60.0, 160.0)
            self._add((x, y), (vx, vy))
            yield

    def _add(self, pos: Vec, vel: Vec) -> None:
        color = self.colors[self._rng.randrange(len(self.colors))]
        body = pymunk.Body(1.0, 1.0)
        body.position = pos
        body.velocity = vel
        shape = pymunk.Circle(body, 2.5)
        shape.filter = self._filter
        shape.elasticity = 0.5
        shape.friction = 0.0
        self._space.add(body, shape)
        self._pieces.append(_Piece(body, shape, self._rng, self._shades[color]))

    def burst(self, pos: Vec, count: int = 90, speed: float = 1500.0, spread: float = 75.0,
              direction: float = -90.0) -> None:
        """Throw ``count`` more pieces from ``pos``, up to ``speed`` px/s, fanned ``spread``
        degrees either side of ``direction`` (degrees, -90 is straight up on screen)."""
        if count > 0:
            self._pending.append(self._burst(pos, count, speed, spread, direction))
            self._coming += count

    def _burst(self, pos: Vec, count: int, speed: float, spread: float,
               direction: float) -> Iterator[None]:
        for _ in range(count):
            heading = math.radians(direction + self._rng.uniform(-spread, spread))
            v = speed * self._rng.uniform(0.35, 1.0)
            self._add(
                (pos[0] + self._rng.uniform(-6.0, 6.0), pos[1] + self._rng.uniform(-6.0, 6.0)),
                (math.cos(heading) * v, math.sin(heading) * v),
            )
            yield

    def _release(self, most: int) -> None:
        """Make up to `most` of the pieces asked for, oldest request first."""
        pending = self._pending
        while most > 0 and pending:
            if next(pending[0], StopIteration) is StopIteration:
                pending.popleft()
            else:
                most -= 1
                self._coming -= 1

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds of frame time, in fixed steps of ``STEP_60``; make the next
        few pieces asked for first."""
        self._release(ADD_PER_FRAME)
        _bury(BURY_PER_FRAME)
        for _ in range(self._clock.advance(dt)):
            self.step()

    def step(self) -> None:
        """Advance exactly one fixed step (``STEP_60``): fall, then air, flutter, floor, fading."""
        dt = STEP_60
        self._space.step(dt)
        self._time += dt
        t = self._time
        floor = self._floor_y - 4.5
        left, right = self.rect.left - 40, self.rect.right + 40
        bottom = self.rect.bottom + 60
        has_floor = self._has_floor
        gone: list[_Piece] = []
        sin, cos = math.sin, math.cos
        # Every body's position and velocity in one call, and the new velocities back in one
        # (pymunk's per-body properties were most of a step with a few hundred pieces); the
        # numbers are the same doubles either way.
        got = self._got
        got.clear()
        batch.get_space_bodies(self._space, _FIELDS, got)
        ids = memoryview(got.int_buf()).cast("P")
        values = array("d")
        values.frombytes(got.float_buf())
        velocities = array("d", values)
        at = {body_id: 4 * n for n, body_id in enumerate(ids)}
        for p in self._pieces:
            i = at[p.body_id]
            x, y, vx, vy = values[i], values[i + 1], values[i + 2], values[i + 3]
            p.x, p.y = x, y
            p.age += dt
            if has_floor and y >= floor and -60.0 < vy < 60.0:
                p.rest += dt
                p.flat = min(1.0, p.flat + dt * 4.0)
                p.spin *= 0.8
                velocities[i + 2] = vx * 0.85
            else:
                # Face-on to the fall (|cos flip| near 1) the paper catches the most air.
                catch = 0.45 + 0.75 * abs(cos(p.flip))
                # A freshly thrown clump opens up over its first fraction of a second.
                opened = min(1.0, 0.2 + p.age * 2.5)
                k = min(1.0, p.drag * catch * opened * dt)
                breeze = p.sway * sin(p.sway_phase + t * p.sway_freq)
                velocities[i + 2] = vx + (breeze - vx) * k
                velocities[i + 3] = vy - vy * k * 0.9
                p.flip += p.flip_speed * dt
            p.angle += p.spin * dt
            if p.age > p.life or p.rest > p.linger:
                p.fade -= dt / FADE_TIME
                if p.fade <= 0.0:
                    gone.append(p)
                    continue
            if x < left or x > right or y > bottom:
                gone.append(p)
        if self._pieces:
            # Fields are read back in the order they were fetched: position, then velocity.
            del velocities[0::4], velocities[0::3]
            put = self._put
            put.set_float_buf(velocities)
            batch.set_space_bodies(self._space, batch.BodyFields.VELOCITY, put)
        if gone:
            for p in gone:
                self._space.remove(p.body, p.shape)
                _let_go(p)
            dead = {id(p) for p in gone}
            self._pieces[:] = [p for p in self._pieces if id(p) not in dead]

    def __len__(self) -> int:
        """How many pieces are still in the air or on the floor, or still to come."""
        return len(self._pieces) + self._coming

    @property
    def positions(self) -> tuple[Vec, ...]:
        """Where every piece is, in the order they were added."""
        return tuple((p.x, p.y) for p in self._pieces)

    @property
    def done(self) -> bool:
        """True once every piece has gone (and none is still to come)."""
        return not self._pieces and not self._coming

    def draw(self, surface: pygame.Surface, offset: Vec = (0.0, 0.0)) -> None:
        """Draw every piece onto ``surface`` (clipped to the rect), shifted by ``offset``."""
        ox, oy = offset
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.move(round(ox), round(oy)).clip(old_clip))
        polygon = pygame.draw.polygon
        filled = pygame.gfxdraw.filled_polygon
        sin, cos = math.sin, math.cos
        top_shade = _SHADES - 1
        for p in self._pieces:
            x = p.x + ox
            y = p.y + oy
            a = p.angle
            c = cos(p.flip)
            face = abs(c)
            width = p.w * (face + (1.0 - face) * p.flat)
            shade = round(top_shade * (face + (1.0 - face) * p.flat))
            color = p.shades[shade if c >= 0 else shade + _SHADES]
            ca, sa = cos(a), sin(a)
            hw, hh = width * 0.5 + 0.5, p.h * 0.5
            ax, ay = ca * hw, sa * hw
            bx, by = -sa * hh, ca * hh
            points = (
                (x + ax + bx, y + ay + by),
                (x - ax + bx, y - ay + by),
                (x - ax - bx, y - ay - by),
                (x + ax - bx, y + ay - by),
            )
            if p.fade >= 1.0:
                polygon(surface, color, points)
            else:
                filled(surface, [(round(px), round(py)) for px, py in points],
                       (*color, max(0, round(255 * p.fade))))
        surface.set_clip(old_clip)
