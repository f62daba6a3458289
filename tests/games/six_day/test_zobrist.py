"""The six-day state's kept hash (replay format 3's fingerprint) is the one `zobrist.full_hash`
works out from `to_dict()`, after every step of many races (random and normal riders, every
player count and variant), in copies, rebuilt and scrambled states, however seldom it is
read; it tells apart states one fact apart; and its keys stay as they landed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade_races.core.zobrist import hex64
from arcade_races.games.six_day.actions import Play
from arcade_races.games.six_day.game import SixDayGame
from arcade_races.games.six_day.state import SixDayState
from arcade_races.games.six_day.testing import default_rules
from arcade_races.games.six_day.zobrist import full_hash
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match, Step
from tests.games.playouts import random_action


def check(state: SixDayState, rng: random.Random, deep: bool = True) -> None:
    """The kept hash is the from-scratch one, in the state and (on `deep` steps) in its
    copies: a clone, the state rebuilt from `to_dict()`, a scrambled copy of each seat's."""
    data = state.to_dict()
    fp = state.fingerprint()
    assert fp == hex64(full_hash(state.game, data))
    assert state.fingerprint() == fp
    assert state.clone().fingerprint() == fp
    if deep:
        assert state.game.state_from_dict(data).fingerprint() == fp
        for owner in (None, *range(state.players)):
            scrambled = state.scramble_secrets(owner, rng.random())
            assert scrambled.fingerprint() == hex64(full_hash(state.game, scrambled.to_dict()))


def random_race(seed: int) -> SixDayGame:
    """A race with a player count and variants chosen by `seed` (one to three days)."""
    rng = random.Random(seed)
    players = rng.randint(3, 8)
    variants = {f"days={rng.choice([1, 1, 2, 3])}"}
    if rng.random() < 0.3:
        variants.add("green_only")
    if players in (4, 6, 8) and rng.random() < 0.5:
        variants.add("teams")
    return SixDayGame(default_rules(), players, frozenset(variants))


@pytest.mark.parametrize("block", range(4))
def test_the_kept_hash_is_the_full_hash_after_every_random_step(block: int) -> None:
    for seed in range(block * 12, block * 12 + 12):
        game = random_race(seed)
        rng = random.Random(seed)
        state = game.new_initial_state()
        check(state, rng)
        steps = 0
        while state.to_move() is not None:
            action = random_action(state, rng)
            state.apply(action)
            steps += 1
            check(state, rng, deep=steps % 5 == 0)
        check(state, rng)


@pytest.mark.parametrize("every", [3, 50, 10_000])
def test_a_hash_read_seldom_folds_in_every_entry_since(every: int) -> None:
    # A ride's and a log entry's keys come in at the next read of the fingerprint, so a state
    # read now and then (or only at the end) holds the same hash as one read at every step;
    # a clone taken between reads carries what is still to fold in.
    rng = random.Random(every)
    game = SixDayGame(default_rules(), 5, frozenset({"days=2"}))
    state = game.new_initial_state()
    steps = 0
    while state.to_move() is not None:
        action = random_action(state, rng)
        state.apply(action)
        steps += 1
        if steps % every == 0:
            check(state, rng, deep=False)
        elif steps % 7 == 0:
            copy = state.clone()
            assert copy.fingerprint() == hex64(full_hash(game, copy.to_dict()))
    check(state, rng)


@pytest.mark.parametrize(("players", "variants"), [(5, ()), (8, ("teams",)),
                                                   (3, ("green_only", "days=2"))])
def test_the_kept_hash_is_the_full_hash_with_normal_riders(
        players: int, variants: tuple[str, ...]) -> None:
    rng = random.Random(players)
    for seed in (1, 2):
        chosen = variants if "days=2" in variants else (*variants, "days=1")
        header = make_header("six_day", ai_seats("six_day", players), seed, chosen)
        match = Match(header.build_game(), seed, make_agents(header), None)

        def after(step: Step, match: Match = match) -> None:
            state = match.state
            assert isinstance(state, SixDayState)
            check(state, rng, deep=step.number % 9 == 0)

        match.run(after)


def first_rides() -> dict[str, Any]:
    """A `to_dict()` of a three-rider first day after two rides (seat 0 G3, seat 1 G2)."""
    game = SixDayGame(default_rules(), 3, frozenset({"days=1"}))
    state = game.new_initial_state()
    state.apply(Play("G3"))
    state.apply(Play("G2"))
    return state.to_dict()


@pytest.mark.parametrize(("field", "change"), [
    ("pos", lambda d: d["pos"].__setitem__(1, 3)),
    ("green", lambda d: d["green"][2].__setitem__(0, 3)),
    ("turn", lambda d: d.__setitem__("turn", 1)),
    ("round", lambda d: d.__setitem__("round", 2)),
    ("changed", lambda d: d["changed"].__setitem__(0, True)),
    ("low", lambda d: d["low"].__setitem__("1", 13)),
    ("need", lambda d: d.__setitem__("need", [1, 0])),
    ("pending", lambda d: d.__setitem__("pending", 0)),
    ("phase", lambda d: d.__setitem__("phase", "change")),
    ("last_round", lambda d: d.__setitem__("last_round", True)),
    ("crossed", lambda d: d.__setitem__("crossed", [0])),
    ("sprints", lambda d: d["sprints"][0].append(0)),
    ("changes", lambda d: d["changes"].append([0, 0])),
    ("ride", lambda d: d["plays"][1].__setitem__(1, "G1")),
    ("announced", lambda d: d.__setitem__("announced", False)),
])
def test_states_one_fact_apart_have_different_fingerprints(field: str, change: Any) -> None:
    game = SixDayGame(default_rules(), 3, frozenset({"days=1"}))
    data = first_rides()
    one = game.state_from_dict(data)
    change(data)
    other = game.state_from_dict(data)
    assert one.to_dict() != other.to_dict(), field
    assert one.fingerprint() != other.fingerprint(), field


def test_two_rides_swapped_have_different_fingerprints() -> None:
    # Each ride is keyed by its place: seat 1's G2 and seat 2's G2 in the other order is
    # another race, though the same two entries.
    game = SixDayGame(default_rules(), 3, frozenset({"days=1"}))
    data = first_rides()
    data["plays"] = [[0, "G2", 0, 2], [1, "G3", 0, 3]]
    swapped = dict(data, plays=[data["plays"][1], data["plays"][0]])
    assert game.state_from_dict(data).fingerprint() != \
        game.state_from_dict(swapped).fingerprint()


def test_the_keys_stay_as_they_landed() -> None:
    # Format-3 replays record these: a change of any key or of what it keys breaks them all.
    game = SixDayGame(default_rules(), 5, frozenset())
    state = game.new_initial_state()
    assert state.fingerprint() == "b213a32fb2c10821"
    state.apply(Play("G3"))
    assert state.fingerprint() == "69a7b49045e7c73c"
    three = SixDayGame(default_rules(), 3, frozenset({"days=1"}))
    assert three.state_from_dict(first_rides()).fingerprint() == "eae712a27147a709"
