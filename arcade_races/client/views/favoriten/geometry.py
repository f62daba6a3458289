"""Where things stand on the Favoriten table: the course fitted into the table zone, the
betting board's columns and circles, and the side column (standings, prompt card, dice tray).

Everything is placed from the board file's geometry (each horse's two lanes, the cannon, the
deck chair, the betting board's rectangle), so a custom course just works; the betting board's
circles follow the config's point columns. Read only once built.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.boards.geometry import layout
from arcade_races.client.stage.fit import Fit
from arcade_races.client.stage.motion import hop, unit
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.stage.zones import side_below_corner

if TYPE_CHECKING:
    from arcade_races.client.views.favoriten.model import Horse

Vec = tuple[float, float]

HORSE = 1.9
"""A horse's height in lane spacings (the gap between a horse's two lanes)."""
MIN_BET = 24
"""The fewest pixels the betting board is wide and high on the table."""
HEADER = 62
"""The standings' title and column heads above the first row."""
ROW_MIN = 20
"""The shortest standings row that still reads."""
LEAD = 34
"""The leader's line under the standings."""
CARD = 180
"""The prompt card's height: a title, the choice and its pay chips, the buttons (or three rows
of horse chips when a leader moves)."""
TRAY_MIN = 110
"""The shortest dice tray a die still tumbles in."""


class Geometry:
    """The table's layout for one board and one game's seats.

    `horses` are the horses' names in board order, `length` the spaces to the finish, `places`
    the paid places, `rows` the betting board's circles per column, `per_seat` the markers a
    seat has; `spectator` (every seat AI) leaves out the human's prompt, `corner` puts the
    standings below the play scene's corner (an exhibition's, or the odds board with humans).
    """

    def __init__(self, board: dict[str, Any], horses: tuple[str, ...], length: int,
                 places: int, rows: int, players: int, per_seat: int,
                 spectator: bool, corner: bool | None = None) -> None:
        self.horses = horses
        self.length = length
        self.places = places
        self.rows = rows
        self.players = players
        self.per_seat = per_seat
        self.spectator = spectator
        self.corner = spectator if corner is None else corner
        self._fit(board)
        self._layout_bets()
        self._layout_side()

    # -- the course --------------------------------------------------------------------------

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
        self.start_dir = unit(sx, sy)
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
            # Clear of a horse standing on the finish line (it reaches 0.8 x HORSE gaps ahead).
            ahead = gap * (1.2 if place > 1 else 0.9)
            slots.append((chair[0] + across[0] * k * gap * 2.4 + arrive[0] * ahead,
                          chair[1] + across[1] * k * gap * 2.4 + arrive[1] * ahead))
        # Room round the lanes for a horse of HORSE x gap with its jockey standing on them.
        pts: list[Vec] = []
        for lane in every:
            for x, y in lane:
                pts.extend([(x - gap * 1.4, y - gap * 1.55), (x + gap * 1.4, y + band)])
        r = gap * 1.6
        for x, y in (chair, *slots):
            pts.extend([(x - r, y - r * 1.1), (x + r, y + r * 0.7)])
        pts.append((slots[0][0] + gap * 2.2, slots[0][1]))  # the chair stands beside its winner
        r = gap * 1.7
        pts.extend([(cannon[0] - r, cannon[1] - r * 0.8), (cannon[0] + r, cannon[1] + r * 0.8)])
        pts.extend([(bet[0], bet[1]), (bet[0] + bet[2], bet[1] + bet[3])])
        box = (min(x for x, _ in pts), min(y for _, y in pts), max(x for x, _ in pts),
               max(y for _, y in pts))
        # A board drawn for the whole canvas is squeezed into the table; the roomier direction
        # may scale up to a quarter more than the other, so lanes and circles grow.
        self.fit = fit = Fit.into(TABLE.inflate(-24, -24), box, most=1.8, stretch=1.25)
        to_screen = fit.to_screen
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
        # A horse twice the lanes' spacing, its jockey above: it reaches into its neighbours'
        # lanes, drawn back to front, so it reads from the sofa. The cannon and the deck chair
        # keep the old, smaller measure (`prop_h`).
        self.tok_h = max(20, min(96, round(self.gap * HORSE)))
        self.tok_w = round(self.tok_h * 1.6)
        self.prop_h = max(14, min(60, round(self.gap * 1.15)))
        x, y = to_screen((bet[0], bet[1]))
        # A board the check passed has room for its circles; a sliver still gets a surface.
        self.bet_rect = pygame.Rect(round(x), round(y), max(MIN_BET, round(bet[2] * fit.scale_x)),
                                    max(MIN_BET, round(bet[3] * fit.scale_y)))

    def point(self, h: int, lane: int, at: float) -> Vec:
        """The point `at` spaces along lane `lane` (0 or 1) of horse `h`."""
        points = self.lanes[h][lane]
        at = max(0.0, min(float(len(points) - 1), at))
        i = min(int(at), len(points) - 2)
        return lerp(points[i], points[i + 1], at - i)

    def horse_pos(self, h: int, at: float, lane: float, place: int = 0) -> Vec:
        """Where horse `h` stands `at` spaces along, `lane` of the way to its second lane;
        past the last space it trots to its place's spot by the deck chair."""
        if at <= self.length:
            return lerp(self.point(h, 0, at), self.point(h, 1, at), lane)
        end = lerp(self.point(h, 0, self.length), self.point(h, 1, self.length), lane)
        slot = self.slots[min(max(place, 1), len(self.slots)) - 1]
        return lerp(end, slot, min(1.0, at - self.length))

    def horse_rect(self, h: int, horse: Horse) -> pygame.Rect:
        """The rect horse `h` covers, standing as `horse` says (for clicks and banners)."""
        x, y = self.horse_pos(h, horse.at, horse.lane, horse.place)
        rect = pygame.Rect(0, 0, self.tok_w + 8, self.tok_h + 8)
        rect.center = (round(x), round(y - self.tok_h * 0.3))
        return rect

    def name_spot(self, h: int) -> tuple[Vec, float]:
        """Where horse `h`'s name plate sits (between its lanes, 3.5 spaces out: clear of the
        cannon and of the horses waiting on the start line) and the spaces along it is."""
        at = min(3.5, max(0.0, self.length - 1.5))
        return lerp(self.point(h, 0, at), self.point(h, 1, at), 0.5), at

    def dir(self, h: int, at: float) -> Vec:
        """The way horse `h`'s lane runs at `at` spaces along (a unit vector)."""
        points = self.lanes[h][0]
        k = max(0, min(len(points) - 2, int(at)))
        a, b = points[k], points[k + 1]
        return unit(b[0] - a[0], b[1] - a[1])

    def samples(self, h: int, lane: int) -> list[Vec]:
        """Lane `lane` of horse `h` finely sampled on screen (for drawing the sand strip)."""
        path = self.lane_paths[self.horses[h]][lane]
        fine = layout({**path, "spaces": max(2, 6 * (self.length + 1))})
        return [self.fit.to_screen(p) for p in fine]

    def cannon_at(self, kick: float) -> tuple[int, int]:
        """The cannon's centre, `kick` of its recoil back from its resting place."""
        x, y = self.cannon_pt
        back = kick * self.prop_h * 0.35
        return (round(x - self.start_dir[0] * back), round(y - self.start_dir[1] * back))

    # -- the betting board ---------------------------------------------------------------------

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
        self.circle_pitch = pitch = max(1.0, pitch)
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

    @property
    def marker_r(self) -> int:
        """The radius of a marker on the board."""
        return max(6, round(self.circle_pitch * 0.46))

    def marker_pos(self, horse: int, row: int, place: int, slide: float) -> Vec:
        """Where a marker in circle `row` of `horse`'s column stands, `slide` of the way to
        the same circle of `place`'s column (with a little hop)."""
        a = self.circle(horse, row)
        if not place:
            return a
        b = self.circle(self.place_column(place), row)
        x, y = lerp(a, b, slide)
        return (x, y - hop(slide) * self.circle_pitch * 0.8)

    # -- the side column -----------------------------------------------------------------------

    def _layout_side(self) -> None:
        """Standings at the top of the side column (below the play scene's corner when it is
        shown), the dice tray at its bottom, the prompt between; where the column is too short
        for both (below the odds board with human seats) the prompt card takes the tray's place
        while a human decides (`card_over_tray`)."""
        # The corner has a row per horse (the odds board's runners), whatever the seats.
        self.side = side_below_corner(len(self.horses), self.corner)
        self.rows_top = self.side.top + HEADER
        card = 0 if self.spectator else CARD + 16
        below = LEAD + TRAY_MIN + 10
        self.card_over_tray = bool(card) and (
            self.side.height - HEADER - ROW_MIN * self.players - below - card < 0)
        if self.card_over_tray:
            room = self.side.height - HEADER - LEAD - CARD - 10
        else:
            room = self.side.height - HEADER - 150 - LEAD - card
        self.row_h = max(ROW_MIN, min(32, room // self.players))
        rows_bottom = self.rows_top + self.row_h * self.players
        self.lead_y = rows_bottom + 16
        if self.card_over_tray:
            # One slot under the leader's line: the die rolls in it, and a human's card covers
            # it while they decide (the card's title says the roll).
            self.card_rect = pygame.Rect(self.side.left + 8, rows_bottom + LEAD - 2,
                                         self.side.width - 16,
                                         self.side.bottom - 10 - (rows_bottom + LEAD - 2))
            self.tray_rect = self.card_rect.inflate(-4, 0)
            return
        tray_h = max(TRAY_MIN, min(170, self.side.bottom - 10 - (rows_bottom + LEAD) - card))
        self.tray_rect = pygame.Rect(self.side.left + 10, self.side.bottom - 10 - tray_h,
                                     self.side.width - 20, tray_h)
        self.card_rect = pygame.Rect(self.side.left + 8, rows_bottom + LEAD - 2,
                                     self.side.width - 16,
                                     self.tray_rect.top - 8 - (rows_bottom + LEAD - 2))
        if self.card_rect.height < CARD:
            # No room was kept for a card (every seat an AI), yet one is asked for (a test, a
            # seat taken over): it covers the tray, as below the odds board.
            self.card_rect.height = self.side.bottom - 10 - self.card_rect.top

    def row_rect(self, seat: int) -> pygame.Rect:
        """The standings row of `seat`."""
        return pygame.Rect(self.side.left + 8, self.rows_top + seat * self.row_h,
                           self.side.width - 16, self.row_h - 2)

    def columns(self, races: int) -> tuple[int, list[int], int]:
        """x of the markers, of each of `races` races' points (right edges) and of the total."""
        side = self.side
        total = side.right - 16
        if races <= 4:
            step = 28 if races <= 3 else 24
            xs = [total - 52 - step * (races - 1 - i) for i in range(races)]
        else:
            xs = [total - 52]
        return side.left + 100, xs, total

    def pip_pos(self, seat: int, index: int) -> Vec:
        """Where marker `index` of `seat` waits in the standings."""
        row = self.row_rect(seat)
        spacing = min(12.0, 36.0 / max(1, self.per_seat))
        return (self.side.left + 100 + 7 + index * spacing, row.centery)


__all__ = ["HORSE", "MIN_BET", "TABLE", "Geometry"]
