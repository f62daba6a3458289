"""Chance nodes: the points where dice or a deck decide, as weighted actions.

The rules never draw random numbers. At a chance node `State.to_move()` returns `CHANCE` and
`State.chance_outcomes()` lists each outcome with an integer weight (the number of ways it
happens). Whoever drives the game, the match runner or a test, picks one and applies it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, TypeVar

T = TypeVar("T")


class Chance:
    """The type of the `CHANCE` marker returned by `State.to_move()`."""

    _instance: Chance | None = None

    def __new__(cls) -> Chance:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "CHANCE"

    def __reduce__(self) -> str:
        return "CHANCE"


CHANCE: Final = Chance()


def sample(outcomes: Sequence[tuple[T, int]], u: float) -> T:
    """The outcome that a uniform number `u` in [0, 1) selects, in proportion to the weights.

    Only integer arithmetic follows the one multiplication, so the same `u` gives the same
    outcome on every platform.

    >>> sample([("a", 1), ("b", 3)], 0.2)
    'a'
    >>> sample([("a", 1), ("b", 3)], 0.3)
    'b'
    """
    total = 0
    for _, weight in outcomes:
        if weight <= 0:
            raise ValueError("chance weights must be positive")
        total += weight
    if total == 0:
        raise ValueError("no chance outcomes")
    target = int(u * total)
    if target >= total:  # u is below 1, but guard against a caller's rounding
        target = total - 1
    for outcome, weight in outcomes:
        if target < weight:
            return outcome
        target -= weight
    raise AssertionError("unreachable")
