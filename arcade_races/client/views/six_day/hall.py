"""The hall, built once: dark stands full of spectators, the banked boards with their riding
lines, the blue spaces, the sprint lines with their bells, the chequered finish, the lap
deficit marks, the infield title and the frames of the standings and the ticker.
"""

from __future__ import annotations

import random

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.effects import render_glow
from arcade_races.client.stage.zones import STAGE as ARENA
from arcade_races.client.stage.zones import TICKER
from arcade_races.client.views.six_day.art import BLUE_SPACE, Art
from arcade_races.client.views.six_day.geometry import Track
from arcade_races.client.widgets import fit_text, panel, text
from arcade_races.games.six_day.config import Rules

Color = tuple[int, int, int]


class Hall:
    """The static picture of one velodrome (`build`), and the standings' columns (`cols`)."""

    def __init__(self, app: App, rules: Rules, geo: Track, art: Art, *, wood: Color,
                 infield: Color, ink: Color, title: str) -> None:
        self.app, self.rules, self.geo, self.art = app, rules, geo, art
        self.wood, self.infield_color, self.ink, self.title = wood, infield, ink, title
        self.labels: list[pygame.Rect] = self._label_boxes()
        """Where the fixed labels by the boards stand (FINISH, SPRINT, CRASH, RIDER CHANGE):
        name tags and previews keep clear of them."""

    def _outside_labels(self) -> list[tuple[float, str, pygame.Surface | None, Color]]:
        """The labels outside the boards: where (in spaces), the words, the icon, the colour."""
        out: list[tuple[float, str, pygame.Surface | None, Color]] = []
        track = self.rules.track
        for space in sorted(track.rider_change | track.crash):
            if 0 < space < self.geo.finish:
                words = "CRASH"
                if space in track.rider_change:
                    words = "RIDER CHANGE" if self.geo.changes_on else "BLUE SPACE"
                out.append((float(space), words, None, (150, 196, 255)))
        for i, line in enumerate(track.sprints, start=1):
            out.append((line - 0.5, f"SPRINT {i}", self.art.bell, theme.GOLD))
        out.append((self.geo.finish - 0.5, "FINISH", self.art.flag, theme.INK))
        return out

    def _label_boxes(self) -> list[pygame.Rect]:
        boxes = []
        for s, words, icon, _ in self._outside_labels():
            image = self.app.assets.text(words, 12, theme.INK, "bold")
            boxes.append(self._outside_box(s, image, icon).inflate(8, 4))
        return boxes

    def build(self, cb: bool) -> pygame.Surface:
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
        panel(surf, self.geo.side, theme.PANEL, theme.PANEL_EDGE, radius=14, alpha=240)
        panel(surf, TICKER, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=235)
        badge = pygame.Rect(TICKER.left + 10, TICKER.top + 10, 92, 22)
        pygame.draw.rect(surf, theme.PINK, badge, border_radius=6)
        text(surf, assets, "SPEAKER", 14, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        text(surf, assets, "● ON AIR", 12, theme.RED, (badge.centerx, badge.bottom + 12),
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
        hw = self.geo.hw
        apron = max(8.0, self.geo.r * 1.1)
        # The safety rail and the shadow outside the banking.
        pygame.draw.polygon(surf, (8, 8, 20), self.geo.offset_loop(-hw - 9, 2))
        pygame.draw.polygon(surf, (226, 226, 236), self.geo.offset_loop(-hw - 5, 2))
        steps = max(8, round(2 * hw / 3))
        dark, light = darken(self.wood, 0.28), lighten(self.wood, 0.12)
        for k in range(steps + 1):
            lane = -hw + 2 * hw * k / steps
            pygame.draw.polygon(surf, mix(dark, light, k / steps), self.geo.offset_loop(lane, 2))
        # The côte d'azur and the infield.
        pygame.draw.polygon(surf, (120, 184, 222), self.geo.offset_loop(hw, 2))
        pygame.draw.polygon(surf, self.infield_color, self.geo.offset_loop(hw + apron, 2))
        layer = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        for lane in range(round(-hw) + 5, round(hw), 6):
            pygame.draw.lines(layer, (*darken(self.wood, 0.4), 42), True,
                              self.geo.offset_loop(lane, 2), 1)
        # Riding lines: black measuring line, red sprinters' line, blue stayers' line.
        pygame.draw.lines(layer, (20, 20, 26, 230), True, self.geo.offset_loop(hw - 3, 2), 2)
        pygame.draw.lines(layer, (214, 40, 48, 200), True, self.geo.offset_loop(hw * 0.55, 2), 2)
        pygame.draw.lines(layer, (40, 90, 210, 200), True, self.geo.offset_loop(-hw * 0.25, 2), 2)
        # A board between two spaces.
        for i in range(self.geo.finish):
            a = self.geo.point(i - 0.5, -hw)
            b = self.geo.point(i - 0.5, hw)
            pygame.draw.line(layer, (*darken(self.wood, 0.5), 70), a, b, 1)
        surf.blit(layer, (0, 0))
        # A sheen on the infield, lighter towards its middle.
        field_ = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        for k in range(1, 7):
            pygame.draw.polygon(field_, (255, 255, 255, 7), self.geo.offset_loop(hw + apron
                                                                               + k * 14, 2))
        surf.blit(field_, (0, 0))

    def _space_band(self, layer: pygame.Surface, s: float, color: tuple[int, int, int, int],
                    lo: float, hi: float, half: float = 0.5) -> None:
        along = [s - half + 2 * half * k / 4 for k in range(5)]
        point = self.geo.point
        pts = [point(a, lo) for a in along] + [point(a, hi) for a in reversed(along)]
        pygame.draw.polygon(layer, color, pts)

    def _draw_markings(self, surf: pygame.Surface) -> None:
        assets = self.app.assets
        hw = self.geo.hw
        layer = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        # Blue spaces: rider change and crash.
        for space in sorted(self.rules.track.rider_change | self.rules.track.crash):
            if 0 < space < self.geo.finish:
                self._space_band(layer, space, (*BLUE_SPACE, 215), -hw, hw)
        # Lap deficit marks on the home straight, before the finish.
        every = self.rules.lap_every
        marks = self.geo.lap_marks()
        for k in range(1, marks + 1):
            s = self.geo.finish - k * every - 0.5
            a, b = self.geo.point(s, hw * 0.35), self.geo.point(s, hw + 6)
            pygame.draw.line(layer, (250, 250, 250, 230), a, b, 3)
        surf.blit(layer, (0, 0))
        for space in sorted(self.rules.track.rider_change | self.rules.track.crash):
            if not 0 < space < self.geo.finish:
                continue
            x, y = self.geo.point(space)
            pygame.draw.circle(surf, (230, 240, 255), (x, y), max(5, self.geo.r - 2), 2)
        # Sprint lines with their bells, and the start/finish line chequered across the boards.
        for line in self.rules.track.sprints:
            self._line_across(surf, line - 0.5, [(236, 48, 58), (250, 250, 250)])
        self._chequered(surf, self.geo.finish - 0.5)
        for s, words, icon, color in self._outside_labels():
            self._outside_text(surf, s, [words], color, icon=icon)
        # Lap deficit zones, labelled on the infield side.
        for k in range(1, marks + 1):
            s = self.geo.finish - (k - 0.5) * every - 0.5
            self._inside_text(surf, s, f"−{k} LAP" if k == 1 else f"−{k}", (255, 236, 170), 12)
        # Every tenth space numbered on the infield side (not among the lap marks).
        zone = self.geo.finish - marks * every - 1
        for space in range(10, self.geo.finish, 10):
            if space >= zone and marks:
                continue
            self._inside_text(surf, space, str(space), mix(self.ink, self.infield_color, 0.3),
                              11)
        del assets

    def _lap_marks(self) -> int:
        """How many lap deficit marks fit on the straight before the finish line."""
        every: int = max(1, int(self.rules.lap_every))
        last = self.geo.frame(self.geo.finish - 1)[4]
        straight = 0
        for back in range(1, self.geo.finish):
            angle = self.geo.frame(self.geo.finish - 1 - back)[4]
            if abs((angle - last + 180) % 360 - 180) > 6:
                break
            straight = back
        return max(1, min(6, (straight + 1) // every))

    def _line_across(self, surf: pygame.Surface, s: float, colors: list[Color]) -> None:
        hw = self.geo.hw
        steps = 8
        for k in range(steps):
            a = self.geo.point(s, -hw + 2 * hw * k / steps)
            b = self.geo.point(s, -hw + 2 * hw * (k + 1) / steps)
            pygame.draw.line(surf, colors[k % len(colors)], a, b, 4)

    def _chequered(self, surf: pygame.Surface, s: float) -> None:
        hw = self.geo.hw
        rows = max(4, round(2 * hw / 7))
        for k in range(rows):
            for col in range(2):
                lo = -hw + 2 * hw * k / rows
                hi = -hw + 2 * hw * (k + 1) / rows
                a, b = s - 0.16 + col * 0.16, s + col * 0.16
                point = self.geo.point
                pts = [point(a, lo), point(b, lo), point(b, hi), point(a, hi)]
                shade = (245, 245, 245) if (k + col) % 2 == 0 else (22, 22, 30)
                pygame.draw.polygon(surf, shade, pts)

    def _outside_box(self, s: float, image: pygame.Surface,
                     icon: pygame.Surface | None) -> pygame.Rect:
        """Where a label at `s` stands: outside the boards, or in the infield when the hall's
        wall leaves no room."""
        width = image.get_width() + (icon.get_width() + 3 if icon is not None else 0)
        height = max(image.get_height(), icon.get_height() if icon is not None else 0)
        x, y, nx, ny, _ = self.geo.frame(s)
        extent = abs(nx) * width / 2 + abs(ny) * height / 2
        d = self.geo.hw + 12 + extent
        box = pygame.Rect(0, 0, width, height)
        box.center = (round(x - nx * d), round(y - ny * d))
        if not ARENA.inflate(-8, -8).contains(box):
            # No room between the boards and the hall's wall: the label goes in the infield.
            d = self.geo.hw + max(8.0, self.geo.r * 1.1) + 6 + extent
            box.center = (round(x + nx * d), round(y + ny * d))
        box.clamp_ip(ARENA.inflate(-8, -8))
        return box

    def _outside_text(self, surf: pygame.Surface, s: float, words: list[str], color: Color,
                      icon: pygame.Surface | None = None) -> None:
        assets = self.app.assets
        image = assets.text(words[0], 12, color, "bold")
        shade = assets.text(words[0], 12, theme.BG_DEEP, "bold")
        box = self._outside_box(s, image, icon)
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
        x, y, nx, ny, _ = self.geo.frame(s)
        extent = abs(nx) * image.get_width() / 2 + abs(ny) * image.get_height() / 2
        d = self.geo.hw + max(8.0, self.geo.r * 1.1) + 3 + extent
        surf.blit(image, image.get_rect(center=(round(x + nx * d), round(y + ny * d))))

    def _draw_infield_title(self, surf: pygame.Surface) -> None:
        field_ = self.geo.infield
        if field_.width < 120 or field_.height < 40:
            return
        assets = self.app.assets
        room = field_.width - (170 if self.geo.stacks_on and field_.width >= 320 else 20)
        size = fit_text(assets, self.title.upper(), 44, max(60, room), "condensed")
        image = assets.text(self.title.upper(), size, lighten(self.infield_color, 0.22),
                            "condensed")
        shade = assets.text(self.title.upper(), size, darken(self.infield_color, 0.3),
                            "condensed")
        y = field_.top + image.get_height() // 2 + 4
        surf.blit(shade, shade.get_rect(center=(field_.centerx + 2, y + 3)))
        surf.blit(image, image.get_rect(center=(field_.centerx, y)))
        sub = f"{self.geo.finish} spaces · {len(self.rules.track.sprints)} sprints"
        text(surf, assets, sub, 13, lighten(self.infield_color, 0.35),
             (field_.centerx, y + image.get_height() // 2 + 8), anchor="center", kind="sans",
             shadow=False)
        if self.geo.stacks_on and field_.width >= 320:
            for (x, y2), label in zip(self.geo.stack_pts, ("LOW 1-2-3", "HIGH 4-5-6"), strict=True):
                text(surf, assets, label, 11, lighten(self.infield_color, 0.45),
                     (x, y2 + 34), anchor="center", kind="bold", shadow=False)

    def _draw_side_frame(self, surf: pygame.Surface) -> None:
        assets = self.app.assets
        side = self.geo.side
        text(surf, assets, "STANDINGS", 22, theme.GOLD, (side.left + 14, side.top + 8),
             kind="condensed")
        y = self.geo.rows_top - 16
        for label, x, anchor in (("POS", self.cols()[0], "topright"),
                                 ("PTS", self.cols()[1], "topright"),
                                 ("CARDS", self.cols()[2], "topright")):
            text(surf, assets, label, 11, theme.INK_FAINT, (x, y), anchor=anchor, kind="bold",
                 shadow=False)
        pygame.draw.line(surf, theme.PANEL_EDGE, (side.left + 10, self.geo.rows_top - 3),
                         (side.right - 10, self.geo.rows_top - 3), 1)

    def cols(self) -> tuple[int, int, int]:
        side = self.geo.side
        return side.left + 186, side.left + 226, side.right - 14


__all__ = ["Hall"]
