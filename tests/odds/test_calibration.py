"""Odds against what happens: the win frequencies of many simulated races and games."""

from __future__ import annotations

import math

from arcade_races.match import Match
from arcade_races.odds import estimate, exact_odds, runner_names
from tests.odds.helpers import match_of

RACES = 10_000


def test_pferderennen_odds_match_the_win_rates_of_10000_races() -> None:
    """The odds right after the bets and eight draws into the race, against the winners of
    10,000 races played by the match runner (the race's outcome by its own chance)."""
    first = match_of("pferderennen", seed=0)
    game, agents = first.game, first.agents
    suits = runner_names(game, ())
    after_bets = None
    wins = [0] * len(suits)
    void = 0
    bins: dict[int, list[float]] = {}  # tenths of predicted chance: [predicted, won, n]
    for seed in range(RACES):
        match = Match(game, seed, agents)
        state = match.state
        while state.phase != "race":  # type: ignore[attr-defined]
            match.step()
        if after_bets is None:
            after_bets = exact_odds(state)
        while len(state.draws) < 8 and state.phase == "race":  # type: ignore[attr-defined]
            match.step()
        odds = exact_odds(state) if state.phase == "race" else None  # type: ignore[attr-defined]
        while state.phase == "race":  # type: ignore[attr-defined]
            match.step()
        winner = state.winner  # type: ignore[attr-defined]
        if winner is None:
            void += 1
        else:
            wins[suits.index(winner)] += 1
        if odds is not None:
            for i, p in enumerate(odds):
                row = bins.setdefault(min(9, int(p * 10)), [0.0, 0.0, 0.0])
                row[0] += p
                row[1] += 1.0 if suits[i] == winner else 0.0
                row[2] += 1
    assert after_bets is not None
    # Every suit's rate within 4 standard errors of its exact chance after the bets.
    for p, won in zip([*after_bets, 1 - sum(after_bets)], [*wins, void], strict=True):
        assert abs(won / RACES - p) <= 4 * math.sqrt(max(p * (1 - p), 1e-4) / RACES)
    # Calibrated eight draws in: in each tenth of predicted chance, as many wins as predicted.
    for predicted, hits, n in bins.values():
        if n >= 200:
            mean = predicted / n
            assert abs(hits / n - mean) <= 4 * math.sqrt(max(mean * (1 - mean), 1e-3) / n) + 0.005


def test_favoriten_monte_carlo_matches_played_out_races() -> None:
    """The sampled odds of a race in progress against the winners of that race played on by
    the match runner from the same position, 300 times with other seeds."""
    match = match_of("favoriten", seed=5)
    for _ in range(40):
        match.step()
    state = match.state
    odds = estimate(state, samples=300, seed=9)
    start = len(state.log)  # type: ignore[attr-defined]
    wins = [0] * len(odds.chances)
    runners = runner_names(match.game, ())
    plays = 300
    for seed in range(plays):
        on = Match(match.game, 10_000 + seed, match.agents, state=state.clone())
        while len(on.state.log) == start:  # type: ignore[attr-defined]
            on.step()
        wins[runners.index(on.state.log[start]["finish"][0])] += 1  # type: ignore[attr-defined]
    for chance, won in zip(odds.chances, wins, strict=True):
        rate = won / plays
        # Two samples of 300: the difference within 4 standard errors of either.
        spread = math.sqrt(max(chance * (1 - chance), 0.01) * 2 / plays)
        assert abs(rate - chance) <= 4 * spread
