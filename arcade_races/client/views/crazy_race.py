"""The Crazy Race table: parallel tracks of three coloured stages, track cards that stretch or
shrink their pieces, two dice in a felt tray, cups for the stage placings and secret bet cards.

Everything on the board is placed from the board file's geometry: each track's path gives its
start space and printed spaces, the printed piece k spans spaces k x spaces + 1 to (k + 1) x
spaces, and a piece with a track card of v spaces keeps its stretch of track but shows v spaces,
squeezed or spread (0: a bridge over a gap). The rules' events become a queue of timed beats
(deal, lay, throw an action card, dice, hops, cups, the reveal); `busy` holds the scene while the
queue runs, and decorations that outlive a beat never hold the game up.

Screen layout on the 1280x720 canvas: the board and its piles on the left, one panel per player
on the right (below the exhibition corner when every seat is AI), the dice tray wherever the
board leaves room, the race caller's ticker along the bottom. A human's hand and bet card show
only while that player decides, in a drawer over the lower board; a card played against a human
asks them to cancel or accept.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.boards.geometry import Curve
from arcade_races.boards.loader import load_document
from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.physics import MAX_THROW_TIME, CardFlick, Confetti, DiceTray
from arcade_races.client.physics.render import darken, lighten, luminance, mix
from arcade_races.client.stage.motion import ease_in, ease_in_out, ease_out, ease_out_back, hop
from arcade_races.client.views.base import GameView
from arcade_races.client.views.effects import (
    Banner,
    Clip,
    Effect,
    Floater,
    hex_color,
    lerp,
    render_banner,
    render_glow,
    render_shadow,
    signed,
)
from arcade_races.client.views.layout import SIDE, TICKER, corner_rect
from arcade_races.client.views.layout import STAGE as BOARD
from arcade_races.client.views.ticker import draw_ticker
from arcade_races.client.widgets import fit_text, shape, text
from arcade_races.core.actions import Action
from arcade_races.core.events import Event
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.actions import (
    Accept,
    Again,
    Cancel,
    DropTrack,
    LayTrack,
    Roll,
    Shift,
    Skip,
    Toss,
)
from arcade_races.games.crazy_race.commentary import Commentator
from arcade_races.games.crazy_race.schema import BOARD_SCHEMA

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game, State
    from arcade_races.match import Step
    from arcade_races.replay import Header

Color = tuple[int, int, int]
Vec = tuple[float, float]
Spot = tuple[int, int]
"""A location on the board: (track, piece)."""

# -- screen layout (canvas pixels) -----------------------------------------------------------


# -- timing (seconds of animation time; the scene scales it by the speed) -------------------

DEAL_GAP = 0.08
DEAL_FLY = 0.34
DRAW_FLY = 0.34
LAY_SLIDE = 0.62
MORPH = 0.5
SHIFT_FLY = 0.62
TOSS_FLY = 0.42
THROW = 0.62
STAMP_BEAT = 0.55
ANSWER_BEAT = 0.3
SHATTER = 0.55
THROW_MAX = MAX_THROW_TIME + 0.2
SUM_BEAT = 0.22
HOP = 0.16
CUP_FLY = 0.75
FINISH_HOLD = 0.9
RESHUFFLE = 0.7
DECIDED = 1.3
REVEAL_IN = 0.45
REVEAL_FLIP = 0.55
REVEAL_LAY = 0.5
REVEAL_JUDGE = 0.7
REVEAL_RANK = 0.8
REVEAL_HOLD = 2.0

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


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _ink_on(color: Color) -> Color:
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
    title = assets.text(label, size_px, _ink_on(color), "condensed")
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


def render_pawn(assets: Assets, color: Color, height: int,
                number: int | None = None) -> pygame.Surface:
    """A board-game pawn standing up: a round base, a cone of a body and a ball of a head.
    With a `number` (colour-blind mode) the body carries the seat's shape and a tag by the head
    its number. The pawn stands in the middle of the image, its foot at the bottom."""
    h = max(14, height)
    w = round(h * 0.66)
    tag_w = 0
    digit: pygame.Surface | None = None
    if number is not None:
        digit = assets.text(str(number + 1), max(10, round(h * 0.42)), theme.INK, "bold")
        tag_w = digit.get_width() + 6
    surf = pygame.Surface((w + 2 + 2 * tag_w, h + 2), pygame.SRCALPHA)
    edge = darken(color, 0.6)
    light = lighten(color, 0.45)
    cx = surf.get_width() / 2
    base = pygame.Rect(round(cx - w / 2), round(h * 0.74), w, round(h * 0.24))
    body = [(cx - w * 0.34, h * 0.84), (cx + w * 0.34, h * 0.84), (cx + w * 0.12, h * 0.38),
            (cx - w * 0.12, h * 0.38)]
    head_r = h * 0.2
    head = (round(cx), round(h * 0.24))
    pygame.draw.ellipse(surf, edge, base.inflate(2, 2))
    pygame.draw.ellipse(surf, color, base)
    pygame.draw.polygon(surf, color, body)
    pygame.draw.polygon(surf, edge, body, max(1, h // 22))
    pygame.draw.circle(surf, edge, head, round(head_r) + 1)
    pygame.draw.circle(surf, color, head, round(head_r))
    spark = round(head_r * 0.35)
    pygame.draw.circle(surf, light, (head[0] - spark, head[1] - spark), max(1, spark))
    pygame.draw.line(surf, light, (cx - w * 0.2, h * 0.78), (cx - w * 0.07, h * 0.44),
                     max(1, h // 18))
    if number is not None and digit is not None:
        mark = theme.BG_DEEP if luminance(color) > 0.45 else theme.INK
        shape(surf, theme.SEAT_SHAPES[number % len(theme.SEAT_SHAPES)], (cx, h * 0.64),
              w * 0.22, mark)
        tag = pygame.Rect(0, 0, tag_w, digit.get_height())
        tag.midleft = (round(cx + head_r + 1), head[1])
        pygame.draw.rect(surf, theme.BG_DEEP, tag, border_radius=5)
        pygame.draw.rect(surf, color, tag, 1, border_radius=5)
        surf.blit(digit, digit.get_rect(center=tag.center))
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


# -- timed pieces ---------------------------------------------------------------------------


class _Fly(Effect):
    """An image thrown from `a` to `b` on an arc, turning from `spin[0]` to `spin[1]` degrees and
    scaling from `scale[0]` to `scale[1]`; with a `back` it turns face up on the way."""

    def __init__(self, image: pygame.Surface, a: Vec, b: Vec, life: float, *,
                 arc: float = 0.0, spin: tuple[float, float] = (0.0, 0.0),
                 scale: tuple[float, float] = (1.0, 1.0), back: pygame.Surface | None = None,
                 delay: float = 0.0, ease: Callable[[float], float] = ease_in_out,
                 fade: bool = False, on_done: Callable[[], None] | None = None) -> None:
        self.image, self.back, self.a, self.b = image, back, a, b
        self.life, self.arc, self.spin, self.scale = life + delay, arc, spin, scale
        self.delay, self.ease, self.fade, self.on_done = delay, ease, fade, on_done
        self.flight = max(1e-6, life)

    def update(self, dt: float) -> bool:
        alive = super().update(dt)
        if not alive and self.on_done is not None:
            done, self.on_done = self.on_done, None
            done()
        return alive

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed - self.delay
        if t < 0:
            return
        u = min(1.0, t / self.flight)
        e = self.ease(u)
        x, y = lerp(self.a, self.b, e)
        y -= hop(u) * self.arc
        image = self.image
        squash = 1.0
        if self.back is not None:
            image = self.back if u < 0.5 else self.image
            squash = max(0.05, abs(math.cos(math.pi * u)))
        scale = self.scale[0] + (self.scale[1] - self.scale[0]) * e
        scale *= 1.0 + 0.18 * hop(u) * (1.0 if self.arc else 0.0)
        angle = self.spin[0] + (self.spin[1] - self.spin[0]) * e
        w, h = image.get_size()
        if squash != 1.0:
            image = pygame.transform.scale(image, (max(1, round(w * squash)), h))
        if angle or scale != 1.0:
            image = pygame.transform.rotozoom(image, angle, scale)
        if self.fade and u > 0.6:
            image = image.copy() if image is self.image else image
            image.set_alpha(round(255 * (1 - (u - 0.6) / 0.4)))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


class _Slide(Effect):
    """A card slid across the table on pymunk (`CardFlick`) onto its exact spot."""

    def __init__(self, flick: CardFlick, image: pygame.Surface) -> None:
        self.flick, self.image = flick, image
        self.life = flick.duration

    def update(self, dt: float) -> bool:
        self.flick.update(dt)
        return not self.flick.done

    def draw(self, surface: pygame.Surface) -> None:
        self.flick.draw(surface, self.image)


class _Floater(Floater):
    """Words rising from a spot and fading: +4, −2, 7."""

    LIFE = 1.1
    RISE = 34.0
    POP = 0.2
    GROW = 0.5
    FADE_AT = 0.6
    FADE_SPAN = 0.4
    COPY = True


class _Stamp(Effect):
    """A stamp slammed down on a spot: big, then thud, a while, then fading."""

    SLAM = 0.16

    def __init__(self, image: pygame.Surface, pos: Vec, hold: float = 0.9) -> None:
        self.image, self.pos, self.hold = image, pos, hold
        self.life = self.SLAM + hold + 0.3

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed
        image = self.image
        if t < self.SLAM:
            image = pygame.transform.smoothscale_by(image, 2.2 - 1.2 * ease_in(t / self.SLAM))
            image.set_alpha(round(255 * t / self.SLAM))
        elif t > self.SLAM + self.hold:
            u = min(1.0, (t - self.SLAM - self.hold) / 0.3)
            image = image.copy()
            image.set_alpha(round(255 * (1 - u)))
        x, y = self.pos
        if self.SLAM <= t < self.SLAM + 0.12:
            x += math.sin(t * 90) * 3
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


class _Shards(Effect):
    """A card burst into pieces that tumble down and fade."""

    def __init__(self, pos: Vec, colors: Sequence[Color], seed: int, size: float) -> None:
        rng = random.Random(seed)
        self.life = 0.9
        self.pieces: list[list[Any]] = []
        for k in range(14):
            angle = rng.uniform(0, math.tau)
            speed = rng.uniform(80, 260)
            points = [(rng.uniform(-1, 1) * size * 0.3, rng.uniform(-1, 1) * size * 0.3)
                      for _ in range(3)]
            self.pieces.append([pos[0], pos[1], math.cos(angle) * speed,
                                math.sin(angle) * speed - 120, points,
                                colors[k % len(colors)], rng.uniform(-9, 9)])

    def update(self, dt: float) -> bool:
        for piece in self.pieces:
            piece[0] += piece[2] * dt
            piece[1] += piece[3] * dt
            piece[3] += 520 * dt
        return super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        fade = max(0.0, 1 - self.elapsed / self.life)
        for x, y, _, _, points, color, turn in self.pieces:
            a = turn * self.elapsed
            ca, sa = math.cos(a), math.sin(a)
            poly = [(x + px * ca - py * sa, y + px * sa + py * ca) for px, py in points]
            pygame.draw.polygon(surface, mix(theme.BG_DEEP, color, fade), poly)


class _Banner(Banner):
    """A ribbon that pops in, stays `hold` seconds and fades away."""

    POP = 0.25


@dataclass
class _Morph:
    """A piece's card going from `before` spaces to `after` (progress `t`)."""

    before: int
    after: int
    t: float = 0.0


@dataclass
class _Reveal:
    """The final reveal as seen: bet cards turning over, cups laid on them stage by stage."""

    bets: list[list[int]]
    placings: list[list[int]]
    scores: list[int]
    gains: list[list[int]]
    shown: float = 0.0
    flip: float = 0.0
    laid: list[float] = field(default_factory=list)
    judged: list[float] = field(default_factory=list)
    ranked: float = 0.0

    @classmethod
    def of(cls, bets: Sequence[Sequence[int]], placings: Sequence[Sequence[int]],
           scores: Sequence[int], done: bool = False) -> _Reveal:
        """The reveal of these cards and cups; `done`: already over."""
        stages = len(placings[0]) if placings else 0
        gains = []
        for me, (bet, got) in enumerate(zip(bets, placings, strict=True)):
            row = []
            for stage in range(stages):
                asked = bet[stage]
                row.append(1 + sum(1 for other, card in enumerate(bets)
                                   if other != me and card[stage] == asked)
                           if got[stage] == asked else 0)
            gains.append(row)
        full = 1.0 if done else 0.0
        return cls([list(b) for b in bets], [list(p) for p in placings], list(scores), gains,
                   full, full, [full] * stages, [full] * stages, full)

    def points(self, seat: int) -> float:
        """The points counted up so far."""
        return sum(g * min(1.0, j * 1.6) for g, j in zip(self.gains[seat], self.judged,
                                                          strict=True))

    def placing(self, seat: int) -> int:
        """1 for the most points (ties share)."""
        return 1 + sum(1 for q in self.scores if q > self.scores[seat])


@dataclass
class _Button:
    rect: pygame.Rect
    kind: str
    value: Any = None
    enabled: bool = True


@dataclass
class _Prompt:
    """A human seat's decision on screen.

    Modes: `hand` (pick a card or roll), `place` (a free piece for a track card), `source` and
    `dest` (the "move" card: which free card, and where to), `target` (the player an action
    card is laid before), `toss` (a cancel card can only be discarded in one's turn), and
    `answer` (cancel or accept a card played against you)."""

    seat: int
    mode: str
    submit: Callable[[Action], None]
    rect: pygame.Rect
    obs: dict[str, Any]
    hand: list[_Button] = field(default_factory=list)
    buttons: list[_Button] = field(default_factory=list)
    focus: int = 0
    on_board: bool = True
    cursor: int = 0
    candidates: list[Any] = field(default_factory=list)
    chosen: _Button | None = None
    source: Spot | None = None
    hover: _Button | None = None
    note: str = ""


# -- the view -------------------------------------------------------------------------------


class CrazyRaceView(GameView):
    """The Crazy Race board, the players' panels, the dice tray and the ticker."""

    def __init__(self, app: App, game: Game, header: Header) -> None:
        super().__init__(app, game, header)
        rules = game.rules  # type: ignore[attr-defined]
        self.rules = rules
        self.stages: int = rules.stages
        self.per_stage: int = rules.pieces
        self.spaces: int = rules.spaces
        self.pieces: int = rules.pieces_per_track
        self.players: int = game.players
        self.main = bool(getattr(game, "main", True))
        self.dice_faces = [tuple(int(f) for f in die) for die in rules.dice]
        self.track_values = list(rules.track_cards)
        self.names = [seat.name for seat in header.seats]
        while len(self.names) < self.players:
            self.names.append(f"Seat {len(self.names) + 1}")
        self.spectator = not any(seat.kind == "human" for seat in header.seats)
        self.commentator = Commentator(self.names, game)  # type: ignore[arg-type]
        board = load_document(header.board_text, header.board_name, BOARD_SCHEMA)
        deco = board.get("decoration") or {}
        self.table = hex_color(deco.get("table"), (29, 35, 48))
        self.paper = hex_color(deco.get("board"), (241, 230, 200))
        self.ink = hex_color(deco.get("ink"), (43, 43, 51))
        self.title = str(deco.get("title") or board.get("name") or "Crazy Race")
        self.stage_colors = [hex_color(c, theme.PINK) for c in board["stage_colors"]]
        tracks = board["tracks"]
        self.track_count = len(tracks)
        # A seated player's pawn wears the seat's colour, so a player has one colour on every
        # screen (seat setup, corner, curtain, podium); unused tracks keep the board's.
        self.pawn_colors = [
            theme.SEAT_COLORS[i % len(theme.SEAT_COLORS)] if i < self.players
            else hex_color(t["color"], theme.INK)
            for i, t in enumerate(tracks)
        ]
        self.track_names = [str(t["name"]) for t in tracks]
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.paper_rect = pygame.Rect(0, 0, 0, 0)
        self.pile_pt: dict[str, Vec] = {}
        self._spots: dict[tuple[int, int], list[pygame.Rect]] = {}
        self._fit(board)
        self._layout_side()
        felt = self.tray_rect.inflate(-2 * max(8, round(min(self.tray_rect.size) * 0.045)), 0)
        die = max(26, min(46, round(min(felt.height, felt.width) * 0.34)))
        self.tray = DiceTray(self.tray_rect, seed=header.seed, die_size=die)
        self._static: pygame.Surface | None = None
        self._static_cb: bool | None = None
        self._board_layer: pygame.Surface | None = None
        self._baked: dict[Spot, int] = {}
        self._baked_piles: Any = None
        self._baked_tray: Any = None
        self._regions: dict[Spot, pygame.Rect] = {}
        self._throws = 0
        self._fits: dict[tuple[str, int, str], int] = {}
        self._cards: dict[tuple[int, int, int], pygame.Surface] = {}
        self._faces: dict[tuple[str, Any, tuple[int, int]], pygame.Surface] = {}
        self._pawn_imgs: dict[tuple[int, int, bool], pygame.Surface] = {}
        self._panel_cache: dict[int, tuple[Any, pygame.Surface]] = {}
        self._trophies: dict[tuple[int, int], pygame.Surface] = {}
        self._shadow = render_shadow((self.pile_w, self.pile_h), 90)
        shadow = render_glow(self.pawn_r + 6, (0, 0, 0), 170)
        self._pawn_shadow = pygame.transform.smoothscale(
            shadow, (shadow.get_width(), shadow.get_height() // 2))
        self._glow = render_glow(self.pawn_r * 3, theme.GOLD, 170)
        self._shade = pygame.Surface(BOARD.size)
        self._shade.fill(theme.BG_DEEP)
        self.script: deque[Clip] = deque()
        self.effects: list[Effect] = []
        self.top_fx: list[Effect] = []
        self.banner: _Banner | None = None
        self.confetti: Confetti | None = None
        self.prompt: _Prompt | None = None
        self.ticker: list[str] = []
        self.ticker_slide = 0.0
        self._rng = random.Random(header.seed)
        self._reset()

    # -- geometry --------------------------------------------------------------------------

    def _at_board(self, track: int, d: float) -> tuple[float, float, float]:
        """Board point `d` along a track (past either end: straight on along the tangent)."""
        curve = self.curves[track]
        length = curve.length
        ext = d - length if d > length else (d if d < 0 else 0.0)
        x, y, angle = curve.at(min(max(d, 0.0), length))
        if ext:
            rad = math.radians(angle)
            x, y = x + math.cos(rad) * ext, y - math.sin(rad) * ext
        return x, y, angle

    def _at(self, track: int, d: float) -> tuple[float, float, float]:
        """Screen point `d` (board units) along a track, and the direction of travel."""
        x, y, angle = self._at_board(track, d)
        return self.ox + x * self.scale, self.oy + y * self.scale, angle

    def _piece_span(self, track: int, piece: int) -> tuple[float, float]:
        """Board distances where a printed piece starts and ends along its track."""
        step = self.steps[track]
        return (piece * self.spaces + 0.5) * step, ((piece + 1) * self.spaces + 0.5) * step

    def _fit(self, board: dict[str, Any]) -> None:
        """Fit the tracks and piles into the table, then size bands, cards and pawns."""
        tracks = board["tracks"]
        self.curves = [Curve(t["path"]) for t in tracks]
        self.steps = [c.length / max(1, c.spaces - 1) for c in self.curves]
        step_b = sorted(self.steps)[len(self.steps) // 2] or 1.0
        n_tracks = len(self.curves)
        samples: list[list[Vec]] = []
        for t in range(n_tracks):
            end = (self.pieces * self.spaces + 0.5) * self.steps[t]
            samples.append([self._at_board(t, end * k / 8)[:2] for k in range(9)])
        seps = [math.dist(a, b) for i in range(n_tracks) for j in range(i + 1, n_tracks)
                for a, b in zip(samples[i], samples[j], strict=True)]
        seps = [s for s in seps if s > 0.3 * step_b]
        sep_b = min(seps) if seps else 6 * step_b
        hb_b = min(0.16 * sep_b, 0.95 * step_b)
        self.upper_track = min(range(n_tracks), key=lambda t: sum(y for _, y in samples[t]))
        pts: list[Vec] = []
        for t in range(n_tracks):
            step = self.steps[t]
            end = (self.pieces * self.spaces + 0.5) * step
            above = hb_b + 1.9 * step_b + (0.9 * step_b if t == self.upper_track else 0.0)
            below = hb_b + 1.6 * step_b
            for k in range(41):
                d = -1.2 * step + (end + 2.9 * step) * k / 40
                x, y, a = self._at_board(t, d)
                nx, ny = math.sin(math.radians(a)), math.cos(math.radians(a))
                pts.append((x + nx * below, y + ny * below))
                pts.append((x - nx * above, y - ny * above))
        track_pts = list(pts)
        piles = board["piles"]
        pw, ph = 2.5 * step_b, 3.5 * step_b
        self.pile_b = {k: (float(piles[k][0]), float(piles[k][1])) for k in ("track", "action",
                                                                              "cups")}
        for kind in ("track", "action"):
            x, y = self.pile_b[kind]
            pts += [(x - pw * 0.6, y - ph * 0.6), (x + pw * 1.45, y + ph * 0.5 + 1.3 * step_b)]
        x, y = self.pile_b["cups"]
        cw = 2.1 * step_b
        pts += [(x - cw * 1.7, y - ph * 0.5), (x + cw * 1.7, y + ph * 0.5 + 1.3 * step_b)]
        inner = BOARD.inflate(-24, -24)

        def bounds(points: Sequence[Vec]) -> tuple[float, float, float, float]:
            return (min(p[0] for p in points), min(p[1] for p in points),
                    max(p[0] for p in points), max(p[1] for p in points))

        def fit(box: tuple[float, float, float, float]) -> float:
            return min(inner.width / max(1.0, box[2] - box[0]),
                       inner.height / max(1.0, box[3] - box[1]))

        # The tracks decide the scale, as large as leaves room for the dice tray on the table;
        # the piles keep their order but may be drawn in to stay on the table.
        every, tracks_only = bounds(pts), bounds(track_pts)
        largest = min(fit(tracks_only), fit(every) * 1.2, 1.8)
        smallest = min(largest, fit(every))
        scale = largest
        while True:
            self._arrange(scale, step_b, hb_b, pw, cw, tracks_only, track_pts)
            tray = self._place_tray()
            if tray is not None or scale <= smallest:
                break
            scale = max(smallest, scale * 0.96)
        self.tray_in_side = tray is None
        if tray is None:
            tray = pygame.Rect(SIDE.left + 4, SIDE.bottom - 118, SIDE.width - 8, 118)
            parts = [self.paper_rect, *self._pile_rects()]
        else:
            parts = [self.paper_rect, *self._pile_rects(), tray]
        union = parts[0].unionall(parts[1:])
        dy = max(inner.top - union.top, min(inner.bottom - union.bottom,
                                             inner.centery - union.centery))
        self.oy += dy
        self.paper_rect.move_ip(0, dy)
        self.pile_pt = {k: (x, y + dy) for k, (x, y) in self.pile_pt.items()}
        if not self.tray_in_side:
            tray.move_ip(0, dy)
        self.tray_rect = tray
        # Each piece's chord on screen: ends, middle, direction, length.
        self.geo: list[list[tuple[Vec, Vec, Vec, float, float]]] = []
        for t in range(n_tracks):
            row = []
            for p in range(self.pieces):
                d0, d1 = self._piece_span(t, p)
                head = self._at(t, d0)
                tail = self._at(t, d1)
                p0, p1 = (head[0], head[1]), (tail[0], tail[1])
                angle = math.degrees(math.atan2(-(p1[1] - p0[1]), p1[0] - p0[0]))
                row.append((p0, p1, lerp(p0, p1, 0.5), angle, math.dist(p0, p1)))
            self.geo.append(row)
        self.piece_len = sorted(g[4] for row in self.geo for g in row)[
            len(self.geo) * self.pieces // 2]

    def _arrange(self, scale: float, step_b: float, hb_b: float, pw: float, cw: float,
                 tracks_only: tuple[float, float, float, float],
                 track_pts: Sequence[Vec]) -> None:
        """Place the board at `scale`: tracks at the top of the table, the piles below as the
        board file has them (drawn in towards the middle if they would leave the table)."""
        inner = BOARD.inflate(-24, -24)
        self.scale = scale
        mid_x = (tracks_only[0] + tracks_only[2]) / 2
        self.ox = inner.centerx - mid_x * scale
        self.oy = inner.top - tracks_only[1] * scale
        self.step_px = step_b * scale
        self.hb = max(7, round(hb_b * scale))
        self.pawn_r = max(7, round(self.hb * 0.85))
        self.badge_r = max(8, min(12, round(self.hb * 0.75)))
        self.pile_w = max(28, round(pw * scale))
        self.pile_h = round(self.pile_w * 1.4)
        self.cup_w = max(24, round(cw * scale))
        self.cup_h = round(self.cup_w * 1.3)
        room = inner.inflate(-8, -8)
        extents: dict[str, tuple[float, float, float]] = {}
        for kind in self.pile_b:
            if kind == "cups":
                extents[kind] = (self.cup_w * 1.7, self.cup_w * 1.7, self.cup_h * 0.5)
            else:
                extents[kind] = (self.pile_w * 0.6, self.pile_w * 1.5, self.pile_h * 0.5)
        squeeze = 1.0
        for kind, (x, _) in self.pile_b.items():
            reach = (x - mid_x) * scale
            half_l, half_r, _ = extents[kind]
            if reach < 0 and inner.centerx + reach - half_l < room.left:
                squeeze = min(squeeze, (room.left + half_l - inner.centerx) / reach)
            if reach > 0 and inner.centerx + reach + half_r > room.right:
                squeeze = min(squeeze, (room.right - half_r - inner.centerx) / reach)
        self.pile_pt = {}
        for kind, (x, y) in self.pile_b.items():
            half_h = extents[kind][2]
            sx = inner.centerx + (x - mid_x) * scale * max(0.0, squeeze)
            sy = min(max(self.oy + y * scale, room.top + half_h), room.bottom - half_h - 16)
            self.pile_pt[kind] = (sx, sy)
        xs = [self.ox + x * scale for x, _ in track_pts]
        ys = [self.oy + y * scale for _, y in track_pts]
        self.paper_rect = pygame.Rect(round(min(xs)), round(min(ys)),
                                      round(max(xs) - min(xs)), round(max(ys) - min(ys)))
        self.paper_rect = self.paper_rect.inflate(10, 6).clip(BOARD.inflate(-8, -8))

    def _pile_rects(self) -> list[pygame.Rect]:
        """What the piles and their labels cover on the table."""
        rects = []
        kinds = ("track", "action") if self.main else ("track",)
        for kind in kinds:
            x, y = self.pile_pt[kind]
            rects.append(pygame.Rect(round(x - self.pile_w * 0.6), round(y - self.pile_h * 0.6),
                                     round(self.pile_w * 2.1), round(self.pile_h * 1.1 + 22)))
        x, y = self.pile_pt["cups"]
        rects.append(pygame.Rect(round(x - self.cup_w * 1.7), round(y - self.cup_h * 0.6),
                                 round(self.cup_w * 3.4), round(self.cup_h * 1.1 + 22)))
        return rects

    def _place_tray(self) -> pygame.Rect | None:
        """Where the dice tray fits on the table clear of the board and piles, as near the
        bottom middle as can be (None: nowhere)."""
        paper = self.paper_rect.inflate(8, 8)
        paper.height += 14  # the title plaque on its lower edge
        blocks = [paper, *(r.inflate(8, 8) for r in self._pile_rects())]
        for w, h in ((300, 136), (270, 124), (240, 114), (220, 106)):
            for rect in self._tray_spots((w, h)):
                if rect.collidelist(blocks) < 0:
                    return rect
        return None

    def _tray_spots(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Every place a tray of `size` could take on the table, nearest the bottom middle
        first."""
        spots = self._spots.get(size)
        if spots is None:
            inner = BOARD.inflate(-16, -16)
            goal = (inner.centerx, inner.bottom)
            w, h = size
            spots = [pygame.Rect(x, y, w, h) for y in range(inner.bottom - h, inner.top - 1, -8)
                     for x in range(inner.left, inner.right - w + 1, 8)]
            spots.sort(key=lambda r: math.dist((r.centerx, r.bottom), goal))
            self._spots[size] = spots
        return spots

    def _layout_side(self) -> None:
        """One panel per player down the side, below the exhibition corner when all seats are
        AI (and above the tray if it had to come here)."""
        top = SIDE.top
        if self.spectator:
            top = max(SIDE.top, corner_rect(len(self.names)).bottom + 10)
        bottom = self.tray_rect.top - 8 if self.tray_in_side else SIDE.bottom
        gap = 6
        n = self.players
        h = max(40, min(104, (bottom - top - gap * (n - 1)) // n))
        self.panel_rects = [pygame.Rect(SIDE.left + 4, top + i * (h + gap), SIDE.width - 8, h)
                            for i in range(n)]
        self.side_rect = pygame.Rect(SIDE.left, top - 6, SIDE.width,
                                     self.panel_rects[-1].bottom + 6 - (top - 6))

    def _piece_xy(self, track: int, piece: int, offset: int, value: int) -> Vec:
        """Where space `offset` of a piece lies when it holds `value` spaces (-1: printed)."""
        if value < 0:
            return self._at(track, (piece * self.spaces + 1 + offset) * self.steps[track])[:2]
        a, b, _, _, length = self.geo[track][piece]
        f = (min(offset, max(0, value - 1)) + 0.5) / max(1, value)
        w = max(4.0, length - 2)
        g = ((length - w) / 2 + 2 + f * (w - 4)) / max(1.0, length)
        return lerp(a, b, g)

    def _pawn_xy(self, seat: int, piece: int, offset: int) -> Vec:
        if piece < 0:
            return self._at(seat, 0.0)[:2]
        if piece >= self.pieces:
            end = (self.pieces * self.spaces + 0.5) * self.steps[seat]
            return self._at(seat, end + 1.3 * self.steps[seat])[:2]
        return self._piece_xy(seat, piece, offset, self.cards[seat][piece])

    def _normal(self, angle: float) -> Vec:
        """The unit vector to the right of travel (down the screen for a rightward track)."""
        rad = math.radians(angle)
        return (math.sin(rad), math.cos(rad))

    def _badge_xy(self, track: int, piece: int) -> Vec:
        _, _, mid, angle, _ = self.geo[track][piece]
        nx, ny = self._normal(angle)
        off = self.hb + 3 + self.badge_r
        return (mid[0] + nx * off, mid[1] + ny * off)

    def _stage_end_xy(self, track: int, stage: int) -> Vec:
        """Where stage `stage` (from 0) ends on a track, a little above it."""
        d = ((stage + 1) * self.per_stage * self.spaces + 0.5) * self.steps[track]
        x, y, angle = self._at(track, d)
        nx, ny = self._normal(angle)
        return (x - nx * self.hb * 1.6, y - ny * self.hb * 1.6)

    # -- panel geometry ----------------------------------------------------------------------

    def _slot_size(self, rect: pygame.Rect) -> tuple[int, int]:
        h = max(18, min(34, round(rect.height * 0.42)))
        return round(h * 1.1), h

    def _cup_xy(self, seat: int, stage: int) -> Vec:
        rect = self.panel_rects[seat]
        w = self._slot_size(rect)[0]
        x0 = rect.left + 38
        return (x0 + w / 2 + stage * (w + 4), rect.top + rect.height * 0.7)

    def _lying_xy(self, seat: int) -> Vec:
        rect = self.panel_rects[seat]
        return (rect.right - 24, rect.centery)

    def _hand_xy(self, seat: int) -> Vec:
        rect = self.panel_rects[seat]
        w = self._slot_size(rect)[0]
        return (rect.left + 38 + self.stages * (w + 4) + 34, rect.top + rect.height * 0.7)

    def _lying_size(self, seat: int) -> tuple[int, int]:
        h = max(26, min(46, self.panel_rects[seat].height - 12))
        return round(h * 0.72), h

    # -- model ------------------------------------------------------------------------------

    def _reset(self) -> None:
        n = self.players
        self.cards = [[-1] * self.pieces for _ in range(self.track_count)]
        self.hidden: set[Spot] = set()
        self.morphs: dict[Spot, _Morph] = {}
        self.pawn_at: list[tuple[int, int]] = [(-1, 0)] * n
        self.pawn_anim: dict[int, tuple[Vec, float]] = {}
        self.finished: list[int] = []
        self.cups = [[0] * self.stages for _ in range(n)]
        self.next_cup = [1] * self.stages
        self.lying = [""] * n
        self.pending: tuple[int, int, str] | None = None
        self.counts = [[0, 0] for _ in range(n)]
        self.incoming = [[0, 0] for _ in range(n)]
        self.has_bet = [False] * n
        self.piles = {"track": sum(self.rules.track_cards.values()),
                      "action": sum(self.rules.action_cards.values()) if self.main else 0}
        self.discards = {"track": 0, "action": 0}
        self.top_track: int | None = None
        self.top_action: str | None = None
        self.current: int | None = None
        self.phase = "deal"
        self.reveal: _Reveal | None = None
        self.flashes: list[list[Any]] = []

    def _apply(self, obs: dict[str, Any]) -> None:
        """Make the table show the public observation `obs` (no animation)."""
        self.phase = str(obs["phase"])
        self.cards = [[int(v) for v in row] for row in obs["cards"]]
        self.hidden.clear()
        self.morphs.clear()
        self.pawn_at = [(int(p[0]), int(p[1])) for p in obs["pawns"]]
        self.pawn_anim.clear()
        self.finished = [int(s) for s in obs["finished"]]
        self.cups = [[int(c) for c in row] for row in obs["cups"]]
        self.next_cup = [1 + sum(1 for row in self.cups if row[st]) for st in range(self.stages)]
        self.lying = [str(k) for k in obs["lying"]]
        pending = obs["pending"]
        self.pending = (int(pending[0]), int(pending[1]), str(pending[2])) if pending else None
        hands = obs["hands"]
        for s in range(self.players):
            track, action = int(hands[s]["track_cards"]), int(hands[s]["action_cards"])
            self.counts[s] = [track - self.incoming[s][0], action - self.incoming[s][1]]
            self.has_bet[s] = self.has_bet[s] or self.phase != "deal" or track + action > 0
        self.piles = {k: int(v) for k, v in obs["piles"].items()}
        discards = obs["discards"]
        self.discards = {"track": sum(discards["track"]), "action": sum(discards["action"])}
        values, kinds = list(obs["track_values"]), list(obs["action_kinds"])
        if not self.discards["track"]:
            self.top_track = None
        elif self.top_track not in values or not discards["track"][values.index(self.top_track)]:
            self.top_track = max(v for v, c in zip(values, discards["track"], strict=True) if c)
        if not self.discards["action"]:
            self.top_action = None
        elif self.top_action not in kinds or not discards["action"][kinds.index(self.top_action)]:
            self.top_action = next(k for k, c in zip(kinds, discards["action"], strict=True)
                                   if c)
        self.current = int(obs["turn_of"]) if self.phase in ("turn", "answer", "dice",
                                                              "refill") else None
        if self.phase == "over" and obs.get("bets"):
            if self.reveal is None:
                from arcade_races.games.crazy_race.scoring import score

                bets = obs["bets"]
                self.reveal = _Reveal.of(bets, self.cups, score(bets, self.cups), done=True)
        else:
            self.reveal = None

    def sync(self, state: State) -> None:
        obs = state.observation(None)
        self.script.clear()
        self.effects.clear()
        self.top_fx.clear()
        self.banner = None
        self.confetti = None
        self.incoming = [[0, 0] for _ in range(self.players)]
        self.reveal = None
        self._reset()
        self._apply(obs)
        if not self.ticker:
            doing = {"deal": "the cards are being dealt", "turn": "the race is on",
                     "answer": "a card lies on the table", "dice": "the dice are out",
                     "refill": "cards are drawn", "over": "the bets are revealed"}
            self._push_lines([f"Crazy Race on {self.title.title()}: "
                              f"{doing.get(self.phase, 'the race is on')}."])
            self.ticker_slide = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.script)

    def needs_curtain(self, seat: int) -> bool:
        return True

    def seat_note(self, seat: int) -> str:
        if not 0 <= seat < self.players:
            return ""
        return "cups " + "-".join(str(c) if c else "" for c in self.cups[seat])

    # -- turning events into beats ----------------------------------------------------------

    def _add(self, duration: float, start: Callable[[], None] | None = None,
             step: Callable[[float], None] | None = None,
             end: Callable[[], None] | None = None,
             until: Callable[[], bool] | None = None) -> None:
        self.script.append(Clip(duration, start, step, end, until))

    def _say(self, events: Sequence[Event]) -> None:
        lines = self.commentator.lines(events)
        if lines:
            self._add(0.0, start=lambda: self._push_lines(lines))

    def _push_lines(self, lines: Sequence[str]) -> None:
        for line in lines:
            self.ticker.append(line)
            self.ticker_slide = 1.0
        self.ticker = self.ticker[-12:]
        self.commentary = list(self.ticker[-3:])

    def show(self, step: Step, state: State) -> None:
        obs = state.observation(None)
        events = list(step.events)
        i = 0
        while i < len(events):
            event = events[i]
            if isinstance(event, ev.DiceRolled):
                seat = event.seat
                cups: list[ev.CupWon] = []
                moved: ev.PawnMoved | None = None
                home: ev.PawnFinished | None = None
                j = i + 1
                while j < len(events):
                    e = events[j]
                    if isinstance(e, ev.CupWon) and e.seat == seat and moved is None:
                        cups.append(e)
                    elif isinstance(e, ev.PawnMoved) and e.seat == seat and moved is None:
                        moved = e
                    elif isinstance(e, ev.PawnFinished) and e.seat == seat:
                        home = e
                    else:
                        break
                    j += 1
                self._q_roll(event, cups, moved, home)
                i = j
                continue
            self._queue(event, obs)
            i += 1
        self._add(0.0, end=lambda: self._apply(obs))

    def _queue(self, event: Event, obs: dict[str, Any]) -> None:
        if isinstance(event, ev.CardDealt):
            self._q_dealt(event)
            return
        self._say([event])
        if isinstance(event, ev.TurnStarted):
            self._q_turn(event)
        elif isinstance(event, ev.TrackCardLaid):
            self._q_laid(event)
        elif isinstance(event, ev.TrackCardDropped):
            self._q_dropped(event)
        elif isinstance(event, ev.TrackCardShifted):
            self._q_shifted(event)
        elif isinstance(event, ev.ActionPlayed):
            self._q_played(event)
        elif isinstance(event, ev.ActionAccepted):
            self._q_accepted(event)
        elif isinstance(event, ev.ActionCancelled):
            self._q_cancelled(event)
        elif isinstance(event, ev.ActionTossed):
            self._q_tossed(event)
        elif isinstance(event, ev.TurnSkipped):
            self._q_lying_used(event.seat, "skip")
        elif isinstance(event, ev.OnTurnAgain):
            self._q_lying_used(event.seat, "again")
        elif isinstance(event, ev.CupWon):
            self._q_cup_given(event)
        elif isinstance(event, ev.PileReshuffled):
            self._q_reshuffle(event, obs)
        elif isinstance(event, ev.RaceFinished):
            self._q_decided(event)
        elif isinstance(event, ev.BetsRevealed):
            self._q_reveal(event)
        elif isinstance(event, ev.PawnMoved):
            self._q_hops(event.seat, list(event.path), [])

    # cards ---------------------------------------------------------------------------------

    def _q_dealt(self, event: ev.CardDealt) -> None:
        seat, kind = event.seat, event.kind
        dealing = self.phase == "deal"
        index = 0 if kind == "track" else 1

        def start() -> None:
            src: Vec
            if kind == "bet":
                src = (self.tray_rect.centerx, self.tray_rect.centery)
            else:
                src = self.pile_pt[kind]
                self.piles[kind] = max(0, self.piles[kind] - 1)
                self.incoming[seat][index] += 1
            self._sound("deal")
            image = self._back(kind, (self.pile_w, self.pile_h))

            def landed() -> None:
                if kind == "bet":
                    self.has_bet[seat] = True
                    return
                self.incoming[seat][index] = max(0, self.incoming[seat][index] - 1)
                self.counts[seat][index] += 1

            spin = self._rng.uniform(-200, 200)
            self.effects.append(_Fly(image, src, self._hand_xy(seat),
                                     DEAL_FLY if dealing else DRAW_FLY, arc=30, spin=(0, spin),
                                     scale=(1.0, 0.45), on_done=landed))

        self._add(DEAL_GAP if dealing else DRAW_FLY, start=start)

    def _q_turn(self, event: ev.TurnStarted) -> None:
        seat = event.seat

        def start() -> None:
            self.current = seat
            if event.extra:
                self._sound("bell")
                self._stamp(seat, "AGAIN!", STAMPS["again"][1])

        self._add(STAMP_BEAT if event.extra else 0.12, start=start)

    def _q_laid(self, event: ev.TrackCardLaid) -> None:
        spot = (event.track, event.piece)
        seat, value = event.seat, event.value

        def start() -> None:
            self.hidden.add(spot)
            self.cards[spot[0]][spot[1]] = value
            self.counts[seat][0] = max(0, self.counts[seat][0] - 1)
            self._sound("deal")
            _, _, mid, angle, _ = self.geo[spot[0]][spot[1]]
            flick = CardFlick(self._hand_xy(seat), mid, seed=self._rng.randrange(1 << 30),
                              final_angle=angle, duration=LAY_SLIDE)
            self.effects.append(_Slide(flick, self._piece_face(value, spot[1])))

        self._add(LAY_SLIDE, start=start)
        self._q_morph(spot, event.before, value)

    def _q_morph(self, spot: Spot, before: int, after: int) -> None:
        def start() -> None:
            self.hidden.discard(spot)
            self.morphs[spot] = _Morph(before, after)
            change = after - before
            self._sound("whoosh" if change else "click")
            if change:
                color = theme.GOLD if change > 0 else theme.CYAN
                image = self._tag(signed(change), color)
                _, _, mid, _, _ = self.geo[spot[0]][spot[1]]
                self.effects.append(_Floater(image, (mid[0], mid[1] - self.hb - 8), life=1.0,
                                             rise=26))

        def step(t: float) -> None:
            morph = self.morphs.get(spot)
            if morph is not None:
                morph.t = t

        def end() -> None:
            self.morphs.pop(spot, None)

        self._add(MORPH, start=start, step=step, end=end)

    def _q_dropped(self, event: ev.TrackCardDropped) -> None:
        seat, value = event.seat, event.value

        def start() -> None:
            self.counts[seat][0] = max(0, self.counts[seat][0] - 1)
            self._sound("flip")
            size = (self.pile_w, self.pile_h)
            self.effects.append(_Fly(self._track_discard_face(value), self._hand_xy(seat),
                                     self._discard_xy("track"), TOSS_FLY, arc=50,
                                     spin=(90, 6), back=self._back("track", size)))

        def end() -> None:
            self.discards["track"] += 1
            self.top_track = value

        self._add(TOSS_FLY, start=start, end=end)

    def _q_shifted(self, event: ev.TrackCardShifted) -> None:
        src, dst = (event.from_track, event.from_piece), (event.to_track, event.to_piece)
        value = event.value
        self._q_action_to_discard(event.seat, "move")

        def start() -> None:
            self.cards[src[0]][src[1]] = -1
            self.cards[dst[0]][dst[1]] = value
            self.hidden.add(dst)
            self._sound("whoosh")
            a = self.geo[src[0]][src[1]]
            b = self.geo[dst[0]][dst[1]]
            self.effects.append(_Fly(self._piece_face(value, dst[1]), a[2], b[2], SHIFT_FLY,
                                     arc=70, spin=(a[3], b[3] + 360), scale=(1.0, 1.0)))

        self._add(SHIFT_FLY, start=start)
        self._q_morph(dst, self.spaces, value)

    def _q_action_to_discard(self, seat: int, kind: str) -> None:
        def start() -> None:
            self.counts[seat][1] = max(0, self.counts[seat][1] - 1)
            self._sound("flip")
            size = self._lying_size(seat)
            self.effects.append(_Fly(self._action_face(kind, (self.pile_w, self.pile_h)),
                                     self._hand_xy(seat), self._discard_xy("action"), TOSS_FLY,
                                     arc=50, spin=(120, -6), back=self._back("action", size),
                                     scale=(0.8, 1.0)))

        def end() -> None:
            self.discards["action"] += 1
            self.top_action = kind

        self._add(TOSS_FLY * 0.6, start=start)
        self._add(TOSS_FLY * 0.4, end=end)

    def _q_tossed(self, event: ev.ActionTossed) -> None:
        self._q_action_to_discard(event.seat, event.kind)

    def _q_played(self, event: ev.ActionPlayed) -> None:
        seat, target, kind = event.seat, event.target, event.kind

        def start() -> None:
            self.counts[seat][1] = max(0, self.counts[seat][1] - 1)
            self._sound("whoosh")
            image = self._action_face(kind, self._lying_size(target))
            self.effects.append(_Fly(image, self._hand_xy(seat), self._lying_xy(target), THROW,
                                     arc=110, spin=(-540, 8), scale=(1.7, 1.0), ease=ease_out))

        def end() -> None:
            self.pending = (seat, target, kind)
            words, color = STAMPS.get(kind, ("!", theme.PINK))
            self._stamp(target, words, color)
            self._sound("stumble" if kind == "skip" else "bell")
            self.flashes.append([target, color, 0.8, 0.8])

        self._add(THROW, start=start, end=end)
        self._add(STAMP_BEAT)

    def _q_accepted(self, event: ev.ActionAccepted) -> None:
        def start() -> None:
            self.pending = None
            self.lying[event.target] = event.kind
            self._sound("click")
            self.flashes.append([event.target, theme.INK_DIM, 0.4, 0.4])

        self._add(ANSWER_BEAT, start=start)

    def _q_cancelled(self, event: ev.ActionCancelled) -> None:
        target, kind = event.target, event.kind
        spot = self._lying_xy(target)

        def start() -> None:
            self.counts[target][1] = max(0, self.counts[target][1] - 1)
            self._sound("whoosh")
            image = self._action_face("cancel", self._lying_size(target))
            self.effects.append(_Fly(image, self._hand_xy(target), spot, SHATTER * 0.5, arc=40,
                                     spin=(200, -10), scale=(1.4, 1.0), ease=ease_in))

        def crash() -> None:
            self.pending = None
            self._sound("stumble")
            colors = [ACTIONS[kind][2], ACTIONS["cancel"][2], CARD_CREAM]
            self.effects.append(_Shards(spot, colors, self._rng.randrange(1 << 30),
                                        self._lying_size(target)[1]))
            size = (self.pile_w, self.pile_h)
            for k, card in enumerate((kind, "cancel")):
                self.effects.append(_Fly(self._action_face(card, size), spot,
                                         self._discard_xy("action"), SHATTER, arc=60 + 30 * k,
                                         spin=(30 - 60 * k, 8), scale=(0.7, 1.0),
                                         delay=0.08 * k))
            self._stamp(target, "CANCELLED", (96, 96, 210))

        def end() -> None:
            self.discards["action"] += 2
            self.top_action = "cancel"

        self._add(SHATTER * 0.5, start=start, end=crash)
        self._add(SHATTER + 0.1, end=end)

    def _q_lying_used(self, seat: int, kind: str) -> None:
        """A card lying before `seat` takes effect at its turn, then goes to the discard."""

        def start() -> None:
            self.current = seat
            self.lying[seat] = ""
            words = "SKIPPED" if kind == "skip" else "TWICE!"
            self._stamp(seat, words, STAMPS[kind][1])
            self._sound("stumble" if kind == "skip" else "bell")
            self.effects.append(_Fly(self._action_face(kind, self._lying_size(seat)),
                                     self._lying_xy(seat), self._discard_xy("action"), TOSS_FLY,
                                     arc=60, spin=(8, 200), scale=(1.0, 1.2), delay=0.25))

        def end() -> None:
            self.discards["action"] += 1
            self.top_action = kind

        self._add(STAMP_BEAT + 0.25, start=start, end=end)

    def _q_reshuffle(self, event: ev.PileReshuffled, obs: dict[str, Any]) -> None:
        kind = event.kind
        after = obs["cards"]

        def start() -> None:
            self._sound("shuffle")
            self._banner("RESHUFFLE", f"the {kind} pile is refilled", theme.PANEL_HI, 0.5,
                         small=True)
            pile = self.pile_pt[kind]
            size = (self.pile_w, self.pile_h)
            for k in range(min(5, max(1, event.cards // 4))):
                self.effects.append(_Fly(self._back(kind, size), self._discard_xy(kind), pile,
                                         RESHUFFLE * 0.7, arc=30 + 12 * k, spin=(0, 180),
                                         delay=0.06 * k))
            self.discards[kind] = 0
            if kind == "track":
                self.top_track = None
                k = 0
                for t, row in enumerate(self.cards):
                    for p, value in enumerate(row):
                        if value >= 0 and after[t][p] < 0:
                            row[p] = -1
                            g = self.geo[t][p]
                            self.effects.append(_Fly(self._piece_face(value, p), g[2], pile,
                                                     RESHUFFLE * 0.8, arc=50, spin=(g[3], 90),
                                                     delay=0.05 * k))
                            k += 1
            else:
                self.top_action = None

        def end() -> None:
            self.piles[kind] += event.cards

        self._add(RESHUFFLE, start=start, end=end)

    # the dice and the pawns ----------------------------------------------------------------

    def _q_roll(self, rolled: ev.DiceRolled, cups: list[ev.CupWon], moved: ev.PawnMoved | None,
                home: ev.PawnFinished | None) -> None:
        seat = rolled.seat
        faces = list(rolled.faces)
        self._say([rolled])

        def throw() -> None:
            self.current = seat
            self._sound("dice")
            self._throws += 1
            color = lighten(self.pawn_colors[seat % len(self.pawn_colors)], 0.15)
            faces_of = [self.dice_faces[k % len(self.dice_faces)] for k in range(len(faces))]
            try:
                self.tray.throw(faces, faces=faces_of, colors=[color])
            except ValueError:
                self.tray.throw(faces, faces=[tuple(range(1, max(faces) + 1))] * len(faces))

        self._add(THROW_MAX, start=throw, until=lambda: self.tray.settled)

        def total() -> None:
            image = self._tag(f"{sum(faces)} to go", theme.GOLD, 20)
            self.top_fx.append(_Floater(image, (self.tray_rect.centerx, self.tray_rect.top + 34),
                                        life=1.1, rise=18))

        self._add(SUM_BEAT, start=total)
        if moved is not None:
            self._q_hops(seat, list(moved.path), cups)
        if home is not None:
            self._q_home(seat, home.order)

    def _q_hops(self, seat: int, path: list[tuple[int, int]], cups: list[ev.CupWon]) -> None:
        hops = len(path) - 1
        if hops <= 0:
            return
        at_hop: dict[int, list[ev.CupWon]] = {}
        for cup in cups:
            line = cup.stage * self.per_stage - 1
            h = next((k for k in range(hops) if path[k][0] <= line < path[k + 1][0]),
                     hops - 1)
            at_hop.setdefault(h, []).append(cup)
        last_cup = max(at_hop) if at_hop else -1
        done = [-1]
        lift = self.pawn_r * 1.5

        def land(k: int) -> None:
            self.pawn_at[seat] = path[k + 1]
            self._sound("click")
            for cup in at_hop.get(k, []):
                self._cup_pop(cup.seat, cup.stage - 1, cup.place)
                self._push_lines(self.commentator.lines([cup]))

        def step(t: float) -> None:
            k = min(hops - 1, int(t * hops))
            while done[0] < k - 1:
                done[0] += 1
                land(done[0])
            u = t * hops - k
            a = self._pawn_xy(seat, *path[k])
            b = self._pawn_xy(seat, *path[k + 1])
            self.pawn_anim[seat] = (lerp(a, b, ease_in_out(u)), hop(u) * lift)

        def end() -> None:
            while done[0] < hops - 1:
                done[0] += 1
                land(done[0])
            self.pawn_anim.pop(seat, None)
            self.pawn_at[seat] = path[-1]

        self._add(HOP * hops, step=step, end=end)
        if last_cup >= 0:
            self._add(max(0.0, CUP_FLY - HOP * (hops - 1 - last_cup)))

    def _cup_pop(self, seat: int, stage: int, place: int) -> None:
        """A cup handed out at a stage's end flies to its winner's panel."""
        self.next_cup[stage] = max(self.next_cup[stage], place + 1)
        self._sound("coin")
        image = self._trophy(place, max(22, round(self.step_px * 2.4)))

        def landed() -> None:
            self.cups[seat][stage] = place
            self.flashes.append([seat, self.stage_colors[stage], 0.7, 0.7])

        start = self._stage_end_xy(seat, stage)
        self.effects.append(_Fly(image, start, self._cup_xy(seat, stage), CUP_FLY, arc=70,
                                 scale=(1.5, 0.75), ease=ease_in_out, on_done=landed))
        words = self._tag(f"{_ordinal(place)} in stage {stage + 1}!", theme.GOLD, 16)
        self.effects.append(_Floater(words, (start[0], start[1] - 14), life=1.1, rise=24))

    def _q_cup_given(self, event: ev.CupWon) -> None:
        """Cups from the pile for the last pawn when the race is decided."""
        stage = event.stage - 1

        def start() -> None:
            self.next_cup[stage] = max(self.next_cup[stage], event.place + 1)
            self._sound("coin")
            image = self._trophy(event.place, max(22, round(self.step_px * 2.4)))

            def landed() -> None:
                self.cups[event.seat][stage] = event.place

            self.effects.append(_Fly(image, self._cups_pile_xy(stage),
                                     self._cup_xy(event.seat, stage), CUP_FLY, arc=60,
                                     scale=(1.2, 0.75), on_done=landed))

        self._add(0.3, start=start)
        self._add(0.0 if event.stage < self.stages else CUP_FLY - 0.3)

    def _q_home(self, seat: int, order: int) -> None:
        def start() -> None:
            if seat not in self.finished:
                self.finished.append(seat)
            self._sound("crowd")
            x, y = self._pawn_xy(seat, self.pieces, 0)
            self._banner(f"{self.names[seat].upper()} IS HOME!",
                         f"{_ordinal(order)} across the finish line",
                         darken(self.pawn_colors[seat % len(self.pawn_colors)], 0.25),
                         FINISH_HOLD - 0.2, small=True,
                         ink=_ink_on(darken(self.pawn_colors[seat % len(self.pawn_colors)],
                                            0.25)))
            self.confetti = Confetti(BOARD, seed=seat * 31 + order, count=30,
                                     colors=(self.pawn_colors[seat % len(self.pawn_colors)],
                                             *CONFETTI_COLORS))
            self.confetti.burst((x, y), count=70, speed=700.0, spread=70.0)

        self._add(FINISH_HOLD, start=start)

    def _q_decided(self, event: ev.RaceFinished) -> None:
        def start() -> None:
            self._sound("bell")
            self._banner("RACE DECIDED", f"{self.names[event.last]} takes the places left",
                         theme.PANEL_HI, DECIDED - 0.3)

        self._add(DECIDED, start=start)

    def _q_reveal(self, event: ev.BetsRevealed) -> None:
        reveal = _Reveal.of(event.bets, event.placings, event.scores)

        def show(t: float) -> None:
            reveal.shown = t

        def begin() -> None:
            self.reveal = reveal
            self.current = None
            self.phase = "over"
            self._sound("flip")

        self._add(REVEAL_IN, start=begin, step=show)

        def flip(t: float) -> None:
            reveal.flip = t

        self._add(REVEAL_FLIP, start=lambda: self._sound("flip"), step=flip)
        for stage in range(self.stages):
            self._q_reveal_stage(reveal, stage)

        def rank_start() -> None:
            self._sound("fanfare")
            best = max(reveal.scores) if reveal.scores else 0
            winners = [s for s, p in enumerate(reveal.scores) if p == best]
            colors = [self.pawn_colors[s % len(self.pawn_colors)] for s in winners]
            self.confetti = Confetti(BOARD, seed=77, count=90, colors=(*colors, theme.GOLD,
                                                                      theme.INK))

        def rank(t: float) -> None:
            reveal.ranked = t

        self._add(REVEAL_RANK, start=rank_start, step=rank)
        self._add(REVEAL_HOLD)

    def _q_reveal_stage(self, reveal: _Reveal, stage: int) -> None:
        def lay(t: float) -> None:
            reveal.laid[stage] = t

        def judge_start() -> None:
            hits = [s for s in range(len(reveal.bets)) if reveal.gains[s][stage]]
            self._sound("coin" if hits else "click")
            for seat in hits:
                rect = self._reveal_cell(seat, stage)
                image = self.app.assets.text(f"+{reveal.gains[seat][stage]}", 22, theme.GOLD,
                                             "bold")
                self.top_fx.append(_Floater(image, (rect.centerx, rect.top), life=1.0,
                                            rise=26))

        def judge(t: float) -> None:
            reveal.judged[stage] = t

        self._add(REVEAL_LAY, start=lambda: self._sound("deal"), step=lay)
        self._add(REVEAL_JUDGE, start=judge_start, step=judge)

    # small helpers -----------------------------------------------------------------------

    def _sound(self, name: str) -> None:
        self.app.sounds.play(name)

    def _tag(self, words: str, color: Color, size: int = 18) -> pygame.Surface:
        """Words on a dark pill, readable on paper, felt and panels alike."""
        label = self.app.assets.text(words, size, color, "bold")
        pill = pygame.Surface((label.get_width() + 14, label.get_height() + 4), pygame.SRCALPHA)
        pygame.draw.rect(pill, (*theme.BG_DEEP, 225), pill.get_rect(),
                         border_radius=pill.get_height() // 2)
        pygame.draw.rect(pill, color, pill.get_rect(), 1, border_radius=pill.get_height() // 2)
        pill.blit(label, label.get_rect(center=pill.get_rect().center))
        return pill

    def _stamp(self, seat: int, words: str, color: Color) -> None:
        rect = self.panel_rects[seat]
        image = render_stamp(self.app.assets, words, color, max(18, min(30, rect.height // 2)))
        self.top_fx.append(_Stamp(image, (rect.centerx - 10, rect.centery), hold=0.8))

    def _banner(self, title: str, sub: str, color: Color, hold: float, *, small: bool = False,
                ink: Color = theme.INK) -> None:
        image = render_banner(self.app.assets, title, sub, color, ink)
        if small:
            image = pygame.transform.smoothscale_by(image, 0.62)
        center = (self.paper_rect.centerx, self.paper_rect.centery)
        self.banner = _Banner(image, center, hold)

    def _discard_xy(self, kind: str) -> Vec:
        x, y = self.pile_pt[kind]
        return (x + self.pile_w * 0.95, y - 3)

    def _cups_pile_xy(self, stage: int) -> Vec:
        x, y = self.pile_pt["cups"]
        return (x + (stage - (self.stages - 1) / 2) * (self.cup_w + 5), y)

    # -- caches -----------------------------------------------------------------------------

    def _back(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("back", kind, size)
        image = self._faces.get(key)
        if image is None:
            image = render_back(self.app.assets, size, kind)
            self._faces[key] = image
        return image

    def _action_face(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("action", kind, size)
        image = self._faces.get(key)
        if image is None:
            image = render_action_face(self.app.assets, size, kind)
            self._faces[key] = image
        return image

    def _hand_track(self, value: int, size: tuple[int, int]) -> pygame.Surface:
        key = ("hand", value, size)
        image = self._faces.get(key)
        if image is None:
            image = render_hand_track(self.app.assets, size, value)
            self._faces[key] = image
        return image

    def _track_discard_face(self, value: int) -> pygame.Surface:
        """A track card face up on the discard: the hand card turned to stand upright."""
        key = ("discard", value, (self.pile_w, self.pile_h))
        image = self._faces.get(key)
        if image is None:
            image = render_hand_track(self.app.assets, (self.pile_w, self.pile_h), value)
            self._faces[key] = image
        return image

    def _card_size(self) -> tuple[int, int]:
        return max(8, round(self.piece_len - 3)), 2 * self.hb + 6

    def _piece_face(self, value: int, piece: int) -> pygame.Surface:
        """A track card as it lies on a piece of `piece`'s stage, not turned."""
        stage = min(self.stages - 1, piece // self.per_stage)
        key = ("piece", (value, stage), self._card_size())
        image = self._faces.get(key)
        if image is None:
            image = render_piece_card(self._card_size(), value, self.stage_colors[stage])
            self._faces[key] = image
        return image

    def _laid_card(self, value: int, track: int, piece: int) -> pygame.Surface:
        """A laid card turned along its piece, with a soft shadow under it."""
        angle = round(self.geo[track][piece][3])
        stage = min(self.stages - 1, piece // self.per_stage)
        key = (value, stage, angle)
        image = self._cards.get(key)
        if image is None:
            face = self._piece_face(value, piece)
            pad = 5
            w, h = face.get_size()
            base = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(base, (0, 0, 0, 70), pygame.Rect(pad + 1, pad + 3, w, h),
                             border_radius=max(3, h // 4))
            base.blit(face, (pad, pad))
            image = pygame.transform.rotozoom(base, angle, 1.0) if angle else base
            self._cards[key] = image
        return image

    def _trophy(self, place: int, height: int) -> pygame.Surface:
        key = (place, height)
        image = self._trophies.get(key)
        if image is None:
            image = render_trophy(self.app.assets, height, place)
            self._trophies[key] = image
        return image

    def _pawn_image(self, seat: int, radius: int) -> pygame.Surface:
        """A pawn in its track's colour: base, body and head; in colour-blind mode with the
        seat's number on the head and its shape on the body."""
        cb = self.app.settings.colour_blind
        key = (seat, radius, cb)
        image = self._pawn_imgs.get(key)
        if image is None:
            image = render_pawn(self.app.assets, self.pawn_colors[seat % len(self.pawn_colors)],
                                round(radius * 2.9), seat if cb else None)
            self._pawn_imgs[key] = image
        return image

    def _token(self, surface: pygame.Surface, seat: int, center: Vec, radius: int,
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

    # -- human input --------------------------------------------------------------------------

    def begin_input(self, seat: int, state: State, submit: Callable[[Action], None]) -> None:
        obs = state.observation(seat)
        self.current = seat
        if obs["phase"] == "answer":
            self.prompt = self._answer_prompt(seat, obs, submit)
        else:
            self.prompt = self._turn_prompt(seat, obs, submit)

    def end_input(self) -> None:
        self.prompt = None

    @property
    def drawer_rect(self) -> pygame.Rect:
        """Where a player's hand shows: over the lower board and the ticker, and under the
        players' column too when the panels leave it free."""
        top = min(max(self.paper_rect.bottom + 4, BOARD.top + 200), TICKER.bottom - 4 - 196)
        right = BOARD.right - 6
        if self.panel_rects[-1].bottom + 8 < top:
            right = TICKER.right
        return pygame.Rect(BOARD.left, top, right - BOARD.left, TICKER.bottom - 4 - top)

    def _turn_prompt(self, seat: int, obs: dict[str, Any],
                     submit: Callable[[Action], None]) -> _Prompt:
        rect = self.drawer_rect
        prompt = _Prompt(seat, "hand", submit, rect, obs)
        hand = obs["hands"][seat]
        values = sorted(int(v) for v in hand.get("track", []))
        order = list(ACTIONS)
        kinds = sorted((str(k) for k in hand.get("action", [])), key=order.index)
        track_ok = not obs["played_track"]
        action_ok = bool(obs["main"]) and not obs["played_action"]
        right_w = 138
        bet_w = 118 if obs.get("bet") else 0
        row_top = rect.top + 62
        row_h = max(60, min(108, rect.bottom - row_top - 30))
        tw, th = round(row_h * 1.36), round(row_h * 0.86)
        aw, ah = round(row_h * 0.66), row_h
        gap, group_gap = 8, 22
        width = len(values) * (tw + gap) + len(kinds) * (aw + gap) + (group_gap if kinds else 0)
        avail = rect.width - 40 - 16 - right_w - (bet_w + group_gap if bet_w else 0)
        if width > avail:
            f = avail / width
            tw, th, aw, ah = round(tw * f), round(th * f), round(aw * f), round(ah * f)
            gap = max(4, round(gap * f))
            width = len(values) * (tw + gap) + len(kinds) * (aw + gap) + (
                group_gap if kinds else 0)
        left = rect.left + 20 + (bet_w + group_gap if bet_w else 0)
        left += max(0, (avail - width) // 2)
        x = left
        for value in values:
            prompt.hand.append(_Button(pygame.Rect(x, row_top + (row_h - th) // 2, tw, th),
                                       "track", value, track_ok))
            x += tw + gap
        if kinds:
            x += group_gap
        for kind in kinds:
            prompt.hand.append(_Button(pygame.Rect(x, row_top + (row_h - ah) // 2, aw, ah),
                                       "action", kind, action_ok))
            x += aw + gap
        roll = pygame.Rect(rect.right - 20 - right_w, row_top + (row_h - 64) // 2, right_w, 64)
        prompt.hand.append(_Button(roll, "roll"))
        prompt.focus = next((i for i, b in enumerate(prompt.hand) if b.enabled and
                             not (b.kind == "action" and b.value == "cancel")),
                            len(prompt.hand) - 1)
        return prompt

    def _answer_prompt(self, seat: int, obs: dict[str, Any],
                       submit: Callable[[Action], None]) -> _Prompt:
        rect = pygame.Rect(0, 0, 620, 236)
        rect.center = (self.paper_rect.centerx, min(self.paper_rect.centery, BOARD.bottom - 130))
        prompt = _Prompt(seat, "answer", submit, rect, obs)
        cancels = sum(1 for k in obs["hands"][seat].get("action", []) if k == "cancel")
        w = 200
        y = rect.bottom - 62
        prompt.buttons = [
            _Button(pygame.Rect(rect.centerx - w - 10 + 60, y, w, 44), "cancel", cancels,
                    cancels > 0),
            _Button(pygame.Rect(rect.centerx + 10 + 60, y, w, 44), "accept"),
        ]
        prompt.focus = 0 if cancels else 1
        prompt.on_board = False
        return prompt

    # what may be chosen

    def _pawn_piece(self, obs: dict[str, Any], track: int) -> int | None:
        if track >= int(obs["players"]) or track in obs["finished"]:
            return None
        piece = int(obs["pawns"][track][0])
        return piece if 0 <= piece < self.pieces else None

    def _free_spots(self, obs: dict[str, Any]) -> list[Spot]:
        cards = obs["cards"]
        return [(t, p) for t in range(len(cards)) for p in range(len(cards[t]))
                if cards[t][p] < 0 and self._pawn_piece(obs, t) != p]

    def _movable_spots(self, obs: dict[str, Any]) -> list[Spot]:
        cards = obs["cards"]
        return [(t, p) for t in range(len(cards)) for p in range(len(cards[t]))
                if cards[t][p] >= 0 and self._pawn_piece(obs, t) != p]

    def _targets(self, obs: dict[str, Any], seat: int) -> list[int]:
        return [s for s in range(int(obs["players"])) if s != seat and
                s not in obs["finished"] and not obs["lying"][s]]

    def _suggest(self, prompt: _Prompt, value: int) -> int:
        """Where the cursor starts for a track card: a short card on your own track, a long
        one on the next rival's, in both cases just ahead of the pawn."""
        obs, seat = prompt.obs, prompt.seat
        players = int(obs["players"])
        track = seat if value < self.spaces else next(
            ((seat + k) % players for k in range(1, players)
             if (seat + k) % players not in obs["finished"]), seat)
        at = self._pawn_piece(obs, track)
        ahead = -1 if at is None else at
        for i, (t, p) in enumerate(prompt.candidates):
            if t == track and p > ahead:
                return i
        return 0

    def _choose(self, prompt: _Prompt, button: _Button) -> None:
        """A card (or Roll) picked in the hand."""
        if not button.enabled:
            self._sound("click")
            prompt.note = ("You have played a track card this turn." if button.kind == "track"
                           else "You have played an action card this turn.")
            return
        self._sound("click")
        if button.kind == "roll":
            prompt.submit(Roll())
            return
        prompt.chosen = button
        prompt.note = ""
        prompt.source = None
        prompt.cursor = 0
        prompt.on_board = True
        prompt.buttons = [_Button(pygame.Rect(0, 0, 0, 0), "discard"),
                          _Button(pygame.Rect(0, 0, 0, 0), "back")]
        roll = prompt.hand[-1].rect
        half = (roll.height - 6) // 2 + 6
        prompt.buttons[0].rect = pygame.Rect(roll.left, roll.top - 8, roll.width, half)
        prompt.buttons[1].rect = pygame.Rect(roll.left, roll.top + half + 2 - 8 + 6, roll.width,
                                             half)
        obs = prompt.obs
        if button.kind == "track":
            prompt.mode = "place"
            prompt.candidates = self._free_spots(obs)
            prompt.cursor = self._suggest(prompt, int(button.value))
        elif button.value == "move":
            prompt.mode = "source"
            prompt.candidates = self._movable_spots(obs)
            if not prompt.candidates:
                prompt.note = "No free track card lies on the board to move."
        elif button.value in ("again", "skip"):
            prompt.mode = "target"
            prompt.candidates = self._targets(obs, prompt.seat)
            if not prompt.candidates:
                prompt.note = "Nobody can take a card now (each has one, or is home)."
        else:
            prompt.mode = "toss"
            prompt.candidates = []
        if not prompt.candidates:
            prompt.on_board = False
            prompt.focus = 0

    def _back_to_hand(self, prompt: _Prompt) -> None:
        chosen = prompt.chosen
        prompt.mode, prompt.chosen, prompt.source, prompt.note = "hand", None, None, ""
        prompt.buttons, prompt.candidates, prompt.on_board = [], [], True
        if chosen is not None and chosen in prompt.hand:
            prompt.focus = prompt.hand.index(chosen)

    def _confirm(self, prompt: _Prompt) -> None:
        if prompt.mode == "answer":
            button = prompt.buttons[prompt.focus]
            if not button.enabled:
                prompt.note = "You hold no CANCEL card."
                return
            self._sound("click")
            prompt.submit(Cancel() if button.kind == "cancel" else Accept())
            return
        if prompt.mode == "hand":
            self._choose(prompt, prompt.hand[prompt.focus])
            return
        if not prompt.on_board or not prompt.candidates:
            self._press(prompt, prompt.buttons[prompt.focus])
            return
        spot = prompt.candidates[prompt.cursor]
        chosen = prompt.chosen
        assert chosen is not None
        self._sound("click")
        if prompt.mode == "place":
            prompt.submit(LayTrack(int(chosen.value), spot[0], spot[1]))
        elif prompt.mode == "source":
            prompt.source = spot
            prompt.mode = "dest"
            prompt.candidates = self._free_spots(prompt.obs)
            prompt.cursor = 0
            if not prompt.candidates:
                prompt.on_board = False
                prompt.note = "No free piece to move it to."
        elif prompt.mode == "dest" and prompt.source is not None:
            prompt.submit(Shift(prompt.source[0], prompt.source[1], spot[0], spot[1]))
        elif prompt.mode == "target":
            target = int(spot)
            prompt.submit(Again(target) if chosen.value == "again" else Skip(target))

    def _press(self, prompt: _Prompt, button: _Button) -> None:
        """Discard or Back under a chosen card."""
        self._sound("click")
        chosen = prompt.chosen
        if button.kind == "back" or chosen is None:
            if prompt.mode == "dest":
                prompt.mode = "source"
                prompt.candidates = self._movable_spots(prompt.obs)
                prompt.cursor = max(0, prompt.candidates.index(prompt.source)
                                    if prompt.source in prompt.candidates else 0)
                prompt.source = None
                prompt.on_board = True
                return
            self._back_to_hand(prompt)
            return
        if chosen.kind == "track":
            prompt.submit(DropTrack(int(chosen.value)))
        else:
            prompt.submit(Toss(str(chosen.value)))

    def _move_cursor(self, prompt: _Prompt, dx: int, dy: int) -> None:
        """Arrows among the lit pieces (or the players for an action card)."""
        cands = prompt.candidates
        if not cands:
            return
        if prompt.mode == "target":
            step = dx or dy
            index = prompt.cursor + step
            if dy > 0 and index >= len(cands):
                prompt.on_board, prompt.focus = False, 0
                return
            prompt.cursor = index % len(cands)
            return
        t, p = cands[prompt.cursor]
        if dx:
            prompt.cursor = (prompt.cursor + dx) % len(cands)
            return
        tracks = sorted({c[0] for c in cands})
        i = tracks.index(t) + dy
        if i >= len(tracks):
            prompt.on_board, prompt.focus = False, 0
            return
        if i < 0:
            return
        row = [k for k, c in enumerate(cands) if c[0] == tracks[i]]
        prompt.cursor = min(row, key=lambda k: (abs(cands[k][1] - p), cands[k][1]))

    def command(self, command: Command) -> bool:
        prompt = self.prompt
        if prompt is None:
            return False
        arrows = {Command.LEFT: (-1, 0), Command.RIGHT: (1, 0), Command.UP: (0, -1),
                  Command.DOWN: (0, 1)}
        if command is Command.CONFIRM:
            self._confirm(prompt)
            return True
        if command is Command.PREVIOUS and prompt.mode not in ("hand", "answer"):
            self._press(prompt, _Button(pygame.Rect(0, 0, 0, 0), "back"))
            return True
        if command is Command.NEXT and prompt.mode not in ("hand", "answer"):
            if prompt.candidates:
                prompt.on_board = not prompt.on_board
                prompt.focus = 0
            return True
        if command not in arrows:
            return False
        dx, dy = arrows[command]
        self._sound("click")
        if prompt.mode == "hand":
            step = dx or dy
            prompt.focus = (prompt.focus + step) % len(prompt.hand)
            prompt.note = ""
        elif prompt.mode == "answer" or not prompt.on_board:
            if prompt.mode != "answer" and dy < 0 and prompt.candidates:
                prompt.on_board = True
            else:
                prompt.focus = (prompt.focus + (dx or dy)) % len(prompt.buttons)
        else:
            self._move_cursor(prompt, dx, dy)
        return True

    def _spot_at(self, pos: tuple[int, int], spots: Sequence[Spot]) -> int | None:
        best, best_d = None, self.piece_len * 0.55
        for i, (t, p) in enumerate(spots):
            d = math.dist(pos, self.geo[t][p][2])
            if d < best_d:
                best, best_d = i, d
        return best

    def pointer(self, pointer: Pointer) -> bool:
        prompt = self.prompt
        if prompt is None:
            return False
        pos = pointer.pos
        buttons = prompt.buttons if prompt.mode == "answer" else prompt.hand + prompt.buttons
        hit = next((b for b in buttons if b.rect.collidepoint(pos)), None)
        spot: int | None = None
        if prompt.mode in ("place", "source", "dest"):
            spot = self._spot_at(pos, prompt.candidates)
        elif prompt.mode == "target":
            spot = next((i for i, s in enumerate(prompt.candidates)
                         if self.panel_rects[s].collidepoint(pos)), None)
        if pointer.kind == "move":
            prompt.hover = hit
            if spot is not None:
                prompt.cursor, prompt.on_board = spot, True
            return hit is not None or spot is not None
        if pointer.kind != "down" or pointer.button != 1:
            return prompt.rect.collidepoint(pos)
        if spot is not None:
            prompt.cursor, prompt.on_board = spot, True
            self._confirm(prompt)
            return True
        if hit is None:
            return prompt.rect.collidepoint(pos)
        if prompt.mode == "answer":
            prompt.focus = prompt.buttons.index(hit)
            self._confirm(prompt)
        elif hit in prompt.buttons:
            prompt.focus = prompt.buttons.index(hit)
            self._press(prompt, hit)
        else:
            if prompt.mode != "hand":
                self._back_to_hand(prompt)
            prompt.focus = prompt.hand.index(hit)
            self._choose(prompt, hit)
        return True

    # -- update ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        real = dt / self.speed if self.speed > 0 else dt
        self._run_script(dt)
        self.effects = [e for e in self.effects if e.update(dt)]
        self.top_fx = [e for e in self.top_fx if e.update(dt)]
        self.tray.update(dt)
        for flash in self.flashes:
            flash[2] -= dt
        self.flashes = [f for f in self.flashes if f[2] > 0]
        if self.banner is not None and not self.banner.update(dt):
            self.banner = None
        if self.confetti is not None:
            self.confetti.update(min(real, 0.05))
            if self.confetti.done:
                self.confetti = None
        self.ticker_slide = max(0.0, self.ticker_slide - real * 5)

    def _run_script(self, dt: float) -> None:
        while self.script:
            beat = self.script[0]
            if not beat.started:
                beat.started = True
                if beat.start is not None:
                    beat.start()
            beat.elapsed += dt
            early = beat.until is not None and beat.until()
            if beat.elapsed < beat.duration and not early:
                if beat.step is not None:
                    beat.step(beat.elapsed / beat.duration)
                return
            dt = 0.0 if early else beat.elapsed - beat.duration
            if beat.step is not None:
                beat.step(1.0)
            if beat.end is not None:
                beat.end()
            if self.script and self.script[0] is beat:
                self.script.popleft()

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        cb = self.app.settings.colour_blind
        if self._static is None or self._static_cb != cb:
            self._static = self._build_static(cb)
            self._static_cb = cb
            self._board_layer = None
        self._refresh_layer()
        assert self._board_layer is not None
        surface.blit(self._board_layer, (0, 0))
        for spot, morph in self.morphs.items():
            self._draw_morph(surface, spot, morph)
        prompt = self.prompt
        if prompt is not None and prompt.mode in ("place", "source", "dest"):
            self._draw_spots(surface, prompt)
        if self.tray.dice and not self.tray.settled:
            self.tray.draw(surface)
        self._draw_pawns(surface)
        self._draw_panels(surface, cb)
        if prompt is not None and prompt.mode == "target":
            self._draw_targets(surface, prompt)
        for effect in self.effects:
            effect.draw(surface)
        if self.reveal is not None:
            self._draw_reveal(surface, self.reveal)
        for effect in self.top_fx:
            effect.draw(surface)
        if self.confetti is not None:
            self.confetti.draw(surface)
        if self.banner is not None:
            self.banner.draw(surface)
        self._draw_ticker(surface)
        if prompt is not None:
            if prompt.mode == "answer":
                self._draw_answer(surface, prompt)
            else:
                self._draw_drawer(surface, prompt)

    # the board -----------------------------------------------------------------------------

    def _build_static(self, cb: bool) -> pygame.Surface:
        """Everything that never moves: the stage, the table, the board and its printed
        tracks, the pile places, the panel column and the ticker frame."""
        assets = self.app.assets
        surf = pygame.Surface(theme.CANVAS).convert()
        w, h = theme.CANVAS
        for y in range(0, h, 4):
            surf.fill(mix(theme.BG, theme.BG_DEEP, y / h), (0, y, w, 4))
        pygame.draw.rect(surf, darken(self.table, 0.5), BOARD.move(0, 5), border_radius=18)
        pygame.draw.rect(surf, self.table, BOARD, border_radius=18)
        pygame.draw.rect(surf, lighten(self.table, 0.18), BOARD, 2, border_radius=18)
        paper = self.paper_rect
        pygame.draw.rect(surf, darken(self.table, 0.45), paper.move(3, 6), border_radius=14)
        pygame.draw.rect(surf, self.paper, paper, border_radius=14)
        pygame.draw.rect(surf, darken(self.paper, 0.25), paper, 2, border_radius=14)
        pygame.draw.rect(surf, darken(self.paper, 0.1), paper.inflate(-10, -10), 1,
                         border_radius=10)
        for t in range(self.track_count):
            self._draw_track(surf, t, cb)
        self._draw_stage_labels(surf)
        plaque_text = assets.text(self.title.upper(), 17, (60, 36, 14), "condensed")
        plaque = pygame.Rect(0, 0, plaque_text.get_width() + 40, 26)
        plaque.center = (paper.centerx, paper.bottom)
        pygame.draw.rect(surf, (0, 0, 0), plaque.move(2, 3), border_radius=8)
        pygame.draw.rect(surf, (214, 170, 84), plaque, border_radius=8)
        pygame.draw.rect(surf, (250, 218, 140), plaque.inflate(-4, -4), 1, border_radius=6)
        surf.blit(plaque_text, plaque_text.get_rect(center=plaque.center))
        label_ink = lighten(self.table, 0.45)
        kinds = ("track", "action") if self.main else ("track",)
        for kind in kinds:
            px, py = self.pile_pt[kind]
            for cx in (px, px + self.pile_w * 0.95):
                rect = pygame.Rect(0, 0, self.pile_w + 4, self.pile_h + 4)
                rect.center = (round(cx), round(py))
                pygame.draw.rect(surf, lighten(self.table, 0.08), rect, 1,
                                 border_radius=max(3, self.pile_w // 7))
            text(surf, assets, kind.upper(), 12, label_ink,
                 (px + self.pile_w * 0.47, py + self.pile_h / 2 + 6), anchor="midtop",
                 kind="condensed", shadow=False)
        px, py = self.pile_pt["cups"]
        text(surf, assets, "CUPS", 12, label_ink, (px, py + self.cup_h / 2 + 6),
             anchor="midtop", kind="condensed", shadow=False)
        pygame.draw.rect(surf, darken(self.table, 0.2), self.tray_rect.inflate(6, 6),
                         border_radius=12)
        side = self.side_rect
        panel_bg = pygame.Surface(side.size, pygame.SRCALPHA)
        pygame.draw.rect(panel_bg, (*theme.BG_DEEP, 150), panel_bg.get_rect(), border_radius=14)
        surf.blit(panel_bg, side.topleft)
        pygame.draw.rect(surf, theme.BG_DEEP, TICKER, border_radius=12)
        pygame.draw.rect(surf, theme.PANEL_EDGE, TICKER, 2, border_radius=12)
        badge = pygame.Rect(TICKER.left + 10, TICKER.top + 10, 96, 22)
        pygame.draw.rect(surf, theme.PINK, badge, border_radius=6)
        text(surf, assets, "RACE CALL", 14, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        text(surf, assets, "● LIVE", 12, theme.RED, (badge.centerx, badge.bottom + 12),
             anchor="center", kind="bold", shadow=False)
        return surf

    def _band(self, surf: pygame.Surface, track: int, da: float, db: float, color: Color,
              half: float) -> None:
        """A stretch of track from `da` to `db` (board units), `half` pixels each side."""
        n = max(2, round((db - da) / max(1e-6, self.steps[track] * 0.5)) + 1)
        left: list[Vec] = []
        right: list[Vec] = []
        for k in range(n):
            x, y, angle = self._at(track, da + (db - da) * k / (n - 1))
            nx, ny = self._normal(angle)
            left.append((x - nx * half, y - ny * half))
            right.append((x + nx * half, y + ny * half))
        pygame.draw.polygon(surf, color, left + right[::-1])

    def _quad(self, center: Vec, angle: float, along: float, across: float) -> list[Vec]:
        rad = math.radians(angle)
        dx, dy = math.cos(rad), -math.sin(rad)
        nx, ny = -dy, dx
        cx, cy = center
        a, c = along / 2, across / 2
        return [(cx - dx * a - nx * c, cy - dy * a - ny * c),
                (cx + dx * a - nx * c, cy + dy * a - ny * c),
                (cx + dx * a + nx * c, cy + dy * a + ny * c),
                (cx - dx * a + nx * c, cy - dy * a + ny * c)]

    def _draw_track(self, surf: pygame.Surface, t: int, cb: bool) -> None:
        hb = self.hb
        used = t < self.players
        step = self.steps[t]
        fade = 0.0 if used else 0.45
        self._band(surf, t, -0.2 * step, 0.5 * step + 1, mix(self.ink, self.paper, 0.55), hb - 3)
        end = (self.pieces * self.spaces + 0.5) * step
        self._band(surf, t, 0.5 * step - 1, end, darken(self.paper, 0.5), hb + 1)
        for p in range(self.pieces):
            stage = min(self.stages - 1, p // self.per_stage)
            color = mix(self.stage_colors[stage], self.paper, fade)
            d0, d1 = self._piece_span(t, p)
            self._band(surf, t, d0, d1, color, hb)
            space = lighten(color, 0.5)
            pitch = step * self.scale
            for o in range(self.spaces):
                x, y, angle = self._at(t, (p * self.spaces + 1 + o) * step)
                quad = self._quad((x, y), angle, pitch * 0.7, 2 * hb - 6)
                pygame.draw.polygon(surf, space, quad)
            if p:
                x, y, angle = self._at(t, d0)
                nx, ny = self._normal(angle)
                pygame.draw.line(surf, self.paper, (x - nx * hb, y - ny * hb),
                                 (x + nx * hb, y + ny * hb), 2)
        for stage in range(self.stages - 1):
            d = ((stage + 1) * self.per_stage * self.spaces + 0.5) * step
            x, y, angle = self._at(t, d)
            nx, ny = self._normal(angle)
            reach = hb + 5
            pygame.draw.line(surf, self.ink, (x - nx * reach, y - ny * reach),
                             (x + nx * reach, y + ny * reach), 4)
        self._finish_line(surf, t, end)
        x, y, _ = self._at(t, 0.0)
        color = self.pawn_colors[t % len(self.pawn_colors)]
        r = hb + 4
        pygame.draw.circle(surf, darken(self.paper, 0.35), (round(x) + 1, round(y) + 2), r)
        pygame.draw.circle(surf, mix(color, self.paper, fade), (round(x), round(y)), r)
        pygame.draw.circle(surf, self.ink, (round(x), round(y)), r, 2)
        if cb and used:
            mark = darken(color, 0.7) if luminance(color) > 0.45 else theme.INK
            shape(surf, theme.SEAT_SHAPES[t % len(theme.SEAT_SHAPES)], (x, y), r * 0.55, mark)
        if used:
            name = self.names[t]
            _, _, angle = self._at(t, 0.0)
            nx, ny = self._normal(angle)
            size = fit_text(self.app.assets, name, 14, round(self.piece_len * 1.9), "bold")
            label = self.app.assets.text(name, size, self.ink, "bold")
            # Above the head of a pawn standing on the start space.
            off = self.pawn_r * 2.6 + 4 + label.get_height() / 2
            lx = x - nx * off + label.get_width() / 2 - r
            surf.blit(label, label.get_rect(center=(round(lx), round(y - ny * off))))

    def _finish_line(self, surf: pygame.Surface, t: int, d: float) -> None:
        x, y, angle = self._at(t, d)
        rad = math.radians(angle)
        dx, dy = math.cos(rad), -math.sin(rad)
        nx, ny = self._normal(angle)
        half = self.hb + 4
        count = max(4, round(2 * half / 5))
        q = 2 * half / count
        for row in range(count):
            for col in range(2):
                shade_ = (245, 245, 245) if (row + col) % 2 == 0 else (24, 24, 30)
                o = -half + row * q
                c = -q + col * q
                corners = [(x + dx * (c + u) + nx * (o + v), y + dy * (c + u) + ny * (o + v))
                           for u, v in ((0, 0), (q, 0), (q, q), (0, q))]
                pygame.draw.polygon(surf, shade_, corners)

    def _draw_stage_labels(self, surf: pygame.Surface) -> None:
        """STAGE 1, 2, 3 along the top of the board, over the middle of each stage."""
        t = self.upper_track
        step = self.steps[t]
        y = self.paper_rect.top + 14
        for stage in range(self.stages):
            a = (stage * self.per_stage * self.spaces + 0.5) * step
            b = ((stage + 1) * self.per_stage * self.spaces + 0.5) * step
            x = self._at(t, (a + b) / 2)[0]
            color = darken(self.stage_colors[stage], 0.15)
            label = self.app.assets.text(f"STAGE {stage + 1}", 15, color, "condensed")
            rect = label.get_rect(center=(round(x), round(y)))
            faint = mix(color, self.paper, 0.5)
            pygame.draw.line(surf, faint, (rect.left - 40, rect.centery),
                             (rect.left - 8, rect.centery), 2)
            pygame.draw.line(surf, faint, (rect.right + 8, rect.centery),
                             (rect.right + 40, rect.centery), 2)
            surf.blit(label, rect)

    def _refresh_layer(self) -> None:
        """Keep the board layer (the static table with the laid cards, the piles and the
        resting dice) up to date, redrawing only the patches that changed."""
        static = self._static
        assert static is not None
        if self._board_layer is None:
            self._board_layer = static.copy()
            self._baked = {}
            self._baked_piles = None
            self._baked_tray = None
        layer = self._board_layer
        want = {(t, p): value for t, row in enumerate(self.cards) for p, value in enumerate(row)
                if value >= 0 and (t, p) not in self.hidden and (t, p) not in self.morphs}
        changed = [spot for spot in set(want) | set(self._baked)
                   if want.get(spot) != self._baked.get(spot)]
        if changed:
            regions = [self._card_region(spot) for spot in changed]
            for region in regions:
                layer.blit(static, region, region)
            for region in regions:
                layer.set_clip(region)
                for (t, p), value in want.items():
                    if self._card_region((t, p)).colliderect(region):
                        image = self._laid_card(value, t, p)
                        layer.blit(image, image.get_rect(center=_round(self.geo[t][p][2])))
                        self._draw_badge(layer, t, p, value)
                layer.set_clip(None)
            self._baked = want
        piles = (tuple(sorted(self.piles.items())), tuple(sorted(self.discards.items())),
                 self.top_track, self.top_action, tuple(self.next_cup))
        if piles != self._baked_piles:
            for region in self._pile_rects():
                region = region.inflate(16, 16)
                layer.blit(static, region, region)
                layer.set_clip(region)
                self._draw_piles(layer)
                layer.set_clip(None)
            self._baked_piles = piles
        if not self.tray.dice or self.tray.settled:
            tray = (self._throws, bool(self.tray.dice))
            if tray != self._baked_tray:
                region = self.tray_rect
                layer.blit(static, region, region)
                self.tray.draw(layer)
                if not self.tray.dice:
                    text(layer, self.app.assets, "DICE", 16, lighten(theme.FELT, 0.3),
                         region.center, anchor="center", kind="condensed", shadow=False)
                self._baked_tray = tray

    def _card_region(self, spot: Spot) -> pygame.Rect:
        """What a laid card and its number cover on the board."""
        region = self._regions.get(spot)
        if region is None:
            t, p = spot
            image = self._laid_card(0, t, p)
            region = image.get_rect(center=_round(self.geo[t][p][2]))
            x, y = self._badge_xy(t, p)
            r = self.badge_r + 2
            region = region.union(pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r))
            self._regions[spot] = region
        return region

    def _draw_badge(self, surface: pygame.Surface, t: int, p: int, value: int,
                    alpha: int = 255) -> None:
        x, y = self._badge_xy(t, p)
        stage = min(self.stages - 1, p // self.per_stage)
        color = darken(self.stage_colors[stage], 0.2)
        r = self.badge_r
        pygame.draw.circle(surface, color, (round(x), round(y)), r)
        pygame.draw.circle(surface, CARD_CREAM, (round(x), round(y)), r, 1)
        label = self.app.assets.text(str(value), max(9, round(r * 1.3)), CARD_CREAM, "bold")
        surface.blit(label, label.get_rect(center=(round(x), round(y))))

    def _draw_morph(self, surface: pygame.Surface, spot: Spot, morph: _Morph) -> None:
        t, p = spot
        a, b = max(0, morph.before), max(0, morph.after)
        e = ease_in_out(morph.t)
        spaces: list[tuple[float, float]] = []
        if b == 0 and e >= 0.5:
            spaces = []
        else:
            grow_out = 1 - min(1.0, e * 2) if b == 0 else 1 - e
            for j in range(max(a, b)):
                fa = (j + 0.5) / a if j < a else (j + 0.5) / b
                fb = (j + 0.5) / b if j < b else fa
                if j < min(a, b):
                    grow = 1.0
                elif j >= a:
                    grow = e
                else:
                    grow = grow_out
                spaces.append((fa + (fb - fa) * e, grow))
        stage = min(self.stages - 1, p // self.per_stage)
        face = render_piece_card(self._card_size(), b, self.stage_colors[stage],
                                 spaces if spaces or b else None)
        _, _, mid, angle, _ = self.geo[t][p]
        image = pygame.transform.rotozoom(face, angle, 1.0 + 0.14 * hop(morph.t))
        surface.blit(image, image.get_rect(center=_round(mid)))
        self._draw_badge(surface, t, p, b)

    def _draw_spots(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        """The lit pieces a chosen card may go to, the cursor and a preview of the new
        length."""
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        glow = mix(theme.GREEN, theme.INK, 0.35 * pulse)
        across = 2 * self.hb + 8
        for i, (t, p) in enumerate(prompt.candidates):
            _, _, mid, angle, length = self.geo[t][p]
            quad = self._quad(mid, angle, length - 2, across)
            if i == prompt.cursor and prompt.on_board:
                continue
            pygame.draw.polygon(surface, glow, quad, 2)
        if prompt.source is not None:
            t, p = prompt.source
            _, _, mid, angle, length = self.geo[t][p]
            pygame.draw.polygon(surface, theme.PINK, self._quad(mid, angle, length + 2,
                                                                across + 4), 3)
        if not prompt.candidates or not prompt.on_board:
            return
        t, p = prompt.candidates[prompt.cursor]
        _, _, mid, angle, length = self.geo[t][p]
        value = None
        if prompt.mode == "place" and prompt.chosen is not None:
            value = int(prompt.chosen.value)
        elif prompt.mode == "dest" and prompt.source is not None:
            value = int(prompt.obs["cards"][prompt.source[0]][prompt.source[1]])
        if value is not None:
            ghost = self._laid_card(value, t, p).copy()
            ghost.set_alpha(round(170 + 60 * pulse))
            surface.blit(ghost, ghost.get_rect(center=_round(mid)))
            before = self.spaces
            words = f"{before} → {value}  ({signed(value - before)})"
            nx, ny = self._normal(angle)
            off = self.hb + 16
            tag = self.app.assets.text(words, 15, theme.BG_DEEP, "bold")
            box = tag.get_rect(center=(round(mid[0] - nx * off), round(mid[1] - ny * off)))
            box.inflate_ip(12, 4)
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=7)
            pygame.draw.rect(surface, theme.BG_DEEP, box, 1, border_radius=7)
            surface.blit(tag, tag.get_rect(center=box.center))
        quad = self._quad(mid, angle, length + 4, across + 6)
        pygame.draw.polygon(surface, mix(theme.GOLD, theme.INK, 0.4 * pulse), quad, 3)

    def _draw_targets(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for i, seat in enumerate(prompt.candidates):
            rect = self.panel_rects[int(seat)].inflate(6, 6)
            if i == prompt.cursor and prompt.on_board:
                pygame.draw.rect(surface, mix(theme.PINK, theme.INK, 0.4 * pulse), rect, 4,
                                 border_radius=12)
                arrow = [(rect.left - 4, rect.centery), (rect.left - 16, rect.centery - 9),
                         (rect.left - 16, rect.centery + 9)]
                pygame.draw.polygon(surface, theme.PINK, arrow)
            else:
                pygame.draw.rect(surface, mix(theme.GREEN, theme.INK, 0.35 * pulse), rect, 2,
                                 border_radius=12)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        size = (self.pile_w, self.pile_h)
        kinds = ("track", "action") if self.main else ("track",)
        for kind in kinds:
            x, y = self.pile_pt[kind]
            count = self.piles.get(kind, 0)
            if count:
                surface.blit(self._shadow, self._shadow.get_rect(center=(round(x) + 2,
                                                                         round(y) + 4)))
            back = self._back(kind, size)
            for i in range(min(5, (count + 5) // 6)):
                surface.blit(back, back.get_rect(center=(round(x - i * 1.0), round(y - i * 1.4))))
            self._count_badge(surface, count, (x - self.pile_w / 2 + 6, y + self.pile_h / 2 - 6))
            top = self.top_track if kind == "track" else self.top_action
            dx, dy = self._discard_xy(kind)
            if self.discards[kind] and top is not None:
                image = (self._track_discard_face(int(top)) if kind == "track"
                         else self._action_face(str(top), size))
                surface.blit(image, image.get_rect(center=(round(dx), round(dy))))
                self._count_badge(surface, self.discards[kind],
                                  (dx + self.pile_w / 2 - 4, dy - self.pile_h / 2 + 6),
                                  theme.INK_DIM)
        x, y = self.pile_pt["cups"]
        cup_h = round(self.cup_h * 0.62)
        for stage in range(self.stages):
            cx, cy = self._cups_pile_xy(stage)
            rect = pygame.Rect(0, 0, self.cup_w, self.cup_h)
            rect.center = (round(cx), round(cy))
            color = self.stage_colors[stage]
            pygame.draw.rect(surface, darken(color, 0.5), rect.move(1, 3), border_radius=6)
            pygame.draw.rect(surface, color, rect, border_radius=6)
            pygame.draw.rect(surface, lighten(color, 0.4), rect, 1, border_radius=6)
            place = self.next_cup[stage]
            if place <= self.players:
                trophy = self._trophy(place, cup_h)
                surface.blit(trophy, trophy.get_rect(center=(rect.centerx, rect.centery - 2)))
            else:
                text(surface, assets, "–", 18, lighten(color, 0.5), rect.center, anchor="center",
                     shadow=False)
            digit = assets.text(str(stage + 1), 11, _ink_on(color), "bold")
            surface.blit(digit, digit.get_rect(bottomright=(rect.right - 3, rect.bottom - 1)))

    def _count_badge(self, surface: pygame.Surface, count: int, at: Vec,
                     color: Color = theme.GOLD) -> None:
        label = self.app.assets.text(str(count), 13, theme.BG_DEEP, "bold")
        rect = pygame.Rect(0, 0, max(22, label.get_width() + 10), 18)
        rect.center = _round(at)
        pygame.draw.rect(surface, color, rect, border_radius=9)
        pygame.draw.rect(surface, theme.BG_DEEP, rect, 2, border_radius=9)
        surface.blit(label, label.get_rect(center=rect.center))

    def _draw_pawns(self, surface: pygame.Surface) -> None:
        r = self.pawn_r
        order = sorted(range(self.players), key=lambda s: s in self.pawn_anim)
        for seat in order:
            if seat >= self.track_count:
                continue
            anim = self.pawn_anim.get(seat)
            if anim is not None:
                (x, y), lift = anim
            else:
                x, y = self._pawn_xy(seat, *self.pawn_at[seat])
                lift = 0.0
            if seat == self.current and anim is None and self.reveal is None:
                pulse = 0.5 + 0.5 * math.sin(self.app.time * 5)
                glow = self._glow
                glow.set_alpha(round(120 + 100 * pulse))
                surface.blit(glow, glow.get_rect(center=(round(x), round(y))))
            shadow = self._pawn_shadow
            surface.blit(shadow, shadow.get_rect(center=(round(x + 1 + lift * 0.2),
                                                         round(y + 2 + lift * 0.2))))
            image = self._pawn_image(seat, r)
            foot = round(image.get_height() * 0.12)
            surface.blit(image, image.get_rect(midbottom=(round(x), round(y + foot - lift))))

    # the players' panels -------------------------------------------------------------------

    def _draw_panels(self, surface: pygame.Surface, cb: bool) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for seat, rect in enumerate(self.panel_rects):
            home = self.finished.index(seat) + 1 if seat in self.finished else 0
            if seat in self.pawn_anim and seat in self._panel_cache:
                progress = self._panel_cache[seat][0][-1]
            else:
                progress = self._progress(seat)
            key = (cb, tuple(self.cups[seat]), tuple(self.counts[seat]), self.lying[seat], home,
                   rect.size, progress)
            cached = self._panel_cache.get(seat)
            if cached is None or cached[0] != key:
                cached = (key, self._render_panel(seat, rect, cb, home, progress))
                self._panel_cache[seat] = cached
            if seat == self.current and self.reveal is None:
                glow = mix(theme.PANEL_HI, theme.GOLD, 0.35 + 0.35 * pulse)
                pygame.draw.rect(surface, glow, rect.inflate(6, 6), border_radius=13)
            surface.blit(cached[1], rect)
            for flash in self.flashes:
                if flash[0] == seat:
                    strength = flash[2] / flash[3]
                    pygame.draw.rect(surface, mix(theme.PANEL, flash[1], strength), rect,
                                     max(2, round(5 * strength)), border_radius=10)
            if seat == self.current and self.reveal is None:
                pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=10)
            if self.pending is not None and self.pending[1] == seat:
                kind = self.pending[2]
                image = self._action_face(kind, self._lying_size(seat))
                x, y = self._lying_xy(seat)
                wobble = math.sin(self.app.time * 9) * 4
                turned = pygame.transform.rotate(image, wobble)
                color = STAMPS.get(kind, ("", theme.PINK))[1]
                ring = turned.get_rect(center=(round(x), round(y))).inflate(6, 6)
                pygame.draw.rect(surface, mix(color, theme.INK, 0.5 * pulse), ring, 3,
                                 border_radius=6)
                surface.blit(turned, turned.get_rect(center=(round(x), round(y))))

    def _progress(self, seat: int) -> str:
        """How far a pawn has to go to the next stage line: public, and what players count."""
        if seat in self.finished:
            return ""
        piece, offset = self.pawn_at[seat]
        stage = max(0, piece) // self.per_stage
        if stage >= self.stages:
            return "home"
        last = (stage + 1) * self.per_stage
        lengths = [self.spaces if v < 0 else v for v in self.cards[seat]]
        if piece < 0:
            left = sum(lengths[:last]) + 1
        else:
            left = lengths[piece] - offset + sum(lengths[piece + 1:last])
        line = "the finish" if stage == self.stages - 1 else f"the stage {stage + 1} line"
        return f"{left} space{'s' if left != 1 else ''} to {line}"

    def _render_panel(self, seat: int, rect: pygame.Rect, cb: bool, home: int,
                      progress: str) -> pygame.Surface:
        assets = self.app.assets
        w, h = rect.size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        color = self.pawn_colors[seat % len(self.pawn_colors)]
        pygame.draw.rect(surf, (*theme.PANEL, 245), surf.get_rect(), border_radius=10)
        pygame.draw.rect(surf, color, pygame.Rect(0, 0, 8, h), border_top_left_radius=10,
                         border_bottom_left_radius=10)
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 1, border_radius=10)
        row1 = max(13, min(22, round(h * 0.27)))
        radius = max(7, min(11, h // 6))
        self._token(surf, seat, (24, row1), radius, cb)
        lw, lh = self._lying_size(seat)
        status = ""
        if home:
            status = f"HOME {_ordinal(home)}"
        tag_w = 0
        if status:
            tag = assets.text(status, 12, theme.BG_DEEP, "bold")
            box = pygame.Rect(0, 0, tag.get_width() + 10, 16)
            box.midright = (w - lw - 18, row1)
            pygame.draw.rect(surf, theme.GOLD, box, border_radius=8)
            surf.blit(tag, tag.get_rect(center=box.center))
            tag_w = box.width + 6
        name = self.names[seat]
        size = fit_text(assets, name, 17, w - 40 - lw - 22 - tag_w, "bold")
        text(surf, assets, name, size, theme.INK, (38, row1), anchor="midleft", shadow=False)
        sw, sh = self._slot_size(rect)
        for stage in range(self.stages):
            cx, cy = self._cup_xy(seat, stage)
            slot = pygame.Rect(0, 0, sw, sh)
            slot.center = (round(cx - rect.left), round(cy - rect.top))
            stage_color = self.stage_colors[stage]
            place = self.cups[seat][stage]
            pygame.draw.rect(surf, darken(stage_color, 0.55 if not place else 0.25), slot,
                             border_radius=6)
            pygame.draw.rect(surf, stage_color, slot, 2, border_radius=6)
            if place:
                trophy = self._trophy(place, sh - 4)
                surf.blit(trophy, trophy.get_rect(center=slot.center))
            else:
                digit = assets.text(str(stage + 1), max(10, sh // 2), mix(stage_color,
                                                                          theme.PANEL, 0.35),
                                    "condensed")
                surf.blit(digit, digit.get_rect(center=slot.center))
        x = 38 + self.stages * (sw + 4) + 6
        y = round(h * 0.7)
        icon_h = max(12, min(20, sh - 8))
        icon = (round(icon_h * 0.72), icon_h)
        kinds = (("track", 0), ("action", 1)) if self.main else (("track", 0),)
        for kind, index in kinds:
            back = self._back(kind, icon)
            surf.blit(back, back.get_rect(midleft=(x, y)))
            label = assets.text(str(self.counts[seat][index]), max(11, icon_h - 4), theme.INK,
                                "bold")
            surf.blit(label, label.get_rect(midleft=(x + icon[0] + 3, y)))
            x += icon[0] + label.get_width() + 10
        lx, ly = self._lying_xy(seat)
        slot = pygame.Rect(0, 0, lw + 4, lh + 4)
        slot.center = (round(lx - rect.left), round(ly - rect.top))
        kind = self.lying[seat]
        if kind:
            face = self._action_face(kind, (lw, lh))
            surf.blit(face, face.get_rect(center=slot.center))
        if progress and h >= 76:
            text(surf, assets, progress, 12, theme.INK_DIM, (38, row1 + 17), anchor="midleft",
                 kind="sans", shadow=False)
        return surf

    # the reveal ----------------------------------------------------------------------------

    def _reveal_rect(self) -> pygame.Rect:
        return BOARD.inflate(-36, -30)

    def _reveal_row(self, seat: int) -> pygame.Rect:
        area = self._reveal_rect()
        top, bottom = area.top + 66, area.bottom - 52
        h = min(96, (bottom - top) // max(1, self.players))
        top += (bottom - top - h * self.players) // 2
        return pygame.Rect(area.left + 16, top + seat * h, area.width - 32, h - 6)

    def _reveal_card(self, seat: int) -> pygame.Rect:
        row = self._reveal_row(seat)
        h = row.height - 10
        w = min(330, round(h * 1.25 * self.stages))
        return pygame.Rect(row.left + 270, row.top + 5, w, h)

    def _reveal_cell(self, seat: int, stage: int) -> pygame.Rect:
        card = self._reveal_card(seat)
        return bet_cells(card.size, self.stages)[stage].move(card.topleft)

    def _draw_reveal(self, surface: pygame.Surface, reveal: _Reveal) -> None:
        assets = self.app.assets
        self._shade.set_alpha(round(180 * reveal.shown))
        surface.blit(self._shade, BOARD.topleft)
        area = self._reveal_rect().move(0, round(-30 * (1 - ease_out(reveal.shown))))
        sheet = self._faces.get(("sheet", 0, area.size))
        if sheet is None:
            sheet = pygame.Surface(area.size, pygame.SRCALPHA)
            pygame.draw.rect(sheet, (*theme.PANEL, 252), sheet.get_rect(), border_radius=18)
            pygame.draw.rect(sheet, theme.GOLD, sheet.get_rect(), 2, border_radius=18)
            self._faces[("sheet", 0, area.size)] = sheet
        sheet.set_alpha(round(255 * reveal.shown))
        surface.blit(sheet, area)
        if reveal.shown < 1:
            return
        text(surface, assets, "THE BET CARDS", 32, theme.GOLD, (area.centerx, area.top + 12),
             anchor="midtop", kind="condensed")
        text(surface, assets, "cups that match the bet stay: 1 point, +1 for each rival who "
             "bet the same place", 14, theme.INK_DIM, (area.centerx, area.top + 48),
             anchor="center", kind="sans", shadow=False)
        cb = self.app.settings.colour_blind
        best = max(reveal.scores) if reveal.scores else 0
        for seat in range(len(reveal.bets)):
            row = self._reveal_row(seat)
            place = reveal.placing(seat)
            if reveal.ranked > 0 and reveal.scores[seat] == best:
                glow = mix(theme.PANEL_HI, theme.GOLD, 0.22 * reveal.ranked)
                pygame.draw.rect(surface, glow, row, border_radius=10)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=10)
            elif seat % 2:
                pygame.draw.rect(surface, (40, 36, 78), row, border_radius=10)
            self._token(surface, seat, (row.left + 70, row.centery), 13, cb)
            size = fit_text(assets, self.names[seat], 20, 160, "bold")
            text(surface, assets, self.names[seat], size, theme.INK, (row.left + 92, row.centery),
                 anchor="midleft", shadow=False)
            self._draw_reveal_card(surface, reveal, seat)
            points = reveal.points(seat)
            shown = math.floor(points + 1e-6)
            right = row.right - 16
            text(surface, assets, str(shown), 40, theme.GOLD if shown else theme.INK_DIM,
                 (right - 60, row.centery), anchor="midright", kind="condensed")
            text(surface, assets, "pts", 15, theme.INK_DIM, (right - 54, row.centery + 8),
                 anchor="midleft", kind="sans", shadow=False)
            hits = sum(1 for g, j in zip(reveal.gains[seat], reveal.judged, strict=True)
                       if g and j > 0)
            if any(j > 0 for j in reveal.judged):
                bonus = sum(g - 1 for g, j in zip(reveal.gains[seat], reveal.judged,
                                                  strict=True) if g and j > 0)
                words = (f"{hits} right" + (f", +{bonus} bonus" if bonus else "")
                         if hits else "no match yet" if min(reveal.judged) < 1 else "no match")
                text(surface, assets, words, 14, theme.INK_DIM,
                     (self._reveal_card(seat).right + 24, row.centery), anchor="midleft",
                     kind="sans", shadow=False)
            if reveal.ranked > 0 and seat == 0:
                self._draw_verdict(surface, reveal, area)
            if reveal.ranked > 0:
                r = 20
                center = (row.left + 28, row.centery)
                metal = PLACE_METALS.get(place, PLAIN_METAL)
                scale = ease_out_back(min(1.0, reveal.ranked * 1.3))
                rr = max(2, round(r * scale))
                pygame.draw.circle(surface, theme.BG_DEEP, (center[0] + 2, center[1] + 3), rr)
                pygame.draw.circle(surface, metal, center, rr)
                pygame.draw.circle(surface, darken(metal, 0.5), center, rr, 2)
                label = assets.text(_ordinal(place), max(9, round(15 * scale)),
                                    darken(metal, 0.7), "bold")
                surface.blit(label, label.get_rect(center=center))

    def _draw_verdict(self, surface: pygame.Surface, reveal: _Reveal, area: pygame.Rect) -> None:
        """The last line of the reveal: who wins."""
        best = max(reveal.scores) if reveal.scores else 0
        winners = [self.names[s] for s, p in enumerate(reveal.scores) if p == best]
        points = f"{best} point{'s' if best != 1 else ''}"
        words = (f"{' & '.join(winners)} win{'s' if len(winners) == 1 else ''} with {points}!"
                 if best else "Nobody hit a single bet - a draw!")
        image = self.app.assets.text(words, 26, theme.GOLD, "condensed")
        image = image.copy()
        image.set_alpha(round(255 * min(1.0, reveal.ranked * 1.5)))
        surface.blit(image, image.get_rect(center=(area.centerx, area.bottom - 28)))

    def _draw_reveal_card(self, surface: pygame.Surface, reveal: _Reveal, seat: int) -> None:
        card = self._reveal_card(seat)
        flip = reveal.flip
        if flip < 0.5:
            image = self._back("bet", card.size)
        else:
            key = ("bet", tuple(reveal.bets[seat]), card.size)
            image = self._faces.get(key)  # type: ignore[assignment]
            if image is None:
                image = render_bet_face(self.app.assets, card.size, reveal.bets[seat],
                                        self.stage_colors, cup_room=True)
                self._faces[key] = image
        squash = abs(math.cos(math.pi * flip)) if 0 < flip < 1 else 1.0
        if squash != 1.0:
            image = pygame.transform.scale(image, (max(1, round(card.width * squash)),
                                                   card.height))
        surface.blit(image, image.get_rect(center=card.center))
        if flip < 1:
            return
        for stage in range(self.stages):
            laid = reveal.laid[stage]
            place = reveal.placings[seat][stage]
            if laid <= 0 or not place:
                continue
            cell = self._reveal_cell(seat, stage)
            end = (cell.left + cell.width * 0.72, cell.centery + 2)
            start = self._cup_xy(seat, stage) if seat < len(self.panel_rects) else end
            x, y = lerp(start, end, ease_in_out(laid))
            y -= hop(laid) * 50
            judged = reveal.judged[stage]
            height = max(16, min(cell.height - 6, round(cell.width * 0.5)))
            trophy = self._trophy(place, height)
            hit = reveal.gains[seat][stage] > 0
            if judged > 0 and hit:
                pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
                ring = cell.inflate(4, 4)
                pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, 0.4 * pulse), ring,
                                 max(2, round(4 * min(1.0, judged * 2))), border_radius=7)
            elif judged > 0:
                y += judged * judged * 90
                x += judged * 14
                trophy = pygame.transform.rotate(trophy, -40 * judged)
                trophy.set_alpha(round(255 * (1 - judged)))
            surface.blit(trophy, trophy.get_rect(center=(round(x), round(y))))

    # the ticker ----------------------------------------------------------------------------

    def _draw_ticker(self, surface: pygame.Surface) -> None:
        draw_ticker(surface, self.app.assets, TICKER, self.ticker, self.ticker_slide,
                    indent=122, fits=self._fits)

    # the human's controls ------------------------------------------------------------------

    def _instructions(self, prompt: _Prompt) -> str:
        chosen = prompt.chosen
        if prompt.note:
            return prompt.note
        if prompt.mode == "hand":
            track, action = prompt.obs["played_track"], prompt.obs["played_action"]
            if track and (action or not self.main):
                return "Cards played - now roll the dice!"
            if track:
                return "Track card played: an action card too if you like, then roll."
            if action:
                return "Action card played: a track card too if you like, then roll."
            if self.main:
                return "Play up to one track card and one action card, then roll."
            return "Play a track card if you like, then roll."
        if prompt.mode == "place" and chosen is not None:
            return (f"Lay your {chosen.value} on a lit piece of any track "
                    "(Tab: discard or back).")
        if prompt.mode == "source":
            return "MOVE: pick a lit track card to take away (Tab: discard or back)."
        if prompt.mode == "dest":
            return "MOVE: where does it go? Pick a lit free piece (Tab: back)."
        if prompt.mode == "target" and chosen is not None:
            return (f"{KIND_WORDS[str(chosen.value)]}: lay it before a lit player "
                    "(Tab: discard or back).")
        return "CANCEL answers a card played against you - keep it, or discard it."

    def _draw_drawer(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        assets = self.app.assets
        rect = prompt.rect
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        panel_img = self._faces.get(("drawer", 0, rect.size))
        if panel_img is None:
            panel_img = pygame.Surface((rect.width + 16, rect.height + 16), pygame.SRCALPHA)
            body = pygame.Rect(8, 8, rect.width, rect.height)
            pygame.draw.rect(panel_img, (0, 0, 0, 100), body.move(0, 6), border_radius=18)
            pygame.draw.rect(panel_img, theme.PANEL, body, border_radius=18)
            pygame.draw.rect(panel_img, theme.GOLD, body, 2, border_radius=18)
            self._faces[("drawer", 0, rect.size)] = panel_img
        surface.blit(panel_img, (rect.left - 8, rect.top - 8))
        seat = prompt.seat
        self._token(surface, seat, (rect.left + 26, rect.top + 22), 12,
                    self.app.settings.colour_blind)
        title = f"{self.names[seat]}, your turn"
        head = text(surface, assets, title, 22, theme.GOLD, (rect.left + 46, rect.top + 22),
                    anchor="midleft")
        words = self._instructions(prompt)
        size = fit_text(assets, words, 16, rect.right - 20 - head.right - 20, "sans")
        text(surface, assets, words, size, theme.PINK if prompt.note else theme.INK,
             (head.right + 20, rect.top + 23), anchor="midleft", kind="sans", shadow=False)
        bet = prompt.obs.get("bet")
        cards = [b for b in prompt.hand if b.kind != "roll"]
        row_top = min((b.rect.top for b in prompt.hand), default=rect.top + 60)
        if bet:
            row_h = max(b.rect.bottom for b in prompt.hand) - row_top
            bet_rect = pygame.Rect(rect.left + 20, row_top, 118, max(56, min(96, row_h)))
            key = ("betface", tuple(bet), bet_rect.size)
            face = self._faces.get(key)
            if face is None:
                face = render_bet_face(assets, bet_rect.size, bet, self.stage_colors)
                self._faces[key] = face
            surface.blit(face, bet_rect)
            text(surface, assets, "YOUR SECRET BET", 11, theme.INK_DIM,
                 (bet_rect.centerx, row_top - 13), anchor="midbottom", kind="bold",
                 shadow=False)
        groups = (("track", "TRACK CARDS", self.obs_flag(prompt, "played_track")),
                  ("action", "ACTION CARDS", self.obs_flag(prompt, "played_action")))
        for kind, label, played in groups:
            members = [b for b in cards if b.kind == kind]
            if not members:
                continue
            left = min(b.rect.left for b in members)
            right = max(b.rect.right for b in members)
            words = label + ("  ·  played" if played else "")
            text(surface, assets, words, 11, theme.INK_FAINT if played else theme.INK_DIM,
                 ((left + right) / 2, row_top - 13), anchor="midbottom", kind="bold",
                 shadow=False)
        for i, button in enumerate(prompt.hand):
            focused = prompt.mode == "hand" and i == prompt.focus
            self._draw_hand_button(surface, prompt, button, focused, pulse)
        keys = {"hand": "arrows: choose  ·  Enter: play the card, or roll  ·  mouse: click",
                "place": "arrows: move over the lit pieces  ·  Enter: lay it here  ·  "
                         "Tab: discard or back",
                "source": "arrows: move over the lit cards  ·  Enter: take this one  ·  "
                          "Tab: discard or back",
                "dest": "arrows: move over the lit pieces  ·  Enter: put it here  ·  "
                        "PgUp: back",
                "target": "arrows: choose a player  ·  Enter: lay it before them  ·  "
                          "Tab: discard or back",
                "toss": "Enter: discard it  ·  or go back"}
        text(surface, assets, keys.get(prompt.mode, ""), 13, theme.INK_FAINT,
             (rect.centerx, rect.bottom - 12), anchor="midbottom", kind="sans", shadow=False)
        for i, button in enumerate(prompt.buttons):
            focused = not prompt.on_board or not prompt.candidates
            self._draw_small_button(surface, prompt, button, focused and i == prompt.focus,
                                    pulse)

    @staticmethod
    def obs_flag(prompt: _Prompt, name: str) -> bool:
        """A flag of the prompt's observation."""
        return bool(prompt.obs.get(name))

    def _draw_hand_button(self, surface: pygame.Surface, prompt: _Prompt, button: _Button,
                          focused: bool, pulse: float) -> None:
        assets = self.app.assets
        rect = button.rect
        if button.kind == "roll":
            if prompt.mode != "hand":
                return
            fill = mix(theme.GOLD, theme.ORANGE, 0.35 * pulse) if focused else theme.GOLD
            pygame.draw.rect(surface, darken(fill, 0.5), rect.move(0, 4), border_radius=12)
            pygame.draw.rect(surface, fill, rect, border_radius=12)
            if focused:
                pygame.draw.rect(surface, theme.INK, rect.inflate(8, 8), 3, border_radius=14)
            text(surface, assets, "ROLL!", 28, theme.BG_DEEP, (rect.centerx + 12, rect.centery),
                 anchor="center", kind="condensed", shadow=False)
            pip = pygame.Rect(0, 0, 24, 24)
            pip.center = (rect.left + 26, rect.centery)
            pygame.draw.rect(surface, CARD_CREAM, pip, border_radius=5)
            pygame.draw.rect(surface, theme.BG_DEEP, pip, 2, border_radius=5)
            for dx, dy in ((-5, -5), (0, 0), (5, 5)):
                pygame.draw.circle(surface, theme.BG_DEEP, (pip.centerx + dx, pip.centery + dy),
                                   2)
            return
        chosen = prompt.chosen is button
        hover = prompt.hover is button
        lift = 10 if chosen else (5 if focused or hover else 0)
        shown = rect.move(0, -lift)
        if button.kind == "track":
            image = self._hand_track(int(button.value), rect.size)
        else:
            image = self._action_face(str(button.value), rect.size)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 4), border_radius=8)
        surface.blit(image, shown)
        if not button.enabled:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (*theme.BG_DEEP, 150), veil.get_rect(), border_radius=8)
            surface.blit(veil, shown)
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, shown.inflate(8, 8), 3, border_radius=10)
        elif focused:
            pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, 0.6 * pulse),
                             shown.inflate(8, 8), 3, border_radius=10)

    def _draw_small_button(self, surface: pygame.Surface, prompt: _Prompt, button: _Button,
                           focused: bool, pulse: float) -> None:
        assets = self.app.assets
        rect = button.rect
        hover = prompt.hover is button
        if button.kind in ("accept", "cancel"):
            words = ("Accept" if button.kind == "accept" else
                     f"Cancel it ({button.value} in hand)" if button.enabled else "No CANCEL card")
        elif button.kind == "discard":
            words = "Discard it"
        else:
            words = "Back"
        gold = button.kind in ("discard", "cancel", "accept") and button.enabled
        fill = (theme.GOLD if gold else theme.PANEL_HI) if focused or hover else (
            (120, 98, 40) if gold else (44, 40, 86))
        if not button.enabled:
            fill = (36, 33, 66)
        pygame.draw.rect(surface, theme.BG_DEEP, rect.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD if focused else theme.PANEL_EDGE, rect, 2,
                         border_radius=10)
        if focused and button.enabled:
            pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, 0.6 * pulse), rect.inflate(8, 8),
                             2, border_radius=12)
        ink = theme.BG_DEEP if (focused or hover) and gold else (
            theme.INK if button.enabled else theme.INK_FAINT)
        size = fit_text(assets, words, 18, rect.width - 12, "bold")
        text(surface, assets, words, size, ink, rect.center, anchor="center", shadow=False)

    def _draw_answer(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        assets = self.app.assets
        self._shade.set_alpha(110)
        surface.blit(self._shade, BOARD.topleft)
        rect = prompt.rect
        backdrop = self._faces.get(("answer", 0, rect.size))
        if backdrop is None:
            backdrop = pygame.Surface((rect.width + 16, rect.height + 16), pygame.SRCALPHA)
            body = pygame.Rect(8, 8, rect.width, rect.height)
            pygame.draw.rect(backdrop, (0, 0, 0, 100), body.move(0, 6), border_radius=18)
            pygame.draw.rect(backdrop, theme.PANEL, body, border_radius=18)
            pygame.draw.rect(backdrop, theme.GOLD, body, 2, border_radius=18)
            self._faces[("answer", 0, rect.size)] = backdrop
        surface.blit(backdrop, (rect.left - 8, rect.top - 8))
        pending = prompt.obs.get("pending") or [0, prompt.seat, "skip"]
        attacker, kind = int(pending[0]), str(pending[2])
        title = f"{self.names[attacker]} plays {KIND_WORDS.get(kind, kind)} against you!"
        size = fit_text(assets, title, 24, rect.width - 40)
        self._token(surface, prompt.seat, (rect.left + 26, rect.top + 28), 12,
                    self.app.settings.colour_blind)
        text(surface, assets, title, size, theme.GOLD, (rect.left + 46, rect.top + 28),
             anchor="midleft")
        card = self._action_face(kind, (88, 124))
        surface.blit(card, card.get_rect(midleft=(rect.left + 26, rect.top + 122)))
        what = ("skip your next turn: no cards, no dice" if kind == "skip"
                else "play two turns in a row next time")
        lines = [f"Accept, and you {what}.",
                 "Play a CANCEL card and both cards go to the discard.",
                 prompt.note]
        y = rect.top + 72
        for line in lines:
            if line:
                fitted = fit_text(assets, line, 17, rect.width - 160, "sans")
                text(surface, assets, line, fitted, theme.PINK if line == prompt.note
                     else theme.INK, (rect.left + 136, y), anchor="topleft", kind="sans",
                     shadow=False)
            y += 28
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for i, button in enumerate(prompt.buttons):
            self._draw_small_button(surface, prompt, button, i == prompt.focus, pulse)


def _round(point: Vec) -> tuple[int, int]:
    return (round(point[0]), round(point[1]))


__all__ = ["CrazyRaceView", "render_action_face", "render_back", "render_bet_face",
           "render_piece_card", "render_trophy"]
