"""Drawing the Crazy Race table, read only: the board layer (the printed board with the laid
cards, the piles and the resting dice, redrawn only where something changed), the cards
stretching, the pawns, the players' panels, the reveal, the effects lanes and the ticker.

Nothing here changes what the table shows; the caches are of pictures only.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics import DiceTray
from arcade_races.client.physics.render import darken, lighten, mix
from arcade_races.client.stage.effects import Effects
from arcade_races.client.stage.motion import ease_in_out, ease_out, ease_out_back, hop
from arcade_races.client.stage.motion import lerp_point as lerp
from arcade_races.client.stage.ticker import Ticker
from arcade_races.client.stage.zones import STAGE as BOARD
from arcade_races.client.stage.zones import TICKER
from arcade_races.client.views.crazy_race.art import (
    CARD_CREAM,
    PAWN_HEIGHT,
    PLACE_METALS,
    PLAIN_METAL,
    STAMPS,
    Art,
    ink_on,
    ordinal,
    render_bet_face,
    render_piece_card,
)
from arcade_races.client.views.crazy_race.geometry import Layout, pixel
from arcade_races.client.views.crazy_race.model import Morph, Reveal, Spot, Table
from arcade_races.client.widgets import fit_text, text

if TYPE_CHECKING:
    from arcade_races.client.views.crazy_race.board import Board
    from arcade_races.client.views.crazy_race.drawer import Drawer
    from arcade_races.client.views.crazy_race.prompts import Decision

Color = tuple[int, int, int]
Vec = tuple[float, float]


class Drawing:
    """Draws the model, the effects and the ticker; the board and the drawer draw their parts."""

    def __init__(self, app: App, lay: Layout, model: Table, art: Art, board: Board,
                 drawer: Drawer, fx: Effects, ticker: Ticker, tray: DiceTray,
                 key: Hashable = None) -> None:
        self.app, self.lay, self.model, self.art = app, lay, model, art
        self.key = key
        """The table's `GameView.table_key`: its static layer is kept by it (None: not kept)."""
        self.board, self.drawer, self.fx, self.ticker, self.tray = board, drawer, fx, ticker, tray
        self._static: pygame.Surface | None = None
        self._static_cb: bool | None = None
        self._board_layer: pygame.Surface | None = None
        self._baked: dict[Spot, int] = {}
        self._baked_piles: Any = None
        self._baked_tray: Any = None
        self._regions: dict[Spot, pygame.Rect] = {}
        self._panel_cache: dict[int, tuple[Any, pygame.Surface]] = {}
        self._fits: dict[tuple[str, int, str], int] = {}

    def draw(self, surface: pygame.Surface, prompt: Decision | None) -> None:
        """The whole table, with `prompt` (a human's decision) on it if there is one."""
        cb = self.app.settings.colour_blind
        if self._static is None or self._static_cb != cb:
            board = self.board
            self._static = (board.build_static(cb) if self.key is None else
                            self.app.assets.kept((self.key, "static", cb),
                                                 lambda: board.build_static(cb)))
            self._static_cb = cb
            self._board_layer = None
        self.refresh_layer()
        assert self._board_layer is not None
        surface.blit(self._board_layer, (0, 0))
        for spot, morph in self.model.morphs.items():
            self.draw_morph(surface, spot, morph)
        if prompt is not None and prompt.mode in ("place", "source", "dest"):
            self.drawer.draw_spots(surface, prompt)
        if self.tray.dice and not self.tray.settled:
            self.tray.draw(surface)
        self.draw_pawns(surface)
        self.draw_panels(surface, cb)
        if prompt is not None and prompt.mode == "target":
            self.drawer.draw_targets(surface, prompt)
        self.fx.draw(surface)
        if self.model.reveal is not None:
            self.draw_reveal(surface, self.model.reveal)
        self.fx.draw(surface, "top")
        if self.fx.confetti is not None:
            self.fx.confetti.draw(surface)
        if self.fx.banner is not None:
            self.fx.banner.draw(surface)
        self.draw_ticker(surface)
        if prompt is not None:
            if prompt.mode == "answer":
                self.drawer.draw_answer(surface, prompt)
            else:
                self.drawer.draw_drawer(surface, prompt)

    def refresh_layer(self) -> None:
        """Keep the board layer (the static table with the laid cards, the piles and the
        resting dice) up to date, redrawing only the patches that changed."""
        static = self._static
        assert static is not None
        if self._board_layer is None:
            self._board_layer = static.copy()
            self._baked = {}
            self._baked_piles = None
            self._baked_tray = None
        layer = self._board_layer
        model = self.model
        want = {(t, p): value for t, row in enumerate(model.cards) for p, value in enumerate(row)
                if value >= 0 and (t, p) not in model.hidden and (t, p) not in model.morphs}
        changed = [spot for spot in set(want) | set(self._baked)
                   if want.get(spot) != self._baked.get(spot)]
        if changed:
            regions = [self.card_region(spot) for spot in changed]
            for region in regions:
                layer.blit(static, region, region)
            for region in regions:
                layer.set_clip(region)
                for (t, p), value in want.items():
                    if self.card_region((t, p)).colliderect(region):
                        image = self.art.laid_card(value, t, p)
                        layer.blit(image, image.get_rect(center=pixel(self.lay.geo[t][p][2])))
                        self.draw_badge(layer, t, p, value)
                layer.set_clip(None)
            self._baked = want
        piles = (tuple(sorted(model.piles.items())), tuple(sorted(model.discards.items())),
                 model.top_track, model.top_action, tuple(model.next_cup))
        if piles != self._baked_piles:
            for region in self.lay.pile_rects():
                region = region.inflate(16, 16)
                layer.blit(static, region, region)
                layer.set_clip(region)
                self.draw_piles(layer)
                layer.set_clip(None)
            self._baked_piles = piles
        if not self.tray.dice or self.tray.settled:
            tray = (self.model.throws, bool(self.tray.dice))
            if tray != self._baked_tray:
                region = self.lay.tray_rect
                layer.blit(static, region, region)
                self.tray.draw(layer)
                if not self.tray.dice:
                    text(layer, self.app.assets, "DICE", 16, lighten(theme.FELT, 0.3),
                         region.center, anchor="center", kind="condensed", shadow=False)
                self._baked_tray = tray

    def card_region(self, spot: Spot) -> pygame.Rect:
        """What a laid card and its number cover on the board."""
        region = self._regions.get(spot)
        if region is None:
            t, p = spot
            image = self.art.laid_card(0, t, p)
            region = image.get_rect(center=pixel(self.lay.geo[t][p][2]))
            x, y = self.lay.badge_xy(t, p)
            r = self.lay.badge_r + 2
            region = region.union(pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r))
            self._regions[spot] = region
        return region

    def draw_badge(self, surface: pygame.Surface, t: int, p: int, value: int,
                    alpha: int = 255) -> None:
        x, y = self.lay.badge_xy(t, p)
        stage = min(self.lay.stages - 1, p // self.lay.per_stage)
        color = darken(self.art.stage_colors[stage], 0.2)
        r = self.lay.badge_r
        pygame.draw.circle(surface, color, (round(x), round(y)), r)
        pygame.draw.circle(surface, CARD_CREAM, (round(x), round(y)), r, 1)
        label = self.app.assets.text(str(value), max(9, round(r * 1.3)), CARD_CREAM, "bold")
        surface.blit(label, label.get_rect(center=(round(x), round(y))))

    def draw_morph(self, surface: pygame.Surface, spot: Spot, morph: Morph) -> None:
        t, p = spot
        a, b = max(0, morph.before), max(0, morph.after)
        e = ease_in_out(morph.t)
        spaces: list[tuple[float, float]] = []
        if b == 0 and e >= 0.5:
            spaces = []
        else:
            grow_out = 1 - min(1.0, e * 2) if b == 0 else 1 - e
            for j in range(max(a, b)):
                fa = (j + 0.5) / a if j < a else (j + 0.5) / b
                fb = (j + 0.5) / b if j < b else fa
                if j < min(a, b):
                    grow = 1.0
                elif j >= a:
                    grow = e
                else:
                    grow = grow_out
                spaces.append((fa + (fb - fa) * e, grow))
        stage = min(self.lay.stages - 1, p // self.lay.per_stage)
        face = render_piece_card(self.lay.card_size(), b, self.art.stage_colors[stage],
                                 spaces if spaces or b else None)
        _, _, mid, angle, _ = self.lay.geo[t][p]
        image = pygame.transform.rotozoom(face, angle, 1.0 + 0.14 * hop(morph.t))
        surface.blit(image, image.get_rect(center=pixel(mid)))
        self.draw_badge(surface, t, p, b)

    def draw_piles(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        size = (self.lay.pile_w, self.lay.pile_h)
        kinds = ("track", "action") if self.lay.main else ("track",)
        for kind in kinds:
            x, y = self.lay.pile_pt[kind]
            count = self.model.piles.get(kind, 0)
            if count:
                surface.blit(self.art.shadow, self.art.shadow.get_rect(center=(round(x) + 2,
                                                                         round(y) + 4)))
            back = self.art.back(kind, size)
            for i in range(min(5, (count + 5) // 6)):
                surface.blit(back, back.get_rect(center=(round(x - i * 1.0), round(y - i * 1.4))))
            self.count_badge(surface, count,
                             (x - self.lay.pile_w / 2 + 6, y + self.lay.pile_h / 2 - 6))
            top = self.model.top_track if kind == "track" else self.model.top_action
            dx, dy = self.lay.discard_xy(kind)
            if self.model.discards[kind] and top is not None:
                image = (self.art.track_discard_face(int(top)) if kind == "track"
                         else self.art.action_face(str(top), size))
                surface.blit(image, image.get_rect(center=(round(dx), round(dy))))
                self.count_badge(surface, self.model.discards[kind],
                                  (dx + self.lay.pile_w / 2 - 4, dy - self.lay.pile_h / 2 + 6),
                                  theme.INK_DIM)
        x, y = self.lay.pile_pt["cups"]
        cup_h = round(self.lay.cup_h * 0.62)
        for stage in range(self.lay.stages):
            cx, cy = self.lay.cups_pile_xy(stage)
            rect = pygame.Rect(0, 0, self.lay.cup_w, self.lay.cup_h)
            rect.center = (round(cx), round(cy))
            color = self.art.stage_colors[stage]
            pygame.draw.rect(surface, darken(color, 0.5), rect.move(1, 3), border_radius=6)
            pygame.draw.rect(surface, color, rect, border_radius=6)
            pygame.draw.rect(surface, lighten(color, 0.4), rect, 1, border_radius=6)
            place = self.model.next_cup[stage]
            if place <= self.lay.players:
                trophy = self.art.trophy(place, cup_h)
                surface.blit(trophy, trophy.get_rect(center=(rect.centerx, rect.centery - 2)))
            else:
                text(surface, assets, "–", 18, lighten(color, 0.5), rect.center, anchor="center",
                     shadow=False)
            digit = assets.text(str(stage + 1), 11, ink_on(color), "bold")
            surface.blit(digit, digit.get_rect(bottomright=(rect.right - 3, rect.bottom - 1)))

    def count_badge(self, surface: pygame.Surface, count: int, at: Vec,
                     color: Color = theme.GOLD) -> None:
        label = self.app.assets.text(str(count), 13, theme.BG_DEEP, "bold")
        rect = pygame.Rect(0, 0, max(22, label.get_width() + 10), 18)
        rect.center = pixel(at)
        pygame.draw.rect(surface, color, rect, border_radius=9)
        pygame.draw.rect(surface, theme.BG_DEEP, rect, 2, border_radius=9)
        surface.blit(label, label.get_rect(center=rect.center))

    def draw_pawns(self, surface: pygame.Surface) -> None:
        r = self.lay.pawn_r
        if self.model.reveal is not None and self.model.reveal.shown >= 1.0:
            return  # under the reveal, which a standing pawn would peek out of
        order = sorted(range(self.lay.players), key=lambda s: s in self.model.pawn_anim)
        for seat in order:
            if seat >= self.lay.track_count:
                continue
            anim = self.model.pawn_anim.get(seat)
            if anim is not None:
                (x, y), lift = anim
            else:
                x, y = self.lay.pawn_xy(seat, *self.model.pawn_at[seat])
                lift = 0.0
            # A spotlight on the pawn on the move, and on the pawn of the player whose turn it is.
            if anim is not None or (seat == self.model.current and self.model.reveal is None):
                pulse = 1.0 if anim is not None else 0.5 + 0.5 * math.sin(self.app.time * 5)
                glow = self.art.glow
                glow.set_alpha(round(120 + 100 * pulse))
                rise = round(r * PAWN_HEIGHT * 0.4 + lift)
                surface.blit(glow, glow.get_rect(center=(round(x), round(y) - rise)))
            shadow = self.art.pawn_shadow
            surface.blit(shadow, shadow.get_rect(center=(round(x + 1 + lift * 0.2),
                                                         round(y + 2 + lift * 0.2))))
            image = self.art.pawn_image(seat, r)
            foot = round(image.get_height() * 0.12)
            surface.blit(image, image.get_rect(midbottom=(round(x), round(y + foot - lift))))

    def draw_panels(self, surface: pygame.Surface, cb: bool) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
        for seat, rect in enumerate(self.lay.panel_rects):
            home = self.model.finished.index(seat) + 1 if seat in self.model.finished else 0
            if seat in self.model.pawn_anim and seat in self._panel_cache:
                progress = self._panel_cache[seat][0][-1]
            else:
                progress = self.progress(seat)
            key = (cb, tuple(self.model.cups[seat]), tuple(self.model.counts[seat]),
                   self.model.lying[seat], home, rect.size, progress)
            cached = self._panel_cache.get(seat)
            if cached is None or cached[0] != key:
                cached = (key, self.render_panel(seat, rect, cb, home, progress))
                self._panel_cache[seat] = cached
            if seat == self.model.current and self.model.reveal is None:
                glow = mix(theme.PANEL_HI, theme.GOLD, 0.35 + 0.35 * pulse)
                pygame.draw.rect(surface, glow, rect.inflate(6, 6), border_radius=13)
            surface.blit(cached[1], rect)
            for flash in self.fx.flashes.of(seat):
                strength = flash.strength
                pygame.draw.rect(surface, mix(theme.PANEL, flash.color, strength), rect,
                                 max(2, round(5 * strength)), border_radius=10)
            if seat == self.model.current and self.model.reveal is None:
                pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=10)
            if self.model.pending is not None and self.model.pending[1] == seat:
                kind = self.model.pending[2]
                image = self.art.action_face(kind, self.lay.lying_size(seat))
                x, y = self.lay.lying_xy(seat)
                wobble = math.sin(self.app.time * 9) * 4
                turned = pygame.transform.rotate(image, wobble)
                color = STAMPS.get(kind, ("", theme.PINK))[1]
                ring = turned.get_rect(center=(round(x), round(y))).inflate(6, 6)
                pygame.draw.rect(surface, mix(color, theme.INK, 0.5 * pulse), ring, 3,
                                 border_radius=6)
                surface.blit(turned, turned.get_rect(center=(round(x), round(y))))

    def progress(self, seat: int) -> str:
        """How far a pawn has to go to the next stage line: public, and what players count."""
        if seat in self.model.finished:
            return ""
        piece, offset = self.model.pawn_at[seat]
        stage = max(0, piece) // self.lay.per_stage
        if stage >= self.lay.stages:
            return "home"
        last = (stage + 1) * self.lay.per_stage
        lengths = [self.lay.spaces if v < 0 else v for v in self.model.cards[seat]]
        if piece < 0:
            left = sum(lengths[:last]) + 1
        else:
            left = lengths[piece] - offset + sum(lengths[piece + 1:last])
        line = "the finish" if stage == self.lay.stages - 1 else f"the stage {stage + 1} line"
        return f"{left} space{'s' if left != 1 else ''} to {line}"

    def render_panel(self, seat: int, rect: pygame.Rect, cb: bool, home: int,
                      progress: str) -> pygame.Surface:
        assets = self.app.assets
        w, h = rect.size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        color = self.art.pawn_color(seat)
        pygame.draw.rect(surf, (*theme.PANEL, 245), surf.get_rect(), border_radius=10)
        pygame.draw.rect(surf, color, pygame.Rect(0, 0, 8, h), border_top_left_radius=10,
                         border_bottom_left_radius=10)
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 1, border_radius=10)
        row1 = max(13, min(22, round(h * 0.27)))
        radius = max(7, min(11, h // 6))
        self.art.token(surf, seat, (24, row1), radius, cb)
        lw, lh = self.lay.lying_size(seat)
        status = ""
        if home:
            status = f"HOME {ordinal(home)}"
        tag_w = 0
        if status:
            tag = assets.text(status, 12, theme.BG_DEEP, "bold")
            box = pygame.Rect(0, 0, tag.get_width() + 10, 16)
            box.midright = (w - lw - 18, row1)
            pygame.draw.rect(surf, theme.GOLD, box, border_radius=8)
            surf.blit(tag, tag.get_rect(center=box.center))
            tag_w = box.width + 6
        name = self.lay.names[seat]
        size = fit_text(assets, name, 17, w - 40 - lw - 22 - tag_w, "bold")
        text(surf, assets, name, size, theme.INK, (38, row1), anchor="midleft", shadow=False)
        sw, sh = self.lay.slot_size(rect)
        for stage in range(self.lay.stages):
            cx, cy = self.lay.cup_xy(seat, stage)
            slot = pygame.Rect(0, 0, sw, sh)
            slot.center = (round(cx - rect.left), round(cy - rect.top))
            stage_color = self.art.stage_colors[stage]
            place = self.model.cups[seat][stage]
            pygame.draw.rect(surf, darken(stage_color, 0.55 if not place else 0.25), slot,
                             border_radius=6)
            pygame.draw.rect(surf, stage_color, slot, 2, border_radius=6)
            if place:
                trophy = self.art.trophy(place, sh - 4)
                surf.blit(trophy, trophy.get_rect(center=slot.center))
            else:
                digit = assets.text(str(stage + 1), max(10, sh // 2), mix(stage_color,
                                                                          theme.PANEL, 0.35),
                                    "condensed")
                surf.blit(digit, digit.get_rect(center=slot.center))
        x = 38 + self.lay.stages * (sw + 4) + 6
        y = round(h * 0.7)
        icon_h = max(12, min(20, sh - 8))
        icon = (round(icon_h * 0.72), icon_h)
        kinds = (("track", 0), ("action", 1)) if self.lay.main else (("track", 0),)
        for kind, index in kinds:
            back = self.art.back(kind, icon)
            surf.blit(back, back.get_rect(midleft=(x, y)))
            label = assets.text(str(self.model.counts[seat][index]), max(11, icon_h - 4), theme.INK,
                                "bold")
            surf.blit(label, label.get_rect(midleft=(x + icon[0] + 3, y)))
            x += icon[0] + label.get_width() + 10
        lx, ly = self.lay.lying_xy(seat)
        slot = pygame.Rect(0, 0, lw + 4, lh + 4)
        slot.center = (round(lx - rect.left), round(ly - rect.top))
        kind = self.model.lying[seat]
        if kind:
            face = self.art.action_face(kind, (lw, lh))
            surf.blit(face, face.get_rect(center=slot.center))
        if progress and h >= 76:
            text(surf, assets, progress, 12, theme.INK_DIM, (38, row1 + 17), anchor="midleft",
                 kind="sans", shadow=False)
        return surf

    def draw_reveal(self, surface: pygame.Surface, reveal: Reveal) -> None:
        assets = self.app.assets
        self.art.shade.set_alpha(round(180 * reveal.shown))
        surface.blit(self.art.shade, BOARD.topleft)
        area = self.lay.reveal_rect().move(0, round(-30 * (1 - ease_out(reveal.shown))))
        sheet = self.art.faces.get(("sheet", 0, area.size))
        if sheet is None:
            sheet = pygame.Surface(area.size, pygame.SRCALPHA)
            pygame.draw.rect(sheet, (*theme.PANEL, 252), sheet.get_rect(), border_radius=18)
            pygame.draw.rect(sheet, theme.GOLD, sheet.get_rect(), 2, border_radius=18)
            self.art.faces[("sheet", 0, area.size)] = sheet
        sheet.set_alpha(round(255 * reveal.shown))
        surface.blit(sheet, area)
        if reveal.shown < 1:
            return
        text(surface, assets, "THE BET CARDS", 32, theme.GOLD, (area.centerx, area.top + 4),
             anchor="midtop", kind="condensed")
        text(surface, assets, "cups that match the bet stay: 1 point, +1 for each rival who "
             "bet the same place", 14, theme.INK_DIM, (area.centerx, area.top + 55),
             anchor="center", kind="sans", shadow=False)
        cb = self.app.settings.colour_blind
        best = max(reveal.scores) if reveal.scores else 0
        for seat in range(len(reveal.bets)):
            row = self.lay.reveal_row(seat)
            place = reveal.placing(seat)
            if reveal.ranked > 0 and reveal.scores[seat] == best:
                glow = mix(theme.PANEL_HI, theme.GOLD, 0.22 * reveal.ranked)
                pygame.draw.rect(surface, glow, row, border_radius=10)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=10)
            elif seat % 2:
                pygame.draw.rect(surface, (40, 36, 78), row, border_radius=10)
            self.art.token(surface, seat, (row.left + 70, row.centery), 13, cb)
            size = fit_text(assets, self.lay.names[seat], 20, 160, "bold")
            text(surface, assets, self.lay.names[seat], size, theme.INK,
                 (row.left + 92, row.centery), anchor="midleft", shadow=False)
            self.draw_reveal_card(surface, reveal, seat)
            points = reveal.points(seat)
            shown = math.floor(points + 1e-6)
            right = row.right - 16
            text(surface, assets, str(shown), 40, theme.GOLD if shown else theme.INK_DIM,
                 (right - 60, row.centery), anchor="midright", kind="condensed")
            text(surface, assets, "pts", 15, theme.INK_DIM, (right - 54, row.centery + 8),
                 anchor="midleft", kind="sans", shadow=False)
            hits = sum(1 for g, j in zip(reveal.gains[seat], reveal.judged, strict=True)
                       if g and j > 0)
            if any(j > 0 for j in reveal.judged):
                bonus = sum(g - 1 for g, j in zip(reveal.gains[seat], reveal.judged,
                                                  strict=True) if g and j > 0)
                words = (f"{hits} right" + (f", +{bonus} bonus" if bonus else "")
                         if hits else "no match yet" if min(reveal.judged) < 1 else "no match")
                text(surface, assets, words, 14, theme.INK_DIM,
                     (self.lay.reveal_card(seat).right + 24, row.centery), anchor="midleft",
                     kind="sans", shadow=False)
            if reveal.ranked > 0 and seat == 0:
                self.draw_verdict(surface, reveal, area)
            if reveal.ranked > 0:
                r = 20
                center = (row.left + 28, row.centery)
                metal = PLACE_METALS.get(place, PLAIN_METAL)
                scale = ease_out_back(min(1.0, reveal.ranked * 1.3))
                rr = max(2, round(r * scale))
                pygame.draw.circle(surface, theme.BG_DEEP, (center[0] + 2, center[1] + 3), rr)
                pygame.draw.circle(surface, metal, center, rr)
                pygame.draw.circle(surface, darken(metal, 0.5), center, rr, 2)
                label = assets.text(ordinal(place), max(9, round(15 * scale)),
                                    darken(metal, 0.7), "bold")
                surface.blit(label, label.get_rect(center=center))

    def draw_verdict(self, surface: pygame.Surface, reveal: Reveal, area: pygame.Rect) -> None:
        """The last line of the reveal: who wins."""
        best = max(reveal.scores) if reveal.scores else 0
        winners = [self.lay.names[s] for s, p in enumerate(reveal.scores) if p == best]
        points = f"{best} point{'s' if best != 1 else ''}"
        words = (f"{' & '.join(winners)} win{'s' if len(winners) == 1 else ''} with {points}!"
                 if best else "Nobody hit a single bet - a draw!")
        image = self.app.assets.text(words, 26, theme.GOLD, "condensed")
        image = image.copy()
        image.set_alpha(round(255 * min(1.0, reveal.ranked * 1.5)))
        surface.blit(image, image.get_rect(center=(area.centerx, area.bottom - 28)))

    def draw_reveal_card(self, surface: pygame.Surface, reveal: Reveal, seat: int) -> None:
        card = self.lay.reveal_card(seat)
        flip = reveal.flip
        if flip < 0.5:
            image = self.art.back("bet", card.size)
        else:
            key = ("bet", tuple(reveal.bets[seat]), card.size)
            face = self.art.faces.get(key)
            if face is None:
                face = render_bet_face(self.app.assets, card.size, reveal.bets[seat],
                                       self.art.stage_colors, cup_room=True)
                self.art.faces[key] = face
            image = face
        squash = abs(math.cos(math.pi * flip)) if 0 < flip < 1 else 1.0
        if squash != 1.0:
            image = pygame.transform.scale(image, (max(1, round(card.width * squash)),
                                                   card.height))
        surface.blit(image, image.get_rect(center=card.center))
        if flip < 1:
            return
        for stage in range(self.lay.stages):
            laid = reveal.laid[stage]
            place = reveal.placings[seat][stage]
            if laid <= 0 or not place:
                continue
            cell = self.lay.reveal_cell(seat, stage)
            end = (cell.left + cell.width * 0.72, cell.centery + 2)
            start = self.lay.cup_xy(seat, stage) if seat < len(self.lay.panel_rects) else end
            x, y = lerp(start, end, ease_in_out(laid))
            y -= hop(laid) * 50
            judged = reveal.judged[stage]
            height = max(16, min(cell.height - 6, round(cell.width * 0.5)))
            trophy = self.art.trophy(place, height)
            hit = reveal.gains[seat][stage] > 0
            if judged > 0 and hit:
                pulse = 0.5 + 0.5 * math.sin(self.app.time * 6)
                ring = cell.inflate(4, 4)
                pygame.draw.rect(surface, mix(theme.GOLD, theme.INK, 0.4 * pulse), ring,
                                 max(2, round(4 * min(1.0, judged * 2))), border_radius=7)
            elif judged > 0:
                y += judged * judged * 90
                x += judged * 14
                trophy = pygame.transform.rotate(trophy, -40 * judged)
                trophy.set_alpha(round(255 * (1 - judged)))
            surface.blit(trophy, trophy.get_rect(center=(round(x), round(y))))

    def draw_ticker(self, surface: pygame.Surface) -> None:
        self.ticker.draw(surface, self.app.assets, TICKER,
                    indent=122, fits=self._fits)


__all__ = ["Drawing"]
