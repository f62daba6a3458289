"""Crazy Race in the client's registry: its view, emblem, colour and the words the
menus show (a couch version of the rules; the full rules are in docs/crazy_race.md)."""

from __future__ import annotations

import math

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.registry import ClientGame

RULES: list[tuple[str, str]] = [
    ("Goal",
     "Your secret bet card names a place for each of the three stages. Reach exactly "
     "those places: 1 point for each, plus 1 for every other player whose card asked "
     "for the same place there."),
    ("A turn",
     "You may lay one track card on any free piece of any track (or throw it away), and "
     "in the main game play one action card; then roll both dice and move your pawn."),
    ("Track cards",
     "A track card replaces a piece's 4 spaces with 0 to 8: shorten your own track to "
     "get ahead, stretch a rival's to hold them back. A free piece has no pawn and no "
     "card."),
    ("Cups",
     "Cross the end of a stage and take its next cup: 1st, 2nd, 3rd ... Surplus pips "
     "carry on; past the last stage they are lost."),
    ("Action cards",
     "Move a free track card; make a rival skip a turn; or lay 'on turn again' before a "
     "rival, who then takes two turns in a row. A cancel card, played when a card hits "
     "you, stops it."),
    ("The end",
     "When the second-to-last pawn is home, the bet cards are revealed and the cups laid "
     "on them."),
    ("Variants", "Basic game: no action cards, a good first race."),
]
"""(heading, paragraph) in reading order; a newline starts a new line."""

VARIANTS: dict[str, tuple[str, str]] = {
    "basic": ("Basic game", "Without action cards: track cards, dice and bets only."),
}
"""Per variant: a label and a one-line description for the options screen."""

PERSONALITIES: dict[str, str] = {
    "schemer": "Schemer: shapes its own track to hit its bet card's places.",
    "saboteur": "Saboteur: stretches the tracks of whoever threatens its places.",
    "bluffer": "Bluffer: hides its aims, laying its cards on rivals' tracks.",
}
"""Per AI personality: what it does, in one line."""


def tracks(surface: pygame.Surface, assets: Assets, inner: pygame.Rect,
                   t: float) -> None:
    """Parallel tracks in the three stage colours, with a track card being laid."""
    stages = ((142, 68, 173), (46, 111, 214), (214, 58, 58))
    rows = 4
    height = max(6, (inner.height - 20) // rows)
    third = (inner.width - 20) // 3
    for r in range(rows):
        y = inner.top + 10 + r * height
        for k, color in enumerate(stages):
            pygame.draw.rect(surface, color, (inner.left + 10 + k * third, y + 2, third - 2,
                                              height - 6), border_radius=3)
    card = pygame.Rect(0, 0, 34, 46)
    card.center = (inner.centerx + round(20 * math.sin(t * 2)), inner.centery)
    pygame.draw.rect(surface, theme.CARD, card, border_radius=5)
    pygame.draw.rect(surface, theme.BG_DEEP, card, 2, border_radius=5)
    number = assets.text("7", 24, theme.BG_DEEP, "bold")
    surface.blit(number, number.get_rect(center=card.center))


ENTRY = ClientGame(
    id="crazy_race",
    view="arcade_races.client.views.crazy_race:CrazyRaceView",
    podium="arcade_races.client.podiums.crazy_race:CrazyRacePodium",
    color=theme.PINK,
    emblem=tracks,
    rules=RULES,
    variants=VARIANTS,
    personalities=PERSONALITIES,
)
