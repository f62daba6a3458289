"""The commentary ticker every table shares: the last three lines of commentary in a strip along
the bottom of the screen, the newest one big, sliding in as it arrives.

`Ticker` keeps the lines and the slide; `draw_ticker` draws them. A director queues
`call(lambda: ticker.push(lines))` so a line shows up at its moment in the show.

>>> ticker = Ticker()
>>> ticker.push(["Race day!", "They're off!"])
>>> ticker.latest, ticker.slide
(['Race day!', "They're off!"], 1.0)
>>> ticker.update(0.5); ticker.slide
0.0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.stage.motion import ease_in
from arcade_races.client.widgets import fit_text

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets

STYLES = ((14, theme.INK_FAINT, "sans"), (15, theme.INK_DIM, "sans"), (22, theme.INK, "bold"))
"""(size, colour, font kind) of the three lines, oldest first."""
KEEP = 12
"""Lines kept (the ticker shows three)."""
SLIDE_RATE = 5.0
"""How fast the newest line slides in: the whole way in 1/SLIDE_RATE s of real time."""


class Ticker:
    """The commentary lines shown, and how far the newest one still has to slide in."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.slide = 0.0

    def push(self, lines: Sequence[str]) -> None:
        """Add `lines`; the newest starts sliding in."""
        for line in lines:
            self.lines.append(line)
            self.slide = 1.0
        self.lines = self.lines[-KEEP:]

    @property
    def latest(self) -> list[str]:
        """The last three lines (the view's `commentary`)."""
        return list(self.lines[-3:])

    def update(self, real: float) -> None:
        """Slide on by `real` seconds of real time."""
        self.slide = max(0.0, self.slide - real * SLIDE_RATE)

    def rest(self) -> None:
        """End the slide at once."""
        self.slide = 0.0

    def draw(self, surface: pygame.Surface, assets: Assets, rect: pygame.Rect, *,
             indent: int = 112, fits: dict[tuple[str, int, str], int] | None = None) -> None:
        """Draw into `rect` (see `draw_ticker`)."""
        draw_ticker(surface, assets, rect, self.lines, self.slide, indent=indent, fits=fits)


def draw_ticker(surface: pygame.Surface, assets: Assets, rect: pygame.Rect,
                ticker: Sequence[str], slide: float, *, indent: int = 112,
                fits: dict[tuple[str, int, str], int] | None = None) -> None:
    """Draw the last three lines of `ticker` into `rect`, `indent` px in from its left.

    `slide` (1 down to 0) is how far the newest line still has to come: it slides in from
    the right and fades up while the older lines move up a slot. With `fits`, the fitted
    font sizes are remembered there (a cache the caller keeps; cleared past 200 entries).
    """
    if not ticker:
        return
    left = rect.left + indent
    width = rect.right - 16 - left
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-6, -6))
    lines = ticker[-3:]
    styles = list(STYLES)[-len(lines):]
    slots = [rect.top + 6, rect.top + 23, rect.top + 40]
    ys = slots[-len(lines):]
    for i, (line, (size, color, kind), y) in enumerate(zip(lines, styles, ys, strict=True)):
        if fits is None:
            size = fit_text(assets, line, size, width, kind)
        else:
            key = (line, size, kind)
            fitted = fits.get(key)
            if fitted is None:
                fitted = fit_text(assets, line, size, width, kind)
                if len(fits) > 200:
                    fits.clear()
                fits[key] = fitted
            size = fitted
        image = assets.text(line, size, color, kind)
        x = left
        if i == len(lines) - 1 and slide > 0:
            # The newest line slides in from the right and fades up.
            x += round(ease_in(slide) * 90)
            image = image.copy()
            image.set_alpha(round(255 * (1 - slide)))
        elif slide > 0:
            below = slots[slots.index(y) + 1] if y != slots[-1] else y
            y += round((below - y) * ease_in(slide))
        surface.blit(image, (x, y))
    surface.set_clip(clip)


__all__ = ["STYLES", "Ticker", "draw_ticker"]
