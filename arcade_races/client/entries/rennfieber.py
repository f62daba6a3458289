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
     "and race them three times. Whoever holds the most cash at the end wins; the horses "
     "count for nothing."),
    ("Auction",
     "Horse cards come up one by one at their printed price. Bid it or raise it (+500, "
     "+1,000, +2,000, +5,000), or drop out; the last bidder left buys. Nobody wants a card? "
     "It goes under the stack. Everyone buys 2 horses (3 players: 4, 2 players: 6)."),
    ("Training",
     "In each run every player trains one horse on the training track, from the stable to "
     "the meadow, one die a turn. Instruction spaces move its form pointer, cost or pay "
     "money, roll again, miss a turn or draw a training card: most act at once, Karriere "
     "and Durchbruch stay face down with the horse for its races."),
    ("Line-up and bets",
     "Everyone picks their runners in secret; the picks are shown together and the horses "
     "are led into their lanes by form, the lowest on the inside. Then lay your slips face "
     "down on the Tote, on any runners; every owner pays its runners' starting fees."),
    ("The race",
     "Both dice are rolled. The horse gallops the race die (2-5), a space more if its form "
     "is high enough for that roll, weaving across lanes but never into a horse. A 1 or 6 "
     "on the normal die draws a gallop card. Karriere: 2 spaces more; Durchbruch: through "
     "the field. Crossing the line the second time, it is home."),
    ("After the race",
     "Prizes for the placings; the winner's form goes up, the last one's down. The slips "
     "are turned and every bettor pays what it laid. The winner's backers get the quote "
     "(\"32:10\": 32 for every 10 staked): nine tenths of the pool, shared by their stakes."),
    ("Race 3",
     "Before the last race everyone sells horses back to the bank (the price plus 1,000 for "
     "every step of form) and buys as many of cards 13 to 18 at a second auction; then every "
     "horse trains again."),
    ("Variants",
     "Order by lane: horses move in the order of their starting lanes, not round the table.\n"
     "Own programme: Großer Renntag, five races with other prizes and entry rules.\n"
     "Races 1 or 2: a shorter evening, without the sell-back."),
]
"""(heading, paragraph) in reading order; a newline starts a new line."""

VARIANTS: dict[str, tuple[str, str]] = {
    "by_lane": ("Order by lane", "Horses move strictly by lane, lane 1 first."),
    "own_programme": ("Own race programme",
                      "Großer Renntag: five races, other prizes and entry rules."),
    "races": ("Races: the whole evening", "Every race of the programme: 3 (or our own 5)."),
    "races=1": ("Races: just one", "A short evening: auction, training, one race."),
    "races=2": ("Races: two", "Races 1 and 2 only: no sell-back, no second auction."),
}
"""Per variant: a label and a one-line description for the options screen (`races`, the
bare key, is the row of values at the programme's own length)."""

PERSONALITIES: dict[str, str] = {
    "zocker": "Zocker: bets heavily and bids high for the dear horses.",
    "pfennigfuchser": "Pfennigfuchser: rarely bids over the price, bets little, keeps cash.",
    "stallmeister": "Stallmeister: pays for a long form scale, counts kept cards twice.",
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
        label = assets.text(str(number), size[1] * 2 // 5, theme.BG_DEEP, "bold")
        card.blit(label, label.get_rect(center=(body.centerx, body.centery + body.height // 8)))
        turned = pygame.transform.rotate(card, (1 - i) * 10)
        bob = 4 * math.sin(t * 3 + i)
        cx = inner.centerx + (i - 1) * size[0] * 0.92
        cy = inner.centery - 4 + abs(i - 1) * 6 + bob
        surface.blit(turned, turned.get_rect(center=(round(cx), round(cy))))


def _lane(lane: Mapping[str, Any]) -> tuple[tuple[float, float], ...]:
    """The centres of one lane's spaces from the finish line round: the k-th of a section's
    n spaces sits at (k + offset) / n along its segment, as the rules and the table place
    them."""
    from arcade_races.boards.geometry import Curve

    offset = float(lane.get("offset", 0))
    points: list[tuple[float, float]] = []
    for count, segment in zip(lane["spaces"], lane["segments"], strict=True):
        curve = Curve({"spaces": 2, "segments": [segment]})
        n = int(count)
        points.extend(curve.at(curve.length * (k + offset) / n)[:2] for k in range(n))
    return tuple(points)


def preview(data: Mapping[str, Any]) -> Preview:
    """The board picker's picture: the race side, every lane's spaces on the turf (lane 1
    inside; the training side lies on the same canvas, so it is left out rather than drawn
    over the oval)."""
    size, _, _ = canvas(data)
    deco = (data.get("race") or {}).get("decoration") or {}
    turf = color_of(deco.get("turf", "#3f8a3a"), theme.FELT)
    rail = color_of(deco.get("rail", "#f4f1e8"), theme.INK)
    lanes = tuple((str(k + 1), _lane(lane)) for k, lane in enumerate(data["race"]["lanes"]))
    return Preview(size, (), lanes, (), turf, rail)


def facts(data: Mapping[str, Any]) -> str:
    """A line for the picker: lanes and the laps' lengths."""
    try:
        laps = [sum(int(n) for n in lane["spaces"]) for lane in data["race"]["lanes"]]
        return f"{len(laps)} lanes, laps of {min(laps)} to {max(laps)} spaces"
    except (KeyError, TypeError, ValueError):
        return ""


def race_winners(figures: Mapping[str, Any]) -> list[str]:
    """The name of each race's winner, from the evening's record (its first placing)."""
    names = {int(h["card"]): str(h["name"]) for h in figures.get("horses") or ()}
    winners = []
    for race in figures.get("races") or ():
        placings = race.get("placings") or [None]
        winners.append(names.get(placings[0], "?") if placings[0] is not None else "?")
    return winners


ENTRY = ClientGame(
    id="rennfieber",
    view="arcade_races.client.views.rennfieber:RennfieberView",
    podium="arcade_races.client.podiums.rennfieber:RennfieberPodium",
    color=theme.GREEN,
    emblem=horses,
    rules=RULES,
    variants=VARIANTS,
    personalities=PERSONALITIES,
    preview=preview,
    facts=facts,
    race_winners=race_winners,
)
