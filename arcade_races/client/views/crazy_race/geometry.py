"""Where everything stands on the Crazy Race table, in canvas pixels.

`Layout` fits the board file's tracks and piles into the table zone (as large as leaves room
for the dice tray, the piles drawn in if they would leave the table), sizes the bands, cards
and pawns to it, and places the players' panels down the side column (below the exhibition
corner when every seat is AI). Every point a beat or a drawing needs comes from here: a space
of a piece at any length, a pawn, a stage's end, a panel's cup slot, a pile, the reveal rows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from arcade_races.boards.geometry import Curve
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.stage.zones import HAND_DRAWER, SIDE, corner_rect
from arcade_races.client.stage.zones import STAGE as BOARD
from arcade_races.client.views.crazy_race.art import bet_cells
from arcade_races.client.views.crazy_race.model import Spot, Table

Vec = tuple[float, float]
Chord = tuple[Vec, Vec, Vec, float, float]
"""A piece's chord on screen: its ends, its middle, its direction (degrees), its length."""


NAME_COLUMN = 84
"""Pixels left of the start spaces for the players' names, where no pawn ever stands."""


def pixel(point: Vec) -> tuple[int, int]:
    """`point` rounded to a whole pixel."""
    return (round(point[0]), round(point[1]))


class Layout:
    """The board fitted into the table, and the places of everything on it."""

    def __init__(self, board: dict[str, Any], rules: Any, *, players: int, main: bool,
                 names: Sequence[str], spectator: bool, model: Table,
                 corner: bool | None = None) -> None:
        self.stages: int = rules.stages
        self.per_stage: int = rules.pieces
        self.spaces: int = rules.spaces
        self.pieces: int = rules.pieces_per_track
        self.players = players
        self.main = main
        self.names = list(names)
        self.spectator = spectator
        self.corner = spectator if corner is None else corner
        """Whether the play scene's corner (an exhibition's, or the odds board with human
        seats) stands over the side column's top: the panels then start below it."""
        self.model = model
        self.track_count = len(board["tracks"])
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.paper_rect = pygame.Rect(0, 0, 0, 0)
        self.pile_pt: dict[str, Vec] = {}
        self._spots: dict[tuple[int, int], list[pygame.Rect]] = {}
        self.fit(board)
        self.layout_side()

    def at_board(self, track: int, d: float) -> tuple[float, float, float]:
        """Board point `d` along a track (past either end: straight on along the tangent)."""
        curve = self.curves[track]
        length = curve.length
        ext = d - length if d > length else (d if d < 0 else 0.0)
        x, y, angle = curve.at(min(max(d, 0.0), length))
        if ext:
            rad = math.radians(angle)
            x, y = x + math.cos(rad) * ext, y - math.sin(rad) * ext
        return x, y, angle

    def at(self, track: int, d: float) -> tuple[float, float, float]:
        """Screen point `d` (board units) along a track, and the direction of travel."""
        x, y, angle = self.at_board(track, d)
        return self.ox + x * self.scale, self.oy + y * self.scale, angle

    def piece_span(self, track: int, piece: int) -> tuple[float, float]:
        """Board distances where a printed piece starts and ends along its track."""
        step = self.steps[track]
        return (piece * self.spaces + 0.5) * step, ((piece + 1) * self.spaces + 0.5) * step

    def fit(self, board: dict[str, Any]) -> None:
        """Fit the tracks and piles into the table, then size bands, cards and pawns."""
        tracks = board["tracks"]
        self.curves = [Curve(t["path"]) for t in tracks]
        self.steps = [c.length / max(1, c.spaces - 1) for c in self.curves]
        step_b = sorted(self.steps)[len(self.steps) // 2] or 1.0
        n_tracks = len(self.curves)
        samples: list[list[Vec]] = []
        for t in range(n_tracks):
            end = (self.pieces * self.spaces + 0.5) * self.steps[t]
            samples.append([self.at_board(t, end * k / 8)[:2] for k in range(9)])
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
            # Room over a track for a standing pawn (some 4.4 half-bands tall), and over the
            # upper one for the stage labels too.
            above = 4.6 * hb_b + (1.6 * step_b if t == self.upper_track else 0.0)
            below = hb_b + 1.6 * step_b
            for k in range(41):
                d = -1.2 * step + (end + 2.9 * step) * k / 40
                x, y, a = self.at_board(t, d)
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
            return min((inner.width - NAME_COLUMN) / max(1.0, box[2] - box[0]),
                       inner.height / max(1.0, box[3] - box[1]))

        # The tracks decide the scale, as large as leaves room for the dice tray on the table;
        # the piles keep their order but may be drawn in to stay on the table.
        every, tracks_only = bounds(pts), bounds(track_pts)
        # A board drawn on a canvas smaller than the window's may grow as much more.
        width, height = (float(v) for v in board.get("size", (1280, 720)))
        grow = max(1.0, fit((0.0, 0.0, width, height)) / fit((0.0, 0.0, 1280.0, 720.0)))
        largest = min(fit(tracks_only), fit(every) * 1.2, 1.8 * grow)
        smallest = min(largest, fit(every))
        scale = largest
        while True:
            self.arrange(scale, step_b, hb_b, pw, cw, tracks_only, track_pts)
            # With a human at the table the dice stand in the side column, where the hand
            # drawer (over the lower table) never covers them.
            tray = self.place_tray() if self.spectator else None
            if tray is not None or scale <= smallest or not self.spectator:
                break
            scale = max(smallest, scale * 0.96)
        self.tray_in_side = tray is None
        if tray is None:
            tray = pygame.Rect(SIDE.left + 4, SIDE.bottom - 118, SIDE.width - 8, 118)
            parts = [self.paper_rect, *self.pile_rects()]
        else:
            parts = [self.paper_rect, *self.pile_rects(), tray]
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
        self.geo: list[list[Chord]] = []
        for t in range(n_tracks):
            row = []
            for p in range(self.pieces):
                d0, d1 = self.piece_span(t, p)
                head = self.at(t, d0)
                tail = self.at(t, d1)
                p0, p1 = (head[0], head[1]), (tail[0], tail[1])
                angle = math.degrees(math.atan2(-(p1[1] - p0[1]), p1[0] - p0[0]))
                row.append((p0, p1, lerp(p0, p1, 0.5), angle, math.dist(p0, p1)))
            self.geo.append(row)
        self.piece_len = sorted(g[4] for row in self.geo for g in row)[
            len(self.geo) * self.pieces // 2]

    def arrange(self, scale: float, step_b: float, hb_b: float, pw: float, cw: float,
                 tracks_only: tuple[float, float, float, float],
                 track_pts: Sequence[Vec]) -> None:
        """Place the board at `scale`: tracks at the top of the table, the piles below as the
        board file has them (drawn in towards the middle if they would leave the table)."""
        inner = BOARD.inflate(-24, -24)
        self.scale = scale
        mid_x = (tracks_only[0] + tracks_only[2]) / 2
        self.ox = inner.centerx + NAME_COLUMN / 2 - mid_x * scale
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
        self.paper_rect = pygame.Rect(round(min(xs) - NAME_COLUMN), round(min(ys)),
                                      round(max(xs) - min(xs) + NAME_COLUMN),
                                      round(max(ys) - min(ys)))
        self.paper_rect = self.paper_rect.inflate(10, 6).clip(BOARD.inflate(-8, -8))

    def pile_rects(self) -> list[pygame.Rect]:
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

    def place_tray(self) -> pygame.Rect | None:
        """Where the dice tray fits on the table clear of the board and piles, as near the
        bottom middle as can be (None: nowhere)."""
        paper = self.paper_rect.inflate(8, 8)
        paper.height += 14  # the title plaque on its lower edge
        blocks = [paper, *(r.inflate(8, 8) for r in self.pile_rects())]
        for w, h in ((300, 136), (270, 124), (240, 114), (220, 106)):
            for rect in self.tray_spots((w, h)):
                if rect.collidelist(blocks) < 0:
                    return rect
        return None

    def tray_spots(self, size: tuple[int, int]) -> list[pygame.Rect]:
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

    def layout_side(self) -> None:
        """One panel per player down the side, below the play scene's corner when it is shown
        (and above the tray if it had to come here)."""
        top = SIDE.top
        if self.corner:
            top = max(SIDE.top, corner_rect(len(self.names)).bottom + 10)
        bottom = self.tray_rect.top - 8 if self.tray_in_side else SIDE.bottom
        gap = 6
        n = self.players
        h = max(40, min(104, (bottom - top - gap * (n - 1)) // n))
        self.panel_rects = [pygame.Rect(SIDE.left + 4, top + i * (h + gap), SIDE.width - 8, h)
                            for i in range(n)]
        self.side_rect = pygame.Rect(SIDE.left, top - 6, SIDE.width,
                                     self.panel_rects[-1].bottom + 6 - (top - 6))

    def piece_xy(self, track: int, piece: int, offset: int, value: int) -> Vec:
        """Where space `offset` of a piece lies when it holds `value` spaces (-1: printed)."""
        if value < 0:
            return self.at(track, (piece * self.spaces + 1 + offset) * self.steps[track])[:2]
        a, b, _, _, length = self.geo[track][piece]
        f = (min(offset, max(0, value - 1)) + 0.5) / max(1, value)
        w = max(4.0, length - 2)
        g = ((length - w) / 2 + 2 + f * (w - 4)) / max(1.0, length)
        return lerp(a, b, g)

    def pawn_xy(self, seat: int, piece: int, offset: int) -> Vec:
        if piece < 0:
            return self.at(seat, 0.0)[:2]
        if piece >= self.pieces:
            end = (self.pieces * self.spaces + 0.5) * self.steps[seat]
            # Just past the line: a standing pawn stays on the paper.
            return self.at(seat, end + 0.6 * self.steps[seat])[:2]
        return self.piece_xy(seat, piece, offset, self.model.cards[seat][piece])

    def normal(self, angle: float) -> Vec:
        """The unit vector to the right of travel (down the screen for a rightward track)."""
        rad = math.radians(angle)
        return (math.sin(rad), math.cos(rad))

    def badge_xy(self, track: int, piece: int) -> Vec:
        _, _, mid, angle, _ = self.geo[track][piece]
        nx, ny = self.normal(angle)
        off = self.hb + 3 + self.badge_r
        return (mid[0] + nx * off, mid[1] + ny * off)

    def stage_end_xy(self, track: int, stage: int) -> Vec:
        """Where stage `stage` (from 0) ends on a track, a little above it."""
        d = ((stage + 1) * self.per_stage * self.spaces + 0.5) * self.steps[track]
        x, y, angle = self.at(track, d)
        nx, ny = self.normal(angle)
        return (x - nx * self.hb * 1.6, y - ny * self.hb * 1.6)

    def slot_size(self, rect: pygame.Rect) -> tuple[int, int]:
        h = max(18, min(34, round(rect.height * 0.42)))
        return round(h * 1.1), h

    def cup_xy(self, seat: int, stage: int) -> Vec:
        rect = self.panel_rects[seat]
        w = self.slot_size(rect)[0]
        x0 = rect.left + 38
        return (x0 + w / 2 + stage * (w + 4), rect.top + rect.height * 0.7)

    def lying_xy(self, seat: int) -> Vec:
        rect = self.panel_rects[seat]
        return (rect.right - 24, rect.centery)

    def hand_xy(self, seat: int) -> Vec:
        rect = self.panel_rects[seat]
        w = self.slot_size(rect)[0]
        return (rect.left + 38 + self.stages * (w + 4) + 34, rect.top + rect.height * 0.7)

    def lying_size(self, seat: int) -> tuple[int, int]:
        h = max(26, min(46, self.panel_rects[seat].height - 12))
        return round(h * 0.72), h

    def discard_xy(self, kind: str) -> Vec:
        x, y = self.pile_pt[kind]
        return (x + self.pile_w * 0.95, y - 3)

    def cups_pile_xy(self, stage: int) -> Vec:
        x, y = self.pile_pt["cups"]
        return (x + (stage - (self.stages - 1) / 2) * (self.cup_w + 5), y)

    def quad(self, center: Vec, angle: float, along: float, across: float) -> list[Vec]:
        rad = math.radians(angle)
        dx, dy = math.cos(rad), -math.sin(rad)
        nx, ny = -dy, dx
        cx, cy = center
        a, c = along / 2, across / 2
        return [(cx - dx * a - nx * c, cy - dy * a - ny * c),
                (cx + dx * a - nx * c, cy + dy * a - ny * c),
                (cx + dx * a + nx * c, cy + dy * a + ny * c),
                (cx - dx * a + nx * c, cy - dy * a + ny * c)]

    def spot_at(self, pos: tuple[int, int], spots: Sequence[Spot]) -> int | None:
        best, best_d = None, self.piece_len * 0.55
        for i, (t, p) in enumerate(spots):
            d = math.dist(pos, self.geo[t][p][2])
            if d < best_d:
                best, best_d = i, d
        return best

    def reveal_rect(self) -> pygame.Rect:
        return BOARD.inflate(-36, -30)

    def reveal_row(self, seat: int) -> pygame.Rect:
        area = self.reveal_rect()
        top, bottom = area.top + 66, area.bottom - 52
        h = min(96, (bottom - top) // max(1, self.players))
        top += (bottom - top - h * self.players) // 2
        return pygame.Rect(area.left + 16, top + seat * h, area.width - 32, h - 6)

    def reveal_card(self, seat: int) -> pygame.Rect:
        row = self.reveal_row(seat)
        h = row.height - 10
        w = min(330, round(h * 1.25 * self.stages))
        return pygame.Rect(row.left + 270, row.top + 5, w, h)

    def reveal_cell(self, seat: int, stage: int) -> pygame.Rect:
        card = self.reveal_card(seat)
        return bet_cells(card.size, self.stages)[stage].move(card.topleft)

    def card_size(self) -> tuple[int, int]:
        return max(8, round(self.piece_len - 3)), 2 * self.hb + 6

    @property
    def drawer_rect(self) -> pygame.Rect:
        """Where a player's hand shows: drawn up over the table below the tracks (its piles),
        inside the board zone, so the ticker, the players' panels and the dice in the side
        column stay in view."""
        top = min(max(self.paper_rect.bottom + 16, HAND_DRAWER.top), BOARD.bottom - 132)
        return pygame.Rect(BOARD.left + 4, top, BOARD.width - 8, BOARD.bottom - 4 - top)


__all__ = ["Chord", "Layout", "pixel"]
