"""The Favoriten table's art: horses, the start cannon, the deck chair, the leader's crown,
cannon smoke, each rendered once per size (larger, then smoothed down); and `Art`, the view's
surfaces made once and blitted often (horse sprites per angle, seat markers, name tags).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.physics.render import darken, lighten, luminance
from arcade_races.client.stage.effects import render_glow, render_light
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.widgets import seat_token

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.client.views.favoriten.geometry import Geometry

Color = tuple[int, int, int]

SILK = (206, 58, 64)
"""The deck chair's stripes."""
PLACE_COLORS: tuple[Color, ...] = ((255, 204, 51), (205, 212, 225), (214, 140, 82),
                                   (150, 140, 190), (150, 140, 190))
PLACE_NAMES = ("1st", "2nd", "3rd", "4th", "5th")
CONFETTI: tuple[Color, ...] = (theme.GOLD, theme.PINK, theme.CYAN, theme.INK, theme.GREEN)


def letters(names: Sequence[str]) -> list[str]:
    """A short, distinct tag per horse: its first letter, or more letters where two clash.

    >>> letters(["red", "rose", "blue"])
    ['RE', 'RO', 'BL']
    """
    for size in range(1, 4):
        tags = [name[:size].upper() for name in names]
        if len(set(tags)) == len(tags):
            return tags
    return [str(i + 1) for i in range(len(names))]


def render_horse(assets: Assets, color: Color, height: int, tag: str,
                 colour_blind: bool = False, mirror: bool = False) -> pygame.Surface:
    """A galloping horse seen from the side, facing right (left if `mirror`), in `color`, a
    jockey crouched on it in the horse's silks, and `tag` big on its saddle cloth (dark on
    light, bigger still in colour-blind mode). The image is about 1.6 x `height` wide and
    1.7 x `height` tall, the horse's body at its middle and the jockey in the room above."""
    s = 4
    big = height * s
    pad = round(big * 0.08)
    room = round(big * 0.36)  # above for the jockey; the same below keeps the body centred
    size = (round(big * 1.5) + 2 * pad, big + 2 * pad + 2 * room)
    art = pygame.Surface(size, pygame.SRCALPHA)
    sil = pygame.Surface(size, pygame.SRCALPHA)
    light = luminance(color) > 170
    edge = darken(color, 0.62) if not light else darken(color, 0.58)
    leg = darken(color, 0.18)
    far = darken(color, 0.34)
    mane = darken(color, 0.45) if not light else (120, 96, 70)

    def at(x: float, y: float) -> tuple[float, float]:
        return (pad + x * big, pad + room + y * big)

    def poly(points: Sequence[tuple[float, float]], fill: Color) -> None:
        pts = [at(x, y) for x, y in points]
        pygame.draw.polygon(art, fill, pts)
        pygame.draw.polygon(sil, edge, pts)

    def limb(points: Sequence[tuple[float, float]], fill: Color, width: float,
             hoof: bool = True, line: Color = edge) -> None:
        pts = [at(x, y) for x, y in points]
        w = max(2, round(width * big))
        for surf, c in ((art, fill), (sil, line)):
            pygame.draw.lines(surf, c, False, pts, w)
            for p in pts:
                pygame.draw.circle(surf, c, p, w / 2)
        if hoof:
            pygame.draw.circle(art, darken(edge, 0.2), pts[-1], w * 0.62)
            pygame.draw.circle(sil, line, pts[-1], w * 0.62)

    def ellipse(x: float, y: float, w: float, h: float, fill: Color, outline: bool = True) -> None:
        rect = pygame.Rect(round(pad + x * big), round(pad + room + y * big), round(w * big),
                           round(h * big))
        pygame.draw.ellipse(art, fill, rect)
        if outline:
            pygame.draw.ellipse(sil, edge, rect)

    # Far legs, tail, body, near legs, neck, head: back to front.
    limb([(0.44, 0.52), (0.32, 0.76), (0.38, 0.95)], far, 0.085)
    limb([(1.00, 0.54), (1.14, 0.72), (1.08, 0.93)], far, 0.08)
    poly([(0.32, 0.36), (0.14, 0.30), (0.03, 0.42), (0.04, 0.66), (0.15, 0.52), (0.30, 0.50)],
         mane)
    ellipse(0.24, 0.28, 0.88, 0.36, color)
    limb([(0.36, 0.52), (0.20, 0.72), (0.06, 0.84)], leg, 0.09)
    limb([(1.02, 0.52), (1.22, 0.64), (1.36, 0.60)], leg, 0.085)
    poly([(0.90, 0.36), (1.08, 0.10), (1.24, 0.08), (1.20, 0.30), (1.10, 0.52)], color)
    poly([(1.10, 0.08), (1.22, 0.02), (1.45, 0.20), (1.47, 0.29), (1.38, 0.33), (1.20, 0.27)],
         color)
    poly([(1.13, 0.08), (1.15, -0.04), (1.21, 0.05)], color)
    poly([(0.92, 0.34), (1.06, 0.08), (1.17, 0.04), (1.06, 0.22), (1.00, 0.40)], mane)
    ellipse(0.38, 0.30, 0.50, 0.08, lighten(color, 0.35), outline=False)
    pygame.draw.circle(art, (20, 16, 24), at(1.28, 0.14), big * 0.028)
    # The jockey, crouched over the withers: white breeches, boots, silks in the horse's
    # colour with a white sash (so a dark horse's rider still stands out), cap and arms.
    ink_dark = (26, 22, 34)
    skin = (240, 196, 160)
    silks = lighten(color, 0.12) if not light else color
    sash = (250, 246, 236) if not light else darken(color, 0.5)
    limb([(0.62, 0.16), (0.78, 0.26), (0.70, 0.40)], (250, 246, 236), 0.085, hoof=False,
         line=ink_dark)
    limb([(0.70, 0.40), (0.76, 0.44)], ink_dark, 0.075, hoof=False, line=ink_dark)
    torso = [(0.52, 0.12), (0.60, -0.04), (0.88, -0.16), (0.96, -0.06), (0.74, 0.12),
             (0.66, 0.22)]
    pts = [at(x, y) for x, y in torso]
    pygame.draw.polygon(art, silks, pts)
    pygame.draw.polygon(sil, ink_dark, pts)
    pygame.draw.line(art, sash, at(0.58, 0.06), at(0.88, -0.10), max(2, round(big * 0.05)))
    limb([(0.86, -0.10), (1.02, 0.02), (1.12, 0.08)], silks, 0.065, hoof=False, line=ink_dark)
    pygame.draw.circle(art, skin, at(1.12, 0.08), big * 0.035)
    head = at(0.97, -0.20)
    pygame.draw.circle(sil, ink_dark, head, big * 0.085)
    pygame.draw.circle(art, skin, head, big * 0.075)
    cap = pygame.Rect(0, 0, round(big * 0.17), round(big * 0.12))
    cap.midbottom = (round(head[0]), round(head[1] + big * 0.01))
    pygame.draw.ellipse(art, color if not light else darken(color, 0.5), cap)
    pygame.draw.line(art, ink_dark, (cap.right - big * 0.02, cap.bottom - big * 0.01),
                     (cap.right + big * 0.06, cap.bottom + big * 0.01), max(2, round(big * 0.03)))
    # The saddle cloth with the horse's tag, big and in contrast: dark ink on a light cloth,
    # light on a dark one for a pale horse.
    cloth_color = (250, 246, 236) if not light else (34, 30, 44)
    cloth = pygame.Rect(0, 0, round(0.42 * big), round(0.38 * big))
    cloth.center = (round(pad + 0.58 * big), round(pad + room + 0.47 * big))
    if colour_blind:
        cloth = cloth.inflate(round(0.08 * big), round(0.06 * big))
    pygame.draw.rect(art, cloth_color, cloth, border_radius=round(big * 0.06))
    pygame.draw.rect(art, ink_dark, cloth, max(2, round(big * 0.03)),
                     border_radius=round(big * 0.06))
    ink = ink_dark if not light else (250, 246, 236)
    label = assets.font(max(8, round(cloth.height * (1.0 if colour_blind else 0.92))),
                        "bold").render(tag, True, ink)
    if label.get_width() > cloth.width - 6:
        label = pygame.transform.smoothscale_by(label, (cloth.width - 6) / label.get_width())
    # A clean outline: the silhouette in the edge colour, nudged all round, under the art.
    out = pygame.Surface(size, pygame.SRCALPHA)
    o = max(3, round(big * 0.04))
    for dx, dy in ((-o, 0), (o, 0), (0, -o), (0, o), (-o, -o), (o, o), (-o, o), (o, -o)):
        out.blit(sil, (dx, dy))
    out.blit(art, (0, 0))
    centre = (cloth.centerx, cloth.centery + 1)
    if mirror:
        out = pygame.transform.flip(out, True, False)
        centre = (size[0] - cloth.centerx, centre[1])
    out.blit(label, label.get_rect(center=centre))  # the tag reads the same either way
    return pygame.transform.smoothscale(out, (size[0] // s, size[1] // s))


def render_puff(radius: int) -> pygame.Surface:
    """One soft grey ball of cannon smoke."""
    size = radius * 2 + 8
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (210, 206, 200, 230), (c, c), radius)
    pygame.draw.circle(surf, (240, 238, 234, 230), (c - radius * 0.25, c - radius * 0.3),
                       radius * 0.6)
    return pygame.transform.gaussian_blur(surf, max(1, radius // 5))


def render_cannon(size: int, angle: float) -> pygame.Surface:
    """The start cannon on its carriage, barrel pointing at `angle` degrees (0 = right,
    90 = up on the screen)."""
    s = 4
    big = size * s
    barrel = pygame.Surface((big, big // 2), pygame.SRCALPHA)
    bw, bh = barrel.get_size()
    body = [(bw * 0.08, bh * 0.22), (bw * 0.9, bh * 0.32), (bw * 0.9, bh * 0.68),
            (bw * 0.08, bh * 0.78)]
    pygame.draw.polygon(barrel, (58, 58, 70), body)
    pygame.draw.polygon(barrel, (20, 20, 28), body, max(2, s * 2))
    pygame.draw.rect(barrel, (96, 96, 112), (bw * 0.16, bh * 0.3, bw * 0.6, bh * 0.1),
                     border_radius=s * 2)
    pygame.draw.rect(barrel, (196, 156, 60), (bw * 0.84, bh * 0.26, bw * 0.12, bh * 0.48),
                     border_radius=s * 2)
    pygame.draw.circle(barrel, (58, 58, 70), (bw * 0.08, bh * 0.5), bh * 0.3)
    pygame.draw.circle(barrel, (20, 20, 28), (bw * 0.08, bh * 0.5), bh * 0.3, max(2, s * 2))
    tilt = max(-35.0, min(35.0, angle if abs(angle) <= 90 else 180 - angle))
    flip = abs(angle) > 90
    turned = pygame.transform.rotate(barrel, tilt)
    out = pygame.Surface((big * 1.3, big * 1.3), pygame.SRCALPHA)
    ow, oh = out.get_size()
    centre = (ow / 2, oh / 2)
    out.blit(turned, turned.get_rect(center=centre))
    # The wheel, in front of the barrel.
    wheel = (centre[0] - big * 0.06, centre[1] + big * 0.12)
    r = big * 0.2
    pygame.draw.circle(out, (110, 66, 30), wheel, r)
    pygame.draw.circle(out, (50, 30, 14), wheel, r, max(2, s * 2))
    for k in range(6):
        a = k * math.pi / 3
        pygame.draw.line(out, (50, 30, 14), wheel,
                         (wheel[0] + math.cos(a) * r, wheel[1] + math.sin(a) * r), s * 2)
    pygame.draw.circle(out, (196, 156, 60), wheel, r * 0.22)
    if flip:
        out = pygame.transform.flip(out, True, False)
    return pygame.transform.smoothscale(out, (round(ow / s), round(oh / s)))


def render_chair(size: int) -> pygame.Surface:
    """A striped deck chair under a little parasol: where a finished horse rests."""
    s = 4
    big = size * s
    surf = pygame.Surface((round(big * 1.2), round(big * 1.3)), pygame.SRCALPHA)
    w, h = surf.get_size()
    wood = (150, 98, 50)
    dark = (80, 50, 24)
    line = max(2, s * 2)
    base = h * 0.92
    # The parasol.
    pole_x = w * 0.78
    pygame.draw.line(surf, dark, (pole_x, base), (pole_x, h * 0.12), line)
    canopy = [(pole_x - w * 0.36, h * 0.3), (pole_x, h * 0.04), (pole_x + w * 0.22, h * 0.3)]
    pygame.draw.polygon(surf, (255, 204, 51), canopy)
    for k in range(3):
        x0 = pole_x - w * 0.36 + k * w * 0.2
        pygame.draw.polygon(surf, (240, 72, 80),
                            [(x0, h * 0.3), (pole_x, h * 0.04), (x0 + w * 0.1, h * 0.3)])
    pygame.draw.polygon(surf, dark, canopy, line)
    # The frame and the sagging striped canvas.
    pygame.draw.line(surf, wood, (w * 0.12, base), (w * 0.5, h * 0.38), line * 2)
    pygame.draw.line(surf, wood, (w * 0.2, h * 0.62), (w * 0.64, base), line * 2)
    pygame.draw.line(surf, wood, (w * 0.02, h * 0.62), (w * 0.46, h * 0.62), line * 2)
    cloth = [(w * 0.46, h * 0.4), (w * 0.56, h * 0.44), (w * 0.3, h * 0.76), (w * 0.16, h * 0.7)]
    pygame.draw.polygon(surf, (250, 246, 236), cloth)
    for k in range(3):
        u0, u1 = k / 3 + 0.04, k / 3 + 0.2
        a = lerp(cloth[0], cloth[3], u0)
        b = lerp(cloth[0], cloth[3], u1)
        c = lerp(cloth[1], cloth[2], u1)
        d = lerp(cloth[1], cloth[2], u0)
        pygame.draw.polygon(surf, SILK, [a, b, c, d])
    pygame.draw.polygon(surf, dark, cloth, line)
    return pygame.transform.smoothscale(surf, (round(w / s), round(h / s)))


def render_crown(size: int) -> pygame.Surface:
    """The leader's little gold crown."""
    s = 4
    w, h = size * s, round(size * s * 0.8)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    points = [(0.04, 0.92), (0.04, 0.3), (0.28, 0.58), (0.5, 0.08), (0.72, 0.58), (0.96, 0.3),
              (0.96, 0.92)]
    pts = [(x * w, y * h) for x, y in points]
    pygame.draw.polygon(surf, theme.GOLD, pts)
    pygame.draw.polygon(surf, (120, 80, 10), pts, s * 2)
    for x, y in ((0.04, 0.3), (0.5, 0.08), (0.96, 0.3)):
        pygame.draw.circle(surf, theme.PINK, (x * w, y * h), w * 0.08)
    return pygame.transform.smoothscale(surf, (size, round(size * 0.8)))


class Art:
    """The surfaces of one table, made on first use and kept: sprites, markers, tags, glows."""

    def __init__(self, app: App, geo: Geometry, colors: Sequence[Color],
                 tags: Sequence[str]) -> None:
        self.app, self.geo = app, geo
        self.colors = list(colors)
        self.tags = list(tags)
        tok_h, tok_w = geo.tok_h, geo.tok_w
        self._sprites: dict[tuple[int, int, bool], pygame.Surface] = {}
        self._tokens: dict[tuple[int, int, bool, str], pygame.Surface] = {}
        self._tags: dict[tuple[int, str, int], pygame.Surface] = {}
        self._ghosts: dict[tuple[int, int], pygame.Surface] = {}
        self.glow = render_glow(round(tok_h * 1.25), theme.GOLD, 190)
        self.focus_glow = render_glow(round(tok_h * 1.5), (255, 255, 255), 220)
        # The moving horse's spotlight: a warm pool on the sand, added to what is under it.
        self.spot = pygame.transform.smoothscale(render_light(64), (round(tok_w * 1.9),
                                                                   round(tok_h * 1.5)))
        self.puff = render_puff(max(8, round(geo.prop_h * 0.7)))
        self.small_crown = render_crown(13)
        shadow = pygame.Surface((round(tok_w * 0.9), round(tok_h * 0.34)), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 80), shadow.get_rect())
        self.shadow = shadow
        self.closed_shade = self._render_closed_shade()
        angle = math.degrees(math.atan2(-geo.start_dir[1], geo.start_dir[0]))
        self.cannon = render_cannon(round(geo.prop_h * 2.0), angle)
        self._stamp: pygame.Surface | None = None

    def _render_closed_shade(self) -> pygame.Surface:
        """The grey laid over the horses' columns once betting has closed."""
        geo = self.geo
        rect = geo.bet_rect
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        for c in range(len(geo.horses)):
            col = geo.col_rects[c].move(-rect.left, -rect.top)
            col.top += geo.bet_header
            col.height -= geo.bet_header
            pygame.draw.rect(shade, (90, 88, 96, 150), col, border_bottom_left_radius=8,
                             border_bottom_right_radius=8)
        return shade

    def stamp(self, height: int) -> pygame.Surface:
        """The red "BETTING CLOSED" stamp over the horses' columns, `height` px of them."""
        if self._stamp is None:
            ink = (196, 36, 48)
            words = self.app.assets.text("BETTING CLOSED", max(13, min(26, height // 5)),
                                         ink, "condensed")
            stamp = pygame.Surface((words.get_width() + 28, words.get_height() + 14),
                                   pygame.SRCALPHA)
            body = stamp.get_rect()
            pygame.draw.rect(stamp, (250, 240, 228, 215), body, border_radius=8)
            pygame.draw.rect(stamp, ink, body, 3, border_radius=8)
            pygame.draw.rect(stamp, ink, body.inflate(-8, -8), 1, border_radius=5)
            stamp.blit(words, words.get_rect(center=body.center))
            self._stamp = pygame.transform.rotozoom(stamp, 7, 1.0)
        return self._stamp

    def token(self, seat: int, radius: int, look: str = "") -> pygame.Surface:
        """A seat's marker: plain, `lost` (greyed: its horse was not placed) or `won` (darkened
        under the figure it won)."""
        cb = bool(self.app.settings.colour_blind)
        key = (seat, radius, cb, look)
        image = self._tokens.get(key)
        if image is None:
            image = pygame.Surface((radius * 2 + 6, radius * 2 + 6), pygame.SRCALPHA)
            seat_token(image, self.app.assets, seat, (radius + 2, radius + 2), radius, cb)
            if look == "lost":
                grey = pygame.Surface(image.get_size(), pygame.SRCALPHA)
                grey.fill((70, 70, 80, 150))
                image.blit(grey, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
                image.set_alpha(170)
            elif look == "won":
                shade = pygame.Surface(image.get_size(), pygame.SRCALPHA)
                shade.fill((200, 200, 200, 255))
                image.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            self._tokens[key] = image
        return image

    def sprite(self, h: int, angle: int) -> pygame.Surface:
        """Horse `h` turned by `angle` degrees (a negative angle past 90 faces it left)."""
        cb = bool(self.app.settings.colour_blind)
        key = (h, angle, cb)
        image = self._sprites.get(key)
        if image is None:
            mirror = abs(angle) > 90
            turn = angle - 180 if angle > 90 else angle + 180 if angle < -90 else angle
            base_key = (h, 180 if mirror else 0, cb)
            base = self._sprites.get(base_key)
            if base is None:
                base = render_horse(self.app.assets, self.colors[h], self.geo.tok_h, self.tags[h],
                                    cb, mirror)
                self._sprites[base_key] = base
            image = base if turn == 0 else pygame.transform.rotozoom(base, turn, 1.0)
            self._sprites[key] = image
        return image

    def tag(self, h: int, words: str, size: int = 14) -> pygame.Surface:
        """A pill in horse `h`'s colour with `words` on it."""
        key = (h, words, size)
        image = self._tags.get(key)
        if image is None:
            color = self.colors[h]
            ink = theme.BG_DEEP if luminance(color) > 150 else theme.INK
            label = self.app.assets.text(words, size, ink, "bold")
            image = pygame.Surface((label.get_width() + 14, label.get_height() + 4),
                                   pygame.SRCALPHA)
            pygame.draw.rect(image, color, image.get_rect(), border_radius=9)
            pygame.draw.rect(image, darken(color, 0.5), image.get_rect(), 2, border_radius=9)
            image.blit(label, label.get_rect(center=image.get_rect().center))
            self._tags[key] = image
        return image

    def ghost(self, h: int, angle: int) -> pygame.Surface:
        """Horse `h`'s sprite at `angle`, see-through: where it would land."""
        key = (h, angle)
        image = self._ghosts.get(key)
        if image is None:
            image = self.sprite(h, angle).copy()
            image.set_alpha(120)
            self._ghosts[key] = image
        return image


__all__ = ["CONFETTI", "PLACE_COLORS", "PLACE_NAMES", "SILK", "Art", "letters", "render_cannon",
           "render_chair", "render_crown", "render_horse", "render_puff"]
