"""Placing and drawing the workbench's tags over a picture of the board.

A tag goes near the space it names, where the picture is calm: the picture's edges
(`pygame.transform.laplacian`) make a mask of what the view drew (lines, labels, tokens), and
of the spots round the anchor the tag takes the one covering the fewest edge pixels, not over
another tag or another tag's space, inside the board's zone; a thin leader joins it to its
space.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.workbench.marks import Mark

TAG_SIZE = 13
"""The tags' text size in canvas pixels: small, and readable at 1280x720."""
PAD_X, PAD_Y = 6, 3
DISTANCES = (14, 22, 32, 44, 58, 76, 98)
"""How far from its space a tag's centre may stand (beyond half its size)."""
ANGLES = tuple(range(0, 360, 20))
EDGE = 16
"""A laplacian value (per channel) above which a pixel counts as a drawn feature."""


@dataclass(frozen=True)
class Placed:
    """A tag where it goes: its mark and its rectangle on the canvas."""

    mark: Mark
    rect: pygame.Rect


def feature_mask(picture: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where the picture changes sharply: what the view drew."""
    edges = pygame.transform.laplacian(picture)
    calm = pygame.mask.from_threshold(edges, (0, 0, 0, 255), (EDGE, EDGE, EDGE, 255))
    calm.invert()
    return calm


def place(marks: Sequence[Mark], picture: pygame.Surface, assets: Assets,
          area: pygame.Rect) -> list[Placed]:
    """Where each of `marks` goes on `picture`, within `area` (the board's zone)."""
    busy = feature_mask(picture)
    font = assets.font(TAG_SIZE, "bold")
    keep = [pygame.Rect(round(m.anchor[0] - m.clear[0]), round(m.anchor[1] - m.clear[1]),
                        round(2 * m.clear[0]), round(2 * m.clear[1])) for m in marks]
    placed: list[Placed] = []
    taken: list[pygame.Rect] = []
    for mark in marks:
        w, h = font.size(mark.text)
        size = (w + 2 * PAD_X, h + 2 * PAD_Y)
        solid = pygame.mask.Mask(size, fill=True)
        # Its own space's spot too: the leader shows where the space is.
        others = keep
        best: tuple[float, pygame.Rect] | None = None
        for reach in DISTANCES:
            for degrees in ANGLES:
                rect = _around(mark.anchor, size, reach, math.radians(degrees))
                if not area.contains(rect) or rect.collidelist(taken) >= 0:
                    continue
                if rect.collidelist(others) >= 0:
                    continue
                cost = 3.0 * busy.overlap_area(solid, rect.topleft) + 4.0 * reach
                if best is None or cost < best[0]:
                    best = (cost, rect)
        if best is None:  # nowhere free: beside the space, over whatever is there
            rect = _around(mark.anchor, size, DISTANCES[0], 0.0).clamp(area)
        else:
            rect = best[1]
        taken.append(rect)
        placed.append(Placed(mark, rect))
    return placed


def _around(anchor: tuple[float, float], size: tuple[int, int], reach: float,
            angle: float) -> pygame.Rect:
    """A rect of `size` whose edge stands `reach` px from `anchor` in direction `angle`."""
    w, h = size
    dx, dy = math.cos(angle), -math.sin(angle)
    # From the centre to the rect's edge along (dx, dy), so `reach` is the gap to the edge.
    edge = min(w / 2 / max(abs(dx), 1e-6), h / 2 / max(abs(dy), 1e-6))
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(anchor[0] + dx * (reach + edge)), round(anchor[1] + dy * (reach + edge)))
    return rect


def draw(surface: pygame.Surface, assets: Assets, tags: Sequence[Placed]) -> None:
    """Draw `tags`: leaders first, then the tags over them, each with a dot on its space."""
    for tag in tags:
        mark, rect = tag.mark, tag.rect
        cx, cy = mark.anchor
        near = (min(max(cx, rect.left), rect.right - 1), min(max(cy, rect.top), rect.bottom - 1))
        # A card or a large space is pointed at from its edge (its own number stays in view);
        # a small space gets a dot.
        hx, hy = mark.clear
        small = max(hx, hy) <= 8
        start = (round(cx), round(cy)) if small else (
            round(min(max(near[0], cx - hx), cx + hx)), round(min(max(near[1], cy - hy), cy + hy)))
        pygame.draw.line(surface, theme.BG_DEEP, start, near, 3)
        pygame.draw.line(surface, mark.color, start, near, 1)
        if small:
            pygame.draw.circle(surface, theme.BG_DEEP, start, 4)
            pygame.draw.circle(surface, mark.color, start, 3)
    for tag in tags:
        body = pygame.Surface(tag.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*theme.BG_DEEP, 225), body.get_rect(), border_radius=5)
        pygame.draw.rect(body, tag.mark.color, body.get_rect(), 1, border_radius=5)
        surface.blit(body, tag.rect)
        image = assets.text(tag.mark.text, TAG_SIZE, theme.INK, "bold")
        surface.blit(image, image.get_rect(center=tag.rect.center))


__all__ = ["Placed", "draw", "feature_mask", "place"]
