"""One die of a dice tray: the snapshot the tray gives out, the die it moves, and their shape.

``DieView`` is what a reader of ``DiceTray.dice`` gets; ``TrayDie`` is the tray's own mutable
die (its pymunk body, faces, the face on top while it tumbles, and the curve it eases to rest
on). The round-cornered square's extent and the settling curve (a cubic Hermite) are the
geometry both use. ``DiceTray`` (``physics.dice``) throws and steps them.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Literal, TypeAlias

import pygame
import pymunk

from arcade_races.client.physics.render import Color

Vec: TypeAlias = tuple[float, float]

EASE_FORCED = 0.32
"""Seconds a die takes to come to rest when it is made to settle while still moving."""

EASE_NATURAL = 0.22
"""Seconds a die takes to come to rest once it has slowed down by itself."""


@dataclass(frozen=True)
class DieView:
    """A snapshot of one die: where it is and what it shows.

    ``angle`` is in degrees counter-clockwise on screen, as ``pygame.transform.rotate`` takes it.
    ``height`` is how far the die hops off the felt (0 on the felt, up to about 1), which the
    drawing turns into scale and shadow offset.
    """

    pos: Vec
    angle: float
    size: float
    corner: float
    shown: int
    value: int
    faces: tuple[int, ...]
    height: float
    settled: bool

    def corners(self) -> tuple[Vec, Vec, Vec, Vec]:
        """The corners of the die's square outline (sharp corners, screen coordinates)."""
        rad = -math.radians(self.angle)
        c, s = math.cos(rad), math.sin(rad)
        h = self.size / 2
        out = []
        for lx, ly in ((-h, -h), (h, -h), (h, h), (-h, h)):
            out.append((self.pos[0] + lx * c - ly * s, self.pos[1] + lx * s + ly * c))
        return (out[0], out[1], out[2], out[3])

    def bounds(self) -> tuple[float, float, float, float]:
        """Left, top, right, bottom of the die's physical outline (a square with round corners)."""
        return box_bounds(self.pos, -math.radians(self.angle), self.size, self.corner)


def extent(angle: float, size: float, corner: float) -> float:
    """Half the width of the axis-aligned box around a round-cornered square at ``angle``."""
    core = size / 2 - corner
    return core * (abs(math.cos(angle)) + abs(math.sin(angle))) + corner


def box_bounds(
    pos: Vec, angle: float, size: float, corner: float
) -> tuple[float, float, float, float]:
    """Left, top, right, bottom of a round-cornered square centred on ``pos`` at ``angle``."""
    e = extent(angle, size, corner)
    return (pos[0] - e, pos[1] - e, pos[0] + e, pos[1] + e)


def hermite(p0: float, v0: float, p1: float, duration: float, u: float) -> tuple[float, float]:
    """Value and rate at ``u`` (0..1) of a cubic from ``p0`` moving at ``v0`` to ``p1`` at rest."""
    u2, u3 = u * u, u * u * u
    value = (2 * u3 - 3 * u2 + 1) * p0 + (u3 - 2 * u2 + u) * duration * v0 + (3 * u2 - 2 * u3) * p1
    rate = ((6 * u2 - 6 * u) * p0 + (3 * u2 - 4 * u + 1) * duration * v0
            + (6 * u - 6 * u2) * p1) / duration
    return value, rate


class TrayDie:
    """One die in the tray: its body and everything needed to show it. Internal to the tray
    (`DiceTray` makes, moves and reads them) and mutable."""

    __slots__ = (
        "a0",
        "a1",
        "body",
        "color",
        "ease_t",
        "ease_time",
        "faces",
        "height",
        "hop_phase",
        "images",
        "last_angle",
        "last_pos",
        "p0",
        "p1",
        "phase",
        "rng",
        "roll",
        "shape",
        "shown",
        "v0",
        "value",
        "w0",
    )

    def __init__(
        self,
        body: pymunk.Body,
        shape: pymunk.Poly,
        faces: tuple[int, ...],
        value: int,
        color: Color,
        rng: random.Random,
        images: dict[int, pygame.Surface],
    ) -> None:
        self.body = body
        self.shape = shape
        self.faces = faces
        self.value = value
        self.color = color
        self.rng = rng
        self.images = images
        self.shown = faces[rng.randrange(len(faces))]
        self.roll = 0.0
        self.hop_phase = rng.uniform(0.0, math.pi)
        self.height = 0.0
        self.last_pos: Vec = (body.position.x, body.position.y)
        self.last_angle = body.angle
        self.phase: Literal["rolling", "easing", "rest"] = "rolling"
        self.ease_t = 0.0
        self.ease_time = EASE_FORCED
        self.p0: Vec = (0.0, 0.0)
        self.v0: Vec = (0.0, 0.0)
        self.p1: Vec = (0.0, 0.0)
        self.a0 = 0.0
        self.w0 = 0.0
        self.a1 = 0.0

    def flip(self) -> None:
        """Roll over onto another face (a different number when the die has one)."""
        others = [f for f in self.faces if f != self.shown]
        pool = others or list(self.faces)
        self.shown = pool[self.rng.randrange(len(pool))]
