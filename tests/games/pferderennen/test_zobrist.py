"""Pferderennen's kept hash (replay format 3's fingerprint) is the one `zobrist.full_hash`
works out from `to_dict()`, after every step of many sessions, in copies, rebuilt and
scrambled states; it tells apart states one fact apart; and its keys stay as they landed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade_races.core.zobrist import hex64
from arcade_races.games.pferderennen.config import VARIANTS
from arcade_races.games.pferderennen.game import PferderennenGame
from arcade_races.games.pferderennen.state import PferderennenState
from arcade_races.games.pferderennen.testing import default_rules
from arcade_races.games.pferderennen.zobrist import entry_key, full_hash, value_key
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match, Step
from tests.games.playouts import random_action


def check(state: PferderennenState, rng: random.Random) -> None:
    """The kept hash is the from-scratch one, in the state and in its copies."""
    data = state.to_dict()
    assert state.kept_hash() == full_hash(data)
    assert state.fingerprint() == hex64(full_hash(data))
    assert state.clone().fingerprint() == state.fingerprint()
    assert state.game.state_from_dict(data).fingerprint() == state.fingerprint()
    scrambled = state.scramble_secrets(None, rng.random())
    assert scrambled.kept_hash() == full_hash(scrambled.to_dict())


def random_session(seed: int) -> tuple[PferderennenGame, random.Random]:
    """A session with a player count, track, races and variants chosen by `seed`."""
    rng = random.Random(seed)
    variants = frozenset(v for v in VARIANTS if rng.random() < 0.4)
    rules = default_rules(rng.choice([3, 5, 6, 8]), races=rng.choice([1, 1, 2, 3]))
    return PferderennenGame(rules, rng.randint(2, 10), variants), rng


@pytest.mark.parametrize("block", range(4))
def test_the_kept_hash_is_the_full_hash_after_every_random_step(block: int) -> None:
    for seed in range(block * 40, block * 40 + 40):
        game, rng = random_session(seed)
        state = game.new_initial_state()
        check(state, rng)
        while state.to_move() is not None:
            action = random_action(state, rng)
            state.apply(action)
            check(state, rng)


@pytest.mark.parametrize("variants", [(), ("half_stake", "places", "sips"),
                                      ("turbo", "stumble", "leader_hurdle")])
def test_the_kept_hash_is_the_full_hash_with_normal_ai_seats(variants: tuple[str, ...]) -> None:
    rng = random.Random(7)
    for seed, players in ((1, 2), (2, 6), (3, 10)):
        header = make_header("pferderennen", ai_seats("pferderennen", players), seed, variants)
        match = Match(header.build_game(), seed, make_agents(header), None)

        def after(step: Step, match: Match = match) -> None:
            check(match.state, rng)  # type: ignore[arg-type]

        match.run(after)


def test_no_fingerprint_names_two_states_of_one_game() -> None:
    # Over many sessions of one game, equal fingerprints mean equal states (the pile, left
    # out of the hash, follows from the rest).
    for variants in ((), ("stumble", "turbo", "half_stake"), ("leader_hurdle", "sips")):
        game = PferderennenGame(default_rules(4, races=2), 3, frozenset(variants))
        named: dict[str, dict[str, Any]] = {}
        for seed in range(60):
            rng = random.Random(seed)
            state = game.new_initial_state()
            while True:
                data = state.to_dict()
                assert named.setdefault(state.fingerprint(), data) == data
                if state.to_move() is None:
                    break
                state.apply(rng.choice(state.legal_actions()))


def racing(players: int = 2) -> PferderennenState:
    """A race under way: 7D 9C 4S laid, seat 0 on hearts for 2, seat 1 out, 2H drawn."""
    game = PferderennenGame(default_rules(3, races=2), players)
    state = game.new_initial_state()
    for move in ("lay 7D", "lay 9C", "lay 4S", "bet H 2", *["pass"] * (players - 1), "draw 2H"):
        state.apply(game.parse_action(move))
    return state


def after(state: PferderennenState, *moves: str) -> PferderennenState:
    """A copy of `state` after `moves`."""
    state = state.clone()
    for move in moves:
        state.apply(state.game.parse_action(move))
    return state


def test_states_one_fact_apart_have_different_fingerprints() -> None:
    base = racing()
    # The same two cards drawn in the other order: the same aces on the same steps, yet
    # two states (who got there first differs), told apart by the places in the draws.
    first = after(base, "draw 3D", "draw 5C")
    second = after(base, "draw 5C", "draw 3D")
    assert first.pos == second.pos and first.to_dict() != second.to_dict()
    assert first.fingerprint() != second.fingerprint()
    # One card drawn or another: one fact of the draws.
    assert after(base, "draw 3D").fingerprint() != after(base, "draw 3C").fingerprint()
    # Two tracks with the same cards in other places, and two bets of one seat.
    game = base.game
    tracks = {after(game.new_initial_state(), *lays).fingerprint()
              for lays in (("lay 7D", "lay 9C"), ("lay 9C", "lay 7D"))}
    assert len(tracks) == 2
    dealt = after(game.new_initial_state(), "lay 7D", "lay 9C", "lay 4S")
    bets = {after(dealt, bet).fingerprint() for bet in ("bet H 2", "bet C 2", "bet H 3", "pass")}
    assert len(bets) == 4


def test_what_the_rules_worked_out_is_hashed_too() -> None:
    # The same cards, but the aces, a hurdle or the finish otherwise (as a changed rule or a
    # bug would have them): a replay must see that the game went differently.
    state = after(racing(), "draw 3C", "draw 3D", "draw 3S")  # the 7D hurdle turned
    data = state.to_dict()
    assert data["pos"] == [1, 0, 1, 1] and data["hurdles"]
    game = state.game
    fingerprint = game.state_from_dict(data).fingerprint()
    assert fingerprint == state.fingerprint()
    changes: list[tuple[str, Any]] = [
        ("pos", [1, 1, 1, 1]), ("arrival", [2, 3, 1, 4]), ("tick", 6),
        ("turned", [False, False, False]), ("hurdles", []), ("winner", "H"),
        ("order", ["H", "C", "D", "S"]), ("upfront", [1, 0]), ("totals", [0, 1])]
    prints = {fingerprint}
    for field, value in changes:
        assert data[field] != value
        prints.add(game.state_from_dict({**data, field: value}).fingerprint())
    assert len(prints) == len(changes) + 1


def test_the_keys_are_as_they_landed() -> None:
    # Recorded fingerprints must check out for ever: these pins change only if the keys do.
    header = make_header("pferderennen", ai_seats("pferderennen", 6), 1)
    initial = header.build_game().new_initial_state()
    base = racing()
    assert (initial.fingerprint(), base.fingerprint(),
            after(base, "draw 3D", "draw 5C").fingerprint(), played_out(base).fingerprint(),
            played_out(after(base, "draw 3D")).fingerprint()) == PINNED
    # And from the definition: the racing state's facts, key by key.
    assert base.fingerprint() == hex64(
        value_key("race", 0) ^ value_key("phase", "race") ^ value_key("bets_made", 2)
        ^ entry_key("track", 0, "7D") ^ entry_key("track", 1, "9C")
        ^ entry_key("track", 2, "4S") ^ entry_key("draws", 0, "2H")
        ^ entry_key("bets", 0, ["H", 2]) ^ entry_key("bets", 1, None)
        ^ entry_key("payout", 0, 0) ^ entry_key("payout", 1, 0)
        ^ entry_key("turned", 0, False) ^ entry_key("turned", 1, False)
        ^ entry_key("turned", 2, False)
        ^ entry_key("pos", 0, 0) ^ entry_key("pos", 1, 0) ^ entry_key("pos", 2, 1)
        ^ entry_key("pos", 3, 0) ^ entry_key("arrival", 0, 0) ^ entry_key("arrival", 1, 0)
        ^ entry_key("arrival", 2, 1) ^ entry_key("arrival", 3, 0) ^ value_key("tick", 1)
        ^ entry_key("upfront", 0, 0) ^ entry_key("upfront", 1, 0)
        ^ entry_key("totals", 0, 0) ^ entry_key("totals", 1, 0) ^ value_key("winner", None))


def played_out(state: PferderennenState) -> PferderennenState:
    """A copy of `state` played to the session's end by seeded random picks: from `racing()`
    both races turn hurdles and are won, so their figures are in the log."""
    rng = random.Random(0)
    state = state.clone()
    while state.to_move() is not None:
        state.apply(rng.choice(state.legal_actions()))
    return state


PINNED = ("da2541fa7f4f14bf", "3ce4bd3d73b48780", "b949992b32372371", "25933d5f20d55bb2",
          "2e55e7f57aa5a8d3")
"""The fingerprints of a fresh six-seat session of the default board and config, of
`racing()`, of `racing()` after two more draws, and of `racing()` and `racing()` after
another draw each played out (`played_out`), as the keys landed."""


def test_a_session_read_only_at_the_end_takes_in_every_race_of_its_log() -> None:
    # The race log's keys wait until the hash is read: several races may wait together.
    for seed in range(10):
        rng = random.Random(seed)
        game = PferderennenGame(default_rules(4, races=3), 3, frozenset({"sips"}))
        state = game.new_initial_state()
        while state.to_move() is not None:
            state.apply(rng.choice(state.legal_actions()))
            if rng.random() < 0.05:
                state = state.clone()
        assert len(state.log) == 3
        assert state.fingerprint() == hex64(full_hash(state.to_dict()))
