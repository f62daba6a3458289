"""6-Tage-Rennen's podium and table: riders in their seats' jerseys on the blocks, with laps down
and points under them; the table goes by laps down first, then points (rulebook 4), and shows
each day's placing, so a rider with more points below one with fewer laps down reads right.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.physics.render import darken
from arcade_races.client.podiums.base import Cell, Column, Podium, seat_color
from arcade_races.client.widgets import shape

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets


def laps_text(laps: int) -> str:
    """`no laps down`, `1 lap down`, `3 laps down`."""
    if laps == 0:
        return "no laps down"
    return f"{laps} lap{'s' if laps != 1 else ''} down"


class SixDayPodium(Podium):
    """Riders in jerseys; the table's laps down, points and the days."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        figures = self.result.figures
        total = figures.get("total") if isinstance(figures.get("total"), dict) else {}
        players = len(self.header.seats)
        laps = total.get("lap_deficit") if isinstance(total, dict) else None
        self.laps: list[int] = (list(laps) if isinstance(laps, list) and len(laps) == players
                                else [0] * players)
        days = figures.get("days")
        self.days: list[dict[str, Any]] = [d for d in days if isinstance(d, dict)] \
            if isinstance(days, list) else []

    def facts(self) -> list[str]:
        count = len(self.days)
        return ["6-Tage-Rennen", f"{count} day{'s' if count != 1 else ''} raced",
                "laps down first, then points"]

    def score_cell(self, seat: int) -> Cell:
        points = self.result.scores[seat]
        return str(points), theme.GOLD if points else theme.INK_DIM

    def columns(self) -> list[Column]:
        # Room for one place figure per day in the days column.
        days = max(1, len(self.days))
        return [Column("EACH DAY", 330, width=max(70, 20 * days)), Column("LAPS", 432, width=72)]

    def cells(self, seat: int) -> list[Cell]:
        places = [str(d["placing"][seat]) for d in self.days
                  if isinstance(d.get("placing"), list) and seat < len(d["placing"])]
        laps = self.laps[seat]
        return [(" ".join(places) or "–", theme.INK_DIM),
                ("none" if laps == 0 else f"{laps} down", theme.INK if laps == 0 else theme.RED)]

    def captions(self, seat: int) -> list[Cell]:
        laps = self.laps[seat]
        return [(self.header.seats[seat].name, theme.INK),
                (laps_text(laps), theme.GREEN if laps == 0 else theme.RED),
                (f"{self.result.scores[seat]} points", theme.GOLD)]

    def slot(self, place: int) -> int:
        return 130

    def draw_figure(self, surface: pygame.Surface, assets: Assets, seat: int,
                    bottom: tuple[float, float], place: int, colour_blind: bool) -> None:
        height = 116 if place == 1 else 100
        key = ("rider", seat, height, colour_blind)
        image = self._cache.get(key)
        if image is None:
            image = render_rider(assets, seat, height, colour_blind)
            self._cache[key] = image
        surface.blit(image, image.get_rect(midbottom=(round(bottom[0]), round(bottom[1]))))


def render_rider(assets: Assets, seat: int, height: int, colour_blind: bool) -> pygame.Surface:
    """A track cyclist seen from the side, riding right: helmet, the seat's jersey with its
    number big on the back, wheels; about as wide as it is tall."""
    s = 3
    h = height * s
    w = round(h * 1.15)
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    jersey = seat_color(seat)
    edge = darken(jersey, 0.55)
    wheel_r = round(h * 0.2)
    back = (round(w * 0.24), h - wheel_r - 4)
    front = (round(w * 0.76), h - wheel_r - 4)
    for hub in (back, front):
        pygame.draw.circle(big, (30, 30, 40), hub, wheel_r)
        pygame.draw.circle(big, (210, 214, 226), hub, wheel_r, round(s * 2.2))
        pygame.draw.circle(big, (210, 214, 226), hub, round(s * 2.5))
    seat_post = (round(w * 0.4), round(h * 0.5))
    bars = (round(w * 0.7), round(h * 0.46))
    crank = (round(w * 0.47), back[1])
    for a, b in ((back, seat_post), (seat_post, crank), (crank, back), (seat_post, bars),
                 (bars, front), (crank, bars)):
        pygame.draw.line(big, (235, 235, 245), a, b, round(s * 2.4))
    # The rider: leg to the pedal, the torso low over the bars, arm to the bars, the head.
    hip = (round(w * 0.38), round(h * 0.42))
    shoulder = (round(w * 0.63), round(h * 0.27))
    pygame.draw.line(big, (40, 40, 60), hip, (round(w * 0.5), round(h * 0.62)), round(s * 6))
    pygame.draw.line(big, (40, 40, 60), (round(w * 0.5), round(h * 0.62)), crank, round(s * 5))
    body = [(hip[0] - 6 * s, hip[1] + 6 * s), (hip[0] - 4 * s, hip[1] - 10 * s),
            (shoulder[0], shoulder[1] - 9 * s), (shoulder[0] + 6 * s, shoulder[1] + 7 * s),
            (hip[0] + 10 * s, hip[1] + 9 * s)]
    pygame.draw.polygon(big, jersey, body)
    pygame.draw.polygon(big, edge, body, round(s * 1.5))
    pygame.draw.line(big, jersey, shoulder, bars, round(s * 5))
    head = (round(w * 0.72), round(h * 0.16))
    pygame.draw.circle(big, (240, 200, 160), head, round(h * 0.085))
    helmet = pygame.Rect(0, 0, round(h * 0.2), round(h * 0.12))
    helmet.midbottom = (head[0] - s * 2, head[1] + s)
    pygame.draw.ellipse(big, jersey, helmet)
    pygame.draw.ellipse(big, edge, helmet, round(s * 1.2))
    image = pygame.transform.smoothscale(big, (w // s, h // s))
    # The number is printed after the scale so it stays crisp: big, dark on the jersey.
    cx = (hip[0] + shoulder[0]) // (2 * s)
    cy = (hip[1] + shoulder[1]) // (2 * s)
    if colour_blind:
        shape(image, theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)], (cx - 10, cy),
              height * 0.08, theme.BG_DEEP)
    number = assets.text(str(seat + 1), max(14, height // 4), theme.BG_DEEP, "bold")
    image.blit(number, number.get_rect(center=(cx + (6 if colour_blind else 0), cy)))
    return image


__all__ = ["SixDayPodium", "laps_text", "render_rider"]
