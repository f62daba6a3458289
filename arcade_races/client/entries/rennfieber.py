"""Rennfieber in the client's registry: its view, emblem, colour and the words the menus show
(a couch version of the rules; the full rules are in docs/rennfieber.md)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.preview import Preview, canvas, color_of
from arcade_races.client.registry import ClientGame

RULES: list[tuple[str, str]] = [
    ("Goal",
     "An evening at the races: buy horses at auction, train them, bet on the Totalisator "
     "and race them three times. Whoever holds the most cash at the end wins."),
    ("Auction",
     "Horse cards come up one by one at their printed price. Bid it or raise it (+500, "
     "+1,000, +2,000, +5,000), or drop out; the last bidder buys. Nobody wants a card? "
     "It goes under the stack."),
    ("Training",
     "Each horse runs the training track from the stable to the meadow, one die a turn. "
     "Instruction spaces move its form pointer, cost or pay money, or draw a training "
     "card: some act at once, Karriere and Durchbruch are kept face down for the race."),
    ("Line-up and bets",
     "Everyone picks their runners in secret; the picks are shown together and the "
     "horses are led into their lanes by form. Then lay slips face down on the Tote."),
    ("The race",
     "Each turn a horse rolls the race die (2-5) plus its daily-form bonus from the normal "
     "die, and gallops that many spaces, changing lanes diagonally. A 1 or 6 draws a "
     "gallop card. Two crossings of the finish line and it is home."),
    ("After the race",
     "Prizes for the placings, the winner's form goes up, the last one's down. The slips "
     "are turned: the pool is shared by the winner's backers at the quote (Q:10)."),
    ("Variants",
     "By lane: horses move lane by lane instead of in turn order.\n"
     "Own programme: our race programme with other entry rules.\n"
     "One or two races: a shorter evening."),
]
"""(heading, paragraph) in reading order; a newline starts a new line."""

VARIANTS: dict[str, tuple[str, str]] = {
    "by_lane": ("Order by lane", "Horses move from the inside lane out, not in turn order."),
    "own_programme": ("Own race programme",
                      "Race Programme II: other courses, fees and entry rules."),
    "races=1": ("One race", "A short evening: one auction, one training, one race."),
    "races=2": ("Two races", "Two races, without the second auction."),
}
"""Per variant: a label and a one-line description for the options screen."""

PERSONALITIES: dict[str, str] = {
    "zocker": "Zocker: bets heavily and bids high for the dear horses.",
    "pfennigfuchser": "Pfennigfuchser: bids the price, bets little, keeps the cash.",
    "stallmeister": "Stallmeister: pays for a long form scale and counts kept cards.",
}
"""Per AI personality: what it does, in one line."""


def horses(surface: pygame.Surface, assets: Assets, inner: pygame.Rect, t: float) -> None:
    """Three horse cards fanned out over a strip of turf, bobbing."""
    turf = inner.inflate(-inner.width // 6, -inner.height // 2).move(0, inner.height // 5)
    pygame.draw.ellipse(surface, (63, 138, 58), turf)
    pygame.draw.ellipse(surface, (244, 241, 232), turf, 3)
    size = (min(66, inner.height * 46 // 100), min(92, inner.height * 64 // 100))
    for i, (number, color) in enumerate(((7, theme.SEAT_COLORS[0]), (11, theme.SEAT_COLORS[1]),
                                         (16, theme.SEAT_COLORS[2]))):
        card = pygame.Surface(size, pygame.SRCALPHA)
        body = card.get_rect()
        pygame.draw.rect(card, theme.CARD, body, border_radius=7)
        pygame.draw.rect(card, color, (0, 0, body.width, body.height // 4),
                         border_top_left_radius=7, border_top_right_radius=7)
        pygame.draw.rect(card, theme.BG_DEEP, body, 2, border_radius=7)
        label = assets.text(str(number), size[1] // 3, theme.BG_DEEP, "bold")
        card.blit(label, label.get_rect(center=(body.centerx, body.centery + 6)))
        turned = pygame.transform.rotate(card, (1 - i) * 12)
        bob = 4 * math.sin(t * 3 + i)
        cx = inner.centerx + (i - 1) * size[0] * 0.7
        cy = inner.centery - 4 + abs(i - 1) * 6 + bob
        surface.blit(turned, turned.get_rect(center=(round(cx), round(cy))))


def _lane(lane: Mapping[str, Any]) -> tuple[tuple[float, float], ...]:
    from arcade_races.boards.geometry import Curve

    points: list[tuple[float, float]] = []
    for segment in lane["segments"]:
        curve = Curve({"spaces": 2, "segments": [segment]})
        points.extend(curve.at(curve.length * k / 12)[:2] for k in range(13))
    return tuple(points)


def preview(data: Mapping[str, Any]) -> Preview:
    """The board picker's picture: the race track's lanes and the training lane."""
    from arcade_races.boards.geometry import layout

    size, _, _ = canvas(data)
    deco = (data.get("race") or {}).get("decoration") or {}
    felt = color_of(deco.get("infield", "#6cb04f"), theme.FELT)
    rail = color_of(deco.get("rail", "#f4f1e8"), theme.INK)
    lanes = tuple((str(k + 1), _lane(lane)) for k, lane in enumerate(data["race"]["lanes"]))
    training = tuple(layout(data["training"]["path"]))
    return Preview(size, training, lanes, (), felt, rail)


def facts(data: Mapping[str, Any]) -> str:
    """A line for the picker: lanes and the laps' lengths."""
    try:
        laps = [sum(int(n) for n in lane["spaces"]) for lane in data["race"]["lanes"]]
        return f"{len(laps)} lanes, laps of {min(laps)} to {max(laps)} spaces"
    except (KeyError, TypeError, ValueError):
        return ""


ENTRY = ClientGame(
    id="rennfieber",
    view="arcade_races.client.views.rennfieber:RennfieberView",
    color=theme.GREEN,
    emblem=horses,
    rules=RULES,
    variants=VARIANTS,
    personalities=PERSONALITIES,
    preview=preview,
    facts=facts,
)
