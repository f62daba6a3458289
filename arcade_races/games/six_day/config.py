"""6-Tage-Rennen's numbers, read from the validated board and game config."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arcade_races.core.errors import ConfigError

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
