"""The six-day race's recap: who rode in a seat's wheel (slipstreams), sprints and points,
the finish line and the last round, rider changes, the day's result.

A black card is named only once it is ridden; a relief rider's draw is told as a count."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade_races.client.recap import Note
from arcade_races.core.events import Event
from arcade_races.games.six_day import events as ev
from arcade_races.games.six_day.commentary import card_words, ordinal
from arcade_races.games.six_day.game import SixDayGame

_TIMES = {1: "doubled", 2: "tripled", 3: "quadrupled"}


class Teller:
    """Turns a six-day race's events into recap notes; keeps where each rider is."""

    def __init__(self, game: SixDayGame, names: Sequence[str]) -> None:
        self.players = game.players
        self.days = game.days
        self.pos = [0] * self.players
        self.crossed: set[int] = set()

    def sync(self, observation: Mapping[str, Any]) -> None:
        """Pick up the riders' spaces from a spectator's `observation`."""
        self.pos = [int(p) for p in observation["positions"]]
        self.crossed = {int(s) for s in observation["crossed"]}
        self.days = int(observation["days"])

    def notes(self, events: Sequence[Event]) -> list[Note]:
        """The notes of one step: a card's ride told once, with its slipstream."""
        out: list[Note] = []
        card: ev.CardPlayed | None = None
        wheel: tuple[int, ...] = ()
        land = end = times = 0
        blue = False
        for event in events:
            if isinstance(event, ev.CardPlayed):
                card = event
            elif isinstance(event, ev.RiderMoved):
                if event.kind == "slipstream":
                    end, times = event.to_space, event.times
                else:
                    land = end = event.to_space
                    wheel = tuple(s for s in range(self.players) if s != event.seat
                                  and s not in self.crossed and self.pos[s] == land)
                self.pos[event.seat] = event.to_space
            elif isinstance(event, ev.NoMultiplying):
                blue = True
            else:
                note = self._note(event)
                out.extend(note)
        if card is not None:
            out.insert(0, self._ride(card, wheel, land, end, times, blue))
        return out

    def _ride(self, card: ev.CardPlayed, wheel: tuple[int, ...], land: int, end: int,
              times: int, blue: bool) -> Note:
        words = card_words(card.card)
        others = " and ".join(f"{{{i}}}" for i in range(1, len(wheel) + 1))
        seats = (card.seat, *wheel)
        if times and wheel:
            what = _TIMES.get(times, f"{times + 1} times over")
            owner = "{1's} slipstream" if len(wheel) == 1 else f"the slipstream of {others}"
            return Note(f"{{0}} took {owner} on space {land}: {words} {what} to {end}!",
                        seats, weight=45, mine=80)
        if blue and wheel:
            return Note(f"{{0}} rode a {words} beside {others} on a blue space: "
                        "no slipstream there.", seats, weight=25, mine=45)
        return Note(f"{{0}} rode a {words} to space {end}.", (card.seat,), weight=20)

    def _note(self, event: Event) -> list[Note]:
        if isinstance(event, ev.SprintCrossed) and event.points > 0:
            if event.place == 1:
                words = f"{{0}} won sprint {event.sprint}: {event.points} points!"
            else:
                words = (f"{{0}} was {ordinal(event.place)} over sprint {event.sprint}: "
                         f"{event.points} point{'s' if event.points != 1 else ''}.")
            return [Note(words, (event.seat,), weight=55, mine=80)]
        if isinstance(event, ev.FinishCrossed):
            self.crossed.add(event.seat)
            return [Note(f"{{0}} crossed the finish line {ordinal(event.place)}!",
                         (event.seat,), weight=65, mine=85)]
        if isinstance(event, ev.LastRound):
            return [Note("Last round: one more card for everyone still riding!", weight=90)]
        if isinstance(event, ev.RiderChanged):
            return [Note("{0} changed riders and took black cards.", (event.seat,),
                         weight=40, mine=60)]
        if isinstance(event, ev.RiderStaysPut):
            return [Note(f"{{0}} had no cards left and stayed on space {self.pos[event.seat]}.",
                         (event.seat,), weight=15, mine=40)]
        if isinstance(event, ev.DayStarted):
            self.pos = [0] * self.players
            self.crossed = set()
            self.days = event.days
            if event.days > 1:
                return [Note(f"Day {event.day} of {event.days} began.", weight=30)]
            return []
        if isinstance(event, ev.DayEnded):
            return self._day(event)
        return []

    def _day(self, event: ev.DayEnded) -> list[Note]:
        """The day's result pad: its winner for all, each seat's own place for itself."""
        label = f"Day {event.day}" if self.days > 1 else "The race"
        best = min(event.placing)
        winners = tuple(s for s, p in enumerate(event.placing) if p == best)
        names = " and ".join(f"{{{i}}}" for i in range(len(winners)))
        out = [Note(f"{label} is over: {names} won it!", winners, weight=90, mine=0)]
        for seat in range(self.players):
            laps = event.lap_deficit[seat]
            down = "no lap down" if laps == 0 else f"{laps} lap{'s' if laps != 1 else ''} down"
            place = "won it" if event.placing[seat] == best else \
                f"came {ordinal(event.placing[seat])}"
            out.append(Note(f"{label}: {{0}} {place}, {event.points[seat]} points, {down}.",
                            (seat,), weight=0, mine=95))
        return out
