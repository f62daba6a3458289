"""The Pferderennen table's decorations: sounds, ribbons placed clear of what matters, and
figures rising from the tote board's rows. The director's beats call these; what they start
lives in the stage's effects layer and never holds the game up."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from arcade_races.client import theme
from arcade_races.client.app import App
from arcade_races.client.stage.effects import Banner, Effects, Floater, least_hidden, render_banner
from arcade_races.client.stage.zones import STAGE as TABLE
from arcade_races.client.views.pferderennen.art import Art
from arcade_races.client.views.pferderennen.geometry import RAIL, Geometry
from arcade_races.client.views.pferderennen.model import Table

Color = tuple[int, int, int]


class Decor:
    """Starts the decorations of one table in `fx`."""

    def __init__(self, app: App, geo: Geometry, table: Table, art: Art, fx: Effects) -> None:
        self.app, self.geo, self.table, self.art, self.fx = app, geo, table, art, fx

    def sound(self, name: str) -> None:
        """Play sound `name` (silence without a mixer)."""
        self.app.sounds.play(name)

    def banner(self, title: str, sub: str, color: Color, hold: float, *, small: bool = False,
               ink: Color = theme.INK, avoid: Sequence[pygame.Rect] = ()) -> None:
        """A ribbon over the table, placed where it hides the least of every ace (where it
        stands and a step on, with its bettors' chips) and of the `avoid` rects (a hurdle's
        card, where a kicked or falling ace lands): a ribbon never sits on the ace that moves."""
        geo = self.geo
        image = render_banner(self.app.assets, title, sub, color, ink)
        if small:
            image = pygame.transform.smoothscale_by(image, 0.62)
        avoid = list(avoid)
        for suit, ace in self.table.aces.items():
            avoid.append(geo.ace_box(suit, ace.at).union(geo.ace_box(suit, ace.at + 1)))
        half = image.get_height() / 2
        cx, cy = TABLE.centerx, TABLE.centery - 20
        top, bottom = TABLE.top + RAIL + 14 + half, TABLE.bottom - RAIL - 14 - half
        candidates: list[tuple[float, float]] = [(cx, cy), (cx, top), (cx, bottom)]
        if small:
            candidates = [(cx, bottom), (cx, top), (cx, cy)]
        rows = 12
        wide = TABLE.width * 0.22
        spread: list[float] = [cx] if not small else [cx, cx - wide, cx + wide]
        candidates += [(x, top + (bottom - top) * k / rows) for k in range(rows + 1)
                       for x in spread]
        center = least_hidden(image.get_size(), candidates, avoid)
        self.fx.banner = Banner(image, center, hold)

    def tote_figure(self, seat: int, words: str, color: Color, *, icon: bool = False) -> None:
        """A figure rising from `seat`'s tote row (a glass beside it for a sip), the row
        flashing `color`."""
        geo = self.geo
        row = geo.row_rect(seat)
        size = max(14, min(22, geo.row_h - 4))
        image = self.app.assets.text(words, size, color, "bold")
        if icon:
            glass = self.art.small_glass
            both = pygame.Surface((image.get_width() + glass.get_width() + 4,
                                   max(image.get_height(), glass.get_height())), pygame.SRCALPHA)
            both.blit(glass, (0, (both.get_height() - glass.get_height()) // 2))
            both.blit(image, (glass.get_width() + 4, (both.get_height() - image.get_height()) // 2))
            image = both
        else:
            image = image.copy()
        x = geo.columns()[1] - 16
        self.fx.add(Floater(image, (x, row.centery), life=1.0, rise=geo.row_h * 0.9), "tote")
        self.fx.flashes.add(seat, color, 0.9)


__all__ = ["Decor"]
