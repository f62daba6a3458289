"""The result pad and the standings between days: a sheet that pops in over the track and
fills in cell by cell, built once per day's end by `Overlays`.

An `Overlay`'s `elapsed` runs with the beat that shows it (`fill_time` to write every cell,
then `hold`); the final standings stay up (`persist`) once the racing is done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.stage.zones import STAGE as ARENA
from arcade_races.client.views.six_day.art import PAPER, PAPER_INK, PAPER_RULE, PLACE_COLORS, Art
from arcade_races.client.widgets import fit_text, panel, text
from arcade_races.games.six_day.commentary import ordinal
from arcade_races.games.six_day.result import DayResult, points_at, six_day_totals

Color = tuple[int, int, int]

CELL = 0.055
PAD_HOLD = 2.6
STANDINGS_HOLD = 3.2
FINAL_HOLD = 2.6
POP_IN = 0.25


@dataclass(eq=False)
class Overlay:
    """The result pad or the standings, filling in over the track."""

    kind: str
    base: pygame.Surface
    cells: list[tuple[pygame.Surface, tuple[int, int]]]
    rect: pygame.Rect
    hold: float
    elapsed: float = 0.0
    persist: bool = False

    @property
    def fill_time(self) -> float:
        """Seconds until every cell is written."""
        return POP_IN + CELL * len(self.cells)

    @property
    def duration(self) -> float:
        """Seconds the overlay holds the game up."""
        return self.fill_time + self.hold


class Overlays:
    """Builds the sheets of one game: its seats' `names`, `teams`, `days_total` and `title`."""

    def __init__(self, assets: Assets, art: Art, colour_blind: Callable[[], bool],
                 names: Sequence[str], teams: tuple[tuple[int, ...], ...], days_total: int,
                 title: str, sprint_points: Sequence[int]) -> None:
        self.assets, self.art, self.colour_blind = assets, art, colour_blind
        self.names = list(names)
        self.players = len(self.names)
        self.teams, self.days_total, self.title = teams, days_total, title
        self.sprint_points = sprint_points

    def pad(self, result: DayResult, day: int) -> Overlay:
        """The rulebook's result pad for `day`: a column per rider, filled in cell by cell."""
        assets = self.assets
        n = self.players
        sprint_rows = [f"{ordinal(i + 1)} sprint" for i in range(len(result.sprints))]
        labels = [*sprint_rows, "Finish", "Points total", "Lap deficit", "Placing"]
        label_w = 128
        col_w = max(58, min(96, (ARENA.width - 80 - label_w) // n))
        row_h = 28 if len(labels) <= 8 else 24
        width = label_w + col_w * n + 36
        height = 70 + 50 + row_h * len(labels) + 22
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (ARENA.centerx, ARENA.centery - 6)
        base = pygame.Surface((width + 14, height + 14), pygame.SRCALPHA)
        body = pygame.Rect(4, 4, width, height)
        pygame.draw.rect(base, (0, 0, 0, 120), body.move(5, 7), border_radius=10)
        pygame.draw.rect(base, PAPER, body, border_radius=10)
        pygame.draw.rect(base, (214, 200, 160), body, 2, border_radius=10)
        # The binding and the header.
        pygame.draw.rect(base, (160, 40, 48), pygame.Rect(body.left, body.top, width, 16),
                         border_top_left_radius=10, border_top_right_radius=10)
        for x in range(body.left + 24, body.right - 16, 28):
            pygame.draw.circle(base, (60, 20, 24), (x, body.top + 8), 3)
        title = (f"RESULT PAD · DAY {day}" if self.days_total > 1 else "RESULT PAD")
        text(base, assets, title, 24, PAPER_INK, (body.left + 18, body.top + 26),
             kind="serif", shadow=False)
        text(base, assets, self.title.title(), 14, (120, 110, 90),
             (body.right - 18, body.top + 34), anchor="topright", kind="sans", shadow=False)
        top = body.top + 70
        x0 = body.left + 18 + label_w
        cb = self.colour_blind()
        for seat in range(n):
            cx = x0 + seat * col_w + col_w // 2
            self.art.draw_token(base, seat, (cx, top + 12), cb, 9, False)
            team = next((i for i, t in enumerate(self.teams) if seat in t), None)
            if team is not None:
                tag = assets.text(f"team {chr(65 + team)}", 10, (120, 110, 90), "bold")
                base.blit(tag, tag.get_rect(midleft=(cx + 13, top + 12)))
            name = self.names[seat]
            size = fit_text(assets, name, 14, col_w - 6, "bold")
            text(base, assets, name, size, PAPER_INK, (cx, top + 34), anchor="center",
                 shadow=False)
        grid_top = top + 50
        for i, label in enumerate(labels):
            y = grid_top + i * row_h
            pygame.draw.line(base, PAPER_RULE, (body.left + 10, y + row_h - 1),
                             (body.right - 10, y + row_h - 1), 1)
            bold = label in ("Points total", "Placing")
            text(base, assets, label, 15, PAPER_INK if bold else (70, 76, 120),
                 (body.left + 18, y + row_h // 2), anchor="midleft",
                 kind="bold" if bold else "sans", shadow=False)
        pygame.draw.line(base, (220, 120, 120), (x0 - 8, top - 4), (x0 - 8, body.bottom - 10), 2)
        # The cells, row by row as the race director writes them.
        cells: list[tuple[pygame.Surface, tuple[int, int]]] = []
        offset = (rect.left - 4, rect.top - 4)
        sprint_points = self.sprint_points
        for i in range(len(labels)):
            y = grid_top + i * row_h + row_h // 2
            for seat in range(n):
                cx = x0 + seat * col_w + col_w // 2
                color = PAPER_INK
                if i < len(result.sprints):
                    order = result.sprints[i]
                    pts = (points_at(sprint_points, order.index(seat) + 1) if seat in order
                           else 0)
                    words = str(pts) if pts else "—"
                elif i == len(result.sprints):
                    pts = result.finish_points[seat]
                    words = str(pts) if pts else "—"
                elif labels[i] == "Points total":
                    words = str(result.points[seat])
                elif labels[i] == "Lap deficit":
                    words = str(result.lap_deficit[seat])
                    color = (190, 40, 50) if result.lap_deficit[seat] else PAPER_INK
                else:
                    words = f"{result.placing[seat]}."
                    color = (190, 40, 50) if result.placing[seat] == 1 else PAPER_INK
                image = self._cell(words, color, labels[i] == "Placing"
                                       and result.placing[seat] == 1)
                cells.append((image, (offset[0] + cx, offset[1] + y)))
        return Overlay("pad", base, cells, rect, PAD_HOLD)

    def _cell(self, words: str, color: Color, circled: bool) -> pygame.Surface:
        image = self.assets.text(words, 18, color, "serif")
        if not circled:
            return image
        size = max(image.get_width(), image.get_height()) + 12
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, (200, 40, 50), (size // 2, size // 2), size // 2 - 1, 2)
        surf.blit(image, image.get_rect(center=(size // 2, size // 2)))
        return surf

    def standings(self, day_results: Sequence[DayResult], day: int, final: bool = False) -> Overlay:
        """The six-day standings after `day`: laps down and points added up, placing."""
        assets = self.assets
        results: list[DayResult] = list(day_results)[:day]
        totals = six_day_totals(results, self.players, self.teams)
        if self.teams:
            entries = []
            for team in self.teams:
                laps = sum(min(d.lap_deficit[s] for s in team) for d in results)
                points = sum(totals.points[s] for s in team)
                entries.append((totals.placing[team[0]], list(team), laps, points))
        else:
            entries = [(totals.placing[s], [s], totals.lap_deficit[s], totals.points[s])
                       for s in range(self.players)]
        entries.sort(key=lambda e: (e[0], e[1][0]))
        row_h = 34 if len(entries) <= 6 else 30
        days_shown = min(len(results), 6)
        width = 560 + 30 * max(0, days_shown - 3)
        height = 100 + row_h * len(entries) + 16
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (ARENA.centerx, ARENA.centery - 6)
        base = pygame.Surface((width + 14, height + 14), pygame.SRCALPHA)
        body = pygame.Rect(4, 4, width, height)
        panel(base, body, theme.PANEL, theme.GOLD, radius=16, alpha=255)
        if final:
            title = "FINAL STANDINGS"
        elif self.days_total == 6:
            title = "SIX-DAY STANDINGS"
        else:
            title = f"{self.days_total}-DAY STANDINGS"
        text(base, assets, title, 30, theme.GOLD, (body.centerx, body.top + 12),
             anchor="midtop", kind="condensed")
        sub = f"after day {day} of {self.days_total} · laps down first, then points"
        text(base, assets, sub, 14, theme.INK_DIM, (body.centerx, body.top + 50),
             anchor="midtop", kind="sans", shadow=False)
        head_y = body.top + 76
        x_laps, x_pts = body.left + 330, body.left + 400
        x_days = body.left + 430
        text(base, assets, "LAPS", 11, theme.INK_FAINT, (x_laps, head_y), anchor="midright",
             shadow=False)
        text(base, assets, "PTS", 11, theme.INK_FAINT, (x_pts, head_y), anchor="midright",
             shadow=False)
        if days_shown:
            text(base, assets, "DAYS", 11, theme.INK_FAINT, (x_days + 4, head_y),
                 anchor="midleft", shadow=False)
        cells: list[tuple[pygame.Surface, tuple[int, int]]] = []
        offset = (rect.left - 4, rect.top - 4)
        cb = self.colour_blind()
        for i, (place, seats, laps, points) in enumerate(entries):
            y = head_y + 14 + i * row_h
            row = self._standings_row(place, seats, laps, points, results[-days_shown:]
                                      if days_shown else [], width - 28, row_h - 4, cb,
                                      x_laps - body.left - 14, x_pts - body.left - 14,
                                      x_days - body.left - 14)
            cells.append((row, (offset[0] + body.left + 14 + row.get_width() // 2,
                                offset[1] + y + row_h // 2)))
        overlay = Overlay("standings", base, cells, rect,
                           STANDINGS_HOLD if not final else FINAL_HOLD)
        return overlay

    def _standings_row(self, place: int, seats: list[int], laps: int, points: int,
                       days: list[DayResult], width: int, height: int, cb: bool,
                       x_laps: int, x_pts: int, x_days: int) -> pygame.Surface:
        assets = self.assets
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        fill = (60, 52, 110) if place == 1 else (44, 40, 86)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=8)
        if place <= 3:
            pygame.draw.rect(surf, PLACE_COLORS[place - 1], surf.get_rect(), 2, border_radius=8)
        cy = height // 2
        color = PLACE_COLORS[place - 1] if place <= 3 else theme.INK_DIM
        text(surf, assets, f"{place}.", 18, color, (28, cy), anchor="midright", shadow=False)
        x = 44
        for seat in seats:
            self.art.draw_token(surf, seat, (x, cy), cb, 10, False)
            x += 24
        names = " & ".join(self.names[s] for s in seats)
        size = fit_text(assets, names, 17, x_laps - x - 40, "bold")
        text(surf, assets, names, size, theme.INK, (x, cy), anchor="midleft", shadow=False)
        text(surf, assets, str(laps), 18, theme.RED if laps else theme.GREEN, (x_laps, cy),
             anchor="midright", shadow=False)
        text(surf, assets, str(points), 18, theme.GOLD, (x_pts, cy), anchor="midright",
             shadow=False)
        x = x_days + 4
        for day in days:
            p = min(day.placing[s] for s in seats)
            box = pygame.Rect(x, cy - 10, 22, 20)
            shade = PLACE_COLORS[p - 1] if p <= 3 else (90, 84, 140)
            pygame.draw.rect(surf, shade, box, border_radius=5)
            label = assets.text(str(p), 12, theme.BG_DEEP, "bold")
            surf.blit(label, label.get_rect(center=box.center))
            x += 26
        return surf


__all__ = ["CELL", "FINAL_HOLD", "PAD_HOLD", "POP_IN", "STANDINGS_HOLD", "Overlay", "Overlays"]
