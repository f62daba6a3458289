"""The 6-Tage-Rennen velodrome: a banked wooden track drawn from the board's geometry, riders
in their colours moving space by space, the slipstream surge, sprint bells, the hand-sling of
a rider change, the result pad after each day and the six-day standings between days.

Everything on the track is placed from the board file (the centres of the spaces), fitted into
the left of the screen, so a custom velodrome just works. The rules' events become a queue of
timed clips; `busy` holds the scene while the queue runs. Decorations that outlive a clip
(floating points, a card popping up, banners, confetti) never hold the game up.

Screen layout on the 1280x720 canvas: the velodrome on the left, the standings on the right
(below the exhibition corner when every seat is AI), the speaker's ticker along the bottom,
above the hint bar. A human's hand of cards is laid out in the infield.
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
from arcade_races.client.physics import Confetti
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.motion import ease_in, ease_in_out, ease_out, ease_out_back, hop
from arcade_races.client.views.base import GameView
from arcade_races.client.views.effects import (
    Banner,
    Clip,
    Effect,
    hex_color,
    lerp,
    render_banner,
    render_glow,
    render_light,
)
from arcade_races.client.views.layout import SIDE, TICKER, corner_rect
from arcade_races.client.views.layout import STAGE as ARENA
from arcade_races.client.views.ticker import draw_ticker
from arcade_races.client.widgets import fit_text, panel, seat_token, text
from arcade_races.core.actions import Action
from arcade_races.core.errors import IllegalAction
from arcade_races.core.events import Event
from arcade_races.games.six_day import events as ev
from arcade_races.games.six_day.actions import Change, Keep, Play
from arcade_races.games.six_day.commentary import Commentator, card_words, ordinal
from arcade_races.games.six_day.result import DayResult, points_at, six_day_totals
from arcade_races.games.six_day.schema import BOARD_SCHEMA

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game, State
    from arcade_races.match import Step
    from arcade_races.replay import Header

Color = tuple[int, int, int]
Vec = tuple[float, float]

# -- screen layout (canvas pixels) -----------------------------------------------------------

SUB = 8
"""Samples of the track's centre line per space."""

# -- timing (seconds of animation time; the scene scales it by the speed) -------------------

CARD_POP = 0.22
RIDE_BASE, RIDE_PER_SPACE, RIDE_MAX = 0.22, 0.075, 1.25
SLIP_CALL = 0.3
SURGE_BASE, SURGE_PER_SPACE, SURGE_MAX = 0.2, 0.05, 1.0
NOTE = 0.35
ROLL_OFF = 0.5
OFFER = 0.45
SLING = 1.15
DRAW_FLY = 0.2
LAST_ROUND_HOLD = 0.9
DAY_START = 1.1
DAY_END_PAUSE = 0.5
CELL = 0.055
PAD_HOLD = 2.6
STANDINGS_HOLD = 3.2
FINAL_HOLD = 2.6
POP_IN = 0.25

GREEN_CARD: Color = (34, 150, 78)
BLACK_CARD: Color = (30, 30, 38)
BLUE_SPACE: Color = (40, 110, 235)
PAPER: Color = (248, 243, 226)
PAPER_INK: Color = (32, 44, 110)
PAPER_RULE: Color = (168, 196, 228)
PLACE_COLORS: tuple[Color, ...] = ((255, 204, 51), (205, 212, 225), (214, 140, 82))


def _catmull(p0: Vec, p1: Vec, p2: Vec, p3: Vec, t: float) -> Vec:
    """The Catmull-Rom spline through p1 (t = 0) and p2 (t = 1)."""
    t2, t3 = t * t, t * t * t
    return (
        0.5 * (2 * p1[0] + (p2[0] - p0[0]) * t + (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2
               + (3 * p1[0] - p0[0] - 3 * p2[0] + p3[0]) * t3),
        0.5 * (2 * p1[1] + (p2[1] - p0[1]) * t + (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2
               + (3 * p1[1] - p0[1] - 3 * p2[1] + p3[1]) * t3),
    )


# -- art (rendered once per size, at twice the size and smoothed down) ----------------------


def render_card(assets: Assets, card: str, size: tuple[int, int]) -> pygame.Surface:
    """A movement card: green (the starting rider's) or black (the relief rider's), its value
    big in the middle and in two corners."""
    w, h = size[0] * 2, size[1] * 2
    black = card.startswith("B")
    body = BLACK_CARD if black else GREEN_CARD
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.12)
    pygame.draw.rect(surf, theme.CARD, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-round(w * 0.1), -round(w * 0.1))
    pygame.draw.rect(surf, body, inner, border_radius=round(w * 0.08))
    pygame.draw.rect(surf, lighten(body, 0.35) if black else lighten(body, 0.3),
                     inner.inflate(-round(w * 0.08), -round(w * 0.08)), max(2, w // 40),
                     border_radius=round(w * 0.06))
    ink = theme.INK if black else (250, 255, 236)
    value = card[1:]
    big = assets.font(round(h * 0.46), "condensed").render(value, True, ink)
    shade = assets.font(round(h * 0.46), "condensed").render(value, True, darken(body, 0.55))
    centre = (w // 2, round(h * 0.48))
    surf.blit(shade, shade.get_rect(center=(centre[0] + 3, centre[1] + 4)))
    surf.blit(big, big.get_rect(center=centre))
    small = assets.font(max(8, round(h * 0.15)), "bold").render(value, True, ink)
    surf.blit(small, (inner.left + round(w * 0.07), inner.top + round(h * 0.02)))
    label = assets.font(max(8, round(h * 0.085)), "bold").render(
        "RELIEF" if black else "GREEN", True, lighten(body, 0.55))
    surf.blit(label, label.get_rect(midbottom=(w // 2, inner.bottom - round(h * 0.05))))
    return pygame.transform.smoothscale(surf, size)


def render_card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a black card: dark, with red stripes and a gold wheel."""
    w, h = size[0] * 2, size[1] * 2
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.12)
    pygame.draw.rect(surf, (70, 70, 84), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-6, -6)
    pygame.draw.rect(surf, (22, 22, 30), inner, border_radius=radius)
    for k in range(-h, w + h, max(6, w // 4)):
        pygame.draw.line(surf, (150, 34, 50), (k, inner.top + 4), (k + h // 3, inner.bottom - 4),
                         max(2, w // 12))
    c = (w // 2, h // 2)
    pygame.draw.circle(surf, (22, 22, 30), c, round(w * 0.3))
    pygame.draw.circle(surf, theme.GOLD, c, round(w * 0.26), max(2, w // 14))
    for a in range(0, 180, 45):
        dx = math.cos(math.radians(a)) * w * 0.24
        dy = math.sin(math.radians(a)) * w * 0.24
        pygame.draw.line(surf, theme.GOLD, (c[0] - dx, c[1] - dy), (c[0] + dx, c[1] + dy), 2)
    return pygame.transform.smoothscale(surf, size)


def render_bell(size: int, color: Color = theme.GOLD) -> pygame.Surface:
    """A little bell: the sprint line's sign."""
    s = size * 2
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    edge = darken(color, 0.5)
    body = [(s * 0.5, s * 0.12), (s * 0.68, s * 0.22), (s * 0.74, s * 0.55), (s * 0.86, s * 0.74),
            (s * 0.14, s * 0.74), (s * 0.26, s * 0.55), (s * 0.32, s * 0.22)]
    pygame.draw.polygon(surf, color, body)
    pygame.draw.polygon(surf, edge, body, max(2, s // 16))
    pygame.draw.circle(surf, color, (s * 0.5, s * 0.84), s * 0.1)
    pygame.draw.circle(surf, edge, (s * 0.5, s * 0.84), s * 0.1, max(1, s // 20))
    pygame.draw.circle(surf, lighten(color, 0.5), (s * 0.42, s * 0.34), s * 0.05)
    return pygame.transform.smoothscale(surf, (size, size))


def render_flag(size: int) -> pygame.Surface:
    """A chequered flag on a pole."""
    s = size * 2
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.line(surf, (220, 220, 230), (s * 0.15, s * 0.08), (s * 0.15, s * 0.95),
                     max(2, s // 14))
    cols, rows = 4, 3
    fw, fh = s * 0.78 / cols, s * 0.5 / rows
    for r in range(rows):
        for c in range(cols):
            shade = (245, 245, 245) if (r + c) % 2 == 0 else (24, 24, 30)
            rect = pygame.Rect(round(s * 0.18 + c * fw), round(s * 0.1 + r * fh),
                               math.ceil(fw), math.ceil(fh))
            pygame.draw.rect(surf, shade, rect)
    pygame.draw.rect(surf, (120, 120, 130), pygame.Rect(round(s * 0.18), round(s * 0.1),
                                                        round(fw * cols), round(fh * rows)), 1)
    return pygame.transform.smoothscale(surf, (size, size))


def render_pill(assets: Assets, words: str, size: int, fill: Color,
                ink: Color = theme.BG_DEEP) -> pygame.Surface:
    """A sticker with `words`: floating points, slipstream calls, notes."""
    label = assets.text(words, size, ink, "bold")
    w, h = label.get_width() + size, label.get_height() + 4
    surf = pygame.Surface((w + 4, h + 5), pygame.SRCALPHA)
    body = pygame.Rect(1, 1, w, h)
    pygame.draw.rect(surf, (0, 0, 0, 120), body.move(2, 3), border_radius=h // 2)
    pygame.draw.rect(surf, fill, body, border_radius=h // 2)
    pygame.draw.rect(surf, darken(fill, 0.45), body, 2, border_radius=h // 2)
    surf.blit(label, label.get_rect(center=body.center))
    return surf


# -- timed decorations ----------------------------------------------------------------------


class _Floater(Effect):
    """An image popping up at a spot, rising and fading: +5, SLIPSTREAM x2, a card."""

    def __init__(self, image: pygame.Surface, pos: Vec, life: float = 1.2, rise: float = 34,
                 delay: float = 0.0, follow: Callable[[], Vec] | None = None) -> None:
        self.image, self.pos, self.rise, self.delay = image, pos, rise, delay
        self.follow = follow
        self.life = life + delay

    def draw(self, surface: pygame.Surface) -> None:
        t = self.elapsed - self.delay
        if t < 0:
            return
        u = min(1.0, t / max(1e-6, self.life - self.delay))
        image = self.image
        if u < 0.2:
            image = pygame.transform.smoothscale_by(image, max(0.1, ease_out_back(u / 0.2)))
        alpha = 255 if u < 0.6 else max(0, round(255 * (1 - (u - 0.6) / 0.4)))
        image.set_alpha(alpha)
        x, y = self.follow() if self.follow is not None else self.pos
        y -= self.rise * ease_out(u)
        rect = image.get_rect(center=(round(x), round(y)))
        surface.blit(image, rect.clamp(ARENA.inflate(-4, -4)))
        self.image.set_alpha(255)


class _Flyer(Effect):
    """An image flying from `a` to `b` along an arc (a black card dealt face down)."""

    def __init__(self, image: pygame.Surface, a: Vec, b: Callable[[], Vec], life: float,
                 arc: float = 40.0) -> None:
        self.image, self.a, self.b, self.life, self.arc = image, a, b, life, arc

    def draw(self, surface: pygame.Surface) -> None:
        u = min(1.0, self.elapsed / self.life) if self.life > 0 else 1.0
        x, y = lerp(self.a, self.b(), ease_in_out(u))
        y -= hop(u) * self.arc
        surface.blit(self.image, self.image.get_rect(center=(round(x), round(y))))


class _Wave(Effect):
    """A flag or bell swinging at a spot for a moment."""

    def __init__(self, image: pygame.Surface, pos: Vec, life: float, swing: float) -> None:
        self.image, self.pos, self.life, self.swing = image, pos, life, swing
        self._frames = [pygame.transform.rotozoom(image, a, 1.25) for a in (-swing, 0, swing)]

    def draw(self, surface: pygame.Surface) -> None:
        k = round(math.sin(self.elapsed * 22) + 1)
        image = self._frames[max(0, min(2, k))]
        surface.blit(image, image.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


# -- what the track shows -------------------------------------------------------------------


@dataclass
class _Rider:
    """A rider as seen: where along the track (in spaces), across it, and how it moves."""

    at: float = 0.0
    lane: float = 0.0
    row: float = 0.0
    lift: float = 0.0
    surge: float = 0.0
    moving: bool = False
    fin: int = -1
    off: float = 0.0
    alpha: float = 1.0


@dataclass
class _Preview:
    """What playing one card would do, as the rules core says (played on a copy)."""

    card: str
    start: int
    land: int
    end: int
    times: int = 0
    blue: bool = False
    wheel: list[int] = field(default_factory=list)
    sprints: list[tuple[int, int, int]] = field(default_factory=list)
    finish: int = 0
    change: bool = False


@dataclass
class _Button:
    rect: pygame.Rect
    kind: str
    value: Any = None


@dataclass
class _Prompt:
    """A human rider's decision on screen: which card to ride, or whether to change."""

    seat: int
    mode: str
    submit: Callable[[Action], None]
    rect: pygame.Rect
    buttons: list[_Button] = field(default_factory=list)
    focus: int = 0
    hover: int | None = None
    counts: dict[str, int] = field(default_factory=dict)
    previews: dict[str, _Preview] = field(default_factory=dict)
    backdrop: pygame.Surface | None = None
    images: dict[str, pygame.Surface] = field(default_factory=dict)


@dataclass
class _Overlay:
    """The result pad or the standings, filling in over the track."""

    kind: str
    base: pygame.Surface
    cells: list[tuple[pygame.Surface, tuple[int, int]]]
    rect: pygame.Rect
    hold: float
    elapsed: float = 0.0
    persist: bool = False

    @property
    def fill_time(self) -> float:
        """Seconds until every cell is written."""
        return POP_IN + CELL * len(self.cells)

    @property
    def duration(self) -> float:
        """Seconds the overlay holds the game up."""
        return self.fill_time + self.hold


# -- the view -------------------------------------------------------------------------------


class SixDayView(GameView):
    """The velodrome, the standings, the ticker and a human's hand."""

    def __init__(self, app: App, game: Game, header: Header) -> None:
        super().__init__(app, game, header)
        rules = game.rules  # type: ignore[attr-defined]
        self.rules = rules
        self.track = rules.track
        self.finish: int = rules.track.finish
        self.players = len(header.seats)
        self.days_total: int = game.days  # type: ignore[attr-defined]
        self.teams: tuple[tuple[int, ...], ...] = tuple(game.teams)  # type: ignore[attr-defined]
        self.variants = frozenset(getattr(game, "variants", frozenset()))
        self.changes_on = "green_only" not in self.variants
        self.names = [seat.name for seat in header.seats]
        self.spectator = not any(seat.kind == "human" for seat in header.seats)
        self.humans = not self.spectator
        self.commentator = Commentator(self.names, game)  # type: ignore[arg-type]
        board = load_document(header.board_text, header.board_name, BOARD_SCHEMA)
        deco = board.get("decoration") or {}
        self.infield_color = hex_color(deco.get("infield", ""), (31, 93, 140))
        self.wood = hex_color(deco.get("track", ""), (200, 149, 90))
        self.ink = hex_color(deco.get("ink", ""), (244, 239, 226))
        self.title = str(deco.get("title") or board.get("name") or "6-Tage-Rennen")
        self._fit(board)
        self._layout_side()
        self.infield = self._find_infield()
        self._place_stacks()
        self._static: pygame.Surface | None = None
        self._static_cb: bool | None = None
        self._tokens: dict[tuple[int, bool, bool, int], pygame.Surface] = {}
        self._bikes: dict[int, pygame.Surface] = {}
        self._cards: dict[tuple[str, int, int], pygame.Surface] = {}
        self._name_sizes: dict[tuple[str, int, int], int] = {}
        self._pills: dict[tuple[str, int, Color, Color], pygame.Surface] = {}
        self._glow = render_glow(self.r * 3, theme.GOLD, 150)
        self._back = render_card_back((max(14, self.r * 2), max(20, round(self.r * 2.8))))
        self._stack_back = render_card_back((34, 48))
        self._bell = render_bell(22)
        self._flag = render_flag(30)
        self._shade = pygame.Surface(ARENA.size)
        self._shade.fill(theme.BG_DEEP)
        self._light = render_light(round(self.r * 9))
        shadow = pygame.Surface((self.r * 3, self.r * 2), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
        self._shadow = shadow
        # What the table shows.
        self.script: deque[Clip] = deque()
        self.effects: list[Effect] = []
        self.flashes: list[list[Any]] = []
        self.banner: Banner | None = None
        self.confetti: Confetti | None = None
        self.overlay: _Overlay | None = None
        self.prompt: _Prompt | None = None
        self.sling: dict[str, float] | None = None
        self.ticker: list[str] = []
        self.ticker_slide = 0.0
        self._overlay_clip: Clip | None = None
        self._later_lines: list[str] = []
        self._focus: dict[int, str] = {}
        self._announced = 0
        self._reset_day(1)
        self.laps_total = [0] * self.players
        self.points_total = [0] * self.players
        self.placings: list[list[int]] = []
        self.phase = "play"

    # -- geometry --------------------------------------------------------------------------

    def _fit(self, board: dict[str, Any]) -> None:
        """Fit the board's spaces into the hall and size riders and track to their spacing."""
        pts = layout(board["track"]["path"])
        n = len(pts)
        gaps = sorted(math.dist(pts[i], pts[(i + 1) % n]) for i in range(n))
        spacing = max(1.0, gaps[len(gaps) // 2] if gaps else 20.0)
        left = min(x for x, _ in pts)
        right = max(x for x, _ in pts)
        top = min(y for _, y in pts)
        bottom = max(y for _, y in pts)
        width, height = max(1.0, right - left), max(1.0, bottom - top)
        scale = 1.0
        r, hw = 9, 42
        for _ in range(4):
            r = max(7, min(12, round(0.36 * spacing * scale)))
            hw = 4 * r + 6
            mx, my = hw + 24, hw + 30
            scale = min((ARENA.width - 2 * mx) / width, (ARENA.height - 2 * my) / height, 1.6)
        ox = ARENA.centerx - (left + right) / 2 * scale
        oy = ARENA.centery - (top + bottom) / 2 * scale
        self.scale, self.r, self.hw = scale, r, float(hw)
        self.spacing = spacing * scale
        # A bunch too big to ride abreast lines up in rows, a token's width apart.
        self.row_gap = max(0.45, (2 * r + 3) / max(1.0, self.spacing))
        screen = [(ox + x * scale, oy + y * scale) for x, y in pts]
        self.space_pts = screen
        # The centre line, smoothed through every space and closed from the last to space 0.
        fine: list[Vec] = []
        for i in range(n):
            p0, p1 = screen[(i - 1) % n], screen[i]
            p2, p3 = screen[(i + 1) % n], screen[(i + 2) % n]
            for j in range(SUB):
                fine.append(_catmull(p0, p1, p2, p3, j / SUB))
        total = len(fine)
        area = sum(fine[i][0] * fine[(i + 1) % total][1] - fine[(i + 1) % total][0] * fine[i][1]
                   for i in range(total))
        # Riders ride counter-clockwise as seen: the infield is on their left; a board laid
        # out the other way round has it on their right.
        left_inside = area < 0
        self._fx = [p[0] for p in fine]
        self._fy = [p[1] for p in fine]
        self._nx: list[float] = []
        self._ny: list[float] = []
        self._ang: list[float] = []
        self._grids: dict[int, dict[tuple[int, int], list[Vec]]] = {}
        half = max(1, SUB // 2)
        for i in range(total):
            # The direction over a space's length: smooth even round a hand-placed corner.
            a, b = fine[(i - half) % total], fine[(i + half) % total]
            dx, dy = b[0] - a[0], b[1] - a[1]
            length = math.hypot(dx, dy) or 1.0
            tx, ty = dx / length, dy / length
            self._nx.append(ty if left_inside else -ty)
            self._ny.append(-tx if left_inside else tx)
            self._ang.append(math.degrees(math.atan2(-ty, tx)))
        self.centroid = (sum(self._fx) / total, sum(self._fy) / total)
        # The tightest turn (radius in pixels, over a space's length): a line moved further
        # than that towards the turn's inside would loop back on itself.
        tightest = math.inf
        for i in range(0, total, 2):
            a, b, c = fine[(i - SUB) % total], fine[i], fine[(i + SUB) % total]
            cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
            if abs(cross) > 1e-9:
                tightest = min(tightest, math.dist(a, b) * math.dist(b, c) * math.dist(a, c)
                               / (2 * abs(cross)))
        self.tightest = tightest

    def _frame(self, s: float) -> tuple[float, float, float, float, float]:
        """x, y, inside normal and direction (degrees) at `s` spaces along the lap."""
        total = len(self._fx)
        u = (s % self.finish) * SUB
        i = int(u) % total
        f = u - math.floor(u)
        j = (i + 1) % total
        x = self._fx[i] + (self._fx[j] - self._fx[i]) * f
        y = self._fy[i] + (self._fy[j] - self._fy[i]) * f
        nx = self._nx[i] + (self._nx[j] - self._nx[i]) * f
        ny = self._ny[i] + (self._ny[j] - self._ny[i]) * f
        return x, y, nx, ny, self._ang[i]

    def point(self, s: float, lane: float = 0.0) -> Vec:
        """The screen point `s` spaces along the lap, `lane` pixels towards the infield."""
        x, y, nx, ny, _ = self._frame(s)
        return (x + nx * lane, y + ny * lane)

    def _offset_loop(self, lane: float, step: int = 1) -> list[Vec]:
        """The centre line moved `lane` pixels towards the infield, as a closed polyline.

        Where the line turns tighter than `lane` (a sharp corner of a hand-made board) the
        moved line would loop back on itself; points nearer the centre line than `lane` are
        dropped, which leaves the clean envelope.
        """
        reach = abs(lane) - 0.75
        cell = max(16.0, abs(lane))
        check = reach > 1 and abs(lane) > 0.9 * self.tightest
        grid = self._grid(cell) if check else {}
        out: list[Vec] = []
        for i in range(0, len(self._fx), step):
            x = self._fx[i] + self._nx[i] * lane
            y = self._fy[i] + self._ny[i] * lane
            if check and self._near(grid, cell, x, y, reach * reach):
                continue
            out.append((x, y))
        return out if len(out) >= 3 else [(self._fx[i], self._fy[i])
                                           for i in range(0, len(self._fx), step)]

    def _grid(self, cell: float) -> dict[tuple[int, int], list[Vec]]:
        key = round(cell)
        grid = self._grids.get(key)
        if grid is None:
            grid = {}
            for x, y in zip(self._fx, self._fy, strict=True):
                grid.setdefault((int(x // cell), int(y // cell)), []).append((x, y))
            self._grids[key] = grid
        return grid

    @staticmethod
    def _near(grid: dict[tuple[int, int], list[Vec]], cell: float, x: float, y: float,
              reach2: float) -> bool:
        cx, cy = int(x // cell), int(y // cell)
        for gx in (cx - 1, cx, cx + 1):
            for gy in (cy - 1, cy, cy + 1):
                for px, py in grid.get((gx, gy), ()):
                    if (px - x) * (px - x) + (py - y) * (py - y) < reach2:
                        return True
        return False

    def _apron(self, slot: int) -> Vec:
        """Where the `slot`th rider over the line waits, on the apron just past it."""
        return self.point(0.7 + slot * 0.8, self.hw + self.r + 8)

    def _find_infield(self) -> pygame.Rect:
        """The biggest rectangle round the middle of the infield clear of track and apron."""
        cx, cy = self.centroid
        clear = self.hw + 2 * self.r + 12
        pts = list(zip(self._fx[::2], self._fy[::2], strict=True))

        def fits(w: float, h: float) -> bool:
            rect = pygame.Rect(0, 0, round(w + 2 * clear), round(h + 2 * clear))
            rect.center = (round(cx), round(cy))
            if not ARENA.contains(pygame.Rect(rect.left + clear, rect.top + clear, w, h)):
                return False
            return not any(rect.collidepoint(p) for p in pts)

        best = pygame.Rect(0, 0, 0, 0)
        for aspect in (4.0, 3.4, 2.9, 2.5, 2.1, 1.7, 1.4, 1.1):
            lo, hi = 0.0, float(ARENA.height)
            for _ in range(14):
                mid = (lo + hi) / 2
                if fits(mid * aspect, mid):
                    lo = mid
                else:
                    hi = mid
            if lo * lo * aspect > best.width * best.height:
                best = pygame.Rect(0, 0, round(lo * aspect), round(lo))
        best.center = (round(cx), round(cy))
        return best

    def _place_stacks(self) -> None:
        """The two stacks of black cards lie at the ends of the infield."""
        field_ = self.infield
        self.stacks_on = self.changes_on
        if field_.width >= 320 and field_.height >= 80:
            y = field_.centery + 6
            self.stack_pts = ((field_.left + 40.0, float(y)), (field_.right - 40.0, float(y)))
        else:
            self.stack_pts = ((SIDE.left + 60.0, SIDE.bottom - 40.0),
                              (SIDE.right - 60.0, SIDE.bottom - 40.0))

    def _layout_side(self) -> None:
        """Where the standings rows go: below the exhibition corner when all seats are AI."""
        top = SIDE.top
        if self.spectator:
            top = max(SIDE.top, corner_rect(self.players).bottom + 10)
        self.side = pygame.Rect(SIDE.left, top, SIDE.width, SIDE.bottom - top)
        header = 70 if self.side.height > 240 else 58
        avail = self.side.height - header - 10
        self.row_h = max(22, min(46, avail // self.players))
        self.rows_top = self.side.top + header

    def row_rect(self, index: float) -> pygame.Rect:
        """The standings row at (fractional) place `index` from the top."""
        return pygame.Rect(self.side.left + 8, round(self.rows_top + index * self.row_h),
                           self.side.width - 16, self.row_h - 2)

    # -- model ------------------------------------------------------------------------------

    def _reset_day(self, day: int) -> None:
        n = self.players
        self.day = day
        self.riders = [_Rider() for _ in range(n)]
        self.space = [0] * n
        self.arrival = list(range(n))
        self._arrivals = n
        self.crossed: list[int] = []
        self.today = [0] * n
        self.relief = [False] * n
        hand = sum(self.game.green_hand.values())  # type: ignore[attr-defined]
        self.cards = [hand] * n
        self.stacks = [sum(self.rules.low.values()), sum(self.rules.high.values())]
        self.round = 1
        self.last_round = False
        self.current: int | None = None
        self.offer: int | None = None
        self.row_pos = [float(i) for i in range(n)]
        self.sling = None
        self._snap_lanes()

    def _apply(self, obs: dict[str, Any]) -> None:
        """Make the table show the spectator's observation `obs` (no animation)."""
        n = self.players
        self.day = int(obs["day"])
        self.phase = str(obs["phase"])
        self.round = int(obs["round"])
        self.last_round = bool(obs["last_round"])
        positions = [int(p) for p in obs["positions"]]
        self.crossed = [int(s) for s in obs["crossed"]]
        for s, rider in enumerate(self.riders):
            rider.at = float(positions[s])
            rider.fin = self.crossed.index(s) if s in self.crossed else -1
            rider.off = 1.0 if rider.fin >= 0 else 0.0
            rider.moving, rider.lift, rider.surge, rider.alpha = False, 0.0, 0.0, 1.0
        self.space = positions
        hands = obs["hands"]
        self.relief = [bool(h["changed"]) for h in hands]
        self.cards = [len(h["green"]) + int(h["black_cards"]) for h in hands]
        self.stacks = [int(obs["stacks"]["low"]), int(obs["stacks"]["high"])]
        today = [0] * n
        for order in obs["sprints"]:
            for i, seat in enumerate(order):
                today[seat] += points_at(obs["sprint_points"], i + 1)
        for i, seat in enumerate(self.crossed):
            today[seat] += points_at(obs["finish_points"], i + 1)
        self.today = today
        history = obs["history"]
        self.laps_total = [sum(int(d["lap_deficit"][s]) for d in history) for s in range(n)]
        self.points_total = [sum(int(d["points"][s]) for d in history) for s in range(n)]
        self.placings = [[int(p) for p in d["placing"]] for d in history]
        mover = obs["to_move"]
        self.current = mover if self.phase in ("play", "change") else None
        self.offer = mover if self.phase == "change" else None
        self.sling = None

    def sync(self, state: State) -> None:
        obs = state.observation(None)
        self.script.clear()
        self.effects.clear()
        self.flashes.clear()
        self.banner = None
        self.confetti = None
        self.overlay = None
        self._overlay_clip = None
        self._later_lines = []
        self._reset_day(int(obs["day"]))
        self._apply(obs)
        self.arrival = list(range(self.players))
        self._snap_lanes()
        self.row_pos = self._row_targets()
        self.commentator = Commentator(self.names, self.game)  # type: ignore[arg-type]
        self.commentator.sync(obs)
        if obs["phase"] == "over" and hasattr(state, "day_results"):
            self.overlay = self._standings_overlay(state, self.days_total, final=True)
            self.overlay.persist = True
            self.overlay.elapsed = self.overlay.fill_time
        if obs["phase"] == "play" and not obs["plays"] and not obs["history"]:
            # The very start: the riders line up before the first card announces the day.
            self._announce(self.day, list(obs["order"]))
            self._announced = self.day
        if not self.ticker:
            label = (f"Day {self.day} of {self.days_total}" if self.days_total > 1
                     else "Race day")
            doing = {"play": "the riders are out on the boards",
                     "change": "a rider change is on offer",
                     "draw": "a relief rider takes black cards",
                     "over": "the racing is done"}.get(self.phase, "")
            self._push_lines([f"{label} at the {self.title.title()}: {doing}."])
            self.ticker_slide = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.script)

    def seat_note(self, seat: int) -> str:
        if not 0 <= seat < self.players:
            return ""
        if seat in self.crossed:
            return f"FIN {ordinal(self.crossed.index(seat) + 1)}"
        return f"pos {self.space[seat]}"

    def needs_curtain(self, seat: int) -> bool:
        """A human's hand of black cards is secret: hand over between human seats."""
        return True

    # -- turning events into clips ----------------------------------------------------------

    def _add(self, duration: float, start: Callable[[], None] | None = None,
             step: Callable[[float], None] | None = None,
             end: Callable[[], None] | None = None) -> Clip:
        clip = Clip(duration, start, step, end)
        self.script.append(clip)
        return clip

    def _push_lines(self, lines: Sequence[str]) -> None:
        for line in lines:
            self.ticker.append(line)
            self.ticker_slide = 1.0
        self.ticker = self.ticker[-12:]
        self.commentary = list(self.ticker[-3:])

    def _say(self, lines: Sequence[str]) -> None:
        if lines:
            chunk = list(lines)
            self._add(0.0, start=lambda: self._push_lines(chunk))

    _LEADS = (ev.DayStarted, ev.CardPlayed, ev.RiderChanged, ev.RiderKept, ev.BlackCardDrawn,
              ev.RiderStaysPut, ev.DayEnded, ev.SixDaysEnded)

    def show(self, step: Step, state: State) -> None:
        obs = state.observation(None)
        groups: list[list[Event]] = []
        for event in step.events:
            if not groups or isinstance(event, self._LEADS):
                groups.append([event])
            else:
                groups[-1].append(event)
        for group in groups:
            lines = self.commentator.lines(group)
            self._say(lines[:1])
            self._later_lines = lines[1:]
            self._queue(group, state)
            self._say(self._later_lines)
            self._later_lines = []
        self._add(0.0, end=lambda: self._apply(obs))

    def _queue(self, group: list[Event], state: State) -> None:
        first = group[0]
        if isinstance(first, ev.DayStarted):
            self._q_day_started(first)
        elif isinstance(first, ev.CardPlayed):
            self._q_play(first, group[1:])
        elif isinstance(first, ev.RiderChanged):
            self._q_sling(first.seat)
        elif isinstance(first, ev.RiderKept):
            self._q_kept(first.seat)
        elif isinstance(first, ev.BlackCardDrawn):
            self._q_draw(first)
        elif isinstance(first, ev.RiderStaysPut):
            self._q_note(first.seat, "no cards left", theme.INK_DIM)
        elif isinstance(first, ev.DayEnded):
            self._q_day_ended(first, state)
        elif isinstance(first, ev.SixDaysEnded):
            self._q_six_days_ended(first, state)

    # a day begins ---------------------------------------------------------------------------

    def _q_day_started(self, event: ev.DayStarted) -> None:
        dirty = any(r.at > 0 or r.fin >= 0 for r in self.riders)

        def start() -> None:
            self.overlay = None
            if dirty:
                self._sound("shuffle")

        def step(t: float) -> None:
            if dirty:
                for rider in self.riders:
                    rider.alpha = max(0.0, 1 - t * 3) if t < 0.34 else min(1.0, (t - 0.34) * 3)
                if t >= 0.34 and self.day != event.day:
                    self._new_day(event)

        def end() -> None:
            if self.day != event.day:
                self._new_day(event)
            for rider in self.riders:
                rider.alpha = 1.0
            self.current = event.order[0] if event.order else None

        self._add(0.45 if dirty else 0.05, start=start, step=step, end=end)

        if self._announced == event.day:
            return  # shown when the view took up the race at its start
        self._announced = event.day
        self._add(DAY_START, start=lambda: self._announce(event.day, list(event.order)))

    def _announce(self, day: int, order: list[int]) -> None:
        title = f"DAY {day} OF {self.days_total}" if self.days_total > 1 else "RACE DAY!"
        first = self.names[order[0]] if order else ""
        self._banner(title, f"{first} leads them out - {self.finish} spaces to the line",
                     theme.PANEL_HI, DAY_START - 0.3)
        self._sound("bell")

    def _new_day(self, event: ev.DayStarted) -> None:
        laps, points, placings = self.laps_total, self.points_total, self.placings
        self._reset_day(event.day)
        self.laps_total, self.points_total, self.placings = laps, points, placings
        self.row_pos = self._row_targets()

    # a card ---------------------------------------------------------------------------------

    def _q_play(self, played: ev.CardPlayed, rest: list[Event]) -> None:
        seat = played.seat

        def start() -> None:
            self.current = seat
            self.offer = None
            self.cards[seat] = max(0, self.cards[seat] - 1)
            self._sound("flip")
            image = self._card_image(played.card, (max(24, self.r * 3), max(34, self.r * 4)))
            self.effects.append(_Floater(image, (0, 0), life=1.1, rise=26,
                                         follow=lambda: self._above(seat, 18)))

        self._add(CARD_POP, start=start)
        # The events after the card, split into the ride and the slipstream with their lines.
        moves: list[tuple[ev.RiderMoved, list[Event]]] = []
        tail: list[Event] = []
        for event in rest:
            if isinstance(event, ev.RiderMoved):
                moves.append((event, []))
            elif moves and isinstance(event, (ev.SprintCrossed, ev.FinishCrossed)):
                moves[-1][1].append(event)
            else:
                tail.append(event)
        blue = next((e for e in tail if isinstance(e, ev.NoMultiplying)), None)
        for move, crossings in moves:
            if move.kind == "slipstream":
                self._q_slip_call(move)
            self._q_move(move, crossings)
            if move.kind == "ride" and blue is not None:
                self._q_note(seat, "blue space - no slipstream", BLUE_SPACE, ink=theme.INK)
        for event in tail:
            if isinstance(event, ev.LastRound):
                self._q_last_round(event.seat)
            elif isinstance(event, ev.RiderChangeOffered):
                self._q_offer(event.seat)
        self._say(self._later_lines)
        self._later_lines = []
        if any(isinstance(e, ev.FinishCrossed) for _, c in moves for e in c):
            self._q_roll_off(seat)

    def _q_slip_call(self, move: ev.RiderMoved) -> None:
        seat = move.seat

        def start() -> None:
            self._sound("whoosh")
            image = self._pill(f"SLIPSTREAM ×{move.times + 1}", 15, theme.CYAN)
            self.effects.append(_Floater(image, (0, 0), life=1.0, rise=30,
                                         follow=lambda: self._above(seat, 22)))

        def step(t: float) -> None:
            self.riders[seat].surge = t
            self.riders[seat].lift = -hop(t) * 2

        self._add(SLIP_CALL, start=start, step=step)

    def _q_move(self, move: ev.RiderMoved, crossings: list[Event]) -> None:
        seat, a, b = move.seat, move.from_space, move.to_space
        spaces = max(1, b - a)
        slip = move.kind == "slipstream"
        if slip:
            duration = min(SURGE_MAX, SURGE_BASE + SURGE_PER_SPACE * spaces)
        else:
            duration = min(RIDE_MAX, RIDE_BASE + RIDE_PER_SPACE * spaces)
        triggers: list[tuple[float, Callable[[], None]]] = []
        for event in crossings:
            if isinstance(event, ev.SprintCrossed):
                line = self.track.sprints[event.sprint - 1]
                triggers.append((line - 0.5, self._sprint_fire(event)))
            elif isinstance(event, ev.FinishCrossed):
                triggers.append((self.finish - 0.5, self._finish_fire(event)))
        fired: set[int] = set()
        rider = self.riders[seat]

        def start() -> None:
            rider.moving = True
            rider.surge = 1.0 if slip else 0.0

        def step(t: float) -> None:
            e = ease_out(t) if slip else ease_in_out(t)
            rider.at = a + (b - a) * e
            rider.lift = abs(math.sin(math.pi * (rider.at - a))) * (1.5 if slip else 3.0)
            rider.surge = (1 - t * 0.6) if slip else 0.0
            for i, (threshold, fire) in enumerate(triggers):
                if i not in fired and rider.at >= threshold:
                    fired.add(i)
                    fire()

        def end() -> None:
            rider.at, rider.lift, rider.surge, rider.moving = float(b), 0.0, 0.0, False
            for i, (_, fire) in enumerate(triggers):
                if i not in fired:
                    fired.add(i)
                    fire()
            self.space[seat] = b
            self._arrivals += 1
            self.arrival[seat] = self._arrivals

        self._add(duration, start=start, step=step, end=end)

    def _sprint_fire(self, event: ev.SprintCrossed) -> Callable[[], None]:
        def fire() -> None:
            seat = event.seat
            self.today[seat] += event.points
            self._sound("bell")
            line = self.track.sprints[event.sprint - 1]
            self.effects.append(_Wave(self._bell, self._outside(line - 0.5, 40), 0.8, 24))
            if event.points > 0:
                color = PLACE_COLORS[min(event.place, 3) - 1] if event.place <= 3 else theme.GREEN
                image = self._pill(f"+{event.points}", 20, color)
                self._flash(seat, theme.GOLD)
                self._sound("coin")
            else:
                image = self._pill(f"sprint {event.sprint}: {ordinal(event.place)}", 12,
                                   theme.INK_DIM)
            self.effects.append(_Floater(image, self._above(seat, 14), life=1.4, rise=44))

        return fire

    def _finish_fire(self, event: ev.FinishCrossed) -> Callable[[], None]:
        def fire() -> None:
            seat = event.seat
            points = points_at(self.rules.finish_points, event.place)
            self.today[seat] += points
            if seat not in self.crossed:
                self.crossed.append(seat)
            self._sound("crowd")
            self.effects.append(_Wave(self._flag, self.point(self.finish - 0.5, self.hw + 30), 1.4,
                                      16))
            color = PLACE_COLORS[event.place - 1] if event.place <= 3 else theme.GREEN
            words = f"{ordinal(event.place)}!" + (f"  +{points}" if points else "")
            self.effects.append(_Floater(self._pill(words, 20, color), self._above(seat, 14),
                                         life=1.6, rise=46))
            self._flash(seat, theme.GOLD)
            if event.place == 1:
                self.confetti = Confetti(ARENA, seed=self.day * 31 + seat, count=0,
                                         colors=(theme.SEAT_COLORS[seat % 10], theme.GOLD,
                                                 theme.INK, theme.PINK), floor=False)
                self.confetti.burst(self.point(self.finish - 0.5), count=90, speed=700.0)

        return fire

    def _q_roll_off(self, seat: int) -> None:
        rider = self.riders[seat]

        def start() -> None:
            rider.fin = self.crossed.index(seat) if seat in self.crossed else len(self.crossed)

        def step(t: float) -> None:
            rider.off = ease_in_out(t)

        def end() -> None:
            rider.off = 1.0

        self._add(ROLL_OFF, start=start, step=step, end=end)

    def _q_last_round(self, seat: int) -> None:
        def start() -> None:
            self.last_round = True
            self._sound("bell")
            self._banner("LAST ROUND!", f"{self.names[seat]} is over the line - one more card "
                         "for everyone behind", theme.PINK, LAST_ROUND_HOLD + 0.4)

        self._add(LAST_ROUND_HOLD, start=start)

    def _q_note(self, seat: int, words: str, fill: Color, ink: Color = theme.BG_DEEP) -> None:
        def start() -> None:
            self.effects.append(_Floater(self._pill(words, 13, fill, ink), self._above(seat, 16),
                                         life=1.2, rise=24))

        self._add(NOTE, start=start)

    def _q_offer(self, seat: int) -> None:
        def start() -> None:
            self.offer = seat
            self.current = seat
            self._sound("click")
            self.effects.append(_Floater(self._pill("RIDER CHANGE?", 14, BLUE_SPACE, theme.INK),
                                         self._above(seat, 18), life=0.9, rise=16))

        self._add(OFFER, start=start)

    def _q_kept(self, seat: int) -> None:
        def start() -> None:
            self.offer = None
            self.effects.append(_Floater(self._pill("rides on", 13, GREEN_CARD, theme.INK),
                                         self._above(seat, 16), life=1.0, rise=20))

        self._add(NOTE, start=start)

    # the rider change ---------------------------------------------------------------------

    def _q_sling(self, seat: int) -> None:
        rider = self.riders[seat]
        base = {"at": 0.0, "lane": 0.0}

        def start() -> None:
            self.offer = None
            base["at"], base["lane"] = rider.at, rider.lane
            self.sling = {"seat": float(seat), "at": rider.at, "lane": rider.lane, "t": 0.0}
            self.relief[seat] = True
            self.cards[seat] = 0
            self._sound("whoosh")

        def step(t: float) -> None:
            assert self.sling is not None
            self.sling["t"] = t
            at0, lane0 = base["at"], base["lane"]
            inside = lane0 + 3 * self.r + 4
            if t < 0.3:
                # The relief rider comes up on the inside, behind the starting rider.
                u = ease_out(t / 0.3)
                rider.at = at0 - 3.2 + 2.0 * u
                rider.lane = inside
                rider.alpha = u
            elif t < 0.55:
                # Hand in hand: the starting rider slings the relief rider forward, past.
                u = ease_in((t - 0.3) / 0.25)
                rider.at = at0 - 1.2 + 2.1 * u
                rider.lane = inside
                rider.alpha = 1.0
            else:
                # Away it goes, and settles into the starting rider's place.
                u = ease_in_out((t - 0.55) / 0.45)
                rider.at = at0 + 0.9 * (1 - u)
                rider.lane = inside + (lane0 - inside) * u
            if self.sling.get("whoosh", 0.0) == 0.0 and t >= 0.3:
                self.sling["whoosh"] = 1.0
                self._sound("whoosh")

        def end() -> None:
            rider.at, rider.lane, rider.alpha = base["at"], base["lane"], 1.0
            self.sling = None
            self.effects.append(_Floater(self._pill("RIDER CHANGE!", 15, BLUE_SPACE, theme.INK),
                                         self._above(seat, 18), life=1.2, rise=22))

        self._add(SLING, start=start, step=step, end=end)

    def _q_draw(self, drawn: ev.BlackCardDrawn) -> None:
        seat = drawn.seat
        stack = 0 if drawn.stack == "low" else 1

        def start() -> None:
            self.stacks[stack] = max(0, self.stacks[stack] - 1)
            self._sound("deal")
            self.effects.append(_Flyer(self._back, self.stack_pts[stack],
                                       lambda: self._rider_xy(seat), DRAW_FLY * 1.4,
                                       arc=30))

        def end() -> None:
            self.cards[seat] += 1
            self._flash(seat, theme.INK_DIM)

        self._add(DRAW_FLY, start=start, end=end)

    # the day's end ------------------------------------------------------------------------

    def _q_day_ended(self, event: ev.DayEnded, state: State) -> None:
        results: list[DayResult] = list(getattr(state, "day_results", list)())
        result = results[event.day - 1] if len(results) >= event.day else None

        def start() -> None:
            self.current = None
            self._sound("fanfare")

        self._add(DAY_END_PAUSE, start=start)
        if result is not None:
            self._q_overlay(lambda: self._pad_overlay(result, event.day))

        def tally() -> None:
            for s in range(self.players):
                self.laps_total[s] += event.lap_deficit[s]
                self.points_total[s] += event.points[s]
            self.placings.append(list(event.placing))

        self._add(0.0, start=tally)
        if self.days_total > 1 and event.day < self.days_total and result is not None:
            day = event.day
            self._q_overlay(lambda: self._standings_overlay(state, day))

    def _q_overlay(self, make: Callable[[], _Overlay]) -> None:
        made: dict[str, _Overlay] = {}
        clip = Clip(1.0)

        def start() -> None:
            overlay = make()
            made["o"] = overlay
            clip.duration = overlay.duration
            self.overlay = overlay
            self._overlay_clip = clip
            self._sound("whoosh")

        def step(t: float) -> None:
            overlay = made.get("o")
            if overlay is None:
                return
            before = min(len(overlay.cells), int(max(0.0, overlay.elapsed - POP_IN) / CELL))
            overlay.elapsed = t * clip.duration
            after = min(len(overlay.cells), int(max(0.0, overlay.elapsed - POP_IN) / CELL))
            if after > before and after % 4 == 0:
                self._sound("click")

        def end() -> None:
            overlay = made.get("o")
            if overlay is not None and not overlay.persist:
                self.overlay = None
            self._overlay_clip = None

        clip.start, clip.step, clip.end = start, step, end
        self.script.append(clip)

    def _q_six_days_ended(self, event: ev.SixDaysEnded, state: State) -> None:
        best = min(event.placing) if event.placing else 1
        winners = [s for s, p in enumerate(event.placing) if p == best]

        def start() -> None:
            self.phase = "over"
            self._sound("fanfare")
            title = "SIX-DAY CHAMPION" if self.days_total == 6 else "CHAMPION"
            if self.days_total == 1:
                title = "RACE WINNER"
            names = " & ".join(self.names[s] for s in winners)
            self._banner(title, names, theme.PANEL_HI, FINAL_HOLD - 0.4)
            colors = [theme.SEAT_COLORS[s % len(theme.SEAT_COLORS)] for s in winners]
            self.confetti = Confetti(ARENA, seed=77, count=90,
                                     colors=(*colors, theme.GOLD, theme.INK))

        self._add(FINAL_HOLD, start=start)
        if self.days_total > 1:
            def make() -> _Overlay:
                overlay = self._standings_overlay(state, self.days_total, final=True)
                overlay.persist = True
                return overlay

            self._q_overlay(make)

    # small helpers -----------------------------------------------------------------------

    def _sound(self, name: str) -> None:
        self.app.sounds.play(name)

    def _flash(self, seat: int, color: Color) -> None:
        self.flashes.append([seat, color, 0.9, 0.9])

    def _banner(self, title: str, sub: str, color: Color, hold: float,
                ink: Color = theme.INK) -> None:
        image = render_banner(self.app.assets, title, sub, color, ink)
        if image.get_width() > ARENA.width - 40:
            image = pygame.transform.smoothscale_by(image, (ARENA.width - 40) / image.get_width())
        field_ = self.infield
        center = (field_.centerx, field_.centery) if field_.height > 90 else ARENA.center
        self.banner = Banner(image, center, hold)

    def _pill(self, words: str, size: int, fill: Color,
              ink: Color = theme.BG_DEEP) -> pygame.Surface:
        key = (words, size, fill, ink)
        image = self._pills.get(key)
        if image is None:
            image = render_pill(self.app.assets, words, size, fill, ink)
            self._pills[key] = image
            if len(self._pills) > 80:
                self._pills.pop(next(iter(self._pills)))
        return image

    def _rider_xy(self, seat: int) -> Vec:
        rider = self.riders[seat]
        x, y = self.point(rider.at - rider.row * self.row_gap, rider.lane)
        if rider.fin >= 0 and rider.off > 0:
            x, y = lerp((x, y), self._apron(rider.fin), rider.off)
        return (x, y - rider.lift)

    def _above(self, seat: int, dy: float) -> Vec:
        x, y = self._rider_xy(seat)
        return (x, y - self.r - dy)

    def _outside(self, s: float, dist: float) -> Vec:
        x, y, nx, ny, _ = self._frame(s)
        d = self.hw + dist
        px, py = x - nx * d, y - ny * d
        return (min(max(px, ARENA.left + 16), ARENA.right - 16),
                min(max(py, ARENA.top + 16), ARENA.bottom - 16))

    def _card_image(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        key = (card, size[0], size[1])
        image = self._cards.get(key)
        if image is None:
            image = render_card(self.app.assets, card, size)
            self._cards[key] = image
        return image

    # -- where riders stand -----------------------------------------------------------------

    def _lane_targets(self) -> dict[int, tuple[float, float]]:
        """Lane (px towards the infield) and row (spaces back) of each rider at rest: riders
        sharing a space ride side by side, four abreast at most, later arrivals behind."""
        groups: dict[int, list[int]] = {}
        for seat, rider in enumerate(self.riders):
            if rider.moving or rider.fin >= 0:
                continue
            groups.setdefault(round(rider.at), []).append(seat)
        gap = 2 * self.r + 2
        across = max(2, min(4, int((2 * self.hw - 2) // gap)))
        out: dict[int, tuple[float, float]] = {}
        for seats in groups.values():
            seats.sort(key=lambda s: (self.arrival[s], s))
            k = len(seats)
            for i, seat in enumerate(seats):
                row, col = divmod(i, across)
                in_row = min(across, k - row * across)
                lane = (col - (in_row - 1) / 2) * gap
                out[seat] = (-lane, float(row))
        return out

    def _snap_lanes(self) -> None:
        for seat, (lane, row) in self._lane_targets().items():
            self.riders[seat].lane, self.riders[seat].row = lane, row

    def _standing_order(self) -> list[int]:
        """Seats in race order: over the line first (in crossing order), then by space."""
        return sorted(range(self.players),
                      key=lambda s: ((0, self.crossed.index(s), 0) if s in self.crossed
                                     else (1, -self.space[s], s)))

    def _row_targets(self) -> list[float]:
        order = self._standing_order()
        rows = [0.0] * self.players
        for i, seat in enumerate(order):
            rows[seat] = float(i)
        return rows

    # -- human input ------------------------------------------------------------------------

    def begin_input(self, seat: int, state: State, submit: Callable[[Action], None]) -> None:
        obs = state.observation(seat)
        rect = self._prompt_rect()
        if obs["phase"] == "change":
            self.prompt = self._change_prompt(seat, obs, submit, rect)
        else:
            self.prompt = self._play_prompt(seat, state, obs, submit, rect)
        self.current = seat

    def end_input(self) -> None:
        self.prompt = None

    def _prompt_rect(self) -> pygame.Rect:
        rect = self.infield.copy()
        rect.width = max(rect.width, 560)
        rect.height = max(rect.height, 210)
        rect.width = min(rect.width, 760)
        rect.height = min(rect.height, 290)
        rect.center = self.infield.center
        return rect.clamp(ARENA.inflate(-12, -12))

    def _play_prompt(self, seat: int, state: State, obs: dict[str, Any],
                     submit: Callable[[Action], None], rect: pygame.Rect) -> _Prompt:
        mine = obs["hands"][seat]
        held = list(mine.get("black") or []) if mine["changed"] else list(mine["green"])
        counts: dict[str, int] = {}
        for card in held:
            counts[card] = counts.get(card, 0) + 1
        hand = list(obs["hand"]) or sorted(counts)
        prompt = _Prompt(seat, "play", submit, rect, counts=counts)
        prompt.previews = self._previews(state, seat, hand, obs)
        top = rect.top + 66
        avail_h = rect.bottom - 40 - top
        card_h = max(60, min(126, avail_h))
        card_w = round(card_h * 0.68)
        gap = 12
        width = len(hand) * card_w + (len(hand) - 1) * gap
        if width > rect.width - 30:
            card_w = max(36, (rect.width - 30 - (len(hand) - 1) * gap) // max(1, len(hand)))
            card_h = round(card_w / 0.68)
            width = len(hand) * card_w + (len(hand) - 1) * gap
        left = rect.centerx - width // 2
        for i, card in enumerate(hand):
            button = _Button(pygame.Rect(left + i * (card_w + gap), top + 6, card_w, card_h),
                             "card", card)
            prompt.buttons.append(button)
            prompt.images[card] = self._card_image(card, (card_w, card_h))
        focus = self._focus.get(seat)
        prompt.focus = hand.index(focus) if focus in hand else self._best_card(prompt, hand)
        where = (f"on space {obs['positions'][seat]}" if obs["positions"][seat] > 0
                 else "at the start")
        kind = "black" if mine["changed"] else "green"
        sub = f"{where} - {len(held)} {kind} card{'s' if len(held) != 1 else ''} left"
        prompt.backdrop = self._prompt_backdrop(rect, seat, f"{self.names[seat]}, ride a card",
                                                sub)
        return prompt

    @staticmethod
    def _best_card(prompt: _Prompt, hand: list[str]) -> int:
        """Start on the card that goes furthest (a fair default, not advice)."""
        if not hand:
            return 0
        return max(range(len(hand)), key=lambda i: (
            prompt.previews[hand[i]].end if hand[i] in prompt.previews else 0, -i))

    def _previews(self, state: State, seat: int, hand: list[str],
                  obs: dict[str, Any]) -> dict[str, _Preview]:
        """Each card played on a copy of the state: where it lands, what it multiplies."""
        out: dict[str, _Preview] = {}
        start = int(obs["positions"][seat])
        for card in hand:
            copy = state.clone()
            try:
                events = copy.apply(Play(card))
            except IllegalAction:
                continue
            preview = _Preview(card, start, start, start)
            for event in events:
                if isinstance(event, ev.RiderMoved) and event.seat == seat:
                    if event.kind == "ride":
                        preview.land = preview.end = event.to_space
                        preview.wheel = [s for s in range(self.players)
                                         if s != seat and s not in obs["crossed"]
                                         and obs["positions"][s] == event.to_space]
                    else:
                        preview.end, preview.times = event.to_space, event.times
                elif isinstance(event, ev.NoMultiplying) and event.seat == seat:
                    preview.blue = True
                elif isinstance(event, ev.SprintCrossed) and event.seat == seat:
                    preview.sprints.append((event.sprint, event.place, event.points))
                elif isinstance(event, ev.FinishCrossed) and event.seat == seat:
                    preview.finish = event.place
                elif isinstance(event, ev.RiderChangeOffered) and event.seat == seat:
                    preview.change = True
            out[card] = preview
        return out

    def _change_prompt(self, seat: int, obs: dict[str, Any], submit: Callable[[Action], None],
                       rect: pygame.Rect) -> _Prompt:
        prompt = _Prompt(seat, "change", submit, rect)
        green = len(obs["hands"][seat]["green"])
        n_low, n_high = self.rules.change_draws(self.players)
        width = min(300, (rect.width - 60) // 2)
        height = min(110, rect.height - 100)
        top = rect.top + 70
        gap = 24
        left = rect.centerx - width - gap // 2
        prompt.buttons = [
            _Button(pygame.Rect(left, top, width, height), "change",
                    f"hand in {green} green, draw {n_low} + {n_high} black"),
            _Button(pygame.Rect(left + width + gap, top, width, height), "keep",
                    f"keep your {green} green card{'s' if green != 1 else ''}"),
        ]
        prompt.focus = 0
        prompt.backdrop = self._prompt_backdrop(
            rect, seat, f"{self.names[seat]}: rider change?",
            f"You landed exactly on the rider change space {obs['positions'][seat]}.")
        return prompt

    def _prompt_backdrop(self, rect: pygame.Rect, seat: int, title: str,
                         sub: str) -> pygame.Surface:
        surf = pygame.Surface((rect.width + 24, rect.height + 24), pygame.SRCALPHA)
        body = pygame.Rect(12, 12, rect.width, rect.height)
        panel(surf, body, theme.PANEL, theme.GOLD, radius=18, alpha=255)
        assets = self.app.assets
        size = fit_text(assets, title, 26, rect.width - 100)
        image = assets.text(title, size, theme.GOLD, "bold")
        x = body.centerx - image.get_width() // 2 + 16
        self._draw_token(surf, seat, (x - 22, body.top + 26), self.app.settings.colour_blind,
                         radius=12, relief=self.relief[seat])
        text(surf, assets, title, size, theme.GOLD, (x, body.top + 26), anchor="midleft")
        text(surf, assets, sub, 15, theme.INK_DIM, (body.centerx, body.top + 52),
             anchor="center", kind="sans", shadow=False)
        return surf

    def _focused_preview(self) -> _Preview | None:
        prompt = self.prompt
        if prompt is None or prompt.mode != "play" or not prompt.buttons:
            return None
        card = prompt.buttons[prompt.focus].value
        return prompt.previews.get(card)

    def _confirm(self, prompt: _Prompt) -> None:
        if not prompt.buttons:
            return
        self._sound("click")
        button = prompt.buttons[prompt.focus]
        if prompt.mode == "play":
            self._focus[prompt.seat] = str(button.value)
            prompt.submit(Play(str(button.value)))
        elif button.kind == "change":
            prompt.submit(Change())
        else:
            prompt.submit(Keep())

    def command(self, command: Command) -> bool:
        if (self.overlay is not None and self._overlay_clip is not None
                and command is Command.CONFIRM and self.humans):
            self._skip_overlay()
            return True
        prompt = self.prompt
        if prompt is None:
            return False
        if command in (Command.LEFT, Command.RIGHT, Command.NEXT, Command.PREVIOUS):
            if prompt.buttons:
                step = -1 if command in (Command.LEFT, Command.PREVIOUS) else 1
                prompt.focus = (prompt.focus + step) % len(prompt.buttons)
                self._sound("click")
            return True
        if command is Command.CONFIRM:
            self._confirm(prompt)
            return True
        return False

    def _skip_overlay(self) -> None:
        clip = self._overlay_clip
        if clip is not None and self.script and self.script[0] is clip:
            clip.elapsed = clip.duration
            self._sound("click")

    def pointer(self, pointer: Pointer) -> bool:
        if (self.overlay is not None and self._overlay_clip is not None and self.humans
                and pointer.kind == "down" and pointer.button == 1):
            self._skip_overlay()
            return True
        prompt = self.prompt
        if prompt is None:
            return False
        hit = next((i for i, b in enumerate(prompt.buttons)
                    if self._button_rect(prompt, i).collidepoint(pointer.pos)), None)
        if pointer.kind == "move":
            prompt.hover = hit
            if hit is not None and hit != prompt.focus:
                prompt.focus = hit
            return hit is not None
        if pointer.kind != "down" or pointer.button != 1:
            return prompt.rect.collidepoint(pointer.pos)
        if hit is None:
            return prompt.rect.collidepoint(pointer.pos)
        prompt.focus = hit
        self._confirm(prompt)
        return True

    def _button_rect(self, prompt: _Prompt, index: int) -> pygame.Rect:
        rect = prompt.buttons[index].rect
        if prompt.mode == "play" and index == prompt.focus:
            return rect.move(0, -12).inflate(0, 12)
        return rect

    # -- update ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        real = dt / self.speed if self.speed > 0 else dt
        self._run_script(dt)
        self.effects = [e for e in self.effects if e.update(dt)]
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
        follow = min(1.0, dt * 9)
        sling = int(self.sling["seat"]) if self.sling is not None else -1
        for seat, (lane, row) in self._lane_targets().items():
            if seat == sling:
                continue
            rider = self.riders[seat]
            rider.lane += (lane - rider.lane) * follow
            rider.row += (row - rider.row) * follow
        targets = self._row_targets()
        glide = min(1.0, dt * 6)
        self.row_pos = [p + (t - p) * glide for p, t in zip(self.row_pos, targets, strict=True)]

    def _run_script(self, dt: float) -> None:
        while self.script:
            clip = self.script[0]
            if not clip.started:
                clip.started = True
                if clip.start is not None:
                    clip.start()
            clip.elapsed += dt
            if clip.elapsed < clip.duration:
                if clip.step is not None:
                    clip.step(clip.elapsed / clip.duration)
                return
            dt = clip.elapsed - clip.duration
            if clip.step is not None:
                clip.step(1.0)
            if clip.end is not None:
                clip.end()
            if self.script and self.script[0] is clip:
                self.script.popleft()

    # -- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        cb = self.app.settings.colour_blind
        if self._static is None or self._static_cb != cb:
            self._static = self._build_static(cb)
            self._static_cb = cb
        surface.blit(self._static, (0, 0))
        if self.stacks_on:
            self._draw_stacks(surface)
        preview = self._focused_preview()
        if preview is not None:
            self._draw_preview_path(surface, preview)
        self._draw_riders(surface, cb)
        if preview is not None and self.prompt is not None:
            self._draw_ghost(surface, self.prompt.seat, preview, cb)
        if self.sling is not None:
            self._draw_sling(surface, cb)
        for effect in self.effects:
            effect.draw(surface)
        if self.confetti is not None:
            self.confetti.draw(surface)
        if self.banner is not None:
            self.banner.draw(surface)
        self._draw_side(surface, cb)
        self._draw_ticker(surface)
        if self.prompt is not None:
            self._draw_prompt(surface, self.prompt)
            if preview is not None:
                self._draw_ghost(surface, self.prompt.seat, preview, cb, label_only=True)
        if self.overlay is not None:
            self._draw_overlay(surface, self.overlay)

    # the velodrome (static) -----------------------------------------------------------------

    def _build_static(self, cb: bool) -> pygame.Surface:
        """Everything that never moves: the hall, the boards and their markings, the panel
        frames."""
        assets = self.app.assets
        surf = pygame.Surface(theme.CANVAS).convert()
        w, h = theme.CANVAS
        for y in range(0, h, 4):
            surf.fill(mix(theme.BG, theme.BG_DEEP, y / h), (0, y, w, 4))
        self._draw_hall(surf)
        self._draw_boards(surf)
        self._draw_markings(surf)
        self._draw_infield_title(surf)
        panel(surf, self.side, theme.PANEL, theme.PANEL_EDGE, radius=14, alpha=240)
        panel(surf, TICKER, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=235)
        badge = pygame.Rect(TICKER.left + 10, TICKER.top + 10, 92, 22)
        pygame.draw.rect(surf, theme.PINK, badge, border_radius=6)
        text(surf, assets, "SPEAKER", 14, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        text(surf, assets, "● LIVE", 12, theme.RED, (badge.centerx, badge.bottom + 12),
             anchor="center", kind="bold", shadow=False)
        self._draw_side_frame(surf)
        return surf

    def _draw_hall(self, surf: pygame.Surface) -> None:
        """The hall: dark stands full of spectators round the track."""
        hall = pygame.Surface(ARENA.size, pygame.SRCALPHA)
        pygame.draw.rect(hall, (16, 14, 34), hall.get_rect(), border_radius=16)
        rng = random.Random(6)
        colors = [mix(c, (16, 14, 34), 0.72) for c in theme.SEAT_COLORS] + [(52, 48, 78)] * 8
        for row in range(4, ARENA.height - 4, 7):
            for col in range(4 + (row // 7) % 2 * 3, ARENA.width - 4, 7):
                if rng.random() < 0.55:
                    pygame.draw.circle(hall, colors[rng.randrange(len(colors))],
                                       (col + rng.uniform(-1, 1), row), 2)
        # The lights over the track.
        glow = pygame.transform.smoothscale_by(render_glow(55, (255, 236, 190), 40), 4.0)
        for fx in (0.25, 0.5, 0.75):
            hall.blit(glow, glow.get_rect(center=(ARENA.width * fx, ARENA.height * 0.5)),
                      special_flags=pygame.BLEND_RGBA_ADD)
        pygame.draw.rect(hall, theme.PANEL_EDGE, hall.get_rect(), 2, border_radius=16)
        surf.blit(hall, ARENA.topleft)

    def _draw_boards(self, surf: pygame.Surface) -> None:
        """The banked boards: darker and higher outside, the blue côte d'azur inside, the
        infield within; plank lines along the lap and the riding lines."""
        hw = self.hw
        apron = max(8.0, self.r * 1.1)
        # The safety rail and the shadow outside the banking.
        pygame.draw.polygon(surf, (8, 8, 20), self._offset_loop(-hw - 9, 2))
        pygame.draw.polygon(surf, (226, 226, 236), self._offset_loop(-hw - 5, 2))
        steps = max(8, round(2 * hw / 3))
        dark, light = darken(self.wood, 0.28), lighten(self.wood, 0.12)
        for k in range(steps + 1):
            lane = -hw + 2 * hw * k / steps
            pygame.draw.polygon(surf, mix(dark, light, k / steps), self._offset_loop(lane, 2))
        # The côte d'azur and the infield.
        pygame.draw.polygon(surf, (120, 184, 222), self._offset_loop(hw, 2))
        pygame.draw.polygon(surf, self.infield_color, self._offset_loop(hw + apron, 2))
        layer = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        for lane in range(round(-hw) + 5, round(hw), 6):
            pygame.draw.lines(layer, (*darken(self.wood, 0.4), 42), True,
                              self._offset_loop(lane, 2), 1)
        # Riding lines: black measuring line, red sprinters' line, blue stayers' line.
        pygame.draw.lines(layer, (20, 20, 26, 230), True, self._offset_loop(hw - 3, 2), 2)
        pygame.draw.lines(layer, (214, 40, 48, 200), True, self._offset_loop(hw * 0.55, 2), 2)
        pygame.draw.lines(layer, (40, 90, 210, 200), True, self._offset_loop(-hw * 0.25, 2), 2)
        # A board between two spaces.
        for i in range(self.finish):
            a = self.point(i - 0.5, -hw)
            b = self.point(i - 0.5, hw)
            pygame.draw.line(layer, (*darken(self.wood, 0.5), 70), a, b, 1)
        surf.blit(layer, (0, 0))
        # A sheen on the infield, lighter towards its middle.
        field_ = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        for k in range(1, 7):
            pygame.draw.polygon(field_, (255, 255, 255, 7), self._offset_loop(hw + apron
                                                                               + k * 14, 2))
        surf.blit(field_, (0, 0))

    def _space_band(self, layer: pygame.Surface, s: float, color: tuple[int, int, int, int],
                    lo: float, hi: float, half: float = 0.5) -> None:
        along = [s - half + 2 * half * k / 4 for k in range(5)]
        pts = [self.point(a, lo) for a in along] + [self.point(a, hi) for a in reversed(along)]
        pygame.draw.polygon(layer, color, pts)

    def _draw_markings(self, surf: pygame.Surface) -> None:
        assets = self.app.assets
        hw = self.hw
        layer = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        # Blue spaces: rider change and crash.
        for space in sorted(self.track.rider_change | self.track.crash):
            if 0 < space < self.finish:
                self._space_band(layer, space, (*BLUE_SPACE, 215), -hw, hw)
        # Lap deficit marks on the home straight, before the finish.
        every = self.rules.lap_every
        marks = self._lap_marks()
        for k in range(1, marks + 1):
            s = self.finish - k * every - 0.5
            a, b = self.point(s, hw * 0.35), self.point(s, hw + 6)
            pygame.draw.line(layer, (250, 250, 250, 230), a, b, 3)
        surf.blit(layer, (0, 0))
        for space in sorted(self.track.rider_change | self.track.crash):
            if not 0 < space < self.finish:
                continue
            change = space in self.track.rider_change
            x, y = self.point(space)
            pygame.draw.circle(surf, (230, 240, 255), (x, y), max(5, self.r - 2), 2)
            words = ("RIDER CHANGE" if self.changes_on else "BLUE") if change else "CRASH"
            self._outside_text(surf, space, [words], (150, 196, 255))
        # Sprint lines with their bells.
        for i, line in enumerate(self.track.sprints, start=1):
            s = line - 0.5
            self._line_across(surf, s, [(236, 48, 58), (250, 250, 250)])
            self._outside_text(surf, s, [f"SPRINT {i}"], theme.GOLD, icon=self._bell)
        # The start/finish line: chequered across the boards.
        self._chequered(surf, self.finish - 0.5)
        self._outside_text(surf, self.finish - 0.5, ["FINISH"], theme.INK, icon=self._flag)
        # Lap deficit zones, labelled on the infield side.
        for k in range(1, marks + 1):
            s = self.finish - (k - 0.5) * every - 0.5
            self._inside_text(surf, s, f"−{k} LAP" if k == 1 else f"−{k}", (255, 236, 170), 12)
        # Every tenth space numbered on the infield side (not among the lap marks).
        zone = self.finish - marks * every - 1
        for space in range(10, self.finish, 10):
            if space >= zone and marks:
                continue
            self._inside_text(surf, space, str(space), mix(self.ink, self.infield_color, 0.3),
                              11)
        del assets

    def _lap_marks(self) -> int:
        """How many lap deficit marks fit on the straight before the finish line."""
        every: int = max(1, int(self.rules.lap_every))
        last = self._frame(self.finish - 1)[4]
        straight = 0
        for back in range(1, self.finish):
            angle = self._frame(self.finish - 1 - back)[4]
            if abs((angle - last + 180) % 360 - 180) > 6:
                break
            straight = back
        return max(1, min(6, (straight + 1) // every))

    def _line_across(self, surf: pygame.Surface, s: float, colors: list[Color]) -> None:
        hw = self.hw
        steps = 8
        for k in range(steps):
            a = self.point(s, -hw + 2 * hw * k / steps)
            b = self.point(s, -hw + 2 * hw * (k + 1) / steps)
            pygame.draw.line(surf, colors[k % len(colors)], a, b, 4)

    def _chequered(self, surf: pygame.Surface, s: float) -> None:
        hw = self.hw
        rows = max(4, round(2 * hw / 7))
        for k in range(rows):
            for col in range(2):
                lo = -hw + 2 * hw * k / rows
                hi = -hw + 2 * hw * (k + 1) / rows
                a, b = s - 0.16 + col * 0.16, s + col * 0.16
                pts = [self.point(a, lo), self.point(b, lo), self.point(b, hi), self.point(a, hi)]
                shade = (245, 245, 245) if (k + col) % 2 == 0 else (22, 22, 30)
                pygame.draw.polygon(surf, shade, pts)

    def _outside_text(self, surf: pygame.Surface, s: float, words: list[str], color: Color,
                      icon: pygame.Surface | None = None) -> None:
        assets = self.app.assets
        image = assets.text(words[0], 12, color, "bold")
        shade = assets.text(words[0], 12, theme.BG_DEEP, "bold")
        width = image.get_width() + (icon.get_width() + 3 if icon is not None else 0)
        height = max(image.get_height(), icon.get_height() if icon is not None else 0)
        x, y, nx, ny, _ = self._frame(s)
        extent = abs(nx) * width / 2 + abs(ny) * height / 2
        d = self.hw + 12 + extent
        box = pygame.Rect(0, 0, width, height)
        box.center = (round(x - nx * d), round(y - ny * d))
        if not ARENA.inflate(-8, -8).contains(box):
            # No room between the boards and the hall's wall: the label goes in the infield.
            d = self.hw + max(8.0, self.r * 1.1) + 6 + extent
            box.center = (round(x + nx * d), round(y + ny * d))
        box.clamp_ip(ARENA.inflate(-8, -8))
        backing = box.inflate(8, 4)
        plate = pygame.Surface(backing.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (10, 9, 24, 190), plate.get_rect(), border_radius=6)
        surf.blit(plate, backing)
        left = box.left
        if icon is not None:
            surf.blit(icon, icon.get_rect(midleft=(left, box.centery)))
            left += icon.get_width() + 3
        surf.blit(shade, shade.get_rect(midleft=(left + 1, box.centery + 1)))
        surf.blit(image, image.get_rect(midleft=(left, box.centery)))

    def _inside_text(self, surf: pygame.Surface, s: float, words: str, color: Color,
                     size: int) -> None:
        image = self.app.assets.text(words, size, color, "bold")
        x, y, nx, ny, _ = self._frame(s)
        extent = abs(nx) * image.get_width() / 2 + abs(ny) * image.get_height() / 2
        d = self.hw + max(8.0, self.r * 1.1) + 3 + extent
        surf.blit(image, image.get_rect(center=(round(x + nx * d), round(y + ny * d))))

    def _draw_infield_title(self, surf: pygame.Surface) -> None:
        field_ = self.infield
        if field_.width < 120 or field_.height < 40:
            return
        assets = self.app.assets
        room = field_.width - (170 if self.stacks_on and field_.width >= 320 else 20)
        size = fit_text(assets, self.title.upper(), 44, max(60, room), "condensed")
        image = assets.text(self.title.upper(), size, lighten(self.infield_color, 0.22),
                            "condensed")
        shade = assets.text(self.title.upper(), size, darken(self.infield_color, 0.3),
                            "condensed")
        y = field_.top + image.get_height() // 2 + 4
        surf.blit(shade, shade.get_rect(center=(field_.centerx + 2, y + 3)))
        surf.blit(image, image.get_rect(center=(field_.centerx, y)))
        sub = f"{self.finish} spaces · {len(self.track.sprints)} sprints"
        text(surf, assets, sub, 13, lighten(self.infield_color, 0.35),
             (field_.centerx, y + image.get_height() // 2 + 8), anchor="center", kind="sans",
             shadow=False)
        if self.stacks_on and field_.width >= 320:
            for (x, y2), label in zip(self.stack_pts, ("LOW 1-2-3", "HIGH 4-5-6"), strict=True):
                text(surf, assets, label, 11, lighten(self.infield_color, 0.45),
                     (x, y2 + 34), anchor="center", kind="bold", shadow=False)

    # riders ---------------------------------------------------------------------------------

    def _token(self, seat: int, cb: bool, relief: bool, radius: int) -> pygame.Surface:
        key = (seat, cb, relief, radius)
        image = self._tokens.get(key)
        if image is None:
            size = radius * 2 + 10
            image = pygame.Surface((size, size), pygame.SRCALPHA)
            self._draw_token(image, seat, (size / 2, size / 2), cb, radius, relief)
            self._tokens[key] = image
        return image

    def _draw_token(self, surf: pygame.Surface, seat: int, center: Vec, cb: bool, radius: int,
                    relief: bool = False) -> None:
        """A rider's cap: a circle in the seat's colour with its number (and shape in
        colour-blind mode); a relief rider wears a black band."""
        color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
        cx, cy = round(center[0]), round(center[1])
        if relief:
            pygame.draw.circle(surf, (12, 12, 16), (cx, cy), radius + 3)
        if cb:
            seat_token(surf, self.app.assets, seat, (cx, cy), radius, True)
        else:
            pygame.draw.circle(surf, theme.BG_DEEP, (cx + 1, cy + 2), radius)
            pygame.draw.circle(surf, color, (cx, cy), radius)
            pygame.draw.circle(surf, lighten(color, 0.45), (cx - radius * 0.3, cy - radius * 0.35),
                               max(1.5, radius * 0.28))
            pygame.draw.circle(surf, theme.BG_DEEP, (cx, cy), radius, max(1, radius // 5))
            label = self.app.assets.text(str(seat + 1), max(9, round(radius * 1.25)),
                                         theme.BG_DEEP, "bold")
            surf.blit(label, label.get_rect(center=(cx, cy + 1)))
        if relief:
            pygame.draw.circle(surf, (235, 235, 240), (cx, cy), radius + 3, 1)

    def _bike(self, angle: float) -> pygame.Surface:
        bucket = round(angle / 10) % 36
        image = self._bikes.get(bucket)
        if image is None:
            r = self.r
            base = pygame.Surface((round(r * 3.6), round(r * 1.2)), pygame.SRCALPHA)
            w, h = base.get_size()
            pygame.draw.line(base, (20, 20, 28), (2, h // 2), (w - 3, h // 2), max(2, r // 3))
            for x in (r * 0.55, w - r * 0.55):
                pygame.draw.ellipse(base, (30, 30, 40), pygame.Rect(round(x - r * 0.55), 1,
                                                                     round(r * 1.1), h - 2))
                pygame.draw.ellipse(base, (190, 190, 200), pygame.Rect(round(x - r * 0.55), 1,
                                                                       round(r * 1.1), h - 2), 1)
            image = pygame.transform.rotate(base, bucket * 10)
            self._bikes[bucket] = image
        return image

    def _draw_riders(self, surface: pygame.Surface, cb: bool) -> None:
        radius = self.r + (1 if cb else 0)
        order = sorted(range(self.players),
                       key=lambda s: (self.riders[s].moving, s == self.current, s))
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        sling = int(self.sling["seat"]) if self.sling is not None else -1
        for seat in order:
            rider = self.riders[seat]
            if rider.alpha <= 0.02 or seat == sling:
                continue
            x, y = self._rider_xy(seat)
            angle = self._frame(rider.at)[4] if rider.fin < 0 or rider.off < 0.5 else 90.0
            if seat == self.current and rider.fin < 0 and not rider.moving:
                glow = self._glow
                surface.blit(glow, glow.get_rect(center=(round(x), round(y))))
            if rider.surge > 0:
                self._speed_lines(surface, seat, rider, (x, y))
            surface.blit(self._shadow, self._shadow.get_rect(center=(round(x + 2),
                                                                     round(y + 4 + rider.lift))))
            bike = self._bike(angle)
            token = self._token(seat, cb, self.relief[seat], radius)
            if rider.alpha < 1:
                bike = bike.copy()
                bike.set_alpha(round(255 * rider.alpha))
                token = token.copy()
                token.set_alpha(round(255 * rider.alpha))
            surface.blit(bike, bike.get_rect(center=(round(x), round(y))))
            surface.blit(token, token.get_rect(center=(round(x), round(y))))
            if seat == self.offer and rider.fin < 0:
                # A rider change on offer: the blue space's colour rings the rider.
                pygame.draw.circle(surface, BLUE_SPACE, (round(x), round(y)),
                                   radius + 7 + 3 * pulse, 3)
            if seat == self.current and rider.fin < 0:
                ring = mix(theme.GOLD, theme.INK, pulse * 0.6)
                pygame.draw.circle(surface, ring, (round(x), round(y)), radius + 5, 2)
                self._name_tag(surface, seat, (x, y))
            if rider.fin >= 0 and rider.off >= 0.99 and rider.fin < 3:
                self._place_badge(surface, rider.fin, (x + radius, y - radius))

    def _draw_sling(self, surface: pygame.Surface, cb: bool) -> None:
        """The rider change in a spotlight: the starting rider takes the relief rider's hand,
        slings it forward past itself and drops out to the infield."""
        assert self.sling is not None
        seat = int(self.sling["seat"])
        t = self.sling["t"]
        at, lane = self.sling["at"], self.sling["lane"]
        dim = min(1.0, t / 0.15) * min(1.0, (1 - t) / 0.2)
        self._shade.set_alpha(round(110 * dim))
        surface.blit(self._shade, ARENA.topleft)
        cx, cy = self.point(at)
        surface.blit(self._light, self._light.get_rect(center=(round(cx), round(cy))),
                     special_flags=pygame.BLEND_ADD)
        radius = self.r + 3
        # The starting rider pulls back as it throws, then drops out to the infield.
        pull = hop(min(1.0, max(0.0, (t - 0.3) / 0.3))) * 0.4
        drop = ease_in(max(0.0, (t - 0.55) / 0.45))
        sx, sy = self.point(at - pull - 1.2 * drop,
                            lane + (self.hw + self.r * 2 - lane) * drop)
        rx, ry = self._rider_xy(seat)
        rider = self.riders[seat]
        color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
        mid = lerp((sx, sy), (rx, ry), 0.5)
        if 0.22 < t < 0.56:
            # Hand in hand: the arm's reach between the two riders.
            pygame.draw.line(surface, theme.BG_DEEP, (sx + 1, sy + 2), (rx + 1, ry + 2), 7)
            pygame.draw.line(surface, color, (sx, sy), (rx, ry), 4)
            pygame.draw.circle(surface, theme.INK, (round(mid[0]), round(mid[1])), 5)
        elif 0.56 <= t < 0.75:
            # The release: a burst where the hands let go.
            u = (t - 0.56) / 0.19
            for k in range(8):
                a = k * math.pi / 4
                r0, r1 = 4 + 10 * u, 9 + 18 * u
                pygame.draw.line(surface, theme.GOLD,
                                 (mid[0] + math.cos(a) * r0, mid[1] + math.sin(a) * r0),
                                 (mid[0] + math.cos(a) * r1, mid[1] + math.sin(a) * r1), 2)
        starter = self._token(seat, cb, False, radius).copy()
        starter.set_alpha(round(255 * (1 - drop)))
        bike = self._bike(self._frame(at)[4]).copy()
        bike.set_alpha(round(255 * (1 - drop)))
        surface.blit(bike, bike.get_rect(center=(round(sx), round(sy))))
        surface.blit(starter, starter.get_rect(center=(round(sx), round(sy))))
        if rider.alpha > 0.02:
            relief = self._token(seat, cb, True, radius)
            if rider.alpha < 1:
                relief = relief.copy()
                relief.set_alpha(round(255 * rider.alpha))
            if 0.35 < t < 0.8:
                self._speed_lines(surface, seat, rider, (rx, ry))
            surface.blit(self._bike(self._frame(rider.at)[4]), self._bike(
                self._frame(rider.at)[4]).get_rect(center=(round(rx), round(ry))))
            surface.blit(relief, relief.get_rect(center=(round(rx), round(ry))))
        self._draw_inset(surface, lerp((sx, sy), (rx, ry), 0.5), dim)

    def _draw_inset(self, surface: pygame.Surface, at: Vec, strength: float) -> None:
        """The TV camera's close-up of the rider change, in the infield."""
        w, h = 240, 150
        zoom = 2.6
        region = pygame.Rect(0, 0, round(w / zoom), round(h / zoom))
        region.center = (round(at[0]), round(at[1]))
        region.clamp_ip(ARENA)
        close = pygame.transform.smoothscale(surface.subsurface(region), (w, h))
        frame = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
        pygame.draw.rect(frame, theme.GOLD, frame.get_rect(), border_radius=14)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=11)
        close = close.convert_alpha()
        close.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        frame.blit(close, (4, 4))
        scale = max(0.05, min(1.0, strength * 1.6))
        if scale < 1:
            frame = pygame.transform.smoothscale_by(frame, scale)
        field_ = self.infield
        center = field_.center if field_.height >= 110 else ARENA.center
        rect = frame.get_rect(center=center)
        surface.blit(frame, rect)
        if scale >= 1:
            pill = self._pill("HAND-SLING!", 16, theme.GOLD)
            surface.blit(pill, pill.get_rect(center=(rect.centerx, rect.top - 2)))
            live = self.app.assets.text("● CAM 2", 11, theme.RED, "bold")
            surface.blit(live, live.get_rect(topleft=(rect.left + 12, rect.top + 10)))

    def _speed_lines(self, surface: pygame.Surface, seat: int, rider: _Rider,
                     at: Vec) -> None:
        x, y = at
        _, _, nx, ny, angle = self._frame(rider.at)
        tx, ty = math.cos(math.radians(angle)), -math.sin(math.radians(angle))
        strength = rider.surge
        color = mix(self.wood, (255, 255, 255), 0.3 + 0.5 * strength)
        cyan = mix(self.wood, theme.CYAN, 0.4 + 0.5 * strength)
        for k, (off, length) in enumerate(((-0.7, 2.6), (0.0, 3.6), (0.7, 2.2), (-0.35, 1.6),
                                           (0.35, 1.9))):
            ox, oy = nx * off * self.r, ny * off * self.r
            back = self.r * (1.3 + 0.3 * (k % 2))
            sx, sy = x - tx * back + ox, y - ty * back + oy
            ln = self.r * length * (0.5 + strength)
            pygame.draw.line(surface, cyan if k % 2 else color, (sx, sy),
                             (sx - tx * ln, sy - ty * ln), 2)

    def _name_tag(self, surface: pygame.Surface, seat: int, at: Vec) -> None:
        """The rider to move, named just outside the boards (never over other riders)."""
        image = self._pill(self.names[seat], 11, theme.SEAT_COLORS[seat % 10])
        x, y, nx, ny, _ = self._frame(self.riders[seat].at)
        extent = abs(nx) * image.get_width() / 2 + abs(ny) * image.get_height() / 2
        d = self.hw + 8 + extent
        rect = image.get_rect(center=(round(x - nx * d), round(y - ny * d)))
        rect.clamp_ip(ARENA.inflate(-6, -6))
        edge = (x - nx * (self.hw + 4), y - ny * (self.hw + 4))
        pygame.draw.line(surface, theme.SEAT_COLORS[seat % 10], at, edge, 1)
        surface.blit(image, rect)

    def _place_badge(self, surface: pygame.Surface, place: int, at: Vec) -> None:
        r = max(7, self.r - 1)
        cx, cy = round(at[0]), round(at[1])
        pygame.draw.circle(surface, theme.BG_DEEP, (cx + 1, cy + 2), r)
        pygame.draw.circle(surface, PLACE_COLORS[place], (cx, cy), r)
        label = self.app.assets.text(str(place + 1), max(9, r + 1), theme.BG_DEEP, "bold")
        surface.blit(label, label.get_rect(center=(cx, cy)))

    def _draw_stacks(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        back = self._stack_back
        for (x, y), count in zip(self.stack_pts, self.stacks, strict=True):
            layers = min(5, (count + 7) // 8)
            for i in range(layers):
                surface.blit(back, back.get_rect(center=(round(x - i), round(y - i * 1.5))))
            badge = assets.text(str(count), 13, theme.BG_DEEP, "bold")
            rect = pygame.Rect(0, 0, max(24, badge.get_width() + 10), 18)
            rect.center = (round(x + back.get_width() / 2), round(y + back.get_height() / 2 - 4))
            pygame.draw.rect(surface, theme.GOLD, rect, border_radius=9)
            surface.blit(badge, badge.get_rect(center=rect.center))

    # the preview of a human's card -----------------------------------------------------------

    def _draw_preview_path(self, surface: pygame.Surface, preview: _Preview) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        step = 0.34
        s = preview.start + step
        while s < preview.end - 0.05:
            color = theme.INK if s <= preview.land else theme.CYAN
            x, y = self.point(s)
            pygame.draw.circle(surface, theme.BG_DEEP, (round(x) + 1, round(y) + 1), 3)
            pygame.draw.circle(surface, color, (round(x), round(y)), 3)
            s += step
        if preview.times or preview.blue:
            x, y = self.point(preview.land)
            ring = BLUE_SPACE if preview.blue else theme.CYAN
            pygame.draw.circle(surface, ring, (round(x), round(y)), self.r + 6 + pulse * 2, 3)

    def _draw_ghost(self, surface: pygame.Surface, seat: int, preview: _Preview, cb: bool,
                    label_only: bool = False) -> None:
        over = preview.end >= self.finish
        end = min(preview.end, self.finish) if over else preview.end
        x, y = self.point(end - (0.5 if over else 0.0))
        if not label_only:
            token = self._token(seat, cb, self.relief[seat], self.r + (1 if cb else 0)).copy()
            token.set_alpha(150)
            surface.blit(token, token.get_rect(center=(round(x), round(y))))
            pulse = 0.5 + 0.5 * math.sin(self.app.time * 7)
            pygame.draw.circle(surface, theme.GOLD, (round(x), round(y)), self.r + 4 + 3 * pulse,
                               2)
            return
        if over:
            words = "FINISH!"
        elif preview.times:
            words = f"×{preview.times + 1} → {preview.end}"
        else:
            words = f"→ {preview.end}"
        fill = theme.CYAN if preview.times else (theme.GOLD if over else theme.INK)
        image = self._pill(words, 15, fill)
        _, _, nx, ny, _ = self._frame(end)
        extent = abs(nx) * image.get_width() / 2 + abs(ny) * image.get_height() / 2
        d = self.hw + 8 + extent
        rect = image.get_rect(center=(round(x - nx * d), round(y - ny * d)))
        if not ARENA.inflate(-8, -8).contains(rect):
            rect.center = (round(x), round(y - self.r - 16))
        surface.blit(image, rect.clamp(ARENA.inflate(-8, -8)))

    def _preview_words(self, preview: _Preview) -> list[tuple[str, Color]]:
        words: list[tuple[str, Color]] = []
        card = card_words(preview.card).capitalize()
        if preview.land >= self.finish:
            words.append((f"{card}: over the finish line!", theme.GOLD))
        else:
            words.append((f"{card}: lands on {preview.land}", theme.INK))
        if preview.times:
            wheel = " & ".join(self.names[s] for s in preview.wheel) or "the bunch"
            to = "over the line!" if preview.end >= self.finish else str(preview.end)
            words.append((f"in {wheel}'s wheel ×{preview.times + 1} → {to}", theme.CYAN))
        elif preview.blue:
            words.append(("blue space: no slipstream", (150, 196, 255)))
        for sprint, place, points in preview.sprints:
            words.append((f"sprint {sprint}: {ordinal(place)} +{points}", theme.GOLD))
        if preview.finish:
            points = points_at(self.rules.finish_points, preview.finish)
            words.append((f"{ordinal(preview.finish)} +{points}", theme.GOLD))
        if preview.change:
            words.append(("rider change space!", (150, 196, 255)))
        return words

    # the human's controls ------------------------------------------------------------------

    def _draw_prompt(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        if prompt.backdrop is not None:
            surface.blit(prompt.backdrop, (prompt.rect.left - 12, prompt.rect.top - 12))
        if prompt.mode == "play":
            self._draw_hand(surface, prompt)
        else:
            self._draw_choice(surface, prompt)

    def _draw_hand(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        assets = self.app.assets
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for i, button in enumerate(prompt.buttons):
            card = str(button.value)
            image = prompt.images[card]
            rect = button.rect
            focused = i == prompt.focus
            if focused:
                rect = rect.move(0, -12)
                glow = mix(theme.GOLD, theme.INK, pulse * 0.6)
                pygame.draw.rect(surface, glow, rect.inflate(10, 10), 3, border_radius=12)
            surface.blit(image, rect)
            count = prompt.counts.get(card, 1)
            if count > 1:
                badge = assets.text(f"×{count}", 13, theme.BG_DEEP, "bold")
                box = pygame.Rect(0, 0, badge.get_width() + 10, 18)
                box.center = (rect.right - 6, rect.top + 4)
                pygame.draw.rect(surface, theme.GOLD, box, border_radius=9)
                surface.blit(badge, badge.get_rect(center=box.center))
        preview = prompt.previews.get(str(prompt.buttons[prompt.focus].value)) \
            if prompt.buttons else None
        if preview is None:
            return
        parts = self._preview_words(preview)
        images = [assets.text(words, 16, color, "bold") for words, color in parts]
        dot = assets.text("  ·  ", 16, theme.INK_FAINT, "bold")
        width = sum(i.get_width() for i in images) + dot.get_width() * (len(images) - 1)
        if width > prompt.rect.width - 20:
            images = [assets.text(words, 13, color, "bold") for words, color in parts]
            dot = assets.text(" · ", 13, theme.INK_FAINT, "bold")
            width = sum(i.get_width() for i in images) + dot.get_width() * (len(images) - 1)
        x = prompt.rect.centerx - width // 2
        y = prompt.rect.bottom - 18
        for k, image in enumerate(images):
            if k:
                surface.blit(dot, dot.get_rect(midleft=(x, y)))
                x += dot.get_width()
            surface.blit(image, image.get_rect(midleft=(x, y)))
            x += image.get_width()

    def _draw_choice(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        assets = self.app.assets
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for i, button in enumerate(prompt.buttons):
            rect = button.rect
            focused = i == prompt.focus
            change = button.kind == "change"
            fill = BLUE_SPACE if change else GREEN_CARD
            if focused:
                fill = lighten(fill, 0.12 + 0.1 * pulse)
            pygame.draw.rect(surface, darken(fill, 0.5), rect.move(0, 4), border_radius=14)
            pygame.draw.rect(surface, fill, rect, border_radius=14)
            if focused:
                glow = mix(theme.GOLD, theme.INK, pulse * 0.6)
                pygame.draw.rect(surface, glow, rect.inflate(10, 10), 3, border_radius=16)
            title = "Rider change!" if change else "Ride on"
            size = fit_text(assets, title, 30, rect.width - 20)
            text(surface, assets, title, size, theme.INK,
                 (rect.centerx, rect.centery - 12), anchor="center")
            note = str(button.value)
            size = fit_text(assets, note, 14, rect.width - 16, "sans")
            text(surface, assets, note, size, lighten(fill, 0.6),
                 (rect.centerx, rect.centery + 22), anchor="center", kind="sans", shadow=False)

    # the standings ---------------------------------------------------------------------------

    def _draw_side_frame(self, surf: pygame.Surface) -> None:
        assets = self.app.assets
        side = self.side
        text(surf, assets, "STANDINGS", 22, theme.GOLD, (side.left + 14, side.top + 8),
             kind="condensed")
        y = self.rows_top - 16
        for label, x, anchor in (("POS", self._cols()[0], "topright"),
                                 ("PTS", self._cols()[1], "topright"),
                                 ("CARDS", self._cols()[2], "topright")):
            text(surf, assets, label, 11, theme.INK_FAINT, (x, y), anchor=anchor, kind="bold",
                 shadow=False)
        pygame.draw.line(surf, theme.PANEL_EDGE, (side.left + 10, self.rows_top - 3),
                         (side.right - 10, self.rows_top - 3), 1)

    def _cols(self) -> tuple[int, int, int]:
        side = self.side
        return side.left + 186, side.left + 226, side.right - 14

    def _draw_side(self, surface: pygame.Surface, cb: bool) -> None:
        assets = self.app.assets
        side = self.side
        day = f"DAY {self.day}/{self.days_total}" if self.days_total > 1 else "RACE DAY"
        text(surface, assets, day, 15, theme.CYAN, (side.right - 14, side.top + 13),
             anchor="topright", shadow=False)
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        if self.last_round and self.phase != "over":
            text(surface, assets, "LAST ROUND", 14, mix(theme.PINK, theme.INK, pulse * 0.4),
                 (side.left + 14, side.top + 38), kind="bold", shadow=False)
        elif self.phase != "over":
            text(surface, assets, f"ROUND {self.round}", 13, theme.INK_DIM,
                 (side.left + 14, side.top + 39), kind="bold", shadow=False)
        x_pos, x_pts, x_cards = self._cols()
        size = max(12, min(17, self.row_h - 10))
        radius = max(7, min(11, self.row_h // 3))
        two_lines = self.row_h >= 40 and self.days_total > 1 and bool(self.placings)
        order = self._standing_order()
        targets = self._row_targets()
        # Rows still gliding to their new place are drawn last, over the ones at rest.
        drawing = sorted(range(self.players),
                         key=lambda s: (abs(self.row_pos[s] - targets[s]) > 0.02, s))
        for seat in drawing:
            row = self.row_rect(self.row_pos[seat])
            place = order.index(seat)
            if seat == self.current:
                glow = mix(theme.PANEL_HI, theme.GOLD, 0.25 * pulse)
                pygame.draw.rect(surface, glow, row, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=6)
            else:
                pygame.draw.rect(surface, (40, 36, 78) if place % 2 else (46, 41, 90), row,
                                 border_radius=6)
            for flash in self.flashes:
                if flash[0] == seat:
                    strength = 0.5 * flash[2] / flash[3]
                    pygame.draw.rect(surface, mix(theme.PANEL, flash[1], strength), row,
                                     border_radius=6)
            cy = row.centery - (6 if two_lines else 0)
            color = PLACE_COLORS[place] if place < 3 else theme.INK_DIM
            text(surface, assets, str(place + 1), size - 1, color, (row.left + 14, cy),
                 anchor="center", shadow=False)
            token = self._token(seat, cb, self.relief[seat], radius)
            surface.blit(token, token.get_rect(center=(row.left + 38, cy)))
            name = self.names[seat]
            key = (name, size, x_pos)
            name_size = self._name_sizes.get(key)
            if name_size is None:
                name_size = fit_text(assets, name, size, x_pos - 40 - (row.left + 54), "sans")
                self._name_sizes[key] = name_size
            text(surface, assets, name, name_size, theme.INK, (row.left + 54, cy),
                 anchor="midleft", kind="sans", shadow=False)
            if seat in self.crossed:
                pos, pos_color = "FIN", theme.GOLD
            else:
                pos, pos_color = str(self.space[seat]), theme.INK
            text(surface, assets, pos, size, pos_color, (x_pos, cy), anchor="midright",
                 shadow=False)
            pts = self.today[seat]
            text(surface, assets, str(pts), size, theme.GOLD if pts else theme.INK_FAINT,
                 (x_pts, cy), anchor="midright", shadow=False)
            self._cards_cell(surface, seat, (x_cards, cy), size)
            if two_lines:
                laps = self.laps_total[seat]
                words = (f"6-day: {laps} lap{'s' if laps != 1 else ''} down · "
                         f"{self.points_total[seat]} pts") if laps else \
                    f"6-day: {self.points_total[seat]} pts"
                text(surface, assets, words, 11, theme.INK_FAINT, (row.left + 54, cy + 15),
                     anchor="midleft", kind="sans", shadow=False)

    def _cards_cell(self, surface: pygame.Surface, seat: int, at: tuple[int, int],
                    size: int) -> None:
        x, y = at
        count = self.cards[seat]
        image = self.app.assets.text(str(count), size, theme.INK if count else theme.INK_FAINT,
                                     "bold")
        rect = image.get_rect(midright=(x, y))
        surface.blit(image, rect)
        card = pygame.Rect(0, 0, 11, 15)
        card.midright = (rect.left - 5, y)
        fill = BLACK_CARD if self.relief[seat] else GREEN_CARD
        pygame.draw.rect(surface, theme.INK_DIM, card.inflate(2, 2), border_radius=3)
        pygame.draw.rect(surface, fill, card, border_radius=2)

    # the ticker ----------------------------------------------------------------------------

    def _draw_ticker(self, surface: pygame.Surface) -> None:
        draw_ticker(surface, self.app.assets, TICKER, self.ticker, self.ticker_slide,
                    indent=116)

    # the result pad and the standings between days -----------------------------------------

    def _pad_overlay(self, result: DayResult, day: int) -> _Overlay:
        """The rulebook's result pad for `day`: a column per rider, filled in cell by cell."""
        assets = self.app.assets
        n = self.players
        sprint_rows = [f"{ordinal(i + 1)} sprint" for i in range(len(result.sprints))]
        labels = [*sprint_rows, "Finish", "Points total", "Lap deficit", "Placing"]
        label_w = 128
        col_w = max(58, min(96, (ARENA.width - 80 - label_w) // n))
        row_h = 28 if len(labels) <= 8 else 24
        width = label_w + col_w * n + 36
        height = 70 + 50 + row_h * len(labels) + 22
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (ARENA.centerx, ARENA.centery - 6)
        base = pygame.Surface((width + 14, height + 14), pygame.SRCALPHA)
        body = pygame.Rect(4, 4, width, height)
        pygame.draw.rect(base, (0, 0, 0, 120), body.move(5, 7), border_radius=10)
        pygame.draw.rect(base, PAPER, body, border_radius=10)
        pygame.draw.rect(base, (214, 200, 160), body, 2, border_radius=10)
        # The binding and the header.
        pygame.draw.rect(base, (160, 40, 48), pygame.Rect(body.left, body.top, width, 16),
                         border_top_left_radius=10, border_top_right_radius=10)
        for x in range(body.left + 24, body.right - 16, 28):
            pygame.draw.circle(base, (60, 20, 24), (x, body.top + 8), 3)
        title = (f"RESULT PAD · DAY {day}" if self.days_total > 1 else "RESULT PAD")
        text(base, assets, title, 24, PAPER_INK, (body.left + 18, body.top + 26),
             kind="serif", shadow=False)
        text(base, assets, self.title.title(), 14, (120, 110, 90),
             (body.right - 18, body.top + 34), anchor="topright", kind="sans", shadow=False)
        top = body.top + 70
        x0 = body.left + 18 + label_w
        cb = self.app.settings.colour_blind
        for seat in range(n):
            cx = x0 + seat * col_w + col_w // 2
            self._draw_token(base, seat, (cx, top + 12), cb, 9, False)
            team = next((i for i, t in enumerate(self.teams) if seat in t), None)
            if team is not None:
                tag = assets.text(f"team {chr(65 + team)}", 10, (120, 110, 90), "bold")
                base.blit(tag, tag.get_rect(midleft=(cx + 13, top + 12)))
            name = self.names[seat]
            size = fit_text(assets, name, 14, col_w - 6, "bold")
            text(base, assets, name, size, PAPER_INK, (cx, top + 34), anchor="center",
                 shadow=False)
        grid_top = top + 50
        for i, label in enumerate(labels):
            y = grid_top + i * row_h
            pygame.draw.line(base, PAPER_RULE, (body.left + 10, y + row_h - 1),
                             (body.right - 10, y + row_h - 1), 1)
            bold = label in ("Points total", "Placing")
            text(base, assets, label, 15, PAPER_INK if bold else (70, 76, 120),
                 (body.left + 18, y + row_h // 2), anchor="midleft",
                 kind="bold" if bold else "sans", shadow=False)
        pygame.draw.line(base, (220, 120, 120), (x0 - 8, top - 4), (x0 - 8, body.bottom - 10), 2)
        # The cells, row by row as the race director writes them.
        cells: list[tuple[pygame.Surface, tuple[int, int]]] = []
        offset = (rect.left - 4, rect.top - 4)
        sprint_points = self.rules.sprint_points
        for i in range(len(labels)):
            y = grid_top + i * row_h + row_h // 2
            for seat in range(n):
                cx = x0 + seat * col_w + col_w // 2
                color = PAPER_INK
                if i < len(result.sprints):
                    order = result.sprints[i]
                    pts = (points_at(sprint_points, order.index(seat) + 1) if seat in order
                           else 0)
                    words = str(pts) if pts else "—"
                elif i == len(result.sprints):
                    pts = result.finish_points[seat]
                    words = str(pts) if pts else "—"
                elif labels[i] == "Points total":
                    words = str(result.points[seat])
                elif labels[i] == "Lap deficit":
                    words = str(result.lap_deficit[seat])
                    color = (190, 40, 50) if result.lap_deficit[seat] else PAPER_INK
                else:
                    words = f"{result.placing[seat]}."
                    color = (190, 40, 50) if result.placing[seat] == 1 else PAPER_INK
                image = self._pad_cell(words, color, labels[i] == "Placing"
                                       and result.placing[seat] == 1)
                cells.append((image, (offset[0] + cx, offset[1] + y)))
        return _Overlay("pad", base, cells, rect, PAD_HOLD)

    def _pad_cell(self, words: str, color: Color, circled: bool) -> pygame.Surface:
        image = self.app.assets.text(words, 18, color, "serif")
        if not circled:
            return image
        size = max(image.get_width(), image.get_height()) + 12
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, (200, 40, 50), (size // 2, size // 2), size // 2 - 1, 2)
        surf.blit(image, image.get_rect(center=(size // 2, size // 2)))
        return surf

    def _standings_overlay(self, state: State, day: int, final: bool = False) -> _Overlay:
        """The six-day standings after `day`: laps down and points added up, placing."""
        assets = self.app.assets
        results: list[DayResult] = list(getattr(state, "day_results", list)())[:day]
        totals = six_day_totals(results, self.players, self.teams)
        if self.teams:
            entries = []
            for team in self.teams:
                laps = sum(min(d.lap_deficit[s] for s in team) for d in results)
                points = sum(totals.points[s] for s in team)
                entries.append((totals.placing[team[0]], list(team), laps, points))
        else:
            entries = [(totals.placing[s], [s], totals.lap_deficit[s], totals.points[s])
                       for s in range(self.players)]
        entries.sort(key=lambda e: (e[0], e[1][0]))
        row_h = 34 if len(entries) <= 6 else 30
        days_shown = min(len(results), 6)
        width = 560 + 30 * max(0, days_shown - 3)
        height = 100 + row_h * len(entries) + 16
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (ARENA.centerx, ARENA.centery - 6)
        base = pygame.Surface((width + 14, height + 14), pygame.SRCALPHA)
        body = pygame.Rect(4, 4, width, height)
        panel(base, body, theme.PANEL, theme.GOLD, radius=16, alpha=255)
        if final:
            title = "FINAL STANDINGS"
        elif self.days_total == 6:
            title = "SIX-DAY STANDINGS"
        else:
            title = f"{self.days_total}-DAY STANDINGS"
        text(base, assets, title, 30, theme.GOLD, (body.centerx, body.top + 12),
             anchor="midtop", kind="condensed")
        sub = f"after day {day} of {self.days_total} · laps down first, then points"
        text(base, assets, sub, 14, theme.INK_DIM, (body.centerx, body.top + 50),
             anchor="midtop", kind="sans", shadow=False)
        head_y = body.top + 76
        x_laps, x_pts = body.left + 330, body.left + 400
        x_days = body.left + 430
        text(base, assets, "LAPS", 11, theme.INK_FAINT, (x_laps, head_y), anchor="midright",
             shadow=False)
        text(base, assets, "PTS", 11, theme.INK_FAINT, (x_pts, head_y), anchor="midright",
             shadow=False)
        if days_shown:
            text(base, assets, "DAYS", 11, theme.INK_FAINT, (x_days + 4, head_y),
                 anchor="midleft", shadow=False)
        cells: list[tuple[pygame.Surface, tuple[int, int]]] = []
        offset = (rect.left - 4, rect.top - 4)
        cb = self.app.settings.colour_blind
        for i, (place, seats, laps, points) in enumerate(entries):
            y = head_y + 14 + i * row_h
            row = self._standings_row(place, seats, laps, points, results[-days_shown:]
                                      if days_shown else [], width - 28, row_h - 4, cb,
                                      x_laps - body.left - 14, x_pts - body.left - 14,
                                      x_days - body.left - 14)
            cells.append((row, (offset[0] + body.left + 14 + row.get_width() // 2,
                                offset[1] + y + row_h // 2)))
        overlay = _Overlay("standings", base, cells, rect,
                           STANDINGS_HOLD if not final else FINAL_HOLD)
        return overlay

    def _standings_row(self, place: int, seats: list[int], laps: int, points: int,
                       days: list[DayResult], width: int, height: int, cb: bool,
                       x_laps: int, x_pts: int, x_days: int) -> pygame.Surface:
        assets = self.app.assets
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        fill = (60, 52, 110) if place == 1 else (44, 40, 86)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=8)
        if place <= 3:
            pygame.draw.rect(surf, PLACE_COLORS[place - 1], surf.get_rect(), 2, border_radius=8)
        cy = height // 2
        color = PLACE_COLORS[place - 1] if place <= 3 else theme.INK_DIM
        text(surf, assets, f"{place}.", 18, color, (28, cy), anchor="midright", shadow=False)
        x = 44
        for seat in seats:
            self._draw_token(surf, seat, (x, cy), cb, 10, False)
            x += 24
        names = " & ".join(self.names[s] for s in seats)
        size = fit_text(assets, names, 17, x_laps - x - 40, "bold")
        text(surf, assets, names, size, theme.INK, (x, cy), anchor="midleft", shadow=False)
        text(surf, assets, str(laps), 18, theme.RED if laps else theme.GREEN, (x_laps, cy),
             anchor="midright", shadow=False)
        text(surf, assets, str(points), 18, theme.GOLD, (x_pts, cy), anchor="midright",
             shadow=False)
        x = x_days + 4
        for day in days:
            p = min(day.placing[s] for s in seats)
            box = pygame.Rect(x, cy - 10, 22, 20)
            shade = PLACE_COLORS[p - 1] if p <= 3 else (90, 84, 140)
            pygame.draw.rect(surf, shade, box, border_radius=5)
            label = assets.text(str(p), 12, theme.BG_DEEP, "bold")
            surf.blit(label, label.get_rect(center=box.center))
            x += 26
        return surf

    def _draw_overlay(self, surface: pygame.Surface, overlay: _Overlay) -> None:
        t = overlay.elapsed
        shade = self._shade
        shade.set_alpha(round(120 * min(1.0, t / POP_IN)))
        surface.blit(shade, ARENA.topleft)
        rect = overlay.rect
        fade_at = overlay.duration - 0.2
        if t < POP_IN:
            scale = max(0.05, ease_out_back(t / POP_IN))
            image = pygame.transform.smoothscale_by(overlay.base, scale)
            surface.blit(image, image.get_rect(center=(rect.centerx + 3, rect.centery + 3)))
            return
        alpha = 255
        if not overlay.persist and t > fade_at:
            alpha = max(0, round(255 * (1 - (t - fade_at) / 0.2)))
        overlay.base.set_alpha(alpha)
        surface.blit(overlay.base, (rect.left - 4, rect.top - 4))
        overlay.base.set_alpha(255)
        shown = min(len(overlay.cells), int((t - POP_IN) / CELL) + 1)
        for k in range(shown):
            image, (x, y) = overlay.cells[k]
            age = t - POP_IN - k * CELL
            if age < 0.12 and overlay.kind == "pad":
                image = pygame.transform.smoothscale_by(image, 1 + (0.12 - age) * 4)
            if alpha < 255:
                image = image.copy()
                image.set_alpha(alpha)
            surface.blit(image, image.get_rect(center=(x, y)))
        if self.humans and self._overlay_clip is not None:
            hint = self.app.assets.text("Enter / click: go on", 12, theme.INK_DIM, "sans")
            surface.blit(hint, hint.get_rect(midtop=(rect.centerx, rect.bottom + 12)))


__all__ = ["SixDayView", "render_card", "render_card_back"]
