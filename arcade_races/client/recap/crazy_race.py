"""Crazy Race's recap: action cards played at a seat and what became of them (a cancelled
SKIP A TURN above all), turns sat out, track cards laid on a seat's track, cups and pawns home.

Nothing of a hand or a bet card: the events tell them as counts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.client.recap import Note
from arcade_races.core.events import Event
from arcade_races.games.crazy_race import events as ev
from arcade_races.games.crazy_race.game import CrazyRaceGame

CARD_WORDS = {"move": "a MOVE card", "cancel": "a CANCEL card", "again": "ON TURN AGAIN",
              "skip": "SKIP A TURN"}
"""An action card as the table calls it."""


class Teller:
    """Turns a Crazy Race's events into recap notes."""

    def __init__(self, game: CrazyRaceGame, names: Sequence[str]) -> None:
        self.players = game.players

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Nothing to pick up: every note is told from its own events."""

    def _track(self, track: int, who: int) -> str:
        """`{who's} track` for a seat's track, or the empty track's number."""
        return f"{{{who}'s}} track" if track < self.players else f"empty track {track + 1}"

    def notes(self, events: Sequence[Event]) -> list[Note]:
        """The notes of one step."""
        out: list[Note] = []
        for event in events:
            note = self._note(event)
            if note is not None:
                out.append(note)
        return out

    def _note(self, event: Event) -> Note | None:
        if isinstance(event, ev.ActionPlayed):
            card = CARD_WORDS.get(event.kind, event.kind)
            if event.target == event.seat:
                return Note(f"{{0}} played {card}.", (event.seat,), weight=30)
            return Note(f"{{0}} played {card} at {{1}}.", (event.seat, event.target),
                        weight=40, mine=90)
        if isinstance(event, ev.ActionCancelled):
            card = CARD_WORDS.get(event.kind, event.kind)
            return Note(f"{{1}} cancelled {{0's}} {card}!", (event.seat, event.target),
                        weight=50, mine=95)
        if isinstance(event, ev.TurnSkipped):
            return Note("{0} sat a turn out.", (event.seat,), weight=50, mine=85)
        if isinstance(event, ev.OnTurnAgain):
            return Note("{0} got two turns in a row.", (event.seat,), weight=45, mine=70)
        if isinstance(event, ev.TrackCardLaid):
            return self._laid(event)
        if isinstance(event, ev.TrackCardShifted):
            if event.from_track == event.to_track:
                return None
            seats = (event.seat, event.from_track, event.to_track)
            where = (f"from {self._track(event.from_track, 1)} "
                     f"to {self._track(event.to_track, 2)}")
            concerned = tuple(t for t in (event.from_track, event.to_track)
                              if t < self.players and t != event.seat)
            # Only the owners of the two tracks are concerned (the mover did it).
            return Note(f"{{0}} moved a {event.value} {where}.", seats, weight=30, mine=75,
                        concerns=concerned)
        if isinstance(event, ev.DiceRolled):
            total = sum(event.faces)
            # (Only the sum counts: a pair is no "double" in Crazy Race, rulebook 004.)
            return Note(f"{{0}} rolled {total}.", (event.seat,), weight=15, mine=30)
        if isinstance(event, ev.CupWon):
            return Note(f"{{0}} won a cup at the end of stage {event.stage}: "
                        f"place {event.place}!", (event.seat,), weight=60, mine=80)
        if isinstance(event, ev.PawnFinished):
            return Note(f"{{0}} reached the finish, number {event.order}!", (event.seat,),
                        weight=65, mine=85)
        if isinstance(event, ev.PileReshuffled):
            return Note(f"The {event.kind} pile ran out and was shuffled again.", weight=10)
        return None

    def _laid(self, event: ev.TrackCardLaid) -> Note | None:
        """A track card laid: weighty for the seat whose track it changed."""
        change = event.value - event.before
        if change == 0:
            return None
        how = "lengthened" if change > 0 else "shortened"
        piece = f"piece {event.piece + 1} is {event.value} spaces now"
        if event.track >= self.players:
            return Note(f"{{0}} {how} empty track {event.track + 1} ({piece}).", (event.seat,),
                        weight=15, mine=0)
        if event.track == event.seat:
            return Note(f"{{0}} {how} {{0's}} own track ({piece}).", (event.seat,), weight=20,
                        mine=0)
        return Note(f"{{0}} {how} {{1's}} track ({piece}).", (event.seat, event.track),
                    weight=25, mine=75)
