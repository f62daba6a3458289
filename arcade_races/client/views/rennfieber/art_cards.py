"""Rennfieber's printed cards: horse cards (with the daily-form scale and its pointer), the
auction stack's back, training cards and gallop cards, face and back.

Everything is drawn at twice its size (`SS`) and smoothed down; `Art` (art.py) caches the
results. The functions here are pure: same arguments, same picture.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.games.rennfieber.config import GallopCard, HorseCard, TrainingCard

Color = tuple[int, int, int]
Vec = tuple[float, float]

SS = 2
"""Supersampling factor of the cards."""
PAPER: Color = (250, 245, 230)
INK: Color = (34, 30, 52)
BANK: Color = (128, 132, 158)
"""The band of a horse card the bank (nobody) owns."""
TRAINING_BACK: Color = (30, 130, 84)
GALLOP_BACK: Color = (196, 52, 64)
CASH_GREEN: Color = (34, 150, 78)
CASH_RED: Color = (214, 48, 58)
STEP_COLORS: dict[str, Color] = {
    "5-": (226, 62, 70), "0": (150, 148, 170), "2+": (120, 200, 90),
    "3+": (60, 186, 110), "4+": (36, 160, 190), "5+": (130, 90, 240),
}
"""A colour per daily-form step, bad (red) to best (violet)."""


def money(amount: int) -> str:
    """`9000` as "9,000" (the way the cards print money)."""
    return f"{amount:,}"


def step_color(step: str) -> Color:
    """The colour of a daily-form step (unknown steps: grey)."""
    return STEP_COLORS.get(step, (150, 148, 170))


def owner_color(owner: int) -> Color:
    """The seat colour of `owner` (-1, the bank: a neutral slate)."""
    return BANK if owner < 0 else theme.SEAT_COLORS[owner % len(theme.SEAT_COLORS)]


def ink_on(body: Color) -> Color:
    """Dark ink on a light colour, white on a dark one."""
    lum = 0.299 * body[0] + 0.587 * body[1] + 0.114 * body[2]
    return INK if lum > 150 else (255, 255, 255)


def fitted(assets: Assets, words: str, size: int, width: int, kind: str = "bold",
           color: Color = INK) -> pygame.Surface:
    """`words` at the largest size up to `size` that fits `width` (squeezed if even 8 px is too
    wide)."""
    size = max(6, size)
    while size > 8 and assets.font(size, kind).size(words)[0] > width:
        size -= 1
    image = assets.font(size, kind).render(words, True, color)
    if image.get_width() > width > 0:
        image = pygame.transform.smoothscale(image, (width, image.get_height()))
    return image


def outlined(assets: Assets, words: str, size: int, color: Color, edge: Color,
             kind: str = "bold", width: int = 0) -> pygame.Surface:
    """`words` in `color` with a thick `edge` outline (reads on any background)."""
    font = assets.font(max(6, size), kind)
    if width:
        while size > 8 and font.size(words)[0] > width:
            size -= 1
            font = assets.font(size, kind)
    body = font.render(words, True, color)
    rim = font.render(words, True, edge)
    t = max(1, size // 12)
    out = pygame.Surface((body.get_width() + 2 * t, body.get_height() + 2 * t), pygame.SRCALPHA)
    for dx in (-t, 0, t):
        for dy in (-t, 0, t):
            out.blit(rim, (t + dx, t + dy))
    out.blit(body, (t, t))
    return out


def wrap(assets: Assets, words: str, size: int, box: pygame.Rect, kind: str = "sans"
         ) -> tuple[list[pygame.Surface], int]:
    """`words` wrapped into lines that fill `box`, at the largest size up to `size` that fits;
    returns the rendered lines and the line step."""
    while True:
        font = assets.font(size, kind)
        lines: list[str] = []
        line = ""
        for word in words.split():
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= box.width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        if line:
            lines.append(line)
        step = font.get_linesize()
        widest = max((font.size(x)[0] for x in lines), default=0)
        if size <= 8 or (step * len(lines) <= box.height and widest <= box.width):
            return [font.render(x, True, INK) for x in lines], step
        size -= 1


def blank(size: tuple[int, int], body: Color, edge: Color) -> pygame.Surface:
    """A rounded card of `size` in `body` with an `edge` rim."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, round(min(size) * 0.09))
    pygame.draw.rect(surf, body, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, edge, surf.get_rect(), width=max(2, min(size) // 40),
                     border_radius=radius)
    return surf


def lattice(size: tuple[int, int], body: Color, gap: int) -> pygame.Surface:
    """A diagonal lattice in a lighter shade of `body`."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill(body)
    line = lighten(body, 0.22)
    for k in range(-h, w + h, max(4, gap)):
        pygame.draw.line(surf, line, (k, 0), (k + h, h), max(1, gap // 6))
        pygame.draw.line(surf, line, (k, 0), (k - h, h), max(1, gap // 6))
    return surf


def card_back(assets: Assets, size: tuple[int, int], body: Color, label: str,
              glyph: str) -> pygame.Surface:
    """A card back: a lattice in `body` inside a white rim, an oval with `glyph`, `label` below."""
    w, h = size[0] * SS, size[1] * SS
    surf = blank((w, h), PAPER, darken(body, 0.4))
    inset = max(3, round(w * 0.07))
    inner = surf.get_rect().inflate(-2 * inset, -2 * inset)
    pattern = lattice(inner.size, body, round(w * 0.14))
    oval = pygame.Rect(0, 0, round(inner.width * 0.7), round(inner.height * 0.42))
    oval.center = (inner.width // 2, round(inner.height * 0.45))
    pygame.draw.ellipse(pattern, darken(body, 0.35), oval)
    pygame.draw.ellipse(pattern, theme.GOLD, oval, max(2, w // 36))
    mark = assets.font(max(8, round(oval.height * 0.8)), "sans").render(glyph, True, theme.GOLD)
    pattern.blit(mark, mark.get_rect(center=oval.center))
    if label and h >= 120 * SS // 2:
        words = outlined(assets, label, round(h * 0.08), theme.GOLD, darken(body, 0.6),
                         "condensed", round(inner.width * 0.9))
        pattern.blit(words, words.get_rect(center=(inner.width // 2,
                                                   round(inner.height * 0.82))))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                     border_radius=max(2, round(w * 0.06)))
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pattern, inner.topleft)
    return pygame.transform.smoothscale(surf, size)


# -- horse cards -------------------------------------------------------------------------------


def _pointer(surf: pygame.Surface, tip: Vec, r: float, color: Color) -> None:
    """A bright arrow pointing right with its tip at `tip`."""
    x, y = tip
    points = [(x, y), (x - r * 1.6, y - r), (x - r * 1.6, y + r)]
    pygame.draw.polygon(surf, darken(color, 0.55), [(px + 2, py + 2) for px, py in points])
    pygame.draw.polygon(surf, color, points)
    pygame.draw.polygon(surf, (255, 255, 255), points, max(1, round(r / 5)))


def _kept(surf: pygame.Surface, assets: Assets, kept: int, corner: tuple[int, int],
          card_h: int) -> None:
    """`kept` small face-down training cards fanned at `corner` (bottom left), with a count."""
    if kept <= 0:
        return
    ch = max(10, card_h)
    cw = round(ch * 0.7)
    x0, y0 = corner
    for k in range(min(kept, 4)):
        back = pygame.Surface((cw, ch), pygame.SRCALPHA)
        pygame.draw.rect(back, TRAINING_BACK, back.get_rect(), border_radius=max(2, cw // 6))
        pygame.draw.rect(back, PAPER, back.get_rect(), max(1, cw // 9),
                         border_radius=max(2, cw // 6))
        pygame.draw.circle(back, theme.GOLD, (cw // 2, ch // 2), max(2, cw // 5))
        tilt = pygame.transform.rotate(back, 12 - k * 9)
        surf.blit(tilt, tilt.get_rect(bottomleft=(x0 + k * cw * 0.45, y0)))
    badge_r = max(6, round(ch * 0.34))
    centre = (round(x0 + min(kept, 4) * cw * 0.45 + cw * 0.7), round(y0 - ch * 0.55))
    pygame.draw.circle(surf, theme.GOLD, centre, badge_r)
    pygame.draw.circle(surf, INK, centre, badge_r, max(1, badge_r // 6))
    num = assets.font(max(7, round(badge_r * 1.3)), "bold").render(str(kept), True, INK)
    surf.blit(num, num.get_rect(center=centre))


LARGE_CARD = 150
"""The least height of a card with the whole form scale and its pointer (smaller cards show
the step the pointer is at)."""


class PlainCard(NamedTuple):
    """A large horse card without its form pointer: at `SS` times its size (`big`, where the
    pointer is drawn) and smoothed down (`small`), with where the pointer goes."""

    big: pygame.Surface
    small: pygame.Surface
    centres: tuple[float, ...]
    """The scale's steps' middles, bottom first (y at `SS` times the size)."""
    tip_x: int
    arrow: int


def lit_step(horse: HorseCard, form: float) -> int | None:
    """The scale step lit for the pointer at `form` (None half-way between two)."""
    n = max(1, len(horse.scale))
    at = min(max(form, 0.0), n - 1.0)
    return next((k for k in range(len(horse.scale)) if abs(at - k) < 0.5), None)


def horse_card(assets: Assets, horse: HorseCard, form: float, owner: int, kept: int,
               size: tuple[int, int], coat: Color, plain: PlainCard | None = None
               ) -> pygame.Surface:
    """A horse card: owner band with the number, name, the form scale with the pointer at the
    (fractional) step `form`, the price, and `kept` face-down training cards.

    A large card is `plain` (`plain_horse_card` for the step `form` lights, which a caller
    may keep) with the pointer drawn on it: a sliding pointer redraws only its own patch."""
    if size[1] < LARGE_CARD:
        return _small_horse_card(assets, horse, form, owner, kept, size)
    if plain is None:
        plain = plain_horse_card(assets, horse, lit_step(horse, form), owner, kept, size, coat)
    centres = plain.centres
    n = len(centres)
    at = min(max(form, 0.0), n - 1.0)
    low = math.floor(at)
    high = min(low + 1, n - 1)
    y = centres[low] + (centres[high] - centres[low]) * (at - low)
    # The patch the pointer and its shadow cover, on the supersampling grid, so smoothing it
    # down gives the very pixels the whole card smoothed down would.
    r = plain.arrow * 0.6
    margin = round(r / 5) + 4  # the rim's width and the shadow's offset, and some
    left = (math.floor(plain.tip_x - r * 1.6) - margin) // SS * SS
    top = (math.floor(y - r) - margin) // SS * SS
    right = -(-(math.ceil(plain.tip_x) + margin) // SS) * SS
    bottom = -(-(math.ceil(y + r) + margin) // SS) * SS
    patch_rect = pygame.Rect(left, top, right - left, bottom - top).clip(plain.big.get_rect())
    patch = pygame.Surface(patch_rect.size, pygame.SRCALPHA)
    patch.fill((0, 0, 0, 0))
    # Onto a clear patch, the brightest of each channel is the card's own pixel: a copy.
    patch.blit(plain.big, (0, 0), patch_rect, special_flags=pygame.BLEND_RGBA_MAX)
    _pointer(patch, (plain.tip_x - patch_rect.left, y - patch_rect.top), r, theme.PINK)
    card = plain.small.copy()
    # The patch lies inside the card, where every pixel is opaque: blitting it copies it.
    card.blit(pygame.transform.smoothscale(patch, (patch_rect.width // SS,
                                                   patch_rect.height // SS)),
              (patch_rect.left // SS, patch_rect.top // SS))
    return card


def plain_horse_card(assets: Assets, horse: HorseCard, lit: int | None, owner: int, kept: int,
                     size: tuple[int, int], coat: Color) -> PlainCard:
    """A large horse card with step `lit` of its scale lit and no pointer."""
    w, h = size[0] * SS, size[1] * SS
    band = owner_color(owner)
    surf = blank((w, h), PAPER, darken(band, 0.45))
    pad = max(4, round(w * 0.05))
    band_rect = pygame.Rect(0, 0, w, round(h * 0.19))
    band_surf = pygame.Surface(band_rect.size, pygame.SRCALPHA)
    pygame.draw.rect(band_surf, band, band_surf.get_rect(),
                     border_top_left_radius=max(3, round(min(w, h) * 0.09)),
                     border_top_right_radius=max(3, round(min(w, h) * 0.09)))
    for k in range(0, w + band_rect.height, max(6, w // 14)):   # jockey-silk stripes
        pygame.draw.line(band_surf, lighten(band, 0.25), (k, 0), (k - band_rect.height,
                                                                  band_rect.height), w // 40)
    surf.blit(band_surf, (0, 0))
    pygame.draw.rect(surf, darken(band, 0.45), surf.get_rect(), width=max(2, w // 50),
                     border_radius=max(3, round(min(w, h) * 0.09)))
    # the number, big, in a white disc in the top-left corner
    r = round(band_rect.height * 0.62)
    centre = (pad + r, pad + r)
    pygame.draw.circle(surf, darken(band, 0.5), (centre[0] + 3, centre[1] + 4), r)
    pygame.draw.circle(surf, (255, 255, 255), centre, r)
    pygame.draw.circle(surf, INK, centre, r, max(2, r // 10))
    num = fitted(assets, str(horse.card), round(r * 1.35), round(r * 1.6), "condensed")
    surf.blit(num, num.get_rect(center=(centre[0], centre[1] + r * 0.04)))
    label = "BANK" if owner < 0 else f"STALL {owner + 1}"
    tag = fitted(assets, label, round(band_rect.height * 0.3), w - centre[0] - r - 2 * pad,
                 "condensed", ink_on(band))
    surf.blit(tag, tag.get_rect(midright=(w - pad, band_rect.height // 2)))
    # the name
    name_top = band_rect.bottom + round(h * 0.015)
    name = fitted(assets, horse.name, round(h * 0.075), w - 2 * pad - (centre[0] + r - pad),
                  "serif")
    surf.blit(name, name.get_rect(midleft=(centre[0] + r + pad // 2, name_top + h * 0.045)))
    # the scale column (right) and a horse head (left)
    col_top = name_top + round(h * 0.11)
    col = pygame.Rect(0, col_top, round(w * 0.34), round(h * 0.84) - col_top)
    col.right = w - pad
    centres, tip_x, arrow = _scale_column(surf, assets, horse.scale, lit, col)
    head = pygame.Rect(pad, col.top, col.left - 2 * pad, col.height)
    _head(surf, head, coat)
    # the price
    price_box = pygame.Rect(pad, round(h * 0.86), w - 2 * pad, round(h * 0.115))
    pygame.draw.rect(surf, mix(PAPER, theme.GOLD, 0.35), price_box,
                     border_radius=price_box.height // 3)
    price = fitted(assets, money(horse.price), round(price_box.height * 0.8),
                   price_box.width - 2 * pad, "condensed")
    surf.blit(price, price.get_rect(center=price_box.center))
    _kept(surf, assets, kept, (pad, price_box.top - pad), round(h * 0.12))
    return PlainCard(surf, pygame.transform.smoothscale(surf, size), tuple(centres), tip_x,
                     arrow)


def _scale_column(surf: pygame.Surface, assets: Assets, scale: Sequence[str], lit: int | None,
                  col: pygame.Rect) -> tuple[list[float], int, int]:
    """The daily-form steps bottom first in `col`, step `lit` lit; returns the steps' middles,
    the x of the pointer's tip left of them and the pointer's size."""
    n = max(1, len(scale))
    gap = max(2, col.height // 60)
    box_h = min((col.height - gap * (n - 1)) / n, col.width * 0.62)
    total = box_h * n + gap * (n - 1)
    bottom = col.centery + total / 2
    arrow = round(col.width * 0.26)
    boxes = pygame.Rect(col.left + arrow + 2, 0, col.width - arrow - 2, 0)
    centres: list[float] = []
    for k, step in enumerate(scale):
        top = bottom - (k + 1) * box_h - k * gap
        rect = pygame.Rect(boxes.left, round(top), boxes.width, round(box_h))
        body = step_color(step) if k == lit else mix(step_color(step), PAPER, 0.55)
        pygame.draw.rect(surf, body, rect, border_radius=max(2, rect.height // 4))
        if k == lit:
            pygame.draw.rect(surf, INK, rect, max(2, rect.height // 12),
                             border_radius=max(2, rect.height // 4))
        words = fitted(assets, step, round(rect.height * (0.8 if k == lit else 0.62)),
                       rect.width - 4, "condensed",
                       (255, 255, 255) if k == lit else darken(step_color(step), 0.35))
        surf.blit(words, words.get_rect(center=rect.center))
        centres.append(rect.centery)
    return centres, boxes.left - 1, arrow


def _head(surf: pygame.Surface, box: pygame.Rect, coat: Color) -> None:
    """A horse's head in profile (facing left) in its coat colour, filling `box`."""
    s = min(box.width * 0.8, box.height * 0.7)
    cx, cy = box.centerx, box.centery

    def p(x: float, y: float) -> Vec:
        return (cx + x * s, cy + y * s)

    mane = darken(coat, 0.5)
    pygame.draw.circle(surf, mix(PAPER, coat, 0.18), (cx, cy), s * 0.62)
    neck = [p(0.05, -0.35), p(0.42, -0.05), p(0.45, 0.55), p(-0.05, 0.55), p(-0.02, 0.05)]
    head = [p(0.02, -0.42), p(0.16, -0.3), p(0.05, -0.05), p(-0.34, 0.22), p(-0.46, 0.14),
            p(-0.44, 0.02), p(-0.12, -0.3)]
    pygame.draw.polygon(surf, darken(coat, 0.15), neck)
    pygame.draw.polygon(surf, coat, head)
    pygame.draw.polygon(surf, mane, [p(0.02, -0.44), p(0.16, -0.3), p(0.48, 0.0), p(0.48, 0.3),
                                     p(0.3, -0.02)])
    pygame.draw.polygon(surf, coat, [p(0.0, -0.42), p(0.06, -0.58), p(0.11, -0.36)])  # ear
    pygame.draw.circle(surf, INK, p(-0.1, -0.18), max(2, s * 0.045))                   # eye
    pygame.draw.circle(surf, darken(coat, 0.45), p(-0.38, 0.13), max(1, s * 0.025))    # nostril
    pygame.draw.polygon(surf, INK, neck, max(1, round(s / 70)))
    pygame.draw.polygon(surf, INK, head, max(1, round(s / 70)))


def _small_horse_card(assets: Assets, horse: HorseCard, form: float, owner: int, kept: int,
                      size: tuple[int, int]) -> pygame.Surface:
    """The stable-panel card: number, short name, and the pointer's step text large."""
    k = 4 if size[1] < 90 else SS
    w, h = size[0] * k, size[1] * k
    band = owner_color(owner)
    surf = blank((w, h), PAPER, darken(band, 0.45))
    band_h = round(h * 0.36)
    pygame.draw.rect(surf, band, pygame.Rect(0, 0, w, band_h),
                     border_top_left_radius=max(3, round(w * 0.09)),
                     border_top_right_radius=max(3, round(w * 0.09)))
    num = outlined(assets, str(horse.card), round(band_h * 0.95), (255, 255, 255), INK,
                   "condensed", round(w * (0.58 if kept > 0 else 0.9)))
    num_x = round(w * 0.36) if kept > 0 else w // 2
    surf.blit(num, num.get_rect(center=(num_x, band_h // 2 + round(h * 0.01))))
    short = horse.name if len(horse.name) <= 7 else horse.name[:6] + "."
    name = fitted(assets, short, round(h * 0.15), round(w * 0.92), "condensed")
    surf.blit(name, name.get_rect(midtop=(w // 2, band_h + round(h * 0.01))))
    scale = horse.scale
    at = min(max(form, 0.0), max(0, len(scale) - 1))
    step = scale[round(at)] if scale else "?"
    chip = pygame.Rect(0, 0, round(w * 0.8), round(h * 0.3))
    chip.midbottom = (w // 2 + round(w * 0.05), h - round(h * 0.05))
    pygame.draw.rect(surf, step_color(step), chip, border_radius=chip.height // 3)
    pygame.draw.rect(surf, INK, chip, max(2, w // 30), border_radius=chip.height // 3)
    words = fitted(assets, step, round(chip.height * 0.95), chip.width - 4, "condensed",
                   (255, 255, 255))
    surf.blit(words, words.get_rect(center=chip.center))
    # the scale as pips on the left edge, the pointer's pip bright
    n = max(1, len(scale))
    pip_h = chip.height / n
    for i in range(n):
        y = chip.bottom - (i + 0.5) * pip_h
        lit = abs(at - i) < 0.5
        r = max(2, round(min(pip_h * 0.4, w * 0.05)))
        pygame.draw.circle(surf, theme.PINK if lit else mix(PAPER, INK, 0.3),
                           (round(w * 0.06) + r, round(y)), r)
    if kept > 0:
        r = round(w * 0.14)
        centre = (w - r - round(w * 0.05), round(band_h / 2))
        pygame.draw.rect(surf, TRAINING_BACK, pygame.Rect(centre[0] - r, centre[1] - r * 1.3,
                                                          2 * r, 2.6 * r),
                         border_radius=r // 2)
        pygame.draw.rect(surf, PAPER, pygame.Rect(centre[0] - r, centre[1] - r * 1.3,
                                                  2 * r, 2.6 * r), max(1, r // 5),
                         border_radius=r // 2)
        count = fitted(assets, str(kept), round(r * 1.8), 2 * r, "bold", theme.GOLD)
        surf.blit(count, count.get_rect(center=centre))
    return pygame.transform.smoothscale(surf, size)


# -- icons -------------------------------------------------------------------------------------


def arrow(surf: pygame.Surface, tail: Vec, tip: Vec, width: float, color: Color) -> None:
    """A fat arrow from `tail` to `tip`, outlined dark."""
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    head = min(length * 0.55, width * 1.6)
    bx, by = tip[0] - ux * head, tip[1] - uy * head
    half, wing = width / 2, width * 1.1
    points = [(tail[0] + nx * half, tail[1] + ny * half), (bx + nx * half, by + ny * half),
              (bx + nx * wing, by + ny * wing), tip, (bx - nx * wing, by - ny * wing),
              (bx - nx * half, by - ny * half), (tail[0] - nx * half, tail[1] - ny * half)]
    pygame.draw.polygon(surf, color, points)
    pygame.draw.polygon(surf, darken(color, 0.5), points, max(2, round(width / 6)))


def coins(surf: pygame.Surface, centre: Vec, r: float, n: int = 3) -> None:
    """A little stack of `n` gold coins standing at `centre`."""
    for k in range(n):
        x = centre[0] + (k - (n - 1) / 2) * r * 0.9
        y = centre[1] + r * 0.3 - (k % 2) * r * 0.35
        pygame.draw.circle(surf, darken(theme.GOLD, 0.45), (x + 2, y + 3), r)
        pygame.draw.circle(surf, theme.GOLD, (x, y), r)
        pygame.draw.circle(surf, lighten(theme.GOLD, 0.5), (x, y), r * 0.72, max(1, round(r / 8)))
        pygame.draw.circle(surf, darken(theme.GOLD, 0.4), (x, y), r, max(1, round(r / 8)))


def star(surf: pygame.Surface, centre: Vec, r: float, color: Color) -> None:
    """A five-pointed star."""
    points = []
    for i in range(10):
        a, rr = -math.pi / 2 + i * math.pi / 5, r * (1.0 if i % 2 == 0 else 0.45)
        points.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    pygame.draw.polygon(surf, color, points)
    pygame.draw.polygon(surf, darken(color, 0.5), points, max(2, round(r / 10)))


def cross(surf: pygame.Surface, centre: Vec, r: float, color: Color) -> None:
    """A fat X."""
    t = max(3, round(r * 0.42))
    for sx in (-1, 1):
        a = (centre[0] - r * 0.75, centre[1] - sx * r * 0.75)
        b = (centre[0] + r * 0.75, centre[1] + sx * r * 0.75)
        pygame.draw.line(surf, darken(color, 0.5), (a[0] + 2, a[1] + 3), (b[0] + 2, b[1] + 3), t)
        pygame.draw.line(surf, color, a, b, t)


def stop_sign(surf: pygame.Surface, assets: Assets, centre: Vec, r: float) -> None:
    """A red octagon saying STOP."""
    points = [(centre[0] + r * math.cos(math.pi / 8 + i * math.pi / 4),
               centre[1] + r * math.sin(math.pi / 8 + i * math.pi / 4)) for i in range(8)]
    pygame.draw.polygon(surf, CASH_RED, points)
    pygame.draw.polygon(surf, (255, 255, 255), points, max(2, round(r / 9)))
    words = fitted(assets, "STOP", round(r * 0.7), round(r * 1.6), "condensed", (255, 255, 255))
    surf.blit(words, words.get_rect(center=(round(centre[0]), round(centre[1]))))


def badge(surf: pygame.Surface, assets: Assets, words: str, centre: Vec, height: float,
          body: Color) -> None:
    """`words` on a rounded pill in `body`."""
    image = assets.font(max(8, round(height * 0.78)), "condensed").render(words, True,
                                                                          ink_on(body))
    rect = image.get_rect().inflate(round(height * 0.5), round(height * 0.1))
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surf, body, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surf, darken(body, 0.5), rect, max(1, round(height / 14)),
                     border_radius=rect.height // 2)
    surf.blit(image, image.get_rect(center=rect.center))


def _cash_words(cash: int) -> str:
    return ("+" if cash > 0 else "\u2212") + money(abs(cash))


def training_icon(surf: pygame.Surface, assets: Assets, card: TrainingCard,
                  box: pygame.Rect) -> None:
    """The effect of a training card in `box`: form arrows, coins, the Karriere star or the
    Durchbruch arrow through a fence."""
    cx, cy, s = box.centerx, box.centery, min(box.width, box.height)
    if card.kind == "karriere":
        star(surf, (cx, cy), s * 0.46, theme.GOLD)
        badge(surf, assets, "+2", (cx, cy + s * 0.05), s * 0.26, (255, 255, 255))
        return
    if card.kind == "durchbruch":
        for k in (-1, 0, 1):
            x = cx + k * s * 0.22
            pygame.draw.rect(surf, (150, 96, 52), pygame.Rect(x - s * 0.05, cy - s * 0.38,
                                                              s * 0.1, s * 0.76))
        pygame.draw.rect(surf, (250, 250, 250), pygame.Rect(cx - s * 0.4, cy - s * 0.22,
                                                            s * 0.8, s * 0.1))
        arrow(surf, (cx - s * 0.48, cy + s * 0.12), (cx + s * 0.5, cy + s * 0.12), s * 0.18,
              theme.ORANGE)
        return
    parts = (1 if card.form else 0) + (1 if card.cash else 0)
    left = pygame.Rect(box.left, box.top, box.width // max(1, parts), box.height)
    if card.form:
        n = abs(card.form)
        color = CASH_GREEN if card.form > 0 else CASH_RED
        r = min(left.width / (n + 0.6), left.height) * 0.5
        for k in range(n):
            x = left.centerx + (k - (n - 1) / 2) * r * 1.5
            a, b = (x, left.centery + r), (x, left.centery - r)
            arrow(surf, a if card.form > 0 else b, b if card.form > 0 else a, r * 0.7, color)
        left.move_ip(left.width, 0)
    if card.cash:
        r = min(left.width, left.height) * 0.2
        coins(surf, (left.centerx, left.centery - r * 0.6), r, 3)
        badge(surf, assets, _cash_words(card.cash), (left.centerx, left.centery + r * 1.3),
              r * 1.1, CASH_GREEN if card.cash > 0 else CASH_RED)


def gallop_icon(surf: pygame.Surface, assets: Assets, card: GallopCard,
                box: pygame.Rect) -> None:
    """The effect of a gallop card in `box`: push arrows and spaces, a stop sign, a shortened
    stride, a lane arrow, coins."""
    cx, cy, s = box.centerx, box.centery, min(box.width, box.height)
    has_cash = card.cash != 0 and card.effect != "none"
    if has_cash:
        cy -= round(s * 0.16)
    if card.effect == "push":
        n = max(1, card.spaces)
        step = min(box.width * 0.8 / n, s * 0.5)
        for k in range(n):
            x = cx + (k - (n - 1) / 2) * step
            arrow(surf, (x - step * 0.45, cy), (x + step * 0.45, cy), step * 0.4, theme.GREEN)
        badge(surf, assets, f"+{card.spaces}", (cx, cy + s * 0.32), s * 0.24, (255, 255, 255))
    elif card.effect == "hold":
        stop_sign(surf, assets, (cx, cy), s * 0.4)
    elif card.effect == "stride":
        arrow(surf, (cx - s * 0.42, cy), (cx + s * 0.1, cy), s * 0.2, theme.ORANGE)
        pygame.draw.line(surf, (150, 140, 170), (cx + s * 0.12, cy), (cx + s * 0.45, cy),
                         max(2, round(s * 0.04)))
        cross(surf, (cx + s * 0.3, cy), s * 0.12, CASH_RED)
        badge(surf, assets, f"\u2212{card.spaces}", (cx, cy + s * 0.32), s * 0.24,
              (255, 255, 255))
    elif card.effect == "shift":
        inward = card.lane == "in"
        for k in range(3):      # lanes: inside at the bottom
            y = cy - s * 0.3 + k * s * 0.3
            pygame.draw.line(surf, (170, 160, 190), (cx - s * 0.45, y), (cx + s * 0.45, y),
                             max(2, round(s * 0.025)))
        y0 = cy
        y1 = cy + s * 0.3 if inward else cy - s * 0.3
        arrow(surf, (cx - s * 0.38, y0), (cx + s * 0.38, y1), s * 0.17, theme.CYAN)
        badge(surf, assets, "INNEN" if inward else "AUSSEN", (cx, cy - s * 0.42 if inward
                                                             else cy + s * 0.42), s * 0.2,
              (255, 255, 255))
    elif card.cash:
        coins(surf, (cx, cy - s * 0.08), s * 0.16, 3)
        badge(surf, assets, _cash_words(card.cash), (cx, cy + s * 0.28), s * 0.22,
              CASH_GREEN if card.cash > 0 else CASH_RED)
    else:
        pygame.draw.circle(surf, theme.GREEN, (cx, cy), s * 0.36)
        pygame.draw.lines(surf, (255, 255, 255), False,
                          [(cx - s * 0.18, cy), (cx - s * 0.04, cy + s * 0.15),
                           (cx + s * 0.2, cy - s * 0.14)], max(3, round(s * 0.08)))
    if has_cash:
        badge(surf, assets, _cash_words(card.cash), (cx, box.bottom - s * 0.08), s * 0.2,
              CASH_GREEN if card.cash > 0 else CASH_RED)


def effect_card(assets: Assets, title: str, words: str, size: tuple[int, int], body: Color,
                kind: str) -> tuple[pygame.Surface, pygame.Rect]:
    """A card face at `SS` times `size`: a header in `body` with `title`, `kind` in small
    letters, `words` wrapped at the bottom; returns it and the free box for the icon."""
    w, h = size[0] * SS, size[1] * SS
    surf = blank((w, h), PAPER, darken(body, 0.4))
    pad = max(4, round(w * 0.06))
    head = pygame.Rect(0, 0, w, round(h * 0.2))
    radius = max(3, round(min(w, h) * 0.09))
    pygame.draw.rect(surf, body, head, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    pygame.draw.rect(surf, darken(body, 0.4), surf.get_rect(), max(2, min(w, h) // 40),
                     border_radius=radius)
    name = outlined(assets, title, round(head.height * 0.55), (255, 255, 255),
                    darken(body, 0.55), "condensed", w - 2 * pad)
    surf.blit(name, name.get_rect(center=(w // 2, round(head.height * 0.58))))
    label = fitted(assets, kind, max(8, round(h * 0.04)), w - 2 * pad, "bold",
                   lighten(body, 0.6))
    surf.blit(label, label.get_rect(midtop=(w // 2, 2 + max(1, h // 100))))
    small = size[1] < 170
    text_box = pygame.Rect(pad, round(h * (0.76 if small else 0.6)), w - 2 * pad, 0)
    text_box.height = h - pad - text_box.top
    icon = pygame.Rect(pad, head.bottom + pad // 2, w - 2 * pad,
                       text_box.top - head.bottom - pad)
    if small:   # too small to read the text: a bigger icon, the title carries the meaning
        icon.height = h - pad - icon.top
        return surf, icon
    pygame.draw.rect(surf, mix(PAPER, body, 0.1), text_box.inflate(pad, pad // 2),
                     border_radius=pad)
    lines, step = wrap(assets, words, round(h * 0.055), text_box)
    y = text_box.top + (text_box.height - step * len(lines)) // 2
    for line in lines:
        surf.blit(line, line.get_rect(midtop=(w // 2, y)))
        y += step
    return surf, icon


def training_body(card: TrainingCard) -> Color:
    """The header colour of a training card: gold Karriere, orange Durchbruch, green form up,
    red form down, blue money."""
    if card.kind == "karriere":
        return (196, 146, 20)
    if card.kind == "durchbruch":
        return (224, 110, 30)
    if card.form > 0:
        return (40, 150, 84)
    if card.form < 0:
        return (200, 52, 62)
    return (46, 104, 200)


def gallop_body(card: GallopCard) -> Color:
    """The header colour of a gallop card, by its effect."""
    return {"push": (40, 150, 84), "hold": (200, 52, 62), "stride": (224, 120, 30),
            "shift": (30, 140, 200)}.get(card.effect, (120, 90, 200))


def training_face(assets: Assets, card: TrainingCard, size: tuple[int, int]) -> pygame.Surface:
    """A training card's face."""
    kind = {"karriere": "BEHALTEN \u00b7 KARRIERE",
            "durchbruch": "BEHALTEN \u00b7 DURCHBRUCH"}.get(card.kind, "TRAINING")
    surf, icon = effect_card(assets, card.title, card.text, size, training_body(card), kind)
    training_icon(surf, assets, card, icon)
    return pygame.transform.smoothscale(surf, size)


def gallop_face(assets: Assets, card: GallopCard, size: tuple[int, int]) -> pygame.Surface:
    """A gallop card's face."""
    surf, icon = effect_card(assets, card.title, card.text, size, gallop_body(card), "GALOPP")
    gallop_icon(surf, assets, card, icon)
    return pygame.transform.smoothscale(surf, size)


__all__ = ["BANK", "GALLOP_BACK", "PAPER", "SS", "STEP_COLORS", "TRAINING_BACK", "arrow",
           "badge", "blank", "card_back", "coins", "effect_card", "fitted", "gallop_body",
           "gallop_face", "gallop_icon", "horse_card", "ink_on", "money", "outlined",
           "owner_color", "star", "step_color", "training_body", "training_face",
           "training_icon", "wrap"]
