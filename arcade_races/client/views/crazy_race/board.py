"""The printed Crazy Race board, drawn once per look: the table and its paper, each track's
bands, spaces, stage lines, finish line and start disc with its player's name, the stage
labels, the title plaque, the pile places, the panel column and the ticker frame.
"""

from __future__ import annotations

import math

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.physics.render import darken, lighten, luminance, mix
from arcade_races.client.stage.zones import STAGE as BOARD
from arcade_races.client.stage.zones import TICKER
from arcade_races.client.views.crazy_race.art import (
    Art,
)
from arcade_races.client.views.crazy_race.geometry import NAME_COLUMN, Layout
from arcade_races.client.widgets import fit_text, shape, text

Color = tuple[int, int, int]
Vec = tuple[float, float]

BAND_POINTS = 2000
"""The most points along one side of a stretch of track (a screen's width in pixels, twice)."""


class Board:
    """Everything on the table that never moves, as one canvas-sized surface."""

    def __init__(self, app: App, lay: Layout, art: Art) -> None:
        self.app, self.lay, self.art = app, lay, art

    def build_static(self, cb: bool) -> pygame.Surface:
        """Everything that never moves: the stage, the table, the board and its printed
        tracks, the pile places, the panel column and the ticker frame."""
        assets = self.app.assets
        surf = pygame.Surface(theme.CANVAS).convert()
        w, h = theme.CANVAS
        for y in range(0, h, 4):
            surf.fill(mix(theme.BG, theme.BG_DEEP, y / h), (0, y, w, 4))
        pygame.draw.rect(surf, darken(self.art.felt, 0.5), BOARD.move(0, 5), border_radius=18)
        pygame.draw.rect(surf, self.art.felt, BOARD, border_radius=18)
        pygame.draw.rect(surf, lighten(self.art.felt, 0.18), BOARD, 2, border_radius=18)
        paper = self.lay.paper_rect
        pygame.draw.rect(surf, darken(self.art.felt, 0.45), paper.move(3, 6), border_radius=14)
        pygame.draw.rect(surf, self.art.paper, paper, border_radius=14)
        pygame.draw.rect(surf, darken(self.art.paper, 0.25), paper, 2, border_radius=14)
        pygame.draw.rect(surf, darken(self.art.paper, 0.1), paper.inflate(-10, -10), 1,
                         border_radius=10)
        for t in range(self.lay.track_count):
            self.draw_track(surf, t, cb)
        self.draw_stage_labels(surf)
        plaque_text = assets.text(self.plaque_title(paper.width - 60), 17, (60, 36, 14),
                                  "condensed")
        plaque = pygame.Rect(0, 0, plaque_text.get_width() + 40, 26)
        plaque.center = (paper.centerx, paper.bottom)
        pygame.draw.rect(surf, (0, 0, 0), plaque.move(2, 3), border_radius=8)
        pygame.draw.rect(surf, (214, 170, 84), plaque, border_radius=8)
        pygame.draw.rect(surf, (250, 218, 140), plaque.inflate(-4, -4), 1, border_radius=6)
        surf.blit(plaque_text, plaque_text.get_rect(center=plaque.center))
        label_ink = lighten(self.art.felt, 0.45)
        kinds = ("track", "action") if self.lay.main else ("track",)
        for kind in kinds:
            px, py = self.lay.pile_pt[kind]
            for cx in (px, px + self.lay.pile_w * 0.95):
                rect = pygame.Rect(0, 0, self.lay.pile_w + 4, self.lay.pile_h + 4)
                rect.center = (round(cx), round(py))
                pygame.draw.rect(surf, lighten(self.art.felt, 0.08), rect, 1,
                                 border_radius=max(3, self.lay.pile_w // 7))
            text(surf, assets, kind.upper(), 12, label_ink,
                 (px + self.lay.pile_w * 0.47, py + self.lay.pile_h / 2 + 6), anchor="midtop",
                 kind="condensed", shadow=False)
        px, py = self.lay.pile_pt["cups"]
        text(surf, assets, "CUPS", 12, label_ink, (px, py + self.lay.cup_h / 2 + 6),
             anchor="midtop", kind="condensed", shadow=False)
        pygame.draw.rect(surf, darken(self.art.felt, 0.2), self.lay.tray_rect.inflate(6, 6),
                         border_radius=12)
        side = self.lay.side_rect
        panel_bg = pygame.Surface(side.size, pygame.SRCALPHA)
        pygame.draw.rect(panel_bg, (*theme.BG_DEEP, 150), panel_bg.get_rect(), border_radius=14)
        surf.blit(panel_bg, side.topleft)
        pygame.draw.rect(surf, theme.BG_DEEP, TICKER, border_radius=12)
        pygame.draw.rect(surf, theme.PANEL_EDGE, TICKER, 2, border_radius=12)
        badge = pygame.Rect(TICKER.left + 10, TICKER.top + 10, 96, 22)
        pygame.draw.rect(surf, theme.PINK, badge, border_radius=6)
        text(surf, assets, "RACE CALL", 14, theme.BG_DEEP, badge.center, anchor="center",
             shadow=False)
        text(surf, assets, "● ON AIR", 12, theme.RED, (badge.centerx, badge.bottom + 12),
             anchor="center", kind="bold", shadow=False)
        return surf

    def plaque_title(self, width: int) -> str:
        """The board's title in capitals, cut short with an ellipsis to fit `width` pixels."""
        title = self.art.title.upper()[:200]
        font = self.app.assets.font(17, "condensed")
        if font.size(title)[0] <= width:
            return title
        while len(title) > 1 and font.size(title + "...")[0] > width:
            title = title[:-1]
        return title.rstrip() + "..."

    def band(self, surf: pygame.Surface, track: int, da: float, db: float, color: Color,
              half: float) -> None:
        """A stretch of track from `da` to `db` (board units), `half` pixels each side."""
        # A point every half space on screen, however short the track's spaces are.
        n = min(BAND_POINTS, max(2, round(abs(db - da) * self.lay.scale
                                          / max(1.0, self.lay.step_px * 0.5)) + 1))
        left: list[Vec] = []
        right: list[Vec] = []
        for k in range(n):
            x, y, angle = self.lay.at(track, da + (db - da) * k / (n - 1))
            nx, ny = self.lay.normal(angle)
            left.append((x - nx * half, y - ny * half))
            right.append((x + nx * half, y + ny * half))
        pygame.draw.polygon(surf, color, left + right[::-1])

    def draw_track(self, surf: pygame.Surface, t: int, cb: bool) -> None:
        hb = self.lay.hb
        used = t < self.lay.players
        step = self.lay.steps[t]
        fade = 0.0 if used else 0.45
        start = mix(self.art.ink, self.art.paper, 0.55)
        self.band(surf, t, -0.2 * step, 0.5 * step + 1, start, hb - 3)
        end = (self.lay.pieces * self.lay.spaces + 0.5) * step
        self.band(surf, t, 0.5 * step - 1, end, darken(self.art.paper, 0.5), hb + 1)
        for p in range(self.lay.pieces):
            stage = min(self.lay.stages - 1, p // self.lay.per_stage)
            color = mix(self.art.stage_colors[stage], self.art.paper, fade)
            d0, d1 = self.lay.piece_span(t, p)
            self.band(surf, t, d0, d1, color, hb)
            space = lighten(color, 0.5)
            pitch = step * self.lay.scale
            for o in range(self.lay.spaces):
                x, y, angle = self.lay.at(t, (p * self.lay.spaces + 1 + o) * step)
                quad = self.lay.quad((x, y), angle, pitch * 0.7, 2 * hb - 6)
                pygame.draw.polygon(surf, space, quad)
            if p:
                x, y, angle = self.lay.at(t, d0)
                nx, ny = self.lay.normal(angle)
                pygame.draw.line(surf, self.art.paper, (x - nx * hb, y - ny * hb),
                                 (x + nx * hb, y + ny * hb), 2)
        for stage in range(self.lay.stages - 1):
            d = ((stage + 1) * self.lay.per_stage * self.lay.spaces + 0.5) * step
            x, y, angle = self.lay.at(t, d)
            nx, ny = self.lay.normal(angle)
            reach = hb + 5
            pygame.draw.line(surf, self.art.ink, (x - nx * reach, y - ny * reach),
                             (x + nx * reach, y + ny * reach), 4)
        self.finish_line(surf, t, end)
        x, y, _ = self.lay.at(t, 0.0)
        color = self.art.pawn_color(t)
        r = hb + 4
        pygame.draw.circle(surf, darken(self.art.paper, 0.35), (round(x) + 1, round(y) + 2), r)
        pygame.draw.circle(surf, mix(color, self.art.paper, fade), (round(x), round(y)), r)
        pygame.draw.circle(surf, self.art.ink, (round(x), round(y)), r, 2)
        if cb and used:
            mark = darken(color, 0.7) if luminance(color) > 0.45 else theme.INK
            shape(surf, theme.SEAT_SHAPES[t % len(theme.SEAT_SHAPES)], (x, y), r * 0.55, mark)
        surf.blit(*self.name_label(t))

    def name_label(self, t: int) -> tuple[pygame.Surface, pygame.Rect]:
        """A player's name left of its track's start space, where no pawn stands, and where
        it stands; an empty track's number there instead, dimmed ("Track 5": the announcer
        calls it "the empty track 5")."""
        used = t < self.lay.players
        name = self.lay.names[t] if used else f"Track {t + 1}"
        ink = self.art.ink if used else mix(self.art.ink, self.art.paper, 0.5)
        x, y, _ = self.lay.at(t, 0.0)
        right = x - max(self.lay.hb + 4, self.lay.pawn_r * 2.1) - 4
        size = fit_text(self.app.assets, name, 18 if used else 15, NAME_COLUMN - 8, "bold")
        label = self.app.assets.text(name, size, ink, "bold")
        return label, label.get_rect(midright=(round(right), round(y)))

    def finish_line(self, surf: pygame.Surface, t: int, d: float) -> None:
        x, y, angle = self.lay.at(t, d)
        rad = math.radians(angle)
        dx, dy = math.cos(rad), -math.sin(rad)
        nx, ny = self.lay.normal(angle)
        half = self.lay.hb + 4
        count = max(4, round(2 * half / 5))
        q = 2 * half / count
        for row in range(count):
            for col in range(2):
                shade_ = (245, 245, 245) if (row + col) % 2 == 0 else (24, 24, 30)
                o = -half + row * q
                c = -q + col * q
                corners = [(x + dx * (c + u) + nx * (o + v), y + dy * (c + u) + ny * (o + v))
                           for u, v in ((0, 0), (q, 0), (q, q), (0, q))]
                pygame.draw.polygon(surf, shade_, corners)

    def draw_stage_labels(self, surf: pygame.Surface) -> None:
        """STAGE 1, 2, 3 along the top of the board, over the middle of each stage."""
        t = self.lay.upper_track
        step = self.lay.steps[t]
        y = self.lay.paper_rect.top + 14
        for stage in range(self.lay.stages):
            a = (stage * self.lay.per_stage * self.lay.spaces + 0.5) * step
            b = ((stage + 1) * self.lay.per_stage * self.lay.spaces + 0.5) * step
            x = self.lay.at(t, (a + b) / 2)[0]
            color = darken(self.art.stage_colors[stage], 0.15)
            label = self.app.assets.text(f"STAGE {stage + 1}", 15, color, "condensed")
            rect = label.get_rect(center=(round(x), round(y)))
            faint = mix(color, self.art.paper, 0.5)
            pygame.draw.line(surf, faint, (rect.left - 40, rect.centery),
                             (rect.left - 8, rect.centery), 2)
            pygame.draw.line(surf, faint, (rect.right + 8, rect.centery),
                             (rect.right + 40, rect.centery), 2)
            surf.blit(label, rect)


__all__ = ["Board"]
