"""Favoriten's kept Zobrist hash (`games/favoriten/zobrist`): after every action it equals the
hash worked out from scratch, it survives `from_dict`, clones and scrambled copies, it tells
apart states that differ in one fact, and its keys stay what they are (pinned fingerprints)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade_races.ai.base import RandomAgent
from arcade_races.core.fingerprint import canonical_json
from arcade_races.core.zobrist import hex64
from arcade_races.games.favoriten.game import FavoritenGame
from arcade_races.games.favoriten.state import FavoritenState
from arcade_races.games.favoriten.testing import default_rules
from arcade_races.games.favoriten.zobrist import full_hash
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Agent, Match

VARIANT_SETS: tuple[frozenset[str], ...] = (
    frozenset(), frozenset({"leader_most_points"}), frozenset({"race_per_player"}),
    frozenset({"leader_most_points", "race_per_player"}))


def check_copies(state: FavoritenState, rng: random.Random) -> None:
    """A rebuilt state, a clone and a scrambled copy carry the state's hash."""
    fp = state.fingerprint()
    rebuilt = state.game.state_from_dict(state.to_dict())
    assert rebuilt.fingerprint() == fp
    copy = state.clone()
    assert copy.fingerprint() == fp and copy._hash == full_hash(copy)
    other = state.scramble_secrets(None, rng.random())
    assert isinstance(other, FavoritenState)
    assert other._hash == full_hash(other)
    assert (other.fingerprint() == fp) == (other.to_dict() == state.to_dict())


def play(match: Match, rng: random.Random, seen: dict[str, str] | None) -> int:
    """Play `match` out, holding the kept hash to the full one after every action; `seen`
    (fingerprint to state) checks that no fingerprint names two states. The actions played."""
    state = match.state
    assert isinstance(state, FavoritenState)
    last: tuple[str, dict[str, Any]] | None = None
    steps = 0
    while not match.is_over():
        match.step()
        steps += 1
        assert state._hash == full_hash(state), f"step {steps}: the kept hash went astray"
        fp = state.fingerprint()
        data = state.to_dict()
        if last is not None:
            assert (fp == last[0]) == (data == last[1])
        last = (fp, data)
        if seen is not None:
            text = canonical_json(data)
            assert seen.setdefault(fp, text) == text, f"{fp} names two states"
        if steps % 11 == 0 or match.is_over():
            check_copies(state, rng)
    return steps


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_kept_hash_is_the_full_one_in_random_playouts(players: int) -> None:
    seen: dict[str, str] = {}
    for seed in range(60):
        variants = VARIANT_SETS[seed % len(VARIANT_SETS)]
        game = FavoritenGame(default_rules(races=1 + seed % 3), players, variants)
        assert game.new_initial_state()._hash == full_hash(game.new_initial_state())
        agents: dict[int, Agent] = {s: RandomAgent() for s in range(players)}
        play(Match(game, seed, agents), random.Random(seed), seen)


@pytest.mark.parametrize("players", [2, 4, 5])
def test_the_kept_hash_is_the_full_one_with_normal_seats(players: int) -> None:
    for seed in range(12):
        variants = sorted(VARIANT_SETS[seed % len(VARIANT_SETS)])
        header = make_header("favoriten", ai_seats("favoriten", players, "normal"), seed,
                             variants)
        match = Match(header.build_game(), seed, make_agents(header))
        assert play(match, random.Random(seed), None) > 0


def test_the_kept_hash_on_another_course_and_die() -> None:
    rules = default_rules(length=12, horses=("a", "b", "c"), colors=("#000",) * 3,
                          die=(2, 5, 9), places=2, markers=2, races=2)
    for seed in range(40):
        game = FavoritenGame(rules, 2 + seed % 3)
        agents: dict[int, Agent] = {s: RandomAgent() for s in range(game.players)}
        play(Match(game, seed, agents), random.Random(seed), None)


def _changed(state: FavoritenState, **fields: Any) -> FavoritenState:
    data = state.to_dict()
    data.update(fields)
    other = state.game.state_from_dict(data)
    assert other.to_dict() != data or fields == {}
    return other


def test_states_one_fact_apart_have_other_fingerprints() -> None:
    game = FavoritenGame(default_rules(), 3)
    state = game.new_initial_state()
    for text in ["leader 0", "bet red", "bet red", "pass", "roll 3", "move red", "roll 2"]:
        state.apply(game.parse_action(text))
    data = state.to_dict()
    assert data["columns"][0] == [0, 1] and data["pos"][0] == 3

    def other(**fields: Any) -> str:
        rebuilt = game.state_from_dict({**data, **fields})
        assert rebuilt.to_dict() != data
        return rebuilt.fingerprint()

    fp = state.fingerprint()
    # The order of a column's markers counts (the top row scores most), and whose horse is
    # where, not only which spaces are taken.
    assert other(columns=[[1, 0], [], [], [], []]) != fp
    assert other(pos=[0, 3, 0, 0, 0]) != fp
    assert other(lane=[1, 0, 0, 0, 0]) != fp
    assert other(roll=3) != fp
    assert other(totals=[0, 0, 1]) != fp
    assert other(totals=[1, 0, 0]) != other(totals=[0, 1, 0])
    assert other(leader=1) != other(first_leader=1)
    log = [{"leader": 0, "finish": ["red"], "columns": {}, "points": [0, 0, 0],
            "positions": [36, 0, 0, 0, 0]}]
    assert other(log=log) != fp
    assert other(log=log + log) != other(log=log)


FIXED = ["leader 1", "bet blue", "pass", "bet red", "pass", "roll 4", "move blue", "roll 6",
         "move red"]


def test_the_keys_are_pinned() -> None:
    # Format-3 replays hold these fingerprints: a change of any key or of what it stands for
    # breaks every recorded replay. Never update these numbers; add keys instead.
    header = make_header("favoriten", ai_seats("favoriten", 4, "normal"), 1)
    game = header.build_game()
    state = game.new_initial_state()
    assert state.fingerprint() == "500cf8fb85a163fc"
    for text in FIXED:
        state.apply(game.parse_action(text))
    assert state.fingerprint() == "b7e938ef465d4c08"
    plain = FavoritenGame(default_rules(races=1), 2)
    agents: dict[int, Agent] = {s: RandomAgent() for s in range(2)}
    match = Match(plain, 7, agents)
    match.run()
    assert match.state.fingerprint() == "dd75ddb05032c836"
    assert hex64(full_hash(match.state)) == match.state.fingerprint()  # type: ignore[arg-type]
