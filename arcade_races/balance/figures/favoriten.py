"""Favoriten's balance figures, read from the markers placed and scored race by race.

A **turn** is a horse's move: the leader rolls the die and moves one horse that far. A
**round** is one such move for every horse still running, led by one seat (betting first,
while betting is open); `rounds` adds up every race's. `winner_runner` is the horse that won
the last race; `races_won_{horse}` counts every race.

What a track maker reads here (the board sets the course's length):

- `row{r}_paid`: of the markers placed in row r of the betting columns (row 1 the top circle,
  placed first), the share whose horse came 1st, 2nd or 3rd and so paid; `row{r}_points`: the
  points row r paid in the game. A game where nobody reached a row leaves it out (its `games`
  count in the report is how often a row is used). Markers laid at random would pay places /
  horses (3/5) in every row; the course is balanced between betting early (high in the column,
  little known) and late (low, better known) when the early rows' points make up for paying
  less often.
- `races`: races in the game (3, or one per player with the variant).
- `races_won_{horse}`: races the horse won. Fair: races / horses for every horse.
"""

from __future__ import annotations

from typing import Any, ClassVar

from arcade_races.balance.figures.base import EventFigures, Figure, Handler, ratio
from arcade_races.core.events import Event
from arcade_races.core.state import Result, State
from arcade_races.games.favoriten import events as ev

MAX_ROWS = 30
"""Rows the labels are written for (15 in the default config)."""


class FavoritenFigures(EventFigures):
    """The figures of one game of Favoriten."""

    LABELS: ClassVar[dict[str, str]] = {
        "turns": "turns (horse moves)",
        "rounds": "rounds (all races)",
        "winner_runner": "horse winning the last race",
        "races": "races",
        **{f"row{r}_paid": f"row {r} markers that paid" for r in range(1, MAX_ROWS + 1)},
        **{f"row{r}_points": f"row {r} points paid" for r in range(1, MAX_ROWS + 1)},
    }

    def __init__(self) -> None:
        super().__init__()
        self.horses: tuple[str, ...] = ()
        self.rows = 0
        self.placed: list[int] = []
        self.paid: list[int] = []
        self.points: list[int] = []
        self.wins: dict[str, int] = {}
        self.races = 0

    def setup(self, game: Any) -> None:
        """The rows a game can reach: every marker of every seat on one horse, at most the
        points table's rows."""
        rules = game.rules
        self.horses = tuple(str(h) for h in rules.horses)
        self.wins = dict.fromkeys(self.horses, 0)
        deepest = max((len(column) for column in rules.points), default=0)
        self.rows = min(deepest, game.players * rules.markers)
        self.placed = [0] * self.rows
        self.paid = [0] * self.rows
        self.points = [0] * self.rows

    def _race(self, event: ev.RaceStarted) -> None:
        self.races += 1

    def _round(self, event: ev.RoundStarted) -> None:
        self.rounds.turn(0)  # a round is every running horse moved once

    def _moved(self, event: ev.HorseMoved) -> None:
        self.turns += 1

    def _marker(self, event: ev.MarkerPlaced) -> None:
        if event.row < self.rows:
            self.placed[event.row] += 1

    def _scored(self, event: ev.MarkersScored) -> None:
        for row, won in enumerate(event.points[:self.rows]):
            if won > 0:
                self.paid[row] += 1
                self.points[row] += won

    def _ended(self, event: ev.RaceEnded) -> None:
        if event.finish and event.finish[0] in self.wins:
            self.wins[event.finish[0]] += 1

    handlers: ClassVar[dict[type[Event], Handler]] = {
        ev.RaceStarted: _race, ev.RoundStarted: _round, ev.HorseMoved: _moved,
        ev.MarkerPlaced: _marker, ev.MarkersScored: _scored, ev.RaceEnded: _ended,
    }

    def finish(self, state: State, result: Result) -> dict[str, Figure]:
        """The common keys, each row's markers that paid and points, the races and each
        horse's races won."""
        figures = self.common(state, result)
        for row in range(self.rows):
            used = self.placed[row] > 0
            figures[f"row{row + 1}_paid"] = ratio(self.paid[row], self.placed[row])
            figures[f"row{row + 1}_points"] = self.points[row] if used else None
        figures["races"] = self.races  # after the rows: the rows are what a plot shows first
        for horse, won in self.wins.items():
            figures[f"races_won_{horse}"] = won
        return figures

    def labels(self) -> dict[str, str]:
        """The words of every key; the horses are the config's (the board does not name
        them), read from it when `runners` has not been asked."""
        labels = dict(self.LABELS)
        labels.update({f"races_won_{horse}": f"races won by {horse}"
                       for horse in self.horses or _config_horses()})
        return labels


def _config_horses() -> tuple[str, ...]:
    """The horses of the game config (`configs/games/favoriten.yaml`)."""
    from arcade_races.gamesetup import ai_seats, make_header

    game: Any = make_header("favoriten", ai_seats("favoriten", 2), 0).build_game()
    return tuple(str(horse) for horse in game.rules.horses)


__all__ = ["FavoritenFigures"]
