"""The odds worker's desk: the submitted states estimated in order, each in its share of the
budget, then the latest one refined with more rollouts while nothing new has come in.

The same desk runs in the odds process (`arcade_races.odds.serve`) and, where no process can
be started, on the fallback thread (without refining there: a thread that never rests would
hold the interpreter lock against the frame).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade_races.core.state import State
from arcade_races.odds.montecarlo import Sampler, wilson

if TYPE_CHECKING:
    from arcade_races.odds import Odds

MAX_SAMPLES = 100_000
"""A cap on one first estimate that the time budget always reaches first."""
REFINE_SLICE = 0.15
"""Seconds of rollouts between two refined estimates of the same action (how often the
spectator sees the numbers settle)."""
REFINE_CAP = 20_000
"""Rollouts after which an action's odds are left as they are (the CPU goes back to idle)."""
REFINE_TIME = 6.0
"""Seconds of refining an action gets at most (a paused exhibition of a slow game does not
keep a core busy for minutes on a shared machine)."""
REFINE_WIDTH = 0.02
"""An interval this narrow for every runner is settled: refining stops."""


class Desk:
    """Estimates one game's states; `first` for a submitted state, `refine` for more of the
    latest one (`refining` says whether there is more worth doing)."""

    def __init__(self, budget: float, refine: bool) -> None:
        self.budget = budget
        self.refine_on = refine
        self.number = -1
        self.sampler: Sampler | None = None
        self.until = 0.0
        """When refining the latest action stops (`time.perf_counter`)."""

    def first(self, number: int, state: State, backlog: int) -> Odds:
        """The odds after action `number` within the budget shared by `backlog` states (this
        one included); the seed is the action number, so each action's rollouts are its own."""
        from arcade_races.odds import begin, sampled

        start = begin(state, seed=number)
        self.number, self.sampler = number, None
        if not isinstance(start, Sampler):
            return start
        sampler = start
        sampler.run(MAX_SAMPLES, time.perf_counter() + self.budget / max(1, backlog))
        if self.refine_on:
            self.sampler, self.until = sampler, time.perf_counter() + REFINE_TIME
        return sampled(sampler)

    def refining(self) -> bool:
        """Whether the latest action's odds would still gain from more rollouts."""
        sampler = self.sampler
        if sampler is None:
            return False
        if sampler.done >= REFINE_CAP or time.perf_counter() >= self.until:
            return False
        widths = (high - low for low, high in (wilson(t, sampler.done) for t in sampler.totals))
        return max(widths, default=0.0) > REFINE_WIDTH

    def refine(self, stop: Callable[[], bool]) -> tuple[int, Odds] | None:
        """One slice more rollouts of the latest action, cut short when `stop()` (a new state
        came in); its refined odds (None if nothing to refine)."""
        from arcade_races.odds import sampled

        sampler = self.sampler
        if sampler is None:
            return None
        sampler.run(REFINE_CAP, time.perf_counter() + REFINE_SLICE, stop)
        return self.number, sampled(sampler)
