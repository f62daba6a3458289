"""The live odds board: a bar and a percentage per runner in its colour, easing to each new
estimate, the favourite starred, and a flash on the runner a single action swung.

`OddsBoard` keeps what is shown (the bars ease towards the latest odds at `EASE` a second, a
flash fades over `FLASH`); `draw` only reads it. Sampled odds show their 95% interval quietly:
a faint band along the bar and a small "±" after the percentage (where the row has room).
Rows shrink to fit the rect it gets (Pferderennen's four suits in the corner of a two-seat
exhibition), never below `MIN_ROW`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.odds.history import Swing
from arcade_races.client.odds.runners import Runner
from arcade_races.client.stage.zones import corner_rect
from arcade_races.client.widgets import panel, seat_token, text

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets

EASE = 6.0
"""How fast a bar closes on its new value (1/s): most of the way in half a second."""
FLASH = 1.8
"""Seconds a swing's flash lasts."""
MIN_ROW, MAX_ROW = 18, 28
"""A runner's row height, in pixels."""
PLUS_SIZE = 12
"""The size of the interval's "±" words."""
MIN_BAR = 56
"""The "±" is left out rather than squeeze the bars under this many pixels."""


class OddsBoard:
    """What the board shows of `runners`: eased chances and the flashes."""

    def __init__(self, runners: Sequence[Runner]) -> None:
        self.runners = tuple(runners)
        self.target: list[float] | None = None
        self.shown = [0.0] * len(self.runners)
        self.flash = [0.0] * len(self.runners)
        self.rising = [True] * len(self.runners)
        self.clock = 0.0
        self.low = [0.0] * len(self.runners)
        """The eased interval's ends (equal to `shown` when exact)."""
        self.high = [0.0] * len(self.runners)
        self.target_low: list[float] = []
        self.target_high: list[float] = []

    def show(self, chances: Sequence[float], swing: Swing | None = None,
             low: Sequence[float] = (), high: Sequence[float] = ()) -> None:
        """New odds to ease to, with their interval (`low`, `high`; none: exact); `swing`
        flashes its runner (a sharper estimate of an action already shown passes none)."""
        first = self.target is None
        self.target = [max(0.0, min(1.0, c)) for c in chances]
        count = len(self.target)
        self.target_low = [min(t, max(0.0, v)) for t, v in zip(self.target, low, strict=False)]
        self.target_high = [max(t, min(1.0, v)) for t, v in zip(self.target, high, strict=False)]
        if len(self.target_low) < count or len(self.target_high) < count:
            self.target_low, self.target_high = list(self.target), list(self.target)
        if first:
            # The first odds stand at once, not from zero.
            self.shown = list(self.target)
            self.low, self.high = list(self.target_low), list(self.target_high)
        if swing is not None and 0 <= swing.runner < len(self.flash):
            self.flash[swing.runner] = FLASH
            self.rising[swing.runner] = swing.after >= swing.before

    def reset(self) -> None:
        """Back to no odds (a new game)."""
        self.target = None
        self.shown = [0.0] * len(self.runners)
        self.flash = [0.0] * len(self.runners)
        self.low = [0.0] * len(self.runners)
        self.high = [0.0] * len(self.runners)

    def spread(self, runner: int) -> float:
        """Half the shown interval of `runner`, 0..0.5 (0: exact odds)."""
        if not 0 <= runner < len(self.low):
            return 0.0
        return max(0.0, self.high[runner] - self.low[runner]) / 2

    def update(self, dt: float) -> None:
        """Ease the bars on and fade the flashes by `dt` seconds of real time."""
        self.clock += dt
        if self.target is not None:
            k = 1 - math.exp(-EASE * dt)
            self.shown = [s + (t - s) * k for s, t in zip(self.shown, self.target, strict=True)]
            self.low = [s + (t - s) * k for s, t in zip(self.low, self.target_low, strict=True)]
            self.high = [s + (t - s) * k
                         for s, t in zip(self.high, self.target_high, strict=True)]
        self.flash = [max(0.0, f - dt) for f in self.flash]

    def favourite(self) -> int | None:
        """The runner with the highest chance as the board shows it now, by its rounded
        percentage, the odds it eases to breaking a tie (None before any odds or all at
        zero): the star never stands on the lower of two numbers."""
        if self.target is None or max(self.target, default=0.0) <= 0:
            return None
        keys = [(round(s * 100), t) for s, t in zip(self.shown, self.target, strict=True)]
        return keys.index(max(keys))

    def height_for(self, rows: int | None = None) -> int:
        """The height the board's rows want at full size."""
        return MAX_ROW * (len(self.runners) if rows is None else rows)

    def draw(self, surface: pygame.Surface, assets: Assets, rect: pygame.Rect,
             colour_blind: bool = False) -> None:
        """The rows, top to bottom in runner order, inside `rect`."""
        count = max(1, len(self.runners))
        row = max(MIN_ROW, min(MAX_ROW, rect.height // count))
        size = 18 if row >= 24 else 15
        mark_width = self._mark_width(assets, size)
        favourite = self.favourite()
        pct_width = assets.font(size, "bold").size("100%")[0]
        bar_left = rect.left + mark_width + 10
        bar_right = rect.right - pct_width - 26
        # The "±" after the percentages, for sampled odds where the bars keep room.
        plus_width = assets.font(PLUS_SIZE, "sans").size("±00")[0] + 8
        sampled = self.target is not None and any(
            self.spread(i) >= 0.005 for i in range(len(self.runners)))
        plus = sampled and bar_right - plus_width - bar_left >= MIN_BAR
        if plus:
            bar_right -= plus_width
        y = rect.top + (rect.height - row * count) // 2 if rect.height > row * count else rect.top
        for i, runner in enumerate(self.runners):
            line = pygame.Rect(rect.left, y, rect.width, row)
            mid = line.centery
            if self.flash[i] > 0:
                self._draw_flash(surface, line, runner, self.flash[i])
            self._draw_mark(surface, assets, runner, (rect.left + 4, mid), size, row,
                            colour_blind)
            bar = pygame.Rect(bar_left, mid - row // 4, max(4, bar_right - bar_left), row // 2)
            pygame.draw.rect(surface, theme.BG_DEEP, bar, border_radius=bar.height // 2)
            if self.target is not None:
                self._draw_band(surface, bar, runner, i)
                fill = bar.copy()
                fill.width = round(bar.width * self.shown[i])
                if fill.width >= 2:
                    pygame.draw.rect(surface, runner.color, fill, border_radius=bar.height // 2)
            pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 1, border_radius=bar.height // 2)
            words = f"{round(self.shown[i] * 100)}%" if self.target is not None else "–"
            color = theme.INK
            if self.flash[i] > 0:
                color = theme.GOLD if self.rising[i] else theme.RED
            right = rect.right - 4
            if plus:
                spread = round(self.spread(i) * 100)
                if spread >= 1:
                    text(surface, assets, f"±{spread}", PLUS_SIZE, theme.INK_DIM,
                         (right, mid + 1), anchor="midright", kind="sans", shadow=False)
                right -= plus_width
            text(surface, assets, words, size, color, (right, mid), anchor="midright",
                 shadow=False)
            if i == favourite:
                text(surface, assets, "★", size, theme.GOLD, (bar_right + 4, mid),
                     anchor="midleft", kind="sans", shadow=False)
            y += row

    def _draw_band(self, surface: pygame.Surface, bar: pygame.Rect, runner: Runner,
                   i: int) -> None:
        """The interval as a faint band in the runner's colour, a little taller than the bar
        (nothing for exact odds)."""
        if self.spread(i) < 0.005:
            return
        left = bar.left + round(bar.width * self.low[i])
        right = bar.left + round(bar.width * self.high[i])
        band = pygame.Rect(left, bar.top - 2, max(2, right - left), bar.height + 4)
        glow = pygame.Surface(band.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*runner.color, 60), glow.get_rect(),
                         border_radius=band.height // 2)
        surface.blit(glow, band)

    def _mark_width(self, assets: Assets, size: int) -> int:
        widest = max((assets.font(size, "bold").size(r.mark)[0] for r in self.runners),
                     default=0)
        if any(r.seat is not None for r in self.runners):
            widest += 22  # the seat's token before the name
        return min(96, widest)

    def _draw_mark(self, surface: pygame.Surface, assets: Assets, runner: Runner,
                   pos: tuple[int, int], size: int, row: int, colour_blind: bool) -> None:
        x, mid = pos
        if runner.seat is not None:
            seat_token(surface, assets, runner.seat, (x + 8, mid), max(6, row // 3),
                       colour_blind)
            x += 22
            color = theme.INK
        else:
            color = runner.color
        words = runner.mark
        width = 96 - (22 if runner.seat is not None else 0)
        font = assets.font(size, "bold")
        while len(words) > 1 and font.size(words)[0] > width:
            words = words[:-1]
        text(surface, assets, words, size, color, (x, mid), anchor="midleft", shadow=False)

    def _draw_flash(self, surface: pygame.Surface, line: pygame.Rect, runner: Runner,
                    left: float) -> None:
        """The swung runner's row glows in its colour, pulsing, then fades."""
        fade = min(1.0, left / (FLASH * 0.6))
        pulse = 0.6 + 0.4 * math.sin(self.clock * 14)
        glow = pygame.Surface(line.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*runner.color, round(110 * fade * pulse)), glow.get_rect(),
                         border_radius=8)
        surface.blit(glow, line)
        pygame.draw.rect(surface, theme.GOLD, line, 2, border_radius=8)


def corner_rows(rect: pygame.Rect) -> pygame.Rect:
    """Where an odds board's rows go in the play scene's corner `rect`, under its title."""
    return pygame.Rect(rect.left + 10, rect.top + 36, rect.width - 20, rect.height - 42)


def draw_odds_corner(surface: pygame.Surface, assets: Assets, board: OddsBoard,
                     colour_blind: bool = False) -> None:
    """The corner with the odds board alone: a panel, "WIN ODDS" and a row a runner (the
    hot seat's odds board, and a replay's)."""
    rect = corner_rect(len(board.runners), surface.get_width())
    panel(surface, rect, theme.BG_DEEP, theme.PANEL_EDGE, radius=12, alpha=235)
    text(surface, assets, "WIN ODDS", 16, theme.GOLD, (rect.left + 14, rect.top + 10))
    board.draw(surface, assets, corner_rows(rect), colour_blind)


__all__ = ["EASE", "FLASH", "MAX_ROW", "MIN_BAR", "MIN_ROW", "PLUS_SIZE", "OddsBoard",
           "corner_rows", "draw_odds_corner"]
