"""Where things stand on the velodrome: the board's spaces fitted into the hall, the track's
smoothed centre line with its inside normals, the infield, the black card stacks and the
standings rows.

`Track` is built once from the board file's geometry, so a custom velodrome just works; a
place on the lap is given in spaces (`s`, fractional) and a lane in pixels towards the infield.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from arcade_races.boards.geometry import layout
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.stage.zones import SIDE, corner_rect
from arcade_races.client.stage.zones import STAGE as ARENA
from arcade_races.client.views.six_day.art import rider_width

Vec = tuple[float, float]

SUB = 8
"""Samples of the track's centre line per space."""


def _catmull(p0: Vec, p1: Vec, p2: Vec, p3: Vec, t: float) -> Vec:
    """The Catmull-Rom spline through p1 (t = 0) and p2 (t = 1)."""
    t2, t3 = t * t, t * t * t
    return (
        0.5 * (2 * p1[0] + (p2[0] - p0[0]) * t + (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2
               + (3 * p1[0] - p0[0] - 3 * p2[0] + p3[0]) * t3),
        0.5 * (2 * p1[1] + (p2[1] - p0[1]) * t + (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2
               + (3 * p1[1] - p0[1] - 3 * p2[1] + p3[1]) * t3),
    )


class Track:
    """The velodrome on the canvas: `point(s, lane)` and `frame(s)` along its lap, the rider
    size `r` and half width `hw` fitted to the spaces' spacing, the `infield`, the stacks'
    spots and the standings rows (`row_rect`)."""

    def __init__(self, board: dict[str, Any], finish: int, players: int, corner: bool,
                 changes_on: bool, lap_every: int) -> None:
        self.finish = finish
        self.players = players
        self.corner = corner
        """Whether the play scene's corner (the exhibition's, or the odds board with human
        seats) stands over the side column's top: the standings then start below it."""
        self.changes_on = changes_on
        self.lap_every = lap_every
        self._fit(board)
        self._layout_side()
        self.infield = self.find_infield()
        self._place_stacks()

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
        # The spaces' extent fills the hall, however small or large it is on the board's
        # canvas: the board check keeps any two spaces `APART` once fitted like this.
        for _ in range(4):
            r = max(7, min(12, round(0.36 * spacing * scale)))
            hw = 4 * r + 6
            mx, my = hw + 24, hw + 30
            scale = min((ARENA.width - 2 * mx) / width, (ARENA.height - 2 * my) / height)
        ox = ARENA.centerx - (left + right) / 2 * scale
        oy = ARENA.centery - (top + bottom) / 2 * scale
        self.scale, self.r, self.hw = scale, r, float(hw)
        self.spacing = spacing * scale
        # A rider on the boards (see `art.rider_width`); riders sharing a space fan out across
        # the track, overlapping a little at their sleeves, their numbers clear.
        self.piece = rider_width(r)
        self.gap = round(self.piece * 0.8)
        self.across = max(2, min(4, int((2 * hw - 2) // self.gap)))
        # A bunch too big to ride abreast lines up in rows, most of a rider's width apart.
        self.row_gap = max(0.45, self.piece * 0.8 / max(1.0, self.spacing))
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
        self._origin = (0, 0)
        self._reached: dict[int, pygame.mask.Mask] = {}
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

    def frame(self, s: float) -> tuple[float, float, float, float, float]:
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
        x, y, nx, ny, _ = self.frame(s)
        return (x + nx * lane, y + ny * lane)

    def offset_loop(self, lane: float, step: int = 1) -> list[Vec]:
        """The centre line moved `lane` pixels towards the infield, as a closed polyline.

        Where the line turns tighter than `lane` (a sharp corner of a hand-made board) the
        moved line would loop back on itself; points nearer the centre line than `lane` are
        dropped, which leaves the clean envelope.
        """
        # Reaches a few pixels apart share one mask: the envelope is as clean, made faster.
        reach = 3 * round((abs(lane) - 0.75) / 3)
        check = reach > 1 and abs(lane) > 0.9 * self.tightest
        near = self._within(reach) if check else None
        out: list[Vec] = []
        for i in range(0, len(self._fx), step):
            x = self._fx[i] + self._nx[i] * lane
            y = self._fy[i] + self._ny[i] * lane
            if near is not None:
                # The mask is mirrored: its last pixel lies `reach` up and left of `_origin`.
                w, h = near.get_size()
                mx = w - 1 - reach - (round(x) - self._origin[0])
                my = h - 1 - reach - (round(y) - self._origin[1])
                if 0 <= mx < w and 0 <= my < h and near.get_at((mx, my)):
                    continue
            out.append((x, y))
        return out if len(out) >= 3 else [(self._fx[i], self._fy[i])
                                           for i in range(0, len(self._fx), step)]

    def _within(self, reach: int) -> pygame.mask.Mask:
        """Every pixel less than about `reach` from the centre line, as a mask mirrored in
        both directions (see `offset_loop`): points of the centre line grown by a disc, one
        convolution in C that costs the disc's size for each point (the other way round it
        costs the whole board's for each pixel of the disc). The points are thinned to a
        sixteenth of `reach` apart, which moves the edge by at most half that."""
        near = self._reached.get(reach)
        if near is None:
            left, top = math.floor(min(self._fx)), math.floor(min(self._fy))
            self._origin = (left, top)
            seeds = pygame.mask.Mask((math.ceil(max(self._fx)) - left + 1,
                                      math.ceil(max(self._fy)) - top + 1))
            apart = max(1.0, reach / 16)
            last = (math.inf, math.inf)
            for x, y in zip(self._fx, self._fy, strict=True):
                if abs(x - last[0]) + abs(y - last[1]) >= apart:
                    seeds.set_at((round(x) - left, round(y) - top))
                    last = (x, y)
            disc = pygame.Surface((2 * reach + 1, 2 * reach + 1), pygame.SRCALPHA)
            pygame.draw.circle(disc, (255, 255, 255, 255), (reach, reach), reach)
            near = pygame.mask.from_surface(disc).convolve(seeds)
            self._reached[reach] = near
        return near

    def apron(self, slot: int) -> Vec:
        """Where the `slot`th rider over the line waits, on the apron just past it."""
        step = max(0.8, self.piece * 0.85 / max(1.0, self.spacing))
        return self.point(0.7 + slot * step, self.hw + self.piece / 2 + 6)

    def find_infield(self) -> pygame.Rect:
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
        """Where the standings rows go: below the play scene's corner when it is shown."""
        top = SIDE.top
        if self.corner:
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

    def lap_marks(self) -> int:
        """How many lap deficit marks fit on the straight before the finish line."""
        every: int = max(1, int(self.lap_every))
        last = self.frame(self.finish - 1)[4]
        straight = 0
        for back in range(1, self.finish):
            angle = self.frame(self.finish - 1 - back)[4]
            if abs((angle - last + 180) % 360 - 180) > 6:
                break
            straight = back
        return max(1, min(6, (straight + 1) // every))

    def outside(self, s: float, dist: float) -> Vec:
        """A spot `dist` px outside the boards at `s`, kept inside the hall."""
        x, y, nx, ny, _ = self.frame(s)
        d = self.hw + dist
        px, py = x - nx * d, y - ny * d
        return (min(max(px, ARENA.left + 16), ARENA.right - 16),
                min(max(py, ARENA.top + 16), ARENA.bottom - 16))

    def rider_xy(self, at: float, lane: float, row: float, lift: float, fin: int,
                 off: float) -> Vec:
        """Where a rider at `at` spaces, `lane` px across and `row` rows back stands (rolling
        `off` the track to its apron slot `fin` once over the line), `lift` px up."""
        x, y = self.point(at - row * self.row_gap, lane)
        if fin >= 0 and off > 0:
            x, y = lerp((x, y), self.apron(fin), off)
        return (x, y - lift)


__all__ = ["SUB", "Track"]
