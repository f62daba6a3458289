"""Drawing the Favoriten table, read only: the still layer, the cannon's recoil, the betting
board's markers and highlights, the horses (candidates' glows, the ghost where a horse would
land, place badges, name tags), the side column (standings, the leader's line, the prompt's
card or the podiums, the dice tray) and the ticker. Nothing here changes what the table shows.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics import DiceTray
from arcade_races.client.physics.render import mix
from arcade_races.client.stage.effects import Effects
from arcade_races.client.stage.motion import ease_out
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.stage.zones import TICKER
from arcade_races.client.views.favoriten.art import PLACE_COLORS, Art
from arcade_races.client.views.favoriten.backdrop import Backdrop
from arcade_races.client.views.favoriten.geometry import Geometry
from arcade_races.client.views.favoriten.model import Horse, Table
from arcade_races.client.views.favoriten.prompts import PASS_OPTION, Prompts
from arcade_races.client.widgets import fit_text, seat_token, text

Color = tuple[int, int, int]
Vec = tuple[float, float]


class Drawing:
    """Draws one table from its geometry, model, art, effects, prompt and ticker."""

    def __init__(self, app: App, geo: Geometry, table: Table, art: Art, backdrop: Backdrop,
                 fx: Effects, tray: DiceTray, prompts: Prompts, ticker: Ticker,
                 names: Sequence[str], points: Sequence[Sequence[int]],
                 key: Hashable = None) -> None:
        self.app, self.geo, self.table, self.art = app, geo, table, art
        self.key = key
        """The table's `GameView.table_key`: its static layer is kept by it (None: not kept)."""
        self.backdrop, self.fx, self.tray = backdrop, fx, tray
        self.prompts, self.ticker = prompts, ticker
        self.names = list(names)
        self.points = [list(column) for column in points]
        self.horses = geo.horses
        self.length = geo.length
        self.players = geo.players
        self.per_seat = geo.per_seat
        self._static: pygame.Surface | None = None
        self._static_cb: bool | None = None
        self._name_sizes: dict[tuple[str, int], int] = {}

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole table."""
        cb = bool(self.app.settings.colour_blind)
        if self._static is None or self._static_cb != cb:
            backdrop = self.backdrop
            self._static = (backdrop.build(cb) if self.key is None else
                            self.app.assets.kept((self.key, "static", cb),
                                                 lambda: backdrop.build(cb)))
            self._static_cb = cb
        surface.blit(self._static, (0, 0))
        if self.table.cannon_kick > 0:
            self._draw_cannon_kick(surface)
        self._draw_board(surface)
        self._draw_horses(surface)
        self.fx.draw(surface, "board")
        if self.fx.confetti is not None:
            self.fx.confetti.draw(surface)
        if self.fx.banner is not None:
            self.fx.banner.draw(surface)
        self._draw_side(surface)
        self.ticker.draw(surface, self.app.assets, TICKER)

    def _draw_cannon_kick(self, surface: pygame.Surface) -> None:
        """While the cannon recoils, draw it over its resting place (grass first)."""
        rect = self.art.cannon.get_rect(center=self.geo.cannon_at(0.0))
        if self._static is not None:
            surface.blit(self._static, rect, rect)
        kick = ease_out(self.table.cannon_kick)
        surface.blit(self.art.cannon, self.art.cannon.get_rect(center=self.geo.cannon_at(kick)))

    def _draw_board(self, surface: pygame.Surface) -> None:
        rect = self.geo.bet_rect
        if self.table.closed > 0:
            self.art.closed_shade.set_alpha(round(255 * self.table.closed))
            surface.blit(self.art.closed_shade, rect.topleft)
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        prompt = self.prompts.current
        row_light: tuple[int, float] | None = None
        if prompt is not None and prompt.mode == "bet":
            choice = prompt.selected
            if choice != PASS_OPTION:
                col = self.geo.col_rects[choice]
                pygame.draw.rect(surface, theme.BG_DEEP, col.inflate(10, 10), 2,
                                 border_radius=12)
                pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, pulse * 0.5),
                                 col.inflate(7, 7), 4, border_radius=11)
                row = self.table.next_row(choice)
                if row < self.geo.rows:
                    row_light = (row, 1.0)
        elif self.table.callout is not None:
            row_light = (self.table.callout[1], min(1.0, self.table.callout[2] / 0.4))
        if row_light is not None:
            row, strength = row_light
            for place in range(1, self.geo.places + 1):
                x, y = self.geo.circle(self.geo.place_column(place), row)
                ring = mix(theme.PINK, theme.GOLD, pulse)
                pygame.draw.circle(surface, ring, (round(x), round(y)), self.geo.circle_r + 3,
                                   max(2, round(3 * strength)))
        r = self.geo.marker_r
        assets = self.app.assets
        for marker in self.table.markers:
            x, y = self.geo.marker_pos(marker.horse, marker.row, marker.place, marker.slide)
            won = marker.place > 0 and marker.slide >= 1.0
            token = self.art.token(marker.seat, r, "won" if won else "lost" if marker.lost else "")
            surface.blit(token, token.get_rect(center=(round(x), round(y))))
            if won:
                # The number in the circle under the marker is what it won.
                column = self.points[marker.place - 1] if marker.place <= len(self.points) else []
                value = column[marker.row] if marker.row < len(column) else 0
                size = max(10, round(r * (1.25 if value < 10 else 1.05)))
                text(surface, assets, str(value), size, theme.INK, (x, y + 1), anchor="center",
                     kind="condensed")
        if prompt is not None and prompt.mode == "bet":
            choice = prompt.selected
            if choice != PASS_OPTION:
                row = self.table.next_row(choice)
                if row < self.geo.rows:
                    token = self.art.token(prompt.seat, r)
                    token.set_alpha(round(120 + 120 * pulse))
                    x, y = self.geo.circle(choice, row)
                    surface.blit(token, token.get_rect(center=(round(x), round(y))))
                    token.set_alpha(255)
                    self._draw_win_callout(surface, choice, row)
        elif self.table.callout is not None:
            self._draw_win_callout(surface, self.table.callout[0], self.table.callout[1])
        if self.table.closed >= 1.0 and self.table.phase not in ("scored", "over"):
            self._draw_closed_stamp(surface)

    def _draw_win_callout(self, surface: pygame.Surface, h: int, row: int) -> None:
        """What a marker in `row` of horse `h` would win in each place."""
        assets = self.app.assets
        parts = []
        for place in range(1, self.geo.places + 1):
            column = self.points[place - 1] if place - 1 < len(self.points) else []
            parts.append(str(column[row] if row < len(column) else 0))
        words = " / ".join(parts)
        label = assets.text(words, 15, theme.BG_DEEP, "bold")
        box = pygame.Rect(0, 0, label.get_width() + 16, label.get_height() + 6)
        col = self.geo.col_rects[h]
        box.midbottom = (col.centerx, col.top - 4)
        box.clamp_ip(TABLE.inflate(-8, -8))
        pygame.draw.rect(surface, theme.BG_DEEP, box.move(2, 3), border_radius=8)
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=8)
        tip = [(col.centerx - 6, box.bottom - 1), (col.centerx + 6, box.bottom - 1),
               (col.centerx, box.bottom + 5)]
        pygame.draw.polygon(surface, theme.GOLD, tip)
        surface.blit(label, label.get_rect(center=box.center))

    def _draw_closed_stamp(self, surface: pygame.Surface) -> None:
        geo = self.geo
        first, last = geo.col_rects[0], geo.col_rects[len(self.horses) - 1]
        area = pygame.Rect(first.left, first.top + geo.bet_header, last.right - first.left,
                           first.height - geo.bet_header)
        stamp = self.art.stamp(area.height)
        surface.blit(stamp, stamp.get_rect(center=(area.centerx,
                                                   round(area.top + area.height * 0.64))))

    def _draw_horses(self, surface: pygame.Surface) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        horses = self.table.horse
        order = sorted(range(len(self.horses)),
                       key=lambda i: (horses[i].moving,
                                      self.geo.horse_pos(i, horses[i].at, horses[i].lane,
                                                         horses[i].place)[1]))
        glow = self.art.glow
        for h, horse in enumerate(horses):
            if horse.moving:
                # The moving horse in a spotlight that travels with it along the sand.
                x, y = self.geo.horse_pos(h, horse.at, horse.lane, horse.place)
                spot = self.art.spot
                surface.blit(spot, spot.get_rect(center=(round(x), round(y))),
                             special_flags=pygame.BLEND_RGB_ADD)
        for h in self.table.candidates:
            horse = self.table.horse[h]
            x, y = self.geo.horse_pos(h, horse.at, horse.lane, horse.place)
            focused = h == self.table.focus
            image = self.art.focus_glow if focused else glow
            image.set_alpha(round(150 + 105 * pulse) if focused else 210)
            surface.blit(image, image.get_rect(center=(round(x), round(y - self.geo.tok_h * 0.2))))
            ring = pygame.Rect(0, 0, round(self.geo.tok_w * 1.05), round(self.geo.tok_h * 0.55))
            ring.center = (round(x), round(y + self.geo.tok_h * 0.38))
            color = mix(theme.GOLD, theme.INK, pulse) if focused else theme.GOLD
            pygame.draw.ellipse(surface, color, ring, 3 if focused else 2)
        if self.table.ghost is not None:
            self._draw_ghost(surface, *self.table.ghost)
        for h in order:
            self._draw_horse(surface, h)
        if self.table.ghost is not None:
            self._draw_ghost_tag(surface, *self.table.ghost)
        for h in order:
            horse = self.table.horse[h]
            if horse.place and horse.at >= self.length + 1:
                self._draw_place_badge(surface, h)
        if self.table.focus is not None and self.table.ghost is None and (
                self.table.candidates or self.table.horse[self.table.focus].moving):
            h = self.table.focus
            horse = self.table.horse[h]
            x, y = self.geo.horse_pos(h, horse.at, horse.lane, horse.place)
            direction = (1.0, 0.0) if horse.at > self.length else self.geo.dir(h, horse.at)
            self._blit_ahead(surface, self.art.tag(h, self.horses[h].upper()),
                             (x, y - horse.lift), direction)

    def _draw_horse(self, surface: pygame.Surface, h: int) -> None:
        horse = self.table.horse[h]
        x, y = self.geo.horse_pos(h, horse.at, horse.lane, horse.place)
        surface.blit(self.art.shadow, self.art.shadow.get_rect(center=(round(x),
                                                                 round(y + self.geo.tok_h * 0.4))))
        angle = self.facing(h, horse)
        angle += -horse.tilt if abs(angle) > 90 else horse.tilt
        if horse.place == 1 and horse.at >= self.length + 1:
            angle += 15  # leaning back in the deck chair
        angle = (angle + 180) % 360 - 180
        image = self.art.sprite(h, int(round(angle / 5) * 5))
        surface.blit(image, image.get_rect(center=(round(x), round(y - horse.lift
                                                                   - self.geo.tok_h * 0.12))))

    def facing(self, h: int, horse: Horse) -> float:
        """The sprite's turn: along the lane, like a token on a printed board (a horse heading
        left is mirrored rather than turned upside down)."""
        if horse.at > self.length:
            return 180.0 if self.geo.dir(h, self.length)[0] < -0.2 else 0.0
        dx, dy = self.geo.dir(h, horse.at)
        return math.degrees(math.atan2(-dy, dx))

    def _ghost_spot(self, h: int, target: int) -> tuple[Vec, float, bool]:
        """Where horse `h` would land on space `target` (the deck chair if it finishes), the
        way it would face there, and whether it finishes."""
        horse = self.table.horse[h]
        finishing = target >= self.length
        at = self.length + 1.0 if finishing else float(target)
        place = self.table.next_place() if finishing else 0
        # "After the first round" a horse switches lane as it moves (rulebook, The Race).
        lane = round(horse.lane) if self.table.round <= 1 else 1 - round(horse.lane)
        pos = self.geo.horse_pos(h, at, lane, place)
        dx, dy = self.geo.dir(h, min(at, float(self.length)))
        angle = 0.0 if finishing else math.degrees(math.atan2(-dy, dx))
        return pos, (angle + 180) % 360 - 180, finishing

    def _draw_ghost(self, surface: pygame.Surface, h: int, target: int) -> None:
        (x, y), angle, _ = self._ghost_spot(h, target)
        image = self.art.ghost(h, int(round(angle / 5) * 5))
        surface.blit(image, image.get_rect(center=(round(x), round(y - self.geo.tok_h * 0.12))))

    def _draw_ghost_tag(self, surface: pygame.Surface, h: int, target: int) -> None:
        """"RED → 14" just ahead of the ghost, along its lane (its own lane is clear)."""
        (x, y), _, finishing = self._ghost_spot(h, target)
        name = self.horses[h].upper()
        tag = self.art.tag(h, f"{name} → HOME!" if finishing else f"{name} → {target}")
        self._blit_ahead(surface, tag, (x, y),
                         (1.0, 0.0) if finishing else self.geo.dir(h, float(target)))

    def _blit_ahead(self, surface: pygame.Surface, tag: pygame.Surface, at: Vec,
                    direction: Vec) -> None:
        """Blit a horse's tag just ahead of `at` along `direction`, kept on the table."""
        dx, dy = direction
        reach = self.geo.tok_w * 0.45 + (abs(dx) * tag.get_width() + abs(dy) * tag.get_height()) / 2
        rect = tag.get_rect(center=(round(at[0] + dx * reach), round(at[1] + dy * reach - 2)))
        surface.blit(tag, rect.clamp(TABLE.inflate(-8, -8)))

    def _draw_place_badge(self, surface: pygame.Surface, h: int) -> None:
        horse = self.table.horse[h]
        x, y = self.geo.horse_pos(h, horse.at, horse.lane, horse.place)
        r = max(8, round(self.geo.tok_h * 0.32))
        color = PLACE_COLORS[min(horse.place, 5) - 1]
        cx, cy = round(x - self.geo.tok_w * 0.45), round(y - self.geo.tok_h * 0.45)
        pygame.draw.circle(surface, theme.BG_DEEP, (cx + 1, cy + 2), r)
        pygame.draw.circle(surface, color, (cx, cy), r)
        pygame.draw.circle(surface, theme.BG_DEEP, (cx, cy), r, 2)
        label = self.app.assets.text(str(horse.place), max(10, round(r * 1.2)), theme.BG_DEEP,
                                     "bold")
        surface.blit(label, label.get_rect(center=(cx, cy + 1)))

    # the side panel ------------------------------------------------------------------------

    def _draw_side(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        side = self.geo.side
        cb = bool(self.app.settings.colour_blind)
        race = f"RACE {self.table.race_no}/{self.table.races_total}"
        text(surface, assets, race, 16, theme.CYAN, (side.right - 14, side.top + 11),
             anchor="topright", shadow=False)
        if self.table.round:
            text(surface, assets, f"ROUND {self.table.round}", 12, theme.INK_DIM,
                 (side.right - 14, side.top + 31), anchor="topright", shadow=False)
        x_markers, xs, x_total = self.geo.columns(self.table.races_total)
        size = max(12, min(16, self.geo.row_h - 10))
        radius = max(6, min(10, self.geo.row_h // 3))
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for seat in range(self.players):
            row = self.geo.row_rect(seat)
            if seat == self.table.current and self.table.phase == "bet":
                pygame.draw.rect(surface, mix(theme.PANEL_HI, theme.GOLD, 0.25 * pulse), row,
                                 border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=6)
            elif seat % 2:
                pygame.draw.rect(surface, (40, 36, 78), row, border_radius=6)
            for flash in self.fx.flashes.of(seat):
                pygame.draw.rect(surface, mix(theme.PANEL, flash.color, 0.5 * flash.strength),
                                 row, border_radius=6)
            seat_token(surface, assets, seat, (row.left + 13, row.centery), radius, cb)
            name = self.names[seat]
            key = (name, size)
            name_size = self._name_sizes.get(key)
            if name_size is None:
                name_size = fit_text(assets, name, size, x_markers - row.left - 32, "sans")
                self._name_sizes[key] = name_size
            text(surface, assets, name, name_size, theme.INK, (row.left + 27, row.centery),
                 anchor="midleft", kind="sans", shadow=False)
            if seat == self.table.leader:
                crown = self.art.small_crown
                surface.blit(crown, crown.get_rect(midbottom=(row.left + 13,
                                                              row.centery - radius + 5)))
            self._draw_pips(surface, seat, row)
            self._draw_points(surface, seat, row, xs, x_total, size)
        self._draw_leader_line(surface)
        deciding = self.prompts.current is not None
        # Below the odds board the card covers the tray while a human decides (its title says
        # the roll), and the podiums give the tray its room.
        shared = self.geo.card_over_tray
        if deciding:
            self.prompts.draw(surface)
        elif self.table.finishes and self.geo.card_rect.height >= 44 and not shared:
            self._draw_podiums(surface)
        if not (shared and deciding):
            self.tray.draw(surface)
            if not self.tray.dice:
                leader = self.table.leader
                words = (f"{self.names[leader]}'s die" if 0 <= leader < self.players
                         else "the die waits for the leader")
                text(surface, assets, words, 14, theme.INK_DIM, self.geo.tray_rect.center,
                     anchor="center", kind="sans", shadow=False)
        self.fx.draw(surface, "side")

    def _draw_pips(self, surface: pygame.Surface, seat: int, row: pygame.Rect) -> None:
        color = theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]
        left = self.table.markers_left[seat]
        void = self.table.closed >= 1.0
        r = 5 if self.per_seat <= 3 else 4
        for i in range(self.per_seat):
            x, y = self.geo.pip_pos(seat, i)
            at = (round(x), round(y))
            if i < left and not void:
                pygame.draw.circle(surface, color, at, r)
                pygame.draw.circle(surface, theme.INK, at, r, 1)
            elif i < left:
                pygame.draw.circle(surface, theme.INK_FAINT, at, r, 1)
                pygame.draw.line(surface, theme.INK_FAINT, (x - 3, y - 3), (x + 3, y + 3), 1)
            else:
                pygame.draw.circle(surface, mix(theme.PANEL, color, 0.45), at, r, 1)

    def _draw_points(self, surface: pygame.Surface, seat: int, row: pygame.Rect, xs: list[int],
                     x_total: int, size: int) -> None:
        assets = self.app.assets
        races = self.table.races_total
        current = self.table.race_no - 1
        history = self.table.history
        for i, x in enumerate(xs):
            race = i if len(xs) > 1 else current
            if race < len(history) and (race != current or self.table.race_shown is None):
                value = history[race][seat] if seat < len(history[race]) else 0
                words, color = str(value), theme.INK if value else theme.INK_FAINT
            elif race == current and self.table.race_shown is not None:
                value = round(self.table.race_shown[seat])
                words, color = str(value), theme.GOLD if value else theme.INK_FAINT
            else:
                words, color = "–", theme.INK_FAINT
            if race < races:
                text(surface, assets, words, size - 1, color, (x, row.centery),
                     anchor="midright", kind="bold", shadow=False)
        total = round(self.table.shown_totals[seat])
        text(surface, assets, str(total), size + 1, theme.GOLD if total else theme.INK_DIM,
             (x_total, row.centery), anchor="midright", shadow=False)

    def _draw_leader_line(self, surface: pygame.Surface) -> None:
        if not 0 <= self.table.leader < self.players:
            return
        assets = self.app.assets
        y = self.geo.lead_y
        x = self.geo.side.left + 16
        crown = self.art.small_crown
        surface.blit(crown, crown.get_rect(midleft=(x, y)))
        doing = {"bet": "leads: bets are open", "roll": "rolls the die",
                 "move": "picks a horse", "scored": "led the last round",
                 "over": "led the last round"}.get(self.table.phase, "leads")
        if self.table.phase == "move" and self.tray.dice:
            doing = f"rolled a {self.tray.dice[0].value} and picks a horse"
        words = f"{self.names[self.table.leader]} {doing}"
        size = fit_text(assets, words, 15, self.geo.side.width - 50, "sans")
        text(surface, assets, words, size, theme.INK_DIM, (x + 20, y), anchor="midleft",
             kind="sans", shadow=False)

    def _draw_podiums(self, surface: pygame.Surface) -> None:
        """The first three of every race so far, newest last, as many as fit."""
        assets = self.app.assets
        rect = self.geo.card_rect
        text(surface, assets, "PODIUMS", 11, theme.INK_FAINT, (rect.left + 6, rect.top + 2),
             kind="bold", shadow=False)
        line = 24
        fit = max(0, (rect.height - 18) // line)
        first = max(0, len(self.table.finishes) - fit)
        for i, order in enumerate(self.table.finishes[first:], start=first):
            y = rect.top + 18 + (i - first) * line + line // 2
            text(surface, assets, f"R{i + 1}", 13, theme.INK_DIM, (rect.left + 8, y),
                 anchor="midleft", shadow=False)
            x = rect.left + 34
            for place, h in enumerate(order[:5], start=1):
                tag = self.art.tag(h, f"{place} {self.horses[h]}", 12)
                if x + tag.get_width() > rect.right - 4:
                    break
                surface.blit(tag, tag.get_rect(midleft=(x, y)))
                x += tag.get_width() + 4


__all__ = ["Drawing"]
