"""What every game's results share: the places as the results screen shows them, the podium's
blocks laid out side by side for shared places, and the table's columns.

A game's podium (one module per game beside this one, named by its registry entry) says who
stands where, what stands on the blocks (a horse, an ace, riders in jerseys, bet cards) and
which columns its table has; the results scene draws the frame around it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from arcade_races.client import theme
from arcade_races.client.stage.motion import ease_out_back, ease_out_bounce
from arcade_races.client.widgets import seat_token, text
from arcade_races.core.state import Result
from arcade_races.games import GAMES

if TYPE_CHECKING:
    from arcade_races.client.assets import Assets
    from arcade_races.core.state import Game
    from arcade_races.replay import Header

Color = tuple[int, int, int]

MEDALS: dict[int, Color] = {1: theme.GOLD, 2: (200, 210, 230), 3: (214, 134, 74)}
FLOOR = 560
"""The podium stands on this line."""
AREA = pygame.Rect(40, 110, 600, FLOOR - 110)
"""Where the podium is drawn: left of the table, above the buttons."""
HEIGHTS = {1: 170, 2: 120, 3: 84}
"""Place: the height of its block."""
BLOCK_WIDTH = 170
GAP = 12
NAME_X = 112
"""Where the player's name starts in the table, from its left edge (the seat's token before)."""
RISE = {3: 0.25, 2: 0.5, 1: 0.75}
"""When each block starts to rise, in seconds after the screen opens."""


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 21)]
    ['1st', '2nd', '3rd', '4th', '11th', '21st']
    """
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return str(place) + {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")


def signed(score: int) -> str:
    """+4, -3, 0."""
    return f"{score:+d}" if score else "0"


def block_rects(widths: dict[int, int]) -> dict[int, pygame.Rect]:
    """The podium's blocks, silver left of gold and bronze right, each as wide as asked and
    never overlapping; the row is centred in `AREA` and shrunk to fit it.

    >>> rects = block_rects({1: 170, 2: 340, 3: 170})
    >>> rects[2].right <= rects[1].left and rects[1].right <= rects[3].left
    True
    """
    row = [place for place in (2, 1, 3) if place in widths]
    total = sum(widths[p] for p in row) + GAP * max(0, len(row) - 1)
    scale = min(1.0, AREA.width / total) if total else 1.0
    x = AREA.centerx - total * scale / 2
    rects: dict[int, pygame.Rect] = {}
    for place in row:
        width = round(widths[place] * scale)
        rects[place] = pygame.Rect(round(x), FLOOR - HEIGHTS[place], width, HEIGHTS[place])
        x += width + GAP * scale
    return rects


@dataclass(frozen=True)
class Column:
    """One column of the results table: its heading, where it sits (from the table's left
    edge), how its cells line up there (`left`, `center` or `right`) and how wide they are."""

    label: str
    x: int
    align: str = "center"
    width: int = 80

    @property
    def left(self) -> int:
        """The left edge of the column's cells, from the table's left edge."""
        return {"left": self.x, "center": self.x - self.width // 2}.get(
            self.align, self.x - self.width)


Cell = tuple[str, Color]
"""A table cell: its words and colour."""


class Podium:
    """One game's results, read from the seats and the result: places, the podium and table.

    `place` is the place a seat is shown at: the result's placing among the seats that took
    part (a seat that sat out, with no bet and no score, stands on no block and is listed last,
    without a place).
    """

    units_heading = ""
    """The score column's heading; empty: the game's units in capitals."""

    def __init__(self, header: Header, result: Result, game: Game | None = None) -> None:
        self.header = header
        self.result = result
        self.game = game
        self.spec = GAMES.get(header.game)
        self.units = str(result.figures.get("units")
                         or (self.spec.units if self.spec is not None else "points"))
        seats = range(len(header.seats))
        self.out = tuple(self.sat_out(s) for s in seats)
        taking = [s for s in seats if not self.out[s]]
        self.place: dict[int, int] = {
            s: 1 + sum(1 for o in taking if result.placing[o] < result.placing[s])
            for s in taking}
        self.order = (sorted(taking, key=lambda s: (self.place[s], s))
                      + [s for s in seats if self.out[s]])
        self.stands = {p: [s for s in self.order if self.place.get(s) == p] for p in (1, 2, 3)}
        self.winners = [header.seats[s].name for s in self.stands[1]]
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    # -- what a game says about itself ------------------------------------------------------

    def sat_out(self, seat: int) -> bool:
        """Whether `seat` took no part (no bet and no score): no place, no block."""
        return False

    def banner(self) -> str | None:
        """The banner's words where the game tells its own ending (None: who won, as the
        results scene writes it)."""
        return None

    def facts(self) -> list[str]:
        """The line under the banner: the game and how it was scored."""
        title = self.spec.title if self.spec else self.header.game
        return [title, "the cash at the end" if self.units == "cash"
                else f"scores in {self.units}"]

    def score_text(self, score: int) -> str:
        """A seat's score as this game counts it: `+4` points, or `48,500` in cash."""
        if self.spec is None:
            return signed(score)
        return self.spec.score_text(score, self.units)

    def score_cell(self, seat: int) -> Cell:
        """The score column's cell."""
        score = self.result.scores[seat]
        color = theme.GREEN if score > 0 else theme.RED if score < 0 else theme.INK_DIM
        return self.score_text(score), color

    def columns(self) -> list[Column]:
        """The table's columns between the player's name and the score."""
        return []

    def cells(self, seat: int) -> list[Cell]:
        """A seat's cells in `columns()`."""
        return []

    def place_cell(self, seat: int) -> Cell:
        """The place column's cell: `1st`, or a dash for a seat that sat out."""
        place = self.place.get(seat)
        if place is None:
            return "–", theme.INK_FAINT
        return ordinal(place), MEDALS.get(place, theme.INK_DIM)

    def name_width(self) -> int:
        """Room for the player's name (with its AI level) in the table."""
        columns = self.columns()
        return (min(c.left for c in columns) - 12 - NAME_X) if columns else 300

    def strip_height(self) -> int:
        """The height of the panel under the table (0: none)."""
        return 0

    def draw_strip(self, surface: pygame.Surface, assets: Assets, box: pygame.Rect) -> None:
        """The panel under the table: each race's winners, the horses home..."""

    # -- the podium ---------------------------------------------------------------------------

    def slot(self, place: int) -> int:
        """The width one seat takes on a block."""
        return 120 if place == 1 else 104

    def on_block(self, place: int) -> list[int]:
        """The seats standing on `place`'s block."""
        return self.stands[place]

    def block_widths(self) -> dict[int, int]:
        """Each block's width: wide enough for all who share it."""
        return {p: max(BLOCK_WIDTH, len(self.on_block(p)) * self.slot(p))
                for p in (1, 2, 3) if self.on_block(p)}

    def draw_podium(self, surface: pygame.Surface, assets: Assets, age: float, time: float,
                    colour_blind: bool) -> None:
        """The blocks rise, then who stands on them drops in."""
        pygame.draw.line(surface, theme.PANEL_EDGE, (AREA.left, FLOOR), (AREA.right, FLOOR), 3)
        rects = block_rects(self.block_widths())
        for place in (3, 2, 1):
            if place not in rects:
                continue
            full = rects[place]
            grow = ease_out_back(max(0.0, min(1.0, (age - RISE[place]) / 0.5)))
            height = max(0, round(full.height * grow))
            block = pygame.Rect(full.left, FLOOR - height, full.width, height)
            if height > 0:
                self.draw_block(surface, assets, block, place)
            land = max(0.0, min(1.0, (age - RISE[place] - 0.35) / 0.6))
            if land <= 0:
                continue
            drop = (1 - ease_out_bounce(land)) * 240
            bob = 4 * math.sin(time * 4) if place == 1 else 0.0
            self.draw_standing(surface, assets, full, place, full.top - drop + bob,
                               colour_blind)

    def draw_block(self, surface: pygame.Surface, assets: Assets, block: pygame.Rect,
                   place: int) -> None:
        """One block: its medal colour and number, and what the game writes on its face."""
        medal = MEDALS[place]
        pygame.draw.rect(surface, theme.PANEL_HI, block, border_radius=8)
        pygame.draw.rect(surface, medal, (block.left, block.top, block.width,
                                          min(block.height, 10)), border_radius=8)
        pygame.draw.rect(surface, medal, block, 3, border_radius=8)
        if self.number_in_corner(place):
            if block.height > 30:
                text(surface, assets, str(place), 26, medal, (block.left + 10, block.top + 12),
                     kind="condensed")
        elif block.height > 50:
            text(surface, assets, str(place), 44, medal, (block.centerx, block.top + 14),
                 anchor="midtop", kind="condensed")

    def number_in_corner(self, place: int) -> bool:
        """Whether the block's number goes small in its corner, leaving the face to what the
        game writes there."""
        return False

    def draw_standing(self, surface: pygame.Surface, assets: Assets, block: pygame.Rect,
                      place: int, top: float, colour_blind: bool) -> None:
        """The seats on a block, side by side: a figure, the name and the score's lines."""
        seats = self.on_block(place)
        slot = block.width / max(1, len(seats))
        for i, seat in enumerate(seats):
            x = block.left + slot * (i + 0.5)
            lines = self.captions(seat)
            y = top - 6 - 22 * len(lines)
            for n, (words, color) in enumerate(lines):
                size = 18 if n == 0 else 16
                kind = "bold" if n == 0 else "sans"
                words = fit(assets, words, size, round(slot) - 6, kind)
                text(surface, assets, words, size, color, (x, y + 22 * n), anchor="midtop",
                     kind=kind)
            self.draw_figure(surface, assets, seat, (x, y - 4), place, colour_blind)

    def captions(self, seat: int) -> list[Cell]:
        """The lines under a figure on its block: the name, then the score."""
        return [(self.header.seats[seat].name, theme.INK), self.score_cell(seat)]

    def draw_figure(self, surface: pygame.Surface, assets: Assets, seat: int,
                    bottom: tuple[float, float], place: int, colour_blind: bool) -> None:
        """What stands for a seat on the block, its bottom centre at `bottom`."""
        radius = 28 if place == 1 else 24
        x, y = bottom
        seat_token(surface, assets, seat, (x, y - radius), radius, colour_blind)


def fit(assets: Assets, words: str, size: int, width: int, kind: str = "bold") -> str:
    """`words` shortened with an ellipsis to fit `width` pixels."""
    font = assets.font(size, kind)
    if font.size(words)[0] <= width:
        return words
    while words and font.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def seat_color(seat: int) -> Color:
    """The colour of a seat."""
    return theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]


__all__ = ["AREA", "FLOOR", "MEDALS", "NAME_X", "Cell", "Column", "Podium", "block_rects", "fit",
           "ordinal", "seat_color", "signed"]
