"""Pferderennen AI seats: legal choices at every level, personalities that show."""

from __future__ import annotations

import random

import pytest

from arcade_races.ai import LEVELS, make_agent, personalities
from arcade_races.ai.pferderennen import PferderennenAgent, bet_value
from arcade_races.games.pferderennen.actions import Bet, Give, Pass
from arcade_races.games.pferderennen.game import PferderennenGame
from arcade_races.games.pferderennen.testing import default_rules
from arcade_races.match import Match


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("personality", personalities("pferderennen"))
def test_every_agent_plays_sessions_legally(level: str, personality: str) -> None:
    game = PferderennenGame(default_rules(races=3), 4, frozenset({"sips", "places"}))
    agents = {s: make_agent("pferderennen", level, personality, s) for s in range(4)}
    for seed in range(5):
        Match(game, seed, agents).run()  # the rules reject any illegal choice


def _bet_observation(**changes: object) -> dict[str, object]:
    game = PferderennenGame(default_rules(races=3), 3)
    state = game.new_initial_state()
    for card in ["7D", "9C", "4S", "KH", "2D", "5C"]:
        state.apply(game.parse_action(f"lay {card}"))
    obs = state.observation(0)
    obs.update(changes)
    return obs


def _stakes(personality: str, level: str = "normal") -> list[int]:
    agent = PferderennenAgent(level, personality)
    obs = _bet_observation()
    legal = obs_legal()
    stakes = []
    for seed in range(40):
        action = agent.decide(obs, legal, random.Random(seed))
        if isinstance(action, Bet):
            stakes.append(action.stake)
    return stakes


def obs_legal() -> list[Bet | Pass]:
    return [*(Bet(s, k) for s in "CDHS" for k in range(1, 6)), Pass()]


def test_personalities_show_in_the_stakes() -> None:
    assert max(_stakes("cautious")) <= 2
    assert set(_stakes("bold")) == {5}
    assert set(_stakes("steady")) == {3}
    assert len(set(_stakes("wild"))) >= 3


def test_bet_value_reads_the_payout_rates() -> None:
    obs = _bet_observation()
    assert bet_value(obs) == pytest.approx(-0.25)
    obs["variants"] = ["places"]
    assert bet_value(obs, 2) > 0


def test_hard_seat_leading_a_session_covers_its_rival() -> None:
    agent = PferderennenAgent("hard", "steady")
    obs = _bet_observation(
        seat=2, totals=[1, 4, 9], bets=[{"suit": "H", "stake": 2}, {"suit": "C", "stake": 5}, None]
    )
    assert agent.decide(obs, obs_legal(), random.Random(1)) == Bet("C", 5)


def test_hard_seat_trailing_avoids_the_leaders_suit() -> None:
    agent = PferderennenAgent("hard", "steady")
    obs = _bet_observation(
        seat=2, totals=[0, 9, 1], bets=[None, {"suit": "C", "stake": 5}, None]
    )
    for seed in range(20):
        action = agent.decide(obs, obs_legal(), random.Random(seed))
        assert isinstance(action, Bet) and action.suit != "C"


def test_hand_out_styles() -> None:
    obs = _bet_observation(
        phase="handout", seat=0, totals=[0, 7, -3], payout=[4, -1, 0], handout=[[0, 4]]
    )
    legal = [Give(1), Give(2)]
    # Bold pours every sip on the leader; cautious evens out this race's sips.
    assert PferderennenAgent("normal", "bold").decide(obs, legal, random.Random(0)) == Give(1)
    assert PferderennenAgent("normal", "cautious").decide(obs, legal, random.Random(0)) == Give(2)


def test_agents_decide_from_the_observation_alone() -> None:
    # The same observation and generator give the same decision, whatever the hidden cards.
    game = PferderennenGame(default_rules(), 3)
    one, two = game.new_initial_state(), game.new_initial_state()
    for a, b in zip(["7D", "9C", "4S", "KH", "2D", "5C"], ["8H", "TC", "JS", "QD", "3S", "6H"],
                    strict=True):
        one.apply(game.parse_action(f"lay {a}"))
        two.apply(game.parse_action(f"lay {b}"))
    assert one.observation(0) == two.observation(0)
    agent = make_agent("pferderennen", "hard", None, 0)
    assert agent.decide(one.observation(0), one.legal_actions(), random.Random(5)) == (
        agent.decide(two.observation(0), two.legal_actions(), random.Random(5))
    )
