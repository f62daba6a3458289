"""The Pferderennen table's surfaces: card faces, the aces, the card back, the party glass, and
the bettors' chips, the soft pieces (shadow, glow, spotlight, the hurdle's red flash), each
rendered once.

Cards are drawn at twice their size and smoothed down. `Art` holds what one table needs at its
card size, with caches for what is made on demand (faces, tilted aces, fanned discards, seat
tokens).
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.cache import Cache
from arcade_races.client.stage.effects import render_glow, render_light, render_shadow
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.widgets import shape
from arcade_races.core.cards import rank_of, suit_of

Color = tuple[int, int, int]

RANK_LABELS = {"T": "10"}
PLACE_COLORS: tuple[Color, ...] = ((255, 204, 51), (205, 212, 225), (214, 140, 82),
                                   (120, 110, 150))
"""The badges of first, second, third (and the rest)."""


def _corner(assets: Assets, label: str, suit: str, ink: Color, height: int) -> pygame.Surface:
    rank_img = assets.font(max(8, round(height * 0.17)), "condensed").render(label, True, ink)
    sym_img = assets.font(max(8, round(height * 0.14)), "bold").render(
        theme.SUIT_SYMBOLS[suit], True, ink)
    w = max(rank_img.get_width(), sym_img.get_width())
    out = pygame.Surface((w, rank_img.get_height() + sym_img.get_height() - 4), pygame.SRCALPHA)
    out.blit(rank_img, rank_img.get_rect(midtop=(w // 2, 0)))
    out.blit(sym_img, sym_img.get_rect(midtop=(w // 2, rank_img.get_height() - 4)))
    return out


def _blank(size: tuple[int, int], edge: Color) -> pygame.Surface:
    w = size[0]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = round(w * 0.12)
    pygame.draw.rect(surf, theme.CARD, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, edge, surf.get_rect(), width=max(2, w // 34), border_radius=radius)
    return surf


def render_card_face(assets: Assets, card: str, size: tuple[int, int]) -> pygame.Surface:
    """A white card with rank and suit in two corners and a big symbol (or face letter)."""
    w, h = size[0] * 2, size[1] * 2
    surf = _blank((w, h), (178, 170, 156))
    rank, suit = rank_of(card), suit_of(card)
    ink = theme.SUIT_INK[suit]
    corner = _corner(assets, RANK_LABELS.get(rank, rank), suit, ink, h)
    surf.blit(corner, (round(w * 0.07), round(h * 0.035)))
    flipped = pygame.transform.rotate(corner, 180)
    surf.blit(flipped, flipped.get_rect(bottomright=(w - round(w * 0.07), h - round(h * 0.035))))
    centre = (w // 2, h // 2)
    if rank in ("J", "Q", "K"):
        frame = pygame.Rect(0, 0, round(w * 0.56), round(h * 0.56))
        frame.center = centre
        pygame.draw.rect(surf, mix(theme.CARD, theme.SUIT_COLORS[suit], 0.22), frame,
                         border_radius=round(w * 0.06))
        pygame.draw.rect(surf, ink, frame, width=max(2, w // 60), border_radius=round(w * 0.06))
        letter = assets.font(round(h * 0.3), "serif").render(rank, True, ink)
        surf.blit(letter, letter.get_rect(center=(centre[0], centre[1] - h * 0.04)))
        sym = assets.font(round(h * 0.13), "bold").render(theme.SUIT_SYMBOLS[suit], True, ink)
        surf.blit(sym, sym.get_rect(center=(centre[0], centre[1] + h * 0.17)))
    else:
        sym = assets.font(round(h * 0.46), "bold").render(theme.SUIT_SYMBOLS[suit], True, ink)
        surf.blit(sym, sym.get_rect(center=(centre[0], centre[1] + h * 0.02)))
    return pygame.transform.smoothscale(surf, size)


def render_ace(assets: Assets, suit: str, size: tuple[int, int]) -> pygame.Surface:
    """An ace, a horse of the race: a frame in its suit's colour around a big symbol."""
    w, h = size[0] * 2, size[1] * 2
    color = theme.SUIT_COLORS[suit]
    surf = _blank((w, h), darken(color, 0.35))
    frame = max(4, round(w * 0.07))
    inner = surf.get_rect().inflate(-frame * 2, -frame * 2)
    pygame.draw.rect(surf, color, surf.get_rect().inflate(-4, -4), width=frame,
                     border_radius=round(w * 0.11))
    pygame.draw.rect(surf, mix(theme.CARD, color, 0.1), inner, border_radius=round(w * 0.06))
    ink = theme.SUIT_INK[suit]
    corner = _corner(assets, "A", suit, ink, round(h * 0.9))
    surf.blit(corner, (inner.left + round(w * 0.04), inner.top + 2))
    flipped = pygame.transform.rotate(corner, 180)
    surf.blit(flipped, flipped.get_rect(bottomright=(inner.right - round(w * 0.04),
                                                     inner.bottom - 2)))
    sym = assets.font(round(h * 0.5), "bold").render(theme.SUIT_SYMBOLS[suit], True, ink)
    surf.blit(sym, sym.get_rect(center=(w // 2, h // 2 + round(h * 0.02))))
    return pygame.transform.smoothscale(surf, size)


def render_card_back(assets: Assets, size: tuple[int, int]) -> pygame.Surface:
    """The back of every card: a lattice in the card-back red around a gold horse's head."""
    w, h = size[0] * 2, size[1] * 2
    surf = _blank((w, h), (178, 170, 156))
    inset = max(4, round(w * 0.08))
    inner = surf.get_rect().inflate(-inset * 2, -inset * 2)
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    pattern.fill(theme.CARD_BACK)
    line = lighten(theme.CARD_BACK, 0.22)
    gap = max(6, round(w * 0.15))
    for k in range(-inner.height, inner.width + inner.height, gap):
        pygame.draw.line(pattern, line, (k, 0), (k + inner.height, inner.height), 2)
        pygame.draw.line(pattern, line, (k, 0), (k - inner.height, inner.height), 2)
    oval = pygame.Rect(0, 0, round(inner.width * 0.62), round(inner.height * 0.46))
    oval.center = (inner.width // 2, inner.height // 2)
    pygame.draw.ellipse(pattern, darken(theme.CARD_BACK, 0.3), oval)
    pygame.draw.ellipse(pattern, theme.GOLD, oval, max(2, w // 40))
    horse = assets.font(round(h * 0.26), "sans").render("♞", True, theme.GOLD)
    pattern.blit(horse, horse.get_rect(center=oval.center))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(w * 0.07))
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pattern, inner.topleft)
    return pygame.transform.smoothscale(surf, size)


def render_glass(height: int) -> pygame.Surface:
    """A little tumbler with a drink in it: the sip of the party mode."""
    w, h = round(height * 0.72), height
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    top, bottom = 2, h - 2
    inset = round(w * 0.16)
    outline = [(2, top), (w - 3, top), (w - 3 - inset, bottom), (2 + inset, bottom)]
    level = top + round(h * 0.3)
    frac = (level - top) / (bottom - top)
    drink = [(2 + inset * frac, level), (w - 3 - inset * frac, level),
             (w - 3 - inset, bottom), (2 + inset, bottom)]
    pygame.draw.polygon(surf, (255, 186, 60), drink)
    pygame.draw.rect(surf, (255, 246, 225), pygame.Rect(2 + inset * frac, level - 3,
                                                         w - 5 - 2 * inset * frac, 4),
                     border_radius=2)
    pygame.draw.polygon(surf, (235, 245, 255), outline, 2)
    return surf


def ink_on(color: Color) -> Color:
    """Dark ink on a light colour, light ink on a dark one (never a white number on a white
    chip)."""
    r, g, b = color
    return theme.BG_DEEP if 0.299 * r + 0.587 * g + 0.114 * b > 150 else theme.INK


def render_chip(assets: Assets, seat: int, radius: int, colour_blind: bool) -> pygame.Surface:
    """A bettor's chip: a disc in the seat's colour with white notches round its rim and the
    seat's number big in the middle, in ink that reads on the colour; in colour-blind mode the
    seat's shape fills the middle and the number sits on a dark badge at the top left."""
    s = 2
    r = radius * s
    size = 2 * r + 8 * s
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
    pygame.draw.circle(surf, (0, 0, 0, 120), (c[0] + 2 * s, c[1] + 3 * s), r)
    pygame.draw.circle(surf, theme.BG_DEEP, c, r + s)
    pygame.draw.circle(surf, darken(color, 0.25), c, r)
    for k in range(8):
        a = k * math.pi / 4 + math.pi / 8
        pygame.draw.line(surf, theme.CARD,
                         (c[0] + math.cos(a) * r * 0.72, c[1] + math.sin(a) * r * 0.72),
                         (c[0] + math.cos(a) * r * 0.97, c[1] + math.sin(a) * r * 0.97),
                         max(3, round(r * 0.2)))
    inner = round(r * 0.7)
    pygame.draw.circle(surf, color, c, inner)
    pygame.draw.circle(surf, lighten(color, 0.4), c, inner, max(1, s))
    ink = ink_on(color)
    number = str(seat + 1)
    if colour_blind:
        shape(surf, theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)], c, inner * 0.82, ink)
        badge_r = round(r * 0.46)
        at = (c[0] - round(r * 0.62), c[1] - round(r * 0.62))
        pygame.draw.circle(surf, theme.BG_DEEP, at, badge_r)
        pygame.draw.circle(surf, theme.INK, at, badge_r, max(1, s))
        label = assets.font(round(badge_r * 1.35), "bold").render(number, True, theme.INK)
    else:
        at = (c[0], c[1] + s)
        label = assets.font(round(inner * (1.25 if len(number) > 1 else 1.55)),
                            "bold").render(number, True, ink)
    surf.blit(label, label.get_rect(center=at))
    return pygame.transform.smoothscale(surf, (size // s, size // s))


class Art:
    """The surfaces of one table, at its card size (`card_w` x `card_h`)."""

    def __init__(self, assets: Assets, suits: tuple[str, ...], card_w: int,
                 card_h: int) -> None:
        self.assets = assets
        self.card_w, self.card_h = card_w, card_h
        size = (card_w, card_h)
        # Made once per card size and kept by `assets` for the next table of that size.
        self.back = assets.kept(("card_back", size), lambda: render_card_back(assets, size))
        self.aces = {s: assets.kept(("ace", s, size), partial(render_ace, assets, s, size))
                     for s in suits}
        self.shadow = assets.kept(("card_shadow", size), lambda: render_shadow(size))
        self.hit = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(self.hit, (255, 40, 60, 150), self.hit.get_rect(),
                         border_radius=max(3, card_w // 8))
        glow, light = round(card_h * 0.9), round(card_h * 1.6)
        self.lead_glow = assets.kept(("glow", glow, theme.GOLD, 170),
                                      lambda: render_glow(glow, theme.GOLD, 170))
        self.light = assets.kept(("light", light), lambda: render_light(light))
        self.shade = pygame.Surface(TABLE.size)
        self.shade.fill(theme.BG_DEEP)
        self.glass = render_glass(22)
        self.small_glass = render_glass(15)
        self._faces: Cache[str, pygame.Surface] = Cache(limit=64)
        self._tilted: Cache[tuple[str, int], pygame.Surface] = Cache(limit=256)
        self._discards: Cache[tuple[str, int], pygame.Surface] = Cache(limit=800)
        self._tokens: Cache[tuple[int, int, bool], pygame.Surface] = Cache(limit=128)
        self.name_sizes: Cache[tuple[str, int, int], int] = Cache(limit=256)

    def face(self, card: str | None) -> pygame.Surface:
        """`card`'s face (the back for an unknown card)."""
        if card is None:
            return self.back
        return self._faces.get(card, self._make_face)

    def token(self, seat: int, radius: int, colour_blind: bool) -> pygame.Surface:
        """`seat`'s chip of `radius`, centred on its surface (see `render_chip`)."""
        return self._tokens.get((seat, radius, colour_blind), self._make_token)

    def tilted_ace(self, suit: str, angle: float) -> pygame.Surface:
        """`suit`'s ace turned by `angle` degrees (to the nearest degree)."""
        return self._tilted.get((suit, round(angle)), self._make_tilted)

    def discard(self, card: str, index: int) -> pygame.Surface:
        """The `index`th card drawn, lying a little askew on the dealer's spot."""
        return self._discards.get((card, (index * 37) % 13 - 6), self._make_discard)

    def _make_face(self, card: str) -> pygame.Surface:
        return render_card_face(self.assets, card, (self.card_w, self.card_h))

    def _make_token(self, key: tuple[int, int, bool]) -> pygame.Surface:
        seat, radius, colour_blind = key
        return render_chip(self.assets, seat, radius, colour_blind)

    def _make_tilted(self, key: tuple[str, int]) -> pygame.Surface:
        suit, angle = key
        return self.aces[suit] if angle == 0 else pygame.transform.rotozoom(self.aces[suit],
                                                                            angle, 1.0)

    def _make_discard(self, key: tuple[str, int]) -> pygame.Surface:
        card, angle = key
        return pygame.transform.rotozoom(self.face(card), angle, 1.0)


__all__ = ["PLACE_COLORS", "RANK_LABELS", "Art", "ink_on", "render_ace", "render_card_back",
           "render_card_face", "render_chip", "render_glass"]
