"""The screen zones every table is laid out from, in canvas pixels (the canvas is 1280x720).

The frame of a table is four zones that tile the canvas without touching: the board (`STAGE`)
on the left, the side column (`SIDE`: tote board, standings, players' panels) on the right, the
commentary ticker (`TICKER`) along the bottom, and under it the button hints (`HINT_BAR`,
drawn by the app). Replay playback swaps the hint bar for the replay bar (`REPLAY_BAR`: play
button, speed, the action, the timeline, the REPLAY tag), so the ticker stays in view and
follows a seek; that scene shows no hint bar of its own.

Over the board, two lanes that never meet: the banner lane (`BANNER_LANE`, where a ribbon such
as "FINISH!" stands) and the hand drawer (`HAND_DRAWER`, a human's cards or bets, drawn up from
the board's bottom edge and leaving the ticker and the dice tray in the side column in view).
The play scene draws the exhibition corner at `corner_rect` over the top of the side column;
views keep their side panels clear of it (`side_below_corner`).

>>> frame = [STAGE, SIDE, TICKER, HINT_BAR]
>>> disjoint(frame), disjoint([STAGE, SIDE, TICKER, REPLAY_BAR])
(True, True)
>>> disjoint([BANNER_LANE, HAND_DRAWER]), STAGE.contains(BANNER_LANE), STAGE.contains(HAND_DRAWER)
(True, True, True)
>>> SIDE.contains(corner_rect(10)), tuple(corner_rect(4))
(True, (980, 14, 286, 168))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import pygame

CANVAS: Final = pygame.Rect(0, 0, 1280, 720)
"""The whole canvas every scene draws on (the window scales it)."""
STAGE: Final = pygame.Rect(10, 10, 956, 592)
"""The board or table, left of the side column."""
SIDE: Final = pygame.Rect(976, 10, 294, 592)
"""The side column (the HUD): tote board, standings, players' panels."""
TICKER: Final = pygame.Rect(10, 608, 1260, 68)
"""The commentary ticker, above the hint bar."""
HINT_BAR: Final = pygame.Rect(0, 680, 1280, 40)
"""The button hints along the bottom edge (drawn by the app for the top scene)."""
REPLAY_BAR: Final = pygame.Rect(0, 678, 1280, 42)
"""Replay playback's controls, in the hint bar's place: below the ticker, never over it."""
HAND_DRAWER: Final = pygame.Rect(STAGE.left, STAGE.bottom - 200, STAGE.width, 200)
"""A human's hand, drawn up over the lower board (never over the ticker or the side column)."""
BANNER_LANE: Final = pygame.Rect(STAGE.left, STAGE.top + 230, STAGE.width, 150)
"""Where banners stand over the board: above the hand drawer."""
CORNER_TOP, CORNER_BASE, CORNER_ROW = 14, 64, 26
"""The exhibition corner: its top, its height without rows, the height of a seat's row."""


def disjoint(rects: Sequence[pygame.Rect]) -> bool:
    """Whether no two of `rects` overlap (touching edges is fine).

    >>> disjoint([pygame.Rect(0, 0, 10, 10), pygame.Rect(10, 0, 10, 10)])
    True
    >>> disjoint([pygame.Rect(0, 0, 10, 10), pygame.Rect(9, 9, 10, 10)])
    False
    """
    return not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


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


__all__ = ["BANNER_LANE", "CANVAS", "CORNER_BASE", "CORNER_ROW", "CORNER_TOP", "HAND_DRAWER",
           "HINT_BAR", "REPLAY_BAR", "SIDE", "STAGE", "TICKER", "corner_rect", "disjoint",
           "side_below_corner"]
