"""The race caller of Favoriten: a line for every bet, roll and move, without randomness."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.core.events import Event
from arcade_races.games.favoriten import events as ev
from arcade_races.games.favoriten.game import FavoritenGame

_MOVES = (
    "{name} gives the {roll} to {horse}: up to space {to}.",
    "A {roll} for {horse}, courtesy of {name} - space {to}.",
    "{name} hands {horse} the {roll}. {horse_cap} trots to {to}.",
)
_BIG = "{name} throws a {roll} and sends {horse} flying to space {to}!"
_SMALL = "Only a {roll} - {name} parks it on {horse} (space {to})."


class Commentator:
    """Turns a game's events into the race caller's lines."""

    def __init__(self, seat_names: Sequence[str], game: FavoritenGame) -> None:
        self.names = list(seat_names)
        self.game = game
        self.length = game.rules.length
        self.roll = 0
        self.roller = 0
        self.count = 0

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Pick up the race from a spectator's `observation` (a view jumping to a state):
        the die on the table and the leader who threw it; the run of move lines starts
        afresh."""
        self.roll = int(observation["roll"] or 0)
        self.roller = max(0, int(observation["leader"]))
        self.count = 0

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Seat {seat + 1}"

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The lines these events call for."""
        out: list[str] = []
        for event in events:
            if isinstance(event, ev.RaceStarted):
                out.append(f"Race {event.race} of {event.races}! The cannon booms - "
                           f"{self._name(event.leader)} leads the first round.")
            elif isinstance(event, ev.RoundStarted) and event.round > 1:
                note = " Bets, please!" if event.betting else ""
                out.append(f"Round {event.round}: {self._name(event.leader)} has the die.{note}")
            elif isinstance(event, ev.MarkerPlaced):
                row = event.row + 1
                out.append(f"{self._name(event.seat)} backs {event.horse} - marker in circle "
                           f"{row} of the column.")
            elif isinstance(event, ev.BettingClosed):
                out.append("A horse is home: the betting window slams shut!")
            elif isinstance(event, ev.DieRolled):
                self.roll, self.roller = event.value, event.seat
            elif isinstance(event, ev.HorseMoved):
                self.count += 1
                fields = {"name": self._name(self.roller), "roll": self.roll,
                          "horse": event.horse, "horse_cap": event.horse.capitalize(),
                          "to": min(event.to_space, self.length)}
                top = max(self.game.rules.die)
                if self.roll == top:
                    out.append(_BIG.format(**fields))
                elif self.roll == min(self.game.rules.die):
                    out.append(_SMALL.format(**fields))
                else:
                    out.append(_MOVES[self.count % len(_MOVES)].format(**fields))
            elif isinstance(event, ev.HorseFinished):
                place = {1: "WINS", 2: "takes second", 3: "takes third"}.get(
                    event.place, f"finishes {event.place}th")
                out.append(f"{event.horse.capitalize()} reaches the deck chair and {place}!")
            elif isinstance(event, ev.MarkersScored) and event.seats:
                scored = ", ".join(f"{self._name(s)} {p}" for s, p in
                                   zip(event.seats, event.points, strict=True))
                out.append(f"{event.horse.capitalize()}'s column pays: {scored}.")
            elif isinstance(event, ev.RaceEnded):
                table = ", ".join(f"{self._name(s)} {t}" for s, t in
                                  sorted(enumerate(event.totals), key=lambda st: -st[1]))
                out.append(f"After race {event.race}: {table}.")
            elif isinstance(event, ev.GameEnded):
                best = min(event.placing)
                winners = [self._name(s) for s, p in enumerate(event.placing) if p == best]
                out.append("And the champion of the turf: " + " and ".join(winners) + "!")
        return out
