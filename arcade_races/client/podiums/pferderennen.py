"""Pferderennen's podium: the aces home in the race's order on the blocks, the winning ace on
gold, each with the chips of the seats who backed it and what the bet paid; a seat that passed
sat out. A game of several races stands the players on the blocks, and the strip lists the
winning suit of each race.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.podiums.base import Cell, Column, Podium, fit, signed
from arcade_races.client.registry import client_game
from arcade_races.client.scenes.title import rich_text
from arcade_races.client.widgets import seat_token, text
from arcade_races.core.state import Result

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets

SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
CARD = (84, 120)
"""An ace's card on the podium, in pixels."""


def race_winners(result: Result, game_id: str = "") -> list[str | None]:
    """The winner of each race in the result's figures: the game entry's names for them (a
    horse), else the figures' winning suits (None for a void race)."""
    entry = client_game(game_id)
    if entry is not None and entry.race_winners is not None:
        return list(entry.race_winners(result.figures))
    races = result.figures.get("races")
    if not isinstance(races, list):
        return []
    winners: list[str | None] = []
    for race in races:
        winner = race.get("winner") if isinstance(race, dict) else None
        winners.append(winner if isinstance(winner, str) else None)
    return winners


def bet_text(result: Result, seat: int) -> str | None:
    """A seat's bet in a one-race Pferderennen game (`♦ 3` or `pass`), else None."""
    bet = _bet(result, seat)
    if bet is None:
        return None
    if not bet:
        return "pass"
    return f"{theme.SUIT_SYMBOLS.get(str(bet.get('suit')), '?')} {bet.get('stake')}"


def _bet(result: Result, seat: int) -> dict[str, Any] | None:
    """A seat's bet in a one-race game ({} for a pass), None without a one-bet column."""
    races = result.figures.get("races")
    if not isinstance(races, list) or len(races) != 1 or not isinstance(races[0], dict):
        return None
    bets = races[0].get("bets")
    if not isinstance(bets, list) or seat >= len(bets):
        return None
    bet: Any = bets[seat]
    if not isinstance(bet, dict):
        return {}
    if "suit" not in bet:
        return None  # another game's bets (Rennfieber's slips): no one-bet column
    return bet


class PferderennenPodium(Podium):
    """The aces home, with their bettors (one race), or the players (several races)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        races = self.result.figures.get("races")
        self.race: dict[str, Any] = (races[0] if isinstance(races, list) and len(races) == 1
                                     and isinstance(races[0], dict) else {})
        order = self.race.get("order")
        self.aces: list[str] = ([s for s in order if isinstance(s, str)][:3]
                                if isinstance(order, list) and self.race.get("winner") else [])

    def sat_out(self, seat: int) -> bool:
        """A seat that passed in a one-race game took no part."""
        return _bet(self.result, seat) == {} and self.result.scores[seat] == 0

    def banner(self) -> str | None:
        """A one-race game whose winning ace nobody backed has no winner to cheer: the best
        score there is the smallest loss. Nor has a void race, or one everybody sat out."""
        if not self.race:
            return None
        if all(self.out):
            return "EVERYBODY SAT OUT"
        winner = self.race.get("winner")
        if not isinstance(winner, str):
            return "THE RACE WAS VOID"
        if not self.bettors(winner):
            return f"NOBODY BACKED {SUIT_NAMES.get(winner, winner).upper()}!"
        return None

    def facts(self) -> list[str]:
        races = len(race_winners(self.result))
        words = ["Pferderennen"]
        if races > 1:
            words.append(f"{races} races")
        words.append(f"scores in {self.units}")
        return words

    def columns(self) -> list[Column]:
        return [Column("BET", 400, width=90)] if self.race else []

    def cells(self, seat: int) -> list[Cell]:
        if not self.race:
            return []
        bet = _bet(self.result, seat)
        if not bet:
            return [("sat out", theme.INK_FAINT)]
        suit = str(bet.get("suit"))
        return [(f"{theme.SUIT_SYMBOLS.get(suit, '?')} {bet.get('stake')}",
                 theme.SUIT_COLORS.get(suit, theme.INK))]

    # -- the strip: each race's winning suit -------------------------------------------------

    def strip_height(self) -> int:
        return 62 if race_winners(self.result) else 0

    def draw_strip(self, surface: pygame.Surface, assets: Assets, box: pygame.Rect) -> None:
        races = race_winners(self.result)
        if len(races) == 1:
            winner = races[0]
            words = (f"Winning horse:  {theme.SUIT_SYMBOLS[winner]} ace of "
                     f"{SUIT_NAMES.get(winner, winner)}"
                     if winner in theme.SUIT_SYMBOLS else "The race was void: nobody won.")
            width = assets.font(22, "bold").size(words)[0]
            rich_text(surface, assets, words, 22, theme.GOLD,
                      (box.centerx - width / 2, box.centery - 14), kind="bold", shadow=True)
            return
        text(surface, assets, "RACE WINNERS", 14, theme.CYAN, (box.left + 16, box.top + 8),
             shadow=False)
        x = box.left + 16
        for number, winner in enumerate(races, start=1):
            chip = f"{number} {theme.SUIT_SYMBOLS.get(winner or '', '–')}"
            width = assets.font(17, "sans").size(chip)[0] + 14
            if x + width > box.right - 40:
                text(surface, assets, "…", 17, theme.INK_DIM, (x, box.top + 30), kind="sans")
                break
            rich_text(surface, assets, chip, 17, theme.INK, (x, box.top + 30))
            x += width

    # -- the podium: the aces home with their bettors ----------------------------------------

    def bettors(self, suit: str) -> list[int]:
        """The seats who backed `suit`, by seat."""
        bets = self.race.get("bets") or []
        return [s for s, bet in enumerate(bets)
                if isinstance(bet, dict) and bet.get("suit") == suit]

    def on_block(self, place: int) -> list[int]:
        if not self.aces:
            return super().on_block(place)
        # One figure per block: the ace (its bettors stand around it, drawn with it).
        return [place] if place <= len(self.aces) else []

    def block_widths(self) -> dict[int, int]:
        if not self.aces:
            return super().block_widths()
        widths = {}
        for place, suit in enumerate(self.aces, start=1):
            backers = len(self.bettors(suit))
            widths[place] = max(150, CARD[0] + 16 + 64 * ((backers + 1) // 2) * 2)
        return widths

    def draw_standing(self, surface: pygame.Surface, assets: Assets, block: pygame.Rect,
                      place: int, top: float, colour_blind: bool) -> None:
        if not self.aces:
            super().draw_standing(surface, assets, block, place, top, colour_blind)
            return
        suit = self.aces[place - 1]
        card = self._ace(assets, suit, place)
        cx = block.centerx
        surface.blit(card, card.get_rect(midbottom=(cx, round(top) - 4)))
        # The backers stand either side of their ace, first bettor on the left, each in a
        # slot of its own between the card and the block's edge.
        backers = self.bettors(suit)
        room = (block.width - card.get_width()) / 2
        for side, group in ((-1, backers[0::2]), (1, backers[1::2])):
            slot = room / max(1, len(group))
            for i, seat in enumerate(group):
                x = cx + side * (card.get_width() / 2 + slot * (i + 0.5))
                self._backer(surface, assets, seat, (x, top - 78), round(slot), colour_blind)

    def _backer(self, surface: pygame.Surface, assets: Assets, seat: int,
                at: tuple[float, float], slot: int, colour_blind: bool) -> None:
        """A bettor's chip by its ace: name, stake on the chip and what it paid."""
        x, y = at
        seat_token(surface, assets, seat, (x, y), 22, colour_blind)
        bet = self.race.get("bets", [])[seat]
        name = fit(assets, self.header.seats[seat].name, 15, slot - 4, "bold")
        text(surface, assets, name, 15, theme.INK, (x, y + 26), anchor="midtop")
        paid = self.result.scores[seat]
        text(surface, assets, signed(paid), 17, theme.GREEN if paid > 0 else theme.RED,
             (x, y + 44), anchor="midtop", kind="sans")
        if isinstance(bet, dict) and not colour_blind:
            text(surface, assets, str(bet.get("stake")), 18, theme.BG_DEEP, (x, y),
                 anchor="center", shadow=False)

    def _ace(self, assets: Assets, suit: str, place: int) -> pygame.Surface:
        key = ("ace", suit, place)
        image = self._cache.get(key)
        if image is None:
            from arcade_races.client.views.pferderennen.art import render_card_face

            scale = 1.0 if place == 1 else 0.82
            size = (round(CARD[0] * scale), round(CARD[1] * scale))
            image = render_card_face(assets, "A" + suit, size)
            self._cache[key] = image
        return image


__all__ = ["PferderennenPodium", "bet_text", "race_winners"]
