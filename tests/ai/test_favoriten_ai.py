"""Favoriten AI players: legal choices at every level, a hard leader that hands out the rolls by
its markers, chances that add up, personalities that show."""

from __future__ import annotations

import random

import pytest

from arcade_races.ai import LEVELS, make_agent, personalities
from arcade_races.ai.favoriten import (
    FavoritenAgent,
    Race,
    assignment_table,
    chances,
    rank_rolls,
)
from arcade_races.games.favoriten.actions import BetOn, Move, Pass
from arcade_races.games.favoriten.game import FavoritenGame
from arcade_races.games.favoriten.state import FavoritenState
from arcade_races.games.favoriten.testing import default_rules
from arcade_races.match import Match


def _state(players: int, *moves: str) -> FavoritenState:
    game = FavoritenGame(default_rules(races=1), players)
    state = game.new_initial_state()
    for move in moves:
        state.apply(game.parse_action(move))
    return state


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("personality", personalities("favoriten"))
def test_every_agent_plays_a_race_legally(level: str, personality: str) -> None:
    game = FavoritenGame(default_rules(races=1), 3)
    agents = {s: make_agent("favoriten", level, personality, s) for s in range(3)}
    result = Match(game, 5, agents).run()  # the rules reject any illegal choice
    assert len(result.figures["races"]) == 1


def test_a_mixed_table_plays_a_whole_game() -> None:
    game = FavoritenGame(default_rules(races=2), 5)
    agents = {s: make_agent("favoriten", LEVELS[s % 3], None, s) for s in range(5)}
    assert len(Match(game, 11, agents).run().figures["races"]) == 2


def test_the_assignment_hands_big_rolls_to_the_favourite() -> None:
    # Three horses to move: 1-2 to the least favoured, 3-4 to the middle, 5-6 to the favourite.
    assert assignment_table((1, 2, 3, 4, 5, 6), 3) == (0, 0, 0, 1, 1, 2, 2)
    assert assignment_table((1, 2, 3, 4, 5, 6), 1) == (0,) * 7
    ranks = rank_rolls((1, 2, 3, 4, 5, 6), 5)
    means = [sum(v * p for v, p in enumerate(rank)) for rank in ranks]
    assert all(sum(rank) == pytest.approx(1.0) for rank in ranks)
    assert means == sorted(means) and means[-1] > 4.5 > 2.5 > means[0]
    # Every roll goes to some horse: the ranks share the die's mean.
    assert sum(means) / 5 == pytest.approx(3.5)


def test_chances_add_up_and_favour_the_horse_in_front() -> None:
    state = _state(3, "leader 0", "pass", "pass", "pass")
    state.pos = [30, 20, 20, 20, 20]
    odds, rounds = chances(Race.from_observation(state.observation(0)))
    for place in range(3):
        assert sum(chance[place] for chance in odds.values()) == pytest.approx(1.0, abs=0.05)
    assert odds[0][0] > 0.8
    assert 1.0 <= rounds < 4.0


def test_hard_leader_gives_the_big_roll_to_its_own_horse() -> None:
    for personality in personalities("favoriten"):
        agent = FavoritenAgent("hard", personality)
        state = _state(3, "leader 0", "bet red", "bet blue", "bet green", "roll 6")
        assert agent.decide(state.observation(0), state.legal_actions(),
                            random.Random(1)) == Move("red")
        state = _state(3, "leader 0", "bet red", "bet blue", "bet green", "roll 1")
        small = agent.decide(state.observation(0), state.legal_actions(), random.Random(1))
        assert small in (Move("blue"), Move("green"))  # a rival's horse


def test_normal_leader_favours_its_markers_too() -> None:
    agent = FavoritenAgent("normal", "early_bird")
    state = _state(3, "leader 0", "bet red", "bet blue", "bet green", "roll 5")
    assert agent.decide(state.observation(0), state.legal_actions(),
                        random.Random(2)) == Move("red")


def test_normal_backs_the_horse_in_front_while_its_top_circle_is_free() -> None:
    state = _state(3, "leader 0")
    state.pos = [4, 9, 2, 3, 5]
    action = FavoritenAgent("normal", "patient").decide(
        state.observation(0), state.legal_actions(), random.Random(0))
    assert action == BetOn("blue")


def _tilt_state() -> FavoritenState:
    # Round 2 of a four-player race, seat 1 to bet.
    state = _state(4, "leader 0")
    state.round, state.leader, state.bets_made = 2, 1, 0
    state.pos = [3, 3, 5, 2, 4]
    state.columns = [[0], [2], [3, 0], [1], []]
    state.markers = [1, 2, 2, 2]
    return state


def test_personalities_tilt_the_hard_bet() -> None:
    # Same generator, same position: the early bird bets whenever the patient one does (on the
    # same horse), and more often.
    game = FavoritenGame(default_rules(races=1), 4)
    agents = {s: make_agent("favoriten", "normal", None, s) for s in range(4)}
    match = Match(game, 3, agents)
    early, patient = FavoritenAgent("hard", "early_bird"), FavoritenAgent("hard", "patient")
    bets = {"early": 0, "patient": 0}
    while not match.is_over():
        state = match.state
        assert isinstance(state, FavoritenState)
        if state.phase == "bet":
            obs, legal = state.observation(state.bettor()), state.legal_actions()
            eager = early.decide(obs, legal, random.Random(state.round))
            waits = patient.decide(obs, legal, random.Random(state.round))
            bets["early"] += isinstance(eager, BetOn)
            bets["patient"] += isinstance(waits, BetOn)
            assert waits == Pass() or waits == eager
        match.step()
    assert bets["early"] > bets["patient"]


def test_hard_decides_from_the_observation_and_generator_only() -> None:
    state = _tilt_state()
    obs, legal = state.observation(1), state.legal_actions()
    agent = FavoritenAgent("hard", "spoiler")
    first = agent.decide(obs, legal, random.Random(9))
    assert state.observation(1) == obs  # the observation is not changed
    assert all(agent.decide(obs, legal, random.Random(9)) == first for _ in range(3))
