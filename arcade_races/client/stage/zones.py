"""The screen zones every table shares, in canvas pixels (the canvas is 1280x720).

The board (or table) on the left, the side column on the right (tote board, standings,
players' panels), the commentary ticker along the bottom above the 40 px hint bar; the play
scene draws the exhibition corner at `corner_rect` over the top of the side column, and views
keep their side panels clear of it. Nothing overlaps.

>>> STAGE.right < SIDE.left and STAGE.bottom < TICKER.top
True
>>> tuple(corner_rect(4))
(980, 14, 286, 168)
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


def side_below_corner(seats: int, spectator: bool, gap: int = 10) -> pygame.Rect:
    """The side column, starting below the exhibition corner when every seat is AI (the play
    scene shows the corner only then).

    >>> side_below_corner(4, spectator=True).top, side_below_corner(4, spectator=False).top
    (192, 10)
    """
    top = SIDE.top
    if spectator:
        top = max(SIDE.top, corner_rect(seats).bottom + gap)
    return pygame.Rect(SIDE.left, top, SIDE.width, SIDE.bottom - top)


__all__ = ["CORNER_BASE", "CORNER_ROW", "CORNER_TOP", "SIDE", "STAGE", "TICKER", "corner_rect",
           "side_below_corner"]
