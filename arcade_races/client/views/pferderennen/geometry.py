"""Where everything on the Pferderennen table stands, in canvas pixels.

The board file's lanes, track, pile and dealer are fitted into the table zone (`stage.fit`),
and the cards are sized to the spacing of the lanes, so a custom board just works. The tote
board's rows go in the side column, below the exhibition corner when every seat is AI.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from arcade_races.boards.geometry import layout
from arcade_races.client.stage.fit import Fit, bounds
from arcade_races.client.stage.motion import lerp_point, point_at, unit
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.stage.zones import side_below_corner

Vec = tuple[float, float]

RAIL = 18
"""The width of the wooden rail round the felt."""


def _samples(n: int) -> int:
    """How many points a lane of `n` track cards is drawn through."""
    return max(2, 14 * (n + 1))


class Geometry:
    """The board fitted to the table: lanes (screen points per step), the track's slots, the
    pile and the dealer's spot, the card size, and the tote board's rows and columns."""

    def __init__(self, board: dict[str, Any], suits: Sequence[str], n: int, players: int,
                 corner: bool, races: int) -> None:
        self.suits = tuple(suits)
        self.n = n
        self.players = players
        self.races = races
        self._fit(board)
        self._layout_side(corner)

    # -- the table -------------------------------------------------------------------------

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
        band_board = min(0.41 * sep, card_h * 0.62)
        dirs = {s: (unit(p[1][0] - p[0][0], p[1][1] - p[0][1]),
                    unit(p[-1][0] - p[-2][0], p[-1][1] - p[-2][1]))
                for s, p in lanes.items()}
        pts: list[Vec] = []
        hw, hh = card_w / 2 + 4, card_h / 2 + 4
        for s, p in lanes.items():
            d0, d1 = dirs[s]
            back = max(card_w * 1.5, card_w * 0.72 + band_board) + 4
            ahead = card_w * 0.55 + band_board + 4
            pts.append((p[0][0] - d0[0] * back, p[0][1] - d0[1] * back))
            pts.append((p[-1][0] + d1[0] * ahead, p[-1][1] + d1[1] * ahead))
            for x, y in p:
                pts.extend([(x - hw, y - hh - card_h * 0.12), (x + hw, y + hh)])
        for x, y in track:
            pts.extend([(x - hw, y - hh), (x + hw, y + hh)])
        # The lane bands are drawn through finer points than the spaces: a lane that bends out
        # between two spaces stays on the table too.
        for s in suits:
            pts.extend(layout({**board["lanes"][s], "spaces": _samples(n)}))
        for x, y in (pile, dealer):
            pts.extend([(x - hw - 6, y - hh - card_h * 0.3), (x + hw + 6, y + hh + 4)])
        inner = TABLE.inflate(-2 * RAIL - 12, -2 * RAIL - 20)
        inner.top += 6
        fit = Fit.into(inner, bounds(pts), most=1.6)
        scale = fit.scale
        self.fit = fit
        self.scale = scale
        self.card_w = max(18, round(card_w * scale))
        self.card_h = max(25, round(card_h * scale))
        self.lanes = {s: fit.points(p) for s, p in lanes.items()}
        self.lane_paths = {s: board["lanes"][s] for s in suits}
        self.track_pts = fit.points(track)
        self.pile_pt = fit.to_screen(pile)
        self.dealer_pt = fit.to_screen(dealer)
        self.band = max(8.0, band_board * scale)

    def lane_point(self, suit: str, at: float) -> Vec:
        """The point `at` steps down `suit`'s lane (0: the starting box; n + 1: home)."""
        return point_at(self.lanes[suit], at)

    def lane_dir(self, suit: str, k: int) -> Vec:
        """The direction of `suit`'s lane at step `k`."""
        p = self.lanes[suit]
        a, b = p[max(0, k - 1)], p[min(len(p) - 1, k + 1)]
        if k == 0:
            a, b = p[0], p[1]
        return unit(b[0] - a[0], b[1] - a[1])

    def lane_samples(self, suit: str) -> list[Vec]:
        """`suit`'s lane as a fine polyline, from behind the gate to past the finish."""
        fine = self.fit.points(layout({**self.lane_paths[suit], "spaces": _samples(self.n)}))
        points = self.lanes[suit]
        d0 = self.lane_dir(suit, 0)
        d1 = self.lane_dir(suit, len(points) - 1)
        before = self.card_w * 0.72
        after = self.card_w * 0.55
        head = [(fine[0][0] - d0[0] * before * (1 - i / 8), fine[0][1] - d0[1] * before *
                 (1 - i / 8)) for i in range(8)]
        tail = [(fine[-1][0] + d1[0] * after * i / 8, fine[-1][1] + d1[1] * after * i / 8)
                for i in range(1, 9)]
        return head + fine + tail

    def finish_line(self, suit: str) -> tuple[Vec, Vec]:
        """The middle of `suit`'s finish line and the lane's direction there."""
        points, n = self.lanes[suit], self.n
        middle = lerp_point(points[n], points[n + 1], 0.5)
        return middle, unit(points[n + 1][0] - points[n][0], points[n + 1][1] - points[n][1])

    def card_rect(self, point: Vec, pad: int = 12) -> pygame.Rect:
        """A card's rect at `point`, `pad` px larger on each side."""
        rect = pygame.Rect(0, 0, self.card_w + 2 * pad, self.card_h + 2 * pad)
        rect.center = (round(point[0]), round(point[1]))
        return rect

    @property
    def badge_radius(self) -> int:
        """The radius of a lane's suit badge."""
        return max(10, round(self.card_w * 0.42))

    def badge_point(self, suit: str) -> Vec:
        """Where `suit`'s badge stands, behind its starting gate."""
        x0, y0 = self.lanes[suit][0]
        d0 = self.lane_dir(suit, 0)
        return (x0 - d0[0] * self.card_w * 1.05, y0 - d0[1] * self.card_w * 1.05)

    def badges_fit(self) -> bool:
        """Whether every lane's badge fits behind its gate, clear of the pile and dealer."""
        r = self.badge_radius
        felt = TABLE.inflate(-2 * RAIL, -2 * RAIL)
        blocks = [self.card_rect(self.pile_pt, 6), self.card_rect(self.dealer_pt, 6)]
        for suit in self.suits:
            x, y = self.badge_point(suit)
            rect = pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r)
            if not felt.contains(rect) or rect.collidelist(blocks) >= 0:
                return False
        return True

    def ace_box(self, suit: str, at: float) -> pygame.Rect:
        """What an ace `at` steps down `suit`'s lane covers: its card and the chips on it."""
        x, y = self.lane_point(suit, at)
        r = self.chip_radius
        width = max(self.card_w + 12, round(self.card_w * 2.6))
        rect = pygame.Rect(0, 0, width, self.card_h + r + 10)
        rect.midbottom = (round(x), round(y + self.card_h / 2 + 5))
        return rect

    @property
    def chip_radius(self) -> int:
        """The radius of a bettor's chip riding on an ace: a quarter of a card's height, so a
        chip on the card's top edge stays clear of the lane above."""
        return max(10, round(self.card_h * 0.25))

    def rider_pos(self, suit: str, seat: int, ace: Vec,
                  bets: Sequence[tuple[str, int] | None]) -> Vec:
        """Where `seat`'s chip rides on the top edge of `suit`'s ace (at `ace`), fanned out
        beside the other backers of that suit, each chip's number clear of the next."""
        backers = [s for s, bet in enumerate(bets) if bet is not None and bet[0] == suit]
        index = backers.index(seat) if seat in backers else len(backers)
        count = max(1, len(backers), index + 1)
        r = self.chip_radius
        gap = min(2 * r * 0.74, (self.card_w * 2.6 - 2 * r) / max(1, count - 1))
        x = ace[0] - gap * (count - 1) / 2 + gap * index
        return (x, ace[1] - self.card_h / 2 - 2)

    # -- the tote board --------------------------------------------------------------------

    def _layout_side(self, corner: bool) -> None:
        """Where the tote board's rows go: below the play scene's corner when it is shown."""
        # The corner has a row per suit (the odds board's runners), whatever the seats.
        self.side = side_below_corner(len(self.suits), corner)
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

    def columns(self) -> tuple[int, int, int]:
        """The x of the tote board's bet, race and total columns."""
        side = self.side
        if self.races > 1:
            return side.left + 112, side.left + 224, side.right - 14
        return side.left + 138, side.right - 16, side.right - 16

    def tote_clip(self) -> pygame.Rect:
        """The part of the tote board its floating figures stay inside."""
        side = self.side
        return pygame.Rect(side.left + 4, self.rows_top - 2, side.width - 8,
                           side.bottom - self.rows_top - 2)


__all__ = ["RAIL", "TABLE", "Geometry"]
