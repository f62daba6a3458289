"""Rennfieber's recap: horses bought and sold back, what the training did to a seat's horses,
kept cards played in the race, the horses home, the tote's quote and what it paid a seat.

A kept training card stays "a card face down", a slip "a slip": the events carry neither."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.client.recap import Note
from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.commentary import money
from arcade_races.games.rennfieber.game import RennfieberGame

_PLACES = {1: "won the race", 2: "came second", 3: "came third"}
_KEPT = {"karriere": "played Karriere: two more spaces for {horse}!",
         "durchbruch": "played Durchbruch: {horse} burst through the field!",
         "durchbruch_move": "played Durchbruch: two more spaces for {horse}!"}


class Teller:
    """Turns a Rennfieber evening's events into recap notes; keeps who owns which horse."""

    def __init__(self, game: RennfieberGame, names: Sequence[str]) -> None:
        self.rules = game.rules
        self.owner: dict[int, int] = {}

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Pick up the horses' owners from a spectator's `observation`."""
        cards = [h.card for h in self.rules.horses]
        self.owner = {card: int(seat) for card, seat in
                      zip(cards, observation.get("owner") or [], strict=False) if int(seat) >= 0}

    def _horse(self, card: int) -> str:
        return self.rules.horse(card).name

    def _owners(self, card: int) -> tuple[int, ...]:
        return (self.owner[card],) if card in self.owner else ()

    def notes(self, events: Sequence[Event]) -> list[Note]:
        """The notes of one step."""
        out: list[Note] = []
        for event in events:
            out.extend(self._note(event))
        return out

    def _note(self, event: Event) -> list[Note]:
        if isinstance(event, ev.HorseBought):
            self.owner[event.card] = event.seat
            how = "got" if event.forced else "bought"
            return [Note(f"{{0}} {how} {self._horse(event.card)} for {money(event.price)}.",
                         (event.seat,), weight=50, mine=70)]
        if isinstance(event, ev.HorseSoldBack):
            self.owner.pop(event.card, None)
            return [Note(f"{{0}} sold {self._horse(event.card)} back to the bank for "
                         f"{money(event.price)}.", (event.seat,), weight=50, mine=0)]
        if isinstance(event, ev.SquareReached) and event.do in ("form", "miss"):
            what = ("form up" if event.value > 0 else "form down") if event.do == "form" \
                else "missed a turn"
            return [Note(f"Training: {{0's}} {self._horse(event.card)}, {what}.", (event.seat,),
                         weight=20, mine=55)]
        if isinstance(event, ev.TrainingCardDrawn) and event.kept:
            return [Note(f"{{0's}} {self._horse(event.card)} kept a training card face down.",
                         (event.seat,), weight=40, mine=0)]
        if isinstance(event, ev.KeptCardPlayed):
            words = _KEPT.get(event.kind, "played a kept card for {horse}.")
            return [Note("{0} " + words.format(horse=self._horse(event.card)), (event.seat,),
                         weight=60, mine=0)]
        if isinstance(event, ev.SlipLaid):
            return [Note(f"{{0}} laid a slip on {self._horse(event.card)}.", (event.seat,),
                         weight=25, mine=0)]
        if isinstance(event, ev.RaceStarted):
            return [Note(f"Race {event.race} started on the {event.course} course.",
                         weight=30)]
        if isinstance(event, ev.HorseFinished) and event.place <= 3:
            place = _PLACES[event.place]
            owners = self._owners(event.card)
            whose = "{0's} " if owners else ""
            return [Note(f"{whose}{self._horse(event.card)} {place}!", owners,
                         weight=70 if event.place == 1 else 45, mine=90)]
        if isinstance(event, ev.ToteSettled):
            if not event.quote:
                return [Note(f"Nobody backed {self._horse(event.winner)}: the bank kept the "
                             f"pool of {money(event.pool)}.", weight=75)]
            return [Note(f"The tote paid {event.quote}:10 on {self._horse(event.winner)}.",
                         weight=75)]
        if isinstance(event, ev.CashMoved) and event.reason == "tote" and event.amount > 0:
            return [Note(f"{{0}} collected {money(event.amount)} at the tote.", (event.seat,),
                         weight=55, mine=95)]
        return []
