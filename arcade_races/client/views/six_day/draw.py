"""Drawing the velodrome, read only: the riders, the rider change in its spotlight with the TV
inset, the stacks, a human's card previewed on the track, the standings, the ticker and the
result pad or standings over the track. The static hall is built once by `hall.Hall`.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics.render import mix
from arcade_races.client.stage.effects import Effects
from arcade_races.client.stage.motion import ease_in, ease_out_back, hop
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.stage.zones import STAGE as ARENA
from arcade_races.client.stage.zones import TICKER
from arcade_races.client.views.six_day.art import (
    BLACK_CARD,
    BLUE_SPACE,
    GREEN_CARD,
    PLACE_COLORS,
    Art,
)
from arcade_races.client.views.six_day.camera import LEVELS, Lens, Levels
from arcade_races.client.views.six_day.decor import Floater
from arcade_races.client.views.six_day.director import Director
from arcade_races.client.views.six_day.geometry import Track
from arcade_races.client.views.six_day.hall import Hall
from arcade_races.client.views.six_day.model import Rider, Table
from arcade_races.client.views.six_day.overlays import CELL, POP_IN, Overlay
from arcade_races.client.views.six_day.prompts import Preview, Prompts
from arcade_races.client.widgets import fit_text, text
from arcade_races.games.six_day.config import Rules

Color = tuple[int, int, int]
Vec = tuple[float, float]


class Drawing:
    """Draws one view's table; changes nothing it reads."""

    def __init__(self, app: App, rules: Rules, geo: Track, table: Table, art: Art, hall: Hall,
                 fx: Effects, ticker: Ticker, director: Director, prompts: Prompts,
                 names: list[str], days_total: int, wood: Color, humans: bool,
                 key: Hashable = None, lens: Lens | None = None,
                 levels: Levels | None = None) -> None:
        self.app, self.rules, self.table = app, rules, table
        self.lens = lens if lens is not None else Lens(geo, director.lens.camera)
        self.geo: Lens = self.lens
        """The track as the camera shows it now (the standings' places pass through)."""
        self.art = art
        """The surfaces at the rider size drawn now (`art_at`)."""
        self.levels = levels
        """The hall's picture at the camera's zoom levels (None: the fixed view)."""
        self._labels: list[pygame.Rect] = list(hall.labels)
        self._warm: set[int] = set()
        self.key = key
        """The table's `GameView.table_key`: its static layer is kept by it (None: not kept)."""
        self.hall, self.fx, self.ticker = hall, fx, ticker
        self.director, self.prompts = director, prompts
        self.names, self.days_total, self.wood, self.humans = names, days_total, wood, humans
        self._static: pygame.Surface | None = None
        self._static_cb: bool | None = None
        self._name_sizes: dict[tuple[str, int, int], int] = {}
        self._fits: dict[tuple[str, int, str], int] = {}

    def _rider_xy(self, seat: int) -> Vec:
        rider = self.table.riders[seat]
        return self.geo.rider_xy(rider.at, rider.lane, rider.row, rider.lift, rider.fin,
                                 rider.off)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the velodrome, the standings, the ticker, a human's hand and the sheet up."""
        cb = self.app.settings.colour_blind
        surface.blit(self.static(), (0, 0))
        lens = self.lens
        lens.sync()
        self.art = self.art_at(lens.r)
        camera = lens.camera
        if self.levels is not None and not camera.still:
            self.levels.draw(surface, camera)
        self._labels = [lens.rect(box) for box in self.hall.labels]
        # Everything on the track is drawn through the camera and kept to the stage.
        surface.set_clip(ARENA)
        if self.geo.stacks_on:
            self._draw_stacks(surface)
        prompt = self.prompts.current
        preview = self.prompts.focused_preview()
        if preview is not None:
            self._draw_preview_path(surface, preview)
        self._draw_riders(surface, cb)
        if preview is not None and prompt is not None:
            self._draw_ghost(surface, prompt.seat, preview, cb)
        if self.table.sling is not None:
            self._draw_sling(surface, cb)
        self.fx.draw(surface)
        if self.fx.confetti is not None:
            self.fx.confetti.draw(surface)
        if self.fx.banner is not None:
            self.fx.banner.draw(surface)
        surface.set_clip(None)
        self._draw_side(surface, cb)
        self.ticker.draw(surface, self.app.assets, TICKER, indent=116, fits=self._fits)
        if prompt is not None:
            self.prompts.draw(surface)
            if preview is not None:
                self._draw_ghost(surface, prompt.seat, preview, cb, label_only=True)
        if self.director.overlay is not None:
            self._draw_overlay(surface, self.director.overlay)

    def static(self) -> pygame.Surface:
        """The layer that never moves (the hall at the whole view, the panels' frames)."""
        cb = self.app.settings.colour_blind
        if self._static is None or self._static_cb != cb:
            hall = self.hall
            self._static = (hall.build(cb) if self.key is None else
                            self.app.assets.kept((self.key, "static", cb),
                                                 lambda: hall.build(cb)))
            self._static_cb = cb
        return self._static

    def warm_art(self) -> None:
        """Make the riders' surfaces for every zoom level now (one level a call)."""
        for level in LEVELS[1:]:
            r = max(self.lens.base.r, round(self.lens.base.r * level))
            if r not in self._warm:
                self._warm.add(r)
                art = self.art_at(r)
                for seat in range(self.table.players):
                    art.rider(seat, self.app.settings.colour_blind, False)
                return

    def art_at(self, r: int) -> Art:
        """The surfaces for riders with cap size `r` (kept by size in the stage's cache)."""
        if r == self.art.r:
            return self.art
        assets = self.app.assets
        art: Art = assets.kept(("six_day.art", r), lambda: Art(assets, r))
        return art

    def _draw_riders(self, surface: pygame.Surface, cb: bool) -> None:
        """The cyclists, higher ones on screen over lower ones (in a bunch a rider's head
        goes under the one in front of it, never its number); the one riding a card (or to
        play) last, in a spotlight, its name tagged clear of the track's labels."""
        table = self.table
        half = self.art.w / 2
        spots = {seat: self._rider_xy(seat) for seat in range(table.players)}
        order = sorted(range(table.players),
                       key=lambda s: (table.riders[s].moving, s == table.current, -spots[s][1]))
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        sling = table.sling.seat if table.sling is not None else -1
        tagged: tuple[int, Vec] | None = None
        for seat in order:
            rider = table.riders[seat]
            if rider.alpha <= 0.02 or seat == sling:
                continue
            x, y = spots[seat]
            angle = self.geo.frame(rider.at)[4] if rider.fin < 0 or rider.off < 0.5 else 90.0
            lit = rider.fin < 0 and (rider.moving or seat == table.current)
            if lit:
                surface.blit(self.art.spot, self.art.spot.get_rect(center=(round(x), round(y))),
                             special_flags=pygame.BLEND_ADD)
                glow = self.art.glow
                surface.blit(glow, glow.get_rect(center=(round(x), round(y - half * 0.3))))
            if rider.surge > 0:
                self._speed_lines(surface, seat, rider, (x, y))
            self._blit_rider(surface, seat, (x, y), angle, cb, table.relief[seat], rider.alpha,
                             rider.lift)
            if seat == table.offer and rider.fin < 0:
                # A rider change on offer: the blue space's colour rings the rider.
                pygame.draw.circle(surface, BLUE_SPACE, (round(x), round(y - half * 0.2)),
                                   half + 7 + 3 * pulse, 3)
            if seat == table.current and rider.fin < 0:
                ring = mix(theme.GOLD, theme.INK, pulse * 0.6)
                pygame.draw.circle(surface, ring, (round(x), round(y - half * 0.2)), half + 4, 2)
                tagged = (seat, (x, y))
            if rider.fin >= 0 and rider.off >= 0.99 and rider.fin < 3:
                self._place_badge(surface, rider.fin, (x + half, y - half))
        if tagged is not None:
            self._name_tag(surface, *tagged)

    def _blit_rider(self, surface: pygame.Surface, seat: int, at: Vec, angle: float, cb: bool,
                    relief: bool, alpha: float = 1.0, lift: float = 0.0) -> None:
        """One cyclist at `at`: the shadow, the bike turned along the track, the rider on it."""
        x, y = at
        shadow = self.art.shadow
        surface.blit(shadow, shadow.get_rect(center=(round(x + 2), round(y + 5 + lift))))
        bike = self.art.bike(angle)
        figure = self.art.rider(seat, cb, relief)
        if alpha < 1:
            bike = bike.copy()
            bike.set_alpha(round(255 * alpha))
            figure = figure.copy()
            figure.set_alpha(round(255 * alpha))
        surface.blit(bike, bike.get_rect(center=(round(x), round(y))))
        surface.blit(figure, figure.get_rect(center=(round(x), round(y - self.art.w * 0.2))))

    def _draw_sling(self, surface: pygame.Surface, cb: bool) -> None:
        """The rider change in a spotlight: the starting rider takes the relief rider's hand,
        slings it forward past itself and drops out to the infield."""
        sling = self.table.sling
        assert sling is not None
        seat, t, at, lane = sling.seat, sling.t, sling.at, sling.lane
        dim = min(1.0, t / 0.15) * min(1.0, (1 - t) / 0.2)
        self.art.shade.set_alpha(round(110 * dim))
        surface.blit(self.art.shade, ARENA.topleft)
        cx, cy = self.geo.point(at)
        surface.blit(self.art.light, self.art.light.get_rect(center=(round(cx), round(cy))),
                     special_flags=pygame.BLEND_ADD)
        # The starting rider pulls back as it throws, then drops out to the infield.
        pull = hop(min(1.0, max(0.0, (t - 0.3) / 0.3))) * 0.4
        drop = ease_in(max(0.0, (t - 0.55) / 0.45))
        lane *= self.geo.zoom  # the model's lane is in hall pixels
        sx, sy = self.geo.point(at - pull - 1.2 * drop,
                                lane + (self.geo.hw + self.geo.r * 2 - lane) * drop)
        rx, ry = self._rider_xy(seat)
        rider = self.table.riders[seat]
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
        self._blit_rider(surface, seat, (sx, sy), self.geo.frame(at)[4], cb, False, 1 - drop)
        if rider.alpha > 0.02:
            if 0.35 < t < 0.8:
                self._speed_lines(surface, seat, rider, (rx, ry))
            self._blit_rider(surface, seat, (rx, ry), self.geo.frame(rider.at)[4], cb, True,
                             rider.alpha)
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
        field_ = self.geo.infield
        center = field_.center if field_.height >= 110 else ARENA.center
        rect = frame.get_rect(center=center)
        surface.blit(frame, rect)
        if scale >= 1:
            pill = self.art.pill("HAND-SLING!", 16, theme.GOLD)
            surface.blit(pill, pill.get_rect(center=(rect.centerx, rect.top - 2)))
            live = self.app.assets.text("● CAM 2", 11, theme.RED, "bold")
            surface.blit(live, live.get_rect(topleft=(rect.left + 12, rect.top + 10)))

    def _speed_lines(self, surface: pygame.Surface, seat: int, rider: Rider,
                     at: Vec) -> None:
        x, y = at
        _, _, nx, ny, angle = self.geo.frame(rider.at)
        tx, ty = math.cos(math.radians(angle)), -math.sin(math.radians(angle))
        strength = rider.surge
        color = mix(self.wood, (255, 255, 255), 0.3 + 0.5 * strength)
        cyan = mix(self.wood, theme.CYAN, 0.4 + 0.5 * strength)
        for k, (off, length) in enumerate(((-0.7, 2.6), (0.0, 3.6), (0.7, 2.2), (-0.35, 1.6),
                                           (0.35, 1.9))):
            ox, oy = nx * off * self.geo.r, ny * off * self.geo.r
            back = self.geo.r * (1.3 + 0.3 * (k % 2))
            sx, sy = x - tx * back + ox, y - ty * back + oy
            ln = self.geo.r * length * (0.5 + strength)
            pygame.draw.line(surface, cyan if k % 2 else color, (sx, sy),
                             (sx - tx * ln, sy - ty * ln), 2)

    def _name_tag(self, surface: pygame.Surface, seat: int, at: Vec) -> None:
        """The rider to move, named just outside the boards (never over other riders), clear
        of the track's own labels."""
        color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
        image = self.art.pill(self.names[seat], 14, color)
        rect, edge = self._clear_of_labels(image, self.table.riders[seat].at)
        pygame.draw.line(surface, theme.BG_DEEP, (at[0] + 1, at[1] + 1),
                         (edge[0] + 1, edge[1] + 1), 3)
        pygame.draw.line(surface, color, at, edge, 1)
        surface.blit(image, rect)

    def _clear_of_labels(self, image: pygame.Surface, s: float) -> tuple[pygame.Rect, Vec]:
        """Where a tag for the track at `s` goes: outside the boards there, or along them
        (either way) if a fixed label (FINISH, SPRINT...) or a rising sticker stands in the
        way; the labels matter most. Also the point on the boards its pointer goes to."""
        geo = self.geo
        hall = ARENA.inflate(-6, -6)
        stickers = [f.area() for f in self.fx.lane() if isinstance(f, Floater)]
        step = max(1.0, image.get_width() * 0.5 / max(1.0, geo.spacing))
        spots: list[tuple[pygame.Rect, Vec]] = []
        for k in range(17):
            shift = step * ((k + 1) // 2) * (1 if k % 2 else -1)
            x, y, nx, ny, _ = geo.frame(s + shift)
            extent = abs(nx) * image.get_width() / 2 + abs(ny) * image.get_height() / 2
            edge = (x - nx * (geo.hw + 4), y - ny * (geo.hw + 4))
            d = geo.hw + 10 + extent
            rect = image.get_rect(center=(round(x - nx * d), round(y - ny * d)))
            if not hall.contains(rect):
                # No room outside: the infield side of the boards.
                d = geo.hw + self.art.w * 0.6 + extent
                rect.center = (round(x + nx * d), round(y + ny * d))
                edge = (x + nx * (geo.hw + 4), y + ny * (geo.hw + 4))
            spots.append((rect.clamp(hall), edge))
        for blocks in (self._labels + stickers, self._labels):
            for rect, edge in spots:
                if rect.collidelist(blocks) < 0:
                    return rect, edge
        return spots[0]

    def _place_badge(self, surface: pygame.Surface, place: int, at: Vec) -> None:
        r = max(9, round(self.art.w * 0.3))
        cx, cy = round(at[0]), round(at[1])
        pygame.draw.circle(surface, theme.BG_DEEP, (cx + 1, cy + 2), r)
        pygame.draw.circle(surface, PLACE_COLORS[place], (cx, cy), r)
        label = self.app.assets.text(str(place + 1), max(9, r + 1), theme.BG_DEEP, "bold")
        surface.blit(label, label.get_rect(center=(cx, cy)))

    def _draw_stacks(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        back = self.art.stack_back
        for (x, y), count in zip(self.geo.stack_pts, self.table.stacks, strict=True):
            layers = min(5, (count + 7) // 8)
            for i in range(layers):
                surface.blit(back, back.get_rect(center=(round(x - i), round(y - i * 1.5))))
            badge = assets.text(str(count), 13, theme.BG_DEEP, "bold")
            rect = pygame.Rect(0, 0, max(24, badge.get_width() + 10), 18)
            rect.center = (round(x + back.get_width() / 2), round(y + back.get_height() / 2 - 4))
            pygame.draw.rect(surface, theme.GOLD, rect, border_radius=9)
            surface.blit(badge, badge.get_rect(center=rect.center))

    # the preview of a human's card -----------------------------------------------------------

    def _draw_preview_path(self, surface: pygame.Surface, preview: Preview) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        step = 0.34
        s = preview.start + step
        while s < preview.end - 0.05:
            color = theme.INK if s <= preview.land else theme.CYAN
            x, y = self.geo.point(s)
            pygame.draw.circle(surface, theme.BG_DEEP, (round(x) + 1, round(y) + 1), 3)
            pygame.draw.circle(surface, color, (round(x), round(y)), 3)
            s += step
        if preview.times or preview.blue:
            x, y = self.geo.point(preview.land)
            ring = BLUE_SPACE if preview.blue else theme.CYAN
            pygame.draw.circle(surface, ring, (round(x), round(y)), self.geo.r + 6 + pulse * 2, 3)

    def _draw_ghost(self, surface: pygame.Surface, seat: int, preview: Preview, cb: bool,
                    label_only: bool = False) -> None:
        over = preview.end >= self.geo.finish
        end = min(preview.end, self.geo.finish) if over else preview.end
        x, y = self.geo.point(end - (0.5 if over else 0.0))
        if not label_only:
            self._blit_rider(surface, seat, (x, y), self.geo.frame(end)[4], cb,
                             self.table.relief[seat], 0.6)
            pulse = 0.5 + 0.5 * math.sin(self.app.time * 7)
            pygame.draw.circle(surface, theme.GOLD, (round(x), round(y - self.art.w * 0.2)),
                               self.art.w / 2 + 4 + 3 * pulse, 2)
            return
        if over:
            words = "FINISH!"
        elif preview.times:
            words = f"×{preview.times + 1} → {preview.end}"
        else:
            words = f"→ {preview.end}"
        fill = theme.CYAN if preview.times else (theme.GOLD if over else theme.INK)
        image = self.art.pill(words, 15, fill)
        rect, _ = self._clear_of_labels(image, end - (0.5 if over else 0.0))
        surface.blit(image, rect)

    def _draw_side(self, surface: pygame.Surface, cb: bool) -> None:
        assets = self.app.assets
        side = self.geo.side
        day = f"DAY {self.table.day}/{self.days_total}" if self.days_total > 1 else "RACE DAY"
        text(surface, assets, day, 15, theme.CYAN, (side.right - 14, side.top + 13),
             anchor="topright", shadow=False)
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        if self.table.last_round and self.table.phase != "over":
            text(surface, assets, "LAST ROUND", 14, mix(theme.PINK, theme.INK, pulse * 0.4),
                 (side.left + 14, side.top + 38), kind="bold", shadow=False)
        elif self.table.phase != "over":
            text(surface, assets, f"ROUND {self.table.round}", 13, theme.INK_DIM,
                 (side.left + 14, side.top + 39), kind="bold", shadow=False)
        x_pos, x_pts, x_cards = self.hall.cols()
        size = max(12, min(17, self.geo.row_h - 10))
        radius = max(7, min(11, self.geo.row_h // 3))
        two_lines = self.geo.row_h >= 40 and self.days_total > 1 and bool(self.table.placings)
        order = self.table.standing_order()
        targets = self.table.row_targets()
        # Rows still gliding to their new place are drawn last, over the ones at rest.
        drawing = sorted(range(self.table.players),
                         key=lambda s: (abs(self.table.row_pos[s] - targets[s]) > 0.02, s))
        for seat in drawing:
            row = self.geo.row_rect(self.table.row_pos[seat])
            place = order.index(seat)
            if seat == self.table.current:
                glow = mix(theme.PANEL_HI, theme.GOLD, 0.25 * pulse)
                pygame.draw.rect(surface, glow, row, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=6)
            else:
                pygame.draw.rect(surface, (40, 36, 78) if place % 2 else (46, 41, 90), row,
                                 border_radius=6)
            for flash in self.fx.flashes.of(seat):
                strength = 0.5 * flash.left / flash.life
                pygame.draw.rect(surface, mix(theme.PANEL, flash.color, strength), row,
                                 border_radius=6)
            cy = row.centery - (6 if two_lines else 0)
            color = PLACE_COLORS[place] if place < 3 else theme.INK_DIM
            text(surface, assets, str(place + 1), size - 1, color, (row.left + 14, cy),
                 anchor="center", shadow=False)
            token = self.art.token(seat, cb, self.table.relief[seat], radius)
            surface.blit(token, token.get_rect(center=(row.left + 38, cy)))
            name = self.names[seat]
            key = (name, size, x_pos)
            name_size = self._name_sizes.get(key)
            if name_size is None:
                name_size = fit_text(assets, name, size, x_pos - 40 - (row.left + 54), "sans")
                self._name_sizes[key] = name_size
            text(surface, assets, name, name_size, theme.INK, (row.left + 54, cy),
                 anchor="midleft", kind="sans", shadow=False)
            if seat in self.table.crossed:
                pos, pos_color = "FIN", theme.GOLD
            else:
                pos, pos_color = str(self.table.space[seat]), theme.INK
            text(surface, assets, pos, size, pos_color, (x_pos, cy), anchor="midright",
                 shadow=False)
            pts = self.table.today[seat]
            text(surface, assets, str(pts), size, theme.GOLD if pts else theme.INK_FAINT,
                 (x_pts, cy), anchor="midright", shadow=False)
            self._cards_cell(surface, seat, (x_cards, cy), size)
            if two_lines:
                laps = self.table.laps_total[seat]
                days = len(self.table.placings)
                after = f"after day {days}" if days == 1 else f"after {days} days"
                points = self.table.points_total[seat]
                words = (f"{after}: {laps} lap{'s' if laps != 1 else ''} down · {points} pts"
                         if laps else f"{after}: {points} pts")
                text(surface, assets, words, 11, theme.INK_FAINT, (row.left + 54, cy + 15),
                     anchor="midleft", kind="sans", shadow=False)

    def _cards_cell(self, surface: pygame.Surface, seat: int, at: tuple[int, int],
                    size: int) -> None:
        x, y = at
        count = self.table.cards[seat]
        image = self.app.assets.text(str(count), size, theme.INK if count else theme.INK_FAINT,
                                     "bold")
        rect = image.get_rect(midright=(x, y))
        surface.blit(image, rect)
        card = pygame.Rect(0, 0, 11, 15)
        card.midright = (rect.left - 5, y)
        fill = BLACK_CARD if self.table.relief[seat] else GREEN_CARD
        pygame.draw.rect(surface, theme.INK_DIM, card.inflate(2, 2), border_radius=3)
        pygame.draw.rect(surface, fill, card, border_radius=2)

    def _draw_overlay(self, surface: pygame.Surface, overlay: Overlay) -> None:
        t = overlay.elapsed
        shade = self.art.shade
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
        if self.humans and self.director.overlay_clip is not None:
            hint = self.app.assets.text("Enter / click: go on", 12, theme.INK_DIM, "sans")
            surface.blit(hint, hint.get_rect(midtop=(rect.centerx, rect.bottom + 12)))


__all__ = ["Drawing"]
