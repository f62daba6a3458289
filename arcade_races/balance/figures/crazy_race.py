"""Crazy Race's balance figures, read from the turn and card events and the revealed bets.

A **turn** is a seat's turn as the rules count it: played (cards, then the dice), or skipped
by a "skip a turn" card; the second turn of "on turn again" is a turn too. A **round** is one
turn for every pawn still racing, seat 0 first (a finished pawn is passed over; the second
turn of "on turn again" does not begin a round).

What a track maker reads here:

- `bet_stages_met`: the share of the bet cards' placings (a seat's place asked in one stage)
  that came true. A race where the cups fall as by chance meets about 1 in players of them
  (1/3 with three, 1/4 with four; with five the cards ask only for places 2 to 4, 1/5 by chance
  as well); well above that, the board lets the players steer to their cards.
- `bet_cards_met`: the share of bet cards met on every stage; `bet_cards_scoring`: the share
  met on at least one stage; `any_bet_card_met`: 1 when some seat met its whole card.
- `track_cards_laid`, `shifts`: track cards laid on the board and moved by a "move" action card
  (0 in the basic game), the two ways players change the tracks.
"""

from __future__ import annotations

from typing import ClassVar

from arcade_races.balance.figures.base import EventFigures, Figure, Handler, ratio
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.games.crazy_race import events as ev


class CrazyRaceFigures(EventFigures):
    """The figures of one Crazy Race."""

    LABELS: ClassVar[dict[str, str]] = {
        "turns": "turns (played or skipped)",
        "rounds": "rounds",
        "winner_runner": "winning pawn",
        "bet_stages_met": "share of bet placings met",
        "bet_cards_met": "share of bet cards met in full",
        "bet_cards_scoring": "share of bet cards met once+",
        "any_bet_card_met": "a bet card met in full",
        "track_cards_laid": "track cards laid",
        "shifts": "track cards shifted",
    }

    def __init__(self) -> None:
        super().__init__()
        self.laid = 0
        self.shifts = 0
        self.bets: tuple[tuple[int, ...], ...] = ()
        self.placings: tuple[tuple[int, ...], ...] = ()

    def _turn(self, event: ev.TurnStarted) -> None:
        self.turns += 1
        if not event.extra:
            self.rounds.turn(event.seat)

    def _skipped(self, event: ev.TurnSkipped) -> None:
        self.turns += 1
        self.rounds.turn(event.seat)

    def _laid(self, event: ev.TrackCardLaid) -> None:
        self.laid += 1

    def _shifted(self, event: ev.TrackCardShifted) -> None:
        self.shifts += 1

    def _revealed(self, event: ev.BetsRevealed) -> None:
        self.bets, self.placings = event.bets, event.placings

    handlers: ClassVar[dict[type[Event], Handler]] = {
        ev.TurnStarted: _turn, ev.TurnSkipped: _skipped, ev.TrackCardLaid: _laid,
        ev.TrackCardShifted: _shifted, ev.BetsRevealed: _revealed,
    }

    def finish(self, state: State, result: Result) -> dict[str, Figure]:
        """The common keys, how the bet cards came off, and the track cards laid and shifted."""
        met = [sum(1 for asked, reached in zip(bet, placed, strict=True) if asked == reached)
               for bet, placed in zip(self.bets, self.placings, strict=True)]
        stages = sum(len(bet) for bet in self.bets)
        full = sum(1 for bet, n in zip(self.bets, met, strict=True) if n == len(bet))
        figures = self.common(state, result)
        figures.update({
            "bet_stages_met": ratio(sum(met), stages),
            "bet_cards_met": ratio(full, len(met)),
            "bet_cards_scoring": ratio(sum(1 for n in met if n), len(met)),
            "any_bet_card_met": int(full > 0) if met else None,
            "track_cards_laid": self.laid,
            "shifts": self.shifts,
        })
        return figures


__all__ = ["CrazyRaceFigures"]
