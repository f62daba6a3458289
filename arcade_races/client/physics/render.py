"""Drawing helpers for the physics flourishes: colours, die faces, soft shadows, the felt tray.

Everything here builds a new ``pygame.Surface`` and returns it; callers render once (when a die is
thrown, when a tray is made) and only blit in ``draw``. Die faces are rendered at twice their size
and shrunk while rotating, which gives smooth edges without a per-frame antialiasing pass.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TypeAlias

import pygame

Color: TypeAlias = tuple[int, int, int]
"""An opaque RGB colour."""

SUPERSAMPLE = 2
"""Die faces and shadows are drawn this many times larger than shown."""

# Classic pip layouts for 1-6 on a unit square (0..1 across, 0..1 down), as on a Western die.
PIP_LAYOUTS: tuple[tuple[tuple[float, float], ...], ...] = (
    ((0.5, 0.5),),
    ((0.27, 0.27), (0.73, 0.73)),
    ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
)

DIE_COLORS: tuple[Color, ...] = (
    (246, 242, 230),  # ivory
    (204, 38, 52),  # crimson
    (38, 96, 206),  # royal blue
    (242, 182, 36),  # amber
    (128, 72, 178),  # violet
    (34, 34, 40),  # ebony
)
"""Default die colours, used in turn; chosen to stand out on green felt."""

FELT_GREEN: Color = (26, 104, 70)
WOOD_BROWN: Color = (118, 72, 40)


def mix(a: Color, b: Color, t: float) -> Color:
    """Blend from ``a`` (t=0) to ``b`` (t=1).

    >>> mix((0, 0, 0), (200, 100, 50), 0.5)
    (100, 50, 25)
    """
    t = min(1.0, max(0.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def lighten(c: Color, t: float) -> Color:
    """Move ``c`` towards white by ``t`` (0..1)."""
    return mix(c, (255, 255, 255), t)


def darken(c: Color, t: float) -> Color:
    """Move ``c`` towards black by ``t`` (0..1)."""
    return mix(c, (0, 0, 0), t)


def luminance(c: Color) -> float:
    """Perceived brightness 0..255 (Rec. 601 weights)."""
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def pip_color_for(body: Color) -> Color:
    """Dark pips on a light die, light pips on a dark one."""
    return (30, 30, 36) if luminance(body) > 130 else (248, 246, 238)


def _vertical_gradient(size: tuple[int, int], top: Color, bottom: Color) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    for y in range(h):
        pygame.draw.line(surf, mix(top, bottom, y / max(1, h - 1)), (0, y), (w - 1, y))
    return surf


def _rounded_mask(size: tuple[int, int], rect: pygame.Rect, radius: int) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    return mask


def rounded_gradient(
    size: tuple[int, int], rect: pygame.Rect, radius: int, top: Color, bottom: Color
) -> pygame.Surface:
    """A transparent surface of ``size`` with a vertically shaded rounded ``rect`` on it."""
    grad = _vertical_gradient(size, top, bottom)
    grad.blit(_rounded_mask(size, rect, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return grad


def die_blank(size: int, body: Color) -> pygame.Surface:
    """Render a die without pips, ``SUPERSAMPLE`` times ``size`` pixels square, on transparency:
    a darker chamfer, a lighter top face and a thin dark edge."""
    s = size * SUPERSAMPLE
    full = pygame.Rect(0, 0, s, s)
    radius = round(s * 0.22)
    surf = rounded_gradient((s, s), full, radius, lighten(body, 0.08), darken(body, 0.30))
    top = _die_top(s)
    face = rounded_gradient(
        (s, s), top, round(radius * 0.78), lighten(body, 0.16), darken(body, 0.04)
    )
    surf.blit(face, (0, 0))
    pygame.draw.rect(surf, darken(body, 0.5), full, width=max(2, round(s * 0.022)),
                     border_radius=radius)
    return surf


def _die_top(s: int) -> pygame.Rect:
    """The top face of a die ``s`` pixels square: inset from the chamfer, a touch high."""
    inset = round(s * 0.075)
    top = pygame.Rect(0, 0, s, s).inflate(-2 * inset, -2 * inset)
    top.move_ip(0, -round(s * 0.012))
    return top


def die_face(
    value: int,
    size: int,
    body: Color,
    font: pygame.font.Font | None = None,
    blank: pygame.Surface | None = None,
) -> pygame.Surface:
    """Render one die face, ``SUPERSAMPLE`` times ``size`` pixels square, on transparency.

    Values 1-6 get classic pips; any other value is written as a number with ``font`` (required
    then). ``blank`` is a ``die_blank`` of the same size and colour to draw on (a copy is used),
    which saves rendering it again for each face.
    """
    s = size * SUPERSAMPLE
    surf = blank.copy() if blank is not None else die_blank(size, body)
    top = _die_top(s)
    ink = pip_color_for(body)
    rim = lighten(body, 0.45) if luminance(body) > 130 else lighten(body, 0.25)
    if 1 <= value <= len(PIP_LAYOUTS):
        pip_r = s * (0.115 if value == 1 else 0.088)
        shift = max(1.0, s * 0.014)
        for ux, uy in PIP_LAYOUTS[value - 1]:
            cx = top.left + ux * top.width
            cy = top.top + uy * top.height
            # A lit lower-right wall and a dark bowl read as a pip pressed into the die.
            pygame.draw.circle(surf, rim, (cx + shift, cy + shift), pip_r)
            pygame.draw.circle(surf, ink, (cx, cy), pip_r)
    else:
        if font is None:
            raise ValueError(f"a font is needed to draw the value {value}")
        text = font.render(str(value), True, ink)
        shadow = font.render(str(value), True, rim)
        limit = top.width * 0.86
        if text.get_width() > limit:
            scale = limit / text.get_width()
            text = pygame.transform.smoothscale_by(text, scale)
            shadow = pygame.transform.smoothscale_by(shadow, scale)
        centre = top.center
        shift_i = max(1, round(s * 0.014))
        surf.blit(shadow, shadow.get_rect(center=(centre[0] + shift_i, centre[1] + shift_i)))
        surf.blit(text, text.get_rect(center=centre))
    return surf


def soft_shadow(size: int, alpha: int = 120) -> pygame.Surface:
    """A blurred dark rounded square (``SUPERSAMPLE`` x ``size`` plus a margin for the blur).

    Blurred at display size and scaled up: a shadow has no detail to lose, and it is cheaper.
    """
    blur = max(1, round(size * 0.07))
    pad = blur * 3
    surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    pygame.draw.rect(surf, (0, 0, 0, alpha), (pad, pad, size, size),
                     border_radius=round(size * 0.22))
    soft = pygame.transform.gaussian_blur(surf, blur)
    return pygame.transform.smoothscale_by(soft, SUPERSAMPLE)


def felt_tray(
    size: tuple[int, int],
    rim: int,
    felt: Color = FELT_GREEN,
    wood: Color = WOOD_BROWN,
    texture_seed: int = 7,
) -> pygame.Surface:
    """Render a wooden tray with a felt floor; the felt starts ``rim`` pixels in from each side.

    ``texture_seed`` only decides the felt's speckle and the wood grain, never a throw.
    """
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    outer = pygame.Rect(0, 0, w, h)
    outer_r = max(6, round(rim * 1.2))
    surf.blit(rounded_gradient(size, outer, outer_r, lighten(wood, 0.12), darken(wood, 0.25)),
              (0, 0))
    rng = random.Random(texture_seed)
    grain = pygame.Surface(size, pygame.SRCALPHA)
    grain.fill((0, 0, 0, 0))
    for _ in range(max(6, h // 5)):
        y = rng.uniform(0, h)
        amp = rng.uniform(1.0, 3.0)
        phase = rng.uniform(0, math.tau)
        points = [(x, y + amp * math.sin(phase + x / rng.uniform(40, 90))) for x in range(0, w, 8)]
        if len(points) > 1:
            pygame.draw.lines(grain, (*darken(wood, 0.35), 40), False, points, 1)
    grain.blit(_rounded_mask(size, outer, outer_r), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(grain, (0, 0))
    pygame.draw.rect(surf, lighten(wood, 0.3), outer, width=1, border_radius=outer_r)

    inner = outer.inflate(-2 * rim, -2 * rim)
    inner_r = max(4, round(rim * 0.7))
    pygame.draw.rect(surf, darken(wood, 0.55), inner.inflate(4, 4), border_radius=inner_r + 2)
    felt_surf = pygame.Surface(inner.size, pygame.SRCALPHA)
    tile = _speckle_tile(felt, rng)
    for ty in range(0, inner.height, tile.get_height()):
        for tx in range(0, inner.width, tile.get_width()):
            felt_surf.blit(tile, (tx, ty))
    # Light pools in the middle; the walls shade the felt near them, most on the top and left.
    felt_surf.blit(_felt_shading(inner.size, rim), (0, 0))
    felt_surf.blit(
        _rounded_mask(inner.size, felt_surf.get_rect(), inner_r),
        (0, 0),
        special_flags=pygame.BLEND_RGBA_MIN,
    )
    surf.blit(felt_surf, inner.topleft)
    return surf


def _speckle_tile(felt: Color, rng: random.Random, size: int = 97) -> pygame.Surface:
    """A square of felt with scattered lighter and darker fibres, to be tiled."""
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    tile.fill((*felt, 255))
    light, dark = lighten(felt, 0.10), darken(felt, 0.12)
    for _ in range(size * size // 28):
        tone = light if rng.random() < 0.5 else dark
        tile.set_at((rng.randrange(size), rng.randrange(size)), tone)
    return tile


def _felt_shading(size: tuple[int, int], rim: int) -> pygame.Surface:
    """A soft vignette plus the walls' shadow, computed coarsely and smoothed up to ``size``."""
    w, h = size
    cols, rows = max(2, w // 8), max(2, h // 8)
    small = pygame.Surface((cols, rows), pygame.SRCALPHA)
    wall = max(4.0, rim * 0.9) / 8
    for j in range(rows):
        v = (j + 0.5) / rows * 2 - 1
        for i in range(cols):
            u = (i + 0.5) / cols * 2 - 1
            # A rounded-square distance from the centre, so the corners have no seams.
            r = (abs(u) ** 6 + abs(v) ** 6) ** (1 / 6)
            vignette = 75 * max(0.0, r - 0.35) ** 2 / 0.65**2
            cast = 70 * max(0.0, 1 - min(i, j) / wall) ** 2
            small.set_at((i, j), (0, 0, 0, min(255, round(vignette + cast))))
    return pygame.transform.smoothscale(small, size)


def rotated_blit(
    target: pygame.Surface,
    image: pygame.Surface,
    centre: tuple[float, float],
    angle: float,
    scale: float,
    alpha: int | None = None,
) -> None:
    """Blit ``image`` rotated by ``angle`` degrees (counter-clockwise) and scaled, centred."""
    out = pygame.transform.rotozoom(image, angle, scale)
    if alpha is not None:
        out.set_alpha(alpha)
    target.blit(out, out.get_rect(center=(round(centre[0]), round(centre[1]))))


def palette(colors: Sequence[Color] | None, count: int, default: Sequence[Color]) -> list[Color]:
    """``count`` colours, taking ``colors`` (or ``default``) in turn."""
    source = list(colors) if colors else list(default)
    if not source:
        raise ValueError("at least one colour is needed")
    return [source[i % len(source)] for i in range(count)]
