"""Rennfieber's balance figures: an evening's races, auctions, tote and training, read from its
events.

A **turn** is a horse's turn in a race with the dice (a turn sat out for a gallop card's hold is
not one, as in the race record). A **round** is one turn for every horse still running, in the
race's turn order (the lane-1 horse's owner first); `rounds` adds up the evening's races.
`winner_runner` is the seat (stable) with the most cash at the end.

What a track maker reads here (the board is the training track and the race track):

- `won_from_lane{k}`: races of the evening won by the horse that started on lane k (1 is the
  inside), for the lanes the field fills (players x runners each). Lanes go by daily form,
  lowest inside, so the outer lanes hold the better horses: a track fair between its lanes
  still has them win a little more. Every lane winning as often, races / runners each, marks
  a track where form decides nothing; lane 1 winning often, an inside that saves too much.
- `rounds_{course}`: rounds a race on that course took (the mean of the evening's races on it):
  the race's length. A race of few rounds leaves little room for form to tell.
- `training_gain`: form steps a horse's pointer moved in one training run (net, the mean of
  the evening's runs), from the training track's form spaces and cards; `training_rolls`: rolls
  a horse took from the stable to the meadow, the training track's length.
- `auction_price`: the mean price paid at auction; `auction_over_price`: the mean paid above
  the card's printed price (0: nobody bid up).
- `tote_quote`: the mean quote (Q:10) of the races someone backed the winner of; 9 is the
  least (everyone on the winner); `tote_unbacked`: races whose winner nobody backed.
"""

from __future__ import annotations

from typing import Any, ClassVar

from arcade_races.balance.figures.base import EventFigures, Figure, Handler, mean
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.games.rennfieber import events as ev

MAX_LANES = 12
"""Lanes the labels are written for (6 and 7 on the built-in boards)."""


class RennfieberFigures(EventFigures):
    """The figures of one evening of Rennfieber."""

    LABELS: ClassVar[dict[str, str]] = {
        "turns": "turns (horse turns in the races)",
        "rounds": "rounds (all races)",
        "winner_runner": "winning stable",
        **{f"won_from_lane{k}": f"races won from lane {k}" for k in range(1, MAX_LANES + 1)},
        "rounds_short": "rounds of a short-course race",
        "rounds_long": "rounds of a long-course race",
        "training_gain": "form gained in a training run",
        "training_rolls": "rolls of a training run",
        "auction_price": "auction price paid",
        "auction_over_price": "auction price over printed",
        "tote_quote": "tote quote (Q:10)",
        "tote_unbacked": "races nobody backed the winner",
    }

    def __init__(self) -> None:
        super().__init__()
        self.printed: dict[int, int] = {}
        self.courses: tuple[str, ...] = ()
        self.lanes = 0
        self.place: dict[int, int] = {}
        self.starting: tuple[int, ...] = ()
        self.course = ""
        self._before = 0
        self.race_rounds: dict[str, list[int]] = {}
        self.lane_wins: list[int] = []
        self.horse_runs = 0
        self.rolls = 0
        self.gain = 0
        self.prices: list[int] = []
        self.over: list[int] = []
        self.quotes: list[int] = []
        self.unbacked = 0

    def setup(self, game: Any) -> None:
        """The printed prices, the board's courses and the lanes a race can fill (the
        outer lanes of a board wider than the field never start a horse)."""
        rules = game.rules
        self.printed = {horse.card: horse.price for horse in rules.horses}
        self.courses = tuple(rules.track.courses)
        self.lanes = min(int(rules.track.lanes), game.players * game.seating.runners)
        self.lane_wins = [0] * self.lanes
        self.race_rounds = {course: [] for course in self.courses}

    def _lanes(self, event: ev.LanesDrawn) -> None:
        self.starting = event.cards

    def _race(self, event: ev.RaceStarted) -> None:
        self.place = {card: i for i, card in enumerate(event.order)}
        self.course = event.course
        self.rounds.restart()
        self._before = self.rounds.count

    def _rolled(self, event: ev.RaceDiceRolled) -> None:
        self.turns += 1
        self.rounds.turn(self.place[event.card])

    def _held(self, event: ev.HorseHeld) -> None:
        self.rounds.turn(self.place[event.card])  # its place in the round, without a roll

    def _over(self, event: ev.RaceOver) -> None:
        self.race_rounds.setdefault(self.course, []).append(self.rounds.count - self._before)
        if event.placings and event.placings[0] in self.starting:
            lane = self.starting.index(event.placings[0])
            if lane < len(self.lane_wins):
                self.lane_wins[lane] += 1

    def _tote(self, event: ev.ToteSettled) -> None:
        if event.on_winner > 0:
            self.quotes.append(event.quote)
        else:
            self.unbacked += 1

    def _bought(self, event: ev.HorseBought) -> None:
        self.prices.append(event.price)
        self.over.append(event.price - self.printed.get(event.card, event.price))

    def _run(self, event: ev.TrainingRunStarted) -> None:
        self.horse_runs += sum(1 for card in event.horses if card)

    def _trained(self, event: ev.FigureMoved) -> None:
        self.rolls += 1

    def _form(self, event: ev.FormChanged) -> None:
        if event.why == "training":
            self.gain += event.after - event.before

    handlers: ClassVar[dict[type[Event], Handler]] = {
        ev.LanesDrawn: _lanes, ev.RaceStarted: _race, ev.RaceDiceRolled: _rolled,
        ev.HorseHeld: _held, ev.RaceOver: _over, ev.ToteSettled: _tote,
        ev.HorseBought: _bought, ev.TrainingRunStarted: _run, ev.FigureMoved: _trained,
        ev.FormChanged: _form,
    }

    def finish(self, state: State, result: Result) -> dict[str, Figure]:
        """The common keys, the races won by lane, the races' length by course, the
        training, the auctions and the tote."""
        figures = self.common(state, result)
        for lane, won in enumerate(self.lane_wins):
            figures[f"won_from_lane{lane + 1}"] = won
        for course, rounds in self.race_rounds.items():
            figures[f"rounds_{course}"] = mean(rounds)
        runs = self.horse_runs
        figures.update({
            "training_gain": round(self.gain / runs, 6) if runs else None,
            "training_rolls": round(self.rolls / runs, 6) if runs else None,
            "auction_price": mean(self.prices),
            "auction_over_price": mean(self.over),
            "tote_quote": mean(self.quotes),
            "tote_unbacked": self.unbacked,
        })
        return figures


__all__ = ["RennfieberFigures"]
