"""Favoriten's numbers, read from the validated course and game config."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arcade_races.core.errors import ConfigError

VARIANTS: tuple[str, ...] = ("leader_most_points", "race_per_player")
"""`leader_most_points`: the editor's house rule, the next race is led by the player with the
most points; `race_per_player`: as many races as players, so everyone leads one."""


@dataclass(frozen=True)
class Rules:
    """Everything the rules read from the course and config."""

    length: int
    horses: tuple[str, ...]
    colors: tuple[str, ...]
    min_players: int
    max_players: int
    markers: int
    die: tuple[int, ...]
    places: int
    points: tuple[tuple[int, ...], ...]
    races: int

    def points_for(self, place: int, row: int) -> int:
        """The points of a marker in `row` (0 = top) when its horse finishes `place` (1-3)."""
        column = self.points[place - 1]
        return column[row] if row < len(column) else 0

    @classmethod
    def from_documents(cls, board: dict[str, Any], config: dict[str, Any]) -> Rules:
        """Build the rules; `ConfigError` for what the schemas cannot check."""
        length = int(board["course"]["length"])
        horses = [h["name"] for h in config["horses"]]
        if len(set(horses)) != len(horses):
            raise ConfigError(("config", "horses"), "two horses share a name")
        lanes = board["course"]["lanes"]
        for name in horses:
            if name not in lanes:
                raise ConfigError(("board", "course", "lanes"), f"no lanes for the horse {name}",
                                  "two lanes for each horse: " + ", ".join(horses))
        for name, pair in lanes.items():
            if name not in horses:
                raise ConfigError(("board", "course", "lanes", name), f"no horse named {name}",
                                  "one of: " + ", ".join(horses))
            for i, lane in enumerate(pair):
                if int(lane["spaces"]) != length + 1:
                    raise ConfigError(("board", "course", "lanes", name, i, "spaces"),
                                      f"this lane has {lane['spaces']} spaces",
                                      f"it needs {length + 1}: the cannon and 1 to {length}")
        players = config["players"]
        if players["min"] > players["max"]:
            raise ConfigError(("config", "players"), "min is above max")
        places = int(config["places"])
        if places > len(horses) or places > len(config["points"]):
            raise ConfigError(("config", "places"), f"{places} places need that many horses "
                              "and point columns")
        rows = players["max"] * int(config["markers"])
        for i, column in enumerate(config["points"][:places]):
            if len(column) < rows:
                raise ConfigError(("config", "points", i), f"column {i + 1} has {len(column)} "
                                  f"rows", f"at least {rows}: every marker of the most players")
        return cls(
            length=length,
            horses=tuple(horses),
            colors=tuple(h["color"] for h in config["horses"]),
            min_players=int(players["min"]),
            max_players=int(players["max"]),
            markers=int(config["markers"]),
            die=tuple(int(f) for f in config["die"]),
            places=places,
            points=tuple(tuple(int(p) for p in column) for column in config["points"]),
            races=int(config["races"]),
        )
