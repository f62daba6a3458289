"""The odds interface: runners, winners, and a Monte Carlo estimate for every game."""

from __future__ import annotations

import pytest

from arcade_races.odds import Odds, estimate, runner_names, winner_index
from tests.odds.helpers import GAMES, match_of, played


def test_runner_names_per_game() -> None:
    seats = ["Anna", "Ben", "Clara", "David"]
    assert runner_names(match_of("pferderennen").game, seats) == ("C", "D", "H", "S")
    assert runner_names(match_of("favoriten").game, seats) == (
        "red", "blue", "green", "yellow", "white")
    for game_id in ("six_day", "crazy_race", "rennfieber"):
        assert runner_names(match_of(game_id).game, seats) == tuple(seats)


@pytest.mark.parametrize("game_id", GAMES)
def test_estimate_is_a_distribution_and_deterministic(game_id: str) -> None:
    state = played(game_id, 12)
    before = state.to_dict()
    odds = estimate(state, samples=6, seed=3)
    assert state.to_dict() == before  # the engine works on copies
    assert odds == estimate(state, samples=6, seed=3)
    # Pferderennen's race is exact; the rest are sampled.
    assert (odds.samples, odds.exact) == ((0, True) if game_id == "pferderennen" else (6, False))
    assert sum(odds.chances) <= 1 + 1e-9
    for low, chance, high in zip(odds.low, odds.chances, odds.high, strict=True):
        assert 0 <= low <= chance <= high <= 1


@pytest.mark.parametrize("game_id", ("pferderennen", "favoriten", "crazy_race"))
def test_finished_game_is_certain_for_its_winner(game_id: str) -> None:
    match = match_of(game_id, seed=2)
    result = match.run()
    odds = estimate(match.state)
    winner = winner_index(match.game, result)
    assert odds.exact and odds.samples == 0
    expected = tuple(1.0 if i == winner else 0.0 for i in range(len(odds.chances)))
    assert odds.chances == expected
    assert odds.favourite() == winner


def test_favourite() -> None:
    assert Odds.certain((0.0, 0.0)).favourite() is None
    assert Odds.certain((0.2, 0.5, 0.5)).favourite() == 1
