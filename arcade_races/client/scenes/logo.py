"""The title screen's animated logo, drawn by code: chunky gradient letters that drop in, bob
and catch a shine over a racing stripe; and the little ace cards that run beneath it."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.stage.motion import ease_out_bounce

Color = tuple[int, int, int]


# -- the logo ---------------------------------------------------------------------------------

LOGO = "ARCADE RACES"
LOGO_SIZE = 124
LOGO_TOP = 46
LOGO_GRADIENT: tuple[Color, ...] = ((255, 244, 150), theme.GOLD, (255, 128, 40), theme.PINK)
RUN_Y = 268
"""Where the running aces' feet touch the ground."""


def _gradient(size: tuple[int, int], stops: Sequence[Color]) -> pygame.Surface:
    """A vertical gradient through `stops`, top to bottom, fully opaque."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        f = y / max(1, h - 1) * (len(stops) - 1)
        i = min(len(stops) - 2, int(f))
        k = f - i
        a, b = stops[i], stops[i + 1]
        color = tuple(round(a[c] + (b[c] - a[c]) * k) for c in range(3))
        pygame.draw.line(surface, (*color, 255), (0, y), (w, y))
    return surface


class LogoLetter:
    """One chunky letter, made once: a pink glow, a dark outline, a 3-D edge, a gradient face,
    and a white copy for the shine that runs across the logo."""

    PAD = 18

    def __init__(self, assets: Assets, ch: str, size: int) -> None:
        font = assets.font(size, "condensed")
        mask = font.render(ch, True, (255, 255, 255))
        w, h = mask.get_size()
        pad = self.PAD
        self.advance = w
        self.image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        glow = pygame.Surface(self.image.get_size(), pygame.SRCALPHA)
        tinted = font.render(ch, True, theme.PINK)
        for dx, dy in _ring(7):
            glow.blit(tinted, (pad + dx, pad + dy))
        glow = pygame.transform.gaussian_blur(glow, 8)
        self.image.blit(glow, (0, 0))
        dark = font.render(ch, True, theme.BG_DEEP)
        for dx, dy in _ring(6):
            self.image.blit(dark, (pad + dx, pad + dy + 4))
        edge = font.render(ch, True, (120, 30, 80))
        for depth in range(1, 6):
            self.image.blit(edge, (pad + depth * 0.6, pad + depth))
        face = _gradient((w, h), LOGO_GRADIENT)
        face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        # A faint white copy a little higher, mostly covered by the face: a lit top rim.
        highlight = font.render(ch, True, (255, 255, 255))
        highlight.set_alpha(70)
        self.image.blit(highlight, (pad, pad - 2))
        self.image.blit(face, (pad, pad + 1))
        self.shine = font.render(ch, True, (255, 255, 255))


def _ring(radius: int) -> list[tuple[int, int]]:
    steps = max(12, radius * 5)
    return [(round(radius * math.cos(2 * math.pi * i / steps)),
             round(radius * math.sin(2 * math.pi * i / steps))) for i in range(steps)]


class Logo:
    """The ARCADE RACES logo: letters that drop in, bob in a wave and catch a passing shine,
    over a racing stripe."""

    def __init__(self, assets: Assets, center_x: int = 640, top: int = LOGO_TOP) -> None:
        self.letters: list[tuple[str, LogoLetter | None, int]] = []
        tracking = 2
        space = LOGO_SIZE // 4
        cache: dict[str, LogoLetter] = {}
        x = 0
        for ch in LOGO:
            if ch == " ":
                self.letters.append((ch, None, x))
                x += space
                continue
            letter = cache.get(ch) or LogoLetter(assets, ch, LOGO_SIZE)
            cache[ch] = letter
            self.letters.append((ch, letter, x))
            x += letter.advance + tracking
        self.width = x - tracking
        self.left = center_x - self.width // 2
        self.top = top
        first = next(letter for _, letter, _ in self.letters if letter is not None)
        self.height = first.image.get_height() - 2 * LogoLetter.PAD

    def draw(self, surface: pygame.Surface, t: float, intro: float) -> None:
        """Draw at time `t`; `intro` is seconds since the title first opened (letters drop)."""
        self._stripe(surface, t)
        sweep = (t % 4.0) / 1.2  # the shine crosses in 1.2 s, every 4 s
        for i, (_, letter, x) in enumerate(self.letters):
            if letter is None:
                continue
            drop = max(0.0, min(1.0, (intro - 0.06 * i) / 0.7))
            y = self.top - (1 - ease_out_bounce(drop)) * 320
            y += 5 * math.sin(t * 2.6 - i * 0.55)
            pos = (self.left + x - LogoLetter.PAD, round(y) - LogoLetter.PAD)
            surface.blit(letter.image, pos)
            where = (x + letter.advance / 2) / self.width
            light = 1 - abs(sweep - where) * 6
            if light > 0:
                letter.shine.set_alpha(round(150 * light))
                surface.blit(letter.shine, (pos[0] + LogoLetter.PAD, pos[1] + LogoLetter.PAD))

    def _stripe(self, surface: pygame.Surface, t: float) -> None:
        """A racing stripe behind the logo: three slanted bands with speed lines."""
        w = surface.get_width()
        mid = self.top + self.height // 2 + 6
        bands = ((-38, 20, theme.PINK), (-12, 10, theme.GOLD), (4, 6, theme.CYAN))
        for offset, thick, color in bands:
            y = mid + offset
            pygame.draw.polygon(surface, color, [(0, y + 10), (w, y - 10),
                                                 (w, y - 10 + thick), (0, y + 10 + thick)])
        flag = 14
        for side in (0, 1):
            x0 = 30 if side == 0 else w - 30 - 6 * flag
            for row in range(4):
                for col in range(6):
                    color = theme.INK if (row + col) % 2 == 0 else theme.BG_DEEP
                    rect = pygame.Rect(x0 + col * flag, mid - 2 * flag - 12 + row * flag + 6,
                                       flag, flag)
                    surface.fill(color, rect)
        for i in range(14):
            x = w - ((t * 520 + i * 137) % (w + 200))
            y = mid - 70 + (i * 37) % 150
            length = 40 + (i * 29) % 70
            pygame.draw.line(surface, (90, 84, 170), (x, y), (x + length, y), 2)


def draw_running_ace(surface: pygame.Surface, assets: Assets, suit: str, x: float, t: float,
                     phase: float) -> None:
    """A little ace card on two legs, running right, its feet on `RUN_Y`."""
    stride = t * 14 + phase
    bob = abs(math.sin(stride)) * 5
    body = pygame.Rect(0, 0, 34, 46)
    body.midbottom = (round(x), round(RUN_Y - 18 - bob))
    hip_l = (body.centerx - 6, body.bottom - 2)
    hip_r = (body.centerx + 6, body.bottom - 2)
    for hip, sign in ((hip_l, 1), (hip_r, -1)):
        swing = math.sin(stride) * 12 * sign
        knee = (hip[0] + swing * 0.6, hip[1] + 10)
        foot = (hip[0] + swing, RUN_Y - max(0.0, -math.cos(stride) * sign) * 5)
        pygame.draw.lines(surface, theme.INK, False, [hip, knee, foot], 3)
        pygame.draw.line(surface, theme.INK, foot, (foot[0] + 5, foot[1]), 3)
    for k in range(3):
        y = body.top + 10 + k * 12
        pygame.draw.line(surface, theme.INK_FAINT, (body.left - 16 - k * 6, y),
                         (body.left - 5, y), 2)
    tilt = pygame.Surface(body.size, pygame.SRCALPHA)
    card = tilt.get_rect()
    pygame.draw.rect(tilt, theme.CARD, card, border_radius=5)
    pygame.draw.rect(tilt, theme.BG_DEEP, card, 2, border_radius=5)
    ink = theme.SUIT_INK[suit]
    corner = assets.text("A", 13, ink, "bold")
    tilt.blit(corner, (4, 2))
    symbol = assets.text(theme.SUIT_SYMBOLS[suit], 24, ink, "bold")
    tilt.blit(symbol, symbol.get_rect(center=(card.centerx + 1, card.centery + 4)))
    rotated = pygame.transform.rotate(tilt, -8 + math.sin(stride) * 3)
    surface.blit(rotated, rotated.get_rect(center=body.center))
