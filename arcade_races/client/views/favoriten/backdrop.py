"""The Favoriten table's still layer, drawn once (and again for colour-blind mode): the stage,
striped grass, each horse's sand strip with its marks, the start and finish lines, the cannon,
the deck chair and its podium spots, the betting board with its circles and points, and the
frames of the side column and of the ticker.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics.render import darken, lighten, luminance, mix
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.stage.motion import unit
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.stage.zones import TICKER
from arcade_races.client.views.favoriten.art import PLACE_COLORS, PLACE_NAMES, Art, render_chair
from arcade_races.client.views.favoriten.geometry import Geometry
from arcade_races.client.widgets import fit_text, panel, text

Color = tuple[int, int, int]


class Backdrop:
    """Builds the still layer of one table: `build(cb)` returns it for colour-blind mode `cb`.

    `grass`, `sand` are the board's colours; `points` the config's point columns, `races` the
    races in the game (for the standings' column heads).
    """

    def __init__(self, app: App, geo: Geometry, art: Art, colors: Sequence[Color],
                 tags: Sequence[str], points: Sequence[Sequence[int]], grass: Color,
                 sand: Color, races: int) -> None:
        self.app, self.geo, self.art = app, geo, art
        self.colors = list(colors)
        self.tags = list(tags)
        self.points = [list(column) for column in points]
        self.grass, self.sand = grass, sand
        self.races = races
        self.horses = geo.horses
        self.length = geo.length

    def build(self, cb: bool) -> pygame.Surface:
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
        geo = self.geo
        chair = render_chair(round(geo.prop_h * 1.3))
        first = geo.slots[0]
        surf.blit(chair, chair.get_rect(midbottom=(round(first[0] + geo.tok_h * 0.75),
                                                   round(first[1] + geo.tok_h * 0.35))))
        self._draw_podium_marks(surf)
        cannon = self.art.cannon
        surf.blit(cannon, cannon.get_rect(center=self.geo.cannon_at(0.0)))
        self._draw_bet_board(surf, cb)
        # The side panel and ticker frames.
        panel(surf, self.geo.side, theme.PANEL, theme.PANEL_EDGE, radius=14, alpha=240)
        self._draw_side_frame(surf)
        panel(surf, TICKER, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=235)
        badge = pygame.Rect(TICKER.left + 10, TICKER.top + 10, 86, 22)
        pygame.draw.rect(surf, theme.GREEN, badge, border_radius=6)
        text(surf, assets, "CALLER", 14, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        text(surf, assets, "● ON AIR", 12, theme.RED, (badge.centerx, badge.bottom + 12),
             anchor="center", kind="bold", shadow=False)
        return surf


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


    def _draw_strip(self, layer: pygame.Surface, h: int) -> None:
        """One horse's two lanes as a strip of sand (the grass shows between horses)."""
        a, b = self.geo.samples(h, 0), self.geo.samples(h, 1)
        sand = self.sand
        edge = darken(sand, 0.28)
        r = self.geo.band
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
        lanes = self.geo.lanes[h]
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
            label = assets.text(str(k), max(10, round(self.geo.band * 0.9)), ink, "condensed")
            surf.blit(label, label.get_rect(center=(round(mid[k][0]), round(mid[k][1]))))
        # The start line and the chequered finish across the strip.
        self._cross_line(surf, h, 0, None)
        self._cross_line(surf, h, self.length, "chequer")
        # The horse's name on a plate in its colour, where nothing stands at the start.
        (x, y), at = self.geo.name_spot(h)
        name = self.horses[h].upper() if not cb else f"{self.tags[h]} · {self.horses[h].upper()}"
        color = self.colors[h]
        ink = theme.BG_DEEP if luminance(color) > 150 else theme.INK
        size = max(11, min(18, round(self.geo.gap * 0.5)))
        label = assets.text(name, size, ink, "bold")
        plate = pygame.Surface((label.get_width() + 14, label.get_height() + 2), pygame.SRCALPHA)
        pygame.draw.rect(plate, color, plate.get_rect(), border_radius=plate.get_height() // 2)
        pygame.draw.rect(plate, darken(color, 0.5), plate.get_rect(), 2,
                         border_radius=plate.get_height() // 2)
        plate.blit(label, label.get_rect(center=plate.get_rect().center))
        d = self.geo.dir(h, at)
        angle = math.degrees(math.atan2(-d[1], d[0]))
        if abs(angle) > 90:
            angle += 180
        image = pygame.transform.rotozoom(plate, angle, 1.0) if abs(angle) > 2 else plate
        surf.blit(image, image.get_rect(center=(round(x), round(y))))

    def _cross_line(self, surf: pygame.Surface, h: int, k: int, kind: str | None) -> None:
        a, b = self.geo.lanes[h][0][k], self.geo.lanes[h][1][k]
        d = self.geo.dir(h, min(k, self.length - 1))
        nx, ny = unit(b[0] - a[0], b[1] - a[1])
        if abs(nx) + abs(ny) < 1e-6:
            nx, ny = -d[1], d[0]
        r = self.geo.band
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
        for place, (x, y) in enumerate(self.geo.slots, start=1):
            if place == 1:
                continue
            spot = pygame.Rect(0, 0, round(self.geo.tok_w * 0.8), round(self.geo.tok_h * 0.45))
            spot.center = (round(x), round(y + self.geo.tok_h * 0.32))
            color = PLACE_COLORS[min(place, 5) - 1]
            pygame.draw.ellipse(surf, darken(self.grass, 0.25), spot.move(0, 2))
            pygame.draw.ellipse(surf, mix(self.grass, color, 0.6), spot)
            label = assets.text(str(place), max(10, spot.height - 2), darken(color, 0.6),
                                "condensed")
            surf.blit(label, label.get_rect(center=spot.center))

    def _draw_bet_board(self, surf: pygame.Surface, cb: bool) -> None:
        assets = self.app.assets
        rect = self.geo.bet_rect
        wood = (118, 72, 40)
        pygame.draw.rect(surf, (0, 0, 0), rect.move(3, 5), border_radius=12)
        pygame.draw.rect(surf, wood, rect, border_radius=12)
        inner = rect.inflate(-6, -6)
        pygame.draw.rect(surf, (246, 236, 210), inner, border_radius=9)
        pygame.draw.rect(surf, darken(wood, 0.3), rect, 2, border_radius=12)
        head = self.geo.bet_header
        r = self.geo.circle_r
        for c, col in enumerate(self.geo.col_rects):
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
            for row in range(self.geo.rows):
                x, y = self.geo.circle(c, row)
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
        first = self.geo.col_rects[len(self.horses)]
        last = self.geo.col_rects[len(self.horses) - 1]
        ax = (last.right + first.left) / 2
        ay = first.top + head / 2
        pygame.draw.polygon(surf, (150, 110, 40),
                            [(ax - 4, ay - 6), (ax + 4, ay), (ax - 4, ay + 6)])


    def _draw_side_frame(self, surf: pygame.Surface) -> None:
        assets = self.app.assets
        side = self.geo.side
        text(surf, assets, "STANDINGS", 20, theme.GOLD, (side.left + 14, side.top + 8),
             kind="condensed")
        y = self.geo.rows_top - 15
        x_markers, xs, x_total = self.geo.columns(self.races)
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
        pygame.draw.line(surf, theme.PANEL_EDGE, (side.left + 10, self.geo.rows_top - 3),
                         (side.right - 10, self.geo.rows_top - 3), 1)



__all__ = ["Backdrop"]
