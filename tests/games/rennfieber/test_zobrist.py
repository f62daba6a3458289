"""Rennfieber's incremental Zobrist hash (`games/rennfieber/hashing.py`): the hash kept by the
moves always equals the one worked out from scratch, survives `to_dict` / `from_dict`, clones
and scrambled secrets, tells states one fact apart, and its keys never change."""

from __future__ import annotations

import random

import pytest

from arcade_races.core.zobrist import hex64
from arcade_races.games.rennfieber import events as ev
from arcade_races.games.rennfieber.hashing import entry_key, full_hash, race_key
from arcade_races.games.rennfieber.state import RennfieberState
from arcade_races.games.rennfieber.swaps import watched_share
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from tests.games.playouts import random_action

from .setups import game, racing

SETUPS = [(4, ()), (2, ("races=1",)), (3, ("by_lane", "races=1")),
          (5, ("own_programme", "races=1")), (6, ("races=2",))]
"""One whole evening (the sell-back and the second auction), short ones at every count."""


def _check(state: RennfieberState) -> None:
    # Reading the fingerprint refreshes the dirty fields and folds in the histories' new entries.
    assert state.fingerprint() == hex64(full_hash(state)), f"drifted in phase {state.phase}"


@pytest.mark.parametrize(("players", "variants"), SETUPS)
def test_the_kept_hash_is_the_full_one_after_every_random_step(
        players: int, variants: tuple[str, ...]) -> None:
    built = game(players, variants)
    for seed in range(1 if "races=1" not in variants else 2):
        rng = random.Random(seed)
        state = built.new_initial_state()
        _check(state)
        steps = 0
        while state.to_move() is not None:
            action = random_action(state, rng)
            state.apply(action)
            _check(state)
            steps += 1
            if steps % 25 == 0:
                copy = state.clone()
                assert copy.fingerprint() == state.fingerprint()
                rebuilt = built.state_from_dict(state.to_dict())
                assert rebuilt.fingerprint() == state.fingerprint()
                for owner in (None, *range(players)):
                    other = state.scramble_secrets(owner, rng.random())
                    _check(other)
                    assert (other.fingerprint() == state.fingerprint()) == (
                        other.to_dict() == state.to_dict())


@pytest.mark.parametrize("players", [2, 4])
def test_the_kept_hash_is_the_full_one_with_normal_seats(players: int) -> None:
    header = make_header("rennfieber", ai_seats("rennfieber", players), 3, ("races=1",))
    match = Match(header.build_game(), 3, make_agents(header))
    while not match.is_over():
        match.step()
        state = match.state
        assert isinstance(state, RennfieberState)
        _check(state)


def test_a_clone_moves_on_with_its_own_hash() -> None:
    state = racing(4, seed=2)
    copy = state.clone()
    copy.apply(copy.chance_outcomes()[0][0])
    _check(copy)
    _check(state)
    assert copy.fingerprint() != state.fingerprint()


def test_states_one_fact_apart_have_other_fingerprints() -> None:
    state = racing(4, seed=1)
    data = state.to_dict()
    card, (lane, index, crossed) = next(iter(data["spot"].items()))
    moved = dict(data, spot={**data["spot"], card: [lane, index + 1, crossed]})
    other = state.game.state_from_dict(moved)
    assert other.fingerprint() != state.fingerprint()
    form = list(data["form"])
    form[0] += 1
    assert state.game.state_from_dict(dict(data, form=form)).fingerprint() != (
        state.fingerprint())
    assert state.game.state_from_dict(data).fingerprint() == state.fingerprint()


def test_the_fingerprint_reads_the_kept_hash() -> None:
    # The kept hash holds every fact but the watched scalars', taken in at each read.
    state = racing(3, seed=4)
    assert state.fingerprint() == hex64(state._hash ^ watched_share(state)) == hex64(
        full_hash(state))


def test_the_keys_are_pinned() -> None:
    # Recorded fingerprints (replay format 3) must check out for ever: a change of a key or
    # of the facts it stands for shows here first.
    header = make_header("rennfieber", ai_seats("rennfieber", 4), 1, ())
    assert header.build_game().new_initial_state().fingerprint() == "0b7bf16266085853"


def test_a_race_record_is_keyed_as_its_canonical_text() -> None:
    # `race_key` writes the turns out itself; the key must be `entry_key`'s, the canonical
    # JSON's, for every race of an evening (what `full_hash` and recorded fingerprints use).
    built = game(4, ())
    rng = random.Random(5)
    state = built.new_initial_state()
    while state.to_move() is not None:
        state.apply(random_action(state, rng))
    races = state.record["races"]
    assert len(races) == 3
    for index, entry in enumerate(races):
        assert race_key(index, entry) == entry_key("record/races", index, entry)


@pytest.mark.parametrize("every", [3, 50, 0])
def test_the_lazy_hash_holds_when_read_seldom(every: int) -> None:
    # Dirty fields and unfolded history entries pile up between reads (0: read at the end only).
    built = game(4, ("races=2",))
    rng = random.Random(every)
    state = built.new_initial_state()
    steps = 0
    while state.to_move() is not None:
        action = random_action(state, rng)
        state.apply(action)
        steps += 1
        if every and steps % every == 0:
            _check(state)
    _check(state)


def test_the_hash_is_kept_only_once_read() -> None:
    # Play that never reads the fingerprint (the AI's lookahead, plain simulate, the odds'
    # rollouts) pays nothing for the hash; the first read works it out, and from then on the
    # moves keep it (a clone of a kept state keeps its own).
    built = game(3, ("races=1",))
    rng = random.Random(5)
    state = built.new_initial_state()
    for _ in range(300):
        state.apply(random_action(state, rng))
    assert not state._keyed
    copy = state.clone()
    _check(state)
    assert state._keyed and not copy._keyed
    assert copy.fingerprint() == state.fingerprint()
    for _ in range(300):
        if state.to_move() is None:
            break
        state.apply(random_action(state, rng))
        assert state._keyed
    _check(state)
    assert not state.scramble_secrets(0, 0.5)._keyed


def test_the_race_steps_that_swap_their_own_keys_are_checked() -> None:
    # The commonest race steps swap their facts' keys by hand (a roll, a move, a gallop card
    # and its shift, a kept card played): each kind is met, and checked, in these playouts.
    built, met = game(4, ()), set()
    for seed in range(3):
        rng, state = random.Random(seed), built.new_initial_state()
        _check(state)
        while state.to_move() is not None:
            for event in state.apply(random_action(state, rng)):
                if isinstance(event, ev.HorseMoved):
                    met.add(event.how)
                elif isinstance(event, ev.GallopDrawn | ev.RaceDiceRolled):
                    met.add(type(event).__name__)
            _check(state)
    assert {"move", "burst", "boost", "push", "shift", "GallopDrawn",
            "RaceDiceRolled"} <= met
