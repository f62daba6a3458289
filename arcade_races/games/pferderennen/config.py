"""Pferderennen's numbers, read from the validated game config and board documents."""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from arcade_races.core.cards import RANKS, SUITS, Card, Suit
from arcade_races.core.errors import ConfigError

VARIANTS: tuple[str, ...] = ("half_stake", "places", "leader_hurdle", "turbo", "stumble", "sips")
"""Every variant name. The first five are the rulebook's; `sips` is the party mode's unit."""


@dataclass(frozen=True)
class Share:
    """A share of the stake, `num/den`, rounded down: `Share(1, 2).of(5) == 2`."""

    num: int
    den: int

    def of(self, stake: int) -> int:
        """The share of `stake`, rounded down."""
        return stake * self.num // self.den


@dataclass(frozen=True)
class Rules:
    """Everything the rules read from the board and the game config."""

    track_cards: int
    suits: tuple[Suit, ...]
    deck: tuple[Card, ...]
    min_players: int
    max_players: int
    max_stake: int
    units: str
    races: int
    win: int
    place: Share
    show: Share
    up_front: Share
    stumble_rank: str

    @classmethod
    def from_documents(cls, board: dict[str, Any], config: dict[str, Any]) -> Rules:
        """Build the rules from a validated board and config; `ConfigError` for what the
        schemas cannot check (which document is the first element of its path)."""
        ranks = list(config["deck"]["ranks"])
        suits = list(config["deck"]["suits"])
        if sorted(suits, key=SUITS.index) != list(SUITS):
            raise ConfigError(
                ("config", "deck", "suits"), "the deck needs each suit once", "C, D, H, S"
            )
        if "A" in ranks:
            raise ConfigError(
                ("config", "deck", "ranks", ranks.index("A")),
                "the aces are the horses and cannot be in the deck",
                "ranks 2-9, T, J, Q, K",
            )
        for i, rank in enumerate(ranks):
            if ranks.index(rank) != i:
                raise ConfigError(("config", "deck", "ranks", i), f"rank {rank} is listed twice")
        deck = tuple(rank + suit for suit in SUITS for rank in sorted(ranks, key=RANKS.index))
        cards = int(board["track"]["cards"])
        if cards >= len(deck):
            raise ConfigError(
                ("board", "track", "cards"),
                f"{cards} track cards leave no pile from a deck of {len(deck)}",
                f"at most {len(deck) - 1}",
            )
        _check_spaces(board["track"]["path"], cards, ("board", "track", "path", "spaces"))
        for suit in SUITS:
            _check_spaces(board["lanes"][suit], cards + 2, ("board", "lanes", suit, "spaces"))
        check_layout(board)
        players = config["players"]
        if players["min"] < 2 or players["min"] > players["max"]:
            raise ConfigError(("config", "players"), "min must be 2 or more and at most max")
        payout = config["payout"]
        variants = config["variants"]
        stumble = str(variants["stumble"]["rank"])
        if stumble not in ranks:
            raise ConfigError(
                ("config", "variants", "stumble", "rank"),
                f"rank {stumble} is not in the deck",
                "one of: " + ", ".join(ranks),
            )
        return cls(
            track_cards=cards,
            suits=SUITS,
            deck=deck,
            min_players=int(players["min"]),
            max_players=int(players["max"]),
            max_stake=int(config["max_stake"]),
            units=str(config["units"]),
            races=int(config["races"]),
            win=int(payout["win"]),
            place=_share(payout["place"], ("config", "payout", "place")),
            show=_share(payout["show"], ("config", "payout", "show")),
            up_front=_share(
                variants["half_stake"]["up_front"], ("config", "variants", "half_stake")
            ),
            stumble_rank=stumble,
        )


def _check_spaces(path: dict[str, Any], want: int, where: tuple[str | int, ...]) -> None:
    if int(path["spaces"]) != want:
        raise ConfigError(where, f"this path has {path['spaces']} spaces", f"it needs {want}")


def _share(value: Any, where: tuple[str | int, ...]) -> Share:
    num, den = int(value[0]), int(value[1])
    if num < 0 or den < 1:
        raise ConfigError(where, "a share is [numerator, denominator]", "num >= 0, den >= 1")
    return Share(num, den)


# -- what the table can draw ---------------------------------------------------------------
#
# The rules read only the number of track cards from the board, but a board that passes the
# check must also draw: the table fits every space of the board into its felt, so spaces must
# stay apart once fitted there, and they lie on the canvas that the board's coordinates refer
# to (the board picker shows that canvas). The geometry below follows
# `arcade_races.boards.geometry` (a layer above the rules), closely enough for these bounds.

TABLE_AREA: Final = (908.0, 530.0)
"""The pixels of felt the table fits a board into."""
MOST_ZOOM: Final = 1.6
"""The most the table enlarges a small board."""
APART: Final = 10.0
"""Any two spaces (track cards, lane steps, the pile and the dealer) are at least this many
pixels apart once the board is fitted to `TABLE_AREA`; closer, two cards would lie on one spot
(the built-in boards have about 80)."""
MOST_TURN: Final = 360.0
"""The most degrees one arc may turn: a segment goes round at most once."""
MOST_SEGMENTS: Final = 100
"""The most segments one path may have (the built-in boards use one)."""
MOST_POINTS: Final = 1000
"""The most points one `points` segment may list."""
LANE_SAMPLES: Final = 14
"""Points per step that the table draws a lane's band through, between its spaces."""
_SLACK: Final = 0.5
"""How far (pixels) a space may stray over the canvas's edge by rounding."""

Vec = tuple[float, float]
Where = tuple[str | int, ...]
_At = Callable[[float], Vec]


def _vec(value: Sequence[Any]) -> Vec:
    return (float(value[0]), float(value[1]))


def _line(a: Vec, b: Vec) -> tuple[float, _At]:
    length = math.dist(a, b)

    def at(d: float) -> Vec:
        t = d / length if length > 0 else 0.0
        return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)

    return length, at


def _arc(spec: dict[str, Any]) -> tuple[float, _At]:
    cx, cy = _vec(spec["center"])
    r = float(spec["radius"])
    start = math.radians(float(spec["from_deg"]))
    sweep = math.radians(float(spec["to_deg"]) - float(spec["from_deg"]))
    length = r * abs(sweep)

    def at(d: float) -> Vec:
        a = start + sweep * (d / length if length > 0 else 0.0)
        return (cx + r * math.cos(a), cy - r * math.sin(a))

    return length, at


def _bezier(points: list[Vec]) -> tuple[float, _At]:
    def place(t: float) -> Vec:
        u = 1.0 - t
        w = (u * u, 2 * u * t, t * t) if len(points) == 3 else (
            u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return (sum(k * p[0] for k, p in zip(w, points, strict=True)),
                sum(k * p[1] for k, p in zip(w, points, strict=True)))

    steps = 64
    table = [place(i / steps) for i in range(steps + 1)]
    lengths = [0.0]
    for a, b in itertools.pairwise(table):
        lengths.append(lengths[-1] + math.dist(a, b))

    def at(d: float) -> Vec:
        i = min(max(bisect.bisect_right(lengths, d) - 1, 0), steps - 1)
        chord = lengths[i + 1] - lengths[i]
        within = (d - lengths[i]) / chord if chord > 0 else 0.0
        return place((i + min(max(within, 0.0), 1.0)) / steps)

    return lengths[-1], at


class _Curve:
    """A checked path's chain of segments, walked by distance; each piece knows the segment
    it came from (a gap between segments is bridged by a line, blamed on the later one)."""

    def __init__(self, path: dict[str, Any], where: Where) -> None:
        segments = list(path["segments"])
        if len(segments) > MOST_SEGMENTS:
            raise ConfigError((*where, "segments"), f"this path has {len(segments)} segments",
                              f"at most {MOST_SEGMENTS}")
        chain: list[tuple[float, _At, int]] = []
        end: Vec | None = None
        for i, segment in enumerate(segments):
            for length, at in _pieces(segment, (*where, "segments", i)):
                if end is not None and math.dist(end, at(0.0)) > 1e-9:
                    chain.append((*_line(end, at(0.0)), i))
                chain.append((length, at, i))
                end = at(length)
        self.pieces = [piece for piece in chain if piece[0] > 0] or chain[:1]
        self.offsets = list(itertools.accumulate((p[0] for p in self.pieces[:-1]), initial=0.0))
        self.length = sum(p[0] for p in self.pieces)

    def at(self, distance: float) -> tuple[Vec, int]:
        """The point `distance` along the chain and the index of its segment."""
        distance = min(max(distance, 0.0), self.length)
        index = max(bisect.bisect_right(self.offsets, distance) - 1, 0)
        length, at, segment = self.pieces[index]
        return at(min(distance - self.offsets[index], length)), segment

    def spread(self, count: int) -> list[tuple[Vec, int]]:
        """`count` points spread evenly along the chain, from its start to its end."""
        if count == 1:
            return [self.at(0.0)]
        return [self.at(self.length * k / (count - 1)) for k in range(count)]


def _pieces(segment: dict[str, Any], where: Where) -> list[tuple[float, _At]]:
    if "line" in segment:
        return [_line(_vec(segment["line"]["from"]), _vec(segment["line"]["to"]))]
    if "arc" in segment:
        spec = segment["arc"]
        turn = abs(float(spec["to_deg"]) - float(spec["from_deg"]))
        if turn > MOST_TURN:
            raise ConfigError((*where, "arc", "to_deg"), f"the arc turns {turn:g} degrees",
                              f"at most {MOST_TURN:g}: one segment goes round at most once")
        return [_arc(spec)]
    if "bezier" in segment:
        return [_bezier([_vec(p) for p in segment["bezier"]["points"]])]
    points = [_vec(p) for p in segment["points"]]
    if len(points) > MOST_POINTS:
        raise ConfigError((*where, "points"), f"this segment lists {len(points)} points",
                          f"at most {MOST_POINTS:,}")
    if len(points) == 1:
        return [_line(points[0], points[0])]
    return [_line(a, b) for a, b in itertools.pairwise(points)]


@dataclass(frozen=True)
class _Spot:
    """One thing the table draws at a point: a space, the pile or the dealer."""

    name: str
    at: Vec
    where: Where


def _path_spots(path: dict[str, Any], where: Where, names: list[str],
                kind: str) -> tuple[list[_Spot], _Curve]:
    curve = _Curve(path, where)
    segments = list(path["segments"])
    exact = (len(segments) == 1 and "points" in segments[0]
             and len(segments[0]["points"]) == len(names))
    placed = ([(_vec(p), 0) for p in segments[0]["points"]] if exact
              else curve.spread(len(names)))
    spots = [_Spot(name, at, (*where, "segments", i)) for name, (at, i) in zip(
        names, placed, strict=True)]
    if all(math.dist(spot.at, spots[0].at) < 1e-9 for spot in spots):
        raise ConfigError((*where, "segments"),
                          f"all {len(spots)} spaces of this {kind} lie on one spot",
                          f"a {kind} that runs from its first space to its last")
    return spots, curve


def _px(value: float) -> str:
    return f"{round(value, 1):g}"


def check_layout(board: dict[str, Any]) -> None:
    """`ConfigError` unless every space, the pile and the dealer lie on the board's canvas
    (and each lane between its spaces too) and any two of them stay `APART` pixels apart once
    the board is fitted to the table; paths with too many segments or points, an arc turning
    more than once round and a path whose spaces all lie on one spot are refused too."""
    width, height = (float(v) for v in board["size"])
    n = int(board["track"]["cards"])
    spots, _ = _path_spots(board["track"]["path"], ("board", "track", "path"),
                           [f"track card {k}" for k in range(1, n + 1)], "track")
    lane_curves: list[tuple[str, _Curve]] = []
    for suit in SUITS:
        names = ([f"the start of lane {suit}"] + [f"step {k} of lane {suit}"
                                                  for k in range(1, n + 1)]
                 + [f"the finish of lane {suit}"])
        lane, curve = _path_spots(board["lanes"][suit], ("board", "lanes", suit), names, "lane")
        spots += lane
        lane_curves.append((suit, curve))
    spots += [_Spot(f"the {key}", _vec(board[key]), ("board", key)) for key in ("pile", "dealer")]

    def on_canvas(point: Vec) -> bool:
        return (-_SLACK <= point[0] <= width + _SLACK
                and -_SLACK <= point[1] <= height + _SLACK)

    allowed = (f"x from 0 to {width:g} and y from 0 to {height:g}: everything on the "
               "canvas of `size`, which the board picker shows")
    for spot in spots:
        if not on_canvas(spot.at):
            raise ConfigError(spot.where, f"{spot.name} lies at [{_px(spot.at[0])}, "
                              f"{_px(spot.at[1])}], off the {width:g} x {height:g} canvas",
                              allowed)
    drawn = [spot.at for spot in spots]
    for suit, curve in lane_curves:
        for point, segment in curve.spread(LANE_SAMPLES * (n + 1)):
            if not on_canvas(point):
                raise ConfigError(("board", "lanes", suit, "segments", segment),
                                  f"lane {suit} runs off the {width:g} x {height:g} canvas "
                                  f"at [{_px(point[0])}, {_px(point[1])}]", allowed)
            drawn.append(point)
    xs, ys = [p[0] for p in drawn], [p[1] for p in drawn]
    scale = min(TABLE_AREA[0] / max(1.0, max(xs) - min(xs)),
                TABLE_AREA[1] / max(1.0, max(ys) - min(ys)), MOST_ZOOM)
    least = APART / scale
    for i, spot in enumerate(spots):
        for other in spots[:i]:
            gap = math.dist(spot.at, other.at)
            if gap < least:
                raise ConfigError(
                    spot.where,
                    f"{spot.name} lies {_px(gap)} px from {other.name}, too close to tell "
                    "apart once the board is fitted to the table",
                    f"at least {_px(least)} px apart on this board, {APART:g} on the table")
