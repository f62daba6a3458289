"""What every agent shares: levels, a generator-safe pick, a random agent."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

from arcade_races.core.actions import Action

T = TypeVar("T")

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


def pick(rng: random.Random, items: Sequence[T]) -> T:
    """One of `items`, chosen with `rng.random()` only (stable across Python versions)."""
    if not items:
        raise ValueError("nothing to pick from")
    return items[min(int(rng.random() * len(items)), len(items) - 1)]


class RandomAgent:
    """Picks any legal action, uniformly: the baseline, and the contract test's player."""

    level = "random"
    personality = "random"

    def decide(
        self, observation: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A uniformly random legal action."""
        return pick(rng, legal)
