"""Favoriten's podium and table: the three horses home in the last race stand on the blocks,
with the markers laid on them in the order they were laid and what each marker paid; the table
has each race's points per player, and the strip the three horses home of every race.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.podiums.base import Cell, Column, Podium
from arcade_races.client.stage.effects import hex_color
from arcade_races.client.widgets import seat_token, text

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets

Color = tuple[int, int, int]
MARKER = 50
"""The room one marker takes on a block."""


class FavoritenPodium(Podium):
    """The horses home with their markers; the points of every race."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        races = self.result.figures.get("races")
        self.races: list[dict[str, Any]] = [r for r in races if isinstance(r, dict)] \
            if isinstance(races, list) else []
        rules = getattr(self.game, "rules", None)
        names = list(getattr(rules, "horses", ()))
        colors = list(getattr(rules, "colors", ()))
        self.colors: dict[str, Color] = {
            name: hex_color(color, theme.INK) for name, color in zip(names, colors, strict=False)}
        self.rules = rules
        last = self.races[-1] if self.races else {}
        finish = last.get("finish")
        self.home: list[str] = [h for h in finish if isinstance(h, str)][:3] \
            if isinstance(finish, list) else []
        columns = last.get("columns")
        self.columns_laid: dict[str, list[int]] = dict(columns) if isinstance(columns, dict) \
            else {}

    def facts(self) -> list[str]:
        count = len(self.races)
        return ["Favoriten", f"{count} race{'s' if count != 1 else ''}",
                f"the horses home in race {count}" if count else "scores in points"]

    def color(self, horse: str) -> Color:
        """A horse's colour."""
        return self.colors.get(horse, theme.INK)

    def marker_points(self, place: int, row: int) -> int:
        """What a marker in `row` of the horse home in `place` paid."""
        points_for = getattr(self.rules, "points_for", None)
        return int(points_for(place, row)) if callable(points_for) else 0

    # -- the table: each race's points --------------------------------------------------------

    def columns(self) -> list[Column]:
        count = len(self.races)
        if not count or count > 6:
            return []
        step = min(64, 250 // count)
        right = 560 - 110
        return [Column(f"R{n + 1}", right - step * (count - 1 - n), width=step - 6)
                for n in range(count)]

    def cells(self, seat: int) -> list[Cell]:
        if not self.columns():
            return []
        cells: list[Cell] = []
        for race in self.races:
            points = race.get("points")
            value = points[seat] if isinstance(points, list) and seat < len(points) else 0
            cells.append((str(value), theme.INK if value else theme.INK_FAINT))
        return cells

    def score_cell(self, seat: int) -> Cell:
        points = self.result.scores[seat]
        return str(points), theme.GOLD if points else theme.INK_DIM

    # -- the strip: the three horses home of each race ---------------------------------------

    def strip_height(self) -> int:
        return 34 + 26 * min(3, len(self.races)) if self.races else 0

    def draw_strip(self, surface: pygame.Surface, assets: Assets, box: pygame.Rect) -> None:
        text(surface, assets, "THE HORSES HOME", 14, theme.CYAN, (box.left + 16, box.top + 8),
             shadow=False)
        shown = self.races[-3:]
        first = len(self.races) - len(shown) + 1
        for n, race in enumerate(shown):
            y = box.top + 30 + 26 * n
            text(surface, assets, f"Race {first + n}", 17, theme.INK_DIM, (box.left + 16, y),
                 kind="sans", shadow=False)
            x = box.left + 110
            for place, horse in enumerate(race.get("finish") or [], start=1):
                color = self.color(str(horse))
                pygame.draw.circle(surface, color, (x + 9, y + 11), 9)
                pygame.draw.circle(surface, theme.BG_DEEP, (x + 9, y + 11), 9, 2)
                words = f"{place}. {str(horse).capitalize()}"
                x = text(surface, assets, words, 17, theme.INK, (x + 24, y), kind="sans",
                         shadow=False).right + 22

    # -- the podium: the horses home and their markers --------------------------------------

    def on_block(self, place: int) -> list[int]:
        return [place] if place <= len(self.home) else []

    def laid(self, place: int) -> list[int]:
        """The seats whose markers lie on the horse home in `place`, in the order laid."""
        return [s for s in self.columns_laid.get(self.home[place - 1], []) if isinstance(s, int)]

    def block_widths(self) -> dict[int, int]:
        return {p: max(170, min(4, len(self.laid(p))) * MARKER + 20)
                for p in range(1, len(self.home) + 1)}

    def number_in_corner(self, place: int) -> bool:
        # A low block holds its markers where the big number would stand.
        return place == 3

    def draw_block(self, surface: pygame.Surface, assets: Assets, block: pygame.Rect,
                   place: int) -> None:
        super().draw_block(surface, assets, block, place)
        # The markers on the block's face, rows of four, each with what it paid.
        if block.height < 70 or place > len(self.home):
            return
        laid = self.laid(place)
        per_row = max(1, min(4, len(laid)))
        top = block.top + (64 if block.height > 110 else 16)
        x0 = block.centerx - per_row * MARKER / 2
        for row, seat in enumerate(laid):
            y = top + (row // per_row) * 46
            if y + 40 > block.bottom:
                break
            x = x0 + MARKER * (row % per_row + 0.5)
            seat_token(surface, assets, seat, (x, y + 12), 12, False)
            text(surface, assets, f"+{self.marker_points(place, row)}", 15, theme.INK,
                 (x, y + 26), anchor="midtop", kind="sans", shadow=False)

    def draw_standing(self, surface: pygame.Surface, assets: Assets, block: pygame.Rect,
                      place: int, top: float, colour_blind: bool) -> None:
        if place > len(self.home):
            return
        horse = self.home[place - 1]
        height = 72 if place == 1 else 60
        key = ("horse", horse, height, colour_blind)
        image = self._cache.get(key)
        if image is None:
            from arcade_races.client.views.favoriten.art import render_horse

            image = render_horse(assets, self.color(horse), height, horse[:1].upper(),
                                 colour_blind)
            self._cache[key] = image
        name_top = top - 26
        text(surface, assets, horse.capitalize(), 20, self.color(horse),
             (block.centerx, name_top), anchor="midtop")
        surface.blit(image, image.get_rect(midbottom=(block.centerx, round(name_top) - 2)))


__all__ = ["FavoritenPodium"]
