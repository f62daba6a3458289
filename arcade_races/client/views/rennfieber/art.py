"""The Rennfieber table's surfaces: horse cards, the auction stack's back, galloping racehorses
and standing horse figures, the two dice, training and gallop cards, betting slips, bidding
paddles, the auctioneer's gavel, placing rosettes, coins and the dimming shade.

Everything is generated in code, drawn supersampled and smoothed down, and made once per look:
`Art` keeps each surface in a bounded cache (`stage.cache.Cache`), so a view may ask for the
same picture every frame. The printed cards are drawn in `art_cards` and `art_horse`.
"""

from __future__ import annotations

import math

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.physics.render import SUPERSAMPLE, darken, die_face, lighten, mix
from arcade_races.client.stage.cache import Cache
from arcade_races.client.stage.zones import STAGE
from arcade_races.client.views.rennfieber import art_cards as cards
from arcade_races.client.views.rennfieber.art_cards import INK, PAPER, fitted, money, outlined
from arcade_races.client.views.rennfieber.card_shelf import CardShelf
from arcade_races.client.widgets import shape
from arcade_races.games.rennfieber.config import Rules

Color = tuple[int, int, int]
Vec = tuple[float, float]

COATS: tuple[tuple[Color, Color], ...] = (
    ((140, 82, 40), (40, 26, 18)),      # 1 bay
    ((186, 98, 44), (150, 70, 30)),     # 2 chestnut
    ((52, 44, 44), (20, 16, 18)),       # 3 black
    ((206, 206, 212), (120, 120, 130)),  # 4 grey
    ((222, 180, 92), (250, 240, 210)),  # 5 palomino
    ((104, 60, 36), (30, 20, 14)),      # 6 dark bay
    ((196, 156, 110), (60, 44, 30)),    # 7 dun
    ((160, 110, 96), (70, 46, 40)),     # 8 roan
    ((244, 240, 232), (210, 204, 196)),  # 9 white
    ((120, 64, 34), (230, 220, 200)),   # 10 flaxen chestnut
    ((84, 58, 42), (24, 18, 14)),       # 11 brown
    ((214, 120, 54), (240, 200, 140)),  # 12 sorrel
    ((150, 156, 170), (60, 62, 74)),    # 13 blue roan
    ((172, 126, 60), (36, 26, 16)),     # 14 buckskin
    ((92, 92, 96), (220, 220, 225)),    # 15 dapple grey
    ((130, 50, 36), (70, 24, 18)),      # 16 liver chestnut
    ((236, 214, 170), (180, 150, 110)),  # 17 cremello
    ((30, 28, 34), (8, 8, 10)),         # 18 jet black
)
"""A coat and a mane colour per horse card (wrapping round after 18)."""
RACE_DIE: Color = (30, 142, 78)
NORMAL_DIE: Color = (246, 240, 222)
ROSETTES: tuple[Color, ...] = ((255, 204, 51), (205, 212, 225), (214, 140, 82), (60, 110, 230))
"""The rosettes of first, second, third and the rest."""
WOOD: Color = (150, 94, 48)
POSES: tuple[tuple[float, float, float, float], ...] = (
    (55.0, 30.0, -50.0, -30.0),   # stretched out, flying
    (20.0, -10.0, -20.0, 5.0),    # landing on the hind legs
    (-25.0, -40.0, 30.0, 45.0),   # gathered under the body
    (35.0, -5.0, 10.0, -25.0),    # reaching forward
)
"""Gallop poses: the swing (degrees, forward +) of the near fore, far fore, near hind, far
hind legs."""


def coat(card: int) -> tuple[Color, Color]:
    """The coat and mane colour of horse card `card`."""
    return COATS[(card - 1) % len(COATS)]


def seat_color(seat: int) -> Color:
    """The colour of `seat`."""
    return theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]


def seat_shape(seat: int) -> str:
    """The colour-blind shape of `seat`."""
    return theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]


def _leg(surf: pygame.Surface, hip: Vec, swing: float, u: float, color: Color,
         fore: bool) -> None:
    """One leg from `hip`: upper and lower segments, a knee bent by the swing, a dark hoof."""
    a = math.radians(swing)
    upper = 0.15 * u
    knee = (hip[0] + math.sin(a) * upper, hip[1] + math.cos(a) * upper)
    bend = a + (math.radians(-50) if fore and swing < 0 else 0.0) + (
        math.radians(40) if not fore and swing > 10 else 0.0)
    lower = 0.15 * u
    hoof = (knee[0] + math.sin(bend) * lower, knee[1] + math.cos(bend) * lower)
    width = max(2, round(0.055 * u))
    pygame.draw.line(surf, color, hip, knee, width + 2)
    pygame.draw.line(surf, color, knee, hoof, width)
    pygame.draw.circle(surf, color, knee, width * 0.6)
    pygame.draw.circle(surf, (24, 20, 20), hoof, width * 0.65)


def _draw_horse(surf: pygame.Surface, centre: Vec, u: float, card: int,
                pose: tuple[float, float, float, float], rider: Color | None) -> pygame.Rect:
    """A horse facing right, `u` pixels long, centred at `centre`; a jockey in `rider`'s silks
    with a saddle cloth if given. Returns the saddle cloth's rect."""
    cx, cy = centre
    body, mane = coat(card)
    far = darken(body, 0.3)
    edge = darken(body, 0.55)

    def p(x: float, y: float) -> Vec:
        return (cx + x * u, cy + y * u)

    ff, fr, hn, hf = pose
    _leg(surf, p(0.17, 0.12), fr, u, far, True)
    _leg(surf, p(-0.2, 0.12), hf, u, far, False)
    tail = [p(-0.28, -0.03), p(-0.48, 0.02 + 0.04 * math.sin(math.radians(ff))), p(-0.46, 0.1),
            p(-0.28, 0.06)]
    pygame.draw.polygon(surf, mane, tail)
    neck = [p(0.12, -0.06), p(0.28, -0.27), p(0.37, -0.24), p(0.32, 0.06)]
    head = [p(0.27, -0.29), p(0.35, -0.34), p(0.49, -0.2), p(0.47, -0.13), p(0.4, -0.13),
            p(0.33, -0.17)]
    pygame.draw.polygon(surf, body, neck)
    pygame.draw.ellipse(surf, body, pygame.Rect(*p(-0.32, -0.08), 0.62 * u, 0.27 * u))
    pygame.draw.polygon(surf, body, head)
    pygame.draw.polygon(surf, mane, [p(0.27, -0.3), p(0.12, -0.09), p(0.18, -0.05),
                                     p(0.31, -0.26)])
    pygame.draw.polygon(surf, body, [p(0.31, -0.31), p(0.31, -0.39), p(0.36, -0.32)])  # ear
    pygame.draw.ellipse(surf, edge, pygame.Rect(*p(-0.32, -0.08), 0.62 * u, 0.27 * u),
                        max(1, round(u / 60)))
    pygame.draw.polygon(surf, edge, head, max(1, round(u / 60)))
    pygame.draw.circle(surf, (20, 16, 20), p(0.37, -0.23), max(1.0, u * 0.02))
    _leg(surf, p(0.19, 0.13), ff, u, body, True)
    _leg(surf, p(-0.18, 0.13), hn, u, body, False)
    cloth = pygame.Rect(0, 0, round(0.36 * u), round(0.25 * u))
    cloth.midtop = (round(cx - 0.04 * u), round(cy - 0.075 * u))
    if rider is None:
        return cloth
    pygame.draw.rect(surf, rider, cloth, border_radius=max(1, round(u * 0.04)))
    pygame.draw.rect(surf, (255, 255, 255), cloth, max(1, round(u / 45)),
                     border_radius=max(1, round(u * 0.04)))
    # the jockey: crouched torso, arm to the reins, cap
    silk, dark = rider, darken(rider, 0.4)
    pygame.draw.line(surf, (240, 236, 226), p(0.0, -0.12), p(0.06, -0.05), max(2, round(u * 0.07)))
    pygame.draw.ellipse(surf, silk, pygame.Rect(*p(-0.12, -0.3), 0.26 * u, 0.16 * u))
    pygame.draw.ellipse(surf, dark, pygame.Rect(*p(-0.12, -0.3), 0.26 * u, 0.16 * u),
                        max(1, round(u / 50)))
    pygame.draw.line(surf, silk, p(0.08, -0.22), p(0.27, -0.2), max(2, round(u * 0.045)))
    pygame.draw.circle(surf, silk, p(0.15, -0.33), 0.065 * u)
    pygame.draw.circle(surf, dark, p(0.15, -0.33), 0.065 * u, max(1, round(u / 50)))
    pygame.draw.line(surf, dark, p(0.17, -0.3), p(0.24, -0.3), max(1, round(u / 40)))
    return cloth


def _frame(surf: pygame.Surface, size: tuple[int, int], k: int) -> pygame.Surface:
    """`surf` smoothed down from `k` times `size`."""
    return surf if k == 1 else pygame.transform.smoothscale(surf, size)


class Art:
    """All surfaces of one Rennfieber table, each made once and kept in a cache."""

    def __init__(self, assets: Assets, rules: Rules, colour_blind: bool,
                 cards: CardShelf | None = None) -> None:
        self.assets = assets
        self.rules = rules
        self.colour_blind = colour_blind
        self.cards = cards or CardShelf(assets, rules, lambda card: coat(card)[0])
        """The horse cards, kept, drawn to a budget per frame (`cards`: a shelf kept from
        the table before, of the same rules)."""
        self._plain = self.cards.plain   # the large cards without pointer, one per lit step
        self._backs: Cache[tuple[str, tuple[int, int]], pygame.Surface] = Cache(limit=32)
        self._faces: Cache[tuple[str, int, tuple[int, int]], pygame.Surface] = Cache(limit=200)
        self._horses: Cache[tuple[int, int, int, int], pygame.Surface] = Cache(limit=400)
        self._turned: Cache[tuple[int, int, int, int, int], pygame.Surface] = Cache(limit=3000)
        self._things: Cache[tuple[object, ...], pygame.Surface] = Cache(limit=400)
        self._shade: pygame.Surface | None = None

    # -- cards ---------------------------------------------------------------------------------

    def horse_card(self, card: int, form: float, owner: int, kept: int,
                   size: tuple[int, int]) -> pygame.Surface:
        """Horse card `card` with its form pointer at step `form` (fractional while it slides,
        to 1/24 of a step), `owner`'s band (-1: the bank) and `kept` face-down training cards.
        Drawn to this frame's budget: a card past it shows its last image at this size for a
        frame or two (`card_shelf`)."""
        return self.cards.horse_card(card, form, owner, kept, size)

    def next_frame(self) -> None:
        """A new frame: the budget for drawing horse cards is whole again."""
        self.cards.next_frame()

    def horse_card_back(self, size: tuple[int, int]) -> pygame.Surface:
        """The back of a horse card (the auction stack)."""
        return self._backs.get(("horse", size), self._make_back)

    def training_card(self, id: int | None, size: tuple[int, int]) -> pygame.Surface:
        """Training card `id`'s face (None: the back)."""
        if id is None:
            return self._backs.get(("training", size), self._make_back)
        return self._faces.get(("training", id, size), self._make_face)

    def gallop_card(self, id: int | None, size: tuple[int, int]) -> pygame.Surface:
        """Gallop card `id`'s face (None: the back)."""
        if id is None:
            return self._backs.get(("gallop", size), self._make_back)
        return self._faces.get(("gallop", id, size), self._make_face)

    def _make_back(self, key: tuple[str, tuple[int, int]]) -> pygame.Surface:
        kind, size = key
        if kind == "horse":
            return cards.card_back(self.assets, size, (40, 60, 150), "RENNFIEBER", "\u265e")
        if kind == "training":
            return cards.card_back(self.assets, size, cards.TRAINING_BACK, "TRAINING", "\u2605")
        return cards.card_back(self.assets, size, cards.GALLOP_BACK, "GALOPP", "\u265e")

    def _make_face(self, key: tuple[str, int, tuple[int, int]]) -> pygame.Surface:
        kind, card_id, size = key
        if kind == "training":
            return cards.training_face(self.assets, self.rules.training_card(card_id), size)
        return cards.gallop_face(self.assets, self.rules.gallop_card(card_id), size)

    # -- horses ----------------------------------------------------------------------------------

    def horse(self, card: int, owner: int, size: int, angle: float = 0.0,
              stride: float = 0.0) -> pygame.Surface:
        """A galloping horse `size` pixels long (a `size` square before turning), facing the
        direction `angle` (degrees counter-clockwise, 0 = right; to 3 degrees). Going left it is
        mirrored, not turned upside down, so the jockey stays on top. `stride` 0..1 is the
        gallop phase (4 poses)."""
        pose = int(stride % 1.0 * len(POSES)) % len(POSES)
        turn = round(angle / 3) * 3 % 360
        return self._turned.get((card, owner, size, pose, turn), self._make_turned)

    def _make_turned(self, key: tuple[int, int, int, int, int]) -> pygame.Surface:
        card, owner, size, pose, turn = key
        left = 90 < turn < 270
        base = self._horses.get((card, owner, size, pose + (4 if left else 0)),
                                self._make_horse)
        rot = turn - 180 if left else turn
        return base if rot == 0 else pygame.transform.rotate(base, rot)

    def _make_horse(self, key: tuple[int, int, int, int]) -> pygame.Surface:
        card, owner, size, pose = key
        k = 4 if size < 80 else 2
        s = size * k
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        pygame.draw.ellipse(surf, (0, 0, 0, 70), pygame.Rect(s * 0.12, s * 0.8, s * 0.76,
                                                              s * 0.12))
        rider = seat_color(owner) if owner >= 0 else cards.BANK
        cloth = _draw_horse(surf, (s / 2, s * 0.47), s * 0.98, card, POSES[pose % 4], rider)
        if pose >= 4:
            surf = pygame.transform.flip(surf, True, False)
            cloth.x = s - cloth.right
        self._cloth_marks(surf, cloth, card, owner, pose >= 4)
        return _frame(surf, (size, size), k)

    def _cloth_marks(self, surf: pygame.Surface, cloth: pygame.Rect, card: int, owner: int,
                     mirrored: bool) -> None:
        """The number (and the seat's shape in colour-blind mode) on a saddle cloth."""
        body = seat_color(owner) if owner >= 0 else cards.BANK
        num_box = cloth.copy()
        if self.colour_blind and owner >= 0:
            r = cloth.height * 0.36
            at = cloth.left + r * 1.1 if not mirrored else cloth.right - r * 1.1
            grow = round(r * 1.6)
            num_box.width -= grow
            if not mirrored:
                num_box.left += grow
            shape(surf, seat_shape(owner), (at, cloth.centery), r, theme.BG_DEEP)
        ink, edge = ((255, 255, 255), INK) if cards.ink_on(body) != INK else (INK, (255, 255, 255))
        num = outlined(self.assets, str(card), round(cloth.height * 1.05), ink, edge,
                       "condensed", round(num_box.width * 1.05))
        surf.blit(num, num.get_rect(center=(num_box.centerx, cloth.centery + 1)))

    def has_figure(self, card: int, owner: int, size: int) -> bool:
        """Whether that figure (`figure`) is made already."""
        return ("figure", card, owner, size) in self._things

    def figure(self, card: int, owner: int, size: int) -> pygame.Surface:
        """A standing horse playing piece, `size` square: a base in `owner`'s colour with the
        card number, the horse in its coat colour on it."""
        return self._things.get(("figure", card, owner, size), self._make_figure)

    def _make_figure(self, key: tuple[object, ...]) -> pygame.Surface:
        _, card, owner, size = key
        assert isinstance(card, int) and isinstance(owner, int) and isinstance(size, int)
        k = 4 if size < 80 else 2
        s = size * k
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        color = seat_color(owner) if owner >= 0 else cards.BANK
        base = pygame.Rect(round(s * 0.08), round(s * 0.66), round(s * 0.84), round(s * 0.3))
        pygame.draw.ellipse(surf, darken(color, 0.5), base.move(0, round(s * 0.03)))
        pygame.draw.ellipse(surf, color, base)
        pygame.draw.ellipse(surf, lighten(color, 0.4), base, max(2, s // 40))
        _draw_horse(surf, (s * 0.5, s * 0.4), s * 0.86, card, (4.0, -4.0, -4.0, 4.0), None)
        num = outlined(self.assets, str(card), round(base.height * 0.78), (255, 255, 255), INK,
                       "condensed", round(base.width * 0.5))
        surf.blit(num, num.get_rect(center=(base.centerx, base.centery + round(s * 0.02))))
        if self.colour_blind and owner >= 0:
            for side in (-1, 1):
                shape(surf, seat_shape(owner), (base.centerx + side * base.width * 0.34,
                                                base.centery), base.height * 0.26, theme.BG_DEEP)
        return _frame(surf, (size, size), k)

    # -- table things ----------------------------------------------------------------------------

    def die(self, value: int, size: int, race: bool) -> pygame.Surface:
        """A die face showing `value`: the race die green with white pips, the normal die ivory
        with black pips (values beyond 6 written as numbers)."""
        return self._things.get(("die", value, size, race), self._make_die)

    def _make_die(self, key: tuple[object, ...]) -> pygame.Surface:
        _, value, size, race = key
        assert isinstance(value, int) and isinstance(size, int)
        body = RACE_DIE if race else NORMAL_DIE
        font = self.assets.font(max(8, round(size * SUPERSAMPLE * 0.6)), "condensed")
        face = die_face(value, size, body, font)
        if race:    # a gold rim tells the race die apart in every colour vision
            s = face.get_width()
            pygame.draw.rect(face, theme.GOLD, face.get_rect().inflate(-round(s * 0.05),
                                                                      -round(s * 0.05)),
                             max(2, round(s * 0.035)), border_radius=round(s * 0.2))
        return pygame.transform.smoothscale(face, (size, size))

    def slip(self, value: int | None, seat: int, size: tuple[int, int]) -> pygame.Surface:
        """A betting slip of `seat`: the back (value None) patterned in the seat's colour, the
        face with its value."""
        return self._things.get(("slip", value, seat, size), self._make_slip)

    def _make_slip(self, key: tuple[object, ...]) -> pygame.Surface:
        _, value, seat, size = key
        assert isinstance(seat, int) and isinstance(size, tuple)
        w, h = size[0] * 2, size[1] * 2
        color = seat_color(seat)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(2, round(min(w, h) * 0.1))
        notch = max(3, round(min(w, h) * 0.08))
        if value is None:
            pattern = cards.lattice((w, h), darken(color, 0.15), max(6, round(min(w, h) * 0.3)))
            pygame.draw.rect(pattern, lighten(color, 0.5), pattern.get_rect(), notch,
                             border_radius=radius)
            mask = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
            pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            surf.blit(pattern, (0, 0))
            r = min(w, h) * 0.3
            pygame.draw.circle(surf, darken(color, 0.45), (w / 2, h / 2), r)
            if self.colour_blind:
                shape(surf, seat_shape(seat), (w / 2, h / 2), r * 0.7, lighten(color, 0.6))
            else:
                mark = fitted(self.assets, "\u265e", round(r * 1.5), round(r * 1.6), "sans",
                              lighten(color, 0.6))
                surf.blit(mark, mark.get_rect(center=(w // 2, h // 2)))
        else:
            assert isinstance(value, int)
            pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=radius)
            pygame.draw.rect(surf, color, surf.get_rect(), notch, border_radius=radius)
            stub = round(w * 0.22)
            for y in range(notch + 2, h - notch, max(4, h // 12)):   # the perforation
                pygame.draw.circle(surf, mix(PAPER, INK, 0.35), (stub, y), max(1, w // 70))
            pygame.draw.rect(surf, color, pygame.Rect(notch, notch, stub - notch - 3,
                                                      h - 2 * notch))
            if self.colour_blind:
                shape(surf, seat_shape(seat), (notch + (stub - notch) / 2, h / 2),
                      min(stub * 0.35, h * 0.2), theme.BG_DEEP)
            body = pygame.Rect(stub + notch, notch, w - stub - 2 * notch, h - 2 * notch)
            if h >= 80:
                label = fitted(self.assets, "WETTSCHEIN", round(h * 0.16), body.width,
                               "condensed", mix(INK, color, 0.3))
                surf.blit(label, label.get_rect(midtop=(body.centerx, body.top)))
                body.height -= label.get_height()
                body.top += label.get_height()
            amount = fitted(self.assets, money(value), round(body.height * 0.9), body.width,
                            "condensed")
            surf.blit(amount, amount.get_rect(center=body.center))
        return pygame.transform.smoothscale(surf, size)

    def paddle(self, seat: int, amount: int | None, size: int) -> pygame.Surface:
        """A bidding paddle `size` tall in `seat`'s colour, the bid `amount` on its face (the
        seat number without one), the seat's shape in colour-blind mode."""
        return self._things.get(("paddle", seat, amount, size), self._make_paddle)

    def _make_paddle(self, key: tuple[object, ...]) -> pygame.Surface:
        _, seat, amount, size = key
        assert isinstance(seat, int) and isinstance(size, int)
        h = size * 2
        w = round(h * 0.66)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        color = seat_color(seat)
        r = w / 2 - 3
        head = (w / 2, r + 2)
        handle = pygame.Rect(0, 0, round(w * 0.18), round(h - head[1] - r * 0.4))
        handle.midbottom = (w // 2, h - 2)
        pygame.draw.rect(surf, WOOD, handle, border_radius=handle.width // 3)
        pygame.draw.rect(surf, darken(WOOD, 0.4), handle, max(1, w // 50),
                         border_radius=handle.width // 3)
        pygame.draw.circle(surf, darken(color, 0.5), (head[0] + 2, head[1] + 4), r)
        pygame.draw.circle(surf, color, head, r)
        pygame.draw.circle(surf, lighten(color, 0.5), head, r, max(2, w // 30))
        inner = r * 0.74
        pygame.draw.circle(surf, PAPER, head, inner)
        if self.colour_blind:
            shape(surf, seat_shape(seat), (head[0], head[1] - inner * 0.62), inner * 0.22,
                  darken(color, 0.4))
        if amount is None:
            words = fitted(self.assets, str(seat + 1), round(inner * 1.4), round(inner * 1.5),
                           "condensed")
        else:
            assert isinstance(amount, int)
            words = fitted(self.assets, money(amount), round(inner * 0.8), round(inner * 1.8),
                           "condensed")
        surf.blit(words, words.get_rect(center=(round(head[0]), round(head[1] + inner * 0.06))))
        return pygame.transform.smoothscale(surf, (w // 2, size))

    def gavel(self, size: int) -> pygame.Surface:
        """The auctioneer's gavel at rest, `size` square: the head on the left, the handle
        pointing right (rotate it to strike)."""
        return self._things.get(("gavel", size), self._make_gavel)

    def _make_gavel(self, key: tuple[object, ...]) -> pygame.Surface:
        size = key[1]
        assert isinstance(size, int)
        s = size * 2
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        dark = (96, 54, 26)
        handle = pygame.Rect(round(s * 0.3), round(s * 0.47), round(s * 0.66), round(s * 0.08))
        pygame.draw.rect(surf, (170, 110, 60), handle, border_radius=handle.height // 2)
        pygame.draw.rect(surf, dark, handle, max(1, s // 80), border_radius=handle.height // 2)
        pygame.draw.circle(surf, (130, 80, 40), (handle.right - handle.height // 2,
                                                 handle.centery), handle.height * 0.7)
        head = pygame.Rect(round(s * 0.1), round(s * 0.26), round(s * 0.26), round(s * 0.5))
        pygame.draw.rect(surf, (120, 70, 34), head, border_radius=round(s * 0.05))
        pygame.draw.rect(surf, (160, 100, 54), head.inflate(-round(s * 0.08), 0),
                         border_radius=round(s * 0.04))
        for y in (head.top + head.height * 0.22, head.bottom - head.height * 0.22):
            pygame.draw.line(surf, theme.GOLD, (head.left, y), (head.right - 1, y),
                             max(2, s // 40))
        pygame.draw.rect(surf, dark, head, max(1, s // 60), border_radius=round(s * 0.05))
        return pygame.transform.smoothscale(surf, (size, size))

    def rosette(self, place: int, size: int) -> pygame.Surface:
        """A placing rosette `size` square with its number: 1 gold, 2 silver, 3 bronze, blue
        for the rest."""
        return self._things.get(("rosette", place, size), self._make_rosette)

    def _make_rosette(self, key: tuple[object, ...]) -> pygame.Surface:
        _, place, size = key
        assert isinstance(place, int) and isinstance(size, int)
        s = size * 2
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        color = ROSETTES[min(max(place, 1), len(ROSETTES)) - 1]
        ribbon = darken(color, 0.15) if place <= 3 else color
        c = (s * 0.5, s * 0.4)
        for side in (-1, 1):
            x = c[0] + side * s * 0.2
            tail = [(c[0] + side * s * 0.04, c[1]), (c[0] + side * s * 0.2, c[1]),
                    (x + side * s * 0.06, s * 0.97), (x - side * s * 0.02, s * 0.88),
                    (x - side * s * 0.12, s * 0.97)]
            pygame.draw.polygon(surf, ribbon, tail)
            pygame.draw.polygon(surf, darken(ribbon, 0.45), tail, max(1, s // 70))
        outer = s * 0.38
        for k in range(16):
            a = k * math.pi / 8
            pygame.draw.circle(surf, lighten(color, 0.15) if k % 2 else color,
                               (c[0] + math.cos(a) * outer * 0.78,
                                c[1] + math.sin(a) * outer * 0.78),
                               outer * 0.3)
        pygame.draw.circle(surf, darken(color, 0.25), c, outer * 0.72)
        pygame.draw.circle(surf, lighten(color, 0.35), c, outer * 0.58)
        pygame.draw.circle(surf, darken(color, 0.45), c, outer * 0.58, max(1, s // 60))
        num = fitted(self.assets, str(place), round(outer * 0.95), round(outer), "condensed")
        surf.blit(num, num.get_rect(center=(round(c[0]), round(c[1] + s * 0.01))))
        return pygame.transform.smoothscale(surf, (size, size))

    def coin(self, size: int) -> pygame.Surface:
        """A gold coin `size` across (money flying between the bank and the seats)."""
        return self._things.get(("coin", size), self._make_coin)

    def _make_coin(self, key: tuple[object, ...]) -> pygame.Surface:
        size = key[1]
        assert isinstance(size, int)
        s = size * 4
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        c, r = (s / 2, s / 2), s / 2 - 1
        gold = theme.GOLD
        pygame.draw.circle(surf, darken(gold, 0.4), c, r)
        pygame.draw.circle(surf, gold, (c[0] - s * 0.02, c[1] - s * 0.03), r * 0.9)
        pygame.draw.circle(surf, lighten(gold, 0.45), c, r * 0.68, max(2, s // 24))
        if size >= 16:
            mark = fitted(self.assets, "\u265e", round(r * 1.0), round(r * 1.1), "sans",
                          darken(gold, 0.4))
            surf.blit(mark, mark.get_rect(center=(round(c[0]), round(c[1]))))
        pygame.draw.arc(surf, (255, 250, 220), pygame.Rect(s * 0.18, s * 0.14, s * 0.64,
                                                           s * 0.64), 1.9, 2.9, max(2, s // 20))
        return pygame.transform.smoothscale(surf, (size, size))

    @property
    def shade(self) -> pygame.Surface:
        """A translucent dark surface the size of the stage, to dim the table under prompts."""
        if self._shade is None:
            self._shade = pygame.Surface(STAGE.size, pygame.SRCALPHA)
            self._shade.fill((*theme.BG_DEEP, 170))
        return self._shade


__all__ = ["COATS", "NORMAL_DIE", "POSES", "RACE_DIE", "ROSETTES", "Art", "coat", "seat_color",
           "seat_shape"]
