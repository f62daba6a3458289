"""The race caller of Rennfieber: the auctioneer, the trainer's stopwatch and the voice on the
course, a line for what matters in every phase, without randomness and without secrets (a
kept card is "a card face down", a slip "a slip")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.core.events import Event
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.game import RennfieberGame

_PLACES = {1: "WINS", 2: "takes second", 3: "takes third"}
_GAVEL = (
    "Going, going, gone! {horse} to {name} for {price}.",
    "Sold! {name} leads {horse} home for {price}.",
    "The gavel falls: {horse} belongs to {name} ({price}).",
)
_MOVES = (
    "{horse} gallops on, {spaces}.",
    "{horse} finds {spaces} of turf.",
    "{spaces} for {horse}.",
)


def money(amount: int) -> str:
    """An amount as a player says it: 4,500.

    >>> money(45000), money(-800)
    ('45,000', '-800')
    """
    return f"{amount:,}"


class Commentator:
    """Turns an evening's events into the caller's lines."""

    def __init__(self, seat_names: Sequence[str], game: RennfieberGame) -> None:
        self.names = list(seat_names)
        self.game = game
        self.count = 0
        self.rolled = False

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Pick up the evening from `observation` (a view jumping to a state): the runs of
        gavel and move lines start afresh, and a start roll-off seen only in part is
        forgotten (the next starter is named without it)."""
        self.count = 0
        self.rolled = False

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    def _horse(self, card: int) -> str:
        return self.game.rules.horse(card).name

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The lines these events call for."""
        out: list[str] = []
        for event in events:
            line = self._line(event)
            if line:
                out.append(line)
        return out

    def _line(self, event: Event) -> str:
        rules = self.game.rules
        if isinstance(event, ev.CardOffered):
            h = rules.horse(event.card)
            return (f"Lot {event.card}: {h.name}, form {h.scale[0]} to {h.scale[-1]}. "
                    f"Who starts at {money(event.price)}?")
        if isinstance(event, ev.BidMade):
            return f"{self._name(event.seat)} bids {money(event.amount)}."
        if isinstance(event, ev.HorseBought):
            self.count += 1
            if event.forced:
                return (f"Nobody wanted {self._horse(event.card)} - it goes to "
                        f"{self._name(event.seat)} at {money(event.price)}.")
            return _GAVEL[self.count % len(_GAVEL)].format(
                horse=self._horse(event.card), name=self._name(event.seat),
                price=money(event.price))
        if isinstance(event, ev.CardUnsold):
            return f"No bid for {self._horse(event.card)}: under the stack it goes."
        if isinstance(event, ev.HorseSoldBack):
            return (f"{self._name(event.seat)} sells {self._horse(event.card)} back to the "
                    f"bank for {money(event.price)}.")
        if isinstance(event, ev.TrainingRunStarted):
            return f"Training run {event.run}: everyone to the stable!"
        if isinstance(event, ev.StartRolled):
            self.rolled = True
            return ""
        if isinstance(event, ev.TrainingBegins):
            rolled, self.rolled = self.rolled, False
            if rolled:
                return f"{self._name(event.seat)} rolled highest and trains first."
            return f"{self._name(event.seat)} starts this run."
        if isinstance(event, ev.SquareReached) and event.do != "card":
            what = {"form": "form " + ("up" if event.value > 0 else "down"),
                    "cash": ("pays " if event.value < 0 else "collects ")
                    + money(abs(event.value)),
                    "again": "rolls again", "miss": "misses a turn"}[event.do]
            label = f" ({event.label})" if event.label else ""
            return f"{self._horse(event.card)}{label}: {what}."
        if isinstance(event, ev.TrainingCardDrawn):
            if event.kept:
                return f"{self._horse(event.card)} keeps a training card face down..."
            card = rules.training_card(event.id)
            return f"Training card for {self._horse(event.card)}: {card.title}. {card.text}"
        if isinstance(event, ev.MeadowReached):
            return f"{self._horse(event.card)} reaches the meadow."
        if isinstance(event, ev.LanesDrawn):
            inside, outside = self._horse(event.cards[0]), self._horse(event.cards[-1])
            return f"Into the stalls: {inside} on the rail, {outside} wide in lane " \
                   f"{len(event.cards)}."
        if isinstance(event, ev.SlipLaid):
            return f"{self._name(event.seat)} lays a slip on {self._horse(event.card)}."
        if isinstance(event, ev.RaceStarted):
            course = "short" if event.course == "short" else "long"
            return (f"Race {event.race} of {len(self.game.programme)}, the {course} course - "
                    f"and they're off!")
        if isinstance(event, ev.KeptCardPlayed):
            what = {"karriere": "plays Karriere: two more spaces!",
                    "durchbruch": "plays Durchbruch and bursts through the field!",
                    "durchbruch_move": "plays Durchbruch for two more spaces!"}[event.kind]
            return f"{self._name(event.seat)} {what}"
        if isinstance(event, ev.HorseMoved) and event.how in ("move", "boost"):
            self.count += 1
            spaces = len(event.path) - 1
            if event.path[-1] == "home":
                return ""
            if spaces == 0:
                return f"{self._horse(event.card)} is boxed in and cannot move!"
            words = "1 space" if spaces == 1 else f"{spaces} spaces"
            return _MOVES[self.count % len(_MOVES)].format(horse=self._horse(event.card),
                                                           spaces=words)
        if isinstance(event, ev.GallopDrawn):
            gallop = rules.gallop_card(event.id)
            return f"Gallop card for {self._horse(event.card)}: {gallop.title}! {gallop.text}"
        if isinstance(event, ev.HorseHeld):
            return f"{self._horse(event.card)} is held back this turn."
        if isinstance(event, ev.HorseFinished):
            place = _PLACES.get(event.place, f"comes home {event.place}th")
            return f"{self._horse(event.card)} crosses the line and {place}!"
        if isinstance(event, ev.ToteSettled):
            if not event.quote:
                return (f"Nobody backed {self._horse(event.winner)}: the bank keeps the pool "
                        f"of {money(event.pool)}.")
            return (f"The tote pays {event.quote}:10 on {self._horse(event.winner)} "
                    f"(pool {money(event.pool)}).")
        if isinstance(event, ev.CashMoved) and event.reason == "tote":
            return f"{self._name(event.seat)} collects {money(event.amount)} at the tote."
        if isinstance(event, ev.GameOver):
            best = event.cash[event.ranking[0]]
            winners = [self._name(s) for s in event.ranking if event.cash[s] == best]
            return (f"The evening is over. With {money(best)} in cash: "
                    + " and ".join(winners) + "!")
        return ""
