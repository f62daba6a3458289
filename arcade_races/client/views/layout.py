"""The screen layout every game view shares, in canvas pixels.

The play scene draws the exhibition corner at `corner_rect`; views read the same numbers to
keep their side panels clear of it.
"""

from __future__ import annotations

from typing import Final

import pygame

STAGE: Final = pygame.Rect(10, 10, 956, 592)
"""The board or table, left of the side column."""
SIDE: Final = pygame.Rect(976, 10, 294, 592)
"""The side column: tote board, standings, players' panels."""
TICKER: Final = pygame.Rect(10, 608, 1260, 68)
"""The commentary ticker, above the 40 px hint bar."""
CORNER_TOP, CORNER_BASE, CORNER_ROW = 14, 64, 26
"""The exhibition corner: its top, its height without rows, the height of a seat's row."""


def corner_rect(seats: int, canvas_width: int = 1280) -> pygame.Rect:
    """Where the play scene's exhibition corner stands for `seats` seats."""
    return pygame.Rect(canvas_width - 300, CORNER_TOP, 286, CORNER_BASE + CORNER_ROW * seats)
