"""Crazy Race's incremental hash: kept equal to the one worked out from scratch after every
step (random and normal-AI seats, 3 to 5 players, the basic game too), carried by from_dict,
clone and scramble_secrets, telling apart states one fact apart, and pinned for a fixed
game so that nobody moves the keys by accident (format-3 replays record them)."""

from __future__ import annotations

import random

import pytest

from arcade_races.ai.registry import make_agent
from arcade_races.core.chance import CHANCE
from arcade_races.core.errors import IllegalAction
from arcade_races.core.zobrist import hex64
from arcade_races.games.crazy_race.actions import (
    Accept,
    Cancel,
    DealBet,
    Dice,
    DrawAction,
    DrawTrack,
    LayTrack,
    Roll,
    Toss,
)
from arcade_races.games.crazy_race.game import CrazyRaceGame
from arcade_races.games.crazy_race.state import CrazyRaceState
from arcade_races.games.crazy_race.testing import default_rules
from arcade_races.games.crazy_race.zobrist import full_hash
from arcade_races.gamesetup import ai_seats, make_header


def playout(game: CrazyRaceGame, seed: int, level: str) -> list[CrazyRaceState]:
    """One seeded playout, its hash checked after every step; a few states kept."""
    rng = random.Random(seed)
    agents = [make_agent("crazy_race", level, seat=s) for s in range(game.players)]
    state = game.new_initial_state()
    assert state._hash == full_hash(state)
    kept = []
    while not state.is_over():
        mover = state.to_move()
        if mover is CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            assert isinstance(mover, int)
            legal = state.legal_actions()
            action = agents[mover].decide(state.observation(mover), legal, rng)
        state.apply(action)
        assert state._hash == full_hash(state), f"after {action} (seed {seed})"
        if rng.random() < 0.05:
            kept.append(state.clone())
    kept.append(state)
    return kept


SETUPS = [(p, v, level) for p in (3, 4, 5) for v in ((), ("basic",))
          for level in ("random", "normal")]


@pytest.mark.parametrize(("players", "variants", "level"), SETUPS)
def test_the_kept_hash_is_the_one_from_scratch(
    players: int, variants: tuple[str, ...], level: str,
) -> None:
    game = CrazyRaceGame(default_rules(), players, frozenset(variants))
    rng = random.Random(players)
    for seed in range(12 if level == "random" else 4):
        for state in playout(game, 100 * players + seed, level):
            fp = state.fingerprint()
            assert game.state_from_dict(state.to_dict()).fingerprint() == fp
            assert state.clone().fingerprint() == fp
            for owner in (None, *range(players)):
                other = state.scramble_secrets(owner, rng.random())
                assert other._hash == full_hash(other)
                assert (other.fingerprint() == fp) == (other.to_dict() == state.to_dict())


def test_states_one_fact_apart_have_other_fingerprints() -> None:
    game = CrazyRaceGame(default_rules(), 3)
    state = game.new_initial_state()
    data = state.to_dict()
    seen = {state.fingerprint()}
    for change in ({"turns": 1}, {"seat": 1}, {"played_track": True}, {"need": [1, 0]},
                   {"bets": [0, 0, 3]}, {"pawn": [[-1, 0], [0, 1], [-1, 0]]},
                   {"lying": ["", "skip", ""]}, {"phase": "turn"}):
        other = game.state_from_dict({**data, **change})
        assert other.fingerprint() not in seen, change
        seen.add(other.fingerprint())
    # A card laid on one spot or its neighbour, by one seat or another.
    cards = [row.copy() for row in data["cards"]]
    cards[1][2] = 5
    laid = [row.copy() for row in data["laid_by"]]
    one = game.state_from_dict({**data, "cards": cards})
    laid[1][2] = 0
    two = game.state_from_dict({**data, "cards": cards, "laid_by": laid})
    cards = [row.copy() for row in data["cards"]]
    cards[1][3] = 5
    three = game.state_from_dict({**data, "cards": cards})
    assert len({state.fingerprint(), one.fingerprint(), two.fingerprint(),
                three.fingerprint()}) == 4


def test_the_fingerprint_is_the_kept_hash() -> None:
    state = CrazyRaceGame(default_rules(), 4).new_initial_state()
    assert state.fingerprint() == hex64(state._hash) == hex64(full_hash(state))


def test_the_keys_are_pinned() -> None:
    # Format-3 replays record these: a change of any key or of what it stands for shows here.
    game = CrazyRaceGame(default_rules(), 4)
    state = game.new_initial_state()
    assert state.fingerprint() == PINNED_INITIAL
    rng = random.Random(7)
    for _ in range(120):
        outcomes = state.chance_outcomes()
        if outcomes:
            action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
    assert state.fingerprint() == PINNED_AFTER_120


def test_the_initial_state_of_a_fixed_header_is_pinned() -> None:
    header = make_header("crazy_race", ai_seats("crazy_race", 4), 1, ())
    assert header.build_game().new_initial_state().fingerprint() == PINNED_HEADER


PINNED_INITIAL = "7dc2920db64a90fc"
PINNED_AFTER_120 = "7594eceab8eef3a0"
PINNED_HEADER = "751006c3833ac977"


def test_a_refused_action_leaves_the_hash_alone() -> None:
    game = CrazyRaceGame(default_rules(), 3)
    rng = random.Random(3)
    state = game.new_initial_state()
    tried = 0
    while not state.is_over():
        outcomes = state.chance_outcomes()
        legal = [a for a, _ in outcomes] if outcomes else state.legal_actions()
        for wrong in (DrawTrack(4), DrawTrack(8), DrawAction("move"), DealBet(99), Roll(),
                      Cancel(), Accept(), Dice((7, 7)), LayTrack(5, 0, 0), Toss("skip")):
            if wrong in legal:
                continue
            before = (state.to_dict(), state.fingerprint())
            with pytest.raises(IllegalAction):
                state.apply(wrong)
            assert (state.to_dict(), state.fingerprint()) == before, wrong
            tried += 1
        weights = [w for _, w in outcomes] if outcomes else None
        state.apply(rng.choices(legal, weights)[0])
    assert tried > 500
