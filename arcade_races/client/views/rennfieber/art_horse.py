"""Rennfieber's horse cards: the owner's band with the number, the name, the daily-form scale
with its pointer, the price and the training cards kept; a small card for the stable panels.

A large card is kept without its pointer (`PlainCard`, per lit step): a pointer sliding
between two steps redraws only its own patch, on the supersampling grid, so the card is the
very one drawn whole.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.views.rennfieber.art_cards import (
    INK,
    PAPER,
    SS,
    TRAINING_BACK,
    Color,
    Vec,
    blank,
    fitted,
    ink_on,
    money,
    outlined,
    owner_color,
    step_color,
)
from arcade_races.games.rennfieber.config import HorseCard


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


__all__ = ["LARGE_CARD", "PlainCard", "horse_card", "lit_step", "plain_horse_card"]
