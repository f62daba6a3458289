"""The odds as a game went: one point per estimated action, the swings among them, and what
the caller says about a swing.

Sampled odds (every game but Pferderennen) come from a few rollouts an action, so each is
blended with the points before it, weighted by their samples (`PRIOR_SAMPLES` at most), so
the line follows the race and not the dice of the rollouts; exact odds are taken as they are.
A swing is one action that moves a runner's chance by `SWING` or more within one race (for
sampled odds, only when the rollouts are sure of it). The worker may send a sharper estimate of
the same action later: it replaces that action's point.

>>> from arcade_races.odds import Odds
>>> history = OddsHistory(2)
>>> history.add(1, Odds.certain((0.08, 0.92)))
>>> swing = history.add(2, Odds.certain((0.41, 0.59)))
>>> swing.runner, round(swing.before, 2), round(swing.after, 2)
(0, 0.08, 0.41)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from arcade_races.core.state import State
from arcade_races.odds import Odds
from arcade_races.odds.runners import RACE_GAMES, Watch

SWING = 0.15
"""A single action moving a runner's chance by this much (15 points) is a swing."""
TURN = 0.1
"""Without a swing, the biggest move of at least this much over `WINDOW` actions is the
turning point."""
WINDOW = 12
"""Actions a move without a swing is measured over."""
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
    """The odds shown after action `number`, in race `race` (0 for a game watched whole), with
    their 95% interval (`low`, `high`: equal to `chances` when exact)."""

    number: int
    chances: tuple[float, ...]
    race: int = 0
    exact: bool = True
    low: tuple[float, ...] = ()
    high: tuple[float, ...] = ()
    weight: float = 0.0
    """The rollouts behind the blended chances (0 when exact)."""

    def spread(self, runner: int) -> float:
        """Half the interval's width for `runner`, 0..0.5 (0 when exact)."""
        if self.exact or runner >= len(self.low) or runner >= len(self.high):
            return 0.0
        return max(0.0, self.high[runner] - self.low[runner]) / 2


def interval(chance: float, weight: float) -> tuple[float, float]:
    """The 95% Wilson interval of a share `chance` of `weight` rollouts.

    >>> [round(x, 2) for x in interval(0.5, 100)]
    [0.4, 0.6]
    """
    if weight <= 0:
        return 0.0, 1.0
    z2 = 1.96 ** 2
    centre = (chance + z2 / (2 * weight)) / (1 + z2 / weight)
    half = 1.96 * math.sqrt(chance * (1 - chance) / weight + z2 / (4 * weight * weight)) / (
        1 + z2 / weight)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class OddsHistory:
    """The points of one game, in action order, and its swings.

    A newer estimate of the action already last (the worker refining it with more rollouts)
    replaces that point, blended afresh from the point before; its swing is worked out again
    (and dropped if the sharper odds show none)."""

    runners: int
    points: list[Point] = field(default_factory=list)
    swings: list[Swing] = field(default_factory=list)
    marks: list[tuple[int, str]] = field(default_factory=list)
    """Where a race of a game watched whole begins (Rennfieber's evening): the action number
    and the words the chart writes there ("RACE 2")."""
    _turning: tuple[tuple[int, int, int], Swing | None] | None = field(
        default=None, init=False, repr=False, compare=False)
    """The turning point worked out last and what it was worked out from (the changes made
    by `add`, the points and the swings): the results screen and its chart both ask for it,
    and on a long evening it costs a scan of every point."""
    _changes: int = field(default=0, init=False, repr=False, compare=False)

    def mark(self, number: int, words: str) -> None:
        """A race of the evening begins with action `number`."""
        if not self.marks or self.marks[-1][0] < number:
            self.marks.append((number, words))

    def boundaries(self) -> list[tuple[int, str]]:
        """Where each race after the first begins on the chart, with its words: the marks, or
        where the odds start afresh in a game watched race by race."""
        found = list(self.marks)
        race_count = 1
        for before, after in zip(self.points, self.points[1:], strict=False):
            if after.race != before.race:
                race_count += 1
                found.append((after.number, f"RACE {race_count}"))
        return sorted(found)

    def add(self, number: int, odds: Odds, race: int = 0) -> Swing | None:
        """The odds after action `number` (in race `race`); the biggest swing it made, if any.

        Sampled odds count as a swing only when the rollouts are sure of it: the chance shown
        before lies outside the new estimate's 95% interval (a handful of rollouts that went
        one way is noise, not a turn in the race)."""
        self._changes += 1
        if self.points and self.points[-1].number == number:
            self.points.pop()
            if self.swings and self.swings[-1].number == number:
                self.swings.pop()
        elif self.points and number < self.points[-1].number:
            return None  # a late refinement of an older action: the line has moved on
        last = self.points[-1] if self.points else None
        point = self._blend(number, odds, race, last)
        self.points.append(point)
        if last is None or last.race != race:
            return None
        # On equal moves the runner going up is the story ("Hearts were 8%, now 41%").
        moves = [(round(abs(a - b), 9), a > b, -i)
                 for i, (b, a) in enumerate(zip(last.chances, point.chances, strict=True))]
        size, _, minus = max(moves)
        runner = -minus
        if size < SWING - 1e-9:
            return None
        before = last.chances[runner]
        decided = max(point.chances) >= 1 - 1e-9
        if not odds.exact and not decided and runner < len(odds.low) and (
                odds.low[runner] <= before <= odds.high[runner]):
            return None
        swing = Swing(number, runner, before, point.chances[runner], decided=decided)
        self.swings.append(swing)
        return swing

    def _blend(self, number: int, odds: Odds, race: int, last: Point | None) -> Point:
        chances = tuple(odds.chances)
        if odds.exact:
            return Point(number, chances, race, True, chances, chances, 0.0)
        n = float(max(1, odds.samples))
        if last is None or last.race != race or last.exact:
            # Nothing sampled to lean on: the first rollouts start from even chances, so one
            # lucky rollout does not put a runner at 100%.
            prior_chances = (1 / max(1, len(chances)),) * len(chances)
            prior = PRIOR_SAMPLES / 4
        else:
            prior_chances, prior = last.chances, min(last.weight, PRIOR_SAMPLES)
        blended = tuple((p * prior + c * n) / (prior + n)
                        for p, c in zip(prior_chances, chances, strict=True))
        weight = prior + n
        bounds = [interval(c, weight) for c in blended]
        return Point(number, blended, race, False, tuple(b[0] for b in bounds),
                     tuple(b[1] for b in bounds), weight)

    def latest(self) -> tuple[float, ...] | None:
        """The chances shown now (None before the first estimate)."""
        return self.points[-1].chances if self.points else None

    def latest_point(self) -> Point | None:
        """The point shown now (None before the first estimate)."""
        return self.points[-1] if self.points else None

    def swing_at(self, number: int) -> Swing | None:
        """The swing action `number` made, as the odds now stand (None: none, or no longer)."""
        for swing in reversed(self.swings):
            if swing.number == number:
                return swing
            if swing.number < number:
                break
        return None

    def turning_point(self) -> Swing | None:
        """The biggest swing that did not settle the race outright (the finish always swings
        to 100%; the turn before it is the story), else the biggest single move short of the
        finish (not a swing: the chart rings it gold all the same), else the finish."""
        key = (self._changes, len(self.points), len(self.swings))
        if self._turning is not None and self._turning[0] == key:
            return self._turning[1]
        turning = self._turning_point()
        self._turning = (key, turning)
        return turning

    def _turning_point(self) -> Swing | None:
        open_swings = [s for s in self.swings if not s.decided]
        if open_swings:
            return max(open_swings, key=lambda s: (s.size, -s.number))
        move = self._biggest_move()
        if move is not None or not self.swings:
            return move
        return max(self.swings, key=lambda s: (s.size, -s.number))

    def _biggest_move(self) -> Swing | None:
        """Without a swing (a long evening of sampled odds, each action moving them a little
        as the rollouts add up), where a runner's chance moved most over `WINDOW` actions of
        one race, if by `TURN` or more: the biggest single step of that run is the turn."""
        best: tuple[float, bool, int, int] | None = None  # (move, rising, end point, runner)
        points = self.points
        for end, after in enumerate(points):
            if max(after.chances, default=0.0) >= 1 - 1e-9:
                continue  # the finish is no turn in the race
            start = end
            while (start > 0 and end - start < WINDOW and points[start - 1].race == after.race
                   and (points[start - 1].exact or points[start - 1].weight >= PRIOR_SAMPLES)):
                start -= 1
            if start == end:
                continue
            for i, (b, a) in enumerate(zip(points[start].chances, after.chances, strict=False)):
                # On equal moves the runner going up is the story, as with the swings.
                move = (round(abs(a - b), 9), a > b)
                if move[0] >= TURN and (best is None or move > best[:2]):
                    best = (*move, end, i)
        if best is None:
            return None
        _, _, end, runner = best
        start = max(0, end - WINDOW)
        steps = [(abs(points[k].chances[runner] - points[k - 1].chances[runner]), -k)
                 for k in range(max(1, start + 1), end + 1)
                 if points[k].race == points[end].race]
        _, minus = max(steps)
        k = -minus
        return Swing(points[k].number, runner, points[k - 1].chances[runner],
                     points[k].chances[runner])


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


__all__ = ["PRIOR_SAMPLES", "SWING", "TURN", "WINDOW", "OddsHistory", "Point", "Swing",
           "interval", "race_of", "swing_line"]
