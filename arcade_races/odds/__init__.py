"""Live win odds for the race broadcast: each runner's chance to win from the spectator's view.

Every secret is re-dealt before any work (`State.scramble_secrets` for nobody and for each
seat), so hidden cards are averaged over what could be there and never read. The odds are
exact where the chance tree allows, else Monte Carlo rollouts by the game's own normal AI
seats with a 95% interval. `OddsWorker` computes them off the frame, one background thread.

>>> from arcade_races.odds import Odds
>>> Odds((0.25, 0.75), (0.25, 0.75), (0.25, 0.75), 0, True).favourite()
1
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from arcade_races.core.state import State
from arcade_races.odds.endgame import exact_endgame
from arcade_races.odds.montecarlo import Sampler, spectator_view, wilson
from arcade_races.odds.pferderennen import exact_race
from arcade_races.odds.runners import Watch, runner_count, runner_names, winner_index


@dataclass(frozen=True)
class Odds:
    """Each runner's chance to win from here (in the order of `runner_names`), 0..1; a void
    race takes what the chances leave of 1."""

    chances: tuple[float, ...]
    low: tuple[float, ...]
    """The 95% interval's lower ends; equal to `chances` when exact."""
    high: tuple[float, ...]
    samples: int
    """The rollouts behind it; 0 when exact."""
    exact: bool

    def favourite(self) -> int | None:
        """The index of the highest chance (the first of equals), None if all are zero."""
        best = max(self.chances, default=0.0)
        return self.chances.index(best) if best > 0 else None

    @classmethod
    def certain(cls, chances: tuple[float, ...]) -> Odds:
        """Exact odds."""
        return cls(chances, chances, chances, 0, True)


def exact_odds(state: State, seed: int = 0) -> tuple[float, ...] | None:
    """The exact odds where the game allows them from `state` (Pferderennen's race once
    dealt; a small tree of chance near the finish of the others), worked out on a
    spectator's copy; None elsewhere."""
    if state.game.id == "pferderennen":
        view = spectator_view(state, random.Random(seed))
        return exact_race(view)  # type: ignore[arg-type]
    return exact_endgame(state, seed)


def begin(state: State, seed: int = 0) -> Odds | Sampler:
    """The odds from `state` where they need no rollouts (decided, or exact), else a sampler
    to run rollouts on (`sampled` turns its totals into odds)."""
    watch = Watch(state)
    if watch.decided(state):
        return Odds.certain(tuple(watch.shares(state, runner_count(state.game))))
    exact = exact_odds(state, seed)
    if exact is not None:
        return Odds.certain(exact)
    return Sampler(state, seed)


def sampled(sampler: Sampler) -> Odds:
    """The odds of the rollouts a sampler has done, with their 95% intervals."""
    done = sampler.done
    chances = tuple(t / done for t in sampler.totals)
    bounds = [wilson(t, done) for t in sampler.totals]
    return Odds(chances, tuple(b[0] for b in bounds), tuple(b[1] for b in bounds), done, False)


def estimate(state: State, *, samples: int = 400, seed: int = 0,
             budget: float | None = None) -> Odds:
    """Each runner's chance to win from `state`, as the spectator sees it.

    Deterministic for (state, samples, seed) when `budget` is None; with a budget (seconds)
    the rollouts stop early, after at least one."""
    first = begin(state, seed)
    if isinstance(first, Odds):
        return first
    first.run(samples, None if budget is None else time.perf_counter() + budget)
    return sampled(first)


from arcade_races.odds.worker import OddsWorker  # noqa: E402  (it needs Odds defined)

__all__ = ["Odds", "OddsWorker", "estimate", "runner_names", "winner_index"]
