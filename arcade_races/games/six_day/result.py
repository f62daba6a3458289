"""Scoring a day's race and the six-day race (rulebook section 4, "Result of a Day's Race").

Pure functions of positions and crossing orders, so the rulebook's result pad is a test.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arcade_races.games.six_day.config import Rules


def competition_ranks(keys: Sequence[Any]) -> tuple[int, ...]:
    """1 = best (smallest key); equal keys share a place and the next place is skipped.

    >>> competition_ranks([(0, -13), (0, -12), (0, -13), (1, 0)])
    (1, 3, 1, 4)
    """
    return tuple(1 + sum(1 for other in keys if other < mine) for mine in keys)


def points_at(table: Sequence[int], place: int) -> int:
    """The points of `place` (1 = first) in a points table; 0 past its end."""
    return table[place - 1] if 1 <= place <= len(table) else 0


@dataclass(frozen=True)
class DayResult:
    """The result pad of one day, per seat: distance short of the finish (0 if crossed), the
    finish place (crossers in crossing order, then by distance, equal distance sharing), points
    (sprints and finish), lap deficits, and the day's placing (1 = best)."""

    finish_order: tuple[int, ...]
    sprints: tuple[tuple[int, ...], ...]
    distance: tuple[int, ...]
    finish_place: tuple[int, ...]
    sprint_points: tuple[int, ...]
    finish_points: tuple[int, ...]
    points: tuple[int, ...]
    lap_deficit: tuple[int, ...]
    placing: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """The day as JSON-safe data."""
        return {
            "finish_order": list(self.finish_order),
            "sprints": [list(s) for s in self.sprints],
            "distance": list(self.distance),
            "finish_place": list(self.finish_place),
            "points": list(self.points),
            "lap_deficit": list(self.lap_deficit),
            "placing": list(self.placing),
        }


def day_result(
    positions: Sequence[int],
    finish_order: Sequence[int],
    sprints: Sequence[Sequence[int]],
    rules: Rules,
    teams: Sequence[Sequence[int]] = (),
) -> DayResult:
    """Score a day: `positions` are spaces from the start (crossers may be at `finish` or
    beyond), `finish_order` the seats in the order they crossed, `sprints` the crossing order
    at each sprint line. With `teams`, partners share their team's placing."""
    n = len(positions)
    finish = rules.track.finish
    crossed = set(finish_order)
    distance = tuple(0 if s in crossed else max(0, finish - positions[s]) for s in range(n))
    # a1/a2: crossers have no deficit; the rest one lap per `lap_every` spaces short, begun.
    every = rules.lap_every
    laps = tuple(0 if s in crossed else -(-distance[s] // every) for s in range(n))
    # b1/b2: finish places by crossing, then by distance; riders on one space share.
    place = [0] * n
    for i, seat in enumerate(finish_order):
        place[seat] = i + 1
    rest = [s for s in range(n) if s not in crossed]
    ranks = competition_ranks([distance[s] for s in rest])
    for seat, rank in zip(rest, ranks, strict=True):
        place[seat] = len(finish_order) + rank
    finish_pts = tuple(points_at(rules.finish_points, place[s]) for s in range(n))
    sprint_pts = [0] * n
    for order in sprints:
        for i, seat in enumerate(order):
            sprint_pts[seat] += points_at(rules.sprint_points, i + 1)
    points = tuple(sprint_pts[s] + finish_pts[s] for s in range(n))
    placing = _placing(laps, points, tuple(place), teams)
    return DayResult(
        finish_order=tuple(finish_order),
        sprints=tuple(tuple(s) for s in sprints),
        distance=distance,
        finish_place=tuple(place),
        sprint_points=tuple(sprint_pts),
        finish_points=finish_pts,
        points=points,
        lap_deficit=laps,
        placing=placing,
    )


def _placing(
    laps: Sequence[int], points: Sequence[int], finish_place: Sequence[int],
    teams: Sequence[Sequence[int]],
) -> tuple[int, ...]:
    """Fewer lap deficits first, then more points, then the finish placing (rulebook 4 and
    RULINGS). A team counts its better lap deficit and the sum of its points."""
    n = len(laps)
    if not teams:
        return competition_ranks([(laps[s], -points[s], finish_place[s]) for s in range(n)])
    keys = [
        (min(laps[s] for s in team), -sum(points[s] for s in team),
         min(finish_place[s] for s in team))
        for team in teams
    ]
    ranks = competition_ranks(keys)
    placing = [0] * n
    for team, rank in zip(teams, ranks, strict=True):
        for seat in team:
            placing[seat] = rank
    return tuple(placing)


@dataclass(frozen=True)
class Totals:
    """The six-day standings: lap deficits and points added up over the days, and the
    placing (equal laps and points: the last day's finish placing decides)."""

    points: tuple[int, ...]
    lap_deficit: tuple[int, ...]
    placing: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """The totals as JSON-safe data."""
        return {"points": list(self.points), "lap_deficit": list(self.lap_deficit),
                "placing": list(self.placing)}


def six_day_totals(days: Sequence[DayResult], players: int,
                   teams: Sequence[Sequence[int]] = ()) -> Totals:
    """Add the days up (rulebook 4d)."""
    points = tuple(sum(d.points[s] for d in days) for s in range(players))
    laps = tuple(sum(d.lap_deficit[s] for d in days) for s in range(players))
    last = days[-1].finish_place if days else tuple([1] * players)
    if not teams:
        return Totals(points, laps, _placing(laps, points, last, teams))
    # A team counts its better lap deficit of each day and all its points.
    team_laps = [0] * players
    team_points = [0] * players
    for team in teams:
        best = sum(min(d.lap_deficit[s] for s in team) for d in days)
        total = sum(points[s] for s in team)
        for seat in team:
            team_laps[seat], team_points[seat] = best, total
    return Totals(points, laps, _placing(team_laps, team_points, last, teams))
