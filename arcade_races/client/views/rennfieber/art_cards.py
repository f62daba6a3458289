"""Rennfieber's printed cards: the auction stack's back, training cards and gallop cards, face
and back, and what every card is drawn with (the horse cards are in `art_horse`).

Everything is drawn at twice its size (`SS`) and smoothed down; `Art` (art.py) caches the
results. The functions here are pure: same arguments, same picture.
"""

from __future__ import annotations

import math
import weakref

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.cache import Cache
from arcade_races.games.rennfieber.config import GallopCard, TrainingCard

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


_FITTED: weakref.WeakKeyDictionary[Assets, Cache[tuple[object, ...], pygame.Surface]] = (
    weakref.WeakKeyDictionary())
"""Each assets' fitted words, kept: finding the size that fits measures the words at every
size down to it, loading each size's font the first time (a paddock whose twelve cards all
changed their lit step spent 20 ms in one frame on that)."""


def fitted(assets: Assets, words: str, size: int, width: int, kind: str = "bold",
           color: Color = INK) -> pygame.Surface:
    """`words` at the largest size up to `size` that fits `width` (squeezed if even 8 px is too
    wide); kept, so the caller only blits it."""
    cache = _FITTED.get(assets)
    if cache is None:
        cache = _FITTED[assets] = Cache(limit=600)
    return cache.get((words, size, width, kind, color), lambda _key: _fit(
        assets, words, size, width, kind, color))


def fit_size(assets: Assets, words: str, size: int, width: int, kind: str) -> int:
    """The largest size up to `size` (8 at least) at which `words` fits `width`.

    Words grow about in proportion to their size, so the search starts from the size one
    measurement predicts and steps from there: two or three fonts loaded and measured, not
    every size down from `size` (each new size loads a font, 0.1-0.2 ms apiece).
    """
    size = max(6, size)
    wide = assets.font(size, kind).size(words)[0]
    if size <= 8 or wide <= width:
        return size
    guess = min(size - 1, max(8, size * max(width, 0) // max(wide, 1)))
    while guess < size - 1 and assets.font(guess + 1, kind).size(words)[0] <= width:
        guess += 1
    while guess > 8 and assets.font(guess, kind).size(words)[0] > width:
        guess -= 1
    return guess


def _fit(assets: Assets, words: str, size: int, width: int, kind: str,
         color: Color) -> pygame.Surface:
    size = fit_size(assets, words, size, width, kind)
    image = assets.font(size, kind).render(words, True, color)
    if image.get_width() > width > 0:
        image = pygame.transform.smoothscale(image, (width, image.get_height()))
    return image


def outlined(assets: Assets, words: str, size: int, color: Color, edge: Color,
             kind: str = "bold", width: int = 0) -> pygame.Surface:
    """`words` in `color` with a thick `edge` outline (reads on any background)."""
    if width:
        size = fit_size(assets, words, size, width, kind)
    font = assets.font(max(6, size), kind)
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
           "badge", "blank", "card_back", "coins", "effect_card", "fit_size", "fitted",
           "gallop_body", "gallop_face", "gallop_icon", "ink_on", "money", "outlined",
           "owner_color", "star", "step_color", "training_body", "training_face",
           "training_icon", "wrap"]
