"""The odds as a game went: one point per estimated action, the swings among them, and what
the caller says about a swing.

Sampled odds (every game but Pferderennen) come from a few rollouts an action, so each is
blended with the points before it, weighted by their samples (`PRIOR_SAMPLES` at most), so
the line follows the race and not the dice of the rollouts; exact odds are taken as they are.
A swing is one action that moves a runner's chance by `SWING` or more within one race.

>>> from arcade_races.core.state import State
from arcade_races.odds import Odds
from arcade_races.odds.runners import RACE_GAMES, Watch
>>> history = OddsHistory(2)
>>> history.add(1, Odds.certain((0.08, 0.92)))
>>> swing = history.add(2, Odds.certain((0.41, 0.59)))
>>> swing.runner, round(swing.before, 2), round(swing.after, 2)
(0, 0.08, 0.41)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arcade_races.core.state import State
from arcade_races.odds import Odds
from arcade_races.odds.runners import RACE_GAMES, Watch

SWING = 0.15
"""A single action moving a runner's chance by this much (15 points) is a swing."""
PRIOR_SAMPLES = 24
"""At most this many rollouts of the points before are blended into a sampled point."""


@dataclass(frozen=True)
class Swing:
    """Action `number` moved `runner`'s chance from `before` to `after`."""

    number: int
    runner: int
    before: float
    after: float
    decided: bool = False
    """The action settled the race (a runner at 100%): the finish, not a turn in it."""

    @property
    def size(self) -> float:
        """How far the chance moved, 0..1."""
        return abs(self.after - self.before)


@dataclass(frozen=True)
class Point:
    """The odds shown after action `number`, in race `race` (0 for a game watched whole)."""

    number: int
    chances: tuple[float, ...]
    race: int = 0
    exact: bool = True


@dataclass
class OddsHistory:
    """The points of one game, in action order, and its swings."""

    runners: int
    points: list[Point] = field(default_factory=list)
    swings: list[Swing] = field(default_factory=list)
    _weight: float = 0.0

    def add(self, number: int, odds: Odds, race: int = 0) -> Swing | None:
        """The odds after action `number` (in race `race`); the biggest swing it made, if any."""
        last = self.points[-1] if self.points else None
        chances = tuple(odds.chances)
        if odds.exact or last is None or last.race != race:
            self._weight = 0.0 if odds.exact else float(odds.samples)
        else:
            prior = min(self._weight, PRIOR_SAMPLES)
            n = max(1, odds.samples)
            chances = tuple((p * prior + c * n) / (prior + n)
                            for p, c in zip(last.chances, chances, strict=True))
            self._weight = prior + n
        self.points.append(Point(number, chances, race, odds.exact))
        if last is None or last.race != race:
            return None
        # On equal moves the runner going up is the story ("Hearts were 8%, now 41%").
        moves = [(round(abs(a - b), 9), a > b, -i)
                 for i, (b, a) in enumerate(zip(last.chances, chances, strict=True))]
        size, _, minus = max(moves)
        runner = -minus
        if size < SWING - 1e-9:
            return None
        swing = Swing(number, runner, last.chances[runner], chances[runner],
                      decided=max(chances) >= 1 - 1e-9)
        self.swings.append(swing)
        return swing

    def latest(self) -> tuple[float, ...] | None:
        """The chances shown now (None before the first estimate)."""
        return self.points[-1].chances if self.points else None

    def turning_point(self) -> Swing | None:
        """The biggest swing that did not settle the race outright (the finish always swings
        to 100%; the turn before it is the story), else the biggest of all."""
        open_swings = [s for s in self.swings if not s.decided]
        pool = open_swings or self.swings
        return max(pool, key=lambda s: (s.size, -s.number)) if pool else None


def race_of(state: State) -> int:
    """Which race the odds after `state` are for: the engine's own count of logged races in
    the race games (the finished one at the end), 0 for a game watched whole."""
    return Watch(state).start if state.game.id in RACE_GAMES else 0


def swing_line(spoken: str, were: str, swing: Swing, what: str) -> str:
    """The caller's words on a swing: "Hearts were 8% before that card, now 41%!".

    >>> swing_line("Red", "was", Swing(9, 1, 0.62, 0.2), "that roll")
    'Red was 62% before that roll, down to 20%!'
    """
    before, after = round(swing.before * 100), round(swing.after * 100)
    if swing.after >= 1 - 1e-9:
        return f"{spoken} {were} {before}% before {what} - and that settles it!"
    if swing.after > swing.before:
        return f"{spoken} {were} {before}% before {what}, now {after}%!"
    return f"{spoken} {were} {before}% before {what}, down to {after}%!"


__all__ = ["PRIOR_SAMPLES", "SWING", "OddsHistory", "Point", "Swing", "race_of", "swing_line"]
