"""Pferderennen's numbers, read from the validated game config and board documents."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from arcade_races.core.cards import RANKS, SUITS, Card, Suit
from arcade_races.core.errors import ConfigError
from arcade_races.core.geometry import Curve, path_excess

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
# to (the board picker shows that canvas). The spaces are measured where the table lays them
# out, by `arcade_races.core.geometry`.

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


def _vec(value: Sequence[Any]) -> Vec:
    return (float(value[0]), float(value[1]))


def _check_path(path: dict[str, Any], where: Where) -> None:
    """`ConfigError` for a path of more segments, turns or points than the table draws."""
    over = path_excess(path, MOST_SEGMENTS, MOST_TURN, MOST_POINTS)
    if over is None:
        return
    what, allowed = {
        "segments": (f"this path has {over.amount} segments", f"at most {MOST_SEGMENTS}"),
        "to_deg": (f"the arc turns {over.amount:g} degrees",
                   f"at most {MOST_TURN:g}: one segment goes round at most once"),
        "points": (f"this segment lists {over.amount} points", f"at most {MOST_POINTS:,}"),
    }[str(over.where[-1])]
    raise ConfigError((*where, *over.where), what, allowed)


@dataclass(frozen=True)
class _Spot:
    """One thing the table draws at a point: a space, the pile or the dealer."""

    name: str
    at: Vec
    where: Where


def _path_spots(path: dict[str, Any], where: Where, names: list[str],
                kind: str) -> tuple[list[_Spot], Curve]:
    _check_path(path, where)
    curve = Curve(path)
    spots = [_Spot(name, (x, y), (*where, "segments", segment)) for name, (x, y, _), segment
             in zip(names, curve.poses(), curve.space_segments(), strict=True)]
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
    lane_curves: list[tuple[str, Curve]] = []
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
    samples = LANE_SAMPLES * (n + 1)
    for suit, curve in lane_curves:
        for k in range(samples):
            distance = curve.length * k / (samples - 1)
            point = curve.at(distance)[:2]
            if not on_canvas(point):
                raise ConfigError(("board", "lanes", suit, "segments", curve.segment_at(distance)),
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
