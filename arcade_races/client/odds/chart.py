"""The race in one chart: each runner's chance to win over the game, one line per runner in
its colour, the action number along the bottom, the swings ringed and the turning point
marked in gold; drawn once into a surface the results screen keeps.

The lines are drawn at twice the size and smoothed down (the way the views render their
art), the words at full size on top, so both stay crisp from the sofa.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

import pygame

from arcade_races.client import theme
from arcade_races.client.odds.history import OddsHistory, Point, Swing
from arcade_races.client.odds.runners import Runner

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets

SCALE = 2
"""The lines' supersampling."""
BAND_ALPHA = 18
"""How faint a sampled interval's band is under its line (0..255)."""
PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 62, 18, 42, 28
"""The plot's margins inside the panel: the % labels left, the legend on top, the action
numbers below."""


def nice_step(span: int, room: int, least: int = 64) -> int:
    """A step of 1, 2 or 5 times a power of ten so that ticks stand at least `least` px apart.

    >>> nice_step(300, 480), nice_step(12, 480), nice_step(2000, 480)
    (50, 2, 500)
    """
    most = max(1, room // least)
    step = 1
    while True:
        for k in (1, 2, 5):
            if span / (step * k) <= most:
                return step * k
        step *= 10


def render_chart(history: OddsHistory, runners: Sequence[Runner], size: tuple[int, int],
                 assets: Assets, winner: int | None = None,
                 title: str = "CHANCE TO WIN, ACTION BY ACTION") -> pygame.Surface:
    """The chart of `history` on a panel of `size`; `winner`'s line is drawn on top."""
    steps = build_chart(history, runners, size, assets, winner, title)
    for chart in steps:
        if chart is not None:
            return chart
    raise AssertionError("build_chart ends with its chart")


def build_chart(history: OddsHistory, runners: Sequence[Runner], size: tuple[int, int],
                assets: Assets, winner: int | None = None,
                title: str = "CHANCE TO WIN, ACTION BY ACTION"
                ) -> Iterator[pygame.Surface | None]:
    """`render_chart` a piece at a time: None after each piece (the frame, a runner's band, a
    runner's line, the rings, the smoothing), the finished chart last. The results screen
    takes a piece a frame while its podium rises, so no frame draws the whole chart."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*theme.BG_DEEP, 225), surface.get_rect(), border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_EDGE, surface.get_rect(), 2, border_radius=14)
    plot = pygame.Rect(PAD_LEFT, PAD_TOP, width - PAD_LEFT - PAD_RIGHT,
                       height - PAD_TOP - PAD_BOTTOM)
    used = _legend(surface, assets, runners, pygame.Rect(16, 8, width - 30, 22))
    # The legend first: the title takes what it leaves, shortened or left out.
    for words in (title, "CHANCE TO WIN", ""):
        if words and assets.font(14, "bold").size(words)[0] <= width - 30 - used - 16:
            _words(surface, assets, words, 14, theme.CYAN, (16, 11), "topleft")
            break
    points = history.points
    if len(points) < 2:
        _words(surface, assets, "No odds were taken in this game", 16, theme.INK_DIM,
               plot.center, "center")
        yield surface
        return
    first, last = points[0].number, points[-1].number
    span = max(1, last - first)

    def x_of(number: int) -> float:
        return plot.left + (number - first) / span * plot.width

    def y_of(chance: float) -> float:
        return plot.bottom - chance * plot.height

    for share in (0.0, 0.5, 1.0):
        y = round(y_of(share))
        pygame.draw.line(surface, theme.PANEL if share else theme.PANEL_EDGE,
                         (plot.left, y), (plot.right, y), 1)
        _words(surface, assets, f"{round(share * 100)}%", 15, theme.INK_DIM,
               (plot.left - 8, y), "midright")
    step = nice_step(span, plot.width)
    tick = (first + step - 1) // step * step
    while tick <= last:
        x = round(x_of(tick))
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, plot.bottom), (x, plot.bottom + 4), 1)
        _words(surface, assets, str(tick), 15, theme.INK_DIM, (x, plot.bottom + 6), "midtop")
        tick += step
    # Between the races (of an evening, or of a game watched race by race) a dashed line, the
    # race's name at its top.
    for number, words in history.boundaries():
        if not first < number <= last:
            continue
        x = round(x_of(number))
        for y in range(plot.top, plot.bottom, 8):
            pygame.draw.line(surface, theme.INK_FAINT, (x, y), (x, min(y + 4, plot.bottom)))
        label = _words(surface, assets, words, 12, theme.INK_DIM, (x + 4, plot.top + 2),
                       "topleft", probe=True)
        if label.right <= plot.right:
            _words(surface, assets, words, 12, theme.INK_DIM, (x + 4, plot.top + 2), "topleft")
    yield None
    for i in range(len(runners)):
        _band(surface, points, i, runners[i].color, x_of, y_of)
        yield None
    lines = pygame.Surface((width * SCALE, height * SCALE), pygame.SRCALPHA)
    order = [i for i in range(len(runners)) if i != winner] + (
        [winner] if winner is not None and 0 <= winner < len(runners) else [])
    for i in order:
        thick = 4 if i == winner else 3
        segment: list[tuple[float, float]] = []
        race = points[0].race
        for point in points:
            if point.race != race:
                _polyline(lines, runners[i].color, segment, thick)
                segment, race = [], point.race
            if i < len(point.chances):
                segment.append((x_of(point.number) * SCALE, y_of(point.chances[i]) * SCALE))
        _polyline(lines, runners[i].color, segment, thick)
        yield None
    turning = history.turning_point()
    for swing in history.swings:
        if swing is not turning:
            _ring(lines, swing, runners, x_of, y_of, theme.INK, 6)
    if turning is not None:
        _ring(lines, turning, runners, x_of, y_of, theme.GOLD, 9)
    yield None
    surface.blit(pygame.transform.smoothscale(lines, size), (0, 0))
    if turning is not None:
        tx, ty = x_of(turning.number), y_of(turning.after)
        above = ty - 16 > plot.top + 4
        anchor = "midbottom" if above else "midtop"
        label_y = ty - 14 if above else ty + 14
        label = _words(surface, assets, "TURNING POINT", 14, theme.GOLD, (tx, label_y), anchor,
                       probe=True)
        shift = max(plot.left - label.left, 0) + min(plot.right - label.right, 0)
        # On a dark pill, so it reads over the lines it sits on.
        backing = label.move(shift, 0).inflate(10, 4)
        pygame.draw.rect(surface, theme.BG_DEEP, backing, border_radius=backing.height // 2)
        pygame.draw.rect(surface, theme.GOLD, backing, 1, border_radius=backing.height // 2)
        _words(surface, assets, "TURNING POINT", 14, theme.GOLD, (tx + shift, label_y), anchor)
    yield surface


def _band(surface: pygame.Surface, points: Sequence[Point], i: int,
          color: tuple[int, int, int], x_of: Callable[[int], float],
          y_of: Callable[[float], float]) -> None:
    """Runner `i`'s sampled odds' 95% intervals as a faint band in its colour under the lines
    (the chart says how sure it is, quietly); nothing where the odds were exact."""
    band = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    run: list[Point] = []
    for point in [*points, None]:
        if point is not None and not point.exact and i < len(point.low) and (
                not run or run[-1].race == point.race):
            run.append(point)
            continue
        if len(run) >= 2:
            top, bottom = _edges(run, i, x_of, y_of)
            pygame.draw.polygon(band, (*color, BAND_ALPHA), top + bottom[::-1])
        run = [point] if point is not None and not point.exact and i < len(point.low) else []
    surface.blit(band, (0, 0))


def _edges(run: Sequence[Point], i: int, x_of: Callable[[int], float],
           y_of: Callable[[float], float]
           ) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """The band's top and bottom edges over `run`, left to right, one corner per pixel column
    (the highest high and the lowest low of the points in it, at the column's first point;
    the run's last point where it is): a 1,500-action evening drew 3,000 corners a runner on
    a 480 px plot, 3-11 ms a band, for the same fill."""
    xs = [x_of(p.number) for p in run]
    highs = [p.high[i] for p in run]
    lows = [p.low[i] for p in run]
    top: list[tuple[float, float]] = []
    bottom: list[tuple[float, float]] = []
    last = len(run) - 1
    k = 0
    while k <= last:
        # The points are in action order, so a column's points stand side by side.
        end = min(bisect_left(xs, int(xs[k]) + 1, k + 1), last) if k < last else last + 1
        top.append((xs[k], y_of(max(highs[k:end]))))
        bottom.append((xs[k], y_of(min(lows[k:end]))))
        k = end
    return top, bottom


def _polyline(surface: pygame.Surface, color: tuple[int, int, int],
              points: list[tuple[float, float]], thick: int) -> None:
    if len(points) == 1:
        pygame.draw.circle(surface, color, points[0], thick * SCALE)
    elif len(points) > 1:
        pygame.draw.lines(surface, color, False, points, thick * SCALE)
        for p in (points[0], points[-1]):
            pygame.draw.circle(surface, color, p, thick * SCALE // 2 + 1)


def _ring(surface: pygame.Surface, swing: Swing, runners: Sequence[Runner],
          x_of: Callable[[int], float], y_of: Callable[[float], float],
          edge: tuple[int, int, int], radius: int) -> None:
    color = runners[swing.runner].color if swing.runner < len(runners) else theme.INK
    center = (x_of(swing.number) * SCALE, y_of(swing.after) * SCALE)
    pygame.draw.circle(surface, theme.BG_DEEP, center, (radius + 3) * SCALE)
    pygame.draw.circle(surface, color, center, radius * SCALE)
    pygame.draw.circle(surface, edge, center, radius * SCALE, 2 * SCALE)


def _legend(surface: pygame.Surface, assets: Assets, runners: Sequence[Runner],
            rect: pygame.Rect) -> int:
    """The runners' marks in their colours, right-aligned on the title's line; returns the
    width they took."""
    x = rect.right
    for runner in reversed(runners):
        words = runner.mark if len(runner.mark) <= 8 else runner.mark[:7] + "…"
        image = assets.text(words, 18, runner.color if runner.seat is None else theme.INK,
                            "bold")
        x -= image.get_width()
        surface.blit(image, (x, rect.top + 2))
        if runner.seat is not None:
            pygame.draw.circle(surface, runner.color, (x - 10, rect.top + 13), 7)
            x -= 16
        x -= 14
    return rect.right - x

def _words(surface: pygame.Surface, assets: Assets, words: str, size: int,
           color: tuple[int, int, int], pos: tuple[float, float], anchor: str,
           probe: bool = False) -> pygame.Rect:
    image = assets.text(words, size, color, "bold")
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if not probe:
        surface.blit(image, rect)
    return rect


__all__ = ["BAND_ALPHA", "build_chart", "nice_step", "render_chart"]
