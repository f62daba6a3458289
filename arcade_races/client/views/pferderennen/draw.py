"""Drawing the Pferderennen table: read only, from the model, the effects layer and the ticker.

What never moves (the stage, the felt, lanes, slots, plaques, panel frames) is drawn once into
a static layer (again when colour-blind mode changes); every frame then adds the track cards,
the pile and the dealer's discards, the aces with their riders, the decorations, the hurdle's
spotlight, the tote board and the ticker. Drawing changes nothing in the model.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics.render import darken, felt_tray, mix
from arcade_races.client.stage.effects import Effects, signed
from arcade_races.client.stage.motion import unit
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.stage.zones import TICKER
from arcade_races.client.views.pferderennen.art import PLACE_COLORS, Art
from arcade_races.client.views.pferderennen.geometry import RAIL, Geometry
from arcade_races.client.views.pferderennen.model import Slot, Table
from arcade_races.client.widgets import fit_text, panel, text

Color = tuple[int, int, int]
Vec = tuple[float, float]


class Drawing:
    """Draws one table. `felt`, `rail` and `ink` are the board's colours, `title` its name."""

    def __init__(self, app: App, geo: Geometry, table: Table, art: Art, fx: Effects,
                 ticker: Ticker, names: list[str], units: str, *, felt: Color, rail: Color,
                 ink: Color, title: str, key: Hashable = None) -> None:
        self.app, self.geo, self.table, self.art = app, geo, table, art
        self.key = key
        """The table's `GameView.table_key`: its static layer is kept by it (None: not kept)."""
        self.fx, self.ticker = fx, ticker
        self.names, self.units = names, units
        self.felt, self.rail, self.ink, self.title = felt, rail, ink, title
        self._static: pygame.Surface | None = None
        self._static_cb: bool | None = None
        self._ticker_fits: dict[tuple[str, int, str], int] = {}

    def table_and_tote(self, surface: pygame.Surface, prompting: bool = False) -> None:
        """Everything but a human's prompt (a ribbon still up is not drawn while one is open:
        the prompt is what the player reads)."""
        cb = self.app.settings.colour_blind
        if self._static is None or self._static_cb != cb:
            self._static = (self._build_static() if self.key is None else
                            self.app.assets.kept((self.key, "static", cb), self._build_static))
            self._static_cb = cb
        surface.blit(self._static, (0, 0))
        table = self.table
        self._draw_track(surface)
        self._draw_pile(surface)
        self._draw_aces(surface, skip=table.spot_suit if table.dim > 0 else None)
        self.fx.draw(surface, "board")
        if table.dim > 0:
            self._draw_spotlight(surface)
        if self.fx.confetti is not None:
            self.fx.confetti.draw(surface)
        if self.fx.banner is not None and not prompting:
            self.fx.banner.draw(surface)
        self._draw_tote(surface)
        self.ticker.draw(surface, self.app.assets, TICKER, fits=self._ticker_fits)

    # -- what never moves ------------------------------------------------------------------

    def _build_static(self) -> pygame.Surface:
        """The stage, the table, lanes, slots, the plaques and the panel frames."""
        geo, assets = self.geo, self.app.assets
        surf = pygame.Surface(theme.CANVAS).convert()
        w, h = theme.CANVAS
        for y in range(0, h, 4):
            surf.fill(mix(theme.BG, theme.BG_DEEP, y / h), (0, y, w, 4))
        felt, rail = self.felt, self.rail
        tray = assets.kept(("felt_tray", TABLE.size, RAIL, felt, rail),
                            lambda: felt_tray(TABLE.size, RAIL, felt, rail))
        surf.blit(tray, TABLE.topleft)
        lanes = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        for suit in geo.suits:
            self._draw_lane(lanes, suit)
        surf.blit(lanes, (0, 0))
        badges = geo.badges_fit()
        for suit in geo.suits:
            self._draw_lane_marks(surf, suit, badges)
        slots = pygame.Surface(theme.CANVAS, pygame.SRCALPHA)
        for k, point in enumerate(geo.track_pts):
            self._slot_outline(slots, point, str(k + 1))
        self._slot_outline(slots, geo.pile_pt, "")
        self._slot_outline(slots, geo.dealer_pt, "")
        surf.blit(slots, (0, 0))
        label = max(11, min(16, geo.card_h // 5))
        for point, words in ((geo.pile_pt, "PILE"), (geo.dealer_pt, "DEALER")):
            text(surf, assets, words, label, self.ink,
                 (point[0], point[1] - geo.card_h / 2 - 4), anchor="midbottom", kind="condensed")
        # The title on a brass plaque on the top rail.
        plaque_text = assets.text(self.title.upper(), 17, (60, 36, 14), "condensed")
        plaque = pygame.Rect(0, 0, plaque_text.get_width() + 40, 26)
        plaque.center = (TABLE.centerx, TABLE.top + 10)
        pygame.draw.rect(surf, (0, 0, 0), plaque.move(2, 3), border_radius=8)
        pygame.draw.rect(surf, (214, 170, 84), plaque, border_radius=8)
        pygame.draw.rect(surf, (250, 218, 140), plaque.inflate(-4, -4), 1, border_radius=6)
        surf.blit(plaque_text, plaque_text.get_rect(center=plaque.center))
        # The tote board and ticker frames.
        panel(surf, geo.side, theme.PANEL, theme.PANEL_EDGE, radius=14, alpha=240)
        panel(surf, TICKER, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=235)
        badge = pygame.Rect(TICKER.left + 10, TICKER.top + 10, 86, 22)
        pygame.draw.rect(surf, theme.PINK, badge, border_radius=6)
        text(surf, assets, "DEALER", 14, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        text(surf, assets, "● ON AIR", 12, theme.RED, (badge.centerx, badge.bottom + 12),
             anchor="center", kind="bold", shadow=False)
        self._draw_tote_frame(surf)
        return surf

    def _draw_lane(self, layer: pygame.Surface, suit: str) -> None:
        samples = self.geo.lane_samples(suit)
        half = self.geo.band
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

    def _badge(self, surf: pygame.Surface, suit: str, at: Vec, strength: float) -> None:
        """A round badge with the suit's symbol; faint (a watermark) when `strength` < 1."""
        r = self.geo.badge_radius
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
        geo = self.geo
        points = geo.lanes[suit]
        half = geo.band
        ink = self.ink
        # Step marks at the lane's edges.
        for k in range(1, geo.n + 1):
            x, y = points[k]
            dx, dy = geo.lane_dir(suit, k)
            nx, ny = -dy, dx
            for side in (-1, 1):
                ex, ey = x + nx * half * side, y + ny * half * side
                pygame.draw.line(surf, mix(ink, self.felt, 0.35),
                                 (ex - nx * 6 * side, ey - ny * 6 * side), (ex, ey), 2)
        # The starting box and its gate.
        x0, y0 = points[0]
        d0 = geo.lane_dir(suit, 0)
        box = pygame.Rect(0, 0, geo.card_w + 10, geo.card_h + 10)
        box.center = (round(x0), round(y0))
        pygame.draw.rect(surf, mix(self.felt, ink, 0.35), box, 2, border_radius=8)
        gx, gy = x0 + d0[0] * (geo.card_w / 2 + 9), y0 + d0[1] * (geo.card_w / 2 + 9)
        nx, ny = -d0[1], d0[0]
        a = (gx - nx * half, gy - ny * half)
        b = (gx + nx * half, gy + ny * half)
        pygame.draw.line(surf, (236, 236, 236), a, b, 4)
        for px, py in (a, b):
            pygame.draw.circle(surf, theme.BG_DEEP, (px + 1, py + 2), 5)
            pygame.draw.circle(surf, theme.INK, (px, py), 5)
        if badge:
            self._badge(surf, suit, geo.badge_point(suit), 1.0)
        self._badge(surf, suit, points[-1], 0.3)
        # The chequered finish line between the last card's step and the finish.
        (mx, my), (dx, dy) = geo.finish_line(suit)
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
        geo = self.geo
        rect = pygame.Rect(0, 0, geo.card_w + 4, geo.card_h + 4)
        rect.center = (round(point[0]), round(point[1]))
        radius = max(3, geo.card_w // 8)
        pygame.draw.rect(layer, (0, 0, 0, 55), rect, border_radius=radius)
        pygame.draw.rect(layer, (*self.ink, 90), rect, 2, border_radius=radius)
        if label:
            image = self.app.assets.text(label, max(12, geo.card_h // 3), self.ink, "condensed")
            image = image.copy()
            image.set_alpha(110)
            layer.blit(image, image.get_rect(center=rect.center))

    # -- the cards and the aces ------------------------------------------------------------

    def _draw_track(self, surface: pygame.Surface) -> None:
        table = self.table
        for k, slot in enumerate(table.slots):
            if not slot.laid or slot.incoming or (table.dim > 0 and table.spot == k):
                continue
            self._blit_slot(surface, k, slot)

    def _blit_slot(self, surface: pygame.Surface, k: int, slot: Slot) -> None:
        art = self.art
        image = art.face(slot.face) if slot.showing_face and slot.face else art.back
        x, y = self.geo.track_pts[k]
        if slot.shiver > 0:
            x += math.sin(slot.shiver * 70) * 2.5 * slot.shiver
        scale = 1.0 + slot.lift
        if slot.squash != 1.0 or scale != 1.0:
            w, h = image.get_size()
            image = pygame.transform.smoothscale(
                image, (max(1, round(w * slot.squash * scale)), max(1, round(h * scale))))
        else:
            surface.blit(art.shadow, art.shadow.get_rect(center=(round(x) + 2, round(y) + 4)))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))

    def _draw_pile(self, surface: pygame.Surface) -> None:
        geo, art, table = self.geo, self.art, self.table
        x, y = geo.pile_pt
        count = table.pile_count
        layers = min(6, (count + 7) // 8)
        if count > 0:
            surface.blit(art.shadow, art.shadow.get_rect(center=(round(x) + 2, round(y) + 5)))
        for i in range(layers):
            surface.blit(art.back, art.back.get_rect(center=(round(x - i * 1.2),
                                                             round(y - i * 1.6))))
        badge = self.app.assets.text(str(count), 15, theme.BG_DEEP, "bold")
        rect = pygame.Rect(0, 0, max(26, badge.get_width() + 12), 20)
        rect.center = (round(x + geo.card_w / 2 - 2), round(y + geo.card_h / 2 - 4))
        pygame.draw.rect(surface, theme.GOLD, rect, border_radius=10)
        pygame.draw.rect(surface, theme.BG_DEEP, rect, 2, border_radius=10)
        surface.blit(badge, badge.get_rect(center=rect.center))
        # The dealer's spot: the last few cards turned, fanned a little.
        dx, dy = geo.dealer_pt
        shown = table.discard[-3:]
        first = len(table.discard) - len(shown)
        for i, card in enumerate(shown):
            image = art.discard(card, first + i)
            surface.blit(image, image.get_rect(center=(round(dx), round(dy))))

    def _draw_aces(self, surface: pygame.Surface, skip: str | None = None) -> None:
        table, geo, glow = self.table, self.geo, self.art.lead_glow
        leader = table.leader()
        if leader is not None and table.winner is None and not table.void:
            x, y = geo.lane_point(leader, table.aces[leader].at)
            surface.blit(glow, glow.get_rect(center=(round(x), round(y))))
        if table.winner is not None:
            x, y = geo.lane_point(table.winner, table.aces[table.winner].at)
            pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
            surface.blit(glow, glow.get_rect(center=(round(x), round(y - 2 * pulse))))
        order = sorted(geo.suits, key=lambda s: (table.aces[s].moving, table.aces[s].lift))
        for suit in order:
            if suit != skip:
                self._draw_ace(surface, suit)

    def _draw_ace(self, surface: pygame.Surface, suit: str) -> None:
        table, geo, art = self.table, self.geo, self.art
        cb = self.app.settings.colour_blind
        ace = table.aces[suit]
        x, y = geo.lane_point(suit, ace.at)
        x += ace.shake
        lift = ace.lift
        shadow = art.shadow
        surface.blit(shadow, shadow.get_rect(center=(round(x + 3 + lift * 0.3),
                                                     round(y + 5 + lift * 0.5))))
        image = art.tilted_ace(suit, ace.tilt)
        cx, cy = round(x), round(y - lift)
        surface.blit(image, image.get_rect(center=(cx, cy)))
        if ace.flash > 0:
            art.hit.set_alpha(round(200 * ace.flash))
            surface.blit(art.hit, art.hit.get_rect(center=(cx, cy)))
        # The backers ride along on top of their ace.
        radius = geo.chip_radius
        for seat in table.backers(suit):
            px, py = geo.rider_pos(suit, seat, (cx, cy), table.bets)
            token = art.token(seat, radius, cb)
            surface.blit(token, token.get_rect(center=(round(px), round(py))))
        if table.order and table.winner is not None and suit in table.order:
            place = table.order.index(suit)
            if place < 3:
                self._place_badge(surface, place, (cx - geo.card_w / 2, cy + geo.card_h / 2))

    def _place_badge(self, surface: pygame.Surface, place: int, at: Vec) -> None:
        r = max(9, self.geo.card_w // 5)
        color = PLACE_COLORS[min(place, len(PLACE_COLORS) - 1)]
        cx, cy = round(at[0] + 2), round(at[1] - 2)
        pygame.draw.circle(surface, theme.BG_DEEP, (cx + 1, cy + 2), r)
        pygame.draw.circle(surface, color, (cx, cy), r)
        pygame.draw.circle(surface, theme.BG_DEEP, (cx, cy), r, 2)
        label = self.app.assets.text(str(place + 1), max(10, r), theme.BG_DEEP, "bold")
        surface.blit(label, label.get_rect(center=(cx, cy)))

    def _draw_spotlight(self, surface: pygame.Surface) -> None:
        """A hurdle's moment: the table dims and a light falls on the card and its ace."""
        table, geo, art = self.table, self.geo, self.art
        art.shade.set_alpha(round(165 * table.dim))
        surface.blit(art.shade, TABLE.topleft)
        centres: list[Vec] = []
        if table.spot is not None and 0 <= table.spot < table.n:
            centres.append(geo.track_pts[table.spot])
        if table.spot_suit is not None:
            centres.append(geo.lane_point(table.spot_suit, table.aces[table.spot_suit].at))
        for cx, cy in centres:
            surface.blit(art.light, art.light.get_rect(center=(round(cx), round(cy))),
                         special_flags=pygame.BLEND_ADD)
        if table.spot is not None and 0 <= table.spot < table.n and table.slots[table.spot].laid:
            self._blit_slot(surface, table.spot, table.slots[table.spot])
        if table.spot_suit is not None:
            self._draw_ace(surface, table.spot_suit)

    # -- the tote board --------------------------------------------------------------------

    def _draw_tote_frame(self, surf: pygame.Surface) -> None:
        geo, assets = self.geo, self.app.assets
        side = geo.side
        text(surf, assets, "TOTE BOARD", 22, theme.GOLD, (side.left + 14, side.top + 8),
             kind="condensed")
        y = geo.rows_top - 16
        small = 11
        x_bet, x_race, x_total = geo.columns()
        text(surf, assets, "BET", small, theme.INK_FAINT, (x_bet, y), kind="bold", shadow=False)
        race_label = "SIPS" if self.units == "sips" else "RACE"
        text(surf, assets, race_label, small, theme.INK_FAINT, (x_race, y), anchor="topright",
             kind="bold", shadow=False)
        if geo.races > 1:
            text(surf, assets, "TOTAL", small, theme.INK_FAINT, (x_total, y), anchor="topright",
                 kind="bold", shadow=False)
        pygame.draw.line(surf, theme.PANEL_EDGE, (side.left + 10, geo.rows_top - 3),
                         (side.right - 10, geo.rows_top - 3), 1)
        if geo.pools_rect is not None:
            rect = geo.pools_rect
            text(surf, assets, "POOLS", 11, theme.INK_FAINT, (rect.left + 2, rect.top - 2),
                 kind="bold", shadow=False)

    def _draw_tote(self, surface: pygame.Surface) -> None:
        geo, table, assets = self.geo, self.table, self.app.assets
        side = geo.side
        cb = self.app.settings.colour_blind
        race = f"RACE {table.race_no}/{table.races}"
        text(surface, assets, race, 15, theme.CYAN, (side.right - 14, side.top + 13),
             anchor="topright", shadow=False)
        if table.races > 1 and table.history:
            x = text(surface, assets, "WON", 11, theme.INK_FAINT, (side.left + 14, side.top + 40),
                     kind="bold", shadow=False).right + 6
            for winner in table.history[-9:]:
                symbol = theme.SUIT_SYMBOLS.get(winner or "", "–")
                color = theme.SUIT_COLORS.get(winner or "", theme.INK_FAINT)
                img = assets.text(symbol, 14, color, "bold")
                surface.blit(img, (x, side.top + 37))
                x += img.get_width() + 4
        x_bet, x_race, x_total = geo.columns()
        size = max(11, min(17, geo.row_h - 8))
        radius = max(6, min(11, geo.row_h // 3))
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for seat in range(table.players):
            row = geo.row_rect(seat)
            if seat == table.current:
                glow = mix(theme.PANEL_HI, theme.GOLD, 0.25 * pulse)
                pygame.draw.rect(surface, glow, row, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=6)
            elif seat % 2:
                pygame.draw.rect(surface, (40, 36, 78), row, border_radius=6)
            for flash in self.fx.flashes.of(seat):
                strength = 0.5 * flash.left / flash.life
                pygame.draw.rect(surface, mix(theme.PANEL, flash.color, strength), row,
                                 border_radius=6)
            token = self.art.token(seat, radius, cb)
            surface.blit(token, token.get_rect(center=(row.left + 14, row.centery)))
            name = self.names[seat]
            width = x_bet - row.left - 36
            name_size = self.art.name_sizes.get(
                (name, size, width), lambda key: fit_text(assets, key[0], key[1], key[2], "sans"))
            text(surface, assets, name, name_size, theme.INK, (row.left + 28, row.centery),
                 anchor="midleft", kind="sans", shadow=False)
            self._draw_bet_cell(surface, seat, (x_bet, row.centery), size)
            if table.sips_left.get(seat):
                self._draw_sips_left(surface, seat, row)
            elif table.pay_shown[seat]:
                amount = table.race_pay[seat]
                color = theme.GREEN if amount > 0 else (theme.RED if amount < 0 else
                                                        theme.INK_DIM)
                text(surface, assets, signed(amount), size, color, (x_race, row.centery),
                     anchor="midright", shadow=False)
            if geo.races > 1:
                total = table.totals[seat]
                color = theme.GOLD if total > 0 else (theme.RED if total < 0 else theme.INK_DIM)
                text(surface, assets, signed(total), size, color, (x_total, row.centery),
                     anchor="midright", shadow=False)
        if geo.pools_rect is not None:
            self._draw_pools(surface, geo.pools_rect)
        if self.fx.lane("tote"):
            clip = surface.get_clip()
            surface.set_clip(geo.tote_clip())
            self.fx.draw(surface, "tote")
            surface.set_clip(clip)

    def _draw_bet_cell(self, surface: pygame.Surface, seat: int, at: tuple[int, int],
                       size: int) -> None:
        table, assets = self.table, self.app.assets
        x, y = at
        if not table.chosen[seat]:
            if seat == table.current and table.phase == "bet":
                dots = "." * (1 + int(self.app.time * 3) % 3)
                text(surface, assets, "betting" + dots, size - 2, theme.GOLD, (x, y),
                     anchor="midleft", kind="sans", shadow=False)
            else:
                text(surface, assets, "–", size, theme.INK_FAINT, (x, y), anchor="midleft",
                     shadow=False)
            return
        bet = table.bets[seat]
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
        left = self.table.sips_left.get(seat, 0)
        glass = self.art.small_glass
        x_race = self.geo.columns()[1]
        label = self.app.assets.text(f"×{left}", max(11, min(16, self.geo.row_h - 8)),
                                     theme.ORANGE, "bold")
        surface.blit(label, label.get_rect(midright=(x_race, row.centery)))
        surface.blit(glass, glass.get_rect(midright=(x_race - label.get_width() - 3,
                                                     row.centery)))

    def _draw_pools(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        table, assets = self.table, self.app.assets
        width = rect.width // len(table.suits)
        for i, suit in enumerate(table.suits):
            cell = pygame.Rect(rect.left + i * width + 2, rect.top + 10, width - 4,
                               rect.height - 10)
            backers = [b for s, b in enumerate(table.bets) if table.chosen[s] and b is not None
                       and b[0] == suit]
            total = sum(b[1] for b in backers)
            hot = table.winner == suit
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


__all__ = ["Drawing"]
