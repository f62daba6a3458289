"""What every game's figures share: the interface the balance engine calls, a round counter,
and a base that hands each event of a step to the method for its type.

A figure is one number of one game, JSON-safe (an int, a float, or None where it does not apply
to that game: the report then leaves the game out of that figure's mean and percentiles).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Protocol

from arcade_races.core.events import Event
from arcade_races.core.state import Game, Result, State
from arcade_races.match import Step

Figure = float | int | None
"""One number of one game (None where it does not apply to that game)."""

COMMON = ("turns", "rounds", "winner_runner")
"""The keys every game's `finish` gives."""

COMMON_LABELS = {"turns": "turns", "rounds": "rounds", "winner_runner": "winning runner"}
"""The words of the common keys where a game has nothing more precise to say."""


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


class Rounds:
    """Rounds counted from where each mover sits in a fixed turn order: a round begins with
    the first turn of a day or race, and whenever the turn comes back to a place at or before
    the last one (places of riders or horses that are out are skipped, never repeated)."""

    def __init__(self) -> None:
        self.count = 0
        self._last: int | None = None

    def restart(self) -> None:
        """A new day or race: its first turn begins a round."""
        self._last = None

    def turn(self, place: int) -> bool:
        """A turn at `place` of the order; True if it began a round."""
        last, self._last = self._last, place
        if last is None or place <= last:
            self.count += 1
            return True
        return False


def ratio(part: float, whole: float) -> float | None:
    """`part / whole` rounded to 6 places (the same bytes in every process), None for 0."""
    return round(part / whole, 6) if whole else None


def mean(values: Sequence[float]) -> float | None:
    """The mean rounded to 6 places, None for no values."""
    return round(sum(values) / len(values), 6) if values else None


Handler = Callable[[Any, Any], None]


class EventFigures:
    """A base for a game's figures: `observe` hands every event to the handler its class has
    in `handlers` (a dict built once per class, so a step costs a lookup per event), and
    `runners` keeps the game. Subclasses add their handlers, `LABELS` and `finish`."""

    handlers: ClassVar[dict[type[Event], Handler]] = {}
    LABELS: ClassVar[dict[str, str]] = COMMON_LABELS

    def __init__(self) -> None:
        self.game: Any = None
        self.seats: tuple[str, ...] = ()
        self.turns = 0
        self.rounds = Rounds()

    def runners(self, game: Game, seats: Sequence[str]) -> tuple[str, ...]:
        """The runners as the odds board names them (`arcade_races.odds.runner_names`)."""
        from arcade_races.odds import runner_names

        self.game = game
        self.seats = tuple(seats)
        self.setup(game)
        return runner_names(game, seats)

    def setup(self, game: Any) -> None:
        """What a game reads off the rules before the first step (nothing by default)."""

    def observe(self, step: Step) -> None:
        """Every event of the step to its handler, in order."""
        handlers = self.handlers
        for event in step.events:
            handler = handlers.get(type(event))
            if handler is not None:
                handler(self, event)

    def common(self, state: State, result: Result) -> dict[str, Figure]:
        """`turns`, `rounds` and `winner_runner` (`arcade_races.odds.winner_index`)."""
        from arcade_races.odds import winner_index

        return {"turns": self.turns, "rounds": self.rounds.count,
                "winner_runner": winner_index(state.game, result)}

    def finish(self, state: State, result: Result) -> dict[str, Figure]:
        """The common keys only (a game's own class adds its figures)."""
        return self.common(state, result)

    def labels(self) -> dict[str, str]:
        """The words for every key this game's `finish` may give."""
        return dict(self.LABELS)


__all__ = ["COMMON", "COMMON_LABELS", "EventFigures", "Figure", "GameFigures", "Handler",
           "Rounds", "mean", "ratio"]
