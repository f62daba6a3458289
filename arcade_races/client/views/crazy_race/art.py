"""Crazy Race art: the colours and card tables, every card face and back, trophies, pawns and
stamps, and `Art`, which renders each once per look (kind, size, angle) and keeps it.

The render functions are pure (assets and sizes in, a surface out); `Art` holds the caches and
the table's colours (paper, ink, felt, each stage's and each pawn's).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.physics.render import darken, lighten, luminance
from arcade_races.client.stage.effects import render_glow, render_shadow
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.stage.zones import STAGE as BOARD
from arcade_races.client.widgets import shape

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.client.views.crazy_race.geometry import Layout

Color = tuple[int, int, int]
Vec = tuple[float, float]

CARD_CREAM: Color = (252, 248, 236)
CARD_EDGE: Color = (150, 140, 120)
PLACE_METALS: dict[int, Color] = {1: (255, 204, 51), 2: (210, 216, 228), 3: (214, 140, 82)}
PLAIN_METAL: Color = (150, 164, 196)
ACTIONS: dict[str, tuple[str, str, Color, bool]] = {
    "move": ("MOVE", "move a track card", (32, 150, 140), True),
    "cancel": ("CANCEL", "no effect", (118, 118, 150), True),
    "again": ("AGAIN", "on turn again", (52, 168, 84), False),
    "skip": ("SKIP", "skip a turn", (214, 58, 62), False),
}
"""Per action card: label, caption, colour, and whether it is played for oneself."""
STAMPS: dict[str, tuple[str, Color]] = {"again": ("AGAIN!", (52, 168, 84)),
                                        "skip": ("SKIP!", (214, 58, 62))}
KIND_WORDS = {"move": "MOVE", "cancel": "CANCEL", "again": "ON TURN AGAIN",
              "skip": "SKIP A TURN"}
CONFETTI_COLORS: tuple[Color, ...] = (theme.GOLD, theme.PINK, theme.CYAN, theme.INK, theme.GREEN)



def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def ink_on(color: Color) -> Color:
    """Dark or light lettering, whichever reads on `color`."""
    return theme.BG_DEEP if luminance(color) > 0.55 else theme.INK


# -- card art -------------------------------------------------------------------------------


def _card_blank(size: tuple[int, int], fill: Color, edge: Color,
                radius: int | None = None) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = radius if radius is not None else max(3, min(size) // 7)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=r)
    pygame.draw.rect(surf, edge, surf.get_rect(), width=max(1, min(size) // 26 + 1),
                     border_radius=r)
    return surf


def render_piece_card(size: tuple[int, int], value: int, color: Color,
                      spaces: Sequence[tuple[float, float]] | None = None) -> pygame.Surface:
    """A track card as it lies on a piece (landscape, along the track): its spaces in the
    stage's `color`, or a bridge for a 0. `spaces` overrides the spaces as (place 0-1 along the
    card, size 0-1), for the stretching and shrinking in between two lengths."""
    w, h = size
    surf = _card_blank(size, CARD_CREAM, darken(color, 0.3), max(3, h // 4))
    pad = 2
    if spaces is None:
        spaces = [((j + 0.5) / value, 1.0) for j in range(value)] if value > 0 else []
    if value == 0 and not spaces:
        # A bridge over the gap: planks across, two rails along.
        wood = (150, 102, 58)
        for k in range(3, w - 3, 4):
            pygame.draw.line(surf, wood, (k, 4), (k, h - 5), 2)
        pygame.draw.line(surf, darken(wood, 0.35), (3, 4), (w - 4, 4), 2)
        pygame.draw.line(surf, darken(wood, 0.35), (3, h - 5), (w - 4, h - 5), 2)
        return surf
    count = max(1, len([s for s in spaces if s[1] > 0.5]))
    pitch = (w - 2 * pad) / max(count, 1)
    along = max(2.0, min(pitch * 0.72, h * 0.62))
    across = max(3, h - 8)
    for place, grow in spaces:
        if grow <= 0.02:
            continue
        cx = pad + place * (w - 2 * pad)
        a, c = along * grow, across * (0.4 + 0.6 * grow)
        rect = pygame.Rect(0, 0, max(2, round(a)), max(2, round(c)))
        rect.center = (round(cx), h // 2)
        pygame.draw.rect(surf, color, rect, border_radius=max(1, rect.width // 3))
    return surf


def render_hand_track(assets: Assets, size: tuple[int, int], value: int) -> pygame.Surface:
    """A track card in hand: a big number of spaces and the little piece of track it makes
    (side by side on a landscape card, one above the other on an upright one)."""
    w, h = size
    teal = (24, 112, 104)
    surf = _card_blank(size, CARD_CREAM, teal, max(5, min(w, h) // 7))
    inner = surf.get_rect().inflate(-8, -8)
    pygame.draw.rect(surf, lighten(teal, 0.8), inner, 1, border_radius=max(3, min(w, h) // 9))
    upright = h > w
    if upright:
        number = assets.text(str(value), round(h * 0.36), teal, "condensed")
        surf.blit(number, number.get_rect(center=(w // 2, round(h * 0.32))))
        strip = pygame.Rect(round(w * 0.14), round(h * 0.64), round(w * 0.72), round(h * 0.2))
    else:
        number = assets.text(str(value), round(h * 0.5), teal, "condensed")
        surf.blit(number, number.get_rect(center=(round(w * 0.24), round(h * 0.44))))
        words = assets.text("spaces" if value != 1 else "space", max(9, round(h * 0.15)),
                            darken(teal, 0.2), "sans")
        surf.blit(words, words.get_rect(center=(round(w * 0.24), round(h * 0.8))))
        strip = pygame.Rect(round(w * 0.46), round(h * 0.3), round(w * 0.48), round(h * 0.4))
    if value == 0:
        gap = strip.inflate(-4, 0)
        pygame.draw.rect(surf, (70, 60, 54), gap, border_radius=3)
        wood = (170, 118, 66)
        for k in range(gap.left + 2, gap.right - 1, 4):
            pygame.draw.line(surf, wood, (k, gap.top + 2), (k, gap.bottom - 3), 2)
        return surf
    pygame.draw.rect(surf, lighten(teal, 0.55), strip, border_radius=4)
    pitch = strip.width / value
    for j in range(value):
        cell = pygame.Rect(0, 0, max(2, round(pitch * 0.7)), max(2, strip.height - 6))
        cell.center = (round(strip.left + (j + 0.5) * pitch), strip.centery)
        pygame.draw.rect(surf, teal, cell, border_radius=2)
    return surf


def _icon(surf: pygame.Surface, assets: Assets, kind: str, center: Vec, r: float) -> None:
    """The symbol of an action card, on a round badge of its colour."""
    _, _, color, _ = ACTIONS[kind]
    cx, cy = round(center[0]), round(center[1])
    pygame.draw.circle(surf, color, (cx, cy), round(r))
    pygame.draw.circle(surf, darken(color, 0.4), (cx, cy), round(r), max(1, round(r / 9)))
    white = (250, 250, 250)
    if kind == "skip":
        bar = pygame.Rect(0, 0, round(r * 1.2), max(3, round(r * 0.36)))
        bar.center = (cx, cy)
        pygame.draw.rect(surf, white, bar, border_radius=2)
        return
    glyph = {"move": "⇄", "cancel": "✕", "again": "↻"}[kind]
    image = assets.text(glyph, max(8, round(r * 1.3)), white, "bold")
    surf.blit(image, image.get_rect(center=(cx, cy + round(r * 0.05))))


def render_action_face(assets: Assets, size: tuple[int, int], kind: str) -> pygame.Surface:
    """An action card: its name, its symbol, what it does, and a circle (for yourself) or a
    triangle (against a rival) in the corner, as on the printed cards."""
    w, h = size
    label, caption, color, for_self = ACTIONS[kind]
    surf = _card_blank(size, CARD_CREAM, darken(color, 0.35), max(4, w // 8))
    band = pygame.Rect(3, 3, w - 6, round(h * 0.24))
    pygame.draw.rect(surf, color, band, border_radius=max(3, w // 10))
    size_px = max(7, round(h * 0.17))
    while size_px > 7 and assets.font(size_px, "condensed").size(label)[0] > w - 8:
        size_px -= 1
    title = assets.text(label, size_px, ink_on(color), "condensed")
    surf.blit(title, title.get_rect(center=band.center))
    _icon(surf, assets, kind, (w / 2, h * 0.55), min(w * 0.3, h * 0.2))
    mark = max(3, round(w * 0.07))
    cap = assets.text(caption, max(9, round(h * 0.1)), darken(color, 0.45), "sans")
    if h >= 60 and cap.get_width() <= w - 8 - 4 * mark:
        surf.blit(cap, cap.get_rect(center=(w // 2, round(h * 0.84))))
    mx, my = w - 4 - mark, h - 4 - mark
    if h < 60:
        mx, my = w - 3 - mark, round(h * 0.86)
    if for_self:
        pygame.draw.circle(surf, (30, 30, 36), (mx, my), mark)
    else:
        pygame.draw.polygon(surf, (30, 30, 36), [(mx - mark, my + mark), (mx + mark, my + mark),
                                                 (mx, my - mark)])
    return surf


def render_back(assets: Assets, size: tuple[int, int], kind: str) -> pygame.Surface:
    """The back of a track card (a road), an action card (a lightning "!") or a bet card (?)."""
    w, h = size
    base = {"track": (24, 112, 104), "action": (120, 52, 150), "bet": (30, 46, 110)}[kind]
    surf = _card_blank(size, base, darken(base, 0.5), max(3, min(w, h) // 7))
    inner = surf.get_rect().inflate(-max(4, w // 8), -max(4, h // 8))
    pygame.draw.rect(surf, lighten(base, 0.3), inner, 1, border_radius=max(2, min(w, h) // 10))
    if kind == "track":
        road = [(inner.left, inner.bottom), (inner.right, inner.top)]
        pygame.draw.line(surf, darken(base, 0.35), road[0], road[1], max(3, min(w, h) // 5))
        steps = 5
        for k in range(steps):
            a = lerp(road[0], road[1], (k + 0.25) / steps)
            b = lerp(road[0], road[1], (k + 0.6) / steps)
            pygame.draw.line(surf, (250, 230, 120), a, b, max(1, min(w, h) // 18))
        return surf
    glyph = "!" if kind == "action" else "?"
    color = theme.GOLD
    mark = assets.text(glyph, max(8, round(min(w, h) * 0.62)), color, "bold")
    surf.blit(mark, mark.get_rect(center=inner.center))
    return surf


def bet_cells(size: tuple[int, int], stages: int) -> list[pygame.Rect]:
    """Where a bet card of `size` shows each stage's place (inside the card)."""
    w, h = size
    n = max(1, stages)
    top = max(12, round(h * 0.22))
    pad = max(4, w // 30)
    cell_w = (w - 2 * pad) / n
    return [pygame.Rect(round(pad + i * cell_w) + 2, top, round(cell_w) - 4, h - top - pad)
            for i in range(n)]


def render_bet_face(assets: Assets, size: tuple[int, int], places: Sequence[int],
                    stage_colors: Sequence[Color], cup_room: bool = False) -> pygame.Surface:
    """A bet card face up: for each stage an arrow in the stage's colour and the place asked
    (`cup_room`: the places sit left in their cells, leaving room for a cup beside them)."""
    w, h = size
    surf = _card_blank(size, CARD_CREAM, (60, 56, 90), max(5, h // 8))
    cells = bet_cells(size, len(places))
    title = assets.text("BET CARD", max(9, round(cells[0].top * 0.62)), (70, 66, 100),
                        "condensed")
    surf.blit(title, title.get_rect(center=(w // 2, cells[0].top // 2 + 1)))
    for i, (place, cell) in enumerate(zip(places, cells, strict=True)):
        color = stage_colors[i % len(stage_colors)]
        pygame.draw.rect(surf, lighten(color, 0.82), cell, border_radius=5)
        cx = cell.left + round(cell.width * 0.3) if cup_room else cell.centerx
        arrow = max(3, round(min(cell.width, cell.height) * 0.16))
        tip = (cx, cell.top + 3 + arrow)
        pygame.draw.polygon(surf, color, [(cx - arrow, cell.top + 3), (cx + arrow, cell.top + 3),
                                          tip])
        digit = assets.text(str(place), max(10, round(cell.height * 0.56)), darken(color, 0.25),
                            "condensed")
        surf.blit(digit, digit.get_rect(center=(cx, round(cell.top + cell.height * 0.62))))
    return surf


def render_trophy(assets: Assets, height: int, place: int) -> pygame.Surface:
    """A little trophy in gold, silver, bronze (or pewter) with its place on the bowl."""
    metal = PLACE_METALS.get(place, PLAIN_METAL)
    h = max(12, height)
    w = round(h * 0.95)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    dark = darken(metal, 0.45)
    cx = w / 2
    bowl_top, bowl_bottom = h * 0.04, h * 0.62
    half = w * 0.34
    bowl = [(cx - half, bowl_top), (cx + half, bowl_top), (cx + half * 0.78, bowl_bottom * 0.8),
            (cx + half * 0.3, bowl_bottom), (cx - half * 0.3, bowl_bottom),
            (cx - half * 0.78, bowl_bottom * 0.8)]
    handle = max(1, round(h / 12))
    for side in (-1, 1):
        rect = pygame.Rect(0, 0, round(w * 0.3), round(h * 0.34))
        rect.center = (round(cx + side * half * 0.98), round(h * 0.26))
        pygame.draw.ellipse(surf, dark, rect, handle + 1)
    pygame.draw.polygon(surf, metal, bowl)
    pygame.draw.polygon(surf, dark, bowl, max(1, round(h / 16)))
    shine = [(cx - half * 0.62, bowl_top + 2), (cx - half * 0.35, bowl_top + 2),
             (cx - half * 0.3, bowl_bottom * 0.72)]
    pygame.draw.polygon(surf, lighten(metal, 0.5), shine)
    stem = pygame.Rect(0, 0, max(2, round(w * 0.12)), round(h * 0.18))
    stem.midtop = (round(cx), round(bowl_bottom))
    pygame.draw.rect(surf, metal, stem)
    base = pygame.Rect(0, 0, round(w * 0.56), max(3, round(h * 0.18)))
    base.midbottom = (round(cx), h)
    pygame.draw.rect(surf, metal, base, border_radius=2)
    pygame.draw.rect(surf, dark, base, 1, border_radius=2)
    if place > 0:
        digit = assets.text(str(place), max(8, round(h * 0.46)), darken(metal, 0.65), "bold")
        surf.blit(digit, digit.get_rect(center=(round(cx), round(bowl_bottom * 0.5))))
    return surf


def render_pawn(assets: Assets, color: Color, height: int, seat: int,
                shaped: bool = False) -> pygame.Surface:
    """A pawn as a little racer standing up: a body in the seat's colour carrying the seat's
    number large, a round face with eyes and a grin under a cap of the same colour. `shaped`
    (colour-blind mode) adds the seat's shape on the cap. The foot is at the bottom."""
    h = max(24, height)
    w = round(h * 0.78)
    surf = pygame.Surface((w + 4, h + 2), pygame.SRCALPHA)
    edge = darken(color, 0.55)
    light = lighten(color, 0.4)
    cx = surf.get_width() / 2
    line = max(1, h // 24)
    # The body: a rounded block on an oval foot.
    foot = pygame.Rect(0, 0, w, round(h * 0.2))
    foot.midbottom = (round(cx), h)
    pygame.draw.ellipse(surf, edge, foot)
    body = pygame.Rect(0, 0, round(w * 0.84), round(h * 0.5))
    body.midbottom = (round(cx), round(h * 0.93))
    pygame.draw.rect(surf, edge, body.inflate(2 * line, 2 * line), border_radius=body.w // 3)
    pygame.draw.rect(surf, color, body, border_radius=body.w // 3)
    pygame.draw.line(surf, light, (body.left + body.w * 0.18, body.top + body.h * 0.3),
                     (body.left + body.w * 0.18, body.bottom - body.h * 0.3), max(1, h // 16))
    ink = theme.BG_DEEP if luminance(color) > 150 else (255, 255, 255)
    digit = assets.text(str(seat + 1), max(10, round(h * 0.36)), ink, "bold")
    surf.blit(digit, digit.get_rect(center=(round(cx), body.centery + 1)))
    # The face, and the cap over it with its peak to the front (the direction of travel).
    head_r = round(h * 0.22)
    head = (round(cx), round(h * 0.36))
    skin = (250, 218, 180)
    pygame.draw.circle(surf, edge, head, head_r + line)
    pygame.draw.circle(surf, skin, head, head_r)
    eye = max(2, round(head_r * 0.2))
    for dx in (-0.38, 0.38):
        pygame.draw.circle(surf, theme.BG_DEEP, (round(head[0] + dx * head_r),
                                                 round(head[1] + head_r * 0.05)), eye)
    smile = pygame.Rect(0, 0, round(head_r * 0.9), round(head_r * 0.6))
    smile.center = (head[0], round(head[1] + head_r * 0.42))
    pygame.draw.arc(surf, theme.BG_DEEP, smile, math.pi * 1.1, math.pi * 1.9, max(1, line))
    cap = pygame.Rect(0, 0, 2 * head_r + 2, round(head_r * 1.25))
    cap.midbottom = (head[0], round(head[1] - head_r * 0.3))
    pygame.draw.ellipse(surf, edge, cap.inflate(2 * line, 2 * line))
    pygame.draw.ellipse(surf, color, cap)
    peak = pygame.Rect(0, 0, round(head_r * 1.3), max(3, round(head_r * 0.45)))
    peak.midleft = (head[0] + head_r // 3, round(head[1] - head_r * 0.35))
    pygame.draw.ellipse(surf, edge, peak)
    pygame.draw.circle(surf, light, (head[0] - head_r // 3, cap.top + cap.h // 3),
                       max(1, head_r // 4))
    if shaped:
        shape(surf, theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)],
              (head[0], cap.top + cap.h * 0.42), head_r * 0.42, ink)
    return surf


def render_stamp(assets: Assets, words: str, color: Color, size: int = 40) -> pygame.Surface:
    """A rubber stamp: `words` in a double frame, slightly askew."""
    image = assets.text(words, size, color, "condensed")
    w, h = image.get_width() + 28, image.get_height() + 14
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*CARD_CREAM, 215), surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, color, surf.get_rect(), 4, border_radius=10)
    pygame.draw.rect(surf, color, surf.get_rect().inflate(-10, -10), 2, border_radius=7)
    surf.blit(image, image.get_rect(center=(w // 2, h // 2)))
    return pygame.transform.rotozoom(surf, 9, 1.0)




PAWN_HEIGHT = 5.2
"""A pawn's height in pawn radii: some 47 pixels on the default board, to read at a glance."""


def _pawn_shadow(pawn_r: int) -> pygame.Surface:
    """The soft shadow under a pawn of radius `pawn_r`, flattened to half its height."""
    shadow = render_glow(pawn_r * 2 + 4, (0, 0, 0), 170)
    return pygame.transform.smoothscale(shadow, (shadow.get_width(), shadow.get_height() // 2))


class Art:
    """The table's colours and every surface it shows, each rendered once per look."""

    def __init__(self, app: App, lay: Layout, *, stage_colors: Sequence[Color],
                 pawn_colors: Sequence[Color], felt: Color, paper: Color, ink: Color,
                 title: str) -> None:
        self.app, self.lay = app, lay
        self.stage_colors = list(stage_colors)
        self.pawn_colors = list(pawn_colors)
        self.felt, self.paper, self.ink, self.title = felt, paper, ink, title
        self.faces: dict[tuple[str, object, tuple[int, int]], pygame.Surface] = {}
        self._cards: dict[tuple[int, int, int], pygame.Surface] = {}
        self._pawn_imgs: dict[tuple[int, int, bool], pygame.Surface] = {}
        self._trophies: dict[tuple[int, int], pygame.Surface] = {}
        kept = app.assets.kept
        pile, pawn_r = (lay.pile_w, lay.pile_h), lay.pawn_r
        glow = round(pawn_r * PAWN_HEIGHT * 0.6)
        self.shadow = kept(("pile_shadow", pile), lambda: render_shadow(pile, 90))
        self.pawn_shadow = kept(("pawn_shadow", pawn_r), lambda: _pawn_shadow(pawn_r))
        self.glow = kept(("glow", glow, theme.GOLD, 170),
                         lambda: render_glow(glow, theme.GOLD, 170))
        self.shade = pygame.Surface(BOARD.size)
        self.shade.fill(theme.BG_DEEP)

    def pawn_color(self, seat: int) -> Color:
        """The colour of `seat`'s pawn (and track)."""
        return self.pawn_colors[seat % len(self.pawn_colors)]

    def back(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("back", kind, size)
        image = self.faces.get(key)
        if image is None:
            image = render_back(self.app.assets, size, kind)
            self.faces[key] = image
        return image

    def action_face(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("action", kind, size)
        image = self.faces.get(key)
        if image is None:
            image = render_action_face(self.app.assets, size, kind)
            self.faces[key] = image
        return image

    def hand_track(self, value: int, size: tuple[int, int]) -> pygame.Surface:
        key = ("hand", value, size)
        image = self.faces.get(key)
        if image is None:
            image = render_hand_track(self.app.assets, size, value)
            self.faces[key] = image
        return image

    def track_discard_face(self, value: int) -> pygame.Surface:
        """A track card face up on the discard: the hand card turned to stand upright."""
        key = ("discard", value, (self.lay.pile_w, self.lay.pile_h))
        image = self.faces.get(key)
        if image is None:
            image = render_hand_track(self.app.assets, (self.lay.pile_w, self.lay.pile_h), value)
            self.faces[key] = image
        return image

    def piece_face(self, value: int, piece: int) -> pygame.Surface:
        """A track card as it lies on a piece of `piece`'s stage, not turned."""
        stage = min(self.lay.stages - 1, piece // self.lay.per_stage)
        key = ("piece", (value, stage), self.lay.card_size())
        image = self.faces.get(key)
        if image is None:
            image = render_piece_card(self.lay.card_size(), value, self.stage_colors[stage])
            self.faces[key] = image
        return image

    def laid_card(self, value: int, track: int, piece: int) -> pygame.Surface:
        """A laid card turned along its piece, with a soft shadow under it."""
        angle = round(self.lay.geo[track][piece][3])
        stage = min(self.lay.stages - 1, piece // self.lay.per_stage)
        key = (value, stage, angle)
        image = self._cards.get(key)
        if image is None:
            face = self.piece_face(value, piece)
            pad = 5
            w, h = face.get_size()
            base = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(base, (0, 0, 0, 70), pygame.Rect(pad + 1, pad + 3, w, h),
                             border_radius=max(3, h // 4))
            base.blit(face, (pad, pad))
            image = pygame.transform.rotozoom(base, angle, 1.0) if angle else base
            self._cards[key] = image
        return image

    def trophy(self, place: int, height: int) -> pygame.Surface:
        key = (place, height)
        image = self._trophies.get(key)
        if image is None:
            image = render_trophy(self.app.assets, height, place)
            self._trophies[key] = image
        return image

    def pawn_image(self, seat: int, radius: int) -> pygame.Surface:
        """A pawn in its track's colour with its seat's number on the body; in colour-blind
        mode with the seat's shape on the cap too."""
        cb = self.app.settings.colour_blind
        key = (seat, radius, cb)
        image = self._pawn_imgs.get(key)
        if image is None:
            image = render_pawn(self.app.assets, self.pawn_colors[seat % len(self.pawn_colors)],
                                round(radius * PAWN_HEIGHT), seat, cb)
            self._pawn_imgs[key] = image
        return image

    def token(self, surface: pygame.Surface, seat: int, center: Vec, radius: int,
               cb: bool) -> None:
        color = self.pawn_colors[seat % len(self.pawn_colors)]
        cx, cy = round(center[0]), round(center[1])
        edge = darken(color, 0.55)
        pygame.draw.circle(surface, edge, (cx, cy), radius)
        pygame.draw.circle(surface, color, (cx, cy), max(2, radius - 2))
        pygame.draw.circle(surface, lighten(color, 0.45), (cx - radius // 3, cy - radius // 3),
                           max(1, radius // 3))
        if cb:
            mark = darken(color, 0.7) if luminance(color) > 0.45 else theme.INK
            shape(surface, theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)], (cx, cy),
                  radius * 0.55, mark)
            label = self.app.assets.text(str(seat + 1), max(9, round(radius * 0.9)), theme.INK,
                                         "bold")
            back = pygame.Rect(0, 0, label.get_width() + 4, label.get_height() - 2)
            back.center = (cx + round(radius * 0.75), cy - round(radius * 0.75))
            back.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, theme.BG_DEEP, back, border_radius=4)
            surface.blit(label, label.get_rect(center=back.center))

    def tag(self, words: str, color: Color, size: int = 18) -> pygame.Surface:
        """Words on a dark pill, readable on paper, felt and panels alike."""
        label = self.app.assets.text(words, size, color, "bold")
        pill = pygame.Surface((label.get_width() + 14, label.get_height() + 4), pygame.SRCALPHA)
        pygame.draw.rect(pill, (*theme.BG_DEEP, 225), pill.get_rect(),
                         border_radius=pill.get_height() // 2)
        pygame.draw.rect(pill, color, pill.get_rect(), 1, border_radius=pill.get_height() // 2)
        pill.blit(label, label.get_rect(center=pill.get_rect().center))
        return pill
