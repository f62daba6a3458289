"""Pferderennen's balance figures, read from the dealer's events race by race.

A **turn** is a card the dealer turns from the pile (it moves the ace of its suit, or with the
stumble variant the field behind the leader). A **round** is a race: every seat bets once, then
the aces run (`races` in the config, 1 by default). `winner_runner` is the suit that won the
last race (None: a void race).

What a track maker reads here (the board sets how many track cards are laid):

- `hurdles`: per race, the track cards turned that sent an ace back a step (a card turned when
  the last ace reaches it; an ace in the gate, or the turbo variant, is not sent back). More
  track cards, more hurdles, and a longer race.
- `void_races`: races the pile ran out before an ace won. Fair value 0: a void race pays
  nobody. It cannot happen on the six-card track, about one in 200 on the eight-card one.
- `draws_per_race`: cards turned per race, the length of a race.
"""

from __future__ import annotations

from typing import ClassVar

from arcade_races.balance.figures.base import EventFigures, Figure, Handler, ratio
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.games.pferderennen import events as ev


class PferderennenFigures(EventFigures):
    """The figures of one Pferderennen session."""

    LABELS: ClassVar[dict[str, str]] = {
        "turns": "turns (cards turned from the pile)",
        "rounds": "rounds (races)",
        "winner_runner": "winning suit",
        "hurdles": "hurdles per race (an ace sent back)",
        "void_races": "void races",
        "draws_per_race": "cards turned per race",
    }

    def __init__(self) -> None:
        super().__init__()
        self.hurdles = 0
        self.void = 0

    def _race(self, event: ev.RaceStarted) -> None:
        self.rounds.turn(0)  # every race is a round of bets and a run of the aces

    def _drawn(self, event: ev.CardDrawn) -> None:
        self.turns += 1

    def _fell_back(self, event: ev.HurdleFellBack) -> None:
        if event.to_step < event.from_step:  # an ace in the gate stays there: no hurdle
            self.hurdles += 1

    def _voided(self, event: ev.RaceVoided) -> None:
        self.void += 1

    handlers: ClassVar[dict[type[Event], Handler]] = {
        ev.RaceStarted: _race, ev.CardDrawn: _drawn, ev.HurdleFellBack: _fell_back,
        ev.RaceVoided: _voided,
    }

    def finish(self, state: State, result: Result) -> dict[str, Figure]:
        """The common keys, then hurdles and draws per race and the void races."""
        races = self.rounds.count
        figures = self.common(state, result)
        figures.update({
            "hurdles": ratio(self.hurdles, races),
            "void_races": self.void,
            "draws_per_race": ratio(self.turns, races),
        })
        return figures


__all__ = ["PferderennenFigures"]
