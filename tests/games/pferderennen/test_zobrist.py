"""Pferderennen's kept hash (replay format 3's fingerprint) is the one `zobrist.full_hash`
works out from `to_dict()`, after every step of many sessions, in copies, rebuilt and
scrambled states; it tells apart states one fact apart; and its keys stay as they landed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade_races.core.chance import CHANCE
from arcade_races.core.zobrist import hex64
from arcade_races.games.pferderennen.config import VARIANTS
from arcade_races.games.pferderennen.game import PferderennenGame
from arcade_races.games.pferderennen.state import PferderennenState
from arcade_races.games.pferderennen.testing import default_rules
from arcade_races.games.pferderennen.zobrist import full_hash
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match, Step


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
        while (mover := state.to_move()) is not None:
            if mover is CHANCE:
                outcomes = state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                action = rng.choice(state.legal_actions())
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


def finished_race() -> dict[str, Any]:
    """A hand-made `to_dict()` of a two-race session after its first race, a hurdle turned."""
    return {
        "race": 1, "phase": "deal", "track": [], "turned": [], "pos": [0, 0, 0, 0],
        "arrival": [0, 0, 0, 0], "tick": 0, "draws": [], "bets": [None, None],
        "bets_made": 0, "upfront": [0, 0], "payout": [0, 0], "totals": [4, -2],
        "hurdles": [], "winner": None, "order": [], "handout": [],
        "deck": {card: 1 for card in default_rules(3).deck},
        "log": [{"race": 1, "track": ["7D", "9C", "4S"], "draws": ["2H", "3H", "4H", "5H"],
                 "bets": [{"suit": "H", "stake": 2}, {"suit": "C", "stake": 2}],
                 "winner": "H", "order": ["H", "C", "D", "S"], "payout": [4, -2],
                 "hurdles": [{"step": 1, "card": "7D", "suit": "D"}]}],
    }


def racing() -> dict[str, Any]:
    """A hand-made `to_dict()` of a race under way: three cards laid, one turned, two bets."""
    deck = default_rules(3).deck
    seen = ["7D", "9C", "4S", "2H", "3D"]
    return {
        "race": 0, "phase": "race", "track": ["7D", "9C", "4S"], "turned": [True, False, False],
        "pos": [0, 0, 1, 1], "arrival": [0, 0, 2, 3], "tick": 3, "draws": ["2H", "3D"],
        "bets": [["H", 2], None], "bets_made": 2, "upfront": [0, 0], "payout": [0, 0],
        "totals": [0, 0], "hurdles": [{"step": 1, "card": "7D", "suit": "D"}],
        "winner": None, "order": [], "handout": [],
        "deck": {card: 1 for card in deck if card not in seen}, "log": [],
    }


def rebuilt(data: dict[str, Any]) -> PferderennenState:
    game = PferderennenGame(default_rules(3, races=2), 2)
    return game.state_from_dict(data)


def test_states_one_fact_apart_have_different_fingerprints() -> None:
    base = racing()
    prints = {rebuilt(base).fingerprint()}
    # Each change is one fact; two of them move a value to another place of the same list,
    # which keys of values alone (without the place) would not tell apart.
    changes = [
        ("pos", [0, 0, 1, 2]), ("pos", [1, 1, 0, 0]), ("arrival", [0, 0, 3, 2]),
        ("bets", [None, ["H", 2]]), ("bets", [["H", 3], None]), ("bets_made", 1),
        ("payout", [0, -1]), ("totals", [1, 0]), ("tick", 4), ("winner", "S"),
        ("order", ["S", "H", "C", "D"]), ("handout", [[0, 2]]), ("race", 1),
        ("phase", "handout"), ("upfront", [1, 0]),
    ]
    for field, value in changes:
        data = {**base, field: value}
        prints.add(rebuilt(data).fingerprint())
    swapped = {**base, "track": ["7D", "4S", "9C"]}  # two face-down cards trade places
    prints.add(rebuilt(swapped).fingerprint())
    assert len(prints) == len(changes) + 2


def test_the_keys_are_as_they_landed() -> None:
    # Recorded fingerprints must check out for ever: these pins change only if the keys do.
    header = make_header("pferderennen", ai_seats("pferderennen", 6), 1)
    initial = header.build_game().new_initial_state()
    assert (initial.fingerprint(), rebuilt(racing()).fingerprint(),
            rebuilt(finished_race()).fingerprint()) == PINNED


PINNED = ("da2541fa7f4f14bf", "89cd254fedf9be34", "192b5ca35579d476")
"""The fingerprints of a fresh six-seat session of the default board and config, of `racing()`
and of `finished_race()`, as the keys landed."""


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
