"""Pferderennen in the client's registry: its view, emblem, colour and the words the
menus show (a couch version of the rules; the full rules are in docs/pferderennen.md)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

import pygame

from arcade_races.boards.geometry import layout
from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.preview import Preview, Vec, canvas
from arcade_races.client.registry import ClientGame

RULES: list[tuple[str, str]] = [
    ("Goal",
     "Back the winning horse. The four aces, ♣ ♦ ♥ ♠, are the horses: the first ace to "
     "run past the end of the track wins, and whoever bet on it collects."),
    ("Setup",
     "The aces stand at the start, one lane each. The dealer (the game) lays a row of "
     "face-down track cards, six or eight depending on the board; the rest of the deck "
     "is the draw pile."),
    ("Bets",
     "Each player in turn stakes 1 to 5 on one suit, or passes and sits the race out. "
     "Bets are open: later players see the earlier ones."),
    ("The race",
     "The dealer turns the top card of the pile. Only its suit counts: the ace of that "
     "suit moves one step forward. A 7♥ moves the ace of hearts."),
    ("Hurdles",
     "When the last ace reaches a step, the track card beside it is turned, and the ace "
     "of that card's suit falls back one step. Each track card turns only once."),
    ("Payout",
     "Backed the winner? You gain twice your stake. Backed another ace? You lose your "
     "stake. Passing costs nothing. The best total wins the game."),
    ("Variants",
     "Half stake: half of each stake is paid before the start.\n"
     "Places: second and third pay too.\n"
     "Leader hurdle: the first ace to reach a step turns its card.\n"
     "Turbo: a turned card kicks its ace forward.\n"
     "Stumble: a drawn 2 moves every ace behind the leader.\n"
     "Sips: the party mode; winners hand out sips instead of points."),
]
"""(heading, paragraph) in reading order. Suit symbols are drawn in suit colours; a newline
starts a new line."""

VARIANTS: dict[str, tuple[str, str]] = {
    "half_stake": ("Half stake up front",
                   "Pay half your stake before the start; a loser pays the rest."),
    "places": ("Places", "Second and third pay too: 1× and ½× the stake."),
    "leader_hurdle": ("Leader hurdle",
                      "A hurdle turns when the first ace reaches it, not the last."),
    "turbo": ("Turbo", "A turned track card kicks its ace forward instead of back."),
    "stumble": ("Stumble", "A drawn 2 is wild: every ace behind the leader steps up."),
    "sips": ("Party mode: sips",
             "Bet sips instead of points. Nobody ever has to drink."),
}
"""Per variant: a label and a one-line description for the options screen."""

PERSONALITIES: dict[str, str] = {
    "cautious": "Cautious: small stakes, and sits out a bad bet.",
    "steady": "Steady: half the maximum stake, race after race.",
    "bold": "Bold: always the maximum stake.",
    "wild": "Wild: any stake at all, on a whim.",
}
"""Per AI personality: what it does, in one line."""


def aces(surface: pygame.Surface, assets: Assets, inner: pygame.Rect, t: float) -> None:
    """The four aces fanned out, bobbing."""
    size = (min(74, inner.height * 52 // 100), min(104, inner.height * 72 // 100))
    for i, suit in enumerate(("C", "D", "H", "S")):
        angle = (1.5 - i) * 11
        card = pygame.Surface(size, pygame.SRCALPHA)
        body = card.get_rect()
        pygame.draw.rect(card, theme.CARD, body, border_radius=7)
        pygame.draw.rect(card, theme.BG_DEEP, body, 2, border_radius=7)
        ink = theme.SUIT_INK[suit]
        card.blit(assets.text("A", 18, ink, "bold"), (6, 3))
        symbol = assets.text(theme.SUIT_SYMBOLS[suit], size[1] // 2, ink, "bold")
        card.blit(symbol, symbol.get_rect(center=body.center))
        turned = pygame.transform.rotate(card, angle)
        bob = 4 * math.sin(t * 3 + i)
        cx = inner.centerx + (i - 1.5) * size[0] * 0.62
        cy = inner.centery + 6 + abs(i - 1.5) * 7 + bob
        surface.blit(turned, turned.get_rect(center=(round(cx), round(cy))))


def preview(data: Mapping[str, Any]) -> Preview:
    """The board picker's picture: the track of cards, the four lanes, the pile and dealer.

    A checked board has all of them on its canvas; a point off it is drawn at the canvas's
    edge (a line drawn thousands of canvases long takes pygame seconds).
    """
    size, felt, rail = canvas(data)
    w, h = size

    def on_canvas(points: Iterable[Vec]) -> tuple[Vec, ...]:
        return tuple((min(max(x, 0.0), w), min(max(y, 0.0), h)) for x, y in points)

    track = on_canvas(layout(data["track"]["path"]))
    lanes = tuple((suit, on_canvas(layout(path))) for suit, path in data["lanes"].items())
    marks = on_canvas((float(p[0]), float(p[1])) for p in (data["pile"], data["dealer"]))
    return Preview(size, track, lanes, marks, felt, rail)


def facts(data: Mapping[str, Any]) -> str:
    """A line for the picker: how many track cards."""
    try:
        return f"{int(data['track']['cards'])} track cards"
    except (KeyError, TypeError, ValueError):
        return ""


ENTRY = ClientGame(
    id="pferderennen",
    view="arcade_races.client.views.pferderennen:PferderennenView",
    podium="arcade_races.client.podiums.pferderennen:PferderennenPodium",
    color=theme.ORANGE,
    emblem=aces,
    rules=RULES,
    variants=VARIANTS,
    personalities=PERSONALITIES,
    preview=preview,
    facts=facts,
)
