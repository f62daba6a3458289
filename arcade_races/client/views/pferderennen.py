"""The Pferderennen table: four aces racing down their lanes beside a row of face-down cards.

Everything on the table is placed from the board file's geometry (lanes, track, pile, dealer),
fitted into the left part of the screen, so a custom board just works. The rules' events become
a queue of timed clips (deal, flip, gallop, hurdle, win, payout, hand-out); `busy` holds the
scene while the queue runs. Decorations that outlive a clip (banners, floating figures,
confetti, a card still sliding onto its slot) never hold the game up.

Screen layout on the 1280x720 canvas: the felt table on the left, the tote board (bets, this
race's figures and the running totals) on the right, below the exhibition corner when all seats
are AI; the dealer's commentary ticker along the bottom, above the hint bar.
"""

from __future__ import annotations

import math
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
from arcade_races.client.physics import CardFlick, Confetti
from arcade_races.client.physics.render import darken, felt_tray, lighten, mix
from arcade_races.client.tween import ease_in, ease_in_out, ease_out, ease_out_back, hop
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
    render_light,
    render_shadow,
    signed,
    unit,
)
from arcade_races.client.views.layout import SIDE, TICKER, corner_rect
from arcade_races.client.views.layout import STAGE as TABLE
from arcade_races.client.views.ticker import draw_ticker
from arcade_races.client.widgets import fit_text, panel, seat_token, text
from arcade_races.core.actions import Action
from arcade_races.core.cards import SUIT_NAMES, rank_of, suit_of
from arcade_races.core.events import Event
from arcade_races.games.pferderennen import events as ev
from arcade_races.games.pferderennen.actions import Bet, Give, Pass
from arcade_races.games.pferderennen.commentary import Commentator
from arcade_races.games.pferderennen.schema import BOARD_SCHEMA

if TYPE_CHECKING:
    from arcade_races.client.app import App
    from arcade_races.core.state import Game, State
    from arcade_races.match import Step
    from arcade_races.replay import Header

Color = tuple[int, int, int]
Vec = tuple[float, float]

# -- screen layout (canvas pixels) -----------------------------------------------------------

RAIL = 18

# -- timing (seconds of animation time; the scene scales it by the speed) -------------------

DEAL_GAP = 0.15
DEAL_SLIDE = 0.42
CLEAR = 0.6
BET_FLY = 0.45
GUN = 0.75
DRAW_FLY = 0.34
MOVE = 0.42
GALLOP_HOME = 0.95
TENSION = 0.65
FLIP = 0.38
HURDLE_BEAT = 0.35
FALL = 0.6
BOOST = 0.5
WIN_HOLD = 1.9
VOID_HOLD = 1.6
SETTLE_EACH = 0.26
SIPS_CALL = 0.7
SIP_FLY = 0.42
REVEAL = 0.45
RACE_END_HOLD = 1.1
SESSION_HOLD = 1.8
HOOVES_TAIL = 0.35
"""Hooves keep drumming this long after the last step, so a run of draws sounds as one."""

RANK_LABELS = {"T": "10"}
PLACE_COLORS: tuple[Color, ...] = ((255, 204, 51), (205, 212, 225), (214, 140, 82), (120, 110, 150))
WIN_CONFETTI: tuple[Color, ...] = (theme.GOLD, theme.PINK, theme.CYAN, theme.INK, theme.GREEN)


# -- card art (rendered once per size, at twice the size and smoothed down) -----------------


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


# -- timed pieces ---------------------------------------------------------------------------


class _Flyer(Effect):
    """An image moving from `a` to `b` along an arc; with a `back` it turns over on the way."""

    def __init__(self, image: pygame.Surface, a: Vec, b: Vec, life: float, *,
                 back: pygame.Surface | None = None, arc: float = 0.0, lift: float = 0.0,
                 ease: Callable[[float], float] = ease_in_out,
                 shadow: pygame.Surface | None = None) -> None:
        self.image, self.back, self.a, self.b = image, back, a, b
        self.life, self.arc, self.lift, self.ease, self.shadow = life, arc, lift, ease, shadow
        dx, dy = b[0] - a[0], b[1] - a[1]
        nx, ny = unit(dy, -dx)
        # The arc bulges upwards (or to the left when the flight is vertical).
        self.normal = (nx, ny) if ny < 0 or (abs(ny) < 1e-6 and nx < 0) else (-nx, -ny)

    def draw(self, surface: pygame.Surface) -> None:
        u = min(1.0, self.elapsed / self.life) if self.life > 0 else 1.0
        x, y = lerp(self.a, self.b, self.ease(u))
        bulge = hop(u) * self.arc
        x, y = x + self.normal[0] * bulge, y + self.normal[1] * bulge
        scale = 1.0 + self.lift * hop(u)
        image, squash = self.image, 1.0
        if self.back is not None:
            image = self.back if u < 0.5 else self.image
            squash = abs(math.cos(math.pi * u))
        w, h = image.get_size()
        size = (max(1, round(w * scale * squash)), max(1, round(h * scale)))
        if size != (w, h):
            image = pygame.transform.smoothscale(image, size)
        if self.shadow is not None:
            drop = 4 + 14 * hop(u) * (1 + self.lift)
            surface.blit(self.shadow, self.shadow.get_rect(center=(x + drop * 0.5, y + drop)))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


class _Flick(Effect):
    """A face-down card flicked from the pile onto its track slot (pymunk), then laid."""

    def __init__(self, flick: CardFlick, image: pygame.Surface, on_rest: Callable[[], None]):
        self.flick, self.image, self.on_rest = flick, image, on_rest
        self.life = flick.duration

    def update(self, dt: float) -> bool:
        self.flick.update(dt)
        if self.flick.done:
            self.on_rest()
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.flick.draw(surface, self.image)


@dataclass
class _Slot:
    """A track card on the table as seen."""

    laid: bool = False
    face: str | None = None
    showing_face: bool = False
    squash: float = 1.0
    lift: float = 0.0
    shiver: float = 0.0
    incoming: bool = False


@dataclass
class _Ace:
    """An ace on the table as seen: where along its lane (in steps) and how it moves."""

    at: float = 0.0
    lift: float = 0.0
    tilt: float = 0.0
    shake: float = 0.0
    flash: float = 0.0
    moving: bool = False


@dataclass
class _Button:
    rect: pygame.Rect
    kind: str
    value: Any = None


@dataclass
class _Prompt:
    """A human seat's decision on screen: a bet (suits, stakes, confirm) or a sip to hand out."""

    seat: int
    mode: str
    submit: Callable[[Action], None]
    rect: pygame.Rect
    rows: list[list[_Button]] = field(default_factory=list)
    row: int = 0
    col: int = 0
    choice: int = 0
    stake: int = 1
    max_stake: int = 5
    sips: int = 0
    hover: _Button | None = None
    backdrop: pygame.Surface | None = None


# -- the view -------------------------------------------------------------------------------


class PferderennenView(GameView):
    """The Pferderennen table, tote board and ticker."""

    def __init__(self, app: App, game: Game, header: Header) -> None:
        super().__init__(app, game, header)
        rules = game.rules  # type: ignore[attr-defined]
        self.rules = rules
        self.suits: tuple[str, ...] = tuple(rules.suits)
        self.n: int = rules.track_cards
        self.players = len(header.seats)
        self.deck_size = len(rules.deck)
        self.variants = frozenset(getattr(game, "variants", frozenset()))
        self.units: str = getattr(game, "units", "points")
        self.names = [seat.name for seat in header.seats]
        self.spectator = not any(seat.kind == "human" for seat in header.seats)
        self.commentator = Commentator(self.names, self.n)
        board = load_document(header.board_text, header.board_name, BOARD_SCHEMA)
        deco = board.get("decoration") or {}
        self.felt = hex_color(deco.get("felt", ""), theme.FELT)
        self.rail = hex_color(deco.get("rail", ""), theme.WOOD)
        self.ink = hex_color(deco.get("ink", ""), theme.INK)
        self.title = str(deco.get("title") or board.get("name") or "Pferderennen")
        self._fit(board)
        self._layout_side()
        self._static_cb: bool | None = None
        self._static: pygame.Surface | None = None
        self._faces: dict[str, pygame.Surface] = {}
        self._tilted: dict[tuple[str, int], pygame.Surface] = {}
        self._discard_rot: dict[tuple[str, int], pygame.Surface] = {}
        self._tokens: dict[tuple[int, int, bool], pygame.Surface] = {}
        self._name_sizes: dict[tuple[str, int], int] = {}
        size = (self.card_w, self.card_h)
        self._back = render_card_back(app.assets, size)
        self._ace_img = {s: render_ace(app.assets, s, size) for s in self.suits}
        self._shadow = render_shadow(size)
        self._hit = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(self._hit, (255, 40, 60, 150), self._hit.get_rect(),
                         border_radius=max(3, self.card_w // 8))
        self._lead_glow = render_glow(round(self.card_h * 0.9), theme.GOLD, 170)
        self._light = render_light(round(self.card_h * 1.6))
        self._shade = pygame.Surface(TABLE.size)
        self._shade.fill(theme.BG_DEEP)
        self._glass = render_glass(22)
        self._small_glass = render_glass(15)
        # What the table shows.
        self.script: deque[Clip] = deque()
        self.effects: list[Effect] = []
        self.tote_fx: list[Effect] = []
        self.flashes: list[list[Any]] = []
        self.banner: Banner | None = None
        self.confetti: Confetti | None = None
        self.prompt: _Prompt | None = None
        self.ticker: list[str] = []
        self.ticker_slide = 0.0
        self._pending_lines: list[str] = []
        self._hooves_on = False
        self._hooves_idle = 0.0
        self._give_focus: dict[int, int] = {}
        self._last_bet: dict[int, tuple[int, int]] = {}
        self._reset_race(1, 1)
        self.totals = [0] * self.players
        self.history: list[str | None] = []
        self.phase = "deal"

    # -- geometry --------------------------------------------------------------------------

    def _fit(self, board: dict[str, Any]) -> None:
        """Fit the board's geometry into the table and size the cards to its spacing."""
        suits, n = self.suits, self.n
        lanes = {s: layout(board["lanes"][s]) for s in suits}
        track = layout(board["track"]["path"])
        pile = (float(board["pile"][0]), float(board["pile"][1]))
        dealer = (float(board["dealer"][0]), float(board["dealer"][1]))
        steps = sorted(math.dist(p[i], p[i + 1]) for p in lanes.values()
                       for i in range(len(p) - 1))
        step = steps[len(steps) // 2] if steps else 100.0
        step = max(step, 1.0)
        seps: list[float] = []
        for k in range(1, n + 1):
            row = [lanes[s][k] for s in suits] + [track[k - 1]]
            seps.extend(math.dist(a, b) for i, a in enumerate(row) for b in row[i + 1:])
        seps = [d for d in seps if d > 0.3 * step]
        sep = min(seps) if seps else step
        card_h = min(0.8 * sep, 1.12 * step)
        card_w = card_h * 0.72
        self._band_board = min(0.41 * sep, card_h * 0.62)
        dirs = {s: (unit(p[1][0] - p[0][0], p[1][1] - p[0][1]),
                    unit(p[-1][0] - p[-2][0], p[-1][1] - p[-2][1]))
                for s, p in lanes.items()}
        pts: list[Vec] = []
        hw, hh = card_w / 2 + 4, card_h / 2 + 4
        band = self._band_board
        for s, p in lanes.items():
            d0, d1 = dirs[s]
            back = max(card_w * 1.5, card_w * 0.72 + band) + 4
            ahead = card_w * 0.55 + band + 4
            pts.append((p[0][0] - d0[0] * back, p[0][1] - d0[1] * back))
            pts.append((p[-1][0] + d1[0] * ahead, p[-1][1] + d1[1] * ahead))
            for x, y in p:
                pts.extend([(x - hw, y - hh - card_h * 0.12), (x + hw, y + hh)])
        for x, y in track:
            pts.extend([(x - hw, y - hh), (x + hw, y + hh)])
        for x, y in (pile, dealer):
            pts.extend([(x - hw - 6, y - hh - card_h * 0.3), (x + hw + 6, y + hh + 4)])
        left = min(x for x, _ in pts)
        right = max(x for x, _ in pts)
        top = min(y for _, y in pts)
        bottom = max(y for _, y in pts)
        inner = TABLE.inflate(-2 * RAIL - 12, -2 * RAIL - 20)
        inner.top += 6
        scale = min(inner.width / max(1.0, right - left), inner.height / max(1.0, bottom - top),
                    1.6)
        ox = inner.centerx - (left + right) / 2 * scale
        oy = inner.centery - (top + bottom) / 2 * scale

        def to_screen(point: Vec) -> Vec:
            return (ox + point[0] * scale, oy + point[1] * scale)

        self.scale = scale
        self._to_screen = to_screen
        self.card_w = max(18, round(card_w * scale))
        self.card_h = max(25, round(card_h * scale))
        self.lanes = {s: [to_screen(q) for q in p] for s, p in lanes.items()}
        self.lane_paths = {s: board["lanes"][s] for s in suits}
        self.track_pts = [to_screen(q) for q in track]
        self.pile_pt = to_screen(pile)
        self.dealer_pt = to_screen(dealer)
        self.band = max(8.0, self._band_board * scale)

    def _lane_point(self, suit: str, at: float) -> Vec:
        points = self.lanes[suit]
        at = max(0.0, min(float(len(points) - 1), at))
        i = min(int(at), len(points) - 2)
        return lerp(points[i], points[i + 1], at - i)

    def _lane_dir(self, suit: str, k: int) -> Vec:
        p = self.lanes[suit]
        a, b = p[max(0, k - 1)], p[min(len(p) - 1, k + 1)]
        if k == 0:
            a, b = p[0], p[1]
        return unit(b[0] - a[0], b[1] - a[1])

    def _layout_side(self) -> None:
        """Where the tote board's rows go: below the exhibition corner when all seats are AI."""
        top = SIDE.top
        if self.spectator:
            top = max(SIDE.top, corner_rect(self.players).bottom + 10)
        self.side = pygame.Rect(SIDE.left, top, SIDE.width, SIDE.bottom - top)
        header = 62 if self.side.height > 200 else 48
        pools = 64
        avail = self.side.height - header - pools - 8
        if avail // self.players < 24:
            pools = 0
            avail = self.side.height - header - 8
        self.row_h = max(16, min(42, avail // self.players))
        self.rows_top = self.side.top + header
        self.pools_rect = (pygame.Rect(self.side.left + 10, self.side.bottom - pools,
                                       self.side.width - 20, pools - 8) if pools else None)

    def row_rect(self, seat: int) -> pygame.Rect:
        """The tote board row of `seat`."""
        return pygame.Rect(self.side.left + 8, self.rows_top + seat * self.row_h,
                           self.side.width - 16, self.row_h - 2)

    # -- model ------------------------------------------------------------------------------

    def _reset_race(self, race: int, races: int) -> None:
        self.race_no, self.races = race, races
        self.slots = [_Slot() for _ in range(self.n)]
        self.pile_count = self.deck_size
        self.discard: list[str] = []
        self.aces = {s: _Ace() for s in self.suits}
        self.bets: list[tuple[str, int] | None] = [None] * self.players
        self.chosen = [False] * self.players
        self.riding = [False] * self.players
        self.race_pay = [0] * self.players
        self.pay_shown = [False] * self.players
        self.sips_left: dict[int, int] = {}
        self.winner: str | None = None
        self.order: list[str] = []
        self.void = False
        self.current: int | None = None
        self.spot: int | None = None
        self.spot_suit: str | None = None
        self.dim = 0.0

    def _apply(self, obs: dict[str, Any], board: bool = True) -> None:
        """Make the table show the public observation `obs` (no animation)."""
        self.totals = list(obs["totals"])
        self.history = [r["winner"] for r in obs["history"]]
        self.races = int(obs["races"])
        if not board:
            return
        self.phase = obs["phase"]
        self.race_no = int(obs["race"])
        track = obs["track"]
        turned = {h["step"] for h in obs["hurdles"]}
        for k, slot in enumerate(self.slots):
            slot.laid = k < len(track)
            face = track[k] if k < len(track) else None
            slot.face = face
            slot.showing_face = face is not None and (k + 1 in turned or self.phase == "over")
            slot.squash, slot.lift, slot.shiver = 1.0, 0.0, 0.0
        self.pile_count = int(obs["pile"])
        self.discard = list(obs["draws"])
        for suit, ace in self.aces.items():
            ace.at = float(obs["positions"][suit])
            ace.lift = ace.tilt = ace.shake = ace.flash = 0.0
            ace.moving = False
        phase = self.phase
        bets = obs["bets"]
        first = (self.race_no - 1) % self.players
        if phase == "deal":
            made = 0
        elif phase == "bet" and obs["to_move"] is not None:
            made = (int(obs["to_move"]) - first) % self.players
        else:
            made = self.players
        self.chosen = [False] * self.players
        for k in range(made):
            self.chosen[(first + k) % self.players] = True
        self.bets = [None if b is None else (b["suit"], int(b["stake"])) for b in bets]
        self.riding = [b is not None for b in self.bets]
        self.race_pay = list(obs["payout"])
        settled = phase in ("handout", "over")
        self.pay_shown = [settled or p != 0 for p in self.race_pay]
        self.winner = obs["winner"]
        self.order = list(obs["order"])
        self.void = settled and self.winner is None
        self.sips_left = {}
        for seat, sips in obs["handout"]:
            self.sips_left[int(seat)] = self.sips_left.get(int(seat), 0) + int(sips)
        self.current = obs["to_move"] if phase in ("bet", "handout") else None
        self.spot, self.spot_suit, self.dim = None, None, 0.0

    def sync(self, state: State) -> None:
        obs = state.observation(None)
        self.script.clear()
        self.effects.clear()
        self.tote_fx.clear()
        self.flashes.clear()
        self.banner = None
        self.confetti = None
        self._pending_lines = []
        self._stop_hooves()
        self._reset_race(int(obs["race"]), int(obs["races"]))
        self._apply(obs)
        self.commentator = Commentator(self.names, self.n)
        self.commentator.pos = dict(obs["positions"])
        if not self.ticker and (self.phase != "deal" or any(s.laid for s in self.slots)):
            label = f"Race {self.race_no} of {self.races}" if self.races > 1 else "The race"
            doing = {"deal": "the dealer is laying the track", "bet": "bets are open",
                     "race": "they're running", "handout": "the winners hand out sips",
                     "over": "all settled"}.get(self.phase, "")
            self._push_lines([f"{label} at the {self.title} table: {doing}."])
            self.ticker_slide = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.script)

    def seat_note(self, seat: int) -> str:
        if not 0 <= seat < self.players or not self.chosen[seat]:
            return ""
        bet = self.bets[seat]
        if bet is None:
            return "out"
        return f"{bet[1]} {theme.SUIT_SYMBOLS[bet[0]]}"

    # -- turning events into clips ----------------------------------------------------------

    def _add(self, duration: float, start: Callable[[], None] | None = None,
             step: Callable[[float], None] | None = None,
             end: Callable[[], None] | None = None) -> None:
        self.script.append(Clip(duration, start, step, end))

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

    _LEADS = (ev.RaceStarted, ev.TrackCardLaid, ev.BetPlaced, ev.SatOut, ev.StartingGun,
              ev.CardDrawn, ev.HurdleTurned, ev.AceWon, ev.RaceVoided, ev.BetSettled,
              ev.SipsToHandOut, ev.SipGiven, ev.RaceEnded, ev.SessionEnded)

    def show(self, step: Step, state: State) -> None:
        obs = state.observation(None)
        groups: list[list[Event]] = []
        for event in step.events:
            if not groups or isinstance(event, self._LEADS):
                groups.append([event])
            else:
                groups[-1].append(event)
        for group in groups:
            self._pending_lines = self.commentator.lines(group)
            self._queue(group, obs)
            self._flush_lines()
        continues = (any(isinstance(e, ev.RaceEnded) for e in step.events)
                     and obs["phase"] != "over")
        self._add(0.0, end=lambda: self._apply(obs, board=not continues))

    def _queue(self, group: list[Event], obs: dict[str, Any]) -> None:
        first = group[0]
        if isinstance(first, ev.RaceStarted):
            self._flush_lines()
            self._q_race_started(first)
        elif isinstance(first, ev.TrackCardLaid):
            self._q_deal(first.step)
        elif isinstance(first, ev.BetPlaced):
            self._flush_lines()
            self._q_bet(first.seat, first.suit, first.stake)
            for event in group[1:]:
                if isinstance(event, ev.StakePaidUpFront):
                    self._q_up_front(event.seat, event.amount)
        elif isinstance(first, ev.SatOut):
            self._flush_lines()
            self._q_sat_out(first.seat)
        elif isinstance(first, ev.StartingGun):
            self._flush_lines()
            self._q_gun()
        elif isinstance(first, ev.CardDrawn):
            self._q_draw(first, [e for e in group[1:] if isinstance(e, ev.AceMoved)])
        elif isinstance(first, ev.HurdleTurned):
            self._q_hurdle(first, group[1:])
        elif isinstance(first, ev.AceWon):
            self._flush_lines()
            self._q_won(first.suit, list(first.order))
        elif isinstance(first, ev.RaceVoided):
            self._flush_lines()
            self._q_void()
        elif isinstance(first, ev.BetSettled):
            self._flush_lines()
            self._q_settled(first.seat, first.amount)
        elif isinstance(first, ev.SipsToHandOut):
            self._flush_lines()
            self._q_sips(first.seat, first.sips)
        elif isinstance(first, ev.SipGiven):
            self._flush_lines()
            self._q_sip_given(first.seat, first.target)
        elif isinstance(first, ev.RaceEnded):
            self._q_race_ended(first, obs)
        elif isinstance(first, ev.SessionEnded):
            self._flush_lines()
            self._q_session_ended(list(first.placing))
        else:
            self._flush_lines()
            for event in group:
                if isinstance(event, ev.StakePaidUpFront):
                    self._q_up_front(event.seat, event.amount)

    # deal --------------------------------------------------------------------------------

    def _table_dirty(self) -> bool:
        return (any(s.laid for s in self.slots) or bool(self.discard)
                or any(a.at > 0 for a in self.aces.values()) or any(self.chosen))

    def _q_race_started(self, event: ev.RaceStarted) -> None:
        if self._table_dirty():
            self._q_clear()

        def start() -> None:
            totals, history = self.totals, self.history
            self._reset_race(event.race, event.races)
            self.totals, self.history = totals, history
            self.phase = "deal"
            title = (f"RACE {event.race} OF {event.races}" if event.races > 1 else "RACE DAY!")
            avoid = [self._card_rect(p, 8) for p in self.track_pts]
            avoid += [self._card_rect(self._lane_point(s, 0), 8) for s in self.suits]
            self._banner(title, "Place your bets once the track is laid", theme.PANEL_HI, 1.0,
                         avoid=avoid)
            self._sound("shuffle")

        self._add(0.25, start=start)

    def _q_clear(self) -> None:
        """Sweep the finished race off the table: cards back to the pile, aces to the gate."""
        moves: dict[str, float] = {}

        def start() -> None:
            self._sound("shuffle")
            pile = self.pile_pt
            for k, slot in enumerate(self.slots):
                if slot.laid:
                    image = (self._face(slot.face) if slot.showing_face and slot.face
                             else self._back)
                    self.effects.append(_Flyer(self._back, self.track_pts[k], pile, CLEAR,
                                               back=image, arc=30 + 6 * k, ease=ease_in))
                    slot.laid = False
            for k, card in enumerate(self.discard[-3:]):
                self.effects.append(_Flyer(self._back, self.dealer_pt, pile, CLEAR * 0.8,
                                           back=self._face(card), arc=20 + 8 * k, ease=ease_in))
            self.discard = []
            self.winner, self.order, self.void = None, [], False
            self.chosen = [False] * self.players
            self.riding = [False] * self.players
            for suit, ace in self.aces.items():
                moves[suit] = ace.at

        def step(t: float) -> None:
            for suit, start_at in moves.items():
                self.aces[suit].at = start_at * (1 - ease_in_out(t))

        self._add(CLEAR, start=start, step=step)

    def _q_deal(self, step_no: int) -> None:
        k = step_no - 1

        def start() -> None:
            if not 0 <= k < self.n:
                return
            slot = self.slots[k]
            slot.laid, slot.incoming, slot.face, slot.showing_face = True, True, None, False
            self.pile_count = max(0, self.pile_count - 1)
            self._sound("deal")
            seed = self.race_no * 131 + step_no * 17

            def rest() -> None:
                slot.incoming = False

            flick = CardFlick(self.pile_pt, self.track_pts[k], seed, duration=DEAL_SLIDE)
            self.effects.append(_Flick(flick, self._back, rest))

        self._add(DEAL_GAP, start=start)

    # bets --------------------------------------------------------------------------------

    def _q_bet(self, seat: int, suit: str, stake: int) -> None:
        def start() -> None:
            self.bets[seat] = (suit, stake)
            self.chosen[seat] = True
            self._sound("coin")
            row = self.row_rect(seat)
            ace = self._lane_point(suit, self.aces[suit].at)
            target = self._rider_pos(suit, seat, ace)
            self.effects.append(_Flyer(self._token(seat, 9), (row.left + 18, row.centery),
                                       target, BET_FLY, arc=60, lift=0.5))

        def end() -> None:
            self.riding[seat] = True

        self._add(BET_FLY, start=start, end=end)

    def _q_sat_out(self, seat: int) -> None:
        def start() -> None:
            self.chosen[seat] = True
            self.bets[seat] = None
            self._sound("click")

        self._add(0.3, start=start)

    def _q_up_front(self, seat: int, amount: int) -> None:
        def start() -> None:
            self.race_pay[seat] -= amount
            self.pay_shown[seat] = True
            self._float(seat, signed(-amount), theme.RED)

        self._add(0.3, start=start)

    def _q_gun(self) -> None:
        def start() -> None:
            self.phase = "race"
            self.current = None
            self._sound("bell")
            self._banner("AND THEY'RE OFF!", "", theme.PINK, 0.7)

        def step(t: float) -> None:
            for ace in self.aces.values():
                ace.lift = hop(t) * self.card_h * 0.3
                ace.tilt = 10 * math.sin(t * math.pi)

        def end() -> None:
            for ace in self.aces.values():
                ace.lift = ace.tilt = 0.0

        self._add(GUN, start=start, step=step, end=end)

    # the race ----------------------------------------------------------------------------

    def _q_draw(self, drawn: ev.CardDrawn, moves: list[ev.AceMoved]) -> None:
        wild = ("stumble" in self.variants and rank_of(drawn.card) == self.rules.stumble_rank)

        def start() -> None:
            self.pile_count = drawn.pile_left
            self._sound("flip")
            self.effects.append(_Flyer(self._face(drawn.card), self.pile_pt, self.dealer_pt,
                                       DRAW_FLY, back=self._back, arc=self.card_h * 0.5,
                                       lift=0.35, ease=ease_out, shadow=self._shadow))

        def end() -> None:
            self.discard.append(drawn.card)
            if wild:
                self._banner("WILD CARD!", "every ace behind the leader moves up",
                             theme.ORANGE, 0.6, small=True)

        self._add(DRAW_FLY, start=start, end=end)
        self._flush_lines()
        if not moves:
            return
        if all(m.cause == "stumble" for m in moves):
            self._q_moves([(m.suit, m.from_step, m.to_step) for m in moves], MOVE * 1.1)
            return
        for m in moves:
            if m.to_step > self.n:
                self._q_gallop_home(m.suit, m.from_step, m.to_step)
            else:
                self._q_moves([(m.suit, m.from_step, m.to_step)], MOVE)

    def _q_moves(self, moves: list[tuple[str, int, int]], duration: float) -> None:
        """Aces galloping a step (together, for a wild card's sweep)."""

        def start() -> None:
            for suit, _, _ in moves:
                self.aces[suit].moving = True

        def step(t: float) -> None:
            e = ease_in_out(t)
            for suit, a, b in moves:
                ace = self.aces[suit]
                ace.at = a + (b - a) * e
                ace.lift = abs(math.sin(t * math.pi * 2)) * self.card_h * 0.22
                ace.tilt = -8 * math.sin(t * math.pi * 2) * (1 if b >= a else -1)

        def end() -> None:
            for suit, _, b in moves:
                ace = self.aces[suit]
                ace.at, ace.lift, ace.tilt, ace.moving = float(b), 0.0, 0.0, False

        self._add(duration, start=start, step=step, end=end)

    def _q_gallop_home(self, suit: str, a: int, b: int) -> None:
        """The winner's gallop past the last card and over the finish line."""

        def start() -> None:
            self.aces[suit].moving = True
            self._sound("crowd")

        def step(t: float) -> None:
            ace = self.aces[suit]
            ace.at = a + (b - a) * ease_in_out(t)
            ace.lift = abs(math.sin(t * math.pi * 3)) * self.card_h * 0.28
            ace.tilt = -10 * math.sin(t * math.pi * 3)

        def end() -> None:
            ace = self.aces[suit]
            ace.at, ace.lift, ace.tilt, ace.moving = float(b), 0.0, 0.0, False

        self._add(GALLOP_HOME, start=start, step=step, end=end)

    def _q_hurdle(self, turned: ev.HurdleTurned, rest: list[Event]) -> None:
        k = turned.step - 1
        if not 0 <= k < self.n:
            self._flush_lines()
            return
        slot = self.slots[k]
        fall = next((e for e in rest if isinstance(e, ev.HurdleFellBack)), None)
        boost = next((e for e in rest if isinstance(e, ev.AceMoved) and e.cause == "turbo"),
                     None)

        def tension_start() -> None:
            self.spot, self.spot_suit = k, turned.suit
            self._sound("dice")

        def tension(t: float) -> None:
            self.dim = min(1.0, t / 0.45)
            slot.shiver = t

        self._add(TENSION, start=tension_start, step=tension)

        def flip_start() -> None:
            self._sound("flip")
            slot.shiver = 0.0

        def flip(t: float) -> None:
            slot.squash = abs(math.cos(math.pi * t))
            slot.showing_face = t >= 0.5
            slot.face = turned.card
            slot.lift = hop(t) * 0.3

        def flip_end() -> None:
            slot.squash, slot.lift, slot.showing_face = 1.0, 0.0, True
            name = SUIT_NAMES.get(turned.suit, turned.suit).upper()
            ace = self.aces.get(turned.suit)
            avoid = [self._card_rect(self.track_pts[k], 16)]
            moved = fall or boost
            if ace is not None:
                avoid.append(self._card_rect(self._lane_point(turned.suit, ace.at), 16))
            if moved is not None:
                avoid.append(self._card_rect(self._lane_point(turned.suit, moved.to_step), 16))
            if boost is not None:
                self._banner("TURBO!", f"{theme.SUIT_SYMBOLS[turned.suit]} {name} gets a kick",
                             theme.CYAN, 0.8, ink=theme.BG_DEEP, avoid=avoid)
            else:
                self._banner(f"HURDLE {turned.step}!",
                             f"{theme.SUIT_SYMBOLS[turned.suit]} {name} stumbles back",
                             theme.RED, 0.8, avoid=avoid)

        self._add(FLIP, start=flip_start, step=flip, end=flip_end)
        self._flush_lines()
        self._add(HURDLE_BEAT)
        if fall is not None:
            self._q_fall(fall.suit, fall.from_step, fall.to_step)
        elif boost is not None:
            self._q_boost(boost.suit, boost.from_step, boost.to_step)
        else:
            self._add(0.2, end=self._lights_up)

    def _lights_up(self) -> None:
        self.spot, self.spot_suit, self.dim = None, None, 0.0

    def _q_fall(self, suit: str, a: int, b: int) -> None:
        def start() -> None:
            self._sound("stumble")
            self.spot_suit = suit

        def step(t: float) -> None:
            ace = self.aces[suit]
            ace.at = a + (b - a) * ease_out(min(1.0, t * 1.4))
            ace.shake = math.sin(t * 46) * (1 - t) * self.card_w * 0.16
            ace.tilt = math.sin(t * 30) * (1 - t) * 14
            ace.flash = 1 - t
            ace.lift = hop(min(1.0, t * 1.6)) * self.card_h * 0.15
            self.dim = max(0.0, 1 - max(0.0, t - 0.4) / 0.6)

        def end() -> None:
            ace = self.aces[suit]
            ace.at, ace.shake, ace.tilt, ace.flash, ace.lift = float(b), 0.0, 0.0, 0.0, 0.0
            self._lights_up()

        self._add(FALL, start=start, step=step, end=end)

    def _q_boost(self, suit: str, a: int, b: int) -> None:
        def start() -> None:
            self._sound("whoosh")
            self.spot_suit = suit
            self.aces[suit].moving = True

        def step(t: float) -> None:
            ace = self.aces[suit]
            ace.at = a + (b - a) * ease_out_back(t)
            ace.lift = hop(t) * self.card_h * 0.3
            ace.tilt = -14 * hop(t)
            self.dim = max(0.0, 1 - max(0.0, t - 0.4) / 0.6)

        def end() -> None:
            ace = self.aces[suit]
            ace.at, ace.lift, ace.tilt, ace.moving = float(b), 0.0, 0.0, False
            self._lights_up()

        self._add(BOOST, start=start, step=step, end=end)

    def _q_won(self, suit: str, order: list[str]) -> None:
        def start() -> None:
            self.winner, self.order = suit, order
            self.phase = "payout"
            self._stop_hooves()
            self._sound("fanfare")
            name = SUIT_NAMES.get(suit, suit).upper()
            x, y = self._lane_point(suit, self.n + 1)
            self._banner(f"{theme.SUIT_SYMBOLS[suit]} {name} WINS!", "first past the last card",
                         darken(theme.SUIT_COLORS[suit], 0.15), WIN_HOLD - 0.3,
                         avoid=[self._card_rect((x, y), 20)])
            self.confetti = Confetti(TABLE.inflate(-2 * RAIL, -2 * RAIL), seed=self.race_no * 7,
                                     count=40, colors=(theme.SUIT_COLORS[suit], *WIN_CONFETTI))
            self.confetti.burst((x, y), count=110, speed=900.0, spread=70.0)

        self._add(WIN_HOLD, start=start)

    def _q_void(self) -> None:
        def start() -> None:
            self.void = True
            self.phase = "payout"
            self._stop_hooves()
            self._sound("bell")
            self._banner("VOID RACE", "the pile ran out - nobody pays", (90, 86, 120),
                         VOID_HOLD - 0.3)

        self._add(VOID_HOLD, start=start)

    # payout ------------------------------------------------------------------------------

    def _q_settled(self, seat: int, amount: int) -> None:
        def start() -> None:
            self.race_pay[seat] += amount
            self.pay_shown[seat] = True
            color = theme.GREEN if amount > 0 else (theme.INK_DIM if amount == 0 else theme.RED)
            self._float(seat, signed(amount), color)
            self._sound("coin" if amount > 0 else "click")

        self._add(SETTLE_EACH, start=start)

    def _q_sips(self, seat: int, sips: int) -> None:
        def start() -> None:
            self.sips_left[seat] = sips
            self.current = seat
            self.phase = "handout"
            self._sound("bell")
            self._banner(f"{self.names[seat].upper()} HANDS OUT {sips}",
                         "sips for the others, one at a time", theme.ORANGE, SIPS_CALL,
                         small=True, ink=theme.BG_DEEP)

        self._add(SIPS_CALL, start=start)

    def _q_sip_given(self, seat: int, target: int) -> None:
        def start() -> None:
            self.sips_left[seat] = max(0, self.sips_left.get(seat, 1) - 1)
            self._sound("whoosh")
            a, b = self.row_rect(seat), self.row_rect(target)
            x = self._columns()[1] - 24
            self.tote_fx.append(_Flyer(self._glass, (x, a.centery), (x, b.centery), SIP_FLY,
                                       arc=40 + 12 * abs(seat - target), lift=0.6))

        def end() -> None:
            self.race_pay[target] -= 1
            self.pay_shown[target] = True
            self._float(target, "−1", theme.ORANGE, icon=True)
            self._sound("click")

        self._add(SIP_FLY, start=start, end=end)

    def _q_race_ended(self, event: ev.RaceEnded, obs: dict[str, Any]) -> None:
        history = obs["history"]
        track = history[-1]["track"] if history else []

        def start() -> None:
            self.current = None
            self.sips_left = {}
            if any(s.laid and not s.showing_face for s in self.slots):
                self._sound("flip")

        def step(t: float) -> None:
            for k, slot in enumerate(self.slots):
                if not slot.laid or (slot.showing_face and slot.squash == 1.0):
                    continue
                if k >= len(track):
                    continue
                u = min(1.0, max(0.0, t * 1.6 - k * 0.6 / max(1, self.n)))
                slot.face = track[k]
                slot.squash = abs(math.cos(math.pi * u)) if u < 1 else 1.0
                slot.showing_face = u >= 0.5

        def end() -> None:
            for k, slot in enumerate(self.slots):
                if slot.laid and k < len(track):
                    slot.face, slot.showing_face, slot.squash = track[k], True, 1.0
            self.totals = list(event.totals)
            self.history = [r["winner"] for r in history]
            if self.races > 1:
                for seat in range(self.players):
                    self.flashes.append([seat, theme.GOLD, 1.2, 1.2])

        self._add(REVEAL, start=start, step=step, end=end)
        self._flush_lines()
        self._add(RACE_END_HOLD)

    def _q_session_ended(self, placing: list[int]) -> None:
        def start() -> None:
            best = min(placing) if placing else 1
            top = [self.names[s] for s, p in enumerate(placing) if p == best]
            self.phase = "over"
            self._sound("fanfare")
            title = "SESSION OVER" if self.races > 1 else "RACE OVER"
            self._banner(title, "Top of the table: " + " & ".join(top), theme.PANEL_HI,
                         SESSION_HOLD + 1.0)
            colors = [theme.SEAT_COLORS[s % len(theme.SEAT_COLORS)]
                      for s, p in enumerate(placing) if p == best]
            self.confetti = Confetti(TABLE.inflate(-2 * RAIL, -2 * RAIL), seed=99, count=90,
                                     colors=(*colors, theme.GOLD, theme.INK))

        self._add(SESSION_HOLD, start=start)

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
        """A ribbon over the table, placed where it hides none of the `avoid` rects if it can."""
        image = render_banner(self.app.assets, title, sub, color, ink)
        if not avoid:
            avoid = [self._card_rect(self._lane_point(s, a.at), 4) for s, a in self.aces.items()]
        if small:
            image = pygame.transform.smoothscale_by(image, 0.62)
        half = image.get_height() / 2
        cx, cy = TABLE.centerx, TABLE.centery - 20
        top, bottom = TABLE.top + RAIL + 14 + half, TABLE.bottom - RAIL - 14 - half
        candidates = [(cx, cy), (cx, top), (cx, bottom)]
        if small:
            candidates = [(cx, bottom), (cx, top), (cx, cy)]

        def hidden(center: tuple[float, float]) -> int:
            rect = image.get_rect(center=(round(center[0]), round(center[1])))
            return sum(rect.clip(other).width * rect.clip(other).height for other in avoid)

        self.banner = Banner(image, min(candidates, key=hidden), hold)

    def _card_rect(self, point: Vec, pad: int = 12) -> pygame.Rect:
        rect = pygame.Rect(0, 0, self.card_w + 2 * pad, self.card_h + 2 * pad)
        rect.center = (round(point[0]), round(point[1]))
        return rect

    def _float(self, seat: int, words: str, color: Color, *, icon: bool = False) -> None:
        row = self.row_rect(seat)
        size = max(14, min(22, self.row_h - 4))
        image = self.app.assets.text(words, size, color, "bold")
        if icon:
            glass = self._small_glass
            both = pygame.Surface((image.get_width() + glass.get_width() + 4,
                                   max(image.get_height(), glass.get_height())), pygame.SRCALPHA)
            both.blit(glass, (0, (both.get_height() - glass.get_height()) // 2))
            both.blit(image, (glass.get_width() + 4, (both.get_height() - image.get_height()) // 2))
            image = both
        else:
            image = image.copy()
        x = self._columns()[1] - 16
        self.tote_fx.append(Floater(image, (x, row.centery), life=1.0,
                                     rise=self.row_h * 0.9))
        self.flashes.append([seat, color, 0.9, 0.9])

    def _rider_pos(self, suit: str, seat: int, ace: Vec) -> Vec:
        backers = [s for s in range(self.players) if self.bets[s] is not None
                   and self.bets[s][0] == suit]  # type: ignore[index]
        index = backers.index(seat) if seat in backers else len(backers)
        count = max(1, len(backers))
        width = self.card_w * 0.9
        gap = min(width / max(1, count - 1), 15) if count > 1 else 0
        x = ace[0] - gap * (count - 1) / 2 + gap * index
        return (x, ace[1] - self.card_h / 2 - 2)

    # -- caches -----------------------------------------------------------------------------

    def _face(self, card: str | None) -> pygame.Surface:
        if card is None:
            return self._back
        face = self._faces.get(card)
        if face is None:
            face = render_card_face(self.app.assets, card, (self.card_w, self.card_h))
            self._faces[card] = face
        return face

    def _token(self, seat: int, radius: int) -> pygame.Surface:
        cb = self.app.settings.colour_blind
        key = (seat, radius, cb)
        image = self._tokens.get(key)
        if image is None:
            image = pygame.Surface((radius * 2 + 6, radius * 2 + 6), pygame.SRCALPHA)
            seat_token(image, self.app.assets, seat, (radius + 2, radius + 2), radius, cb)
            self._tokens[key] = image
        return image

    def _tilted_ace(self, suit: str, angle: float) -> pygame.Surface:
        key = (suit, round(angle))
        image = self._tilted.get(key)
        if image is None:
            image = (self._ace_img[suit] if key[1] == 0
                     else pygame.transform.rotozoom(self._ace_img[suit], key[1], 1.0))
            self._tilted[key] = image
        return image

    def _discard_image(self, card: str, index: int) -> pygame.Surface:
        angle = (index * 37) % 13 - 6
        key = (card, angle)
        image = self._discard_rot.get(key)
        if image is None:
            image = pygame.transform.rotozoom(self._face(card), angle, 1.0)
            self._discard_rot[key] = image
        return image

    # -- human input --------------------------------------------------------------------------

    def begin_input(self, seat: int, state: State, submit: Callable[[Action], None]) -> None:
        obs = state.observation(seat)
        rect = pygame.Rect(0, 0, 720, 300)
        rect.center = (TABLE.centerx, TABLE.centery + 6)
        if obs["phase"] == "handout":
            sips = int(obs["handout"][0][1]) if obs["handout"] else 0
            lines = (self.players - 1 + 4) // 5
            rect = pygame.Rect(0, 0, 720, 150 + lines * 74)
            rect.center = (TABLE.centerx, TABLE.centery + 6)
            self.prompt = self._give_prompt(seat, submit, rect, sips)
        else:
            self.prompt = self._bet_prompt(seat, submit, rect, int(obs["max_stake"]))
        self.current = seat

    def end_input(self) -> None:
        self.prompt = None

    def _bet_prompt(self, seat: int, submit: Callable[[Action], None], rect: pygame.Rect,
                    max_stake: int) -> _Prompt:
        prompt = _Prompt(seat, "bet", submit, rect, max_stake=max_stake)
        choice, stake = self._last_bet.get(seat, (0, 1))
        prompt.choice, prompt.stake = choice, min(max(1, stake), max_stake)
        suits = []
        width, gap = 120, 14
        left = rect.centerx - (5 * width + 4 * gap) // 2
        for i, suit in enumerate(self.suits):
            suits.append(_Button(pygame.Rect(left + i * (width + gap), rect.top + 84, width, 96),
                                 "suit", suit))
        suits.append(_Button(pygame.Rect(left + 4 * (width + gap), rect.top + 84, width, 96),
                             "out"))
        stakes: list[_Button] = []
        if max_stake <= 10:
            bw = min(56, (rect.width - 200) // max_stake - 8)
            x0 = rect.centerx + 40 - (max_stake * (bw + 8) - 8) // 2
            for v in range(1, max_stake + 1):
                stakes.append(_Button(pygame.Rect(x0 + (v - 1) * (bw + 8), rect.top + 196, bw,
                                                  44), "stake", v))
        else:
            stakes.append(_Button(pygame.Rect(rect.centerx - 60, rect.top + 196, 50, 44),
                                  "minus"))
            stakes.append(_Button(pygame.Rect(rect.centerx + 110, rect.top + 196, 50, 44),
                                  "plus"))
        confirm = _Button(pygame.Rect(rect.centerx - 190, rect.top + 250, 380, 38), "confirm")
        prompt.rows = [suits, stakes, [confirm]]
        prompt.row, prompt.col = 0, prompt.choice
        prompt.backdrop = self._prompt_backdrop(
            rect, seat, f"{self.names[seat]}, place your bet",
            f"Back one ace with 1 to {max_stake} {self.units}, or sit this race out.")
        return prompt

    def _give_prompt(self, seat: int, submit: Callable[[Action], None], rect: pygame.Rect,
                     sips: int) -> _Prompt:
        prompt = _Prompt(seat, "give", submit, rect, sips=sips)
        others = [s for s in range(self.players) if s != seat]
        per_row = 5 if len(others) > 4 else len(others)
        width, height, gap = 124, 62, 12
        lines = (len(others) + per_row - 1) // per_row
        rows: list[list[_Button]] = []
        top = rect.top + 86
        for r in range(lines):
            chunk = others[r * per_row:(r + 1) * per_row]
            left = rect.centerx - (len(chunk) * (width + gap) - gap) // 2
            rows.append([_Button(pygame.Rect(left + i * (width + gap), top + r * (height + gap),
                                             width, height), "give", target)
                         for i, target in enumerate(chunk)])
        prompt.rows = rows
        focus = self._give_focus.get(seat, others[0] if others else 0)
        for r, row in enumerate(rows):
            for c, button in enumerate(row):
                if button.value == focus:
                    prompt.row, prompt.col = r, c
        prompt.backdrop = self._prompt_backdrop(
            rect, seat, f"{self.names[seat]}, hand out a sip",
            "Pick who drinks - one sip at a time. Nobody has to drink: water counts!")
        return prompt

    def _prompt_backdrop(self, rect: pygame.Rect, seat: int, title: str,
                         sub: str) -> pygame.Surface:
        surf = pygame.Surface((rect.width + 24, rect.height + 24), pygame.SRCALPHA)
        body = pygame.Rect(12, 12, rect.width, rect.height)
        panel(surf, body, theme.PANEL, theme.GOLD, radius=18, alpha=245)
        assets = self.app.assets
        size = fit_text(assets, title, 30, rect.width - 120)
        image = assets.text(title, size, theme.GOLD, "bold")
        x = body.centerx - image.get_width() // 2 + 18
        seat_token(surf, assets, seat, (x - 24, body.top + 36), 14,
                   self.app.settings.colour_blind)
        text(surf, assets, title, size, theme.GOLD, (x, body.top + 36), anchor="midleft")
        text(surf, assets, sub, 16, theme.INK_DIM, (body.centerx, body.top + 64),
             anchor="center", kind="sans", shadow=False)
        return surf

    def _move_focus(self, prompt: _Prompt, drow: int, dcol: int) -> None:
        if prompt.mode == "bet":
            if drow:
                row = prompt.row + drow
                if row == 1 and prompt.choice == 4:
                    row += drow
                prompt.row = max(0, min(2, row))
            elif prompt.row == 0:
                prompt.choice = (prompt.choice + dcol) % 5
            elif prompt.row == 1:
                prompt.stake = max(1, min(prompt.max_stake, prompt.stake + dcol))
            return
        rows = prompt.rows
        if drow:
            prompt.row = (prompt.row + drow) % len(rows)
            prompt.col = min(prompt.col, len(rows[prompt.row]) - 1)
        else:
            flat = [(r, c) for r, row in enumerate(rows) for c in range(len(row))]
            index = flat.index((prompt.row, prompt.col))
            prompt.row, prompt.col = flat[(index + dcol) % len(flat)]

    def _confirm(self, prompt: _Prompt) -> None:
        self._sound("click")
        if prompt.mode == "bet":
            self._last_bet[prompt.seat] = (prompt.choice, prompt.stake)
            if prompt.choice == 4:
                prompt.submit(Pass())
            else:
                prompt.submit(Bet(self.suits[prompt.choice], prompt.stake))
            return
        target = prompt.rows[prompt.row][prompt.col].value
        self._give_focus[prompt.seat] = target
        prompt.submit(Give(target))

    def command(self, command: Command) -> bool:
        prompt = self.prompt
        if prompt is None:
            return False
        moves = {Command.LEFT: (0, -1), Command.RIGHT: (0, 1), Command.UP: (-1, 0),
                 Command.DOWN: (1, 0)}
        if command in moves:
            drow, dcol = moves[command]
            self._move_focus(prompt, drow, dcol)
            self._sound("click")
            return True
        if command is Command.NEXT:
            if prompt.mode == "bet":
                prompt.row = (prompt.row + 1) % 3
                if prompt.row == 1 and prompt.choice == 4:
                    prompt.row = 2
            else:
                self._move_focus(prompt, 0, 1)
            return True
        if command is Command.CONFIRM:
            self._confirm(prompt)
            return True
        return False

    def pointer(self, pointer: Pointer) -> bool:
        prompt = self.prompt
        if prompt is None:
            return False
        hit: tuple[int, int, _Button] | None = None
        for r, row in enumerate(prompt.rows):
            for c, button in enumerate(row):
                if button.rect.collidepoint(pointer.pos):
                    hit = (r, c, button)
        if pointer.kind == "move":
            prompt.hover = hit[2] if hit else None
            return hit is not None
        if pointer.kind != "down" or pointer.button != 1 or hit is None:
            return prompt.rect.collidepoint(pointer.pos)
        r, c, button = hit
        prompt.row = r
        if button.kind in ("suit", "out"):
            prompt.choice = c
            self._sound("click")
        elif button.kind == "stake":
            prompt.stake = int(button.value)
            self._sound("click")
        elif button.kind == "minus":
            prompt.stake = max(1, prompt.stake - 1)
        elif button.kind == "plus":
            prompt.stake = min(prompt.max_stake, prompt.stake + 1)
        elif button.kind in ("confirm", "give"):
            prompt.col = c
            self._confirm(prompt)
        return True

    # -- update ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        real = dt / self.speed if self.speed > 0 else dt
        self._run_script(dt)
        self.effects = [e for e in self.effects if e.update(dt)]
        self.tote_fx = [e for e in self.tote_fx if e.update(dt)]
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
        moving = any(a.moving for a in self.aces.values())
        if moving:
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
        self._draw_track(surface)
        self._draw_pile(surface)
        self._draw_aces(surface, skip=self.spot_suit if self.dim > 0 else None)
        for effect in self.effects:
            effect.draw(surface)
        if self.dim > 0:
            self._draw_spotlight(surface)
        if self.confetti is not None:
            self.confetti.draw(surface)
        if self.banner is not None:
            self.banner.draw(surface)
        self._draw_tote(surface)
        self._draw_ticker(surface)
        if self.prompt is not None:
            self._draw_prompt(surface, self.prompt)

    def _build_static(self, cb: bool) -> pygame.Surface:
        """Everything that never moves: the stage, the table, lanes, slots, panel frames."""
        assets = self.app.assets
        surf = pygame.Surface(theme.CANVAS).convert()
        w, h = theme.CANVAS
        for y in range(0, h, 4):
            surf.fill(mix(theme.BG, theme.BG_DEEP, y / h), (0, y, w, 4))
        surf.blit(felt_tray(TABLE.size, RAIL, self.felt, self.rail), TABLE.topleft)
        lanes = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        for suit in self.suits:
            self._draw_lane(lanes, suit)
        surf.blit(lanes, (0, 0))
        badges = self._badges_fit()
        for suit in self.suits:
            self._draw_lane_marks(surf, suit, badges)
        slots = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        for k, point in enumerate(self.track_pts):
            self._slot_outline(slots, point, str(k + 1))
        self._slot_outline(slots, self.pile_pt, "")
        self._slot_outline(slots, self.dealer_pt, "")
        surf.blit(slots, (0, 0))
        label = max(11, min(16, self.card_h // 5))
        for point, words in ((self.pile_pt, "PILE"), (self.dealer_pt, "DEALER")):
            text(surf, assets, words, label, self.ink,
                 (point[0], point[1] - self.card_h / 2 - 4), anchor="midbottom", kind="condensed")
        # The title on a brass plaque on the top rail.
        plaque_text = assets.text(self.title.upper(), 17, (60, 36, 14), "condensed")
        plaque = pygame.Rect(0, 0, plaque_text.get_width() + 40, 26)
        plaque.center = (TABLE.centerx, TABLE.top + 10)
        pygame.draw.rect(surf, (0, 0, 0), plaque.move(2, 3), border_radius=8)
        pygame.draw.rect(surf, (214, 170, 84), plaque, border_radius=8)
        pygame.draw.rect(surf, (250, 218, 140), plaque.inflate(-4, -4), 1, border_radius=6)
        surf.blit(plaque_text, plaque_text.get_rect(center=plaque.center))
        # The tote board and ticker frames.
        panel(surf, self.side, theme.PANEL, theme.PANEL_EDGE, radius=14, alpha=240)
        panel(surf, TICKER, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=235)
        badge = pygame.Rect(TICKER.left + 10, TICKER.top + 10, 86, 22)
        pygame.draw.rect(surf, theme.PINK, badge, border_radius=6)
        text(surf, assets, "DEALER", 14, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        text(surf, assets, "● LIVE", 12, theme.RED, (badge.centerx, badge.bottom + 12),
             anchor="center", kind="bold", shadow=False)
        self._draw_tote_frame(surf)
        return surf

    def _lane_samples(self, suit: str) -> list[Vec]:
        path = self.lane_paths[suit]
        fine = layout({**path, "spaces": max(2, 14 * (self.n + 1))})
        fine = [self._to_screen(p) for p in fine]
        points = self.lanes[suit]
        d0 = self._lane_dir(suit, 0)
        d1 = self._lane_dir(suit, len(points) - 1)
        before = self.card_w * 0.72
        after = self.card_w * 0.55
        head = [(fine[0][0] - d0[0] * before * (1 - i / 8), fine[0][1] - d0[1] * before *
                 (1 - i / 8)) for i in range(8)]
        tail = [(fine[-1][0] + d1[0] * after * i / 8, fine[-1][1] + d1[1] * after * i / 8)
                for i in range(1, 9)]
        return head + fine + tail

    def _draw_lane(self, layer: pygame.Surface, suit: str) -> None:
        samples = self._lane_samples(suit)
        half = self.band
        color = theme.SUIT_COLORS[suit]
        band = mix(darken(self.felt, 0.32), color, 0.2)
        for x, y in samples:
            pygame.draw.circle(layer, (*band, 165), (x, y), half)
        edges: list[list[Vec]] = [[], []]
        for i, (x, y) in enumerate(samples):
            a = samples[max(0, i - 1)]
            b = samples[min(len(samples) - 1, i + 1)]
            dx, dy = unit(b[0] - a[0], b[1] - a[1])
            edges[0].append((x - dy * half, y + dx * half))
            edges[1].append((x + dy * half, y - dx * half))
        edge = (*mix(self.ink, color, 0.45), 150)
        for line in edges:
            pygame.draw.lines(layer, edge, False, line, 2)

    def _badge_point(self, suit: str) -> Vec:
        x0, y0 = self.lanes[suit][0]
        d0 = self._lane_dir(suit, 0)
        return (x0 - d0[0] * self.card_w * 1.05, y0 - d0[1] * self.card_w * 1.05)

    def _badges_fit(self) -> bool:
        """Whether every lane's badge fits behind its gate, clear of the pile and dealer."""
        r = max(10, round(self.card_w * 0.42))
        felt = TABLE.inflate(-2 * RAIL, -2 * RAIL)
        blocks = [self._card_rect(self.pile_pt, 6), self._card_rect(self.dealer_pt, 6)]
        for suit in self.suits:
            x, y = self._badge_point(suit)
            rect = pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r)
            if not felt.contains(rect) or rect.collidelist(blocks) >= 0:
                return False
        return True

    def _badge(self, surf: pygame.Surface, suit: str, at: Vec, strength: float) -> None:
        """A round badge with the suit's symbol; faint (a watermark) when `strength` < 1."""
        r = max(10, round(self.card_w * 0.42))
        size = 2 * r + 8
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (r + 3, r + 3)
        color = theme.SUIT_COLORS[suit]
        pygame.draw.circle(image, theme.BG_DEEP, (c[0] + 2, c[1] + 3), r)
        pygame.draw.circle(image, color, c, r)
        pygame.draw.circle(image, theme.INK, c, r, 2)
        sym = self.app.assets.text(theme.SUIT_SYMBOLS[suit], round(r * 1.3), theme.INK, "bold")
        image.blit(sym, sym.get_rect(center=(c[0], round(c[1] + r * 0.05))))
        if strength < 1:
            image.set_alpha(round(255 * strength))
        surf.blit(image, image.get_rect(center=(round(at[0]) + 1, round(at[1]) + 1)))

    def _draw_lane_marks(self, surf: pygame.Surface, suit: str, badge: bool) -> None:
        points = self.lanes[suit]
        half = self.band
        ink = self.ink
        # Step marks at the lane's edges.
        for k in range(1, self.n + 1):
            x, y = points[k]
            dx, dy = self._lane_dir(suit, k)
            nx, ny = -dy, dx
            for side in (-1, 1):
                ex, ey = x + nx * half * side, y + ny * half * side
                pygame.draw.line(surf, mix(ink, self.felt, 0.35),
                                 (ex - nx * 6 * side, ey - ny * 6 * side), (ex, ey), 2)
        # The starting box and its gate.
        x0, y0 = points[0]
        d0 = self._lane_dir(suit, 0)
        box = pygame.Rect(0, 0, self.card_w + 10, self.card_h + 10)
        box.center = (round(x0), round(y0))
        pygame.draw.rect(surf, mix(self.felt, ink, 0.35), box, 2, border_radius=8)
        gx, gy = x0 + d0[0] * (self.card_w / 2 + 9), y0 + d0[1] * (self.card_w / 2 + 9)
        nx, ny = -d0[1], d0[0]
        a = (gx - nx * half, gy - ny * half)
        b = (gx + nx * half, gy + ny * half)
        pygame.draw.line(surf, (236, 236, 236), a, b, 4)
        for px, py in (a, b):
            pygame.draw.circle(surf, theme.BG_DEEP, (px + 1, py + 2), 5)
            pygame.draw.circle(surf, theme.INK, (px, py), 5)
        if badge:
            self._badge(surf, suit, self._badge_point(suit), 1.0)
        self._badge(surf, suit, points[-1], 0.3)
        # The chequered finish line between the last card's step and the finish.
        n = self.n
        mx, my = lerp(points[n], points[n + 1], 0.5)
        dx, dy = unit(points[n + 1][0] - points[n][0], points[n + 1][1] - points[n][1])
        nx, ny = -dy, dx
        q = max(5.0, half / 4)
        count = max(2, round(2 * half / q))
        q = 2 * half / count
        for row in range(count):
            for col in range(2):
                shade = (245, 245, 245) if (row + col) % 2 == 0 else (24, 24, 30)
                o = -half + row * q
                c = -q + col * q
                corners = [(mx + dx * (c + u) + nx * (o + v), my + dy * (c + u) + ny * (o + v))
                           for u, v in ((0, 0), (q, 0), (q, q), (0, q))]
                pygame.draw.polygon(surf, shade, corners)

    def _slot_outline(self, layer: pygame.Surface, point: Vec, label: str) -> None:
        rect = pygame.Rect(0, 0, self.card_w + 4, self.card_h + 4)
        rect.center = (round(point[0]), round(point[1]))
        radius = max(3, self.card_w // 8)
        pygame.draw.rect(layer, (0, 0, 0, 55), rect, border_radius=radius)
        pygame.draw.rect(layer, (*self.ink, 90), rect, 2, border_radius=radius)
        if label:
            image = self.app.assets.text(label, max(12, self.card_h // 3), self.ink, "condensed")
            image = image.copy()
            image.set_alpha(110)
            layer.blit(image, image.get_rect(center=rect.center))

    def _draw_track(self, surface: pygame.Surface) -> None:
        for k, slot in enumerate(self.slots):
            if not slot.laid or slot.incoming or (self.dim > 0 and self.spot == k):
                continue
            self._blit_slot(surface, k, slot)

    def _blit_slot(self, surface: pygame.Surface, k: int, slot: _Slot) -> None:
        image = self._face(slot.face) if slot.showing_face and slot.face else self._back
        x, y = self.track_pts[k]
        if slot.shiver > 0:
            x += math.sin(slot.shiver * 70) * 2.5 * slot.shiver
        scale = 1.0 + slot.lift
        if slot.squash != 1.0 or scale != 1.0:
            w, h = image.get_size()
            image = pygame.transform.smoothscale(
                image, (max(1, round(w * slot.squash * scale)), max(1, round(h * scale))))
        else:
            surface.blit(self._shadow, self._shadow.get_rect(center=(round(x) + 2,
                                                                     round(y) + 4)))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))

    def _draw_pile(self, surface: pygame.Surface) -> None:
        x, y = self.pile_pt
        count = self.pile_count
        layers = min(6, (count + 7) // 8)
        if count > 0:
            surface.blit(self._shadow, self._shadow.get_rect(center=(round(x) + 2,
                                                                     round(y) + 5)))
        for i in range(layers):
            surface.blit(self._back, self._back.get_rect(center=(round(x - i * 1.2),
                                                                 round(y - i * 1.6))))
        assets = self.app.assets
        badge = assets.text(str(count), 15, theme.BG_DEEP, "bold")
        rect = pygame.Rect(0, 0, max(26, badge.get_width() + 12), 20)
        rect.center = (round(x + self.card_w / 2 - 2), round(y + self.card_h / 2 - 4))
        pygame.draw.rect(surface, theme.GOLD, rect, border_radius=10)
        pygame.draw.rect(surface, theme.BG_DEEP, rect, 2, border_radius=10)
        surface.blit(badge, badge.get_rect(center=rect.center))
        # The dealer's spot: the last few cards turned, fanned a little.
        dx, dy = self.dealer_pt
        shown = self.discard[-3:]
        first = len(self.discard) - len(shown)
        for i, card in enumerate(shown):
            image = self._discard_image(card, first + i)
            surface.blit(image, image.get_rect(center=(round(dx), round(dy))))

    def _draw_aces(self, surface: pygame.Surface, skip: str | None = None) -> None:
        leader = self._leader()
        if leader is not None and self.winner is None and not self.void:
            x, y = self._lane_point(leader, self.aces[leader].at)
            surface.blit(self._lead_glow, self._lead_glow.get_rect(center=(round(x),
                                                                           round(y))))
        if self.winner is not None:
            x, y = self._lane_point(self.winner, self.aces[self.winner].at)
            pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
            glow = self._lead_glow
            surface.blit(glow, glow.get_rect(center=(round(x), round(y - 2 * pulse))))
        order = sorted(self.suits, key=lambda s: (self.aces[s].moving, self.aces[s].lift))
        for suit in order:
            if suit != skip:
                self._draw_ace(surface, suit)

    def _leader(self) -> str | None:
        best = max(a.at for a in self.aces.values())
        leaders = [s for s, a in self.aces.items() if a.at == best]
        return leaders[0] if len(leaders) == 1 and best > 0 else None

    def _draw_ace(self, surface: pygame.Surface, suit: str) -> None:
        ace = self.aces[suit]
        x, y = self._lane_point(suit, ace.at)
        x += ace.shake
        lift = ace.lift
        shadow = self._shadow
        surface.blit(shadow, shadow.get_rect(center=(round(x + 3 + lift * 0.3),
                                                     round(y + 5 + lift * 0.5))))
        image = self._tilted_ace(suit, ace.tilt)
        cx, cy = round(x), round(y - lift)
        surface.blit(image, image.get_rect(center=(cx, cy)))
        if ace.flash > 0:
            self._hit.set_alpha(round(200 * ace.flash))
            surface.blit(self._hit, self._hit.get_rect(center=(cx, cy)))
        # The backers ride along on top of their ace.
        radius = max(6, min(10, self.card_w // 6)) + (2 if self.app.settings.colour_blind else 0)
        backers = [s for s in range(self.players) if self.riding[s] and self.bets[s] is not None
                   and self.bets[s][0] == suit]  # type: ignore[index]
        for seat in backers:
            px, py = self._rider_pos(suit, seat, (cx, cy))
            token = self._token(seat, radius)
            surface.blit(token, token.get_rect(center=(round(px), round(py))))
        if self.order and self.winner is not None and suit in self.order:
            place = self.order.index(suit)
            if place < 3:
                self._place_badge(surface, place, (cx - self.card_w / 2, cy + self.card_h / 2))

    def _place_badge(self, surface: pygame.Surface, place: int, at: Vec) -> None:
        r = max(9, self.card_w // 5)
        color = PLACE_COLORS[min(place, len(PLACE_COLORS) - 1)]
        cx, cy = round(at[0] + 2), round(at[1] - 2)
        pygame.draw.circle(surface, theme.BG_DEEP, (cx + 1, cy + 2), r)
        pygame.draw.circle(surface, color, (cx, cy), r)
        pygame.draw.circle(surface, theme.BG_DEEP, (cx, cy), r, 2)
        label = self.app.assets.text(str(place + 1), max(10, r), theme.BG_DEEP, "bold")
        surface.blit(label, label.get_rect(center=(cx, cy)))

    def _draw_spotlight(self, surface: pygame.Surface) -> None:
        """A hurdle's moment: the table dims and a light falls on the card and its ace."""
        self._shade.set_alpha(round(165 * self.dim))
        surface.blit(self._shade, TABLE.topleft)
        centres: list[Vec] = []
        if self.spot is not None and 0 <= self.spot < self.n:
            centres.append(self.track_pts[self.spot])
        if self.spot_suit is not None:
            centres.append(self._lane_point(self.spot_suit, self.aces[self.spot_suit].at))
        light = self._light
        for cx, cy in centres:
            light_img = light
            surface.blit(light_img, light_img.get_rect(center=(round(cx), round(cy))),
                         special_flags=pygame.BLEND_ADD)
        if self.spot is not None and 0 <= self.spot < self.n and self.slots[self.spot].laid:
            self._blit_slot(surface, self.spot, self.slots[self.spot])
        if self.spot_suit is not None:
            self._draw_ace(surface, self.spot_suit)

    # the tote board ------------------------------------------------------------------------

    def _draw_tote_frame(self, surf: pygame.Surface) -> None:
        assets = self.app.assets
        side = self.side
        text(surf, assets, "TOTE BOARD", 22, theme.GOLD, (side.left + 14, side.top + 8),
             kind="condensed")
        y = self.rows_top - 16
        small = 11
        x_bet, x_race, x_total = self._columns()
        text(surf, assets, "BET", small, theme.INK_FAINT, (x_bet, y), kind="bold", shadow=False)
        race_label = "SIPS" if self.units == "sips" else "RACE"
        text(surf, assets, race_label, small, theme.INK_FAINT, (x_race, y), anchor="topright",
             kind="bold", shadow=False)
        if self.rules.races > 1:
            text(surf, assets, "TOTAL", small, theme.INK_FAINT, (x_total, y), anchor="topright",
                 kind="bold", shadow=False)
        pygame.draw.line(surf, theme.PANEL_EDGE, (side.left + 10, self.rows_top - 3),
                         (side.right - 10, self.rows_top - 3), 1)
        if self.pools_rect is not None:
            rect = self.pools_rect
            text(surf, assets, "POOLS", 11, theme.INK_FAINT, (rect.left + 2, rect.top - 2),
                 kind="bold", shadow=False)

    def _columns(self) -> tuple[int, int, int]:
        side = self.side
        if self.rules.races > 1:
            return side.left + 112, side.left + 224, side.right - 14
        return side.left + 138, side.right - 16, side.right - 16

    def _draw_tote(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        side = self.side
        cb = self.app.settings.colour_blind
        race = f"RACE {self.race_no}/{self.races}"
        text(surface, assets, race, 15, theme.CYAN, (side.right - 14, side.top + 13),
             anchor="topright", shadow=False)
        if self.races > 1 and self.history:
            x = text(surface, assets, "WON", 11, theme.INK_FAINT, (side.left + 14, side.top + 40),
                     kind="bold", shadow=False).right + 6
            for winner in self.history[-9:]:
                symbol = theme.SUIT_SYMBOLS.get(winner or "", "–")
                color = theme.SUIT_COLORS.get(winner or "", theme.INK_FAINT)
                img = assets.text(symbol, 14, color, "bold")
                surface.blit(img, (x, side.top + 37))
                x += img.get_width() + 4
        x_bet, x_race, x_total = self._columns()
        size = max(11, min(17, self.row_h - 8))
        radius = max(6, min(11, self.row_h // 3))
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for seat in range(self.players):
            row = self.row_rect(seat)
            if seat == self.current:
                glow = mix(theme.PANEL_HI, theme.GOLD, 0.25 * pulse)
                pygame.draw.rect(surface, glow, row, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=6)
            elif seat % 2:
                pygame.draw.rect(surface, (40, 36, 78), row, border_radius=6)
            for flash in self.flashes:
                if flash[0] == seat:
                    strength = 0.5 * flash[2] / flash[3]
                    pygame.draw.rect(surface, mix(theme.PANEL, flash[1], strength), row,
                                     border_radius=6)
            seat_token(surface, assets, seat, (row.left + 14, row.centery), radius, cb)
            name = self.names[seat]
            key = (name, size)
            name_size = self._name_sizes.get(key)
            if name_size is None:
                name_size = fit_text(assets, name, size, x_bet - row.left - 36, "sans")
                self._name_sizes[key] = name_size
            text(surface, assets, name, name_size, theme.INK, (row.left + 28, row.centery),
                 anchor="midleft", kind="sans", shadow=False)
            self._draw_bet_cell(surface, seat, (x_bet, row.centery), size)
            if self.sips_left.get(seat):
                self._draw_sips_left(surface, seat, row)
            elif self.pay_shown[seat]:
                amount = self.race_pay[seat]
                color = theme.GREEN if amount > 0 else (theme.RED if amount < 0 else
                                                        theme.INK_DIM)
                text(surface, assets, signed(amount), size, color, (x_race, row.centery),
                     anchor="midright", shadow=False)
            if self.rules.races > 1:
                total = self.totals[seat]
                color = theme.GOLD if total > 0 else (theme.RED if total < 0 else theme.INK_DIM)
                text(surface, assets, signed(total), size, color, (x_total, row.centery),
                     anchor="midright", shadow=False)
        if self.pools_rect is not None:
            self._draw_pools(surface, self.pools_rect)
        if self.tote_fx:
            clip = surface.get_clip()
            surface.set_clip(pygame.Rect(side.left + 4, self.rows_top - 2, side.width - 8,
                                         side.bottom - self.rows_top - 2))
            for effect in self.tote_fx:
                effect.draw(surface)
            surface.set_clip(clip)

    def _draw_bet_cell(self, surface: pygame.Surface, seat: int, at: tuple[int, int],
                       size: int) -> None:
        assets = self.app.assets
        x, y = at
        if not self.chosen[seat]:
            if seat == self.current and self.phase == "bet":
                dots = "." * (1 + int(self.app.time * 3) % 3)
                text(surface, assets, "betting" + dots, size - 2, theme.GOLD, (x, y),
                     anchor="midleft", kind="sans", shadow=False)
            else:
                text(surface, assets, "–", size, theme.INK_FAINT, (x, y), anchor="midleft",
                     shadow=False)
            return
        bet = self.bets[seat]
        if bet is None:
            text(surface, assets, "sits out", size - 2, theme.INK_FAINT, (x, y),
                 anchor="midleft", kind="sans", shadow=False)
            return
        suit, stake = bet
        rect = text(surface, assets, f"{stake} on", size, theme.INK, (x, y), anchor="midleft",
                    shadow=False)
        sym = assets.text(theme.SUIT_SYMBOLS[suit], size + 4, theme.SUIT_COLORS[suit], "bold")
        surface.blit(sym, sym.get_rect(midleft=(rect.right + 4, y)))

    def _draw_sips_left(self, surface: pygame.Surface, seat: int, row: pygame.Rect) -> None:
        left = self.sips_left.get(seat, 0)
        glass = self._small_glass
        x_race = self._columns()[1]
        label = self.app.assets.text(f"×{left}", max(11, min(16, self.row_h - 8)), theme.ORANGE,
                                     "bold")
        surface.blit(label, label.get_rect(midright=(x_race, row.centery)))
        surface.blit(glass, glass.get_rect(midright=(x_race - label.get_width() - 3,
                                                     row.centery)))

    def _draw_pools(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        assets = self.app.assets
        width = rect.width // len(self.suits)
        for i, suit in enumerate(self.suits):
            cell = pygame.Rect(rect.left + i * width + 2, rect.top + 10, width - 4,
                               rect.height - 10)
            backers = [b for s, b in enumerate(self.bets) if self.chosen[s] and b is not None
                       and b[0] == suit]
            total = sum(b[1] for b in backers)
            hot = self.winner == suit
            pygame.draw.rect(surface, darken(theme.SUIT_COLORS[suit], 0.55 if not hot else 0.1),
                             cell, border_radius=8)
            pygame.draw.rect(surface, theme.SUIT_COLORS[suit] if not hot else theme.GOLD, cell,
                             2, border_radius=8)
            sym = assets.text(theme.SUIT_SYMBOLS[suit], 20, theme.INK, "bold")
            surface.blit(sym, sym.get_rect(midleft=(cell.left + 6, cell.centery)))
            text(surface, assets, str(total), 18, theme.INK, (cell.right - 7, cell.centery - 7),
                 anchor="midright", shadow=False)
            who = f"{len(backers)} bet" + ("s" if len(backers) != 1 else "")
            text(surface, assets, who, 11, theme.INK_DIM, (cell.right - 8, cell.centery + 10),
                 anchor="midright", kind="sans", shadow=False)

    # the ticker ----------------------------------------------------------------------------

    def _draw_ticker(self, surface: pygame.Surface) -> None:
        draw_ticker(surface, self.app.assets, TICKER, self.ticker, self.ticker_slide)

    # the human's controls ------------------------------------------------------------------

    def _draw_prompt(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        self._shade.set_alpha(110)
        surface.blit(self._shade, TABLE.topleft)
        if prompt.backdrop is not None:
            surface.blit(prompt.backdrop, (prompt.rect.left - 12, prompt.rect.top - 12))
        assets = self.app.assets
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for r, row in enumerate(prompt.rows):
            for c, button in enumerate(row):
                focused = r == prompt.row and (
                    (prompt.mode == "give" and c == prompt.col)
                    or (prompt.mode == "bet" and self._bet_focus(prompt, r, c, button)))
                chosen = prompt.mode == "bet" and self._bet_chosen(prompt, r, c, button)
                self._draw_button(surface, prompt, button, focused, chosen, pulse)
        if prompt.mode == "give":
            self._draw_sips_row(surface, prompt)
        if prompt.mode == "bet":
            row = prompt.rows[1]
            label_x = row[0].rect.left - 14
            dim = prompt.choice == 4
            text(surface, assets, "STAKE", 16, theme.INK_FAINT if dim else theme.INK_DIM,
                 (label_x, row[0].rect.centery), anchor="midright", shadow=False)
            if prompt.max_stake > 10:
                text(surface, assets, str(prompt.stake), 30, theme.GOLD,
                     ((row[0].rect.right + row[1].rect.left) / 2, row[0].rect.centery),
                     anchor="center")

    def _draw_sips_row(self, surface: pygame.Surface, prompt: _Prompt) -> None:
        left = self.sips_left.get(prompt.seat, prompt.sips)
        y = prompt.rect.bottom - 30
        glass = self._glass
        shown = min(left, 12)
        width = shown * (glass.get_width() + 6)
        x = prompt.rect.centerx - (width + 120) // 2
        for i in range(shown):
            surface.blit(glass, glass.get_rect(midleft=(x + i * (glass.get_width() + 6), y)))
        words = f"{left} sip{'s' if left != 1 else ''} left"
        text(surface, self.app.assets, words, 18, theme.ORANGE, (x + width + 8, y),
             anchor="midleft", shadow=False)

    @staticmethod
    def _bet_focus(prompt: _Prompt, r: int, c: int, button: _Button) -> bool:
        if r == 0:
            return c == prompt.choice
        if r == 1:
            return button.kind != "stake" or button.value == prompt.stake
        return True

    @staticmethod
    def _bet_chosen(prompt: _Prompt, r: int, c: int, button: _Button) -> bool:
        if r == 0:
            return c == prompt.choice
        if r == 1:
            return button.kind == "stake" and button.value == prompt.stake
        return False

    def _draw_button(self, surface: pygame.Surface, prompt: _Prompt, button: _Button,
                     focused: bool, chosen: bool, pulse: float) -> None:
        assets = self.app.assets
        rect = button.rect
        hover = prompt.hover is button
        disabled = prompt.mode == "bet" and button.kind in ("stake", "minus", "plus") and \
            prompt.choice == 4
        if button.kind == "confirm":
            fill = mix(theme.GOLD, theme.ORANGE, 0.3 * pulse) if focused else theme.GOLD
            pygame.draw.rect(surface, darken(fill, 0.5), rect.move(0, 3), border_radius=10)
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            if focused:
                pygame.draw.rect(surface, theme.INK, rect.inflate(6, 6), 2, border_radius=12)
            if prompt.choice == 4:
                words = "Sit this race out"
            else:
                suit = self.suits[prompt.choice]
                words = (f"Bet {prompt.stake} on {theme.SUIT_SYMBOLS[suit]} "
                         f"{SUIT_NAMES.get(suit, suit)}")
            text(surface, assets, words, 20, theme.BG_DEEP, (rect.centerx, rect.centery),
                 anchor="center", shadow=False)
            return
        fill = theme.PANEL_HI if (chosen or hover) else (44, 40, 86)
        if disabled:
            fill = (36, 33, 66)
        pygame.draw.rect(surface, theme.BG_DEEP, rect.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        edge = theme.GOLD if chosen else (theme.PANEL_EDGE if not hover else theme.INK_DIM)
        pygame.draw.rect(surface, edge, rect, 3 if chosen else 2, border_radius=10)
        if focused and not disabled:
            glow = mix(theme.GOLD, theme.INK, pulse * 0.6)
            pygame.draw.rect(surface, glow, rect.inflate(8, 8), 3, border_radius=13)
        if button.kind == "suit":
            suit = str(button.value)
            sym = assets.text(theme.SUIT_SYMBOLS[suit], 46, theme.SUIT_COLORS[suit], "bold")
            surface.blit(sym, sym.get_rect(center=(rect.centerx, rect.top + 36)))
            text(surface, assets, SUIT_NAMES.get(suit, suit), 16, theme.INK,
                 (rect.centerx, rect.bottom - 16), anchor="center", shadow=False)
        elif button.kind == "out":
            text(surface, assets, "✕", 38, theme.INK_DIM, (rect.centerx, rect.top + 36),
                 anchor="center", shadow=False)
            text(surface, assets, "Sit out", 16, theme.INK, (rect.centerx, rect.bottom - 16),
                 anchor="center", shadow=False)
        elif button.kind == "stake":
            color = theme.INK_FAINT if disabled else (theme.GOLD if chosen else theme.INK)
            text(surface, assets, str(button.value), 24, color, rect.center, anchor="center",
                 shadow=False)
        elif button.kind in ("minus", "plus"):
            text(surface, assets, "−" if button.kind == "minus" else "+", 26, theme.INK,
                 rect.center, anchor="center", shadow=False)
        elif button.kind == "give":
            seat = int(button.value)
            seat_token(surface, assets, seat, (rect.left + 20, rect.centery), 12,
                       self.app.settings.colour_blind)
            name = self.names[seat]
            size = fit_text(assets, name, 18, rect.width - 44, "bold")
            text(surface, assets, name, size, theme.INK, (rect.left + 38, rect.centery - 8),
                 anchor="midleft", shadow=False)
            pay = self.race_pay[seat]
            note = f"race {signed(pay)}" if self.pay_shown[seat] else "no bet" if (
                self.chosen[seat] and self.bets[seat] is None) else ""
            if note:
                text(surface, assets, note, 12, theme.INK_DIM, (rect.left + 38,
                                                                rect.centery + 12),
                     anchor="midleft", kind="sans", shadow=False)


__all__ = ["PferderennenView", "render_ace", "render_card_back", "render_card_face"]
