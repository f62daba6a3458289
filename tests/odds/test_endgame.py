"""Exact odds near the finish against brute force through the rules' own chance nodes."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.state import State
from arcade_races.odds import estimate, exact_odds
from arcade_races.odds.endgame import NoDraws, exact_endgame
from arcade_races.odds.montecarlo import agents_for
from arcade_races.odds.runners import Watch, runner_count
from tests.odds.helpers import match_of


def brute_force(state: State, watch: Watch) -> list[Fraction]:
    """Every chance outcome with its weight, every AI decision as the normal AI takes it, to
    the finish: no memo, no limit."""
    runners = runner_count(state.game)
    if watch.decided(state):
        return [Fraction(share) for share in watch.shares(state, runners)]
    mover = state.to_move()
    if mover is CHANCE:
        outcomes = state.chance_outcomes()
        total = sum(w for _, w in outcomes)
        acc = [Fraction(0)] * runners
        for action, weight in outcomes:
            child = state.clone()
            child.apply(action)
            for i, p in enumerate(brute_force(child, watch)):
                acc[i] += Fraction(weight, total) * p
        return acc
    assert isinstance(mover, int)
    legal = state.legal_actions()
    agent = agents_for(state)[mover]
    action = legal[0] if len(legal) == 1 else agent.decide(
        state.observation(mover), legal, NoDraws())
    child = state.clone()
    child.apply(action)
    return brute_force(child, watch)


def near_finish(game_id: str, seed: int) -> list[State]:
    """The positions of one game where the exact walk succeeds (its last few actions)."""
    match = match_of(game_id, seed=seed)
    found = []
    while not match.is_over():
        match.step()
        if not Watch(match.state).decided(match.state) and exact_endgame(match.state):
            found.append(match.state.clone())
    return found


# Favoriten's last rolls of a race are where the walk succeeds in practice (Crazy Race keeps
# its hands secret to the end; Rennfieber's trees stay past the limit until decided).
@pytest.mark.parametrize(("game_id", "seed"), [("favoriten", 1), ("favoriten", 3),
                                               ("favoriten", 6)])
def test_exact_endgame_equals_brute_force(game_id: str, seed: int) -> None:
    positions = near_finish(game_id, seed)
    assert positions  # the last actions before the finish, at least
    for state in positions:
        got = exact_odds(state)
        assert got is not None
        expected = brute_force(state.clone(), Watch(state))
        assert got == pytest.approx([float(e) for e in expected], abs=1e-12)
        assert estimate(state).exact


def test_no_exact_odds_with_secrets_or_a_big_tree() -> None:
    match = match_of("crazy_race", seed=1)
    for _ in range(10):
        match.step()
    assert exact_endgame(match.state) is None  # the hands are secret
    match = match_of("favoriten", seed=1)
    for _ in range(5):
        match.step()
    assert exact_endgame(match.state) is None  # a whole race of dice to come
