"""Pferderennen's recap: the bets laid since, the race run meanwhile (hurdles that threw a
seat's ace back, the winner, a void race), what each bet paid, and sips handed out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.client.recap import Note
from arcade_races.core.cards import SUIT_NAMES
from arcade_races.core.events import Event
from arcade_races.core.state import Game
from arcade_races.games.pferderennen import events as ev

_PLACES = {1: "first", 2: "second", 3: "third", 4: "fourth"}


class Teller:
    """Turns a Pferderennen session's events into recap notes; keeps the race's bets."""

    def __init__(self, game: Game, names: Sequence[str]) -> None:
        self.bets: dict[int, str] = {}

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Pick up the bets on the table from a spectator's `observation`."""
        self.bets = {}
        for seat, bet in enumerate(observation.get("bets") or []):
            if isinstance(bet, Mapping) and bet.get("suit"):
                self.bets[seat] = str(bet["suit"])

    def _backers(self, suit: str) -> tuple[int, ...]:
        return tuple(seat for seat, backed in sorted(self.bets.items()) if backed == suit)

    def notes(self, events: Sequence[Event]) -> list[Note]:
        """The notes of one step."""
        out: list[Note] = []
        for event in events:
            out.extend(self._note(event))
        return out

    def _note(self, event: Event) -> list[Note]:
        if isinstance(event, ev.RaceStarted):
            self.bets = {}
            return []
        if isinstance(event, ev.BetPlaced):
            self.bets[event.seat] = event.suit
            return [Note(f"{{0}} put {event.stake} on {SUIT_NAMES[event.suit]}.",
                         (event.seat,), weight=40)]
        if isinstance(event, ev.SatOut):
            return [Note("{0} sat this race out.", (event.seat,), weight=30)]
        if isinstance(event, ev.HurdleFellBack) and event.from_step != event.to_step:
            suit = SUIT_NAMES[event.suit]
            where = "all the way to the start" if event.to_step == 0 else \
                f"to step {event.to_step}"
            return [Note(f"A hurdle threw {suit} back {where}.", weight=35, mine=70,
                         concerns=self._backers(event.suit))]
        if isinstance(event, ev.AceWon):
            return [Note(f"{SUIT_NAMES[event.suit]} won the race!", weight=85, mine=90,
                         concerns=self._backers(event.suit))]
        if isinstance(event, ev.RaceVoided):
            return [Note("The pile ran out before any ace got home: the race was void.",
                         weight=90)]
        if isinstance(event, ev.BetSettled):
            return [self._settled(event)]
        if isinstance(event, ev.SipGiven):
            return [Note("{0} handed {1} a sip.", (event.seat, event.target), weight=20,
                         mine=75)]
        return []

    def _settled(self, event: ev.BetSettled) -> Note:
        suit = SUIT_NAMES[event.suit]
        place = _PLACES.get(event.place, f"{event.place}th")
        amount = abs(event.amount)
        unit = event.unit if amount != 1 else event.unit.rstrip("s")
        if event.amount > 0 and event.unit == "sips":
            what = f"{{0}} handed out {amount} {unit}"
        elif event.amount > 0:
            what = f"{{0}} won {amount} {unit}"
        elif event.amount == 0:
            what = "no gain, no loss"
        elif event.unit == "sips":
            what = f"{{0}} drank {amount}"
        else:
            what = f"{{0}} lost {amount} {unit}"
        return Note(f"{{0}} backed {suit}, {place} home: {what}.", (event.seat,),
                    weight=50, mine=95)
