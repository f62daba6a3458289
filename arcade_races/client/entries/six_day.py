"""6-Tage-Rennen in the client's registry: its view, emblem, colour and the words the
menus show (a couch version of the rules; the full rules are in docs/six_day.md)."""

from __future__ import annotations

import math

import pygame

from arcade_races.client import theme
from arcade_races.client.assets import Assets
from arcade_races.client.registry import ClientGame

RULES: list[tuple[str, str]] = [
    ("Goal",
     "Win the six-day race: finish each day's race without losing laps. Lap deficits "
     "decide; points from sprints and the finish only count between riders level on laps."),
    ("A turn",
     "Ride exactly one movement card: one point is one space. Every rider starts with the "
     "same green hand (50 points with 3-5 riders), and 81 spaces lie to the finish."),
    ("Slipstream",
     "Land on a space where another rider stands and your card counts again: you ride "
     "its value once more for every rider there. Only once a move, and never on the blue "
     "rider change and crash spaces."),
    ("Rider change",
     "Land exactly on a rider change space and you may hand in your green cards for the "
     "relief rider's black ones, drawn face down (7 low and 4 high)."),
    ("Sprints and finish",
     "Crossing the sprint lines pays 5-3-2-1, the finish 10-6-4-2, in crossing order. "
     "When the first rider crosses the finish, the round is ridden out and the day ends."),
    ("Result",
     "Every 4 spaces short of the finish is a lap deficit. Fewest laps first, then most "
     "points. Six days add up."),
    ("Variants",
     "Green cards only: no rider change.\n"
     "Teams: two riders sitting opposite share laps and points.\n"
     "Days: race 1 to 6 days."),
]
"""(heading, paragraph) in reading order; a newline starts a new line."""

VARIANTS: dict[str, tuple[str, str]] = {
    "green_only": ("Green cards only", "No rider change: the starting riders ride it out."),
    "teams": ("Teams of two", "Partners sit opposite: the better lap and both points count."),
    **{f"days={n}": (f"{n}-day race" if n > 1 else "One day",
                     f"Race {n} day{'s' if n > 1 else ''} instead of six.")
       for n in range(1, 7)},
}
"""Per variant: a label and a one-line description for the options screen."""

PERSONALITIES: dict[str, str] = {
    "sprinter": "Sprinter: rides for the sprint lines and their points.",
    "rouleur": "Rouleur: steady, distance and laps first.",
    "wheelsucker": "Wheelsucker: waits behind the field for a space that multiplies.",
}
"""Per AI personality: what it does, in one line."""


def velodrome(surface: pygame.Surface, assets: Assets, inner: pygame.Rect, t: float) -> None:
    """A banked oval of boards with riders circling it."""
    oval = inner.inflate(-inner.width // 6, -inner.height // 4)
    pygame.draw.ellipse(surface, (200, 149, 90), oval)
    pygame.draw.ellipse(surface, (31, 93, 140), oval.inflate(-oval.width // 3,
                                                              -oval.height // 2))
    pygame.draw.ellipse(surface, theme.INK, oval, 2)
    for i in range(4):
        angle = t * 1.2 + i * 0.35
        x = oval.centerx + math.cos(angle) * oval.width * 0.41
        y = oval.centery + math.sin(angle) * oval.height * 0.36
        pygame.draw.circle(surface, theme.SEAT_COLORS[i], (round(x), round(y)), 6)
        pygame.draw.circle(surface, theme.BG_DEEP, (round(x), round(y)), 6, 1)


ENTRY = ClientGame(
    id="six_day",
    view="arcade_races.client.views.six_day:SixDayView",
    podium="arcade_races.client.podiums.six_day:SixDayPodium",
    color=theme.CYAN,
    emblem=velodrome,
    rules=RULES,
    variants=VARIANTS,
    personalities=PERSONALITIES,
)
