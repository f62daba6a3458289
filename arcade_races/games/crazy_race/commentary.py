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
_ORDINAL = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
            7: "seventh", 8: "eighth"}


def ordinal(place: int) -> str:
    """A place in words: 1 -> "first", 12 -> "12th"."""
    return _ORDINAL.get(place) or ordinal_short(place)


def ordinal_short(place: int) -> str:
    """A place as written: 1 -> "1st", 2 -> "2nd", 11 -> "11th"."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def spaces(count: int) -> str:
    """A number of spaces as said: "1 space", "7 spaces"."""
    return f"{count} space" if count == 1 else f"{count} spaces"


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

    def _track(self, track: int, seat: int | None = None) -> str:
        """A track as said by the announcer while `seat` acts: "their own track" for the
        seat's own, "Ben's track", or "the empty track 5"."""
        if track == seat:
            return "their own track"
        return f"{self._name(track)}'s track" if track < self.game.players else \
            f"the empty track {track + 1}"

    def _laid(self, event: ev.TrackCardLaid) -> str:
        who, track = self._name(event.seat), self._track(event.track, event.seat)
        piece = f"piece {event.piece + 1}"
        if event.value == 0:
            return f"{who} cuts {piece} out of {track}: it has no spaces now!"
        if event.value > event.before:
            return f"{who} stretches {track}: {piece} grows to {spaces(event.value)}."
        if event.value < event.before:
            return f"{who} shrinks {track}: {piece} is down to {spaces(event.value)}."
        return f"{who} lays a {event.value} on {track}: {piece} stays as long as it was."

    def _shifted(self, event: ev.TrackCardShifted) -> str:
        who = self._name(event.seat)
        card = f"the {event.value} card"
        if event.from_track == event.to_track:
            return (f"{who} slides {card} along {self._track(event.to_track, event.seat)}, "
                    f"from piece {event.from_piece + 1} to piece {event.to_piece + 1}!")
        return (f"{who} moves {card} from {self._track(event.from_track, event.seat)} "
                f"to {self._track(event.to_track, event.seat)}!")

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The lines these events call for."""
        out: list[str] = []
        for event in events:
            if isinstance(event, ev.TurnStarted):
                if event.extra:
                    out.append(f"{self._name(event.seat)} goes again!")
            elif isinstance(event, ev.TrackCardLaid):
                out.append(self._laid(event))
            elif isinstance(event, ev.TrackCardDropped):
                out.append(f"{self._name(event.seat)} throws a track card away.")
            elif isinstance(event, ev.TrackCardShifted):
                out.append(self._shifted(event))
            elif isinstance(event, ev.ActionPlayed):
                out.append(f"{self._name(event.seat)} slaps {_KIND[event.kind]} in front of "
                           f"{self._name(event.target)}!")
            elif isinstance(event, ev.ActionCancelled):
                out.append(f"{self._name(event.target)} cancels it - both cards to the bin!")
            elif isinstance(event, ev.TurnSkipped):
                out.append(f"{self._name(event.seat)} sits this turn out.")
            elif isinstance(event, ev.DiceRolled):
                # (The pawn moves the sum: a pair counts for nothing more, so nothing says
                # "double", and "N to go" read as the spaces left to the finish.)
                total = sum(event.faces)
                faces = " and ".join(str(f) for f in event.faces)
                out.append(f"{self._name(event.seat)} rolls {faces}: {total} spaces forward.")
            elif isinstance(event, ev.CupWon):
                out.append(f"{self._name(event.seat)} crosses the stage {event.stage} line "
                           f"{ordinal(event.place)}!")
            elif isinstance(event, ev.PawnFinished):
                out.append(f"{self._name(event.seat)} is home, {ordinal(event.order)} "
                           f"to finish!")
            elif isinstance(event, ev.PileReshuffled):
                out.append(f"The {event.kind} pile is empty - {event.cards} cards shuffled back.")
            elif isinstance(event, ev.RaceFinished):
                out.append(f"The race is decided - {self._name(event.last)} takes what is left.")
            elif isinstance(event, ev.BetsRevealed):
                for seat, (bet, got, points) in enumerate(
                    zip(event.bets, event.placings, event.scores, strict=True)
                ):
                    asked = ", ".join(ordinal(p) for p in bet)
                    reached = ", ".join(ordinal(p) if p else "none" for p in got)
                    out.append(f"{self._name(seat)} bet on {asked} and came {reached}: "
                               f"{points} point{'s' if points != 1 else ''}.")
        return out
