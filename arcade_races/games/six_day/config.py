"""6-Tage-Rennen's numbers, read from the validated board and game config, and the bounds
of a lap the velodrome can draw (`check_lap`)."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any, Final

from arcade_races.core.errors import ConfigError
from arcade_races.core.geometry import Curve, Vec, path_excess

VARIANTS: tuple[str, ...] = ("green_only", "teams", "days")
"""`green_only`: no rider change; `teams`: teams of two, partners opposite; `days=N`: a
six-day race of N days (1-6) instead of the config's number."""


@dataclass(frozen=True)
class Track:
    """The lap: finish line, sprint lines, and the blue spaces (no multiplying there)."""

    finish: int
    sprints: tuple[int, ...]
    rider_change: frozenset[int]
    crash: frozenset[int]

    def is_blue(self, space: int) -> bool:
        """Whether multiplying is forbidden on `space` (rider change or crash space)."""
        return space in self.rider_change or space in self.crash


@dataclass(frozen=True)
class Rules:
    """Everything the rules read from the board and config."""

    track: Track
    min_players: int
    max_players: int
    green: tuple[tuple[int, int, dict[int, int]], ...]
    low: dict[int, int]
    high: dict[int, int]
    draws: tuple[tuple[int, int, int, int], ...]
    sprint_points: tuple[int, ...]
    finish_points: tuple[int, ...]
    lap_every: int
    days: int

    def green_hand(self, players: int) -> dict[int, int]:
        """The green hand (value -> count) for this many riders."""
        for low, high, cards in self.green:
            if low <= players <= high:
                return dict(cards)
        raise ConfigError(("config", "green_hands"), f"no green hand for {players} riders")

    def change_draws(self, players: int) -> tuple[int, int]:
        """How many low and high black cards a rider change draws with this many riders."""
        for low, high, n_low, n_high in self.draws:
            if low <= players <= high:
                return n_low, n_high
        raise ConfigError(("config", "rider_change_draws"), f"no row for {players} riders")

    @property
    def green_values(self) -> tuple[int, ...]:
        """Every green card value in any hand, ascending."""
        return tuple(sorted({v for _, _, cards in self.green for v in cards}))

    @property
    def black_values(self) -> tuple[int, ...]:
        """Every black card value, ascending."""
        return tuple(sorted({*self.low, *self.high}))

    @classmethod
    def from_documents(cls, board: dict[str, Any], config: dict[str, Any]) -> Rules:
        """Build the rules; `ConfigError` (path starting "board" or "config") for what the
        schemas cannot check."""
        finish = int(board["track"]["finish"])
        path = board["track"]["path"]
        if int(path["spaces"]) != finish:
            raise ConfigError(("board", "track", "path", "spaces"),
                              f"this path has {path['spaces']} spaces",
                              f"it needs {finish}, one for each space of the lap")
        check_lap(board)
        for key in ("sprints", "rider_change", "crash"):
            for i, space in enumerate(board[key]):
                if not 0 < space < finish:
                    raise ConfigError(("board", key, i), f"space {space} is not on the lap",
                                      f"1 to {finish - 1}")
        if list(board["sprints"]) != sorted(board["sprints"]):
            raise ConfigError(("board", "sprints"), "the sprint lines are out of order",
                              "ascending spaces")
        both = set(board["rider_change"]) & set(board["crash"])
        if both:
            raise ConfigError(("board", "crash"), f"space {min(both)} is also a rider change "
                              "space", "a space is one or the other")
        players = config["players"]
        if players["min"] > players["max"]:
            raise ConfigError(("config", "players"), "min is above max")
        green = tuple((int(r["players"][0]), int(r["players"][1]), _cards(r["cards"],
                       ("config", "green_hands", i, "cards")))
                      for i, r in enumerate(config["green_hands"]))
        for n in range(players["min"], players["max"] + 1):
            if not any(lo <= n <= hi for lo, hi, _ in green):
                raise ConfigError(("config", "green_hands"), f"no green hand for {n} riders",
                                  "bands covering every player count")
            if not any(r["players"][0] <= n <= r["players"][1]
                       for r in config["rider_change_draws"]):
                raise ConfigError(("config", "rider_change_draws"), f"no row for {n} riders",
                                  "bands covering every player count")
        return cls(
            track=Track(finish, tuple(board["sprints"]), frozenset(board["rider_change"]),
                        frozenset(board["crash"])),
            min_players=int(players["min"]),
            max_players=int(players["max"]),
            green=green,
            low=_cards(config["black"]["low"], ("config", "black", "low")),
            high=_cards(config["black"]["high"], ("config", "black", "high")),
            draws=tuple((int(r["players"][0]), int(r["players"][1]), int(r["low"]),
                         int(r["high"])) for r in config["rider_change_draws"]),
            sprint_points=tuple(config["sprint_points"]),
            finish_points=tuple(config["finish_points"]),
            lap_every=int(config["lap_every"]),
            days=int(config["days"]),
        )


def _cards(pairs: list[list[int]], where: tuple[str | int, ...]) -> dict[int, int]:
    cards: dict[int, int] = {}
    for i, (value, count) in enumerate(pairs):
        if value in cards:
            raise ConfigError((*where, i), f"card value {value} is listed twice")
        cards[int(value)] = int(count)
    return dict(sorted(cards.items()))


# -- what the velodrome can draw -------------------------------------------------------------
#
# The rules read only the lap's length and its special spaces from the board, but a board
# that passes the check must also draw: the velodrome view fits the spaces' extent into its
# hall and smooths the boards through them, so spaces must stay apart once fitted there, and
# they lie on the canvas that the board's coordinates refer to (the board picker shows that
# canvas). The spaces are measured where the view lays them out, by
# `arcade_races.core.geometry`.

HALL: Final = (800.0, 424.0)
"""The pixels of the hall that the velodrome view fits the spaces' extent into (its
narrowest: the stage less the widest boards and their margins)."""
APART: Final = 8.0
"""Any two spaces lie at least this many pixels apart once the lap is fitted to `HALL`
(the velodrome has about 24, the grand tour 16); closer, two spaces run into one."""
MOST_TURN: Final = 360.0
"""The most degrees one arc may turn: a segment goes round at most once."""
MOST_SEGMENTS: Final = 100
"""The most segments the lap's path may have (the built-in boards use five)."""
MOST_POINTS: Final = 1000
"""The most points one `points` segment may list (one per space of the longest lap)."""
_SLACK: Final = 0.5
"""How far (pixels) a space may stray over the canvas's edge by rounding."""

Where = tuple[str | int, ...]
_PATH: Final[Where] = ("board", "track", "path")


def _spaces(path: dict[str, Any]) -> list[tuple[Vec, int]]:
    """Where each space of the lap lies, with the index of the segment it lies on (a gap
    between segments is bridged by a line, counted to the later one); `ConfigError` for more
    segments, turns or points than the velodrome draws."""
    over = path_excess(path, MOST_SEGMENTS, MOST_TURN, MOST_POINTS)
    if over is not None:
        what, allowed = {
            "segments": (f"this path has {over.amount} segments", f"at most {MOST_SEGMENTS}"),
            "to_deg": (f"the arc turns {over.amount:g} degrees",
                       f"at most {MOST_TURN:g}: one segment goes round at most once, a second "
                       "round would put spaces on top of the first"),
            "points": (f"this segment lists {over.amount:,} points",
                       f"at most {MOST_POINTS:,}, one for each space of the longest lap"),
        }[str(over.where[-1])]
        raise ConfigError((*_PATH, *over.where), what, allowed)
    curve = Curve(path)
    return [((x, y), segment) for (x, y, _), segment
            in zip(curve.poses(), curve.space_segments(), strict=True)]


def _px(value: float) -> str:
    return f"{round(value, 1):g}" if abs(value) >= 1 or value == 0 else f"{value:.2g}"


def check_lap(board: dict[str, Any]) -> None:
    """`ConfigError` unless the velodrome can draw the lap: every space on the board's
    canvas, any two of them `APART` pixels apart once the lap is fitted to the hall (so not
    all on one spot), an arc turning at most once round, at most `MOST_SEGMENTS` segments
    and `MOST_POINTS` points a segment."""
    width, height = (float(v) for v in board["size"])
    spaces = _spaces(board["track"]["path"])
    if all(math.dist(at, spaces[0][0]) < 1e-9 for at, _ in spaces):
        raise ConfigError((*_PATH, "segments"),
                          f"all {len(spaces)} spaces of the lap lie on one spot",
                          "a path that runs round the velodrome, one space after another")
    for k, ((x, y), segment) in enumerate(spaces):
        if not (-_SLACK <= x <= width + _SLACK and -_SLACK <= y <= height + _SLACK):
            raise ConfigError((*_PATH, "segments", segment),
                              f"space {k} lies at [{_px(x)}, {_px(y)}], off the "
                              f"{width:g} x {height:g} canvas",
                              f"x from 0 to {width:g} and y from 0 to {height:g}: every space "
                              "on the canvas of `size`, which the board picker shows")
    xs, ys = [at[0] for at, _ in spaces], [at[1] for at, _ in spaces]
    scale = min(HALL[0] / max(1.0, max(xs) - min(xs)), HALL[1] / max(1.0, max(ys) - min(ys)))
    least = APART / scale
    # Only spaces in the same or a neighbouring cell of side `least` can be too close.
    cells: dict[tuple[int, int], list[int]] = {}
    for k, ((x, y), segment) in enumerate(spaces):
        cx, cy = math.floor(x / least), math.floor(y / least)
        for gx, gy in itertools.product((cx - 1, cx, cx + 1), (cy - 1, cy, cy + 1)):
            for other in cells.get((gx, gy), ()):
                gap = math.dist((x, y), spaces[other][0])
                if gap >= least:
                    continue
                allowed = (f"any two spaces at least {_px(least)} px apart on this board, "
                           f"{APART:g} in the hall: a longer path, or fewer spaces")
                if other == 0 and k == len(spaces) - 1:
                    allowed += ("; the path ends on the space before the finish line, "
                                "the lap closes from there to space 0")
                raise ConfigError(
                    (*_PATH, "segments", segment),
                    f"space {k} lies {_px(gap)} px from space {other}, too close to tell "
                    "apart once the lap is fitted to the hall", allowed)
        cells.setdefault((cx, cy), []).append(k)
