"""Random playouts shared by the view tests: pick moves at random and play a game out."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State
from arcade_races.match import Step


def chance_pick(state: State, rng: random.Random) -> Action:
    """A chance outcome of `state` (a chance node) picked by its weight."""
    outcomes = state.chance_outcomes()
    pick = rng.random() * sum(weight for _, weight in outcomes)
    for action, weight in outcomes:
        pick -= weight
        if pick < 0:
            return action
    return outcomes[-1][0]


def choose(state: State, rng: random.Random) -> Action:
    """A chance outcome by its weight, or any legal action, picked by `rng`."""
    if state.to_move() is CHANCE:
        return chance_pick(state, rng)
    return rng.choice(state.legal_actions())


def playout(state: State, rng: random.Random,
            choose: Callable[[State, random.Random], Action] = choose) -> Iterator[Step]:
    """Play `state` to the end with `choose`, yielding each step after it is applied."""
    number = 0
    while state.to_move() is not None:
        mover = state.to_move()
        action = choose(state, rng)
        events = state.apply(action)
        number += 1
        yield Step(number, None if mover is CHANCE else int(mover), action, events)  # type: ignore[arg-type]
