"""6-Tage-Rennen's balance figures, read from the riding events and the six-day totals.

A **turn** is a rider's place in a round: a card ridden, or a turn stayed put for want of
cards (rulebook 2a, RULINGS); the rider change decision and the relief rider's draws belong to
the turn they follow. A **round** is one turn for every rider still on the track, in the day's
riding order (a rider who crossed the finish is passed over); `rounds` adds up every day's.

What a track maker reads here:

- `lap_deficits`: riders a lap or more down at the end of a day (the mean of the days);
  `laps_lost`: the lap deficits of all riders over the six days (the totals' sum). A lap of the
  right length keeps the field together: 0 is the fair value of both (nobody a lap down), a
  long lap or a slipstream that runs away drives them up.
- `rider_changes` of `rider_changes_offered`: how often a rider landed exactly on a rider change
  space and how often it took the relief rider; change spaces badly placed are never offered.
- `slipstreams`, `blue_stops`: rides multiplied in the slipstream, and landings beside riders
  on a blue space that stopped the multiplying (the rider change and crash spaces).
- `sprints_won_seat{i}`: sprint lines seat i crossed first, over the six days. Fair: every seat
  the same, sprints x days / players.
- `points_seat{i}`: seat i's points in the totals. Fair: every seat the same.
"""

from __future__ import annotations

from typing import Any, ClassVar

from arcade_races.balance.figures.base import EventFigures, Figure, Handler, mean
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.games.six_day import events as ev

MAX_SEATS = 10
"""Seats the labels are written for (the game seats 3 to 8)."""


class SixDayFigures(EventFigures):
    """The figures of one six-day race."""

    LABELS: ClassVar[dict[str, str]] = {
        "turns": "turns (a rider's card or stay-put)",
        "rounds": "rounds (all days)",
        "winner_runner": "winning rider",
        "lap_deficits": "riders a lap or more down, per day",
        "laps_lost": "lap deficits, all riders and days",
        "rider_changes": "rider changes",
        "rider_changes_offered": "rider changes offered",
        "slipstreams": "rides in the slipstream",
        "blue_stops": "slipstreams stopped on blue",
        **{f"sprints_won_seat{i}": f"sprints won by seat {i}" for i in range(MAX_SEATS)},
        **{f"points_seat{i}": f"points of seat {i}" for i in range(MAX_SEATS)},
    }

    def __init__(self) -> None:
        super().__init__()
        self.place: dict[int, int] = {}
        self.changes = 0
        self.offers = 0
        self.slipstreams = 0
        self.blue_stops = 0
        self.sprint_wins: list[int] = []
        self.down: list[int] = []

    def setup(self, game: Any) -> None:
        """One sprint count per seat."""
        self.sprint_wins = [0] * game.players

    def _day(self, event: ev.DayStarted) -> None:
        self.place = {seat: i for i, seat in enumerate(event.order)}
        self.rounds.restart()

    def _turn(self, event: ev.CardPlayed | ev.RiderStaysPut) -> None:
        self.turns += 1
        self.rounds.turn(self.place[event.seat])

    def _moved(self, event: ev.RiderMoved) -> None:
        if event.kind == "slipstream":
            self.slipstreams += 1

    def _blue(self, event: ev.NoMultiplying) -> None:
        self.blue_stops += 1

    def _sprint(self, event: ev.SprintCrossed) -> None:
        if event.place == 1:
            self.sprint_wins[event.seat] += 1

    def _day_ended(self, event: ev.DayEnded) -> None:
        self.down.append(sum(1 for laps in event.lap_deficit if laps > 0))

    def _offered(self, event: ev.RiderChangeOffered) -> None:
        self.offers += 1

    def _changed(self, event: ev.RiderChanged) -> None:
        self.changes += 1

    handlers: ClassVar[dict[type[Event], Handler]] = {
        ev.DayStarted: _day, ev.CardPlayed: _turn, ev.RiderStaysPut: _turn,
        ev.RiderMoved: _moved, ev.NoMultiplying: _blue, ev.SprintCrossed: _sprint,
        ev.RiderChangeOffered: _offered, ev.RiderChanged: _changed, ev.DayEnded: _day_ended,
    }

    def finish(self, state: State, result: Result) -> dict[str, Figure]:
        """The common keys, then the lap deficits (per day, and the totals'), the rider
        changes, the slipstream and each seat's sprints and points."""
        total = result.figures["total"]
        laps = [int(n) for n in total["lap_deficit"]]
        figures = self.common(state, result)
        figures.update({
            "lap_deficits": mean(self.down),
            "laps_lost": sum(laps),
            "rider_changes": self.changes,
            "rider_changes_offered": self.offers,
            "slipstreams": self.slipstreams,
            "blue_stops": self.blue_stops,
        })
        for seat, won in enumerate(self.sprint_wins):
            figures[f"sprints_won_seat{seat}"] = won
        for seat, points in enumerate(total["points"]):
            figures[f"points_seat{seat}"] = int(points)
        return figures


__all__ = ["SixDayFigures"]
