"""Monte Carlo odds: rollouts by the game's own AI seats (level normal) after every secret is
re-dealt, so only what a spectator sees goes in."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from arcade_races.ai import make_agent
from arcade_races.core.chance import CHANCE, sample
from arcade_races.core.state import State
from arcade_races.match import Agent
from arcade_races.odds.runners import Watch, runner_count

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""


def spectator_view(state: State, rng: random.Random) -> State:
    """A copy of `state` with every secret re-dealt: what nobody sees, then each seat's."""
    view = state.scramble_secrets(None, rng.random())
    for seat in range(state.game.players):
        view = view.scramble_secrets(seat, rng.random())
    return view


def agents_for(state: State) -> list[Agent]:
    """The game's normal AI for every seat, personalities dealt by seat as in `ai_seats`."""
    game = state.game
    return [make_agent(game.id, "normal", None, seat) for seat in range(game.players)]


def rollout(state: State, watch: Watch, agents: list[Agent], rng: random.Random,
            runners: int) -> list[float]:
    """Play `state` (a copy, changed in place) on until the watched race or game is decided;
    each runner's share of the win."""
    while not watch.decided(state):
        mover = state.to_move()
        if mover is CHANCE:
            action = sample(state.chance_outcomes(), rng.random())
        else:
            assert isinstance(mover, int)
            action = agents[mover].decide(state.observation(mover), state.legal_actions(), rng)
        state.apply(action)
    return watch.shares(state, runners)


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion `wins / n` (fractional wins allowed)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    # Clamped around p: rounding must not put an end on the wrong side of it.
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


class Sampler:
    """Rollouts from one state, resumable: `run` plays more of them on top of those done.

    Rollout i's generator is seeded from (seed, i) alone, so the totals after n rollouts are
    the same however the runs were cut (a refined estimate is the fixed-count one of its
    size, and a shorter run is a prefix of a longer one)."""

    def __init__(self, state: State, seed: int) -> None:
        self.state = state
        self.seed = seed
        self.watch = Watch(state)
        self.runners = runner_count(state.game)
        self.agents = agents_for(state)
        self.totals = [0.0] * self.runners
        self.done = 0

    def run(self, samples: int, deadline: float | None = None,
            stop: Callable[[], bool] | None = None) -> None:
        """Play rollouts until `samples` are done, the clock (`time.perf_counter`) passes
        `deadline` or `stop()` says so, at least one more either way (so a budget too small
        still says something)."""
        totals, watch, agents, runners = self.totals, self.watch, self.agents, self.runners
        while self.done < samples:
            rng = random.Random(self.seed * 1_000_003 + self.done)
            view = spectator_view(self.state, rng)
            for i, share in enumerate(rollout(view, watch, agents, rng, runners)):
                totals[i] += share
            self.done += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if stop is not None and stop():
                break


def sample_odds(state: State, samples: int, seed: int, budget: float | None,
                ) -> tuple[list[float], int]:
    """The summed win shares of up to `samples` rollouts and how many ran (at least one, so a
    budget too small still says something); see `Sampler`."""
    sampler = Sampler(state, seed)
    sampler.run(samples, None if budget is None else time.perf_counter() + budget)
    return sampler.totals, sampler.done
