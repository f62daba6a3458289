"""What the games' own tests share for playing a game out at random."""

from __future__ import annotations

import random

from arcade_races.core.actions import Action
from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State


def random_action(state: State, rng: random.Random) -> Action:
    """A random next action: a chance outcome by its weight, else any legal action (the pick
    of `tools/bench_core.py`'s playouts, drawing on `rng` the same way)."""
    if state.to_move() is CHANCE:
        outcomes = state.chance_outcomes()
        return rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
    return rng.choice(state.legal_actions())
