"""Each game's own balance figures: what one game tells a track maker beyond who won.

`figures_for(game_id)` gives a fresh `GameFigures` for one game: the balance engine asks it for
the runners (who can win: lanes, horses, suits or seats), shows it every step of the game in
order, and at the end takes `finish`'s numbers. Every game's numbers hold the common keys
`turns`, `rounds` and `winner_runner` (an index into the runners, or None: nobody, a void race,
a shared first place); a game adds its own (hurdles, void races, rider changes...).

This first version is the generic one, the same for every game: a turn is a run of decisions by
one seat, a round begins when the turn passes back to a seat at or before the last one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from arcade_races.core.state import Game, Result, State
from arcade_races.match import Step

Figure = float | int | None
"""One number of one game (None where it does not apply to that game)."""

COMMON = ("turns", "rounds", "winner_runner")
"""The keys every game's `finish` gives."""


class GameFigures(Protocol):
    """What one game is measured by; a fresh one for every game."""

    def runners(self, game: Game, seats: Sequence[str]) -> tuple[str, ...]:
        """Who can win (lanes, horses, suits, colours or seats), in a fixed order; called
        once, before the first step."""
        ...

    def observe(self, step: Step) -> None:
        """One step of the game (events included), in the order played."""
        ...

    def finish(self, state: State, result: Result) -> dict[str, Figure]:
        """The game's numbers: at least `turns`, `rounds` and `winner_runner`."""
        ...

    def labels(self) -> dict[str, str]:
        """A few words for every key `finish` gives, for the report."""
        ...


class GenericFigures:
    """The common keys for any game, read from who moved when."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._last: int | None = None
        self.turns = 0
        self.rounds = 0

    def runners(self, game: Game, seats: Sequence[str]) -> tuple[str, ...]:
        """The runners as the odds board names them (`arcade_races.odds.runner_names`)."""
        from arcade_races.odds import runner_names

        self._game = game
        return runner_names(game, seats)

    def observe(self, step: Step) -> None:
        """Count a turn when the deciding seat changes (chance steps do not count)."""
        seat = step.seat
        if seat is None or seat == self._last:
            return
        if self._last is None or seat < self._last:
            self.rounds += 1  # the turn came round again (or the game began)
        self.turns += 1
        self._last = seat

    def finish(self, state: State, result: Result) -> dict[str, Figure]:
        """`turns`, `rounds` and `winner_runner` (`arcade_races.odds.winner_index`)."""
        from arcade_races.odds import winner_index

        return {"turns": self.turns, "rounds": self.rounds,
                "winner_runner": winner_index(state.game, result)}

    def labels(self) -> dict[str, str]:
        """Words for the common keys."""
        return {"turns": "turns (a seat's run of decisions)",
                "rounds": "rounds (the turn back to the first seats)",
                "winner_runner": "winning runner"}


def figures_for(game_id: str) -> GameFigures:
    """A fresh `GameFigures` for one game of `game_id` (call it once per game)."""
    return GenericFigures()


__all__ = ["COMMON", "Figure", "GameFigures", "GenericFigures", "figures_for"]
