"""Favoriten's recap: the markers laid since, the rolls the leader gave away (more weight
for a seat's own horses), horses home, the columns that paid, the standings after a race."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.client.recap import Note
from arcade_races.core.events import Event
from arcade_races.games.favoriten import events as ev
from arcade_races.games.favoriten.game import FavoritenGame

_PLACES = {1: "first", 2: "second", 3: "third"}


class Teller:
    """Turns a Favoriten game's events into recap notes; keeps who backs which horse."""

    def __init__(self, game: FavoritenGame, names: Sequence[str]) -> None:
        self.length = game.rules.length
        self.backers: dict[str, set[int]] = {}
        self.roll = 0
        self.roller = 0

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Pick up the markers in the columns from a spectator's `observation`."""
        self.backers = {str(horse): {int(s) for s in column if int(s) >= 0}
                        for horse, column in dict(observation.get("columns") or {}).items()}
        self.roller = max(0, int(observation.get("leader") or 0))

    def _of(self, horse: str) -> tuple[int, ...]:
        return tuple(sorted(self.backers.get(horse, set())))

    def notes(self, events: Sequence[Event]) -> list[Note]:
        """The notes of one step."""
        out: list[Note] = []
        for event in events:
            out.extend(self._note(event))
        return out

    def _note(self, event: Event) -> list[Note]:
        if isinstance(event, ev.RaceStarted):
            self.backers = {}
            return [Note(f"Race {event.race} of {event.races} began: {{0}} led the first "
                         "round.", (event.leader,), weight=30, mine=50)] if event.race > 1 \
                else []
        if isinstance(event, ev.MarkerPlaced):
            self.backers.setdefault(event.horse, set()).add(event.seat)
            return [Note(f"{{0}} backed {event.horse.capitalize()} (circle {event.row + 1}).",
                         (event.seat,), weight=40, concerns=self._of(event.horse), mine=45)]
        if isinstance(event, ev.BettingClosed):
            return [Note("A horse was home: no more markers this race.", weight=60)]
        if isinstance(event, ev.DieRolled):
            self.roll, self.roller = event.value, event.seat
            return []
        if isinstance(event, ev.HorseMoved):
            space = min(event.to_space, self.length)
            horse = event.horse.capitalize()
            return [Note(f"{{0}} gave the {self.roll} to {horse}: space {space}.",
                         (self.roller,), weight=20, mine=35, own=10,
                         concerns=self._of(event.horse))]
        if isinstance(event, ev.HorseFinished):
            place = _PLACES.get(event.place, f"{event.place}th")
            return [Note(f"{event.horse.capitalize()} reached the deck chair {place}!",
                         weight=70, mine=80, concerns=self._of(event.horse))]
        if isinstance(event, ev.MarkersScored):
            return [Note(f"{event.horse.capitalize()}'s column paid {{0}} {points} "
                         f"point{'s' if points != 1 else ''}.", (seat,), weight=45, mine=90)
                    for seat, points in zip(event.seats, event.points, strict=True)]
        if isinstance(event, ev.RaceEnded):
            return [Note(f"After race {event.race}, {{0}} stood at {total} points.", (seat,),
                         weight=0, mine=95) for seat, total in enumerate(event.totals)]
        return []
