"""Rennfieber's podium: the evening's best by cash, each on a block that names the horses in
their stable at the end (a trophy by each race winner); the strip names each race's winner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.podiums.base import Podium, fit
from arcade_races.client.registry import client_game
from arcade_races.client.widgets import fit_text, text

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets


def stables(figures: dict[str, Any], players: int) -> list[list[int]]:
    """The horse cards each seat owns at the end: bought at auction and not sold back.

    >>> stables({"auctions": [{"card": 3, "buyer": 1}, {"card": 7, "buyer": 1}],
    ...          "sales": [{"card": 3, "owner": 1}]}, 2)
    [[], [7]]
    """
    owned: list[list[int]] = [[] for _ in range(players)]
    for sale in figures.get("auctions") or []:
        buyer = sale.get("buyer") if isinstance(sale, dict) else None
        if isinstance(buyer, int) and 0 <= buyer < players:
            owned[buyer].append(int(sale["card"]))
    for sale in figures.get("sales") or []:
        owner = sale.get("owner") if isinstance(sale, dict) else None
        if isinstance(owner, int) and 0 <= owner < players and sale["card"] in owned[owner]:
            owned[owner].remove(sale["card"])
    return [sorted(cards) for cards in owned]


NAME_SMALLEST = 14
"""The smallest size a horse's name on a block is set in before it is shortened."""


class RennfieberPodium(Podium):
    """The best by cash with their horses; the race winners by name."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        figures = self.result.figures
        self.names = {int(h["card"]): str(h["name"]) for h in figures.get("horses") or []
                      if isinstance(h, dict)}
        self.stables = stables(figures, len(self.header.seats))
        self.wins: dict[int, int] = {}
        for race in figures.get("races") or []:
            placings = race.get("placings") if isinstance(race, dict) else None
            if isinstance(placings, list) and placings:
                self.wins[int(placings[0])] = self.wins.get(int(placings[0]), 0) + 1
        entry = client_game(self.header.game)
        self.race_names: list[str] = (list(entry.race_winners(figures))
                                      if entry is not None and entry.race_winners else [])

    def facts(self) -> list[str]:
        races = len(self.race_names)
        return ["Rennfieber", f"{races} race{'s' if races != 1 else ''}", "the cash at the end"]

    def slot(self, place: int) -> int:
        return 180

    def number_in_corner(self, place: int) -> bool:
        return True

    def draw_block(self, surface: pygame.Surface, assets: Assets, block: pygame.Rect,
                   place: int) -> None:
        """The block with its place small in the corner and the stable on its face."""
        super().draw_block(surface, assets, block, place)
        if block.height < 40:
            return
        seats = self.on_block(place)
        slot = block.width / max(1, len(seats))
        for i, seat in enumerate(seats):
            x = block.left + slot * i + 30
            y = block.top + 16
            for card in self.stables[seat]:
                if y + 20 > block.bottom - 4:
                    break
                wins = self.wins.get(card, 0)
                words = f"{card} {self.names.get(card, '')}"
                width = round(slot) - 36 - (18 if wins else 0)
                # A long name is set a little smaller before it loses letters ("17
                # Sonnenkönig" whole, not "17 Sonnenk…"): the players look for their horses.
                size = max(NAME_SMALLEST, fit_text(assets, words, 17, width, "sans"))
                text(surface, assets, fit(assets, words, size, width, "sans"), size,
                     theme.GOLD if wins else theme.INK, (x, y + (17 - size) // 2), kind="sans",
                     shadow=False)
                if wins:
                    trophy(surface, (round(block.left + slot * (i + 1)) - 14, y + 9))
                y += 21

    # -- the strip: each race's winner by name ----------------------------------------------

    def strip_height(self) -> int:
        if not self.race_names:
            return 0
        return 86 if len(self.race_names) > 3 else 62

    def draw_strip(self, surface: pygame.Surface, assets: Assets, box: pygame.Rect) -> None:
        if len(self.race_names) == 1:
            words = f"Race winner:  {self.race_names[0] or 'nobody'}"
            text(surface, assets, fit(assets, words, 22, box.width - 32), 22, theme.GOLD,
                 box.center, anchor="center")
            return
        text(surface, assets, "RACE WINNERS", 14, theme.CYAN, (box.left + 16, box.top + 8),
             shadow=False)
        x, y = box.left + 16, box.top + 30
        for number, winner in enumerate(self.race_names, start=1):
            chip = f"{number}. {winner or '–'}"
            width = assets.font(17, "sans").size(chip)[0] + 18
            if x + width > box.right - 16:
                if y + 48 > box.bottom:
                    text(surface, assets, "…", 17, theme.INK_DIM, (x, y), kind="sans")
                    break
                x, y = box.left + 16, y + 24
            text(surface, assets, chip, 17, theme.INK, (x, y), kind="sans")
            x += width


def trophy(surface: pygame.Surface, at: tuple[int, int]) -> None:
    """A small gold cup: this horse won a race."""
    x, y = at
    pygame.draw.polygon(surface, theme.GOLD, [(x - 6, y - 7), (x + 6, y - 7), (x + 3, y + 1),
                                              (x - 3, y + 1)])
    pygame.draw.rect(surface, theme.GOLD, (x - 1, y + 1, 3, 4))
    pygame.draw.rect(surface, theme.GOLD, (x - 5, y + 5, 11, 3))


__all__ = ["RennfieberPodium", "stables", "trophy"]
