"""The look of Arcade Races: palette, seat and suit colours, token shapes.

Bright arcade colours on a deep night-blue stage; every colour that carries meaning also has a
shape and a number in colour-blind mode.
"""

from __future__ import annotations

from typing import Final

Color = tuple[int, int, int]

CANVAS: Final = (1280, 720)

BG: Final[Color] = (18, 16, 40)
BG_DEEP: Final[Color] = (10, 9, 24)
PANEL: Final[Color] = (34, 30, 68)
PANEL_HI: Final[Color] = (52, 46, 98)
PANEL_EDGE: Final[Color] = (92, 84, 170)
INK: Final[Color] = (244, 240, 255)
INK_DIM: Final[Color] = (168, 160, 205)
INK_FAINT: Final[Color] = (110, 104, 150)
GOLD: Final[Color] = (255, 204, 51)
PINK: Final[Color] = (255, 79, 139)
CYAN: Final[Color] = (53, 208, 255)
GREEN: Final[Color] = (65, 214, 122)
RED: Final[Color] = (240, 72, 80)
ORANGE: Final[Color] = (255, 150, 50)
FELT: Final[Color] = (22, 110, 62)
FELT_DARK: Final[Color] = (12, 74, 40)
WOOD: Final[Color] = (112, 66, 34)
CARD: Final[Color] = (250, 248, 240)
CARD_BACK: Final[Color] = (160, 30, 60)

SEAT_COLORS: Final[tuple[Color, ...]] = (
    (255, 79, 139),   # pink
    (53, 208, 255),   # cyan
    (255, 204, 51),   # gold
    (65, 214, 122),   # green
    (170, 110, 255),  # violet
    (255, 150, 50),   # orange
    (240, 240, 250),  # white
    (40, 120, 255),   # blue
    (200, 255, 80),   # lime
    (255, 110, 90),   # coral
)
"""One colour per seat, in seat order."""

SEAT_SHAPES: Final[tuple[str, ...]] = (
    "circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "pentagon",
    "ring", "heart",
)
"""Colour-blind mode puts a shape (and the seat number) on every seat's token."""

SUIT_COLORS: Final[dict[str, Color]] = {
    "C": (46, 184, 92),    # clubs: green (four-colour deck)
    "D": (48, 132, 235),   # diamonds: blue (four-colour deck)
    "H": (232, 58, 72),    # hearts: red
    "S": (150, 150, 175),  # spades: slate (black would vanish on the night stage)
}
SUIT_INK: Final[dict[str, Color]] = {
    "C": (20, 120, 60),
    "D": (30, 90, 200),
    "H": (200, 30, 45),
    "S": (30, 30, 40),
}
"""The colour of a suit's symbols printed on a white card."""

SUIT_SYMBOLS: Final[dict[str, str]] = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
