"""Crazy Race's podium and table: each player on the blocks shows their bet cards, one per
stage with the place it asked for, and the cup their pawn won in that stage laid on the card
(gold where the cup matched the card and scored); the table lists the cards and the cups.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.podiums.base import Cell, Column, Podium, seat_color
from arcade_races.client.widgets import seat_token, text

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets

CARD = (44, 62)
"""A bet card on the podium, in pixels."""


class CrazyRacePodium(Podium):
    """Bet cards with their cups."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        figures = self.result.figures
        players = len(self.header.seats)

        def rows(key: str) -> list[list[int]]:
            value = figures.get(key)
            if isinstance(value, list) and len(value) == players:
                return [[int(v) for v in row] for row in value]
            return [[] for _ in range(players)]

        self.bets = rows("bets")
        self.cups = rows("placings")

    def facts(self) -> list[str]:
        return ["Crazy Race", "points for the bet cards the cups matched"]

    def columns(self) -> list[Column]:
        return [Column("BET CARDS", 330, width=100), Column("CUPS", 440, width=90)]

    def cells(self, seat: int) -> list[Cell]:
        return [(" ".join(str(b) for b in self.bets[seat]) or "–", theme.INK),
                (" ".join(str(c) for c in self.cups[seat]) or "–", theme.INK_DIM)]

    def score_cell(self, seat: int) -> Cell:
        points = self.result.scores[seat]
        return str(points), theme.GOLD if points else theme.INK_DIM

    def captions(self, seat: int) -> list[Cell]:
        points = self.result.scores[seat]
        return [(self.header.seats[seat].name, theme.INK),
                (f"{points} point{'s' if points != 1 else ''}", theme.GOLD)]

    def slot(self, place: int) -> int:
        return max(120, (CARD[0] + 6) * max(1, len(self.bets[0]) if self.bets else 3) + 12)

    def draw_figure(self, surface: pygame.Surface, assets: Assets, seat: int,
                    bottom: tuple[float, float], place: int, colour_blind: bool) -> None:
        """The seat's token over its bet cards, each with its stage's cup laid on it."""
        x, y = bottom
        cards = self.bets[seat]
        width = (CARD[0] + 6) * len(cards) - 6
        left = x - width / 2
        for stage, asked in enumerate(cards):
            rect = pygame.Rect(round(left + stage * (CARD[0] + 6)), round(y) - CARD[1],
                               *CARD)
            cup = self.cups[seat][stage] if stage < len(self.cups[seat]) else None
            self._card(surface, assets, rect, asked, cup, seat)
        seat_token(surface, assets, seat, (x, y - CARD[1] - 30), 22, colour_blind)

    def _card(self, surface: pygame.Surface, assets: Assets, rect: pygame.Rect, asked: int,
              cup: int | None, seat: int) -> None:
        hit = cup == asked
        pygame.draw.rect(surface, theme.CARD, rect, border_radius=5)
        pygame.draw.rect(surface, seat_color(seat), rect, 3, border_radius=5)
        text(surface, assets, str(asked), 30, theme.BG_DEEP, (rect.centerx, rect.top + 1),
             anchor="midtop", shadow=False)
        if cup is None:
            return
        # The cup laid on the lower half of the card: gold when it matched, grey when not.
        color = theme.GOLD if hit else (150, 150, 170)
        cx, cy = rect.centerx, rect.bottom - 3
        bowl = [(cx - 16, cy - 28), (cx + 16, cy - 28), (cx + 9, cy - 11), (cx - 9, cy - 11)]
        pygame.draw.polygon(surface, color, bowl)
        pygame.draw.polygon(surface, theme.BG_DEEP, bowl, 2)
        pygame.draw.rect(surface, color, (cx - 3, cy - 11, 6, 5))
        pygame.draw.rect(surface, color, (cx - 10, cy - 6, 20, 5), border_radius=2)
        text(surface, assets, str(cup), 16, theme.BG_DEEP, (cx, cy - 20), anchor="center",
             shadow=False)


__all__ = ["CrazyRacePodium"]
