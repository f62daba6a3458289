"""Each game's own balance figures: what one game tells a track maker beyond who won.

`figures_for(game_id)` gives a fresh `GameFigures` for one game: the balance engine asks it for
the runners (who can win: lanes, horses, suits or seats), shows it every step of the game in
order, and at the end takes `finish`'s numbers. Every game's numbers hold the common keys
`turns`, `rounds` and `winner_runner` (an index into the runners, or None: nobody, a void race,
a shared first place); a game adds its own, each with a label (`labels`). What a turn and a
round are, and which figures have a fair value, each game's module says:

- `six_day`: lap deficits, rider changes, the slipstream, sprints and points by seat;
- `crazy_race`: how often the bet cards are met, track cards laid and shifted;
- `pferderennen`: hurdles and draws per race, void races;
- `favoriten`: each row of the betting columns (how often it paid, the points), races won by
  each horse;
- `rennfieber`: races won by starting lane, the races' length by course, training gains,
  auction prices and tote quotes.

The length in actions is not a figure: the engine counts it (`GameRecord.actions`).

>>> figures = figures_for("pferderennen")
>>> sorted(figures.labels())[:3]
['draws_per_race', 'hurdles', 'rounds']
"""

from __future__ import annotations

from collections.abc import Callable

from arcade_races.balance.figures.base import (
    COMMON,
    EventFigures,
    Figure,
    GameFigures,
    Rounds,
)
from arcade_races.balance.figures.crazy_race import CrazyRaceFigures
from arcade_races.balance.figures.favoriten import FavoritenFigures
from arcade_races.balance.figures.pferderennen import PferderennenFigures
from arcade_races.balance.figures.rennfieber import RennfieberFigures
from arcade_races.balance.figures.six_day import SixDayFigures

FIGURES: dict[str, Callable[[], GameFigures]] = {
    "six_day": SixDayFigures,
    "crazy_race": CrazyRaceFigures,
    "pferderennen": PferderennenFigures,
    "favoriten": FavoritenFigures,
    "rennfieber": RennfieberFigures,
}
"""Each game's figures, by game id."""


def figures_for(game_id: str) -> GameFigures:
    """A fresh `GameFigures` for one game of `game_id` (call it once per game); a game
    without figures of its own gets the common keys only."""
    return FIGURES.get(game_id, EventFigures)()


__all__ = ["COMMON", "FIGURES", "EventFigures", "Figure", "GameFigures", "Rounds",
           "figures_for"]
