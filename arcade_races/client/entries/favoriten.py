"""Favoriten in the client's registry: its view, emblem, colour and the words the
menus show (a couch version of the rules; the full rules are in docs/favoriten.md)."""

from __future__ import annotations

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.registry import ClientGame

RULES: list[tuple[str, str]] = [
    ("Goal",
     "Score the most points from markers on the horses that finish 1st, 2nd and 3rd. The "
     "earlier you bet, the higher your circle and the more it pays."),
    ("Betting",
     "Before each round, starting with the leader, each player may place one of their "
     "three markers in the next free circle of a horse's column, or pass. Once a horse "
     "has finished, betting is closed."),
    ("The race",
     "The leader rolls the die once per running horse and chooses which horse takes each "
     "roll. Moved horses switch lanes. Then the lead passes to the left."),
    ("Scoring",
     "The race runs until three horses are home. Their markers slide into the 1st (32, "
     "24, 18 ...), 2nd (16, 12 ...) and 3rd (8, 6 ...) place columns and score the "
     "numbers in their circles."),
    ("A game",
     "Three races; the next race is led by the next player."),
    ("Variants",
     "Most points leads: the leader of the next race is the player in front.\n"
     "A race per player: everyone leads one race."),
]
"""(heading, paragraph) in reading order; a newline starts a new line."""

VARIANTS: dict[str, tuple[str, str]] = {
    "leader_most_points": ("Most points leads",
                           "The next race is led by the player with the most points."),
    "race_per_player": ("A race per player", "As many races as players: everyone leads."),
}
"""Per variant: a label and a one-line description for the options screen."""

PERSONALITIES: dict[str, str] = {
    "early_bird": "Early bird: grabs the top circles before the race shows its hand.",
    "patient": "Patient: waits for certainty and backs only clear chances.",
    "spoiler": "Spoiler: plays against the table, hurting rivals' horses.",
}
"""Per AI personality: what it does, in one line."""


def horses(surface: pygame.Surface, assets: Assets, inner: pygame.Rect,
                   t: float) -> None:
    """Five coloured lanes with a horse's head each, and a die."""
    colors = ((224, 65, 58), (47, 111, 214), (46, 158, 79), (242, 194, 48), (244, 241, 234))
    lane = max(6, (inner.height - 16) // 5)
    for i, color in enumerate(colors):
        y = inner.top + 8 + i * lane
        pygame.draw.rect(surface, (217, 183, 122), (inner.left + 10, y, inner.width - 20,
                                                    lane - 3), border_radius=3)
        x = inner.left + 20 + (i * 37 + t * 30 * (1 + i % 3)) % (inner.width - 70)
        pygame.draw.ellipse(surface, color, (round(x), y, lane * 2, lane - 3))
        pygame.draw.ellipse(surface, theme.BG_DEEP, (round(x), y, lane * 2, lane - 3), 1)
    die = pygame.Rect(0, 0, lane * 2, lane * 2)
    die.bottomright = (inner.right - 10, inner.bottom - 6)
    pygame.draw.rect(surface, theme.CARD, die, border_radius=6)
    pygame.draw.rect(surface, theme.BG_DEEP, die, 2, border_radius=6)
    for dx, dy in ((-1, -1), (0, 0), (1, 1)):
        pygame.draw.circle(surface, theme.BG_DEEP, (die.centerx + dx * lane // 2,
                                                   die.centery + dy * lane // 2), 3)


ENTRY = ClientGame(
    id="favoriten",
    view="arcade_races.client.views.favoriten:FavoritenView",
    podium="arcade_races.client.podiums.favoriten:FavoritenPodium",
    color=theme.GREEN,
    emblem=horses,
    rules=RULES,
    variants=VARIANTS,
    personalities=PERSONALITIES,
)
