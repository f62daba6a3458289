"""The numbers of a balance report, from the games' records taken in index order: means and
percentiles of a game's length and figures, win rates with a 95% Wilson interval, and whether
a fair share (1/n) lies inside it.

Everything is summed in index order and rounded the same way, so a run gives the same report
to the last digit however its games were split between processes.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from arcade_races.balance.engine import GameRecord
from arcade_races.balance.figures import Figure

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""

LENGTH = ("actions", "rounds", "turns")
"""The length of a game, in the order the report shows it."""

DIGITS = 4
"""Decimals kept in the report: enough to compare, few enough to read."""


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate of `wins` in `games`.

    >>> low, high = wilson(50, 100)
    >>> round(low, 4), round(high, 4)
    (0.4038, 0.5962)
    """
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(ordered: Sequence[float], q: float) -> float:
    """The `q` percentile (0..100) of sorted values, between neighbours as numpy's default.

    >>> percentile([1, 2, 3, 4], 50)
    2.5
    """
    if not ordered:
        return math.nan
    rank = (len(ordered) - 1) * q / 100
    below = math.floor(rank)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (rank - below)


def spread(values: Iterable[float]) -> dict[str, float | int]:
    """`games` (how many have the value), `mean`, `p10`, `p50`, `p90`, `min`, `max`."""
    ordered = sorted(values)
    if not ordered:
        return {"games": 0}
    return {"games": len(ordered), "mean": round(math.fsum(ordered) / len(ordered), DIGITS),
            **{f"p{q}": round(percentile(ordered, q), DIGITS) for q in (10, 50, 90)},
            "min": ordered[0], "max": ordered[-1]}


def rates(wins: Sequence[int], names: Sequence[str]) -> list[dict[str, Any]]:
    """A row per name: wins, rate among the games someone won, its 95% interval, the fair
    rate (1/n) and `unfair`, true where the fair rate lies outside the interval."""
    games = sum(wins)
    fair = 1 / len(names) if names else 0.0
    rows = []
    for name, won in zip(names, wins, strict=True):
        low, high = wilson(won, games)
        rows.append({"name": name, "wins": won, "rate": round(won / max(1, games), DIGITS),
                     "low": round(low, DIGITS), "high": round(high, DIGITS),
                     "fair": round(fair, DIGITS), "unfair": not low <= fair <= high})
    return rows


@dataclass
class Columns:
    """The records of a run, kept as a column of numbers per figure (a million games is a few
    numbers each, not a million dicts), fed in index order."""

    players: int
    runners: int
    games: int = 0
    seat_wins: list[int] = field(default_factory=list)
    runner_wins: list[int] = field(default_factory=list)
    shared_first: int = 0
    no_runner: int = 0
    values: dict[str, list[float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.seat_wins = [0] * self.players
        self.runner_wins = [0] * self.runners

    def add(self, record: GameRecord) -> None:
        """Count one game's record."""
        self.games += 1
        seat = record.winner_seat
        if seat is None:
            self.shared_first += 1
        else:
            self.seat_wins[seat] += 1
        runner = record.figures.get("winner_runner")
        if isinstance(runner, int) and 0 <= runner < self.runners:
            self.runner_wins[runner] += 1
        else:
            self.no_runner += 1
        self._value("actions", record.actions)
        for key, value in record.figures.items():
            if key != "winner_runner":
                self._value(key, value)

    def _value(self, key: str, value: Figure) -> None:
        column = self.values.setdefault(key, [])
        if value is not None:
            column.append(value)


def summary(columns: Columns, seats: Sequence[str], runners: Sequence[str],
            labels: dict[str, str]) -> dict[str, Any]:
    """The report's numbers: `games`, `length`, `seats`, `shared_first`, `runners`,
    `no_runner`, `figures` (each game's own, with their `label`)."""
    length = {key: spread(columns.values[key]) for key in LENGTH
              if columns.values.get(key)}
    figures = {key: {"label": labels.get(key, key.replace("_", " ")), **spread(values)}
               for key, values in columns.values.items() if key not in LENGTH}
    return {
        "games": columns.games,
        "length": length,
        "seats": rates(columns.seat_wins, seats),
        "shared_first": columns.shared_first,
        "runners": rates(columns.runner_wins, runners),
        "no_runner": columns.no_runner,
        "figures": figures,
    }
