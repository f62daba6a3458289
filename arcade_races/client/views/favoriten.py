"""The Favoriten course: five horses hopping from the start cannon to the deck chair, a column
board of early bets below them, and the leader's die thrown into a felt tray.

Everything on the course is placed from the board file's geometry (each horse's two lanes, the
cannon, the deck chair, the betting board's rectangle), fitted into the left part of the screen,
so a custom course just works. The betting board's circles follow the config's point columns.
The rules' events become a queue of timed clips (cannon, bet, throw, think, hop, finish, slide,
count); `busy` holds the scene while the queue runs. Decorations that outlive a clip (banners,
floating figures, smoke, confetti) never hold the game up.

Screen layout on the 1280x720 canvas: the course and betting board on the left; on the right
the standings (markers left, points per race, totals, the leader's crown), a human's prompt and
the dice tray, below the exhibition corner when every seat is AI; the race caller's ticker
along the bottom, above the hint bar.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.boards.geometry import layout
from arcade_races.boards.loader import load_document
from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.input import Command, Pointer
from arcade_races.client.physics import Confetti, DiceTray
from arcade_races.client.physics.render import darken, lighten, luminance, mix
from arcade_races.client.stage.motion import ease_in, ease_in_out, ease_out, hop
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
    unit,
)
from arcade_races.client.views.layout import SIDE, TICKER, corner_rect
from arcade_races.client.views.layout import STAGE as TABLE
from arcade_races.client.views.ticker import draw_ticker
from arcade_races.client.widgets import fit_text, panel, seat_token, text
from arcade_races.core.actions import Action
from arcade_races.core.events import Event
from arcade_races.games.favoriten import events as ev
from arcade_races.games.favoriten.actions import BetOn, Move, Pass
from arcade_races.games.favoriten.commentary import Commentator
from arcade_races.games.favoriten.schema import BOARD_SCHEMA

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game, State
    from arcade_races.match import Step
    from arcade_races.replay import Header

Color = tuple[int, int, int]
Vec = tuple[float, float]

# -- screen layout (canvas pixels) -----------------------------------------------------------


# -- timing (seconds of animation time; the scene scales it by the speed) -------------------

CLEAR = 0.8
CANNON = 1.15
ROUND = 0.3
BET_FLY = 0.5
BET_HOLD = 0.15
PASS_BEAT = 0.32
CLOSED_BEAT = 0.8
THROW_MAX = 2.4
AFTER_THROW = 0.22
THINK = 0.62
HOP = 0.15
CHAIR_HOP = 0.42
WIN_HOLD = 1.5
PLACE_HOLD = 0.75
SLIDE = 0.7
SLIDE_GAP = 0.2
COUNT = 1.1
RACE_HOLD = 1.5
GAME_HOLD = 2.2
HOOVES_TAIL = 0.3
"""Hooves keep drumming this long after the last hop, so a run of moves sounds as one."""

PLACE_COLORS: tuple[Color, ...] = ((255, 204, 51), (205, 212, 225), (214, 140, 82),
                                   (150, 140, 190), (150, 140, 190))
PLACE_NAMES = ("1st", "2nd", "3rd", "4th", "5th")
CONFETTI: tuple[Color, ...] = (theme.GOLD, theme.PINK, theme.CYAN, theme.INK, theme.GREEN)
SILK = (206, 58, 64)
"""The deck chair's stripes."""


def _letters(names: Sequence[str]) -> list[str]:
    """A short, distinct tag per horse: its first letter, or more letters where two clash."""
    for size in range(1, 4):
        tags = [name[:size].upper() for name in names]
        if len(set(tags)) == len(tags):
            return tags
    return [str(i + 1) for i in range(len(names))]


# -- art (rendered once per size, larger and smoothed down) ---------------------------------


def render_horse(assets: Assets, color: Color, height: int, tag: str,
                 colour_blind: bool = False, mirror: bool = False) -> pygame.Surface:
    """A galloping horse seen from the side, facing right (left if `mirror`), in `color`,
    with `tag` on its saddle cloth (bigger in colour-blind mode). The image is about
    1.6 x `height` wide."""
    s = 4
    big = height * s
    pad = round(big * 0.08)
    size = (round(big * 1.5) + 2 * pad, big + 2 * pad)
    art = pygame.Surface(size, pygame.SRCALPHA)
    sil = pygame.Surface(size, pygame.SRCALPHA)
    light = luminance(color) > 170
    edge = darken(color, 0.62) if not light else darken(color, 0.58)
    leg = darken(color, 0.18)
    far = darken(color, 0.34)
    mane = darken(color, 0.45) if not light else (120, 96, 70)

    def at(x: float, y: float) -> tuple[float, float]:
        return (pad + x * big, pad + y * big)

    def poly(points: Sequence[tuple[float, float]], fill: Color) -> None:
        pts = [at(x, y) for x, y in points]
        pygame.draw.polygon(art, fill, pts)
        pygame.draw.polygon(sil, edge, pts)

    def limb(points: Sequence[tuple[float, float]], fill: Color, width: float) -> None:
        pts = [at(x, y) for x, y in points]
        w = max(2, round(width * big))
        for surf, c in ((art, fill), (sil, edge)):
            pygame.draw.lines(surf, c, False, pts, w)
            for p in pts:
                pygame.draw.circle(surf, c, p, w / 2)
        hoof = pts[-1]
        pygame.draw.circle(art, darken(edge, 0.2), hoof, w * 0.62)
        pygame.draw.circle(sil, edge, hoof, w * 0.62)

    def ellipse(x: float, y: float, w: float, h: float, fill: Color, outline: bool = True) -> None:
        rect = pygame.Rect(round(pad + x * big), round(pad + y * big), round(w * big),
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
    # The saddle cloth with the horse's tag.
    cloth_color = (250, 246, 236) if not light else darken(color, 0.55)
    cloth = pygame.Rect(0, 0, round(0.34 * big), round(0.32 * big))
    cloth.center = (round(pad + 0.66 * big), round(pad + 0.44 * big))
    if colour_blind:
        cloth = cloth.inflate(round(0.1 * big), round(0.08 * big))
    pygame.draw.rect(art, cloth_color, cloth, border_radius=round(big * 0.06))
    pygame.draw.rect(art, edge, cloth, max(2, round(big * 0.025)), border_radius=round(big * 0.06))
    ink = darken(color, 0.35) if not light else (250, 246, 236)
    if colour_blind:
        ink = (20, 16, 24) if not light else (250, 246, 236)
    label = assets.font(max(8, round(cloth.height * (0.86 if colour_blind else 0.78))),
                        "condensed").render(tag, True, ink)
    if label.get_width() > cloth.width - 4:
        label = pygame.transform.smoothscale_by(label, (cloth.width - 4) / label.get_width())
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


# -- timed pieces ---------------------------------------------------------------------------


class _Flyer(Effect):
    """An image flying from `a` to `b` on an upward arc, swelling in the middle."""

    def __init__(self, image: pygame.Surface, a: Vec, b: Vec, life: float, arc: float = 40.0,
                 lift: float = 0.4, ease: Callable[[float], float] = ease_in_out,
                 fade: bool = False) -> None:
        self.image, self.a, self.b, self.life = image, a, b, life
        self.arc, self.lift, self.ease, self.fade = arc, lift, ease, fade

    def draw(self, surface: pygame.Surface) -> None:
        u = min(1.0, self.elapsed / self.life) if self.life > 0 else 1.0
        x, y = lerp(self.a, self.b, self.ease(u))
        y -= hop(u) * self.arc
        image = self.image
        scale = 1.0 + self.lift * hop(u)
        if scale != 1.0:
            image = pygame.transform.smoothscale_by(image, scale)
        if self.fade:
            image = image.copy() if image is self.image else image
            image.set_alpha(round(255 * (1 - ease_in(u))))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


class _Floater(Floater):
    """A figure rising from a spot and fading: +32, pass."""

    LIFE = 1.2
    RISE = 34.0
    POP = 0.2
    GROW = 0.4
    FADE_AT = 0.6
    FADE_SPAN = 0.4


class _Smoke(Effect):
    """The cannon's puff: soft balls of smoke thrown along `direction`, growing and fading."""

    def __init__(self, puff: pygame.Surface, at: Vec, direction: Vec, size: float,
                 seed: int) -> None:
        rng = random.Random(seed)
        self.puff, self.life = puff, 1.6
        self.balls: list[tuple[Vec, Vec, float, float]] = []
        for _ in range(14):
            spread = rng.uniform(-0.7, 0.7)
            dx = direction[0] * math.cos(spread) - direction[1] * math.sin(spread)
            dy = direction[0] * math.sin(spread) + direction[1] * math.cos(spread)
            speed = rng.uniform(1.0, 3.6) * size
            self.balls.append((at, (dx * speed, dy * speed - size * 0.3),
                               rng.uniform(0.35, 0.8), rng.uniform(0.0, 0.12)))
        self.flash = at

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed
        if t < 0.12:
            r = round(30 * (1 - t / 0.12)) + 6
            pygame.draw.circle(surface, (255, 236, 150), self.flash, r)
            pygame.draw.circle(surface, (255, 160, 60), self.flash, r * 0.6)
        for (x, y), (vx, vy), scale, delay in self.balls:
            u = (t - delay) / (self.life - delay)
            if u <= 0 or u >= 1:
                continue
            drift = ease_out(u)
            image = pygame.transform.smoothscale_by(self.puff, scale * (0.4 + 1.2 * drift))
            image.set_alpha(round(220 * (1 - u) ** 1.3))
            pos = (x + vx * drift, y + vy * drift - 14 * u)
            surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))


class _Ring(Effect):
    """A gold ring bursting out of a spot: a marker has scored."""

    def __init__(self, at: Vec, radius: float, life: float = 0.55) -> None:
        self.at, self.radius, self.life = at, radius, life

    def draw(self, surface: pygame.Surface) -> None:
        u = min(1.0, self.elapsed / self.life)
        r = self.radius * (1.0 + 1.2 * ease_out(u))
        width = max(1, round(4 * (1 - u)))
        color = mix(theme.GOLD, theme.INK, u)
        pygame.draw.circle(surface, color, (round(self.at[0]), round(self.at[1])), round(r),
                           width)


class _Banner(Banner):
    """A ribbon that pops in, stays `hold` seconds and fades away."""

    POP = 0.26


# -- what the view shows ----------------------------------------------------------------------


@dataclass
class _Horse:
    """A horse as seen: where along its lanes (spaces; length + 1 is the deck chair)."""

    at: float = 0.0
    lane: float = 0.0
    lift: float = 0.0
    tilt: float = 0.0
    place: int = 0
    moving: bool = False


@dataclass
class _Marker:
    """A betting marker on the board: in its horse's column, or slid into a place column."""

    seat: int
    horse: int
    row: int
    place: int = 0
    slide: float = 0.0
    lost: bool = False


@dataclass
class _Button:
    rect: pygame.Rect
    kind: str
    value: int = -1


@dataclass
class _Prompt:
    """A human seat's decision: a marker (`bet`: horses then pass) or a horse for the roll."""

    seat: int
    mode: str
    submit: Callable[[Action], None]
    options: list[int]
    focus: int = 0
    roll: int = 0
    left: int = 0
    buttons: list[_Button] = field(default_factory=list)
    hover: _Button | None = None


PASS_OPTION = -1


# -- the view -------------------------------------------------------------------------------


class FavoritenView(GameView):
    """The Favoriten course, betting board, standings, dice tray and ticker."""

    def __init__(self, app: App, game: Game, header: Header) -> None:
        super().__init__(app, game, header)
        rules = game.rules  # type: ignore[attr-defined]
        self.rules = rules
        self.horses: tuple[str, ...] = tuple(rules.horses)
        self.colors: list[Color] = [hex_color(c, theme.INK) for c in rules.colors]
        self.tags = _letters(self.horses)
        self.length: int = rules.length
        self.places: int = rules.places
        self.points: list[list[int]] = [list(c) for c in rules.points]
        self.rows = max(len(c) for c in self.points)
        self.die: tuple[int, ...] = tuple(rules.die)
        self.per_seat: int = int(rules.markers)
        self.players = len(header.seats)
        self.names = [seat.name for seat in header.seats]
        self.humans = [seat.kind == "human" for seat in header.seats]
        self.spectator = not any(self.humans)
        self.races_total: int = int(getattr(game, "races", rules.races))
        self.commentator = Commentator(self.names, game)  # type: ignore[arg-type]
        board = load_document(header.board_text, header.board_name, BOARD_SCHEMA)
        deco = board.get("decoration") or {}
        self.grass = hex_color(deco.get("grass", "#4f9d3a"), (79, 157, 58))
        self.sand = hex_color(deco.get("track", "#d9b77a"), (217, 183, 122))
        self.ink = hex_color(deco.get("ink", "#fdf7e8"), (253, 247, 232))
        self.title = str(deco.get("title") or board.get("name") or "Favoriten")
        self._fit(board)
        self._layout_bets()
        self._layout_side()
        self.tray = DiceTray(self.tray_rect, seed=header.seed, colors=[(246, 242, 230)],
                             die_size=max(30, min(56, round(self.tray_rect.height * 0.32))))
        self._static: pygame.Surface | None = None
        self._static_cb: bool | None = None
        self._sprites: dict[tuple[int, int, bool], pygame.Surface] = {}
        self._tokens: dict[tuple[int, int, bool, str], pygame.Surface] = {}
        self._tags: dict[tuple[int, str, int], pygame.Surface] = {}
        self._ghosts: dict[tuple[int, int], pygame.Surface] = {}
        self._card_cache: tuple[tuple[int, str, bool], pygame.Surface] | None = None
        self._name_sizes: dict[tuple[str, int], int] = {}
        self._glow = render_glow(round(self.tok_h * 1.25), theme.GOLD, 190)
        self._focus_glow = render_glow(round(self.tok_h * 1.5), (255, 255, 255), 220)
        self._puff = render_puff(max(8, round(self.tok_h * 0.7)))
        self._small_crown = render_crown(13)
        shadow = pygame.Surface((round(self.tok_w * 0.9), round(self.tok_h * 0.34)),
                                pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 80), shadow.get_rect())
        self._shadow = shadow
        self._closed_shade = self._render_closed_shade()
        self._stamp: pygame.Surface | None = None
        # What the table shows.
        self.script: deque[Clip] = deque()
        self.effects: list[Effect] = []
        self.side_fx: list[Effect] = []
        self.flashes: list[list[Any]] = []
        self.banner: _Banner | None = None
        self.confetti: Confetti | None = None
        self.prompt: _Prompt | None = None
        self.ticker: list[str] = []
        self.ticker_slide = 0.0
        self._pending_lines: list[str] = []
        self._hooves_on = False
        self._hooves_idle = 0.0
        self._submitted: Action | None = None
        self._last_bet: dict[int, int] = {}
        self.cannon_kick = 0.0
        self.totals = [0] * self.players
        self.shown_totals = [0.0] * self.players
        self.history: list[list[int]] = []
        self.finishes: list[list[int]] = []
        self._reset_race(1)
        self.phase = "leader"

    # -- geometry --------------------------------------------------------------------------

    def _fit(self, board: dict[str, Any]) -> None:
        """Fit the board's course and betting board into the table; size horses to the lanes."""
        course = board["course"]
        lanes = {h: [layout(course["lanes"][h][0]), layout(course["lanes"][h][1])]
                 for h in self.horses}
        cannon = (float(course["cannon"][0]), float(course["cannon"][1]))
        chair = (float(course["deckchair"][0]), float(course["deckchair"][1]))
        bb = board["betting_board"]
        bet = (float(bb["origin"][0]), float(bb["origin"][1]), float(bb["size"][0]),
               float(bb["size"][1]))
        every = [lane for pair in lanes.values() for lane in pair]
        gaps: list[float] = []
        count = min(len(lane) for lane in every)
        for k in range(count):
            row = [lane[k] for lane in every]
            gaps.append(min(math.dist(a, b) for i, a in enumerate(row) for b in row[i + 1:]))
        steps = sorted(math.dist(lane[i], lane[i + 1]) for lane in every
                       for i in range(len(lane) - 1))
        pitch = max(1.0, steps[len(steps) // 2] if steps else 30.0)
        gap = max(6.0, min(min(gaps) if gaps else pitch, pitch * 2.2))
        band = gap * 0.44
        # The cannon points where the horses set off; the chair's podium stands across the
        # way the horses arrive.
        sx = sum(lane[1][0] - lane[0][0] for lane in every)
        sy = sum(lane[1][1] - lane[0][1] for lane in every)
        self._start_dir = unit(sx, sy)
        ends = [lane[-1] for lane in every]
        ex = sum(p[0] for p in ends) / len(ends)
        ey = sum(p[1] for p in ends) / len(ends)
        arrive = unit(chair[0] - ex, chair[1] - ey)
        if math.hypot(chair[0] - ex, chair[1] - ey) < gap:
            arrive = unit(sum(lane[-1][0] - lane[-2][0] for lane in every),
                           sum(lane[-1][1] - lane[-2][1] for lane in every))
        across = (-arrive[1], arrive[0])
        slots: list[Vec] = []
        for place in range(1, self.places + 1):
            k = place // 2 * (1 if place % 2 == 0 else -1)
            ahead = gap * 0.7 if place > 1 else 0.0
            slots.append((chair[0] + across[0] * k * gap * 1.5 + arrive[0] * ahead,
                          chair[1] + across[1] * k * gap * 1.5 + arrive[1] * ahead))
        pts: list[Vec] = []
        for lane in every:
            for x, y in lane:
                pts.extend([(x - gap, y - gap * 0.95), (x + gap, y + band)])
        r = gap * 1.15
        for x, y in (chair, *slots):
            pts.extend([(x - r, y - r * 1.1), (x + r, y + r * 0.7)])
        pts.append((chair[0] + gap * 2.0, chair[1]))  # the chair stands beside its winner
        r = gap * 1.7
        pts.extend([(cannon[0] - r, cannon[1] - r * 0.8), (cannon[0] + r, cannon[1] + r * 0.8)])
        pts.extend([(bet[0], bet[1]), (bet[0] + bet[2], bet[1] + bet[3])])
        left = min(x for x, _ in pts)
        right = max(x for x, _ in pts)
        top = min(y for _, y in pts)
        bottom = max(y for _, y in pts)
        inner = TABLE.inflate(-24, -24)
        # A board drawn for the whole canvas is squeezed into the table; the roomier direction
        # may scale up to a quarter more than the other, so lanes and circles grow.
        fx = inner.width / max(1.0, right - left)
        fy = inner.height / max(1.0, bottom - top)
        scale_x = min(fx, 1.25 * fy, 1.8)
        scale_y = min(fy, 1.25 * fx, 1.8)
        ox = inner.centerx - (left + right) / 2 * scale_x
        oy = inner.centery - (top + bottom) / 2 * scale_y

        def to_screen(p: Vec) -> Vec:
            return (ox + p[0] * scale_x, oy + p[1] * scale_y)

        self._to_screen = to_screen
        self.lane_paths = {h: course["lanes"][h] for h in self.horses}
        self.lanes: list[list[list[Vec]]] = [[[to_screen(p) for p in lanes[h][i]] for i in (0, 1)]
                                             for h in self.horses]
        screen = [lane for pair in self.lanes for lane in pair]
        near: list[float] = []
        for k in range(count):
            row = [lane[k] for lane in screen]
            near.append(min(math.dist(a, b) for i, a in enumerate(row) for b in row[i + 1:]))
        steps = sorted(math.dist(lane[i], lane[i + 1]) for lane in screen
                       for i in range(len(lane) - 1))
        pitch = max(1.0, steps[len(steps) // 2] if steps else 20.0)
        self.gap = max(5.0, min(min(near) if near else pitch, pitch * 2.2))
        self.band = max(4.0, self.gap * 0.44)
        self.cannon_pt = to_screen(cannon)
        self.chair_pt = to_screen(chair)
        self.slots = [to_screen(p) for p in slots]
        self.tok_h = max(14, min(60, round(self.gap * 1.15)))
        self.tok_w = round(self.tok_h * 1.6)
        x, y = to_screen((bet[0], bet[1]))
        self.bet_rect = pygame.Rect(round(x), round(y), round(bet[2] * scale_x),
                                    round(bet[3] * scale_y))

    def _point(self, h: int, lane: int, at: float) -> Vec:
        points = self.lanes[h][lane]
        at = max(0.0, min(float(len(points) - 1), at))
        i = min(int(at), len(points) - 2)
        return lerp(points[i], points[i + 1], at - i)

    def horse_pos(self, h: int, at: float, lane: float, place: int = 0) -> Vec:
        """Where horse `h` stands `at` spaces along, `lane` of the way to its second lane;
        past the last space it trots to its place's spot by the deck chair."""
        if at <= self.length:
            return lerp(self._point(h, 0, at), self._point(h, 1, at), lane)
        end = lerp(self._point(h, 0, self.length), self._point(h, 1, self.length), lane)
        slot = self.slots[min(max(place, 1), len(self.slots)) - 1]
        return lerp(end, slot, min(1.0, at - self.length))

    def _dir(self, h: int, at: float) -> Vec:
        points = self.lanes[h][0]
        k = max(0, min(len(points) - 2, int(at)))
        a, b = points[k], points[k + 1]
        return unit(b[0] - a[0], b[1] - a[1])

    def _layout_bets(self) -> None:
        """The betting board's columns: one per horse, then one per place; circles in a grid of
        as few sub-columns as fit, filled top left first."""
        rect = self.bet_rect
        n = len(self.horses) + self.places
        pad = max(4, round(rect.height * 0.04))
        gap = max(6, round(rect.width * 0.025))
        self.bet_header = max(16, min(30, round(rect.height * 0.16)))
        width = (rect.width - 2 * pad - gap) / n
        body = rect.height - self.bet_header - 2 * pad
        best = (0.0, 1, self.rows)
        for k in range(1, 7):
            lines = math.ceil(self.rows / k)
            pitch = min(width * 0.94 / k, body / lines)
            if pitch > best[0] + 0.5:
                best = (pitch, k, lines)
        pitch, k, lines = best
        self.circle_pitch = pitch
        self.circle_r = max(4, round(pitch * 0.42))
        self.grid_k = k
        self.col_rects: list[pygame.Rect] = []
        for c in range(n):
            left = rect.left + pad + c * width + (gap if c >= len(self.horses) else 0)
            self.col_rects.append(pygame.Rect(round(left + 2), rect.top + pad,
                                              round(width - 4), rect.height - 2 * pad))
        self._grid_top = rect.top + pad + self.bet_header + (body - lines * pitch) / 2

    def circle(self, column: int, row: int) -> Vec:
        """The centre of circle `row` (0 = top) of board column `column` (horses, then the
        place columns)."""
        rect = self.col_rects[column]
        k = self.grid_k
        col, line = row % k, row // k
        x = rect.centerx + (col - (k - 1) / 2) * self.circle_pitch
        y = self._grid_top + (line + 0.5) * self.circle_pitch
        return (x, y)

    def place_column(self, place: int) -> int:
        """The board column of `place` (1 = first)."""
        return len(self.horses) + place - 1

    def _layout_side(self) -> None:
        """Standings at the top of the side column (below the exhibition corner when every
        seat is AI), the dice tray at its bottom, the prompt between."""
        top = SIDE.top
        if self.spectator:
            top = max(SIDE.top, corner_rect(self.players).bottom + 10)
        self.side = pygame.Rect(SIDE.left, top, SIDE.width, SIDE.bottom - top)
        self.rows_top = self.side.top + 62
        room = self.side.height - 62 - 150 - 34 - (196 if not self.spectator else 0)
        self.row_h = max(20, min(32, room // self.players))
        rows_bottom = self.rows_top + self.row_h * self.players
        self.lead_y = rows_bottom + 16
        tray_h = max(110, min(170, self.side.bottom - 10 - (rows_bottom + 34)
                              - (196 if not self.spectator else 0)))
        self.tray_rect = pygame.Rect(self.side.left + 10, self.side.bottom - 10 - tray_h,
                                     self.side.width - 20, tray_h)
        self.card_rect = pygame.Rect(self.side.left + 8, rows_bottom + 32,
                                     self.side.width - 16,
                                     self.tray_rect.top - 8 - (rows_bottom + 32))

    def row_rect(self, seat: int) -> pygame.Rect:
        """The standings row of `seat`."""
        return pygame.Rect(self.side.left + 8, self.rows_top + seat * self.row_h,
                           self.side.width - 16, self.row_h - 2)

    def _columns(self) -> tuple[int, list[int], int]:
        """x of the markers, of each race's points (right edges) and of the total."""
        side = self.side
        total = side.right - 16
        races = self.races_total
        if races <= 4:
            step = 28 if races <= 3 else 24
            xs = [total - 52 - step * (races - 1 - i) for i in range(races)]
        else:
            xs = [total - 52]
        return side.left + 100, xs, total

    # -- model ------------------------------------------------------------------------------

    def _reset_race(self, race: int) -> None:
        self.race_no = race
        self.round = 0
        self.leader = -1
        self.current: int | None = None
        self.horse = [_Horse() for _ in self.horses]
        self.markers: list[_Marker] = []
        self.markers_left = [self.per_seat] * self.players
        self.closed = 0.0
        self.candidates: list[int] = []
        self.focus: int | None = None
        self.ghost: tuple[int, int] | None = None
        self.race_shown: list[float] | None = None
        self.callout: tuple[int, int, float] | None = None

    def _apply(self, obs: dict[str, Any]) -> None:
        """Make the table show the public observation `obs` (no animation)."""
        self.totals = list(obs["totals"])
        self.shown_totals = [float(t) for t in self.totals]
        self.history = [list(r["points"]) for r in obs["history"]]
        self.finishes = [[self.horses.index(n) for n in r["finish"]] for r in obs["history"]]
        self.races_total = int(obs["races"])
        self.race_no = int(obs["race"])
        self.phase = str(obs["phase"])
        self.leader = int(obs["leader"])
        self.round = int(obs["round"])
        self.markers_left = list(obs["markers"])
        finished = [self.horses.index(name) for name in obs["finished"]]
        for h, horse in enumerate(self.horse):
            horse.place = finished.index(h) + 1 if h in finished else 0
            horse.at = float(self.length + 1) if horse.place else float(obs["positions"][h])
            horse.lane = float(obs["lanes"][h])
            horse.lift = horse.tilt = 0.0
            horse.moving = False
        over = self.phase == "over"
        self.markers = []
        for name, seats in obs["columns"].items():
            h = self.horses.index(name)
            place = finished.index(h) + 1 if over and h in finished else 0
            for row, seat in enumerate(seats):
                self.markers.append(_Marker(int(seat), h, row, place, 1.0 if place else 0.0,
                                            lost=over and not place))
        self.closed = 1.0 if finished else 0.0
        self.current = obs["to_move"] if self.phase == "bet" else None
        self.candidates = ([self.horses.index(n) for n in obs["candidates"]]
                           if self.phase == "move" else [])
        if self.prompt is None:
            self.focus = None
            self.ghost = None
        self.race_shown = None
        self.callout = None

    def sync(self, state: State) -> None:
        obs = state.observation(None)
        self.script.clear()
        self.effects.clear()
        self.side_fx.clear()
        self.flashes.clear()
        self.banner = None
        self.confetti = None
        self.cannon_kick = 0.0
        self._pending_lines = []
        self._stop_hooves()
        self._reset_race(int(obs["race"]))
        self._apply(obs)
        self.commentator = Commentator(self.names, self.game)  # type: ignore[arg-type]
        self.commentator.roll = int(obs["roll"] or 0)
        self.commentator.roller = max(0, self.leader)
        if obs["roll"] is not None:
            self.tray.throw([int(obs["roll"])], faces=[self.die])
            while not self.tray.settled:
                self.tray.step()
        if not self.ticker and self.phase != "leader":
            doing = {"bet": "bets are open", "roll": "the leader has the die",
                     "move": "the leader picks a horse", "over": "all settled"}.get(self.phase, "")
            self._push_lines([f"Race {self.race_no} of {self.races_total} on the {self.title}: "
                              f"{doing}."])
            self.ticker_slide = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.script)

    def seat_note(self, seat: int) -> str:
        if not 0 <= seat < self.players:
            return ""
        left = self.markers_left[seat]
        crown = "♛ " if seat == self.leader else ""
        if self.closed and left:
            return crown + "void"
        return crown + "●" * left + "○" * max(0, self.per_seat - left)

    # -- turning events into clips ----------------------------------------------------------

    def _add(self, duration: float, start: Callable[[], None] | None = None,
             step: Callable[[float], None] | None = None,
             end: Callable[[], None] | None = None,
             until: Callable[[], bool] | None = None) -> None:
        self.script.append(Clip(duration, start, step, end, until))

    def _flush_lines(self) -> None:
        if self._pending_lines:
            lines = list(self._pending_lines)
            self._pending_lines = []
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
        submitted, self._submitted = self._submitted, None
        for i, event in enumerate(events):
            self._pending_lines.extend(self.commentator.lines([event]))
            if isinstance(event, ev.HorseMoved) and isinstance(step.action, Move) \
                    and i == 0 and step.action != submitted:
                self._q_think(self.horses.index(event.horse), event)
            self._queue(event, events[i + 1:])
            self._flush_lines()
        self._add(0.0, end=lambda: self._apply(obs))

    def _queue(self, event: Event, after: list[Event]) -> None:
        if isinstance(event, ev.RaceStarted):
            self._q_race_started(event)
        elif isinstance(event, ev.RoundStarted):
            self._q_round(event)
        elif isinstance(event, ev.MarkerPlaced):
            self._q_marker(event)
        elif isinstance(event, ev.Passed):
            self._q_passed(event.seat)
        elif isinstance(event, ev.DieRolled):
            self._q_throw(event, any(isinstance(e, ev.HorseMoved) for e in after[:1]))
        elif isinstance(event, ev.HorseMoved):
            finish = next((e for e in after[:1] if isinstance(e, ev.HorseFinished)), None)
            self._q_move(event, finish.place if finish is not None else 0)
        elif isinstance(event, ev.HorseFinished):
            self._q_finished(event)
        elif isinstance(event, ev.BettingClosed):
            self._q_closed()
        elif isinstance(event, ev.MarkersScored):
            self._q_scored(event)
        elif isinstance(event, ev.RaceEnded):
            self._q_race_ended(event)
        elif isinstance(event, ev.GameEnded):
            self._q_game_ended(event)

    # the start ------------------------------------------------------------------------------

    def _dirty(self) -> bool:
        return bool(self.markers) or any(h.at > 0 for h in self.horse)

    def _q_race_started(self, event: ev.RaceStarted) -> None:
        self._flush_lines()
        if self._dirty():
            self._q_clear()

        def start() -> None:
            kept = (self.totals, self.shown_totals, self.history, self.finishes)
            self._reset_race(event.race)
            self.totals, self.shown_totals, self.history, self.finishes = kept
            self.races_total = event.races
            self.leader = event.leader
            self.phase = "bet"
            self.cannon_kick = 1.0
            self._sound("whoosh")
            self._sound("crowd")
            muzzle = (self.cannon_pt[0] + self._start_dir[0] * self.tok_h * 0.9,
                      self.cannon_pt[1] + self._start_dir[1] * self.tok_h * 0.9 - 4)
            self.effects.append(_Smoke(self._puff, muzzle, self._start_dir, self.tok_h,
                                       seed=event.race * 31 + self.header.seed))
            title = f"RACE {event.race} OF {event.races}" if event.races > 1 else "RACE DAY!"
            self._banner(title, f"{self.names[event.leader]} leads the first round",
                         theme.PANEL_HI, CANNON)
            self.flashes.append([event.leader, theme.GOLD, 1.0, 1.0])

        def step(t: float) -> None:
            self.cannon_kick = max(0.0, 1 - t * 3)
            for horse in self.horse:
                horse.lift = hop(min(1.0, t * 2.2)) * self.tok_h * 0.5
                horse.tilt = 12 * hop(min(1.0, t * 2.2))

        def end() -> None:
            self.cannon_kick = 0.0
            for horse in self.horse:
                horse.lift = horse.tilt = 0.0

        self._add(CANNON, start=start, step=step, end=end)

    def _q_clear(self) -> None:
        """Sweep the finished race away: markers back to their seats, horses to the cannon."""
        moves: list[tuple[float, float, int]] = []

        def start() -> None:
            self._sound("shuffle")
            for marker in self.markers:
                a = self._marker_pos(marker)
                self.effects.append(_Flyer(self._token(marker.seat, self.marker_r), a,
                                           self._pip_pos(marker.seat, 0), CLEAR,
                                           arc=50, lift=0.2, fade=True))
            self.markers = []
            self.race_shown = None
            moves.clear()
            for horse in self.horse:
                moves.append((horse.at, horse.lane, horse.place))

        def step(t: float) -> None:
            e = ease_in_out(t)
            for horse, (at, lane, place) in zip(self.horse, moves, strict=False):
                horse.at = at * (1 - e)
                horse.place = place if horse.at > self.length else 0
                horse.lane = lane * (1 - e)
                horse.lift = abs(math.sin(t * math.pi * 4)) * self.tok_h * 0.15
            self.closed = max(0.0, 1 - t * 2) if self.closed else 0.0

        def end() -> None:
            for horse in self.horse:
                horse.at = horse.lane = horse.lift = 0.0
                horse.place = 0
            self.closed = 0.0

        self._add(CLEAR, start=start, step=step, end=end)

    def _q_round(self, event: ev.RoundStarted) -> None:
        def start() -> None:
            self.round = event.round
            changed = self.leader != event.leader
            self.leader = event.leader
            self.phase = "bet" if event.betting else "roll"
            self.candidates = []
            if changed and event.round > 1:
                self._sound("click")
                self.flashes.append([event.leader, theme.GOLD, 0.8, 0.8])

        self._add(ROUND if event.round > 1 else 0.0, start=start)

    # bets ----------------------------------------------------------------------------------

    def _q_marker(self, event: ev.MarkerPlaced) -> None:
        h = self.horses.index(event.horse)

        def start() -> None:
            seat = event.seat
            self.current = seat
            self._sound("coin")
            a = self._pip_pos(seat, max(0, self.markers_left[seat] - 1))
            self.markers_left[seat] = max(0, self.markers_left[seat] - 1)
            self.effects.append(_Flyer(self._token(seat, self.marker_r), a,
                                       self.circle(h, event.row), BET_FLY, arc=70, lift=0.35))

        def end() -> None:
            self.markers.append(_Marker(event.seat, h, event.row))
            self.callout = (h, event.row, 1.6)
            self._sound("click")

        self._add(BET_FLY, start=start, end=end)
        self._flush_lines()
        self._add(BET_HOLD)

    def _q_passed(self, seat: int) -> None:
        def start() -> None:
            self.current = seat
            self._sound("click")
            self._float(seat, "pass", theme.INK_DIM)

        self._add(PASS_BEAT, start=start)

    def _q_closed(self) -> None:
        def start() -> None:
            self._sound("bell")
            self._banner("BETTING CLOSED", "unused markers are void", (110, 104, 130),
                         CLOSED_BEAT, small=True)

        def step(t: float) -> None:
            self.closed = ease_out(t)

        self._add(CLOSED_BEAT, start=start, step=step)

    # the die and the moves ----------------------------------------------------------------

    def _q_throw(self, event: ev.DieRolled, forced: bool) -> None:
        def start() -> None:
            self.phase = "roll"
            self.current = None
            self.leader = event.seat
            self.candidates = [self.horses.index(n) for n in event.candidates]
            self.tray.throw([event.value], faces=[self.die])
            self._sound("dice")

        def end() -> None:
            self.phase = "move"
            x = self.tray_rect.right - 30
            figure = self.app.assets.text(str(event.value), 30, theme.GOLD, "condensed").copy()
            self.side_fx.append(_Floater(figure, (x, self.tray_rect.top + 26), life=0.9,
                                         rise=14))

        self._add(THROW_MAX, start=start, end=end, until=lambda: self.tray.settled)
        self._add(AFTER_THROW if not forced else AFTER_THROW + 0.2)

    def _q_think(self, h: int, event: ev.HorseMoved) -> None:
        """An AI leader (or a replay) weighs the candidates, then settles on one."""
        options = list(self.candidates) or [h]
        target = event.to_space

        def step(t: float) -> None:
            if t < 0.55 and len(options) > 1:
                self.focus = options[int(t / 0.55 * len(options) * 1.5) % len(options)]
                self.ghost = None
            else:
                self.focus = h
                self.ghost = (h, target)

        def end() -> None:
            self.ghost = None

        self._add(THINK if len(options) > 1 else THINK * 0.5, step=step, end=end)

    def _q_move(self, event: ev.HorseMoved, place: int) -> None:
        h = self.horses.index(event.horse)
        a = event.from_space
        b = min(event.to_space, self.length)
        finishing = event.to_space >= self.length
        hops = max(1, b - a)
        duration = hops * HOP + (CHAIR_HOP if finishing else 0.0)
        old_lane = 1.0 - event.lane
        new_lane = float(event.lane)

        def start() -> None:
            horse = self.horse[h]
            horse.moving = True
            horse.place = place
            self.focus = h
            self.ghost = None
            self.candidates = []

        def step(t: float) -> None:
            horse = self.horse[h]
            elapsed = t * duration
            run = hops * HOP
            if elapsed < run:
                u = elapsed / HOP
                i = min(hops - 1, int(u))
                f = u - i
                horse.at = a + (b - a) * (i + ease_in_out(f)) / hops
                horse.lift = hop(f) * self.tok_h * 0.5
                horse.tilt = 9 * math.sin(f * math.pi * 2)
                horse.lane = old_lane + (new_lane - old_lane) * ease_in_out(min(1.0, u))
            else:
                f = min(1.0, (elapsed - run) / CHAIR_HOP)
                horse.lane = new_lane
                horse.at = b + ease_in_out(f) * (1.0 if finishing else 0.0)
                horse.lift = hop(f) * self.tok_h * 0.9
                horse.tilt = 14 * hop(f)

        def end() -> None:
            horse = self.horse[h]
            horse.at = float(self.length + 1) if finishing else float(b)
            horse.lane, horse.lift, horse.tilt, horse.moving = new_lane, 0.0, 0.0, False
            if not finishing:
                self.focus = None

        self._add(duration, start=start, step=step, end=end)

    def _q_finished(self, event: ev.HorseFinished) -> None:
        h = self.horses.index(event.horse)

        def start() -> None:
            self.horse[h].place = event.place
            self.focus = None
            name = event.horse.upper()
            x, y = self.slots[min(event.place, len(self.slots)) - 1]
            avoid = [pygame.Rect(round(x - 80), round(y - 60), 160, 120)]
            if event.place == 1:
                self._stop_hooves()
                self._sound("fanfare")
                self._banner(f"{name} WINS!", "first into the deck chair",
                             darken(self.colors[h], 0.2), WIN_HOLD - 0.4,
                             ink=theme.INK if luminance(self.colors[h]) < 150 else theme.BG_DEEP,
                             avoid=avoid)
                self.confetti = Confetti(TABLE, seed=self.race_no * 7 + self.header.seed,
                                         count=30, colors=(self.colors[h], *CONFETTI))
                self.confetti.burst((x, y), count=90, speed=800.0, spread=70.0)
            else:
                self._sound("crowd")
                self._banner(f"{name} {PLACE_NAMES[min(event.place, 5) - 1].upper()}", "",
                             darken(PLACE_COLORS[min(event.place, 5) - 1], 0.35),
                             PLACE_HOLD - 0.3, small=True, avoid=avoid)

        self._add(WIN_HOLD if event.place == 1 else PLACE_HOLD, start=start)

    # the end of a race ----------------------------------------------------------------------

    def _q_scored(self, event: ev.MarkersScored) -> None:
        h = self.horses.index(event.horse)
        place = event.place

        gains = [0] * self.players
        for seat, won in zip(event.seats, event.points, strict=False):
            gains[seat] += won
        base: list[float] = []

        def start() -> None:
            self.phase = "scored"
            if self.race_shown is None:
                self.race_shown = [0.0] * self.players
            base[:] = self.race_shown
            if event.seats:
                self._sound("whoosh")
            for marker in self.markers:
                if marker.horse == h:
                    marker.place = place

        def step(t: float) -> None:
            for marker in self.markers:
                if marker.horse == h:
                    marker.slide = ease_in_out(t)
            count = ease_out(max(0.0, t - 0.5) * 2)
            self.race_shown = [b + g * count for b, g in zip(base, gains, strict=False)]

        def end() -> None:
            for marker in self.markers:
                if marker.horse == h:
                    marker.slide = 1.0
                    self.effects.append(_Ring(self._marker_pos(marker), self.marker_r))
            if event.seats:
                self._sound("coin")
            if place >= self.places:
                scored = {m.horse for m in self.markers if m.place}
                for marker in self.markers:
                    marker.lost = marker.horse not in scored

        self._add(SLIDE if event.seats else 0.25, start=start, step=step, end=end)
        self._add(SLIDE_GAP)

    def _q_race_ended(self, event: ev.RaceEnded) -> None:
        before = list(self.totals)

        def start() -> None:
            self.race_shown = [float(p) for p in event.points]
            self.phase = "scored"
            for marker in self.markers:
                marker.lost = marker.place == 0
            if any(event.points):
                self._sound("coin")
            for seat, won in enumerate(event.points):
                if won:
                    self.flashes.append([seat, theme.GOLD, COUNT + 0.4, COUNT + 0.4])

        def step(t: float) -> None:
            e = ease_out(t)
            self.shown_totals = [b + p * e for b, p in zip(before, event.points, strict=False)]

        def end() -> None:
            self.totals = list(event.totals)
            self.shown_totals = [float(t) for t in event.totals]
            self.history = [*self.history[:event.race - 1], list(event.points)]
            self.finishes = [*self.finishes[:event.race - 1],
                             [self.horses.index(n) for n in event.finish]]
            self.race_shown = None

        self._add(COUNT, start=start, step=step, end=end)
        self._add(RACE_HOLD)

    def _q_game_ended(self, event: ev.GameEnded) -> None:
        def start() -> None:
            best = min(event.placing) if event.placing else 1
            top = [self.names[s] for s, p in enumerate(event.placing) if p == best]
            self.phase = "over"
            self._sound("fanfare")
            self._banner("GAME OVER", "Champion of the turf: " + " & ".join(top),
                         theme.PANEL_HI, GAME_HOLD + 0.8)
            colors = [theme.SEAT_COLORS[s % len(theme.SEAT_COLORS)]
                      for s, p in enumerate(event.placing) if p == best]
            self.confetti = Confetti(TABLE, seed=99, count=90,
                                     colors=(*colors, theme.GOLD, theme.INK))

        self._add(GAME_HOLD, start=start)

    # small helpers -----------------------------------------------------------------------

    def _sound(self, name: str) -> None:
        self.app.sounds.play(name)

    def _stop_hooves(self) -> None:
        if self._hooves_on:
            self.app.sounds.stop("hooves")
        self._hooves_on = False
        self._hooves_idle = 0.0

    def _banner(self, title: str, sub: str, color: Color, hold: float, *, small: bool = False,
                ink: Color = theme.INK, avoid: Sequence[pygame.Rect] = ()) -> None:
        """A ribbon over the course, placed where it hides the fewest horses."""
        image = render_banner(self.app.assets, title, sub, color, ink, title_size=54,
                              sub_size=21, pad_x=80, pad_y=24, top=11)
        if small:
            image = pygame.transform.smoothscale_by(image, 0.6)
        if image.get_width() > TABLE.width - 20:
            image = pygame.transform.smoothscale_by(image, (TABLE.width - 20) / image.get_width())
        rects = list(avoid) + [self._horse_rect(h) for h in range(len(self.horses))]
        half_w, half_h = image.get_width() / 2, image.get_height() / 2
        course_bottom = min(self.bet_rect.top, TABLE.bottom) - half_h - 4
        cx = TABLE.centerx
        top = TABLE.top + 10 + half_h
        candidates = [(cx, (top + course_bottom) / 2), (cx, top), (cx, course_bottom),
                      (cx - TABLE.width / 4, (top + course_bottom) / 2),
                      (cx + TABLE.width / 4, (top + course_bottom) / 2)]
        candidates = [(max(TABLE.left + half_w, min(TABLE.right - half_w, x)), y)
                      for x, y in candidates]

        def hidden(center: Vec) -> int:
            rect = image.get_rect(center=(round(center[0]), round(center[1])))
            return sum(rect.clip(o).width * rect.clip(o).height for o in rects)

        self.banner = _Banner(image, min(candidates, key=hidden), hold)

    def _horse_rect(self, h: int) -> pygame.Rect:
        horse = self.horse[h]
        x, y = self.horse_pos(h, horse.at, horse.lane, horse.place)
        rect = pygame.Rect(0, 0, self.tok_w + 8, self.tok_h + 8)
        rect.center = (round(x), round(y - self.tok_h * 0.3))
        return rect

    def _float(self, seat: int, words: str, color: Color) -> None:
        row = self.row_rect(seat)
        image = self.app.assets.text(words, 16, color, "bold").copy()
        self.side_fx.append(_Floater(image, (self._columns()[0] + 20, row.centery), life=0.9,
                                     rise=self.row_h * 0.8))
        self.flashes.append([seat, color, 0.6, 0.6])

    def _pip_pos(self, seat: int, index: int) -> Vec:
        """Where marker `index` of `seat` waits in the standings."""
        row = self.row_rect(seat)
        spacing = min(12.0, 36.0 / max(1, self.per_seat))
        return (self._columns()[0] + 7 + index * spacing, row.centery)

    def _marker_pos(self, marker: _Marker) -> Vec:
        a = self.circle(marker.horse, marker.row)
        if not marker.place:
            return a
        b = self.circle(self.place_column(marker.place), marker.row)
        x, y = lerp(a, b, marker.slide)
        return (x, y - hop(marker.slide) * self.circle_pitch * 0.8)

    @property
    def marker_r(self) -> int:
        """The radius of a marker on the board."""
        return max(6, round(self.circle_pitch * 0.46))

    # -- caches -----------------------------------------------------------------------------

    def _token(self, seat: int, radius: int, look: str = "") -> pygame.Surface:
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

    def _sprite(self, h: int, angle: int) -> pygame.Surface:
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
                base = render_horse(self.app.assets, self.colors[h], self.tok_h, self.tags[h],
                                    cb, mirror)
                self._sprites[base_key] = base
            image = base if turn == 0 else pygame.transform.rotozoom(base, turn, 1.0)
            self._sprites[key] = image
        return image

    def _tag(self, h: int, words: str, size: int = 14) -> pygame.Surface:
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

    # -- human input --------------------------------------------------------------------------

    def begin_input(self, seat: int, state: State, submit: Callable[[Action], None]) -> None:
        obs = state.observation(seat)
        if obs["phase"] == "move":
            options = [self.horses.index(n) for n in obs["candidates"]]
            prompt = _Prompt(seat, "move", submit, options, roll=int(obs["roll"]))
            self.candidates = list(options)
        else:
            options = [*range(len(self.horses)), PASS_OPTION]
            prompt = _Prompt(seat, "bet", submit, options, left=int(obs["markers"][seat]))
            last = self._last_bet.get(seat, 0)
            prompt.focus = options.index(last) if last in options else 0
            self.current = seat
        self.prompt = prompt
        self._layout_prompt(prompt)
        self._focus_changed(prompt)

    def end_input(self) -> None:
        self.prompt = None
        self.focus = None
        self.ghost = None

    def _layout_prompt(self, prompt: _Prompt) -> None:
        card = self.card_rect
        buttons: list[_Button] = []
        if prompt.mode == "bet":
            for c, h in enumerate(range(len(self.horses))):
                buttons.append(_Button(self.col_rects[c], "column", h))
            half = (card.width - 30) // 2
            y = card.bottom - 46
            buttons.append(_Button(pygame.Rect(card.left + 10, y, half, 36), "confirm"))
            buttons.append(_Button(pygame.Rect(card.left + 20 + half, y, half, 36), "pass",
                                   PASS_OPTION))
        else:
            per_row = 2
            width = (card.width - 30) // per_row
            for i, h in enumerate(prompt.options):
                r, c = divmod(i, per_row)
                rect = pygame.Rect(card.left + 10 + c * (width + 10), card.top + 66 + r * 38,
                                   width, 32)
                buttons.append(_Button(rect, "chip", h))
        prompt.buttons = buttons

    def _focus_changed(self, prompt: _Prompt) -> None:
        choice = prompt.options[prompt.focus]
        if prompt.mode == "move":
            self.focus = choice
            self.ghost = (choice, int(self.horse[choice].at) + prompt.roll)
        else:
            self.focus = None if choice == PASS_OPTION else choice

    def _next_row(self, h: int) -> int:
        return sum(1 for m in self.markers if m.horse == h)

    def _confirm(self, prompt: _Prompt) -> None:
        self._sound("click")
        choice = prompt.options[prompt.focus]
        action: Action
        if prompt.mode == "move":
            action = Move(self.horses[choice])
        else:
            self._last_bet[prompt.seat] = choice
            action = Pass() if choice == PASS_OPTION else BetOn(self.horses[choice])
        self._submitted = action
        prompt.submit(action)

    def command(self, command: Command) -> bool:
        prompt = self.prompt
        if prompt is None:
            return False
        step = {Command.LEFT: -1, Command.RIGHT: 1, Command.UP: -1, Command.DOWN: 1,
                Command.NEXT: 1, Command.PREVIOUS: -1}.get(command)
        if step is not None:
            prompt.focus = (prompt.focus + step) % len(prompt.options)
            self._focus_changed(prompt)
            self._sound("click")
            return True
        if command is Command.CONFIRM:
            self._confirm(prompt)
            return True
        return False

    def _hit(self, prompt: _Prompt, pos: tuple[int, int]) -> _Button | None:
        for button in prompt.buttons:
            if button.rect.collidepoint(pos):
                return button
        if prompt.mode == "move":
            for h in prompt.options:
                horse = self.horse[h]
                ghost = pygame.Rect(0, 0, self.tok_w, self.tok_h + 6)
                ghost.center = [round(v) for v in self.horse_pos(
                    h, min(horse.at + prompt.roll, self.length + 1.0), 1 - horse.lane,
                    self._next_place())]
                if self._horse_rect(h).collidepoint(pos) or (
                        self.ghost and self.ghost[0] == h and ghost.collidepoint(pos)):
                    return _Button(self._horse_rect(h), "horse", h)
        return None

    def pointer(self, pointer: Pointer) -> bool:
        prompt = self.prompt
        if prompt is None:
            return False
        hit = self._hit(prompt, pointer.pos)
        if pointer.kind == "move":
            prompt.hover = hit
            if hit is not None and hit.value in prompt.options and hit.kind != "confirm":
                index = prompt.options.index(hit.value)
                if index != prompt.focus:
                    prompt.focus = index
                    self._focus_changed(prompt)
            return hit is not None
        if pointer.kind != "down" or pointer.button != 1 or hit is None:
            return False
        if hit.kind != "confirm":
            if hit.value not in prompt.options:
                return True
            prompt.focus = prompt.options.index(hit.value)
            self._focus_changed(prompt)
        self._confirm(prompt)
        return True

    def _next_place(self) -> int:
        return 1 + sum(1 for h in self.horse if h.place)

    # -- update ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        real = dt / self.speed if self.speed > 0 else dt
        self._run_script(dt)
        self.tray.update(dt)
        self.effects = [e for e in self.effects if e.update(dt)]
        self.side_fx = [e for e in self.side_fx if e.update(dt)]
        for flash in self.flashes:
            flash[2] -= dt
        self.flashes = [f for f in self.flashes if f[2] > 0]
        if self.callout is not None:
            h, row, left = self.callout
            self.callout = (h, row, left - dt) if left - dt > 0 else None
        if self.banner is not None and not self.banner.update(dt):
            self.banner = None
        if self.confetti is not None:
            self.confetti.update(min(real, 0.05))
            if self.confetti.done:
                self.confetti = None
        self.ticker_slide = max(0.0, self.ticker_slide - real * 5)
        if any(h.moving for h in self.horse):
            self._hooves_idle = 0.0
            if not self._hooves_on:
                self.app.sounds.loop("hooves")
                self._hooves_on = True
        elif self._hooves_on:
            self._hooves_idle += dt
            if self._hooves_idle > HOOVES_TAIL:
                self._stop_hooves()

    def _run_script(self, dt: float) -> None:
        while self.script:
            clip = self.script[0]
            if not clip.started:
                clip.started = True
                if clip.start is not None:
                    clip.start()
            clip.elapsed += dt
            done = clip.until is not None and clip.until()
            if clip.elapsed < clip.duration and not done:
                if clip.step is not None:
                    clip.step(clip.elapsed / clip.duration)
                return
            dt = max(0.0, clip.elapsed - clip.duration)
            if clip.step is not None:
                clip.step(1.0)
            if clip.end is not None:
                clip.end()
            if self.script and self.script[0] is clip:
                self.script.popleft()

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        cb = bool(self.app.settings.colour_blind)
        if self._static is None or self._static_cb != cb:
            self._static = self._build_static(cb)
            self._static_cb = cb
        surface.blit(self._static, (0, 0))
        if self.cannon_kick > 0:
            self._draw_cannon_kick(surface)
        self._draw_board(surface)
        self._draw_horses(surface)
        for effect in self.effects:
            effect.draw(surface)
        if self.confetti is not None:
            self.confetti.draw(surface)
        if self.banner is not None:
            self.banner.draw(surface)
        self._draw_side(surface)
        self._draw_ticker(surface)

    # the static layer ------------------------------------------------------------------------

    def _build_static(self, cb: bool) -> pygame.Surface:
        """Everything that never moves: stage, grass, sand lanes, cannon, deck chair, betting
        board with its circles and numbers, the side panel's frame, the ticker's frame."""
        assets = self.app.assets
        surf = pygame.Surface(theme.CANVAS).convert()
        w, h = theme.CANVAS
        for y in range(0, h, 4):
            surf.fill(mix(theme.BG, theme.BG_DEEP, y / h), (0, y, w, 4))
        self._draw_grass(surf)
        layer = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        for h_index in range(len(self.horses)):
            self._draw_strip(layer, h_index)
        surf.blit(layer, (0, 0))
        for h_index in range(len(self.horses)):
            self._draw_strip_marks(surf, h_index, cb)
        chair = render_chair(round(self.tok_h * 1.2))
        surf.blit(chair, chair.get_rect(midbottom=(round(self.chair_pt[0] + self.tok_h * 0.95),
                                                   round(self.chair_pt[1] + self.tok_h * 0.55))))
        self._draw_podium_marks(surf)
        angle = math.degrees(math.atan2(-self._start_dir[1], self._start_dir[0]))
        self._cannon_img = render_cannon(round(self.tok_h * 2.0), angle)
        surf.blit(self._cannon_img, self._cannon_img.get_rect(center=self._cannon_at(0.0)))
        self._draw_bet_board(surf, cb)
        # The side panel and ticker frames.
        panel(surf, self.side, theme.PANEL, theme.PANEL_EDGE, radius=14, alpha=240)
        self._draw_side_frame(surf)
        panel(surf, TICKER, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=235)
        badge = pygame.Rect(TICKER.left + 10, TICKER.top + 10, 86, 22)
        pygame.draw.rect(surf, theme.GREEN, badge, border_radius=6)
        text(surf, assets, "CALLER", 14, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        text(surf, assets, "● LIVE", 12, theme.RED, (badge.centerx, badge.bottom + 12),
             anchor="center", kind="bold", shadow=False)
        return surf

    def _cannon_at(self, kick: float) -> tuple[int, int]:
        x, y = self.cannon_pt
        back = kick * self.tok_h * 0.35
        return (round(x - self._start_dir[0] * back), round(y - self._start_dir[1] * back))

    def _draw_grass(self, surf: pygame.Surface) -> None:
        grass = self.grass
        body = pygame.Surface(TABLE.size, pygame.SRCALPHA)
        stripe = max(24, TABLE.width // 16)
        for i, x in enumerate(range(0, TABLE.width, stripe)):
            color = lighten(grass, 0.06) if i % 2 else darken(grass, 0.04)
            body.fill(color, (x, 0, stripe, TABLE.height))
        mask = pygame.Surface(TABLE.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=16)
        body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.rect(surf, (0, 0, 0), TABLE.move(3, 6), border_radius=16)
        surf.blit(body, TABLE.topleft)
        pygame.draw.rect(surf, darken(grass, 0.45), TABLE, 4, border_radius=16)
        rail = TABLE.inflate(-14, -14)
        pygame.draw.rect(surf, (250, 250, 246), rail, 2, border_radius=12)

    def _samples(self, h: int, lane: int) -> list[Vec]:
        path = self.lane_paths[self.horses[h]][lane]
        fine = layout({**path, "spaces": max(2, 6 * (self.length + 1))})
        return [self._to_screen(p) for p in fine]

    def _draw_strip(self, layer: pygame.Surface, h: int) -> None:
        """One horse's two lanes as a strip of sand (the grass shows between horses)."""
        a, b = self._samples(h, 0), self._samples(h, 1)
        sand = self.sand
        edge = darken(sand, 0.28)
        r = self.band
        for x, y in a + b:
            pygame.draw.circle(layer, (*edge, 255), (x, y), r + 2)
        for i in range(len(a) - 1):
            pygame.draw.polygon(layer, (*edge, 255), [a[i], a[i + 1], b[i + 1], b[i]])
        for x, y in a + b:
            pygame.draw.circle(layer, (*sand, 255), (x, y), r)
        for i in range(len(a) - 1):
            pygame.draw.polygon(layer, (*sand, 255), [a[i], a[i + 1], b[i + 1], b[i]])
        # A tint of the horse's colour at the start, fading out.
        color = self.colors[h]
        reach = min(len(a), max(2, len(a) // 9))
        for i in range(reach):
            alpha = round(120 * (1 - i / reach))
            for x, y in (a[i], b[i]):
                pygame.draw.circle(layer, (*mix(sand, color, 0.7), alpha), (x, y), r * 0.9)

    def _draw_strip_marks(self, surf: pygame.Surface, h: int, cb: bool) -> None:
        assets = self.app.assets
        ink = darken(self.sand, 0.45)
        lanes = self.lanes[h]
        mid = [lerp(p, q, 0.5) for p, q in zip(lanes[0], lanes[1], strict=False)]
        # The dashed divider between the two lanes.
        for k in range(1, self.length):
            if k % 6 and k % 2 == 0:
                pygame.draw.line(surf, lighten(self.sand, 0.3), mid[k], mid[k + 1], 2)
        for k in range(1, self.length):
            for lane in lanes:
                x, y = lane[k]
                big = k % 6 == 0
                pygame.draw.circle(surf, ink if big else mix(self.sand, ink, 0.55), (x, y),
                                   3 if big else 2)
        for k in range(6, self.length, 6):
            label = assets.text(str(k), max(10, round(self.band * 0.9)), ink, "condensed")
            surf.blit(label, label.get_rect(center=(round(mid[k][0]), round(mid[k][1]))))
        # The start line and the chequered finish across the strip.
        self._cross_line(surf, h, 0, None)
        self._cross_line(surf, h, self.length, "chequer")
        # The horse's name painted in its lane near the start.
        x, y = lerp(mid[1], mid[3], 0.5) if self.length > 3 else mid[0]
        name = self.horses[h].upper() if not cb else f"{self.tags[h]} · {self.horses[h].upper()}"
        size = max(10, round(self.band * 0.95))
        label = assets.text(name, size, darken(self.colors[h], 0.3), "condensed")
        if luminance(self.colors[h]) > 200:
            label = assets.text(name, size, darken(self.sand, 0.55), "condensed")
        d = self._dir(h, 2)
        angle = math.degrees(math.atan2(-d[1], d[0]))
        if abs(angle) > 90:
            angle += 180
        image = pygame.transform.rotozoom(label, angle, 1.0) if abs(angle) > 2 else label
        image = image.copy()
        image.set_alpha(170)
        surf.blit(image, image.get_rect(center=(round(x), round(y))))

    def _cross_line(self, surf: pygame.Surface, h: int, k: int, kind: str | None) -> None:
        a, b = self.lanes[h][0][k], self.lanes[h][1][k]
        d = self._dir(h, min(k, self.length - 1))
        nx, ny = unit(b[0] - a[0], b[1] - a[1])
        if abs(nx) + abs(ny) < 1e-6:
            nx, ny = -d[1], d[0]
        r = self.band
        p0 = (a[0] - nx * r, a[1] - ny * r)
        p1 = (b[0] + nx * r, b[1] + ny * r)
        if kind is None:
            pygame.draw.line(surf, (250, 250, 246), p0, p1, 3)
            return
        length = math.dist(p0, p1)
        q = max(4.0, r / 2.5)
        count = max(2, round(length / q))
        q = length / count
        for row in range(count):
            for col in range(2):
                shade = (245, 245, 245) if (row + col) % 2 == 0 else (24, 24, 30)
                o = row * q
                c = -q + col * q
                corners = [(p0[0] + nx * (o + v) + d[0] * (c + u),
                            p0[1] + ny * (o + v) + d[1] * (c + u))
                           for u, v in ((0, 0), (q, 0), (q, q), (0, q))]
                pygame.draw.polygon(surf, shade, corners)

    def _draw_podium_marks(self, surf: pygame.Surface) -> None:
        """Numbered spots by the deck chair for the placed horses."""
        assets = self.app.assets
        for place, (x, y) in enumerate(self.slots, start=1):
            if place == 1:
                continue
            spot = pygame.Rect(0, 0, round(self.tok_w * 0.8), round(self.tok_h * 0.45))
            spot.center = (round(x), round(y + self.tok_h * 0.32))
            color = PLACE_COLORS[min(place, 5) - 1]
            pygame.draw.ellipse(surf, darken(self.grass, 0.25), spot.move(0, 2))
            pygame.draw.ellipse(surf, mix(self.grass, color, 0.6), spot)
            label = assets.text(str(place), max(10, spot.height - 2), darken(color, 0.6),
                                "condensed")
            surf.blit(label, label.get_rect(center=spot.center))

    def _draw_bet_board(self, surf: pygame.Surface, cb: bool) -> None:
        assets = self.app.assets
        rect = self.bet_rect
        wood = (118, 72, 40)
        pygame.draw.rect(surf, (0, 0, 0), rect.move(3, 5), border_radius=12)
        pygame.draw.rect(surf, wood, rect, border_radius=12)
        inner = rect.inflate(-6, -6)
        pygame.draw.rect(surf, (246, 236, 210), inner, border_radius=9)
        pygame.draw.rect(surf, darken(wood, 0.3), rect, 2, border_radius=12)
        head = self.bet_header
        r = self.circle_r
        for c, col in enumerate(self.col_rects):
            is_horse = c < len(self.horses)
            color = self.colors[c] if is_horse else PLACE_COLORS[min(c - len(self.horses), 4)]
            tint = mix((246, 236, 210), color, 0.22 if is_horse else 0.3)
            pygame.draw.rect(surf, tint, col, border_radius=8)
            cap = pygame.Rect(col.left, col.top, col.width, head)
            pygame.draw.rect(surf, color, cap, border_top_left_radius=8,
                             border_top_right_radius=8)
            pygame.draw.rect(surf, darken(color, 0.45), col, 1, border_radius=8)
            ink = theme.BG_DEEP if luminance(color) > 150 else theme.INK
            if is_horse:
                words = self.horses[c].upper()
                if cb:
                    words = f"{self.tags[c]}·{words}" if len(self.tags[c]) == 1 else words
            else:
                words = PLACE_NAMES[min(c - len(self.horses), 4)].upper()
            size = fit_text(assets, words, max(10, min(16, head - 4)), col.width - 6,
                            "condensed")
            label = assets.text(words, size, ink, "condensed")
            surf.blit(label, label.get_rect(center=cap.center))
            for row in range(self.rows):
                x, y = self.circle(c, row)
                if is_horse:
                    pygame.draw.circle(surf, lighten(color, 0.55), (x, y), r)
                    pygame.draw.circle(surf, darken(color, 0.35), (x, y), r, 2)
                else:
                    place = c - len(self.horses)
                    column = self.points[place] if place < len(self.points) else []
                    value = column[row] if row < len(column) else 0
                    pygame.draw.circle(surf, lighten(color, 0.6), (x, y), r)
                    pygame.draw.circle(surf, darken(color, 0.45), (x, y), r, 2)
                    size = max(8, round(r * (1.15 if value < 10 else 0.95)))
                    number = assets.text(str(value), size, darken(color, 0.7), "condensed")
                    surf.blit(number, number.get_rect(center=(round(x), round(y) + 1)))
        # A gold arrow between the horses and the place columns: markers slide that way.
        first = self.col_rects[len(self.horses)]
        last = self.col_rects[len(self.horses) - 1]
        ax = (last.right + first.left) / 2
        ay = first.top + head / 2
        pygame.draw.polygon(surf, (150, 110, 40),
                            [(ax - 4, ay - 6), (ax + 4, ay), (ax - 4, ay + 6)])

    def _render_closed_shade(self) -> pygame.Surface:
        """The grey laid over the horses' columns once betting has closed."""
        rect = self.bet_rect
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        for c in range(len(self.horses)):
            col = self.col_rects[c].move(-rect.left, -rect.top)
            col.top += self.bet_header
            col.height -= self.bet_header
            pygame.draw.rect(shade, (90, 88, 96, 150), col, border_bottom_left_radius=8,
                             border_bottom_right_radius=8)
        return shade

    def _draw_side_frame(self, surf: pygame.Surface) -> None:
        assets = self.app.assets
        side = self.side
        text(surf, assets, "STANDINGS", 20, theme.GOLD, (side.left + 14, side.top + 8),
             kind="condensed")
        y = self.rows_top - 15
        x_markers, xs, x_total = self._columns()
        text(surf, assets, "LEFT", 10, theme.INK_FAINT, (x_markers, y), kind="bold",
             shadow=False)
        if len(xs) > 1:
            for i, x in enumerate(xs):
                text(surf, assets, f"R{i + 1}", 10, theme.INK_FAINT, (x, y), anchor="topright",
                     kind="bold", shadow=False)
        else:
            text(surf, assets, "RACE", 10, theme.INK_FAINT, (xs[0], y), anchor="topright",
                 kind="bold", shadow=False)
        text(surf, assets, "TOTAL", 10, theme.INK_FAINT, (x_total, y), anchor="topright",
             kind="bold", shadow=False)
        pygame.draw.line(surf, theme.PANEL_EDGE, (side.left + 10, self.rows_top - 3),
                         (side.right - 10, self.rows_top - 3), 1)

    # the moving parts ----------------------------------------------------------------------

    def _draw_cannon_kick(self, surface: pygame.Surface) -> None:
        """While the cannon recoils, draw it over its resting place (grass first)."""
        rect = self._cannon_img.get_rect(center=self._cannon_at(0.0))
        if self._static is not None:
            surface.blit(self._static, rect, rect)
        kick = ease_out(self.cannon_kick)
        surface.blit(self._cannon_img, self._cannon_img.get_rect(center=self._cannon_at(kick)))

    def _draw_board(self, surface: pygame.Surface) -> None:
        rect = self.bet_rect
        if self.closed > 0:
            self._closed_shade.set_alpha(round(255 * self.closed))
            surface.blit(self._closed_shade, rect.topleft)
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        prompt = self.prompt
        row_light: tuple[int, float] | None = None
        if prompt is not None and prompt.mode == "bet":
            choice = prompt.options[prompt.focus]
            if choice != PASS_OPTION:
                col = self.col_rects[choice]
                pygame.draw.rect(surface, theme.BG_DEEP, col.inflate(10, 10), 2,
                                 border_radius=12)
                pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, pulse * 0.5),
                                 col.inflate(7, 7), 4, border_radius=11)
                row = self._next_row(choice)
                if row < self.rows:
                    row_light = (row, 1.0)
        elif self.callout is not None:
            row_light = (self.callout[1], min(1.0, self.callout[2] / 0.4))
        if row_light is not None:
            row, strength = row_light
            for place in range(1, self.places + 1):
                x, y = self.circle(self.place_column(place), row)
                ring = mix(theme.PINK, theme.GOLD, pulse)
                pygame.draw.circle(surface, ring, (round(x), round(y)), self.circle_r + 3,
                                   max(2, round(3 * strength)))
        r = self.marker_r
        assets = self.app.assets
        for marker in self.markers:
            x, y = self._marker_pos(marker)
            won = marker.place > 0 and marker.slide >= 1.0
            token = self._token(marker.seat, r, "won" if won else "lost" if marker.lost else "")
            surface.blit(token, token.get_rect(center=(round(x), round(y))))
            if won:
                # The number in the circle under the marker is what it won.
                column = self.points[marker.place - 1] if marker.place <= len(self.points) else []
                value = column[marker.row] if marker.row < len(column) else 0
                size = max(10, round(r * (1.25 if value < 10 else 1.05)))
                text(surface, assets, str(value), size, theme.INK, (x, y + 1), anchor="center",
                     kind="condensed")
        if prompt is not None and prompt.mode == "bet":
            choice = prompt.options[prompt.focus]
            if choice != PASS_OPTION:
                row = self._next_row(choice)
                if row < self.rows:
                    token = self._token(prompt.seat, r)
                    token.set_alpha(round(120 + 120 * pulse))
                    x, y = self.circle(choice, row)
                    surface.blit(token, token.get_rect(center=(round(x), round(y))))
                    token.set_alpha(255)
                    self._draw_win_callout(surface, choice, row)
        elif self.callout is not None:
            self._draw_win_callout(surface, self.callout[0], self.callout[1])
        if self.closed >= 1.0 and self.phase not in ("scored", "over"):
            self._draw_closed_stamp(surface)

    def _draw_win_callout(self, surface: pygame.Surface, h: int, row: int) -> None:
        """What a marker in `row` of horse `h` would win in each place."""
        assets = self.app.assets
        parts = []
        for place in range(1, self.places + 1):
            column = self.points[place - 1] if place - 1 < len(self.points) else []
            parts.append(str(column[row] if row < len(column) else 0))
        words = " / ".join(parts)
        label = assets.text(words, 15, theme.BG_DEEP, "bold")
        box = pygame.Rect(0, 0, label.get_width() + 16, label.get_height() + 6)
        col = self.col_rects[h]
        box.midbottom = (col.centerx, col.top - 4)
        box.clamp_ip(TABLE.inflate(-8, -8))
        pygame.draw.rect(surface, theme.BG_DEEP, box.move(2, 3), border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=8)
        tip = [(col.centerx - 6, box.bottom - 1), (col.centerx + 6, box.bottom - 1),
               (col.centerx, box.bottom + 5)]
        pygame.draw.polygon(surface, theme.GOLD, tip)
        surface.blit(label, label.get_rect(center=box.center))

    def _draw_closed_stamp(self, surface: pygame.Surface) -> None:
        first, last = self.col_rects[0], self.col_rects[len(self.horses) - 1]
        area = pygame.Rect(first.left, first.top + self.bet_header, last.right - first.left,
                           first.height - self.bet_header)
        if self._stamp is None:
            ink = (196, 36, 48)
            words = self.app.assets.text("BETTING CLOSED", max(13, min(26, area.height // 5)),
                                         ink, "condensed")
            stamp = pygame.Surface((words.get_width() + 28, words.get_height() + 14),
                                   pygame.SRCALPHA)
            body = stamp.get_rect()
            pygame.draw.rect(stamp, (250, 240, 228, 215), body, border_radius=8)
            pygame.draw.rect(stamp, ink, body, 3, border_radius=8)
            pygame.draw.rect(stamp, ink, body.inflate(-8, -8), 1, border_radius=5)
            stamp.blit(words, words.get_rect(center=body.center))
            self._stamp = pygame.transform.rotozoom(stamp, 7, 1.0)
        surface.blit(self._stamp, self._stamp.get_rect(
            center=(area.centerx, round(area.top + area.height * 0.64))))

    def _draw_horses(self, surface: pygame.Surface) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        order = sorted(range(len(self.horses)),
                       key=lambda i: (self.horse[i].moving,
                                      self.horse_pos(i, self.horse[i].at, self.horse[i].lane,
                                                     self.horse[i].place)[1]))
        glow = self._glow
        for h in self.candidates:
            horse = self.horse[h]
            x, y = self.horse_pos(h, horse.at, horse.lane, horse.place)
            focused = h == self.focus
            image = self._focus_glow if focused else glow
            image.set_alpha(round(150 + 105 * pulse) if focused else 210)
            surface.blit(image, image.get_rect(center=(round(x), round(y - self.tok_h * 0.2))))
            ring = pygame.Rect(0, 0, round(self.tok_w * 1.05), round(self.tok_h * 0.55))
            ring.center = (round(x), round(y + self.tok_h * 0.38))
            color = mix(theme.GOLD, theme.INK, pulse) if focused else theme.GOLD
            pygame.draw.ellipse(surface, color, ring, 3 if focused else 2)
        if self.ghost is not None:
            self._draw_ghost(surface, *self.ghost)
        for h in order:
            self._draw_horse(surface, h)
        if self.ghost is not None:
            self._draw_ghost_tag(surface, *self.ghost)
        for h in order:
            horse = self.horse[h]
            if horse.place and horse.at >= self.length + 1:
                self._draw_place_badge(surface, h)
        if self.focus is not None and self.ghost is None and (
                self.candidates or self.horse[self.focus].moving):
            h = self.focus
            horse = self.horse[h]
            x, y = self.horse_pos(h, horse.at, horse.lane, horse.place)
            direction = (1.0, 0.0) if horse.at > self.length else self._dir(h, horse.at)
            self._blit_ahead(surface, self._tag(h, self.horses[h].upper()),
                             (x, y - horse.lift), direction)

    def _draw_horse(self, surface: pygame.Surface, h: int) -> None:
        horse = self.horse[h]
        x, y = self.horse_pos(h, horse.at, horse.lane, horse.place)
        surface.blit(self._shadow, self._shadow.get_rect(center=(round(x),
                                                                 round(y + self.tok_h * 0.4))))
        angle = self._facing(h, horse)
        angle += -horse.tilt if abs(angle) > 90 else horse.tilt
        if horse.place == 1 and horse.at >= self.length + 1:
            angle += 15  # leaning back in the deck chair
        angle = (angle + 180) % 360 - 180
        image = self._sprite(h, int(round(angle / 5) * 5))
        surface.blit(image, image.get_rect(center=(round(x), round(y - horse.lift
                                                                   - self.tok_h * 0.12))))

    def _facing(self, h: int, horse: _Horse) -> float:
        """The sprite's turn: along the lane, like a token on a printed board (a horse heading
        left is mirrored rather than turned upside down)."""
        if horse.at > self.length:
            return 180.0 if self._dir(h, self.length)[0] < -0.2 else 0.0
        dx, dy = self._dir(h, horse.at)
        return math.degrees(math.atan2(-dy, dx))

    def _ghost_spot(self, h: int, target: int) -> tuple[Vec, float, bool]:
        """Where horse `h` would land on space `target` (the deck chair if it finishes), the
        way it would face there, and whether it finishes."""
        horse = self.horse[h]
        finishing = target >= self.length
        at = self.length + 1.0 if finishing else float(target)
        place = self._next_place() if finishing else 0
        pos = self.horse_pos(h, at, 1 - round(horse.lane), place)
        dx, dy = self._dir(h, min(at, float(self.length)))
        angle = 0.0 if finishing else math.degrees(math.atan2(-dy, dx))
        return pos, (angle + 180) % 360 - 180, finishing

    def _draw_ghost(self, surface: pygame.Surface, h: int, target: int) -> None:
        (x, y), angle, _ = self._ghost_spot(h, target)
        key = (h, int(round(angle / 5) * 5))
        image = self._ghosts.get(key)
        if image is None:
            image = self._sprite(h, key[1]).copy()
            image.set_alpha(120)
            self._ghosts[key] = image
        surface.blit(image, image.get_rect(center=(round(x), round(y - self.tok_h * 0.12))))

    def _draw_ghost_tag(self, surface: pygame.Surface, h: int, target: int) -> None:
        """"RED → 14" just ahead of the ghost, along its lane (its own lane is clear)."""
        (x, y), _, finishing = self._ghost_spot(h, target)
        name = self.horses[h].upper()
        tag = self._tag(h, f"{name} → HOME!" if finishing else f"{name} → {target}")
        self._blit_ahead(surface, tag, (x, y),
                         (1.0, 0.0) if finishing else self._dir(h, float(target)))

    def _blit_ahead(self, surface: pygame.Surface, tag: pygame.Surface, at: Vec,
                    direction: Vec) -> None:
        """Blit a horse's tag just ahead of `at` along `direction`, kept on the table."""
        dx, dy = direction
        reach = self.tok_w * 0.45 + (abs(dx) * tag.get_width() + abs(dy) * tag.get_height()) / 2
        rect = tag.get_rect(center=(round(at[0] + dx * reach), round(at[1] + dy * reach - 2)))
        surface.blit(tag, rect.clamp(TABLE.inflate(-8, -8)))

    def _draw_place_badge(self, surface: pygame.Surface, h: int) -> None:
        horse = self.horse[h]
        x, y = self.horse_pos(h, horse.at, horse.lane, horse.place)
        r = max(8, round(self.tok_h * 0.32))
        color = PLACE_COLORS[min(horse.place, 5) - 1]
        cx, cy = round(x - self.tok_w * 0.45), round(y - self.tok_h * 0.45)
        pygame.draw.circle(surface, theme.BG_DEEP, (cx + 1, cy + 2), r)
        pygame.draw.circle(surface, color, (cx, cy), r)
        pygame.draw.circle(surface, theme.BG_DEEP, (cx, cy), r, 2)
        label = self.app.assets.text(str(horse.place), max(10, round(r * 1.2)), theme.BG_DEEP,
                                     "bold")
        surface.blit(label, label.get_rect(center=(cx, cy + 1)))

    # the side panel ------------------------------------------------------------------------

    def _draw_side(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        side = self.side
        cb = bool(self.app.settings.colour_blind)
        race = f"RACE {self.race_no}/{self.races_total}"
        text(surface, assets, race, 16, theme.CYAN, (side.right - 14, side.top + 11),
             anchor="topright", shadow=False)
        if self.round:
            text(surface, assets, f"ROUND {self.round}", 12, theme.INK_DIM,
                 (side.right - 14, side.top + 31), anchor="topright", shadow=False)
        x_markers, xs, x_total = self._columns()
        size = max(12, min(16, self.row_h - 10))
        radius = max(6, min(10, self.row_h // 3))
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for seat in range(self.players):
            row = self.row_rect(seat)
            if seat == self.current and self.phase == "bet":
                pygame.draw.rect(surface, mix(theme.PANEL_HI, theme.GOLD, 0.25 * pulse), row,
                                 border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=6)
            elif seat % 2:
                pygame.draw.rect(surface, (40, 36, 78), row, border_radius=6)
            for flash in self.flashes:
                if flash[0] == seat:
                    strength = 0.5 * flash[2] / flash[3]
                    pygame.draw.rect(surface, mix(theme.PANEL, flash[1], strength), row,
                                     border_radius=6)
            seat_token(surface, assets, seat, (row.left + 13, row.centery), radius, cb)
            name = self.names[seat]
            key = (name, size)
            name_size = self._name_sizes.get(key)
            if name_size is None:
                name_size = fit_text(assets, name, size, x_markers - row.left - 32, "sans")
                self._name_sizes[key] = name_size
            text(surface, assets, name, name_size, theme.INK, (row.left + 27, row.centery),
                 anchor="midleft", kind="sans", shadow=False)
            if seat == self.leader:
                crown = self._small_crown
                surface.blit(crown, crown.get_rect(midbottom=(row.left + 13,
                                                              row.centery - radius + 5)))
            self._draw_pips(surface, seat, row)
            self._draw_points(surface, seat, row, xs, x_total, size)
        self._draw_leader_line(surface)
        if self.prompt is not None:
            self._draw_card(surface, self.prompt)
        elif self.finishes and self.card_rect.height >= 44:
            self._draw_podiums(surface)
        self.tray.draw(surface)
        if not self.tray.dice:
            text(surface, assets, "the leader's die", 14, theme.INK_DIM,
                 self.tray_rect.center, anchor="center", kind="sans", shadow=False)
        for effect in self.side_fx:
            effect.draw(surface)

    def _draw_pips(self, surface: pygame.Surface, seat: int, row: pygame.Rect) -> None:
        color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
        left = self.markers_left[seat]
        void = self.closed >= 1.0
        r = 5 if self.per_seat <= 3 else 4
        for i in range(self.per_seat):
            x, y = self._pip_pos(seat, i)
            at = (round(x), round(y))
            if i < left and not void:
                pygame.draw.circle(surface, color, at, r)
                pygame.draw.circle(surface, theme.INK, at, r, 1)
            elif i < left:
                pygame.draw.circle(surface, theme.INK_FAINT, at, r, 1)
                pygame.draw.line(surface, theme.INK_FAINT, (x - 3, y - 3), (x + 3, y + 3), 1)
            else:
                pygame.draw.circle(surface, mix(theme.PANEL, color, 0.45), at, r, 1)

    def _draw_points(self, surface: pygame.Surface, seat: int, row: pygame.Rect, xs: list[int],
                     x_total: int, size: int) -> None:
        assets = self.app.assets
        races = self.races_total
        current = self.race_no - 1
        for i, x in enumerate(xs):
            race = i if len(xs) > 1 else current
            if race < len(self.history) and (race != current or self.race_shown is None):
                value = self.history[race][seat] if seat < len(self.history[race]) else 0
                words, color = str(value), theme.INK if value else theme.INK_FAINT
            elif race == current and self.race_shown is not None:
                value = round(self.race_shown[seat])
                words, color = str(value), theme.GOLD if value else theme.INK_FAINT
            else:
                words, color = "–", theme.INK_FAINT
            if race < races:
                text(surface, assets, words, size - 1, color, (x, row.centery),
                     anchor="midright", kind="bold", shadow=False)
        total = round(self.shown_totals[seat])
        text(surface, assets, str(total), size + 1, theme.GOLD if total else theme.INK_DIM,
             (x_total, row.centery), anchor="midright", shadow=False)

    def _draw_leader_line(self, surface: pygame.Surface) -> None:
        if not 0 <= self.leader < self.players:
            return
        assets = self.app.assets
        y = self.lead_y
        x = self.side.left + 16
        crown = self._small_crown
        surface.blit(crown, crown.get_rect(midleft=(x, y)))
        doing = {"bet": "leads - bets are open", "roll": "rolls the die",
                 "move": "picks a horse", "scored": "led the last round",
                 "over": "led the last round"}.get(self.phase, "leads")
        if self.phase == "move" and self.tray.dice:
            doing = f"rolled a {self.tray.dice[0].value} - picks a horse"
        words = f"{self.names[self.leader]} {doing}"
        size = fit_text(assets, words, 15, self.side.width - 50, "sans")
        text(surface, assets, words, size, theme.INK_DIM, (x + 20, y), anchor="midleft",
             kind="sans", shadow=False)

    def _draw_podiums(self, surface: pygame.Surface) -> None:
        """The first three of every race so far, newest last, as many as fit."""
        assets = self.app.assets
        rect = self.card_rect
        text(surface, assets, "PODIUMS", 11, theme.INK_FAINT, (rect.left + 6, rect.top + 2),
             kind="bold", shadow=False)
        line = 24
        fit = max(0, (rect.height - 18) // line)
        first = max(0, len(self.finishes) - fit)
        for i, order in enumerate(self.finishes[first:], start=first):
            y = rect.top + 18 + (i - first) * line + line // 2
            text(surface, assets, f"R{i + 1}", 13, theme.INK_DIM, (rect.left + 8, y),
                 anchor="midleft", shadow=False)
            x = rect.left + 34
            for place, h in enumerate(order[:5], start=1):
                tag = self._tag(h, f"{place} {self.horses[h]}", 12)
                if x + tag.get_width() > rect.right - 4:
                    break
                surface.blit(tag, tag.get_rect(midleft=(x, y)))
                x += tag.get_width() + 4

    def _draw_card(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        assets = self.app.assets
        card = self.card_rect
        cb = bool(self.app.settings.colour_blind)
        key = (prompt.seat, prompt.mode, cb)
        if self._card_cache is None or self._card_cache[0] != key:
            back = pygame.Surface((card.width + 16, card.height + 16), pygame.SRCALPHA)
            body = pygame.Rect(4, 2, card.width, card.height)
            panel(back, body, theme.PANEL_HI, theme.GOLD, radius=12, alpha=250)
            seat_token(back, assets, prompt.seat, (body.left + 20, body.top + 20), 10, cb)
            self._card_cache = (key, back)
        surface.blit(self._card_cache[1], (card.left - 4, card.top - 2))
        name = self.names[prompt.seat]
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        if prompt.mode == "bet":
            title = f"{name}, your marker"
            size = fit_text(assets, title, 20, card.width - 50)
            text(surface, assets, title, size, theme.GOLD, (card.left + 36, card.top + 20),
                 anchor="midleft")
            text(surface, assets, f"{prompt.left} of {self.per_seat} left - or pass",
                 13, theme.INK_DIM, (card.left + 36, card.top + 42), anchor="midleft",
                 kind="sans", shadow=False)
            choice = prompt.options[prompt.focus]
            y = card.top + 68
            if choice == PASS_OPTION:
                text(surface, assets, "Pass: keep your marker", 16, theme.INK,
                     (card.left + 14, y), anchor="midleft", shadow=False)
                text(surface, assets, "for a later round", 14, theme.INK_DIM,
                     (card.left + 14, y + 22), anchor="midleft", kind="sans", shadow=False)
            else:
                row = self._next_row(choice)
                pygame.draw.circle(surface, self.colors[choice], (card.left + 20, y), 8)
                pygame.draw.circle(surface, theme.INK, (card.left + 20, y), 8, 1)
                text(surface, assets, f"{self.horses[choice].upper()}  ·  circle {row + 1}", 16,
                     theme.INK, (card.left + 34, y), anchor="midleft", shadow=False)
                x = text(surface, assets, "pays", 13, theme.INK_DIM, (card.left + 14, y + 25),
                         anchor="midleft", kind="sans", shadow=False).right + 6
                for place in range(1, min(self.places, 5) + 1):
                    column = self.points[place - 1]
                    value = column[row] if row < len(column) else 0
                    chip = assets.text(f"{PLACE_NAMES[place - 1]} {value}", 14, theme.BG_DEEP,
                                       "bold")
                    box = pygame.Rect(x, y + 14, chip.get_width() + 12, 22)
                    if box.right > card.right - 8:
                        break
                    pygame.draw.rect(surface, PLACE_COLORS[place - 1], box, border_radius=7)
                    surface.blit(chip, chip.get_rect(center=box.center))
                    x = box.right + 6
        else:
            title = f"{name} rolled a {prompt.roll}"
            size = fit_text(assets, title, 20, card.width - 50)
            text(surface, assets, title, size, theme.GOLD, (card.left + 36, card.top + 20),
                 anchor="midleft")
            text(surface, assets, "Which horse takes it?", 14, theme.INK_DIM,
                 (card.left + 36, card.top + 44), anchor="midleft", kind="sans", shadow=False)
        for button in prompt.buttons:
            if button.kind == "column":
                continue
            focused = button.value == prompt.options[prompt.focus] and button.kind != "confirm"
            self._draw_button(surface, prompt, button, focused, pulse)

    def _draw_button(self, surface: pygame.Surface, prompt: _Prompt, button: _Button,
                     focused: bool, pulse: float) -> None:
        assets = self.app.assets
        rect = button.rect
        hover = prompt.hover is not None and prompt.hover.rect == rect
        if button.kind == "confirm":
            choice = prompt.options[prompt.focus]
            fill = mix(theme.GOLD, theme.ORANGE, 0.3 * pulse) if choice != PASS_OPTION \
                else (90, 84, 130)
            pygame.draw.rect(surface, darken(fill, 0.5), rect.move(0, 3), border_radius=9)
            pygame.draw.rect(surface, fill, rect, border_radius=9)
            words = "BET" if choice == PASS_OPTION else f"BET {self.horses[choice].upper()}"
            size = fit_text(assets, words, 16, rect.width - 10)
            text(surface, assets, words, size, theme.BG_DEEP, rect.center, anchor="center",
                 shadow=False)
            return
        fill = theme.PANEL if not (hover or focused) else (70, 62, 128)
        pygame.draw.rect(surface, theme.BG_DEEP, rect.move(0, 3), border_radius=9)
        pygame.draw.rect(surface, fill, rect, border_radius=9)
        edge = theme.GOLD if focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, rect, 3 if focused else 2, border_radius=9)
        if focused:
            pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, pulse * 0.6),
                             rect.inflate(6, 6), 2, border_radius=11)
        if button.kind == "pass":
            text(surface, assets, "PASS", 16, theme.INK, rect.center, anchor="center",
                 shadow=False)
            return
        h = button.value
        color = self.colors[h]
        pygame.draw.circle(surface, color, (rect.left + 14, rect.centery), 8)
        pygame.draw.circle(surface, theme.INK, (rect.left + 14, rect.centery), 8, 1)
        target = int(self.horse[h].at) + prompt.roll
        words = f"{self.horses[h]} → {'home' if target >= self.length else target}"
        size = fit_text(assets, words, 14, rect.width - 32, "bold")
        text(surface, assets, words, size, theme.INK, (rect.left + 27, rect.centery),
             anchor="midleft", shadow=False)

    # the ticker ----------------------------------------------------------------------------

    def _draw_ticker(self, surface: pygame.Surface) -> None:
        draw_ticker(surface, self.app.assets, TICKER, self.ticker, self.ticker_slide)


__all__ = ["FavoritenView", "render_cannon", "render_chair", "render_horse"]

