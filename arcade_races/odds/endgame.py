"""Exact odds near the finish: the rest of the game enumerated through the rules' own chance
nodes, with a memo on the positions (two orders of the same rolls that meet again are worked
out once), where the tree is small.

Exact only where it honestly can be: the spectator's view must hold no secret (two different
re-deals give the same state, so nothing is averaged away), and every AI decision on the way
must be a function of the position (the seat's normal AI asked with a generator that refuses
to be drawn from; an AI that would draw is a mixed strategy, left to the rollouts). The walk
gives up after `NODE_LIMIT` positions, a fixed count, so it is deterministic and costs at most
a few rollouts' time where it fails.
"""

from __future__ import annotations

import random
from typing import Any

from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State
from arcade_races.match import Agent
from arcade_races.odds.montecarlo import agents_for, spectator_view
from arcade_races.odds.runners import Watch, runner_count

NODE_LIMIT = 150
"""Positions the walk may visit before it leaves the odds to the rollouts (a failed walk of
Rennfieber costs about what a rollout does)."""
GAMES = ("favoriten", "six_day", "crazy_race", "rennfieber")
"""The games it is tried in (Pferderennen has its own exact race table)."""

Vector = tuple[float, ...]


class GiveUp(Exception):
    """The tree is too big, or an AI would draw from its generator."""


class NoDraws(random.Random):
    """A generator for the AI that must not be used: a decision that draws is not a function
    of the position, so the enumeration cannot stand for it."""

    def random(self) -> float:
        raise GiveUp

    def getrandbits(self, k: int) -> int:
        raise GiveUp


class Walk:
    """One enumeration from a spectator's state: node budget, memo, the seats' agents."""

    def __init__(self, state: State, limit: int) -> None:
        self.watch = Watch(state)
        self.runners = runner_count(state.game)
        self.agents: list[Agent] = agents_for(state)
        self.left = limit
        self.memo: dict[str, Vector] = {}
        self.rng = NoDraws()

    def value(self, state: State) -> Vector:
        """Each runner's chance to win from `state`; `GiveUp` when it cannot be had."""
        if self.watch.decided(state):
            return tuple(self.watch.shares(state, self.runners))
        key = state.snapshot_json()
        known = self.memo.get(key)
        if known is not None:
            return known
        self.left -= 1
        if self.left < 0:
            raise GiveUp
        mover = state.to_move()
        if mover is CHANCE:
            outcomes = state.chance_outcomes()
            total = sum(weight for _, weight in outcomes)
            acc = [0.0] * self.runners
            for action, weight in outcomes:
                child = state.clone()
                child.apply(action)
                for i, p in enumerate(self.value(child)):
                    acc[i] += weight * p
            result = tuple(a / total for a in acc)
        else:
            assert isinstance(mover, int)
            legal = state.legal_actions()
            choice: Any = legal[0] if len(legal) == 1 else self.agents[mover].decide(
                state.observation(mover), legal, self.rng)
            child = state.clone()
            child.apply(choice)
            result = self.value(child)
        self.memo[key] = result
        return result


def has_secrets(state: State, seed: int) -> bool:
    """Whether the spectator's view still hides something (two re-deals differ)."""
    one = spectator_view(state, random.Random(seed)).to_dict()
    two = spectator_view(state, random.Random(seed + 1)).to_dict()
    return one != two


def exact_endgame(state: State, seed: int = 0, limit: int = NODE_LIMIT) -> Vector | None:
    """The exact odds from `state` if the rest of the game is a small tree of chance with
    decisions that follow from the position, else None."""
    if state.game.id not in GAMES or has_secrets(state, seed):
        return None
    try:
        return Walk(state, limit).value(state.clone())
    except GiveUp:
        return None
