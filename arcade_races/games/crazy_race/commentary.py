"""The Crazy Race announcer: a line for every card, roll, cup and twist, without randomness
and without naming a secret (bet cards and hands stay hidden until the reveal)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.core.events import Event
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.game import CrazyRaceGame

_KIND = {"move": "a MOVE card", "cancel": "a CANCEL card", "again": "ON TURN AGAIN",
         "skip": "SKIP A TURN"}


class Commentator:
    """Turns a race's events into the announcer's lines."""

    def __init__(self, seat_names: Sequence[str], game: CrazyRaceGame) -> None:
        self.names = list(seat_names)
        self.game = game
        self.stages = game.rules.stages

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Pick up the race from `observation`: nothing to do, each line is told from its
        own events."""

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Seat {seat + 1}"

    def _track(self, track: int) -> str:
        return f"{self._name(track)}'s track" if track < self.game.players else \
            f"the empty track {track + 1}"

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The lines these events call for."""
        out: list[str] = []
        for event in events:
            if isinstance(event, ev.TurnStarted):
                if event.extra:
                    out.append(f"{self._name(event.seat)} goes again!")
            elif isinstance(event, ev.TrackCardLaid):
                change = event.value - event.before
                how = ("stretches" if change > 0 else "shrinks" if change < 0 else "re-lays")
                out.append(f"{self._name(event.seat)} {how} {self._track(event.track)}: "
                           f"piece {event.piece + 1} now has {event.value} spaces.")
            elif isinstance(event, ev.TrackCardDropped):
                out.append(f"{self._name(event.seat)} throws a track card away.")
            elif isinstance(event, ev.TrackCardShifted):
                out.append(f"{self._name(event.seat)} moves a {event.value} from "
                           f"{self._track(event.from_track)} to {self._track(event.to_track)}!")
            elif isinstance(event, ev.ActionPlayed):
                out.append(f"{self._name(event.seat)} slaps {_KIND[event.kind]} in front of "
                           f"{self._name(event.target)}!")
            elif isinstance(event, ev.ActionCancelled):
                out.append(f"{self._name(event.target)} cancels it - both cards to the bin!")
            elif isinstance(event, ev.TurnSkipped):
                out.append(f"{self._name(event.seat)} sits this turn out.")
            elif isinstance(event, ev.DiceRolled):
                total = sum(event.faces)
                faces = " and ".join(str(f) for f in event.faces)
                note = " Double!" if len(set(event.faces)) == 1 else ""
                out.append(f"{self._name(event.seat)} rolls {faces}: {total} to go.{note}")
            elif isinstance(event, ev.CupWon):
                out.append(f"{self._name(event.seat)} crosses the end of stage {event.stage} "
                           f"in place {event.place}!")
            elif isinstance(event, ev.PawnFinished):
                out.append(f"{self._name(event.seat)} is home, number {event.order}!")
            elif isinstance(event, ev.PileReshuffled):
                out.append(f"The {event.kind} pile is empty - {event.cards} cards shuffled back.")
            elif isinstance(event, ev.RaceFinished):
                out.append(f"The race is decided - {self._name(event.last)} takes what is left.")
            elif isinstance(event, ev.BetsRevealed):
                for seat, (bet, got, points) in enumerate(
                    zip(event.bets, event.placings, event.scores, strict=True)
                ):
                    asked = "-".join(str(p) for p in bet)
                    reached = "-".join(str(p) for p in got)
                    out.append(f"{self._name(seat)}'s bet card: {asked}, reached {reached}: "
                               f"{points} point{'s' if points != 1 else ''}.")
        return out
