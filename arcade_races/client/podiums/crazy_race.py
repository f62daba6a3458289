"""Crazy Race's podium and table: each player on the blocks shows their bet cards, one per
stage with the place it asked for, and the cup their pawn won in that stage laid on the card
(gold where the cup matched the card and scored); the table lists the cards and the cups.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.podiums.base import Cell, Column, Podium, block_rects, seat_color
from arcade_races.client.widgets import seat_token, text

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets

CARD = (44, 62)
"""A bet card on the podium, in pixels, where there is room for it (`card_scale`)."""
CARD_GAP = 6
"""Pixels between two bet cards of a seat."""
CARD_MARGIN = 12
"""Pixels a seat's row of cards leaves free of its share of a block."""


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
        count = max((len(cards) for cards in self.bets), default=3)
        return max(120, (CARD[0] + CARD_GAP) * max(1, count) + CARD_MARGIN)

    def card_scale(self, place: int) -> float:
        """How large the bet cards on `place`'s block are drawn (1: `CARD`): as large as a
        seat's share of the block allows, for the row of blocks shrinks to fit the stage
        when several players share a place (three on the bronze block)."""
        block = block_rects(self.block_widths())[place]
        slot = block.width / max(1, len(self.on_block(place)))
        count = max(1, max((len(cards) for cards in self.bets), default=3))
        return min(1.0, ((slot - CARD_MARGIN) / count - CARD_GAP) / CARD[0])

    def draw_figure(self, surface: pygame.Surface, assets: Assets, seat: int,
                    bottom: tuple[float, float], place: int, colour_blind: bool) -> None:
        """The seat's token over its bet cards, each with its stage's cup laid on it."""
        x, y = bottom
        cards = self.bets[seat]
        k = self.card_scale(place)
        size = (round(CARD[0] * k), round(CARD[1] * k))
        step = size[0] + CARD_GAP
        left = x - (step * len(cards) - CARD_GAP) / 2
        for stage, asked in enumerate(cards):
            rect = pygame.Rect(round(left + stage * step), round(y) - size[1], *size)
            cup = self.cups[seat][stage] if stage < len(self.cups[seat]) else None
            self._card(surface, assets, rect, asked, cup, seat, k)
        seat_token(surface, assets, seat, (x, y - size[1] - 30), 22, colour_blind)

    def _card(self, surface: pygame.Surface, assets: Assets, rect: pygame.Rect, asked: int,
              cup: int | None, seat: int, k: float = 1.0) -> None:
        hit = cup == asked
        pygame.draw.rect(surface, theme.CARD, rect, border_radius=5)
        pygame.draw.rect(surface, seat_color(seat), rect, 3 if k > 0.8 else 2, border_radius=5)
        text(surface, assets, str(asked), round(30 * k), theme.BG_DEEP,
             (rect.centerx, rect.top + 1), anchor="midtop", shadow=False)
        if cup is None:
            return
        # The cup laid on the lower half of the card: gold when it matched, grey when not.
        color = theme.GOLD if hit else (150, 150, 170)
        cx, cy = rect.centerx, rect.bottom - 3 * k

        def at(dx: float, dy: float) -> tuple[float, float]:
            return cx + dx * k, cy + dy * k

        bowl = [at(-16, -28), at(16, -28), at(9, -11), at(-9, -11)]
        pygame.draw.polygon(surface, color, bowl)
        pygame.draw.polygon(surface, theme.BG_DEEP, bowl, 2)
        pygame.draw.rect(surface, color, pygame.Rect(*at(-3, -11), 6 * k, 5 * k))
        pygame.draw.rect(surface, color, pygame.Rect(*at(-10, -6), 20 * k, 5 * k),
                         border_radius=2)
        text(surface, assets, str(cup), max(10, round(16 * k)), theme.BG_DEEP, at(0, -20),
             anchor="center", shadow=False)


__all__ = ["CrazyRacePodium"]
