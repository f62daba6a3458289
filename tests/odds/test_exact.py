"""Exact odds against brute force through the rules' own chance nodes, and Monte Carlo
against exact where both exist."""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any, cast

import pytest

from arcade_races.games.pferderennen.state import PferderennenState
from arcade_races.odds import estimate, exact_odds
from arcade_races.odds.montecarlo import sample_odds, wilson
from tests.odds.helpers import match_of, played


def brute_force(state: PferderennenState, watch_log: int) -> list[Fraction]:
    """Each suit's chance to win the race in progress: every chance outcome of the rules,
    with its weight, to the end of the race (no memo, no shortcuts)."""
    suits = list(state.rules.suits)
    if len(state.log) > watch_log or state.phase == "handout":
        log: list[dict[str, Any]] = state.log
        winner = log[watch_log]["winner"] if len(log) > watch_log else state.winner
        return [Fraction(1 if s == winner else 0) for s in suits]
    outcomes = state.chance_outcomes()
    total = sum(w for _, w in outcomes)
    acc = [Fraction(0)] * len(suits)
    for action, weight in outcomes:
        child = state.clone()  # the game's own copy, then its own apply
        child.apply(action)
        for i, p in enumerate(brute_force(child, watch_log)):
            acc[i] += Fraction(weight, total) * p
    return acc


def spectator_brute_force(state: PferderennenState) -> list[Fraction]:
    """Brute force averaged over every way the face-down track cards could be dealt from the
    unseen cards (each ordered choice equally likely), as the spectator sees the race."""
    data = state.to_dict()
    hidden = [j for j, up in enumerate(data["turned"]) if not up]
    unseen = [card for card, count in data["deck"].items() for _ in range(count)]
    unseen += [data["track"][j] for j in hidden]
    acc = [Fraction(0)] * 4
    deals = list(itertools.permutations(range(len(unseen)), len(hidden)))
    for deal in deals:
        copy = dict(data, track=list(data["track"]))
        for j, pick in zip(hidden, deal, strict=True):
            copy["track"][j] = unseen[pick]
        rest = [unseen[k] for k in range(len(unseen)) if k not in deal]
        copy["deck"] = {c: rest.count(c) for c in set(rest)}
        rebuilt = state.game.state_from_dict(copy)
        for i, p in enumerate(brute_force(rebuilt, len(data["log"]))):
            acc[i] += p / len(deals)
    return acc


def nearly_finished(seed: int, pile: int, variants: tuple[str, ...] = ()) -> PferderennenState:
    """A race some draws in, with its pile cut down to `pile` cards (the rest taken out of
    the game) and all but two hurdles turned, so the rules' whole chance tree can be walked."""
    match = match_of("pferderennen", seed=seed, variants=variants)
    state = cast(PferderennenState, match.state)
    while not (state.phase == "race" and len(state.draws) >= 8):
        match.step()
    data = state.to_dict()
    cards = sorted(card for card, count in data["deck"].items() for _ in range(count))
    kept = cards[seed % 5::5][:pile]
    data["deck"] = {card: kept.count(card) for card in set(kept)}
    # Two hurdles still face down at the end of the track, the rest turned already.
    last = len(data["turned"])
    data["turned"] = [True] * (last - 2) + [False] * 2
    return state.game.state_from_dict(data)


@pytest.mark.parametrize(("seed", "variants"), [
    (1, ()), (2, ()), (3, ("turbo",)), (5, ("leader_hurdle", "stumble")), (7, ("stumble",)),
])
def test_exact_equals_brute_force_on_a_nearly_finished_race(
        seed: int, variants: tuple[str, ...]) -> None:
    state = nearly_finished(seed, 5, variants)
    expected = spectator_brute_force(state)
    got = exact_odds(state)
    assert got is not None
    for g, e in zip(got, expected, strict=True):
        assert g == pytest.approx(float(e), abs=1e-12)
    assert estimate(state).exact


def test_monte_carlo_within_its_interval_of_exact() -> None:
    """Sampled rollouts (the race played by the rules, bets by the AI) agree with exact."""
    for actions in (10, 18):
        state = played("pferderennen", actions, seed=11)
        exact = exact_odds(state)
        assert exact is not None
        totals, done = sample_odds(state, 1500, seed=5, budget=None)
        for total, p in zip(totals, exact, strict=True):
            low, high = wilson(total, done)
            # Widened a little: twelve intervals at 95% should not fail the suite by chance.
            assert low - 0.02 <= p <= high + 0.02
